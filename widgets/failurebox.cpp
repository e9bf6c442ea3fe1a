// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "failurebox.h"

#include "widgets/findingtext.h"

#include <QGuiApplication>
#include <QLoggingCategory>
#include <QMessageBox>
#include <QWidget>

namespace scansleuth::widgets {

namespace {
// Warnings and above by default: the info lines below stay silent unless a developer enables them.
Q_LOGGING_CATEGORY(lcFailure, "scansleuth.failure", QtWarningMsg)
} // namespace

bool showFailure(QWidget* parent, const QString& title, const QString& message, const QString& detail)
{
    return showFailure(parent, title, message, QString(), detail);
}

bool showFailure(QWidget* parent, const QString& title, const QString& message, const QString& cause,
                 const QString& detail)
{
    const bool answerable = parent != nullptr && parent->isVisible() &&
                            QGuiApplication::platformName() != QLatin1String("offscreen");
    if (!answerable) {
        if (cause.isEmpty())
            qCInfo(lcFailure).noquote() << title << "|" << message << "|" << detail;
        else
            qCInfo(lcFailure).noquote() << title << "|" << message << "|" << cause << "|" << detail;
        return false;
    }
    // A reader's English sentence passed on as it is, in the user's language where base/errortexts.h
    // knows it.
    QMessageBox box(QMessageBox::Warning, title, errorText(message.toStdString()), QMessageBox::Ok, parent);
    box.setInformativeText(errorText(cause.toStdString()));
    box.setDetailedText(detail);
    box.exec();
    return true;
}

} // namespace scansleuth::widgets
