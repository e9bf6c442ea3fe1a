// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Investigation files: round trip, damaged and newer files, atomic writes, autosave and recovery.
#include "workflow/investigation.h"
#include "workflow/investigationjson.h"

#include <QDir>
#include <QTemporaryDir>
#include <QTest>

#include <filesystem>
#include <fstream>

using namespace scansleuth;
using namespace scansleuth::workflow;
using nlohmann::json;
namespace fs = std::filesystem;

namespace {

Investigation richInvestigation()
{
    auto kb = KnowledgeBase::load(SCANSLEUTH_KNOWLEDGE_TEST_DIR);
    if (!kb)
        qFatal("knowledge base: %s", kb.error().message.c_str());
    Investigation inv = startInvestigation(*kb, "mask-misaligned", "mask flipped left-right", "training",
                                           "new converter \u00e9t\u00e9");
    ExperimentRun run;
    run.id = "run-1";
    run.experiment = "exp-pair-geometry";
    run.inputs = {{"image", "/data/ct.nii.gz"}, {"mask", "/data/mask.nii.gz"}};
    run.startedUtc = "2026-11-30T05:00:00Z";
    run.finishedUtc = "2026-11-30T05:00:02Z";
    run.evidence.summary = "The mask is flipped left-right.";
    Finding f = makeFinding("geometry.axis_flip", Severity::Error, "The mask is flipped along left-right.",
                            "Flip the mask back.");
    f.measurements = {{"dice_before", 0.12, ""}, {"dice_after", 0.91, ""}, {"offset", 3.25, "mm"}};
    f.evidence = {"axis 0 reversed"};
    run.evidence.findings.push_back(f);
    run.evidence.data = json{{"candidates", json::array({{{"code", "geometry.axis_flip"}, {"dice", 0.91}}})}};
    run.evidence.snapshots.push_back(
        Snapshot{"Before", "snapshots/run-1-before.png", "axial", 42, {1.5, -2.25, 30.0}});
    run.evidence.problems = {"The picture snapshots/run-1-after.png could not be written: disk full"};
    inv.runs.push_back(run);
    applyFindings(inv, *kb, run);
    ExperimentRun manual;
    manual.id = "run-2";
    manual.experiment = "exp-viewer-compare";
    manual.status = "manual";
    manual.observations = {{"scansleuth_aligned", "no"}, {"other_viewer", "ITK-SNAP"}};
    inv.runs.push_back(manual);
    setVerdict(inv, "mask-viewer-convention", Verdict::Refuted, "Misplaced in ScanSleuth too.");
    inv.gates.causeExplained = true;
    inv.gates.regressionTest = true;
    inv.gates.notes = "test_mask_orientation added";
    inv.conclusion = "The converter flipped the x axis.";
    return inv;
}

void writeText(const std::string& path, const std::string& text)
{
    std::ofstream out(path, std::ios::binary);
    out << text;
}

std::string readText(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    return {std::istreambuf_iterator<char>(in), {}};
}

void setAge(const std::string& path, int secondsAgo)
{
    fs::last_write_time(path, fs::file_time_type::clock::now() - std::chrono::seconds(secondsAgo));
}

} // namespace

class TestWorkflowInvestigationFile : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void roundTrip()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath("case.investigation.json").toStdString();
        const Investigation inv = richInvestigation();
        QVERIFY(saveInvestigation(inv, path));
        const auto loaded = loadInvestigation(path);
        QVERIFY2(loaded, loaded ? "" : loaded.error().message.c_str());
        QVERIFY(*loaded == inv);
        // Only the file itself: the temporary file was renamed, not left behind.
        QCOMPARE(QDir(dir.path()).entryList(QDir::Files | QDir::Hidden).size(), 1);
        const json j = json::parse(readText(path));
        QCOMPARE(j.at("format").get<std::string>(), std::string("scansleuth.investigation"));
        QCOMPARE(j.at("version").get<int>(), 1);
    }

    void saveOverwrites()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath("a.json").toStdString();
        Investigation inv = richInvestigation();
        QVERIFY(saveInvestigation(inv, path));
        inv.conclusion = "changed";
        QVERIFY(saveInvestigation(inv, path));
        QCOMPARE(loadInvestigation(path)->conclusion, std::string("changed"));
    }

    void saveFails()
    {
        QTemporaryDir dir;
        const auto s =
            saveInvestigation(richInvestigation(), dir.filePath("missing/folder/a.json").toStdString());
        QVERIFY(!s);
        QCOMPARE(s.error().kind, ErrorKind::Io);
        QVERIFY(s.error().message.find("could not be saved") != std::string::npos);
    }

    void brokenFile_data()
    {
        QTest::addColumn<QString>("mutation");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("fragment");
        const int corrupt = int(ErrorKind::Corrupt);
        QTest::addRow("truncated") << "truncated" << corrupt << "damaged or truncated";
        QTest::addRow("empty file") << "empty" << corrupt << "damaged or truncated";
        QTest::addRow("binary garbage") << "garbage" << corrupt << "damaged or truncated";
        QTest::addRow("not an object") << "array" << corrupt << "the document is not a JSON object";
        QTest::addRow("wrong format tag") << "tag" << corrupt << "has format 'other'";
        QTest::addRow("no version") << "no-version" << corrupt << "lacks the field 'version'";
        QTest::addRow("fractional version") << "version-1.5" << corrupt << "invalid version 1.5";
        QTest::addRow("newer version")
            << "version-2" << int(ErrorKind::Unsupported) << "newer version of ScanSleuth (format version 2";
        QTest::addRow("missing symptom") << "no-symptom" << corrupt << "lacks the field 'symptom_id'";
        QTest::addRow("unknown category") << "category" << corrupt << "unknown category 'bug'";
        QTest::addRow("hypotheses not a list")
            << "hypotheses-object" << corrupt << "'hypotheses' that is not a list";
        QTest::addRow("unknown verdict")
            << "verdict" << corrupt << "hypotheses[0] has the unknown verdict 'maybe'";
        QTest::addRow("prior not a number")
            << "prior" << corrupt << "hypotheses[0] has a field 'prior' that is not a number";
        QTest::addRow("negative posterior") << "posterior" << corrupt << "hypotheses[0] has a negative";
        QTest::addRow("unknown run status")
            << "status" << corrupt << "runs[0] has the unknown status 'running'";
        QTest::addRow("input not text")
            << "input" << corrupt << "runs[0] has a value 'inputs/image' that is not a string";
        QTest::addRow("unknown severity")
            << "severity" << corrupt << "runs[0].evidence.findings[0] has the unknown severity 'fatal'";
        QTest::addRow("bad world position")
            << "ras" << corrupt << "snapshots[0] has a field 'world_ras' that is not three numbers";
        QTest::addRow("huge slice index")
            << "slice" << corrupt << "snapshots[0] has a field 'slice' that is not a slice index";
        QTest::addRow("problems not text")
            << "problems" << corrupt << "evidence has a field 'problems' that is not a list of strings";
        QTest::addRow("gates missing a gate")
            << "gates" << corrupt << "gates lacks the field 'regression_test'";
        QTest::addRow("missing file") << "missing" << int(ErrorKind::NotFound) << "was not found";
    }
    void brokenFile()
    {
        QFETCH(QString, mutation);
        QFETCH(int, kind);
        QFETCH(QString, fragment);
        QTemporaryDir dir;
        const std::string path = dir.filePath("broken.json").toStdString();
        json j = toJson(richInvestigation());
        const std::string m = mutation.toStdString();
        if (m == "tag")
            j["format"] = "other";
        if (m == "no-version")
            j.erase("version");
        if (m == "version-1.5")
            j["version"] = 1.5;
        if (m == "version-2") {
            j["version"] = 2;
            j.erase("symptom_id"); // a newer file fails as newer, not as whatever changed
        }
        if (m == "no-symptom")
            j.erase("symptom_id");
        if (m == "category")
            j["category"] = "bug";
        if (m == "hypotheses-object")
            j["hypotheses"] = json::object();
        if (m == "verdict")
            j["hypotheses"][0]["verdict"] = "maybe";
        if (m == "prior")
            j["hypotheses"][0]["prior"] = "high";
        if (m == "posterior")
            j["hypotheses"][0]["posterior"] = -1;
        if (m == "status")
            j["runs"][0]["status"] = "running";
        if (m == "input")
            j["runs"][0]["inputs"]["image"] = 3;
        if (m == "severity")
            j["runs"][0]["evidence"]["findings"][0]["severity"] = "fatal";
        if (m == "ras")
            j["runs"][0]["evidence"]["snapshots"][0]["world_ras"] = {1, 2};
        if (m == "slice")
            j["runs"][0]["evidence"]["snapshots"][0]["slice"] = 1e300;
        if (m == "gates")
            j["gates"].erase("regression_test");
        if (m == "problems")
            j["runs"][0]["evidence"]["problems"] = {1, 2};
        std::string text = j.dump(2);
        if (m == "truncated")
            text = text.substr(0, text.size() * 2 / 3);
        if (m == "empty")
            text.clear();
        if (m == "garbage")
            text = std::string("\x89PNG\r\n\x1a\n\0\0\0", 11);
        if (m == "array")
            text = "[]";
        if (m != "missing")
            writeText(path, text);
        const auto loaded = loadInvestigation(path);
        QVERIFY(!loaded);
        QCOMPARE(int(loaded.error().kind), kind);
        QVERIFY2(loaded.error().message.find(fragment.toStdString()) != std::string::npos,
                 loaded.error().message.c_str());
        QVERIFY(loaded.error().detail.find(path) != std::string::npos || m == "missing");
    }

    // Every prefix of a valid file fails cleanly (never crashes, never loads half a document).
    void everyTruncationFails()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath("t.json").toStdString();
        const std::string text = toJson(richInvestigation()).dump();
        for (std::size_t n = 0; n + 1 < text.size(); n += 7) {
            writeText(path, text.substr(0, n));
            const auto loaded = loadInvestigation(path);
            QVERIFY2(!loaded, qPrintable(QString::number(n)));
            QCOMPARE(loaded.error().kind, ErrorKind::Corrupt);
        }
    }

    void autosavePath()
    {
        QCOMPARE(workflow::autosavePath("/home/u/case.investigation.json"),
                 std::string("/home/u/.case.investigation.json.autosave"));
        QCOMPARE(workflow::autosavePath("case.json"), std::string(".case.json.autosave"));
    }

    void autosaveAndRecover()
    {
        QTemporaryDir dir;
        const std::string path = dir.filePath("case.json").toStdString();
        Investigation inv = richInvestigation();
        QVERIFY(!recoverableAutosave(path));

        // Never saved, autosaved: recoverable.
        QVERIFY(workflow::autosave(inv, path));
        QCOMPARE(recoverableAutosave(path).value_or(""), workflow::autosavePath(path));

        // Saved after the autosave: nothing to recover.
        QVERIFY(saveInvestigation(inv, path));
        setAge(workflow::autosavePath(path), 60);
        QVERIFY(!recoverableAutosave(path));

        // Edited and autosaved after the save, then a crash: the autosave is offered and loads.
        inv.conclusion = "unsaved work";
        QVERIFY(workflow::autosave(inv, path));
        setAge(path, 60);
        const auto recoverable = recoverableAutosave(path);
        QVERIFY(recoverable);
        QCOMPARE(loadInvestigation(*recoverable)->conclusion, std::string("unsaved work"));

        QVERIFY(discardAutosave(path));
        QVERIFY(!fs::exists(workflow::autosavePath(path)));
        QVERIFY(!recoverableAutosave(path));
        QVERIFY(discardAutosave(path)); // nothing to discard is fine
    }

    void findingJson()
    {
        Finding f = makeFinding("labels.non_integer", Severity::Warning, "m", "fix");
        f.measurements = {{"count", 12, ""}};
        const json j = findingToJson(f);
        QCOMPARE(j.at("severity").get<std::string>(), std::string("warning"));
        const auto back = findingFromJson(j);
        QVERIFY(back);
        QVERIFY(*back == f);
    }
};

QTEST_GUILESS_MAIN(TestWorkflowInvestigationFile)
#include "tst_workflow_investigationfile.moc"
