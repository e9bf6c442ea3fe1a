// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/findingtexts.h"
#include "io/imageloader.h"

#include <string>

namespace scansleuth::io {

// The version of the JSON document written by infoJson(); bumped on any incompatible change.
// The schema is documented in docs/cli-json.md.
constexpr int kInfoJsonVersion = 1;

// `scansleuth-cli info --json`: everything known about the images at a path, as a JSON document.
// `exitCode` is recorded in the document so scripts that only keep the JSON know the outcome.
std::string infoJson(const LoadedPath& loaded, int exitCode);
// The same document for a path that could not be opened at all.
std::string infoErrorJson(const std::string& path, const Error& error, int exitCode);

// `scansleuth-cli info`: the same facts for people, one block per image. With `translate` (the GUI's
// header panel), the row names, findings and severities in its language, the names' column as wide as the
// widest (a CJK character counted as two columns); without one, English.
std::string infoText(const LoadedPath& loaded, const Translator* translate = nullptr);

// The text block of one image, as infoText() prints it.
std::string imageInfoText(const LoadedImage& image, const std::string& label,
                          const Translator* translate = nullptr);

// One finding as people read it: "warning dicom.gantry_tilt: The slices are tilted by 12 deg. [fix: ...]".
std::string findingText(const Finding& f);

} // namespace scansleuth::io
