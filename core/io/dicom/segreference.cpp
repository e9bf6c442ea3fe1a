// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "io/dicom/segreference.h"

#include <algorithm>
#include <filesystem>
#include <unordered_map>

namespace scansleuth::io {

ReferenceImage referenceImageFrom(const LoadedImage& image, const std::string& label)
{
    ReferenceImage r;
    r.path = image.path;
    r.label = label.empty() ? std::filesystem::path(image.path).filename().string() : label;
    if (!image.volumes.empty())
        r.geometry = image.geometry();
    r.seriesInstanceUid = image.seriesUid;
    r.frameOfReferenceUid = image.frameOfReferenceUid;
    const auto nz = static_cast<std::size_t>(std::max<std::int64_t>(r.geometry.size[2], 0));
    r.sliceSopInstanceUids.assign(nz, {});
    if (!image.dicom)
        return r;
    const DicomSeriesInfo& d = *image.dicom;
    r.sliceThickness = d.sliceThickness;
    // sopInstanceUids follows `files`; slices are stored volume by volume, the first nz being time point 0.
    if (d.slices.size() >= nz && d.sopInstanceUids.size() == image.files.size()) {
        std::unordered_map<std::string, std::size_t> fileIndex;
        for (std::size_t f = 0; f < image.files.size(); ++f)
            fileIndex.emplace(image.files[f], f);
        r.slicePositions.reserve(nz);
        for (std::size_t k = 0; k < nz; ++k) {
            const DicomSliceInfo& s = d.slices[k];
            r.slicePositions.push_back(s.position);
            if (auto it = fileIndex.find(s.file); it != fileIndex.end())
                r.sliceSopInstanceUids[k] = d.sopInstanceUids[it->second];
        }
    }
    return r;
}

} // namespace scansleuth::io
