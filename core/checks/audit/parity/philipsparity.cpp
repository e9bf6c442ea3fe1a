// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Philips precise against display values between two splits (dataset.philips_scaling_mismatch): the same
// voxels differ by 1 / (RS * SS), about 1e5 on real data, when one split was converted with dcm2niix's
// default (-p y) and the other with -p n or read from DICOM. docs/philips-scaling.md.
#include "checks/audit/parity/parityinternal.h"

#include "base/numberformat.h"
#include "base/strings.h"

#include <algorithm>
#include <cmath>

namespace scansleuth::audit {

namespace {

// A ratio this large cannot come from scanners or populations; within this factor the p99 and the mean
// agree that it is one pure scale.
constexpr double kMinFactor = 100;
constexpr double kAgreement = 1.5;

double featureMedian(const SplitProfile& p, const char* feature)
{
    auto it = p.features.find(feature);
    return it == p.features.end() ? 0 : median(it->second);
}

// What the records of one split say about Philips scaling.
struct PhilipsFacts
{
    bool philips = false;         // a volume is Philips MR (scale slope, convention or manufacturer)
    std::vector<double> factors;  // 1 / (RS * SS) of each volume whose slopes are known
    int precise = 0, display = 0; // volumes known to hold each convention
};

PhilipsFacts factsOf(const std::string& split, const std::vector<VolumeRecord>& records)
{
    PhilipsFacts f;
    for (const VolumeRecord& r : records) {
        if (r.split != split)
            continue;
        auto tag = [&](const char* key) {
            auto it = r.tags.find(key);
            return it == r.tags.end() ? std::string() : it->second;
        };
        const double rs = numberOr(tag("PhilipsRescaleSlope"), 0), ss = numberOr(tag("PhilipsScaleSlope"), 0);
        if (rs > 0 && ss > 0)
            f.factors.push_back(1 / (rs * ss));
        const std::string values = tag("PhilipsValues");
        f.precise += values == "precise";
        f.display += values == "display";
        f.philips = f.philips || ss > 0 || !values.empty() ||
                    toLower(tag("Manufacturer")).find("philips") != std::string::npos;
    }
    return f;
}

std::string conventionText(const PhilipsFacts& f)
{
    if (f.precise && !f.display)
        return "precise floating-point values";
    if (f.display && !f.precise)
        return "display values";
    return f.precise ? "mixed conventions" : "convention not recorded";
}

} // namespace

void philipsScalingFindings(Findings& out, const SplitProfile& A, const SplitProfile& B,
                            const std::vector<VolumeRecord>& records)
{
    const double p99A = featureMedian(A, "p99"), p99B = featureMedian(B, "p99");
    const double meanA = featureMedian(A, "mean"), meanB = featureMedian(B, "mean");
    if (!(p99A > 0 && p99B > 0 && meanA > 0 && meanB > 0))
        return;
    const double byP99 = p99A / p99B, byMean = meanA / meanB;
    const double agreement = std::max(byP99, byMean) / std::min(byP99, byMean);
    if (std::max(byP99, 1 / byP99) < kMinFactor || !(agreement <= kAgreement))
        return;
    const PhilipsFacts fa = factsOf(A.split, records), fb = factsOf(B.split, records);
    if (!fa.philips && !fb.philips)
        return;
    const bool aHigher = byP99 > 1;
    const SplitProfile& hi = aHigher ? A : B;
    const SplitProfile& lo = aHigher ? B : A;
    const double measured = aHigher ? byP99 : 1 / byP99;
    std::vector<double> factors = fa.factors;
    factors.insert(factors.end(), fb.factors.begin(), fb.factors.end());
    const double expected = median(factors);
    std::string header;
    if (expected > 0)
        header = "; the Philips headers' 1 / (RescaleSlope * ScaleSlope) is " + formatGeneral(expected, 4);
    Finding f = makeFinding(
        "dataset.philips_scaling_mismatch", Severity::Error,
        "The " + hi.split + " split's intensities are " + formatGeneral(measured, 4) + " times the " +
            lo.split + " split's" + header +
            ": Philips precise floating-point values on one side and display values on the other.",
        "Convert every split with the same Philips scaling (dcm2niix -p y for all, or scansleuth-cli convert "
        "--philips-scaling precise), then rerun the audit.");
    f.measurements.push_back({"factor_measured", measured, ""});
    f.measurements.push_back({"factor_expected", expected, ""});
    f.measurements.push_back({"p99_median_" + A.split, p99A, ""});
    f.measurements.push_back({"p99_median_" + B.split, p99B, ""});
    f.evidence.push_back("median per-volume p99 " + formatGeneral(p99A, 6) + " in " + A.split + ", " +
                         formatGeneral(p99B, 6) + " in " + B.split + "; median mean " +
                         formatGeneral(meanA, 6) + " and " + formatGeneral(meanB, 6));
    for (const auto& [split, facts] : {std::pair{&A.split, &fa}, std::pair{&B.split, &fb}})
        f.evidence.push_back(*split + ": " + conventionText(*facts) +
                             (facts->factors.empty()
                                  ? std::string()
                                  : ", factor 1 / (RS * SS) " + formatGeneral(median(facts->factors), 6) +
                                        " from " + std::to_string(facts->factors.size()) + " volume(s)"));
    out.push_back(std::move(f));
}

} // namespace scansleuth::audit
