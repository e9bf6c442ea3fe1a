// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "compare/metrics/segmentationmetrics.h"

#include "base/numberformat.h"
#include "base/parallel.h"
#include "compare/metrics/distancetransform.h"
#include "compare/metrics/valueruns.h"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <map>
#include <optional>
#include <type_traits>

namespace scansleuth::compare {
namespace {

using volume::Index3;
using volume::Volume;

constexpr double kInfinity = std::numeric_limits<double>::infinity();

using LabelScan = LabelCensus;

// A row's runs of one label: (first voxel in the row, label), ascending.
using Runs = std::vector<std::pair<std::int64_t, std::int64_t>>;

// The runs of stored values [start, start + count) as integers; Invalid at the first value that is not a
// whole number (a run that starts with it: a NaN ends every run).
Status readRuns(const Volume& v, const char* which, std::int64_t start, std::int64_t count, Runs& runs)
{
    runs.clear();
    return volume::visitPixelType(v.pixelType(), [&](auto tag) -> Status {
        using T = decltype(tag);
        const T* data = v.voxels<T>().data() + start;
        for (std::int64_t i = 0; i < count;) {
            const T stored = data[i];
            if constexpr (!std::is_integral_v<T>) { // the integer types hold whole numbers of 32 bits at most
                const double value = double(stored);
                // 2^53: beyond it a double no longer tells neighbouring integers apart.
                if (!(value == std::floor(value)) || std::abs(value) > 9007199254740992.0)
                    return makeError(ErrorKind::Invalid,
                                     std::string("Label map ") + which +
                                         " holds a value that is not a whole number (" +
                                         formatNumber(value, 6) + ").",
                                     "voxel " + std::to_string(start + i));
            }
            runs.emplace_back(i, std::int64_t(stored));
            i = runEnd(data, i + 1, count, stored);
        }
        return {};
    });
}

Status checkInputs(const Volume& a, const Volume& b, const MetricsOptions& options)
{
    const volume::Geometry& g = a.geometry();
    if (std::string problem = volume::geometryProblem(g); !problem.empty())
        return makeError(ErrorKind::Invalid,
                         "The label maps' geometry cannot place voxels: " + problem + ".");
    const volume::GeometryDifference diff =
        volume::compareGeometry(g, b.geometry(), options.geometryTolerance);
    if (!diff.sameSize || !diff.withinTolerance)
        return makeError(ErrorKind::Invalid,
                         "The two label maps are not on the same voxel grid: " + diff.summary() + ".",
                         "resample one onto the other before comparing");
    if (!volume::isOrthonormal(g.direction))
        return makeError(ErrorKind::Unsupported,
                         "The label maps' direction matrix is not orthonormal, so voxel distances are not "
                         "spacing times index differences.");
    if (!std::isfinite(options.nsdToleranceMm) || options.nsdToleranceMm < 0)
        return makeError(ErrorKind::Invalid, "The surface Dice tolerance must be a finite number of mm >= 0.",
                         formatNumber(options.nsdToleranceMm));
    return {};
}

using LabelScans = LabelCensuses;

// Counts and boxes of every label in slice k, a run of voxels that hold one label in A and one in B at a
// time (rows are mostly a few long runs).
Status scanSlice(const Volume& a, const Volume& b, std::int64_t k, LabelScans& scans)
{
    const Index3& size = a.geometry().size;
    Runs runsA, runsB;
    std::int64_t labelA = 0, labelB = 0;
    LabelScan* scanA = &scans[0];
    LabelScan* scanB = scanA;
    for (std::int64_t j = 0; j < size[1]; ++j) {
        const std::int64_t start = a.linearIndex(0, j, k);
        if (Status s = readRuns(a, "A", start, size[0], runsA); !s)
            return s;
        if (Status s = readRuns(b, "B", start, size[0], runsB); !s)
            return s;
        std::size_t ra = 0, rb = 0;
        for (std::int64_t i = 0; i < size[0];) {
            const std::int64_t endA = ra + 1 < runsA.size() ? runsA[ra + 1].first : size[0];
            const std::int64_t endB = rb + 1 < runsB.size() ? runsB[rb + 1].first : size[0];
            const std::int64_t end = std::min(endA, endB);
            // Neighbouring runs mostly share labels: look the map up only when the label changes.
            if (runsA[ra].second != labelA) {
                labelA = runsA[ra].second;
                scanA = &scans[labelA];
            }
            if (runsB[rb].second != labelB) {
                labelB = runsB[rb].second;
                scanB = &scans[labelB];
            }
            scanA->voxelsA += end - i;
            scanA->include(i, end, j, k);
            scanB->voxelsB += end - i;
            if (scanB != scanA)
                scanB->include(i, end, j, k);
            else
                scanA->overlap += end - i;
            ra += endA == end ? 1 : 0;
            rb += endB == end ? 1 : 0;
            i = end;
        }
    }
    return {};
}

// One pass over both maps, slices in parallel: counts and bounding boxes of every label. A value that is
// not a whole number fails with the first such voxel in storage order.
Result<LabelScans> scanLabels(const Volume& a, const Volume& b, std::size_t maxThreads)
{
    const std::size_t slices = std::size_t(a.geometry().size[2]);
    std::vector<LabelScans> perSlice(slices);
    std::vector<Status> status(slices);
    ParallelOptions parallel;
    parallel.maxThreads = maxThreads;
    parallel.task = "compare the label maps";
    if (Status s = forEachIndex(
            slices, [&](std::size_t k) { status[k] = scanSlice(a, b, std::int64_t(k), perSlice[k]); },
            parallel);
        !s)
        return s.error();
    LabelScans scans;
    for (std::size_t k = 0; k < slices; ++k) {
        if (!status[k])
            return status[k].error();
        for (const auto& [label, slice] : perSlice[k]) {
            LabelScan& scan = scans[label];
            scan.voxelsA += slice.voxelsA;
            scan.voxelsB += slice.voxelsB;
            scan.overlap += slice.overlap;
            if (slice.hi[0] >= 0) {
                scan.include(slice.lo[0], slice.hi[0] + 1, slice.lo[1], slice.lo[2]);
                scan.include(slice.lo[0], slice.hi[0] + 1, slice.hi[1], slice.hi[2]);
            }
        }
    }
    return scans;
}

// The label as the map's stored type, or nullopt when no value of that type is the label.
template <typename T> std::optional<T> storedValue(std::int64_t label)
{
    if constexpr (std::is_integral_v<T>) {
        if (label < std::int64_t(std::numeric_limits<T>::min()) ||
            label > std::int64_t(std::numeric_limits<T>::max()))
            return std::nullopt;
        return T(label);
    } else {
        const T value = T(label);
        return std::int64_t(value) == label && std::abs(double(value)) <= 9007199254740992.0
                   ? std::optional(value)
                   : std::nullopt;
    }
}

// Slice k of the label's surface in map `v`: its voxels with a 6-neighbour that holds another value or
// lies outside the image, appended as linear indices of the box (ascending). Outside the box but inside
// the image no voxel holds the label, so this is the box's surface too. A row goes a run at a time: a run
// of the label has its two ends on the surface, and inside it the voxels where a neighbouring row (along
// y or z) leaves the label, found run by run in those rows too.
void surfaceSlice(const Volume& v, std::int64_t label, const LabelScan& box, std::int64_t k,
                  std::vector<std::int64_t>& out)
{
    volume::visitPixelType(v.pixelType(), [&](auto tag) {
        using T = decltype(tag);
        const std::optional<T> value = storedValue<T>(label);
        if (!value)
            return;
        const T is = *value;
        const T* data = v.voxels<T>().data();
        const Index3& n = v.geometry().size;
        const std::int64_t sy = n[0], sz = n[0] * n[1];
        const Index3 boxSize{box.hi[0] - box.lo[0] + 1, box.hi[1] - box.lo[1] + 1, box.hi[2] - box.lo[2] + 1};
        const std::int64_t end = box.hi[0] + 1;
        std::vector<std::uint8_t> marks(std::size_t(n[0]), 0); // by x: inside a run, off the label nearby
        for (std::int64_t j = box.lo[1]; j <= box.hi[1]; ++j) {
            const T* row = data + v.linearIndex(0, j, k);
            const std::int64_t boxRow =
                ((k - box.lo[2]) * boxSize[1] + (j - box.lo[1])) * boxSize[0] - box.lo[0];
            // On the image's border every voxel of the label is on the surface.
            const bool edgeRow = j == 0 || k == 0 || j == n[1] - 1 || k == n[2] - 1;
            for (std::int64_t i = box.lo[0]; i < end;) {
                if (!(row[i] == is)) {
                    i = runEnd(row, i + 1, end, row[i]);
                    continue;
                }
                const std::int64_t last = runEnd(row, i + 1, end, is) - 1; // the run is [i, last]
                if (edgeRow || last - i < 2) {
                    for (std::int64_t x = i; x <= last; ++x)
                        out.push_back(boxRow + x);
                    i = last + 1;
                    continue;
                }
                out.push_back(boxRow + i);
                bool marked = false;
                for (const T* around : {row - sy, row + sy, row - sz, row + sz}) {
                    for (std::int64_t x = runEnd(around, i + 1, last, is); x < last;
                         x = runEnd(around, x + 1, last, is)) {
                        marks[std::size_t(x)] = 1;
                        marked = true;
                    }
                }
                for (std::int64_t x = i + 1; marked && x < last;) {
                    std::uint64_t word = 0;
                    if (x + 8 <= last)
                        std::memcpy(&word, marks.data() + x, 8);
                    if (x + 8 <= last && word == 0) {
                        x += 8;
                        continue;
                    }
                    if (marks[std::size_t(x)]) {
                        marks[std::size_t(x)] = 0;
                        out.push_back(boxRow + x);
                    }
                    ++x;
                }
                out.push_back(boxRow + last);
                i = last + 1;
            }
        }
    });
}

struct Surfaces
{
    std::vector<std::int64_t> a, b; // linear indices of the label's box, ascending
};

Result<Surfaces> surfaces(const Volume& a, const Volume& b, std::int64_t label, const LabelScan& box,
                          std::size_t maxThreads)
{
    const std::size_t slices = std::size_t(box.hi[2] - box.lo[2] + 1);
    std::vector<Surfaces> perSlice(slices);
    ParallelOptions parallel;
    parallel.maxThreads = maxThreads;
    parallel.task = "compute the surface distances";
    Status s = forEachIndex(
        slices,
        [&](std::size_t k) {
            surfaceSlice(a, label, box, box.lo[2] + std::int64_t(k), perSlice[k].a);
            surfaceSlice(b, label, box, box.lo[2] + std::int64_t(k), perSlice[k].b);
        },
        parallel);
    if (!s)
        return s.error();
    Surfaces out;
    for (const Surfaces& slice : perSlice) {
        out.a.insert(out.a.end(), slice.a.begin(), slice.a.end());
        out.b.insert(out.b.end(), slice.b.begin(), slice.b.end());
    }
    return out;
}

// Distances in mm from each voxel of `from` to the nearest voxel of `to` (surfaces on one box), in the
// order of `from`.
Result<std::vector<double>> directedDistances(const std::vector<std::int64_t>& from,
                                              const std::vector<std::int64_t>& to, const LabelScan& box,
                                              const volume::Vec3& spacing, std::size_t maxThreads)
{
    const Index3 size{box.hi[0] - box.lo[0] + 1, box.hi[1] - box.lo[1] + 1, box.hi[2] - box.lo[2] + 1};
    Result<std::vector<double>> distances = squaredDistancesAt(to, from, size, spacing, maxThreads);
    if (distances) {
        for (double& d : *distances)
            d = std::sqrt(d);
    }
    return distances;
}

void setOverlap(LabelMetrics& m, double voxelMl)
{
    m.volumeAMl = double(m.voxelsA) * voxelMl;
    m.volumeBMl = double(m.voxelsB) * voxelMl;
    m.volumeDifferenceMl = m.volumeBMl - m.volumeAMl;
    const std::int64_t sum = m.voxelsA + m.voxelsB;
    const std::int64_t unionCount = sum - m.overlapVoxels;
    m.dice = sum == 0 ? 1.0 : 2.0 * double(m.overlapVoxels) / double(sum);
    m.iou = unionCount == 0 ? 1.0 : double(m.overlapVoxels) / double(unionCount);
}

void setDistances(LabelMetrics& m, const std::vector<double>& ab, const std::vector<double>& ba,
                  double toleranceMm)
{
    const auto maxOf = [](const std::vector<double>& d) {
        return *std::max_element(d.begin(), d.end());
    };
    m.hausdorffMm = std::max(maxOf(ab), maxOf(ba));
    m.hd95Mm = std::max(linearPercentile(ab, 95.0), linearPercentile(ba, 95.0));
    double sum = 0.0;
    std::int64_t within = 0;
    for (const auto* d : {&ab, &ba}) {
        for (double x : *d) {
            sum += x;
            within += x <= toleranceMm ? 1 : 0;
        }
    }
    const double n = double(ab.size() + ba.size());
    m.assdMm = sum / n;
    m.nsd = double(within) / n;
}

Result<LabelMetrics> measureLabel(const Volume& a, const Volume& b, std::int64_t label, const LabelScan& scan,
                                  const MetricsOptions& options, double voxelMl)
{
    LabelMetrics m;
    m.label = label;
    m.voxelsA = scan.voxelsA;
    m.voxelsB = scan.voxelsB;
    m.overlapVoxels = scan.overlap;
    setOverlap(m, voxelMl);
    if (m.bothEmpty())
        return m; // Metrics Reloaded: perfect agreement on absence
    const Result<Surfaces> surface = surfaces(a, b, label, scan, options.maxThreads);
    if (!surface)
        return surface.error();
    m.surfaceVoxelsA = std::int64_t(surface->a.size());
    m.surfaceVoxelsB = std::int64_t(surface->b.size());
    if (m.distancesInfinite()) {
        m.hausdorffMm = m.hd95Mm = m.assdMm = kInfinity;
        m.nsd = 0.0;
        return m;
    }
    const volume::Vec3& spacing = a.geometry().spacing;
    Result<std::vector<double>> ab =
        directedDistances(surface->a, surface->b, scan, spacing, options.maxThreads);
    if (!ab)
        return ab.error();
    Result<std::vector<double>> ba =
        directedDistances(surface->b, surface->a, scan, spacing, options.maxThreads);
    if (!ba)
        return ba.error();
    setDistances(m, *ab, *ba, options.nsdToleranceMm);
    return m;
}

} // namespace

const LabelMetrics* SegmentationMetrics::find(std::int64_t label) const
{
    for (const LabelMetrics& m : labels) {
        if (m.label == label)
            return &m;
    }
    return nullptr;
}

double linearPercentile(std::vector<double> values, double q)
{
    if (values.empty())
        return 0.0;
    const double position = q / 100.0 * double(values.size() - 1);
    const std::size_t lower = std::size_t(std::floor(position));
    if (lower + 1 >= values.size())
        return *std::max_element(values.begin(), values.end());
    // The values of ranks lower and lower + 1 in sorted order, without sorting the rest.
    const auto at = values.begin() + std::ptrdiff_t(lower);
    std::nth_element(values.begin(), at, values.end());
    const double next = *std::min_element(at + 1, values.end());
    const double fraction = position - double(lower);
    return *at + fraction * (next - *at);
}

namespace {

Result<SegmentationMetrics> measureLabels(const Volume& a, const Volume& b, const MetricsOptions& options,
                                          const LabelScans& scans)
{
    const volume::Vec3& spacing = a.geometry().spacing;
    SegmentationMetrics result;
    result.nsdToleranceMm = options.nsdToleranceMm;
    result.voxelVolumeMl = spacing[0] * spacing[1] * spacing[2] / 1000.0;
    std::vector<std::int64_t> labels = options.labels;
    if (labels.empty()) {
        for (const auto& [label, scan] : scans) {
            if (label != 0)
                labels.push_back(label);
        }
    }
    for (std::int64_t label : labels) {
        const auto found = scans.find(label);
        const LabelScan scan = found == scans.end() ? LabelScan{} : found->second;
        Result<LabelMetrics> m = measureLabel(a, b, label, scan, options, result.voxelVolumeMl);
        if (!m)
            return m.error();
        result.labels.push_back(std::move(*m));
    }
    return result;
}

} // namespace

Result<SegmentationMetrics> segmentationMetrics(const Volume& a, const Volume& b,
                                                const MetricsOptions& options)
{
    if (Status s = checkInputs(a, b, options); !s)
        return s.error();
    Result<LabelScans> scans = scanLabels(a, b, options.maxThreads);
    if (!scans)
        return scans.error();
    return measureLabels(a, b, options, *scans);
}

Result<SegmentationMetrics> segmentationMetrics(const Volume& a, const Volume& b,
                                                const MetricsOptions& options, const LabelCensuses& census)
{
    if (Status s = checkInputs(a, b, options); !s)
        return s.error();
    return measureLabels(a, b, options, census);
}

} // namespace scansleuth::compare
