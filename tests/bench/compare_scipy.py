# SPDX-License-Identifier: BSD-3-Clause
# SPDX-FileCopyrightText: 2026 The ScanSleuth authors
"""The scipy peer of bench_compare: Dice and HD95 of two label maps, MONAI-style.

compare_scipy.py A.npy B.npy SPACING_Z SPACING_Y SPACING_X RUNS

Per label (every non-zero value in either map): Dice from the voxel counts; the surfaces as MONAI's
get_mask_edges makes them (crop to the bounding box of A|B, surface = mask minus its binary erosion with the
6-neighbour cross, outside the box counting as background); the directed distances from each surface voxel to
the other surface with scipy.ndimage.distance_transform_edt(sampling=spacing); HD = max, HD95 = max of the two
directed numpy.percentile(..., 95). Prints one JSON object: the best time of RUNS (wall and CPU seconds,
file reading excluded) and the numbers per label.
"""
import json
import sys
import time

import numpy as np
from scipy import ndimage


def surface(mask):
    cross = ndimage.generate_binary_structure(3, 1)
    return mask & ~ndimage.binary_erosion(mask, structure=cross, border_value=0)


def box(mask):
    index = []
    for axis in range(3):
        other = tuple(a for a in range(3) if a != axis)
        hits = np.flatnonzero(mask.any(axis=other))
        index.append(slice(hits[0], hits[-1] + 1))
    return tuple(index)


def measure(a, b, spacing):
    counts_a = np.bincount(a.ravel(), minlength=256)
    counts_b = np.bincount(b.ravel(), minlength=256)
    labels = [v for v in range(1, 256) if counts_a[v] or counts_b[v]]
    out = []
    for label in labels:
        mask_a, mask_b = a == label, b == label
        overlap = int(np.count_nonzero(mask_a & mask_b))
        row = {"label": label, "dice": 2.0 * overlap / float(counts_a[label] + counts_b[label])}
        if counts_a[label] and counts_b[label]:
            crop = box(mask_a | mask_b)
            surface_a, surface_b = surface(mask_a[crop]), surface(mask_b[crop])
            ab = ndimage.distance_transform_edt(~surface_b, sampling=spacing)[surface_a]
            ba = ndimage.distance_transform_edt(~surface_a, sampling=spacing)[surface_b]
            row["hd"] = float(max(ab.max(), ba.max()))
            row["hd95"] = float(max(np.percentile(ab, 95), np.percentile(ba, 95)))
            row["surface_a"], row["surface_b"] = int(surface_a.sum()), int(surface_b.sum())
        out.append(row)
    return out


def main():
    a, b = np.load(sys.argv[1]), np.load(sys.argv[2])
    spacing = tuple(float(s) for s in sys.argv[3:6])
    runs = max(1, int(sys.argv[6]))
    best, cpu, labels = float("inf"), 0.0, []
    for _ in range(runs):
        start, start_cpu = time.perf_counter(), time.process_time()
        labels = measure(a, b, spacing)
        if time.perf_counter() - start < best:
            best, cpu = time.perf_counter() - start, time.process_time() - start_cpu
    print(json.dumps({"seconds": best, "cpu_seconds": cpu, "numpy": np.__version__, "labels": labels}))


if __name__ == "__main__":
    main()
