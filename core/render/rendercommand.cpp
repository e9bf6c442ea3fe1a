// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// `scansleuth-cli render`: the same compositing as the views, without a display.
#include "render/rendercommand.h"
#include "base/numberformat.h"
#include "base/strings.h"

#include "io/imageloader.h"

#include <cmath>
#include <cstdlib>
#include <sstream>

namespace scansleuth::render {

namespace {

Result<io::LoadedImage> loadFirst(const std::string& path, const Progress& progress)
{
    auto loaded = io::loadPath(path, {}, progress);
    if (!loaded)
        return loaded.error();
    if (loaded->images.empty() || loaded->images.front().volumes.empty())
        return makeError(ErrorKind::NotFound, "No image was found at " + path + ".", "loadPath: no images");
    return std::move(loaded->images.front());
}

std::string pointText(const volume::Vec3& p)
{
    return formatGeneral(p[0]) + "," + formatGeneral(p[1]) + "," + formatGeneral(p[2]);
}

// The two sentences that name the plane, one whole sentence a plane so that each can be translated.
std::string sliceOutsideText(Plane plane, const std::string& slice, const std::string& last)
{
    switch (plane) {
    case Plane::Axial:
        return "Slice " + slice + " is outside the image: the axial slices are 0 to " + last + ".";
    case Plane::Coronal:
        return "Slice " + slice + " is outside the image: the coronal slices are 0 to " + last + ".";
    case Plane::Sagittal:
        break;
    }
    return "Slice " + slice + " is outside the image: the sagittal slices are 0 to " + last + ".";
}

std::string pointOutsideText(Plane plane, const std::string& point)
{
    switch (plane) {
    case Plane::Axial:
        return "The point " + point + " (RAS mm) is outside the image along the axial plane's normal.";
    case Plane::Coronal:
        return "The point " + point + " (RAS mm) is outside the image along the coronal plane's normal.";
    case Plane::Sagittal:
        break;
    }
    return "The point " + point + " (RAS mm) is outside the image along the sagittal plane's normal.";
}

Result<std::int64_t> chooseSlice(const RenderCommand& c, const DisplayFrame& frame)
{
    const std::int64_t count = frame.sliceCount(c.plane);
    if (c.slice) {
        if (*c.slice < 0 || *c.slice >= count)
            return makeError(ErrorKind::Invalid,
                             sliceOutsideText(c.plane, std::to_string(*c.slice), std::to_string(count - 1)),
                             "--slice " + std::to_string(*c.slice));
        return *c.slice;
    }
    if (!c.worldRas)
        return makeError(ErrorKind::Invalid, "Give either --slice N or --world X,Y,Z.", "no slice chosen");
    const volume::Vec3 lps = volume::rasToLps(*c.worldRas);
    const volume::Vec3 d = volume::patientToIndex(frame.geometry, lps);
    const int normal = c.plane == Plane::Axial ? 2 : c.plane == Plane::Coronal ? 1 : 0;
    if (!(d[normal] >= -0.5 && d[normal] < double(count) - 0.5))
        return makeError(ErrorKind::Invalid, pointOutsideText(c.plane, pointText(*c.worldRas)),
                         "display index " + pointText(d));
    return sliceThrough(frame, c.plane, lps);
}

} // namespace

Result<Plane> parsePlane(const std::string& text)
{
    for (Plane p : {Plane::Axial, Plane::Coronal, Plane::Sagittal})
        if (text == planeName(p))
            return p;
    return makeError(ErrorKind::Invalid, "The plane must be axial, coronal or sagittal, not '" + text + "'.",
                     "--plane " + text);
}

Result<ScreenConvention> parseConvention(const std::string& text)
{
    if (text == "radiological")
        return ScreenConvention::Radiological;
    if (text == "neurological")
        return ScreenConvention::Neurological;
    return makeError(ErrorKind::Invalid,
                     "The convention must be radiological or neurological, not '" + text + "'.",
                     "--convention " + text);
}

Result<volume::Vec3> parsePoint(const std::string& text)
{
    volume::Vec3 p{};
    const std::vector<std::string> parts = split(text, ',');
    for (int k = 0; k < 3; ++k) {
        const std::optional<double> v = parts.size() == 3 ? parseNumber(parts[k]) : std::nullopt;
        if (!v || !std::isfinite(*v))
            return makeError(ErrorKind::Invalid,
                             "The point must be three numbers X,Y,Z in mm, not '" + text + "'.",
                             "--world " + text);
        p[k] = *v;
    }
    return p;
}

RgbaImage zoomed(const RgbaImage& image, double zoom)
{
    if (zoom == 1.0 || image.pixels.empty())
        return image;
    RgbaImage out;
    out.width = std::max(1, static_cast<int>(std::lround(image.width * zoom)));
    out.height = std::max(1, static_cast<int>(std::lround(image.height * zoom)));
    out.pixelWidthMm = image.pixelWidthMm * image.width / out.width;
    out.pixelHeightMm = image.pixelHeightMm * image.height / out.height;
    out.pixels.resize(static_cast<std::size_t>(out.width) * out.height);
    for (int y = 0; y < out.height; ++y) {
        const int sy = std::min(image.height - 1, static_cast<int>(std::floor(y / zoom)));
        for (int x = 0; x < out.width; ++x)
            out.at(x, y) = image.at(std::min(image.width - 1, static_cast<int>(std::floor(x / zoom))), sy);
    }
    return out;
}

Status runRenderCommand(const RenderCommand& c, const Progress& progress)
{
    if (!(c.zoom > 0 && c.zoom <= 64))
        return makeError(ErrorKind::Invalid, "The zoom must be a number above 0 and at most 64.",
                         "--zoom " + formatGeneral(c.zoom));
    if (c.window.has_value() != c.level.has_value() || (c.window && !(*c.window > 0)))
        return makeError(ErrorKind::Invalid, "Give --window (above 0) and --level together.",
                         "window/level incomplete or not positive");
    const std::size_t files = 1 + c.overlays.size();
    auto base = loadFirst(c.image, progress.sub(0.0, 1.0 / double(files)));
    if (!base)
        return base.error();
    std::vector<io::LoadedImage> overlays;
    for (std::size_t i = 0; i < c.overlays.size(); ++i) {
        auto o = loadFirst(c.overlays[i], progress.sub(double(i + 1) / files, double(i + 2) / files));
        if (!o)
            return o.error();
        overlays.push_back(std::move(*o));
    }
    const DisplayFrame frame = DisplayFrame::forBase(base->geometry(), c.convention);
    auto slice = chooseSlice(c, frame);
    if (!slice)
        return slice.error();

    std::vector<Layer> layers;
    Layer baseLayer{&base->volumes.front(), defaultStyle(base->volumes.front(), true, base->looksLikeCt())};
    if (c.window) {
        baseLayer.style.window = *c.window;
        baseLayer.style.level = *c.level;
    }
    layers.push_back(baseLayer);
    for (const io::LoadedImage& o : overlays)
        layers.push_back({&o.volumes.front(), defaultStyle(o.volumes.front(), false, o.looksLikeCt())});
    const RgbaImage picture = zoomed(renderSlice(frame, c.plane, *slice, layers), c.zoom);
    return writePng(c.out, picture);
}

} // namespace scansleuth::render
