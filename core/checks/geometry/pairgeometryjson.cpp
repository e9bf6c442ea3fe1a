// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "pairgeometryjson.h"
#include "base/findingjson.h"

namespace scansleuth::checks {

namespace {

using nlohmann::json;

json optionalNumber(const std::optional<double>& v)
{
    return v ? json(*v) : json(nullptr);
}

json toJson(const volume::Geometry& g)
{
    json direction = json::array();
    for (int r = 0; r < 3; ++r)
        direction.push_back({g.direction[r][0], g.direction[r][1], g.direction[r][2]});
    return {{"size", {g.size[0], g.size[1], g.size[2]}},
            {"spacing_mm", {g.spacing[0], g.spacing[1], g.spacing[2]}},
            {"origin_lps_mm", {g.origin[0], g.origin[1], g.origin[2]}},
            {"direction_lps", direction}};
}

json toJson(const std::vector<ToolReading>& readings)
{
    json out = json::array();
    for (const ToolReading& r : readings)
        out.push_back({{"tool", r.tool},
                       {"form", r.form},
                       {"note", r.note},
                       {"offset_mm", r.offsetMm},
                       {"offset_voxels", r.offsetVoxels}});
    return out;
}

} // namespace

json toJson(const PairTolerance& t)
{
    return {{"mm", t.mm},
            {"degrees", t.degrees},
            {"spacing_relative", t.spacingRelative},
            {"dice_gain", t.diceGain},
            {"edge_gain_relative", t.edgeGainRelative},
            {"half_voxel_tolerance_voxels", t.halfVoxelTolerance}};
}

json toJson(const CauseCandidate& c)
{
    json measurements = json::array();
    for (const Measurement& m : c.measurements)
        measurements.push_back({{"name", m.name}, {"value", m.value}, {"unit", m.unit}});
    const volume::AxisPermutation& p = c.permutation;
    return {{"code", c.code},
            {"description", c.description},
            {"from_header", c.fromHeader},
            {"image_side", c.imageSide},
            {"inverse",
             {{"permutation",
               {{"source_axis", {p.sourceAxis[0], p.sourceAxis[1], p.sourceAxis[2]}},
                {"flip", {p.flip[0], p.flip[1], p.flip[2]}}}},
              {"geometry", toJson(c.geometry)}}},
            {"measurements", measurements},
            {"dice_before", optionalNumber(c.diceBefore)},
            {"dice_after", optionalNumber(c.diceAfter)},
            {"edge_before", optionalNumber(c.edgeBefore)},
            {"edge_after", optionalNumber(c.edgeAfter)},
            {"verdict", c.verdict},
            {"reason", c.reason}};
}

json toJson(const PairReport& r)
{
    const json findings = findingsToJson(r.findings);
    json candidates = json::array();
    for (const CauseCandidate& c : r.candidates)
        candidates.push_back(toJson(c));
    return {{"format", "scansleuth.check_pair"},
            {"version", 1},
            {"has_reference", r.hasReference},
            {"tolerance", toJson(r.tolerance)},
            {"findings", findings},
            {"candidates", candidates},
            {"tools", {{"image", toJson(r.imageTools)}, {"mask", toJson(r.maskTools)}}}};
}

} // namespace scansleuth::checks
