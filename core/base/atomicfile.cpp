// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "atomicfile.h"

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <utility>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace scansleuth {

namespace fs = std::filesystem;

namespace {

std::string folderOf(const std::string& path)
{
    const fs::path p(path);
    return p.has_parent_path() ? p.parent_path().string() : std::string(".");
}

mode_t currentUmask()
{
    // umask() can only be read by setting it; put it straight back. Both calls are async-signal-safe.
    const mode_t mask = ::umask(022);
    ::umask(mask);
    return mask;
}

} // namespace

Error AtomicFile::failure(const char* step, int errorNumber) const
{
    return makeError(ErrorKind::Io, "The file could not be written.",
                     m_path + ": " + step + ": " + std::strerror(errorNumber));
}

Result<AtomicFile> AtomicFile::create(const std::string& path)
{
    AtomicFile file;
    file.m_path = path;
    const fs::path target(path);
    if (target.filename().empty())
        return makeError(ErrorKind::Invalid, "The file could not be written.", path + ": not a file name");
    file.m_tempPath =
        (fs::path(folderOf(path)) / ("." + target.filename().string() + ".tmp-XXXXXX")).string();
    file.m_fd = ::mkostemp(file.m_tempPath.data(), O_CLOEXEC);
    if (file.m_fd < 0) {
        const int e = errno;
        file.m_done = true;
        return file.failure("create a temporary file", e);
    }
    // mkstemp creates 0600; what the user makes is an ordinary file.
    (void)::fchmod(file.m_fd, 0666 & ~currentUmask());
    return file;
}

AtomicFile::AtomicFile(AtomicFile&& other) noexcept
    : m_path(std::move(other.m_path)), m_tempPath(std::move(other.m_tempPath)),
      m_fd(std::exchange(other.m_fd, -1)), m_done(std::exchange(other.m_done, true))
{}

AtomicFile& AtomicFile::operator=(AtomicFile&& other) noexcept
{
    if (this != &other) {
        discard();
        m_path = std::move(other.m_path);
        m_tempPath = std::move(other.m_tempPath);
        m_fd = std::exchange(other.m_fd, -1);
        m_done = std::exchange(other.m_done, true);
    }
    return *this;
}

AtomicFile::~AtomicFile()
{
    discard();
}

void AtomicFile::discard()
{
    if (m_fd >= 0)
        ::close(m_fd);
    m_fd = -1;
    if (!m_done && !m_tempPath.empty())
        ::unlink(m_tempPath.c_str());
    m_done = true;
}

Status AtomicFile::write(const void* data, std::size_t size)
{
    if (m_done || m_fd < 0)
        return makeError(ErrorKind::Io, "The file could not be written.", m_path + ": write after commit");
    const char* bytes = static_cast<const char*>(data);
    while (size > 0) {
        const ssize_t n = ::write(m_fd, bytes, size);
        if (n < 0 && errno == EINTR)
            continue;
        if (n <= 0) {
            const int e = n < 0 ? errno : EIO;
            Error error = failure("write", e);
            discard();
            return error;
        }
        bytes += n;
        size -= std::size_t(n);
    }
    return {};
}

Status AtomicFile::commit(bool sync)
{
    if (m_done)
        return makeError(ErrorKind::Io, "The file could not be written.", m_path + ": committed twice");
    if (sync && ::fsync(m_fd) != 0) {
        Error error = failure("fsync", errno);
        discard();
        return error;
    }
    const int fd = std::exchange(m_fd, -1);
    if (::close(fd) != 0) {
        Error error = failure("close", errno);
        discard();
        return error;
    }
    if (std::rename(m_tempPath.c_str(), m_path.c_str()) != 0) {
        Error error = failure("rename", errno);
        discard();
        return error;
    }
    m_done = true;
    if (sync) {
        // The rename lives in the folder's metadata: without this a crash can bring the old file back.
        const int dir = ::open(folderOf(m_path).c_str(), O_RDONLY | O_DIRECTORY | O_CLOEXEC);
        if (dir >= 0) {
            (void)::fsync(dir); // some file systems refuse fsync on folders; the data itself is safe
            ::close(dir);
        }
    }
    return {};
}

Status writeFileAtomically(const std::string& path, std::string_view bytes, bool sync)
{
    auto file = AtomicFile::create(path);
    if (!file)
        return file.error();
    if (Status s = file->write(bytes); !s)
        return s;
    return file->commit(sync);
}

Status writeFileAtomically(const std::string& path, const std::function<Status(const std::string&)>& writeTo,
                           bool sync)
{
    auto file = AtomicFile::create(path);
    if (!file)
        return file.error();
    if (Status s = writeTo(file->temporaryPath()); !s)
        return s;
    return file->commit(sync);
}

} // namespace scansleuth
