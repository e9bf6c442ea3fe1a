// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/finding.h"
#include "base/result.h"
#include "checks/audit/parity/parity.h"
#include "checks/audit/records/records.h"
#include "checks/audit/sources/sources.h"
#include "checks/scans/datasetscan.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

// The parity's parts, internal to the audit target and its tests: the reduce (reduce/reducerecords.cpp)
// builds the profiles, compares the splits and adds the findings through them.
namespace scansleuth::audit {

// ---------------------------------------------------------------------------------------------------
// The two-sample statistics and mixtures (statistics.cpp); profiles and findings (parity.cpp)

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
// comparison, flagged ones first. A comparison is flagged at |Cohen's d| >= effectSize with KS p < 0.01, or
// at KS D >= ks with p < 0.05 (AuditOptions::parityEffectSize and parityKs; docs/audit-parity.md).
inline constexpr int kHistogramBins = 64;
struct ParityThresholds
{
    double effectSize = 0; // AuditOptions::parityEffectSize
    double ks = 0;         // AuditOptions::parityKs
};
std::vector<SplitProfile> buildProfiles(const std::vector<SplitInput>& splits,
                                        const std::vector<VolumeRecord>& records,
                                        const std::vector<checks::FileFailure>& failures);
std::vector<FeatureComparison> compareSplits(const std::vector<SplitProfile>& profiles,
                                             const std::vector<VolumeRecord>& records,
                                             const ParityThresholds& thresholds);

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

} // namespace scansleuth::audit
