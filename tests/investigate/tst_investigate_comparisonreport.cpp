// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The run comparison for people and files, in process on the runs of support/comparisonfixture.h: the
// report section's tables, plots and pictures (their values from the constructed boxes), and the JSON and
// CSV writers under a German locale.
#include "compare/runs/runcomparisonjson.h"
#include "investigate/comparisonreport.h"
#include "render/differencemap.h"
#include "support/comparisonfixture.h"
#include "support/germanlocale.h"
#include "support/reportblocks.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace scansleuth;
using namespace scansleuth::testing;

namespace {

const report::Section* child(const report::Section& s, const std::string& title)
{
    for (const report::Section& c : s.children)
        if (c.title == title)
            return &c;
    return nullptr;
}
long pixelsOf(const render::RgbaImage& image, render::Rgba colour)
{
    return std::count(image.pixels.begin(), image.pixels.end(), colour);
}

} // namespace

class TestComparisonReport : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    compare::Comparison m_comparison;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(writeComparisonRuns(m_dir.path()));
        const std::string root = m_dir.path().toStdString();
        compare::ComparisonOptions options;
        options.labelNames = {{1, "liver"}};
        auto c = compare::compareRuns({{"baseline", root + "/baseline"}, {"new", root + "/new"}},
                                      root + "/truth", options);
        QVERIFY2(c.ok(), c.ok() ? "" : c.error().message.c_str());
        m_comparison = std::move(*c);
    }

    void boxPlotsHoldEveryCase()
    {
        const report::Section s = investigate::comparisonSection(m_comparison);
        const report::Section* plots = child(s, "Distributions");
        QVERIFY(plots);
        const auto boxes = blocksOf<report::BoxPlot>(*plots);
        QVERIFY(!boxes.empty());
        const report::BoxPlot& dice = *boxes.front();
        QCOMPARE(dice.groups.size(), std::size_t(2));
        QCOMPARE(dice.groups[1].name, std::string("new"));
        QCOMPARE(dice.groups[1].values.size(), std::size_t(kCases));
        for (int i = 1; i <= 8; ++i)
            QVERIFY(std::abs(dice.groups[1].values[i - 1] - expectedNewDice(i)) < 1e-12);
        // new's failures at the worst value (issue 19): case_009 missing, case_010 on another grid.
        QCOMPARE(dice.groups[1].values[8], 0.0);
        QCOMPARE(dice.groups[1].values[9], 0.0);
        QVERIFY(dice.title.find("liver") != std::string::npos);

        const auto scatters = blocksOf<report::ScatterPlot>(*plots);
        QCOMPARE(scatters.size(), std::size_t(1));
        QCOMPARE(scatters[0]->points.size(), std::size_t(kCases));
        QCOMPARE(scatters[0]->points[5].y, expectedNewDice(6));
        QCOMPARE(scatters[0]->points[5].label, std::string("case_006")); // worst, so named
    }

    void worstCasesAndUnreliableCases()
    {
        const report::Section s = investigate::comparisonSection(m_comparison);
        const report::Section* worst = child(s, "Where the runs disagree most");
        QVERIFY(worst);
        const report::Table& t = *blocksOf<report::Table>(*worst).front();
        QCOMPARE(t.rows.front().front(), std::string("case_006"));
        QCOMPARE(t.rows.front()[1], std::string("1")); // Dice baseline
        QCOMPARE(QString::fromStdString(t.rows.front()[2]),
                 QString("0.8235")); // Dice new: 2 x 14 / (20 + 14)
        const report::Section* unreliable = child(s, "Failed cases");
        QVERIFY(unreliable);
        const auto counts = blocksOf<report::Paragraph>(*unreliable);
        QVERIFY(!counts.empty());
        QCOMPARE(counts.front()->text,
                 std::string("new failed 2 of 10: 1 another grid, 1 missing: case_009, case_010."));
        const report::Table& u = *blocksOf<report::Table>(*unreliable).front();
        QCOMPARE(u.rows.size(), std::size_t(2));
        QCOMPARE(u.rows[0][0], std::string("case_009"));
        QVERIFY(u.rows[0][1].find("new has no file") != std::string::npos);
        QCOMPARE(u.rows[1][0], std::string("case_010"));
        QVERIFY2(u.rows[1][1].find("another grid") != std::string::npos, u.rows[1][1].c_str());
    }

    void verdictParagraphAndTable()
    {
        const report::Section s = investigate::comparisonSection(m_comparison);
        const report::Section* verdicts = child(s, "Is one run better?");
        QVERIFY(verdicts);
        bool found = false;
        for (const report::Paragraph* p : blocksOf<report::Paragraph>(*verdicts))
            if (p->text.find("'baseline' is better than run 'new' on Dice for liver") != std::string::npos) {
                QCOMPARE(p->tone, report::Tone::Good);
                found = true;
            }
        QVERIFY(found);
        const report::Table& t = *blocksOf<report::Table>(*verdicts).front();
        QVERIFY(t.caption.rfind("baseline (A) against new (B), liver", 0) == 0);
        QCOMPARE(t.rows.front()[0], std::string("Dice"));
        // Over all cases (new's two failures at Dice 0): scipy.stats.wilcoxon of the eight negative
        // differences (two tied at -1: normal approximation) gives p = 0.014147; the comparable cases' six
        // untied ones, exact p = 0.03125.
        QVERIFY2(t.rows.front()[5].starts_with("0.0141"), t.rows.front()[5].c_str());
        QCOMPARE(t.rows.front()[8], std::string("baseline better"));
        QCOMPARE(t.rows.front()[6], std::string("baseline better"));
        QCOMPARE(t.rowTones.front(), report::Tone::Good);
    }

    // With truth each worst case gets two pictures (each run against the truth). In case_006's picture of
    // "new" the box 6 columns short: no false positives and 6 x 8 false negative voxels on the slice.
    void picturesOfTheWorstCases()
    {
        auto maps = compare::differencePictures(m_comparison, {1, compare::PictureCases::Worst});
        QVERIFY(maps.ok());
        std::vector<std::string> problems;
        const report::Section s = investigate::comparisonSection(m_comparison, *maps, {}, &problems);
        QVERIFY(problems.empty());
        const report::Section* pictures = child(s, "The worst cases, slice by slice");
        QVERIFY(pictures);
        const auto figures = blocksOf<report::Figure>(*pictures);
        QCOMPARE(figures.size(), std::size_t(2));
        const render::RgbaImage& image = figures[1]->image;
        QVERIFY(figures[1]->caption.find("case_006") != std::string::npos);
        const int factor = image.width / int(kNx); // enlarged by a whole factor, axial 32 x 16
        QVERIFY(factor >= 1);
        const long perVoxel = long(factor) * factor;
        using render::DifferenceClass;
        const auto colour = [](DifferenceClass c) {
            return render::differenceColour(c);
        };
        QCOMPARE(pixelsOf(image, colour(DifferenceClass::OnlyB)), 0L);               // false positives
        QCOMPARE(pixelsOf(image, colour(DifferenceClass::OnlyA)), 6 * 8 * perVoxel); // false negatives
        QCOMPARE(pixelsOf(image, colour(DifferenceClass::Both)), 14 * 8 * perVoxel);
        QCOMPARE(pixelsOf(figures[0]->image, colour(DifferenceClass::OnlyB)), 0L); // baseline is the truth
    }

    void missingFilesBecomeAWarningInPlace()
    {
        QTemporaryDir dir;
        QVERIFY(writeComparisonRuns(dir.path()));
        const std::string root = dir.path().toStdString();
        auto c =
            compare::compareRuns({{"baseline", root + "/baseline"}, {"new", root + "/new"}}, root + "/truth");
        QVERIFY(c.ok());
        QVERIFY(QFile::remove(dir.path() + "/new/case_006.nii.gz"));
        auto maps = compare::differencePictures(*c, {1, compare::PictureCases::Worst});
        QVERIFY(maps.ok());
        std::vector<std::string> problems;
        const report::Section s = investigate::comparisonSection(*c, *maps, {}, &problems);
        QCOMPARE(problems.size(), std::size_t(1));
        QVERIFY2(problems[0].find("case_006") != std::string::npos, problems[0].c_str());
        const auto warnings = blocksOf<report::Paragraph>(*child(s, "The worst cases, slice by slice"));
        QVERIFY(!warnings.empty() && warnings[0]->tone == report::Tone::Warning);
    }

    void jsonAndCsvIgnoreTheLocale()
    {
        GermanLocale german;
        if (!german.active())
            QSKIP("the de_DE.UTF-8 locale is not installed");
        const std::string json = compare::comparisonToJson(m_comparison).dump();
        QVERIFY(json.find("\"dice\":0.9473684210526315,") != std::string::npos);
        QVERIFY(json.find("0,9") == std::string::npos);
        const std::string csv = compare::comparisonToCsv(m_comparison);
        QVERIFY2(csv.find("case_002,truth,new,1,liver,true,0.94736842105263") != std::string::npos,
                 csv.c_str());
        QVERIFY(csv.find("\r\n") != std::string::npos);
    }

    void csvQuotesLikeRfc4180_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addColumn<QString>("written");
        QTest::addRow("plain") << "liver"
                               << "liver";
        QTest::addRow("comma") << "liver, left"
                               << "\"liver, left\"";
        QTest::addRow("quote") << "the \"big\" one"
                               << "\"the \"\"big\"\" one\"";
        QTest::addRow("line break") << "a\nb"
                                    << "\"a\nb\"";
    }
    void csvQuotesLikeRfc4180()
    {
        QFETCH(QString, field);
        QFETCH(QString, written);
        QCOMPARE(QString::fromStdString(compare::csvField(field.toStdString())), written);
    }
};

QTEST_GUILESS_MAIN(TestComparisonReport)
#include "tst_investigate_comparisonreport.moc"
