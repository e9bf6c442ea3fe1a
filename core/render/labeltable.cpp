// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Label names and colours from ITK-SNAP label descriptions and 3D Slicer colour tables.
#include "base/strings.h"
#include "render/render.h"

#include <cmath>
#include <fstream>
#include <sstream>

namespace scansleuth::render {

namespace {

bool byteValue(double v)
{
    return std::isfinite(v) && v >= 0 && v <= 255 && v == std::floor(v);
}

// ITK-SNAP: IDX -R- -G- -B- -A-- VIS MSH "LABEL", alpha in 0..1.
bool parseItkSnap(const std::string& line, LabelColour& out)
{
    const auto q0 = line.find('"');
    const auto q1 = line.rfind('"');
    if (q0 == std::string::npos || q1 == q0 || !trim(line.substr(q1 + 1)).empty())
        return false;
    std::istringstream in(line.substr(0, q0));
    double idx, r, g, b, a, vis, msh;
    if (!(in >> idx >> r >> g >> b >> a >> vis >> msh))
        return false;
    std::string rest;
    if (in >> rest)
        return false;
    if (idx != std::floor(idx) || std::abs(idx) > 2147483647.0 || !byteValue(r) || !byteValue(g) ||
        !byteValue(b) || !(a >= 0 && a <= 1) || (vis != 0 && vis != 1))
        return false;
    out.label = static_cast<int>(idx);
    out.colour = {static_cast<std::uint8_t>(r), static_cast<std::uint8_t>(g), static_cast<std::uint8_t>(b),
                  static_cast<std::uint8_t>(std::lround(a * 255))};
    out.name = line.substr(q0 + 1, q1 - q0 - 1);
    out.visible = vis != 0;
    return true;
}

// 3D Slicer: index name r g b a, colours and alpha in 0..255.
bool parseSlicer(const std::string& line, LabelColour& out)
{
    std::istringstream in(line);
    double idx, r, g, b, a;
    std::string name, rest;
    if (!(in >> idx >> name >> r >> g >> b >> a) || (in >> rest))
        return false;
    if (idx != std::floor(idx) || std::abs(idx) > 2147483647.0 || !byteValue(r) || !byteValue(g) ||
        !byteValue(b) || !byteValue(a))
        return false;
    out.label = static_cast<int>(idx);
    out.colour = {static_cast<std::uint8_t>(r), static_cast<std::uint8_t>(g), static_cast<std::uint8_t>(b),
                  static_cast<std::uint8_t>(a)};
    out.name = name;
    out.visible = true;
    return true;
}

} // namespace

Result<std::vector<LabelColour>> readLabelTable(const std::string& path)
{
    std::ifstream file(path, std::ios::binary);
    if (!file)
        return makeError(ErrorKind::NotFound, "The label table " + path + " cannot be opened.",
                         "std::ifstream failed");
    std::vector<LabelColour> labels;
    std::string line;
    int lineNumber = 0;
    int format = 0; // 0 unknown, 1 ITK-SNAP, 2 Slicer
    while (std::getline(file, line)) {
        ++lineNumber;
        const std::string t = trim(line);
        if (t.empty() || t[0] == '#')
            continue;
        if (format == 0)
            format = t.find('"') != std::string::npos ? 1 : 2;
        LabelColour lc;
        const bool ok = format == 1 ? parseItkSnap(t, lc) : parseSlicer(t, lc);
        if (!ok)
            return makeError(
                ErrorKind::Corrupt,
                "Line " + std::to_string(lineNumber) + " of the label table " + path + " is not a valid " +
                    (format == 1 ? "ITK-SNAP label description" : "Slicer colour table entry") + ".",
                "line " + std::to_string(lineNumber) + ": " + t);
        labels.push_back(std::move(lc));
    }
    if (file.bad())
        return makeError(ErrorKind::Io, "The label table " + path + " could not be read.", "read failed");
    if (labels.empty())
        return makeError(ErrorKind::Corrupt, "The label table " + path + " holds no labels.",
                         std::to_string(lineNumber) + " lines, all empty or comments");
    return labels;
}

} // namespace scansleuth::render
