#!/usr/bin/python3
# SPDX-License-Identifier: BSD-3-Clause
# SPDX-FileCopyrightText: 2026 The ScanSleuth authors
"""Writes the synthetic SEG cases of tests/seg (docs/dicom-seg.md) with pydicom and numpy, and beside each
one what it must place to: expected/<case>.json, every set voxel of every segment as LPS millimetres computed
here from the frames' positions (the oracle is independent of ScanSleuth's code).

    /usr/bin/python3 tests/data/seg_rtstruct/synthetic/make_seg_cases.py

Deterministic (fixed UIDs and seed): running it again rewrites the same bytes.
"""
import json
import os
import struct

import numpy as np
import pydicom
from pydicom.dataelem import RawDataElement
from pydicom.dataset import Dataset, FileDataset, FileMetaDataset
from pydicom.encaps import encapsulate
from pydicom.sequence import Sequence
from pydicom.tag import Tag
from pydicom.uid import ExplicitVRLittleEndian, RLELossless

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = "1.2.826.0.1.3680043.10.1234.21."
SEG_CLASS = "1.2.840.10008.5.1.4.1.1.66.4"
LABELMAP_CLASS = "1.2.840.10008.5.1.4.1.1.66.7"
CT_CLASS = "1.2.840.10008.5.1.4.1.1.2"
rng = np.random.default_rng(21)


def uid(*parts):
    return ROOT + ".".join(str(p) for p in parts)


def fmt(v):
    return float(f"{v:.6f}")


class Series:
    """A CT series: rows x columns slices at `positions` (LPS), orientation row/column cosines."""

    def __init__(self, name, rows, cols, spacing, row_dir, col_dir, positions, thickness, key):
        self.name, self.rows, self.cols, self.spacing = name, rows, cols, spacing  # spacing: (between rows, cols)
        self.row_dir, self.col_dir = np.array(row_dir, float), np.array(col_dir, float)
        self.positions = [np.array(p, float) for p in positions]
        self.thickness = thickness
        self.series_uid, self.for_uid, self.study_uid = uid(key, 1), uid(key, 2), uid(key, 3)
        self.sop_uids = [uid(key, 10, k) for k in range(len(positions))]

    def write(self):
        folder = os.path.join(HERE, self.name)
        os.makedirs(folder, exist_ok=True)
        for k, p in enumerate(self.positions):
            ds = base_dataset(CT_CLASS, self.sop_uids[k], self)
            ds.Modality = "CT"
            ds.SeriesInstanceUID = self.series_uid
            ds.SeriesNumber = 1
            ds.InstanceNumber = k + 1
            ds.ImagePositionPatient = [fmt(v) for v in p]
            ds.ImageOrientationPatient = [fmt(v) for v in list(self.row_dir) + list(self.col_dir)]
            ds.PixelSpacing = list(self.spacing)
            ds.SliceThickness = self.thickness
            ds.Rows, ds.Columns = self.rows, self.cols
            ds.SamplesPerPixel, ds.PhotometricInterpretation = 1, "MONOCHROME2"
            ds.BitsAllocated, ds.BitsStored, ds.HighBit, ds.PixelRepresentation = 16, 16, 15, 1
            ds.RescaleIntercept, ds.RescaleSlope = 0, 1
            ds.PixelData = (np.arange(self.rows * self.cols, dtype=np.int16) + 100 * k).tobytes()
            ds.save_as(os.path.join(folder, f"ct_{k:02d}.dcm"), write_like_original=False)

    def world(self, k_pos, r, c, shift=(0, 0)):
        """LPS of pixel (r, c) of a frame at `k_pos` (a slice position, an index or a point)."""
        p = k_pos if isinstance(k_pos, np.ndarray) else self.positions[k_pos]
        return p + (c + shift[1]) * self.spacing[1] * self.row_dir + (r + shift[0]) * self.spacing[0] * self.col_dir


def base_dataset(sop_class, sop_uid, series):
    meta = FileMetaDataset()
    meta.MediaStorageSOPClassUID = sop_class
    meta.MediaStorageSOPInstanceUID = sop_uid
    meta.TransferSyntaxUID = ExplicitVRLittleEndian
    meta.ImplementationClassUID = ROOT + "0"
    ds = FileDataset(None, {}, file_meta=meta, preamble=b"\0" * 128)
    ds.is_little_endian, ds.is_implicit_VR = True, False
    ds.SOPClassUID, ds.SOPInstanceUID = sop_class, sop_uid
    ds.PatientName, ds.PatientID, ds.PatientBirthDate, ds.PatientSex = "Synthetic^Seg", "SEG21", "", "O"
    ds.StudyInstanceUID = series.study_uid
    ds.FrameOfReferenceUID = series.for_uid
    ds.StudyDate, ds.StudyTime, ds.StudyID, ds.AccessionNumber = "20261206", "120000", "1", ""
    ds.ReferringPhysicianName = ""
    ds.Manufacturer = "ScanSleuth tests"
    return ds


def code(value, scheme, meaning):
    c = Dataset()
    c.CodeValue, c.CodingSchemeDesignator, c.CodeMeaning = value, scheme, meaning
    return c


class Frame:
    def __init__(self, segment, position, pixels, source_k=None):
        self.segment, self.position, self.pixels, self.source_k = segment, np.array(position, float), pixels, source_k


def make_seg(name, series, segments, frames, fractional_max=None, sop_class=SEG_CLASS, rows=None, cols=None,
             spacing=None, row_dir=None, col_dir=None, spacing_between=None, transfer_syntax=None,
             segment_order=None, trailing=None):
    """segments: list of (number, label); frames: list of Frame in stored order."""
    rows, cols = rows or series.rows, cols or series.cols
    spacing = spacing or series.spacing
    row_dir = series.row_dir if row_dir is None else np.array(row_dir, float)
    col_dir = series.col_dir if col_dir is None else np.array(col_dir, float)
    sop_uid = uid(900, sum(map(ord, name)), len(name))
    ds = base_dataset(sop_class, sop_uid, series)
    ds.Modality = "SEG"
    ds.SeriesInstanceUID = uid(901, sum(map(ord, name)), len(name))
    ds.SeriesNumber, ds.InstanceNumber = 100, 1
    ds.ContentLabel, ds.ContentDescription = "SYNTHETIC", name
    ds.ContentCreatorName = ""
    ds.ContentDate, ds.ContentTime = "20261206", "120000"
    ds.ImageType = ["DERIVED", "PRIMARY"]
    ds.SamplesPerPixel, ds.PhotometricInterpretation = 1, "MONOCHROME2"
    ds.Rows, ds.Columns = rows, cols
    ds.NumberOfFrames = len(frames)
    ds.PixelRepresentation = 0
    ds.LossyImageCompression = "00"
    if fractional_max:
        ds.SegmentationType, ds.SegmentationFractionalType = "FRACTIONAL", "PROBABILITY"
        ds.MaximumFractionalValue = fractional_max
        ds.BitsAllocated, ds.BitsStored, ds.HighBit = 8, 8, 7
    else:
        ds.SegmentationType = "BINARY"
        ds.BitsAllocated, ds.BitsStored, ds.HighBit = 1, 1, 0
    refs = Dataset()
    refs.SeriesInstanceUID = series.series_uid
    refs.ReferencedInstanceSequence = Sequence()
    for k, s in enumerate(series.sop_uids):
        i = Dataset()
        i.ReferencedSOPClassUID, i.ReferencedSOPInstanceUID = CT_CLASS, s
        refs.ReferencedInstanceSequence.append(i)
    ds.ReferencedSeriesSequence = Sequence([refs])
    seq = []
    for idx, (number, label) in enumerate(segments):
        s = Dataset()
        s.SegmentNumber = number
        s.SegmentLabel = label
        s.SegmentDescription = f"{label} description"
        s.SegmentAlgorithmType = "AUTOMATIC"
        s.SegmentAlgorithmName = "unet-v2"
        s.SegmentedPropertyCategoryCodeSequence = Sequence([code("91723000", "SCT", "Anatomical Structure")])
        s.SegmentedPropertyTypeCodeSequence = Sequence([code("10200004", "SCT", "Liver")])
        s.RecommendedDisplayCIELabValue = [34891, 53480, 50167]  # sRGB red, by hand
        seq.append(s)
    order = segment_order or list(range(len(seq)))
    ds.SegmentSequence = Sequence([seq[i] for i in order])
    shared = Dataset()
    po = Dataset()
    po.ImageOrientationPatient = [fmt(v) for v in list(row_dir) + list(col_dir)]
    shared.PlaneOrientationSequence = Sequence([po])
    pm = Dataset()
    pm.PixelSpacing = list(spacing)
    pm.SliceThickness = series.thickness
    if spacing_between:
        pm.SpacingBetweenSlices = spacing_between
    shared.PixelMeasuresSequence = Sequence([pm])
    ds.SharedFunctionalGroupsSequence = Sequence([shared])
    per = []
    for f in frames:
        item = Dataset()
        pp = Dataset()
        pp.ImagePositionPatient = [fmt(v) for v in f.position]
        item.PlanePositionSequence = Sequence([pp])
        si = Dataset()
        si.ReferencedSegmentNumber = f.segment
        item.SegmentIdentificationSequence = Sequence([si])
        fc = Dataset()
        fc.DimensionIndexValues = [f.segment, 1]
        item.FrameContentSequence = Sequence([fc])
        if f.source_k is not None:
            d = Dataset()
            src = Dataset()
            src.ReferencedSOPClassUID, src.ReferencedSOPInstanceUID = CT_CLASS, series.sop_uids[f.source_k]
            src.PurposeOfReferenceCodeSequence = Sequence([code("121322", "DCM", "Source image for image processing operation")])
            d.SourceImageSequence = Sequence([src])
            d.DerivationCodeSequence = Sequence([code("113076", "DCM", "Segmentation")])
            item.DerivationImageSequence = Sequence([d])
        per.append(item)
    ds.PerFrameFunctionalGroupsSequence = Sequence(per)
    stack = np.stack([f.pixels for f in frames]).astype(np.uint8) if frames else np.zeros((0, rows, cols), np.uint8)
    if fractional_max:
        data = stack.tobytes()
    else:
        data = np.packbits(stack.reshape(-1), bitorder="little").tobytes()
    if len(data) % 2:
        data += b"\0"
    if transfer_syntax:
        ds.file_meta.TransferSyntaxUID = transfer_syntax
        ds.PixelData = encapsulate([data])
        ds["PixelData"].VR = "OB"
        ds.is_little_endian, ds.is_implicit_VR = True, False
    else:
        ds.PixelData = data
        ds["PixelData"].VR = "OB"
    if trailing:
        ds.add_new(0xFFFCFFFC, "OB", trailing)  # DataSetTrailingPadding: the pixel data no longer ends the file
    path = os.path.join(HERE, name + ".dcm")
    ds.save_as(path, write_like_original=False)

    # The oracle: every set pixel of every frame, in LPS mm, from the frame's own position and axes.
    expected = {"segments": {}}
    for f in frames:
        r, c = np.nonzero(f.pixels)
        pts = [f.position + cc * spacing[1] * row_dir + rr * spacing[0] * col_dir for rr, cc in zip(r, c)]
        entry = expected["segments"].setdefault(str(f.segment), [])
        for (rr, cc), p in zip(zip(r, c), pts):
            v = int(f.pixels[rr, cc])
            entry.append([round(float(p[0]), 4), round(float(p[1]), 4), round(float(p[2]), 4)] +
                         ([v / fractional_max] if fractional_max else []))
    os.makedirs(os.path.join(HERE, "expected"), exist_ok=True)
    with open(os.path.join(HERE, "expected", name + ".json"), "w") as out:
        json.dump(expected, out, indent=None, separators=(",", ":"))
        out.write("\n")
    return path


def blob(rows, cols, density=0.4):
    return (rng.random((rows, cols)) < density).astype(np.uint8)


def main():
    # 5 x 7 pixels (35, not a multiple of 8), 6 slices unevenly spaced.
    uneven = Series("ct_uneven", 5, 7, (0.8, 0.6), (1, 0, 0), (0, 1, 0),
                    [(-10, 20, z) for z in (0, 2, 4, 7, 9, 12)], 2.0, 1)
    uneven.write()
    u = uneven

    # Three segments, numbers stored out of order (2, 3, 1), 1 and 2 overlapping on shared slices.
    m1 = np.zeros((5, 7), np.uint8); m1[1:4, 1:5] = 1
    m2 = np.zeros((5, 7), np.uint8); m2[2:5, 3:7] = 1
    m3 = np.zeros((5, 7), np.uint8); m3[0, :] = 1
    frames = [Frame(1, u.positions[k], m1, k) for k in (1, 2, 3)] + \
             [Frame(2, u.positions[k], m2, k) for k in (2, 3, 4)] + \
             [Frame(3, u.positions[k], m3, k) for k in (0, 5)]
    make_seg("overlap", u, [(1, "Liver"), (2, "Tumour"), (3, "Rim")], frames, segment_order=[1, 2, 0])

    # Sparse frames (slices 1, 3, 4 of 6) on the uneven series, stored in random order.
    frames = [Frame(1, u.positions[k], blob(5, 7), k) for k in (1, 3, 4)]
    frames = [frames[i] for i in (2, 0, 1)]
    make_seg("sparse_random", u, [(1, "Liver")], frames)

    # Stored from the last slice to the first, positions right.
    frames = [Frame(1, u.positions[k], blob(5, 7), k) for k in (5, 4, 3, 2, 1, 0)]
    make_seg("descending", u, [(1, "Liver")], frames)

    # A writer that paired the mask's slice k with the position of slice n-1-k (flipped mask), while the
    # derivation names slice k.
    frames = [Frame(1, u.positions[5 - k], blob(5, 7), k) for k in range(6)]
    make_seg("reversed_writer", u, [(1, "Liver")], frames)

    # Fractional, MaximumFractionalValue 200.
    def frac():
        return rng.integers(0, 201, (5, 7)).astype(np.uint8)
    frames = [Frame(1, u.positions[k], frac(), k) for k in (0, 2, 3)] + [Frame(2, u.positions[k], frac(), k) for k in (3, 4)]
    make_seg("fractional", u, [(1, "Liver"), (2, "Tumour")], frames, fractional_max=200)

    # Segment numbers past 255: uint16 label maps.
    frames = [Frame(300, u.positions[1], m1, 1), Frame(7, u.positions[2], m2, 2)]
    make_seg("segnum300", u, [(7, "Seven"), (300, "Three hundred")], frames)

    # An empty frame between two others (written, as some writers do): the reader marks it empty, its bytes
    # shared with no set bit of its neighbours.
    make_seg("empty_frame", u, [(1, "Liver")], [Frame(1, u.positions[0], m1, 0),
                                                 Frame(1, u.positions[1], np.zeros((5, 7), np.uint8), 1),
                                                 Frame(1, u.positions[2], m2, 2)])

    # Frames whose pixel axes are the image's reversed (columns run -y from the last row) or swapped (7 x 5,
    # rows along x): the same voxels as an aligned SEG would set, written another way.
    flipped = [Frame(1, u.positions[k] + 4 * 0.8 * u.col_dir, blob(5, 7), k) for k in (1, 2)]
    make_seg("flipped_axes", u, [(1, "Liver")], flipped, col_dir=-u.col_dir)
    swapped = [Frame(1, u.positions[k], blob(7, 5), k) for k in (3, 4)]
    make_seg("swapped_axes", u, [(1, "Liver")], swapped, rows=7, cols=5, spacing=(0.6, 0.8), row_dir=u.col_dir,
             col_dir=u.row_dir)

    # A frame naming segment 7, which the SEG does not describe.
    make_seg("bad_segment", u, [(1, "Liver")], [Frame(1, u.positions[0], m1, 0), Frame(7, u.positions[1], m1, 1)])

    # LABELMAP SOP class (DICOM 2023): refused.
    make_seg("labelmap", u, [(1, "Liver")], [Frame(1, u.positions[0], m1, 0)], sop_class=LABELMAP_CLASS)

    # JPEG 2000 transfer syntax: refused, named.
    make_seg("jpeg2000", u, [(1, "Liver")], [Frame(1, u.positions[0], m1, 0)],
             transfer_syntax="1.2.840.10008.1.2.4.90")

    # A regular series 1.0 mm apart whose SliceThickness says 1.25, and a SEG whose frames are 1.25 mm apart.
    thick = Series("ct_thickness", 4, 6, (0.5, 0.5), (1, 0, 0), (0, 1, 0),
                   [(0, 0, z) for z in (0.0, 1.0, 2.0, 3.0, 4.0)], 1.25, 2)
    thick.write()
    frames = [Frame(1, thick.positions[0] + np.array([0, 0, 1.25 * k]), blob(4, 6), k) for k in range(4)]
    make_seg("thickness_spacing", thick, [(1, "Liver")], frames, spacing_between=1.25)

    # Beyond the image: a frame one slice past the last (z = 5.0 on a series ending at 4.0) and one shifted
    # 2 columns to the right of slice 1 (its last 2 columns outside).
    full = np.ones((4, 6), np.uint8)
    frames = [Frame(1, thick.positions[0], full, 0), Frame(1, thick.positions[1] + np.array([1.0, 0, 0]), full, 1),
              Frame(1, np.array([0, 0, 5.0]), full)]
    make_seg("beyond", thick, [(1, "Liver")], frames)

    # An oblique series (rotated 30 deg about an oblique axis) and a SEG on it, 2 segments.
    th = np.radians(30)
    rot = np.array([[np.cos(th), -np.sin(th), 0], [np.sin(th), np.cos(th), 0], [0, 0, 1]])
    tilt = np.array([[1, 0, 0], [0, np.cos(th / 2), -np.sin(th / 2)], [0, np.sin(th / 2), np.cos(th / 2)]])
    R = tilt @ rot
    row, col = R[:, 0], R[:, 1]
    normal = np.cross(row, col)
    origin = np.array([5.0, -7.0, 30.0])
    obl = Series("ct_oblique", 6, 4, (1.0, 0.7), row, col, [origin + normal * 1.5 * k for k in range(4)], 1.5, 3)
    obl.write()
    frames = [Frame(1, obl.positions[k], blob(6, 4), k) for k in (0, 1, 2)] + [Frame(2, obl.positions[3], blob(6, 4), 3)]
    make_seg("oblique", obl, [(1, "Liver"), (2, "Tumour")], frames)

    # Pixel data over 16 KiB (left on disk by DCMTK) that does not end the file: 10 frames of 128 x 120, no
    # image written (placed on the SEG's own grid).
    big = Series("unused", 128, 120, (0.5, 0.5), (1, 0, 0), (0, 1, 0), [(0, 0, 2.0 * k) for k in range(10)], 2.0, 4)
    def square(k):
        m = np.zeros((128, 120), np.uint8)
        m[10 + 9 * k:15 + 9 * k, 100 - 7 * k:104 - 7 * k] = 1
        return m
    frames = [Frame(1, big.positions[k], square(k), k) for k in range(10)]
    make_seg("trailing_padding", big, [(1, "Liver")], frames, trailing=b"\0" * 64)

    # The fractional SEG compressed with RLE Lossless (pydicom's encoder): decoded by DCMTK's RLE codec.
    rle = pydicom.dcmread(os.path.join(HERE, "fractional.dcm"))
    rle.compress(RLELossless)
    rle.save_as(os.path.join(HERE, "fractional_rle.dcm"), write_like_original=False)

    # A binary SEG in RLE Lossless, each frame's packed bits one RLE segment (written by hand: pydicom encodes
    # no 1-bit RLE). DCMTK 3.6.7's RLE decoder refuses 1-bit data: the SEG must be refused, naming the syntax.
    binary = pydicom.dcmread(os.path.join(HERE, "empty_frame.dcm"))
    fragments = []
    for f in binary.pixel_array:
        packed = np.packbits(f.reshape(-1), bitorder="little").tobytes()
        data = bytes([len(packed) - 1]) + packed
        if len(data) % 2:
            data += b"\0"
        fragments.append(struct.pack("<16I", 1, 64, *([0] * 14)) + data)
    binary.file_meta.TransferSyntaxUID = RLELossless
    binary.PixelData = encapsulate(fragments)
    binary["PixelData"].VR = "OB"
    binary.save_as(os.path.join(HERE, "binary_rle.dcm"), write_like_original=False)

    # A gantry-tilted series: slices 2 mm apart along z, each shifted 0.5 mm along y (sheared, not stacked on
    # the normal), and a SEG whose frames carry the slices' positions.
    tilted = Series("ct_tilted", 5, 7, (0.8, 0.6), (1, 0, 0), (0, 1, 0),
                    [(-10, 20 + 0.5 * k, 2.0 * k) for k in range(4)], 2.0, 5)
    tilted.write()
    make_seg("tilted", tilted, [(1, "Liver")], [Frame(1, tilted.positions[k], blob(5, 7), k) for k in (0, 1, 3)])

    # Truncated: the overlap SEG cut in its pixel data.
    with open(os.path.join(HERE, "overlap.dcm"), "rb") as f:
        data = f.read()
    with open(os.path.join(HERE, "truncated.dcm"), "wb") as f:
        f.write(data[:-6])

    # The overlap SEG with every sequence and item of undefined length, and in the first per-frame item a
    # private element stored as UN of undefined length holding an Implicit VR sequence (CP-246, what some
    # anonymisers leave): ScanSleuth's own functional groups scanner gives up on it and DCMTK reads the groups;
    # the frames must be overlap.dcm's.
    undefined = pydicom.dcmread(os.path.join(HERE, "overlap.dcm"))

    def undefined_lengths(dataset):
        for element in dataset:
            if element.VR == "SQ":
                element.is_undefined_length = True
                for item in element.value:
                    item.is_undefined_length_sequence_item = True
                    undefined_lengths(item)
    undefined_lengths(undefined)
    nested = (struct.pack("<HHI", 0xFFFE, 0xE000, 0xFFFFFFFF) + struct.pack("<HHI", 0x0063, 0x1002, 2) + b"AB"
              + struct.pack("<HHI", 0xFFFE, 0xE00D, 0))  # pydicom adds the sequence delimiter
    first = undefined.PerFrameFunctionalGroupsSequence[0]
    first.add_new(0x00630010, "LO", "ACME")
    first.add(RawDataElement(Tag(0x00631001), "UN", 0xFFFFFFFF, nested, 0, False, True))
    undefined.save_as(os.path.join(HERE, "cp246_private.dcm"), write_like_original=False)


def oracle_from_file(path, name):
    """The same expectation for a real SEG, decoded by pydicom (pixel_array unpacks the bits)."""
    ds = pydicom.dcmread(path)
    pixels = ds.pixel_array.reshape(int(ds.NumberOfFrames), ds.Rows, ds.Columns)
    shared = ds.SharedFunctionalGroupsSequence[0]
    fractional = ds.SegmentationType == "FRACTIONAL"
    expected = {"segments": {}}
    for f, item in enumerate(ds.PerFrameFunctionalGroupsSequence):
        def group(kw):
            return (item if kw in item else shared)[kw][0]
        o = np.array(group("PlaneOrientationSequence").ImageOrientationPatient, float)
        sp = [float(v) for v in group("PixelMeasuresSequence").PixelSpacing]
        p = np.array(group("PlanePositionSequence").ImagePositionPatient, float)
        number = int(group("SegmentIdentificationSequence").ReferencedSegmentNumber)
        entry = expected["segments"].setdefault(str(number), [])
        for r, c in zip(*np.nonzero(pixels[f])):
            w = p + c * sp[1] * o[:3] + r * sp[0] * o[3:]
            entry.append([round(float(v), 4) for v in w] +
                         ([int(pixels[f][r, c]) / int(ds.MaximumFractionalValue)] if fractional else []))
    with open(os.path.join(HERE, "expected", name + ".json"), "w") as out:
        json.dump(expected, out, indent=None, separators=(",", ":"))
        out.write("\n")


def real_fixtures():
    base = os.path.dirname(HERE)
    oracle_from_file(os.path.join(base, "dcmqi_24x38x3", "seg", "label.seg"), "real_dcmqi_24x38x3")
    oracle_from_file(os.path.join(base, "highdicom_ct2", "seg_image_ct_binary_overlap.dcm"), "real_highdicom_overlap")
    oracle_from_file(os.path.join(base, "highdicom_ct2", "seg_image_ct_binary_fractional.dcm"),
                     "real_highdicom_fractional")
    oracle_from_file(os.path.join(base, "highdicom_ct_image", "seg_image_ct_binary_single_frame.dcm"),
                     "real_highdicom_single_frame")


if __name__ == "__main__":
    main()
    real_fixtures()
