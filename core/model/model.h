// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/finding.h"
#include "base/result.h"
#include "model/device.h"

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

// A TorchScript model (torch.jit.script / torch.jit.trace output) loaded through LibTorch. This header has
// no LibTorch in it: model/torchsupport.h, inside core/model only, reaches the module.
namespace scansleuth::model {

// One module of the tree, depth first; the root has the empty path.
struct ModuleNode
{
    std::string path; // "", "encoder", "encoder.conv1"
    std::string type; // the TorchScript class name without "__torch__.": "torch.nn.modules.conv.Conv3d"
    int depth = 0;    // 0 for the root
    bool training = false;
    bool usesTrainingFlag = false;  // its own forward reads self.training (dropout, batch norm...)
    std::int64_t ownParameters = 0; // elements of its direct parameters (not its children's)
    friend bool operator==(const ModuleNode&, const ModuleNode&) = default;
};

// A parameter or buffer: its full dotted name, shape, dtype ("float32") and device ("cpu", "cuda:0").
struct TensorInfo
{
    std::string name;
    std::vector<std::int64_t> shape;
    std::string dtype;
    std::string device;
    bool requiresGrad = false;
    std::int64_t elements = 0;
    friend bool operator==(const TensorInfo&, const TensorInfo&) = default;
};

// A node of the model's graph whose training flag is the constant True: what torch.jit.trace records of a
// model traced before model.eval(). Switching modules to eval changes nothing; only exporting again does.
struct TracedTrainingNode
{
    std::string module;     // the submodule it runs in, "encoder.bn1"; "(root)" for the root's own code
    std::string moduleType; // that module's type, "torch.nn.modules.batchnorm.BatchNorm3d" (empty if unknown)
    std::string node;       // "aten::feature_dropout(p=0.5, train=True)", "aten::batch_norm(training=True)"
    std::string kind;       // "random" (dropout family, rrelu) or "batch_statistics" (batch/instance norm)
    std::string method;     // the root method whose inlined graph holds it, "forward"
    friend bool operator==(const TracedTrainingNode&, const TracedTrainingNode&) = default;
};

struct ModelInfo
{
    std::string path;
    std::uint64_t fileBytes = 0;
    std::string producerVersion; // the PyTorch that saved it, from the archive (empty when not recorded)
    int fileFormatVersion = 0;   // the archive's "version" record
    std::string libtorchVersion; // the LibTorch that loaded it
    std::string forwardSchema;   // "forward(__torch__.Net self, Tensor x) -> Tensor"
    std::vector<ModuleNode> modules;
    std::vector<TensorInfo> parameters;
    std::vector<TensorInfo> buffers;
    std::int64_t parameterCount = 0;  // elements
    std::int64_t trainableCount = 0;  // elements with requires_grad
    std::vector<std::string> dtypes;  // distinct parameter dtypes
    std::vector<std::string> devices; // distinct parameter devices as saved
    // Paths of modules in training mode whose forward reads self.training: their dropout is active or
    // their batch-norm statistics update at inference. "(root)" names the root module.
    std::vector<std::string> trainingModules;
    // Training-mode constants in the inlined graphs (traced in training mode), whatever the module flags say.
    std::vector<TracedTrainingNode> tracedTraining;
    // model.traced_training_mode when tracedTraining is not empty (warning: the flag is in the graph);
    // model.training_mode when trainingModules is not empty; model.frozen_parameters when some
    // parameters have requires_grad off (information: normal for fine-tuning, a bug when unintended).
    std::vector<Finding> findings;
};

// A loaded model. Copies share the module (cheap); clone() makes an independent deep copy, for
// experiments that switch modes or train.
class Model
{
public:
    struct Impl;

    // Loads a TorchScript file onto the device. Files that are not TorchScript get a precise message:
    // a state_dict or checkpoint saved with torch.save (and how to export with torch.jit.script), an ONNX
    // file, a file from a newer PyTorch than the linked LibTorch (both versions, and how to build against
    // a newer one), a truncated or non-zip file. Never throws.
    static Result<Model> load(const std::string& path, DeviceRequest device = DeviceRequest::Auto);

    const ModelInfo& info() const;
    const DeviceReport& device() const;
    Result<Model> clone() const;

    Impl& impl() { return *m_impl; }
    const Impl& impl() const { return *m_impl; }

private:
    std::shared_ptr<Impl> m_impl;
};

// Loads on the CPU and describes the file (module tree, parameters, training flags).
Result<ModelInfo> inspectModel(const std::string& path);

// "bn1 (torch.nn.modules.batchnorm.BatchNorm3d): aten::batch_norm(training=True)".
std::string tracedNodeText(const TracedTrainingNode& node);

// Human-readable description: tree with training flags, parameter table summary, findings.
std::string modelInfoText(const ModelInfo& info);
// JSON document {"format": "scansleuth.model-info", "version": 1, ...}; numbers locale-free.
std::string modelInfoJson(const ModelInfo& info);

} // namespace scansleuth::model
