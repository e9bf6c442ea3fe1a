// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Finding templates of core/io (findingtexts.h): the English text of each code's message (M) and fix (F),
// with a {placeholder} where the call site puts a value. A template must reproduce the call site's English
// exactly; tests/findingtexts checks them against real findings.
#include "base/findingtexttable.h"

#include "base/translate.h"

namespace scansleuth::detail {

namespace {
constexpr TextRole M = TextRole::Message;
constexpr TextRole F = TextRole::Fix;
} // namespace

const std::vector<TextTemplate>& ioTextTemplates()
{
    static const std::vector<TextTemplate> table = {
        // io/dicom/rtstructreader.cpp
        {"rtstruct.several_references", M,
         QT_TRANSLATE_NOOP("Finding", "The structure set refers to {frames_count} Frames of Reference and "
                                      "{series_count} series; the first of each is taken as the reference.")},
        {"rtstruct.several_references", F,
         QT_TRANSLATE_NOOP("Finding", "Check that the image it is shown on is the first referenced series.")},
        {"rtstruct.roi_without_number", M,
         QT_TRANSLATE_NOOP("Finding", "A ROI of the Structure Set ROI Sequence (item {value}) has no usable "
                                      "ROINumber ('{text}'); its contours cannot be told apart.")},
        {"rtstruct.roi_without_number", F,
         QT_TRANSLATE_NOOP("Finding", "Re-export the structure set from the contouring system.")},
        {"rtstruct.duplicate_roi_number", M,
         QT_TRANSLATE_NOOP("Finding", "Several ROIs share a ROINumber; the first of each is kept and their "
                                      "contours are drawn as one ROI.")},
        {"rtstruct.duplicate_roi_number", F,
         QT_TRANSLATE_NOOP("Finding", "Renumber the ROIs in the contouring system and export again.")},
        {"rtstruct.contours_without_roi", M,
         QT_TRANSLATE_NOOP("Finding", "Item {value} of the ROI Contour Sequence has no usable "
                                      "ReferencedROINumber; its contours are left out.")},
        {"rtstruct.contours_without_roi", F,
         QT_TRANSLATE_NOOP("Finding", "Re-export the structure set from the contouring system.")},
        {"rtstruct.contour_unknown_roi", M,
         QT_TRANSLATE_NOOP("Finding",
                           "The ROI Contour Sequence names ROIs that the Structure Set ROI Sequence does not "
                           "list; their contours are kept under the ROI number alone, without a name.")},
        {"rtstruct.roi_without_contours", M,
         QT_TRANSLATE_NOOP("Finding",
                           "{empty_count} ROIs have no usable contour; they are listed but empty.")},
        {"rtstruct.truncated", M,
         QT_TRANSLATE_NOOP("Finding", "The RT Structure Set file is damaged or truncated; only the ROIs and "
                                      "contours before the damage are read.")},
        {"rtstruct.truncated", F,
         QT_TRANSLATE_NOOP("Finding", "Copy the file again from its source; it is incomplete.")},
        {"rtstruct.roi_frame_of_reference_differs", M,
         QT_TRANSLATE_NOOP("Finding", "Some ROIs name a Frame of Reference other than the structure set's "
                                      "referenced one; their contours may belong to another image.")},
        {"rtstruct.roi_frame_of_reference_differs", F,
         QT_TRANSLATE_NOOP("Finding", "Check which image each ROI was drawn on.")},
        {"rtstruct.no_rois", M, QT_TRANSLATE_NOOP("Finding", "The RT Structure Set holds no ROI.")},
        {"rtstruct.no_rois", F,
         QT_TRANSLATE_NOOP("Finding", "Check that the contouring system exported the structures.")},
        // io/dicom/segplacementchecks.cpp
        {"seg.references_missing", M,
         QT_TRANSLATE_NOOP("Finding", "The SEG does not say which series or Frame of Reference it belongs "
                                      "to, so whether it belongs to {label} cannot be checked.")},
        {"seg.references_missing", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Have the writer fill ReferencedSeriesSequence and FrameOfReferenceUID.")},
        {"seg.series_mismatch", M,
         QT_TRANSLATE_NOOP("Finding", "The SEG references another series than {label}.")},
        {"seg.series_mismatch", F,
         QT_TRANSLATE_NOOP(
             "Finding",
             "Open the SEG with the series it references, or check that it was made on this image.")},
        {"seg.frame_of_reference_mismatch", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "The SEG's Frame of Reference differs from that of {label}: its positions are in another "
             "patient coordinate system, so it may not line up even where the numbers agree.")},
        {"seg.frame_of_reference_mismatch", F,
         QT_TRANSLATE_NOOP(
             "Finding", "Register the two, or open the SEG with the image of its own Frame of Reference.")},
        {"seg.instances_missing", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "{missing_count} of the {named_count} images the SEG references are not slices of {label}.")},
        {"seg.instances_missing", F,
         QT_TRANSLATE_NOOP(
             "Finding",
             "Open the SEG with the series it was made on (all its referenced images in the folder).")},
        {"seg.frames_reversed", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "{differ} SEG frames are in reversed slice order: each frame's position is slice n-1-k of the "
             "image it was derived from (slice k). ScanSleuth places frames by position, as DICOM says.")},
        {"seg.frames_reversed", M,
         QT_TRANSLATE_NOOP("Finding",
                           "{differ} of {compared} SEG frames lie on another slice than the image they were "
                           "derived from. ScanSleuth places frames by position, as DICOM says.")},
        {"seg.frames_reversed", F,
         QT_TRANSLATE_NOOP(
             "Finding",
             "The writer paired the frames with the slices' positions in reverse (a mask flipped along the "
             "slice axis before writing): flip the mask along the slice axis and write the SEG again.")},
        {"seg.frames_reversed", F,
         QT_TRANSLATE_NOOP("Finding", "Check the writer: each frame's ImagePositionPatient should be that of "
                                      "the image named in its DerivationImageSequence.")},
        {"seg.frame_source_mismatch", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "{differ} SEG frames are in reversed slice order: each frame's position is slice n-1-k of the "
             "image it was derived from (slice k). ScanSleuth places frames by position, as DICOM says.")},
        {"seg.frame_source_mismatch", M,
         QT_TRANSLATE_NOOP("Finding",
                           "{differ} of {compared} SEG frames lie on another slice than the image they were "
                           "derived from. ScanSleuth places frames by position, as DICOM says.")},
        {"seg.frame_source_mismatch", F,
         QT_TRANSLATE_NOOP(
             "Finding",
             "The writer paired the frames with the slices' positions in reverse (a mask flipped along the "
             "slice axis before writing): flip the mask along the slice axis and write the SEG again.")},
        {"seg.frame_source_mismatch", F,
         QT_TRANSLATE_NOOP("Finding", "Check the writer: each frame's ImagePositionPatient should be that of "
                                      "the image named in its DerivationImageSequence.")},
        {"seg.beyond_image", M,
         QT_TRANSLATE_NOOP("Finding",
                           "{total} voxels of {segments} segment lie beyond the image, up to {worst_mm} "
                           "({worst_voxels} voxels) past its edge; they are not shown.")},
        {"seg.beyond_image", M,
         QT_TRANSLATE_NOOP("Finding",
                           "{total} voxels of {segments} segment lie beyond the grid, up to {worst_mm} "
                           "({worst_voxels} voxels) past its edge; they are not shown.")},
        {"seg.beyond_image", M,
         QT_TRANSLATE_NOOP("Finding",
                           "{total} voxels of {segments} segments lie beyond the image, up to {worst_mm} "
                           "({worst_voxels} voxels) past its edge; they are not shown.")},
        {"seg.beyond_image", M,
         QT_TRANSLATE_NOOP("Finding",
                           "{total} voxels of {segments} segments lie beyond the grid, up to {worst_mm} "
                           "({worst_voxels} voxels) past its edge; they are not shown.")},
        {"seg.beyond_image", F,
         QT_TRANSLATE_NOOP("Finding", "Check that the SEG belongs to this image; if it does, its writer "
                                      "placed frames outside the image it was made on.")},
        {"seg.frames_descending", M,
         QT_TRANSLATE_NOOP("Finding",
                           "The SEG stores its frames from the last slice to the first (descending along the "
                           "slice normal); ScanSleuth places them by position, but a tool that stacks frames "
                           "in stored order shows them flipped.")},
        {"seg.frames_descending", F,
         QT_TRANSLATE_NOOP("Finding", "Nothing to fix here; if another tool shows this SEG flipped, it "
                                      "ignores the frames' positions.")},
        {"seg.overlapping_segments", M,
         QT_TRANSLATE_NOOP("Finding", "{overlaps_count} pair of segments overlaps; they are kept apart in "
                                      "separate label maps, nothing is merged or dropped.")},
        {"seg.overlapping_segments", M,
         QT_TRANSLATE_NOOP("Finding", "{overlaps_count} pairs of segments overlap; they are kept apart in "
                                      "separate label maps, nothing is merged or dropped.")},
        {"seg.duplicate_frames", M,
         QT_TRANSLATE_NOOP("Finding", "{duplicate_frames} SEG frames repeat a segment on a slice that "
                                      "already has a frame of it; their pixels are combined.")},
        {"seg.duplicate_frames", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Check the writer: each segment should have at most one frame a slice.")},
        {"seg.empty_segment", M,
         QT_TRANSLATE_NOOP("Finding", "{empty_count} segment is described but has no voxel in any frame.")},
        {"seg.empty_segment", M,
         QT_TRANSLATE_NOOP("Finding", "{empty_count} segments are described but has no voxel in any frame.")},
        // io/dicom/rtstructraster.cpp
        {"rtstruct.frame_of_reference_mismatch", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "The RTSTRUCT's contours are in Frame of Reference {referenced_frame_of_reference_uid}, the "
             "image {label} in {frame_of_reference_uid}: the two need not share patient coordinates; the "
             "contours are drawn as if they did.")},
        {"rtstruct.frame_of_reference_mismatch", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Check that this is the image the structures were drawn on; after a registration, "
                           "use the registered image or resample the structures with the registration.")},
        {"rtstruct.series_mismatch", M,
         QT_TRANSLATE_NOOP("Finding", "The RTSTRUCT references series {referenced_series_uid}, not the image "
                                      "{label} (series {series_instance_uid}).")},
        {"rtstruct.series_mismatch", F,
         QT_TRANSLATE_NOOP("Finding", "Open the RTSTRUCT with the series it references (--reference), or "
                                      "check that this series is a copy of it.")},
        {"rtstruct.referenced_slices_missing", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "{missing_sops_count} slices the RTSTRUCT references are not in the image {label}; "
             "{contours_missing_sop} contours reference them, {contours_missing_sop_placed} of which lie on "
             "a slice plane of the image and are drawn, {contours_missing_sop_placed_2} are not.")},
        {"rtstruct.referenced_slices_missing", F,
         QT_TRANSLATE_NOOP("Finding", "Add the missing slices to the folder (the series is incomplete), or "
                                      "open the RTSTRUCT with the series it was drawn on.")},
        {"rtstruct.contour_slice_reference_mismatch", M,
         QT_TRANSLATE_NOOP("Finding", "{sop_slice_mismatch} contours reference one slice but lie in the "
                                      "plane of another; they are drawn where they lie.")},
        {"rtstruct.contour_slice_reference_mismatch", F,
         QT_TRANSLATE_NOOP("Finding", "Trust the geometry; the writer's image references are stale.")},
        {"rtstruct.contours_off_slice_planes", M,
         QT_TRANSLATE_NOOP("Finding",
                           "{off_plane} contours lie off every slice plane of {label} by up to {max_off} "
                           "({voxel_n} slices; tolerance {tolerance}); each is drawn on its nearest slice.")},
        {"rtstruct.contours_off_slice_planes", F,
         QT_TRANSLATE_NOOP(
             "Finding",
             "Check that the RTSTRUCT was drawn on this series (slice positions, not only the Frame of "
             "Reference); a shift that is the same for every contour is a z offset between the two.")},
        {"rtstruct.contours_not_placed", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "{np} of {closed_total} closed contours lie on no slice of {label} ({not_placed_outside} beyond "
             "its first or last slice, {not_placed_gap} between slices, up to {max_not_placed_off} from the "
             "nearest) and are not drawn: nothing could be drawn.")},
        {"rtstruct.contours_not_placed", M,
         QT_TRANSLATE_NOOP("Finding",
                           "{np} of {closed_total} closed contours lie on no slice of {label} "
                           "({not_placed_outside} beyond its first or last slice, {not_placed_gap} between "
                           "slices, up to {max_not_placed_off} from the nearest) and are not drawn.")},
        {"rtstruct.contours_not_placed", F,
         QT_TRANSLATE_NOOP("Finding", "Open the RTSTRUCT with the series it references; if that is this one, "
                                      "its slices are incomplete.")},
        {"rtstruct.contour_not_planar", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "{not_planar} closed contours are not flat in the image's slice planes (their points spread "
             "{max_spread} along the slice normal); each is drawn on the slice of its mean position.")},
        {"rtstruct.contour_not_planar", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Check that the image's orientation is the one the contours were drawn on.")},
        {"rtstruct.contours_beyond_image", M,
         QT_TRANSLATE_NOOP("Finding", "{beyond_in_plane} contours reach up to {max_beyond_mm} beyond the "
                                      "edge of {label}; the part outside the image is cut off.")},
        {"rtstruct.contours_beyond_image", F,
         QT_TRANSLATE_NOOP(
             "Finding",
             "Check the image's field of view, or that this is the image the contours belong to.")},
        {"rtstruct.contours_not_filled", M,
         QT_TRANSLATE_NOOP("Finding", "{total} contours are points or open lines (POINT, OPEN_PLANAR, "
                                      "OPEN_NONPLANAR): they enclose no area and are not drawn.")},
        {"rtstruct.contours_trace_voxel_centres", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Volumes measured from these polygons (a planning system's DVH, plastimatch, "
                           "pydicom-based tools) are smaller than the mask they were made from: re-export "
                           "with contours on voxel borders, or compare structures by voxel counts.")},
        {"rtstruct.overlapping_rois", M,
         QT_TRANSLATE_NOOP("Finding", "{overlaps_count} pairs of ROIs overlap; they are kept in "
                                      "{label_maps_count} label maps, none merged or dropped.")},
        // io/dicom/segplacementlayout.cpp
        {"seg.uneven_frame_spacing", M,
         QT_TRANSLATE_NOOP("Finding",
                           "The SEG's frames are unevenly spaced ({u_count} positions), so its own grid "
                           "places them up to {worst_deviation} from where they are stored.")},
        {"seg.uneven_frame_spacing", F,
         QT_TRANSLATE_NOOP(
             "Finding",
             "Open the SEG with the image it references, whose slice positions place each frame exactly.")},
        {"seg.frames_off_slice_planes", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Rewrite the SEG with each frame's ImagePositionPatient copied from the slice it "
                           "was drawn on (the writer took SliceThickness for the spacing between slices).")},
        {"seg.frames_off_slice_planes", F,
         QT_TRANSLATE_NOOP("Finding", "Rewrite the SEG with each frame's ImagePositionPatient copied from "
                                      "the slice it was drawn on, or check that it belongs to this image.")},
        {"seg.own_grid", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "The SEG is shown on its own grid, {grid_source}, because no image it references was given.")},
        {"seg.own_grid", F,
         QT_TRANSLATE_NOOP("Finding", "Open the SEG together with the image series it references.")},
        {"seg.grid_differs", M,
         QT_TRANSLATE_NOOP("Finding", "The SEG's frames do not lie on the pixel grid of {label}: {why}.")},
        {"seg.grid_differs", F,
         QT_TRANSLATE_NOOP("Finding", "Resample the segmentation onto the image before comparing voxels, or "
                                      "check that it belongs to this image.")},
        // io/dicom/dicomfindings.cpp
        {"dicom.missing_slices", M,
         QT_TRANSLATE_NOOP("Finding", "{missing_count} slice(s) appear to be missing: some gaps are whole "
                                      "multiples of the {typical} mm slice spacing.")},
        {"dicom.missing_slices", F,
         QT_TRANSLATE_NOOP("Finding", "Check that every file of the series was exported; the volume is built "
                                      "with an even spacing and is distorted where slices are missing.")},
        {"dicom.uneven_slice_spacing", M,
         QT_TRANSLATE_NOOP("Finding", "Slice spacing is uneven: gaps between slices range from {min_gap} to "
                                      "{max_gap} mm (typical {typical} mm).")},
        {"dicom.uneven_slice_spacing", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Resample the slices onto an even grid (e.g. dcm2niix or ITK's series reader with "
                           "interpolation) before using the volume; voxels are placed at the mean gap.")},
        {"dicom.gantry_tilt", M,
         QT_TRANSLATE_NOOP("Finding",
                           "The slices are stacked at {angle} degrees to their normal (gantry tilt): the "
                           "last slice is shifted by {shift} mm in-plane relative to an orthogonal grid.")},
        {"dicom.gantry_tilt", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Correct the tilt by resampling (dcm2niix does this and writes a _Tilt_ file) "
                           "before comparing with other volumes; the loaded grid ignores the shear.")},
        {"dicom.instance_order_not_spatial", M,
         QT_TRANSLATE_NOOP("Finding", "InstanceNumber order is the reverse of the spatial order along the "
                                      "slice normal; the slices were sorted by position.")},
        {"dicom.instance_order_not_spatial", F,
         QT_TRANSLATE_NOOP(
             "Finding",
             "Never stack these files by InstanceNumber or file name: that flips the slice axis.")},
        {"dicom.instance_order_not_spatial", M,
         QT_TRANSLATE_NOOP("Finding", "InstanceNumber order is shuffled relative to the spatial order along "
                                      "the slice normal; the slices were sorted by position.")},
        {"dicom.instance_order_not_spatial", F,
         QT_TRANSLATE_NOOP(
             "Finding",
             "Never stack these files by InstanceNumber or file name: that scrambles the slices.")},
        {"dicom.rescale_varies", M,
         QT_TRANSLATE_NOOP("Finding", "Rescale slope/intercept differ between slices ({pairs_count} pairs); "
                                      "the voxels were converted to real values as float32.")},
        {"dicom.rescale_varies", F,
         QT_TRANSLATE_NOOP("Finding", "Apply each slice's own slope and intercept; a single "
                                      "scl_slope/scl_inter for the volume would be wrong.")},
        {"dicom.undecodable_transfer_syntax", M,
         QT_TRANSLATE_NOOP("Finding", "The pixel data uses the transfer syntax {transfer_syntax_names} "
                                      "({uid}), which this program cannot decode.")},
        {"dicom.undecodable_transfer_syntax", F,
         QT_TRANSLATE_NOOP("Finding", "Convert the files to an uncompressed transfer syntax (e.g. dcmconv "
                                      "+te, or gdcmconv --raw) and load them again.")},
        {"dicom.unsupported_pixel_format", M,
         QT_TRANSLATE_NOOP("Finding", "The images are colour ({samples_per_pixel} samples per pixel, "
                                      "{photometric}), which is not supported.")},
        {"dicom.unsupported_pixel_format", M,
         QT_TRANSLATE_NOOP(
             "Finding", "The images use {bits_allocated} bits per stored sample, which is not supported.")},
        {"dicom.unsupported_pixel_format", F,
         QT_TRANSLATE_NOOP("Finding", "Convert the series to single-sample 8, 16 or 32 bit images first.")},
        {"dicom.frames_without_geometry", M,
         QT_TRANSLATE_NOOP("Finding", "Some frames carry no usable {names} ({fallbacks}): the volume's "
                                      "position, orientation or size in world space is made up.")},
        {"dicom.frames_without_geometry", M,
         QT_TRANSLATE_NOOP("Finding", "Some images carry no usable {names} ({fallbacks}): the volume's "
                                      "position, orientation or size in world space is made up.")},
        {"dicom.frames_without_geometry", F,
         QT_TRANSLATE_NOOP("Finding", "Do not trust positions or orientation of this series in world space; "
                                      "re-export it with its geometry attributes.")},
        {"dicom.missing_geometry", M,
         QT_TRANSLATE_NOOP("Finding", "Some frames carry no usable {names} ({fallbacks}): the volume's "
                                      "position, orientation or size in world space is made up.")},
        {"dicom.missing_geometry", M,
         QT_TRANSLATE_NOOP("Finding", "Some images carry no usable {names} ({fallbacks}): the volume's "
                                      "position, orientation or size in world space is made up.")},
        {"dicom.missing_geometry", F,
         QT_TRANSLATE_NOOP("Finding", "Do not trust positions or orientation of this series in world space; "
                                      "re-export it with its geometry attributes.")},
        {"dicom.duplicate_positions", M,
         QT_TRANSLATE_NOOP("Finding", "{dropped_images_count} image(s) repeat a slice position without "
                                      "forming whole volumes and were left out.")},
        {"dicom.duplicate_positions", F,
         QT_TRANSLATE_NOOP(
             "Finding",
             "Remove duplicate files or split the series (e.g. by AcquisitionNumber) before loading.")},
        {"dicom.duplicate_instances", M,
         QT_TRANSLATE_NOOP("Finding", "{duplicate_files_count} file(s) repeat the SOPInstanceUID of another "
                                      "file (copies of one image) and were left out.")},
        {"dicom.duplicate_instances", F,
         QT_TRANSLATE_NOOP("Finding", "Remove the duplicate files from the folder.")},
        {"dicom.single_slice", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "The series has a single slice; its thickness of {spacing} mm comes from {assumed}.")},
        {"dicom.mixed_orientations", M,
         QT_TRANSLATE_NOOP("Finding", "The series holds images in {indices_count} different orientations or "
                                      "grids; each part loads as its own volume.")},
        {"dicom.mixed_orientations", F,
         QT_TRANSLATE_NOOP("Finding", "Load each part separately (e.g. localizer and axial stack); do not "
                                      "stack them into one volume.")},
        {"dicom.series_split", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "The series was split into {indices_count} volumes because its images differ in size, echo, "
             "image type (magnitude, phase, real, imaginary, field map), units or pixel spacing.")},
        {"dicom.multiple_series", M,
         QT_TRANSLATE_NOOP(
             "Finding", "The folder holds {entries_count} series; each is loaded and converted separately.")},
        {"dicom.multiple_series", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Pick one with --series, or convert into a folder to get one file per series.")},
        // io/segmentationloader.cpp
        {"seg.reference_unreadable", M,
         QT_TRANSLATE_NOOP("Finding", "The series the object references ({label}, in {where}) was found but "
                                      "could not be loaded: {message}")},
        {"seg.reference_unreadable", F,
         QT_TRANSLATE_NOOP("Finding", "Give a readable copy of the image with --reference IMAGE.")},
        {"seg.overlap_flattened", M,
         QT_TRANSLATE_NOOP("Finding", "Segments overlap in {overlaps} voxels; the checks see one label map "
                                      "in which the segment stored later wins there.")},
        // io/nifti/niftireader.cpp
        {"nifti.scl_slope_zero", M,
         QT_TRANSLATE_NOOP("Finding", "scl_slope is 0, so the intercept {scl_inter} was ignored and the "
                                      "stored values are used unscaled, as the standard says.")},
        {"nifti.scl_slope_zero", F,
         QT_TRANSLATE_NOOP("Finding", "Set scl_slope to 1 if the intercept was meant to apply.")},
        {"nifti.nan_voxels", M,
         QT_TRANSLATE_NOOP("Finding", "{bad} voxels are NaN or infinite ({percent}% of the image).")},
        {"nifti.nan_voxels", F,
         QT_TRANSLATE_NOOP("Finding", "Replace non-finite voxels (e.g. with 0) before training or inference; "
                                      "most losses and normalisations turn one NaN into all NaN.")},
        {"nifti.missing_repetition_time", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "The image has {volume_count} time points but pixdim[4] (the time between them) is not set.")},
        {"nifti.missing_repetition_time", F,
         QT_TRANSLATE_NOOP("Finding", "Set pixdim[4] to the repetition time and xyzt_units to seconds.")},
        // io/nifti/niftiheader.cpp
        {"nifti.extra_dimensions", M,
         QT_TRANSLATE_NOOP("Finding", "The image has dimensions beyond time (dim[0] = {dim}); they were "
                                      "flattened into {count} volumes.")},
        {"nifti.extra_dimensions", F,
         QT_TRANSLATE_NOOP("Finding", "Check that the volume order (time fastest, then dimension 5, ...) is "
                                      "what your pipeline expects.")},
        {"nifti.int64_voxels", M,
         QT_TRANSLATE_NOOP("Finding",
                           "The voxels are stored as uint64 (as numpy's argmax and SimpleITK's sitkInt64 "
                           "write label maps); they are read as int32, which holds every label.")},
        {"nifti.int64_voxels", M,
         QT_TRANSLATE_NOOP("Finding",
                           "The voxels are stored as int64 (as numpy's argmax and SimpleITK's sitkInt64 "
                           "write label maps); they are read as int32, which holds every label.")},
        {"nifti.int64_voxels", F,
         QT_TRANSLATE_NOOP("Finding", "Save label maps as uint8 or int16: many tools (nibabel 4 and later, "
                                      "FSL) refuse 64-bit integers.")},
        {"nifti.bitpix_mismatch", M,
         QT_TRANSLATE_NOOP("Finding", "The header's bitpix ({bitpix}) disagrees with its datatype {value} "
                                      "({bits} bits); the datatype was used.")},
        {"nifti.bitpix_mismatch", F,
         QT_TRANSLATE_NOOP("Finding", "Rewrite the header so that bitpix matches the datatype.")},
        {"nifti.nonstandard_units", M,
         QT_TRANSLATE_NOOP("Finding",
                           "The header does not state its spatial units; millimetres were assumed.")},
        {"nifti.nonstandard_units", M,
         QT_TRANSLATE_NOOP("Finding", "The header states spatial units of {spatial_units}, but spacing and "
                                      "positions were read as millimetres.")},
        {"nifti.nonstandard_units", F,
         QT_TRANSLATE_NOOP(
             "Finding", "Set xyzt_units to millimetres (and scale the affine if the values are not in mm).")},
        // io/nifti/niftigeometry.cpp
        {"nifti.qform_sform_mismatch", F,
         QT_TRANSLATE_NOOP(
             "Finding",
             "Tools that read the qform (some ITK versions, FSL's qform-first tools) place this image "
             "elsewhere: make both forms equal, e.g. with nibabel set_qform(img.get_sform()).")},
        {"nifti.pixdim_mismatch", M,
         QT_TRANSLATE_NOOP("Finding", "pixdim[{worst_axis}] is {worst_axis_2} mm but the {geometry_source} "
                                      "column has length {length} mm; the {geometry_source} was used.")},
        {"nifti.pixdim_mismatch", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Tools that take spacing from pixdim (resampling, some loaders) will use the "
                           "wrong voxel size: rewrite pixdim from the matrix's column lengths.")},
        {"nifti.sform_shear", M,
         QT_TRANSLATE_NOOP("Finding", "The sform has a shear of {shear} degrees (its axes are not "
                                      "perpendicular), which a qform or an ITK image cannot represent.")},
        {"nifti.sform_shear", F,
         QT_TRANSLATE_NOOP("Finding", "Resample the image onto an orthogonal grid, or replace the sform by "
                                      "the qform if the shear is unintended.")},
        {"nifti.invalid_pixdim", M,
         QT_TRANSLATE_NOOP("Finding", "pixdim[{front}] is {front_2}, not a positive voxel size; its absolute "
                                      "value, or 1 mm for 0 or a non-finite value, was used.")},
        {"nifti.invalid_pixdim", F,
         QT_TRANSLATE_NOOP("Finding", "Write positive voxel sizes into pixdim[1..3].")},
        {"nifti.no_orientation", M,
         QT_TRANSLATE_NOOP("Finding",
                           "Analyze 7.5 files store no orientation, so left-right was assumed to be flipped "
                           "(LAS) with the origin at the centre, as nibabel and SPM do.")},
        {"nifti.no_orientation", M,
         QT_TRANSLATE_NOOP("Finding", "Both qform_code and sform_code are 0, so the orientation is unknown "
                                      "and LAS with the origin at the centre was assumed, as nibabel does.")},
        {"nifti.no_orientation", F,
         QT_TRANSLATE_NOOP("Finding", "Reconvert the image from DICOM (e.g. with dcm2niix) or set the sform "
                                      "from the scanner geometry; left-right may be wrong.")},
        {"geometry.unplaced", F,
         QT_TRANSLATE_NOOP("Finding", "Do not compare this image with others in world space; reconvert it "
                                      "from DICOM or rewrite its sform from the scanner geometry.")},
        {"geometry.unplaced", M,
         QT_TRANSLATE_NOOP("Finding", "The image is placed without real geometry: its {geometry_source} "
                                      "gives {problem}; 1 mm voxels at the origin were assumed.")},
        {"geometry.unplaced", F,
         QT_TRANSLATE_NOOP("Finding", "Do not compare this image with others in world space.")},
        {"nifti.invalid_quaternion", M,
         QT_TRANSLATE_NOOP(
             "Finding", "The qform quaternion (b, c, d) is longer than 1, so it was normalised before use.")},
        {"nifti.invalid_quaternion", F,
         QT_TRANSLATE_NOOP("Finding", "Rewrite the qform from a proper rotation.")},
        // io/itk/itkreader.cpp
        {"geometry.unplaced", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "The image is placed without real geometry: its header's {problem}, so {what} was assumed.")},
        {"geometry.unplaced", F,
         QT_TRANSLATE_NOOP("Finding", "Do not compare this image with others in world space; rewrite the "
                                      "header's spacing, origin and direction from the scanner geometry.")},
        {"geometry.unplaced", M,
         QT_TRANSLATE_NOOP("Finding", "The image is placed without real geometry: its header leaves the "
                                      "{what} unknown ({field}), and ITK put {put} in its place.")},
        {"geometry.unplaced", F,
         QT_TRANSLATE_NOOP("Finding", "Do not compare this image with others in world space; write the "
                                      "NRRD's space origin and space directions from the scanner geometry.")},
        // io/nifti/niftigeometry.cpp: the two forms compared
        {"nifti.qform_sform_mismatch", M,
         QT_TRANSLATE_NOOP(
             "Finding", "The qform and the sform disagree by up to {max_corner_distance} mm "
                        "({max_corner_distance_voxels} voxels) at the volume corners; the sform was used.")},
        {"nifti.qform_sform_mismatch", M,
         QT_TRANSLATE_NOOP("Finding",
                           "The qform and the sform disagree by up to {max_corner_distance} mm "
                           "({max_corner_distance_voxels} voxels) at the volume corners; the qform is a flip "
                           "of the sform along voxel axis {axis} ({world_axis}); the sform was used.")},
        {"nifti.qform_sform_mismatch", M,
         QT_TRANSLATE_NOOP("Finding", "The qform and the sform disagree by up to {max_corner_distance} mm "
                                      "({max_corner_distance_voxels} voxels) at the volume corners; the "
                                      "qform is a flip of the sform along voxel axis {axis} ({world_axis}) "
                                      "and voxel axis {axis_2} ({world_axis_2}); the sform was used.")},
        {"nifti.qform_sform_mismatch", M,
         QT_TRANSLATE_NOOP("Finding",
                           "The qform and the sform disagree by up to {max_corner_distance} mm "
                           "({max_corner_distance_voxels} voxels) at the volume corners; the qform is a flip "
                           "of the sform along voxel axis {axis} ({world_axis}) and voxel axis {axis_2} "
                           "({world_axis_2}) and voxel axis {axis_3} ({world_axis_3}); the sform was used.")},
        {"nifti.qform_sform_mismatch", F,
         QT_TRANSLATE_NOOP(
             "Finding",
             "Tools that read the qform (some ITK versions, FSL's qform-first tools) place this image "
             "elsewhere: make both forms equal, e.g. with nibabel set_qform(img.get_sform()).")},
        // io/nifti/niftigeometry.cpp: refusedFormFinding
        {"nifti.non_finite_qform", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "The {form} is degenerate ({why}), so it was not used; the {used} placed the image.")},
        {"nifti.non_finite_qform", M,
         QT_TRANSLATE_NOOP("Finding", "The {form} holds a non-finite number ({why}), so it was not used; the "
                                      "{used} placed the image.")},
        {"nifti.non_finite_qform", F,
         QT_TRANSLATE_NOOP("Finding", "Rewrite the {form} from the scanner geometry, or set {form}_code to 0 "
                                      "so that no tool uses it.")},
        {"nifti.non_finite_sform", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "The {form} is degenerate ({why}), so it was not used; the {used} placed the image.")},
        {"nifti.non_finite_sform", M,
         QT_TRANSLATE_NOOP("Finding", "The {form} holds a non-finite number ({why}), so it was not used; the "
                                      "{used} placed the image.")},
        {"nifti.non_finite_sform", F,
         QT_TRANSLATE_NOOP("Finding", "Rewrite the {form} from the scanner geometry, or set {form}_code to 0 "
                                      "so that no tool uses it.")},
        {"nifti.non_orthonormal_directions", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "The {form} is degenerate ({why}), so it was not used; the {used} placed the image.")},
        {"nifti.non_orthonormal_directions", M,
         QT_TRANSLATE_NOOP("Finding", "The {form} holds a non-finite number ({why}), so it was not used; the "
                                      "{used} placed the image.")},
        {"nifti.non_orthonormal_directions", F,
         QT_TRANSLATE_NOOP("Finding", "Rewrite the {form} from the scanner geometry, or set {form}_code to 0 "
                                      "so that no tool uses it.")},
        // io/dicom/rtstructreader.cpp: contours counted
        {"rtstruct.contour_data_not_triplets", M,
         QT_TRANSLATE_NOOP("Finding", "{count} contours hold a count of ContourData numbers that is not a "
                                      "multiple of 3; the incomplete last point is left out.")},
        {"rtstruct.contour_nonfinite_points", M,
         QT_TRANSLATE_NOOP("Finding", "{count} contours hold points that are NaN, infinite or unreadable; "
                                      "those points are left out and the rest of each contour is kept.")},
        {"rtstruct.contour_points_beyond_range", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "{count} contours hold points more than 100 m from the origin; those points are left out.")},
        {"rtstruct.contour_point_count_mismatch", M,
         QT_TRANSLATE_NOOP("Finding", "{count} contours declare a NumberOfContourPoints that is not the "
                                      "number of points in their ContourData; the ContourData is used.")},
        {"rtstruct.contour_too_few_points", M,
         QT_TRANSLATE_NOOP("Finding",
                           "{count} closed contours have fewer than 3 usable points and enclose nothing.")},
        {"rtstruct.contour_unknown_type", M,
         QT_TRANSLATE_NOOP("Finding", "{count} contours have a ContourGeometricType that is not one DICOM "
                                      "defines; they are not filled.")},
        {"rtstruct.contour_data_not_triplets", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Re-export the structure set from the contouring system; check the writer.")},
        {"rtstruct.contour_nonfinite_points", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Re-export the structure set from the contouring system; check the writer.")},
        {"rtstruct.contour_points_beyond_range", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Re-export the structure set from the contouring system; check the writer.")},
        {"rtstruct.contour_point_count_mismatch", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Re-export the structure set from the contouring system; check the writer.")},
        {"rtstruct.contour_too_few_points", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Re-export the structure set from the contouring system; check the writer.")},
        {"rtstruct.contour_unknown_type", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Re-export the structure set from the contouring system; check the writer.")},
        // io/dicom/segplacementlayout.cpp: offPlaneFinding
        {"seg.frames_off_slice_planes", M,
         QT_TRANSLATE_NOOP("Finding", "{frames_off_plane} of {frames} SEG frames lie off the slice planes of "
                                      "{image}, by up to {max_offset} ({max_offset_voxels} slices).")},
        {"seg.frames_off_slice_planes", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "{frames_off_plane} of {frames} SEG frames lie off the slice planes of {image}, by up to "
             "{max_offset} ({max_offset_voxels} slices): the SEG's frames are {seg_frame_spacing} apart, the "
             "image's SliceThickness, while its slices are {image_slice_spacing} apart.")},
        {"seg.frames_off_slice_planes", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Rewrite the SEG with each frame's ImagePositionPatient copied from the slice it "
                           "was drawn on (the writer took SliceThickness for the spacing between slices).")},
        {"seg.frames_off_slice_planes", F,
         QT_TRANSLATE_NOOP("Finding", "Rewrite the SEG with each frame's ImagePositionPatient copied from "
                                      "the slice it was drawn on, or check that it belongs to this image.")},
        // io/itk/int64narrowing.cpp; io/dicom/rtstructraster.cpp
        {"io.int64_narrowed", M,
         QT_TRANSLATE_NOOP("Finding", "The file stores 64-bit integer voxels; they were read as {type}, "
                                      "which holds every value exactly.")},
        {"io.int64_narrowed", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Save label maps and masks as uint8 or int16 to quarter the file size.")},
        {"rtstruct.contours_trace_voxel_centres", M,
         QT_TRANSLATE_NOOP(
             "Finding",
             "{rois} ROIs have contours whose vertices lie on voxel centres: they trace the centres of the "
             "edge voxels, not their outer borders, which shrinks each outline by about half a voxel (up to "
             "{shrink} here). Voxels on the contour are drawn, so the mask here keeps them.")},
        {"rtstruct.contours_trace_voxel_centres", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Volumes measured from these polygons (a planning system's DVH, plastimatch, "
                           "pydicom-based tools) are smaller than the mask they were made from: re-export "
                           "with contours on voxel borders, or compare structures by voxel counts.")},
    };
    return table;
}

} // namespace scansleuth::detail
