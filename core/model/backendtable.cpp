// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The module libscansleuth-model.so: the model part's real functions (scansleuth_model_torch), offered to the
// program through one table (model/backend.h). No LibTorch header is needed here.
#include "model/backend.h"

namespace scansleuth::model::backend {
namespace {

Result<Model> cloneModel(const Model& model)
{
    return model.clone();
}

const ModelInfo& modelInfo(const Model& model)
{
    return model.info();
}

const DeviceReport& modelDevice(const Model& model)
{
    return model.device();
}

Result<Prediction> predictWithSpecFile(Model& model, const std::vector<const volume::Volume*>& inputs,
                                       const std::string& specPath, const InferenceOptions& options,
                                       const Progress& progress)
{
    return predict(model, inputs, specPath, options, progress);
}

Result<Prediction> predictWithSpec(Model& model, const std::vector<const volume::Volume*>& inputs,
                                   const preprocess::Spec& spec, const InferenceOptions& options,
                                   const Progress& progress)
{
    return predict(model, inputs, spec, options, progress);
}

Table makeTable()
{
    static const std::string stamp = abiStamp();
    Table t;
    t.head.stamp = stamp.c_str();
    t.load = &Model::load;
    t.clone = &cloneModel;
    t.info = &modelInfo;
    t.device = &modelDevice;
    t.inspectModel = &model::inspectModel;
    t.predictWithSpecFile = &predictWithSpecFile;
    t.predictWithSpec = &predictWithSpec;
    t.predictTensor = &model::predictTensor;
    t.forwardWhole = &model::forwardWhole;
    t.readTensorFile = &model::readTensorFile;
    t.determinism = &determinismExperiment;
    t.overfit = &overfitExperiment;
    t.gradient = &gradientExperiment;
    t.initialLoss = &initialLossExperiment;
    t.activation = &activationExperiment;
    t.saveExampleModel = &model::saveExampleModel;
    t.saveExampleEncoder = &model::saveExampleEncoder;
    t.setThreadLimit = &scansleuth::setThreadLimit;
    t.cudaAvailable = &model::cudaAvailable;
    t.libtorchVersion = &model::libtorchVersion;
    t.cudaDescription = &model::cudaDescription;
    return t;
}

} // namespace
} // namespace scansleuth::model::backend

extern "C" __attribute__((visibility("default"))) const scansleuth::model::backend::Table*
scansleuth_model_backend()
{
    static const scansleuth::model::backend::Table table = scansleuth::model::backend::makeTable();
    return &table;
}
