// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// bench_checkpair [--runs N] [--folder DIR]: check-pair on the demo study (256 x 256 x 96 CT, 13-label mask)
// written to DIR (a fresh temporary folder by default): the mask flipped left-right without and with the
// reference mask, and the linearly resampled mask with the reference. The peer is loading the same files
// (io::loadPath: gunzip and NIfTI parsing), the wait a user has anyway; the limit is one second, the most a
// check that runs on a click should take. Best of N, wall clock (checkPair scores candidates on every core).
#include "checks/geometry/pairgeometry.h"
#include "demo/phantom.h"
#include "io/imageloader.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <string>
#include <thread>

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

} // namespace

int main(int argc, char** argv)
{
    int runs = 3;
    std::string folder;
    for (int a = 1; a < argc; ++a) {
        if (!std::strcmp(argv[a], "--runs") && a + 1 < argc)
            runs = std::max(1, std::atoi(argv[++a]));
        else if (!std::strcmp(argv[a], "--folder") && a + 1 < argc)
            folder = argv[++a];
    }
    const bool temporary = folder.empty();
    if (temporary)
        folder = (std::filesystem::temp_directory_path() / ("bench_checkpair_" + std::to_string(::getpid())))
                     .string();
    if (Result<std::vector<std::string>> written = demo::writeDemoStudy(folder); !written.ok()) {
        std::fprintf(stderr, "bench_checkpair: %s\n", written.error().message.c_str());
        return 1;
    }
    std::printf(
        "bench_checkpair: demo study (256 x 256 x 96, 13 labels), best of %d, wall clock, %u threads\n", runs,
        std::thread::hardware_concurrency());
    bench("flipped", folder, "mask_flipped_lr.nii.gz", false, runs);
    bench("flipped + reference", folder, "mask_flipped_lr.nii.gz", true, runs);
    bench("resampled + reference", folder, "mask_resampled_linear.nii.gz", true, runs);
    if (temporary)
        std::filesystem::remove_all(folder);
    return 0;
}
