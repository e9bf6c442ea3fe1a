// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// `model run`: a model on one image, the result written on the image's own grid.
#include "clisupport.h"
#include "commandtable.h"
#include "exitcodes.h"
#include "modelcommands.h"
#include "modelinputs.h"
#ifndef SCANSLEUTH_MODEL_ONLY
#include "segoutput.h"
#endif

#include "base/findingjson.h"
#include "base/numberformat.h"
#include "base/strings.h"
#include "io/nifti/niftiwriter.h"
#include "model/inference.h"
#include "model/model.h"

#include <nlohmann/json.hpp>

#include <cctype>
#include <chrono>
#include <cmath>
#include <filesystem>
#include <iostream>
#include <map>

namespace scansleuth::cli {

namespace {

struct RunOptions
{
    std::string modelPath, inputs, specPath, out, probabilities;
    std::string labelTable, algorithm, algorithmVersion; // for a SEG (--out PRED.dcm)
    model::DeviceRequest device = model::DeviceRequest::Auto;
    model::InferenceOptions inference;
    bool json = false, quiet = false;
    bool writeNonFinite = false; // write the outputs even when the model's output holds NaN or Inf
};

int usageError(const std::string& problem)
{
    std::cerr << "scansleuth-cli: " << problem << " (see 'scansleuth-cli model run --help')\n";
    return ExitUsage;
}

int failWith(const Error& e, bool quiet)
{
    endProgress(quiet);
    printError(e);
    return exitCodeFor(e);
}

// Reads the command line into `o`; returns a usage problem, or empty.
std::string readOptions(const std::vector<std::string>& args, RunOptions& o)
{
    OptionParser p = commandParser("model run");
    if (std::string problem = p.parse(args); !problem.empty())
        return problem;
    if (p.positional().size() != 2 || !p.has("--out"))
        return "model run needs MODEL, INPUT[,INPUT2...] and --out OUT.nii.gz";
    o.modelPath = p.positional()[0];
    o.inputs = p.positional()[1];
    o.specPath = p.get("--spec");
    o.out = p.get("--out");
    o.probabilities = p.get("--probabilities");
    o.labelTable = p.get("--labels");
    o.algorithm = p.get("--algorithm");
    o.algorithmVersion = p.get("--algorithm-version");
    o.json = p.has("--json");
    o.quiet = p.has("--quiet");
    o.writeNonFinite = p.has("--write-nonfinite");
    auto device = model::parseDeviceRequest(p.get("--device", "auto"));
    if (!device)
        return device.error().message;
    o.device = *device;
    auto& inf = o.inference;
    if (p.has("--patch")) {
        auto patch = model::parsePatchSize(p.get("--patch"));
        if (!patch)
            return patch.error().message;
        inf.patch = *patch;
    }
    const auto overlap = parseNumber(p.get("--overlap", "0.5"));
    if (!overlap || *overlap < 0 || *overlap >= 1)
        return "--overlap takes a fraction from 0 up to (not including) 1";
    inf.overlap = *overlap;
    const std::string blend = p.get("--blend", "gaussian");
    if (blend != "gaussian" && blend != "constant")
        return "--blend takes gaussian or constant";
    inf.blend = blend == "gaussian" ? model::Blend::Gaussian : model::Blend::Constant;
    const auto batch = parseNumber(p.get("--batch", "1"));
    if (!batch || *batch < 1 || *batch > 4096 || *batch != std::floor(*batch))
        return "--batch takes a whole number of patches from 1 to 4096";
    inf.batch = int(*batch);
    inf.mirror = p.has("--mirror");
    inf.retrySmallerBatch = p.has("--retry-smaller-batch");
    inf.activation = p.get("--activation", "auto");
    return {};
}

std::string windowText(const model::InferenceOptions& o)
{
    if (o.patch == std::array<std::int64_t, 3>{0, 0, 0})
        return std::string("whole volume") + (o.mirror ? ", mirrored (8 flips)" : "");
    return "patch " + std::to_string(o.patch[0]) + " x " + std::to_string(o.patch[1]) + " x " +
           std::to_string(o.patch[2]) + ", overlap " + formatNumber(o.overlap, 3) + ", " +
           (o.blend == model::Blend::Gaussian ? "gaussian" : "constant") + " blending, batch " +
           std::to_string(o.batch) + (o.mirror ? ", mirrored (8 flips)" : "");
}

std::map<int, std::int64_t> labelCounts(const volume::Volume& labels)
{
    std::map<int, std::int64_t> counts;
    if (labels.pixelType() == volume::PixelType::UInt8)
        for (std::uint8_t v : labels.voxels<std::uint8_t>())
            ++counts[v];
    else
        for (std::uint16_t v : labels.voxels<std::uint16_t>())
            ++counts[v];
    return counts;
}

std::string deviceLine(const model::DeviceReport& d)
{
    return d.device + " (" + d.description + "; " + d.reason + ")";
}

// Written: the files were written (always, unless the output is not finite and --write-nonfinite is off).
void printText(const RunOptions& o, const model::Prediction& p, double writeSeconds, bool written)
{
    const volume::Geometry& g = p.labels.geometry();
    std::cout << "device: " << deviceLine(p.device) << "\n"
              << "model: " << o.modelPath << "\n"
              << "input: " << o.inputs << " (" << g.size[0] << " x " << g.size[1] << " x " << g.size[2]
              << " voxels)\n"
              << "spec: " << (o.specPath.empty() ? "none (the image goes to the model as it is)" : o.specPath)
              << "\n"
              << "window: " << windowText(o.inference) << "; " << p.patches << " patch"
              << (p.patches == 1 ? "" : "es") << ", batch used " << p.batchUsed << "\n"
              << "seconds: preprocess " << formatFixed(p.preprocessSeconds, 3) << ", inference "
              << formatFixed(p.inferenceSeconds, 3) << ", back to the input grid "
              << formatFixed(p.resampleSeconds, 3) << ", writing " << formatFixed(writeSeconds, 3) << "\n"
              << "classes: " << p.probabilities.size() << "\n";
    for (const Finding& f : p.findings)
        std::cout << severityName(f.severity) << " [" << f.code << "] " << f.message << "\n"
                  << "  fix: " << f.fix << "\n";
    if (!written) {
        std::cout << "nothing written: the output is not finite (--write-nonfinite writes it anyway)\n";
        return;
    }
    std::cout << "labels: " << o.out << "\n";
    for (const auto& [label, count] : labelCounts(p.labels))
        std::cout << "  label " << label << ": " << count << " voxels\n";
    if (!o.probabilities.empty())
        std::cout << "probabilities: " << o.probabilities << " (" << p.probabilities.size()
                  << " float32 volumes, one a class)\n";
    for (const std::string& note : p.notes)
        std::cout << "note: " << note << "\n";
}

void printJson(const RunOptions& o, const model::Prediction& p, double writeSeconds, bool written)
{
    nlohmann::ordered_json j;
    j["format"] = "scansleuth.model-run";
    j["version"] = 1;
    j["model"] = o.modelPath;
    j["inputs"] = o.inputs;
    j["spec"] = o.specPath.empty() ? nlohmann::ordered_json() : nlohmann::ordered_json(o.specPath);
    j["device"] = {{"device", p.device.device},
                   {"description", p.device.description},
                   {"reason", p.device.reason},
                   {"cpu_threads", p.device.cpuThreads}};
    const auto& inf = o.inference;
    j["window"] = {{"patch", inf.patch},
                   {"overlap", inf.overlap},
                   {"blend", inf.blend == model::Blend::Gaussian ? "gaussian" : "constant"},
                   {"batch", inf.batch},
                   {"batch_used", p.batchUsed},
                   {"mirror", inf.mirror},
                   {"patches", p.patches}};
    j["classes"] = p.probabilities.size();
    j["seconds"] = {{"preprocess", p.preprocessSeconds},
                    {"inference", p.inferenceSeconds},
                    {"resample", p.resampleSeconds},
                    {"write", writeSeconds}};
    j["outputs"] = {{"labels", written ? nlohmann::ordered_json(o.out) : nlohmann::ordered_json()},
                    {"probabilities", o.probabilities.empty() || !written
                                          ? nlohmann::ordered_json()
                                          : nlohmann::ordered_json(o.probabilities)}};
    j["nonfinite"] = {{"values", p.nonFinite.nan + p.nonFinite.infinite},
                      {"nan", p.nonFinite.nan},
                      {"infinite", p.nonFinite.infinite},
                      {"share", p.nonFinite.share()},
                      {"per_class", p.nonFinite.perClass}};
    j["findings"] = nlohmann::ordered_json::parse(findingsToJson(p.findings).dump());
    nlohmann::ordered_json counts = nlohmann::ordered_json::object();
    for (const auto& [label, count] : labelCounts(p.labels))
        counts[std::to_string(label)] = count;
    j["label_voxels"] = counts;
    j["notes"] = p.notes;
    std::cout << j.dump(2) << "\n";
}

// --out PRED.dcm: the labels as a DICOM SEG referencing the (DICOM series) input; the full build only.
bool isSegOutput(const std::string& out)
{
    std::string lower = out;
    for (char& c : lower)
        c = char(std::tolower(static_cast<unsigned char>(c)));
    return lower.size() > 4 && lower.compare(lower.size() - 4, 4, ".dcm") == 0;
}

Status writeLabels(const RunOptions& o, model::Prediction& p)
{
    if (isSegOutput(o.out)) {
#ifdef SCANSLEUTH_MODEL_ONLY
        return makeError(ErrorKind::Unsupported, "Writing a DICOM SEG needs the full build (DCMTK).",
                         "write --out LABELS.nii.gz instead");
#else
        ModelSegRequest request;
        request.input = split(o.inputs, ',').front();
        request.labelTable = o.labelTable;
        request.algorithm =
            o.algorithm.empty() ? std::filesystem::path(o.modelPath).stem().string() : o.algorithm;
        request.algorithmVersion =
            o.algorithmVersion.empty() ? modelFileVersion(o.modelPath) : o.algorithmVersion;
        request.classes = static_cast<int>(p.probabilities.size());
        request.quiet = o.quiet;
        return writeModelSeg(o.out, p.labels, request);
#endif
    }
    io::NiftiWriteOptions labels;
    labels.description = "scansleuth model run: labels";
    volume::VolumeList labelList;
    auto copy = p.labels.clone();
    if (!copy)
        return copy.error();
    labelList.push_back(std::move(*copy));
    return io::writeNifti(o.out, labelList, labels);
}

Status writeOutputs(const RunOptions& o, model::Prediction& p)
{
    if (Status s = writeLabels(o, p); !s)
        return s;
    if (o.probabilities.empty())
        return {};
    io::NiftiWriteOptions probabilities;
    probabilities.description = "scansleuth model run: probabilities, one volume a class";
    return io::writeNifti(o.probabilities, p.probabilities, probabilities);
}

} // namespace

int runModelRun(const std::vector<std::string>& args)
{
    RunOptions o;
    if (const std::string problem = readOptions(args, o); !problem.empty())
        return usageError(problem);
    auto model = model::Model::load(o.modelPath, o.device);
    if (!model)
        return failWith(model.error(), o.quiet);
    if (o.json && !o.quiet)
        std::cerr << "device: " << deviceLine(model->device()) << "\n";
    auto volumes = loadModelVolumes(o.inputs, o.quiet);
    if (!volumes)
        return failWith(volumes.error(), o.quiet);
    std::vector<const volume::Volume*> inputs;
    for (const volume::Volume& v : *volumes)
        inputs.push_back(&v);
    auto prediction = model::predict(*model, inputs, o.specPath, o.inference, makeProgress(o.quiet));
    endProgress(o.quiet);
    if (!prediction) {
        if (!o.json)
            std::cerr << "device: " << deviceLine(model->device()) << "\n";
        return failWith(prediction.error(), o.quiet);
    }
    // NaN or Inf would be written as a label map of zeros: only when asked, and the exit code says it.
    const bool nonFinite = prediction->nonFinite.any();
    const bool write = !nonFinite || o.writeNonFinite;
    const auto start = std::chrono::steady_clock::now();
    if (write)
        if (Status s = writeOutputs(o, *prediction); !s)
            return failWith(s.error(), o.quiet);
    const double writeSeconds =
        std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    if (o.json)
        printJson(o, *prediction, writeSeconds, write);
    else
        printText(o, *prediction, writeSeconds, write);
    if (nonFinite)
        std::cerr << "scansleuth-cli: " << prediction->findings.front().message
                  << (write ? "" : " Nothing was written (--write-nonfinite writes it anyway).") << "\n";
    return nonFinite ? ExitNonFinite : ExitOk;
}

} // namespace scansleuth::cli
