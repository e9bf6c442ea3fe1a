// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// `convert MASK --to-seg` and `model run --out PRED.dcm`: labels as a binary DICOM SEG.
#include "segoutput.h"
#include "clisupport.h"
#include "commandtable.h"
#include "exitcodes.h"

#include "base/strings.h"
#include "io/dicom/segwriter.h"
#include "io/imageloader.h"
#include "render/labeltable.h"

#include <sys/stat.h>

#include <algorithm>
#include <ctime>
#include <iostream>

namespace scansleuth::cli {

namespace {

int usageError(const std::string& problem)
{
    std::cerr << "scansleuth-cli: " << problem << " (see 'scansleuth-cli convert --help')\n";
    return ExitUsage;
}

int fail(const Error& e, int code)
{
    printError(e);
    return code;
}

// The reference: exactly one image, a DICOM series.
Result<io::LoadedImage> loadReference(const std::string& path, const std::string& series, bool quiet)
{
    io::LoadPathOptions options;
    options.series = series;
    auto loaded = io::loadPath(path, options, makeProgress(quiet));
    endProgress(quiet);
    if (!loaded)
        return loaded.error();
    if (loaded->images.size() > 1)
        return makeError(ErrorKind::Invalid,
                         "'" + path + "' holds " + std::to_string(loaded->images.size()) +
                             " images; pick the series the mask was made on with --series.",
                         join(loaded->imageLabels, ", "));
    io::LoadedImage& image = loaded->images.front();
    if (image.format != io::Format::Dicom || !image.dicom)
        return makeError(ErrorKind::Invalid,
                         "The reference must be the DICOM series the mask was made on; '" + path + "' is " +
                             io::formatName(image.format) + ".",
                         "A SEG points at the series' SOP instances, which only DICOM has.");
    return std::move(image);
}

Result<std::vector<io::SegLabelName>> readNames(const std::string& tablePath)
{
    std::vector<io::SegLabelName> names;
    if (tablePath.empty())
        return names;
    auto table = render::readLabelTableFile(tablePath);
    if (!table)
        return table.error();
    for (const render::LabelColour& l : table->labels)
        names.push_back({l.label, l.name, std::array<std::uint8_t, 3>{l.colour.r, l.colour.g, l.colour.b}});
    return names;
}

} // namespace

std::string modelFileVersion(const std::string& path)
{
    struct stat st
    {};
    if (::stat(path.c_str(), &st) != 0)
        return {};
    std::tm tm{};
    gmtime_r(&st.st_mtime, &tm);
    char when[32];
    std::strftime(when, sizeof when, "%Y-%m-%d %H:%M:%S UTC", &tm);
    return std::to_string(static_cast<long long>(st.st_size)) + " bytes, modified " + when;
}

namespace {

void printSegments(const std::string& out, const io::SegWriteOptions& o, bool quiet)
{
    std::cout << out << "\n";
    if (quiet)
        return;
    for (std::size_t s = 0; s < o.segments.size(); ++s)
        std::cerr << "segment " << s + 1 << ": " << o.segments[s].label << " (label value "
                  << o.segments[s].number << ")\n";
}

} // namespace

int segExitCode(const Error& e)
{
    return e.kind == ErrorKind::Invalid ? ExitCorrupt : exitCodeFor(e);
}

int runConvertToSeg(const std::vector<std::string>& args)
{
    OptionParser p = commandParser("convert");
    if (std::string problem = p.parse(args); !problem.empty())
        return usageError(problem);
    for (const char* other : {"--gzip", "--philips-scaling", "--per-segment"})
        if (p.has(other))
            return usageError(std::string(other) + " is not an option of convert --to-seg");
    const std::vector<std::string>& positional = p.positional();
    const std::string out = p.get("--out");
    if (positional.size() != 1)
        return usageError("convert --to-seg needs exactly one MASK");
    if (!p.has("--reference"))
        return usageError("convert --to-seg needs --reference, the DICOM series the mask was made on");
    if (out.empty())
        return usageError("convert --to-seg needs --out PRED.dcm");
    const bool quiet = p.has("--quiet");

    auto names = readNames(p.get("--labels"));
    if (!names)
        return fail(names.error(), exitCodeFor(names.error()));
    auto mask = io::loadPath(positional[0], {}, makeProgress(quiet));
    endProgress(quiet);
    if (!mask)
        return fail(mask.error(), exitCodeFor(mask.error()));
    if (mask->images.size() != 1 || mask->images.front().volumes.size() != 1)
        return fail(makeError(ErrorKind::Invalid, "The mask must be one 3D label map.",
                              "'" + positional[0] + "' holds " + std::to_string(mask->images.size()) +
                                  " images, the first with " +
                                  std::to_string(mask->images.front().volumes.size()) + " volumes"),
                    ExitCorrupt);
    auto reference = loadReference(p.get("--reference"), p.get("--series"), quiet);
    if (!reference)
        return fail(reference.error(), reference.error().kind == ErrorKind::Invalid
                                           ? ExitUsage
                                           : exitCodeFor(reference.error()));
    const volume::Volume& labels = mask->images.front().volumes.front();
    auto values = io::labelValuesOf(labels);
    if (!values)
        return fail(values.error(), ExitCorrupt);
    // With a label table, its classes are written too (empty ones as one empty frame), so that every case of
    // a dataset numbers its segments alike.
    for (const io::SegLabelName& n : *names)
        if (n.value > 0 && n.value <= io::kMaxSegLabelValue)
            values->push_back(n.value);
    std::sort(values->begin(), values->end());
    values->erase(std::unique(values->begin(), values->end()), values->end());
    if (values->empty())
        return fail(makeError(ErrorKind::Invalid,
                              "The mask holds no labels (every voxel is 0): nothing to write.",
                              positional[0]),
                    ExitCorrupt);

    io::SegWriteOptions options;
    options.algorithmName = p.get("--algorithm", "unknown");
    options.algorithmVersion = p.get("--algorithm-version", "unknown");
    options.softwareVersion = SCANSLEUTH_VERSION;
    options.segments = io::segmentsForLabels(*values, *names, options.algorithmName);
    if (Status s = io::writeDicomSeg(out, labels, *reference, options); !s)
        return fail(s.error(), segExitCode(s.error()));
    printSegments(out, options, quiet);
    return ExitOk;
}

Status writeModelSeg(const std::string& out, const volume::Volume& labels, const ModelSegRequest& request)
{
    auto names = readNames(request.labelTable);
    if (!names)
        return names.error();
    auto reference = loadReference(request.input, {}, request.quiet);
    if (!reference)
        return makeError(reference.error().kind,
                         "A DICOM SEG is written only for a DICOM series input: " + reference.error().message,
                         reference.error().detail);
    auto present = io::labelValuesOf(labels);
    if (!present)
        return present.error();
    const std::vector<int> values = io::modelSegmentValues(std::move(*present), request.classes);
    io::SegWriteOptions options;
    options.algorithmName = request.algorithm;
    options.algorithmVersion = request.algorithmVersion;
    options.softwareVersion = SCANSLEUTH_VERSION;
    options.seriesDescription = "ScanSleuth model run: " + request.algorithm;
    options.segments = io::segmentsForLabels(values, *names, options.algorithmName);
    return io::writeDicomSeg(out, labels, *reference, options);
}

} // namespace scansleuth::cli
