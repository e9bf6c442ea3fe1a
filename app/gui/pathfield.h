// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <QString>

class QFormLayout;
class QLayout;
class QLineEdit;
class QWidget;

namespace scansleuth::app {

// A row of `edit` and a "..." button that fills it from a file dialog: a file matching `filter`, or a
// folder when `filter` is empty. The layout is the caller's to add (the button is a child of `parent`).
QLayout* pathField(QWidget* parent, QLineEdit* edit, const QString& filter = {});

// Gives each label of `form` that has none a buddy: the first control of its field that takes focus (a
// path field's line edit, a list beside its buttons), so that the label's & mnemonic reaches it (issue 22).
void setFieldBuddies(QFormLayout* form);

} // namespace scansleuth::app
