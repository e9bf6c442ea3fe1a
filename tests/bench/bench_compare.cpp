// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// bench_compare [--runs N] [--cases N] [--threads N] [--no-itk] [--itk-whole] [--no-scipy]: Dice and HD95 of
// a 512 x 512 x 300 organ label-map pair (0.8 x 0.8 x 2.5 mm; liver, kidneys, spleen, a liver lesion; B is A
// with its boundaries moved in places, a kidney shifted and spurious blobs) in one run:
//   1. compare::segmentationMetrics, every metric of every label, best of N (wall clock);
//   2. ITK's pipeline for the same numbers, once: LabelOverlapMeasuresImageFilter for Dice; per label
//      LabelStatisticsImageFilter's bounding boxes (A and B, one voxel added), RegionOfInterest crops,
//      BinaryThreshold + BinaryContour (face neighbours) of both maps and a SignedMaurerDistanceMap of each
//      contour read at the other contour's voxels (negative values, inside the contour, are 0): HD = max,
//      HD95 = numpy's linear percentile, the definitions segmentationMetrics uses, so the numbers must agree;
//      with --itk-whole also the same without crops and HausdorffDistanceImageFilter on whole-image contours
//      (HD only), as the filters are usually called (minutes);
//   3. scipy (tests/bench/compare_scipy.py through /usr/bin/python3): MONAI-style Dice + HD95 with
//      distance_transform_edt(sampling=spacing), file reading excluded, best of N;
//   4. N cases (default 100) of segmentationMetrics on four pairs of varied organs, against a 60 s limit.
// Each peer's line has its time ratio to ours and the largest difference of its Dice, HD and HD95 from ours;
// a checksum of all our metrics' bits shows whether a speed-up changed any number.
#include "base/parallel.h"
#include "compare/metrics/segmentationmetrics.h"

#include <itkBinaryContourImageFilter.h>
#include <itkBinaryThresholdImageFilter.h>
#include <itkHausdorffDistanceImageFilter.h>
#include <itkImageRegionConstIterator.h>
#include <itkLabelOverlapMeasuresImageFilter.h>
#include <itkLabelStatisticsImageFilter.h>
#include <itkMultiThreaderBase.h>
#include <itkRegionOfInterestImageFilter.h>
#include <itkSignedMaurerDistanceMapImageFilter.h>

#include <nlohmann/json.hpp>

#include <unistd.h>

#include <algorithm>
#include <array>
#include <bit>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <sstream>
#include <string>
#include <vector>

using namespace scansleuth;
using compare::LabelMetrics;
using compare::SegmentationMetrics;
using volume::Geometry;
using volume::Volume;

#ifndef SCANSLEUTH_BENCH_DIR
#define SCANSLEUTH_BENCH_DIR "tests/bench"
#endif

namespace {

double nowSeconds()
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

double cpuSeconds() // of the whole process: every thread's
{
    timespec t{};
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
    return double(t.tv_sec) + 1e-9 * double(t.tv_nsec);
}

// Wall clock and process CPU time of one run; `best` keeps the run with the least wall time.
struct Timing
{
    double wall = 1e300, cpu = 0;
};

template <typename F> Timing timed(F&& f)
{
    const double w0 = nowSeconds(), c0 = cpuSeconds();
    f();
    return {nowSeconds() - w0, cpuSeconds() - c0};
}

template <typename F> Timing best(int runs, F&& f)
{
    Timing out;
    for (int r = 0; r < runs; ++r) {
        const Timing t = timed(f);
        if (t.wall < out.wall)
            out = t;
    }
    return out;
}

// "12.345 s (CPU 20.1 s)  peer/ours 3.4x (CPU 2.9x)"
void printTiming(const char* what, const Timing& t, const char* how, const Timing* ours = nullptr)
{
    std::printf("%-58s %8.3f s (CPU %7.3f s)  %-10s", what, t.wall, t.cpu, how);
    if (ours)
        std::printf("  peer/ours %6.1fx (CPU %5.1fx)", t.wall / ours->wall, t.cpu / ours->cpu);
    std::printf("\n");
}

// ---- the organ pair ------------------------------------------------------------------------------------

// An ellipsoid in mm whose radius swells and shrinks by up to `bump` (relative) with the direction.
struct Blob
{
    int label;
    double cx, cy, cz, rx, ry, rz;
    double bump = 0.0, phase = 0.0;
};

void paint(Volume& v, const Blob& b)
{
    const Geometry& g = v.geometry();
    auto voxels = v.voxels<std::uint8_t>();
    const double centre[3] = {b.cx, b.cy, b.cz}, radius[3] = {b.rx, b.ry, b.rz};
    std::int64_t lo[3], hi[3];
    for (int a = 0; a < 3; ++a) {
        const double reach = radius[a] * (1.0 + std::abs(b.bump));
        lo[a] = std::max<std::int64_t>(0, std::int64_t(std::floor((centre[a] - reach) / g.spacing[a])));
        hi[a] = std::min<std::int64_t>(g.size[a] - 1,
                                       std::int64_t(std::ceil((centre[a] + reach) / g.spacing[a])));
    }
    for (std::int64_t k = lo[2]; k <= hi[2]; ++k)
        for (std::int64_t j = lo[1]; j <= hi[1]; ++j)
            for (std::int64_t i = lo[0]; i <= hi[0]; ++i) {
                const double u = (double(i) * g.spacing[0] - b.cx) / b.rx,
                             w = (double(j) * g.spacing[1] - b.cy) / b.ry,
                             z = (double(k) * g.spacing[2] - b.cz) / b.rz;
                const double r = std::sqrt(u * u + w * w + z * z);
                const double limit = 1.0 + b.bump * std::sin(3.0 * std::atan2(w, u) + b.phase) *
                                               std::cos(2.0 * z / std::max(r, 1e-9));
                if (r < limit)
                    voxels[std::size_t(v.linearIndex(i, j, k))] = std::uint8_t(b.label);
            }
}

Volume paintAll(const Geometry& g, const std::vector<Blob>& blobs)
{
    Volume v = Volume::allocate(volume::PixelType::UInt8, g).value();
    std::fill(v.voxels<std::uint8_t>().begin(), v.voxels<std::uint8_t>().end(), std::uint8_t(0));
    for (const Blob& b : blobs)
        paint(v, b);
    return v;
}

struct Pair
{
    Volume a, b;
};

// Labels 1 liver (~2 l), 2 right kidney, 3 left kidney (~170 ml each), 4 spleen, 5 a lesion in the liver (~3
// ml). `variant` moves and resizes everything by a few mm and percent so the cases differ.
Pair makePair(const Geometry& g, int variant)
{
    const double d = double(variant);
    const double jitter = 3.0 * std::sin(1.7 * d), scale = 1.0 + 0.04 * std::cos(2.3 * d);
    const std::vector<Blob> reference = {
        {1, 140 + jitter, 190, 420, 90 * scale, 70 * scale, 75, 0.08, 0.3 * d},
        {4, 290, 210 - jitter, 440, 45, 30 * scale, 55, 0.05, 1.0},
        {2, 150, 255, 330 + jitter, 30, 25, 55 * scale, 0.04, 2.0},
        {3, 265, 255, 345, 30 * scale, 25, 55, 0.04, 0.5},
        {5, 115 + jitter, 170, 430, 9, 9, 10, 0.1, 0.0},
    };
    std::vector<Blob> other = reference;
    other[0].phase += 0.9; // the liver's boundary moves out in places and in at others
    other[0].rx *= 1.02;
    other[0].ry *= 0.98;
    other[1].bump = 0.09; // the spleen's too
    other[3].cx += 4;     // the left kidney shifted by (4, -3, 5) mm
    other[3].cy -= 3;
    other[3].cz += 5;
    other[4].rx = other[4].ry = 11; // the lesion grown and moved
    other[4].cz += 2;
    other.push_back({1, 300, 150, 520, 8, 8, 10}); // spurious liver near the spleen
    other.push_back({2, 205, 300, 290, 5, 5, 7});  // spurious kidney
    other.push_back({5, 150, 215, 400, 4, 4, 5});  // spurious lesion in the liver
    return {paintAll(g, reference), paintAll(g, other)};
}

// ---- our numbers ---------------------------------------------------------------------------------------

// FNV-1a over every field of every label: equal checksums, equal bits.
std::uint64_t checksum(const SegmentationMetrics& m, std::uint64_t h = 1469598103934665603ull)
{
    const auto mix = [&h](std::uint64_t x) {
        for (int i = 0; i < 8; ++i) {
            h ^= (x >> (8 * i)) & 0xff;
            h *= 1099511628211ull;
        }
    };
    for (const LabelMetrics& l : m.labels) {
        for (std::int64_t x :
             {l.label, l.voxelsA, l.voxelsB, l.overlapVoxels, l.surfaceVoxelsA, l.surfaceVoxelsB})
            mix(std::uint64_t(x));
        for (double x : {l.volumeAMl, l.volumeBMl, l.volumeDifferenceMl, l.dice, l.iou, l.hausdorffMm,
                         l.hd95Mm, l.assdMm, l.nsd})
            mix(std::bit_cast<std::uint64_t>(x));
    }
    return h;
}

SegmentationMetrics ours(const Pair& p, std::size_t threads)
{
    compare::MetricsOptions options;
    options.maxThreads = threads;
    auto m = compare::segmentationMetrics(p.a, p.b, options);
    if (!m) {
        std::fprintf(stderr, "segmentationMetrics failed: %s\n", m.error().message.c_str());
        std::exit(1);
    }
    return *m;
}

// A peer's numbers per label.
struct PeerLabel
{
    double dice = 0, hd = 0, hd95 = 0;
    std::int64_t surfaceA = -1, surfaceB = -1;
};
using PeerNumbers = std::map<std::int64_t, PeerLabel>;

void printAgreement(const char* peer, const SegmentationMetrics& m, const PeerNumbers& numbers, bool hasHd95)
{
    double dice = 0, hd = 0, hd95 = 0;
    bool surfaces = true;
    for (const LabelMetrics& l : m.labels) {
        const auto it = numbers.find(l.label);
        if (it == numbers.end()) {
            std::printf("  %s lacks label %lld\n", peer, (long long)l.label);
            continue;
        }
        dice = std::max(dice, std::abs(it->second.dice - l.dice));
        if (l.distancesInfinite())
            continue;
        hd = std::max(hd, std::abs(it->second.hd - l.hausdorffMm));
        if (hasHd95)
            hd95 = std::max(hd95, std::abs(it->second.hd95 - l.hd95Mm));
        if (it->second.surfaceA >= 0)
            surfaces = surfaces && it->second.surfaceA == l.surfaceVoxelsA &&
                       it->second.surfaceB == l.surfaceVoxelsB;
    }
    std::printf("  %s against ours: largest |difference| Dice %.3g, HD %.3g mm", peer, dice, hd);
    if (hasHd95)
        std::printf(", HD95 %.3g mm", hd95);
    std::printf("; surface voxel counts %s\n", surfaces ? "equal" : "DIFFER");
}

// ---- ITK -----------------------------------------------------------------------------------------------

using LabelImage = itk::Image<std::uint8_t, 3>;
using DistanceImage = itk::Image<double, 3>;

LabelImage::Pointer toItk(const Volume& v)
{
    auto image = LabelImage::New();
    LabelImage::SizeType size;
    LabelImage::SpacingType spacing;
    for (unsigned a = 0; a < 3; ++a) {
        size[a] = itk::SizeValueType(v.geometry().size[a]);
        spacing[a] = v.geometry().spacing[a];
    }
    image->SetRegions(LabelImage::RegionType(size));
    image->SetSpacing(spacing);
    image->Allocate();
    std::memcpy(image->GetBufferPointer(), v.bytes(), v.byteCount());
    return image;
}

// The label's contour: its voxels with a face neighbour of another value (BinaryContourImageFilter with
// FullyConnected off), as 1 on 0.
LabelImage::Pointer contourOf(const LabelImage::Pointer& labels, std::uint8_t label)
{
    auto threshold = itk::BinaryThresholdImageFilter<LabelImage, LabelImage>::New();
    threshold->SetInput(labels);
    threshold->SetLowerThreshold(label);
    threshold->SetUpperThreshold(label);
    threshold->SetInsideValue(1);
    threshold->SetOutsideValue(0);
    auto contour = itk::BinaryContourImageFilter<LabelImage, LabelImage>::New();
    contour->SetInput(threshold->GetOutput());
    contour->SetForegroundValue(1);
    contour->SetBackgroundValue(0);
    contour->SetFullyConnected(false);
    contour->Update();
    return contour->GetOutput();
}

// Distances in mm from every voxel of `from` to the nearest voxel of `to` (both contours).
std::vector<double> itkDirected(const LabelImage::Pointer& from, const LabelImage::Pointer& to)
{
    auto maurer = itk::SignedMaurerDistanceMapImageFilter<LabelImage, DistanceImage>::New();
    maurer->SetInput(to);
    maurer->SetBackgroundValue(0);
    maurer->SetUseImageSpacing(true);
    maurer->SetSquaredDistance(false);
    maurer->SetInsideIsPositive(false);
    maurer->Update();
    std::vector<double> out;
    itk::ImageRegionConstIterator<LabelImage> f(from, from->GetLargestPossibleRegion());
    itk::ImageRegionConstIterator<DistanceImage> d(maurer->GetOutput(), from->GetLargestPossibleRegion());
    for (; !f.IsAtEnd(); ++f, ++d) {
        if (f.Get())
            out.push_back(std::max(0.0, d.Get())); // inside `to`'s contour: distance 0
    }
    return out;
}

// ITK's own bounding boxes of every label of A and B (LabelStatisticsImageFilter), united per label and
// grown by one voxel, so that the contour filter sees the background around the label.
std::map<std::int64_t, LabelImage::RegionType> itkBoxes(const LabelImage::Pointer& a,
                                                        const LabelImage::Pointer& b)
{
    std::map<std::int64_t, std::array<itk::IndexValueType, 6>> boxes;
    for (const auto& image : {a, b}) {
        auto statistics = itk::LabelStatisticsImageFilter<LabelImage, LabelImage>::New();
        statistics->SetInput(image);
        statistics->SetLabelInput(image);
        statistics->Update();
        for (auto label : statistics->GetValidLabelValues()) {
            const auto box = statistics->GetBoundingBox(label);
            auto [it, fresh] = boxes.try_emplace(label);
            for (unsigned d = 0; d < 3; ++d) {
                it->second[2 * d] = fresh ? box[2 * d] : std::min(it->second[2 * d], box[2 * d]);
                it->second[2 * d + 1] =
                    fresh ? box[2 * d + 1] : std::max(it->second[2 * d + 1], box[2 * d + 1]);
            }
        }
    }
    std::map<std::int64_t, LabelImage::RegionType> regions;
    const auto whole = a->GetLargestPossibleRegion().GetSize();
    for (const auto& [label, box] : boxes) {
        LabelImage::IndexType lo;
        LabelImage::SizeType size;
        for (unsigned d = 0; d < 3; ++d) {
            lo[d] = std::max<itk::IndexValueType>(0, box[2 * d] - 1);
            const itk::IndexValueType hi =
                std::min<itk::IndexValueType>(itk::IndexValueType(whole[d]) - 1, box[2 * d + 1] + 1);
            size[d] = itk::SizeValueType(hi - lo[d] + 1);
        }
        regions[label] = LabelImage::RegionType(lo, size);
    }
    return regions;
}

LabelImage::Pointer cropped(const LabelImage::Pointer& image, const LabelImage::RegionType& region)
{
    auto roi = itk::RegionOfInterestImageFilter<LabelImage, LabelImage>::New();
    roi->SetInput(image);
    roi->SetRegionOfInterest(region);
    roi->Update();
    return roi->GetOutput();
}

// How the ITK pipeline gets its distances.
enum class ItkMode
{
    Cropped,        // per label: crop both maps to the label's box, contours, two Maurer maps (HD, HD95)
    Whole,          // the same on the whole image, as one calls the filters without cropping (HD, HD95)
    HausdorffFilter // whole image: contours, HausdorffDistanceImageFilter (HD only)
};

PeerNumbers itkPipeline(const LabelImage::Pointer& a, const LabelImage::Pointer& b,
                        const SegmentationMetrics& labels, ItkMode mode)
{
    auto overlap = itk::LabelOverlapMeasuresImageFilter<LabelImage>::New();
    overlap->SetSourceImage(a);
    overlap->SetTargetImage(b);
    overlap->Update();
    std::map<std::int64_t, LabelImage::RegionType> boxes;
    if (mode == ItkMode::Cropped)
        boxes = itkBoxes(a, b);
    PeerNumbers out;
    for (const LabelMetrics& l : labels.labels) {
        PeerLabel& n = out[l.label];
        n.dice = overlap->GetDiceCoefficient(std::uint8_t(l.label));
        if (l.distancesInfinite())
            continue;
        LabelImage::Pointer mapA = a, mapB = b;
        if (mode == ItkMode::Cropped) {
            mapA = cropped(a, boxes.at(l.label));
            mapB = cropped(b, boxes.at(l.label));
        }
        const auto contourA = contourOf(mapA, std::uint8_t(l.label)),
                   contourB = contourOf(mapB, std::uint8_t(l.label));
        if (mode == ItkMode::HausdorffFilter) {
            auto hausdorff = itk::HausdorffDistanceImageFilter<LabelImage, LabelImage>::New();
            hausdorff->SetInput1(contourA);
            hausdorff->SetInput2(contourB);
            hausdorff->SetUseImageSpacing(true);
            hausdorff->Update();
            n.hd = hausdorff->GetHausdorffDistance();
            continue;
        }
        const std::vector<double> ab = itkDirected(contourA, contourB), ba = itkDirected(contourB, contourA);
        n.surfaceA = std::int64_t(ab.size());
        n.surfaceB = std::int64_t(ba.size());
        n.hd = std::max(*std::max_element(ab.begin(), ab.end()), *std::max_element(ba.begin(), ba.end()));
        n.hd95 = std::max(compare::linearPercentile(ab, 95), compare::linearPercentile(ba, 95));
    }
    return out;
}

void runItk(const Pair& pair, const SegmentationMetrics& m, const Timing& oursTime, std::size_t threads,
            bool whole)
{
    itk::MultiThreaderBase::SetGlobalMaximumNumberOfThreads(unsigned(threads));
    itk::MultiThreaderBase::SetGlobalDefaultNumberOfThreads(unsigned(threads));
    const auto a = toItk(pair.a), b = toItk(pair.b);
    std::vector<ItkMode> modes = {ItkMode::Cropped};
    if (whole)
        modes.insert(modes.end(), {ItkMode::Whole, ItkMode::HausdorffFilter});
    for (ItkMode mode : modes) {
        PeerNumbers numbers;
        Timing t;
        try {
            t = timed([&] { numbers = itkPipeline(a, b, m, mode); });
        } catch (const itk::ExceptionObject& e) {
            std::printf("ITK pipeline failed: %s\n", e.what());
            return;
        }
        const char* name = mode == ItkMode::Cropped ? "ITK, cropped to each label's box: Dice, HD, HD95"
                           : mode == ItkMode::Whole ? "ITK, whole image: Dice, HD, HD95"
                                                    : "ITK, whole image, HausdorffDistance: Dice, HD";
        printTiming(name, t, "once", &oursTime);
        printAgreement("ITK", m, numbers, mode != ItkMode::HausdorffFilter);
    }
}

// ---- scipy ---------------------------------------------------------------------------------------------

// A uint8 .npy file of the volume, shape (z, y, x) in C order.
void writeNpy(const Volume& v, const std::filesystem::path& path)
{
    const auto& n = v.geometry().size;
    std::string header = "{'descr': '|u1', 'fortran_order': False, 'shape': (" + std::to_string(n[2]) + ", " +
                         std::to_string(n[1]) + ", " + std::to_string(n[0]) + "), }";
    while ((10 + header.size() + 1) % 64 != 0)
        header += ' ';
    header += '\n';
    std::ofstream out(path, std::ios::binary);
    const std::uint16_t length = std::uint16_t(header.size());
    out.write("\x93NUMPY\x01\x00", 8);
    out.write(reinterpret_cast<const char*>(&length), 2);
    out << header;
    out.write(reinterpret_cast<const char*>(v.bytes()), std::streamsize(v.byteCount()));
}

// Runs compare_scipy.py; its best time (wall <= 0 with `why` when it could not run).
Timing runScipy(const Pair& p, int runs, PeerNumbers& numbers, std::string& why)
{
    const char* python = "/usr/bin/python3";
    if (std::system((std::string(python) + " -c 'import numpy, scipy' 2>/dev/null").c_str()) != 0) {
        why = std::string(python) + " has no numpy or scipy (apt install python3-scipy)";
        return {0, 0};
    }
    const auto dir =
        std::filesystem::temp_directory_path() / ("scansleuth-bench-compare-" + std::to_string(getpid()));
    std::filesystem::create_directories(dir);
    writeNpy(p.a, dir / "a.npy");
    writeNpy(p.b, dir / "b.npy");
    const auto& s = p.a.geometry().spacing;
    std::ostringstream cmd;
    cmd.imbue(std::locale::classic());
    cmd.precision(17);
    cmd << python << " " << SCANSLEUTH_BENCH_DIR << "/compare_scipy.py " << (dir / "a.npy") << " "
        << (dir / "b.npy") << " " << s[2] << " " << s[1] << " " << s[0] << " " << runs << " > "
        << (dir / "out.json");
    const int rc = std::system(cmd.str().c_str());
    std::ifstream in(dir / "out.json");
    const nlohmann::json out = nlohmann::json::parse(in, nullptr, false);
    std::filesystem::remove_all(dir);
    if (rc != 0 || out.is_discarded()) {
        why = "compare_scipy.py failed (exit " + std::to_string(rc) + ")";
        return {0, 0};
    }
    for (const auto& l : out["labels"]) {
        PeerLabel& n = numbers[l["label"].get<std::int64_t>()];
        n.dice = l["dice"];
        n.hd = l.value("hd", 0.0);
        n.hd95 = l.value("hd95", 0.0);
        n.surfaceA = l.value("surface_a", std::int64_t(-1));
        n.surfaceB = l.value("surface_b", std::int64_t(-1));
    }
    return {out["seconds"].get<double>(), out["cpu_seconds"].get<double>()};
}

} // namespace

int main(int argc, char** argv)
{
    int runs = 3, cases = 100;
    std::size_t threads = 0;
    bool itk = true, itkWhole = false, scipy = true;
    for (int a = 1; a < argc; ++a) {
        if (!std::strcmp(argv[a], "--runs") && a + 1 < argc)
            runs = std::max(1, std::atoi(argv[++a]));
        else if (!std::strcmp(argv[a], "--cases") && a + 1 < argc)
            cases = std::max(0, std::atoi(argv[++a]));
        else if (!std::strcmp(argv[a], "--threads") && a + 1 < argc)
            threads = std::size_t(std::max(1, std::atoi(argv[++a])));
        else if (!std::strcmp(argv[a], "--no-itk"))
            itk = false;
        else if (!std::strcmp(argv[a], "--itk-whole"))
            itkWhole = true;
        else if (!std::strcmp(argv[a], "--no-scipy"))
            scipy = false;
    }
    if (threads == 0)
        threads = usableCores();
    Geometry g;
    g.size = {512, 512, 300};
    g.spacing = {0.8, 0.8, 2.5};
    const Pair pair = makePair(g, 0);
    std::printf("bench_compare: 512 x 512 x 300 uint8 pair, 0.8 x 0.8 x 2.5 mm, %zu thread(s)\n", threads);

    SegmentationMetrics m;
    const Timing oursTime = best(runs, [&] { m = ours(pair, threads); });
    for (const LabelMetrics& l : m.labels)
        std::printf(
            "  label %lld: voxels %lld / %lld, surface %lld / %lld, Dice %.6f, HD %.4f mm, HD95 %.4f mm\n",
            (long long)l.label, (long long)l.voxelsA, (long long)l.voxelsB, (long long)l.surfaceVoxelsA,
            (long long)l.surfaceVoxelsB, l.dice, l.hausdorffMm, l.hd95Mm);
    const std::string bestOf = "best of " + std::to_string(runs);
    printTiming("ours: segmentationMetrics, all metrics, every label", oursTime, bestOf.c_str());
    std::printf("  checksum of our metrics %016llx\n", (unsigned long long)checksum(m));

    if (itk)
        runItk(pair, m, oursTime, threads, itkWhole);
    if (scipy) {
        PeerNumbers numbers;
        std::string why;
        const Timing t = runScipy(pair, runs, numbers, why);
        if (t.wall > 0) {
            printTiming("scipy: distance_transform_edt, MONAI-style Dice, HD95", t, bestOf.c_str(),
                        &oursTime);
            printAgreement("scipy", m, numbers, true);
        } else {
            std::printf("scipy peer: not run (%s)\n", why.c_str());
        }
    }

    if (cases > 0) {
        std::vector<Pair> pairs;
        for (int v = 1; v <= 4; ++v)
            pairs.push_back(makePair(g, v));
        std::uint64_t sum = 1469598103934665603ull;
        const Timing t = timed([&] {
            for (int c = 0; c < cases; ++c)
                sum = checksum(ours(pairs[std::size_t(c) % pairs.size()], threads), sum);
        });
        std::printf(
            "%d cases (4 organ pairs in turn): %.2f s (CPU %.2f s), %.3f s a case; limit 60 s: %.2fx of it"
            "   checksum %016llx\n",
            cases, t.wall, t.cpu, t.wall / cases, t.wall / 60.0, (unsigned long long)sum);
    }
    return 0;
}
