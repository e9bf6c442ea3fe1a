// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <string>

namespace scansleuth::io {

// The ITK this program's ITK reader module was built with, "5.2.1" (ITK's ITK_VERSION, as CMake found it),
// without opening the module: the About box and a problem report name it at no start-up cost.
std::string itkVersion();

} // namespace scansleuth::io
