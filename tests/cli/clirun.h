// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

// Runs the built scansleuth-cli the way a script would, for the CLI tests.
#include <QByteArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QProcessEnvironment>
#include <QString>
#include <QStringList>

namespace scansleuth::testing {

inline QString dataPath(const QString& relative)
{
    return QStringLiteral(SCANSLEUTH_TEST_DATA_DIR "/") + relative;
}

struct CliRun
{
    int exitCode = -1; // -1: did not finish in time; -2: crashed
    QByteArray out;
    QByteArray err;
    QJsonObject json() const { return QJsonDocument::fromJson(out).object(); }
};

// `environment`: extra variables for the child (LC_ALL=de_DE.UTF-8, say) on top of this process's.
inline CliRun cli(const QStringList& args, const QProcessEnvironment& environment = {})
{
    QProcess p;
    if (!environment.isEmpty()) {
        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert(environment);
        p.setProcessEnvironment(env);
    }
    p.start(QStringLiteral(SCANSLEUTH_BIN_DIR "/scansleuth-cli"), args);
    CliRun r;
    if (!p.waitForFinished(300000))
        return r;
    r.exitCode = p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -2;
    r.out = p.readAllStandardOutput();
    r.err = p.readAllStandardError();
    return r;
}

} // namespace scansleuth::testing
