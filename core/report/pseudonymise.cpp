// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "report/pseudonymise.h"
#include "base/strings.h"

#include "report/sha256.h"

#include <algorithm>
#include <random>

namespace scansleuth::report {

namespace {

char foldAscii(char c)
{
    return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
}

// Letters, digits and any byte of a multi-byte UTF-8 character: a name never starts or ends inside one.
bool isWordByte(char c)
{
    const auto u = static_cast<unsigned char>(c);
    return u >= 0x80 || (c >= '0' && c <= '9') || (foldAscii(c) >= 'a' && foldAscii(c) <= 'z');
}

// `s` cut at each separator, every part trimmed.
std::vector<std::string> splitTrimmed(std::string_view s, char separator)
{
    std::vector<std::string> parts = split(s, separator);
    for (std::string& part : parts)
        part = trim(part);
    return parts;
}

std::vector<std::string> words(std::string_view s)
{
    std::vector<std::string> out;
    for (auto& w : splitTrimmed(s, ' '))
        if (!w.empty())
            out.push_back(w);
    return out;
}

// Family name and given names (given, middle) of a person name in DICOM PN or everyday order.
struct NameParts
{
    std::string family;
    std::vector<std::string> given;
};

NameParts parseName(std::string_view raw)
{
    NameParts parts;
    const std::string name = trim(raw);
    if (name.find('^') != std::string::npos) {
        const auto components = splitTrimmed(name, '^'); // family^given^middle^prefix^suffix
        parts.family = components[0];
        for (std::size_t i = 1; i < components.size() && i < 3; ++i)
            if (!components[i].empty())
                parts.given.push_back(components[i]);
    } else if (name.find(',') != std::string::npos) {
        const auto components = splitTrimmed(name, ',');
        parts.family = components[0];
        parts.given = words(components[1]);
    } else {
        auto w = words(name);
        if (!w.empty()) {
            parts.family = w.back();
            w.pop_back();
            parts.given = w;
        }
    }
    return parts;
}

// Case folding that keeps byte offsets: ASCII letters, and the Latin-1 letters of UTF-8 (U+00C0..U+00DE
// to U+00E0..U+00FE, both two bytes starting 0xC3), so "MÜLLER" matches "Müller".
std::string fold(std::string_view s)
{
    std::string out(s);
    for (std::size_t i = 0; i < out.size(); ++i) {
        out[i] = foldAscii(out[i]);
        const auto next = i + 1 < out.size() ? static_cast<unsigned char>(out[i + 1]) : 0;
        if (static_cast<unsigned char>(out[i]) == 0xC3 && next >= 0x80 && next <= 0x9E && next != 0x97)
            out[++i] = static_cast<char>(next + 0x20);
    }
    return out;
}

// Case-insensitive, whole-word replacement of `needle`. With extendCaret, a match followed by
// "^..." also swallows the remaining PN components ("Doe^John^^^").
std::string replaceWord(const std::string& text, const std::string& needle, const std::string& replacement,
                        bool extendCaret = false)
{
    if (needle.empty() || text.size() < needle.size())
        return text;
    const std::string folded = fold(text), key = fold(needle);
    std::string out;
    std::size_t i = 0;
    while (i < text.size()) {
        const bool match = (i == 0 || !isWordByte(text[i - 1])) && folded.compare(i, key.size(), key) == 0;
        std::size_t end = i + key.size();
        if (match && extendCaret)
            while (end < text.size() && text[end] == '^') {
                ++end;
                while (end < text.size() && (isWordByte(text[end]) || text[end] == '.' || text[end] == '-'))
                    ++end;
            }
        if (match && (end == text.size() || !isWordByte(text[end]))) {
            out += replacement;
            i = end;
        } else {
            out.push_back(text[i++]);
        }
    }
    return out;
}

// Every written form of a name, longest first so that "John Q Doe" goes before "Doe".
std::vector<std::string> nameForms(const std::string& raw)
{
    const NameParts p = parseName(raw);
    std::vector<std::string> forms{trim(raw)};
    if (p.family.empty())
        return forms;
    std::vector<std::string> all = p.given;
    if (!p.given.empty()) {
        const std::string& first = p.given.front();
        forms.push_back(p.family + "^" + join(p.given, "^"));
        forms.push_back(p.family + "^" + first);
        forms.push_back(join(p.given, " ") + " " + p.family);
        forms.push_back(first + " " + p.family);
        forms.push_back(p.family + ", " + join(p.given, " "));
        forms.push_back(p.family + ", " + first);
        forms.push_back(p.family + "," + first);
        forms.push_back(p.family + " " + join(p.given, " "));
        forms.push_back(p.family + " " + first);
    }
    if (p.family.size() >= 2)
        forms.push_back(p.family);
    std::stable_sort(forms.begin(), forms.end(),
                     [](const std::string& a, const std::string& b) { return a.size() > b.size(); });
    forms.erase(std::unique(forms.begin(), forms.end()), forms.end());
    return forms;
}

std::vector<std::string> dateForms(const std::string& raw)
{
    std::string digits;
    for (char c : raw)
        if (c >= '0' && c <= '9')
            digits.push_back(c);
    if (digits.size() != 8)
        return {trim(raw)};
    const std::string y = digits.substr(0, 4), m = digits.substr(4, 2), d = digits.substr(6, 2);
    return {digits, y + "-" + m + "-" + d, y + "." + m + "." + d, y + "/" + m + "/" + d};
}

template <typename F> void forEachText(Section& section, F&& f)
{
    f(section.title);
    for (Block& block : section.blocks)
        std::visit(
            [&](auto& b) {
                using T = std::decay_t<decltype(b)>;
                if constexpr (std::is_same_v<T, Paragraph>) {
                    f(b.text);
                } else if constexpr (std::is_same_v<T, Bullets>) {
                    for (auto& item : b.items)
                        f(item);
                } else if constexpr (std::is_same_v<T, KeyValues>) {
                    for (auto& [k, v] : b.pairs) {
                        f(k);
                        f(v);
                    }
                } else if constexpr (std::is_same_v<T, Table>) {
                    f(b.caption);
                    for (auto& h : b.header)
                        f(h);
                    for (auto& row : b.rows)
                        for (auto& cell : row)
                            f(cell);
                } else if constexpr (std::is_same_v<T, Figure>) {
                    f(b.caption);
                } else if constexpr (std::is_same_v<T, BoxPlot>) {
                    f(b.title);
                    f(b.yLabel);
                    for (auto& g : b.groups)
                        f(g.name);
                } else if constexpr (std::is_same_v<T, ScatterPlot>) {
                    f(b.title);
                    f(b.xLabel);
                    f(b.yLabel);
                    for (auto& p : b.points)
                        f(p.label);
                } else {
                    static_assert(std::is_same_v<T, Plot>);
                    f(b.title);
                    f(b.xLabel);
                    f(b.yLabel);
                    for (auto& s : b.series)
                        f(s.name);
                    for (auto& r : b.references)
                        f(r.label);
                }
            },
            block);
    for (Section& child : section.children)
        forEachText(child, f);
}

template <typename F> void forEachText(Document& document, F&& f)
{
    f(document.title);
    f(document.subtitle);
    f(document.createdUtc);
    for (auto& [k, v] : document.metadata) {
        f(k);
        f(v);
    }
    for (Section& section : document.sections)
        forEachText(section, f);
}

} // namespace

Pseudonymiser::Pseudonymiser(std::string key) : m_key(std::move(key))
{
    if (m_key.empty()) {
        std::random_device device;
        for (int i = 0; i < 8; ++i) {
            const std::uint32_t word = device();
            for (int b = 0; b < 4; ++b)
                m_key.push_back(static_cast<char>(word >> (8 * b)));
        }
    }
}

std::string Pseudonymiser::pseudonym(std::string_view identifier) const
{
    static constexpr char kBase32[] = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";
    const Sha256Digest mac = hmacSha256(m_key, identifier);
    std::uint64_t bits = 0;
    for (int i = 0; i < 5; ++i)
        bits = (bits << 8) | mac[i];
    std::string out = "PAT-";
    for (int i = 7; i >= 0; --i)
        out.push_back(kBase32[(bits >> (5 * i)) & 31]);
    return out;
}

std::string pseudonymSource(const Identifiers& patient)
{
    for (const auto& id : patient.ids)
        if (!trim(id).empty())
            return "id:" + trim(id);
    for (const auto& name : patient.names) {
        const NameParts p = parseName(name);
        if (!p.family.empty())
            return "name:" + fold(p.family) + "^" + fold(join(p.given, "^"));
    }
    return {};
}

namespace {

struct Replacement
{
    std::string needle, by;
    bool extendCaret = false;
};

// What the patients' identifiers become, in the order they must be replaced: IDs first (an ID often holds
// the family name as a word, "SCANSLEUTH-DEMO" for "Demo^...", and replacing the name inside it first
// would leave a half-replaced ID that no longer matches), then the name forms of all patients, longest
// first (so one patient's family name alone cannot break another spelling's full form: "ADAZE OKAFOR"
// before "Okafor"), then the birth dates.
std::vector<Replacement> replacements(const std::vector<Identifiers>& patients,
                                      const Pseudonymiser& pseudonymiser)
{
    std::vector<Replacement> ids, names, dates;
    for (const Identifiers& patient : patients) {
        if (const std::string source = pseudonymSource(patient); !source.empty()) {
            const std::string alias = pseudonymiser.pseudonym(source);
            for (const auto& id : patient.ids)
                ids.push_back({trim(id), alias});
            for (const auto& name : patient.names)
                for (const auto& form : nameForms(name))
                    names.push_back({form, alias, form.find('^') != std::string::npos});
        }
        for (const auto& date : patient.birthDates)
            for (const auto& form : dateForms(date))
                dates.push_back({form, kBirthDateRemoved});
    }
    std::stable_sort(names.begin(), names.end(), [](const Replacement& a, const Replacement& b) {
        return a.needle.size() > b.needle.size();
    });
    ids.insert(ids.end(), names.begin(), names.end());
    ids.insert(ids.end(), dates.begin(), dates.end());
    return ids;
}

std::string replaceAll(std::string text, const std::vector<Replacement>& replacements)
{
    for (const Replacement& r : replacements)
        text = replaceWord(text, r.needle, r.by, r.extendCaret);
    return text;
}

} // namespace

std::string pseudonymiseText(std::string text, const Identifiers& patient, const Pseudonymiser& pseudonymiser)
{
    return replaceAll(std::move(text), replacements({patient}, pseudonymiser));
}

void pseudonymise(Document& document, const Identifiers& patient, const Pseudonymiser& pseudonymiser)
{
    pseudonymise(document, std::vector<Identifiers>{patient}, pseudonymiser);
}

void pseudonymise(Document& document, const std::vector<Identifiers>& patients,
                  const Pseudonymiser& pseudonymiser)
{
    const std::vector<Replacement> all = replacements(patients, pseudonymiser);
    forEachText(document, [&](std::string& s) { s = replaceAll(std::move(s), all); });
}

Document applyPrivacy(const Document& document, const PrivacyOptions& privacy)
{
    if (privacy.includeIdentifiers || privacy.patients.empty())
        return document;
    Document copy = document;
    pseudonymise(copy, privacy.patients, Pseudonymiser(privacy.key));
    return copy;
}

} // namespace scansleuth::report
