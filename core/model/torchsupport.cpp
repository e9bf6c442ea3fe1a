// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Device choice, backend switches and error translation: every LibTorch version difference lives here.
#include "model/torchsupport.h"

#include "base/parallel.h"
#include "base/strings.h"

#include <torch/utils.h>
#include <torch/version.h>

#include <algorithm>
#include <cstdlib>
#include <string_view>

namespace scansleuth::model {

namespace {

bool hasCudaBuild()
{
    return torch::cuda::is_available();
}

} // namespace

bool cudaAvailable()
{
    return hasCudaBuild() && torch::cuda::device_count() > 0;
}

std::string libtorchVersion()
{
    return TORCH_VERSION;
}

std::string cudaDescription()
{
    if (!cudaAvailable())
        return "no CUDA";
    std::string text = std::to_string(torch::cuda::device_count()) + " CUDA device(s)";
    if (torch::cuda::cudnn_is_available())
        text += ", cuDNN";
    return text;
}

Result<DeviceReport> resolveDevice(DeviceRequest request)
{
    DeviceReport report;
    const int threads = static_cast<int>(std::max<std::size_t>(1, threadLimit()));
    if (torch::get_num_threads() != threads)
        torch::set_num_threads(threads);
    report.cpuThreads = threads;
    const bool cuda = cudaAvailable();
    if (request == DeviceRequest::Cuda && !cuda) {
        const std::string hint =
            "Build against a CUDA LibTorch: cmake -DCMAKE_PREFIX_PATH=$(python3 -c 'import torch; "
            "print(torch.utils.cmake_prefix_path)') (see docs/gpu.md).";
        if (hasCudaBuild()) // each cause its own whole sentence, so that it can be translated
            return makeError(
                ErrorKind::Unsupported,
                "CUDA was requested but is not available: this LibTorch has CUDA but sees no GPU "
                "(CUDA_VISIBLE_DEVICES, driver, or a SLURM job without --gres=gpu).",
                hint);
        return makeError(ErrorKind::Unsupported,
                         "CUDA was requested but is not available: this LibTorch (" + libtorchVersion() +
                             ") was built without CUDA, as Debian's is.",
                         hint);
    }
    if (request == DeviceRequest::Cuda || (request == DeviceRequest::Auto && cuda)) {
        report.device = "cuda:0";
        report.description = "CUDA device 0 of " + std::to_string(torch::cuda::device_count());
        report.reason = request == DeviceRequest::Cuda ? "requested" : "CUDA is available";
        return report;
    }
    report.device = "cpu";
    report.description = "CPU, " + std::to_string(threads) + (threads == 1 ? " thread" : " threads");
    report.reason = request == DeviceRequest::Cpu ? "requested"
                    : hasCudaBuild()              ? "no GPU is visible"
                                                  : "this LibTorch has no CUDA";
    return report;
}

torch::Device torchDevice(const DeviceReport& report)
{
    return report.isCuda() ? torch::Device(torch::kCUDA, 0) : torch::Device(torch::kCPU);
}

std::string shortTorchMessage(const std::exception& e)
{
    // c10::Error::what() carries a backtrace after the message; what_without_backtrace() does not.
    std::string text;
    if (const auto* c10error = dynamic_cast<const c10::Error*>(&e))
        text = c10error->what_without_backtrace();
    else
        text = e.what();
    std::vector<std::string> lines;
    for (const std::string& line : splitLines(text)) {
        const std::string t = trim(line);
        if (t.empty() || t.rfind("Exception raised from", 0) == 0 || t.rfind("frame #", 0) == 0)
            continue;
        lines.push_back(t);
        if (lines.size() == 6)
            break;
    }
    return join(lines, "\n");
}

Error torchError(ErrorKind kind, std::string sentence, const std::exception& e)
{
    return makeError(kind, std::move(sentence), shortTorchMessage(e));
}

bool isOutOfMemory(const std::exception& e)
{
    if (dynamic_cast<const c10::OutOfMemoryError*>(&e))
        return true;
    const std::string text = e.what();
    return text.find("out of memory") != std::string::npos ||
           text.find("CUBLAS_STATUS_ALLOC_FAILED") != std::string::npos ||
           text.find("DefaultCPUAllocator: can't allocate") != std::string::npos;
}

BackendState currentBackendState()
{
    auto& context = at::globalContext();
    BackendState state;
    state.deterministicAlgorithms = context.deterministicAlgorithms();
    state.cudnnDeterministic = context.deterministicCuDNN();
    state.cudnnBenchmark = context.benchmarkCuDNN();
    state.tf32Matmul = context.allowTF32CuBLAS();
    state.tf32Cudnn = context.allowTF32CuDNN();
    state.cpuThreads = torch::get_num_threads();
    return state;
}

void applyBackendState(const BackendState& state)
{
    auto& context = at::globalContext();
    if (state.deterministicAlgorithms) {
        // cuBLAS is deterministic only with a fixed workspace; it must be set before cuBLAS starts.
        setenv("CUBLAS_WORKSPACE_CONFIG", ":4096:8", 0);
    }
    context.setDeterministicAlgorithms(state.deterministicAlgorithms, /*warn_only=*/true);
    context.setDeterministicCuDNN(state.cudnnDeterministic);
    context.setBenchmarkCuDNN(state.cudnnBenchmark);
    context.setAllowTF32CuBLAS(state.tf32Matmul);
    context.setAllowTF32CuDNN(state.tf32Cudnn);
    if (state.cpuThreads > 0 && torch::get_num_threads() != state.cpuThreads)
        torch::set_num_threads(state.cpuThreads);
}

torch::Tensor forwardTensor(torch::jit::Module& module, const torch::Tensor& input)
{
    const c10::IValue out = module.forward({input});
    if (out.isTensor())
        return out.toTensor();
    if (out.isTuple()) {
        for (const c10::IValue& v : out.toTupleRef().elements())
            if (v.isTensor())
                return v.toTensor();
    }
    if (out.isTensorList() && !out.toTensorList().empty())
        return out.toTensorList().get(0);
    if (out.isList()) {
        for (const c10::IValue& v : out.toListRef())
            if (v.isTensor())
                return v.toTensor();
    }
    if (out.isGenericDict()) {
        for (const auto& entry : out.toGenericDict())
            if (entry.value().isTensor())
                return entry.value().toTensor();
    }
    throw std::runtime_error("the model's forward returned " + out.tagKind() + ", not a tensor");
}

std::string dtypeName(c10::ScalarType type)
{
    switch (type) {
    case c10::ScalarType::Float:
        return "float32";
    case c10::ScalarType::Double:
        return "float64";
    case c10::ScalarType::Half:
        return "float16";
    case c10::ScalarType::BFloat16:
        return "bfloat16";
    case c10::ScalarType::Long:
        return "int64";
    case c10::ScalarType::Int:
        return "int32";
    case c10::ScalarType::Short:
        return "int16";
    case c10::ScalarType::Char:
        return "int8";
    case c10::ScalarType::Byte:
        return "uint8";
    case c10::ScalarType::Bool:
        return "bool";
    default:
        return toLower(std::string(c10::toString(type)));
    }
}

} // namespace scansleuth::model
