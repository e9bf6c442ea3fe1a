// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "io/dicom/dicommemory.h"

#include "io/dicom/dicomreader.h"

#include <cerrno>
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

} // namespace

Result<LoadedImage> readDicomFromMemory(const std::byte* data, std::size_t size, const std::string& name)
{
    MemoryFile file;
    if (file.fd() < 0 || !file.write(data, size))
        return makeError(ErrorKind::Io, "The DICOM data could not be put in a memory file.",
                         name + ": " + std::strerror(errno));
    auto scan = scanDicom(file.path());
    if (!scan)
        return renamed(scan.error(), file.path(), name);
    if (scan->series.empty())
        return makeError(ErrorKind::NotFound, "No DICOM image was found in " + name + ".");
    auto image = loadDicomSeries(scan->series.front());
    if (!image)
        return renamed(image.error(), file.path(), name);
    image->path = name;
    image->files = {name};
    return image;
}

} // namespace scansleuth::io
