// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Broken and unsupported DICOM input: every case gives a one-sentence error (or a finding), never a
// crash and never an allocation from an unchecked header size.
#include "dicomtestsupport.h"
#include "io/dicom/dicomreader.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <filesystem>
#include <fstream>

using namespace scansleuth;
using testing::SyntheticSlice;

namespace {

std::string writeText(const std::string& path, const std::string& text)
{
    std::ofstream(path, std::ios::binary) << text;
    return {};
}

std::string truncateFile(const std::string& path, double keep)
{
    std::error_code ec;
    const auto size = std::filesystem::file_size(path, ec);
    std::filesystem::resize_file(path, static_cast<std::uintmax_t>(static_cast<double>(size) * keep), ec);
    return ec ? ec.message() : std::string();
}

SyntheticSlice bigSlice()
{
    SyntheticSlice s;
    s.rows = 64;
    s.columns = 64;
    return s;
}

// Writes the case into `dir`; returns an error text or empty. `input` gets the path to scan.
std::string writeCase(const QString& c, const std::string& dir, std::string& input)
{
    input = dir;
    const std::string file = dir + "/image.dcm";
    if (c == "missing path") {
        input = dir + "/no_such_folder";
        return {};
    }
    if (c == "empty folder")
        return {};
    if (c == "only non-DICOM files") {
        writeText(dir + "/README.txt", "not an image\n");
        return writeText(dir + "/meta.json", "{}\n");
    }
    if (c == "zero-byte file")
        return writeText(file, "");
    if (c == "garbage after DICM")
        return writeText(file, std::string(128, '\0') + "DICM" + std::string(300, '\x7f'));
    if (c == "no pixel data") {
        std::string e = testing::writeSyntheticSlice(file, SyntheticSlice{});
        return e.empty() ? testing::setDicomAttribute(file, 0x7fe0, 0x0010, "") : e;
    }
    SyntheticSlice slice;
    if (c == "truncated pixel data")
        slice = bigSlice();
    if (c == "truncated large pixel data") {
        slice.rows = 256;
        slice.columns = 256;
    }
    std::string e = testing::writeSyntheticSlice(file, slice);
    if (!e.empty())
        return e;
    if (c == "truncated pixel data" || c == "truncated large pixel data")
        return truncateFile(file, 0.6);
    if (c == "truncated header")
        return truncateFile(file, 0.4);
    if (c == "zero-length pixel data")
        return testing::setDicomAttribute(file, 0x7fe0, 0x0010, "");
    if (c == "absurd size 2^40 voxels") {
        testing::setDicomAttribute(file, 0x0028, 0x0010, "65535");
        testing::setDicomAttribute(file, 0x0028, 0x0011, "65535");
        return testing::setDicomAttribute(file, 0x0028, 0x0008, "256");
    }
    if (c == "absurd frame count")
        return testing::setDicomAttribute(file, 0x0028, 0x0008, "999999999");
    if (c == "rows larger than pixel data")
        return testing::setDicomAttribute(file, 0x0028, 0x0010, "64");
    if (c == "12 bits allocated")
        return testing::setDicomAttribute(file, 0x0028, 0x0100, "12");
    if (c == "mosaic without image count")
        return testing::setDicomAttribute(file, 0x0008, 0x0008, "ORIGINAL\\PRIMARY\\M\\MOSAIC");
    if (c == "missing orientation and spacing") {
        testing::setDicomAttribute(file, 0x0020, 0x0037, "");
        return testing::setDicomAttribute(file, 0x0028, 0x0030, "");
    }
    if (c == "degenerate orientation")
        return testing::setDicomAttribute(file, 0x0020, 0x0037, "0\\0\\0\\0\\0\\0");
    if (c == "negative pixel spacing")
        return testing::setDicomAttribute(file, 0x0028, 0x0030, "-1\\-1");
    if (c == "invalid DS value")
        return testing::setDicomAttribute(file, 0x0018, 0x0050, "abc");
    if (c == "non-DICOM files beside a series") {
        writeText(dir + "/README", "readme\n");
        return writeText(dir + "/dataset.json", "{}\n");
    }
    if (c == "corrupt file beside a series")
        return writeText(dir + "/broken.dcm", std::string(128, '\0') + "DICM" + std::string(64, '\x01'));
    return "unknown case";
}

std::string writeRgb(const std::string& dir)
{
    SyntheticSlice s;
    s.samplesPerPixel = 3;
    s.bitsAllocated = 8;
    s.pixelRepresentation = 0;
    return testing::writeSyntheticSlice(dir + "/rgb.dcm", s);
}

std::string writeCorruptCompressed(const std::string& dir, const std::string& syntax)
{
    SyntheticSlice s;
    s.transferSyntax = syntax;
    return testing::writeSyntheticSlice(dir + "/compressed.dcm", s);
}

} // namespace

class TestDicomBadInput : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void reportsBadInput_data();
    void reportsBadInput();
    void rejectsUnsupportedPixels_data();
    void rejectsUnsupportedPixels();
    void cancelsWhenAsked();
    void namesUnusableGeometry_data();
    void namesUnusableGeometry();
};

void TestDicomBadInput::reportsBadInput_data()
{
    QTest::addColumn<QString>("kase");
    QTest::addColumn<QString>("stage"); // where it fails: "scan", "load", or "ok"
    QTest::addColumn<QString>("fragment");
    QTest::addRow("missing path") << "missing path"
                                  << "scan"
                                  << "No such file or folder";
    QTest::addRow("empty folder") << "empty folder"
                                  << "scan"
                                  << "No DICOM image was found";
    QTest::addRow("only non-DICOM files") << "only non-DICOM files"
                                          << "scan"
                                          << "No DICOM image was found";
    QTest::addRow("zero-byte file") << "zero-byte file"
                                    << "scan"
                                    << "No DICOM image was found";
    QTest::addRow("garbage after DICM") << "garbage after DICM"
                                        << "scan"
                                        << "could not be parsed";
    QTest::addRow("no pixel data") << "no pixel data"
                                   << "scan"
                                   << "No DICOM image was found";
    QTest::addRow("truncated pixel data") << "truncated pixel data"
                                          << "scan"
                                          << "truncated";
    QTest::addRow("truncated large pixel data") << "truncated large pixel data"
                                                << "scan"
                                                << "truncated";
    QTest::addRow("truncated header") << "truncated header"
                                      << "scan"
                                      << "could not be parsed";
    QTest::addRow("zero-length pixel data") << "zero-length pixel data"
                                            << "scan"
                                            << "No DICOM image was found";
    QTest::addRow("absurd size 2^40 voxels") << "absurd size 2^40 voxels"
                                             << "scan"
                                             << "larger than this program";
    QTest::addRow("absurd frame count") << "absurd frame count"
                                        << "scan"
                                        << "impossible number of frames";
    QTest::addRow("rows larger than pixel data") << "rows larger than pixel data"
                                                 << "scan"
                                                 << "shorter than the image size";
    QTest::addRow("12 bits allocated") << "12 bits allocated"
                                       << "load"
                                       << "12 bits allocated";
    QTest::addRow("mosaic without image count") << "mosaic without image count"
                                                << "load"
                                                << "does not state a usable number of images";
    QTest::addRow("missing orientation and spacing") << "missing orientation and spacing"
                                                     << "ok"
                                                     << "ImageOrientationPatient";
    QTest::addRow("degenerate orientation") << "degenerate orientation"
                                            << "ok"
                                            << "ImageOrientationPatient";
    QTest::addRow("negative pixel spacing") << "negative pixel spacing"
                                            << "ok"
                                            << "PixelSpacing";
    QTest::addRow("invalid DS value") << "invalid DS value"
                                      << "ok"
                                      << "";
    QTest::addRow("non-DICOM files beside a series") << "non-DICOM files beside a series"
                                                     << "ok"
                                                     << "";
    QTest::addRow("corrupt file beside a series") << "corrupt file beside a series"
                                                  << "ok"
                                                  << "";
}

void TestDicomBadInput::reportsBadInput()
{
    QFETCH(QString, kase);
    QFETCH(QString, stage);
    QFETCH(QString, fragment);
    QTemporaryDir dir;
    std::string input;
    const std::string error = writeCase(kase, dir.path().toStdString(), input);
    QVERIFY2(error.empty(), error.c_str());
    auto scan = io::scanDicom(input);
    if (stage == "scan") {
        QVERIFY(!scan.ok());
        QVERIFY2(scan.error().message.find(fragment.toStdString()) != std::string::npos,
                 (scan.error().message + " | " + scan.error().detail).c_str());
        QVERIFY(scan.error().message.find('\n') == std::string::npos);
        return;
    }
    QVERIFY2(scan.ok(), scan.ok() ? "" : (scan.error().message + " | " + scan.error().detail).c_str());
    QCOMPARE(scan->series.size(), std::size_t{1});
    auto image = io::loadDicomSeries(scan->series.front());
    if (stage == "load") {
        QVERIFY(!image.ok());
        QVERIFY2(image.error().message.find(fragment.toStdString()) != std::string::npos,
                 image.error().message.c_str());
        QCOMPARE(image.error().kind, ErrorKind::Unsupported);
        return;
    }
    QVERIFY2(image.ok(), image.ok() ? "" : image.error().message.c_str());
    if (!fragment.isEmpty()) {
        const Finding* f = findFinding(image->findings, "dicom.missing_geometry");
        QVERIFY(f);
        QVERIFY2(f->message.find(fragment.toStdString()) != std::string::npos, f->message.c_str());
        // The evidence names the tag too, for the viewer's [no geometry] tooltip.
        QVERIFY(!f->evidence.empty());
        QVERIFY2(f->evidence.front().find(fragment.toStdString() + " (00") != std::string::npos,
                 f->evidence.front().c_str());
    }
    if (kase == "non-DICOM files beside a series")
        QCOMPARE(scan->skippedFiles.size(), std::size_t{2});
    if (kase == "corrupt file beside a series") {
        QCOMPARE(scan->fileErrors.size(), std::size_t{1});
        QVERIFY(scan->fileErrors.front().detail.find("broken.dcm") != std::string::npos);
    }
}

void TestDicomBadInput::rejectsUnsupportedPixels_data()
{
    QTest::addColumn<QString>("kase");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("fragment");
    QTest::addRow("RGB") << "rgb"
                         << "dicom.unsupported_pixel_format"
                         << "Colour DICOM images";
    QTest::addRow("corrupt JPEG baseline") << "1.2.840.10008.1.2.4.50"
                                           << ""
                                           << "could not be decoded";
    QTest::addRow("corrupt JPEG-LS") << "1.2.840.10008.1.2.4.80"
                                     << ""
                                     << "could not be decoded";
    QTest::addRow("corrupt RLE") << "1.2.840.10008.1.2.5"
                                 << ""
                                 << "could not be decoded";
    QTest::addRow("corrupt JPEG 2000") << "1.2.840.10008.1.2.4.90"
                                       << ""
                                       << "JPEG 2000";
    QTest::addRow("MPEG2") << "1.2.840.10008.1.2.4.100"
                           << "dicom.undecodable_transfer_syntax"
                           << "cannot be decoded";
}

void TestDicomBadInput::rejectsUnsupportedPixels()
{
    QFETCH(QString, kase);
    QFETCH(QString, code);
    QFETCH(QString, fragment);
    QTemporaryDir dir;
    const std::string path = dir.path().toStdString();
    const std::string error =
        kase == "rgb" ? writeRgb(path) : writeCorruptCompressed(path, kase.toStdString());
    QVERIFY2(error.empty(), error.c_str());
    auto scan = io::scanDicom(path);
    QVERIFY(scan.ok());
    QCOMPARE(scan->series.size(), std::size_t{1});
    if (!code.isEmpty())
        QVERIFY(hasFinding(scan->series.front().findings, code.toStdString()));
    auto image = io::loadDicomSeries(scan->series.front());
    QVERIFY(!image.ok());
    QVERIFY2(image.error().message.find(fragment.toStdString()) != std::string::npos,
             image.error().message.c_str());
}

void TestDicomBadInput::cancelsWhenAsked()
{
    QTemporaryDir dir;
    QVERIFY(testing::writeSyntheticSeries(dir.path().toStdString(), SyntheticSlice{}, 40, 1.0).empty());
    auto scan =
        io::scanDicom(dir.path().toStdString(), Progress([](double, const std::string&) { return false; }));
    QVERIFY(!scan.ok());
    QCOMPARE(scan.error().kind, ErrorKind::Cancelled);
    auto complete = io::scanDicom(dir.path().toStdString());
    QVERIFY(complete.ok());
    auto image = io::loadDicomSeries(complete->series.front(),
                                     Progress([](double, const std::string&) { return false; }));
    QVERIFY(!image.ok());
    QCOMPARE(image.error().kind, ErrorKind::Cancelled);
}

void TestDicomBadInput::namesUnusableGeometry_data()
{
    QTest::addColumn<int>("element"); // (0020,xxxx) or (0028,0030)
    QTest::addColumn<QString>("value");
    QTest::addColumn<QString>("attribute");
    QTest::addColumn<QString>("evidence");
    QTest::addRow("NaN position") << 0x0032 << "NaN\\0\\0"
                                  << "ImagePositionPatient"
                                  << "ImagePositionPatient (0020,0032): 'NaN";
    QTest::addRow("Inf position") << 0x0032 << "0\\inf\\0"
                                  << "ImagePositionPatient"
                                  << "ImagePositionPatient (0020,0032):";
    QTest::addRow("absurd position") << 0x0032 << "1e30\\0\\0"
                                     << "ImagePositionPatient"
                                     << "more than 100 m from the origin";
    QTest::addRow("short position") << 0x0032 << "1\\2"
                                    << "ImagePositionPatient"
                                    << "is not 3 finite number(s)";
    QTest::addRow("NaN orientation") << 0x0037 << "1\\0\\0\\0\\NaN\\0"
                                     << "ImageOrientationPatient"
                                     << "ImageOrientationPatient (0020,0037): '1\\0\\0\\0\\NaN";
    QTest::addRow("collinear orientation") << 0x0037 << "1\\0\\0\\1\\0\\0"
                                           << "ImageOrientationPatient"
                                           << "not unit-length and orthogonal";
    QTest::addRow("zero-length orientation") << 0x0037 << "0\\0\\0\\0\\1\\0"
                                             << "ImageOrientationPatient"
                                             << "not unit-length and orthogonal";
    QTest::addRow("Inf pixel spacing") << 0x0030 << "inf\\1"
                                       << "PixelSpacing"
                                       << "PixelSpacing (0028,0030): 'inf";
    QTest::addRow("zero pixel spacing") << 0x0030 << "0\\0"
                                        << "PixelSpacing"
                                        << "not positive or exceeds 1 m";
    QTest::addRow("absurd pixel spacing") << 0x0030 << "5000\\5000"
                                          << "PixelSpacing"
                                          << "not positive or exceeds 1 m";
}

// NaN, Inf, absurd or degenerate values in the geometry attributes are never used for placement:
// a warning names the attribute, its tag and what is wrong, and the geometry stays finite.
void TestDicomBadInput::namesUnusableGeometry()
{
    QFETCH(int, element);
    QFETCH(QString, value);
    QFETCH(QString, attribute);
    QFETCH(QString, evidence);
    QTemporaryDir dir;
    const std::string file = dir.path().toStdString() + "/image.dcm";
    QVERIFY(testing::writeSyntheticSlice(file, SyntheticSlice{}).empty());
    const unsigned group = element == 0x0030 ? 0x0028 : 0x0020;
    QVERIFY(
        testing::setDicomAttribute(file, group, static_cast<unsigned>(element), value.toStdString()).empty());
    auto scan = io::scanDicom(file);
    QVERIFY(scan.ok());
    auto image = io::loadDicomSeries(scan->series.front());
    QVERIFY(image.ok());
    const Finding* f = findFinding(image->findings, "dicom.missing_geometry");
    QVERIFY(f);
    QCOMPARE(f->severity, Severity::Warning);
    QVERIFY2(f->message.find("no usable " + attribute.toStdString()) != std::string::npos,
             f->message.c_str());
    std::string lines;
    for (const auto& line : f->evidence)
        lines += line + "\n";
    QVERIFY2(lines.find(evidence.toStdString()) != std::string::npos, lines.c_str());
    const volume::Geometry& g = image->geometry();
    for (int a = 0; a < 3; ++a) {
        QVERIFY(std::isfinite(g.origin[a]) && std::isfinite(g.spacing[a]) && g.spacing[a] > 0);
        for (int b = 0; b < 3; ++b)
            QVERIFY(std::isfinite(g.direction[a][b]));
    }
}

QTEST_GUILESS_MAIN(TestDicomBadInput)
#include "tst_dicombadinput.moc"
