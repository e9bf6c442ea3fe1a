// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"

#include <cstdint>
#include <map>
#include <string>

namespace scansleuth::cli {

// Label names for `--labels FILE`, read by render::readLabelTableFile (render/labeltable.h): ITK-SNAP,
// Slicer, FreeSurfer LUT, MRIcron/FSL index-name text, CSV/TSV or FSL atlas XML, the format decided from
// the content. Errors: NotFound, Corrupt naming the line (a value given twice, an empty name, another
// layout), or a file without labels.
Result<std::map<std::int64_t, std::string>> readLabelNames(const std::string& path);

} // namespace scansleuth::cli
