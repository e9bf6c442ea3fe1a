// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Reading a DICOM Segmentation. The dataset is loaded without its pixel data (values over 16 KiB stay on
// disk); the functional groups are read with dcmdata directly (dcmfg's FGInterface builds an object per
// group per frame, which costs more than the rest of the read together on a SEG of thousands of frames), each
// segment's facts through dcmseg's DcmSegment, and native pixel data with one pread at its offset in the
// file. Binary frames stay packed as stored (segobject.h). The DCMTK 3.6.7 traps are in docs/dicom-seg.md.
#include "io/dicom/dcmtkvalues.h"
#include "io/dicom/segobjectreader.h"

#include "base/parallel.h"
#include "io/dicom/dicomheaderreader.h"
#include "io/dicom/segcolour.h"
#include "io/dicomparts/functionalgroups.h"
#include "volume/voxelbuffer.h"

#include <dcmtk/config/osconfig.h>
#include <dcmtk/dcmdata/dcdeftag.h>
#include <dcmtk/dcmdata/dcfilefo.h>
#include <dcmtk/dcmdata/dcistrmf.h>
#include <dcmtk/dcmdata/dcpixel.h>
#include <dcmtk/dcmdata/dcsequen.h>
#include <dcmtk/dcmdata/dcuid.h>
#include <dcmtk/dcmdata/dcxfer.h>
#include <dcmtk/dcmseg/segment.h>
#include <dcmtk/dcmseg/segtypes.h>

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <limits>
#include <memory>
#include <optional>
#include <set>
#include <unistd.h>

namespace scansleuth::io::detail {

namespace {

constexpr long kMaxFrames = 1 << 20;

// `count` finite numbers of a DS/FD attribute, or false.
bool getNumbers(DcmItem& item, const DcmTagKey& key, double* out, unsigned long count)
{
    for (unsigned long i = 0; i < count; ++i) {
        Float64 v = 0;
        if (item.findAndGetFloat64(key, v, i).bad() || !std::isfinite(v))
            return false;
        out[i] = v;
    }
    return true;
}

DcmItem* firstItem(DcmItem& item, const DcmTagKey& sequence)
{
    DcmItem* out = nullptr;
    if (item.findAndGetSequenceItem(sequence, out, 0).bad())
        return nullptr;
    return out;
}

CodedTerm codedTerm(CodeSequenceMacro& code)
{
    OFString value, scheme, meaning;
    code.getCodeValue(value);
    if (value.empty())
        code.getLongCodeValue(value);
    if (value.empty())
        code.getURNCodeValue(value);
    code.getCodingSchemeDesignator(scheme);
    code.getCodeMeaning(meaning);
    return {value.c_str(), scheme.c_str(), meaning.c_str()};
}

Error corrupt(const std::string& message, const std::string& path, const std::string& detail)
{
    return makeError(ErrorKind::Corrupt, message, path + ": " + detail);
}

// One SegmentSequence item. SegmentNumber is read here: DcmSegment::getSegmentNumber() asks the
// DcmSegmentation it belongs to for the item's position (DcmSegmentation::getSegment(n) goes by position,
// not by SegmentNumber), and a DcmSegment read on its own answers 0.
Result<SegmentFacts> readSegment(DcmItem& item, const std::string& path)
{
    SegmentFacts f;
    const long number = getLong(item, DCM_SegmentNumber, -1);
    if (number < 1 || number > 65535)
        return corrupt("A segment of the SEG has no valid SegmentNumber.", path,
                       "SegmentNumber " + std::to_string(number));
    f.number = static_cast<int>(number);
    // DcmSegment's default constructor is protected: create() makes one with initial values that read()
    // then replaces with the item's.
    CodeSequenceMacro initial("1", "99", "initial");
    DcmSegment* made = nullptr;
    if (DcmSegment::create(made, "initial", initial, initial, DcmSegTypes::SAT_MANUAL).bad() || !made)
        return makeError(ErrorKind::Corrupt, "The SEG's segments could not be read.", path);
    std::unique_ptr<DcmSegment> segment(made);
    segment->read(item);
    OFString text;
    if (segment->getSegmentLabel(text).good())
        f.label = text.c_str();
    if (segment->getSegmentDescription(text).good())
        f.description = text.c_str();
    if (segment->getSegmentAlgorithmName(text).good())
        f.algorithmName = text.c_str();
    const DcmSegTypes::E_SegmentAlgoType algo = segment->getSegmentAlgorithmType();
    f.algorithmType = algo == DcmSegTypes::SAT_UNKNOWN ? getString(item, DCM_SegmentAlgorithmType)
                                                       : DcmSegTypes::algoType2OFString(algo).c_str();
    f.category = codedTerm(segment->getSegmentedPropertyCategoryCode());
    f.type = codedTerm(segment->getSegmentedPropertyTypeCode());
    Uint16 L = 0, a = 0, b = 0;
    if (segment->getRecommendedDisplayCIELabValue(L, a, b).good())
        f.rgb = cieLabToSrgb(L, a, b);
    return f;
}

Status readSegments(DcmDataset& ds, DicomSegObject& seg)
{
    DcmSequenceOfItems* sq = nullptr;
    if (ds.findAndGetSequence(DCM_SegmentSequence, sq).bad() || !sq || sq->card() == 0)
        return corrupt("The SEG describes no segment.", seg.path, "SegmentSequence missing or empty");
    std::set<int> seen;
    for (DcmObject* o = sq->nextInContainer(nullptr); o; o = sq->nextInContainer(o)) {
        auto* item = dynamic_cast<DcmItem*>(o);
        if (!item)
            continue;
        auto facts = readSegment(*item, seg.path);
        if (!facts)
            return facts.error();
        if (!seen.insert(facts->number).second)
            return corrupt("Two segments of the SEG have the same SegmentNumber.", seg.path,
                           "SegmentNumber " + std::to_string(facts->number));
        seg.segments.push_back(std::move(*facts));
    }
    return {};
}

// What one functional groups item says, read with DCMTK (the scanner in functionalgroups.cpp reads the same
// facts without it).
FrameGroupFacts groupFacts(DcmItem& item)
{
    FrameGroupFacts f;
    const auto numbers = [](DcmItem& from, const DcmTagKey& key, auto& out) {
        typename std::decay_t<decltype(out)>::value_type v{};
        if (getNumbers(from, key, v.data(), v.size()))
            out = v;
    };
    const auto number = [](DcmItem& from, const DcmTagKey& key, std::optional<double>& out) {
        double v = 0;
        if (getNumbers(from, key, &v, 1))
            out = v;
    };
    const auto integer = [](DcmItem& from, const DcmTagKey& key, std::optional<long>& out) {
        const long missing = std::numeric_limits<long>::min();
        if (const long v = getLong(from, key, missing); v != missing)
            out = v;
    };
    if (DcmItem* p = firstItem(item, DCM_PlanePositionSequence)) {
        f.hasPlanePosition = true;
        numbers(*p, DCM_ImagePositionPatient, f.position);
    }
    if (DcmItem* o = firstItem(item, DCM_PlaneOrientationSequence)) {
        f.hasPlaneOrientation = true;
        numbers(*o, DCM_ImageOrientationPatient, f.orientation);
    }
    if (DcmItem* m = firstItem(item, DCM_PixelMeasuresSequence)) {
        f.hasPixelMeasures = true;
        numbers(*m, DCM_PixelSpacing, f.pixelSpacing);
        number(*m, DCM_SliceThickness, f.sliceThickness);
        number(*m, DCM_SpacingBetweenSlices, f.spacingBetweenSlices);
    }
    if (DcmItem* s = firstItem(item, DCM_SegmentIdentificationSequence)) {
        f.hasSegmentIdentification = true;
        integer(*s, DCM_ReferencedSegmentNumber, f.referencedSegmentNumber);
    }
    if (DcmItem* d = firstItem(item, DCM_DerivationImageSequence)) {
        f.hasDerivationImage = true;
        if (DcmItem* src = firstItem(*d, DCM_SourceImageSequence)) {
            f.hasSourceImage = true;
            f.referencedSopInstanceUid = getString(*src, DCM_ReferencedSOPInstanceUID);
            integer(*src, DCM_ReferencedFrameNumber, f.referencedFrameNumber);
        }
    }
    return f;
}

// A frame's facts: each functional group from the frame's own item when it has that group, else from the
// shared item.
void readFrame(const FrameGroupFacts* own, const FrameGroupFacts* shared, SegFrame& f)
{
    const auto pick = [&](bool FrameGroupFacts::*has) -> const FrameGroupFacts* {
        if (own && own->*has)
            return own;
        return shared && shared->*has ? shared : nullptr;
    };
    if (const FrameGroupFacts* g = pick(&FrameGroupFacts::hasPlanePosition); g && g->position) {
        f.hasPosition = true;
        f.position = {(*g->position)[0], (*g->position)[1], (*g->position)[2]};
    }
    if (const FrameGroupFacts* g = pick(&FrameGroupFacts::hasPlaneOrientation); g && g->orientation)
        f.orientation = *g->orientation;
    if (const FrameGroupFacts* g = pick(&FrameGroupFacts::hasPixelMeasures)) {
        if (g->pixelSpacing)
            f.pixelSpacing = *g->pixelSpacing;
        f.sliceThickness = g->sliceThickness.value_or(f.sliceThickness);
        f.spacingBetweenSlices = g->spacingBetweenSlices.value_or(f.spacingBetweenSlices);
    }
    if (const FrameGroupFacts* g = pick(&FrameGroupFacts::hasSegmentIdentification))
        f.segmentNumber =
            static_cast<int>(std::clamp<long>(g->referencedSegmentNumber.value_or(0), -1, 65536));
    if (const FrameGroupFacts* g = pick(&FrameGroupFacts::hasDerivationImage); g && g->hasSourceImage) {
        f.referencedSopInstanceUid = g->referencedSopInstanceUid;
        f.referencedFrameNumber =
            static_cast<int>(std::clamp<long>(g->referencedFrameNumber.value_or(0), -1, kMaxFrames + 1));
    }
}

// The functional groups as DCMTK parsed them.
FunctionalGroups dcmtkGroups(DcmDataset& ds)
{
    FunctionalGroups groups;
    if (DcmItem* shared = firstItem(ds, DCM_SharedFunctionalGroupsSequence))
        groups.shared = groupFacts(*shared);
    DcmSequenceOfItems* perFrame = nullptr;
    if (ds.findAndGetSequence(DCM_PerFrameFunctionalGroupsSequence, perFrame).good() && perFrame) {
        groups.hasPerFrame = true;
        groups.perFrame.reserve(perFrame->card());
        for (DcmObject* o = perFrame->nextInContainer(nullptr); o; o = perFrame->nextInContainer(o))
            if (auto* item = dynamic_cast<DcmItem*>(o))
                groups.perFrame.push_back(groupFacts(*item));
    }
    return groups;
}

Status readFrames(const FunctionalGroups& groups, long frameCount, DicomSegObject& seg)
{
    const long items = static_cast<long>(groups.perFrame.size());
    if (items != frameCount && !(items == 0 && frameCount == 1))
        return corrupt("The SEG's per-frame descriptions do not match its number of frames.", seg.path,
                       "NumberOfFrames " + std::to_string(frameCount) +
                           ", PerFrameFunctionalGroupsSequence " + std::to_string(items) + " items");
    seg.frames.resize(static_cast<std::size_t>(frameCount));
    std::set<int> numbers;
    for (const SegmentFacts& s : seg.segments)
        numbers.insert(s.number);
    const FrameGroupFacts* shared = groups.shared ? &*groups.shared : nullptr;
    for (long f = 0; f < frameCount; ++f) {
        SegFrame& frame = seg.frames[static_cast<std::size_t>(f)];
        frame.index = static_cast<int>(f);
        readFrame(f < items ? &groups.perFrame[static_cast<std::size_t>(f)] : nullptr, shared, frame);
        if (!numbers.count(frame.segmentNumber))
            return corrupt("A frame of the SEG names a segment that the SEG does not describe.", seg.path,
                           "frame " + std::to_string(f + 1) + ": ReferencedSegmentNumber " +
                               std::to_string(frame.segmentNumber));
    }
    return {};
}

void readReferences(DcmDataset& ds, DicomSegObject& seg)
{
    seg.referencedFrameOfReferenceUid = seg.frameOfReferenceUid;
    DcmSequenceOfItems* series = nullptr;
    if (ds.findAndGetSequence(DCM_ReferencedSeriesSequence, series).bad() || !series)
        return;
    for (DcmObject* o = series->nextInContainer(nullptr); o; o = series->nextInContainer(o)) {
        auto* item = dynamic_cast<DcmItem*>(o);
        if (!item)
            continue;
        if (seg.referencedSeriesUid.empty())
            seg.referencedSeriesUid = getString(*item, DCM_SeriesInstanceUID);
        DcmSequenceOfItems* instances = nullptr;
        if (item->findAndGetSequence(DCM_ReferencedInstanceSequence, instances).bad() || !instances)
            continue;
        for (DcmObject* i = instances->nextInContainer(nullptr); i; i = instances->nextInContainer(i))
            if (auto* inst = dynamic_cast<DcmItem*>(i))
                seg.referencedSopInstanceUids.push_back(getString(*inst, DCM_ReferencedSOPInstanceUID));
    }
}

void readIdentity(DcmDataset& ds, DicomSegObject& seg)
{
    seg.sopClassUid = getString(ds, DCM_SOPClassUID);
    seg.sopInstanceUid = getString(ds, DCM_SOPInstanceUID);
    seg.seriesInstanceUid = getString(ds, DCM_SeriesInstanceUID);
    seg.studyInstanceUid = getString(ds, DCM_StudyInstanceUID);
    seg.frameOfReferenceUid = getString(ds, DCM_FrameOfReferenceUID);
    seg.patientId = getString(ds, DCM_PatientID);
    seg.patientName = getString(ds, DCM_PatientName);
    seg.patientBirthDate = getString(ds, DCM_PatientBirthDate);
    seg.modality = getString(ds, DCM_Modality);
    seg.manufacturer = getString(ds, DCM_Manufacturer);
    seg.seriesDescription = getString(ds, DCM_SeriesDescription);
    seg.contentLabel = getString(ds, DCM_ContentLabel);
    seg.contentDescription = getString(ds, DCM_ContentDescription);
    seg.softwareVersions = getString(ds, DCM_SoftwareVersions);
}

// Transfer syntaxes whose pixel data DCMTK 3.6.7 (with the codecs ScanSleuth registers) turns into native
// samples: native, deflate (a whole-dataset compression) and the codecs. Others are refused by name.
bool decodableSyntax(E_TransferSyntax x)
{
    switch (x) {
    case EXS_LittleEndianImplicit:
    case EXS_LittleEndianExplicit:
    case EXS_BigEndianExplicit:
    case EXS_DeflatedLittleEndianExplicit:
    case EXS_RLELossless:
    case EXS_JPEGProcess1:
    case EXS_JPEGProcess2_4:
    case EXS_JPEGProcess14:
    case EXS_JPEGProcess14SV1:
    case EXS_JPEGLSLossless:
    case EXS_JPEGLSLossy:
        return true;
    default:
        return false;
    }
}

Error unsupportedSyntax(const DicomSegObject& seg, const std::string& why)
{
    return makeError(
        ErrorKind::Unsupported,
        "This SEG's transfer syntax, " + seg.transferSyntaxName + " (" + seg.transferSyntax +
            "), is not one ScanSleuth can decode with DCMTK 3.6.7; convert it to Explicit VR Little "
            "Endian (e.g. gdcmconv --raw) and open it again.",
        seg.path + (why.empty() ? std::string() : ": " + why));
}

Status preadAll(int fd, std::uint8_t* dest, std::size_t bytes, std::uint64_t offset, const std::string& path)
{
    while (bytes > 0) {
        const ssize_t n = ::pread(fd, dest, bytes, static_cast<off_t>(offset));
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0)
            return n == 0
                       ? corrupt("The SEG file is truncated: its pixel data ends early.", path, "end of file")
                       : makeError(ErrorKind::Io, "The SEG file could not be read.",
                                   path + ": " + std::strerror(errno));
        dest += n;
        bytes -= static_cast<std::size_t>(n);
        offset += static_cast<std::uint64_t>(n);
    }
    return {};
}

bool anyNonZero(const std::uint8_t* p, std::size_t n)
{
    std::size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        std::uint64_t w;
        std::memcpy(&w, p + i, 8);
        if (w)
            return true;
    }
    for (; i < n; ++i)
        if (p[i])
            return true;
    return false;
}

// Appends to `marked` the frames (of `frameCount`) with a set pixel among bytes [b0, b1) of the pixel data
// (conservatively: a byte shared by two binary frames marks both).
void markFrames(const DicomSegObject& seg, std::size_t b0, std::size_t b1, std::size_t frameCount,
                std::vector<std::size_t>& marked)
{
    const std::size_t ppf = static_cast<std::size_t>(seg.rows) * static_cast<std::size_t>(seg.columns);
    const bool bits = seg.bitsAllocated == 1;
    const auto first = [&](std::size_t f) {
        return bits ? f * ppf / 8 : f * ppf;
    };
    const auto last = [&](std::size_t f) {
        return bits ? ((f + 1) * ppf + 7) / 8 : (f + 1) * ppf;
    };
    for (std::size_t f = bits ? b0 * 8 / ppf : b0 / ppf; f < frameCount && first(f) < b1; ++f) {
        const std::size_t lo = std::max(first(f), b0), hi = std::min(last(f), b1);
        if (lo < hi && anyNonZero(seg.pixels.data() + lo, hi - lo))
            marked.push_back(f);
    }
}

// Where native pixel data lies on disk, when DCMTK left it there (values over 16 KiB of a file that is not
// deflated).
struct OnDisk
{
    std::uint64_t offset = 0;
    bool swapWords = false;
};

// Chunks of about 8 MiB read with pread straight into the pixel buffer (no copy through DCMTK's buffers) on
// up to threadLimit() threads, each chunk checked for set pixels while it is still in the cache. The first
// write to fresh memory (zeroing the page, then the copy) costs as much as the copy itself, so two cores
// read a 200 MB SEG in about half the time of one. Each chunk keeps its own marks (a frame that straddles two
// chunks may be marked by both), merged afterwards.
Status readOnDisk(const OnDisk& where, std::size_t need, DicomSegObject& seg, std::vector<std::uint8_t>& set)
{
    const int fd = ::open(seg.path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return makeError(ErrorKind::Io, "The SEG file could not be read.",
                         seg.path + ": " + std::strerror(errno));
    constexpr std::size_t kChunk = std::size_t{8} << 20; // even, so word swapping never splits a pair
    const std::size_t chunks = (need + kChunk - 1) / kChunk;
    std::vector<std::vector<std::size_t>> marks(chunks);
    ParallelOptions options;
    options.task = "read the SEG's pixel data";
    options.neededBytes = need;
    Status s = forEachIndex(
        chunks,
        [&](std::size_t c) -> Status {
            const std::size_t at = c * kChunk, n = std::min(kChunk, need - at);
            if (Status r = preadAll(fd, seg.pixels.data() + at, n, where.offset + at, seg.path); !r)
                return r;
            if (where.swapWords)
                for (std::size_t i = at; i + 1 < at + n; i += 2)
                    std::swap(seg.pixels[i], seg.pixels[i + 1]);
            markFrames(seg, at, at + n, set.size(), marks[c]);
            return {};
        },
        options);
    ::close(fd);
    for (const auto& m : marks)
        for (const std::size_t f : m)
            set[f] = 1;
    return s;
}

// Checks the pixel data's length and finds it on disk; `where` stays unset when it is in memory (small,
// deflated) or encapsulated.
Status locatePixels(DcmDataset& ds, const DcmXfer& xfer, std::size_t need, std::uint64_t fileSize,
                    const DicomSegObject& seg, std::optional<OnDisk>& where)
{
    DcmElement* pixel = nullptr;
    if (ds.findAndGetElement(DCM_PixelData, pixel, OFFalse).bad() || !pixel)
        return corrupt("The SEG holds no pixel data.", seg.path, "PixelData missing");
    if (xfer.isEncapsulated())
        return {};
    const std::uint64_t length = pixel->getLengthField();
    if (length != DCM_UndefinedLength && length > fileSize)
        return corrupt("The SEG file is truncated: its pixel data ends past the end of the file.", seg.path,
                       "PixelData length " + std::to_string(length) + ", file size " +
                           std::to_string(fileSize));
    if (length < need)
        return corrupt("The SEG's pixel data is shorter than its frames need.", seg.path,
                       "PixelData length " + std::to_string(length) + " < " + std::to_string(need));
    const DcmInputStreamFactory* factory = pixel->getInputStream();
    if (!factory || factory->ident() != DFT_DcmInputFileStreamFactory)
        return {};
    const auto offset =
        static_cast<std::uint64_t>(static_cast<const DcmInputFileStreamFactory*>(factory)->getOffset());
    if (offset + need > fileSize)
        return corrupt("The SEG file is truncated: its pixel data ends past the end of the file.", seg.path,
                       "pixel data at byte " + std::to_string(offset) + ", " + std::to_string(need) +
                           " bytes needed, file size " + std::to_string(fileSize));
    // Big endian OW: the value is a stream of 16-bit words; the bits and bytes run little endian inside.
    where = OnDisk{offset, xfer.isBigEndian() && pixel->getVR() == EVR_OW};
    return {};
}

// Pixel data DCMTK holds or decodes: copied out.
Status readInMemory(DcmDataset& ds, const DcmXfer& xfer, std::size_t need, DicomSegObject& seg)
{
    if (xfer.isEncapsulated() && (ds.chooseRepresentation(EXS_LittleEndianExplicit, nullptr).bad() ||
                                  !ds.canWriteXfer(EXS_LittleEndianExplicit)))
        return unsupportedSyntax(seg, "DCMTK could not decode the pixel data");
    DcmElement* pixel = nullptr;
    if (ds.findAndGetElement(DCM_PixelData, pixel, OFFalse).bad() || !pixel)
        return corrupt("The SEG holds no pixel data.", seg.path, "PixelData missing after decoding");
    Uint8* bytes = nullptr;
    Uint16* words = nullptr;
    const std::uint8_t* data = nullptr;
    if (pixel->getUint8Array(bytes).good() && bytes)
        data = bytes;
    else if (pixel->getUint16Array(words).good() && words)
        data = reinterpret_cast<const std::uint8_t*>(words);
    const std::size_t have = pixel->getLength();
    if (!data || have < need)
        return corrupt("The SEG's pixel data is shorter than its frames need.", seg.path,
                       std::to_string(have) + " < " + std::to_string(need) + " bytes");
    seg.pixels.assign(data, data + need);
    return {};
}

Status readImageFacts(DcmDataset& ds, long& frameCount, DicomSegObject& seg)
{
    seg.segmentationType = getString(ds, DCM_SegmentationType);
    seg.rows = static_cast<int>(getLong(ds, DCM_Rows));
    seg.columns = static_cast<int>(getLong(ds, DCM_Columns));
    seg.bitsAllocated = static_cast<int>(getLong(ds, DCM_BitsAllocated));
    frameCount = getLong(ds, DCM_NumberOfFrames, 1);
    if (seg.segmentationType == "FRACTIONAL") {
        seg.fractionalType = getString(ds, DCM_SegmentationFractionalType);
        seg.maxFractionalValue = static_cast<int>(getLong(ds, DCM_MaximumFractionalValue));
        if (seg.maxFractionalValue < 1 || seg.maxFractionalValue > 255)
            return corrupt("The fractional SEG has no usable MaximumFractionalValue.", seg.path,
                           "MaximumFractionalValue " + std::to_string(seg.maxFractionalValue));
        if (seg.bitsAllocated != 8)
            return corrupt("The fractional SEG does not store 8 bits a pixel.", seg.path,
                           "BitsAllocated " + std::to_string(seg.bitsAllocated));
    } else if (seg.segmentationType == "BINARY") {
        if (seg.bitsAllocated != 1)
            return corrupt("The binary SEG does not store 1 bit a pixel.", seg.path,
                           "BitsAllocated " + std::to_string(seg.bitsAllocated));
    } else {
        return makeError(ErrorKind::Unsupported,
                         "This SEG's SegmentationType \"" + seg.segmentationType +
                             "\" is not one ScanSleuth reads (BINARY, FRACTIONAL).",
                         seg.path);
    }
    if (seg.rows <= 0 || seg.columns <= 0 || seg.rows > 65535 || seg.columns > 65535)
        return corrupt("The SEG has no rows or columns.", seg.path,
                       "Rows " + std::to_string(seg.rows) + ", Columns " + std::to_string(seg.columns));
    if (frameCount <= 0 || frameCount > kMaxFrames)
        return corrupt("The SEG states an impossible number of frames.", seg.path,
                       "NumberOfFrames " + std::to_string(frameCount));
    return {};
}

// What readSegObject() started reading before the dataset was parsed (planEarlyRead).
struct EarlyRead
{
    OnDisk where;
    std::size_t need = 0;
};

// Parses the loaded dataset into a SEG. When `early` is reading the pixel data that the dataset locates, the
// pixels are left to it and `pixelsPending` is set. `scanned`: the functional groups scanFunctionalGroups()
// read from the file, when DCMTK loaded the dataset only up to them (planEarlyRead, which checked the pixel
// data's header and the size the early read was planned with from this same dataset); the pixels are then
// the early read's.
Result<DicomSegObject> parse(DcmFileFormat& file, const std::string& path, const EarlyRead* early,
                             const FunctionalGroups* scanned, bool& pixelsPending)
{
    DcmDataset& ds = *file.getDataset();
    DicomSegObject seg;
    seg.kind = DicomSegObject::Kind::Seg;
    seg.path = path;
    readIdentity(ds, seg);
    if (seg.sopClassUid == kLabelMapSegmentationStorageUid)
        return makeError(ErrorKind::Unsupported,
                         "This is a LABELMAP segmentation (Label Map Segmentation Storage, added to DICOM in "
                         "2023), which DCMTK 3.6.7, the library ScanSleuth reads SEG files with, does not "
                         "support; write it as a BINARY SEG to open it here.",
                         path + ": SOPClassUID " + seg.sopClassUid);
    if (seg.sopClassUid != kSegmentationStorageUid)
        return makeError(ErrorKind::Unsupported, "The file is not a DICOM Segmentation (SEG).",
                         path + ": SOPClassUID " + seg.sopClassUid);
    const DcmXfer xfer(ds.getOriginalXfer());
    seg.transferSyntax = xfer.getXferID();
    seg.transferSyntaxName = xfer.getXferName();
    if (ds.getOriginalXfer() == EXS_Unknown) {
        OFString uid;
        file.getMetaInfo()->findAndGetOFString(DCM_TransferSyntaxUID, uid);
        seg.transferSyntax = uid.c_str();
        const char* name = dcmFindNameOfUID(uid.c_str());
        seg.transferSyntaxName = name ? name : "an unknown transfer syntax";
    }
    if (!decodableSyntax(ds.getOriginalXfer()))
        return unsupportedSyntax(seg, {});
    long frameCount = 0;
    if (Status s = readImageFacts(ds, frameCount, seg); !s)
        return s.error();
    readReferences(ds, seg);
    if (Status s = readSegments(ds, seg); !s)
        return s.error();
    const std::uint64_t pixelsPerFrame =
        static_cast<std::uint64_t>(seg.rows) * static_cast<std::uint64_t>(seg.columns);
    const std::uint64_t count = pixelsPerFrame * static_cast<std::uint64_t>(frameCount);
    const std::uint64_t need = seg.bitsAllocated == 1 ? (count + 7) / 8 : count;
    if (need > volume::VoxelBuffer::maxAllocationBytes())
        return makeError(ErrorKind::TooLarge, "The SEG is larger than this program can load.",
                         path + ": " + std::to_string(need) + " bytes of pixel data");
    if (scanned && early && early->need == need) {
        pixelsPending = true;
        if (Status s = readFrames(*scanned, frameCount, seg); !s)
            return s.error();
        return seg;
    }
    std::error_code ec;
    const std::uint64_t fileSize = std::filesystem::file_size(path, ec);
    std::optional<OnDisk> where;
    if (Status s = locatePixels(ds, xfer, static_cast<std::size_t>(need), ec ? 0 : fileSize, seg, where); !s)
        return s.error();
    std::vector<std::uint8_t> set(static_cast<std::size_t>(frameCount), 0);
    if (where && early && early->where.offset == where->offset && early->need == need && !where->swapWords) {
        pixelsPending = true;
        if (Status s = readFrames(dcmtkGroups(ds), frameCount, seg); !s)
            return s.error();
        return seg;
    }
    if (where) {
        // The pixels are read while the functional groups are parsed: the read touches no DCMTK object.
        seg.pixels.resize(static_cast<std::size_t>(need));
        ParallelOptions options;
        options.maxThreads = 2;
        options.task = "read the SEG";
        Status frames, pixels;
        Status s = forEachIndex(
            2,
            [&](std::size_t i) {
                if (i == 0)
                    pixels = readOnDisk(*where, static_cast<std::size_t>(need), seg, set);
                else
                    frames = readFrames(dcmtkGroups(ds), frameCount, seg);
            },
            options);
        for (const Status* st : {&s, &frames, &pixels})
            if (!*st)
                return st->error();
    } else {
        if (Status s = readFrames(dcmtkGroups(ds), frameCount, seg); !s)
            return s.error();
        if (Status s = readInMemory(ds, xfer, static_cast<std::size_t>(need), seg); !s)
            return s.error();
        std::vector<std::size_t> marked;
        markFrames(seg, 0, seg.pixels.size(), set.size(), marked);
        for (const std::size_t f : marked)
            set[f] = 1;
    }
    for (std::size_t f = 0; f < seg.frames.size(); ++f)
        seg.frames[f].empty = set[f] == 0;
    return seg;
}

} // namespace

namespace {

bool readBytes(const std::string& path, std::uint64_t offset, std::uint8_t* out, std::size_t n)
{
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return false;
    const bool ok = preadAll(fd, out, n, offset, path).ok();
    ::close(fd);
    return ok;
}

// Native pixel data is nearly always the last element: from the attributes before the per-frame functional
// groups (a small parse) its size is known, so its offset is the file's end less that size, if the element
// header found just before it says so. The pixels can then be read while the rest is parsed: the functional
// groups by scanFunctionalGroups() when it can (DCMTK takes 10 times as long over them), else by DCMTK, and
// parse() checks the offset against the one DCMTK finds before the early read is used.
struct EarlyPlan
{
    EarlyRead read;
    DicomSegObject shape; // path, rows, columns, bitsAllocated: what readOnDisk() and markFrames() need
    std::size_t frames = 0;
    std::unique_ptr<DcmFileFormat> head; // the dataset up to the per-frame functional groups
    bool explicitVr = true;
    std::uint64_t pixelHeader = 0; // where the PixelData element's header starts
};

std::optional<EarlyPlan> planEarlyRead(const std::string& path)
{
    auto head = std::make_unique<DcmFileFormat>();
    if (head->loadFileUntilTag(path.c_str(), EXS_Unknown, EGL_noChange, kMaxReadLength, ERM_autoDetect,
                               DCM_PerFrameFunctionalGroupsSequence)
            .bad())
        return std::nullopt;
    DcmDataset& ds = *head->getDataset();
    const DcmXfer xfer(ds.getOriginalXfer());
    if (ds.getOriginalXfer() == EXS_Unknown || xfer.isEncapsulated() || xfer.isBigEndian() ||
        xfer.getStreamCompression() != ESC_none || getString(ds, DCM_SOPClassUID) != kSegmentationStorageUid)
        return std::nullopt;
    EarlyPlan plan;
    plan.shape.path = path;
    plan.shape.rows = static_cast<int>(getLong(ds, DCM_Rows));
    plan.shape.columns = static_cast<int>(getLong(ds, DCM_Columns));
    plan.shape.bitsAllocated = static_cast<int>(getLong(ds, DCM_BitsAllocated));
    const long frames = getLong(ds, DCM_NumberOfFrames, 1);
    if (plan.shape.rows <= 0 || plan.shape.columns <= 0 || plan.shape.rows > 65535 ||
        plan.shape.columns > 65535 || frames <= 0 || frames > kMaxFrames ||
        (plan.shape.bitsAllocated != 1 && plan.shape.bitsAllocated != 8))
        return std::nullopt;
    plan.frames = static_cast<std::size_t>(frames);
    const std::uint64_t count = static_cast<std::uint64_t>(plan.shape.rows) *
                                static_cast<std::uint64_t>(plan.shape.columns) * plan.frames;
    const std::uint64_t need = plan.shape.bitsAllocated == 1 ? (count + 7) / 8 : count;
    const std::uint64_t stored = need + (need & 1);
    std::error_code ec;
    const std::uint64_t fileSize = std::filesystem::file_size(path, ec);
    if (ec || fileSize < stored + 140 || need > volume::VoxelBuffer::maxAllocationBytes())
        return std::nullopt;
    const std::uint64_t offset = fileSize - stored;
    std::uint8_t h[12];
    if (!readBytes(path, offset - 12, h, sizeof h))
        return std::nullopt;
    const std::uint8_t* tag = xfer.isExplicitVR() ? h : h + 4;
    const bool vrOk =
        !xfer.isExplicitVR() || ((h[4] == 'O' && (h[5] == 'B' || h[5] == 'W')) && h[6] == 0 && h[7] == 0);
    const std::uint32_t length = std::uint32_t(h[8]) | std::uint32_t(h[9]) << 8 | std::uint32_t(h[10]) << 16 |
                                 std::uint32_t(h[11]) << 24;
    if (!(tag[0] == 0xE0 && tag[1] == 0x7F && tag[2] == 0x10 && tag[3] == 0x00) || !vrOk || length != stored)
        return std::nullopt;
    plan.read = EarlyRead{OnDisk{offset, false}, static_cast<std::size_t>(need)};
    plan.explicitVr = xfer.isExplicitVR();
    plan.pixelHeader = offset - (plan.explicitVr ? 12 : 8);
    plan.head = std::move(head);
    return plan;
}

Result<DicomSegObject> loadAndParse(const std::string& path, const EarlyRead* early, bool& pixelsPending)
{
    DcmFileFormat file;
    OFCondition cond = file.loadFile(path.c_str(), EXS_Unknown, EGL_noChange, kMaxReadLength);
    if (cond.bad())
        return makeError(ErrorKind::Corrupt, "The SEG file is damaged or truncated and could not be parsed.",
                         path + ": " + cond.text());
    return parse(file, path, early, nullptr, pixelsPending);
}

// The dataset DCMTK loaded up to the per-frame functional groups, with the groups scanned by
// scanFunctionalGroups(); when the scanner gives up, DCMTK loads and parses the whole file.
Result<DicomSegObject> parseScanned(const std::string& path, EarlyPlan& plan, bool& pixelsPending)
{
    constexpr std::uint64_t kMaxScanBytes = std::uint64_t{256} << 20;
    if (plan.pixelHeader <= kMaxScanBytes) {
        std::vector<std::uint8_t> bytes(static_cast<std::size_t>(plan.pixelHeader));
        if (readBytes(path, 0, bytes.data(), bytes.size()))
            if (Result<FunctionalGroups> groups = scanFunctionalGroups(bytes, plan.explicitVr); groups.ok())
                return parse(*plan.head, path, &plan.read, &groups.value(), pixelsPending);
    }
    return loadAndParse(path, &plan.read, pixelsPending);
}

// The pixels read on one thread while the dataset is parsed on another.
Result<DicomSegObject> readWithEarlyPixels(const std::string& path, EarlyPlan& plan)
{
    plan.shape.pixels.resize(plan.read.need);
    std::vector<std::uint8_t> set(plan.frames, 0);
    Status pixels;
    bool pending = false;
    std::optional<Result<DicomSegObject>> parsed;
    ParallelOptions options;
    options.maxThreads = 2;
    options.task = "read the SEG";
    Status s = forEachIndex(
        2,
        [&](std::size_t i) {
            if (i == 0)
                pixels = readOnDisk(plan.read.where, plan.read.need, plan.shape, set);
            else
                parsed = parseScanned(path, plan, pending);
        },
        options);
    if (!s)
        return s.error();
    if (!parsed->ok() || !pending)
        return std::move(*parsed);
    if (!pixels)
        return pixels.error();
    DicomSegObject seg = std::move(parsed->value());
    seg.pixels = std::move(plan.shape.pixels);
    for (std::size_t f = 0; f < seg.frames.size() && f < set.size(); ++f)
        seg.frames[f].empty = set[f] == 0;
    return seg;
}

} // namespace

Result<DicomSegObject> readSegObject(const std::string& path)
{
    initialiseDcmtk();
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec))
        return makeError(ErrorKind::NotFound, "The SEG file does not exist.", path);
    try {
        if (std::optional<EarlyPlan> plan = planEarlyRead(path))
            return readWithEarlyPixels(path, *plan);
        bool pending = false;
        return loadAndParse(path, nullptr, pending);
    } catch (const std::bad_alloc&) {
        return makeError(ErrorKind::TooLarge, "The SEG is larger than this program can load.", path);
    } catch (const std::exception& e) {
        return makeError(ErrorKind::Corrupt, "The SEG file could not be parsed.", path + ": " + e.what());
    }
}

} // namespace scansleuth::io::detail
