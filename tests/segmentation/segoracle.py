#!/usr/bin/python3
# SPDX-License-Identifier: BSD-3-Clause
# SPDX-FileCopyrightText: 2026 The ScanSleuth authors
"""segoracle.py: independent checks of label maps that ScanSleuth wrote, in world space (nibabel, numpy).

  segoracle.py nrrd-vs-nifti SOURCE.nrrd OUT.nii[.gz]
      The NRRD label map (parsed here: header text + raw/gzip data) against the NIfTI ScanSleuth wrote. Every
      voxel of the NRRD is mapped to world space and looked up in the NIfTI (nearest voxel centre; the grids
      must coincide within 1e-3 voxel). Prints JSON: compared, mismatches, outside, source_foreground,
      out_foreground, max_centre_offset_vox.
  segoracle.py count SOURCE.nrrd
      Foreground voxels of a NRRD label map. Prints JSON: foreground, shape.
  segoracle.py seg-counts SEG.dcm
      pydicom's decoding of a SEG: per SegmentNumber, the pixels set in its frames (BINARY), or the largest
      stored value and MaximumFractionalValue (FRACTIONAL). Prints JSON.
  segoracle.py dice A.nii[.gz] B.nii[.gz] [LABEL_A [LABEL_B]]
      Dice of A == LABEL_A (default: A > 0) and B == LABEL_B (default: B > 0), B resampled onto A's grid by
      nearest neighbour in world space (RAS). Prints JSON: dice, a_voxels, b_voxels, same_grid.
"""
import gzip
import json
import sys

import nibabel as nib
import numpy as np

NRRD_TYPES = {"short": "i2", "int16": "i2", "ushort": "u2", "uint16": "u2", "unsigned short": "u2",
              "uchar": "u1", "unsigned char": "u1", "uint8": "u1", "char": "i1", "int8": "i1",
              "int": "i4", "int32": "i4", "uint": "u4", "uint32": "u4", "float": "f4", "double": "f8"}


def read_nrrd(path):
    raw = open(path, "rb").read()
    end = raw.index(b"\n\n")
    header, data = raw[:end].decode("latin-1"), raw[end + 2:]
    fields = {}
    for line in header.splitlines()[1:]:
        if line.startswith("#") or ":" not in line:
            continue
        key, value = line.split(":", 1)
        fields[key.strip()] = value.strip().lstrip("=").strip()
    sizes = [int(s) for s in fields["sizes"].split()]
    dirs = [[float(x) for x in d.strip("()").split(",")] for d in fields["space directions"].split()]
    origin = [float(x) for x in fields["space origin"].strip("()").split(",")]
    space = fields.get("space", "left-posterior-superior")
    flip = np.array([1.0, 1.0, 1.0]) if space in ("left-posterior-superior", "LPS") else np.array([-1.0, -1.0, 1.0])
    if fields.get("encoding", "raw") in ("gzip", "gz"):
        data = gzip.decompress(data)
    endian = "<" if fields.get("endian", "little") == "little" else ">"
    arr = np.frombuffer(data, dtype=endian + NRRD_TYPES[fields["type"]])[: int(np.prod(sizes))]
    arr = arr.reshape(sizes[::-1]).transpose()  # NRRD: fastest axis first
    affine_lps = np.eye(4)
    affine_lps[:3, :3] = np.array(dirs).T
    affine_lps[:3, 3] = origin
    # to LPS if the file was RAS (flip = -1,-1,1), then to RAS for nibabel.
    to_ras = np.diag([-1.0, -1.0, 1.0, 1.0])
    affine_ras = to_ras @ np.diag(list(flip) + [1.0]) @ affine_lps
    return arr, affine_ras


def world_lookup(src, src_affine, dst, dst_affine):
    idx = np.indices(src.shape).reshape(3, -1)
    world = src_affine @ np.vstack([idx, np.ones(idx.shape[1])])
    dst_idx = np.linalg.inv(dst_affine) @ world
    rounded = np.rint(dst_idx[:3]).astype(np.int64)
    offset = float(np.abs(dst_idx[:3] - rounded).max()) if rounded.size else 0.0
    inside = np.all((rounded >= 0) & (rounded < np.array(dst.shape[:3])[:, None]), axis=0)
    values = np.zeros(idx.shape[1], dtype=np.float64)
    values[inside] = dst[tuple(rounded[:, inside])]
    return values.reshape(src.shape), inside.reshape(src.shape), offset


def nrrd_vs_nifti(nrrd_path, nifti_path):
    src, src_affine = read_nrrd(nrrd_path)
    img = nib.load(nifti_path)
    out = np.asanyarray(img.dataobj)
    if out.ndim > 3:
        out = out[..., 0]
    looked, inside, offset = world_lookup(src, src_affine, out, img.affine)
    mismatches = int(((looked != 0) != (src != 0))[inside].sum())
    print(json.dumps({"compared": int(inside.sum()), "mismatches": mismatches, "outside": int((~inside).sum()),
                      "source_foreground": int((src != 0).sum()), "out_foreground": int((out != 0).sum()),
                      "max_centre_offset_vox": offset}))


def dice(a_path, b_path, label_a=None, label_b=None):
    a_img, b_img = nib.load(a_path), nib.load(b_path)
    a = np.asanyarray(a_img.dataobj)
    b = np.asanyarray(b_img.dataobj)
    a = a[..., 0] if a.ndim > 3 else a
    b = b[..., 0] if b.ndim > 3 else b
    same = a.shape == b.shape and np.allclose(a_img.affine, b_img.affine, atol=1e-3)
    b_on_a = b if same else world_lookup(a, a_img.affine, b, b_img.affine)[0]
    ma = (a == label_a) if label_a is not None else (a > 0)
    mb = (b_on_a == label_b) if label_b is not None else (b_on_a > 0)
    total = int(ma.sum() + mb.sum())
    print(json.dumps({"dice": (2.0 * float((ma & mb).sum()) / total) if total else 1.0,
                      "a_voxels": int(ma.sum()), "b_voxels": int(mb.sum()), "same_grid": bool(same)}))


def count(path):
    src, _ = read_nrrd(path)
    print(json.dumps({"foreground": int((src != 0).sum()), "shape": list(src.shape)}))


def seg_counts(path):
    import pydicom
    ds = pydicom.dcmread(path)
    frames = ds.pixel_array.reshape(int(ds.NumberOfFrames), int(ds.Rows), int(ds.Columns))
    out = {"type": str(ds.SegmentationType), "segments": {}}
    for f, item in enumerate(ds.PerFrameFunctionalGroupsSequence):
        n = str(int(item.SegmentIdentificationSequence[0].ReferencedSegmentNumber))
        entry = out["segments"].setdefault(n, {"pixels": 0, "max_stored": 0, "frames": 0})
        entry["pixels"] += int((frames[f] != 0).sum())
        entry["max_stored"] = max(entry["max_stored"], int(frames[f].max()))
        entry["frames"] += 1
    if out["type"] == "FRACTIONAL":
        out["max_fractional_value"] = int(ds.MaximumFractionalValue)
    print(json.dumps(out))


if __name__ == "__main__":
    if len(sys.argv) >= 4 and sys.argv[1] == "nrrd-vs-nifti":
        nrrd_vs_nifti(sys.argv[2], sys.argv[3])
    elif len(sys.argv) == 3 and sys.argv[1] == "count":
        count(sys.argv[2])
    elif len(sys.argv) == 3 and sys.argv[1] == "seg-counts":
        seg_counts(sys.argv[2])
    elif len(sys.argv) >= 4 and sys.argv[1] == "dice":
        la = float(sys.argv[4]) if len(sys.argv) > 4 else None
        lb = float(sys.argv[5]) if len(sys.argv) > 5 else None
        dice(sys.argv[2], sys.argv[3], la, lb)
    else:
        sys.exit(__doc__)
