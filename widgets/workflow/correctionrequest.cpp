// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "correctionrequest.h"

#include <array>

namespace scansleuth::widgets {

namespace {

using nlohmann::json;

bool readTriple(const json& j, const char* key, std::array<double, 3>& out)
{
    if (!j.contains(key) || !j[key].is_array() || j[key].size() != 3)
        return false;
    for (std::size_t i = 0; i < 3; ++i) {
        if (!j[key][i].is_number())
            return false;
        out[i] = j[key][i].get<double>();
    }
    return true;
}

bool readPermutation(const json& p, volume::AxisPermutation& out)
{
    if (!p.is_object() || !p.contains("source_axis") || !p.contains("flip"))
        return false;
    const json& axes = p["source_axis"];
    const json& flips = p["flip"];
    if (!axes.is_array() || axes.size() != 3 || !flips.is_array() || flips.size() != 3)
        return false;
    std::array<bool, 3> used{};
    for (std::size_t i = 0; i < 3; ++i) {
        if (!axes[i].is_number_integer() || !flips[i].is_boolean())
            return false;
        const int axis = axes[i].get<int>();
        if (axis < 0 || axis > 2 || used[static_cast<std::size_t>(axis)])
            return false;
        used[static_cast<std::size_t>(axis)] = true;
        out.sourceAxis[i] = axis;
        out.flip[i] = flips[i].get<bool>();
    }
    return true;
}

bool readGeometry(const json& g, volume::Geometry& out)
{
    std::array<double, 3> size{};
    if (!g.is_object() || !readTriple(g, "size", size) || !readTriple(g, "spacing_mm", out.spacing) ||
        !readTriple(g, "origin_lps_mm", out.origin))
        return false;
    for (std::size_t i = 0; i < 3; ++i) {
        if (size[i] < 0 || size[i] > 1e12 || size[i] != static_cast<double>(static_cast<long long>(size[i])))
            return false;
        out.size[i] = static_cast<decltype(out.size)::value_type>(size[i]);
    }
    const json& d = g.value("direction_lps", json());
    if (!d.is_array() || d.size() != 3)
        return false;
    for (std::size_t r = 0; r < 3; ++r) {
        if (!d[r].is_array() || d[r].size() != 3)
            return false;
        for (std::size_t c = 0; c < 3; ++c) {
            if (!d[r][c].is_number())
                return false;
            out.direction[r][c] = d[r][c].get<double>();
        }
    }
    return true;
}

QString text(const json& j, const char* key)
{
    return j.contains(key) && j[key].is_string() ? QString::fromStdString(j[key].get<std::string>())
                                                 : QString();
}

} // namespace

std::optional<CorrectionRequest> correctionFromCandidateJson(const nlohmann::json& candidate)
{
    if (!candidate.is_object() || !candidate.contains("inverse") || !candidate["inverse"].is_object())
        return std::nullopt;
    const json& inverse = candidate["inverse"];
    CorrectionRequest request;
    request.code = text(candidate, "code");
    request.description = text(candidate, "description");
    request.verdict = text(candidate, "verdict");
    if (request.code.isEmpty() ||
        !readPermutation(inverse.value("permutation", json()), request.permutation) ||
        !readGeometry(inverse.value("geometry", json()), request.geometry))
        return std::nullopt;
    return request;
}

} // namespace scansleuth::widgets
