// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The gzip backend on zlib, for builds without ISA-L (a GPU server with only a compiler and LibTorch).
// Slower than ISA-L, the same files either way.
#include "gzipcodec.h"

#include <zlib.h>

#include <algorithm>
#include <vector>

namespace scansleuth::io::nifti {

namespace {

constexpr int kGzipWindow = 15 + 16; // 32 KiB window, gzip wrapper only (CRC32 and ISIZE checked)
constexpr std::size_t kDeflateInput = std::size_t{1} << 30; // zlib counts in 32 bits
constexpr std::size_t kDeflateOutput = std::size_t{4} << 20;

class ZlibInflater final : public GzipInflater
{
public:
    ZlibInflater() { m_ready = inflateInit2(&m_stream, kGzipWindow) == Z_OK; }
    ~ZlibInflater() override
    {
        if (m_ready)
            inflateEnd(&m_stream);
    }
    ZlibInflater(const ZlibInflater&) = delete;
    ZlibInflater& operator=(const ZlibInflater&) = delete;
    bool ready() const { return m_ready; }

    void reset() override { inflateReset(&m_stream); }

    Result<InflateStep> inflate(const std::uint8_t* in, std::size_t inBytes, std::uint8_t* out,
                                std::size_t outBytes) override
    {
        z_stream& s = m_stream;
        s.next_in = const_cast<Bytef*>(in); // zlib's next_in is not const unless ZLIB_CONST
        s.avail_in = static_cast<uInt>(inBytes);
        s.next_out = out;
        s.avail_out = static_cast<uInt>(outBytes);
        const int rc = ::inflate(&s, Z_NO_FLUSH);
        // Z_BUF_ERROR only says that no progress was possible: the caller brings more input.
        if (rc != Z_OK && rc != Z_STREAM_END && rc != Z_BUF_ERROR)
            return makeError(ErrorKind::Corrupt, "The gzip data is corrupt.",
                             std::string("zlib inflate: ") + (s.msg ? s.msg
                                                              : rc == Z_NEED_DICT
                                                                  ? "needs a preset dictionary"
                                                                  : "error " + std::to_string(rc)));
        return InflateStep{inBytes - s.avail_in, outBytes - s.avail_out, rc == Z_STREAM_END};
    }

private:
    z_stream m_stream{};
    bool m_ready = false;
};

class ZlibDeflater final : public GzipDeflater
{
public:
    ZlibDeflater()
    {
        m_ready = deflateInit2(&m_stream, 1, Z_DEFLATED, kGzipWindow, 8, Z_DEFAULT_STRATEGY) == Z_OK;
    }
    ~ZlibDeflater() override
    {
        if (m_ready)
            deflateEnd(&m_stream);
    }
    ZlibDeflater(const ZlibDeflater&) = delete;
    ZlibDeflater& operator=(const ZlibDeflater&) = delete;
    bool ready() const { return m_ready; }

    Status deflate(const std::byte* data, std::size_t n, bool last, const Writer& write) override
    {
        z_stream& s = m_stream;
        do {
            const std::size_t step = std::min(n, kDeflateInput);
            const int flush = last && step == n ? Z_FINISH : Z_NO_FLUSH;
            s.next_in = const_cast<Bytef*>(reinterpret_cast<const Bytef*>(data));
            s.avail_in = static_cast<uInt>(step);
            data += step;
            n -= step;
            // zlib's own pattern: go on while the output buffer fills up; with Z_FINISH a buffer left
            // partly empty means the member is complete.
            do {
                s.next_out = reinterpret_cast<Bytef*>(m_output.data());
                s.avail_out = static_cast<uInt>(m_output.size());
                if (::deflate(&s, flush) == Z_STREAM_ERROR)
                    return makeError(ErrorKind::Io, "The file could not be compressed.",
                                     "zlib deflate failed");
                if (Status w = write(m_output.data(), m_output.size() - s.avail_out); !w)
                    return w;
            } while (s.avail_out == 0);
        } while (n > 0);
        return {};
    }

private:
    z_stream m_stream{};
    bool m_ready = false;
    std::vector<std::byte> m_output = std::vector<std::byte>(kDeflateOutput);
};

Error zlibInitError()
{
    return makeError(ErrorKind::TooLarge, "There is not enough memory to start gzip.", "zlib init failed");
}

} // namespace

const char* gzipBackend()
{
    return "zlib";
}

Result<std::unique_ptr<GzipInflater>> GzipInflater::create(const std::string&)
{
    auto inflater = std::make_unique<ZlibInflater>();
    if (!inflater->ready())
        return zlibInitError();
    return std::unique_ptr<GzipInflater>(std::move(inflater));
}

Result<std::unique_ptr<GzipDeflater>> GzipDeflater::create(const std::string&)
{
    auto deflater = std::make_unique<ZlibDeflater>();
    if (!deflater->ready())
        return zlibInitError();
    return std::unique_ptr<GzipDeflater>(std::move(deflater));
}

} // namespace scansleuth::io::nifti
