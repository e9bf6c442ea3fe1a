// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Findings, severities, check lines and reports in another language (base/findingtexts.h,
// report/translatereport.h, base/qmcatalog.h): the template matcher, a template for every code core emits
// (found by scanning core's sources and docs/findings.md, not from the table), the templates against real
// findings of real files, and a hand-written translation filled with a finding's values.
#include "base/findingtexts.h"
#include "base/numberformat.h"
#include "base/qmcatalog.h"
#include "checks/geometry/pairgeometry.h"
#include "checks/labels/labelchecks.h"
#include "demo/phantom.h"
#include "io/imageloader.h"
#include "report/translatereport.h"
#include "support/qmcatalogue.h"

#include <QDirIterator>
#include <QElapsedTimer>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <set>

using namespace scansleuth;

namespace {

using Values = std::vector<std::pair<std::string, std::string>>;

// Upper-cases a template's literal text and keeps its {placeholders}: the output shows which parts came
// from the template and which from the finding.
std::string upperTemplate(const char* source)
{
    std::string out;
    bool inside = false;
    for (const char* c = source; *c; ++c) {
        inside = (*c == '{') || (inside && *c != '}');
        out += inside ? *c : static_cast<char>(std::toupper(static_cast<unsigned char>(*c)));
    }
    return out;
}

std::string upperTranslator(const char* context, const char* source)
{
    const std::string c = context;
    return c == kFindingContext || c == kCheckLineContext ? upperTemplate(source) : std::string(source);
}

// A catalogue written out by hand (context, source) -> translation.
Translator mapTranslator(std::map<std::pair<std::string, std::string>, std::string> entries)
{
    return [entries = std::move(entries)](const char* context, const char* source) {
        auto it = entries.find({context, source});
        return it == entries.end() ? std::string(source) : it->second;
    };
}

// The finding codes core can emit, found without the table: string literals that construct a finding in
// core's sources, and the codes docs/findings.md lists in its tables.
std::set<std::string> emittedCodes()
{
    std::set<std::string> codes;
    const QRegularExpression code(QStringLiteral("^[a-z0-9_]+(\\.[a-z0-9_]+)+$"));
    const QList<QRegularExpression> patterns = {
        QRegularExpression(QStringLiteral("makeFinding\\(\\s*\"([a-z0-9_.]+)\"")),
        QRegularExpression(
            QStringLiteral("makeFinding\\(\\s*[^,\"]*\\?\\s*\"([a-z0-9_.]+)\"\\s*:\\s*\"([a-z0-9_.]+)\"")),
        QRegularExpression(
            QStringLiteral("\\bcode = (?:[^;\"]*\\?\\s*)?\"([a-z0-9_.]+)\"(?:\\s*:\\s*\"([a-z0-9_.]+)\")?")),
        QRegularExpression(QStringLiteral("Finding\\{\\s*\"([a-z0-9_.]+)\"")),
    };
    QDirIterator it(QStringLiteral(SCANSLEUTH_SOURCE_DIR "/core"), {QStringLiteral("*.cpp")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile f(it.next());
        if (f.fileName().contains(QStringLiteral("findingtexts")) || !f.open(QIODevice::ReadOnly))
            continue;
        const QString text = QString::fromUtf8(f.readAll());
        for (const QRegularExpression& p : patterns)
            for (auto m = p.globalMatch(text); m.hasNext();) {
                const QRegularExpressionMatch match = m.next();
                for (int g = 1; g <= match.lastCapturedIndex(); ++g)
                    if (code.match(match.captured(g)).hasMatch())
                        codes.insert(match.captured(g).toStdString());
            }
    }
    // Any string literal spelled like a code of a finding area, passed to whatever helper builds the finding
    // (leakageFinding, counted, ...); file names ("labels.csv", "geometry.h") are not codes.
    const QRegularExpression literal(QStringLiteral("\"((?:audit|compare|comparison|dataset|dicom|geometry|"
                                                    "io|labels|leakage|model|nifti|rtstruct|seg|slurm|"
                                                    "training)\\.[a-z0-9_]+)\""));
    const QRegularExpression fileName(QStringLiteral("\\.(h|csv|tsv|txt|json|pt|nii|gz|md)$"));
    QDirIterator all(QStringLiteral(SCANSLEUTH_SOURCE_DIR "/core"),
                     {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                     QDirIterator::Subdirectories);
    while (all.hasNext()) {
        QFile f(all.next());
        if (f.fileName().contains(QStringLiteral("findingtexts")) || !f.open(QIODevice::ReadOnly))
            continue;
        for (auto m = literal.globalMatch(QString::fromUtf8(f.readAll())); m.hasNext();) {
            const QString c = m.next().captured(1);
            if (!fileName.match(c).hasMatch())
                codes.insert(c.toStdString());
        }
    }
    QFile doc(QStringLiteral(SCANSLEUTH_SOURCE_DIR "/docs/findings.md"));
    if (doc.open(QIODevice::ReadOnly)) {
        const QRegularExpression row(QStringLiteral("^\\| `([a-z0-9_]+(?:\\.[a-z0-9_]+)+)` \\|"),
                                     QRegularExpression::MultilineOption);
        for (auto m = row.globalMatch(QString::fromUtf8(doc.readAll())); m.hasNext();)
            codes.insert(m.next().captured(1).toStdString());
    }
    return codes;
}

#include "leftcodes.inc" // kLeftWithoutTemplate: the codes not templated yet (docs/translation.md)

// The project's own catalogue (translations/scansleuth_LANG.ts, compiled by lrelease for this test), read
// as the CLI reads it.
using testsupport::shippedCatalogue;

} // namespace

class TestFindingTexts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void matcher_data()
    {
        QTest::addColumn<QString>("templ");
        QTest::addColumn<QString>("text");
        QTest::addColumn<bool>("matches");
        QTest::addColumn<QString>("values"); // name=value;name=value
        QTest::addRow("constant") << "No problem."
                                  << "No problem." << true << "";
        QTest::addRow("constant differs") << "No problem."
                                          << "No problems." << false << "";
        QTest::addRow("two numbers") << "{a} of {b} values"
                                     << "3 of 120 values" << true << "a=3;b=120";
        QTest::addRow("value at the end") << "spacing {s}"
                                          << "spacing 0.5 mm" << true << "s=0.5 mm";
        QTest::addRow("earliest split") << "{x}, then {y}."
                                        << "a, b, then c, d." << true << "x=a, b;y=c, d";
        QTest::addRow("repeated name agrees") << "{f} ({f}_code 1)"
                                              << "sform (sform_code 1)" << true << "f=sform";
        QTest::addRow("repeated name differs") << "{f} ({f}_code 1)"
                                               << "sform (qform_code 1)" << false << "";
        QTest::addRow("empty value refused") << "gap {g} mm"
                                             << "gap  mm" << false << "";
        QTest::addRow("literal brace") << "a {B} {n}"
                                       << "a {B} 7" << true << "n=7";
        QTest::addRow("number") << "{number_n} voxels"
                                << "-1.5e+07 voxels" << true << "number_n=-1.5e+07";
        QTest::addRow("not a number") << "{number_n} voxels"
                                      << "a, b 3 voxels" << false << "";
        QTest::addRow("prefix differs") << "Slice {n}"
                                        << "slice 3" << false << "";
    }
    void matcher()
    {
        QFETCH(QString, templ);
        QFETCH(QString, text);
        QFETCH(bool, matches);
        QFETCH(QString, values);
        Values got;
        QCOMPARE(detail::matchTemplate(templ.toStdString(), text.toStdString(), got), matches);
        if (!matches)
            return;
        QStringList pairs;
        for (const auto& [n, v] : got)
            pairs << QString::fromStdString(n + "=" + v);
        QCOMPARE(pairs.join(';'), values);
    }

    // A hand-written German catalogue: the measurements land where the translation puts them, the numbers
    // as core wrote them (a decimal point, as in files).
    void translatesWithValues()
    {
        Finding f =
            makeFinding("dicom.missing_slices", Severity::Warning,
                        "2 slice(s) appear to be missing: some gaps are whole multiples of the 2.5 mm "
                        "slice spacing.",
                        "Check that every file of the series was exported; the volume is built with an "
                        "even spacing and is distorted where slices are missing.");
        const Translator de = mapTranslator({
            {{"Finding",
              "{missing_count} slice(s) appear to be missing: some gaps are whole multiples of the "
              "{typical} mm slice spacing."},
             "Die Schichtabstände sind Vielfache von {typical} mm: {missing_count} Schicht(en) fehlen."},
            {{"Severity", "warning"}, "Warnung"},
        });
        QCOMPARE(renderFindingMessage(f, de),
                 std::string("Die Schichtabstände sind Vielfache von 2.5 mm: 2 Schicht(en) fehlen."));
        QCOMPARE(renderFindingFix(f, de), f.fix); // no translation for the fix: English
        QCOMPARE(renderSeverity(Severity::Warning, de), std::string("Warnung"));
        QCOMPARE(renderSeverity(Severity::Error, de), std::string("error"));
        QCOMPARE(renderFindingMessage(f, englishTranslator()), f.message);
    }

    // Never a half-filled sentence: a translation naming a fact the template lacks, a message no template
    // matches and an unknown code all come out as the English message.
    void fallsBackToEnglish()
    {
        const Finding f = makeFinding("dicom.multiple_series", Severity::Info,
                                      "The folder holds 3 series; each is loaded and converted separately.");
        const Translator broken = mapTranslator(
            {{{"Finding",
               "The folder holds {entries_count} series; each is loaded and converted separately."},
              "Der Ordner enthält {serien} Serien."}});
        QCOMPARE(renderFindingMessage(f, broken), f.message);
        Finding edited = f;
        edited.message = "Something else entirely.";
        QCOMPARE(renderFindingMessage(edited, upperTranslator), edited.message);
        Finding unknown = f;
        unknown.code = "nobody.knows";
        QCOMPARE(renderFindingMessage(unknown, upperTranslator), unknown.message);
        QCOMPARE(renderFindingMessage(f, upperTranslator),
                 std::string("THE FOLDER HOLDS 3 SERIES; EACH IS LOADED AND CONVERTED SEPARATELY."));
    }

    // A check line quoting a finding: both are translated, the quoted message through its own template.
    void checkLineQuotesFinding()
    {
        const std::string line = "check-pair: 1 problem. The folder holds 3 series; each is loaded and "
                                 "converted separately.";
        QCOMPARE(renderCheckLine(line, upperTranslator),
                 std::string("check-pair: 1 PROBLEM. THE FOLDER HOLDS 3 SERIES; EACH IS LOADED AND CONVERTED "
                             "SEPARATELY."));
        QCOMPARE(renderCheckLine(line, englishTranslator()), line);
        // A chain of pieces, each through its own template; a piece no template knows stays English, the
        // others are still translated (they are separate clauses).
        const std::string chain =
            "origin differs by 2.5 mm (1.25 voxels); axes differ by up to 3 deg; sizes differ";
        QCOMPARE(
            renderCheckLine(chain, upperTranslator),
            std::string("ORIGIN DIFFERS BY 2.5 MM (1.25 VOXELS); AXES DIFFER BY UP TO 3 DEG; SIZES DIFFER"));
        QCOMPARE(renderCheckLine("origin differs by 2.5 mm (1.25 voxels); something else", upperTranslator),
                 std::string("ORIGIN DIFFERS BY 2.5 MM (1.25 VOXELS); something else"));
        QCOMPARE(renderCheckLine("something else; sizes differ", upperTranslator),
                 std::string("something else; sizes differ"));
    }

    // The project's German and Chinese catalogues on real English texts core writes, against German and
    // Chinese written out by hand here. Where several templates match, the most specific wins: the generic
    // "{line_headline}. {line_comparable}." (comparison.failures_change_verdict) matches any two sentences,
    // and once took model.training_mode's message in a report cell (renderAnyText), which then stayed
    // English; a line_ placeholder now takes only a check line.
    void shippedCatalogues_data()
    {
        QTest::addColumn<QString>("language"); // de, zh_CN
        QTest::addColumn<QString>("how");      // any (a report cell), line (a check line), or a finding code
        QTest::addColumn<QString>("english");
        QTest::addColumn<QString>("expected");
        const QString trainingMode =
            "Submodule(s) left in training mode make the output random: drop. Repeats differ by up to 0.401 "
            "in "
            "probability at 3968096 voxels (2158084 voxels change label); in eval mode the repeats are "
            "bit-identical.";
        const QString trainingModeGerman =
            QString::fromUtf8("Im Trainingsmodus belassene Submodule machen die Ausgabe zufällig: drop. "
                              "Wiederholungen unterscheiden "
                              "sich in der Wahrscheinlichkeit um bis zu 0.401, betroffen sind 3968096 Voxel "
                              "(davon wechseln 2158084 "
                              "Voxel das Label); im Eval-Modus sind die Wiederholungen bitidentisch.");
        QTest::addRow("report cell: model.training_mode") << "de"
                                                          << "any" << trainingMode << trainingModeGerman;
        QTest::addRow("finding: model.training_mode")
            << "de"
            << "model.training_mode" << trainingMode << trainingModeGerman;
        QTest::addRow("report cell: model.training_mode, Chinese")
            << "zh_CN"
            << "any" << trainingMode
            << QString::fromUtf8("仍处于训练模式的子模块使输出具有随机性：drop。各次重复在 3968096 "
                                 "个体素处的概率最多相差 0.401（其中 2158084 个体素的标签发生变化）；在 eval "
                                 "模式下各次重复逐位一致。");
        // Two sentences no template knows: English as they are, not run through "{line_headline}.
        // {line_comparable}." (whose Chinese has other full stops).
        QTest::addRow("unknown two sentences stay English") << "zh_CN"
                                                            << "any"
                                                            << "The scanner was serviced. Nobody knows why."
                                                            << "The scanner was serviced. Nobody knows why.";
        // A measurement list ending in a count of voxels is not "{number_voxels} voxels" (a Part, and through
        // "{part_only}" a check line).
        QTest::addRow("measurement list stays English")
            << "de"
            << "any"
            << "max_abs_diff 1 probability, voxels_differing 4376290 voxels, argmax_flips 3637595 voxels"
            << "max_abs_diff 1 probability, voxels_differing 4376290 voxels, argmax_flips 3637595 voxels";
        QTest::addRow("unknown two sentences stay English, German")
            << "de"
            << "any"
            << "The scanner was serviced. Nobody knows why."
            << "The scanner was serviced. Nobody knows why.";
        QTest::addRow("determinism summary, training mode")
            << "de"
            << "line"
            << "Nondeterministic: 3 repeats on cpu differ by up to 0.401 in probability at 3968096 voxels "
               "(2158084 voxels change label). Source: submodule(s) in training mode: drop."
            << QString::fromUtf8(
                   "Nichtdeterministisch: 3 Wiederholungen auf cpu unterscheiden sich in der "
                   "Wahrscheinlichkeit "
                   "um bis zu 0.401, betroffen sind 3968096 Voxel (davon wechseln 2158084 Voxel das Label). "
                   "Ursache: Submodul(e) im Trainingsmodus: drop.");
        QTest::addRow("determinism summary, variant notes")
            << "de"
            << "line"
            << "Deterministic: 3 repeats on cuda are bit-identical. tf32: TF32 on vs TF32 off differ by up "
               "to "
               "0.00012 (0 voxels change label). deterministic: deterministic algorithms on vs deterministic "
               "algorithms off identical."
            << QString::fromUtf8(
                   "Deterministisch: 3 Wiederholungen auf cuda sind bitidentisch. tf32: TF32 an und TF32 aus "
                   "unterscheiden sich um bis zu 0.00012 (0 Voxel wechseln das Label). deterministic: "
                   "deterministische Algorithmen an und deterministische Algorithmen aus identisch.");
        QTest::addRow("determinism summary, threads")
            << "de"
            << "line"
            << "Deterministic: 3 repeats on cpu are bit-identical. threads: 1 thread vs 16 threads identical."
            << QString::fromUtf8("Deterministisch: 3 Wiederholungen auf cpu sind bitidentisch. threads: 1 "
                                 "Thread und 16 Threads identisch.");
        QTest::addRow("initial loss, two reasons")
            << "de"
            << "line"
            << "The first loss is 2.3 nats against ln 2 = 0.693 expected at initialisation (+232.0 %): the "
               "initialisation is over-confident: the logits have std 5.1 (near 0 expected) and the mean top "
               "probability is 0.98; scale down the final layer's initial weights (or zero them)."
            << QString::fromUtf8("Der erste Loss beträgt 2.3 nats, erwartet bei der Initialisierung sind ln "
                                 "2 = 0.693 (+232.0 "
                                 "%): die Initialisierung ist übermäßig sicher: Die Logits haben die "
                                 "Standardabweichung 5.1 "
                                 "(nahe 0 erwartet), und die mittlere höchste Wahrscheinlichkeit ist 0.98; "
                                 "verkleinern Sie die "
                                 "Anfangsgewichte der letzten Schicht (oder setzen Sie sie auf null).");
        QTest::addRow("parity summary")
            << "de"
            << "line"
            << "Differs: mean Dice 0.912 between the label maps, probabilities differ by up to 0.8, 120 "
               "voxels "
               "change label. Most of it comes from normalise: zscore (computed) in train, none in test."
            << QString::fromUtf8(
                   "Unterschiedlich: mittlerer Dice 0.912 zwischen den Labelkarten, die Wahrscheinlichkeiten "
                   "unterscheiden sich um bis zu 0.8, 120 Voxel wechseln das Label. Der größte Teil stammt "
                   "vom "
                   "Schritt normalise: zscore (computed) im Training, keiner im Test.");
        QTest::addRow("overfit summary quoting a finding")
            << "de"
            << "line"
            << "The model cannot overfit the 2-case batch: the loss went from 0.693 to 0.693 (100 % of the "
               "first) and the batch Dice is 0 after 1 step of adam (lr 0.01). The output layer is frozen: "
               "head.weight, head.bias have requires_grad off, so no gradient reaches the 4 trainable "
               "parameters before it (conv1.weight, conv1.bias, conv2.weight, conv2.bias)."
            << QString::fromUtf8(
                   "Das Modell kann den Batch aus 2 Fällen nicht überanpassen: Der Loss ging von 0.693 auf "
                   "0.693 "
                   "(100 % des ersten), und der Batch-Dice beträgt 0 nach 1 Schritt adam (lr 0.01). Die "
                   "Ausgabeschicht ist eingefroren: head.weight, head.bias haben requires_grad "
                   "ausgeschaltet, "
                   "daher erreicht kein Gradient die 4 trainierbaren Parameter davor (conv1.weight, "
                   "conv1.bias, "
                   "conv2.weight, conv2.bias).");
        QTest::addRow("comparison headline, failures reverse the verdict, mean caveat")
            << "de"
            << "line"
            << "a better on 18 comparable cases (the mean disagrees: b - a +0.010, a few cases are much "
               "better "
               "for run 'b'), but b failed 2 of 20: 2 missing; over all 20 cases b better than a: the "
               "failures "
               "reverse the verdict (Dice, liver: mean b - a +0.020 (95% CI [-0.010, 0.050]), Wilcoxon p = "
               "0.03)"
            << QString::fromUtf8("a besser auf 18 vergleichbaren Fällen (der Mittelwert widerspricht: b - a "
                                 "+0.010, einige Fälle "
                                 "sind für Lauf 'b' viel besser), aber b: 2 von 20 fehlgeschlagen: 2 "
                                 "fehlend; über alle 20 Fälle "
                                 "b besser als a: Die Fehlschläge kehren das Urteil um (Dice, liver: "
                                 "Mittelwert b - a +0.020 "
                                 "(95%-KI [-0.010, 0.050]), Wilcoxon p = 0.03)");
        QTest::addRow("comparison headline, no failures, Chinese")
            << "zh_CN"
            << "line"
            << "no significant difference between a and b on all 20 cases (Dice, liver: mean b - a +0.001 "
               "(95% CI "
               "[-0.010, 0.012]), Wilcoxon p = 0.8)"
            << QString::fromUtf8(
                   "在全部 20 个病例上：a 与 b 之间无显著差异（Dice，liver：均值 b - a +0.001（95% CI "
                   "[-0.010, 0.012]），Wilcoxon p = 0.8）");
        QTest::addRow("compare.geometry_mismatch, array change and relabelling")
            << "de"
            << "compare.geometry_mismatch"
            << "Case case_005: run 'b' is on the grid of the truth but its array is mirrored left-right (x) "
               "(as "
               "delivered its labels look remapped, label 1 where the reference has 2 and labels 3 and 4 "
               "swapped, "
               "but they are not): undoing that raises the mean per-label Dice from 0.00 to 0.91; the case "
               "is that "
               "run's failure (scored as the worst value)."
            << QString::fromUtf8("Fall case_005: Lauf 'b' liegt auf dem Gitter von der Referenz, aber sein "
                                 "Array ist entlang "
                                 "links-rechts (x) gespiegelt (so wie geliefert sehen seine Labels umbenannt "
                                 "aus, Label 1, wo die "
                                 "Referenz 2 hat und Labels 3 und 4 vertauscht, sind es aber nicht): Die "
                                 "Korrektur hebt den "
                                 "mittleren Dice pro Label von 0.00 auf 0.91; der Fall ist ein Fehlschlag "
                                 "dieses Laufs (als "
                                 "schlechtester Wert bewertet).");
        // The demo runs' comparison (scansleuth-cli demo-runs): run B fails three cases.
        const QString weakened =
            "B better on 17 comparable cases, but B failed 3 of 20: 1 mirrored, 1 missing, 1 "
            "shifted; over all 20 cases no significant difference (Dice, label 1: mean B - A "
            "-0.136 (95% CI [-0.282, 0.007]), Wilcoxon p = 0.332)";
        QTest::addRow("comparison headline, failures weaken the verdict")
            << "de"
            << "line" << weakened
            << QString::fromUtf8(
                   "B besser auf 17 vergleichbaren Fällen, aber B: 3 von 20 fehlgeschlagen: 1 "
                   "gespiegelt, 1 fehlend, 1 verschoben; über alle 20 Fälle kein signifikanter "
                   "Unterschied (Dice, label 1: Mittelwert B - A -0.136 (95%-KI [-0.282, 0.007]), "
                   "Wilcoxon p = 0.332)");
        QTest::addRow("comparison headline, failures weaken the verdict, Chinese")
            << "zh_CN"
            << "line" << weakened
            << QString::fromUtf8(
                   "在 17 个可比病例上 B 更好，但 B 在 20 个中失败 3 个：1 个镜像、1 个缺失、1 "
                   "个平移；在全部 20 个病例上无显著差异（Dice，label 1：均值 B - A -0.136（95% "
                   "CI [-0.282, 0.007]），Wilcoxon p = 0.332）");
        // The report writes each line with a full stop: the caveat's run name must not take it.
        QTest::addRow("comparable-case line with caveat, as a sentence")
            << "de"
            << "line"
            << "On the 17 comparable cases (neither run failed): B better than A (Dice, label 2: mean B - A "
               "-0.040 "
               "(95% CI [-0.152, 0.017]), Wilcoxon p = 0.00516); the mean disagrees: B - A -0.040, a few "
               "cases "
               "are much better for run 'A'."
            << QString::fromUtf8(
                   "Auf den 17 vergleichbaren Fällen (kein Lauf fehlgeschlagen): B besser als A "
                   "(Dice, label 2: Mittelwert B - A -0.040 (95%-KI [-0.152, 0.017]), Wilcoxon p = "
                   "0.00516); der Mittelwert widerspricht: B - A -0.040, einige Fälle sind für Lauf "
                   "'A' viel besser.");
        QTest::addRow("comparison headline, two runs failed")
            << "de"
            << "line"
            << "b better than a over all 20 cases and on the 17 comparable cases; a failed 1 of 20: 1 "
               "missing; b "
               "failed 2 of 20: 1 rotated, 1 unreadable (Dice, liver: mean b - a +0.050 (95% CI [0.010, "
               "0.090]), "
               "Wilcoxon p = 0.01)"
            << QString::fromUtf8(
                   "b besser als a über alle 20 Fälle und auf den 17 vergleichbaren Fällen; a: 1 "
                   "von 20 fehlgeschlagen: 1 fehlend; b: 2 von 20 fehlgeschlagen: 1 gedreht, 1 "
                   "unlesbar (Dice, liver: Mittelwert b - a +0.050 (95%-KI [0.010, 0.090]), "
                   "Wilcoxon p = 0.01)");
        QTest::addRow("a case's cause, mirrored")
            << "de"
            << "line"
            << "The prediction is mirrored left-right (x)."
            << QString::fromUtf8("Die Vorhersage ist entlang links-rechts (x) gespiegelt.");
        QTest::addRow("a case's cause, shifted, Chinese")
            << "zh_CN"
            << "line"
            << "The prediction is shifted 3 voxels along y = 9.60 mm posterior."
            << QString::fromUtf8("预测结果沿 y 平移 3 个体素（= 向后 9.60 mm）。");
        QTest::addRow("compare.geometry_mismatch, shifted")
            << "de"
            << "compare.geometry_mismatch"
            << "Case case_008: run 'B' is on the grid of the truth but its array is shifted 3 voxels along y "
               "= "
               "9.60 mm posterior: undoing that raises the mean per-label Dice from 0.65 to 0.91; the case "
               "is "
               "that run's failure (scored as the worst value)."
            << QString::fromUtf8(
                   "Fall case_008: Lauf 'B' liegt auf dem Gitter von der Referenz, aber sein Array "
                   "ist um 3 Voxel entlang y verschoben (= 9.60 mm nach posterior): Die Korrektur "
                   "hebt den mittleren Dice pro Label von 0.65 auf 0.91; der Fall ist ein "
                   "Fehlschlag dieses Laufs (als schlechtester Wert bewertet).");
        QTest::addRow("compare.geometry_mismatch, shifted, Chinese")
            << "zh_CN"
            << "compare.geometry_mismatch"
            << "Case case_008: run 'B' is on the grid of the truth but its array is shifted 3 voxels along y "
               "= "
               "9.60 mm posterior: undoing that raises the mean per-label Dice from 0.65 to 0.91; the case "
               "is "
               "that run's failure (scored as the worst value)."
            << QString::fromUtf8(
                   "病例 case_008：运行 'B' 位于 真值 的网格上，但其数组沿 y 平移 3 个体素（= 向后 "
                   "9.60 mm）：撤销该变换后，逐标签平均 Dice 从 0.65 升至 0.91；该病例算作该运行的"
                   "失败（按最差值计分）。");
        QTest::addRow("comparison.beyond_boundary")
            << "de"
            << "comparison.beyond_boundary"
            << "Runs 'A' and 'B' differ beyond the label boundaries in 9 of 19 cases: in case_003, label 2 "
               "is in "
               "run 'A' only."
            << QString::fromUtf8("Die Läufe 'A' und 'B' unterscheiden sich in 9 von 19 Fällen über die "
                                 "Labelgrenzen hinaus: in case_003 ist label 2 nur in Lauf 'A'.");
        QTest::addRow("comparison.beyond_boundary, Hausdorff distance, Chinese")
            << "zh_CN"
            << "comparison.beyond_boundary"
            << "Runs 'A' and 'B' differ beyond the label boundaries in 2 of 19 cases: in case_003, label 2's "
               "Hausdorff distance between them is 12.5 mm (5.0 voxels of the coarsest axis)."
            << QString::fromUtf8(
                   "运行 'A' 与 'B' 在 19 个病例中的 2 个病例上，差异超出了标签边界：在 case_003 "
                   "中，两者之间 label 2 的 Hausdorff 距离为 12.5 mm（最粗轴上的 5.0 个体素）。");
        QTest::addRow("comparison.systematic_cases")
            << "de"
            << "comparison.systematic_cases"
            << "3 of 19 cases carry most of the difference between runs 'A' and 'B': case_003 and others "
               "differ "
               "far beyond the typical case."
            << QString::fromUtf8(
                   "3 von 19 Fällen tragen den Großteil des Unterschieds zwischen den Läufen 'A' "
                   "und 'B': case_003 und andere unterscheiden sich weit über den typischen Fall "
                   "hinaus.");
        QTest::addRow("comparison.run_failures, Chinese")
            << "zh_CN"
            << "comparison.run_failures"
            << "Run 'B' failed 3 of 20 cases: 1 mirrored, 1 missing, 1 shifted; the verdicts score them as "
               "the "
               "worst value (Dice 0, distances at the image diagonal)."
            << QString::fromUtf8(
                   "运行 'B' 在 20 个病例中失败了 3 个：1 个镜像、1 个缺失、1 个平移；结论中它们按最"
                   "差值计分（Dice 为 0，距离取图像对角线长度）。");
        QTest::addRow("comparison.label_swap against the truth")
            << "de"
            << "comparison.label_swap"
            << "The class indices of run 'A' differ from the truth's: label 1 of the truth is label 2 of run "
               "'A' "
               "in 97% of its voxels."
            << QString::fromUtf8(
                   "Die Klassenindizes von Lauf 'A' weichen von denen der Grundwahrheit ab: label "
                   "1 von der Referenz ist in 97% seiner Voxel label 2 von Lauf 'A'.");
        QTest::addRow("report cell: a case's cause against the truth")
            << "de"
            << "report"
            << "B against truth: same grid. The prediction is shifted 3 voxels along y = 9.60 mm posterior."
            << QString::fromUtf8("B gegen die Grundwahrheit: gleiches Gitter. Die Vorhersage ist um 3 Voxel "
                                 "entlang y verschoben (= 9.60 mm nach posterior).");
        QTest::addRow("report: three runs' subtitle")
            << "de"
            << "report"
            << "A vs B vs C, against the ground truth"
            << QString::fromUtf8("A und B und C, gegen die Grundwahrheit");
        QTest::addRow("report: subtitle, Chinese")
            << "zh_CN"
            << "report"
            << "A vs B, against the ground truth" << QString::fromUtf8("A、B，对比金标准");
        QTest::addRow("report: subtitle without truth")
            << "de"
            << "report"
            << "A vs B, without a ground truth" << QString::fromUtf8("A und B, ohne Grundwahrheit");
        QTest::addRow("report: subtitle without truth, Chinese")
            << "zh_CN"
            << "report"
            << "A vs B vs C, without a ground truth" << QString::fromUtf8("A、B、C，无金标准");
        // Run names that hold ", " and ": ", quoted (compare::runInSentence): the headline is translated,
        // the names kept as they are.
        QTest::addRow("headline, run names with a comma and a colon")
            << "de"
            << "line"
            << "'v2: tta' better on 17 comparable cases, but 'v2: tta' failed 3 of 20: 1 mirrored, 1 "
               "missing, "
               "1 shifted; over all 20 cases no significant difference (Dice, label 1: mean 'v2: tta' - "
               "'nnU-Net, fold 0' -0.136 (95% CI [-0.282, 0.007]), Wilcoxon p = 0.332)"
            << QString::fromUtf8(
                   "'v2: tta' besser auf 17 vergleichbaren Fällen, aber 'v2: tta': 3 von 20 fehlgeschlagen: "
                   "1 gespiegelt, 1 fehlend, 1 verschoben; über alle 20 Fälle kein signifikanter "
                   "Unterschied (Dice, label 1: Mittelwert 'v2: tta' - 'nnU-Net, fold 0' -0.136 (95%-KI "
                   "[-0.282, 0.007]), Wilcoxon p = 0.332)");
        QTest::addRow("comparable-case line, run names with a comma and a colon, Chinese")
            << "zh_CN"
            << "line"
            << "On the 17 comparable cases (neither run failed): 'v2: tta' better than 'nnU-Net, fold 0' "
               "(Dice, label 1: mean 'v2: tta' - 'nnU-Net, fold 0' +0.007 (95% CI [0.003, 0.010]), "
               "Wilcoxon p = 0.00516)"
            << QString::fromUtf8("在 17 个可比病例上（两次运行均未失败）：'v2: tta' 优于 'nnU-Net, fold "
                                 "0'（Dice，label 1：均值 'v2: tta' - 'nnU-Net, fold 0' +0.007（95% CI "
                                 "[0.003, 0.010]），Wilcoxon p = 0.00516）");
        QTest::addRow("a run's failures on another grid")
            << "de"
            << "line"
            << "C failed 3 of 20: 3 another grid"
            << QString::fromUtf8("C: 3 von 20 fehlgeschlagen: 3 auf anderem Gitter");
        // The failed cases of a comparison whose run is on another grid: a geometry finding's bullet, and
        // the cause followed by the codes of its findings.
        QTest::addRow("report: a failed case's geometry finding")
            << "de"
            << "report"
            << "case_004, C: [error] geometry.origin_offset: The mask's origin is off by 20.00 mm (6.25 "
               "voxels): 20.00 mm to the patient's right. Undoing it raises the fit: Dice with the reference "
               "goes from 0.356 to 0.909."
            << QString::fromUtf8("case_004, C: [Fehler] geometry.origin_offset: Der Ursprung der Maske ist "
                                 "um 20.00 mm (6.25 Voxel) verschoben: 20.00 mm zur rechten Seite des "
                                 "Patienten. Die Korrektur verbessert die Passung: Der Dice mit der Referenz "
                                 "steigt von 0.356 auf 0.909.");
        QTest::addRow("report: a failed case's cause and codes, Chinese")
            << "zh_CN"
            << "report"
            << "C against truth: another grid. The mask's origin is off by 20.00 mm (6.25 voxels): 20.00 mm "
               "to the patient's right. [geometry.origin_offset] [geometry.axis_flip]"
            << QString::fromUtf8(
                   "C 对比金标准：不同网格。掩膜的原点偏移了 20.00 mm（6.25 个体素）：向患者右侧 "
                   "20.00 mm。 [geometry.origin_offset] [geometry.axis_flip]");
        QTest::addRow("report: the run table's inputs, Chinese")
            << "zh_CN"
            << "report"
            << "image: ct.nii.gz; mask: mask.nii.gz"
            << QString::fromUtf8("图像：ct.nii.gz；掩膜：mask.nii.gz");
        QTest::addRow("report: a verdict's codes, Chinese")
            << "zh_CN"
            << "report"
            << "The experiment exp-pair-geometry (run-1) found none of geometry.axis_flip, "
               "geometry.origin_offset."
            << QString::fromUtf8("实验 exp-pair-geometry（run-1）未发现以下任何一项：geometry.axis_flip、"
                                 "geometry.origin_offset。");
        QTest::addRow("report: a count list, Chinese")
            << "zh_CN"
            << "report"
            << "1 mirrored, 2 shifted" << QString::fromUtf8("1 镜像、2 平移");
        QTest::addRow("dataset.dtype_mismatch, an empty value")
            << "de"
            << "dataset.dtype_mismatch"
            << "The train and test splits differ in stored data type: (empty) 3, int16 2 against int16 5."
            << QString::fromUtf8("Der train- und der test-Split unterscheiden sich im gespeicherten "
                                 "Datentyp: (leer) 3, int16 2 gegenüber int16 5.");
        // An audit's result line: the finding's count is a number, so "{number_pairs} pair of volumes ..."
        // does not take the line's head as its count (it once did, and the line stayed half English).
        QTest::addRow("investigation line of an audit")
            << "de"
            << "line"
            << "Dataset audit of 10 volumes (train 6, test 4): 3 problems; the first: 1 pair of volumes in "
               "different splits belong to one person by name and birth date under different PatientIDs: "
               "re-anonymisation gave the patient a new ID."
            << QString::fromUtf8(
                   "Datensatzprüfung von 10 Volumen (train 6, test 4): 3 Probleme; das erste: 1 "
                   "Volumenpaar in verschiedenen Splits gehört nach Name und Geburtsdatum zu "
                   "einer Person unter verschiedenen PatientIDs: Eine erneute Anonymisierung hat "
                   "dem Patienten eine neue ID gegeben.");
        QTest::addRow("report: a pseudonymised patient")
            << "de"
            << "report"
            << "PAT-YT42JFHU, ID PAT-4FVVD7OR, born [birth date removed]"
            << QString::fromUtf8("PAT-YT42JFHU, ID PAT-4FVVD7OR, geboren [Geburtsdatum entfernt]");
        QTest::addRow("report: the pair evidence of one person, Chinese")
            << "zh_CN"
            << "report"
            << "Patient name 'PAT-AB12' and 'PAT-AB12' (both PAT-AB12), born [birth date removed], under "
               "PatientIDs 'PAT-AB12' and 'PAT-CD34'"
            << QString::fromUtf8(
                   "患者姓名 'PAT-AB12' 和 'PAT-AB12'（均为 PAT-AB12），出生于 [出生日期已移除]，"
                   "PatientID 分别为 'PAT-AB12' 和 'PAT-CD34'");
        QTest::addRow("investigation line of a comparison")
            << "de"
            << "line"
            << "Run comparison of 20 cases: no problem found."
            << QString::fromUtf8("Laufvergleich über 20 Fälle: kein Problem gefunden.");
        QTest::addRow("labels.invalid_input")
            << "de"
            << "labels.invalid_input"
            << "No probability channels were given."
            << QString::fromUtf8("Es wurden keine Wahrscheinlichkeitskanäle übergeben.");
        // The dataset audit's pair evidence (checks/audit/reduce/leakage.cpp) and findings, as core writes
        // them, in the GUI's pair list and the report's pair table (issue 22).
        QTest::addRow("audit evidence, near-duplicate flipped and shifted")
            << "de"
            << "line"
            << "NCC 0.912 after flipping x, z, shifted -2, 0.5, 10 mm, overlap 87%"
            << QString::fromUtf8(
                   "NCC 0.912 nach Spiegeln von x, z, verschoben um -2, 0.5, 10 mm, Überlappung 87 %");
        QTest::addRow("audit evidence, neighbouring slices, Chinese")
            << "zh_CN"
            << "any"
            << "NCC 0.990, overlap 100%: neighbouring slices of one volume"
            << QString::fromUtf8("NCC 0.990，重叠 100%：同一体积的相邻层");
        QTest::addRow("audit evidence, parts of one volume")
            << "de"
            << "line"
            << "'case7_slice_012.nii.gz' and 'case7_slice_013.nii.gz': slices 12 and 13 of 'case7'"
            << QString::fromUtf8(
                   "'case7_slice_012.nii.gz' und 'case7_slice_013.nii.gz': Schichten 12 und 13 von 'case7'");
        QTest::addRow("audit evidence, one acquisition, Chinese")
            << "zh_CN"
            << "line"
            << "one grid (64 x 64 x 30 voxels of 3 x 3 x 4 mm, one origin), thumbnails correlate 0.998 cell "
               "for cell and 0.975 band-passed: volumes of one acquisition (time points of one run)"
            << QString::fromUtf8(
                   "同一网格（64 x 64 x 30 个体素，每个 3 x 3 x 4 mm，同一原点），缩略图逐格相关 "
                   "0.998，带通滤波后相关 0.975：同一次采集的体积（同一次扫描的不同时间点）");
        QTest::addRow("audit evidence, shared instances")
            << "de"
            << "line"
            << "3 SOPInstanceUIDs in both (1.2.3.4, ...)"
            << QString::fromUtf8("3 SOPInstanceUIDs in beiden (1.2.3.4, ...)");
        QTest::addRow("audit evidence, pseudonymised person, Chinese")
            << "zh_CN"
            << "line"
            << "Patient name 'PAT-AB12' and 'PAT-AB12' (both PAT-AB12), born [birth date removed], under "
               "PatientIDs 'PAT-AB12' and 'PAT-CD34'"
            << QString::fromUtf8(
                   "患者姓名 'PAT-AB12' 和 'PAT-AB12'（均为 PAT-AB12），出生于 [出生日期已移除]，"
                   "PatientID 分别为 'PAT-AB12' 和 'PAT-CD34'");
        QTest::addRow("leakage.split_level, both reasons")
            << "de"
            << "leakage.split_level"
            << "The split was made at the wrong level: 4 slices or patches in one split come from a volume "
               "whose other parts are in another split, and 1 case of a patient sit in another split than "
               "the same patient's other cases."
            << QString::fromUtf8(
                   "Der Split wurde auf der falschen Ebene vorgenommen: 4 Schichten oder Ausschnitte in "
                   "einem "
                   "Split stammen aus einem Volumen, dessen übrige Teile in einem anderen Split liegen, und "
                   "1 "
                   "Fall eines Patienten liegt in einem anderen Split als die übrigen Fälle desselben "
                   "Patienten.");
        QTest::addRow("audit.summary, one of each, Chinese")
            << "zh_CN"
            << "audit.summary"
            << "Audited 1 volume in 2 splits (train 1, test 0): 1 leakage finding, 0 preprocessing findings."
            << QString::fromUtf8(
                   "已审计 2 个划分中的 1 个体积（train 1, test 0）：1 个泄漏发现，0 个预处理发现。");
        QTest::addRow("dataset.reference_mismatch, spacing")
            << "de"
            << "dataset.reference_mismatch"
            << "The test split's median spacing, 3.8 x 3.8 x 6 mm, differs from the 0.8 x 0.8 x 2.5 mm that "
               "the nnU-Net fingerprint (fp.json) states for the training data."
            << QString::fromUtf8(
                   "Der mittlere Voxelabstand (Median) des test-Splits, 3.8 x 3.8 x 6 mm, weicht "
                   "von den 0.8 x 0.8 x 2.5 mm ab, die der nnU-Net-Fingerabdruck (fp.json) für "
                   "die Trainingsdaten angibt.");
        QTest::addRow("dataset.rescale_mismatch, two values, Chinese")
            << "zh_CN"
            << "dataset.rescale_mismatch"
            << "The train and test splits differ in rescale slope and intercept: slope 1, intercept -1024 6 "
               "against slope 1, intercept 0 3, slope 2, intercept 0 1."
            << QString::fromUtf8(
                   "train 与 test 划分的 rescale slope 和 intercept 不同：斜率 1，截距 -1024：6 个体积 对 "
                   "斜率 1，截距 0：3 个体积；斜率 2，截距 0：1 个体积。");
        // A finding that quotes a reader's error ({message}): the error in the user's language too, through
        // the error table (base/errortexts.h), nested sentence and all.
        const QString unreadable = "Case case_010: run 'nnU-Net, fold 0' could not be read: Could not read "
                                   "runs/a/case_010.nii.gz: The "
                                   "compressed file ends before all of its voxel data (it is truncated).";
        QTest::addRow("compare.read_failed quotes the reader's error")
            << "de"
            << "compare.read_failed" << unreadable
            << QString::fromUtf8("Fall case_010: Lauf 'nnU-Net, fold 0' konnte nicht gelesen werden: "
                                 "runs/a/case_010.nii.gz konnte nicht gelesen werden: Die komprimierte Datei "
                                 "endet vor dem Ende ihrer Voxeldaten (sie ist abgeschnitten).");
        QTest::addRow("compare.read_failed quotes the reader's error, Chinese")
            << "zh_CN"
            << "compare.read_failed" << unreadable
            << QString::fromUtf8(
                   "病例 case_010：无法读取 运行 'nnU-Net, fold 0'：无法读取 runs/a/case_010.nii.gz："
                   "压缩文件在全部体素数据之前就结束了（文件被截断）。");
    }
    void shippedCatalogues()
    {
        QFETCH(QString, language);
        QFETCH(QString, how);
        QFETCH(QString, english);
        QFETCH(QString, expected);
        const Translator t =
            shippedCatalogue(language == "de" ? SCANSLEUTH_DE_QM : SCANSLEUTH_ZH_CN_QM).translator();
        const std::string text = english.toStdString();
        std::string got;
        if (how == "any")
            got = renderAnyText(text, t);
        else if (how == "report")
            got = report::translateReportText(text, t);
        else if (how == "line")
            got = renderCheckLine(text, t);
        else
            got = renderFindingMessage(makeFinding(how.toStdString(), Severity::Warning, text), t);
        QCOMPARE(QString::fromStdString(got), expected);
        QCOMPARE(renderAnyText(text, englishTranslator()), text);
    }

    // The most specific template wins, whatever the table's order: a text that a generic and a specific
    // template both match is rendered through the specific one (here with the upper-casing translator, which
    // shows which template's literal text was used).
    void mostSpecificTemplateWins()
    {
        const std::string training =
            "Submodule(s) left in training mode make the output random: drop. Repeats differ by up to 0.401 "
            "in "
            "probability at 3968096 voxels (2158084 voxels change label); in eval mode the repeats are "
            "bit-identical.";
        QCOMPARE(
            renderAnyText(training, upperTranslator),
            std::string("SUBMODULE(S) LEFT IN TRAINING MODE MAKE THE OUTPUT RANDOM: drop. REPEATS DIFFER BY "
                        "UP TO 0.401 IN PROBABILITY AT 3968096 VOXELS (2158084 VOXELS CHANGE LABEL); IN EVAL "
                        "MODE THE REPEATS ARE BIT-IDENTICAL."));
        // A line_ placeholder takes only a check line: two unknown sentences match no template.
        Values values;
        QVERIFY(!detail::matchTemplate("{line_headline}. {line_comparable}.", "A b. C d.", values));
        QCOMPARE(renderAnyText("A b. C d.", upperTranslator), std::string("A b. C d."));
    }

    // A finding quoting the run comparison's headline and comparable-case line: both rendered as check lines.
    void findingQuotesCheckLines()
    {
        // As runsummary.cpp writes them (sayVerdict, verdictChangeFinding).
        const Finding f = makeFinding(
            "comparison.failures_change_verdict", Severity::Warning,
            "b better than a over all 20 cases and on the 19 comparable cases; a failed 1 of 20: 1 missing "
            "(Dice, "
            "liver: mean b - a +0.050 (95% CI [0.010, 0.090]), Wilcoxon p = 0.01). On the 19 comparable "
            "cases "
            "(neither run failed): b better than a (Dice, liver: mean b - a +0.040 (95% CI [0.010, 0.070]), "
            "Wilcoxon p = 0.02).");
        QCOMPARE(renderFindingMessage(f, upperTranslator),
                 std::string(
                     "b BETTER THAN a OVER ALL 20 CASES AND ON THE 19 COMPARABLE CASES; a FAILED 1 OF 20: 1 "
                     "missing (Dice, liver: MEAN b - a +0.050 (95% CI [0.010, 0.090]), WILCOXON P = 0.01). "
                     "ON THE 19 COMPARABLE CASES (NEITHER RUN FAILED): b BETTER THAN a (Dice, liver: MEAN b "
                     "- a +0.040 (95% CI [0.010, 0.070]), WILCOXON P = 0.02)."));
        QCOMPARE(renderAnyText(f.message, upperTranslator), renderFindingMessage(f, upperTranslator));
    }

    // Every code core can emit has a message template, but for the list still to do; that list holds
    // no code that has one (so it shrinks as templates are added).
    // A {reason_...} placeholder takes the words the run comparison gives as a failure's reason: those that
    // checks/compare marks in the FailureReason context, found here in the sources.
    void failureReasonsAreTheComparisonsWords()
    {
        std::set<std::string> marked;
        const QRegularExpression mark(
            QStringLiteral("QT_TRANSLATE_NOOP\\(\\s*\"FailureReason\",\\s*\"([^\"]+)\"\\s*\\)"));
        QDirIterator it(QStringLiteral(SCANSLEUTH_SOURCE_DIR "/core/checks"), {QStringLiteral("*.cpp")},
                        QDir::Files, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            QFile f(it.next());
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(f.readAll());
            for (auto m = mark.globalMatch(text); m.hasNext();)
                marked.insert(m.next().captured(1).toStdString());
        }
        QVERIFY(marked.count("mirrored") && marked.count("missing") && marked.count("shifted"));
        const std::vector<std::string>& words = failureReasonWords();
        QCOMPARE(std::set<std::string>(words.begin(), words.end()), marked);
        // In a failure's reasons, and nothing else.
        const Translator german = mapTranslator({{{"FailureReason", "mirrored"}, "gespiegelt"},
                                                 {{"FailureReason", "missing"}, "fehlend"},
                                                 {{"Finding", "{name_run} failed {number_failed} of "
                                                              "{number_cases}: {parts_reasons}"},
                                                  "{name_run}: {number_failed} von {number_cases} "
                                                  "fehlgeschlagen: {parts_reasons}"},
                                                 {{"CheckLine", "{part_only}"}, "{part_only}"}});
        QCOMPARE(renderCheckLine("B failed 3 of 20: 1 mirrored, 2 missing", german),
                 std::string("B: 3 von 20 fehlgeschlagen: 1 gespiegelt, 2 fehlend"));
        QCOMPARE(renderCheckLine("B failed 3 of 20: 1 mirrored, 2 forgotten", german),
                 std::string("B failed 3 of 20: 1 mirrored, 2 forgotten"));
        // A run's name is a name: a clause before it is not taken into it.
        QCOMPARE(renderCheckLine("B is fine, but B failed 3 of 20: 1 mirrored", german),
                 std::string("B is fine, but B failed 3 of 20: 1 mirrored"));
        // A name with ", " or ": " is taken quoted (compare::runInSentence), but quotes do not let a clause
        // in.
        QCOMPARE(renderCheckLine("'B, fold 2' failed 3 of 20: 1 mirrored", german),
                 std::string("'B, fold 2': 3 von 20 fehlgeschlagen: 1 gespiegelt"));
        QCOMPARE(renderCheckLine("'A' is fine, but 'B' failed 3 of 20: 1 mirrored", german),
                 std::string("'A' is fine, but 'B' failed 3 of 20: 1 mirrored"));
    }

    void everyCodeHasTemplate()
    {
        const std::set<std::string> emitted = emittedCodes();
        QVERIFY2(emitted.size() > 180, qPrintable(QString::number(emitted.size())));
        const std::vector<std::string> templated = templatedCodes();
        const std::set<std::string> have(templated.begin(), templated.end());
        const std::set<std::string> left(std::begin(kLeftWithoutTemplate), std::end(kLeftWithoutTemplate));
        QStringList missing, stale;
        for (const std::string& c : emitted)
            if (!have.count(c) && !left.count(c))
                missing << QString::fromStdString(c);
        for (const std::string& c : left)
            if (have.count(c))
                stale << QString::fromStdString(c);
        QVERIFY2(missing.isEmpty(), qPrintable("no template: " + missing.join(", ")));
        QVERIFY2(stale.isEmpty(), qPrintable("templated now, drop from the list: " + stale.join(", ")));
    }

    // The templates are faithful: every finding of real files (the test data's NIfTI and DICOM files, the
    // demo study's broken masks through check-pair and the label checks) whose code has a template is
    // matched by it, and a translation keeps every measurement the English message states.
    void realFindingsMatchTheirTemplates()
    {
        Findings all = loadFindings();
        QVERIFY2(all.size() >= 15, qPrintable(QString::number(all.size())));
        const std::vector<std::string> templated = templatedCodes();
        const std::set<std::string> have(templated.begin(), templated.end());
        QStringList unmatched, lost;
        std::set<std::string> checked;
        for (const Finding& f : all) {
            if (!have.count(f.code))
                continue;
            const std::string upper = renderFindingMessage(f, upperTranslator);
            if (upper == f.message && upperTemplate(f.message.c_str()) != f.message) {
                unmatched << QString::fromStdString(f.code + ": " + f.message);
                continue;
            }
            checked.insert(f.code);
            QCOMPARE(renderFindingMessage(f, englishTranslator()), f.message);
            for (const Measurement& m : f.measurements)
                for (const std::string& shown :
                     {formatNumber(m.value), formatFixed(m.value, 2), formatFixed(m.value, 3)})
                    if (isWord(f.message, shown) && !isWord(upper, shown))
                        lost << QString::fromStdString(f.code + ": " + m.name + " " + shown + " in " + upper);
        }
        QVERIFY2(unmatched.isEmpty(), qPrintable("no template matches: " + unmatched.join("\n")));
        QVERIFY2(lost.isEmpty(), qPrintable("a measurement was lost: " + lost.join("\n")));
        QStringList codes;
        for (const std::string& c : checked)
            codes << QString::fromStdString(c);
        qInfo("%lld codes checked on real findings: %s", qlonglong(codes.size()),
              qPrintable(codes.join(' ')));
        QVERIFY2(checked.size() >= 8, qPrintable(QString::number(checked.size())));
        QVERIFY(checked.count("geometry.axis_flip"));
    }

    // The report: headings and column names from the "Report" texts, findings by their templates, the
    // writers' own words; names and numbers untouched.
    void translatesReport()
    {
        report::Document d;
        d.title = "Dataset audit";
        d.metadata = {{"Identifiers", "pseudonymised (keyed hash)"}};
        report::Section s;
        s.title = "Evidence";
        report::Table t;
        t.header = {"Severity", "Code", "Finding", "Suggested fix"};
        t.rows.push_back({"warning", "dicom.multiple_series",
                          "The folder holds 3 series; each is loaded and converted separately.", "0.5"});
        s.blocks.push_back(t);
        s.blocks.push_back(report::Paragraph{"case_003", report::Tone::Note});
        d.sections.push_back(s);
        const report::Document english = d;
        report::translateDocument(d, englishTranslator());
        QVERIFY(d == english);

        const Translator de = mapTranslator({
            {{"Report", "Evidence"}, "Belege"},
            {{"Report", "Severity"}, "Schwere"},
            {{"Report", "Dataset audit"}, "Datensatzprüfung"},
            {{"Report", "Note:"}, "Hinweis:"},
            {{"Report", "Page {page} of {pages}"}, "Seite {page} von {pages}"},
            {{"Severity", "warning"}, "Warnung"},
            {{"Finding", "The folder holds {entries_count} series; each is loaded and converted separately."},
             "Der Ordner enthält {entries_count} Serien."},
        });
        report::translateDocument(d, de);
        QCOMPARE(d.title, std::string("Datensatzprüfung"));
        QCOMPARE(d.sections[0].title, std::string("Belege"));
        const auto& table = std::get<report::Table>(d.sections[0].blocks[0]);
        QCOMPARE(table.header, (std::vector<std::string>{"Schwere", "Code", "Finding", "Suggested fix"}));
        QCOMPARE(table.rows[0], (std::vector<std::string>{"Warnung", "dicom.multiple_series",
                                                          "Der Ordner enthält 3 Serien.", "0.5"}));
        QCOMPARE(std::get<report::Paragraph>(d.sections[0].blocks[1]).text, std::string("case_003"));
        QCOMPARE(d.words.note, std::string("Hinweis:"));
        QCOMPARE(report::fillWord(report::fillWord(d.words.pageOf, "page", "2"), "pages", "9"),
                 std::string("Seite 2 von 9"));
        QCOMPARE(d.words.warning, std::string("Warning:"));
    }

    // A large report (an audit's tables): every cell is tried against every template. Measured, not timed
    // against a limit (the machines are shared): the figure is printed.
    void largeReportCost()
    {
        report::Document d;
        report::Table t;
        for (int i = 0; i < 5000; ++i)
            t.rows.push_back({"warning", "dicom.multiple_series",
                              "The folder holds " + std::to_string(i) +
                                  " series; each is loaded and converted separately.",
                              "train/case_" + std::to_string(i) + " against test/case_" + std::to_string(i)});
        d.sections.push_back(report::Section{"Evidence", {t}, {}});
        QElapsedTimer timer;
        timer.start();
        report::translateDocument(d, upperTranslator);
        qInfo("5000 rows x 4 cells translated in %lld ms", qlonglong(timer.elapsed()));
        const auto& rows = std::get<report::Table>(d.sections[0].blocks[0]).rows;
        QCOMPARE(rows[4999][2],
                 std::string("THE FOLDER HOLDS 4999 SERIES; EACH IS LOADED AND CONVERTED SEPARATELY."));
        QCOMPARE(rows[4999][3], std::string("train/case_4999 against test/case_4999"));
    }

    // A .qm written by lrelease from a hand-written .ts (scansleuth_test.ts; an unfinished entry included, as
    // lrelease does), read without Qt.
    void readsQmCatalogue()
    {
        QFile f(QStringLiteral(SCANSLEUTH_TEST_QM));
        QVERIFY(f.open(QIODevice::ReadOnly));
        const QByteArray bytes = f.readAll();
        Result<QmCatalog> c = QmCatalog::parse(std::string_view(bytes.constData(), bytes.size()), "test");
        QVERIFY2(c, c ? "" : c.error().detail.c_str());
        QCOMPARE(c->translate("Report", "Verification gates"), std::string("Prüfschritte"));
        QCOMPARE(c->translate("Severity", "warning"), std::string("Warnung"));
        // Unfinished, and still in the catalogue: lrelease keeps unfinished translations unless
        // -nounfinished, and QTranslator shows them too.
        QCOMPARE(c->translate("Report", "Evidence"), std::string("Belege"));
        QCOMPARE(c->translate("Report", "no such text"), std::string());
        QCOMPARE(c->translator()("Report", "no such text"), std::string("no such text"));
        QCOMPARE(c->translate("FindingTerm", "check-pair"), std::string("Paarprüfung \xF0\x9F\x94\x8D"));

        QVERIFY(!QmCatalog::parse("not a qm file", "x"));
        const Result<QmCatalog> cut =
            QmCatalog::parse(std::string_view(bytes.constData(), bytes.size() / 2), "x");
        QVERIFY(!cut);
        QCOMPARE(cut.error().kind, ErrorKind::Corrupt);
    }

private:
    static bool isWord(const std::string& text, const std::string& word)
    {
        for (std::size_t at = text.find(word); at != std::string::npos; at = text.find(word, at + 1)) {
            const bool startOk = at == 0 || !std::isdigit(static_cast<unsigned char>(text[at - 1]));
            const std::size_t end = at + word.size();
            const bool endOk = end == text.size() || !std::isdigit(static_cast<unsigned char>(text[end]));
            if (startOk && endOk)
                return true;
        }
        return false;
    }

    Findings loadFindings()
    {
        Findings all;
        auto add = [&](const Findings& fs) {
            all.insert(all.end(), fs.begin(), fs.end());
        };
        for (const char* folder : {"nifti", "dicom"}) {
            QDirIterator it(QStringLiteral(SCANSLEUTH_TEST_DATA_DIR "/") + folder,
                            QDir::Dirs | QDir::NoDotAndDotDot);
            while (it.hasNext()) {
                QDirIterator files(it.next(), QDir::Files);
                std::set<QString> seen;
                while (files.hasNext()) {
                    const QString file = files.next();
                    if (!file.endsWith(".nii") && !file.endsWith(".nii.gz") && !file.endsWith(".hdr"))
                        continue;
                    if (Result<io::LoadedPath> p = io::loadPath(file.toStdString()))
                        for (const io::LoadedImage& image : p->images)
                            add(image.findings);
                }
                if (QString(folder) == "dicom")
                    if (Result<io::LoadedPath> p = io::loadPath(it.filePath().toStdString())) {
                        add(p->findings);
                        for (const io::LoadedImage& image : p->images)
                            add(image.findings);
                    }
            }
        }
        QTemporaryDir dir;
        if (!demo::writeDemoStudy(dir.path().toStdString()))
            return all;
        std::vector<io::LoadedPath> opened; // LoadedImage is move-only: keep each path, point into it
        opened.reserve(4);
        auto load = [&](const char* name) -> const io::LoadedImage* {
            Result<io::LoadedPath> p = io::loadPath(dir.filePath(name).toStdString());
            if (!p || p->images.empty())
                return nullptr;
            opened.push_back(std::move(*p));
            return &opened.back().images.front();
        };
        const io::LoadedImage* ct = load("ct");
        const io::LoadedImage* reference = load("mask.nii.gz");
        for (const char* mask : {"mask_flipped_lr.nii.gz", "mask_resampled_linear.nii.gz"}) {
            const io::LoadedImage* m = load(mask);
            if (!ct || !m)
                continue;
            if (Result<checks::PairReport> r = checks::checkPair(*ct, *m, reference))
                add(r->findings);
            if (Result<checks::PairReport> r = checks::checkPair(*ct, *m)) // decided by the image's edges
                add(r->findings);
            add(checks::checkLabels(m->volumes.front()).findings);
        }
        return all;
    }
};

QTEST_GUILESS_MAIN(TestFindingTexts)
#include "tst_findingtexts.moc"
