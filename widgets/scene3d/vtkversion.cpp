// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "vtkversion.h"

namespace scansleuth::scene3d {

std::string vtkVersion()
{
    return SCANSLEUTH_VTK_VERSION;
}

} // namespace scansleuth::scene3d
