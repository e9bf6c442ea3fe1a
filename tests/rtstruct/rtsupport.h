// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "io/dicom/segobject.h"

#include <functional>
#include <optional>
#include <string>

namespace scansleuth::rttest {

inline const std::string kSynthetic = SCANSLEUTH_TEST_DATA_DIR "/seg_rtstruct/synthetic_rt/";
inline const std::string kRtUtils = SCANSLEUTH_TEST_DATA_DIR "/seg_rtstruct/rtutils_mock/";

// The image at `path` (a DICOM folder) as the ReferenceImage a RTSTRUCT is drawn on; nullopt when it fails.
std::optional<io::ReferenceImage> loadReference(const std::string& path);

// The value of voxel (i, j, k) of ROI `number` (true when the ROI's label map holds `number` there).
bool inRoi(const io::PlacedSegmentation& placed, int number, std::int64_t i, std::int64_t j, std::int64_t k);
std::int64_t roiVoxels(const io::PlacedSegmentation& placed, int number);

// Voxels where the ROI and `expected(i, j, k)` disagree.
std::int64_t mismatches(const io::PlacedSegmentation& placed, int number,
                        const std::function<bool(std::int64_t, std::int64_t, std::int64_t)>& expected);

// Dice in world space between a 0/non-0 mask volume (e.g. plastimatch's NIfTI) and ROI `number`: each mask
// voxel is looked up in our grid by its centre's patient coordinates.
double worldDice(const volume::Volume& mask, const io::PlacedSegmentation& placed, int number,
                 std::int64_t* maskCount = nullptr, std::int64_t* oursCount = nullptr);

// plastimatch's executable, or empty when it is not installed.
std::string plastimatch();
// Runs plastimatch convert --xor-contours into `outDir`; true when it exited 0.
bool runPlastimatch(const std::string& rt, const std::string& ctDir, const std::string& outDir);
// A NIfTI mask written by plastimatch, loaded by ScanSleuth's NIfTI reader.
std::optional<volume::Volume> loadMask(const std::string& path);

} // namespace scansleuth::rttest
