// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/progress.h"
#include "base/result.h"
#include "io/loadedimage.h"

#include <string>

namespace scansleuth::io {

// True when one of the ITK ImageIOs ScanSleuth registers can read `path`: NRRD (.nrrd/.nhdr),
// MetaImage (.mha/.mhd), VTK legacy structured points (.vtk), MINC (.mnc), ITK's HDF5 images,
// GIPL, MRC, TIFF and PNG. NIfTI and DICOM are never claimed here: ScanSleuth reads them itself.
// Never throws; a file that cannot be opened gives false.
bool itkCanRead(const std::string& path);

// Reads `path` through ITK's ImageIO (no itk::Image in between). The result has format Nrrd,
// MetaImage or OtherItk; `files` = {path}, plus the data file of a detached MetaImage (.mhd + .raw);
// `metadata` = ITK's MetaDataDictionary as key/value strings (numbers in shortest round-trip form,
// vectors space-separated).
//
// Geometry is ITK's, in LPS (ITK converts NRRD "RAS" spaces): spacing, origin and the 3x3 direction
// of the first three axes. A 2D image becomes a one-slice volume (z spacing 1, z direction (0,0,1));
// a 4D image becomes one volume per index of the fourth axis. Stored types map one to one (8, 16,
// 32-bit integers, float32, float64). 64-bit integers are narrowed without loss to int32 (or uint32)
// with an "io.int64_narrowed" info finding, and are ErrorKind::Unsupported when a value does not fit.
// RGB, vector, tensor and complex pixels are ErrorKind::Unsupported. The voxel count is checked
// (overflow, VoxelBuffer::maxAllocationBytes()) before anything is allocated: a header claiming 2^40
// voxels is ErrorKind::TooLarge. A damaged or truncated file is ErrorKind::Corrupt with ITK's (or
// zlib's) text as detail; an unknown format is ErrorKind::Unsupported; a missing file
// ErrorKind::NotFound; a cancel through `progress` ErrorKind::Cancelled. Never throws.
Result<LoadedImage> readWithItk(const std::string& path, const Progress& progress = {});

} // namespace scansleuth::io
