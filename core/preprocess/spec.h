// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "volume/geometry.h"

#include <array>
#include <optional>
#include <string>
#include <variant>
#include <vector>

// A preprocessing pipeline as data: what nnU-Net's plans and MONAI's transform chains do to an image before
// it reaches a model, as an ordered list of steps. The file format is described in docs/preprocessing.md.
// Units: millimetres for spacing and margins, the image's real values (HU for CT, Rescale applied) for
// intensities. Index axes i, j, k are those of the volume at that point of the pipeline.
namespace scansleuth::preprocess {

enum class Interpolation
{
    Nearest,
    Linear,
    Cubic, // Catmull-Rom cubic convolution (Keys, a = -0.5)
};

// Where a resampled grid sits. Extent: the voxels' outer box is kept (nnU-Net, skimage resize, scipy zoom
// with grid_mode=True), so the spacing is the extent over the new size. Origin: voxel 0's centre and the
// requested spacing are kept (SimpleITK, MONAI Spacing).
enum class Align
{
    Extent,
    Origin,
};

enum class NormaliseMethod
{
    ZScore,     // (x - mean) / std, stats given or computed
    MinMax,     // [min, max] -> range
    Percentile, // clip to the image's own percentiles, then [p_lo, p_hi] -> range
    Ct,         // nnU-Net CTNormalization: clip to given [lower, upper], then (x - mean) / std, all given
};

enum class DType
{
    Float32,
    Float16, // values rounded to half precision, stored as float32
};

enum class TensorLayout
{
    Zyx, // [C, k, j, i]: SimpleITK/nnU-Net array order, our memory order
    Xyz, // [C, i, j, k]: nibabel/MONAI array order
};

struct Reorient
{
    std::string axes = "RAS"; // nibabel codes: where index axes i, j, k point
    friend bool operator==(const Reorient&, const Reorient&) = default;
};

struct Resample
{
    volume::Vec3 spacing{1.0, 1.0, 1.0}; // mm, per index axis
    Interpolation interpolation = Interpolation::Linear;
    bool labels = false; // a label map: always nearest
    Align align = Align::Extent;
    friend bool operator==(const Resample&, const Resample&) = default;
};

struct Clip
{
    std::optional<double> lower, upper;
    friend bool operator==(const Clip&, const Clip&) = default;
};

struct Window
{
    double centre = 0.0;
    double width = 1.0; // > 0
    std::array<double, 2> output{0.0, 1.0};
    friend bool operator==(const Window&, const Window&) = default;
};

struct Normalise
{
    NormaliseMethod method = NormaliseMethod::ZScore;
    std::optional<double> mean, std;       // zscore (optional), ct (required)
    bool nonzero = false;                  // zscore/minmax/percentile: stats over x != 0, zeros kept
    std::array<double, 2> range{0.0, 1.0}; // minmax, percentile
    double lowerPercentile = 0.5;          // percentile, in [0, 100]
    double upperPercentile = 99.5;
    std::optional<double> lower, upper; // ct: the clip values (the dataset's 0.5 / 99.5 percentiles)
    friend bool operator==(const Normalise&, const Normalise&) = default;
};

struct CropPad
{
    volume::Index3 size{1, 1, 1}; // voxels, per index axis
    double padValue = 0.0;
    friend bool operator==(const CropPad&, const CropPad&) = default;
};

struct CropForeground
{
    double threshold = 0.0;             // voxels > threshold are foreground
    volume::Vec3 margin{0.0, 0.0, 0.0}; // added around the bounding box, per index axis
    bool marginInVoxels = false;        // false: mm (rounded up to whole voxels)
    friend bool operator==(const CropForeground&, const CropForeground&) = default;
};

struct Cast
{
    DType dtype = DType::Float32;
    friend bool operator==(const Cast&, const Cast&) = default;
};

using StepParams = std::variant<Reorient, Resample, Clip, Window, Normalise, CropPad, CropForeground, Cast>;

struct Step
{
    StepParams params;
    // Intensity steps (clip, window, normalise, cast) only: the one channel they change, -1 for all. For
    // crop_foreground: the channel whose voxels decide the box, -1 for any channel.
    int channel = -1;
    friend bool operator==(const Step&, const Step&) = default;
};

struct Spec
{
    std::string name;
    TensorLayout tensorLayout = TensorLayout::Zyx;
    int channels = 1;
    std::vector<Step> steps;
    friend bool operator==(const Spec&, const Spec&) = default;
};

// The step's name in the file: "reorient", "resample", "clip", "window", "normalise", "crop_pad",
// "crop_foreground", "cast".
std::string stepName(const Step& step);
std::string stepName(std::size_t variantIndex);
// The parameters in a few words: "1.5 x 1.5 x 1.5 mm, linear", "zscore (computed)", "to RAS".
std::string stepSummary(const Step& step);
// One line for people: "resample to 1.5 x 1.5 x 1.5 mm, linear"; with " (channel 1)" when restricted.
std::string describeStep(const Step& step);
// True for clip, window, normalise, cast: they change values only, never the grid.
bool isIntensityStep(const Step& step);

const char* interpolationName(Interpolation interpolation); // "nearest", "linear", "cubic"
const char* methodName(NormaliseMethod method);             // "zscore", "minmax", "percentile", "ct"

} // namespace scansleuth::preprocess
