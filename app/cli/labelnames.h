// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"

#include <cstdint>
#include <map>
#include <string>

namespace scansleuth::cli {

// Label names for `--labels FILE`: an ITK-SNAP label description or a 3D Slicer colour table (read by
// render::readLabelTable), or a CSV of `value,name` rows (a first row whose value is not a whole number,
// such as `label,name`, is a header; `#` lines are comments; names may be quoted). A file is read as CSV
// when its extension is .csv or its first data line has a comma. Errors: NotFound, Corrupt naming the
// line, a value given twice, or a file without labels.
Result<std::map<std::int64_t, std::string>> readLabelNames(const std::string& path);

} // namespace scansleuth::cli
