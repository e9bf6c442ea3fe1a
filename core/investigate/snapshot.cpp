// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "snapshot.h"

#include "render/differencemap.h"
#include "render/render.h"
#include "workflow/safepath.h"

#include <algorithm>
#include <cmath>
#include <filesystem>

namespace scansleuth::investigate {

volume::Vec3 foregroundCentre(const volume::Volume& mask)
{
    const auto& n = mask.geometry().size;
    double si = 0, sj = 0, sk = 0;
    std::int64_t count = 0;
    volume::visitPixelType(mask.pixelType(), [&](auto t) {
        using T = decltype(t);
        auto v = mask.voxels<T>();
        std::int64_t at = 0;
        for (std::int64_t k = 0; k < n[2]; ++k)
            for (std::int64_t j = 0; j < n[1]; ++j)
                for (std::int64_t i = 0; i < n[0]; ++i, ++at) {
                    const double x = static_cast<double>(v[at]);
                    if (x != 0 && x == x) {
                        si += double(i);
                        sj += double(j);
                        sk += double(k);
                        ++count;
                    }
                }
    });
    if (count == 0)
        return volume::indexToPatient(mask.geometry(),
                                      {(n[0] - 1) / 2.0, (n[1] - 1) / 2.0, (n[2] - 1) / 2.0});
    return volume::indexToPatient(mask.geometry(), {si / count, sj / count, sk / count});
}

namespace {
double maximumValue(const volume::Volume& v)
{
    double best = 0.0;
    volume::visitPixelType(v.pixelType(), [&](auto t) {
        using T = decltype(t);
        for (const T x : v.voxels<T>())
            if (static_cast<double>(x) > best) // NaN compares false: skipped
                best = static_cast<double>(x);
    });
    return best * v.rescale().slope + v.rescale().intercept;
}
} // namespace

Result<workflow::Snapshot> writeSnapshot(const io::LoadedImage& image, const volume::Volume& mask,
                                         const volume::Vec3& lps, const std::string& folder,
                                         const std::string& fileName, const std::string& caption,
                                         OverlayStyle style)
{
    const volume::Volume& base = image.volumes.front();
    const render::DisplayFrame frame = render::DisplayFrame::forBase(base.geometry());
    render::Layer layers[2];
    layers[0] = {&base, render::defaultStyle(base, true, image.looksLikeCt())};
    layers[1].volume = &mask;
    layers[1].style.kind = render::LayerKind::Labels;
    layers[1].style.opacity = 0.5;
    if (style == OverlayStyle::Difference)
        layers[1].style.labels = render::differenceColours();
    if (style == OverlayStyle::Heat) {
        layers[1].style.kind = render::LayerKind::Probability;
        layers[1].style.opacity = 0.7;
        layers[1].style.maximum = std::max(maximumValue(mask), 1e-12);
        layers[1].style.threshold = layers[1].style.maximum * 1e-6; // anything above zero shows
    }
    const std::int64_t slice = render::sliceThrough(frame, render::Plane::Axial, lps);
    const render::RgbaImage picture = render::renderSlice(frame, render::Plane::Axial, slice, layers);
    const int factor = std::clamp(384 / std::max(picture.width, 1), 1, 8);
    auto path = workflow::resolveInside(folder, fileName);
    if (!path)
        return path.error();
    std::error_code ec;
    std::filesystem::create_directories(std::filesystem::path(*path).parent_path(), ec);
    if (Status s = render::writePng(*path, enlargedPicture(picture, factor)); !s)
        return s.error();
    workflow::Snapshot snapshot;
    snapshot.caption = caption;
    snapshot.imagePath = fileName;
    snapshot.plane = "axial";
    snapshot.slice = static_cast<int>(slice);
    const volume::Vec3 ras = volume::lpsToRas(lps);
    snapshot.worldRas = {ras[0], ras[1], ras[2]};
    return snapshot;
}

render::RgbaImage enlargedPicture(const render::RgbaImage& in, int factor)
{
    if (factor <= 1)
        return in;
    render::RgbaImage out;
    out.width = in.width * factor;
    out.height = in.height * factor;
    out.pixelWidthMm = in.pixelWidthMm / factor;
    out.pixelHeightMm = in.pixelHeightMm / factor;
    out.pixels.resize(static_cast<std::size_t>(out.width) * out.height);
    for (int y = 0; y < out.height; ++y)
        for (int x = 0; x < out.width; ++x)
            out.at(x, y) = in.at(x / factor, y / factor);
    return out;
}

} // namespace scansleuth::investigate
