// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "geometry.h"
#include "base/numberformat.h"

#include "base/numberformat.h"

#include <algorithm>
#include <cmath>

namespace scansleuth::volume {

namespace {
constexpr double kPi = 3.14159265358979323846;

double angleBetweenDeg(const Vec3& a, const Vec3& b)
{
    double na = norm(a), nb = norm(b);
    if (na == 0 || nb == 0)
        return 180.0;
    double c = std::clamp(dot(a, b) / (na * nb), -1.0, 1.0);
    return std::acos(c) * 180.0 / kPi;
}

double minSpacing(const Geometry& g)
{
    return std::max(1e-12, std::min({g.spacing[0], g.spacing[1], g.spacing[2]}));
}

// Smallest |det| of the normalised columns accepted by affineProblem()/geometryProblem() (about 0.06
// degrees between an axis and the plane of the other two), and by inverse().
constexpr double kSingularPlaceDet = 1e-3;
constexpr double kSingularInverseDet = 1e-6;
constexpr double kZeroLength = 1e-6;

// Why the columns of `m` cannot span space (zero-length or collinear columns), or "".
std::string singularColumns(const Mat3& m, double minDet, double minLength = kZeroLength)
{
    Mat3 unit{};
    for (int c = 0; c < 3; ++c) {
        const Vec3 col{m[0][c], m[1][c], m[2][c]};
        const double length = norm(col);
        if (!(length >= minLength) || length == 0)
            return "voxel axis " + std::to_string(c) + " has zero length";
        for (int r = 0; r < 3; ++r)
            unit[r][c] = col[r] / length;
    }
    if (std::abs(determinant(unit)) >= minDet)
        return {};
    for (int a = 0; a < 3; ++a)
        for (int b = a + 1; b < 3; ++b) {
            const double d = unit[0][a] * unit[0][b] + unit[1][a] * unit[1][b] + unit[2][a] * unit[2][b];
            if (std::abs(d) > 1.0 - 1e-4)
                return "voxel axes " + std::to_string(a) + " and " + std::to_string(b) +
                       " are collinear (the matrix is singular)";
        }
    return "the three voxel axes lie in one plane (the matrix is singular)";
}
} // namespace

Mat3 identity3()
{
    return {{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
}

Mat4 identity4()
{
    return {{{1, 0, 0, 0}, {0, 1, 0, 0}, {0, 0, 1, 0}, {0, 0, 0, 1}}};
}

Vec3 cross(const Vec3& a, const Vec3& b)
{
    return {a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]};
}

double dot(const Vec3& a, const Vec3& b)
{
    return a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
}

double norm(const Vec3& a)
{
    return std::sqrt(dot(a, a));
}

Vec3 normalized(const Vec3& a)
{
    double n = norm(a);
    if (n == 0)
        return a;
    return {a[0] / n, a[1] / n, a[2] / n};
}

double determinant(const Mat3& m)
{
    return m[0][0] * (m[1][1] * m[2][2] - m[1][2] * m[2][1]) -
           m[0][1] * (m[1][0] * m[2][2] - m[1][2] * m[2][0]) +
           m[0][2] * (m[1][0] * m[2][1] - m[1][1] * m[2][0]);
}

Vec3 indexToPatient(const Geometry& g, const Vec3& index)
{
    Vec3 p = g.origin;
    for (int r = 0; r < 3; ++r) {
        for (int c = 0; c < 3; ++c)
            p[r] += g.direction[r][c] * g.spacing[c] * index[c];
    }
    return p;
}

std::optional<Mat3> inverse(const Mat3& m)
{
    for (const auto& row : m)
        for (double v : row)
            if (!std::isfinite(v))
                return std::nullopt;
    if (!singularColumns(m, kSingularInverseDet, 0.0).empty()) // any scale: only the shape matters
        return std::nullopt;
    // The adjugate over the determinant.
    const double det = determinant(m);
    Mat3 inv{};
    for (int r = 0; r < 3; ++r) {
        for (int c = 0; c < 3; ++c) {
            int r1 = (c + 1) % 3, r2 = (c + 2) % 3, c1 = (r + 1) % 3, c2 = (r + 2) % 3;
            inv[r][c] = (m[r1][c1] * m[r2][c2] - m[r1][c2] * m[r2][c1]) / det;
        }
    }
    return inv;
}

std::string geometryProblem(const Geometry& g)
{
    static const char* const axis[3] = {"[0]", "[1]", "[2]"};
    for (int i = 0; i < 3; ++i) {
        if (!std::isfinite(g.spacing[i]) || g.spacing[i] <= 0)
            return std::string("spacing") + axis[i] + " is " + formatNumber(g.spacing[i], 4) +
                   ", not a positive voxel size";
    }
    for (int i = 0; i < 3; ++i) {
        if (!std::isfinite(g.origin[i]))
            return std::string("origin") + axis[i] + " is " + formatNumber(g.origin[i]);
    }
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 3; ++c)
            if (!std::isfinite(g.direction[r][c]))
                return "direction column " + std::to_string(c) + " holds " + formatNumber(g.direction[r][c]);
    const std::string singular = singularColumns(g.direction, kSingularPlaceDet);
    return singular.empty() ? std::string() : singular + " (direction matrix)";
}

Vec3 patientToIndex(const Geometry& g, const Vec3& lps)
{
    // M = D * diag(s); index = M^-1 (p - o).
    Mat3 m{};
    for (int r = 0; r < 3; ++r) {
        for (int c = 0; c < 3; ++c)
            m[r][c] = g.direction[r][c] * g.spacing[c];
    }
    const std::optional<Mat3> inv = inverse(m);
    if (!inv)
        return {NAN, NAN, NAN};
    Vec3 d{lps[0] - g.origin[0], lps[1] - g.origin[1], lps[2] - g.origin[2]};
    Vec3 out{};
    for (int r = 0; r < 3; ++r)
        out[r] = (*inv)[r][0] * d[0] + (*inv)[r][1] * d[1] + (*inv)[r][2] * d[2];
    return out;
}

Vec3 lpsToRas(const Vec3& p)
{
    return {-p[0], -p[1], p[2]};
}

Mat4 rasAffine(const Geometry& g)
{
    Mat4 a = identity4();
    for (int r = 0; r < 3; ++r) {
        double sign = r < 2 ? -1.0 : 1.0;
        for (int c = 0; c < 3; ++c)
            a[r][c] = sign * g.direction[r][c] * g.spacing[c];
        a[r][3] = sign * g.origin[r];
    }
    return a;
}

Geometry geometryFromRasAffine(const Mat4& affine, const Index3& size)
{
    Geometry g;
    g.size = size;
    for (int c = 0; c < 3; ++c) {
        Vec3 col{-affine[0][c], -affine[1][c], affine[2][c]};
        double len = norm(col);
        g.spacing[c] = len;
        for (int r = 0; r < 3; ++r)
            g.direction[r][c] = len > 0 ? col[r] / len : (r == c ? 1.0 : 0.0);
    }
    g.origin = {-affine[0][3], -affine[1][3], affine[2][3]};
    return g;
}

std::string affineProblem(const Mat4& affine)
{
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 4; ++c)
            if (!std::isfinite(affine[r][c]))
                return c == 3 ? "the offset column holds " + formatNumber(affine[r][c])
                              : "column " + std::to_string(c) + " holds " + formatNumber(affine[r][c]);
    Mat3 m{};
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 3; ++c)
            m[r][c] = affine[r][c];
    return singularColumns(m, kSingularPlaceDet);
}

Result<Geometry> checkedGeometryFromRasAffine(const Mat4& affine, const Index3& size)
{
    const std::string problem = affineProblem(affine);
    if (!problem.empty())
        return makeError(ErrorKind::Corrupt,
                         "The voxel-to-world matrix cannot place the image: " + problem + ".",
                         "affineProblem: " + problem);
    return geometryFromRasAffine(affine, size);
}

AxisPermutation permutationTo(const Geometry& g, const std::string& targetCodes)
{
    // For each target world axis, the RAS letter wanted on its positive side.
    auto worldAxisOf = [](char c) -> std::pair<int, int> {
        switch (c) {
        case 'R':
            return {0, +1};
        case 'L':
            return {0, -1};
        case 'A':
            return {1, +1};
        case 'P':
            return {1, -1};
        case 'S':
            return {2, +1};
        case 'I':
            return {2, -1};
        default:
            return {-1, 0};
        }
    };
    AxisPermutation p;
    if (targetCodes.size() != 3)
        return p;
    std::array<std::pair<int, int>, 3> target{};
    bool used[3] = {false, false, false};
    for (int i = 0; i < 3; ++i) {
        target[i] = worldAxisOf(targetCodes[i]);
        if (target[i].first < 0 || used[target[i].first])
            return {};
        used[target[i].first] = true;
    }
    // Each voxel axis' world axis and sign in RAS (greedy on the largest component, as nibabel).
    const std::string codes = axisCodes(g);
    std::array<std::pair<int, int>, 3> source{};
    for (int a = 0; a < 3; ++a)
        source[a] = worldAxisOf(codes[a]);
    for (int i = 0; i < 3; ++i) {
        for (int a = 0; a < 3; ++a) {
            if (source[a].first == target[i].first) {
                p.sourceAxis[i] = a;
                p.flip[i] = source[a].second != target[i].second;
            }
        }
    }
    return p;
}

bool AxisPermutation::isIdentity() const
{
    return sourceAxis == std::array<int, 3>{0, 1, 2} && flip == std::array<bool, 3>{false, false, false};
}

Geometry permuteGeometry(const Geometry& g, const AxisPermutation& p)
{
    Geometry out;
    for (int i = 0; i < 3; ++i) {
        int a = p.sourceAxis[i];
        out.size[i] = g.size[a];
        out.spacing[i] = g.spacing[a];
        for (int r = 0; r < 3; ++r)
            out.direction[r][i] = (p.flip[i] ? -1.0 : 1.0) * g.direction[r][a];
    }
    // The new voxel 0 is the old voxel with index size-1 on every flipped axis.
    Vec3 oldIndex{0, 0, 0};
    for (int i = 0; i < 3; ++i) {
        if (p.flip[i])
            oldIndex[p.sourceAxis[i]] = static_cast<double>(g.size[p.sourceAxis[i]] - 1);
    }
    out.origin = indexToPatient(g, oldIndex);
    return out;
}

std::string axisCodes(const Geometry& g)
{
    // RAS components of each direction column; assign world axes greedily by largest magnitude.
    std::array<Vec3, 3> ras{};
    for (int c = 0; c < 3; ++c)
        ras[c] = lpsToRas(g.directionColumn(c));
    std::string codes = "???";
    bool axisUsed[3] = {false, false, false};
    bool colDone[3] = {false, false, false};
    for (int step = 0; step < 3; ++step) {
        int bestCol = -1, bestAxis = -1;
        double best = -1.0;
        for (int c = 0; c < 3; ++c) {
            if (colDone[c])
                continue;
            for (int w = 0; w < 3; ++w) {
                if (!axisUsed[w] && std::abs(ras[c][w]) > best) {
                    best = std::abs(ras[c][w]);
                    bestCol = c;
                    bestAxis = w;
                }
            }
        }
        colDone[bestCol] = true;
        axisUsed[bestAxis] = true;
        static const char pos[3] = {'R', 'A', 'S'};
        static const char neg[3] = {'L', 'P', 'I'};
        codes[bestCol] = ras[bestCol][bestAxis] >= 0 ? pos[bestAxis] : neg[bestAxis];
    }
    return codes;
}

double obliquityDegrees(const Geometry& g)
{
    double worst = 0.0;
    for (int c = 0; c < 3; ++c) {
        Vec3 col = g.directionColumn(c);
        double largest = std::max({std::abs(col[0]), std::abs(col[1]), std::abs(col[2])});
        double n = norm(col);
        if (n == 0)
            continue;
        double angle = std::acos(std::clamp(largest / n, -1.0, 1.0)) * 180.0 / kPi;
        worst = std::max(worst, angle);
    }
    return worst;
}

bool isOrthonormal(const Mat3& m, double tolerance)
{
    for (int a = 0; a < 3; ++a) {
        for (int b = 0; b < 3; ++b) {
            double d = m[0][a] * m[0][b] + m[1][a] * m[1][b] + m[2][a] * m[2][b];
            if (std::abs(d - (a == b ? 1.0 : 0.0)) > tolerance)
                return false;
        }
    }
    return true;
}

std::array<Vec3, 8> cornerPoints(const Geometry& g)
{
    std::array<Vec3, 8> corners{};
    for (int n = 0; n < 8; ++n) {
        Vec3 index{(n & 1) ? double(g.size[0] - 1) : 0.0, (n & 2) ? double(g.size[1] - 1) : 0.0,
                   (n & 4) ? double(g.size[2] - 1) : 0.0};
        corners[n] = indexToPatient(g, index);
    }
    return corners;
}

GeometryDifference compareGeometry(const Geometry& a, const Geometry& b, const GeometryTolerance& tol)
{
    GeometryDifference d;
    d.sameSize = a.size == b.size;
    double voxel = minSpacing(a);
    for (int i = 0; i < 3; ++i) {
        d.spacingDeltaMm[i] = b.spacing[i] - a.spacing[i];
        d.originDeltaMm[i] = b.origin[i] - a.origin[i];
        d.directionAngleDeg[i] = angleBetweenDeg(a.directionColumn(i), b.directionColumn(i));
    }
    d.originDistanceMm = norm(d.originDeltaMm);
    d.originDistanceVoxels = d.originDistanceMm / voxel;
    // Corners of a's grid, and the same index corners of b (when sizes differ, b's own corners).
    auto ca = cornerPoints(a);
    auto cb = cornerPoints(b);
    for (int n = 0; n < 8; ++n) {
        Vec3 diff{cb[n][0] - ca[n][0], cb[n][1] - ca[n][1], cb[n][2] - ca[n][2]};
        d.maxCornerDistanceMm = std::max(d.maxCornerDistanceMm, norm(diff));
    }
    d.maxCornerDistanceVoxels = d.maxCornerDistanceMm / voxel;
    bool spacingOk = true, directionOk = true;
    for (int i = 0; i < 3; ++i) {
        spacingOk = spacingOk && std::abs(d.spacingDeltaMm[i]) <= tol.mm;
        directionOk = directionOk && d.directionAngleDeg[i] <= tol.degrees;
    }
    d.withinTolerance = d.sameSize && spacingOk && directionOk && d.originDistanceMm <= tol.mm &&
                        d.maxCornerDistanceMm <= tol.mm;
    return d;
}

std::string GeometryDifference::summary() const
{
    if (withinTolerance)
        return "geometries agree";
    std::string s;
    auto add = [&](const std::string& part) {
        s += (s.empty() ? "" : "; ") + part;
    };
    if (!sameSize)
        add("sizes differ");
    double worstSpacing =
        std::max({std::abs(spacingDeltaMm[0]), std::abs(spacingDeltaMm[1]), std::abs(spacingDeltaMm[2])});
    if (worstSpacing > 0)
        add("spacing differs by up to " + formatGeneral(worstSpacing, 4) + " mm");
    if (originDistanceMm > 0)
        add("origin differs by " + formatGeneral(originDistanceMm, 4) + " mm (" +
            formatGeneral(originDistanceVoxels, 3) + " voxels)");
    double worstAngle = std::max({directionAngleDeg[0], directionAngleDeg[1], directionAngleDeg[2]});
    if (worstAngle > 0)
        add("axes differ by up to " + formatGeneral(worstAngle, 3) + " deg");
    if (maxCornerDistanceMm > 0)
        add("corners differ by up to " + formatGeneral(maxCornerDistanceMm, 4) + " mm (" +
            formatGeneral(maxCornerDistanceVoxels, 3) + " voxels)");
    return s;
}

} // namespace scansleuth::volume
