// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "checks/audit/records/records.h"
#include "checks/audit/reduce/reduce.h"

#include <string>

// The audit's result in words, as the CLI's text, the audit report and the investigation's report write
// it: how a record is named, a pair's kind, its similarity cell. English; the GUI shows its own translated
// words by kind (widgets/audit/suspectedpairsmodel.cpp).
namespace scansleuth::audit {

// "train/case_003" (with ":label" for a DICOM series or an .npz array).
std::string recordName(const VolumeRecord& record);

// A pair's kind (SuspectedPair::kind) in words: "same patient ID", "same voxels", "near-duplicate", ...;
// an unknown kind as it is.
std::string pairKindWords(const std::string& kind);

// The similarity cell: "1" for identity and exact matches, the NCC or cosine with 3 decimals for the
// near-duplicate, embedding and same-acquisition kinds; "-" when not finite.
std::string similarityText(const SuspectedPair& pair);

} // namespace scansleuth::audit
