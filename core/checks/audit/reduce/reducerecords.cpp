// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The reduce: from the merged records to pairs, profiles, comparisons and findings. Reads no image.
#include "checks/audit/reduce/reduceinternal.h"

#include "checks/audit/parity/parityinternal.h"

#include "base/numberformat.h"
#include "base/strings.h"

#include <algorithm>
#include <filesystem>
#include <map>
#include <set>

namespace scansleuth::audit {

namespace {

std::string recordText(const VolumeRecord& r)
{
    std::string name = r.caseId.empty() ? std::filesystem::path(r.path).filename().string() : r.caseId;
    if (!r.label.empty())
        name += " [" + r.label + "]";
    return r.split + " '" + name + "'";
}

std::string percent(double fraction)
{
    return formatNumber(100 * fraction, 0) + "%";
}

bool hasKind(const Match& m, const std::set<std::string>& kinds)
{
    return std::any_of(m.reasons.begin(), m.reasons.end(),
                       [&](const PairReason& r) { return kinds.count(r.kind) > 0; });
}

// The pairs behind one leakage code: one evidence line a pair with that code's reasons.
struct CodeGroup
{
    std::vector<const Match*> matches;
    std::vector<std::string> lines;
    std::set<std::size_t> records;
};

CodeGroup groupFor(const std::vector<Match>& matches, const std::vector<VolumeRecord>& records,
                   const std::string& code, const std::set<std::string>& unless = {})
{
    CodeGroup g;
    for (const Match& m : matches) {
        if (hasKind(m, unless))
            continue;
        std::vector<std::string> reasons;
        for (const PairReason& r : m.reasons)
            if (codeOfKind(r.kind) == code)
                reasons.push_back(r.evidence);
        if (reasons.empty())
            continue;
        g.matches.push_back(&m);
        g.records.insert(m.a);
        g.records.insert(m.b);
        g.lines.push_back(recordText(records[m.a]) + " and " + recordText(records[m.b]) + ": " +
                          join(reasons, "; "));
    }
    return g;
}

Finding leakageFinding(const std::string& code, Severity severity, const std::string& message,
                       const std::string& fix, CodeGroup& g)
{
    Finding f = makeFinding(code, severity, message, fix);
    f.measurements.push_back({"pairs", double(g.matches.size()), ""});
    f.measurements.push_back({"volumes", double(g.records.size()), ""});
    f.evidence = capLines(std::move(g.lines));
    return f;
}

std::string plural(std::size_t n, const std::string& one, const std::string& many)
{
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

void leakageFindings(Findings& out, const std::vector<Match>& matches,
                     const std::vector<VolumeRecord>& records, const std::vector<SplitInput>& splits,
                     const std::vector<int>& order, double threshold)
{
    const std::string splitFix =
        "Split by patient (group every volume of a patient into one split, e.g. with "
        "GroupKFold on the patient), then retrain and re-evaluate.";
    if (CodeGroup g = groupFor(matches, records, "leakage.patient_overlap"); !g.matches.empty()) {
        std::set<std::string> patients;
        for (const Match* m : g.matches) {
            const Identity& id = records[m->a].identity;
            for (const PairReason& r : m->reasons)
                if (r.kind == "patient")
                    patients.insert("id:" + trim(id.patientId));
                else if (r.kind == "csv-patient")
                    patients.insert("csv:" + trim(id.csvPatient));
        }
        Finding f = leakageFinding("leakage.patient_overlap", Severity::Error,
                                   plural(patients.size(), "patient has", "patients have") +
                                       " volumes in more than one split (by PatientID or the CSV's patient "
                                       "column): the model is tested on "
                                       "patients it was trained on.",
                                   splitFix, g);
        f.measurements.insert(f.measurements.begin(), {"patients", double(patients.size()), ""});
        out.push_back(std::move(f));
    }
    if (CodeGroup g = groupFor(matches, records, "leakage.fuzzy_identity"); !g.matches.empty())
        out.push_back(leakageFinding(
            "leakage.fuzzy_identity", Severity::Error,
            plural(g.matches.size(), "pair", "pairs") +
                " of volumes in different splits belong to one person by name and birth date under different "
                "PatientIDs: re-anonymisation gave the patient a new ID.",
            "Key the split on the person (name and birth date before anonymisation, or a stable pseudonym), "
            "not on "
            "PatientID, then retrain and re-evaluate.",
            g));
    if (CodeGroup g = groupFor(matches, records, "leakage.study_overlap"); !g.matches.empty())
        out.push_back(leakageFinding("leakage.study_overlap", Severity::Error,
                                     plural(g.matches.size(), "pair", "pairs") +
                                         " of volumes in different splits share a study, series, image, "
                                         "frame of reference or accession "
                                         "number: the same examination is on both sides.",
                                     "Remove the shared examinations from the evaluation split (or move them "
                                     "to training) and split by "
                                     "patient.",
                                     g));
    if (CodeGroup g = groupFor(matches, records, "leakage.duplicate_volume"); !g.matches.empty())
        out.push_back(
            leakageFinding("leakage.duplicate_volume", Severity::Error,
                           plural(g.matches.size(), "pair", "pairs") +
                               " of volumes in different splits have identical voxels (whatever their "
                               "file format or header).",
                           "Remove the copies from the evaluation split and find how they got there "
                           "(a conversion run over both folders, an augmentation written to disk).",
                           g));
    if (CodeGroup g = groupFor(matches, records, "leakage.same_acquisition"); !g.matches.empty()) {
        // The grids the records lie on: two sessions hardly ever share one to the hundredth of a mm.
        std::vector<std::size_t> grids;
        double lowest = 1;
        for (const Match* m : g.matches)
            lowest = std::min(lowest, m->similarity);
        for (std::size_t r : g.records)
            if (std::none_of(grids.begin(), grids.end(),
                             [&](std::size_t q) { return onOneGrid(records[q], records[r]); }))
                grids.push_back(r);
        Finding f = leakageFinding(
            "leakage.same_acquisition", Severity::Error,
            plural(g.records.size(), "volume", "volumes") + " on " +
                plural(grids.size(), "scan grid", "scan grids") +
                " sit on both sides of a split: volumes that share a grid exactly and match cell for cell, "
                "as the time points of one fMRI or diffusion run saved as separate files do. The model is "
                "tested on the acquisition it was trained on.",
            "Keep every volume of an acquisition (and every acquisition of a subject) in one split: split by "
            "subject before cutting 4D images into 3D files, then retrain and re-evaluate.",
            g);
        f.measurements.insert(f.measurements.begin(), {"grids", double(grids.size()), ""});
        f.measurements.push_back({"lowest_similarity", lowest, ""});
        f.measurements.push_back({"threshold", kSameAcquisitionSimilarity, ""});
        out.push_back(std::move(f));
    }
    if (CodeGroup g = groupFor(matches, records, "leakage.near_duplicate", {"same-acquisition"});
        !g.matches.empty()) {
        double best = 0;
        for (const Match* m : g.matches)
            best = std::max(best, m->similarity);
        Finding f = leakageFinding("leakage.near_duplicate", Severity::Warning,
                                   plural(g.matches.size(), "pair", "pairs") +
                                       " of volumes in different splits look like copies of one image "
                                       "(resampled, cropped, flipped or "
                                       "rescaled): similarity at least " +
                                       formatFixed(threshold, 2) + ".",
                                   "Look at each pair side by side; remove true copies from the evaluation "
                                   "split and split by patient.",
                                   g);
        f.measurements.push_back({"highest_similarity", best, ""});
        f.measurements.push_back({"threshold", threshold, ""});
        out.push_back(std::move(f));
    }
    // Splits at the wrong level: parts of one volume, and one patient's different cases, on both sides.
    {
        CodeGroup g = groupFor(matches, records, "leakage.split_level");
        std::vector<std::string> caseLines;
        std::set<std::size_t> caseRecords;
        std::size_t casePairs = 0;
        for (const Match& m : matches) {
            if (!hasKind(m, {"patient", "csv-patient", "fuzzy-identity"}) ||
                hasKind(m, {"instance", "series", "study", "duplicate", "near-duplicate", "same-volume-parts",
                            "same-acquisition"}) ||
                records[m.a].caseId == records[m.b].caseId)
                continue;
            ++casePairs;
            caseRecords.insert(m.a);
            caseRecords.insert(m.b);
            caseLines.push_back(recordText(records[m.a]) + " and " + recordText(records[m.b]) +
                                ": different cases of one patient");
        }
        if (!g.matches.empty() || casePairs > 0) {
            std::vector<std::string> parts;
            if (!g.matches.empty())
                parts.push_back(plural(g.matches.size(), "slice or patch", "slices or patches") +
                                " in one split come from a volume whose other parts are in another split");
            if (casePairs > 0)
                parts.push_back(plural(casePairs, "case", "cases") +
                                " of a patient sit in another split than the same patient's other cases");
            Finding f =
                makeFinding("leakage.split_level", Severity::Error,
                            "The split was made at the wrong level: " + join(parts, ", and ") + ".",
                            "Split whole patients first, then cut volumes into slices or patches inside each "
                            "split.");
            f.measurements.push_back({"part_pairs", double(g.matches.size()), ""});
            f.measurements.push_back({"case_pairs", double(casePairs), ""});
            std::vector<std::string> lines = std::move(g.lines);
            lines.insert(lines.end(), caseLines.begin(), caseLines.end());
            f.evidence = capLines(std::move(lines));
            out.push_back(std::move(f));
        }
    }
    // Most of one split is a copy of another: the metric was computed on the wrong split.
    const std::set<std::string> copyKinds = {"duplicate", "instance", "series"};
    for (std::size_t x = 0; x < splits.size(); ++x)
        for (std::size_t y = 0; y < splits.size(); ++y) {
            if (x == y)
                continue;
            std::size_t total = 0;
            for (std::size_t i = 0; i < records.size(); ++i)
                total += order[i] == int(x) ? 1 : 0;
            std::set<std::size_t> copied;
            for (const Match& m : matches) {
                if (!hasKind(m, copyKinds))
                    continue;
                if (order[m.a] == int(x) && order[m.b] == int(y))
                    copied.insert(m.a);
                if (order[m.b] == int(x) && order[m.a] == int(y))
                    copied.insert(m.b);
            }
            // More than half: "mostly the other set"; one leaked volume of two is a leak, not a swapped
            // split.
            if (total == 0 || double(copied.size()) <= 0.5 * double(total))
                continue;
            const double fraction = double(copied.size()) / double(total);
            Finding f = makeFinding(
                "leakage.split_copy", Severity::Error,
                percent(fraction) + " of the " + splits[x].name + " split's volumes are copies of " +
                    splits[y].name + " volumes: the " + splits[x].name + " set is " +
                    (fraction >= 0.999 ? "" : "mostly ") + "the " + splits[y].name +
                    " set, as when a metric is computed on the wrong split.",
                "Check which folder or CSV column the evaluation read, and evaluate on the held-out "
                "split.");
            f.measurements = {{"copied_volumes", double(copied.size()), ""},
                              {"split_volumes", double(total), ""},
                              {"fraction", fraction, ""}};
            f.evidence.push_back(splits[x].name + ": " + std::to_string(copied.size()) + " of " +
                                 std::to_string(total) +
                                 " volumes have an identical or same-series volume in " + splits[y].name);
            out.push_back(std::move(f));
        }
}

} // namespace

std::vector<std::string> capLines(std::vector<std::string> lines, std::size_t limit)
{
    if (lines.size() > limit) {
        const std::size_t more = lines.size() - limit;
        lines.resize(limit);
        lines.push_back("and " + std::to_string(more) + " more");
    }
    return lines;
}

Result<AuditResult> reduceRecords(const Shard& merged, const std::vector<RecordPair>& nearPairs,
                                  const AuditOptions& options, const Progress& progress)
{
    AuditResult result;
    result.splits = merged.splits;
    result.records = merged.records;
    result.failures = merged.failures;

    std::map<std::string, int> splitIndex;
    for (std::size_t i = 0; i < merged.splits.size(); ++i)
        splitIndex.emplace(merged.splits[i].name, int(i));
    std::vector<int> order(result.records.size());
    std::vector<std::size_t> perSplit(merged.splits.size());
    for (std::size_t i = 0; i < result.records.size(); ++i) {
        auto it = splitIndex.find(result.records[i].split);
        if (it == splitIndex.end())
            return makeError(ErrorKind::Invalid, "The volume " + result.records[i].path +
                                                     " belongs to the split '" + result.records[i].split +
                                                     "', which is not one of the audit's splits.");
        order[i] = it->second;
        ++perSplit[std::size_t(it->second)];
    }
    if (std::count_if(perSplit.begin(), perSplit.end(), [](std::size_t n) { return n > 0; }) < 2)
        return makeError(ErrorKind::Invalid,
                         "The audit needs at least two splits with readable volumes to compare, and has " +
                             std::to_string(std::count_if(perSplit.begin(), perSplit.end(),
                                                          [](std::size_t n) { return n > 0; })) +
                             ".");
    for (const RecordPair& p : nearPairs)
        if (p.a >= result.records.size() || p.b >= result.records.size())
            return makeError(ErrorKind::Invalid,
                             "A near-duplicate pair names a volume that is not in the audit.");

    if (!progress.report(0.0, "leakage"))
        return makeError(ErrorKind::Cancelled, "The audit was cancelled.");
    auto acquisitionPairs = findSameAcquisitions(result.records, order);
    if (!acquisitionPairs)
        return acquisitionPairs.error();
    const std::vector<Match> matches = findMatches(result.records, order, nearPairs, *acquisitionPairs);
    result.pairs = toSuspectedPairs(matches);

    if (!progress.report(0.4, "parity"))
        return makeError(ErrorKind::Cancelled, "The audit was cancelled.");
    result.profiles = buildProfiles(result.splits, result.records, result.failures);
    result.parity =
        compareSplits(result.profiles, result.records, {options.parityEffectSize, options.parityKs});

    Findings leakage;
    leakageFindings(leakage, matches, result.records, result.splits, order, options.nearDuplicateSimilarity);
    Findings parity = parityFindings(result.profiles, result.parity, result.records);

    if (!progress.report(0.8, "references"))
        return makeError(ErrorKind::Cancelled, "The audit was cancelled.");
    Findings references;
    for (const std::string& path : options.references) {
        auto ref = readReferenceFingerprint(path);
        if (!ref)
            return ref.error();
        for (Finding& f : referenceFindings(*ref, result.profiles, result.records))
            references.push_back(std::move(f));
        result.references.push_back(std::move(*ref));
    }

    Findings& findings = result.findings;
    findings = leakage;
    findings.insert(findings.end(), parity.begin(), parity.end());
    findings.insert(findings.end(), references.begin(), references.end());
    if (!result.failures.empty()) {
        Finding f = makeFinding(
            "dataset.unreadable_file", Severity::Warning,
            plural(result.failures.size(), "file", "files") +
                (result.failures.size() == 1 ? " could not be read and was" : " could not be read and were") +
                " left out of the audit.",
            "Fix or remove the files (the reason is given for each), then rerun the audit.");
        f.measurements.push_back({"files", double(result.failures.size()), ""});
        std::vector<std::string> lines;
        for (const checks::FileFailure& fail : result.failures)
            lines.push_back(fail.path + ": " + fail.reason);
        f.evidence = capLines(std::move(lines));
        findings.push_back(std::move(f));
    }
    std::vector<std::string> counts;
    for (std::size_t i = 0; i < result.splits.size(); ++i)
        counts.push_back(result.splits[i].name + " " + std::to_string(perSplit[i]));
    if (leakage.empty()) {
        std::size_t identified = 0, fingerprinted = 0;
        for (const VolumeRecord& r : result.records) {
            identified += r.identity.from.empty() ? 0 : 1;
            fingerprinted += r.content.thumbnail.empty() ? 0 : 1;
        }
        Finding f = makeFinding("audit.clean_splits", Severity::Info,
                                "No leakage found between the splits: no patient, study, series or image on "
                                "both sides, no identical or "
                                "near-identical volumes, no time points of one acquisition or slices of one "
                                "volume in two splits.");
        f.measurements = {{"volumes", double(result.records.size()), ""},
                          {"volumes_with_identity", double(identified), ""},
                          {"volumes_with_thumbnail", double(fingerprinted), ""}};
        f.evidence.push_back("volumes: " + join(counts, ", "));
        if (identified < result.records.size())
            f.evidence.push_back(
                std::to_string(result.records.size() - identified) +
                " volumes carry no patient identity (no DICOM tags, DICOM source or CSV patient "
                "column): for them only the content was compared");
        if (fingerprinted < result.records.size())
            f.evidence.push_back(std::to_string(result.records.size() - fingerprinted) +
                                 " volumes have no thumbnail: near-duplicates were not searched among them");
        findings.push_back(std::move(f));
        // A clean audit says nothing about the patients it could not identify.
        std::vector<std::string> unknown;
        for (const VolumeRecord& r : result.records)
            if (!hasPatientIdentity(r.identity))
                unknown.push_back(r.split + "/" + r.caseId + (r.label.empty() ? "" : ":" + r.label));
        if (!unknown.empty()) {
            Finding g = makeFinding(
                "leakage.inconclusive", Severity::Warning,
                std::to_string(unknown.size()) + " of " + std::to_string(result.records.size()) +
                    " volumes carry no patient identity (no DICOM patient tags, no DICOM source beside them, "
                    "no "
                    "CSV patient column): their images were compared, but another scan of the same patient "
                    "(a "
                    "follow-up, another sequence) would go unseen, so patient overlap is not ruled out.",
                "Give the audit a CSV with a patient column (case, split, path, patient), or keep each "
                "NIfTI's "
                "DICOM source beside it, and run it again.");
            g.measurements = {{"volumes_without_identity", double(unknown.size()), ""},
                              {"volumes", double(result.records.size()), ""}};
            g.evidence = capLines(std::move(unknown), 10);
            findings.push_back(std::move(g));
        }
    }
    std::size_t flagged = 0;
    for (const FeatureComparison& c : result.parity)
        flagged += c.flagged ? 1 : 0;
    Finding summary = makeFinding(
        "audit.summary", Severity::Info,
        "Audited " + plural(result.records.size(), "volume", "volumes") + " in " +
            std::to_string(result.splits.size()) + " splits (" + join(counts, ", ") +
            "): " + plural(leakage.size(), "leakage finding", "leakage findings") + ", " +
            plural(parity.size() + references.size(), "preprocessing finding", "preprocessing findings") +
            ".");
    summary.measurements = {{"volumes", double(result.records.size()), ""},
                            {"unreadable_files", double(result.failures.size()), ""},
                            {"suspected_pairs", double(result.pairs.size()), ""},
                            {"flagged_comparisons", double(flagged), ""}};
    for (std::size_t i = 0; i < result.splits.size(); ++i)
        summary.measurements.push_back({"volumes_" + result.splits[i].name, double(perSplit[i]), ""});
    findings.push_back(std::move(summary));
    progress.report(1.0, "done");
    return result;
}

} // namespace scansleuth::audit
