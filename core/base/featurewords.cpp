// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "base/featurewords.h"

#include "base/translate.h"

namespace scansleuth {

const std::vector<FeatureWords>& featureWordTable()
{
    static const std::vector<FeatureWords> table = {
        {"intensity", QT_TRANSLATE_NOOP("Report", "Voxel intensities, all voxels pooled"),
         QT_TRANSLATE_NOOP("Measurement", "intensity")},
        {"mean", QT_TRANSLATE_NOOP("Report", "Mean intensity"),
         QT_TRANSLATE_NOOP("Measurement", "mean intensity")},
        {"std", QT_TRANSLATE_NOOP("Report", "Intensity standard deviation"),
         QT_TRANSLATE_NOOP("Measurement", "intensity standard deviation")},
        {"p01", QT_TRANSLATE_NOOP("Report", "1st intensity percentile"),
         QT_TRANSLATE_NOOP("Measurement", "1st intensity percentile")},
        {"p50", QT_TRANSLATE_NOOP("Report", "Median intensity"),
         QT_TRANSLATE_NOOP("Measurement", "median intensity")},
        {"p99", QT_TRANSLATE_NOOP("Report", "99th intensity percentile"),
         QT_TRANSLATE_NOOP("Measurement", "99th intensity percentile")},
        {"min", QT_TRANSLATE_NOOP("Report", "Minimum intensity"),
         QT_TRANSLATE_NOOP("Measurement", "smallest intensity")},
        {"max", QT_TRANSLATE_NOOP("Report", "Maximum intensity"),
         QT_TRANSLATE_NOOP("Measurement", "largest intensity")},
        {"zero_fraction", QT_TRANSLATE_NOOP("Report", "Fraction of zero voxels"),
         QT_TRANSLATE_NOOP("Measurement", "share of zero voxels")},
        {"spacing_x", QT_TRANSLATE_NOOP("Report", "Voxel spacing x"),
         QT_TRANSLATE_NOOP("Measurement", "spacing along x")},
        {"spacing_y", QT_TRANSLATE_NOOP("Report", "Voxel spacing y"),
         QT_TRANSLATE_NOOP("Measurement", "spacing along y")},
        {"spacing_z", QT_TRANSLATE_NOOP("Report", "Voxel spacing z"),
         QT_TRANSLATE_NOOP("Measurement", "spacing along z")},
        {"dims_x", QT_TRANSLATE_NOOP("Report", "Image size x"),
         QT_TRANSLATE_NOOP("Measurement", "size along x")},
        {"dims_y", QT_TRANSLATE_NOOP("Report", "Image size y"),
         QT_TRANSLATE_NOOP("Measurement", "size along y")},
        {"dims_z", QT_TRANSLATE_NOOP("Report", "Image size z"),
         QT_TRANSLATE_NOOP("Measurement", "size along z")},
    };
    return table;
}

const FeatureWords* featureWordsOf(const std::string& key)
{
    for (const FeatureWords& row : featureWordTable())
        if (key == row.key)
            return &row;
    return nullptr;
}

} // namespace scansleuth
