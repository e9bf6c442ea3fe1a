// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The SEG writer's label helpers (segwriter.h): pure, used by the program (CLI, GUI) and the module alike.
#include "base/numberformat.h"
#include "io/dicom/segwriter.h"

#include <algorithm>
#include <cmath>
#include <type_traits>

namespace scansleuth::io {

namespace {

Error badValue(const volume::Volume& v, std::int64_t index, double value, const char* sentence)
{
    const auto& size = v.geometry().size;
    const std::int64_t i = index % size[0];
    const std::int64_t j = (index / size[0]) % size[1];
    const std::int64_t k = index / (size[0] * size[1]);
    return makeError(ErrorKind::Invalid, sentence,
                     "voxel (" + std::to_string(i) + ", " + std::to_string(j) + ", " + std::to_string(k) +
                         ") holds " + formatGeneral(value, 10));
}

} // namespace

Result<std::vector<int>> labelValuesOf(const volume::Volume& labels)
{
    const volume::Rescale r = labels.rescale();
    const bool identity = r.slope == 1.0 && r.intercept == 0.0;
    std::vector<bool> present(static_cast<std::size_t>(kMaxSegLabelValue) + 1, false);
    std::optional<Error> error;
    volume::visitPixelType(labels.pixelType(), [&](auto tag) {
        using T = decltype(tag);
        const auto voxels = labels.voxels<T>();
        for (std::size_t n = 0; n < voxels.size(); ++n) {
            const double value = identity ? static_cast<double>(voxels[n])
                                          : static_cast<double>(voxels[n]) * r.slope + r.intercept;
            if (value == 0.0)
                continue;
            if (!std::isfinite(value) || value != std::floor(value)) {
                error =
                    badValue(labels, std::int64_t(n), value,
                             "The mask holds values that are not whole numbers, so it is not a label map.");
                return;
            }
            if (value < 0) {
                error = badValue(labels, std::int64_t(n), value,
                                 "The mask holds negative values; a label map's classes are 1, 2, 3...");
                return;
            }
            if (value > kMaxSegLabelValue) {
                error = badValue(labels, std::int64_t(n), value,
                                 "The mask holds label values above 65535, more than a DICOM SEG numbers.");
                return;
            }
            present[static_cast<std::size_t>(value)] = true;
        }
    });
    if (error)
        return *error;
    std::vector<int> values;
    for (int v = 1; v <= kMaxSegLabelValue; ++v)
        if (present[static_cast<std::size_t>(v)])
            values.push_back(v);
    return values;
}

std::vector<int> modelSegmentValues(std::vector<int> present, int classes)
{
    for (int c = 1; c < classes; ++c)
        present.push_back(c);
    std::sort(present.begin(), present.end());
    present.erase(std::unique(present.begin(), present.end()), present.end());
    if (present.empty())
        present.push_back(1);
    return present;
}

std::vector<SegmentFacts> segmentsForLabels(const std::vector<int>& values,
                                            const std::vector<SegLabelName>& names,
                                            const std::string& algorithmName)
{
    std::vector<SegmentFacts> segments;
    segments.reserve(values.size());
    for (int value : values) {
        SegmentFacts s;
        s.number = value;
        s.label = "label " + std::to_string(value);
        for (const SegLabelName& n : names)
            if (n.value == value) {
                if (!n.name.empty())
                    s.label = n.name;
                s.rgb = n.rgb;
                break;
            }
        s.algorithmType = "AUTOMATIC";
        s.algorithmName = algorithmName;
        segments.push_back(std::move(s));
    }
    return segments;
}

} // namespace scansleuth::io
