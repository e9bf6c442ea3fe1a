// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// `model determinism` and `model parity`: the experiments of core/model/experiments.h on the command line.
#include "clisupport.h"
#include "commandtable.h"
#include "exitcodes.h"
#include "modelcommands.h"
#include "modelinputs.h"

#include "base/numberformat.h"
#include "base/strings.h"
#include "io/nifti/niftiwriter.h"
#include "model/experiments.h"

#include <algorithm>
#include <iostream>

namespace scansleuth::cli {

namespace {

// --device and --patch, shared by both commands; a usage error sentence, or empty.
std::string readCommonOptions(const OptionParser& p, model::ModelExperimentInputs& in)
{
    if (p.has("--device")) {
        auto device = model::parseDeviceRequest(p.get("--device"));
        if (!device)
            return device.error().message;
        in.device = *device;
    }
    if (p.has("--patch")) {
        auto patch = model::parsePatchSize(p.get("--patch"));
        if (!patch)
            return patch.error().message;
        in.inference.patch = *patch;
    }
    return {};
}

// Prints the outcome; ExitFindings when the verdict is a problem or a finding is a warning or worse.
int report(const model::ExperimentOutcome& outcome, bool json)
{
    std::cout << (json ? model::outcomeJson(outcome) : model::outcomeText(outcome));
    const bool problem = outcome.verdict == "nondeterministic" || outcome.verdict == "differs";
    const bool warned = std::any_of(outcome.findings.begin(), outcome.findings.end(),
                                    [](const Finding& f) { return f.severity != Severity::Info; });
    return problem || warned ? ExitFindings : ExitOk;
}

} // namespace

int runModelDeterminism(const std::vector<std::string>& args)
{
    OptionParser p = commandParser("model determinism");
    if (std::string problem = p.parse(args); !problem.empty())
        return modelUsageError(problem);
    if (p.positional().size() != 2)
        return modelUsageError("model determinism needs MODEL and INPUT[,INPUT2...]");
    model::ModelExperimentInputs in;
    in.modelPath = p.positional()[0];
    in.specPath = p.get("--spec");
    if (std::string problem = readCommonOptions(p, in); !problem.empty())
        return modelUsageError(problem);
    if (p.has("--repeats")) {
        const auto n = parseNumber(p.get("--repeats"));
        if (!n || *n < 2 || *n > 100 || *n != static_cast<int>(*n))
            return modelUsageError("--repeats takes a whole number from 2 to 100");
        in.repeats = static_cast<int>(*n);
    }
    for (const std::string& v : split(p.get("--variants"), ','))
        if (!trim(v).empty())
            in.variants.push_back(trim(v));

    const bool quiet = p.has("--quiet");
    auto volumes = loadModelVolumes(p.positional()[1], quiet);
    if (!volumes)
        return modelFailure(volumes.error());
    for (const volume::Volume& v : *volumes)
        in.images.push_back(&v);
    auto outcome = model::determinismExperiment(in, makeProgress(quiet));
    endProgress(quiet);
    if (!outcome)
        return modelFailure(outcome.error());
    if (p.has("--map-out")) {
        for (model::ExperimentOutcome::Map& map : outcome->maps)
            if (map.name == "disagreement") {
                auto copy = map.volume.clone();
                if (!copy)
                    return modelFailure(copy.error());
                volume::VolumeList list;
                list.push_back(std::move(*copy));
                io::NiftiWriteOptions options;
                options.description = "scansleuth determinism: max |p_r - p_0|";
                if (Status s = io::writeNifti(p.get("--map-out"), list, options); !s)
                    return modelFailure(s.error());
            }
    }
    return report(*outcome, p.has("--json"));
}

int runModelParity(const std::vector<std::string>& args)
{
    OptionParser p = commandParser("model parity");
    if (std::string problem = p.parse(args); !problem.empty())
        return modelUsageError(problem);
    model::ModelExperimentInputs in;
    if (std::string problem = readCommonOptions(p, in); !problem.empty())
        return modelUsageError(problem);
    const bool tensors = p.has("--tensor-a") || p.has("--tensor-b");
    if (tensors) {
        if (p.positional().size() != 1 || !p.has("--tensor-a") || !p.has("--tensor-b") || p.has("--spec") ||
            p.has("--train-spec"))
            return modelUsageError(
                "model parity MODEL --tensor-a A --tensor-b B takes no INPUT and no specs");
        in.tensorA = p.get("--tensor-a");
        in.tensorB = p.get("--tensor-b");
    } else if (p.positional().size() != 2 || !p.has("--train-spec") || !p.has("--spec")) {
        return modelUsageError(
            "model parity needs MODEL INPUT --train-spec A.json --spec B.json, or MODEL --tensor-a "
            "A.npy --tensor-b B.npy");
    }
    in.modelPath = p.positional()[0];
    in.trainSpecPath = p.get("--train-spec");
    in.specPath = p.get("--spec");

    const bool quiet = p.has("--quiet");
    std::vector<volume::Volume> volumes;
    if (!tensors) {
        auto loaded = loadModelVolumes(p.positional()[1], quiet);
        if (!loaded)
            return modelFailure(loaded.error());
        volumes = std::move(*loaded);
    }
    for (const volume::Volume& v : volumes)
        in.images.push_back(&v);
    auto outcome = model::parityExperiment(in, makeProgress(quiet));
    endProgress(quiet);
    if (!outcome)
        return modelFailure(outcome.error());
    return report(*outcome, p.has("--json"));
}

} // namespace scansleuth::cli
