// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/module.h"
#include "base/parallel.h"
#include "base/progress.h"
#include "base/result.h"
#include "model/device.h"
#include "model/examplemodels.h"
#include "model/experiments.h"
#include "model/inference.h"
#include "model/model.h"
#include "model/tensorfile.h"

#include <cstddef>
#include <string>
#include <vector>

// Inside core/model only. The model part's entry points that need LibTorch, as one table of functions.
//
// LibTorch (and, on Debian, the OpenCV and Qt 5 it pulls in: some 300 shared libraries and half a second
// of static initialisers) is loaded only when a model is used. The functions of model.h, inference.h,
// experiments.h, tensorfile.h and examplemodels.h that need it are built twice from the same declarations:
//   - scansleuth_model_torch: the real ones (model.cpp, inference.cpp...), linked directly by the
//     model-only build and by the tests of the model part's insides;
//   - scansleuth_model (loader.cpp): forwarders that open the module libscansleuth-model.so on first use
//     and call through this table. The module (backendtable.cpp) is scansleuth_model_torch plus the table.
// The module and the program that opens it come from one build: they share C++ types (std::string,
// Volume, Result) by layout, which abiStamp checks.
namespace scansleuth::model::backend {

// Bumped when the table changes; the module and the loader must agree on it and on the stamp.
inline constexpr int kTableVersion = 1;

// What must match between the module and the program: the table version, the compiler and the sizes of
// the types that cross.
inline std::string abiStamp()
{
    return moduleStamp("scansleuth-model-table", kTableVersion,
                       std::to_string(sizeof(ModelInfo)) + "/" + std::to_string(sizeof(volume::Volume)) +
                           "/" + std::to_string(sizeof(ModelExperimentInputs)) + "/" +
                           std::to_string(sizeof(InferenceOptions)));
}

struct Table
{
    ModuleTableHead head{sizeof(Table)}; // its stamp: abiStamp() of the module's build

    Result<Model> (*load)(const std::string& path, DeviceRequest device) = nullptr;
    Result<Model> (*clone)(const Model& model) = nullptr;
    const ModelInfo& (*info)(const Model& model) = nullptr;
    const DeviceReport& (*device)(const Model& model) = nullptr;
    Result<ModelInfo> (*inspectModel)(const std::string& path) = nullptr;

    Result<Prediction> (*predictWithSpecFile)(Model&, const std::vector<const volume::Volume*>&,
                                              const std::string&, const InferenceOptions&,
                                              const Progress&) = nullptr;
    Result<Prediction> (*predictWithSpec)(Model&, const std::vector<const volume::Volume*>&,
                                          const preprocess::Spec&, const InferenceOptions&,
                                          const Progress&) = nullptr;
    Result<FloatTensor> (*predictTensor)(Model&, const FloatTensor&, const InferenceOptions&,
                                         const Progress&) = nullptr;
    Result<FloatTensor> (*forwardWhole)(Model&, const FloatTensor&) = nullptr;
    Result<TensorFile> (*readTensorFile)(const std::string& path) = nullptr;

    using Experiment = Result<ExperimentOutcome> (*)(const ModelExperimentInputs&, const Progress&);
    Experiment determinism = nullptr;
    Experiment overfit = nullptr;
    Experiment gradient = nullptr;
    Experiment initialLoss = nullptr;
    Experiment activation = nullptr;

    Status (*saveExampleModel)(ExampleKind, const std::string&, const ExampleOptions&) = nullptr;
    Status (*saveExampleEncoder)(const std::string&, const ExampleOptions&) = nullptr;

    // The module has its own copy of base/parallel.h's thread limit: the loader hands it the program's
    // before every call, so --threads and the GUI's setting reach LibTorch and the preprocessing.
    void (*setThreadLimit)(std::size_t threads) = nullptr;

    bool (*cudaAvailable)() = nullptr;
    std::string (*libtorchVersion)() = nullptr;
    std::string (*cudaDescription)() = nullptr;
};

} // namespace scansleuth::model::backend

// The module's one exported symbol.
extern "C" const scansleuth::model::backend::Table* scansleuth_model_backend();
