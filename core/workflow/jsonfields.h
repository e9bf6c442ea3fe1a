// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"

#include <nlohmann/json.hpp>

#include <cstdint>
#include <string>
#include <vector>

// Internal to scansleuth_workflow: type-checked reads of JSON object fields that never throw. The first
// problem is kept (failed(), problem()) and later reads return defaults, so a reader can read every field
// and check once.
namespace scansleuth::workflow {

class FieldReader
{
public:
    // label: how messages name the object. With `named`, an object's string "id" is appended
    // ("symptom 'mask-smoothed'"); without one the label reads "a symptom without an id".
    FieldReader(const nlohmann::json& object, std::string label, bool named = true);

    std::string string(const char* key, bool required = true);
    std::vector<std::string> strings(const char* key, bool required = true);
    double number(const char* key, bool required = true);
    bool boolean(const char* key, bool required = true);
    // The array at key (an empty one when absent and not required, or on error).
    const nlohmann::json& array(const char* key, bool required = true);
    const nlohmann::json& object(const char* key, bool required = true);

    bool failed() const { return !m_problem.empty(); }
    const std::string& problem() const { return m_problem; } // "lacks the field 'title'"
    const std::string& label() const { return m_label; }

private:
    const nlohmann::json* field(const char* key, bool required);
    void fail(std::string problem);

    const nlohmann::json& m_object;
    std::string m_label;
    std::string m_problem;
};

// nlohmann's description of why `text` is not valid JSON (byte offset and reason).
std::string describeParseError(const std::string& text);

} // namespace scansleuth::workflow
