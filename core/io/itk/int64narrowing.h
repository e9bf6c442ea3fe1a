// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/finding.h"
#include "base/result.h"
#include "volume/volume.h"

#include <cstddef>
#include <cstdint>

namespace scansleuth::io {

// 64-bit integer voxels (numpy's default integer, so common in label maps written by pynrrd) in
// native byte order, `volumeCount` volumes of `geometry` one after another, narrowed without loss to
// int32 (or uint32 when every value is >= 0 and some exceed int32). Values outside both ranges give
// ErrorKind::Unsupported. `finding` receives an "io.int64_narrowed" info finding with the range.
Result<volume::VolumeList> narrowInt64Volumes(const std::byte* data, bool isSigned,
                                              const volume::Geometry& geometry, std::int64_t volumeCount,
                                              Finding& finding);

} // namespace scansleuth::io
