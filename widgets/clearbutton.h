// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

class QLineEdit;

namespace scansleuth::widgets {

// QLineEdit::setClearButtonEnabled(true), done when `edit` first holds text. The button shows only over
// text, so the line edit looks the same; but enabling it reads the style's clear icon through
// QImageReader, which loads every image-format plugin Qt has (about 10 ms), and the main window must not
// pay that before its first frame.
void enableClearButtonWithText(QLineEdit* edit);

} // namespace scansleuth::widgets
