// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
//
// Issue 9: on a comma-decimal desktop (QCoreApplication calls setlocale(LC_ALL, "")) every file and every
// machine-readable text ScanSleuth writes must be byte for byte what it writes in the C locale. The oracle
// is the program itself in the C locale: same inputs, same paths, only LC_ALL differs.
#include "checks/geometry/pairgeometry.h"
#include "checks/geometry/pairgeometryjson.h"
#include "demo/phantom.h"
#include "io/converter.h"
#include "io/imageloader.h"
#include "io/inforeport.h"
#include "io/itk/itkreader.h"
#include "report/svgplot.h"
#include "report/writers.h"

#include "../itk/itktestfiles.h"
#include "../report/reportfixture.h"
#include "support/germanlocale.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <clocale>
#include <functional>
#include <map>

using namespace scansleuth;

namespace {

// The files of a folder (recursively) with their bytes, DICOM files left out (their UIDs are new each time).
std::map<QString, QByteArray> filesOf(const QString& folder)
{
    std::map<QString, QByteArray> out;
    const QDir root(folder);
    for (const QString& name : root.entryList(QDir::Files, QDir::Name)) {
        if (name.endsWith(".dcm"))
            continue;
        QFile f(root.filePath(name));
        if (f.open(QIODevice::ReadOnly))
            out[name] = f.readAll();
    }
    return out;
}

// DICOM UIDs are made new for every series written; everything else must match.
QString withoutUids(const std::string& text)
{
    static const QRegularExpression uid(R"(\b\d+(\.\d+){5,}\b)");
    return QString::fromStdString(text).replace(uid, QStringLiteral("<uid>"));
}

// What `make` produces in the C locale and on a German desktop.
template <typename T> std::pair<T, T> inBothLocales(const std::function<T()>& make, bool& germanAvailable)
{
    T c = make();
    scansleuth::testing::GermanLocale german;
    germanAvailable = german.active();
    return {std::move(c), make()};
}

} // namespace

class TestLocaleOutputs : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        std::setlocale(LC_ALL, "C");
        QVERIFY(m_dir.isValid());
    }

    // The demo study's DICOM CT was written with PixelSpacing "0,7\0,7" on a German desktop, and loaded
    // with other spacing than its NIfTI copy: both demo masks then showed the "different grid" badge.
    void demoStudyIsTheSame()
    {
        const QString folder = m_dir.filePath("demo");
        struct Written
        {
            std::map<QString, QByteArray> files;
            std::string info, infoJson;
            volume::Geometry dicomGeometry, niftiGeometry;
        };
        const auto write = [&]() -> Written {
            Written w;
            if (!demo::writeDemoStudy(folder.toStdString()).ok())
                return w;
            w.files = filesOf(folder);
            auto dicom = io::loadPath((folder + "/ct").toStdString());
            auto nifti = io::loadPath((folder + "/ct.nii.gz").toStdString());
            if (!dicom || !nifti || dicom->images.empty() || nifti->images.empty())
                return w;
            w.info = io::infoText(*dicom);
            w.infoJson = io::infoJson(*dicom, 0);
            w.dicomGeometry = dicom->images.front().volumes.front().geometry();
            w.niftiGeometry = nifti->images.front().volumes.front().geometry();
            return w;
        };
        bool german = false;
        const auto [c, de] = inBothLocales<Written>(write, german);
        if (!german)
            QFAIL(scansleuth::testing::germanLocaleMissing().constData());
        QVERIFY(!c.files.empty());
        QVERIFY(!c.info.empty());
        QCOMPARE(de.files.size(), c.files.size());
        for (const auto& [name, bytes] : c.files)
            QVERIFY2(de.files.at(name) == bytes, qPrintable(name + " differs on a German desktop"));
        QCOMPARE(withoutUids(de.info), withoutUids(c.info));
        QCOMPARE(withoutUids(de.infoJson), withoutUids(c.infoJson));
        // The DICOM CT lies where its NIfTI copy lies, in both locales.
        for (const Written* w : {&c, &de}) {
            QCOMPARE(w->dicomGeometry.size, w->niftiGeometry.size);
            for (int a = 0; a < 3; ++a) {
                QVERIFY(std::abs(w->dicomGeometry.spacing[a] - w->niftiGeometry.spacing[a]) < 1e-5);
                QVERIFY(std::abs(w->dicomGeometry.origin[a] - w->niftiGeometry.origin[a]) < 1e-4);
            }
        }
    }

    // convert: NIfTI headers (descrip holds the echo time) and the JSON report of what was written.
    void convertIsTheSame()
    {
        const std::string input =
            SCANSLEUTH_TEST_DATA_DIR "/dicom/ge_epi4d_slices_inferior_to_superior/dicom";
        const QString out = m_dir.filePath("converted");
        const auto convert = [&]() -> std::map<QString, QByteArray> {
            QDir(out).removeRecursively();
            QDir().mkpath(out);
            if (!io::convertPath(input, out.toStdString(), io::ConvertOptions{}).ok())
                return {};
            return filesOf(out);
        };
        bool german = false;
        const auto [c, de] = inBothLocales<std::map<QString, QByteArray>>(convert, german);
        if (!german)
            QFAIL(scansleuth::testing::germanLocaleMissing().constData());
        QVERIFY(!c.empty());
        QVERIFY(c.begin()->second.contains("TE=")); // the echo time is in descrip
        QCOMPARE(de.size(), c.size());
        for (const auto& [name, bytes] : c)
            QVERIFY2(de.at(name) == bytes, qPrintable(name + " differs on a German desktop"));
    }

    void reportsAreTheSame_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addRow("html") << "html";
        QTest::addRow("markdown") << "md";
        QTest::addRow("json") << "json";
        QTest::addRow("svg plot") << "svg";
    }
    void reportsAreTheSame()
    {
        QFETCH(QString, format);
        const report::Document document = report::testing::everyBlock();
        const auto render = [&]() -> std::string {
            if (format == "html")
                return report::renderHtml(document);
            if (format == "md")
                return report::renderMarkdown(document, "report_files").text;
            if (format == "json")
                return report::renderJson(document);
            return report::plotToSvg(report::testing::testPlot());
        };
        bool german = false;
        const auto [c, de] = inBothLocales<std::string>(render, german);
        if (!german)
            QFAIL(scansleuth::testing::germanLocaleMissing().constData());
        QVERIFY(c.size() > 100);
        QCOMPARE(de, c);
    }

    // Third-party parsers read numbers too: NRRD (teem) and MetaImage headers on a German desktop.
    void itkFormatsReadTheSame_data()
    {
        QTest::addColumn<QString>("format");
        QTest::addRow("nrrd") << "nrrd";
        QTest::addRow("mha") << "mha";
        QTest::addRow("nrrd gzip") << "nrrd.gz";
    }
    void itkFormatsReadTheSame()
    {
        QFETCH(QString, format);
        itktest::ImageSpec spec;
        spec.type = volume::PixelType::Float32;
        spec.direction = itktest::obliqueDirection(30, 20);
        const QByteArray voxels = itktest::voxelBytes(spec);
        const QString path = m_dir.filePath(format == "mha" ? "image.mha" : "image.nrrd");
        QVERIFY(itktest::writeFile(path, format == "mha" ? itktest::metaHeader(spec) + voxels
                                         : format == "nrrd"
                                             ? itktest::nrrdHeader(spec, "raw") + voxels
                                             : itktest::nrrdHeader(spec, "gzip") + itktest::gzip(voxels)));
        SCANSLEUTH_GERMAN_LOCALE(german);
        auto image = io::readWithItk(path.toStdString());
        QVERIFY2(image.ok(), image.ok() ? "" : image.error().detail.c_str());
        const volume::Geometry& g = image->geometry();
        for (int a = 0; a < 3; ++a) {
            QVERIFY2(std::abs(g.spacing[a] - spec.spacing[a]) < 1e-9,
                     qPrintable(QString::number(g.spacing[a])));
            QVERIFY2(std::abs(g.origin[a] - spec.origin[a]) < 1e-9, qPrintable(QString::number(g.origin[a])));
            for (int r = 0; r < 3; ++r)
                QVERIFY(std::abs(g.direction[r][a] - spec.direction[r][a]) < 1e-9);
        }
    }

    // check-pair's findings, candidates and JSON: messages hold mm, voxels and Dice values.
    void checkPairIsTheSame()
    {
        const QString folder = m_dir.filePath("pair");
        QVERIFY(demo::writeDemoStudy(folder.toStdString()).ok());
        auto image = io::loadPath((folder + "/ct.nii.gz").toStdString());
        auto mask = io::loadPath((folder + "/mask_flipped_lr.nii.gz").toStdString());
        QVERIFY(image && mask);
        const auto check = [&]() -> std::string {
            auto r = checks::checkPair(image->images.front(), mask->images.front());
            return r ? checks::toJson(*r).dump(1) : r.error().message;
        };
        bool german = false;
        const auto [c, de] = inBothLocales<std::string>(check, german);
        if (!german)
            QFAIL(scansleuth::testing::germanLocaleMissing().constData());
        QVERIFY(c.find("geometry.axis_flip") != std::string::npos);
        QCOMPARE(de, c);
    }

private:
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestLocaleOutputs)
#include "tst_locale_outputs.moc"
