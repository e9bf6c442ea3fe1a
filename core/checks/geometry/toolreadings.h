// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "checks/geometry/pairgeometry.h"
#include "checks/geometry/pairsampling.h"

#include <optional>
#include <string>
#include <vector>

// Internal to scansleuth_checks_geometry: which NIfTI form ITK, nibabel, FSL and NiiVue use for a
// header, and where each of them puts the mask relative to the image. The rules are documented in
// docs/findings.md ("Tool readings").
namespace scansleuth::checks::detail {

struct ToolForm
{
    std::string form;                       // "sform", "qform", "pixdim", or "none" when the tool refuses
    std::string reason;                     // one clause: why this tool takes that form
    volume::Mat4 ras = volume::identity4(); // voxel -> RAS as this tool builds it (identity for "none")
};

extern const char* const kTools[4]; // "ITK", "nibabel", "FSL", "NiiVue"

ToolForm toolForm(const std::string& tool, const io::NiftiHeaderInfo& h, const volume::Index3& size);

// Readings of the image (how each tool places it relative to ScanSleuth's/nibabel's reading) and of
// the mask (where each tool puts the mask's centroid relative to where nibabel puts it, in the image's
// frame). Empty for a file that is not NIfTI/Analyze.
// `tolMm`: a distance up to this is "where nibabel puts it" (PairTolerance::mm).
std::vector<ToolReading> imageToolReadings(const io::LoadedImage& image, double tolMm);
std::vector<ToolReading> maskToolReadings(const io::LoadedImage& image, const io::LoadedImage& mask,
                                          const BinaryMask& bits, double tolMm);

// geometry.tools_disagree (warning) when a tool places the image, or the mask relative to the image,
// more than tolMm away from nibabel's placement, or refuses a file nibabel reads; nullopt otherwise.
std::optional<Finding> toolsDisagreeFinding(const std::vector<ToolReading>& imageTools,
                                            const std::vector<ToolReading>& maskTools, double tolMm);

} // namespace scansleuth::checks::detail
