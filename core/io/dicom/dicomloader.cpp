// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The DCMTK functions as the program sees them (dicomheaderreader.h, dicompixels.h, dicomtags.h,
// segobjectreader.h, dicomwriter.h, segwriter.h): each opens libscansleuth-dicom.so on first use and calls
// the real one through its table (dicombackend.h). A process that reads and writes no DICOM never maps DCMTK
// or OpenJPEG.
#include "io/dicom/dicombackend.h"
#include "io/dicom/dicomheaderreader.h"
#include "io/dicom/segobjectreader.h"

namespace scansleuth::io {

namespace {

const Result<const dicombackend::Table*>& table()
{
    static const Result<const dicombackend::Table*> once = openModuleTable<dicombackend::Table>({
        .file = "libscansleuth-dicom.so",
        .entry = "scansleuth_dicom_backend",
        .envVar = "SCANSLEUTH_DICOM_MODULE",
        .buildPath = SCANSLEUTH_DICOM_MODULE_BUILD_PATH,
        .what = "The DICOM reader and writer (DCMTK, OpenJPEG)",
        .without = "DICOM files cannot be read or written",
        .stamp = dicombackend::abiStamp(),
    });
    return once;
}

} // namespace

namespace detail {

Result<DicomFileHeader> readDicomFileHeader(const std::string& path)
{
    const auto& t = table();
    if (!t)
        return t.error();
    return (*t)->readFileHeader(path);
}

// Without the module there is nothing to set up: every reading function then returns the module's error.
void initialiseDcmtk()
{
    if (const auto& t = table())
        (*t)->initialise();
}

Status readSlices(const DicomFileHeader& h, const std::vector<SliceTarget>& targets)
{
    const auto& t = table();
    if (!t)
        return t.error();
    return (*t)->readSlices(h, targets);
}

Result<DicomSegObject> readSegObject(const std::string& path)
{
    const auto& t = table();
    if (!t)
        return t.error();
    return (*t)->readSegObject(path);
}

Result<DicomSegObject> readRtStructObject(const std::string& path)
{
    const auto& t = table();
    if (!t)
        return t.error();
    return (*t)->readRtStructObject(path);
}

} // namespace detail

Result<std::vector<DicomTag>> readDicomTags(const std::string& file, std::size_t maxValueChars)
{
    const auto& t = table();
    if (!t)
        return t.error();
    return (*t)->readTags(file, maxValueChars);
}

Status writeDicomSeries(const std::string& folder, const volume::Volume& v, const DicomWriteOptions& options,
                        const Progress& progress)
{
    const auto& t = table();
    if (!t)
        return t.error();
    return (*t)->writeSeries(folder, v, options, progress);
}

Status writeDicomSeg(const std::string& file, const volume::Volume& labels, const LoadedImage& reference,
                     const SegWriteOptions& options)
{
    const auto& t = table();
    if (!t)
        return t.error();
    return (*t)->writeSeg(file, labels, reference, options);
}

} // namespace scansleuth::io
