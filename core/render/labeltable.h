// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "render/render.h"

#include <string>
#include <vector>

// Label names (and colours where the file has them) from the common label table formats, the one reader
// behind the viewer, the comparison and the CLI's `--labels`. The format is decided from the content (the
// first line that is not empty or a `#` comment; a UTF-8 BOM, CRLF line ends and tabs are accepted), never
// from the file name:
//   ITK-SNAP label description   IDX R G B A VIS MSH "NAME" (alpha 0..1)
//   Slicer colour table (3D Slicer .ctbl/.txt)   IDX NAME R G B A (alpha 0..255)
//   FreeSurfer LUT               IDX NAME R G B A, A a transparency (0 = opaque); chosen over Slicer when a
//                                comment names FreeSurfer or "Label Name", or every A is 0
//   index-name text (MRIcron/FSL, e.g. aal.nii.txt)   IDX NAME [numbers...], or IDX NAME WITH SPACES
//   CSV or TSV                   VALUE,NAME[,R,G,B[,A]] (a first row not starting with a whole number is a
//                                header; names may be quoted); TSV when the first line has a tab and no
//                                comma and is not one of the layouts above
//   FSL atlas XML                <label index="I" ...>NAME</label>, image value I + 1 (FSL's label atlases
//                                number labels from 0 for image value 1)
// Labels without a colour get defaultLabelColour(). Every error names the file and, for a bad entry, the
// line: NotFound (cannot be opened), Corrupt (a line of another layout, a label given twice, an empty
// name, no labels), TooLarge (over 16 MiB).
namespace scansleuth::render {

struct LabelTable
{
    std::vector<LabelColour> labels; // in file order
    std::string path;
    std::string format; // "ITK-SNAP label description", "Slicer colour table", "FreeSurfer LUT",
                        // "index-name text", "CSV", "TSV", "FSL atlas XML"
};

// Parses `text` (the content of `path`, which only names the file in messages).
Result<LabelTable> parseLabelTable(const std::string& text, const std::string& path);
Result<LabelTable> readLabelTableFile(const std::string& path);

// The files looked for beside an image, in this order: for X.nii.gz (X.nii, X.nrrd, ...: the stem X is
// the name without .gz and one more extension) X.nii.gz.txt, X.nii.txt, X.txt, X.lut, X.ctbl, X.label,
// X.csv, X.tsv, X.xml, X_labels.txt, X_labels.csv, X_labels.tsv, X_lut.txt, then labels.txt,
// labels.csv, labels.tsv in the same folder. Duplicates are listed once.
std::vector<std::string> labelTableCandidates(const std::string& imagePath);

// The first candidate that exists and parses. `tried` lists what existed but did not parse, with why.
struct LabelTableSearch
{
    Result<LabelTable> table = makeError(ErrorKind::NotFound, "No label table was found.", "");
    std::vector<std::string> rejected; // "X.txt: Line 3 of the label table ... is not ..."
};
LabelTableSearch findLabelTable(const std::string& imagePath);

// One sentence for the user: "Label names: 116 from aal.nii.txt (index-name text)." or, when none was
// found, "No label names: none of aal.nii.gz.txt, aal.nii.txt, ... beside the file." plus what was
// rejected and why.
std::string describeLabelSource(const LabelTableSearch& search, const std::string& imagePath);

} // namespace scansleuth::render
