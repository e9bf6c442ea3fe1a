// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Loading TorchScript files: the description of a good one, and a precise message for everything else.
#include "modeltestsupport.h"

#include "base/strings.h"
#include "model/model.h"

#include <caffe2/serialize/inline_container.h>
#include <torch/script.h>
#include <torch/serialize.h>

#include <fstream>

using namespace scansleuth;
using namespace scansleuth::model;
using modeltest::exampleModel;
using modeltest::scratch;

namespace {

std::string writeBytes(const std::string& name, const std::string& bytes)
{
    const std::string path = (scratch() / name).string();
    std::ofstream(path, std::ios::binary) << bytes;
    return path;
}

std::string readBytes(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    return std::string(std::istreambuf_iterator<char>(in), {});
}

// Copies a TorchScript archive record by record, letting `edit` change each record's text and the writer.
std::string rewriteArchive(const std::string& from, const std::string& name,
                           const std::function<std::string(const std::string&, std::string)>& edit,
                           std::uint64_t minVersion = 0)
{
    const std::string to = (scratch() / name).string();
    caffe2::serialize::PyTorchStreamReader reader(from);
    caffe2::serialize::PyTorchStreamWriter writer(to);
    if (minVersion)
        writer.setMinVersion(minVersion);
    for (const std::string& record : reader.getAllRecords()) {
        if (record == "version" || record == ".data/version")
            continue; // the writer adds its own
        auto [data, size] = reader.getRecord(record);
        std::string bytes(static_cast<const char*>(data.get()), size);
        bytes = edit(record, bytes);
        writer.writeRecord(record, bytes.data(), bytes.size());
    }
    writer.writeEndOfFile();
    return to;
}

const ModuleNode* node(const ModelInfo& info, const std::string& path)
{
    for (const ModuleNode& n : info.modules)
        if (n.path == path)
            return &n;
    return nullptr;
}

} // namespace

MINITEST_CASE(describesAnEvalModeSegmenter)
{
    const auto info = inspectModel(exampleModel(ExampleKind::Segmenter));
    MINI_CHECK2(info.ok(), info.ok() ? "" : info.error().message + " " + info.error().detail);
    // conv1 8x1x3x3x3 + 8, conv2 8x8x3x3x3 + 8, head 2x8x1x1x1 + 2, counted by hand.
    MINI_COMPARE(info->parameterCount, std::int64_t(216 + 8 + 1728 + 8 + 16 + 2));
    MINI_COMPARE(info->trainableCount, info->parameterCount);
    MINI_COMPARE(info->parameters.size(), std::size_t(6));
    MINI_COMPARE(info->parameters[0].name, std::string("conv1.weight"));
    MINI_CHECK((info->parameters[0].shape == std::vector<std::int64_t>{8, 1, 3, 3, 3}));
    MINI_COMPARE(info->parameters[0].dtype, std::string("float32"));
    MINI_COMPARE(info->parameters[0].device, std::string("cpu"));
    MINI_COMPARE(info->modules.size(), std::size_t(4));
    MINI_CHECK(node(*info, "conv2") != nullptr);
    MINI_COMPARE(node(*info, "conv2")->type, std::string("scansleuth.Conv3d"));
    MINI_COMPARE(node(*info, "conv2")->depth, 1);
    MINI_CHECK(info->trainingModules.empty());
    MINI_CHECK(info->findings.empty());
    MINI_CHECK(info->forwardSchema.find("forward(") != std::string::npos);
}

MINITEST_CASE(namesSubmodulesLeftInTrainingMode)
{
    struct Row
    {
        ExampleKind kind;
        std::string module;
    };
    for (const Row& row :
         {Row{ExampleKind::DropoutInTraining, "drop"}, Row{ExampleKind::BatchNormInTraining, "bn1"}}) {
        MINI_ROW(std::string(exampleKindName(row.kind)));
        const auto info = inspectModel(exampleModel(row.kind));
        MINI_CHECK(info.ok());
        // Only the module whose forward reads self.training matters; the convolutions do not.
        MINI_CHECK((info->trainingModules == std::vector<std::string>{row.module}));
        MINI_CHECK(node(*info, row.module)->training);
        MINI_CHECK(node(*info, row.module)->usesTrainingFlag);
        MINI_CHECK(!node(*info, "conv1")->usesTrainingFlag);
        const Finding* f = findFinding(info->findings, "model.training_mode");
        MINI_CHECK(f != nullptr);
        MINI_COMPARE(f->severity, Severity::Warning);
        MINI_CHECK2(f->message.find(row.module) != std::string::npos, f->message);
    }
}

MINITEST_CASE(namesFrozenParameters)
{
    const auto info = inspectModel(exampleModel(ExampleKind::FrozenBranch));
    MINI_CHECK(info.ok());
    const Finding* f = findFinding(info->findings, "model.frozen_parameters");
    MINI_CHECK(f != nullptr);
    MINI_CHECK((f->evidence == std::vector<std::string>{"aux.weight", "aux.bias"}));
    MINI_COMPARE(info->trainableCount, info->parameterCount - (2 * 1 + 2));
}

MINITEST_CASE(sameSeedSameModel)
{
    ExampleOptions a;
    a.seed = 7;
    const std::string first = exampleModel(ExampleKind::Segmenter, a);
    const auto m1 = Model::load(first, DeviceRequest::Cpu);
    const auto p = (scratch() / "again.pt").string();
    MINI_CHECK(saveExampleModel(ExampleKind::Segmenter, p, a).ok());
    const auto m2 = Model::load(p, DeviceRequest::Cpu);
    MINI_CHECK(m1.ok() && m2.ok());
    MINI_COMPARE(m1->info().parameterCount, m2->info().parameterCount);
}

MINITEST_CASE(refusesWhatIsNotTorchScript)
{
    const std::string good = exampleModel(ExampleKind::Segmenter);
    const std::string whole = readBytes(good);
    c10::Dict<std::string, at::Tensor> stateDict;
    stateDict.insert("conv1.weight", torch::ones({2, 2}));
    const std::vector<char> stateBytes = torch::pickle_save(stateDict);
    c10::impl::GenericDict checkpoint(c10::StringType::get(), c10::AnyType::get());
    checkpoint.insert("state_dict", stateDict);
    checkpoint.insert("optimizer", c10::IValue(int64_t(0)));
    checkpoint.insert("epoch", c10::IValue(int64_t(12)));
    const std::vector<char> checkpointBytes = torch::pickle_save(checkpoint);

    struct Row
    {
        std::string name;
        std::string path;
        ErrorKind kind;
        std::string fragment;
    };
    const std::vector<Row> rows = {
        {"missing", (scratch() / "nope.pt").string(), ErrorKind::NotFound, "does not exist"},
        {"empty", writeBytes("empty.pt", ""), ErrorKind::Corrupt, "is empty"},
        {"text", writeBytes("notes.pt", "weights are on the other disk\n"), ErrorKind::Corrupt,
         "not a zip archive"},
        {"truncated", writeBytes("half.pt", whole.substr(0, whole.size() / 2)), ErrorKind::Corrupt,
         "truncated or damaged"},
        {"state_dict", writeBytes("weights.pth", std::string(stateBytes.begin(), stateBytes.end())),
         ErrorKind::Unsupported, "saved with torch.save"},
        {"checkpoint", writeBytes("ckpt.pth", std::string(checkpointBytes.begin(), checkpointBytes.end())),
         ErrorKind::Unsupported, "training checkpoint"},
        {"legacy pickle", writeBytes("old.pth", std::string("\x80\x02\x8a\x0alz\xf0\xf9", 8)),
         ErrorKind::Unsupported, "legacy"},
        {"onnx",
         writeBytes("net.onnx", std::string("\x08\x07\x12\x07pytorch\x1a\x03"
                                            "2.1",
                                            16)),
         ErrorKind::Unsupported, "ONNX"},
        {"newer format",
         rewriteArchive(
             good, "future.pt", [](const std::string&, std::string b) { return b; }, 99),
         ErrorKind::Unsupported, "newer PyTorch"},
        {"unknown operator",
         rewriteArchive(good, "futureop.pt",
                        [](const std::string& record, std::string b) {
                            return record.find("code/") != std::string::npos && record.ends_with(".py")
                                       ? replaceAll(b, "torch.relu(", "torch.relu_from_2031(")
                                       : b;
                        }),
         ErrorKind::Unsupported, "newer PyTorch"},
    };
    for (const Row& row : rows) {
        MINI_ROW(row.name);
        const auto model = Model::load(row.path, DeviceRequest::Cpu);
        MINI_CHECK(!model.ok());
        MINI_CHECK2(model.error().message.find(row.fragment) != std::string::npos,
                    model.error().message + " | " + model.error().detail);
        MINI_COMPARE(errorKindName(model.error().kind), std::string(errorKindName(row.kind)));
        // No LibTorch backtrace reaches the user.
        MINI_CHECK(model.error().detail.find("frame #") == std::string::npos);
    }
}

MINITEST_CASE(deviceChoiceIsReported)
{
    const auto cpu = resolveDevice(DeviceRequest::Cpu);
    MINI_CHECK(cpu.ok());
    MINI_COMPARE(cpu->device, std::string("cpu"));
    MINI_COMPARE(cpu->reason, std::string("requested"));
    const auto cuda = resolveDevice(DeviceRequest::Cuda);
    MINI_COMPARE(cuda.ok(), cudaAvailable());
    if (!cuda.ok())
        MINI_CHECK(cuda.error().message.find("not available") != std::string::npos);
    MINI_CHECK(!parseDeviceRequest("tpu").ok());
    MINI_COMPARE(*parseDeviceRequest("CUDA"), DeviceRequest::Cuda);
}

MINITEST_MAIN()
