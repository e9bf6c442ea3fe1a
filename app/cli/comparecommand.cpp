// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// compare: argument handling, the text summary and the output files; the work is in core/checks/compare.
#include "comparecommand.h"

#include "base/atomicfile.h"
#include "base/numberformat.h"
#include "base/strings.h"
#include "clisupport.h"
#include "commandtable.h"
#include "compare/runs/comparerequest.h"
#include "compare/runs/comparisonwords.h"
#include "compare/runs/runcomparisonjson.h"
#include "exitcodes.h"
#include "investigate/comparisonreport.h"
#include "reportoutput.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <iostream>
#include <set>

namespace scansleuth::cli {

namespace {

namespace fs = std::filesystem;
using compare::Comparison;
using compare::Metric;

int usage(const std::string& problem)
{
    std::cerr << "scansleuth-cli: " << problem << " (see scansleuth-cli --help)\n";
    return ExitUsage;
}

std::string num(double v)
{
    return compare::comparisonNumber(v);
}

// Rows of cells printed in aligned columns, two spaces apart, indented.
void printColumns(std::ostream& out, const std::vector<std::vector<std::string>>& rows,
                  const std::string& indent)
{
    std::vector<std::size_t> widths;
    for (const auto& row : rows)
        for (std::size_t i = 0; i < row.size(); ++i) {
            widths.resize(std::max(widths.size(), row.size()));
            widths[i] = std::max(widths[i], row[i].size());
        }
    for (const auto& row : rows) {
        std::string line = indent;
        for (std::size_t i = 0; i < row.size(); ++i)
            line += (i + 1 < row.size() ? padRight(row[i], widths[i] + 2) : row[i]);
        std::cout << line << "\n";
    }
}

void printMatching(const Comparison& c)
{
    std::cout << "Cases: " << c.cases.size() << " matched by name across " << c.table.runNames.size()
              << " runs (" << join(c.table.runNames, ", ") << ")"
              << (c.hasTruth() ? " and the truth (" + c.table.truthSource + ")" : std::string(", no truth"))
              << "; " << c.table.complete() << " with every input.\n";
    for (const compare::UnmatchedCases& u : c.table.unmatched)
        std::cout << "  " << u.input << " lacks " << u.missing.size() << " case"
                  << (u.missing.size() == 1 ? "" : "s") << ": " << join(u.missing, ", ") << "\n";
}

// The metric and run (or runs) columns, then the summary's number columns.
std::vector<std::string> summaryHeader(const std::string& runs)
{
    std::vector<std::string> header = {"metric", runs};
    for (std::string& h : compare::summaryTextHeadings())
        header.push_back(std::move(h));
    return header;
}

void printSummaries(const Comparison& c)
{
    for (std::int64_t label : c.options.labels) {
        std::vector<std::vector<std::string>> rows;
        if (c.hasTruth()) {
            std::cout << "\n"
                      << c.labelName(label)
                      << ": each run against the truth (all cases, failures at the worst value; then the "
                         "comparable cases)\n";
            rows.push_back(summaryHeader("run"));
            for (Metric m : compare::allMetrics())
                for (const std::string& run : c.table.runNames)
                    if (const compare::RunSummary* s = c.runSummary(run, label, m)) {
                        std::vector<std::string> row = {compare::metricTitle(m), run};
                        for (std::string& cell : compare::summaryCells(s->summary, s->comparable))
                            row.push_back(std::move(cell));
                        rows.push_back(std::move(row));
                    }
        } else {
            std::cout << "\n"
                      << c.labelName(label)
                      << ": agreement between the runs (all cases, a failure as no agreement; then the "
                         "comparable cases)\n";
            rows.push_back(summaryHeader("runs"));
            for (const compare::AgreementSummary& a : c.agreement)
                if (a.label == label) {
                    std::vector<std::string> row = {compare::metricTitle(a.metric), a.a + " / " + a.b};
                    for (std::string& cell : compare::summaryCells(a.summary, a.comparable))
                        row.push_back(std::move(cell));
                    rows.push_back(std::move(row));
                }
        }
        printColumns(std::cout, rows, "  ");
    }
}

void printPairs(const Comparison& c)
{
    if (c.pairs.empty())
        return;
    std::cout
        << "\nIs B better than A? (B - A over all cases, failures at the worst value; 95% bootstrap CI, "
           "Wilcoxon signed-rank, alpha "
        << num(c.options.alpha) << "; then the comparable cases)\n";
    std::string heading;
    std::vector<std::vector<std::string>> rows;
    for (const compare::PairSummary& p : c.pairs) {
        const std::string h = p.a + " -> " + p.b + ", " + c.labelName(p.label);
        if (h != heading) {
            if (!rows.empty())
                printColumns(std::cout, rows, "    ");
            rows.clear();
            heading = h;
            std::cout << "  " << h << "\n";
            if (const compare::PairSummary* dice = c.pairSummary(p.a, p.b, p.label, Metric::Dice))
                std::cout << "    " << dice->headline << "\n    " << dice->comparableLine << "\n";
        }
        const compare::PairedComparison& pc = p.comparison;
        rows.push_back(
            {compare::metricTitle(p.metric), (pc.meanDifference > 0 ? "+" : "") + num(pc.meanDifference),
             "[" + num(pc.meanDifferenceInterval.low) + ", " + num(pc.meanDifferenceInterval.high) + "]",
             "p = " + num(pc.wilcoxon.pValue), std::to_string(pc.pairs) + " cases", compare::verdictWords(p),
             "comparable: " + compare::comparableVerdictWords(p) + ", " + std::to_string(p.comparable.pairs) +
                 " cases"});
    }
    printColumns(std::cout, rows, "    ");
}

void printWorst(const Comparison& c)
{
    const std::vector<compare::DisagreementRow> worst = compare::disagreementRows(c, 10);
    if (worst.empty())
        return;
    std::vector<std::vector<std::string>> rows;
    const std::string& a = c.table.runNames[0];
    if (c.table.runNames.size() < 2) {
        std::cout << "\nThe lowest Dice of " << a << " against the truth (mean over labels):\n";
        rows.push_back({"case", "Dice " + a, "HD95 " + a, "worst slice"});
        for (const compare::DisagreementRow& r : worst)
            rows.push_back({r.key, num(r.diceA), num(r.hd95A), std::to_string(r.worstSlice)});
        printColumns(std::cout, rows, "  ");
        return;
    }
    const std::string& b = c.table.runNames[1];
    std::cout << "\nWhere " << a << " and " << b << " disagree most (Dice: mean over labels):\n";
    if (c.hasTruth())
        rows.push_back({"case", "Dice " + a, "Dice " + b, "difference", "Dice between", "worst slice"});
    else
        rows.push_back({"case", "Dice between", "worst slice"});
    for (const compare::DisagreementRow& r : worst) {
        if (c.hasTruth())
            rows.push_back({r.key, num(r.diceA), num(r.diceB), num(r.diceB - r.diceA), num(r.diceBetween),
                            std::to_string(r.worstSlice)});
        else
            rows.push_back({r.key, num(r.diceBetween), std::to_string(r.worstSlice)});
    }
    printColumns(std::cout, rows, "  ");
}

void printFailures(const Comparison& c)
{
    const bool any = std::any_of(c.failures.begin(), c.failures.end(),
                                 [](const compare::RunFailures& f) { return f.failed > 0; });
    if (!any && c.truthUnusable.empty())
        return;
    std::cout
        << "\nFailures (a run's missing, unreadable or misplaced prediction, scored as the worst value:\n"
           "Dice 0, distances at the image diagonal):\n";
    for (const compare::RunFailures& f : c.failures)
        std::cout << "  " << f.words() << (f.failed > 0 ? " (" + join(f.failedCases, ", ") + ")" : "")
                  << "\n";
    if (!c.truthUnusable.empty())
        std::cout << "  Left out (their truth is missing or unreadable): " << join(c.truthUnusable, ", ")
                  << "\n";
}

void printUnreliable(const Comparison& c)
{
    bool any = false;
    for (const compare::CaseComparison& cc : c.cases) {
        if (cc.reliable)
            continue;
        if (!any)
            std::cout << "\nCases that are not comparable (a run failed or the truth is unusable):\n";
        any = true;
        std::cout << "  " << cc.key << ": " << compare::unreliableReason(cc) << "\n";
        std::set<std::string> shown; // a geometry finding is often the case's finding too
        auto show = [&shown](const Finding& f) {
            const std::string line =
                std::string("[") + severityName(f.severity) + "] " + f.code + ": " + f.message;
            if (shown.insert(line).second)
                std::cout << "      " << line << "\n";
        };
        for (const compare::GeometryCheck& g : cc.geometry)
            for (const Finding& f : g.findings)
                show(f);
        for (const Finding& f : cc.findings)
            if (f.severity != Severity::Info)
                show(f);
    }
}

void printConclusions(const Comparison& c)
{
    bool any = false;
    for (const Finding& f : c.findings) {
        if (!startsWithIgnoreCase(f.code, "comparison."))
            continue;
        if (!any)
            std::cout << "\nConclusions:\n";
        any = true;
        std::cout << "  [" << severityName(f.severity) << "] " << f.code << ": " << f.message << "\n";
    }
}

void printText(const Comparison& c)
{
    printMatching(c);
    printSummaries(c);
    printPairs(c);
    printWorst(c);
    printFailures(c);
    printUnreliable(c);
    printConclusions(c);
}

// The comparison's options from the command line; an error sentence in `problem` when one is wrong.
compare::ComparisonOptions comparisonOptions(const OptionParser& p, std::string& problem)
{
    compare::ComparisonOptions o;
    if (p.has("--tolerance")) {
        const std::optional<double> t = parseNumber(p.get("--tolerance"));
        if (!t || !std::isfinite(*t) || *t < 0)
            problem = "--tolerance needs a distance in mm (0 or more), not '" + p.get("--tolerance") + "'";
        else
            o.nsdToleranceMm = *t;
    }
    if (p.has("--probability") &&
        !compare::probabilityModeFromName(p.get("--probability"), o.read.probability))
        problem = "--probability is auto, argmax or threshold, not '" + p.get("--probability") + "'";
    if (p.has("--threshold")) {
        const std::optional<double> t = parseNumber(p.get("--threshold"));
        if (!t || !(*t > 0 && *t < 1))
            problem = "--threshold needs a number between 0 and 1, not '" + p.get("--threshold") + "'";
        else
            o.read.threshold = *t;
    }
    o.lesions = p.has("--lesions");
    return o;
}

// A file that is there but could not be read (a missing file is an unmatched case, listed already).
bool readFailed(const compare::CaseInput& in)
{
    return !in.paths.empty() && !in.error.empty();
}

int exitCodeOf(const Comparison& c)
{
    const bool unread = std::any_of(c.cases.begin(), c.cases.end(), [](const compare::CaseComparison& cc) {
        return std::any_of(cc.inputs.begin(), cc.inputs.end(),
                           [](const compare::CaseInput& in) { return readFailed(in); });
    });
    if (unread)
        return ExitPartial;
    const bool errors = std::any_of(c.findings.begin(), c.findings.end(),
                                    [](const Finding& f) { return f.severity == Severity::Error; });
    return errors ? ExitFindings : ExitOk;
}

int writeOutputs(const compare::ComparisonResult& result, const OptionParser& p)
{
    const Comparison& c = result.comparison;
    if (p.has("--csv")) {
        if (Status s = writeFileAtomically(p.get("--csv"), compare::comparisonToCsv(c)); !s) {
            printError(s.error());
            return exitCodeFor(s.error());
        }
    }
    if (p.has("--report")) {
        std::vector<std::string> problems;
        const report::Document doc = investigate::comparisonDocument(c, result.pictures, {}, &problems);
        if (Status s = writeAnyReport(doc, p.get("--report")); !s) {
            printError(s.error());
            return exitCodeFor(s.error());
        }
        for (const std::string& problem : problems) // the report says the same in the picture's place
            std::cerr << "scansleuth-cli: " << problem << "\n";
        if (!problems.empty())
            return ExitPartial;
    }
    return ExitOk;
}

} // namespace

int runCompare(const std::vector<std::string>& args)
{
    OptionParser p = commandParser("compare");
    if (std::string problem = p.parse(args); !problem.empty())
        return usage(problem);
    if (!p.positional().empty())
        return usage("compare takes its inputs as --run NAME=PATH, not '" + p.positional().front() + "'");
    std::vector<compare::RunSpec> runs;
    for (const std::string& text : p.all("--run")) {
        auto spec = compare::parseRunSpec(text);
        if (!spec)
            return usage(spec.error().message);
        runs.push_back(*spec);
    }
    if (runs.size() < 2 && !p.has("--truth"))
        return usage(
            "compare needs at least two runs (--run NAME=PATH --run NAME=PATH), or one run and --truth");
    std::string problem;
    compare::CompareRequest request;
    request.runs = std::move(runs);
    request.truth = p.get("--truth");
    request.options = comparisonOptions(p, problem);
    if (!problem.empty())
        return usage(problem);
    if (p.has("--csv") && p.has("--report") &&
        fs::absolute(p.get("--csv")) == fs::absolute(p.get("--report")))
        return usage("--csv and --report name the same file");
    if (p.has("--labels"))
        request.labelTable = p.get("--labels");
    if (p.has("--report"))
        request.pictures = investigate::kReportPictures;
    const bool quiet = p.has("--quiet");
    auto result = compare::runComparison(request, makeProgress(quiet));
    endProgress(quiet);
    if (!result) {
        printError(result.error());
        return exitCodeFor(result.error());
    }
    const Comparison& comparison = result->comparison;
    if (p.has("--json"))
        std::cout << compare::comparisonToJson(comparison).dump(2) << "\n";
    else
        printText(comparison);
    for (const compare::CaseComparison& cc : comparison.cases)
        for (const compare::CaseInput& in : cc.inputs)
            if (readFailed(in))
                std::cerr << "scansleuth-cli: case " << cc.key << ", " << in.input << ": " << in.error
                          << "\n";
    if (int code = writeOutputs(*result, p); code != ExitOk)
        return code;
    return exitCodeOf(comparison);
}

} // namespace scansleuth::cli
