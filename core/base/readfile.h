// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"

#include <cstdint>
#include <string>

namespace scansleuth {

// The whole content of a file, read until end of file (also from files whose size the system does not
// report), refusing more than `maxBytes`. Errors: NotFound (no such file, or not a regular file), TooLarge
// (more than maxBytes), Io (it cannot be opened or a read fails: the errno text is in the detail). The
// messages name the path; callers that know what the file is may reword the message and keep the rest.
Result<std::string> readWholeFile(const std::string& path, std::uintmax_t maxBytes);

} // namespace scansleuth
