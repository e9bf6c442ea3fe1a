// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"

// scansleuth-cli's exit codes (documented in docs/cli.md; like dcm2niix, each failure class has its own).
namespace scansleuth::cli {

enum ExitCode : int
{
    ExitOk = 0,          // everything found was processed
    ExitInternal = 1,    // a bug: please report it
    ExitUsage = 2,       // bad command line
    ExitNoImage = 3,     // the path does not exist or holds no image
    ExitCorrupt = 4,     // unreadable, truncated or inconsistent input
    ExitUnsupported = 5, // valid input this version cannot handle (RGB, an unknown codec)
    ExitWriteFailed = 6, // the output could not be written
    ExitPartial = 7,     // some images were processed, others failed (see the messages)
    ExitTooLarge = 8,    // the image would not fit in memory
    ExitFindings = 9,    // a check ran and found problems (warnings or errors: see the findings)
    ExitNonFinite = 10,  // `model run`: the model's output holds NaN or Inf (nothing written unless asked)
    ExitCancelled = 130, // interrupted (Ctrl+C)
};

inline int exitCodeFor(const Error& e)
{
    switch (e.kind) {
    case ErrorKind::NotFound:
        return ExitNoImage;
    case ErrorKind::Corrupt:
        return ExitCorrupt;
    case ErrorKind::Unsupported:
        return ExitUnsupported;
    case ErrorKind::TooLarge:
        return ExitTooLarge;
    case ErrorKind::Io:
        return ExitWriteFailed;
    case ErrorKind::Cancelled:
        return ExitCancelled;
    case ErrorKind::Invalid:
        return ExitUsage;
    }
    return ExitInternal;
}

} // namespace scansleuth::cli
