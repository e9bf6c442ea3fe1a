// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The sliding window's grid and memory, without LibTorch (a cheap translation unit).
#include "model/windowplan.h"

#include "base/numberformat.h"
#include "base/parallel.h"
#include "base/strings.h"

#include <algorithm>
#include <cmath>

namespace scansleuth::model {

std::vector<std::array<std::int64_t, 3>> patchOrigins(const std::array<std::int64_t, 3>& size,
                                                      const std::array<std::int64_t, 3>& patch,
                                                      double overlap)
{
    std::array<std::vector<std::int64_t>, 3> axes;
    for (int a = 0; a < 3; ++a) {
        const std::int64_t n = size[a], p = std::max<std::int64_t>(1, patch[a]);
        const auto step = std::max<std::int64_t>(1, std::int64_t(std::floor(double(p) * (1.0 - overlap))));
        for (std::int64_t o = 0; o + p < n; o += step)
            axes[a].push_back(o);
        axes[a].push_back(std::max<std::int64_t>(0, n - p)); // flush with the end; 0 when n <= p
    }
    std::vector<std::array<std::int64_t, 3>> origins;
    origins.reserve(axes[0].size() * axes[1].size() * axes[2].size());
    for (std::int64_t o2 : axes[2])
        for (std::int64_t o1 : axes[1])
            for (std::int64_t o0 : axes[0])
                origins.push_back({o0, o1, o2});
    return origins;
}

Result<std::array<std::int64_t, 3>> parsePatchSize(const std::string& text)
{
    const std::string t = toLower(trim(text));
    if (t == "whole" || t == "0" || t == "0,0,0")
        return std::array<std::int64_t, 3>{0, 0, 0};
    const std::vector<std::string> parts = split(t, t.find('x') != std::string::npos ? 'x' : ',');
    std::array<std::int64_t, 3> patch{0, 0, 0};
    bool good = parts.size() == 3;
    for (std::size_t a = 0; good && a < 3; ++a) {
        const auto value = parseNumber(trim(parts[a]));
        good = value && *value >= 0 && *value <= 65536 && *value == std::floor(*value);
        if (good)
            patch[a] = std::int64_t(*value);
    }
    if (!good)
        return makeError(ErrorKind::Invalid,
                         "'" + text +
                             "' is not a patch size: give 3 whole numbers of voxels in index order "
                             "i,j,k such as 96,96,64 (0 on an axis: the whole axis), or 'whole'.");
    return patch;
}

Result<WindowPlan> planWindow(const Extent3& size, const InferenceOptions& options)
{
    if (!(options.overlap >= 0.0 && options.overlap < 1.0))
        return makeError(ErrorKind::Invalid, "The overlap must be at least 0 and less than 1, not " +
                                                 formatNumber(options.overlap, 6) + ".");
    if (options.batch < 1)
        return makeError(ErrorKind::Invalid, "The batch must be at least 1 patch.");
    WindowPlan plan;
    plan.size = size;
    plan.mirrors = options.mirror ? 8 : 1;
    plan.wholeVolume = true;
    for (int a = 0; a < 3; ++a) {
        if (options.patch[a] < 0)
            return makeError(ErrorKind::Invalid, "A patch size cannot be negative.");
        plan.patch[a] = options.patch[a] == 0 ? size[a] : options.patch[a];
        plan.padded[a] = std::max(size[a], plan.patch[a]);
        plan.padBefore[a] = (plan.padded[a] - size[a]) / 2;
        plan.wholeVolume = plan.wholeVolume && plan.patch[a] == size[a];
    }
    plan.origins = patchOrigins(plan.padded, plan.patch, options.overlap);
    return plan;
}

std::uint64_t hostBytesNeeded(const WindowPlan& plan, std::int64_t channels, std::int64_t classes, int batch)
{
    const auto voxels = [](const Extent3& e) {
        return double(e[0]) * double(e[1]) * double(e[2]);
    };
    const double patch = voxels(plan.patch), padded = voxels(plan.padded);
    const double b = plan.wholeVolume ? 1.0 : double(batch);
    // Input, batch in and out, and (when windowed) the sums, their weights and the importance map.
    double floats = padded * double(channels) + b * patch * double(channels + classes);
    if (!plan.wholeVolume)
        floats += padded * double(classes + 1) + patch;
    return std::uint64_t(std::min(floats * 4.0, 1.8e19));
}

Status checkHostMemory(const WindowPlan& plan, std::int64_t channels, std::int64_t classes, int batch,
                       const std::string& device)
{
    const std::uint64_t needed = hostBytesNeeded(plan, channels, classes, batch);
    const std::uint64_t available = availableMemoryBytes();
    if (available == 0 || needed <= available)
        return {};
    const std::string detail = "input tensor's spatial size " +
                               shapeText({plan.size[0], plan.size[1], plan.size[2]}) + ", " +
                               std::to_string(channels) + " channel(s), " + std::to_string(classes) +
                               " class(es) assumed, batch " + std::to_string(batch);
    if (plan.wholeVolume) // two whole sentences, so that each can be translated
        return makeError(ErrorKind::TooLarge,
                         "Running the model with the whole volume needs at least " + mibText(needed) +
                             " of memory (" + device + "), more than the " + mibText(available) +
                             " available: use a smaller --patch or --batch.",
                         detail);
    return makeError(ErrorKind::TooLarge,
                     "Running the model with patches of " +
                         shapeText({plan.patch[0], plan.patch[1], plan.patch[2]}) + " needs at least " +
                         mibText(needed) + " of memory (" + device + "), more than the " +
                         mibText(available) + " available: use a smaller --patch or --batch.",
                     detail);
}

std::string shapeText(const std::vector<std::int64_t>& shape)
{
    std::vector<std::string> parts;
    for (std::int64_t n : shape)
        parts.push_back(std::to_string(n));
    return "[" + join(parts, ",") + "]";
}

std::string mibText(std::uint64_t bytes)
{
    return formatNumber(double(bytes) / (1024.0 * 1024.0), 1) + " MiB";
}

} // namespace scansleuth::model
