// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "preprocess/steps.h"

#include "base/parallel.h"
#include "preprocess/cropping.h"
#include "preprocess/realvolume.h"
#include "preprocess/resample.h"
#include "preprocess/stats.h"

#include <algorithm>
#include <cmath>

namespace scansleuth::preprocess {

using volume::Volume;

namespace {

// f(x) for every voxel (every non-zero voxel when `nonzeroOnly`), in parallel blocks.
template <typename F> Status forEachVoxel(Volume& v, bool nonzeroOnly, F f)
{
    constexpr std::size_t kBlock = std::size_t(1) << 20;
    auto voxels = v.voxels<float>();
    const std::size_t count = voxels.size();
    return forEachIndex((count + kBlock - 1) / kBlock, [&](std::size_t b) {
        const std::size_t end = std::min(count, (b + 1) * kBlock);
        for (std::size_t i = b * kBlock; i < end; ++i)
            if (!nonzeroOnly || voxels[i] != 0.0f)
                voxels[i] = f(voxels[i]);
    });
}

// lo -> out0, hi -> out1 linearly, after clipping to [lo, hi]; a degenerate [lo, hi] maps to out0.
Status clipAndScale(Volume& v, double lo, double hi, const std::array<double, 2>& out, bool nonzeroOnly)
{
    const double width = hi - lo;
    return forEachVoxel(v, nonzeroOnly, [=](float x) {
        const double c = std::clamp(double(x), lo, hi);
        return width > 0 ? float(out[0] + (c - lo) / width * (out[1] - out[0])) : float(out[0]);
    });
}

Status zscore(Volume& v, double mean, double std, bool nonzeroOnly)
{
    const double divisor = std::max(std, 1e-8);
    return forEachVoxel(v, nonzeroOnly, [=](float x) { return float((double(x) - mean) / divisor); });
}

Status normalise(Volume& v, const Normalise& s)
{
    auto voxels = v.voxels<const float>();
    switch (s.method) {
    case NormaliseMethod::ZScore: {
        if (s.mean && s.std)
            return zscore(v, *s.mean, *s.std, s.nonzero);
        const Stats st = computeStats(voxels, s.nonzero);
        return zscore(v, st.mean, st.std, s.nonzero);
    }
    case NormaliseMethod::MinMax: {
        const Stats st = computeStats(voxels, s.nonzero);
        return clipAndScale(v, st.min, st.max, s.range, s.nonzero);
    }
    case NormaliseMethod::Percentile: {
        auto p = percentiles(voxels, s.lowerPercentile, s.upperPercentile, s.nonzero);
        if (!p)
            return p.error();
        return clipAndScale(v, p->first, p->second, s.range, s.nonzero);
    }
    case NormaliseMethod::Ct: {
        if (!s.lower || !s.upper || !s.mean || !s.std)
            return makeError(ErrorKind::Invalid, "A ct normalisation needs lower, upper, mean and std.");
        const double lo = *s.lower, hi = *s.upper, mean = *s.mean, divisor = std::max(*s.std, 1e-8);
        return forEachVoxel(v, false,
                            [=](float x) { return float((std::clamp(double(x), lo, hi) - mean) / divisor); });
    }
    }
    return {};
}

} // namespace

float roundToHalf(float value)
{
    if (!std::isfinite(value))
        return value;
    const double x = value;
    if (std::abs(x) >= 65520.0) // halfway between 65504 and the next (absent) step rounds up to infinity
        return std::copysign(INFINITY, value);
    int exponent = 0;
    std::frexp(x, &exponent); // x = m 2^exponent, m in [0.5, 1)
    // Half has 10 fraction bits; below 2^-14 the step is fixed at 2^-24 (subnormals).
    const int quantumExponent = std::max(exponent - 11, -24);
    const double q = std::ldexp(1.0, quantumExponent);
    return float(std::nearbyint(x / q) * q);
}

Status applyIntensityInPlace(const Step& step, Volume& v)
{
    if (const auto* s = std::get_if<Clip>(&step.params)) {
        const double lo = s->lower.value_or(-INFINITY), hi = s->upper.value_or(INFINITY);
        return forEachVoxel(v, false, [=](float x) { return float(std::clamp(double(x), lo, hi)); });
    }
    if (const auto* s = std::get_if<Window>(&step.params)) {
        if (!(s->width > 0))
            return makeError(ErrorKind::Invalid, "A window needs a width greater than 0.");
        return clipAndScale(v, s->centre - s->width / 2, s->centre + s->width / 2, s->output, false);
    }
    if (const auto* s = std::get_if<Normalise>(&step.params))
        return normalise(v, *s);
    if (const auto* s = std::get_if<Cast>(&step.params)) {
        if (s->dtype == DType::Float16)
            return forEachVoxel(v, false, [](float x) { return roundToHalf(x); });
        return {};
    }
    return makeError(ErrorKind::Invalid, "The " + stepName(step) + " step does not change intensities only.");
}

Result<Volume> applyStep(const Step& step, const Volume& in, const Progress& progress)
{
    if (const auto* s = std::get_if<Reorient>(&step.params)) {
        auto moved = reorientVolume(in, *s);
        if (!moved || (moved->pixelType() == volume::PixelType::Float32 && moved->rescale().isIdentity()))
            return moved;
        return toRealFloat32(*moved);
    }
    if (const auto* s = std::get_if<Resample>(&step.params))
        return resample(in, *s, progress);
    if (const auto* s = std::get_if<CropPad>(&step.params))
        return extractBox(in, centredBox(in.geometry().size, s->size), s->padValue);
    auto out = toRealFloat32(in);
    if (!out)
        return out;
    if (const auto* s = std::get_if<CropForeground>(&step.params))
        return extractBox(*out, foregroundBox({&*out}, *s), 0.0);
    Status status = applyIntensityInPlace(step, *out);
    if (!status)
        return status.error();
    return out;
}

} // namespace scansleuth::preprocess
