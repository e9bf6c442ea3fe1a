// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// report::translateDocument on the texts an investigation's report holds, with a catalogue written out here
// by hand: knowledge-base texts and category names, the builders' templated lines (their pieces translated
// in turn, an untranslatable piece kept, a wrong split refused), the experiment's numbers by their keys,
// and the document's language in the HTML and JSON forms; a table of records' columns by their keys;
// lists of texts and counts in a template. The whole document through a real investigation
// and the real catalogues: tests/i18n/tst_i18n_report.
#include "report/reportjson.h"
#include "report/translatereport.h"
#include "report/writers.h"

#include <QTest>

#include <map>

using namespace scansleuth;

namespace {

using Catalogue = std::map<std::pair<std::string, std::string>, std::string>;

Translator translatorOf(Catalogue entries)
{
    return [entries = std::move(entries)](const char* context, const char* source) {
        const auto it = entries.find({context, source});
        return it == entries.end() ? std::string(source) : it->second;
    };
}

const Catalogue kGerman = {
    {{"Report", "en"}, "de"},
    {{"Report", "supported"}, "gestützt"},
    {{"Report", "yes"}, "ja"},
    {{"Report", "axial"}, "axial"},
    {{"Report", "Supported by the evidence: {kblist_hypotheses}."}, "Gestützt: {kblist_hypotheses}."},
    {{"Report", "{num_count} of {num_total}"}, "{num_count} von {num_total}"},
    {{"Report", "{id_run}: {kb_experiment}"}, "{id_run}：{kb_experiment}"},
    {{"Report", "The experiment {id_experiment} ({id_run}) found none of {ids_codes}."},
     "Das Experiment {id_experiment} ({id_run}) fand nichts von {ids_codes}."},
    {{"Report", "{text_found} This experiment cannot rule it out on its own."},
     "{text_found} Allein kann es sie nicht ausschließen."},
    {{"Report", "{text_caption} ({word_plane} slice {num_slice}, RAS {num_r}, {num_a}, {num_s} mm)"},
     "{text_caption} ({word_plane}, Schicht {num_slice}, RAS {num_r}, {num_a}, {num_s} mm)"},
    {{"Report",
      "Where the repeated runs disagree over the input (brighter: a larger difference between runs)."},
     "Wo die Läufe abweichen (heller: mehr)."},
    // A translator's slip: a placeholder the template does not have.
    {{"Report", "Investigation: {kb_title}"}, "Untersuchung: {kb_titel}"},
    {{"scansleuth::knowledge", "The model runs in training mode at inference"},
     "Das Modell läuft bei der Inferenz im Trainingsmodus"},
    {{"scansleuth::knowledge", "Run the model repeatedly on CPU and GPU"},
     "Modell wiederholt auf CPU und GPU ausführen"},
    {{"scansleuth::knowledge",
      "Call `model.eval()` before inference and `model.train()` only in the training loop."},
     "Rufen Sie vor der Inferenz `model.eval()` auf und `model.train()` nur in der Trainingsschleife."},
    {{"scansleuth::workflow", "Silent correctness"}, "Unbemerkt falsche Ergebnisse"},
    {{"Numbers", "Backend settings"}, "Backend-Einstellungen"},
    {{"Numbers", "CPU threads"}, "CPU-Threads"},
    {{"Numbers", "voxels whose label changes"}, "Voxel, deren Label sich ändert"},
    {{"Numbers", "voxels"}, "Voxel"},
    {{"Numbers", "bit-identical"}, "bitidentisch"},
};

std::string translated(const std::string& text, const Catalogue& catalogue = kGerman)
{
    return report::translateReportText(text, translatorOf(catalogue));
}

} // namespace

class TestReportTranslate : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void knowledgeTexts()
    {
        QCOMPARE(translated("The model runs in training mode at inference"),
                 std::string("Das Modell läuft bei der Inferenz im Trainingsmodus"));
        QCOMPARE(
            translated("Call `model.eval()` before inference and `model.train()` only in the training loop."),
            std::string("Rufen Sie vor der Inferenz `model.eval()` auf und `model.train()` nur in der "
                        "Trainingsschleife."));
        QCOMPARE(translated("Silent correctness"), std::string("Unbemerkt falsche Ergebnisse"));
        QCOMPARE(translated("supported"), std::string("gestützt"));
        QCOMPARE(translated("A user's own title"), std::string("A user's own title"));
    }

    void templates_data()
    {
        QTest::addColumn<QString>("english");
        QTest::addColumn<QString>("expected");
        QTest::addRow("list, each piece translated")
            << "Supported by the evidence: The model runs in training mode at inference."
            << "Gestützt: Das Modell läuft bei der Inferenz im Trainingsmodus.";
        QTest::addRow("a piece without a translation goes in as it is")
            << "Supported by the evidence: The model runs in training mode at inference; My own idea."
            << "Gestützt: Das Modell läuft bei der Inferenz im Trainingsmodus; My own idea.";
        QTest::addRow("count") << "0 of 5"
                               << "0 von 5";
        QTest::addRow("not a count: num_ takes numbers only") << "line 3 of cases.csv"
                                                              << "line 3 of cases.csv";
        QTest::addRow("nested: the reason's first sentence is a template too")
            << "The experiment exp-determinism (run-1) found none of model.thread_sensitivity, a.b. This "
               "experiment cannot rule it out on its own."
            << "Das Experiment exp-determinism (run-1) fand nichts von model.thread_sensitivity, a.b. Allein "
               "kann es sie nicht ausschließen.";
        QTest::addRow("caption with parentheses of its own: the split where the plane is a plane word")
            << "Where the repeated runs disagree over the input (brighter: a larger difference between "
               "runs). "
               "(axial slice 47, RAS 0.1, 18.8, -284.1 mm)"
            << "Wo die Läufe abweichen (heller: mehr). (axial, Schicht 47, RAS 0.1, 18.8, -284.1 mm)";
        QTest::addRow("a caption not known: the template still applies")
            << "Something else (axial slice 3, RAS 1.0, 2.0, 3.0 mm)"
            << "Something else (axial, Schicht 3, RAS 1.0, 2.0, 3.0 mm)";
        QTest::addRow("wordless template with a known piece")
            << "run-1: Run the model repeatedly on CPU and GPU"
            << "run-1：Modell wiederholt auf CPU und GPU ausführen";
        QTest::addRow("wordless template, nothing it knows: not its text") << "Note: see below"
                                                                           << "Note: see below";
        QTest::addRow("the translation names a placeholder its template lacks: English, whole")
            << "Investigation: The model runs in training mode at inference"
            << "Investigation: The model runs in training mode at inference";
    }

    void templates()
    {
        QFETCH(QString, english);
        QFETCH(QString, expected);
        QCOMPARE(QString::fromStdString(translated(english.toStdString())), expected);
        // English is English.
        QCOMPARE(
            QString::fromStdString(report::translateReportText(english.toStdString(), englishTranslator())),
            english);
    }

    // The experiment's numbers, by their keys: group and key labels, the unit, the flags.
    void numbers()
    {
        report::Table t;
        t.header = {"Quantity", "Value"};
        t.rows = {{"Backend settings: CPU threads", "2"},
                  {"Voxels whose label changes", "2147186 voxels"},
                  {"Bit-identical", "yes"},
                  {"Backend settings: Something new", "4 things"},
                  {"Voxels whose label changes", "drop"}};
        t.rowKeys = {"backend.cpu_threads", "argmax_flips", "bit_identical", "backend.something_new", "a.b"};
        report::Document d;
        d.sections.push_back(report::Section{"Evidence", {t}, {}});
        const report::Document english = d;
        report::translateDocument(d, englishTranslator());
        QVERIFY(d == english);
        report::translateDocument(d, translatorOf(kGerman));
        const auto& rows = std::get<report::Table>(d.sections[0].blocks[0]).rows;
        QCOMPARE(rows[0], (std::vector<std::string>{"Backend-Einstellungen: CPU-Threads", "2"}));
        QCOMPARE(rows[1], (std::vector<std::string>{"Voxel, deren Label sich ändert", "2147186 Voxel"}));
        QCOMPARE(rows[2], (std::vector<std::string>{"Bitidentisch", "ja"}));
        QCOMPARE(rows[3], (std::vector<std::string>{"Backend-Einstellungen: Something new", "4 things"}));
        // A key of two parts, words of one: the words are not this key's; kept.
        QCOMPARE(rows[4], (std::vector<std::string>{"Voxels whose label changes", "drop"}));
    }

    // A table of records: each column's words (and unit) by its key; a column without a key (the records'
    // names) as a report text; the keys themselves kept for the JSON.
    void recordColumns()
    {
        report::Table t;
        t.header = {"", "Voxels whose label changes (voxels)", "Bit-identical", "Something new (s)",
                    "Status"};
        t.columnKeys = {"", "argmax_flips", "bit_identical", "something_new", "status"};
        t.rows = {{"tf32", "12", "yes", "3", "ok"}};
        report::Document d;
        d.sections.push_back(report::Section{"Evidence", {t}, {}});
        const report::Document english = d;
        report::translateDocument(d, englishTranslator());
        QVERIFY(d == english);
        report::translateDocument(d, translatorOf(kGerman));
        const auto& table = std::get<report::Table>(d.sections[0].blocks[0]);
        QCOMPARE(table.header, (std::vector<std::string>{"", "Voxel, deren Label sich ändert (Voxel)",
                                                         "Bitidentisch", "Something new (s)", "Status"}));
        QCOMPARE(table.columnKeys, t.columnKeys);
        QCOMPARE(table.rows[0][2], std::string("ja"));
        // The keys travel in the JSON, the words in the header.
        const Result<report::Document> back = report::documentFromJson(report::toJson(d));
        QVERIFY(back);
        QCOMPARE(std::get<report::Table>(back->sections[0].blocks[0]).columnKeys, t.columnKeys);
    }

    // Lists in a template: {texts_...} ("; "-joined texts, every one translated or the list kept whole),
    // {counts_...} ("1 mirrored, 2 shifted": each count's word), {name_...} (never a list).
    void lists()
    {
        const Catalogue german = {
            {{"Report", "{name_case}, slice {num_slice}, {name_a} against {name_b}: {texts_legend}."},
             "{name_case}, Schicht {num_slice}, {name_a} gegen {name_b}: {texts_legend}."},
            {{"Report", "blue: agreement (in both)"}, "blau: Übereinstimmung (in beiden)"},
            {{"Report", "orange: only in {name_run}"}, "orange: nur in {name_run}"},
            {{"Report", "magenta: only in {name_run}"}, "magenta: nur in {name_run}"},
            {{"Report", "{name_split} ({num_volumes} volumes, {name_path})"},
             "{name_split} ({num_volumes} Volumen, {name_path})"},
            {{"Report", "{texts_items}"}, "{texts_items}"},
            {{"Report", "{counts_items}"}, "{counts_items}"},
            {{"Report", "mirrored"}, "gespiegelt"},
            {{"Report", "shifted"}, "versetzt"},
        };
        const auto de = [&](const std::string& text) {
            return QString::fromStdString(report::translateReportText(text, translatorOf(german)));
        };
        QCOMPARE(
            de("case 7, slice 12, A against B: blue: agreement (in both); orange: only in B; magenta: only "
               "in A."),
            QStringLiteral(
                "case 7, Schicht 12, A gegen B: blau: Übereinstimmung (in beiden); orange: nur in B; "
                "magenta: nur in A."));
        // One entry without a translation: the list stays English, whole.
        QCOMPARE(de("case 7, slice 12, A against B: blue: agreement (in both); cyan: new."),
                 QStringLiteral("case 7, Schicht 12, A gegen B: blue: agreement (in both); cyan: new."));
        // A name never swallows the list: each split is its own piece.
        QCOMPARE(de("train (3 volumes, data/tr); test (2 volumes, data/te)"),
                 QStringLiteral("train (3 Volumen, data/tr); test (2 Volumen, data/te)"));
        QCOMPARE(de("1 mirrored, 2 shifted"), QStringLiteral("1 gespiegelt, 2 versetzt"));
        // Not counts of known words: kept.
        QCOMPARE(de("1 mirrored, 2 teapots"), QStringLiteral("1 mirrored, 2 teapots"));
    }

    void language_data()
    {
        QTest::addColumn<QString>("tag");
        QTest::addColumn<QString>("expected");
        QTest::addRow("de") << "de"
                            << "de";
        QTest::addRow("Qt's spelling") << "zh_CN"
                                       << "zh-CN";
        QTest::addRow("untranslated") << "en"
                                      << "en";
        QTest::addRow("a word, not a tag") << "Deutsch!"
                                           << "en";
        QTest::addRow("markup") << "de\"><script>"
                                << "en";
    }

    void language()
    {
        QFETCH(QString, tag);
        QFETCH(QString, expected);
        report::Document d;
        d.title = "Investigation";
        report::translateDocument(d, translatorOf({{{"Report", "en"}, tag.toStdString()}}));
        QCOMPARE(QString::fromStdString(d.language), expected);
        QVERIFY(report::renderHtml(d).find("<html lang=\"" + expected.toStdString() + "\">") !=
                std::string::npos);
        const Result<report::Document> back = report::documentFromJson(report::toJson(d));
        QVERIFY(back);
        QCOMPARE(QString::fromStdString(back->language), expected);
        // An English report's JSON has no "language": as before.
        QCOMPARE(report::toJson(d).contains("language"), expected != QLatin1String("en"));
    }
};

QTEST_APPLESS_MAIN(TestReportTranslate)
#include "tst_report_translate.moc"
