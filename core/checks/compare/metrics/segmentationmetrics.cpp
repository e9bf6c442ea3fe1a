// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "compare/metrics/segmentationmetrics.h"

#include "base/numberformat.h"
#include "compare/metrics/distancetransform.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>

namespace scansleuth::compare {
namespace {

using volume::Index3;
using volume::Volume;

constexpr double kInfinity = std::numeric_limits<double>::infinity();

// Voxel counts and the bounding box of one label in both maps.
struct LabelScan
{
    std::int64_t voxelsA = 0, voxelsB = 0, overlap = 0;
    Index3 lo{std::numeric_limits<std::int64_t>::max(), std::numeric_limits<std::int64_t>::max(),
              std::numeric_limits<std::int64_t>::max()};
    Index3 hi{-1, -1, -1};

    void include(const Index3& at)
    {
        for (int axis = 0; axis < 3; ++axis) {
            lo[axis] = std::min(lo[axis], at[axis]);
            hi[axis] = std::max(hi[axis], at[axis]);
        }
    }
};

// Stored values [start, start + count) as integers; Invalid at the first one that is not a whole number.
Status readLabels(const Volume& v, const char* which, std::int64_t start, std::int64_t count,
                  std::int64_t* out)
{
    return volume::visitPixelType(v.pixelType(), [&](auto tag) -> Status {
        using T = decltype(tag);
        const T* data = v.voxels<T>().data() + start;
        for (std::int64_t i = 0; i < count; ++i) {
            const double value = double(data[i]);
            // 2^53: beyond it a double no longer tells neighbouring integers apart.
            if (!(value == std::floor(value)) || std::abs(value) > 9007199254740992.0)
                return makeError(ErrorKind::Invalid,
                                 std::string("Label map ") + which +
                                     " holds a value that is not a whole number (" + formatNumber(value, 6) +
                                     ").",
                                 "voxel " + std::to_string(start + i));
            out[i] = std::int64_t(value);
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

// One pass over both maps: counts and bounding boxes of every label.
Result<std::map<std::int64_t, LabelScan>> scanLabels(const Volume& a, const Volume& b)
{
    std::map<std::int64_t, LabelScan> scans;
    const Index3& size = a.geometry().size;
    std::vector<std::int64_t> rowA(size[0]), rowB(size[0]);
    std::int64_t labelA = 0, labelB = 0;
    LabelScan* scanA = &scans[0];
    LabelScan* scanB = scanA;
    for (std::int64_t k = 0; k < size[2]; ++k) {
        for (std::int64_t j = 0; j < size[1]; ++j) {
            const std::int64_t start = a.linearIndex(0, j, k);
            if (Status s = readLabels(a, "A", start, size[0], rowA.data()); !s)
                return s.error();
            if (Status s = readLabels(b, "B", start, size[0], rowB.data()); !s)
                return s.error();
            for (std::int64_t i = 0; i < size[0]; ++i) {
                // Neighbouring voxels mostly share labels: look the map up only when the label changes.
                if (rowA[i] != labelA) {
                    labelA = rowA[i];
                    scanA = &scans[labelA];
                }
                if (rowB[i] != labelB) {
                    labelB = rowB[i];
                    scanB = &scans[labelB];
                }
                ++scanA->voxelsA;
                scanA->include({i, j, k});
                ++scanB->voxelsB;
                if (scanB != scanA)
                    scanB->include({i, j, k});
                else
                    ++scanA->overlap;
            }
        }
    }
    return scans;
}

// The label's masks in A and B over its bounding box (x fastest).
struct BoxMasks
{
    Index3 size{0, 0, 0};
    std::vector<std::uint8_t> a, b;
};

Result<BoxMasks> boxMasks(const Volume& va, const Volume& vb, std::int64_t label, const LabelScan& scan)
{
    BoxMasks m;
    for (int axis = 0; axis < 3; ++axis)
        m.size[axis] = scan.hi[axis] - scan.lo[axis] + 1;
    const std::size_t count = std::size_t(m.size[0] * m.size[1] * m.size[2]);
    m.a.assign(count, 0);
    m.b.assign(count, 0);
    std::vector<std::int64_t> rowA(m.size[0]), rowB(m.size[0]);
    std::size_t at = 0;
    for (std::int64_t k = scan.lo[2]; k <= scan.hi[2]; ++k) {
        for (std::int64_t j = scan.lo[1]; j <= scan.hi[1]; ++j) {
            const std::int64_t start = va.linearIndex(scan.lo[0], j, k);
            if (Status s = readLabels(va, "A", start, m.size[0], rowA.data()); !s)
                return s.error();
            if (Status s = readLabels(vb, "B", start, m.size[0], rowB.data()); !s)
                return s.error();
            for (std::int64_t i = 0; i < m.size[0]; ++i, ++at) {
                m.a[at] = rowA[i] == label;
                m.b[at] = rowB[i] == label;
            }
        }
    }
    return m;
}

// Distances in mm from each surface voxel of `from` to the nearest surface voxel of `to`.
Result<std::vector<double>> directedDistances(const std::vector<std::uint8_t>& from,
                                              const std::vector<std::uint8_t>& to, const Index3& size,
                                              const volume::Vec3& spacing, std::size_t maxThreads)
{
    std::vector<double> field(to.size());
    for (std::size_t i = 0; i < to.size(); ++i)
        field[i] = to[i] ? 0.0 : kInfinity;
    if (Status s = squaredDistanceTransform(field, size, spacing, maxThreads); !s)
        return s.error();
    std::vector<double> distances;
    for (std::size_t i = 0; i < from.size(); ++i) {
        if (from[i])
            distances.push_back(std::sqrt(field[i]));
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
    Result<BoxMasks> masks = boxMasks(a, b, label, scan);
    if (!masks)
        return masks.error();
    const std::vector<std::uint8_t> surfaceA = surfaceOf(masks->a, masks->size);
    const std::vector<std::uint8_t> surfaceB = surfaceOf(masks->b, masks->size);
    m.surfaceVoxelsA = std::count(surfaceA.begin(), surfaceA.end(), std::uint8_t(1));
    m.surfaceVoxelsB = std::count(surfaceB.begin(), surfaceB.end(), std::uint8_t(1));
    if (m.distancesInfinite()) {
        m.hausdorffMm = m.hd95Mm = m.assdMm = kInfinity;
        m.nsd = 0.0;
        return m;
    }
    const volume::Vec3& spacing = a.geometry().spacing;
    Result<std::vector<double>> ab =
        directedDistances(surfaceA, surfaceB, masks->size, spacing, options.maxThreads);
    if (!ab)
        return ab.error();
    Result<std::vector<double>> ba =
        directedDistances(surfaceB, surfaceA, masks->size, spacing, options.maxThreads);
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
    std::sort(values.begin(), values.end());
    const double position = q / 100.0 * double(values.size() - 1);
    const std::size_t lower = std::size_t(std::floor(position));
    if (lower + 1 >= values.size())
        return values.back();
    const double fraction = position - double(lower);
    return values[lower] + fraction * (values[lower + 1] - values[lower]);
}

Result<SegmentationMetrics> segmentationMetrics(const Volume& a, const Volume& b,
                                                const MetricsOptions& options)
{
    if (Status s = checkInputs(a, b, options); !s)
        return s.error();
    Result<std::map<std::int64_t, LabelScan>> scans = scanLabels(a, b);
    if (!scans)
        return scans.error();
    const volume::Vec3& spacing = a.geometry().spacing;
    SegmentationMetrics result;
    result.nsdToleranceMm = options.nsdToleranceMm;
    result.voxelVolumeMl = spacing[0] * spacing[1] * spacing[2] / 1000.0;
    std::vector<std::int64_t> labels = options.labels;
    if (labels.empty()) {
        for (const auto& [label, scan] : *scans) {
            if (label != 0)
                labels.push_back(label);
        }
    }
    for (std::int64_t label : labels) {
        const auto found = scans->find(label);
        const LabelScan scan = found == scans->end() ? LabelScan{} : found->second;
        Result<LabelMetrics> m = measureLabel(a, b, label, scan, options, result.voxelVolumeMl);
        if (!m)
            return m.error();
        result.labels.push_back(std::move(*m));
    }
    return result;
}

} // namespace scansleuth::compare
