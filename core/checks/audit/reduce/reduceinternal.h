// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "checks/audit/reduce/reduce.h"
#include "checks/audit/search/search.h"

#include <cstddef>
#include <string>
#include <vector>

// The reduce's parts (leakage.cpp, sameacquisition.cpp, reducerecords.cpp), internal to the audit target and
// its tests; the parity's are parity/parityinternal.h. auditRecords() (auditrecords.cpp) is
// findNearDuplicates() + findEmbeddingPairs() + reduceRecords(): the reduce itself takes those pairs as an
// argument, so it can be tested (and linked) without the near-duplicate search.
namespace scansleuth::audit {

// ---------------------------------------------------------------------------------------------------
// Leakage (leakage.cpp)

// A cross-split match of two records before it becomes a SuspectedPair: every reason found for it.
struct PairReason
{
    std::string kind;     // SuspectedPair::kind
    std::string evidence; // one line
};
struct Match
{
    std::size_t a = 0, b = 0; // a < b, split(a) ordered before split(b)
    std::vector<PairReason> reasons;
    NearMatch near;
    double similarity = 1;
};

// The kind's rank: smaller is stronger (identity, then exact, then parts of one volume, then near).
int kindRank(const std::string& kind);
// The finding a kind feeds: "leakage.patient_overlap", ...
std::string codeOfKind(const std::string& kind);

// Volumes of one acquisition saved as separate files (sameacquisition.cpp): the time points of an fMRI or
// diffusion run written one 3D file each. Such volumes share their grid exactly, and their content differs
// only by noise, motion and the signal change. A cross-split pair is one when both are 3D with geometry on
// one grid (dims, spacing and direction equal, origins within kSameGridMm), their identities do not say
// differentExaminations, and their rank thumbnails correlate cell for cell (no shift, no flip) at
// kSameAcquisitionSimilarity or more and, band-passed (the detail that tells one head from another, as the
// near-duplicate search correlates it), at kSameAcquisitionDetail or more. docs/dataset-audit.md gives the
// measurements behind both thresholds.
inline constexpr double kSameGridMm = 0.01;
inline constexpr double kSameAcquisitionSimilarity = 0.85;
inline constexpr double kSameAcquisitionDetail = 0.5;
// Dims, spacing (within 1e-4 of it) and direction (within 1e-4) equal, origins within kSameGridMm.
bool onOneGrid(const VolumeRecord& a, const VolumeRecord& b);
struct AcquisitionPair
{
    std::size_t a = 0, b = 0; // split(a) before split(b)
    double similarity = 0;    // the rank thumbnails' correlation
    double detail = 0;        // the band-passed thumbnails' correlation
};
// Every such pair, sorted by (a, b); records with equal voxel hashes are left out (they are duplicates).
// findMatches keeps, of these, the closest partner of each record in each earlier split and the pairs it
// matched for another reason.
// Runs on threadLimit() threads.
// Errors: TooLarge (memory), Corrupt (an unexpected error in a worker).
Result<std::vector<AcquisitionPair>> findSameAcquisitions(const std::vector<VolumeRecord>& records,
                                                          const std::vector<int>& splitOrder);

// Every cross-split match from identity (UIDs, PatientID, CSV patient, fuzzy name), equal voxel hashes,
// file names of slices/patches of one volume, the given near-duplicate pairs (2D slices that match are
// parts of one volume) and the given same-acquisition pairs. `splitOrder[i]` is the position of records[i]'s
// split. One Match per record pair; a large group pairs each later record with one partner, not with all.
// Sorted by (a, b).
std::vector<Match> findMatches(const std::vector<VolumeRecord>& records, const std::vector<int>& splitOrder,
                               const std::vector<RecordPair>& nearPairs,
                               const std::vector<AcquisitionPair>& acquisitionPairs = {});

// Whether two records' identities say they are two people or two examinations: a PatientID, CSV patient or
// StudyInstanceUID stated on both sides and different, or a birth date, name or sex that differs.
bool differentExaminations(const Identity& a, const Identity& b);

// Matches as SuspectedPairs, strongest kind first, then by (a, b).
std::vector<SuspectedPair> toSuspectedPairs(const std::vector<Match>& matches);

// "CASE012" and the part number for names like "case012_slice045.npy", "case3_patch_7.npz",
// "case012/slice045.npy" (the folder names the volume); false for other names.
struct PartName
{
    std::string volume; // lower case, the folder before it when the name holds only the part
    std::string word;   // "slice", "patch", ...
    long long number = 0;
};
bool parsePartName(const std::string& path, PartName& part);

// ---------------------------------------------------------------------------------------------------
// The reduce (reducerecords.cpp)

// auditRecords() with the near-duplicate pairs given (indices into merged.records).
Result<AuditResult> reduceRecords(const Shard& merged, const std::vector<RecordPair>& nearPairs,
                                  const AuditOptions& options = {}, const Progress& progress = {});

// "'a.nii' and 'b.nii'" ... capped: the first `limit` lines, then "and N more".
std::vector<std::string> capLines(std::vector<std::string> lines, std::size_t limit = 20);

} // namespace scansleuth::audit
