// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <QString>

class QWidget;

namespace scansleuth::widgets {

// Tells the user that something failed, the one way every window does it: a modal warning box over
// `parent`, titled `title`, with the short sentence `message` as its text and the technical `detail`
// (the toolkit's words, the path) under "Show Details..." (no such button when `detail` is empty).
// The box is shown only where someone can answer it: not for a null or hidden `parent`, and not on Qt's
// offscreen platform (tests, --screenshot), where it would wait for a click forever. Where no box is shown
// the failure is logged instead ("title | message | detail"), to the category "scansleuth.failure" at info
// level, which is silent unless enabled (QT_LOGGING_RULES="scansleuth.failure.info=true"). The caller
// still says `message` in its status bar.
// Returns true when the box was shown (it has been closed by then).
bool showFailure(QWidget* parent, const QString& title, const QString& message, const QString& detail);
// The same, with `cause` (the error's own sentence) under `message`, which then says what failed ("The
// investigation could not be opened."); logged as "title | message | cause | detail".
bool showFailure(QWidget* parent, const QString& title, const QString& message, const QString& cause,
                 const QString& detail);

} // namespace scansleuth::widgets
