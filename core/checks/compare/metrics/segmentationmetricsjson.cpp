// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "compare/metrics/segmentationmetricsjson.h"
#include "base/findingjson.h"

#include <cmath>

namespace scansleuth::compare {
namespace {

nlohmann::json flags(const LabelMetrics& m)
{
    nlohmann::json out = nlohmann::json::array();
    if (m.bothEmpty())
        out.push_back("both_empty");
    if (m.aEmpty())
        out.push_back("a_empty");
    if (m.bEmpty())
        out.push_back("b_empty");
    if (m.distancesInfinite())
        out.push_back("distances_infinite");
    return out;
}

nlohmann::json labelJson(const LabelMetrics& m)
{
    return {{"label", m.label},
            {"voxels_a", m.voxelsA},
            {"voxels_b", m.voxelsB},
            {"overlap_voxels", m.overlapVoxels},
            {"surface_voxels_a", m.surfaceVoxelsA},
            {"surface_voxels_b", m.surfaceVoxelsB},
            {"volume_a_ml", jsonNumber(m.volumeAMl)},
            {"volume_b_ml", jsonNumber(m.volumeBMl)},
            {"volume_difference_ml", jsonNumber(m.volumeDifferenceMl)},
            {"dice", jsonNumber(m.dice)},
            {"iou", jsonNumber(m.iou)},
            {"hausdorff_mm", jsonNumber(m.hausdorffMm)},
            {"hd95_mm", jsonNumber(m.hd95Mm)},
            {"assd_mm", jsonNumber(m.assdMm)},
            {"nsd", jsonNumber(m.nsd)},
            {"flags", flags(m)}};
}

} // namespace

nlohmann::json toJson(const SegmentationMetrics& metrics)
{
    nlohmann::json labels = nlohmann::json::array();
    for (const LabelMetrics& m : metrics.labels)
        labels.push_back(labelJson(m));
    return {{"version", 1},
            {"nsd_tolerance_mm", jsonNumber(metrics.nsdToleranceMm)},
            {"voxel_volume_ml", jsonNumber(metrics.voxelVolumeMl)},
            {"labels", std::move(labels)}};
}

} // namespace scansleuth::compare
