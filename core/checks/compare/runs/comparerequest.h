// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/finding.h"
#include "base/progress.h"
#include "base/result.h"
#include "compare/cases/casematch.h"
#include "compare/runs/differencepictures.h"
#include "compare/runs/runcomparison.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <vector>

// The run comparison as one call: what the user asked for in, everything every view shows out. The CLI
// (`scansleuth-cli compare`), the GUI's compare job and the investigation's experiment call
// runComparison; each renders its result and none of them reads a label table, an image list or a
// prediction file itself. docs/run-comparison.md describes what it does.
namespace scansleuth::compare {

// ---- Label names ----

// A label table's names, read by render::readLabelTableFile (render/labeltable.h: ITK-SNAP, Slicer,
// FreeSurfer LUT, MRIcron/FSL index-name text, CSV/TSV or FSL atlas XML, the format decided from the
// content).
struct LabelNames
{
    std::map<std::int64_t, std::string> names; // every entry of the table, label 0 included
    std::vector<std::int64_t> labels;          // the labels other than 0, in the table's order
};

// The one reader of label names of the run comparison (`compare --labels`, the GUI's label table, an
// investigation's "labels"). Errors: the table reader's, unchanged: NotFound ("The label table P cannot
// be opened."), Corrupt naming the line (a value given twice, an empty name, another layout) or a table
// without labels, TooLarge.
Result<LabelNames> readLabelNames(const std::string& path);

// ---- Images ----

// The images beneath the label maps, by case key (a folder or a CSV of `case,file` rows, matched like a
// run: compare/cases).
struct CaseImages
{
    std::map<std::string, std::string> files; // case key -> image file
    Findings findings;                        // listing the folder: duplicate keys, missing files
};
// Errors: listRunCases's (NotFound for a path that does not exist, ...).
Result<CaseImages> listCaseImages(const std::string& source);

// ---- The comparison ----

struct CompareRequest
{
    std::vector<RunSpec> runs; // two or more, or one with a truth
    std::string truth;         // folder or CSV of the ground truth; empty: none
    // Folder or CSV of the images beneath the label maps (the viewer's background); empty: none.
    std::string images;
    // A label table (readLabelNames) whose names the comparison uses (ComparisonOptions::labelNames,
    // every entry); none: labels are called "label N". (An empty path given is the reader's error.)
    std::optional<std::string> labelTable;
    // True: the labels measured are the table's labels other than 0, in its order (an investigation's
    // "labels"), and a table naming no other label is an error. False: the table only names them.
    bool measureTableLabels = false;
    ComparisonOptions options;
    PictureChoice pictures; // which cases' difference maps are made for pictures; none by default
};

struct ComparisonResult
{
    Comparison comparison;
    CaseImages images;                  // empty without CompareRequest::images
    std::vector<CasePictures> pictures; // CompareRequest::pictures' cases, in its order
};

// Reads the label table, lists the images, matches and compares the runs (compareRuns), then makes the
// pictures' difference maps (differencePictures): the one road to a run comparison. Only the few pictured
// cases are read a second time; no case's volumes are kept, only the pictures' cropped maps. Errors, in
// this order: the label table's (readLabelNames; Invalid "The label table P names no label other than 0."
// when the labels are measured and it names none), the image list's (listCaseImages), matchCases's and
// compareRuns's, Cancelled.
Result<ComparisonResult> runComparison(const CompareRequest& request, const Progress& progress = {});

} // namespace scansleuth::compare
