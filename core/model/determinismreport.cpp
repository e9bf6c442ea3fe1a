// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The determinism experiment's verdict, findings and JSON from its measurements. No LibTorch here.
#include "model/determinismreport.h"

#include "base/numberformat.h"
#include "base/strings.h"
#include "model/windowplan.h"

#include <algorithm>

namespace scansleuth::model {

namespace {

// TF32 differences below this (probabilities lie in [0, 1], so it is also relative) are float noise.
constexpr double kTf32Tolerance = 1e-6;

nlohmann::json repeatJson(const RepeatSummary& r)
{
    return {{"runs", r.runs},
            {"bit_identical", r.bitIdentical},
            {"max_abs_diff", r.maxAbsDiff},
            {"voxels_differing", r.voxelsDiffering},
            {"argmax_flips", r.argmaxFlips}};
}

const VariantMeasurement* variant(const DeterminismMeasurements& m, const std::string& name)
{
    for (const VariantMeasurement& v : m.variants)
        if (v.name == name && v.ran)
            return &v;
    return nullptr;
}

std::string voxelsText(std::int64_t n)
{
    return std::to_string(n) + (n == 1 ? " voxel" : " voxels");
}

std::string diffText(double d)
{
    return formatGeneral(d, 3);
}

void addMeasurements(Finding& f, double maxAbsDiff, std::int64_t differing, std::int64_t flips)
{
    f.measurements.push_back({"max_abs_diff", maxAbsDiff, "probability"});
    f.measurements.push_back({"voxels_differing", static_cast<double>(differing), "voxels"});
    f.measurements.push_back({"argmax_flips", static_cast<double>(flips), "voxels"});
}

// model.training_mode, rewritten with what eval mode changed. Empty code when there is nothing to say.
Finding trainingModeFinding(const DeterminismMeasurements& m)
{
    const EvalModeMeasurement& e = m.evalMode;
    const std::vector<std::string>& named = e.namedModules.empty() ? e.trainingModules : e.namedModules;
    const std::string modules = join(named, ", ");
    const std::string fix =
        "Call model.eval() before torch.jit.script/trace and save again (or model.eval() before "
        "inference in your pipeline).";
    if (!m.main.bitIdentical && e.eval.bitIdentical) {
        Finding f = makeFinding(
            "model.training_mode", m.main.argmaxFlips > 0 ? Severity::Error : Severity::Warning,
            "Submodule(s) left in training mode make the output random: " + modules +
                ". Repeats differ by up to " + diffText(m.main.maxAbsDiff) + " in probability at " +
                voxelsText(m.main.voxelsDiffering) + " (" + voxelsText(m.main.argmaxFlips) +
                " change label); in eval mode the repeats are bit-identical.",
            fix);
        addMeasurements(f, m.main.maxAbsDiff, m.main.voxelsDiffering, m.main.argmaxFlips);
        f.evidence = named;
        return f;
    }
    if (e.trainVsEval.voxelsDiffering > 0) {
        Finding f = makeFinding(
            "model.training_mode", e.trainVsEval.labelChanges > 0 ? Severity::Error : Severity::Warning,
            "Submodule(s) left in training mode change the output: " + modules + ". " +
                (m.main.bitIdentical
                     ? "The repeats are identical, but the answer is wrong: batch norm in training "
                       "mode takes its statistics from the batch (with batch 1, from this one case) "
                       "instead of the running statistics. "
                     : std::string()) +
                "Eval mode differs by up to " + diffText(e.trainVsEval.maxAbsDiff) +
                " in probability and changes " + voxelsText(e.trainVsEval.labelChanges) +
                "' labels (mean Dice " + formatFixed(e.trainVsEval.meanDice, 3) + ").",
            fix);
        addMeasurements(f, e.trainVsEval.maxAbsDiff, e.trainVsEval.voxelsDiffering,
                        e.trainVsEval.labelChanges);
        f.evidence = named;
        return f;
    }
    Finding f =
        makeFinding("model.training_mode", Severity::Info,
                    "Submodule(s) are in training mode (" + modules +
                        "), but on this input eval mode gives bit-identical output: no measurable effect.",
                    fix);
    f.evidence = e.trainingModules;
    return f;
}

std::vector<std::string> tracedModules(const TracedTrainingMeasurement& t, const char* kind)
{
    std::vector<std::string> modules;
    for (const TracedTrainingNode& n : t.nodes)
        if (n.kind == kind && std::find(modules.begin(), modules.end(), n.module) == modules.end())
            modules.push_back(n.module);
    return modules;
}

std::vector<std::string> tracedNodes(const TracedTrainingMeasurement& t, const char* kind)
{
    std::vector<std::string> nodes;
    for (const TracedTrainingNode& n : t.nodes)
        if (n.kind == kind)
            nodes.push_back(tracedNodeText(n));
    return nodes;
}

// model.traced_training_mode with what the constants did: random repeats (dropout), and a batch-dependent
// output (batch norm), a warning even when the repeats are bit-identical.
Finding tracedFinding(const DeterminismMeasurements& m)
{
    const TracedTrainingMeasurement& t = m.traced;
    const std::vector<std::string> random = tracedNodes(t, "random"),
                                   batch = tracedNodes(t, "batch_statistics");
    std::string message = "The model was traced in training mode: export again after model.eval().";
    bool error = false;
    if (!random.empty()) {
        message += " Dropout is fixed on in the graph (" + join(random, "; ") + ")";
        if (!m.main.bitIdentical) {
            message += ": repeats differ by up to " + diffText(m.main.maxAbsDiff) + " in probability at " +
                       voxelsText(m.main.voxelsDiffering) + " (" + voxelsText(m.main.argmaxFlips) +
                       " change label)";
            if (t.ran && t.off.bitIdentical)
                message += "; with the constant switched off they are bit-identical";
            error = m.main.argmaxFlips > 0;
        }
        message += ".";
    }
    if (!batch.empty()) {
        message += " Batch norm always uses each batch's own statistics (" + join(batch, "; ") + ")";
        if (t.batchProofRan)
            message +=
                std::string(t.batchDependent ? ": " : ", but here ") + "the same " + shapeText(t.patchShape) +
                " patch run alone and next to a patch of zeros gives outputs " + "that differ by up to " +
                diffText(t.batchMaxAbsDiff) + " (largest output " + diffText(t.outputMaxAbs) + ")";
        message += ".";
    }
    if (t.ran && t.tracedVsOff.voxelsDiffering > 0) {
        message += " As exported after eval() the output would differ by up to " +
                   diffText(t.tracedVsOff.maxAbsDiff) + " in probability and " +
                   voxelsText(t.tracedVsOff.labelChanges) + " would change label.";
        error = error || t.tracedVsOff.labelChanges > 0;
    }
    Finding f =
        makeFinding("model.traced_training_mode", error ? Severity::Error : Severity::Warning, message,
                    "Call model.eval() before torch.jit.trace(model, example) and save again; switching "
                    "modules to eval does nothing, the flag is a constant in the traced graph.");
    addMeasurements(f, m.main.maxAbsDiff, m.main.voxelsDiffering, m.main.argmaxFlips);
    if (t.batchProofRan)
        f.measurements.push_back({"batch_max_abs_diff", t.batchMaxAbsDiff, "model output"});
    if (t.ran) {
        f.measurements.push_back({"as_eval_max_abs_diff", t.tracedVsOff.maxAbsDiff, "probability"});
        f.measurements.push_back(
            {"as_eval_label_changes", static_cast<double>(t.tracedVsOff.labelChanges), "voxels"});
    }
    f.evidence = random;
    f.evidence.insert(f.evidence.end(), batch.begin(), batch.end());
    return f;
}

struct Source
{
    std::string kind; // "" when deterministic
    std::vector<std::string> modules;
    std::string words;
};

Source findSource(const DeterminismMeasurements& m, bool nondeterministic)
{
    if (!nondeterministic)
        return {};
    const EvalModeMeasurement& e = m.evalMode;
    if (e.ran && !m.main.bitIdentical && e.eval.bitIdentical) {
        const auto& modules = e.namedModules.empty() ? e.trainingModules : e.namedModules;
        return {"training_mode", modules, "submodule(s) in training mode: " + join(modules, ", ")};
    }
    const std::vector<std::string> traced = tracedModules(m.traced, "random");
    if (!m.main.bitIdentical && !traced.empty() && (!m.traced.ran || m.traced.off.bitIdentical))
        return {"traced_training_mode", traced,
                "dropout fixed on in the traced graph (traced in training mode: export again after "
                "model.eval()): " +
                    join(traced, ", ")};
    const VariantMeasurement* det = variant(m, "deterministic");
    if ((det && !det->b.bitIdentical && det->a.bitIdentical) ||
        (m.deterministicAlgorithms && m.deterministicAlgorithms->bitIdentical))
        return {"nondeterministic_kernel",
                {},
                "nondeterministic kernels (the differences vanish with deterministic "
                "algorithms on)"};
    const VariantMeasurement* bench = variant(m, "cudnn-benchmark");
    if (bench && !bench->a.bitIdentical && bench->b.bitIdentical)
        return {"nondeterministic_kernel",
                {},
                "cuDNN benchmark mode (its repeats differ, without it they do not)"};
    return {"unknown", {}, "an unknown source (neither eval mode nor deterministic algorithms remove it)"};
}

Finding comparisonFinding(const char* code, const VariantMeasurement& v, const std::string& what,
                          const std::string& fix)
{
    const bool flips = v.across.labelChanges > 0;
    Finding f = makeFinding(code, flips ? Severity::Warning : Severity::Info,
                            what + ": " + v.labelA + " and " + v.labelB + " differ by up to " +
                                diffText(v.across.maxAbsDiff) + " in probability at " +
                                voxelsText(v.across.voxelsDiffering) + "; " +
                                (flips ? voxelsText(v.across.labelChanges) + " change label."
                                       : "no label changes (float rounding)."),
                            fix);
    addMeasurements(f, v.across.maxAbsDiff, v.across.voxelsDiffering, v.across.labelChanges);
    return f;
}

Findings variantFindings(const DeterminismMeasurements& m, const Source& source)
{
    Findings out;
    if (source.kind == "nondeterministic_kernel") {
        Finding f =
            makeFinding("model.nondeterministic_kernel", Severity::Warning,
                        "The repeats differ because of " + source.words + ".",
                        "Set torch.use_deterministic_algorithms(True), torch.backends.cudnn.deterministic = "
                        "True and benchmark = False, and CUBLAS_WORKSPACE_CONFIG=:4096:8, when reruns must "
                        "match.");
        addMeasurements(f, m.main.maxAbsDiff, m.main.voxelsDiffering, m.main.argmaxFlips);
        out.push_back(std::move(f));
    }
    if (source.kind == "unknown") {
        Finding f =
            makeFinding("model.nondeterministic_output", Severity::Warning,
                        "The repeats differ, and neither eval mode nor deterministic algorithms remove it.",
                        "Look for randomness in the model's forward (torch.rand, dropout called as a "
                        "function with training=True) or in the preprocessing.");
        addMeasurements(f, m.main.maxAbsDiff, m.main.voxelsDiffering, m.main.argmaxFlips);
        out.push_back(std::move(f));
    }
    // With random repeats, A against B measures the randomness, not the switch: no finding from them.
    if (!m.main.bitIdentical)
        return out;
    if (const auto* v = variant(m, "tf32"); v && v->across.maxAbsDiff > kTf32Tolerance)
        out.push_back(
            comparisonFinding("model.tf32_sensitivity", *v, "The output depends on TF32",
                              "Turn TF32 off (torch.backends.cuda.matmul.allow_tf32 = False, "
                              "torch.backends.cudnn.allow_tf32 = False) where these differences matter."));
    if (const auto* v = variant(m, "threads"); v && v->across.voxelsDiffering > 0)
        out.push_back(
            comparisonFinding("model.thread_sensitivity", *v, "The output depends on the CPU thread count",
                              "Fix torch.set_num_threads() where reruns on other machines must match."));
    if (const auto* v = variant(m, "cpu-vs-cuda"); v && v->across.voxelsDiffering > 0)
        out.push_back(comparisonFinding(
            "model.device_mismatch", *v, "The output depends on the device",
            v->across.labelChanges > 0
                ? "Check the voxels that change label; validate on the device you deploy on."
                : std::string()));
    return out;
}

nlohmann::json variantJson(const VariantMeasurement& v, bool comparable)
{
    if (!v.ran)
        return {{"ran", false}, {"skipped", v.skipped}};
    nlohmann::json a = repeatJson(v.a), b = repeatJson(v.b);
    a["label"] = v.labelA;
    b["label"] = v.labelB;
    return {{"ran", true},
            {"a", a},
            {"b", b},
            {"max_abs_diff", v.across.maxAbsDiff},
            {"voxels_differing", v.across.voxelsDiffering},
            {"argmax_flips", v.across.labelChanges},
            {"mean_dice", v.across.meanDice},
            {"comparable", comparable}};
}

nlohmann::json evalJson(const EvalModeMeasurement& e)
{
    if (!e.ran)
        return nullptr;
    return {{"training_modules", e.trainingModules},
            {"named_modules", e.namedModules},
            {"eval_runs", e.eval.runs},
            {"eval_bit_identical", e.eval.bitIdentical},
            {"eval_max_abs_diff", e.eval.maxAbsDiff},
            {"train_vs_eval_max_abs_diff", e.trainVsEval.maxAbsDiff},
            {"train_vs_eval_voxels_differing", e.trainVsEval.voxelsDiffering},
            {"train_vs_eval_argmax_flips", e.trainVsEval.labelChanges},
            {"train_vs_eval_mean_dice", e.trainVsEval.meanDice}};
}

nlohmann::json tracedJson(const TracedTrainingMeasurement& t)
{
    if (t.nodes.empty())
        return nullptr;
    nlohmann::json nodes = nlohmann::json::array();
    for (const TracedTrainingNode& n : t.nodes)
        nodes.push_back({{"module", n.module}, {"node", n.node}, {"kind", n.kind}});
    nlohmann::json doc = {{"nodes", nodes}, {"constants_off_ran", t.ran}};
    if (!t.skipped.empty())
        doc["constants_off_skipped"] = t.skipped;
    if (t.ran) {
        doc["constants_off_bit_identical"] = t.off.bitIdentical;
        doc["traced_vs_off_max_abs_diff"] = t.tracedVsOff.maxAbsDiff;
        doc["traced_vs_off_argmax_flips"] = t.tracedVsOff.labelChanges;
    }
    doc["batch_proof_ran"] = t.batchProofRan;
    if (t.batchProofRan)
        doc["batch_proof"] = {{"patch_shape", t.patchShape},
                              {"max_abs_diff", t.batchMaxAbsDiff},
                              {"output_max_abs", t.outputMaxAbs},
                              {"values_differing", t.batchValuesDiffering},
                              {"batch_dependent", t.batchDependent}};
    else if (!t.batchProofSkipped.empty())
        doc["batch_proof_skipped"] = t.batchProofSkipped;
    return doc;
}

std::string summaryText(const DeterminismMeasurements& m, bool nondeterministic, const Source& source)
{
    std::string text = std::to_string(m.repeats) + " repeats on " + m.device.device;
    if (m.main.bitIdentical)
        text += " are bit-identical.";
    else
        text += " differ by up to " + diffText(m.main.maxAbsDiff) + " in probability at " +
                voxelsText(m.main.voxelsDiffering) + " (" + voxelsText(m.main.argmaxFlips) +
                " change label).";
    if (nondeterministic)
        text = "Nondeterministic: " + text + " Source: " + source.words + ".";
    else
        text = "Deterministic: " + text;
    for (const VariantMeasurement& v : m.variants) {
        if (v.ran && !m.main.bitIdentical)
            text += " " + v.name + ": not comparable while the repeats themselves differ.";
        else if (v.ran && v.across.voxelsDiffering > 0)
            text += " " + v.name + ": " + v.labelA + " vs " + v.labelB + " differ by up to " +
                    diffText(v.across.maxAbsDiff) + " (" + voxelsText(v.across.labelChanges) +
                    " change label).";
        else if (v.ran)
            text += " " + v.name + ": " + v.labelA + " vs " + v.labelB + " identical.";
    }
    if (m.traced.batchProofRan && m.traced.batchDependent)
        text += " But " + join(tracedModules(m.traced, "batch_statistics"), ", ") +
                " normalise(s) with each batch's statistics (traced in training mode: export again after "
                "model.eval()): one patch alone and next to a patch of zeros differs by up to " +
                diffText(m.traced.batchMaxAbsDiff) + ".";
    if (m.evalMode.ran && m.main.bitIdentical && m.evalMode.trainVsEval.voxelsDiffering > 0)
        text += " But eval mode gives another answer (" + voxelsText(m.evalMode.trainVsEval.labelChanges) +
                " change label): the training-mode output is repeatable and wrong.";
    return text;
}

} // namespace

ExperimentOutcome determinismOutcome(const DeterminismMeasurements& m)
{
    bool nondeterministic = !m.main.bitIdentical;
    for (const VariantMeasurement& v : m.variants)
        if (v.ran && ((v.a.runs > 1 && !v.a.bitIdentical) || (v.b.runs > 1 && !v.b.bitIdentical)))
            nondeterministic = true;
    const Source source = findSource(m, nondeterministic);

    ExperimentOutcome out;
    out.experiment = "model-determinism";
    out.verdict = nondeterministic ? "nondeterministic" : "deterministic";
    if (m.evalMode.ran)
        out.findings.push_back(trainingModeFinding(m));
    if (!m.traced.nodes.empty())
        out.findings.push_back(tracedFinding(m));
    for (Finding& f : variantFindings(m, source))
        out.findings.push_back(std::move(f));
    out.summary = summaryText(m, nondeterministic, source);

    nlohmann::json variants = nlohmann::json::object();
    for (const VariantMeasurement& v : m.variants)
        variants[v.name] = variantJson(v, m.main.bitIdentical);
    out.data = {{"repeats", m.repeats},
                {"device", m.device.device},
                {"device_description", m.device.description},
                {"voxels", m.voxels},
                {"bit_identical", m.main.bitIdentical},
                {"max_abs_diff", m.main.maxAbsDiff},
                {"voxels_differing", m.main.voxelsDiffering},
                {"argmax_flips", m.main.argmaxFlips},
                {"backend", m.backend},
                {"variants", variants},
                {"source", source.kind.empty() ? nlohmann::json() : nlohmann::json(source.kind)},
                {"source_modules", source.modules},
                {"eval_mode_comparison", evalJson(m.evalMode)},
                {"traced_training", tracedJson(m.traced)},
                {"deterministic_algorithms",
                 m.deterministicAlgorithms ? repeatJson(*m.deterministicAlgorithms) : nlohmann::json()}};
    return out;
}

} // namespace scansleuth::model
