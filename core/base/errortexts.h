// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/findingtexts.h"

#include <string>
#include <vector>

// The sentences core says when something cannot be done (Error::message), in the user's language (issue
// 22): a German report or header panel reads "Die Datei existiert nicht.", not "The file does not exist.".
// The English sentences are marked QT_TRANSLATE_NOOP("Error", ...) in errortexts_*.cpp, one file an area
// of core. A {name} placeholder takes any text; an {error_name} one takes another of the table's sentences
// (with or without its detail), rendered in turn: "Could not read {path}: {error_inner}". The technical
// detail (Error::detail: a path, a byte offset, the system's words) stays as it is. Error::message itself
// stays English, so the CLI, the JSON and the investigation file do not change. Every message core builds
// with makeError has its sentence here: tst_errortexts reads core's source and fails on one that lacks it.
namespace scansleuth {

inline constexpr const char* kErrorContext = "Error";

// The marked sentences, in table order.
const std::vector<const char*>& errorTexts();

// `text` (an Error::message, or "message (detail)" as a failed run keeps it) with its message in the
// translator's language and the detail kept; `text` itself when no sentence matches.
std::string renderErrorText(const std::string& text, const Translator& translate);

// Whether `text` is one of the table's sentences, alone or as "sentence (detail)": a report's {error_...}
// placeholder takes only such text.
bool isErrorText(const std::string& text);

} // namespace scansleuth
