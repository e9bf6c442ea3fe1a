#!/usr/bin/env python3
# SPDX-License-Identifier: BSD-3-Clause
# SPDX-FileCopyrightText: 2026 The ScanSleuth authors
"""Writes the hand-made hostile inputs of tests/malformed (standard library only, deterministic).

Run from this folder: python3 make_malformed.py. The fuzzers' crashers are kept beside these files as
they were found (they are not written here); README.md lists every file with the message it must give.
"""
import gzip
import struct
import zlib


def write(name, data):
    with open(name, "wb") as f:
        f.write(data)


# --- DICOM: explicit VR little endian, written element by element -------------------------------------
def element(group, elem, vr, value):
    if isinstance(value, str):
        value = value.encode()
        if len(value) % 2:
            value += b"\0" if vr == "UI" else b" "
    if vr in ("OB", "OW", "UN", "SQ", "UT", "OF"):
        return struct.pack("<HH2sHI", group, elem, vr.encode(), 0, len(value)) + value
    return struct.pack("<HH2sH", group, elem, vr.encode(), len(value)) + value


def us(v):
    return struct.pack("<H", v)


def dicom(rows=16, columns=16, pixels=None, extra=b"", pixel_length=None, frames=None):
    sop = "1.2.826.0.1.3680043.10.1234.1"
    meta = (element(0x0002, 0x0001, "OB", b"\0\1") + element(0x0002, 0x0002, "UI", "1.2.840.10008.5.1.4.1.1.4")
            + element(0x0002, 0x0003, "UI", sop) + element(0x0002, 0x0010, "UI", "1.2.840.10008.1.2.1"))
    meta = element(0x0002, 0x0000, "UL", struct.pack("<I", len(meta))) + meta
    if pixels is None:
        pixels = b"".join(struct.pack("<h", (i * 7) % 300 - 100) for i in range(rows * columns))
    ds = (element(0x0008, 0x0016, "UI", "1.2.840.10008.5.1.4.1.1.4") + element(0x0008, 0x0018, "UI", sop)
          + element(0x0008, 0x0060, "CS", "MR") + extra
          + element(0x0020, 0x000D, "UI", "1.2.826.0.1.3680043.10.1234.2")
          + element(0x0020, 0x000E, "UI", "1.2.826.0.1.3680043.10.1234.3")
          + element(0x0020, 0x0011, "IS", "1")
          + element(0x0020, 0x0032, "DS", "-10\\-20\\30")
          + element(0x0020, 0x0037, "DS", "1\\0\\0\\0\\1\\0")
          + element(0x0028, 0x0002, "US", us(1)) + element(0x0028, 0x0004, "CS", "MONOCHROME2")
          + (element(0x0028, 0x0008, "IS", str(frames)) if frames is not None else b"")
          + element(0x0028, 0x0010, "US", us(rows)) + element(0x0028, 0x0011, "US", us(columns))
          + element(0x0028, 0x0030, "DS", "0.5\\0.5")
          + element(0x0028, 0x0100, "US", us(16)) + element(0x0028, 0x0101, "US", us(16))
          + element(0x0028, 0x0102, "US", us(15)) + element(0x0028, 0x0103, "US", us(1)))
    length = len(pixels) if pixel_length is None else pixel_length
    ds += struct.pack("<HH2sHI", 0x7FE0, 0x0010, b"OW", 0, length) + pixels
    return b"\0" * 128 + b"DICM" + meta + ds


write("dicom_control_16x16.dcm", dicom())
write("dicom_truncated_in_pixel_data.dcm", dicom()[:-300])
# Pixel data past DCMTK's 16 KiB load limit (so it stays on disk at scan time), cut in the middle.
write("dicom_truncated_in_large_pixel_data.dcm", dicom(rows=128, columns=128)[:-12000])
# A private element (VR UN) claiming 4 GiB just before the image attributes.
write("dicom_huge_element_length.dcm",
      dicom(extra=struct.pack("<HH2sHI", 0x0009, 0x1001, b"UN", 0, 0xFFFFFFF0) + b"\x42" * 64))
write("dicom_huge_pixel_data_length.dcm", dicom(pixel_length=0xFFFFFFF0))
write("dicom_huge_image_size.dcm", dicom(rows=65535, columns=65535, frames=999999, pixels=b"\0" * 512))


# --- NIfTI ---------------------------------------------------------------------------------------------
def nifti1(dims, datatype=2, bitpix=8, data=b""):
    h = bytearray(348)
    struct.pack_into("<i", h, 0, 348)
    struct.pack_into("<8h", h, 40, len(dims), *dims, *([1] * (7 - len(dims))))
    struct.pack_into("<hh", h, 70, datatype, bitpix)
    struct.pack_into("<8f", h, 76, 1, 1, 1, 1, 1, 1, 1, 1)
    struct.pack_into("<f", h, 108, 352)
    struct.pack_into("<f", h, 112, 1)
    struct.pack_into("<hh", h, 252, 0, 0)
    h[344:348] = b"n+1\0"
    return bytes(h) + b"\0" * 4 + data


def nifti2(dims, datatype=2, bitpix=8, data=b""):
    h = bytearray(540)
    struct.pack_into("<i", h, 0, 540)
    h[4:12] = b"n+2\0\r\n\x1a\n"
    struct.pack_into("<hh", h, 12, datatype, bitpix)
    struct.pack_into("<8q", h, 16, len(dims), *dims, *([1] * (7 - len(dims))))
    struct.pack_into("<8d", h, 104, 1, 1, 1, 1, 1, 1, 1, 1)
    struct.pack_into("<q", h, 168, 544)
    struct.pack_into("<d", h, 176, 1)
    return bytes(h) + b"\0" * 4 + data


write("nifti_control_8x8x8.nii", nifti1([8, 8, 8], data=bytes(range(256)) * 2))
write("nifti2_dim1_2pow31.nii", nifti2([2 ** 31, 1, 1], data=b"\0" * 100))
write("nifti1_dims_32767_cubed_float.nii", nifti1([32767, 32767, 32767], datatype=16, bitpix=32, data=b"\0" * 64))
# The header claims 8x8x8 bytes; the gzip stream inflates to 16 MiB (from about 16 KiB).
write("nifti_gzip_bomb.nii.gz",
      gzip.compress(nifti1([8, 8, 8], data=b"\0" * (16 << 20)), compresslevel=9, mtime=0))


# --- PNG -----------------------------------------------------------------------------------------------
def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))


def png(width, height, idat):
    return (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
            + chunk(b"IDAT", idat) + chunk(b"IEND", b""))


write("png_huge_ihdr.png", png(0x7FFFFFFF, 0x7FFFFFFF, zlib.compress(b"\0" * 64)))
write("png_idat_short.png", png(64, 64, zlib.compress(b"\0" * 100)))
# 2^28 pixels stated exactly at the limit, 1 pixel row of data: must not allocate a gigabyte first.
write("png_limit_ihdr_short_idat.png", png(1 << 14, 1 << 14, zlib.compress(b"\0" * 65537)))

# --- investigation -------------------------------------------------------------------------------------
deep = "[" * 10000 + "]" * 10000
write("investigation_nested_10000.json",
      ('{"format":"scansleuth.investigation","version":1,"symptom_id":' + deep +
       ',"category":"crash","hypotheses":[],"runs":[],"gates":{}}').encode())
write("investigation_nested_10000_unclosed.json", ('{"runs":' + "[{\"a\":" * 10000).encode())

# --- logs ----------------------------------------------------------------------------------------------
rows = "".join(f"{s},{1.0 / (s + 1):.4f},{1.2 / (s + 1):.4f}\n" for s in range(20))
write("training_1mb_line.csv", ("step,train_loss,val_loss\n" + rows + "7," * (1 << 19) + "\n" + rows).encode())
write("slurm_1mb_line.out", ("x" * (1 << 20) + "\nslurmstepd: error: *** JOB 4815162 ON node17 CANCELLED AT "
                             "2026-03-02T04:11:09 DUE TO TIME LIMIT ***\n").encode())
# std::regex in libstdc++ recurses once per character a repetition takes: these lines overflowed the stack.
write("slurm_long_python_exception.err", ("x" * 65536 + "Error: boom\n").encode())
write("slurm_is_available_long_spaces.out", ("torch.cuda.is_available()" + " " * 65536 + "false\n").encode())
