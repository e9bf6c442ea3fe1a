// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "volume/volume.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

// What the voxels of one volume are (fingerprint.cpp, embedding.cpp), and two fingerprints compared
// (thumbnailcomparison.cpp). Knows no record, split or file.
namespace scansleuth::audit {

// What the voxels are, independent of how they were stored (fingerprint.cpp).
//  - voxelHash: 128 bits (hex) over the canonical (closest RAS, volume::reorientToCanonical) sizes and the
//    real values converted to float32 (NaN canonicalised): the same image saved as DICOM int16 with a
//    rescale and as a float NIfTI, or as a gzipped NRRD, hashes the same. Geometry (origin, spacing) is
//    not hashed: a re-export that changed only the header is still a duplicate.
//  - thumbnail: the volume resampled (box-filtered) onto an isotropic grid of `thumbnailSpacing` mm in its
//    canonical frame, intensities replaced by their rank (quantile in the volume, 0..255), so resampling
//    and any monotonic intensity rescale change it little. Arrays without geometry (.npy) use 1 mm voxels.
//    Dims are stored in thumbnailSize (x fastest); 2D images have size[2] == 1.
//  - screen: a short vector for the all-pairs screening, robust to crops: block means on a grid placed by the
//    object's centroid, so that a flip of the volume reverses the blocks along that axis; the search compares
//    them under all 8 flips (docs/audit-fingerprints.md). Unit length; zero for a constant image.
inline constexpr int kScreenLength = 64;
// An embedding is a short vector (an encoder's pooled features), kept in every shard file.
inline constexpr std::size_t kMaxEmbeddingLength = 4096;
struct ContentFingerprint
{
    std::string voxelHash;
    std::array<float, kScreenLength> screen{};
    double thumbnailSpacing = 0; // mm
    std::array<int, 3> thumbnailSize{0, 0, 0};
    std::vector<std::uint8_t> thumbnail;
    // Optional second opinion: a TorchScript model's output for the volume (FingerprintOptions::
    // embeddingModel), L2-normalised; empty when not asked for.
    std::vector<float> embedding;

    friend bool operator==(const ContentFingerprint&, const ContentFingerprint&) = default;
};

// Fingerprints one volume (real values). Errors: Invalid for an empty volume; TooLarge for memory.
Result<ContentFingerprint> fingerprintContent(const volume::Volume& v);

// The optional second opinion (embedding.cpp): a TorchScript model that maps a volume to a vector, loaded
// once per run, thread-safe. The volume is given as float32 real values [1, 1, D, H, W] resampled to the
// model's stated input size (docs/dataset-audit.md); its output is flattened and L2-normalised.
class Embedder
{
public:
    virtual ~Embedder() = default;
    // Errors: the model loader's (NotFound, Corrupt, Unsupported), and an output that is not a tensor.
    static Result<std::shared_ptr<const Embedder>> load(const std::string& path, const std::string& device);
    virtual Result<std::vector<float>> embed(const volume::Volume& v) const = 0;
    virtual std::string deviceName() const = 0; // "cpu", "cuda:0"
};

// How alike two thumbnails are (thumbnailcomparison.cpp): normalised cross-correlation of the ranks over
// their overlap, maximised over the 8 axis flips and over translations (a crop is a translation of the
// overlap), at the coarser spacing.
struct NearMatch
{
    double similarity = 0;           // NCC in [-1, 1]
    double overlap = 0;              // overlap / the smaller thumbnail's extent, 0..1
    std::array<bool, 3> flipped{};   // the flips that matched (x, y, z of the canonical frame)
    std::array<double, 3> shiftMm{}; // translation of B against A that matched, mm
};
NearMatch compareThumbnails(const ContentFingerprint& a, const ContentFingerprint& b);

// The calibrated threshold (docs/dataset-audit.md says how it was chosen) and the smallest overlap.
inline constexpr double kNearDuplicateSimilarity =
    0.82; // docs/audit-fingerprints.md: measured, with its margin
inline constexpr double kMinimumOverlap = 0.5;

} // namespace scansleuth::audit
