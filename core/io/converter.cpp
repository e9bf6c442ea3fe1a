// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "converter.h"
#include "base/numberformat.h"

#include "io/nifti/niftiwriter.h"

#include <filesystem>
#include <set>

namespace fs = std::filesystem;

namespace scansleuth::io {

namespace {

bool hasNiftiExtension(const std::string& name)
{
    auto ends = [&](const std::string& s) {
        return name.size() >= s.size() && name.compare(name.size() - s.size(), s.size(), s) == 0;
    };
    return ends(".nii") || ends(".nii.gz");
}

std::string uniqueName(const std::string& label, const std::string& ext, std::set<std::string>& used)
{
    std::string name = label + ext;
    for (int n = 2; used.count(name); ++n)
        name = label + "_" + std::to_string(n) + ext;
    used.insert(name);
    return name;
}

NiftiWriteOptions writeOptionsFor(const LoadedImage& image)
{
    NiftiWriteOptions o;
    o.formCode = 1;
    o.syncToDisk = false; // as dcm2niix: the outputs can be remade; the rename keeps each one whole
    std::string d = "ScanSleuth";
    if (image.dicom) {
        const DicomSeriesInfo& s = *image.dicom;
        if (s.repetitionTime > 0 && image.volumes.size() > 1)
            o.repetitionTimeSeconds = s.repetitionTime / 1000.0;
        if (s.echoTime > 0)
            d += " TE=" + formatGeneral(s.echoTime);
        d += " " + s.modality + " series " + std::to_string(s.seriesNumber);
    }
    if (image.philips)
        d += std::string(" Philips ") + philipsValuesName(image.philips->loaded);
    o.description = d;
    return o;
}

} // namespace

Result<ConvertReport> convertPath(const std::string& path, const std::string& out,
                                  const ConvertOptions& options, const Progress& progress)
{
    std::error_code ec;
    const bool folderMode = fs::is_directory(out, ec);
    if (!folderMode && !hasNiftiExtension(out)) {
        return makeError(ErrorKind::Invalid,
                         "The output must be an existing folder or a .nii/.nii.gz file name.", out);
    }
    if (!folderMode) {
        fs::path parent = fs::path(out).parent_path();
        if (!parent.empty() && !fs::is_directory(parent, ec))
            return makeError(ErrorKind::Io, "The output folder does not exist.", parent.string());
    }

    LoadPathOptions loadOptions;
    loadOptions.series = options.series;
    loadOptions.philipsValues = options.philipsValues;
    auto loaded = loadPath(path, loadOptions, progress.sub(0, 0.8));
    if (!loaded)
        return loaded.error();

    ConvertReport report;
    report.loaded = std::move(loaded).value();
    const auto& images = report.loaded.images;
    if (!folderMode && images.size() > 1) {
        std::string list;
        for (std::size_t i = 0; i < images.size(); ++i) {
            list += (i ? ", " : "") + report.loaded.imageLabels[i];
            if (!images[i].seriesUid.empty())
                list += " (" + images[i].seriesUid + ")";
        }
        return makeError(ErrorKind::Invalid,
                         "The input holds " + std::to_string(images.size()) +
                             " images; choose one with --series or give an output folder.",
                         list);
    }

    std::set<std::string> used;
    for (std::size_t i = 0; i < images.size(); ++i) {
        std::string target = out;
        if (folderMode) {
            std::string ext = options.gzip ? ".nii.gz" : ".nii";
            target = (fs::path(out) / uniqueName(report.loaded.imageLabels[i], ext, used)).string();
        }
        if (!progress.report(0.8 + 0.2 * double(i) / images.size(), "writing"))
            return makeError(ErrorKind::Cancelled, "Conversion was cancelled.");
        Status s = writeNifti(target, images[i].volumes, writeOptionsFor(images[i]));
        if (s)
            report.written.push_back(target);
        else
            report.writeErrors.push_back(s.error());
    }
    if (report.written.empty() && !report.writeErrors.empty())
        return report.writeErrors.front();
    return report;
}

} // namespace scansleuth::io
