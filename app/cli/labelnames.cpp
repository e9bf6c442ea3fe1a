// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "labelnames.h"

#include "render/labeltable.h"

namespace scansleuth::cli {

Result<std::map<std::int64_t, std::string>> readLabelNames(const std::string& path)
{
    auto table = render::readLabelTableFile(path);
    if (!table)
        return table.error();
    std::map<std::int64_t, std::string> names;
    for (const render::LabelColour& l : table->labels)
        names[l.label] = l.name;
    return names;
}

} // namespace scansleuth::cli
