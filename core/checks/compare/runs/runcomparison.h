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
// see CaseFile::channelPaths). A file is a probability map when it holds several channels (a 4D image:
// the 4th axis is the channel) or floating-point values that are not all whole numbers.
// Errors (one sentence naming the file): the loader's, Invalid for NaN or infinite values, for
// per-class files on different grids, for a label map with fractional values; TooLarge past the
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
    std::string how;           // ReadPrediction::how; empty when it failed
    std::string error;         // the read error; empty when read
    volume::Geometry geometry; // as read (valid only when error is empty)
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

struct CaseComparison
{
    std::string key;
    std::vector<CaseInput> inputs;       // the runs in order, then the truth when there is one
    std::vector<GeometryCheck> geometry; // one per input other than the reference that could be read
    bool reliable = true; // false when an input is missing, failed to read, or failed its geometry check
    std::vector<PairMetrics> vsTruth; // one per run, in run order (empty without truth)
    std::vector<PairMetrics> between; // one per run pair (i < j), ordered (0,1), (0,2), ..., (1,2), ...
    Findings findings; // this case's findings (compare.geometry_mismatch, compare.read_failed, ...)

    const PairMetrics* truthMetrics(std::size_t run) const;
    const PairMetrics* betweenMetrics(std::size_t runA, std::size_t runB) const; // either order
};

// ---- Summaries ----

// One run against the truth, one label, one metric, over the reliable cases.
struct RunSummary
{
    std::string run;
    std::int64_t label = 0;
    Metric metric = Metric::Dice;
    Summary summary;
};

// Two runs against the truth, one label, one metric, paired over the reliable cases where both values
// are finite: is B better than A? `verdict` uses ComparisonOptions::alpha.
struct PairSummary
{
    std::string a, b;
    std::int64_t label = 0;
    Metric metric = Metric::Dice;
    PairedComparison comparison;
    Verdict verdict = Verdict::NoSignificantDifference;
};

// Two runs against each other (with or without truth): how much they agree, one label, one metric.
struct AgreementSummary
{
    std::string a, b;
    std::int64_t label = 0;
    Metric metric = Metric::Dice;
    Summary summary;
};

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
};

// Compares the matched cases: reads each case's files, checks their geometry, measures every pair,
// then summarises. Cases run in parallel (each case's metrics use the threads left), with at most as
// many cases in memory as the machine's memory allows. A case that fails stays in the table with its
// reason; the call fails only when cancelled (Cancelled) or for invalid options (Invalid: a negative or
// non-finite tolerance, a threshold outside (0, 1), alpha outside (0, 1)).
//
// Findings at the comparison level (codes in docs/findings.md):
//   comparison.significant_difference  B better / A better for a metric (Wilcoxon p < alpha)
//   comparison.within_variance         no significant difference and no outlier cases: noise
//   comparison.systematic_cases        a few cases carry most of the difference (named, with amounts)
//   comparison.boundary_only           the runs differ only on boundary voxels (every Hausdorff distance
//                                      within one voxel of the coarsest axis or two of the finest)
//   comparison.beyond_boundary         the runs differ further than that somewhere (case and label named)
//   comparison.identical               the runs' label maps are identical in every case
//   comparison.label_swap              a label of one run is another label of the other run
Result<Comparison> compareRuns(const CaseTable& table, const ComparisonOptions& options = {},
                               const Progress& progress = {});

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
