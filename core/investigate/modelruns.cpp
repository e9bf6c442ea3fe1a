// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The model experiments run for an investigation: inputs from io, the work in core/model (no LibTorch here).
#include "modelruns.h"

#include "base/numberformat.h"
#include "io/nifti/niftiwriter.h"
#include "model/experiments.h"
#include "runsupport.h"
#include "workflow/safepath.h"

#include <cmath>
#include <deque>
#include <filesystem>

namespace scansleuth::investigate {

namespace {

// The experiments that train or take a loss read one image and one mask a case; the others read one
// case's channels.
bool readsCases(const std::string& check)
{
    return check == "model-overfit" || check == "model-gradients" || check == "model-initial-loss";
}

// A whole number given as text ("5"); `fallback` when the input is absent.
Result<int> wholeNumber(const ExperimentInputs& in, const std::string& id, int fallback)
{
    if (!in.has(id))
        return fallback;
    const std::string text = in.first(id);
    const auto value = parseNumber(text);
    if (!value || *value < 0 || *value > 1e6 || std::floor(*value) != *value)
        return makeError(ErrorKind::Invalid,
                         "The input \"" + id + "\" must be a whole number, not \"" + text + "\".");
    return static_cast<int>(*value);
}

// Inputs loaded for one run; the deque keeps the images' addresses stable for the pointers handed on.
struct LoadedInputs
{
    std::deque<io::LoadedImage> images;
    std::deque<io::LoadedImage> masks;
    model::ModelExperimentInputs experiment;
};

Status loadVolumes(LoadedInputs& loaded, const std::string& check, const ExperimentInputs& in,
                   const Progress& progress)
{
    const bool cases = readsCases(check);
    const std::vector<std::string> none;
    const auto& images = in.has("image") ? in.paths.at("image") : none;
    const auto& masks = in.has("mask") ? in.paths.at("mask") : none;
    const double steps = double(images.size() + masks.size()) + 1.0;
    int done = 0;
    for (const std::string& path : images) {
        auto image = loadImage(path, progress.sub(done / steps, (done + 1) / steps));
        ++done;
        if (!image)
            return image.error();
        loaded.images.push_back(std::move(image).value());
        const auto& volumes = loaded.images.back().volumes;
        if (cases)
            loaded.experiment.images.push_back(&volumes.front());
        else
            for (const volume::Volume& v : volumes) // a 4D file holds the channels
                loaded.experiment.images.push_back(&v);
    }
    for (const std::string& path : masks) {
        auto mask = loadImage(path, progress.sub(done / steps, (done + 1) / steps));
        ++done;
        if (!mask)
            return mask.error();
        loaded.masks.push_back(std::move(mask).value());
        loaded.experiment.masks.push_back(&loaded.masks.back().volumes.front());
    }
    if (cases && !masks.empty() && masks.size() != images.size())
        return makeError(ErrorKind::Invalid, "The experiment needs one mask for each image; " +
                                                 std::to_string(images.size()) + " images and " +
                                                 std::to_string(masks.size()) + " masks were given.");
    return {};
}

Status readSettings(model::ModelExperimentInputs& e, const ExperimentInputs& in)
{
    e.modelPath = in.first("model");
    e.specPath = in.first("spec");
    e.trainSpecPath = in.first("train_spec");
    e.tensorA = in.first("tensor_a");
    e.tensorB = in.first("tensor_b");
    if (in.has("device")) {
        auto device = model::parseDeviceRequest(in.first("device"));
        if (!device)
            return device.error();
        e.device = *device;
    }
    auto repeats = wholeNumber(in, "repeats", e.repeats);
    auto steps = wholeNumber(in, "steps", e.steps);
    auto classes = wholeNumber(in, "classes", in.classes);
    for (const auto* r : {&repeats, &steps, &classes})
        if (!*r)
            return r->error();
    e.repeats = *repeats;
    e.steps = *steps;
    e.classes = *classes;
    return {};
}

bool isLabelType(volume::PixelType type)
{
    return type != volume::PixelType::Float32 && type != volume::PixelType::Float64;
}

std::string mapCaption(const std::string& name)
{
    if (name == "disagreement")
        return "Where the repeated runs disagree over the input (brighter: a larger difference between "
               "runs).";
    return "The experiment's map \"" + name + "\" over the input.";
}

// Writes a map as NIfTI beside the snapshots, so that the viewer can overlay it; its path relative to
// the investigation's folder goes under data["map_files"][name]. A map that cannot be written is named
// in the evidence's problems.
void keepMapFile(workflow::Evidence& evidence, const volume::Volume& map, const std::string& name,
                 const std::string& dir, const std::string& fileName)
{
    const std::filesystem::path folder(dir);
    const std::string relative = (folder.filename() / fileName).generic_string();
    auto path = workflow::resolveInside(folder.parent_path().string(), relative);
    std::error_code ec;
    std::filesystem::create_directories(folder, ec);
    Status written = path ? Status{} : Status(path.error());
    if (written) {
        volume::VolumeList volumes;
        auto copy = map.clone();
        if (!copy)
            written = copy.error();
        else {
            volumes.push_back(std::move(copy).value());
            written = io::writeNifti(*path, volumes);
        }
    }
    if (!written) {
        evidence.problems.push_back("The map " + relative +
                                    " could not be written: " + written.error().message);
        return;
    }
    evidence.data["map_files"][name] = relative;
}

// Every map over the first image, all on the axial slice through the first map's foreground.
void keepMaps(workflow::ExperimentRun& run, const model::ExperimentOutcome& outcome,
              const io::LoadedImage& image, const std::string& dir)
{
    if (outcome.maps.empty())
        return;
    const volume::Vec3 at = foregroundCentre(outcome.maps.front().volume);
    for (const model::ExperimentOutcome::Map& map : outcome.maps) {
        const OverlayStyle style = isLabelType(map.volume.pixelType()) && map.name != "disagreement"
                                       ? OverlayStyle::Labels
                                       : OverlayStyle::Heat;
        keepSnapshot(run.evidence, image, map.volume, at, dir,
                     runFilePrefix(run.id) + "-" + map.name + ".png", mapCaption(map.name), style);
        keepMapFile(run.evidence, map.volume, map.name, dir,
                    runFilePrefix(run.id) + "-" + map.name + ".nii.gz");
    }
}

} // namespace

bool isModelCheck(const std::string& check)
{
    const std::vector<std::string> names = model::modelExperimentNames();
    return std::find(names.begin(), names.end(), check) != names.end();
}

Status runModelCheck(workflow::ExperimentRun& run, const std::string& check, const ExperimentInputs& in,
                     const std::string& dir, const Progress& progress)
{
    LoadedInputs loaded;
    if (Status s = readSettings(loaded.experiment, in); !s)
        return s;
    if (Status s = loadVolumes(loaded, check, in, progress.sub(0.0, 0.15)); !s)
        return s;
    auto outcome = model::runModelExperiment(check, loaded.experiment, progress.sub(0.15, 1.0));
    if (!outcome)
        return outcome.error();
    workflow::Evidence& evidence = run.evidence;
    evidence.findings = outcome->findings;
    evidence.data = outcome->data.is_object() ? outcome->data : nlohmann::json{{"result", outcome->data}};
    evidence.data["experiment"] = outcome->experiment.empty() ? check : outcome->experiment;
    evidence.data["verdict"] = outcome->verdict;
    nlohmann::json maps = nlohmann::json::array();
    for (const auto& map : outcome->maps)
        maps.push_back(map.name);
    evidence.data["maps"] = maps;
    std::vector<const io::LoadedImage*> patients;
    for (const auto* list : {&loaded.images, &loaded.masks})
        for (const io::LoadedImage& image : *list)
            patients.push_back(&image);
    addPatients(evidence, patients);
    evidence.summary = outcome->summary.empty() ? summarise(outcome->findings, check) : outcome->summary;
    if (!loaded.images.empty())
        keepMaps(run, *outcome, loaded.images.front(), dir);
    return {};
}

} // namespace scansleuth::investigate
