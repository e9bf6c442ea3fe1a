// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "io/loadedimage.h"
#include "io/nifti/niftireader.h"
#include "volume/geometry.h"
#include "volume/volume.h"

#include <cmath>
#include <stdexcept>
#include <string>

// Test helpers for check-pair: real fixtures and the bugs injected into them in code. Every injection
// keeps the NIfTI header (both forms) consistent with the geometry a reader would have chosen.
namespace pairtest {

using namespace scansleuth;

inline std::string dataPath(const std::string& relative)
{
    return std::string(SCANSLEUTH_TEST_DATA_DIR) + "/" + relative;
}

inline io::LoadedImage load(const std::string& relative)
{
    auto r = io::readNifti(dataPath(relative));
    if (!r)
        throw std::runtime_error(r.error().message + " " + relative);
    return std::move(r).value();
}

inline io::LoadedImage copyOf(const io::LoadedImage& in)
{
    io::LoadedImage out;
    out.path = in.path;
    out.files = in.files;
    out.format = in.format;
    out.nifti = in.nifti;
    for (const volume::Volume& v : in.volumes)
        out.volumes.push_back(v.clone().value());
    return out;
}

// Places the (only) volume on `g` and writes g into both forms of the header (codes unchanged).
inline void setGeometry(io::LoadedImage& f, const volume::Geometry& g)
{
    f.volumes.front().geometry() = g;
    if (f.nifti) {
        f.nifti->sformAffine = volume::rasAffine(g);
        f.nifti->qformAffine = volume::rasAffine(g);
    }
}

// The voxels reordered by p, left on the original header (the "data" bugs: flips, transposes).
inline void reorderVoxels(io::LoadedImage& f, const volume::AxisPermutation& p)
{
    const volume::Geometry header = f.geometry();
    volume::Volume v = volume::reorient(f.volumes.front(), p).value();
    volume::Geometry g = header;
    g.size = v.geometry().size;
    v.geometry() = g;
    f.volumes.front() = std::move(v);
    setGeometry(f, g);
}

// A uint8 mask: 1 where the image's real value exceeds `threshold`.
inline io::LoadedImage thresholded(const io::LoadedImage& image, double threshold)
{
    io::LoadedImage out = copyOf(image);
    const volume::Volume& v = image.volumes.front();
    volume::Volume m = volume::Volume::allocate(volume::PixelType::UInt8, v.geometry()).value();
    auto dst = m.voxels<std::uint8_t>();
    const volume::Index3 n = v.geometry().size;
    std::size_t idx = 0;
    for (std::int64_t k = 0; k < n[2]; ++k)
        for (std::int64_t j = 0; j < n[1]; ++j)
            for (std::int64_t i = 0; i < n[0]; ++i, ++idx)
                dst[idx] = v.realValue(i, j, k) > threshold ? 1 : 0;
    out.volumes.front() = std::move(m);
    return out;
}

} // namespace pairtest
