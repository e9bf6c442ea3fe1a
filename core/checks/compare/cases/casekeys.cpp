// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Case keys from file names, and the natural order of keys.
#include "compare/cases/casematch.h"

#include "base/strings.h"

#include <array>
#include <cctype>

namespace scansleuth::compare {

namespace {

// Longest first, so that ".nii.gz" wins over a bare ".gz" (which is not listed anyway).
// ".dcm": DICOM SEG and RTSTRUCT predictions and truths (one object a case; readPrediction places it).
constexpr std::array<std::string_view, 7> kImageExtensions = {".nii.gz", ".nrrd", ".nhdr", ".nii",
                                                              ".mha",    ".mhd",  ".dcm"};

// Suffixes that name what a file holds rather than which case it is (MONAI's SaveImage postfix "seg",
// nnU-Net/MONAI scripts' "_pred", Slicer's ".seg.nrrd", ...). Longest first within a family.
constexpr std::array<std::string_view, 10> kRoleSuffixes = {
    "segmentation", "seg", "predictions", "prediction", "pred", "labels", "label", "mask", "gt", "truth"};

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

bool isSeparator(char c)
{
    return c == '_' || c == '-' || c == '.';
}

std::string_view withoutImageExtension(std::string_view name)
{
    for (std::string_view ext : kImageExtensions) {
        if (name.size() > ext.size() && endsWithIgnoreCase(name, ext))
            return name.substr(0, name.size() - ext.size());
    }
    return name;
}

// One role suffix with its separator ("_seg", "-pred", ".seg"), when something remains before it.
std::string_view withoutRoleSuffix(std::string_view stem)
{
    for (std::string_view suffix : kRoleSuffixes) {
        if (stem.size() < suffix.size() + 2 || !endsWithIgnoreCase(stem, suffix))
            continue;
        const std::size_t sep = stem.size() - suffix.size() - 1;
        if (isSeparator(stem[sep]))
            return stem.substr(0, sep);
    }
    return stem;
}

// Compares two digit runs as numbers of any length: leading zeros dropped, then length, then digits.
int compareNumbers(std::string_view a, std::string_view b)
{
    const auto stripZeros = [](std::string_view s) {
        const std::size_t first = s.find_first_not_of('0');
        return first == std::string_view::npos ? std::string_view{} : s.substr(first);
    };
    const std::string_view x = stripZeros(a);
    const std::string_view y = stripZeros(b);
    if (x.size() != y.size())
        return x.size() < y.size() ? -1 : 1;
    const int c = x.compare(y);
    return c < 0 ? -1 : (c > 0 ? 1 : 0);
}

std::size_t runEnd(std::string_view s, std::size_t from, bool digits)
{
    while (from < s.size() && isDigit(s[from]) == digits)
        ++from;
    return from;
}

} // namespace

bool hasImageExtension(std::string_view fileName)
{
    return withoutImageExtension(fileName).size() != fileName.size();
}

CaseName splitCaseName(std::string_view fileName)
{
    const std::string_view stem = withoutRoleSuffix(withoutImageExtension(fileName));
    CaseName name{std::string(stem), {}};
    if (stem.size() > 5 && stem[stem.size() - 5] == '_') {
        const std::string_view digits = stem.substr(stem.size() - 4);
        if (isDigit(digits[0]) && isDigit(digits[1]) && isDigit(digits[2]) && isDigit(digits[3]))
            name.channel = std::string(digits);
    }
    return name;
}

std::string caseKey(std::string_view fileName)
{
    CaseName name = splitCaseName(fileName);
    if (!name.channel.empty())
        name.stem.resize(name.stem.size() - 5);
    return name.stem;
}

bool naturalLess(std::string_view a, std::string_view b)
{
    std::size_t i = 0;
    std::size_t j = 0;
    while (i < a.size() && j < b.size()) {
        const bool digits = isDigit(a[i]);
        if (digits != isDigit(b[j]))
            return digits; // numbers before text, as file managers do
        const std::size_t ie = runEnd(a, i, digits);
        const std::size_t je = runEnd(b, j, digits);
        const std::string_view x = a.substr(i, ie - i);
        const std::string_view y = b.substr(j, je - j);
        const int c = digits ? compareNumbers(x, y) : toLower(x).compare(toLower(y));
        if (c != 0)
            return c < 0;
        i = ie;
        j = je;
    }
    if ((i < a.size()) != (j < b.size()))
        return j < b.size();
    return a < b;
}

} // namespace scansleuth::compare
