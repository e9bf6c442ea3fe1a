// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// One source into VolumeRecords: load, describe the first volume (identity, tags, geometry, intensity,
// content fingerprint), release the voxels. Nothing but the record outlives the call.
#include "checks/audit/records/readsource.h"

#include "base/numberformat.h"
#include "base/readfile.h"
#include "base/strings.h"
#include "checks/audit/records/intensityprofile.h"
#include "checks/audit/sources/arrays.h"
#include "io/dicom/dicomreader.h"
#include "io/dicom/dicomseries.h"
#include "io/itk/itkreader.h"
#include "io/nifti/niftireader.h"
#include "io/philipsscaling.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstring>
#include <filesystem>
#include <memory>
#include <mutex>

namespace fs = std::filesystem;

namespace scansleuth::audit {

namespace detail {

namespace {

// Names that are never DICOM: not opened when looking for DICOM files.
bool cannotBeDicom(const std::string& name)
{
    static const char* const kOther[] = {".nii",  ".nii.gz", ".hdr", ".hdr.gz", ".img",  ".img.gz", ".nrrd",
                                         ".nhdr", ".mha",    ".mhd", ".raw",    ".zraw", ".npy",    ".npz",
                                         ".pt",   ".json",   ".txt", ".csv",    ".tsv",  ".md",     ".bval",
                                         ".bvec", ".png",    ".jpg", ".jpeg",   ".pdf",  ".zip",    ".py"};
    return std::any_of(std::begin(kOther), std::end(kOther),
                       [&](const char* ext) { return endsWithIgnoreCase(name, ext); });
}

// The Philips scaling facts the parity check compares (dataset.philips_scaling_mismatch): the slopes and
// which convention the voxels hold, as tags PhilipsRescaleSlope, PhilipsRescaleIntercept, PhilipsScaleSlope
// and PhilipsValues ("display" or "precise").
void addPhilipsTags(std::map<std::string, std::string>& tags, const io::PhilipsScaling& p)
{
    tags["PhilipsRescaleSlope"] = formatShortest(p.rescaleSlope);
    tags["PhilipsRescaleIntercept"] = formatShortest(p.rescaleIntercept);
    tags["PhilipsScaleSlope"] = formatShortest(p.scaleSlope);
    tags["PhilipsValues"] = io::philipsValuesName(p.loaded);
}

// The same facts for a NIfTI file: from the BIDS sidecar dcm2niix writes beside it (<stem>.json, keys
// PhilipsRescaleSlope, PhilipsRescaleIntercept, PhilipsScaleSlope, UsePhilipsFloatNotDisplayScaling), or
// from the description `scansleuth-cli convert` writes ("... Philips precise|display"). A sidecar that is
// absent, too large or not JSON says nothing.
void addNiftiPhilipsTags(std::map<std::string, std::string>& tags, const std::string& path,
                         const std::string& descrip)
{
    for (const char* values : {"precise", "display"})
        if (descrip.find(std::string("Philips ") + values) != std::string::npos)
            tags["PhilipsValues"] = values;
    std::string stem = path;
    for (const char* ext : {".nii.gz", ".nii", ".hdr", ".img"})
        if (endsWithIgnoreCase(stem, ext)) {
            stem.resize(stem.size() - std::strlen(ext));
            break;
        }
    auto text = readWholeFile(stem + ".json", 1 << 20);
    if (!text)
        return;
    const nlohmann::json sidecar = nlohmann::json::parse(*text, nullptr, false);
    if (!sidecar.is_object())
        return;
    for (const char* key : {"PhilipsRescaleSlope", "PhilipsRescaleIntercept", "PhilipsScaleSlope"})
        if (auto it = sidecar.find(key); it != sidecar.end() && it->is_number())
            tags[key] = formatShortest(it->get<double>());
    if (auto it = sidecar.find("UsePhilipsFloatNotDisplayScaling"); it != sidecar.end() && it->is_number())
        tags["PhilipsValues"] = it->get<double>() != 0 ? "precise" : "display";
}

Identity identityOf(const io::DicomSeriesInfo& info)
{
    Identity id;
    id.patientId = info.patientId;
    id.patientName = info.patientName;
    id.birthDate = info.patientBirthDate;
    id.sex = info.patientSex;
    id.studyUid = info.studyInstanceUid;
    id.seriesUid = info.seriesInstanceUid;
    id.frameOfReferenceUid = info.frameOfReferenceUid;
    id.accessionNumber = info.accessionNumber;
    id.sopUids = info.sopInstanceUids;
    std::erase(id.sopUids, std::string());
    std::sort(id.sopUids.begin(), id.sopUids.end());
    id.from = "dicom";
    return id;
}

void addDicomTags(std::map<std::string, std::string>& tags, const io::DicomSeriesInfo& info)
{
    const std::pair<const char*, std::string> facts[] = {
        {"Modality", info.modality},
        {"Manufacturer", info.manufacturer},
        {"ManufacturerModelName", info.manufacturerModelName},
        {"ProtocolName", info.protocolName},
        {"SeriesDescription", info.seriesDescription},
        {"ConvolutionKernel", info.convolutionKernel},
        {"MagneticFieldStrength", info.magneticFieldStrength},
        {"KVP", info.kvp},
        {"SliceThickness", info.sliceThickness > 0 ? formatShortest(info.sliceThickness) : std::string()},
        {"InstitutionName", info.institutionName},
        {"BodyPartExamined", info.bodyPartExamined},
    };
    for (const auto& [key, value] : facts) {
        const std::string v = trim(value);
        if (!v.empty())
            tags[key] = v;
    }
}

// The stored type DICOM states (the loader keeps it, unless a rescale that varies per slice made the
// voxels float32 real values).
std::string dicomDtype(const io::DicomSeriesInfo& info, const volume::Volume& v)
{
    const bool s = info.pixelRepresentation == 1;
    switch (info.bitsAllocated) {
    case 1:
    case 8:
        return s && info.bitsAllocated == 8 ? "int8" : "uint8";
    case 16:
        return s ? "int16" : "uint16";
    case 32:
        return s ? "int32" : "uint32";
    default:
        return volume::pixelTypeName(v.pixelType());
    }
}

Status describeVolume(VolumeRecord& r, const volume::Volume& v, const FingerprintOptions& options,
                      const Embedder* embedder)
{
    const volume::Geometry& g = v.geometry();
    r.dims = g.size;
    if (r.hasGeometry) {
        r.spacing = g.spacing;
        r.origin = g.origin;
        r.direction = g.direction;
        r.orientation = volume::axisCodes(g);
    }
    if (r.dtype.empty())
        r.dtype = volume::pixelTypeName(v.pixelType());
    r.intensity = intensityProfile(v);
    auto content = fingerprintContent(v);
    if (!content)
        return content.error();
    r.content = std::move(content).value();
    if (!options.nearDuplicates) {
        r.content.screen = {};
        r.content.thumbnail.clear();
        r.content.thumbnailSize = {0, 0, 0};
        r.content.thumbnailSpacing = 0;
    }
    if (embedder) {
        auto embedding = embedder->embed(v);
        if (!embedding)
            return embedding.error();
        r.content.embedding = std::move(embedding).value();
    }
    return {};
}

VolumeRecord recordFor(const AuditSource& source)
{
    VolumeRecord r;
    r.split = source.split;
    r.caseId = source.caseId;
    r.path = source.path;
    r.identity.csvPatient = source.patient;
    if (!source.patient.empty())
        r.identity.from = "csv";
    return r;
}

void useIdentity(VolumeRecord& r, Identity id, const std::string& from)
{
    id.csvPatient = r.identity.csvPatient;
    id.from = from;
    r.identity = std::move(id);
}

std::array<std::int64_t, 3> sortedDims(std::array<std::int64_t, 3> d)
{
    std::sort(d.begin(), d.end());
    return d;
}

// What one DICOM series tells an image beside it.
struct SeriesSummary
{
    std::array<std::int64_t, 3> sortedDims{};
    std::array<double, 6> box{}; // worldBox of its geometry
    double tolerance = 0;        // mm: half its largest spacing, at least 1 mm
    Identity identity;
    std::map<std::string, std::string> tags;
    // A SEG or RTSTRUCT object: not an image (no dims, no box), but its references identify the image it
    // was drawn on (patient, study, the referenced series, Frame of Reference).
    bool segmentationObject = false;
};
using FolderSeries = std::vector<SeriesSummary>;

Identity identityOf(const io::DicomSegmentationEntry& object)
{
    Identity id;
    id.patientId = object.patientId;
    id.patientName = object.patientName;
    id.birthDate = object.patientBirthDate;
    id.studyUid = object.studyInstanceUid;
    id.seriesUid = object.referencedSeriesUid;
    id.frameOfReferenceUid = object.frameOfReferenceUid;
    id.from = object.kind + "-beside";
    return id;
}

// The smallest LPS box holding the centres of the volume's eight corner voxels: the same for an image and its
// conversion, whatever axis order and flips the converter chose.
std::array<double, 6> worldBox(const volume::Geometry& g)
{
    std::array<double, 6> box{1e300, 1e300, 1e300, -1e300, -1e300, -1e300};
    for (int corner = 0; corner < 8; ++corner) {
        const volume::Vec3 index{(corner & 1) ? double(g.size[0] - 1) : 0.0,
                                 (corner & 2) ? double(g.size[1] - 1) : 0.0,
                                 (corner & 4) ? double(g.size[2] - 1) : 0.0};
        const volume::Vec3 p = volume::indexToPatient(g, index);
        for (int a = 0; a < 3; ++a) {
            box[a] = std::min(box[a], p[a]);
            box[a + 3] = std::max(box[a + 3], p[a]);
        }
    }
    return box;
}

// The DICOM series directly in `folder`, read once per run however many images sit beside it (a flat folder
// of 1,000 NIfTIs would otherwise read its subfolders' headers 1,000 times). Keyed by the folder's
// modification time too, so that a changed folder is read again. Thread-safe.
std::shared_ptr<const FolderSeries> seriesIn(const std::string& folder)
{
    static std::mutex mutex;
    static std::map<std::string, std::shared_ptr<const FolderSeries>> cache;
    std::error_code ec;
    const auto stamp = fs::last_write_time(folder, ec);
    const std::string key = folder + '\n' + std::to_string(ec ? 0 : stamp.time_since_epoch().count());
    {
        std::lock_guard lock(mutex);
        if (auto it = cache.find(key); it != cache.end())
            return it->second;
    }
    auto found = std::make_shared<FolderSeries>();
    const std::vector<std::string> files = dicomFilesIn(folder);
    if (auto scan = files.empty() ? Result<io::DicomScanResult>(makeError(ErrorKind::NotFound, ""))
                                  : io::scanDicomFiles(files)) {
        for (const io::DicomSeriesEntry& entry : scan->series) {
            const volume::Geometry g = io::detail::geometryFromSeriesInfo(entry.info);
            SeriesSummary s{sortedDims(g.size),
                            worldBox(g),
                            std::max(1.0, 0.5 * std::max({g.spacing[0], g.spacing[1], g.spacing[2]})),
                            identityOf(entry.info),
                            {}};
            addDicomTags(s.tags, entry.info);
            found->push_back(std::move(s));
        }
        for (const io::DicomSegmentationEntry& object : scan->segmentations) {
            SeriesSummary s;
            s.identity = identityOf(object);
            s.segmentationObject = true;
            found->push_back(std::move(s));
        }
    }
    std::lock_guard lock(mutex);
    if (cache.size() >= 4096)
        cache.clear();
    cache[key] = found;
    return found;
}

// The first series (folders in the order below, series in scan order) with the same dims up to their
// order and the same place in patient space (the boxes of voxel centres agree within half the series' largest
// spacing, at least 1 mm), in the image's own folder or a direct subfolder of it: dcm2niix's output next to
// its input. Dims alone would give a NIfTI the identity of any same-sized series of another patient beside
// it. Fills the record's identity and tags from it.
void useDicomBeside(VolumeRecord& r, const std::string& file, const volume::Geometry& geometry)
{
    const std::array<std::int64_t, 3>& dims = geometry.size;
    const std::array<double, 6> box = worldBox(geometry);
    fs::path folder = fs::path(file).parent_path();
    if (folder.empty())
        folder = ".";
    std::vector<std::string> folders{folder.string()}, subfolders;
    std::error_code ec;
    for (fs::directory_iterator it(folder, fs::directory_options::skip_permission_denied, ec), end;
         !ec && it != end; it.increment(ec)) {
        std::error_code e2;
        if (!it->is_symlink(e2) && it->is_directory(e2))
            subfolders.push_back(it->path().string());
    }
    std::sort(subfolders.begin(), subfolders.end());
    folders.insert(folders.end(), subfolders.begin(), subfolders.end());
    const auto want = sortedDims(dims);
    for (const std::string& f : folders) {
        for (const SeriesSummary& s : *seriesIn(f)) {
            if (s.segmentationObject || s.sortedDims != want)
                continue;
            bool samePlace = true;
            for (int k = 0; k < 6; ++k)
                samePlace = samePlace && std::abs(s.box[k] - box[k]) <= s.tolerance;
            if (!samePlace)
                continue;
            useIdentity(r, s.identity, "dicom-beside");
            r.identity.dicomSource = f;
            r.tags.insert(s.tags.begin(), s.tags.end());
            return;
        }
    }
    // No image series beside it: one SEG or RTSTRUCT in its own folder (a case folder holding the image and
    // its mask) names the image it was drawn on. Several objects are ambiguous and give nothing.
    const SeriesSummary* object = nullptr;
    int objects = 0;
    for (const SeriesSummary& s : *seriesIn(folders.front()))
        if (s.segmentationObject && ++objects == 1)
            object = &s;
    if (objects == 1 && !object->identity.patientId.empty()) {
        useIdentity(r, object->identity, object->identity.from);
        r.identity.dicomSource = folders.front();
    }
}

Status readImageFile(const AuditSource& source, const FingerprintOptions& options, const Embedder* embedder,
                     const Progress& progress, SourceOutcome& out)
{
    auto image = loadImageFile(source.path, progress);
    if (!image)
        return image.error();
    VolumeRecord r = recordFor(source);
    r.format = io::formatName(image->format);
    r.volumes = static_cast<int>(image->volumes.size());
    const volume::Volume& v = image->volumes.front();
    r.rescaleSlope = v.rescale().slope;
    r.rescaleIntercept = v.rescale().intercept;
    if (image->nifti && !trim(image->nifti->descrip).empty())
        r.tags["descrip"] = trim(image->nifti->descrip);
    if (image->nifti)
        addNiftiPhilipsTags(r.tags, source.path, image->nifti->descrip);
    useDicomBeside(r, source.path, v.geometry());
    if (Status s = describeVolume(r, v, options, embedder); !s)
        return s;
    out.records.push_back(std::move(r));
    return {};
}

Status readArrays(const AuditSource& source, const FingerprintOptions& options, const Embedder* embedder,
                  const Progress& progress, SourceOutcome& out)
{
    const std::string format = arrayFormat(source.path);
    return forEachArray(source.path, [&](ArrayVolume&& a) -> Status {
        if (!progress.report(0, "Reading arrays"))
            return makeError(ErrorKind::Cancelled, "The audit was cancelled.");
        VolumeRecord r = recordFor(source);
        r.label = a.label;
        r.format = format;
        r.volumes = a.volumes;
        r.hasGeometry = false;
        r.dtype = a.dtype;
        if (Status s = describeVolume(r, a.volume, options, embedder); !s)
            return s;
        out.records.push_back(std::move(r));
        return {};
    });
}

Status readDicomFolder(const AuditSource& source, const FingerprintOptions& options, const Embedder* embedder,
                       const Progress& progress, SourceOutcome& out)
{
    std::error_code ec;
    const std::vector<std::string> files =
        fs::is_directory(source.path, ec) ? dicomFilesIn(source.path) : std::vector<std::string>{source.path};
    if (files.empty())
        return makeError(ErrorKind::NotFound, "The folder holds no DICOM file.", source.path);
    auto scan = io::scanDicomFiles(files, progress.sub(0, 0.1));
    if (!scan) {
        if (scan.error().kind == ErrorKind::NotFound)
            return {}; // DICOMDIR, reports: DICOM without an image, skipped as the corrupt-file scan does
        if (scan.error().kind == ErrorKind::Cancelled || files.size() == 1)
            return scan.error();
        // No file parsed: name each broken one with its own reason, as the corrupt-file scan does.
        for (const std::string& file : files)
            if (auto alone = io::scanDicomFiles({file}); !alone && alone.error().kind != ErrorKind::NotFound)
                out.errors.push_back({file, alone.error()});
        return {};
    }
    for (const Error& e : scan->fileErrors) {
        std::string file = source.path;
        for (const std::string& f : files)
            if (e.detail.rfind(f, 0) == 0 && f.size() > file.size())
                file = f;
        out.errors.push_back({file, e});
    }
    const std::size_t n = scan->series.size();
    for (std::size_t i = 0; i < n; ++i) {
        const io::DicomSeriesEntry& entry = scan->series[i];
        auto image = io::loadDicomSeries(
            entry, progress.sub(0.1 + 0.9 * double(i) / double(n), 0.1 + 0.9 * double(i + 1) / double(n)));
        if (!image && image.error().kind == ErrorKind::Cancelled)
            return image.error();
        if (!image) {
            Error e = image.error();
            e.detail = "series " + entry.label + (e.detail.empty() ? "" : ": " + e.detail);
            out.errors.push_back({source.path, std::move(e)});
            continue;
        }
        VolumeRecord r = recordFor(source);
        r.label = entry.label;
        r.format = io::formatName(image->format);
        r.volumes = static_cast<int>(image->volumes.size());
        const io::DicomSeriesInfo& info = image->dicom ? *image->dicom : entry.info;
        useIdentity(r, identityOf(info), "dicom");
        addDicomTags(r.tags, info);
        if (image->philips)
            addPhilipsTags(r.tags, *image->philips);
        const volume::Volume& v = image->volumes.front();
        r.dtype = dicomDtype(info, v);
        r.rescaleSlope = info.slices.empty() ? v.rescale().slope : info.slices.front().rescaleSlope;
        r.rescaleIntercept =
            info.slices.empty() ? v.rescale().intercept : info.slices.front().rescaleIntercept;
        if (Status s = describeVolume(r, v, options, embedder); !s) {
            if (s.error().kind == ErrorKind::Cancelled)
                return s;
            Error e = s.error();
            e.detail = "series " + entry.label + (e.detail.empty() ? "" : ": " + e.detail);
            out.errors.push_back({source.path, std::move(e)});
            continue;
        }
        out.records.push_back(std::move(r));
    }
    return {};
}

} // namespace

Result<io::LoadedImage> loadImageFile(const std::string& path, const Progress& progress)
{
    for (const char* ext : {".nrrd", ".nhdr", ".mha", ".mhd"})
        if (endsWithIgnoreCase(path, ext))
            return io::readWithItk(path, progress);
    return io::readNifti(path, progress);
}

std::vector<std::string> dicomFilesIn(const std::string& folder)
{
    std::vector<std::string> files;
    std::error_code ec;
    for (fs::directory_iterator it(folder, fs::directory_options::skip_permission_denied, ec), end;
         !ec && it != end; it.increment(ec)) {
        std::error_code e2;
        if (it->is_symlink(e2) || !it->is_regular_file(e2) || cannotBeDicom(it->path().filename().string()))
            continue;
        if (io::isDicomFile(it->path().string()))
            files.push_back(it->path().string());
    }
    std::sort(files.begin(), files.end());
    return files;
}

Result<SourceOutcome> readSource(const AuditSource& source, const FingerprintOptions& options,
                                 const Embedder* embedder, const Progress& progress)
{
    if (!progress.report(0, "Reading " + source.path))
        return makeError(ErrorKind::Cancelled, "The audit was cancelled.");
    SourceOutcome out;
    Status s;
    if (source.dicom)
        s = readDicomFolder(source, options, embedder, progress, out);
    else if (!arrayFormat(source.path).empty())
        s = readArrays(source, options, embedder, progress, out);
    else
        s = readImageFile(source, options, embedder, progress, out);
    if (!s && s.error().kind == ErrorKind::Cancelled)
        return s.error();
    if (!s)
        out.errors.push_back({source.path, s.error()});
    return out;
}

} // namespace detail

Result<std::vector<VolumeRecord>> recordSource(const AuditSource& source, const FingerprintOptions& options,
                                               const Embedder* embedder)
{
    auto outcome = detail::readSource(source, options, embedder);
    if (!outcome)
        return outcome.error();
    if (outcome->records.empty() && !outcome->errors.empty())
        return outcome->errors.front().error;
    return std::move(outcome->records);
}

} // namespace scansleuth::audit
