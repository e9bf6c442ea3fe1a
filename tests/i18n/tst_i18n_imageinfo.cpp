// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The header panel in German (issue 22): real files (NIfTI with the qform only, the sform only, both set and
// disagreeing, neither; DICOM series with a rescale, a Philips scaling, a mosaic, an unusable position; a
// SEG on its image) shown by widgets::ImageInfoPanel with the German catalogue. The expected values are
// written out here by hand (the translator's words, not looked up through our code). Then, for every file of
// the test data's orientation, header-case, DICOM and SEG/RTSTRUCT folders, in German and in Simplified
// Chinese, no line of the panel's values is still the English line `scansleuth-cli info` prints (only numbers
// and names may stay as they are), and no English phrase of the values is left.
#include "io/imageloader.h"
#include "io/inforeport.h"
#include "widgets/imageinfopanel.h"

#include <QApplication>
#include <QDir>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QTest>
#include <QTranslator>

using namespace scansleuth;

namespace {

const QString kData = QStringLiteral(SCANSLEUTH_TEST_DATA_DIR);

io::LoadedPath load(const QString& relative)
{
    auto loaded = io::loadPath((kData + QLatin1Char('/') + relative).toStdString());
    if (!loaded)
        qFatal("cannot load %s: %s", qPrintable(relative), loaded.error().message.c_str());
    return std::move(loaded).value();
}

QString panelText(const io::LoadedPath& loaded)
{
    widgets::ImageInfoPanel panel;
    panel.showLoaded(loaded);
    return panel.infoText();
}

// Lines of `text` that are not findings (the findings' own translations are tests/findingtexts').
QStringList valueLines(const QString& text)
{
    QStringList out;
    for (const QString& line : text.split(QLatin1Char('\n')))
        if (!line.startsWith(QLatin1String("  - ")) && !line.startsWith(QLatin1String("- ")))
            out << line;
    return out;
}

} // namespace

class TestI18nImageInfo : public QObject
{
    Q_OBJECT
private:
    QTranslator m_german;
    QTranslator m_chinese;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_german.load(QStringLiteral(SCANSLEUTH_QM_DIR "/scansleuth_de.qm")));
        QVERIFY(QCoreApplication::installTranslator(&m_german));
        QVERIFY(m_chinese.load(QStringLiteral(SCANSLEUTH_QM_DIR "/scansleuth_zh_CN.qm")));
    }

    void cleanupTestCase() { QCoreApplication::removeTranslator(&m_german); }

    void germanValues_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QStringList>("expected");
        QTest::addRow("qform only")
            << QStringLiteral("nifti/header_cases/qform_only.nii")
            << QStringList{
                   QStringLiteral("aus qform: qform_code ist 1 (Scanner), und keine sform ist gesetzt.\n"),
                   QStringLiteral("magic 'n+1'  qform_code 1  sform_code 0  qfac 1  Einheiten mm\n"),
                   QStringLiteral("Schräglage 22.3 Grad\n")};
        QTest::addRow("sform only")
            << QStringLiteral("nifti/header_cases/sform_only.nii")
            << QStringList{
                   QStringLiteral("aus sform: sform_code ist 2 (ausgerichtet), und eine gesetzte sform "
                                  "hat wie in nibabel Vorrang vor der qform.\n")};
        QTest::addRow("both set, disagreeing")
            << QStringLiteral("nifti/header_cases/sform_scanner_qform_shifted.nii")
            << QStringList{
                   QStringLiteral("aus sform: sform_code ist 1 (Scanner), und eine gesetzte sform hat "
                                  "wie in nibabel Vorrang vor der qform.\n")};
        QTest::addRow("neither form")
            << QStringLiteral("nifti/header_cases/both_codes_0.nii")
            << QStringList{
                   QStringLiteral("aus pixdim: Keine der beiden Formen ist gesetzt (beide Codes 0), "
                                  "daher wurde die Vorgabe von nibabel (LAS, Ursprung in der Mitte) aus "
                                  "pixdim gebildet.\n")};
        QTest::addRow("DICOM series, Philips scaling")
            << QStringLiteral("dicom/philips_scaling/classic_varying")
            << QStringList{
                   QStringLiteral("12 x 10 x 4  uint16  Umskalierung 1.2 * x + 0\n"),
                   QStringLiteral("MR Philips Medical Systems  Serie 301 'T2W_TSE'  4 Dateien\n"),
                   QStringLiteral("Patient 'SUBJ-D'  Serien-UID "),
                   QStringLiteral("Frames platziert nach ImagePositionPatient (0020,0032) jedes Bildes\n"),
                   QStringLiteral(
                       "Anzeigewerte geladen; Anzeige DV = PV * 1.2 + 0 (RescaleSlope/Intercept), präzise "
                       "FP = DV / (RS * SS) mit Skalensteigung SS 9.4e-06 (2005,100E): FP = DV * 88652.5 "
                       "(erste Schicht; die Steigungen unterscheiden sich zwischen den Schichten)\n")};
        QTest::addRow("Siemens mosaic")
            << QStringLiteral("dicom/siemens_epi_mosaic_pe_ap/dicom")
            << QStringList{
                   QStringLiteral("72 x 72 x 5 x 2 Volumen  uint16\n"),
                   QStringLiteral("2 Dateien  Mosaik aus 5\n"),
                   QStringLiteral("Frames platziert nach Siemens-Mosaikkacheln ab ImagePositionPatient "
                                  "entlang des CSA-SliceNormalVector\n")};
        QTest::addRow("CT without a usable position")
            << QStringLiteral("dicom/unusable_geometry/CT_small_nan_position_un.dcm")
            << QStringList{
                   QStringLiteral("Umskalierung 1 * x - 1024\n"),
                   QStringLiteral("keine brauchbare Position: Schichten in der Reihenfolge von "
                                  "InstanceNumber und Frame gestapelt\n"),
                   QStringLiteral("ImagePositionPatient (0020,0032): 'NaN\\0\\0' sind nicht 3 endliche "
                                  "Zahl(en)\n")};
        QTest::addRow("SEG on its image")
            << QStringLiteral("seg_rtstruct/dcmqi_24x38x3")
            << QStringList{
                   QStringLiteral("BINARY  1 Segment(e)  3 Frame(s)\n"),
                   QStringLiteral(", 3 Instanz(en), FoR "),
                   QStringLiteral("dem referenzierten Bild s123456_Image_24x38x3 (gefunden über die mit "
                                  "ihr geöffneten Bilder: "),
                   QStringLiteral("315 Voxel auf 1 Schicht(en)\n")};
        QTest::addRow("SEG off its image's slices")
            << QStringLiteral("seg_rtstruct/synthetic")
            << QStringList{
                   QStringLiteral("den eigenen Frames der SEG (4 Positionen, 1.25 mm voneinander entfernt), "
                                  "nicht dem von s001_CT_2: 3 von 4 Frames liegen neben den Schichtebenen "
                                  "des Bildes, um bis zu 0.5 mm (gefunden über die mit ihr geöffneten "
                                  "Bilder: "),
                   QStringLiteral("den eigenen Frames der SEG (10 Positionen, 2 mm voneinander entfernt)\n")};
    }

    void germanValues()
    {
        QFETCH(QString, path);
        QFETCH(QStringList, expected);
        const QString text = panelText(load(path));
        for (const QString& e : expected)
            QVERIFY2(text.contains(e), qPrintable(QStringLiteral("missing \"%1\" in:\n%2").arg(e, text)));
    }

    void noEnglishValueLeft_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<bool>("chinese");
        const QDir data(kData);
        for (const QString& folder :
             {QStringLiteral("nifti/orientations"), QStringLiteral("nifti/header_cases"),
              QStringLiteral("dicom"), QStringLiteral("seg_rtstruct")})
            for (const QString& name :
                 QDir(data.filePath(folder))
                     .entryList({QStringLiteral("*.nii"), QStringLiteral("*.nii.gz"), QStringLiteral("*")},
                                QDir::Dirs | QDir::Files | QDir::NoDotAndDotDot))
                if (!name.endsWith(QLatin1String(".py")) && !name.endsWith(QLatin1String(".json")))
                    for (const bool chinese : {false, true})
                        QTest::addRow("%s %s", chinese ? "zh_CN" : "de",
                                      qPrintable(folder + QLatin1Char('/') + name))
                            << folder + QLatin1Char('/') + name << chinese;
    }

    void noEnglishValueLeft()
    {
        QFETCH(QString, path);
        QFETCH(bool, chinese);
        // The Chinese rows show the panel with the zh_CN catalogue in place of the German one.
        if (chinese) {
            QCoreApplication::removeTranslator(&m_german);
            QCoreApplication::installTranslator(&m_chinese);
        }
        const auto restore = qScopeGuard([&] {
            if (chinese && QCoreApplication::removeTranslator(&m_chinese))
                QCoreApplication::installTranslator(&m_german);
        });
        auto loaded = io::loadPath((kData + QLatin1Char('/') + path).toStdString());
        if (!loaded)
            QSKIP("not an image (the CLI refuses it too)");
        const QStringList english = valueLines(QString::fromStdString(io::infoText(*loaded)));
        const QStringList translated = valueLines(panelText(*loaded));
        QCOMPARE(translated.size(), english.size());
        // The catalogue in use: "dims" is "Größe" in German, "尺寸" in Chinese.
        QVERIFY(translated.join(QLatin1Char('\n'))
                    .contains(chinese ? QStringLiteral("  尺寸") : QStringLiteral("  Größe")));
        // Lines that hold only numbers and names: a block's first line (label, [format], path), the RAS
        // affine's rows, a transfer syntax's name on a continuation line, an empty line.
        static const QRegularExpression header(QStringLiteral("^\\S.*  \\[[a-z0-9-]+\\]  "));
        static const QRegularExpression numbersOnly(QStringLiteral("^\\s*\\[[-0-9. ]+\\]$"));
        QString row;
        for (qsizetype i = 0; i < english.size(); ++i) {
            const QString& e = english[i];
            if (e.startsWith(QLatin1String("  ")) && !e.startsWith(QLatin1String("   ")))
                row = e.section(QLatin1Char(' '), 2, 2);
            if (translated[i] != e || e.isEmpty() || header.match(e).hasMatch() ||
                numbersOnly.match(e).hasMatch() ||
                (row == QLatin1String("transfer") && e.startsWith(QLatin1String("   "))))
                continue;
            QFAIL(qPrintable(QStringLiteral("line %1 is still English: \"%2\"").arg(i).arg(e)));
        }
        // English phrases the values held before issue 22, none of them a name (a load error's own message,
        // the loader's, is not among the values).
        QStringList values;
        for (qsizetype i = 0; i < english.size(); ++i)
            if (!english[i].startsWith(QLatin1String("error: ")))
                values << translated[i];
        const QString text = values.join(QLatin1Char('\n'));
        for (const char* phrase : {" volumes",
                                   "rescale ",
                                   " deg",
                                   "units ",
                                   "from qform",
                                   "from sform",
                                   "from pixdim",
                                   "takes precedence",
                                   "was refused",
                                   "no sform is set",
                                   "Neither form",
                                   "No usable form",
                                   "was built from pixdim",
                                   "frames placed by",
                                   "of each image",
                                   "of each frame",
                                   "mosaic tiles",
                                   " files",
                                   "mosaic of",
                                   "multi-frame",
                                   "patient '",
                                   "series UID",
                                   "no usable position",
                                   "finite number",
                                   "segment(s)",
                                   "frame(s)",

                                   "contour(s)",
                                   "instance(s)",
                                   "(none named)",
                                   "the referenced image",
                                   "own frames",
                                   "off the image's slice planes",
                                   ", not ",
                                   "found by",
                                   "voxels on",
                                   "values loaded",
                                   "with scale slope",
                                   "first slice",
                                   "file(s) skipped",
                                   "error:"})
            QVERIFY2(!text.contains(QLatin1String(phrase)),
                     qPrintable(QStringLiteral("\"%1\" left in:\n%2").arg(QLatin1String(phrase), text)));
    }
};

QTEST_MAIN(TestI18nImageInfo)
#include "tst_i18n_imageinfo.moc"
