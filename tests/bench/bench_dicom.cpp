// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Benchmark: converting and loading a 512 x 512 x 300 int16 CT series, against dcm2niix, `cat` (the
// page-cache limit) and a plain DCMTK read-and-stack loop, all measured in the same run.
//   bench_dicom [--runs N] [--dir DIR]
// DIR keeps the generated series between runs (it is generated when it does not hold one yet);
// without it a temporary folder is used and removed.
#include "demo/phantom.h"
#include "io/dicom/dicomreader.h"
#include "io/dicomwriter/dicomwriter.h"
#include "procstatus.h"
#include "runquiet.h"

#include "dcmtk/config/osconfig.h"
#include "dcmtk/dcmdata/dcdatset.h"
#include "dcmtk/dcmdata/dcdeftag.h"
#include "dcmtk/dcmdata/dcfilefo.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <functional>
#include <limits>
#include <memory>
#include <string>
#include <tuple>
#include <vector>

#include <malloc.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace scansleuth;
namespace fs = std::filesystem;

namespace {

constexpr std::int64_t kNx = 512, kNy = 512, kNz = 300;
constexpr double kVoxelBytes = double(kNx * kNy * kNz * 2);

// ---- the series -------------------------------------------------------------------------------

// The demo phantom resampled (nearest neighbour) onto 512 x 512 x 300 voxels of 0.6 x 0.6 x 0.8 mm
// (the same field of view), with fresh per-voxel noise so that no two slices are alike.
volume::Volume makeBenchVolume()
{
    const demo::DemoStudy demo = demo::makeDemoStudy(0);
    volume::Geometry g = demo.ct.geometry();
    g.size = {kNx, kNy, kNz};
    g.spacing = {0.6, 0.6, 0.8};
    g.origin = {g.origin[0] - 0.3, g.origin[1] - 0.3, g.origin[2] - 0.85};
    volume::Volume v = volume::Volume::allocate(volume::PixelType::Int16, g).value();
    v.setRescale(demo.ct.rescale());
    auto out = v.voxels<std::int16_t>();
    std::uint64_t state = 12345;
    for (std::int64_t k = 0; k < kNz; ++k) {
        const std::int64_t sk = std::min<std::int64_t>(95, std::int64_t((k * 0.8 + 0.4) / 2.5));
        for (std::int64_t j = 0; j < kNy; ++j)
            for (std::int64_t i = 0; i < kNx; ++i) {
                state = state * 6364136223846793005ull + 1442695040888963407ull;
                const int noise = int((state >> 33) % 15) - 7 + int((state >> 45) % 15) - 7;
                out[std::size_t(v.linearIndex(i, j, k))] =
                    std::int16_t(demo.ct.storedValue(i / 2, j / 2, sk) + noise);
            }
    }
    return v;
}

std::vector<std::string> seriesFiles(const fs::path& dir)
{
    std::vector<std::string> files;
    if (fs::is_directory(dir))
        for (const auto& entry : fs::directory_iterator(dir))
            if (entry.path().extension() == ".dcm")
                files.push_back(entry.path().string());
    std::sort(files.begin(), files.end());
    return files;
}

// ---- timing helpers ---------------------------------------------------------------------------

double now()
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

// CPU seconds (user + system) of the last program runQuiet() ran: steadier than wall time on a
// shared machine, and blind to time spent waiting for the disk.
double g_lastChildCpu = 0;

// Runs a program with stdout and stderr sent to /dev/null; true when it exits with status 0.
bool runQuiet(const std::vector<std::string>& args)
{
    const bench::ChildRun run = bench::runQuiet(args);
    g_lastChildCpu = run.cpuSeconds;
    return run.ok;
}

bool haveProgram(const std::string& name)
{
    if (name.find('/') != std::string::npos)
        return access(name.c_str(), X_OK) == 0;
    return runQuiet({"sh", "-c", "command -v " + name});
}

struct Figure
{
    explicit Figure(std::string n) : name(std::move(n)) {}
    void skip(std::string why)
    {
        available = false;
        note = std::move(why);
    }

    std::string name;
    double best = std::numeric_limits<double>::infinity();
    double bestCpu = std::numeric_limits<double>::infinity();
    bool child = false; // a program run by runQuiet(), not work done in this process
    bool available = true;
    std::string note;
};

double selfCpu()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) +
           1e-6 * double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec);
}

// Runs `work` once and keeps the best wall time, and the best CPU time: the child's for a program
// (runQuiet), this process's (all threads) for work done in process.
void timeOnce(Figure& f, const std::function<bool()>& work)
{
    if (!f.available)
        return;
    const double cpu0 = selfCpu();
    const double t0 = now();
    const bool ok = work();
    const double t = now() - t0;
    const double cpu = f.child ? g_lastChildCpu : selfCpu() - cpu0;
    if (!ok) {
        f.available = false;
        f.note = "failed";
        return;
    }
    f.best = std::min(f.best, t);
    f.bestCpu = std::min(f.bestCpu, cpu);
}

// ---- the peers --------------------------------------------------------------------------------

// The plain DCMTK loop: load each file, take its pixel data, copy it into one buffer.
bool dcmtkLoop(const std::vector<std::string>& files, std::vector<std::int16_t>* keep = nullptr)
{
    const std::size_t sliceVoxels = std::size_t(kNx * kNy);
    std::unique_ptr<std::int16_t[]> buffer(new std::int16_t[sliceVoxels * files.size()]);
    for (std::size_t n = 0; n < files.size(); ++n) {
        DcmFileFormat file;
        if (file.loadFile(files[n].c_str()).bad())
            return false;
        const Uint16* pixels = nullptr;
        unsigned long count = 0;
        if (file.getDataset()->findAndGetUint16Array(DCM_PixelData, pixels, &count).bad() ||
            count != sliceVoxels)
            return false;
        std::memcpy(buffer.get() + n * sliceVoxels, pixels, sliceVoxels * 2);
    }
    if (keep)
        keep->assign(buffer.get(), buffer.get() + sliceVoxels * files.size());
    return true;
}

// Ours, in process: scan the folder, load its one series.
Result<io::LoadedImage> ourLoad(const std::string& dir)
{
    auto scan = io::scanDicom(dir);
    if (!scan)
        return scan.error();
    if (scan->series.size() != 1)
        return makeError(ErrorKind::Corrupt, "expected one series", std::to_string(scan->series.size()));
    return io::loadDicomSeries(scan->series.front());
}

// Peak resident memory (bytes) of a child that only runs `work`, from wait4's rusage. A forked child
// starts with the parent's resident pages, so the parent's RSS at the fork is returned too.
std::pair<double, double> childPeakRss(const std::function<bool()>& work)
{
    malloc_trim(0);
    const double baseline = double(benchsupport::statusKiB("VmRSS:")) * 1024.0;
    const pid_t pid = fork();
    if (pid == 0)
        _exit(work() ? 0 : 1);
    int status = 0;
    rusage usage{};
    if (wait4(pid, &status, 0, &usage) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
        return {-1.0, baseline};
    return {double(usage.ru_maxrss) * 1024.0, baseline};
}

// ---- report -----------------------------------------------------------------------------------

void printFigure(const Figure& f)
{
    if (f.available)
        std::printf("    %-34s %8.3f s   (CPU %.3f s)\n", f.name.c_str(), f.best, f.bestCpu);
    else
        std::printf("    %-34s  skipped: %s\n", f.name.c_str(), f.note.c_str());
}

void printRatio(const char* what, const Figure& ours, const Figure& peer, double aim, const char* aimText)
{
    if (!ours.available || !peer.available) {
        std::printf("    %-34s  n/a\n", what);
        return;
    }
    const double ratio = ours.best / peer.best;
    std::printf("    %-34s %8.2fx", what, ratio);
    if (aim > 0)
        std::printf(
            "   aim %s: %s", aimText,
            ratio <= aim
                ? "met"
                : ("missed by " + std::to_string(int(std::lround((ratio / aim - 1) * 100))) + "%").c_str());
    std::printf("\n");
}

struct Options
{
    int runs = 5;
    std::string dir;
};

Options parseOptions(int argc, char** argv)
{
    Options o;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--runs" && i + 1 < argc)
            o.runs = std::max(1, std::atoi(argv[++i]));
        else if (a == "--dir" && i + 1 < argc)
            o.dir = argv[++i];
        else {
            std::fprintf(stderr, "usage: bench_dicom [--runs N] [--dir DIR]\n");
            std::exit(2);
        }
    }
    return o;
}

// The series in `work`/series, generated when it is not there yet; its files in name order.
std::vector<std::string> prepareSeries(const fs::path& series)
{
    std::vector<std::string> files = seriesFiles(series);
    if (files.size() == std::size_t(kNz))
        return files;
    std::printf("generating the %lldx%lldx%lld series in %s ...\n", (long long)kNx, (long long)kNy,
                (long long)kNz, series.c_str());
    fs::remove_all(series);
    const Status s = io::writeDicomSeries(series.string(), makeBenchVolume());
    if (!s) {
        std::fprintf(stderr, "writing the series failed: %s (%s)\n", s.error().message.c_str(),
                     s.error().detail.c_str());
        return {};
    }
    return seriesFiles(series);
}

// True when our loader returns the voxels the plain loop reads (the files are in spatial order).
bool sameVoxelsAsLoop(const fs::path& series, const std::vector<std::string>& files)
{
    std::vector<std::int16_t> reference;
    if (!dcmtkLoop(files, &reference))
        return false;
    auto image = ourLoad(series.string());
    if (!image) {
        std::printf("our loader failed: %s (%s)\n", image.error().message.c_str(),
                    image.error().detail.c_str());
        return false;
    }
    return image->volumes.size() == 1 && image->volumes[0].byteCount() == reference.size() * 2 &&
           std::memcmp(image->volumes[0].bytes(), reference.data(), reference.size() * 2) == 0;
}

struct Timings
{
    Figure cat{"cat FILES > /dev/null"};
    Figure loop{"DCMTK read-and-stack loop"};
    Figure load{"scanDicom + loadDicomSeries"};
    Figure convert{"scansleuth-cli convert"};
    Figure dcm2niix{"dcm2niix -z n"};
};

// Best of `runs` for each figure, the figures interleaved so that a slow moment hits all alike.
Timings measureTimes(const fs::path& work, const std::vector<std::string>& files, int runs)
{
    Timings t;
    t.cat.child = t.convert.child = t.dcm2niix.child = true;
    const std::string cli = std::string(SCANSLEUTH_BIN_DIR) + "/scansleuth-cli";
    if (!haveProgram(cli))
        t.convert.skip("not built (" + cli + ")");
    if (!haveProgram("dcm2niix"))
        t.dcm2niix.skip("dcm2niix is not installed");
    const std::string series = (work / "series").string();
    const fs::path outDir = work / "out";
    std::vector<std::string> catArgs{"cat"};
    catArgs.insert(catArgs.end(), files.begin(), files.end());
    runQuiet(catArgs); // warm the page cache
    // Each writer starts from an empty output folder, outside the timed region: overwriting a file
    // would add the cost of freeing the old one, and dcm2niix would write a renamed copy instead.
    const auto emptyOutput = [&] {
        fs::remove_all(outDir);
        fs::create_directories(outDir);
        ::sync(); // no writeback left over from the previous writer
    };
    for (int r = 0; r < runs; ++r) {
        timeOnce(t.cat, [&] { return runQuiet(catArgs); });
        timeOnce(t.loop, [&] { return dcmtkLoop(files); });
        timeOnce(t.load, [&] { return ourLoad(series).ok(); });
        emptyOutput();
        timeOnce(t.convert, [&] {
            return runQuiet({cli, "convert", series, (outDir / "ours.nii").string()});
        });
        emptyOutput();
        timeOnce(t.dcm2niix, [&] {
            return runQuiet({"dcm2niix", "-z", "n", "-f", "dcm2niix", "-o", outDir.string(), series});
        });
    }
    fs::remove_all(outDir);
    return t;
}

void printTimes(const Timings& t)
{
    std::printf("(a) convert the series to NIfTI\n");
    printFigure(t.convert);
    printFigure(t.dcm2niix);
    printRatio("convert / dcm2niix", t.convert, t.dcm2niix, 0.7, "< 0.7x");
    if (t.convert.available && t.dcm2niix.available)
        std::printf("    %-34s %8.2fx\n", "CPU time convert / dcm2niix",
                    t.convert.bestCpu / t.dcm2niix.bestCpu);
    std::printf("(b) load the series in process\n");
    printFigure(t.cat);
    printFigure(t.loop);
    printFigure(t.load);
    printRatio("load / DCMTK loop", t.load, t.loop, 1.5, "<= 1.5x");
    std::printf("    %-34s %8.2fx\n", "CPU time load / DCMTK loop", t.load.bestCpu / t.loop.bestCpu);
    printRatio("load / cat (page-cache limit)", t.load, t.cat, 0, "");
    printRatio("DCMTK loop / cat", t.loop, t.cat, 0, "");
}

void printMemory(double oursRss, double loopRss, double baseline)
{
    std::printf("(c) peak RSS of a child that only loads (process RSS at fork: %.1f MiB)\n",
                baseline / 1048576.0);
    for (const auto& [name, rss, limit] :
         {std::tuple{"scanDicom + loadDicomSeries", oursRss, true}, {"DCMTK loop", loopRss, false}}) {
        if (rss < 0) {
            std::printf("    %-34s  failed\n", name);
            continue;
        }
        const char* verdict = !limit                     ? ""
                              : rss / kVoxelBytes <= 1.3 ? "   limit 1.3x: met"
                                                         : "   limit 1.3x: MISSED";
        std::printf("    %-34s %8.1f MiB = %.2fx the voxel bytes%s\n", name, rss / 1048576.0,
                    rss / kVoxelBytes, verdict);
    }
}

} // namespace

int main(int argc, char** argv)
{
    const Options options = parseOptions(argc, argv);
    fs::path work = options.dir;
    const bool temporary = work.empty();
    if (temporary) {
        char pattern[] = "/tmp/scansleuth-bench-dicom-XXXXXX";
        if (!mkdtemp(pattern))
            return 1;
        work = pattern;
    }
    const fs::path series = work / "series";
    const std::vector<std::string> files = prepareSeries(series);
    if (files.empty())
        return 1;

    // Peak memory first, while this process is still small.
    const auto [oursRss, baseline] = childPeakRss([&] { return ourLoad(series.string()).ok(); });
    const double loopRss = childPeakRss([&] { return dcmtkLoop(files); }).first;
    const bool same = sameVoxelsAsLoop(series, files);
    const Timings timings = measureTimes(work, files, options.runs);

    const char* tunables = std::getenv("GLIBC_TUNABLES");
    std::printf(
        "bench_dicom: %lldx%lldx%lld int16 series, %zu files, %.0f MiB of voxels; best of %d, page cache "
        "warm; GLIBC_TUNABLES=%s\n",
        (long long)kNx, (long long)kNy, (long long)kNz, files.size(), kVoxelBytes / 1048576.0, options.runs,
        tunables ? tunables : "(unset)");
    std::printf("  voxels loaded by scanDicom + loadDicomSeries equal the DCMTK loop's: %s\n",
                same ? "yes" : "NO");
    printTimes(timings);
    printMemory(oursRss, loopRss, baseline);
    if (temporary)
        fs::remove_all(work);
    return same ? 0 : 1;
}
