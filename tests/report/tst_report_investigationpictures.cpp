// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// An investigation's report reads its snapshot pictures only from inside the investigation's folder: a
// shared file naming "../../x.png", an absolute path or a link out of the folder gets a visible note in
// the report, never the outside picture; missing and unreadable pictures are noted too, never dropped.
#include "investigate/reportbuilder.h"
#include "render/render.h"

#include "support/snapshotfixture.h"

#include <QTemporaryDir>
#include <QTest>

#include <filesystem>
#include <fstream>

using namespace scansleuth;
namespace fs = std::filesystem;

namespace {

render::RgbaImage picture(int width, int height)
{
    render::RgbaImage image;
    image.width = width;
    image.height = height;
    image.pixels.assign(std::size_t(width) * height, render::Rgba{200, 10, 10, 255});
    return image;
}

struct Seen
{
    std::vector<int> figureWidths;
    std::vector<report::Paragraph> warnings;
};

void collect(const report::Section& section, Seen& seen)
{
    for (const report::Block& block : section.blocks) {
        if (const auto* f = std::get_if<report::Figure>(&block))
            seen.figureWidths.push_back(f->image.width);
        if (const auto* p = std::get_if<report::Paragraph>(&block); p && p->tone == report::Tone::Warning)
            seen.warnings.push_back(*p);
    }
    for (const report::Section& child : section.children)
        collect(child, seen);
}

using snapshotfixture::withSnapshot;

} // namespace

class TestReportInvestigationPictures : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    fs::path m_root;

private Q_SLOTS:
    // root/outside/x.png is 7 pixels wide, the investigation's own picture 3: the width tells them apart.
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_root = fs::canonical(m_dir.path().toStdString());
        fs::create_directories(m_root / "outside");
        fs::create_directories(m_root / "case/case_files/adir.png");
        QVERIFY(render::writePng((m_root / "outside/x.png").string(), picture(7, 5)));
        QVERIFY(render::writePng((m_root / "case/case_files/a.png").string(), picture(3, 2)));
        std::ofstream((m_root / "case/case_files/corrupt.png").string(), std::ios::binary)
            << "\x89PNG\r\n\x1a\n this is not a PNG";
        snapshotfixture::addLinks(m_root);
    }

    void snapshotPictures_data()
    {
        QTest::addColumn<QString>("imagePath");
        QTest::addColumn<int>("figureWidth"); // 0: no figure, a warning instead
        QTest::addColumn<QString>("message");
        QTest::addRow("legitimate picture") << "case_files/a.png" << 3 << "";
        QTest::addRow("link to a picture inside") << "link-in" << 3 << "";
        QTest::addRow("../outside/x.png") << "../outside/x.png" << 0 << "leaves the investigation's folder";
        QTest::addRow("../../x.png") << "../../x.png" << 0 << "leaves the investigation's folder";
        QTest::addRow("absolute path") << "%ROOT%/outside/x.png" << 0 << "is absolute";
        QTest::addRow("link inside pointing outside")
            << "link-out" << 0 << "leaves the investigation's folder";
        QTest::addRow("linked sub-folder pointing outside")
            << "dir-out/x.png" << 0 << "leaves the investigation's folder";
        QTest::addRow("missing picture") << "case_files/missing.png" << 0 << "could not be opened";
        QTest::addRow("folder where a picture is expected")
            << "case_files/adir.png" << 0 << "is not a plain file";
        QTest::addRow("corrupt PNG") << "case_files/corrupt.png" << 0 << "is not a readable PNG";
    }
    void snapshotPictures()
    {
        QFETCH(QString, imagePath);
        QFETCH(int, figureWidth);
        QFETCH(QString, message);
        imagePath.replace("%ROOT%", QString::fromStdString(m_root.string()));
        investigate::ReportOptions options;
        options.investigationDir = (m_root / "case").string();
        std::vector<std::string> problems;
        const report::Document doc =
            investigate::buildReport(withSnapshot(imagePath.toStdString()), {}, options, &problems);
        Seen seen;
        for (const report::Section& s : doc.sections)
            collect(s, seen);
        if (figureWidth != 0) {
            QCOMPARE(seen.figureWidths, std::vector<int>{figureWidth});
            QVERIFY(seen.warnings.empty());
            QVERIFY(problems.empty());
            return;
        }
        QVERIFY2(seen.figureWidths.empty(), "a picture from outside the investigation reached the report");
        QCOMPARE(seen.warnings.size(), std::size_t(1));
        const QString note = QString::fromStdString(seen.warnings.front().text);
        QVERIFY2(note.contains("'" + imagePath + "'") && note.contains("is not included"), qPrintable(note));
        QVERIFY2(note.contains(message), qPrintable(note));
        QCOMPARE(problems.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(problems.front()), "run-1: " + note);
    }

    // A picture the run could not write is named in the report and given to the caller, not dropped.
    void unwrittenPictureIsNoted()
    {
        workflow::Investigation inv = withSnapshot("case_files/a.png");
        inv.runs.front().evidence.problems = {
            "The picture case_files/run-1-corrected.png could not be written."};
        investigate::ReportOptions options;
        options.investigationDir = (m_root / "case").string();
        std::vector<std::string> problems;
        const report::Document doc = investigate::buildReport(inv, {}, options, &problems);
        Seen seen;
        for (const report::Section& s : doc.sections)
            collect(s, seen);
        QCOMPARE(seen.figureWidths, std::vector<int>{3});
        QCOMPARE(seen.warnings.size(), std::size_t(1));
        QCOMPARE(seen.warnings.front().text, inv.runs.front().evidence.problems.front());
        QCOMPARE(problems, std::vector<std::string>{"run-1: " + inv.runs.front().evidence.problems.front()});
    }
};

QTEST_GUILESS_MAIN(TestReportInvestigationPictures)
#include "tst_report_investigationpictures.moc"
