// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// bench_comparemaps [--runs N] [--size NX NY NZ]: what the run comparison's case panel blocks the GUI thread
// for when a case is shown or the label changes, next to the 0.05 s a click may block (issue 22). On a
// 512 x 512 x 400 case of two runs and the truth (uint8 label maps of 5 organ-like ellipsoids, each run
// moved by a few voxels; no image, so each view's base is its labels in grey), best of N:
// - before: what the panel ran on the GUI thread: per run view the difference map against the truth (as
//   render::differenceMap was then: one thread, copied here) and the default style and labels of the map
//   (ViewerState::defaultLayer, as addLayer scanned it), each view's grey base range (volume::storedRange),
//   and for a new case the whole map over every label that moveToWorstPlace made to centre one slice;
// - one difference map as it was and as it is (render::differenceMap on the usable threads);
// - after: widgets::CaseComparePanel::showCase and setLabel as they return (the GUI thread's part), the
//   longest gap between two turns of the event loop while the maps are made on the worker (a 0 ms timer),
//   and the time until the views show the maps.
#include "base/parallel.h"
#include "besttime.h"
#include "organs.h"
#include "render/differencemap.h"
#include "volume/volume.h"
#include "widgets/compare/casecomparepanel.h"
#include "widgets/viewerstate.h"

#include <QApplication>
#include <QTimer>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <vector>

using namespace scansleuth;
using volume::Geometry;
using volume::Volume;

namespace {

constexpr double kClickLimit = 0.05; // seconds a click may block the GUI thread

// The organs as labels 1..5, moved by (dx, dy) voxels (a run that is off by a little).
std::shared_ptr<const io::LoadedImage> organs(const Geometry& g, std::int64_t dx, std::int64_t dy)
{
    Volume v = Volume::allocate(volume::PixelType::UInt8, g).value();
    auto voxels = v.voxels<std::uint8_t>();
    std::size_t n = 0;
    for (std::int64_t k = 0; k < g.size[2]; ++k)
        for (std::int64_t j = 0; j < g.size[1]; ++j)
            for (std::int64_t i = 0; i < g.size[0]; ++i) {
                std::uint8_t label = 0;
                for (int o = 0; o < 5; ++o)
                    if (benchsupport::inside(benchsupport::kOrgans[o], g, i - dx, j - dy, k))
                        label = static_cast<std::uint8_t>(o + 1);
                voxels[n++] = label;
            }
    auto image = std::make_shared<io::LoadedImage>();
    image->volumes.push_back(std::move(v));
    return image;
}

std::shared_ptr<const compare::Comparison> comparison(std::int64_t worstSlice)
{
    auto c = std::make_shared<compare::Comparison>();
    c->table.runNames = {"A", "B"};
    c->table.truthSource = "/truth";
    compare::CaseComparison one;
    one.key = "case_1";
    for (const char* input : {"A", "B", "truth"})
        one.inputs.push_back({input, {std::string("/") + input + "/case_1.nii.gz"}, "label map", {}, {}, {}});
    compare::PairMetrics between;
    between.a = "A";
    between.b = "B";
    between.computed = true;
    between.worstSlice = worstSlice;
    between.differingVoxels = 1000;
    one.between = {between};
    c->table.rows.push_back({});
    c->table.rows.back().key = one.key;
    c->cases = {one};
    c->options.labels = {1, 2, 3, 4, 5};
    return c;
}

// render::differenceMap as it was before it ran on the worker (main at bc709f4), copied here so that the
// "before" rows time the code the GUI thread ran: one thread, every voxel's label through the rescale.
void legacyReadLabels(const Volume& v, std::size_t start, std::span<std::int64_t> out)
{
    volume::visitPixelType(v.pixelType(), [&](auto tag) {
        using T = decltype(tag);
        const std::span<const T> voxels = v.voxels<T>().subspan(start, out.size());
        const volume::Rescale& r = v.rescale();
        for (std::size_t n = 0; n < out.size(); ++n) {
            const double real = r.slope * static_cast<double>(voxels[n]) + r.intercept;
            out[n] = std::isfinite(real) ? std::llround(real) : 0;
        }
    });
}

render::DifferenceClass legacyClassify(std::int64_t a, std::int64_t b, std::int64_t label)
{
    const bool inA = label > 0 ? a == label : a != 0;
    const bool inB = label > 0 ? b == label : b != 0;
    if (inA && inB)
        return a == b ? render::DifferenceClass::Both : render::DifferenceClass::DifferentLabel;
    if (inA)
        return render::DifferenceClass::OnlyA;
    return inB ? render::DifferenceClass::OnlyB : render::DifferenceClass::None;
}

Volume legacyDifferenceMap(const Volume& a, const Volume& b, std::int64_t label)
{
    Volume out = Volume::allocate(volume::PixelType::UInt8, a.geometry()).value();
    constexpr std::size_t block = 1 << 16;
    std::vector<std::int64_t> va(block), vb(block);
    auto classes = out.voxels<std::uint8_t>();
    for (std::size_t start = 0; start < classes.size(); start += block) {
        const std::size_t count = std::min(block, classes.size() - start);
        legacyReadLabels(a, start, std::span(va).first(count));
        legacyReadLabels(b, start, std::span(vb).first(count));
        for (std::size_t n = 0; n < count; ++n)
            classes[start + n] = static_cast<std::uint8_t>(legacyClassify(va[n], vb[n], label));
    }
    return out;
}

double seconds(std::chrono::steady_clock::time_point since)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - since).count();
}

void line(const char* what, double s, const char* thread)
{
    std::printf("  %-64s %8.4f s  %6.2fx the limit  (%s)\n", what, s, s / kClickLimit, thread);
}

// The GUI thread's part of `change`, then the longest gap between two turns of the event loop until the
// panel shows the maps, and the time until then; best of `runs` for each.
struct AfterTimes
{
    double returned = 1e300, longestGap = 1e300, shown = 1e300;
};
AfterTimes measureAfter(QApplication& app, widgets::CaseComparePanel& panel, int runs,
                        const std::function<void(int run)>& change)
{
    AfterTimes best;
    for (int run = 0; run < runs; ++run) {
        const auto t0 = std::chrono::steady_clock::now();
        change(run);
        const double returned = seconds(t0);
        auto last = std::chrono::steady_clock::now();
        double gap = 0;
        QTimer timer;
        QObject::connect(&timer, &QTimer::timeout, [&] {
            gap = std::max(gap, seconds(last));
            last = std::chrono::steady_clock::now();
        });
        timer.start(0);
        while (panel.isComputing())
            app.processEvents(QEventLoop::WaitForMoreEvents, 10);
        const double shown = seconds(t0);
        best.returned = std::min(best.returned, returned);
        best.longestGap = std::min(best.longestGap, gap);
        best.shown = std::min(best.shown, shown);
    }
    return best;
}

} // namespace

int main(int argc, char** argv)
{
    int runs = 3;
    std::int64_t nx = 512, ny = 512, nz = 400;
    for (int i = 1; i < argc; ++i) {
        if (!std::strcmp(argv[i], "--runs") && i + 1 < argc)
            runs = std::max(1, std::atoi(argv[++i]));
        else if (!std::strcmp(argv[i], "--size") && i + 3 < argc) {
            nx = std::atoll(argv[++i]);
            ny = std::atoll(argv[++i]);
            nz = std::atoll(argv[++i]);
        } else {
            std::fprintf(stderr, "usage: bench_comparemaps [--runs N] [--size NX NY NZ]\n");
            return 2;
        }
    }
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);

    Geometry g;
    g.size = {nx, ny, nz};
    g.spacing = {0.78, 0.78, 1.25};
    auto data = std::make_shared<widgets::CaseData>();
    data->labels = {organs(g, 3, 0), organs(g, 0, -2), organs(g, 0, 0)}; // A, B, truth
    data->errors.resize(3);
    // The reader finds the layers' defaults on its worker (app/gui/comparejob.cpp): so does the bench.
    for (const auto& image : data->labels)
        data->labelDefaults.push_back(widgets::ViewerState::defaultLayers(*image));
    const std::int64_t worst = nz / 2;
    std::printf("bench_comparemaps: %lld x %lld x %lld, runs A and B against the truth, no image, %zu usable "
                "threads, best of %d; limit %.2f s\n",
                (long long)nx, (long long)ny, (long long)nz, threadLimit(), runs, kClickLimit);

    // Before: the calls the panel made on the GUI thread, with the difference map as it was.
    const volume::Volume& truth = data->labels[2]->volumes.front();
    auto maps = [&](std::int64_t label) {
        for (std::size_t run = 0; run < 2; ++run) {
            auto image = std::make_shared<io::LoadedImage>();
            image->volumes.push_back(legacyDifferenceMap(truth, data->labels[run]->volumes.front(), label));
            (void)widgets::ViewerState::defaultLayer(*image, false);
        }
        for (const auto& image : data->labels)
            (void)volume::storedRange(image->volumes.front());
    };
    const double mapsBefore = benchsupport::bestSeconds(runs, [&] { maps(1); });
    const double worstBefore = benchsupport::bestSeconds(runs, [&] {
        const Volume whole =
            legacyDifferenceMap(data->labels[0]->volumes.front(), data->labels[1]->volumes.front(), 0);
        (void)render::disagreementCentre(whole, worst);
    });
    // The map itself, then and now (now on the usable threads, stored values read as labels).
    const double mapThen = benchsupport::bestSeconds(
        runs, [&] { (void)legacyDifferenceMap(truth, data->labels[0]->volumes.front(), 1); });
    const double mapNow = benchsupport::bestSeconds(
        runs, [&] { (void)render::differenceMap(truth, data->labels[0]->volumes.front(), 1).value(); });

    widgets::CaseComparePanel panel;
    panel.resize(1200, 500);
    panel.setComparison(comparison(worst));
    panel.show();
    app.processEvents();
    const AfterTimes showAfter = measureAfter(app, panel, runs, [&](int) {
        // A new case object each time (the same voxels): the panel makes its maps again.
        panel.showCase(std::make_shared<widgets::CaseData>(*data));
    });
    const AfterTimes labelAfter =
        measureAfter(app, panel, runs, [&](int run) { panel.setLabel(run % 2 == 0 ? 2 : 1); });

    std::printf("before (GUI thread):\n");
    line("showCase: 2 maps + their scans + 3 grey ranges + worst-place map", mapsBefore + worstBefore, "GUI");
    line("setLabel: 2 maps + their scans + 3 grey ranges", mapsBefore, "GUI");
    line("one difference map, as it was", mapThen, "GUI");
    std::printf("after:\n");
    line("one difference map, as it is", mapNow, "worker");
    line("showCase returns", showAfter.returned, "GUI");
    line("  longest event-loop gap while its maps are made", showAfter.longestGap, "GUI");
    line("  its maps shown", showAfter.shown, "worker");
    line("setLabel returns", labelAfter.returned, "GUI");
    line("  longest event-loop gap while its maps are made", labelAfter.longestGap, "GUI");
    line("  its maps shown", labelAfter.shown, "worker");
    std::printf(
        "GUI thread: showCase %.3f s -> %.4f s (%.0fx less), setLabel %.3f s -> %.4f s (%.0fx less)\n",
        mapsBefore + worstBefore, showAfter.returned,
        (mapsBefore + worstBefore) / std::max(showAfter.returned, 1e-6), mapsBefore, labelAfter.returned,
        mapsBefore / std::max(labelAfter.returned, 1e-6));
    return 0;
}
