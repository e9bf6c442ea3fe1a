// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// bench_runs [--cases N] [--size NX NY NZ] [--threads N] [--keep DIR]: the whole run comparison from files,
// as a user runs it: N cases of a truth and two runs (512 x 512 x 300 uint8 label maps with three organ-like
// labels, 0.8 x 0.8 x 2.5 mm, .nii.gz) written to a temporary folder, then compare::compareRuns (matching,
// reading, geometry check, every metric of the two runs against the truth and against each other,
// summaries) timed against its peer, reading the same files with io::loadPath (the floor: a comparison
// must read them), and against the limit, 100 cases in 60 s. Wall clock, best of 2. Then, on one
// pair (the truth and run b moved by 2 voxels), the content forensics (compare/runs/contentforensics.h)
// against the segmentation metrics of the same pair. The forensics run only on a pair whose per-label
// agreement is poor (a run's failed case), so they add to a few cases, not to every one.
#include "compare/runs/contentforensics.h"
#include "compare/runs/runcomparison.h"

#include "base/parallel.h"
#include "io/imageloader.h"
#include "io/nifti/niftiwriter.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <unistd.h>

using namespace scansleuth;
using volume::Geometry;
using volume::Volume;

namespace {

double seconds()
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

// A liver-sized ellipsoid (label 1), a kidney (label 2) and a lesion inside the liver (label 3), moved by
// (dx, dy) voxels and grown by `grow` (relative radius) for each run.
Volume organs(const Geometry& g, double dx, double dy, double grow)
{
    Volume v = Volume::allocate(volume::PixelType::UInt8, g).value();
    auto voxels = v.voxels<std::uint8_t>();
    const auto& n = g.size;
    for (std::int64_t k = 0; k < n[2]; ++k)
        for (std::int64_t j = 0; j < n[1]; ++j)
            for (std::int64_t i = 0; i < n[0]; ++i) {
                const double x = (double(i) - dx) / double(n[0]), y = (double(j) - dy) / double(n[1]),
                             z = double(k) / double(n[2]);
                const double liver = std::hypot((x - 0.35) / 0.2, (y - 0.5) / 0.25, (z - 0.5) / 0.3);
                const double kidney = std::hypot((x - 0.72) / 0.06, (y - 0.55) / 0.08, (z - 0.45) / 0.15);
                const double lesion = std::hypot((x - 0.3) / 0.03, (y - 0.45) / 0.03, (z - 0.55) / 0.05);
                voxels[std::size_t(v.linearIndex(i, j, k))] = lesion < 1 + grow   ? 3
                                                              : liver < 1 + grow  ? 1
                                                              : kidney < 1 + grow ? 2
                                                                                  : 0;
            }
    return v;
}

void write(const std::string& path, Volume v)
{
    volume::VolumeList list;
    list.push_back(std::move(v));
    io::NiftiWriteOptions options;
    options.syncToDisk = false;
    if (Status s = io::writeNifti(path, list, options); !s) {
        std::fprintf(stderr, "bench_runs: %s\n", s.error().message.c_str());
        std::exit(1);
    }
}

// The content forensics of one pair (truth, the truth moved by 2 voxels along x and -2 along y) against
// segmentationMetrics on the same pair, in memory, best of 2.
void contentForensicsRow(const Geometry& g)
{
    const Volume truth = organs(g, 0, 0, 0), moved = organs(g, 2, -2, 0);
    compare::LabelConfusion delivered;
    std::vector<std::int64_t> counts(256 * 256, 0);
    for (std::size_t i = 0; i < truth.voxels<std::uint8_t>().size(); ++i)
        ++counts[std::size_t(truth.voxels<std::uint8_t>()[i]) * 256 + moved.voxels<std::uint8_t>()[i]];
    for (std::size_t i = 0; i < counts.size(); ++i)
        if (counts[i] != 0)
            delivered[{std::int64_t(i / 256), std::int64_t(i % 256)}] = counts[i];
    double metricsBest = 1e30, forensicsBest = 1e30;
    std::string named;
    for (int run = 0; run < 2; ++run) {
        const double t0 = seconds();
        auto m = compare::segmentationMetrics(truth, moved);
        metricsBest = std::min(metricsBest, seconds() - t0);
        const double t1 = seconds();
        auto f = compare::contentForensics(truth, moved, delivered);
        forensicsBest = std::min(forensicsBest, seconds() - t1);
        if (!m || !f) {
            std::fprintf(stderr, "bench_runs: the forensics pair failed\n");
            std::exit(1);
        }
        named = f->conclusive ? f->candidates.front().description : "inconclusive: " + f->inconclusive;
    }
    std::printf("content forensics of one pair: %.3f s, segmentationMetrics %.3f s: %.3fx the metrics (%s)\n",
                forensicsBest, metricsBest, forensicsBest / metricsBest, named.c_str());
}

} // namespace

int main(int argc, char** argv)
{
    int cases = 6;
    Geometry g;
    g.size = {512, 512, 300};
    g.spacing = {0.8, 0.8, 2.5};
    std::string keep;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--cases" && i + 1 < argc)
            cases = std::atoi(argv[++i]);
        else if (a == "--size" && i + 3 < argc)
            for (int d = 0; d < 3; ++d)
                g.size[std::size_t(d)] = std::atoll(argv[++i]);
        else if (a == "--threads" && i + 1 < argc)
            setThreadLimit(std::size_t(std::atoi(argv[++i])));
        else if (a == "--keep" && i + 1 < argc)
            keep = argv[++i];
        else {
            std::fprintf(stderr,
                         "usage: bench_runs [--cases N] [--size NX NY NZ] [--threads N] [--keep DIR]\n");
            return 2;
        }
    }
    namespace fs = std::filesystem;
    const fs::path dir = keep.empty()
                             ? fs::temp_directory_path() / ("bench_runs_" + std::to_string(::getpid()))
                             : fs::path(keep);
    for (const char* sub : {"truth", "a", "b"})
        fs::create_directories(dir / sub);
    std::printf("bench_runs: %d cases of %lld x %lld x %lld, truth + 2 runs, %zu threads; writing to %s\n",
                cases, (long long)g.size[0], (long long)g.size[1], (long long)g.size[2], threadLimit(),
                dir.c_str());
    for (int c = 0; c < cases; ++c) {
        const std::string name = "case_" + std::to_string(c) + ".nii.gz";
        const double shift = double(c % 3); // run b drifts by 0, 1 or 2 voxels; run a grows by 2 %
        write((dir / "truth" / name).string(), organs(g, 0, 0, 0));
        write((dir / "a" / name).string(), organs(g, 0, 0, 0.02));
        write((dir / "b" / name).string(), organs(g, shift, -shift, 0));
    }

    double loadBest = 1e30, compareBest = 1e30;
    std::string summary;
    for (int run = 0; run < 2; ++run) {
        const double t0 = seconds();
        std::size_t voxels = 0;
        for (const char* sub : {"truth", "a", "b"})
            for (int c = 0; c < cases; ++c) {
                auto loaded = io::loadPath((dir / sub / ("case_" + std::to_string(c) + ".nii.gz")).string());
                voxels += loaded ? std::size_t(loaded->images.front().volumes.front().voxelCount()) : 0;
            }
        loadBest = std::min(loadBest, seconds() - t0);

        const double t1 = seconds();
        Result<compare::Comparison> cmp = compare::compareRuns(
            {{"a", (dir / "a").string()}, {"b", (dir / "b").string()}}, (dir / "truth").string());
        compareBest = std::min(compareBest, seconds() - t1);
        if (!cmp) {
            std::fprintf(stderr, "bench_runs: %s\n", cmp.error().message.c_str());
            return 1;
        }
        const auto* a = cmp->runSummary("a", 1, compare::Metric::Dice);
        const auto* b = cmp->runSummary("b", 1, compare::Metric::HD95);
        char line[200];
        std::snprintf(line, sizeof line, "liver Dice(a) mean %.4f, HD95(b) mean %.2f mm, %zu findings",
                      a->summary.mean, b->summary.mean, cmp->findings.size());
        summary = line;
        (void)voxels;
    }
    const double perCase = compareBest / cases;
    std::printf("answer: %s\n", summary.c_str());
    std::printf("read the files (peer, io::loadPath): %.2f s, %.3f s per case\n", loadBest, loadBest / cases);
    std::printf("compareRuns: %.2f s, %.3f s per case: %.2fx the read\n", compareBest, perCase,
                compareBest / loadBest);
    std::printf("100 cases: %.1f s projected, %.2fx the 60 s limit\n", 100 * perCase, 100 * perCase / 60.0);
    contentForensicsRow(g);
    if (keep.empty())
        fs::remove_all(dir);
    return 0;
}
