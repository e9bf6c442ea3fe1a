// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// check-pair, investigate and report: argument handling and printing; the work is in core/.
#include "investigatecommands.h"
#include "base/measurementtexts.h"
#include "base/numberformat.h"
#include "base/strings.h"

#include "checks/geometry/pairgeometry.h"
#include "checks/geometry/pairgeometryjson.h"
#include "checks/labels/labelchecks.h"
#include "checks/labels/labelchecksjson.h"
#include "clisupport.h"
#include "commandtable.h"
#include "exitcodes.h"
#include "investigate/experimentrunner.h"
#include "investigate/reportbuilder.h"
#include "io/imageloader.h"
#include "io/segmentationloader.h"
#include "reportoutput.h"
#include "workflow/investigation.h"
#include "workflow/knowledgebase.h"

#include <algorithm>
#include <cctype>
#include <cstdio>
#include <filesystem>
#include <iostream>

namespace scansleuth::cli {

namespace {

namespace fs = std::filesystem;

int usage(const std::string& problem)
{
    std::cerr << "scansleuth-cli: " << problem << " (see scansleuth-cli --help)\n";
    return ExitUsage;
}

Result<io::LoadedImage> loadOne(const std::string& path, bool quiet)
{
    auto loaded = io::loadPath(path, {}, makeProgress(quiet));
    endProgress(quiet);
    if (!loaded)
        return loaded.error();
    if (loaded->images.size() != 1)
        return makeError(ErrorKind::Invalid,
                         path + " holds " + std::to_string(loaded->images.size()) +
                             " images; check-pair needs exactly one.",
                         "give the series' folder or file");
    return std::move(loaded->images.front());
}

bool hasProblems(const Findings& findings)
{
    return std::any_of(findings.begin(), findings.end(),
                       [](const Finding& f) { return f.severity != Severity::Info; });
}

void printFindings(const Findings& findings)
{
    for (const Finding& f : findings) {
        std::cout << "  [" << severityName(f.severity) << "] " << f.code << ": " << f.message << "\n";
        for (const Measurement& m : f.measurements) {
            // In words, as the report writes them (base/measurementtexts.h); --json keeps the raw names.
            std::cout << "      " << measurementWords(m.name, englishTranslator()) << " = "
                      << measurementValueText(m.value, m.unit, englishTranslator()) << "\n";
        }
        for (const std::string& e : f.evidence)
            std::cout << "      " << e << "\n";
        if (!f.fix.empty())
            std::cout << "      fix: " << f.fix << "\n";
    }
}

void printPairText(const checks::PairReport& pair, const checks::LabelReport& labels)
{
    std::cout << "Geometry (check-pair" << (pair.hasReference ? ", with a reference mask" : "") << "):\n";
    printFindings(pair.findings);
    if (!pair.candidates.empty()) {
        std::cout << "\nCandidate causes, each undone and measured:\n";
        for (const checks::CauseCandidate& c : pair.candidates)
            std::cout << "  " << c.verdict << "  " << c.code << ": " << c.description << "\n      "
                      << c.reason << "\n";
    }
    for (const auto* tools : {&pair.imageTools, &pair.maskTools}) {
        if (tools->empty())
            continue;
        std::cout << "\nHow other tools read the " << (tools == &pair.imageTools ? "image" : "mask") << ":\n";
        for (const checks::ToolReading& t : *tools)
            std::cout << "  " << t.tool << ": " << t.form << ". " << t.note << "\n";
    }
    std::cout << "\nLabels (" << labels.kind << "):\n";
    printFindings(labels.findings);
}

} // namespace

int runCheckPair(const std::vector<std::string>& args)
{
    OptionParser p = commandParser("check-pair");
    if (std::string problem = p.parse(args); !problem.empty())
        return usage(problem);
    if (p.positional().size() != 2)
        return usage("check-pair needs IMAGE and MASK");
    const bool quiet = p.has("--quiet");
    auto image = loadOne(p.positional()[0], quiet);
    if (!image) {
        printError(image.error());
        return exitCodeFor(image.error());
    }
    auto mask = io::loadMaskFor(p.positional()[1], &*image, makeProgress(quiet));
    endProgress(quiet);
    if (!mask) {
        printError(mask.error());
        return exitCodeFor(mask.error());
    }
    std::optional<io::LoadedImage> reference;
    if (p.has("--reference")) {
        auto r = loadOne(p.get("--reference"), quiet);
        if (!r) {
            printError(r.error());
            return exitCodeFor(r.error());
        }
        reference = std::move(r).value();
    }
    auto pair = checks::checkPair(*image, *mask, reference ? &*reference : nullptr, {}, makeProgress(quiet));
    endProgress(quiet);
    if (!pair) {
        printError(pair.error());
        return exitCodeFor(pair.error());
    }
    const volume::Volume* sameGrid =
        image->geometry().size == mask->geometry().size ? &image->volumes.front() : nullptr;
    const checks::LabelReport labels = mask->volumes.size() > 1
                                           ? checks::checkProbabilityChannels(mask->volumes)
                                           : checks::checkLabels(mask->volumes.front(), {}, sameGrid);
    if (p.has("--json")) {
        nlohmann::json out = {
            {"format", "scansleuth.check-pair"},
            {"version", 1},
            {"image", p.positional()[0]},
            {"mask", p.positional()[1]},
            {"reference", reference ? nlohmann::json(p.get("--reference")) : nlohmann::json()},
            {"geometry", checks::toJson(*pair)},
            {"labels", checks::toJson(labels)}};
        std::cout << out.dump(2) << "\n";
    } else {
        printPairText(*pair, labels);
    }
    return hasProblems(pair->findings) || hasProblems(labels.findings) ? ExitFindings : ExitOk;
}

namespace {

Result<workflow::KnowledgeBase> knowledgeBase()
{
    auto kb = workflow::KnowledgeBase::loadDefault();
    if (!kb)
        printError(kb.error());
    return kb;
}

int writeReportFile(const workflow::Investigation& inv, const workflow::KnowledgeBase& kb,
                    const std::string& investigationPath, const std::string& out, const OptionParser& p)
{
    investigate::ReportOptions options;
    options.includeIdentifiers = p.has("--include-identifiers");
    options.pseudonymKey = p.get("--key");
    options.investigationDir = fs::absolute(investigationPath).parent_path().string();
    std::vector<std::string> problems;
    const report::Document doc = investigate::buildReport(inv, kb, options, &problems);
    if (Status s = writeAnyReport(doc, out); !s) {
        printError(s.error());
        return exitCodeFor(s.error());
    }
    std::cout << out << "\n";
    // The report says the same in place of each picture; a script must not take it as complete.
    for (const std::string& problem : problems)
        std::cerr << "scansleuth-cli: " << problem << "\n";
    return problems.empty() ? ExitOk : ExitPartial;
}

} // namespace

int runInvestigate(const std::vector<std::string>& args)
{
    OptionParser p = commandParser("investigate");
    if (std::string problem = p.parse(args); !problem.empty())
        return usage(problem);
    auto kb = knowledgeBase();
    if (!kb)
        return exitCodeFor(kb.error());
    if (p.has("--list-symptoms")) {
        for (const workflow::SymptomSpec& s : kb->symptoms())
            std::cout << s.id << "\t" << s.title << "\n";
        return ExitOk;
    }
    if (!p.has("--symptom") || !p.has("--out"))
        return usage("investigate needs --symptom ID and --out INV.json (or --list-symptoms)");
    const std::string symptom = p.get("--symptom");
    if (kb->symptom(symptom) == nullptr) {
        std::string hint;
        for (const workflow::SymptomSpec* s : kb->matchSymptoms(symptom))
            hint += (hint.empty() ? " Did you mean: " : ", ") + s->id;
        return usage("unknown symptom '" + symptom + "'." + hint);
    }
    investigate::ExperimentInputs inputs;
    const std::pair<const char*, const char*> map[] = {{"--image", "image"},
                                                       {"--mask", "mask"},
                                                       {"--reference", "reference"},
                                                       {"--folder", "folder"},
                                                       {"--scan", "path"},
                                                       {"--slurm-output", "output"},
                                                       {"--slurm-error", "error"},
                                                       {"--sacct", "sacct"},
                                                       {"--training-log", "csv"},
                                                       {"--model", "model"},
                                                       {"--spec", "spec"},
                                                       {"--train-spec", "train_spec"},
                                                       {"--tensor-a", "tensor_a"},
                                                       {"--tensor-b", "tensor_b"},
                                                       {"--device", "device"},
                                                       {"--repeats", "repeats"},
                                                       {"--steps", "steps"},
                                                       {"--run", "runs"},
                                                       {"--truth", "truth"},
                                                       {"--images", "images"},
                                                       {"--labels", "labels"},
                                                       {"--train", "train"},
                                                       {"--validation", "validation"},
                                                       {"--test", "test"},
                                                       {"--new-data", "new_data"},
                                                       {"--splits-csv", "splits_csv"},
                                                       {"--training-fingerprint", "training_fingerprint"},
                                                       {"--embedding-model", "embedding_model"}};
    for (const auto& [option, id] : map)
        for (const std::string& v : p.all(option))
            inputs.paths[id].push_back(v);
    if (!inputs.has("path") && inputs.has("folder"))
        inputs.paths["path"] = inputs.paths["folder"];
    if (p.has("--classes"))
        inputs.classes = std::atoi(p.get("--classes").c_str());

    const bool quiet = p.has("--quiet");
    const std::string out = p.get("--out");
    if (p.has("--report") && fs::absolute(p.get("--report")) == fs::absolute(out))
        return usage("--report and --out name the same file");
    workflow::Investigation inv =
        workflow::startInvestigation(*kb, symptom, p.get("--describe"), p.get("--doing"), p.get("--changed"));
    const fs::path snapshots = fs::absolute(out).parent_path() / (fs::path(out).stem().string() + "_files");
    const int ran =
        investigate::runAutomatedExperiments(inv, *kb, inputs, snapshots.string(), makeProgress(quiet));
    endProgress(quiet);
    if (Status s = workflow::saveInvestigation(inv, out); !s) {
        printError(s.error());
        return exitCodeFor(s.error());
    }
    if (!quiet) {
        std::cerr << "Ran " << ran << " automated experiment" << (ran == 1 ? "" : "s") << ".\n";
        int rank = 1;
        for (const workflow::HypothesisState& h : inv.hypotheses) {
            const workflow::HypothesisSpec* spec = kb->hypothesis(h.id);
            char line[64];
            std::snprintf(line, sizeof line, "%2d. %5.1f%%  %-12s ", rank++, h.posterior * 100.0,
                          workflow::verdictId(h.verdict));
            std::cerr << line << (spec ? spec->title : h.id) << "\n";
        }
    }
    std::cout << out << "\n";
    bool failed = false;
    for (const workflow::ExperimentRun& r : inv.runs) {
        if (r.status == "failed") {
            std::cerr << "scansleuth-cli: " << r.id << " failed: " << r.error << "\n";
            failed = true;
        }
        for (const std::string& problem : r.evidence.problems) {
            std::cerr << "scansleuth-cli: " << r.id << ": " << problem << "\n";
            failed = true;
        }
    }
    if (p.has("--report"))
        if (int code = writeReportFile(inv, *kb, out, p.get("--report"), p); code != ExitOk)
            return code;
    return failed ? ExitPartial : ExitOk;
}

int runReport(const std::vector<std::string>& args)
{
    OptionParser p = commandParser("report");
    if (std::string problem = p.parse(args); !problem.empty())
        return usage(problem);
    if (p.positional().size() != 1 || !p.has("--out"))
        return usage("report needs INV.json and --out OUT.pdf|.html|.md|.json");
    std::error_code ec;
    if (fs::equivalent(p.positional()[0], p.get("--out"), ec))
        return usage("the report would overwrite the investigation " + p.positional()[0]);
    auto kb = knowledgeBase();
    if (!kb)
        return exitCodeFor(kb.error());
    auto inv = workflow::loadInvestigation(p.positional()[0]);
    if (!inv) {
        printError(inv.error());
        return exitCodeFor(inv.error());
    }
    return writeReportFile(*inv, *kb, p.positional()[0], p.get("--out"), p);
}

} // namespace scansleuth::cli
