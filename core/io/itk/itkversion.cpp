// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "itkversion.h"

namespace scansleuth::io {

std::string itkVersion()
{
    return SCANSLEUTH_ITK_VERSION;
}

} // namespace scansleuth::io
