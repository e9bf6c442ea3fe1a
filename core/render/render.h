// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "volume/volume.h"

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

// Slice extraction and compositing into RGBA buffers, without Qt: used by the slice views, by
// `scansleuth-cli render` and by reports made without a display. Everything here is deterministic
// and exact, so tests compare pixels.
namespace scansleuth::render {

enum class Plane
{
    Axial,    // normal along the display frame's S axis
    Coronal,  // normal along A
    Sagittal, // normal along R
};

const char* planeName(Plane p); // "axial", "coronal", "sagittal"

// Radiological: the patient's right is on the screen's left in axial and coronal views.
// Neurological: the patient's right is on the right. Sagittal views show anterior on the left in both.
enum class ScreenConvention
{
    Radiological,
    Neurological,
};

struct Rgba
{
    std::uint8_t r = 0, g = 0, b = 0, a = 0;
    friend bool operator==(const Rgba&, const Rgba&) = default;
};

// Row-major RGBA8888 (bytes r, g, b, a in memory), row 0 at the top of the screen.
struct RgbaImage
{
    int width = 0;
    int height = 0;
    std::vector<Rgba> pixels;
    double pixelWidthMm = 1.0; // physical size of one pixel (the display voxel spacing)
    double pixelHeightMm = 1.0;

    Rgba& at(int x, int y) { return pixels[static_cast<std::size_t>(y) * width + x]; }
    const Rgba& at(int x, int y) const { return pixels[static_cast<std::size_t>(y) * width + x]; }
    friend bool operator==(const RgbaImage&, const RgbaImage&) = default;
};

// The frame the views show: the base layer's voxel axes reordered and flipped to the closest RAS
// order (as ITK-SNAP and FSLeyes do), so an oblique image is shown without resampling and every file
// appears the same way round. `geometry` is the base geometry after `fromBase`.
struct DisplayFrame
{
    volume::Geometry geometry;
    volume::AxisPermutation fromBase;
    ScreenConvention convention = ScreenConvention::Radiological;
    double obliquityDegrees = 0.0; // shown to the user, never hidden

    static DisplayFrame forBase(const volume::Geometry& base,
                                ScreenConvention convention = ScreenConvention::Radiological);

    std::int64_t sliceCount(Plane p) const;
    // Screen size of a plane's slice in display voxels.
    int width(Plane p) const;
    int height(Plane p) const;
};

// The slice (display index along the plane's normal) nearest to a point in LPS mm, clamped to the
// volume.
std::int64_t sliceThrough(const DisplayFrame& frame, Plane plane, const volume::Vec3& lps);
// The LPS position of screen pixel centre (x, y) of a slice; x, y may be fractional.
volume::Vec3 screenToPatient(const DisplayFrame& frame, Plane plane, std::int64_t slice, double x, double y);
// The screen position (x, y) of an LPS point projected onto the plane.
std::array<double, 2> patientToScreen(const DisplayFrame& frame, Plane plane, const volume::Vec3& lps);

// Orientation letters for the four screen edges, from the real directions of the screen axes:
// {left, right, top, bottom}. Oblique axes get two or three letters, strongest first ("RA").
std::array<std::string, 4> edgeLabels(const DisplayFrame& frame, Plane plane);

enum class LayerKind
{
    Image,       // grey values through window/level
    Labels,      // integer label map, one colour per label
    Probability, // heat colour map above a threshold
};

enum class Interpolation
{
    Automatic, // nearest for labels, linear for images and probabilities
    Nearest,
    Linear,
};

struct LabelColour
{
    int label = 0;
    Rgba colour;
    std::string name;
    bool visible = true;
    friend bool operator==(const LabelColour&, const LabelColour&) = default;
};

struct LayerStyle
{
    LayerKind kind = LayerKind::Image;
    double opacity = 1.0;
    // Image: real values (after rescale) level - window/2 .. level + window/2 map to black .. white.
    double window = 400.0;
    double level = 40.0;
    // Labels: colours by label; labels not listed get defaultLabelColour(). Outline draws only the
    // boundary pixels of each label in the slice.
    std::vector<LabelColour> labels;
    bool outlineOnly = false;
    // Probability: values below `threshold` are transparent; threshold..maximum span the heat map.
    double threshold = 0.5;
    double maximum = 1.0;
    Interpolation interpolation = Interpolation::Automatic;
};

// A layer to draw: the volume is borrowed and must outlive the call. Layers on another grid than the
// base are resampled into the display frame through world coordinates (never by adopting the base's
// header); voxels outside a layer are transparent.
struct Layer
{
    const volume::Volume* volume = nullptr;
    LayerStyle style;
};

// Renders one slice of `layers` (the first is drawn opaque over black, the others blended over it
// with their opacity), one pixel per display voxel.
RgbaImage renderSlice(const DisplayFrame& frame, Plane plane, std::int64_t slice,
                      std::span<const Layer> layers);
// The same into `image`, reusing its pixel buffer: a view that keeps one image writes no fresh memory
// per frame (first writes to new pages cost more than the compositing on some machines).
void renderSliceInto(const DisplayFrame& frame, Plane plane, std::int64_t slice,
                     std::span<const Layer> layers, RgbaImage& image);

// Drawing copies. A sagittal row of an axial-major volume reads one cache line per pixel, and a layer
// on another grid is resampled pixel by pixel through world space, cache line after cache line. A
// drawing copy does that work once per layer and plane: the values renderSlice would sample at the
// display voxel centres of every slice of `plane`, stored so that a screen row is consecutive memory.
// Drawn in the layer's place (with the layer's style), it gives exactly the same pixels, faster.
struct DrawCopyPlan
{
    bool helps = false;       // false: rows already step through the layer's memory exactly
    volume::PixelType type{}; // the layer's own type where that is exact, else Float32 (NaN outside)
    std::int64_t bytes = 0;   // what the copy allocates
};
DrawCopyPlan planDrawCopy(const DisplayFrame& frame, Plane plane, const Layer& layer);
// The copy (geometry: the display grid with axes screen x, screen y, plane normal; the layer's
// rescale). Errors: TooLarge. Safe to call from a worker thread while the layer is not modified.
Result<volume::Volume> makeDrawCopy(const DisplayFrame& frame, Plane plane, const Layer& layer);

// The standard label colour table (ITK-SNAP's first colours, then a deterministic spread).
Rgba defaultLabelColour(int label);
// The heat colour map used for probabilities, t in [0, 1].
Rgba heatColour(double t);

// Label names and colours from a label table in any format render/labeltable.h reads (ITK-SNAP, Slicer,
// FreeSurfer LUT, index-name text, CSV/TSV, FSL atlas XML). Errors: NotFound, Corrupt with the line.
Result<std::vector<LabelColour>> readLabelTable(const std::string& path);

// Writes an RGBA PNG atomically (render/pngcodec.h's encoder; zlib only, no Qt). Errors: Invalid (empty
// image), Io.
Status writePng(const std::string& path, const RgbaImage& image);
// Reads an 8-bit RGBA or RGB PNG without interlacing (what writePng and most tools write; snapshots of
// an investigation are read back this way for its report). Errors: NotFound, and decodePng's: Corrupt (a
// bad signature, chunk, CRC or deflate stream, a size the data cannot hold), Unsupported (other bit
// depths, palettes, interlace), TooLarge (over 2^28 pixels).
Result<RgbaImage> readPng(const std::string& path);

// The style a layer gets before the user changes it. The base is an opaque grey image: window 400 /
// level 40 when `ct`, else the 1st..99th percentile. An overlay whose real values are integers in
// 0..255 is a label map (opacity 0.5); one with values in [0, 1] a probability map (opacity 0.7);
// anything else a half-transparent grey image windowed like a base.
// One scan of the voxels on several threads (8- and 16-bit types: a count of every stored value), exact.
LayerStyle defaultStyle(const volume::Volume& v, bool isBase, bool ct);

// defaultStyle and, for a label map, labelsPresent, from the same scan: what a viewer needs to add a layer.
struct LayerDefaults
{
    LayerStyle style;
    std::vector<int> labels; // label maps only: the label values present, ascending
};
LayerDefaults defaultLayer(const volume::Volume& v, bool isBase, bool ct);
// Both of defaultLayer's answers from one scan, for a layer prepared before it is known whether it becomes
// the base (a loader's worker thread).
struct LayerChoices
{
    LayerDefaults asBase, asOverlay;
};
LayerChoices defaultLayers(const volume::Volume& v, bool ct);

// The label values present in a label map (1..255; 0 is background), ascending. Scans every voxel:
// callers keep the result.
std::vector<int> labelsPresent(const volume::Volume& v);

// {window, level} covering the 1st..99th percentile of the real values (MR "auto").
std::pair<double, double> percentileWindow(const volume::Volume& v, double lowPercent = 1.0,
                                           double highPercent = 99.0);

} // namespace scansleuth::render
