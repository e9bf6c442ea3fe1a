// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "io/dicom/segobject.h"
#include "io/loadedimage.h"

#include <string>

namespace scansleuth::io {

// The image a SEG or RTSTRUCT is placed on, from a loaded image: its first volume's grid, its series and
// Frame of Reference UIDs, and for a DICOM series each slice's SOPInstanceUID and stored position (first time
// point; multi-frame objects give each frame the object's SOPInstanceUID). `label` names it in messages
// (empty: the path's file name).
ReferenceImage referenceImageFrom(const LoadedImage& image, const std::string& label = {});

} // namespace scansleuth::io
