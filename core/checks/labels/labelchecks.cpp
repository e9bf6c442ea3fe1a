// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "checks/labels/labelchecks.h"

#include "base/numberformat.h"
#include "checks/labels/labelfindings.h"
#include "checks/labels/labelformat.h"
#include "checks/labels/labelkind.h"
#include "checks/labels/labelresampling.h"
#include "checks/labels/labelscan.h"
#include "checks/labels/labelvoxels.h"

#include <algorithm>
#include <cmath>
#include <map>

namespace scansleuth::checks {

namespace {

using namespace detail;

constexpr int kHistogramBins = 64;

struct Context
{
    const volume::Volume& mask;
    const LabelExpectations& e;
    const LabelScan& s;
    LabelReport& report;
    BetweenLabels between; // voxels -1: not measured (no label plateaus, or a probability map expected)
    ResamplingStructure resampling; // measured = false with a probability map expected
};

bool isNonInteger(double v, double tol)
{
    return std::isfinite(v) && std::abs(v - std::nearbyint(v)) > tol;
}

// Distinct values rounded onto integers: the label set present.
std::map<long long, std::int64_t> integerCounts(const LabelScan& s)
{
    std::map<long long, std::int64_t> counts;
    for (const auto& [v, n] : s.values)
        counts[std::llround(v)] += n;
    return counts;
}

void addNonInteger(Context& c)
{
    const LabelScan& s = c.s;
    const bool probability = c.report.kind == "probability";
    Finding f = makeFinding(
        "labels.non_integer", Severity::Error,
        probability
            ? "The mask holds probabilities, not labels: " + std::to_string(s.nonInteger) + " voxels (" +
                  formatPercent(fraction(s.nonInteger, s.finite)) + ") have non-integer values in [0, 1]."
            : std::to_string(s.nonInteger) + " voxels (" + formatPercent(fraction(s.nonInteger, s.finite)) +
                  ") hold non-integer values between " + formatNumber(s.minValue) + " and " +
                  formatNumber(s.maxValue) + "; a label map holds whole numbers.",
        probability
            ? "Threshold (one channel) or take the argmax (several) before using it as a mask."
            : "Resample label maps with nearest-neighbour interpolation and save them with an integer "
              "type.");
    f.measurements = {{"non_integer_voxels", double(s.nonInteger), "voxels"},
                      {"non_integer_share", 100.0 * fraction(s.nonInteger, s.finite), "%"},
                      {"integer_tolerance", c.e.integerTolerance, ""}};
    const double tol = c.e.integerTolerance;
    std::vector<std::string> lines;
    for (const VoxelExample& x : findExamples(
             c.mask, [tol](double v) { return isNonInteger(v, tol); }, 5))
        lines.push_back(describeExample(c.mask.geometry(), x));
    addEvidence(f, lines);
    c.report.findings.push_back(std::move(f));
}

// Where the non-integer voxels sit, as one clause: between labels, next to a whole-number voxel.
std::string whereNonIntegersSit(const Context& c)
{
    const LabelScan& s = c.s;
    std::string text =
        formatPercent(fraction(s.nonIntegerShell, s.nonInteger)) + " of them next to a whole-number voxel";
    if (c.between.voxels >= 0)
        text = formatPercent(fraction(c.between.voxels, s.nonInteger)) +
               " of them between two different labels (the nearest whole-number voxels either side along an "
               "axis, at most " +
               std::to_string(c.e.interpolationReach) + " voxels away) and " + text;
    return text;
}

// The linear-resampling clause of the message: the axes, where the in-between values sit, the range.
std::string resamplingClause(const Context& c)
{
    const ResamplingStructure& r = c.resampling;
    const std::string axes = axesName(r.axes);
    return "the label map was resampled with linear interpolation along " + axes + ": its " +
           std::to_string(c.s.nonInteger) + " non-integer voxels (" +
           formatPercent(fraction(c.s.nonInteger, c.s.nonZero)) +
           " of the non-zero voxels) sit on the borders between labels, " +
           formatPercent(fraction(r.covered, r.nonInteger)) + " of them in runs of at most " +
           std::to_string(c.e.interpolationReach) + " voxels along " + axes +
           " closed by whole-number voxels; every value lies within [" + std::to_string(r.minLabel) + ", " +
           std::to_string(r.maxLabel) + "] (the largest label is " + std::to_string(r.maxLabel) +
           ") and the histogram peaks at the whole numbers";
}

void addResamplingMeasurements(Finding& f, const Context& c)
{
    const ResamplingStructure& r = c.resampling;
    static const char* const names[3] = {"i", "j", "k"};
    std::string perAxis;
    for (int a = 0; a < 3; ++a) {
        f.measurements.push_back({std::string("non_integer_bracketed_along_") + names[a] + "_share",
                                  100.0 * fraction(r.bracketed[std::size_t(a)], r.nonInteger), "%"});
        perAxis += std::string(a ? ", " : "") + names[a] + " " +
                   formatPercent(fraction(r.bracketed[std::size_t(a)], r.nonInteger));
    }
    double axisMask = 0; // 1 = i, 2 = j, 4 = k, summed
    for (int a : r.axes)
        axisMask += double(1 << a);
    f.measurements.push_back({"resampled_axes", axisMask, "bitmask (1 = i, 2 = j, 4 = k)"});
    f.measurements.push_back(
        {"non_integer_share_of_non_zero", 100.0 * fraction(c.s.nonInteger, c.s.nonZero), "%"});
    f.measurements.push_back({"largest_label", double(r.maxLabel), ""});
    f.measurements.push_back({"histogram_peak_share", 100.0 * r.peakShare, "%"});
    f.evidence.push_back(
        "non-integer voxels in short runs closed by whole-number voxels, per axis: " + perAxis +
        "; label voxels on labels that are histogram peaks: " + formatPercent(r.peakShare));
}

void addInterpolatedBorders(Context& c)
{
    const LabelScan& s = c.s;
    const double sandwichShare = fraction(s.sandwiched, s.boundary);
    const bool sandwiches =
        s.sandwiched >= c.e.minInterpolatedVoxels && sandwichShare >= c.e.interpolatedBorderFraction;
    const bool resampled = c.resampling.resampled;
    const bool interpolated = interpolatedLabels(s, c.e, c.between.voxels, c.resampling);
    if (!sandwiches && !interpolated)
        return;
    const double shellShare = fraction(s.nonIntegerShell, s.nonInteger);
    std::string message = "The mask looks linearly interpolated: ";
    if (resampled)
        message += resamplingClause(c);
    else if (interpolated)
        message += "it is a label map whose " + std::to_string(s.nonInteger) + " non-integer voxels (" +
                   formatPercent(fraction(s.nonInteger, s.finite)) + ") sit on the borders between labels, " +
                   whereNonIntegersSit(c);
    else
        message += std::to_string(s.sandwiched) + " boundary voxels (" + formatPercent(sandwichShare) +
                   " of " + std::to_string(s.boundary) +
                   ") hold a label strictly between their two neighbours' labels";
    std::string fix = "Resample the original mask again with nearest-neighbour interpolation "
                      "(sitkNearestNeighbor, order=0); rounding interpolated labels does not restore them.";
    if (resampled)
        fix = "Resample the original label map again with nearest-neighbour interpolation "
              "(sitkNearestNeighbor, "
              "order=0). Only as a stop-gap, round each value to the nearest whole number (np.rint): that "
              "moves borders by up to half a source voxel along " +
              axesName(c.resampling.axes) + " and can leave a label between two others (a 1 where 0 met 2).";
    Finding f = makeFinding("labels.interpolated_borders", Severity::Error, message + ".", fix);
    f.measurements = {{"sandwiched_voxels", double(s.sandwiched), "voxels"},
                      {"sandwiched_share_of_boundary", 100.0 * sandwichShare, "%"},
                      {"boundary_voxels", double(s.boundary), "voxels"},
                      {"non_integer_voxels", double(s.nonInteger), "voxels"},
                      {"non_integer_share", 100.0 * fraction(s.nonInteger, s.finite), "%"},
                      {"non_integer_at_boundary_share", 100.0 * shellShare, "%"}};
    if (c.between.voxels >= 0)
        f.measurements.push_back(
            {"non_integer_between_labels_share", 100.0 * fraction(c.between.voxels, s.nonInteger), "%"});
    f.measurements.push_back({"labels", double(s.integerValues.size()), ""});
    if (c.resampling.measured)
        addResamplingMeasurements(f, c);
    std::vector<std::string> lines;
    for (const VoxelExample& x : s.sandwichExamples)
        lines.push_back(describeExample(c.mask.geometry(), x));
    if (interpolated && s.nonInteger > 0)
        for (const VoxelExample& x : c.between.examples)
            lines.push_back(describeExample(c.mask.geometry(), x));
    addEvidence(f, lines);
    c.report.findings.push_back(std::move(f));
}

// 0/255 masks; otherwise values outside an explicit label set.
void addValueSet(Context& c)
{
    const LabelScan& s = c.s;
    if (s.manyValues || s.values.empty())
        return;
    const auto counts = integerCounts(s);
    const auto& set = c.e.labelSet;
    const bool has255 = counts.count(255) > 0;
    const bool only0255 = std::all_of(counts.begin(), counts.end(),
                                      [](const auto& p) { return p.first == 0 || p.first == 255; });
    if (has255 && only0255 && s.nonInteger == 0 && std::find(set.begin(), set.end(), 255) == set.end()) {
        Finding f = makeFinding("labels.binary_0_255", Severity::Warning,
                                "The mask holds 0 and 255 (" + std::to_string(counts.at(255)) +
                                    " voxels of 255): most training code expects 0 and 1.",
                                "Map 255 to 1 when loading (mask > 0 or mask / 255) and save masks as 0/1.");
        f.measurements = {{"voxels_255", double(counts.at(255)), "voxels"},
                          {"volume_255", double(counts.at(255)) * voxelVolumeMl(c.mask.geometry()), "ml"}};
        c.report.findings.push_back(std::move(f));
        return;
    }
    if (set.empty())
        return;
    std::int64_t unexpected = 0;
    std::vector<std::string> lines;
    for (const auto& [value, n] : counts) {
        if (std::find(set.begin(), set.end(), value) != set.end())
            continue;
        unexpected += n;
        std::string line = "value " + std::to_string(value) + ": " + std::to_string(n) + " voxels (" +
                           formatNumber(double(n) * voxelVolumeMl(c.mask.geometry()), 3) + " ml)";
        const double v = double(value), tol = 0.5;
        if (lines.size() < 5)
            for (const VoxelExample& x : findExamples(
                     c.mask, [v, tol](double r) { return std::abs(r - v) < tol; }, 1))
                line += ", e.g. " + describeVoxel(c.mask.geometry(), x.index);
        lines.push_back(line);
    }
    if (unexpected == 0)
        return;
    std::string expected;
    for (int l : set)
        expected += (expected.empty() ? "" : ", ") + std::to_string(l);
    Finding f = makeFinding(
        "labels.unexpected_values", Severity::Error,
        std::to_string(unexpected) + " voxels (" + formatPercent(fraction(unexpected, s.finite)) + ") hold " +
            std::to_string(lines.size()) + " value(s) outside the expected labels {" + expected + "}.",
        "Map the values onto the dataset's label dictionary, or correct the expected set.");
    f.measurements = {{"unexpected_voxels", double(unexpected), "voxels"},
                      {"unexpected_values", double(lines.size()), ""},
                      {"unexpected_share", 100.0 * fraction(unexpected, s.finite), "%"}};
    addEvidence(f, lines);
    c.report.findings.push_back(std::move(f));
}

void addImageAsLabels(Context& c, double correlationWithImage)
{
    const LabelScan& s = c.s;
    const std::string distinct = s.manyValues ? "more than 4096" : std::to_string(s.values.size());
    Finding f = makeFinding("labels.image_as_labels", Severity::Error,
                            "The mask looks like an intensity image saved as a label map: " + distinct +
                                " distinct values from " + formatNumber(s.minValue) + " to " +
                                formatNumber(s.maxValue) + " with a smooth histogram.",
                            "Check that the mask path points at the segmentation and not at the image (a "
                            "swapped argument or file name).");
    f.measurements = {{"distinct_values", s.manyValues ? 4097.0 : double(s.values.size()), ""},
                      {"min_value", s.minValue, ""},
                      {"max_value", s.maxValue, ""},
                      {"boundary_share", 100.0 * fraction(s.boundary, s.finite), "%"}};
    if (s.nonInteger > 0) {
        f.measurements.push_back({"non_integer_share", 100.0 * fraction(s.nonInteger, s.finite), "%"});
        std::string why = s.manyIntegerValues || s.integerValues.size() > std::size_t(c.e.maxLabelCount)
                              ? "its whole-number voxels hold more distinct values than a label map has"
                          : 2 * s.nonInteger > s.finite ? "more than half of the voxels are non-integer"
                                                        : whereNonIntegersSit(c);
        if (c.resampling.measured)
            why += "; " + formatPercent(fraction(c.resampling.covered, c.resampling.nonInteger)) +
                   " of them lie in short runs between whole-number voxels along " +
                   axesName(c.resampling.axes) + " (a linear resampling puts at least 75% there)";
        f.evidence.push_back(std::to_string(s.nonInteger) + " voxels (" +
                             formatPercent(fraction(s.nonInteger, s.finite)) +
                             ") are non-integer; not interpolated labels: " + why);
    }
    if (!std::isnan(correlationWithImage)) {
        f.measurements.push_back({"correlation_with_image", correlationWithImage, ""});
        f.evidence.push_back("correlation with the image voxel by voxel: " +
                             formatNumber(correlationWithImage));
    }
    c.report.findings.push_back(std::move(f));
}

void addOutOfRange(Context& c)
{
    const LabelScan& s = c.s;
    const std::int64_t out = s.negative + s.aboveOne;
    if (out == 0)
        return;
    const double tol = c.e.probabilityTolerance;
    Finding f = makeFinding("labels.probability_out_of_range", Severity::Error,
                            std::to_string(out) + " voxels (" + formatPercent(fraction(out, s.finite)) +
                                ") lie outside [0, 1]: the values run from " + formatNumber(s.minValue) +
                                " to " + formatNumber(s.maxValue) + ".",
                            "Save the sigmoid/softmax output (not logits, not a rescaled copy) and clip "
                            "resampling overshoot to [0, 1].");
    f.measurements = {{"out_of_range_voxels", double(out), "voxels"},
                      {"below_zero_voxels", double(s.negative), "voxels"},
                      {"above_one_voxels", double(s.aboveOne), "voxels"},
                      {"min_value", s.minValue, ""},
                      {"max_value", s.maxValue, ""},
                      {"probability_tolerance", tol, ""}};
    std::vector<std::string> lines;
    for (const VoxelExample& x : findExamples(
             c.mask, [tol](double v) { return v < -tol || v > 1 + tol; }, 5))
        lines.push_back(describeExample(c.mask.geometry(), x));
    addEvidence(f, lines);
    c.report.findings.push_back(std::move(f));
}

void addExtent(Context& c)
{
    const std::string& kind = c.report.kind;
    const LabelScan& s = c.s;
    const std::int64_t foreground = kind == "probability" ? s.atLeastHalf
                                    : kind == "logits"    ? s.positive
                                                          : s.nonZero;
    if (s.finite > 0 && foreground == 0) {
        c.report.findings.push_back(emptyFinding(kind == "probability" ? "no voxel reaches 0.5"
                                                 : kind == "logits"    ? "no voxel is above 0"
                                                                    : "no voxel holds a label other than 0"));
        return;
    }
    if (auto f = cutByBorder(c.mask, kind, s, c.e))
        c.report.findings.push_back(std::move(*f));
}

void fillHistogram(Context& c)
{
    const LabelScan& s = c.s;
    const double ml = voxelVolumeMl(c.mask.geometry());
    const bool labels = c.report.kind == "labels" || c.report.kind == "binary";
    if (labels && !s.manyValues) {
        for (const auto& [v, n] : integerCounts(s))
            c.report.histogram.push_back({double(v), n, double(n) * ml});
        return;
    }
    if (s.finite == 0)
        return;
    // Bin the exact value counts when the scan kept them; read the voxels again only when it did not.
    const auto bins = s.manyValues ? binnedHistogram(c.mask, s.minValue, s.maxValue, kHistogramBins)
                                   : binValues(s.values, s.minValue, s.maxValue, kHistogramBins);
    for (const auto& [centre, n] : bins)
        c.report.histogram.push_back({centre, n, double(n) * ml});
}

void addKindFindings(Context& c, double correlationWithImage)
{
    const std::string& kind = c.report.kind;
    if (kind == "image") {
        addImageAsLabels(c, correlationWithImage);
        return;
    }
    if (kind == "labels" || kind == "binary") {
        addInterpolatedBorders(c); // the cause first: non-integer values are then its evidence
        if (c.s.nonInteger > 0)
            addNonInteger(c);
        addValueSet(c);
    } else {
        if (kind == "probability" && !c.e.expectProbability && c.s.nonInteger > 0)
            addNonInteger(c);
        if (c.e.expectProbability)
            addOutOfRange(c);
        if (kind == "logits")
            c.report.findings.push_back(logitsFinding(c.s.minValue, c.s.maxValue,
                                                      fraction(c.s.negative, c.s.finite),
                                                      fraction(c.s.aboveOne, c.s.finite), 1));
    }
    addExtent(c);
}

} // namespace

LabelReport checkLabels(const volume::Volume& mask, const LabelExpectations& expectations,
                        const volume::Volume* image, const Progress& progress)
{
    LabelReport report;
    report.used = expectations;
    if (auto invalid = validateVolume(mask, "mask")) {
        report.findings.push_back(std::move(*invalid));
        return report;
    }
    ScanOptions options;
    options.integerTolerance = expectations.integerTolerance;
    options.probabilityTolerance = expectations.probabilityTolerance;
    const LabelScan scan = scanLabels(mask, options, progress.sub(0.0, 0.9));
    if (scan.cancelled) {
        report.findings.push_back(cancelledFinding());
        return report;
    }
    if (scan.nonFinite > 0) {
        const auto examples = findExamples(
            mask, [](double v) { return !std::isfinite(v); }, 5);
        report.findings.push_back(nonFiniteFinding(scan.nonFinite, scan.voxels, mask.geometry(), examples));
    }
    if (scan.finite == 0)
        return report;
    BetweenLabels between{-1, {}};
    if (!expectations.expectProbability && labelPlateaus(scan, expectations))
        between = nonIntegerBetweenLabels(mask, expectations.integerTolerance,
                                          expectations.interpolationReach, ScanOptions{}.maxExamples);
    ResamplingStructure resampling;
    if (!expectations.expectProbability)
        resampling = resamplingStructure(mask, scan, expectations);
    const KindDecision decision = inferKind(scan, expectations, mask, image, between.voxels, resampling);
    report.kind = decision.kind;
    Context c{mask, expectations, scan, report, std::move(between), std::move(resampling)};
    addKindFindings(c, decision.correlationWithImage);
    fillHistogram(c);
    if (!hasProblem(report.findings))
        report.findings.push_back(okFinding(report, mask.geometry()));
    progress.report(1.0, "labels");
    return report;
}

} // namespace scansleuth::checks
