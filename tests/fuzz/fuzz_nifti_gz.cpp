// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The NIfTI reader's gzip path: the input is the uncompressed file, gzipped here (so the fuzzer mutates
// headers and voxels, not deflate bits) and read as a .nii.gz. The first byte chooses the layout:
// odd = one .nii.gz, even = an Analyze-style .hdr.gz/.img.gz pair split after 348 bytes.
#include "fuzzfile.h"
#include "io/nifti/niftireader.h"

#include <string>
#include <zlib.h>

namespace {

std::string gzip(const std::uint8_t* data, std::size_t size)
{
    z_stream z{};
    if (deflateInit2(&z, 1, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK)
        __builtin_trap();
    std::string out(deflateBound(&z, size) + 64, '\0');
    z.next_in = const_cast<Bytef*>(data);
    z.avail_in = static_cast<uInt>(size);
    z.next_out = reinterpret_cast<Bytef*>(out.data());
    z.avail_out = static_cast<uInt>(out.size());
    if (deflate(&z, Z_FINISH) != Z_STREAM_END)
        __builtin_trap();
    out.resize(z.total_out);
    deflateEnd(&z);
    return out;
}

std::string writeGzipped(const std::string& name, const std::uint8_t* data, std::size_t size)
{
    const std::string gz = gzip(data, size);
    return scansleuth::fuzz::writeFuzzFile(name, reinterpret_cast<const std::uint8_t*>(gz.data()), gz.size());
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    if (size < 1)
        return 0;
    const bool pair = (data[0] & 1) == 0;
    ++data;
    --size;
    std::string path;
    if (pair) {
        const std::size_t headerBytes = size < 348 ? size : 348;
        path = writeGzipped("pair.hdr.gz", data, headerBytes);
        writeGzipped("pair.img.gz", data + headerBytes, size - headerBytes);
    } else {
        path = writeGzipped("input.nii.gz", data, size);
    }
    auto image = scansleuth::io::readNifti(path);
    if (!image && image.error().message.empty())
        __builtin_trap();
    return 0;
}
