// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The dataset audit's lines for people (findingtexts.h): a suspected pair's evidence (checks/audit/reduce/
// leakage.cpp: findMatches, describeNear), shown in the GUI's pair list and the audit report's pair table,
// and the pieces its findings' messages are built from (reducerecords.cpp: the summary's counts, the
// wrong-level split's reasons). The evidence stays English in the JSON; these translate it for display.
#include "base/findingtexttable.h"

#include "base/translate.h"

namespace scansleuth::detail {

namespace {
constexpr TextRole M = TextRole::Message;
constexpr TextRole F = TextRole::Fix;
constexpr TextRole L = TextRole::CheckLine;
constexpr TextRole P = TextRole::Part;
} // namespace

const std::vector<TextTemplate>& auditTextTemplates()
{
    static const std::vector<TextTemplate> table = {
        // leakage.cpp: one evidence line a reason of a pair (identity tags keep their DICOM keywords)
        {"", L, QT_TRANSLATE_NOOP("CheckLine", "{number_count} SOPInstanceUID in both ({uid})")},
        {"", L, QT_TRANSLATE_NOOP("CheckLine", "{number_count} SOPInstanceUIDs in both ({uid}, ...)")},
        {"", L, QT_TRANSLATE_NOOP("CheckLine", "SeriesInstanceUID {uid} in both")},
        {"", L, QT_TRANSLATE_NOOP("CheckLine", "StudyInstanceUID {uid} in both")},
        {"", L, QT_TRANSLATE_NOOP("CheckLine", "FrameOfReferenceUID {uid} in both")},
        {"", L, QT_TRANSLATE_NOOP("CheckLine", "AccessionNumber '{accession}' in both")},
        {"", L, QT_TRANSLATE_NOOP("CheckLine", "PatientID '{id}' in both")},
        {"", L, QT_TRANSLATE_NOOP("CheckLine", "CSV patient '{id}' in both")},
        {"", L,
         QT_TRANSLATE_NOOP("CheckLine",
                           "Patient name '{name_a}' and '{name_b}' (both {name}), born {birth_date}, "
                           "sex {sex}, under PatientIDs '{id_a}' and '{id_b}'")},
        {"", L,
         QT_TRANSLATE_NOOP("CheckLine",
                           "Patient name '{name_a}' and '{name_b}' (both {name}), born {birth_date}, "
                           "under PatientIDs '{id_a}' and '{id_b}'")},
        {"", L, QT_TRANSLATE_NOOP("CheckLine", "identical voxels (hash {hash})")},
        {"", L,
         QT_TRANSLATE_NOOP("CheckLine", "'{file_a}' and '{file_b}': {parts} {number_a} and {number_b} of "
                                        "'{volume}'")},
        {"", L, QT_TRANSLATE_NOOP("CheckLine", "embedding cosine {number_cosine}")},
        {"", L, QT_TRANSLATE_NOOP("CheckLine", "NCC {number_ncc}, overlap {number_overlap}%")},
        {"", L,
         QT_TRANSLATE_NOOP("CheckLine", "NCC {number_ncc}, shifted {number_x}, {number_y}, {number_z} mm, "
                                        "overlap {number_overlap}%")},
        {"", L,
         QT_TRANSLATE_NOOP("CheckLine", "NCC {number_ncc} after flipping {axes}, overlap {number_overlap}%")},
        {"", L,
         QT_TRANSLATE_NOOP("CheckLine",
                           "NCC {number_ncc} after flipping {axes}, shifted {number_x}, {number_y}, "
                           "{number_z} mm, overlap {number_overlap}%")},
        {"", L, QT_TRANSLATE_NOOP("CheckLine", "{line_match}: neighbouring slices of one volume")},
        {"", L,
         QT_TRANSLATE_NOOP("CheckLine",
                           "one grid ({number_nx} x {number_ny} x {number_nz} voxels of {number_sx} x "
                           "{number_sy} x {number_sz} mm, one origin), thumbnails correlate {number_cells} "
                           "cell for cell and {number_band} band-passed: volumes of one acquisition (time "
                           "points of one run)")},
        // checks/audit/parity/reference.cpp: a split against a training-side reference ({who}: which one)
        {"dataset.reference_mismatch", M,
         QT_TRANSLATE_NOOP("Finding", "The {split} split's median spacing, {measured} mm, differs from the "
                                      "{stated} mm that {who} states for the training data.")},
        {"dataset.reference_mismatch", F,
         QT_TRANSLATE_NOOP("Finding", "Check that the {split} split comes from the same scanners and was not "
                                      "resampled differently from the training data.")},
        {"dataset.reference_mismatch", M,
         QT_TRANSLATE_NOOP("Finding", "Every {split} volume has spacing {measured} mm, as if resampled, but "
                                      "{who} resamples to {stated} mm.")},
        {"dataset.reference_mismatch", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Give the model volumes resampled by its own pipeline (or raw ones that "
                           "the pipeline resamples), not volumes resampled to another spacing.")},
        {"dataset.reference_mismatch", M,
         QT_TRANSLATE_NOOP("Finding", "The {split} split's intensities (0.5-99.5%: {low} to {high}) do not "
                                      "cover the range {stated_low} to {stated_high} that {who} states: they "
                                      "are not on the same scale.")},
        {"dataset.reference_mismatch", M,
         QT_TRANSLATE_NOOP("Finding", "The {split} split's intensities (0.5-99.5%: {low} to {high}) do not "
                                      "cover the foreground range {stated_low} to {stated_high} that {who} "
                                      "states: they are not on the same scale.")},
        {"dataset.reference_mismatch", F,
         QT_TRANSLATE_NOOP("Finding",
                           "Give the model the {split} split on the training data's intensity scale "
                           "(the same rescale and normalisation).")},
        {"dataset.reference_mismatch", M,
         QT_TRANSLATE_NOOP("Finding",
                           "The {split} split is already in {value_domain}, but {who} normalises to "
                           "{target}: it was preprocessed by another pipeline.")},
        {"dataset.reference_mismatch", F,
         QT_TRANSLATE_NOOP("Finding", "Preprocess the {split} split with the model's own spec.")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "the nnU-Net fingerprint ({path})")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "the nnU-Net plans ({path})")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "the MONAI data statistics ({path})")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "the preprocessing spec ({path})")},
        // parity.cpp: dataset.rescale_mismatch's counts ("slope 1, intercept -1024 6, slope 1, intercept 0
        // 2")
        {"", P,
         QT_TRANSLATE_NOOP("Finding", "slope {number_slope}, intercept {number_intercept} {number_volumes}")},
        {"", P,
         QT_TRANSLATE_NOOP(
             "Finding", "slope {number_slope}, intercept {number_intercept} {number_volumes}, {part_more}")},
        // reducerecords.cpp: audit.summary's counts
        {"", P, QT_TRANSLATE_NOOP("Finding", "{number_volumes} volumes")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "{number_volumes} volume")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "{number_findings} leakage findings")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "{number_findings} leakage finding")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "{number_findings} preprocessing findings")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "{number_findings} preprocessing finding")},
        // reducerecords.cpp: leakage.split_level's reasons, one or both joined by ", and "
        {"", P,
         QT_TRANSLATE_NOOP("Finding",
                           "{number_parts} slice or patch in one split come from a volume whose other "
                           "parts are in another split")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding",
                           "{number_parts} slices or patches in one split come from a volume whose "
                           "other parts are in another split")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding", "{number_cases} case of a patient sit in another split than the same "
                                      "patient's other cases")},
        {"", P,
         QT_TRANSLATE_NOOP("Finding", "{number_cases} cases of a patient sit in another split than the same "
                                      "patient's other cases")},
        {"", P, QT_TRANSLATE_NOOP("Finding", "{part_parts}, and {part_cases}")},
    };
    return table;
}

// Words a placeholder of these lines may hold (context FindingTerm): a pseudonymised report's birth date
// (report/pseudonymise.h: kBirthDateRemoved) and the parts a volume was cut into (leakage.cpp: PartName).
[[maybe_unused]] static const char* const kAuditTerms[] = {
    QT_TRANSLATE_NOOP("FindingTerm", "[birth date removed]"),
    QT_TRANSLATE_NOOP("FindingTerm", "slices"),
    QT_TRANSLATE_NOOP("FindingTerm", "patches"),
    QT_TRANSLATE_NOOP("FindingTerm", "tiles"),
    QT_TRANSLATE_NOOP("FindingTerm", "crops"),
    QT_TRANSLATE_NOOP("FindingTerm", "frames"),
    QT_TRANSLATE_NOOP("FindingTerm", "chunks"),
    QT_TRANSLATE_NOOP("FindingTerm", "parts"),
};

} // namespace scansleuth::detail
