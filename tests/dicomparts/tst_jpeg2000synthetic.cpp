// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "io/dicomparts/jpeg2000.h"

#include <QTest>

#include <openjpeg.h>

#include <cstring>
#include <vector>

// Codestreams made here with OpenJPEG's lossless encoder, for the precisions, signedness and
// wrappers the real fixtures do not cover.

using namespace scansleuth;
using namespace scansleuth::io;

namespace {

struct Encoded
{
    std::vector<unsigned char> bytes;
    std::size_t pos = 0;
};

OPJ_SIZE_T writeBytes(void* buffer, OPJ_SIZE_T n, void* user)
{
    auto* e = static_cast<Encoded*>(user);
    if (e->bytes.size() < e->pos + n)
        e->bytes.resize(e->pos + n);
    std::memcpy(e->bytes.data() + e->pos, buffer, n);
    e->pos += n;
    return n;
}

OPJ_OFF_T skipBytes(OPJ_OFF_T n, void* user)
{
    auto* e = static_cast<Encoded*>(user);
    e->pos += static_cast<std::size_t>(n);
    if (e->bytes.size() < e->pos)
        e->bytes.resize(e->pos);
    return n;
}

OPJ_BOOL seekTo(OPJ_OFF_T pos, void* user)
{
    static_cast<Encoded*>(user)->pos = static_cast<std::size_t>(pos);
    return OPJ_TRUE;
}

// A lossless codestream of `components` planes holding `values` (columns x rows, row by row).
QByteArray encode(const std::vector<int>& values, int columns, int rows, int precision, bool isSigned,
                  int components = 1, OPJ_CODEC_FORMAT format = OPJ_CODEC_J2K)
{
    std::vector<opj_image_cmptparm_t> parms(components);
    for (auto& p : parms) {
        p = {};
        p.dx = p.dy = 1;
        p.w = OPJ_UINT32(columns);
        p.h = OPJ_UINT32(rows);
        p.prec = OPJ_UINT32(precision);
        p.sgnd = isSigned;
    }
    opj_image_t* image = opj_image_create(OPJ_UINT32(components), parms.data(),
                                          components == 3 ? OPJ_CLRSPC_SRGB : OPJ_CLRSPC_GRAY);
    image->x1 = OPJ_UINT32(columns);
    image->y1 = OPJ_UINT32(rows);
    for (int c = 0; c < components; ++c)
        std::copy(values.begin(), values.end(), image->comps[c].data);
    opj_cparameters_t parameters;
    opj_set_default_encoder_parameters(&parameters);
    parameters.tcp_numlayers = 1;
    parameters.tcp_rates[0] = 0; // lossless
    parameters.cp_disto_alloc = 1;
    parameters.numresolution = 2;
    opj_codec_t* codec = opj_create_compress(format);
    Encoded out;
    opj_stream_t* stream = opj_stream_create(OPJ_J2K_STREAM_CHUNK_SIZE, OPJ_FALSE);
    opj_stream_set_write_function(stream, writeBytes);
    opj_stream_set_skip_function(stream, skipBytes);
    opj_stream_set_seek_function(stream, seekTo);
    opj_stream_set_user_data(stream, &out, nullptr);
    const bool ok = opj_setup_encoder(codec, &parameters, image) &&
                    opj_start_compress(codec, image, stream) && opj_encode(codec, stream) &&
                    opj_end_compress(codec, stream);
    opj_stream_destroy(stream);
    opj_destroy_codec(codec);
    opj_image_destroy(image);
    return ok ? QByteArray(reinterpret_cast<const char*>(out.bytes.data()), qsizetype(out.bytes.size()))
              : QByteArray();
}

std::span<const std::byte> asBytes(const QByteArray& b)
{
    return {reinterpret_cast<const std::byte*>(b.constData()), static_cast<std::size_t>(b.size())};
}

// The little-endian value of sample i of `bits` bits in `dest`, as unsigned.
long long sampleAt(const std::vector<std::byte>& dest, int i, int bits)
{
    unsigned long long v = 0;
    for (int b = bits / 8 - 1; b >= 0; --b)
        v = (v << 8) | std::to_integer<unsigned>(dest[std::size_t(i * bits / 8 + b)]);
    return (long long)v;
}

} // namespace

class TestJpeg2000Synthetic : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void samplesAsStored_data();
    void samplesAsStored();
    void colourIsUnsupported();
};

void TestJpeg2000Synthetic::samplesAsStored_data()
{
    QTest::addColumn<int>("precision");
    QTest::addColumn<bool>("codestreamSigned");
    QTest::addColumn<int>("bitsAllocated");
    QTest::addColumn<bool>("pixelSigned");
    QTest::addColumn<bool>("jp2");
    QTest::addColumn<std::vector<int>>("values");
    QTest::addColumn<std::vector<long long>>("expected"); // the stored bit patterns, unsigned
    QTest::addRow("8-bit unsigned") << 8 << false << 8 << false << false
                                    << std::vector<int>{0, 1, 128, 255, 7, 9}
                                    << std::vector<long long>{0, 1, 128, 255, 7, 9};
    QTest::addRow("8-bit signed") << 8 << true << 8 << true << false
                                  << std::vector<int>{-128, -1, 0, 1, 127, 5}
                                  << std::vector<long long>{0x80, 0xFF, 0, 1, 127, 5};
    QTest::addRow("12 of 16 bits, unsigned")
        << 12 << false << 16 << false << false << std::vector<int>{0, 4095, 2048, 100, 1, 2}
        << std::vector<long long>{0, 4095, 2048, 100, 1, 2};
    QTest::addRow("16-bit signed") << 16 << true << 16 << true << false
                                   << std::vector<int>{-32768, -1, 0, 32767, -1000, 1000}
                                   << std::vector<long long>{0x8000, 0xFFFF, 0, 0x7FFF, 0xFC18, 1000};
    QTest::addRow("unsigned codestream, signed pixels: sign-extended")
        << 12 << false << 16 << true << false << std::vector<int>{4095, 2048, 2047, 0, 100, 3000}
        << std::vector<long long>{0xFFFF, 0xF800, 2047, 0, 100, 0xFBB8};
    QTest::addRow("signed codestream, unsigned pixels: bit pattern")
        << 16 << true << 16 << false << false << std::vector<int>{-1, -32768, 0, 5, 6, 7}
        << std::vector<long long>{0xFFFF, 0x8000, 0, 5, 6, 7};
    QTest::addRow("24 of 32 bits") << 24 << false << 32 << false << false
                                   << std::vector<int>{0, 16777215, 65536, 3, 4, 5}
                                   << std::vector<long long>{0, 16777215, 65536, 3, 4, 5};
    QTest::addRow("JP2 file") << 16 << false << 16 << false << true << std::vector<int>{0, 65535, 1, 2, 3, 4}
                              << std::vector<long long>{0, 65535, 1, 2, 3, 4};
}

void TestJpeg2000Synthetic::samplesAsStored()
{
    QFETCH(int, precision);
    QFETCH(bool, codestreamSigned);
    QFETCH(int, bitsAllocated);
    QFETCH(bool, pixelSigned);
    QFETCH(bool, jp2);
    QFETCH(std::vector<int>, values);
    QFETCH(std::vector<long long>, expected);
    const QByteArray codestream =
        encode(values, 3, 2, precision, codestreamSigned, 1, jp2 ? OPJ_CODEC_JP2 : OPJ_CODEC_J2K);
    QVERIFY(!codestream.isEmpty());
    std::vector<std::byte> dest(6 * bitsAllocated / 8);
    Status s =
        decodeJpeg2000(asBytes(codestream), dest.data(), dest.size(), 2, 3, bitsAllocated, pixelSigned);
    QVERIFY2(s.ok(), s.ok() ? "" : (s.error().message + " / " + s.error().detail).c_str());
    for (int i = 0; i < 6; ++i)
        QCOMPARE(sampleAt(dest, i, bitsAllocated), expected[std::size_t(i)]);
}

void TestJpeg2000Synthetic::colourIsUnsupported()
{
    const QByteArray codestream = encode({1, 2, 3, 4, 5, 6}, 3, 2, 8, false, 3);
    QVERIFY(!codestream.isEmpty());
    std::vector<std::byte> dest(6);
    Status s = decodeJpeg2000(asBytes(codestream), dest.data(), dest.size(), 2, 3, 8, false);
    QVERIFY(!s.ok());
    QCOMPARE(s.error().kind, ErrorKind::Unsupported);
    QVERIFY2(QString::fromStdString(s.error().message).contains("3 colour components"),
             s.error().message.c_str());
}

QTEST_GUILESS_MAIN(TestJpeg2000Synthetic)
#include "tst_jpeg2000synthetic.moc"
