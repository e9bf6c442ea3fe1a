// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/progress.h"
#include "base/result.h"
#include "experimentrunner.h"
#include "report/document.h"
#include "workflow/investigation.h"

#include <nlohmann/json.hpp>

#include <string>

// The dataset audit (checks/audit/reduce/reduce.h) as the automated experiment "dataset-audit" of an
// investigation (internal to scansleuth_investigate; experimentrunner.h is the public face).
namespace scansleuth::investigate {

// Inputs: the splits as "train", "validation", "test" and "new_data" (one folder or file each; the split
// is named after the input id), at least two of them; or "splits_csv", one CSV listing every case with its
// split (audit::readSplitCsv), not both. Optional: "training_fingerprint" (one or more: nnU-Net's
// dataset_fingerprint.json or plans, MONAI's data statistics, a preprocessing spec), "embedding_model" (a
// TorchScript encoder for the near-duplicate second opinion) and "device" (auto, cpu, cuda: for it).
//
// Runs audit::auditSources and records in the run its findings, as the audit decided them (among them
// leakage.inconclusive, which stops the absence of leakage findings from refuting patient overlap).
// data: the documented `audit --json` document (audit::auditToJson, docs/cli-json.md), cut: no "records"
// and no "findings" (they are the run's findings), the 50 strongest "pairs", up to 200 "parity"
// comparisons (flagged first) and the first 20 "failures" ("counts" gives the totals); plus "check":
// "dataset-audit", "csv" (the splits CSV, or null) and "patients" (auditPatients: each patient the records
// name, as lists "names", "ids" and "birth_dates", for pseudonymising reports). Snapshots, written into `dir`
// like the other checks': the three strongest suspected pairs (distinct volume pairs), both volumes side by
// side. Errors: Invalid (fewer than two splits, a split given twice, folders and a CSV together), and those
// of listing the sources and of the audit.
Status runAuditCheck(workflow::ExperimentRun& run, const ExperimentInputs& in, const std::string& dir,
                     const Progress& progress);

// The audit run's data as report blocks in `section`: each split's value domain, the suspected pairs
// table and the parity table (audit::parityRows: the flagged comparisons and the first 12 others). Reads
// investigations saved before issue 20 too (their "pairs_total", the splits' "value_domain" and the
// comparisons' "ks_p"). Adds nothing when `data` is not a dataset-audit run's.
void addAuditDetails(report::Section& section, const nlohmann::json& data);

} // namespace scansleuth::investigate
