// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Training-mode constants in TorchScript graphs: found in the inlined graph, named by the call stack.
#include "model/tracedtraining.h"

#include "base/numberformat.h"
#include "base/strings.h"

#include <torch/csrc/jit/ir/constants.h>
#include <torch/csrc/jit/ir/scope.h>
#include <torch/csrc/jit/passes/inliner.h>

#include <algorithm>
#include <functional>

namespace scansleuth::model {

namespace {

using torch::jit::Node;
using torch::jit::Value;

// An operator whose argument `flag` switches training behaviour on.
struct Rule
{
    std::string op;
    std::size_t flag;
    const char* flagName;
    const char* kind;
};

const std::vector<Rule>& rules()
{
    static const std::vector<Rule> list = [] {
        std::vector<Rule> r;
        for (const char* op : {"dropout", "feature_dropout", "alpha_dropout", "feature_alpha_dropout"})
            for (const char* suffix : {"", "_"}) // the in-place form too
                r.push_back({std::string("aten::") + op + suffix, 2, "train", "random"});
        for (const char* suffix : {"", "_"})
            r.push_back({std::string("aten::rrelu") + suffix, 3, "training", "random"});
        r.push_back({"aten::batch_norm", 5, "training", "batch_statistics"});
        r.push_back({"aten::instance_norm", 5, "use_input_stats", "batch_statistics"});
        return r;
    }();
    return list;
}

bool isTrue(const Value* v)
{
    const auto constant = torch::jit::toIValue(v);
    return constant && constant->isBool() && constant->toBool();
}

// The rule a node breaks, or null. InstanceNorm without running statistics (its default) always uses the
// input's statistics: that is not training mode.
const Rule* brokenRule(const Node* node)
{
    for (const Rule& rule : rules()) {
        if (node->kind().toQualString() != rule.op || node->inputs().size() <= rule.flag)
            continue;
        if (!isTrue(node->input(rule.flag)))
            return nullptr;
        if (rule.op == "aten::instance_norm" && node->input(3)->mustBeNone())
            return nullptr;
        return &rule;
    }
    return nullptr;
}

// "encoder.bn1" from the inlined call stack's module instances; "(root)" when the node is the root's own.
std::string modulePath(const Node* node)
{
    std::vector<std::string> parts;
    if (const auto stack = node->callstack())
        for (const auto& entry : (*stack)->vec())
            if (const auto& instance = std::get<torch::jit::kModuleInstanceInfo>(entry)) {
                const std::string name = instance->instance_name();
                if (!name.empty() && name != "SELF" && name != "INSTANCE_NAME_UNKNOWN")
                    parts.push_back(name);
            }
    return parts.empty() ? "(root)" : join(parts, ".");
}

std::string nodeText(const Node* node, const Rule& rule)
{
    std::string args;
    if (std::string_view(rule.kind) == "random") {
        if (const auto p = torch::jit::toIValue(node->input(1)); p && p->isDouble())
            args = "p=" + formatGeneral(p->toDouble(), 3) + ", ";
    }
    return rule.op + "(" + args + rule.flagName + "=True)";
}

void visit(torch::jit::Block* block, const std::function<void(Node*)>& f)
{
    for (Node* node : block->nodes()) {
        f(node);
        for (torch::jit::Block* inner : node->blocks())
            visit(inner, f);
    }
}

} // namespace

std::vector<TracedTrainingNode> findTracedTrainingNodes(const torch::jit::Module& module)
{
    std::vector<TracedTrainingNode> found;
    for (const torch::jit::Method& method : module.get_methods()) {
        const std::shared_ptr<torch::jit::Graph> graph = toGraphFunction(method.function()).graph()->copy();
        torch::jit::Inline(*graph);
        visit(graph->block(), [&](Node* node) {
            if (const Rule* rule = brokenRule(node)) {
                TracedTrainingNode t{modulePath(node), "", nodeText(node, *rule), rule->kind, method.name()};
                if (std::find(found.begin(), found.end(), t) == found.end())
                    found.push_back(std::move(t));
            }
        });
    }
    return found;
}

int switchOffTrainingConstants(torch::jit::Module& module, ConstantKinds kinds)
{
    int changed = 0;
    for (const auto& named : module.named_modules()) {
        for (const torch::jit::Method& method : named.value.get_methods()) {
            auto& function = toGraphFunction(method.function());
            const std::shared_ptr<torch::jit::Graph> graph = function.graph();
            visit(graph->block(), [&](Node* node) {
                const Rule* rule = brokenRule(node);
                if (!rule || (kinds == ConstantKinds::RandomOnly && std::string_view(rule->kind) != "random"))
                    return;
                torch::jit::WithInsertPoint here(node);
                node->replaceInput(rule->flag, graph->insertConstant(false));
                ++changed;
            });
            // The executor runs the optimised copy, which describing the model may already have made.
            function.clear_optimized_graphs();
        }
    }
    return changed;
}

} // namespace scansleuth::model
