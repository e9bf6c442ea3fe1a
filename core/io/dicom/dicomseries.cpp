// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "io/dicom/dicomseries.h"
#include "base/numberformat.h"

#include "io/dicom/dicomfindings.h"
#include "io/dicom/dicomheaderreader.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <set>
#include <tuple>

namespace scansleuth::io::detail {

namespace {

using volume::Vec3;

constexpr double kSamePositionMm = 0.01;
constexpr double kOrientationTolerance = 1e-4;
constexpr double kSpacingTolerance = 1e-4;

// One 2D image (a frame of a file) with the geometry used for grouping and sorting.
struct ImageRecord
{
    const DicomFileHeader* file = nullptr;
    DicomFrameHeader frame;
    double along = 0;
};

std::string baseKey(const DicomFileHeader& h)
{
    return h.seriesUid + "|" + std::to_string(h.seriesNumber) + "|" + std::to_string(h.rows) + "x" +
           std::to_string(h.columns) + "|" + std::to_string(h.bitsAllocated) + "/" +
           std::to_string(h.pixelRepresentation) + "/" + std::to_string(h.samplesPerPixel) + "|e" +
           std::to_string(h.echoNumber) + "/" + std::to_string(std::lround(h.echoTime * 100)) + "|" +
           frameKind(h.imageType) + "|m" + std::to_string(h.mosaicImages);
}

bool sameGeometryClass(const DicomFrameHeader& a, const DicomFrameHeader& b)
{
    for (int i = 0; i < 6; ++i)
        if (std::abs(a.orientation[i] - b.orientation[i]) > kOrientationTolerance)
            return false;
    for (int i = 0; i < 2; ++i)
        if (std::abs(a.pixelSpacing[i] - b.pixelSpacing[i]) >
            kSpacingTolerance * std::max(1.0, std::abs(a.pixelSpacing[i])))
            return false;
    return a.hasOrientation == b.hasOrientation;
}

struct Group
{
    std::string base;
    std::vector<ImageRecord> records;
};

// Order of images at one position, for 4D: temporal index, acquisition number, time, instance.
bool temporalLess(const ImageRecord& a, const ImageRecord& b)
{
    auto key = [](const ImageRecord& r) {
        return std::make_tuple(r.frame.temporalIndex, r.file->acquisitionNumber, r.frame.frameTime,
                               r.file->instanceNumber, r.file->path, r.frame.frame);
    };
    return key(a) < key(b);
}

std::vector<Group> groupRecords(const std::vector<DicomFileHeader>& headers)
{
    std::vector<Group> groups;
    std::map<std::string, std::vector<std::size_t>> byBase;
    for (const auto& h : headers) {
        for (const auto& f : h.frames) {
            ImageRecord r{&h, f, 0};
            // Frames of different kinds or units (magnitude and phase, HU and Hz) never share a volume.
            std::string base = baseKey(h) + "|" + f.kind + "|" + f.units;
            auto& candidates = byBase[base];
            auto it = std::find_if(candidates.begin(), candidates.end(), [&](std::size_t g) {
                return sameGeometryClass(groups[g].records.front().frame, f);
            });
            if (it == candidates.end()) {
                candidates.push_back(groups.size());
                groups.push_back(Group{base, {}});
                it = std::prev(candidates.end());
            }
            groups[*it].records.push_back(r);
        }
    }
    return groups;
}

// Missing IOP / IPP / PixelSpacing: identity orientation, positions stacked in instance order,
// unit spacing. Returns the names of what was missing.
std::vector<std::string> applyFallbacks(std::vector<ImageRecord>& records)
{
    std::set<std::string> missing;
    bool anyMissingPosition = false;
    for (auto& r : records) {
        if (!r.frame.hasOrientation) {
            missing.insert("ImageOrientationPatient");
            r.frame.orientation = {1, 0, 0, 0, 1, 0};
        }
        if (!r.frame.hasSpacing)
            missing.insert("PixelSpacing");
        anyMissingPosition |= !r.frame.hasPosition;
    }
    if (anyMissingPosition) {
        missing.insert("ImagePositionPatient");
        std::stable_sort(records.begin(), records.end(), [](const ImageRecord& a, const ImageRecord& b) {
            return std::tie(a.file->instanceNumber, a.frame.frame) <
                   std::tie(b.file->instanceNumber, b.frame.frame);
        });
        const Vec3 n = sliceNormal(records.front().frame.orientation);
        double step = records.front().file->spacingBetweenSlices > 0
                          ? records.front().file->spacingBetweenSlices
                      : records.front().frame.sliceThickness > 0 ? records.front().frame.sliceThickness
                                                                 : 1.0;
        for (std::size_t i = 0; i < records.size(); ++i)
            for (int a = 0; a < 3; ++a)
                records[i].frame.position[a] = n[a] * step * static_cast<double>(i);
    }
    return {missing.begin(), missing.end()};
}

// The same SOPInstanceUID and frame twice (a file copied, or one image in several transfer
// syntaxes): the first file by path is kept. Returns the files left out.
std::vector<std::string> removeDuplicateInstances(std::vector<ImageRecord>& records)
{
    std::stable_sort(records.begin(), records.end(),
                     [](const ImageRecord& a, const ImageRecord& b) { return a.file->path < b.file->path; });
    std::set<std::pair<std::string, int>> seen;
    std::set<std::string> left;
    std::vector<ImageRecord> kept;
    for (auto& r : records) {
        if (!r.file->sopInstanceUid.empty() && !seen.emplace(r.file->sopInstanceUid, r.frame.frame).second)
            left.insert(r.file->path);
        else
            kept.push_back(r);
    }
    records = std::move(kept);
    return {left.begin(), left.end()};
}

DicomSliceInfo sliceInfo(const ImageRecord& r, int volumeIndex, const Vec3& normal)
{
    DicomSliceInfo s;
    s.file = r.file->path;
    s.frame = r.frame.frame;
    s.instanceNumber = r.file->instanceNumber;
    s.position = r.frame.position;
    s.positionAlongNormal = volume::dot(r.frame.position, normal);
    s.rescaleSlope = r.frame.slope;
    s.rescaleIntercept = r.frame.intercept;
    s.philipsScaleSlope = r.frame.philipsScaleSlope;
    s.acquisitionTime = r.frame.frameTime;
    s.temporalIndex = volumeIndex;
    return s;
}

void fillSeriesFacts(const ImageRecord& first, DicomSeriesInfo& info)
{
    const DicomFileHeader& h = *first.file;
    info.studyInstanceUid = h.studyUid;
    info.seriesInstanceUid = h.seriesUid;
    info.sopClassUid = h.sopClassUid;
    info.patientId = h.patientId;
    info.patientName = h.patientName;
    info.patientBirthDate = h.patientBirthDate;
    info.studyDate = h.studyDate;
    info.modality = h.modality;
    info.manufacturer = h.manufacturer;
    info.seriesDescription = h.seriesDescription;
    info.patientSex = h.patientSex;
    info.accessionNumber = h.accessionNumber;
    info.frameOfReferenceUid = h.frameOfReferenceUid;
    info.manufacturerModelName = h.manufacturerModelName;
    info.protocolName = h.protocolName;
    info.convolutionKernel = h.convolutionKernel;
    info.magneticFieldStrength = h.magneticFieldStrength;
    info.kvp = h.kvp;
    info.institutionName = h.institutionName;
    info.bodyPartExamined = h.bodyPartExamined;
    info.seriesNumber = h.seriesNumber;
    info.imageType = h.imageType;
    info.rows = h.rows;
    info.columns = h.columns;
    info.bitsAllocated = h.bitsAllocated;
    info.bitsStored = h.bitsStored;
    info.pixelRepresentation = h.pixelRepresentation;
    info.photometricInterpretation = h.photometric;
    info.imageOrientation = first.frame.orientation;
    info.pixelSpacing = first.frame.pixelSpacing;
    info.sliceThickness = first.frame.sliceThickness;
    info.spacingBetweenSlices = h.spacingBetweenSlices;
    info.gantryTiltTag = h.gantryTilt;
    info.echoTime = h.echoTime;
    info.repetitionTime = h.repetitionTime;
    info.echoNumber = h.echoNumber;
    info.multiFrame = h.multiFrame;
    info.imageKind = first.frame.kind.empty() ? frameKind(h.imageType) : first.frame.kind;
    info.valueUnits = first.frame.units;
    info.framePlacement =
        h.framePlacement.empty() ? "ImagePositionPatient (0020,0032) of each image" : h.framePlacement;
}

// Unusable geometry values of the series' files, each line once.
std::vector<std::string> geometryProblems(const std::vector<ImageRecord>& records)
{
    std::set<std::string> seenFiles, lines;
    for (const auto& r : records)
        if (seenFiles.insert(r.file->path).second)
            lines.insert(r.file->geometryProblems.begin(), r.file->geometryProblems.end());
    return {lines.begin(), lines.end()};
}

// Classic and multi-frame images: cluster by position along the normal; repeats become volumes.
void arrangeSlices(std::vector<ImageRecord>& records, DicomSeriesEntry& entry,
                   std::vector<std::string>& dropped)
{
    const Vec3 normal = sliceNormal(records.front().frame.orientation);
    for (auto& r : records)
        r.along = volume::dot(r.frame.position, normal);
    std::stable_sort(records.begin(), records.end(),
                     [](const ImageRecord& a, const ImageRecord& b) { return a.along < b.along; });
    std::vector<std::vector<ImageRecord>> positions;
    for (const auto& r : records) {
        if (positions.empty() || r.along - positions.back().front().along > kSamePositionMm)
            positions.emplace_back();
        positions.back().push_back(r);
    }
    std::size_t volumes = positions.front().size();
    for (auto& p : positions) {
        std::stable_sort(p.begin(), p.end(), temporalLess);
        volumes = std::min(volumes, p.size());
    }
    for (auto& p : positions)
        for (std::size_t i = volumes; i < p.size(); ++i)
            dropped.push_back(p[i].file->path +
                              (p[i].file->numberOfFrames > 1
                                   ? " frame " + std::to_string(p[i].frame.frame + 1)
                                   : std::string()) +
                              " at " + formatGeneral(p[i].along) + " mm");
    entry.info.volumeCount = static_cast<int>(volumes);
    entry.info.slicesPerVolume = static_cast<int>(positions.size());
    for (std::size_t v = 0; v < volumes; ++v)
        for (const auto& p : positions)
            entry.info.slices.push_back(sliceInfo(p[v], static_cast<int>(v), normal));
}

// Siemens mosaic: each file is one volume; tiles become slices, placed as dcm2niix does.
void arrangeMosaic(std::vector<ImageRecord>& records, DicomSeriesEntry& entry)
{
    std::stable_sort(records.begin(), records.end(), temporalLess);
    const DicomFileHeader& h0 = *records.front().file;
    const int n = h0.mosaicImages;
    const int tilesPerRow = static_cast<int>(std::ceil(std::sqrt(static_cast<double>(n))));
    const int tileRows = h0.rows / tilesPerRow, tileCols = h0.columns / tilesPerRow;
    entry.info.mosaic = true;
    entry.info.framePlacement = std::string("Siemens mosaic tiles from ImagePositionPatient along ") +
                                (h0.csaSliceNormal ? "the CSA SliceNormalVector" : "row x column cosine");
    entry.info.mosaicImages = n;
    entry.info.mosaicTilesPerRow = tilesPerRow;
    entry.info.volumeCount = static_cast<int>(records.size());
    entry.info.slicesPerVolume = n;
    const Vec3 normal = sliceNormal(records.front().frame.orientation);
    for (std::size_t v = 0; v < records.size(); ++v) {
        const ImageRecord& r = records[v];
        const auto& o = r.frame.orientation;
        const double rowSp = r.frame.pixelSpacing[0], colSp = r.frame.pixelSpacing[1];
        Vec3 first = r.frame.position;
        for (int a = 0; a < 3; ++a)
            first[a] += o[3 + a] * rowSp * (r.file->rows - tileRows) / 2.0 +
                        o[a] * colSp * (r.file->columns - tileCols) / 2.0;
        Vec3 dir = r.file->csaSliceNormal ? volume::normalized(*r.file->csaSliceNormal) : normal;
        const double spacing = r.file->spacingBetweenSlices > 0 ? r.file->spacingBetweenSlices
                               : r.frame.sliceThickness > 0     ? r.frame.sliceThickness
                                                                : 1.0;
        const bool reversed = volume::dot(dir, normal) < 0;
        for (int k = 0; k < n; ++k) {
            const int tile = reversed ? n - 1 - k : k;
            DicomSliceInfo s = sliceInfo(r, static_cast<int>(v), normal);
            for (int a = 0; a < 3; ++a)
                s.position[a] = first[a] + dir[a] * spacing * tile;
            s.positionAlongNormal = volume::dot(s.position, normal);
            s.frame = tile;
            entry.info.slices.push_back(s);
        }
    }
}

void fillTransferSyntaxes(const std::vector<ImageRecord>& records, DicomSeriesEntry& entry)
{
    std::set<std::string> seenFiles;
    std::map<std::string, std::string> syntaxes;
    for (const auto& r : records) {
        if (seenFiles.insert(r.file->path).second)
            entry.files.push_back(r.file->path);
        syntaxes.emplace(r.file->transferSyntax, r.file->transferSyntaxName);
    }
    for (const auto& [uid, name] : syntaxes) {
        entry.info.transferSyntaxes.push_back(uid);
        entry.info.transferSyntaxNames.push_back(name);
    }
}

std::string sanitise(const std::string& text)
{
    std::string out;
    for (char c : text) {
        if (std::isalnum(static_cast<unsigned char>(c)))
            out.push_back(c);
        else if (!out.empty() && out.back() != '_')
            out.push_back('_');
    }
    while (!out.empty() && out.back() == '_')
        out.pop_back();
    return out.substr(0, 48);
}

} // namespace

std::string seriesLabel(int seriesNumber, const std::string& description, const std::string& modality)
{
    char prefix[32];
    std::snprintf(prefix, sizeof prefix, "s%03d", seriesNumber);
    std::string label = prefix;
    std::string desc = sanitise(description.empty() ? modality : description);
    if (!desc.empty())
        label += "_" + desc;
    return label;
}

namespace {

std::string makeLabel(const DicomSeriesEntry& e)
{
    std::string label = seriesLabel(e.info.seriesNumber, e.info.seriesDescription, e.info.modality);
    if (e.info.echoNumber > 1)
        label += "_e" + std::to_string(e.info.echoNumber);
    if (!e.info.imageKind.empty())
        label += "_" + e.info.imageKind;
    return label;
}

void makeLabelsUnique(std::vector<DicomSeriesEntry>& entries)
{
    std::map<std::string, int> seen;
    for (auto& e : entries) {
        std::string base = makeLabel(e);
        int& count = seen[base];
        e.label = ++count == 1 ? base : base + "_" + std::to_string(count);
    }
}

DicomSeriesEntry buildEntry(Group& g)
{
    DicomSeriesEntry entry;
    std::vector<std::string> duplicates = removeDuplicateInstances(g.records);
    std::vector<std::string> missing = applyFallbacks(g.records);
    fillSeriesFacts(g.records.front(), entry.info);
    entry.info.geometryProblems = geometryProblems(g.records);
    fillTransferSyntaxes(g.records, entry);
    std::vector<std::string> dropped;
    if (g.records.front().file->mosaicImages > 0)
        arrangeMosaic(g.records, entry);
    else
        arrangeSlices(g.records, entry, dropped);
    if (std::find(missing.begin(), missing.end(), "ImagePositionPatient") != missing.end())
        entry.info.framePlacement = "no usable position: slices stacked in InstanceNumber and frame order";
    // files in the order the slices need them
    std::vector<std::string> ordered;
    std::set<std::string> seen;
    for (const auto& s : entry.info.slices)
        if (seen.insert(s.file).second)
            ordered.push_back(s.file);
    entry.files = ordered;
    std::map<std::string, std::string> sopByFile;
    for (const auto& r : g.records)
        sopByFile.emplace(r.file->path, r.file->sopInstanceUid);
    for (const std::string& file : entry.files)
        entry.info.sopInstanceUids.push_back(sopByFile[file]);
    SeriesFacts facts{g.records.front().file, missing, dropped, duplicates};
    addSeriesFindings(entry, facts);
    return entry;
}

} // namespace

Vec3 sliceNormal(const std::array<double, 6>& o)
{
    return volume::normalized(volume::cross({o[0], o[1], o[2]}, {o[3], o[4], o[5]}));
}

std::vector<DicomSeriesEntry> groupIntoSeries(const std::vector<DicomFileHeader>& headers,
                                              Findings& folderFindings)
{
    std::vector<Group> groups = groupRecords(headers);
    std::vector<DicomSeriesEntry> entries;
    std::map<std::string, std::vector<std::size_t>> byUid;
    for (auto& g : groups) {
        byUid[g.records.front().file->seriesUid + "|" + std::to_string(g.records.front().file->seriesNumber)]
            .push_back(entries.size());
        entries.push_back(buildEntry(g));
    }
    for (const auto& [uid, indices] : byUid)
        if (indices.size() > 1)
            addMixedGeometryFindings(entries, indices);
    std::stable_sort(
        entries.begin(), entries.end(), [](const DicomSeriesEntry& a, const DicomSeriesEntry& b) {
            return std::tie(a.info.studyInstanceUid, a.info.seriesNumber, a.info.seriesInstanceUid) <
                   std::tie(b.info.studyInstanceUid, b.info.seriesNumber, b.info.seriesInstanceUid);
        });
    makeLabelsUnique(entries);
    if (entries.size() > 1)
        folderFindings.push_back(multipleSeriesFinding(entries));
    return entries;
}

volume::Geometry geometryFromSeriesInfo(const DicomSeriesInfo& info)
{
    volume::Geometry g;
    const auto& o = info.imageOrientation;
    const Vec3 row = volume::normalized({o[0], o[1], o[2]});
    const Vec3 col = volume::normalized({o[3], o[4], o[5]});
    const Vec3 n = sliceNormal(o);
    for (int a = 0; a < 3; ++a) {
        g.direction[a][0] = row[a];
        g.direction[a][1] = col[a];
        g.direction[a][2] = n[a];
    }
    const int p = std::max(1, info.slicesPerVolume);
    g.size = {info.columns, info.rows, p};
    if (info.mosaic && info.mosaicTilesPerRow > 0)
        g.size = {info.columns / info.mosaicTilesPerRow, info.rows / info.mosaicTilesPerRow, p};
    g.spacing = {info.pixelSpacing[1] > 0 ? info.pixelSpacing[1] : 1.0,
                 info.pixelSpacing[0] > 0 ? info.pixelSpacing[0] : 1.0, 1.0};
    if (!info.slices.empty())
        g.origin = info.slices.front().position;
    if (p > 1 && static_cast<int>(info.slices.size()) >= p) {
        const double span = info.slices[p - 1].positionAlongNormal - info.slices.front().positionAlongNormal;
        g.spacing[2] = span / (p - 1);
    } else {
        g.spacing[2] = info.spacingBetweenSlices > 0 ? info.spacingBetweenSlices
                       : info.sliceThickness > 0     ? info.sliceThickness
                                                     : 1.0;
    }
    if (!(g.spacing[2] > 0))
        g.spacing[2] = 1.0;
    return g;
}

} // namespace scansleuth::io::detail
