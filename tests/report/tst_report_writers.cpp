// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The HTML, Markdown and JSON writers: every block type, escaping, the JSON round trip, choosing the
// format by extension, pseudonymising by default, and atomic writes.
#include "render/pngcodec.h"
#include "report/base64.h"
#include "report/reportjson.h"
#include "report/writers.h"
#include "reportfixture.h"
#include "support/filesizelimit.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <optional>

#include <unistd.h>

using namespace scansleuth;
using namespace scansleuth::report;
using namespace scansleuth::report::testing;

Q_DECLARE_METATYPE(scansleuth::ErrorKind)

namespace {

// A document with `text` placed in one field: paragraph, bullet, key, value, header, cell, caption,
// section, title, metadata, plot, series, figure.
Document withText(const QString& where, const std::string& text)
{
    Document d;
    d.title = where == "title" ? text : "Report";
    if (where == "metadata")
        d.metadata = {{"Key", text}};
    Section s;
    s.title = where == "section" ? text : "Section";
    if (where == "paragraph")
        s.blocks.push_back(Paragraph{text, Tone::Normal});
    if (where == "note")
        s.blocks.push_back(Paragraph{text, Tone::Note});
    if (where == "bullet")
        s.blocks.push_back(Bullets{{text}, false});
    if (where == "key")
        s.blocks.push_back(KeyValues{{{text, "value"}}});
    if (where == "value")
        s.blocks.push_back(KeyValues{{{"key", text}}});
    if (where == "header" || where == "cell" || where == "caption")
        s.blocks.push_back(Table{where == "caption" ? text : "",
                                 {where == "header" ? text : "H"},
                                 {{where == "cell" ? text : "c"}},
                                 {}});
    if (where == "figure")
        s.blocks.push_back(Figure{text, testImage(), 50.0});
    if (where == "plot" || where == "series") {
        Plot p = testPlot();
        if (where == "plot")
            p.title = text;
        else
            p.series[0].name = text;
        s.blocks.push_back(p);
    }
    d.sections.push_back(s);
    return d;
}

QString readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? QString::fromUtf8(f.readAll()) : QString();
}

void writeText(const QString& path, const QByteArray& text)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

} // namespace

class TestReportWriters : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void htmlEscapes_data()
    {
        QTest::addColumn<QString>("where");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::addColumn<QString>("forbidden");
        const QString script = "<script>alert('x')</script> & co";
        const QString escaped = "&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt; &amp; co";
        for (const char* where : {"paragraph", "note", "bullet", "key", "value", "header", "cell", "caption",
                                  "section", "title", "metadata", "plot", "series", "figure"})
            QTest::addRow("%s: script tag", where) << where << script << escaped << "<script>";
        QTest::addRow("cell: quotes") << "cell"
                                      << "say \"hi\""
                                      << "say &quot;hi&quot;"
                                      << "\"hi\"";
        QTest::addRow("figure: attribute injection") << "figure"
                                                     << "x\" onerror=\"alert(1)"
                                                     << "x&quot; onerror=&quot;alert(1)"
                                                     << "\" onerror=\"";
        QTest::addRow("paragraph: entity stays literal") << "paragraph"
                                                         << "&amp;"
                                                         << "&amp;amp;"
                                                         << "<p>&amp;</p>";
        QTest::addRow("paragraph: newline becomes a line break") << "paragraph"
                                                                 << "one\ntwo"
                                                                 << "one<br>two"
                                                                 << "one\ntwo";
    }
    void htmlEscapes()
    {
        QFETCH(QString, where);
        QFETCH(QString, text);
        QFETCH(QString, expected);
        QFETCH(QString, forbidden);
        const QString html = QString::fromStdString(renderHtml(withText(where, text.toStdString())));
        QVERIFY2(html.contains(expected), qPrintable(html.left(4000)));
        QVERIFY2(!html.contains(forbidden), qPrintable(forbidden));
    }

    void htmlHasEveryBlock_data()
    {
        QTest::addColumn<QString>("fragment");
        QTest::addRow("warning paragraph")
            << "<p class=\"tone warning\"><span class=\"tone-label\">Warning:</span>";
        QTest::addRow("bullets") << "<ul>\n<li>first</li>";
        QTest::addRow("numbered list") << "<ol>\n<li>step one</li>";
        QTest::addRow("key/value table") << "<tr><th scope=\"row\">Dice before</th><td>0.12</td></tr>";
        QTest::addRow("table header")
            << "<thead><tr><th>Cause</th><th>Dice</th><th>Verdict</th></tr></thead>";
        QTest::addRow("toned row") << "<tr class=\"warning\"><td>origin shift</td>";
        QTest::addRow("table caption") << "<caption>Candidates</caption>";
        QTest::addRow("figure as data URI") << "src=\"data:image/png;base64,iVBORw0KGgo";
        QTest::addRow("figure width") << "style=\"width: 80.0mm\"";
        QTest::addRow("figure caption") << "<figcaption>Axial slice with the mask</figcaption>";
        QTest::addRow("plot as SVG") << "<svg xmlns=\"http://www.w3.org/2000/svg\"";
        QTest::addRow("plot line") << "<polyline fill=\"none\" stroke=\"#0072b2\"";
        QTest::addRow("plot axis label") << ">Epoch</text>";
        QTest::addRow("plot legend") << ">validation loss</text>";
        QTest::addRow("reference line") << "stroke-dasharray=\"6 4\"";
        QTest::addRow("reference label") << ">best epoch</text>";
        QTest::addRow("box plot as SVG") << "aria-label=\"Dice per run\"";
        QTest::addRow("box group name") << ">new augmentation</text>";
        QTest::addRow("box") << "<rect class=\"box\"";
        QTest::addRow("outlier ring") << "<circle class=\"outlier\"";
        QTest::addRow("scatter plot as SVG") << "aria-label=\"Dice: baseline vs new augmentation\"";
        QTest::addRow("scatter point") << "<circle class=\"point\"";
        QTest::addRow("scatter point label") << ">case_010</text>";
        QTest::addRow("scatter diagonal") << ">x = y</text>";
        QTest::addRow("numbered subsection") << "<h3 id=\"s-1-1\">1.1 Verdicts</h3>";
        QTest::addRow("contents") << "<a href=\"#s-2\">Quick wins</a>";
        QTest::addRow("metadata") << "<th scope=\"row\">Image</th><td>flair.nii.gz</td>";
        QTest::addRow("inline CSS") << "<style>";
    }
    void htmlHasEveryBlock()
    {
        QFETCH(QString, fragment);
        const QString html = QString::fromStdString(renderHtml(everyBlock()));
        QVERIFY2(html.contains(fragment), qPrintable(fragment));
        QVERIFY(!html.contains("http://") ||
                html.count("http://") == html.count("http://www.w3.org/2000/svg"));
    }

    void htmlFigureDecodes()
    {
        const QString html = QString::fromStdString(renderHtml(everyBlock()));
        const auto match = QRegularExpression("base64,([A-Za-z0-9+/=]+)\"").match(html);
        QVERIFY(match.hasMatch());
        auto bytes = fromBase64(match.captured(1).toStdString());
        QVERIFY(bytes.ok());
        auto image = render::decodePng(*bytes);
        QVERIFY(image.ok());
        QCOMPARE(image->pixels, testImage().pixels);
    }

    void markdownEscapes_data()
    {
        QTest::addColumn<QString>("where");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected");
        QTest::addRow("cell: pipe") << "cell"
                                    << "a|b"
                                    << "| a\\|b |";
        QTest::addRow("header: pipe") << "header"
                                      << "x|y"
                                      << "| x\\|y |";
        QTest::addRow("cell: newline") << "cell"
                                       << "a\nb"
                                       << "| a<br>b |";
        QTest::addRow("cell: html") << "cell"
                                    << "<b>"
                                    << "| &lt;b&gt; |";
        QTest::addRow("paragraph: emphasis") << "paragraph"
                                             << "*not bold*"
                                             << "\\*not bold\\*";
        QTest::addRow("paragraph: underscores") << "paragraph"
                                                << "file_name_here"
                                                << "file\\_name\\_here";
        QTest::addRow("paragraph: heading mark") << "paragraph"
                                                 << "# not a heading"
                                                 << "\\# not a heading";
        QTest::addRow("paragraph: list mark") << "paragraph"
                                              << "- not a list"
                                              << "\\- not a list";
        QTest::addRow("paragraph: ordered list mark") << "paragraph"
                                                      << "1. not a list"
                                                      << "1\\. not a list";
        QTest::addRow("paragraph: link") << "paragraph"
                                         << "[x](y)"
                                         << "\\[x\\](y)";
        QTest::addRow("paragraph: code") << "paragraph"
                                         << "`rm`"
                                         << "\\`rm\\`";
        QTest::addRow("paragraph: html") << "paragraph"
                                         << "<script>"
                                         << "&lt;script&gt;";
        QTest::addRow("paragraph: backslash") << "paragraph"
                                              << "C:\\data"
                                              << "C:\\\\data";
        QTest::addRow("section title") << "section"
                                       << "a*b"
                                       << "## 1 a\\*b";
        QTest::addRow("note") << "note"
                              << "careful_now"
                              << "> [!NOTE]\n> careful\\_now";
        QTest::addRow("metadata value") << "metadata"
                                        << "a|b"
                                        << "- **Key:** a\\|b";
    }
    void markdownEscapes()
    {
        QFETCH(QString, where);
        QFETCH(QString, text);
        QFETCH(QString, expected);
        const QString md =
            QString::fromStdString(renderMarkdown(withText(where, text.toStdString()), "r_files").text);
        QVERIFY2(md.contains(expected), qPrintable(md));
    }

    void markdownHasEveryBlock_data()
    {
        QTest::addColumn<QString>("fragment");
        QTest::addRow("title") << "# Investigation: mask flipped\n";
        QTest::addRow("warning alert") << "> [!WARNING]\n> The mask is flipped along the left-right axis.";
        QTest::addRow("good alert") << "> [!TIP]\n> Supported.";
        QTest::addRow("bullets") << "- first\n- second\n";
        QTest::addRow("numbered") << "1. step one\n2. step two\n";
        QTest::addRow("key/value") << "- **Dice before:** 0.12\n";
        QTest::addRow("table") << "| Cause | Dice | Verdict |\n| --- | --- | --- |\n";
        QTest::addRow("toned row") << "| \xE2\x9A\xA0 origin shift | 0.15 | refuted |";
        QTest::addRow("figure") << "![Axial slice with the mask](<r_files/figure-1.png>)";
        QTest::addRow("figure caption") << "*Figure 1: Axial slice with the mask*";
        QTest::addRow("plot") << "![Training curves](<r_files/plot-1.png>)";
        QTest::addRow("box plot") << "![Dice per run](<r_files/plot-2.png>)";
        QTest::addRow("scatter plot") << "![Dice: baseline vs new augmentation](<r_files/plot-3.png>)";
        QTest::addRow("subsection") << "### 1.1 Verdicts";
    }
    void markdownHasEveryBlock()
    {
        QFETCH(QString, fragment);
        const MarkdownOutput md = renderMarkdown(everyBlock(), "r_files");
        QVERIFY2(QString::fromStdString(md.text).contains(fragment),
                 qPrintable(QString::fromStdString(md.text)));
        QCOMPARE(md.assets.size(), std::size_t(4));
    }

    void markdownWritesPictures()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("report.md");
        const Status s = writeReport(everyBlock(), path.toStdString());
        QVERIFY2(s.ok(), s.ok() ? "" : s.error().message.c_str());
        const QImage figure(dir.filePath("report_files/figure-1.png"));
        QCOMPARE(figure.size(), QSize(40, 30));
        QCOMPARE(figure.pixel(15, 15), qRgb(220, 30, 30));
        const QImage plot(dir.filePath("report_files/plot-1.png"));
        QCOMPARE(plot.size(), QSize(1200, 720));
        QVERIFY(readAll(path).contains("](<report_files/plot-1.png>)"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{"report.md"});
    }

    void jsonRoundTrip()
    {
        const Document d = everyBlock();
        const nlohmann::json j = nlohmann::json::parse(renderJson(d));
        QCOMPARE(QString::fromStdString(j["format"].get<std::string>()), QString("scansleuth.report"));
        QCOMPARE(j["version"].get<int>(), 1);
        auto back = documentFromJson(j);
        QVERIFY2(back.ok(), back.ok() ? "" : back.error().detail.c_str());
        QVERIFY(*back == d);
    }

    void jsonKeepsNaNAsGap()
    {
        Document d;
        d.sections.push_back(Section{"S", {testPlot(true)}, {}});
        const nlohmann::json j = nlohmann::json::parse(renderJson(d));
        QVERIFY(j["sections"][0]["blocks"][0]["series"][1]["y"][12].is_null());
        auto back = documentFromJson(j);
        QVERIFY(back.ok());
        QVERIFY(std::isnan(std::get<Plot>(back->sections[0].blocks[0]).series[1].y[12]));
    }

    void jsonErrors_data()
    {
        QTest::addColumn<QString>("json");
        QTest::addColumn<ErrorKind>("kind");
        QTest::addColumn<QString>("fragment");
        const QString head =
            R"({"format":"scansleuth.report","version":1,"title":"t","subtitle":"","createdUtc":"",)"
            R"("metadata":[],"sections":[{"title":"s","children":[],"blocks":[)";
        QTest::addRow("not an object") << "[1,2]" << ErrorKind::Unsupported << "not a ScanSleuth report";
        QTest::addRow("another format")
            << R"({"format":"other","version":1})" << ErrorKind::Unsupported << "not a ScanSleuth report";
        QTest::addRow("newer version")
            << R"({"format":"scansleuth.report","version":2})" << ErrorKind::Unsupported << "newer version";
        QTest::addRow("missing title") << R"({"format":"scansleuth.report","version":1})"
                                       << ErrorKind::Corrupt << "damaged or incomplete";
        QTest::addRow("unknown block type")
            << head + R"({"type":"video"}]}]})" << ErrorKind::Corrupt << "damaged or incomplete";
        QTest::addRow("unknown tone") << head + R"({"type":"paragraph","text":"x","tone":"loud"}]}]})"
                                      << ErrorKind::Corrupt << "damaged or incomplete";
        QTest::addRow("text of the wrong type") << head + R"({"type":"paragraph","text":5,"tone":"note"}]}]})"
                                                << ErrorKind::Corrupt << "damaged or incomplete";
        QTest::addRow("bad base64 picture")
            << head +
                   R"({"type":"figure","caption":"","widthMm":50,"pixelWidthMm":1,"pixelHeightMm":1,"png":"@@"}]}]})"
            << ErrorKind::Corrupt << "damaged or incomplete";
        QTest::addRow("picture that is not a PNG")
            << head +
                   R"({"type":"figure","caption":"","widthMm":50,"pixelWidthMm":1,"pixelHeightMm":1,"png":"aGVsbG8="}]}]})"
            << ErrorKind::Corrupt << "damaged or incomplete";
        QTest::addRow("pair that is not a pair") << head + R"({"type":"keyValues","pairs":[["a"]]}]}]})"
                                                 << ErrorKind::Corrupt << "damaged or incomplete";
    }
    void jsonErrors()
    {
        QFETCH(QString, json);
        QFETCH(ErrorKind, kind);
        QFETCH(QString, fragment);
        auto result = documentFromJson(nlohmann::json::parse(json.toStdString()));
        QVERIFY(!result.ok());
        QCOMPARE(result.error().kind, kind);
        QVERIFY2(QString::fromStdString(result.error().message).contains(fragment),
                 result.error().message.c_str());
    }

    void writeReportFormats_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("start");
        QTest::addRow("html") << "r.html"
                              << "<!DOCTYPE html>";
        QTest::addRow("htm, upper case") << "R.HTM"
                                         << "<!DOCTYPE html>";
        QTest::addRow("markdown") << "r.md"
                                  << "# Investigation";
        QTest::addRow("markdown long extension") << "r.markdown"
                                                 << "# Investigation";
        QTest::addRow("json") << "r.json"
                              << "{\n  \"createdUtc\"";
    }
    void writeReportFormats()
    {
        QFETCH(QString, file);
        QFETCH(QString, start);
        QTemporaryDir dir;
        const Status s = writeReport(everyBlock(), dir.filePath(file).toStdString());
        QVERIFY2(s.ok(), s.ok() ? "" : s.error().message.c_str());
        QVERIFY(readAll(dir.filePath(file)).startsWith(start));
    }

    void writeReportErrors_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<ErrorKind>("kind");
        QTest::addColumn<QString>("fragment");
        QTest::addRow("pdf goes to the PDF writer") << "r.pdf" << ErrorKind::Unsupported << "writePdf";
        QTest::addRow("unknown extension") << "r.docx" << ErrorKind::Unsupported << "not as \".docx\"";
        QTest::addRow("no extension") << "report" << ErrorKind::Unsupported << "can be written as";
        QTest::addRow("missing folder") << "missing/r.html" << ErrorKind::Io << "could not be written";
        QTest::addRow("missing folder, markdown")
            << "missing/r.md" << ErrorKind::Io << "could not be written";
    }
    void writeReportErrors()
    {
        QFETCH(QString, file);
        QFETCH(ErrorKind, kind);
        QFETCH(QString, fragment);
        QTemporaryDir dir;
        const Status s = writeReport(everyBlock(), dir.filePath(file).toStdString());
        QVERIFY(!s.ok());
        QCOMPARE(s.error().kind, kind);
        QVERIFY2(QString::fromStdString(s.error().message).contains(fragment), s.error().message.c_str());
    }

    // A failed write (the temporary file cannot be made, or a picture folder cannot be made) leaves
    // the existing report as it was; a good write replaces it and leaves no temporary behind.
    void atomicWrite_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>(
            "obstacle"); // a folder made where the writer needs a file, or a file for a folder
        QTest::addColumn<bool>("fails");
        QTest::addRow("html replaced") << "r.html"
                                       << "" << false;
        QTest::addRow("html: the disk fills up") << "r.html"
                                                 << "full" << true;
        QTest::addRow("json: the disk fills up") << "r.json"
                                                 << "full" << true;
        QTest::addRow("markdown: the disk fills up") << "r.md"
                                                     << "full" << true;
        QTest::addRow("markdown: picture folder blocked") << "r.md"
                                                          << "files" << true;
    }
    void atomicWrite()
    {
        QFETCH(QString, file);
        QFETCH(QString, obstacle);
        QFETCH(bool, fails);
        QTemporaryDir dir;
        const QString path = dir.filePath(file);
        writeText(path, "old report");
        if (obstacle == "files")
            writeText(dir.filePath("r_files"), "a file where the picture folder goes");
        std::optional<scansleuth::testing::FileSizeLimit> full;
        if (obstacle == "full") {
            full.emplace(200); // every report is larger: the write fails half-way
            QVERIFY(full->active());
        }
        const Status s = writeReport(everyBlock(), path.toStdString());
        full.reset();
        QCOMPARE(s.ok(), !fails);
        if (fails) {
            QCOMPARE(s.error().kind, ErrorKind::Io);
            QVERIFY(QString::fromStdString(s.error().message).contains("could not be written"));
            QCOMPARE(readAll(path), QString("old report"));
            QVERIFY(!QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).join(' ').contains(".tmp-"));
        } else {
            QVERIFY(readAll(path).startsWith("<!DOCTYPE html>"));
            QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden), QStringList{file});
        }
    }

    // Cancel before rendering or before writing: Cancelled, an existing report untouched, no Markdown
    // pictures folder, nothing else beside it; otherwise 0, 0.8, 1.
    void writeReportCancels_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("at");
        for (const char* file : {"r.html", "r.md", "r.json"})
            for (int at : {0, 1})
                QTest::addRow("%s at report %d", file, at) << QString::fromLatin1(file) << at;
    }
    void writeReportCancels()
    {
        QFETCH(QString, file);
        QFETCH(int, at);
        QTemporaryDir dir;
        const QString path = dir.filePath(file);
        {
            QFile f(path);
            QVERIFY(f.open(QIODevice::WriteOnly));
            f.write("old report");
        }
        std::vector<double> seen;
        WriteOptions o;
        o.progress = Progress([&](double f, const std::string&) {
            seen.push_back(f);
            return int(seen.size()) - 1 != at;
        });
        const Status s = writeReport(everyBlock(), path.toStdString(), o);
        QVERIFY(!s.ok());
        QCOMPARE(s.error().kind, ErrorKind::Cancelled);
        QCOMPARE(int(seen.size()), at + 1);
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QCOMPARE(f.readAll(), QByteArray("old report"));
        QCOMPARE(QDir(dir.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
                 QStringList{file});
        seen.clear();
        o.progress = Progress([&](double f, const std::string&) {
            seen.push_back(f);
            return true;
        });
        QVERIFY(writeReport(everyBlock(), path.toStdString(), o).ok());
        QCOMPARE(seen, (std::vector<double>{0.0, 0.8, 1.0}));
    }

    void writeReportPseudonymisesByDefault()
    {
        Document d = everyBlock();
        d.metadata.push_back({"Patient", "DOE^JANE"});
        WriteOptions options;
        options.privacy.patients = {{{"Doe^Jane"}, {}, {}}};
        options.privacy.key = "k";
        QTemporaryDir dir;
        for (const char* file : {"r.html", "r.md", "r.json"}) {
            QVERIFY(writeReport(d, dir.filePath(file).toStdString(), options).ok());
            const QString text = readAll(dir.filePath(file));
            QVERIFY2(!text.contains("JANE", Qt::CaseInsensitive), file);
            QVERIFY2(text.contains(QString::fromStdString(Pseudonymiser("k").pseudonym("name:doe^jane"))),
                     file);
        }
        options.privacy.includeIdentifiers = true;
        QVERIFY(writeReport(d, dir.filePath("named.html").toStdString(), options).ok());
        QVERIFY(readAll(dir.filePath("named.html")).contains("DOE^JANE"));
    }
};

QTEST_GUILESS_MAIN(TestReportWriters)
#include "tst_report_writers.moc"
