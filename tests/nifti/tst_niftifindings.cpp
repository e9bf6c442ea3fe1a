// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Findings and errors of the NIfTI reader on synthetic files built byte by byte.
#include "io/nifti/niftireader.h"

#include "niftitestfiles.h"

#include <QTemporaryDir>
#include <QTest>

#include <clocale>
#include <cmath>
#include <limits>

using namespace scansleuth;
using niftitest::SyntheticHeader;

Q_DECLARE_METATYPE(SyntheticHeader)
Q_DECLARE_METATYPE(scansleuth::ErrorKind)

namespace {

QByteArray uint8File(const SyntheticHeader& h)
{
    return niftitest::singleFile(h, niftitest::voxelBytes(niftitest::rampUint8(), h.bigEndian));
}

SyntheticHeader float32Header()
{
    SyntheticHeader h;
    h.datatype = 16;
    h.bitpix = 32;
    return h;
}

} // namespace

class TestNiftiFindings : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void finding_data();
    void finding();
    void cleanFileHasNoWarnings();
    void messagesIgnoreTheLocale();
    void badInput_data();
    void badInput();

private:
    QTemporaryDir m_dir;
};

void TestNiftiFindings::finding_data()
{
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<QString>("code");
    QTest::addColumn<QString>("fragment");
    QTest::addColumn<QString>("measurement");
    QTest::addColumn<double>("value");

    SyntheticHeader shifted;
    shifted.qoffsetX = 5;
    QTest::addRow("qform shifted from sform") << uint8File(shifted) << "nifti.qform_sform_mismatch"
                                              << "disagree by up to 5.00 mm"
                                              << "max_corner_distance" << 5.0;

    SyntheticHeader zFlip;
    zFlip.pixdim[0] = -1; // qfac -1: the qform's third axis is reversed
    QTest::addRow("qform flips slices") << uint8File(zFlip) << "nifti.qform_sform_mismatch"
                                        << "voxel axis 2 (superior-inferior)"
                                        << "flipped_axes" << 1.0;

    SyntheticHeader lrFlip;
    lrFlip.srow = {{{-1, 0, 0, 3}, {0, 1, 0, 0}, {0, 0, 1, 0}}};
    QTest::addRow("sform flips left-right") << uint8File(lrFlip) << "nifti.qform_sform_mismatch"
                                            << "voxel axis 0 (left-right)"
                                            << "max_corner_distance" << 3.0;

    SyntheticHeader none;
    none.qformCode = none.sformCode = 0;
    QTest::addRow("no orientation") << uint8File(none) << "nifti.no_orientation"
                                    << "Both qform_code and sform_code are 0"
                                    << "" << 0.0;

    SyntheticHeader shear;
    shear.srow[0] = {1, 0.2, 0, 0};
    QTest::addRow("sform shear") << uint8File(shear) << "nifti.sform_shear"
                                 << "shear of 11.3"
                                 << "shear" << 90.0 - std::acos(0.2 / std::sqrt(1.04)) * 180 / M_PI;

    SyntheticHeader pixdim;
    pixdim.pixdim[1] = 2;
    QTest::addRow("pixdim against sform") << uint8File(pixdim) << "nifti.pixdim_mismatch"
                                          << "pixdim[1] is 2.0000 mm but the sform column"
                                          << "max_difference" << 1.0;

    std::vector<float> values(24, 1.0f);
    values[3] = values[7] = std::numeric_limits<float>::quiet_NaN();
    values[9] = std::numeric_limits<float>::infinity();
    QTest::addRow("nan voxels") << niftitest::singleFile(float32Header(),
                                                         niftitest::voxelBytes(values, false))
                                << "nifti.nan_voxels"
                                << "3 voxels are NaN or infinite"
                                << "non_finite_voxels" << 3.0;

    SyntheticHeader slope;
    slope.sclSlope = 0;
    slope.sclInter = 5;
    QTest::addRow("scl_slope zero") << uint8File(slope) << "nifti.scl_slope_zero"
                                    << "scl_slope is 0"
                                    << "" << 0.0;

    SyntheticHeader metres;
    metres.xyztUnits = 1 | 8;
    QTest::addRow("units in metres") << uint8File(metres) << "nifti.nonstandard_units"
                                     << "spatial units of m"
                                     << "" << 0.0;

    SyntheticHeader unknownUnits;
    unknownUnits.xyztUnits = 0;
    QTest::addRow("units unknown") << uint8File(unknownUnits) << "nifti.nonstandard_units"
                                   << "does not state its spatial units"
                                   << "" << 0.0;

    SyntheticHeader zeroPixdim;
    zeroPixdim.sformCode = 0;
    zeroPixdim.pixdim[2] = 0;
    QTest::addRow("zero pixdim") << uint8File(zeroPixdim) << "nifti.invalid_pixdim"
                                 << "pixdim[2] is 0.0000"
                                 << "pixdim2" << 0.0;

    SyntheticHeader degenerate;
    degenerate.srow = {};
    QTest::addRow("degenerate sform") << uint8File(degenerate) << "nifti.non_orthonormal_directions"
                                      << "The sform is degenerate"
                                      << "" << 0.0;

    SyntheticHeader quaternion;
    quaternion.sformCode = 0;
    quaternion.quaternB = 1;
    quaternion.quaternC = 1;
    QTest::addRow("quaternion too long") << uint8File(quaternion) << "nifti.invalid_quaternion"
                                         << "longer than 1"
                                         << "" << 0.0;

    SyntheticHeader timeSeries;
    timeSeries.dim = {4, 4, 3, 2, 3, 1, 1, 1};
    QTest::addRow("4D without TR") << niftitest::singleFile(
                                          timeSeries, niftitest::voxelBytes(niftitest::rampUint8(72), false))
                                   << "nifti.missing_repetition_time"
                                   << "3 time points"
                                   << "" << 0.0;

    SyntheticHeader fiveD;
    fiveD.dim = {5, 4, 3, 2, 1, 2, 1, 1};
    QTest::addRow("5D flattened") << niftitest::singleFile(
                                         fiveD, niftitest::voxelBytes(niftitest::rampUint8(48), false))
                                  << "nifti.extra_dimensions"
                                  << "flattened into 2 volumes"
                                  << "" << 0.0;

    SyntheticHeader bitpix;
    bitpix.bitpix = 16;
    QTest::addRow("bitpix disagrees") << uint8File(bitpix) << "nifti.bitpix_mismatch"
                                      << "bitpix (16)"
                                      << "" << 0.0;
}

void TestNiftiFindings::finding()
{
    QFETCH(QByteArray, file);
    QFETCH(QString, code);
    QFETCH(QString, fragment);
    QFETCH(QString, measurement);
    QFETCH(double, value);
    const QString path = m_dir.filePath(QString(QTest::currentDataTag()).replace(' ', '_') + ".nii");
    QVERIFY(niftitest::writeFile(path, file));
    Result<io::LoadedImage> image = io::readNifti(path.toStdString());
    QVERIFY2(image.ok(), image.ok() ? "" : image.error().message.c_str());
    const Finding* f = findFinding(image->findings, code.toStdString());
    QVERIFY2(f, qPrintable("missing " + code));
    QVERIFY2(QString::fromStdString(f->message).contains(fragment), f->message.c_str());
    QVERIFY(f->message.ends_with('.'));
    QVERIFY(!f->fix.empty());
    if (!measurement.isEmpty()) {
        const Measurement* m = f->measurement(measurement.toStdString());
        QVERIFY2(m, qPrintable("missing measurement " + measurement));
        QVERIFY2(std::abs(m->value - value) < 1e-3, qPrintable(QString::number(m->value)));
    }
    Result<io::NiftiHeaderOnly> header = io::readNiftiHeader(path.toStdString());
    QVERIFY(header.ok());
    if (code != "nifti.nan_voxels")
        QVERIFY(hasFinding(header->findings, code.toStdString()));
}

void TestNiftiFindings::cleanFileHasNoWarnings()
{
    SyntheticHeader clean;
    clean.pixdim = {1, 0.5, 0.5, 2, 0, 0, 0, 0};
    clean.srow = {{{0.5, 0, 0, -10}, {0, 0.5, 0, 4}, {0, 0, 2, 7}}};
    clean.qoffsetX = -10;
    clean.qoffsetY = 4;
    clean.qoffsetZ = 7;
    const QString path = m_dir.filePath("clean.nii");
    QVERIFY(niftitest::writeFile(path, uint8File(clean)));
    Result<io::LoadedImage> image = io::readNifti(path.toStdString());
    QVERIFY(image.ok());
    for (const Finding& f : image->findings)
        QVERIFY2(false, f.message.c_str());
    QCOMPARE(image->nifti->geometrySource, std::string("sform"));
}

// A GUI calls setlocale(LC_ALL, ""): on a German desktop printf-family formatting writes "2,5". The
// reader's messages (shown, and written to JSON and reports) must keep '.'.
void TestNiftiFindings::messagesIgnoreTheLocale()
{
    const std::string before = std::setlocale(LC_ALL, nullptr);
    if (!std::setlocale(LC_ALL, "de_DE.UTF-8"))
        QFAIL("the de_DE.UTF-8 locale is missing: run packaging/install-deps.sh (it generates it), or "
              "sed -i 's/# de_DE.UTF-8/de_DE.UTF-8/' /etc/locale.gen && locale-gen");
    SyntheticHeader slope;
    slope.sclSlope = 0;
    slope.sclInter = 2.5;
    std::vector<float> values(24, 1.0f);
    values[3] = std::numeric_limits<float>::quiet_NaN();
    SyntheticHeader floats = float32Header();
    const QString slopePath = m_dir.filePath("locale_slope.nii"), nanPath = m_dir.filePath("locale_nan.nii");
    QVERIFY(niftitest::writeFile(slopePath, uint8File(slope)));
    QVERIFY(
        niftitest::writeFile(nanPath, niftitest::singleFile(floats, niftitest::voxelBytes(values, false))));
    Result<io::LoadedImage> a = io::readNifti(slopePath.toStdString());
    Result<io::LoadedImage> b = io::readNifti(nanPath.toStdString());
    std::setlocale(LC_ALL, before.c_str());
    QVERIFY(a.ok() && b.ok());
    const Finding* f = findFinding(a->findings, "nifti.scl_slope_zero");
    QVERIFY(f);
    QVERIFY2(QString::fromStdString(f->message).contains("intercept 2.5 "), f->message.c_str());
    const Finding* n = findFinding(b->findings, "nifti.nan_voxels");
    QVERIFY(n);
    QVERIFY2(QString::fromStdString(n->message).contains("(4.17% of the image)"), n->message.c_str());
}

void TestNiftiFindings::badInput_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("file");
    QTest::addColumn<ErrorKind>("kind");
    QTest::addColumn<QString>("fragment");

    const QByteArray good = uint8File(SyntheticHeader{});
    QTest::addRow("truncated voxels")
        << "a.nii" << good.left(good.size() - 10) << ErrorKind::Corrupt << "shorter than its header says";
    QTest::addRow("truncated gzip") << "a.nii.gz" << niftitest::gzip(good).left(40) << ErrorKind::Corrupt
                                    << "truncated";
    QTest::addRow("truncated header")
        << "a.nii" << good.left(200) << ErrorKind::Corrupt << "too short to hold its NIfTI header";
    QTest::addRow("empty file") << "a.nii" << QByteArray() << ErrorKind::Corrupt << "not a NIfTI";

    SyntheticHeader huge;
    huge.version = 2;
    huge.dim = {3, std::int64_t{1} << 14, std::int64_t{1} << 14, std::int64_t{1} << 12, 1, 1, 1, 1};
    QTest::addRow("2^40 voxels") << "a.nii" << uint8File(huge) << ErrorKind::TooLarge
                                 << "more than this machine can hold";
    QTest::addRow("2^40 voxels gzipped") << "a.nii.gz" << niftitest::gzip(uint8File(huge))
                                         << ErrorKind::TooLarge << "more than this machine can hold";
    SyntheticHeader gigabyte;
    gigabyte.dim = {3, 1000, 1000, 1000, 1, 1, 1, 1};
    QTest::addRow("1 GB claimed by a small gzip")
        << "a.nii.gz" << niftitest::gzip(uint8File(gigabyte)) << ErrorKind::Corrupt << "far too small";
    QTest::addRow("1 GB claimed by a small file")
        << "a.nii" << uint8File(gigabyte) << ErrorKind::Corrupt << "shorter than its header says";

    SyntheticHeader negative;
    negative.dim[2] = -3;
    QTest::addRow("negative dim") << "a.nii" << uint8File(negative) << ErrorKind::Corrupt
                                  << "dimension 2 a size of -3";
    SyntheticHeader noDims;
    noDims.dim[0] = 0;
    QTest::addRow("dim[0] zero") << "a.nii" << uint8File(noDims) << ErrorKind::Corrupt
                                 << "impossible number of dimensions";

    SyntheticHeader eightDims;
    eightDims.dim[0] = 8;
    QTest::addRow("dim[0] = 8") << "a.nii" << uint8File(eightDims) << ErrorKind::Corrupt
                                << "impossible number of dimensions (8)";
    SyntheticHeader negativeRank;
    negativeRank.dim[0] = -3;
    QTest::addRow("dim[0] negative") << "a.nii" << uint8File(negativeRank) << ErrorKind::Corrupt
                                     << "impossible number of dimensions (-3)";
    SyntheticHeader int16Max;
    int16Max.dim = {3, 32767, 32767, 32767, 1, 1, 1, 1};
    QTest::addRow("32767^3 voxels") << "a.nii" << uint8File(int16Max) << ErrorKind::TooLarge
                                    << "more than this machine can hold";
    SyntheticHeader manyVolumes;
    manyVolumes.version = 2;
    manyVolumes.dim = {4, 4, 3, 2, std::int64_t{1} << 40, 1, 1, 1};
    QTest::addRow("2^40 volumes gzipped") << "a.nii.gz" << niftitest::gzip(uint8File(manyVolumes))
                                          << ErrorKind::TooLarge << "more than this machine can hold";
    SyntheticHeader billionVolumes;
    billionVolumes.version = 2;
    billionVolumes.dim = {4, 4, 3, 2, 1000000, 1, 1, 1};
    QTest::addRow("a million volumes in a small gzip")
        << "a.nii.gz" << niftitest::gzip(uint8File(billionVolumes)) << ErrorKind::Corrupt << "far too small";
    SyntheticHeader overflow;
    overflow.version = 2;
    overflow.dim = {7, 4, 3, 2, std::int64_t{1} << 32, std::int64_t{1} << 32, 1, 1};
    QTest::addRow("dim[4..7] overflow")
        << "a.nii" << uint8File(overflow) << ErrorKind::TooLarge << "more volumes than can be counted";
    SyntheticHeader nifti2Negative;
    nifti2Negative.version = 2;
    nifti2Negative.dim[1] = -(std::int64_t{1} << 40);
    QTest::addRow("nifti-2 negative dim")
        << "a.nii" << uint8File(nifti2Negative) << ErrorKind::Corrupt << "not a positive number";
    SyntheticHeader bitpixTruncated; // int16 by datatype, 8 bits by bitpix: the voxels are read as int16
    bitpixTruncated.datatype = 4;
    bitpixTruncated.bitpix = 8;
    QTest::addRow("bitpix says 8, datatype int16, 8-bit data")
        << "a.nii" << uint8File(bitpixTruncated) << ErrorKind::Corrupt << "shorter than its header says";
    SyntheticHeader infOffset;
    infOffset.voxOffset = std::numeric_limits<double>::infinity();
    const QByteArray voxels24(24, 'x');
    QTest::addRow("vox_offset Inf") << "a.nii"
                                    << niftitest::headerBytes(infOffset) + QByteArray(4, '\0') + voxels24
                                    << ErrorKind::Corrupt << "invalid offset";
    SyntheticHeader nanOffsetValue;
    nanOffsetValue.voxOffset = std::numeric_limits<double>::quiet_NaN();
    QTest::addRow("vox_offset NaN") << "a.nii"
                                    << niftitest::headerBytes(nanOffsetValue) + QByteArray(4, '\0') + voxels24
                                    << ErrorKind::Corrupt << "invalid offset";
    QTest::addRow("gzip cut inside the voxels")
        << "a.nii.gz" << niftitest::gzip(good).left(niftitest::gzip(good).size() - 12) << ErrorKind::Corrupt
        << "truncated";

    SyntheticHeader farOffset;
    farOffset.voxOffset = 1e9;
    QByteArray farFile = niftitest::headerBytes(farOffset) + QByteArray(4, '\0') + QByteArray(24, 'x');
    QTest::addRow("vox_offset past EOF")
        << "a.nii" << farFile << ErrorKind::Corrupt << "past the end of the file";
    QTest::addRow("vox_offset past EOF gzipped")
        << "a.nii.gz" << niftitest::gzip(farFile) << ErrorKind::Corrupt << "past the end of the file";
    SyntheticHeader nanOffset;
    nanOffset.voxOffset = -7;
    QTest::addRow("negative vox_offset")
        << "a.nii" << uint8File(nanOffset) << ErrorKind::Corrupt << "invalid offset";

    QByteArray random(4096, '\0');
    for (int i = 0; i < random.size(); ++i)
        random[i] = static_cast<char>((i * 7919 + 13) % 251);
    QTest::addRow("random bytes") << "a.nii" << random << ErrorKind::Corrupt
                                  << "not a NIfTI or Analyze image";
    QTest::addRow("text file") << "a.nii" << QByteArray("hello, this is not an image\n") << ErrorKind::Corrupt
                               << "not a NIfTI or Analyze image";
    QByteArray badMagic = good;
    badMagic.replace(344, 3, "xyz");
    QTest::addRow("bad magic") << "a.nii" << badMagic << ErrorKind::Corrupt << "no NIfTI magic";

    QByteArray corrupt = niftitest::gzip(good);
    for (int i = 12; i < corrupt.size() - 8; ++i)
        corrupt[i] = static_cast<char>(0xff);
    QTest::addRow("corrupt gzip") << "a.nii.gz" << corrupt << ErrorKind::Corrupt << "gzip data is corrupt";
    QByteArray badCrc = niftitest::gzip(good);
    badCrc[badCrc.size() - 8] = static_cast<char>(badCrc[badCrc.size() - 8] ^ 0x55);
    QTest::addRow("gzip CRC mismatch")
        << "a.nii.gz" << badCrc << ErrorKind::Corrupt << "gzip data is corrupt";

    SyntheticHeader rgb;
    rgb.datatype = 128;
    rgb.bitpix = 24;
    QTest::addRow("RGB24") << "a.nii" << uint8File(rgb) << ErrorKind::Unsupported
                           << "RGB images are not supported";
    SyntheticHeader rgba;
    rgba.datatype = 2304;
    rgba.bitpix = 32;
    QTest::addRow("RGBA32") << "a.nii" << uint8File(rgba) << ErrorKind::Unsupported
                            << "RGB images are not supported";
    SyntheticHeader complex;
    complex.datatype = 32;
    complex.bitpix = 64;
    QTest::addRow("complex64") << "a.nii" << uint8File(complex) << ErrorKind::Unsupported
                               << "complex64 are not supported";
    SyntheticHeader int64;
    int64.datatype = 1024;
    int64.bitpix = 64;
    std::vector<std::int64_t> wide(24, 1);
    wide[5] = std::int64_t{1} << 40;
    QTest::addRow("int64 beyond 32 bits")
        << "a.nii" << niftitest::singleFile(int64, niftitest::voxelBytes(wide, false))
        << ErrorKind::Unsupported << "beyond the 32-bit range";
    SyntheticHeader float128;
    float128.datatype = 1536;
    float128.bitpix = 128;
    QTest::addRow("float128") << "a.nii" << uint8File(float128) << ErrorKind::Unsupported
                              << "float128 are not supported";
    SyntheticHeader unknownType;
    unknownType.datatype = 3;
    QTest::addRow("unknown datatype")
        << "a.nii" << uint8File(unknownType) << ErrorKind::Corrupt << "unknown voxel datatype (3)";

    SyntheticHeader pairHeader;
    pairHeader.pair = true;
    QTest::addRow("hdr without img") << "lonely.hdr" << niftitest::headerBytes(pairHeader)
                                     << ErrorKind::NotFound << "(.img)";
}

void TestNiftiFindings::badInput()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, file);
    QFETCH(ErrorKind, kind);
    QFETCH(QString, fragment);
    QTemporaryDir dir;
    const QString path = dir.filePath(name);
    QVERIFY(niftitest::writeFile(path, file));
    Result<io::LoadedImage> image = io::readNifti(path.toStdString());
    QVERIFY(!image.ok());
    const std::string& message = image.error().message;
    QVERIFY2(QString::fromStdString(message).contains(fragment), message.c_str());
    QCOMPARE(image.error().kind, kind);
    QVERIFY(message.ends_with('.'));
    QVERIFY(message.find('\n') == std::string::npos);
}

QTEST_GUILESS_MAIN(TestNiftiFindings)
#include "tst_niftifindings.moc"
