// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Loading a 512x512x300 int16 CT-like .nii.gz: readNifti() against `igzip -dc` (ISA-L's single-core
// inflate, the floor), `gzip -dc` (zlib) and ITK's NIfTI reader, best of N in one run, as ratios; and
// the peak RSS of a fresh process that only loads, as a multiple of the voxel bytes. Two .nii.gz files
// of the same volume are measured: the one our writer makes (ISA-L level 1) and `gzip -6` of it (what
// most tools write), then the uncompressed .nii against `cat`.
//
//   bench_nifti [--repeat N] [--size NX NY NZ] [--keep DIR]   (DIR keeps the generated files)
#include "io/nifti/niftireader.h"
#include "io/nifti/niftiwriter.h"

#ifdef SCANSLEUTH_BENCH_HAVE_ITK
#include <itkImage.h>
#include <itkImageFileReader.h>
#include <itkNiftiImageIO.h>
#include <itkNiftiImageIOFactory.h>
#endif

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <utility>
#include <vector>

#include <sys/resource.h>
#include <sys/stat.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace scansleuth;

namespace {

struct Options
{
    int repeat = 5;
    volume::Index3 size{512, 512, 300};
    std::string keepDir;
};

// xorshift64*: fast, deterministic noise.
struct Random
{
    std::uint64_t state = 0x9e3779b97f4a7c15ull;
    std::uint64_t next()
    {
        state ^= state >> 12;
        state ^= state << 25;
        state ^= state >> 27;
        return state * 0x2545f4914f6cdd1dull;
    }
    // Roughly normal (sum of 4 uniforms), unit variance.
    double normal()
    {
        double s = 0;
        for (int i = 0; i < 4; ++i)
            s += static_cast<double>(next() >> 11) * (1.0 / 9007199254740992.0);
        return (s - 2.0) * std::sqrt(3.0);
    }
};

// A CT-like phantom in HU: air, an elliptic body, lungs, a spine and a rib ring, smooth variation,
// noise of ~12 HU; compresses about as well as a real CT.
volume::Volume makePhantom(const volume::Index3& size)
{
    volume::Geometry g;
    g.size = size;
    g.spacing = {0.8, 0.8, 1.25};
    g.origin = {-204.4, -204.4, -180};
    Result<volume::Volume> v = volume::Volume::allocate(volume::PixelType::Int16, g);
    if (!v) {
        std::fprintf(stderr, "%s\n", v.error().message.c_str());
        std::exit(1);
    }
    auto voxels = v->voxels<std::int16_t>();
    Random random;
    for (std::int64_t k = 0; k < size[2]; ++k)
        for (std::int64_t j = 0; j < size[1]; ++j)
            for (std::int64_t i = 0; i < size[0]; ++i) {
                const double x = (static_cast<double>(i) / static_cast<double>(size[0]) - 0.5) * 2;
                const double y = (static_cast<double>(j) / static_cast<double>(size[1]) - 0.5) * 2;
                const double z = static_cast<double>(k) / static_cast<double>(size[2]);
                const double body = (x * x) / 0.81 + (y * y) / 0.49;
                double hu = -1000;
                if (body < 1) {
                    hu = 40 + 15 * std::sin(6 * x + 3 * z) * std::cos(5 * y);
                    const double lungL = ((x + 0.4) * (x + 0.4)) / 0.08 + (y * y) / 0.2;
                    const double lungR = ((x - 0.4) * (x - 0.4)) / 0.08 + (y * y) / 0.2;
                    if ((lungL < 1 || lungR < 1) && z > 0.3)
                        hu = -820 + 30 * std::sin(20 * x * y);
                    const double spine = (x * x + (y - 0.45) * (y - 0.45)) / 0.01;
                    if (spine < 1)
                        hu = 700 - 300 * spine;
                    if (body > 0.85 && std::sin(z * 60) > 0.6)
                        hu = 500;
                }
                const double value = hu + 12 * random.normal();
                voxels[static_cast<std::size_t>(v->linearIndex(i, j, k))] =
                    static_cast<std::int16_t>(std::lround(value));
            }
    v->setRescale({1, 0});
    return std::move(*v);
}

// Wall-clock and CPU seconds of one call. The aims are on wall time; CPU time (user + system, of this
// process and of the children it waited for) is printed too, as it barely depends on other load on a
// shared machine. readNifti's CPU time includes its page-populating helper thread (see prefaulter.h).
struct Timing
{
    double wall = -1;
    double cpu = -1;
};

double cpuSeconds()
{
    double total = 0;
    for (int who : {RUSAGE_SELF, RUSAGE_CHILDREN}) {
        rusage u{};
        getrusage(who, &u);
        total += static_cast<double>(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
                 static_cast<double>(u.ru_utime.tv_usec + u.ru_stime.tv_usec) * 1e-6;
    }
    return total;
}

Timing timeOnce(const std::function<bool()>& run)
{
    const double cpuStart = cpuSeconds();
    const auto start = std::chrono::steady_clock::now();
    if (!run())
        return {};
    return {std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count(),
            cpuSeconds() - cpuStart};
}

bool haveCommand(const std::string& name)
{
    return std::system(("command -v " + name + " > /dev/null 2>&1").c_str()) == 0;
}

bool loadOurs(const std::string& path)
{
    Result<io::LoadedImage> image = io::readNifti(path);
    if (!image)
        std::fprintf(stderr, "readNifti: %s (%s)\n", image.error().message.c_str(),
                     image.error().detail.c_str());
    return image.ok();
}

#ifdef SCANSLEUTH_BENCH_HAVE_ITK
bool loadItk(const std::string& path)
{
    using Image = itk::Image<short, 3>;
    try {
        auto reader = itk::ImageFileReader<Image>::New();
        reader->SetImageIO(itk::NiftiImageIO::New());
        reader->SetFileName(path);
        reader->Update();
        return reader->GetOutput()->GetBufferPointer() != nullptr;
    } catch (const itk::ExceptionObject& e) {
        std::fprintf(stderr, "ITK: %s\n", e.GetDescription());
        return false;
    }
}
#endif

// Peak RSS (bytes) of a fresh process (this executable, re-run) that only loads `path` with `who`.
long long childPeakRss(const std::string& who, const std::string& path)
{
    const pid_t pid = fork();
    if (pid == 0) {
        execl("/proc/self/exe", "bench_nifti", "--load-only", who.c_str(), path.c_str(),
              static_cast<char*>(nullptr));
        _exit(127);
    }
    int status = 0;
    rusage usage{};
    if (pid < 0 || wait4(pid, &status, 0, &usage) != pid || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
        return -1;
    return static_cast<long long>(usage.ru_maxrss) * 1024;
}

int loadOnly(const std::string& who, const std::string& path)
{
    if (who == "ours")
        return loadOurs(path) ? 0 : 1;
#ifdef SCANSLEUTH_BENCH_HAVE_ITK
    if (who == "itk") {
        itk::NiftiImageIOFactory::RegisterOneFactory();
        return loadItk(path) ? 0 : 1;
    }
#endif
    return who == "nothing" ? 0 : 2;
}

Options parse(int argc, char** argv)
{
    Options o;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--repeat" && i + 1 < argc)
            o.repeat = std::max(1, std::atoi(argv[++i]));
        else if (a == "--size" && i + 3 < argc)
            for (int d = 0; d < 3; ++d)
                o.size[d] = std::max(1, std::atoi(argv[++i]));
        else if (a == "--keep" && i + 1 < argc)
            o.keepDir = argv[++i];
    }
    return o;
}

struct Peer
{
    std::string name;
    std::function<bool()> run;
    std::string note = {}; // printed when skipped
    Timing best = {};      // best wall and best CPU time, each over the repeats
};

void printRow(const Peer& peer)
{
    if (peer.best.wall < 0)
        std::printf("  %-24s %10s  %s\n", peer.name.c_str(), "skipped", peer.note.c_str());
    else
        std::printf("  %-24s %8.3f s %8.3f s\n", peer.name.c_str(), peer.best.wall, peer.best.cpu);
}

// Best of `repeat` for each peer, taken round-robin so that all peers see the same load.
void measure(std::vector<Peer>& peers, int repeat)
{
    for (int r = 0; r < repeat; ++r)
        for (Peer& peer : peers) {
            if (!peer.run || (r > 0 && peer.best.wall < 0))
                continue;
            const Timing t = timeOnce(peer.run);
            if (t.wall < 0) {
                peer.best = {};
                peer.run = {};
                continue;
            }
            peer.best.wall = peer.best.wall < 0 ? t.wall : std::min(peer.best.wall, t.wall);
            peer.best.cpu = peer.best.cpu < 0 ? t.cpu : std::min(peer.best.cpu, t.cpu);
        }
    std::printf("  %-24s %10s %10s\n", "", "wall", "CPU");
    for (const Peer& peer : peers)
        printRow(peer);
}

std::function<bool()> shell(const std::string& command, const std::string& program)
{
    if (!haveCommand(program))
        return {};
    return [command] {
        return std::system(command.c_str()) == 0;
    };
}

void printRatio(const char* name, const Peer& a, const Peer& b, const char* aim = "")
{
    if (a.best.wall > 0 && b.best.wall > 0)
        std::printf("  %-14s %6.2f (wall) %6.2f (CPU)  %s\n", name, a.best.wall / b.best.wall,
                    a.best.cpu / b.best.cpu, aim);
}

// One .nii.gz: ours against igzip, gzip and ITK.
void compareGzip(const std::string& label, const std::string& path, int repeat)
{
    struct stat st
    {};
    ::stat(path.c_str(), &st);
    std::printf("%s: %.1f MiB\n", label.c_str(), static_cast<double>(st.st_size) / (1024.0 * 1024.0));
    const std::string quoted = "'" + path + "'";
    std::vector<Peer> peers = {
        {"readNifti (ScanSleuth)",
         [&] {
             return loadOurs(path);
         }},
        {"igzip -dc > /dev/null", shell("igzip -dc " + quoted + " > /dev/null", "igzip"),
         "(igzip not installed: apt install isal)"},
        {"gzip -dc > /dev/null", shell("gzip -dc " + quoted + " > /dev/null", "gzip"),
         "(gzip not installed)"},
        {"ITK NiftiImageIO", {}, "(built without ITK)"},
    };
#ifdef SCANSLEUTH_BENCH_HAVE_ITK
    peers[3].run = [&] {
        return loadItk(path);
    };
#endif
    measure(peers, repeat);
    printRatio("ours / igzip", peers[0], peers[1], "(aim: <= 1.3)");
    printRatio("ITK / ours", peers[3], peers[0], "(aim: >= 3)");
    printRatio("ours / gzip", peers[0], peers[2]);
}

// The uncompressed .nii: ours against cat (the page-cache limit) and ITK.
void comparePlain(const std::string& path, int repeat)
{
    std::printf("uncompressed .nii:\n");
    std::vector<Peer> peers = {
        {"readNifti (ScanSleuth)",
         [&] {
             return loadOurs(path);
         }},
        {"cat > /dev/null", shell("cat '" + path + "' > /dev/null", "cat")},
        {"ITK NiftiImageIO", {}, "(built without ITK)"},
    };
#ifdef SCANSLEUTH_BENCH_HAVE_ITK
    peers[2].run = [&] {
        return loadItk(path);
    };
#endif
    measure(peers, repeat);
    printRatio("ours / cat", peers[0], peers[1]);
    printRatio("ITK / ours", peers[2], peers[0]);
}

} // namespace

int main(int argc, char** argv)
{
    if (argc == 4 && std::string(argv[1]) == "--load-only")
        return loadOnly(argv[2], argv[3]);
    const Options options = parse(argc, argv);
#ifdef SCANSLEUTH_BENCH_HAVE_ITK
    itk::NiftiImageIOFactory::RegisterOneFactory();
#endif

    std::string dir = options.keepDir;
    if (!dir.empty())
        ::mkdir(dir.c_str(), 0755); // may exist already
    if (dir.empty()) {
        char pattern[] = "/tmp/bench_nifti.XXXXXX";
        if (!mkdtemp(pattern))
            return 1;
        dir = pattern;
    }
    const std::string path = dir + "/ct.nii.gz";
    // A different stem: given ct.nii.gz, ITK's niftilib would open a ct.nii lying next to it instead.
    const std::string plainPath = dir + "/plain.nii";
    const std::string zlibPath = dir + "/ct-gzip6.nii.gz";
    std::size_t voxelBytes = 0;
    double writeSeconds = 0;
    {
        volume::VolumeList volumes;
        volumes.push_back(makePhantom(options.size));
        voxelBytes = volumes.front().byteCount();
        const auto start = std::chrono::steady_clock::now();
        if (Status s = io::writeNifti(path, volumes); !s) {
            std::fprintf(stderr, "writeNifti: %s\n", s.error().message.c_str());
            return 1;
        }
        writeSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
        if (Status s = io::writeNifti(plainPath, volumes); !s) {
            std::fprintf(stderr, "writeNifti: %s\n", s.error().message.c_str());
            return 1;
        }
    } // the phantom is freed before anything is measured
    struct stat st
    {};
    ::stat(path.c_str(), &st);
    const double mib = 1024.0 * 1024.0;
    const char* tunables = std::getenv("GLIBC_TUNABLES");
    std::printf(
        "bench_nifti: %lldx%lldx%lld int16, %.1f MiB of voxels; .nii.gz %.1f MiB (%.0f%%), written in "
        "%.2f s; best of %d; GLIBC_TUNABLES=%s\n",
        static_cast<long long>(options.size[0]), static_cast<long long>(options.size[1]),
        static_cast<long long>(options.size[2]), static_cast<double>(voxelBytes) / mib,
        static_cast<double>(st.st_size) / mib,
        100.0 * static_cast<double>(st.st_size) / static_cast<double>(voxelBytes), writeSeconds,
        options.repeat, tunables ? tunables : "(unset)");

    const long long baseRss = childPeakRss("nothing", path);
    const long long oursRss = childPeakRss("ours", path);
    const long long plainRss = childPeakRss("ours", plainPath);
    long long itkRss = -1;
#ifdef SCANSLEUTH_BENCH_HAVE_ITK
    itkRss = childPeakRss("itk", path);
#endif

    std::vector<std::pair<std::string, std::string>> files = {{"ISA-L level 1 (our writer)", path}};
    if (haveCommand("gzip") &&
        std::system(("gzip -6 -c '" + plainPath + "' > '" + zlibPath + "'").c_str()) == 0)
        files.push_back({"gzip -6 (zlib, as most tools write)", zlibPath});
    for (const auto& [label, file] : files)
        compareGzip(label, file, options.repeat);
    comparePlain(plainPath, options.repeat);

    std::printf("peak RSS of a process that only loads, / voxel bytes (aim: <= 1.3):\n");
    std::printf("  ours, .nii.gz  %6.2f   (%.1f MiB; an empty run of this executable: %.1f MiB)\n",
                static_cast<double>(oursRss) / static_cast<double>(voxelBytes),
                static_cast<double>(oursRss) / mib, static_cast<double>(baseRss) / mib);
    std::printf("  ours, .nii     %6.2f   (%.1f MiB)\n",
                static_cast<double>(plainRss) / static_cast<double>(voxelBytes),
                static_cast<double>(plainRss) / mib);
    if (itkRss > 0)
        std::printf("  ITK, .nii.gz   %6.2f   (%.1f MiB)\n",
                    static_cast<double>(itkRss) / static_cast<double>(voxelBytes),
                    static_cast<double>(itkRss) / mib);
    if (options.keepDir.empty()) {
        for (const std::string& file : {path, plainPath, zlibPath})
            std::remove(file.c_str());
        ::rmdir(dir.c_str());
    }
    return 0;
}
