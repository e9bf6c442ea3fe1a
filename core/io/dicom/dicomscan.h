// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/progress.h"
#include "base/result.h"
#include "io/dicom/dicomheader.h"

#include <string>
#include <vector>

namespace scansleuth::io::detail {

// What reading the headers of a list of files gave, in file order.
struct ScannedHeaders
{
    std::vector<DicomFileHeader> headers;
    std::vector<std::string> skippedFiles; // not DICOM, or DICOM without an image
    std::vector<Error> fileErrors;         // detail names the file
};

// The regular files under `root` (recursively; `root` itself when it is a file), sorted by path.
std::vector<std::string> listFilesUnder(const std::string& root);

// Reads the headers of `files` on up to four threads. Fails only with Cancelled.
Result<ScannedHeaders> readHeaders(const std::vector<std::string>& files, const Progress& progress);

} // namespace scansleuth::io::detail
