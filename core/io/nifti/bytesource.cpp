// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "bytesource.h"

#include "gzipcodec.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <vector>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace scansleuth::io::nifti {

namespace {

constexpr std::size_t kReadChunk = std::size_t{64} << 20;  // plain files: one read() per 64 MiB
constexpr std::size_t kInputChunk = std::size_t{1} << 20;  // gzip: compressed bytes per refill
constexpr std::size_t kOutputChunk = std::size_t{1} << 30; // ISA-L and zlib count in 32 bits
constexpr std::uint64_t kMaxDeflateRatio = 1032;

// Owns a file descriptor.
class FileHandle
{
public:
    explicit FileHandle(int fd) : m_fd(fd) {}
    ~FileHandle()
    {
        if (m_fd >= 0)
            ::close(m_fd);
    }
    FileHandle(const FileHandle&) = delete;
    FileHandle& operator=(const FileHandle&) = delete;
    int get() const { return m_fd; }

private:
    int m_fd;
};

// read() until `n` bytes or end of file; returns the count, or -1 with errno set.
ssize_t readFully(int fd, std::byte* dst, std::size_t n)
{
    std::size_t done = 0;
    while (done < n) {
        const ssize_t got = ::read(fd, dst + done, std::min(n - done, kReadChunk));
        if (got < 0 && errno == EINTR)
            continue;
        if (got < 0)
            return -1;
        if (got == 0)
            break;
        done += static_cast<std::size_t>(got);
    }
    return static_cast<ssize_t>(done);
}

Error ioError(const std::string& what)
{
    return makeError(ErrorKind::Io, "The file could not be read.", what + ": " + std::strerror(errno));
}

Error truncatedError(std::uint64_t position, bool gzipped)
{
    return makeError(ErrorKind::Corrupt,
                     gzipped ? "The compressed file ends before all of its voxel data (it is truncated)."
                             : "The file ends before all of its voxel data (it is truncated).",
                     "end of data at uncompressed byte " + std::to_string(position));
}

class PlainSource final : public ByteSource
{
public:
    PlainSource(int fd, std::uint64_t size) : m_file(fd)
    {
        m_fileBytes = size;
        ::posix_fadvise(fd, 0, 0, POSIX_FADV_SEQUENTIAL);
    }

    Status read(std::byte* dst, std::size_t n, const Progress& progress) override
    {
        std::size_t done = 0;
        while (done < n) {
            const std::size_t step = std::min(n - done, kReadChunk);
            Result<std::size_t> got = readSome(dst + done, step);
            if (!got)
                return got.error();
            if (*got < step)
                return truncatedError(m_position, false);
            done += step;
            if (!progress.report(static_cast<double>(done) / static_cast<double>(n), "reading"))
                return makeError(ErrorKind::Cancelled, "Loading was cancelled.");
        }
        return {};
    }

    Result<std::size_t> readSome(std::byte* dst, std::size_t n) override
    {
        const ssize_t got = readFully(m_file.get(), dst, n);
        if (got < 0)
            return ioError("read");
        m_position += static_cast<std::uint64_t>(got);
        return static_cast<std::size_t>(got);
    }

    std::uint64_t maxRemaining() const override
    {
        return m_fileBytes > m_position ? m_fileBytes - m_position : 0;
    }

private:
    FileHandle m_file;
};

class GzipSource final : public ByteSource
{
public:
    GzipSource(int fd, std::uint64_t size, std::unique_ptr<GzipInflater> inflater)
        : m_file(fd), m_input(kInputChunk), m_inflater(std::move(inflater))
    {
        m_gzipped = true;
        m_fileBytes = size;
        ::posix_fadvise(fd, 0, 0, POSIX_FADV_SEQUENTIAL);
    }

    Status read(std::byte* dst, std::size_t n, const Progress& progress) override
    {
        std::size_t done = 0;
        std::size_t reported = 0;
        while (done < n) {
            Result<std::size_t> got = inflateSome(dst + done, n - done);
            if (!got)
                return got.error();
            if (*got == 0)
                return truncatedError(m_position, true);
            done += *got;
            if (done - reported >= (std::size_t{16} << 20) || done == n) {
                reported = done;
                if (!progress.report(static_cast<double>(done) / static_cast<double>(n), "decompressing"))
                    return makeError(ErrorKind::Cancelled, "Loading was cancelled.");
            }
        }
        return {};
    }

    Result<std::size_t> readSome(std::byte* dst, std::size_t n) override
    {
        std::size_t done = 0;
        while (done < n) {
            Result<std::size_t> got = inflateSome(dst + done, n - done);
            if (!got)
                return got.error();
            if (*got == 0)
                break;
            done += *got;
        }
        return done;
    }

    Status finish() override
    {
        // Inflate a little past the data so that the inflater reaches the member's trailer and checks it;
        // trailing bytes beyond that (nibabel and ITK ignore them) are left unread.
        std::vector<std::byte> scratch(4096);
        for (int i = 0; i < 256 && !m_memberDone; ++i) {
            Result<std::size_t> got = inflateSome(scratch.data(), scratch.size(), false);
            if (!got)
                return got.error();
            if (*got == 0 && !m_memberDone)
                return truncatedError(m_position, true);
        }
        return {};
    }

    std::uint64_t maxRemaining() const override
    {
        const std::uint64_t compressedLeft = m_fileBytes - m_consumed + m_avail;
        return compressedLeft * kMaxDeflateRatio + (std::uint64_t{1} << 20);
    }

private:
    // Moves unread input to the front of the buffer and reads more. Returns false at end of file.
    Result<bool> refill()
    {
        if (m_eof)
            return false;
        if (m_avail > 0)
            std::memmove(m_input.data(), m_input.data() + m_next, m_avail);
        m_next = 0;
        const ssize_t got = readFully(m_file.get(), reinterpret_cast<std::byte*>(m_input.data() + m_avail),
                                      m_input.size() - m_avail);
        if (got < 0)
            return ioError("read");
        m_consumed += static_cast<std::uint64_t>(got);
        m_eof = static_cast<std::size_t>(got) < m_input.size() - m_avail;
        m_avail += static_cast<std::size_t>(got);
        return got > 0;
    }

    // Starts the next gzip member when the input holds one; false at the end of the stream.
    Result<bool> startNextMember()
    {
        if (m_avail < 2 && !m_eof) {
            Result<bool> r = refill();
            if (!r)
                return r.error();
        }
        const std::uint8_t* in = m_input.data() + m_next;
        if (m_avail < 2 || in[0] != 0x1f || in[1] != 0x8b)
            return false; // end of data, or padding after the last member
        m_inflater->reset();
        m_memberDone = false;
        return true;
    }

    // Inflates up to `n` bytes; 0 only at the true end of the stream.
    Result<std::size_t> inflateSome(std::byte* dst, std::size_t n, bool nextMember = true)
    {
        std::size_t produced = 0;
        while (produced == 0) {
            if (m_memberDone) {
                if (!nextMember)
                    return std::size_t{0};
                Result<bool> more = startNextMember();
                if (!more)
                    return more.error();
                if (!*more)
                    return std::size_t{0};
            }
            if (m_avail == 0) {
                Result<bool> r = refill();
                if (!r)
                    return r.error();
            }
            Result<InflateStep> step =
                m_inflater->inflate(m_input.data() + m_next, m_avail, reinterpret_cast<std::uint8_t*>(dst),
                                    std::min(n, kOutputChunk));
            if (!step)
                return makeError(ErrorKind::Corrupt, "The gzip data is corrupt, so the file cannot be read.",
                                 step.error().detail + " at uncompressed byte " + std::to_string(m_position));
            m_next += step->consumed;
            m_avail -= step->consumed;
            produced = step->produced;
            if (step->memberEnd)
                m_memberDone = true;
            else if (produced == 0 && step->consumed == 0 && m_eof)
                return std::size_t{0}; // truncated inside a member
        }
        m_position += produced;
        return produced;
    }

    FileHandle m_file;
    std::vector<std::uint8_t> m_input;
    std::size_t m_next = 0;  // first unread byte of m_input
    std::size_t m_avail = 0; // unread bytes from m_next on
    std::unique_ptr<GzipInflater> m_inflater;
    std::uint64_t m_consumed = 0;
    bool m_eof = false;
    bool m_memberDone = false;
};

} // namespace

Status ByteSource::skip(std::size_t n)
{
    std::vector<std::byte> scratch(std::min<std::size_t>(n, std::size_t{1} << 16));
    while (n > 0) {
        const std::size_t step = std::min(n, scratch.size());
        Result<std::size_t> got = readSome(scratch.data(), step);
        if (!got)
            return got.error();
        if (*got < step)
            return makeError(ErrorKind::Corrupt, "The voxel data starts past the end of the file.",
                             "stream ended at byte " + std::to_string(m_position) + " while skipping");
        n -= step;
    }
    return {};
}

Result<std::unique_ptr<ByteSource>> ByteSource::open(const std::string& path)
{
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0) {
        const int err = errno;
        if (err == ENOENT)
            return makeError(ErrorKind::NotFound, "The file does not exist.", path);
        return makeError(ErrorKind::Io, "The file could not be opened.", path + ": " + std::strerror(err));
    }
    struct stat st
    {};
    if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
        ::close(fd);
        return makeError(ErrorKind::Io, "The path is not a regular file.", path);
    }
    unsigned char magic[2] = {0, 0};
    const ssize_t got = ::pread(fd, magic, 2, 0);
    const auto size = static_cast<std::uint64_t>(st.st_size);
    if (got == 2 && magic[0] == 0x1f && magic[1] == 0x8b) {
        auto inflater = GzipInflater::create(path);
        if (!inflater) {
            ::close(fd);
            return inflater.error();
        }
        return std::unique_ptr<ByteSource>(new GzipSource(fd, size, std::move(inflater).value()));
    }
    return std::unique_ptr<ByteSource>(new PlainSource(fd, size));
}

} // namespace scansleuth::io::nifti
