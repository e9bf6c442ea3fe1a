// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/findingtexts.h"

#include <string>
#include <vector>

// The other English words core says about its work, which are neither findings nor errors (issue 22): a
// model run's notes ("batch 8 ran out of memory on cuda:0; used 4"), a training batch's notes, the device
// a run used ("CPU, 4 threads"), what CUDA this LibTorch sees, and the stage a long job reports through its
// Progress ("Reading DICOM headers"). The English sentences are marked QT_TRANSLATE_NOOP("Note", ...) in
// notetexts.cpp; a {name} placeholder takes any text (a device, a count, a case key). The strings core keeps
// stay English (the CLI, the JSON); the GUI renders them through renderNoteText. tst_notetexts reads core's
// source and fails on a note, device description or progress stage whose words have no sentence here.
namespace scansleuth {

inline constexpr const char* kNoteContext = "Note";

// The marked sentences, in table order.
const std::vector<const char*>& noteTexts();

// `text` (a note, a device description, a progress stage) in the translator's language; `text` itself
// when no sentence matches or the translation has none.
std::string renderNoteText(const std::string& text, const Translator& translate);

} // namespace scansleuth
