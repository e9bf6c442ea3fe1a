// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "workflow/jsonfields.h"

#include <algorithm>
#include <cstdio>
#include <filesystem>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

using nlohmann::json;
namespace fs = std::filesystem;

namespace scansleuth::workflow {

FieldReader::FieldReader(const json& object, std::string label, bool named) : m_object(object)
{
    if (named) {
        const auto it = object.is_object() ? object.find("id") : object.end();
        m_label = (it != object.end() && it->is_string())
                      ? label + " '" + it->get<std::string>() + "'"
                      : (label.find_first_of("aeiou") == 0 ? "an " : "a ") + label + " without an id";
    } else {
        m_label = std::move(label);
    }
    if (!object.is_object())
        fail("is not a JSON object");
}

void FieldReader::fail(std::string problem)
{
    if (m_problem.empty())
        m_problem = std::move(problem);
}

const json* FieldReader::field(const char* key, bool required)
{
    if (failed())
        return nullptr;
    const auto it = m_object.find(key);
    if (it == m_object.end() || it->is_null()) {
        if (required)
            fail(std::string("lacks the field '") + key + "'");
        return nullptr;
    }
    return &*it;
}

std::string FieldReader::string(const char* key, bool required)
{
    const json* f = field(key, required);
    if (!f)
        return {};
    if (!f->is_string()) {
        fail(std::string("has a field '") + key + "' that is not a string");
        return {};
    }
    if (required && f->get_ref<const std::string&>().empty()) {
        fail(std::string("has an empty field '") + key + "'");
        return {};
    }
    return f->get<std::string>();
}

std::vector<std::string> FieldReader::strings(const char* key, bool required)
{
    const json* f = field(key, required);
    std::vector<std::string> result;
    if (!f)
        return result;
    const bool ok =
        f->is_array() && std::all_of(f->begin(), f->end(), [](const json& v) { return v.is_string(); });
    if (!ok) {
        fail(std::string("has a field '") + key + "' that is not a list of strings");
        return result;
    }
    for (const json& v : *f)
        result.push_back(v.get<std::string>());
    return result;
}

double FieldReader::number(const char* key, bool required)
{
    const json* f = field(key, required);
    if (!f)
        return 0.0;
    if (!f->is_number()) {
        fail(std::string("has a field '") + key + "' that is not a number");
        return 0.0;
    }
    return f->get<double>();
}

bool FieldReader::boolean(const char* key, bool required)
{
    const json* f = field(key, required);
    if (!f)
        return false;
    if (!f->is_boolean()) {
        fail(std::string("has a field '") + key + "' that is not true or false");
        return false;
    }
    return f->get<bool>();
}

const json& FieldReader::array(const char* key, bool required)
{
    static const json empty = json::array();
    const json* f = field(key, required);
    if (!f)
        return empty;
    if (!f->is_array()) {
        fail(std::string("has a field '") + key + "' that is not a list");
        return empty;
    }
    return *f;
}

const json& FieldReader::object(const char* key, bool required)
{
    static const json empty = json::object();
    const json* f = field(key, required);
    if (!f)
        return empty;
    if (!f->is_object()) {
        fail(std::string("has a field '") + key + "' that is not an object");
        return empty;
    }
    return *f;
}

std::string describeParseError(const std::string& text)
{
    try {
        const json parsed = json::parse(text);
        (void)parsed;
    } catch (const json::exception& e) {
        return e.what();
    }
    return {};
}

} // namespace scansleuth::workflow
