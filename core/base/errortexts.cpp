// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "base/errortexts.h"

#include "base/translate.h"

#include <string_view>

namespace scansleuth {

const std::vector<const char*>& errorTexts()
{
    // The messages of core/io's readers and loaders (the images, masks and DICOM objects an experiment or
    // the header panel opens), written as the readers write them.
    static const std::vector<const char*> texts = {
        QT_TRANSLATE_NOOP("Error", "The path does not exist."),
        QT_TRANSLATE_NOOP("Error", "The path is neither a file nor a folder."),
        QT_TRANSLATE_NOOP("Error", "No image was found: the file is not DICOM, NIfTI, Analyze, NRRD, "
                                   "MetaImage or another format ScanSleuth reads."),
        QT_TRANSLATE_NOOP("Error", "No image was found there."),
        QT_TRANSLATE_NOOP("Error", "The file does not exist."),
        QT_TRANSLATE_NOOP("Error", "The file could not be opened."),
        QT_TRANSLATE_NOOP("Error", "The file could not be read."),
        QT_TRANSLATE_NOOP("Error", "The path is not a regular file."),
        QT_TRANSLATE_NOOP("Error", "Loading was cancelled."),
        QT_TRANSLATE_NOOP("Error", "The gzip data is corrupt, so the file cannot be read."),
        QT_TRANSLATE_NOOP("Error", "The gzip data is corrupt."),
        QT_TRANSLATE_NOOP("Error", "The voxel data starts past the end of the file."),
        QT_TRANSLATE_NOOP("Error",
                          "The compressed file ends before all of its voxel data (it is truncated)."),
        QT_TRANSLATE_NOOP("Error", "The file ends before all of its voxel data (it is truncated)."),
        QT_TRANSLATE_NOOP(
            "Error",
            "The compressed file is far too small to hold the {size} MiB of voxels its header claims."),
        QT_TRANSLATE_NOOP("Error", "The image needs {size} MiB of memory, more than this machine can hold."),
        QT_TRANSLATE_NOOP("Error",
                          "This build has no gzip support (ISA-L or zlib), so it cannot read or write "
                          ".nii.gz; use .nii, or rebuild with libisal-dev or zlib1g-dev installed."),
        QT_TRANSLATE_NOOP("Error", "The file is not a NIfTI or Analyze image."),
        QT_TRANSLATE_NOOP("Error", "The file is too short to hold its NIfTI header (it is truncated)."),
        QT_TRANSLATE_NOOP("Error", "The header's voxel offset lies past the end of the file."),
        QT_TRANSLATE_NOOP("Error", "The header's voxel offset points inside the header."),
        QT_TRANSLATE_NOOP(
            "Error",
            "The file is shorter than its header says (it is truncated or the dimensions are wrong)."),
        QT_TRANSLATE_NOOP("Error", "There is not enough memory to load this image."),
        QT_TRANSLATE_NOOP("Error",
                          "The header claims {size} MiB of voxels, more than this machine can hold."),
        QT_TRANSLATE_NOOP("Error", "The header names an unknown voxel datatype ({type})."),
        QT_TRANSLATE_NOOP("Error", "RGB images are not supported (datatype {type})."),
        QT_TRANSLATE_NOOP("Error", "Voxels of type {type} are not supported."),
        QT_TRANSLATE_NOOP("Error", "The header gives an impossible number of dimensions ({count})."),
        QT_TRANSLATE_NOOP(
            "Error", "The header gives dimension {axis} a size of {size}, which is not a positive number."),
        QT_TRANSLATE_NOOP("Error", "The image could not be read."),
        QT_TRANSLATE_NOOP("Error", "The header claims more volumes than can be counted."),
        QT_TRANSLATE_NOOP("Error", "The header claims an image too large to be addressed."),
        QT_TRANSLATE_NOOP("Error", "The header gives an invalid offset of the voxel data."),
        QT_TRANSLATE_NOOP("Error", "The file does not start with a NIfTI or Analyze header."),
        QT_TRANSLATE_NOOP("Error", "The file has a NIfTI-2 header size but not its magic string."),
        QT_TRANSLATE_NOOP("Error", "The file has a 348-byte header but no NIfTI magic string."),
        QT_TRANSLATE_NOOP("Error", "There is not enough memory to start gzip."),
        QT_TRANSLATE_NOOP("Error", "The file is not a DICOM SEG or RTSTRUCT object."),
        QT_TRANSLATE_NOOP("Error", "The RTSTRUCT's contours can only be placed on the image they were drawn "
                                   "on, and it was not found."),
        QT_TRANSLATE_NOOP("Error", "The segmentation holds no volume."),
        QT_TRANSLATE_NOOP("Error", "The RT Structure Set file does not exist."),
        QT_TRANSLATE_NOOP("Error", "The DICOM file could not be parsed."),
        QT_TRANSLATE_NOOP("Error", "The RT Structure Set is damaged or truncated and could not be parsed."),
        QT_TRANSLATE_NOOP("Error", "There is not enough memory to read the RT Structure Set."),
        QT_TRANSLATE_NOOP("Error", "The RT Structure Set could not be parsed."),
        QT_TRANSLATE_NOOP("Error", "A DICOM file could not be read."),
        QT_TRANSLATE_NOOP("Error", "A DICOM file is truncated."),
        QT_TRANSLATE_NOOP("Error", "The pixel data is shorter than the image size the header states."),
        QT_TRANSLATE_NOOP("Error", "The pixel data is missing."),
        QT_TRANSLATE_NOOP("Error", "The pixel data could not be read."),
        QT_TRANSLATE_NOOP("Error", "The JPEG 2000 pixel data could not be read."),
        QT_TRANSLATE_NOOP("Error", "The JPEG 2000 pixel data holds fewer frames than the header states."),
        QT_TRANSLATE_NOOP("Error", "The image is larger than this program can load."),
        QT_TRANSLATE_NOOP("Error", "A DICOM file could not be decoded."),
        QT_TRANSLATE_NOOP("Error", "The DICOM file is larger than this program can decode."),
        QT_TRANSLATE_NOOP("Error", "The mosaic is smaller than its header states."),
        QT_TRANSLATE_NOOP("Error", "A frame lies beyond the end of the pixel data."),
        QT_TRANSLATE_NOOP("Error", "The DICOM series description is inconsistent."),
        QT_TRANSLATE_NOOP("Error", "The DICOM series is larger than this program can load."),
        QT_TRANSLATE_NOOP("Error", "The DICOM series holds no image."),
        QT_TRANSLATE_NOOP("Error", "The DICOM series names a file it does not list."),
        QT_TRANSLATE_NOOP("Error", "The DICOM object holds no image."),
        QT_TRANSLATE_NOOP("Error", "The compressed pixel data holds fewer fragments than frames."),
        QT_TRANSLATE_NOOP("Error",
                          "The DICOM file is truncated: its pixel data ends past the end of the file."),
        QT_TRANSLATE_NOOP("Error", "The pixel data is empty."),
        QT_TRANSLATE_NOOP("Error", "The image has no rows or columns."),
        QT_TRANSLATE_NOOP("Error", "The file states an impossible number of frames."),
        QT_TRANSLATE_NOOP("Error", "The DICOM file is damaged or truncated and could not be parsed."),
        QT_TRANSLATE_NOOP("Error", "The SEG file could not be read."),
        QT_TRANSLATE_NOOP("Error", "The file is not a DICOM Segmentation (SEG)."),
        QT_TRANSLATE_NOOP("Error", "The SEG is larger than this program can load."),
        QT_TRANSLATE_NOOP("Error", "The SEG file is damaged or truncated and could not be parsed."),
        QT_TRANSLATE_NOOP("Error", "The SEG file does not exist."),
        QT_TRANSLATE_NOOP("Error", "The SEG file could not be parsed."),
        QT_TRANSLATE_NOOP("Error", "The SEG has no frames."),
        QT_TRANSLATE_NOOP("Error", "The DICOM file does not exist."),
        QT_TRANSLATE_NOOP("Error", "The file could not be read as DICOM."),
        QT_TRANSLATE_NOOP("Error", "A file of the DICOM series no longer exists."),
        QT_TRANSLATE_NOOP("Error", "The image's data file is missing."),
        QT_TRANSLATE_NOOP(
            "Error",
            "The image stores 64-bit integers beyond the 32-bit range, which ScanSleuth does not support."),
        QT_TRANSLATE_NOOP("Error", "The image header gives a size of zero voxels."),
        QT_TRANSLATE_NOOP("Error", "The voxel data could not be read; the file is truncated or damaged."),
        QT_TRANSLATE_NOOP("Error", "The image header could not be read; the file is damaged."),
        QT_TRANSLATE_NOOP("Error", "The file is not an image in a format ScanSleuth reads."),
        QT_TRANSLATE_NOOP("Error", "ITK could not read the image."),
        QT_TRANSLATE_NOOP("Error", "The image does not fit in memory."),
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

namespace {

// `templ` translated and filled from `text`; false when `text` is not this sentence.
bool renderOne(const char* templ, const std::string& text, const Translator& translate, std::string& out)
{
    std::vector<std::pair<std::string, std::string>> values;
    if (!detail::matchTemplate(templ, text, values))
        return false;
    std::string translated = translate(kErrorContext, templ);
    if (translated.empty() || !detail::fillTemplate(translated, values, out))
        out = text; // no translation, or one that names a placeholder the sentence lacks: English, whole
    return true;
}

} // namespace

std::string renderErrorText(const std::string& text, const Translator& translate)
{
    std::string out;
    for (const char* templ : errorTexts()) {
        const std::string_view t(templ);
        const std::string_view head = t.substr(0, t.find('{')); // the sentence's literal start
        if (text.compare(0, head.size(), head) != 0)
            continue;
        if (renderOne(templ, text, translate, out))
            return out;
        // "message (detail)", as a failed run keeps its error: the detail stays as it is.
        if (text.empty() || text.back() != ')')
            continue;
        for (std::size_t at = text.find(" ("); at != std::string::npos; at = text.find(" (", at + 1))
            if (renderOne(templ, text.substr(0, at), translate, out))
                return out + text.substr(at);
    }
    return text;
}

} // namespace scansleuth
