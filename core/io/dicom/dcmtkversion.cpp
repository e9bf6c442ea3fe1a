// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "dcmtkversion.h"

namespace scansleuth::io {

std::string dcmtkVersion()
{
    return SCANSLEUTH_DCMTK_VERSION;
}

} // namespace scansleuth::io
