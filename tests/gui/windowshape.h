// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <QAbstractButton>
#include <QAction>
#include <QDialogButtonBox>
#include <QMainWindow>
#include <QMenu>
#include <QMenuBar>
#include <QStringList>
#include <QWidget>

// What a user meets in a window or dialog, as text to compare with a list written down by hand: the tab
// order of its controls, and its menus.
namespace scansleuth::testing {

// The controls Tab visits in `window`, in order: each as its object name, else its text (buttons), else
// its class. Only the window's own controls and those of its button boxes (not the parts of a spin box).
inline QStringList tabOrder(QWidget* window)
{
    QStringList order;
    for (QWidget* w = window->nextInFocusChain(); w != window; w = w->nextInFocusChain()) {
        const QWidget* parent = w->parentWidget();
        if (!(w->focusPolicy() & Qt::TabFocus) ||
            (parent != window && !qobject_cast<const QDialogButtonBox*>(parent)))
            continue;
        if (!w->objectName().isEmpty())
            order << w->objectName();
        else if (auto* button = qobject_cast<QAbstractButton*>(w))
            order << button->text();
        else
            order << QString::fromLatin1(w->metaObject()->className());
    }
    return order;
}

// Each menu of `window` as "Title: entry | entry (shortcut) | - | ...".
inline QStringList menus(QMainWindow* window)
{
    QStringList menus;
    for (QAction* menu : window->menuBar()->actions()) {
        QStringList entries;
        for (QAction* a : menu->menu()->actions())
            entries << (a->isSeparator()          ? QStringLiteral("-")
                        : a->shortcut().isEmpty() ? a->text()
                                                  : a->text() + " (" + a->shortcut().toString() + ")");
        menus << menu->text() + ": " + entries.join(QStringLiteral(" | "));
    }
    return menus;
}

} // namespace scansleuth::testing
