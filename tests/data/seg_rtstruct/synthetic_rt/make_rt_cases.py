#!/usr/bin/python3
# SPDX-License-Identifier: BSD-3-Clause
# SPDX-FileCopyrightText: 2026 The ScanSleuth authors
"""Writes the synthetic RTSTRUCT cases of tests/rtstruct (run with Debian's /usr/bin/python3 and pydicom).

Small CT series (16 columns x 20 rows, 1 mm pixels, 6 slices 2 mm apart) and RT Structure Sets on them, each
made to show one rule or one trap of docs/rtstruct.md. Deterministic: the same UIDs and bytes on every run.
The expected masks are stated in tests/rtstruct/tst_rtstructraster.cpp, worked out by hand from the shapes
below (voxel (i, j, k) of the axial CT has its centre at x = -8 + i, y = -10 + j, z = 2 k mm).

  ct_axial/      the CT, axial
  ct_gap/        the same CT without slice k = 3 (z = 6 mm)
  ct_oblique/    an oblique CT: rows along Rz(20 deg) Rx(30 deg) x, columns along the same rotation of y
  holes.dcm      ROI 1: outer rectangle with an inner one on k = 2 (CLOSED_PLANAR) and k = 3 (CLOSEDPLANAR_XOR)
  overlap.dcm    ROI 1 and ROI 2 overlap on k = 2, 3; ROI 3 touches neither
  oblique.dcm    on ct_oblique: ROI 1 a rectangle with a hole, in the oblique slice plane k = 2
  offplane.dcm   ROI 1: on z = 4.4 (0.4 mm off slice 2), z = 6 (on slice 3), z = 20 (beyond the last slice)
  for_mismatch.dcm  ROI 1 as in holes.dcm, with another Frame of Reference UID and series UID
  missing_slice.dcm on ct_gap: ROI 1 on z = 4 (present) and z = 6 (slice missing; its SOP is referenced)
  centres.dcm    ROI 1: a rectangle whose vertices are voxel centres (i 2..9, j 3..10) on k = 1..4
  border.dcm     ROI 1: a triangle and ROI 2: a diamond, vertices and edges through voxel centres
  unfilled.dcm   ROI 1 POINT, ROI 2 OPEN_PLANAR, ROI 3 CLOSED_PLANAR rectangle
  nan.dcm        a contour with a NaN point, one with an unparsable value
  odd_count.dcm  ContourData of 13 numbers
  absurd_counts.dcm NumberOfContourPoints 999999999; a ROI contour naming ROI 7 that is not listed
  truncated.dcm  a valid structure set cut in the middle of its second ROI's ContourData
  huge_length.dcm  a ContourData whose length field claims 0xFFFFFFF0 bytes
"""
import math
import os
import shutil
import struct

import numpy as np
import pydicom
from pydicom.dataset import Dataset, FileDataset, FileMetaDataset
from pydicom.sequence import Sequence
from pydicom.uid import ExplicitVRLittleEndian, ImplicitVRLittleEndian

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = "1.2.826.0.1.3680043.10.1089.21."  # fixed UIDs: reproducible output
CT_STORAGE = "1.2.840.10008.5.1.4.1.1.2"
RT_STORAGE = "1.2.840.10008.5.1.4.1.1.481.3"
STUDY = ROOT + "1"
FOR = ROOT + "2"
NX, NY, NZ = 16, 20, 6


RAW = []  # (placeholder text, stored text) of the contours written as raw text
SERIAL = [0]


def uid(*parts):
    return ROOT + ".".join(str(p) for p in parts)


def rotation():
    a, b = math.radians(20), math.radians(30)
    rz = np.array([[math.cos(a), -math.sin(a), 0], [math.sin(a), math.cos(a), 0], [0, 0, 1]])
    rx = np.array([[1, 0, 0], [0, math.cos(b), -math.sin(b)], [0, math.sin(b), math.cos(b)]])
    return rz @ rx


def base_dataset(path, sop_class, sop_uid, implicit=False):
    meta = FileMetaDataset()
    meta.MediaStorageSOPClassUID = sop_class
    meta.MediaStorageSOPInstanceUID = sop_uid
    meta.TransferSyntaxUID = ImplicitVRLittleEndian if implicit else ExplicitVRLittleEndian
    meta.ImplementationClassUID = ROOT + "99"
    ds = FileDataset(path, {}, file_meta=meta, preamble=b"\0" * 128)
    ds.is_little_endian = True
    ds.is_implicit_VR = implicit
    ds.SOPClassUID = sop_class
    ds.SOPInstanceUID = sop_uid
    ds.StudyInstanceUID = STUDY
    ds.PatientID = "SYNTH_RT"
    ds.PatientName = "Synthetic^RT"
    ds.StudyDate = "20260101"
    return ds


class Ct:
    """One CT series: slice k's position, row/column cosines, SOP UIDs."""

    def __init__(self, name, series_no, row, col, origin, skip=()):
        self.name, self.row, self.col = name, np.array(row, float), np.array(col, float)
        self.normal = np.cross(self.row, self.col)
        self.origin = np.array(origin, float)
        self.series = uid(10, series_no)
        self.sops = [uid(11, series_no, k) for k in range(NZ)]
        self.skip = set(skip)

    def position(self, k):
        return self.origin + 2.0 * k * self.normal

    def world(self, i, j, k):
        """Patient coordinates of the continuous index (i, j) on slice k."""
        return self.position(k) + i * self.row + j * self.col

    def write(self):
        folder = os.path.join(HERE, self.name)
        shutil.rmtree(folder, ignore_errors=True)
        os.makedirs(folder)
        for k in range(NZ):
            if k in self.skip:
                continue
            ds = base_dataset(os.path.join(folder, f"ct_{k}.dcm"), CT_STORAGE, self.sops[k])
            ds.Modality = "CT"
            ds.SeriesInstanceUID = self.series
            ds.SeriesNumber = 1
            ds.InstanceNumber = k + 1
            ds.FrameOfReferenceUID = FOR
            ds.ImagePositionPatient = [round(float(v), 6) for v in self.position(k)]
            ds.ImageOrientationPatient = [round(float(v), 8) for v in list(self.row) + list(self.col)]
            ds.PixelSpacing = [1.0, 1.0]
            ds.SliceThickness = 2.0
            ds.Rows, ds.Columns = NY, NX
            ds.SamplesPerPixel = 1
            ds.PhotometricInterpretation = "MONOCHROME2"
            ds.BitsAllocated, ds.BitsStored, ds.HighBit = 16, 16, 15
            ds.PixelRepresentation = 1
            ds.RescaleIntercept, ds.RescaleSlope = -1024, 1
            ds.PixelData = (np.arange(NX * NY, dtype=np.int16) + 100 * k).tobytes()
            ds.save_as(os.path.join(folder, f"ct_{k}.dcm"), write_like_original=False)


AXIAL = Ct("ct_axial", 1, [1, 0, 0], [0, 1, 0], [-8, -10, 0])
GAP = Ct("ct_gap", 2, [1, 0, 0], [0, 1, 0], [-8, -10, 0], skip=(3,))
R = rotation()
OBLIQUE = Ct("ct_oblique", 3, R @ [1, 0, 0], R @ [0, 1, 0], [-8, -10, 0])


def rect(i0, i1, j0, j1):
    """Corners of an index rectangle (continuous indices)."""
    return [(i0, j0), (i1, j0), (i1, j1), (i0, j1)]


def contour_item(ct, k, pts, gtype="CLOSED_PLANAR", z_offset=0.0, sop_k=None, raw=None, count=None):
    item = Dataset()
    ref = Dataset()
    ref.ReferencedSOPClassUID = CT_STORAGE
    ref.ReferencedSOPInstanceUID = ct.sops[k if sop_k is None else sop_k]
    item.ContourImageSequence = Sequence([ref])
    item.ContourGeometricType = gtype
    data = []
    for i, j in pts:
        w = ct.world(i, j, k) + z_offset * ct.normal
        data += [round(float(v), 6) for v in w]
    item.NumberOfContourPoints = len(pts) if count is None else count
    if raw is not None:
        # A placeholder, replaced by the stored text after saving (pydicom refuses values that are not numbers).
        marker = 70000 + len(RAW)
        RAW.append((f"{marker}.5", raw))
        item.ContourData = [marker + 0.5, 0, 0]
    else:
        item.ContourData = data
    return item


def structure_set(name, ct, rois, for_uid=FOR, series_uid=None):
    """rois: list of (number, name, colour, [contour items])."""
    path = os.path.join(HERE, name)
    SERIAL[0] += 1
    ds = base_dataset(path, RT_STORAGE, uid(20, SERIAL[0]))
    ds.Modality = "RTSTRUCT"
    ds.SeriesInstanceUID = uid(21, SERIAL[0])
    ds.SeriesNumber = 2
    ds.Manufacturer = "ScanSleuth tests"
    ds.StructureSetLabel = name.replace(".dcm", "")
    fr = Dataset()
    fr.FrameOfReferenceUID = for_uid
    study = Dataset()
    study.ReferencedSOPClassUID = "1.2.840.10008.3.1.2.3.1"
    study.ReferencedSOPInstanceUID = STUDY
    series = Dataset()
    series.SeriesInstanceUID = series_uid or ct.series
    images = []
    for k in range(NZ):
        im = Dataset()
        im.ReferencedSOPClassUID = CT_STORAGE
        im.ReferencedSOPInstanceUID = ct.sops[k]
        images.append(im)
    series.ContourImageSequence = Sequence(images)
    study.RTReferencedSeriesSequence = Sequence([series])
    fr.RTReferencedStudySequence = Sequence([study])
    ds.ReferencedFrameOfReferenceSequence = Sequence([fr])
    ssroi, roic, obs = [], [], []
    for number, roi_name, colour, contours, listed in rois:
        if listed:
            s = Dataset()
            s.ROINumber = number
            s.ReferencedFrameOfReferenceUID = for_uid
            s.ROIName = roi_name
            s.ROIGenerationAlgorithm = "MANUAL"
            ssroi.append(s)
            o = Dataset()
            o.ObservationNumber = number
            o.ReferencedROINumber = number
            o.RTROIInterpretedType = "ORGAN"
            o.ROIInterpreter = ""
            obs.append(o)
        c = Dataset()
        c.ROIDisplayColor = list(colour)
        c.ContourSequence = Sequence(contours)
        c.ReferencedROINumber = number
        roic.append(c)
    ds.StructureSetROISequence = Sequence(ssroi)
    ds.ROIContourSequence = Sequence(roic)
    ds.RTROIObservationsSequence = Sequence(obs)
    undefined_lengths(ds)
    pydicom.dataset.validate_file_meta(ds.file_meta)
    ds.save_as(path, write_like_original=True)
    patch_raw(path)
    return path


def undefined_lengths(ds):
    """Sequences and items with undefined length, so that patch_raw can change an element's length."""
    for elem in ds:
        if elem.VR == "SQ":
            elem.is_undefined_length = True
            for item in elem.value:
                item.is_undefined_length_sequence_item = True
                undefined_lengths(item)


def patch_raw(path):
    """Puts the stored text of RAW in place of its placeholders (sequences have undefined lengths)."""
    blob = open(path, "rb").read()
    for marker, raw in RAW:
        at = blob.find(marker.encode())
        if at < 0:
            continue
        head = at - 8
        assert blob[head:head + 6] == b"\x06\x30\x50\x00DS", blob[head:head + 8]
        length = struct.unpack_from("<H", blob, head + 6)[0]
        value = raw.encode()
        if len(value) % 2:
            value += b" "
        blob = blob[:head + 6] + struct.pack("<H", len(value)) + value + blob[head + 8 + length:]
    RAW.clear()
    open(path, "wb").write(blob)


def roi(number, name, colour, contours, listed=True):
    return (number, name, colour, contours, listed)


def main():
    pydicom.config.settings.writing_validation_mode = pydicom.config.IGNORE
    for ct in (AXIAL, GAP, OBLIQUE):
        ct.write()
    outer, inner = rect(1.5, 9.5, 2.5, 10.5), rect(3.5, 7.5, 4.5, 8.5)  # voxels i 2..9 x j 3..10, hole 4..7 x 5..8
    structure_set("holes.dcm", AXIAL, [roi(1, "Ring", (255, 0, 0), [
        contour_item(AXIAL, 2, outer), contour_item(AXIAL, 2, inner),
        contour_item(AXIAL, 3, outer, "CLOSEDPLANAR_XOR"), contour_item(AXIAL, 3, inner, "CLOSEDPLANAR_XOR")])])
    a, b, c = rect(1.5, 9.5, 2.5, 10.5), rect(5.5, 12.5, 5.5, 14.5), rect(12.5, 15.5, -0.5, 2.5)
    structure_set("overlap.dcm", AXIAL, [
        roi(1, "A", (255, 0, 0), [contour_item(AXIAL, k, a) for k in (1, 2, 3)]),
        roi(2, "B", (0, 255, 0), [contour_item(AXIAL, k, b) for k in (2, 3, 4)]),
        roi(3, "C", (0, 0, 255), [contour_item(AXIAL, 0, c)])])
    structure_set("oblique.dcm", OBLIQUE, [roi(1, "Tilted", (255, 255, 0), [
        contour_item(OBLIQUE, 2, outer), contour_item(OBLIQUE, 2, inner)])])
    structure_set("offplane.dcm", AXIAL, [roi(1, "Off", (255, 0, 0), [
        contour_item(AXIAL, 2, outer, z_offset=0.4), contour_item(AXIAL, 3, outer),
        contour_item(AXIAL, 5, outer, z_offset=10.0)])])
    structure_set("for_mismatch.dcm", AXIAL, [roi(1, "Ring", (255, 0, 0), [
        contour_item(AXIAL, 2, outer), contour_item(AXIAL, 2, inner)])], for_uid=ROOT + "3",
        series_uid=ROOT + "4")
    structure_set("missing_slice.dcm", GAP, [roi(1, "Gap", (255, 0, 0), [
        contour_item(GAP, 2, outer), contour_item(GAP, 3, outer)])])
    structure_set("centres.dcm", AXIAL, [roi(1, "Centres", (0, 255, 255), [
        contour_item(AXIAL, k, rect(2, 9, 3, 10)) for k in (1, 2, 3, 4)])])
    triangle = [(2, 2), (10, 2), (2, 10)]  # i >= 2, j >= 2, i + j <= 12
    diamond = [(11, 10), (14, 13), (11, 16), (8, 13)]  # |i - 11| + |j - 13| <= 3
    structure_set("border.dcm", AXIAL, [roi(1, "Triangle", (255, 0, 255), [contour_item(AXIAL, 2, triangle)]),
                                        roi(2, "Diamond", (128, 128, 0), [contour_item(AXIAL, 2, diamond)])])
    structure_set("unfilled.dcm", AXIAL, [
        roi(1, "Marker", (255, 0, 0), [contour_item(AXIAL, 2, [(4, 4)], "POINT")]),
        roi(2, "Line", (0, 255, 0), [contour_item(AXIAL, 2, [(2, 2), (8, 2), (8, 9)], "OPEN_PLANAR")]),
        roi(3, "Box", (0, 0, 255), [contour_item(AXIAL, 2, outer)])])
    # Hostile: stored text written as is.
    def text(values):
        return "\\".join(values)
    pts = [AXIAL.world(i, j, 2) for i, j in outer]
    good = [f"{v:.6f}" for p in pts for v in p]
    nan_data = good[:3] + ["nan", "-7.0", "4.0"] + good[3:]  # 5 points, the 2nd NaN
    junk_data = good[:6] + ["abc", "1", "4"] + good[6:]
    structure_set("nan.dcm", AXIAL, [roi(1, "Nan", (255, 0, 0), [
        contour_item(AXIAL, 2, outer, raw=text(nan_data), count=5),
        contour_item(AXIAL, 3, outer, raw=text([g.replace("4.000000", "6.000000") for g in junk_data]), count=5)])])
    structure_set("odd_count.dcm", AXIAL, [roi(1, "Odd", (255, 0, 0), [
        contour_item(AXIAL, 2, outer, raw=text(good + ["1.5"]))])])
    structure_set("absurd_counts.dcm", AXIAL, [
        roi(1, "Box", (255, 0, 0), [contour_item(AXIAL, 2, outer, count=999999999)]),
        roi(7, "Unlisted", (0, 255, 0), [contour_item(AXIAL, 3, outer)], listed=False)])
    # Truncated: two ROIs, cut inside the second ROI's last ContourData.
    full = structure_set("truncated.dcm", AXIAL, [
        roi(1, "First", (255, 0, 0), [contour_item(AXIAL, 2, outer)]),
        roi(2, "Second", (0, 255, 0), [contour_item(AXIAL, 3, outer), contour_item(AXIAL, 4, outer)])])
    blob = open(full, "rb").read()
    last = blob.rfind(b"\x06\x30\x50\x00")  # (3006,0050) of the last contour
    open(full, "wb").write(blob[:last + 20])
    # A ContourData length field claiming 0xFFFFFFF0 bytes (explicit VR DS has a 2-byte length: use implicit).
    path = structure_set("huge_length.dcm", AXIAL, [roi(1, "Box", (255, 0, 0), [contour_item(AXIAL, 2, outer)])])
    blob = bytearray(open(path, "rb").read())
    at = blob.rfind(b"\x06\x30\x50\x00DS")
    assert at > 0
    # Explicit VR: tag, 'DS', 2-byte length. Make it 'UN' with a 4-byte length that is absurd.
    length = struct.unpack_from("<H", blob, at + 6)[0]
    value = bytes(blob[at + 8:at + 8 + length])
    blob[at:at + 8 + length] = b"\x06\x30\x50\x00UN\0\0" + struct.pack("<I", 0xFFFFFFF0) + value
    open(path, "wb").write(bytes(blob))


if __name__ == "__main__":
    main()
