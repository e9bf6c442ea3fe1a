// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The audit's content fingerprint and near-duplicate search, each against its peer or limit, in one run:
//   - fingerprinting files (io::loadPath + fingerprintContent) against only loading them (io::loadPath): the
//     I/O floor the audit cannot go under; volumes/s, MB/s and the ratio. Files: a 512 x 512 x 200 int16
//     CT-like volume written as .nii.gz and as .nii (kept in --dir), and the real head MRs of tests/data.
//     The fingerprint alone on the loaded volume is also given in GB/s of float32 real values (aim: >= 1).
//   - making the thumbnails of 10,000 records (5,000 per split) of synthetic heads with 50 planted
//     near-duplicates across the splits, against reading the same heads from .nii.gz files (written once into
//     --dir) with io::loadPath, on 2 threads; a digest of the fingerprints shows that they did not change.
//   - findNearDuplicates over those records on 2 threads, against the 2 s limit and against reading the
//     files; the planted pairs found are counted (recall), as a check that the speed was not bought by
//     skipping the work. --pairs FILE writes every pair found with all its numbers, to compare two builds.
//   - findSameAcquisitions over the same records all put on one grid (its worst case), against the same
//     limit.
//
//   bench_audit [--repeat N] [--dir DIR] [--records N] [--threads T] [--search-only] [--pairs FILE]
#include "base/parallel.h"
#include "besttime.h"
#include "checks/audit/content/content.h"
#include "checks/audit/content/contentinternal.h"
#include "checks/audit/reduce/reduceinternal.h"
#include "checks/audit/search/search.h"
#include "io/imageloader.h"
#include "io/nifti/niftiwriter.h"
#include "support/syntheticthumbnails.h"

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <map>
#include <random>
#include <set>
#include <string>
#include <thread>
#include <vector>

#include <sys/resource.h>

using namespace scansleuth;
using scansleuth::benchsupport::bestSeconds;
using namespace scansleuth::audit;
using namespace scansleuth::testing;
namespace fs = std::filesystem;

namespace {

// A CT-like volume: air, an elliptic body of soft tissue with organs and a spine, mild noise; int16 with
// the CT rescale.
volume::Volume ctPhantom(const volume::Index3& size)
{
    volume::Geometry g;
    g.size = size;
    g.spacing = {0.8, 0.8, 1.5};
    volume::Volume v = std::move(volume::Volume::allocate(volume::PixelType::Int16, g).value());
    v.setRescale({1, -1024});
    auto x = v.voxels<std::int16_t>();
    std::mt19937 rng(5);
    std::uniform_int_distribution<int> noise(-15, 15);
    for (std::int64_t k = 0; k < size[2]; ++k)
        for (std::int64_t j = 0; j < size[1]; ++j)
            for (std::int64_t i = 0; i < size[0]; ++i) {
                const double u = (double(i) / double(size[0]) - 0.5) / 0.42,
                             w = (double(j) / double(size[1]) - 0.5) / 0.3;
                const double r = u * u + w * w;
                double hu = -1000;
                if (r < 1) {
                    hu = 40;
                    const double du = u - 0.3 * std::sin(double(k) * 0.02), dw = w + 0.2;
                    if (du * du + dw * dw < 0.08)
                        hu = 60; // liver-ish
                    if (u * u + (w - 0.6) * (w - 0.6) < 0.02)
                        hu = 700; // spine
                    if (r > 0.9)
                        hu = -100; // fat rim
                }
                x[std::size_t(v.linearIndex(i, j, k))] = std::int16_t(hu + 1024 + noise(rng));
            }
    return v;
}

void fingerprintFiles(int repeat, const std::string& dir)
{
    fs::create_directories(dir);
    const std::string gz = dir + "/ct_512x512x200.nii.gz", raw = dir + "/ct_512x512x200.nii";
    if (!fs::exists(gz) || !fs::exists(raw)) {
        volume::VolumeList list;
        list.push_back(ctPhantom({512, 512, 200}));
        if (!io::writeNifti(gz, list).ok() || !io::writeNifti(raw, list).ok()) {
            std::fprintf(stderr, "cannot write the phantom into %s\n", dir.c_str());
            std::exit(1);
        }
    }
    const std::string data = SCANSLEUTH_TEST_DATA_DIR;
    std::vector<std::pair<std::string, std::vector<std::string>>> sets = {
        {"CT 512x512x200 .nii.gz", {gz}},
        {"CT 512x512x200 .nii", {raw}},
        {"8 real head MRs (NIfTI, DICOM)",
         {data + "/nifti/orientations/RAS.nii.gz",
          data + "/overlay/flair_lesion_same_oblique_grid/FLAIR.nii.gz",
          data + "/nifti/nibabel_cases/anatomical.nii", data + "/nifti/nibabel_cases/example4d.nii.gz",
          data + "/dicom/ts_transfer_syntaxes/dicom/1.dcm",
          data + "/dicom/ge_epi4d_slices_inferior_to_superior/dicom",
          data + "/dicom/siemens_epi_mosaic_pe_ap/dicom", data + "/dicom/enhanced_siemens_xa10/dicom"}},
    };
    std::printf("fingerprint vs load only, best of %d, %zu threads\n", repeat, threadLimit());
    std::printf("%-34s %10s %10s %9s %10s %10s %7s\n", "files", "load s", "load+fp s", "vol/s", "MB/s",
                "ratio", "fp GB/s");
    for (const auto& [name, files] : sets) {
        std::int64_t voxels = 0, storedBytes = 0;
        int volumes = 0;
        const double load = bestSeconds(repeat, [&] {
            voxels = storedBytes = 0;
            volumes = 0;
            for (const std::string& f : files) {
                auto loaded = io::loadPath(f);
                if (!loaded.ok())
                    continue;
                for (const auto& image : loaded.value().images) {
                    ++volumes;
                    voxels += image.volumes.front().voxelCount();
                    storedBytes += std::int64_t(image.volumes.front().byteCount());
                }
            }
        });
        std::vector<volume::Volume> loadedVolumes;
        const double both = bestSeconds(repeat, [&] {
            loadedVolumes.clear();
            for (const std::string& f : files) {
                auto loaded = io::loadPath(f);
                if (!loaded.ok())
                    continue;
                for (auto& image : loaded.value().images) {
                    if (!fingerprintContent(image.volumes.front()).ok())
                        std::fprintf(stderr, "fingerprint failed: %s\n", f.c_str());
                    loadedVolumes.push_back(std::move(image.volumes.front()));
                }
            }
        });
        const double alone = bestSeconds(repeat, [&] {
            for (const auto& v : loadedVolumes)
                (void)fingerprintContent(v);
        });
        std::printf("%-34s %10.3f %10.3f %9.1f %10.1f %9.2fx %7.2f\n", name.c_str(), load, both,
                    volumes / both, double(storedBytes) / 1e6 / both, both / load,
                    double(voxels) * 4 / 1e9 / alone);
    }
    std::printf(
        "ratio: (load + fingerprint) / load; MB/s: stored voxel bytes per second of load + fingerprint;\n"
        "fp GB/s: float32 real values per second of the fingerprint alone (aim >= 1)\n\n");
}

// User and system seconds of every thread of the process so far.
double processCpuSeconds()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    const auto seconds = [](const timeval& t) {
        return double(t.tv_sec) + 1e-6 * double(t.tv_usec);
    };
    return seconds(usage.ru_utime) + seconds(usage.ru_stime);
}

// The copies planted among `count` records: test record count / 2 + p is a copy of train record 7 * p.
std::size_t plantedCount(std::size_t count)
{
    return std::min<std::size_t>(50, count / 14);
}

// The heads of the bench's records, in record order (train first): synthetic heads, and in test the planted
// copies first. They come from one engine, so one at a time and in this order only.
class HeadSource
{
public:
    explicit HeadSource(std::size_t count) : m_count(count), m_planted(plantedCount(count)) {}

    Thumb next()
    {
        const std::size_t i = m_next++;
        Thumb head;
        if (i >= m_count / 2 && i < m_count / 2 + m_planted) {
            const auto original = m_originals.find((i - m_count / 2) * 7);
            head = perturbed(original->second, m_rng);
            m_originals.erase(original);
        } else {
            head = syntheticHead(m_rng);
        }
        if (i < m_count / 2 && i % 7 == 0 && i / 7 < m_planted)
            m_originals.emplace(i, head);
        return head;
    }

private:
    std::size_t m_count, m_planted, m_next = 0;
    std::mt19937 m_rng{17};
    std::map<std::size_t, Thumb> m_originals; // train heads whose copy is still to come
};

// Calls use(i, head) for the `count` heads on `threads` threads while the next batch of heads is drawn on
// one more: drawing is sequential (one engine), so it runs alongside, not before.
void forEachHead(std::size_t count, std::size_t threads,
                 const std::function<void(std::size_t, const Thumb&)>& use)
{
    const std::size_t batch = 64;
    HeadSource source(count);
    std::vector<Thumb> current, next;
    const auto draw = [&](std::vector<Thumb>& into, std::size_t first) {
        into.clear();
        for (std::size_t i = first; i < std::min(count, first + batch); ++i)
            into.push_back(source.next());
    };
    draw(current, 0);
    ParallelOptions options;
    options.maxThreads = threads;
    for (std::size_t first = 0; first < count; first += batch) {
        std::thread drawer(draw, std::ref(next), first + batch);
        (void)forEachIndex(
            current.size(), [&](std::size_t j) { use(first + j, current[j]); }, options);
        drawer.join();
        std::swap(current, next);
    }
}

std::string headFile(const std::string& folder, std::size_t i)
{
    return folder + "/" + std::to_string(i) + ".nii.gz";
}

// The heads as the volumes they stand for (float32, 8 mm cells) in `folder`, written once per record count.
void writeHeads(const std::string& folder, std::size_t count, std::size_t threads)
{
    const std::string complete = folder + "/complete";
    if (fs::exists(complete))
        return;
    fs::create_directories(folder);
    io::NiftiWriteOptions options;
    options.syncToDisk = false;
    forEachHead(count, threads, [&](std::size_t i, const Thumb& head) {
        volume::Geometry g;
        g.size = {head.size[0], head.size[1], head.size[2]};
        g.spacing = {8, 8, 8};
        volume::VolumeList list;
        list.push_back(std::move(volume::Volume::allocate(volume::PixelType::Float32, g).value()));
        std::copy(head.cells.begin(), head.cells.end(), list.front().voxels<float>().begin());
        if (!io::writeNifti(headFile(folder, i), list, options).ok()) {
            std::fprintf(stderr, "cannot write the heads into %s\n", folder.c_str());
            std::exit(1);
        }
    });
    std::ofstream(complete) << count << "\n";
}

// A digest of the records' fingerprints (FNV-1a over the thumbnails and the screens' bits): equal digests,
// equal records.
std::uint64_t fingerprintDigest(const std::vector<VolumeRecord>& records)
{
    std::uint64_t h = 1469598103934665603ULL;
    const auto add = [&](const void* data, std::size_t bytes) {
        for (std::size_t k = 0; k < bytes; ++k)
            h = (h ^ static_cast<const unsigned char*>(data)[k]) * 1099511628211ULL;
    };
    for (const VolumeRecord& r : records) {
        add(r.content.thumbnailSize.data(), sizeof(r.content.thumbnailSize));
        add(r.content.thumbnail.data(), r.content.thumbnail.size());
        add(r.content.screen.data(), sizeof(r.content.screen));
    }
    return h;
}

void nearDuplicates(int repeat, std::size_t count, std::size_t threads, const std::string& dir,
                    const std::string& pairsFile)
{
    const std::size_t kPlanted = plantedCount(count);
    std::vector<VolumeRecord> records(count);
    for (std::size_t i = 0; i < count; ++i) {
        records[i].split = i < count / 2 ? "train" : "test";
        records[i].path = std::to_string(i);
    }
    const double made = bestSeconds(1, [&] {
        forEachHead(count, threads,
                    [&](std::size_t i, const Thumb& head) { records[i].content = fingerprintOf(head, i); });
    });
    // The peer: the same heads read back from files, as the audit reads the volumes it fingerprints.
    const std::string folder = dir + "/heads_" + std::to_string(count);
    writeHeads(folder, count, threads);
    std::atomic<std::int64_t> fileBytes{0};
    ParallelOptions readOptions;
    readOptions.maxThreads = threads;
    const double read = bestSeconds(repeat, [&] {
        fileBytes = 0;
        (void)forEachIndex(
            count,
            [&](std::size_t i) {
                const std::string file = headFile(folder, i);
                if (!io::loadPath(file).ok()) {
                    std::fprintf(stderr, "cannot read %s\n", file.c_str());
                    std::exit(1);
                }
                fileBytes += std::int64_t(fs::file_size(file));
            },
            readOptions);
    });
    std::printf("%zu records' thumbnails (%zu per split, %zu planted copies), %zu threads:\n", count,
                count / 2, kPlanted, threads);
    std::printf("  made (synthetic heads drawn on one thread, fingerprintOf alongside): %.1f s\n", made);
    std::printf("  peer: the same heads read from .nii.gz (float32, 8 mm cells, %.0f MB) with io::loadPath: "
                "%.2f s; making is %.1fx reading\n",
                double(fileBytes) / 1e6, read, made / read);
    std::printf("  fingerprint digest %016llx\n",
                static_cast<unsigned long long>(fingerprintDigest(records)));

    setThreadLimit(threads);
    std::vector<RecordPair> found;
    // CPU seconds of all threads too: on a shared machine the least of them moves less than the wall time.
    double cpu = 1e300;
    const double seconds = bestSeconds(repeat, [&] {
        const double cpu0 = processCpuSeconds();
        auto result = findNearDuplicates(records);
        cpu = std::min(cpu, processCpuSeconds() - cpu0);
        if (!result.ok()) {
            std::fprintf(stderr, "findNearDuplicates failed: %s\n", result.error().message.c_str());
            std::exit(1);
        }
        found = std::move(result.value());
    });
    if (std::getenv("BENCH_AUDIT_DEBUG")) { // the result must not depend on the number of threads
        setThreadLimit(1);
        const auto one = findNearDuplicates(records);
        bool same = one.ok() && one.value().size() == found.size();
        for (std::size_t i = 0; same && i < found.size(); ++i)
            same = one.value()[i].a == found[i].a && one.value()[i].b == found[i].b &&
                   one.value()[i].match.similarity == found[i].match.similarity;
        std::printf("  same pairs, order and similarities on 1 thread: %s\n", same ? "yes" : "NO");
    }
    setThreadLimit(0);
    std::set<std::pair<std::size_t, std::size_t>> planted;
    for (std::size_t p = 0; p < kPlanted; ++p)
        planted.insert({p * 7, count / 2 + p});
    std::size_t hits = 0;
    for (const RecordPair& p : found)
        hits += planted.count({p.a, p.b});
    if (std::getenv("BENCH_AUDIT_DEBUG"))
        for (std::size_t p = 0; p < kPlanted; ++p) {
            const auto& a = records[p * 7].content;
            const auto& b = records[count / 2 + p].content;
            float dot = 0;
            for (int k = 0; k < kScreenLength; ++k)
                dot += a.screen[std::size_t(k)] * b.screen[std::size_t(k)];
            std::size_t better = 0; // records of train whose screen beats the original's for this copy
            for (std::size_t t = 0; t < count / 2; ++t) {
                float d = 0;
                for (int k = 0; k < kScreenLength; ++k)
                    d += records[t].content.screen[std::size_t(k)] * b.screen[std::size_t(k)];
                better += d > dot;
            }
            const NearMatch m = compareThumbnails(a, b);
            const NearMatch other =
                compareThumbnails(records[p * 7 + 1].content, records[count / 2 + kPlanted + p].content);
            std::printf(
                "  planted %zu: screen %.3f (rank %zu), NCC %.3f overlap %.2f; different heads: NCC %.3f\n",
                p, dot, better, m.similarity, m.overlap, other.similarity);
        }
    std::printf("findNearDuplicates, %zu records, %zu threads, best of %d\n", count, threads, repeat);
    std::printf("  %.3f s against the 2 s limit: %.2fx of it; %.2fx reading the files; %.2f CPU s (least)\n",
                seconds, seconds / 2.0, seconds / read, cpu);
    std::printf("  planted near-duplicates found: %zu of %zu; pairs reported: %zu\n", hits, kPlanted,
                found.size());
    if (!pairsFile.empty()) { // every number of every pair, to compare two builds' results byte for byte
        std::ofstream out(pairsFile);
        char line[512];
        for (const RecordPair& p : found) {
            const NearMatch& m = p.match;
            std::snprintf(line, sizeof line, "%zu %zu %.17g %.17g %d%d%d %.17g %.17g %.17g\n", p.a, p.b,
                          m.similarity, m.overlap, int(m.flipped[0]), int(m.flipped[1]), int(m.flipped[2]),
                          m.shiftMm[0], m.shiftMm[1], m.shiftMm[2]);
            out << line;
        }
    }

    // The worst case of the same-acquisition search: every record on one grid, as in a dataset registered to
    // one template, so that every cross-split pair is a candidate (25 million here) and must be screened.
    // The thumbnails cropped about their centre to one size, which one grid gives.
    std::array<int, 3> common = records.front().content.thumbnailSize;
    for (const VolumeRecord& r : records)
        for (std::size_t c = 0; c < 3; ++c)
            common[c] = std::min(common[c], r.content.thumbnailSize[c]);
    for (VolumeRecord& r : records) {
        ContentFingerprint& f = r.content;
        std::vector<std::uint8_t> cropped;
        cropped.reserve(std::size_t(common[0]) * std::size_t(common[1]) * std::size_t(common[2]));
        std::array<int, 3> lo{};
        for (std::size_t c = 0; c < 3; ++c)
            lo[c] = (f.thumbnailSize[c] - common[c]) / 2;
        for (int z = 0; z < common[2]; ++z)
            for (int y = 0; y < common[1]; ++y)
                for (int x = 0; x < common[0]; ++x)
                    cropped.push_back(f.thumbnail[std::size_t(
                        x + lo[0] + f.thumbnailSize[0] * (y + lo[1] + f.thumbnailSize[1] * (z + lo[2])))]);
        f.thumbnail = std::move(cropped);
        f.thumbnailSize = common;
        r.hasGeometry = true;
        r.dims = {160, 192, 160};
        r.spacing = {1, 1, 1};
        r.direction = {{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
    }
    std::vector<int> order(count);
    for (std::size_t i = 0; i < count; ++i)
        order[i] = i < count / 2 ? 0 : 1;
    setThreadLimit(threads);
    std::size_t acquisitionPairs = 0;
    const double grid = bestSeconds(repeat, [&] {
        auto result = findSameAcquisitions(records, order);
        if (!result.ok()) {
            std::fprintf(stderr, "findSameAcquisitions failed: %s\n", result.error().message.c_str());
            std::exit(1);
        }
        acquisitionPairs = result->size();
    });
    setThreadLimit(0);
    std::printf("findSameAcquisitions, the same %zu records all on one grid (%zu cross-split pairs, "
                "thumbnails cropped to "
                "%d x %d x %d), %zu threads\n",
                count, (count / 2) * (count - count / 2), common[0], common[1], common[2], threads);
    std::printf("  %.3f s against the 2 s limit: %.2fx of it; pairs reported: %zu (the 50 planted copies are "
                "moved or resampled: not cell for cell)\n",
                grid, grid / 2.0, acquisitionPairs);
}

} // namespace

int main(int argc, char** argv)
{
    int repeat = 3;
    std::string dir = (fs::temp_directory_path() / "scansleuth_bench_audit").string();
    std::size_t records = 10000, threads = 2;
    bool files = true;
    std::string pairs;
    for (int i = 1; i < argc; ++i) {
        if (!std::strcmp(argv[i], "--repeat") && i + 1 < argc)
            repeat = std::max(1, std::atoi(argv[++i]));
        else if (!std::strcmp(argv[i], "--dir") && i + 1 < argc)
            dir = argv[++i];
        else if (!std::strcmp(argv[i], "--records") && i + 1 < argc)
            records = std::size_t(std::max(100, std::atoi(argv[++i])));
        else if (!std::strcmp(argv[i], "--pairs") && i + 1 < argc)
            pairs = argv[++i];
        else if (!std::strcmp(argv[i], "--search-only"))
            files = false;
        else if (!std::strcmp(argv[i], "--threads") && i + 1 < argc)
            threads = std::size_t(std::max(1, std::atoi(argv[++i])));
        else {
            std::fprintf(
                stderr,
                "usage: bench_audit [--repeat N] [--dir DIR] [--records N] [--threads T] [--search-only] "
                "[--pairs FILE]\n");
            return 2;
        }
    }
    if (files)
        fingerprintFiles(repeat, dir);
    nearDuplicates(repeat, records, threads, dir, pairs);
    return 0;
}
