// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

// Core has no Qt, but its English message templates must reach lupdate. lupdate reads the tokens
// QT_TRANSLATE_NOOP(context, text), not the definition, so core defines the macro as a no-op and the
// GUI passes the text through QCoreApplication::translate(context, text) when it shows it.
#ifndef QT_TRANSLATE_NOOP
#define QT_TRANSLATE_NOOP(context, text) text
#endif
