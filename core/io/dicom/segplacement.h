// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "io/dicom/segobject.h"

// Placing a SEG's frames on a voxel grid (pure: no DCMTK). The rules are in docs/dicom-seg.md.
namespace scansleuth::io {

// Places every frame of `seg` by its plane position: on `reference`'s grid when one is given and the frames
// lie on its slice planes, otherwise on the SEG's own grid (its frames' positions along the normal), saying
// why in gridSource and the findings. Binary segments go into label maps, fractional ones into float layers
// (segobject.h); frames may come in any order and empty frames may be missing. Also checks the references
// against `reference` (series, instances, Frame of Reference), frames off the image's slice planes, frames
// stored in reversed order and segments beyond the image.
Result<PlacedSegmentation> placeSegFrames(const DicomSegObject& seg, const ReferenceImage* reference);

} // namespace scansleuth::io
