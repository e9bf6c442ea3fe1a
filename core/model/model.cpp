// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Loading TorchScript files, naming what a file is when it is not one, and describing a loaded module.
#include "model/model.h"

#include "base/strings.h"
#include "model/torchsupport.h"
#include "model/tracedtraining.h"

#include <caffe2/serialize/inline_container.h>
#include <caffe2/serialize/versions.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <optional>
#include <set>

namespace scansleuth::model {

namespace {

namespace fs = std::filesystem;

constexpr const char* kExportHint =
    "Export a TorchScript file in Python: torch.jit.script(model.eval()).save(\"model.pt\") "
    "(or torch.jit.trace(model.eval(), example_input).save(...)).";

std::string readPrefix(const std::string& path, std::size_t bytes)
{
    std::ifstream in(path, std::ios::binary);
    std::string data(bytes, '\0');
    in.read(data.data(), static_cast<std::streamsize>(bytes));
    data.resize(static_cast<std::size_t>(std::max<std::streamsize>(0, in.gcount())));
    return data;
}

bool looksLikeOnnx(const std::string& path, const std::string& head)
{
    // An ONNX ModelProto starts with field 1 (ir_version, varint: 0x08) and names its producer early on.
    const bool onnxName = path.size() > 5 && path.substr(path.size() - 5) == ".onnx";
    return onnxName || (!head.empty() && head[0] == '\x08' && head.find("onnx") != std::string::npos) ||
           (!head.empty() && head[0] == '\x08' && head.find("pytorch") != std::string::npos);
}

// What a zip archive written by torch.save holds, told from its pickle (stored uncompressed): each kind
// its own whole sentence, so that it can be translated.
Error torchSaveError(const std::string& path, caffe2::serialize::PyTorchStreamReader& reader)
{
    std::string pickle;
    if (reader.hasRecord("data.pkl")) {
        auto [data, size] = reader.getRecord("data.pkl");
        pickle.assign(static_cast<const char*>(data.get()), size);
    }
    const auto has = [&](const char* text) {
        return pickle.find(text) != std::string::npos;
    };
    if (has("optimizer") || has("epoch") || has("model_state_dict") || has("state_dict"))
        return makeError(
            ErrorKind::Unsupported,
            "'" + path +
                "' is a training checkpoint saved with torch.save (a dictionary with weights and "
                "training state), not a TorchScript model.",
            kExportHint);
    if (has("OrderedDict"))
        return makeError(
            ErrorKind::Unsupported,
            "'" + path +
                "' is a state_dict saved with torch.save (weights without the model's code), not "
                "a TorchScript model.",
            kExportHint);
    if (has("torch.nn.modules") || has("__main__"))
        return makeError(ErrorKind::Unsupported,
                         "'" + path +
                             "' is a whole nn.Module pickled with torch.save (it needs the Python class to "
                             "load), not a TorchScript model.",
                         kExportHint);
    return makeError(ErrorKind::Unsupported,
                     "'" + path + "' is a file saved with torch.save, not a TorchScript model.", kExportHint);
}

// Classifies a file LibTorch cannot load (or that is plainly not TorchScript) into a precise Error.
// Returns no error when the file looks like a TorchScript archive.
std::optional<Error> classifyFile(const std::string& path)
{
    std::error_code ec;
    if (!fs::exists(path, ec))
        return makeError(ErrorKind::NotFound, "The model file '" + path + "' does not exist.");
    if (fs::is_directory(path, ec))
        return makeError(ErrorKind::Invalid, "'" + path + "' is a folder, not a TorchScript file.");
    const auto size = fs::file_size(path, ec);
    if (ec)
        return makeError(ErrorKind::Io, "The model file '" + path + "' cannot be read.", ec.message());
    const std::string head = readPrefix(path, 256);
    if (size == 0)
        return makeError(ErrorKind::Corrupt, "The model file '" + path + "' is empty.");
    if (head.size() >= 2 && head[0] == '\x80' && static_cast<unsigned char>(head[1]) <= 5)
        return makeError(ErrorKind::Unsupported,
                         "'" + path +
                             "' is a file saved with torch.save in the legacy (pre-1.6) pickle format, "
                             "not a TorchScript model.",
                         kExportHint);
    if (looksLikeOnnx(path, head))
        return makeError(ErrorKind::Unsupported,
                         "'" + path +
                             "' is an ONNX model; ScanSleuth runs TorchScript models through LibTorch.",
                         std::string("Export the PyTorch model as TorchScript instead. ") + kExportHint);
    if (head.rfind("PK\x03\x04", 0) != 0 && head.rfind("PK\x05\x06", 0) != 0)
        return makeError(ErrorKind::Corrupt,
                         "'" + path + "' is not a TorchScript file (it is not a zip archive).", kExportHint);
    try {
        caffe2::serialize::PyTorchStreamReader reader(path);
        const std::vector<std::string> records = reader.getAllRecords();
        const bool hasCode = std::any_of(records.begin(), records.end(), [](const std::string& r) {
            return r.rfind("code/", 0) == 0 || r.find("/code/") != std::string::npos;
        });
        if (!hasCode && reader.hasRecord("data.pkl"))
            return torchSaveError(path, reader);
        if (!hasCode)
            return makeError(ErrorKind::Corrupt,
                             "'" + path + "' is a zip archive without TorchScript code (no code/ folder).",
                             kExportHint);
        if (reader.version() > caffe2::serialize::kMaxSupportedFileFormatVersion)
            return makeError(
                ErrorKind::Unsupported,
                "'" + path + "' was saved by a newer PyTorch (file format version " +
                    std::to_string(reader.version()) + ") than this LibTorch " + libtorchVersion() +
                    " reads (up to version " +
                    std::to_string(caffe2::serialize::kMaxSupportedFileFormatVersion) + ").",
                "Build ScanSleuth against a newer LibTorch: cmake -DCMAKE_PREFIX_PATH=$(python3 -c "
                "'import torch; print(torch.utils.cmake_prefix_path)'), or save the model with "
                "the older PyTorch.");
    } catch (const std::exception& e) {
        if (shortTorchMessage(e).find("maximum supported version") != std::string::npos)
            return torchError(ErrorKind::Unsupported,
                              "'" + path + "' was saved by a newer PyTorch than this LibTorch " +
                                  libtorchVersion() +
                                  " reads; build ScanSleuth against a newer LibTorch (docs/gpu.md).",
                              e);
        return torchError(ErrorKind::Corrupt,
                          "'" + path + "' is truncated or damaged: its zip archive cannot be read.", e);
    }
    return std::nullopt;
}

// LibTorch's load failed on an archive that looked right: say whether a newer PyTorch is the likely cause.
Error loadFailure(const std::string& path, const std::exception& e)
{
    const std::string text = shortTorchMessage(e);
    static const char* newerMarks[] = {"Unknown builtin op",
                                       "Unknown type name",
                                       "Arguments for call are not valid",
                                       "version_ <= kMaxSupportedFileFormatVersion",
                                       "Unknown type constructor",
                                       "unexpected keyword argument",
                                       "is not supported in TorchScript"};
    for (const char* mark : newerMarks)
        if (text.find(mark) != std::string::npos)
            return makeError(ErrorKind::Unsupported,
                             "'" + path + "' uses operators this LibTorch " + libtorchVersion() +
                                 " does not know: it was probably saved by a newer PyTorch.",
                             text + "\nBuild against the LibTorch of the PyTorch that saved it: cmake "
                                    "-DCMAKE_PREFIX_PATH=$(python3 -c 'import torch; "
                                    "print(torch.utils.cmake_prefix_path)').");
    if (isOutOfMemory(e))
        return makeError(ErrorKind::TooLarge, "'" + path + "' does not fit in memory on this device.", text);
    return makeError(ErrorKind::Corrupt, "LibTorch cannot load '" + path + "' as a TorchScript model.", text);
}

std::string typeName(const torch::jit::Module& m)
{
    std::string name = m.type()->name() ? m.type()->name()->qualifiedName() : "?";
    for (const char* prefix : {"__torch__.", "__torch__"})
        if (name.rfind(prefix, 0) == 0)
            name = name.substr(std::string(prefix).size());
    // Strip TorchScript's name mangling: "torch.nn.modules.conv.___torch_mangle_3.Conv3d".
    for (std::size_t at; (at = name.find("___torch_mangle_")) != std::string::npos;) {
        const std::size_t end = name.find('.', at);
        name.erase(at, end == std::string::npos ? std::string::npos : end - at + 1);
    }
    return name;
}

// True when one of the module's own methods reads self.training.
bool readsTrainingFlag(const torch::jit::Module& m)
{
    for (const torch::jit::Method& method : m.get_methods()) {
        const auto& graph = toGraphFunction(method.function()).graph();
        if (graph->inputs().empty())
            continue;
        const torch::jit::Value* self = graph->inputs()[0];
        for (const torch::jit::Node* node : graph->nodes())
            if (node->kind() == c10::prim::GetAttr && node->s(c10::attr::name) == "training" &&
                node->input(0) == self)
                return true;
    }
    return false;
}

std::string deviceName(const torch::Tensor& t)
{
    return t.device().str();
}

TensorInfo tensorInfo(const std::string& name, const torch::Tensor& t)
{
    TensorInfo info;
    info.name = name;
    info.shape = t.sizes().vec();
    info.dtype = dtypeName(t.scalar_type());
    info.device = deviceName(t);
    info.requiresGrad = t.requires_grad();
    info.elements = t.numel();
    return info;
}

void addUnique(std::vector<std::string>& list, const std::string& value)
{
    if (std::find(list.begin(), list.end(), value) == list.end())
        list.push_back(value);
}

Finding tracedTrainingFinding(const ModelInfo& info)
{
    std::vector<std::string> named;
    int random = 0, batch = 0;
    for (const TracedTrainingNode& t : info.tracedTraining) {
        named.push_back(tracedNodeText(t));
        (t.kind == "random" ? random : batch) += 1;
    }
    std::string effect;
    if (random > 0)
        effect = "dropout is always on (outputs are random)";
    if (batch > 0)
        effect +=
            std::string(effect.empty() ? "" : "; ") +
            "batch norm always normalises with each batch's own statistics (outputs depend on the patch "
            "size and on the other patches in the batch)";
    Finding f = makeFinding("model.traced_training_mode", Severity::Warning,
                            "The model was traced in training mode: export again after model.eval(). " +
                                std::to_string(named.size()) +
                                " graph node(s) have their training flag fixed to True, so " + effect +
                                ", and switching modules to eval changes nothing: " + join(named, "; ") + ".",
                            "Call model.eval() before torch.jit.trace(model, example) and save again; the "
                            "flag is a constant in the traced graph, not the module's training attribute.");
    f.measurements.push_back({"random_nodes", static_cast<double>(random), ""});
    f.measurements.push_back({"batch_statistics_nodes", static_cast<double>(batch), ""});
    f.evidence = named;
    return f;
}

Findings modelFindings(const ModelInfo& info)
{
    Findings findings;
    if (!info.tracedTraining.empty())
        findings.push_back(tracedTrainingFinding(info));
    if (!info.trainingModules.empty()) {
        std::vector<std::string> named;
        for (const ModuleNode& node : info.modules)
            if (std::find(info.trainingModules.begin(), info.trainingModules.end(),
                          node.path.empty() ? "(root)" : node.path) != info.trainingModules.end())
                named.push_back((node.path.empty() ? "(root)" : node.path) + " (" + node.type + ")");
        Finding f = makeFinding("model.training_mode", Severity::Warning,
                                "The model was saved in training mode: " + std::to_string(named.size()) +
                                    " submodule(s) that read self.training will behave as in training "
                                    "(dropout active, batch-norm statistics from the batch): " +
                                    join(named, ", ") + ".",
                                "Call model.eval() before torch.jit.script/trace and save again, or run it "
                                "with eval mode set (ScanSleuth's experiments report both).");
        f.measurements.push_back({"modules_in_training_mode", static_cast<double>(named.size()), ""});
        f.evidence = named;
        findings.push_back(std::move(f));
    }
    std::vector<std::string> frozen;
    for (const TensorInfo& p : info.parameters)
        if (!p.requiresGrad)
            frozen.push_back(p.name);
    if (!frozen.empty()) {
        Finding f = makeFinding(
            "model.frozen_parameters", Severity::Info,
            std::to_string(frozen.size()) + " of " + std::to_string(info.parameters.size()) +
                " parameter tensors have requires_grad off (frozen): " +
                join(std::vector<std::string>(frozen.begin(),
                                              frozen.begin() + std::min<std::size_t>(frozen.size(), 8)),
                     ", ") +
                (frozen.size() > 8 ? ", ..." : "") + ".",
            "Intended for fine-tuning; otherwise set requires_grad=True and give them to the "
            "optimiser.");
        f.measurements.push_back({"frozen_tensors", static_cast<double>(frozen.size()), ""});
        f.evidence = frozen;
        findings.push_back(std::move(f));
    }
    return findings;
}

ModelInfo describe(const std::string& path, const torch::jit::Module& module, std::uint64_t version)
{
    ModelInfo info;
    info.path = path;
    std::error_code ec;
    info.fileBytes = fs::file_size(path, ec);
    info.fileFormatVersion = static_cast<int>(version);
    info.libtorchVersion = libtorchVersion();
    if (const auto forward = module.find_method("forward")) {
        std::ostringstream schema;
        schema << forward->function().getSchema();
        info.forwardSchema = schema.str();
    }
    for (const auto& item : module.named_modules()) {
        ModuleNode node;
        node.path = item.name;
        node.type = typeName(item.value);
        node.depth =
            item.name.empty() ? 0 : static_cast<int>(std::count(item.name.begin(), item.name.end(), '.')) + 1;
        node.training = item.value.is_training();
        node.usesTrainingFlag = readsTrainingFlag(item.value);
        for (const auto& p : item.value.named_parameters(/*recurse=*/false))
            node.ownParameters += p.value.numel();
        if (node.training && node.usesTrainingFlag)
            info.trainingModules.push_back(node.path.empty() ? "(root)" : node.path);
        info.modules.push_back(std::move(node));
    }
    info.tracedTraining = findTracedTrainingNodes(module);
    for (TracedTrainingNode& t : info.tracedTraining)
        for (const ModuleNode& node : info.modules)
            if ((node.path.empty() ? "(root)" : node.path) == t.module)
                t.moduleType = node.type;
    for (const auto& p : module.named_parameters(true)) {
        info.parameters.push_back(tensorInfo(p.name, p.value));
        info.parameterCount += p.value.numel();
        if (p.value.requires_grad())
            info.trainableCount += p.value.numel();
        addUnique(info.dtypes, info.parameters.back().dtype);
        addUnique(info.devices, info.parameters.back().device);
    }
    for (const auto& b : module.named_buffers(true))
        info.buffers.push_back(tensorInfo(b.name, b.value));
    info.findings = modelFindings(info);
    return info;
}

} // namespace

Result<Model> Model::load(const std::string& path, DeviceRequest request)
{
    if (auto problem = classifyFile(path))
        return *problem;
    auto device = resolveDevice(request);
    if (!device)
        return device.error();
    auto impl = std::make_shared<Impl>();
    impl->deviceReport = *device;
    impl->device = torchDevice(*device);
    try {
        std::uint64_t version = 0;
        {
            caffe2::serialize::PyTorchStreamReader reader(path);
            version = reader.version();
        }
        // Load on the CPU first so the description shows the devices the file was saved with.
        impl->module = torch::jit::load(path, torch::kCPU);
        impl->info = describe(path, impl->module, version);
        if (impl->device.is_cuda())
            impl->module.to(impl->device);
    } catch (const std::exception& e) {
        return loadFailure(path, e);
    }
    Model model;
    model.m_impl = std::move(impl);
    return model;
}

const ModelInfo& Model::info() const
{
    return m_impl->info;
}

const DeviceReport& Model::device() const
{
    return m_impl->deviceReport;
}

Result<Model> Model::clone() const
{
    try {
        auto impl = std::make_shared<Impl>(*m_impl);
        impl->module = m_impl->module.deepcopy();
        Model copy;
        copy.m_impl = std::move(impl);
        return copy;
    } catch (const std::exception& e) {
        return torchError(ErrorKind::TooLarge, "The model cannot be copied for the experiment.", e);
    }
}

Result<ModelInfo> inspectModel(const std::string& path)
{
    auto model = Model::load(path, DeviceRequest::Cpu);
    if (!model)
        return model.error();
    return model->info();
}

} // namespace scansleuth::model
