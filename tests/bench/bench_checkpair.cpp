// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// bench_checkpair [--runs N] [--folder DIR] [--threads N,M,...] [--no-large]: check-pair on the demo study
// (256 x 256 x 96 CT, 13-label mask) written to DIR (a fresh temporary folder by default): the mask
// flipped left-right without and with the reference mask, and the linearly resampled mask with the
// reference. The peer is loading the same files (io::loadPath: gunzip and NIfTI parsing), the wait a user
// has anyway; the limit is one second, the most a check that runs on a click should take. Best of N, wall
// clock (checkPair scores candidates on every core).
// Then memory: check-pair on a 512 x 512 x 300 pair (int16 CT-like image, uint8 label map flipped
// left-right, with a body label whose box is the whole volume) in a child process per thread count; it
// prints the peak RSS during the check (VmHWM, reset after the inputs were built) next to the voxel bytes
// of the inputs, the limit: what check-pair needs beyond its inputs should stay below them, whatever the
// number of threads.
#include "base/numberformat.h"
#include "base/parallel.h"
#include "base/strings.h"
#include "checks/geometry/pairgeometry.h"
#include "demo/brokenmasks.h"
#include "demo/phantom.h"
#include "io/imageloader.h"
#include "procstatus.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <sys/wait.h>
#include <unistd.h>

using namespace scansleuth;

namespace {

double nowMs()
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

template <typename F> double bestMs(int runs, F&& f)
{
    double best = 1e300;
    for (int r = 0; r < runs; ++r) {
        const double t0 = nowMs();
        f();
        best = std::min(best, nowMs() - t0);
    }
    return best;
}

io::LoadedImage load(const std::string& path)
{
    Result<io::LoadedPath> loaded = io::loadPath(path);
    if (!loaded.ok() || loaded.value().images.empty()) {
        std::fprintf(stderr, "bench_checkpair: cannot load %s\n", path.c_str());
        std::exit(1);
    }
    return std::move(loaded.value().images.front());
}

void bench(const char* name, const std::string& dir, const char* maskFile, bool withReference, int runs)
{
    const std::string image = dir + "/ct.nii.gz", mask = dir + "/" + maskFile,
                      reference = dir + "/mask.nii.gz";
    const double loadMs = bestMs(runs, [&] {
        load(image);
        load(mask);
        if (withReference)
            load(reference);
    });
    const io::LoadedImage i = load(image), m = load(mask);
    const io::LoadedImage r = withReference ? load(reference) : io::LoadedImage{};
    std::string verdict;
    const double checkMs = bestMs(runs, [&] {
        Result<checks::PairReport> report = checks::checkPair(i, m, withReference ? &r : nullptr);
        verdict = !report.ok()                      ? "error: " + report.error().message
                  : report.value().findings.empty() ? "no finding"
                                                    : report.value().findings.front().code;
    });
    std::printf(
        "%-22s check %7.0f ms   load %6.0f ms   ratio to load %5.2fx   to the 1 s limit %5.2fx   [%s]\n",
        name, checkMs, loadMs, checkMs / loadMs, checkMs / 1000.0, verdict.c_str());
}

// ---- peak memory on a 512 x 512 x 300 pair -------------------------------------------------------

constexpr std::int64_t kNx = 512, kNy = 512, kNz = 300;

// A CT-like int16 image (stored = HU + 1024) and its uint8 label map on the same 0.7 x 0.7 x 1 mm grid:
// 1 = the body (an elliptic cylinder through every slice, so its box is the whole volume), 2..4 organs
// off the midline (so that a left-right flip shows).
std::pair<io::LoadedImage, io::LoadedImage> largePair()
{
    volume::Geometry g;
    g.size = {kNx, kNy, kNz};
    g.spacing = {0.7, 0.7, 1.0};
    g.origin = {-179.0, -179.0, -150.0};
    auto ct = volume::Volume::allocate(volume::PixelType::Int16, g);
    auto labels = volume::Volume::allocate(volume::PixelType::UInt8, g);
    if (!ct || !labels) {
        std::fprintf(stderr, "bench_checkpair: cannot allocate the 512 x 512 x 300 pair\n");
        std::exit(1);
    }
    ct->setRescale({1.0, -1024.0});
    struct Organ
    {
        double cx, cy, cz, rx, ry, rz;
        std::uint8_t label;
        std::int16_t hu;
    };
    const Organ organs[] = {{170, 230, 150, 60, 45, 80, 2, 60},
                            {340, 260, 120, 35, 30, 50, 3, 150},
                            {300, 330, 190, 25, 25, 40, 4, 400}};
    auto hu = ct->voxels<std::int16_t>();
    auto lab = labels->voxels<std::uint8_t>();
    std::size_t n = 0;
    for (std::int64_t k = 0; k < kNz; ++k)
        for (std::int64_t j = 0; j < kNy; ++j)
            for (std::int64_t i = 0; i < kNx; ++i, ++n) {
                const double bx = (i - 255.5) / 230.0, by = (j - 255.5) / 180.0;
                std::uint8_t l = bx * bx + by * by <= 1.0 ? 1 : 0;
                std::int16_t v = l ? 40 : -1000;
                for (const Organ& o : organs) {
                    const double dx = (i - o.cx) / o.rx, dy = (j - o.cy) / o.ry, dz = (k - o.cz) / o.rz;
                    if (dx * dx + dy * dy + dz * dz <= 1.0) {
                        l = o.label;
                        v = o.hu;
                    }
                }
                lab[n] = l;
                hu[n] =
                    static_cast<std::int16_t>(v + 1024 + static_cast<int>((i * 7 + j * 13 + k * 3) % 11) - 5);
            }
    io::LoadedImage image, mask;
    image.path = "512 x 512 x 300 CT";
    image.volumes.push_back(std::move(ct).value());
    mask.path = "512 x 512 x 300 labels, flipped left-right";
    mask.volumes.push_back(demo::flippedLeftRight(labels.value()));
    return {std::move(image), std::move(mask)};
}

// In a child: build the pair, reset the peak RSS (clear_refs 5), run check-pair on `threads` threads and
// print the peak next to the inputs' voxel bytes.
void peakMemory(std::size_t threads)
{
    std::fflush(stdout);
    const pid_t pid = fork();
    if (pid == 0) {
        setThreadLimit(threads);
        const auto [image, mask] = largePair();
        const double inputs =
            double(image.volumes.front().voxelCount()) * 2.0 + double(mask.volumes.front().voxelCount());
        const double before = double(benchsupport::statusKiB("VmRSS:")) * 1024.0;
        const bool reset = std::ofstream("/proc/self/clear_refs") << "5" ? true : false;
        const double t0 = nowMs();
        Result<checks::PairReport> report = checks::checkPair(image, mask, nullptr);
        const double ms = nowMs() - t0;
        const double peak = double(benchsupport::statusKiB("VmHWM:")) * 1024.0;
        const std::string verdict = !report.ok()                      ? "error: " + report.error().message
                                    : report.value().findings.empty() ? "no finding"
                                                                      : report.value().findings.front().code;
        std::printf(
            "  %2zu thread%s  peak RSS %6.0f MiB (inputs resident %6.0f MiB, check-pair's own %5.0f MiB"
            " = %4.2fx the inputs' voxels)%s  %6.1f s  [%s]\n",
            threads, threads == 1 ? " " : "s", peak / 1048576.0, before / 1048576.0,
            (peak - before) / 1048576.0, (peak - before) / inputs,
            reset ? "" : " (peak not reset: includes building the inputs)", ms / 1000.0, verdict.c_str());
        std::fflush(stdout);
        _exit(report.ok() ? 0 : 1);
    }
    int status = 0;
    waitpid(pid, &status, 0);
    if (!WIFEXITED(status) || WEXITSTATUS(status) != 0)
        std::printf("  %2zu threads: the child failed (status %d)\n", threads, status);
}

} // namespace

int main(int argc, char** argv)
{
    int runs = 3;
    std::string folder;
    bool large = true;
    std::vector<std::size_t> threadCounts;
    for (int a = 1; a < argc; ++a) {
        if (!std::strcmp(argv[a], "--runs") && a + 1 < argc)
            runs = std::max(1, std::atoi(argv[++a]));
        else if (!std::strcmp(argv[a], "--folder") && a + 1 < argc)
            folder = argv[++a];
        else if (!std::strcmp(argv[a], "--no-large"))
            large = false;
        else if (!std::strcmp(argv[a], "--threads") && a + 1 < argc)
            for (const std::string& t : split(argv[++a], ','))
                threadCounts.push_back(static_cast<std::size_t>(std::max(1.0, numberOr(t, 1))));
    }
    if (threadCounts.empty())
        threadCounts = {1, usableCores(), 8};
    std::sort(threadCounts.begin(), threadCounts.end());
    threadCounts.erase(std::unique(threadCounts.begin(), threadCounts.end()), threadCounts.end());
    const bool temporary = folder.empty();
    if (temporary)
        folder = (std::filesystem::temp_directory_path() / ("bench_checkpair_" + std::to_string(::getpid())))
                     .string();
    if (Result<std::vector<std::string>> written = demo::writeDemoStudy(folder); !written.ok()) {
        std::fprintf(stderr, "bench_checkpair: %s\n", written.error().message.c_str());
        return 1;
    }
    std::printf(
        "bench_checkpair: demo study (256 x 256 x 96, 13 labels), best of %d, wall clock, %zu threads\n",
        runs, threadLimit());
    bench("flipped", folder, "mask_flipped_lr.nii.gz", false, runs);
    bench("flipped + reference", folder, "mask_flipped_lr.nii.gz", true, runs);
    bench("resampled + reference", folder, "mask_resampled_linear.nii.gz", true, runs);
    if (temporary)
        std::filesystem::remove_all(folder);
    if (large) {
        std::printf(
            "check-pair memory: 512 x 512 x 300 int16 image + uint8 labels (body label box = the volume),"
            " flipped left-right, no reference; inputs' voxels %.0f MiB (the limit for check-pair's own"
            " memory)\n",
            double(kNx * kNy * kNz * 3) / 1048576.0);
        for (std::size_t t : threadCounts)
            peakMemory(t);
    }
    return 0;
}
