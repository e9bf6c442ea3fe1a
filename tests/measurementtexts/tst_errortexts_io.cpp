// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The errors of core's readers, writers, threads, geometry and rendering in German and Chinese (issue 22,
// base/errortexts_io.cpp). Each row makes a real error by calling the real code (a file written into a
// folder that does not exist, a broken PNG, a DICOM writer that refuses its options, a label table that
// names a label twice...) and compares renderErrorText's German and Chinese, through the shipped
// catalogues, with sentences written here by hand; the technical detail in parentheses stays English.
#include "base/errortexts.h"
#include "base/module.h"
#include "base/parallel.h"
#include "base/readfile.h"
#include "io/converter.h"
#include "io/dicomwriter/dicomwriter.h"
#include "io/nifti/niftiwriter.h"
#include "render/labeltable.h"
#include "render/pngcodec.h"
#include "render/render.h"
#include "render/rendercommand.h"
#include "support/qmcatalogue.h"
#include "support/sourcefiles.h"
#include "volume/geometry.h"
#include "volume/volume.h"

#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <new>
#include <stdexcept>

using namespace scansleuth;

namespace {

const QmCatalog& catalogue(const char* path)
{
    return testsupport::shippedCatalogue(path);
}

QString german(const std::string& text)
{
    return QString::fromStdString(renderErrorText(text, catalogue(SCANSLEUTH_DE_QM).translator()));
}

QString chinese(const std::string& text)
{
    return QString::fromStdString(renderErrorText(text, catalogue(SCANSLEUTH_ZH_CN_QM).translator()));
}

// The phrases code gives the sentences of base/parallel.cpp and base/module.cpp: each ParallelOptions::task
// and cancelledMessage, outOfMemoryError's first argument, the options helpers' task, runGuarded's after its
// lambda, and each ModuleSpec's what and without (core and widgets/), read from the source as the literal
// text each starts with.
QStringList phrasesInSource()
{
    static const QRegularExpression assigned(QStringLiteral(
        "(?:\\.|std::string )(?:task|cancelledMessage|what|without)\\s*=\\s*\"([^\"]*)\"|"
        "\\b(?:outOfMemoryError\\(\\s*|(?:passOptions|parallelTask)\\([^\"();]*)\"([^\"]*)\""));
    static const QRegularExpression guarded(QStringLiteral("\\brunGuarded\\(\\s*\\[[^\"]*?\"([^\"]*)\"\\);"));
    QStringList phrases;
    for (const QString& file : testsupport::sourceFiles(
             QStringLiteral(SCANSLEUTH_SOURCE_DIR), {QStringLiteral("core"), QStringLiteral("widgets")})) {
        QFile f(file);
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QString text = QString::fromUtf8(f.readAll());
        for (auto m = assigned.globalMatch(text); m.hasNext();) {
            const auto match = m.next();
            phrases << (match.capturedLength(1) > 0 ? match.captured(1) : match.captured(2));
        }
        for (auto m = guarded.globalMatch(text); m.hasNext();)
            phrases << m.next().captured(1);
    }
    return phrases;
}

// The error of a failed call; an empty one (and a failed check) when the call did not fail.
template <typename R> Error errorOf(const R& result)
{
    if (result.ok())
        return Error{ErrorKind::Invalid, "", "the call did not fail"};
    return result.error();
}

volume::Volume volumeOf(volume::PixelType type)
{
    volume::Geometry g;
    g.size = {4, 3, 2};
    auto v = volume::Volume::allocate(type, g);
    if (!v)
        qFatal("cannot allocate a test volume");
    return std::move(v).value();
}

volume::VolumeList volumesOf(volume::PixelType type)
{
    volume::VolumeList list;
    list.push_back(volumeOf(type));
    return list;
}

} // namespace

class TestErrorTextsIo : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    std::string path(const char* name) const { return m_dir.filePath(QString::fromUtf8(name)).toStdString(); }

private Q_SLOTS:
    void initTestCase() { QVERIFY(m_dir.isValid()); }

    // Every task and cancelled sentence code gives its threads, and every module's name and loss, is a
    // sentence of the table (a new one would stay English inside a translated "There is not enough memory to
    // {error_task}." or "{error_what}, {file}, could not be loaded, so {error_consequence}. ...").
    void everyPhraseIsInTheTable()
    {
        const QStringList phrases = phrasesInSource();
        QVERIFY2(phrases.size() > 20, "the source reader found almost no phrase: it is broken");
        QVERIFY(phrases.contains(QStringLiteral("The PDF writer (Qt Gui)"))); // a module of widgets/
        QVERIFY(phrases.contains(QStringLiteral("finish the work")));         // the default, in parallel.h
        QVERIFY(phrases.contains(QStringLiteral("prefault the volume")));     // runGuarded's argument
        QStringList missing;
        for (const QString& phrase : phrases) {
            bool known = false;
            for (const char* sentence : errorTexts())
                known = known || QString::fromUtf8(sentence).startsWith(phrase);
            if (!known)
                missing << phrase;
        }
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral(" | "))));
    }

    // Real errors, their English message as the code says it, and the German and Chinese written here.
    void realErrors_data()
    {
        QTest::addColumn<QString>("message");
        QTest::addColumn<QString>("english");
        QTest::addColumn<QString>("german");
        QTest::addColumn<QString>("chinese");
        const auto row = [](const char* name, const Error& e, const QString& english, const QString& de,
                            const QString& zh) {
            QTest::addRow("%s", name) << QString::fromStdString(e.message) << english << de << zh;
        };

        // io/nifti: a NIfTI into a folder that does not exist, and nothing to write.
        const std::string nifti = path("missing/out.nii");
        row("nifti into a missing folder",
            errorOf(io::writeNifti(nifti, volumesOf(volume::PixelType::Int16))),
            "The file could not be written.", "Die Datei konnte nicht geschrieben werden.",
            "无法写入该文件。");
        row("nifti of nothing", errorOf(io::writeNifti(path("empty.nii"), {})),
            "There is no volume to write.", "Es gibt kein Volumen zum Schreiben.", "没有可写入的体积。");

        // io/converter: a bad output, before the input is read.
        row("convert to a .txt", errorOf(io::convertPath(path("in.nii"), path("out.txt"), {})),
            "The output must be an existing folder or a .nii/.nii.gz file name.",
            "Die Ausgabe muss ein vorhandener Ordner oder ein Dateiname auf .nii/.nii.gz sein.",
            "输出必须是已存在的文件夹，或以 .nii/.nii.gz 结尾的文件名。");
        row("convert into a missing folder",
            errorOf(io::convertPath(path("in.nii"), path("nothere/out.nii.gz"), {})),
            "The output folder does not exist.", "Der Ausgabeordner existiert nicht.", "输出文件夹不存在。");

        // io/dicomwriter: the writer refuses a float volume and a patient's sex it does not know.
        row("dicom of floats",
            errorOf(io::writeDicomSeries(path("dicom"), volumeOf(volume::PixelType::Float32))),
            "Only 16-bit integer volumes can be written as DICOM.",
            "Nur Volumen aus 16-Bit-Ganzzahlen können als DICOM geschrieben werden.",
            "只有 16 位整数体积才能写为 DICOM。");
        io::DicomWriteOptions sex;
        sex.patientSex = "X";
        row("dicom with a bad sex",
            errorOf(io::writeDicomSeries(path("dicom"), volumeOf(volume::PixelType::Int16), sex)),
            "A patient's sex for DICOM must be M, F or O.",
            "Das Geschlecht eines Patienten muss für DICOM M, F oder O sein.",
            "DICOM 中患者的性别必须为 M、F 或 O。");

        // render/png: a picture into a missing folder, a file that is not a PNG, bytes that are not one.
        render::RgbaImage picture;
        picture.width = 2;
        picture.height = 1;
        picture.pixels.assign(2, render::Rgba{255, 0, 0, 255});
        const std::string png = path("missing/picture.png");
        row("png into a missing folder", errorOf(render::writePng(png, picture)),
            QString::fromStdString("The picture could not be written to " + png + "."),
            QString::fromStdString("Das Bild konnte nicht nach " + png + " geschrieben werden."),
            QString::fromStdString("无法将图片写入 " + png + "。"));
        const std::string broken = path("broken.png");
        QFile file(QString::fromStdString(broken));
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("this is not a PNG");
        file.close();
        row("broken png", errorOf(render::readPng(broken)),
            QString::fromStdString("The picture " + broken + " is not a readable PNG."),
            QString::fromStdString("Das Bild " + broken + " ist kein lesbares PNG."),
            QString::fromStdString("图片 " + broken + " 不是可读取的 PNG。"));
        row("png bytes", errorOf(render::decodePng("GIF89a")), "The picture is not a readable PNG.",
            "Das Bild ist kein lesbares PNG.", "该图片不是可读取的 PNG。");

        // render/rendercommand: a plane it does not know.
        row("plane", errorOf(render::parsePlane("oblique")),
            "The plane must be axial, coronal or sagittal, not 'oblique'.",
            "Die Ebene muss axial, coronal oder sagittal sein, nicht „oblique“.",
            "平面必须为 axial、coronal 或 sagittal，而不是“oblique”。");

        // base/readfile: a file that is not there.
        const std::string missing = path("nothere.txt");
        row("whole file", errorOf(readWholeFile(missing, 1000)),
            QString::fromStdString("The file '" + missing + "' was not found."),
            QString::fromStdString("Die Datei „" + missing + "“ wurde nicht gefunden."),
            QString::fromStdString("未找到文件“" + missing + "”。"));

        // Nested sentences ({error_...}): a label table's line says why it is no entry, a matrix why it
        // cannot place the image, a module what it is and what is lost, a thread its task.
        row("label table: a label twice",
            errorOf(render::parseLabelTable("1 Liver\n2 Spleen\n1 Kidney\n", "organs.txt")),
            "Line 3 of the label table organs.txt names label 1 a second time.",
            "Zeile 3 der Labeltabelle organs.txt nennt das Label 1 ein zweites Mal.",
            "标签表 organs.txt 的第 3 行再次命名了标签 1。");
        row("label table: an XML entry without index",
            errorOf(
                render::parseLabelTable("<atlas>\n<label x=\"1\">Liver</label>\n</atlas>\n", "atlas.xml")),
            "Line 2 of the label table atlas.xml is not a valid FSL atlas XML entry (<label "
            "index=\"I\">NAME</label>).",
            "Zeile 2 der Labeltabelle atlas.xml ist kein gültiger Eintrag eines FSL-Atlas-XML (<label "
            "index=\"I\">NAME</label>).",
            "标签表 atlas.xml 的第 2 行不是有效的 FSL 图谱 XML 条目（<label index=\"I\">NAME</label>）。");
        volume::Mat4 affine{{{1, 0, 0, 0}, {0, 0, 0, 0}, {0, 0, 1, 0}, {0, 0, 0, 1}}};
        row("matrix", errorOf(volume::checkedGeometryFromRasAffine(affine, {4, 4, 4})),
            "The voxel-to-world matrix cannot place the image: voxel axis 1 has zero length.",
            "Die Voxel-zu-Welt-Matrix kann das Bild nicht platzieren: Voxelachse 1 hat die Länge null.",
            "体素到世界坐标的矩阵无法放置该图像：体素轴 1 的长度为零。");
        qputenv("SCANSLEUTH_TEST_NO_MODULE", m_dir.filePath(QStringLiteral("libnothere.so")).toUtf8());
        ModuleSpec spec;
        spec.file = "libnothere.so";
        spec.entry = "nothere";
        spec.envVar = "SCANSLEUTH_TEST_NO_MODULE";
        spec.what = "The DICOM reader and writer (DCMTK, OpenJPEG)";
        spec.without = "DICOM files cannot be read or written";
        row("module", errorOf(openModule(spec)),
            "The DICOM reader and writer (DCMTK, OpenJPEG), libnothere.so, could not be loaded, so DICOM "
            "files cannot be read or written. Install it in lib/scansleuth/ beside the program's bin/, or "
            "set SCANSLEUTH_TEST_NO_MODULE to its path.",
            "Der DICOM-Leser und -Schreiber (DCMTK, OpenJPEG), libnothere.so, konnte nicht geladen werden, "
            "daher können DICOM-Dateien weder gelesen noch geschrieben werden. Installieren Sie das Modul in "
            "lib/scansleuth/ neben dem bin/ des Programms oder setzen Sie SCANSLEUTH_TEST_NO_MODULE auf "
            "seinen Pfad.",
            "DICOM 读写模块（DCMTK、OpenJPEG）（libnothere.so）无法加载，因此无法读写 DICOM "
            "文件。请将其安装到"
            "程序 bin/ 旁边的 lib/scansleuth/ 中，或将 SCANSLEUTH_TEST_NO_MODULE 设为其路径。");
        row("thread: an exception",
            errorOf(runGuarded([]() -> Status { throw std::runtime_error("boom"); }, "read the SEG")),
            "Could not read the SEG because of an unexpected error.",
            "Wegen eines unerwarteten Fehlers war es nicht möglich, das SEG zu lesen.",
            "由于意外错误，无法读取该 SEG。");
    }

    void realErrors()
    {
        QFETCH(QString, message);
        QFETCH(QString, english);
        QFETCH(QString, german);
        QFETCH(QString, chinese);
        QCOMPARE(message, english); // the code says what this test expects
        QCOMPARE(::german(message.toStdString()), german);
        QCOMPARE(::chinese(message.toStdString()), chinese);
    }

    // An error kept with its detail ("message (detail)", as a failed run keeps it): the detail stays.
    void detailStaysEnglish()
    {
        io::DicomWriteOptions options;
        options.patientBirthDate = "1970-01-01";
        const Status s = io::writeDicomSeries(path("dicom"), volumeOf(volume::PixelType::Int16), options);
        QVERIFY(!s.ok());
        const std::string kept = s.error().message + " (" + s.error().detail + ")";
        QCOMPARE(kept, std::string("A patient's birth date for DICOM must be written YYYYMMDD. (birth date "
                                   "'1970-01-01')"));
        QCOMPARE(::german(kept),
                 QStringLiteral("Das Geburtsdatum eines Patienten muss für DICOM als JJJJMMTT "
                                "(YYYYMMDD) geschrieben werden. (birth date '1970-01-01')"));
        QCOMPARE(::chinese(kept),
                 QStringLiteral("DICOM 中患者的出生日期必须写成 YYYYMMDD。 (birth date '1970-01-01')"));
    }

    // Memory that ran out on a thread: the task in words, the amounts as the code measured them.
    void outOfMemory()
    {
        const Status s = runGuarded([]() -> Status { throw std::bad_alloc(); }, "compare the cases");
        QVERIFY(!s.ok());
        const QString english = QString::fromStdString(s.error().message);
        static const QRegularExpression shape(
            QStringLiteral("^There is not enough memory to compare the cases(?: \\((.+) available\\))?\\.$"));
        const auto m = shape.match(english);
        QVERIFY2(m.hasMatch(), qPrintable(english));
        const QString available = m.captured(1);
        if (available.isEmpty()) {
            QCOMPARE(::german(english.toStdString()),
                     QStringLiteral("Es ist nicht genug Speicher vorhanden, um die Fälle zu vergleichen."));
            QCOMPARE(::chinese(english.toStdString()), QStringLiteral("内存不足，无法比较各病例。"));
        } else {
            QCOMPARE(::german(english.toStdString()),
                     QStringLiteral("Es ist nicht genug Speicher vorhanden, um die Fälle zu vergleichen (%1 "
                                    "verfügbar).")
                         .arg(available));
            QCOMPARE(::chinese(english.toStdString()),
                     QStringLiteral("内存不足，无法比较各病例（可用 %1）。").arg(available));
        }
    }
};

QTEST_GUILESS_MAIN(TestErrorTextsIo)
#include "tst_errortexts_io.moc"
