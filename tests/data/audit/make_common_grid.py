#!/usr/bin/python3
# SPDX-License-Identifier: BSD-3-Clause
# SPDX-FileCopyrightText: 2026 The ScanSleuth authors
"""Different subjects on one grid, for leakage.same_acquisition's negative rows.

Each volume is the first time point (or the only volume) of a real scan of another person in tests/data,
moved onto one 64 x 64 x 40 grid of 3 mm (the same origin and direction for all) by a moment-based affine:
its foreground's centroid to the grid's centre and its spread to one common spread, as a registration to a
template would, then the background (below the 60th percentile) set to 0, as a skull strip would. So the
files share their grid exactly, as time points of one run do, but are different people.

Run with Debian's /usr/bin/python3 (numpy, scipy, nibabel) from this folder; writes common_grid/*.nii.gz.
"""
import os

import nibabel as nib
import numpy as np
import scipy.ndimage as ndi

DATA = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
SOURCES = {
    "ge_epi": "dicom/ge_epi4d_slices_inferior_to_superior/ref/DCM2NIIX_regression_test_4.nii",
    "siemens_epi": "dicom/siemens_epi_mosaic_pe_ap/ref/EPI_PE=AP_3.nii",
    "siemens_xa10": "dicom/enhanced_siemens_xa10/ref/Siemens_REST1_w_SMS_PF7-8_6.nii",
    "nibabel_example4d": "nifti/nibabel_cases/example4d.nii.gz",
    "nibabel_functional": "nifti/nibabel_cases/functional.nii",
    "nibabel_anatomical": "nifti/nibabel_cases/anatomical.nii",
}
SHAPE = (64, 64, 40)
SPACING = 3.0
SPREAD = np.array([40.0, 48.0, 35.0])  # mm, the common foreground spread


def first_volume(path):
    image = nib.load(path)
    data = np.asanyarray(image.dataobj).astype(np.float32)
    return (data[..., 0] if data.ndim == 4 else data), image.affine


def main():
    grid = np.diag([SPACING, SPACING, SPACING, 1.0])
    grid[:3, 3] = -np.array(SHAPE) * SPACING / 2
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "common_grid")
    os.makedirs(out, exist_ok=True)
    for name, relative in SOURCES.items():
        data, affine = first_volume(os.path.join(DATA, relative))
        voxels = np.argwhere(data > np.percentile(data, 60)).astype(float)
        world = np.c_[voxels, np.ones(len(voxels))] @ affine.T
        centre, spread = world[:, :3].mean(0), world[:, :3].std(0)
        to_subject = np.diag(np.r_[spread / SPREAD, 1.0])
        to_subject[:3, 3] = centre
        m = np.linalg.inv(affine) @ to_subject @ grid  # grid voxel -> subject voxel
        moved = ndi.affine_transform(data, m[:3, :3], m[:3, 3], output_shape=SHAPE, order=1)
        mask = ndi.binary_fill_holes(ndi.binary_opening(moved > np.percentile(moved, 60), iterations=1))
        moved = np.where(mask, moved, 0)
        scaled = np.round(moved / max(float(moved.max()), 1e-6) * 4000).astype(np.int16)
        nib.save(nib.Nifti1Image(scaled, grid), os.path.join(out, name + ".nii.gz"))


if __name__ == "__main__":
    main()
