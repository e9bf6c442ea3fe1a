// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// A German and a Simplified Chinese PDF report, read back with poppler's pdftotext. The report's
// headings, table header and a long paragraph are the translations of known GUI, knowledge-base and
// workflow messages, looked up through QTranslator in the .qm files lrelease compiled from
// translations/*.ts (as the GUI does). The expected text comes from the .ts files, read separately
// (tsfile.h); pdftotext must return it, so the PDF writer laid the text out and embedded fonts that
// hold its glyphs with a Unicode mapping (a Chinese report needs a CJK font: fonts-wqy-microhei), and
// pdffonts must list every font as embedded. cliReport does the same through scansleuth-cli's --language.
#include "report/translatereport.h"
#include "tsfile.h"
#include "widgets/pdf/pdfwriter.h"

#include <QCoreApplication>
#include <QProcess>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace scansleuth;
using namespace scansleuth::testing;

namespace {

const QString kTranslations = QStringLiteral(SCANSLEUTH_TRANSLATIONS_DIR);

struct Message
{
    const char* context;
    const char* source;
};

// What the report shows: the investigation's symptom as the title, a hypothesis as a heading with its
// explanation (long: it wraps over several lines), the workflow's steps and the findings table's header.
constexpr Message kTitle{"scansleuth::knowledge",
                         "The mask is shifted, flipped or rotated against the image"};
constexpr Message kHeading{
    "scansleuth::knowledge",
    "The mask was written in a different frame (axis flip, LPS/RAS sign, qform/sform)"};
constexpr Message kParagraph{
    "scansleuth::knowledge",
    "Image and mask voxels agree, but the headers map them to different places: one axis flipped (often "
    "left-right), the LPS/RAS sign convention mixed up (DICOM and ITK use LPS, NIfTI stores RAS), or one "
    "tool "
    "read the qform where another read the sform. Each reader then puts the mask somewhere else; converting "
    "with one library and saving with another is the usual origin."};
constexpr Message kVerdicts{"scansleuth::widgets::WorkflowPanel", "5 Verdicts"};
constexpr Message kReport{"scansleuth::widgets::WorkflowPanel", "6 Report"};
constexpr Message kHeader[] = {{"scansleuth::widgets::FindingsModel", "Severity"},
                               {"scansleuth::widgets::FindingsModel", "Code"},
                               {"scansleuth::widgets::FindingsModel", "Finding"},
                               {"scansleuth::widgets::FindingsModel", "Suggested fix"}};

std::string tr(const Message& m)
{
    return QCoreApplication::translate(m.context, m.source).toStdString();
}

report::Document translatedReport()
{
    report::Document d;
    d.title = tr(kTitle);
    d.createdUtc = "2026-12-06T20:00:00Z";
    report::Section hypothesis;
    hypothesis.title = tr(kHeading);
    hypothesis.blocks.push_back(report::Paragraph{tr(kParagraph)});
    report::Table findings;
    for (const Message& m : kHeader)
        findings.header.push_back(tr(m));
    findings.rows.push_back({"warning", "geometry.axis_flip", "x", "y"});
    hypothesis.blocks.push_back(findings);
    report::Section verdicts;
    verdicts.title = tr(kVerdicts);
    verdicts.blocks.push_back(report::Paragraph{tr(kReport)});
    d.sections = {hypothesis, verdicts};
    return d;
}

QString run(const QString& program, const QStringList& arguments)
{
    QProcess p;
    p.start(program, arguments);
    if (!p.waitForFinished(120000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        qFatal("%s failed: %s", qPrintable(program), p.readAllStandardError().constData());
    return QString::fromUtf8(p.readAllStandardOutput());
}

// Without white space: pdftotext breaks lines where the layout wrapped them (in Chinese, between any
// two characters).
QString squeezed(QString text)
{
    text.remove(QRegularExpression(QStringLiteral("\\s+")));
    return text;
}

bool hasHan(const QString& text)
{
    return std::any_of(text.begin(), text.end(),
                       [](QChar c) { return c.unicode() >= 0x4e00 && c.unicode() <= 0x9fff; });
}

// The finished translation of (context, source) in the language's .ts, or a failure message in `error`.
QString expectedTranslation(const QString& language, const char* context, const char* source, QString& error)
{
    const std::optional<TsFile> ts =
        readTsFile(kTranslations + QStringLiteral("/scansleuth_%1.ts").arg(language), &error);
    if (!ts)
        return {};
    for (const TsMessage& t : ts->messages)
        if (t.context == QLatin1String(context) && t.source == QLatin1String(source) && t.type.isEmpty() &&
            !t.forms.isEmpty())
            return t.forms.front();
    error = QStringLiteral("no finished translation of \"%1\" in scansleuth_%2.ts").arg(source, language);
    return {};
}

} // namespace

class TestI18nPdf : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void initTestCase()
    {
        for (const char* tool : {"pdftotext", "pdffonts", "pdfinfo"})
            if (QStandardPaths::findExecutable(tool).isEmpty())
                QFAIL(
                    qPrintable(QStringLiteral("%1 is missing: install the poppler-utils package").arg(tool)));
    }

    void readsBack_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addRow("de") << QStringLiteral("de");
        QTest::addRow("zh_CN") << QStringLiteral("zh_CN");
    }

    void readsBack()
    {
        QFETCH(QString, language);
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/scansleuth_%1.qm").arg(language)));
        QVERIFY(QCoreApplication::installTranslator(&translator));
        const report::Document document = translatedReport();
        QCoreApplication::removeTranslator(&translator);

        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("report_%1.pdf").arg(language));
        const Status s = report::writePdf(document, pdf.toStdString());
        QVERIFY2(s.ok(), s.ok() ? "" : (s.error().message + " " + s.error().detail).c_str());
        if (qEnvironmentVariableIsSet("SCANSLEUTH_KEEP_PDF")) // a folder, for looking at them by hand
            QFile::copy(pdf, qEnvironmentVariable("SCANSLEUTH_KEEP_PDF") +
                                 QStringLiteral("/report_%1.pdf").arg(language));
        const QString text =
            squeezed(run(QStringLiteral("pdftotext"),
                         {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")}));

        QString error;
        const std::optional<TsFile> ts =
            readTsFile(kTranslations + QStringLiteral("/scansleuth_%1.ts").arg(language), &error);
        QVERIFY2(ts, qPrintable(error));
        QList<Message> shown = {kTitle, kHeading, kParagraph, kVerdicts, kReport};
        for (const Message& m : kHeader)
            shown << m;
        for (const Message& m : shown) {
            const auto it = std::find_if(ts->messages.begin(), ts->messages.end(), [&](const TsMessage& t) {
                return t.context == QLatin1String(m.context) && t.source == QLatin1String(m.source);
            });
            QVERIFY2(it != ts->messages.end(), m.source);
            QVERIFY2(it->type.isEmpty() && !it->forms.isEmpty(), m.source); // finished
            const QString expected = it->forms.front();
            if (language == QLatin1String("zh_CN") && m.source != kVerdicts.source &&
                m.source != kReport.source)
                QVERIFY2(hasHan(expected), qPrintable(expected)); // Chinese characters, not a copy
            if (m.context == kTitle.context) // a knowledge-base text: no language leaves it as it is
                QVERIFY2(expected != QLatin1String(m.source), qPrintable(expected));
            QVERIFY2(
                text.contains(squeezed(expected)),
                qPrintable(
                    QStringLiteral("'%1' is not in the PDF's text:\n%2").arg(expected, text.left(2000))));
        }
        // Words a reader of either language knows, as a check on the .ts-based expectations themselves.
        QVERIFY(text.contains(language == QLatin1String("de") ? QStringLiteral("Bericht")
                                                              : QStringLiteral("报告")));

        // Every font embedded (a reader without the font would show boxes or another font's glyphs).
        const QStringList fonts =
            run(QStringLiteral("pdffonts"), {pdf}).split(QLatin1Char('\n'), Qt::SkipEmptyParts).mid(2);
        QVERIFY(!fonts.isEmpty());
        for (const QString& line : fonts) {
            // name type encoding emb sub uni object ID: "emb" is the 4th column from the right of the ID.
            const QStringList columns = line.split(QLatin1Char(' '), Qt::SkipEmptyParts);
            QVERIFY2(columns.size() >= 7 && columns[columns.size() - 5] == QLatin1String("yes"),
                     qPrintable(line));
        }
    }

    void guiLanguage_data() { readsBack_data(); }

    // The GUI's way (widgets::writeReportInGuiLanguage): the installed QTranslator through
    // QCoreApplication::translate, as widgets::qtTranslator() does. The document takes the catalogue's
    // language; the PDF names it in its XMP metadata (pdfinfo -meta). Expected texts written out by hand.
    void guiLanguage()
    {
        QFETCH(QString, language);
        const bool de = language == QLatin1String("de");
        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(":/i18n/scansleuth_%1.qm").arg(language)));
        QVERIFY(QCoreApplication::installTranslator(&translator));
        report::Document d;
        d.title = "Investigation: The mask is shifted, flipped or rotated against the image";
        d.sections.push_back(report::Section{
            "Summary",
            {report::KeyValues{{{"Category", "Silent correctness"}, {"Verdict", "supported"}}}},
            {}});
        report::translateDocument(d, [](const char* context, const char* source) {
            return QCoreApplication::translate(context, source).toStdString();
        });
        QCoreApplication::removeTranslator(&translator);
        QCOMPARE(QString::fromStdString(d.language), de ? QStringLiteral("de") : QStringLiteral("zh-CN"));
        QCOMPARE(
            QString::fromStdString(d.title),
            de ? QStringLiteral("Untersuchung: Die Maske ist gegenüber dem Bild verschoben, gespiegelt oder "
                                "gedreht")
               : QStringLiteral("调查：掩膜相对于图像发生了平移、翻转或旋转"));
        const auto& pairs = std::get<report::KeyValues>(d.sections[0].blocks[0]).pairs;
        QCOMPARE(QString::fromStdString(pairs[0].second),
                 de ? QStringLiteral("Unbemerkt falsche Ergebnisse") : QStringLiteral("静默的正确性问题"));
        QCOMPARE(QString::fromStdString(pairs[1].second),
                 de ? QStringLiteral("gestützt") : QStringLiteral("支持"));

        QTemporaryDir dir;
        const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
        const Status s = report::writePdf(d, pdf.toStdString());
        QVERIFY2(s.ok(), s.ok() ? "" : s.error().message.c_str());
        const QString meta = run(QStringLiteral("pdfinfo"), {QStringLiteral("-meta"), pdf});
        QVERIFY2(meta.contains(QStringLiteral("<dc:language><rdf:Bag><rdf:li>%1</rdf:li>")
                                   .arg(de ? QStringLiteral("de") : QStringLiteral("zh-CN"))),
                 qPrintable(meta));
    }

    void cliReport_data() { readsBack_data(); }

    // The product's way: scansleuth-cli investigates the demo study and writes the report with --language;
    // the report's own words (its heading, "Created", "Summary") come back from pdftotext in the language.
    void cliReport()
    {
        QFETCH(QString, language);
        const QString cli = QStringLiteral(SCANSLEUTH_BIN_DIR "/scansleuth-cli");
        QTemporaryDir dir;
        const QString demo = dir.filePath(QStringLiteral("demo"));
        const QString pdf = dir.filePath(QStringLiteral("report.pdf"));
        run(cli, {QStringLiteral("demo"), QStringLiteral("--out"), demo, QStringLiteral("--quiet")});
        run(cli,
            {QStringLiteral("investigate"), QStringLiteral("--symptom"), QStringLiteral("mask-misaligned"),
             QStringLiteral("--image"), demo + QStringLiteral("/ct"), QStringLiteral("--mask"),
             demo + QStringLiteral("/mask_flipped_lr.nii.gz"), QStringLiteral("--out"),
             dir.filePath(QStringLiteral("inv.json")), QStringLiteral("--report"), pdf,
             QStringLiteral("--language"), language, QStringLiteral("--quiet")});
        const QString text =
            squeezed(run(QStringLiteral("pdftotext"),
                         {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")}));
        for (const char* source : {"ScanSleuth report", "Created", "Summary"}) {
            QString error;
            const QString expected = expectedTranslation(language, "Report", source, error);
            QVERIFY2(error.isEmpty(), qPrintable(error));
            QVERIFY2(expected != QLatin1String(source), source);
            QVERIFY2(
                text.contains(squeezed(expected)),
                qPrintable(
                    QStringLiteral("'%1' is not in the report's text:\n%2").arg(expected, text.left(1500))));
        }
    }
};

QTEST_MAIN(TestI18nPdf)
#include "tst_i18n_pdf.moc"
