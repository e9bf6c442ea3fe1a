// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Model experiments in the report. The experiments' JSON differs by experiment (docs/models.md); this
// reads its shapes (scalars, lists of records, records by name, number lists) rather than each field, so
// that a field added to an experiment shows without a change here.
#include "modelreport.h"

#include "workflow/numberlabels.h"

#include "base/numberformat.h"

#include <algorithm>
#include <cmath>
#include <set>

namespace scansleuth::investigate {

namespace {

using report::Tone;

// Keys the runner adds or the report shows elsewhere.
const std::set<std::string> kSkipped{"patients",  "experiment", "verdict", "maps",
                                     "map_files", "format",     "version"};

std::string scalarText(const nlohmann::json& v)
{
    if (v.is_boolean())
        return v.get<bool>() ? "yes" : "no";
    if (v.is_number_integer() || v.is_number_unsigned())
        return v.dump();
    if (v.is_number_float())
        return std::isfinite(v.get<double>()) ? formatGeneral(v.get<double>(), 4) : "non-finite";
    if (v.is_null())
        return "-";
    if (v.is_string())
        return v.get<std::string>();
    return v.dump();
}

bool isScalarList(const nlohmann::json& v)
{
    return v.is_array() && std::all_of(v.begin(), v.end(), [](const auto& x) { return x.is_primitive(); });
}

bool isRecordList(const nlohmann::json& v)
{
    return v.is_array() && !v.empty() &&
           std::all_of(v.begin(), v.end(), [](const auto& x) { return x.is_object(); });
}

// An object whose values are all objects: records by name ("variants": {"tf32": {...}, ...}).
bool isNamedRecords(const nlohmann::json& v)
{
    return v.is_object() && !v.empty() &&
           std::all_of(v.begin(), v.end(), [](const auto& x) { return x.is_object(); });
}

bool isLossName(const std::string& key)
{
    return key.find("loss") != std::string::npos;
}

// A record says it has a problem through one of these keys.
bool flagged(const nlohmann::json& record)
{
    static const std::set<std::string> okWords{"",         "ok",     "none",  "pass",   "passed",
                                               "fine",     "normal", "agree", "agrees", "deterministic",
                                               "trainable"};
    for (const char* key : {"flag", "flags", "flagged", "problem", "problems", "issue", "finding", "code",
                            "status", "state", "dead", "exploding", "nonfinite"}) {
        if (!record.contains(key))
            continue;
        const nlohmann::json& v = record[key];
        if ((v.is_boolean() && v.get<bool>()) || (v.is_array() && !v.empty()) ||
            (v.is_string() && !okWords.count(v.get<std::string>())))
            return true;
    }
    return false;
}

std::string captionFor(const std::string& key, const std::string& experiment)
{
    if (key == "variants" || experiment == "model-determinism")
        return "Determinism: each variant run against the reference run (" + key + ").";
    if (key.find("param") != std::string::npos || key.find("grad") != std::string::npos)
        return "Gradient of each parameter, flagged parameters first (" + key + ").";
    if (key.find("activ") != std::string::npos || key.find("layer") != std::string::npos ||
        key.find("module") != std::string::npos || key.find("weight") != std::string::npos)
        return "Weights and activations of each submodule, flagged ones first (" + key + ").";
    return "Records of " + key + ", flagged ones first.";
}

// The columns of records: "name"-like keys first, then the others in order of first appearance; only
// scalar (or scalar-list) values.
std::vector<std::string> columnsOf(const std::vector<const nlohmann::json*>& records)
{
    std::vector<std::string> columns;
    for (const nlohmann::json* r : records)
        for (const auto& [key, value] : r->items())
            if ((value.is_primitive() || isScalarList(value)) &&
                std::find(columns.begin(), columns.end(), key) == columns.end())
                columns.push_back(key);
    std::stable_partition(columns.begin(), columns.end(), [](const std::string& c) {
        return c == "name" || c == "module" || c == "parameter" || c == "variant";
    });
    return columns;
}

std::string cellText(const nlohmann::json& v)
{
    if (!isScalarList(v))
        return scalarText(v);
    std::string line;
    for (const nlohmann::json& x : v)
        line += (line.empty() ? "" : ", ") + scalarText(x);
    return line;
}

report::Table recordTable(const std::string& key, const std::string& experiment,
                          std::vector<std::pair<std::string, const nlohmann::json*>> records,
                          std::size_t maxRows)
{
    std::stable_partition(records.begin(), records.end(), [](const auto& r) { return flagged(*r.second); });
    std::vector<const nlohmann::json*> plain;
    for (const auto& r : records)
        plain.push_back(r.second);
    const std::vector<std::string> columns = columnsOf(plain);
    const bool named = !records.front().first.empty();
    report::Table t;
    t.caption = captionFor(key, experiment);
    if (named) {
        t.header.push_back("");
        t.columnKeys.push_back("");
    }
    // Each column's key in words with its unit ("Gradient norm"), the raw key kept for the JSON.
    for (const std::string& c : columns) {
        const std::string unit = workflow::numberUnit(c);
        t.header.push_back(workflow::numberWords(c) + (unit.empty() ? "" : " (" + unit + ")"));
        t.columnKeys.push_back(c);
    }
    for (std::size_t i = 0; i < records.size() && i < maxRows; ++i) {
        std::vector<std::string> row;
        if (named)
            row.push_back(records[i].first);
        for (const std::string& c : columns)
            row.push_back(records[i].second->contains(c) ? cellText((*records[i].second)[c]) : "");
        t.rows.push_back(std::move(row));
        t.rowTones.push_back(flagged(*records[i].second) ? Tone::Warning : Tone::Normal);
    }
    if (records.size() > maxRows)
        t.caption +=
            " " + std::to_string(records.size() - maxRows) + " more rows are in the investigation file.";
    return t;
}

struct Collected
{
    report::Table numbers;
    std::vector<report::Table> tables;
};

// A row of the numbers: the key in words with its unit (workflow/numberlabels.h), the raw key kept for
// the JSON.
void addNumber(report::Table& numbers, const std::string& key, const std::string& value)
{
    const std::string unit = workflow::numberUnit(key);
    numbers.rows.push_back({workflow::numberWords(key), unit.empty() ? value : value + " " + unit});
    numbers.rowKeys.push_back(key);
}

void collect(const nlohmann::json& node, const std::string& path, const std::string& experiment,
             std::size_t maxRows, Collected& out, int depth)
{
    for (const auto& [key, value] : node.items()) {
        if (depth == 0 && kSkipped.count(key))
            continue;
        const std::string name = path.empty() ? key : path + "." + key;
        if (value.is_primitive()) {
            addNumber(out.numbers, name, scalarText(value));
        } else if (isScalarList(value)) {
            if (isLossName(key) && value.size() > 1)
                continue; // the plot shows it
            addNumber(out.numbers, name,
                      cellText(value.size() > 12 ? nlohmann::json(std::vector<nlohmann::json>(
                                                       value.begin(), value.begin() + 12))
                                                 : value) +
                          (value.size() > 12 ? ", ..." : ""));
        } else if (isRecordList(value)) {
            std::vector<std::pair<std::string, const nlohmann::json*>> records;
            for (const nlohmann::json& r : value)
                records.emplace_back(std::string(), &r);
            out.tables.push_back(recordTable(name, experiment, std::move(records), maxRows));
        } else if (isNamedRecords(value)) {
            std::vector<std::pair<std::string, const nlohmann::json*>> records;
            for (const auto& [k, r] : value.items())
                records.emplace_back(k, &r);
            out.tables.push_back(recordTable(name, experiment, std::move(records), maxRows));
        } else if (value.is_object() && depth < 4) {
            collect(value, name, experiment, maxRows, out, depth + 1);
        }
    }
}

// The first list of numbers named like a loss, depth first.
const nlohmann::json* findLoss(const nlohmann::json& node, std::string& name, int depth = 0)
{
    if (!node.is_object() || depth > 3)
        return nullptr;
    for (const auto& [key, value] : node.items())
        if (isLossName(key) && isScalarList(value) && value.size() > 1) {
            name = key;
            return &value;
        }
    for (const auto& [key, value] : node.items())
        if (const nlohmann::json* found = findLoss(value, name, depth + 1))
            return found;
    return nullptr;
}

} // namespace

bool isModelEvidence(const nlohmann::json& data)
{
    return data.is_object() && data.contains("experiment") && data["experiment"].is_string() &&
           data["experiment"].get<std::string>().rfind("model-", 0) == 0;
}

std::optional<report::Plot> modelLossPlot(const nlohmann::json& data)
{
    std::string name;
    const nlohmann::json* losses = findLoss(data, name);
    if (losses == nullptr)
        return std::nullopt;
    report::Plot plot;
    plot.title = "Loss while overfitting one batch";
    plot.xLabel = "step";
    plot.yLabel = name;
    report::PlotSeries series;
    series.name = name;
    for (std::size_t i = 0; i < losses->size(); ++i) {
        series.x.push_back(double(i));
        series.y.push_back((*losses)[i].is_number() ? (*losses)[i].get<double>() : NAN);
    }
    plot.series.push_back(std::move(series));
    const nlohmann::json classes = data.value("classes", nlohmann::json());
    if (classes.is_number() && classes.get<double>() >= 2) {
        const double lnC = std::log(classes.get<double>());
        plot.references.push_back(
            {report::ReferenceLine::Orientation::Horizontal, lnC,
             "ln(" + std::to_string(classes.get<int>()) + ") = " + formatGeneral(lnC, 3)});
    }
    return plot;
}

void addModelDetails(report::Section& section, const nlohmann::json& data, std::size_t maxRows)
{
    if (!isModelEvidence(data))
        return;
    const std::string experiment = data["experiment"].get<std::string>();
    report::KeyValues head;
    head.pairs.emplace_back("Experiment", experiment);
    head.pairs.emplace_back("Verdict", data.value("verdict", std::string("-")));
    // The verdict leads the run's section, before its summary.
    section.blocks.insert(section.blocks.begin(), head);
    Collected collected;
    collected.numbers.caption = "The experiment's numbers.";
    collected.numbers.header = {"Quantity", "Value"};
    collect(data, "", experiment, maxRows, collected, 0);
    if (collected.numbers.rows.size() > maxRows) {
        const std::size_t cut = collected.numbers.rows.size() - maxRows;
        collected.numbers.rows.resize(maxRows);
        collected.numbers.rowKeys.resize(maxRows);
        collected.numbers.caption += " " + std::to_string(cut) + " more are in the investigation file.";
    }
    if (!collected.numbers.rows.empty())
        section.blocks.push_back(collected.numbers);
    for (report::Table& t : collected.tables)
        section.blocks.push_back(std::move(t));
    if (std::optional<report::Plot> plot = modelLossPlot(data))
        section.blocks.push_back(std::move(*plot));
}

} // namespace scansleuth::investigate
