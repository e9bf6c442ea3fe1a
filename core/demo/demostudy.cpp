// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// writeDemoStudy(): the demo study's files on disk.
#include "brokenmasks.h"
#include "phantom.h"

#include "io/dicomwriter/dicomwriter.h"
#include "io/nifti/niftiwriter.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <system_error>

#include <unistd.h>

namespace scansleuth::demo {

namespace {

namespace fs = std::filesystem;

Status writeTextAtomically(const fs::path& path, const std::string& text)
{
    fs::path temporary = path;
    temporary += ".tmp-" + std::to_string(::getpid());
    {
        std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
        out << text;
        out.flush();
        if (!out) {
            std::error_code ec;
            fs::remove(temporary, ec);
            return makeError(ErrorKind::Io, "A file of the demo study could not be written.", path.string());
        }
    }
    std::error_code ec;
    fs::rename(temporary, path, ec);
    if (ec) {
        fs::remove(temporary, ec);
        return makeError(ErrorKind::Io, "A file of the demo study could not be written.",
                         path.string() + ": " + ec.message());
    }
    return {};
}

std::string labelDescription(const std::vector<Organ>& organs)
{
    std::ostringstream out;
    out << "################################################\n"
           "# ITK-SnAP Label Description File\n"
           "# ScanSleuth demo study: labels of mask.nii.gz\n"
           "# Columns: IDX R G B A VIS MSH LABEL\n"
           "#    IDX: label value in the mask\n"
           "#    R G B: colour (0..255); A: opacity (0..1)\n"
           "#    VIS: label visible (0/1); MSH: mesh visible (0/1)\n"
           "#    LABEL: label description\n"
           "################################################\n";
    char line[160];
    std::snprintf(line, sizeof line, "%5d %5d %4d %4d %8g %2d %2d    \"%s\"\n", 0, 0, 0, 0, 0.0, 0, 0,
                  "Clear Label");
    out << line;
    for (const Organ& o : organs) {
        std::snprintf(line, sizeof line, "%5d %5d %4d %4d %8g %2d %2d    \"%s\"\n", o.label, o.rgb[0],
                      o.rgb[1], o.rgb[2], 1.0, 1, 1, o.name.c_str());
        out << line;
    }
    return out.str();
}

std::string readme(const DemoStudy& study)
{
    const volume::Geometry& g = study.ct.geometry();
    std::ostringstream out;
    out << "ScanSleuth demo study\n=====================\n\n"
           "A synthetic abdominal CT (a phantom, no patient data) and its label map, written by\n"
           "`scansleuth-cli demo`, with two deliberately broken copies of the mask for the demo "
           "investigation.\n\n"
           "Files\n  ct/            DICOM series, CT Image Storage, one file per slice\n"
           "  ct.nii.gz      the same CT as NIfTI-1 (int16, scl_slope 1, scl_inter -1024)\n"
           "  mask.nii.gz    uint8 label map on the same geometry\n"
           "  mask_flipped_lr.nii.gz        the mask mirrored left-right, header kept (a bug to find)\n"
           "  mask_resampled_linear.nii.gz  the mask resampled linearly by half a voxel (a bug to find)\n"
           "  labels.txt     ITK-SNAP label description file (names and colours)\n\n";
    out << "Geometry (LPS, ITK convention; patient supine, head first, axial slices)\n"
        << "  size     " << g.size[0] << " x " << g.size[1] << " x " << g.size[2] << " voxels\n"
        << "  spacing  " << g.spacing[0] << " x " << g.spacing[1] << " x " << g.spacing[2] << " mm\n"
        << "  origin   (" << g.origin[0] << ", " << g.origin[1] << ", " << g.origin[2]
        << ") mm, centre of the first voxel\n"
           "  direction identity: columns to the patient's left, rows to posterior, slices upwards\n\n";
    out << "Values: stored int16 with RescaleSlope 1, RescaleIntercept -1024 (HU = stored - 1024).\n"
           "Air outside the body is -1000 HU. Each voxel carries independent noise (sd about 7 HU,\n"
           "bounded by +-"
        << kDemoNoiseBoundHu
        << " HU). Vertebrae have a 1200 HU cortical rim.\n\n"
           "Label  Structure              HU\n";
    char line[96];
    for (const Organ& o : study.organs) {
        std::snprintf(line, sizeof line, "%5d  %-22s %5g\n", o.label, o.name.c_str(), o.hu);
        out << line;
    }
    return out.str();
}

// Writes the two NIfTI files; appends their paths to `written`.
Status writeNiftiFiles(const fs::path& folder, const DemoStudy& study, std::vector<std::string>& written)
{
    const volume::Volume flipped = flippedLeftRight(study.labels);
    const volume::Volume smoothed = linearlyResampled(study.labels);
    const std::pair<const volume::Volume*, const char*> items[] = {
        {&study.ct, "ct.nii.gz"},
        {&study.labels, "mask.nii.gz"},
        {&flipped, "mask_flipped_lr.nii.gz"},
        {&smoothed, "mask_resampled_linear.nii.gz"}};
    for (const auto& [volume, name] : items) {
        auto copy = volume->clone();
        if (!copy)
            return copy.error();
        volume::VolumeList list;
        list.push_back(std::move(copy).value());
        io::NiftiWriteOptions options;
        options.description = volume == &study.ct       ? "ScanSleuth demo CT"
                              : volume == &study.labels ? "ScanSleuth demo labels"
                              : volume == &flipped      ? "ScanSleuth demo labels, flipped left-right"
                                                        : "ScanSleuth demo labels, linearly resampled";
        const std::string path = (folder / name).string();
        if (Status s = io::writeNifti(path, list, options); !s)
            return s;
        written.push_back(path);
    }
    return {};
}

std::vector<std::string> dicomFiles(const fs::path& folder, std::int64_t count)
{
    std::vector<std::string> files;
    char name[32];
    for (std::int64_t n = 1; n <= count; ++n) {
        std::snprintf(name, sizeof name, "IM%04lld.dcm", static_cast<long long>(n));
        files.push_back((folder / name).string());
    }
    return files;
}

} // namespace

Result<std::vector<std::string>> writeDemoStudy(const std::string& folder, const Progress& progress)
{
    const fs::path root(folder);
    std::error_code ec;
    fs::create_directories(root, ec);
    if (ec || !fs::is_directory(root))
        return makeError(ErrorKind::Io, "The folder for the demo study could not be created.",
                         folder + ": " + (ec ? ec.message() : std::string("not a folder")));
    if (!progress.report(0.0, "Building the demo phantom"))
        return makeError(ErrorKind::Cancelled, "Writing the demo study was cancelled.");
    const DemoStudy study = makeDemoStudy();
    if (study.ct.voxelCount() == 0)
        return makeError(ErrorKind::TooLarge, "There is not enough memory to build the demo study.");

    io::DicomWriteOptions dicom;
    dicom.seriesDescription = "ScanSleuth demo CT";
    if (Status s = io::writeDicomSeries((root / "ct").string(), study.ct, dicom, progress.sub(0.1, 0.6)); !s)
        return s.error();
    std::vector<std::string> written = dicomFiles(root / "ct", study.ct.geometry().size[2]);

    if (!progress.report(0.6, "Writing NIfTI"))
        return makeError(ErrorKind::Cancelled, "Writing the demo study was cancelled.");
    if (Status s = writeNiftiFiles(root, study, written); !s)
        return s.error();
    for (const auto& [name, text] :
         {std::pair{"labels.txt", labelDescription(study.organs)}, std::pair{"README.txt", readme(study)}}) {
        if (Status s = writeTextAtomically(root / name, text); !s)
            return s.error();
        written.push_back((root / name).string());
    }
    progress.report(1.0, "Demo study written");
    return written;
}

} // namespace scansleuth::demo
