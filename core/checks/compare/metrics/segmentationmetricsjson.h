// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "compare/metrics/segmentationmetrics.h"

#include <nlohmann/json.hpp>

namespace scansleuth::compare {

// The metrics as JSON (docs/metrics.md): {"version": 1, "nsd_tolerance_mm", "voxel_volume_ml",
// "labels": [{"label", "voxels_a", "voxels_b", "overlap_voxels", "surface_voxels_a", "surface_voxels_b",
// "volume_a_ml", "volume_b_ml", "volume_difference_ml", "dice", "iou", "hausdorff_mm", "hd95_mm",
// "assd_mm", "nsd", "flags": [...]}]}. Flags: "both_empty", "a_empty", "b_empty", "distances_infinite".
// Non-finite numbers are null (never NaN or Infinity, which JSON lacks); nlohmann writes numbers
// locale-free.
nlohmann::json toJson(const SegmentationMetrics& metrics);

} // namespace scansleuth::compare
