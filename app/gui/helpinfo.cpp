// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "helpinfo.h"

#include "base/parallel.h"
#include "io/dicom/dcmtkversion.h"
#include "io/itk/itkversion.h"
#include "model/device.h"
#include "widgets/findingtext.h"
#include "widgets/scene3d/vtkversion.h"

#include <QFutureWatcher>
#include <QGuiApplication>
#include <QLocale>
#include <QStringList>
#include <QSysInfo>
#include <QThread>
#include <QtConcurrent/QtConcurrentRun>

namespace scansleuth::app {

QList<ComponentVersion> componentVersions()
{
    const QString torch = QString::fromStdString(model::libtorchVersion());
    const QString cuda = widgets::noteText(model::cudaDescription()); // "no CUDA", in the user's language
    return {
        {QStringLiteral("ScanSleuth"), QStringLiteral(SCANSLEUTH_VERSION)},
        {QStringLiteral("Qt"), QString::fromLatin1(qVersion())},
        {QStringLiteral("VTK"), QString::fromStdString(scene3d::vtkVersion())},
        {QStringLiteral("ITK"), QString::fromStdString(io::itkVersion())},
        {QStringLiteral("DCMTK"), QString::fromStdString(io::dcmtkVersion())},
        {QStringLiteral("LibTorch"), torch},
        {QStringLiteral("CUDA"), cuda},
    };
}

void componentVersionsLater(QObject* context, std::function<void(const QList<ComponentVersion>&)> done)
{
    auto* watcher = new QFutureWatcher<QList<ComponentVersion>>(context);
    QObject::connect(watcher, &QFutureWatcherBase::finished, context, [watcher, done = std::move(done)] {
        done(watcher->result());
        watcher->deleteLater();
    });
    watcher->setFuture(QtConcurrent::run(&componentVersions)); // no exception: plain strings
}

QString versionLine(const QList<ComponentVersion>& versions)
{
    QStringList parts;
    QString head;
    for (const ComponentVersion& v : versions) {
        if (v.name == QLatin1String("ScanSleuth"))
            head = v.name + QLatin1Char(' ') + v.version;
        else if (v.name != QLatin1String("CUDA"))
            parts << v.name + QLatin1Char(' ') + v.version;
    }
    return head + QStringLiteral(" (") + parts.join(QStringLiteral(", ")) + QLatin1Char(')');
}

QString systemInformation(const QList<ComponentVersion>& versions)
{
    QStringList lines{versionLine(versions)};
    for (const ComponentVersion& v : versions)
        lines << v.name + QStringLiteral(": ") + v.version;
    lines << QStringLiteral("Operating system: ") + QSysInfo::prettyProductName();
    lines << QStringLiteral("Kernel: ") + QSysInfo::kernelType() + QLatin1Char(' ') +
                 QSysInfo::kernelVersion();
    lines << QStringLiteral("CPU: ") + QSysInfo::currentCpuArchitecture() + QStringLiteral(", ") +
                 QString::number(QThread::idealThreadCount()) +
                 QStringLiteral(" logical CPUs, thread limit ") + QString::number(threadLimit());
    lines << QStringLiteral("Qt platform: ") + QGuiApplication::platformName();
    lines << QStringLiteral("Locale: ") + QLocale().name();
    return lines.join(QLatin1Char('\n')) + QLatin1Char('\n');
}

} // namespace scansleuth::app
