// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "compare/runs/runcomparisonjson.h"

#include "base/findingjson.h"
#include "base/numberformat.h"
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

json caseToJson(const CaseComparison& c)
{
    json inputs = json::array(), geometry = json::array();
    for (const CaseInput& i : c.inputs)
        inputs.push_back(inputToJson(i));
    for (const GeometryCheck& g : c.geometry)
        geometry.push_back(geometryToJson(g));
    return {{"case", c.key},
            {"reliable", c.reliable},
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
        cases.push_back(caseToJson(cc));
    for (const RunSummary& r : c.runs) {
        json row = summaryHead({}, {}, r.label, r.metric);
        row["run"] = r.run;
        row["summary"] = summaryToJson(r.summary);
        runs.push_back(std::move(row));
    }
    for (const PairSummary& p : c.pairs) {
        json row = summaryHead(p.a, p.b, p.label, p.metric);
        row["comparison"] = pairedComparisonToJson(p.comparison, higherIsBetter(p.metric), c.options.alpha);
        row["verdict"] = verdictName(p.verdict);
        pairs.push_back(std::move(row));
    }
    for (const AgreementSummary& a : c.agreement) {
        json row = summaryHead(a.a, a.b, a.label, a.metric);
        row["summary"] = summaryToJson(a.summary);
        agreement.push_back(std::move(row));
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

void pairRows(std::ostringstream& out, const Comparison& c, const CaseComparison& cc, const PairMetrics& p)
{
    const std::string reliable = cc.reliable && p.computed ? "true" : "false";
    if (!p.computed) { // still one row per label: a case is never dropped from the table
        for (std::int64_t label : c.options.labels) {
            std::vector<std::string> row = {cc.key,  p.a, p.b, std::to_string(label), c.labelName(label),
                                            reliable};
            row.resize(19);
            row.push_back(p.reason);
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
        csvRow(out, row);
    }
}

} // namespace

std::string comparisonToCsv(const Comparison& c)
{
    std::ostringstream out;
    csvRow(out, {"case",      "a",         "b",           "label",       "label_name",
                 "reliable",  "dice",      "iou",         "hd_mm",       "hd95_mm",
                 "assd_mm",   "nsd",       "volume_a_ml", "volume_b_ml", "volume_difference_ml",
                 "lesion_tp", "lesion_fp", "lesion_fn",   "lesion_f1",   "reason"});
    for (const CaseComparison& cc : c.cases) {
        for (const PairMetrics& p : cc.vsTruth)
            pairRows(out, c, cc, p);
        for (const PairMetrics& p : cc.between)
            pairRows(out, c, cc, p);
    }
    return out.str();
}

} // namespace scansleuth::compare
