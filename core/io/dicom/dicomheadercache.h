// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "io/dicom/dicomheader.h"

#include <memory>
#include <string>
#include <vector>

namespace scansleuth::io::detail {

// scanDicom() parses each header once and keeps it here (keyed by path, checked against the file's
// size and modification time) so that loadDicomSeries() does not parse it again. Bounded: the cache
// is emptied when it grows past a few hundred thousand files. Thread-safe.
void rememberHeaders(std::vector<DicomFileHeader> headers);

// The headers of `paths`, from the cache when the file is unchanged, else read again. Fails with
// the first file's error.
Result<std::vector<std::shared_ptr<const DicomFileHeader>>> headersFor(const std::vector<std::string>& paths);

} // namespace scansleuth::io::detail
