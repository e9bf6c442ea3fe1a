// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The resample step and resampleToGrid(): ramps, label sets, and the way back to the input's grid.
#include "preprocess/resample.h"
#include "preprocess/steps.h"
#include "support/minitest.h"
#include "volumes.h"

#include <cmath>
#include <set>

using namespace scansleuth;
using namespace scansleuth::preprocess;
using namespace preprocesstest;
using volume::Vec3;

namespace {

// A linear function of the LPS position.
double ramp(const Geometry& g, std::int64_t i, std::int64_t j, std::int64_t k)
{
    const Vec3 p = volume::indexToPatient(g, {double(i), double(j), double(k)});
    return 2.0 * p[0] - 3.0 * p[1] + 0.5 * p[2] + 7.0;
}

Volume rampVolume(const Geometry& g)
{
    return makeVolume(g, [&](auto i, auto j, auto k) { return ramp(g, i, j, k); });
}

Volume run(const Step& step, const Volume& in)
{
    auto out = applyStep(step, in);
    if (!out)
        minitest::fail(__FILE__, __LINE__, "step failed: " + out.error().message);
    return std::move(out).value();
}

} // namespace

MINITEST_CASE(resampledGeometryByHand)
{
    const Geometry in = grid(4, 3, 10, {1, 1, 2.5}, {10, 20, 30});
    Resample r{{2, 1, 1}};
    // Extent: 4 x 1 mm -> 2 voxels of 2 mm, the box [9.5, 13.5] kept, so the origin moves to 10.5;
    // z: 25 mm / 1 mm = 25 voxels of 1 mm, the box [28.75, 53.75] kept, origin 29.25.
    Geometry g = resampledGeometry(in, r).value();
    MINI_CHECK((g.size == volume::Index3{2, 3, 25}));
    MINI_CHECK((g.spacing == Vec3{2, 1, 1}));
    MINI_CHECK((g.origin == Vec3{10.5, 20, 29.25}));
    r.align = Align::Origin;
    g = resampledGeometry(in, r).value();
    MINI_CHECK((g.origin == in.origin && g.spacing == Vec3{2, 1, 1}));
}

MINITEST_CASE(linearResamplingKeepsARamp)
{
    Geometry in = grid(9, 8, 7, {1.2, 0.8, 2.0}, {-30, 12, 5});
    in.direction = {{{-1, 0, 0}, {0, 0, 1}, {0, -1, 0}}}; // oblique-free, permuted
    const Volume src = rampVolume(in);
    for (Align align : {Align::Origin, Align::Extent}) {
        MINI_ROW(align == Align::Origin ? "origin" : "extent");
        const Volume out = run(Step{Resample{{0.7, 1.1, 0.9}, Interpolation::Linear, false, align}}, src);
        const Geometry& g = out.geometry();
        for (std::int64_t k = 0; k < g.size[2]; ++k)
            for (std::int64_t j = 0; j < g.size[1]; ++j)
                for (std::int64_t i = 0; i < g.size[0]; ++i) {
                    // Away from the border, where edge voxels are replicated.
                    const Vec3 x = volume::patientToIndex(
                        in, volume::indexToPatient(g, {double(i), double(j), double(k)}));
                    bool inside = true;
                    for (int a = 0; a < 3; ++a)
                        inside = inside && x[a] >= 0 && x[a] <= double(in.size[a] - 1);
                    if (inside)
                        MINI_NEAR(at(out, i, j, k), ramp(g, i, j, k), 1e-3);
                }
    }
}

MINITEST_CASE(nearestKeepsTheLabelSet)
{
    const Volume labels = makeVolume(grid(10, 9, 8, {0.9, 0.9, 3}), [](auto i, auto j, auto k) {
        return double((i / 3 + j / 4 + k) % 4) * 10.0;
    });
    for (const Resample& r : {Resample{{0.5, 0.5, 0.5}, Interpolation::Nearest},
                              Resample{{1.7, 0.4, 1}, Interpolation::Cubic, true}}) {
        const Volume out = run(Step{r}, labels);
        const std::set<float> values(out.voxels<float>().begin(), out.voxels<float>().end());
        MINI_CHECK((values == std::set<float>{0, 10, 20, 30}));
    }
}

MINITEST_CASE(backToTheInputGridIsBitIdentical)
{
    Geometry g = grid(7, 6, 5, {0.7, 0.9, 2.5}, {-100.25, 40.5, -12});
    const Volume original = makeVolume(
        g, [](auto i, auto j, auto k) { return std::sin(double(i * 31 + j * 7 + k * 3)) * 1000.0; });
    // Reorient, pad (bigger in every axis), then crop one axis: what a spec does before the model.
    Volume v = run(Step{Reorient{"RAS"}}, original);
    v = run(Step{CropPad{{9, 8, 7}, -5.0}}, v);
    const Volume padded = run(Step{CropPad{{9, 8, 7}}}, v);
    auto back = resampleToGrid(padded, original.geometry(), Interpolation::Linear, -1.0).value();
    MINI_CHECK(back.voxels<float>().size() == original.voxels<float>().size());
    for (std::size_t n = 0; n < back.voxels<float>().size(); ++n)
        MINI_CHECK(std::memcmp(&back.voxels<float>()[n], &original.voxels<float>()[n], sizeof(float)) == 0);
    // Cropped to 3 voxels in x: the rest comes back as the outside value, the kept voxels bit for bit.
    const Volume cropped = run(Step{CropPad{{6, 5, 3}}}, run(Step{Reorient{"PSL"}}, original)); // PSL: k is x
    for (Interpolation interp : {Interpolation::Nearest, Interpolation::Linear, Interpolation::Cubic}) {
        back = resampleToGrid(cropped, original.geometry(), interp, -1.0).value();
        int kept = 0;
        for (std::int64_t k = 0; k < 5; ++k)
            for (std::int64_t j = 0; j < 6; ++j)
                for (std::int64_t i = 0; i < 7; ++i) {
                    const bool inside = i >= 2 && i <= 4;
                    kept += inside;
                    MINI_COMPARE(at(back, i, j, k), inside ? at(original, i, j, k) : -1.0f);
                }
        MINI_COMPARE(kept, 3 * 6 * 5);
    }
}

MINITEST_CASE(backFromTwiceTheResolutionKeepsARamp)
{
    const Geometry g = grid(12, 10, 8, {1, 1.5, 2}, {3, -4, 5});
    const Volume original = rampVolume(g);
    const Volume fine = run(Step{Resample{{0.5, 0.75, 1}, Interpolation::Linear}}, original);
    MINI_CHECK((fine.geometry().size == volume::Index3{24, 20, 16}));
    const Volume back = resampleToGrid(fine, g, Interpolation::Linear, 0.0).value();
    double worst = 0;
    for (std::int64_t k = 1; k < 7; ++k)
        for (std::int64_t j = 1; j < 9; ++j)
            for (std::int64_t i = 1; i < 11; ++i)
                worst = std::max(worst, std::abs(double(at(back, i, j, k)) - ramp(g, i, j, k)));
    MINI_CHECK2(worst < 1e-3, std::to_string(worst));
}

MINITEST_CASE(obliqueTargetThroughWorldSpace)
{
    // A source rotated 90 degrees about z with the same voxel centres as the target: an exact copy.
    const Geometry target = grid(4, 5, 3, {1, 2, 1}, {0, 0, 0});
    Geometry source = grid(5, 4, 3, {2, 1, 1}, {0, 0, 0});
    source.direction = {{{0, 1, 0}, {1, 0, 0}, {0, 0, 1}}};
    const Volume src =
        makeVolume(source, [](auto i, auto j, auto k) { return double(i * 100 + j * 10 + k); });
    const Volume out = resampleToGrid(src, target, Interpolation::Linear, 0.0).value();
    MINI_COMPARE(at(out, 3, 4, 2), float(4 * 100 + 3 * 10 + 2));
    // Half a voxel along x in the target is between two source voxels along j: linear takes the mean.
    Geometry shifted = target;
    shifted.origin = {0.5, 0, 0};
    const Volume half = resampleToGrid(src, shifted, Interpolation::Linear, 0.0).value();
    MINI_COMPARE(at(half, 0, 1, 0), float(1 * 100 + 5));
    MINI_COMPARE(at(half, 3, 1, 0), 0.0f); // x = 3.5 mm: outside the source's last voxel face (3.5 excluded)
}

MINITEST_MAIN()
