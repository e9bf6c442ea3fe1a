// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The report's fixed texts (report/translatereport.h), marked for lupdate in the context "Report": the
// headings, column names, captions and notes the report builders (core/investigate/*report*.cpp) write
// whole. A text built around a value ("Investigation: <title>") stays English. The writers' own words
// (Document::words) come first.
#include "report/translatereport.h"

#include "base/translate.h"

namespace scansleuth::report::detail {

const std::vector<const char*>& reportTexts()
{
    static const std::vector<const char*> texts = {
        // The writers' words (WriterWords)
        QT_TRANSLATE_NOOP("Report", "Note:"),
        QT_TRANSLATE_NOOP("Report", "Warning:"),
        QT_TRANSLATE_NOOP("Report", "OK:"),
        QT_TRANSLATE_NOOP("Report", "Created"),
        QT_TRANSLATE_NOOP("Report", "Page {page}"),
        QT_TRANSLATE_NOOP("Report", "Page {page} of {pages}"),
        QT_TRANSLATE_NOOP("Report", "Figure {number}"),
        QT_TRANSLATE_NOOP("Report", "Contents"),
        // core/investigate: the builders' headings, columns, captions and notes
        QT_TRANSLATE_NOOP("Report", "Splits"),
        QT_TRANSLATE_NOOP("Report", "Volumes"),
        QT_TRANSLATE_NOOP("Report", "Unreadable files"),
        QT_TRANSLATE_NOOP("Report", "Suspected pairs"),
        QT_TRANSLATE_NOOP("Report", "Parity comparisons flagged"),
        QT_TRANSLATE_NOOP("Report", "Training-side references"),
        QT_TRANSLATE_NOOP("Report", "Findings"),
        QT_TRANSLATE_NOOP("Report", "Every finding of the audit, leakage first"),
        QT_TRANSLATE_NOOP("Report", "Severity"),
        QT_TRANSLATE_NOOP("Report", "Code"),
        QT_TRANSLATE_NOOP("Report", "Finding"),
        QT_TRANSLATE_NOOP("Report", "Suggested fix"),
        QT_TRANSLATE_NOOP("Report", "The audit made no finding."),
        QT_TRANSLATE_NOOP(
            "Report", "No volume of one split matches a volume of another, by identity, voxels or content."),
        QT_TRANSLATE_NOOP("Report", "Split"),
        QT_TRANSLATE_NOOP("Report", "Case"),
        QT_TRANSLATE_NOOP("Report", "Path"),
        QT_TRANSLATE_NOOP("Report", "Kind"),
        QT_TRANSLATE_NOOP("Report", "Similarity"),
        QT_TRANSLATE_NOOP("Report", "Evidence"),
        QT_TRANSLATE_NOOP("Report", "The suspected pairs, side by side"),
        QT_TRANSLATE_NOOP("Report", "Pictures were not asked for: the raw files were not read."),
        QT_TRANSLATE_NOOP("Report", "Preprocessing parity"),
        QT_TRANSLATE_NOOP("Report", "No split pair had volumes on both sides to compare."),
        QT_TRANSLATE_NOOP("Report", "Orientation, type and acquisition"),
        QT_TRANSLATE_NOOP("Report", "Volumes per value, per split"),
        QT_TRANSLATE_NOOP("Report", "Property"),
        QT_TRANSLATE_NOOP("Report", "Value"),
        QT_TRANSLATE_NOOP("Report", "Intensity histograms per split (each volume weighted equally)"),
        QT_TRANSLATE_NOOP("Report", "Distributions per split"),
        QT_TRANSLATE_NOOP("Report", "No split has a volume to plot."),
        QT_TRANSLATE_NOOP("Report", "Stated value"),
        QT_TRANSLATE_NOOP("Report", "Every image file found was read."),
        QT_TRANSLATE_NOOP("Report", "Left out of the audit, with the reader's reason"),
        QT_TRANSLATE_NOOP("Report", "Reason"),
        QT_TRANSLATE_NOOP("Report", "Detail"),
        QT_TRANSLATE_NOOP("Report", "Dataset audit"),
        QT_TRANSLATE_NOOP("Report", "Identifiers"),
        QT_TRANSLATE_NOOP("Report", "Label"),
        QT_TRANSLATE_NOOP("Report", "Metric"),
        QT_TRANSLATE_NOOP("Report",
                          "Each run against the truth, over all cases (a run's failures scored as the worst "
                          "value: Dice 0, distances at the image diagonal), then over the comparable cases"),
        QT_TRANSLATE_NOOP("Report", "Run"),
        QT_TRANSLATE_NOOP("Report", "Agreement between the runs (no truth), over all cases (a run's failure "
                                    "scored as no agreement), then over the comparable cases"),
        QT_TRANSLATE_NOOP("Report", "Runs"),
        QT_TRANSLATE_NOOP("Report", "Is one run better?"),
        QT_TRANSLATE_NOOP("Report", "Without a ground truth, the runs can only be compared with each other: "
                                    "the agreement above says how much they differ, not which is right."),
        QT_TRANSLATE_NOOP("Report", "No metric differs significantly between the runs."),
        QT_TRANSLATE_NOOP("Report", "Mean A"),
        QT_TRANSLATE_NOOP("Report", "Mean B"),
        QT_TRANSLATE_NOOP("Report", "B - A"),
        QT_TRANSLATE_NOOP("Report", "Wilcoxon p"),
        QT_TRANSLATE_NOOP("Report", "Verdict"),
        QT_TRANSLATE_NOOP("Report", "Comparable B - A"),
        QT_TRANSLATE_NOOP("Report", "Comparable verdict"),
        QT_TRANSLATE_NOOP("Report", "Distributions"),
        QT_TRANSLATE_NOOP("Report", "Dice"),
        QT_TRANSLATE_NOOP("Report", "Worst slice"),
        QT_TRANSLATE_NOOP("Report", "Difference"),
        QT_TRANSLATE_NOOP("Report", "Dice between"),
        QT_TRANSLATE_NOOP("Report", "Failed cases"),
        QT_TRANSLATE_NOOP("Report", "Why"),
        QT_TRANSLATE_NOOP("Report", "Every case was read and every file was on its case's grid."),
        QT_TRANSLATE_NOOP("Report", "Ground truth"),
        QT_TRANSLATE_NOOP("Report", "Cases"),
        QT_TRANSLATE_NOOP("Report", "Labels"),
        QT_TRANSLATE_NOOP("Report", "NSD tolerance"),
        QT_TRANSLATE_NOOP("Report", "Probabilities"),
        QT_TRANSLATE_NOOP("Report", "Run comparison"),
        QT_TRANSLATE_NOOP("Report",
                          "Cases missing from an input (kept: a run's missing case is its failure)"),
        QT_TRANSLATE_NOOP("Report", "Input"),
        QT_TRANSLATE_NOOP("Report", "Missing cases"),
        QT_TRANSLATE_NOOP("Report", "Summary"),
        QT_TRANSLATE_NOOP("Report", "Where the runs disagree most"),
        QT_TRANSLATE_NOOP("Report", "No reliable case was measured for both runs."),
        QT_TRANSLATE_NOOP("Report", "The worst cases, slice by slice"),
        QT_TRANSLATE_NOOP("Report", "Loss while overfitting one batch"),
        QT_TRANSLATE_NOOP("Report", "Experiment"),
        QT_TRANSLATE_NOOP("Report", "The experiment's numbers."),
        QT_TRANSLATE_NOOP("Report", "Quantity"),
        QT_TRANSLATE_NOOP("Report", "Category"),
        QT_TRANSLATE_NOOP("Report", "Experiments run"),
        QT_TRANSLATE_NOOP("Report", "Verification gates passed"),
        QT_TRANSLATE_NOOP("Report", "Symptom"),
        QT_TRANSLATE_NOOP("Report", "In the user's words"),
        QT_TRANSLATE_NOOP("Report", "What they were doing"),
        QT_TRANSLATE_NOOP("Report", "What changed recently"),
        QT_TRANSLATE_NOOP("Report", "Hypotheses in priority order"),
        QT_TRANSLATE_NOOP("Report", "Likelihood: the prior from the knowledge base, updated by each verdict "
                                    "(supported x8, refuted x0.05) and normalised."),
        QT_TRANSLATE_NOOP("Report", "Hypothesis"),
        QT_TRANSLATE_NOOP("Report", "Prior"),
        QT_TRANSLATE_NOOP("Report", "Likelihood"),
        QT_TRANSLATE_NOOP("Report", "Experiment that can falsify it"),
        QT_TRANSLATE_NOOP("Report", "Diagnostic steps taken"),
        QT_TRANSLATE_NOOP("Report", "No experiment has been run yet."),
        QT_TRANSLATE_NOOP("Report", "Inputs"),
        QT_TRANSLATE_NOOP("Report", "Started (UTC)"),
        QT_TRANSLATE_NOOP("Report", "Status"),
        QT_TRANSLATE_NOOP("Report", "Result"),
        QT_TRANSLATE_NOOP(
            "Report",
            "Each candidate cause, undone on the mask and measured (Dice with the reference when given, else "
            "the image-edge score of the mask boundary; 1 = the image's mean gradient)."),
        QT_TRANSLATE_NOOP("Report", "Candidate"),
        QT_TRANSLATE_NOOP("Report", "Amount"),
        QT_TRANSLATE_NOOP("Report", "Before"),
        QT_TRANSLATE_NOOP("Report", "After"),
        QT_TRANSLATE_NOOP("Report", "Tool"),
        QT_TRANSLATE_NOOP("Report", "Form used"),
        QT_TRANSLATE_NOOP("Report", "Note"),
        QT_TRANSLATE_NOOP("Report", "The picture is not a plain file (a folder, a pipe or a device)."),
        QT_TRANSLATE_NOOP("Report", "No evidence has been recorded yet."),
        QT_TRANSLATE_NOOP("Report", "Measured"),
        QT_TRANSLATE_NOOP("Report", "Verdicts"),
        QT_TRANSLATE_NOOP("Report", "Quick wins, and what to do if they fail"),
        QT_TRANSLATE_NOOP("Report", "Quick wins:"),
        QT_TRANSLATE_NOOP("Report", "If they fail:"),
        QT_TRANSLATE_NOOP("Report", "Verification gates"),
        QT_TRANSLATE_NOOP("Report", "An investigation is closed when all five hold."),
        QT_TRANSLATE_NOOP("Report", "Gate"),
        QT_TRANSLATE_NOOP("Report", "Cause explained in words"),
        QT_TRANSLATE_NOOP("Report", "Minimal reproducer"),
        QT_TRANSLATE_NOOP("Report", "Regression test"),
        QT_TRANSLATE_NOOP("Report", "Cause documented"),
        QT_TRANSLATE_NOOP("Report", "Same pattern checked elsewhere"),
        QT_TRANSLATE_NOOP("Report", "ScanSleuth report"),
        QT_TRANSLATE_NOOP("Report", "Investigation started"),
        QT_TRANSLATE_NOOP("Report", "Last changed"),
        QT_TRANSLATE_NOOP("Report", "Patient"),
        QT_TRANSLATE_NOOP("Report", "included on request"),
        QT_TRANSLATE_NOOP("Report", "pseudonymised (keyed hash)"),
        // Words a cell holds alone: verdicts (workflow::verdictId, check-pair's candidates), a run's and a
        // gate's status, the model experiments' flags and verdicts, plot axes, slice planes
        QT_TRANSLATE_NOOP("Report", "supported"),
        QT_TRANSLATE_NOOP("Report", "refuted"),
        QT_TRANSLATE_NOOP("Report", "untested"),
        QT_TRANSLATE_NOOP("Report", "inconclusive"),
        QT_TRANSLATE_NOOP("Report", "done"),
        QT_TRANSLATE_NOOP("Report", "failed"),
        QT_TRANSLATE_NOOP("Report", "open"),
        QT_TRANSLATE_NOOP("Report", "passed"),
        QT_TRANSLATE_NOOP("Report", "yes"),
        QT_TRANSLATE_NOOP("Report", "no"),
        QT_TRANSLATE_NOOP("Report", "non-finite"),
        QT_TRANSLATE_NOOP("Report", "step"),
        QT_TRANSLATE_NOOP("Report", "value"),
        QT_TRANSLATE_NOOP("Report", "deterministic"),
        QT_TRANSLATE_NOOP("Report", "nondeterministic"),
        QT_TRANSLATE_NOOP("Report", "differs"),
        QT_TRANSLATE_NOOP("Report", "equivalent"),
        QT_TRANSLATE_NOOP("Report", "blocked"),
        QT_TRANSLATE_NOOP("Report", "flows"),
        QT_TRANSLATE_NOOP("Report", "overfits"),
        QT_TRANSLATE_NOOP("Report", "fails-to-overfit"),
        QT_TRANSLATE_NOOP("Report", "expected"),
        QT_TRANSLATE_NOOP("Report", "unexpected"),
        QT_TRANSLATE_NOOP("Report", "nonfinite"),
        QT_TRANSLATE_NOOP("Report", "axial"),
        QT_TRANSLATE_NOOP("Report", "coronal"),
        QT_TRANSLATE_NOOP("Report", "sagittal"),
        // Snapshot captions (core/investigate: the experiments' pictures) and table captions
        QT_TRANSLATE_NOOP("Report", "The mask as stored, drawn in world space over the image."),
        QT_TRANSLATE_NOOP("Report", "The label map over the image."),
        QT_TRANSLATE_NOOP("Report", "Where the repeated runs disagree over the input (brighter: a larger "
                                    "difference between runs)."),
        QT_TRANSLATE_NOOP("Report", "How other tools read the image file."),
        QT_TRANSLATE_NOOP("Report", "How other tools read the mask file."),
        // The run comparison's report (comparisonreport.cpp, compare/runs/comparisonwords.cpp): the summary's
        // columns, the verdicts, the probability modes, the failures' causes, the difference legend's
        // entries that hold no name (render/differencemap.cpp)
        QT_TRANSLATE_NOOP("Report", "Mean"),
        QT_TRANSLATE_NOOP("Report", "Median"),
        QT_TRANSLATE_NOOP("Report", "Comparable mean"),
        QT_TRANSLATE_NOOP("Report", "95% CI"),
        QT_TRANSLATE_NOOP("Report", "Not comparable: a run's file is missing, unreadable, on another grid or "
                                    "misplaced (that run's failure, scored as the worst value over all cases "
                                    "and left out of the comparable cases), or the truth is unusable"),
        QT_TRANSLATE_NOOP("Report", "Volume difference (ml)"),
        QT_TRANSLATE_NOOP("Report", "|Volume difference| (ml)"),
        QT_TRANSLATE_NOOP("Report", "no significant difference"),
        QT_TRANSLATE_NOOP("Report", "none"),
        QT_TRANSLATE_NOOP("Report", "none found"),
        // report/pseudonymise.cpp: a birth date the report leaves out (the "Patient" metadata)
        QT_TRANSLATE_NOOP("Report", "[birth date removed]"),
        QT_TRANSLATE_NOOP("Report", "auto"),
        QT_TRANSLATE_NOOP("Report", "argmax"),
        QT_TRANSLATE_NOOP("Report", "threshold"),
        QT_TRANSLATE_NOOP("Report", "missing"),
        QT_TRANSLATE_NOOP("Report", "unreadable"),
        QT_TRANSLATE_NOOP("Report", "misplaced"),
        QT_TRANSLATE_NOOP("Report", "mirrored"),
        QT_TRANSLATE_NOOP("Report", "rotated"),
        QT_TRANSLATE_NOOP("Report", "axes swapped"),
        QT_TRANSLATE_NOOP("Report", "shifted"),
        QT_TRANSLATE_NOOP("Report", "relabelled"),
        QT_TRANSLATE_NOOP("Report", "another grid"),
        QT_TRANSLATE_NOOP("Report", "blue: agreement (true positive)"),
        QT_TRANSLATE_NOOP("Report", "blue: agreement (in both)"),
        QT_TRANSLATE_NOOP("Report", "magenta: false negative (only in the truth)"),
        // The dataset audit's report (auditreport.cpp, audit/output/auditwords.cpp): the parity table's
        // columns, the pairs' kinds, the features and properties that are words
        QT_TRANSLATE_NOOP("Report", "Feature"),
        QT_TRANSLATE_NOOP("Report", "Median A"),
        QT_TRANSLATE_NOOP("Report", "Median B"),
        QT_TRANSLATE_NOOP("Report", "Flagged"),
        QT_TRANSLATE_NOOP("Report", "Cohen's d"),
        QT_TRANSLATE_NOOP("Report", "same patient ID"),
        QT_TRANSLATE_NOOP("Report", "same name, birth date and sex"),
        QT_TRANSLATE_NOOP("Report", "same study"),
        QT_TRANSLATE_NOOP("Report", "same series"),
        QT_TRANSLATE_NOOP("Report", "same DICOM instances"),
        QT_TRANSLATE_NOOP("Report", "same frame of reference"),
        QT_TRANSLATE_NOOP("Report", "same accession number"),
        QT_TRANSLATE_NOOP("Report", "same patient (CSV)"),
        QT_TRANSLATE_NOOP("Report", "same voxels"),
        QT_TRANSLATE_NOOP("Report", "near-duplicate"),
        QT_TRANSLATE_NOOP("Report", "similar embedding"),
        QT_TRANSLATE_NOOP("Report", "parts of one volume"),
        QT_TRANSLATE_NOOP("Report", "one acquisition"),
        QT_TRANSLATE_NOOP("Report", "intensity"),
        QT_TRANSLATE_NOOP("Report", "mean"),
        QT_TRANSLATE_NOOP("Report", "min"),
        QT_TRANSLATE_NOOP("Report", "max"),
        QT_TRANSLATE_NOOP("Report", "format"),
        QT_TRANSLATE_NOOP("Report", "orientation"),
        QT_TRANSLATE_NOOP("Report", "rescale"),
        QT_TRANSLATE_NOOP("Report", "(none)"),
        // An unreadable file's kind (auditreport.cpp: failureKindWords)
        QT_TRANSLATE_NOOP("Report", "not found"),
        QT_TRANSLATE_NOOP("Report", "corrupt"),
        QT_TRANSLATE_NOOP("Report", "unsupported"),
        QT_TRANSLATE_NOOP("Report", "too large"),
        QT_TRANSLATE_NOOP("Report", "read error"),
        QT_TRANSLATE_NOOP("Report", "invalid"),
        QT_TRANSLATE_NOOP("Report", "cancelled"),
        QT_TRANSLATE_NOOP("Report", "internal error"),
        // The parity features' row labels are base/featurewords.cpp's (reportTextFor adds them). The
        // training-side references' values, their kinds, the units and the splits' value ranges
        // (audit/output/auditwords.cpp: referenceValueLabel, referenceKindWords, featureLabel,
        // valueDomainWords)
        QT_TRANSLATE_NOOP("Report", "Median voxel spacing x"),
        QT_TRANSLATE_NOOP("Report", "Median voxel spacing y"),
        QT_TRANSLATE_NOOP("Report", "Median voxel spacing z"),
        QT_TRANSLATE_NOOP("Report", "Target voxel spacing x"),
        QT_TRANSLATE_NOOP("Report", "Target voxel spacing y"),
        QT_TRANSLATE_NOOP("Report", "Target voxel spacing z"),
        QT_TRANSLATE_NOOP("Report", "Median image size x"),
        QT_TRANSLATE_NOOP("Report", "Median image size y"),
        QT_TRANSLATE_NOOP("Report", "Median image size z"),
        QT_TRANSLATE_NOOP("Report", "0.5th intensity percentile"),
        QT_TRANSLATE_NOOP("Report", "99.5th intensity percentile"),
        QT_TRANSLATE_NOOP("Report", "Intensities measured on the foreground (1: yes)"),
        QT_TRANSLATE_NOOP("Report", "Output minimum"),
        QT_TRANSLATE_NOOP("Report", "Output maximum"),
        QT_TRANSLATE_NOOP("Report", "nnU-Net fingerprint"),
        QT_TRANSLATE_NOOP("Report", "nnU-Net plans"),
        QT_TRANSLATE_NOOP("Report", "MONAI data statistics"),
        QT_TRANSLATE_NOOP("Report", "preprocessing spec"),
        QT_TRANSLATE_NOOP("Report", "HU"),
        QT_TRANSLATE_NOOP("Report", "image units"),
        QT_TRANSLATE_NOOP("Report", "mm"),
        QT_TRANSLATE_NOOP("Report", "voxels"),
        QT_TRANSLATE_NOOP("Report", "0 to 1"),
        QT_TRANSLATE_NOOP("Report", "not recognised"),
        QT_TRANSLATE_NOOP("Report", "Hounsfield units"),
        QT_TRANSLATE_NOOP("Report", "scaled to [0, 1]"),
        QT_TRANSLATE_NOOP("Report", "z-scores (mean 0, std 1 per volume)"),
        QT_TRANSLATE_NOOP("Report", "8-bit integers (0 to 255)"),
        QT_TRANSLATE_NOOP("Report", "unnormalised values (not HU, [0, 1], z-scores or 8-bit)"),
        QT_TRANSLATE_NOOP("Report", "a mix of value ranges"),
        QT_TRANSLATE_NOOP("Report", "intensity (real values)"),
        QT_TRANSLATE_NOOP("Report", "fraction of voxels"),
        // The audit in an investigation's report (auditrun.cpp)
        QT_TRANSLATE_NOOP("Report", "Suspected leaks between the splits, strongest first."),
        QT_TRANSLATE_NOOP("Report",
                          "Preprocessing parity: per-volume features compared between splits, "
                          "flagged ones first (flagged: |Cohen's d| >= 0.8 with KS p < 0.01, or KS D "
                          ">= 0.5)."),
        QT_TRANSLATE_NOOP("Report", "Volume A"),
        QT_TRANSLATE_NOOP("Report", "Volume B"),
    };
    return texts;
}

// Texts built around values, as the report builders and the investigation (its verdicts' reasons) write
// them. A placeholder's name says what it takes and how it is translated (translatereport.cpp):
// {kb_...} a knowledge-base text, {kblist_...} knowledge-base texts joined by "; ", {text_...} any report
// text (translated in turn), {word_...} a word of the list above, {num_...} a number, {id_...} an id or a
// code (no space), {ids_...} ids joined by ", ", {versus_...} names joined by " vs ", {prompt_...} a
// knowledge-base text that has a translation (a form field's prompt, which no literal text delimits),
// {answer_...} its answer (no "; ", translated as a report text: "yes"); any other name is kept
// as written. A template whose own text has no letter ("{id_run}: {kb_experiment}") is used only where a
// piece it holds was translated. The more specific template comes first.
const std::vector<const char*>& reportTemplates()
{
    static const std::vector<const char*> templates = {
        // reportbuilder.cpp
        QT_TRANSLATE_NOOP("Report", "Investigation: {kb_title}"),
        QT_TRANSLATE_NOOP("Report", "Supported by the evidence: {kblist_hypotheses}."),
        QT_TRANSLATE_NOOP("Report",
                          "No hypothesis is supported yet. The most likely remains: {kb_hypothesis} "
                          "({num_likelihood}%)."),
        QT_TRANSLATE_NOOP("Report", "{num_count} of {num_total}"),
        QT_TRANSLATE_NOOP("Report", "{kb_symptom} ({id_symptom})"),
        QT_TRANSLATE_NOOP("Report", "{id_run}: {kb_experiment}"),
        QT_TRANSLATE_NOOP("Report", "edge {num_score}"),
        QT_TRANSLATE_NOOP("Report", "{text_caption} ({word_plane} slice {num_slice}, RAS {num_r}, {num_a}, "
                                    "{num_s} mm)"),
        QT_TRANSLATE_NOOP("Report", "The picture '{path}' ({text_caption}) is not included: {text_reason}"),
        QT_TRANSLATE_NOOP("Report", "Training curves ({classification})"),
        // modelreport.cpp
        QT_TRANSLATE_NOOP("Report", "Determinism: each variant run against the reference run ({key})."),
        QT_TRANSLATE_NOOP("Report", "Gradient of each parameter, flagged parameters first ({key})."),
        QT_TRANSLATE_NOOP("Report", "Weights and activations of each submodule, flagged ones first ({key})."),
        QT_TRANSLATE_NOOP("Report", "Records of {key}, flagged ones first."),
        QT_TRANSLATE_NOOP("Report", "{text_caption} {num_rows} more rows are in the investigation file."),
        QT_TRANSLATE_NOOP("Report", "{text_caption} {num_rows} more are in the investigation file."),
        // The experiments' snapshot captions (experimentrunner.cpp, modelruns.cpp)
        QT_TRANSLATE_NOOP("Report", "The mask after undoing the supported cause: {text_cause}"),
        QT_TRANSLATE_NOOP("Report", "The experiment's map \"{name}\" over the input."),
        // A verdict's reason (workflow/investigation.cpp)
        QT_TRANSLATE_NOOP("Report",
                          "The experiment {id_experiment} ({id_run}) found none of the hypothesis's "
                          "findings."),
        QT_TRANSLATE_NOOP("Report", "The experiment {id_experiment} ({id_run}) found none of {ids_codes}."),
        QT_TRANSLATE_NOOP("Report",
                          "{text_reason} The experiment {id_experiment} ({id_run}) found none of the "
                          "hypothesis's findings."),
        QT_TRANSLATE_NOOP("Report", "{text_reason} The experiment {id_experiment} ({id_run}) found none of "
                                    "{ids_codes}."),
        QT_TRANSLATE_NOOP("Report", "{text_found} This experiment cannot rule it out on its own."),
        QT_TRANSLATE_NOOP("Report", "The experiment {id_experiment} ({id_run}) supports it."),
        QT_TRANSLATE_NOOP("Report", "The experiment {id_experiment} ({id_run}) could not decide; a reference "
                                    "mask or another experiment can."),
        QT_TRANSLATE_NOOP("Report", "{text_finding} The experiment {id_experiment} ({id_run}) could not "
                                    "decide; a reference mask or another experiment can."),
        QT_TRANSLATE_NOOP("Report", "{text_finding} ({id_code}, {id_run})"),
        // The pictures of a run comparison (comparisonreport.cpp; comparisonrun.cpp: an investigation's
        // snapshots) and their legend's entries (render/differencemap.cpp: differenceLegendText)
        QT_TRANSLATE_NOOP("Report", "The picture of case {name_case} is not included: {text_error}"),
        QT_TRANSLATE_NOOP("Report",
                          "{name_case}, slice {num_slice}, {name_b} against the truth: {texts_legend}."),
        QT_TRANSLATE_NOOP("Report",
                          "{name_case}, slice {num_slice}, {name_a} against {name_b}: {texts_legend}."),
        QT_TRANSLATE_NOOP("Report",
                          "{name_case} (not comparable: see its findings), slice {num_slice}: {text_what}."),
        QT_TRANSLATE_NOOP("Report", "{name_case}, slice {num_slice}: {text_what}."),
        QT_TRANSLATE_NOOP("Report", "where runs '{name_a}' and '{name_b}' differ ({texts_legend})"),
        QT_TRANSLATE_NOOP("Report", "run '{name_b}' against the truth ({texts_legend})"),
        QT_TRANSLATE_NOOP("Report", "orange: false positive (only in {name_run})"),
        QT_TRANSLATE_NOOP("Report", "yellow: wrong label (another label in {name_run})"),
        QT_TRANSLATE_NOOP("Report", "orange: only in {name_run}"),
        QT_TRANSLATE_NOOP("Report", "magenta: only in {name_run}"),
        // The run comparison's report (comparisonreport.cpp, compare/runs)
        QT_TRANSLATE_NOOP("Report", "{versus_runs}, against the ground truth"),
        QT_TRANSLATE_NOOP("Report", "{name_runs}, against the ground truth"),
        QT_TRANSLATE_NOOP("Report", "{versus_runs}, without a ground truth"),
        QT_TRANSLATE_NOOP("Report", "{name_runs}, without a ground truth"),
        QT_TRANSLATE_NOOP("Report", "{num_cases} ({num_complete} with every input)"),
        QT_TRANSLATE_NOOP("Report", "{name_a} (A) against {name_b} (B), {name_label}: paired over all cases "
                                    "(failures at the worst value), then over the comparable cases, alpha "
                                    "{num_alpha}"),
        QT_TRANSLATE_NOOP("Report", "{num_low} to {num_high}"),
        QT_TRANSLATE_NOOP("Report", "{name_run} better"),
        QT_TRANSLATE_NOOP("Report", "Dice between the runs, {name_label}"),
        QT_TRANSLATE_NOOP("Report", "Dice per case, {name_a} against {name_b}, {name_label}"),
        QT_TRANSLATE_NOOP("Report", "Volume per case (ml), {name_a} against {name_b}, {name_label}"),
        QT_TRANSLATE_NOOP("Report", "{text_metric} per run, {name_label}"),
        QT_TRANSLATE_NOOP("Report",
                          "Cases ordered by the lowest Dice of {name_a} against the truth (mean over "
                          "labels)"),
        QT_TRANSLATE_NOOP("Report",
                          "Cases ordered by |Dice {name_b} - Dice {name_a}| against the truth (mean "
                          "over labels)"),
        QT_TRANSLATE_NOOP("Report", "Cases ordered by the lowest Dice between {name_a} and {name_b}"),
        QT_TRANSLATE_NOOP("Report",
                          "{name_run} failed {num_failed} of {num_cases}: {counts_why}: {name_list}."),
        QT_TRANSLATE_NOOP("Report", "{name_run} failed {num_failed} of {num_cases}: {name_list}."),
        QT_TRANSLATE_NOOP("Report", "Left out of every statistic, their truth being missing or unreadable: "
                                    "{name_cases}."),
        // The truth's input is named "truth" (compare/cases/casematch.cpp)
        QT_TRANSLATE_NOOP("Report", "{name_input} against truth: same grid. {text_cause}"),
        QT_TRANSLATE_NOOP("Report", "{name_input} against truth: another grid. {text_cause}"),
        QT_TRANSLATE_NOOP("Report", "{name_input} against truth: same grid"),
        QT_TRANSLATE_NOOP("Report", "{name_input} against truth: another grid"),
        QT_TRANSLATE_NOOP("Report", "{name_input} against {name_against}: same grid. {text_cause}"),
        QT_TRANSLATE_NOOP("Report", "{name_input} against {name_against}: another grid. {text_cause}"),
        QT_TRANSLATE_NOOP("Report", "{name_input} against {name_against}: same grid"),
        QT_TRANSLATE_NOOP("Report", "{name_input} against {name_against}: another grid"),
        QT_TRANSLATE_NOOP("Report", "{name_input} has no file for this case"),
        // A cause followed by the codes of the geometry findings behind it ("... right.
        // [geometry.origin_offset]"),
        // one code at a time from the end
        QT_TRANSLATE_NOOP("Report", "{text_cause} [{id_code}]"),
        // A geometry finding of a case that is not comparable (the failed cases' bullets)
        QT_TRANSLATE_NOOP("Report", "{name_case}, {name_input}: [{text_severity}] {id_code}: {text_finding}"),
        // The dataset audit's report (auditreport.cpp, audit/output/auditwords.cpp) and its pictures in an
        // investigation (auditrun.cpp)
        QT_TRANSLATE_NOOP("Report", "Leakage and preprocessing parity between {name_splits}"),
        QT_TRANSLATE_NOOP("Report", "{name_split} ({num_volumes} volumes, {name_path})"),
        QT_TRANSLATE_NOOP("Report", "{name_split} ({num_volumes} volume, {name_path})"),
        QT_TRANSLATE_NOOP("Report",
                          "The strongest {num_shown} of {num_total} pairs across splits, two rows a "
                          "pair (A, then B)"),
        QT_TRANSLATE_NOOP("Report", "The first {num_shown} of {num_total} pairs are pictured."),
        QT_TRANSLATE_NOOP(
            "Report", "The picture of pair {num_pair} is not included: {name_record} could not be "
                      "read (Array files (.{id_format}) are not pictured). (they hold no geometry to draw "
                      "a slice by; {name_path})"),
        QT_TRANSLATE_NOOP("Report", "The picture of pair {num_pair} is not included: {text_error}"),
        QT_TRANSLATE_NOOP("Report",
                          "Pair {num_pair}, {word_kind} (similarity {num_similarity}): {name_a} "
                          "(left) and {name_b} (right), A's middle axial slice and B's matched slice."),
        QT_TRANSLATE_NOOP("Report", "Pair {num_pair}, {word_kind} (similarity {num_similarity}): {name_a} "
                                    "(left) and {name_b} (right), middle axial slices."),
        QT_TRANSLATE_NOOP("Report",
                          "Pair {num_pair}, {word_kind} (similarity -): {name_a} (left) and {name_b} "
                          "(right), middle axial slices."),
        QT_TRANSLATE_NOOP("Report",
                          "{name_a} (A, {num_na} volumes) against {name_b} (B, {num_nb} volumes): per-volume "
                          "features, flagged first; KS: Kolmogorov-Smirnov, Wasserstein: the first "
                          "Wasserstein distance in the feature's unit, Cohen's d of B against A"),
        QT_TRANSLATE_NOOP("Report",
                          "{name_a} (A, {num_na} volume) against {name_b} (B, {num_nb} volumes): per-volume "
                          "features, flagged first; KS: Kolmogorov-Smirnov, Wasserstein: the first "
                          "Wasserstein distance in the feature's unit, Cohen's d of B against A"),
        QT_TRANSLATE_NOOP("Report",
                          "{name_a} (A, {num_na} volumes) against {name_b} (B, {num_nb} volume): per-volume "
                          "features, flagged first; KS: Kolmogorov-Smirnov, Wasserstein: the first "
                          "Wasserstein distance in the feature's unit, Cohen's d of B against A"),
        QT_TRANSLATE_NOOP("Report",
                          "{name_a} (A, {num_na} volume) against {name_b} (B, {num_nb} volume): per-volume "
                          "features, flagged first; KS: Kolmogorov-Smirnov, Wasserstein: the first "
                          "Wasserstein distance in the feature's unit, Cohen's d of B against A"),
        QT_TRANSLATE_NOOP("Report", "Value range recognised per split: {texts_domains}."),
        QT_TRANSLATE_NOOP("Report", "Value range recognised per split: {text_domain}."),
        QT_TRANSLATE_NOOP("Report", "{name_split}: {word_domain}"),
        QT_TRANSLATE_NOOP("Report", "{word_feature} ({word_unit})"),
        QT_TRANSLATE_NOOP("Report", "{word_kind}: {name_path} (normalisation {id_normalisation})"),
        QT_TRANSLATE_NOOP("Report", "{word_kind}: {name_path}"),
        QT_TRANSLATE_NOOP("Report", "{word_kind} ({name_path})"),
        QT_TRANSLATE_NOOP("Report", "{text_feature} per volume, by split"),
        QT_TRANSLATE_NOOP("Report", "slope {num_slope}, intercept {num_intercept}"),
        QT_TRANSLATE_NOOP("Report", "identical voxels (hash {id_hash})"),
        QT_TRANSLATE_NOOP("Report",
                          "{name_a} and {name_b} side by side ({id_kind}: {text_evidence}), the first "
                          "at its middle"),
        QT_TRANSLATE_NOOP("Report",
                          "{name_a} and {name_b} side by side ({id_kind}, similarity {num_similarity}: "
                          "{text_evidence}), the first at its middle"),
        QT_TRANSLATE_NOOP("Report",
                          "{name_a} and {name_b} side by side ({id_kind}, similarity {num_similarity}), "
                          "the first at its middle"),
        QT_TRANSLATE_NOOP("Report",
                          "{name_a} and {name_b} side by side ({id_kind}), the first at its middle"),
        QT_TRANSLATE_NOOP("Report", "Suspected leaks between the splits, strongest first ({num_shown} of "
                                    "{num_total})."),
        QT_TRANSLATE_NOOP("Report", "Splits audited: {texts_splits}."),
        QT_TRANSLATE_NOOP("Report", "Splits audited: {text_split}."),
        QT_TRANSLATE_NOOP("Report", "{name_split}: {num_volumes} volumes, {word_domain}"),
        // reportbuilder.cpp: an experiment's input in the run table ("reference mask: mask.nii.gz")
        QT_TRANSLATE_NOOP("Report", "{word_input}: {id_file}"),
        // reportbuilder.cpp: a patient of the investigation's inputs (the "Patient" metadata, pseudonymised:
        // a name without spaces, which keeps a sentence such as the pair evidence's "Patient name 'A' and
        // 'B' (both A), born ..." out of it)
        QT_TRANSLATE_NOOP("Report", "{id_name}, ID {id_patient}, born {text_born}"),
        QT_TRANSLATE_NOOP("Report", "ID {id_patient}, born {text_born}"),
        QT_TRANSLATE_NOOP("Report", "{id_name}, born {text_born}"),
        // reportbuilder.cpp: a manual experiment's observation in the run table, the field's prompt (a
        // knowledge-base text) and its value ("Is the mask in place in ScanSleuth? yes")
        QT_TRANSLATE_NOOP("Report", "{prompt_field} {answer_value}"),
        QT_TRANSLATE_NOOP("Report", "{prompt_field}: {answer_value}"),
        // reportbuilder.cpp: a failed run's error (a reader's sentence, base/errortexts.h, then its detail)
        QT_TRANSLATE_NOOP("Report", "The experiment failed: {text_error}"),
        // A run's file of the case that could not be read, with the reader's error (comparisonwords.cpp):
        // after every template that spells out more of its head ("The experiment failed: ...")
        QT_TRANSLATE_NOOP("Report", "{name_input}: {error_text}"),
        // Lists: every piece translated ("train (3 volumes, tr); test (3 volumes, te)", "1 same voxels")
        QT_TRANSLATE_NOOP("Report", "{texts_items}"),
        QT_TRANSLATE_NOOP("Report", "{counts_items}"),
    };
    return templates;
}

// The automated experiments' inputs (resources/knowledge: an input's id) in words, for the report's run
// table ("reference mask: mask.nii.gz", not "reference: mask.nii.gz"); translated as report words.
const std::vector<std::pair<const char*, const char*>>& inputWords()
{
    static const std::vector<std::pair<const char*, const char*>> words = {
        {"classes", QT_TRANSLATE_NOOP("Report", "number of classes")},
        {"csv", QT_TRANSLATE_NOOP("Report", "training log")},
        {"device", QT_TRANSLATE_NOOP("Report", "device")},
        {"embedding_model", QT_TRANSLATE_NOOP("Report", "embedding model")},
        {"error", QT_TRANSLATE_NOOP("Report", "error file")},
        {"folder", QT_TRANSLATE_NOOP("Report", "folder")},
        {"image", QT_TRANSLATE_NOOP("Report", "image")},
        {"images", QT_TRANSLATE_NOOP("Report", "images")},
        {"labels", QT_TRANSLATE_NOOP("Report", "label names")},
        {"mask", QT_TRANSLATE_NOOP("Report", "mask")},
        {"model", QT_TRANSLATE_NOOP("Report", "model")},
        {"new_data", QT_TRANSLATE_NOOP("Report", "new data")},
        {"output", QT_TRANSLATE_NOOP("Report", "output file")},
        {"path", QT_TRANSLATE_NOOP("Report", "volumes")},
        {"reference", QT_TRANSLATE_NOOP("Report", "reference mask")},
        {"repeats", QT_TRANSLATE_NOOP("Report", "runs per variant")},
        {"runs", QT_TRANSLATE_NOOP("Report", "runs")},
        {"sacct", QT_TRANSLATE_NOOP("Report", "sacct output")},
        {"spec", QT_TRANSLATE_NOOP("Report", "preprocessing spec")},
        {"splits_csv", QT_TRANSLATE_NOOP("Report", "list of splits")},
        {"steps", QT_TRANSLATE_NOOP("Report", "optimiser steps")},
        {"tensor_a", QT_TRANSLATE_NOOP("Report", "training tensor")},
        {"tensor_b", QT_TRANSLATE_NOOP("Report", "inference tensor")},
        {"test", QT_TRANSLATE_NOOP("Report", "test split")},
        {"train", QT_TRANSLATE_NOOP("Report", "training split")},
        {"train_spec", QT_TRANSLATE_NOOP("Report", "training spec")},
        {"training_fingerprint", QT_TRANSLATE_NOOP("Report", "training fingerprint")},
        {"truth", QT_TRANSLATE_NOOP("Report", "ground truth")},
        {"validation", QT_TRANSLATE_NOOP("Report", "validation split")},
    };
    return words;
}

} // namespace scansleuth::report::detail
