// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "io/dicomparts/functionalgroups.h"

#include "base/numberformat.h"
#include "base/strings.h"

#include <charconv>
#include <cmath>
#include <cstring>
#include <limits>
#include <string_view>

namespace scansleuth::io {

namespace {

constexpr std::uint32_t kUndefined = 0xFFFFFFFFu;
constexpr int kMaxDepth = 16;
constexpr std::size_t kMaxItems = std::size_t{1} << 20; // the SEG reader's limit on frames

constexpr std::uint32_t tag(std::uint16_t group, std::uint16_t element)
{
    return std::uint32_t(group) << 16 | element;
}

constexpr std::uint32_t kItem = tag(0xFFFE, 0xE000);
constexpr std::uint32_t kItemEnd = tag(0xFFFE, 0xE00D);
constexpr std::uint32_t kSequenceEnd = tag(0xFFFE, 0xE0DD);

constexpr std::uint32_t kSharedGroups = tag(0x5200, 0x9229);
constexpr std::uint32_t kPerFrameGroups = tag(0x5200, 0x9230);
constexpr std::uint32_t kPlanePosition = tag(0x0020, 0x9113);
constexpr std::uint32_t kPlaneOrientation = tag(0x0020, 0x9116);
constexpr std::uint32_t kPixelMeasures = tag(0x0028, 0x9110);
constexpr std::uint32_t kSegmentIdentification = tag(0x0062, 0x000A);
constexpr std::uint32_t kDerivationImage = tag(0x0008, 0x9124);
constexpr std::uint32_t kSourceImage = tag(0x0008, 0x2112);
constexpr std::uint32_t kImagePosition = tag(0x0020, 0x0032);
constexpr std::uint32_t kImageOrientation = tag(0x0020, 0x0037);
constexpr std::uint32_t kPixelSpacing = tag(0x0028, 0x0030);
constexpr std::uint32_t kSliceThickness = tag(0x0018, 0x0050);
constexpr std::uint32_t kSpacingBetweenSlices = tag(0x0018, 0x0088);
constexpr std::uint32_t kReferencedSegmentNumber = tag(0x0062, 0x000B);
constexpr std::uint32_t kReferencedSopInstance = tag(0x0008, 0x1155);
constexpr std::uint32_t kReferencedFrameNumber = tag(0x0008, 0x1160);

// The sequences the scanner reads into: in Implicit VR they are known as sequences by their tag.
bool knownSequence(std::uint32_t t)
{
    switch (t) {
    case kSharedGroups:
    case kPerFrameGroups:
    case kPlanePosition:
    case kPlaneOrientation:
    case kPixelMeasures:
    case kSegmentIdentification:
    case kDerivationImage:
    case kSourceImage:
        return true;
    default:
        return false;
    }
}

// The dictionary VR of the values the scanner reads (Implicit VR).
std::string_view dictionaryVr(std::uint32_t t)
{
    switch (t) {
    case kImagePosition:
    case kImageOrientation:
    case kPixelSpacing:
    case kSliceThickness:
    case kSpacingBetweenSlices:
        return "DS";
    case kReferencedSegmentNumber:
        return "US";
    case kReferencedSopInstance:
        return "UI";
    case kReferencedFrameNumber:
        return "IS";
    default:
        return knownSequence(t) ? "SQ" : "UN";
    }
}

// Explicit VRs with a 2-byte reserved field and a 4-byte length (PS3.5 7.1.2).
bool longLengthVr(std::string_view vr)
{
    for (std::string_view v : {"OB", "OD", "OF", "OL", "OV", "OW", "SQ", "SV", "UC", "UN", "UR", "UT", "UV"})
        if (vr == v)
            return true;
    return false;
}

struct Header
{
    std::uint32_t tag = 0;
    std::string_view vr; // "" for items and delimiters
    std::uint32_t length = 0;
    std::size_t value = 0; // offset of the value
};

Error corrupt(const std::string& detail)
{
    return makeError(ErrorKind::Corrupt, "The functional groups could not be scanned.", detail);
}

Error unsupported(const std::string& detail)
{
    return makeError(ErrorKind::Unsupported,
                     "The functional groups hold something the scanner leaves to DCMTK.", detail);
}

class Scanner
{
public:
    Scanner(std::span<const std::uint8_t> bytes, bool explicitVr) : m_bytes(bytes), m_explicit(explicitVr) {}

    Result<FunctionalGroups> run()
    {
        if (m_bytes.size() < 132 || std::memcmp(m_bytes.data() + 128, "DICM", 4) != 0)
            return unsupported("no DICM prefix");
        std::size_t pos = 132;
        // The meta group: always Explicit VR Little Endian.
        const bool datasetExplicit = m_explicit;
        m_explicit = true;
        while (pos + 8 <= m_bytes.size() && u16(pos) == 0x0002) {
            Header h;
            if (Status s = header(pos, h); !s)
                return s.error();
            if (h.length == kUndefined || h.length > m_bytes.size() - h.value)
                return corrupt("meta element at byte " + std::to_string(pos) + " leaves the file");
            pos = h.value + h.length;
        }
        m_explicit = datasetExplicit;
        if (Status s = dataset(pos, m_bytes.size(),
                               [&](const Header& h, std::size_t& at) -> Status {
                                   if (h.tag == kSharedGroups || h.tag == kPerFrameGroups)
                                       return groupsSequence(h, at);
                                   return skip(h, at, 0);
                               });
            !s)
            return s.error();
        return std::move(m_out);
    }

private:
    std::uint16_t u16(std::size_t at) const { return std::uint16_t(m_bytes[at] | m_bytes[at + 1] << 8); }
    std::uint32_t u32(std::size_t at) const
    {
        return std::uint32_t(m_bytes[at]) | std::uint32_t(m_bytes[at + 1]) << 8 |
               std::uint32_t(m_bytes[at + 2]) << 16 | std::uint32_t(m_bytes[at + 3]) << 24;
    }

    Status header(std::size_t pos, Header& h) const
    {
        if (pos > m_bytes.size() || m_bytes.size() - pos < 8)
            return corrupt("element header at byte " + std::to_string(pos) + " leaves the file");
        h.tag = tag(u16(pos), u16(pos + 2));
        if (u16(pos) == 0xFFFE) {
            h.vr = {};
            h.length = u32(pos + 4);
            h.value = pos + 8;
            return {};
        }
        if (!m_explicit) {
            h.vr = dictionaryVr(h.tag);
            h.length = u32(pos + 4);
            h.value = pos + 8;
            return {};
        }
        h.vr = std::string_view(reinterpret_cast<const char*>(m_bytes.data() + pos + 4), 2);
        if (longLengthVr(h.vr)) {
            if (m_bytes.size() - pos < 12)
                return corrupt("element header at byte " + std::to_string(pos) + " leaves the file");
            h.length = u32(pos + 8);
            h.value = pos + 12;
        } else {
            h.length = u16(pos + 6);
            h.value = pos + 8;
        }
        return {};
    }

    bool isSequence(const Header& h) const
    {
        if (m_explicit)
            return h.vr == "SQ";
        return h.length == kUndefined || knownSequence(h.tag);
    }

    // The elements from `pos` up to `end`, or, with end == npos, up to and including an item delimiter. Each
    // element goes to `visit(header, pos)`, which leaves `pos` past it.
    template <typename Visit> Status dataset(std::size_t& pos, std::size_t end, Visit&& visit)
    {
        const bool delimited = end == std::string::npos;
        const std::size_t limit = delimited ? m_bytes.size() : end;
        while (pos < limit) {
            Header h;
            if (Status s = header(pos, h); !s)
                return s;
            if (h.tag == kItemEnd) {
                if (!delimited)
                    return corrupt("item delimiter inside a defined-length item at byte " +
                                   std::to_string(pos));
                pos = h.value;
                return {};
            }
            if (h.tag == kItem || h.tag == kSequenceEnd)
                return corrupt("item tag among elements at byte " + std::to_string(pos));
            if (m_explicit && knownSequence(h.tag) && h.vr != "SQ")
                return unsupported("sequence " + std::to_string(h.tag) + " stored as VR " +
                                   std::string(h.vr));
            pos = h.value;
            if (Status s = visit(h, pos); !s)
                return s;
        }
        if (delimited)
            return corrupt("an undefined-length item has no delimiter");
        if (pos != end)
            return corrupt("elements run past their item's end at byte " + std::to_string(end));
        return {};
    }

    // Past an element whose value starts at `pos`.
    Status skip(const Header& h, std::size_t& pos, int depth)
    {
        if (isSequence(h))
            return items(h, pos, depth, [&](std::size_t& at, std::size_t end, int d) -> Status {
                return dataset(at, end,
                               [&](const Header& inner, std::size_t& p) { return skip(inner, p, d); });
            });
        if (h.length == kUndefined)
            return unsupported("undefined length on a value that is not a sequence, tag " +
                               std::to_string(h.tag));
        if (h.length > m_bytes.size() - pos)
            return corrupt("value at byte " + std::to_string(pos) + " leaves the file");
        pos += h.length;
        return {};
    }

    // The items of the sequence whose value starts at `pos`: `onItem(pos, end, depth)` reads one item's
    // elements (end is npos for an undefined-length item) and leaves pos past it.
    template <typename OnItem> Status items(const Header& h, std::size_t& pos, int depth, OnItem&& onItem)
    {
        if (depth >= kMaxDepth)
            return unsupported("sequences nested past " + std::to_string(kMaxDepth) + " levels");
        const bool delimited = h.length == kUndefined;
        if (!delimited && h.length > m_bytes.size() - pos)
            return corrupt("sequence at byte " + std::to_string(pos) + " leaves the file");
        const std::size_t end = delimited ? m_bytes.size() : pos + h.length;
        while (pos < end) {
            Header item;
            if (Status s = header(pos, item); !s)
                return s;
            if (item.tag == kSequenceEnd) {
                if (!delimited)
                    return corrupt("sequence delimiter in a defined-length sequence at byte " +
                                   std::to_string(pos));
                pos = item.value;
                return {};
            }
            if (item.tag != kItem)
                return corrupt("a sequence holds something other than items at byte " + std::to_string(pos));
            pos = item.value;
            std::size_t itemEnd = std::string::npos;
            if (item.length != kUndefined) {
                if (item.length > end - pos)
                    return corrupt("item at byte " + std::to_string(pos) + " leaves its sequence");
                itemEnd = pos + item.length;
            }
            if (Status s = onItem(pos, itemEnd, depth + 1); !s)
                return s;
        }
        if (delimited)
            return corrupt("an undefined-length sequence has no delimiter");
        if (pos != end)
            return corrupt("items run past their sequence's end");
        return {};
    }

    // Shared or per-frame functional groups: each item is one FrameGroupFacts.
    Status groupsSequence(const Header& h, std::size_t& pos)
    {
        const bool shared = h.tag == kSharedGroups;
        if (!shared)
            m_out.hasPerFrame = true;
        return items(h, pos, 0, [&](std::size_t& at, std::size_t end, int depth) -> Status {
            FrameGroupFacts facts;
            if (Status s = dataset(
                    at, end, [&](const Header& g, std::size_t& p) { return group(g, p, depth, facts); });
                !s)
                return s;
            if (!shared && m_out.perFrame.size() >= kMaxItems)
                return unsupported("more than " + std::to_string(kMaxItems) + " per-frame items");
            if (!shared)
                m_out.perFrame.push_back(std::move(facts));
            else if (!m_out.shared)
                m_out.shared = std::move(facts);
            return {};
        });
    }

    // Reads the first item of the sequence `h` with `read(header, pos)` for each of its elements (which
    // leaves pos past it), skips the rest; `any` is set when there is an item.
    template <typename Read>
    Status firstItem(const Header& h, std::size_t& pos, int depth, bool& any, Read&& read)
    {
        bool first = true;
        return items(h, pos, depth, [&](std::size_t& at, std::size_t end, int d) -> Status {
            const bool reading = first;
            first = false;
            if (reading)
                any = true;
            return dataset(at, end, [&](const Header& e, std::size_t& p) -> Status {
                if (reading)
                    return read(e, p, d);
                return skip(e, p, d);
            });
        });
    }

    // One functional group of a functional groups item.
    Status group(const Header& h, std::size_t& pos, int depth, FrameGroupFacts& f)
    {
        switch (h.tag) {
        case kPlanePosition:
            return firstItem(h, pos, depth, f.hasPlanePosition, [&](const Header& e, std::size_t& p, int d) {
                return e.tag == kImagePosition ? numbers(e, p, f.position) : skip(e, p, d);
            });
        case kPlaneOrientation:
            return firstItem(
                h, pos, depth, f.hasPlaneOrientation, [&](const Header& e, std::size_t& p, int d) {
                    return e.tag == kImageOrientation ? numbers(e, p, f.orientation) : skip(e, p, d);
                });
        case kPixelMeasures:
            return firstItem(h, pos, depth, f.hasPixelMeasures, [&](const Header& e, std::size_t& p, int d) {
                if (e.tag == kPixelSpacing)
                    return numbers(e, p, f.pixelSpacing);
                if (e.tag == kSliceThickness)
                    return number(e, p, f.sliceThickness);
                if (e.tag == kSpacingBetweenSlices)
                    return number(e, p, f.spacingBetweenSlices);
                return skip(e, p, d);
            });
        case kSegmentIdentification:
            return firstItem(
                h, pos, depth, f.hasSegmentIdentification, [&](const Header& e, std::size_t& p, int d) {
                    return e.tag == kReferencedSegmentNumber ? integer(e, p, f.referencedSegmentNumber)
                                                             : skip(e, p, d);
                });
        case kDerivationImage:
            return firstItem(
                h, pos, depth, f.hasDerivationImage, [&](const Header& e, std::size_t& p, int d) {
                    if (e.tag != kSourceImage)
                        return skip(e, p, d);
                    return firstItem(e, p, d, f.hasSourceImage, [&](const Header& s, std::size_t& q, int dd) {
                        if (s.tag == kReferencedSopInstance)
                            return uid(s, q, f.referencedSopInstanceUid);
                        if (s.tag == kReferencedFrameNumber)
                            return integer(s, q, f.referencedFrameNumber);
                        return skip(s, q, dd);
                    });
                });
        default:
            return skip(h, pos, depth);
        }
    }

    // The value's bytes, checked to lie in the file.
    Result<std::string_view> value(const Header& h, std::size_t& pos)
    {
        if (h.length == kUndefined || h.length > m_bytes.size() - pos)
            return corrupt("value at byte " + std::to_string(pos) + " leaves the file");
        std::string_view v(reinterpret_cast<const char*>(m_bytes.data() + pos), h.length);
        pos += h.length;
        return v;
    }

    // The first `N` values of a DS (or FD) element, all finite, or none.
    template <std::size_t N>
    Status numbers(const Header& h, std::size_t& pos, std::optional<std::array<double, N>>& out)
    {
        auto v = value(h, pos);
        if (!v)
            return v.error();
        std::array<double, N> got{};
        if (h.vr == "FD") {
            if (v->size() < N * 8)
                return {};
            for (std::size_t i = 0; i < N; ++i) {
                std::uint64_t bits = 0;
                for (int b = 7; b >= 0; --b)
                    bits = bits << 8 | static_cast<std::uint8_t>((*v)[i * 8 + std::size_t(b)]);
                std::memcpy(&got[i], &bits, 8);
                if (!std::isfinite(got[i]))
                    return {};
            }
        } else if (h.vr == "DS") {
            std::string_view rest = *v;
            for (std::size_t i = 0; i < N; ++i) {
                const std::size_t cut = rest.find('\\');
                const std::string_view part = rest.substr(0, cut);
                auto d = parseNumber(trimView(stripPadding(part)));
                if (!d || !std::isfinite(*d))
                    return {};
                got[i] = *d;
                if (cut == std::string_view::npos) {
                    if (i + 1 < N)
                        return {};
                    break;
                }
                rest.remove_prefix(cut + 1);
            }
        } else {
            return unsupported("a number stored as VR " + std::string(h.vr));
        }
        out = got;
        return {};
    }

    Status number(const Header& h, std::size_t& pos, std::optional<double>& out)
    {
        std::optional<std::array<double, 1>> one;
        if (Status s = numbers(h, pos, one); !s)
            return s;
        if (one)
            out = (*one)[0];
        return {};
    }

    // The first value of an integer element (US, UL, SS, SL, IS).
    Status integer(const Header& h, std::size_t& pos, std::optional<long>& out)
    {
        auto v = value(h, pos);
        if (!v)
            return v.error();
        const auto* b = reinterpret_cast<const std::uint8_t*>(v->data());
        if (h.vr == "US" || h.vr == "SS") {
            if (v->size() >= 2) {
                const std::uint16_t u = std::uint16_t(b[0] | b[1] << 8);
                out = h.vr == "US" ? long(u) : long(std::int16_t(u));
            }
        } else if (h.vr == "UL" || h.vr == "SL") {
            if (v->size() >= 4) {
                const std::uint32_t u = std::uint32_t(b[0]) | std::uint32_t(b[1]) << 8 |
                                        std::uint32_t(b[2]) << 16 | std::uint32_t(b[3]) << 24;
                out = h.vr == "UL" ? long(u) : long(std::int32_t(u));
            }
        } else if (h.vr == "IS") {
            const std::string_view first = trimView(stripPadding(v->substr(0, v->find('\\'))));
            std::string_view digits = first;
            if (!digits.empty() && digits.front() == '+')
                digits.remove_prefix(1);
            long n = 0;
            const auto [end, ec] = std::from_chars(digits.data(), digits.data() + digits.size(), n);
            if (ec == std::errc() && end == digits.data() + digits.size() && !digits.empty() &&
                n >= std::numeric_limits<std::int32_t>::min() &&
                n <= std::numeric_limits<std::int32_t>::max())
                out = n;
        } else {
            return unsupported("an integer stored as VR " + std::string(h.vr));
        }
        return {};
    }

    Status uid(const Header& h, std::size_t& pos, std::string& out)
    {
        if (h.vr != "UI")
            return unsupported("a UID stored as VR " + std::string(h.vr));
        auto v = value(h, pos);
        if (!v)
            return v.error();
        out = std::string(trimView(stripPadding(*v)));
        return {};
    }

    // Without trailing NULs (the padding of UI values and of some writers' strings).
    static std::string_view stripPadding(std::string_view s)
    {
        while (!s.empty() && s.back() == '\0')
            s.remove_suffix(1);
        return s;
    }

    std::span<const std::uint8_t> m_bytes;
    bool m_explicit;
    FunctionalGroups m_out;
};

} // namespace

Result<FunctionalGroups> scanFunctionalGroups(std::span<const std::uint8_t> file, bool explicitVr)
{
    try {
        return Scanner(file, explicitVr).run();
    } catch (const std::bad_alloc&) {
        return makeError(ErrorKind::TooLarge, "The functional groups are too large to scan.");
    }
}

} // namespace scansleuth::io
