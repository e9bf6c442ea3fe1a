// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

// Inside core/model only: the LibTorch side of Model, and every difference between LibTorch versions
// (Debian's 1.13 and current 2.x) in one place. Never include this from a Qt-facing header.

#include "base/result.h"
#include "model/device.h"
#include "model/model.h"

#include <torch/cuda.h>
#include <torch/script.h>

#include <exception>
#include <string>

namespace scansleuth::model {

struct Model::Impl
{
    torch::jit::Module module;
    torch::Device device{torch::kCPU};
    DeviceReport deviceReport;
    ModelInfo info;
};

torch::Device torchDevice(const DeviceReport& report);

// The first line of a c10/LibTorch message, without the C++ backtrace LibTorch appends.
std::string shortTorchMessage(const std::exception& e);
// An Error whose message is `sentence` and whose detail is the toolkit text (first lines).
Error torchError(ErrorKind kind, std::string sentence, const std::exception& e);
// True for a CUDA (or CPU allocator) out-of-memory exception, whatever the LibTorch version calls it.
bool isOutOfMemory(const std::exception& e);

// Backend switches that decide determinism. Each setter is a no-op where the build lacks the backend.
struct BackendState
{
    bool deterministicAlgorithms = false;
    bool cudnnDeterministic = false;
    bool cudnnBenchmark = false;
    bool tf32Matmul = false; // float32 matmul may use TF32 tensor cores
    bool tf32Cudnn = true;   // cuDNN convolutions may use TF32 (PyTorch's default)
    int cpuThreads = 1;
    friend bool operator==(const BackendState&, const BackendState&) = default;
};
BackendState currentBackendState();
void applyBackendState(const BackendState& state);

// Restores the backend state it found when it goes out of scope.
class ScopedBackendState
{
public:
    explicit ScopedBackendState(const BackendState& state) : m_saved(currentBackendState())
    {
        applyBackendState(state);
    }
    ~ScopedBackendState() { applyBackendState(m_saved); }
    ScopedBackendState(const ScopedBackendState&) = delete;
    ScopedBackendState& operator=(const ScopedBackendState&) = delete;

private:
    BackendState m_saved;
};

// Calls module.forward(inputs) and returns the first tensor of its result (a Tensor, or the first Tensor
// of a tuple/list/dict such as deep-supervision outputs). Throws what LibTorch throws.
torch::Tensor forwardTensor(torch::jit::Module& module, const torch::Tensor& input);

// Name of a dtype as PyTorch prints it without the prefix: "float32", "float16", "int64".
std::string dtypeName(c10::ScalarType type);

} // namespace scansleuth::model
