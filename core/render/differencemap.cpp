// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "render/differencemap.h"

#include "base/parallel.h"
#include "base/translate.h"

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <span>
#include <type_traits>
#include <utility>

namespace scansleuth::render {

namespace {
// Label values (rescale applied, rounded; 0 for non-finite) of voxels start .. start + out.size().
void readLabels(const volume::Volume& v, std::size_t start, std::span<std::int64_t> out)
{
    volume::visitPixelType(v.pixelType(), [&](auto tag) {
        using T = decltype(tag);
        const std::span<const T> voxels = v.voxels<T>().subspan(start, out.size());
        const volume::Rescale& r = v.rescale();
        for (std::size_t n = 0; n < out.size(); ++n) {
            const double real = r.slope * static_cast<double>(voxels[n]) + r.intercept;
            out[n] = std::isfinite(real) ? std::llround(real) : 0;
        }
    });
}

DifferenceClass classify(std::int64_t a, std::int64_t b, std::int64_t label)
{
    const bool inA = label > 0 ? a == label : a != 0;
    const bool inB = label > 0 ? b == label : b != 0;
    if (inA && inB)
        return a == b ? DifferenceClass::Both : DifferenceClass::DifferentLabel;
    if (inA)
        return DifferenceClass::OnlyA;
    return inB ? DifferenceClass::OnlyB : DifferenceClass::None;
}
} // namespace

Rgba differenceColour(DifferenceClass c)
{
    switch (c) {
    // Not red against green (issue 22): blue, orange, magenta and yellow stay apart with every kind of
    // colour blindness (simulated in tests/render/tst_render_labelpalette.cpp).
    case DifferenceClass::OnlyA:
        return {190, 30, 150, 255};
    case DifferenceClass::OnlyB:
        return {230, 140, 0, 255};
    case DifferenceClass::Both:
        return {40, 120, 255, 255};
    case DifferenceClass::DifferentLabel:
        return {250, 240, 70, 255};
    case DifferenceClass::None:
        break;
    }
    return {0, 0, 0, 0};
}

std::vector<LabelColour> differenceColours()
{
    std::vector<LabelColour> out;
    for (DifferenceClass c : {DifferenceClass::OnlyA, DifferenceClass::OnlyB, DifferenceClass::Both,
                              DifferenceClass::DifferentLabel})
        out.push_back({static_cast<int>(c), differenceColour(c), {}, true});
    return out;
}

std::string fillLegendTemplate(const std::string& text, const std::string& a, const std::string& b)
{
    std::string out;
    for (std::size_t i = 0; i < text.size(); ++i) {
        if (text.compare(i, 3, "{a}") == 0 || text.compare(i, 3, "{b}") == 0) {
            out += text[i + 1] == 'a' ? a : b;
            i += 2;
        } else {
            out += text[i];
        }
    }
    return out;
}

std::vector<DifferenceLegendEntry> differenceLegend(const std::string& a, const std::string& b,
                                                    bool againstTruth, bool everyLabel)
{
    std::vector<DifferenceLegendEntry> out = {
        {DifferenceClass::Both,
         {},
         "blue",
         againstTruth ? QT_TRANSLATE_NOOP("DifferenceLegend", "agreement (true positive)")
                      : QT_TRANSLATE_NOOP("DifferenceLegend", "agreement (in both)")},
        {DifferenceClass::OnlyB,
         {},
         "orange",
         againstTruth ? QT_TRANSLATE_NOOP("DifferenceLegend", "false positive (only in {b})")
                      : QT_TRANSLATE_NOOP("DifferenceLegend", "only in {b}")},
        {DifferenceClass::OnlyA,
         {},
         "magenta",
         againstTruth ? QT_TRANSLATE_NOOP("DifferenceLegend", "false negative (only in the truth)")
                      : QT_TRANSLATE_NOOP("DifferenceLegend", "only in {a}")},
    };
    if (everyLabel)
        out.push_back({DifferenceClass::DifferentLabel,
                       {},
                       "yellow",
                       QT_TRANSLATE_NOOP("DifferenceLegend", "wrong label (another label in {b})")});
    for (DifferenceLegendEntry& e : out) {
        e.colour = differenceColour(e.difference);
        e.meaning = fillLegendTemplate(e.meaningTemplate, a, b);
    }
    return out;
}

std::string differenceLegendText(const std::string& a, const std::string& b, bool againstTruth,
                                 bool everyLabel)
{
    std::string text;
    for (const DifferenceLegendEntry& e : differenceLegend(a, b, againstTruth, everyLabel))
        text += (text.empty() ? "" : "; ") + e.colourName + ": " + e.meaning;
    return text;
}

namespace {
// classify() on stored values without a rescale, written without branches so that it vectorises:
// inA + 2 inB is None, OnlyA, OnlyB or Both, and one more for both with other values (DifferentLabel; with
// a label given, both in means both hold it).
template <typename T>
void classifyStored(std::span<const T> a, std::span<const T> b, std::int64_t label,
                    std::span<std::uint8_t> out)
{
    if (label > 0) {
        if (std::cmp_greater(label, std::numeric_limits<T>::max())) { // no voxel can hold it
            std::fill(out.begin(), out.end(), std::uint8_t{0});
            return;
        }
        const T l = static_cast<T>(label);
        for (std::size_t n = 0; n < out.size(); ++n)
            out[n] = static_cast<std::uint8_t>(int(a[n] == l) + 2 * int(b[n] == l));
        return;
    }
    for (std::size_t n = 0; n < out.size(); ++n) {
        const int inA = a[n] != 0, inB = b[n] != 0;
        out[n] = static_cast<std::uint8_t>(inA + 2 * inB + (inA & inB & int(a[n] != b[n])));
    }
}

// Both maps store the same integer type of at most 32 bits without a rescale: their stored values are the
// label values (what readLabels would round them to).
bool storedAreLabels(const volume::Volume& a, const volume::Volume& b)
{
    const auto plain = [](const volume::Volume& v) {
        return v.rescale().slope == 1.0 && v.rescale().intercept == 0.0;
    };
    bool integer = false;
    volume::visitPixelType(a.pixelType(), [&](auto tag) {
        using T = decltype(tag);
        integer = std::is_integral_v<T> && sizeof(T) <= 4;
    });
    return integer && a.pixelType() == b.pixelType() && plain(a) && plain(b);
}

// The classes of voxels start .. start + out.size(), a few thousand at a time (two label buffers of the
// whole volume would cost 16 bytes a voxel).
void classifyRange(const volume::Volume& a, const volume::Volume& b, std::int64_t label, std::size_t start,
                   std::span<std::uint8_t> out)
{
    if (storedAreLabels(a, b)) {
        volume::visitPixelType(a.pixelType(), [&](auto tag) {
            using T = decltype(tag);
            if constexpr (std::is_integral_v<T> && sizeof(T) <= 4)
                classifyStored<T>(a.voxels<T>().subspan(start, out.size()),
                                  b.voxels<T>().subspan(start, out.size()), label, out);
        });
        return;
    }
    constexpr std::size_t block = 4096;
    std::array<std::int64_t, block> va{}, vb{};
    for (std::size_t done = 0; done < out.size(); done += block) {
        const std::size_t count = std::min(block, out.size() - done);
        readLabels(a, start + done, std::span(va).first(count));
        readLabels(b, start + done, std::span(vb).first(count));
        for (std::size_t n = 0; n < count; ++n)
            out[done + n] = static_cast<std::uint8_t>(classify(va[n], vb[n], label));
    }
}

Status sameGrid(const volume::Volume& a, const volume::Volume& b, const volume::GeometryTolerance& tolerance)
{
    const volume::GeometryDifference diff = volume::compareGeometry(a.geometry(), b.geometry(), tolerance);
    if (!diff.sameSize || !diff.withinTolerance)
        return Error{ErrorKind::Invalid, "The two label maps are not on the same voxel grid.",
                     diff.summary()};
    return {};
}
} // namespace

Result<volume::Volume> differenceMap(const volume::Volume& a, const volume::Volume& b, std::int64_t label,
                                     const volume::GeometryTolerance& tolerance, const Progress& progress)
{
    if (Status s = sameGrid(a, b, tolerance); !s)
        return s.error();
    auto out = volume::Volume::allocate(volume::PixelType::UInt8, a.geometry());
    if (!out)
        return out.error();
    // Pieces of 256 Ki voxels: hundreds of them on a CT, so that the threads stay busy and a cancel is
    // seen within a few milliseconds.
    constexpr std::size_t piece = std::size_t{1} << 18;
    auto classes = out->voxels<std::uint8_t>();
    ParallelOptions options;
    options.task = "compute the difference map";
    options.neededBytes = classes.size();
    options.progress = progress;
    options.cancelledMessage = "The difference map was cancelled.";
    const Status done =
        forEachIndex((classes.size() + piece - 1) / piece,
                     [&](std::size_t i) {
                         const std::size_t start = i * piece;
                         classifyRange(a, b, label, start,
                                       classes.subspan(start, std::min(piece, classes.size() - start)));
                     },
                     options);
    if (!done)
        return done.error();
    (void)progress.report(1.0); // forEachIndex reports at most every 50 ms: the end is said here
    return out;
}

std::optional<volume::Vec3> disagreementCentre(const volume::Volume& differences, std::int64_t k)
{
    const auto& n = differences.geometry().size;
    if (differences.pixelType() != volume::PixelType::UInt8 || k < 0 || k >= n[2])
        return std::nullopt;
    const auto classes = differences.voxels<std::uint8_t>();
    double si = 0, sj = 0;
    std::int64_t count = 0;
    for (std::int64_t j = 0; j < n[1]; ++j)
        for (std::int64_t i = 0; i < n[0]; ++i) {
            const auto c = static_cast<DifferenceClass>(
                classes[static_cast<std::size_t>(differences.linearIndex(i, j, k))]);
            if (c == DifferenceClass::None || c == DifferenceClass::Both)
                continue;
            si += static_cast<double>(i);
            sj += static_cast<double>(j);
            ++count;
        }
    if (count == 0)
        return std::nullopt;
    return volume::Vec3{si / static_cast<double>(count), sj / static_cast<double>(count),
                        static_cast<double>(k)};
}

std::optional<volume::Vec3> disagreementCentre(const volume::Volume& a, const volume::Volume& b,
                                               std::int64_t k, const volume::GeometryTolerance& tolerance)
{
    const auto& n = a.geometry().size;
    if (!sameGrid(a, b, tolerance) || k < 0 || k >= n[2])
        return std::nullopt;
    // Slice k is one run of voxels (the first index varies fastest): classify it alone.
    volume::Geometry slice = a.geometry();
    slice.size[2] = 1;
    auto classes = volume::Volume::allocate(volume::PixelType::UInt8, slice);
    if (!classes)
        return std::nullopt;
    classifyRange(a, b, 0, static_cast<std::size_t>(a.linearIndex(0, 0, k)), classes->voxels<std::uint8_t>());
    auto centre = disagreementCentre(*classes, 0);
    if (centre)
        (*centre)[2] = static_cast<double>(k);
    return centre;
}

} // namespace scansleuth::render
