// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "checks/compare/runs/runcomparison.h"

#include <QDir>
#include <QFile>
#include <QString>

// A run comparison of runs a (case1, case2) and b (case1 only) in `dir`, from the test data's 8x8x8 NIfTI:
// case2's input b has no file, as the comparison window shows it.
namespace scansleuth::testsupport {

inline Result<compare::Comparison> comparisonWithMissingCase(const QString& dir)
{
    const QString control = QStringLiteral(SCANSLEUTH_TEST_DATA_DIR "/malformed/nifti_control_8x8x8.nii");
    const QDir root(dir);
    if (!root.mkpath(QStringLiteral("a")) || !root.mkpath(QStringLiteral("b")) ||
        !QFile::copy(control, root.filePath(QStringLiteral("a/case1.nii"))) ||
        !QFile::copy(control, root.filePath(QStringLiteral("a/case2.nii"))) ||
        !QFile::copy(control, root.filePath(QStringLiteral("b/case1.nii"))))
        return makeError(ErrorKind::Io, "The test's runs could not be written.");
    return compare::compareRuns({{"a", root.filePath(QStringLiteral("a")).toStdString()},
                                 {"b", root.filePath(QStringLiteral("b")).toStdString()}},
                                "");
}

} // namespace scansleuth::testsupport
