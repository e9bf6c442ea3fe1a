// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "base/errortexttable.h"

#include "base/translate.h"

namespace scansleuth::detail {

// The messages of core/checks: the dataset scan and audit, the run comparison, the geometry and label
// checks, grouped by the source that says them and written as it writes them.
const std::vector<const char*>& checkErrorTexts()
{
    static const std::vector<const char*> texts = {
        // A dataset scan's own reasons for a file it leaves out (checks/scans/datasetfiles.cpp,
        // datasetscan.cpp): the audit's unreadable files.
        QT_TRANSLATE_NOOP(
            "Error",
            "The file is a macOS resource fork ('._' prefix), not an image, but a glob for the image "
            "extension picks it up; delete it."),
        QT_TRANSLATE_NOOP("Error", "The file is empty (0 bytes) although its extension says DICOM."),
        QT_TRANSLATE_NOOP(
            "Error",
            "The file has a DICOM extension but no DICOM header: it is truncated, overwritten or not "
            "DICOM."),
        QT_TRANSLATE_NOOP(
            "Error", "The file is not DICOM although the files beside it are: it is empty, truncated before "
                     "the DICOM preamble, or overwritten."),
        QT_TRANSLATE_NOOP("Error", "The file holds no DICOM image."),
        QT_TRANSLATE_NOOP("Error", "The dataset folder does not exist."),
        QT_TRANSLATE_NOOP("Error", "The dataset scan was cancelled."),

        // SLURM and training logs (checks/scans/slurmlog.cpp, traininglog.cpp).
        QT_TRANSLATE_NOOP("Error", "The log file does not exist or is not a file."),
        QT_TRANSLATE_NOOP("Error", "The log file is larger than 256 MiB; pass its last lines instead."),
        QT_TRANSLATE_NOOP("Error", "The log file could not be read."),
        QT_TRANSLATE_NOOP("Error", "The training log does not exist or is not a file."),
        QT_TRANSLATE_NOOP("Error", "The training log is larger than 512 MiB."),
        QT_TRANSLATE_NOOP("Error", "The training log could not be read."),

        // A healthy training curve's finding (trainingcurves.cpp), a Finding the source reader also sees; its
        // translation proper is the Finding table's.
        QT_TRANSLATE_NOOP("Error", "{curves}: no sign of underfitting, overfitting, oscillation or NaN."),

        // The audit's sources: split folders and the split CSV (audit/sources/listsources.cpp).
        QT_TRANSLATE_NOOP("Error", "No split was given: name at least one, e.g. --split train=DIR."),
        QT_TRANSLATE_NOOP("Error", "The splits cannot be read: a split has no name."),
        QT_TRANSLATE_NOOP("Error", "The splits cannot be read: the split name '{split}' holds '=' or '/'."),
        QT_TRANSLATE_NOOP("Error", "The split '{split}' is given twice."),
        QT_TRANSLATE_NOOP("Error", "The folder of split '{split}' does not exist: {path}."),
        QT_TRANSLATE_NOOP("Error", "The audit was cancelled."),
        QT_TRANSLATE_NOOP("Error", "Line {line} of the split CSV has a quote inside a field."),
        QT_TRANSLATE_NOOP("Error", "The split CSV ends inside a quoted field that starts on line {line}."),
        QT_TRANSLATE_NOOP("Error", "The split CSV's header (line {line}) has no {columns} column."),
        QT_TRANSLATE_NOOP("Error", "The split CSV is empty: it needs a header with case, split and path."),
        QT_TRANSLATE_NOOP("Error", "The split CSV lists no case, only its header."),
        QT_TRANSLATE_NOOP("Error",
                          "Line {line} of the split CSV has {count} fields; the header has {expected}."),
        QT_TRANSLATE_NOOP("Error", "Line {line} of the split CSV is invalid: a split has no name."),
        QT_TRANSLATE_NOOP(
            "Error", "Line {line} of the split CSV is invalid: the split name '{split}' holds '=' or '/'."),
        QT_TRANSLATE_NOOP("Error", "Line {line} of the split CSV has an empty case or path."),

        // NumPy and PyTorch arrays as audit sources (audit/sources/arrays.cpp).
        QT_TRANSLATE_NOOP("Error", "No such file: {path}."),
        QT_TRANSLATE_NOOP("Error", "The .npz archive could not be opened."),
        QT_TRANSLATE_NOOP("Error", "Archives split over several disks are not supported."),
        QT_TRANSLATE_NOOP("Error", "The .npz archive is damaged: it is too short to be a zip archive."),
        QT_TRANSLATE_NOOP(
            "Error", "The .npz archive is damaged: its zip64 end record is missing or past the end of the "
                     "file."),
        QT_TRANSLATE_NOOP(
            "Error",
            "The .npz archive is damaged: it has no zip end record (truncated, or not a zip archive)."),
        QT_TRANSLATE_NOOP(
            "Error", "The .npz archive is damaged: its central directory is cut short or holds a bad entry."),
        QT_TRANSLATE_NOOP(
            "Error", "The .npz archive is damaged: a central directory entry runs past the directory's end."),
        QT_TRANSLATE_NOOP("Error",
                          "The .npz archive is damaged: the zip64 field of member '{member}' is cut short."),
        QT_TRANSLATE_NOOP("Error", "Encrypted .npz members are not supported."),
        QT_TRANSLATE_NOOP(
            "Error",
            "The .npz member '{member}' uses zip compression method {method}; only stored and deflate "
            "are read."),
        QT_TRANSLATE_NOOP("Error", "The decompressor could not be started."),
        QT_TRANSLATE_NOOP("Error", "The .npz archive is damaged: member '{member}' is truncated."),
        QT_TRANSLATE_NOOP(
            "Error",
            "The .npz archive is damaged: member '{member}' inflates to more than its stated {bytes} "
            "bytes."),
        QT_TRANSLATE_NOOP("Error",
                          "The .npz archive is damaged: member '{member}' holds invalid deflate data."),
        QT_TRANSLATE_NOOP(
            "Error", "The .npz archive is damaged: member '{member}' ends after {written} of its {bytes} "
                     "bytes."),
        QT_TRANSLATE_NOOP("Error",
                          "The .npz member '{member}' claims more bytes than any array this program reads."),
        QT_TRANSLATE_NOOP(
            "Error", "The .npz archive is damaged: member '{member}' claims {bytes} bytes, more than its "
                     "{compressed} compressed bytes can inflate to."),
        QT_TRANSLATE_NOOP(
            "Error", "The .npz archive is damaged: stored member '{member}' has different stored and stated "
                     "sizes."),
        QT_TRANSLATE_NOOP("Error", "The array holds a single number, not an image."),
        QT_TRANSLATE_NOOP("Error", "The array has an axis of length 0: it holds no voxels."),
        QT_TRANSLATE_NOOP("Error", "The array holds fewer values than its shape states."),
        QT_TRANSLATE_NOOP("Error", "The .npz archive holds no array."),
        QT_TRANSLATE_NOOP(
            "Error", "The .npz archive is damaged: its central directory lies past the end of the file."),
        QT_TRANSLATE_NOOP("Error", "The .npz archive's directory is larger than this program reads."),
        QT_TRANSLATE_NOOP(
            "Error",
            "The .npz archive is damaged: it claims {count} members, more than its directory holds."),
        QT_TRANSLATE_NOOP("Error", "The .npz archive is damaged: its central directory cannot be read."),
        QT_TRANSLATE_NOOP("Error",
                          "The .npz archive is damaged: member '{member}' lies past the end of the file "
                          "(truncated)."),
        QT_TRANSLATE_NOOP("Error",
                          "The .npz archive is damaged: the local header of member '{member}' is missing."),
        QT_TRANSLATE_NOOP("Error", "The .npz archive is damaged: member '{member}' fails its CRC check."),
        QT_TRANSLATE_NOOP("Error", "The file is not a .npy, .npz or .pt array."),

        // Reading a volume again for the report (audit/records/readsource.cpp, recordvolume.cpp).
        QT_TRANSLATE_NOOP("Error", "The folder holds no DICOM file."),
        QT_TRANSLATE_NOOP("Error", "{path} no longer holds the array '{array}' that was audited."),
        QT_TRANSLATE_NOOP("Error", "{path} no longer holds the DICOM series '{series}' that was audited."),
        QT_TRANSLATE_NOOP("Error", "{path} no longer holds the audited image."),

        // Content fingerprints and embeddings (audit/content/fingerprint.cpp, embedding.cpp).
        QT_TRANSLATE_NOOP("Error", "The volume holds no voxels, so it has no content fingerprint."),
        QT_TRANSLATE_NOOP("Error",
                          "The embedding model's settings file cannot be used: it is not a JSON object."),
        QT_TRANSLATE_NOOP(
            "Error",
            "The embedding model's settings file cannot be used: input_size must be three numbers [D, "
            "H, W]."),
        QT_TRANSLATE_NOOP(
            "Error", "The embedding model's settings file cannot be used: input_size must be whole numbers "
                     "from 1 to 512."),
        QT_TRANSLATE_NOOP(
            "Error",
            "The embedding model's settings file cannot be used: normalisation must be \"zscore\" or "
            "\"rank\"."),
        QT_TRANSLATE_NOOP("Error", "The volume holds no voxels, so it has no embedding."),
        QT_TRANSLATE_NOOP(
            "Error", "The embedding model returned {count} numbers; an embedding is a short vector (at most "
                     "{maximum}), such as an encoder's pooled features. Export the encoder with a global "
                     "pooling at its end."),
        QT_TRANSLATE_NOOP("Error", "The embedding model returned a value that is not a number."),
        QT_TRANSLATE_NOOP("Error", "The embedding model returned an empty or all-zero vector."),

        // Shard files (audit/output/auditjson.cpp). The reader says what is wrong with a field in words
        // of its own: a sentence for each, the most specific winning, and the general one besides.
        QT_TRANSLATE_NOOP("Error",
                          "The file {path} is not an audit shard (its \"format\" is not \"{format}\")."),
        QT_TRANSLATE_NOOP(
            "Error",
            "The shard {path} has format version {version}; this build reads version {expected}: make "
            "the shards again with this version."),
        QT_TRANSLATE_NOOP("Error", "The shard {path} could not be read."),
        QT_TRANSLATE_NOOP("Error", "The shard {path} is not valid JSON (a shard cut short?)."),
        QT_TRANSLATE_NOOP("Error", "The shard {path} is invalid: \"{field}\" {problem}."),
        QT_TRANSLATE_NOOP("Error", "The shard {path} is invalid: \"{field}\" must be an object."),
        QT_TRANSLATE_NOOP("Error", "The shard {path} is invalid: \"\" must be an object."),
        QT_TRANSLATE_NOOP("Error", "The shard {path} is invalid: \"{field}\" is missing."),
        QT_TRANSLATE_NOOP("Error", "The shard {path} is invalid: \"{field}\" must be a string."),
        QT_TRANSLATE_NOOP("Error", "The shard {path} is invalid: \"{field}\" must be true or false."),
        QT_TRANSLATE_NOOP(
            "Error", "The shard {path} is invalid: \"{field}\" must be a whole number from {low} to {high}."),
        QT_TRANSLATE_NOOP("Error", "The shard {path} is invalid: \"{field}\" must be a number."),
        QT_TRANSLATE_NOOP("Error",
                          "The shard {path} is invalid: \"{field}\" must be an array of {count} numbers."),
        QT_TRANSLATE_NOOP(
            "Error", "The shard {path} is invalid: \"{field}\" must be an array of {count} whole numbers."),
        QT_TRANSLATE_NOOP("Error", "The shard {path} is invalid: \"{field}\" must be an array of strings."),
        QT_TRANSLATE_NOOP("Error", "The shard {path} is invalid: \"{field}\" must be an array."),
        QT_TRANSLATE_NOOP("Error", "The shard {path} is invalid: \"{field}\" must not decrease."),
        QT_TRANSLATE_NOOP(
            "Error",
            "The shard {path} is invalid: \"{field}\" must be finite numbers, as must min, max, mean "
            "and std, when count is above 0."),
        QT_TRANSLATE_NOOP("Error",
                          "The shard {path} is invalid: \"{field}\" must hold sizes from 0 to 4096."),
        QT_TRANSLATE_NOOP("Error", "The shard {path} is invalid: \"{field}\" is not base64 ({error_inner})."),
        QT_TRANSLATE_NOOP(
            "Error", "The shard {path} is invalid: \"{field}\" holds {bytes} bytes but thumbnail_size says "
                     "{size}."),
        QT_TRANSLATE_NOOP("Error", "The shard {path} is invalid: \"{field}\" must be an object of strings."),
        QT_TRANSLATE_NOOP(
            "Error", "The shard {path} is invalid: \"{field}\" names a split that is not in \"splits\"."),

        // Sharding and merging (audit/shards/).
        QT_TRANSLATE_NOOP(
            "Error",
            "Shard {index} of {count} does not exist: shards are numbered 0 to N-1 and N is at least "
            "1."),
        QT_TRANSLATE_NOOP("Error", "No shard was given to merge."),
        QT_TRANSLATE_NOOP(
            "Error",
            "The shards come from different runs: shard {index} of {count} and shard {other_index} of "
            "{other_count} were cut into different numbers of shards."),
        QT_TRANSLATE_NOOP("Error", "A shard claims to be shard {index} of {count}, which does not exist."),
        QT_TRANSLATE_NOOP(
            "Error", "The shards come from different runs: shard {index} of {count} has the splits {splits} "
                     "and shard {other_index} of {other_count} has {other_splits}."),
        QT_TRANSLATE_NOOP(
            "Error",
            "The shards were made by different versions of ScanSleuth: shard {index} of {count} by "
            "{version} and shard {other_index} of {other_count} by {other_version}; rerun the shards "
            "with one version."),
        QT_TRANSLATE_NOOP(
            "Error",
            "The shards were made by different versions of ScanSleuth: shard {index} of {count} by an "
            "unnamed version and shard {other_index} of {other_count} by {other_version}; rerun the "
            "shards with one version."),
        QT_TRANSLATE_NOOP(
            "Error", "The shards were made by different versions of ScanSleuth: shard {index} of {count} by "
                     "{version} and shard {other_index} of {other_count} by an unnamed version; rerun the "
                     "shards with one version."),
        QT_TRANSLATE_NOOP(
            "Error", "The shards were made with different fingerprint options: shard {index} of {count} and "
                     "shard {other_index} of {other_count} (near-duplicate thumbnails or the embedding model "
                     "differ)."),
        QT_TRANSLATE_NOOP("Error", "shard {index} of {count} was given twice."),
        QT_TRANSLATE_NOOP(
            "Error", "Shard {missing} of {count} is missing: rerun it (fingerprint --shard I/N) and merge "
                     "again."),
        QT_TRANSLATE_NOOP(
            "Error",
            "Shards {missing} of {count} are missing: rerun them (fingerprint --shard I/N) and merge "
            "again."),
        QT_TRANSLATE_NOOP(
            "Error",
            "Shards {missing} and {more} more of {count} are missing: rerun them (fingerprint --shard "
            "I/N) and merge again."),

        // The reduce and the near-duplicate search (audit/reduce/reducerecords.cpp, audit/search/).
        QT_TRANSLATE_NOOP("Error",
                          "The volume {path} belongs to the split '{split}', which is not one of the audit's "
                          "splits."),
        QT_TRANSLATE_NOOP(
            "Error",
            "The audit needs at least two splits with readable volumes to compare, and has {count}."),
        QT_TRANSLATE_NOOP("Error", "A near-duplicate pair names a volume that is not in the audit."),
        QT_TRANSLATE_NOOP("Error", "The near-duplicate threshold must be a number no larger than 1."),

        // Parity references: training fingerprints and preprocessing specs (audit/parity/reference.cpp).
        QT_TRANSLATE_NOOP(
            "Error",
            "MONAI statistics in YAML are not read: write them as JSON (DataAnalyzer(..., "
            "output_path=\"datastats.json\")) or convert the file with python3 -c \"import json, sys, "
            "yaml; json.dump(yaml.safe_load(open(sys.argv[1])), open(sys.argv[2], 'w'))\" "
            "datastats.yaml datastats.json."),
        QT_TRANSLATE_NOOP("Error", "The reference fingerprint {path} is not valid JSON."),
        QT_TRANSLATE_NOOP("Error",
                          "The reference {path} is not a JSON object, so it is not a training fingerprint."),
        QT_TRANSLATE_NOOP("Error", "The preprocessing spec {path} is invalid: {error_inner}"),
        QT_TRANSLATE_NOOP(
            "Error", "The nnU-Net fingerprint {path} has a \"spacings\" entry that is not a list of three "
                     "numbers per case."),
        QT_TRANSLATE_NOOP(
            "Error", "The nnU-Net fingerprint {path} has a \"shapes_after_crop\" entry that is not a list of "
                     "three numbers per case."),
        QT_TRANSLATE_NOOP(
            "Error", "The reference {path} is not an nnU-Net dataset_fingerprint.json or nnUNetPlans.json, "
                     "MONAI DataAnalyzer statistics or a ScanSleuth preprocessing spec."),

        // A run comparison's runs and case lists (compare/cases/).
        QT_TRANSLATE_NOOP("Error", "Could not list the folder {path}."),
        QT_TRANSLATE_NOOP("Error", "Could not read the case list {path}."),
        QT_TRANSLATE_NOOP("Error",
                          "The case list of the truth has an unterminated quote on line {line} of {path}."),
        QT_TRANSLATE_NOOP("Error",
                          "The case list of run '{run}' has an unterminated quote on line {line} of {path}."),
        QT_TRANSLATE_NOOP("Error",
                          "The case list of the truth needs a case and a file on line {line} of {path}."),
        QT_TRANSLATE_NOOP("Error",
                          "The case list of run '{run}' needs a case and a file on line {line} of {path}."),
        QT_TRANSLATE_NOOP("Error", "A run must be given as NAME=PATH, not '{text}'."),
        QT_TRANSLATE_NOOP("Error", "The run '{text}' has no name before '='."),
        QT_TRANSLATE_NOOP("Error", "The run '{run}' has no path after '='."),
        QT_TRANSLATE_NOOP("Error", "The path of the truth does not exist: {path}."),
        QT_TRANSLATE_NOOP("Error", "The path of run '{run}' does not exist: {path}."),
        QT_TRANSLATE_NOOP("Error", "Could not list the folder of the truth: {path}."),
        QT_TRANSLATE_NOOP("Error", "Could not list the folder of run '{run}': {path}."),
        QT_TRANSLATE_NOOP(
            "Error", "The truth must be a folder of predictions or a CSV of case,file rows, not {path}."),
        QT_TRANSLATE_NOOP(
            "Error", "Run '{run}' must be a folder of predictions or a CSV of case,file rows, not {path}."),
        QT_TRANSLATE_NOOP(
            "Error",
            "A comparison needs at least two runs, or one run and the truth; {count} run(s) given and "
            "no truth."),
        QT_TRANSLATE_NOOP(
            "Error", "A comparison needs at least two runs, or one run and the truth; {count} run(s) given."),
        QT_TRANSLATE_NOOP("Error", "The run name '{run}' is given twice; give every run its own name."),

        // Reading a prediction (compare/runs/readprediction.cpp).
        QT_TRANSLATE_NOOP("Error", "{path} holds label values beyond the 32-bit range ({low} .. {high})."),
        QT_TRANSLATE_NOOP("Error", "Could not read {path}: {error_inner}"),
        QT_TRANSLATE_NOOP("Error", "No file was given for this input."),
        QT_TRANSLATE_NOOP("Error", "The probability threshold must lie between 0 and 1."),
        QT_TRANSLATE_NOOP("Error",
                          "{path} holds {count} images; a prediction is one image (or one file per class)."),
        QT_TRANSLATE_NOOP("Error", "{path} holds {count} volumes; per-class files hold one each."),
        QT_TRANSLATE_NOOP("Error",
                          "The class files {file} and {other_file} are not on one grid: {error_difference}."),
        QT_TRANSLATE_NOOP("Error",
                          "The class files {file} and {other_file} are not on one grid: {difference}."),
        QT_TRANSLATE_NOOP(
            "Error",
            "{path} holds {count} NaN or infinite values; a label or probability map must be finite."),
        QT_TRANSLATE_NOOP("Error",
                          "{path} holds {count} NaN or infinite values; a probability map must be finite."),

        // The comparison itself (compare/runs/, compare/metrics/, compare/stats/).
        QT_TRANSLATE_NOOP("Error", "The surface Dice tolerance must be a finite number of mm >= 0."),
        QT_TRANSLATE_NOOP("Error", "The significance level alpha must lie between 0 and 1."),
        QT_TRANSLATE_NOOP("Error", "The geometry tolerance must be a number >= 0."),
        QT_TRANSLATE_NOOP("Error", "The comparison was cancelled."),
        QT_TRANSLATE_NOOP("Error", "The label table {path} names no label other than 0."),
        QT_TRANSLATE_NOOP("Error", "The content forensics need label maps (uint8 or int32)."),
        QT_TRANSLATE_NOOP("Error", "The content forensics need two label maps of one size."),
        QT_TRANSLATE_NOOP("Error", "A difference map holds one byte a voxel."),
        QT_TRANSLATE_NOOP("Error", "Label map {map} holds a value that is not a whole number ({value})."),
        QT_TRANSLATE_NOOP("Error", "The label maps' geometry cannot place voxels: {error_problem}."),
        QT_TRANSLATE_NOOP("Error", "The label maps' geometry cannot place voxels: {problem}."),
        QT_TRANSLATE_NOOP("Error", "The two label maps are not on the same voxel grid: {error_difference}."),
        QT_TRANSLATE_NOOP("Error", "The two label maps are not on the same voxel grid: {difference}."),
        QT_TRANSLATE_NOOP(
            "Error",
            "The label maps' direction matrix is not orthonormal, so voxel distances are not spacing "
            "times index differences."),
        QT_TRANSLATE_NOOP("Error", "The mask has too many voxels to label its lesions."),
        QT_TRANSLATE_NOOP("Error", "The mask does not match its grid size."),
        QT_TRANSLATE_NOOP("Error", "The prediction and the truth are not on the same voxel grid."),
        QT_TRANSLATE_NOOP("Error", "The two runs do not have a value for the same cases."),
        // A case's input without a file (runcomparison.cpp, runcase.cpp): kept as that input's error, which
        // the comparison window shows next to the case.
        QT_TRANSLATE_NOOP("Error", "no file for this case"),

        // Findings of the cases folded into the comparison's (compare/runs/runsummary.cpp), which the source
        // reader also sees; their translation proper is the Finding table's.
        QT_TRANSLATE_NOOP("Error", "Case {case}, {input}: {finding_message}"),
        QT_TRANSLATE_NOOP("Error", "{cases} cases: {finding_message} (and {more} more, listed below)"),

        // Two grids' difference (volume::GeometryDifference::summary), which the sentences above take as
        // their {error_difference}: its parts, joined by "; ". A {difference} they cannot read stays English.
        QT_TRANSLATE_NOOP("Error", "geometries agree"),
        QT_TRANSLATE_NOOP("Error", "sizes differ"),
        QT_TRANSLATE_NOOP("Error", "spacing differs by up to {spacing_difference} mm"),
        QT_TRANSLATE_NOOP("Error",
                          "origin differs by {origin_distance} mm ({origin_distance_voxels} voxels)"),
        QT_TRANSLATE_NOOP("Error", "axes differ by up to {direction_angle} deg"),
        QT_TRANSLATE_NOOP("Error",
                          "corners differ by up to {corner_distance} mm ({corner_distance_voxels} voxels)"),
        QT_TRANSLATE_NOOP("Error", "{error_part}; {error_more}"),

        // What makes a grid unusable (volume::geometryProblem), which a sentence above takes as its
        // {error_problem}.
        QT_TRANSLATE_NOOP("Error", "spacing{axis} is {value}, not a positive voxel size"),
        QT_TRANSLATE_NOOP("Error", "origin{axis} is {value}"),
        QT_TRANSLATE_NOOP("Error", "direction column {column} holds {value}"),
        QT_TRANSLATE_NOOP("Error", "{error_singular} (direction matrix)"),
        QT_TRANSLATE_NOOP("Error", "voxel axis {axis} has zero length"),
        QT_TRANSLATE_NOOP("Error",
                          "voxel axes {axis} and {other_axis} are collinear (the matrix is singular)"),
        QT_TRANSLATE_NOOP("Error", "the three voxel axes lie in one plane (the matrix is singular)"),

        // The image and mask pair's geometry (geometry/pairgeometry.cpp).
        QT_TRANSLATE_NOOP("Error", "The mask holds no volume."),
        QT_TRANSLATE_NOOP("Error", "The reference mask holds no volume."),
        QT_TRANSLATE_NOOP("Error", "The mask is 4D ({count} volumes); check-pair needs a 3D mask."),
        QT_TRANSLATE_NOOP("Error", "The reference mask is 4D ({count} volumes); check-pair needs a 3D mask."),
        QT_TRANSLATE_NOOP(
            "Error", "The mask contains {count} NaN or infinite voxels, so its foreground is undefined."),
        QT_TRANSLATE_NOOP("Error",
                          "The reference mask contains {count} NaN or infinite voxels, so its foreground is "
                          "undefined."),
        QT_TRANSLATE_NOOP("Error", "The image holds no volume."),
        QT_TRANSLATE_NOOP("Error",
                          "The mask is empty (no foreground voxel), so its placement cannot be tested."),
        QT_TRANSLATE_NOOP("Error", "The reference mask is empty (no foreground voxel)."),
        QT_TRANSLATE_NOOP("Error", "The check was cancelled."),
        QT_TRANSLATE_NOOP("Error", "The correction does not fit this mask's dimensions."),
    };
    return texts;
}

} // namespace scansleuth::detail
