// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "io/segmentationloader.h"

#include "io/dicom/dicomreader.h"
#include "io/dicom/rtstructraster.h"
#include "io/dicom/segobjectreader.h"
#include "io/dicom/segplacement.h"
#include "io/dicom/segreference.h"
#include "io/imageloader.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>

namespace fs = std::filesystem;

namespace scansleuth::io {

namespace {

bool sharesInstance(const LoadedImage& image, const std::set<std::string>& instances)
{
    if (!image.dicom || instances.empty())
        return false;
    return std::any_of(image.dicom->sopInstanceUids.begin(), image.dicom->sopInstanceUids.end(),
                       [&](const std::string& uid) { return instances.count(uid) > 0; });
}

bool isReferenced(const LoadedImage& image, const DicomSegObject& object,
                  const std::set<std::string>& instances)
{
    if (!object.referencedSeriesUid.empty() && image.seriesUid == object.referencedSeriesUid)
        return true;
    return sharesInstance(image, instances);
}

bool seriesIsReferenced(const DicomSeriesEntry& s, const DicomSegObject& object,
                        const std::set<std::string>& instances)
{
    if (!object.referencedSeriesUid.empty() && s.info.seriesInstanceUid == object.referencedSeriesUid)
        return true;
    return std::any_of(s.info.sopInstanceUids.begin(), s.info.sopInstanceUids.end(),
                       [&](const std::string& uid) { return instances.count(uid) > 0; });
}

// False when the folder holds more than `limit` files (not searched: too slow to be a side effect).
bool smallEnough(const fs::path& folder, std::size_t limit)
{
    std::error_code ec;
    std::size_t n = 0;
    for (fs::recursive_directory_iterator it(folder, fs::directory_options::skip_permission_denied, ec), end;
         !ec && it != end; it.increment(ec))
        if (++n > limit)
            return false;
    return !ec;
}

struct Found
{
    const LoadedImage* image = nullptr;
    std::optional<LoadedImage> owned;
    std::string label, foundBy;
    int candidateIndex = -1;
    Findings notes;
};

Result<Found> findReference(const DicomSegObject& object, const std::string& path,
                            const SegmentationLoadOptions& options, const Progress& progress)
{
    const std::set<std::string> instances(object.referencedSopInstanceUids.begin(),
                                          object.referencedSopInstanceUids.end());
    Found found;
    if (options.placeOn) {
        found.image = options.placeOn;
        found.label = options.placeOnLabel.empty() ? imageLabel(*options.placeOn) : options.placeOnLabel;
        found.foundBy = "the image it is checked against";
        return found;
    }
    if (!options.referencePath.empty()) {
        auto loaded = loadPath(options.referencePath, {}, progress);
        if (!loaded)
            return loaded.error();
        std::size_t pick = 0;
        for (std::size_t i = 0; i < loaded->images.size(); ++i)
            if (isReferenced(loaded->images[i], object, instances)) {
                pick = i;
                break;
            }
        found.label = loaded->imageLabels[pick];
        found.owned = std::move(loaded->images[pick]);
        found.image = &*found.owned;
        found.foundBy = "--reference";
        return found;
    }
    for (std::size_t i = 0; i < options.candidates.size(); ++i) {
        const LoadedImage* c = options.candidates[i];
        if (c && !c->segmentation && isReferenced(*c, object, instances)) {
            found.image = c;
            found.label = i < options.candidateLabels.size() ? options.candidateLabels[i] : imageLabel(*c);
            found.candidateIndex = static_cast<int>(i);
            found.foundBy = "the images opened with it";
            return found;
        }
    }
    if (options.folderSearchLimit == 0 || (object.referencedSeriesUid.empty() && instances.empty()))
        return found;
    const fs::path own = fs::absolute(fs::path(path)).parent_path();
    const std::pair<fs::path, const char*> folders[] = {{own, "its folder"},
                                                        {own.parent_path(), "the folder above it"}};
    for (const auto& [folder, where] : folders) {
        if (folder.empty() || !smallEnough(folder, options.folderSearchLimit))
            continue;
        auto scan = scanDicom(folder.string(), progress.sub(0, 0.3));
        if (!scan)
            continue;
        for (const DicomSeriesEntry& s : scan->series) {
            if (!seriesIsReferenced(s, object, instances))
                continue;
            auto image = loadDicomSeries(s, progress.sub(0.3, 1));
            if (!image) {
                Finding f = makeFinding("seg.reference_unreadable", Severity::Warning,
                                        "The series the object references (" + s.label + ", in " + where +
                                            ") was found but could not be loaded: " + image.error().message,
                                        "Give a readable copy of the image with --reference IMAGE.");
                found.notes.push_back(std::move(f));
                continue;
            }
            found.label = s.label;
            found.owned = std::move(image).value();
            found.image = &*found.owned;
            found.foundBy = where;
            return found;
        }
    }
    return found;
}

template <typename T>
void countLabels(const volume::Volume& v, std::map<std::int64_t, std::int64_t>& voxels,
                 std::map<std::int64_t, int>& slices)
{
    const auto data = v.voxels<T>();
    const auto& size = v.geometry().size;
    const std::int64_t plane = size[0] * size[1];
    for (std::int64_t k = 0; k < size[2]; ++k) {
        std::map<std::int64_t, std::int64_t> here;
        T last = 0;
        std::int64_t run = 0;
        for (std::int64_t i = k * plane; i < (k + 1) * plane; ++i) {
            const T value = data[static_cast<std::size_t>(i)];
            if (value == last) {
                ++run;
                continue;
            }
            if (last != 0)
                here[static_cast<std::int64_t>(last)] += run;
            last = value;
            run = 1;
        }
        if (last != 0)
            here[static_cast<std::int64_t>(last)] += run;
        for (const auto& [label, n] : here) {
            voxels[label] += n;
            ++slices[label];
        }
    }
}

void countSegments(const LoadedImage& mask, SegmentationInfo& info)
{
    std::map<std::int64_t, std::int64_t> voxels;
    std::map<std::int64_t, int> slices;
    const bool fractional = info.segmentationType == "FRACTIONAL";
    for (std::size_t v = 0; v < mask.volumes.size(); ++v) {
        const volume::Volume& vol = mask.volumes[v];
        if (fractional) {
            // A probability map per segment: voxels at or above 0.5.
            if (vol.pixelType() != volume::PixelType::Float32 || info.volumeSegments[v].empty())
                continue;
            const int number = info.volumeSegments[v].front();
            const auto data = vol.voxels<float>();
            const auto& size = vol.geometry().size;
            const std::int64_t plane = size[0] * size[1];
            for (std::int64_t k = 0; k < size[2]; ++k) {
                std::int64_t n = 0;
                for (std::int64_t i = k * plane; i < (k + 1) * plane; ++i)
                    n += data[static_cast<std::size_t>(i)] >= 0.5f;
                voxels[number] += n;
                slices[number] += n > 0;
            }
            continue;
        }
        switch (vol.pixelType()) {
        case volume::PixelType::UInt8:
            countLabels<std::uint8_t>(vol, voxels, slices);
            break;
        case volume::PixelType::UInt16:
            countLabels<std::uint16_t>(vol, voxels, slices);
            break;
        case volume::PixelType::UInt32:
            countLabels<std::uint32_t>(vol, voxels, slices);
            break;
        default:
            break;
        }
    }
    for (const SegmentFacts& s : info.segments) {
        info.segmentVoxels.push_back(voxels.count(s.number) ? voxels[s.number] : 0);
        info.segmentSlices.push_back(slices.count(s.number) ? slices[s.number] : 0);
    }
}

} // namespace

std::string segmentationKindOf(const std::string& path)
{
    if (!isDicomFile(path))
        return {};
    auto scan = scanDicomFiles({path});
    if (!scan || scan->segmentations.empty())
        return {};
    return scan->segmentations.front().kind;
}

Result<LoadedSegmentation> loadDicomSegmentation(const std::string& path,
                                                 const SegmentationLoadOptions& options,
                                                 const Progress& progress)
{
    const std::string kind = options.kind.empty() ? segmentationKindOf(path) : options.kind;
    if (kind.empty())
        return makeError(ErrorKind::Invalid, "The file is not a DICOM SEG or RTSTRUCT object.", path);
    const bool seg = kind == "seg";
    auto object = seg ? detail::readSegObject(path) : detail::readRtStructObject(path);
    if (!object)
        return object.error();
    progress.report(0.2, "Reading " + std::string(seg ? "the SEG" : "the RTSTRUCT"));
    auto found = findReference(*object, path, options, progress.sub(0.2, 0.8));
    if (!found)
        return found.error();
    if (found->owned) // moved with the Result: point at its new place
        found->image = &*found->owned;
    if (!seg && !found->image)
        return makeError(
            ErrorKind::NotFound,
            "The RTSTRUCT's contours can only be placed on the image they were drawn on, and it was not "
            "found.",
            "looked for series " +
                (object->referencedSeriesUid.empty() ? std::string("(none named)")
                                                     : object->referencedSeriesUid) +
                " among the images given, in the RTSTRUCT's folder and the folder above it; give it with "
                "--reference IMAGE");
    std::optional<ReferenceImage> reference;
    if (found->image)
        reference = referenceImageFrom(*found->image, found->label);
    auto placed = seg ? placeSegFrames(*object, reference ? &*reference : nullptr)
                      : rasteriseRtStruct(*object, *reference);
    if (!placed)
        return placed.error();
    progress.report(0.95, "Placing");

    LoadedSegmentation out;
    LoadedImage& m = out.mask;
    m.path = path;
    m.files = {path};
    m.format = seg ? Format::DicomSeg : Format::RtStruct;
    const bool fractional = !placed->fractionalLayers.empty();
    m.volumes = fractional ? std::move(placed->fractionalLayers) : std::move(placed->labelMaps);
    if (m.volumes.empty()) {
        // Nothing placed (no frames, no contours): one empty label map on the grid, so it still opens.
        auto empty = volume::Volume::allocate(volume::PixelType::UInt8, placed->geometry);
        if (!empty)
            return empty.error();
        m.volumes.push_back(std::move(empty).value());
    }
    m.patientId = object->patientId;
    m.patientName = object->patientName;
    m.patientBirthDate = object->patientBirthDate;
    m.studyUid = object->studyInstanceUid;
    m.seriesUid = object->seriesInstanceUid;
    m.seriesDescription = object->seriesDescription;
    m.modality = object->modality.empty() ? std::string(seg ? "SEG" : "RTSTRUCT") : object->modality;
    m.frameOfReferenceUid = object->frameOfReferenceUid.empty() ? object->referencedFrameOfReferenceUid
                                                                : object->frameOfReferenceUid;
    m.findings = object->findings;
    m.findings.insert(m.findings.end(), found->notes.begin(), found->notes.end());
    m.findings.insert(m.findings.end(), placed->findings.begin(), placed->findings.end());

    SegmentationInfo info;
    info.kind = object->kind;
    info.sopInstanceUid = object->sopInstanceUid;
    info.sopClassUid = object->sopClassUid;
    info.transferSyntaxName = object->transferSyntaxName;
    info.manufacturer = object->manufacturer;
    info.softwareVersions = object->softwareVersions;
    info.segmentationType = object->segmentationType;
    info.fractionalType = object->fractionalType;
    info.maxFractionalValue = object->maxFractionalValue;
    info.segments = object->segments;
    if (fractional)
        for (const SegmentFacts& s : object->segments)
            info.volumeSegments.push_back({s.number});
    else
        info.volumeSegments = placed->groups;
    info.volumeSegments.resize(m.volumes.size());
    info.frames = static_cast<std::int64_t>(object->frames.size());
    info.contours = static_cast<std::int64_t>(object->contours.size());
    info.referencedSeriesUid = object->referencedSeriesUid;
    info.referencedFrameOfReferenceUid = object->referencedFrameOfReferenceUid;
    info.referencedInstances = object->referencedSopInstanceUids.size();
    if (found->image) {
        info.referenceLabel = found->label;
        info.referencePath = found->image->path;
        info.referenceFoundBy = found->foundBy;
    }
    info.gridSource = placed->gridSource;
    info.onReferenceGrid = placed->onReferenceGrid;
    countSegments(m, info);
    m.segmentation = std::move(info);

    out.reference = std::move(found->owned);
    out.referenceLabel = found->label;
    out.candidateIndex = found->candidateIndex;
    return out;
}

Result<LoadedImage> loadMaskFor(const std::string& path, const LoadedImage* image, const Progress& progress)
{
    SegmentationLoadOptions options;
    options.kind = segmentationKindOf(path);
    if (options.kind.empty()) {
        auto loaded = loadPath(path, {}, progress);
        if (!loaded)
            return loaded.error();
        if (loaded->images.size() != 1)
            return makeError(ErrorKind::Invalid,
                             path + " holds " + std::to_string(loaded->images.size()) +
                                 " images; a mask is one image.",
                             "give the mask's own file or series folder");
        return std::move(loaded->images.front());
    }
    options.placeOn = image;
    auto loaded = loadDicomSegmentation(path, options, progress);
    if (!loaded)
        return loaded.error();
    return flattenedMask(loaded->mask);
}

Result<LoadedImage> flattenedMask(const LoadedImage& mask)
{
    std::int64_t overlaps = 0;
    auto flat = flattenSegmentation(mask, &overlaps);
    if (!flat)
        return flat.error();
    LoadedImage out = mask.factsOnly();
    out.volumes.push_back(std::move(flat).value());
    if (out.segmentation) {
        std::vector<int> all;
        for (const std::vector<int>& numbers : out.segmentation->volumeSegments)
            all.insert(all.end(), numbers.begin(), numbers.end());
        out.segmentation->volumeSegments = {all};
        out.segmentation->flattened = true;
    }
    if (overlaps > 0) {
        Finding f = makeFinding("seg.overlap_flattened", Severity::Info,
                                "Segments overlap in " + std::to_string(overlaps) +
                                    " voxels; the checks see one label map in which the segment stored later "
                                    "wins there.");
        f.measurements.push_back({"overlap_voxels", double(overlaps), "voxels"});
        out.findings.push_back(std::move(f));
    }
    return out;
}

Result<volume::Volume> flattenSegmentation(const LoadedImage& mask, std::int64_t* overlapVoxels)
{
    if (overlapVoxels)
        *overlapVoxels = 0;
    if (mask.volumes.empty())
        return makeError(ErrorKind::Invalid, "The segmentation holds no volume.");
    const SegmentationInfo* info = mask.segmentation ? &*mask.segmentation : nullptr;
    const bool fractional = info && info->segmentationType == "FRACTIONAL" && !info->flattened;
    if (mask.volumes.size() == 1 && !fractional)
        return mask.volumes.front().clone();
    int maxNumber = 0;
    if (info)
        for (const SegmentFacts& s : info->segments)
            maxNumber = std::max(maxNumber, s.number);
    for (const volume::Volume& v : mask.volumes)
        if (!volume::isFloatingPoint(v.pixelType()))
            maxNumber = std::max(maxNumber, static_cast<int>(volume::storedRange(v).second));
    const volume::PixelType type = maxNumber > 65535 ? volume::PixelType::UInt32
                                   : maxNumber > 255 ? volume::PixelType::UInt16
                                                     : volume::PixelType::UInt8;
    auto out = volume::Volume::allocate(type, mask.volumes.front().geometry());
    if (!out)
        return out.error();
    std::int64_t overlaps = 0;
    volume::visitPixelType(type, [&](auto tag) {
        using D = decltype(tag);
        auto dest = out->voxels<D>();
        for (std::size_t v = 0; v < mask.volumes.size(); ++v) {
            const volume::Volume& vol = mask.volumes[v];
            if (fractional && vol.pixelType() == volume::PixelType::Float32) {
                if (!info || v >= info->volumeSegments.size() || info->volumeSegments[v].empty())
                    continue;
                const D number = static_cast<D>(info->volumeSegments[v].front());
                const auto src = vol.voxels<float>();
                for (std::size_t i = 0; i < src.size(); ++i)
                    if (src[i] >= 0.5f) {
                        overlaps += dest[i] != 0 && dest[i] != number;
                        dest[i] = number;
                    }
                continue;
            }
            volume::visitPixelType(vol.pixelType(), [&](auto stag) {
                using S = decltype(stag);
                const auto src = vol.voxels<S>();
                for (std::size_t i = 0; i < src.size(); ++i)
                    if (src[i] != S{}) {
                        const D value = static_cast<D>(src[i]);
                        overlaps += dest[i] != 0 && dest[i] != value;
                        dest[i] = value;
                    }
            });
        }
    });
    if (overlapVoxels)
        *overlapVoxels = overlaps;
    return out;
}

Result<std::vector<LoadedImage>>
splitSegmentationVolumes(const LoadedImage& mask, std::vector<std::string>* names, const std::string& label)
{
    std::vector<LoadedImage> out;
    const bool fractional = mask.segmentation && mask.segmentation->segmentationType == "FRACTIONAL";
    for (std::size_t v = 0; v < mask.volumes.size(); ++v) {
        auto copy = mask.volumes[v].clone();
        if (!copy)
            return copy.error();
        LoadedImage part = mask.factsOnly();
        part.volumes.push_back(std::move(copy).value());
        std::string name = label;
        if (mask.segmentation) {
            SegmentationInfo info = *mask.segmentation;
            const std::vector<int> numbers =
                v < info.volumeSegments.size() ? info.volumeSegments[v] : std::vector<int>{};
            info.volumeSegments = {numbers};
            part.segmentation = std::move(info);
            if (mask.volumes.size() > 1) {
                const SegmentFacts* f =
                    fractional && !numbers.empty() ? segmentOf(mask, numbers.front()) : nullptr;
                name += f ? ": " + f->label : " (group " + std::to_string(v + 1) + ")";
            }
        }
        if (names)
            names->push_back(name);
        out.push_back(std::move(part));
    }
    return out;
}

const SegmentFacts* segmentOf(const LoadedImage& mask, int value)
{
    if (!mask.segmentation)
        return nullptr;
    for (const SegmentFacts& s : mask.segmentation->segments)
        if (s.number == value)
            return &s;
    return nullptr;
}

} // namespace scansleuth::io
