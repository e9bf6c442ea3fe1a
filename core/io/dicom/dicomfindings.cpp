// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "io/dicom/dicomfindings.h"

#include "base/numberformat.h"
#include "io/dicom/dicomseries.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <set>

namespace scansleuth::io::detail {

namespace {

constexpr std::size_t kMaxEvidenceLines = 20;
constexpr double kPi = 3.14159265358979323846;

void addEvidence(Finding& f, const std::vector<std::string>& lines)
{
    for (std::size_t i = 0; i < lines.size() && i < kMaxEvidenceLines; ++i)
        f.evidence.push_back(lines[i]);
    if (lines.size() > kMaxEvidenceLines)
        f.evidence.push_back("... and " + std::to_string(lines.size() - kMaxEvidenceLines) + " more");
}

std::vector<DicomSliceInfo> firstVolume(const DicomSeriesInfo& info)
{
    const std::size_t n = std::min<std::size_t>(info.slices.size(), std::max(1, info.slicesPerVolume));
    return {info.slices.begin(), info.slices.begin() + static_cast<std::ptrdiff_t>(n)};
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0.0 : v[v.size() / 2];
}

void addSpacingFindings(DicomSeriesEntry& e, const std::vector<DicomSliceInfo>& s)
{
    if (s.size() < 3)
        return;
    std::vector<double> gaps;
    for (std::size_t i = 1; i < s.size(); ++i)
        gaps.push_back(s[i].positionAlongNormal - s[i - 1].positionAlongNormal);
    const double typical = median(gaps);
    if (!(typical > 0))
        return;
    const double tol = 0.01 + 0.01 * typical;
    std::vector<std::string> missingLines, unevenLines;
    int missingCount = 0;
    double minGap = gaps.front(), maxGap = gaps.front();
    for (std::size_t i = 0; i < gaps.size(); ++i) {
        const double g = gaps[i];
        minGap = std::min(minGap, g);
        maxGap = std::max(maxGap, g);
        const double k = std::round(g / typical);
        const std::string where = "between slice " + std::to_string(i) + " (" +
                                  formatNumber(s[i].positionAlongNormal) + " mm) and slice " +
                                  std::to_string(i + 1) + " (" + formatNumber(s[i + 1].positionAlongNormal) +
                                  " mm): gap " + formatNumber(g) + " mm";
        if (k >= 2 && std::abs(g - k * typical) <= tol) {
            missingCount += static_cast<int>(k) - 1;
            missingLines.push_back(where + " = " + formatNumber(k, 0) + " x " + formatNumber(typical) +
                                   " mm, " + formatNumber(k - 1, 0) + " slice(s) missing");
        } else if (std::abs(g - typical) > tol) {
            unevenLines.push_back(where);
        }
    }
    if (missingCount > 0) {
        Finding f = makeFinding("dicom.missing_slices", Severity::Warning,
                                std::to_string(missingCount) +
                                    " slice(s) appear to be missing: some gaps are whole multiples of the " +
                                    formatNumber(typical) + " mm slice spacing.",
                                "Check that every file of the series was exported; the volume is built with "
                                "an even spacing and is "
                                "distorted where slices are missing.");
        f.measurements = {{"missing_slices", static_cast<double>(missingCount), ""},
                          {"typical_gap", typical, "mm"},
                          {"largest_gap", maxGap, "mm"},
                          {"largest_gap_voxels", maxGap / typical, "voxels"}};
        addEvidence(f, missingLines);
        e.findings.push_back(std::move(f));
    }
    if (!unevenLines.empty()) {
        Finding f =
            makeFinding("dicom.uneven_slice_spacing", Severity::Warning,
                        "Slice spacing is uneven: gaps between slices range from " + formatNumber(minGap) +
                            " to " + formatNumber(maxGap) + " mm (typical " + formatNumber(typical) + " mm).",
                        "Resample the slices onto an even grid (e.g. dcm2niix or ITK's series reader "
                        "with interpolation) before using the volume; voxels are placed at the mean gap.");
        f.measurements = {
            {"min_gap", minGap, "mm"},
            {"max_gap", maxGap, "mm"},
            {"typical_gap", typical, "mm"},
            {"max_deviation_voxels", std::max(maxGap - typical, typical - minGap) / typical, "voxels"}};
        addEvidence(f, unevenLines);
        e.findings.push_back(std::move(f));
    }
}

void addTiltFinding(DicomSeriesEntry& e, const std::vector<DicomSliceInfo>& s)
{
    if (s.size() < 2)
        return;
    volume::Vec3 stack{};
    for (int a = 0; a < 3; ++a)
        stack[a] = s.back().position[a] - s.front().position[a];
    const double length = volume::norm(stack);
    if (length < 1e-6)
        return;
    const volume::Vec3 n = sliceNormal(e.info.imageOrientation);
    const double c = std::min(1.0, std::abs(volume::dot(stack, n)) / length);
    const double angle = std::acos(c) * 180.0 / kPi;
    if (angle < 0.1)
        return;
    const double shift = length * std::sin(angle * kPi / 180.0);
    Finding f = makeFinding(
        "dicom.gantry_tilt", Severity::Warning,
        "The slices are stacked at " + formatNumber(angle, 2) +
            " degrees to their normal (gantry tilt): the last slice is shifted by " + formatNumber(shift, 1) +
            " mm in-plane relative to an orthogonal grid.",
        "Correct the tilt by resampling (dcm2niix does this and writes a _Tilt_ file) before comparing with "
        "other volumes; the loaded grid ignores the shear.");
    f.measurements = {{"tilt_angle", angle, "deg"},
                      {"in_plane_shift", shift, "mm"},
                      {"in_plane_shift_voxels", shift / std::max(1e-9, e.info.pixelSpacing[1]), "voxels"},
                      {"gantry_tilt_tag", e.info.gantryTiltTag, "deg"}};
    f.evidence.push_back("GantryDetectorTilt tag: " + formatNumber(e.info.gantryTiltTag, 2) + " deg");
    f.evidence.push_back("angle between the slice stack and the slice normal: " + formatNumber(angle, 3) +
                         " deg");
    e.findings.push_back(std::move(f));
}

void addInstanceOrderFinding(DicomSeriesEntry& e, const std::vector<DicomSliceInfo>& s)
{
    if (s.size() < 2 || e.info.mosaic)
        return;
    std::vector<std::pair<int, int>> keys;
    for (const auto& slice : s)
        keys.emplace_back(slice.instanceNumber, slice.frame);
    bool increasing = true, decreasing = true;
    for (std::size_t i = 1; i < keys.size(); ++i) {
        increasing &= keys[i - 1] < keys[i];
        decreasing &= keys[i - 1] > keys[i];
    }
    if (increasing)
        return;
    Finding f =
        decreasing
            ? makeFinding("dicom.instance_order_not_spatial", Severity::Info,
                          "InstanceNumber order is the reverse of the spatial order along the slice "
                          "normal; the slices were sorted by position.",
                          "Never stack these files by InstanceNumber or file name: that flips the slice "
                          "axis.")
            : makeFinding("dicom.instance_order_not_spatial", Severity::Warning,
                          "InstanceNumber order is shuffled relative to the spatial order along the slice "
                          "normal; the slices were sorted by position.",
                          "Never stack these files by InstanceNumber or file name: that scrambles the "
                          "slices.");
    std::vector<std::string> lines;
    for (std::size_t i = 0; i < s.size(); ++i)
        lines.push_back("slice " + std::to_string(i) + " at " + formatNumber(s[i].positionAlongNormal) +
                        " mm: InstanceNumber " + std::to_string(s[i].instanceNumber) +
                        (e.info.multiFrame ? ", frame " + std::to_string(s[i].frame + 1) : std::string()));
    addEvidence(f, lines);
    e.findings.push_back(std::move(f));
}

void addRescaleFinding(DicomSeriesEntry& e)
{
    std::set<std::pair<double, double>> pairs;
    for (const auto& s : e.info.slices)
        pairs.emplace(s.rescaleSlope, s.rescaleIntercept);
    if (pairs.size() < 2)
        return;
    Finding f =
        makeFinding("dicom.rescale_varies", Severity::Warning,
                    "Rescale slope/intercept differ between slices (" + std::to_string(pairs.size()) +
                        " pairs); the voxels were converted to real values as float32.",
                    "Apply each slice's own slope and intercept; a single scl_slope/scl_inter for the "
                    "volume would be wrong.");
    std::vector<std::string> lines;
    for (const auto& [slope, intercept] : pairs)
        lines.push_back("slope " + formatNumber(slope, 6) + ", intercept " + formatNumber(intercept, 6));
    addEvidence(f, lines);
    f.measurements = {{"distinct_pairs", static_cast<double>(pairs.size()), ""}};
    e.findings.push_back(std::move(f));
}

void addTransferSyntaxFindings(DicomSeriesEntry& e)
{
    for (std::size_t i = 0; i < e.info.transferSyntaxes.size(); ++i) {
        const std::string& uid = e.info.transferSyntaxes[i];
        if (isDecodableTransferSyntax(uid))
            continue;
        Finding f = makeFinding("dicom.undecodable_transfer_syntax", Severity::Error,
                                "The pixel data uses the transfer syntax " + e.info.transferSyntaxNames[i] +
                                    " (" + uid + "), which this program cannot decode.",
                                "Convert the files to an uncompressed transfer syntax (e.g. dcmconv +te, or "
                                "gdcmconv --raw) and load them again.");
        f.evidence.push_back("transfer syntax " + uid);
        e.findings.push_back(std::move(f));
    }
}

void addPixelFormatFinding(DicomSeriesEntry& e, const DicomFileHeader& h)
{
    const bool colour = h.samplesPerPixel != 1;
    const bool bits =
        h.bitsAllocated != 1 && h.bitsAllocated != 8 && h.bitsAllocated != 16 && h.bitsAllocated != 32;
    if (!colour && !bits)
        return;
    Finding f = makeFinding("dicom.unsupported_pixel_format", Severity::Error,
                            colour ? "The images are colour (" + std::to_string(h.samplesPerPixel) +
                                         " samples per pixel, " + h.photometric + "), which is not supported."
                                   : "The images use " + std::to_string(h.bitsAllocated) +
                                         " bits per stored sample, which is not supported.",
                            "Convert the series to single-sample 8, 16 or 32 bit images first.");
    f.evidence.push_back("SamplesPerPixel " + std::to_string(h.samplesPerPixel) + ", BitsAllocated " +
                         std::to_string(h.bitsAllocated) + ", PhotometricInterpretation " + h.photometric);
    e.findings.push_back(std::move(f));
}

// Missing or unusable (NaN, Inf, absurd, degenerate) geometry: the fallbacks are named and each
// unusable value is listed, so nothing is silently placed at origin 0 with 1 mm pixels.
void addGeometryGapsFindings(DicomSeriesEntry& e, const SeriesFacts& facts)
{
    if (facts.missingAttributes.empty())
        return;
    std::string names, fallbacks;
    for (const auto& m : facts.missingAttributes) {
        names += (names.empty() ? "" : ", ") + m;
        fallbacks += (fallbacks.empty() ? "" : ", ") +
                     std::string(m == "ImageOrientationPatient" ? "axial orientation assumed"
                                 : m == "PixelSpacing"          ? "1 mm pixels assumed"
                                                                : "slices stacked in instance order");
    }
    const bool multi = e.info.multiFrame || (facts.firstFile && facts.firstFile->numberOfFrames > 1);
    Finding f = makeFinding(
        multi ? "dicom.frames_without_geometry" : "dicom.missing_geometry", Severity::Warning,
        (multi ? "Some frames carry no usable " : "Some images carry no usable ") + names + " (" + fallbacks +
            "): the volume's position, orientation or size in world space is made up.",
        "Do not trust positions or orientation of this series in world space; re-export it "
        "with its geometry attributes.");
    f.measurements = {{"unusable_values", static_cast<double>(e.info.geometryProblems.size()), ""}};
    std::string tagged;
    for (const auto& m : facts.missingAttributes)
        tagged += (tagged.empty() ? "" : ", ") + m +
                  (m == "ImagePositionPatient"      ? " (0020,0032)"
                   : m == "ImageOrientationPatient" ? " (0020,0037)"
                   : m == "PixelSpacing"            ? " (0028,0030)"
                                                    : "");
    f.evidence.push_back("missing or unusable: " + tagged);
    addEvidence(f, e.info.geometryProblems);
    e.findings.push_back(std::move(f));
}

} // namespace

void addSeriesFindings(DicomSeriesEntry& e, const SeriesFacts& facts)
{
    const std::vector<DicomSliceInfo> first = firstVolume(e.info);
    addTransferSyntaxFindings(e);
    if (facts.firstFile)
        addPixelFormatFinding(e, *facts.firstFile);
    addGeometryGapsFindings(e, facts);
    if (!facts.droppedImages.empty()) {
        Finding f =
            makeFinding("dicom.duplicate_positions", Severity::Warning,
                        std::to_string(facts.droppedImages.size()) +
                            " image(s) repeat a slice position without forming whole volumes and were "
                            "left out.",
                        "Remove duplicate files or split the series (e.g. by AcquisitionNumber) before "
                        "loading.");
        f.measurements = {{"left_out_images", static_cast<double>(facts.droppedImages.size()), ""}};
        addEvidence(f, facts.droppedImages);
        e.findings.push_back(std::move(f));
    }
    if (!facts.duplicateFiles.empty()) {
        Finding f =
            makeFinding("dicom.duplicate_instances", Severity::Warning,
                        std::to_string(facts.duplicateFiles.size()) +
                            " file(s) repeat the SOPInstanceUID of another file (copies of one image) and "
                            "were left out.",
                        "Remove the duplicate files from the folder.");
        f.measurements = {{"left_out_files", static_cast<double>(facts.duplicateFiles.size()), ""}};
        addEvidence(f, facts.duplicateFiles);
        e.findings.push_back(std::move(f));
    }
    addSpacingFindings(e, first);
    addTiltFinding(e, first);
    addInstanceOrderFinding(e, first);
    addRescaleFinding(e);
    if (first.size() == 1) {
        const volume::Geometry g = geometryFromSeriesInfo(e.info);
        Finding f = makeFinding("dicom.single_slice", Severity::Info,
                                "The series has a single slice; its thickness of " +
                                    formatNumber(g.spacing[2]) + " mm comes from " +
                                    (e.info.spacingBetweenSlices > 0 ? "SpacingBetweenSlices"
                                     : e.info.sliceThickness > 0     ? "SliceThickness"
                                                                     : "no tag (1 mm assumed)") +
                                    ".");
        f.measurements = {{"slice_spacing", g.spacing[2], "mm"}};
        e.findings.push_back(std::move(f));
    }
}

void addMixedGeometryFindings(std::vector<DicomSeriesEntry>& entries, const std::vector<std::size_t>& indices)
{
    std::vector<std::string> lines;
    bool orientationDiffers = false;
    const auto& o0 = entries[indices.front()].info.imageOrientation;
    for (std::size_t i : indices) {
        const DicomSeriesInfo& info = entries[i].info;
        std::string o;
        for (double v : info.imageOrientation)
            o += (o.empty() ? "" : "\\") + formatNumber(v, 4);
        lines.push_back(std::to_string(info.columns) + "x" + std::to_string(info.rows) + "x" +
                        std::to_string(info.slicesPerVolume) + ", orientation " + o + ", echo " +
                        std::to_string(info.echoNumber) +
                        (info.imageKind.empty() ? std::string() : ", " + info.imageKind) +
                        (info.valueUnits.empty() ? std::string() : ", units " + info.valueUnits) + ", " +
                        std::to_string(info.slices.size()) + " images");
        for (int k = 0; k < 6; ++k)
            orientationDiffers |= std::abs(info.imageOrientation[k] - o0[k]) > 1e-4;
    }
    for (std::size_t i : indices) {
        Finding f =
            orientationDiffers
                ? makeFinding("dicom.mixed_orientations", Severity::Warning,
                              "The series holds images in " + std::to_string(indices.size()) +
                                  " different orientations or grids; each part loads as its own volume.",
                              "Load each part separately (e.g. localizer and axial stack); do not stack "
                              "them into one volume.")
                : makeFinding("dicom.series_split", Severity::Info,
                              "The series was split into " + std::to_string(indices.size()) +
                                  " volumes because its images differ in size, echo, image type (magnitude, "
                                  "phase, real, imaginary, field map), units or pixel spacing.");
        addEvidence(f, lines);
        entries[i].findings.push_back(std::move(f));
    }
}

Finding multipleSeriesFinding(const std::vector<DicomSeriesEntry>& entries)
{
    Finding f = makeFinding("dicom.multiple_series", Severity::Info,
                            "The folder holds " + std::to_string(entries.size()) +
                                " series; each is loaded and converted separately.",
                            "Pick one with --series, or convert into a folder to get one file per series.");
    f.measurements = {{"series", static_cast<double>(entries.size()), ""}};
    std::vector<std::string> lines;
    for (const auto& e : entries)
        lines.push_back(e.label + ": " + std::to_string(e.info.slicesPerVolume) + " slices x " +
                        std::to_string(e.info.volumeCount) + " volume(s), " + std::to_string(e.files.size()) +
                        " file(s), UID " + e.info.seriesInstanceUid);
    addEvidence(f, lines);
    return f;
}

} // namespace scansleuth::io::detail
