// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

// The run comparison's test fixtures. Two prediction runs and a ground truth with known differences, written
// as NIfTI label maps, for the run comparison's CLI, JSON/CSV and report tests: every expected number
// follows from the boxes here. And hand-made comparisons for the comparison widgets' tests (at the end): the
// values a test asserts are the ones written there, not computed by the driver.
//
// Grid 32 x 16 x 8 voxels of 1 mm. The truth of every case is one box of label 1: x 4..23, y 4..11,
// z 2..5 (20 x 8 x 4 = 640 voxels).
//   baseline: the truth, in every case.
//   new:      case_001..case_006 the truth shifted by 1..6 voxels along x (Dice (20 - s) / 20: 0.95 down
//             to 0.70, all above the forensics threshold 0.5); case_007 and case_008 the truth;
//             case_009 missing; case_010 on another grid (2 mm spacing).
// So against the truth "new" is worse in six cases and equal in two: Wilcoxon exact, n = 6 non-zero
// differences all negative, p = 2 / 2^6 = 0.03125 < 0.05, verdict "A better" (baseline) for Dice.
#include "compare/runs/runcomparison.h"
#include "io/nifti/niftiwriter.h"
#include "volume/volume.h"

#include <QDir>
#include <QFile>
#include <QString>

#include <cmath>
#include <cstdint>
#include <limits>
#include <string>
#include <vector>

namespace scansleuth::testing {

inline constexpr int kCases = 10;
inline constexpr std::int64_t kNx = 32, kNy = 16, kNz = 8;

// Case i (1-based) as "case_001".
inline QString caseKey(int i)
{
    return QStringLiteral("case_%1").arg(i, 3, 10, QLatin1Char('0'));
}

// How many columns "new" lacks in case i (0: equal to the truth): its box ends that much earlier along
// x. A worse prediction, not a misplaced one: no shift or mirror explains it (a shifted box would be
// named a shift by the content forensics, issue 19).
inline int newShift(int i)
{
    return i <= 6 ? i : 0;
}

// Dice of "new" against the truth (and against baseline) in case i, by hand: the shortened box holds
// 20 - s columns, all inside the truth's 20.
inline double expectedNewDice(int i)
{
    return 2.0 * (20.0 - newShift(i)) / (40.0 - newShift(i));
}

// A box label map: label 1 at x in [x0, x0 + width), y 4..11, z 2..5; spacing `spacingMm`.
inline volume::Volume boxLabels(int x0, double spacingMm = 1.0, int width = 20)
{
    volume::Geometry g;
    g.size = {kNx, kNy, kNz};
    g.spacing = {spacingMm, spacingMm, spacingMm};
    auto v = volume::Volume::allocate(volume::PixelType::UInt8, g);
    auto voxels = v->voxels<std::uint8_t>();
    std::int64_t at = 0;
    for (std::int64_t z = 0; z < kNz; ++z)
        for (std::int64_t y = 0; y < kNy; ++y)
            for (std::int64_t x = 0; x < kNx; ++x, ++at)
                voxels[at] = x >= x0 && x < x0 + width && y >= 4 && y < 12 && z >= 2 && z < 6 ? 1 : 0;
    return std::move(*v);
}

inline bool writeLabels(const QString& path, volume::Volume v)
{
    volume::VolumeList list;
    list.push_back(std::move(v));
    return io::writeNifti(path.toStdString(), list).ok();
}

// Writes truth/, baseline/ and new/ under `root`; false when a file could not be written.
inline bool writeComparisonRuns(const QString& root)
{
    for (const char* folder : {"truth", "baseline", "new"})
        if (!QDir(root).mkpath(folder))
            return false;
    for (int i = 1; i <= kCases; ++i) {
        const QString name = caseKey(i) + ".nii.gz";
        if (!writeLabels(root + "/truth/" + name, boxLabels(4)) ||
            !writeLabels(root + "/baseline/" + name, boxLabels(4)))
            return false;
        if (i == 9)
            continue; // missing in "new"
        if (!writeLabels(root + "/new/" + name,
                         i == 10 ? boxLabels(4, 2.0) : boxLabels(4, 1.0, 20 - newShift(i))))
            return false;
    }
    return true;
}

// Cuts `path` to half its size: a truncated NIfTI.
inline bool truncateFile(const QString& path)
{
    QFile f(path);
    const qint64 size = f.size();
    return size > 0 && f.resize(size / 2);
}

// ---------------------------------------------------------------------------------------------------
// Hand-made run comparisons for the comparison widgets' tests

inline compare::LabelMetrics labelMetrics(std::int64_t label, double dice, double hd95 = 1.0,
                                          double volumeA = 10.0, double volumeB = 10.0)
{
    compare::LabelMetrics m;
    m.label = label;
    m.voxelsA = std::isinf(hd95) ? 0 : 100;
    m.voxelsB = 100;
    m.dice = dice;
    m.iou = dice / (2 - dice);
    m.hausdorffMm = hd95;
    m.hd95Mm = hd95;
    m.assdMm = hd95 / 2;
    m.volumeAMl = volumeA;
    m.volumeBMl = volumeB;
    m.volumeDifferenceMl = volumeB - volumeA;
    return m;
}

inline compare::PairMetrics pairMetrics(const std::string& a, const std::string& b,
                                        std::vector<compare::LabelMetrics> labels,
                                        std::int64_t worstSlice = -1)
{
    compare::PairMetrics p;
    p.a = a;
    p.b = b;
    p.computed = true;
    p.metrics.labels = std::move(labels);
    p.worstSlice = worstSlice;
    p.differingVoxels = worstSlice >= 0 ? 10 : 0;
    return p;
}

inline compare::PairMetrics notComputed(const std::string& a, const std::string& b, const std::string& reason)
{
    compare::PairMetrics p;
    p.a = a;
    p.b = b;
    p.reason = reason;
    return p;
}

// A case whose inputs (runs, then "truth" when `truth`) all have a file.
inline compare::CaseComparison caseOf(const std::string& key, const std::vector<std::string>& runs,
                                      bool truth)
{
    compare::CaseComparison c;
    c.key = key;
    for (const std::string& run : runs)
        c.inputs.push_back({run, {"/data/" + run + "/" + key + ".nii.gz"}, "label map", {}, {}, {}});
    if (truth)
        c.inputs.push_back({"truth", {"/data/truth/" + key + ".nii.gz"}, "label map", {}, {}, {}});
    return c;
}

// The table rows of `cases`, so that the comparison is whole (runs A and B, and truth when given).
inline compare::Comparison comparisonOf(const std::vector<std::string>& runs, bool truth,
                                        std::vector<compare::CaseComparison> cases,
                                        std::vector<std::int64_t> labels)
{
    compare::Comparison c;
    c.table.runNames = runs;
    if (truth)
        c.table.truthSource = "/data/truth";
    for (const compare::CaseComparison& cc : cases) {
        compare::CaseRow row;
        row.key = cc.key;
        for (std::size_t r = 0; r < runs.size(); ++r)
            row.paths.push_back(cc.inputs[r].paths.empty() ? std::string() : cc.inputs[r].paths.front());
        row.channelPaths.resize(runs.size());
        if (truth)
            row.truth = cc.inputs.back().paths.empty() ? std::string() : cc.inputs.back().paths.front();
        c.table.rows.push_back(row);
    }
    c.cases = std::move(cases);
    c.options.labels = std::move(labels);
    return c;
}

inline Finding finding(const std::string& code, Severity severity, const std::string& message)
{
    Finding f;
    f.code = code;
    f.severity = severity;
    f.message = message;
    return f;
}

inline constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
inline constexpr double kInf = std::numeric_limits<double>::infinity();

} // namespace scansleuth::testing
