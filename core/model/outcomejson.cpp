// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// An experiment's outcome as JSON and as text, for every model experiment alike. No LibTorch here.
#include "model/experiments.h"

#include "base/findingjson.h"
#include "base/numberformat.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace scansleuth::model {

namespace {

// nlohmann writes NaN and infinities as null already; this also makes them null inside `data` copies
// that other code may dump with another handler.
nlohmann::json finiteOrNull(const nlohmann::json& value)
{
    if (value.is_number_float() && !std::isfinite(value.get<double>()))
        return nullptr;
    if (value.is_object() || value.is_array()) {
        nlohmann::json out = value;
        for (auto& item : out)
            item = finiteOrNull(item);
        return out;
    }
    return value;
}

std::string scalarText(const nlohmann::json& value)
{
    if (value.is_boolean())
        return value.get<bool>() ? "yes" : "no";
    if (value.is_number_integer() || value.is_number_unsigned())
        return value.dump();
    if (value.is_number_float())
        return formatGeneral(value.get<double>(), 6);
    if (value.is_null())
        return "-";
    return value.get<std::string>();
}

// Numbers, booleans and strings under 100 characters by dotted path; arrays of scalars on one line
// (up to 12 items), longer arrays and nested arrays of objects by index (up to 12).
void writeScalars(std::ostringstream& out, const nlohmann::json& node, const std::string& path, int depth)
{
    if (depth > 4)
        return;
    if (node.is_object()) {
        for (const auto& [key, value] : node.items())
            writeScalars(out, value, path.empty() ? key : path + "." + key, depth + 1);
        return;
    }
    if (node.is_array()) {
        const bool scalars =
            std::all_of(node.begin(), node.end(), [](const nlohmann::json& v) { return v.is_primitive(); });
        if (scalars) {
            std::string line;
            for (std::size_t i = 0; i < node.size() && i < 12; ++i)
                line += (i ? ", " : "") + scalarText(node[i]);
            if (node.size() > 12)
                line += ", ... (" + std::to_string(node.size()) + " in all)";
            out << "  " << path << ": " << (node.empty() ? "(none)" : line) << "\n";
            return;
        }
        for (std::size_t i = 0; i < node.size() && i < 12; ++i)
            writeScalars(out, node[i], path + "[" + std::to_string(i) + "]", depth + 1);
        return;
    }
    if (node.is_string() && node.get<std::string>().size() >= 100)
        return;
    out << "  " << path << ": " << scalarText(node) << "\n";
}

} // namespace

std::string outcomeJson(const ExperimentOutcome& outcome)
{
    nlohmann::json maps = nlohmann::json::array();
    for (const ExperimentOutcome::Map& map : outcome.maps) {
        const auto& size = map.volume.geometry().size;
        maps.push_back({{"name", map.name}, {"size", {size[0], size[1], size[2]}}});
    }
    nlohmann::json doc = {
        {"format", "scansleuth.model-experiment"},
        {"version", 1},
        {"experiment", outcome.experiment},
        {"verdict", outcome.verdict},
        {"summary", outcome.summary},
        {"findings", findingsToJson(outcome.findings)},
        {"data", finiteOrNull(outcome.data.is_null() ? nlohmann::json::object() : outcome.data)},
        {"maps", maps}};
    return doc.dump(2) + "\n";
}

std::string outcomeText(const ExperimentOutcome& outcome)
{
    std::ostringstream out;
    out << "Experiment: " << outcome.experiment << "\n";
    out << "Verdict: " << outcome.verdict << "\n";
    if (!outcome.summary.empty())
        out << outcome.summary << "\n";
    out << "\nFindings:\n";
    if (outcome.findings.empty())
        out << "  none\n";
    for (const Finding& f : outcome.findings) {
        out << "  [" << severityName(f.severity) << "] " << f.code << ": " << f.message << "\n";
        for (const Measurement& m : f.measurements)
            out << "      " << m.name << " = " << formatGeneral(m.value, 6) << (m.unit.empty() ? "" : " ")
                << m.unit << "\n";
        for (const std::string& line : f.evidence)
            out << "      - " << line << "\n";
        if (!f.fix.empty())
            out << "      fix: " << f.fix << "\n";
    }
    if (outcome.data.is_object() && !outcome.data.empty()) {
        out << "\nNumbers:\n";
        writeScalars(out, outcome.data, "", 0);
    }
    for (const ExperimentOutcome::Map& map : outcome.maps) {
        const auto& size = map.volume.geometry().size;
        out << "\nMap '" << map.name << "': " << size[0] << " x " << size[1] << " x " << size[2]
            << " voxels on the input's grid\n";
    }
    return out.str();
}

} // namespace scansleuth::model
