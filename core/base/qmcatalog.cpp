// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "base/qmcatalog.h"

#include <cstdint>
#include <cstring>

namespace scansleuth {

namespace {

// The layout of Qt's qtranslator.cpp: a 16-byte magic, then blocks (tag byte, big-endian length).
constexpr unsigned char kMagic[16] = {0x3c, 0xb8, 0x64, 0x18, 0xca, 0xef, 0x9c, 0x95,
                                      0xcd, 0x21, 0x1c, 0xbf, 0x60, 0xa1, 0xbd, 0xdd};
constexpr unsigned char kMessagesBlock = 0x69;
enum MessageTag : unsigned char
{
    TagEnd = 1,
    TagTranslation = 3,
    TagObsolete1 = 5,
    TagSourceText = 6,
    TagContext = 7,
    TagComment = 8,
};

struct Reader
{
    std::string_view data;
    std::size_t pos = 0;

    bool has(std::size_t n) const { return n <= data.size() - pos; }
    std::uint32_t u32()
    {
        std::uint32_t v = 0;
        for (int i = 0; i < 4; ++i)
            v = (v << 8) | static_cast<unsigned char>(data[pos++]);
        return v;
    }
};

void appendUtf8(std::string& out, std::uint32_t c)
{
    if (c < 0x80) {
        out += static_cast<char>(c);
    } else if (c < 0x800) {
        out += static_cast<char>(0xc0 | (c >> 6));
        out += static_cast<char>(0x80 | (c & 0x3f));
    } else if (c < 0x10000) {
        out += static_cast<char>(0xe0 | (c >> 12));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3f));
        out += static_cast<char>(0x80 | (c & 0x3f));
    } else {
        out += static_cast<char>(0xf0 | (c >> 18));
        out += static_cast<char>(0x80 | ((c >> 12) & 0x3f));
        out += static_cast<char>(0x80 | ((c >> 6) & 0x3f));
        out += static_cast<char>(0x80 | (c & 0x3f));
    }
}

// UTF-16 big-endian (how .qm stores translations) to UTF-8; a lone surrogate becomes U+FFFD.
std::string utf16beToUtf8(std::string_view bytes)
{
    std::string out;
    auto unit = [&](std::size_t i) {
        return static_cast<std::uint32_t>((static_cast<unsigned char>(bytes[i]) << 8) |
                                          static_cast<unsigned char>(bytes[i + 1]));
    };
    for (std::size_t i = 0; i + 1 < bytes.size(); i += 2) {
        std::uint32_t c = unit(i);
        if (c >= 0xd800 && c < 0xdc00 && i + 3 < bytes.size() && unit(i + 2) >= 0xdc00 &&
            unit(i + 2) < 0xe000) {
            c = 0x10000 + ((c - 0xd800) << 10) + (unit(i + 2) - 0xdc00);
            i += 2;
        } else if (c >= 0xd800 && c < 0xe000) {
            c = 0xfffd;
        }
        appendUtf8(out, c);
    }
    return out;
}

Error corrupt(const std::string& name, const std::string& what, std::size_t offset)
{
    return makeError(ErrorKind::Corrupt, name + " is not a usable translation file (.qm).",
                     what + " at byte " + std::to_string(offset));
}

// One message of the Messages block: its fields up to Tag_End. False (with `what`) when a field runs past
// the block or is unknown.
bool readMessage(Reader& m, std::string& context, std::string& source, std::string& translation,
                 std::string& what)
{
    bool haveTranslation = false;
    while (m.pos < m.data.size()) {
        const auto t = static_cast<unsigned char>(m.data[m.pos++]);
        if (t == TagEnd)
            return true;
        if (!m.has(4)) {
            what = "a message field past the end";
            return false;
        }
        const std::uint32_t n = m.u32();
        if (t == TagObsolete1 || n == 0xffffffffu) // a 4-byte value; a null string
            continue;
        if (!m.has(n)) {
            what = "a message field past the end";
            return false;
        }
        const std::string_view field = m.data.substr(m.pos, n);
        m.pos += n;
        if (t == TagTranslation && !haveTranslation) { // numerus forms: the first one
            translation = utf16beToUtf8(field);
            haveTranslation = true;
        } else if (t == TagSourceText) {
            source = field;
        } else if (t == TagContext) {
            context = field;
        } else if (t != TagTranslation && t != TagComment) {
            what = "an unknown message field " + std::to_string(t);
            return false;
        }
    }
    what = "a message without its end";
    return false;
}

} // namespace

Result<QmCatalog> QmCatalog::parse(std::string_view bytes, const std::string& name)
{
    if (bytes.size() < sizeof kMagic || std::memcmp(bytes.data(), kMagic, sizeof kMagic) != 0)
        return corrupt(name, "no .qm magic number", 0);
    QmCatalog catalog;
    Reader r{bytes, sizeof kMagic};
    while (r.pos < bytes.size()) {
        if (!r.has(5))
            return corrupt(name, "a block header past the end", r.pos);
        const auto tag = static_cast<unsigned char>(bytes[r.pos++]);
        const std::uint32_t length = r.u32();
        if (!r.has(length))
            return corrupt(name, "a block past the end", r.pos);
        Reader m{bytes.substr(r.pos, length)};
        const std::size_t start = r.pos;
        r.pos += length;
        if (tag != kMessagesBlock)
            continue;
        while (m.pos < m.data.size()) {
            std::string context, source, translation, what;
            if (!readMessage(m, context, source, translation, what))
                return corrupt(name, what, start + m.pos);
            if (!translation.empty())
                catalog.m_messages.emplace(std::make_pair(std::move(context), std::move(source)),
                                           std::move(translation));
        }
    }
    return catalog;
}

std::string QmCatalog::translate(std::string_view context, std::string_view source) const
{
    const auto it = m_messages.find(std::make_pair(std::string(context), std::string(source)));
    return it == m_messages.end() ? std::string() : it->second;
}

Translator QmCatalog::translator() const
{
    return [this](const char* context, const char* source) {
        std::string t = translate(context, source);
        return t.empty() ? std::string(source) : t;
    };
}

} // namespace scansleuth
