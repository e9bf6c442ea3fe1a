// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "clearbutton.h"

#include <QLineEdit>

namespace scansleuth::widgets {

void enableClearButtonWithText(QLineEdit* edit)
{
    auto enable = [edit](const QString& text) {
        if (!text.isEmpty() && !edit->isClearButtonEnabled())
            edit->setClearButtonEnabled(true);
    };
    enable(edit->text());
    QObject::connect(edit, &QLineEdit::textChanged, edit, enable);
}

} // namespace scansleuth::widgets
