// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "pathfield.h"

#include <QCoreApplication>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QToolButton>

namespace scansleuth::app {

QLayout* pathField(QWidget* parent, QLineEdit* edit, const QString& filter)
{
    auto* browse = new QToolButton(parent);
    browse->setText(QStringLiteral("..."));
    QObject::connect(browse, &QToolButton::clicked, parent, [parent, edit, filter] {
        const QString path =
            filter.isEmpty()
                ? QFileDialog::getExistingDirectory(
                      parent, QCoreApplication::translate("PathField", "Choose a folder"), edit->text())
                : QFileDialog::getOpenFileName(parent,
                                               QCoreApplication::translate("PathField", "Choose a file"),
                                               edit->text(), filter);
        if (!path.isEmpty())
            edit->setText(path);
    });
    auto* row = new QHBoxLayout;
    row->addWidget(edit, 1);
    row->addWidget(browse);
    return row;
}

} // namespace scansleuth::app
