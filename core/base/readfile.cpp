// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "base/readfile.h"

#include <cerrno>
#include <cstring>
#include <fcntl.h>
#include <filesystem>
#include <unistd.h>

namespace scansleuth {

namespace {

// Closes the descriptor on every path out.
struct Descriptor
{
    int fd = -1;
    ~Descriptor()
    {
        if (fd >= 0)
            ::close(fd);
    }
};

} // namespace

Result<std::string> readWholeFile(const std::string& path, std::uintmax_t maxBytes)
{
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec))
        return makeError(ErrorKind::NotFound, "The file '" + path + "' was not found.");
    Descriptor file{::open(path.c_str(), O_RDONLY | O_CLOEXEC)};
    if (file.fd < 0)
        return makeError(ErrorKind::Io, "The file '" + path + "' cannot be opened.", std::strerror(errno));
    std::string bytes;
    const auto size = std::filesystem::file_size(path, ec);
    if (!ec && size <= maxBytes)
        bytes.reserve(static_cast<std::size_t>(size));
    char buffer[1 << 16];
    for (;;) {
        const ssize_t n = ::read(file.fd, buffer, sizeof buffer);
        if (n == 0)
            return bytes;
        if (n < 0) {
            if (errno == EINTR)
                continue;
            return makeError(ErrorKind::Io, "The file '" + path + "' cannot be read.", std::strerror(errno));
        }
        if (bytes.size() + static_cast<std::size_t>(n) > maxBytes)
            return makeError(ErrorKind::TooLarge, "The file '" + path + "' is larger than expected.",
                             "more than " + std::to_string(maxBytes) + " bytes");
        bytes.append(buffer, static_cast<std::size_t>(n));
    }
}

} // namespace scansleuth
