// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The run comparison run for an investigation: inputs parsed, compare::compareRuns, its evidence recorded.
#include "comparisonrun.h"

#include "base/numberformat.h"
#include "compare/runs/runcomparison.h"
#include "render/differencemap.h"
#include "render/render.h"
#include "runsupport.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <map>
#include <optional>
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

Status readLabelNames(compare::ComparisonOptions& options, const std::string& path)
{
    auto table = render::readLabelTable(path);
    if (!table)
        return table.error();
    for (const render::LabelColour& c : *table) {
        if (c.label == 0)
            continue;
        options.labels.push_back(c.label);
        if (!c.name.empty())
            options.labelNames[c.label] = c.name;
    }
    if (options.labels.empty())
        return makeError(ErrorKind::Invalid, "The label table " + path + " names no label other than 0.");
    return {};
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

// The cases for pictures: unreliable cases whose first two runs could be measured against each other
// first (disagreementOrder puts them last, but a flipped export is the picture the user needs), then
// the disagreement order; at most `count`.
std::vector<std::size_t> pictureCases(const compare::Comparison& cmp, std::size_t count)
{
    std::vector<std::size_t> chosen;
    const auto measured = [&](std::size_t c) {
        if (cmp.table.runNames.size() < 2) // one run against the truth: its errors
            return cmp.cases[c].truthMetrics(0) && cmp.cases[c].truthMetrics(0)->computed;
        const compare::PairMetrics* p = cmp.cases[c].betweenMetrics(0, 1);
        return p && p->computed && p->differingVoxels > 0;
    };
    for (bool reliable : {false, true})
        for (std::size_t c : cmp.disagreementOrder)
            if (chosen.size() < count && cmp.cases[c].reliable == reliable && measured(c))
                chosen.push_back(c);
    return chosen;
}

// ---- Pictures ----

// The centre (LPS mm) of the disagreeing voxels of difference map `map` in slice k of its grid; the
// slice's centre when there are none.
volume::Vec3 sliceCentre(const volume::Volume& map, std::int64_t k)
{
    const auto& n = map.geometry().size;
    k = std::clamp<std::int64_t>(k, 0, n[2] - 1);
    const std::optional<volume::Vec3> centre = render::disagreementCentre(map, k);
    return volume::indexToPatient(
        map.geometry(), centre ? *centre : volume::Vec3{(n[0] - 1) / 2.0, (n[1] - 1) / 2.0, double(k)});
}

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

std::map<std::string, std::string> imageFiles(const std::string& source)
{
    std::map<std::string, std::string> files;
    if (source.empty())
        return files;
    if (auto cases = compare::listRunCases({"images", source, false}))
        for (const compare::CaseFile& c : cases->cases)
            files[c.key] = c.path;
    return files;
}

// One case's pictures: the first two runs' difference, and each of them against the truth, all on the
// slice where the two runs differ most (or where the run's errors are, without a second run).
void keepCasePictures(workflow::Evidence& evidence, const compare::Comparison& cmp, std::size_t c,
                      const std::map<std::string, std::string>& images, const std::string& dir,
                      const std::string& prefix)
{
    const compare::CaseComparison& cc = cmp.cases[c];
    const std::vector<std::string>& names = cmp.table.runNames;
    const compare::CaseVolumes volumes = compare::readCase(cmp.table, c, cmp.options.read);
    const std::size_t runs = names.size();
    const compare::PairMetrics* ab = runs >= 2 ? cc.betweenMetrics(0, 1) : nullptr;
    std::int64_t slice = ab && ab->computed ? ab->worstSlice : -1;
    struct Picture
    {
        std::size_t reference, other;
        std::string file, caption;
    };
    std::vector<Picture> pictures;
    if (ab && ab->computed)
        pictures.push_back({0, 1, "ab",
                            "where runs " + quoted(names[0]) + " and " + quoted(names[1]) + " differ (" +
                                render::differenceLegendText(names[0], names[1], false) + ")"});
    for (std::size_t r = 0; cmp.hasTruth() && r < std::min<std::size_t>(runs, 2); ++r) {
        const compare::PairMetrics* t = cc.truthMetrics(r);
        if (!t || !t->computed)
            continue;
        slice = slice >= 0 ? slice : t->worstSlice;
        pictures.push_back({runs, r, std::string(1, char('a' + r)) + "-errors",
                            "run " + quoted(names[r]) + " against the truth (" +
                                render::differenceLegendText("truth", names[r], true) + ")"});
    }
    for (const Picture& p : pictures) {
        const auto& a = volumes.labels[p.reference];
        const auto& b = volumes.labels[p.other];
        if (!a || !b)
            continue;
        auto map = render::differenceMap(*a, *b, 0, cmp.options.geometryTolerance);
        if (!map) {
            evidence.problems.push_back("The picture of " + cc.key +
                                        " could not be made: " + map.error().message);
            continue;
        }
        const io::LoadedImage image = background(images, cc.key, a->geometry());
        if (image.volumes.empty())
            continue;
        keepSnapshot(evidence, image, *map, sliceCentre(*map, std::max<std::int64_t>(slice, 0)), dir,
                     prefix + "-" + cc.key + "-" + p.file + ".png",
                     cc.key + (cc.reliable ? "" : " (not comparable: see its findings)") + ", slice " +
                         std::to_string(std::max<std::int64_t>(slice, 0)) + ": " + p.caption + ".",
                     OverlayStyle::Difference);
    }
}

void keepComparisonPictures(workflow::Evidence& evidence, const compare::Comparison& cmp,
                            const std::vector<std::size_t>& cases, const std::string& imagesSource,
                            const std::string& dir, const std::string& prefix, const Progress& progress)
{
    const std::map<std::string, std::string> images = imageFiles(imagesSource);
    for (std::size_t n = 0; n < cases.size(); ++n) {
        if (!progress.report(double(n) / double(cases.size()), "Pictures of " + cmp.cases[cases[n]].key))
            return;
        keepCasePictures(evidence, cmp, cases[n], images, dir, prefix);
    }
}

} // namespace

Status runComparisonCheck(workflow::ExperimentRun& run, const ExperimentInputs& in, const std::string& dir,
                          const Progress& progress)
{
    auto specs = runSpecs(in.paths.count("runs") ? in.paths.at("runs") : std::vector<std::string>{});
    if (!specs)
        return specs.error();
    compare::ComparisonOptions options;
    if (in.has("labels"))
        if (Status s = readLabelNames(options, in.first("labels")); !s)
            return s;
    auto cmp = compare::compareRuns(*specs, in.first("truth"), options, progress.sub(0.0, 0.85));
    if (!cmp)
        return cmp.error();
    workflow::Evidence& evidence = run.evidence;
    evidence.findings = cmp->findings;
    const std::vector<std::size_t> worst = pictureCases(*cmp, 3);
    evidence.data = comparisonJson(*cmp, worst);
    evidence.summary =
        summarise(evidence.findings, "Run comparison of " + std::to_string(cmp->cases.size()) + " cases");
    keepComparisonPictures(evidence, *cmp, worst, in.first("images"), dir, runFilePrefix(run.id),
                           progress.sub(0.85, 1.0));
    return {};
}

} // namespace scansleuth::investigate
