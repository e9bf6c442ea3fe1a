// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"

#include <array>
#include <cstdint>
#include <optional>
#include <string>

namespace scansleuth::volume {

using Vec3 = std::array<double, 3>;
using Index3 = std::array<std::int64_t, 3>;
// Row-major: m[row][column].
using Mat3 = std::array<std::array<double, 3>, 3>;
using Mat4 = std::array<std::array<double, 4>, 4>;

Mat3 identity3();
Mat4 identity4();

// Image geometry, following ITK's itk::ImageBase contract, in the DICOM/ITK patient frame LPS
// (x grows to the patient's Left, y to Posterior, z to Superior), millimetres:
//   - origin: the centre of voxel (0,0,0);
//   - spacing: distance between voxel centres along each index axis;
//   - direction: column c is the unit vector of index axis c in patient space.
// patient = origin + direction * diag(spacing) * index.
struct Geometry
{
    Index3 size{0, 0, 0};
    Vec3 spacing{1.0, 1.0, 1.0};
    Vec3 origin{0.0, 0.0, 0.0};
    Mat3 direction = identity3();

    std::int64_t voxelCount() const { return size[0] * size[1] * size[2]; }
    Vec3 directionColumn(int axis) const
    {
        return {direction[0][axis], direction[1][axis], direction[2][axis]};
    }

    // Exact (bitwise-equal numbers) comparison; see compareGeometry() for tolerances.
    friend bool operator==(const Geometry&, const Geometry&) = default;
};

// Why `g` cannot map voxels to patient space, as a clause for a user sentence ("spacing[2] is 0",
// "origin[0] is nan", "voxel axes 0 and 1 are collinear (the direction matrix is singular)"), or an
// empty string when it can: spacing finite and > 0, origin finite, direction finite and invertible.
// Readers check this before returning a geometry; the functions below assume it holds.
std::string geometryProblem(const Geometry& g);
inline bool isUsable(const Geometry& g)
{
    return geometryProblem(g).empty();
}

// Continuous index (voxel centres at integers) to LPS millimetres, and back. patientToIndex() gives
// NaN for a geometry that isUsable() refuses (it cannot be inverted).
Vec3 indexToPatient(const Geometry& g, const Vec3& index);
Vec3 patientToIndex(const Geometry& g, const Vec3& lps);

// The inverse of `m`, or nullopt when `m` holds a non-finite number or is singular (a zero column, or
// normalised columns that span a volume below 1e-6), whatever the scale of its columns.
std::optional<Mat3> inverse(const Mat3& m);

// LPS <-> RAS: negate x and y. The same function serves both ways.
Vec3 lpsToRas(const Vec3& p);
inline Vec3 rasToLps(const Vec3& p)
{
    return lpsToRas(p);
}

// The 4x4 voxel-to-RAS affine NIfTI stores (nibabel's `img.affine`): RAS = A * [i j k 1]^T.
Mat4 rasAffine(const Geometry& g);
// The geometry whose rasAffine() is `affine` (spacing = column lengths, direction = normalised
// columns). Shear is not representable: the columns are taken as they are, normalised. The affine
// must be one affineProblem() accepts (a zero column gives spacing 0); readers use the checked form.
Geometry geometryFromRasAffine(const Mat4& affine, const Index3& size);
// Why a voxel-to-world affine (its 3x4 part) cannot place voxels, as a clause ("column 1 holds nan",
// "voxel axis 2 has zero length", "voxel axes 0 and 1 are collinear (the matrix is singular)"), or an
// empty string when it can. Collinear: the normalised columns span a volume below 1e-3.
std::string affineProblem(const Mat4& affine);
// geometryFromRasAffine() for an affine affineProblem() accepts; otherwise ErrorKind::Corrupt with
// "The voxel-to-world matrix cannot place the image: <problem>." Never returns NaN or a zero spacing.
Result<Geometry> checkedGeometryFromRasAffine(const Mat4& affine, const Index3& size);

// nibabel-style axis codes: for each voxel axis, the RAS letter it points towards ("RAS", "LPS",
// "LAS", "PSR"...). Oblique axes get the letter of their largest component; each world axis is used
// once (as nibabel's io_orientation does).
std::string axisCodes(const Geometry& g);

// How voxel axes must be permuted and flipped to reach a target orientation, without resampling.
// Output axis i reads input axis `sourceAxis[i]`, reversed when `flip[i]`.
struct AxisPermutation
{
    std::array<int, 3> sourceAxis{0, 1, 2};
    std::array<bool, 3> flip{false, false, false};

    bool isIdentity() const;
    friend bool operator==(const AxisPermutation&, const AxisPermutation&) = default;
};

// The permutation taking `g` to the closest orientation with the given axis codes (default RAS+,
// nibabel's as_closest_canonical). Returns identity for codes that are not a valid triple.
AxisPermutation permutationTo(const Geometry& g, const std::string& targetCodes = "RAS");
// The geometry after applying `p`: same physical voxels, permuted index axes.
Geometry permuteGeometry(const Geometry& g, const AxisPermutation& p);

// Largest angle in degrees between a direction column and its nearest world axis (0 for a
// non-oblique image).
double obliquityDegrees(const Geometry& g);
// True when the direction columns are orthonormal within `tolerance`.
bool isOrthonormal(const Mat3& m, double tolerance = 1e-4);
double determinant(const Mat3& m);

// Tolerant comparison of two geometries. Every discrepancy is given in mm and in voxels of `a`.
struct GeometryTolerance
{
    double mm = 1e-3;      // positions and spacing
    double degrees = 1e-2; // direction columns
};

struct GeometryDifference
{
    bool sameSize = true;
    Vec3 spacingDeltaMm{0, 0, 0}; // b - a per axis
    Vec3 originDeltaMm{0, 0, 0};  // b - a, LPS
    double originDistanceMm = 0.0;
    double originDistanceVoxels = 0.0;                // in units of a's smallest spacing
    std::array<double, 3> directionAngleDeg{0, 0, 0}; // angle between corresponding columns
    double maxCornerDistanceMm = 0.0; // largest distance between corresponding corner voxel centres
    double maxCornerDistanceVoxels = 0.0;
    bool withinTolerance = true;

    std::string summary() const; // one line for people: "origin differs by 2.5 mm (1.0 voxels); ..."
};

GeometryDifference compareGeometry(const Geometry& a, const Geometry& b, const GeometryTolerance& tol = {});

// The 8 corner voxel centres in LPS (index order (0,0,0), (n0-1,0,0), ...).
std::array<Vec3, 8> cornerPoints(const Geometry& g);

Vec3 cross(const Vec3& a, const Vec3& b);
double dot(const Vec3& a, const Vec3& b);
double norm(const Vec3& a);
Vec3 normalized(const Vec3& a);

} // namespace scansleuth::volume
