// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/progress.h"
#include "base/result.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

// The demo's dataset-audit set (issue 12): a train and a test split of small synthetic abdominal CTs of
// different "subjects", with one patient leaked into the test split (re-anonymised, resampled, cropped and
// re-encoded) and one test case stored in [0, 1] instead of Hounsfield units, for `scansleuth-cli audit`
// and the dataset-audit experiment. README.txt, written with it, says what is planted; docs/cli.md
// ("demo-splits") what the audit should find.
namespace scansleuth::demo {

// Every subject is the demo phantom (phantom.h) deformed by its own anisotropic scale and smooth warp,
// with its own contrast phase, organ attenuations, cysts, bowel gas and noise, sampled on kDemoSplitSize
// voxels of kDemoSplitSpacing mm (LPS, identity direction; the origin moves per subject). Values are HU,
// stored as int16 with RescaleIntercept -1024 (DICOM) or scl_inter -1024 (NIfTI).
inline constexpr std::array<std::int64_t, 3> kDemoSplitSize{80, 80, 40};
inline constexpr std::array<double, 3> kDemoSplitSpacing{3.8, 3.8, 6.0};

// The leaked copy: the training case's volume as written, resampled (trilinear, in world space: its
// voxels lie where the original's anatomy is) onto kDemoLeakSize voxels of kDemoLeakSpacing mm whose
// first voxel is kDemoLeakOffsetMm from the original's first voxel, a crop of the original's field of
// view; written as DICOM in another transfer syntax (implicit VR) with new UIDs, another PatientID and
// the name written the other way round, in capitals, without '^'; the same birth date and sex.
inline constexpr std::array<std::int64_t, 3> kDemoLeakSize{95, 94, 45};
inline constexpr std::array<double, 3> kDemoLeakSpacing{3.0, 3.0, 5.0};
inline constexpr std::array<double, 3> kDemoLeakOffsetMm{8.0, 10.0, 6.0};

// The mis-scaled case: HU clipped to [kDemoUnitWindow[0], kDemoUnitWindow[1]] and mapped linearly onto
// [0, 1], stored as float32 NIfTI (a preprocessed export left among raw scans).
inline constexpr std::array<double, 2> kDemoUnitWindow{-1000.0, 1000.0};

inline constexpr const char* kDemoLeakedTrainCase = "train_003";
inline constexpr const char* kDemoLeakedTestCase = "test_002";
inline constexpr const char* kDemoMisScaledCase = "test_003";

// One case of the set.
struct DemoSplitCase
{
    std::string caseId; // "train_001", "test_002"
    std::string split;  // "train" or "test"
    std::string path;   // relative to the set's folder: a DICOM folder "train/train_001", or a file
    int subject = 0;    // who is scanned: equal subjects are one person (the leaked pair)
    bool dicom = true;  // false: NIfTI without identity tags
    // As written in DICOM (empty for NIfTI); splits.csv's patient column holds patientId, for the NIfTI
    // case its subject's ID.
    std::string patientId, patientName, birthDate, sex;
    std::string note; // what is special about it; empty for ordinary cases
};

// Every case, training cases first, in case order.
const std::vector<DemoSplitCase>& demoSplitCases();

// Writes the set into `folder` (created if missing):
//   train/train_NNN/IM*.dcm   six training cases, one DICOM series each (explicit VR, int16)
//   test/test_001/, test/test_004/   two more subjects as DICOM
//   test/test_002/            the leaked copy of train_003 (see kDemoLeak*)
//   test/test_003/test_003.nii.gz   another subject in [0, 1] (float32), in a folder of its own so that
//                             no DICOM series beside it lends it an identity
//   splits.csv                case,split,path,patient for every case (paths relative to the folder)
//   README.txt                what is planted and the command that audits it
// Deterministic in its voxels (the DICOM UIDs and dates are new on every run). Every file is written
// atomically. Returns the paths written (DICOM files first, per case). Errors: Io (a folder or file cannot
// be written), TooLarge (no memory for the phantom), Cancelled.
Result<std::vector<std::string>> writeDemoSplits(const std::string& folder, const Progress& progress = {});

} // namespace scansleuth::demo
