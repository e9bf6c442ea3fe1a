// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/finding.h"
#include "base/progress.h"
#include "base/result.h"
#include "checks/audit/content/content.h"
#include "checks/audit/parity/parity.h"
#include "checks/audit/records/records.h"
#include "checks/audit/search/search.h"
#include "checks/audit/shards/shards.h"
#include "checks/audit/sources/sources.h"
#include "checks/scans/datasetscan.h"

#include <string>
#include <vector>

// The reduce: from the merged records to the AuditResult, its suspected leaks (leakage.cpp,
// sameacquisition.cpp), the parity of the splits (parity/) and the findings (reducerecords.cpp). Reads no
// image. auditRecords() and auditSources() (auditrecords.cpp) are the audit's entry points.
namespace scansleuth::audit {

// One suspected leak between two records of different splits.
struct SuspectedPair
{
    std::size_t a = 0, b = 0; // indices into AuditResult::records (a's split before b's)
    std::string kind;         // "patient", "fuzzy-identity", "study", "series", "instance",
                              // "frame-of-reference", "accession", "csv-patient", "duplicate",
                              // "same-volume-parts", "same-acquisition", "near-duplicate", "embedding"
    std::string code;         // the finding code it feeds: leakage.*
    double similarity = 1;    // near-duplicate / embedding; 1 otherwise
    std::vector<std::string>
        evidence;    // "PatientID 'P001' in both", "NCC 0.991 after flipping x, shift 12 mm"
    NearMatch match; // near-duplicates
};

struct AuditOptions
{
    double nearDuplicateSimilarity = kNearDuplicateSimilarity;
    // Cosine of two records' embeddings at or above which they are suspected (the model's own scale: no
    // threshold fits every model, so check it on two scans known to be different people).
    double embeddingSimilarity = kEmbeddingSimilarity;
    double parityEffectSize = 0.8;       // |Cohen's d| at or above flags a feature (with ks p < 0.01)
    double parityKs = 0.5;               // or KS D at or above this with p < 0.05 (docs/audit-parity.md)
    std::vector<std::string> references; // paths for readReferenceFingerprint
};

struct AuditResult
{
    std::vector<SplitInput> splits;
    std::vector<VolumeRecord> records;         // the merged shards' records
    std::vector<checks::FileFailure> failures; // unreadable files, with the reason
    std::vector<SuspectedPair> pairs;          // strongest first (identity, exact, near)
    std::vector<SplitProfile> profiles;        // one per split, in the splits' order
    std::vector<FeatureComparison> parity;     // every split pair x feature; flagged ones first
    std::vector<ReferenceFingerprint> references;
    // leakage.patient_overlap, leakage.fuzzy_identity, leakage.study_overlap, leakage.duplicate_volume,
    // leakage.near_duplicate, leakage.same_acquisition (volumes of one 4D acquisition), leakage.split_level
    // (one patient's cases or one volume's slices/patches over splits), dataset.intensity_mismatch (names HU
    // vs [0,1] vs z-score), dataset.spacing_mismatch, dataset.dims_mismatch, dataset.orientation_mismatch,
    // dataset.dtype_mismatch, dataset.rescale_mismatch, dataset.acquisition_mismatch,
    // dataset.philips_scaling_mismatch, dataset.normalisation_fitted_on_test, dataset.reference_mismatch,
    // dataset.unreadable_file, audit.clean_splits (no leakage found), audit.summary (always last).
    Findings findings;
};

// The reduce: leakage, parity and findings from the records (no file is read, except the references).
// Errors: Invalid for fewer than two splits with records; Cancelled; a reference's read error as it is.
Result<AuditResult> auditRecords(const Shard& merged, const AuditOptions& options = {},
                                 const Progress& progress = {});

// fingerprintShard(list, 0, 1) + auditRecords in one call, for the GUI and `audit --split/--csv`.
Result<AuditResult> auditSources(const SourceList& list, const FingerprintOptions& fingerprint = {},
                                 const AuditOptions& options = {}, const Progress& progress = {});

// How the leakage tells people apart (leakage.cpp).

// A patient's name for fuzzy matching: the first non-empty '='-group of the DICOM name (UTF-8, or Latin-1
// bytes), upper case, Latin letters folded to ASCII (Ü -> U, ß -> SS, Ř -> R), '^' and any punctuation
// become spaces, the German digraphs AE/OE/UE folded to A/O/U (so "Müller^Hans", "MUELLER HANS" and
// "Muller, Hans" all give "HANS MULLER"), one-letter parts (initials) dropped, parts sorted and joined by
// single spaces. Empty for anonymised placeholders: "", names of only placeholder words ("ANONYMOUS",
// "ANON", "UNKNOWN", "PATIENT"...) and any name with a digit (pseudonyms like "ANON^12345",
// "LIDC-IDRI-0001").
std::string normalisedName(const std::string& dicomName);

// An identifier that names nobody: empty, only zeros, or an anonymisation placeholder ("ANON",
// "ANONYMOUS", "ANONYMIZED", "ANONYMISED", "UNKNOWN", "NONE", "NA", "N/A", "NULL", "REMOVED", "PATIENT",
// "TEST"; any case, spaces around ignored). Such IDs never match, and never name a patient.
bool isPlaceholderId(const std::string& id);
// Whether a record names its patient: a PatientID or CSV patient that is not a placeholder, or a name that
// normalises to something (normalisedName). Without it, only the record's content can be compared.
bool hasPatientIdentity(const Identity& identity);

} // namespace scansleuth::audit
