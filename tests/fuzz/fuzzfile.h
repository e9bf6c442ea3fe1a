// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

// For fuzz targets whose reader takes a path: the input is written to a file in a private folder of
// this process (in /dev/shm when it exists, so in memory), removed when the process exits.
namespace scansleuth::fuzz {

inline const std::filesystem::path& fuzzFolder()
{
    static const std::filesystem::path folder = [] {
        std::string pattern = std::filesystem::exists("/dev/shm") ? "/dev/shm/scansleuth-fuzz-XXXXXX"
                                                                  : "/tmp/scansleuth-fuzz-XXXXXX";
        if (!::mkdtemp(pattern.data()))
            std::abort();
        static const std::string made = pattern;
        std::atexit([] {
            std::error_code ec;
            std::filesystem::remove_all(made, ec);
        });
        return std::filesystem::path(pattern);
    }();
    return folder;
}

// Writes `size` bytes to `name` in the folder and returns its path.
inline std::string writeFuzzFile(const std::string& name, const std::uint8_t* data, std::size_t size)
{
    const std::string path = (fuzzFolder() / name).string();
    std::ofstream out(path, std::ios::binary | std::ios::trunc);
    out.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
    out.close();
    if (!out)
        std::abort();
    return path;
}

} // namespace scansleuth::fuzz
