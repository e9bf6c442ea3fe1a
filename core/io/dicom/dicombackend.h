// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/module.h"
#include "base/progress.h"
#include "base/result.h"
#include "io/dicom/dicomheader.h"
#include "io/dicom/dicompixels.h"
#include "io/dicom/dicomtags.h"
#include "io/dicom/segobject.h"
#include "io/dicomwriter/dicomwriter.h"
#include "io/dicom/segwriter.h"
#include "volume/volume.h"

#include <string>
#include <vector>

// Inside core/io/dicom and core/io/dicomwriter only. DCMTK (dcmdata, dcmjpeg, dcmjpls, dcmimgle, the IJG
// codecs, CharLS, oflog, ofstd, libxml2) and OpenJPEG are loaded only when a DICOM file is read or written:
// a process that opens a NIfTI, or the GUI's empty window, never maps them nor pays their relocations and
// static initialisers. The functions that touch DCMTK or OpenJPEG are built twice from the same declarations
// (dicomheaderreader.h, dicompixels.h, dicomtags.h, segobjectreader.h, dicomwriter.h, segwriter.h), as ITK's
// are (io/itk/itkbackend.h):
//   - scansleuth_dicom_impl and scansleuth_dicomwriter_impl: the real ones, inside the module
//     libscansleuth-dicom.so with this table (dicombackendtable.cpp);
//   - scansleuth_dicomloader (dicomloader.cpp): forwarders that open the module on first use.
namespace scansleuth::io::dicombackend {

inline constexpr int kTableVersion = 2;

inline std::string abiStamp()
{
    return moduleStamp(
        "scansleuth-dicom-table", kTableVersion,
        std::to_string(sizeof(detail::DicomFileHeader)) + "/" + std::to_string(sizeof(detail::SliceTarget)) +
            "/" + std::to_string(sizeof(DicomTag)) + "/" + std::to_string(sizeof(DicomWriteOptions)) + "/" +
            std::to_string(sizeof(volume::Volume)) + "/" + std::to_string(sizeof(Error)) + "/" +
            std::to_string(sizeof(Progress)) + "/" + std::to_string(sizeof(DicomSegObject)) + "/" +
            std::to_string(sizeof(LoadedImage)) + "/" + std::to_string(sizeof(SegWriteOptions)));
}

struct Table
{
    ModuleTableHead head{sizeof(Table)};
    Result<detail::DicomFileHeader> (*readFileHeader)(const std::string& path) = nullptr;
    void (*initialise)() = nullptr;
    Status (*readSlices)(const detail::DicomFileHeader& h,
                         const std::vector<detail::SliceTarget>& targets) = nullptr;
    Result<std::vector<DicomTag>> (*readTags)(const std::string& file, std::size_t maxValueChars) = nullptr;
    Status (*writeSeries)(const std::string& folder, const volume::Volume& v,
                          const DicomWriteOptions& options, const Progress& progress) = nullptr;
    Result<DicomSegObject> (*readSegObject)(const std::string& path) = nullptr;
    Result<DicomSegObject> (*readRtStructObject)(const std::string& path) = nullptr;
    Status (*writeSeg)(const std::string& file, const volume::Volume& labels, const LoadedImage& reference,
                       const SegWriteOptions& options) = nullptr;
};

} // namespace scansleuth::io::dicombackend

// The module's one exported symbol.
extern "C" const scansleuth::io::dicombackend::Table* scansleuth_dicom_backend();
