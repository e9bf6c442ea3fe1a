// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Benchmark: how long a process takes to start and finish a command that needs next to no work, against
// `dcm2niix -h` measured in the same run. Scripts that call `info` per file and cluster tasks pay this every
// time. Commands load no toolkit they do not use (base/module.h: LibTorch, ITK, DCMTK, Qt's PDF writer); the
// first model use pays LibTorch. Wall time is the aim; CPU time (user + system) is printed beside it, since
// on a busy machine the wall time of a short process is mostly waiting for a core. --against GUI adds the GUI
// rows of another build (an earlier commit's bin/scansleuth), timed in the same interleaved runs: before and
// after.
//   bench_startup [--runs N] [--against GUI]
#include "runquiet.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <limits>
#include <string>
#include <system_error>
#include <vector>

using namespace scansleuth;

namespace {

double now()
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

struct Row
{
    std::string name;
    std::vector<std::string> args;
    bool model = false;   // uses a model: pays LibTorch's start-up, no aim
    bool against = false; // another build's GUI (--against): for comparison, no aim
    double best = std::numeric_limits<double>::infinity();
    double bestCpu = std::numeric_limits<double>::infinity();
    bool ok = true;
};

} // namespace

int main(int argc, char** argv)
{
    int runs = 15;
    std::string against;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--runs" && i + 1 < argc)
            runs = std::max(1, std::atoi(argv[++i]));
        else if (a == "--against" && i + 1 < argc)
            against = argv[++i];
        else {
            std::fprintf(stderr, "usage: bench_startup [--runs N] [--against GUI]\n");
            return 2;
        }
    }
    setenv("QT_QPA_PLATFORM", "offscreen", 1);
    // The GUI's settings in a folder of the bench's own: every GUI row times the window at its default size
    // and layout (not the 2x2 layout or the docks a user's settings may hold), and the user's recent files
    // do not collect the bench's NIfTI.
    char configTemplate[] = "/tmp/bench_startup-XXXXXX";
    const char* configDir = mkdtemp(configTemplate);
    if (configDir)
        setenv("XDG_CONFIG_HOME", configDir, 1);
    const std::string bin = SCANSLEUTH_BIN_DIR;
    const std::string cli = bin + "/scansleuth-cli";
    const std::string data = SCANSLEUTH_TEST_DATA_DIR;
    std::vector<Row> rows{
        {"dcm2niix -h (the peer)", {"dcm2niix", "-h"}},
        {"scansleuth-cli --help", {cli, "--help"}},
        {"scansleuth-cli info (a 2 KiB NIfTI)", {cli, "info", data + "/nifti/orientations/LAS.nii.gz"}},
        {"scansleuth-cli info --json (a DICOM)",
         {cli, "info", "--json", data + "/dicom/mr_small_single_slice_ts"}},
        {"scansleuth-cli model inspect", {cli, "model", "inspect", data + "/model/traced_eval.pt"}, true},
    };
#ifdef SCANSLEUTH_GUI_PATH
    // --quit-when-ready: the main window drawn once (with the file loaded), then an exit at once.
    rows.insert(rows.begin() + 4,
                {Row{"scansleuth (the empty window)", {SCANSLEUTH_GUI_PATH, "--quit-when-ready"}},
                 Row{"scansleuth (a 2 KiB NIfTI)",
                     {SCANSLEUTH_GUI_PATH, "--quit-when-ready", data + "/nifti/orientations/LAS.nii.gz"}}});
#endif
    if (!against.empty()) {
        Row empty{"  --against: the empty window", {against, "--quit-when-ready"}};
        Row nifti{"  --against: a 2 KiB NIfTI",
                  {against, "--quit-when-ready", data + "/nifti/orientations/LAS.nii.gz"}};
        empty.against = nifti.against = true;
        rows.insert(rows.end() - 1, {empty, nifti});
    }
    for (Row& row : rows) // one untimed run each: the page cache holds the libraries
        row.ok = bench::runQuiet(row.args).ok;
    for (int r = 0; r < runs; ++r)
        for (Row& row : rows) { // interleaved: a slow moment hits all alike
            if (!row.ok)
                continue;
            const double t0 = now();
            const bench::ChildRun run = bench::runQuiet(row.args);
            row.best = std::min(row.best, now() - t0);
            row.bestCpu = std::min(row.bestCpu, run.cpuSeconds);
            row.ok = run.ok;
        }

    const Row& peer = rows.front();
    constexpr double kAim = 0.100; // seconds: "well under 100 ms" for everything that runs no model
    std::printf("start-up, best of %d (wall time of the whole process; its CPU time)\n", runs);
    bool allMet = true;
    for (const Row& row : rows) {
        if (!row.ok) {
            std::printf("    %-40s  failed (%s)\n", row.name.c_str(), row.args.front().c_str());
            if (&row != &peer && !row.model && !row.against)
                allMet = false;
            continue;
        }
        std::printf("    %-40s %8.1f ms  (CPU %6.1f ms)", row.name.c_str(), row.best * 1e3,
                    row.bestCpu * 1e3);
        if (&row != &peer && peer.ok)
            std::printf("   %7.1fx dcm2niix", row.best / peer.best);
        if (&row != &peer && !row.model && !row.against) {
            const bool met = row.best < kAim;
            allMet = allMet && met;
            std::printf("   aim < %.0f ms: %s", kAim * 1e3, met ? "met" : "missed");
        }
        if (row.model)
            std::printf("   (loads LibTorch: no aim)");
        std::printf("\n");
    }
    std::printf("every command that runs no model under %.0f ms: %s\n", kAim * 1e3, allMet ? "yes" : "no");
    if (configDir) {
        std::error_code ignored;
        std::filesystem::remove_all(configDir, ignored);
    }
    return 0;
}
