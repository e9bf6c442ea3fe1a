// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "base/errortexttable.h"

#include "base/translate.h"

namespace scansleuth::detail {

// The messages of core/checks: the dataset scan and audit, the run comparison, the geometry and label
// checks.
const std::vector<const char*>& checkErrorTexts()
{
    static const std::vector<const char*> texts = {
        // A dataset scan's own reasons for a file it leaves out (checks/scans/datasetfiles.cpp,
        // datasetscan.cpp): the audit's unreadable files.
        QT_TRANSLATE_NOOP("Error",
                          "The file is a macOS resource fork ('._' prefix), not an image, but a glob "
                          "for the image extension picks it up; delete it."),
        QT_TRANSLATE_NOOP("Error", "The file is empty (0 bytes) although its extension says DICOM."),
        QT_TRANSLATE_NOOP(
            "Error",
            "The file has a DICOM extension but no DICOM header: it is truncated, overwritten or not DICOM."),
        QT_TRANSLATE_NOOP("Error", "The file is not DICOM although the files beside it are: it is empty, "
                                   "truncated before the DICOM preamble, or overwritten."),
    };
    return texts;
}

} // namespace scansleuth::detail
