// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// One case of a run comparison: read every input, check each one's geometry against the reference,
// then measure every pair that shares a grid.
#include "compare/runs/runinternal.h"

#include "base/numberformat.h"
#include "base/parallel.h"
#include "base/translate.h"
#include "checks/geometry/pairgeometry.h"
#include "compare/metrics/valueruns.h"
#include "volume/pixeltype.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <numeric>
#include <optional>

namespace scansleuth::compare::detail {

namespace {

using volume::PixelType;
using volume::Volume;

// ---- Label values and the pair pass ----

// A run of one value at a time (label maps are mostly long runs).
template <typename T> std::vector<std::int64_t> valuesOf(const Volume& v)
{
    std::vector<std::int64_t> values;
    const std::span<const T> voxels = v.voxels<T>();
    const std::int64_t count = std::int64_t(voxels.size());
    if constexpr (sizeof(T) == 1) {
        std::array<bool, 256> seen{};
        for (std::int64_t i = 0; i < count;) {
            seen[std::uint8_t(voxels[std::size_t(i)])] = true;
            i = runEnd(voxels.data(), i + 1, count, voxels[std::size_t(i)]);
        }
        for (int i = 0; i < 256; ++i)
            if (seen[std::size_t(i)])
                values.push_back(std::is_signed_v<T> ? std::int8_t(i) : i);
    } else {
        std::vector<T> seen;
        constexpr std::int64_t chunk = 1 << 16;
        for (std::int64_t begin = 0; begin < count; begin += chunk) {
            const std::int64_t end = std::min(count, begin + chunk);
            for (std::int64_t i = begin; i < end;) {
                seen.push_back(voxels[std::size_t(i)]);
                i = runEnd(voxels.data(), i + 1, end, voxels[std::size_t(i)]);
            }
            std::sort(seen.begin(), seen.end());
            seen.erase(std::unique(seen.begin(), seen.end()), seen.end());
        }
        for (T x : seen)
            values.push_back(std::int64_t(x));
    }
    std::sort(values.begin(), values.end());
    return values;
}

// Dense indices of label values: the values of both maps, sorted.
struct LabelIndex
{
    std::vector<std::int64_t> values;
    std::size_t of(std::int64_t v) const
    {
        return std::size_t(std::lower_bound(values.begin(), values.end(), v) - values.begin());
    }
};

template <typename A, typename B>
Result<PairPass> passOf(const Volume& a, const Volume& b, const LabelIndex& index, std::size_t threads)
{
    const volume::Index3 size = a.geometry().size;
    const std::size_t slices = std::size_t(size[2]);
    const std::size_t sliceVoxels = std::size_t(size[0] * size[1]);
    const std::size_t n = index.values.size();
    const std::size_t chunks = std::max<std::size_t>(1, std::min(slices, threads * 4));
    std::vector<std::vector<std::int64_t>> joint(chunks);
    std::vector<std::vector<LabelCensus>> boxes(chunks); // by dense index, per chunk
    std::vector<std::int64_t> perSlice(slices, 0);
    const std::span<const A> va = a.voxels<A>();
    const std::span<const B> vb = b.voxels<B>();
    constexpr bool bytes = sizeof(A) == 1 && sizeof(B) == 1 && std::is_unsigned_v<A> && std::is_unsigned_v<B>;
    const ParallelOptions options = passOptions(threads, "compare the label maps voxel by voxel");
    const Status done = forEachIndex(
        chunks,
        [&](std::size_t c) {
            std::vector<std::int64_t>& counts = joint[c];
            counts.assign(bytes ? 256 * 256 : n * n, 0);
            std::vector<LabelCensus>& box = boxes[c];
            box.resize(bytes ? 256 : n);
            const std::size_t first = slices * c / chunks;
            const std::size_t last = slices * (c + 1) / chunks;
            for (std::size_t k = first; k < last; ++k) {
                // A run of one value in each map at a time: label maps are mostly long runs.
                const std::int64_t begin = std::int64_t(k * sliceVoxels);
                const std::int64_t end = begin + std::int64_t(sliceVoxels);
                std::int64_t differing = 0, endA = begin, endB = begin;
                A x{};
                B y{};
                for (std::int64_t i = begin; i < end;) {
                    if (i == endA) {
                        x = va[std::size_t(i)];
                        endA = runEnd(va.data(), i + 1, end, x);
                    }
                    if (i == endB) {
                        y = vb[std::size_t(i)];
                        endB = runEnd(vb.data(), i + 1, end, y);
                    }
                    const std::int64_t stop = std::min(endA, endB);
                    differing += std::int64_t(x) != std::int64_t(y) ? stop - i : 0;
                    const std::size_t ix = bytes ? std::size_t(x) : index.of(std::int64_t(x));
                    const std::size_t iy = bytes ? std::size_t(y) : index.of(std::int64_t(y));
                    counts[ix * (bytes ? 256 : n) + iy] += stop - i;
                    // The rows the stretch covers: past one row it spans every x.
                    const std::int64_t j0 = (i - begin) / size[0], j1 = (stop - 1 - begin) / size[0];
                    const std::int64_t x0 = j0 == j1 ? (i - begin) % size[0] : 0;
                    const std::int64_t x1 = j0 == j1 ? (stop - 1 - begin) % size[0] : size[0] - 1;
                    for (std::size_t at : {ix, iy}) {
                        box[at].include(x0, x1 + 1, j0, std::int64_t(k));
                        box[at].include(x0, x1 + 1, j1, std::int64_t(k));
                    }
                    i = stop;
                }
                perSlice[k] = differing;
            }
        },
        options);
    if (!done)
        return done.error();
    PairPass pass;
    pass.confusion =
        confusionOfCounts(joint, bytes ? 256 : n, bytes ? std::vector<std::int64_t>{} : index.values);
    for (const auto& [labels, count] : pass.confusion) {
        const auto [x, y] = labels;
        LabelCensus& inA = pass.census[x];
        inA.voxelsA += count;
        inA.overlap += x == y ? count : 0;
        pass.census[y].voxelsB += count;
    }
    for (auto& [label, census] : pass.census) {
        const std::size_t at = bytes ? std::size_t(label) : index.of(label);
        for (const std::vector<LabelCensus>& box : boxes) {
            if (box[at].hi[0] >= 0) {
                census.include(box[at].lo[0], box[at].hi[0] + 1, box[at].lo[1], box[at].lo[2]);
                census.include(box[at].lo[0], box[at].hi[0] + 1, box[at].hi[1], box[at].hi[2]);
            }
        }
    }
    for (std::size_t k = 0; k < slices; ++k) {
        pass.differing += perSlice[k];
        if (perSlice[k] > pass.worstSliceVoxels) {
            pass.worstSliceVoxels = perSlice[k];
            pass.worstSlice = std::int64_t(k);
        }
    }
    return pass;
}

// ---- Reading and checking ----

struct Input
{
    std::string name;
    std::vector<std::string> paths;
    std::optional<ReadPrediction> read;
    std::vector<std::int64_t> values; // label values present
};

std::string inputTitle(const std::string& name, bool truth)
{
    return truth ? std::string("the truth") : "run '" + name + "'";
}

// check-pair with the reference's label map as image and as reference: names a flip, an offset, a
// swapped axis. The label maps are lent to the LoadedImages for the call and given back.
Result<checks::PairReport> forensics(Input& reference, Input& other, const ComparisonOptions& options)
{
    io::LoadedImage& ref = reference.read->source;
    io::LoadedImage& mask = other.read->source;
    ref.volumes.push_back(std::move(reference.read->labels));
    mask.volumes.push_back(std::move(other.read->labels));
    checks::PairTolerance tolerance;
    tolerance.mm = options.geometryTolerance.mm;
    tolerance.degrees = options.geometryTolerance.degrees;
    Result<checks::PairReport> report = checks::checkPair(ref, mask, &ref, tolerance);
    reference.read->labels = std::move(ref.volumes.back());
    other.read->labels = std::move(mask.volumes.back());
    ref.volumes.clear();
    mask.volumes.clear();
    return report;
}

// Fills `check` from check-pair's report: its findings (not geometry.consistent) and the supported cause.
void takeForensics(GeometryCheck& check, const Result<checks::PairReport>& report)
{
    check.forensicsRun = true;
    if (!report) {
        check.findings.push_back(
            makeFinding("compare.forensics_failed", Severity::Info,
                        "The geometry forensics could not run: " + report.error().message));
        return;
    }
    for (const Finding& f : report->findings)
        if (f.code != "geometry.consistent")
            check.findings.push_back(f);
    for (const checks::CauseCandidate& c : report->candidates) {
        if (c.verdict == "supported") {
            check.cause = c.description;
            break;
        }
    }
}

// The content forensics of a prediction on the reference's grid whose per-label agreement is poor
// (`confusion`: reference x prediction as delivered). A conclusive answer names the cause.
void examineContent(GeometryCheck& check, const Input& reference, const Input& other,
                    const Confusion& confusion, const ComparisonOptions& options, std::size_t threads)
{
    if (confusion.empty() || poorAgreement(confusion, options.content).empty())
        return;
    ContentOptions content = options.content;
    content.maxThreads = threads;
    Result<ContentForensics> r =
        contentForensics(reference.read->labels, other.read->labels, confusion, content);
    if (!r) {
        check.findings.push_back(makeFinding("compare.forensics_failed", Severity::Info,
                                             "The content forensics could not run: " + r.error().message));
        return;
    }
    check.content = std::move(*r);
    if (check.content.conclusive)
        check.cause = "The prediction is " + check.content.candidates.front().description + ".";
}

// "The mask's voxels are mirrored ... (axis 0)." as a clause inside another sentence.
std::string clause(std::string sentence)
{
    while (!sentence.empty() && (sentence.back() == '.' || sentence.back() == ' '))
        sentence.pop_back();
    if (sentence.size() > 1 && sentence[0] >= 'A' && sentence[0] <= 'Z' &&
        !(sentence[1] >= 'A' && sentence[1] <= 'Z'))
        sentence[0] = char(sentence[0] - 'A' + 'a');
    return sentence;
}

// The numbers of a content candidate: Dice before and after, the shift; evidence per label.
void describeCandidate(Finding& f, const ContentCandidate& best)
{
    f.measurements = {{"mean Dice as delivered", best.meanDiceBefore, ""},
                      {"mean Dice undone", best.meanDiceAfter, ""}};
    static const char* axes[3] = {"x", "y", "z"};
    static const char* lps[3] = {"L", "P", "S"};
    for (int d = 0; d < 3; ++d)
        if (best.shiftVoxels[std::size_t(d)] != 0)
            f.measurements.push_back(
                {std::string("shift ") + axes[d], double(best.shiftVoxels[std::size_t(d)]), "voxels"});
    for (int d = 0; d < 3; ++d)
        if (best.geometric() && best.shiftMm[std::size_t(d)] != 0.0)
            f.measurements.push_back({std::string("shift ") + lps[d], best.shiftMm[std::size_t(d)], "mm"});
    for (const LabelAgreement& l : best.labels)
        f.evidence.push_back("label " + std::to_string(l.label) + ": Dice " + formatFixed(l.diceBefore, 2) +
                             " -> " + formatFixed(l.diceAfter, 2));
}

// A cause the content forensics named on the reference's grid: a geometric transform (possibly with a
// relabelling) or a relabelling alone.
Finding contentFinding(const std::string& key, const GeometryCheck& check, const std::string& who,
                       const std::string& against)
{
    const ContentCandidate& best = check.content.candidates.front();
    const std::string apparent = check.content.apparentRelabel.empty()
                                     ? std::string()
                                     : " (as delivered its labels look remapped, " +
                                           check.content.apparentRelabel + ", but they are not)";
    const std::string undone =
        ": undoing that raises the mean per-label Dice from " + formatFixed(best.meanDiceBefore, 2) + " to " +
        formatFixed(best.meanDiceAfter, 2) + "; the case is that run's failure (scored as the worst value).";
    Finding f =
        best.geometric()
            ? makeFinding("compare.geometry_mismatch", Severity::Error,
                          "Case " + key + ": " + who + " is on the grid of " + against +
                              " but its array is " + best.description + apparent + undone,
                          "Save predictions in the orientation of their input's array: undo every flip, "
                          "transpose, turn and crop (np.flip, a channel-first layout) before copying the "
                          "input's header, and use the label table of the truth.")
            : makeFinding("compare.labels_remapped", Severity::Error,
                          "Case " + key + ": " + who + " is on the grid of " + against +
                              " but uses other class indices (" +
                              best.description.substr(std::string("relabelled: ").size()) + ")" + undone,
                          "Use one label table for every run and for the truth (check the class order in "
                          "the dataset description and the one-hot encoding).");
    f.evidence.push_back(key + ": " + check.input);
    describeCandidate(f, best);
    return f;
}

// Poor agreement on one grid that no transform explains conclusively: the case is measured as delivered.
Finding inconclusiveFinding(const std::string& key, const GeometryCheck& check, const std::string& who,
                            const std::string& against)
{
    Finding f = makeFinding(
        "compare.content_inconclusive", Severity::Info,
        "Case " + key + ": " + who + " agrees poorly with " + against + " (" + check.content.trigger +
            ") and no transform of its array explains it: " + check.content.inconclusive +
            "; the case is measured as delivered.",
        "Open the case side by side: a poor prediction rather than a misplaced one, unless "
        "the views show a mirror or a shift.");
    f.evidence.push_back(key + ": " + check.input);
    describeCandidate(f, check.content.candidates.front());
    return f;
}

Finding mismatchFinding(const std::string& key, const GeometryCheck& check, const std::string& summary,
                        bool truthReference, bool otherIsTruth)
{
    const std::string who = inputTitle(check.input, otherIsTruth);
    const std::string against = inputTitle(check.against, truthReference);
    if (check.sameGrid && check.content.conclusive)
        return contentFinding(key, check, who, against);
    std::string message =
        check.sameGrid
            ? "Case " + key + ": " + who + " is on the grid of " + against +
                  " but its labels are misplaced (" + clause(check.cause) +
                  "); the case is that run's failure (scored as the worst value)."
            : "Case " + key + ": " + who + " is not on the grid of " + against + " (" + summary +
                  (check.cause.empty() ? std::string() : "; check-pair names: " + clause(check.cause)) +
                  "); it is not measured, and the case is that run's failure (scored as the worst value).";
    Finding f = makeFinding("compare.geometry_mismatch", Severity::Error, std::move(message),
                            "Save predictions with the header of their input image (copy the affine), and "
                            "undo any reorientation or resampling before saving.");
    f.evidence.push_back(key + ": " + check.input);
    return f;
}

double gridDiagonalMm(const volume::Geometry& g)
{
    double sum = 0.0;
    for (int d = 0; d < 3; ++d)
        sum += std::pow(double(g.size[std::size_t(d)]) * g.spacing[std::size_t(d)], 2);
    return std::sqrt(sum);
}

// Each run's failure in a compared case: its file missing or unreadable, or its geometry check failed.
std::vector<RunFailure> runFailures(const CaseComparison& c, std::size_t runs)
{
    std::vector<RunFailure> out(runs);
    for (std::size_t i = 0; i < runs; ++i) {
        const CaseInput& in = c.inputs[i];
        if (in.paths.empty())
            out[i] = {FailureKind::Missing, QT_TRANSLATE_NOOP("FailureReason", "missing"), in.error};
        else if (!in.error.empty())
            out[i] = {FailureKind::Unreadable, QT_TRANSLATE_NOOP("FailureReason", "unreadable"), in.error};
    }
    for (const GeometryCheck& g : c.geometry) {
        for (std::size_t i = 0; i < runs; ++i) {
            if (c.inputs[i].input != g.input)
                continue;
            if (!g.sameGrid)
                out[i] = {FailureKind::OtherGrid, QT_TRANSLATE_NOOP("FailureReason", "another grid"),
                          "not on the grid of " + g.against + (g.cause.empty() ? "" : ": " + g.cause)};
            else if (!g.cause.empty())
                out[i] = {FailureKind::NamedCause, causeWords(g), g.cause};
        }
    }
    return out;
}

std::vector<std::int64_t> caseLabels(const std::vector<Input>& inputs, const ComparisonOptions& options)
{
    if (!options.labels.empty())
        return options.labels;
    std::vector<std::int64_t> labels;
    for (const Input& in : inputs)
        for (std::int64_t v : in.values)
            if (v != 0)
                labels.push_back(v);
    std::sort(labels.begin(), labels.end());
    labels.erase(std::unique(labels.begin(), labels.end()), labels.end());
    return labels;
}

bool sameGrid(const Volume& a, const Volume& b, const volume::GeometryTolerance& tol)
{
    const volume::GeometryDifference diff = volume::compareGeometry(a.geometry(), b.geometry(), tol);
    return diff.sameSize && diff.withinTolerance;
}

// Measures one pair: metrics, lesions (truth pairs), and the pair pass.
PairMetrics measurePair(const Input& a, const Input& b, bool truthPair,
                        const std::vector<std::int64_t>& labels, const ComparisonOptions& options,
                        std::size_t threads, Confusion& confusion, bool aTruth)
{
    PairMetrics pair;
    pair.a = a.name;
    pair.b = b.name;
    if (!a.read || !b.read) {
        const Input& missing = !a.read ? a : b;
        const bool missingTruth = !a.read && aTruth;
        pair.reason = inputTitle(missing.name, missingTruth) +
                      (missing.paths.empty() ? " has no file for this case" : " could not be read");
        return pair;
    }
    const Volume& va = a.read->labels;
    const Volume& vb = b.read->labels;
    if (!sameGrid(va, vb, options.geometryTolerance)) {
        pair.reason =
            "not on one grid: " +
            volume::compareGeometry(va.geometry(), vb.geometry(), options.geometryTolerance).summary();
        return pair;
    }
    MetricsOptions metricsOptions;
    metricsOptions.labels = labels;
    metricsOptions.nsdToleranceMm = options.nsdToleranceMm;
    metricsOptions.geometryTolerance = options.geometryTolerance;
    metricsOptions.maxThreads = threads;
    // The pair pass first: its census of the labels spares the metrics a pass of their own.
    Result<PairPass> pass = pairPass(va, vb, threads);
    Result<SegmentationMetrics> metrics = pass ? segmentationMetrics(va, vb, metricsOptions, pass->census)
                                               : segmentationMetrics(va, vb, metricsOptions);
    if (!metrics) {
        pair.reason = metrics.error().message;
        return pair;
    }
    pair.metrics = std::move(*metrics);
    pair.computed = true;
    if (truthPair && options.lesions) {
        for (const LabelMetrics& m : pair.metrics.labels) {
            Result<LesionDetection> lesions = detectLesions(vb, va, double(m.label), options.lesionOptions);
            pair.lesions.push_back(lesions ? std::move(*lesions) : LesionDetection{});
        }
    }
    if (!pass) {
        pair.computed = false;
        pair.reason = pass.error().message;
        return pair;
    }
    pair.differingVoxels = pass->differing;
    pair.worstSlice = pass->worstSlice;
    pair.worstSliceVoxels = pass->worstSliceVoxels;
    confusion = std::move(pass->confusion);
    return pair;
}

} // namespace

std::vector<std::int64_t> labelValues(const Volume& labels)
{
    return volume::visitPixelType(labels.pixelType(), [&](auto t) -> std::vector<std::int64_t> {
        using T = decltype(t);
        if constexpr (std::is_integral_v<T>)
            return valuesOf<T>(labels);
        else
            return {};
    });
}

Result<PairPass> pairPass(const Volume& a, const Volume& b, std::size_t threads)
{
    const bool aBytes = a.pixelType() == PixelType::UInt8;
    const bool bBytes = b.pixelType() == PixelType::UInt8;
    LabelIndex index;
    if (!aBytes || !bBytes) {
        index.values = labelValues(a);
        const std::vector<std::int64_t> vb = labelValues(b);
        index.values.insert(index.values.end(), vb.begin(), vb.end());
        std::sort(index.values.begin(), index.values.end());
        index.values.erase(std::unique(index.values.begin(), index.values.end()), index.values.end());
    }
    if (aBytes && bBytes)
        return passOf<std::uint8_t, std::uint8_t>(a, b, index, threads);
    if (aBytes)
        return passOf<std::uint8_t, std::int32_t>(a, b, index, threads);
    if (bBytes)
        return passOf<std::int32_t, std::uint8_t>(a, b, index, threads);
    return passOf<std::int32_t, std::int32_t>(a, b, index, threads);
}

Confusion confusionOfCounts(std::vector<std::vector<std::int64_t>>& joint, std::size_t width,
                            const std::vector<std::int64_t>& values)
{
    for (std::size_t c = 1; c < joint.size(); ++c)
        for (std::size_t i = 0; i < joint[c].size(); ++i)
            joint[0][i] += joint[c][i];
    Confusion confusion;
    for (std::size_t i = 0; i < joint[0].size(); ++i) {
        if (joint[0][i] == 0)
            continue;
        const std::int64_t x = values.empty() ? std::int64_t(i / width) : values[i / width];
        const std::int64_t y = values.empty() ? std::int64_t(i % width) : values[i % width];
        confusion[{x, y}] = joint[0][i];
    }
    return confusion;
}

std::size_t betweenIndex(std::size_t i, std::size_t j, std::size_t runs)
{
    // Pairs before row i: (runs - 1) + (runs - 2) + ... + (runs - i).
    return i * runs - i * (i + 1) / 2 + (j - i - 1);
}

CaseOutcome compareCase(const CaseTable& table, std::size_t row, const ComparisonOptions& options,
                        std::size_t threads)
{
    const CaseRow& r = table.rows[row];
    const std::size_t runs = table.runNames.size();
    CaseOutcome outcome;
    CaseComparison& c = outcome.result;
    c.key = r.key;

    std::vector<Input> inputs;
    for (std::size_t i = 0; i < runs; ++i)
        inputs.push_back({table.runNames[i], r.files(i), std::nullopt, {}});
    if (table.hasTruth())
        inputs.push_back(
            {"truth", r.truth.empty() ? std::vector<std::string>{} : std::vector{r.truth}, std::nullopt, {}});
    const auto isTruth = [&](std::size_t i) {
        return table.hasTruth() && i == runs;
    };

    ReadOptions read = options.read;
    read.maxThreads = threads;
    for (std::size_t i = 0; i < inputs.size(); ++i) {
        Input& in = inputs[i];
        CaseInput info{in.name, in.paths, {}, {}, {}, {}};
        if (in.paths.empty()) {
            c.reliable = false;
            info.error = "no file for this case";
        } else if (Result<ReadPrediction> p = readPrediction(in.paths, read); !p) {
            c.reliable = false;
            info.error = p.error().message;
            Finding f = makeFinding("compare.read_failed", Severity::Error,
                                    "Case " + c.key + ": " + inputTitle(in.name, isTruth(i)) +
                                        " could not be read: " + p.error().message,
                                    "Re-export the file, or leave the case out.");
            f.evidence.push_back(c.key + ": " + in.name);
            c.findings.push_back(std::move(f));
        } else {
            in.read = std::move(*p);
            info.how = in.read->how;
            info.geometry = in.read->labels.geometry();
            in.values = labelValues(in.read->labels);
            info.labels = in.values;
            outcome.bytes += in.read->labels.byteCount();
        }
        c.inputs.push_back(std::move(info));
    }
    const std::vector<std::int64_t> labels = caseLabels(inputs, options);
    c.truthUsable = !table.hasTruth() || inputs[runs].read.has_value();

    // The reference: the truth, else the first run that could be read.
    std::optional<std::size_t> reference;
    if (table.hasTruth() && inputs[runs].read)
        reference = runs;
    for (std::size_t i = 0; i < runs && !reference; ++i)
        if (inputs[i].read)
            reference = i;

    // Pairs first (they give the overlap the forensics decision needs), then the geometry checks.
    outcome.truthConfusion.resize(table.hasTruth() ? runs : 0);
    outcome.betweenConfusion.resize(runs * (runs - 1) / 2);
    if (table.hasTruth()) {
        for (std::size_t i = 0; i < runs; ++i)
            c.vsTruth.push_back(measurePair(inputs[runs], inputs[i], true, labels, options, threads,
                                            outcome.truthConfusion[i], true));
    }
    for (std::size_t i = 0; i < runs; ++i)
        for (std::size_t j = i + 1; j < runs; ++j)
            c.between.push_back(measurePair(inputs[i], inputs[j], false, labels, options, threads,
                                            outcome.betweenConfusion[betweenIndex(i, j, runs)], false));

    if (reference) {
        Input& ref = inputs[*reference];
        for (std::size_t i = 0; i < inputs.size(); ++i) {
            if (i == *reference || !inputs[i].read)
                continue;
            GeometryCheck check{inputs[i].name, ref.name, true, false, {}, {}, {}};
            const volume::GeometryDifference diff = volume::compareGeometry(
                ref.read->labels.geometry(), inputs[i].read->labels.geometry(), options.geometryTolerance);
            check.sameGrid = diff.sameSize && diff.withinTolerance;
            if (!check.sameGrid) {
                takeForensics(check, forensics(ref, inputs[i], options));
            } else if (!isTruth(i)) {
                const Confusion& confusion =
                    *reference == runs ? outcome.truthConfusion[i]
                                       : outcome.betweenConfusion[betweenIndex(*reference, i, runs)];
                examineContent(check, ref, inputs[i], confusion, options, threads);
            }
            if (check.sameGrid) {
                std::optional<Finding> header = checks::headerDisagreement(
                    ref.read->source, inputs[i].read->source, inputTitle(ref.name, isTruth(*reference)),
                    inputTitle(inputs[i].name, isTruth(i)), std::max(options.geometryTolerance.mm, 0.01));
                if (header)
                    check.findings.push_back(std::move(*header));
            }
            if (!check.sameGrid || !check.cause.empty()) {
                c.reliable = false;
                c.findings.push_back(
                    mismatchFinding(c.key, check, diff.summary(), isTruth(*reference), isTruth(i)));
            }
            if (check.cause.empty() && !check.content.inconclusive.empty())
                c.findings.push_back(inconclusiveFinding(c.key, check, inputTitle(check.input, isTruth(i)),
                                                         inputTitle(check.against, isTruth(*reference))));
            c.geometry.push_back(std::move(check));
        }
        c.distanceCapMm = gridDiagonalMm(ref.read->labels.geometry());
    }
    c.failures = runFailures(c, runs);
    return outcome;
}

} // namespace scansleuth::compare::detail
