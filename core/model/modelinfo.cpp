// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// ModelInfo as text and as JSON. No LibTorch here.
#include "model/model.h"

#include "base/findingjson.h"
#include "base/numberformat.h"
#include "base/strings.h"

#include <nlohmann/json.hpp>

#include <sstream>

namespace scansleuth::model {

namespace {

std::string shapeText(const std::vector<std::int64_t>& shape)
{
    std::vector<std::string> parts;
    for (std::int64_t n : shape)
        parts.push_back(std::to_string(n));
    return "[" + join(parts, ", ") + "]";
}

std::string countText(std::int64_t n)
{
    if (n >= 1000000)
        return formatFixed(static_cast<double>(n) / 1e6, 2) + " M";
    if (n >= 10000)
        return formatFixed(static_cast<double>(n) / 1e3, 1) + " k";
    return std::to_string(n);
}

nlohmann::json tensorJson(const TensorInfo& t)
{
    return {{"name", t.name},
            {"shape", t.shape},
            {"dtype", t.dtype},
            {"device", t.device},
            {"requires_grad", t.requiresGrad},
            {"elements", t.elements}};
}

} // namespace

std::string tracedNodeText(const TracedTrainingNode& t)
{
    return t.module + (t.moduleType.empty() ? "" : " (" + t.moduleType + ")") + ": " + t.node;
}

std::string modelInfoText(const ModelInfo& info)
{
    std::ostringstream out;
    out << "Model: " << info.path << " (" << countText(static_cast<std::int64_t>(info.fileBytes))
        << " bytes)\n";
    out << "  Loaded with LibTorch " << info.libtorchVersion << ", file format version "
        << info.fileFormatVersion << "\n";
    if (!info.forwardSchema.empty())
        out << "  " << info.forwardSchema << "\n";
    out << "  Parameters: " << countText(info.parameterCount) << " in " << info.parameters.size()
        << " tensors (" << countText(info.trainableCount) << " trainable), dtypes " << join(info.dtypes, ", ")
        << ", saved on " << join(info.devices, ", ") << "; " << info.buffers.size() << " buffers\n";
    out << "Modules (T = training mode, * = its forward reads self.training):\n";
    for (const ModuleNode& m : info.modules) {
        out << "  " << (m.training ? "T" : " ") << (m.usesTrainingFlag ? "*" : " ") << " "
            << std::string(static_cast<std::size_t>(2 * m.depth), ' ') << (m.path.empty() ? "(root)" : m.path)
            << "  " << m.type;
        if (m.ownParameters > 0)
            out << "  " << countText(m.ownParameters) << " params";
        out << "\n";
    }
    out << "Parameters:\n";
    for (const TensorInfo& p : info.parameters)
        out << "  " << p.name << "  " << shapeText(p.shape) << "  " << p.dtype << "  " << p.device
            << (p.requiresGrad ? "" : "  frozen") << "\n";
    if (!info.tracedTraining.empty())
        out << "Graph nodes with the training flag fixed to True (traced in training mode):\n";
    for (const TracedTrainingNode& t : info.tracedTraining)
        out << "  " << tracedNodeText(t) << "\n";
    if (info.findings.empty())
        out << "No problems found: every module that reads self.training is in eval mode, and no graph node "
               "has its training flag fixed to True.\n";
    for (const Finding& f : info.findings) {
        out << severityName(f.severity) << " [" << f.code << "] " << f.message << "\n";
        if (!f.fix.empty())
            out << "  fix: " << f.fix << "\n";
    }
    return out.str();
}

std::string modelInfoJson(const ModelInfo& info)
{
    nlohmann::json modules = nlohmann::json::array();
    for (const ModuleNode& m : info.modules)
        modules.push_back({{"path", m.path},
                           {"type", m.type},
                           {"depth", m.depth},
                           {"training", m.training},
                           {"reads_training_flag", m.usesTrainingFlag},
                           {"own_parameters", m.ownParameters}});
    nlohmann::json parameters = nlohmann::json::array();
    for (const TensorInfo& p : info.parameters)
        parameters.push_back(tensorJson(p));
    nlohmann::json buffers = nlohmann::json::array();
    for (const TensorInfo& b : info.buffers)
        buffers.push_back(tensorJson(b));
    nlohmann::json traced = nlohmann::json::array();
    for (const TracedTrainingNode& t : info.tracedTraining)
        traced.push_back({{"module", t.module},
                          {"module_type", t.moduleType},
                          {"node", t.node},
                          {"kind", t.kind},
                          {"method", t.method}});
    nlohmann::json doc = {{"format", "scansleuth.model-info"},
                          {"version", 1},
                          {"path", info.path},
                          {"file_bytes", info.fileBytes},
                          {"file_format_version", info.fileFormatVersion},
                          {"libtorch_version", info.libtorchVersion},
                          {"forward_schema", info.forwardSchema},
                          {"parameter_count", info.parameterCount},
                          {"trainable_count", info.trainableCount},
                          {"dtypes", info.dtypes},
                          {"devices", info.devices},
                          {"training_modules", info.trainingModules},
                          {"traced_training_nodes", traced},
                          {"modules", modules},
                          {"parameters", parameters},
                          {"buffers", buffers},
                          {"findings", findingsToJson(info.findings)}};
    return doc.dump(2) + "\n";
}

} // namespace scansleuth::model
