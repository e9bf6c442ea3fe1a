// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/module.h"
#include "base/progress.h"
#include "base/result.h"
#include "io/loadedimage.h"
#include "volume/volume.h"

#include <string>

// Inside core/io/itk only. ITK's readers, with the HDF5, MINC, NetCDF, curl and TLS libraries they bring
// (some 50 shared objects, half of a command's start-up), are loaded only when a file needs them: NRRD,
// MetaImage, MINC, HDF5... never NIfTI or DICOM. itkreader.h's two functions are built twice from the same
// declarations, as the model part's are (model/backend.h):
//   - scansleuth_itkio_impl: the real ones (itkreader.cpp), inside the module libscansleuth-itkio.so with
//     this table (itkbackendtable.cpp);
//   - scansleuth_itkio (itkloader.cpp): forwarders that open the module on first use.
namespace scansleuth::io::itkbackend {

inline constexpr int kTableVersion = 1;

inline std::string abiStamp()
{
    return moduleStamp("scansleuth-itkio-table", kTableVersion,
                       std::to_string(sizeof(LoadedImage)) + "/" + std::to_string(sizeof(volume::Volume)) +
                           "/" + std::to_string(sizeof(Finding)) + "/" + std::to_string(sizeof(Progress)));
}

struct Table
{
    ModuleTableHead head{sizeof(Table)};
    bool (*canRead)(const std::string& path) = nullptr;
    Result<LoadedImage> (*read)(const std::string& path, const Progress& progress) = nullptr;
};

} // namespace scansleuth::io::itkbackend

// The module's one exported symbol.
extern "C" const scansleuth::io::itkbackend::Table* scansleuth_itkio_backend();
