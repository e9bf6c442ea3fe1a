// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Loading a 512x512x300 int16 CT-like series: scanDicom + loadDicomSeries against a plain DCMTK
// read-and-stack loop, `cat` (the page-cache limit) and `dcm2niix -z n`, measured in one run.
// Usage: bench_dicomload [FOLDER] (the series is generated there, or in a temporary folder).
#include "dicomtestsupport.h"
#include "io/dicom/dicomreader.h"

#include <dcmtk/config/osconfig.h>
#include <dcmtk/dcmdata/dcdeftag.h>
#include <dcmtk/dcmdata/dcfilefo.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <string>
#include <vector>

using namespace scansleuth;
namespace fs = std::filesystem;

namespace {

constexpr int kSize = 512, kSlices = 300;

double seconds(const std::chrono::steady_clock::time_point& start)
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
}

template <typename F> double best(int runs, F&& f)
{
    double t = 1e9;
    for (int i = 0; i < runs; ++i) {
        const auto start = std::chrono::steady_clock::now();
        f();
        t = std::min(t, seconds(start));
    }
    return t;
}

void generate(const std::string& dir)
{
    testing::SyntheticSlice base;
    base.rows = base.columns = kSize;
    base.pixelSpacing = std::array<double, 2>{0.7, 0.7};
    std::vector<std::int32_t> values(static_cast<std::size_t>(kSize) * kSize);
    testing::writeSyntheticSeries(dir, base, kSlices, 1.0, [&](int k, testing::SyntheticSlice& s) {
        for (int j = 0; j < kSize; ++j)
            for (int i = 0; i < kSize; ++i) {
                const int dx = i - kSize / 2, dy = j - kSize / 2;
                values[static_cast<std::size_t>(j * kSize + i)] =
                    dx * dx + dy * dy < 200 * 200 ? 40 + (i ^ k) % 20 : -1000;
            }
        s.values = values;
        s.intercept = -1024;
        s.instanceNumber = kSlices - k;
    });
}

std::vector<std::string> listFiles(const std::string& dir)
{
    std::vector<std::string> files;
    for (const auto& e : fs::directory_iterator(dir))
        if (e.is_regular_file() && e.path().extension() == ".dcm")
            files.push_back(e.path().string());
    std::sort(files.begin(), files.end());
    return files;
}

// Read every file with DCMTK and copy its pixels into one stack: the loop a programmer writes first.
std::size_t plainDcmtkLoop(const std::vector<std::string>& files)
{
    std::vector<Uint16> stack(static_cast<std::size_t>(kSize) * kSize * files.size());
    std::size_t k = 0;
    for (const auto& f : files) {
        DcmFileFormat file;
        if (file.loadFile(f.c_str()).bad())
            return 0;
        const Uint16* pixels = nullptr;
        unsigned long count = 0;
        if (file.getDataset()->findAndGetUint16Array(DCM_PixelData, pixels, &count).bad())
            return 0;
        std::memcpy(stack.data() + k++ * kSize * kSize, pixels, count * 2);
    }
    return stack.size();
}

} // namespace

int main(int argc, char** argv)
{
    std::string dir = argc > 1 ? argv[1] : (fs::temp_directory_path() / "scansleuth_bench_dicom").string();
    fs::create_directories(dir);
    if (listFiles(dir).size() != kSlices)
        generate(dir);
    const std::vector<std::string> files = listFiles(dir);
    const double mb = static_cast<double>(kSize) * kSize * kSlices * 2 / 1e6;
    std::printf("series: %d files of %dx%d int16 (%.0f MB of voxels) in %s\n", kSlices, kSize, kSize, mb,
                dir.c_str());

    const double cat = best(3, [&] { std::system(("cat " + dir + "/*.dcm > /dev/null").c_str()); });
    const double dcmtk = best(3, [&] { plainDcmtkLoop(files); });
    double scanTime = 1e9, loadTime = 1e9;
    const double ours = best(3, [&] {
        const auto start = std::chrono::steady_clock::now();
        auto scan = io::scanDicom(dir);
        const double s = seconds(start);
        auto image = io::loadDicomSeries(scan->series.front());
        if (s + seconds(start) - s < scanTime + loadTime) {
            scanTime = s;
            loadTime = seconds(start) - s;
        }
        if (!image)
            std::printf("load failed: %s\n", image.error().message.c_str());
    });
    const fs::path out = fs::temp_directory_path() / "scansleuth_bench_dcm2niix";
    fs::create_directories(out);
    const bool haveDcm2niix = std::system("command -v dcm2niix > /dev/null 2>&1") == 0;
    const double d2n =
        haveDcm2niix
            ? best(3,
                   [&] {
                       std::system(("dcm2niix -z n -b n -o " + out.string() + " " + dir + " > /dev/null 2>&1")
                                       .c_str());
                   })
            : 0;
    std::printf("cat (page-cache limit)      %.3f s\n", cat);
    std::printf("plain DCMTK read-and-stack  %.3f s\n", dcmtk);
    std::printf("scanDicom + loadDicomSeries %.3f s (scan %.3f s, load %.3f s)\n", ours, scanTime, loadTime);
    if (haveDcm2niix)
        std::printf("dcm2niix -z n               %.3f s\n", d2n);
    std::printf("ratio ScanSleuth / plain DCMTK loop: %.2f (aim <= 1.5)\n", ours / dcmtk);
    std::printf("ratio ScanSleuth / cat:              %.2f\n", ours / cat);
    if (haveDcm2niix)
        std::printf("ratio ScanSleuth load / dcm2niix:     %.2f (convert also writes the NIfTI)\n",
                    ours / d2n);
    return 0;
}
