// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <map>
#include <set>
#include <string>
#include <vector>

namespace scansleuth::cli {

// The command line of one command: declared flags and value options (repeatable), the rest positional.
// parse() returns an error sentence for an unknown option or a missing value, else empty.
class OptionParser
{
public:
    OptionParser& flag(const std::string& name)
    {
        m_flags.insert(name);
        return *this;
    }
    OptionParser& value(const std::string& name)
    {
        m_valueNames.insert(name);
        return *this;
    }

    std::string parse(const std::vector<std::string>& args)
    {
        for (std::size_t i = 0; i < args.size(); ++i) {
            const std::string& s = args[i];
            if (m_flags.count(s)) {
                m_set.insert(s);
            } else if (m_valueNames.count(s)) {
                if (i + 1 >= args.size())
                    return s + " needs a value";
                m_values[s].push_back(args[++i]);
            } else if (s.size() > 1 && s[0] == '-' && s != "-") {
                return "unknown option " + s;
            } else {
                m_positional.push_back(s);
            }
        }
        return {};
    }

    bool has(const std::string& flag) const { return m_set.count(flag) > 0 || m_values.count(flag) > 0; }
    // The last value given for `name`, or `fallback`.
    std::string get(const std::string& name, const std::string& fallback = {}) const
    {
        auto it = m_values.find(name);
        return it == m_values.end() ? fallback : it->second.back();
    }
    std::vector<std::string> all(const std::string& name) const
    {
        auto it = m_values.find(name);
        return it == m_values.end() ? std::vector<std::string>{} : it->second;
    }
    const std::vector<std::string>& positional() const { return m_positional; }

private:
    std::set<std::string> m_flags, m_valueNames, m_set;
    std::map<std::string, std::vector<std::string>> m_values;
    std::vector<std::string> m_positional;
};

} // namespace scansleuth::cli
