// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// What check-pair says ITK and nibabel make of a NIfTI header, against what they really make of it: ITK's own
// NIfTI reader (itk::ImageFileReader with NiftiImageIO, the reader behind SimpleITK, nnU-Net and ITK-SNAP) is
// asked for the origin, spacing and direction of each header case in tests/data/nifti/header_cases/, and
// nibabel's img.affine of each was recorded there (nibabel_affines.json, see make_header_cases.py).
#include "checks/geometry/toolreadings.h"
#include "io/nifti/niftireader.h"
#include "volume/geometry.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <itkImage.h>
#include <itkImageFileReader.h>
#include <itkNiftiImageIO.h>

#include <cmath>

using namespace scansleuth;

namespace {

QString casePath(const QString& name)
{
    return QStringLiteral(SCANSLEUTH_TEST_DATA_DIR "/nifti/header_cases/") + name;
}

struct ItkReading
{
    volume::Vec3 origin{}, spacing{};
    volume::Mat3 direction{};
    std::string error; // the exception's text when ITK refuses the file
};

ItkReading readWithItk(const QString& path)
{
    using Image = itk::Image<unsigned char, 3>;
    auto reader = itk::ImageFileReader<Image>::New();
    reader->SetImageIO(itk::NiftiImageIO::New());
    reader->SetFileName(path.toStdString());
    ItkReading r;
    try {
        reader->UpdateOutputInformation();
    } catch (const itk::ExceptionObject& e) {
        r.error = e.GetDescription();
        return r;
    }
    const Image* image = reader->GetOutput();
    for (int a = 0; a < 3; ++a) {
        r.origin[a] = image->GetOrigin()[a];
        r.spacing[a] = image->GetSpacing()[a];
        for (int b = 0; b < 3; ++b)
            r.direction[a][b] = image->GetDirection()[a][b];
    }
    return r;
}

QString describe(const volume::Vec3& origin, const volume::Mat3& d)
{
    QString s = QString("origin (%1, %2, %3), direction").arg(origin[0]).arg(origin[1]).arg(origin[2]);
    for (int r = 0; r < 3; ++r)
        s += QString(" [%1 %2 %3]").arg(d[r][0]).arg(d[r][1]).arg(d[r][2]);
    return s;
}

} // namespace

class TestToolReadingsItk : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void cases_data();
    void itkReadsAsPredicted_data() { cases_data(); }
    void itkReadsAsPredicted();
    void nibabelReadsAsRecorded_data() { cases_data(); }
    void nibabelReadsAsRecorded();
};

void TestToolReadingsItk::cases_data()
{
    QTest::addColumn<QString>("file");
    // The form whose placement ITK gives (checked by the placement), or "none" where ITK refuses the file.
    QTest::addColumn<QString>("itkForm");
    QTest::addRow("sform only (2/0)") << "sform_only.nii"
                                      << "sform";
    QTest::addRow("qform only (0/1)") << "qform_only.nii"
                                      << "qform";
    QTest::addRow("both agree, sform scanner (1/1)") << "both_agree_scanner.nii"
                                                     << "sform";
    QTest::addRow("both agree, sform aligned (2/1)") << "both_agree_aligned.nii"
                                                     << "sform";
    QTest::addRow("qform a flip of the sform (2/1)") << "qform_flip_of_sform.nii"
                                                     << "qform";
    QTest::addRow("sform scanner, qform 12 mm off (1/1)") << "sform_scanner_qform_shifted.nii"
                                                          << "sform";
    QTest::addRow("sform aligned, qform 12 mm off (2/1)") << "sform_aligned_qform_shifted.nii"
                                                          << "qform";
    QTest::addRow("sform_code 0 over a filled sform, qform_code 1") << "sform_code0_qform_code1.nii"
                                                                    << "qform";
    QTest::addRow("both codes 0") << "both_codes_0.nii"
                                  << "pixdim";
    QTest::addRow("sheared sform, qform set (2/1)") << "sform_shear_with_qform.nii"
                                                    << "qform";
    QTest::addRow("sheared sform only (2/0)") << "sform_shear_only.nii"
                                              << "none";
    QTest::addRow("sform scaled against pixdim, qform set (2/1)") << "sform_scaled_with_qform.nii"
                                                                  << "qform";
    QTest::addRow("sform scaled against pixdim only (2/0)") << "sform_scaled_only.nii"
                                                            << "none";
    QTest::addRow("qform_code above sform_code (1/2)") << "qform_code_above_sform_code.nii"
                                                       << "sform";
}

void TestToolReadingsItk::itkReadsAsPredicted()
{
    QFETCH(QString, file);
    QFETCH(QString, itkForm);
    auto loaded = io::readNifti(casePath(file).toStdString());
    QVERIFY2(loaded.ok(), loaded.ok() ? "" : loaded.error().message.c_str());
    QVERIFY(loaded->nifti.has_value());
    const volume::Index3 size = loaded->geometry().size;
    const checks::detail::ToolForm predicted = checks::detail::toolForm("ITK", *loaded->nifti, size);
    const volume::Geometry g = volume::geometryFromRasAffine(predicted.ras, size);

    const ItkReading itk = readWithItk(casePath(file));
    QCOMPARE(QString::fromStdString(predicted.form), itkForm);
    if (predicted.form == "none") {
        QVERIFY2(!itk.error.empty(), "ITK read a file check-pair says it refuses");
        return;
    }
    QVERIFY2(itk.error.empty(), itk.error.c_str());
    const QString both = "\n  ITK:       " + describe(itk.origin, itk.direction) +
                         "\n  predicted: " + describe(g.origin, g.direction) + " (" +
                         QString::fromStdString(predicted.form + ": " + predicted.reason) + ")";
    for (int a = 0; a < 3; ++a) {
        QVERIFY2(std::abs(itk.origin[a] - g.origin[a]) < 1e-3, qPrintable("origin" + both));
        QVERIFY2(std::abs(itk.spacing[a] - g.spacing[a]) < 1e-4, qPrintable("spacing" + both));
        for (int b = 0; b < 3; ++b)
            QVERIFY2(std::abs(itk.direction[a][b] - g.direction[a][b]) < 1e-4,
                     qPrintable("direction" + both));
    }
}

void TestToolReadingsItk::nibabelReadsAsRecorded()
{
    QFETCH(QString, file);
    QFile json(casePath("nibabel_affines.json"));
    QVERIFY(json.open(QIODevice::ReadOnly));
    const QJsonObject recorded =
        QJsonDocument::fromJson(json.readAll()).object()["files"].toObject()[file].toObject();
    QVERIFY2(!recorded.isEmpty(), qPrintable("nothing recorded for " + file));
    auto loaded = io::readNifti(casePath(file).toStdString());
    QVERIFY(loaded.ok());
    // check-pair's nibabel reading is ScanSleuth's own placement of the file.
    const volume::Mat4 ras = volume::rasAffine(loaded->geometry());
    const QJsonArray affine = recorded["affine"].toArray();
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 4; ++c)
            QVERIFY2(std::abs(ras[r][c] - affine[r].toArray()[c].toDouble()) < 1e-4,
                     qPrintable(QString("affine[%1][%2] = %3, nibabel %4")
                                    .arg(r)
                                    .arg(c)
                                    .arg(ras[r][c])
                                    .arg(affine[r].toArray()[c].toDouble())));
    QCOMPARE(QString::fromStdString(loaded->nifti->geometrySource), recorded["form"].toString());
}

QTEST_GUILESS_MAIN(TestToolReadingsItk)
#include "tst_toolreadings_itk.moc"
