// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <QList>
#include <QString>

#include <functional>

class QObject;

namespace scansleuth::app {

// A part of the program and its version, as the About box and a problem report show it.
struct ComponentVersion
{
    QString name;    // "Qt", "VTK", "ITK", "DCMTK", "LibTorch"
    QString version; // "6.4.2", or a sentence when it cannot be known ("not installed: ...")
};

// ScanSleuth and the toolkits it uses. Qt is the run-time library's; VTK, ITK and DCMTK are those their
// modules were built with (the modules are not opened); LibTorch's opens the model module, which loads
// LibTorch (a second or so, once per process), and says which CUDA it has.
QList<ComponentVersion> componentVersions();
// componentVersions() on a worker thread, so that loading LibTorch never freezes the window: `done` runs on
// `context`'s thread when they are known (not at all if `context` is gone by then).
void componentVersionsLater(QObject* context, std::function<void(const QList<ComponentVersion>&)> done);
// One line: "ScanSleuth 0.1.0 (Qt 6.4.2, VTK 9.1.0, ITK 5.2.1, DCMTK 3.6.7, LibTorch 1.13.0)".
QString versionLine(const QList<ComponentVersion>& versions);
// What a problem report needs about this machine: the version line, then the operating system, kernel,
// CPU architecture and count, the Qt platform and the locale, one "Name: value" a line (not translated:
// it is read by whoever fixes the problem).
QString systemInformation(const QList<ComponentVersion>& versions);

} // namespace scansleuth::app
