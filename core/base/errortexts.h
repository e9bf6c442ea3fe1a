// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/findingtexts.h"

#include <string>
#include <vector>

// The sentences a reader says when an input cannot be read (Error::message), in the user's language
// (issue 22): a German report or header panel reads "Die Datei existiert nicht.", not "The file does not
// exist.". The English sentences are marked QT_TRANSLATE_NOOP("Error", ...) in errortexts.cpp; a {name}
// placeholder takes any text. The technical detail (Error::detail: a path, a byte offset, the system's
// words) stays as it is. Error::message itself stays English, so the CLI, the JSON and the investigation
// file do not change. Covered: the messages of opening and reading images, masks and DICOM objects
// (core/io, base/readfile) and a dataset scan's reasons for a file it leaves out (the audit's unreadable
// files); the others (writers, checks, model loading) are shown in English.
namespace scansleuth {

inline constexpr const char* kErrorContext = "Error";

// The marked sentences, in table order.
const std::vector<const char*>& errorTexts();

// `text` (an Error::message, or "message (detail)" as a failed run keeps it) with its message in the
// translator's language and the detail kept; `text` itself when no sentence matches.
std::string renderErrorText(const std::string& text, const Translator& translate);

} // namespace scansleuth
