#!/usr/bin/python3
# SPDX-License-Identifier: BSD-3-Clause
# SPDX-FileCopyrightText: 2026 The ScanSleuth authors
"""Writes small Philips MR series with the private scale slope, and dcm2niix's conversions of them.

No real Philips file may be redistributed here, so these are built the way Philips writes them:
RescaleSlope/Intercept (0028,1053/1052) give display values DV = PV * RS + RI, and the private scale
slope (2005,100E) (VR FL, private creator "Philips MR Imaging DD 001" at (2005,0010)) gives the
floating-point values FP = DV / (RS * SS); in the enhanced object both sit in each frame's functional
groups (Pixel Value Transformation (0028,9145), and the private sequence (2005,140F)).

  classic_a/, classic_b/  classic MR, 4 slices of 10 x 12, RS 1.2, RI 0, SS 9.4e-6 (factor 88652.48),
                          two "subjects" (different patterns, same scaling)
  enhanced/               one Enhanced MR object, 4 frames of 10 x 12, RS 1.5, RI 4.8, SS 7.2e-6
  classic_varying/        classic MR whose SS differs per slice (9.4e-6 to 1e-5): no dcm2niix reference
  ref/precise/, ref/display/  dcm2niix -p y and -p n of each (with their BIDS sidecars)
  expected.json           the construction: RS, RI, SS, factor, and per series the voxel values
                          PV[k][row][col] as stored

Run from this folder: /usr/bin/python3 make_philips_scaling.py (needs pydicom and dcm2niix).
"""
import json
import os
import shutil
import subprocess

import numpy as np
import pydicom
from pydicom.dataset import Dataset, FileDataset, FileMetaDataset
from pydicom.sequence import Sequence
from pydicom.uid import ExplicitVRLittleEndian, generate_uid

HERE = os.path.dirname(os.path.abspath(__file__))
ROWS, COLS, SLICES = 10, 12, 4
SPACING = (0.9, 0.8)  # between rows, between columns
THICKNESS = 3.0
# Slightly oblique axial: rows along x rotated 10 degrees about z.
C, S = np.cos(np.radians(10)), np.sin(np.radians(10))
ROW_COS = (C, S, 0.0)
COL_COS = (-S, C, 0.0)
NORMAL = np.cross(ROW_COS, COL_COS)
ORIGIN = np.array([-5.0, -4.0, 20.0])
CREATOR = "Philips MR Imaging DD 001"
INSTANCE = [0]


def uid(*parts):
    """A UID derived from `parts`, so that rerunning this script writes the same files."""
    return generate_uid(entropy_srcs=[str(p) for p in parts])


def pattern(seed):
    k, r, c = np.meshgrid(np.arange(SLICES), np.arange(ROWS), np.arange(COLS), indexing="ij")
    pv = 200 + 37 * k + 11 * r + 5 * c + seed * ((r * c + 3 * k) % 7) * 13
    pv[:, 0, :] = 0  # a background row, as MR has
    return pv.astype(np.uint16)


def position(k):
    return [float(x) for x in ORIGIN + k * THICKNESS * NORMAL]


def base(sop_class, series_uid, study_uid, patient, series_number, description):
    meta = FileMetaDataset()
    meta.MediaStorageSOPClassUID = sop_class
    meta.MediaStorageSOPInstanceUID = uid(series_uid, "instance", description, INSTANCE[0])
    INSTANCE[0] += 1
    meta.TransferSyntaxUID = ExplicitVRLittleEndian
    ds = FileDataset(None, {}, file_meta=meta, preamble=b"\0" * 128)
    # Explicit VR little endian throughout: without these pydicom 2.3 writes nested items implicit.
    ds.is_little_endian, ds.is_implicit_VR = True, False
    ds.SOPClassUID = sop_class
    ds.SOPInstanceUID = meta.MediaStorageSOPInstanceUID
    ds.StudyInstanceUID = study_uid
    ds.SeriesInstanceUID = series_uid
    ds.FrameOfReferenceUID = uid(study_uid, "frame of reference")
    ds.PatientID = patient
    ds.PatientName = patient
    ds.StudyDate = "20261202"
    ds.SeriesDate = "20261202"
    ds.AcquisitionTime = "101500.00"
    ds.Modality = "MR"
    ds.Manufacturer = "Philips Medical Systems"
    ds.ManufacturerModelName = "Ingenia"
    ds.MagneticFieldStrength = 3
    ds.SeriesNumber = series_number
    ds.SeriesDescription = description
    ds.ProtocolName = description
    ds.EchoTime = 30
    ds.RepetitionTime = 2000
    ds.Rows, ds.Columns = ROWS, COLS
    ds.SamplesPerPixel = 1
    ds.PhotometricInterpretation = "MONOCHROME2"
    ds.BitsAllocated, ds.BitsStored, ds.HighBit, ds.PixelRepresentation = 16, 12, 11, 0
    return ds


def philips_private(item, ss):
    item.add_new((0x2005, 0x0010), "LO", CREATOR)
    item.add_new((0x2005, 0x100E), "FL", ss)


def write_classic(folder, seed, patient, rs, ri, ss):
    os.makedirs(folder, exist_ok=True)
    pv = pattern(seed)
    series, study = uid(os.path.basename(folder), "series"), uid(os.path.basename(folder), "study")
    for k in range(SLICES):
        ds = base("1.2.840.10008.5.1.4.1.1.4", series, study, patient, 301, "T2W_TSE")
        ds.ImageType = ["ORIGINAL", "PRIMARY", "M_SE", "M", "SE"]
        ds.InstanceNumber = k + 1
        ds.ImagePositionPatient = position(k)
        ds.ImageOrientationPatient = list(ROW_COS) + list(COL_COS)
        ds.PixelSpacing = list(SPACING)
        ds.SliceThickness = THICKNESS
        ds.SpacingBetweenSlices = THICKNESS
        ds.RescaleSlope = rs
        ds.RescaleIntercept = ri
        ds.RescaleType = "normalized"
        philips_private(ds, ss[k] if isinstance(ss, list) else ss)
        ds.PixelData = pv[k].tobytes()
        ds.save_as(os.path.join(folder, "IM_%04d.dcm" % (k + 1)), write_like_original=False)
    return pv


def write_enhanced(folder, seed, patient, rs, ri, ss):
    os.makedirs(folder, exist_ok=True)
    pv = pattern(seed)
    ds = base("1.2.840.10008.5.1.4.1.1.4.1", uid(os.path.basename(folder), "series"), uid(os.path.basename(folder), "study"), patient, 401, "DWI_b0")
    ds.ImageType = ["ORIGINAL", "PRIMARY", "M", "NONE"]
    ds.InstanceNumber = 1
    ds.NumberOfFrames = SLICES
    ds.ContentDate = "20261202"
    ds.ContentTime = "101500.00"
    ds.AcquisitionDateTime = "20261202101500.00"
    shared = Dataset()
    pm = Dataset()
    pm.PixelSpacing = list(SPACING)
    pm.SliceThickness = THICKNESS
    pm.SpacingBetweenSlices = THICKNESS
    shared.PixelMeasuresSequence = Sequence([pm])
    po = Dataset()
    po.ImageOrientationPatient = list(ROW_COS) + list(COL_COS)
    shared.PlaneOrientationSequence = Sequence([po])
    timing = Dataset()
    timing.RepetitionTime = 2000
    shared.MRTimingAndRelatedParametersSequence = Sequence([timing])
    ds.SharedFunctionalGroupsSequence = Sequence([shared])
    dim_uid = uid(os.path.basename(folder), "dimensions")
    dim = Dataset()
    dim.DimensionOrganizationUID = dim_uid
    ds.DimensionOrganizationSequence = Sequence([dim])
    idx = []
    for tag, seq in ((0x00209057, 0x00209111), (0x00209128, 0x00209111)):
        d = Dataset()
        d.DimensionOrganizationUID = dim_uid
        d.DimensionIndexPointer = tag
        d.FunctionalGroupPointer = seq
        idx.append(d)
    ds.DimensionIndexSequence = Sequence(idx)
    frames = []
    for k in range(SLICES):
        f = Dataset()
        fc = Dataset()
        fc.FrameAcquisitionDateTime = "20261202101500.00"
        fc.StackID = "1"
        fc.InStackPositionNumber = k + 1
        fc.TemporalPositionIndex = 1
        fc.DimensionIndexValues = [k + 1, 1]
        f.FrameContentSequence = Sequence([fc])
        pp = Dataset()
        pp.ImagePositionPatient = position(k)
        f.PlanePositionSequence = Sequence([pp])
        pvt = Dataset()
        pvt.RescaleSlope = rs
        pvt.RescaleIntercept = ri
        pvt.RescaleType = "normalized"
        f.PixelValueTransformationSequence = Sequence([pvt])
        fmt = Dataset()
        fmt.FrameType = ["ORIGINAL", "PRIMARY", "M", "NONE"]
        f.MRImageFrameTypeSequence = Sequence([fmt])
        private = Dataset()
        philips_private(private, ss)
        f.add_new((0x2005, 0x0014), "LO", "Philips MR Imaging DD 005")
        f.add_new((0x2005, 0x140F), "SQ", Sequence([private]))
        frames.append(f)
    ds.PerFrameFunctionalGroupsSequence = Sequence(frames)
    ds.PixelData = pv.tobytes()
    ds.save_as(os.path.join(folder, "IM_0001.dcm"), write_like_original=False)
    return pv


def dcm2niix(folder, mode, out):
    os.makedirs(out, exist_ok=True)
    subprocess.run(["dcm2niix", "-p", mode, "-b", "y", "-z", "n", "-f", os.path.basename(folder),
                    "-o", out, folder], check=True, stdout=subprocess.DEVNULL)


def main():
    np.random.seed(0)
    for name in ("classic_a", "classic_b", "enhanced", "classic_varying", "ref"):
        shutil.rmtree(os.path.join(HERE, name), ignore_errors=True)
    cases = {
        "classic_a": (write_classic, 0, "SUBJ-A", 1.2, 0.0, 9.4e-6),
        "classic_b": (write_classic, 1, "SUBJ-B", 1.2, 0.0, 9.4e-6),
        "enhanced": (write_enhanced, 2, "SUBJ-C", 1.5, 4.8, 7.2e-6),
        "classic_varying": (write_classic, 3, "SUBJ-D", 1.2, 0.0, [9.4e-6, 9.6e-6, 9.8e-6, 1.0e-5]),
    }
    expected = {"dcm2niix": subprocess.run(["dcm2niix", "-v"], capture_output=True, text=True).stdout.split()[-1],
                "series": {}}
    for name, (write, seed, patient, rs, ri, ss) in cases.items():
        folder = os.path.join(HERE, name)
        pv = write(folder, seed, patient, rs, ri, ss)
        per_slice = [float(np.float32(x)) for x in (ss if isinstance(ss, list) else [ss] * SLICES)]  # as FL
        expected["series"][name] = {"rescale_slope": rs, "rescale_intercept": ri, "scale_slope": per_slice[0],
                                    "factor": 1.0 / (rs * per_slice[0]), "scale_slope_per_slice": per_slice,
                                    "stored": pv.tolist()}
        if isinstance(ss, list):
            continue  # dcm2niix applies one scale slope per series: the construction is the oracle here
        dcm2niix(folder, "y", os.path.join(HERE, "ref", "precise"))
        dcm2niix(folder, "n", os.path.join(HERE, "ref", "display"))
    with open(os.path.join(HERE, "expected.json"), "w") as f:
        json.dump(expected, f, indent=1)


if __name__ == "__main__":
    main()
