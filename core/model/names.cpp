// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The model part's names (devices, example models): plain words, so a command line can be checked without
// loading LibTorch (model/backend.h).
#include "base/strings.h"
#include "model/device.h"
#include "model/examplemodels.h"

namespace scansleuth::model {

Result<DeviceRequest> parseDeviceRequest(std::string_view text)
{
    const std::string t = toLower(std::string(text));
    if (t == "auto")
        return DeviceRequest::Auto;
    if (t == "cpu")
        return DeviceRequest::Cpu;
    if (t == "cuda" || t == "gpu")
        return DeviceRequest::Cuda;
    return makeError(ErrorKind::Invalid,
                     "Unknown device '" + std::string(text) + "': use auto, cpu or cuda.");
}

std::string_view exampleKindName(ExampleKind kind)
{
    switch (kind) {
    case ExampleKind::Pointwise:
        return "pointwise";
    case ExampleKind::Segmenter:
        return "segmenter";
    case ExampleKind::DropoutInTraining:
        return "dropout-training";
    case ExampleKind::BatchNormInTraining:
        return "batchnorm-training";
    case ExampleKind::DetachedOutput:
        return "detached";
    case ExampleKind::FrozenFinalLayer:
        return "frozen-head";
    case ExampleKind::FrozenBranch:
        return "frozen-branch";
    case ExampleKind::TracedDropout:
        return "traced-dropout";
    case ExampleKind::TracedBatchNorm:
        return "traced-batchnorm";
    case ExampleKind::TracedBatchNormOnly:
        return "traced-batchnorm-only";
    case ExampleKind::NanOutput:
        return "nan-output";
    case ExampleKind::RaisesError:
        return "raises-error";
    case ExampleKind::Conv2d:
        return "conv2d";
    case ExampleKind::TwoInputs:
        return "two-inputs";
    case ExampleKind::DownUp:
        return "down-up";
    }
    return "segmenter";
}

std::vector<ExampleKind> allExampleKinds()
{
    return {ExampleKind::Pointwise,
            ExampleKind::Segmenter,
            ExampleKind::DropoutInTraining,
            ExampleKind::BatchNormInTraining,
            ExampleKind::DetachedOutput,
            ExampleKind::FrozenFinalLayer,
            ExampleKind::FrozenBranch,
            ExampleKind::TracedDropout,
            ExampleKind::TracedBatchNorm,
            ExampleKind::TracedBatchNormOnly,
            ExampleKind::NanOutput,
            ExampleKind::RaisesError,
            ExampleKind::Conv2d,
            ExampleKind::TwoInputs,
            ExampleKind::DownUp};
}

Result<ExampleKind> parseExampleKind(std::string_view name)
{
    std::string names;
    for (ExampleKind kind : allExampleKinds()) {
        if (exampleKindName(kind) == name)
            return kind;
        names += (names.empty() ? "" : ", ") + std::string(exampleKindName(kind));
    }
    return makeError(ErrorKind::Invalid,
                     "Unknown example model '" + std::string(name) + "': use one of " + names + ".");
}

} // namespace scansleuth::model
