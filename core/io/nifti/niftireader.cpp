// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "niftireader.h"
#include "base/numberformat.h"

#include "base/numberformat.h"
#include "bytesource.h"
#include "niftifiles.h"
#include "niftigeometry.h"
#include "niftiheader.h"
#include "prefaulter.h"

#include <array>
#include <climits>
#include <cmath>
#include <cstring>
#include <exception>
#include <new>

namespace scansleuth::io {

namespace {

using nifti::ByteSource;
using nifti::DecodedHeader;

// The header and the open stream positioned at the first voxel.
struct OpenedImage
{
    nifti::NiftiFiles files;
    DecodedHeader decoded;
    std::unique_ptr<ByteSource> data;
};

Error notNifti(const std::string& detail)
{
    return makeError(ErrorKind::Corrupt, "The file is not a NIfTI or Analyze image.", detail);
}

Result<DecodedHeader> readHeader(ByteSource& source, bool singleFile)
{
    std::array<std::byte, nifti::kNifti2HeaderBytes> bytes{};
    Result<std::size_t> got = source.readSome(bytes.data(), nifti::kNifti1HeaderBytes);
    if (!got)
        return got.error();
    bool swapped = false;
    const std::size_t announced = nifti::announcedHeaderBytes(std::span(bytes).first(*got), swapped);
    if (announced == 0)
        return notNifti("sizeof_hdr is neither 348 nor 540 (" + std::to_string(*got) + " bytes read)");
    if (*got == nifti::kNifti1HeaderBytes && announced == nifti::kNifti2HeaderBytes) {
        Result<std::size_t> more = source.readSome(bytes.data() + *got, announced - *got);
        if (!more)
            return more.error();
        *got += *more;
    }
    if (*got < announced)
        return makeError(ErrorKind::Corrupt,
                         "The file is too short to hold its NIfTI header (it is truncated).",
                         std::to_string(*got) + " of " + std::to_string(announced) + " header bytes");
    return nifti::decodeHeader(std::span(bytes).first(announced), singleFile);
}

Status positionAtVoxels(OpenedImage& image)
{
    ByteSource& data = *image.data;
    const auto offset = static_cast<std::uint64_t>(image.decoded.dataOffset);
    if (!data.gzipped() && offset > data.fileBytes())
        return makeError(ErrorKind::Corrupt, "The header's voxel offset lies past the end of the file.",
                         "vox_offset " + std::to_string(offset) + ", file size " +
                             std::to_string(data.fileBytes()));
    if (offset < data.position())
        return makeError(ErrorKind::Corrupt, "The header's voxel offset points inside the header.",
                         "vox_offset " + std::to_string(offset));
    return data.skip(static_cast<std::size_t>(offset - data.position()));
}

Result<OpenedImage> openImage(const std::string& path)
{
    Result<nifti::NiftiFiles> files = nifti::niftiFiles(path);
    if (!files)
        return files.error();
    Result<std::unique_ptr<ByteSource>> header = ByteSource::open(files->header);
    if (!header)
        return header.error();
    Result<DecodedHeader> decoded = readHeader(**header, !files->pair);
    if (!decoded)
        return decoded.error();
    OpenedImage image{*files, std::move(*decoded), std::move(*header)};
    if (files->pair) {
        Result<std::unique_ptr<ByteSource>> data = ByteSource::open(files->image);
        if (!data)
            return data.error();
        image.data = std::move(*data);
    }
    image.decoded.info.gzipped = image.data->gzipped();
    if (Status s = positionAtVoxels(image); !s)
        return s.error();
    return image;
}

Format formatOf(const NiftiHeaderInfo& h)
{
    return h.version == 2 ? Format::Nifti2 : h.version == 0 ? Format::Analyze : Format::Nifti1;
}

// scl_slope 0 or not finite means "no scaling" (NIfTI-1 standard).
volume::Rescale rescaleOf(const NiftiHeaderInfo& h, Findings& findings)
{
    if (h.sclSlope == 0 && h.sclInter != 0 && std::isfinite(h.sclInter))
        findings.push_back(
            makeFinding("nifti.scl_slope_zero", Severity::Info,
                        "scl_slope is 0, so the intercept " + formatGeneral(h.sclInter) +
                            " was ignored and the stored values are used unscaled, as the standard "
                            "says.",
                        "Set scl_slope to 1 if the intercept was meant to apply."));
    if (h.sclSlope == 0 || !std::isfinite(h.sclSlope))
        return {};
    return {h.sclSlope, std::isfinite(h.sclInter) ? h.sclInter : 0.0};
}

void swapBytes(std::byte* data, std::size_t bytes, std::size_t width)
{
    auto swapAll = [&](auto tag, auto swapOne) {
        using T = decltype(tag);
        for (std::size_t i = 0; i + sizeof(T) <= bytes; i += sizeof(T)) {
            T v;
            std::memcpy(&v, data + i, sizeof(T));
            v = swapOne(v);
            std::memcpy(data + i, &v, sizeof(T));
        }
    };
    if (width == 2)
        swapAll(std::uint16_t{}, [](std::uint16_t v) { return __builtin_bswap16(v); });
    else if (width == 4)
        swapAll(std::uint32_t{}, [](std::uint32_t v) { return __builtin_bswap32(v); });
    else if (width == 8)
        swapAll(std::uint64_t{}, [](std::uint64_t v) { return __builtin_bswap64(v); });
}

Status checkDataFits(const OpenedImage& image)
{
    const DecodedHeader& d = image.decoded;
    // Each volume also costs a Volume and an allocation: counted, so that millions of tiny volumes
    // cannot exhaust memory either.
    const auto count = static_cast<std::uint64_t>(d.volumeCount);
    const std::uint64_t needed = static_cast<std::uint64_t>(d.bytesPerVolume) * count;
    if (needed + (sizeof(volume::Volume) + 64) * count > volume::VoxelBuffer::maxAllocationBytes())
        return makeError(ErrorKind::TooLarge,
                         "The image needs " + std::to_string(needed >> 20) +
                             " MiB of memory, more than this machine can hold.",
                         "limit " + std::to_string(volume::VoxelBuffer::maxAllocationBytes()));
    if (needed <= image.data->maxRemaining())
        return {};
    if (image.data->gzipped())
        return makeError(ErrorKind::Corrupt,
                         "The compressed file is far too small to hold the " + std::to_string(needed >> 20) +
                             " MiB of voxels its header claims.",
                         "needed " + std::to_string(needed) + " bytes, at most " +
                             std::to_string(image.data->maxRemaining()) + " can be inflated");
    return makeError(
        ErrorKind::Corrupt,
        "The file is shorter than its header says (it is truncated or the dimensions are wrong).",
        "needed " + std::to_string(needed) + " bytes of voxels, " +
            std::to_string(image.data->maxRemaining()) + " remain");
}

// int64/uint64 voxels read in slabs into an Int32 volume; a value outside the int32 range fails (labels
// and counts fit; anything else would need a 64-bit voxel type ScanSleuth does not have).
Status readNarrowed(OpenedImage& image, volume::Volume& vol, const Progress& progress)
{
    const DecodedHeader& d = image.decoded;
    const std::span<std::int32_t> out = vol.voxels<std::int32_t>();
    constexpr std::size_t slab = std::size_t(1) << 20;
    std::vector<std::uint64_t> raw;
    for (std::size_t begin = 0; begin < out.size(); begin += slab) {
        const std::size_t n = std::min(slab, out.size() - begin);
        raw.resize(n);
        const Progress part =
            progress.sub(double(begin) / double(out.size()), double(begin + n) / double(out.size()));
        if (Status s = image.data->read(reinterpret_cast<std::byte*>(raw.data()), n * 8, part); !s)
            return s;
        if (d.swapped)
            swapBytes(reinterpret_cast<std::byte*>(raw.data()), n * 8, 8);
        for (std::size_t i = 0; i < n; ++i) {
            const bool fits = d.unsignedInt64
                                  ? raw[i] <= std::uint64_t(INT32_MAX)
                                  : std::int64_t(raw[i]) >= INT32_MIN && std::int64_t(raw[i]) <= INT32_MAX;
            if (!fits)
                return makeError(
                    ErrorKind::Unsupported,
                    std::string("The voxels are stored as ") + (d.unsignedInt64 ? "uint64" : "int64") +
                        " and hold values beyond the 32-bit range, which ScanSleuth cannot hold.",
                    "voxel " + std::to_string(begin + i));
            out[begin + i] = std::int32_t(std::int64_t(raw[i]));
        }
    }
    return {};
}

Result<volume::VolumeList> readVolumes(OpenedImage& image, const volume::Geometry& geometry,
                                       const volume::Rescale& rescale, const Progress& progress)
{
    const DecodedHeader& d = image.decoded;
    volume::VolumeList volumes;
    // Not reserve(volumeCount): a small gzip may claim millions of volumes; memory must only grow with
    // the data actually inflated.
    volumes.reserve(static_cast<std::size_t>(std::min<std::int64_t>(d.volumeCount, 1024)));
    const double count = static_cast<double>(d.volumeCount);
    for (std::int64_t v = 0; v < d.volumeCount; ++v) {
        Result<volume::Volume> vol = volume::Volume::allocate(d.pixelType, geometry);
        if (!vol)
            return vol.error();
        const Progress step =
            progress.sub(static_cast<double>(v) / count, static_cast<double>(v + 1) / count);
        if (d.narrowInt64) {
            if (Status s = readNarrowed(image, *vol, step); !s)
                return s.error();
        } else {
            {
                const nifti::Prefaulter prefault(vol->bytes(), vol->byteCount());
                if (Status s = image.data->read(vol->bytes(), vol->byteCount(), step); !s)
                    return s.error();
            }
            if (d.swapped)
                swapBytes(vol->bytes(), vol->byteCount(), volume::bytesPerVoxel(d.pixelType));
        }
        vol->setRescale(rescale);
        volumes.push_back(std::move(*vol));
    }
    if (Status s = image.data->finish(); !s)
        return s.error();
    return volumes;
}

void addVoxelFindings(const volume::VolumeList& volumes, Findings& findings)
{
    if (volumes.empty() || !volume::isFloatingPoint(volumes.front().pixelType()))
        return;
    std::int64_t bad = 0, total = 0;
    for (const volume::Volume& v : volumes) {
        bad += volume::nonFiniteCount(v);
        total += v.voxelCount();
    }
    if (bad == 0)
        return;
    const std::string percent = formatFixed(100.0 * static_cast<double>(bad) / static_cast<double>(total), 2);
    Finding f =
        makeFinding("nifti.nan_voxels", Severity::Warning,
                    std::to_string(bad) + " voxels are NaN or infinite (" + percent + "% of the image).",
                    "Replace non-finite voxels (e.g. with 0) before training or inference; most losses and "
                    "normalisations turn one NaN into all NaN.");
    f.measurements = {{"non_finite_voxels", static_cast<double>(bad), "voxels"},
                      {"total_voxels", static_cast<double>(total), "voxels"}};
    findings.push_back(std::move(f));
}

void addTimingFinding(const NiftiHeaderInfo& h, std::int64_t volumeCount, Findings& findings)
{
    if (h.dim[0] >= 4 && h.dim[4] > 1 && !(h.pixdim[4] > 0))
        findings.push_back(makeFinding("nifti.missing_repetition_time", Severity::Info,
                                       "The image has " + std::to_string(volumeCount) +
                                           " time points but pixdim[4] (the time between them) is not set.",
                                       "Set pixdim[4] to the repetition time and xyzt_units to seconds."));
}

Result<NiftiHeaderOnly> loadHeader(const std::string& path)
{
    Result<OpenedImage> image = openImage(path);
    if (!image)
        return image.error();
    DecodedHeader& d = image->decoded;
    NiftiHeaderOnly out;
    nifti::GeometryChoice choice = nifti::chooseGeometry(d.info, d.size, d.analyzeOrigin);
    out.findings = std::move(d.findings);
    out.findings.insert(out.findings.end(), choice.findings.begin(), choice.findings.end());
    rescaleOf(d.info, out.findings);
    addTimingFinding(d.info, d.volumeCount, out.findings);
    out.header = d.info;
    out.geometry = choice.geometry;
    out.pixelType = d.pixelType;
    out.volumeCount = static_cast<int>(std::min<std::int64_t>(d.volumeCount, INT_MAX));
    return out;
}

Result<LoadedImage> loadImage(const std::string& path, const Progress& progress)
{
    Result<OpenedImage> image = openImage(path);
    if (!image)
        return image.error();
    DecodedHeader& d = image->decoded;
    LoadedImage loaded;
    loaded.path = path;
    loaded.files = {image->files.header};
    if (image->files.pair)
        loaded.files.push_back(image->files.image);
    loaded.format = formatOf(d.info);
    nifti::GeometryChoice choice = nifti::chooseGeometry(d.info, d.size, d.analyzeOrigin);
    loaded.findings = std::move(d.findings);
    loaded.findings.insert(loaded.findings.end(), choice.findings.begin(), choice.findings.end());
    const volume::Rescale rescale = rescaleOf(d.info, loaded.findings);
    addTimingFinding(d.info, d.volumeCount, loaded.findings);
    if (Status s = checkDataFits(*image); !s)
        return s.error();
    Result<volume::VolumeList> volumes = readVolumes(*image, choice.geometry, rescale, progress);
    if (!volumes)
        return volumes.error();
    loaded.volumes = std::move(*volumes);
    addVoxelFindings(loaded.volumes, loaded.findings);
    loaded.nifti = std::move(d.info);
    return loaded;
}

// Nothing may throw past the reader: allocation failures become TooLarge, anything else Io.
template <typename F> auto guarded(F&& f) -> decltype(f())
{
    try {
        return f();
    } catch (const std::bad_alloc&) {
        return makeError(ErrorKind::TooLarge, "There is not enough memory to load this image.",
                         "std::bad_alloc");
    } catch (const std::exception& e) {
        return makeError(ErrorKind::Io, "The image could not be read.", e.what());
    }
}

} // namespace

bool looksLikeNifti(const std::string& path)
{
    if (nifti::niftiExtension(path) != nifti::NiftiExtension::None)
        return true;
    Result<std::unique_ptr<ByteSource>> source = ByteSource::open(path);
    if (!source)
        return false;
    std::array<std::byte, 4> first{};
    Result<std::size_t> got = (*source)->readSome(first.data(), first.size());
    bool swapped = false;
    return got && *got == first.size() && nifti::announcedHeaderBytes(first, swapped) != 0;
}

Result<NiftiHeaderOnly> readNiftiHeader(const std::string& path)
{
    return guarded([&] { return loadHeader(path); });
}

Result<LoadedImage> readNifti(const std::string& path, const Progress& progress)
{
    return guarded([&] { return loadImage(path, progress); });
}

} // namespace scansleuth::io
