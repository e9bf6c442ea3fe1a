// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Every DICOM case of the fixtures converts to a NIfTI that matches dcm2niix's own output in world
// space: same RAS affine within 1e-3 mm after reorientation to canonical, identical values.
#include "io/converter.h"
#include "io/nifti/niftireader.h"
#include "io/philipsscaling.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace scansleuth;
using namespace scansleuth::volume;

namespace {
QString dataPath(const QString& relative)
{
    return QStringLiteral(SCANSLEUTH_TEST_DATA_DIR "/") + relative;
}

// Compares two volumes in world space; returns an empty string when they agree.
QString worldDifference(const Volume& ours, const Volume& ref)
{
    auto a = reorientToCanonical(ours);
    auto b = reorientToCanonical(ref);
    if (!a || !b)
        return QStringLiteral("reorientation failed");
    GeometryDifference d = compareGeometry(b->geometry(), a->geometry(), {1e-3, 1e-3});
    if (!d.withinTolerance)
        return QString::fromStdString(d.summary());
    const Index3 n = a->geometry().size;
    for (std::int64_t k = 0; k < n[2]; ++k)
        for (std::int64_t j = 0; j < n[1]; ++j)
            for (std::int64_t i = 0; i < n[0]; ++i) {
                double x = a->realValue(i, j, k), y = b->realValue(i, j, k);
                if (std::abs(x - y) > 1e-6 * std::max(1.0, std::abs(y)))
                    return QStringLiteral("voxel (%1,%2,%3): ours %4, dcm2niix %5")
                        .arg(i)
                        .arg(j)
                        .arg(k)
                        .arg(x)
                        .arg(y);
            }
    return {};
}
} // namespace

class TestConvert : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void matchesDcm2niix_data();
    void matchesDcm2niix();
    void folderModeWritesEverySeries();
    void severalSeriesToOneFileIsAnError();
    void badOutput_data();
    void badOutput();
};

void TestConvert::matchesDcm2niix_data()
{
    QTest::addColumn<QString>("input");
    QTest::addColumn<QString>("reference");
    QTest::addColumn<QString>("philips"); // --philips-scaling; empty: the default
    for (int n = 1; n <= 9; ++n) {
        QTest::addRow("transfer syntax file %d", n)
            << dataPath(QStringLiteral("dicom/ts_transfer_syntaxes/dicom/%1.dcm").arg(n))
            << dataPath(QStringLiteral("dicom/ts_transfer_syntaxes/ref/%1.nii").arg(n)) << QString();
    }
    // Philips: the default writes what dcm2niix's default (-p y) writes, "display" what -p n writes.
    for (const char* series : {"classic_a", "enhanced"}) {
        const QString folder = dataPath(QStringLiteral("dicom/philips_scaling/"));
        QTest::addRow("Philips %s default", series)
            << folder + series << folder + "ref/precise/" + series + ".nii" << QString();
        QTest::addRow("Philips %s precise", series)
            << folder + series << folder + "ref/precise/" + series + ".nii" << QStringLiteral("precise");
        QTest::addRow("Philips %s display", series)
            << folder + series << folder + "ref/display/" + series + ".nii" << QStringLiteral("display");
    }
    const struct
    {
        const char* name;
        const char* folder;
        const char* ref;
    } cases[] = {
        {"enhanced XA10 4D", "dicom/enhanced_siemens_xa10", "Siemens_REST1_w_SMS_PF7-8_6.nii"},
        {"GE EPI 4D", "dicom/ge_epi4d_slices_inferior_to_superior", "DCM2NIIX_regression_test_4.nii"},
        {"mosaic JPEG 2000", "dicom/mosaic_jpeg2000", "fMRI_MB_int_26.nii"},
        {"mosaic JPEG lossless", "dicom/mosaic_jpeg_lossless", "fMRI_MB_asc_25.nii"},
        {"oblique axial mosaic", "dicom/orient_mosaic_axial", "ax_asc_36sl_9.nii"},
        {"small mosaic PE AP", "dicom/siemens_epi_mosaic_pe_ap", "EPI_PE=AP_3.nii"},
    };
    for (const auto& c : cases) {
        QTest::addRow("%s", c.name) << dataPath(QString::fromLatin1(c.folder) + "/dicom")
                                    << dataPath(QString::fromLatin1(c.folder) + "/ref/" + c.ref) << QString();
    }
}

void TestConvert::matchesDcm2niix()
{
    QFETCH(QString, input);
    QFETCH(QString, reference);
    QFETCH(QString, philips);
    QTemporaryDir dir;
    const QString out = dir.filePath(QStringLiteral("out.nii"));
    io::ConvertOptions options;
    if (!philips.isEmpty())
        options.philipsValues = *io::parsePhilipsValues(philips.toStdString());
    auto report = io::convertPath(input.toStdString(), out.toStdString(), options);
    QVERIFY2(report.ok(), report.ok() ? "" : (report.error().message + " " + report.error().detail).c_str());
    QCOMPARE(report->written.size(), std::size_t{1});

    auto ours = io::readNifti(out.toStdString());
    auto ref = io::readNifti(reference.toStdString());
    QVERIFY2(ours.ok(), ours.ok() ? "" : ours.error().message.c_str());
    QVERIFY(ref.ok());
    QCOMPARE(ours->nifti->qformCode, 1);
    QCOMPARE(ours->nifti->sformCode, 1);
    QCOMPARE(ours->volumes.size(), ref->volumes.size());
    if (ref->volumes.size() > 1) {
        // The repetition time reaches pixdim[4] as dcm2niix writes it.
        QVERIFY2(std::abs(ours->nifti->pixdim[4] - ref->nifti->pixdim[4]) < 1e-4,
                 qPrintable(QStringLiteral("TR %1 s, dcm2niix %2 s")
                                .arg(ours->nifti->pixdim[4])
                                .arg(ref->nifti->pixdim[4])));
    }
    for (std::size_t v = 0; v < ref->volumes.size(); ++v) {
        QString diff = worldDifference(ours->volumes[v], ref->volumes[v]);
        QVERIFY2(diff.isEmpty(), qPrintable(QStringLiteral("volume %1: %2").arg(v).arg(diff)));
    }
}

void TestConvert::folderModeWritesEverySeries()
{
    QTemporaryDir dir;
    io::ConvertOptions options;
    options.gzip = true;
    auto report = io::convertPath(dataPath(QStringLiteral("dicom/mr_small_single_slice_ts")).toStdString(),
                                  dir.path().toStdString(), options);
    QVERIFY(report.ok());
    QVERIFY(report->written.size() >= 2); // CT_small and the MR_small series at least
    for (const std::string& file : report->written) {
        QVERIFY(QString::fromStdString(file).endsWith(QStringLiteral(".nii.gz")));
        QVERIFY(QFileInfo::exists(QString::fromStdString(file)));
        QVERIFY(io::readNifti(file).ok());
    }
    // Names are unique even when series share a label.
    QStringList names = QDir(dir.path()).entryList(QDir::Files);
    QCOMPARE(names.size(), static_cast<qsizetype>(report->written.size()));
}

void TestConvert::severalSeriesToOneFileIsAnError()
{
    QTemporaryDir dir;
    auto report = io::convertPath(dataPath(QStringLiteral("dicom/mr_small_single_slice_ts")).toStdString(),
                                  dir.filePath(QStringLiteral("one.nii")).toStdString(), {});
    QVERIFY(!report.ok());
    QCOMPARE(report.error().kind, ErrorKind::Invalid);
    QVERIFY(
        QString::fromStdString(report.error().message).contains(QStringLiteral("choose one with --series")));
    QVERIFY(!QFileInfo::exists(dir.filePath(QStringLiteral("one.nii"))));
}

void TestConvert::badOutput_data()
{
    QTest::addColumn<QString>("out");
    QTest::addColumn<QString>("fragment");
    QTest::addRow("no NIfTI extension")
        << QStringLiteral("/tmp/out.png") << "must be an existing folder or a .nii";
    QTest::addRow("missing parent folder")
        << QStringLiteral("/nonexistent-folder/x.nii") << "output folder does not exist";
}

void TestConvert::badOutput()
{
    QFETCH(QString, out);
    QFETCH(QString, fragment);
    auto report =
        io::convertPath(dataPath(QStringLiteral("dicom/mr_small_single_slice_ts/MR_small.dcm")).toStdString(),
                        out.toStdString(), {});
    QVERIFY(!report.ok());
    QVERIFY2(QString::fromStdString(report.error().message).contains(fragment),
             report.error().message.c_str());
}

QTEST_GUILESS_MAIN(TestConvert)
#include "tst_convert.moc"
