// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "io/dicom/dicomreader.h"

#include "base/parallel.h"
#include "io/dicom/dicomheadercache.h"
#include "io/dicom/dicomheaderreader.h"
#include "io/dicom/dicompixels.h"
#include "io/dicom/dicomscan.h"
#include "io/dicom/dicomseries.h"
#include "io/philipsscaling.h"

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <map>

namespace scansleuth::io {

namespace fs = std::filesystem;
using detail::DicomFileHeader;

namespace {

Result<volume::PixelType> storedType(const DicomFileHeader& h)
{
    if (h.samplesPerPixel != 1)
        return makeError(ErrorKind::Unsupported,
                         "Colour DICOM images (" + h.photometric + ", " + std::to_string(h.samplesPerPixel) +
                             " samples per pixel) are not supported.",
                         h.path);
    const bool s = h.pixelRepresentation == 1;
    switch (h.bitsAllocated) {
    case 1:
        return volume::PixelType::UInt8;
    case 8:
        return s ? volume::PixelType::Int8 : volume::PixelType::UInt8;
    case 16:
        return s ? volume::PixelType::Int16 : volume::PixelType::UInt16;
    case 32:
        return s ? volume::PixelType::Int32 : volume::PixelType::UInt32;
    default:
        return makeError(ErrorKind::Unsupported,
                         "DICOM images with " + std::to_string(h.bitsAllocated) +
                             " bits allocated per sample are not supported.",
                         h.path);
    }
}

Status checkSeries(const DicomSeriesEntry& s, const DicomFileHeader& first)
{
    const auto& info = s.info;
    if (info.slices.empty() || info.volumeCount < 1 || info.slicesPerVolume < 1 ||
        static_cast<std::size_t>(info.volumeCount) * static_cast<std::size_t>(info.slicesPerVolume) !=
            info.slices.size())
        return makeError(ErrorKind::Invalid, "The DICOM series description is inconsistent.",
                         std::to_string(info.slices.size()) + " slices for " +
                             std::to_string(info.volumeCount) + " volumes of " +
                             std::to_string(info.slicesPerVolume));
    if (first.mosaicImages < 0)
        return makeError(
            ErrorKind::Unsupported,
            "The Siemens mosaic does not state a usable number of images (NumberOfImagesInMosaic).",
            first.path);
    for (std::size_t i = 0; i < info.transferSyntaxes.size(); ++i)
        if (!detail::isDecodableTransferSyntax(info.transferSyntaxes[i]))
            return makeError(ErrorKind::Unsupported,
                             "The transfer syntax " + info.transferSyntaxNames[i] + " (" +
                                 info.transferSyntaxes[i] + ") cannot be decoded.",
                             first.path);
    return {};
}

Result<volume::VolumeList> allocateVolumes(const DicomSeriesInfo& info, volume::PixelType type)
{
    const volume::Geometry g = detail::geometryFromSeriesInfo(info);
    std::size_t bytes = 0;
    if (!volume::checkedVolumeBytes(g.size[0], g.size[1], g.size[2], volume::bytesPerVoxel(type), bytes) ||
        bytes == 0 ||
        bytes > volume::VoxelBuffer::maxAllocationBytes() / static_cast<std::size_t>(info.volumeCount))
        return makeError(ErrorKind::TooLarge, "The DICOM series is larger than this program can load.",
                         std::to_string(g.size[0]) + "x" + std::to_string(g.size[1]) + "x" +
                             std::to_string(g.size[2]) + "x" + std::to_string(info.volumeCount));
    volume::VolumeList volumes;
    for (int v = 0; v < info.volumeCount; ++v) {
        auto vol = volume::Volume::allocate(type, g);
        if (!vol)
            return vol.error();
        volumes.push_back(std::move(vol).value());
    }
    return volumes;
}

struct FileJob
{
    const DicomFileHeader* header = nullptr;
    std::vector<detail::SliceTarget> targets;
};

// Reads every file's slices; compressed files are decoded on two threads (base/parallel.h: a throw
// there, std::bad_alloc above all, comes back as an error after both threads were joined).
Status readAllFiles(std::vector<FileJob>& jobs, const Progress& progress)
{
    const bool compressed = std::any_of(jobs.begin(), jobs.end(),
                                        [](const FileJob& j) { return j.header->pixelValueOffset < 0; });
    ParallelOptions options;
    options.maxThreads = compressed ? 2 : 1;
    options.task = "decode the DICOM series";
    options.progress = progress;
    options.stage = "Reading DICOM pixels";
    options.cancelledMessage = "Loading was cancelled.";
    return forEachIndex(
        jobs.size(), [&](std::size_t i) { return detail::readSlices(*jobs[i].header, jobs[i].targets); },
        options);
}

// Per-slice rescale that differs: the voxels become float32 real values.
Result<volume::VolumeList> applyVaryingRescale(volume::VolumeList& stored, const DicomSeriesInfo& info)
{
    volume::VolumeList out;
    const std::size_t perSlice =
        static_cast<std::size_t>(stored.front().geometry().size[0] * stored.front().geometry().size[1]);
    for (std::size_t v = 0; v < stored.size(); ++v) {
        auto real = volume::Volume::allocate(volume::PixelType::Float32, stored[v].geometry());
        if (!real)
            return real.error();
        auto dst = real->voxels<float>();
        volume::visitPixelType(stored[v].pixelType(), [&](auto tag) {
            using T = decltype(tag);
            auto src = stored[v].voxels<T>();
            for (std::size_t k = 0; k < static_cast<std::size_t>(info.slicesPerVolume); ++k) {
                const auto& s = info.slices[v * static_cast<std::size_t>(info.slicesPerVolume) + k];
                for (std::size_t i = k * perSlice; i < (k + 1) * perSlice; ++i)
                    dst[i] =
                        static_cast<float>(s.rescaleSlope * static_cast<double>(src[i]) + s.rescaleIntercept);
            }
            return 0;
        });
        stored[v] = volume::VolumeList::value_type();
        out.push_back(std::move(real).value());
    }
    return out;
}

Status applyRescale(volume::VolumeList& volumes, const DicomSeriesInfo& info)
{
    const auto& s0 = info.slices.front();
    const bool uniform = std::all_of(info.slices.begin(), info.slices.end(), [&](const DicomSliceInfo& s) {
        return s.rescaleSlope == s0.rescaleSlope && s.rescaleIntercept == s0.rescaleIntercept;
    });
    if (uniform) {
        for (auto& v : volumes)
            v.setRescale({s0.rescaleSlope, s0.rescaleIntercept});
        return {};
    }
    auto real = applyVaryingRescale(volumes, info);
    if (!real)
        return real.error();
    volumes = std::move(real).value();
    return {};
}

std::string openedPath(const DicomSeriesEntry& s)
{
    if (s.files.size() == 1)
        return s.files.front();
    return fs::path(s.files.front()).parent_path().string();
}

} // namespace

bool isDicomFile(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    unsigned char b[132] = {};
    in.read(reinterpret_cast<char*>(b), sizeof b);
    const std::streamsize n = in.gcount();
    if (n == 132 && std::memcmp(b + 128, "DICM", 4) == 0)
        return true;
    if (n < 8 || !((b[0] == 0x02 || b[0] == 0x08) && b[1] == 0x00))
        return false;
    const bool explicitVr = std::isupper(b[4]) && std::isupper(b[5]);
    const std::uint32_t implicitLength =
        b[4] | b[5] << 8 | b[6] << 16 | static_cast<std::uint32_t>(b[7]) << 24;
    return explicitVr || implicitLength < 0x10000;
}

namespace {

std::vector<DicomSegmentationEntry> segmentationEntries(const std::vector<detail::DicomFileHeader>& headers,
                                                        const std::vector<DicomSeriesEntry>& series)
{
    std::vector<DicomSegmentationEntry> out;
    for (const auto& h : headers) {
        DicomSegmentationEntry e;
        e.path = h.path;
        e.kind = h.segmentationKind;
        e.sopInstanceUid = h.sopInstanceUid;
        e.seriesInstanceUid = h.seriesUid;
        e.studyInstanceUid = h.studyUid;
        e.frameOfReferenceUid = h.frameOfReferenceUid;
        e.patientId = h.patientId;
        e.patientName = h.patientName;
        e.patientBirthDate = h.patientBirthDate;
        e.seriesDescription = h.seriesDescription;
        e.modality = h.modality;
        e.referencedSeriesUid = h.referencedSeriesUid;
        e.seriesNumber = h.seriesNumber;
        std::string stem = fs::path(h.path).filename().string();
        if (const auto dot = stem.rfind('.'); dot != std::string::npos && dot > 0)
            stem.resize(dot);
        e.label = h.seriesNumber > 0 || !h.seriesDescription.empty()
                      ? detail::seriesLabel(h.seriesNumber, h.seriesDescription, h.modality)
                      : stem;
        for (std::size_t i = 0; i < series.size(); ++i)
            if (!e.referencedSeriesUid.empty() && series[i].info.seriesInstanceUid == e.referencedSeriesUid) {
                e.referencedSeries = static_cast<int>(i);
                break;
            }
        out.push_back(std::move(e));
    }
    // Labels unique among the objects, as series labels are among series.
    for (std::size_t i = 0; i < out.size(); ++i) {
        int n = 1;
        for (std::size_t j = 0; j < i; ++j)
            if (out[j].label == out[i].label)
                ++n;
        if (n > 1)
            out[i].label += "_" + std::to_string(n);
    }
    return out;
}

Result<DicomScanResult> scanFiles(const std::vector<std::string>& files, const std::string& where,
                                  const Progress& progress)
{
    auto scanned = detail::readHeaders(files, progress);
    if (!scanned)
        return scanned.error();
    DicomScanResult result;
    result.skippedFiles = std::move(scanned->skippedFiles);
    result.fileErrors = std::move(scanned->fileErrors);
    std::vector<detail::DicomFileHeader> segmentations;
    auto firstObject = std::stable_partition(scanned->headers.begin(), scanned->headers.end(),
                                             [](const auto& h) { return h.segmentationKind.empty(); });
    std::move(firstObject, scanned->headers.end(), std::back_inserter(segmentations));
    scanned->headers.erase(firstObject, scanned->headers.end());
    if (scanned->headers.empty() && segmentations.empty()) {
        if (!result.fileErrors.empty())
            return result.fileErrors.front();
        return makeError(ErrorKind::NotFound, "No DICOM image was found in " + where + ".",
                         std::to_string(files.size()) + " files looked at, " +
                             std::to_string(result.skippedFiles.size()) + " not DICOM images");
    }
    if (!scanned->headers.empty())
        result.series = detail::groupIntoSeries(scanned->headers, result.findings);
    detail::rememberHeaders(std::move(scanned->headers));
    result.segmentations = segmentationEntries(segmentations, result.series);
    progress.report(1.0, "Reading DICOM headers");
    return result;
}

} // namespace

Result<DicomScanResult> scanDicom(const std::string& fileOrFolder, const Progress& progress)
{
    std::error_code ec;
    if (!fs::exists(fileOrFolder, ec))
        return makeError(ErrorKind::NotFound, "No such file or folder: " + fileOrFolder + ".", ec.message());
    return scanFiles(detail::listFilesUnder(fileOrFolder), fileOrFolder, progress);
}

Result<DicomScanResult> scanDicomFiles(const std::vector<std::string>& files, const Progress& progress)
{
    const std::string where =
        files.empty() ? std::string("the files given") : fs::path(files.front()).parent_path().string();
    return scanFiles(files, where, progress);
}

Result<LoadedImage> loadDicomSeries(const DicomSeriesEntry& series, const Progress& progress)
{
    if (series.files.empty() || series.info.slices.empty())
        return makeError(ErrorKind::Invalid, "The DICOM series holds no image.");
    auto headers = detail::headersFor(series.files);
    if (!headers)
        return headers.error();
    std::map<std::string, const DicomFileHeader*> byPath;
    for (const auto& h : *headers)
        byPath[h->path] = h.get();
    const DicomFileHeader& first = *headers->front().get();
    if (Status s = checkSeries(series, first); !s)
        return s.error();
    auto type = storedType(first);
    if (!type)
        return type.error();
    auto volumes = allocateVolumes(series.info, *type);
    if (!volumes)
        return volumes.error();
    std::map<std::string, std::size_t> jobIndex;
    std::vector<FileJob> jobs;
    const auto& info = series.info;
    const std::size_t sliceBytes =
        volumes->front().byteCount() / static_cast<std::size_t>(info.slicesPerVolume);
    for (std::size_t i = 0; i < info.slices.size(); ++i) {
        const auto& s = info.slices[i];
        auto it = jobIndex.find(s.file);
        if (it == jobIndex.end()) {
            auto h = byPath.find(s.file);
            if (h == byPath.end())
                return makeError(ErrorKind::Invalid, "The DICOM series names a file it does not list.",
                                 s.file);
            it = jobIndex.emplace(s.file, jobs.size()).first;
            jobs.push_back(FileJob{h->second, {}});
        }
        auto& volume = (*volumes)[i / static_cast<std::size_t>(info.slicesPerVolume)];
        std::byte* dest = volume.bytes() + (i % static_cast<std::size_t>(info.slicesPerVolume)) * sliceBytes;
        jobs[it->second].targets.push_back({s.frame, dest});
    }
    if (Status s = readAllFiles(jobs, progress); !s)
        return s.error();
    if (Status s = applyRescale(*volumes, info); !s)
        return s.error();
    LoadedImage image;
    image.path = openedPath(series);
    image.files = series.files;
    image.format = Format::Dicom;
    image.volumes = std::move(volumes).value();
    image.patientId = info.patientId;
    image.patientName = info.patientName;
    image.patientBirthDate = info.patientBirthDate;
    image.studyUid = info.studyInstanceUid;
    image.seriesUid = info.seriesInstanceUid;
    image.seriesDescription = info.seriesDescription;
    image.modality = info.modality;
    image.patientSex = info.patientSex;
    image.accessionNumber = info.accessionNumber;
    image.frameOfReferenceUid = info.frameOfReferenceUid;
    image.dicom = info;
    image.philips = philipsScalingOf(info);
    image.findings = series.findings;
    return image;
}

} // namespace scansleuth::io
