// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "compare/runs/runcomparisonjson.h"

#include "base/findingjson.h"
#include "base/numberformat.h"
#include "base/strings.h"
#include "compare/cases/casematchjson.h"
#include "compare/metrics/segmentationmetricsjson.h"
#include "compare/runs/contentforensicsjson.h"
#include "compare/stats/comparestatsjson.h"

#include <cmath>
#include <sstream>

namespace scansleuth::compare {

using nlohmann::json;

namespace {

json optionsToJson(const ComparisonOptions& o)
{
    json names = json::object();
    for (const auto& [label, name] : o.labelNames)
        names[std::to_string(label)] = name;
    return {
        {"labels", o.labels},
        {"label_names", names},
        {"nsd_tolerance_mm", jsonNumber(o.nsdToleranceMm)},
        {"probability", probabilityModeName(o.read.probability)},
        {"threshold", jsonNumber(o.read.threshold)},
        {"lesions", o.lesions},
        {"lesion_connectivity", static_cast<int>(o.lesionOptions.connectivity)},
        {"lesion_min_iou", jsonNumber(o.lesionOptions.minIoU)},
        {"alpha", jsonNumber(o.alpha)},
        {"bootstrap",
         {{"resamples", o.paired.bootstrap.resamples},
          {"seed", o.paired.bootstrap.seed},
          {"confidence", jsonNumber(o.paired.bootstrap.confidence)}}},
        {"wilcoxon",
         {{"exact_max_n", o.paired.wilcoxon.exactMaxN},
          {"continuity_correction", o.paired.wilcoxon.continuityCorrection}}},
        {"geometry_tolerance",
         {{"mm", jsonNumber(o.geometryTolerance.mm)}, {"degrees", jsonNumber(o.geometryTolerance.degrees)}}},
        {"content_poor_label_dice", jsonNumber(o.content.poorLabelDice)}};
}

json inputToJson(const CaseInput& input)
{
    return {{"input", input.input},
            {"paths", input.paths},
            {"how", input.how.empty() ? json(nullptr) : json(input.how)},
            {"error", input.error.empty() ? json(nullptr) : json(input.error)}};
}

json geometryToJson(const GeometryCheck& g)
{
    return {{"input", g.input},
            {"against", g.against},
            {"same_grid", g.sameGrid},
            {"forensics_run", g.forensicsRun},
            {"cause", g.cause.empty() ? json(nullptr) : json(g.cause)},
            {"findings", findingsToJson(g.findings)},
            {"content", contentForensicsToJson(g.content)}};
}

json pairToJson(const PairMetrics& p)
{
    json lesions = json::array();
    for (std::size_t i = 0; i < p.lesions.size() && i < p.metrics.labels.size(); ++i) {
        json l = lesionDetectionToJson(p.lesions[i]);
        l["label"] = p.metrics.labels[i].label;
        lesions.push_back(std::move(l));
    }
    return {{"a", p.a},
            {"b", p.b},
            {"computed", p.computed},
            {"reason", p.reason.empty() ? json(nullptr) : json(p.reason)},
            {"metrics", p.computed ? toJson(p.metrics) : json(nullptr)},
            {"lesions", lesions},
            {"differing_voxels", p.differingVoxels},
            {"worst_slice", p.worstSlice},
            {"worst_slice_voxels", p.worstSliceVoxels}};
}

json pairsToJson(const std::vector<PairMetrics>& pairs)
{
    json out = json::array();
    for (const PairMetrics& p : pairs)
        out.push_back(pairToJson(p));
    return out;
}

const char* failureKindName(FailureKind kind)
{
    switch (kind) {
    case FailureKind::None:
        return "none";
    case FailureKind::Missing:
        return "missing";
    case FailureKind::Unreadable:
        return "unreadable";
    case FailureKind::OtherGrid:
        return "other_grid";
    case FailureKind::NamedCause:
        return "named_cause";
    }
    return "none";
}

json caseToJson(const CaseComparison& c, const std::vector<std::string>& runs)
{
    json inputs = json::array(), geometry = json::array(), failures = json::array();
    for (const CaseInput& i : c.inputs)
        inputs.push_back(inputToJson(i));
    for (const GeometryCheck& g : c.geometry)
        geometry.push_back(geometryToJson(g));
    for (std::size_t r = 0; r < c.failures.size() && r < runs.size(); ++r) {
        const RunFailure& f = c.failures[r];
        failures.push_back({{"run", runs[r]},
                            {"failed", f.failed()},
                            {"kind", failureKindName(f.kind)},
                            {"reason", f.failed() ? json(f.reason) : json(nullptr)},
                            {"detail", f.detail.empty() ? json(nullptr) : json(f.detail)}});
    }
    return {{"case", c.key},
            {"reliable", c.reliable},
            {"comparable", c.reliable && c.truthUsable},
            {"truth_usable", c.truthUsable},
            {"failures", failures},
            {"distance_cap_mm", jsonNumber(c.distanceCapMm)},
            {"inputs", inputs},
            {"geometry", geometry},
            {"vs_truth", pairsToJson(c.vsTruth)},
            {"between", pairsToJson(c.between)},
            {"findings", findingsToJson(c.findings)}};
}

// The fields every summary row shares.
json summaryHead(const std::string& a, const std::string& b, std::int64_t label, Metric metric)
{
    json head = {{"label", label}, {"metric", metricName(metric)}};
    if (!a.empty())
        head["a"] = a;
    if (!b.empty())
        head["b"] = b;
    return head;
}

} // namespace

json comparisonToJson(const Comparison& c)
{
    json cases = json::array(), runs = json::array(), pairs = json::array(), agreement = json::array(),
         order = json::array(), labels = json::array();
    for (const CaseComparison& cc : c.cases)
        cases.push_back(caseToJson(cc, c.table.runNames));
    for (const RunSummary& r : c.runs) {
        json row = summaryHead({}, {}, r.label, r.metric);
        row["run"] = r.run;
        row["summary"] = summaryToJson(r.summary);
        row["comparable"] = summaryToJson(r.comparable);
        runs.push_back(std::move(row));
    }
    for (const PairSummary& p : c.pairs) {
        json row = summaryHead(p.a, p.b, p.label, p.metric);
        row["comparison"] = pairedComparisonToJson(p.comparison, higherIsBetter(p.metric), c.options.alpha);
        row["verdict"] = verdictName(p.verdict);
        row["comparable_comparison"] =
            pairedComparisonToJson(p.comparable, higherIsBetter(p.metric), c.options.alpha);
        row["comparable_verdict"] = verdictName(p.comparableVerdict);
        row["shift"] = verdictShiftName(p.shift);
        row["headline"] = p.headline;
        row["comparable_line"] = p.comparableLine;
        pairs.push_back(std::move(row));
    }
    for (const AgreementSummary& a : c.agreement) {
        json row = summaryHead(a.a, a.b, a.label, a.metric);
        row["summary"] = summaryToJson(a.summary);
        row["comparable"] = summaryToJson(a.comparable);
        agreement.push_back(std::move(row));
    }
    json failures = json::array();
    for (const RunFailures& f : c.failures) {
        json reasons = json::array();
        for (const FailureCount& r : f.reasons)
            reasons.push_back({{"reason", r.reason}, {"cases", r.cases}});
        failures.push_back({{"run", f.run},
                            {"cases", f.cases},
                            {"failed", f.failed},
                            {"reasons", reasons},
                            {"failed_cases", f.failedCases},
                            {"words", f.words()}});
    }
    for (std::size_t i : c.disagreementOrder)
        if (i < c.cases.size())
            order.push_back(c.cases[i].key);
    for (std::int64_t label : c.options.labels)
        labels.push_back({{"label", label}, {"name", c.labelName(label)}});
    const json table = toJson(c.table);
    return {{"format", kComparisonFormat},
            {"version", kComparisonFormatVersion},
            {"options", optionsToJson(c.options)},
            {"runs", c.table.runNames},
            {"truth", c.hasTruth() ? json(c.table.truthSource) : json(nullptr)},
            {"labels", labels},
            {"table", table},
            {"unmatched", table["unmatched"]},
            {"cases", cases},
            {"run_summaries", runs},
            {"pairs", pairs},
            {"agreement", agreement},
            {"failures", failures},
            {"truth_unusable", c.truthUnusable},
            {"disagreement_order", order},
            {"findings", findingsToJson(c.findings)}};
}

std::string csvField(const std::string& text)
{
    if (text.find_first_of(",\"\r\n") == std::string::npos)
        return text;
    std::string out = "\"";
    for (char ch : text) {
        if (ch == '"')
            out += '"';
        out += ch;
    }
    return out + "\"";
}

namespace {

std::string cell(double value)
{
    return std::isfinite(value) ? formatShortest(value) : std::string();
}

void csvRow(std::ostringstream& out, const std::vector<std::string>& fields)
{
    for (std::size_t i = 0; i < fields.size(); ++i)
        out << (i ? "," : "") << csvField(fields[i]);
    out << "\r\n";
}

// The columns after `reason`: why the pair's run failed (empty when it did not), and the values the
// all-cases statistics score (scoredVsTruth, scoredBetween) with the cap they use.
void scoredCells(std::vector<std::string>& row, const CaseComparison& cc, std::size_t i, std::size_t j,
                 bool truth, std::int64_t label)
{
    std::vector<std::string> why;
    for (std::size_t r : truth ? std::vector<std::size_t>{j} : std::vector<std::size_t>{i, j})
        if (cc.failed(r))
            why.push_back(cc.inputs[r].input + ": " + cc.failures[r].reason);
    row.push_back(join(why, "; "));
    row.push_back(cc.truthUsable ? "true" : "false");
    for (Metric m : {Metric::Dice, Metric::IoU, Metric::Hausdorff, Metric::HD95, Metric::ASSD, Metric::NSD})
        row.push_back(cell(truth ? scoredVsTruth(cc, j, label, m) : scoredBetween(cc, i, j, label, m)));
    row.push_back(cell(cc.distanceCapMm));
}

void pairRows(std::ostringstream& out, const Comparison& c, const CaseComparison& cc, const PairMetrics& p,
              std::size_t i, std::size_t j, bool truth)
{
    const std::string reliable = cc.reliable && p.computed ? "true" : "false";
    if (!p.computed) { // still one row per label: a case is never dropped from the table
        for (std::int64_t label : c.options.labels) {
            std::vector<std::string> row = {cc.key,  p.a, p.b, std::to_string(label), c.labelName(label),
                                            reliable};
            row.resize(19);
            row.push_back(p.reason);
            scoredCells(row, cc, i, j, truth, label);
            csvRow(out, row);
        }
        return;
    }
    for (const LabelMetrics& m : p.metrics.labels) {
        std::vector<std::string> row = {cc.key,
                                        p.a,
                                        p.b,
                                        std::to_string(m.label),
                                        c.labelName(m.label),
                                        reliable,
                                        cell(m.dice),
                                        cell(m.iou),
                                        cell(m.hausdorffMm),
                                        cell(m.hd95Mm),
                                        cell(m.assdMm),
                                        cell(m.nsd),
                                        cell(m.volumeAMl),
                                        cell(m.volumeBMl),
                                        cell(m.volumeDifferenceMl)};
        if (const LesionDetection* l = p.lesionsOf(m.label)) {
            row.push_back(std::to_string(l->truePositives));
            row.push_back(std::to_string(l->falsePositives));
            row.push_back(std::to_string(l->falseNegatives));
            row.push_back(cell(l->f1));
        } else {
            row.resize(19);
        }
        row.push_back(p.reason);
        scoredCells(row, cc, i, j, truth, m.label);
        csvRow(out, row);
    }
}

} // namespace

std::string comparisonToCsv(const Comparison& c)
{
    std::ostringstream out;
    csvRow(out, {"case",
                 "a",
                 "b",
                 "label",
                 "label_name",
                 "reliable",
                 "dice",
                 "iou",
                 "hd_mm",
                 "hd95_mm",
                 "assd_mm",
                 "nsd",
                 "volume_a_ml",
                 "volume_b_ml",
                 "volume_difference_ml",
                 "lesion_tp",
                 "lesion_fp",
                 "lesion_fn",
                 "lesion_f1",
                 "reason",
                 "failure",
                 "truth_usable",
                 "scored_dice",
                 "scored_iou",
                 "scored_hd_mm",
                 "scored_hd95_mm",
                 "scored_assd_mm",
                 "scored_nsd",
                 "distance_cap_mm"});
    const std::size_t runs = c.table.runNames.size();
    for (const CaseComparison& cc : c.cases) {
        for (std::size_t r = 0; r < cc.vsTruth.size(); ++r)
            pairRows(out, c, cc, cc.vsTruth[r], r, r, true);
        for (std::size_t i = 0; i < runs; ++i)
            for (std::size_t j = i + 1; j < runs; ++j)
                if (const PairMetrics* p = cc.betweenMetrics(i, j))
                    pairRows(out, c, cc, *p, i, j, false);
    }
    return out.str();
}

} // namespace scansleuth::compare
