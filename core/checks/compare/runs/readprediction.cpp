// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Reading one prediction or truth file as a label map: label maps as stored, probabilities by argmax or
// threshold.
#include "compare/runs/runcomparison.h"

#include "base/numberformat.h"
#include "base/parallel.h"
#include "io/imageloader.h"
#include "io/segmentationloader.h"
#include "volume/pixeltype.h"

#include <algorithm>
#include <cmath>
#include <filesystem>

namespace scansleuth::compare {

namespace {

using volume::Volume;

// Volumes are small enough here to read value by value through the real value (slope and intercept
// applied: a probability map stored as uint8 0..255 with slope 1/255 reads as 0..1).
template <typename T>
void readReal(const Volume& v, std::int64_t begin, std::int64_t end, std::vector<float>& out)
{
    const std::span<const T> voxels = v.voxels<T>();
    const double slope = v.rescale().slope;
    const double intercept = v.rescale().intercept;
    out.resize(std::size_t(end - begin));
    for (std::int64_t i = begin; i < end; ++i)
        out[std::size_t(i - begin)] = float(slope * double(voxels[std::size_t(i)]) + intercept);
}

void realValues(const Volume& v, std::int64_t begin, std::int64_t end, std::vector<float>& out)
{
    volume::visitPixelType(v.pixelType(), [&](auto t) { readReal<decltype(t)>(v, begin, end, out); });
}

// Scans a one-channel volume: does it hold non-finite values, or fractional ones?
struct ValueScan
{
    std::int64_t nonFinite = 0;
    bool fractional = false;
};

ValueScan scanValues(const Volume& v)
{
    ValueScan scan;
    if (!volume::isFloatingPoint(v.pixelType()) && v.rescale().isIdentity())
        return scan;
    scan.nonFinite = volume::nonFiniteCount(v);
    if (scan.nonFinite > 0)
        return scan;
    constexpr std::int64_t chunk = 1 << 20;
    std::vector<float> values;
    for (std::int64_t begin = 0; begin < v.voxelCount() && !scan.fractional; begin += chunk) {
        realValues(v, begin, std::min(v.voxelCount(), begin + chunk), values);
        scan.fractional =
            std::any_of(values.begin(), values.end(), [](float x) { return x != std::floor(x); });
    }
    return scan;
}

// The real values of a volume whose real values are whole numbers, as int32 without a rescale.
Result<Volume> wholeRealValues(const Volume& v)
{
    Result<Volume> out = Volume::allocate(volume::PixelType::Int32, v.geometry());
    if (!out)
        return out.error();
    constexpr std::int64_t chunk = 1 << 20;
    std::vector<float> values;
    std::span<std::int32_t> dst = out->voxels<std::int32_t>();
    for (std::int64_t begin = 0; begin < v.voxelCount(); begin += chunk) {
        realValues(v, begin, std::min(v.voxelCount(), begin + chunk), values);
        for (std::size_t i = 0; i < values.size(); ++i)
            dst[std::size_t(begin) + i] = std::int32_t(std::lround(values[i]));
    }
    return out;
}

// A whole-valued label map as uint8 (labels 0..255) or int32; fails past the int32 range.
Result<Volume> normalisedLabels(Volume v, const std::string& path)
{
    if (v.pixelType() == volume::PixelType::UInt8)
        return v;
    const auto [low, high] = volume::storedRange(v);
    const bool bytes = low >= 0 && high <= 255;
    if (v.pixelType() == volume::PixelType::Int32 && !bytes)
        return v;
    if (!bytes && (low < -2147483648.0 || high > 2147483647.0))
        return makeError(ErrorKind::Invalid, path + " holds label values beyond the 32-bit range (" +
                                                 formatNumber(low) + " .. " + formatNumber(high) + ").");
    Result<Volume> out =
        Volume::allocate(bytes ? volume::PixelType::UInt8 : volume::PixelType::Int32, v.geometry());
    if (!out)
        return out.error();
    volume::visitPixelType(v.pixelType(), [&](auto t) {
        using T = decltype(t);
        const std::span<const T> src = v.voxels<T>();
        if (bytes)
            std::transform(src.begin(), src.end(), out->voxels<std::uint8_t>().begin(),
                           [](T x) { return std::uint8_t(x); });
        else
            std::transform(src.begin(), src.end(), out->voxels<std::int32_t>().begin(),
                           [](T x) { return std::int32_t(x); });
    });
    return out;
}

// Label maps from channels: argmax (channel 0 background), or the best channel >= 1 at or above the
// threshold. One channel: label 1 at or above the threshold.
Result<Volume> labelsFromChannels(const std::vector<const Volume*>& channels, const ReadOptions& options)
{
    const std::size_t count = channels.size();
    const volume::PixelType type = count <= 256 ? volume::PixelType::UInt8 : volume::PixelType::Int32;
    Result<Volume> out = Volume::allocate(type, channels.front()->geometry());
    if (!out)
        return out.error();
    const std::int64_t n = out->voxelCount();
    constexpr std::int64_t chunk = 1 << 18;
    const std::size_t chunks = std::size_t((n + chunk - 1) / chunk);
    const bool threshold = count == 1 || options.probability == ProbabilityMode::Threshold;
    const float t = float(options.threshold);
    ParallelOptions parallel;
    parallel.maxThreads = options.maxThreads;
    parallel.task = "turn the probabilities into labels";
    const Status done = forEachIndex(
        chunks,
        [&](std::size_t c) {
            const std::int64_t begin = std::int64_t(c) * chunk;
            const std::int64_t end = std::min(n, begin + chunk);
            std::vector<float> best(std::size_t(end - begin), -INFINITY);
            std::vector<std::uint16_t> label(std::size_t(end - begin), 0);
            std::vector<float> values;
            for (std::size_t ch = 0; ch < count; ++ch) {
                realValues(*channels[ch], begin, end, values);
                const bool candidate = !threshold || count == 1 || ch >= 1;
                if (!candidate)
                    continue;
                for (std::size_t i = 0; i < values.size(); ++i) {
                    if (threshold && values[i] < t)
                        continue;
                    if (values[i] > best[i]) {
                        best[i] = values[i];
                        label[i] = std::uint16_t(count == 1 ? 1 : ch);
                    }
                }
            }
            if (type == volume::PixelType::UInt8) {
                std::span<std::uint8_t> dst = out->voxels<std::uint8_t>();
                for (std::int64_t i = begin; i < end; ++i)
                    dst[std::size_t(i)] = std::uint8_t(label[std::size_t(i - begin)]);
            } else {
                std::span<std::int32_t> dst = out->voxels<std::int32_t>();
                std::copy(label.begin(), label.end(), dst.begin() + begin);
            }
        },
        parallel);
    if (!done)
        return done.error();
    return out;
}

std::string fileName(const std::string& path)
{
    return std::filesystem::path(path).filename().string();
}

} // namespace

const char* probabilityModeName(ProbabilityMode mode)
{
    switch (mode) {
    case ProbabilityMode::Auto:
        return "auto";
    case ProbabilityMode::Argmax:
        return "argmax";
    case ProbabilityMode::Threshold:
        return "threshold";
    }
    return "auto";
}

bool probabilityModeFromName(const std::string& name, ProbabilityMode& mode)
{
    for (ProbabilityMode m : {ProbabilityMode::Auto, ProbabilityMode::Argmax, ProbabilityMode::Threshold}) {
        if (name == probabilityModeName(m)) {
            mode = m;
            return true;
        }
    }
    return false;
}

namespace {

// A SEG or RTSTRUCT: placed on its image, its segments flattened into one label map.
Result<ReadPrediction> readSegmentationObject(const std::string& path, const std::string& kind,
                                              const ReadOptions& options)
{
    io::SegmentationLoadOptions so;
    so.kind = kind;
    so.referencePath = options.referenceImage;
    auto loaded = io::loadDicomSegmentation(path, so);
    if (!loaded) {
        Error e = loaded.error();
        e.message = "Could not read " + path + ": " + e.message;
        return e;
    }
    io::LoadedImage& mask = loaded->mask;
    std::int64_t overlaps = 0;
    auto flat = io::flattenSegmentation(mask, &overlaps);
    if (!flat)
        return flat.error();
    auto labels = normalisedLabels(std::move(flat).value(), path);
    if (!labels)
        return labels.error();
    ReadPrediction read;
    const io::SegmentationInfo& info = *mask.segmentation;
    const bool seg = info.kind == io::DicomSegObject::Kind::Seg;
    read.how = (seg ? "DICOM SEG, " + std::to_string(info.segments.size()) + " segment(s)"
                    : "RTSTRUCT, " + std::to_string(info.segments.size()) + " ROI(s)") +
               (info.referenceLabel.empty() ? std::string(", on its own frames' grid")
                                            : ", placed on " + info.referenceLabel) +
               (overlaps > 0 ? ", " + std::to_string(overlaps) + " overlapping voxels (later segment kept)"
                             : std::string());
    read.labels = std::move(labels).value();
    read.findings = mask.findings;
    mask.volumes.clear();
    read.source = std::move(mask);
    return read;
}

} // namespace

Result<ReadPrediction> readPrediction(const std::vector<std::string>& paths, const ReadOptions& options)
{
    if (paths.empty())
        return makeError(ErrorKind::Invalid, "No file was given for this input.");
    if (!(options.threshold > 0.0 && options.threshold < 1.0))
        return makeError(ErrorKind::Invalid, "The probability threshold must lie between 0 and 1.",
                         formatNumber(options.threshold));
    if (paths.size() == 1)
        if (std::string kind = io::segmentationKindOf(paths.front()); !kind.empty())
            return readSegmentationObject(paths.front(), kind, options);
    ReadPrediction read;
    std::vector<io::LoadedImage> images;
    for (const std::string& path : paths) {
        Result<io::LoadedPath> loaded = io::loadPath(path);
        if (!loaded) {
            Error e = loaded.error();
            e.message = "Could not read " + path + ": " + e.message;
            return e;
        }
        if (loaded->images.size() != 1)
            return makeError(ErrorKind::Invalid,
                             path + " holds " + std::to_string(loaded->images.size()) +
                                 " images; a prediction is one image (or one file per class).");
        io::LoadedImage& image = loaded->images.front();
        read.findings.insert(read.findings.end(), image.findings.begin(), image.findings.end());
        if (paths.size() > 1 && image.volumes.size() != 1)
            return makeError(ErrorKind::Invalid, path + " holds " + std::to_string(image.volumes.size()) +
                                                     " volumes; per-class files hold one each.");
        images.push_back(std::move(image));
    }
    std::vector<const Volume*> channels;
    for (const io::LoadedImage& image : images) {
        for (const Volume& v : image.volumes)
            channels.push_back(&v);
    }
    for (std::size_t c = 1; c < channels.size(); ++c) {
        const volume::GeometryDifference diff =
            volume::compareGeometry(channels.front()->geometry(), channels[c]->geometry());
        if (!diff.sameSize || !diff.withinTolerance)
            return makeError(ErrorKind::Invalid, "The class files " + fileName(paths.front()) + " and " +
                                                     fileName(paths[std::min(c, paths.size() - 1)]) +
                                                     " are not on one grid: " + diff.summary() + ".");
    }
    read.channels = int(channels.size());
    read.source = std::move(images.front());
    if (channels.size() == 1) {
        const Volume& v = *channels.front();
        const ValueScan scan = scanValues(v);
        if (scan.nonFinite > 0)
            return makeError(ErrorKind::Invalid,
                             paths.front() + " holds " + std::to_string(scan.nonFinite) +
                                 " NaN or infinite values; a label or probability map must be finite.");
        if (!scan.fractional) {
            // Whole real values stored with a slope or an intercept: the labels are the real values.
            if (!v.rescale().isIdentity()) {
                Result<Volume> real = wholeRealValues(v);
                if (real)
                    real = normalisedLabels(std::move(*real), paths.front());
                if (!real)
                    return real.error();
                read.labels = std::move(*real);
            } else {
                Result<Volume> labels =
                    normalisedLabels(std::move(read.source.volumes.front()), paths.front());
                if (!labels)
                    return labels.error();
                read.labels = std::move(*labels);
            }
            read.how = "label map";
            read.source.volumes.clear();
            return read;
        }
        read.fromProbabilities = true;
        read.how = "probabilities, 1 channel, threshold " + formatNumber(options.threshold);
    } else {
        for (const Volume* v : channels) {
            if (const std::int64_t bad = volume::nonFiniteCount(*v); bad > 0)
                return makeError(ErrorKind::Invalid,
                                 paths.front() + " holds " + std::to_string(bad) +
                                     " NaN or infinite values; a probability map must be finite.");
        }
        read.fromProbabilities = true;
        read.how = "probabilities, " + std::to_string(channels.size()) + " channels, " +
                   (options.probability == ProbabilityMode::Threshold
                        ? "threshold " + formatNumber(options.threshold)
                        : std::string("argmax"));
    }
    Result<Volume> labels = labelsFromChannels(channels, options);
    if (!labels)
        return labels.error();
    read.labels = std::move(*labels);
    read.source.volumes.clear();
    return read;
}

} // namespace scansleuth::compare
