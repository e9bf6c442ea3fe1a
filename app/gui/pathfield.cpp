// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "pathfield.h"

#include <QCoreApplication>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
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

namespace {

QWidget* firstFocusable(QLayoutItem* item)
{
    if (!item)
        return nullptr;
    if (QWidget* w = item->widget())
        return (w->focusPolicy() & Qt::TabFocus) ? w : nullptr;
    if (QLayout* layout = item->layout())
        for (int i = 0; i < layout->count(); ++i)
            if (QWidget* w = firstFocusable(layout->itemAt(i)))
                return w;
    return nullptr;
}

} // namespace

void setFieldBuddies(QFormLayout* form)
{
    for (int row = 0; row < form->rowCount(); ++row) {
        QLayoutItem* labelItem = form->itemAt(row, QFormLayout::LabelRole);
        auto* label = labelItem ? qobject_cast<QLabel*>(labelItem->widget()) : nullptr;
        if (label && !label->buddy())
            if (QWidget* field = firstFocusable(form->itemAt(row, QFormLayout::FieldRole)))
                label->setBuddy(field);
    }
}

} // namespace scansleuth::app
