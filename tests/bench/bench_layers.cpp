// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// bench_layers [--runs N] [--size NX NY NZ]: what adding a large layer to the viewer costs, next to the 0.1 s
// a GUI frame may block. On a 512 x 512 x 400 int16 CT-like image and a uint8 mask of 5 organs (ellipsoids),
// best of N:
// - render::defaultStyle of the image as a base without a CT rescale (the 1st..99th percentile window), as
//   an overlay (the value classification, then the window), and of the mask (classification) with
//   render::labelsPresent (what ViewerState::addLayer runs for a label map);
// - io::splitSegmentationVolumes of a SEG whose 5 segments overlap in 3 groups, then the style and labels
//   of each part (what the main window ran when such a SEG loaded);
// - scene3d::buildSurfaceMesh of the mask's 5 labels (flying edges, smoothing, normals: the 3D view);
// - an image made in the GUI (a model's float32 probability, a corrected mask) added to the viewer: with
//   the value scan on the GUI thread (widgets::ViewerState::addOrReplaceLayer of the image, as it was), and
//   prepared on the worker that made it (ViewerState::prepare), then added without a scan (as it is now).
// Each line prints the time and its ratio to 0.1 s, and the thread the GUI runs it on: the default style and
// labels on the GUI thread (they must stay under the limit), the split and the surfaces on a worker thread
// with progress and Cancel (their time is the wait, not a frozen window).
#include "besttime.h"
#include "io/segmentationloader.h"
#include "organs.h"
#include "render/render.h"
#include "widgets/scene3d/surfacebuild.h"
#include "widgets/viewerstate.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <ctime>
#include <memory>
#include <string>
#include <utility>

using namespace scansleuth;
using benchsupport::inside;
using benchsupport::kOrgans;
using benchsupport::Organ;
using volume::Geometry;
using volume::Volume;

namespace {

constexpr double kFrameLimit = 0.1; // seconds a GUI frame may block

Geometry grid(std::int64_t nx, std::int64_t ny, std::int64_t nz)
{
    Geometry g;
    g.size = {nx, ny, nz};
    g.spacing = {0.78, 0.78, 1.25};
    g.origin = {-200, -200, -250};
    return g;
}

// Air outside an elliptic body, soft tissue with noise inside, brighter organs; stored = HU + 1024.
Volume makeCt(const Geometry& g)
{
    Volume v = Volume::allocate(volume::PixelType::Int16, g).value();
    auto voxels = v.voxels<std::int16_t>();
    std::uint32_t seed = 12345;
    for (std::int64_t k = 0; k < g.size[2]; ++k)
        for (std::int64_t j = 0; j < g.size[1]; ++j)
            for (std::int64_t i = 0; i < g.size[0]; ++i) {
                seed = seed * 1664525u + 1013904223u;
                const int noise = int(seed >> 24) % 41 - 20;
                const double x = (double(i) / g.size[0] - 0.5) / 0.42,
                             y = (double(j) / g.size[1] - 0.5) / 0.32;
                int hu = x * x + y * y < 1 ? 40 + noise : -1000 + noise / 4;
                if (hu > -500 && (inside(kOrgans[0], g, i, j, k) || inside(kOrgans[1], g, i, j, k)))
                    hu += 60;
                voxels[std::size_t(v.linearIndex(i, j, k))] = static_cast<std::int16_t>(hu + 1024);
            }
    return v;
}

// Label l + 1 where organ l is (the later organ wins where they overlap), restricted to `which` when given.
Volume makeMask(const Geometry& g, const std::vector<int>& which)
{
    Volume v = Volume::allocate(volume::PixelType::UInt8, g).value();
    auto voxels = v.voxels<std::uint8_t>();
    std::memset(voxels.data(), 0, voxels.size());
    for (int l : which) {
        const Organ& o = kOrgans[l - 1];
        for (std::int64_t k = 0; k < g.size[2]; ++k)
            for (std::int64_t j = 0; j < g.size[1]; ++j)
                for (std::int64_t i = 0; i < g.size[0]; ++i)
                    if (inside(o, g, i, j, k))
                        voxels[std::size_t(v.linearIndex(i, j, k))] = static_cast<std::uint8_t>(l);
    }
    return v;
}

io::LoadedImage overlappingSeg(const Geometry& g)
{
    io::LoadedImage seg;
    seg.path = "seg.dcm";
    seg.modality = "SEG";
    io::SegmentationInfo info;
    info.segmentationType = "BINARY";
    for (int s = 1; s <= 5; ++s) {
        io::SegmentFacts f;
        f.number = s;
        f.label = "organ " + std::to_string(s);
        info.segments.push_back(f);
    }
    info.volumeSegments = {{1, 2, 4}, {3}, {5}};
    for (const auto& group : info.volumeSegments)
        seg.volumes.push_back(makeMask(g, group));
    seg.segmentation = info;
    return seg;
}

// CPU seconds of all threads per run since the last call (the machines are shared: wall time waits for
// cores).
double cpuPerRun(int runs)
{
    static std::clock_t last = std::clock();
    const std::clock_t now = std::clock();
    const double seconds = double(now - last) / CLOCKS_PER_SEC / runs;
    last = now;
    return seconds;
}

void line(const char* what, double seconds, const char* thread, int runs)
{
    std::printf("%-46s %7.3f s (cpu %6.3f s) %6.2fx the %.1f s a GUI frame may block  (%s)\n", what, seconds,
                cpuPerRun(runs), seconds / kFrameLimit, kFrameLimit, thread);
}

constexpr const char* kGui = "GUI thread";
constexpr const char* kLoad = "the load's worker thread";
constexpr const char* kWorker = "the 3D view's worker thread";
constexpr const char* kMaker = "the worker that made the image";

} // namespace

int main(int argc, char** argv)
{
    int runs = 3;
    std::int64_t nx = 512, ny = 512, nz = 400;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--runs") == 0 && i + 1 < argc)
            runs = std::max(1, std::atoi(argv[++i]));
        else if (std::strcmp(argv[i], "--size") == 0 && i + 3 < argc) {
            nx = std::atoll(argv[++i]);
            ny = std::atoll(argv[++i]);
            nz = std::atoll(argv[++i]);
        }
    }
    const Geometry g = grid(nx, ny, nz);
    std::printf(
        "building a %lldx%lldx%lld int16 CT-like image, a 5-label uint8 mask and a SEG of 3 groups...\n",
        (long long)nx, (long long)ny, (long long)nz);
    const Volume ct = makeCt(g);
    const Volume mask = makeMask(g, {1, 2, 3, 4, 5});
    const io::LoadedImage seg = overlappingSeg(g);
    const std::string size = std::to_string(nx) + "x" + std::to_string(ny) + "x" + std::to_string(nz);

    cpuPerRun(1);
    render::LayerStyle style;
    style = {};
    const double base =
        benchsupport::bestSeconds(runs, [&] { style = render::defaultStyle(ct, true, false); });
    line(("defaultStyle, image as base (percentile) " + size).c_str(), base, kGui, runs);
    std::printf("    window %.1f level %.1f\n", style.window, style.level);
    const double overlay =
        benchsupport::bestSeconds(runs, [&] { style = render::defaultStyle(ct, false, false); });
    line(("defaultStyle, image as overlay " + size).c_str(), overlay, kGui, runs);
    std::vector<int> labels;
    const double maskStyle = benchsupport::bestSeconds(runs, [&] {
        const render::LayerDefaults d = render::defaultLayer(mask, false, false); // ViewerState::addLayer
        style = d.style;
        labels = d.labels;
    });
    line(("defaultStyle + labelsPresent, 5-label mask " + size).c_str(), maskStyle, kGui, runs);
    std::printf("    kind %d, %zu labels\n", int(style.kind), labels.size());

    // Model outputs and MR as float32: a probability map (classification only) and an image (a second pass
    // for the histogram).
    Volume probability = Volume::allocate(volume::PixelType::Float32, g).value();
    Volume floatImage = Volume::allocate(volume::PixelType::Float32, g).value();
    {
        const auto stored = ct.voxels<std::int16_t>();
        auto p = probability.voxels<float>();
        auto f = floatImage.voxels<float>();
        for (std::size_t i = 0; i < p.size(); ++i) {
            f[i] = float(stored[i]) * 0.37f;
            p[i] = std::clamp(float(stored[i] - 900) / 400.0f, 0.0f, 1.0f);
        }
    }
    cpuPerRun(1); // not the filling above
    const double probabilityStyle =
        benchsupport::bestSeconds(runs, [&] { style = render::defaultStyle(probability, false, false); });
    line(("defaultStyle, float32 probability map " + size).c_str(), probabilityStyle, kGui, runs);
    const double floatStyle =
        benchsupport::bestSeconds(runs, [&] { style = render::defaultStyle(floatImage, true, false); });
    line(("defaultStyle, float32 image as base " + size).c_str(), floatStyle, kGui, runs);

    // A model's probability and a float image made in the GUI, each added over a small base again and again
    // in place (the model run again): each add of the image scans it on the GUI thread; a prepared one was
    // scanned (as a base and as an overlay, one pass) by the worker that made it.
    const std::pair<const char*, const Volume*> madeInGui[] = {{"float32 probability", &probability},
                                                               {"float32 image", &floatImage}};
    for (const auto& [what, volume] : madeInGui) {
        volume::Geometry small = grid(16, 16, 8);
        auto baseImage = std::make_shared<io::LoadedImage>();
        baseImage->volumes.push_back(Volume::allocate(volume::PixelType::Int16, small).value());
        auto made = std::make_shared<io::LoadedImage>();
        made->volumes.push_back(volume->clone().value());
        widgets::ViewerState state;
        state.addLayer(baseImage, QStringLiteral("base"));
        const QString key = QStringLiteral("made in the GUI");
        const std::string name = std::string(what) + " " + size;
        cpuPerRun(1);
        const double before = benchsupport::bestSeconds(
            runs, [&] { state.addOrReplaceLayer(made, QStringLiteral("made"), key); });
        line(("addOrReplaceLayer(image), " + name + " (was)").c_str(), before, kGui, runs);
        widgets::PreparedImage prepared;
        const double worker =
            benchsupport::bestSeconds(runs, [&] { prepared = widgets::ViewerState::prepare(made); });
        line(("ViewerState::prepare, " + name).c_str(), worker, kMaker, runs);
        const double after = benchsupport::bestSeconds(
            runs, [&] { state.addOrReplaceLayer(prepared, QStringLiteral("made"), key); });
        line(("addOrReplaceLayer(prepared), " + name + " (is)").c_str(), after, kGui, runs);
        std::printf("    GUI thread %.4f s -> %.1f us\n", before, after * 1e6);
    }

    const double split = benchsupport::bestSeconds(runs, [&] {
        std::vector<std::string> names;
        auto parts = io::splitSegmentationVolumes(seg, &names, "seg");
        if (!parts)
            std::exit(1);
    });
    line("splitSegmentationVolumes, 3 groups", split, kLoad, runs);
    const double splitAndAdd = benchsupport::bestSeconds(runs, [&] {
        std::vector<std::string> names;
        auto parts = io::splitSegmentationVolumes(seg, &names, "seg");
        for (const io::LoadedImage& part : *parts) {
            const render::LayerDefaults d = render::defaultLayer(part.volumes.front(), false, false);
            style = d.style;
            labels = d.labels;
        }
    });
    line("split + style and labels of each part", splitAndAdd, kLoad, runs);

    std::shared_ptr<const scene3d::SurfaceMesh> mesh;
    const double surfaces = benchsupport::bestSeconds(runs, [&] {
        auto built = scene3d::buildSurfaceMesh(mask, {1, 2, 3, 4, 5}, {});
        if (!built)
            std::exit(1);
        mesh = *built;
    });
    line(("buildSurfaceMesh, 5 labels " + size).c_str(), surfaces, kWorker, runs);
    std::printf("    %lld points, %lld polygons\n", (long long)mesh->polygons->GetNumberOfPoints(),
                (long long)mesh->polygons->GetNumberOfPolys());
    return 0;
}
