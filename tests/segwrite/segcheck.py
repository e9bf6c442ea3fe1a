#!/usr/bin/python3
# SPDX-License-Identifier: BSD-3-Clause
# SPDX-FileCopyrightText: 2026 The ScanSleuth authors
"""The SEG writer's oracle: decodes a SEG with pydicom and numpy alone and checks it against the reference
series (read with pydicom) and the mask it was written from (NIfTI through nibabel, or NRRD through the small
reader below), in world space. Nothing of ScanSleuth is used.

usage: segcheck.py --seg SEG.dcm --reference DIR --mask MASK [--values 1,2,5] [--labels a,b,c]
                   [--algorithm NAME] [--roundtrip OUT.nii.gz]

--values: the mask's label value of each segment, in segment number order (default: the segment numbers).
Prints "segcheck: OK" and a JSON summary, or "segcheck: FAIL: ..." with exit status 1.
"""
import argparse
import gzip
import json
import os
import sys

import numpy as np
import pydicom

SEG_STORAGE = "1.2.840.10008.5.1.4.1.1.66.4"


def fail(message):
    print("segcheck: FAIL: " + message)
    sys.exit(1)


def read_nrrd(path):
    """An NRRD label map: (data indexed [i, j, k], 4x4 affine index -> LPS mm)."""
    with open(path, "rb") as f:
        raw = f.read()
    end = raw.index(b"\n\n")
    header, payload = raw[:end].decode("ascii"), raw[end + 2:]
    fields = {}
    for line in header.splitlines()[1:]:
        if line.startswith("#") or ":" not in line:
            continue
        key, value = line.split(":", 1)
        fields[key.strip()] = value.strip()
    types = {"short": "<i2", "unsigned short": "<u2", "uchar": "u1", "unsigned char": "u1", "int": "<i4",
             "unsigned int": "<u4", "float": "<f4", "double": "<f8"}
    dtype = np.dtype(types[fields["type"]])
    if fields.get("encoding") == "gzip":
        payload = gzip.decompress(payload)
    sizes = [int(s) for s in fields["sizes"].split()]
    data = np.frombuffer(payload[: int(np.prod(sizes)) * dtype.itemsize], dtype=dtype)
    data = data.reshape(sizes[::-1]).transpose(2, 1, 0)
    dirs = [[float(x) for x in d.strip("()").split(",")] for d in fields["space directions"].split()]
    origin = [float(x) for x in fields["space origin"].strip("()").split(",")]
    affine = np.eye(4)
    affine[:3, :3] = np.array(dirs).T
    affine[:3, 3] = origin
    space = fields.get("space", "left-posterior-superior")
    if space in ("right-anterior-superior", "RAS"):
        affine = np.diag([-1, -1, 1, 1]) @ affine
    elif space not in ("left-posterior-superior", "LPS"):
        fail("NRRD space " + space + " is not handled")
    return data, affine


def read_mask(path):
    if path.endswith(".nrrd"):
        return read_nrrd(path)
    import nibabel

    image = nibabel.load(path)
    data = np.asanyarray(image.dataobj)
    # nibabel's affine maps to RAS; the SEG's positions are LPS.
    return data, np.diag([-1.0, -1.0, 1.0, 1.0]) @ image.affine


def read_reference(folder):
    slices = {}
    for root, _, files in os.walk(folder):
        for name in files:
            try:
                ds = pydicom.dcmread(os.path.join(root, name), stop_before_pixels=True)
            except Exception:
                continue
            if "ImagePositionPatient" in ds and ds.SOPClassUID != SEG_STORAGE:
                slices[ds.SOPInstanceUID] = ds
    if not slices:
        fail("no image slices in " + folder)
    return slices


def decode_frames(seg):
    """Every frame's bits, [frame, row, column], from one LSB-first stream (PS3.5 8.1.1)."""
    n, rows, cols = int(seg.NumberOfFrames), int(seg.Rows), int(seg.Columns)
    data = np.frombuffer(seg.PixelData, dtype=np.uint8)
    needed = (n * rows * cols + 7) // 8
    if len(data) not in (needed, needed + 1) or len(data) % 2:
        fail("PixelData holds %d bytes; %d frames of %d x %d need %d (padded to even)" %
             (len(data), n, rows, cols, needed))
    bits = np.unpackbits(data, bitorder="little")[: n * rows * cols].reshape(n, rows, cols)
    # pydicom's own decoder must agree (a second, independent reading of the same bits).
    try:
        pixel_array = seg.pixel_array.reshape(n, rows, cols)
    except Exception as e:  # pragma: no cover
        fail("pydicom could not decode the pixel data: %s" % e)
    if not np.array_equal(pixel_array, bits):
        fail("pydicom's pixel_array differs from the unpacked bit stream")
    return bits


def check_header(seg, ref, args, values):
    first = next(iter(ref.values()))
    checks = [
        ("SOPClassUID", seg.SOPClassUID, SEG_STORAGE),
        ("Modality", seg.Modality, "SEG"),
        ("SegmentationType", seg.SegmentationType, "BINARY"),
        ("BitsAllocated", int(seg.BitsAllocated), 1),
        ("SpecificCharacterSet", seg.get("SpecificCharacterSet"), "ISO_IR 192"),
        ("FrameOfReferenceUID", seg.FrameOfReferenceUID, first.FrameOfReferenceUID),
        ("StudyInstanceUID", seg.StudyInstanceUID, first.StudyInstanceUID),
        ("PatientID", seg.PatientID, first.PatientID),
        ("Rows", int(seg.Rows), int(first.Rows)),
        ("Columns", int(seg.Columns), int(first.Columns)),
    ]
    for name, got, want in checks:
        if got != want:
            fail("%s is %r, expected %r" % (name, got, want))
    series = seg.ReferencedSeriesSequence[0]
    if series.SeriesInstanceUID != first.SeriesInstanceUID:
        fail("ReferencedSeriesSequence names series %s, not %s" % (series.SeriesInstanceUID, first.SeriesInstanceUID))
    listed = {item.ReferencedSOPInstanceUID for item in series.ReferencedInstanceSequence}
    if listed != set(ref):
        fail("ReferencedInstanceSequence lists %d instances, the series has %d (%d in common)" %
             (len(listed), len(ref), len(listed & set(ref))))
    segments = seg.SegmentSequence
    if [int(s.SegmentNumber) for s in segments] != list(range(1, len(segments) + 1)):
        fail("segment numbers are not 1..n")
    if len(values) != len(segments):
        fail("%d segments, %d values expected" % (len(segments), len(values)))
    for i, s in enumerate(segments):
        if s.SegmentAlgorithmType != "AUTOMATIC":
            fail("segment %d is %s, not AUTOMATIC" % (i + 1, s.SegmentAlgorithmType))
        if args.algorithm is not None and s.SegmentAlgorithmName != args.algorithm:
            fail("segment %d algorithm %r, expected %r" % (i + 1, s.SegmentAlgorithmName, args.algorithm))
        if args.labels is not None and s.SegmentLabel != args.labels[i]:
            fail("segment %d label %r, expected %r" % (i + 1, s.SegmentLabel, args.labels[i]))
    shared = seg.SharedFunctionalGroupsSequence[0]
    iop = [float(x) for x in shared.PlaneOrientationSequence[0].ImageOrientationPatient]
    if not np.allclose(iop, [float(x) for x in first.ImageOrientationPatient], atol=1e-5):
        fail("ImageOrientationPatient %s differs from the series' %s" % (iop, first.ImageOrientationPatient))
    spacing = [float(x) for x in shared.PixelMeasuresSequence[0].PixelSpacing]
    if not np.allclose(spacing, [float(x) for x in first.PixelSpacing], atol=1e-6):
        fail("PixelSpacing %s differs from the series' %s" % (spacing, first.PixelSpacing))
    return iop, spacing


def frame_voxels(position, iop, spacing, rows, cols, inverse):
    """Mask voxel index (i, j, k) of every pixel of a frame at `position`: [rows, cols, 3], and how far the
    centres are from whole voxels."""
    row_cos, col_cos = np.array(iop[:3]), np.array(iop[3:])
    r, c = np.meshgrid(np.arange(rows), np.arange(cols), indexing="ij")
    world = (np.array(position)[None, None, :] + (c * spacing[1])[..., None] * row_cos +
             (r * spacing[0])[..., None] * col_cos)
    index = world @ inverse[:3, :3].T + inverse[:3, 3]
    rounded = np.rint(index).astype(np.int64)
    return rounded, float(np.abs(index - rounded).max())


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--seg", required=True)
    parser.add_argument("--reference", required=True)
    parser.add_argument("--mask", required=True)
    parser.add_argument("--values")
    parser.add_argument("--labels")
    parser.add_argument("--algorithm")
    parser.add_argument("--roundtrip")
    args = parser.parse_args()
    if args.labels is not None:
        args.labels = args.labels.split(",")

    seg = pydicom.dcmread(args.seg)
    ref = read_reference(args.reference)
    mask, affine = read_mask(args.mask)
    if mask.ndim != 3:
        mask = mask.reshape(mask.shape[:3])
    count = len(seg.SegmentSequence)
    values = [int(v) for v in args.values.split(",")] if args.values else list(range(1, count + 1))
    iop, spacing = check_header(seg, ref, args, values)
    bits = decode_frames(seg)
    inverse = np.linalg.inv(affine)
    rows, cols = int(seg.Rows), int(seg.Columns)

    roundtrip = np.zeros(mask.shape, dtype=np.int64)
    seen = set()
    frames_of = {s: 0 for s in range(1, count + 1)}
    empty_frames = 0
    for f, item in enumerate(seg.PerFrameFunctionalGroupsSequence):
        number = int(item.SegmentIdentificationSequence[0].ReferencedSegmentNumber)
        position = [float(x) for x in item.PlanePositionSequence[0].ImagePositionPatient]
        source = item.DerivationImageSequence[0].SourceImageSequence[0].ReferencedSOPInstanceUID
        if source not in ref:
            fail("frame %d's source image %s is not in the series" % (f + 1, source))
        stored = [float(x) for x in ref[source].ImagePositionPatient]
        if not np.allclose(position, stored, atol=1e-4):
            fail("frame %d lies at %s, its source slice at %s" % (f + 1, position, stored))
        if (number, source) in seen:
            fail("frame %d repeats segment %d on slice %s" % (f + 1, number, source))
        seen.add((number, source))
        frames_of[number] += 1
        index, off = frame_voxels(position, iop, spacing, rows, cols, inverse)
        if off > 1e-3:
            fail("frame %d's pixels are %.4f voxels off the mask's grid" % (f + 1, off))
        if (index < 0).any() or (index >= np.array(mask.shape)).any():
            fail("frame %d lies outside the mask" % (f + 1))
        truth = mask[index[..., 0], index[..., 1], index[..., 2]] == values[number - 1]
        frame = bits[f].astype(bool)
        if not np.array_equal(frame, truth):
            fail("frame %d (segment %d) differs from the mask in %d pixels" %
                 (f + 1, number, int((frame != truth).sum())))
        if not frame.any():
            empty_frames += 1
        roundtrip[index[frame][:, 0], index[frame][:, 1], index[frame][:, 2]] = values[number - 1]

    summary = {"frames": int(seg.NumberOfFrames), "segments": count, "voxels": {}}
    for s in range(1, count + 1):
        value = values[s - 1]
        voxels = int((mask == value).sum())
        summary["voxels"][str(value)] = voxels
        if frames_of[s] == 0:
            fail("segment %d has no frame" % s)
        if voxels == 0 and frames_of[s] != 1:
            fail("empty segment %d has %d frames, expected one" % (s, frames_of[s]))
    # Only frames that hold voxels, except the one frame of an empty segment.
    empty_segments = sum(1 for s in range(1, count + 1) if summary["voxels"][str(values[s - 1])] == 0)
    if empty_frames != empty_segments:
        fail("%d empty frames for %d empty segments" % (empty_frames, empty_segments))
    expected = np.where(np.isin(mask, values), mask, 0).astype(np.int64)
    if not np.array_equal(roundtrip, expected):
        fail("the SEG placed back on the mask's grid differs from the mask in %d voxels" %
             int((roundtrip != expected).sum()))
    summary["empty_frames"] = empty_frames
    if args.roundtrip:
        import nibabel

        ras = np.diag([-1.0, -1.0, 1.0, 1.0]) @ affine
        nibabel.save(nibabel.Nifti1Image(roundtrip.astype(np.uint16), ras), args.roundtrip)
    print("segcheck: OK " + json.dumps(summary))


if __name__ == "__main__":
    main()
