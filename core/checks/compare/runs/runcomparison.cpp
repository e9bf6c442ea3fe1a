// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The run comparison's driver: cases in parallel within the memory the machine has, then the summaries.
#include "compare/runs/runcomparison.h"

#include "base/numberformat.h"
#include "base/parallel.h"
#include "base/translate.h"
#include "compare/runs/runinternal.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <string_view>

namespace scansleuth::compare {

namespace {

struct MetricInfo
{
    Metric metric;
    const char* name;
    const char* title;
    bool higherIsBetter;
};

constexpr MetricInfo kMetrics[] = {
    {Metric::Dice, "dice", QT_TRANSLATE_NOOP("Metric", "Dice"), true},
    {Metric::IoU, "iou", QT_TRANSLATE_NOOP("Metric", "IoU"), true},
    {Metric::Hausdorff, "hd", QT_TRANSLATE_NOOP("Metric", "HD (mm)"), false},
    {Metric::HD95, "hd95", QT_TRANSLATE_NOOP("Metric", "HD95 (mm)"), false},
    {Metric::ASSD, "assd", QT_TRANSLATE_NOOP("Metric", "ASSD (mm)"), false},
    {Metric::NSD, "nsd", QT_TRANSLATE_NOOP("Metric", "NSD"), true},
    {Metric::VolumeDifference, "volume_difference_ml", QT_TRANSLATE_NOOP("Metric", "Volume difference (ml)"),
     false},
    {Metric::AbsVolumeDifference, "abs_volume_difference_ml",
     QT_TRANSLATE_NOOP("Metric", "|Volume difference| (ml)"), false},
    {Metric::LesionF1, "lesion_f1", QT_TRANSLATE_NOOP("Metric", "Lesion F1"), true},
};

const MetricInfo& infoOf(Metric metric)
{
    for (const MetricInfo& info : kMetrics)
        if (info.metric == metric)
            return info;
    return kMetrics[0];
}

Status checkOptions(const ComparisonOptions& o)
{
    if (!std::isfinite(o.nsdToleranceMm) || o.nsdToleranceMm < 0)
        return makeError(ErrorKind::Invalid, "The surface Dice tolerance must be a finite number of mm >= 0.",
                         formatNumber(o.nsdToleranceMm));
    if (!(o.read.threshold > 0.0 && o.read.threshold < 1.0))
        return makeError(ErrorKind::Invalid, "The probability threshold must lie between 0 and 1.",
                         formatNumber(o.read.threshold));
    if (!(o.alpha > 0.0 && o.alpha < 1.0))
        return makeError(ErrorKind::Invalid, "The significance level alpha must lie between 0 and 1.",
                         formatNumber(o.alpha));
    if (!(o.geometryTolerance.mm >= 0.0) || !(o.geometryTolerance.degrees >= 0.0))
        return makeError(ErrorKind::Invalid, "The geometry tolerance must be a number >= 0.");
    return {};
}

} // namespace

const char* metricName(Metric metric)
{
    return infoOf(metric).name;
}

const char* metricTitle(Metric metric)
{
    return infoOf(metric).title;
}

bool metricFromName(const std::string& name, Metric& metric)
{
    for (const MetricInfo& info : kMetrics) {
        if (name == info.name) {
            metric = info.metric;
            return true;
        }
    }
    return false;
}

bool higherIsBetter(Metric metric)
{
    return infoOf(metric).higherIsBetter;
}

std::vector<Metric> allMetrics()
{
    std::vector<Metric> all;
    for (const MetricInfo& info : kMetrics)
        all.push_back(info.metric);
    return all;
}

double metricValue(const LabelMetrics& m, Metric metric, const LesionDetection* lesions)
{
    switch (metric) {
    case Metric::Dice:
        return m.dice;
    case Metric::IoU:
        return m.iou;
    case Metric::Hausdorff:
        return m.hausdorffMm;
    case Metric::HD95:
        return m.hd95Mm;
    case Metric::ASSD:
        return m.assdMm;
    case Metric::NSD:
        return m.nsd;
    case Metric::VolumeDifference:
        return m.volumeDifferenceMl;
    case Metric::AbsVolumeDifference:
        return std::abs(m.volumeDifferenceMl);
    case Metric::LesionF1:
        return lesions ? lesions->f1 : kNaN;
    }
    return kNaN;
}

namespace {

bool isDistance(Metric metric)
{
    return metric == Metric::Hausdorff || metric == Metric::HD95 || metric == Metric::ASSD;
}

// The worst value of a metric (Metrics Reloaded): no overlap, distances at the cap; a volume has no
// worst value and stays as measured (NaN when the pair was not measured).
double worstValue(const LabelMetrics* measured, Metric metric, double capMm)
{
    if (isDistance(metric))
        return capMm;
    if (metric == Metric::VolumeDifference || metric == Metric::AbsVolumeDifference)
        return measured ? metricValue(*measured, metric) : kNaN;
    return 0.0;
}

// One pair's value by the rule of scoredVsTruth (`failed`: a failure of a run of the pair).
double scored(const CaseComparison& c, const PairMetrics* p, bool failed, std::int64_t label, Metric metric,
              bool* bothEmpty)
{
    if (bothEmpty)
        *bothEmpty = false;
    if (!c.truthUsable || p == nullptr)
        return kNaN;
    const LabelMetrics* m = p->computed ? p->label(label) : nullptr;
    if (failed)
        return worstValue(m, metric, c.distanceCapMm);
    if (m == nullptr)
        return kNaN;
    if (m->bothEmpty() && !bothEmpty)
        return kNaN;
    if (bothEmpty)
        *bothEmpty = m->bothEmpty();
    const double v = metricValue(*m, metric, p->lesionsOf(label));
    return isDistance(metric) && std::isinf(v) ? c.distanceCapMm : v;
}

double measured(const CaseComparison& c, const PairMetrics* p, std::int64_t label, Metric metric,
                bool* bothEmpty)
{
    if (bothEmpty)
        *bothEmpty = false;
    const LabelMetrics* m = c.reliable && c.truthUsable && p && p->computed ? p->label(label) : nullptr;
    if (m == nullptr || (m->bothEmpty() && !bothEmpty))
        return kNaN;
    if (bothEmpty)
        *bothEmpty = m->bothEmpty();
    return metricValue(*m, metric, p->lesionsOf(label));
}

} // namespace

double meanOverLabels(const PairMetrics* pair, Metric metric)
{
    if (pair == nullptr || !pair->computed)
        return kNaN;
    double sum = 0.0;
    int n = 0;
    for (const LabelMetrics& l : pair->metrics.labels) {
        const double v = l.bothEmpty() ? kNaN : metricValue(l, metric, pair->lesionsOf(l.label));
        if (std::isfinite(v)) {
            sum += v;
            ++n;
        }
    }
    return n > 0 ? sum / n : kNaN;
}

double scoredVsTruth(const CaseComparison& c, std::size_t run, std::int64_t label, Metric metric,
                     bool* bothEmpty)
{
    return scored(c, c.truthMetrics(run), c.failed(run), label, metric, bothEmpty);
}

double scoredBetween(const CaseComparison& c, std::size_t i, std::size_t j, std::int64_t label, Metric metric,
                     bool* bothEmpty)
{
    return scored(c, c.betweenMetrics(i, j), c.failed(i) || c.failed(j), label, metric, bothEmpty);
}

double comparableVsTruth(const CaseComparison& c, std::size_t run, std::int64_t label, Metric metric,
                         bool* bothEmpty)
{
    return measured(c, c.truthMetrics(run), label, metric, bothEmpty);
}

double comparableBetween(const CaseComparison& c, std::size_t i, std::size_t j, std::int64_t label,
                         Metric metric, bool* bothEmpty)
{
    return measured(c, c.betweenMetrics(i, j), label, metric, bothEmpty);
}

std::string causeWords(const GeometryCheck& check)
{
    if (!check.content.conclusive || check.content.candidates.empty())
        return QT_TRANSLATE_NOOP("FailureReason", "misplaced");
    const ContentCandidate& c = check.content.candidates.front();
    // The axis order and mirrors make a rotation when their determinant is +1 (a transpose with one
    // mirror turns by 90 degrees, two mirrors by 180), a reflection otherwise.
    const bool permuted = c.sourceAxis != std::array<int, 3>{0, 1, 2};
    const int inversions = int(c.sourceAxis[0] > c.sourceAxis[1]) + int(c.sourceAxis[0] > c.sourceAxis[2]) +
                           int(c.sourceAxis[1] > c.sourceAxis[2]);
    const int flips = int(c.flip[0]) + int(c.flip[1]) + int(c.flip[2]);
    if (permuted || flips > 0) {
        if ((inversions + flips) % 2 == 0)
            return QT_TRANSLATE_NOOP("FailureReason", "rotated");
        return permuted ? QT_TRANSLATE_NOOP("FailureReason", "axes swapped")
                        : QT_TRANSLATE_NOOP("FailureReason", "mirrored");
    }
    if (c.shiftVoxels != std::array<std::int64_t, 3>{0, 0, 0})
        return QT_TRANSLATE_NOOP("FailureReason", "shifted");
    return c.relabel.empty() ? QT_TRANSLATE_NOOP("FailureReason", "misplaced")
                             : QT_TRANSLATE_NOOP("FailureReason", "relabelled");
}

const char* verdictShiftName(VerdictShift shift)
{
    switch (shift) {
    case VerdictShift::Same:
        return "same";
    case VerdictShift::Weakened:
        return "weakened";
    case VerdictShift::Reversed:
        return "reversed";
    case VerdictShift::Decided:
        return "decided by failures";
    }
    return "same";
}

std::string runInSentence(const std::string& name)
{
    for (std::string_view stop : {", ", "; ", ": "})
        if (name.find(stop) != std::string::npos)
            return "'" + name + "'";
    return name;
}

std::string RunFailures::words() const
{
    const std::string why = reasonWords();
    return runInSentence(run) + " failed " + (failed == 0 ? std::string("none") : std::to_string(failed)) +
           " of " + std::to_string(cases) + (why.empty() ? "" : ": " + why);
}

std::string RunFailures::reasonWords() const
{
    std::string out;
    for (std::size_t i = 0; i < reasons.size(); ++i)
        out += (i == 0 ? "" : ", ") + std::to_string(reasons[i].cases) + " " + reasons[i].reason;
    return out;
}

const LesionDetection* PairMetrics::lesionsOf(std::int64_t value) const
{
    for (std::size_t i = 0; i < metrics.labels.size() && i < lesions.size(); ++i)
        if (metrics.labels[i].label == value)
            return &lesions[i];
    return nullptr;
}

const PairMetrics* CaseComparison::truthMetrics(std::size_t run) const
{
    return run < vsTruth.size() ? &vsTruth[run] : nullptr;
}

const PairMetrics* CaseComparison::betweenMetrics(std::size_t runA, std::size_t runB) const
{
    const std::size_t runs = inputs.size() - (vsTruth.empty() ? 0 : 1);
    if (runA == runB || runA >= runs || runB >= runs)
        return nullptr;
    const std::size_t index = detail::betweenIndex(std::min(runA, runB), std::max(runA, runB), runs);
    return index < between.size() ? &between[index] : nullptr;
}

std::string Comparison::labelName(std::int64_t label) const
{
    const auto it = options.labelNames.find(label);
    return it != options.labelNames.end() && !it->second.empty() ? it->second
                                                                 : "label " + std::to_string(label);
}

const RunSummary* Comparison::runSummary(const std::string& run, std::int64_t label, Metric metric) const
{
    for (const RunSummary& s : runs)
        if (s.run == run && s.label == label && s.metric == metric)
            return &s;
    return nullptr;
}

const PairSummary* Comparison::pairSummary(const std::string& a, const std::string& b, std::int64_t label,
                                           Metric metric) const
{
    for (const PairSummary& s : pairs)
        if (s.a == a && s.b == b && s.label == label && s.metric == metric)
            return &s;
    return nullptr;
}

const AgreementSummary* Comparison::agreementSummary(const std::string& a, const std::string& b,
                                                     std::int64_t label, Metric metric) const
{
    for (const AgreementSummary& s : agreement)
        if (((s.a == a && s.b == b) || (s.a == b && s.b == a)) && s.label == label && s.metric == metric)
            return &s;
    return nullptr;
}

const RunFailures* Comparison::failuresOf(const std::string& run) const
{
    for (const RunFailures& f : failures)
        if (f.run == run)
            return &f;
    return nullptr;
}

Result<Comparison> compareRuns(const CaseTable& table, const ComparisonOptions& options,
                               const Progress& progress)
{
    if (Status s = checkOptions(options); !s)
        return s.error();
    Comparison cmp;
    cmp.table = table;
    cmp.options = options;
    cmp.findings = table.findings;
    const std::size_t n = table.rows.size();
    cmp.cases.resize(n);
    std::vector<std::vector<detail::Confusion>> truthConfusions(n), betweenConfusions(n);
    const std::size_t threads =
        options.maxThreads > 0 ? std::min(options.maxThreads, threadLimit()) : threadLimit();

    const auto runCase = [&](std::size_t row, std::size_t caseThreads) -> std::size_t {
        detail::CaseOutcome outcome = detail::compareCase(table, row, options, caseThreads);
        cmp.cases[row] = std::move(outcome.result);
        truthConfusions[row] = std::move(outcome.truthConfusion);
        betweenConfusions[row] = std::move(outcome.betweenConfusion);
        return outcome.bytes;
    };
    if (n > 0) {
        // The first case alone on every thread: its size tells how many cases fit in memory at once.
        if (!progress.report(0.0, "compare " + table.rows[0].key))
            return makeError(ErrorKind::Cancelled, "The comparison was cancelled.");
        const std::size_t bytes = runCase(0, threads);
        // Reading holds the files' own voxels (up to float32 probabilities) besides the label maps.
        const std::size_t perCase = std::max<std::size_t>(bytes * 6, std::size_t(64) << 20);
        const std::size_t fit = std::max<std::size_t>(1, availableMemoryBytes() / perCase);
        const std::size_t concurrent = std::max<std::size_t>(1, std::min({threads, fit, n - 1}));
        ParallelOptions parallel;
        parallel.maxThreads = concurrent;
        parallel.task = "compare the cases";
        parallel.progress = progress.sub(1.0 / double(n), 1.0);
        parallel.stage = "compare cases";
        parallel.cancelledMessage = "The comparison was cancelled.";
        const std::size_t caseThreads = std::max<std::size_t>(1, threads / concurrent);
        // The last case to start gets every thread: the others end theirs and would leave cores idle.
        if (Status s = forEachIndex(
                n - 1, [&](std::size_t i) { runCase(i + 1, i + 2 == n ? threads : caseThreads); }, parallel);
            !s)
            return s.error();
    }
    detail::summarise(cmp, truthConfusions, betweenConfusions);
    return cmp;
}

void resummarise(Comparison& cmp)
{
    cmp.runs.clear();
    cmp.pairs.clear();
    cmp.agreement.clear();
    cmp.failures.clear();
    cmp.truthUnusable.clear();
    cmp.disagreementOrder.clear();
    cmp.findings = cmp.table.findings;
    detail::summarise(cmp, {}, {});
}

Result<Comparison> compareRuns(const std::vector<RunSpec>& runs, const std::string& truthPath,
                               const ComparisonOptions& options, const Progress& progress)
{
    Result<CaseTable> table = matchCases(runs, truthPath);
    if (!table)
        return table.error();
    return compareRuns(*table, options, progress);
}

CaseVolumes readCase(const CaseTable& table, std::size_t row, const ReadOptions& options)
{
    CaseVolumes out;
    if (row >= table.rows.size())
        return out;
    const CaseRow& r = table.rows[row];
    std::vector<std::vector<std::string>> files;
    for (std::size_t i = 0; i < table.runNames.size(); ++i)
        files.push_back(r.files(i));
    if (table.hasTruth())
        files.push_back(r.truth.empty() ? std::vector<std::string>{} : std::vector{r.truth});
    for (const std::vector<std::string>& f : files) {
        if (f.empty()) {
            out.labels.emplace_back();
            out.errors.emplace_back("no file for this case");
            continue;
        }
        Result<ReadPrediction> read = readPrediction(f, options);
        out.labels.push_back(read ? std::optional(std::move(read->labels)) : std::nullopt);
        out.errors.push_back(read ? std::string() : read.error().message);
    }
    return out;
}

} // namespace scansleuth::compare
