// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "io/dicom/dicommemory.h"
#include "io/dicom/rtstructraster.h"
#include "io/dicom/segobjectreader.h"
#include "io/dicom/segplacement.h"

#include "io/dicom/dicomreader.h"

#include <algorithm>
#include <cerrno>
#include <cmath>
#include <cstring>
#include <sys/mman.h>
#include <unistd.h>

namespace scansleuth::io {

namespace {

// An anonymous memory file closed (and so freed) on scope exit.
class MemoryFile
{
public:
    MemoryFile() : m_fd(::memfd_create("scansleuth-dicom", MFD_CLOEXEC)) {}
    ~MemoryFile()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    MemoryFile(const MemoryFile&) = delete;
    MemoryFile& operator=(const MemoryFile&) = delete;

    int fd() const { return m_fd; }
    std::string path() const { return "/proc/self/fd/" + std::to_string(m_fd); }

    bool write(const std::byte* data, std::size_t size)
    {
        while (size > 0) {
            const ssize_t n = ::write(m_fd, data, size);
            if (n < 0 && errno == EINTR)
                continue;
            if (n <= 0)
                return false;
            data += n;
            size -= static_cast<std::size_t>(n);
        }
        return true;
    }

private:
    int m_fd;
};

// Errors name the memory file; the user knows the data by `name`.
Error renamed(Error e, const std::string& from, const std::string& to)
{
    for (std::string* text : {&e.message, &e.detail})
        for (std::size_t at = text->find(from); at != std::string::npos;
             at = text->find(from, at + to.size()))
            text->replace(at, from.size(), to);
    return e;
}

// The bytes put in `file` and scanned, errors naming `name` instead of the memory file's path.
Result<DicomScanResult> scanMemory(MemoryFile& file, const std::byte* data, std::size_t size,
                                   const std::string& name)
{
    if (file.fd() < 0 || !file.write(data, size))
        return makeError(ErrorKind::Io, "The DICOM data could not be put in a memory file.",
                         name + ": " + std::strerror(errno));
    auto scan = scanDicom(file.path());
    if (!scan)
        return renamed(scan.error(), file.path(), name);
    return scan;
}

} // namespace

Result<LoadedImage> readDicomFromMemory(const std::byte* data, std::size_t size, const std::string& name)
{
    MemoryFile file;
    auto scan = scanMemory(file, data, size, name);
    if (!scan)
        return scan.error();
    if (scan->series.empty())
        return makeError(ErrorKind::NotFound, "No DICOM image was found in " + name + ".");
    auto image = loadDicomSeries(scan->series.front());
    if (!image)
        return renamed(image.error(), file.path(), name);
    image->path = name;
    image->files = {name};
    return image;
}

namespace {

// A grid over the contours' points: 1 mm voxels along LPS, at most 256 per axis, for rasterising an RTSTRUCT
// without its image.
ReferenceImage gridAround(const DicomSegObject& rt, const std::string& name)
{
    ReferenceImage r;
    r.label = name;
    volume::Vec3 lo{1e300, 1e300, 1e300}, hi{-1e300, -1e300, -1e300};
    for (const RtContour& c : rt.contours)
        for (const volume::Vec3& p : c.points)
            for (int a = 0; a < 3; ++a)
                if (std::isfinite(p[a])) {
                    lo[a] = std::min(lo[a], p[a]);
                    hi[a] = std::max(hi[a], p[a]);
                }
    for (int a = 0; a < 3; ++a) {
        if (lo[a] > hi[a])
            lo[a] = hi[a] = 0;
        r.geometry.origin[a] = std::clamp(std::floor(lo[a]), -1e5, 1e5);
        r.geometry.size[a] = std::clamp<std::int64_t>(std::int64_t(std::ceil(hi[a] - lo[a])) + 1, 1, 256);
    }
    r.frameOfReferenceUid = rt.referencedFrameOfReferenceUid;
    r.seriesInstanceUid = rt.referencedSeriesUid;
    r.sliceSopInstanceUids.assign(static_cast<std::size_t>(r.geometry.size[2]), {});
    return r;
}

} // namespace

Result<PlacedSegmentation> readSegmentationFromMemory(const std::byte* data, std::size_t size,
                                                      const std::string& name)
{
    MemoryFile file;
    auto scan = scanMemory(file, data, size, name);
    if (!scan)
        return scan.error();
    if (scan->segmentations.empty())
        return makeError(ErrorKind::NotFound, "No DICOM SEG or RTSTRUCT was found in " + name + ".");
    const bool seg = scan->segmentations.front().kind == "seg";
    auto object = seg ? detail::readSegObject(file.path()) : detail::readRtStructObject(file.path());
    if (!object)
        return renamed(object.error(), file.path(), name);
    if (seg)
        return placeSegFrames(*object, nullptr);
    const ReferenceImage grid = gridAround(*object, name);
    return rasteriseRtStruct(*object, grid);
}

} // namespace scansleuth::io
