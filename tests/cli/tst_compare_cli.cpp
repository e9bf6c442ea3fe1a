// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// compare through the built scansleuth-cli on the runs of support/comparisonfixture.h: Dice from the
// constructed boxes, the unmatched case listed, the case on another grid flagged, the CSV's rows, the
// JSON's verdict, '.' decimals under a German locale, the PDF report, and every bad input with the
// fragment of the message the user must see.
#include "clirun.h"
#include "support/comparisonfixture.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QImageReader>
#include <QJsonArray>
#include <QProcess>
#include <QProcessEnvironment>
#include <QRegularExpression>
#include <QSet>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstdint>

using namespace scansleuth;
using namespace scansleuth::testing;

namespace {

QJsonObject caseOf(const QJsonObject& json, const QString& key)
{
    for (const QJsonValue& c : json["cases"].toArray())
        if (c.toObject()["case"].toString() == key)
            return c.toObject();
    return {};
}

// Dice of label 1 in `pair` ("vs_truth" index `run`, or "between" index 0).
double diceOf(const QJsonObject& caseJson, const char* list, int index)
{
    const QJsonObject pair = caseJson[list].toArray()[index].toObject();
    return pair["metrics"].toObject()["labels"].toArray()[0].toObject()["dice"].toDouble(std::nan(""));
}

QString verdictOf(const QJsonObject& json, const QString& metric)
{
    for (const QJsonValue& p : json["pairs"].toArray())
        if (p.toObject()["metric"].toString() == metric && p.toObject()["label"].toInt() == 1)
            return p.toObject()["verdict"].toString();
    return {};
}

// Splits RFC 4180 text (no quoted line breaks here) into rows of fields.
QList<QStringList> parseCsv(const QByteArray& text)
{
    QList<QStringList> rows;
    for (const QByteArray& line : text.split('\n')) {
        QString l = QString::fromUtf8(line);
        if (l.endsWith('\r'))
            l.chop(1);
        if (l.isEmpty())
            continue;
        QStringList fields;
        QString field;
        bool quoted = false;
        for (int i = 0; i < l.size(); ++i) {
            const QChar ch = l[i];
            if (quoted && ch == '"' && i + 1 < l.size() && l[i + 1] == '"') {
                field += '"';
                ++i;
            } else if (ch == '"') {
                quoted = !quoted;
            } else if (ch == ',' && !quoted) {
                fields << field;
                field.clear();
            } else {
                field += ch;
            }
        }
        fields << field;
        rows << fields;
    }
    return rows;
}

// The CLI on a German desktop (a PDF report starts Qt, which calls setlocale(LC_ALL, "")).
CliRun cliWithLocale(const QStringList& args, const QString& locale)
{
    QProcessEnvironment env;
    env.insert("LC_ALL", locale);
    env.insert("QT_QPA_PLATFORM", "offscreen");
    return cli(args, env);
}

// ---- Oracles: what the fixture's construction (support/comparisonfixture.h) says, counted here ----

// Dice of label 1 between two label maps of one grid, counted voxel by voxel.
double countedDice(const volume::Volume& a, const volume::Volume& b)
{
    const auto va = a.voxels<std::uint8_t>(), vb = b.voxels<std::uint8_t>();
    std::int64_t inA = 0, inB = 0, inBoth = 0;
    for (std::size_t i = 0; i < va.size(); ++i) {
        inA += va[i] == 1;
        inB += vb[i] == 1;
        inBoth += va[i] == 1 && vb[i] == 1;
    }
    return 2.0 * static_cast<double>(inBoth) / static_cast<double>(inA + inB);
}

// The label maps the fixture writes for case i: the truth (and baseline), and "new" on the truth's grid.
volume::Volume truthOf(int)
{
    return boxLabels(4);
}
volume::Volume baselineOf(int)
{
    return boxLabels(4);
}
volume::Volume newOf(int i)
{
    return boxLabels(4, 1.0, 20 - newShift(i));
}

struct CaseOracle
{
    QString key;
    bool comparable = false;                                    // both runs have a file on the truth's grid
    double diceBaseline = std::nan(""), diceNew = std::nan(""); // against the truth
    double diceBetween = std::nan("");                          // baseline against new
    double disagreement() const { return std::abs(diceNew - diceBaseline); }
};

// Every case as the fixture built it: case_009 has no file in "new", case_010's is on a 2 mm grid; the
// others are counted.
QList<CaseOracle> fixtureCases()
{
    QList<CaseOracle> cases;
    for (int i = 1; i <= kCases; ++i) {
        CaseOracle c;
        c.key = caseKey(i);
        c.comparable = i != 9 && i != 10;
        if (c.comparable) {
            c.diceBaseline = countedDice(truthOf(i), baselineOf(i));
            c.diceNew = countedDice(truthOf(i), newOf(i));
            c.diceBetween = countedDice(baselineOf(i), newOf(i));
        }
        cases << c;
    }
    return cases;
}

// The comparable cases, where baseline and new disagree most (|Dice new - Dice baseline|) first.
QList<CaseOracle> worstFirst()
{
    QList<CaseOracle> cases;
    for (const CaseOracle& c : fixtureCases())
        if (c.comparable)
            cases << c;
    std::stable_sort(cases.begin(), cases.end(), [](const CaseOracle& a, const CaseOracle& b) {
        return a.disagreement() > b.disagreement();
    });
    return cases;
}

CaseOracle oracleOf(const QString& key)
{
    for (const CaseOracle& c : fixtureCases())
        if (c.key == key)
            return c;
    return {};
}

// ---- Reading the Markdown report as a reader's viewer does ----

// Markdown's backslash escapes and the three entities the writer uses, undone.
QString unescapeMarkdown(const QString& text)
{
    QString out;
    for (qsizetype i = 0; i < text.size(); ++i) {
        if (text[i] == '\\' && i + 1 < text.size() && text[i + 1].isPunct())
            ++i;
        out += text[i];
    }
    return out.replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&");
}

struct MarkdownPicture
{
    QString alt;  // the text a reader without the picture sees
    QString path; // relative to the .md file
};

// Every image the Markdown shows: ![alt](<path>) and ![alt](path).
QList<MarkdownPicture> picturesIn(const QString& markdown)
{
    static const QRegularExpression image(R"(!\[((?:\\.|[^\]\\])*)\]\(<?([^)>]+)>?\))");
    QList<MarkdownPicture> out;
    for (auto it = image.globalMatch(markdown); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        out << MarkdownPicture{unescapeMarkdown(m.captured(1)), m.captured(2)};
    }
    return out;
}

// The colours of the difference maps' legend, as a reader names them.
enum class Seen
{
    Black,
    Blue,
    Orange,
    Magenta,
    Yellow,
    Other,
};

// Issue 22: the colours are blue, orange, magenta and yellow (not red against green).
Seen seenColour(QRgb p)
{
    const int m = std::max({qRed(p), qGreen(p), qBlue(p)});
    if (m < 40)
        return Seen::Black;
    // The hue, whatever the opacity it was drawn over black with: the brightest channel scaled to 255.
    const int r = qRed(p) * 255 / m, g = qGreen(p) * 255 / m, b = qBlue(p) * 255 / m;
    if (r > 180 && g > 160 && b < 120)
        return Seen::Yellow;
    if (b > r + 80 && b > g + 80)
        return Seen::Blue;
    if (r > 150 && g > 80 && g < r - 40 && b < 60)
        return Seen::Orange;
    if (r > g + 80 && b > g + 60)
        return Seen::Magenta;
    return Seen::Other;
}

const char* seenName(Seen s)
{
    switch (s) {
    case Seen::Black:
        return "black";
    case Seen::Blue:
        return "blue";
    case Seen::Orange:
        return "orange";
    case Seen::Magenta:
        return "magenta";
    case Seen::Yellow:
        return "yellow";
    case Seen::Other:
        break;
    }
    return "another colour";
}

// What a voxel of a run against the truth must look like: agreement blue, a false negative (in the
// truth only) magenta, a false positive orange, nothing black (the picture is drawn over black).
Seen expectedColour(bool inTruth, bool inRun)
{
    if (inTruth && inRun)
        return Seen::Blue;
    if (inTruth)
        return Seen::Magenta;
    return inRun ? Seen::Orange : Seen::Black;
}

// Whether `picture` is axial slice `k` of `run` against `truth` (kNx x kNy voxels of 1 mm, identity
// direction in LPS): voxel x runs to the screen's right (the patient's left, radiological convention),
// voxel y downwards (anterior at the top), each voxel an s x s block of one colour, s a whole number.
bool showsSlice(const QImage& picture, const volume::Volume& truth, const volume::Volume& run, int k,
                QString& why)
{
    const int s = picture.width() / static_cast<int>(kNx);
    if (s < 1 || picture.width() != s * kNx || picture.height() != s * kNy) {
        why = QString("%1 x %2 pixels is not %3 x %4 square voxels")
                  .arg(picture.width())
                  .arg(picture.height())
                  .arg(kNx)
                  .arg(kNy);
        return false;
    }
    const auto t = truth.voxels<std::uint8_t>(), r = run.voxels<std::uint8_t>();
    for (int y = 0; y < kNy; ++y)
        for (int x = 0; x < kNx; ++x) {
            const std::size_t at = static_cast<std::size_t>(x + kNx * (y + kNy * k));
            const Seen expected = expectedColour(t[at] == 1, r[at] == 1);
            const QRgb corner = picture.pixel(x * s, y * s);
            if (seenColour(corner) != expected) {
                why = QString("voxel (%1, %2): %3, expected %4")
                          .arg(x)
                          .arg(y)
                          .arg(seenName(seenColour(corner)), seenName(expected));
                return false;
            }
            for (int dy = 0; dy < s; ++dy)
                for (int dx = 0; dx < s; ++dx)
                    if (picture.pixel(x * s + dx, y * s + dy) != corner) {
                        why = QString("voxel (%1, %2) is not one flat block").arg(x).arg(y);
                        return false;
                    }
        }
    return true;
}

// Whether slice k holds a voxel where the two maps differ.
bool differsInSlice(const volume::Volume& a, const volume::Volume& b, int k)
{
    const auto va = a.voxels<std::uint8_t>(), vb = b.voxels<std::uint8_t>();
    const std::size_t begin = static_cast<std::size_t>(kNx * kNy * k);
    for (std::size_t i = begin; i < begin + static_cast<std::size_t>(kNx * kNy); ++i)
        if (va[i] != vb[i])
            return true;
    return false;
}

QSet<QRgb> coloursOf(const QImage& image)
{
    QSet<QRgb> colours;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            colours.insert(image.pixel(x, y));
    return colours;
}

} // namespace

class TestCompareCli : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_root;
    QStringList m_runs;
    CliRun m_json;

private Q_SLOTS:
    void initTestCase()
    {
        m_root = m_dir.path();
        QVERIFY(writeComparisonRuns(m_root));
        m_runs = {"compare",
                  "--run",
                  "baseline=" + m_root + "/baseline",
                  "--run",
                  "new=" + m_root + "/new",
                  "--truth",
                  m_root + "/truth",
                  "--quiet"};
        m_json = cli(m_runs + QStringList{"--json"});
        QVERIFY2(m_json.exitCode == 9, m_json.err.constData()); // case_010 is on another grid
        QCOMPARE(m_json.json()["format"].toString(), QString("scansleuth.comparison"));
    }

    void diceFromTheBoxes_data()
    {
        QTest::addColumn<int>("index");
        for (int i : {1, 2, 6, 7})
            QTest::addRow("%s", qPrintable(caseKey(i))) << i;
    }
    void diceFromTheBoxes()
    {
        QFETCH(int, index);
        const QJsonObject c = caseOf(m_json.json(), caseKey(index));
        QCOMPARE(c["reliable"].toBool(), true);
        QCOMPARE(diceOf(c, "vs_truth", 0), 1.0); // baseline is the truth
        QVERIFY(std::abs(diceOf(c, "vs_truth", 1) - expectedNewDice(index)) < 1e-12);
        QVERIFY(std::abs(diceOf(c, "between", 0) - expectedNewDice(index)) < 1e-12);
    }

    void missingCaseIsListedNotDropped()
    {
        const QJsonObject json = m_json.json();
        const QJsonArray unmatched = json["unmatched"].toArray();
        QCOMPARE(unmatched.size(), 1);
        QCOMPARE(unmatched[0].toObject()["input"].toString(), QString("new"));
        QCOMPARE(unmatched[0].toObject()["missing"].toArray()[0].toString(), QString("case_009"));
        QCOMPARE(json["cases"].toArray().size(), kCases);
        QCOMPARE(caseOf(json, "case_009")["reliable"].toBool(), false);
        const CliRun text = cli(m_runs);
        QVERIFY2(text.out.contains("new lacks 1 case: case_009"), text.out.constData());
    }

    void anotherGridIsUnreliable()
    {
        const QJsonObject c = caseOf(m_json.json(), "case_010");
        QCOMPARE(c["reliable"].toBool(), false);
        bool checked = false;
        for (const QJsonValue& g : c["geometry"].toArray())
            if (g.toObject()["input"].toString() == "new") {
                QCOMPARE(g.toObject()["same_grid"].toBool(), false);
                checked = true;
            }
        QVERIFY(checked);
        QCOMPARE(c["vs_truth"].toArray()[1].toObject()["computed"].toBool(), false);
        const CliRun text = cli(m_runs);
        QVERIFY2(text.out.contains("Cases that are not comparable"), text.out.constData());
        QVERIFY(text.out.contains("  case_010: "));
        // new's failures, counted with their reasons (issue 19), in the text and the JSON.
        QVERIFY2(text.out.contains("new failed 2 of 10: 1 another grid, 1 missing (case_009, case_010)"),
                 text.out.constData());
        const QJsonArray failures = m_json.json()["failures"].toArray();
        QCOMPARE(failures.size(), 2);
        QCOMPARE(failures[1].toObject()["failed"].toInt(), 2);
        QCOMPARE(failures[1].toObject()["words"].toString(),
                 QString("new failed 2 of 10: 1 another grid, 1 missing"));
        QCOMPARE(c["failures"].toArray()[1].toObject()["kind"].toString(), QString("other_grid"));
        QCOMPARE(c["truth_usable"].toBool(), true);
    }

    // Over all 10 cases new's two failures score Dice 0: eight negative differences, two of them tied at -1,
    // so the normal approximation: scipy.stats.wilcoxon([-.05, -.1, -.15, -.2, -.25, -.3, -1, -1]) gives
    // p = 0.014147; on the 8 comparable cases six untied ones, exact p = 2 / 2^6.
    void verdictFromTheWilcoxonTest()
    {
        QCOMPARE(verdictOf(m_json.json(), "dice"), QString("A better"));
        const CliRun text = cli(m_runs);
        QVERIFY2(text.out.contains("baseline better"), text.out.constData());
        QVERIFY2(text.out.contains("p = 0.01415"), text.out.constData());
        QVERIFY(
            text.out.contains("baseline better than new over all 10 cases and on the 8 comparable cases; new "
                              "failed 2 of 10: 1 another grid, 1 missing"));
        QVERIFY(
            text.out.contains("On the 8 comparable cases (neither run failed): baseline better than new"));
        QVERIFY(text.out.contains("Wilcoxon p = 0.0312"));
    }

    // The whole disagreement order against the fixture's counted Dice: the comparable cases, baseline and
    // new furthest apart first (ties in any order), then the two that cannot be compared; and the text
    // table a reader sees, row by row with its numbers.
    void worstCasesFirst()
    {
        const QList<CaseOracle> expected = worstFirst();
        QCOMPARE(expected.size(), kCases - 2);
        const QJsonArray order = m_json.json()["disagreement_order"].toArray();
        QCOMPARE(order.size(), kCases);
        QSet<QString> listed;
        for (qsizetype i = 0; i < order.size(); ++i) {
            const QString key = order[i].toString();
            QVERIFY2(!listed.contains(key), qPrintable(key + " listed twice"));
            listed.insert(key);
            const CaseOracle c = oracleOf(key);
            QVERIFY2(!c.key.isEmpty(), qPrintable(key + " is no case of the fixture"));
            // The comparable cases first, the others last.
            QVERIFY2(c.comparable == (i < expected.size()), qPrintable(QString("%1 at %2").arg(key).arg(i)));
            if (i > 0 && c.comparable) {
                const CaseOracle before = oracleOf(order[i - 1].toString());
                QVERIFY2(before.disagreement() >= c.disagreement(),
                         qPrintable(before.key + " before " + key + ": " +
                                    QString::number(before.disagreement()) + " < " +
                                    QString::number(c.disagreement())));
            }
        }
        // Distinct disagreements fix the order completely: case_006 (the shortest box) to case_001.
        for (qsizetype i = 0; i < 6; ++i)
            QCOMPARE(order[i].toString(), expected[i].key);

        // The text's "Where baseline and new disagree most": every comparable case, worst first.
        const CliRun text = cli(m_runs);
        const QStringList lines = QString::fromUtf8(text.out).split('\n');
        const qsizetype heading =
            lines.indexOf("Where baseline and new disagree most (Dice: mean over labels):");
        QVERIFY2(heading >= 0, text.out.constData());
        QCOMPARE(lines.value(heading + 1).simplified(),
                 QString("case Dice baseline Dice new difference Dice between worst slice"));
        QStringList rows; // the table's rows: indented lines up to the blank line after it
        for (qsizetype i = heading + 2; i < lines.size() && lines[i].startsWith("  "); ++i)
            rows << lines[i];
        QCOMPARE(rows.size(), expected.size()); // the comparable cases, no other
        QString previous;
        for (qsizetype i = 0; i < rows.size(); ++i) {
            const QStringList cells = rows[i].simplified().split(' ');
            QVERIFY2(cells.size() == 6, qPrintable(rows[i]));
            const CaseOracle c = oracleOf(cells[0]);
            QVERIFY2(c.comparable, qPrintable(rows[i]));
            if (i > 0)
                QVERIFY2(oracleOf(previous).disagreement() >= c.disagreement(), qPrintable(rows[i]));
            if (i < 6)
                QCOMPARE(cells[0], expected[i].key);
            previous = cells[0];
            // Dice baseline, Dice new, their difference and Dice between them, to four significant digits.
            const double want[] = {c.diceBaseline, c.diceNew, c.diceNew - c.diceBaseline, c.diceBetween};
            for (int column = 0; column < 4; ++column)
                QVERIFY2(std::abs(cells[1 + column].toDouble() - want[column]) < 5e-4, qPrintable(rows[i]));
        }
    }

    // --labels reads every format of the one core reader: an MRIcron/FSL index-name table (aal.nii.txt) and
    // a FreeSurfer LUT name label 1 in the CSV rows; a bad line is named.
    void labelTableFormats_data()
    {
        QTest::addColumn<QByteArray>("table");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("expected"); // label 1's name in the CSV, or a fragment of the error
        QTest::addRow("index-name text") << QByteArray("1 Liver_L 2001\n") << 9 << "Liver_L";
        QTest::addRow("FreeSurfer LUT with BOM and CRLF")
            << QByteArray("\xEF\xBB\xBF#No. Label Name: R G B A\r\n1 Left-Liver 70 130 180 0\r\n") << 9
            << "Left-Liver";
        QTest::addRow("bad second line")
            << QByteArray("1 Liver_L 2001\nLiver_R 2002\n") << 4 << "Line 2 of the label table";
    }
    void labelTableFormats()
    {
        QFETCH(QByteArray, table);
        QFETCH(int, exitCode);
        QFETCH(QString, expected);
        QTemporaryDir out;
        const QString csv = out.filePath("c.csv"), labels = out.filePath("aal.nii.txt");
        QFile f(labels);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(table);
        f.close();
        const CliRun r = cli(m_runs + QStringList{"--csv", csv, "--labels", labels});
        QCOMPARE(r.exitCode, exitCode);
        if (exitCode != 9) {
            QVERIFY2(QString::fromUtf8(r.err).contains(expected), r.err.constData());
            return;
        }
        QFile in(csv);
        QVERIFY(in.open(QIODevice::ReadOnly));
        const QList<QStringList> rows = parseCsv(in.readAll());
        QCOMPARE(rows.size(), 1 + kCases * 3);
        QCOMPARE(rows[1][4], expected);
    }

    void csvRowsAndGermanLocale()
    {
        QTemporaryDir out;
        const QString csv = out.filePath("c.csv");
        const QString labels = out.filePath("labels.csv");
        QFile f(labels);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("value,name\n1,\"liver, left lobe\"\n");
        f.close();
        const CliRun r =
            cliWithLocale(m_runs + QStringList{"--json", "--csv", csv, "--labels", labels}, "de_DE.UTF-8");
        QCOMPARE(r.exitCode, 9);
        QFile in(csv);
        QVERIFY(in.open(QIODevice::ReadOnly));
        const QList<QStringList> rows = parseCsv(in.readAll());
        // One label; per case two runs against the truth and one run pair.
        QCOMPARE(rows.size(), 1 + kCases * 3);
        QCOMPARE(rows[0].first(), QString("case"));
        QCOMPARE(rows[0].size(), 29);
        QCOMPARE(rows[0][20], QString("failure"));
        QCOMPARE(rows[0][22], QString("scored_dice"));
        for (const QStringList& row : rows)
            QCOMPARE(row.size(), 29);
        QCOMPARE(rows[1][4], QString("liver, left lobe")); // quoted: holds a comma
        bool found = false;
        for (const QStringList& row : rows)
            if (row[0] == "case_002" && row[1] == "truth" && row[2] == "new") {
                QCOMPARE(row[6], QString("0.9473684210526315")); // Dice 2 x 18 / (20 + 18), with a point
                QCOMPARE(row[5], QString("true"));
                found = true;
            }
        QVERIFY(found);
        for (const QStringList& row : rows)
            if (row[0] == "case_010" && row[2] == "new") {
                QCOMPARE(row[5], QString("false"));
                QVERIFY(row[6].isEmpty());
                QVERIFY(!row[19].isEmpty()); // the reason
                if (row[1] == "truth") {
                    QCOMPARE(row[20], QString("new: another grid"));
                    QCOMPARE(row[22], QString("0")); // scored as the worst value
                }
            }
        QVERIFY(!r.out.contains("0,9"));
        QVERIFY(r.out.contains("\"dice\": 0.9"));
    }

    void pdfReport()
    {
        QTemporaryDir out;
        const QString pdf = out.filePath("compare.pdf");
        const CliRun r = cliWithLocale(m_runs + QStringList{"--report", pdf}, "de_DE.UTF-8");
        QVERIFY2(r.exitCode == 9, r.err.constData());
        QFile f(pdf);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY(f.read(5) == "%PDF-");
        if (QStandardPaths::findExecutable("pdftotext").isEmpty())
            QFAIL("pdftotext is missing: run packaging/install-deps.sh (it installs poppler-utils)");
        QProcess p;
        p.start("pdftotext", {"-enc", "UTF-8", pdf, "-"});
        QVERIFY(p.waitForFinished(60000));
        const QString text = QString::fromUtf8(p.readAllStandardOutput());
        for (const char* expected : {"Run comparison", "Where the runs disagree most", "Failed cases",
                                     "case_010", "case_006", "is better than run 'new'"})
            QVERIFY2(text.contains(expected), expected);
    }

    // The Markdown report as a reader sees it: every picture it shows is a PNG beside it, every picture
    // written is shown; the worst three cases' pictures show each run against the truth voxel by voxel
    // (agreement blue, the voxels new lacks magenta, where the fixture put them); the plots are pictures.
    void markdownReportHasPictures()
    {
        QTemporaryDir out;
        const QString md = out.filePath("compare.md");
        const CliRun r = cli(m_runs + QStringList{"--report", md});
        QCOMPARE(r.exitCode, 9);
        QFile f(md);
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(f.readAll());
        const QList<MarkdownPicture> pictures = picturesIn(text);
        QCOMPARE(text.count("!["), pictures.size()); // no picture the pattern missed

        // Each picture named is a valid PNG beside the report, and each one written is named.
        QStringList named;
        for (const MarkdownPicture& p : pictures) {
            QVERIFY2(!QDir::isAbsolutePath(p.path) && !p.path.contains(".."), qPrintable(p.path));
            const QString path = out.filePath(p.path);
            QFile png(path);
            QVERIFY2(png.open(QIODevice::ReadOnly), qPrintable(p.path));
            QCOMPARE(png.read(8), QByteArray("\x89PNG\r\n\x1a\n"));
            QImageReader reader(path);
            QCOMPARE(reader.format(), QByteArray("png"));
            const QImage image = reader.read();
            QVERIFY2(!image.isNull(), qPrintable(p.path + ": " + reader.errorString()));
            QVERIFY2(coloursOf(image).size() >= 2, qPrintable(p.path + " is one flat colour"));
            named << QFileInfo(p.path).fileName();
            QCOMPARE(QFileInfo(path).absolutePath(), out.filePath("compare_files"));
        }
        QStringList written =
            QDir(out.filePath("compare_files")).entryList(QDir::AllEntries | QDir::NoDotAndDotDot);
        written.sort();
        named.sort();
        QCOMPARE(written, named);
        QCOMPARE(QDir(out.path()).entryList(QDir::AllEntries | QDir::NoDotAndDotDot),
                 QStringList({"compare.md", "compare_files"})); // no temporary file left

        // The figures: the three cases where the runs disagree most, each run against the truth.
        const QList<CaseOracle> worst = worstFirst();
        QVERIFY(worst[2].disagreement() > worst[3].disagreement()); // the three are well defined
        QList<MarkdownPicture> figures, plots;
        for (const MarkdownPicture& p : pictures)
            (p.path.contains("/figure-") ? figures : plots) << p;
        QCOMPARE(figures.size(), 3 * 2);
        static const QRegularExpression caption(
            R"(^(case_\d{3}), slice (\d+), (\w+) against the truth: (.+)\.$)");
        for (qsizetype n = 0; n < figures.size(); ++n) {
            const QRegularExpressionMatch m = caption.match(figures[n].alt);
            QVERIFY2(m.hasMatch(), qPrintable(figures[n].alt));
            const int index = m.captured(1).mid(5).toInt();
            const int k = m.captured(2).toInt();
            QCOMPARE(m.captured(1), worst[n / 2].key);
            QCOMPARE(m.captured(3), QString(n % 2 == 0 ? "baseline" : "new"));
            // The legend in words beside the colours.
            for (const char* words : {"blue: agreement", "orange: false positive (only in ",
                                      "magenta: false negative (only in the truth)"})
                QVERIFY2(m.captured(4).contains(words), qPrintable(figures[n].alt));
            // The slice shown is one where baseline and new differ (the same for both pictures).
            QVERIFY2(k >= 0 && k < kNz && differsInSlice(baselineOf(index), newOf(index), k),
                     qPrintable(figures[n].alt));
            if (n % 2 == 1)
                QCOMPARE(k, caption.match(figures[n - 1].alt).captured(2).toInt());
            const QImage image(out.filePath(figures[n].path));
            QString why;
            const volume::Volume run = n % 2 == 0 ? baselineOf(index) : newOf(index);
            QVERIFY2(showsSlice(image, truthOf(index), run, k, why),
                     qPrintable(figures[n].path + " (" + figures[n].alt.left(40) + "...): " + why));
        }

        // The plots: Dice and HD95 per run, then baseline's Dice against new's, case by case.
        QCOMPARE(plots.size(), 3);
        QVERIFY2(plots[0].alt.startsWith("Dice per run"), qPrintable(plots[0].alt));
        QVERIFY2(plots[1].alt.startsWith("HD95 (mm) per run"), qPrintable(plots[1].alt));
        QVERIFY2(plots[2].alt.startsWith("Dice per case, baseline against new"), qPrintable(plots[2].alt));
        for (const MarkdownPicture& p : plots) {
            const QImage image(out.filePath(p.path));
            QVERIFY2(image.width() >= 600 && image.height() >= 300, qPrintable(p.path));
            // Axes, text and marks on a background: many colours (antialiasing), not a blank canvas.
            QVERIFY2(coloursOf(image).size() >= 8, qPrintable(p.path));
        }
    }

    void truncatedFileIsReportedOthersCompared()
    {
        QTemporaryDir dir;
        QVERIFY(writeComparisonRuns(dir.path()));
        QVERIFY(truncateFile(dir.path() + "/new/case_002.nii.gz"));
        const CliRun r =
            cli({"compare", "--run", "baseline=" + dir.path() + "/baseline", "--run",
                 "new=" + dir.path() + "/new", "--truth", dir.path() + "/truth", "--json", "--quiet"});
        QCOMPARE(r.exitCode, 7);
        QVERIFY2(r.err.contains("case_002") && r.err.contains("new"), r.err.constData());
        const QJsonObject c2 = caseOf(r.json(), "case_002");
        QCOMPARE(c2["reliable"].toBool(), false);
        QVERIFY(!c2["inputs"].toArray()[1].toObject()["error"].toString().isEmpty());
        QVERIFY(std::abs(diceOf(caseOf(r.json(), "case_003"), "vs_truth", 1) - expectedNewDice(3)) < 1e-12);
    }

    void badInput_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        const QString a = "a=" + m_root + "/baseline";
        QTest::addRow("missing folder")
            << QStringList{"--run", a, "--run", "b=" + m_root + "/nowhere"} << 3 << "nowhere";
        QTest::addRow("run without =") << QStringList{"--run", a, "--run", m_root + "/new"} << 2 << "=";
        QTest::addRow("only one run") << QStringList{"--run", a} << 2 << "two runs";
        QTest::addRow("threshold outside (0, 1)")
            << QStringList{"--run", a, "--run", "b=" + m_root + "/new", "--threshold", "1.5"} << 2
            << "--threshold needs a number between 0 and 1";
        QTest::addRow("unknown probability mode")
            << QStringList{"--run", a, "--run", "b=" + m_root + "/new", "--probability", "softmax"} << 2
            << "auto, argmax or threshold";
        QTest::addRow("negative tolerance")
            << QStringList{"--run", a, "--run", "b=" + m_root + "/new", "--tolerance", "-1"} << 2
            << "--tolerance";
        QTest::addRow("missing label table")
            << QStringList{"--run", a, "--run", "b=" + m_root + "/new", "--labels", m_root + "/none.csv"} << 3
            << "none.csv";
    }
    void badInput()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const CliRun r = cli(QStringList{"compare", "--quiet"} + args);
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY2(QString::fromUtf8(r.err).contains(message), r.err.constData());
    }
};

QTEST_GUILESS_MAIN(TestCompareCli)
#include "tst_compare_cli.moc"
