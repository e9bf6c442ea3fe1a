#!/usr/bin/env python3
# SPDX-License-Identifier: BSD-3-Clause
# SPDX-FileCopyrightText: 2026 The ScanSleuth authors
"""Writes the NIfTI-1 header cases of tests/checks/geometry/tst_toolreadings_itk.cpp (one small uint8 volume
per combination of qform/sform codes and matrices), with the standard library only, and, when nibabel is
importable, records nibabel's reading of each (img.affine, the form it used) in nibabel_affines.json.

    /usr/bin/python3 make_header_cases.py   # rewrites the .nii files here, and the JSON with nibabel

The recorded values were made with nibabel 5.0.0 (Debian 12's python3-nibabel); the tests need no Python."""
import json
import math
import os
import struct

SIZE = (4, 5, 6)
PIXDIM = (0.9, 1.1, 2.5)
OFFSET = (-30.5, 12.25, 40.0)


def matmul(a, b):
    return [[sum(a[r][k] * b[k][c] for k in range(3)) for c in range(3)] for r in range(3)]


def rot_x(deg):
    t = math.radians(deg)
    return [[1, 0, 0], [0, math.cos(t), -math.sin(t)], [0, math.sin(t), math.cos(t)]]


def rot_z(deg):
    t = math.radians(deg)
    return [[math.cos(t), -math.sin(t), 0], [math.sin(t), math.cos(t), 0], [0, 0, 1]]


BASE_R = matmul(rot_z(20), rot_x(10))  # an oblique RAS orientation


def quaternion(r):
    """b, c, d of the unit quaternion of proper rotation r (a >= 0), as nifti_mat44_to_quatern finds it."""
    xd, yd, zd = r[0][0], r[1][1], r[2][2]
    a = xd + yd + zd + 1.0
    if a > 0.5:
        a = 0.5 * math.sqrt(a)
        b = 0.25 * (r[2][1] - r[1][2]) / a
        c = 0.25 * (r[0][2] - r[2][0]) / a
        d = 0.25 * (r[1][0] - r[0][1]) / a
    else:
        xd = 1.0 + r[0][0] - (r[1][1] + r[2][2])
        yd = 1.0 + r[1][1] - (r[0][0] + r[2][2])
        zd = 1.0 + r[2][2] - (r[0][0] + r[1][1])
        if xd > 1.0:
            b = 0.5 * math.sqrt(xd)
            c = 0.25 * (r[0][1] + r[1][0]) / b
            d = 0.25 * (r[0][2] + r[2][0]) / b
            a = 0.25 * (r[2][1] - r[1][2]) / b
        elif yd > 1.0:
            c = 0.5 * math.sqrt(yd)
            b = 0.25 * (r[0][1] + r[1][0]) / c
            d = 0.25 * (r[1][2] + r[2][1]) / c
            a = 0.25 * (r[0][2] - r[2][0]) / c
        else:
            d = 0.5 * math.sqrt(zd)
            b = 0.25 * (r[0][2] + r[2][0]) / d
            c = 0.25 * (r[1][2] + r[2][1]) / d
            a = 0.25 * (r[1][0] - r[0][1]) / d
        if a < 0.0:
            b, c, d = -b, -c, -d
    return b, c, d


def sform_of(r, pixdim, offset):
    """3 x 4 rows: r's columns scaled by pixdim, then the offset."""
    return [[r[row][col] * pixdim[col] for col in range(3)] + [offset[row]] for row in range(3)]


def qform_fields(r, offset):
    """quatern_b/c/d, qoffset and qfac for orthonormal columns r (qfac -1 when r is improper)."""
    det = (r[0][0] * (r[1][1] * r[2][2] - r[1][2] * r[2][1]) - r[0][1] * (r[1][0] * r[2][2] - r[1][2] * r[2][0])
           + r[0][2] * (r[1][0] * r[2][1] - r[1][1] * r[2][0]))
    qfac = 1.0 if det > 0 else -1.0
    proper = [[r[row][0], r[row][1], r[row][2] * qfac] for row in range(3)]
    return quaternion(proper), offset, qfac


def header(sform_code, qform_code, srow, quat, qoffset, qfac, pixdim=PIXDIM):
    h = bytearray(352)
    struct.pack_into('<i', h, 0, 348)
    struct.pack_into('<8h', h, 40, 3, SIZE[0], SIZE[1], SIZE[2], 1, 1, 1, 1)
    struct.pack_into('<hh', h, 70, 2, 8)  # DT_UINT8, bitpix 8
    struct.pack_into('<8f', h, 76, qfac, pixdim[0], pixdim[1], pixdim[2], 0, 0, 0, 0)
    struct.pack_into('<f', h, 108, 352.0)
    struct.pack_into('<ff', h, 112, 1.0, 0.0)
    struct.pack_into('<B', h, 123, 2)  # mm
    struct.pack_into('<hh', h, 252, qform_code, sform_code)
    struct.pack_into('<3f', h, 256, *quat)
    struct.pack_into('<3f', h, 268, *qoffset)
    for row in range(3):
        struct.pack_into('<4f', h, 280 + 16 * row, *srow[row])
    h[344:348] = b'n+1\0'
    return bytes(h)


def column(r, c):
    return [r[row][c] for row in range(3)]


def cases():
    base = sform_of(BASE_R, PIXDIM, OFFSET)
    quat, qoff, qfac = qform_fields(BASE_R, OFFSET)
    shifted = [OFFSET[0] + 12.0, OFFSET[1], OFFSET[2]]
    # The qform a flip of the sform along voxel axis 0: the same box, axis 0 reversed.
    c0 = column(BASE_R, 0)
    flipped_r = [[-BASE_R[row][0], BASE_R[row][1], BASE_R[row][2]] for row in range(3)]
    flipped_offset = [OFFSET[row] + c0[row] * PIXDIM[0] * (SIZE[0] - 1) for row in range(3)]
    fq, foff, ffac = qform_fields(flipped_r, flipped_offset)
    sq, soff, sfac = qform_fields(BASE_R, shifted)
    # A sheared sform: axis 1 leans 15 degrees towards axis 0; a scaled one: 1 mm columns, pixdim kept.
    shear = [row[:] for row in base]
    for row in range(3):
        shear[row][1] += math.tan(math.radians(15)) * PIXDIM[1] * BASE_R[row][0]
    scaled = sform_of(BASE_R, (1.0, 1.0, 1.0), OFFSET)
    other = sform_of(rot_z(-35), PIXDIM, (5.0, 6.0, 7.0))
    zero = [[0.0] * 4 for _ in range(3)]
    return {
        'sform_only': header(2, 0, base, (0, 0, 0), (0, 0, 0), 1.0),
        'qform_only': header(0, 1, zero, quat, qoff, qfac),
        'both_agree_scanner': header(1, 1, base, quat, qoff, qfac),
        'both_agree_aligned': header(2, 1, base, quat, qoff, qfac),
        'qform_flip_of_sform': header(2, 1, base, fq, foff, ffac),
        'sform_scanner_qform_shifted': header(1, 1, base, sq, soff, sfac),
        'sform_aligned_qform_shifted': header(2, 1, base, sq, soff, sfac),
        'sform_code0_qform_code1': header(0, 1, other, quat, qoff, qfac),
        'both_codes_0': header(0, 0, other, quat, qoff, qfac),
        'sform_shear_with_qform': header(2, 1, shear, quat, qoff, qfac),
        'sform_shear_only': header(2, 0, shear, (0, 0, 0), (0, 0, 0), 1.0),
        'sform_scaled_with_qform': header(2, 1, scaled, quat, qoff, qfac),
        'sform_scaled_only': header(2, 0, scaled, (0, 0, 0), (0, 0, 0), 1.0),
        'qform_code_above_sform_code': header(1, 2, base, sq, soff, sfac),
    }


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    voxels = bytes(range(SIZE[0] * SIZE[1] * SIZE[2]))
    for name, h in cases().items():
        with open(os.path.join(here, name + '.nii'), 'wb') as f:
            f.write(h + voxels)
    try:
        import nibabel
    except ImportError:
        print('nibabel not found: the .nii files were written, nibabel_affines.json was kept')
        return
    out = {'note': 'nibabel %s: img.affine (voxel to RAS mm, 4 x 4) of each file, and which form it came '
                   'from (img.header.get_best_affine order: sform if sform_code > 0, qform if qform_code > 0, '
                   'else the pixdim base affine). Recorded by make_header_cases.py.' % nibabel.__version__,
           'files': {}}
    for name in sorted(cases()):
        img = nibabel.load(os.path.join(here, name + '.nii'))
        hdr = img.header
        form = 'sform' if hdr['sform_code'] > 0 else 'qform' if hdr['qform_code'] > 0 else 'pixdim'
        out['files'][name + '.nii'] = {
            'sform_code': int(hdr['sform_code']), 'qform_code': int(hdr['qform_code']), 'form': form,
            'affine': [[round(float(v), 6) for v in row] for row in img.affine]}
    with open(os.path.join(here, 'nibabel_affines.json'), 'w') as f:
        json.dump(out, f, indent=1)
        f.write('\n')


if __name__ == '__main__':
    main()
