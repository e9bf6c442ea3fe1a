// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "io/dicom/dicomheadercache.h"

#include "io/dicom/dicomheaderreader.h"

#include <mutex>
#include <sys/stat.h>
#include <unordered_map>

namespace scansleuth::io::detail {

namespace {

constexpr std::size_t kMaxCachedFiles = 200000;

struct CachedHeader
{
    std::shared_ptr<const DicomFileHeader> header;
    std::int64_t mtimeNs = 0;
};

struct Cache
{
    std::mutex mutex;
    std::unordered_map<std::string, CachedHeader> entries;
};

Cache& cache()
{
    static Cache instance;
    return instance;
}

bool fileStamp(const std::string& path, std::uint64_t& size, std::int64_t& mtimeNs)
{
    struct stat st
    {};
    if (::stat(path.c_str(), &st) != 0)
        return false;
    size = static_cast<std::uint64_t>(st.st_size);
    mtimeNs = static_cast<std::int64_t>(st.st_mtim.tv_sec) * 1000000000 + st.st_mtim.tv_nsec;
    return true;
}

std::shared_ptr<const DicomFileHeader> lookup(const std::string& path)
{
    std::uint64_t size = 0;
    std::int64_t mtime = 0;
    if (!fileStamp(path, size, mtime))
        return nullptr;
    Cache& c = cache();
    std::lock_guard lock(c.mutex);
    auto it = c.entries.find(path);
    if (it == c.entries.end() || it->second.mtimeNs != mtime || it->second.header->fileSize != size)
        return nullptr;
    return it->second.header;
}

} // namespace

void rememberHeaders(std::vector<DicomFileHeader> headers)
{
    std::vector<CachedHeader> stamped;
    for (auto& h : headers) {
        std::uint64_t size = 0;
        std::int64_t mtime = 0;
        if (fileStamp(h.path, size, mtime) && size == h.fileSize)
            stamped.push_back({std::make_shared<const DicomFileHeader>(std::move(h)), mtime});
    }
    Cache& c = cache();
    std::lock_guard lock(c.mutex);
    if (c.entries.size() + stamped.size() > kMaxCachedFiles)
        c.entries.clear();
    for (auto& s : stamped) {
        const std::string path = s.header->path;
        c.entries[path] = std::move(s);
    }
}

Result<std::vector<std::shared_ptr<const DicomFileHeader>>> headersFor(const std::vector<std::string>& paths)
{
    std::vector<std::shared_ptr<const DicomFileHeader>> out;
    for (const auto& path : paths) {
        auto cached = lookup(path);
        if (!cached) {
            std::uint64_t size = 0;
            std::int64_t mtime = 0;
            if (!fileStamp(path, size, mtime))
                return makeError(ErrorKind::NotFound, "A file of the DICOM series no longer exists.", path);
            auto fresh = readDicomFileHeader(path);
            if (!fresh)
                return fresh.error();
            cached = std::make_shared<const DicomFileHeader>(std::move(fresh).value());
        }
        out.push_back(std::move(cached));
    }
    return out;
}

} // namespace scansleuth::io::detail
