// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// scansleuth-cli: the headless front end. It parses the command line, reports progress, maps errors
// to exit codes and prints; every algorithm lives in core/. A SCANSLEUTH_MODEL_ONLY build (a GPU server
// without Qt, ITK or DCMTK) has the model commands only; SCANSLEUTH_HAVE_MODEL says they are built.
#include "clisupport.h"

#include "base/parallel.h"
#include "base/result.h"
#include "exitcodes.h"
#ifndef SCANSLEUTH_MODEL_ONLY
#include "democommands.h"
#include "imagecommands.h"
#include "investigatecommands.h"
#include "reportoutput.h"
#endif
#ifdef SCANSLEUTH_HAVE_COMPARE
#include "comparecommand.h"
#endif
#ifdef SCANSLEUTH_HAVE_AUDIT
#include "auditcommand.h"
#endif
#ifdef SCANSLEUTH_HAVE_MODEL
#include "modelcommands.h"
#endif

#include <algorithm>
#include <cstdio>
#include <exception>
#include <iostream>
#include <new>
#include <string>
#include <vector>

using namespace scansleuth;
using namespace scansleuth::cli;

namespace {

const char* kUsageHead = R"(usage: scansleuth-cli COMMAND [OPTIONS]

commands:
)";

// info ... report: what a model-only build leaves out.
const char* kFullUsage =
    R"(  info PATH [--json] [--series UID|LABEL] [--philips-scaling display|precise] [--reference IMAGE]
      Every image in a file or folder (DICOM, NIfTI-1/2, Analyze, NRRD, MetaImage...): format, size,
      stored type, spacing, origin and direction (LPS), the RAS affine, axis codes, identifiers, the
      raw header facts, both Philips value conventions, and every geometry problem found. DICOM SEG
      and RTSTRUCT objects list their segments or ROIs, placed on the image they reference (found
      beside them, or given with --reference).
  convert PATH OUT [--series UID|LABEL] [--gzip] [--philips-scaling precise|display]
         [--reference IMAGE] [--per-segment]
      Write NIfTI as dcm2niix does. OUT is an existing folder (one file per image, named after the
      series) or a .nii/.nii.gz file (exactly one image). Philips MR values are written as precise
      floating-point values (dcm2niix's default, -p y) unless --philips-scaling display. A SEG or
      RTSTRUCT becomes one label map per group of non-overlapping segments (or one file per segment
      with --per-segment) with LABELS_labels.csv beside each.
  convert MASK --to-seg --reference DICOM [--series UID|LABEL] [--labels TABLE] [--algorithm NAME]
         [--algorithm-version V] --out PRED.dcm
      Write a label map on the series' grid as a binary DICOM SEG: a segment per label, referencing
      the series' instances (docs/dicom-seg-writing.md). Exit 4 when the mask is not a label map on
      that grid.
  demo --out DIR
      Write the built-in synthetic demo study (CT phantom as DICOM and NIfTI, organ mask).
  demo-runs --out DIR
      Write the run comparison demo: 20 cases with images, truth and two runs' predictions, run B
      with four deliberately broken cases and one missing (listed in DIR/README.txt).
  demo-splits --out DIR
      Write the dataset audit demo: train and test splits with one leaked patient and one test
      case in [0, 1] instead of HU (listed in DIR/README.txt), and splits.csv.
  render IMAGE [--overlay MASK]... --plane axial|coronal|sagittal (--slice N | --world X,Y,Z)
         [--zoom F] [--convention radiological|neurological] [--window W --level L] --out OUT.png
      Draw one slice with its overlays in world space, one pixel per displayed voxel (as the
      viewer does, without a display). --world is a point in RAS mm.

  check-pair IMAGE MASK [--reference MASK] [--json]
      Is the mask (NIfTI, or a DICOM SEG or RTSTRUCT, placed on IMAGE) where the image says it should be? Names the cause (an axis flipped, axes
      transposed, origin offset, spacing scaled, half-voxel shift, LPS/RAS confusion, qform/sform
      mix-up, identity affine...) with its amount in mm and voxels, proves it by undoing it (Dice
      with the reference, or the image's edges), says how ITK, nibabel, FSL and NiiVue read each
      file, and runs the label forensics on the mask. Exit 9 when a problem was found.
  investigate --list-symptoms
      Every symptom of the knowledge base: its ID and title, one a line.
  investigate --symptom ID --out INV.json [--report OUT.pdf|.html|.md|.json]
         [--image F] [--mask F] [--reference F] [--folder DIR] [--scan PATH]
         [--slurm-output F]... [--slurm-error F]... [--sacct F] [--training-log CSV] [--classes N]
         [--model M.pt] [--spec S.json] [--train-spec S.json] [--tensor-a T] [--tensor-b T]
         [--device auto|cpu|cuda] [--repeats N] [--steps N]
         [--run NAME=PATH]... [--truth DIR] [--images DIR] [--labels FILE]
         [--train DIR] [--validation DIR] [--test DIR] [--new-data DIR] [--splits-csv FILE]
         [--training-fingerprint FILE] [--embedding-model M.pt]
         [--describe TEXT] [--doing TEXT] [--changed TEXT] [--include-identifiers] [--key KEY]
      Starts an investigation of the symptom, runs every automated experiment its hypotheses call
      for with the inputs given, ranks the hypotheses by the evidence, saves the investigation
      (with its slice pictures in INV_files/) and optionally writes the report.
  report INV.json --out OUT.pdf|.html|.md|.json [--include-identifiers] [--key KEY]
      The report of a saved investigation. Patient names, IDs and birth dates are pseudonymised
      (keyed hash; --key makes pseudonyms repeatable) unless --include-identifiers is given.
)";

const char* kCompareUsage =
    R"(  compare --run NAME=PATH --run NAME=PATH [--run ...] [--truth PATH] [--labels FILE]
          [--tolerance MM] [--probability auto|argmax|threshold] [--threshold T] [--lesions]
          [--json] [--csv OUT.csv] [--report OUT.pdf|.html|.md|.json]
      Side-by-side comparison of prediction runs (folders or case,file CSV lists), matched by case
      name, optionally against a ground truth: per case and label Dice, IoU, HD, HD95, ASSD, NSD
      (--tolerance mm) and volumes; per run mean/median/IQR; per run pair the mean difference with
      a 95% bootstrap CI, the Wilcoxon p and a verdict; the cases where the runs disagree most; cases
      missing or on another grid flagged, never dropped. --labels names labels (ITK-SNAP, Slicer or
      value,name CSV). Exit 7 when a file could not be read, 9 when a case is unreliable.
)";

#ifdef SCANSLEUTH_HAVE_AUDIT
const char* kAuditUsage =
    R"(  audit (--split NAME=PATH --split NAME=PATH ... | --csv FILE) [--reference FILE]...
        [--embedding MODEL.pt] [--device auto|cpu|cuda] [--no-near-duplicates] [--similarity S]
        [--embedding-similarity C] [--json OUT.json|-] [--report OUT.pdf|.html|.md|.json]
        [--include-identifiers] [--key KEY]
      Leakage between splits (the same patient, study or series by DICOM tags or by name and birth
      date; the same voxels in any format; near-duplicates that survive resampling, cropping, flips
      and rescaling) and preprocessing parity (intensity, spacing, dims, orientation, dtype, tags;
      KS, Wasserstein, Cohen's d), optionally against nnU-Net/MONAI fingerprints (--reference).
      Exit 9 when leakage or a mismatch was found, 7 when files could not be read.
  audit --merge SHARD.json... [--reference FILE]... [--json ...] [--report ...]
      The same audit from the shard files of `fingerprint`, without the raw data.
  audit --emit-slurm OUT.sh (--split ... | --csv FILE) --shards N [--partition P] [--time T]
        [--mem M] [--cpus-per-task C] [--account A] [--out-dir DIR] [--sbatch-arg ARG]...
      A bash script that submits the fingerprints as an sbatch array and the merge after it.
  fingerprint --shard I/N (--split NAME=PATH ... | --csv FILE) --out SHARD.json
        [--embedding MODEL.pt] [--device D] [--no-near-duplicates]
      Shard I (from 0) of N of the audit's map step, as versioned JSON; rerun alone if it fails.
)";
#endif

const char* kModelSummary = R"(
  model SUBCOMMAND [OPTIONS]
      TorchScript models through LibTorch: run, determinism experiments (CPU vs CUDA, TF32), the
      example model for tests. `scansleuth-cli model --help` lists the subcommands.
)";

const char* kUsageTail = R"(
options:
  --threads N  use at most N threads (default: the CPUs this process may use, as
               sched_getaffinity and a cgroup CPU quota say; SLURM's --cpus-per-task)
  --quiet      no progress on stderr
  --language L reports (--report, report --out) in L: en (default), de, zh_CN, or a .qm file;
               numbers stay as in files (0.5)
  --help       this text
  --version    the version

exit codes: 0 ok, 1 internal error, 2 usage, 3 no image found, 4 corrupt input, 5 unsupported input,
            6 cannot write output, 7 partial success, 8 too large for memory, 9 problems found,
            130 interrupted
)";

struct Command
{
    const char* name;
    int (*run)(const std::vector<std::string>& args); // everything after the command's name
};

// The commands that parse their own options (the image commands share one parser: runImageCommandLine).
constexpr Command kCommands[] = {
#ifndef SCANSLEUTH_MODEL_ONLY
    {"check-pair", runCheckPair}, {"investigate", runInvestigate}, {"report", runReport},
    {"demo-runs", runDemoRuns},   {"demo-splits", runDemoSplits},
#endif
#ifdef SCANSLEUTH_HAVE_COMPARE
    {"compare", runCompare},
#endif
#ifdef SCANSLEUTH_HAVE_AUDIT
    {"audit", runAudit},          {"fingerprint", runFingerprint},
#endif
#ifdef SCANSLEUTH_HAVE_MODEL
    {"model", runModel},
#endif
};

constexpr bool kModelOnly =
#ifdef SCANSLEUTH_MODEL_ONLY
    true;
#else
    false;
#endif
constexpr bool kHaveModel =
#ifdef SCANSLEUTH_HAVE_MODEL
    true;
#else
    false;
#endif

std::string usage()
{
    std::string text = kUsageHead;
    if (!kModelOnly)
        text += kFullUsage;
#ifdef SCANSLEUTH_HAVE_COMPARE
    text += kCompareUsage;
#endif
#ifdef SCANSLEUTH_HAVE_AUDIT
    text += kAuditUsage;
#endif
    if (kHaveModel)
        text += kModelSummary;
    if (kModelOnly)
        text += "\n  (a model-only build: info, convert, demo, render, check-pair, investigate, report, "
                "compare,\n"
                "  audit and fingerprint need the full build, with ITK and DCMTK)\n";
    return text + kUsageTail;
}

// Memory that ran out on the command's own thread (the workers report theirs as errors): exit 8 with the
// readers' kind of message, not "internal error".
int outOfMemory()
{
    const Error e =
        outOfMemoryError("finish the command", 0, "std::bad_alloc; fewer threads (--threads) need less");
    printError(e);
    return exitCodeFor(e);
}

template <typename F> int guarded(F&& run)
{
    try {
        return run();
    } catch (const std::bad_alloc&) {
        return outOfMemory();
    } catch (const std::exception& e) {
        std::cerr << "scansleuth-cli: internal error: " << e.what() << "\n";
        return ExitInternal;
    }
}

int usageError(const std::string& problem)
{
    std::cerr << "scansleuth-cli: " << problem << "\n\n" << usage();
    return ExitUsage;
}

} // namespace

int main(int argc, char** argv)
{
    installSignalHandlers();
    // The global options go first, wherever they stand; the commands then see the rest.
    std::vector<std::string> args(argv + 1, argv + argc);
    if (const std::string problem = takeGlobalOptions(args); !problem.empty())
        return usageError(problem);
#ifndef SCANSLEUTH_MODEL_ONLY
    if (const std::string problem = takeReportLanguage(args); !problem.empty())
        return usageError(problem);
#endif
    if (args.empty())
        return usageError("no command given");
    const std::string& first = args.front();
    if (first == "--help" || first == "help") {
        std::cout << usage();
        return ExitOk;
    }
    if (first == "--version" && args.size() == 1) {
        std::cout << "scansleuth-cli " SCANSLEUTH_VERSION "\n";
        return ExitOk;
    }
    for (const Command& c : kCommands)
        if (first == c.name)
            return guarded([&] { return c.run(std::vector<std::string>(args.begin() + 1, args.end())); });
#ifndef SCANSLEUTH_MODEL_ONLY
    return guarded([&] { return runImageCommandLine(args, usage()); });
#else
    for (const char* full : {"info", "convert", "demo", "demo-runs", "demo-splits", "render", "check-pair",
                             "investigate", "report", "compare", "audit", "fingerprint"})
        if (first == full) {
            std::cerr << "scansleuth-cli: '" << first
                      << "' is not in a model-only build (it needs ITK and DCMTK); build without "
                         "SCANSLEUTH_MODEL_ONLY for it\n";
            return ExitUsage;
        }
    return usageError("unknown command '" + first + "'");
#endif
}
