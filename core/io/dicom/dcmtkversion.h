// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <string>

namespace scansleuth::io {

// The DCMTK this program's DICOM module was built with, "3.6.7" (DCMTK's OFFIS_DCMTK_VERSION_STRING, as
// CMake found it), without opening the module.
std::string dcmtkVersion();

} // namespace scansleuth::io
