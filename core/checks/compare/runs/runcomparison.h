// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/finding.h"
#include "base/progress.h"
#include "base/result.h"
#include "compare/cases/casematch.h"
#include "compare/metrics/segmentationmetrics.h"
#include "compare/runs/contentforensics.h"
#include "compare/stats/lesions.h"
#include "compare/stats/pairedstats.h"
#include "io/loadedimage.h"
#include "volume/geometry.h"
#include "volume/volume.h"

#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

// The side-by-side run comparison (issue 11): the cases of two or more prediction runs (and an optional
// ground truth), matched by compare/cases, each case's files checked against each other before any
// metric, the metrics of compare/metrics per case and label, and per run and run pair the statistics of
// compare/stats. docs/run-comparison.md is the user's description; findings are in docs/findings.md.
// Pure functions of files to data: the CLI, the GUI, the report and the experiment runner read these.
namespace scansleuth::compare {

// ---- Reading predictions ----

// How a prediction that holds probabilities becomes a label map.
enum class ProbabilityMode
{
    Auto,      // label maps as stored; probabilities: argmax over channels, or a threshold for one channel
    Argmax,    // label = the channel with the highest value (channel 0 is background); one channel: threshold
    Threshold, // label = the channel >= 1 with the highest value among those >= threshold, else 0
};
const char* probabilityModeName(ProbabilityMode mode);                        // "auto", "argmax", "threshold"
bool probabilityModeFromName(const std::string& name, ProbabilityMode& mode); // false when unknown

struct ReadOptions
{
    ProbabilityMode probability = ProbabilityMode::Auto;
    double threshold = 0.5;
    std::size_t maxThreads = 0; // for the conversion of probabilities; 0: the process-wide limit
    // A DICOM SEG or RTSTRUCT input is placed on the image it references (found beside it: its folder or the
    // folder above, io/segmentationloader.h), or on this image when given.
    std::string referenceImage;
};

// One input of a case as read: a label map on the file's own grid, stored as uint8 when every label
// lies in 0..255 and as int32 otherwise (label values are the file's real values: a slope or an
// intercept is applied).
struct ReadPrediction
{
    volume::Volume labels;
    // How the file was read, for people: "label map", "probabilities, 3 channels, argmax",
    // "probabilities, 1 channel, threshold 0.5".
    std::string how;
    bool fromProbabilities = false;
    int channels = 1;
    Findings findings; // the loader's findings about the file (NIfTI header problems, ...)
    // The first file as loaded, without its voxels: format, NIfTI header forms, identifiers (what the
    // geometry forensics read besides the voxels).
    io::LoadedImage source;
};

// Reads one prediction or truth file (`paths` holds one file, or one file per class in class order:
// see CaseFile::channelPaths). A DICOM SEG or RTSTRUCT is placed on its image (ReadOptions::referenceImage)
// and read as one label map of its segment numbers (where segments overlap, the one stored later wins;
// a FRACTIONAL SEG's segments at 0.5); its seg./rtstruct. findings join the case's. A file is a probability
// map when it holds several channels (a 4D image: the 4th axis is the channel) or floating-point values that
// are not all whole numbers. Errors (one sentence naming the file): the loader's, Invalid for NaN or infinite
// values, for per-class files on different grids, for a label map with fractional values; TooLarge past the
// memory the machine has.
Result<ReadPrediction> readPrediction(const std::vector<std::string>& paths, const ReadOptions& options = {});

// ---- One case ----

// Which metric a table, a summary or a plot is about.
enum class Metric
{
    Dice,
    IoU,
    Hausdorff,
    HD95,
    ASSD,
    NSD,
    VolumeDifference,    // ml, b - a
    AbsVolumeDifference, // ml, |b - a|
    LesionF1,            // against truth only, when lesions are measured
};
const char* metricName(Metric metric);  // "dice", "iou", "hd", "hd95", "assd", "nsd", "volume_difference_ml",
                                        // "abs_volume_difference_ml", "lesion_f1"
const char* metricTitle(Metric metric); // "Dice", "IoU", "HD (mm)", "HD95 (mm)", ...
bool metricFromName(const std::string& name, Metric& metric); // false when unknown
bool higherIsBetter(Metric metric);                           // Dice, IoU, NSD, lesion F1
std::vector<Metric> allMetrics();                             // every metric in enum order

// The value of one metric of one label (LesionF1 reads `lesions`, NaN without). Infinite distances
// (one side empty) are returned as +infinity: summaries count them as missing.
double metricValue(const LabelMetrics& label, Metric metric, const LesionDetection* lesions = nullptr);

// One file of a case, as read.
struct CaseInput
{
    std::string input; // the run name, or "truth"
    std::vector<std::string> paths;
    std::string how;                  // ReadPrediction::how; empty when it failed
    std::string error;                // the read error; empty when read
    volume::Geometry geometry;        // as read (valid only when error is empty)
    std::vector<std::int64_t> labels; // the label values present, 0 included (empty when not read)
};

// The check of one input's geometry against the case's reference input (the truth, else the first run
// that could be read). On another grid, check-pair (checks/geometry) runs with the reference as image and
// reference (`forensicsRun`), its findings (geometry.axis_flip, geometry.voxel_offset, ...) are kept here
// and `cause` is its supported candidate's description. On the same grid, a run whose per-label agreement
// with the reference is poor (ComparisonOptions::content.poorLabelDice) gets the content forensics
// (`content`): `cause` is their best candidate as a sentence when they are conclusive, and stays empty
// when they are inconclusive (the case is then measured as delivered). `cause` is non-empty only when a
// cause is conclusively named. An input on another grid, or with a cause, makes the case's metrics
// unreliable.
struct GeometryCheck
{
    std::string input;
    std::string against;
    bool sameGrid = true;
    bool forensicsRun = false;
    std::string cause; // empty when nothing was named
    Findings findings;
    ContentForensics content; // same grid only; content.run false when the agreement was not poor
};

// The metrics of one input pair in one case: `a` is the reference (the truth, or the earlier run),
// `b` the other. Not computed (computed == false, `reason` says why) when either side failed to load
// or their grids differ: never a resample, never a Dice of misaligned arrays.
struct PairMetrics
{
    std::string a, b;
    bool computed = false;
    std::string reason;
    SegmentationMetrics metrics;
    // Lesion-wise detection per label (b as the prediction, a as the truth), in metrics.labels order;
    // empty unless ComparisonOptions::lesions and a is the truth.
    std::vector<LesionDetection> lesions;
    // Voxels whose label differs between a and b, and the slice (index along the grid's third axis) that
    // holds most of them (-1 when none differ): the slice the viewer shows first.
    std::int64_t differingVoxels = 0;
    std::int64_t worstSlice = -1;
    std::int64_t worstSliceVoxels = 0;

    const LabelMetrics* label(std::int64_t value) const { return metrics.find(value); }
    const LesionDetection* lesionsOf(std::int64_t value) const;
};

// The mean of `metric` over the labels of one measured pair: the one rule every output uses (issue 19).
// A label absent from both sides is left out (nothing to score; Metrics Reloaded and MONAI's ignore_empty:
// averaging its Dice of 1 in would reward predicting nothing where nothing is), and so is a value that is
// not finite (a distance to an empty side). NaN when the pair is missing, was not measured, or no label
// remains.
double meanOverLabels(const PairMetrics* pair, Metric metric);

// Why one run's prediction of one case is that run's failure (docs/run-comparison.md, "Failures"): it is
// missing, unreadable, not on the reference's grid, or on the grid with a conclusively named cause
// (GeometryCheck::cause non-empty). A failure is scored as the worst value in the all-cases statistics.
enum class FailureKind
{
    None,
    Missing,
    Unreadable,
    OtherGrid,
    NamedCause,
};

struct RunFailure
{
    FailureKind kind = FailureKind::None;
    // For people, short enough to count: "missing", "unreadable", "another grid", or the named cause's
    // kind ("mirrored", "axes swapped", "shifted", ...; failureWords). Empty when kind is None.
    std::string reason;
    std::string detail; // the read error, the grid difference, or the cause's sentence

    bool failed() const { return kind != FailureKind::None; }
    friend bool operator==(const RunFailure&, const RunFailure&) = default;
};

// The short name of a cause the content forensics named on the same grid (the only causes that make a
// same-grid run fail), from its answer's structure: "mirrored", "rotated" (a turn: a transpose with one
// mirror, or two mirrors), "axes swapped", "shifted", "relabelled"; "misplaced" when nothing was named.
std::string causeWords(const GeometryCheck& check);

struct CaseComparison
{
    std::string key;
    std::vector<CaseInput> inputs;       // the runs in order, then the truth when there is one
    std::vector<GeometryCheck> geometry; // one per input other than the reference that could be read
    // Comparable: every input read, on one grid, and no named cause. Only comparable cases enter the
    // comparable-case statistics (the second line); every case with a usable truth enters the headline.
    bool reliable = true;
    // False when the truth file is missing or unreadable: the only reason a case is left out of every
    // statistic. Always true without truth.
    bool truthUsable = true;
    std::vector<RunFailure> failures; // one per run, in run order
    // The cap a failed or empty prediction's distances are scored at: the diagonal of the reference grid
    // (the truth's, else the first run read), sqrt(sum((size_i * spacing_i)^2)) in mm; NaN without one.
    double distanceCapMm = kNaN;
    std::vector<PairMetrics> vsTruth; // one per run, in run order (empty without truth)
    std::vector<PairMetrics> between; // one per run pair (i < j), ordered (0,1), (0,2), ..., (1,2), ...
    Findings findings; // this case's findings (compare.geometry_mismatch, compare.read_failed, ...)

    const PairMetrics* truthMetrics(std::size_t run) const;
    const PairMetrics* betweenMetrics(std::size_t runA, std::size_t runB) const; // either order
    bool failed(std::size_t run) const { return run < failures.size() && failures[run].failed(); }
};

// The value of one metric of one label of `run` against the truth in case `c`, as the all-cases
// statistics score it (Metrics Reloaded's worst-value rule): NaN when the truth is unusable; a failure
// scores the worst value for every label (Dice, IoU, NSD and lesion F1 0, every distance
// c.distanceCapMm, volumes as measured when the pair was measured, else NaN); a delivered prediction
// scores as measured, an infinite distance (one side empty) at the cap. A label absent from both sides
// of a delivered prediction is NaN, unless `bothEmpty` is given: then its value (Dice 1, distances 0) is
// returned and *bothEmpty set, for the paired tests that keep such a case when the other run is wrong.
double scoredVsTruth(const CaseComparison& c, std::size_t run, std::int64_t label, Metric metric,
                     bool* bothEmpty = nullptr);
// The same for the agreement of runs i and j (either order): a failure of either is no agreement.
double scoredBetween(const CaseComparison& c, std::size_t i, std::size_t j, std::int64_t label, Metric metric,
                     bool* bothEmpty = nullptr);
// The values the comparable-case statistics use: as measured (an infinite distance stays infinite, which
// the summaries count as missing), NaN where the case is not comparable; labels empty on both sides as
// above.
double comparableVsTruth(const CaseComparison& c, std::size_t run, std::int64_t label, Metric metric,
                         bool* bothEmpty = nullptr);
double comparableBetween(const CaseComparison& c, std::size_t i, std::size_t j, std::int64_t label,
                         Metric metric, bool* bothEmpty = nullptr);

// ---- Summaries ----

// One run against the truth, one label, one metric: `summary` over every case with a usable truth,
// failures scored as the worst value (scoredVsTruth); `comparable` over the comparable cases only.
struct RunSummary
{
    std::string run;
    std::int64_t label = 0;
    Metric metric = Metric::Dice;
    Summary summary;
    Summary comparable;
};

// How the verdict over all cases relates to the one over the comparable cases.
enum class VerdictShift
{
    Same,     // both say the same
    Weakened, // comparable cases say one run is better, all cases say no significant difference
    Reversed, // comparable cases say one run is better, all cases say the other
    Decided,  // comparable cases say no significant difference, the failures make one run better
};
const char* verdictShiftName(VerdictShift shift); // "same", "weakened", "reversed", "decided by failures"

// Two runs against the truth, one label, one metric: is B better than A? `comparison` and `verdict`
// are the headline: paired over every case with a usable truth, failures scored as the worst value;
// `comparable` and `comparableVerdict` the second line: over the cases where neither run failed. Both
// use ComparisonOptions::alpha. `headline` and `comparableLine` say it for people (every output prints
// them as they are): "B better on 18 comparable cases, but B failed 2 of 20: 1 mirrored, 1 missing; over
// all 20 cases no significant difference (Dice, liver: mean B - A -0.08, Wilcoxon p = 0.4)".
struct PairSummary
{
    std::string a, b;
    std::int64_t label = 0;
    Metric metric = Metric::Dice;
    PairedComparison comparison;
    Verdict verdict = Verdict::NoSignificantDifference;
    PairedComparison comparable;
    Verdict comparableVerdict = Verdict::NoSignificantDifference;
    VerdictShift shift = VerdictShift::Same;
    std::string headline;
    std::string comparableLine;
};

// Two runs against each other (with or without truth): how much they agree, one label, one metric;
// `summary` over every case (a failure of either run scored as no agreement: scoredBetween), `comparable`
// over the comparable cases.
struct AgreementSummary
{
    std::string a, b;
    std::int64_t label = 0;
    Metric metric = Metric::Dice;
    Summary summary;
    Summary comparable;
};

// One run's failures over the cases that count (those with a usable truth): how many, and why, the most
// frequent reason first (ties by name).
struct FailureCount
{
    std::string reason;
    std::int64_t cases = 0;
    friend bool operator==(const FailureCount&, const FailureCount&) = default;
};
struct RunFailures
{
    std::string run;
    std::int64_t cases = 0;  // the cases that count
    std::int64_t failed = 0; // of those, the run's failures
    std::vector<FailureCount> reasons;
    std::vector<std::string> failedCases; // their keys, in case order

    // "B failed 2 of 20: 1 mirrored, 1 missing", or "B failed none of 20" (the run as runInSentence
    // writes it).
    std::string words() const;
    std::string reasonWords() const; // "1 mirrored, 1 missing"; empty when none failed
};

// A run's name as a sentence of the comparison writes it (a headline, a run's failures): quoted where it
// holds ", ", "; " or ": " ("'nnU-Net, fold 0' better than 'v2: tta'"), so that neither a reader nor a
// translation (base/findingtexts.h: a {name_...} placeholder) takes a piece of it for a clause; else as
// it is.
std::string runInSentence(const std::string& name);

struct ComparisonOptions
{
    // Labels measured; empty: every non-zero label found in any input of any case, ascending.
    std::vector<std::int64_t> labels;
    std::map<std::int64_t, std::string> labelNames; // for people; "label N" where absent
    double nsdToleranceMm = 1.0;
    ReadOptions read;
    bool lesions = false; // lesion-wise detection against the truth
    LesionOptions lesionOptions;
    PairedOptions paired;
    double alpha = 0.05;
    volume::GeometryTolerance geometryTolerance;
    // On one grid, a run whose per-label agreement with the reference is poor gets the content forensics:
    // a mirrored, transposed, turned or shifted array on a correct header, or remapped labels.
    ContentOptions content;
    std::size_t maxThreads = 0; // 0: the process-wide limit (base/parallel.h)
};

struct Comparison
{
    CaseTable table;
    ComparisonOptions options;               // labels filled in when they were found
    std::vector<CaseComparison> cases;       // in table.rows order
    std::vector<RunSummary> runs;            // per run x label x metric (with truth)
    std::vector<PairSummary> pairs;          // per run pair x label x metric (with truth)
    std::vector<AgreementSummary> agreement; // per run pair x label x metric
    std::vector<RunFailures> failures;       // per run, in run order
    std::vector<std::string> truthUnusable;  // cases left out of every statistic (their truth is unusable)
    // Case indices, the cases where the first two runs disagree most first: by |Dice(B) - Dice(A)| against
    // the truth when there is one, else by lowest Dice between them (mean over labels); unreliable cases
    // last.
    std::vector<std::size_t> disagreementOrder;
    Findings findings; // matching findings, per-case findings (prefixed by the case), then the verdicts

    bool hasTruth() const { return table.hasTruth(); }
    std::string labelName(std::int64_t label) const;
    const RunSummary* runSummary(const std::string& run, std::int64_t label, Metric metric) const;
    const PairSummary* pairSummary(const std::string& a, const std::string& b, std::int64_t label,
                                   Metric metric) const;
    const AgreementSummary* agreementSummary(const std::string& a, const std::string& b, std::int64_t label,
                                             Metric metric) const;
    const RunFailures* failuresOf(const std::string& run) const;
};

// Compares the matched cases: reads each case's files, checks their geometry, measures every pair,
// then summarises. Cases run in parallel (each case's metrics use the threads left), with at most as
// many cases in memory as the machine's memory allows. A case that fails stays in the table with its
// reason; the call fails only when cancelled (Cancelled) or for invalid options (Invalid: a negative or
// non-finite tolerance, a threshold outside (0, 1), alpha outside (0, 1)).
//
// Findings at the comparison level (codes in docs/findings.md):
//   comparison.run_failures            a run failed cases (missing, unreadable, another grid, a named
//                                      cause): counted and scored as the worst value
//   comparison.significant_difference  B better / A better for a metric over all cases (Wilcoxon p < alpha)
//   comparison.failures_change_verdict the verdict over all cases differs from the comparable cases' one
//   comparison.within_variance         no significant difference and no outlier cases: noise
//   comparison.systematic_cases        a few cases carry most of the difference (named, with amounts)
//   comparison.boundary_only           the runs differ only on boundary voxels (every Hausdorff distance
//                                      within one voxel of the coarsest axis or two of the finest)
//   comparison.beyond_boundary         the runs differ further than that somewhere (case and label named)
//   comparison.identical               the runs' label maps are identical in every case
//   comparison.label_swap              a label of one run is another label of the other run
Result<Comparison> compareRuns(const CaseTable& table, const ComparisonOptions& options = {},
                               const Progress& progress = {});

// Recomputes the summaries, failure counts, verdicts and comparison-level findings of `comparison` from
// its cases (CaseComparison::failures, ::reliable, ::truthUnusable as they are), replacing those it held;
// the label-swap verdict, which needs the voxels, is left out. For comparisons assembled from cases.
void resummarise(Comparison& comparison);

// Convenience: matchCases(runs, truth) then compareRuns.
Result<Comparison> compareRuns(const std::vector<RunSpec>& runs, const std::string& truthPath,
                               const ComparisonOptions& options = {}, const Progress& progress = {});

// The label maps of one case (runs in order, then truth), as compareRuns read them, for the viewer.
// An input that is missing or fails to read is an empty std::optional with its error in `errors`.
struct CaseVolumes
{
    std::vector<std::optional<volume::Volume>> labels;
    std::vector<std::string> errors;
};
CaseVolumes readCase(const CaseTable& table, std::size_t row, const ReadOptions& options = {});

} // namespace scansleuth::compare
