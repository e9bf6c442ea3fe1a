// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "filesink.h"

#include <isa-l/igzip_lib.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstring>
#include <vector>

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

namespace scansleuth::io::nifti {

namespace {

constexpr std::size_t kInputChunk = std::size_t{1} << 30; // ISA-L counts in 32 bits
constexpr std::size_t kOutputChunk = std::size_t{4} << 20;

Error writeError(const std::string& what, const std::string& path)
{
    return makeError(ErrorKind::Io, "The file could not be written.",
                     what + " " + path + ": " + std::strerror(errno));
}

} // namespace

struct FileSink::Deflater
{
    isal_zstream stream{};
    std::vector<std::uint8_t> levelBuffer = std::vector<std::uint8_t>(ISAL_DEF_LVL1_DEFAULT);
    std::vector<std::byte> output = std::vector<std::byte>(kOutputChunk);
};

Result<std::unique_ptr<FileSink>> FileSink::create(const std::string& path, bool gzip)
{
    std::unique_ptr<FileSink> sink(new FileSink);
    sink->m_path = path;
    sink->m_tempPath = path + ".tmp-XXXXXX";
    sink->m_fd = ::mkstemp(sink->m_tempPath.data());
    if (sink->m_fd < 0) {
        const Error error = writeError("mkstemp", sink->m_tempPath);
        sink->m_tempPath.clear();
        return error;
    }
    ::fchmod(sink->m_fd, 0644);
    if (gzip) {
        sink->m_deflater = std::make_unique<Deflater>();
        isal_zstream& s = sink->m_deflater->stream;
        isal_deflate_init(&s);
        s.level = 1;
        s.level_buf = sink->m_deflater->levelBuffer.data();
        s.level_buf_size = static_cast<std::uint32_t>(sink->m_deflater->levelBuffer.size());
        s.gzip_flag = IGZIP_GZIP;
    }
    return sink;
}

FileSink::~FileSink()
{
    if (m_fd >= 0)
        ::close(m_fd);
    if (!m_committed && !m_tempPath.empty())
        ::unlink(m_tempPath.c_str());
}

Status FileSink::writeRaw(const std::byte* data, std::size_t n)
{
    while (n > 0) {
        const ssize_t done = ::write(m_fd, data, std::min(n, kInputChunk));
        if (done < 0 && errno == EINTR)
            continue;
        if (done <= 0)
            return writeError("write", m_tempPath);
        data += done;
        n -= static_cast<std::size_t>(done);
    }
    return {};
}

Status FileSink::deflate(const std::byte* data, std::size_t n, bool last)
{
    isal_zstream& s = m_deflater->stream;
    std::vector<std::byte>& out = m_deflater->output;
    do {
        const std::size_t step = std::min(n, kInputChunk);
        s.next_in = const_cast<std::uint8_t*>(reinterpret_cast<const std::uint8_t*>(data));
        s.avail_in = static_cast<std::uint32_t>(step);
        s.end_of_stream = last && step == n ? 1 : 0;
        data += step;
        n -= step;
        do {
            s.next_out = reinterpret_cast<std::uint8_t*>(out.data());
            s.avail_out = static_cast<std::uint32_t>(out.size());
            if (isal_deflate(&s) != COMP_OK)
                return makeError(ErrorKind::Io, "The file could not be compressed.", "isal_deflate failed");
            if (Status w = writeRaw(out.data(), out.size() - s.avail_out); !w)
                return w;
        } while (s.avail_in > 0 || (s.end_of_stream && s.internal_state.state != ZSTATE_END));
    } while (n > 0);
    return {};
}

Status FileSink::write(const std::byte* data, std::size_t n)
{
    if (m_deflater)
        return deflate(data, n, false);
    return writeRaw(data, n);
}

Status FileSink::commit(bool sync)
{
    if (m_deflater)
        if (Status s = deflate(nullptr, 0, true); !s)
            return s;
    if (sync && ::fsync(m_fd) != 0)
        return writeError("fsync", m_tempPath);
    if (::close(m_fd) != 0) {
        m_fd = -1;
        return writeError("close", m_tempPath);
    }
    m_fd = -1;
    if (std::rename(m_tempPath.c_str(), m_path.c_str()) != 0)
        return writeError("rename to", m_path);
    m_committed = true;
    return {};
}

} // namespace scansleuth::io::nifti
