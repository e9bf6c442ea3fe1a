#!/usr/bin/python3
# SPDX-License-Identifier: BSD-3-Clause
# SPDX-FileCopyrightText: 2026 The ScanSleuth authors
"""Writes lesion_linear_k1p5.nii.gz: the real 3-label lesion mask of
overlay/flair_lesion_same_oblique_grid/lesion.nii.gz (niivue, BSD-2-Clause) upsampled 1.5x along k with
linear interpolation (scipy.ndimage.zoom(order=1), the outside oracle of the resampling) and saved as float32,
the way a preprocessing script that resamples masks like images leaves them. The header is the source's, with
the new size, datatype and k spacing (and the sform's k column scaled to match). Run from tests/data:
    /usr/bin/python3 labels/make_resampled_lesion.py
"""
import gzip
import struct

import numpy as np
import scipy.ndimage

SOURCE = "overlay/flair_lesion_same_oblique_grid/lesion.nii.gz"
TARGET = "labels/lesion_linear_k1p5.nii.gz"

raw = gzip.open(SOURCE).read()
header = bytearray(raw[:348])
dim = list(struct.unpack("<8h", header[40:56]))
assert struct.unpack("<h", header[70:72])[0] == 2, "the source is uint8"
offset = int(struct.unpack("<f", header[108:112])[0])
labels = np.frombuffer(raw[offset:], np.uint8, dim[1] * dim[2] * dim[3]).reshape(dim[3], dim[2], dim[1])

# numpy axis 0 is NIfTI's k (the slowest index)
resampled = scipy.ndimage.zoom(labels.astype(np.float32), (1.5, 1.0, 1.0), order=1).astype("<f4")
scale = (dim[3] - 1) / (resampled.shape[0] - 1)  # zoom(grid_mode=False) keeps the first and last slice centres

dim[3] = resampled.shape[0]
header[40:56] = struct.pack("<8h", *dim)
header[70:74] = struct.pack("<hh", 16, 32)  # float32
pixdim = list(struct.unpack("<8f", header[76:108]))
pixdim[3] *= scale
header[76:108] = struct.pack("<8f", *pixdim)
header[108:120] = struct.pack("<fff", 352.0, 1.0, 0.0)  # vox_offset, scl_slope, scl_inter
header[124:132] = struct.pack("<ff", 0.0, 0.0)  # cal_max, cal_min
for row in range(3):  # srow_x, srow_y, srow_z: scale the k column
    at = 280 + 16 * row
    srow = list(struct.unpack("<4f", header[at:at + 16]))
    srow[2] *= scale
    header[at:at + 16] = struct.pack("<4f", *srow)

with gzip.GzipFile(TARGET, "wb", mtime=0) as out:
    out.write(bytes(header) + b"\0\0\0\0" + resampled.tobytes())

nonzero = resampled != 0
between = np.abs(resampled - np.rint(resampled)) > 1e-4
print(TARGET, resampled.shape[::-1], "non-integer voxels", int(between.sum()),
      "share of non-zero %.1f%%" % (100.0 * between.sum() / nonzero.sum()),
      "range", float(resampled.min()), float(resampled.max()))
