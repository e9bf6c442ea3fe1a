// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The dataset audit as an experiment of an investigation, on the demo splits (demosplits.h) whose answer is
// known by construction: the audit names exactly the planted pair (train_003 / test_002) and the mis-scaled
// case; the experiment records it, pictures the pair, supports the leakage and preprocessing hypotheses;
// clean splits of different subjects refute the leakage hypotheses, and clean splits with an unidentified
// volume leave them inconclusive. Also: the symptoms users type reach the audit's hypotheses, bad inputs
// fail the run with a sentence, and the investigation report carries the pairs and parity tables.
#include "checks/audit/reduce/reduce.h"
#include "demo/demosplits.h"
#include "investigate/experimentrunner.h"
#include "investigate/reportbuilder.h"
#include "render/render.h"
#include "report/writers.h"
#include "support/findingtext.h"
#include "support/reportblocks.h"
#include "support/shippedknowledge.h"
#include "workflow/investigation.h"
#include "workflow/knowledgebase.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <filesystem>
#include <set>

using namespace scansleuth;
using scansleuth::testing::allText;
using workflow::Verdict;

namespace {

namespace fs = std::filesystem;

const workflow::KnowledgeBase& shipped()
{
    return testsupport::shippedKnowledgeBase();
}

const workflow::ExperimentSpec& auditExperiment()
{
    const workflow::ExperimentSpec* e = shipped().experiment("exp-dataset-audit");
    if (e == nullptr)
        qFatal("exp-dataset-audit is missing");
    return *e;
}

bool copyTree(const fs::path& from, const fs::path& to)
{
    std::error_code ec;
    fs::create_directories(to.parent_path(), ec);
    fs::copy(from, to, fs::copy_options::recursive, ec);
    return !ec;
}

std::set<std::string> codesOf(const Findings& findings, const std::string& prefix)
{
    std::set<std::string> codes;
    for (const Finding& f : findings)
        if (f.code.rfind(prefix, 0) == 0)
            codes.insert(f.code);
    return codes;
}

// The case id of a record: the demo's folders and files are named after their case.
std::string caseOf(const audit::VolumeRecord& r)
{
    fs::path p(r.path);
    std::string name = p.filename().string();
    if (name.empty())
        name = p.parent_path().filename().string();
    return name.substr(0, name.find('.'));
}

} // namespace

class TestAuditWorkflow : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_demo, m_clean, m_unidentified;

    QString under(const QString& root, const char* sub) const { return root + "/" + sub; }

    investigate::ExperimentInputs folders(const QString& root) const
    {
        investigate::ExperimentInputs in;
        in.paths["train"] = {under(root, "train").toStdString()};
        in.paths["test"] = {under(root, "test").toStdString()};
        return in;
    }

    workflow::Investigation investigateWith(const std::string& symptom,
                                            const investigate::ExperimentInputs& in, const QString& name)
    {
        workflow::Investigation inv = workflow::startInvestigation(shipped(), symptom);
        const int ran = investigate::runAutomatedExperiments(inv, shipped(), in,
                                                             m_dir.filePath(name + "_files").toStdString());
        if (ran < 1 || inv.runs.empty())
            qWarning("no experiment ran for %s", symptom.c_str());
        return inv;
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_demo = m_dir.filePath("demo");
        auto written = demo::writeDemoSplits(m_demo.toStdString());
        QVERIFY2(written.ok(), written ? "" : written.error().message.c_str());
        // Clean: six different subjects, all identified by their DICOM tags.
        m_clean = m_dir.filePath("clean");
        const fs::path demo = m_demo.toStdString(), clean = m_clean.toStdString();
        for (const char* c : {"train_001", "train_002", "train_003"})
            QVERIFY(copyTree(demo / "train" / c, clean / "train" / c));
        for (const char* c : {"train_004", "train_005", "train_006"})
            QVERIFY(copyTree(demo / "train" / c, clean / "test" / c));
        // Clean, but one test volume is a NIfTI without any identity.
        m_unidentified = m_dir.filePath("unidentified");
        const fs::path unidentified = m_unidentified.toStdString();
        QVERIFY(copyTree(clean / "train", unidentified / "train"));
        QVERIFY(copyTree(demo / "train" / "train_004", unidentified / "test" / "train_004"));
        // In a folder of its own: beside train_004's series (the same dims) it would take that identity.
        QVERIFY(copyTree(demo / "test" / "test_003" / "test_003.nii.gz",
                         unidentified / "test" / "nifti" / "test_003.nii.gz"));
    }

    // The audit itself on the demo: exactly the planted pair, by the two routes its construction implies,
    // and the mis-scaled case named; by CSV and by folder alike.
    void auditFindsExactlyThePlantedPair_data()
    {
        QTest::addColumn<bool>("csv");
        QTest::addRow("splits.csv") << true;
        QTest::addRow("folders") << false;
    }
    void auditFindsExactlyThePlantedPair()
    {
        QFETCH(bool, csv);
        const auto list = [&]() -> Result<audit::SourceList> {
            if (csv)
                return audit::readSplitCsv(under(m_demo, "splits.csv").toStdString());
            return audit::listSources({{"train", under(m_demo, "train").toStdString()},
                                       {"test", under(m_demo, "test").toStdString()}});
        }();
        QVERIFY2(list.ok(), list ? "" : list.error().message.c_str());
        QCOMPARE(list->sources.size(), std::size_t(10));
        auto result = audit::auditSources(*list);
        QVERIFY2(result.ok(), result ? "" : result.error().message.c_str());
        QCOMPARE(result->records.size(), std::size_t(10));
        QVERIFY(result->failures.empty());

        // One suspected pair (the audit keeps one entry per pair of volumes, its strongest kind, with the
        // other kinds' evidence), and it is the planted one: by the person, not by any ID, UID or hash.
        QCOMPARE(result->pairs.size(), std::size_t(1));
        const audit::SuspectedPair& pair = result->pairs.front();
        QCOMPARE(caseOf(result->records[pair.a]), std::string(demo::kDemoLeakedTrainCase));
        QCOMPARE(caseOf(result->records[pair.b]), std::string(demo::kDemoLeakedTestCase));
        QCOMPARE(pair.kind, std::string("fuzzy-identity"));
        QCOMPARE(codesOf(result->findings, "leakage."),
                 (std::set<std::string>{"leakage.fuzzy_identity", "leakage.near_duplicate"}));
        for (const char* code : {"leakage.fuzzy_identity", "leakage.near_duplicate"}) {
            const QString text = allText(*findFinding(result->findings, code));
            QVERIFY2(text.contains(demo::kDemoLeakedTrainCase) && text.contains(demo::kDemoLeakedTestCase),
                     qPrintable(text));
        }
        const Finding* intensity = findFinding(result->findings, "dataset.intensity_mismatch");
        QVERIFY(intensity);
        QVERIFY2(allText(*intensity).contains(demo::kDemoMisScaledCase), qPrintable(allText(*intensity)));
        QVERIFY(!findFinding(result->findings, "audit.clean_splits"));
        // The NIfTI lends no one's identity: the CSV's patient, or none by folder.
        for (const audit::VolumeRecord& r : result->records)
            if (caseOf(r) == demo::kDemoMisScaledCase)
                QCOMPARE(r.identity.from, std::string(csv ? "csv" : ""));
    }

    // No false alarm: six different subjects of the same modality and protocol.
    void auditOfCleanSplitsFindsNoLeakage()
    {
        auto list = audit::listSources({{"train", under(m_clean, "train").toStdString()},
                                        {"test", under(m_clean, "test").toStdString()}});
        QVERIFY(list.ok());
        auto result = audit::auditSources(*list);
        QVERIFY(result.ok());
        QCOMPARE(result->records.size(), std::size_t(6));
        QVERIFY2(result->pairs.empty(),
                 result->pairs.empty() ? "" : result->pairs.front().evidence.front().c_str());
        QCOMPARE(codesOf(result->findings, "leakage."), std::set<std::string>());
        QVERIFY(findFinding(result->findings, "audit.clean_splits"));
    }

    void experimentRecordsFindingsDataAndPictures()
    {
        const QString dir = m_dir.filePath("experiment_files");
        const workflow::ExperimentRun run =
            investigate::runExperiment(auditExperiment(), folders(m_demo), dir.toStdString(), "run-1");
        QCOMPARE(QString::fromStdString(run.status), QString("done"));
        QCOMPARE(run.inputs.at("train"), under(m_demo, "train").toStdString());
        for (const char* code :
             {"leakage.fuzzy_identity", "leakage.near_duplicate", "dataset.intensity_mismatch"})
            QVERIFY2(findFinding(run.evidence.findings, code), code);
        QCOMPARE(run.evidence.findings.back().code, std::string("audit.summary"));
        QVERIFY(!findFinding(run.evidence.findings, "leakage.inconclusive")); // leakage was found

        const nlohmann::json& data = run.evidence.data;
        QCOMPARE(data.value("check", std::string()), std::string("dataset-audit"));
        QCOMPARE(data["splits"].size(), std::size_t(2));
        QCOMPARE(data["splits"][0].value("name", std::string()), std::string("train"));
        QCOMPARE(data["splits"][1].value("volumes", 0), 4);
        QVERIFY(!data["pairs"].empty());
        for (const nlohmann::json& p : data["pairs"]) {
            QCOMPARE(p["a"].value("split", std::string()), std::string("train"));
            QCOMPARE(p["b"].value("split", std::string()), std::string("test"));
        }
        QVERIFY(!data["parity"].empty());
        QVERIFY(data["parity"][0].value("flagged", false)); // flagged first
        bool named = false;
        for (const nlohmann::json& p : data["patients"])
            named =
                named || (p.contains("names") && p["names"].size() == 2 && p["names"][0] == "ADAEZE OKAFOR" &&
                          p["names"][1] == audit::normalisedName("ADAEZE OKAFOR"));
        QVERIFY(named); // for the report's pseudonyms

        // One picture: the planted pair is one pair of volumes, whatever the number of its kinds.
        QCOMPARE(run.evidence.snapshots.size(), std::size_t(1));
        const workflow::Snapshot& shot = run.evidence.snapshots.front();
        QVERIFY(QString::fromStdString(shot.caption).contains(demo::kDemoLeakedTestCase));
        const QString png = m_dir.filePath(QString::fromStdString(shot.imagePath));
        QVERIFY2(QFileInfo(png).absolutePath() == QFileInfo(dir).absoluteFilePath(), qPrintable(png));
        auto picture = render::readPng(png.toStdString());
        QVERIFY2(picture.ok(), qPrintable(png));
        QVERIFY(picture->width > picture->height); // side by side
        QVERIFY(run.evidence.problems.empty());
    }

    void verdicts_data()
    {
        QTest::addColumn<QString>("symptom");
        QTest::addColumn<QString>("data"); // demo, demo-csv, clean, unidentified
        QTest::addColumn<QString>("hypothesis");
        QTest::addColumn<int>("verdict");
        const auto row = [](const char* symptom, const char* data, const char* hypothesis, Verdict v) {
            QTest::addRow("%s/%s/%s", symptom, data, hypothesis) << symptom << data << hypothesis << int(v);
        };
        row("test-score-too-good", "demo", "leak-patient-overlap", Verdict::Supported);
        row("test-score-too-good", "demo", "leak-duplicate-volumes", Verdict::Supported);
        row("test-score-too-good", "demo", "leak-metric-wrong-split", Verdict::Untested); // no split copy
        row("test-score-too-good", "demo-csv", "leak-patient-overlap", Verdict::Supported);
        row("train-test-gap", "demo", "prep-splits-differ", Verdict::Supported);
        row("train-test-gap", "demo", "gap-preprocessing-mismatch", Verdict::Supported);
        row("train-test-gap", "demo", "leak-patient-overlap", Verdict::Supported);
        row("train-test-gap", "demo", "gap-domain-shift", Verdict::Untested); // the audit cannot refute it
        row("test-score-too-good", "clean", "leak-patient-overlap", Verdict::Refuted);
        row("test-score-too-good", "clean", "leak-duplicate-volumes", Verdict::Refuted);
        row("test-score-too-good", "clean", "leak-metric-wrong-split", Verdict::Untested);
        row("test-score-too-good", "unidentified", "leak-patient-overlap", Verdict::Inconclusive);
        row("test-score-too-good", "unidentified", "leak-duplicate-volumes", Verdict::Inconclusive);
    }
    void verdicts()
    {
        QFETCH(QString, symptom);
        QFETCH(QString, data);
        QFETCH(QString, hypothesis);
        QFETCH(int, verdict);
        investigate::ExperimentInputs in;
        if (data == "demo-csv")
            in.paths["splits_csv"] = {under(m_demo, "splits.csv").toStdString()};
        else
            in = folders(data == "demo" ? m_demo : data == "clean" ? m_clean : m_unidentified);
        const workflow::Investigation inv = investigateWith(symptom.toStdString(), in, "inv-" + data);
        QCOMPARE(inv.runs.size(), std::size_t(1)); // the audit, once, whatever the hypotheses sharing it
        QCOMPARE(QString::fromStdString(inv.runs.front().status), QString("done"));
        const workflow::HypothesisState* h = inv.hypothesis(hypothesis.toStdString());
        QVERIFY(h);
        QVERIFY2(int(h->verdict) == verdict,
                 qPrintable(QString("%1: %2").arg(workflow::verdictId(h->verdict),
                                                  QString::fromStdString(h->reason))));
        if (data == "unidentified")
            QVERIFY(findFinding(inv.runs.front().evidence.findings, "leakage.inconclusive"));
    }

    // The supported hypotheses outrank the rest once the audit has run.
    void supportedLeakRanksFirst()
    {
        const workflow::Investigation inv = investigateWith("test-score-too-good", folders(m_demo), "rank");
        QVERIFY(inv.hypotheses.front().verdict == Verdict::Supported);
        QVERIFY(inv.hypotheses.front().id == "leak-patient-overlap" ||
                inv.hypotheses.front().id == "leak-duplicate-volumes");
    }

    void badInputsFailTheRun_data()
    {
        QTest::addColumn<QString>("problem");
        QTest::addColumn<QString>("fragment");
        QTest::addRow("one split") << "one"
                                   << "at least two splits";
        QTest::addRow("folders and a CSV") << "both"
                                           << "not both";
        QTest::addRow("two folders for one split") << "twice"
                                                   << "one folder or file per split";
        QTest::addRow("missing folder") << "missing"
                                        << "";
        QTest::addRow("missing CSV") << "missing-csv"
                                     << "";
        QTest::addRow("two CSVs") << "two-csv"
                                  << "one CSV";
    }
    void badInputsFailTheRun()
    {
        QFETCH(QString, problem);
        QFETCH(QString, fragment);
        investigate::ExperimentInputs in = folders(m_demo);
        if (problem == "one")
            in.paths.erase("test");
        if (problem == "both")
            in.paths["splits_csv"] = {under(m_demo, "splits.csv").toStdString()};
        if (problem == "twice")
            in.paths["train"].push_back(under(m_clean, "train").toStdString());
        if (problem == "missing")
            in.paths["test"] = {m_dir.filePath("no-such-folder").toStdString()};
        if (problem == "missing-csv") {
            in.paths.clear();
            in.paths["splits_csv"] = {m_dir.filePath("none.csv").toStdString()};
        }
        if (problem == "two-csv") {
            const std::string csv = under(m_demo, "splits.csv").toStdString();
            in.paths.clear();
            in.paths["splits_csv"] = {csv, csv};
        }
        const workflow::ExperimentRun run = investigate::runExperiment(
            auditExperiment(), in, m_dir.filePath("bad_files").toStdString(), "run-1");
        QCOMPARE(QString::fromStdString(run.status), QString("failed"));
        QVERIFY(!run.error.empty());
        QVERIFY2(QString::fromStdString(run.error).contains(fragment), run.error.c_str());
        QVERIFY(run.evidence.findings.empty());
    }

    // The investigation report shows the pairs and the parity table, and the picture, pseudonymised.
    void reportShowsPairsParityAndPicture()
    {
        const workflow::Investigation inv = investigateWith("test-score-too-good", folders(m_demo), "report");
        investigate::ReportOptions options;
        options.investigationDir = m_dir.path().toStdString();
        std::vector<std::string> problems;
        const report::Document doc = investigate::buildReport(inv, shipped(), options, &problems);
        QVERIFY2(problems.empty(), problems.empty() ? "" : problems.front().c_str());
        const auto evidence = std::find_if(doc.sections.begin(), doc.sections.end(),
                                           [](const report::Section& s) { return s.title == "Evidence"; });
        QVERIFY(evidence != doc.sections.end());
        QCOMPARE(evidence->children.size(), std::size_t(1));
        const report::Section& run = evidence->children.front();
        const report::Table* pairs = nullptr;
        const report::Table* parity = nullptr;
        for (const report::Table* t : testing::blocksOf<report::Table>(run)) {
            if (!t->header.empty() && t->header.front() == "Volume A")
                pairs = t;
            if (std::find(t->header.begin(), t->header.end(), "Cohen's d") != t->header.end())
                parity = t;
        }
        QVERIFY(pairs && parity);
        for (const std::vector<std::string>& row : pairs->rows) {
            QVERIFY(QString::fromStdString(row[0]).contains(demo::kDemoLeakedTrainCase));
            QVERIFY(QString::fromStdString(row[1]).contains(demo::kDemoLeakedTestCase));
            // Identifiers are pseudonymised in the evidence column.
            QVERIFY2(!QString::fromStdString(row[4]).contains("OKAFOR", Qt::CaseInsensitive), row[4].c_str());
            QVERIFY(!QString::fromStdString(row[4]).contains("ANON-0417"));
        }
        // Nowhere in the report: not the stored spellings, nor the folded form the fuzzy-identity evidence
        // quotes ("ADAZE OKAFOR"), nor the birth date.
        const QString html = QString::fromStdString(report::renderHtml(doc));
        QVERIFY(html.contains("fuzzy-identity") || html.contains("same patient"));
        for (const char* identifying : {"Okafor", "Adaeze", "ADAZE", "19610412", "1961-04-12"})
            QVERIFY2(!html.contains(identifying, Qt::CaseInsensitive), identifying);
        QVERIFY(std::any_of(parity->rows.begin(), parity->rows.end(),
                            [](const auto& r) { return r.back() == "yes"; }));
        QCOMPARE(testing::blocksOf<report::Figure>(run).size(), std::size_t(1));
    }

    void symptomsUsersTypeReachTheAudit_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("first");
        QTest::addRow("auc") << "AUC 0.92 too good to be true"
                             << "test-score-too-good";
        QTest::addRow("higher than expected") << "test score much higher than expected"
                                              << "test-score-too-good";
        QTest::addRow("production") << "great validation score but fails in production"
                                    << "train-test-gap";
        QTest::addRow("new data") << "excellent metrics, fails on new data"
                                  << "train-test-gap";
    }
    void symptomsUsersTypeReachTheAudit()
    {
        QFETCH(QString, text);
        QFETCH(QString, first);
        const auto matches = shipped().matchSymptoms(text.toStdString());
        QVERIFY(!matches.empty());
        QCOMPARE(QString::fromStdString(matches.front()->id), first);
        // Both symptoms list the audit's leakage hypotheses; the one of new data also its parity and
        // acquisition hypotheses.
        const workflow::SymptomSpec* s = matches.front();
        const auto lists = [&](const char* h) {
            return std::find(s->hypotheses.begin(), s->hypotheses.end(), h) != s->hypotheses.end();
        };
        QVERIFY(lists("leak-patient-overlap"));
        if (first == "train-test-gap")
            QVERIFY(lists("prep-splits-differ") && lists("gap-domain-shift") &&
                    lists("leak-duplicate-volumes"));
    }

    // Every code the audit emits supports a hypothesis of the knowledge base.
    // The codes are read from the audit's sources (every "leakage.*" and "dataset.*" literal in the .cpp
    // files of core/checks/audit's stages), so a new finding cannot be left out of the knowledge base by a
    // stale list here. leakage.inconclusive supports nothing: it stops an absence from refuting.
    void everyAuditCodeSupportsAHypothesis_data()
    {
        QTest::addColumn<QString>("code");
        const QRegularExpression literal(QStringLiteral("\"((?:leakage|dataset)\\.[a-z_]+)\""));
        QSet<QString> codes;
        QDirIterator files(QStringLiteral(SCANSLEUTH_AUDIT_SOURCE_DIR), {"*.cpp"}, QDir::Files,
                           QDirIterator::Subdirectories);
        while (files.hasNext()) {
            QFile f(files.next());
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(f.readAll());
            for (auto it = literal.globalMatch(text); it.hasNext();)
                codes.insert(it.next().captured(1));
        }
        codes.remove(QStringLiteral("leakage.inconclusive"));
        QVERIFY2(codes.size() >= 19, qPrintable(QStringList(codes.values()).join(' '))); // the scan worked
        QStringList sorted = codes.values();
        sorted.sort();
        for (const QString& code : sorted)
            QTest::addRow("%s", qPrintable(code)) << code;
    }
    void everyAuditCodeSupportsAHypothesis()
    {
        QFETCH(QString, code);
        QVERIFY(!shipped().hypothesesForFinding(code.toStdString()).empty());
    }
};

QTEST_GUILESS_MAIN(TestAuditWorkflow)
#include "tst_auditworkflow.moc"
