// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// checkProbabilityChannels(): one blockwise pass over all channels (and the saved mask) together.
#include "checks/labels/labelchecks.h"

#include "base/numberformat.h"
#include "checks/labels/labelfindings.h"
#include "checks/labels/labelformat.h"
#include "checks/labels/labelvoxels.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace scansleuth::checks {

namespace {

using namespace detail;

constexpr std::int64_t kBlock = 4096;
constexpr std::size_t kMaxExamples = 5;

struct ChannelStats
{
    double minValue = std::numeric_limits<double>::infinity();
    double maxValue = -std::numeric_limits<double>::infinity();
    std::int64_t below = 0, above = 0;
};

struct Disagreement
{
    std::int64_t linear = 0;
    int predicted = 0;
    double maskValue = 0.0;
};

// One way of turning the channels into a class per voxel, compared with the saved mask. The confusion
// matrix has a row per predicted class and a column per mask class plus one for "not a class index".
struct Prediction
{
    int classes = 0;
    std::vector<std::int64_t> predicted;
    std::vector<std::int64_t> confusion;
    std::vector<Disagreement> examples;

    explicit Prediction(int k)
        : classes(k), predicted(std::size_t(k), 0), confusion(std::size_t(k * (k + 1)), 0)
    {}
    std::int64_t& at(int p, int m) { return confusion[std::size_t(p * (classes + 1) + m)]; }
    std::int64_t at(int p, int m) const { return confusion[std::size_t(p * (classes + 1) + m)]; }

    void add(std::int64_t linear, int p, const double* mask, double integerTolerance)
    {
        ++predicted[std::size_t(p)];
        if (!mask)
            return;
        const double m = *mask;
        const bool isClass = std::isfinite(m) && std::abs(m - std::nearbyint(m)) <= integerTolerance &&
                             m > -0.5 && m < classes - 0.5;
        const int column = isClass ? int(std::lround(m)) : classes;
        ++at(p, column);
        if (column != p && examples.size() < kMaxExamples)
            examples.push_back({linear, p, m});
    }
};

struct ChannelScan
{
    std::vector<ChannelStats> channels;
    std::int64_t voxels = 0, finite = 0, nonFinite = 0;
    std::int64_t notNormalised = 0;
    double maxDeviation = 0.0, sumMin = std::numeric_limits<double>::infinity(), sumMax = -sumMin;
    Prediction byArgmax, byZero; // byZero: one channel thresholded at 0 (logits)
    std::vector<VoxelExample> nonFiniteExamples;
    bool cancelled = false;

    ChannelScan(int channelCount, int classes)
        : channels(std::size_t(channelCount)), byArgmax(classes), byZero(classes)
    {}
};

std::optional<Finding> validateInputs(const std::vector<volume::Volume>& channels, const volume::Volume* mask)
{
    if (channels.empty())
        return invalidInput("No probability channels were given.", {});
    for (std::size_t c = 0; c < channels.size(); ++c) {
        if (auto f = validateVolume(channels[c], "channel " + std::to_string(c)))
            return f;
        if (channels[c].geometry().size != channels[0].geometry().size)
            return invalidInput("Channel " + std::to_string(c) + " has size " +
                                    formatSize(channels[c].geometry().size) + " but channel 0 has " +
                                    formatSize(channels[0].geometry().size) + ".",
                                "channels are compared voxel by voxel and must share one grid");
    }
    if (!mask)
        return std::nullopt;
    if (auto f = validateVolume(*mask, "saved mask"))
        return f;
    if (mask->geometry().size != channels[0].geometry().size)
        return invalidInput("The saved mask has size " + formatSize(mask->geometry().size) +
                                " but the channels have " + formatSize(channels[0].geometry().size) + ".",
                            "the mask is compared with the channels' argmax voxel by voxel");
    return std::nullopt;
}

void scanVoxel(ChannelScan& s, const std::vector<std::vector<double>>& buffers, std::size_t q,
               std::int64_t linear, const double* mask, const LabelExpectations& e)
{
    const std::size_t channelCount = buffers.size();
    double sum = 0.0, best = -std::numeric_limits<double>::infinity();
    int argmax = 0;
    for (std::size_t c = 0; c < channelCount; ++c) {
        const double v = buffers[c][q];
        ChannelStats& st = s.channels[c];
        st.minValue = std::min(st.minValue, v);
        st.maxValue = std::max(st.maxValue, v);
        st.below += v < -e.probabilityTolerance;
        st.above += v > 1.0 + e.probabilityTolerance;
        sum += v;
        if (v > best) {
            best = v;
            argmax = int(c);
        }
    }
    if (channelCount == 1) {
        s.byArgmax.add(linear, buffers[0][q] >= 0.5 ? 1 : 0, mask, e.integerTolerance);
        s.byZero.add(linear, buffers[0][q] > 0.0 ? 1 : 0, mask, e.integerTolerance);
        return;
    }
    const double deviation = std::abs(sum - 1.0);
    s.sumMin = std::min(s.sumMin, sum);
    s.sumMax = std::max(s.sumMax, sum);
    s.maxDeviation = std::max(s.maxDeviation, deviation);
    s.notNormalised += deviation > e.sumTolerance;
    s.byArgmax.add(linear, argmax, mask, e.integerTolerance);
}

ChannelScan scanChannels(const std::vector<volume::Volume>& channels, const volume::Volume* mask,
                         const LabelExpectations& e, const Progress& progress)
{
    const int classes = channels.size() == 1 ? 2 : int(channels.size());
    ChannelScan s(int(channels.size()), classes);
    s.voxels = channels[0].voxelCount();
    const auto& size = channels[0].geometry().size;
    std::vector<std::vector<double>> buffers(channels.size(), std::vector<double>(std::size_t(kBlock)));
    std::vector<double> maskBuffer(mask ? std::size_t(kBlock) : 0);
    for (std::int64_t start = 0; start < s.voxels; start += kBlock) {
        if (start % (kBlock * 256) == 0 && !progress.report(double(start) / double(s.voxels), "labels")) {
            s.cancelled = true;
            return s;
        }
        const std::int64_t n = std::min(kBlock, s.voxels - start);
        for (std::size_t c = 0; c < channels.size(); ++c)
            readRealValues(channels[c], start, n, buffers[c].data());
        if (mask)
            readRealValues(*mask, start, n, maskBuffer.data());
        for (std::int64_t i = 0; i < n; ++i) {
            const std::size_t q = std::size_t(i);
            const bool finite = std::all_of(buffers.begin(), buffers.end(),
                                            [q](const auto& b) { return std::isfinite(b[q]); });
            if (!finite) {
                if (s.nonFiniteExamples.size() < kMaxExamples)
                    s.nonFiniteExamples.push_back({indexOfVoxel(size, start + i), std::nan("")});
                ++s.nonFinite;
                continue;
            }
            ++s.finite;
            scanVoxel(s, buffers, q, start + i, mask ? &maskBuffer[q] : nullptr, e);
        }
    }
    return s;
}

bool channelsLookLikeLogits(const ChannelScan& s, const LabelExpectations& e)
{
    return std::any_of(s.channels.begin(), s.channels.end(), [&](const ChannelStats& c) {
        return double(c.below) >= 0.05 * double(s.finite) && c.minValue < -1.0;
    });
}

void addOutOfRange(LabelReport& r, const ChannelScan& s)
{
    std::int64_t out = 0;
    double lo = std::numeric_limits<double>::infinity(), hi = -lo;
    std::vector<std::string> lines;
    for (std::size_t c = 0; c < s.channels.size(); ++c) {
        const ChannelStats& st = s.channels[c];
        out += st.below + st.above;
        lo = std::min(lo, st.minValue);
        hi = std::max(hi, st.maxValue);
        if (st.below + st.above > 0)
            lines.push_back("channel " + std::to_string(c) + ": " + formatNumber(st.minValue) + " to " +
                            formatNumber(st.maxValue) + ", " + std::to_string(st.below) + " below 0 and " +
                            std::to_string(st.above) + " above 1");
    }
    if (out == 0)
        return;
    const std::int64_t values = s.finite * std::int64_t(s.channels.size());
    Finding f = makeFinding("labels.probability_out_of_range", Severity::Error,
                            std::to_string(out) + " channel values (" + formatPercent(fraction(out, values)) +
                                ") lie outside [0, 1]: they run from " + formatNumber(lo) + " to " +
                                formatNumber(hi) + ".",
                            "Save the sigmoid/softmax output (not logits, not a rescaled copy) and clip "
                            "resampling overshoot to [0, 1].");
    f.measurements = {{"out_of_range_values", double(out), "voxels"},
                      {"min_value", lo, ""},
                      {"max_value", hi, ""},
                      {"probability_tolerance", r.used.probabilityTolerance, ""}};
    addEvidence(f, lines);
    r.findings.push_back(std::move(f));
}

void addNotNormalised(LabelReport& r, const ChannelScan& s)
{
    if (s.channels.size() < 2 || s.notNormalised == 0)
        return;
    Finding f =
        makeFinding("labels.channels_not_normalised", Severity::Warning,
                    "In " + std::to_string(s.notNormalised) + " voxels (" +
                        formatPercent(fraction(s.notNormalised, s.finite)) + ") the " +
                        std::to_string(s.channels.size()) + " channels do not sum to 1: the sum runs from " +
                        formatNumber(s.sumMin) + " to " + formatNumber(s.sumMax) + ".",
                    "Apply softmax across the channels (not a sigmoid per channel) before saving, or "
                    "treat the channels as independent.");
    f.measurements = {{"not_normalised_voxels", double(s.notNormalised), "voxels"},
                      {"not_normalised_share", 100.0 * fraction(s.notNormalised, s.finite), "%"},
                      {"max_deviation", s.maxDeviation, ""},
                      {"sum_tolerance", r.used.sumTolerance, ""}};
    if (s.sumMax > 1.0 + r.used.sumTolerance)
        f.evidence.push_back("every channel lies in [0, 1] but their sum reaches " + formatNumber(s.sumMax) +
                             ": per-channel sigmoids instead of one softmax?");
    r.findings.push_back(std::move(f));
}

void addArgmaxDisagrees(LabelReport& r, const Prediction& p, const volume::Geometry& g, std::int64_t total)
{
    std::int64_t agree = 0, notAClass = 0, worstClass = -1;
    double worst = 0.0;
    std::vector<std::string> lines;
    for (int c = 0; c < p.classes; ++c) {
        std::int64_t inMask = 0;
        for (int q = 0; q < p.classes; ++q)
            inMask += p.at(q, c);
        const std::int64_t both = p.at(c, c), either = inMask + p.predicted[std::size_t(c)] - both;
        agree += both;
        notAClass += p.at(c, p.classes);
        const double disagreement = either > 0 ? 1.0 - double(both) / double(either) : 0.0;
        if (disagreement > worst)
            worst = disagreement, worstClass = c;
        lines.push_back("class " + std::to_string(c) + ": argmax " +
                        std::to_string(p.predicted[std::size_t(c)]) + " voxels, mask " +
                        std::to_string(inMask) + ", both " + std::to_string(both) +
                        ", disagreement (1 - Jaccard) " + formatPercent(disagreement));
    }
    if (worst <= r.used.argmaxTolerance && notAClass == 0)
        return;
    const std::int64_t disagreeing = total - agree;
    if (notAClass > 0)
        lines.push_back(std::to_string(notAClass) +
                        " mask voxels hold values that are not class indices 0.." +
                        std::to_string(p.classes - 1));
    for (const Disagreement& d : p.examples)
        lines.push_back(describeVoxel(g, indexOfVoxel(g.size, d.linear)) + ": argmax " +
                        std::to_string(d.predicted) + ", mask " + formatNumber(d.maskValue, 4));
    Finding f = makeFinding(
        "labels.argmax_disagrees", Severity::Error,
        "The saved mask disagrees with the argmax of the channels in " + std::to_string(disagreeing) +
            " voxels (" + formatPercent(fraction(disagreeing, total)) + ")" +
            (worstClass >= 0 ? "; worst is class " + std::to_string(worstClass) + " (" +
                                   formatPercent(worst) + " disagreement)"
                             : "") +
            ".",
        "Check the class order, any label remapping and the threshold between the network "
        "output and the saved mask; regenerate the mask from the output.");
    f.measurements = {{"disagreeing_voxels", double(disagreeing), "voxels"},
                      {"disagreeing_share", 100.0 * fraction(disagreeing, total), "%"},
                      {"worst_class", double(worstClass), ""},
                      {"worst_class_disagreement", 100.0 * worst, "%"},
                      {"mask_values_not_a_class", double(notAClass), "voxels"},
                      {"argmax_tolerance", r.used.argmaxTolerance, ""}};
    addEvidence(f, lines);
    r.findings.push_back(std::move(f));
}

} // namespace

LabelReport checkProbabilityChannels(const std::vector<volume::Volume>& channels,
                                     const volume::Volume* savedMask, const LabelExpectations& expectations,
                                     const Progress& progress)
{
    LabelReport report;
    report.used = expectations;
    if (auto invalid = validateInputs(channels, savedMask)) {
        report.findings.push_back(std::move(*invalid));
        return report;
    }
    const ChannelScan s = scanChannels(channels, savedMask, expectations, progress);
    if (s.cancelled) {
        report.findings.push_back(cancelledFinding());
        return report;
    }
    const volume::Geometry& g = channels[0].geometry();
    if (s.nonFinite > 0)
        report.findings.push_back(nonFiniteFinding(s.nonFinite, s.voxels, g, s.nonFiniteExamples));
    if (s.finite == 0)
        return report;
    const bool logits = channelsLookLikeLogits(s, expectations);
    report.kind = logits ? "logits" : "probability";
    addOutOfRange(report, s);
    if (logits) {
        double lo = std::numeric_limits<double>::infinity(), hi = -lo;
        std::int64_t below = 0, above = 0;
        for (const ChannelStats& c : s.channels)
            lo = std::min(lo, c.minValue), hi = std::max(hi, c.maxValue), below += c.below, above += c.above;
        const double values = double(s.finite) * double(s.channels.size());
        report.findings.push_back(
            logitsFinding(lo, hi, double(below) / values, double(above) / values, int(s.channels.size())));
    } else {
        addNotNormalised(report, s);
    }
    const Prediction& prediction = (logits && channels.size() == 1) ? s.byZero : s.byArgmax;
    if (savedMask)
        addArgmaxDisagrees(report, prediction, g, s.finite);
    const double ml = voxelVolumeMl(g);
    for (int c = 0; c < prediction.classes; ++c)
        report.histogram.push_back({double(c), prediction.predicted[std::size_t(c)],
                                    double(prediction.predicted[std::size_t(c)]) * ml});
    if (prediction.predicted[0] == s.finite)
        report.findings.push_back(emptyFinding(channels.size() > 1
                                                   ? "no voxel's argmax is a class other than 0"
                                               : logits ? "no voxel is above 0"
                                                        : "no voxel reaches 0.5"));
    if (!hasProblem(report.findings))
        report.findings.push_back(okFinding(report, g));
    progress.report(1.0, "labels");
    return report;
}

} // namespace scansleuth::checks
