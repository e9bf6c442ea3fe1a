// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "filesink.h"

#include <isa-l/igzip_lib.h>

#include <algorithm>
#include <vector>

namespace scansleuth::io::nifti {

namespace {

constexpr std::size_t kInputChunk = std::size_t{1} << 30; // ISA-L counts in 32 bits
constexpr std::size_t kOutputChunk = std::size_t{4} << 20;

} // namespace

struct FileSink::Deflater
{
    isal_zstream stream{};
    std::vector<std::uint8_t> levelBuffer = std::vector<std::uint8_t>(ISAL_DEF_LVL1_DEFAULT);
    std::vector<std::byte> output = std::vector<std::byte>(kOutputChunk);
};

Result<std::unique_ptr<FileSink>> FileSink::create(const std::string& path, bool gzip)
{
    auto file = AtomicFile::create(path);
    if (!file)
        return file.error();
    std::unique_ptr<FileSink> sink(new FileSink(std::move(file).value()));
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

FileSink::FileSink(AtomicFile file) : m_file(std::move(file)) {}

FileSink::~FileSink() = default;

Status FileSink::writeRaw(const std::byte* data, std::size_t n)
{
    return m_file.write(data, n);
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
    return m_file.commit(sync);
}

} // namespace scansleuth::io::nifti
