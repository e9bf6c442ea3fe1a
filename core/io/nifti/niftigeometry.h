// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/finding.h"
#include "io/loadedimage.h"
#include "volume/geometry.h"

#include <array>
#include <cstdint>

// Internal to scansleuth_nifti: the three ways a NIfTI/Analyze header can place its voxels (sform,
// qform, pixdim), the choice between them (nibabel's get_best_affine), and the findings about them.
// All affines are voxel-to-RAS in millimetres, NIfTI's frame.
namespace scansleuth::io::nifti {

// The qform affine from the quaternion, qoffset, pixdim[1..3] and qfac, as the header states them (a
// non-finite field gives NaN entries; |pixdim|, or 1 mm for 0). Whether it may place the image is
// chooseGeometry()'s decision.
volume::Mat4 qformToAffine(const NiftiHeaderInfo& h);

// nibabel's fallback when neither form is set: x flipped (LAS), origin at the centre voxel, or at the
// SPM originator (1-based voxel) when an Analyze header holds a plausible one.
volume::Mat4 pixdimAffine(const NiftiHeaderInfo& h, const volume::Index3& size,
                          const std::array<std::int16_t, 3>& analyzeOrigin = {});

// The geometry chosen from a header, and the findings about its forms.
struct GeometryChoice
{
    volume::Geometry geometry;                 // LPS, ITK contract
    volume::Mat4 affine = volume::identity4(); // the RAS affine it came from
    Findings findings;
};

// Chooses sform when sform_code > 0, else qform when qform_code > 0, else pixdimAffine(), as nibabel's
// get_best_affine, skipping a set form that cannot place the image, with a finding:
//   - nifti.non_finite_sform / nifti.non_finite_qform: NaN or Inf in srow_x/y/z, or in quatern_b/c/d,
//     qoffset_x/y/z, pixdim[0] (qfac) or pixdim[1..3];
//   - nifti.non_orthonormal_directions: a singular form (zero-length or collinear axes; for the qform a
//     zero or negative pixdim[1..3] as spacing).
// Error severity for the form that would have placed the image, warning for a refused qform behind a
// usable sform. When set forms were all refused, or pixdim[1..3] cannot give a spacing, the pixdim
// fallback is used with a geometry.unplaced warning. The returned geometry always passes
// volume::geometryProblem(). Fills h.qformAffine, h.geometrySource and h.geometryReason (which form,
// and why the others were refused).
GeometryChoice chooseGeometry(NiftiHeaderInfo& h, const volume::Index3& size,
                              const std::array<std::int16_t, 3>& analyzeOrigin = {});

// The quaternion parameters (b, c, d, qfac) of an orthonormal direction matrix given in RAS, as
// nifti_mat44_to_quatern computes them.
struct Quaternion
{
    double b = 0, c = 0, d = 0, qfac = 1;
};
Quaternion quaternionFromRotation(const volume::Mat3& rasDirection);

// "unknown", "scanner", "aligned", "talairach", "mni", "template", or "code N".
std::string xformCodeName(int code);

} // namespace scansleuth::io::nifti
