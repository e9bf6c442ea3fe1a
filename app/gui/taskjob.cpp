// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "taskjob.h"

namespace scansleuth::app {

Progress TaskJob::withoutStages(const Progress& progress)
{
    return Progress([progress](double fraction, const std::string&) { return progress.report(fraction); });
}

} // namespace scansleuth::app
