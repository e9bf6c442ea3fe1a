// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The NIfTI-1/NIfTI-2/Analyze reader (header decoding, geometry, voxels) on a .nii file holding the
// input as is: plain, or gzipped when the input starts with the gzip magic (the seeds include .nii.gz).
// readNiftiHeader() runs too.
#include "fuzzfile.h"
#include "io/nifti/niftireader.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    const std::string path = scansleuth::fuzz::writeFuzzFile("input.nii", data, size);
    auto header = scansleuth::io::readNiftiHeader(path);
    auto image = scansleuth::io::readNifti(path);
    if ((!header && header.error().message.empty()) || (!image && image.error().message.empty()))
        __builtin_trap();
    return 0;
}
