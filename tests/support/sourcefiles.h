// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <QDirIterator>
#include <QFileInfo>
#include <QString>
#include <QStringList>

// The C++ files (.cpp, .h) under `folders` of the source tree `root` (a test's SCANSLEUTH_SOURCE_DIR), for
// the tests whose oracle is core's source; files whose name starts with `skipPrefix` (a table's own files,
// which would find themselves) are left out.
namespace scansleuth::testsupport {

inline QStringList sourceFiles(const QString& root, const QStringList& folders,
                               const QString& skipPrefix = {})
{
    QStringList files;
    for (const QString& folder : folders) {
        QDirIterator it(root + QLatin1Char('/') + folder, {QStringLiteral("*.cpp"), QStringLiteral("*.h")},
                        QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            const QString file = it.next();
            if (skipPrefix.isEmpty() || !QFileInfo(file).fileName().startsWith(skipPrefix))
                files << file;
        }
    }
    files.sort(); // the same order on every file system
    return files;
}

} // namespace scansleuth::testsupport
