// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Finding templates of core/checks (findingtexts.h): the English text of each code's message (M) and fix (F),
// with a {placeholder} where the call site puts a value. A template must reproduce the call site's English
// exactly; tests/findingtexts checks them against real findings.
#include "base/findingtexttable.h"

#include "base/translate.h"

namespace scansleuth::detail {

namespace {
constexpr TextRole M = TextRole::Message;
constexpr TextRole F = TextRole::Fix;
constexpr TextRole P = TextRole::Part;
} // namespace

const std::vector<TextTemplate>& checkTextTemplates()
{
    static const std::vector<TextTemplate> table = {
        // checks/geometry: a cause candidate is "[Not proven: ]<description> <reason>" (pairfindings.cpp)
        {"geometry.identity_affine", M, QT_TRANSLATE_NOOP("Finding", "{part_description} {part_reason}")},
        {"geometry.identity_affine", M,
         QT_TRANSLATE_NOOP("Finding", "Not proven: {part_description} {part_reason}")},
        {"geometry.identity_affine", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Save the mask with the image's affine instead of an identity (nibabel: "
                           "Nifti1Image(mask, img.affine); ITK: CopyInformation from the image).")},
        {"geometry.lps_ras_confusion", M, QT_TRANSLATE_NOOP("Finding", "{part_description} {part_reason}")},
        {"geometry.lps_ras_confusion", M,
         QT_TRANSLATE_NOOP("Finding", "Not proven: {part_description} {part_reason}")},
        {"geometry.lps_ras_confusion", F,
         QT_TRANSLATE_NOOP("Finding", "Negate x and y when converting between ITK/DICOM (LPS) and NIfTI "
                                      "(RAS) coordinates, or save the mask with the image's affine.")},
        {"geometry.qform_sform_mismatch", M,
         QT_TRANSLATE_NOOP("Finding", "{part_description} {part_reason}")},
        {"geometry.qform_sform_mismatch", M,
         QT_TRANSLATE_NOOP("Finding", "Not proven: {part_description} {part_reason}")},
        {"geometry.qform_sform_mismatch", F,
         QT_TRANSLATE_NOOP("Finding", "Make both forms of the file equal (nibabel: "
                                      "img.set_qform(img.get_sform()) or the reverse, whichever is right).")},
        {"geometry.axis_flip", M, QT_TRANSLATE_NOOP("Finding", "{part_description} {part_reason}")},
        {"geometry.axis_flip", M,
         QT_TRANSLATE_NOOP("Finding", "Not proven: {part_description} {part_reason}")},
        {"geometry.axis_flip", F,
         QT_TRANSLATE_NOOP(
             "Finding", "Flip the mask back along that axis, or save it with the image's affine, and check "
                        "the step that wrote it (array axis order, np.flip, a sign in the affine).")},
        {"geometry.axes_transposed", M, QT_TRANSLATE_NOOP("Finding", "{part_description} {part_reason}")},
        {"geometry.axes_transposed", M,
         QT_TRANSLATE_NOOP("Finding", "Not proven: {part_description} {part_reason}")},
        {"geometry.axes_transposed", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Transpose the mask's array back to the image's axis order before saving it "
                           "(z,y,x arrays from SimpleITK/ITK vs x,y,z arrays from nibabel).")},
        {"geometry.in_plane_rotation", M, QT_TRANSLATE_NOOP("Finding", "{part_description} {part_reason}")},
        {"geometry.in_plane_rotation", M,
         QT_TRANSLATE_NOOP("Finding", "Not proven: {part_description} {part_reason}")},
        {"geometry.in_plane_rotation", F,
         QT_TRANSLATE_NOOP(
             "Finding",
             "Rotate the mask's slices back (np.rot90 with the opposite k), or drop the rotation from the "
             "step that wrote it: image and mask arrays must go through the same array operations.")},
        {"geometry.spacing_scaled", M, QT_TRANSLATE_NOOP("Finding", "{part_description} {part_reason}")},
        {"geometry.spacing_scaled", M,
         QT_TRANSLATE_NOOP("Finding", "Not proven: {part_description} {part_reason}")},
        {"geometry.spacing_scaled", F,
         QT_TRANSLATE_NOOP("Finding", "Write the image's voxel size into the mask's header (or resample the "
                                      "mask onto the image's grid).")},
        {"geometry.direction_mismatch", M, QT_TRANSLATE_NOOP("Finding", "{part_description} {part_reason}")},
        {"geometry.direction_mismatch", M,
         QT_TRANSLATE_NOOP("Finding", "Not proven: {part_description} {part_reason}")},
        {"geometry.direction_mismatch", F,
         QT_TRANSLATE_NOOP("Finding", "Save the mask with the image's direction (its affine).")},
        {"geometry.origin_offset", M, QT_TRANSLATE_NOOP("Finding", "{part_description} {part_reason}")},
        {"geometry.origin_offset", M,
         QT_TRANSLATE_NOOP("Finding", "Not proven: {part_description} {part_reason}")},
        {"geometry.origin_offset", F,
         QT_TRANSLATE_NOOP("Finding", "Save the mask with the image's affine (nibabel: Nifti1Image(mask, "
                                      "img.affine, img.header); ITK: CopyInformation from the image).")},
        {"geometry.half_voxel_shift", M, QT_TRANSLATE_NOOP("Finding", "{part_description} {part_reason}")},
        {"geometry.half_voxel_shift", M,
         QT_TRANSLATE_NOOP("Finding", "Not proven: {part_description} {part_reason}")},
        {"geometry.half_voxel_shift", F,
         QT_TRANSLATE_NOOP("Finding", "Use voxel centres as the origin, as NIfTI and ITK do: move the mask's "
                                      "origin back by half a voxel, or copy the image's affine.")},
        // checks/geometry/paircandidates.cpp, pairfindings.cpp: the pieces of a candidate's message
        {"", P,
         QT_TRANSLATE_NOOP("Finding",
                           "The mask has no orientation (qform_code and sform_code are 0), as when a mask is "
                           "saved with an identity or missing affine; it belongs on the image's grid.")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding",
                           "The mask was written with an identity affine (origin 0, 1 mm voxels, no "
                           "rotation) instead of the image's; it belongs on the image's grid.")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding",
                           "The mask's origin has x and y negated (an LPS origin written as RAS, or the "
                           "reverse): it lies {distance} mm from where the signs would put it.")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding",
                           "The mask's affine has its x and y rows negated (LPS written as RAS, or the "
                           "reverse): the mask is turned 180 degrees about the superior-inferior axis.")},
        {"", P,
         QT_TRANSLATE_NOOP(
             "Finding", "The mask was placed with the {used_form} ({used_form}_code {used_code}), but the "
                        "{other_form} ({other_form}_code {other_code}) places it up to {max_corner_distance} "
                        "mm elsewhere: the mask's {other_form} may be the one meant.")},
        {"", P,
         QT_TRANSLATE_NOOP(
             "Finding", "The image was placed with its {used_form}, but the {other_form} ({other_form}_code "
                        "{other_code}) of the image places it up to {max_corner_distance} mm elsewhere: the "
                        "mask may have been made on the image read with its {other_form}.")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding", "The mask header's voxel axis {voxel_axis} points the opposite way to "
                                      "the image's: the mask is mirrored along the {anatomical_axis} axis.")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding", "The mask's voxel array is transposed: its axes hold the image's axes "
                                      "in the order ({stored_order}) instead of (i,j,k).")},
        {"", P,
         QT_TRANSLATE_NOOP(
             "Finding", "The mask's voxels are rotated by {rotation_degrees} degrees in the {plane} plane "
                        "(from its voxel axis {plane_axis_0} towards axis {plane_axis_1}, as np.rot90(mask, "
                        "k={k}, axes=({plane_axis_0}, {plane_axis_1})) does to an x,y,z array).")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding",
                           "The mask's voxel size differs from the image's by a factor of {factor_x} "
                           "({axis_x}), {factor_y} ({axis_y}), {factor_z} ({axis_z}).")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding", "The mask's axes are turned {rotation_angle} degrees away from the "
                                      "image's (a different rotation in the header).")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding", "The mask's origin is off by half a voxel ({displacement}): one file "
                                      "takes voxel corners, the other voxel centres, as the origin.")},
        {"", P,
         QT_TRANSLATE_NOOP(
             "Finding", "The mask's origin is off by {offset} mm ({offset_voxels} voxels): {displacement}.")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding", "The mask's voxels are mirrored along the {anatomical_axis} axis (its "
                                      "voxel axis {voxel_axis}).")},
        {"", P,
         QT_TRANSLATE_NOOP(
             "Finding",
             "Undoing it raises the fit: Dice with the reference goes from {dice_before} to {dice_after}.")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding", "Undoing it does not improve the fit: Dice with the reference goes "
                                      "from {dice_before} to {dice_after}.")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding",
                           "Undoing it improves the fit only slightly: Dice with the reference goes from "
                           "{dice_before} to {dice_after}, below the {dice_gain} needed.")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding", "Without a reference, the image's edges decide: the mask boundary's "
                                      "edge score goes from {edge_before} to {edge_after} (1 = an edge of "
                                      "the image's mean strength all along the boundary).")},
        {"", P,
         QT_TRANSLATE_NOOP(
             "Finding", "A half-voxel shift is below what the image's edges can resolve (the mask boundary's "
                        "edge score goes from {edge_before} to {edge_after} (1 = an edge of the image's mean "
                        "strength all along the boundary)); give a reference mask (--reference) to decide.")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding", "Without a reference, the image's edges decide against it: the mask "
                                      "boundary's edge score goes from {edge_before} to {edge_after} (1 = an "
                                      "edge of the image's mean strength all along the boundary).")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding",
                           "The image alone cannot tell: the mask boundary's edge score goes from "
                           "{edge_before} to {edge_after} (1 = an edge of the image's mean strength all "
                           "along the boundary); give a reference mask (--reference) to decide.")},
        // checks/audit/parity/reference.cpp
        {"dataset.reference_mismatch", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "No split is on the intensity scale that {who} states: it describes the data at another stage "
             "of preprocessing than the audited files, so their intensities were not compared with it.")},
        {"dataset.reference_mismatch", F,
         QT_TRANSLATE_NOOP("Finding", "Compare against a reference made from data at the same stage (raw "
                                      "with raw, preprocessed with preprocessed).")},
        // checks/audit/parity/parity.cpp
        {"dataset.intensity_mismatch", M,
         QT_TRANSLATE_NOOP("Finding", "The {split} split is in {value_domain} and the {split_2} split in "
                                      "{value_domain_2}: they were not normalised the same way.")},
        {"dataset.intensity_mismatch", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Apply the same intensity preprocessing to every split (the training pipeline's, "
                           "with statistics from the training split), then rerun the audit.")},
        {"dataset.intensity_mismatch", M,
         QT_TRANSLATE_NOOP("Finding",
                           "The intensities of the {split} and {split_2} splits differ{wasserstein}.")},
        {"dataset.intensity_mismatch", F,
         QT_TRANSLATE_NOOP(
             "Finding", "Check that both splits went through the same intensity preprocessing; if they did, "
                        "the difference is a shift in the data itself (scanner, protocol, population).")},
        {"dataset.spacing_mismatch", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Resample every split to the training spacing with the same resampler before the "
                           "model sees it (or let the pipeline do it for all splits alike).")},
        {"dataset.dims_mismatch", F,
         QT_TRANSLATE_NOOP("Finding", "Check that both splits were cropped or padded the same way; different "
                                      "scan lengths alone are harmless.")},
        {"dataset.acquisition_mismatch", M,
         QT_TRANSLATE_NOOP("Finding",
                           "The {split} and {split_2} splits were acquired differently ({tags}).")},
        {"dataset.acquisition_mismatch", F,
         QT_TRANSLATE_NOOP("Finding",
                           "A model tested on other scanners or protocols than it was trained on measures "
                           "generalisation, not the training distribution: say so, or stratify the split.")},
        {"dataset.normalisation_fitted_on_test", M,
         QT_TRANSLATE_NOOP("Finding",
                           "Every {value} volume is z-scored on its own (mean 0, std 1) and the {value_2} "
                           "volumes are not: {value} was normalised with its own statistics.")},
        {"dataset.normalisation_fitted_on_test", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Normalise every split with the same rule and the training split's statistics.")},
        {"dataset.normalisation_fitted_on_test", M,
         QT_TRANSLATE_NOOP("Finding",
                           "Every {value} volume is min-max scaled on its own to exactly [0,1] and the "
                           "{value_2} volumes are not: {value} was normalised with its own statistics.")},
        {"dataset.normalisation_fitted_on_test", M,
         QT_TRANSLATE_NOOP("Finding", "The {value} split's voxels are standardised exactly (pooled mean "
                                      "{mean}, std {pe}) and the {value_2} split's are not (mean {mean_2}, "
                                      "std {pt}): the normaliser was probably fitted on {value}.")},
        {"dataset.normalisation_fitted_on_test", F,
         QT_TRANSLATE_NOOP(
             "Finding",
             "Fit the normaliser (scaler.fit) on the training split only and apply it to every split.")},
        {"dataset.normalisation_fitted_on_test", M,
         QT_TRANSLATE_NOOP("Finding", "The {value} split spans exactly [0,1] and the {value_2} split spans "
                                      "[{pt}, {pt_2}]: the min-max scaler was probably fitted on {value}.")},
        // checks/audit/parity/philipsparity.cpp
        {"dataset.philips_scaling_mismatch", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "The {split} split's intensities are {measured} times the {split_2} split's{header}: Philips "
             "precise floating-point values on one side and display values on the other.")},
        {"dataset.philips_scaling_mismatch", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Convert every split with the same Philips scaling (dcm2niix -p y for all, or "
                           "scansleuth-cli convert --philips-scaling precise), then rerun the audit.")},
        // checks/audit/reduce/reducerecords.cpp
        {"leakage.split_level", M,
         QT_TRANSLATE_NOOP("Finding", "The split was made at the wrong level: {and}.")},
        {"leakage.split_level", F,
         QT_TRANSLATE_NOOP(
             "Finding",
             "Split whole patients first, then cut volumes into slices or patches inside each split.")},
        {"leakage.split_copy", M,
         QT_TRANSLATE_NOOP("Finding",
                           "{fraction} of the {x} split's volumes are copies of {y} volumes: the {x} set is "
                           "the {y} set, as when a metric is computed on the wrong split.")},
        {"leakage.split_copy", M,
         QT_TRANSLATE_NOOP("Finding",
                           "{fraction} of the {x} split's volumes are copies of {y} volumes: the {x} set is "
                           "mostly the {y} set, as when a metric is computed on the wrong split.")},
        {"leakage.split_copy", F,
         QT_TRANSLATE_NOOP(
             "Finding",
             "Check which folder or CSV column the evaluation read, and evaluate on the held-out split.")},
        {"dataset.unreadable_file", M,
         QT_TRANSLATE_NOOP("Finding", "{files_count} could not be read and was left out of the audit.")},
        {"dataset.unreadable_file", M,
         QT_TRANSLATE_NOOP("Finding", "{files_count} could not be read and were left out of the audit.")},
        {"dataset.unreadable_file", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Fix or remove the files (the reason is given for each), then rerun the audit.")},
        {"audit.clean_splits", M,
         QT_TRANSLATE_NOOP("Finding", "No leakage found between the splits: no patient, study, series or "
                                      "image on both sides, no identical or near-identical volumes, no time "
                                      "points of one acquisition or slices of one volume in two splits.")},
        {"leakage.inconclusive", M,
         QT_TRANSLATE_NOOP("Finding",
                           "{unknown_count} of {records_count} volumes carry no patient identity (no DICOM "
                           "patient tags, no DICOM source beside them, no CSV patient column): their images "
                           "were compared, but another scan of the same patient (a follow-up, another "
                           "sequence) would go unseen, so patient overlap is not ruled out.")},
        {"leakage.inconclusive", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Give the audit a CSV with a patient column (case, split, path, patient), or keep "
                           "each NIfTI's DICOM source beside it, and run it again.")},
        {"audit.summary", M,
         QT_TRANSLATE_NOOP("Finding", "Audited {volumes_count} in {splits_count} splits ({counts}): "
                                      "{findings_count}, {findings_count_2}.")},
        // checks/scans/datasetfindings.cpp
        {"dataset.unreadable_file", M,
         QT_TRANSLATE_NOOP("Finding", "{files} of the dataset cannot be loaded; a training run that reaches "
                                      "them will crash or skip them silently.")},
        {"dataset.unreadable_file", F,
         QT_TRANSLATE_NOOP("Finding", "Replace or re-export the files named in the evidence (or remove them "
                                      "from the dataset list), then scan again.")},
        {"dataset.nonfinite_values", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "{hold_count} NaN or infinite voxels; one such voxel in a batch makes the loss NaN.")},
        {"dataset.nonfinite_values", F,
         QT_TRANSLATE_NOOP("Finding", "Replace the non-finite voxels where the data is made (np.nan_to_num, "
                                      "or mask them), or reject these volumes in the data loader.")},
        {"dataset.image_errors", M,
         QT_TRANSLATE_NOOP("Finding",
                           "{load_count} but with error findings: the data cannot be trusted as it is.")},
        {"dataset.image_errors", F,
         QT_TRANSLATE_NOOP(
             "Finding",
             "Open each image named in the evidence with scansleuth-cli info and fix the finding.")},
        {"dataset.empty_folder", M,
         QT_TRANSLATE_NOOP("Finding", "No image file was found in the dataset folder ({files} looked at).")},
        {"dataset.empty_folder", F,
         QT_TRANSLATE_NOOP("Finding", "Check the path, and that the images are not behind symbolic links or "
                                      "in an archive that must be unpacked first.")},
        {"dataset.empty_folder", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "{are_count} empty: a case folder without images is usually skipped without a word.")},
        {"dataset.empty_folder", F,
         QT_TRANSLATE_NOOP("Finding", "Check whether these cases were meant to hold images (a failed copy or "
                                      "export) or remove the folders.")},
        {"dataset.summary", M,
         QT_TRANSLATE_NOOP(
             "Finding", "{files} scanned, {images} loaded, {failures_count}, {volumes_count} with NaN/Inf.")},
        // checks/scans/slurmlog.cpp
        {"slurm.none", M,
         QT_TRANSLATE_NOOP("Finding", "No known SLURM or PyTorch failure was found in the texts.")},
        {"slurm.none", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Paste the job's error file (#SBATCH --error) and `sacct -j JOBID "
                           "--format=JobID,JobName,State,ExitCode,Elapsed,Timelimit,MaxRSS,ReqMem`.")},
        // checks/scans/traininglog.cpp
        {"training.unreadable", M,
         QT_TRANSLATE_NOOP("Finding", "The training log could not be read: {error}")},
        {"training.unreadable", F,
         QT_TRANSLATE_NOOP("Finding", "Pass the CSV the logger wrote (Lightning's metrics.csv, Keras' "
                                      "CSVLogger file) or name the loss columns explicitly.")},
        // checks/scans/trainingcurves.cpp
        {"training.unreadable", M,
         QT_TRANSLATE_NOOP("Finding", "The log has too few points to classify its curves ({primary_count}, "
                                      "at least {min_points} needed).")},
        {"training.unreadable", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Log the loss every epoch (or every few steps) and read the log again.")},
        // checks/labels/labelchecks.cpp
        {"labels.non_integer", M,
         QT_TRANSLATE_NOOP("Finding", "The mask holds probabilities, not labels: {non_integer} voxels "
                                      "({finite}) have non-integer values in [0, 1].")},
        {"labels.non_integer", M,
         QT_TRANSLATE_NOOP("Finding", "{non_integer} voxels ({finite}) hold non-integer values between "
                                      "{min_value} and {max_value}; a label map holds whole numbers.")},
        {"labels.non_integer", F,
         QT_TRANSLATE_NOOP(
             "Finding", "Threshold (one channel) or take the argmax (several) before using it as a mask.")},
        {"labels.non_integer", F,
         QT_TRANSLATE_NOOP(
             "Finding",
             "Resample label maps with nearest-neighbour interpolation and save them with an integer type.")},
        {"labels.binary_0_255", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "The mask holds 0 and 255 ({at} voxels of 255): most training code expects 0 and 1.")},
        {"labels.binary_0_255", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Map 255 to 1 when loading (mask > 0 or mask / 255) and save masks as 0/1.")},
        {"labels.unexpected_values", M,
         QT_TRANSLATE_NOOP("Finding", "{unexpected} voxels ({finite}) hold {lines_count} value(s) outside "
                                      "the expected labels {{expected}}.")},
        {"labels.unexpected_values", F,
         QT_TRANSLATE_NOOP(
             "Finding", "Map the values onto the dataset's label dictionary, or correct the expected set.")},
        {"labels.image_as_labels", M,
         QT_TRANSLATE_NOOP("Finding",
                           "The mask looks like an intensity image saved as a label map: {distinct} distinct "
                           "values from {min_value} to {max_value} with a smooth histogram.")},
        {"labels.image_as_labels", F,
         QT_TRANSLATE_NOOP("Finding", "Check that the mask path points at the segmentation and not at the "
                                      "image (a swapped argument or file name).")},
        {"labels.probability_out_of_range", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "{out} voxels ({finite}) lie outside [0, 1]: the values run from {min_value} to {max_value}.")},
        {"labels.probability_out_of_range", F,
         QT_TRANSLATE_NOOP("Finding", "Save the sigmoid/softmax output (not logits, not a rescaled copy) and "
                                      "clip resampling overshoot to [0, 1].")},
        // checks/labels/labelkind.cpp
        {"labels.cut_by_border", M,
         QT_TRANSLATE_NOOP(
             "Finding", "The mask is cut by the volume border on {cut_faces_count} face(s): {what} meets "
                        "{face} with {voxels} voxels ({area} mm2), {share} of its largest cross-section.")},
        {"labels.cut_by_border", F,
         QT_TRANSLATE_NOOP("Finding", "The field of view or a crop cut the structure: check the crop or "
                                      "padding step, or leave the case out of volume and surface metrics.")},
        // checks/labels/labelfindings.cpp
        {"labels.invalid_input", F,
         QT_TRANSLATE_NOOP("Finding", "Pass volumes that were loaded completely and share one voxel grid.")},
        {"labels.cancelled", M,
         QT_TRANSLATE_NOOP("Finding", "The label check was cancelled before it finished.")},
        {"labels.cancelled", F, QT_TRANSLATE_NOOP("Finding", "Run the check again and let it finish.")},
        {"labels.non_finite", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "{count} voxels ({total}) are NaN or infinite; they are left out of every other figure.")},
        {"labels.non_finite", F,
         QT_TRANSLATE_NOOP("Finding", "Find the step that produced them (a division by zero, log(0), an fp16 "
                                      "overflow) and fix it before the mask is used.")},
        {"labels.empty", M, QT_TRANSLATE_NOOP("Finding", "The mask is empty: {what}.")},
        {"labels.empty", F,
         QT_TRANSLATE_NOOP("Finding", "Check the export and any threshold; an empty mask makes Dice "
                                      "undefined and is often a failed or mismatched case.")},
        {"labels.logits_as_probabilities", M,
         QT_TRANSLATE_NOOP("Finding", "The values look like logits, not probabilities: they run from "
                                      "{min_value} to {max_value}, {negative_share} of them negative.")},
        {"labels.logits_as_probabilities", F,
         QT_TRANSLATE_NOOP("Finding", "Apply softmax across the channels before saving or thresholding "
                                      "(argmax is unchanged, thresholds and averages are not).")},
        {"labels.logits_as_probabilities", F,
         QT_TRANSLATE_NOOP(
             "Finding",
             "Apply the sigmoid before saving or thresholding at 0.5 (or threshold the logits at 0).")},
        {"labels.ok", M,
         QT_TRANSLATE_NOOP(
             "Finding", "No label problem found: {labels} label(s) besides 0 on {voxels} voxels ({ml} ml).")},
        {"labels.ok", M, QT_TRANSLATE_NOOP("Finding", "No problem found in this {kind} volume.")},
        // checks/labels/labelchannels.cpp
        {"labels.probability_out_of_range", M,
         QT_TRANSLATE_NOOP(
             "Finding", "{out} channel values ({values}) lie outside [0, 1]: they run from {lo} to {hi}.")},
        {"labels.channels_not_normalised", M,
         QT_TRANSLATE_NOOP("Finding", "In {not_normalised} voxels ({finite}) the {channels_count} channels "
                                      "do not sum to 1: the sum runs from {sum_min} to {sum_max}.")},
        {"labels.channels_not_normalised", F,
         QT_TRANSLATE_NOOP("Finding", "Apply softmax across the channels (not a sigmoid per channel) before "
                                      "saving, or treat the channels as independent.")},
        {"labels.argmax_disagrees", M,
         QT_TRANSLATE_NOOP("Finding", "The saved mask disagrees with the argmax of the channels in "
                                      "{disagreeing} voxels ({total}){disagreement}.")},
        {"labels.argmax_disagrees", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Check the class order, any label remapping and the threshold between the network "
                           "output and the saved mask; regenerate the mask from the output.")},
        // checks/geometry/pairfindings.cpp
        {"geometry.dimension_mismatch", M,
         QT_TRANSLATE_NOOP("Finding", "The mask has {gm_count} voxels but the image has {gi_count}, so their "
                                      "arrays cannot be compared voxel by voxel.")},
        {"geometry.dimension_mismatch", F,
         QT_TRANSLATE_NOOP("Finding", "Resample the mask onto the image's grid with nearest-neighbour "
                                      "interpolation (or crop/pad it), so both arrays have the same shape.")},
        {"geometry.consistent", M,
         QT_TRANSLATE_NOOP("Finding", "The mask's header and contents agree with the image: no candidate "
                                      "cause of a misplacement fits the evidence.")},
        // checks/geometry/toolreadings.cpp
        {"geometry.tools_disagree", M,
         QT_TRANSLATE_NOOP("Finding",
                           "The tools disagree on where these files lie: {parts}; {agree} places them as "
                           "check-pair does. The pair can look right in one tool and wrong in another.")},
        {"geometry.tools_disagree", M,
         QT_TRANSLATE_NOOP("Finding",
                           "The tools disagree on where these files lie: {parts}; {agree} place them as "
                           "check-pair does. The pair can look right in one tool and wrong in another.")},
        {"geometry.tools_disagree", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Make both NIfTI forms of the file say the same, right placement (nibabel: "
                           "img.set_qform(img.get_sform(), code=1), or the reverse), then check the pair in "
                           "the tool the pipeline uses (SimpleITK for nnU-Net).")},
        {"compare.header_differs", M,
         QT_TRANSLATE_NOOP("Finding", "ScanSleuth reads {a_name} and {b_name} onto one grid, but their NIfTI "
                                      "headers differ: {front}.")},
        {"compare.header_differs", F,
         QT_TRANSLATE_NOOP(
             "Finding",
             "Write the prediction with the input image's header (same sform and qform, same codes).")},
        // checks/compare/cases/caselist.cpp
        {"compare.missing_file", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "{run} lists {missing_count} file(s) that do not exist; those cases count as missing.")},
        {"compare.missing_file", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Correct the paths in the CSV; relative paths start at the CSV's folder.")},
        {"compare.duplicate_case", M,
         QT_TRANSLATE_NOOP("Finding", "{spec} has {evidence_count} case(s) with more than one file; none of "
                                      "them is used for those cases.")},
        {"compare.duplicate_case", F,
         QT_TRANSLATE_NOOP(
             "Finding", "Keep one file per case, or point the run at one sub-folder (one fold, one epoch).")},
        {"compare.empty_run", M, QT_TRANSLATE_NOOP("Finding", "{spec} has no label files ({source}).")},
        {"compare.empty_run", M, QT_TRANSLATE_NOOP("Finding", "{spec} has no prediction files ({source}).")},
        {"compare.empty_run", F,
         QT_TRANSLATE_NOOP("Finding", "Point the run at the folder holding .nii.gz, .nii, .nrrd, .nhdr, .mha "
                                      "or .mhd files, or at a CSV of case,file rows.")},
        // checks/compare/cases/casematch.cpp
        {"compare.unmatched_case", M,
         QT_TRANSLATE_NOOP("Finding", "The truth has no file for {count} case(s) that a run predicted; those "
                                      "cases cannot be scored.")},
        {"compare.unmatched_case", F,
         QT_TRANSLATE_NOOP("Finding", "Add the missing labels, or leave those cases out of the runs.")},
        {"compare.unmatched_case", M,
         QT_TRANSLATE_NOOP("Finding", "Run '{input}' has no file for {count} case(s) that another input has; "
                                      "they are compared without it.")},
        {"compare.unmatched_case", F,
         QT_TRANSLATE_NOOP("Finding", "Check that the run finished and predicted every case.")},
        // checks/compare/runs/runcase.cpp
        {"compare.forensics_failed", M,
         QT_TRANSLATE_NOOP("Finding", "The geometry forensics could not run: {message}")},
        {"compare.forensics_failed", M,
         QT_TRANSLATE_NOOP("Finding", "The content forensics could not run: {message}")},
        {"compare.geometry_mismatch", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Save predictions in the orientation of their input's array: undo every flip, "
                           "transpose, turn and crop (np.flip, a channel-first layout) before copying the "
                           "input's header, and use the label table of the truth.")},
        {"compare.labels_remapped", M,
         QT_TRANSLATE_NOOP("Finding", "Case {key}: {who} is on the grid of {against} but uses other class "
                                      "indices ({relabelled_count}){undone}")},
        {"compare.labels_remapped", F,
         QT_TRANSLATE_NOOP("Finding", "Use one label table for every run and for the truth (check the class "
                                      "order in the dataset description and the one-hot encoding).")},
        {"compare.content_inconclusive", M,
         QT_TRANSLATE_NOOP("Finding",
                           "Case {key}: {who} agrees poorly with {against} ({trigger}) and no transform of "
                           "its array explains it: {inconclusive}; the case is measured as delivered.")},
        {"compare.content_inconclusive", F,
         QT_TRANSLATE_NOOP("Finding", "Open the case side by side: a poor prediction rather than a misplaced "
                                      "one, unless the views show a mirror or a shift.")},
        {"compare.geometry_mismatch", F,
         QT_TRANSLATE_NOOP("Finding", "Save predictions with the header of their input image (copy the "
                                      "affine), and undo any reorientation or resampling before saving.")},
        {"compare.read_failed", M,
         QT_TRANSLATE_NOOP("Finding", "Case {key}: {is_truth} could not be read: {message}")},
        {"compare.read_failed", F,
         QT_TRANSLATE_NOOP("Finding", "Re-export the file, or leave the case out.")},
        // checks/compare/runs/runsummary.cpp
        {"comparison.beyond_boundary", M,
         QT_TRANSLATE_NOOP("Finding", "Runs {quoted} and {quoted_2} differ beyond the label boundaries in "
                                      "{lines_count} of {compared} cases: {part_worst_line}.")},
        {"comparison.beyond_boundary", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Rounding (another device, TF32, a library version) flips only boundary voxels; "
                           "differences this far inside point at another cause: a preprocessing or export "
                           "difference, uninitialised memory, another model. Open the named cases.")},
        {"comparison.significant_difference", M,
         QT_TRANSLATE_NOOP("Finding",
                           "Run {better} is better than run {worse} on {metric} for {label} in most cases: "
                           "median difference ({value} - {value_2}) {median_difference}, mean "
                           "{mean_difference} (95% CI [{low}, {high}]), Wilcoxon p = {p_value}, {pairs} "
                           "cases (failures scored as the worst value){mean_disagrees}.")},
        {"comparison.significant_difference", M,
         QT_TRANSLATE_NOOP(
             "Finding", "Run {better} is better than run {worse} on {metric} for {label} in most cases: "
                        "median difference ({value} - {value_2}) {median_difference}, mean {mean_difference} "
                        "(95% CI [{low}, {high}]), Wilcoxon p = {p_value}, {pairs} cases{mean_disagrees}.")},
        // ... without the mean's disagreement (a placeholder takes non-empty text)
        {"comparison.significant_difference", M,
         QT_TRANSLATE_NOOP("Finding",
                           "Run {better} is better than run {worse} on {metric} for {label} in most cases: "
                           "median difference ({value} - {value_2}) {median_difference}, mean "
                           "{mean_difference} (95% CI [{low}, {high}]), Wilcoxon p = {p_value}, {pairs} "
                           "cases (failures scored as the worst value).")},
        {"comparison.significant_difference", M,
         QT_TRANSLATE_NOOP(
             "Finding", "Run {better} is better than run {worse} on {metric} for {label} in most cases: "
                        "median difference ({value} - {value_2}) {median_difference}, mean {mean_difference} "
                        "(95% CI [{low}, {high}]), Wilcoxon p = {p_value}, {pairs} cases.")},
        {"comparison.failures_change_verdict", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Fix the failed cases (comparison.run_failures names them) and compare again: a "
                           "verdict over the comparable cases alone hides the failures.")},
        {"comparison.run_failures", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "Run {run} failed {failed} of {cases} cases: {parts_reason_words}; the verdicts score "
             "them as the worst value (Dice 0, distances at the image diagonal).")},
        {"comparison.run_failures", F,
         QT_TRANSLATE_NOOP("Finding", "A missing, unreadable or misplaced prediction is the run's failure: "
                                      "re-export those cases, or report the run with them failed.")},
        {"comparison.identical", M,
         QT_TRANSLATE_NOOP("Finding", "The label maps of runs '{run_a}' and '{run_b}' are identical in all "
                                      "{compared} cases compared.")},
        {"comparison.boundary_only", M,
         QT_TRANSLATE_NOOP("Finding",
                           "The label maps of runs '{run_a}' and '{run_b}' differ only at label boundaries: "
                           "in all {compared} "
                           "cases every label's Hausdorff distance between them is within a boundary flip "
                           "(one voxel along the coarsest axis or two along the finest; largest {largest_hd} "
                           "mm), {differing} voxels differ in all.")},
        {"comparison.boundary_only", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Boundary voxels flip with small numerical differences (another device, TF32, "
                           "another library version); compare the probabilities to confirm.")},
        {"comparison.label_swap", M,
         QT_TRANSLATE_NOOP("Finding", "The class indices of runs '{run_a}' and '{run_b}' differ: {front}.")},
        {"comparison.label_swap", F,
         QT_TRANSLATE_NOOP("Finding", "Use one label table for every run and for the truth (check the class "
                                      "order in the dataset description and the one-hot encoding).")},
        {"comparison.systematic_cases", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "{cases_count} of {measured} cases carry most of the difference between "
             "runs '{run_a}' and '{run_b}': {key} and others differ far beyond the typical case.")},
        {"comparison.systematic_cases", M,
         QT_TRANSLATE_NOOP(
             "Finding", "{cases_count} of {measured} cases carry most of the difference "
                        "between runs '{run_a}' and '{run_b}': {key} differ far beyond the typical case.")},
        {"comparison.systematic_cases", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Open those cases side by side: a systematic cause (a flipped or shifted "
                           "prediction, a changed preprocessing step, a missing label) shows there.")},
        {"comparison.within_variance", M,
         QT_TRANSLATE_NOOP(
             "Finding", "The differences between runs '{run_a}' and '{run_b}' are spread over all {measured} "
                        "cases (largest per-case Dice difference {largest}) and no Dice "
                        "difference is significant: consistent with run-to-run variance.")},
        {"comparison.within_variance", M,
         QT_TRANSLATE_NOOP(
             "Finding", "The differences between runs '{run_a}' and '{run_b}' are spread over all {measured} "
                        "cases (largest "
                        "per-case Dice difference {largest}){value}: consistent with run-to-run variance.")},
        {"comparison.within_variance", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "The differences between runs '{run_a}' and '{run_b}' are spread over all {measured} cases "
             "(largest per-case 1 - "
             "Dice {largest}) and no Dice difference is significant: consistent with run-to-run variance.")},
        {"comparison.within_variance", M,
         QT_TRANSLATE_NOOP("Finding",
                           "The differences between runs '{run_a}' and '{run_b}' are spread over all "
                           "{measured} cases (largest "
                           "per-case 1 - Dice {largest}){value}: consistent with run-to-run variance.")},
        {"comparison.within_variance", F,
         QT_TRANSLATE_NOOP("Finding", "Report the mean and spread over several seeds rather than one run.")},
        {"comparison.label_swap", M,
         QT_TRANSLATE_NOOP("Finding", "The class indices of run {names} differ from the truth's: {front}.")},
        {"comparison.label_swap", F,
         QT_TRANSLATE_NOOP("Finding", "Use one label table for every run and for the truth.")},
        // checks/scans/trainingcurves.cpp, slurmlog.cpp; checks/audit/parity/parity.cpp
        {"training.overfitting", M,
         QT_TRANSLATE_NOOP("Finding",
                           "The model overfits from {i_min}: the validation loss rose {rise} above its best "
                           "({v_min}) while the training loss kept falling {drop}.")},
        {"training.overfitting", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Keep the checkpoint of the best validation loss (early stopping), add "
                           "augmentation, weight decay or dropout, or more data; a gap from the first epoch "
                           "also points at train/validation preprocessing differences.")},
        {"training.underfitting", M,
         QT_TRANSLATE_NOOP("Finding", "The model is not learning: {value} fell only {gain} over the run "
                                      "({front} to {back}), and the validation loss is as flat.")},
        {"training.underfitting", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "The model is not learning: {value} fell only {gain} over the run ({front} to {back}).")},
        {"training.underfitting", F,
         QT_TRANSLATE_NOOP(
             "Finding",
             "Overfit one batch first; if it cannot, check that labels match inputs, the input "
             "normalisation, the output layer against the loss (no softmax before CrossEntropyLoss), that "
             "optimizer.step() runs, and the learning rate (a range test).")},
        {"training.oscillation", M,
         QT_TRANSLATE_NOOP("Finding", "{value} zig-zags: {sign_changes} of its steps reverse direction, by "
                                      "{amplitude} of its level; the learning rate is likely too high.")},
        {"training.oscillation", F,
         QT_TRANSLATE_NOOP(
             "Finding",
             "Lower the learning rate 3 to 10 times or add warm-up, clip gradients (clip_grad_norm_), raise "
             "the batch size, and check that the training data is shuffled.")},
        {"training.plateau", M,
         QT_TRANSLATE_NOOP("Finding", "{value} stopped improving from {start} (less than "
                                      "{plateau_improvement} over the last {w} points, at {best}).")},
        {"training.plateau", F,
         QT_TRANSLATE_NOOP(
             "Finding", "If the validation metric is flat too, the run has converged: stop it earlier (early "
                        "stopping). If the loss is still too high, lower the learning rate on plateau "
                        "(ReduceLROnPlateau) or check that the schedule did not decay it to nothing.")},
        {"training.initial_loss_unexpected", M,
         QT_TRANSLATE_NOOP("Finding", "The first training loss {num} is {reading}.")},
        {"training.initial_loss_unexpected", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Print the loss of the untrained model on one batch and compare with ln(C); check "
                           "the final layer's bias and activation against the loss function.")},
        {"slurm.timeout", M,
         QT_TRANSLATE_NOOP("Finding", "The job hit its time limit and SLURM cancelled it.")},
        {"slurm.timeout", F,
         QT_TRANSLATE_NOOP(
             "Finding",
             "Raise --time (ask for the run's real length plus a margin), or save checkpoints and resume: "
             "--signal=B:USR1@300 gives the script five minutes' notice to save before it is killed.")},
        {"slurm.out_of_memory", M,
         QT_TRANSLATE_NOOP(
             "Finding", "The job ran out of host memory (RAM): the cgroup out-of-memory killer stopped it.")},
        {"slurm.out_of_memory", F,
         QT_TRANSLATE_NOOP(
             "Finding",
             "Raise --mem to about 1.5 times the peak MaxRSS, or lower host memory use: fewer DataLoader "
             "workers, smaller prefetch_factor, no whole dataset cached in RAM, memory-mapped arrays.")},
        {"slurm.killed", M,
         QT_TRANSLATE_NOOP("Finding", "A process was killed with SIGKILL: on a cluster that is almost always "
                                      "the out-of-memory killer.")},
        {"slurm.killed", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Compare sacct's MaxRSS with ReqMem and raise --mem, or lower the DataLoader's "
                           "num_workers; a DataLoader worker killed this way is host RAM, not GPU memory.")},
        {"slurm.cuda_oom", M,
         QT_TRANSLATE_NOOP("Finding", "The GPU ran out of memory (CUDA out of memory).")},
        {"slurm.cuda_oom", F,
         QT_TRANSLATE_NOOP(
             "Finding",
             "Lower the batch or patch size, use mixed precision (torch.autocast), wrap validation in "
             "torch.no_grad(), and accumulate losses with loss.item() rather than the tensor.")},
        {"slurm.nccl_error", M,
         QT_TRANSLATE_NOOP(
             "Finding", "A distributed (NCCL) operation failed: a timeout, a system error or the watchdog.")},
        {"slurm.nccl_error", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Rerun with NCCL_DEBUG=INFO and TORCH_DISTRIBUTED_DEBUG=DETAIL; for timeouts "
                           "check that every rank reaches the same collectives (a rank stuck in data loading "
                           "or skipping a batch), for system errors the network interface "
                           "(NCCL_SOCKET_IFNAME) and shared memory (--shm-size in containers).")},
        {"slurm.no_gpu", M, QT_TRANSLATE_NOOP("Finding", "The job ran without a usable GPU.")},
        {"slurm.no_gpu", F,
         QT_TRANSLATE_NOOP(
             "Finding",
             "Request one (#SBATCH --gres=gpu:1 or --gpus=1, on a GPU partition), check nvidia-smi inside "
             "the job, and install a CUDA build of PyTorch (torch.version.cuda must not be None).")},
        {"slurm.module_error", M,
         QT_TRANSLATE_NOOP("Finding", "The job's software environment was not set up: a module or Python "
                                      "package could not be loaded.")},
        {"slurm.module_error", F,
         QT_TRANSLATE_NOOP(
             "Finding",
             "Start the script with #!/bin/bash -l (or source the module system's init script), check the "
             "names with module spider, and activate the Python environment inside the job script.")},
        {"slurm.segfault", M,
         QT_TRANSLATE_NOOP("Finding", "A process crashed with a segmentation fault or bus error.")},
        {"slurm.segfault", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Get the stack with python -X faulthandler (or gdb); in imaging pipelines look "
                           "for a corrupt file read by a C extension (scan the dataset with scansleuth), "
                           "mismatched ITK/SimpleITK/OpenCV/NumPy builds, and for a bus error in a "
                           "DataLoader, too little shared memory (/dev/shm).")},
        {"slurm.cancelled", M,
         QT_TRANSLATE_NOOP("Finding", "The job was cancelled (by a user, an administrator or preemption).")},
        {"slurm.cancelled", F,
         QT_TRANSLATE_NOOP("Finding",
                           "If nobody cancelled it, ask the administrators or check the partition's "
                           "preemption rules; use --requeue with checkpoints on preemptible partitions.")},
        {"slurm.failed", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "The job failed, and the logs hold no failure ScanSleuth knows: the last exception is shown.")},
        {"slurm.failed", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Read the traceback above the exception lines in the job's error file and "
                           "reproduce the step interactively (srun --pty) with the same inputs.")},
        {"training.healthy", M,
         QT_TRANSLATE_NOOP("Finding", "{curve} fell {improvement} ({first} to {last}): no sign of "
                                      "underfitting, overfitting, oscillation or NaN.")},
        {"training.healthy", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "{curve} fell {improvement} ({first} to {last}) and {validation} reached its best, {best}, at "
             "{best_at} without rising after it: no sign of underfitting, overfitting, oscillation or NaN.")},
        {"training.nan", M,
         QT_TRANSLATE_NOOP("Finding", "{curve} became {value} at {where} without a rise before it: the mark "
                                      "of a NaN in the data, log(0) or a division by zero.")},
        {"training.nan", M,
         QT_TRANSLATE_NOOP("Finding",
                           "{curve} became {value} at {where} after {judged} rose from {best} to {last}: the "
                           "mark of a learning rate too high or exploding gradients (or fp16 overflow).")},
        {"training.nan", F,
         QT_TRANSLATE_NOOP(
             "Finding",
             "Check the inputs for NaN (scansleuth's dataset scan), add an epsilon to logs and divisions, "
             "lower the learning rate or add warm-up, clip gradients, and with fp16 use a GradScaler (or "
             "bf16); torch.autograd.set_detect_anomaly(True) names the operation.")},
        {"dataset.spacing_mismatch", M,
         QT_TRANSLATE_NOOP("Finding",
                           "The {split_a} and {split_b} splits have different voxel spacing: median "
                           "{spacing_a} mm against {spacing_b} mm; they were resampled differently.")},
        {"dataset.spacing_mismatch", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Resample every split to the training spacing with the same resampler before the "
                           "model sees it (or let the pipeline do it for all splits alike).")},
        {"dataset.dims_mismatch", M,
         QT_TRANSLATE_NOOP("Finding", "The {split_a} and {split_b} splits have different image sizes: median "
                                      "{dims_a} voxels against {dims_b} voxels.")},
        {"dataset.dims_mismatch", F,
         QT_TRANSLATE_NOOP("Finding", "Check that both splits were cropped or padded the same way; different "
                                      "scan lengths alone are harmless.")},
        // checks/labels/labelchecks.cpp: addInterpolatedBorders
        {"labels.interpolated_borders", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "The mask looks linearly interpolated: {sandwiched_voxels} boundary voxels ({sandwiched_share} "
             "of {boundary_voxels}) hold a label strictly between their two neighbours' labels.")},
        {"labels.interpolated_borders", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "The mask looks linearly interpolated: it is a label map whose {non_integer_voxels} non-integer "
             "voxels ({non_integer_share}) sit on the borders between labels, {where}.")},
        {"labels.interpolated_borders", M,
         QT_TRANSLATE_NOOP("Finding", "The mask looks linearly interpolated: {resampling}.")},
        {"labels.interpolated_borders", F,
         QT_TRANSLATE_NOOP(
             "Finding",
             "Resample the original mask again with nearest-neighbour interpolation (sitkNearestNeighbor, "
             "order=0); rounding interpolated labels does not restore them.")},
        {"labels.interpolated_borders", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Resample the original label map again with nearest-neighbour interpolation "
                           "(sitkNearestNeighbor, order=0). Only as a stop-gap, round each value to the "
                           "nearest whole number (np.rint): that moves borders by up to half a source voxel "
                           "along {axes} and can leave a label between two others (a 1 where 0 met 2).")},
        // checks/audit/reduce/reducerecords.cpp: leakage; checks/audit/parity/parity.cpp: categorical parity
        {"leakage.patient_overlap", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "{number_patients} patient has volumes in more than one split (by PatientID or the CSV's "
             "patient column): the model is tested on patients it was trained on.")},
        {"leakage.patient_overlap", M,
         QT_TRANSLATE_NOOP(
             "Finding", "{number_patients} patients have volumes in more than one split (by PatientID or the "
                        "CSV's patient column): the model is tested on patients it was trained on.")},
        {"leakage.patient_overlap", F,
         QT_TRANSLATE_NOOP("Finding", "Split by patient (group every volume of a patient into one split, "
                                      "e.g. with GroupKFold on the patient), then retrain and re-evaluate.")},
        {"leakage.fuzzy_identity", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "{number_pairs} pair of volumes in different splits belong to one person by name and birth "
             "date under different PatientIDs: re-anonymisation gave the patient a new ID.")},
        {"leakage.fuzzy_identity", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "{number_pairs} pairs of volumes in different splits belong to one person by name and birth "
             "date under different PatientIDs: re-anonymisation gave the patient a new ID.")},
        {"leakage.fuzzy_identity", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Key the split on the person (name and birth date before anonymisation, or a "
                           "stable pseudonym), not on PatientID, then retrain and re-evaluate.")},
        {"leakage.study_overlap", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "{number_pairs} pair of volumes in different splits share a study, series, image, frame "
             "of reference or accession number: the same examination is on both sides.")},
        {"leakage.study_overlap", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "{number_pairs} pairs of volumes in different splits share a study, series, image, frame "
             "of reference or accession number: the same examination is on both sides.")},
        {"leakage.study_overlap", F,
         QT_TRANSLATE_NOOP("Finding", "Remove the shared examinations from the evaluation split (or move "
                                      "them to training) and split by patient.")},
        {"leakage.duplicate_volume", M,
         QT_TRANSLATE_NOOP("Finding",
                           "{number_pairs} pair of volumes in different splits have identical voxels "
                           "(whatever their file format or header).")},
        {"leakage.duplicate_volume", M,
         QT_TRANSLATE_NOOP("Finding",
                           "{number_pairs} pairs of volumes in different splits have identical voxels "
                           "(whatever their file format or header).")},
        {"leakage.duplicate_volume", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Remove the copies from the evaluation split and find how they got there (a "
                           "conversion run over both folders, an augmentation written to disk).")},
        {"leakage.same_acquisition", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "{volumes} volume on {grids} scan grid sit on both sides of a split: volumes that share a grid "
             "exactly and match cell for cell, as the time points of one fMRI or diffusion run saved as "
             "separate files do. The model is tested on the acquisition it was trained on.")},
        {"leakage.same_acquisition", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "{volumes} volume on {grids} scan grids sit on both sides of a split: volumes that share a grid "
             "exactly and match cell for cell, as the time points of one fMRI or diffusion run saved as "
             "separate files do. The model is tested on the acquisition it was trained on.")},
        {"leakage.same_acquisition", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "{volumes} volumes on {grids} scan grid sit on both sides of a split: volumes that share a grid "
             "exactly and match cell for cell, as the time points of one fMRI or diffusion run saved as "
             "separate files do. The model is tested on the acquisition it was trained on.")},
        {"leakage.same_acquisition", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "{volumes} volumes on {grids} scan grids sit on both sides of a split: volumes that share a "
             "grid exactly and match cell for cell, as the time points of one fMRI or diffusion run saved as "
             "separate files do. The model is tested on the acquisition it was trained on.")},
        {"leakage.same_acquisition", F,
         QT_TRANSLATE_NOOP(
             "Finding",
             "Keep every volume of an acquisition (and every acquisition of a subject) in one split: split "
             "by subject before cutting 4D images into 3D files, then retrain and re-evaluate.")},
        {"leakage.near_duplicate", M,
         QT_TRANSLATE_NOOP("Finding",
                           "{number_pairs} pair of volumes in different splits look like copies of one image "
                           "(resampled, cropped, flipped or rescaled): similarity at least {threshold}.")},
        {"leakage.near_duplicate", M,
         QT_TRANSLATE_NOOP(
             "Finding", "{number_pairs} pairs of volumes in different splits look like copies of one image "
                        "(resampled, cropped, flipped or rescaled): similarity at least {threshold}.")},
        {"leakage.near_duplicate", F,
         QT_TRANSLATE_NOOP("Finding", "Look at each pair side by side; remove true copies from the "
                                      "evaluation split and split by patient.")},
        {"dataset.orientation_mismatch", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "The {split_a} and {split_b} splits differ in orientation: {counts_a} against {counts_b}.")},
        {"dataset.orientation_mismatch", F,
         QT_TRANSLATE_NOOP("Finding", "Reorient every split to one orientation (e.g. RAS or LPS) in the "
                                      "pipeline, for all splits alike.")},
        {"dataset.dtype_mismatch", M,
         QT_TRANSLATE_NOOP("Finding", "The {split_a} and {split_b} splits differ in stored data type: "
                                      "{counts_a} against {counts_b}.")},
        {"dataset.dtype_mismatch", F,
         QT_TRANSLATE_NOOP("Finding", "Store the splits with the same data type, or check that the "
                                      "conversion did not clip or round values.")},
        {"dataset.rescale_mismatch", M,
         QT_TRANSLATE_NOOP("Finding", "The {split_a} and {split_b} splits differ in rescale slope and "
                                      "intercept: {counts_a} against {counts_b}.")},
        {"dataset.rescale_mismatch", F,
         QT_TRANSLATE_NOOP("Finding", "Check that the rescale (DICOM RescaleSlope/Intercept, NIfTI "
                                      "scl_slope/scl_inter) is applied to every split alike.")},
        // checks/compare/runs/runsummary.cpp: verdictChangeFinding quotes the headline and comparable-case
        // line
        {"comparison.failures_change_verdict", M,
         QT_TRANSLATE_NOOP("Finding", "{line_headline}. {line_comparable}.")},
        {"comparison.failures_change_verdict", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Fix the failed cases (comparison.run_failures names them) and compare again: a "
                           "verdict over the comparable cases alone hides the failures.")},
        // checks/compare/runs/runcase.cpp: contentFinding, mismatchFinding
        {"compare.geometry_mismatch", M,
         QT_TRANSLATE_NOOP("Finding",
                           "Case {case}: {input} is on the grid of {against} but its array is {description} "
                           "(as delivered its labels look remapped, {relabel}, but they are not): undoing "
                           "that raises the mean per-label Dice from {dice_before} to {dice_after}; the case "
                           "is that run's failure (scored as the worst value).")},
        {"compare.geometry_mismatch", M,
         QT_TRANSLATE_NOOP("Finding",
                           "Case {case}: {input} is on the grid of {against} but its array is {description}: "
                           "undoing that raises the mean per-label Dice from {dice_before} to {dice_after}; "
                           "the case is that run's failure (scored as the worst value).")},
        {"compare.geometry_mismatch", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Save predictions in the orientation of their input's array: undo every flip, "
                           "transpose, turn and crop (np.flip, a channel-first layout) before copying the "
                           "input's header, and use the label table of the truth.")},
        {"compare.geometry_mismatch", M,
         QT_TRANSLATE_NOOP("Finding",
                           "Case {case}: {input} is on the grid of {against} but its labels are misplaced "
                           "({cause}); the case is that run's failure (scored as the worst value).")},
        {"compare.geometry_mismatch", M,
         QT_TRANSLATE_NOOP("Finding",
                           "Case {case}: {input} is not on the grid of {against} ({difference}); it is not "
                           "measured, and the case is that run's failure (scored as the worst value).")},
        {"compare.geometry_mismatch", M,
         QT_TRANSLATE_NOOP("Finding", "Case {case}: {input} is not on the grid of {against} ({difference}; "
                                      "check-pair names: {cause}); it is not measured, and the case is that "
                                      "run's failure (scored as the worst value).")},
        {"compare.geometry_mismatch", F,
         QT_TRANSLATE_NOOP("Finding", "Save predictions with the header of their input image (copy the "
                                      "affine), and undo any reorientation or resampling before saving.")},
        // checks/compare/runs/runsummary.cpp: any code's message, prefixed with its case or folded over cases
        {"", M,
         QT_TRANSLATE_NOOP("Finding", "{cases} cases: {finding_message} (and {more} more, listed below)")},
        {"", M, QT_TRANSLATE_NOOP("Finding", "Case {case}, {input}: {finding_message}")},
    };
    return table;
}

} // namespace scansleuth::detail
