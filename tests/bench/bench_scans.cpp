// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The checks that need no model, each against the work it cannot avoid, measured in the same run (best of N),
// printed as ratios:
//   - scanDataset(folder) against io::loadPath(folder), which loads the same images (default folder:
//     tests/data/dicom, 195 real files with 18 series and the dcm2niix reference NIfTIs);
//   - readSlurm() on a synthetic 50 MB job log (tqdm lines, warnings, an OOM at the end) against splitting it
//     into lines;
//   - readTrainingLog() on a 1,000,000-row Lightning metrics.csv against splitting it into lines.
//
//   bench_scans [--repeat N] [--folder DIR]
#include "besttime.h"
#include "checks/scans/datasetscan.h"
#include "checks/scans/slurmlog.h"
#include "checks/scans/traininglog.h"
#include "io/imageloader.h"

#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <sstream>
#include <string>

using namespace scansleuth;
using scansleuth::benchsupport::bestSeconds;

namespace {

std::size_t countLines(const std::string& text)
{
    std::istringstream in(text);
    std::size_t n = 0, bytes = 0;
    for (std::string line; std::getline(in, line);) {
        ++n;
        bytes += line.size();
    }
    return n + bytes % 2; // use the result so the loop stays
}

std::string syntheticSlurmLog(std::size_t bytes)
{
    std::string text;
    char line[256];
    for (int i = 0; text.size() < bytes; ++i) {
        std::snprintf(line, sizeof line,
                      "Epoch %d:  %d%%|#####     | %d/412 [02:%02d<04:11,  1.00it/s, v_num=3, "
                      "train_loss_step=0.%03d]\n",
                      i / 412, (i % 412) * 100 / 412, i % 412, i % 60, (i * 37) % 1000);
        text += line;
        if (i % 1000 == 0)
            text += "/home/jdoe/seg3d/train.py:88: UserWarning: The given NumPy array is not writable\n";
    }
    text +=
        "torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 2.00 GiB. GPU 0 has a total capacity "
        "of 79.15 GiB of which 1.23 GiB is free.\n";
    return text;
}

std::string syntheticMetrics(int rows)
{
    std::string text = "epoch,step,train_loss_step,train_loss_epoch,val_loss,val_dice\n";
    char line[160];
    for (int i = 0; i < rows; ++i) {
        const int epoch = i / 1000;
        const double loss = 0.9 * std::exp(-i / 200000.0) + 0.05 + 0.01 * std::sin(i);
        if (i % 1000 == 999)
            std::snprintf(line, sizeof line, "%d,%d,,,%.6f,%.6f\n", epoch, i, loss + 0.1, 0.8 - loss / 2);
        else
            std::snprintf(line, sizeof line, "%d,%d,%.6f,,,\n", epoch, i, loss);
        text += line;
    }
    return text;
}

} // namespace

int main(int argc, char** argv)
{
    int repeat = 3;
    std::string folder = std::string(SCANSLEUTH_TEST_DATA_DIR) + "/dicom";
    for (int i = 1; i < argc; ++i) {
        if (!std::strcmp(argv[i], "--repeat") && i + 1 < argc)
            repeat = std::atoi(argv[++i]);
        else if (!std::strcmp(argv[i], "--folder") && i + 1 < argc)
            folder = argv[++i];
    }

    std::int64_t files = 0;
    const double scan = bestSeconds(repeat, [&] {
        auto r = checks::scanDataset(folder);
        files = r ? r->filesScanned : -1;
    });
    const double load = bestSeconds(repeat, [&] { (void)io::loadPath(folder); });
    std::printf("dataset scan   %-40s %5lld files: scanDataset %.3f s, loadPath %.3f s, ratio %.2fx\n",
                folder.c_str(), static_cast<long long>(files), scan, load, scan / load);

    const std::string log = syntheticSlurmLog(50u << 20);
    const double slurm = bestSeconds(repeat, [&] { (void)checks::readSlurm({log}); });
    const double slurmLines = bestSeconds(repeat, [&] { (void)countLines(log); });
    std::printf("SLURM log      %.0f MB: readSlurm %.3f s (%.0f MB/s), line split %.3f s, ratio %.2fx\n",
                log.size() / 1e6, slurm, log.size() / 1e6 / slurm, slurmLines, slurm / slurmLines);

    const std::string csv = syntheticMetrics(1000000);
    const double training = bestSeconds(repeat, [&] { (void)checks::readTrainingLog(csv); });
    const double csvLines = bestSeconds(repeat, [&] { (void)countLines(csv); });
    std::printf(
        "training log   1,000,000 rows (%.0f MB): readTrainingLog %.3f s, line split %.3f s, ratio %.2fx\n",
        csv.size() / 1e6, training, csvLines, training / csvLines);
    return 0;
}
