// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "filesink.h"

#include "gzipcodec.h"

#include <utility>

namespace scansleuth::io::nifti {

Result<std::unique_ptr<FileSink>> FileSink::create(const std::string& path, bool gzip)
{
    std::unique_ptr<GzipDeflater> deflater;
    if (gzip) {
        auto made = GzipDeflater::create(path);
        if (!made)
            return made.error();
        deflater = std::move(made).value();
    }
    auto file = AtomicFile::create(path);
    if (!file)
        return file.error();
    std::unique_ptr<FileSink> sink(new FileSink(std::move(file).value()));
    sink->m_deflater = std::move(deflater);
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
    return m_deflater->deflate(
        data, n, last, [this](const std::byte* out, std::size_t bytes) { return writeRaw(out, bytes); });
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
