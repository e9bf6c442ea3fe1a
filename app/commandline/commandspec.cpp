// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "commandspec.h"

namespace scansleuth::commandline {

const Command* findCommand(const Program& program, const std::string& name)
{
    for (const Command& c : program.commands)
        if (c.name == name)
            return &c;
    return nullptr;
}

std::vector<const Command*> subcommands(const Program& program, const std::string& group)
{
    std::vector<const Command*> found;
    const std::string prefix = group + " ";
    for (const Command& c : program.commands)
        if (c.name.rfind(prefix, 0) == 0)
            found.push_back(&c);
    return found;
}

const Option* findOption(const std::vector<Option>& options, const std::string& word)
{
    for (const Option& o : options)
        if (word == o.name || (!o.alias.empty() && word == o.alias))
            return &o;
    return nullptr;
}

} // namespace scansleuth::commandline
