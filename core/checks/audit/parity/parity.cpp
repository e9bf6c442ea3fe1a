// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Were the splits prepared the same way? Per-split distributions of per-volume features and of the voxels
// themselves, compared pairwise with KS, Wasserstein-1 and Cohen's d; docs/audit-parity.md defines each.
#include "checks/audit/parity/parityinternal.h"

#include "base/numberformat.h"
#include "base/strings.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <utility>

namespace scansleuth::audit {

double median(std::vector<double> v)
{
    if (v.empty())
        return 0;
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

namespace {

// Per-volume statistics over the non-zero voxels, from the whole-volume ones and the zero fraction.
bool nonzeroStats(const IntensityProfile& p, double& mean, double& std)
{
    const double f = 1 - p.zeroFraction;
    if (p.zeroFraction <= 0 || f <= 0.05)
        return false;
    mean = p.mean / f;
    const double second = (p.std * p.std + p.mean * p.mean) / f;
    std = std::sqrt(std::max(0.0, second - mean * mean));
    return true;
}

bool near(double x, double target, double tolerance)
{
    return std::abs(x - target) <= tolerance;
}

// Standardised to mean 0, std 1, over all voxels or the non-zero ones (nnU-Net's nonzero mask).
bool isZScored(const IntensityProfile& p, double tolerance)
{
    if (near(p.mean, 0, tolerance) && near(p.std, 1, tolerance))
        return true;
    double m = 0, s = 0;
    return nonzeroStats(p, m, s) && near(m, 0, tolerance) && near(s, 1, tolerance);
}

bool isExactUnit(const IntensityProfile& p)
{
    return near(p.min, 0, 1e-6) && near(p.max, 1, 1e-6);
}

std::vector<const IntensityProfile*> intensitiesOf(const std::vector<VolumeRecord>& records,
                                                   const std::string& split)
{
    std::vector<const IntensityProfile*> out;
    for (const VolumeRecord& r : records)
        if (r.split == split && hasIntensity(r.intensity))
            out.push_back(&r.intensity);
    return out;
}

std::string rescaleText(const VolumeRecord& r)
{
    return "slope " + formatShortest(r.rescaleSlope) + ", intercept " + formatShortest(r.rescaleIntercept);
}

const std::vector<std::string>& categoricalTags()
{
    static const std::vector<std::string> tags = {
        "Modality",          "Manufacturer",          "ManufacturerModelName", "ProtocolName",
        "ConvolutionKernel", "MagneticFieldStrength", "BodyPartExamined",      "InstitutionName"};
    return tags;
}

// Total variation distance between two count tables, as fractions of their totals.
double totalVariation(const std::map<std::string, int>& a, const std::map<std::string, int>& b)
{
    double na = 0, nb = 0;
    for (const auto& [k, v] : a)
        na += v;
    for (const auto& [k, v] : b)
        nb += v;
    if (na == 0 || nb == 0)
        return 0;
    std::map<std::string, std::pair<double, double>> both;
    for (const auto& [k, v] : a)
        both[k].first = v / na;
    for (const auto& [k, v] : b)
        both[k].second = v / nb;
    double tv = 0;
    for (const auto& [k, f] : both)
        tv += std::abs(f.first - f.second);
    return tv / 2;
}

std::string countsText(const std::map<std::string, int>& counts)
{
    std::vector<std::pair<int, std::string>> sorted;
    for (const auto& [k, v] : counts)
        sorted.emplace_back(-v, k);
    std::sort(sorted.begin(), sorted.end());
    std::vector<std::string> parts;
    for (const auto& [v, k] : sorted)
        parts.push_back((k.empty() ? "(empty)" : k) + " " + std::to_string(-v));
    return join(parts, ", ");
}

// Every value at least this far apart counts: values equal to a thousandth of their size (float32
// rounding of a spacing, a resampler's last digit) are the same.
double materialTolerance(const std::vector<double>& a, const std::vector<double>& b)
{
    double m = 0;
    for (double x : a)
        m = std::max(m, std::abs(x));
    for (double x : b)
        m = std::max(m, std::abs(x));
    return 1e-3 * (1 + m);
}

bool flag(const FeatureComparison& c, double tolerance, const ParityThresholds& thresholds)
{
    if (!(c.wasserstein > tolerance))
        return false;
    // A large D alone is no evidence with a handful of volumes (three against three from one distribution
    // reach D = 1 one time in ten), so it needs p < 0.05 too; splits that do not overlap at all and sit three
    // pooled standard deviations apart are flagged whatever their size (every train volume at 1 mm, every
    // test volume at 3 mm).
    const bool separated = c.ks >= 1.0 && std::abs(c.effectSize) >= 3.0;
    return (std::abs(c.effectSize) >= thresholds.effectSize && c.ksPValue < 0.01) ||
           (c.ks >= thresholds.ks && c.ksPValue < 0.05) || separated;
}

} // namespace

// ---------------------------------------------------------------------------------------------------
// Value domains

std::string valueDomainOf(const IntensityProfile& p)
{
    if (p.count == 0)
        return "raw";
    if (p.min >= -1e-6 && p.max <= 1 + 1e-6 && p.max > p.min)
        return "unit";
    if (p.integerValued && p.min >= 0 && p.max <= 255 && p.max > 1)
        return "uint8";
    // CT: air at -1000/-1024, padding outside the field of view at -2048 or -3024, bone above 1000.
    if (p.min <= -900 && p.min >= -3100 && p.max >= 900)
        return "hu";
    if (isZScored(p, 0.15))
        return "zscore";
    return "raw";
}

std::string splitValueDomain(const std::vector<std::string>& volumeDomains)
{
    if (volumeDomains.empty())
        return {};
    std::map<std::string, std::size_t> counts;
    for (const std::string& d : volumeDomains)
        ++counts[d];
    for (const auto& [d, n] : counts)
        if (double(n) >= 0.9 * double(volumeDomains.size()))
            return d;
    return "mixed";
}

std::string describeDomain(const std::string& domain)
{
    if (domain == "hu")
        return "Hounsfield units";
    if (domain == "unit")
        return "[0,1]";
    if (domain == "zscore")
        return "z-scores (mean 0, std 1 per volume)";
    if (domain == "uint8")
        return "8-bit integers [0,255]";
    if (domain == "mixed")
        return "a mix of value ranges";
    return "unnormalised values (not HU, [0,1], z-scores or 8-bit)";
}

// ---------------------------------------------------------------------------------------------------
// Profiles and comparisons

const std::vector<std::string>& featureNames()
{
    static const std::vector<std::string> names = {
        "mean",          "std",       "p01",       "p50",       "p99",    "min",    "max",
        "zero_fraction", "spacing_x", "spacing_y", "spacing_z", "dims_x", "dims_y", "dims_z"};
    return names;
}

std::string featureUnit(const std::string& feature)
{
    if (startsWithIgnoreCase(feature, "spacing_"))
        return "mm";
    if (startsWithIgnoreCase(feature, "dims_"))
        return "voxels";
    return "";
}

std::size_t trainingSplit(const std::vector<SplitInput>& splits)
{
    for (std::size_t i = 0; i < splits.size(); ++i)
        if (toLower(splits[i].name).find("train") != std::string::npos)
            return i;
    return 0;
}

std::vector<SplitProfile> buildProfiles(const std::vector<SplitInput>& splits,
                                        const std::vector<VolumeRecord>& records,
                                        const std::vector<checks::FileFailure>& failures)
{
    std::vector<SplitProfile> profiles;
    // Shared histogram edges: the 1st to 99th percentiles over every volume (a single hot voxel must not
    // stretch them); the tails go into the end bins.
    double lo = std::numeric_limits<double>::infinity(), hi = -lo;
    for (const VolumeRecord& r : records)
        if (hasIntensity(r.intensity)) {
            lo = std::min(lo, r.intensity.quantiles[1]);
            hi = std::max(hi, r.intensity.quantiles[kQuantileCount - 2]);
        }
    if (!(lo < hi)) {
        const double c = std::isfinite(lo) ? lo : 0;
        lo = c - 0.5;
        hi = c + 0.5;
    }
    std::vector<double> edges(kHistogramBins + 1);
    for (int i = 0; i <= kHistogramBins; ++i)
        edges[std::size_t(i)] = lo + (hi - lo) * double(i) / kHistogramBins;
    edges.back() = hi;

    for (const SplitInput& split : splits) {
        SplitProfile p;
        p.split = split.name;
        p.histogramEdges = edges;
        std::vector<std::string> domains;
        for (const VolumeRecord& r : records) {
            if (r.split != split.name)
                continue;
            ++p.volumes;
            if (hasIntensity(r.intensity)) {
                const IntensityProfile& in = r.intensity;
                p.features["mean"].push_back(in.mean);
                p.features["std"].push_back(in.std);
                p.features["p01"].push_back(in.quantiles[1]);
                p.features["p50"].push_back(in.quantiles[50]);
                p.features["p99"].push_back(in.quantiles[99]);
                p.features["min"].push_back(in.min);
                p.features["max"].push_back(in.max);
                p.features["zero_fraction"].push_back(in.zeroFraction);
                domains.push_back(valueDomainOf(in));
            }
            if (r.hasGeometry) {
                p.features["spacing_x"].push_back(r.spacing[0]);
                p.features["spacing_y"].push_back(r.spacing[1]);
                p.features["spacing_z"].push_back(r.spacing[2]);
            }
            p.features["dims_x"].push_back(double(r.dims[0]));
            p.features["dims_y"].push_back(double(r.dims[1]));
            p.features["dims_z"].push_back(double(r.dims[2]));
            if (!r.orientation.empty())
                ++p.categorical["orientation"][r.orientation];
            if (!r.dtype.empty())
                ++p.categorical["dtype"][r.dtype];
            ++p.categorical["rescale"][rescaleText(r)];
            if (!r.format.empty())
                ++p.categorical["format"][r.format];
            for (const std::string& tag : categoricalTags())
                if (auto it = r.tags.find(tag); it != r.tags.end() && !trim(it->second).empty())
                    ++p.categorical[tag][trim(it->second)];
        }
        // A failure carries no split: it belongs to the split whose folder holds it.
        for (const checks::FileFailure& f : failures)
            if (!split.path.empty() && f.path.compare(0, split.path.size(), split.path) == 0 &&
                (f.path.size() == split.path.size() || f.path[split.path.size()] == '/' ||
                 split.path.back() == '/'))
                ++p.failures;
        p.valueDomain = splitValueDomain(domains);
        const MixtureCdf cdf(intensitiesOf(records, split.name));
        if (!cdf.empty()) {
            p.histogram.resize(kHistogramBins);
            double below = 0;
            for (int i = 0; i < kHistogramBins; ++i) {
                const double at = i + 1 == kHistogramBins ? 1.0 : cdf(edges[std::size_t(i) + 1]);
                p.histogram[std::size_t(i)] = std::max(0.0, at - below);
                below = at;
            }
        }
        profiles.push_back(std::move(p));
    }
    return profiles;
}

std::vector<FeatureComparison> compareSplits(const std::vector<SplitProfile>& profiles,
                                             const std::vector<VolumeRecord>& records,
                                             const ParityThresholds& thresholds)
{
    std::vector<FeatureComparison> out;
    for (std::size_t s = 0; s < profiles.size(); ++s)
        for (std::size_t t = s + 1; t < profiles.size(); ++t) {
            const SplitProfile& A = profiles[s];
            const SplitProfile& B = profiles[t];
            // The voxels themselves, through the mixtures of the volumes' quantile functions.
            const auto va = intensitiesOf(records, A.split), vb = intensitiesOf(records, B.split);
            if (!va.empty() && !vb.empty()) {
                const MixtureCdf fa(va), fb(vb);
                FeatureComparison c;
                c.feature = "intensity";
                c.splitA = A.split;
                c.splitB = B.split;
                c.countA = std::int64_t(va.size());
                c.countB = std::int64_t(vb.size());
                c.medianA = fa.quantile(0.5);
                c.medianB = fb.quantile(0.5);
                const MixtureDistance d = compareMixtures(fa, fb);
                c.ks = d.ks;
                c.ksPValue = ksPValue(d.ks, double(c.countA), double(c.countB));
                c.wasserstein = d.wasserstein;
                const PooledIntensity pa = pooledIntensity(va), pb = pooledIntensity(vb);
                const double sd = std::sqrt(0.5 * (pa.std * pa.std + pb.std * pb.std));
                const double diff = pb.mean - pa.mean;
                c.effectSize = sd > 0      ? diff / sd
                               : diff == 0 ? 0
                                           : std::copysign(std::numeric_limits<double>::infinity(), diff);
                const double tol =
                    1e-3 *
                    (1 + std::max({std::abs(pa.min), std::abs(pa.max), std::abs(pb.min), std::abs(pb.max)}));
                c.flagged = flag(c, tol, thresholds);
                out.push_back(c);
            }
            for (const std::string& feature : featureNames()) {
                const auto ia = A.features.find(feature), ib = B.features.find(feature);
                if (ia == A.features.end() || ib == B.features.end() || ia->second.empty() ||
                    ib->second.empty())
                    continue;
                FeatureComparison c;
                c.feature = feature;
                c.unit = featureUnit(feature);
                c.splitA = A.split;
                c.splitB = B.split;
                c.countA = std::int64_t(ia->second.size());
                c.countB = std::int64_t(ib->second.size());
                c.medianA = median(ia->second);
                c.medianB = median(ib->second);
                c.ks = ksStatistic(ia->second, ib->second);
                c.ksPValue = ksPValue(c.ks, double(c.countA), double(c.countB));
                c.wasserstein = wasserstein1(ia->second, ib->second);
                c.effectSize = cohensD(ia->second, ib->second);
                c.flagged = flag(c, materialTolerance(ia->second, ib->second), thresholds);
                out.push_back(c);
            }
        }
    std::stable_sort(out.begin(), out.end(), [](const FeatureComparison& a, const FeatureComparison& b) {
        return a.flagged > b.flagged;
    });
    return out;
}

// ---------------------------------------------------------------------------------------------------
// Findings

namespace {

const FeatureComparison* comparisonOf(const std::vector<FeatureComparison>& parity, const std::string& a,
                                      const std::string& b, const std::string& feature)
{
    for (const FeatureComparison& c : parity)
        if (c.splitA == a && c.splitB == b && c.feature == feature)
            return &c;
    return nullptr;
}

std::string comparisonLine(const FeatureComparison& c)
{
    const std::string unit = c.unit.empty() ? "" : " " + c.unit;
    return c.feature + ": median " + formatGeneral(c.medianA, 4) + unit + " in " + c.splitA + ", " +
           formatGeneral(c.medianB, 4) + unit + " in " + c.splitB + " (KS D " + formatFixed(c.ks, 2) +
           ", p " + formatGeneral(c.ksPValue, 2) + ", Wasserstein " + formatGeneral(c.wasserstein, 3) + unit +
           ", Cohen's d " +
           (std::isfinite(c.effectSize) ? formatFixed(c.effectSize, 2)
                                        : std::string(c.effectSize > 0 ? "+inf" : "-inf")) +
           ")";
}

void addComparisonMeasurements(Finding& f, const FeatureComparison& c)
{
    f.measurements.push_back({c.feature + "_median_" + c.splitA, c.medianA, c.unit});
    f.measurements.push_back({c.feature + "_median_" + c.splitB, c.medianB, c.unit});
    f.measurements.push_back({c.feature + "_ks", c.ks, ""});
    f.measurements.push_back({c.feature + "_wasserstein", c.wasserstein, c.unit});
    f.measurements.push_back({c.feature + "_cohens_d", c.effectSize, ""});
}

std::string medianTriple(const SplitProfile& p, const std::string& prefix, int decimals)
{
    std::vector<std::string> parts;
    for (const char* axis : {"x", "y", "z"}) {
        auto it = p.features.find(prefix + axis);
        if (it == p.features.end() || it->second.empty())
            return {};
        parts.push_back(formatNumber(median(it->second), decimals));
    }
    return join(parts, " x ");
}

// The volumes of a split in a mixed value domain that are out of step: those whose domain differs from
// the other split's when that one is uniform, else from their own split's most common domain. One line
// each ("test 'test_003': [0,1] (range 0 to 1)"), so the finding names the cases to fix.
std::vector<std::string> oddDomainVolumes(const SplitProfile& mixed, const SplitProfile& other,
                                          const std::vector<VolumeRecord>& records)
{
    std::map<std::string, std::size_t> counts;
    for (const VolumeRecord& r : records)
        if (r.split == mixed.split && hasIntensity(r.intensity))
            ++counts[valueDomainOf(r.intensity)];
    std::string expected = other.valueDomain;
    if (expected.empty() || expected == "mixed") {
        expected.clear();
        std::size_t most = 0;
        for (const auto& [domain, n] : counts)
            if (n > most) {
                most = n;
                expected = domain;
            }
    }
    std::vector<std::string> lines;
    for (const VolumeRecord& r : records) {
        if (r.split != mixed.split || !hasIntensity(r.intensity))
            continue;
        const std::string domain = valueDomainOf(r.intensity);
        if (domain == expected)
            continue;
        const std::string name = r.caseId.empty() ? r.path : r.caseId;
        lines.push_back(r.split + " '" + name + (r.label.empty() ? "" : " [" + r.label + "]") +
                        "': " + describeDomain(domain) + " (range " + formatGeneral(r.intensity.min, 4) +
                        " to " + formatGeneral(r.intensity.max, 4) + "), unlike " + describeDomain(expected));
    }
    constexpr std::size_t kMostNamed = 20;
    if (lines.size() > kMostNamed) {
        const std::size_t more = lines.size() - kMostNamed;
        lines.resize(kMostNamed);
        lines.push_back("and " + std::to_string(more) + " more");
    }
    return lines;
}

void intensityFindings(Findings& out, const SplitProfile& A, const SplitProfile& B,
                       const std::vector<FeatureComparison>& parity, const std::vector<VolumeRecord>& records)
{
    const FeatureComparison* voxels = comparisonOf(parity, A.split, B.split, "intensity");
    std::vector<const FeatureComparison*> flagged;
    for (const char* feature :
         {"intensity", "mean", "std", "p01", "p50", "p99", "min", "max", "zero_fraction"})
        if (const FeatureComparison* c = comparisonOf(parity, A.split, B.split, feature); c && c->flagged)
            flagged.push_back(c);
    const bool domains = !A.valueDomain.empty() && !B.valueDomain.empty() && A.valueDomain != B.valueDomain;
    if (!domains && flagged.empty())
        return;
    Finding f;
    if (domains) {
        f = makeFinding(
            "dataset.intensity_mismatch", Severity::Error,
            "The " + A.split + " split is in " + describeDomain(A.valueDomain) + " and the " + B.split +
                " split in " + describeDomain(B.valueDomain) + ": they were not normalised the same way.",
            "Apply the same intensity preprocessing to every split (the training pipeline's, with "
            "statistics from the training split), then rerun the audit.");
    } else {
        f = makeFinding(
            "dataset.intensity_mismatch", Severity::Warning,
            "The intensities of the " + A.split + " and " + B.split + " splits differ" +
                (voxels ? " (KS D " + formatFixed(voxels->ks, 2) + ", Wasserstein " +
                              formatGeneral(voxels->wasserstein, 3) + ")"
                        : std::string()) +
                ".",
            "Check that both splits went through the same intensity preprocessing; if they did, the "
            "difference is a shift in the data itself (scanner, protocol, population).");
    }
    f.measurements.push_back({"value_domain_differs", domains ? 1.0 : 0.0, ""});
    if (voxels)
        addComparisonMeasurements(f, *voxels);
    f.evidence.push_back(A.split + ": " + describeDomain(A.valueDomain) + "; " + B.split + ": " +
                         describeDomain(B.valueDomain));
    if (domains)
        for (const auto& [mixed, other] : {std::pair{&A, &B}, std::pair{&B, &A}})
            if (mixed->valueDomain == "mixed")
                for (std::string& line : oddDomainVolumes(*mixed, *other, records))
                    f.evidence.push_back(std::move(line));
    for (const FeatureComparison* c : flagged)
        f.evidence.push_back(comparisonLine(*c));
    out.push_back(std::move(f));
}

void geometryFindings(Findings& out, const SplitProfile& A, const SplitProfile& B,
                      const std::vector<FeatureComparison>& parity)
{
    for (const std::string prefix : {"spacing_", "dims_"}) {
        std::vector<const FeatureComparison*> flagged;
        for (const char* axis : {"x", "y", "z"})
            if (const FeatureComparison* c = comparisonOf(parity, A.split, B.split, prefix + axis);
                c && c->flagged)
                flagged.push_back(c);
        if (flagged.empty())
            continue;
        const bool spacing = prefix == "spacing_";
        const std::string unit = spacing ? " mm" : " voxels";
        const std::string ta = medianTriple(A, prefix, spacing ? 3 : 0),
                          tb = medianTriple(B, prefix, spacing ? 3 : 0);
        Finding f =
            spacing
                ? makeFinding(
                      "dataset.spacing_mismatch", Severity::Warning,
                      "The " + A.split + " and " + B.split + " splits have different voxel spacing: median " +
                          ta + unit + " against " + tb + unit + "; they were resampled differently.",
                      "Resample every split to the training spacing with the same resampler before the "
                      "model sees it (or let the pipeline do it for all splits alike).")
                : makeFinding(
                      "dataset.dims_mismatch", Severity::Info,
                      "The " + A.split + " and " + B.split + " splits have different image sizes: median " +
                          ta + unit + " against " + tb + unit + ".",
                      "Check that both splits were cropped or padded the same way; different scan lengths "
                      "alone are harmless.");
        for (const FeatureComparison* c : flagged) {
            addComparisonMeasurements(f, *c);
            f.evidence.push_back(comparisonLine(*c));
        }
        out.push_back(std::move(f));
    }
}

void categoricalFindings(Findings& out, const SplitProfile& A, const SplitProfile& B)
{
    struct Kind
    {
        const char* key;
        const char* code;
        const char* what;
        const char* fix;
    };
    static const Kind kinds[] = {
        {"orientation", "dataset.orientation_mismatch", "orientation",
         "Reorient every split to one orientation (e.g. RAS or LPS) in the pipeline, for all splits alike."},
        {"dtype", "dataset.dtype_mismatch", "stored data type",
         "Store the splits with the same data type, or check that the conversion did not clip or round "
         "values."},
        {"rescale", "dataset.rescale_mismatch", "rescale slope and intercept",
         "Check that the rescale (DICOM RescaleSlope/Intercept, NIfTI scl_slope/scl_inter) is applied to "
         "every "
         "split alike."},
    };
    for (const Kind& k : kinds) {
        const auto ia = A.categorical.find(k.key), ib = B.categorical.find(k.key);
        if (ia == A.categorical.end() || ib == B.categorical.end())
            continue;
        const double tv = totalVariation(ia->second, ib->second);
        if (tv < 0.5)
            continue;
        Finding f = makeFinding(k.code, Severity::Warning,
                                "The " + A.split + " and " + B.split + " splits differ in " + k.what + ": " +
                                    countsText(ia->second) + " against " + countsText(ib->second) + ".",
                                k.fix);
        f.measurements.push_back({"total_variation", tv, ""});
        f.evidence.push_back(A.split + ": " + countsText(ia->second));
        f.evidence.push_back(B.split + ": " + countsText(ib->second));
        out.push_back(std::move(f));
    }
    std::vector<std::string> tags;
    Finding f;
    double worst = 0;
    bool modality = false;
    for (const std::string& tag : categoricalTags()) {
        const auto ia = A.categorical.find(tag), ib = B.categorical.find(tag);
        if (ia == A.categorical.end() || ib == B.categorical.end())
            continue;
        const double tv = totalVariation(ia->second, ib->second);
        if (tv < 0.5)
            continue;
        tags.push_back(tag);
        modality = modality || tag == "Modality";
        worst = std::max(worst, tv);
        f.evidence.push_back(tag + ": " + A.split + " " + countsText(ia->second) + "; " + B.split + " " +
                             countsText(ib->second));
    }
    if (tags.empty())
        return;
    Finding g = makeFinding("dataset.acquisition_mismatch", modality ? Severity::Warning : Severity::Info,
                            "The " + A.split + " and " + B.split + " splits were acquired differently (" +
                                join(tags, ", ") + ").",
                            "A model tested on other scanners or protocols than it was trained on measures "
                            "generalisation, not the training distribution: say so, or stratify the split.");
    g.measurements.push_back({"total_variation", worst, ""});
    g.evidence = std::move(f.evidence);
    out.push_back(std::move(g));
}

// docs/audit-parity.md, "Normalisation fitted on the test set".
void fittedOnTestFindings(Findings& out, const std::vector<SplitProfile>& profiles, std::size_t train,
                          const std::vector<VolumeRecord>& records)
{
    const auto vt = intensitiesOf(records, profiles[train].split);
    if (vt.empty())
        return;
    auto fraction = [](const std::vector<const IntensityProfile*>& v, auto test) {
        std::size_t n = 0;
        for (const IntensityProfile* p : v)
            n += test(*p) ? 1 : 0;
        return v.empty() ? 0.0 : double(n) / double(v.size());
    };
    auto zscored = [](const IntensityProfile& p) {
        return isZScored(p, 5e-3);
    };
    auto unit = [](const IntensityProfile& p) {
        return isExactUnit(p);
    };
    const PooledIntensity pt = pooledIntensity(vt);
    for (std::size_t e = 0; e < profiles.size(); ++e) {
        if (e == train)
            continue;
        const std::string& T = profiles[train].split;
        const std::string& E = profiles[e].split;
        const auto ve = intensitiesOf(records, E);
        if (ve.empty())
            continue;
        const PooledIntensity pe = pooledIntensity(ve);
        Finding f;
        const double zE = fraction(ve, zscored), zT = fraction(vt, zscored);
        const double uE = fraction(ve, unit), uT = fraction(vt, unit);
        if (zE >= 0.9 && zT < 0.5) {
            f = makeFinding("dataset.normalisation_fitted_on_test", Severity::Error,
                            "Every " + E + " volume is z-scored on its own (mean 0, std 1) and the " + T +
                                " volumes are not: " + E + " was normalised with its own statistics.",
                            "Normalise every split with the same rule and the training split's statistics.");
            f.measurements = {{"volumes_standardised_" + E, zE, ""}, {"volumes_standardised_" + T, zT, ""}};
        } else if (uE >= 0.9 && uT < 0.5) {
            f = makeFinding("dataset.normalisation_fitted_on_test", Severity::Error,
                            "Every " + E + " volume is min-max scaled on its own to exactly [0,1] and the " +
                                T + " volumes are not: " + E + " was normalised with its own statistics.",
                            "Normalise every split with the same rule and the training split's statistics.");
            f.measurements = {{"volumes_min_max_" + E, uE, ""}, {"volumes_min_max_" + T, uT, ""}};
        } else if (near(pe.mean, 0, 1e-3) && near(pe.std, 1, 1e-3) &&
                   !(near(pt.mean, 0, 1e-2) && near(pt.std, 1, 1e-2))) {
            f = makeFinding(
                "dataset.normalisation_fitted_on_test", Severity::Error,
                "The " + E + " split's voxels are standardised exactly (pooled mean " +
                    formatFixed(pe.mean, 4) + ", std " + formatFixed(pe.std, 4) + ") and the " + T +
                    " split's are not (mean " + formatFixed(pt.mean, 3) + ", std " + formatFixed(pt.std, 3) +
                    "): the normaliser was probably fitted on " + E + ".",
                "Fit the normaliser (scaler.fit) on the training split only and apply it to every split.");
        } else if (near(pe.min, 0, 1e-6) && near(pe.max, 1, 1e-6) && uE < 0.9 &&
                   !(near(pt.min, 0, 1e-3) && near(pt.max, 1, 1e-3))) {
            f = makeFinding(
                "dataset.normalisation_fitted_on_test", Severity::Error,
                "The " + E + " split spans exactly [0,1] and the " + T + " split spans [" +
                    formatGeneral(pt.min, 4) + ", " + formatGeneral(pt.max, 4) +
                    "]: the min-max scaler was probably fitted on " + E + ".",
                "Fit the normaliser (scaler.fit) on the training split only and apply it to every split.");
        } else {
            continue;
        }
        f.measurements.push_back({"pooled_mean_" + E, pe.mean, ""});
        f.measurements.push_back({"pooled_std_" + E, pe.std, ""});
        f.measurements.push_back({"pooled_mean_" + T, pt.mean, ""});
        f.measurements.push_back({"pooled_std_" + T, pt.std, ""});
        f.evidence.push_back(E + ": pooled mean " + formatGeneral(pe.mean, 4) + ", std " +
                             formatGeneral(pe.std, 4) + ", range [" + formatGeneral(pe.min, 4) + ", " +
                             formatGeneral(pe.max, 4) + "]");
        f.evidence.push_back(T + ": pooled mean " + formatGeneral(pt.mean, 4) + ", std " +
                             formatGeneral(pt.std, 4) + ", range [" + formatGeneral(pt.min, 4) + ", " +
                             formatGeneral(pt.max, 4) + "]");
        out.push_back(std::move(f));
    }
}

} // namespace

Findings parityFindings(const std::vector<SplitProfile>& profiles,
                        const std::vector<FeatureComparison>& parity,
                        const std::vector<VolumeRecord>& records)
{
    Findings out;
    for (std::size_t s = 0; s < profiles.size(); ++s)
        for (std::size_t t = s + 1; t < profiles.size(); ++t) {
            if (profiles[s].volumes == 0 || profiles[t].volumes == 0)
                continue;
            intensityFindings(out, profiles[s], profiles[t], parity, records);
            geometryFindings(out, profiles[s], profiles[t], parity);
            categoricalFindings(out, profiles[s], profiles[t]);
            philipsScalingFindings(out, profiles[s], profiles[t], records);
        }
    if (!profiles.empty()) {
        std::vector<SplitInput> splits;
        for (const SplitProfile& p : profiles)
            splits.push_back({p.split, {}});
        fittedOnTestFindings(out, profiles, trainingSplit(splits), records);
    }
    return out;
}

} // namespace scansleuth::audit
