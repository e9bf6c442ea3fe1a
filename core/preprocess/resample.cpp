// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "preprocess/resample.h"

#include "base/parallel.h"
#include "preprocess/kernels.h"
#include "preprocess/realvolume.h"
#include "preprocess/specjson.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <vector>

namespace scansleuth::preprocess {

using volume::Geometry;
using volume::Volume;

namespace {

// The per-output-index taps of one axis.
using AxisTable = std::vector<Taps>;

bool isIdentity(const AxisTable& table, std::int64_t n)
{
    if (std::int64_t(table.size()) != n)
        return false;
    for (std::size_t o = 0; o < table.size(); ++o)
        if (table[o].count != 1 || table[o].index[0] != std::int64_t(o))
            return false;
    return true;
}

AxisTable axisTable(std::int64_t n, std::int64_t outN, double s, double outS, Align align,
                    Interpolation interp)
{
    AxisTable table(static_cast<std::size_t>(outN));
    for (std::int64_t o = 0; o < outN; ++o) {
        const double x = align == Align::Extent ? (double(o) + 0.5) * double(n) / double(outN) - 0.5
                                                : double(o) * outS / s;
        table[std::size_t(o)] = tapsAt(x, n, interp);
    }
    return table;
}

// One separable pass along `axis`: the volume seen as [outer][axis][inner] (inner = voxels of the faster
// axes), out[o][a'][r] = sum_t w_t real(in[o][idx_t][r]). `Src` is the stored type (the first pass reads the
// input as stored, so no float copy of it is made); `real` maps it to its real value. Rows are split into
// tasks of about 64k voxels.
template <typename Src, typename Real>
Status resampleAxis(const Volume& in, Volume& out, int axis, const AxisTable& table, Real real,
                    const Progress& progress)
{
    const auto& n = in.geometry().size;
    const std::int64_t inner = axis == 0 ? 1 : (axis == 1 ? n[0] : n[0] * n[1]);
    const std::int64_t outer = axis == 2 ? 1 : (axis == 1 ? n[2] : n[1] * n[2]);
    const std::int64_t inAxis = n[axis], outAxis = std::int64_t(table.size());
    const Src* src = in.voxels<Src>().data();
    float* dst = out.voxels<float>().data();
    // axis 0: a task is a run of whole rows; otherwise a run of (outer, a') rows of `inner` voxels.
    const std::int64_t rowLength = axis == 0 ? outAxis : inner;
    const std::int64_t rows = axis == 0 ? outer : outer * outAxis;
    const std::int64_t rowsPerTask = std::max<std::int64_t>(1, 65536 / std::max<std::int64_t>(1, rowLength));
    const std::int64_t tasks = (rows + rowsPerTask - 1) / rowsPerTask;
    ParallelOptions options;
    options.task = "resample the image";
    options.progress = progress;
    options.stage = "resample";
    options.cancelledMessage = "Preprocessing was cancelled.";
    return forEachIndex(
        std::size_t(tasks),
        [&](std::size_t task) {
            const std::int64_t first = std::int64_t(task) * rowsPerTask,
                               last = std::min(rows, first + rowsPerTask);
            for (std::int64_t row = first; row < last; ++row) {
                if (axis == 0) {
                    const Src* s = src + row * inAxis;
                    float* d = dst + row * outAxis;
                    for (std::int64_t o = 0; o < outAxis; ++o) {
                        const Taps& t = table[std::size_t(o)];
                        float v = t.weight[0] * real(s[t.index[0]]);
                        for (int k = 1; k < t.count; ++k)
                            v += t.weight[k] * real(s[t.index[k]]);
                        d[o] = t.count == 1 ? real(s[t.index[0]]) : v;
                    }
                    continue;
                }
                const std::int64_t o = row / outAxis, a = row % outAxis;
                const Taps& t = table[std::size_t(a)];
                float* d = dst + (o * outAxis + a) * inner;
                const Src* s0 = src + (o * inAxis + t.index[0]) * inner;
                if (t.count == 1) {
#pragma omp simd
                    for (std::int64_t r = 0; r < inner; ++r)
                        d[r] = real(s0[r]);
                    continue;
                }
                const float w0 = t.weight[0];
#pragma omp simd
                for (std::int64_t r = 0; r < inner; ++r)
                    d[r] = w0 * real(s0[r]);
                for (int k = 1; k < t.count; ++k) {
                    const Src* sk = src + (o * inAxis + t.index[k]) * inner;
                    const float wk = t.weight[k];
#pragma omp simd
                    for (std::int64_t r = 0; r < inner; ++r)
                        d[r] += wk * real(sk[r]);
                }
            }
        },
        options);
}

// A pass over `in` as stored: float32 without rescale is read as it is; anything else through its
// rescale, computed in double and rounded once, as toRealFloat32 does.
Status resampleAxisOf(const Volume& in, Volume& out, int axis, const AxisTable& table,
                      const Progress& progress)
{
    const double slope = in.rescale().slope, intercept = in.rescale().intercept;
    if (in.pixelType() == volume::PixelType::Float32 && in.rescale().isIdentity())
        return resampleAxis<float>(
            in, out, axis, table, [](float x) { return x; }, progress);
    return volume::visitPixelType(in.pixelType(), [&](auto t) {
        using T = decltype(t);
        return resampleAxis<T>(
            in, out, axis, table, [=](T x) { return float(slope * double(x) + intercept); }, progress);
    });
}

} // namespace

Result<Geometry> resampledGeometry(const Geometry& in, const Resample& step)
{
    Geometry out = in;
    double voxels = 1;
    for (int a = 0; a < 3; ++a) {
        const double extent = double(in.size[a]) * in.spacing[a];
        const double n = std::max(1.0, std::round(extent / step.spacing[a]));
        voxels *= n;
        if (!(voxels <= double(kMaxVoxels)))
            return makeError(ErrorKind::TooLarge,
                             "Resampling to " + describeStep(Step{step}) +
                                 " would make more than the 2^31 voxels a preprocessing step "
                                 "may make.");
        out.size[a] = std::int64_t(n);
        if (step.align == Align::Origin)
            out.spacing[a] = step.spacing[a];
        else
            out.spacing[a] = extent / n;
    }
    if (step.align == Align::Extent) {
        for (int r = 0; r < 3; ++r) {
            double shift = 0;
            for (int a = 0; a < 3; ++a)
                shift += in.direction[r][a] * (out.spacing[a] - in.spacing[a]) / 2.0;
            out.origin[r] = in.origin[r] + shift;
        }
    }
    return out;
}

Result<Volume> resample(const Volume& input, const Resample& step, const Progress& progress)
{
    auto target = resampledGeometry(input.geometry(), step);
    if (!target)
        return target.error();
    const Volume* current = &input; // read as stored by the first pass
    Volume result;                  // the latest pass's output
    const Interpolation interp = step.labels ? Interpolation::Nearest : step.interpolation;
    // Shrinking axes first: later passes then read fewer voxels.
    std::array<int, 3> order{0, 1, 2};
    const auto ratio = [&](int a) {
        return double(target->size[a]) / double(input.geometry().size[a]);
    };
    std::stable_sort(order.begin(), order.end(), [&](int a, int b) { return ratio(a) < ratio(b); });
    for (int pass = 0; pass < 3; ++pass) {
        const int a = order[std::size_t(pass)];
        const Geometry& g = current->geometry();
        const AxisTable table =
            axisTable(g.size[a], target->size[a], g.spacing[a], target->spacing[a], step.align, interp);
        if (isIdentity(table, g.size[a]))
            continue;
        Geometry next = g;
        next.size[a] = target->size[a];
        next.spacing[a] = target->spacing[a];
        auto out = allocateFloat(next, FloatVolume::Resampled);
        if (!out)
            return out;
        Status s = resampleAxisOf(*current, *out, a, table, progress.sub(pass / 3.0, (pass + 1) / 3.0));
        if (!s)
            return s.error();
        result = std::move(out).value();
        current = &result;
    }
    if (current != &result) { // every pass was an identity: the input's real values
        auto copy = toRealFloat32(input);
        if (!copy)
            return copy;
        result = std::move(copy).value();
    }
    result.geometry() = *target;
    return result;
}

} // namespace scansleuth::preprocess
