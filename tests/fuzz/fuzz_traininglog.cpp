// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The training-log reader: CSV parsing (Lightning, Keras, plain; comma, semicolon, tab) and the curve
// classification, with and without the ln(C) check of the initial loss.
#include "checks/scans/traininglog.h"

#include <string>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    using namespace scansleuth::checks;
    const std::string text(reinterpret_cast<const char*>(data), size);
    TrainingLogOptions options;
    options.classes = size > 0 ? data[0] % 8 : 0;
    TrainingLog log = readTrainingLog(text, options);
    if (log.findings.empty() || log.classification.empty())
        __builtin_trap(); // never fails: an unusable text is training.unreadable
    return 0;
}
