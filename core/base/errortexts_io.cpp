// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "base/errortexttable.h"

#include "base/translate.h"

namespace scansleuth::detail {

// The messages of core/io's readers, loaders and writers, base/ (files, threads, modules), volume/ and
// render/, written as the code writes them.
const std::vector<const char*>& ioErrorTexts()
{
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
    };
    return texts;
}

} // namespace scansleuth::detail
