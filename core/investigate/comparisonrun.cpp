// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The run comparison run for an investigation: inputs parsed, compare::runComparison, its evidence recorded.
#include "comparisonrun.h"

#include "base/numberformat.h"
#include "compare/runs/comparerequest.h"
#include "render/differencemap.h"
#include "render/render.h"
#include "runsupport.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <map>
#include <set>

namespace scansleuth::investigate {

namespace {

namespace fs = std::filesystem;

// "NAME=PATH", or a bare path named after its folder or file.
Result<std::vector<compare::RunSpec>> runSpecs(const std::vector<std::string>& values)
{
    std::vector<compare::RunSpec> specs;
    std::set<std::string> names;
    for (const std::string& value : values) {
        compare::RunSpec spec;
        if (value.find('=') != std::string::npos) {
            auto parsed = compare::parseRunSpec(value);
            if (!parsed)
                return parsed.error();
            spec = *parsed;
        } else {
            const fs::path path = fs::path(value).lexically_normal();
            spec.path = value;
            spec.name = (path.has_filename() ? path : path.parent_path()).stem().string();
            if (spec.name.empty() || names.count(spec.name))
                spec.name = "run-" + std::to_string(specs.size() + 1);
        }
        names.insert(spec.name);
        specs.push_back(spec);
    }
    return specs;
}

std::string quoted(const std::string& name)
{
    return "'" + name + "'";
}

double finiteOrNull(double v)
{
    return std::isfinite(v) ? v : NAN;
}

nlohmann::json number(double v)
{
    return std::isfinite(v) ? nlohmann::json(v) : nlohmann::json();
}

// The mean Dice over labels, by core's one rule (compare::meanOverLabels).
double meanDice(const compare::PairMetrics* p)
{
    return compare::meanOverLabels(p, compare::Metric::Dice);
}

nlohmann::json caseJson(const compare::Comparison& cmp, const compare::CaseComparison& c)
{
    nlohmann::json j{{"case", c.key}, {"reliable", c.reliable}};
    if (cmp.table.runNames.size() >= 2) {
        const compare::PairMetrics* p = c.betweenMetrics(0, 1);
        j["dice_between"] = number(finiteOrNull(meanDice(p)));
        j["differing_voxels"] = p && p->computed ? nlohmann::json(p->differingVoxels) : nlohmann::json();
        j["worst_slice"] = p && p->computed ? nlohmann::json(p->worstSlice) : nlohmann::json();
    }
    if (cmp.hasTruth()) {
        nlohmann::json vsTruth = nlohmann::json::object();
        for (std::size_t r = 0; r < cmp.table.runNames.size(); ++r)
            vsTruth[cmp.table.runNames[r]] = number(meanDice(c.truthMetrics(r)));
        j["dice_vs_truth"] = vsTruth;
    }
    nlohmann::json reasons = nlohmann::json::array();
    for (const Finding& f : c.findings)
        reasons.push_back(f.code + ": " + f.message);
    j["findings"] = reasons;
    return j;
}

// The comparison in brief: what was compared, the worst cases, the paired tests of Dice and HD95, the
// verdicts. (The full per-case table is for `scansleuth-cli compare --json`.)
nlohmann::json comparisonJson(const compare::Comparison& cmp, const std::vector<std::size_t>& worst)
{
    nlohmann::json j;
    j["runs"] = cmp.table.runNames;
    j["truth"] = cmp.hasTruth() ? nlohmann::json(cmp.table.truthSource) : nlohmann::json();
    j["cases"] = cmp.cases.size();
    j["complete_cases"] = cmp.table.complete();
    nlohmann::json labels = nlohmann::json::array();
    for (std::int64_t label : cmp.options.labels)
        labels.push_back({{"label", label}, {"name", cmp.labelName(label)}});
    j["labels"] = labels;
    nlohmann::json unmatched = nlohmann::json::array();
    for (const compare::UnmatchedCases& u : cmp.table.unmatched)
        unmatched.push_back({{"input", u.input}, {"missing", u.missing}});
    j["unmatched"] = unmatched;
    nlohmann::json cases = nlohmann::json::array();
    for (std::size_t c : worst)
        cases.push_back(caseJson(cmp, cmp.cases[c]));
    j["worst_cases"] = cases;
    nlohmann::json pairs = nlohmann::json::array();
    for (const compare::PairSummary& s : cmp.pairs) {
        if (s.metric != compare::Metric::Dice && s.metric != compare::Metric::HD95)
            continue;
        pairs.push_back({{"a", s.a},
                         {"b", s.b},
                         {"label", s.label},
                         {"metric", compare::metricName(s.metric)},
                         {"cases", s.comparison.pairs},
                         {"mean_difference", number(s.comparison.meanDifference)},
                         {"p", number(s.comparison.wilcoxon.pValue)},
                         {"verdict", compare::verdictName(s.verdict)},
                         {"comparable_cases", s.comparable.pairs},
                         {"comparable_mean_difference", number(s.comparable.meanDifference)},
                         {"comparable_verdict", compare::verdictName(s.comparableVerdict)},
                         {"shift", compare::verdictShiftName(s.shift)},
                         {"headline", s.headline},
                         {"comparable_line", s.comparableLine}});
    }
    j["pairs"] = pairs;
    nlohmann::json failures = nlohmann::json::array();
    for (const compare::RunFailures& f : cmp.failures)
        failures.push_back({{"run", f.run}, {"failed", f.failed}, {"cases", f.cases}, {"words", f.words()}});
    j["failures"] = failures;
    j["truth_unusable"] = cmp.truthUnusable;
    std::set<std::string> codes;
    for (const Finding& f : cmp.findings)
        if (f.code.rfind("comparison.", 0) == 0)
            codes.insert(f.code);
    j["verdicts"] = std::vector<std::string>(codes.begin(), codes.end());
    return j;
}

// ---- Pictures ----

// The picture's background: the case's image when the "images" input has it, else black on `grid`
// (a CT-like volume at -1024 HU).
io::LoadedImage background(const std::map<std::string, std::string>& images, const std::string& key,
                           const volume::Geometry& grid)
{
    if (auto it = images.find(key); it != images.end())
        if (auto image = loadImage(it->second, {}))
            return std::move(image).value();
    io::LoadedImage blank;
    if (auto v = volume::Volume::allocate(volume::PixelType::Int16, grid)) {
        std::fill(v->voxels<std::int16_t>().begin(), v->voxels<std::int16_t>().end(), std::int16_t{0});
        v->setRescale({1.0, -1024.0});
        blank.volumes.push_back(std::move(v).value());
    }
    return blank;
}

// The case images by key; none when there are none or they cannot be listed (the pictures are then drawn
// on black).
std::map<std::string, std::string> imageFiles(const std::string& source)
{
    if (source.empty())
        return {};
    auto images = compare::listCaseImages(source);
    return images ? std::move(images->files) : std::map<std::string, std::string>{};
}

// File names of a case's pictures: "ab" for A against B, "a-errors" and "b-errors" against the truth.
std::string pictureFile(const compare::DifferencePicture& p)
{
    return p.againstTruth ? std::string(1, char('a' + p.other)) + "-errors" : "ab";
}

std::string pictureCaption(const compare::Comparison& cmp, const compare::DifferencePicture& p)
{
    const std::vector<std::string>& names = cmp.table.runNames;
    if (!p.againstTruth)
        return "where runs " + quoted(names[p.reference]) + " and " + quoted(names[p.other]) + " differ (" +
               render::differenceLegendText(names[p.reference], names[p.other], false) + ")";
    return "run " + quoted(names[p.other]) + " against the truth (" +
           render::differenceLegendText("truth", names[p.other], true) + ")";
}

// One case's pictures, all on the slice runComparison chose, centred where its maps disagree. A map
// that could not be made for want of a file is left out; one whose grids differ is a problem.
void keepCasePictures(workflow::Evidence& evidence, const compare::Comparison& cmp,
                      const compare::CasePictures& pictures, const std::map<std::string, std::string>& images,
                      const std::string& dir, const std::string& prefix)
{
    const compare::CaseComparison& cc = cmp.cases[pictures.caseIndex];
    const std::int64_t slice = std::max<std::int64_t>(pictures.slice, 0);
    for (const compare::DifferencePicture& p : pictures.pictures) {
        if (!p.made()) {
            if (!p.unreadable)
                evidence.problems.push_back("The picture of " + cc.key + " could not be made: " + p.error);
            continue;
        }
        const io::LoadedImage image = background(images, cc.key, p.grid);
        if (image.volumes.empty())
            continue;
        keepSnapshot(evidence, image, p.map, p.centre, dir,
                     prefix + "-" + cc.key + "-" + pictureFile(p) + ".png",
                     cc.key + (cc.reliable ? "" : " (not comparable: see its findings)") + ", slice " +
                         std::to_string(slice) + ": " + pictureCaption(cmp, p) + ".",
                     OverlayStyle::Difference);
    }
}

} // namespace

Status runComparisonCheck(workflow::ExperimentRun& run, const ExperimentInputs& in, const std::string& dir,
                          const Progress& progress)
{
    auto specs = runSpecs(in.paths.count("runs") ? in.paths.at("runs") : std::vector<std::string>{});
    if (!specs)
        return specs.error();
    compare::CompareRequest request;
    request.runs = std::move(specs).value();
    request.truth = in.first("truth");
    if (in.has("labels")) {
        request.labelTable = in.first("labels");
        request.measureTableLabels = true;
    }
    request.pictures = {3, compare::PictureCases::NotComparableFirst};
    auto result = compare::runComparison(request, progress);
    if (!result)
        return result.error();
    const compare::Comparison& cmp = result->comparison;
    workflow::Evidence& evidence = run.evidence;
    evidence.findings = cmp.findings;
    std::vector<std::size_t> worst;
    for (const compare::CasePictures& p : result->pictures)
        worst.push_back(p.caseIndex);
    evidence.data = comparisonJson(cmp, worst);
    evidence.summary =
        summarise(evidence.findings, "Run comparison of " + std::to_string(cmp.cases.size()) + " cases");
    const std::map<std::string, std::string> images = imageFiles(in.first("images"));
    for (const compare::CasePictures& p : result->pictures)
        keepCasePictures(evidence, cmp, p, images, dir, runFilePrefix(run.id));
    return {};
}

} // namespace scansleuth::investigate
