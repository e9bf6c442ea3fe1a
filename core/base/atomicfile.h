// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"

#include <cstddef>
#include <functional>
#include <string>
#include <string_view>

// The one atomic file writer: every file ScanSleuth makes (NIfTI, DICOM, PNG, reports, investigations,
// demo files) goes through it. Data goes to a temporary file in the target's folder (".NAME.tmp-XXXXXX",
// so the rename never crosses a file system), which is flushed and fsynced, renamed over the target, and
// the folder is fsynced so the rename itself survives a power cut. Readers see the old file or the whole
// new one, never half of one; a failure leaves the target untouched and removes the temporary file.
// New files get mode 0644 less the umask, like any file the user makes. Errors are Io, with the user
// sentence "The file could not be written." and "PATH: STEP: REASON" as the detail.
namespace scansleuth {

class AtomicFile
{
public:
    // Opens the temporary file beside `path`. Errors: Io (no such folder, no permission...).
    static Result<AtomicFile> create(const std::string& path);

    AtomicFile(AtomicFile&& other) noexcept;
    AtomicFile& operator=(AtomicFile&& other) noexcept;
    AtomicFile(const AtomicFile&) = delete;
    AtomicFile& operator=(const AtomicFile&) = delete;
    ~AtomicFile(); // without commit(): closes and removes the temporary file

    Status write(const void* data, std::size_t size);
    Status write(std::string_view text) { return write(text.data(), text.size()); }

    // fsync (when `sync`), close, rename over the target, fsync the folder (when `sync`). `sync = false`
    // is for outputs that can be remade (converted volumes, as dcm2niix does): still never half a file.
    Status commit(bool sync = true);

    const std::string& path() const { return m_path; }
    // For toolkits that only write by file name (DCMTK, Qt's PDF writer): they write here, between
    // create() and commit(), and must have closed the file before commit().
    const std::string& temporaryPath() const { return m_tempPath; }

private:
    AtomicFile() = default;
    void discard();
    Error failure(const char* step, int errorNumber) const;

    std::string m_path;
    std::string m_tempPath;
    int m_fd = -1;
    bool m_done = false;
};

// The whole of `bytes` written to `path` atomically.
Status writeFileAtomically(const std::string& path, std::string_view bytes, bool sync = true);

// For toolkits that write by name: `writeTo(temporaryPath)` writes the file, then it is committed.
// An error from `writeTo` is returned as it is, and the target is left untouched.
Status writeFileAtomically(const std::string& path, const std::function<Status(const std::string&)>& writeTo,
                           bool sync = true);

} // namespace scansleuth
