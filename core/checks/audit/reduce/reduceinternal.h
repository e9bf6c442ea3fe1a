// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "checks/audit/audit.h"

#include <cstddef>
#include <string>
#include <vector>

// The reduce's parts (identity.cpp, parity.cpp, statistics.cpp, reference.cpp, auditrecords.cpp), internal to
// the audit target and its tests. auditRecords() (auditentry.cpp) is findNearDuplicates() + reduceRecords():
// the reduce itself takes the near-duplicate pairs as an argument, so it can be tested (and linked) without
// the near-duplicate search.
namespace scansleuth::audit {

// ---------------------------------------------------------------------------------------------------
// Leakage (identity.cpp)

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
// Parity (statistics.cpp: the two-sample statistics and mixtures; parity.cpp: profiles and findings)

// Two-sample statistics of plain samples (ties handled as scipy does).
double ksStatistic(std::vector<double> a, std::vector<double> b);
// Asymptotic two-sided p-value: the Kolmogorov distribution's survival function at sqrt(n m / (n + m)) D
// (scipy.stats.kstwobign.sf).
double ksPValue(double d, double n, double m);
double wasserstein1(std::vector<double> a, std::vector<double> b); // scipy.stats.wasserstein_distance
// (mean(b) - mean(a)) / pooled sample std; 0 when both are constant and equal, +-inf when constant and not.
double cohensD(const std::vector<double>& a, const std::vector<double>& b);

// A split's voxel distribution: the average of its volumes' CDFs, each piecewise linear through the
// volume's quantiles (q_k, k/100); a run of equal quantiles is a step.
class MixtureCdf
{
public:
    explicit MixtureCdf(const std::vector<const IntensityProfile*>& volumes);
    double operator()(double x) const; // right-continuous
    double quantile(double p) const;   // smallest x with F(x) >= p (p in [0, 1])
    bool empty() const { return m_volumes.empty(); }
    const std::vector<const IntensityProfile*>& volumes() const { return m_volumes; }

private:
    std::vector<const IntensityProfile*> m_volumes;
};
// KS D (sup |Fa - Fb|) and Wasserstein-1 (integral |Fa - Fb| dx) of two mixtures, exact for piecewise
// linear CDFs.
struct MixtureDistance
{
    double ks = 0, wasserstein = 0;
};
MixtureDistance compareMixtures(const MixtureCdf& a, const MixtureCdf& b);

// True when the profile describes finite voxels with finite, sorted quantiles: the records the parity uses.
bool hasIntensity(const IntensityProfile& p);

// The per-volume features (parity.cpp's list) and their units.
const std::vector<std::string>& featureNames();
std::string featureUnit(const std::string& feature);

// One volume's value domain: "hu", "unit", "zscore", "uint8" or "raw" (docs/audit-parity.md).
std::string valueDomainOf(const IntensityProfile& p);
// A split's: the domain of at least 90% of its volumes, else "mixed"; "" without volumes.
std::string splitValueDomain(const std::vector<std::string>& volumeDomains);
// "Hounsfield units", "[0,1]", "z-scores (mean 0, std 1 per volume)", ...
std::string describeDomain(const std::string& domain);

// Pooled statistics of a split's voxels (every voxel counted once, volumes weighted by size).
struct PooledIntensity
{
    std::int64_t count = 0;
    double mean = 0, std = 0, min = 0, max = 0;
};
PooledIntensity pooledIntensity(const std::vector<const IntensityProfile*>& volumes);

// Profiles (one per split, splits' order; histograms on shared edges) and every split pair x feature
// comparison, flagged ones first.
inline constexpr int kHistogramBins = 64;
std::vector<SplitProfile> buildProfiles(const std::vector<SplitInput>& splits,
                                        const std::vector<VolumeRecord>& records,
                                        const std::vector<checks::FileFailure>& failures);
std::vector<FeatureComparison> compareSplits(const std::vector<SplitProfile>& profiles,
                                             const std::vector<VolumeRecord>& records,
                                             const AuditOptions& options);

// The parity findings (dataset.intensity_mismatch, spacing, dims, orientation, dtype, rescale,
// acquisition, normalisation_fitted_on_test, philips_scaling_mismatch), per split pair.
Findings parityFindings(const std::vector<SplitProfile>& profiles,
                        const std::vector<FeatureComparison>& parity,
                        const std::vector<VolumeRecord>& records);

// The median of `v` (the mean of the middle two for an even count); 0 when empty.
double median(std::vector<double> v);

// dataset.philips_scaling_mismatch (philipsparity.cpp) for the split pair A, B: their intensities differ by
// one pure factor of 100 or more (the medians of the per-volume p99 and mean agree on it within a factor
// 1.5) and a volume of either split is Philips MR with the private scale slope (VolumeRecord tags
// PhilipsScaleSlope / PhilipsValues, or Manufacturer Philips): precise floating-point values on one side,
// display values on the other (docs/philips-scaling.md). Appends at most one finding to `out`.
void philipsScalingFindings(Findings& out, const SplitProfile& A, const SplitProfile& B,
                            const std::vector<VolumeRecord>& records);

// The split that trains: the first whose name contains "train" (any case), else the first split.
std::size_t trainingSplit(const std::vector<SplitInput>& splits);

// ---------------------------------------------------------------------------------------------------
// References (reference.cpp)

// Parses a reference from text (the file's content); `path` names it in messages.
Result<ReferenceFingerprint> parseReferenceFingerprint(const std::string& text, const std::string& path);
// dataset.reference_mismatch findings: each split against the reference.
Findings referenceFindings(const ReferenceFingerprint& reference, const std::vector<SplitProfile>& profiles,
                           const std::vector<VolumeRecord>& records);

// ---------------------------------------------------------------------------------------------------
// The reduce (auditrecords.cpp)

// auditRecords() with the near-duplicate pairs given (indices into merged.records).
Result<AuditResult> reduceRecords(const Shard& merged, const std::vector<RecordPair>& nearPairs,
                                  const AuditOptions& options = {}, const Progress& progress = {});

// "'a.nii' and 'b.nii'" ... capped: the first `limit` lines, then "and N more".
std::vector<std::string> capLines(std::vector<std::string> lines, std::size_t limit = 20);

} // namespace scansleuth::audit
