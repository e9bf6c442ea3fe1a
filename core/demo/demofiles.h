// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "phantom.h"

#include <string>
#include <utility>
#include <vector>

// What the demo's writers share (internal to scansleuth_demo): text files and the label description.
namespace scansleuth::demo {

// Writes `text` to `path` atomically. Errors: Io ("A file of the demo study could not be written.").
Status writeDemoText(const std::string& path, const std::string& text);
// Writes each (name, text) into `folder` with writeDemoText and appends the paths to `written`.
Status writeDemoTexts(const std::string& folder,
                      const std::vector<std::pair<std::string, std::string>>& files,
                      std::vector<std::string>& written);

// An ITK-SNAP label description file of `organs` (label 0 "Clear Label" first); `maskName` names the
// label map it describes in the header comment.
std::string labelDescription(const std::vector<Organ>& organs, const std::string& maskName);

} // namespace scansleuth::demo
