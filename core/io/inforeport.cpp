// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "inforeport.h"

#include "base/errortexts.h"
#include "base/numberformat.h"
#include "base/strings.h"

#include "base/findingjson.h"
#include "base/findingtexts.h"
#include "base/translate.h"
#include "io/philipsscaling.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <span>
#include <sstream>

namespace scansleuth::io {

using nlohmann::json;
using namespace scansleuth::volume;

namespace {

json vec(const Vec3& v)
{
    return json::array({jsonNumber(v[0]), jsonNumber(v[1]), jsonNumber(v[2])});
}

template <std::size_t R, std::size_t C> json matrix(const std::array<std::array<double, C>, R>& m)
{
    json rows = json::array();
    for (const auto& row : m) {
        json r = json::array();
        for (double x : row)
            r.push_back(jsonNumber(x));
        rows.push_back(r);
    }
    return rows;
}

json toJson(const Error& e)
{
    return {{"kind", errorKindName(e.kind)}, {"message", e.message}, {"detail", e.detail}};
}

json toJson(const NiftiHeaderInfo& h)
{
    json dim = json::array(), pixdim = json::array();
    for (int i = 0; i < 8; ++i) {
        dim.push_back(h.dim[i]);
        pixdim.push_back(jsonNumber(h.pixdim[i]));
    }
    return {
        {"version", h.version},
        {"magic", h.magic},
        {"big_endian", h.bigEndian},
        {"gzipped", h.gzipped},
        {"separate_image_file", h.separateImageFile},
        {"dim", dim},
        {"pixdim", pixdim},
        {"datatype", h.datatype},
        {"bitpix", h.bitpix},
        {"vox_offset", jsonNumber(h.voxOffset)},
        {"scl_slope", jsonNumber(h.sclSlope)},
        {"scl_inter", jsonNumber(h.sclInter)},
        {"qform_code", h.qformCode},
        {"sform_code", h.sformCode},
        {"quatern", {jsonNumber(h.quaternB), jsonNumber(h.quaternC), jsonNumber(h.quaternD)}},
        {"qoffset", {jsonNumber(h.qoffsetX), jsonNumber(h.qoffsetY), jsonNumber(h.qoffsetZ)}},
        {"qfac", jsonNumber(h.qfac)},
        {"qform_affine_ras", matrix(h.qformAffine)},
        {"sform_affine_ras", matrix(h.sformAffine)},
        {"dim_info", h.dimInfo},
        {"intent_code", h.intentCode},
        {"intent_params",
         {jsonNumber(h.intentParams[0]), jsonNumber(h.intentParams[1]), jsonNumber(h.intentParams[2])}},
        {"intent_name", h.intentName},
        {"xyzt_units", h.xyztUnits},
        {"spatial_units", h.spatialUnits},
        {"temporal_units", h.temporalUnits},
        {"slice_code", h.sliceCode},
        {"slice_start", h.sliceStart},
        {"slice_end", h.sliceEnd},
        {"slice_duration", jsonNumber(h.sliceDuration)},
        {"toffset", jsonNumber(h.toffset)},
        {"cal_min", jsonNumber(h.calMin)},
        {"cal_max", jsonNumber(h.calMax)},
        {"descrip", h.descrip},
        {"aux_file", h.auxFile},
        {"geometry_source", h.geometrySource},
        {"geometry_reason", h.geometryReason},
    };
}

json toJson(const DicomSeriesInfo& d)
{
    json slices = json::array();
    for (const DicomSliceInfo& s : d.slices) {
        slices.push_back({{"file", s.file},
                          {"frame", s.frame},
                          {"instance_number", s.instanceNumber},
                          {"position_lps", vec(s.position)},
                          {"position_along_normal", jsonNumber(s.positionAlongNormal)},
                          {"rescale_slope", jsonNumber(s.rescaleSlope)},
                          {"rescale_intercept", jsonNumber(s.rescaleIntercept)},
                          {"acquisition_time", jsonNumber(s.acquisitionTime)},
                          {"temporal_index", s.temporalIndex}});
    }
    json iop = json::array();
    for (double x : d.imageOrientation)
        iop.push_back(jsonNumber(x));
    return {
        {"study_instance_uid", d.studyInstanceUid},
        {"series_instance_uid", d.seriesInstanceUid},
        {"sop_class_uid", d.sopClassUid},
        {"patient_id", d.patientId},
        {"patient_name", d.patientName},
        {"study_date", d.studyDate},
        {"modality", d.modality},
        {"manufacturer", d.manufacturer},
        {"series_description", d.seriesDescription},
        {"series_number", d.seriesNumber},
        {"transfer_syntaxes", d.transferSyntaxes},
        {"transfer_syntax_names", d.transferSyntaxNames},
        {"image_type", d.imageType},
        {"rows", d.rows},
        {"columns", d.columns},
        {"bits_allocated", d.bitsAllocated},
        {"bits_stored", d.bitsStored},
        {"pixel_representation", d.pixelRepresentation},
        {"photometric_interpretation", d.photometricInterpretation},
        {"image_orientation_patient", iop},
        {"pixel_spacing_row_col", {jsonNumber(d.pixelSpacing[0]), jsonNumber(d.pixelSpacing[1])}},
        {"slice_thickness", jsonNumber(d.sliceThickness)},
        {"spacing_between_slices", jsonNumber(d.spacingBetweenSlices)},
        {"gantry_tilt_tag", jsonNumber(d.gantryTiltTag)},
        {"echo_time", jsonNumber(d.echoTime)},
        {"repetition_time", jsonNumber(d.repetitionTime)},
        {"echo_number", d.echoNumber},
        {"multi_frame", d.multiFrame},
        {"mosaic", d.mosaic},
        {"mosaic_images", d.mosaicImages},
        {"mosaic_tiles_per_row", d.mosaicTilesPerRow},
        {"volume_count", d.volumeCount},
        {"slices_per_volume", d.slicesPerVolume},
        {"frame_placement", d.framePlacement},
        {"image_kind", d.imageKind},
        {"value_units", d.valueUnits},
        {"geometry_problems", d.geometryProblems},
        {"slices", slices},
    };
}

json toJson(const PhilipsScaling& p)
{
    return {{"loaded", philipsValuesName(p.loaded)},
            {"rescale_slope", jsonNumber(p.rescaleSlope)},
            {"rescale_intercept", jsonNumber(p.rescaleIntercept)},
            {"scale_slope", jsonNumber(p.scaleSlope)},
            {"precise_per_display", jsonNumber(p.factor())},
            {"varies_between_slices", p.varies}};
}

json toJson(const CodedTerm& t)
{
    if (t.empty())
        return nullptr;
    return {{"value", t.value}, {"scheme", t.scheme}, {"meaning", t.meaning}};
}

json toJson(const SegmentationInfo& s)
{
    json segments = json::array();
    for (std::size_t i = 0; i < s.segments.size(); ++i) {
        const SegmentFacts& f = s.segments[i];
        int volume = -1;
        for (std::size_t v = 0; v < s.volumeSegments.size() && volume < 0; ++v)
            for (int n : s.volumeSegments[v])
                if (n == f.number)
                    volume = static_cast<int>(v);
        segments.push_back({
            {"number", f.number},
            {"label", f.label},
            {"description", f.description},
            {"algorithm_type", f.algorithmType},
            {"algorithm_name", f.algorithmName},
            {"category", toJson(f.category)},
            {"type", toJson(f.type)},
            {"interpreted_type", f.interpretedType},
            {"rgb", f.rgb ? json::array({(*f.rgb)[0], (*f.rgb)[1], (*f.rgb)[2]}) : json(nullptr)},
            {"volume", volume},
            {"voxels", i < s.segmentVoxels.size() ? json(s.segmentVoxels[i]) : json(nullptr)},
            {"slices", i < s.segmentSlices.size() ? json(s.segmentSlices[i]) : json(nullptr)},
        });
    }
    return {
        {"kind", s.kind == DicomSegObject::Kind::Seg ? "seg" : "rtstruct"},
        {"sop_instance_uid", s.sopInstanceUid},
        {"sop_class_uid", s.sopClassUid},
        {"transfer_syntax", s.transferSyntaxName},
        {"segmentation_type", s.segmentationType},
        {"fractional_type", s.fractionalType},
        {"max_fractional_value", s.maxFractionalValue},
        {"frames", s.frames},
        {"contours", s.contours},
        {"segments", segments},
        {"volume_segments", s.volumeSegments},
        {"referenced_series_uid", s.referencedSeriesUid},
        {"referenced_frame_of_reference_uid", s.referencedFrameOfReferenceUid},
        {"referenced_instances", s.referencedInstances},
        {"reference", s.referencePath.empty() ? json(nullptr)
                                              : json{{"label", s.referenceLabel},
                                                     {"path", s.referencePath},
                                                     {"found_by", s.referenceFoundBy}}},
        {"grid_source", s.gridSource},
        {"on_reference_grid", s.onReferenceGrid},
    };
}

json toJson(const LoadedImage& image, const std::string& label)
{
    const Volume& v = image.volumes.front();
    const Geometry& g = v.geometry();
    auto range = storedRange(v);
    json metadata = json::object();
    for (const auto& [key, value] : image.metadata)
        metadata[key] = value;
    return {
        {"label", label},
        {"path", image.path},
        {"format", formatName(image.format)},
        {"files", image.files},
        {"volume_count", image.volumes.size()},
        {"dims", {g.size[0], g.size[1], g.size[2]}},
        {"pixel_type", pixelTypeName(v.pixelType())},
        {"rescale",
         {{"slope", jsonNumber(v.rescale().slope)}, {"intercept", jsonNumber(v.rescale().intercept)}}},
        {"spacing_mm", vec(g.spacing)},
        {"origin_lps_mm", vec(g.origin)},
        {"direction_lps", matrix(g.direction)},
        {"ras_affine", matrix(rasAffine(g))},
        {"axis_codes", axisCodes(g)},
        {"obliquity_deg", jsonNumber(obliquityDegrees(g))},
        {"stored_range", {jsonNumber(range.first), jsonNumber(range.second)}},
        {"identifiers",
         {{"patient_id", image.patientId},
          {"patient_name", image.patientName},
          {"study_uid", image.studyUid},
          {"series_uid", image.seriesUid},
          {"series_description", image.seriesDescription},
          {"modality", image.modality}}},
        {"nifti", image.nifti ? toJson(*image.nifti) : json(nullptr)},
        {"dicom", image.dicom ? toJson(*image.dicom) : json(nullptr)},
        {"philips_scaling", image.philips ? toJson(*image.philips) : json(nullptr)},
        {"segmentation", image.segmentation ? toJson(*image.segmentation) : json(nullptr)},
        {"metadata", metadata},
        {"findings", findingsToJson(image.findings)},
    };
}

std::string general(double a, int significant = 6)
{
    return formatGeneral(a, significant);
}

std::string vecText(const Vec3& v)
{
    return "(" + general(v[0]) + ", " + general(v[1]) + ", " + general(v[2]) + ")";
}

// The row names of an image's text block, marked for the GUI's header panel, which shows the block in the
// user's language (the CLI prints them in English).
constexpr const char* kInfoContext = "ImageInfo";
constexpr const char* kRowNames[] = {
    QT_TRANSLATE_NOOP("ImageInfo", "dims"),
    QT_TRANSLATE_NOOP("ImageInfo", "spacing"),
    QT_TRANSLATE_NOOP("ImageInfo", "origin LPS"),
    QT_TRANSLATE_NOOP("ImageInfo", "direction"),
    QT_TRANSLATE_NOOP("ImageInfo", "axis codes"),
    QT_TRANSLATE_NOOP("ImageInfo", "RAS affine"),
    QT_TRANSLATE_NOOP("ImageInfo", "geometry"),
    QT_TRANSLATE_NOOP("ImageInfo", "placement"),
    QT_TRANSLATE_NOOP("ImageInfo", "values"),
    QT_TRANSLATE_NOOP("ImageInfo", "unusable"),
    QT_TRANSLATE_NOOP("ImageInfo", "transfer"),
    QT_TRANSLATE_NOOP("ImageInfo", "findings"),
    QT_TRANSLATE_NOOP("ImageInfo", "references"),
    QT_TRANSLATE_NOOP("ImageInfo", "placed on"),
    QT_TRANSLATE_NOOP("ImageInfo", "segments"),
    QT_TRANSLATE_NOOP("ImageInfo", "ROIs"),
    "seg",
    "rtstruct",
    "nifti",
    "dicom",
    "philips",
};

// The sentences core writes into a value, as templates of the "ImageInfo" context: a placeholder takes
// the text core wrote there (numbers and DICOM/NIfTI names as they are), a "term_" one a word of
// kInfoTerms, translated in turn.
constexpr const char* kGeometryReasons[] = {
    // io/nifti/niftigeometry.cpp: chooseGeometry and usePixdimFallback
    QT_TRANSLATE_NOOP("ImageInfo",
                      "sform_code is {code} ({term_code}), and a set sform takes precedence over "
                      "the qform, as in nibabel; the qform was refused ({why})."),
    QT_TRANSLATE_NOOP("ImageInfo",
                      "sform_code is {code} ({term_code}), and a set sform takes precedence over "
                      "the qform, as in nibabel."),
    QT_TRANSLATE_NOOP("ImageInfo", "qform_code is {code} ({term_code}) and no sform is set."),
    QT_TRANSLATE_NOOP("ImageInfo", "qform_code is {code} ({term_code}) and the sform was refused ({why})."),
    QT_TRANSLATE_NOOP("ImageInfo",
                      "No usable form is left: the sform was refused ({why_sform}) and the qform "
                      "was refused ({why_qform}), so nibabel's default (LAS, origin at the "
                      "centre) was built from pixdim."),
    QT_TRANSLATE_NOOP("ImageInfo", "No usable form is left: the {form} was refused ({why}), so nibabel's "
                                   "default (LAS, origin at the centre) was built from pixdim."),
    QT_TRANSLATE_NOOP("ImageInfo", "Analyze 7.5 headers have no orientation, so nibabel's default (LAS, "
                                   "origin at the centre) was built from pixdim."),
    QT_TRANSLATE_NOOP("ImageInfo", "Neither form is set (both codes 0), so nibabel's default (LAS, origin at "
                                   "the centre) was built from pixdim."),
};

// io/dicom/dicomheaderreader.cpp (readFrames, placeByGridFrameOffsets) and dicomseries.cpp.
constexpr const char* kFramePlacements[] = {
    QT_TRANSLATE_NOOP("ImageInfo", "ImagePositionPatient (0020,0032) of each image"),
    QT_TRANSLATE_NOOP("ImageInfo", "Siemens mosaic tiles from ImagePositionPatient along the CSA "
                                   "SliceNormalVector"),
    QT_TRANSLATE_NOOP("ImageInfo",
                      "Siemens mosaic tiles from ImagePositionPatient along row x column cosine"),
    QT_TRANSLATE_NOOP("ImageInfo", "PlanePositionSequence (0020,9113) of each frame"),
    QT_TRANSLATE_NOOP("ImageInfo",
                      "one ImagePositionPatient (0020,0032) for all frames: the frames are time points"),
    QT_TRANSLATE_NOOP("ImageInfo", "{tag}, absolute coordinates along the slice normal (first offset not 0); "
                                   "frame 1 lies {distance} mm from ImagePositionPatient along the normal"),
    QT_TRANSLATE_NOOP("ImageInfo", "{tag}, offsets from ImagePositionPatient along the slice normal"),
    QT_TRANSLATE_NOOP("ImageInfo", "{tag}, absolute coordinates along the slice normal (first offset not 0)"),
    QT_TRANSLATE_NOOP("ImageInfo", "no usable position: slices stacked in InstanceNumber and frame order"),
};

// io/dicom/dicomheaderreader.cpp: why an attribute cannot place or size the frames ("unusable").
constexpr const char* kGeometryProblems[] = {
    QT_TRANSLATE_NOOP("ImageInfo", "{tag}: '{text}' is not {count} finite number(s)"),
    QT_TRANSLATE_NOOP("ImageInfo", "{tag}: a coordinate lies more than 100 m from the origin"),
    QT_TRANSLATE_NOOP("ImageInfo", "{tag}: the row and column cosines are not unit-length and orthogonal"),
    QT_TRANSLATE_NOOP("ImageInfo", "{tag}: a spacing is not positive or exceeds 1 m"),
    QT_TRANSLATE_NOOP("ImageInfo", "{tag}: holds {count} offsets for {frames} frames"),
    QT_TRANSLATE_NOOP("ImageInfo", "{tag}: offset {index} is not a finite number of mm"),
    QT_TRANSLATE_NOOP("ImageInfo", "{tag}: cannot place frames without a usable ImagePositionPatient and "
                                   "ImageOrientationPatient"),
};

// io/dicom/segplacementlayout.cpp and rtstructraster.cpp: the grid a segmentation is placed on.
constexpr const char* kGridSources[] = {
    QT_TRANSLATE_NOOP("ImageInfo", "the referenced image {label}"),
    QT_TRANSLATE_NOOP("ImageInfo", "the SEG's own frames ({count} positions, {spacing} mm apart, on {slices} "
                                   "slices)"),
    QT_TRANSLATE_NOOP("ImageInfo", "the SEG's own frames ({count} positions, {spacing} mm apart)"),
    QT_TRANSLATE_NOOP("ImageInfo", "the SEG's own frames ({count} position, on {slices} slices)"),
    QT_TRANSLATE_NOOP("ImageInfo", "the SEG's own frames ({count} position)"),
};

// io/dicom/segplacementlayout.cpp: chooseLayout, when the SEG's frames do not fit its image's grid; the
// reasons ("; "-joined) are onReference's.
constexpr const char* kNotOnReference = QT_TRANSLATE_NOOP("ImageInfo", "{grid}, not {label}'s: {reasons}");
constexpr const char* kNotOnReferenceReasons[] = {
    QT_TRANSLATE_NOOP("ImageInfo", "the SEG's frames are at {angle} deg to the image's slices"),
    QT_TRANSLATE_NOOP("ImageInfo",
                      "the SEG's pixels ({row_spacing} x {column_spacing} mm) do not lie on the "
                      "image's pixel grid ({image_row_spacing} x {image_column_spacing} mm, or its "
                      "rows and columns)"),
    QT_TRANSLATE_NOOP("ImageInfo", "the image's slices are not in order along its normal"),
    QT_TRANSLATE_NOOP("ImageInfo",
                      "the SEG's pixel grid is shifted by up to {shift} of a voxel from the image's"),
    QT_TRANSLATE_NOOP("ImageInfo",
                      "{count} of {frames} frames lie off the image's slice planes, by up to {distance}"),
};

// Words a "term_" placeholder or a value may hold: NIfTI xform code names (io/nifti/niftigeometry.cpp),
// how a segmentation's reference was found (io/segmentationloader.cpp), DICOM image kinds
// (io/dicom/dicomterms.cpp).
constexpr const char* kInfoTerms[] = {
    QT_TRANSLATE_NOOP("ImageInfo", "unknown"),
    QT_TRANSLATE_NOOP("ImageInfo", "scanner"),
    QT_TRANSLATE_NOOP("ImageInfo", "aligned"),
    QT_TRANSLATE_NOOP("ImageInfo", "talairach"),
    QT_TRANSLATE_NOOP("ImageInfo", "mni"),
    QT_TRANSLATE_NOOP("ImageInfo", "template"),
    QT_TRANSLATE_NOOP("ImageInfo", "the image it is checked against"),
    QT_TRANSLATE_NOOP("ImageInfo", "the images opened with it"),
    QT_TRANSLATE_NOOP("ImageInfo", "its folder"),
    QT_TRANSLATE_NOOP("ImageInfo", "the folder above it"),
    QT_TRANSLATE_NOOP("ImageInfo", "phase"),
    QT_TRANSLATE_NOOP("ImageInfo", "real"),
    QT_TRANSLATE_NOOP("ImageInfo", "imaginary"),
    QT_TRANSLATE_NOOP("ImageInfo", "fieldmap"),
};

// Columns a UTF-8 text takes in a fixed-width font: CJK and full-width characters take two.
std::size_t displayWidth(const std::string& text)
{
    std::size_t width = 0;
    for (std::size_t i = 0; i < text.size();) {
        const auto c = static_cast<unsigned char>(text[i]);
        const int length = c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
        char32_t code = length == 1 ? c : c & (0xFF >> (length + 1));
        for (int k = 1; k < length && i + k < text.size(); ++k)
            code = (code << 6) | (static_cast<unsigned char>(text[i + k]) & 0x3F);
        width +=
            (code >= 0x1100 &&
             (code <= 0x115F || (code >= 0x2E80 && code <= 0xA4CF) || (code >= 0xAC00 && code <= 0xD7A3) ||
              (code >= 0xF900 && code <= 0xFAFF) || (code >= 0xFE30 && code <= 0xFE4F) ||
              (code >= 0xFF00 && code <= 0xFF60) || (code >= 0xFFE0 && code <= 0xFFE6)))
                ? 2
                : 1;
        i += static_cast<std::size_t>(length);
    }
    return width;
}

// The left column of the block: "  spacing     " in English, each name padded to the widest translated
// one (at least the English 12 columns), continuation rows as wide in blanks.
using Values = std::vector<std::pair<std::string, std::string>>;

class Rows
{
public:
    explicit Rows(const Translator* translate) : m_translate(translate)
    {
        for (const char* name : kRowNames)
            m_width = std::max(m_width, displayWidth(word(name)) + 2);
    }
    // A word of the block in the reader's language (English without a translator).
    std::string word(const char* english) const
    {
        if (!m_translate)
            return english;
        const std::string t = (*m_translate)(kInfoContext, english);
        return t.empty() ? english : t;
    }
    std::string row(const char* name) const
    {
        const std::string w = word(name);
        return "  " + w + std::string(m_width - displayWidth(w), ' ');
    }
    std::string blank() const { return std::string(m_width + 2, ' '); }
    bool translating() const { return m_translate != nullptr; }
    // `english`, a template of the "ImageInfo" context, in the reader's language with its placeholders
    // filled; the English template where the translation names a placeholder `values` lacks.
    std::string fill(const char* english, const Values& values) const
    {
        std::string out;
        if (detail::fillTemplate(word(english), values, out))
            return out;
        detail::fillTemplate(english, values, out);
        return out;
    }
    // A word of kInfoTerms in the reader's language; any other text as it is.
    std::string term(const std::string& english) const
    {
        for (const char* t : kInfoTerms)
            if (english == t)
                return word(t);
        return english;
    }
    // A value core wrote in English (a NIfTI geometry reason, a DICOM frame placement): matched against
    // `templates`, the first that matches translated and filled (its "term_" placeholders translated as
    // words); `english` itself without a translator or when no template matches.
    std::string sentence(const std::string& english, std::span<const char* const> templates) const
    {
        if (!m_translate)
            return english;
        Values values;
        for (const char* templ : templates) {
            if (!detail::matchTemplate(templ, english, values))
                continue;
            for (auto& [name, value] : values)
                if (name.rfind("term_", 0) == 0)
                    value = term(value);
            std::string out;
            return detail::fillTemplate(word(templ), values, out) ? out : english;
        }
        return english;
    }

private:
    const Translator* m_translate;
    std::size_t m_width = 12;
};

// The grid a segmentation is placed on (SegmentationInfo::gridSource) in the reader's language.
std::string gridSourceText(const std::string& english, const Rows& rows)
{
    Values values;
    if (!rows.translating() || !detail::matchTemplate(kNotOnReference, english, values))
        return rows.sentence(english, kGridSources);
    std::string reasons;
    for (std::size_t from = 0, to = 0; to != std::string::npos; from = to + 2) {
        to = values[2].second.find("; ", from);
        reasons += (from == 0 ? "" : "; ") +
                   rows.sentence(values[2].second.substr(from, to == std::string::npos ? to : to - from),
                                 kNotOnReferenceReasons);
    }
    return rows.fill(kNotOnReference, {{"grid", rows.sentence(values[0].second, kGridSources)},
                                       {"label", values[1].second},
                                       {"reasons", reasons}});
}

void segmentationText(std::ostringstream& out, const SegmentationInfo& s, const Rows& rows)
{
    const bool seg = s.kind == DicomSegObject::Kind::Seg;
    const auto count = [](auto n) {
        return std::to_string(n);
    };
    out << rows.row(seg ? "seg" : "rtstruct");
    if (seg)
        out << s.segmentationType
            << (s.segmentationType == "FRACTIONAL"
                    ? " (" +
                          rows.fill(
                              QT_TRANSLATE_NOOP("ImageInfo", "{fractional_type}, stored 0..{max} divided "
                                                             "by {max}"),
                              {{"fractional_type", s.fractionalType}, {"max", count(s.maxFractionalValue)}}) +
                          ")"
                    : std::string())
            << "  "
            << rows.fill(QT_TRANSLATE_NOOP("ImageInfo", "{count} segment(s)"),
                         {{"count", count(s.segments.size())}})
            << "  "
            << rows.fill(QT_TRANSLATE_NOOP("ImageInfo", "{count} frame(s)"), {{"count", count(s.frames)}});
    else
        out << rows.fill(QT_TRANSLATE_NOOP("ImageInfo", "{count} ROI(s)"),
                         {{"count", count(s.segments.size())}})
            << "  "
            << rows.fill(QT_TRANSLATE_NOOP("ImageInfo", "{count} contour(s)"),
                         {{"count", count(s.contours)}});
    out << "\n"
        << rows.row("references")
        << rows.fill(QT_TRANSLATE_NOOP("ImageInfo", "series {uid}"),
                     {{"uid", s.referencedSeriesUid.empty()
                                  ? rows.word(QT_TRANSLATE_NOOP("ImageInfo", "(none named)"))
                                  : s.referencedSeriesUid}})
        << ", "
        << rows.fill(QT_TRANSLATE_NOOP("ImageInfo", "{count} instance(s)"),
                     {{"count", count(s.referencedInstances)}})
        << (s.referencedFrameOfReferenceUid.empty() ? "" : ", FoR " + s.referencedFrameOfReferenceUid)
        << "\n";
    out << rows.row("placed on") << gridSourceText(s.gridSource, rows);
    if (!s.referencePath.empty())
        out << " ("
            << rows.fill(QT_TRANSLATE_NOOP("ImageInfo", "found by {found_by}: {path}"),
                         {{"found_by", rows.term(s.referenceFoundBy)}, {"path", s.referencePath}})
            << ")";
    out << "\n";
    for (std::size_t i = 0; i < s.segments.size(); ++i) {
        const SegmentFacts& f = s.segments[i];
        out << (i == 0 ? rows.row(seg ? "segments" : "ROIs") : rows.blank()) << f.number << " '" << f.label
            << "'";
        if (!f.interpretedType.empty())
            out << "  " << f.interpretedType;
        if (!f.algorithmType.empty())
            out << "  " << f.algorithmType << (f.algorithmName.empty() ? "" : " (" + f.algorithmName + ")");
        if (!f.type.empty())
            out << "  " << (f.category.meaning.empty() ? "" : f.category.meaning + "/") << f.type.meaning;
        if (f.rgb)
            out << "  rgb(" << int((*f.rgb)[0]) << "," << int((*f.rgb)[1]) << "," << int((*f.rgb)[2]) << ")";
        if (i < s.segmentVoxels.size())
            out << "  "
                << rows.fill(QT_TRANSLATE_NOOP("ImageInfo", "{voxels} voxels on {slices} slice(s)"),
                             {{"voxels", count(s.segmentVoxels[i])}, {"slices", count(s.segmentSlices[i])}});
        for (std::size_t v = 0; v < s.volumeSegments.size() && s.volumeSegments.size() > 1; ++v)
            if (std::find(s.volumeSegments[v].begin(), s.volumeSegments[v].end(), f.number) !=
                s.volumeSegments[v].end())
                out << "  "
                    << rows.fill(QT_TRANSLATE_NOOP("ImageInfo", "volume {index}"), {{"index", count(v)}});
        out << "\n";
    }
}

// The Philips scaling row (philipsScalingText() in English) in the reader's language.
std::string philipsText(const PhilipsScaling& p, const Rows& rows, bool translated)
{
    if (!translated)
        return philipsScalingText(p);
    std::string s =
        rows.word(p.loaded == PhilipsValues::Precise
                      ? QT_TRANSLATE_NOOP("ImageInfo", "precise floating-point values loaded")
                      : QT_TRANSLATE_NOOP("ImageInfo", "display values loaded")) +
        "; " +
        rows.fill(QT_TRANSLATE_NOOP("ImageInfo",
                                    "display DV = PV * {rescale} (RescaleSlope/Intercept), precise FP "
                                    "= DV / (RS * SS) with scale slope SS {scale_slope} (2005,100E): "
                                    "FP = DV * {factor}"),
                  {{"rescale", formatGeneral(p.rescaleSlope) + (p.rescaleIntercept < 0 ? " - " : " + ") +
                                   formatGeneral(std::abs(p.rescaleIntercept))},
                   {"scale_slope", formatGeneral(p.scaleSlope)},
                   {"factor", formatGeneral(p.factor())}});
    if (p.varies)
        s += " (" +
             rows.word(QT_TRANSLATE_NOOP("ImageInfo", "first slice; the slopes differ between slices")) + ")";
    return s;
}

// One finding as people read it, in the translator's language (English as findingText() without one).
std::string findingLine(const Finding& f, const Translator* translate)
{
    if (!translate)
        return findingText(f);
    std::string s =
        renderSeverity(f.severity, *translate) + " " + f.code + ": " + renderFindingMessage(f, *translate);
    if (!f.fix.empty())
        s += " " + (*translate)(kInfoContext, QT_TRANSLATE_NOOP("ImageInfo", "Fix:")) + " " +
             renderFindingFix(f, *translate);
    return s;
}

void imageText(std::ostringstream& out, const LoadedImage& image, const std::string& label,
               const Translator* translate)
{
    const Rows rows(translate);
    const Volume& v = image.volumes.front();
    const Geometry& g = v.geometry();
    const auto count = [](auto n) {
        return std::to_string(n);
    };
    out << label << "  [" << formatName(image.format) << "]  " << image.path << "\n";
    out << rows.row("dims") << g.size[0] << " x " << g.size[1] << " x " << g.size[2];
    if (image.volumes.size() > 1)
        out << " x "
            << rows.fill(QT_TRANSLATE_NOOP("ImageInfo", "{count} volumes"),
                         {{"count", count(image.volumes.size())}});
    out << "  " << pixelTypeName(v.pixelType());
    if (!v.rescale().isIdentity())
        out << "  "
            << rows.fill(QT_TRANSLATE_NOOP("ImageInfo", "rescale {slope} * x {sign} {intercept}"),
                         {{"slope", general(v.rescale().slope)},
                          {"sign", v.rescale().intercept < 0 ? "-" : "+"},
                          {"intercept", general(std::abs(v.rescale().intercept))}});
    out << "\n";
    out << rows.row("spacing") << vecText(g.spacing) << " mm\n";
    out << rows.row("origin LPS") << vecText(g.origin) << " mm\n";
    for (int c = 0; c < 3; ++c)
        out << (c == 0 ? rows.row("direction") : rows.blank())
            << rows.word(QT_TRANSLATE_NOOP("ImageInfo", "axis")) << " " << c << " -> "
            << vecText(g.directionColumn(c)) << "\n";
    out << rows.row("axis codes") << axisCodes(g) << " ("
        << rows.word(QT_TRANSLATE_NOOP("ImageInfo", "RAS letters")) << ")  "
        << rows.word(QT_TRANSLATE_NOOP("ImageInfo", "obliquity")) << " "
        << rows.fill(QT_TRANSLATE_NOOP("ImageInfo", "{angle} deg"),
                     {{"angle", general(obliquityDegrees(g), 3)}})
        << "\n";
    Mat4 a = rasAffine(g);
    for (int r = 0; r < 3; ++r) {
        out << (r == 0 ? rows.row("RAS affine") : rows.blank()) << "[";
        for (int c = 0; c < 4; ++c)
            out << padLeft(formatFixed(a[r][c], 4), 10) << (c < 3 ? " " : "]\n");
    }
    if (image.nifti) {
        const NiftiHeaderInfo& h = *image.nifti;
        out << rows.row("nifti")
            << rows.fill(QT_TRANSLATE_NOOP("ImageInfo",
                                           "magic '{magic}'  qform_code {qform_code}  sform_code "
                                           "{sform_code}  qfac {qfac}  units {units}"),
                         {{"magic", h.magic},
                          {"qform_code", count(h.qformCode)},
                          {"sform_code", count(h.sformCode)},
                          {"qfac", general(h.qfac)},
                          {"units", rows.term(h.spatialUnits)}})
            << "\n";
        out << rows.row("geometry")
            << rows.fill(QT_TRANSLATE_NOOP("ImageInfo", "from {source}: {reason}"),
                         {{"source", h.geometrySource},
                          {"reason", rows.sentence(h.geometryReason, kGeometryReasons)}})
            << "\n";
    }
    if (image.dicom) {
        const DicomSeriesInfo& d = *image.dicom;
        out << rows.row("dicom") << d.modality << " " << d.manufacturer << "  "
            << rows.fill(QT_TRANSLATE_NOOP("ImageInfo", "series {number} '{description}'"),
                         {{"number", count(d.seriesNumber)}, {"description", d.seriesDescription}})
            << "  "
            << rows.fill(QT_TRANSLATE_NOOP("ImageInfo", "{count} files"),
                         {{"count", count(image.files.size())}});
        if (d.mosaic)
            out << "  "
                << rows.fill(QT_TRANSLATE_NOOP("ImageInfo", "mosaic of {count}"),
                             {{"count", count(d.mosaicImages)}});
        if (d.multiFrame)
            out << "  " << rows.word(QT_TRANSLATE_NOOP("ImageInfo", "multi-frame"));
        out << "\n"
            << rows.blank()
            << rows.fill(QT_TRANSLATE_NOOP("ImageInfo", "patient '{patient}'  series UID {uid}"),
                         {{"patient", d.patientId}, {"uid", d.seriesInstanceUid}})
            << "\n";
        if (!d.framePlacement.empty()) {
            const std::string placement = rows.sentence(d.framePlacement, kFramePlacements);
            out << rows.row("placement")
                << (d.framePlacement.rfind("no usable", 0) == 0
                        ? placement
                        : rows.fill(QT_TRANSLATE_NOOP("ImageInfo", "frames placed by {placement}"),
                                    {{"placement", placement}}))
                << "\n";
        }
        if (!d.imageKind.empty() || !d.valueUnits.empty())
            out << rows.row("values") << rows.term(d.imageKind)
                << (d.imageKind.empty() || d.valueUnits.empty() ? "" : ", ")
                << (d.valueUnits.empty() ? ""
                                         : rows.fill(QT_TRANSLATE_NOOP("ImageInfo", "units {units}"),
                                                     {{"units", d.valueUnits}}))
                << "\n";
        if (image.philips)
            out << rows.row("philips") << philipsText(*image.philips, rows, translate != nullptr) << "\n";
        for (std::size_t i = 0; i < d.geometryProblems.size(); ++i)
            out << (i == 0 ? rows.row("unusable") : rows.blank())
                << rows.sentence(d.geometryProblems[i], kGeometryProblems) << "\n";
        for (std::size_t i = 0; i < d.transferSyntaxNames.size(); ++i)
            out << (i == 0 ? rows.row("transfer") : rows.blank()) << d.transferSyntaxNames[i] << "\n";
    }
    if (image.segmentation)
        segmentationText(out, *image.segmentation, rows);
    if (image.findings.empty())
        out << rows.row("findings") << rows.word(QT_TRANSLATE_NOOP("ImageInfo", "none")) << "\n";
    for (const Finding& f : image.findings)
        out << "  - " << findingLine(f, translate) << "\n";
}

} // namespace

std::string imageInfoText(const LoadedImage& image, const std::string& label, const Translator* translate)
{
    std::ostringstream out;
    imageText(out, image, label, translate);
    return out.str();
}

std::string findingText(const Finding& f)
{
    std::string s = std::string(severityName(f.severity)) + " " + f.code + ": " + f.message;
    if (!f.fix.empty())
        s += " Fix: " + f.fix;
    return s;
}

std::string infoJson(const LoadedPath& loaded, int exitCode)
{
    json images = json::array();
    for (std::size_t i = 0; i < loaded.images.size(); ++i) {
        json image = toJson(loaded.images[i], loaded.imageLabels.at(i));
        const int base = i < loaded.maskOf.size() ? loaded.maskOf[i] : -1;
        image["mask_of"] =
            base >= 0 ? json(loaded.imageLabels.at(static_cast<std::size_t>(base))) : json(nullptr);
        images.push_back(std::move(image));
    }
    json errors = json::array();
    for (const Error& e : loaded.errors)
        errors.push_back(toJson(e));
    json doc = {{"scansleuth_info_version", kInfoJsonVersion},
                {"path", loaded.path},
                {"exit_code", exitCode},
                {"images", images},
                {"errors", errors},
                {"skipped_files", loaded.skippedFiles},
                {"findings", findingsToJson(loaded.findings)}};
    return doc.dump(2, ' ', false, json::error_handler_t::replace) + "\n";
}

std::string infoErrorJson(const std::string& path, const Error& error, int exitCode)
{
    json doc = {{"scansleuth_info_version", kInfoJsonVersion},
                {"path", path},
                {"exit_code", exitCode},
                {"images", json::array()},
                {"errors", json::array({toJson(error)})},
                {"skipped_files", json::array()},
                {"findings", json::array()}};
    return doc.dump(2, ' ', false, json::error_handler_t::replace) + "\n";
}

std::string infoText(const LoadedPath& loaded, const Translator* translate)
{
    std::ostringstream out;
    for (std::size_t i = 0; i < loaded.images.size(); ++i) {
        imageText(out, loaded.images[i], loaded.imageLabels.at(i), translate);
        out << "\n";
    }
    for (const Finding& f : loaded.findings)
        out << "- " << findingLine(f, translate) << "\n";
    const Rows rows(translate);
    for (const Error& e : loaded.errors)
        out << rows.fill(QT_TRANSLATE_NOOP("ImageInfo", "error: {message}"),
                         {{"message", translate ? renderErrorText(e.message, *translate) : e.message}})
            << (e.detail.empty() ? "" : " (" + e.detail + ")") << "\n";
    if (!loaded.skippedFiles.empty())
        out << rows.fill(QT_TRANSLATE_NOOP("ImageInfo", "{count} file(s) skipped: not images."),
                         {{"count", std::to_string(loaded.skippedFiles.size())}})
            << "\n";
    return out.str();
}

} // namespace scansleuth::io
