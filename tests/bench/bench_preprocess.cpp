// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// bench_preprocess [--runs N] [--size NX NY NZ]: prepare() with reorient to RAS, resample to 1.5 mm isotropic
// (linear, extent kept) and z-score on a 512 x 512 x 300 int16 CT (rescale intercept -1024, 0.7 x 0.7 x 2.5
// mm, axial LPS), against the same steps in numpy/scipy (np.flip, scipy.ndimage.zoom order=1 grid_mode=True
// mode="nearest", z-score in float32) run by $PYTHON, else /usr/bin/python3, else python3 on PATH, whichever
// first has numpy and scipy, in the same run on the same voxels. Best of N wall time; ours on one thread
// (scipy's zoom is single-threaded) and on every core. Prints the ratios.
#include "base/parallel.h"
#include "preprocess/pipeline.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <string>
#include <vector>

using namespace scansleuth;
using namespace scansleuth::preprocess;
using volume::Volume;

namespace {

double nowMs()
{
    return std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

Volume makeCt(std::int64_t nx, std::int64_t ny, std::int64_t nz)
{
    volume::Geometry g;
    g.size = {nx, ny, nz};
    g.spacing = {0.7, 0.7, 2.5};
    g.origin = {-179.3, -179.3, -400.0};
    Volume v = Volume::allocate(volume::PixelType::Int16, g).value();
    v.setRescale({1.0, -1024.0});
    auto voxels = v.voxels<std::int16_t>();
    for (std::int64_t k = 0; k < nz; ++k)
        for (std::int64_t j = 0; j < ny; ++j)
            for (std::int64_t i = 0; i < nx; ++i) {
                const double r = std::hypot(double(i - nx / 2) / double(nx), double(j - ny / 2) / double(ny));
                const int hu = r < 0.4 ? 40 + int((i * 7 + j * 3 + k) % 50) : -1000;
                voxels[std::size_t(v.linearIndex(i, j, k))] = std::int16_t(hu + 1024);
            }
    return v;
}

const char* const kPython = R"(import sys, time, numpy as np, scipy.ndimage as ndi
path, nx, ny, nz, runs = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4]), int(sys.argv[5])
raw = np.fromfile(path, dtype=np.int16).reshape(nz, ny, nx)
shape = [max(1, round(n * s / 1.5)) for n, s in zip((nz, ny, nx), (2.5, 0.7, 0.7))]
best = 1e9
for _ in range(runs):
    t = time.perf_counter()
    a = raw.astype(np.float32) - 1024.0
    a = np.ascontiguousarray(a[:, ::-1, ::-1])
    a = ndi.zoom(a, [o / n for o, n in zip(shape, a.shape)], order=1, grid_mode=True, mode="nearest")
    a = (a - a.mean()) / max(a.std(), 1e-8)
    best = min(best, time.perf_counter() - t)
print(best * 1000.0, a.shape[0], a.shape[1], a.shape[2])
)";

double bestPrepareMs(const Spec& spec, const Volume& ct, int runs, std::int64_t& voxels)
{
    double best = 1e30;
    for (int r = 0; r < runs; ++r) {
        const double t = nowMs();
        auto out = prepare(spec, {&ct});
        best = std::min(best, nowMs() - t);
        if (!out) {
            std::fprintf(stderr, "prepare failed: %s\n", out.error().message.c_str());
            std::exit(1);
        }
        voxels = out->channels[0].voxelCount();
    }
    return best;
}

} // namespace

int main(int argc, char** argv)
{
    int runs = 3;
    std::int64_t n[3] = {512, 512, 300};
    for (int a = 1; a < argc; ++a) {
        if (std::string(argv[a]) == "--runs" && a + 1 < argc)
            runs = std::max(1, std::atoi(argv[++a]));
        else if (std::string(argv[a]) == "--size" && a + 3 < argc)
            for (int d = 0; d < 3; ++d)
                n[d] = std::max(1, std::atoi(argv[++a]));
    }
    const Volume ct = makeCt(n[0], n[1], n[2]);
    Spec spec;
    spec.steps = {Step{Reorient{"RAS"}}, Step{Resample{{1.5, 1.5, 1.5}}}, Step{Normalise{}}};
    std::int64_t voxels = 0;
    const std::size_t cores = threadLimit();
    const double oursAll = bestPrepareMs(spec, ct, runs, voxels);
    setThreadLimit(1);
    const double oursOne = bestPrepareMs(spec, ct, runs, voxels);
    setThreadLimit(0);
    std::printf("ours: %lld voxels out, best of %d: %.1f ms on 1 thread, %.1f ms on %zu threads\n",
                static_cast<long long>(voxels), runs, oursOne, oursAll, cores);

    const std::string dir = std::getenv("TMPDIR") ? std::getenv("TMPDIR") : "/tmp";
    const std::string raw = dir + "/bench_preprocess.raw", script = dir + "/bench_preprocess.py",
                      result = dir + "/bench_preprocess.txt";
    std::ofstream(raw, std::ios::binary)
        .write(reinterpret_cast<const char*>(ct.bytes()), std::streamsize(ct.byteCount()));
    std::ofstream(script) << kPython;
    // The interpreter with numpy and scipy: $PYTHON, else Debian's /usr/bin/python3, else the first python3
    // on PATH (which may be another one without them: a virtual environment, conda).
    std::string python;
    std::vector<std::string> tried;
    for (const char* candidate :
         {static_cast<const char*>(std::getenv("PYTHON")), "/usr/bin/python3", "python3"}) {
        if (!candidate || !*candidate)
            continue;
        tried.push_back(candidate);
        if (std::system(
                ("'" + std::string(candidate) + "' -c 'import numpy, scipy.ndimage' 2>/dev/null").c_str()) ==
            0) {
            python = candidate;
            break;
        }
    }
    if (python.empty()) {
        std::string names;
        for (const std::string& t : tried)
            names += (names.empty() ? "" : ", ") + t;
        std::printf("numpy/scipy: not run (none of %s has numpy and scipy: apt install python3-numpy "
                    "python3-scipy, or set PYTHON)\n",
                    names.c_str());
        return 0;
    }
    std::printf("numpy/scipy peer: %s\n", python.c_str());
    const std::string command = "OMP_NUM_THREADS=1 '" + python + "' " + script + " " + raw + " " +
                                std::to_string(n[0]) + " " + std::to_string(n[1]) + " " +
                                std::to_string(n[2]) + " " + std::to_string(runs) + " > " + result;
    const bool ran = std::system(command.c_str()) == 0;
    std::remove(raw.c_str());
    std::ifstream in(result);
    double scipyMs = 0;
    long long sz = 0, sy = 0, sx = 0;
    if (!ran || !(in >> scipyMs >> sz >> sy >> sx)) {
        std::printf("numpy/scipy: the peer (%s) failed\n", python.c_str());
        return 0;
    }
    std::printf("numpy/scipy: %lld x %lld x %lld out, best of %d: %.1f ms (1 thread)\n", sx, sy, sz, runs,
                scipyMs);
    std::printf("scipy / ours: %.2fx on 1 thread, %.2fx with ours on %zu threads (aim: at least 3x)\n",
                scipyMs / oursOne, scipyMs / oursAll, cores);
    return 0;
}
