// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "compare/runs/comparisonwords.h"

#include "base/numberformat.h"
#include "base/strings.h"

#include <cmath>

namespace scansleuth::compare {

namespace {

std::string geometryWords(const GeometryCheck& g)
{
    std::string s = g.input + " against " + g.against + ": " + (g.sameGrid ? "same grid" : "another grid");
    if (!g.cause.empty())
        s += ". " + g.cause; // a sentence of its own (check-pair writes sentences)
    for (const Finding& f : g.findings)
        if (f.severity != Severity::Info)
            s += " [" + f.code + "]";
    return s;
}

std::string wordsOf(Verdict v, const PairSummary& p)
{
    switch (v) {
    case Verdict::BBetter:
        return p.b + " better";
    case Verdict::ABetter:
        return p.a + " better";
    case Verdict::NoSignificantDifference:
        break;
    }
    return "no significant difference";
}

} // namespace

std::string comparisonNumber(double v)
{
    return std::isfinite(v) ? formatGeneral(v, 4) : std::string("-");
}

std::vector<std::string> summaryCells(const Summary& s, const Summary& comparable)
{
    return {comparisonNumber(s.mean), comparisonNumber(s.median),        comparisonNumber(s.iqr),
            std::to_string(s.n),      comparisonNumber(comparable.mean), std::to_string(comparable.n)};
}

std::vector<std::string> summaryHeadings()
{
    return {"Mean", "Median", "IQR", "n", "Comparable mean", "n"};
}

std::vector<std::string> summaryTextHeadings()
{
    return {"mean", "median", "IQR", "n", "comparable mean", "n"};
}

std::vector<DisagreementRow> disagreementRows(const Comparison& c, std::size_t most)
{
    std::vector<DisagreementRow> rows;
    const bool onePair = c.table.runNames.size() >= 2;
    for (std::size_t index : c.disagreementOrder) {
        if (rows.size() >= most || index >= c.cases.size())
            break;
        const CaseComparison& cc = c.cases[index];
        // Two runs: A against B; one run (with truth): the run against the truth.
        const PairMetrics* between = onePair ? cc.betweenMetrics(0, 1) : cc.truthMetrics(0);
        if (!cc.reliable || between == nullptr || !between->computed)
            continue;
        DisagreementRow r;
        r.caseIndex = index;
        r.key = cc.key;
        r.reliable = cc.reliable;
        r.diceA = meanOverLabels(cc.truthMetrics(0), Metric::Dice);
        r.diceB = meanOverLabels(cc.truthMetrics(1), Metric::Dice);
        r.hd95A = meanOverLabels(cc.truthMetrics(0), Metric::HD95);
        r.hd95B = meanOverLabels(cc.truthMetrics(1), Metric::HD95);
        r.diceBetween = onePair ? meanOverLabels(between, Metric::Dice) : kNaN;
        r.worstSlice = between->worstSlice;
        rows.push_back(r);
    }
    return rows;
}

std::string unreliableReason(const CaseComparison& c)
{
    if (c.reliable)
        return {};
    std::vector<std::string> parts;
    for (const CaseInput& in : c.inputs) {
        // The run quoted when its name holds ", ", "; " or ": ", as the headline names it: the parts are
        // joined by "; " and a report translates "{name_input}: {text_error}".
        if (in.paths.empty())
            parts.push_back(runInSentence(in.input) + " has no file for this case");
        else if (!in.error.empty())
            parts.push_back(runInSentence(in.input) + ": " + in.error);
    }
    for (const GeometryCheck& g : c.geometry)
        if (!g.sameGrid || !g.cause.empty())
            parts.push_back(geometryWords(g));
    if (parts.empty())
        for (const Finding& f : c.findings)
            parts.push_back(f.code + ": " + f.message);
    return join(parts, "; ");
}

std::string verdictWords(const PairSummary& p)
{
    return wordsOf(p.verdict, p);
}

std::string comparableVerdictWords(const PairSummary& p)
{
    return wordsOf(p.comparableVerdict, p);
}

} // namespace scansleuth::compare
