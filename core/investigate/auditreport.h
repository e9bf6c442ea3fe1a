// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "checks/audit/reduce/reduce.h"
#include "render/render.h"
#include "report/document.h"
#include "report/pseudonymise.h"

#include <cstddef>
#include <string>
#include <vector>

// A dataset audit (checks/audit/reduce/reduce.h) for people: the report section (summary, findings, the
// suspected pairs with pictures of both volumes, parity tables, overlaid intensity histograms and box plots
// per split, unreadable files), in the words of checks/audit/output/auditwords.h that the CLI's text output
// shares. docs/dataset-audit.md describes the section; docs/report.md the blocks.
namespace scansleuth::investigate {

struct AuditReportOptions
{
    std::size_t pairRows = 50;    // suspected pairs listed in the table (the strongest first)
    std::size_t pictures = 12;    // pairs pictured (0: none, and no file is read)
    bool readPictureFiles = true; // false: leave the pictures out (the raw files are elsewhere)
    std::size_t boxPlots = 6;     // features with a box plot: flagged ones first; constant ones never
    // Patient names, IDs and birth dates of the records are replaced by keyed pseudonyms in
    // auditDocument unless this is set (report/pseudonymise.h).
    bool includeIdentifiers = false;
    std::string pseudonymKey; // empty: a random key per report
};

// Every patient the records name (DICOM PatientID, PatientName, PatientBirthDate; the CSV's patient
// column), one Identifiers per distinct combination, for report::applyPrivacy.
std::vector<report::Identifiers> auditPatients(const audit::AuditResult& result);

// The picture of one pair: both volumes read again from their files (records keep no voxels), the
// middle axial slice of A and the slice of B at the same place in the matched overlap (near-duplicates;
// else B's middle slice), each in its own window, scaled to one height and set side by side with the
// split names burnt in. Errors: the loader's (the file moved or is gone), Unsupported for array files
// (.npy/.npz/.pt), which have no geometry to draw by.
Result<render::RgbaImage> pairPicture(const audit::AuditResult& result, const audit::SuspectedPair& pair);

// The audit as one report section: inputs and summary, the findings, the suspected pairs table (split,
// case, path, kind, similarity, evidence for both sides), the pairs pictured, parity tables per split
// pair (medians, KS D and p, Wasserstein, Cohen's d, flagged), categorical counts (orientation, dtype,
// modality...), the overlaid intensity histograms and box plots per feature, the training-side
// references and the unreadable files. A picture that cannot be made is a warning paragraph in its
// place, and its sentence is appended to `problems`. Identifiers are left as they are (the caller
// applies the privacy: auditDocument does).
report::Section auditSection(const audit::AuditResult& result, const AuditReportOptions& options = {},
                             std::vector<std::string>* problems = nullptr);

// A standalone document titled "Dataset audit" holding auditSection, pseudonymised (auditPatients)
// unless options.includeIdentifiers.
report::Document auditDocument(const audit::AuditResult& result, const AuditReportOptions& options = {},
                               std::vector<std::string>* problems = nullptr);

} // namespace scansleuth::investigate
