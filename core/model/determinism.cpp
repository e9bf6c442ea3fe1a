// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The determinism experiment's runs: repeats, backend switches (ScopedBackendState), eval-mode clones.
// What the numbers mean is decided in determinismreport.cpp, without LibTorch.
#include "model/determinismreport.h"

#include "base/parallel.h"
#include "base/strings.h"
#include "model/torchsupport.h"
#include "model/tracedtraining.h"
#include "model/windowing.h"

#include <algorithm>
#include <memory>

namespace scansleuth::model {

namespace {

// n predictions of one configuration; the first kept for comparisons with other configurations.
struct Runs
{
    Prediction first;
    ClassMaps firstMaps;
    RepeatSummary summary;
    std::vector<float> disagreement;
};

Result<std::unique_ptr<Runs>> runRepeats(Model& model, const ModelExperimentInputs& in, int n,
                                         const BackendState& state, const Progress& progress)
{
    ScopedBackendState scoped(state);
    auto runs = std::make_unique<Runs>();
    std::unique_ptr<RepeatAccumulator> accumulator;
    for (int r = 0; r < n; ++r) {
        auto p = predict(model, in.images, in.specPath, in.inference,
                         progress.sub(double(r) / n, double(r + 1) / n));
        if (!p)
            return p.error();
        if (r == 0) {
            runs->first = std::move(*p);
            runs->firstMaps = classMaps(runs->first);
            accumulator = std::make_unique<RepeatAccumulator>(runs->firstMaps);
            continue;
        }
        if (Status s = accumulator->add(classMaps(*p)); !s)
            return s.error();
    }
    runs->summary.runs = n;
    runs->summary.bitIdentical = accumulator->bitIdentical();
    runs->summary.maxAbsDiff = accumulator->maxAbsDiff();
    runs->summary.voxelsDiffering = accumulator->voxelsDiffering();
    runs->summary.argmaxFlips = accumulator->argmaxFlips();
    runs->disagreement = accumulator->disagreement();
    if (runs->disagreement.empty())
        runs->disagreement.assign(runs->firstMaps.labels.size(), 0.0f);
    return runs;
}

// A deep copy with `path` ("" or "(root)" alone: the whole model) switched to eval mode.
Result<Model> evalClone(const Model& model, const std::string& path)
{
    auto clone = model.clone();
    if (!clone)
        return clone.error();
    try {
        torch::jit::Module& root = clone->impl().module;
        if (path.empty()) {
            root.eval();
        } else if (path == "(root)") {
            root.setattr("training", false);
        } else {
            for (const auto& named : root.named_modules())
                if (named.name == path) {
                    torch::jit::Module sub = named.value;
                    sub.eval();
                }
        }
    } catch (const std::exception& e) {
        return torchError(ErrorKind::Unsupported, "The model's training flag cannot be switched off.", e);
    }
    return clone;
}

nlohmann::json backendJson(const BackendState& s)
{
    return {{"deterministic_algorithms", s.deterministicAlgorithms},
            {"cudnn_deterministic", s.cudnnDeterministic},
            {"cudnn_benchmark", s.cudnnBenchmark},
            {"tf32_matmul", s.tf32Matmul},
            {"tf32_cudnn", s.tf32Cudnn},
            {"cpu_threads", s.cpuThreads}};
}

BackendState deterministicState(BackendState s, bool on)
{
    s.deterministicAlgorithms = on;
    s.cudnnDeterministic = on;
    if (on)
        s.cudnnBenchmark = false;
    return s;
}

// The models a run needs, loaded once: the main one, and others on the CPU or CUDA for variants.
class Models
{
public:
    Models(Model& main, const ModelExperimentInputs& in) : m_main(main), m_in(in) {}
    Result<Model*> on(bool cuda)
    {
        if (m_main.device().isCuda() == cuda)
            return &m_main;
        std::optional<Model>& slot = cuda ? m_cuda : m_cpu;
        if (!slot) {
            auto loaded = Model::load(m_in.modelPath, cuda ? DeviceRequest::Cuda : DeviceRequest::Cpu);
            if (!loaded)
                return loaded.error();
            slot = std::move(*loaded);
        }
        return &*slot;
    }

private:
    Model& m_main;
    const ModelExperimentInputs& m_in;
    std::optional<Model> m_cpu, m_cuda;
};

struct Side
{
    std::string label;
    bool cuda = false;
    BackendState state;
};

Result<VariantMeasurement> runVariant(const std::string& name, Models& models, const Runs& main,
                                      const ModelExperimentInputs& in, const BackendState& base,
                                      const Progress& progress)
{
    VariantMeasurement v;
    v.name = name;
    const bool mainCuda = main.first.device.isCuda();
    Side a, b;
    int sideRuns = 1;
    if (name == "cpu-vs-cuda") {
        if (!cudaAvailable()) {
            v.skipped =
                "CUDA is not available (" + cudaDescription() + "; LibTorch " + libtorchVersion() + ")";
            return v;
        }
        a = {"cpu", false, base};
        b = {"cuda", true, base};
    } else if (name == "tf32" || name == "cudnn-benchmark") {
        if (!mainCuda) {
            v.skipped = name == "tf32"
                            ? "TF32 exists on CUDA devices only; this run is on the CPU"
                            : "cuDNN benchmark mode exists on CUDA devices only; this run is on the CPU";
            return v;
        }
        a = b = {"", true, base};
        if (name == "tf32") {
            a.label = "TF32 on", b.label = "TF32 off";
            a.state.tf32Matmul = a.state.tf32Cudnn = true;
            b.state.tf32Matmul = b.state.tf32Cudnn = false;
        } else {
            a.label = "benchmark on", b.label = "benchmark off";
            a.state.cudnnBenchmark = true;
            b.state.cudnnBenchmark = false;
            sideRuns = 2; // benchmark mode may choose another algorithm on a later call
        }
    } else if (name == "deterministic") {
        a = {"deterministic algorithms on", mainCuda, deterministicState(base, true)};
        b = {"deterministic algorithms off", mainCuda, deterministicState(base, false)};
        sideRuns = std::clamp(in.repeats, 2, 3);
    } else if (name == "threads") {
        const int all = std::max<int>(2, static_cast<int>(threadLimit()));
        a = {"1 thread", false, base};
        b = {std::to_string(all) + " threads", false, base};
        a.state.cpuThreads = 1;
        b.state.cpuThreads = all;
    }
    v.labelA = a.label;
    v.labelB = b.label;
    std::unique_ptr<Runs> runs[2];
    const Side* sides[2] = {&a, &b};
    for (int s = 0; s < 2; ++s) {
        auto model = models.on(sides[s]->cuda);
        if (!model)
            return model.error();
        auto r = runRepeats(**model, in, sideRuns, sides[s]->state, progress.sub(s * 0.5, s * 0.5 + 0.5));
        if (!r)
            return r.error();
        runs[s] = std::move(*r);
    }
    v.a = runs[0]->summary;
    v.b = runs[1]->summary;
    auto across = compareMaps(runs[0]->firstMaps, runs[1]->firstMaps);
    if (!across)
        return across.error();
    v.across = *across;
    v.ran = true;
    return v;
}

Status measureEvalMode(Model& model, const Runs& main, const ModelExperimentInputs& in,
                       const BackendState& base, EvalModeMeasurement& out, const Progress& progress)
{
    out.trainingModules = model.info().trainingModules;
    if (out.trainingModules.empty())
        return {};
    const int n = std::clamp(in.repeats, 2, 3);
    auto whole = evalClone(model, "");
    if (!whole)
        return whole.error();
    auto evalRuns = runRepeats(*whole, in, n, base, progress.sub(0.0, 0.5));
    if (!evalRuns)
        return evalRuns.error();
    out.eval = (*evalRuns)->summary;
    auto trainVsEval = compareMaps(main.firstMaps, (*evalRuns)->firstMaps);
    if (!trainVsEval)
        return trainVsEval.error();
    out.trainVsEval = *trainVsEval;
    out.ran = true;
    // Which module does it: each one alone switched to eval either makes the repeats identical or changes
    // the output. Up to 8 modules; past that the whole list is named.
    if (out.trainingModules.size() > 8 || (main.summary.bitIdentical && out.trainVsEval.voxelsDiffering == 0))
        return {};
    for (std::size_t i = 0; i < out.trainingModules.size(); ++i) {
        const std::string& path = out.trainingModules[i];
        auto one = evalClone(model, path);
        if (!one)
            return one.error();
        const double step = 0.5 / static_cast<double>(out.trainingModules.size());
        auto runs = runRepeats(*one, in, main.summary.bitIdentical ? 1 : 2, base,
                               progress.sub(0.5 + i * step, 0.5 + (i + 1) * step));
        if (!runs)
            return runs.error();
        auto changed = compareMaps(main.firstMaps, (*runs)->firstMaps);
        const bool steadied = !main.summary.bitIdentical && (*runs)->summary.bitIdentical;
        if (steadied || (changed && main.summary.bitIdentical && changed->voxelsDiffering > 0))
            out.namedModules.push_back(path);
    }
    return {};
}

// A fresh copy of the model from its file with training constants switched off (a fresh load: its graphs
// have not run yet, so the rewrite takes effect).
Result<Model> constantsOff(const Model& model, const ModelExperimentInputs& in, ConstantKinds kinds)
{
    auto copy = Model::load(in.modelPath, model.device().isCuda() ? DeviceRequest::Cuda : DeviceRequest::Cpu);
    if (!copy)
        return copy.error();
    try {
        switchOffTrainingConstants(copy->impl().module, kinds);
    } catch (const std::exception& e) {
        return torchError(ErrorKind::Unsupported, "The traced training constants cannot be switched off.", e);
    }
    return copy;
}

// The first patch of the inference (the whole prepared input without one), [1, C, d0, d1, d2] on the CPU.
Result<torch::Tensor> firstPatch(const ModelExperimentInputs& in)
{
    auto spec = specOrDefault(in.specPath, int(in.images.size()));
    if (!spec)
        return spec.error();
    auto prepared = preprocess::prepare(*spec, in.images);
    if (!prepared)
        return prepared.error();
    torch::Tensor x = preparedToTensor(*prepared, spec->tensorLayout);
    const auto patch = patchInTensorOrder(in.inference.patch, spec->tensorLayout);
    for (int a = 0; a < 3; ++a)
        if (patch[std::size_t(a)] > 0)
            x = x.narrow(2 + a, 0, std::min(patch[std::size_t(a)], x.size(2 + a)));
    return x.contiguous();
}

// Batch norm with batch statistics makes a patch's output depend on its batch: run it alone and next to a
// patch of zeros (as a batch of two), and compare the first output of each.
void batchProof(Model& model, const torch::Tensor& patch, TracedTrainingMeasurement& out)
{
    try {
        torch::NoGradGuard noGrad;
        c10::InferenceMode inferenceMode;
        torch::jit::Module& module = model.impl().module;
        const torch::Tensor x = patch.to(model.impl().device);
        const torch::Tensor alone = forwardTensor(module, x).to(torch::kCPU, torch::kFloat64);
        const torch::Tensor inBatch = forwardTensor(module, torch::cat({x, torch::zeros_like(x)}, 0))
                                          .narrow(0, 0, 1)
                                          .to(torch::kCPU, torch::kFloat64);
        const torch::Tensor diff = (alone - inBatch).abs();
        out.patchShape = patch.sizes().vec();
        out.outputMaxAbs = alone.abs().max().item<double>();
        out.batchMaxAbsDiff = diff.max().item<double>();
        const double noise = 1e-4 * std::max(1.0, out.outputMaxAbs);
        out.batchValuesDiffering = diff.gt(noise * 0.1).sum().item<std::int64_t>();
        out.batchDependent = out.batchMaxAbsDiff > noise;
        out.batchProofRan = true;
    } catch (const std::exception& e) {
        out.batchProofSkipped = "the patch alone or in a batch of two failed: " + shortTorchMessage(e);
    }
}

Status measureTraced(Model& model, const Runs& main, const ModelExperimentInputs& in,
                     const BackendState& base, TracedTrainingMeasurement& out, const Progress& progress)
{
    out.nodes = model.info().tracedTraining;
    if (out.nodes.empty())
        return {};
    auto off = constantsOff(model, in, ConstantKinds::All);
    if (!off) {
        out.skipped = off.error().message + " " + off.error().detail;
    } else {
        auto runs = runRepeats(*off, in, std::clamp(in.repeats, 2, 3), base, progress.sub(0.0, 0.7));
        if (!runs)
            return runs.error();
        out.off = (*runs)->summary;
        auto compared = compareMaps(main.firstMaps, (*runs)->firstMaps);
        if (!compared)
            return compared.error();
        out.tracedVsOff = *compared;
        out.ran = true;
    }
    const bool batchStatistics = std::any_of(out.nodes.begin(), out.nodes.end(),
                                             [](const auto& t) { return t.kind == "batch_statistics"; });
    if (!batchStatistics)
        return {};
    auto patch = firstPatch(in);
    if (!patch)
        return patch.error();
    auto noDropout = constantsOff(model, in, ConstantKinds::RandomOnly);
    if (!noDropout) {
        out.batchProofSkipped = noDropout.error().message;
        return {};
    }
    batchProof(*noDropout, *patch, out);
    progress.report(1.0, "traced training constants");
    return {};
}

Status checkInputs(const ModelExperimentInputs& in)
{
    if (in.repeats < 2)
        return makeError(ErrorKind::Invalid, "The determinism experiment needs at least 2 repeats (got " +
                                                 std::to_string(in.repeats) + ").");
    if (in.repeats > 100)
        return makeError(ErrorKind::Invalid, "At most 100 repeats (got " + std::to_string(in.repeats) + ").");
    if (in.images.empty())
        return makeError(ErrorKind::Invalid, "The determinism experiment needs an input image.");
    for (const std::string& v : in.variants)
        if (std::find(determinismVariantNames().begin(), determinismVariantNames().end(), v) ==
            determinismVariantNames().end())
            return makeError(ErrorKind::Invalid, "Unknown determinism variant '" + v + "': use " +
                                                     join(determinismVariantNames(), ", ") + ".");
    return {};
}

} // namespace

const std::vector<std::string>& determinismVariantNames()
{
    static const std::vector<std::string> names = {"cpu-vs-cuda", "tf32", "deterministic", "cudnn-benchmark",
                                                   "threads"};
    return names;
}

Result<ExperimentOutcome> determinismExperiment(const ModelExperimentInputs& in, const Progress& progress)
{
    if (Status s = checkInputs(in); !s)
        return s.error();
    auto model = Model::load(in.modelPath, in.device);
    if (!model)
        return model.error();
    const BackendState base = currentBackendState();
    DeterminismMeasurements m;
    m.repeats = in.repeats;
    m.device = model->device();
    m.modelFindings = model->info().findings;
    m.backend = backendJson(base);

    auto main = runRepeats(*model, in, in.repeats, base, progress.sub(0.0, 0.4));
    if (!main)
        return main.error();
    const Runs& runs = **main;
    m.main = runs.summary;
    m.voxels = static_cast<std::int64_t>(runs.firstMaps.labels.size());

    if (Status s = measureEvalMode(*model, runs, in, base, m.evalMode, progress.sub(0.4, 0.5)); !s)
        return s.error();
    if (Status s = measureTraced(*model, runs, in, base, m.traced, progress.sub(0.5, 0.6)); !s)
        return s.error();

    Models models(*model, in);
    for (std::size_t i = 0; i < determinismVariantNames().size(); ++i) {
        const std::string& name = determinismVariantNames()[i];
        if (std::find(in.variants.begin(), in.variants.end(), name) == in.variants.end())
            continue;
        const double step = 0.3 / static_cast<double>(determinismVariantNames().size());
        auto v = runVariant(name, models, runs, in, base, progress.sub(0.6 + i * step, 0.6 + (i + 1) * step));
        if (!v)
            return v.error();
        m.variants.push_back(std::move(*v));
    }

    // Repeats differ and eval mode does not explain it: do they settle with deterministic algorithms?
    const bool explainedByEval =
        (m.evalMode.ran && m.evalMode.eval.bitIdentical) || (m.traced.ran && m.traced.off.bitIdentical);
    const bool measured = std::any_of(m.variants.begin(), m.variants.end(), [](const VariantMeasurement& v) {
        return v.name == "deterministic" && v.ran;
    });
    if (!m.main.bitIdentical && !explainedByEval && !measured) {
        auto settled = runRepeats(*model, in, std::clamp(in.repeats, 2, 3), deterministicState(base, true),
                                  progress.sub(0.9, 1.0));
        if (!settled)
            return settled.error();
        m.deterministicAlgorithms = (*settled)->summary;
    }

    ExperimentOutcome outcome = determinismOutcome(m);
    markNonFiniteOutcome(outcome, nonFiniteFinding(runs.first.nonFinite));
    volume::Geometry grid = runs.first.labels.geometry();
    auto map = volume::Volume::allocate(volume::PixelType::Float32, grid);
    if (!map)
        return map.error();
    std::copy(runs.disagreement.begin(), runs.disagreement.end(), map->voxels<float>().begin());
    outcome.maps.push_back({"disagreement", std::move(*map)});
    progress.report(1.0, "determinism");
    return outcome;
}

} // namespace scansleuth::model
