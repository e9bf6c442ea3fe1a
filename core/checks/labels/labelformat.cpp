// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "checks/labels/labelformat.h"
#include "base/numberformat.h"

#include <cmath>
#include <cstdio>

namespace scansleuth::checks::detail {

namespace {

constexpr std::size_t kMaxEvidenceLines = 20;

// The LPS letter a unit vector points towards most.
const char* sideName(const volume::Vec3& d, bool positive)
{
    int axis = 0;
    for (int a = 1; a < 3; ++a)
        if (std::abs(d[std::size_t(a)]) > std::abs(d[std::size_t(axis)]))
            axis = a;
    const bool towardsPositive = (d[std::size_t(axis)] >= 0) == positive;
    static const char* const names[3][2] = {
        {"right", "left"}, {"anterior", "posterior"}, {"inferior", "superior"}};
    return names[axis][towardsPositive ? 1 : 0];
}

} // namespace

std::string formatPercent(double f)
{
    return formatNumber(100.0 * f, 1) + "%";
}

std::string describeVoxel(const volume::Geometry& g, const volume::Index3& index)
{
    const volume::Vec3 p = volume::indexToPatient(g, {double(index[0]), double(index[1]), double(index[2])});
    return "voxel (i, j, k) = (" + std::to_string(index[0]) + ", " + std::to_string(index[1]) + ", " +
           std::to_string(index[2]) + ") at LPS (" + formatNumber(p[0], 2) + ", " + formatNumber(p[1], 2) +
           ", " + formatNumber(p[2], 2) + ") mm";
}

std::string describeExample(const volume::Geometry& g, const VoxelExample& e)
{
    std::string s = describeVoxel(g, e.index) + ": ";
    if (e.axis < 0)
        return s + "value " + formatNumber(e.value, 4);
    static const char* const axes[3] = {"i", "j", "k"};
    return s + formatNumber(e.value, 4) + " between " + formatNumber(e.before, 4) + " and " +
           formatNumber(e.after, 4) + " along " + axes[e.axis];
}

std::string faceName(const volume::Geometry& g, int face)
{
    static const char* const axes[3] = {"i", "j", "k"};
    const int axis = face / 2;
    const bool last = face % 2 == 1;
    const std::string where = last ? std::to_string(g.size[std::size_t(axis)] - 1) : "0";
    return std::string(axes[axis]) + " = " + where + " (" + sideName(g.directionColumn(axis), last) + ")";
}

double faceVoxelAreaMm2(const volume::Geometry& g, int axis)
{
    const double a = g.spacing[std::size_t((axis + 1) % 3)], b = g.spacing[std::size_t((axis + 2) % 3)];
    return a * b;
}

double voxelVolumeMl(const volume::Geometry& g)
{
    return g.spacing[0] * g.spacing[1] * g.spacing[2] / 1000.0;
}

std::string formatSize(const volume::Index3& size)
{
    return std::to_string(size[0]) + " x " + std::to_string(size[1]) + " x " + std::to_string(size[2]);
}

void addEvidence(Finding& f, const std::vector<std::string>& lines)
{
    for (std::size_t i = 0; i < lines.size() && i < kMaxEvidenceLines; ++i)
        f.evidence.push_back(lines[i]);
    if (lines.size() > kMaxEvidenceLines)
        f.evidence.push_back("... and " + std::to_string(lines.size() - kMaxEvidenceLines) + " more");
}

double fraction(std::int64_t a, std::int64_t b)
{
    return b > 0 ? double(a) / double(b) : 0.0;
}

} // namespace scansleuth::checks::detail
