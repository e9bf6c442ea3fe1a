// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "imageloader.h"
#include "base/strings.h"

#include "io/dicom/dicomreader.h"
#include "io/itk/itkreader.h"
#include "io/nifti/niftireader.h"
#include "io/philipsscaling.h"
#include "io/segmentationloader.h"

#include <algorithm>
#include <filesystem>
#include <system_error>

namespace fs = std::filesystem;

namespace scansleuth::io {

namespace {

// Files that belong to another file of a pair and must not be opened on their own.
bool isCompanionFile(const fs::path& p)
{
    const std::string name = toLower(p.filename().string());
    for (const char* ext : {".img", ".img.gz"}) {
        if (name.ends_with(ext)) {
            std::string stem = p.string().substr(0, p.string().size() - std::string(ext).size());
            std::error_code ec;
            return fs::exists(stem + ".hdr", ec) || fs::exists(stem + ".hdr.gz", ec) ||
                   fs::exists(stem + ".HDR", ec);
        }
    }
    for (const char* ext : {".raw", ".raw.gz", ".zraw"}) {
        if (name.ends_with(ext))
            return true; // MetaImage/NRRD detached data: opened through its header
    }
    return false;
}

// Which reader takes a single file; asked once per file (itkCanRead opens the file).
enum class FileReader
{
    Nifti,
    Itk,
    None,
};

FileReader readerFor(const std::string& file)
{
    if (looksLikeNifti(file))
        return FileReader::Nifti;
    return itkCanRead(file) ? FileReader::Itk : FileReader::None;
}

Result<LoadedImage> loadSingleFile(const std::string& file, FileReader reader, const Progress& progress)
{
    if (reader == FileReader::Nifti)
        return readNifti(file, progress);
    if (reader == FileReader::Itk)
        return readWithItk(file, progress);
    return makeError(ErrorKind::NotFound,
                     "No image was found: the file is not DICOM, NIfTI, Analyze, NRRD, MetaImage or another "
                     "format ScanSleuth reads.",
                     file);
}

void addImage(LoadedPath& out, Result<LoadedImage> image, const std::string& what)
{
    if (image) {
        out.imageLabels.push_back(imageLabel(*image));
        out.maskOf.push_back(-1);
        out.images.push_back(std::move(image).value());
    } else {
        Error e = image.error();
        if (e.detail.find(what) == std::string::npos)
            e.detail = what + (e.detail.empty() ? "" : ": " + e.detail);
        out.errors.push_back(std::move(e));
    }
}

bool matchesSeries(const DicomSeriesEntry& s, const std::string& wanted)
{
    return wanted.empty() || s.info.seriesInstanceUid == wanted || s.label == wanted;
}

// The SEG and RTSTRUCT objects of a scan, each placed on the image it references (io/segmentationloader.h).
void loadSegmentationsInto(LoadedPath& out, const DicomScanResult& scan, const LoadPathOptions& options,
                           const Progress& progress)
{
    for (const DicomSegmentationEntry& entry : scan.segmentations) {
        if (!options.series.empty() && entry.seriesInstanceUid != options.series &&
            entry.label != options.series)
            continue;
        SegmentationLoadOptions so;
        so.kind = entry.kind;
        so.referencePath = options.reference;
        const std::size_t opened = out.images.size();
        for (std::size_t i = 0; i < opened; ++i) {
            so.candidates.push_back(&out.images[i]);
            so.candidateLabels.push_back(out.imageLabels[i]);
        }
        so.candidates.insert(so.candidates.end(), options.openImages.begin(), options.openImages.end());
        auto loaded = loadDicomSegmentation(entry.path, so, progress);
        if (!loaded) {
            Error e = loaded.error();
            if (e.detail.find(entry.path) == std::string::npos)
                e.detail = entry.path + (e.detail.empty() ? "" : ": " + e.detail);
            out.errors.push_back(std::move(e));
            if (loaded.error().kind == ErrorKind::Cancelled)
                return;
            continue;
        }
        int base = loaded->candidateIndex < static_cast<int>(opened) ? loaded->candidateIndex : -1;
        if (loaded->candidateIndex < 0 && loaded->reference && options.withReferenceImages) {
            base = static_cast<int>(out.images.size());
            out.imageLabels.push_back(loaded->referenceLabel);
            out.maskOf.push_back(-1);
            out.images.push_back(std::move(*loaded->reference));
        }
        out.imageLabels.push_back(entry.label);
        out.maskOf.push_back(base);
        out.images.push_back(std::move(loaded->mask));
    }
}

void loadDicomSeriesInto(LoadedPath& out, DicomScanResult& scan, const LoadPathOptions& options,
                         const Progress& progress)
{
    out.findings.insert(out.findings.end(), scan.findings.begin(), scan.findings.end());
    out.errors.insert(out.errors.end(), scan.fileErrors.begin(), scan.fileErrors.end());
    std::vector<const DicomSeriesEntry*> chosen;
    for (const DicomSeriesEntry& s : scan.series) {
        if (matchesSeries(s, options.series))
            chosen.push_back(&s);
    }
    for (std::size_t n = 0; n < chosen.size(); ++n) {
        Progress sub = progress.sub(double(n) / chosen.size(), double(n + 1) / chosen.size());
        auto image = loadDicomSeries(*chosen[n], sub);
        if (!image) {
            Error e = image.error();
            e.detail = "series " + chosen[n]->label + (e.detail.empty() ? "" : ": " + e.detail);
            out.errors.push_back(std::move(e));
            if (image.error().kind == ErrorKind::Cancelled)
                return;
            continue;
        }
        if (Status s = usePhilipsValues(*image, options.philipsValues); !s) {
            out.errors.push_back(s.error());
            continue;
        }
        out.imageLabels.push_back(chosen[n]->label);
        out.maskOf.push_back(-1);
        out.images.push_back(std::move(image).value());
    }
    loadSegmentationsInto(out, scan, options, progress);
}

} // namespace

std::string imageLabel(const LoadedImage& image)
{
    return fileStem(image.path);
}

std::string fileStem(const std::string& path)
{
    std::string name = fs::path(path).filename().string();
    for (const char* ext :
         {".nii.gz", ".nii", ".hdr.gz", ".hdr", ".img", ".nrrd", ".nhdr", ".mha", ".mhd", ".vtk", ".dcm"}) {
        if (toLower(name).ends_with(ext)) {
            name.resize(name.size() - std::string(ext).size());
            break;
        }
    }
    return name.empty() ? std::string("image") : name;
}

Result<LoadedPath> loadPath(const std::string& path, const LoadPathOptions& options, const Progress& progress)
{
    std::error_code ec;
    const fs::file_status status = fs::status(path, ec);
    if (ec || !fs::exists(status))
        return makeError(ErrorKind::NotFound, "The path does not exist.", path);

    LoadedPath out;
    out.path = path;
    if (fs::is_regular_file(status)) {
        const FileReader reader = readerFor(path);
        if (reader == FileReader::None && isDicomFile(path)) {
            auto scan = scanDicom(path, progress.sub(0, 0.1));
            if (!scan)
                return scan.error();
            loadDicomSeriesInto(out, *scan, options, progress.sub(0.1, 1));
        } else {
            addImage(out, loadSingleFile(path, reader, progress), path);
        }
    } else if (fs::is_directory(status)) {
        // DICOM first (the scanner walks the tree once); then the non-DICOM files it skipped.
        auto scan = scanDicom(path, progress.sub(0, 0.2));
        std::vector<std::string> others;
        if (scan) {
            others = scan->skippedFiles;
            loadDicomSeriesInto(out, *scan, options, progress.sub(0.2, 0.9));
        } else if (scan.error().kind == ErrorKind::NotFound) {
            for (const auto& entry :
                 fs::recursive_directory_iterator(path, fs::directory_options::skip_permission_denied, ec)) {
                if (entry.is_regular_file(ec))
                    others.push_back(entry.path().string());
            }
            std::sort(others.begin(), others.end());
        } else {
            return scan.error();
        }
        for (const std::string& file : others) {
            if (!options.series.empty() || isCompanionFile(file)) {
                out.skippedFiles.push_back(file);
                continue;
            }
            const FileReader reader = readerFor(file);
            if (reader != FileReader::None)
                addImage(out, loadSingleFile(file, reader, {}), file);
            else
                out.skippedFiles.push_back(file);
        }
    } else {
        return makeError(ErrorKind::Unsupported, "The path is neither a file nor a folder.", path);
    }

    if (out.images.empty()) {
        if (!out.errors.empty())
            return out.errors.front();
        if (!options.series.empty())
            return makeError(ErrorKind::NotFound, "No series matches '" + options.series + "'.", path);
        return makeError(ErrorKind::NotFound, "No image was found there.", path);
    }
    return out;
}

} // namespace scansleuth::io
