// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "checks/labels/labelkind.h"

#include "base/numberformat.h"
#include "checks/labels/labelfindings.h"
#include "checks/labels/labelformat.h"
#include "checks/labels/labelvoxels.h"

#include <algorithm>
#include <cmath>
#include <functional>

namespace scansleuth::checks::detail {

namespace {

constexpr double kCorrelatedWithImage = 0.9;
constexpr std::size_t kCertainlyImage = 1000; // distinct integers no label map has
constexpr std::size_t kMostLabels = 256;      // labels an interpolated label map may keep as plateaus
// Beyond this magnitude a value is no logit: float32 sigmoid saturates near 17 and exp() underflows below
// -104, so networks do not produce it, while images in Hounsfield units (air -1000) do.
constexpr double kLargestLogit = 200.0;

bool binaryValues(const LabelScan& s)
{
    auto within = [&](double a, double b) {
        return std::all_of(s.values.begin(), s.values.end(), [&](const auto& p) {
            const double r = std::nearbyint(p.first);
            return r == a || r == b;
        });
    };
    return within(0, 1) || within(0, 255);
}

bool smoothHistogram(const LabelScan& s)
{
    std::vector<std::int64_t> counts;
    for (const auto& [v, n] : s.values)
        counts.push_back(n);
    return smoothCounts(counts);
}

bool imageLikeIntegers(const LabelScan& s, const LabelExpectations& e)
{
    if (fraction(s.boundary, s.finite) < e.imageBoundaryFraction)
        return false;
    if (s.manyValues || s.values.size() > kCertainlyImage)
        return true;
    const double range = s.maxValue - s.minValue + 1.0;
    // Dense over the whole range, or over one run of consecutive integers holding most distinct values
    // (a CT's tissue values, with the -1024 padding and -1000 air far below them).
    std::size_t run = 1, longestRun = 1;
    for (std::size_t i = 1; i < s.values.size(); ++i) {
        run = std::nearbyint(s.values[i].first) == std::nearbyint(s.values[i - 1].first) + 1 ? run + 1 : 1;
        longestRun = std::max(longestRun, run);
    }
    const bool dense = double(s.values.size()) >= 0.5 * range || 2 * longestRun >= s.values.size();
    return s.values.size() > std::size_t(std::max(e.maxLabelCount, 0)) && dense && smoothHistogram(s);
}

int labelIndex(const std::vector<long long>& labels, double v)
{
    if (!std::isfinite(v))
        return -1;
    const long long r = std::llround(v);
    auto it = std::lower_bound(labels.begin(), labels.end(), r);
    return (it != labels.end() && *it == r) ? int(it - labels.begin()) : -1;
}

struct Contact
{
    std::string what;
    int face = 0;
    std::int64_t voxels = 0, largestSection = 0;
    double share = 0.0;
};

} // namespace

bool smoothCounts(const std::vector<std::int64_t>& counts)
{
    if (counts.size() < 3)
        return false;
    std::vector<double> steps;
    for (std::size_t i = 1; i < counts.size(); ++i)
        steps.push_back(std::abs(std::log(double(counts[i]) / double(counts[i - 1]))));
    std::nth_element(steps.begin(), steps.begin() + std::ptrdiff_t(steps.size() / 2), steps.end());
    return steps[steps.size() / 2] < 0.5;
}

bool labelPlateaus(const LabelScan& s, const LabelExpectations& e)
{
    // Up to kMostLabels whatever maxLabelCount says: TotalSegmentator's 117 organs resampled linearly are
    // still interpolated labels, and the non-integer voxels must then sit between them too.
    const std::size_t most = std::max<std::size_t>(std::size_t(std::max(e.maxLabelCount, 0)), kMostLabels);
    return s.nonInteger > 0 && 2 * s.nonInteger <= s.finite && !s.manyIntegerValues &&
           !s.integerValues.empty() && s.integerValues.size() <= most;
}

bool interpolationLike(const LabelScan& s, const LabelExpectations& e, std::int64_t betweenLabels)
{
    // A thin shell (resampled on a similar grid) or wider bands between labels (upsampled: the band of
    // in-between values is as wide as a source voxel, so its middle touches no whole-number voxel).
    return labelPlateaus(s, e) &&
           (double(s.nonIntegerShell) >= e.nonIntegerShellFraction * double(s.nonInteger) ||
            (betweenLabels >= 0 && double(betweenLabels) >= e.betweenLabelsFraction * double(s.nonInteger)));
}

bool interpolatedLabels(const LabelScan& s, const LabelExpectations& e, std::int64_t betweenLabels,
                        const ResamplingStructure& resampling)
{
    return !resampling.imageLikeWholeNumbers &&
           (resampling.resampled || interpolationLike(s, e, betweenLabels));
}

bool logitsLike(const LabelScan& s, const LabelExpectations& e)
{
    // Below -1 a value is no resampling overshoot of a probability; logits of background go far below.
    return s.nonInteger > 0 && double(s.negative) >= 0.05 * double(s.finite) && s.minValue < -1.0 &&
           s.minValue > -kLargestLogit && s.maxValue < kLargestLogit;
}

KindDecision inferKind(const LabelScan& s, const LabelExpectations& e, const volume::Volume& mask,
                       const volume::Volume* image, std::int64_t betweenLabels,
                       const ResamplingStructure& resampling)
{
    KindDecision d;
    auto correlated = [&] {
        if (!image || image->geometry().size != mask.geometry().size || validateVolume(*image, "image"))
            return false;
        d.correlationWithImage = correlation(mask, *image);
        return d.correlationWithImage >= kCorrelatedWithImage;
    };
    if (e.expectProbability) {
        d.kind = logitsLike(s, e) ? "logits" : "probability";
    } else if (s.nonInteger == 0) {
        if (!s.manyValues && s.values.size() <= std::size_t(std::max(e.maxLabelCount, 0)))
            d.kind = binaryValues(s) ? "binary" : "labels";
        else
            d.kind =
                (correlated() || imageLikeIntegers(s, e)) ? "image" : "labels"; // correlation always measured
    } else if (interpolatedLabels(s, e, betweenLabels, resampling)) {
        d.kind = "labels";
    } else if (correlated()) {
        d.kind = "image";
    } else if (logitsLike(s, e)) {
        d.kind = "logits";
    } else if (s.negative == 0 && s.aboveOne == 0) {
        // Probabilities pile up near 0 and 1; a normalised image spreads over the middle.
        const bool spread =
            s.middle > 4 * s.high && fraction(s.boundary, s.finite) >= e.imageBoundaryFraction;
        d.kind = spread ? "image" : "probability";
    } else {
        d.kind = "image";
    }
    return d;
}

std::optional<Finding> cutByBorder(const volume::Volume& mask, const std::string& kind, const LabelScan& s,
                                   const LabelExpectations& e)
{
    const bool labels = (kind == "labels" || kind == "binary") && !s.manyValues;
    std::function<bool(double)> foreground = [](double v) {
        return std::isfinite(v) && v != 0.0;
    };
    if (kind == "probability")
        foreground = [](double v) {
            return v >= 0.5;
        };
    else if (kind == "logits")
        foreground = [](double v) {
            return v > 0.0;
        };
    const auto faces = faceCounts(mask, foreground);
    if (std::all_of(faces.begin(), faces.end(), [](std::int64_t n) { return n == 0; }))
        return std::nullopt;

    std::vector<long long> classes; // label values, or one class: the foreground
    if (labels)
        for (const auto& [v, n] : s.values)
            if (std::llround(v) != 0 && (classes.empty() || classes.back() != std::llround(v)))
                classes.push_back(std::llround(v));
    std::function<int(double)> classOf = [&](double v) {
        return foreground(v) ? 0 : -1;
    };
    if (labels)
        classOf = [&](double v) {
            return labelIndex(classes, v);
        };
    const int classCount = labels ? int(classes.size()) : 1;
    const auto profiles = sliceProfiles(mask, classOf, classCount);

    std::vector<Contact> contacts;
    for (int c = 0; c < classCount; ++c)
        for (int face = 0; face < 6; ++face) {
            const auto& p = profiles[std::size_t(c)][std::size_t(face / 2)];
            const std::int64_t contact = face % 2 ? p.back() : p.front();
            if (contact == 0)
                continue;
            const std::int64_t largest = *std::max_element(p.begin(), p.end());
            contacts.push_back(
                {labels ? "label " + std::to_string(classes[std::size_t(c)]) : "the foreground", face,
                 contact, largest, fraction(contact, largest)});
        }
    // Cuts first, the largest contact first among them; then the touches.
    const double cutAt = e.cutSectionFraction;
    std::sort(contacts.begin(), contacts.end(), [cutAt](const Contact& a, const Contact& b) {
        const bool ca = a.share >= cutAt, cb = b.share >= cutAt;
        return ca != cb ? ca : a.voxels > b.voxels;
    });
    if (contacts.empty() || contacts.front().share < cutAt)
        return std::nullopt;

    const volume::Geometry& g = mask.geometry();
    std::vector<std::string> lines;
    std::vector<int> cutFaces;
    for (const Contact& x : contacts) {
        const bool cut = x.share >= e.cutSectionFraction;
        if (cut && std::find(cutFaces.begin(), cutFaces.end(), x.face) == cutFaces.end())
            cutFaces.push_back(x.face);
        lines.push_back(x.what + " at " + faceName(g, x.face) + ": " + std::to_string(x.voxels) +
                        " voxels (" + formatNumber(double(x.voxels) * faceVoxelAreaMm2(g, x.face / 2), 1) +
                        " mm2), " + formatPercent(x.share) + " of its largest cross-section (" +
                        std::to_string(x.largestSection) + " voxels)" + (cut ? "" : ", a touch only"));
    }
    const Contact& top = contacts.front();
    const double area = double(top.voxels) * faceVoxelAreaMm2(g, top.face / 2);
    Finding f =
        makeFinding("labels.cut_by_border", Severity::Warning,
                    "The mask is cut by the volume border on " + std::to_string(cutFaces.size()) +
                        " face(s): " + top.what + " meets " + faceName(g, top.face) + " with " +
                        std::to_string(top.voxels) + " voxels (" + formatNumber(area, 1) + " mm2), " +
                        formatPercent(top.share) + " of its largest cross-section.",
                    "The field of view or a crop cut the structure: check the crop or padding step, or "
                    "leave the case out of volume and surface metrics.");
    f.measurements = {{"faces_cut", double(cutFaces.size()), ""},
                      {"contact_voxels", double(top.voxels), "voxels"},
                      {"contact_area", area, "mm2"},
                      {"contact_share_of_cross_section", 100.0 * top.share, "%"},
                      {"cut_section_fraction", e.cutSectionFraction, ""}};
    addEvidence(f, lines);
    return f;
}

} // namespace scansleuth::checks::detail
