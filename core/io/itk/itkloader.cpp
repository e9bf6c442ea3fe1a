// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// itkreader.h as the program sees it: each function opens libscansleuth-itkio.so on first use and calls the
// real one through its table (itkbackend.h). A process that reads no NRRD, MetaImage, MINC... never maps ITK.
#include "itkbackend.h"
#include "itkreader.h"

#include "base/strings.h"

namespace scansleuth::io {

namespace {

const Result<const itkbackend::Table*>& table()
{
    static const Result<const itkbackend::Table*> once = openModuleTable<itkbackend::Table>({
        .file = "libscansleuth-itkio.so",
        .entry = "scansleuth_itkio_backend",
        .envVar = "SCANSLEUTH_ITKIO_MODULE",
        .buildPath = SCANSLEUTH_ITKIO_MODULE_BUILD_PATH,
        .what = "The reader of NRRD, MetaImage, MINC, HDF5 and the other ITK formats",
        .without = "only NIfTI, Analyze and DICOM can be read",
        .stamp = itkbackend::abiStamp(),
    });
    return once;
}

} // namespace

// Without the module, a file named like one of its formats is still claimed, so that reading it says the
// module is missing instead of "not an image".
bool itkCanRead(const std::string& path)
{
    const auto& t = table();
    if (t)
        return (*t)->canRead(path);
    for (const char* ext : {".nrrd", ".nhdr", ".mha", ".mhd", ".vtk", ".mnc", ".h5", ".hdf5", ".gipl", ".mrc",
                            ".tif", ".tiff", ".png"})
        if (endsWithIgnoreCase(path, ext))
            return true;
    return false;
}

Result<LoadedImage> readWithItk(const std::string& path, const Progress& progress)
{
    const auto& t = table();
    if (!t)
        return t.error();
    return (*t)->read(path, progress);
}

} // namespace scansleuth::io
