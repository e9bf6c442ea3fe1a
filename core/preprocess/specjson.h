// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "preprocess/spec.h"

#include <nlohmann/json.hpp>

#include <string>
#include <string_view>

// Reading and writing the preprocessing spec file (docs/preprocessing.md): {"format":
// "scansleuth.preprocessing", "version": 1, "name", "tensor_layout", "channels", "steps": [...]}.
// Errors are ErrorKind::Invalid with one sentence naming the step (index from 0 and name) and the field:
// "Step 2 (resample): \"spacing\" must be 3 numbers greater than 0.". A crop_pad size of more than 2^31
// voxels is ErrorKind::TooLarge. Unknown fields are errors (they are usually typos).
namespace scansleuth::preprocess {

// The most voxels a step may make (2^31, as a model input this large is a mistake).
inline constexpr std::int64_t kMaxVoxels = std::int64_t(1) << 31;

Result<Spec> specFromJson(const nlohmann::json& json);
// Text to spec; a JSON syntax error is ErrorKind::Invalid with nlohmann's text as the detail.
Result<Spec> parseSpec(std::string_view text);
// Reads a spec file. Errors: NotFound, Io, or those of parseSpec().
Result<Spec> readSpecFile(const std::string& path);

// Every field written out, defaults included, so a file says exactly what ran; specFromJson() of it gives
// back an equal Spec.
nlohmann::json specToJsonValue(const Spec& spec);
std::string specToJson(const Spec& spec); // indented, ending in a newline

} // namespace scansleuth::preprocess
