// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Train vs test preprocessing through the model: two specs on one case with a step-by-step ablation, or two
// tensors the pipelines saved. No LibTorch here (tensorfile.cpp reads .pt files).
#include "model/experiments.h"

#include "base/numberformat.h"
#include "model/predictioncompare.h"
#include "model/tensorfile.h"
#include "preprocess/compare.h"
#include "preprocess/specjson.h"

#include <algorithm>

namespace scansleuth::model {

namespace {

// Predictions this close are the same answer: Dice of the label maps and the largest probability change.
constexpr double kEquivalentDice = 0.99;
constexpr double kEquivalentProbability = 0.05;

bool equivalent(const MapComparison& c)
{
    return c.meanDice >= kEquivalentDice && c.maxAbsDiff <= kEquivalentProbability;
}

const char* changeName(preprocess::StepChange change)
{
    switch (change) {
    case preprocess::StepChange::Differs:
        return "differs";
    case preprocess::StepChange::OnlyInTrain:
        return "only_in_train";
    case preprocess::StepChange::OnlyInTest:
        return "only_in_test";
    }
    return "differs";
}

std::string comparisonWords(const MapComparison& c)
{
    return "mean Dice " + formatFixed(c.meanDice, 3) +
           " between the label maps, probabilities differ by up to " + formatGeneral(c.maxAbsDiff, 3) + ", " +
           std::to_string(c.labelChanges) + " voxels change label";
}

void addComparison(Finding& f, const MapComparison& c)
{
    f.measurements.push_back({"mean_dice", c.meanDice, ""});
    f.measurements.push_back({"max_abs_diff", c.maxAbsDiff, "probability"});
    f.measurements.push_back({"label_changes", static_cast<double>(c.labelChanges), "voxels"});
}

// The top-level numbers every parity outcome carries.
void putNumbers(nlohmann::json& data, const MapComparison& c)
{
    data["mean_dice"] = c.meanDice;
    data["dice"] = c.dice;
    data["max_abs_diff"] = c.maxAbsDiff;
    data["mean_abs_diff"] = c.meanAbsDiff;
    data["label_changes"] = c.labelChanges;
    data["comparison"] = comparisonJson(c);
    data["thresholds"] = {{"mean_dice", kEquivalentDice}, {"max_abs_diff", kEquivalentProbability}};
}

struct Swap
{
    preprocess::StepDifference difference;
    MapComparison toTrain;
    double recovery = 0.0; // share of the train-test mean probability difference the swap removes
};

nlohmann::json swapJson(const Swap& s)
{
    return {{"step", s.difference.step},
            {"change", changeName(s.difference.change)},
            {"channel", s.difference.channel},
            {"description", s.difference.description},
            {"dice_to_train", s.toTrain.meanDice},
            {"max_abs_diff_to_train", s.toTrain.maxAbsDiff},
            {"label_changes_to_train", s.toTrain.labelChanges},
            {"recovery", s.recovery}};
}

Result<std::vector<Swap>> ablate(Model& model, const ModelExperimentInputs& in, const preprocess::Spec& train,
                                 const preprocess::Spec& test, const ClassMaps& trainMaps,
                                 const MapComparison& baseline,
                                 const std::vector<preprocess::StepDifference>& differences,
                                 const Progress& progress)
{
    std::vector<Swap> swaps;
    for (std::size_t i = 0; i < differences.size(); ++i) {
        const double n = static_cast<double>(differences.size());
        auto p = predict(model, in.images, preprocess::swapStep(test, train, differences[i]), in.inference,
                         progress.sub(i / n, (i + 1) / n));
        if (!p)
            return p.error();
        auto c = compareMaps(trainMaps, classMaps(*p));
        if (!c)
            return c.error();
        Swap s{differences[i], *c};
        s.recovery = baseline.meanAbsDiff > 0 ? 1.0 - c->meanAbsDiff / baseline.meanAbsDiff : 0.0;
        swaps.push_back(std::move(s));
    }
    // Closest to the training prediction first: Dice, then the mean probability difference.
    std::stable_sort(swaps.begin(), swaps.end(), [](const Swap& a, const Swap& b) {
        if (a.toTrain.meanDice != b.toTrain.meanDice)
            return a.toTrain.meanDice > b.toTrain.meanDice;
        return a.toTrain.meanAbsDiff < b.toTrain.meanAbsDiff;
    });
    return swaps;
}

Finding specFinding(const MapComparison& c, const std::vector<Swap>& swaps, std::size_t differences)
{
    if (swaps.empty()) {
        Finding f = makeFinding("model.preprocessing_mismatch", Severity::Warning,
                                "Train and test preprocessing give different predictions on this case (" +
                                    comparisonWords(c) + "), but the specs hold no step difference to swap.",
                                "Check that the model gives repeatable output (model determinism).");
        addComparison(f, c);
        return f;
    }
    const Swap& best = swaps.front();
    Finding f = makeFinding(
        "model.preprocessing_mismatch", Severity::Warning,
        "Train and test preprocessing give different predictions on this case (" + comparisonWords(c) +
            "). The step that matters most is " + best.difference.description +
            ": done the training way, the test prediction comes to Dice " +
            formatFixed(best.toTrain.meanDice, 3) + " of the training one (" +
            formatFixed(100.0 * best.recovery, 0) + "% of the difference recovered).",
        "Make inference preprocess as training did: " + best.difference.description + ".");
    addComparison(f, c);
    f.measurements.push_back({"best_swap_dice_to_train", best.toTrain.meanDice, ""});
    f.measurements.push_back({"best_swap_recovery", best.recovery, ""});
    f.measurements.push_back({"spec_differences", static_cast<double>(differences), ""});
    for (const Swap& s : swaps)
        f.evidence.push_back(s.difference.description + " -> Dice to train " +
                             formatFixed(s.toTrain.meanDice, 3) + ", max probability difference " +
                             formatGeneral(s.toTrain.maxAbsDiff, 3));
    return f;
}

Result<ExperimentOutcome> specParity(const ModelExperimentInputs& in, const Progress& progress)
{
    auto train = preprocess::readSpecFile(in.trainSpecPath);
    if (!train)
        return train.error();
    auto test = preprocess::readSpecFile(in.specPath);
    if (!test)
        return test.error();
    auto model = Model::load(in.modelPath, in.device);
    if (!model)
        return model.error();
    auto trainPrediction = predict(*model, in.images, *train, in.inference, progress.sub(0.0, 0.2));
    if (!trainPrediction)
        return trainPrediction.error();
    auto testPrediction = predict(*model, in.images, *test, in.inference, progress.sub(0.2, 0.4));
    if (!testPrediction)
        return testPrediction.error();
    const ClassMaps trainMaps = classMaps(*trainPrediction);
    auto c = compareMaps(trainMaps, classMaps(*testPrediction));
    if (!c)
        return c.error();
    const auto differences = preprocess::compareSpecs(*train, *test);

    std::vector<Swap> swaps;
    if (c->voxelsDiffering > 0) {
        auto ablation = ablate(*model, in, *train, *test, trainMaps, *c, differences, progress.sub(0.4, 1.0));
        if (!ablation)
            return ablation.error();
        swaps = std::move(*ablation);
    }

    ExperimentOutcome out;
    out.experiment = "model-parity";
    out.verdict = equivalent(*c) ? "equivalent" : "differs";
    // Said last, so that it heads the summary and the findings.
    const Finding nonFinite =
        trainPrediction->nonFinite.any()
            ? nonFiniteFinding(trainPrediction->nonFinite, "The prediction with the training spec")
            : nonFiniteFinding(testPrediction->nonFinite, "The prediction with the test spec");
    nlohmann::json differencesJson = nlohmann::json::array();
    for (const auto& d : differences)
        differencesJson.push_back({{"step", d.step},
                                   {"change", changeName(d.change)},
                                   {"channel", d.channel},
                                   {"description", d.description}});
    nlohmann::json ablationJson = nlohmann::json::array();
    for (const Swap& s : swaps)
        ablationJson.push_back(swapJson(s));
    out.data = {{"mode", "specs"},
                {"train_spec", in.trainSpecPath},
                {"test_spec", in.specPath},
                {"device", trainPrediction->device.device},
                {"spec_differences", differencesJson},
                {"ablation", ablationJson},
                {"named_step", swaps.empty() ? nlohmann::json() : swapJson(swaps.front())}};
    putNumbers(out.data, *c);

    if (out.verdict == "differs") {
        out.findings.push_back(specFinding(*c, swaps, differences.size()));
        out.summary =
            "Differs: " + comparisonWords(*c) + "." +
            (swaps.empty() ? std::string()
                           : " Most of it comes from " + swaps.front().difference.description + ".");
    } else {
        out.summary = "Equivalent: " + comparisonWords(*c) + " (" + std::to_string(differences.size()) +
                      " spec difference(s) with no effect that matters on this case).";
        if (!differences.empty()) {
            Finding f = makeFinding(
                "model.preprocessing_mismatch", Severity::Info,
                "The train and test specs differ in " + std::to_string(differences.size()) +
                    " step(s), but the predictions agree on this case (" + comparisonWords(*c) + ").");
            for (const auto& d : differences)
                f.evidence.push_back(d.description);
            addComparison(f, *c);
            out.findings.push_back(std::move(f));
        }
    }
    markNonFiniteOutcome(out, nonFinite);
    return out;
}

// [C, D, H, W] for predictTensor: a 3D tensor gets a channel axis, [1, C, D, H, W] stays as it is.
Result<FloatTensor> modelInput(const TensorFile& file, std::string& note)
{
    FloatTensor t = file.tensor;
    if (t.shape.size() == 3) {
        t.shape.insert(t.shape.begin(), 1);
        note = "a channel axis was added to the 3D tensor";
    }
    if (t.shape.size() == 4 || (t.shape.size() == 5 && t.shape[0] == 1))
        return t;
    std::string shape;
    for (std::size_t i = 0; i < file.tensor.shape.size(); ++i)
        shape += (i ? ", " : "") + std::to_string(file.tensor.shape[i]);
    return makeError(ErrorKind::Invalid,
                     "'" + file.path + "' has shape (" + shape +
                         "); a model input is [C, D, H, W], [1, C, D, H, W] or [D, H, W].");
}

nlohmann::json tensorJson(const TensorFile& file, const TensorStats& stats, const std::string& note)
{
    nlohmann::json j = tensorStatsJson(stats);
    j["path"] = file.path;
    j["format"] = file.format;
    j["fortran_order"] = file.fortranOrder;
    j["note"] = file.note.empty() ? note : (note.empty() ? file.note : file.note + "; " + note);
    return j;
}

std::vector<std::int64_t> spatial(const FloatTensor& t)
{
    return std::vector<std::int64_t>(t.shape.end() - 3, t.shape.end());
}

Result<ExperimentOutcome> tensorParity(const ModelExperimentInputs& in, const Progress& progress)
{
    if (in.tensorA.empty() || in.tensorB.empty())
        return makeError(ErrorKind::Invalid,
                         "The tensor comparison needs both tensors (--tensor-a and --tensor-b).");
    auto a = readTensorFile(in.tensorA);
    if (!a)
        return a.error();
    auto b = readTensorFile(in.tensorB);
    if (!b)
        return b.error();
    std::string noteA, noteB;
    auto inputA = modelInput(*a, noteA);
    if (!inputA)
        return inputA.error();
    auto inputB = modelInput(*b, noteB);
    if (!inputB)
        return inputB.error();
    const TensorStats statsA = tensorStats(a->tensor, a->dtype), statsB = tensorStats(b->tensor, b->dtype);
    const std::vector<std::string> statDifferences = tensorStatsDifferences(statsA, statsB);

    ExperimentOutcome out;
    out.experiment = "model-parity";
    out.data = {{"mode", "tensors"},
                {"tensor_a", tensorJson(*a, statsA, noteA)},
                {"tensor_b", tensorJson(*b, statsB, noteB)},
                {"statistics_differences", statDifferences}};
    const bool normalisation =
        !statDifferences.empty() && statDifferences.front().find(" looks ") != std::string::npos;
    out.data["named_step"] = normalisation ? nlohmann::json("normalise") : nlohmann::json();
    const std::string statWords =
        statDifferences.empty() ? "" : " The tensors differ: " + statDifferences.front() + ".";

    if (spatial(*inputA) != spatial(*inputB)) {
        out.verdict = "differs";
        out.summary =
            "Differs: the two tensors cover different grids, so the predictions cannot be compared voxel by "
            "voxel." +
            statWords;
        Finding f =
            makeFinding("model.preprocessing_mismatch", Severity::Warning,
                        "The two pipelines' tensors have different spatial shapes: the preprocessing "
                        "resamples or crops differently." +
                            statWords,
                        "Compare the two specs step by step (model parity with --train-spec and --spec).");
        f.evidence = statDifferences;
        out.findings.push_back(std::move(f));
        return out;
    }
    auto model = Model::load(in.modelPath, in.device);
    if (!model)
        return model.error();
    auto pa = predictTensor(*model, *inputA, in.inference, progress.sub(0.0, 0.5));
    if (!pa)
        return pa.error();
    auto pb = predictTensor(*model, *inputB, in.inference, progress.sub(0.5, 1.0));
    if (!pb)
        return pb.error();
    auto c = compareMaps(classMaps(*pa), classMaps(*pb));
    if (!c)
        return c.error();
    out.data["device"] = model->device().device;
    putNumbers(out.data, *c);
    out.verdict = equivalent(*c) ? "equivalent" : "differs";
    const NonFiniteCount nonFiniteA = countNonFinite(*pa);
    const Finding nonFinite = nonFiniteA.any()
                                  ? nonFiniteFinding(nonFiniteA, "The prediction from tensor A")
                                  : nonFiniteFinding(countNonFinite(*pb), "The prediction from tensor B");
    if (out.verdict == "equivalent") {
        out.summary = "Equivalent: " + comparisonWords(*c) + "." + statWords;
        markNonFiniteOutcome(out, nonFinite);
        return out;
    }
    out.summary = "Differs: " + comparisonWords(*c) + "." + statWords;
    Finding f =
        makeFinding("model.preprocessing_mismatch", Severity::Warning,
                    "The two pipelines' tensors give different predictions (" + comparisonWords(*c) + ")." +
                        (statWords.empty() ? " Their statistics look alike: look at the voxel order "
                                             "(layout, flips) and the resampling."
                                           : statWords),
                    normalisation ? "Normalise the tensors the same way in both pipelines."
                                  : "Preprocess both the same way (model parity with --train-spec and "
                                    "--spec names the step).");
    addComparison(f, *c);
    f.evidence = statDifferences;
    out.findings.push_back(std::move(f));
    markNonFiniteOutcome(out, nonFinite);
    return out;
}

} // namespace

Result<ExperimentOutcome> parityExperiment(const ModelExperimentInputs& in, const Progress& progress)
{
    if (!in.tensorA.empty() || !in.tensorB.empty())
        return tensorParity(in, progress);
    if (in.trainSpecPath.empty() || in.specPath.empty() || in.images.empty())
        return makeError(ErrorKind::Invalid,
                         "The parity experiment needs an input with a training spec and a test "
                         "spec, or two tensors (A and B).");
    return specParity(in, progress);
}

} // namespace scansleuth::model
