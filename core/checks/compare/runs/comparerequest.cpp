// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The run comparison as one call: label table, image list, compareRuns, the pictures' maps.
#include "compare/runs/comparerequest.h"

#include "render/labeltable.h"

#include <utility>

namespace scansleuth::compare {

Result<LabelNames> readLabelNames(const std::string& path)
{
    auto table = render::readLabelTableFile(path);
    if (!table)
        return table.error();
    LabelNames out;
    for (const render::LabelColour& l : table->labels) {
        out.names[l.label] = l.name;
        if (l.label != 0)
            out.labels.push_back(l.label);
    }
    return out;
}

Result<CaseImages> listCaseImages(const std::string& source)
{
    auto listed = listRunCases({"image", source, false});
    if (!listed)
        return listed.error();
    CaseImages images;
    for (const CaseFile& f : listed->cases)
        images.files[f.key] = f.path;
    images.findings = std::move(listed->findings);
    return images;
}

Result<ComparisonResult> runComparison(const CompareRequest& request, const Progress& progress)
{
    ComparisonOptions options = request.options;
    if (request.labelTable) {
        auto names = readLabelNames(*request.labelTable);
        if (!names)
            return names.error();
        options.labelNames = std::move(names->names);
        if (request.measureTableLabels) {
            if (names->labels.empty())
                return makeError(ErrorKind::Invalid,
                                 "The label table " + *request.labelTable + " names no label other than 0.");
            options.labels = std::move(names->labels);
        }
    }
    ComparisonResult result;
    if (!request.images.empty()) {
        auto images = listCaseImages(request.images);
        if (!images)
            return images.error();
        result.images = std::move(images).value();
    }
    const bool pictures = request.pictures.cases > 0;
    auto comparison =
        compareRuns(request.runs, request.truth, options, pictures ? progress.sub(0.0, 0.85) : progress);
    if (!comparison)
        return comparison.error();
    result.comparison = std::move(comparison).value();
    if (pictures) {
        auto made = differencePictures(result.comparison, request.pictures, progress.sub(0.85, 1.0));
        if (!made)
            return made.error();
        result.pictures = std::move(made).value();
    }
    return result;
}

} // namespace scansleuth::compare
