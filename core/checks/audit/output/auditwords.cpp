// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "checks/audit/output/auditwords.h"

#include "base/numberformat.h"

#include <cmath>
#include <map>

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

} // namespace scansleuth::audit
