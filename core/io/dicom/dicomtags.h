// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"

#include <string>
#include <vector>

namespace scansleuth::io {

// One element of a DICOM file as a tag browser shows it.
struct DicomTag
{
    std::string tag;   // "(0010,0010)"
    std::string vr;    // "PN"
    std::string name;  // DCMTK's dictionary name, "PatientName"; "Unknown Tag & Data" for private ones
    std::string value; // printable value, cut to the requested length; "(sequence, 2 items)", "(pixel data)"
    int depth = 0;     // nesting level inside sequences (0 = top level)
    friend bool operator==(const DicomTag&, const DicomTag&) = default;
};

// Every element of the file's meta header and dataset, in file order, sequences expanded. Large
// values (pixel data) stay on disk. Errors: NotFound, Corrupt (not DICOM or unreadable), with the
// file named in the detail.
Result<std::vector<DicomTag>> readDicomTags(const std::string& file, std::size_t maxValueChars = 200);

} // namespace scansleuth::io
