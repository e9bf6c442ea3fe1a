// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "checks/scans/datasetscan.h"

#include "checks/scans/datasetfiles.h"
#include "io/dicom/dicomreader.h"
#include "io/itk/itkreader.h"
#include "io/nifti/niftireader.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <map>

namespace fs = std::filesystem;

namespace scansleuth::checks {

namespace {

// The loader's detail often starts with the path it names; the failure names it already.
std::string stripPath(std::string detail, const std::string& path)
{
    if (detail.rfind(path, 0) == 0) {
        detail.erase(0, path.size());
        while (!detail.empty() && (detail.front() == ':' || detail.front() == ' '))
            detail.erase(0, 1);
    }
    return detail;
}

FileFailure failureOf(const std::string& path, const Error& e)
{
    return FileFailure{path, errorKindName(e.kind), e.message, stripPath(e.detail, path)};
}

// What the scan is doing, shared by the steps below.
struct ScanState
{
    DatasetScan scan;
    const DatasetScanOptions& options;
};

void recordImage(ScanState& s, const std::string& path, const io::LoadedImage& image)
{
    ++s.scan.imagesLoaded;
    FlaggedImage flagged{path, {}};
    for (const Finding& f : image.findings) {
        if (f.severity == Severity::Error)
            flagged.findings.push_back(f);
    }
    if (!flagged.findings.empty())
        s.scan.flagged.push_back(std::move(flagged));
    if (!s.options.scanNonFinite)
        return;
    for (std::size_t t = 0; t < image.volumes.size(); ++t) {
        NonFiniteVolume nf = nonFiniteVoxels(image.volumes[t]);
        if (nf.count == 0)
            continue;
        nf.path = path;
        nf.volumeIndex = static_cast<int>(t);
        s.scan.nonfinite.push_back(std::move(nf));
    }
}

// Loads one DICOM file on its own, as a one-file series.
Result<io::LoadedImage> loadDicomFileAlone(const std::string& file)
{
    auto scan = io::scanDicom(file);
    if (!scan)
        return scan.error();
    if (!scan->fileErrors.empty())
        return scan->fileErrors.front();
    for (const io::DicomSeriesEntry& entry : scan->series) {
        auto image = io::loadDicomSeries(entry);
        if (!image)
            return image.error();
    }
    return makeError(ErrorKind::NotFound, "The file holds no DICOM image.", file);
}

// A series failed as a whole: load its files one by one to name the broken ones (the bisection).
Status bisectSeries(ScanState& s, const io::DicomSeriesEntry& entry, const Error& seriesError,
                    const Progress& progress)
{
    bool named = false;
    for (std::size_t i = 0; s.options.bisectFailedSeries && i < entry.files.size(); ++i) {
        if (!progress.report(double(i) / double(entry.files.size()), "Finding the broken file"))
            return makeError(ErrorKind::Cancelled, "The dataset scan was cancelled.");
        auto alone = loadDicomFileAlone(entry.files[i]);
        if (!alone && alone.error().kind != ErrorKind::NotFound) {
            s.scan.failures.push_back(failureOf(entry.files[i], alone.error()));
            named = true;
        }
    }
    if (!named) {
        const std::string folder =
            entry.files.empty() ? entry.label : fs::path(entry.files[0]).parent_path().string();
        FileFailure f{folder, errorKindName(seriesError.kind), seriesError.message,
                      "series " + entry.label +
                          (seriesError.detail.empty() ? "" : ": " + seriesError.detail)};
        s.scan.failures.push_back(std::move(f));
    }
    return {};
}

// The file a DICOM scan error is about (its detail names it).
std::string fileNamedBy(const Error& e, const std::vector<std::string>& files)
{
    std::string best;
    for (const std::string& f : files) {
        if (f.size() > best.size() && e.detail.find(f) != std::string::npos)
            best = f;
    }
    return best.empty() ? e.detail : best;
}

Status scanDicomFiles(ScanState& s, const std::vector<std::string>& dicomFiles, const Progress& progress)
{
    if (dicomFiles.empty())
        return {};
    auto scanned = io::scanDicom(s.scan.root, progress.sub(0, 0.2));
    if (!scanned) {
        if (scanned.error().kind == ErrorKind::Cancelled)
            return scanned.error();
        // No DICOM image parsed at all: every candidate is named with its own reason.
        for (const std::string& file : dicomFiles) {
            auto alone = loadDicomFileAlone(file);
            if (!alone)
                s.scan.failures.push_back(failureOf(file, alone.error()));
        }
        return {};
    }
    for (const Error& e : scanned->fileErrors) {
        const std::string file = fileNamedBy(e, dicomFiles);
        s.scan.failures.push_back(failureOf(file, e));
    }
    s.scan.dicomSeries += static_cast<std::int64_t>(scanned->series.size());
    const std::size_t n = scanned->series.size();
    for (std::size_t i = 0; i < n; ++i) {
        const io::DicomSeriesEntry& entry = scanned->series[i];
        const Progress sub =
            progress.sub(0.2 + 0.8 * double(i) / double(n), 0.2 + 0.8 * double(i + 1) / double(n));
        auto image = io::loadDicomSeries(entry, sub);
        if (!image && image.error().kind == ErrorKind::Cancelled)
            return image.error();
        if (!image) {
            Status bisected = bisectSeries(s, entry, image.error(), sub);
            if (!bisected)
                return bisected;
            continue;
        }
        recordImage(s, image->path.empty() ? entry.label : image->path, *image);
    }
    return {};
}

Result<io::LoadedImage> loadOneFile(const CandidateFile& c)
{
    if (c.kind == CandidateKind::Nifti)
        return io::readNifti(c.path);
    if (c.kind == CandidateKind::Itk)
        return io::readWithItk(c.path);
    return makeError(ErrorKind::Corrupt, c.reason, c.path);
}

Status scanOtherFiles(ScanState& s, const std::vector<CandidateFile>& files, const Progress& progress)
{
    for (std::size_t i = 0; i < files.size(); ++i) {
        if (!progress.report(double(i) / double(files.size()), "Loading image files"))
            return makeError(ErrorKind::Cancelled, "The dataset scan was cancelled.");
        auto image = loadOneFile(files[i]);
        if (!image && image.error().kind == ErrorKind::Cancelled)
            return image.error();
        if (image)
            recordImage(s, files[i].path, *image);
        else
            s.scan.failures.push_back(failureOf(files[i].path, image.error()));
    }
    return {};
}

} // namespace

NonFiniteVolume nonFiniteVoxels(const volume::Volume& v)
{
    NonFiniteVolume out;
    out.voxelCount = v.voxelCount();
    const volume::Rescale r = v.rescale();
    const bool rescaleFinite = std::isfinite(r.slope) && std::isfinite(r.intercept);
    if (!rescaleFinite) {
        // Every real value is slope * stored + intercept: all non-finite.
        out.count = out.voxelCount;
        (std::isnan(r.slope) || std::isnan(r.intercept) ? out.nanCount : out.infCount) = out.voxelCount;
    } else {
        std::int64_t first = -1;
        auto census = [&](auto span) {
            for (std::size_t i = 0; i < span.size(); ++i) {
                const double x = static_cast<double>(span[i]);
                if (std::isfinite(x))
                    continue;
                (std::isnan(x) ? out.nanCount : out.infCount) += 1;
                if (first < 0)
                    first = static_cast<std::int64_t>(i);
            }
        };
        if (v.pixelType() == volume::PixelType::Float32)
            census(v.voxels<float>());
        else if (v.pixelType() == volume::PixelType::Float64)
            census(v.voxels<double>());
        out.count = out.nanCount + out.infCount;
        if (first >= 0) {
            const auto& size = v.geometry().size;
            out.firstIndex = {first % size[0], (first / size[0]) % size[1], first / (size[0] * size[1])};
        }
    }
    if (out.count > 0) {
        out.fraction = out.voxelCount > 0 ? double(out.count) / double(out.voxelCount) : 0.0;
        out.firstLps = volume::indexToPatient(
            v.geometry(), {double(out.firstIndex[0]), double(out.firstIndex[1]), double(out.firstIndex[2])});
    }
    return out;
}

Result<DatasetScan> scanDataset(const std::string& folder, const DatasetScanOptions& options,
                                const Progress& progress)
{
    std::error_code ec;
    if (!fs::exists(folder, ec))
        return makeError(ErrorKind::NotFound, "The dataset folder does not exist.", folder);
    ScanState s{DatasetScan{}, options};
    s.scan.root = folder;
    s.scan.options = options;

    DatasetFiles files = listDatasetFiles(folder, options);
    s.scan.filesSeen = files.filesSeen;
    s.scan.filesSkipped = static_cast<std::int64_t>(files.skipped.size());
    s.scan.emptyFolders = files.emptyFolders;
    s.scan.filesScanned = static_cast<std::int64_t>(files.dicom.size() + files.others.size());
    if (!progress.report(0.02, "Listing files"))
        return makeError(ErrorKind::Cancelled, "The dataset scan was cancelled.");

    const double dicomShare =
        s.scan.filesScanned == 0 ? 0.0 : double(files.dicom.size()) / double(s.scan.filesScanned);
    const double split = 0.02 + 0.98 * dicomShare;
    if (Status st = scanDicomFiles(s, files.dicom, progress.sub(0.02, split)); !st)
        return st.error();
    if (Status st = scanOtherFiles(s, files.others, progress.sub(split, 1.0)); !st)
        return st.error();
    for (const std::string& path : files.notDicomSiblings) {
        s.scan.failures.push_back(FileFailure{
            path, "corrupt",
            "The file is not DICOM although the files beside it are: it is empty, truncated before the "
            "DICOM preamble, or overwritten.",
            describeFileStart(path)});
    }
    std::sort(s.scan.failures.begin(), s.scan.failures.end(),
              [](const FileFailure& a, const FileFailure& b) { return a.path < b.path; });
    s.scan.findings = datasetFindings(s.scan);
    progress.report(1.0, "Done");
    return std::move(s.scan);
}

} // namespace scansleuth::checks
