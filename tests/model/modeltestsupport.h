// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

// What the model tests share: a scratch folder, the device to test on, and example models on disk.
#include "model/device.h"
#include "model/examplemodels.h"
#include "support/minitest.h"

#include <cstdlib>
#include <filesystem>
#include <string>

namespace modeltest {

// A fresh folder under the system temp dir, removed at exit.
inline const std::filesystem::path& scratch()
{
    static const std::filesystem::path dir = [] {
        std::string pattern =
            (std::filesystem::temp_directory_path() / "scansleuth-modeltest-XXXXXX").string();
        const char* made = mkdtemp(pattern.data());
        if (!made)
            std::abort();
        std::atexit([] {
            std::error_code ec;
            std::filesystem::remove_all(scratch(), ec);
        });
        return std::filesystem::path(made);
    }();
    return dir;
}

// SCANSLEUTH_TEST_DEVICE=cuda runs the device-dependent tests on the GPU (tests/gpu/run.sh); else the CPU.
inline scansleuth::model::DeviceRequest testDevice()
{
    const char* env = std::getenv("SCANSLEUTH_TEST_DEVICE");
    return env && std::string(env) == "cuda" ? scansleuth::model::DeviceRequest::Cuda
                                             : scansleuth::model::DeviceRequest::Cpu;
}

// Saves an example model (once per kind and options) and returns its path.
inline std::string exampleModel(scansleuth::model::ExampleKind kind,
                                const scansleuth::model::ExampleOptions& options = {})
{
    const std::string name = std::string(scansleuth::model::exampleKindName(kind)) + "-" +
                             std::to_string(options.inChannels) + "-" + std::to_string(options.classes) +
                             "-" + std::to_string(options.width) + "-" + std::to_string(options.seed) +
                             (options.training ? "-train" : "") + ".pt";
    const std::filesystem::path path = scratch() / name;
    if (!std::filesystem::exists(path)) {
        const auto saved = scansleuth::model::saveExampleModel(kind, path.string(), options);
        if (!saved)
            MINI_FAIL("saving the example model failed: " + saved.error().message + " " +
                      saved.error().detail);
    }
    return path.string();
}

} // namespace modeltest
