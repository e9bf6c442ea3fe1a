// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "base/numberformat.h"
#include "checks/scans/datasetfiles.h"

#include <cstdio>
#include <filesystem>

namespace fs = std::filesystem;

namespace scansleuth::checks {

namespace {

std::string relative(const std::string& path, const std::string& root)
{
    std::error_code ec;
    if (fs::is_regular_file(root, ec))
        return fs::path(path).filename().string();
    const fs::path rel = fs::path(path).lexically_relative(root);
    return rel.empty() || rel.native().rfind("..", 0) == 0 ? path : rel.string();
}

std::string plural(std::int64_t n, const char* one, const char* many)
{
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

Finding unreadableFinding(const DatasetScan& scan)
{
    const auto n = static_cast<std::int64_t>(scan.failures.size());
    Finding f =
        makeFinding("dataset.unreadable_file", Severity::Error,
                    plural(n, "file", "files") + " of the dataset cannot be loaded; a training run that "
                                                 "reaches them will crash or skip them silently.",
                    "Replace or re-export the files named in the evidence (or remove them from the "
                    "dataset list), then scan again.");
    f.measurements.push_back({"unreadable_files", double(n), ""});
    f.measurements.push_back({"files_scanned", double(scan.filesScanned), ""});
    for (const FileFailure& x : scan.failures)
        f.evidence.push_back(relative(x.path, scan.root) + ": " + x.reason +
                             (x.detail.empty() ? "" : " (" + x.detail + ")"));
    return f;
}

Finding nonFiniteFinding(const DatasetScan& scan)
{
    std::int64_t voxels = 0;
    for (const NonFiniteVolume& v : scan.nonfinite)
        voxels += v.count;
    Finding f =
        makeFinding("dataset.nonfinite_values", Severity::Error,
                    plural(static_cast<std::int64_t>(scan.nonfinite.size()), "volume holds", "volumes hold") +
                        " NaN or infinite voxels; one such voxel in a batch makes the loss NaN.",
                    "Replace the non-finite voxels where the data is made (np.nan_to_num, or mask them), "
                    "or reject these volumes in the data loader.");
    f.measurements.push_back({"volumes", double(scan.nonfinite.size()), ""});
    f.measurements.push_back({"nonfinite_voxels", double(voxels), "voxels"});
    for (const NonFiniteVolume& v : scan.nonfinite) {
        std::string line = relative(v.path, scan.root);
        if (v.volumeIndex > 0)
            line += " [volume " + std::to_string(v.volumeIndex) + "]";
        line += ": " + std::to_string(v.count) + " non-finite voxels (" + std::to_string(v.nanCount) +
                " NaN, " + std::to_string(v.infCount) + " Inf; " + formatFixed(100.0 * v.fraction, 3) +
                "%), first at voxel (" + std::to_string(v.firstIndex[0]) + ", " +
                std::to_string(v.firstIndex[1]) + ", " + std::to_string(v.firstIndex[2]) + ") = LPS (" +
                formatFixed(v.firstLps[0], 1) + ", " + formatFixed(v.firstLps[1], 1) + ", " +
                formatFixed(v.firstLps[2], 1) + ") mm";
        f.evidence.push_back(std::move(line));
    }
    return f;
}

Finding flaggedFinding(const DatasetScan& scan)
{
    Finding f =
        makeFinding("dataset.image_errors", Severity::Error,
                    plural(static_cast<std::int64_t>(scan.flagged.size()), "image loads", "images load") +
                        " but with error findings: the data cannot be trusted as it is.",
                    "Open each image named in the evidence with scansleuth-cli info and fix the finding.");
    f.measurements.push_back({"images", double(scan.flagged.size()), ""});
    for (const FlaggedImage& img : scan.flagged) {
        for (const Finding& x : img.findings)
            f.evidence.push_back(relative(img.path, scan.root) + ": " + x.code + ": " + x.message);
    }
    return f;
}

Finding emptyFinding(const DatasetScan& scan)
{
    const bool noImages = scan.filesScanned == 0;
    Finding f =
        noImages ? makeFinding("dataset.empty_folder", Severity::Warning,
                               "No image file was found in the dataset folder (" +
                                   plural(scan.filesSeen, "file", "files") + " looked at).",
                               "Check the path, and that the images are not behind symbolic links or in "
                               "an archive that must be unpacked first.")
                 : makeFinding("dataset.empty_folder", Severity::Warning,
                               plural(static_cast<std::int64_t>(scan.emptyFolders.size()), "folder is",
                                      "folders are") +
                                   " empty: a case folder without images is usually skipped without a word.",
                               "Check whether these cases were meant to hold images (a failed copy or "
                               "export) or remove the folders.");
    f.measurements.push_back({"empty_folders", double(scan.emptyFolders.size()), ""});
    for (const std::string& folder : scan.emptyFolders)
        f.evidence.push_back(relative(folder, scan.root) + "/");
    return f;
}

Finding summaryFinding(const DatasetScan& scan)
{
    Finding f = makeFinding(
        "dataset.summary", Severity::Info,
        plural(scan.filesScanned, "image file", "image files") + " scanned, " +
            plural(scan.imagesLoaded, "image", "images") + " loaded, " +
            plural(static_cast<std::int64_t>(scan.failures.size()), "failure", "failures") + ", " +
            plural(static_cast<std::int64_t>(scan.nonfinite.size()), "volume", "volumes") + " with NaN/Inf.");
    f.measurements = {{"files_seen", double(scan.filesSeen), ""},
                      {"files_scanned", double(scan.filesScanned), ""},
                      {"files_skipped", double(scan.filesSkipped), ""},
                      {"images_loaded", double(scan.imagesLoaded), ""},
                      {"dicom_series", double(scan.dicomSeries), ""},
                      {"unreadable_files", double(scan.failures.size()), ""},
                      {"nonfinite_volumes", double(scan.nonfinite.size()), ""},
                      {"images_with_errors", double(scan.flagged.size()), ""}};
    return f;
}

} // namespace

Findings datasetFindings(const DatasetScan& scan)
{
    Findings out;
    if (!scan.failures.empty())
        out.push_back(unreadableFinding(scan));
    if (!scan.nonfinite.empty())
        out.push_back(nonFiniteFinding(scan));
    if (!scan.flagged.empty())
        out.push_back(flaggedFinding(scan));
    if (scan.filesScanned == 0 || !scan.emptyFolders.empty())
        out.push_back(emptyFinding(scan));
    out.push_back(summaryFinding(scan));
    return out;
}

} // namespace scansleuth::checks
