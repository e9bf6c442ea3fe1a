// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// bench_labels [--runs N] [--size NX NY NZ]: checkLabels on a 512x512x300 three-label mask (uint8 and
// float32) and on a uint8 image saved as labels (worst case: every voxel on a boundary), against a plain read
// of the same bytes (64-bit words ORed together, the memory-read floor), best of N, thread CPU time. Prints
// ns per voxel and the ratio to the read pass. One core.
#include "checks/labels/labelchecks.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <string>
#include <vector>

using namespace scansleuth;
using volume::Geometry;
using volume::PixelType;
using volume::Volume;

namespace {

double threadCpuMs()
{
    timespec t{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
    return double(t.tv_sec) * 1e3 + double(t.tv_nsec) * 1e-6;
}

// Organ-like blobs: two labels side by side and a third inside the first, as a CT segmentation has.
template <typename T> Volume makeMask(const Geometry& g)
{
    Volume v = Volume::allocate(volume::pixelTypeOf<T>(), g).value();
    auto voxels = v.voxels<T>();
    const auto& n = g.size;
    for (std::int64_t k = 0; k < n[2]; ++k)
        for (std::int64_t j = 0; j < n[1]; ++j)
            for (std::int64_t i = 0; i < n[0]; ++i) {
                const double x = double(i) / double(n[0]), y = double(j) / double(n[1]),
                             z = double(k) / double(n[2]);
                const double a = std::hypot((x - 0.35) / 0.2, (y - 0.5) / 0.25, (z - 0.5) / 0.3);
                const double b = std::hypot((x - 0.7) / 0.12, (y - 0.45) / 0.15, (z - 0.5) / 0.2);
                voxels[std::size_t(v.linearIndex(i, j, k))] = a < 0.4 ? T(3)
                                                              : a < 1 ? T(1)
                                                              : b < 1 ? T(2)
                                                                      : T(0);
            }
    return v;
}

// The floor: every byte of the buffer read once, ORed as 64-bit words (vectorised, bandwidth-bound).
std::uint64_t readPass(const Volume& v)
{
    const auto* words = reinterpret_cast<const std::uint64_t*>(v.bytes());
    const std::size_t n = v.byteCount() / sizeof(std::uint64_t);
    std::uint64_t acc = 0;
    for (std::size_t i = 0; i < n; ++i)
        acc |= words[i];
    return acc;
}

template <typename F> double bestMs(int runs, F&& f)
{
    double best = 1e300;
    for (int r = 0; r < runs; ++r) {
        const double t0 = threadCpuMs();
        f();
        best = std::min(best, threadCpuMs() - t0);
    }
    return best;
}

// The worst case: an image saved as labels, every voxel on a boundary.
Volume makeImage(const Geometry& g)
{
    Volume v = Volume::allocate(PixelType::UInt8, g).value();
    auto voxels = v.voxels<std::uint8_t>();
    for (std::int64_t k = 0; k < g.size[2]; ++k)
        for (std::int64_t j = 0; j < g.size[1]; ++j)
            for (std::int64_t i = 0; i < g.size[0]; ++i)
                voxels[std::size_t(v.linearIndex(i, j, k))] = std::uint8_t((i * 7 + j * 3 + k) % 251);
    return v;
}

void bench(const Volume& mask, int runs, const char* name)
{
    volatile std::uint64_t sink = 0;
    const double readMs = bestMs(runs, [&] { sink = sink | readPass(mask); });
    std::string kind;
    std::size_t findings = 0;
    const double checkMs = bestMs(runs, [&] {
        const checks::LabelReport r = checks::checkLabels(mask);
        kind = r.kind;
        findings = r.findings.size();
    });
    const double voxels = double(mask.voxelCount());
    std::printf(
        "%-8s checkLabels %8.1f ms (%5.2f ns/voxel)   read pass %7.1f ms (%5.2f ns/voxel)   ratio %5.2fx"
        "   [kind %s, %zu finding(s)]\n",
        name, checkMs, 1e6 * checkMs / voxels, readMs, 1e6 * readMs / voxels, checkMs / readMs, kind.c_str(),
        findings);
}

} // namespace

int main(int argc, char** argv)
{
    int runs = 3;
    Geometry g;
    g.size = {512, 512, 300};
    g.spacing = {0.7, 0.7, 1.0};
    for (int a = 1; a < argc; ++a) {
        if (!std::strcmp(argv[a], "--runs") && a + 1 < argc)
            runs = std::max(1, std::atoi(argv[++a]));
        else if (!std::strcmp(argv[a], "--size") && a + 3 < argc)
            for (int d = 0; d < 3; ++d)
                g.size[std::size_t(d)] = std::max(1, std::atoi(argv[++a]));
    }
    std::printf("bench_labels: %lld x %lld x %lld mask, best of %d, thread CPU time\n", (long long)g.size[0],
                (long long)g.size[1], (long long)g.size[2], runs);
    bench(makeMask<std::uint8_t>(g), runs, "uint8");
    bench(makeMask<float>(g), runs, "float32");
    bench(makeImage(g), runs, "image");
    return 0;
}
