// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

// A small byte scan over explicit-little-endian DICOM test files, so that the dicomparts tests
// need no DCMTK: finds an element by its tag and VR, and the fragments of encapsulated pixel data.

#include <QByteArray>
#include <QFile>
#include <QString>

#include <cstdint>
#include <cstring>

namespace dicomscan {

inline QByteArray readFile(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

inline std::uint32_t le32(const QByteArray& b, qsizetype at)
{
    std::uint32_t v = 0;
    std::memcpy(&v, b.constData() + at, 4);
    return v;
}

inline std::uint16_t le16(const QByteArray& b, qsizetype at)
{
    std::uint16_t v = 0;
    std::memcpy(&v, b.constData() + at, 2);
    return v;
}

// The value of the last element (group,element) written with `vr` in explicit VR little endian.
// Returns the bytes; for undefined length (encapsulated pixel data) returns everything after the
// element header. Null QByteArray when absent.
inline QByteArray element(const QByteArray& file, std::uint16_t group, std::uint16_t elem, const char* vr)
{
    QByteArray pattern(6, '\0');
    std::memcpy(pattern.data(), &group, 2);
    std::memcpy(pattern.data() + 2, &elem, 2);
    pattern[4] = vr[0];
    pattern[5] = vr[1];
    const qsizetype at = file.lastIndexOf(pattern);
    if (at < 0)
        return {};
    const bool longForm = QByteArray("OB OW UN SQ UT").contains(QByteArray(vr, 2));
    const qsizetype valueAt = at + (longForm ? 12 : 8);
    const std::uint32_t length = longForm ? le32(file, at + 8) : le16(file, at + 6);
    if (length == 0xFFFFFFFFu)
        return file.mid(valueAt);
    return file.mid(valueAt, length);
}

inline int usValue(const QByteArray& file, std::uint16_t group, std::uint16_t elem)
{
    const QByteArray v = element(file, group, elem, "US");
    return v.size() == 2 ? le16(v, 0) : -1;
}

// The fragments of encapsulated pixel data after the basic offset table, concatenated (one frame).
inline QByteArray encapsulatedFrame(const QByteArray& file)
{
    QByteArray items = element(file, 0x7FE0, 0x0010, "OB");
    if (items.isNull())
        items = element(file, 0x7FE0, 0x0010, "OW"); // pydicom's MR_small_jp2klossless.dcm says OW
    QByteArray frame;
    qsizetype at = 0;
    bool first = true;
    while (at + 8 <= items.size()) {
        const std::uint32_t tag = le32(items, at);
        const std::uint32_t length = le32(items, at + 4);
        if (tag != 0xE000FFFEu || at + 8 + qsizetype(length) > items.size())
            break;
        if (!first)
            frame += items.mid(at + 8, length);
        first = false;
        at += 8 + length;
    }
    return frame;
}

} // namespace dicomscan
