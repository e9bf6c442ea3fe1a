// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <string>

namespace scansleuth::scene3d {

// The VTK the 3D view's module was built with, "9.1.0" (VTK's VTK_VERSION, as CMake found it), without
// opening the module (VTK is loaded when the 3D view is first shown).
std::string vtkVersion();

} // namespace scansleuth::scene3d
