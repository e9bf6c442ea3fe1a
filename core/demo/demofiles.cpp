// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "demofiles.h"

#include "base/atomicfile.h"
#include "base/numberformat.h"
#include "base/strings.h"

#include <filesystem>
#include <sstream>

namespace scansleuth::demo {

Status writeDemoText(const std::string& path, const std::string& text)
{
    if (Status s = writeFileAtomically(path, text); !s)
        return makeError(ErrorKind::Io, "A file of the demo study could not be written.", s.error().detail);
    return {};
}

Status writeDemoTexts(const std::string& folder,
                      const std::vector<std::pair<std::string, std::string>>& files,
                      std::vector<std::string>& written)
{
    for (const auto& [name, text] : files) {
        const std::string path = (std::filesystem::path(folder) / name).string();
        if (Status s = writeDemoText(path, text); !s)
            return s;
        written.push_back(path);
    }
    return {};
}

std::string labelDescription(const std::vector<Organ>& organs, const std::string& maskName)
{
    std::ostringstream out;
    out << "################################################\n"
           "# ITK-SnAP Label Description File\n"
           "# ScanSleuth demo: labels of "
        << maskName
        << "\n"
           "# Columns: IDX R G B A VIS MSH LABEL\n"
           "#    IDX: label value in the mask\n"
           "#    R G B: colour (0..255); A: opacity (0..1)\n"
           "#    VIS: label visible (0/1); MSH: mesh visible (0/1)\n"
           "#    LABEL: label description\n"
           "################################################\n";
    // IDX R G B A VIS MSH "LABEL", in ITK-SNAP's column widths.
    const auto row = [&out](int label, const std::array<int, 3>& rgb, double alpha, int visible,
                            const std::string& name) {
        out << padLeft(std::to_string(label), 5) << ' ' << padLeft(std::to_string(rgb[0]), 5) << ' '
            << padLeft(std::to_string(rgb[1]), 4) << ' ' << padLeft(std::to_string(rgb[2]), 4) << ' '
            << padLeft(formatGeneral(alpha), 8) << ' ' << padLeft(std::to_string(visible), 2) << ' '
            << padLeft(std::to_string(visible), 2) << "    \"" << name << "\"\n";
    };
    row(0, {0, 0, 0}, 0.0, 0, "Clear Label");
    for (const Organ& o : organs)
        row(o.label, {o.rgb[0], o.rgb[1], o.rgb[2]}, 1.0, 1, o.name);
    return out.str();
}

} // namespace scansleuth::demo
