// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/progress.h"
#include "base/result.h"
#include "volume/volume.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace scansleuth::demo {

// One structure of the demo phantom: its label in the mask, a name (ITK-SNAP style, no spaces),
// the CT value of its interior in Hounsfield units (noise-free), and a display colour.
struct Organ
{
    int label = 0;
    std::string name;
    double hu = 0.0;
    std::array<std::uint8_t, 3> rgb{0, 0, 0};
};

// The built-in synthetic study: an abdominal CT of a supine patient, head first, axial slices, with
// a label map of its structures. Later issues derive broken variants from it (flipped masks, shifted
// origins, wrong rescale...) to exercise the checks.
struct DemoStudy
{
    // int16 stored values, RescaleSlope 1 and RescaleIntercept -1024 (real HU = stored - 1024), as
    // scanners store CT. 256 x 256 x 96 voxels of 1.2 x 1.2 x 2.5 mm; LPS geometry with identity
    // direction (columns to the patient's left, rows to posterior, slices upwards) and origin
    // kDemoOrigin.
    volume::Volume ct;
    // uint8 label map on exactly the same geometry (0 = background, air outside the body).
    volume::Volume labels;
    // Every label present except 0, in label order.
    std::vector<Organ> organs;
};

inline constexpr std::array<std::int64_t, 3> kDemoSize{256, 256, 96};
inline constexpr std::array<double, 3> kDemoSpacing{1.2, 1.2, 2.5};
inline constexpr std::array<double, 3> kDemoOrigin{-153.0, -172.0, -402.5};
inline constexpr double kDemoRescaleIntercept = -1024.0;

// A coarser grid over the phantom's field of view (LPS, identity direction): its voxel 0 is the centre of
// the first coarse cell, the whole grid moved by `originShift` mm (a table position). The demo runs and
// splits sample their cases on such grids.
volume::Geometry coarseDemoGrid(const std::array<std::int64_t, 3>& size, const std::array<double, 3>& spacing,
                                const volume::Vec3& originShift);

// Deterministic numbers for the demos, the same on every machine: splitmix64's finaliser, and a number in
// [0, 1) from a seed and a counter.
std::uint64_t demoMix(std::uint64_t z);
double demoUnit(std::uint64_t seed, std::uint64_t n);

// Builds the study. Deterministic: the same seed gives the same bytes on every machine. The shapes
// are smooth (ellipsoids and superquadrics); each voxel gets mild, zero-mean noise bounded by
// +-kDemoNoiseBoundHu (sd about 7 HU), independent of the voxel's neighbours. Seed 0 gives the
// noise-free phantom, where every voxel of an organ's interior is exactly its `hu` (vertebrae
// have a 1200 HU cortical rim, 2.5 mm thick, around their 700 HU cancellous interior). Should the
// 18 MiB not be allocatable, the volumes are empty (voxelCount() == 0).
DemoStudy makeDemoStudy(std::uint32_t seed = 1);
inline constexpr int kDemoNoiseBoundHu = 21;

// A voxel deep inside each organ (its label in a 5 x 5 x 3 neighbourhood), where the noise-free
// CT is exactly the organ's HU. Same order as DemoStudy::organs.
std::vector<volume::Index3> demoProbeVoxels();

// Writes the study into `folder` (created if missing): ct/ (a DICOM series of the CT, one file per
// slice), ct.nii.gz (int16 with scl_slope 1, scl_inter -1024), mask.nii.gz (uint8 labels), the two
// broken masks of brokenmasks.h (mask_flipped_lr.nii.gz, mask_resampled_linear.nii.gz),
// model_dropout_training.pt (a small TorchScript segmenter with dropout left in training mode: the
// determinism demo) and model_spec.json (its preprocessing spec), labels.txt (ITK-SNAP label
// description file) and README.txt (what the study is, the organs and their HU). Every file is written
// atomically. Returns the paths written, DICOM files first. Fails with ErrorKind::Io when something cannot be
// written, Cancelled when asked to stop.
Result<std::vector<std::string>> writeDemoStudy(const std::string& folder, const Progress& progress = {});

} // namespace scansleuth::demo
