// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// scansleuth-cli's table: the image, investigation, comparison and audit commands and the program itself. The
// model commands are in commandtablemodel.cpp.
#include "commandtable.h"

#include "exitcodes.h"

#include <stdexcept>

namespace scansleuth::cli {

namespace {

using commandline::Argument;
using commandline::Command;
using commandline::Example;
using commandline::ExitStatus;
using commandline::NamedText;
using commandline::Option;
using commandline::Program;

const Option kQuiet{"--quiet", "", "No progress on stderr.", "-q"};

#ifndef SCANSLEUTH_MODEL_ONLY
const Option kIncludeIdentifiers{
    "--include-identifiers", "",
    "Keep patient names, IDs and birth dates in the report instead of pseudonyms."};
const Option kKey{
    "--key", "KEY",
    "The key of the pseudonyms (keyed HMAC-SHA256): the same key gives the same pseudonym for the "
    "same patient across reports."};
const std::string kReportFormats =
    "The file's extension chooses the format: .pdf, .html (one self-contained file), .md (pictures in "
    "OUT_files/) or .json (the document model); written atomically.";

void addImageCommands(std::vector<Command>& c)
{
    c.push_back({
        "info",
        {"info PATH [--json] [--series UID|LABEL] [--philips-scaling display|precise] [--reference IMAGE]"},
        "Every image in a file or folder, its geometry and its problems.",
        "Every image in a file or folder (DICOM, NIfTI-1/2, Analyze, NRRD, MetaImage...): format, size, "
        "stored "
        "type, spacing, origin and direction (LPS), the RAS affine, axis codes, identifiers, the raw header "
        "facts, both Philips value conventions, and every geometry problem found. DICOM SEG and RTSTRUCT "
        "objects list their segments or ROIs, placed on the image they reference (found beside them, or "
        "given "
        "with --reference).",
        {{"PATH", "A file or a folder (scanned recursively; DICOM files are grouped into series)."}},
        {{"--json", "", "Print the same facts as one JSON document on stdout (docs/cli-json.md)."},
         {"--series", "UID|LABEL", "Only the series with this SeriesInstanceUID or label."},
         {"--philips-scaling", "display|precise",
          "Which value convention a Philips MR series is loaded in (default: display)."},
         {"--reference", "IMAGE",
          "The image a SEG or RTSTRUCT is placed on, whatever it references (a file or folder)."}},
        {{"scansleuth-cli info scan.nii.gz --json", ""}},
    });
    c.push_back({
        "convert",
        {"convert PATH OUT [--series UID|LABEL] [--gzip] [--philips-scaling precise|display] "
         "[--reference IMAGE] [--per-segment]",
         "convert MASK --to-seg --reference DICOM [--series UID|LABEL] [--labels TABLE] [--algorithm NAME] "
         "[--algorithm-version V] --out PRED.dcm"},
        "Write NIfTI as dcm2niix does, or a label map as a DICOM SEG.",
        "Write NIfTI as dcm2niix does. OUT is an existing folder (one file per image, named after the "
        "series) "
        "or a .nii/.nii.gz file (exactly one image). Philips MR values are written as precise floating-point "
        "values (dcm2niix's default, -p y) unless --philips-scaling display. A SEG or RTSTRUCT becomes one "
        "label map per group of non-overlapping segments (or one file per segment with --per-segment) with "
        "LABELS_labels.csv beside each.\n\n"
        "With --to-seg: write a label map on the series' grid as a binary DICOM SEG, a segment per label, "
        "referencing the series' instances (docs/dicom-seg-writing.md). Exit 4 when the mask is not a label "
        "map "
        "on that grid.",
        {{"PATH", "The images to convert: a file or a folder."},
         {"OUT", "An existing folder, or a .nii/.nii.gz file name (also given as --out)."},
         {"MASK",
          "With --to-seg: the label map to write as a SEG (NIfTI, NRRD, anything ScanSleuth reads)."}},
        {{"--series", "UID|LABEL",
          "Only the series with this SeriesInstanceUID or label (with --to-seg: the series of --reference "
          "the "
          "mask was made on)."},
         {"--gzip", "", "Write .nii.gz files into a folder OUT.", "-z"},
         {"--philips-scaling", "precise|display",
          "Write a Philips MR series' precise floating-point values (default, dcm2niix -p y) or its display "
          "values (dcm2niix -p n)."},
         {"--reference", "IMAGE",
          "The image a SEG or RTSTRUCT is placed on; with --to-seg, the DICOM series the mask was made on "
          "(required)."},
         {"--per-segment", "", "One file per SEG or RTSTRUCT segment (uint8 0/1) instead of label maps."},
         {"--to-seg", "", "Write MASK as a binary DICOM SEG referencing the series of --reference."},
         {"--labels", "TABLE",
          "With --to-seg: the label table that names and colours the segments (ITK-SNAP, Slicer, FreeSurfer, "
          "CSV...; docs/label-tables.md)."},
         {"--algorithm", "NAME",
          "With --to-seg: the algorithm's name written in the SEG (default: unknown)."},
         {"--algorithm-version", "V",
          "With --to-seg: the algorithm's version written in the SEG (default: unknown)."},
         {"--out", "FILE", "The output: OUT, or with --to-seg the SEG file to write (PRED.dcm).", "-o"}},
        {{"scansleuth-cli convert path/to/dicom-folder out/", "One NIfTI per series."},
         {"scansleuth-cli convert pred.nii.gz --to-seg --reference path/to/ct-series --labels labels.txt "
          "--out pred.dcm",
          ""}},
    });
    c.push_back({
        "demo",
        {"demo --out DIR"},
        "Write the built-in synthetic demo study.",
        "Write the built-in synthetic demo study (CT phantom as DICOM and NIfTI, organ mask, and two broken "
        "copies of the mask for the demo investigation).",
        {{"DIR", "The output folder (also given as --out)."}},
        {{"--out", "DIR", "The folder to write the study into.", "-o"}},
    });
    c.push_back({
        "demo-runs",
        {"demo-runs --out DIR"},
        "Write the run comparison demo.",
        "Write the run comparison demo: 20 cases with images, truth and two runs' predictions, run B with "
        "four "
        "deliberately broken cases and one missing (listed in DIR/README.txt).",
        {{"DIR", "The output folder (also given as --out)."}},
        {{"--out", "DIR", "The folder to write the demo into."}},
    });
    c.push_back({
        "demo-splits",
        {"demo-splits --out DIR"},
        "Write the dataset audit demo.",
        "Write the dataset audit demo: train and test splits with one leaked patient and one test case in "
        "[0, 1] instead of HU (listed in DIR/README.txt), and splits.csv.",
        {{"DIR", "The output folder (also given as --out)."}},
        {{"--out", "DIR", "The folder to write the demo into."}},
    });
    c.push_back({
        "render",
        {"render IMAGE [--overlay MASK]... --plane axial|coronal|sagittal (--slice N | --world X,Y,Z) "
         "[--zoom F] [--convention radiological|neurological] [--window W --level L] --out OUT.png"},
        "Draw one slice with its overlays as a PNG, without a display.",
        "Draw one slice with its overlays in world space, one pixel per displayed voxel (as the viewer does, "
        "without a display). --world is a point in RAS mm.",
        {{"IMAGE", "The base image: anything info opens (a DICOM folder uses its first series)."}},
        {{"--overlay", "MASK", "An image or mask drawn over the base in world space, in the order given.", "",
          true},
         {"--plane", "axial|coronal|sagittal", "The plane to draw (required)."},
         {"--slice", "N", "The 0-based slice along the plane's normal in the display frame."},
         {"--world", "X,Y,Z", "Draw the slice through this point in RAS millimetres (instead of --slice)."},
         {"--zoom", "F", "Scale the picture by F (0 < F <= 64), nearest-neighbour."},
         {"--convention", "radiological|neurological",
          "Where the patient's right is drawn (default radiological: on the left)."},
         {"--window", "W", "The window width of the base image (with --level; W > 0)."},
         {"--level", "L", "The window centre of the base image (with --window)."},
         {"--out", "OUT.png", "The PNG to write (required).", "-o"}},
        {{"scansleuth-cli render demo/ct --overlay demo/mask.nii.gz --plane coronal --world 0,-20,-250 "
          "--zoom 2 "
          "--out c.png",
          ""}},
    });
}

void addInvestigationCommands(std::vector<Command>& c)
{
    c.push_back({
        "check-pair",
        {"check-pair IMAGE MASK [--reference MASK] [--json]"},
        "Is the mask where the image says it should be? Names the cause.",
        "Is the mask (NIfTI, or a DICOM SEG or RTSTRUCT, placed on IMAGE) where the image says it should be? "
        "Names the cause (an axis flipped, axes transposed, origin offset, spacing scaled, half-voxel shift, "
        "LPS/RAS confusion, qform/sform mix-up, identity affine...) with its amount in mm and voxels, proves "
        "it "
        "by undoing it (Dice with the reference, or the image's edges), says how ITK, nibabel, FSL and "
        "NiiVue "
        "read each file, and runs the label forensics on the mask. Exit 9 when a problem was found.",
        {{"IMAGE", "The image (a file or a DICOM folder)."},
         {"MASK", "The mask to check: a label map, a DICOM SEG or an RTSTRUCT."}},
        {{"--reference", "MASK", "A mask known to be right: candidates are proven by Dice with it."},
         {"--json", "", "Print the result as one JSON document (scansleuth.check-pair)."}},
        {{"scansleuth-cli check-pair demo/ct.nii.gz demo/mask_flipped_lr.nii.gz --reference demo/mask.nii.gz",
          ""}},
    });
    c.push_back({
        "investigate",
        {"investigate --list-symptoms",
         "investigate --symptom ID --out INV.json [--report OUT.pdf|.html|.md|.json] [--image F] [--mask F] "
         "[--reference F] [--folder DIR] [--scan PATH] [--slurm-output F]... [--slurm-error F]... [--sacct "
         "F] "
         "[--training-log CSV] [--classes N] [--model M.pt] [--spec S.json] [--train-spec S.json] "
         "[--tensor-a T] [--tensor-b T] [--device auto|cpu|cuda] [--repeats N] [--steps N] "
         "[--run NAME=PATH]... [--truth DIR] [--images DIR] [--labels FILE] [--train DIR] [--validation DIR] "
         "[--test DIR] [--new-data DIR] [--splits-csv FILE] [--training-fingerprint FILE] "
         "[--embedding-model M.pt] [--describe TEXT] [--doing TEXT] [--changed TEXT] [--include-identifiers] "
         "[--key KEY]"},
        "Investigate a symptom: run its experiments, rank its hypotheses, write the report.",
        "--list-symptoms prints every symptom of the knowledge base: its ID and title, one a line.\n\n"
        "--symptom starts an investigation of the symptom, runs every automated experiment its hypotheses "
        "call "
        "for with the inputs given, ranks the hypotheses by the evidence, saves the investigation (with its "
        "slice pictures in INV_files/) and optionally writes the report. Exit 7 when an experiment failed.",
        {},
        {{"--list-symptoms", "", "Print every symptom's ID and title, one a line."},
         {"--symptom", "ID", "The symptom to investigate (an ID of --list-symptoms)."},
         {"--out", "INV.json", "The investigation file to write (required with --symptom)."},
         {"--report", "OUT", "Also write the report. " + kReportFormats},
         {"--image", "F", "An image: geometry and label checks, and the model experiments' input.", "", true},
         {"--mask", "F", "A mask of --image (one per --image for the training experiments).", "", true},
         {"--reference", "F", "A mask known to be right, for the geometry check."},
         {"--folder", "DIR", "A folder for the corrupt-file scan."},
         {"--scan", "PATH", "A file or folder for the NaN/Inf scan (default: --folder)."},
         {"--slurm-output", "F", "A SLURM job's output file.", "", true},
         {"--slurm-error", "F", "A SLURM job's error file.", "", true},
         {"--sacct", "F", "Text of sacct or seff about the job."},
         {"--training-log", "CSV",
          "A training log (loss and metrics per epoch) for the training-curve checks."},
         {"--classes", "N", "The number of classes (initial loss against ln N, the training experiments)."},
         {"--model", "M.pt", "A TorchScript model for the model experiments."},
         {"--spec", "S.json", "The inference preprocessing spec of --model."},
         {"--train-spec", "S.json", "The training preprocessing spec, for the parity experiment."},
         {"--tensor-a", "T", "A tensor saved by the training pipeline (.npy or .pt), for parity."},
         {"--tensor-b", "T", "The same case's tensor from the inference pipeline, for parity."},
         {"--device", "auto|cpu|cuda", "Where the model runs (default auto: CUDA when there is one)."},
         {"--repeats", "N", "Runs of the determinism experiment."},
         {"--steps", "N", "Training steps of the overfit experiment."},
         {"--run", "NAME=PATH", "A prediction run for the run comparison (two or more).", "", true},
         {"--truth", "DIR", "The ground truth of the run comparison."},
         {"--images", "DIR", "The images of the run comparison, for its pictures."},
         {"--labels", "FILE", "A label table naming the labels of the run comparison."},
         {"--train", "DIR", "The training split, for the dataset audit."},
         {"--validation", "DIR", "The validation split, for the dataset audit."},
         {"--test", "DIR", "The test split, for the dataset audit."},
         {"--new-data", "DIR", "New data the model fails on, for the dataset audit."},
         {"--splits-csv", "FILE", "The splits as a CSV (case,split,path[,patient]) instead of the folders."},
         {"--training-fingerprint", "FILE",
          "A training-side fingerprint (nnU-Net, MONAI, a preprocessing spec) for the audit's parity."},
         {"--embedding-model", "M.pt", "A TorchScript embedding model for the audit's near-duplicates."},
         {"--describe", "TEXT", "What is wrong, in the user's words."},
         {"--doing", "TEXT", "What the user was doing."},
         {"--changed", "TEXT", "What changed since it last worked."},
         kIncludeIdentifiers,
         kKey},
        {{"scansleuth-cli investigate --symptom mask-misaligned --image demo/ct --mask "
          "demo/mask_flipped_lr.nii.gz --out flip.json --report flip.pdf",
          ""}},
    });
    c.push_back({
        "report",
        {"report INV.json --out OUT.pdf|.html|.md|.json [--include-identifiers] [--key KEY]"},
        "The report of a saved investigation.",
        "The report of a saved investigation. Patient names, IDs and birth dates are pseudonymised (keyed "
        "hash; --key makes pseudonyms repeatable) unless --include-identifiers is given.",
        {{"INV.json", "A saved investigation."}},
        {{"--out", "OUT", "The report to write. " + kReportFormats}, kIncludeIdentifiers, kKey},
    });
}
#endif

#ifdef SCANSLEUTH_HAVE_COMPARE
void addCompareCommand(std::vector<Command>& c)
{
    c.push_back({
        "compare",
        {"compare --run NAME=PATH --run NAME=PATH [--run ...] [--truth PATH] [--labels FILE] [--tolerance "
         "MM] "
         "[--probability auto|argmax|threshold] [--threshold T] [--lesions] [--json] [--csv OUT.csv] "
         "[--report OUT.pdf|.html|.md|.json]"},
        "Compare prediction runs side by side, optionally against a ground truth.",
        "Side-by-side comparison of prediction runs (folders or case,file CSV lists), matched by case name, "
        "optionally against a ground truth: per case and label Dice, IoU, HD, HD95, ASSD, NSD (--tolerance "
        "mm) "
        "and volumes; per run mean/median/IQR; per run pair the mean difference with a 95% bootstrap CI, the "
        "Wilcoxon p and a verdict; the cases where the runs disagree most; cases missing or on another grid "
        "flagged, never dropped. Exit 7 when a file could not be read, 9 when a case is unreliable.",
        {},
        {{"--run", "NAME=PATH",
          "A run: a folder of predictions or a CSV of case,file rows (at least two, or one with --truth).",
          "", true},
         {"--truth", "PATH", "The ground truth (folder or CSV)."},
         {"--labels", "FILE",
          "Label names: ITK-SNAP, Slicer, FreeSurfer, value,name CSV... (docs/label-tables.md)."},
         {"--tolerance", "MM", "The normalised surface Dice tolerance (default 1 mm)."},
         {"--probability", "auto|argmax|threshold",
          "How probability maps become labels (default auto: argmax over channels, 0.5 for one channel)."},
         {"--threshold", "T", "The threshold of --probability threshold, between 0 and 1."},
         {"--lesions", "", "Lesion-wise detection (true/false positives, F1) against the truth."},
         {"--json", "", "Print the whole comparison as JSON on stdout instead of the text."},
         {"--csv", "OUT.csv", "Write one row per case, compared pair and label."},
         {"--report", "OUT", "Write a report titled \"Run comparison\". " + kReportFormats}},
        {{"scansleuth-cli compare --run A=runs/run-a --run B=runs/run-b --truth runs/truth --labels "
          "runs/labels.txt",
          ""}},
    });
}
#endif

#ifdef SCANSLEUTH_HAVE_AUDIT
void addAuditCommands(std::vector<Command>& c)
{
    const Option split{"--split", "NAME=PATH", "A split: a folder (walked recursively) or one file.", "",
                       true};
    const Option csv{"--csv", "FILE",
                     "The splits as a CSV of case,split,path[,patient] (instead of --split)."};
    const Option embedding{"--embedding", "MODEL.pt",
                           "A TorchScript model whose embeddings are a second opinion on near-duplicates."};
    const Option device{"--device", "auto|cpu|cuda",
                        "Where the embedding model runs (default auto: CUDA when there is one)."};
    const Option noNear{"--no-near-duplicates", "",
                        "Skip the content thumbnails (identity and exact duplicates are still checked)."};
    c.push_back({
        "audit",
        {"audit (--split NAME=PATH --split NAME=PATH ... | --csv FILE) [--reference FILE]... "
         "[--embedding MODEL.pt] [--device auto|cpu|cuda] [--no-near-duplicates] [--similarity S] "
         "[--embedding-similarity C] [--json OUT.json|-] [--report OUT.pdf|.html|.md|.json] "
         "[--include-identifiers] [--key KEY]",
         "audit --merge SHARD.json... [--reference FILE]... [--json ...] [--report ...]",
         "audit --emit-slurm OUT.sh (--split ... | --csv FILE) --shards N [--partition P] [--time T] [--mem "
         "M] "
         "[--cpus-per-task C] [--account A] [--out-dir DIR] [--sbatch-arg ARG]..."},
        "Leakage and preprocessing parity between dataset splits.",
        "Leakage between splits (the same patient, study or series by DICOM tags or by name and birth date; "
        "the "
        "same voxels in any format; near-duplicates that survive resampling, cropping, flips and rescaling) "
        "and "
        "preprocessing parity (intensity, spacing, dims, orientation, dtype, tags; KS, Wasserstein, Cohen's "
        "d), "
        "optionally against nnU-Net/MONAI fingerprints (--reference). Exit 9 when leakage or a mismatch was "
        "found, 7 when files could not be read.\n\n"
        "--merge: the same audit from the shard files of `fingerprint`, without the raw data.\n\n"
        "--emit-slurm: a bash script that submits the fingerprints as an sbatch array and the merge after "
        "it.",
        {{"SHARD.json", "With --merge: the shard files fingerprint wrote."}},
        {split,
         csv,
         {"--reference", "FILE",
          "A training-side fingerprint to compare each split with: nnU-Net's dataset_fingerprint.json or "
          "plans, "
          "MONAI's data statistics, a preprocessing spec.",
          "", true},
         embedding,
         device,
         noNear,
         {"--similarity", "S", "The near-duplicate threshold, 0 < S <= 1 (default: the calibrated one)."},
         {"--embedding-similarity", "C",
          "The cosine of two embeddings at or above which they are suspected (default 0.98)."},
         {"--json", "OUT.json|-", "Write the whole audit as JSON; - prints it instead of the text."},
         {"--report", "OUT", "Write a report titled \"Dataset audit\". " + kReportFormats},
         kIncludeIdentifiers,
         kKey,
         {"--merge", "", "Audit the shard files given as arguments instead of the splits."},
         {"--emit-slurm", "OUT.sh", "Write the SLURM script instead of auditing."},
         {"--shards", "N", "With --emit-slurm: the number of shards (array tasks)."},
         {"--partition", "P", "With --emit-slurm: the SLURM partition."},
         {"--time", "T", "With --emit-slurm: each job's time limit (SLURM's format)."},
         {"--mem", "M", "With --emit-slurm: each job's memory (SLURM's format)."},
         {"--cpus-per-task", "C", "With --emit-slurm: CPUs per task."},
         {"--account", "A", "With --emit-slurm: the SLURM account."},
         {"--out-dir", "DIR", "With --emit-slurm: where the shards, the audit and the logs are written."},
         {"--sbatch-arg", "ARG", "With --emit-slurm: one more sbatch argument.", "", true}},
        {{"scansleuth-cli audit --split train=imagesTr --split test=imagesTs --json audit.json --report "
          "audit.pdf",
          ""}},
    });
    c.push_back({
        "fingerprint",
        {"fingerprint --shard I/N (--split NAME=PATH ... | --csv FILE) --out SHARD.json [--embedding "
         "MODEL.pt] "
         "[--device D] [--no-near-duplicates]"},
        "One shard of the audit's map step, as versioned JSON.",
        "Shard I (from 0) of N of the audit's map step, as versioned JSON; rerun alone if it fails.",
        {},
        {{"--shard", "I/N", "Shard I (counting from 0) of N, as in 0/4 (required)."},
         split,
         csv,
         {"--out", "SHARD.json", "The shard file to write (required)."},
         embedding,
         device,
         noNear},
    });
}
#endif

Program makeProgram()
{
    Program p;
    p.name = "scansleuth-cli";
    p.title = "debug medical-imaging deep-learning pipelines from the command line";
    p.version = SCANSLEUTH_VERSION;
    p.synopsis = {"COMMAND [OPTIONS]", "COMMAND [SUBCOMMAND] --help", "help [COMMAND [SUBCOMMAND]]", "--man",
                  "--version"};
    p.description = "The headless front end of ScanSleuth: the same loaders and checks as the GUI "
                    "(scansleuth), for scripts, "
                    "CI and clusters. Each command reads its inputs, never changes them, writes its outputs "
                    "atomically and "
                    "says what went wrong in its exit status.";
#ifdef SCANSLEUTH_MODEL_ONLY
    p.description +=
        "\n\nThis is a model-only build: info, convert, demo, render, check-pair, investigate, report, "
        "compare, audit and fingerprint need the full build, with ITK and DCMTK.";
#endif
    p.commonOptions = {
        {"--threads", "N",
         "Use at most N threads (default: the CPUs this process may use, as sched_getaffinity "
         "and a cgroup CPU quota say; SLURM's --cpus-per-task). Also --threads=N."},
        kQuiet,
#ifndef SCANSLEUTH_MODEL_ONLY
        {"--language", "L",
         "Write reports (--report, report --out) in L: en (default), de, zh_CN, or a .qm file; numbers stay "
         "as in files (0.5)."},
#endif
        {"--help", "", "Print the help of the program, or of the command it follows, and exit.", "-h"}};
    p.options = {{"--version", "", "Print the version and exit."},
                 {"--man", "", "Print the manual page (roff) and exit."}};
#ifndef SCANSLEUTH_MODEL_ONLY
    addImageCommands(p.commands);
    addInvestigationCommands(p.commands);
#endif
#ifdef SCANSLEUTH_HAVE_COMPARE
    addCompareCommand(p.commands);
#endif
#ifdef SCANSLEUTH_HAVE_AUDIT
    addAuditCommands(p.commands);
#endif
#ifdef SCANSLEUTH_HAVE_MODEL
    addModelCommands(p.commands);
#endif
    // Every code of exitcodes.h, by its name.
    p.exitStatus = {
        {ExitOk, "Everything found was processed (and, for the checks, nothing is wrong)."},
        {ExitInternal, "Internal error: a bug, please report it."},
        {ExitUsage, "Bad command line (including several images for one output file)."},
        {ExitNoImage, "The path does not exist or holds no image."},
        {ExitCorrupt, "Unreadable, truncated or inconsistent input."},
        {ExitUnsupported, "Valid input this version cannot handle (RGB, a codec it lacks)."},
        {ExitWriteFailed, "The output could not be written."},
        {ExitPartial, "Partial success: some images were processed, others failed (see the messages)."},
        {ExitTooLarge, "The image would not fit in memory (or its header claims an absurd size)."},
        {ExitFindings, "A check ran and found problems (check-pair, compare, audit, the model experiments)."},
        {ExitNonFinite, "model run: the model's output holds NaN or Inf (nothing written unless asked)."},
        {ExitCancelled, "Interrupted (Ctrl+C, SIGTERM)."}};
    p.environment = {
        {"SCANSLEUTH_KNOWLEDGE_DIR", "The folder of the knowledge base's JSON files (investigate, report)."},
        {"SCANSLEUTH_MAX_ALLOC_MB",
         "The largest volume buffer in MiB that is allocated (default: from the physical memory)."},
        {"SCANSLEUTH_MODEL_MODULE, SCANSLEUTH_DICOM_MODULE, SCANSLEUTH_ITKIO_MODULE, SCANSLEUTH_PDF_MODULE",
         "Another copy of a module that is loaded on first use (LibTorch, DCMTK, ITK, the PDF writer)."}};
    p.files = {
        {"lib/scansleuth/", "The modules beside the program's bin/ folder, loaded on first use."},
        {"share/scansleuth/knowledge/", "The knowledge base of symptoms, hypotheses and experiments."}};
    p.examples = {
        {"scansleuth-cli info path/to/dicom-folder", "Every series, its geometry and its problems:"},
        {"scansleuth-cli demo --out demo", "The demo study, and a check of its broken mask:"},
        {"scansleuth-cli check-pair demo/ct.nii.gz demo/mask_flipped_lr.nii.gz", ""},
        {"scansleuth-cli model example --kind segmenter --out segmenter.pt",
         "An example TorchScript model, and a help page:"},
        {"scansleuth-cli model run --help", ""}};
    p.seeAlso = {"scansleuth(1)", "dcm2niix(1)"};
    return p;
}

} // namespace

const commandline::Program& cliProgram()
{
    static const Program program = makeProgram();
    return program;
}

std::vector<commandline::Option> commonCommandOptions()
{
    return {kQuiet};
}

OptionParser commandParser(const std::string& name)
{
    const commandline::Command* command = commandline::findCommand(cliProgram(), name);
    if (!command)
        throw std::logic_error("scansleuth-cli's command table has no command '" + name + "'");
    std::vector<commandline::Option> options = command->options;
    for (const commandline::Option& o : commonCommandOptions())
        options.push_back(o);
    return OptionParser(std::move(options));
}

} // namespace scansleuth::cli
