// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"

#include <string>
#include <string_view>

// Where a model runs. No LibTorch in this header.
namespace scansleuth::model {

enum class DeviceRequest
{
    Auto, // CUDA when this LibTorch has it and a GPU is visible, else the CPU
    Cpu,
    Cuda,
};

// "auto", "cpu" or "cuda" (case-insensitive); anything else is an Invalid error naming the choices.
Result<DeviceRequest> parseDeviceRequest(std::string_view text);

// The device a run used, always reported to the user.
struct DeviceReport
{
    std::string device;      // "cpu" or "cuda:0"
    std::string description; // "CPU, 4 threads" or "NVIDIA H200 (139.8 GiB)"
    std::string reason;      // why this one: "requested", "CUDA is available", "this LibTorch has no CUDA"...
    int cpuThreads = 0;      // LibTorch's intra-op threads

    bool isCuda() const { return device.rfind("cuda", 0) == 0; }
    friend bool operator==(const DeviceReport&, const DeviceReport&) = default;
};

// Resolves a request. Cuda when CUDA is unavailable is an Unsupported error that says why (a CPU-only
// LibTorch such as Debian's, or no visible GPU) and how to build against a CUDA LibTorch.
// Also applies the process thread limit (base/parallel.h threadLimit()) to LibTorch's CPU threads.
Result<DeviceReport> resolveDevice(DeviceRequest request);

// True when this LibTorch was built with CUDA and sees at least one GPU.
bool cudaAvailable();
// The linked LibTorch's version, "1.13.1" or "2.11.0" (TORCH_VERSION).
std::string libtorchVersion();
// "CUDA 13.0, cuDNN 9.1" or "no CUDA".
std::string cudaDescription();

} // namespace scansleuth::model
