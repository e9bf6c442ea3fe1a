// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "checks/labels/labelresampling.h"

#include "checks/labels/labelkind.h"

#include <algorithm>
#include <cmath>
#include <string>
#include <utility>

namespace scansleuth::checks::detail {

namespace {

constexpr std::size_t kMostLabels = 256; // as labelPlateaus: more whole numbers are an image's values
// Of the non-integer voxels, bracketed along the chosen axes. Not all: resampled along two axes, the
// corners of a structure are in-between along both, in runs as long as its sides.
constexpr double kCoveredShare = 0.75;
constexpr double kAxisGain = 0.1; // an axis joins the chosen ones when it brackets this many more
constexpr double kPeakShare = 0.5;
constexpr int kBinsPerLabel = 10;
constexpr double kPlateauShare = 0.5; // below: the whole numbers vary voxel to voxel, as an image's do

enum State : std::uint8_t
{
    Whole = 0,
    Between = 1,
    NonFinite = 2
};

// Per voxel: its State in bits 0-1 and, for a non-integer voxel, bit 2 + a when it is bracketed along a.
class RunSearch
{
public:
    RunSearch(const volume::Volume& v, const LabelScan& s, double tol)
        : m_size(v.geometry().size), m_tol(tol), m_flags(std::size_t(v.voxelCount()), Whole)
    {
        for (const auto& [label, n] : s.integerValues)
            m_labels.push_back(label);
        m_out.minLabel = m_labels.front();
        m_out.maxLabel = m_labels.back();
        m_bins.assign(m_labels.size() * kBinsPerLabel, 0);
        m_mode = double(std::max_element(s.integerValues.begin(), s.integerValues.end(),
                                         [](const auto& a, const auto& b) { return a.second < b.second; })
                            ->first);
        classify(v);
    }

    ResamplingStructure run(const LabelScan& s, int reach, int maxLabelCount)
    {
        m_out.measured = true;
        const std::int64_t stride[3] = {1, m_size[0], m_size[0] * m_size[1]};
        for (int a = 0; a < 3; ++a)
            forEachLine(
                a, [&](std::int64_t start) { markRuns(start, stride[a], m_size[std::size_t(a)], a, reach); });
        chooseAxes();
        peaks(s);
        std::vector<std::int64_t> counts;
        for (const auto& [label, n] : s.integerValues)
            counts.push_back(n);
        m_out.plateauShare = m_pairs > 0 ? double(m_equalPairs) / double(m_pairs) : 1.0;
        m_out.imageLikeWholeNumbers = counts.size() > std::size_t(std::max(maxLabelCount, 0)) &&
                                      smoothCounts(counts) && m_out.plateauShare < kPlateauShare;
        m_out.resampled = !m_out.imageLikeWholeNumbers && m_out.nonInteger > 0 && m_out.outOfRange == 0 &&
                          m_out.maxLabel > m_out.minLabel &&
                          double(m_out.covered) >= kCoveredShare * double(m_out.nonInteger) &&
                          m_out.peakShare >= kPeakShare;
        return std::move(m_out);
    }

private:
    void classify(const volume::Volume& v)
    {
        const double slope = v.rescale().slope, intercept = v.rescale().intercept;
        volume::visitPixelType(v.pixelType(), [&](auto tag) {
            using T = decltype(tag);
            const T* data = v.voxels<T>().data();
            double before = std::nan(""); // the voxel at i - 1 when it is a whole number
            for (std::size_t q = 0; q < m_flags.size(); ++q) {
                const double r = slope * double(data[q]) + intercept;
                const double previous = std::exchange(before, std::nan(""));
                if (!std::isfinite(r)) {
                    m_flags[q] = NonFinite;
                    continue;
                }
                if (r < double(m_out.minLabel) - m_tol || r > double(m_out.maxLabel) + m_tol)
                    ++m_out.outOfRange;
                const double nearest = std::nearbyint(r);
                if (std::abs(r - nearest) <= m_tol) {
                    if (std::int64_t(q) % m_size[0] != 0)
                        countPair(previous, nearest);
                    before = nearest;
                    continue;
                }
                m_flags[q] = Between;
                ++m_out.nonInteger;
                const auto it = std::lower_bound(m_labels.begin(), m_labels.end(), (long long)nearest);
                if (it == m_labels.end() || *it != (long long)nearest)
                    continue;
                const int bin = std::clamp(int((r - nearest + 0.5) * kBinsPerLabel), 0, kBinsPerLabel - 1);
                ++m_bins[std::size_t(it - m_labels.begin()) * kBinsPerLabel + std::size_t(bin)];
            }
        });
    }

    // Neighbouring whole-number voxels along i, leaving out pairs with the most common value (background).
    void countPair(double previous, double value)
    {
        if (std::isnan(previous) || previous == m_mode || value == m_mode)
            return;
        ++m_pairs;
        m_equalPairs += previous == value;
    }

    template <typename F> void forEachLine(int axis, F f) const
    {
        const int u = axis == 0 ? 1 : 0, w = axis == 2 ? 1 : 2; // the two other axes
        const std::int64_t stride[3] = {1, m_size[0], m_size[0] * m_size[1]};
        for (std::int64_t b = 0; b < m_size[std::size_t(w)]; ++b)
            for (std::int64_t a = 0; a < m_size[std::size_t(u)]; ++a)
                f(a * stride[u] + b * stride[w]);
    }

    void markRuns(std::int64_t start, std::int64_t step, std::int64_t n, int axis, int reach)
    {
        auto state = [&](std::int64_t p) {
            return m_flags[std::size_t(start + p * step)] & 3;
        };
        for (std::int64_t p = 0; p < n;) {
            if (state(p) != Between) {
                ++p;
                continue;
            }
            const std::int64_t first = p;
            while (p < n && state(p) == Between)
                ++p;
            const bool closed = first > 0 && p < n && state(first - 1) == Whole && state(p) == Whole;
            if (!closed || p - first > reach)
                continue;
            for (std::int64_t r = first; r < p; ++r)
                m_flags[std::size_t(start + r * step)] |= std::uint8_t(4 << axis);
            m_out.bracketed[std::size_t(axis)] += p - first;
        }
    }

    // Greedy: the axis bracketing the most, then any axis adding kAxisGain of the non-integer voxels.
    void chooseAxes()
    {
        std::array<std::int64_t, 8> byPattern{};
        for (std::uint8_t f : m_flags)
            if ((f & 3) == Between)
                ++byPattern[std::size_t(f >> 2)];
        int chosen = 0;
        auto coveredBy = [&](int mask) {
            std::int64_t n = 0;
            for (int p = 1; p < 8; ++p)
                n += (p & mask) ? byPattern[std::size_t(p)] : 0;
            return n;
        };
        for (;;) {
            int best = -1;
            std::int64_t bestGain = 0;
            for (int a = 0; a < 3; ++a) {
                if (chosen & (1 << a))
                    continue;
                const std::int64_t gain = coveredBy(chosen | (1 << a)) - coveredBy(chosen);
                if (gain > bestGain)
                    best = a, bestGain = gain;
            }
            const bool first = chosen == 0;
            if (best < 0 || (!first && double(bestGain) < kAxisGain * double(m_out.nonInteger)))
                break;
            chosen |= 1 << best;
        }
        for (int a = 0; a < 3; ++a)
            if (chosen & (1 << a))
                m_out.axes.push_back(a);
        m_out.covered = coveredBy(chosen);
    }

    void peaks(const LabelScan& s)
    {
        std::int64_t labelled = 0, atPeaks = 0;
        for (std::size_t l = 0; l < m_labels.size(); ++l) {
            if (m_labels[l] == 0)
                continue;
            const std::int64_t n = s.integerValues[l].second;
            const auto bins = m_bins.begin() + std::ptrdiff_t(l * kBinsPerLabel);
            labelled += n;
            atPeaks += n > *std::max_element(bins, bins + kBinsPerLabel) ? n : 0;
        }
        m_out.peakShare = labelled > 0 ? double(atPeaks) / double(labelled) : 0.0;
    }

    volume::Index3 m_size;
    double m_tol;
    std::vector<std::uint8_t> m_flags;
    std::vector<long long> m_labels;
    double m_mode = 0.0;
    std::int64_t m_pairs = 0, m_equalPairs = 0;
    std::vector<std::int64_t> m_bins; // kBinsPerLabel per label: non-integer values within 0.5 of it
    ResamplingStructure m_out;
};

} // namespace

ResamplingStructure resamplingStructure(const volume::Volume& v, const LabelScan& s,
                                        const LabelExpectations& e)
{
    if (s.nonInteger == 0 || s.manyIntegerValues || s.integerValues.size() < 2 ||
        s.integerValues.size() > kMostLabels)
        return {};
    return RunSearch(v, s, e.integerTolerance).run(s, e.interpolationReach, e.maxLabelCount);
}

std::string axesName(const std::vector<int>& axes)
{
    static const char* const names[3] = {"i", "j", "k"};
    if (axes.empty())
        return "any axis";
    std::string out;
    for (std::size_t n = 0; n < axes.size(); ++n)
        out += std::string(n == 0 ? "" : n + 1 == axes.size() ? " and " : ", ") + names[axes[n]];
    return out;
}

} // namespace scansleuth::checks::detail
