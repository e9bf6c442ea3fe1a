// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

// Two prediction runs and a ground truth with known differences, written as NIfTI label maps, for the
// run comparison's CLI, JSON/CSV and report tests. Every expected number follows from the boxes here.
//
// Grid 32 x 16 x 8 voxels of 1 mm. The truth of every case is one box of label 1: x 4..23, y 4..11,
// z 2..5 (20 x 8 x 4 = 640 voxels).
//   baseline: the truth, in every case.
//   new:      case_001..case_006 the truth shifted by 1..6 voxels along x (Dice (20 - s) / 20: 0.95 down
//             to 0.70, all above the forensics threshold 0.5); case_007 and case_008 the truth;
//             case_009 missing; case_010 on another grid (2 mm spacing).
// So against the truth "new" is worse in six cases and equal in two: Wilcoxon exact, n = 6 non-zero
// differences all negative, p = 2 / 2^6 = 0.03125 < 0.05, verdict "A better" (baseline) for Dice.
#include "io/nifti/niftiwriter.h"
#include "volume/volume.h"

#include <QDir>
#include <QFile>
#include <QString>

#include <cstdint>
#include <string>

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

} // namespace scansleuth::testing
