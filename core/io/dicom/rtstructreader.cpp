// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
//
// Reading an RT Structure Set. dcmrt's sequence classes read the small parts (the referenced Frame of
// Reference, study, series and images; the Structure Set ROI and RT ROI Observations sequences). The ROI
// Contour Sequence, whose ContourData can hold millions of numbers, is walked with plain dcmdata and its DS
// text is parsed in place (locale-free), never copied into dcmrt's own item lists.
#include "base/numberformat.h"
#include "base/strings.h"
#include "io/dicom/dicomheaderreader.h"
#include "io/dicom/segobjectreader.h"

#include <dcmtk/config/osconfig.h>
#include <dcmtk/dcmdata/dcdeftag.h>
#include <dcmtk/dcmdata/dcfilefo.h>
#include <dcmtk/dcmdata/dcmetinf.h>
#include <dcmtk/dcmdata/dcsequen.h>
#include <dcmtk/dcmdata/dcvrds.h>
#include <dcmtk/dcmdata/dcxfer.h>
#include <dcmtk/dcmrt/seq/drtrfors.h>
#include <dcmtk/dcmrt/seq/drtrros.h>
#include <dcmtk/dcmrt/seq/drtssrs.h>

#include <cmath>
#include <filesystem>
#include <map>
#include <set>
#include <system_error>

namespace scansleuth::io::detail {

namespace {

// Largest believable coordinate (100 m from the scanner's origin), as the image reader.
constexpr double kMaxCoordinateMm = 1e5;

std::string str(DcmItem& item, const DcmTagKey& key)
{
    OFString value;
    if (item.findAndGetOFStringArray(key, value).bad())
        return {};
    return trim(value.c_str());
}

std::string ofs(const OFString& s)
{
    return trim(s.c_str());
}

// The items of a sequence attribute of `item` (none when absent).
DcmSequenceOfItems* sequence(DcmItem& item, const DcmTagKey& key)
{
    DcmSequenceOfItems* seq = nullptr;
    if (item.findAndGetSequence(key, seq, OFFalse).bad())
        return nullptr;
    return seq;
}

std::optional<int> parseInt(const std::string& text)
{
    const auto v = parseNumber(text);
    if (!v || !std::isfinite(*v) || *v != std::floor(*v) || std::fabs(*v) > 2147483647.0)
        return std::nullopt;
    return static_cast<int>(*v);
}

// ContourData's DS values as numbers: each value parsed in place; an unparsable value becomes NaN.
void parseDecimalString(const char* text, std::size_t length, std::vector<double>& out)
{
    out.clear();
    if (!text || length == 0)
        return;
    std::size_t pos = 0;
    while (pos <= length) {
        std::size_t end = pos;
        while (end < length && text[end] != '\\')
            ++end;
        const std::string_view value(text + pos, end - pos);
        const auto parsed = parseNumber(value);
        out.push_back(parsed ? *parsed : std::nan(""));
        if (end >= length)
            break;
        pos = end + 1;
    }
}

struct Counter
{
    int count = 0;
    std::vector<std::string> examples; // at most 5 lines of evidence
    void add(const std::string& line)
    {
        ++count;
        if (examples.size() < 5)
            examples.push_back(line);
    }
};

Finding counted(const char* code, Severity severity, const Counter& c, const std::string& message,
                const std::string& fix)
{
    Finding f = makeFinding(code, severity, message, fix);
    f.measurements.push_back({"contours", static_cast<double>(c.count), ""});
    f.evidence = c.examples;
    if (c.count > static_cast<int>(c.examples.size()))
        f.evidence.push_back("... and " + std::to_string(c.count - static_cast<int>(c.examples.size())) +
                             " more");
    return f;
}

// The referenced Frame of Reference, series and images (ReferencedFrameOfReferenceSequence), through dcmrt.
void readReferences(DcmItem& dataset, DicomSegObject& rt)
{
    DRTReferencedFrameOfReferenceSequence refs;
    if (refs.read(dataset, "1-n", "3", "RTSTRUCT").bad())
        return;
    std::set<std::string> seenSops;
    std::set<std::string> frames;
    std::set<std::string> series;
    for (std::size_t f = 0; f < refs.getNumberOfItems(); ++f) {
        auto& fr = refs.getItem(f);
        OFString forUid;
        fr.getFrameOfReferenceUID(forUid);
        if (!ofs(forUid).empty()) {
            frames.insert(ofs(forUid));
            if (rt.referencedFrameOfReferenceUid.empty())
                rt.referencedFrameOfReferenceUid = ofs(forUid);
        }
        auto& studies = fr.getRTReferencedStudySequence();
        for (std::size_t s = 0; s < studies.getNumberOfItems(); ++s) {
            auto& seriesSeq = studies.getItem(s).getRTReferencedSeriesSequence();
            for (std::size_t r = 0; r < seriesSeq.getNumberOfItems(); ++r) {
                auto& se = seriesSeq.getItem(r);
                OFString uid;
                se.getSeriesInstanceUID(uid);
                if (!ofs(uid).empty()) {
                    series.insert(ofs(uid));
                    if (rt.referencedSeriesUid.empty())
                        rt.referencedSeriesUid = ofs(uid);
                }
                auto& images = se.getContourImageSequence();
                for (std::size_t i = 0; i < images.getNumberOfItems(); ++i) {
                    OFString sop;
                    images.getItem(i).getReferencedSOPInstanceUID(sop);
                    if (!ofs(sop).empty() && seenSops.insert(ofs(sop)).second)
                        rt.referencedSopInstanceUids.push_back(ofs(sop));
                }
            }
        }
    }
    if (frames.size() > 1 || series.size() > 1) {
        Finding f = makeFinding("rtstruct.several_references", Severity::Info,
                                "The structure set refers to " + std::to_string(frames.size()) +
                                    " Frames of Reference and " + std::to_string(series.size()) +
                                    " series; the first of each is taken as the reference.",
                                "Check that the image it is shown on is the first referenced series.");
        for (const auto& s : frames)
            f.evidence.push_back("Frame of Reference " + s);
        for (const auto& s : series)
            f.evidence.push_back("series " + s);
        rt.findings.push_back(std::move(f));
    }
}

// Every ROI's facts: Structure Set ROI Sequence (number, name, description, generation algorithm, Frame of
// Reference) and RT ROI Observations (interpreted type), through dcmrt.
void readRois(DcmItem& dataset, DicomSegObject& rt, std::map<int, std::size_t>& byNumber,
              std::map<int, std::string>& roiFrame)
{
    DRTStructureSetROISequence rois;
    if (rois.read(dataset, "1-n", "3", "RTSTRUCT").good()) {
        std::set<int> duplicates;
        for (std::size_t r = 0; r < rois.getNumberOfItems(); ++r) {
            auto& item = rois.getItem(r);
            OFString text;
            SegmentFacts s;
            item.getROINumber(text);
            const auto number = parseInt(ofs(text));
            if (!number) {
                rt.findings.push_back(makeFinding("rtstruct.roi_without_number", Severity::Warning,
                                                  "A ROI of the Structure Set ROI Sequence (item " +
                                                      std::to_string(r + 1) + ") has no usable ROINumber ('" +
                                                      ofs(text) + "'); its contours cannot be told apart.",
                                                  "Re-export the structure set from the contouring system."));
                continue;
            }
            s.number = *number;
            item.getROIName(text);
            s.label = ofs(text);
            item.getROIDescription(text);
            s.description = ofs(text);
            item.getROIGenerationAlgorithm(text);
            s.algorithmType = ofs(text);
            item.getReferencedFrameOfReferenceUID(text);
            if (!ofs(text).empty())
                roiFrame[s.number] = ofs(text);
            if (byNumber.count(s.number)) {
                duplicates.insert(s.number);
                continue;
            }
            byNumber[s.number] = rt.segments.size();
            rt.segments.push_back(std::move(s));
        }
        if (!duplicates.empty()) {
            Finding f = makeFinding("rtstruct.duplicate_roi_number", Severity::Warning,
                                    "Several ROIs share a ROINumber; the first of each is kept and their "
                                    "contours are drawn as one ROI.",
                                    "Renumber the ROIs in the contouring system and export again.");
            for (int n : duplicates)
                f.evidence.push_back("ROINumber " + std::to_string(n));
            rt.findings.push_back(std::move(f));
        }
    }
    DRTRTROIObservationsSequence obs;
    if (obs.read(dataset, "1-n", "3", "RTSTRUCT").good()) {
        for (std::size_t o = 0; o < obs.getNumberOfItems(); ++o) {
            auto& item = obs.getItem(o);
            OFString text;
            item.getReferencedROINumber(text);
            const auto number = parseInt(ofs(text));
            if (!number)
                continue;
            auto it = byNumber.find(*number);
            if (it == byNumber.end())
                continue;
            item.getRTROIInterpretedType(text);
            if (rt.segments[it->second].interpretedType.empty())
                rt.segments[it->second].interpretedType = ofs(text);
        }
    }
}

// The ROI Contour Sequence with dcmdata: colour, and each contour's type, points and referenced images.
void readContours(DcmItem& dataset, DicomSegObject& rt, std::map<int, std::size_t>& byNumber)
{
    DcmSequenceOfItems* roiContours = sequence(dataset, DCM_ROIContourSequence);
    if (!roiContours)
        return;
    Counter odd, nonFinite, far, countMismatch, tooFew, unknownType;
    std::map<int, int> unknownRoi; // ROI number -> contours
    std::set<int> withContours;
    std::vector<double> values;
    for (unsigned long r = 0; r < roiContours->card(); ++r) {
        DcmItem* roi = roiContours->getItem(r);
        if (!roi)
            continue;
        const auto number = parseInt(str(*roi, DCM_ReferencedROINumber));
        if (!number) {
            rt.findings.push_back(makeFinding("rtstruct.contours_without_roi", Severity::Warning,
                                              "Item " + std::to_string(r + 1) +
                                                  " of the ROI Contour Sequence has no usable "
                                                  "ReferencedROINumber; its contours are left out.",
                                              "Re-export the structure set from the contouring system."));
            continue;
        }
        auto it = byNumber.find(*number);
        if (it == byNumber.end()) {
            // Keep the contours: a ROI known only by its number.
            SegmentFacts s;
            s.number = *number;
            s.label = "ROI " + std::to_string(*number);
            byNumber[*number] = rt.segments.size();
            rt.segments.push_back(std::move(s));
            it = byNumber.find(*number);
            unknownRoi[*number] = 0;
        }
        SegmentFacts& facts = rt.segments[it->second];
        if (!facts.rgb) {
            DcmElement* colour = nullptr;
            if (roi->findAndGetElement(DCM_ROIDisplayColor, colour).good() && colour &&
                colour->getVM() == 3) {
                std::array<std::uint8_t, 3> rgb{};
                bool ok = true;
                for (unsigned long c = 0; c < 3; ++c) {
                    OFString t;
                    colour->getOFString(t, c);
                    const auto v = parseInt(ofs(t));
                    if (!v || *v < 0 || *v > 255)
                        ok = false;
                    else
                        rgb[c] = static_cast<std::uint8_t>(*v);
                }
                if (ok)
                    facts.rgb = rgb;
            }
        }
        DcmSequenceOfItems* contours = sequence(*roi, DCM_ContourSequence);
        if (!contours)
            continue;
        for (unsigned long c = 0; c < contours->card(); ++c) {
            DcmItem* item = contours->getItem(c);
            if (!item)
                continue;
            const std::string where =
                "ROI " + std::to_string(*number) + " '" + facts.label + "' contour " + std::to_string(c + 1);
            if (unknownRoi.count(*number))
                ++unknownRoi[*number];
            RtContour contour;
            contour.roiNumber = *number;
            contour.geometricType = str(*item, DCM_ContourGeometricType);
            if (contour.geometricType != "CLOSED_PLANAR" && contour.geometricType != "CLOSEDPLANAR_XOR" &&
                contour.geometricType != "POINT" && contour.geometricType != "OPEN_PLANAR" &&
                contour.geometricType != "OPEN_NONPLANAR")
                unknownType.add(where + ": ContourGeometricType '" + contour.geometricType + "'");
            if (DcmSequenceOfItems* images = sequence(*item, DCM_ContourImageSequence)) {
                for (unsigned long i = 0; i < images->card(); ++i)
                    if (DcmItem* im = images->getItem(i)) {
                        std::string sop = str(*im, DCM_ReferencedSOPInstanceUID);
                        if (!sop.empty())
                            contour.referencedSopInstanceUids.push_back(std::move(sop));
                    }
            }
            DcmElement* data = nullptr;
            values.clear();
            if (item->findAndGetElement(DCM_ContourData, data, OFFalse).good() && data) {
                char* text = nullptr;
                Uint32 length = 0;
                if (auto* ds = dynamic_cast<DcmByteString*>(data)) {
                    if (ds->getString(text, length).good())
                        parseDecimalString(text, length, values);
                } else {
                    // Not DS (e.g. VR UN left as bytes, or FD written by a tool): read as numbers.
                    const unsigned long vm = data->getVM();
                    values.reserve(vm);
                    for (unsigned long v = 0; v < vm; ++v) {
                        Float64 x = 0;
                        values.push_back(data->getFloat64(x, v).good() ? x : std::nan(""));
                    }
                }
            }
            if (values.size() % 3 != 0) {
                odd.add(where + ": " + std::to_string(values.size()) +
                        " numbers, not a multiple of 3 (the last " + std::to_string(values.size() % 3) +
                        " left out)");
            }
            const std::size_t n = values.size() / 3;
            const std::string declared = str(*item, DCM_NumberOfContourPoints);
            if (!declared.empty()) {
                const auto d = parseInt(declared);
                if (!d || *d < 0 || static_cast<std::size_t>(*d) != n)
                    countMismatch.add(where + ": NumberOfContourPoints " + declared + ", ContourData holds " +
                                      std::to_string(n) + " points (the points are used)");
            }
            contour.points.reserve(n);
            std::size_t bad = 0, beyond = 0;
            for (std::size_t p = 0; p < n; ++p) {
                const volume::Vec3 pt{values[3 * p], values[3 * p + 1], values[3 * p + 2]};
                if (!std::isfinite(pt[0]) || !std::isfinite(pt[1]) || !std::isfinite(pt[2])) {
                    ++bad;
                    continue;
                }
                if (std::fabs(pt[0]) > kMaxCoordinateMm || std::fabs(pt[1]) > kMaxCoordinateMm ||
                    std::fabs(pt[2]) > kMaxCoordinateMm) {
                    ++beyond;
                    continue;
                }
                contour.points.push_back(pt);
            }
            if (bad)
                nonFinite.add(where + ": " + std::to_string(bad) + " of " + std::to_string(n) +
                              " points are NaN, infinite or not numbers (left out)");
            if (beyond)
                far.add(where + ": " + std::to_string(beyond) + " of " + std::to_string(n) +
                        " points lie more than 100 m from the origin (left out)");
            const bool closed =
                contour.geometricType == "CLOSED_PLANAR" || contour.geometricType == "CLOSEDPLANAR_XOR";
            if (closed && contour.points.size() < 3)
                tooFew.add(where + ": " + std::to_string(contour.points.size()) +
                           " usable points, a closed contour needs 3");
            if (contour.points.empty())
                continue;
            withContours.insert(*number);
            rt.contours.push_back(std::move(contour));
        }
    }
    const std::string reexport = "Re-export the structure set from the contouring system; check the writer.";
    if (odd.count)
        rt.findings.push_back(counted("rtstruct.contour_data_not_triplets", Severity::Warning, odd,
                                      std::to_string(odd.count) +
                                          " contours hold a count of ContourData numbers that is not a "
                                          "multiple of 3; the incomplete last point is left out.",
                                      reexport));
    if (nonFinite.count)
        rt.findings.push_back(counted("rtstruct.contour_nonfinite_points", Severity::Warning, nonFinite,
                                      std::to_string(nonFinite.count) +
                                          " contours hold points that are NaN, infinite or unreadable; those "
                                          "points are left out and the rest of each contour is kept.",
                                      reexport));
    if (far.count)
        rt.findings.push_back(counted(
            "rtstruct.contour_points_beyond_range", Severity::Warning, far,
            std::to_string(far.count) + " contours hold points more than 100 m from the origin; those points "
                                        "are left out.",
            reexport));
    if (countMismatch.count)
        rt.findings.push_back(
            counted("rtstruct.contour_point_count_mismatch", Severity::Warning, countMismatch,
                    std::to_string(countMismatch.count) +
                        " contours declare a NumberOfContourPoints that is not the number of "
                        "points in their ContourData; the ContourData is used.",
                    reexport));
    if (tooFew.count)
        rt.findings.push_back(counted("rtstruct.contour_too_few_points", Severity::Warning, tooFew,
                                      std::to_string(tooFew.count) +
                                          " closed contours have fewer than 3 usable points and enclose "
                                          "nothing.",
                                      reexport));
    if (unknownType.count)
        rt.findings.push_back(counted("rtstruct.contour_unknown_type", Severity::Warning, unknownType,
                                      std::to_string(unknownType.count) +
                                          " contours have a ContourGeometricType that is not one DICOM "
                                          "defines; they are not filled.",
                                      reexport));
    if (!unknownRoi.empty()) {
        Finding f =
            makeFinding("rtstruct.contour_unknown_roi", Severity::Warning,
                        "The ROI Contour Sequence names ROIs that the Structure Set ROI Sequence "
                        "does not list; their contours are kept under the ROI number alone, without a "
                        "name.",
                        reexport);
        for (const auto& [n, count] : unknownRoi)
            f.evidence.push_back("ROI " + std::to_string(n) + ": " + std::to_string(count) + " contours");
        f.measurements.push_back({"rois", static_cast<double>(unknownRoi.size()), ""});
        rt.findings.push_back(std::move(f));
    }
    std::vector<std::string> empty;
    for (const auto& s : rt.segments)
        if (!withContours.count(s.number))
            empty.push_back("ROI " + std::to_string(s.number) + " '" + s.label + "'");
    if (!empty.empty()) {
        Finding f = makeFinding("rtstruct.roi_without_contours", Severity::Info,
                                std::to_string(empty.size()) +
                                    " ROIs have no usable contour; they are listed but empty.");
        f.measurements.push_back({"rois", static_cast<double>(empty.size()), ""});
        for (std::size_t i = 0; i < empty.size() && i < 10; ++i)
            f.evidence.push_back(empty[i]);
        rt.findings.push_back(std::move(f));
    }
}

} // namespace

Result<DicomSegObject> readRtStructObject(const std::string& path)
{
    initialiseDcmtk();
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec))
        return makeError(ErrorKind::NotFound, "The RT Structure Set file does not exist.", path);
    try {
        DcmFileFormat file;
        const OFCondition cond = file.loadFile(path.c_str(), EXS_Unknown, EGL_noChange);
        DcmDataset* dataset = file.getDataset();
        DicomSegObject rt;
        rt.kind = DicomSegObject::Kind::RtStruct;
        rt.path = path;
        if (!dataset)
            return makeError(ErrorKind::Corrupt, "The DICOM file could not be parsed.", path);
        rt.sopClassUid = str(*dataset, DCM_SOPClassUID);
        if (rt.sopClassUid.empty())
            rt.sopClassUid = str(*file.getMetaInfo(), DCM_MediaStorageSOPClassUID);
        if (cond.bad()) {
            // A truncated file: keep what was parsed when it is an RT Structure Set with ROIs; otherwise
            // fail.
            if (rt.sopClassUid != kRtStructureSetStorageUid || !sequence(*dataset, DCM_ROIContourSequence))
                return makeError(ErrorKind::Corrupt,
                                 "The RT Structure Set is damaged or truncated and could not be parsed.",
                                 path + ": " + cond.text());
            Finding f = makeFinding("rtstruct.truncated", Severity::Error,
                                    "The RT Structure Set file is damaged or truncated; only the ROIs and "
                                    "contours before the damage are read.",
                                    "Copy the file again from its source; it is incomplete.");
            f.evidence.push_back(std::string("DCMTK: ") + cond.text());
            rt.findings.push_back(std::move(f));
        }
        if (rt.sopClassUid != kRtStructureSetStorageUid)
            return makeError(
                ErrorKind::Unsupported,
                rt.sopClassUid.empty()
                    ? std::string("The file is not an RT Structure Set (its SOP Class is missing).")
                    : "The file is not an RT Structure Set (its SOP Class is " + rt.sopClassUid + ").",
                path);
        const E_TransferSyntax xfer = dataset->getOriginalXfer();
        rt.transferSyntax = str(*file.getMetaInfo(), DCM_TransferSyntaxUID);
        if (rt.transferSyntax.empty()) {
            DcmXfer x(xfer);
            rt.transferSyntax = x.getXferID();
        }
        rt.transferSyntaxName = DcmXfer(rt.transferSyntax.c_str()).getXferName();
        rt.sopInstanceUid = str(*dataset, DCM_SOPInstanceUID);
        rt.seriesInstanceUid = str(*dataset, DCM_SeriesInstanceUID);
        rt.studyInstanceUid = str(*dataset, DCM_StudyInstanceUID);
        rt.frameOfReferenceUid = str(*dataset, DCM_FrameOfReferenceUID);
        rt.patientId = str(*dataset, DCM_PatientID);
        rt.patientName = str(*dataset, DCM_PatientName);
        rt.patientBirthDate = str(*dataset, DCM_PatientBirthDate);
        rt.modality = str(*dataset, DCM_Modality);
        rt.manufacturer = str(*dataset, DCM_Manufacturer);
        rt.seriesDescription = str(*dataset, DCM_SeriesDescription);
        rt.contentLabel = str(*dataset, DCM_StructureSetLabel);
        rt.contentDescription = str(*dataset, DCM_StructureSetDescription);
        if (rt.contentDescription.empty())
            rt.contentDescription = str(*dataset, DCM_StructureSetName);
        rt.softwareVersions = str(*dataset, DCM_SoftwareVersions);

        readReferences(*dataset, rt);
        std::map<int, std::size_t> byNumber;
        std::map<int, std::string> roiFrame;
        readRois(*dataset, rt, byNumber, roiFrame);
        if (rt.referencedFrameOfReferenceUid.empty() && !roiFrame.empty())
            rt.referencedFrameOfReferenceUid = roiFrame.begin()->second;
        if (rt.frameOfReferenceUid.empty())
            rt.frameOfReferenceUid = rt.referencedFrameOfReferenceUid;
        std::set<std::string> otherFrames;
        for (const auto& [n, uid] : roiFrame)
            if (!rt.referencedFrameOfReferenceUid.empty() && uid != rt.referencedFrameOfReferenceUid)
                otherFrames.insert("ROI " + std::to_string(n) + ": " + uid);
        if (!otherFrames.empty()) {
            Finding f = makeFinding("rtstruct.roi_frame_of_reference_differs", Severity::Warning,
                                    "Some ROIs name a Frame of Reference other than the structure set's "
                                    "referenced one; their contours may belong to another image.",
                                    "Check which image each ROI was drawn on.");
            f.evidence.assign(otherFrames.begin(), otherFrames.end());
            f.evidence.insert(f.evidence.begin(), "structure set: " + rt.referencedFrameOfReferenceUid);
            rt.findings.push_back(std::move(f));
        }
        readContours(*dataset, rt, byNumber);
        if (rt.segments.empty() && rt.contours.empty())
            rt.findings.push_back(makeFinding("rtstruct.no_rois", Severity::Warning,
                                              "The RT Structure Set holds no ROI.",
                                              "Check that the contouring system exported the structures."));
        return rt;
    } catch (const std::bad_alloc&) {
        return makeError(ErrorKind::TooLarge, "There is not enough memory to read the RT Structure Set.",
                         path);
    } catch (const std::exception& e) {
        return makeError(ErrorKind::Corrupt, "The RT Structure Set could not be parsed.",
                         path + ": " + e.what());
    }
}

} // namespace scansleuth::io::detail
