// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

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

// `scansleuth-cli info`: the same facts for people, one block per image.
std::string infoText(const LoadedPath& loaded);

// The text block of one image, as infoText() prints it.
std::string imageInfoText(const LoadedImage& image, const std::string& label);

// One finding as people read it: "warning dicom.gantry_tilt: The slices are tilted by 12 deg. [fix: ...]".
std::string findingText(const Finding& f);

} // namespace scansleuth::io
