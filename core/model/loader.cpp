// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The model part's LibTorch functions as the program sees them: each opens libscansleuth-model.so on first
// use and calls the real one through its table (model/backend.h). A process that runs no model never maps
// LibTorch.
#include "model/backend.h"

namespace scansleuth::model {

namespace {

constexpr const char* kModuleName = "libscansleuth-model.so";

// The first model use pays LibTorch's start-up; thread-safe.
const Result<const backend::Table*>& loaded()
{
    static const Result<const backend::Table*> once = openModuleTable<backend::Table>({
        .file = kModuleName,
        .entry = "scansleuth_model_backend",
        .envVar = "SCANSLEUTH_MODEL_MODULE",
        .buildPath = SCANSLEUTH_MODEL_MODULE_BUILD_PATH,
        .what = "The model part (LibTorch)",
        .without = "no model can run",
        .stamp = backend::abiStamp(),
    });
    return once;
}

// The table, or the error that says why there is none. The module's copy of the thread limit is set to the
// program's first (backend.h).
Result<const backend::Table*> table()
{
    const Result<const backend::Table*>& t = loaded();
    if (t)
        (*t)->setThreadLimit(threadLimit());
    return t;
}

// A Model exists only when the module was loaded (Model::load made it), so its accessors need no check.
const backend::Table& loadedTable()
{
    const backend::Table& t = **loaded();
    t.setThreadLimit(threadLimit());
    return t;
}

} // namespace

Result<Model> Model::load(const std::string& path, DeviceRequest device)
{
    auto t = table();
    if (!t)
        return t.error();
    return (*t)->load(path, device);
}

Result<Model> Model::clone() const
{
    return loadedTable().clone(*this);
}

const ModelInfo& Model::info() const
{
    return loadedTable().info(*this);
}

const DeviceReport& Model::device() const
{
    return loadedTable().device(*this);
}

Result<ModelInfo> inspectModel(const std::string& path)
{
    auto t = table();
    if (!t)
        return t.error();
    return (*t)->inspectModel(path);
}

Result<Prediction> predict(Model& model, const std::vector<const volume::Volume*>& inputs,
                           const std::string& specPath, const InferenceOptions& options,
                           const Progress& progress)
{
    return loadedTable().predictWithSpecFile(model, inputs, specPath, options, progress);
}

Result<Prediction> predict(Model& model, const std::vector<const volume::Volume*>& inputs,
                           const preprocess::Spec& spec, const InferenceOptions& options,
                           const Progress& progress)
{
    return loadedTable().predictWithSpec(model, inputs, spec, options, progress);
}

Result<FloatTensor> predictTensor(Model& model, const FloatTensor& input, const InferenceOptions& options,
                                  const Progress& progress)
{
    return loadedTable().predictTensor(model, input, options, progress);
}

Result<FloatTensor> forwardWhole(Model& model, const FloatTensor& input)
{
    return loadedTable().forwardWhole(model, input);
}

Result<TensorFile> readTensorFile(const std::string& path)
{
    auto t = table();
    if (!t)
        return t.error();
    return (*t)->readTensorFile(path);
}

namespace {

Result<ExperimentOutcome> runLoaded(backend::Table::Experiment backend::Table::*experiment,
                                    const ModelExperimentInputs& inputs, const Progress& progress)
{
    auto t = table();
    if (!t)
        return t.error();
    return ((*t)->*experiment)(inputs, progress);
}

} // namespace

Result<ExperimentOutcome> determinismExperiment(const ModelExperimentInputs& inputs, const Progress& progress)
{
    return runLoaded(&backend::Table::determinism, inputs, progress);
}

Result<ExperimentOutcome> overfitExperiment(const ModelExperimentInputs& inputs, const Progress& progress)
{
    return runLoaded(&backend::Table::overfit, inputs, progress);
}

Result<ExperimentOutcome> gradientExperiment(const ModelExperimentInputs& inputs, const Progress& progress)
{
    return runLoaded(&backend::Table::gradient, inputs, progress);
}

Result<ExperimentOutcome> initialLossExperiment(const ModelExperimentInputs& inputs, const Progress& progress)
{
    return runLoaded(&backend::Table::initialLoss, inputs, progress);
}

Result<ExperimentOutcome> activationExperiment(const ModelExperimentInputs& inputs, const Progress& progress)
{
    return runLoaded(&backend::Table::activation, inputs, progress);
}

Status saveExampleModel(ExampleKind kind, const std::string& path, const ExampleOptions& options)
{
    auto t = table();
    if (!t)
        return t.error();
    return (*t)->saveExampleModel(kind, path, options);
}

Status saveExampleEncoder(const std::string& path, const ExampleOptions& options)
{
    auto t = table();
    if (!t)
        return t.error();
    return (*t)->saveExampleEncoder(path, options);
}

bool cudaAvailable()
{
    auto t = table();
    return t && (*t)->cudaAvailable();
}

std::string libtorchVersion()
{
    auto t = table();
    return t ? (*t)->libtorchVersion() : "not loaded (" + std::string(kModuleName) + " is missing)";
}

std::string cudaDescription()
{
    auto t = table();
    return t ? (*t)->cudaDescription() : "no CUDA (" + std::string(kModuleName) + " is missing)";
}

} // namespace scansleuth::model
