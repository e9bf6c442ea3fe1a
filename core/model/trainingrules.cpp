// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// From readings to verdicts: the rules of the gradient, initial-loss and activation experiments (thresholds
// in trainingsupport.h, explained in docs/models.md). No LibTorch here.
#include "model/trainingsupport.h"

#include "base/numberformat.h"
#include "base/strings.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>

namespace scansleuth::model {

std::string shortNumber(double value)
{
    if (!std::isfinite(value))
        return std::isnan(value) ? "nan" : (value > 0 ? "inf" : "-inf");
    return formatGeneral(value, 3);
}

std::string nameList(const std::vector<std::string>& names, std::size_t limit)
{
    std::vector<std::string> shown(names.begin(),
                                   names.begin() + std::ptrdiff_t(std::min(limit, names.size())));
    std::string text = join(shown, ", ");
    if (names.size() > limit)
        text += " and " + std::to_string(names.size() - limit) + " more";
    return text;
}

// ---- gradients ----

double medianGradientNorm(const std::vector<GradientReading>& readings)
{
    std::vector<double> norms;
    for (const GradientReading& r : readings)
        if (r.hasGrad && r.gradNonFinite == 0 && r.gradNorm > 0.0)
            norms.push_back(r.gradNorm);
    if (norms.empty())
        return 0.0;
    std::nth_element(norms.begin(), norms.begin() + std::ptrdiff_t(norms.size() / 2), norms.end());
    return norms[norms.size() / 2];
}

std::string gradientStatus(const GradientReading& r, double medianNorm)
{
    if (!r.requiresGrad)
        return "frozen";
    if (!r.hasGrad)
        return "not-reached";
    if (r.gradNonFinite > 0)
        return "nonfinite";
    if (r.gradNorm == 0.0)
        return "zero";
    if (r.gradNorm > kExplodingAbsolute || (medianNorm > 0.0 && r.gradNorm > kExplodingRelative * medianNorm))
        return "exploding";
    if (medianNorm > 0.0 && r.gradNorm < kVanishingRelative * medianNorm)
        return "vanishing";
    return "ok";
}

std::vector<std::string> frozenZeroParameters(const std::vector<GradientReading>& readings)
{
    std::vector<std::string> names;
    for (const GradientReading& r : readings)
        if (!r.requiresGrad && r.paramAllZero)
            names.push_back(r.name);
    return names;
}

namespace {

Finding namedFinding(const std::string& code, Severity severity, const std::string& message,
                     const std::vector<std::string>& names, const std::string& fix)
{
    Finding f = makeFinding(code, severity, message, fix);
    f.evidence = names;
    f.measurements.push_back({"parameters", double(names.size()), ""});
    return f;
}

} // namespace

GradientJudgement judgeGradients(const std::vector<GradientReading>& readings, bool outputRequiresGrad)
{
    const double median = medianGradientNorm(readings);
    std::map<std::string, std::vector<std::string>> byStatus;
    std::size_t trainable = 0;
    for (const GradientReading& r : readings) {
        byStatus[gradientStatus(r, median)].push_back(r.name);
        trainable += r.requiresGrad ? 1 : 0;
    }
    GradientJudgement j;
    const auto& frozen = byStatus["frozen"];
    const auto& unreached = byStatus["not-reached"];
    const auto& zero = byStatus["zero"];
    if (!outputRequiresGrad && trainable > 0)
        j.findings.push_back(makeFinding(
            "model.output_detached", Severity::Error,
            "The model's output does not require grad although " + std::to_string(trainable) +
                " parameters do: it is detached from the parameters (.detach(), torch.no_grad, .data or a "
                "numpy round trip in forward), so no parameter can learn.",
            "Remove the .detach()/no_grad/.data/numpy step from forward, or apply it only after the loss."));
    if (!frozen.empty())
        j.findings.push_back(namedFinding(
            "model.gradient_missing", frozen.size() == readings.size() ? Severity::Error : Severity::Warning,
            std::to_string(frozen.size()) + " parameter" + (frozen.size() == 1 ? " gets" : "s get") +
                " no gradient because requires_grad is off (frozen): " + nameList(frozen) + ".",
            frozen, "Set requires_grad=True on them, unless freezing them is intended (fine-tuning)."));
    if (!unreached.empty() && outputRequiresGrad)
        j.findings.push_back(namedFinding(
            "model.gradient_missing", Severity::Error,
            std::to_string(unreached.size()) +
                " trainable parameters are not reached by the loss (no gradient although requires_grad is "
                "on): " +
                nameList(unreached) + "; their modules are unused in forward or their outputs are cut off.",
            unreached,
            "Check that forward uses these modules and that their outputs reach the returned tensor."));
    if (!zero.empty()) {
        std::string message =
            std::to_string(zero.size()) + " parameter gradients are exactly zero: " + nameList(zero) + ".";
        const auto blockers = frozenZeroParameters(readings);
        if (!blockers.empty())
            message += " The frozen parameter" + std::string(blockers.size() == 1 ? " " : "s ") +
                       nameList(blockers) + (blockers.size() == 1 ? " is" : " are") +
                       " all zeros: a zero, frozen layer passes no gradient to anything before it.";
        j.findings.push_back(
            namedFinding("model.gradient_zero", Severity::Error, message, zero,
                         "Initialise the layer that stops the gradient with non-zero weights, "
                         "or unfreeze it."));
    }
    if (const auto& bad = byStatus["nonfinite"]; !bad.empty())
        j.findings.push_back(namedFinding(
            "model.gradient_nonfinite", Severity::Error,
            std::to_string(bad.size()) + " parameter gradients hold NaN or Inf: " + nameList(bad) + ".", bad,
            "Run `model activations` to find the first non-finite value."));
    if (const auto& big = byStatus["exploding"]; !big.empty())
        j.findings.push_back(
            namedFinding("model.gradient_exploding", Severity::Warning,
                         std::to_string(big.size()) + " parameter gradients are exploding (norm over " +
                             shortNumber(kExplodingAbsolute) + ", or " + shortNumber(kExplodingRelative) +
                             " times the median " + shortNumber(median) + "): " + nameList(big) + ".",
                         big, "Lower the learning rate, clip gradients, or normalise the input."));
    if (const auto& tiny = byStatus["vanishing"]; !tiny.empty())
        j.findings.push_back(
            namedFinding("model.gradient_vanishing", Severity::Info,
                         std::to_string(tiny.size()) + " parameter gradients are vanishing (under " +
                             shortNumber(kVanishingRelative) + " times the median " + shortNumber(median) +
                             "): " + nameList(tiny) + ".",
                         tiny, "Check saturating activations and the depth before these layers."));
    const std::size_t ok =
        byStatus["ok"].size() + byStatus["exploding"].size() + byStatus["vanishing"].size();
    const bool blocked = !outputRequiresGrad || !frozen.empty() || !unreached.empty() || !zero.empty() ||
                         !byStatus["nonfinite"].empty();
    j.verdict = blocked ? "blocked" : "flows";
    j.summary = "A finite, non-zero gradient reaches " + std::to_string(ok) + " of " +
                std::to_string(readings.size()) + " parameters";
    if (!outputRequiresGrad)
        j.summary += "; the output is detached from the parameters";
    if (!frozen.empty())
        j.summary += "; frozen: " + nameList(frozen, 4);
    if (!zero.empty())
        j.summary += "; zero gradient: " + nameList(zero, 4);
    j.summary += ".";
    return j;
}

// ---- initial loss ----

bool initialLossDeviates(double loss, double expected)
{
    return !std::isfinite(loss) || std::abs(loss - expected) > std::min(0.2 * expected, 0.5);
}

Finding labelRangeFinding(const std::vector<std::int64_t>& values, std::int64_t voxels, int classes)
{
    std::vector<std::string> names;
    for (std::int64_t v : values)
        names.push_back(std::to_string(v));
    Finding f =
        makeFinding("model.label_out_of_range", Severity::Error,
                    "The masks hold label value" + std::string(values.size() == 1 ? " " : "s ") +
                        nameList(names, 8) + " outside the model's " + std::to_string(classes) +
                        " classes (0.." + std::to_string(classes - 1) + ") in " + std::to_string(voxels) +
                        " voxels; the loss ignores them here, and PyTorch's CrossEntropyLoss fails or "
                        "learns garbage on them.",
                    "Map the labels to 0..C-1 (e.g. 255 -> 1 for a binary mask) or set ignore_index.");
    f.measurements.push_back({"voxels", double(voxels), "voxels"});
    f.evidence = names;
    return f;
}

InitialLossJudgement judgeInitialLoss(const InitialLossReading& r)
{
    InitialLossJudgement j;
    const bool deviates = initialLossDeviates(r.loss, r.expected);
    const double percent = r.expected > 0 ? 100.0 * (r.loss - r.expected) / r.expected : 0.0;
    std::vector<std::string> reasons;
    if (r.looksLikeProbabilities) {
        j.causes.push_back("activated-output");
        const double floor = r.classes >= 2 ? std::log(1.0 + (r.classes - 1) / std::exp(1.0)) : 0.0;
        reasons.push_back("the outputs already lie in [0, 1]" +
                          std::string(r.classes >= 2 ? " and sum to 1 over the channels" : "") +
                          ": a final activation (softmax/sigmoid) is applied in forward before a loss that "
                          "applies its own, so "
                          "the loss is flattened and cannot fall below " +
                          shortNumber(floor) + " nats");
    }
    if (!r.outOfRangeLabels.empty()) {
        j.causes.push_back("labels");
        j.findings.push_back(labelRangeFinding(r.outOfRangeLabels, r.outOfRangeVoxels, r.classes));
        reasons.push_back("some mask labels are not classes of the output (model.label_out_of_range)");
    }
    bool explained = !reasons.empty();
    if (deviates && r.loss > r.expected && !r.looksLikeProbabilities) {
        j.causes.push_back("over-confident");
        reasons.push_back("the initialisation is over-confident: the logits have std " +
                          shortNumber(r.logitStd) + " (near 0 expected) and the mean top probability is " +
                          shortNumber(r.meanMaxProbability) +
                          "; scale down the final layer's initial weights (or zero them)");
        explained = true;
    }
    bool priorBias = false;
    if (deviates && r.loss < r.expected && !r.looksLikeProbabilities) {
        priorBias = std::abs(r.loss - r.priorEntropy) <= std::max(0.2 * r.priorEntropy, 0.05);
        j.causes.push_back(priorBias ? "class-prior-bias" : "already-trained");
        reasons.push_back(
            priorBias
                ? "the initial prediction already follows the class frequencies (their entropy is " +
                      shortNumber(r.priorEntropy) +
                      " nats): the final bias was set to the class prior, as recommended for imbalanced "
                      "data, so ln C is not the right expectation"
                : "the model is already confident and mostly right: were pretrained weights loaded?");
        explained = true;
    }
    const bool unexpected =
        r.looksLikeProbabilities || !r.outOfRangeLabels.empty() || (deviates && !priorBias);
    j.verdict = unexpected ? "unexpected" : "expected";
    j.summary = "The first loss is " + shortNumber(r.loss) + " nats against ln " + std::to_string(r.classes) +
                " = " + shortNumber(r.expected) + " expected at initialisation (" +
                (percent >= 0 ? "+" : "") + formatFixed(percent, 1) + " %)";
    j.summary += reasons.empty() ? "." : ": " + join(reasons, "; ") + ".";
    if (unexpected) {
        Finding f = makeFinding(
            "model.initial_loss_unexpected", Severity::Warning,
            "The first loss " + shortNumber(r.loss) + " differs from the " + shortNumber(r.expected) +
                " expected for " + std::to_string(r.classes) + " classes at initialisation" +
                (explained ? ": " + reasons.front() + "." : " and nothing obvious explains it."),
            r.looksLikeProbabilities
                ? "Return logits from forward and let the loss apply softmax (or use NLLLoss "
                  "on log_softmax)."
                : "Check the final layer's initialisation, the labels and the loss.");
        f.measurements = {{"initial_loss", r.loss, "nats"},
                          {"expected_initial_loss", r.expected, "nats"},
                          {"logit_std", r.logitStd, ""}};
        f.evidence = reasons;
        j.findings.insert(j.findings.begin(), f);
    } else if (priorBias) {
        j.findings.push_back(makeFinding("model.initial_loss_prior", Severity::Info, reasons.back() + "."));
    }
    return j;
}

// ---- activations ----

nlohmann::json statsJson(const TensorStats& s)
{
    nlohmann::json j = {{"name", s.name},   {"kind", s.kind}, {"type", s.type},
                        {"shape", s.shape}, {"mean", s.mean}, {"std", s.std},
                        {"min", s.min},     {"max", s.max},   {"fraction_zero", s.fractionZero},
                        {"nan", s.nan},     {"inf", s.inf},   {"elements", s.elements}};
    j["histogram"] = {{"edges", s.edges}, {"counts", s.counts}};
    return j;
}

namespace {

bool hasNonFinite(const TensorStats& s)
{
    return s.nan + s.inf > 0;
}

std::string nonFiniteText(const TensorStats& s)
{
    return std::to_string(s.nan) + " NaN and " + std::to_string(s.inf) + " Inf of " +
           std::to_string(s.elements);
}

std::string where(const TensorStats& s)
{
    return "'" + s.name + "'" + (s.type.empty() ? "" : " (" + s.type + ")");
}

std::optional<Finding> nonFiniteFinding(const TensorStats& input, const std::vector<TensorStats>& parameters,
                                        const std::vector<TensorStats>& activations,
                                        const TensorStats& output)
{
    std::vector<std::string> evidence;
    std::vector<std::string> badParameters;
    for (const TensorStats& p : parameters)
        if (hasNonFinite(p)) {
            badParameters.push_back(p.name);
            evidence.push_back("parameter " + p.name + ": " + nonFiniteText(p));
        }
    const auto first = std::find_if(activations.begin(), activations.end(), hasNonFinite);
    if (first != activations.end())
        evidence.push_back("first submodule output: " + first->name + ": " + nonFiniteText(*first));
    if (hasNonFinite(output))
        evidence.push_back("output: " + nonFiniteText(output));
    if (!hasNonFinite(input) && badParameters.empty() && first == activations.end() && !hasNonFinite(output))
        return std::nullopt;
    std::string message;
    if (hasNonFinite(input))
        message = "The input already holds " + nonFiniteText(input) +
                  " non-finite values (check the image and "
                  "the preprocessing).";
    else if (first != activations.end())
        message = "Non-finite values first appear in the output of " + where(*first) + ": " +
                  nonFiniteText(*first) + "; everything before it in execution order is finite.";
    else if (hasNonFinite(output))
        message = "The output holds " + nonFiniteText(output) +
                  " non-finite values; no captured submodule output does.";
    if (!badParameters.empty())
        message += (message.empty() ? "" : " ") + std::string("Parameter") +
                   (badParameters.size() == 1 ? " " : "s ") + nameList(badParameters) +
                   (badParameters.size() == 1 ? " holds" : " hold") + " NaN or Inf.";
    Finding f =
        makeFinding("model.nonfinite", Severity::Error, message,
                    "Look at the named module's operation (log/sqrt/division of values <= 0, overflow in "
                    "float16) or the named parameter's last update (learning rate, loss scaling).");
    f.evidence = evidence;
    if (first != activations.end())
        f.measurements.push_back({"first_nonfinite_order", double(first - activations.begin()), ""});
    return f;
}

} // namespace

Findings judgeActivations(const TensorStats& input, const std::vector<TensorStats>& parameters,
                          const std::vector<TensorStats>& activations, const TensorStats& output,
                          const std::vector<double>& saturation)
{
    Findings findings;
    if (auto f = nonFiniteFinding(input, parameters, activations, output))
        findings.push_back(*f);
    std::vector<std::string> dead, saturated, exploding, deadEvidence;
    for (std::size_t i = 0; i < activations.size(); ++i) {
        const TensorStats& a = activations[i];
        // ReLU-like: a ReLU by type, or exact zeros and positives without a negative. An all-zero output of
        // another layer (a head fed zeros) is a consequence, not a dead unit.
        const bool reluLike =
            toLower(a.type).find("relu") != std::string::npos || (a.min == 0.0 && a.max > 0.0);
        if (a.elements > 0 && a.min >= 0.0 && reluLike && a.fractionZero > kDeadFraction) {
            dead.push_back(a.name);
            deadEvidence.push_back(a.name + ": " + formatFixed(100.0 * a.fractionZero, 1) + " % exact zeros");
        }
        if (i < saturation.size() && saturation[i] > kSaturatedFraction)
            saturated.push_back(a.name + " (" + formatFixed(100.0 * saturation[i], 1) + " % near a bound)");
        if (std::max(std::abs(a.min), std::abs(a.max)) > kExplodingMagnitude)
            exploding.push_back(a.name + " (|x| up to " +
                                shortNumber(std::max(std::abs(a.min), std::abs(a.max))) + ")");
    }
    // Growth by ten or more from one output to the next, twice in a row, is a scale that will blow up deeper.
    for (std::size_t i = 2; i < activations.size(); ++i) {
        const double s0 = activations[i - 2].std, s1 = activations[i - 1].std, s2 = activations[i].std;
        if (s0 > 0 && s1 > 10 * s0 && s2 > 10 * s1 && exploding.empty())
            exploding.push_back(activations[i].name + " (std " + shortNumber(s0) + " -> " + shortNumber(s1) +
                                " -> " + shortNumber(s2) + ")");
    }
    if (!dead.empty()) {
        Finding f = makeFinding(
            "model.dead_activations", Severity::Warning,
            "More than " + formatFixed(100 * kDeadFraction, 0) + " % of the values after " + nameList(dead) +
                " are exactly zero: these ReLUs are dead, so nothing before them learns.",
            "Check the bias and weight initialisation before the ReLU, the input's scale, and "
            "the learning rate; LeakyReLU avoids dead units.");
        f.evidence = deadEvidence;
        findings.push_back(f);
    }
    if (!saturated.empty()) {
        Finding f =
            makeFinding("model.saturated_activations", Severity::Warning,
                        "Sigmoid/tanh outputs sit at their bounds: " + nameList(saturated) +
                            "; their gradient is nearly zero.",
                        "Normalise the input, or lower the scale of the layer before the activation.");
        findings.push_back(f);
    }
    if (!exploding.empty()) {
        Finding f = makeFinding("model.exploding_activations", Severity::Warning,
                                "Activations grow out of range: " + nameList(exploding) + ".",
                                "Normalise the input (z-score), add normalisation layers, or scale down the "
                                "initial weights.");
        findings.push_back(f);
    }
    return findings;
}

} // namespace scansleuth::model
