// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "model/inference.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

// Inside core/model: the sliding window as numbers, before any tensor exists (no LibTorch here). Axes are
// the input tensor's three spatial axes in its order ("zyx": k, j, i; "xyz": i, j, k).
namespace scansleuth::model {

using Extent3 = std::array<std::int64_t, 3>;

struct WindowPlan
{
    Extent3 size{0, 0, 0};   // the volume
    Extent3 patch{0, 0, 0};  // what the model sees: a zero axis of the request became the whole axis
    Extent3 padded{0, 0, 0}; // max(size, patch): an axis shorter than the patch is padded with zeros
    Extent3 padBefore{0, 0, 0};
    std::vector<Extent3> origins; // on the padded grid
    bool wholeVolume = false;     // one patch covering the whole (unpadded) volume
    int mirrors = 1;              // 8 with mirroring
    std::int64_t forwardPatches() const { return std::int64_t(origins.size()) * mirrors; }
};

// The plan for `size` with the options' patch (already in tensor axis order), overlap and mirroring. The
// padding is centred, as nnU-Net pads: (patch - size) / 2 voxels before. Errors: Invalid for a negative
// patch or an overlap outside [0, 1).
Result<WindowPlan> planWindow(const Extent3& size, const InferenceOptions& options);

// Bytes of host memory a run needs at least, for `channels` input channels and `classes` output classes:
// the padded input, one batch of patches and of outputs, the blending sums and the weights.
std::uint64_t hostBytesNeeded(const WindowPlan& plan, std::int64_t channels, std::int64_t classes, int batch);

// TooLarge when hostBytesNeeded() is more than the memory this process can get (when that is known),
// with both figures in MiB and the patch; checked before LibTorch allocates anything.
Status checkHostMemory(const WindowPlan& plan, std::int64_t channels, std::int64_t classes, int batch,
                       const std::string& device);

// "[1,1,32,32,32]"
std::string shapeText(const std::vector<std::int64_t>& shape);
// Bytes as MiB for messages: "1,024.5 MiB" is written "1024.5 MiB".
std::string mibText(std::uint64_t bytes);

} // namespace scansleuth::model
