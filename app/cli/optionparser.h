// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "commandspec.h"

#include <map>
#include <string>
#include <utility>
#include <vector>

namespace scansleuth::cli {

// The command line of one command, read by the options its table declares (commandtable.h): a word that
// names no declared option is "unknown", so an option cannot be accepted without being documented. Values
// are kept under the option's long name (`-o DIR` is has("--out")); every value of a repeated option is kept.
// parse() returns an error sentence for an unknown option or a missing value, else empty.
class OptionParser
{
public:
    explicit OptionParser(std::vector<commandline::Option> options) : m_options(std::move(options)) {}

    std::string parse(const std::vector<std::string>& args)
    {
        for (std::size_t i = 0; i < args.size(); ++i) {
            const std::string& s = args[i];
            if (const commandline::Option* o = commandline::findOption(m_options, s)) {
                if (!o->takesValue()) {
                    m_values[o->name];
                } else if (i + 1 >= args.size()) {
                    return s + " needs a value";
                } else {
                    m_values[o->name].push_back(args[++i]);
                }
            } else if (s.size() > 1 && s[0] == '-' && s != "-") {
                return "unknown option " + s;
            } else {
                m_positional.push_back(s);
            }
        }
        return {};
    }

    // By the option's name or alias; an option the command does not declare is never set.
    bool has(const std::string& name) const { return m_values.count(canonical(name)) > 0; }
    // The last value given for `name`, or `fallback`.
    std::string get(const std::string& name, const std::string& fallback = {}) const
    {
        auto it = m_values.find(canonical(name));
        return it == m_values.end() || it->second.empty() ? fallback : it->second.back();
    }
    std::vector<std::string> all(const std::string& name) const
    {
        auto it = m_values.find(canonical(name));
        return it == m_values.end() ? std::vector<std::string>{} : it->second;
    }
    const std::vector<std::string>& positional() const { return m_positional; }

private:
    std::string canonical(const std::string& name) const
    {
        const commandline::Option* o = commandline::findOption(m_options, name);
        return o ? o->name : name;
    }

    std::vector<commandline::Option> m_options;
    std::map<std::string, std::vector<std::string>> m_values; // a flag: present with no values
    std::vector<std::string> m_positional;
};

} // namespace scansleuth::cli
