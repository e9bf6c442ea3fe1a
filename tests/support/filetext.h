// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

// A written file read back whole, for tests that check what a program wrote: empty when it cannot be read
// (a missing file then fails the comparison it feeds).
#include <QByteArray>
#include <QFile>
#include <QString>

namespace scansleuth::testing {

inline QByteArray readBytes(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

inline QString readText(const QString& path)
{
    return QString::fromUtf8(readBytes(path));
}

} // namespace scansleuth::testing
