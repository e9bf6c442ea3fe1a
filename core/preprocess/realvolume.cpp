// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "preprocess/realvolume.h"

#include "base/parallel.h"
#include "preprocess/specjson.h"

namespace scansleuth::preprocess {

using volume::Volume;

namespace {

// Why a volume cannot be made, each volume's sentences whole so that they can be translated: an unusable
// geometry (`problem`), an empty size, or more than kMaxVoxels `voxels`.
Error cannotMake(FloatVolume what, const std::string& problem, const std::string& voxels)
{
    switch (what) {
    case FloatVolume::CroppedOrPadded:
        if (!problem.empty())
            return makeError(ErrorKind::Invalid,
                             "The cropped or padded image has an unusable geometry: " + problem + ".");
        if (voxels.empty())
            return makeError(ErrorKind::Invalid, "The cropped or padded image would be empty.");
        return makeError(ErrorKind::TooLarge,
                         "The cropped or padded image would have " + voxels +
                             " voxels, more than the 2^31 a preprocessing step may make.");
    case FloatVolume::Resampled:
        if (!problem.empty())
            return makeError(ErrorKind::Invalid,
                             "The resampled image has an unusable geometry: " + problem + ".");
        if (voxels.empty())
            return makeError(ErrorKind::Invalid, "The resampled image would be empty.");
        return makeError(ErrorKind::TooLarge,
                         "The resampled image would have " + voxels +
                             " voxels, more than the 2^31 a preprocessing step may make.");
    case FloatVolume::Image:
        break;
    }
    if (!problem.empty())
        return makeError(ErrorKind::Invalid, "The image has an unusable geometry: " + problem + ".");
    if (voxels.empty())
        return makeError(ErrorKind::Invalid, "The image would be empty.");
    return makeError(ErrorKind::TooLarge, "The image would have " + voxels +
                                              " voxels, more than the 2^31 a preprocessing step may make.");
}

} // namespace

Result<Volume> allocateFloat(const volume::Geometry& geometry, FloatVolume what)
{
    const std::string problem = volume::geometryProblem(geometry);
    if (!problem.empty())
        return cannotMake(what, problem, {});
    const auto& n = geometry.size;
    if (n[0] < 1 || n[1] < 1 || n[2] < 1)
        return cannotMake(what, {}, {});
    const double voxels = double(n[0]) * double(n[1]) * double(n[2]);
    if (voxels > double(kMaxVoxels))
        return cannotMake(what, {}, std::to_string(std::int64_t(voxels)));
    return Volume::allocate(volume::PixelType::Float32, geometry);
}

Result<Volume> toRealFloat32(const Volume& in)
{
    auto out = allocateFloat(in.geometry(), FloatVolume::Image);
    if (!out)
        return out;
    const double slope = in.rescale().slope, intercept = in.rescale().intercept;
    float* dst = out->voxels<float>().data();
    const std::size_t count = std::size_t(in.voxelCount());
    constexpr std::size_t kChunk = std::size_t(1) << 20;
    Status s = volume::visitPixelType(in.pixelType(), [&](auto t) {
        using T = decltype(t);
        const T* src = in.voxels<T>().data();
        return forEachIndex((count + kChunk - 1) / kChunk, [&](std::size_t c) {
            const std::size_t end = std::min(count, (c + 1) * kChunk);
            for (std::size_t i = c * kChunk; i < end; ++i)
                dst[i] = float(slope * double(src[i]) + intercept);
        });
    });
    if (!s)
        return s.error();
    return out;
}

Result<const Volume*> asRealFloat32(const Volume& in, Volume& storage)
{
    if (in.pixelType() == volume::PixelType::Float32 && in.rescale().isIdentity())
        return &in;
    auto real = toRealFloat32(in);
    if (!real)
        return real.error();
    storage = std::move(real).value();
    return &storage;
}

} // namespace scansleuth::preprocess
