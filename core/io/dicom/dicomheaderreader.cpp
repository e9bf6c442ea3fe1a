// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "io/dicom/dicomheaderreader.h"
#include "io/dicom/dcmtkvalues.h"
#include "base/numberformat.h"
#include "base/strings.h"
#include "io/dicom/segobject.h"
#include "io/dicomparts/siemenscsa.h"

#include <dcmtk/config/osconfig.h>
#include <dcmtk/dcmdata/dcdeftag.h>
#include <dcmtk/dcmdata/dcfilefo.h>
#include <dcmtk/dcmdata/dcmetinf.h>
#include <dcmtk/dcmdata/dcpixel.h>
#include <dcmtk/dcmdata/dcpixseq.h>
#include <dcmtk/dcmdata/dcrledrg.h>
#include <dcmtk/dcmdata/dcvr.h>
#include <dcmtk/dcmdata/dcxfer.h>
#include <dcmtk/dcmjpeg/djdecode.h>
#include <dcmtk/dcmjpls/djdecode.h>
#include <dcmtk/oflog/oflog.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <set>

namespace scansleuth::io::detail {

namespace {

constexpr std::int64_t kMaxFrames = 1 << 20;

int getInt(DcmItem& item, const DcmTagKey& key, int fallback = 0)
{
    return static_cast<int>(getLong(item, key, fallback));
}

// Largest believable coordinate (100 m from the scanner's origin) and pixel spacing (1 m), in mm.
constexpr double kMaxCoordinateMm = 1e5;
constexpr double kMaxPixelSpacingMm = 1e3;

enum class ValueState
{
    Missing,
    Unusable,
    Ok
};

// Reads `count` numbers of a DS/FD attribute. Missing when absent or empty; Unusable when present
// but short, unparsable, NaN or Inf (`why` then says so, with the stored text).
ValueState readNumbers(DcmItem& item, const DcmTagKey& key, double* out, int count, std::string& why)
{
    DcmElement* elem = nullptr;
    if (item.findAndGetElement(key, elem, OFFalse).bad() || !elem || elem->getLength() == 0)
        return ValueState::Missing;
    for (int i = 0; i < count; ++i) {
        Float64 v = 0;
        if (elem->getFloat64(v, static_cast<unsigned long>(i)).bad() || !std::isfinite(v)) {
            OFString text;
            elem->getOFStringArray(text);
            why = "'" + std::string(text.c_str()).substr(0, 80) + "' is not " + std::to_string(count) +
                  " finite number(s)";
            return ValueState::Unusable;
        }
        out[i] = v;
    }
    return ValueState::Ok;
}

std::vector<std::string> splitBackslash(const std::string& s)
{
    std::vector<std::string> parts;
    std::size_t start = 0;
    while (start <= s.size()) {
        std::size_t end = s.find('\\', start);
        if (end == std::string::npos)
            end = s.size();
        parts.push_back(s.substr(start, end - start));
        start = end + 1;
    }
    return parts;
}

// DICOM TM ("HHMMSS.ffffff") or the time part of a DT, in seconds since midnight; 0 when absent.
double parseTime(const std::string& tm)
{
    std::string digits;
    std::size_t i = 0;
    while (i < tm.size() && (std::isdigit(static_cast<unsigned char>(tm[i])) || tm[i] == ':'))
        if (tm[i++] != ':')
            digits.push_back(tm[i - 1]);
    if (digits.size() < 2)
        return 0;
    const std::string_view d = digits;
    const double h = numberOr(d.substr(0, 2));
    const double m = d.size() >= 4 ? numberOr(d.substr(2, 2)) : 0;
    const double s = d.size() >= 6 ? numberOr(d.substr(4, 2)) : 0;
    double frac = 0;
    if (i < tm.size() && tm[i] == '.') {
        std::string f = tm.substr(i);
        std::size_t n = 1;
        while (n < f.size() && std::isdigit(static_cast<unsigned char>(f[n])))
            ++n;
        if (n > 1)
            frac = numberOr(std::string_view(f).substr(0, n)); // ".25": strtod would read 0 under de_DE
    }
    return h * 3600 + m * 60 + s + frac;
}

double parseDateTimeSeconds(const std::string& dt)
{
    return dt.size() > 8 ? parseTime(dt.substr(8)) : 0;
}

// Raw bytes of a (possibly private, VR UN) element.
std::vector<std::byte> rawBytes(DcmItem& item, const DcmTagKey& key)
{
    DcmElement* elem = nullptr;
    if (item.findAndGetElement(key, elem).bad() || !elem || elem->getLength() == 0)
        return {};
    Uint8* data = nullptr;
    if (elem->getUint8Array(data).bad() || !data)
        return {};
    const auto* begin = reinterpret_cast<const std::byte*>(data);
    return {begin, begin + elem->getLength()};
}

void readMosaic(DcmDataset& ds, DicomFileHeader& h)
{
    bool typeSaysMosaic = false;
    for (const auto& t : h.imageType)
        typeSaysMosaic |= (t == "MOSAIC");
    std::vector<std::byte> csa = rawBytes(ds, DcmTagKey(0x0029, 0x1010));
    std::optional<int> images;
    if (!csa.empty()) {
        auto header = parseCsaHeader(csa);
        if (header) {
            images = csaInt(*header, "NumberOfImagesInMosaic");
            auto normal = csaDoubles(*header, "SliceNormalVector");
            if (normal && normal->size() == 3)
                h.csaSliceNormal = volume::Vec3{(*normal)[0], (*normal)[1], (*normal)[2]};
        }
    }
    if (!images || *images <= 0) {
        std::vector<std::byte> raw = rawBytes(ds, DcmTagKey(0x0019, 0x100a));
        if (raw.size() >= 2)
            images = static_cast<int>(std::to_integer<unsigned>(raw[0]) |
                                      (std::to_integer<unsigned>(raw[1]) << 8));
    }
    const int tilesPerRow =
        images && *images > 0 ? static_cast<int>(std::ceil(std::sqrt(double(*images)))) : 0;
    if (images && *images > 0 && tilesPerRow > std::min(h.rows, h.columns))
        h.mosaicImages = -1; // more tiles than pixels: the count cannot be right
    else if ((typeSaysMosaic || (images && *images > 1)) && images && *images > 0)
        h.mosaicImages = *images;
    else if (typeSaysMosaic)
        h.mosaicImages = -1; // a mosaic whose image count is unknown
}

// Why a frame's position, orientation or spacing is unusable; empty when usable or absent.
struct FrameProblems
{
    std::string position, orientation, spacing;
};

void readGeometryValue(DcmItem& item, const DcmTagKey& key, double* out, int count, bool& has,
                       std::string& problem)
{
    std::string why;
    const ValueState state = readNumbers(item, key, out, count, why);
    has = state == ValueState::Ok;
    problem = state == ValueState::Unusable ? why : std::string();
}

std::string kindFromTokens(const std::string& text)
{
    return frameKind(splitBackslash(text));
}

// The Philips private scale slope (2005,100E) of `item`, 0 when absent. It belongs to the block the
// private creator (2005,0010) "Philips MR Imaging DD 001" reserves; an item without that creator (an
// anonymiser dropped it) is trusted only when the file says Philips made it, as dcm2niix does.
double philipsScaleSlope(DcmItem& item, bool philipsFile)
{
    const std::string creator = getString(item, DcmTagKey(0x2005, 0x0010));
    if (!(creator == "Philips MR Imaging DD 001" || (creator.empty() && philipsFile)))
        return 0;
    DcmElement* elem = nullptr;
    if (item.findAndGetElement(DcmTagKey(0x2005, 0x100E), elem, OFFalse).bad() || !elem)
        return 0;
    Float32 v = 0;
    if (elem->ident() == EVR_FL && elem->getFloat32(v).good())
        return std::isfinite(v) && v > 0 ? v : 0;
    std::vector<std::byte> raw = rawBytes(item, DcmTagKey(0x2005, 0x100E)); // VR UN: the FL's 4 bytes
    if (raw.size() != 4)
        return 0;
    std::memcpy(&v, raw.data(), 4); // implicit VR little endian, as Philips writes it
    return std::isfinite(v) && v > 0 ? v : 0;
}

// In an enhanced object the scale slope sits in the frame's private sequence (2005,140F), per-frame first.
double philipsFrameScaleSlope(DcmItem* perFrame, DcmItem* shared, bool philipsFile)
{
    for (DcmItem* group : {perFrame, shared}) {
        DcmItem* item = nullptr;
        if (group && group->findAndGetSequenceItem(DcmTagKey(0x2005, 0x140F), item, 0).good() && item)
            if (double ss = philipsScaleSlope(*item, philipsFile); ss > 0)
                return ss;
    }
    return 0;
}

// Fills `f` from the classic (top-level) attributes. RT Dose has no rescale but DoseGridScaling.
void readClassicFrame(DcmItem& ds, bool philips, DicomFrameHeader& f, FrameProblems& p)
{
    readGeometryValue(ds, DCM_ImagePositionPatient, f.position.data(), 3, f.hasPosition, p.position);
    readGeometryValue(ds, DCM_ImageOrientationPatient, f.orientation.data(), 6, f.hasOrientation,
                      p.orientation);
    readGeometryValue(ds, DCM_PixelSpacing, f.pixelSpacing.data(), 2, f.hasSpacing, p.spacing);
    f.sliceThickness = getDouble(ds, DCM_SliceThickness);
    if (std::abs(f.sliceThickness) > kMaxPixelSpacingMm)
        f.sliceThickness = 0; // absurd: as if absent
    f.slope = getDouble(ds, DCM_RescaleSlope, 1.0);
    f.intercept = getDouble(ds, DCM_RescaleIntercept, 0.0);
    if (!ds.tagExists(DCM_RescaleSlope) && getDouble(ds, DCM_DoseGridScaling) > 0)
        f.slope = getDouble(ds, DCM_DoseGridScaling);
    if (f.slope == 0)
        f.slope = 1;
    f.philipsScaleSlope = philipsScaleSlope(ds, philips);
    f.units = getString(ds, DCM_DoseUnits);
    f.temporalIndex = getInt(ds, DCM_TemporalPositionIdentifier);
    f.frameTime = parseTime(getString(ds, DCM_AcquisitionTime));
}

// Looks for a functional group macro in the per-frame item first, then in the shared item.
DcmItem* functionalGroup(DcmItem* perFrame, DcmItem* shared, const DcmTagKey& sequence)
{
    DcmItem* found = nullptr;
    if (perFrame && perFrame->findAndGetSequenceItem(sequence, found, 0).good() && found)
        return found;
    if (shared && shared->findAndGetSequenceItem(sequence, found, 0).good() && found)
        return found;
    return nullptr;
}

// The frame's kind from its <modality> Image Frame Type macro (MR, CT, PET... each has its own
// sequence; all hold FrameType and, for MR, ComplexImageComponent).
void readFrameKind(DcmItem* perFrame, DcmItem* shared, DicomFrameHeader& f)
{
    for (DcmItem* group : {perFrame, shared}) {
        for (unsigned long i = 0; group && i < group->card(); ++i) {
            DcmElement* e = group->getElement(i);
            if (!e || e->ident() != EVR_SQ)
                continue;
            DcmItem* item = static_cast<DcmSequenceOfItems*>(e)->getItem(0);
            if (!item || !(item->tagExists(DCM_FrameType) || item->tagExists(DCM_ComplexImageComponent)))
                continue;
            f.kind = kindFromTokens(getString(*item, DCM_ComplexImageComponent));
            if (f.kind.empty())
                f.kind = kindFromTokens(getString(*item, DCM_FrameType));
            return;
        }
    }
}

// Units of the frame's values: RescaleType of the Pixel Value Transformation, then the Real World
// Value Mapping's measurement units (or its LUTLabel).
void readFrameUnits(DcmItem* perFrame, DcmItem* shared, DicomFrameHeader& f)
{
    std::string units;
    if (DcmItem* pv = functionalGroup(perFrame, shared, DCM_PixelValueTransformationSequence))
        units = getString(*pv, DCM_RescaleType);
    if (units == "US")
        units.clear(); // "unspecified": says nothing about the values
    if (DcmItem* rw = functionalGroup(perFrame, shared, DCM_RealWorldValueMappingSequence)) {
        std::string u;
        DcmItem* code = nullptr;
        if (rw->findAndGetSequenceItem(DCM_MeasurementUnitsCodeSequence, code, 0).good() && code)
            u = getString(*code, DCM_CodeValue);
        if (u.empty())
            u = getString(*rw, DCM_LUTLabel);
        if (!u.empty())
            units += (units.empty() ? "" : ", ") + u;
    }
    if (!units.empty())
        f.units = units;
}

void readEnhancedFrame(DcmItem* perFrame, DcmItem* shared, bool philips, DicomFrameHeader& f,
                       FrameProblems& p)
{
    if (DcmItem* pos = functionalGroup(perFrame, shared, DCM_PlanePositionSequence))
        readGeometryValue(*pos, DCM_ImagePositionPatient, f.position.data(), 3, f.hasPosition, p.position);
    if (DcmItem* ori = functionalGroup(perFrame, shared, DCM_PlaneOrientationSequence))
        readGeometryValue(*ori, DCM_ImageOrientationPatient, f.orientation.data(), 6, f.hasOrientation,
                          p.orientation);
    if (DcmItem* pm = functionalGroup(perFrame, shared, DCM_PixelMeasuresSequence)) {
        readGeometryValue(*pm, DCM_PixelSpacing, f.pixelSpacing.data(), 2, f.hasSpacing, p.spacing);
        f.sliceThickness = getDouble(*pm, DCM_SliceThickness, f.sliceThickness);
    }
    if (DcmItem* pv = functionalGroup(perFrame, shared, DCM_PixelValueTransformationSequence)) {
        f.slope = getDouble(*pv, DCM_RescaleSlope, f.slope);
        f.intercept = getDouble(*pv, DCM_RescaleIntercept, f.intercept);
        if (f.slope == 0)
            f.slope = 1;
    }
    if (double ss = philipsFrameScaleSlope(perFrame, shared, philips); ss > 0)
        f.philipsScaleSlope = ss;
    if (DcmItem* fc = functionalGroup(perFrame, shared, DCM_FrameContentSequence)) {
        f.temporalIndex = getInt(*fc, DCM_TemporalPositionIndex, f.temporalIndex);
        f.stackPosition = getInt(*fc, DCM_InStackPositionNumber);
        double t = parseDateTimeSeconds(getString(*fc, DCM_FrameAcquisitionDateTime));
        if (t > 0)
            f.frameTime = t;
    }
    readFrameKind(perFrame, shared, f);
    readFrameUnits(perFrame, shared, f);
}

// A position beyond 100 m, cosines that are not (nearly) unit and orthogonal (zero, collinear), or a
// spacing that is not in (0, 1 m] count as unusable: the fallbacks and dicom.missing_geometry /
// dicom.frames_without_geometry take over, and `p` says why.
void rejectImplausibleGeometry(DicomFrameHeader& f, FrameProblems& p)
{
    if (f.hasPosition && std::any_of(f.position.begin(), f.position.end(),
                                     [](double x) { return std::abs(x) > kMaxCoordinateMm; })) {
        f.hasPosition = false;
        p.position = "a coordinate lies more than 100 m from the origin";
    }
    const volume::Vec3 row{f.orientation[0], f.orientation[1], f.orientation[2]};
    const volume::Vec3 col{f.orientation[3], f.orientation[4], f.orientation[5]};
    if (f.hasOrientation &&
        (std::abs(volume::norm(row) - 1) > 0.01 || std::abs(volume::norm(col) - 1) > 0.01 ||
         std::abs(volume::dot(row, col)) > 0.01)) {
        f.hasOrientation = false;
        p.orientation = "the row and column cosines are not unit-length and orthogonal";
    }
    if (f.hasSpacing &&
        !(f.pixelSpacing[0] > 0 && f.pixelSpacing[1] > 0 && f.pixelSpacing[0] <= kMaxPixelSpacingMm &&
          f.pixelSpacing[1] <= kMaxPixelSpacingMm)) {
        f.hasSpacing = false;
        p.spacing = "a spacing is not positive or exceeds 1 m";
    }
    if (!f.hasSpacing)
        f.pixelSpacing = {1, 1};
}

// At most this many distinct problem lines per file (a million frames may each hold another NaN).
constexpr std::size_t kMaxProblemLines = 20;

void addProblems(const DicomFrameHeader& f, const FrameProblems& p, std::set<std::string>& out)
{
    if (out.size() >= kMaxProblemLines)
        return;
    if (!f.hasPosition && !p.position.empty())
        out.insert("ImagePositionPatient (0020,0032): " + p.position);
    if (!f.hasOrientation && !p.orientation.empty())
        out.insert("ImageOrientationPatient (0020,0037): " + p.orientation);
    if (!f.hasSpacing && !p.spacing.empty())
        out.insert("PixelSpacing (0028,0030): " + p.spacing);
}

// RT Dose and other multi-frame objects without per-frame positions: frame k lies offset[k] mm
// along the normal (row x column cosine) from ImagePositionPatient when the first offset is 0
// (relative form), else at offset[k] along the normal (absolute form: the z coordinates of an
// axial grid, PS3.3 C.8.8.3.2). Offsets that cannot place the frames leave them without position.
void placeByGridFrameOffsets(DcmDataset& ds, DicomFileHeader& h, std::set<std::string>& problems)
{
    const std::string tag = "GridFrameOffsetVector (3004,000C)";
    DcmElement* elem = nullptr;
    ds.findAndGetElement(DCM_GridFrameOffsetVector, elem, OFFalse);
    auto unusable = [&](const std::string& why) {
        problems.insert(tag + ": " + why);
        for (auto& f : h.frames)
            f.hasPosition = false;
    };
    const unsigned long count = elem->getVM();
    if (count != h.frames.size())
        return unusable("holds " + std::to_string(count) + " offsets for " + std::to_string(h.frames.size()) +
                        " frames");
    std::vector<double> offsets(count);
    for (unsigned long k = 0; k < count; ++k)
        if (elem->getFloat64(offsets[k], k).bad() || !std::isfinite(offsets[k]) ||
            std::abs(offsets[k]) > kMaxCoordinateMm)
            return unusable("offset " + std::to_string(k + 1) + " is not a finite number of mm");
    const DicomFrameHeader first = h.frames.front();
    if (!first.hasPosition || !first.hasOrientation)
        return unusable(
            "cannot place frames without a usable ImagePositionPatient and ImageOrientationPatient");
    const bool relative = offsets.front() == 0;
    const volume::Vec3 n =
        volume::normalized(volume::cross({first.orientation[0], first.orientation[1], first.orientation[2]},
                                         {first.orientation[3], first.orientation[4], first.orientation[5]}));
    const double base = relative ? 0.0 : volume::dot(first.position, n);
    for (std::size_t k = 0; k < h.frames.size(); ++k)
        for (int a = 0; a < 3; ++a)
            h.frames[k].position[a] = first.position[a] + (offsets[k] - base) * n[a];
    h.framePlacement =
        tag + (relative ? ", offsets from ImagePositionPatient along the slice normal"
                        : ", absolute coordinates along the slice normal (first offset not 0)");
    // The absolute form's first offset should be ImagePositionPatient's own coordinate; say when not.
    if (!relative && std::abs(offsets.front() - base) > 0.01)
        h.framePlacement += "; frame 1 lies " + formatNumber(offsets.front() - base) +
                            " mm from ImagePositionPatient along the normal";
}

void readFrames(DcmDataset& ds, DicomFileHeader& h)
{
    DicomFrameHeader base;
    FrameProblems baseProblems;
    const bool philips = toLower(h.manufacturer).find("philips") != std::string::npos;
    readClassicFrame(ds, philips, base, baseProblems);
    DcmItem* shared = nullptr;
    ds.findAndGetSequenceItem(DCM_SharedFunctionalGroupsSequence, shared, 0);
    DcmSequenceOfItems* perFrameSeq = nullptr;
    ds.findAndGetSequence(DCM_PerFrameFunctionalGroupsSequence, perFrameSeq);
    h.multiFrame = shared || perFrameSeq;
    // Enhanced MR keeps TR in the shared MR Timing functional group.
    if (DcmItem* timing =
            shared ? functionalGroup(nullptr, shared, DCM_MRTimingAndRelatedParametersSequence) : nullptr;
        timing && h.repetitionTime == 0)
        h.repetitionTime = getDouble(*timing, DCM_RepetitionTime);
    h.frames.assign(static_cast<std::size_t>(h.numberOfFrames), base);
    std::set<std::string> found;
    bool perFramePositions = false;
    for (std::size_t i = 0; i < h.frames.size(); ++i) {
        DicomFrameHeader& f = h.frames[i];
        f.frame = static_cast<int>(i);
        FrameProblems problems = baseProblems;
        if (h.multiFrame) {
            DcmItem* perFrame = perFrameSeq && i < perFrameSeq->card() ? perFrameSeq->getItem(i) : nullptr;
            perFramePositions |= perFrame && perFrame->tagExists(DCM_PlanePositionSequence);
            readEnhancedFrame(perFrame, shared, philips, f, problems);
        }
        rejectImplausibleGeometry(f, problems);
        addProblems(f, problems, found);
    }
    if (perFramePositions)
        h.framePlacement = "PlanePositionSequence (0020,9113) of each frame";
    else if (h.frames.size() > 1 && ds.tagExists(DCM_GridFrameOffsetVector))
        placeByGridFrameOffsets(ds, h, found);
    else if (h.frames.size() > 1)
        h.framePlacement = "one ImagePositionPatient (0020,0032) for all frames: the frames are time points";
    h.geometryProblems.assign(found.begin(), found.end());
}

bool readBytesAt(const std::string& path, std::int64_t offset, char* out, std::size_t n)
{
    std::ifstream in(path, std::ios::binary);
    in.seekg(offset);
    return in && in.read(out, static_cast<std::streamsize>(n)) &&
           in.gcount() == static_cast<std::streamsize>(n);
}

// Where the native pixel data value starts: file size minus the value and everything after it,
// verified against the element header found just before it.
void locateNativePixelData(DcmDataset& ds, DcmElement* pixel, const DcmXfer& xfer, DicomFileHeader& h)
{
    unsigned long index = 0, count = ds.card();
    while (index < count && ds.getElement(index) != pixel)
        ++index;
    if (index == count)
        return;
    std::uint64_t trailing = 0;
    for (unsigned long i = index + 1; i < count; ++i) {
        DcmElement* e = ds.getElement(i);
        if (!e || e->ident() == EVR_SQ || e->getLengthField() == DCM_UndefinedLength)
            return;
        trailing += e->calcElementLength(xfer.getXfer(), EET_ExplicitLength);
    }
    const std::uint64_t length = pixel->getLengthField();
    if (length == DCM_UndefinedLength || length + trailing + 12 > h.fileSize)
        return;
    const std::int64_t offset = static_cast<std::int64_t>(h.fileSize - trailing - length);
    unsigned char head[12];
    if (!readBytesAt(h.path, offset - 12, reinterpret_cast<char*>(head), sizeof head))
        return;
    const bool be = xfer.isBigEndian();
    const unsigned char* tag = xfer.isExplicitVR() ? head : head + 4;
    const unsigned char expectTag[4] = {
        static_cast<unsigned char>(be ? 0x7F : 0xE0), static_cast<unsigned char>(be ? 0xE0 : 0x7F),
        static_cast<unsigned char>(be ? 0x00 : 0x10), static_cast<unsigned char>(be ? 0x10 : 0x00)};
    const unsigned char* len = head + 8;
    std::uint32_t stored = be ? (len[0] << 24 | len[1] << 16 | len[2] << 8 | len[3])
                              : (len[3] << 24 | len[2] << 16 | len[1] << 8 | len[0]);
    if (std::memcmp(tag, expectTag, 4) != 0 || stored != length)
        return;
    h.pixelValueOffset = offset;
    h.pixelValueLength = length;
}

Status readPixelFacts(DcmDataset& ds, const DcmXfer& xfer, DicomFileHeader& h)
{
    DcmElement* pixel = nullptr;
    if (ds.findAndGetElement(DCM_PixelData, pixel, OFFalse).bad() || !pixel)
        return makeError(ErrorKind::NotFound, "The DICOM object holds no image.", kNoPixelData);
    h.hasPixelData = true;
    h.encapsulated = xfer.isEncapsulated();
    h.bigEndian = xfer.isBigEndian();
    const std::uint64_t need = frameBytes(h) * static_cast<std::uint64_t>(h.numberOfFrames);
    if (h.encapsulated) {
        DcmPixelSequence* seq = nullptr;
        auto* pd = dynamic_cast<DcmPixelData*>(pixel);
        if (pd && pd->getEncapsulatedRepresentation(xfer.getXfer(), nullptr, seq).good() && seq &&
            seq->card() < static_cast<unsigned long>(h.numberOfFrames) + 1)
            return makeError(ErrorKind::Corrupt,
                             "The compressed pixel data holds fewer fragments than frames.",
                             "encapsulated pixel data with " + std::to_string(seq->card()) + " items for " +
                                 std::to_string(h.numberOfFrames) + " frames");
        return {};
    }
    const std::uint64_t length = pixel->getLengthField();
    if (length != DCM_UndefinedLength && length > h.fileSize)
        return makeError(ErrorKind::Corrupt,
                         "The DICOM file is truncated: its pixel data ends past the end of the file.",
                         h.path + ": PixelData length " + std::to_string(length) + ", file size " +
                             std::to_string(h.fileSize));
    if (length == 0)
        return makeError(ErrorKind::Corrupt, "The pixel data is empty.", "PixelData length 0");
    if (length < need && h.bitsAllocated != 1)
        return makeError(ErrorKind::Corrupt,
                         "The pixel data is shorter than the image size the header states.",
                         "PixelData length " + std::to_string(length) + " < " + std::to_string(need));
    if (xfer.getStreamCompression() == ESC_none)
        locateNativePixelData(ds, pixel, xfer, h);
    return {};
}

Status checkImageSize(DicomFileHeader& h)
{
    if (h.rows <= 0 || h.columns <= 0)
        return makeError(ErrorKind::Corrupt, "The image has no rows or columns.",
                         "Rows " + std::to_string(h.rows) + ", Columns " + std::to_string(h.columns));
    if (h.numberOfFrames <= 0 || h.numberOfFrames > kMaxFrames)
        return makeError(ErrorKind::Corrupt, "The file states an impossible number of frames.",
                         "NumberOfFrames " + std::to_string(h.numberOfFrames));
    const std::uint64_t bytes = frameBytes(h);
    if (bytes != 0 && bytes * static_cast<std::uint64_t>(h.numberOfFrames) > (std::uint64_t{1} << 40))
        return makeError(ErrorKind::TooLarge, "The image is larger than this program can load.",
                         std::to_string(h.rows) + "x" + std::to_string(h.columns) + "x" +
                             std::to_string(h.numberOfFrames) + " frames");
    return {};
}

void readIdentity(DcmDataset& ds, DicomFileHeader& h)
{
    h.sopClassUid = getString(ds, DCM_SOPClassUID);
    h.sopInstanceUid = getString(ds, DCM_SOPInstanceUID);
    h.studyUid = getString(ds, DCM_StudyInstanceUID);
    h.seriesUid = getString(ds, DCM_SeriesInstanceUID);
    h.patientId = getString(ds, DCM_PatientID);
    h.patientName = getString(ds, DCM_PatientName);
    h.patientBirthDate = getString(ds, DCM_PatientBirthDate);
    h.studyDate = getString(ds, DCM_StudyDate);
    h.modality = getString(ds, DCM_Modality);
    h.manufacturer = getString(ds, DCM_Manufacturer);
    h.seriesDescription = getString(ds, DCM_SeriesDescription);
    h.patientSex = getString(ds, DCM_PatientSex);
    h.accessionNumber = getString(ds, DCM_AccessionNumber);
    h.frameOfReferenceUid = getString(ds, DCM_FrameOfReferenceUID);
    h.manufacturerModelName = getString(ds, DCM_ManufacturerModelName);
    h.protocolName = getString(ds, DCM_ProtocolName);
    h.convolutionKernel = getString(ds, DCM_ConvolutionKernel);
    h.magneticFieldStrength = getString(ds, DCM_MagneticFieldStrength);
    h.kvp = getString(ds, DCM_KVP);
    h.institutionName = getString(ds, DCM_InstitutionName);
    h.bodyPartExamined = getString(ds, DCM_BodyPartExamined);
    h.photometric = getString(ds, DCM_PhotometricInterpretation);
    std::string type = getString(ds, DCM_ImageType);
    if (!type.empty())
        h.imageType = splitBackslash(type);
    h.seriesNumber = getInt(ds, DCM_SeriesNumber);
    h.instanceNumber = getInt(ds, DCM_InstanceNumber);
    h.acquisitionNumber = getInt(ds, DCM_AcquisitionNumber);
    h.echoNumber = getInt(ds, DCM_EchoNumbers);
    h.echoTime = getDouble(ds, DCM_EchoTime);
    h.repetitionTime = getDouble(ds, DCM_RepetitionTime);
    h.rows = getInt(ds, DCM_Rows);
    h.columns = getInt(ds, DCM_Columns);
    h.bitsAllocated = getInt(ds, DCM_BitsAllocated);
    h.bitsStored = getInt(ds, DCM_BitsStored, h.bitsAllocated);
    h.pixelRepresentation = getInt(ds, DCM_PixelRepresentation);
    h.samplesPerPixel = getInt(ds, DCM_SamplesPerPixel, 1);
    h.numberOfFrames = getInt(ds, DCM_NumberOfFrames, 1);
    h.spacingBetweenSlices = getDouble(ds, DCM_SpacingBetweenSlices);
    if (std::abs(h.spacingBetweenSlices) > kMaxPixelSpacingMm)
        h.spacingBetweenSlices = 0; // absurd: as if absent
    h.gantryTilt = getDouble(ds, DCM_GantryDetectorTilt);
}

// SEG and RTSTRUCT objects: note their kind and the series they reference; true for them.
bool readSegmentationReference(DcmDataset& ds, DicomFileHeader& h)
{
    DcmItem* item = nullptr;
    if (h.sopClassUid == kSegmentationStorageUid || h.sopClassUid == kLabelMapSegmentationStorageUid) {
        h.segmentationKind = "seg";
        if (ds.findAndGetSequenceItem(DCM_ReferencedSeriesSequence, item, 0).good() && item)
            h.referencedSeriesUid = getString(*item, DCM_SeriesInstanceUID);
        return true;
    }
    if (h.sopClassUid != kRtStructureSetStorageUid)
        return false;
    h.segmentationKind = "rtstruct";
    DcmItem *study = nullptr, *series = nullptr;
    if (ds.findAndGetSequenceItem(DCM_ReferencedFrameOfReferenceSequence, item, 0).good() && item &&
        item->findAndGetSequenceItem(DCM_RTReferencedStudySequence, study, 0).good() && study &&
        study->findAndGetSequenceItem(DCM_RTReferencedSeriesSequence, series, 0).good() && series)
        h.referencedSeriesUid = getString(*series, DCM_SeriesInstanceUID);
    return true;
}

Result<DicomFileHeader> parseLoaded(DcmFileFormat& file, const std::string& path)
{
    DcmDataset& ds = *file.getDataset();
    DicomFileHeader h;
    h.path = path;
    std::error_code ec;
    h.fileSize = std::filesystem::file_size(path, ec);
    const DcmXfer xfer(ds.getOriginalXfer());
    h.transferSyntax = xfer.getXferID();
    h.transferSyntaxName = xfer.getXferName();
    if (ds.getOriginalXfer() == EXS_Unknown) {
        {
            OFString uid;
            file.getMetaInfo()->findAndGetOFString(DCM_TransferSyntaxUID, uid);
            h.transferSyntax = uid.c_str();
        }
        h.transferSyntaxName = "unknown transfer syntax";
    }
    readIdentity(ds, h);
    if (readSegmentationReference(ds, h))
        return h;
    if (!ds.tagExists(DCM_PixelData))
        return makeError(ErrorKind::NotFound, "The DICOM object holds no image.", kNoPixelData);
    if (Status s = checkImageSize(h); !s)
        return s.error();
    if (Status s = readPixelFacts(ds, xfer, h); !s)
        return s.error();
    readFrames(ds, h);
    readMosaic(ds, h);
    return h;
}

} // namespace

std::uint64_t frameBytes(const DicomFileHeader& h)
{
    if (h.rows <= 0 || h.columns <= 0 || h.bitsAllocated <= 0 || h.samplesPerPixel <= 0)
        return 0;
    const std::uint64_t bits = static_cast<std::uint64_t>(h.rows) * static_cast<std::uint64_t>(h.columns) *
                               static_cast<std::uint64_t>(h.bitsAllocated) *
                               static_cast<std::uint64_t>(h.samplesPerPixel);
    return (bits + 7) / 8;
}

void initialiseDcmtk()
{
    static std::once_flag once;
    std::call_once(once, [] {
        OFLog::getLogger("dcmtk").setLogLevel(OFLogger::OFF_LOG_LEVEL);
        // Anonymisers and PACS store known elements with VR UN; read them with the dictionary's VR
        // (otherwise Modality reads as hex bytes and ImagePositionPatient as absent).
        dcmEnableUnknownVRConversion.set(OFTrue);
        DJDecoderRegistration::registerCodecs();
        DJLSDecoderRegistration::registerCodecs();
        DcmRLEDecoderRegistration::registerCodecs();
    });
}

Result<DicomFileHeader> readDicomFileHeader(const std::string& path)
{
    initialiseDcmtk();
    try {
        DcmFileFormat file;
        OFCondition cond = file.loadFile(path.c_str(), EXS_Unknown, EGL_noChange, kMaxReadLength);
        if (cond.bad())
            return makeError(ErrorKind::Corrupt,
                             "The DICOM file is damaged or truncated and could not be parsed.",
                             path + ": " + cond.text());
        return parseLoaded(file, path);
    } catch (const std::exception& e) {
        return makeError(ErrorKind::Corrupt, "The DICOM file could not be parsed.", path + ": " + e.what());
    }
}

} // namespace scansleuth::io::detail
