// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// `model overfit`, `model gradients`, `model initial-loss` and `model activations`: the training
// experiments from the command line, with the loss curve and the per-parameter tables as text.
#include "clisupport.h"
#include "commandtable.h"
#include "exitcodes.h"
#include "modelcommands.h"
#include "modelinputs.h"

#include "base/numberformat.h"
#include "base/strings.h"
#include "model/experiments.h"

#include <algorithm>
#include <cmath>
#include <iostream>
#include <sstream>

namespace scansleuth::cli {

namespace {

// The volumes the inputs point at; they must outlive the experiment.
struct LoadedInputs
{
    std::vector<volume::Volume> images, masks;
};

std::string number(const nlohmann::json& v, int significant = 3)
{
    return v.is_number() ? formatGeneral(v.get<double>(), significant) : std::string("-");
}

// Eight-level bars, scaled from the smallest to the largest value.
std::string sparkline(const std::vector<double>& values, std::size_t width)
{
    static const char* bars[] = {"▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"};
    if (values.empty())
        return {};
    std::vector<double> shown;
    for (std::size_t i = 0; i < width && i < values.size(); ++i)
        shown.push_back(values[i * values.size() / std::min(width, values.size())]);
    shown.back() = values.back();
    const auto [lo, hi] = std::minmax_element(shown.begin(), shown.end());
    std::string line;
    for (double v : shown) {
        const int level = *hi > *lo && std::isfinite(v) ? int(std::lround(7.0 * (v - *lo) / (*hi - *lo))) : 0;
        line += bars[std::clamp(level, 0, 7)];
    }
    return line;
}

std::string header(const model::ExperimentOutcome& o)
{
    model::ExperimentOutcome brief; // without data: the tables below lay it out
    brief.experiment = o.experiment;
    brief.verdict = o.verdict;
    brief.summary = o.summary;
    brief.findings = o.findings;
    return model::outcomeText(brief);
}

std::string overfitText(const model::ExperimentOutcome& o)
{
    std::ostringstream out;
    const auto& d = o.data;
    const auto losses = d.value("loss", std::vector<double>{});
    const auto steps = d.value("steps", std::vector<int>{});
    out << "\nLoss curve (" << d.value("loss_function", "") << ", " << d.value("optimiser", "") << ", lr "
        << number(d["learning_rate"]) << "):\n  " << sparkline(losses, 60) << "\n";
    out << "  step      loss\n";
    const std::size_t every = std::max<std::size_t>(1, losses.size() / 10);
    for (std::size_t i = 0; i < losses.size(); ++i)
        if (i % every == 0 || i + 1 == losses.size())
            out << "  " << padLeft(std::to_string(i < steps.size() ? steps[i] : int(i)), 4) << "  "
                << padLeft(formatGeneral(losses[i], 4), 8) << "\n";
    out << "\nBatch: " << d["cases"] << " cases, patch " << d["patch"].dump() << ", " << d["classes"]
        << " classes, device " << d.value("device", "") << "\n";
    out << "Initial loss " << number(d["initial_loss"]) << " (ln C = " << number(d["expected_initial_loss"])
        << "), final loss " << number(d["final_loss"]) << ", final batch Dice " << number(d["final_dice"])
        << ", " << number(d["seconds"]) << " s\n";
    return out.str();
}

std::string gradientText(const model::ExperimentOutcome& o)
{
    std::ostringstream out;
    out << "\n"
        << padRight("parameter", 24) << padRight("shape", 18) << padRight("grad", 6)
        << padLeft("grad_norm", 11) << padLeft("param_norm", 11) << padLeft("ratio", 10) << "  status\n";
    for (const auto& row : o.data["parameters"]) {
        std::string shape;
        for (const auto& n : row["shape"])
            shape += (shape.empty() ? "" : "x") + n.dump();
        out << padRight(row["name"].get<std::string>(), 24) << padRight(shape, 18)
            << padRight(row["requires_grad"].get<bool>() ? "yes" : "no", 6)
            << padLeft(number(row["grad_norm"]), 11) << padLeft(number(row["param_norm"]), 11)
            << padLeft(number(row["ratio"]), 10) << "  " << row["status"].get<std::string>() << "\n";
    }
    out << "\nInitial loss " << number(o.data["initial_loss"])
        << " (ln C = " << number(o.data["expected_initial_loss"]) << "), median gradient norm "
        << number(o.data["median_grad_norm"]) << "\n";
    return out.str();
}

std::string initialLossText(const model::ExperimentOutcome& o)
{
    const auto& d = o.data;
    std::ostringstream out;
    out << "\nInitial loss " << number(d["initial_loss"], 6) << " (" << d.value("loss_function", "")
        << ", eval mode), expected ln " << d["classes"] << " = " << number(d["expected_initial_loss"], 6)
        << "\n";
    out << "Logits: mean " << number(d["logit_mean"]) << ", std " << number(d["logit_std"])
        << "; mean top probability " << number(d["mean_max_probability"]) << "; label entropy "
        << number(d["label_entropy"]) << " nats\n";
    return out.str();
}

std::string statsRow(const nlohmann::json& s)
{
    std::vector<double> counts;
    for (const auto& c : s["histogram"]["counts"])
        counts.push_back(c.get<double>());
    std::string name = s["name"].get<std::string>();
    return padRight(name, 22) + padLeft(number(s["mean"]), 10) + padLeft(number(s["std"]), 10) +
           padLeft(number(s["min"]), 10) + padLeft(number(s["max"]), 10) +
           padLeft(formatFixed(100.0 * s["fraction_zero"].get<double>(), 1), 7) +
           padLeft(std::to_string(s["nan"].get<std::int64_t>() + s["inf"].get<std::int64_t>()), 8) + "  " +
           sparkline(counts, 16) + "\n";
}

std::string activationText(const model::ExperimentOutcome& o)
{
    std::ostringstream out;
    const std::string head = padRight("", 22) + padLeft("mean", 10) + padLeft("std", 10) +
                             padLeft("min", 10) + padLeft("max", 10) + padLeft("%zero", 7) +
                             padLeft("nonfin", 8) + "  histogram\n";
    out << "\nParameters:\n" << head;
    for (const auto& p : o.data["parameters"])
        out << statsRow(p);
    out << "\nActivations (execution order, capture: " << o.data.value("capture", "") << "):\n" << head;
    out << statsRow(o.data["input"]);
    for (const auto& a : o.data["activations"])
        out << statsRow(a);
    out << statsRow(o.data["output"]);
    return out.str();
}

// Options every training experiment takes, into `inputs`; returns a usage problem or empty.
std::string readInputs(const OptionParser& p, model::ModelExperimentInputs& inputs)
{
    const auto integer = [&](const char* name, int& target, int lo, int hi) {
        if (!p.has(name))
            return true;
        const auto v = parseNumber(p.get(name));
        if (!v || *v < lo || *v > hi || *v != std::floor(*v))
            return false;
        target = int(*v);
        return true;
    };
    if (!integer("--steps", inputs.steps, 1, 100000))
        return "--steps takes a whole number from 1 to 100000";
    if (!integer("--classes", inputs.classes, 1, 4096))
        return "--classes takes a whole number from 1 to 4096";
    int seed = 0;
    if (!integer("--seed", seed, 0, 1 << 30))
        return "--seed takes a whole number from 0";
    inputs.seed = std::uint64_t(seed);
    if (p.has("--lr")) {
        const auto lr = parseNumber(p.get("--lr"));
        if (!lr || !(*lr > 0))
            return "--lr takes a positive number";
        inputs.learningRate = *lr;
    }
    inputs.loss = p.get("--loss", "ce");
    if (inputs.loss != "ce" && inputs.loss != "dice-ce")
        return "--loss takes ce or dice-ce";
    inputs.optimiser = p.get("--optimiser", "adam");
    if (inputs.optimiser != "adam" && inputs.optimiser != "sgd")
        return "--optimiser takes adam or sgd";
    inputs.specPath = p.get("--spec");
    if (p.has("--patch")) {
        // "I,J,K" voxels in index order, or one number for all three axes.
        std::vector<std::string> parts = split(p.get("--patch"), ',');
        if (parts.size() == 1)
            parts.assign(3, parts[0]);
        for (std::size_t a = 0; a < 3 && parts.size() == 3; ++a) {
            const auto v = parseNumber(trim(parts[a]));
            if (!v || *v < 1 || *v > 4096 || *v != std::floor(*v))
                return "--patch takes I,J,K: whole numbers of voxels from 1 to 4096";
            inputs.inference.patch[a] = std::int64_t(*v);
        }
        if (parts.size() != 3)
            return "--patch takes I,J,K: whole numbers of voxels from 1 to 4096";
    }
    return {};
}

int runExperiment(const std::string& name, const std::vector<std::string>& args, bool training)
{
    OptionParser p = commandParser("model " + name);
    if (std::string problem = p.parse(args); !problem.empty())
        return modelUsageError(problem);
    const bool quiet = p.has("--quiet") || p.has("--json");
    std::vector<std::string> imagePaths = p.all("--image");
    const std::vector<std::string> maskPaths = p.all("--mask");
    if (!training && p.positional().size() == 2)
        imagePaths.push_back(p.positional()[1]);
    else if (p.positional().size() != 1)
        return modelUsageError("model " + name + " needs one MODEL" + (training ? "" : " and one INPUT"));
    if (imagePaths.empty())
        return modelUsageError("model " + name + " needs an image (--image)");
    if (training && maskPaths.size() != imagePaths.size())
        return modelUsageError("model " + name + " needs one --mask for each --image");
    model::ModelExperimentInputs inputs;
    inputs.modelPath = p.positional()[0];
    if (std::string problem = readInputs(p, inputs); !problem.empty())
        return modelUsageError(problem);
    const auto device = model::parseDeviceRequest(p.get("--device", "auto"));
    if (!device)
        return modelFailure(device.error());
    inputs.device = *device;
    LoadedInputs loaded;
    for (const std::string& path : imagePaths) {
        auto channels = loadModelVolumes(path, quiet);
        if (!channels)
            return modelFailure(channels.error());
        for (auto& v : *channels)
            loaded.images.push_back(std::move(v));
    }
    for (const std::string& path : maskPaths) {
        auto mask = loadModelVolume(path, quiet);
        if (!mask)
            return modelFailure(mask.error());
        loaded.masks.push_back(std::move(*mask));
    }
    for (const auto& v : loaded.images)
        inputs.images.push_back(&v);
    for (const auto& v : loaded.masks)
        inputs.masks.push_back(&v);
    const auto experiment = name == "overfit"        ? model::overfitExperiment
                            : name == "gradients"    ? model::gradientExperiment
                            : name == "initial-loss" ? model::initialLossExperiment
                                                     : model::activationExperiment;
    const auto outcome = experiment(inputs, makeProgress(quiet));
    endProgress(quiet);
    if (!outcome)
        return modelFailure(outcome.error());
    if (p.has("--json")) {
        std::cout << model::outcomeJson(*outcome);
    } else {
        std::cout << header(*outcome);
        if (name == "overfit")
            std::cout << overfitText(*outcome);
        else if (name == "gradients")
            std::cout << gradientText(*outcome);
        else if (name == "initial-loss")
            std::cout << initialLossText(*outcome);
        else
            std::cout << activationText(*outcome);
    }
    const bool problem = std::any_of(outcome->findings.begin(), outcome->findings.end(),
                                     [](const Finding& f) { return f.severity != Severity::Info; });
    return problem ? ExitFindings : ExitOk;
}

} // namespace

int runModelOverfit(const std::vector<std::string>& args)
{
    return runExperiment("overfit", args, true);
}

int runModelGradients(const std::vector<std::string>& args)
{
    return runExperiment("gradients", args, true);
}

int runModelInitialLoss(const std::vector<std::string>& args)
{
    return runExperiment("initial-loss", args, true);
}

int runModelActivations(const std::vector<std::string>& args)
{
    return runExperiment("activations", args, false);
}

} // namespace scansleuth::cli
