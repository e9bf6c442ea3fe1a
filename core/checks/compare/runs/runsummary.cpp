// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Over all cases of a run comparison: summaries per run and run pair, the disagreement order, and the
// comparison-level verdicts (significant difference, variance, systematic cases, boundary-only,
// identical, label swap).
#include "compare/runs/runinternal.h"

#include "base/numberformat.h"
#include "base/strings.h"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <set>

namespace scansleuth::compare::detail {

namespace {

std::string quoted(const std::string& name)
{
    return "'" + name + "'";
}

std::string signedNumber(double v, int decimals = 3)
{
    return (v > 0 ? "+" : "") + formatFixed(v, decimals);
}

std::vector<Metric> summaryMetrics(const ComparisonOptions& options)
{
    std::vector<Metric> metrics = allMetrics();
    if (!options.lesions)
        std::erase(metrics, Metric::LesionF1);
    return metrics;
}

// Labels measured in any case (or the options' labels), ascending unless given.
std::vector<std::int64_t> measuredLabels(const Comparison& cmp)
{
    if (!cmp.options.labels.empty())
        return cmp.options.labels;
    std::set<std::int64_t> labels;
    for (const CaseComparison& c : cmp.cases) {
        for (const auto* pairs : {&c.vsTruth, &c.between})
            for (const PairMetrics& p : *pairs)
                for (const LabelMetrics& m : p.metrics.labels)
                    labels.insert(m.label);
    }
    return {labels.begin(), labels.end()};
}

// A metric of one label of one pair, NaN when the pair was not measured or the label is absent on both
// sides (left out of summaries, as MONAI's ignore_empty and nnU-Net's evaluation do).
double valueOf(const PairMetrics& p, std::int64_t label, Metric metric, bool* bothEmpty = nullptr)
{
    const LabelMetrics* m = p.computed ? p.label(label) : nullptr;
    if (bothEmpty)
        *bothEmpty = m && m->bothEmpty();
    if (!m)
        return kNaN;
    return metricValue(*m, metric, p.lesionsOf(label));
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return sortedQuantile(v, 0.5);
}

// The per-case signed difference of the first metric, B - A, averaged over the labels measured in both
// (NaN when none): the quantity the disagreement order and the outlier test read.
double caseDifference(const CaseComparison& c, std::size_t i, std::size_t j, bool truth,
                      const std::vector<std::int64_t>& labels, std::size_t runs)
{
    double sum = 0.0;
    int n = 0;
    if ((truth && std::max(i, j) >= c.vsTruth.size()) ||
        (!truth && betweenIndex(i, j, runs) >= c.between.size()))
        return kNaN; // a case assembled without the pair
    for (std::int64_t label : labels) {
        if (truth) {
            bool emptyA = false, emptyB = false;
            const double a = valueOf(c.vsTruth[i], label, Metric::Dice, &emptyA);
            const double b = valueOf(c.vsTruth[j], label, Metric::Dice, &emptyB);
            if (std::isfinite(a) && std::isfinite(b) && !(emptyA && emptyB)) {
                sum += b - a;
                ++n;
            }
        } else {
            bool empty = false;
            const double d = valueOf(c.between[betweenIndex(i, j, runs)], label, Metric::Dice, &empty);
            if (std::isfinite(d) && !empty) {
                sum += 1.0 - d;
                ++n;
            }
        }
    }
    return n == 0 ? kNaN : sum / n;
}

struct Outliers
{
    std::vector<std::size_t> cases;
    double median = kNaN;
    double threshold = kNaN;
    std::int64_t measured = 0;
};

// Cases whose difference lies far from the typical one: |d - median| > max(0.05, 3 * 1.4826 * MAD).
// Without truth the difference is 1 - Dice between the runs, and only the low side counts.
Outliers outliersOf(const std::vector<double>& diff, bool twoSided)
{
    Outliers out;
    std::vector<double> finite;
    for (double d : diff)
        if (std::isfinite(d))
            finite.push_back(d);
    out.measured = std::int64_t(finite.size());
    if (finite.size() < 3)
        return out;
    out.median = median(finite);
    std::vector<double> deviations;
    for (double d : finite)
        deviations.push_back(std::abs(d - out.median));
    out.threshold = std::max(0.05, 3.0 * 1.4826 * median(deviations));
    for (std::size_t c = 0; c < diff.size(); ++c) {
        if (!std::isfinite(diff[c]))
            continue;
        const double deviation = twoSided ? std::abs(diff[c] - out.median) : diff[c] - out.median;
        if (deviation > out.threshold)
            out.cases.push_back(c);
    }
    return out;
}

// Label swaps in the summed confusion of a pair: a label of A whose voxels are mostly one other non-zero
// label of B. Lines for people, empty when none.
std::vector<std::string> swaps(const Confusion& confusion, const std::string& aTitle,
                               const std::string& bTitle, const Comparison& cmp)
{
    std::map<std::int64_t, std::int64_t> countA;
    for (const auto& [labels, count] : confusion)
        countA[labels.first] += count;
    std::vector<std::string> lines;
    for (const auto& [label, total] : countA) {
        if (label == 0 || total < 20)
            continue;
        std::int64_t best = 0, bestLabel = 0, same = 0;
        for (const auto& [labels, count] : confusion) {
            if (labels.first != label)
                continue;
            if (labels.second == label)
                same = count;
            else if (labels.second != 0 && count > best) {
                best = count;
                bestLabel = labels.second;
            }
        }
        if (2 * best >= total && 2 * same < total) {
            lines.push_back(cmp.labelName(label) + " of " + aTitle + " is " + cmp.labelName(bestLabel) +
                            " of " + bTitle + " in " + formatFixed(100.0 * double(best) / double(total), 0) +
                            "% of its voxels");
        }
    }
    return lines;
}

// True when the content forensics explained `run`'s labels in case `c` by a mirror, turn or shift
// (perhaps with a relabelling): that case's confusion says nothing about the run's class order.
bool geometricallyExplained(const CaseComparison& c, const std::string& run)
{
    return std::any_of(c.geometry.begin(), c.geometry.end(), [&](const GeometryCheck& g) {
        return g.input == run && g.content.conclusive && g.content.candidates.front().geometric();
    });
}

// The confusions of one pair summed over the cases, leaving out those where a geometric transform
// explains either input (`runs`).
Confusion summed(const Comparison& cmp, const std::vector<std::vector<Confusion>>& perCase, std::size_t pair,
                 const std::vector<std::string>& runs)
{
    Confusion total;
    for (std::size_t k = 0; k < perCase.size(); ++k) {
        const std::vector<Confusion>& c = perCase[k];
        const bool explained =
            k < cmp.cases.size() && std::any_of(runs.begin(), runs.end(), [&](const auto& r) {
                return geometricallyExplained(cmp.cases[k], r);
            });
        if (pair < c.size() && !explained)
            for (const auto& [labels, count] : c[pair])
                total[labels] += count;
    }
    return total;
}

// What a boundary flip can move a surface by: one voxel along the coarsest axis, or two along the finest
// (3.2 x 3.2 x 5 mm: 6.4 mm, so a 3-voxel shift of 9.6 mm is not a boundary flip; 0.8 x 0.8 x 2.5 mm: 2.5
// mm).
double boundaryLimitMm(const volume::Geometry& g)
{
    const auto& s = g.spacing;
    return std::max(std::max({s[0], s[1], s[2]}), 2.0 * std::min({s[0], s[1], s[2]}));
}

// comparison.beyond_boundary: where two runs differ further than a boundary flip (the complement of
// comparison.boundary_only), case by case, the case and label that differ most named.
struct Beyond
{
    std::vector<std::string> lines;
    double worstMm = -1.0;
    double worstVoxels = 0.0;
    std::string worstLine;

    void add(const Comparison& cmp, const CaseComparison& c, const LabelMetrics& m, const std::string& a,
             const std::string& b, std::string& caseLine)
    {
        const double spacing = std::max({c.inputs[0].geometry.spacing[0], c.inputs[0].geometry.spacing[1],
                                         c.inputs[0].geometry.spacing[2]});
        const double mm = m.distancesInfinite() ? INFINITY : m.hausdorffMm;
        const std::string what =
            m.distancesInfinite()
                ? cmp.labelName(m.label) + " is in run " + quoted(m.voxelsA > 0 ? a : b) + " only"
                : cmp.labelName(m.label) + "'s Hausdorff distance between them is " + formatFixed(mm, 1) +
                      " mm (" + formatFixed(mm / spacing, 1) + " voxels of the coarsest axis)";
        caseLine += (caseLine.empty() ? "" : "; ") + what;
        if (mm > worstMm) {
            worstMm = mm;
            worstVoxels = mm / spacing;
            worstLine = "in " + c.key + ", " + what;
        }
    }

    Finding finding(const std::string& a, const std::string& b, std::int64_t compared)
    {
        Finding f =
            makeFinding("comparison.beyond_boundary", Severity::Warning,
                        "Runs " + quoted(a) + " and " + quoted(b) +
                            " differ beyond the label boundaries in " + std::to_string(lines.size()) +
                            " of " + std::to_string(compared) + " cases: " + worstLine + ".",
                        "Rounding (another device, TF32, a library version) flips only boundary voxels; "
                        "differences this far inside point at another cause: a preprocessing or export "
                        "difference, uninitialised memory, another model. Open the named cases.");
        const bool finite = std::isfinite(worstMm);
        f.measurements = {{"cases", double(lines.size()), ""},
                          {"compared cases", double(compared), ""},
                          {"largest Hausdorff distance", finite ? worstMm : -1.0, "mm"},
                          {"largest Hausdorff distance", finite ? worstVoxels : -1.0, "voxels"}};
        f.evidence = std::move(lines);
        return f;
    }
};

// Per-case findings folded into one finding per code, naming the cases in the evidence.
void foldCaseFindings(Comparison& cmp)
{
    std::vector<std::string> order;
    std::map<std::string, std::vector<const Finding*>> byCode;
    const auto add = [&](const Finding& f) {
        if (!byCode.contains(f.code))
            order.push_back(f.code);
        byCode[f.code].push_back(&f);
    };
    std::vector<Finding> prefixed;
    for (const CaseComparison& c : cmp.cases) {
        for (const Finding& f : c.findings)
            add(f);
        for (const GeometryCheck& g : c.geometry) {
            for (const Finding& f : g.findings) {
                Finding copy = f;
                copy.message = "Case " + c.key + ", " + g.input + ": " + f.message;
                copy.evidence.insert(copy.evidence.begin(), c.key + ": " + g.input);
                prefixed.push_back(std::move(copy));
            }
        }
    }
    for (const Finding& f : prefixed)
        add(f);
    for (const std::string& code : order) {
        const std::vector<const Finding*>& all = byCode[code];
        Finding folded = *all.front();
        if (all.size() > 1) {
            folded.message = std::to_string(all.size()) + " cases: " + all.front()->message + " (and " +
                             std::to_string(all.size() - 1) + " more, listed below)";
            folded.evidence.clear();
            for (const Finding* f : all)
                folded.evidence.push_back(f->message);
            folded.measurements = {{"cases", double(all.size()), ""}};
        }
        cmp.findings.push_back(std::move(folded));
    }
}

// Each run's failures over the cases whose truth is usable, and the cases left out.
void countFailures(Comparison& cmp)
{
    const std::vector<std::string>& names = cmp.table.runNames;
    for (std::size_t i = 0; i < names.size(); ++i) {
        RunFailures f;
        f.run = names[i];
        std::map<std::string, std::int64_t> counts;
        for (const CaseComparison& c : cmp.cases) {
            if (!c.truthUsable)
                continue;
            ++f.cases;
            if (!c.failed(i))
                continue;
            ++f.failed;
            ++counts[c.failures[i].reason];
            f.failedCases.push_back(c.key);
        }
        for (const auto& [reason, n] : counts)
            f.reasons.push_back({reason, n});
        std::stable_sort(f.reasons.begin(), f.reasons.end(),
                         [](const FailureCount& x, const FailureCount& y) { return x.cases > y.cases; });
        cmp.failures.push_back(std::move(f));
    }
    for (const CaseComparison& c : cmp.cases)
        if (!c.truthUsable)
            cmp.truthUnusable.push_back(c.key);
}

// Paired values of runs i and j over the cases, by `score` (scoredVsTruth or comparableVsTruth): a case
// counts when both values are known and the label is not absent from every side.
template <typename Score>
PairedComparison pairedOver(const Comparison& cmp, std::size_t i, std::size_t j, std::int64_t label,
                            Metric metric, Score score)
{
    std::vector<double> a, b;
    for (const CaseComparison& c : cmp.cases) {
        bool emptyA = false, emptyB = false;
        const double va = score(c, i, label, metric, &emptyA);
        const double vb = score(c, j, label, metric, &emptyB);
        if (std::isnan(va) || std::isnan(vb) || (emptyA && emptyB))
            continue;
        a.push_back(va);
        b.push_back(vb);
    }
    Result<PairedComparison> paired = comparePaired(a, b, cmp.options.paired);
    return paired ? *paired : PairedComparison{};
}

// The runs' names in these sentences as runInSentence writes them.
std::string verdictPhrase(Verdict v, const std::string& runA, const std::string& runB)
{
    const std::string a = runInSentence(runA), b = runInSentence(runB);
    switch (v) {
    case Verdict::BBetter:
        return b + " better than " + a;
    case Verdict::ABetter:
        return a + " better than " + b;
    case Verdict::NoSignificantDifference:
        break;
    }
    return "no significant difference between " + a + " and " + b;
}

std::string betterRun(Verdict v, const std::string& a, const std::string& b)
{
    return runInSentence(v == Verdict::BBetter ? b : a);
}

std::string statsWords(const PairedComparison& p, const std::string& a, const std::string& b)
{
    return "mean " + runInSentence(b) + " - " + runInSentence(a) + " " + signedNumber(p.meanDifference) +
           " (95% CI [" + formatFixed(p.meanDifferenceInterval.low, 3) + ", " +
           formatFixed(p.meanDifferenceInterval.high, 3) +
           "]), Wilcoxon p = " + formatGeneral(p.wilcoxon.pValue, 3);
}

// The signed-rank test follows most cases; a few large differences the other way can still pull the mean
// across zero. Then this says so ("the mean disagrees: B - A -0.040, ..."), else it is empty.
std::string meanDisagreement(const PairedComparison& p, Verdict v, Metric metric, const std::string& a,
                             const std::string& b)
{
    if (v == Verdict::NoSignificantDifference || !std::isfinite(p.meanDifference))
        return {};
    const bool bBetter = v == Verdict::BBetter;
    const double towardsBetter = higherIsBetter(metric) == bBetter ? p.meanDifference : -p.meanDifference;
    if (!(towardsBetter < 0))
        return {};
    return "the mean disagrees: " + runInSentence(b) + " - " + runInSentence(a) + " " +
           signedNumber(p.meanDifference) + ", a few cases are much better for run " +
           quoted(bBetter ? a : b);
}

VerdictShift shiftOf(Verdict all, Verdict comparable)
{
    if (all == comparable)
        return VerdictShift::Same;
    if (comparable == Verdict::NoSignificantDifference)
        return VerdictShift::Decided;
    return all == Verdict::NoSignificantDifference ? VerdictShift::Weakened : VerdictShift::Reversed;
}

// The headline and the comparable-case line of a pair summary, from its two verdicts and the runs'
// failures (docs/run-comparison.md, "The verdict").
void sayVerdict(const Comparison& cmp, PairSummary& s)
{
    const RunFailures* fa = cmp.failuresOf(s.a);
    const RunFailures* fb = cmp.failuresOf(s.b);
    std::vector<std::string> failed;
    for (const RunFailures* f : {fa, fb})
        if (f && f->failed > 0)
            failed.push_back(f->words());
    const std::string failures = join(failed, "; ");
    const std::string n = std::to_string(s.comparison.pairs);
    const std::string m = std::to_string(s.comparable.pairs);
    const std::string what = std::string(metricTitle(s.metric)) + ", " + cmp.labelName(s.label) + ": ";
    const std::string stats = " (" + what + statsWords(s.comparison, s.a, s.b) + ")";
    s.shift = shiftOf(s.verdict, s.comparableVerdict);
    const std::string all = verdictPhrase(s.verdict, s.a, s.b);
    const std::string comparable = verdictPhrase(s.comparableVerdict, s.a, s.b);
    // In the headline, in brackets: a semicolon there would read as the end of the comparable cases' part.
    const std::string caveat = meanDisagreement(s.comparable, s.comparableVerdict, s.metric, s.a, s.b);
    const std::string comparableCaveat = caveat.empty() ? "" : " (" + caveat + ")";
    if (failed.empty()) {
        s.headline = all + " on all " + n + " cases" + stats;
    } else {
        switch (s.shift) {
        case VerdictShift::Same:
            s.headline = all + " over all " + n + " cases and on the " + m + " comparable cases; " + failures;
            break;
        case VerdictShift::Weakened:
            s.headline = betterRun(s.comparableVerdict, s.a, s.b) + " better on " + m + " comparable cases" +
                         comparableCaveat + ", but " + failures + "; over all " + n +
                         " cases no significant difference";
            break;
        case VerdictShift::Reversed:
            s.headline = betterRun(s.comparableVerdict, s.a, s.b) + " better on " + m + " comparable cases" +
                         comparableCaveat + ", but " + failures + "; over all " + n + " cases " + all +
                         ": the failures reverse the verdict";
            break;
        case VerdictShift::Decided:
            s.headline = all + " over all " + n + " cases only through the failures (" + failures +
                         "); no significant difference on the " + m + " comparable cases";
            break;
        }
        s.headline += stats;
    }
    if (const std::string c = meanDisagreement(s.comparison, s.verdict, s.metric, s.a, s.b); !c.empty())
        s.headline += "; " + c;
    s.comparableLine = "On the " + m + " comparable cases (neither run failed): " + comparable + " (" + what +
                       statsWords(s.comparable, s.a, s.b) + ")" + (caveat.empty() ? "" : "; " + caveat);
}

PairSummary pairSummary(const Comparison& cmp, std::size_t i, std::size_t j, std::int64_t label,
                        Metric metric)
{
    const std::vector<std::string>& names = cmp.table.runNames;
    PairSummary s;
    s.a = names[i];
    s.b = names[j];
    s.label = label;
    s.metric = metric;
    s.comparison = pairedOver(cmp, i, j, label, metric, scoredVsTruth);
    s.comparable = pairedOver(cmp, i, j, label, metric, comparableVsTruth);
    s.verdict = verdict(s.comparison, higherIsBetter(metric), cmp.options.alpha);
    s.comparableVerdict = verdict(s.comparable, higherIsBetter(metric), cmp.options.alpha);
    sayVerdict(cmp, s);
    return s;
}

Finding significanceFinding(const Comparison& cmp, const PairSummary& s)
{
    const std::string better = s.verdict == Verdict::BBetter ? s.b : s.a;
    const std::string worse = s.verdict == Verdict::BBetter ? s.a : s.b;
    const PairedComparison& p = s.comparison;
    const std::string disagreement = meanDisagreement(p, s.verdict, s.metric, s.a, s.b);
    const std::string meanDisagrees = disagreement.empty() ? "" : "; " + disagreement;
    const RunFailures* fa = cmp.failuresOf(s.a);
    const RunFailures* fb = cmp.failuresOf(s.b);
    const bool failures = (fa && fa->failed > 0) || (fb && fb->failed > 0);
    Finding f = makeFinding(
        "comparison.significant_difference", Severity::Info,
        "Run " + quoted(better) + " is better than run " + quoted(worse) + " on " + metricTitle(s.metric) +
            " for " + cmp.labelName(s.label) + " in most cases: median difference (" + s.b + " - " + s.a +
            ") " + signedNumber(p.medianDifference) + ", mean " + signedNumber(p.meanDifference) +
            " (95% CI [" + formatFixed(p.meanDifferenceInterval.low, 3) + ", " +
            formatFixed(p.meanDifferenceInterval.high, 3) +
            "]), Wilcoxon p = " + formatGeneral(p.wilcoxon.pValue, 3) + ", " + std::to_string(p.pairs) +
            " cases" + (failures ? " (failures scored as the worst value)" : "") + meanDisagrees + ".");
    f.measurements = {{"mean difference", p.meanDifference, ""},
                      {"median difference", p.medianDifference, ""},
                      {"p", p.wilcoxon.pValue, ""},
                      {"cases", double(p.pairs), ""},
                      {"comparable cases", double(s.comparable.pairs), ""}};
    f.evidence.push_back(std::string("metric: ") + metricName(s.metric));
    f.evidence.push_back("label: " + std::to_string(s.label));
    f.evidence.push_back(s.headline);
    f.evidence.push_back(s.comparableLine);
    return f;
}

Finding verdictChangeFinding(const PairSummary& s)
{
    Finding f = makeFinding("comparison.failures_change_verdict", Severity::Warning,
                            s.headline + ". " + s.comparableLine + ".",
                            "Fix the failed cases (comparison.run_failures names them) and compare again: a "
                            "verdict over the comparable cases alone hides the failures.");
    f.measurements = {{"cases", double(s.comparison.pairs), ""},
                      {"comparable cases", double(s.comparable.pairs), ""},
                      {"p", s.comparison.wilcoxon.pValue, ""},
                      {"comparable p", s.comparable.wilcoxon.pValue, ""}};
    f.evidence = {std::string("metric: ") + metricName(s.metric), "label: " + std::to_string(s.label),
                  std::string("shift: ") + verdictShiftName(s.shift)};
    return f;
}

// comparison.run_failures: one per run that failed cases, the cases and reasons in the evidence.
void failureFindings(Comparison& cmp)
{
    for (std::size_t r = 0; r < cmp.failures.size(); ++r) {
        const RunFailures& f = cmp.failures[r];
        if (f.failed == 0)
            continue;
        Finding finding = makeFinding("comparison.run_failures", Severity::Warning,
                                      "Run " + quoted(f.run) + " failed " + std::to_string(f.failed) +
                                          " of " + std::to_string(f.cases) + " cases: " + f.reasonWords() +
                                          "; the verdicts score them as the worst value (Dice 0, "
                                          "distances at the image diagonal).",
                                      "A missing, unreadable or misplaced prediction is the run's failure: "
                                      "re-export those cases, or report the run with them failed.");
        finding.measurements = {{"failed cases", double(f.failed), ""}, {"cases", double(f.cases), ""}};
        for (const CaseComparison& c : cmp.cases) {
            if (!c.truthUsable || !c.failed(r))
                continue;
            const RunFailure& why = c.failures[r];
            finding.evidence.push_back(c.key + ": " + why.reason +
                                       (why.detail.empty() ? "" : " (" + why.detail + ")"));
        }
        cmp.findings.push_back(std::move(finding));
    }
}

} // namespace

void summarise(Comparison& cmp, const std::vector<std::vector<Confusion>>& truthConfusions,
               const std::vector<std::vector<Confusion>>& betweenConfusions)
{
    const std::size_t runs = cmp.table.runNames.size();
    const bool truth = cmp.hasTruth();
    const std::vector<std::int64_t> labels = measuredLabels(cmp);
    cmp.options.labels = labels;
    const std::vector<Metric> metrics = summaryMetrics(cmp.options);
    const std::vector<std::string>& names = cmp.table.runNames;

    countFailures(cmp);
    // Per run against the truth: over all cases (failures scored as the worst value), and comparable.
    for (std::size_t i = 0; truth && i < runs; ++i) {
        for (std::int64_t label : labels) {
            for (Metric metric : metrics) {
                std::vector<double> all, comparable;
                for (const CaseComparison& c : cmp.cases) {
                    if (const double v = scoredVsTruth(c, i, label, metric); !std::isnan(v))
                        all.push_back(v);
                    if (const double v = comparableVsTruth(c, i, label, metric); !std::isnan(v))
                        comparable.push_back(v);
                }
                cmp.runs.push_back({names[i], label, metric, summarize(all), summarize(comparable)});
            }
        }
    }
    // Per run pair: paired against the truth, and agreement.
    for (std::size_t i = 0; i < runs; ++i) {
        for (std::size_t j = i + 1; j < runs; ++j) {
            for (std::int64_t label : labels) {
                for (Metric metric : metrics) {
                    // A signed volume difference has no better side: its size is compared instead.
                    if (truth && metric != Metric::VolumeDifference)
                        cmp.pairs.push_back(pairSummary(cmp, i, j, label, metric));
                    if (metric == Metric::LesionF1)
                        continue;
                    std::vector<double> all, comparable;
                    for (const CaseComparison& c : cmp.cases) {
                        if (const double v = scoredBetween(c, i, j, label, metric); !std::isnan(v))
                            all.push_back(v);
                        if (const double v = comparableBetween(c, i, j, label, metric); !std::isnan(v))
                            comparable.push_back(v);
                    }
                    cmp.agreement.push_back(
                        {names[i], names[j], label, metric, summarize(all), summarize(comparable)});
                }
            }
        }
    }

    // The disagreement order of the first two runs; unreliable and unmeasured cases last.
    // One run against the truth: its worst cases (lowest mean Dice) first.
    std::vector<double> score(cmp.cases.size(), kNaN);
    for (std::size_t c = 0; c < cmp.cases.size(); ++c) {
        double d = kNaN;
        if (runs >= 2)
            d = std::abs(caseDifference(cmp.cases[c], 0, 1, truth, labels, runs));
        else if (truth)
            d = cmp.cases[c].vsTruth.empty() ? kNaN
                                             : 1.0 - meanOverLabels(&cmp.cases[c].vsTruth[0], Metric::Dice);
        score[c] = cmp.cases[c].reliable && std::isfinite(d) ? d : kNaN;
    }
    cmp.disagreementOrder.resize(cmp.cases.size());
    std::iota(cmp.disagreementOrder.begin(), cmp.disagreementOrder.end(), std::size_t(0));
    std::stable_sort(cmp.disagreementOrder.begin(), cmp.disagreementOrder.end(),
                     [&](std::size_t x, std::size_t y) {
                         const bool fx = std::isfinite(score[x]), fy = std::isfinite(score[y]);
                         if (fx != fy)
                             return fx;
                         return fx && score[x] > score[y];
                     });

    foldCaseFindings(cmp);
    failureFindings(cmp);

    // Verdicts per run pair.
    for (std::size_t i = 0; i < runs; ++i) {
        for (std::size_t j = i + 1; j < runs; ++j) {
            const std::string pairName = "runs " + quoted(names[i]) + " and " + quoted(names[j]);
            const std::size_t bi = betweenIndex(i, j, runs);
            std::int64_t compared = 0, differing = 0, labelled = 0;
            double largestHd = 0.0;
            bool boundaryOnly = true;
            Beyond beyond;
            for (const CaseComparison& c : cmp.cases) {
                if (bi >= c.between.size() || !c.between[bi].computed)
                    continue;
                const PairMetrics& p = c.between[bi];
                ++compared;
                differing += p.differingVoxels;
                const double limit = boundaryLimitMm(c.inputs[i].geometry) + 1e-9;
                std::string caseLine;
                for (const LabelMetrics& m : p.metrics.labels) {
                    labelled += std::max(m.voxelsA, m.voxelsB);
                    if (m.bothEmpty())
                        continue;
                    if (!m.distancesInfinite() && m.hausdorffMm <= limit) {
                        largestHd = std::max(largestHd, m.hausdorffMm);
                        continue;
                    }
                    boundaryOnly = false;
                    beyond.add(cmp, c, m, names[i], names[j], caseLine);
                }
                if (!caseLine.empty())
                    beyond.lines.push_back(c.key + ": " + caseLine);
            }
            if (compared == 0)
                continue;
            if (differing == 0) {
                Finding f = makeFinding("comparison.identical", Severity::Info,
                                        "The label maps of " + pairName + " are identical in all " +
                                            std::to_string(compared) + " cases compared.");
                f.measurements.push_back({"cases", double(compared), ""});
                cmp.findings.push_back(std::move(f));
                continue;
            }
            if (boundaryOnly) {
                Finding f = makeFinding(
                    "comparison.boundary_only", Severity::Info,
                    "The label maps of " + pairName + " differ only at label boundaries: in all " +
                        std::to_string(compared) +
                        " cases every label's Hausdorff distance between them is within a boundary flip (one "
                        "voxel "
                        "along the coarsest axis or two along the finest; largest " +
                        formatFixed(largestHd, 2) + " mm), " + std::to_string(differing) +
                        " voxels differ in all.",
                    "Boundary voxels flip with small numerical differences (another device, TF32, another "
                    "library version); compare the probabilities to confirm.");
                f.measurements = {{"cases", double(compared), ""},
                                  {"largest Hausdorff distance", largestHd, "mm"},
                                  {"differing voxels", double(differing), "voxels"},
                                  {"labelled voxels", double(labelled), "voxels"}};
                cmp.findings.push_back(std::move(f));
            }
            if (!beyond.lines.empty())
                cmp.findings.push_back(beyond.finding(names[i], names[j], compared));
            // Label swaps: between the runs, and each run against the truth.
            std::vector<std::string> swapLines =
                swaps(summed(cmp, betweenConfusions, bi, {names[i], names[j]}), "run " + quoted(names[i]),
                      "run " + quoted(names[j]), cmp);
            if (!swapLines.empty()) {
                Finding f =
                    makeFinding("comparison.label_swap", Severity::Warning,
                                "The class indices of " + pairName + " differ: " + swapLines.front() + ".",
                                "Use one label table for every run and for the truth (check the "
                                "class order in the dataset description and the one-hot encoding).");
                f.evidence = std::move(swapLines);
                cmp.findings.push_back(std::move(f));
            }
            // Significance (with truth), per label, for Dice and HD95: over all cases, and where the
            // failures change the verdict.
            bool significant = false;
            for (const PairSummary& s : cmp.pairs) {
                if (s.a != names[i] || s.b != names[j] ||
                    (s.metric != Metric::Dice && s.metric != Metric::HD95))
                    continue;
                if (s.shift != VerdictShift::Same)
                    cmp.findings.push_back(verdictChangeFinding(s));
                significant = significant || (s.metric == Metric::Dice &&
                                              (s.verdict != Verdict::NoSignificantDifference ||
                                               s.comparableVerdict != Verdict::NoSignificantDifference));
                if (s.verdict == Verdict::NoSignificantDifference)
                    continue;
                cmp.findings.push_back(significanceFinding(cmp, s));
            }
            // Systematic cases or variance: the per-case differences (measured pairs, reliable or not).
            std::vector<double> diff;
            for (const CaseComparison& c : cmp.cases)
                diff.push_back(caseDifference(c, i, j, truth, labels, runs));
            const Outliers out = outliersOf(diff, truth);
            const std::size_t allowed = std::max<std::size_t>(1, std::size_t(out.measured) / 4);
            if (!out.cases.empty() && out.cases.size() <= allowed) {
                Finding f = makeFinding(
                    "comparison.systematic_cases", Severity::Warning,
                    std::to_string(out.cases.size()) + " of " + std::to_string(out.measured) +
                        " cases carry most of the "
                        "difference between " +
                        pairName + ": " + cmp.cases[out.cases.front()].key +
                        (out.cases.size() > 1 ? " and others" : "") + " differ far beyond the typical case.",
                    "Open those cases side by side: a systematic cause (a flipped or shifted prediction, a "
                    "changed "
                    "preprocessing step, a missing label) shows there.");
                for (std::size_t c : out.cases)
                    f.evidence.push_back(
                        cmp.cases[c].key + ": " + (truth ? "Dice difference " : "1 - Dice between runs ") +
                        signedNumber(diff[c]) + " (typical " + signedNumber(out.median) + ")");
                f.measurements = {{"cases", double(out.cases.size()), ""},
                                  {"measured cases", double(out.measured), ""},
                                  {"typical difference", out.median, ""},
                                  {"outlier threshold", out.threshold, ""}};
                cmp.findings.push_back(std::move(f));
            } else if (out.cases.empty() && !significant && out.measured >= 3 && !boundaryOnly) {
                double largest = 0.0;
                for (double d : diff)
                    if (std::isfinite(d))
                        largest = std::max(largest, std::abs(d));
                Finding f =
                    makeFinding("comparison.within_variance", Severity::Info,
                                "The differences between " + pairName + " are spread over all " +
                                    std::to_string(out.measured) + " cases (largest per-case " +
                                    (truth ? "Dice difference " : "1 - Dice ") + formatFixed(largest, 3) +
                                    ")" + (truth ? " and no Dice difference is significant" : std::string()) +
                                    ": consistent with run-to-run variance.",
                                "Report the mean and spread over several seeds rather than one run.");
                f.measurements = {{"cases", double(out.measured), ""}, {"largest difference", largest, ""}};
                cmp.findings.push_back(std::move(f));
            }
        }
    }
    // Each run against the truth: class indices that differ from the truth's.
    for (std::size_t i = 0; truth && i < runs; ++i) {
        std::vector<std::string> swapLines =
            swaps(summed(cmp, truthConfusions, i, {names[i]}), "the truth", "run " + quoted(names[i]), cmp);
        if (swapLines.empty())
            continue;
        Finding f = makeFinding("comparison.label_swap", Severity::Warning,
                                "The class indices of run " + quoted(names[i]) +
                                    " differ from the truth's: " + swapLines.front() + ".",
                                "Use one label table for every run and for the truth.");
        f.evidence = std::move(swapLines);
        cmp.findings.push_back(std::move(f));
    }
}

} // namespace scansleuth::compare::detail
