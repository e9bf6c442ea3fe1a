// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <cassert>
#include <string>
#include <utility>
#include <variant>

namespace scansleuth {

// What went wrong, in the categories the CLI maps to exit codes.
enum class ErrorKind
{
    NotFound,    // no such file, or no image in it
    Corrupt,     // truncated, inconsistent or unparsable input
    Unsupported, // valid input this program cannot handle (RGB, an unknown codec)
    TooLarge,    // header claims more memory than can be allocated
    Io,          // reading or writing failed at the OS level
    Cancelled,   // the user asked to stop
    Invalid,     // a bad argument from the caller
};

// The kind's stable name in JSON: "not_found", "corrupt", "unsupported", "too_large", "io",
// "cancelled", "invalid".
inline const char* errorKindName(ErrorKind kind)
{
    switch (kind) {
    case ErrorKind::NotFound:
        return "not_found";
    case ErrorKind::Corrupt:
        return "corrupt";
    case ErrorKind::Unsupported:
        return "unsupported";
    case ErrorKind::TooLarge:
        return "too_large";
    case ErrorKind::Io:
        return "io";
    case ErrorKind::Cancelled:
        return "cancelled";
    case ErrorKind::Invalid:
        return "invalid";
    }
    return "corrupt";
}

// An error as a value: one short sentence for the user, and the technical text behind it.
struct Error
{
    ErrorKind kind = ErrorKind::Corrupt;
    std::string message; // one sentence, English, no trailing newline
    std::string detail;  // toolkit message, offsets, errno text; may be empty

    friend bool operator==(const Error&, const Error&) = default;
};

inline Error makeError(ErrorKind kind, std::string message, std::string detail = {})
{
    return Error{kind, std::move(message), std::move(detail)};
}

// Minimal expected<T, Error>: holds either a value or an Error.
template <typename T> class [[nodiscard]] Result
{
public:
    Result(T value) : m_data(std::in_place_index<0>, std::move(value)) {}
    Result(Error error) : m_data(std::in_place_index<1>, std::move(error)) {}

    bool ok() const { return m_data.index() == 0; }
    explicit operator bool() const { return ok(); }

    T& value() &
    {
        assert(ok());
        return std::get<0>(m_data);
    }
    const T& value() const&
    {
        assert(ok());
        return std::get<0>(m_data);
    }
    T&& value() &&
    {
        assert(ok());
        return std::get<0>(std::move(m_data));
    }
    T* operator->() { return &value(); }
    const T* operator->() const { return &value(); }
    T& operator*() & { return value(); }
    const T& operator*() const& { return value(); }

    const Error& error() const
    {
        assert(!ok());
        return std::get<1>(m_data);
    }

private:
    std::variant<T, Error> m_data;
};

// Result of an operation that yields nothing on success.
class [[nodiscard]] Status
{
public:
    Status() = default;
    Status(Error error) : m_error(std::move(error)), m_failed(true) {}

    bool ok() const { return !m_failed; }
    explicit operator bool() const { return ok(); }
    const Error& error() const
    {
        assert(m_failed);
        return m_error;
    }

private:
    Error m_error;
    bool m_failed = false;
};

} // namespace scansleuth
