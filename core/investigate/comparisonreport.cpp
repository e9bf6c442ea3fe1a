// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "comparisonreport.h"
#include "reportnumbers.h"
#include "snapshot.h"

#include "base/numberformat.h"
#include "base/strings.h"
#include "compare/runs/comparisonwords.h"
#include "render/differencemap.h"
#include "render/render.h"

#include <algorithm>
#include <cmath>

namespace scansleuth::investigate {

using compare::CaseComparison;
using compare::Comparison;
using compare::DisagreementRow;
using compare::Metric;
using compare::PairMetrics;
using compare::PairSummary;
using report::Block;
using report::Paragraph;
using report::Section;
using report::Table;
using report::Tone;

namespace {

std::string signedNum(double v)
{
    return std::isfinite(v) && v > 0 ? "+" + tableNumber(v) : tableNumber(v);
}

// ---- Pictures: the worst slice of a case with a difference overlay ----

// The slice `k` along the grid's third axis of a picture's map, in the display plane whose normal that
// axis is.
render::RgbaImage drawDifference(const compare::DifferencePicture& p, std::int64_t k)
{
    const render::DisplayFrame frame = render::DisplayFrame::forBase(p.grid);
    int displayAxis = 2;
    for (int d = 0; d < 3; ++d)
        if (frame.fromBase.sourceAxis[d] == 2)
            displayAxis = d;
    const render::Plane plane = displayAxis == 0   ? render::Plane::Sagittal
                                : displayAxis == 1 ? render::Plane::Coronal
                                                   : render::Plane::Axial;
    const auto& n = p.grid.size;
    const volume::Vec3 centre =
        volume::indexToPatient(p.grid, {(n[0] - 1) / 2.0, (n[1] - 1) / 2.0, static_cast<double>(k)});
    render::LayerStyle style;
    style.kind = render::LayerKind::Labels;
    style.labels = render::differenceColours(); // the one colour code (render/differencemap.h)
    const render::Layer layer{&p.map, style};
    const render::RgbaImage picture =
        render::renderSlice(frame, plane, render::sliceThrough(frame, plane, centre), {&layer, 1});
    return enlargedPicture(picture, std::clamp(320 / std::max(picture.width, 1), 1, 8));
}

// The pictures of one case: A against B, or with truth each of the first two runs against it.
void casePictures(const Comparison& c, const compare::CasePictures& pictures, Section& out,
                  std::vector<std::string>* problems)
{
    const std::string& key = c.cases[pictures.caseIndex].key;
    const std::int64_t slice = pictures.slice;
    for (const compare::DifferencePicture& p : pictures.pictures) {
        if (!p.made()) {
            const std::string sentence = "The picture of case " + key + " is not included: " + p.error;
            out.blocks.push_back(Paragraph{sentence, Tone::Warning});
            if (problems)
                problems->push_back(sentence);
            continue;
        }
        const std::string a = p.againstTruth ? "truth" : c.table.runNames[p.reference];
        const std::string b = c.table.runNames[p.other];
        report::Figure f;
        f.image = drawDifference(p, slice);
        f.caption = key + ", slice " + std::to_string(slice) + ", " +
                    (p.againstTruth ? b + " against the truth" : a + " against " + b) + ": " +
                    render::differenceLegendText(a, b, p.againstTruth) + ".";
        f.widthMm = 70.0;
        out.blocks.push_back(std::move(f));
    }
}

// ---- Tables and plots ----

std::vector<Metric> metricsIn(const Comparison& c)
{
    std::vector<Metric> out;
    for (Metric m : compare::allMetrics()) {
        const bool present =
            std::any_of(c.runs.begin(), c.runs.end(), [m](const auto& r) { return r.metric == m; }) ||
            std::any_of(c.agreement.begin(), c.agreement.end(), [m](const auto& r) { return r.metric == m; });
        if (present)
            out.push_back(m);
    }
    return out;
}

// The label, metric and run (or runs) columns, then the summary's number columns.
std::vector<std::string> summaryHeader(const std::string& runs)
{
    std::vector<std::string> header = {"Label", "Metric", runs};
    for (std::string& h : compare::summaryHeadings())
        header.push_back(std::move(h));
    return header;
}

Table summaryTable(const Comparison& c)
{
    Table t;
    if (c.hasTruth()) {
        t.caption = "Each run against the truth, over all cases (a run's failures scored as the worst value: "
                    "Dice 0, distances at the image diagonal), then over the comparable cases";
        t.header = summaryHeader("Run");
        for (std::int64_t label : c.options.labels)
            for (Metric m : metricsIn(c))
                for (const std::string& run : c.table.runNames)
                    if (const compare::RunSummary* s = c.runSummary(run, label, m)) {
                        std::vector<std::string> row = {c.labelName(label), compare::metricTitle(m), run};
                        for (std::string& cell : compare::summaryCells(s->summary, s->comparable))
                            row.push_back(std::move(cell));
                        t.rows.push_back(std::move(row));
                    }
        return t;
    }
    t.caption = "Agreement between the runs (no truth), over all cases (a run's failure scored as no "
                "agreement), then over the comparable cases";
    t.header = summaryHeader("Runs");
    for (const compare::AgreementSummary& a : c.agreement) {
        std::vector<std::string> row = {c.labelName(a.label), compare::metricTitle(a.metric),
                                        a.a + " / " + a.b};
        for (std::string& cell : compare::summaryCells(a.summary, a.comparable))
            row.push_back(std::move(cell));
        t.rows.push_back(std::move(row));
    }
    return t;
}

// The driver's conclusions: a significant difference is a confirmed answer (Good), other information a
// note, anything worse a warning.
Tone conclusionTone(const Finding& f)
{
    if (f.severity != Severity::Info)
        return Tone::Warning;
    return f.code == "comparison.significant_difference" ? Tone::Good : Tone::Note;
}

// Three significant digits: the table has ten columns on a page.
std::string short3(double v)
{
    return std::isfinite(v) ? (v > 0 ? "+" : "") + formatGeneral(v, 3) : std::string("-");
}

Section verdictSection(const Comparison& c)
{
    Section s{"Is one run better?", {}, {}};
    if (!c.hasTruth()) {
        s.blocks.push_back(Paragraph{"Without a ground truth, the runs can only be compared with each other: "
                                     "the agreement above says how much they differ, not which is right.",
                                     Tone::Note});
        return s;
    }
    // The headline of each pair and label (Dice) and its comparable-case line, as core wrote them.
    for (const PairSummary& p : c.pairs)
        if (p.metric == Metric::Dice) {
            s.blocks.push_back(Paragraph{
                p.headline + ".", p.shift == compare::VerdictShift::Same ? Tone::Normal : Tone::Warning});
            s.blocks.push_back(Paragraph{p.comparableLine + ".", Tone::Note});
        }
    for (const Finding& f : c.findings)
        if (startsWithIgnoreCase(f.code, "comparison."))
            s.blocks.push_back(Paragraph{f.message, conclusionTone(f)});
    if (std::none_of(c.pairs.begin(), c.pairs.end(), [](const PairSummary& p) {
            return p.verdict != compare::Verdict::NoSignificantDifference;
        }))
        s.blocks.push_back(Paragraph{"No metric differs significantly between the runs.", Tone::Note});
    // One table per run pair and label: B - A, percentile bootstrap interval, Wilcoxon signed-rank test.
    Table* t = nullptr;
    std::string current;
    for (const PairSummary& p : c.pairs) {
        const std::string caption = p.a + " (A) against " + p.b + " (B), " + c.labelName(p.label) +
                                    ": paired over all cases (failures at the worst value), then over the "
                                    "comparable cases, alpha " +
                                    tableNumber(c.options.alpha);
        if (caption != current) {
            current = caption;
            s.blocks.push_back(Table{caption,
                                     {"Metric", "Mean A", "Mean B", "B - A", "95% CI", "Wilcoxon p",
                                      "Verdict", "Comparable B - A", "Comparable verdict"},
                                     {},
                                     {}});
            t = &std::get<Table>(s.blocks.back());
        }
        const compare::PairedComparison& pc = p.comparison;
        t->rows.push_back(
            {compare::metricTitle(p.metric), tableNumber(pc.a.mean), tableNumber(pc.b.mean),
             short3(pc.meanDifference),
             short3(pc.meanDifferenceInterval.low) + " to " + short3(pc.meanDifferenceInterval.high),
             tableNumber(pc.wilcoxon.pValue), compare::verdictWords(p),
             short3(p.comparable.meanDifference) + " (" + std::to_string(p.comparable.pairs) + ")",
             compare::comparableVerdictWords(p)});
        t->rowTones.push_back(p.shift != compare::VerdictShift::Same                   ? Tone::Warning
                              : p.verdict == compare::Verdict::NoSignificantDifference ? Tone::Normal
                                                                                       : Tone::Good);
    }
    return s;
}

// A run's metric against the truth per case as the all-cases statistics score it (compare::scoredVsTruth:
// failures at the worst value), in case order.
std::vector<double> perCase(const Comparison& c, std::size_t run, std::int64_t label, Metric metric)
{
    std::vector<double> out;
    for (const CaseComparison& cc : c.cases)
        out.push_back(compare::scoredVsTruth(cc, run, label, metric));
    return out;
}

const PairMetrics* firstPairPick(const CaseComparison& cc, std::size_t)
{
    return cc.betweenMetrics(0, 1);
}

Section plotSection(const Comparison& c, const std::vector<DisagreementRow>& worst)
{
    Section s{"Distributions", {}, {}};
    const std::vector<std::string>& runs = c.table.runNames;
    for (std::int64_t label : c.options.labels) {
        if (c.hasTruth()) {
            for (Metric m : {Metric::Dice, Metric::HD95}) {
                report::BoxPlot box{std::string(compare::metricTitle(m)) + " per run, " + c.labelName(label),
                                    compare::metricTitle(m),
                                    {}};
                for (std::size_t r = 0; r < runs.size(); ++r)
                    box.groups.push_back({runs[r], perCase(c, r, label, m)});
                s.blocks.push_back(std::move(box));
            }
        } else {
            report::BoxPlot box{"Dice between the runs, " + c.labelName(label), "Dice", {}};
            for (std::size_t i = 0; i < runs.size(); ++i)
                for (std::size_t j = i + 1; j < runs.size(); ++j) {
                    std::vector<double> values;
                    for (const CaseComparison& cc : c.cases)
                        values.push_back(compare::scoredBetween(cc, i, j, label, Metric::Dice));
                    box.groups.push_back({runs[i] + " / " + runs[j], values});
                }
            s.blocks.push_back(std::move(box));
        }
        if (runs.size() < 2)
            continue;
        // Run A against run B per case: Dice against the truth, or the volumes without truth.
        report::ScatterPlot scatter;
        std::vector<double> x, y;
        if (c.hasTruth()) {
            scatter.title = "Dice per case, " + runs[0] + " against " + runs[1] + ", " + c.labelName(label);
            x = perCase(c, 0, label, Metric::Dice);
            y = perCase(c, 1, label, Metric::Dice);
            scatter.xLabel = "Dice " + runs[0];
            scatter.yLabel = "Dice " + runs[1];
        } else {
            scatter.title =
                "Volume per case (ml), " + runs[0] + " against " + runs[1] + ", " + c.labelName(label);
            for (const CaseComparison& cc : c.cases) {
                const PairMetrics* p = cc.reliable ? firstPairPick(cc, 0) : nullptr;
                const compare::LabelMetrics* l = p && p->computed ? p->label(label) : nullptr;
                x.push_back(l ? l->volumeAMl : compare::kNaN);
                y.push_back(l ? l->volumeBMl : compare::kNaN);
            }
            scatter.xLabel = "ml " + runs[0];
            scatter.yLabel = "ml " + runs[1];
        }
        for (std::size_t i = 0; i < c.cases.size(); ++i) {
            const bool named =
                std::any_of(worst.begin(), worst.begin() + std::min<std::size_t>(3, worst.size()),
                            [i](const DisagreementRow& r) { return r.caseIndex == i; });
            scatter.points.push_back({x[i], y[i], named ? c.cases[i].key : ""});
        }
        s.blocks.push_back(std::move(scatter));
    }
    return s;
}

Table worstTable(const Comparison& c, const std::vector<DisagreementRow>& rows)
{
    if (c.table.runNames.size() < 2) { // one run against the truth: the lowest Dice first
        const std::string& a = c.table.runNames[0];
        Table t{"Cases ordered by the lowest Dice of " + a + " against the truth (mean over labels)",
                {"Case", "Dice " + a, "HD95 " + a, "Worst slice"},
                {},
                {}};
        for (const DisagreementRow& r : rows)
            t.rows.push_back(
                {r.key, tableNumber(r.diceA), tableNumber(r.hd95A), std::to_string(r.worstSlice)});
        return t;
    }
    const std::string a = c.table.runNames[0], b = c.table.runNames[1];
    Table t;
    t.caption = c.hasTruth() ? "Cases ordered by |Dice " + b + " - Dice " + a +
                                   "| against the truth (mean over labels)"
                             : "Cases ordered by the lowest Dice between " + a + " and " + b;
    t.header = {"Case",      "Dice " + a, "Dice " + b,    "Difference",
                "HD95 " + a, "HD95 " + b, "Dice between", "Worst slice"};
    for (const DisagreementRow& r : rows)
        t.rows.push_back({r.key, tableNumber(r.diceA), tableNumber(r.diceB), signedNum(r.diceB - r.diceA),
                          tableNumber(r.hd95A), tableNumber(r.hd95B), tableNumber(r.diceBetween),
                          std::to_string(r.worstSlice)});
    return t;
}

Section unreliableSection(const Comparison& c)
{
    Section s{"Failed cases", {}, {}};
    for (const compare::RunFailures& f : c.failures)
        if (f.failed > 0)
            s.blocks.push_back(Paragraph{f.words() + ": " + join(f.failedCases, ", ") + ".", Tone::Warning});
    if (!c.truthUnusable.empty())
        s.blocks.push_back(
            Paragraph{"Left out of every statistic, their truth being missing or unreadable: " +
                          join(c.truthUnusable, ", ") + ".",
                      Tone::Warning});
    Table t{"Not comparable: a run's file is missing, unreadable, on another grid or misplaced (that run's "
            "failure, scored as the worst value over all cases and left out of the comparable cases), or the "
            "truth is unusable",
            {"Case", "Why"},
            {},
            {}};
    std::vector<std::string> findings;
    for (const CaseComparison& cc : c.cases) {
        if (cc.reliable)
            continue;
        t.rows.push_back({cc.key, compare::unreliableReason(cc)});
        t.rowTones.push_back(Tone::Warning);
        for (const compare::GeometryCheck& g : cc.geometry)
            for (const Finding& f : g.findings)
                findings.push_back(cc.key + ", " + g.input + ": [" + severityName(f.severity) + "] " +
                                   f.code + ": " + f.message);
    }
    if (t.rows.empty()) {
        s.blocks.push_back(
            Paragraph{"Every case was read and every file was on its case's grid.", Tone::Good});
        return s;
    }
    s.blocks.push_back(std::move(t));
    if (!findings.empty())
        s.blocks.push_back(report::Bullets{findings, false});
    return s;
}

Block inputsBlock(const Comparison& c)
{
    std::vector<std::string> labels;
    for (std::int64_t l : c.options.labels)
        labels.push_back(c.labelName(l));
    return report::KeyValues{{{"Runs", join(c.table.runNames, ", ")},
                              {"Ground truth", c.hasTruth() ? c.table.truthSource : "none"},
                              {"Cases", std::to_string(c.cases.size()) + " (" +
                                            std::to_string(c.table.complete()) + " with every input)"},
                              {"Labels", labels.empty() ? "none found" : join(labels, ", ")},
                              {"NSD tolerance", formatNumber(c.options.nsdToleranceMm) + " mm"},
                              {"Probabilities", compare::probabilityModeName(c.options.read.probability)}}};
}

} // namespace

Section comparisonSection(const Comparison& c, const std::vector<compare::CasePictures>& pictures,
                          const ComparisonReportOptions& options, std::vector<std::string>* problems)
{
    Section s{"Run comparison", {inputsBlock(c)}, {}};
    if (!c.table.unmatched.empty()) {
        Table t{"Cases missing from an input (kept: a run's missing case is its failure)",
                {"Input", "Missing cases"},
                {},
                {}};
        for (const compare::UnmatchedCases& u : c.table.unmatched) {
            t.rows.push_back({u.input, join(u.missing, ", ")});
            t.rowTones.push_back(Tone::Warning);
        }
        s.blocks.push_back(std::move(t));
    }
    s.children.push_back(Section{"Summary", {summaryTable(c)}, {}});
    s.children.push_back(verdictSection(c));
    // At least the three cases the scatter plots name.
    const std::vector<DisagreementRow> worst =
        compare::disagreementRows(c, std::max(options.worstRows, kReportPictures.cases));
    s.children.push_back(plotSection(c, worst));
    if (c.table.runNames.size() >= 2 || c.hasTruth()) {
        const std::vector<DisagreementRow> rows(worst.begin(),
                                                worst.begin() + std::min(options.worstRows, worst.size()));
        Section w{"Where the runs disagree most", {worstTable(c, rows)}, {}};
        if (rows.empty())
            w.blocks.push_back(Paragraph{"No reliable case was measured for both runs.", Tone::Note});
        s.children.push_back(std::move(w));
    }
    s.children.push_back(unreliableSection(c));
    Section drawn{"The worst cases, slice by slice", {}, {}};
    for (const compare::CasePictures& p : pictures)
        if (p.caseIndex < c.cases.size())
            casePictures(c, p, drawn, problems);
    if (!drawn.blocks.empty())
        s.children.push_back(std::move(drawn));
    return s;
}

report::Document comparisonDocument(const Comparison& c, const std::vector<compare::CasePictures>& pictures,
                                    const ComparisonReportOptions& options,
                                    std::vector<std::string>* problems)
{
    report::Document d;
    d.title = "Run comparison";
    d.subtitle = join(c.table.runNames, " vs ") +
                 (c.hasTruth() ? ", against the ground truth" : ", without a ground truth");
    d.createdUtc = report::nowUtc();
    d.sections.push_back(comparisonSection(c, pictures, options, problems));
    return d;
}

} // namespace scansleuth::investigate
