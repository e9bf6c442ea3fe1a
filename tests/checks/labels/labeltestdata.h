// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

// Volumes for the label-check tests: the real FLAIR/lesion fixture and masks derived from it or built
// in code (a three-label mask, its linear resampling with a half-voxel shift, probability channels).
#include "base/finding.h"
#include "io/nifti/niftireader.h"
#include "volume/volume.h"

#include <QString>
#include <QStringList>
#include <QtGlobal>

#include <algorithm>
#include <array>
#include <cmath>
#include <functional>
#include <vector>

namespace scansleuth::checks::testing {

using volume::Geometry;
using volume::PixelType;
using volume::Volume;

inline QString fixturePath(const QString& relative)
{
    return QStringLiteral(SCANSLEUTH_TEST_DATA_DIR) + "/" + relative;
}

// The first volume of a NIfTI fixture under tests/data (the test stops when it cannot be read).
inline Volume loadFixture(const QString& relative)
{
    auto image = io::readNifti(fixturePath(relative).toStdString());
    if (!image)
        qFatal("cannot read %s: %s", qPrintable(relative), image.error().message.c_str());
    return std::move(image->volumes.front());
}

inline Volume lesionFixture()
{
    return loadFixture("overlay/flair_lesion_same_oblique_grid/lesion.nii.gz");
}

inline Volume flairFixture()
{
    return loadFixture("overlay/flair_lesion_same_oblique_grid/FLAIR.nii.gz");
}

// A volume of `type` on `g` whose real values are f(i, j, k) (cast to the stored type).
inline Volume makeVolume(PixelType type, const Geometry& g,
                         const std::function<double(double, double, double)>& f)
{
    Volume v = Volume::allocate(type, g).value();
    volume::visitPixelType(type, [&](auto tag) {
        using T = decltype(tag);
        auto voxels = v.voxels<T>();
        for (std::int64_t k = 0; k < g.size[2]; ++k)
            for (std::int64_t j = 0; j < g.size[1]; ++j)
                for (std::int64_t i = 0; i < g.size[0]; ++i)
                    voxels[std::size_t(v.linearIndex(i, j, k))] =
                        static_cast<T>(f(double(i), double(j), double(k)));
    });
    return v;
}

// The same grid and type as `v`, with real value g(value of v, i, j, k) (rescale dropped).
inline Volume mapVolume(const Volume& v, PixelType type,
                        const std::function<double(double, double, double, double)>& f)
{
    return makeVolume(type, v.geometry(), [&](double i, double j, double k) {
        return f(v.realValue(std::int64_t(i), std::int64_t(j), std::int64_t(k)), i, j, k);
    });
}

inline Geometry smallGrid(std::int64_t n = 40)
{
    Geometry g;
    g.size = {n, n, n};
    g.spacing = {0.8, 0.8, 1.5};
    g.origin = {-10, 20, -30};
    return g;
}

// Three labels on a 40^3 grid: a ball of 3 inside a ball of 1 (a thick shell), and a ball of 2 apart.
inline Volume threeLabelMask()
{
    return makeVolume(PixelType::UInt8, smallGrid(), [](double i, double j, double k) {
        const double a = std::hypot(i - 14, j - 14, k - 14), b = std::hypot(i - 29, j - 28, k - 27);
        return a < 5 ? 3 : a < 11 ? 1 : b < 7 ? 2 : 0;
    });
}

// Trilinear value of `v` at continuous index (x, y, z) (clamped to the grid).
inline double trilinear(const Volume& v, double x, double y, double z)
{
    const auto& n = v.geometry().size;
    auto at = [&](std::int64_t i, std::int64_t j, std::int64_t k) {
        return v.realValue(std::clamp<std::int64_t>(i, 0, n[0] - 1), std::clamp<std::int64_t>(j, 0, n[1] - 1),
                           std::clamp<std::int64_t>(k, 0, n[2] - 1));
    };
    const double fx = std::floor(x), fy = std::floor(y), fz = std::floor(z);
    const double dx = x - fx, dy = y - fy, dz = z - fz;
    const auto i = std::int64_t(fx), j = std::int64_t(fy), k = std::int64_t(fz);
    double sum = 0;
    for (int c = 0; c < 8; ++c) {
        const int a = c & 1, b = (c >> 1) & 1, d = (c >> 2) & 1;
        sum += (a ? dx : 1 - dx) * (b ? dy : 1 - dy) * (d ? dz : 1 - dz) * at(i + a, j + b, k + d);
    }
    return sum;
}

// The classic bug: a label map resampled with linear interpolation onto a grid shifted by half a voxel
// on every axis, saved as `type` (an integer type rounds, as a cast after +0.5 would).
inline Volume linearlyResampled(const Volume& mask, PixelType type)
{
    const bool integer = !volume::isFloatingPoint(type);
    return makeVolume(type, mask.geometry(), [&](double i, double j, double k) {
        const double v = trilinear(mask, i + 0.5, j + 0.5, k + 0.5);
        return integer ? std::nearbyint(v) : v;
    });
}

// Seven touching labels, as an organ segmentation has them: a body ball (1.5 x 1.5 x 2.5 mm voxels) cut
// into six sectors around a core label.
inline Volume touchingOrgans()
{
    Geometry g;
    g.size = {64, 64, 48};
    g.spacing = {1.5, 1.5, 2.5};
    g.origin = {-48, -48, -60};
    return makeVolume(PixelType::UInt8, g, [](double i, double j, double k) {
        const double x = i - 32, y = j - 32, z = (k - 24) * 1.6, r = std::hypot(x, y, z);
        if (r > 27)
            return 0.0;
        if (r < 7)
            return 7.0;
        const int sector = int(std::floor((std::atan2(y, x) + M_PI) / (2 * M_PI) * 6));
        return double(1 + std::min(sector, 5));
    });
}

// 117 touching labels, as TotalSegmentator's organs: the body ball of touchingOrgans() cut into 13 x 9
// sectors by longitude and latitude, label 0 outside.
inline Volume manyTouchingLabels()
{
    Geometry g;
    g.size = {64, 64, 48};
    g.spacing = {1.5, 1.5, 2.5};
    return makeVolume(PixelType::UInt8, g, [](double i, double j, double k) {
        const double x = i - 32, y = j - 32, z = (k - 24) * 1.6, r = std::hypot(x, y, z);
        if (r > 27 || r < 1e-9)
            return 0.0;
        const int lon = std::min(12, int(std::floor((std::atan2(y, x) + M_PI) / (2 * M_PI) * 13)));
        const int lat = std::min(8, int(std::floor((std::asin(z / r) + M_PI / 2) / M_PI * 9)));
        return double(1 + lon * 9 + lat);
    });
}

// `source` resampled with trilinear interpolation onto a grid with `factor` times its spacing, shifted by
// 0.37 source voxels, through world coordinates (axis-aligned grids: index = (x - origin) / spacing), as
// scipy.ndimage.zoom(order=1) or sitk.Resample(sitkLinear) would; outside the source it is 0. Float32.
inline Volume resampledLinear(const Volume& source, double factor)
{
    const Geometry& s = source.geometry();
    Geometry t = s;
    for (int a = 0; a < 3; ++a) {
        t.spacing[a] = s.spacing[a] * factor;
        t.size[a] = std::int64_t(double(s.size[a]) / factor);
        t.origin[a] = s.origin[a] + 0.37 * s.spacing[a];
    }
    return makeVolume(PixelType::Float32, t, [&](double i, double j, double k) {
        const double index[3] = {i, j, k};
        double x[3];
        for (int a = 0; a < 3; ++a) {
            x[a] = (t.origin[a] + index[a] * t.spacing[a] - s.origin[a]) / s.spacing[a];
            if (x[a] < 0 || x[a] > double(s.size[a] - 1))
                return 0.0;
        }
        return trilinear(source, x[0], x[1], x[2]);
    });
}

// `source` resampled with linear interpolation by `factors` (i, j, k) the way scipy.ndimage.zoom(order=1)
// does it: m = round(n * factor) samples, output index o at source index o * (n - 1) / (m - 1), so the first
// and last sample centres stay put and the spacing becomes spacing * (n - 1) / (m - 1). Float32.
inline Volume zoomLinear(const Volume& source, const std::array<double, 3>& factors)
{
    const Geometry& s = source.geometry();
    Geometry t = s;
    std::array<double, 3> step{};
    for (int a = 0; a < 3; ++a) {
        t.size[a] = std::int64_t(std::llround(double(s.size[a]) * factors[std::size_t(a)]));
        step[std::size_t(a)] = t.size[a] > 1 ? double(s.size[a] - 1) / double(t.size[a] - 1) : 0.0;
        t.spacing[a] = s.spacing[a] * step[std::size_t(a)];
    }
    return makeVolume(PixelType::Float32, t, [&](double i, double j, double k) {
        return trilinear(source, i * step[0], j * step[1], k * step[2]);
    });
}

// Twenty labels in separate and touching boxes inside a 56 x 48 x 40 grid, 5 to 11 voxels a side.
inline Volume twentyLabels()
{
    Geometry g;
    g.size = {56, 48, 40};
    g.spacing = {1.0, 1.0, 2.0};
    return makeVolume(PixelType::UInt8, g, [](double i, double j, double k) {
        for (int l = 20; l >= 1; --l) { // later boxes drawn over earlier ones: l = 20 first in the loop wins
            const double ci = 8 + (l * 17) % 40, cj = 8 + (l * 11) % 32, ck = 7 + (l * 7) % 26;
            const double half = 3 + l % 4;
            if (std::abs(i - ci) < half && std::abs(j - cj) < half && std::abs(k - ck) < half)
                return double(l);
        }
        return 0.0;
    });
}

// Per-class softmax "probabilities" that agree with a label map: class c scores 5 where the label is c
// and -2 elsewhere, plus a smooth ripple so that the values are not all equal; applySoftmax = false gives
// the scores (logits) themselves. Float32, on the label map's grid.
inline std::vector<Volume> softmaxChannels(const Volume& labels, int classes, bool applySoftmax = true)
{
    std::vector<Volume> out;
    std::vector<float*> data;
    for (int c = 0; c < classes; ++c) {
        out.push_back(Volume::allocate(PixelType::Float32, labels.geometry()).value());
        data.push_back(out.back().voxels<float>().data());
    }
    const auto& n = labels.geometry().size;
    std::vector<double> logits(std::size_t(classes), 0.0);
    std::int64_t q = 0;
    for (std::int64_t k = 0; k < n[2]; ++k)
        for (std::int64_t j = 0; j < n[1]; ++j)
            for (std::int64_t i = 0; i < n[0]; ++i, ++q) {
                const long label = std::lround(labels.realValue(i, j, k));
                const double ripple = 0.3 * std::cos(0.2 * double(j) + 0.1 * double(k));
                double sum = 0.0;
                for (int c = 0; c < classes; ++c) {
                    logits[std::size_t(c)] =
                        (label == c ? 5.0 : -2.0) + ripple * std::sin(0.3 * double(i) + c);
                    sum += std::exp(logits[std::size_t(c)]);
                }
                for (int c = 0; c < classes; ++c)
                    data[std::size_t(c)][q] =
                        float(applySoftmax ? std::exp(logits[std::size_t(c)]) / sum : logits[std::size_t(c)]);
            }
    return out;
}

// The findings' codes, in order.
inline QStringList codes(const Findings& findings)
{
    QStringList out;
    for (const Finding& f : findings)
        out << QString::fromStdString(f.code);
    return out;
}

} // namespace scansleuth::checks::testing
