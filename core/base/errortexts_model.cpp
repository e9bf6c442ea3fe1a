// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "base/errortexttable.h"

#include "base/translate.h"

namespace scansleuth::detail {

// The messages of core/model, preprocess/, investigate/, workflow/ (the knowledge base, investigation
// files), report/ and demo/.
const std::vector<const char*>& modelErrorTexts()
{
    static const std::vector<const char*> texts = {};
    return texts;
}

} // namespace scansleuth::detail
