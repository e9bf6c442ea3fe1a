// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The DCMTK adapter that writes a binary DICOM SEG (dcmseg, dcmfg, dcmiod). DCMTK builds the object
// (segments, functional groups, dimensions); the pixel data is packed here and replaces what DCMTK wrote,
// because DCMTK before 3.6.9 packs frames whose pixel count is not a multiple of 8 wrongly (its issue 1132).
#include "io/dicom/segwriter.h"
#include "base/atomicfile.h"
#include "io/dicom/dicomheaderreader.h"
#include "io/dicom/segreference.h"
#include "io/dicomwriter/dicomvalues.h"

#include "dcmtk/config/osconfig.h"
#include "dcmtk/dcmdata/dcdeftag.h"
#include "dcmtk/dcmdata/dcfilefo.h"
#include "dcmtk/dcmdata/dcuid.h"
#include "dcmtk/dcmfg/fgderimg.h"
#include "dcmtk/dcmfg/fgfracon.h"
#include "dcmtk/dcmfg/fgpixmsr.h"
#include "dcmtk/dcmfg/fgplanor.h"
#include "dcmtk/dcmfg/fgplanpo.h"
#include "dcmtk/dcmiod/cielabutil.h"
#include "dcmtk/dcmseg/segdoc.h"
#include "dcmtk/dcmseg/segment.h"

#include <algorithm>
#include <cmath>
#include <iterator>
#include <memory>
#include <optional>
#include <set>

namespace scansleuth::io {

namespace {

using detail::formatDs;
using detail::formatDsList;

constexpr double kGridToleranceMm = 0.01;
constexpr double kGridToleranceDegrees = 0.01;

// What the frames are written from: which slices hold which segment, and where each frame's bits go.
struct FramePlan
{
    std::int64_t columns = 0, rows = 0, slices = 0;
    std::vector<int> lut;                   // label value -> segment index + 1 (0: not written)
    std::vector<std::vector<int>> slicesOf; // per segment: the slices it is written on, ascending
    std::vector<std::size_t> firstFrame;    // per segment: index of its first frame
    std::size_t frameCount = 0;
};

Error invalid(const std::string& sentence, const std::string& detail = {})
{
    return makeError(ErrorKind::Invalid, sentence, detail);
}

Error cancelled()
{
    return makeError(ErrorKind::Cancelled, "Writing the SEG was cancelled.");
}

// The writing's steps (kSegWriteSteps) as one fraction rising from 0 to 1, each step its share of it (from
// bench_segwrite's split of the time). Items within a step are reported at most about 200 times, so a SEG
// of thousands of frames does not flood the caller; every report is also the check for Cancel.
class StepProgress
{
public:
    explicit StepProgress(const Progress& progress) : m_progress(progress) {}

    // Enters `step` (an index into kSegWriteSteps) of `count` items; false: cancelled.
    bool begin(std::size_t step, std::size_t count)
    {
        m_step = step;
        m_count = std::max<std::size_t>(count, 1);
        m_tick = 0;
        return report(0.0);
    }
    // `done` items of the step are finished; false: cancelled.
    bool advance(std::size_t done)
    {
        const std::size_t tick = done * kTicks / m_count;
        if (tick == m_tick && done < m_count)
            return true;
        m_tick = tick;
        return report(static_cast<double>(done) / static_cast<double>(m_count));
    }
    void finish() { (void)m_progress.report(1.0, kSegWriteSteps[std::size(kSegWriteSteps) - 1]); }
    // `fraction` of the current step is done; false: cancelled.
    bool report(double fraction) const
    {
        const double begin = kStart[m_step], end = kStart[m_step + 1];
        return m_progress.report(begin + (end - begin) * std::min(fraction, 1.0), kSegWriteSteps[m_step]);
    }

private:
    static constexpr std::size_t kTicks = 200;
    static constexpr double kStart[] = {0.0, 0.05, 0.2, 0.5, 0.6, 0.75, 1.0};
    static_assert(std::size(kStart) == std::size(kSegWriteSteps) + 1);

    const Progress& m_progress;
    std::size_t m_step = 0, m_count = 1, m_tick = 0;
};

// At most `maxChars` characters (not bytes) of UTF-8 `text`, without backslashes (the value separator) and
// control characters: what fits a LO/SH/ST value.
std::string clipText(const std::string& text, std::size_t maxChars)
{
    std::string out;
    std::size_t chars = 0;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const auto c = static_cast<unsigned char>(text[i]);
        const bool continuation = (c & 0xC0) == 0x80;
        if (!continuation && ++chars > maxChars)
            break;
        if (c == '\\' || c < 0x20)
            out += ' ';
        else
            out += text[i];
    }
    return out;
}

Status checkReference(const LoadedImage& reference, const ReferenceImage& r)
{
    if (reference.format != Format::Dicom || !reference.dicom || reference.volumes.empty())
        return invalid("A DICOM SEG must reference a DICOM series; the reference is not one.",
                       reference.path + " is " + formatName(reference.format));
    if (r.sliceSopInstanceUids.empty() || r.slicePositions.size() != r.sliceSopInstanceUids.size())
        return invalid("The reference series does not list its slices, so a SEG cannot point at them.",
                       reference.path);
    for (std::size_t k = 0; k < r.sliceSopInstanceUids.size(); ++k)
        if (r.sliceSopInstanceUids[k].empty())
            return invalid(
                "A slice of the reference series has no SOP Instance UID, so a SEG cannot point at it.",
                reference.path + ": slice " + std::to_string(k));
    if (reference.dicom->sopClassUid.empty())
        return invalid("The reference series has no SOP Class UID.", reference.path);
    return {};
}

Status checkGrid(const volume::Volume& labels, const ReferenceImage& r)
{
    volume::GeometryTolerance tol;
    tol.mm = kGridToleranceMm;
    tol.degrees = kGridToleranceDegrees;
    const volume::GeometryDifference d = volume::compareGeometry(r.geometry, labels.geometry(), tol);
    if (d.sameSize && d.withinTolerance)
        return {};
    const auto& a = r.geometry.size;
    const auto& b = labels.geometry().size;
    std::string detail = "reference " + std::to_string(a[0]) + " x " + std::to_string(a[1]) + " x " +
                         std::to_string(a[2]) + ", mask " + std::to_string(b[0]) + " x " +
                         std::to_string(b[1]) + " x " + std::to_string(b[2]);
    if (d.sameSize)
        detail += "; " + d.summary();
    return invalid("The mask is not on the reference series' grid; resample it onto the series first.",
                   detail);
}

// Segment numbers are label values of 1..65535, each once.
Status checkSegments(const SegWriteOptions& options)
{
    if (options.segments.empty())
        return invalid("There is nothing to write: the SEG would have no segments.",
                       "no label values above 0 and no segments given");
    if (options.segments.size() > kMaxSegLabelValue)
        return invalid("A DICOM SEG holds at most 65535 segments.", std::to_string(options.segments.size()));
    std::set<int> seen;
    for (const SegmentFacts& s : options.segments) {
        if (s.number < 1 || s.number > kMaxSegLabelValue)
            return invalid("A segment's label value must be from 1 to 65535.", std::to_string(s.number));
        if (!seen.insert(s.number).second)
            return invalid("A label value is given two segments.", std::to_string(s.number));
    }
    return {};
}

// Segment index + 1 of each voxel of slice k (0 where none is written). Values were checked by labelValuesOf.
void sliceSegments(const volume::Volume& labels, const FramePlan& plan, std::int64_t k,
                   std::vector<std::uint16_t>& out)
{
    const std::size_t pixels = static_cast<std::size_t>(plan.columns * plan.rows);
    out.resize(pixels);
    const volume::Rescale r = labels.rescale();
    const bool identity = r.slope == 1.0 && r.intercept == 0.0;
    volume::visitPixelType(labels.pixelType(), [&](auto tag) {
        using T = decltype(tag);
        const T* voxels = labels.voxels<T>().data() + pixels * static_cast<std::size_t>(k);
        for (std::size_t p = 0; p < pixels; ++p) {
            const double value = identity ? static_cast<double>(voxels[p])
                                          : static_cast<double>(voxels[p]) * r.slope + r.intercept;
            const auto v = static_cast<std::size_t>(value);
            out[p] = static_cast<std::uint16_t>(value > 0 && v < plan.lut.size() ? plan.lut[v] : 0);
        }
    });
}

// Nothing when cancelled.
std::optional<FramePlan> planFrames(const volume::Volume& labels, const SegWriteOptions& options,
                                    StepProgress& steps)
{
    FramePlan plan;
    const auto& size = labels.geometry().size;
    plan.columns = size[0];
    plan.rows = size[1];
    plan.slices = size[2];
    plan.lut.assign(static_cast<std::size_t>(kMaxSegLabelValue) + 1, 0);
    for (std::size_t s = 0; s < options.segments.size(); ++s)
        plan.lut[static_cast<std::size_t>(options.segments[s].number)] = static_cast<int>(s + 1);
    plan.slicesOf.assign(options.segments.size(), {});
    std::vector<std::uint16_t> slice;
    std::vector<char> present(options.segments.size() + 1);
    if (!steps.begin(1, static_cast<std::size_t>(plan.slices)))
        return std::nullopt;
    for (std::int64_t k = 0; k < plan.slices; ++k) {
        if (!steps.advance(static_cast<std::size_t>(k)))
            return std::nullopt;
        sliceSegments(labels, plan, k, slice);
        std::fill(present.begin(), present.end(), 0);
        for (std::uint16_t s : slice)
            present[s] = 1;
        for (std::size_t s = 0; s < options.segments.size(); ++s)
            if (present[s + 1])
                plan.slicesOf[s].push_back(static_cast<int>(k));
    }
    // Every segment gets a frame: an empty one is written as one all-zero frame on the first slice.
    for (auto& slices : plan.slicesOf)
        if (slices.empty())
            slices.push_back(0);
    for (const auto& slices : plan.slicesOf) {
        plan.firstFrame.push_back(plan.frameCount);
        plan.frameCount += slices.size();
    }
    return plan;
}

// The pixel data: one LSB-first bit stream over all frames, frame f's pixel p at bit f * rows * columns + p
// (PS3.5 8.1.1: frames are not padded to a byte), padded to an even length. Nothing when cancelled.
std::optional<std::vector<Uint8>> packFrames(const volume::Volume& labels, const FramePlan& plan,
                                             StepProgress& steps)
{
    const std::size_t pixels = static_cast<std::size_t>(plan.columns * plan.rows);
    const std::size_t bytes = (plan.frameCount * pixels + 7) / 8;
    std::vector<Uint8> packed(bytes + (bytes % 2), 0);
    // Per slice, the bit offset of each segment's frame on it (or none).
    std::vector<std::size_t> cursor(plan.slicesOf.size(), 0);
    std::vector<std::int64_t> frameBit(plan.slicesOf.size() + 1, -1);
    std::vector<std::uint16_t> slice;
    if (!steps.begin(4, static_cast<std::size_t>(plan.slices)))
        return std::nullopt;
    for (std::int64_t k = 0; k < plan.slices; ++k) {
        if (!steps.advance(static_cast<std::size_t>(k)))
            return std::nullopt;
        bool any = false;
        for (std::size_t s = 0; s < plan.slicesOf.size(); ++s) {
            frameBit[s + 1] = -1;
            const auto& list = plan.slicesOf[s];
            if (cursor[s] < list.size() && list[cursor[s]] == k) {
                frameBit[s + 1] = static_cast<std::int64_t>((plan.firstFrame[s] + cursor[s]) * pixels);
                ++cursor[s];
                any = true;
            }
        }
        if (!any)
            continue;
        sliceSegments(labels, plan, k, slice);
        for (std::size_t p = 0; p < pixels; ++p) {
            const std::int64_t base = frameBit[slice[p]];
            if (slice[p] == 0 || base < 0)
                continue;
            const auto bit = static_cast<std::size_t>(base) + p;
            packed[bit >> 3] = static_cast<Uint8>(packed[bit >> 3] | (1u << (bit & 7u)));
        }
    }
    return packed;
}

// A segment's text as written: LO values of at most 64 characters.
struct SegmentText
{
    std::string label, description, algorithm, version;
};

SegmentText segmentText(const SegmentFacts& facts, const SegWriteOptions& options)
{
    SegmentText t;
    t.label = clipText(facts.label.empty() ? "segment " + std::to_string(facts.number) : facts.label, 64);
    t.description = clipText(facts.description, 1024);
    t.algorithm = clipText(!facts.algorithmName.empty()
                               ? facts.algorithmName
                               : (!options.algorithmName.empty() ? options.algorithmName : "unknown"),
                           64);
    t.version = clipText(options.algorithmVersion.empty() ? "unknown" : options.algorithmVersion, 64);
    return t;
}

// DCMTK 3.6.7 checks text against the default repertoire when it writes and refuses UTF-8 beyond ASCII: it
// gets this ASCII stand-in, and the real text replaces it in the written dataset (putSegmentText).
std::string asciiStandIn(const std::string& text)
{
    std::string out = text;
    for (char& c : out)
        if (static_cast<unsigned char>(c) > 127)
            c = '?';
    return out;
}

OFCondition addSegment(DcmSegmentation& seg, const SegmentFacts& facts, const SegWriteOptions& options)
{
    const CodeSequenceMacro category =
        facts.category.empty()
            ? CodeSequenceMacro("85756007", "SCT", "Tissue")
            : CodeSequenceMacro(facts.category.value.c_str(), facts.category.scheme.c_str(),
                                asciiStandIn(clipText(facts.category.meaning, 64)).c_str());
    const CodeSequenceMacro type =
        facts.type.empty() ? CodeSequenceMacro("85756007", "SCT", "Tissue")
                           : CodeSequenceMacro(facts.type.value.c_str(), facts.type.scheme.c_str(),
                                               asciiStandIn(clipText(facts.type.meaning, 64)).c_str());
    const SegmentText text = segmentText(facts, options);
    DcmSegment* raw = nullptr;
    OFCondition cond = DcmSegment::create(raw, asciiStandIn(text.label).c_str(), category, type,
                                          DcmSegTypes::SAT_AUTOMATIC, asciiStandIn(text.algorithm).c_str());
    if (cond.bad() || raw == nullptr)
        return cond.bad() ? cond : EC_MemoryExhausted;
    std::unique_ptr<DcmSegment> segment(raw);
    if (!text.description.empty())
        segment->setSegmentDescription(asciiStandIn(text.description).c_str(), OFFalse);
    AlgorithmIdentificationMacro& id = segment->getSegmentationAlgorithmIdentification();
    id.getAlgorithmFamilyCode().set("123109", "DCM", "Artificial Intelligence");
    id.setAlgorithmName(asciiStandIn(text.algorithm).c_str(), OFFalse);
    id.setAlgorithmVersion(asciiStandIn(text.version).c_str(), OFFalse);
    if (facts.rgb) {
        double l = 0, a = 0, b = 0;
        IODCIELabUtil::rgb2DicomLab(l, a, b, (*facts.rgb)[0] / 255.0, (*facts.rgb)[1] / 255.0,
                                    (*facts.rgb)[2] / 255.0);
        segment->setRecommendedDisplayCIELabValue(static_cast<Uint16>(std::lround(l)),
                                                  static_cast<Uint16>(std::lround(a)),
                                                  static_cast<Uint16>(std::lround(b)));
    }
    Uint16 number = 0;
    cond = seg.addSegment(segment.get(), number);
    if (cond.good())
        segment.release(); // owned by the segmentation now
    return cond;
}

// The segments' text in UTF-8 (SpecificCharacterSet ISO_IR 192), over DCMTK's ASCII stand-ins: labels,
// descriptions, algorithm and the codes' meanings.
OFCondition putSegmentText(DcmDataset& ds, const SegWriteOptions& options)
{
    for (std::size_t s = 0; s < options.segments.size(); ++s) {
        DcmItem* item = nullptr;
        OFCondition cond = ds.findAndGetSequenceItem(DCM_SegmentSequence, item, static_cast<long>(s));
        if (cond.bad() || item == nullptr)
            return cond.bad() ? cond : EC_IllegalCall;
        const SegmentText text = segmentText(options.segments[s], options);
        item->putAndInsertString(DCM_SegmentLabel, text.label.c_str());
        item->putAndInsertString(DCM_SegmentAlgorithmName, text.algorithm.c_str());
        if (!text.description.empty())
            item->putAndInsertString(DCM_SegmentDescription, text.description.c_str());
        const SegmentFacts& facts = options.segments[s];
        for (const auto& [sequence, term] :
             {std::pair{DCM_SegmentedPropertyCategoryCodeSequence, &facts.category},
              std::pair{DCM_SegmentedPropertyTypeCodeSequence, &facts.type}}) {
            DcmItem* code = nullptr;
            if (!term->empty() && item->findAndGetSequenceItem(sequence, code, 0).good() && code)
                code->putAndInsertString(DCM_CodeMeaning, clipText(term->meaning, 64).c_str());
        }
        DcmItem* id = nullptr;
        if (item->findAndGetSequenceItem(DCM_SegmentationAlgorithmIdentificationSequence, id, 0).good() &&
            id) {
            id->putAndInsertString(DCM_AlgorithmName, text.algorithm.c_str());
            id->putAndInsertString(DCM_AlgorithmVersion, text.version.c_str());
        }
    }
    return EC_Normal;
}

OFCondition addSharedGroups(DcmSegmentation& seg, const ReferenceImage& r)
{
    const volume::Geometry& g = r.geometry;
    const volume::Vec3 row = g.directionColumn(0), column = g.directionColumn(1);
    FGPlaneOrientationPatient orientation;
    orientation.setImageOrientationPatient(formatDs(row[0]).c_str(), formatDs(row[1]).c_str(),
                                           formatDs(row[2]).c_str(), formatDs(column[0]).c_str(),
                                           formatDs(column[1]).c_str(), formatDs(column[2]).c_str());
    FGPixelMeasures measures;
    measures.setPixelSpacing(formatDsList({g.spacing[1], g.spacing[0]}).c_str());
    measures.setSliceThickness(formatDs(r.sliceThickness > 0 ? r.sliceThickness : g.spacing[2]).c_str());
    measures.setSpacingBetweenSlices(formatDs(g.spacing[2]).c_str());
    OFCondition cond = seg.addForAllFrames(orientation);
    return cond.good() ? seg.addForAllFrames(measures) : cond;
}

// Frame: plane position, frame content (dimension index: segment, slice), derivation from the source slice.
// `stopped` is set when cancelled (the condition is then EC_IllegalCall).
OFCondition addFrames(DcmSegmentation& seg, const FramePlan& plan, const ReferenceImage& r,
                      const LoadedImage& reference, StepProgress& steps, bool& stopped)
{
    const DicomSeriesInfo& d = *reference.dicom;
    std::vector<Uint8> zeros(static_cast<std::size_t>(plan.columns * plan.rows), 0);
    const CodeSequenceMacro derivation("113076", "DCM", "Segmentation");
    const CodeSequenceMacro purpose("121322", "DCM", "Source image for image processing operation");
    stopped = !steps.begin(2, plan.frameCount);
    std::size_t added = 0;
    for (std::size_t s = 0; s < plan.slicesOf.size() && !stopped; ++s) {
        for (int k : plan.slicesOf[s]) {
            if ((stopped = !steps.advance(added++)))
                break;
            const volume::Vec3& p = r.slicePositions[static_cast<std::size_t>(k)];
            FGPlanePosPatient position;
            position.setImagePositionPatient(formatDs(p[0]).c_str(), formatDs(p[1]).c_str(),
                                             formatDs(p[2]).c_str());
            FGFrameContent content;
            content.setDimensionIndexValues(static_cast<Uint32>(s + 1), 0);
            content.setDimensionIndexValues(static_cast<Uint32>(k + 1), 1);
            OFVector<ImageSOPInstanceReferenceMacro> source(1);
            source[0].setReferencedSOPClassUID(d.sopClassUid.c_str());
            source[0].setReferencedSOPInstanceUID(
                r.sliceSopInstanceUids[static_cast<std::size_t>(k)].c_str());
            if (d.multiFrame && static_cast<std::size_t>(k) < d.slices.size())
                source[0].addReferencedFrameNumber(static_cast<Uint16>(d.slices[std::size_t(k)].frame + 1));
            std::unique_ptr<FGDerivationImage> derived(
                FGDerivationImage::createMinimal(source, "Segmentation", derivation, purpose));
            if (!derived)
                return EC_MemoryExhausted;
            OFVector<FGBase*> groups;
            groups.push_back(&position);
            groups.push_back(&content);
            groups.push_back(derived.get());
            // DCMTK gets an all-zero frame: the real bits replace its pixel data after writing (packFrames).
            OFCondition cond = seg.addFrame(zeros.data(), static_cast<Uint16>(s + 1), groups);
            if (cond.bad())
                return cond;
        }
    }
    if (stopped)
        return EC_IllegalCall;
    const std::string organisation = detail::generateDicomUid(SITE_INSTANCE_UID_ROOT);
    IODMultiframeDimensionModule& dims = seg.getDimensions();
    OFCondition cond = dims.addDimensionIndex(DCM_ReferencedSegmentNumber, organisation.c_str(),
                                              DCM_SegmentIdentificationSequence, "ReferencedSegmentNumber");
    if (cond.good())
        cond = dims.addDimensionIndex(DCM_ImagePositionPatient, organisation.c_str(),
                                      DCM_PlanePositionSequence, "ImagePositionPatient");
    return cond;
}

// Referenced Series Sequence (Common Instance Reference module): the series and each of its instances once.
OFCondition putReferencedSeries(DcmDataset& ds, const ReferenceImage& r, const LoadedImage& reference)
{
    DcmItem* series = nullptr;
    OFCondition cond = ds.findOrCreateSequenceItem(DCM_ReferencedSeriesSequence, series, 0);
    if (cond.bad())
        return cond;
    series->putAndInsertString(DCM_SeriesInstanceUID, reference.seriesUid.c_str());
    std::set<std::string> seen;
    long item = 0;
    for (const std::string& uid : r.sliceSopInstanceUids) {
        if (!seen.insert(uid).second)
            continue;
        DcmItem* instance = nullptr;
        cond = series->findOrCreateSequenceItem(DCM_ReferencedInstanceSequence, instance, item++);
        if (cond.bad())
            return cond;
        instance->putAndInsertString(DCM_ReferencedSOPClassUID, reference.dicom->sopClassUid.c_str());
        instance->putAndInsertString(DCM_ReferencedSOPInstanceUID, uid.c_str());
    }
    return EC_Normal;
}

// Patient, study and series identity as text, set on the written dataset (DCMTK's setters refuse UTF-8).
void putIdentity(DcmDataset& ds, const LoadedImage& reference, const SegWriteOptions& options)
{
    const DicomSeriesInfo& d = *reference.dicom;
    ds.putAndInsertString(DCM_SpecificCharacterSet, "ISO_IR 192");
    ds.putAndInsertString(DCM_PatientName, reference.patientName.c_str());
    ds.putAndInsertString(DCM_PatientID, reference.patientId.c_str());
    ds.putAndInsertString(DCM_PatientBirthDate, reference.patientBirthDate.c_str());
    ds.putAndInsertString(DCM_PatientSex, reference.patientSex.c_str());
    ds.putAndInsertString(DCM_StudyDate, d.studyDate.c_str());
    ds.putAndInsertString(DCM_AccessionNumber, reference.accessionNumber.c_str());
    ds.putAndInsertString(DCM_SeriesDescription, clipText(options.seriesDescription, 64).c_str());
    ds.putAndInsertString(DCM_SeriesNumber, std::to_string(options.seriesNumber).c_str());
    ds.putAndInsertString(
        DCM_ContentCreatorName,
        clipText(options.contentCreator.empty() ? "ScanSleuth" : options.contentCreator, 64).c_str());
    const std::string algorithm =
        options.algorithmName.empty() ? "an unknown algorithm" : options.algorithmName;
    ds.putAndInsertString(DCM_ContentDescription, clipText("Labels of " + algorithm, 64).c_str());
}

Result<std::unique_ptr<DcmSegmentation>> buildSegmentation(const FramePlan& plan, const ReferenceImage& r,
                                                           const LoadedImage& reference,
                                                           const SegWriteOptions& options,
                                                           StepProgress& steps)
{
    const std::string version = options.softwareVersion.empty() ? "unknown" : options.softwareVersion;
    // Enhanced General Equipment: all four are type 1.
    IODGeneralEquipmentModule::EquipmentInfo equipment("ScanSleuth", "ScanSleuth", "1",
                                                       clipText(version, 64).c_str());
    ContentIdentificationMacro content("1", "SEGMENTATION", "", "ScanSleuth");
    DcmSegmentation* raw = nullptr;
    OFCondition cond = DcmSegmentation::createBinarySegmentation(
        raw, static_cast<Uint16>(plan.rows), static_cast<Uint16>(plan.columns), equipment, content);
    if (cond.bad() || raw == nullptr)
        return makeError(ErrorKind::Io, "DCMTK could not create the SEG.", cond.text());
    std::unique_ptr<DcmSegmentation> seg(raw);
    // DCMTK's functional group check (FGInterface::check) compares every frame's groups with every other's:
    // quadratic in the frame count. The groups are built here the same way for every frame (shared:
    // orientation, measures; per frame: position, content, derivation, segment), and the tests decode them.
    // bench_segwrite (6000 frames): 145 s with the check, 11 s without.
    seg->setCheckFGOnWrite(OFFalse);
    seg->getStudy().setStudyInstanceUID(reference.studyUid.c_str(), OFFalse);
    seg->getFrameOfReference().setFrameOfReferenceUID(reference.frameOfReferenceUid.c_str(), OFFalse);
    seg->getSeries().setSeriesNumber(std::to_string(options.seriesNumber).c_str());
    for (const SegmentFacts& s : options.segments)
        if (cond = addSegment(*seg, s, options); cond.bad())
            return makeError(ErrorKind::Invalid, "A segment could not be added to the SEG.",
                             "segment '" + s.label + "': " + cond.text());
    if (cond = addSharedGroups(*seg, r); cond.bad())
        return makeError(ErrorKind::Invalid, "The SEG's plane orientation or pixel measures were refused.",
                         cond.text());
    bool stopped = false;
    if (cond = addFrames(*seg, plan, r, reference, steps, stopped); stopped)
        return cancelled();
    if (cond.bad())
        return makeError(ErrorKind::Invalid, "A frame could not be added to the SEG.", cond.text());
    return seg;
}

Status writeSeg(const std::string& file, const volume::Volume& labels, const LoadedImage& reference,
                const SegWriteOptions& options)
{
    StepProgress steps(options.progress);
    if (!steps.begin(0, 1))
        return cancelled();
    const ReferenceImage r = referenceImageFrom(reference);
    if (Status s = checkReference(reference, r); !s)
        return s;
    if (Status s = checkGrid(labels, r); !s)
        return s;
    if (Status s = checkSegments(options); !s)
        return s;
    if (auto values = labelValuesOf(labels); !values)
        return values.error();
    const auto& size = labels.geometry().size;
    if (size[0] > 65535 || size[1] > 65535)
        return invalid("The slices are too large for DICOM (at most 65535 rows and columns).");
    detail::initialiseDcmtk();
    const std::optional<FramePlan> planned = planFrames(labels, options, steps);
    if (!planned)
        return cancelled();
    const FramePlan& plan = *planned;
    auto seg = buildSegmentation(plan, r, reference, options, steps);
    if (!seg)
        return seg.error();
    if (!steps.begin(3, 1))
        return cancelled();
    DcmFileFormat fileFormat;
    DcmDataset& ds = *fileFormat.getDataset();
    if (OFCondition cond = (*seg)->writeDataset(ds); cond.bad())
        return makeError(ErrorKind::Invalid, "DCMTK refused the SEG it was given.", cond.text());
    seg->reset(); // its frames are no longer needed
    putIdentity(ds, reference, options);
    if (OFCondition cond = putSegmentText(ds, options); cond.bad())
        return makeError(ErrorKind::Io, "The SEG's segment names could not be written.", cond.text());
    if (OFCondition cond = putReferencedSeries(ds, r, reference); cond.bad())
        return makeError(ErrorKind::Io, "The SEG's references could not be written.", cond.text());
    const std::optional<std::vector<Uint8>> packed = packFrames(labels, plan, steps);
    if (!packed)
        return cancelled();
    if (OFCondition cond = ds.putAndInsertUint8Array(DCM_PixelData, packed->data(), packed->size());
        cond.bad())
        return makeError(ErrorKind::Io, "The SEG's pixel data could not be set.", cond.text());
    if (!steps.begin(5, 1))
        return cancelled();
    const Status saved = writeFileAtomically(file, [&](const std::string& temporary) -> Status {
        const OFCondition cond =
            fileFormat.saveFile(temporary.c_str(), EXS_LittleEndianExplicit, EET_ExplicitLength, EGL_recalcGL,
                                EPD_noChange, 0, 0, EWM_updateMeta);
        if (cond.bad())
            return makeError(ErrorKind::Io, "The SEG could not be written.", temporary + ": " + cond.text());
        // The last chance to stop: the temporary file is removed and the target stays as it was.
        if (!steps.report(0.9))
            return cancelled();
        return {};
    });
    if (!saved)
        return saved.error().kind == ErrorKind::Cancelled
                   ? saved.error()
                   : makeError(ErrorKind::Io, "The SEG could not be written.", saved.error().detail);
    steps.finish();
    return {};
}

} // namespace

Status writeDicomSeg(const std::string& file, const volume::Volume& labels, const LoadedImage& reference,
                     const SegWriteOptions& options)
{
    try {
        return writeSeg(file, labels, reference, options);
    } catch (const std::bad_alloc&) {
        return makeError(ErrorKind::TooLarge, "There is not enough memory to write the SEG.", file);
    } catch (const std::exception& e) {
        return makeError(ErrorKind::Io, "The SEG could not be written.", file + ": " + e.what());
    }
}

} // namespace scansleuth::io
