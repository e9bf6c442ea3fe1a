// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "siemenscsa.h"

#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>

// Layout (little endian), as documented by SPM's spm_dicom_headers and nibabel's csareader:
//   CSA2: "SV10", 4 unused bytes, uint32 tag count, uint32 (77), then the tags.
//   CSA1: uint32 tag count, uint32 (77), then the tags.
//   tag:  char name[64], int32 vm, char vr[4], int32 syngodt, int32 item count, int32 (77 or 205).
//   item: int32 x[4], then the value bytes padded to 4. Its length is x[1] in CSA2, and
//         x[0] minus the first tag's item count in CSA1.

namespace scansleuth::io {

namespace {

constexpr std::size_t kTagHeaderBytes = 64 + 4 + 4 + 4 + 4 + 4;
constexpr std::size_t kItemHeaderBytes = 16;
constexpr std::uint32_t kMaxTags = 1024; // SPM's limit; real headers hold about 100
constexpr std::int32_t kMaxItems = 1024; // per tag; real headers hold at most a few hundred

Error corrupt(const std::string& detail)
{
    return makeError(ErrorKind::Corrupt, "The Siemens CSA header is damaged and cannot be read.", detail);
}

// A bounds-checked little-endian reader over the header bytes.
class Reader
{
public:
    explicit Reader(std::span<const std::byte> bytes) : m_bytes(bytes) {}

    std::size_t position() const { return m_pos; }
    std::size_t remaining() const { return m_bytes.size() - m_pos; }
    bool canRead(std::size_t n) const { return n <= remaining(); }

    std::int32_t int32()
    {
        std::uint32_t v = 0;
        for (int i = 3; i >= 0; --i)
            v = (v << 8) | std::to_integer<std::uint32_t>(m_bytes[m_pos + i]);
        m_pos += 4;
        return static_cast<std::int32_t>(v);
    }
    // A NUL-terminated text field of `n` bytes.
    std::string text(std::size_t n)
    {
        const char* p = reinterpret_cast<const char*>(m_bytes.data() + m_pos);
        m_pos += n;
        return std::string(p, strnlen(p, n));
    }
    // Callers check canRead(n) first.
    void skip(std::size_t n) { m_pos += n; }

private:
    std::span<const std::byte> m_bytes;
    std::size_t m_pos = 0;
};

std::string trimmed(std::string s)
{
    const char* blanks = " \t\r\n";
    const auto first = s.find_first_not_of(blanks);
    if (first == std::string::npos)
        return {};
    const auto last = s.find_last_not_of(blanks);
    return s.substr(first, last - first + 1);
}

std::string at(std::size_t offset)
{
    return " at byte " + std::to_string(offset);
}

struct TagHeader
{
    std::string name;
    std::int32_t vm = 0;
    std::string vr;
    std::int32_t itemCount = 0;
};

Result<TagHeader> readTagHeader(Reader& r, std::uint32_t tagNo)
{
    if (!r.canRead(kTagHeaderBytes))
        return corrupt("tag " + std::to_string(tagNo) + " header truncated" + at(r.position()));
    TagHeader tag;
    tag.name = r.text(64);
    tag.vm = r.int32();
    tag.vr = r.text(4);
    r.skip(4); // syngodt
    tag.itemCount = r.int32();
    r.skip(4); // 77 or 205
    if (tag.vm < 0 || tag.vm > kMaxItems)
        return corrupt("tag '" + tag.name + "' has multiplicity " + std::to_string(tag.vm));
    // Every item takes at least its 16-byte header: this bounds the count by the bytes left.
    if (tag.itemCount < 0 || tag.itemCount > kMaxItems ||
        static_cast<std::size_t>(tag.itemCount) * kItemHeaderBytes > r.remaining())
        return corrupt("tag '" + tag.name + "' claims " + std::to_string(tag.itemCount) + " items" +
                       at(r.position()));
    return tag;
}

// Reads the items of one tag. CSA1 lengths are relative to the first tag's item count.
Result<CsaElement> readElement(Reader& r, std::uint32_t tagNo, bool csa2, std::int32_t& firstItemCount)
{
    auto tag = readTagHeader(r, tagNo);
    if (!tag)
        return tag.error();
    if (tagNo == 0)
        firstItemCount = tag->itemCount;
    CsaElement element{tag->name, tag->vr, {}};
    const std::int32_t valueCount = tag->vm > 0 ? tag->vm : tag->itemCount;
    for (std::int32_t i = 0; i < tag->itemCount; ++i) {
        if (!r.canRead(kItemHeaderBytes))
            return corrupt("item header of tag '" + tag->name + "' truncated" + at(r.position()));
        std::int32_t x[4];
        for (auto& v : x)
            v = r.int32();
        const std::int64_t length = csa2 ? std::int64_t{x[1]} : std::int64_t{x[0]} - firstItemCount;
        if (!csa2 && length < 0)
            break; // SPM: a CSA1 tag ends at its first impossible length
        const std::int64_t padded = (length + 3) / 4 * 4;
        if (length < 0 || static_cast<std::uint64_t>(padded) > r.remaining())
            return corrupt("item " + std::to_string(i) + " of tag '" + tag->name + "' claims " +
                           std::to_string(length) + " bytes" + at(r.position()));
        std::string value = r.text(static_cast<std::size_t>(length));
        r.skip(static_cast<std::size_t>(padded - length));
        if (i < valueCount)
            element.values.push_back(trimmed(std::move(value)));
    }
    return element;
}

bool startsWith(std::span<const std::byte> bytes, const char* magic)
{
    const std::size_t n = std::strlen(magic);
    return bytes.size() >= n && std::memcmp(bytes.data(), magic, n) == 0;
}

} // namespace

const CsaElement* CsaHeader::find(std::string_view name) const
{
    for (const auto& e : elements) {
        if (e.name == name)
            return &e;
    }
    return nullptr;
}

Result<CsaHeader> parseCsaHeader(std::span<const std::byte> bytes)
{
    const bool csa2 = startsWith(bytes, "SV10");
    Reader r(bytes);
    const std::size_t preamble = csa2 ? 16 : 8; // CSA2: "SV10" and 4 unused bytes first
    if (!r.canRead(preamble))
        return corrupt("header shorter than its preamble: " + std::to_string(bytes.size()) + " bytes");
    r.skip(preamble - 8);
    const auto tagCount = static_cast<std::uint32_t>(r.int32());
    const auto check = r.int32();
    // CSA1 has no signature: its fixed second word (77) tells it from other private data.
    if (!csa2 && check != 77) {
        return makeError(ErrorKind::Corrupt, "The data is not a Siemens CSA header.",
                         "no 'SV10' signature and preamble word " + std::to_string(check) + " is not 77");
    }
    if (tagCount == 0 || tagCount > kMaxTags || tagCount * kTagHeaderBytes > r.remaining())
        return corrupt("header claims " + std::to_string(tagCount) + " tags in " +
                       std::to_string(bytes.size()) + " bytes");
    CsaHeader header;
    header.elements.reserve(tagCount);
    std::int32_t firstItemCount = 0;
    for (std::uint32_t t = 0; t < tagCount; ++t) {
        auto element = readElement(r, t, csa2, firstItemCount);
        if (!element)
            return element.error();
        header.elements.push_back(std::move(element).value());
    }
    return header;
}

namespace {

const std::string* firstNonEmpty(const CsaHeader& header, std::string_view name)
{
    const CsaElement* e = header.find(name);
    if (!e)
        return nullptr;
    for (const auto& v : e->values) {
        if (!v.empty())
            return &v;
    }
    return nullptr;
}

template <typename T> std::optional<T> parseNumber(const std::string& text)
{
    T value{};
    const char* begin = text.data();
    const char* end = begin + text.size();
    if (begin != end && *begin == '+')
        ++begin;
    const auto [ptr, ec] = std::from_chars(begin, end, value);
    if (ec != std::errc() || ptr != end)
        return std::nullopt;
    return value;
}

} // namespace

std::optional<int> csaInt(const CsaHeader& header, std::string_view name)
{
    const std::string* v = firstNonEmpty(header, name);
    if (!v)
        return std::nullopt;
    if (auto i = parseNumber<int>(*v))
        return i;
    // Integers written as decimals ("35.00000000") are common in DS-typed elements.
    auto d = parseNumber<double>(*v);
    if (d && *d >= INT32_MIN && *d <= INT32_MAX && *d == std::trunc(*d))
        return static_cast<int>(*d);
    return std::nullopt;
}

std::optional<std::vector<double>> csaDoubles(const CsaHeader& header, std::string_view name)
{
    const CsaElement* e = header.find(name);
    if (!e)
        return std::nullopt;
    std::vector<double> out;
    for (const auto& v : e->values) {
        if (v.empty())
            break;
        auto d = parseNumber<double>(v);
        if (!d)
            return std::nullopt;
        out.push_back(*d);
    }
    if (out.empty())
        return std::nullopt;
    return out;
}

} // namespace scansleuth::io
