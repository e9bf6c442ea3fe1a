// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

// What the training and activation tests share: synthetic image/mask cases and small TorchScript modules
// written in the test with Module::define.
#include "modeltestsupport.h"

#include "model/experiments.h"
#include "volume/volume.h"

#include <torch/script.h>
#include <torch/torch.h>

#include <array>
#include <memory>
#include <sstream>

namespace modeltest {

// A 16^3 float32 image (background 0.1, a sphere of radius 4 at 1.0) and its uint8 mask (`label` inside).
struct SphereCase
{
    scansleuth::volume::Volume image, mask;
};

inline SphereCase sphereCase(const std::array<int, 3>& centre, int label = 1, int size = 16)
{
    using namespace scansleuth::volume;
    Geometry g;
    g.size = {size, size, size};
    SphereCase c;
    auto image0 = Volume::allocate(PixelType::Float32, g);
    auto mask0 = Volume::allocate(PixelType::UInt8, g);
    if (!image0 || !mask0)
        MINI_FAIL("allocating a test volume failed");
    c.image = std::move(*image0);
    c.mask = std::move(*mask0);
    auto image = c.image.voxels<float>();
    auto mask = c.mask.voxels<std::uint8_t>();
    for (int k = 0; k < size; ++k)
        for (int j = 0; j < size; ++j)
            for (int i = 0; i < size; ++i) {
                const int di = i - centre[0], dj = j - centre[1], dk = k - centre[2];
                const bool inside = di * di + dj * dj + dk * dk <= 16;
                const auto at = c.image.linearIndex(i, j, k);
                image[at] = inside ? 1.0f : 0.1f;
                mask[at] = inside ? std::uint8_t(label) : 0;
            }
    return c;
}

// Three cases with the sphere at different places.
inline std::vector<SphereCase> sphereCases()
{
    std::vector<SphereCase> cases;
    cases.push_back(sphereCase({5, 6, 7}));
    cases.push_back(sphereCase({10, 9, 8}));
    cases.push_back(sphereCase({7, 11, 5}));
    return cases;
}

inline scansleuth::model::ModelExperimentInputs trainingInputs(const std::string& model,
                                                               const std::vector<SphereCase>& cases)
{
    scansleuth::model::ModelExperimentInputs inputs;
    inputs.modelPath = model;
    inputs.device = testDevice();
    for (const SphereCase& c : cases) {
        inputs.images.push_back(&c.image);
        inputs.masks.push_back(&c.mask);
    }
    inputs.seed = 7;
    return inputs;
}

// Builds TorchScript modules in the test. Every module carries `training`, as nn.Module does.
struct ScriptBuilder
{
    std::shared_ptr<torch::jit::CompilationUnit> unit = std::make_shared<torch::jit::CompilationUnit>();

    torch::jit::Module module(const std::string& type, const std::string& forward)
    {
        torch::jit::Module m(c10::QualifiedName("__torch__.test." + type), unit, true);
        m.register_attribute("training", c10::BoolType::get(), false);
        m.define(forward);
        return m;
    }

    torch::jit::Module empty(const std::string& type)
    {
        torch::jit::Module m(c10::QualifiedName("__torch__.test." + type), unit, true);
        m.register_attribute("training", c10::BoolType::get(), false);
        return m;
    }

    // A 3D convolution with the given weights and bias, "same" padding.
    torch::jit::Module conv(const std::string& type, torch::Tensor weight, torch::Tensor bias)
    {
        torch::jit::Module m = empty(type);
        const std::int64_t pad = weight.size(2) / 2;
        m.register_parameter("weight", weight.set_requires_grad(true), false);
        m.register_parameter("bias", bias.set_requires_grad(true), false);
        std::ostringstream code;
        code << "def forward(self, x):\n    return torch.conv3d(x, self.weight, self.bias, [1, 1, 1], ["
             << pad << ", " << pad << ", " << pad << "], [1, 1, 1], 1)\n";
        m.define(code.str());
        return m;
    }
};

inline std::string saveModule(torch::jit::Module& m, const std::string& name)
{
    const std::string path = (scratch() / name).string();
    m.save(path);
    return path;
}

} // namespace modeltest
