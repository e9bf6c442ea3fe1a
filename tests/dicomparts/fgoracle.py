#!/usr/bin/python3
# SPDX-License-Identifier: BSD-3-Clause
# SPDX-FileCopyrightText: 2026 The ScanSleuth authors
"""The oracle of tst_functionalgroups: pydicom's reading of a multi-frame object's functional groups.

    fgoracle.py describe FILE...          JSON, each FILE to where PixelData's header starts, the transfer
                                          syntax's VR encoding, and the facts of the shared and each
                                          per-frame item
    fgoracle.py rewrite VARIANT DIR FILE...
                                          each FILE written again into DIR (same name) as VARIANT:
                                          "implicit" (Implicit VR Little Endian), "undefined" (every
                                          sequence and item with undefined length) or "defined" (every
                                          length defined)

The facts are those the SEG reader takes from each functional groups item (functionalgroups.h): a group
counts when its sequence has an item; numbers are null when absent or not finite.
"""
import json
import math
import os
import sys

import pydicom
from pydicom.dataset import Dataset
from pydicom.sequence import Sequence
from pydicom.uid import ImplicitVRLittleEndian


def numbers(item, keyword, n):
    if keyword not in item:
        return None
    value = item[keyword].value
    values = list(value) if isinstance(value, (list, pydicom.multival.MultiValue)) else [value]
    if len(values) < n:
        return None
    try:
        out = [float(v) for v in values[:n]]
    except (TypeError, ValueError):
        return None
    return out if all(math.isfinite(v) for v in out) else None


def integer(item, keyword):
    if keyword not in item or item[keyword].value in (None, ""):
        return None
    value = item[keyword].value
    if isinstance(value, (list, pydicom.multival.MultiValue)):
        value = value[0]
    return int(value)


def first(item, keyword):
    seq = item.get(keyword)
    return seq[0] if seq is not None and len(seq) > 0 else None


def facts(item):
    out = {}
    p = first(item, "PlanePositionSequence")
    out["hasPlanePosition"] = p is not None
    out["position"] = numbers(p, "ImagePositionPatient", 3) if p is not None else None
    o = first(item, "PlaneOrientationSequence")
    out["hasPlaneOrientation"] = o is not None
    out["orientation"] = numbers(o, "ImageOrientationPatient", 6) if o is not None else None
    m = first(item, "PixelMeasuresSequence")
    out["hasPixelMeasures"] = m is not None
    out["pixelSpacing"] = numbers(m, "PixelSpacing", 2) if m is not None else None
    t = numbers(m, "SliceThickness", 1) if m is not None else None
    out["sliceThickness"] = t[0] if t else None
    s = numbers(m, "SpacingBetweenSlices", 1) if m is not None else None
    out["spacingBetweenSlices"] = s[0] if s else None
    si = first(item, "SegmentIdentificationSequence")
    out["hasSegmentIdentification"] = si is not None
    out["referencedSegmentNumber"] = integer(si, "ReferencedSegmentNumber") if si is not None else None
    d = first(item, "DerivationImageSequence")
    out["hasDerivationImage"] = d is not None
    src = first(d, "SourceImageSequence") if d is not None else None
    out["hasSourceImage"] = src is not None
    out["referencedSopInstanceUid"] = str(src.get("ReferencedSOPInstanceUID", "")) if src is not None else ""
    out["referencedFrameNumber"] = integer(src, "ReferencedFrameNumber") if src is not None else None
    return out


def describe(path):
    with open(path, "rb") as fp:
        ds = pydicom.dcmread(fp, stop_before_pixels=True)
        pixel_header = fp.tell()
    shared = first(ds, "SharedFunctionalGroupsSequence")
    per_frame = ds.get("PerFrameFunctionalGroupsSequence")
    return {
        "explicitVr": not ds.file_meta.TransferSyntaxUID.is_implicit_VR,
        "pixelHeader": pixel_header,
        "shared": facts(shared) if shared is not None else None,
        "hasPerFrame": per_frame is not None,
        "perFrame": [facts(i) for i in per_frame] if per_frame is not None else [],
    }


def set_lengths(dataset, undefined):
    for element in dataset:
        if element.VR == "SQ":
            element.is_undefined_length = undefined
            for item in element.value:
                item.is_undefined_length_sequence_item = undefined
                set_lengths(item, undefined)


def rewrite(path, variant, out):
    ds = pydicom.dcmread(path)
    if variant == "implicit":
        ds.file_meta.TransferSyntaxUID = ImplicitVRLittleEndian
        ds.is_implicit_VR = True
        ds.is_little_endian = True
    else:
        set_lengths(ds, variant == "undefined")
    ds.save_as(out, write_like_original=False)


def main():
    args = sys.argv[1:]
    if len(args) >= 2 and args[0] == "describe":
        json.dump({f: describe(f) for f in args[1:]}, sys.stdout)
    elif len(args) >= 4 and args[0] == "rewrite":
        for f in args[3:]:
            rewrite(f, args[1], os.path.join(args[2], os.path.basename(f)))
    else:
        sys.exit(__doc__)


if __name__ == "__main__":
    main()
