// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "phantom.h"

#include <algorithm>
#include <cmath>

namespace scansleuth::demo {

namespace {

using volume::Vec3;

// Label numbers of the structures.
enum Label : int
{
    Background = 0,
    SubcutaneousFat = 1,
    Muscle = 2,
    VisceralFat = 3,
    Liver = 4,
    Spleen = 5,
    KidneyRight = 6,
    KidneyLeft = 7,
    RenalPelvis = 8,
    Aorta = 9,
    VenaCava = 10,
    Vertebrae = 11,
    LungRight = 12,
    LungLeft = 13,
};

constexpr double kAirHu = -1000.0;
constexpr double kCorticalHu = 1200.0;
constexpr double kCorticalRimMm = 2.5;
// Body centre in the axial plane (LPS mm) and the patient's z at the first slice.
constexpr double kBodyY = -20.0;
constexpr double kFirstZ = kDemoOrigin[2];

const std::vector<Organ>& organTable()
{
    static const std::vector<Organ> organs = {
        {SubcutaneousFat, "subcutaneous_fat", -100, {230, 220, 140}},
        {Muscle, "muscle", 50, {192, 104, 88}},
        {VisceralFat, "visceral_fat", -90, {250, 240, 190}},
        {Liver, "liver", 60, {221, 130, 101}},
        {Spleen, "spleen", 45, {157, 108, 162}},
        {KidneyRight, "kidney_right", 30, {185, 102, 83}},
        {KidneyLeft, "kidney_left", 30, {212, 126, 151}},
        {RenalPelvis, "renal_pelvis", 10, {255, 250, 160}},
        {Aorta, "aorta", 40, {224, 97, 76}},
        {VenaCava, "inferior_vena_cava", 35, {0, 151, 206}},
        {Vertebrae, "vertebrae", 700, {241, 214, 145}},
        {LungRight, "lung_right", -850, {197, 165, 145}},
        {LungLeft, "lung_left", -850, {172, 138, 185}},
    };
    return organs;
}

double organHu(int label)
{
    for (const Organ& o : organTable())
        if (o.label == label)
            return o.hu;
    return kAirHu;
}

// A superellipsoid |dx/a|^p + |dy/b|^p + |dz/c|^q <= 1 in LPS mm; c <= 0 makes it infinite along z.
// It paints `label` only over voxels whose current label is in `over`, and gives voxels within
// `rimMm` of its surface (measured along the axes) the value `rimHu`.
struct Shape
{
    int label = 0;
    Vec3 centre{0, 0, 0};
    Vec3 semi{1, 1, 0};
    int p = 2;
    int q = 2;
    std::uint32_t over = 0;
    double rimMm = 0.0;
    double rimHu = 0.0;
};

constexpr std::uint32_t bits(std::initializer_list<int> labels)
{
    std::uint32_t mask = 0;
    for (int l : labels)
        mask |= 1u << l;
    return mask;
}

double powAbs(double u, int p)
{
    u = std::abs(u);
    double r = u;
    for (int i = 1; i < p; ++i)
        r *= u;
    return r;
}

double shapeValue(const Shape& s, const Vec3& semi, const Vec3& point)
{
    double f =
        powAbs((point[0] - s.centre[0]) / semi[0], s.p) + powAbs((point[1] - s.centre[1]) / semi[1], s.p);
    if (semi[2] > 0)
        f += powAbs((point[2] - s.centre[2]) / semi[2], s.q);
    return f;
}

Vec3 voxelCentre(const std::array<std::int64_t, 3>& index)
{
    return {kDemoOrigin[0] + kDemoSpacing[0] * static_cast<double>(index[0]),
            kDemoOrigin[1] + kDemoSpacing[1] * static_cast<double>(index[1]),
            kDemoOrigin[2] + kDemoSpacing[2] * static_cast<double>(index[2])};
}

// Index range [lo, hi] covering centre +- semi along `axis` (the whole axis when semi <= 0).
std::pair<std::int64_t, std::int64_t> indexRange(double centre, double semi, int axis)
{
    if (semi <= 0)
        return {0, kDemoSize[axis] - 1};
    auto toIndex = [&](double mm) {
        return (mm - kDemoOrigin[axis]) / kDemoSpacing[axis];
    };
    auto lo = static_cast<std::int64_t>(std::floor(toIndex(centre - semi)));
    auto hi = static_cast<std::int64_t>(std::ceil(toIndex(centre + semi)));
    return {std::clamp<std::int64_t>(lo, 0, kDemoSize[axis] - 1),
            std::clamp<std::int64_t>(hi, 0, kDemoSize[axis] - 1)};
}

void paint(const Shape& s, std::uint8_t* labels, std::int16_t* stored)
{
    const Vec3 inner{s.semi[0] - s.rimMm, s.semi[1] - s.rimMm, s.semi[2] > 0 ? s.semi[2] - s.rimMm : 0.0};
    const double stored0 = organHu(s.label) - kDemoRescaleIntercept;
    const double storedRim = s.rimHu - kDemoRescaleIntercept;
    const auto [i0, i1] = indexRange(s.centre[0], s.semi[0], 0);
    const auto [j0, j1] = indexRange(s.centre[1], s.semi[1], 1);
    const auto [k0, k1] = indexRange(s.centre[2], s.semi[2], 2);
    for (std::int64_t k = k0; k <= k1; ++k)
        for (std::int64_t j = j0; j <= j1; ++j)
            for (std::int64_t i = i0; i <= i1; ++i) {
                const std::int64_t n = i + kDemoSize[0] * (j + kDemoSize[1] * k);
                if (!(s.over & (1u << labels[n])))
                    continue;
                const Vec3 point = voxelCentre({i, j, k});
                if (shapeValue(s, s.semi, point) > 1.0)
                    continue;
                const bool rim = s.rimMm > 0 && shapeValue(s, inner, point) > 1.0;
                labels[n] = static_cast<std::uint8_t>(s.label);
                stored[n] = static_cast<std::int16_t>(rim ? storedRim : stored0);
            }
}

// The structures in painting order; later ones paint over earlier ones where `over` allows.
std::vector<Shape> shapes()
{
    const double y = kBodyY;
    const double z = kFirstZ; // positions along z below are mm above the first slice
    std::vector<Shape> s = {
        {SubcutaneousFat, {0, y, 0}, {135, 100, 0}, 3, 2, bits({Background})},
        {Muscle, {0, y, 0}, {120, 85, 0}, 3, 2, bits({SubcutaneousFat})},
        {VisceralFat, {0, y, 0}, {108, 73, 0}, 3, 2, bits({Muscle})},
        {Muscle, {-35, y + 68, 0}, {24, 20, 0}, 2, 2, bits({Muscle, VisceralFat})},
        {Muscle, {35, y + 68, 0}, {24, 20, 0}, 2, 2, bits({Muscle, VisceralFat})}, // paraspinal
        {Muscle, {0, y + 45, 0}, {19, 15, 0}, 2, 2, bits({VisceralFat})},          // discs
        {LungRight, {-65, y + 5, z + 275}, {50, 62, 80}, 2, 2, bits({VisceralFat})},
        {LungLeft, {65, y + 5, z + 275}, {50, 62, 85}, 2, 2, bits({VisceralFat})},
        {Liver, {-58, y - 8, z + 165}, {48, 58, 55}, 2, 2, bits({VisceralFat, LungRight})},
        {Spleen, {72, y + 25, z + 170}, {22, 34, 38}, 2, 2, bits({VisceralFat, LungLeft})},
        {KidneyRight, {-55, y + 38, z + 90}, {24, 17, 50}, 2, 2, bits({VisceralFat, Liver})},
        {KidneyLeft, {55, y + 38, z + 100}, {24, 17, 50}, 2, 2, bits({VisceralFat, Spleen})},
        {RenalPelvis, {-42, y + 38, z + 90}, {9, 7, 16}, 2, 2, bits({KidneyRight})},
        {RenalPelvis, {42, y + 38, z + 100}, {9, 7, 16}, 2, 2, bits({KidneyLeft})},
        {Aorta, {15, y + 15, 0}, {11, 11, 0}, 2, 2, bits({VisceralFat, LungRight, LungLeft})},
        {VenaCava, {-22, y + 16, z + 100}, {12, 9, 105}, 2, 4, bits({VisceralFat, Liver})},
    };
    // Vertebral bodies (flat-ended) with spinous processes, one every 31 mm.
    for (int n = 0; n < 8; ++n) {
        const double zc = z + 12 + 31 * n;
        s.push_back({Vertebrae,
                     {0, y + 45, zc},
                     {20, 16, 12.5},
                     2,
                     4,
                     bits({Muscle, VisceralFat}),
                     kCorticalRimMm,
                     kCorticalHu});
        s.push_back(
            {Vertebrae, {0, y + 72, zc}, {5, 13, 9}, 2, 2, bits({Muscle, VisceralFat}), 2.0, kCorticalHu});
    }
    return s;
}

} // namespace

std::uint64_t demoMix(std::uint64_t z)
{
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
}

double demoUnit(std::uint64_t seed, std::uint64_t n)
{
    return double(demoMix(seed * 0x9e3779b97f4a7c15ull + demoMix(n + 0x632be59bd9b4e019ull)) >> 11) *
           0x1.0p-53;
}

namespace {

// Deterministic, order-independent noise: splitmix64 of (seed, voxel), summed from three uniform
// integers in [-7, 7], so within +-kDemoNoiseBoundHu with sd about 7 HU.
int noiseAt(std::uint64_t seed, std::uint64_t n)
{
    const std::uint64_t z =
        demoMix(seed * 0x9e3779b97f4a7c15ull + n * 0xd1b54a32d192ed03ull + 0x632be59bd9b4e019ull);
    int sum = 0;
    for (int part = 0; part < 3; ++part)
        sum += static_cast<int>((z >> (16 * part)) & 0xffff) % 15 - 7;
    return sum;
}

volume::Geometry demoGeometry()
{
    volume::Geometry g;
    g.size = {kDemoSize[0], kDemoSize[1], kDemoSize[2]};
    g.spacing = {kDemoSpacing[0], kDemoSpacing[1], kDemoSpacing[2]};
    g.origin = {kDemoOrigin[0], kDemoOrigin[1], kDemoOrigin[2]};
    g.direction = volume::identity3();
    return g;
}

// Probe points in LPS mm, in organ order.
const std::vector<Vec3>& probePoints()
{
    const double y = kBodyY;
    const double z = kFirstZ;
    static const std::vector<Vec3> points = {
        {0, y - 92.5, z + 60}, {0, y - 79, z + 60},    {0, y - 45, z + 40},   {-58, y - 8, z + 165},
        {72, y + 25, z + 170}, {-60, y + 38, z + 120}, {60, y + 38, z + 130}, {-42, y + 38, z + 90},
        {15, y + 15, z + 50},  {-22, y + 16, z + 50},  {0, y + 45, z + 74},   {-65, y + 5, z + 230},
        {65, y + 5, z + 230},
    };
    return points;
}

} // namespace

DemoStudy makeDemoStudy(std::uint32_t seed)
{
    DemoStudy study;
    const volume::Geometry g = demoGeometry();
    auto ct = volume::Volume::allocate(volume::PixelType::Int16, g);
    auto labels = volume::Volume::allocate(volume::PixelType::UInt8, g);
    if (!ct || !labels)
        return study; // empty volumes: the caller reports the lack of memory
    study.ct = std::move(ct).value();
    study.labels = std::move(labels).value();
    study.ct.setRescale({1.0, kDemoRescaleIntercept});
    study.organs = organTable();

    auto stored = study.ct.voxels<std::int16_t>();
    auto label = study.labels.voxels<std::uint8_t>();
    std::fill(stored.begin(), stored.end(), static_cast<std::int16_t>(kAirHu - kDemoRescaleIntercept));
    std::fill(label.begin(), label.end(), std::uint8_t{0});
    for (const Shape& s : shapes())
        paint(s, label.data(), stored.data());
    if (seed != 0)
        for (std::size_t n = 0; n < stored.size(); ++n)
            stored[n] = static_cast<std::int16_t>(stored[n] + noiseAt(seed, n));
    return study;
}

std::vector<volume::Index3> demoProbeVoxels()
{
    std::vector<volume::Index3> voxels;
    for (const Vec3& p : probePoints()) {
        volume::Index3 index{};
        for (int a = 0; a < 3; ++a)
            index[a] = std::llround((p[a] - kDemoOrigin[a]) / kDemoSpacing[a]);
        voxels.push_back(index);
    }
    return voxels;
}

volume::Geometry coarseDemoGrid(const std::array<std::int64_t, 3>& size, const std::array<double, 3>& spacing,
                                const volume::Vec3& originShift)
{
    volume::Geometry g;
    for (int a = 0; a < 3; ++a) {
        g.size[a] = size[a];
        g.spacing[a] = spacing[a];
        g.origin[a] = kDemoOrigin[a] - kDemoSpacing[a] / 2.0 + spacing[a] / 2.0 + originShift[a];
    }
    g.direction = volume::identity3();
    return g;
}

} // namespace scansleuth::demo
