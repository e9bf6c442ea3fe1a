// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The PDF writer, as the CLI uses it: no application object until ensureGuiApplication() makes an
// offscreen one. A report with every block type (a real slice of the FLAIR and lesion fixture among
// them) is written once; pdftotext must find every section title and table cell and no patient
// identifier. pdftoppm renders page 1; with SCANSLEUTH_WRITE_DOC_IMAGES=1 it is copied to
// docs/images/report-page1.png.
#include "io/nifti/niftireader.h"
#include "render/render.h"
#include "reportfixture.h"
#include "support/filesizelimit.h"
#include "widgets/pdf/pdfwriter.h"

#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <optional>
#include <thread>

#include <unistd.h>

using namespace scansleuth;
using namespace scansleuth::report;
using namespace scansleuth::report::testing;

namespace {

const QString kData = QStringLiteral(SCANSLEUTH_TEST_DATA_DIR);

volume::Volume loadVolume(const QString& relative)
{
    auto image = io::readNifti((kData + "/" + relative).toStdString());
    if (!image)
        qFatal("cannot read %s: %s", qPrintable(relative), image.error().message.c_str());
    return std::move(image->volumes.front());
}

// The axial slice of FLAIR with the lesion overlaid, through the slice with most lesion pixels.
Figure lesionFigure()
{
    const volume::Volume flair = loadVolume("overlay/flair_lesion_same_oblique_grid/FLAIR.nii.gz");
    const volume::Volume lesion = loadVolume("overlay/flair_lesion_same_oblique_grid/lesion.nii.gz");
    const render::DisplayFrame frame = render::DisplayFrame::forBase(flair.geometry());
    render::LayerStyle labelsOnly;
    labelsOnly.kind = render::LayerKind::Labels; // label 0 transparent over black: non-black = lesion
    const render::Layer lesionOnly{&lesion, labelsOnly};
    std::int64_t best = 0;
    long bestCount = -1;
    for (std::int64_t s = 0; s < frame.sliceCount(render::Plane::Axial); ++s) {
        const render::RgbaImage image = render::renderSlice(frame, render::Plane::Axial, s, {&lesionOnly, 1});
        const long count = std::count_if(image.pixels.begin(), image.pixels.end(),
                                         [](const render::Rgba& p) { return p.r + p.g + p.b > 0; });
        if (count > bestCount) {
            bestCount = count;
            best = s;
        }
    }
    render::LayerStyle lesionStyle = render::defaultStyle(lesion, false, false);
    lesionStyle.outlineOnly = true;
    lesionStyle.opacity = 1.0;
    const render::Layer layers[] = {{&flair, render::defaultStyle(flair, true, false)},
                                    {&lesion, lesionStyle}};
    Figure f;
    f.caption = "Axial slice " + std::to_string(best) +
                " of FLAIR.nii.gz with lesion.nii.gz outlined (patient Doe^Jane)";
    f.image = render::renderSlice(frame, render::Plane::Axial, best, layers);
    f.widthMm = 90.0;
    return f;
}

// The report as the investigation builds it, with patient identifiers sprinkled in.
Document investigationReport()
{
    Document d;
    d.title = "Investigation: the lesion mask does not line up";
    d.subtitle = "Patient Jane Doe, ID MRN-4711, born 1961-07-04";
    d.createdUtc = "2026-11-30T06:30:00Z";
    d.metadata = {{"Patient", "DOE^JANE"},
                  {"Patient ID", "MRN-4711"},
                  {"Birth date", "19610704"},
                  {"Image", "FLAIR.nii.gz"},
                  {"Mask", "lesion.nii.gz"}};
    auto section = [&](const std::string& title, std::vector<Block> blocks) {
        d.sections.push_back(Section{title, std::move(blocks), {}});
    };
    section(
        "Symptoms",
        {Paragraph{"The predicted lesion of Jane Doe sits on the wrong side of the brain.", Tone::Normal},
         KeyValues{{{"What you were doing", "Training nnU-Net"}, {"What changed", "New export script"}}}});
    section("Category",
            {Paragraph{"Silent correctness: the program runs, the answer is wrong.", Tone::Note}});
    Table hypotheses{"Hypotheses in priority order",
                     {"Rank", "Hypothesis", "Likelihood", "Falsifying experiment"},
                     {},
                     {}};
    hypotheses.rows = {{"1", "Axis flipped", "high", "check-pair"},
                       {"2", "Origin shifted", "medium", "check-pair"},
                       {"3", "Mask smoothed", "low", "label forensics"}};
    for (int i = 4; i <= 45; ++i) // long enough to split across pages
        hypotheses.rows.push_back(
            {std::to_string(i), "Candidate cause " + std::to_string(i), "low", "manual"});
    section("Hypotheses", {hypotheses});
    section("Diagnostic steps",
            {Bullets{{"Compared headers", "Applied each inverse", "Measured Dice"}, true}});
    Section evidence{"Evidence", {lesionFigure(), testPlot(true), testBoxPlot(true), testScatterPlot()}, {}};
    evidence.children.push_back(Section{"Measurements",
                                        {Table{"Dice per candidate",
                                               {"Candidate", "Dice", "Shift mm"},
                                               {{"identity", "0.12", "0.0"}, {"flip L-R", "0.91", "0.0"}},
                                               {Tone::Warning, Tone::Good}}},
                                        {}});
    d.sections.push_back(evidence);
    section("Verdicts", {Paragraph{"Axis flip supported: Dice rises from 0.12 to 0.91.", Tone::Good},
                         Paragraph{"Origin shift refuted.", Tone::Warning}});
    section("Quick wins", {Bullets{{"Re-export the mask with the image header"}, false}});
    section("If they fail", {Paragraph{"Escalate with the reproducer attached.", Tone::Normal}});
    section("Verification gates",
            {Table{"",
                   {"Gate", "Done"},
                   {{"Cause explained", "yes"}, {"Minimal reproducer", "yes"}, {"Regression test", "no"}},
                   {Tone::Good, Tone::Good, Tone::Warning}}});
    return d;
}

PdfOptions privacy()
{
    PdfOptions o;
    o.privacy.patients = {{{"Doe^Jane"}, {"MRN-4711"}, {"19610704"}}};
    o.privacy.key = "report test";
    return o;
}

QString run(const QString& program, const QStringList& arguments)
{
    QProcess p;
    p.start(program, arguments);
    if (!p.waitForFinished(120000) || p.exitCode() != 0)
        qFatal("%s failed: %s", qPrintable(program), p.readAllStandardError().constData());
    return QString::fromUtf8(p.readAllStandardOutput());
}

// The title, every section heading and every block: what the writer reports once each per pass.
std::size_t drawnItems(const Section& s)
{
    std::size_t n = 1 + s.blocks.size();
    for (const Section& c : s.children)
        n += drawnItems(c);
    return n;
}

std::size_t drawnItems(const Document& d)
{
    std::size_t n = 1;
    for (const Section& s : d.sections)
        n += drawnItems(s);
    return n;
}

// The report a user already has at `path`: "old report".
bool writeOldReport(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write("old report") == 10;
}

// Every report, and Cancel at report number `cancelAt` (-1: never).
struct Recorder
{
    std::vector<double> fractions;
    std::vector<std::string> stages;
    int cancelAt = -1;

    Progress progress()
    {
        return Progress([this](double f, const std::string& stage) {
            fractions.push_back(f);
            stages.push_back(stage);
            return int(fractions.size()) - 1 != cancelAt;
        });
    }
};

} // namespace

class TestReportPdf : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_pdf;
    QString m_text;

private Q_SLOTS:
    void initTestCase()
    {
        for (const char* tool : {"pdftotext", "pdftoppm"})
            if (QStandardPaths::findExecutable(tool).isEmpty())
                QFAIL(
                    qPrintable(QStringLiteral("%1 is missing: install the poppler-utils package").arg(tool)));
        // As in the CLI: no application yet.
        const Status refused = writePdf(everyBlock(), m_dir.filePath("none.pdf").toStdString());
        QVERIFY(!refused.ok());
        QCOMPARE(refused.error().kind, ErrorKind::Invalid);
        QVERIFY(QString::fromStdString(refused.error().message).contains("graphical application"));
        QVERIFY(!QFile::exists(m_dir.filePath("none.pdf")));
        QVERIFY(ensureGuiApplication().ok());
        QVERIFY(ensureGuiApplication().ok()); // a second call keeps the first application

        m_pdf = m_dir.filePath("report.pdf");
        const Status s = writePdf(investigationReport(), m_pdf.toStdString(), privacy());
        QVERIFY2(s.ok(), s.ok() ? "" : (s.error().message + " " + s.error().detail).c_str());
        m_text = run("pdftotext", {"-enc", "UTF-8", m_pdf, "-"});
        if (qEnvironmentVariableIsSet("SCANSLEUTH_KEEP_PDF")) // for looking at it by hand
            QFile::copy(m_pdf, qEnvironmentVariable("SCANSLEUTH_KEEP_PDF"));
    }

    void containsText_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addRow("title") << "Investigation: the lesion mask does not line up";
        const Document report = investigationReport();
        for (const Section& s : report.sections) {
            QTest::addRow("section %s", s.title.c_str()) << QString::fromStdString(s.title);
            for (const Section& c : s.children)
                QTest::addRow("subsection %s", c.title.c_str()) << QString::fromStdString(c.title);
        }
        std::vector<const Section*> parts;
        for (const Section& s : report.sections) {
            parts.push_back(&s);
            for (const Section& c : s.children)
                parts.push_back(&c);
        }
        for (const Section* part : parts)
            for (const Block& b : part->blocks)
                if (const Table* t = std::get_if<Table>(&b)) {
                    for (const auto& h : t->header)
                        QTest::addRow("header %s", h.c_str()) << QString::fromStdString(h);
                    for (const auto& row : t->rows)
                        for (const auto& cell : row)
                            QTest::addRow("cell %s of %s", cell.c_str(), row[0].c_str())
                                << QString::fromStdString(cell);
                }
        QTest::addRow("key") << "What you were doing";
        QTest::addRow("value") << "New export script";
        QTest::addRow("bullet") << "Applied each inverse";
        QTest::addRow("tone label") << "Warning: Origin shift refuted.";
        QTest::addRow("figure caption") << "Figure 1: Axial slice";
        QTest::addRow("plot title") << "Training curves";
        QTest::addRow("plot legend") << "validation loss";
        QTest::addRow("plot reference") << "best epoch";
        QTest::addRow("box plot title") << "Dice per run";
        QTest::addRow("box group with a missing value") << "baseline (1 missing)";
        QTest::addRow("box group") << "new augmentation";
        QTest::addRow("scatter plot title") << "Dice: baseline vs new augmentation";
        QTest::addRow("scatter point label") << "case_010";
        QTest::addRow("page footer") << "Page 1 of ";
        QTest::addRow("pseudonym") << QString::fromStdString(
            Pseudonymiser("report test").pseudonym("id:MRN-4711"));
        QTest::addRow("birth date removed") << "[birth date removed]";
    }
    void containsText()
    {
        QFETCH(QString, text);
        QVERIFY2(m_text.contains(text), qPrintable(text));
    }

    void absentText_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addRow("family name") << "Doe";
        QTest::addRow("given name in the PN form") << "JANE";
        QTest::addRow("ID") << "MRN-4711";
        QTest::addRow("birth date, compact") << "19610704";
        QTest::addRow("birth date, ISO") << "1961-07-04";
    }
    void absentText()
    {
        QFETCH(QString, text);
        const QRegularExpression word("\\b" + QRegularExpression::escape(text) + "\\b",
                                      QRegularExpression::CaseInsensitiveOption);
        QVERIFY2(!m_text.contains(word), qPrintable(text));
    }

    void tableSplitsWithHeader()
    {
        QVERIFY(m_text.contains("Page 2 of"));
        QVERIFY2(m_text.count("Falsifying experiment") >= 2, "the header repeats on the next page");
    }

    void includeIdentifiersOnRequest()
    {
        PdfOptions o = privacy();
        o.privacy.includeIdentifiers = true;
        const QString path = m_dir.filePath("named.pdf");
        QVERIFY(writePdf(investigationReport(), path.toStdString(), o).ok());
        QVERIFY(run("pdftotext", {"-enc", "UTF-8", path, "-"}).contains("DOE^JANE"));
    }

    void firstPagePicture()
    {
        const QString prefix = m_dir.filePath("page");
        run("pdftoppm", {"-png", "-r", "60", "-f", "1", "-l", "1", m_pdf, prefix});
        const QStringList pages = QDir(m_dir.path()).entryList({"page*.png"});
        QCOMPARE(pages.size(), 1);
        const QString picture = m_dir.filePath(pages.front());
        QCOMPARE(QImage(picture).size(), QSize(496, 702)); // A4 at 60 dpi
        if (qEnvironmentVariableIntValue("SCANSLEUTH_WRITE_DOC_IMAGES")) {
            const QString target = kData + "/../../docs/images/report-page1.png";
            QDir().mkpath(QFileInfo(target).path());
            QFile::remove(target);
            QVERIFY(QFile::copy(picture, target));
        }
    }

    void atomicWrite_data()
    {
        QTest::addColumn<bool>("blockTemporary");
        QTest::addRow("replaces an existing file") << false;
        QTest::addRow("a write failing half-way leaves the existing file") << true;
    }
    void atomicWrite()
    {
        QFETCH(bool, blockTemporary);
        QTemporaryDir dir;
        const QString path = dir.filePath("r.pdf");
        QVERIFY(writeOldReport(path));
        std::optional<scansleuth::testing::FileSizeLimit> full;
        if (blockTemporary) {
            full.emplace(1000); // the disk fills up half-way through the PDF
            QVERIFY(full->active());
        }
        const Status s = writePdf(everyBlock(), path.toStdString());
        full.reset();
        QCOMPARE(s.ok(), !blockTemporary);
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray content = f.readAll();
        if (blockTemporary) {
            QCOMPARE(s.error().kind, ErrorKind::Io);
            QVERIFY(QString::fromStdString(s.error().message).contains("could not be written"));
            QCOMPARE(content, QByteArray("old report"));
        } else {
            QVERIFY(content.startsWith("%PDF-"));
            QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{"r.pdf"});
        }
    }

    // Awkward shapes still give a readable PDF: empty and ragged tables, a plot without data, a
    // paragraph longer than a page, a word wider than a column, deep nesting, a very tall figure.
    void awkwardDocument()
    {
        Document d;
        d.title = "Edge cases";
        Section s{"Shapes", {}, {}};
        s.blocks.push_back(Table{"Empty", {}, {}, {}});
        s.blocks.push_back(Table{"Ragged", {"A"}, {{"a1", "b1", "c1"}, {}, {"a3"}}, {Tone::Note}});
        s.blocks.push_back(Plot{"No data", "", "", {}, {}, true});
        std::string longText;
        for (int i = 0; i < 700; ++i)
            longText += "word" + std::to_string(i) + " ";
        s.blocks.push_back(Paragraph{longText, Tone::Warning});
        s.blocks.push_back(Table{"", {"Path"}, {{std::string(300, 'x') + "/endofpath"}}, {}});
        s.blocks.push_back(Figure{"Tall", testImage(10, 400), 150.0});
        s.blocks.push_back(Figure{"Empty picture", {}, 50.0});
        Section deep{"Level 2",
                     {},
                     {Section{"Level 3", {}, {Section{"Level 4", {Paragraph{"deep", Tone::Normal}}, {}}}}}};
        s.children.push_back(deep);
        d.sections.push_back(s);
        const QString path = m_dir.filePath("awkward.pdf");
        const Status status = writePdf(d, path.toStdString());
        QVERIFY(status.ok());
        const QString text = run("pdftotext", {"-enc", "UTF-8", path, "-"});
        for (const char* expected :
             {"Edge cases", "Ragged", "c1", "No data", "word0", "word699", "endofpath", "Figure 1: Tall",
              "Figure 2 has no picture.", "1.1.1.1", "Level 4", "deep"})
            QVERIFY2(text.contains(expected), expected);
        if (qEnvironmentVariableIsSet("SCANSLEUTH_KEEP_PDF"))
            QFile::copy(path, qEnvironmentVariable("SCANSLEUTH_KEEP_PDF") + ".awkward.pdf");
    }

    // Cells wrap between words: a narrow column of long words never breaks a word that fits on a line.
    void cellsWrapBetweenWords()
    {
        const std::string hypothesis = "The labels are wrong (misaligned, empty, wrongly valued or shuffled)";
        const std::string reason =
            "The experiment exp-training-log (run-1) found none of training.oscillation, "
            "training.plateau. This experiment cannot rule it out on its own.";
        Document d;
        d.title = "Wrapping";
        Section s{"Verdicts", {}, {}};
        Table t{"", {"Hypothesis", "Verdict", "Reason"}, {}, {}};
        for (int i = 0; i < 4; ++i)
            t.rows.push_back({hypothesis, "inconclusive", reason});
        s.blocks.push_back(t);
        d.sections.push_back(s);
        const QString path = m_dir.filePath("wrapping.pdf");
        QVERIFY(writePdf(d, path.toStdString()).ok());
        const QString text = run("pdftotext", {"-enc", "UTF-8", path, "-"});
        for (const std::string& cell : {hypothesis, reason})
            for (const QString& word : QString::fromStdString(cell).split(QLatin1Char(' ')))
                QVERIFY2(text.contains(word), qPrintable(word + " is split:\n" + text));
    }

    // A table wider than the page: the columns shrink, but a number never breaks (the run comparison's
    // summary once printed its case count "20" as "2" over "0"), nor a word that fits when the other
    // columns give way (it once printed "kidney_righ" over "t").
    void numbersNeverBreakInAWideTable()
    {
        Document d;
        d.title = "Wide";
        Section s{"Summary", {}, {}};
        Table t{"", {"Label", "Metric", "Run", "Mean", "Median", "IQR", "n", "Comparable mean", "n"}, {}, {}};
        for (int i = 0; i < 12; ++i)
            t.rows.push_back({"kidney_right", "|Volume difference| (ml)", i % 2 ? "B" : "A", "0.8153",
                              "0.9608", "0.004628", "20", "0.9592", "17"});
        s.blocks.push_back(t);
        d.sections.push_back(s);
        const QString path = m_dir.filePath("wide.pdf");
        QVERIFY(writePdf(d, path.toStdString()).ok());
        const QString text = run("pdftotext", {"-enc", "UTF-8", path, "-"});
        for (const char* number : {"20", "17", "0.004628", "kidney_right"})
            QCOMPARE(
                text.count(QRegularExpression(QStringLiteral("(^|\\s)") + QRegularExpression::escape(number) +
                                              QStringLiteral("(\\s|$)"))),
                12);
    }

    // The fraction: 0 first, never falling, 1 last; once before the passes, once per title, heading and
    // block in each of the two passes, then before and after writing the file.
    void progressPerBlock()
    {
        const Document d = everyBlock();
        Recorder recorder;
        PdfOptions o;
        o.progress = recorder.progress();
        const QString path = m_dir.filePath("progress.pdf");
        QVERIFY(writePdf(d, path.toStdString(), o).ok());
        const std::size_t items = drawnItems(d);
        QCOMPARE(recorder.fractions.size(), 1 + 2 * items + 2);
        QCOMPARE(recorder.fractions.front(), 0.0);
        QCOMPARE(recorder.fractions.back(), 1.0);
        QVERIFY(std::is_sorted(recorder.fractions.begin(), recorder.fractions.end()));
        QCOMPARE(std::count(recorder.stages.begin(), recorder.stages.end(), "drawing the pages"),
                 long(items));
        QCOMPARE(recorder.stages.back(), std::string("writing the file"));
        QVERIFY(run("pdftotext", {"-enc", "UTF-8", path, "-"}).contains("Investigation: mask flipped"));
    }

    // Cancel at the start, in either pass, and just before the file is written: Cancelled, the existing
    // report byte for byte as it was, nothing else in its folder.
    void cancelAnywhere_data()
    {
        const std::size_t items = drawnItems(everyBlock());
        QTest::addColumn<int>("at");
        QTest::addRow("before the first pass") << 0;
        QTest::addRow("after the title") << 1;
        QTest::addRow("mid first pass") << int(items / 2);
        QTest::addRow("first block of the second pass") << int(items + 1);
        QTest::addRow("last block of the second pass") << int(2 * items);
        QTest::addRow("before writing the file") << int(2 * items + 1);
    }
    void cancelAnywhere()
    {
        QFETCH(int, at);
        QTemporaryDir dir;
        const QString path = dir.filePath("r.pdf");
        QVERIFY(writeOldReport(path));
        Recorder recorder;
        recorder.cancelAt = at;
        PdfOptions o;
        o.progress = recorder.progress();
        const Status s = writePdf(everyBlock(), path.toStdString(), o);
        QVERIFY(!s.ok());
        QCOMPARE(s.error().kind, ErrorKind::Cancelled);
        QCOMPARE(int(recorder.fractions.size()), at + 1); // nothing drawn after Cancel
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("old report"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{"r.pdf"});
    }

    // The GUI writes its reports on a worker thread: the same file comes out, readable by poppler.
    void writesOnAWorkerThread()
    {
        const QString path = m_dir.filePath("thread.pdf");
        Status s;
        std::thread worker([&] { s = writePdf(investigationReport(), path.toStdString(), privacy()); });
        worker.join();
        QVERIFY2(s.ok(), s.ok() ? "" : s.error().detail.c_str());
        const QString text = run("pdftotext", {"-enc", "UTF-8", path, "-"});
        QCOMPARE(text, m_text);
    }

    void missingFolder()
    {
        const Status s = writePdf(everyBlock(), m_dir.filePath("missing/r.pdf").toStdString());
        QVERIFY(!s.ok());
        QCOMPARE(s.error().kind, ErrorKind::Io);
        QVERIFY(QString::fromStdString(s.error().message).contains("could not be written"));
    }
};

QTEST_APPLESS_MAIN(TestReportPdf)
#include "tst_report_pdf.moc"
