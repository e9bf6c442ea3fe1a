// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

// A finding's message and evidence lines as one text, for tests that look for words anywhere in what a
// finding tells the user. Look findings up by code with base/finding.h's findFinding.
#include "base/finding.h"

#include <QString>

namespace scansleuth::testing {

inline QString allText(const Finding& f)
{
    QString text = QString::fromStdString(f.message);
    for (const std::string& e : f.evidence)
        text += "\n" + QString::fromStdString(e);
    return text;
}

} // namespace scansleuth::testing
