// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "checks/audit/output/auditwords.h"

#include "base/featurewords.h"
#include "base/numberformat.h"

#include <cmath>
#include <map>
#include <set>

namespace scansleuth::audit {

std::string recordName(const VolumeRecord& r)
{
    return r.split + "/" + r.caseId + (r.label.empty() ? "" : ":" + r.label);
}

std::string pairKindWords(const std::string& kind)
{
    static const std::map<std::string, std::string> words = {
        {"patient", "same patient ID"},
        {"fuzzy-identity", "same name, birth date and sex"},
        {"study", "same study"},
        {"series", "same series"},
        {"instance", "same DICOM instances"},
        {"frame-of-reference", "same frame of reference"},
        {"accession", "same accession number"},
        {"csv-patient", "same patient (CSV)"},
        {"duplicate", "same voxels"},
        {"near-duplicate", "near-duplicate"},
        {"embedding", "similar embedding"},
        {"same-volume-parts", "parts of one volume"},
        {"same-acquisition", "one acquisition"},
    };
    auto it = words.find(kind);
    return it == words.end() ? kind : it->second;
}

std::string similarityText(const SuspectedPair& p)
{
    if (p.kind == "near-duplicate" || p.kind == "embedding" || p.kind == "same-acquisition")
        return formatFixed(p.similarity, 3);
    return std::isfinite(p.similarity) ? formatGeneral(p.similarity, 4) : std::string("-");
}

std::string featureWords(const std::string& feature)
{
    const FeatureWords* row = featureWordsOf(feature);
    return row ? row->label : feature;
}

std::string featureLabel(const std::string& feature, const std::string& unit,
                         const std::string& intensityUnit)
{
    static const std::set<std::string> intensity = {"intensity", "mean", "std", "p01",
                                                    "p50",       "p99",  "min", "max"};
    std::string u = unit;
    if (intensity.count(feature))
        u = intensityUnit;
    else if (feature == "zero_fraction")
        u = "0 to 1";
    return featureWords(feature) + (u.empty() ? "" : " (" + u + ")");
}

std::string intensityUnitOf(const std::vector<SplitProfile>& profiles)
{
    bool any = false;
    for (const SplitProfile& p : profiles) {
        if (p.valueDomain.empty())
            continue;
        if (p.valueDomain != "hu")
            return "image units";
        any = true;
    }
    return any ? "HU" : "image units";
}

std::string valueDomainWords(const std::string& domain)
{
    static const std::map<std::string, std::string> words = {
        {"", "not recognised"},
        {"hu", "Hounsfield units"},
        {"unit", "scaled to [0, 1]"},
        {"zscore", "z-scores (mean 0, std 1 per volume)"},
        {"uint8", "8-bit integers (0 to 255)"},
        {"raw", "unnormalised values (not HU, [0, 1], z-scores or 8-bit)"},
        {"mixed", "a mix of value ranges"},
    };
    auto it = words.find(domain);
    return it == words.end() ? domain : it->second;
}

std::string referenceKindWords(const std::string& kind)
{
    static const std::map<std::string, std::string> words = {
        {"nnunet-fingerprint", "nnU-Net fingerprint"},
        {"nnunet-plans", "nnU-Net plans"},
        {"monai-datastats", "MONAI data statistics"},
        {"preprocessing-spec", "preprocessing spec"},
    };
    auto it = words.find(kind);
    return it == words.end() ? kind : it->second;
}

std::string failureKindWords(const std::string& kind)
{
    static const std::map<std::string, std::string> words = {
        {"not_found", "not found"}, {"corrupt", "corrupt"},        {"unsupported", "unsupported"},
        {"too_large", "too large"}, {"io", "read error"},          {"invalid", "invalid"},
        {"cancelled", "cancelled"}, {"internal", "internal error"}};
    auto it = words.find(kind);
    return it == words.end() ? kind : it->second;
}

std::string referenceValueLabel(const std::string& key)
{
    static const std::map<std::string, std::pair<std::string, std::string>> labels = {
        {"spacing_median_x", {"Median voxel spacing x", "mm"}},
        {"spacing_median_y", {"Median voxel spacing y", "mm"}},
        {"spacing_median_z", {"Median voxel spacing z", "mm"}},
        {"spacing_target_x", {"Target voxel spacing x", "mm"}},
        {"spacing_target_y", {"Target voxel spacing y", "mm"}},
        {"spacing_target_z", {"Target voxel spacing z", "mm"}},
        {"dims_median_x", {"Median image size x", "voxels"}},
        {"dims_median_y", {"Median image size y", "voxels"}},
        {"dims_median_z", {"Median image size z", "voxels"}},
        {"intensity_mean", {"Mean intensity", "image units"}},
        {"intensity_std", {"Intensity standard deviation", "image units"}},
        {"intensity_min", {"Minimum intensity", "image units"}},
        {"intensity_max", {"Maximum intensity", "image units"}},
        {"intensity_median", {"Median intensity", "image units"}},
        {"intensity_p00_5", {"0.5th intensity percentile", "image units"}},
        {"intensity_p99_5", {"99.5th intensity percentile", "image units"}},
        {"intensity_foreground", {"Intensities measured on the foreground (1: yes)", ""}},
        {"output_min", {"Output minimum", "image units"}},
        {"output_max", {"Output maximum", "image units"}},
    };
    auto it = labels.find(key);
    if (it == labels.end())
        return key;
    const auto& [words, unit] = it->second;
    return words + (unit.empty() ? "" : " (" + unit + ")");
}

} // namespace scansleuth::audit
