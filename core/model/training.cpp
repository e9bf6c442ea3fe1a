// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The training experiments that need LibTorch: overfit a small batch, gradient flow, and the initial loss.
// They measure; trainingrules.cpp judges.
#include "model/experiments.h"
#include "model/torchsupport.h"
#include "model/trainingsupport.h"

#include <torch/torch.h> // the optimisers and nn::functional: only training needs the C++ frontend

#include <chrono>
#include <cmath>
#include <set>

namespace scansleuth::model {

namespace {

using Clock = std::chrono::steady_clock;
constexpr std::int64_t kIgnore = -100; // cross_entropy's default ignore_index
constexpr int kDefaultSteps = 150;

double secondsSince(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

// One model and one batch on one device, with the labels made ready for the loss.
struct Session
{
    Model model;
    torch::Device device{torch::kCPU};
    TrainingBatch batch;
    torch::Tensor images; // [N, C, D, H, W]
    torch::Tensor labels; // [N, D, H, W], kIgnore where the mask's label is not a class
    int classes = 0;
    std::vector<std::int64_t> outOfRange;
    std::int64_t outOfRangeVoxels = 0;
    std::string loss;
};

torch::jit::Module& moduleOf(Session& s)
{
    return s.model.impl().module;
}

Result<torch::Tensor> checkedForward(Session& s)
{
    torch::Tensor out = forwardTensor(moduleOf(s), s.images);
    const auto& z = s.batch.size;
    if (out.dim() != 5 || out.size(0) != s.batch.cases || out.size(2) != z[0] || out.size(3) != z[1] ||
        out.size(4) != z[2])
        return makeError(ErrorKind::Unsupported,
                         "The model's output has shape " + c10::str(out.sizes()) +
                             ": the training experiments need logits [N, C, D, H, W] on the input's grid " +
                             c10::str(s.images.sizes()) + ".");
    return out;
}

Result<Session> openSession(const ModelExperimentInputs& inputs, const Progress& progress)
{
    auto batch = buildTrainingBatch(inputs, true, progress.sub(0.0, 0.1));
    if (!batch)
        return batch.error();
    auto model = Model::load(inputs.modelPath, inputs.device);
    if (!model)
        return model.error();
    Session s;
    s.model = *model;
    s.device = torchDevice(s.model.device());
    s.batch = std::move(*batch);
    s.loss = inputs.loss.empty() ? "ce" : inputs.loss;
    if (s.loss != "ce" && s.loss != "dice-ce")
        return makeError(ErrorKind::Invalid, "Unknown loss '" + s.loss + "': use ce or dice-ce.");
    const auto& b = s.batch;
    s.images = torch::from_blob(s.batch.images.data(), {b.cases, b.channels, b.size[0], b.size[1], b.size[2]},
                                torch::kFloat)
                   .clone()
                   .to(s.device);
    torch::Tensor labels =
        torch::from_blob(s.batch.labels.data(), {b.cases, b.size[0], b.size[1], b.size[2]}, torch::kLong)
            .clone();
    torch::NoGradGuard noGrad;
    moduleOf(s).train(false);
    auto out = checkedForward(s);
    if (!out)
        return out.error();
    const int channels = int(out->size(1));
    if (inputs.classes > 0 && inputs.classes != channels && !(inputs.classes == 2 && channels == 1))
        return makeError(ErrorKind::Invalid, "The model has " + std::to_string(channels) +
                                                 " output channels, but " + std::to_string(inputs.classes) +
                                                 " classes were given.");
    s.classes = channels == 1 ? 2 : channels; // one channel: a binary sigmoid output
    const std::int64_t top = channels == 1 ? 1 : channels - 1;
    for (std::int64_t v : b.labelSet)
        if (v < 0 || v > top)
            s.outOfRange.push_back(v);
    const torch::Tensor bad = (labels < 0) | (labels > top);
    s.outOfRangeVoxels = bad.sum().item<std::int64_t>();
    if (s.outOfRangeVoxels == labels.numel()) {
        std::string values;
        for (std::int64_t v : s.outOfRange)
            values += (values.empty() ? "" : ", ") + std::to_string(v);
        return makeError(ErrorKind::Invalid, "No voxel of the batch has a label the model's " +
                                                 std::to_string(channels) +
                                                 "-channel output can learn (labels " + values +
                                                 "): give the right --classes, or map the labels to 0..C-1.");
    }
    s.labels = labels.masked_fill(bad, kIgnore).to(s.device);
    return s;
}

// Cross-entropy (BCE with logits for one channel), plus the soft Dice of the foreground classes for dice-ce.
torch::Tensor lossOf(const torch::Tensor& logits, const torch::Tensor& target, const std::string& kind)
{
    const torch::Tensor valid = (target != kIgnore).unsqueeze(1).to(logits.scalar_type());
    const torch::Tensor safe = target.clamp_min(0);
    torch::Tensor ce, probabilities, truth;
    if (logits.size(1) == 1) {
        truth = safe.unsqueeze(1).to(logits.scalar_type());
        ce = torch::binary_cross_entropy_with_logits(logits, truth, valid, {}, at::Reduction::Sum) /
             valid.sum().clamp_min(1);
        probabilities = torch::sigmoid(logits);
    } else {
        ce = torch::nn::functional::cross_entropy(logits, target);
        if (kind != "dice-ce")
            return ce;
        probabilities = torch::softmax(logits, 1).narrow(1, 1, logits.size(1) - 1);
        truth =
            torch::one_hot(safe, logits.size(1)).permute({0, 4, 1, 2, 3}).narrow(1, 1, logits.size(1) - 1);
        truth = truth.to(logits.scalar_type());
    }
    if (kind != "dice-ce")
        return ce;
    const std::vector<std::int64_t> dims{0, 2, 3, 4}; // batch Dice: one value a class over all cases
    const torch::Tensor p = probabilities * valid, g = truth * valid;
    const torch::Tensor dice = (2 * (p * g).sum(dims) + 1e-5) / (p.sum(dims) + g.sum(dims) + 1e-5);
    return ce + (1 - dice.mean());
}

// Hard Dice of the argmax against the labels, averaged over the foreground classes present in either.
double batchDice(const torch::Tensor& logits, const torch::Tensor& target)
{
    const torch::Tensor valid = target != kIgnore;
    const torch::Tensor predicted =
        logits.size(1) == 1 ? (logits.squeeze(1) > 0).to(torch::kLong) : logits.argmax(1);
    const std::int64_t classes = std::max<std::int64_t>(2, logits.size(1));
    double sum = 0.0;
    int counted = 0;
    for (std::int64_t c = 1; c < classes; ++c) {
        const torch::Tensor a = (predicted == c) & valid, b = target == c;
        const double both = double(a.sum().item<std::int64_t>() + b.sum().item<std::int64_t>());
        if (both == 0)
            continue;
        sum += 2.0 * double((a & b).sum().item<std::int64_t>()) / both;
        ++counted;
    }
    return counted ? sum / counted : 1.0;
}

std::vector<GradientReading> readGradients(torch::jit::Module& module)
{
    std::vector<GradientReading> readings;
    for (const auto& p : module.named_parameters(true)) {
        GradientReading r;
        r.name = p.name;
        r.shape = p.value.sizes().vec();
        r.requiresGrad = p.value.requires_grad();
        const torch::Tensor value = p.value.detach();
        r.paramNorm = value.to(torch::kDouble).norm().item<double>();
        r.paramAllZero = value.numel() > 0 && (value == 0).all().item<bool>();
        const torch::Tensor grad = p.value.grad();
        r.hasGrad = grad.defined();
        if (r.hasGrad) {
            r.gradNonFinite = (~torch::isfinite(grad)).sum().item<std::int64_t>();
            r.gradNorm = grad.to(torch::kDouble).norm().item<double>();
        }
        readings.push_back(r);
    }
    return readings;
}

std::vector<std::string> parameterNames(const std::vector<GradientReading>& readings, bool trainable)
{
    std::vector<std::string> names;
    for (const GradientReading& r : readings)
        if (r.requiresGrad == trainable)
            names.push_back(r.name);
    return names;
}

double expectedLoss(const Session& s)
{
    return std::log(double(s.classes));
}

nlohmann::json sessionJson(const Session& s, const ModelExperimentInputs& inputs)
{
    return {{"cases", s.batch.cases},
            {"patch", s.batch.size},
            {"classes", s.classes},
            {"labels", s.batch.labelSet},
            {"device", s.model.device().device},
            {"device_description", s.model.device().description},
            {"loss_function", s.loss},
            {"seed", inputs.seed},
            {"notes", s.batch.notes}};
}

nlohmann::json gradientTable(const std::vector<GradientReading>& readings)
{
    const double median = medianGradientNorm(readings);
    nlohmann::json rows = nlohmann::json::array();
    for (const GradientReading& r : readings) {
        nlohmann::json row = {{"name", r.name},
                              {"shape", r.shape},
                              {"requires_grad", r.requiresGrad},
                              {"status", gradientStatus(r, median)},
                              {"param_norm", r.paramNorm}};
        row["grad_norm"] = r.hasGrad ? nlohmann::json(r.gradNorm) : nlohmann::json();
        row["ratio"] =
            r.hasGrad && r.paramNorm > 0 ? nlohmann::json(r.gradNorm / r.paramNorm) : nlohmann::json();
        rows.push_back(row);
    }
    return rows;
}

ExperimentOutcome outcomeNamed(const std::string& name)
{
    ExperimentOutcome o;
    o.experiment = name;
    return o;
}

// Why training cannot move the output, from the first step's gradients; empty when nothing is blocked.
Findings blockedTrainingFindings(const std::vector<GradientReading>& readings, bool outputRequiresGrad)
{
    Findings findings;
    const auto frozen = parameterNames(readings, false);
    const auto trainable = parameterNames(readings, true);
    bool anyGradient = false;
    for (const GradientReading& r : readings)
        anyGradient = anyGradient || (r.requiresGrad && r.hasGrad && r.gradNorm > 0 && r.gradNonFinite == 0);
    if (!trainable.empty() && !outputRequiresGrad) {
        findings.push_back(judgeGradients(readings, false).findings.front());
        return findings;
    }
    if (anyGradient)
        return findings;
    const auto zeros = frozenZeroParameters(readings);
    std::string message =
        trainable.empty()
            ? "No parameter has requires_grad on: every parameter is frozen (" + nameList(frozen) + ")."
            : "The output layer is frozen: " + nameList(frozen) + (frozen.size() == 1 ? " has" : " have") +
                  " requires_grad off" +
                  (zeros.empty()
                       ? ""
                       : " and " + nameList(zeros) + (zeros.size() == 1 ? " is" : " are") + " all zeros") +
                  ", so no gradient reaches the " + std::to_string(trainable.size()) +
                  " trainable parameters before it (" + nameList(trainable, 4) + ").";
    Finding f =
        makeFinding("model.frozen_output_layer", Severity::Error, message,
                    "Unfreeze the final layer (requires_grad=True) and initialise it with non-zero weights.");
    f.evidence = frozen;
    findings.push_back(f);
    return findings;
}

// Opens the session, runs `body` on it and adds the time taken; LibTorch exceptions become errors.
template <typename Body>
Result<ExperimentOutcome> withSession(const ModelExperimentInputs& inputs, const Progress& progress,
                                      const char* failure, Body body)
{
    const auto start = Clock::now();
    try {
        auto session = openSession(inputs, progress);
        if (!session)
            return session.error();
        Result<ExperimentOutcome> outcome = body(*session, inputs, progress);
        if (outcome) {
            outcome->data["seconds"] = secondsSince(start);
            progress.report(1.0, "done");
        }
        return outcome;
    } catch (const std::exception& e) {
        if (isOutOfMemory(e))
            return torchError(ErrorKind::TooLarge,
                              "The device ran out of memory on the batch; use a smaller patch (--patch).", e);
        return torchError(ErrorKind::Unsupported, failure, e);
    }
}

// What the optimiser did: the loss before each step and after the last, and the first step's gradients.
struct TrainingRun
{
    std::vector<int> steps;
    std::vector<double> losses;
    std::vector<GradientReading> firstReadings;
    bool outputRequiresGrad = true;
    std::string stopped; // why it ended early; empty when every step ran
    double finalLoss = 0.0, finalDice = 0.0;
};

// The parameters with requires_grad as saved: frozen ones stay frozen, as in the user's training.
std::unique_ptr<torch::optim::Optimizer> makeOptimiser(torch::jit::Module& module, const std::string& name,
                                                       double lr)
{
    std::vector<torch::Tensor> parameters;
    for (const torch::Tensor& p : module.parameters(true))
        if (p.requires_grad())
            parameters.push_back(p);
    if (parameters.empty())
        return nullptr;
    if (name == "adam")
        return std::make_unique<torch::optim::Adam>(parameters, torch::optim::AdamOptions(lr));
    return std::make_unique<torch::optim::SGD>(parameters, torch::optim::SGDOptions(lr));
}

Result<TrainingRun> train(Session& s, torch::optim::Optimizer* optimiser, int steps, const Progress& progress)
{
    TrainingRun run;
    for (int step = 0; step < steps; ++step) {
        if (!progress.report(0.1 + 0.85 * step / steps, "training"))
            return makeError(ErrorKind::Cancelled, "Cancelled.");
        if (optimiser)
            optimiser->zero_grad();
        auto out = checkedForward(s);
        if (!out)
            return out.error();
        const torch::Tensor loss = lossOf(*out, s.labels, s.loss);
        run.steps.push_back(step);
        run.losses.push_back(loss.item<double>());
        if (!std::isfinite(run.losses.back())) {
            run.stopped = "the loss became non-finite at step " + std::to_string(step);
            break;
        }
        run.outputRequiresGrad = loss.requires_grad();
        if (run.outputRequiresGrad)
            loss.backward();
        if (step == 0) {
            run.firstReadings = readGradients(moduleOf(s));
            if (!blockedTrainingFindings(run.firstReadings, run.outputRequiresGrad).empty()) {
                run.stopped = "no parameter can move the output, so training stopped after the first step";
                break;
            }
        }
        if (optimiser)
            optimiser->step();
    }
    // The final reading is taken as training sees the batch (training mode), without a gradient.
    torch::NoGradGuard noGrad;
    auto out = checkedForward(s);
    if (!out)
        return out.error();
    run.finalLoss = run.losses.back();
    if (std::isfinite(run.finalLoss)) {
        run.finalLoss = lossOf(*out, s.labels, s.loss).item<double>();
        run.steps.push_back(run.steps.back() + 1);
        run.losses.push_back(run.finalLoss);
    }
    run.finalDice = batchDice(*out, s.labels);
    return run;
}

// The verdict's words: the numbers, then the reason training could not get there.
void judgeOverfit(ExperimentOutcome& o, const Session& s, const TrainingRun& run, const std::string& how)
{
    const double initial = run.losses.front();
    const bool overfits =
        std::isfinite(run.finalLoss) && run.finalLoss < 0.05 * initial && run.finalDice > 0.95;
    o.verdict = overfits ? "overfits" : "fails-to-overfit";
    const std::string batch = std::to_string(s.batch.cases) + "-case batch: ";
    const std::string numbers =
        "the loss went from " + shortNumber(initial) + " to " + shortNumber(run.finalLoss) + " (" +
        shortNumber(100.0 * run.finalLoss / initial) + " % of the first) and the batch Dice is " +
        shortNumber(run.finalDice) + " after " + std::to_string(run.steps.back()) +
        (run.steps.back() == 1 ? " step of " : " steps of ") + how;
    if (overfits) {
        o.summary = "The model overfits the " + batch + numbers + ".";
        return;
    }
    // Without a first step's gradients (the first loss was already NaN) there is nothing to read them from.
    const Findings reasons = run.firstReadings.empty()
                                 ? Findings{}
                                 : blockedTrainingFindings(run.firstReadings, run.outputRequiresGrad);
    const std::string why = !reasons.empty() ? reasons.front().message
                            : !run.stopped.empty()
                                ? "T" + run.stopped.substr(1) + "."
                                : "Gradients reach the parameters, so suspect capacity, the "
                                  "learning rate, the loss or the labels.";
    o.summary = "The model cannot overfit the " + batch + numbers + ". " + why;
    Finding f =
        makeFinding("model.cannot_overfit", Severity::Error, o.summary,
                    "A model that cannot overfit a few cases cannot learn the dataset: fix the named cause "
                    "first.");
    f.measurements = {{"initial_loss", initial, "nats"},
                      {"final_loss", run.finalLoss, "nats"},
                      {"final_dice", run.finalDice, ""},
                      {"steps", double(run.steps.back()), ""}};
    o.findings.push_back(f);
    o.findings.insert(o.findings.end(), reasons.begin(), reasons.end());
}

Result<ExperimentOutcome> overfitOn(Session& s, const ModelExperimentInputs& inputs, const Progress& progress)
{
    torch::manual_seed(inputs.seed);
    moduleOf(s).train(true);
    const std::string optimiserName = inputs.optimiser.empty() ? "adam" : inputs.optimiser;
    if (optimiserName != "adam" && optimiserName != "sgd")
        return makeError(ErrorKind::Invalid, "Unknown optimiser '" + optimiserName + "': use adam or sgd.");
    const double lr = inputs.learningRate > 0 ? inputs.learningRate : (optimiserName == "adam" ? 1e-2 : 1e-1);
    const int steps = inputs.steps > 0 ? inputs.steps : kDefaultSteps;
    const auto optimiser = makeOptimiser(moduleOf(s), optimiserName, lr);
    const auto run = train(s, optimiser.get(), steps, progress);
    if (!run)
        return run.error();
    ExperimentOutcome o = outcomeNamed("model-overfit");
    judgeOverfit(o, s, *run, optimiserName + " (lr " + shortNumber(lr) + ")");
    if (!s.outOfRange.empty())
        o.findings.push_back(labelRangeFinding(s.outOfRange, s.outOfRangeVoxels, s.classes));
    o.data = sessionJson(s, inputs);
    o.data["steps"] = run->steps;
    o.data["loss"] = run->losses;
    o.data["initial_loss"] = run->losses.front();
    o.data["expected_initial_loss"] = expectedLoss(s);
    o.data["final_loss"] = run->finalLoss;
    o.data["final_dice"] = run->finalDice;
    o.data["optimiser"] = optimiserName;
    o.data["learning_rate"] = lr;
    o.data["requested_steps"] = steps;
    o.data["stopped"] = run->stopped;
    o.data["trainable_parameters"] = parameterNames(run->firstReadings, true);
    o.data["frozen_parameters"] = parameterNames(run->firstReadings, false);
    return o;
}

Result<ExperimentOutcome> gradientsOn(Session& s, const ModelExperimentInputs& inputs,
                                      const Progress& progress)
{
    torch::jit::Module& module = moduleOf(s);
    torch::manual_seed(inputs.seed);
    module.train(true);
    for (const torch::Tensor& p : module.parameters(true))
        if (p.grad().defined())
            p.mutable_grad() = torch::Tensor();
    auto out = checkedForward(s);
    if (!out)
        return out.error();
    const torch::Tensor loss = lossOf(*out, s.labels, s.loss);
    const bool outputRequiresGrad = loss.requires_grad();
    if (outputRequiresGrad)
        loss.backward();
    const auto readings = readGradients(module);
    const GradientJudgement j = judgeGradients(readings, outputRequiresGrad);
    ExperimentOutcome o = outcomeNamed("model-gradients");
    o.verdict = j.verdict;
    o.summary = j.summary;
    o.findings = j.findings;
    if (!s.outOfRange.empty())
        o.findings.push_back(labelRangeFinding(s.outOfRange, s.outOfRangeVoxels, s.classes));
    o.data = sessionJson(s, inputs);
    o.data["parameters"] = gradientTable(readings);
    o.data["median_grad_norm"] = medianGradientNorm(readings);
    o.data["output_requires_grad"] = outputRequiresGrad;
    o.data["initial_loss"] = loss.item<double>();
    o.data["expected_initial_loss"] = expectedLoss(s);
    o.data["thresholds"] = {{"exploding_absolute", kExplodingAbsolute},
                            {"exploding_relative", kExplodingRelative},
                            {"vanishing_relative", kVanishingRelative}};
    return o;
}

Result<ExperimentOutcome> initialLossOn(Session& s, const ModelExperimentInputs& inputs,
                                        const Progress& progress)
{
    // Eval mode: dropout off, so the value is the model's own, not one random mask's.
    torch::NoGradGuard noGrad;
    moduleOf(s).train(false);
    auto out = checkedForward(s);
    if (!out)
        return out.error();
    const torch::Tensor logits = out->to(torch::kDouble);
    InitialLossReading r;
    r.classes = s.classes;
    r.expected = expectedLoss(s);
    r.loss = lossOf(logits, s.labels, "ce").item<double>();
    r.logitMean = logits.mean().item<double>();
    r.logitStd = logits.std().item<double>();
    const bool inUnitRange = logits.min().item<double>() >= -1e-6 && logits.max().item<double>() <= 1 + 1e-6;
    const torch::Tensor probabilities =
        logits.size(1) == 1 ? torch::sigmoid(logits) : torch::softmax(logits, 1);
    r.meanMaxProbability = logits.size(1) == 1
                               ? torch::max(probabilities, 1 - probabilities).mean().item<double>()
                               : std::get<0>(probabilities.max(1)).mean().item<double>();
    r.looksLikeProbabilities =
        inUnitRange && (logits.size(1) == 1 || (logits.sum(1) - 1).abs().max().item<double>() < 1e-3);
    const torch::Tensor valid = s.labels.masked_select(s.labels != kIgnore).cpu();
    for (int c = 0; c < s.classes && valid.numel() > 0; ++c) {
        const double p = (valid == c).sum().item<double>() / double(valid.numel());
        r.priorEntropy -= p > 0 ? p * std::log(p) : 0.0;
    }
    r.outOfRangeLabels = s.outOfRange;
    r.outOfRangeVoxels = s.outOfRangeVoxels;
    const InitialLossJudgement j = judgeInitialLoss(r);
    ExperimentOutcome o = outcomeNamed("model-initial-loss");
    o.verdict = j.verdict;
    o.summary = j.summary;
    o.findings = j.findings;
    o.data = sessionJson(s, inputs);
    o.data["loss_function"] = logits.size(1) == 1 ? "bce" : "ce";
    o.data["mode"] = "eval";
    o.data["initial_loss"] = r.loss;
    o.data["expected_initial_loss"] = r.expected;
    o.data["deviation"] = r.loss - r.expected;
    o.data["logit_mean"] = r.logitMean;
    o.data["logit_std"] = r.logitStd;
    o.data["mean_max_probability"] = r.meanMaxProbability;
    o.data["outputs_look_like_probabilities"] = r.looksLikeProbabilities;
    o.data["label_entropy"] = r.priorEntropy;
    o.data["causes"] = j.causes;
    if (s.loss == "dice-ce")
        o.data["dice_ce_loss"] = lossOf(logits, s.labels, "dice-ce").item<double>();
    return o;
}

} // namespace

Result<ExperimentOutcome> overfitExperiment(const ModelExperimentInputs& inputs, const Progress& progress)
{
    return withSession(inputs, progress, "The model could not be trained on the batch.", overfitOn);
}

Result<ExperimentOutcome> gradientExperiment(const ModelExperimentInputs& inputs, const Progress& progress)
{
    return withSession(inputs, progress, "The gradient of the model could not be computed.", gradientsOn);
}

Result<ExperimentOutcome> initialLossExperiment(const ModelExperimentInputs& inputs, const Progress& progress)
{
    return withSession(inputs, progress, "The model's first loss could not be computed.", initialLossOn);
}

} // namespace scansleuth::model
