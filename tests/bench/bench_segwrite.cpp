// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Benchmark: writing a 512 x 512 x 300 label map with 20 classes as a binary DICOM SEG (io::writeDicomSeg),
// the worst case of every class on every slice (6000 frames), with the time to write the CT series it
// references measured in the same run for scale.
//   bench_segwrite [--dir DIR]
// DIR keeps the files (the CT series and pred.dcm); without it a temporary folder is used and removed.
#include "io/dicom/segwriter.h"
#include "io/dicomwriter/dicomwriter.h"
#include "io/imageloader.h"
#include "procstatus.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <string>

#include <unistd.h>

using namespace scansleuth;
namespace fs = std::filesystem;

namespace {

constexpr std::int64_t kNx = 512, kNy = 512, kNz = 300;
constexpr int kClasses = 20;

double secondsSince(std::chrono::steady_clock::time_point start)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

volume::Geometry benchGeometry()
{
    volume::Geometry g;
    g.size = {kNx, kNy, kNz};
    g.spacing = {0.7, 0.7, 1.0};
    g.origin = {-179.0, -179.0, -150.0};
    return g;
}

// 20 sectors of a disk of radius 200 voxels, turning a little from slice to slice: every class on every
// slice.
volume::Volume benchLabels(const volume::Geometry& g)
{
    volume::Volume v = volume::Volume::allocate(volume::PixelType::UInt8, g).value();
    auto out = v.voxels<std::uint8_t>();
    std::size_t n = 0;
    for (std::int64_t k = 0; k < kNz; ++k)
        for (std::int64_t j = 0; j < kNy; ++j)
            for (std::int64_t i = 0; i < kNx; ++i, ++n) {
                const double x = double(i - kNx / 2), y = double(j - kNy / 2);
                if (x * x + y * y > 200.0 * 200.0) {
                    out[n] = 0;
                    continue;
                }
                const double turn = std::atan2(y, x) + M_PI + 0.01 * double(k);
                out[n] = static_cast<std::uint8_t>(1 + int(turn / (2 * M_PI) * kClasses) % kClasses);
            }
    return v;
}

} // namespace

int main(int argc, char** argv)
{
    std::string dir;
    for (int a = 1; a < argc; ++a)
        if (std::strcmp(argv[a], "--dir") == 0 && a + 1 < argc)
            dir = argv[++a];
    const bool temporary = dir.empty();
    if (temporary)
        dir = (fs::temp_directory_path() / ("bench_segwrite." + std::to_string(::getpid()))).string();
    const std::string series = dir + "/ct";

    const volume::Geometry g = benchGeometry();
    auto start = std::chrono::steady_clock::now();
    {
        volume::Volume ct = volume::Volume::allocate(volume::PixelType::Int16, g).value();
        auto voxels = ct.voxels<std::int16_t>();
        for (std::size_t n = 0; n < voxels.size(); ++n)
            voxels[n] = static_cast<std::int16_t>(n % 1000);
        if (Status s = io::writeDicomSeries(series, ct); !s) {
            std::fprintf(stderr, "writing the CT series failed: %s\n", s.error().detail.c_str());
            return 1;
        }
    }
    const double seriesSeconds = secondsSince(start);
    auto loaded = io::loadPath(series);
    if (!loaded || loaded->images.size() != 1) {
        std::fprintf(stderr, "loading the CT series failed\n");
        return 1;
    }
    const volume::Volume labels = benchLabels(g);
    io::SegWriteOptions options;
    options.algorithmName = "bench";
    std::vector<int> values;
    for (int c = 1; c <= kClasses; ++c)
        values.push_back(c);
    options.segments = io::segmentsForLabels(values, {}, options.algorithmName);
    const std::string seg = dir + "/pred.dcm";
    start = std::chrono::steady_clock::now();
    if (Status s = io::writeDicomSeg(seg, labels, loaded->images.front(), options); !s) {
        std::fprintf(stderr, "writing the SEG failed: %s %s\n", s.error().message.c_str(),
                     s.error().detail.c_str());
        return 1;
    }
    const double segSeconds = secondsSince(start);
    const double segMb = double(fs::file_size(seg)) / 1e6;
    const double pixelMb = double(kNx * kNy * kNz * kClasses) / 8 / 1e6;
    std::printf("SEG write, 512 x 512 x 300, %d classes on every slice (%lld frames)\n", kClasses,
                static_cast<long long>(kNz * kClasses));
    std::printf("  writeDicomSeg:            %7.2f s, %7.1f MB (packed pixel data %.1f MB)\n", segSeconds,
                segMb, pixelMb);
    std::printf("  for scale, the CT series: %7.2f s to write its 300 files (DCMTK, io::writeDicomSeries)\n",
                seriesSeconds);
    std::printf("  peak resident memory:     %7.1f MB\n", double(benchsupport::statusKiB("VmHWM:")) / 1024.0);
    if (temporary)
        fs::remove_all(dir);
    return 0;
}
