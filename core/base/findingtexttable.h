// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/findingtexts.h"

#include <vector>

// The parts of the template table (findingtexts.h), one file an area so that each stays readable.
namespace scansleuth::detail {

const std::vector<TextTemplate>& ioTextTemplates();    // io/: DICOM, SEG, RTSTRUCT, NIfTI, ITK
const std::vector<TextTemplate>& checkTextTemplates(); // checks/: geometry, labels, scans, audit, compare
const std::vector<TextTemplate>& modelTextTemplates(); // model/: inference, determinism, training
const std::vector<TextTemplate>& lineTextTemplates();  // the lines checks write for people
const std::vector<TextTemplate>& experimentTextTemplates(); // model experiments' summaries, their pieces
const std::vector<TextTemplate>& auditTextTemplates();      // the dataset audit's pair evidence, its pieces

} // namespace scansleuth::detail
