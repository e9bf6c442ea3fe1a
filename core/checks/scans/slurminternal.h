// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/strings.h"
#include "checks/scans/slurmlog.h"

#include <string>
#include <vector>

// Internal to the SLURM reader: sacct tables, line patterns, and the findings made from both.
namespace scansleuth::checks::slurm {

// Every sacct table in `text` (fixed-width with its dashes line, or pipe-separated with a header),
// with step rows folded into their job. Lines that are not part of a table are ignored.
// `tableLines`, when given, receives the 1-based numbers of the lines that belong to a table (header,
// dashes and rows), which the line patterns then skip.
std::vector<SlurmJob> parseSacct(const std::string& text, std::vector<int>* tableLines = nullptr);

// The finding codes a log line supports (none, one or several), with the line's evidence text.
void matchLogText(const std::string& source, const std::string& text, const std::vector<int>& skipLines,
                  std::vector<SlurmMatch>& out);

// CUDA out-of-memory numbers of one PyTorch message (GiB), or none.
std::vector<Measurement> cudaOomMeasurements(const std::string& line);

Findings slurmFindings(const std::vector<SlurmJob>& jobs, const std::vector<SlurmMatch>& matches);

} // namespace scansleuth::checks::slurm
