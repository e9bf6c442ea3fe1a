// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <QAbstractItemView>
#include <QPlainTextEdit>
#include <QTextEdit>
#include <QWidget>

namespace scansleuth::widgets {

// Tab moves on from every table, list and text box under `root` (issue 22): by default a table walks its
// cells with Tab and a text box types a tab, so a keyboard user who tabbed into one never got out, and
// everything after it in the window (the views, the workflow's fields and buttons) was out of reach.
// Arrow keys still move inside a table; Ctrl+Tab still types a tab. Call once a window is built.
inline void letTabLeave(QWidget* root)
{
    for (QAbstractItemView* view : root->findChildren<QAbstractItemView*>())
        view->setTabKeyNavigation(false);
    for (QPlainTextEdit* edit : root->findChildren<QPlainTextEdit*>())
        edit->setTabChangesFocus(true);
    for (QTextEdit* edit : root->findChildren<QTextEdit*>())
        edit->setTabChangesFocus(true);
}

} // namespace scansleuth::widgets
