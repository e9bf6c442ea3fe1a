// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The exact steps (reorient, crop/pad, crop_foreground) and the intensity steps against hand-computed voxels.
#include "preprocess/pipeline.h"
#include "preprocess/stats.h"
#include "preprocess/steps.h"
#include "support/minitest.h"
#include "volumes.h"

#include <algorithm>
#include <cmath>
#include <vector>

using namespace scansleuth;
using namespace scansleuth::preprocess;
using namespace preprocesstest;
using volume::Vec3;

namespace {

double code(std::int64_t i, std::int64_t j, std::int64_t k)
{
    return double(100 * i + 10 * j + k);
}

Volume apply(const StepParams& params, const Volume& in)
{
    auto out = applyStep(Step{params}, in);
    if (!out)
        minitest::fail(__FILE__, __LINE__, "step failed: " + out.error().message);
    return std::move(out).value();
}

// Every voxel of `out` holds the value of the voxel of `in` at the same LPS centre.
void checkSameWorldVoxels(const Volume& in, const Volume& out)
{
    const auto& n = out.geometry().size;
    for (std::int64_t k = 0; k < n[2]; ++k)
        for (std::int64_t j = 0; j < n[1]; ++j)
            for (std::int64_t i = 0; i < n[0]; ++i) {
                const Vec3 p = volume::indexToPatient(out.geometry(), {double(i), double(j), double(k)});
                const Vec3 x = volume::patientToIndex(in.geometry(), p);
                const auto r = [](double v) {
                    return std::int64_t(std::lround(v));
                };
                for (int a = 0; a < 3; ++a)
                    MINI_CHECK(std::abs(x[a] - std::round(x[a])) < 1e-9);
                MINI_COMPARE(at(out, i, j, k), at(in, r(x[0]), r(x[1]), r(x[2])));
            }
}

} // namespace

MINITEST_CASE(reorientLpsToRasKeepsEveryVoxelInPlace)
{
    const Volume in = makeVolume(grid(3, 4, 5, {0.5, 1, 2}, {10, -20, 30}), code);
    const Volume out = apply(Reorient{"RAS"}, in);
    MINI_COMPARE(volume::axisCodes(out.geometry()), std::string("RAS"));
    MINI_CHECK((out.geometry().size == volume::Index3{3, 4, 5}));
    // By hand: i and j reverse, so input voxel (2, 3, 0) at LPS (11, -17, 30) is the new origin.
    MINI_CHECK((out.geometry().origin == Vec3{11, -17, 30}));
    MINI_COMPARE(at(out, 2, 3, 0), 0.0f);   // input (0, 0, 0), LPS (10, -20, 30)
    MINI_COMPARE(at(out, 0, 0, 4), 234.0f); // input (2, 3, 4)
    const Vec3 p = volume::indexToPatient(out.geometry(), {2, 3, 0});
    MINI_CHECK((p == Vec3{10, -20, 30}));
    checkSameWorldVoxels(in, out);
    // And back to LPS: the input again, bit for bit.
    MINI_CHECK(apply(Reorient{"LPS"}, out).sameVoxels(in));
}

MINITEST_CASE(reorientPermutesAxes)
{
    const Volume in = makeVolume(grid(2, 3, 4, {1, 2, 3}, {-5, 7, -9}), code);
    const Volume out = apply(Reorient{"SAL"}, in);
    MINI_COMPARE(volume::axisCodes(out.geometry()), std::string("SAL"));
    MINI_CHECK((out.geometry().size == volume::Index3{4, 3, 2}));
    MINI_CHECK((out.geometry().spacing == Vec3{3, 2, 1}));
    checkSameWorldVoxels(in, out);
}

MINITEST_CASE(cropPadCentresAndKeepsWorldPositions)
{
    const Volume in = makeVolume(grid(6, 5, 1, {2, 2, 2}, {1, 2, 3}), code);
    // x: 6 -> 3 starts at 6/2 - 3/2 = 2; y: 5 -> 8 puts (8-5)/2 = 1 before; z: kept.
    const Volume out = apply(CropPad{{3, 8, 1}, -7.0}, in);
    MINI_CHECK((out.geometry().size == volume::Index3{3, 8, 1}));
    MINI_CHECK((out.geometry().origin == Vec3{1 + 2 * 2, 2 - 2, 3}));
    MINI_COMPARE(at(out, 0, 0, 0), -7.0f);
    MINI_COMPARE(at(out, 0, 1, 0), float(code(2, 0, 0)));
    MINI_COMPARE(at(out, 2, 5, 0), float(code(4, 4, 0)));
    MINI_COMPARE(at(out, 1, 6, 0), -7.0f);
    MINI_COMPARE(at(out, 1, 7, 0), -7.0f);
}

MINITEST_CASE(cropForegroundBoxByHand)
{
    // Foreground (> 0.5) at (2,1,1) and (4,3,1) in a 7x6x3 grid of 1 x 2 x 1 mm.
    const Volume in = makeVolume(grid(7, 6, 3, {1, 2, 1}), [](auto i, auto j, auto k) {
        return (i == 2 && j == 1 && k == 1) || (i == 4 && j == 3 && k == 1) ? 1.0 : 0.0;
    });
    // Box i 2..4, j 1..3, k 1..1; a 1 mm margin is 1 voxel in i and k, ceil(1/2) = 1 in j.
    Volume out = apply(CropForeground{0.5, {1, 1, 1}, false}, in);
    MINI_CHECK((out.geometry().size == volume::Index3{5, 5, 3}));
    MINI_CHECK((out.geometry().origin == Vec3{1, 0, 0}));
    MINI_COMPARE(at(out, 1, 1, 1), 1.0f);
    // In voxels, clamped at the image's edge: i 0..6 (margin 3), j 1..3, k 1..1.
    out = apply(CropForeground{0.5, {3, 0, 0}, true}, in);
    MINI_CHECK((out.geometry().size == volume::Index3{7, 3, 1}));
    MINI_CHECK((out.geometry().origin == Vec3{0, 2, 1}));
    MINI_COMPARE(at(out, 4, 2, 0), 1.0f);
}

MINITEST_CASE(clipAndWindowByHand)
{
    const Volume in =
        makeVolume(grid(5, 1, 1), [](auto i, auto, auto) { return -200.0 + 100.0 * double(i); });
    Volume out = apply(Clip{-150.0, 50.0}, in); // -200 -100 0 100 200
    const std::vector<float> clipped{-150, -100, 0, 50, 50};
    MINI_CHECK(std::equal(clipped.begin(), clipped.end(), out.voxels<float>().begin()));
    out = apply(Window{0.0, 200.0, {0, 1}}, in); // [-100, 100] -> [0, 1]
    const std::vector<float> windowed{0, 0, 0.5f, 1, 1};
    MINI_CHECK(std::equal(windowed.begin(), windowed.end(), out.voxels<float>().begin()));
}

MINITEST_CASE(zscoreComputedAndGiven)
{
    const Volume in = makeVolume(
        grid(7, 5, 3), [](auto i, auto j, auto k) { return std::sin(double(i * 13 + j * 7 + k)) * 300; });
    Normalise z;
    const Stats st = computeStats(apply(z, in).voxels<float>());
    MINI_NEAR(st.mean, 0.0, 1e-6);
    MINI_NEAR(st.std, 1.0, 1e-6);
    z.mean = 12.5;
    z.std = 3.25;
    const Volume out = apply(z, in);
    for (std::size_t v = 0; v < out.voxels<float>().size(); ++v)
        MINI_COMPARE(out.voxels<float>()[v], float((double(in.voxels<float>()[v]) - 12.5) / 3.25));
}

MINITEST_CASE(zscoreNonzeroLeavesBackgroundAtZero)
{
    const Volume in = makeVolume(grid(4, 1, 1), [](auto i, auto, auto) { return i == 0 ? 0.0 : double(i); });
    Normalise z;
    z.nonzero = true; // 1 2 3: mean 2, std sqrt(2/3)
    const Volume out = apply(z, in);
    MINI_COMPARE(at(out, 0, 0, 0), 0.0f);
    MINI_COMPARE(at(out, 3, 0, 0), float(1.0 / std::sqrt(2.0 / 3.0)));
}

MINITEST_CASE(percentilesMatchSortedOracle)
{
    std::vector<float> values;
    for (int v = 0; v < 1001; ++v)
        values.push_back(float((v * 7919) % 1001) * 0.5f - 100.0f);
    std::vector<float> sorted = values;
    std::sort(sorted.begin(), sorted.end());
    for (double p : {0.0, 0.5, 1.0, 37.3, 99.5, 100.0}) {
        MINI_ROW("p = " + std::to_string(p));
        const double pos = p / 100.0 * double(sorted.size() - 1);
        const std::size_t f = std::size_t(pos);
        const double expected =
            f + 1 < sorted.size() ? sorted[f] + (pos - double(f)) * (sorted[f + 1] - sorted[f]) : sorted[f];
        MINI_NEAR(percentile(values, p).value(), expected, 1e-9);
    }
    const auto both = percentiles(values, 2.0, 2.01).value();
    MINI_CHECK(both.first <= both.second);
}

MINITEST_CASE(percentileAndCtNormalisation)
{
    const Volume in = makeVolume(grid(11, 1, 1), [](auto i, auto, auto) { return double(i) * 10; }); // 0..100
    Normalise p;
    p.method = NormaliseMethod::Percentile;
    p.lowerPercentile = 10; // 10
    p.upperPercentile = 90; // 90
    Volume out = apply(p, in);
    MINI_COMPARE(at(out, 0, 0, 0), 0.0f);
    MINI_COMPARE(at(out, 5, 0, 0), 0.5f);
    MINI_COMPARE(at(out, 10, 0, 0), 1.0f);
    Normalise ct;
    ct.method = NormaliseMethod::Ct;
    ct.lower = 20;
    ct.upper = 60;
    ct.mean = 30;
    ct.std = 8;
    out = apply(ct, in);
    MINI_COMPARE(at(out, 0, 0, 0), -1.25f);
    MINI_COMPARE(at(out, 5, 0, 0), 2.5f);
    MINI_COMPARE(at(out, 9, 0, 0), 3.75f);
}

MINITEST_CASE(halfPrecisionRounding)
{
    MINI_COMPARE(roundToHalf(1.0f), 1.0f);
    MINI_COMPARE(roundToHalf(1.0f + 1.0f / 4096), 1.0f); // below half a step (2^-10)
    MINI_COMPARE(roundToHalf(2049.0f), 2048.0f);         // a tie goes to the even 2048
    MINI_COMPARE(roundToHalf(2051.0f), 2052.0f);         // a tie goes to the even 2052
    MINI_COMPARE(roundToHalf(65519.0f), 65504.0f);
    MINI_CHECK(std::isinf(roundToHalf(65520.0f)));
    MINI_COMPARE(roundToHalf(-0.1f), -0.0999755859375f);
    MINI_COMPARE(roundToHalf(1e-8f), 0.0f); // below half the smallest subnormal 2^-24
    MINI_COMPARE(roundToHalf(5.9604645e-08f), 5.9604645e-08f);
}

MINITEST_CASE(inputsAreReadAsRealValues)
{
    Volume in = Volume::allocate(volume::PixelType::Int16, grid(3, 1, 1)).value();
    const std::int16_t stored[] = {0, 1000, 2000};
    std::copy(stored, stored + 3, in.voxels<std::int16_t>().begin());
    in.setRescale({1.0, -1024.0});
    const Volume out = apply(Clip{-1000.0, 3000.0}, in);
    MINI_CHECK(out.pixelType() == volume::PixelType::Float32 && out.rescale().isIdentity());
    MINI_COMPARE(at(out, 0, 0, 0), -1000.0f);
    MINI_COMPARE(at(out, 2, 0, 0), 976.0f);
}

MINITEST_CASE(prepareChecksChannelsAndTraces)
{
    const Volume a = makeVolume(grid(4, 4, 4), code);
    const Volume b = makeVolume(grid(4, 4, 4, {1, 1, 1}, {0, 0, 2}), code);
    Spec spec;
    spec.channels = 2;
    spec.steps = {Step{Clip{0.0, 100.0}, 1}, Step{CropPad{{2, 2, 2}, 0.0}}};
    auto bad = prepare(spec, {&a, &b});
    MINI_CHECK(!bad && bad.error().kind == ErrorKind::Invalid);
    MINI_CHECK2(bad.error().message.find("Channel 1 is not on channel 0's grid") != std::string::npos,
                bad.error().message);
    bad = prepare(spec, {&a});
    MINI_CHECK2(bad.error().message.find("expects 2 channels, but 1 image was given") != std::string::npos,
                bad.error().message);
    const Volume c = makeVolume(grid(4, 4, 4), code);
    auto ok = prepare(spec, {&a, &c});
    MINI_CHECK(ok.ok());
    MINI_COMPARE(ok->trace.size(), std::size_t(2));
    MINI_COMPARE(ok->trace[1].description, std::string("crop_pad 2 x 2 x 2 voxels, pad 0"));
    MINI_CHECK((ok->trace[1].after.size == volume::Index3{2, 2, 2}));
    MINI_COMPARE(at(ok->channels[0], 1, 1, 1), float(code(2, 2, 2))); // channel 0 not clipped
    MINI_COMPARE(at(ok->channels[1], 1, 1, 1), 100.0f);               // channel 1 clipped
    MINI_COMPARE(ok->trace[0].max, 333.0);
}

MINITEST_CASE(tooLargeOutputIsAnErrorNotACrash)
{
    const Volume in = makeVolume(grid(4, 4, 4), code);
    auto out = applyStep(Step{Resample{{0.001, 0.001, 0.001}}}, in);
    MINI_CHECK(!out && out.error().kind == ErrorKind::TooLarge);
    out = applyStep(Step{CropPad{{100000, 100000, 1000}}}, in);
    MINI_CHECK(!out && out.error().kind == ErrorKind::TooLarge);
}

MINITEST_MAIN()
