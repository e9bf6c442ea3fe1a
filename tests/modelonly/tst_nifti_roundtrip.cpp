// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// NIfTI written and read back without Qt (the model-only build's NIfTI coverage): exact voxels, the RAS
// affine in the header, the LPS geometry, and .nii.gz through this build's gzip backend (or its refusal).
#include "io/nifti/niftireader.h"
#include "io/nifti/niftiwriter.h"
#include "support/minitest.h"

#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include <unistd.h>

using namespace scansleuth;
namespace fs = std::filesystem;

namespace {

const std::string kGzipBackend = SCANSLEUTH_GZIP_BACKEND;

// A folder under the system's temporary folder, removed with its contents at the end of the case.
struct TempDir
{
    fs::path path;
    TempDir()
    {
        std::string pattern = (fs::temp_directory_path() / "scansleuth-roundtrip-XXXXXX").string();
        if (!::mkdtemp(pattern.data()))
            MINI_FAIL("mkdtemp failed");
        path = pattern;
    }
    ~TempDir()
    {
        std::error_code ignored;
        fs::remove_all(path, ignored);
    }
    std::string file(const std::string& name) const { return (path / name).string(); }
};

// Axis-aligned, with spacing and origin that float32 (the header's srow) holds exactly: LPS origin
// (10, -20, 30.5) mm, spacing (0.5, 0.75, 2) mm.
volume::Geometry exactGeometry()
{
    volume::Geometry g;
    g.size = {5, 4, 3};
    g.spacing = {0.5, 0.75, 2.0};
    g.origin = {10.0, -20.0, 30.5};
    return g;
}

// Voxel (i, j, k) holds i + 10 j + 100 k - 150: negative and positive values, none repeated.
volume::Volume int16Ramp(const volume::Geometry& g)
{
    Result<volume::Volume> v = volume::Volume::allocate(volume::PixelType::Int16, g);
    MINI_CHECK(v.ok());
    auto voxels = v->voxels<std::int16_t>();
    for (std::int64_t k = 0; k < g.size[2]; ++k)
        for (std::int64_t j = 0; j < g.size[1]; ++j)
            for (std::int64_t i = 0; i < g.size[0]; ++i)
                voxels[static_cast<std::size_t>(v->linearIndex(i, j, k))] =
                    static_cast<std::int16_t>(i + 10 * j + 100 * k - 150);
    return std::move(v).value();
}

std::vector<unsigned char> fileStart(const std::string& path, std::size_t n)
{
    std::ifstream in(path, std::ios::binary);
    std::vector<unsigned char> bytes(n);
    in.read(reinterpret_cast<char*>(bytes.data()), static_cast<std::streamsize>(n));
    bytes.resize(static_cast<std::size_t>(in.gcount()));
    return bytes;
}

// Writes, reads back and checks everything a round trip must keep.
void checkRoundTrip(const std::string& path, bool gzipped)
{
    volume::VolumeList list;
    list.push_back(int16Ramp(exactGeometry()));
    const volume::Volume& written = list.front();
    const Status s = io::writeNifti(path, list);
    MINI_CHECK2(s.ok(), s.ok() ? "" : s.error().message + " " + s.error().detail);

    Result<io::LoadedImage> read = io::readNifti(path);
    MINI_CHECK2(read.ok(), read.ok() ? "" : read.error().message + " " + read.error().detail);
    MINI_COMPARE(read->format, io::Format::Nifti1);
    MINI_COMPARE(read->volumes.size(), std::size_t{1});
    MINI_CHECK(read->nifti.has_value());
    MINI_COMPARE(read->nifti->gzipped, gzipped);
    const volume::Volume& back = read->volumes.front();
    MINI_COMPARE(back.pixelType(), volume::PixelType::Int16);
    MINI_CHECK2(back.sameVoxels(written), "voxels or geometry differ after the round trip");
    MINI_COMPARE(back.storedValue(4, 3, 2), 4.0 + 30 + 200 - 150);

    // The header holds the RAS affine: x and y negated against LPS.
    const volume::Mat4 expected = {
        {{-0.5, 0, 0, -10.0}, {0, -0.75, 0, 20.0}, {0, 0, 2.0, 30.5}, {0, 0, 0, 1}}};
    MINI_COMPARE(read->nifti->sformCode, 1);
    MINI_COMPARE(read->nifti->qformCode, 1);
    for (int r = 0; r < 4; ++r)
        for (int c = 0; c < 4; ++c) {
            MINI_ROW("sform[" + std::to_string(r) + "][" + std::to_string(c) + "]");
            MINI_COMPARE(read->nifti->sformAffine[r][c], expected[r][c]);
        }
    MINI_ROW("");
    // And the geometry comes back in LPS: the last voxel's centre is origin + spacing * (size - 1).
    MINI_COMPARE(back.geometry(), written.geometry());
    const volume::Vec3 corner = volume::indexToPatient(back.geometry(), {4, 3, 2});
    MINI_COMPARE(corner[0], 12.0);
    MINI_COMPARE(corner[1], -17.75);
    MINI_COMPARE(corner[2], 34.5);

    const std::vector<unsigned char> magic = fileStart(path, 2);
    MINI_COMPARE(magic.size() == 2 && magic[0] == 0x1f && magic[1] == 0x8b, gzipped);
}

} // namespace

MINITEST_CASE(plainNiftiKeepsVoxelsAffineAndLpsGeometry)
{
    TempDir dir;
    checkRoundTrip(dir.file("ramp.nii"), false);
}

MINITEST_CASE(gzippedNiftiRoundTripsThroughThisBuildsBackend)
{
    TempDir dir;
    const std::string path = dir.file("ramp.nii.gz");
    std::printf("gzip backend: %s\n", kGzipBackend.c_str());
    if (kGzipBackend != "none") {
        checkRoundTrip(path, true);
        return;
    }
    // Without gzip: a clear Unsupported, and no file (not even a temporary one) left behind.
    volume::VolumeList list;
    list.push_back(int16Ramp(exactGeometry()));
    const Status s = io::writeNifti(path, list);
    MINI_CHECK(!s.ok());
    MINI_COMPARE(s.error().kind, ErrorKind::Unsupported);
    MINI_CHECK2(s.error().message.find("no gzip support") != std::string::npos, s.error().message);
    MINI_CHECK(fs::is_empty(dir.path));
}

MINITEST_CASE(brokenGzipIsCorruptOrRefusedWithoutGzip)
{
    // A gzip header and nothing after it: the magic bytes decide that it is gzip, not the name.
    TempDir dir;
    const std::string fake = dir.file("not-really.nii.gz");
    {
        std::ofstream out(fake, std::ios::binary);
        const unsigned char header[] = {0x1f, 0x8b, 8, 0, 0, 0, 0, 0, 0, 3};
        out.write(reinterpret_cast<const char*>(header), sizeof header);
    }
    Result<io::LoadedImage> read = io::readNifti(fake);
    MINI_CHECK(!read.ok());
    if (kGzipBackend == "none") {
        MINI_COMPARE(read.error().kind, ErrorKind::Unsupported);
        MINI_CHECK2(read.error().message.find("no gzip support") != std::string::npos, read.error().message);
    } else {
        MINI_CHECK2(read.error().kind == ErrorKind::Corrupt, read.error().message);
    }
}

MINITEST_CASE(truncatedGzipIsCorruptNotACrash)
{
    if (kGzipBackend == "none")
        return; // nothing to truncate: covered by gzippedNiftiRoundTripsThroughThisBuildsBackend
    TempDir dir;
    const std::string path = dir.file("cut.nii.gz");
    volume::VolumeList list;
    list.push_back(int16Ramp(exactGeometry()));
    MINI_CHECK(io::writeNifti(path, list).ok());
    fs::resize_file(path, fs::file_size(path) - 12); // into the deflate data and the trailer
    Result<io::LoadedImage> read = io::readNifti(path);
    MINI_CHECK(!read.ok());
    MINI_CHECK2(read.error().kind == ErrorKind::Corrupt, read.error().message + " " + read.error().detail);
}

MINITEST_MAIN()
