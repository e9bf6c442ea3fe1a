// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"

#include <string>

// Investigation files are shared, so the paths inside them are untrusted. Every file an investigation
// keeps (its snapshot pictures) is named relative to the investigation's folder and must stay inside it,
// for reading and for writing alike (docs/investigation-format.md, "Paths inside an investigation").
namespace scansleuth::workflow {

// The absolute, canonical path of `relative` inside `folder` (an empty folder means the current one).
// Symbolic links are followed as far as the path exists (std::filesystem::weakly_canonical), the rest is
// normalised lexically, and the result must lie strictly below the canonical `folder`, compared component
// by component. The target need not exist. Errors: Corrupt for an empty path, a NUL character, an
// absolute path, or one that leaves the folder (through "..", or a symbolic link to a file or folder
// outside it; the message quotes the path); Io when the file system cannot answer (a loop of links, no
// permission).
Result<std::string> resolveInside(const std::string& folder, const std::string& relative);

} // namespace scansleuth::workflow
