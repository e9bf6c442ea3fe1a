// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// bench_inference [--model FILE] [--device cpu|cuda] [--runs N] [--size X,Y,Z] [--patch X,Y,Z] [--threads N]
// In one run, on one TorchScript file (default: the example segmenter, written to a temporary folder), one
// input (default 128 x 128 x 96, float32) and one patch grid (default 64 x 64 x 64, overlap 0.5):
//   1. raw LibTorch forward calls on the grid's patches, no blending: the limit;
//   2. our sliding window (model/windowing.h runWindow, Gaussian blending): its overhead over 1 (target <
//   5%);
//   3. Python's torch (/usr/bin/python3: torch.jit.load of the same file, the same threads, grid and Gaussian
//      blending): the peer; ours/python time ratio (target <= 1).
// Best of N wall times each; patches per second = patches / best time.
#include "base/parallel.h"
#include "model/examplemodels.h"
#include "model/torchsupport.h"
#include "model/windowing.h"
#include "model/windowplan.h"

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>

using namespace scansleuth;
using namespace scansleuth::model;

namespace {

double nowSeconds()
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

double bestOf(int runs, const std::function<void()>& work)
{
    double best = 1e30;
    for (int r = 0; r < runs; ++r) {
        const double start = nowSeconds();
        work();
        best = std::min(best, nowSeconds() - start);
    }
    return best;
}

[[noreturn]] void fail(const std::string& what)
{
    std::fprintf(stderr, "bench_inference: %s\n", what.c_str());
    std::exit(1);
}

const char* const kPython = R"(import json, sys, time
import numpy as np, torch
model_path, input_path, shape, patch, origins, threads, runs, device = sys.argv[1:9]
shape, patch, origins = json.loads(shape), json.loads(patch), json.loads(origins)
torch.set_num_threads(int(threads))
dev = torch.device("cuda" if device.startswith("cuda") else "cpu")
module = torch.jit.load(model_path, map_location=dev)
x = torch.from_numpy(np.fromfile(input_path, dtype=np.float32).reshape(shape)).to(dev)
def gaussian(p):
    axes = []
    for a, n in enumerate(p):
        t = torch.arange(n, dtype=torch.float64) - (n // 2)
        g = torch.exp(-(t * t) / (2 * (n / 8.0) ** 2))
        axes.append(g.view([n if b == a else 1 for b in range(3)]))
    w = axes[0] * axes[1] * axes[2]
    return (w / w.max()).float().to(dev)
w = gaussian(patch)
def window():
    acc = wsum = None
    for o in origins:
        s = (slice(None), slice(None)) + tuple(slice(o[a], o[a] + patch[a]) for a in range(3))
        y = module(x[s]).float()
        if acc is None:
            acc = torch.zeros((y.shape[1],) + tuple(shape[2:]), device=dev)
            wsum = torch.zeros(tuple(shape[2:]), device=dev)
        acc[s[1:]] += y[0] * w
        wsum[s[2:]] += w
    out = (acc / wsum).cpu()
    return out
best = 1e30
with torch.inference_mode():
    for _ in range(int(runs)):
        t = time.perf_counter()
        window()
        if dev.type == "cuda":
            torch.cuda.synchronize()
        best = min(best, time.perf_counter() - t)
print("seconds", best)
)";

struct Args
{
    std::string model, device = "cpu";
    int runs = 3, threads = 0;
    std::array<std::int64_t, 3> size{128, 128, 96}, patch{64, 64, 64};
};

Args parseArgs(int argc, char** argv)
{
    Args a;
    for (int i = 1; i < argc; ++i) {
        const std::string arg = argv[i];
        if (i + 1 >= argc)
            fail("unknown or incomplete option " + arg);
        const std::string value = argv[++i];
        if (arg == "--model")
            a.model = value;
        else if (arg == "--device")
            a.device = value;
        else if (arg == "--runs")
            a.runs = std::max(1, std::atoi(value.c_str()));
        else if (arg == "--threads")
            a.threads = std::max(1, std::atoi(value.c_str()));
        else if (arg == "--size" || arg == "--patch") {
            auto parsed = parsePatchSize(value);
            if (!parsed)
                fail(parsed.error().message);
            (arg == "--size" ? a.size : a.patch) = *parsed;
        } else
            fail("unknown option " + arg);
    }
    return a;
}

std::string json3(const Extent3& e)
{
    return "[" + std::to_string(e[0]) + "," + std::to_string(e[1]) + "," + std::to_string(e[2]) + "]";
}

// Python's best time, or a negative number with the reason why it did not run.
double runPython(const Args& a, const std::filesystem::path& dir, const std::string& modelPath,
                 const torch::Tensor& input, const WindowPlan& plan, int threads, std::string& why)
{
    const char* python = "/usr/bin/python3";
    if (std::system((std::string(python) + " -c 'import torch, numpy' 2>/dev/null").c_str()) != 0) {
        why = std::string(python) + " has no torch or numpy (apt install python3-torch)";
        return -1;
    }
    const auto inputPath = dir / "input.f32", scriptPath = dir / "peer.py", outPath = dir / "peer.txt";
    std::ofstream(inputPath, std::ios::binary)
        .write(static_cast<const char*>(input.data_ptr()), std::streamsize(input.numel() * 4));
    std::ofstream(scriptPath) << kPython;
    std::string origins = "[";
    for (std::size_t i = 0; i < plan.origins.size(); ++i)
        origins += (i ? "," : "") + json3(plan.origins[i]);
    origins += "]";
    std::ostringstream cmd;
    cmd << python << " " << scriptPath << " " << modelPath << " " << inputPath << " '[1,1," << plan.size[0]
        << "," << plan.size[1] << "," << plan.size[2] << "]' '" << json3(plan.patch) << "' '" << origins
        << "' " << threads << " " << a.runs << " " << a.device << " > " << outPath << " 2>&1";
    const int rc = std::system(cmd.str().c_str());
    std::ifstream out(outPath);
    std::string word, all;
    double seconds = -1;
    while (out >> word) {
        all += word + " ";
        if (word == "seconds" && out >> seconds)
            break;
    }
    if (rc != 0 || seconds <= 0) {
        why = "the Python script failed: " + all.substr(0, 300);
        return -1;
    }
    return seconds;
}

} // namespace

int main(int argc, char** argv)
{
    const Args a = parseArgs(argc, argv);
    if (a.threads > 0)
        setThreadLimit(std::size_t(a.threads));
    const auto dir =
        std::filesystem::temp_directory_path() / ("scansleuth-bench-inference-" + std::to_string(getpid()));
    std::filesystem::create_directories(dir);
    std::string modelPath = a.model;
    if (modelPath.empty()) {
        modelPath = (dir / "segmenter.pt").string();
        if (Status s = saveExampleModel(ExampleKind::Segmenter, modelPath); !s)
            fail(s.error().message);
    }
    auto request = parseDeviceRequest(a.device);
    if (!request)
        fail(request.error().message);
    auto model = Model::load(modelPath, *request);
    if (!model)
        fail(model.error().message);
    const int threads = model->device().cpuThreads;

    // The input in "zyx" order: [1, 1, z, y, x]; the patch likewise.
    torch::manual_seed(1);
    const torch::Tensor input = torch::randn({1, 1, a.size[2], a.size[1], a.size[0]});
    InferenceOptions options;
    options.patch = {a.patch[2], a.patch[1], a.patch[0]};
    const WindowPlan plan = planWindow({a.size[2], a.size[1], a.size[0]}, options).value();
    const double patches = double(plan.origins.size());
    std::printf("bench_inference: %s on %s (%s), LibTorch %s, input %lld x %lld x %lld, patch %lld x %lld x "
                "%lld, overlap 0.5, %zu patches, best of %d\n",
                modelPath.c_str(), model->device().device.c_str(), model->device().description.c_str(),
                libtorchVersion().c_str(), (long long)a.size[0], (long long)a.size[1], (long long)a.size[2],
                (long long)a.patch[0], (long long)a.patch[1], (long long)a.patch[2], plan.origins.size(),
                a.runs);

    Model::Impl& impl = model->impl();
    const torch::Tensor onDevice = input.to(impl.device);
    const double raw = bestOf(a.runs, [&] {
        torch::NoGradGuard noGrad;
        c10::InferenceMode inferenceMode;
        torch::Tensor last;
        for (const Extent3& o : plan.origins)
            last = forwardTensor(impl.module, onDevice.narrow(2, o[0], plan.patch[0])
                                                  .narrow(3, o[1], plan.patch[1])
                                                  .narrow(4, o[2], plan.patch[2])
                                                  .contiguous()); // as a data loader's patch would be
        (void)last.to(torch::kCPU);                               // waits for a GPU's queue
    });
    const double ours = bestOf(a.runs, [&] {
        if (!runWindow(*model, input, options))
            fail("the sliding window failed");
    });
    std::printf("raw LibTorch forward calls   %8.2f patches/s  (%.3f s)\n", patches / raw, raw);
    std::printf(
        "our sliding window           %8.2f patches/s  (%.3f s)  overhead over raw %+.1f%% (target < 5%%)\n",
        patches / ours, ours, (ours / raw - 1.0) * 100.0);
    std::string why;
    const double python = runPython(a, dir, modelPath, input, plan, threads, why);
    if (python > 0)
        std::printf("python torch sliding window  %8.2f patches/s  (%.3f s)  ours/python time ratio %.3f "
                    "(target <= 1)\n",
                    patches / python, python, ours / python);
    else
        std::printf("python peer: not run (%s)\n", why.c_str());
    std::error_code ec;
    std::filesystem::remove_all(dir, ec);
    return 0;
}
