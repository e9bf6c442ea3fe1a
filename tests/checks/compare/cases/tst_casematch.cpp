// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Matching cases across runs: keys from nnU-Net/MONAI/Slicer file names, natural order, missing and
// duplicate cases reported per input, CSV lists in their common forms, and every error with its sentence.
#include "compare/cases/casematch.h"
#include "compare/cases/casematchjson.h"

#include <QTemporaryDir>
#include <QTest>

#include <filesystem>
#include <fstream>

using namespace scansleuth;
using namespace scansleuth::compare;

namespace fs = std::filesystem;

namespace {

// Creates `dir/relative` (and its folders) holding `text`; empty files stand in for images.
std::string writeFile(const QTemporaryDir& dir, const std::string& relative, const std::string& text = {})
{
    const fs::path path = fs::path(dir.path().toStdString()) / relative;
    fs::create_directories(path.parent_path());
    std::ofstream(path, std::ios::binary) << text;
    return path.string();
}

std::string folder(const QTemporaryDir& dir, const std::string& relative)
{
    const fs::path path = fs::path(dir.path().toStdString()) / relative;
    fs::create_directories(path);
    return path.string();
}

std::vector<std::string> keys(const CaseTable& table)
{
    std::vector<std::string> k;
    for (const CaseRow& r : table.rows)
        k.push_back(r.key);
    return k;
}

bool evidenceContains(const Finding* f, const std::string& fragment)
{
    if (f == nullptr)
        return false;
    for (const std::string& e : f->evidence) {
        if (e.find(fragment) != std::string::npos)
            return true;
    }
    return false;
}

} // namespace

class TestCaseMatch : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void caseKeys_data();
    void caseKeys();
    void naturalOrder();
    void parseRunSpecs_data();
    void parseRunSpecs();
    void matchesAcrossExtensionsAndSuffixes();
    void channelSuffixOnlyWhenEveryFileHasOne();
    void perClassProbabilityFiles();
    void monaiFolderPerCase();
    void unmatchedListedPerInput();
    void duplicatesNamed();
    void emptyRun();
    void emptyCaseLists_data();
    void emptyCaseLists();
    void csvForms_data();
    void csvForms();
    void csvMissingFileIsAFinding();
    void errors_data();
    void errors();
    void json();
};

void TestCaseMatch::caseKeys_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("key");
    QTest::addRow("nnU-Net prediction") << "case_001.nii.gz"
                                        << "case_001";
    QTest::addRow("nnU-Net channel") << "case_001_0000.nii.gz"
                                     << "case_001";
    QTest::addRow("nnU-Net second channel") << "BraTS_042_0003.nii.gz"
                                            << "BraTS_042";
    QTest::addRow("plain nii") << "case_001.nii"
                               << "case_001";
    QTest::addRow("MONAI seg") << "case_001_seg.nii.gz"
                               << "case_001";
    QTest::addRow("upper case") << "CASE_001_SEG.NII.GZ"
                                << "CASE_001";
    QTest::addRow("pred") << "img7_pred.nrrd"
                          << "img7";
    QTest::addRow("prediction") << "img7_prediction.mha"
                                << "img7";
    QTest::addRow("dash seg") << "img7-seg.mhd"
                              << "img7";
    QTest::addRow("Slicer seg.nrrd") << "img7.seg.nrrd"
                                     << "img7";
    QTest::addRow("mask") << "lung_12_mask.nhdr"
                          << "lung_12";
    QTest::addRow("label") << "lung_12_label.nii.gz"
                           << "lung_12";
    QTest::addRow("labels") << "lung_12_labels.nii.gz"
                            << "lung_12";
    QTest::addRow("segmentation") << "lung_12_segmentation.nii.gz"
                                  << "lung_12";
    QTest::addRow("one suffix only") << "a_seg_pred.nii.gz"
                                     << "a_seg";
    QTest::addRow("suffix is the whole name") << "seg.nii.gz"
                                              << "seg";
    QTest::addRow("three digits are no channel") << "hippocampus_001.nii.gz"
                                                 << "hippocampus_001";
    QTest::addRow("word ending in seg") << "dataseg.nii.gz"
                                        << "dataseg";
}

void TestCaseMatch::caseKeys()
{
    QFETCH(QString, file);
    QFETCH(QString, key);
    QCOMPARE(QString::fromStdString(caseKey(file.toStdString())), key);
}

void TestCaseMatch::naturalOrder()
{
    std::vector<std::string> names = {"case_10",  "case_2", "Case_1", "case_010",
                                      "case_02b", "case",   "case_2a"};
    std::sort(names.begin(), names.end(),
              [](const std::string& a, const std::string& b) { return naturalLess(a, b); });
    const std::vector<std::string> expected = {"case",     "Case_1",   "case_2", "case_2a",
                                               "case_02b", "case_010", "case_10"};
    QCOMPARE(names, expected);
    QVERIFY(!naturalLess("case_2", "case_2"));
}

void TestCaseMatch::parseRunSpecs_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("path");
    QTest::addColumn<QString>("error");
    QTest::addRow("plain") << "baseline=/data/preds"
                           << "baseline"
                           << "/data/preds"
                           << "";
    QTest::addRow("blanks trimmed") << " new = a=b "
                                    << "new"
                                    << "a=b"
                                    << "";
    QTest::addRow("no equals") << "/data/preds"
                               << ""
                               << ""
                               << "NAME=PATH";
    QTest::addRow("no name") << "=/data"
                             << ""
                             << ""
                             << "no name";
    QTest::addRow("no path") << "x="
                             << ""
                             << ""
                             << "no path";
}

void TestCaseMatch::parseRunSpecs()
{
    QFETCH(QString, text);
    QFETCH(QString, name);
    QFETCH(QString, path);
    QFETCH(QString, error);
    const Result<RunSpec> spec = parseRunSpec(text.toStdString());
    if (!error.isEmpty()) {
        QVERIFY(!spec.ok());
        QCOMPARE(spec.error().kind, ErrorKind::Invalid);
        QVERIFY2(QString::fromStdString(spec.error().message).contains(error), spec.error().message.c_str());
        return;
    }
    QVERIFY(spec.ok());
    QCOMPARE(QString::fromStdString(spec->name), name);
    QCOMPARE(QString::fromStdString(spec->path), path);
}

void TestCaseMatch::matchesAcrossExtensionsAndSuffixes()
{
    QTemporaryDir dir;
    const std::string a = writeFile(dir, "nnunet/case_10.nii.gz");
    writeFile(dir, "nnunet/case_2.nii.gz");
    writeFile(dir, "nnunet/plans.json", "{}");
    writeFile(dir, "nnunet/case_2.npz");
    const std::string b = writeFile(dir, "monai/case_10_seg.nii");
    writeFile(dir, "monai/case_2_seg.nii");
    const std::string t = writeFile(dir, "labelsTs/case_10.nii.gz");
    writeFile(dir, "labelsTs/case_2.nii.gz");
    const Result<CaseTable> table = matchCases(
        {{"nnunet", folder(dir, "nnunet")}, {"monai", folder(dir, "monai")}}, folder(dir, "labelsTs"));
    QVERIFY2(table.ok(), table.ok() ? "" : table.error().message.c_str());
    QCOMPARE(keys(*table), (std::vector<std::string>{"case_2", "case_10"}));
    QCOMPARE(table->rows[1], (CaseRow{"case_10", {a, b}, {{}, {}}, t}));
    QCOMPARE(table->runNames, (std::vector<std::string>{"nnunet", "monai"}));
    QVERIFY(table->unmatched.empty());
    QVERIFY(table->findings.empty());
    QCOMPARE(table->complete(), 2);
}

void TestCaseMatch::channelSuffixOnlyWhenEveryFileHasOne()
{
    QTemporaryDir dir;
    writeFile(dir, "imagesTs/case_001_0000.nii.gz");
    writeFile(dir, "imagesTs/case_002_0000.nii.gz");
    writeFile(dir, "liver/liver_0001.nii.gz");
    writeFile(dir, "liver/liver_0002.nii.gz");
    const Result<RunCases> images = listRunCases({"images", folder(dir, "imagesTs")});
    QVERIFY(images.ok());
    QCOMPARE(images->cases.size(), std::size_t(2));
    QCOMPARE(images->cases[0].key, std::string("case_001"));
    // Removing "_0001" and "_0002" would merge every case into "liver": these are case numbers.
    const Result<RunCases> liver = listRunCases({"liver", folder(dir, "liver")});
    QVERIFY(liver.ok());
    QCOMPARE(liver->cases.size(), std::size_t(2));
    QCOMPARE(liver->cases[1].key, std::string("liver_0002"));
    QVERIFY(liver->findings.empty());
}

// nnU-Net-style per-class probability files: every case has channels 0000 .. C-1, so a case's files are
// its channels, in channel order; a folder where one case lacks a channel is case names again.
void TestCaseMatch::perClassProbabilityFiles()
{
    QTemporaryDir dir;
    const std::string p10 = writeFile(dir, "probs/case_10_0000.nii.gz");
    const std::string p11 = writeFile(dir, "probs/case_10_0001.nii.gz");
    const std::string p12 = writeFile(dir, "probs/case_10_0002.nii.gz");
    for (const char* name :
         {"probs/case_2_0002.nii.gz", "probs/case_2_0000.nii.gz", "probs/case_2_0001.nii.gz"})
        writeFile(dir, name);
    const Result<RunCases> probs = listRunCases({"probs", folder(dir, "probs")});
    QVERIFY(probs.ok());
    QCOMPARE(probs->cases.size(), std::size_t(2));
    QCOMPARE(probs->cases[1].key, std::string("case_10"));
    QCOMPARE(probs->cases[1].channelPaths, (std::vector<std::string>{p10, p11, p12}));
    QCOMPARE(probs->cases[1].path, p10);
    QCOMPARE(probs->cases[0].channelPaths.size(), std::size_t(3));
    QVERIFY(probs->cases[0].channelPaths[2].ends_with("case_2_0002.nii.gz"));
    QVERIFY(probs->findings.empty());

    writeFile(dir, "labels/case_10.nii.gz");
    writeFile(dir, "labels/case_2.nii.gz");
    const Result<CaseTable> table =
        matchCases({{"probs", folder(dir, "probs")}, {"labels", folder(dir, "labels")}});
    QVERIFY(table.ok());
    QCOMPARE(table->rows[1].files(0), (std::vector<std::string>{p10, p11, p12}));
    QCOMPARE(table->rows[1].files(1).size(), std::size_t(1));
    QVERIFY(table->unmatched.empty());

    // case_3 lacks channel 0002: not per-class files; every file is its own case.
    writeFile(dir, "uneven/case_2_0000.nii.gz");
    writeFile(dir, "uneven/case_2_0001.nii.gz");
    writeFile(dir, "uneven/case_2_0002.nii.gz");
    writeFile(dir, "uneven/case_3_0000.nii.gz");
    writeFile(dir, "uneven/case_3_0001.nii.gz");
    const Result<RunCases> uneven = listRunCases({"uneven", folder(dir, "uneven")});
    QVERIFY(uneven.ok());
    QCOMPARE(uneven->cases.size(), std::size_t(5));
    QVERIFY(uneven->cases[0].channelPaths.empty());
}

void TestCaseMatch::monaiFolderPerCase()
{
    QTemporaryDir dir;
    writeFile(dir, "monai/case_1/case_1_seg.nii.gz");
    writeFile(dir, "monai/case_2/case_2_seg.nii.gz");
    writeFile(dir, "monai/.hidden/case_3_seg.nii.gz");
    writeFile(dir, "flat/case_1.nii.gz");
    writeFile(dir, "flat/case_2.nii.gz");
    const Result<CaseTable> table =
        matchCases({{"monai", folder(dir, "monai")}, {"flat", folder(dir, "flat")}});
    QVERIFY(table.ok());
    QCOMPARE(keys(*table), (std::vector<std::string>{"case_1", "case_2"}));
    QCOMPARE(table->complete(), 2);
}

void TestCaseMatch::unmatchedListedPerInput()
{
    QTemporaryDir dir;
    for (const char* f : {"a/case_1.nii.gz", "a/case_2.nii.gz", "a/case_3.nii.gz", "b/case_1.nii.gz",
                          "b/case_3.nii.gz", "b/case_4.nii.gz", "t/case_1.nii.gz", "t/case_5.nii.gz"})
        writeFile(dir, f);
    const Result<CaseTable> table =
        matchCases({{"a", folder(dir, "a")}, {"b", folder(dir, "b")}}, folder(dir, "t"));
    QVERIFY(table.ok());
    QCOMPARE(keys(*table), (std::vector<std::string>{"case_1", "case_2", "case_3", "case_4", "case_5"}));
    const std::vector<UnmatchedCases> expected = {
        {"a", {"case_4", "case_5"}}, {"b", {"case_2", "case_5"}}, {"truth", {"case_2", "case_3", "case_4"}}};
    QCOMPARE(table->unmatched, expected);
    QCOMPARE(table->rows[1].paths[1], std::string());
    QCOMPARE(table->rows[4].truth, table->truthSource + "/case_5.nii.gz");
    QCOMPARE(table->complete(), 1);
    QCOMPARE(std::count_if(table->findings.begin(), table->findings.end(),
                           [](const Finding& f) { return f.code == "compare.unmatched_case"; }),
             3);
    QVERIFY(evidenceContains(findFinding(table->findings, "compare.unmatched_case"), "a: case_4"));
}

void TestCaseMatch::duplicatesNamed()
{
    QTemporaryDir dir;
    const std::string first = writeFile(dir, "a/case_1.nii.gz");
    const std::string second = writeFile(dir, "a/case_1_seg.nii");
    writeFile(dir, "a/case_2.nii.gz");
    writeFile(dir, "b/case_1.nii.gz");
    writeFile(dir, "b/case_2.nii.gz");
    const Result<CaseTable> table = matchCases({{"a", folder(dir, "a")}, {"b", folder(dir, "b")}});
    QVERIFY(table.ok());
    const Finding* dup = findFinding(table->findings, "compare.duplicate_case");
    QVERIFY(dup != nullptr);
    QCOMPARE(dup->severity, Severity::Error);
    QVERIFY(evidenceContains(dup, first));
    QVERIFY(evidenceContains(dup, second));
    // Neither file is picked, and the case is not reported a second time as unmatched.
    QCOMPARE(table->rows[0].key, std::string("case_1"));
    QCOMPARE(table->rows[0].paths[0], std::string());
    QVERIFY(table->unmatched.empty());
}

void TestCaseMatch::emptyRun()
{
    QTemporaryDir dir;
    writeFile(dir, "a/case_1.nii.gz");
    writeFile(dir, "b/notes.txt", "nothing here");
    const Result<CaseTable> table = matchCases({{"a", folder(dir, "a")}, {"b", folder(dir, "b")}});
    QVERIFY(table.ok());
    QVERIFY(hasFinding(table->findings, "compare.empty_run"));
    QCOMPARE(table->unmatched, (std::vector<UnmatchedCases>{{"b", {"case_1"}}}));
}

void TestCaseMatch::emptyCaseLists_data()
{
    QTest::addColumn<QString>("csv");
    QTest::addRow("empty file") << "";
    QTest::addRow("header only") << "case,file\n";
    QTest::addRow("blank lines") << "\n\r\n  \n";
}

void TestCaseMatch::emptyCaseLists()
{
    QFETCH(QString, csv);
    QTemporaryDir dir;
    const std::string list = writeFile(dir, "list.csv", csv.toStdString());
    const Result<RunCases> run = listRunCases({"csv", list});
    QVERIFY2(run.ok(), run.ok() ? "" : run.error().message.c_str());
    QVERIFY(run->cases.empty());
    const Finding* f = findFinding(run->findings, "compare.empty_run");
    QVERIFY(f != nullptr);
    QVERIFY(f->message.find("Run 'csv'") != std::string::npos);
}

void TestCaseMatch::csvForms_data()
{
    QTest::addColumn<QString>("csv");
    QTest::addRow("header, comma") << "case,file\ncase_2,preds/x2.nii.gz\ncase_10,preds/x10.nii.gz\n";
    QTest::addRow("no header") << "case_2,preds/x2.nii.gz\ncase_10,preds/x10.nii.gz";
    QTest::addRow("semicolon, CRLF")
        << "id;prediction\r\ncase_2;preds/x2.nii.gz\r\ncase_10;preds/x10.nii.gz\r\n";
    QTest::addRow("quoted, BOM, blank line") << "\xEF\xBB\xBF\"case\",\"file\"\n\n\"case_2\", "
                                                "\"preds/x2.nii.gz\"\n\"case_10\",\"./preds/x10.nii.gz\"\n";
    QTest::addRow("extra columns")
        << "case,file,fold\ncase_2,preds/x2.nii.gz,0\ncase_10,preds/x10.nii.gz,1\n";
}

void TestCaseMatch::csvForms()
{
    QFETCH(QString, csv);
    QTemporaryDir dir;
    const std::string x2 = writeFile(dir, "run/preds/x2.nii.gz");
    const std::string x10 = writeFile(dir, "run/preds/x10.nii.gz");
    const std::string list = writeFile(dir, "run/cases.csv", csv.toStdString());
    const Result<RunCases> run = listRunCases({"csv", list});
    QVERIFY2(run.ok(), run.ok() ? "" : run.error().message.c_str());
    const std::vector<CaseFile> expected = {{"case_2", x2}, {"case_10", x10}};
    QCOMPARE(run->cases, expected);
    QVERIFY(run->findings.empty());
}

void TestCaseMatch::csvMissingFileIsAFinding()
{
    QTemporaryDir dir;
    writeFile(dir, "p/a.nii.gz");
    const std::string list = writeFile(dir, "list.csv", "case,file\na,p/a.nii.gz\nb,p/b.nii.gz\na2;x\n");
    const Result<RunCases> run = listRunCases({"csv", list});
    QVERIFY(!run.ok()); // "a2;x" is one field in a comma file
    const std::string fixed = writeFile(dir, "list2.csv", "case,file\na,p/a.nii.gz\nb,p/b.nii.gz\n");
    const Result<RunCases> run2 = listRunCases({"csv", fixed});
    QVERIFY(run2.ok());
    QCOMPARE(run2->cases.size(), std::size_t(1));
    const Finding* f = findFinding(run2->findings, "compare.missing_file");
    QVERIFY(f != nullptr);
    QVERIFY(evidenceContains(f, "b: "));
    QVERIFY(evidenceContains(f, "line 3"));
}

void TestCaseMatch::errors_data()
{
    QTest::addColumn<QStringList>("runs"); // NAME=relative path, "@" for the temporary folder
    QTest::addColumn<QString>("truth");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("fragment");
    QTest::addRow("one run without truth") << QStringList{"a=a"} << "" << int(ErrorKind::Invalid)
                                           << "at least two runs, or one run and the truth";
    QTest::addRow("no run, with truth")
        << QStringList{} << "truth" << int(ErrorKind::Invalid) << "0 run(s) given.";
    QTest::addRow("no runs") << QStringList{} << "" << int(ErrorKind::Invalid)
                             << "0 run(s) given and no truth.";
    QTest::addRow("name twice") << QStringList{"a=a", "a=b"} << "" << int(ErrorKind::Invalid)
                                << "'a' is given twice";
    QTest::addRow("missing folder") << QStringList{"a=a", "b=nowhere"} << "" << int(ErrorKind::NotFound)
                                    << "run 'b' does not exist";
    QTest::addRow("missing truth") << QStringList{"a=a", "b=b"} << "nolabels" << int(ErrorKind::NotFound)
                                   << "The path of the truth does not exist";
    QTest::addRow("not a list") << QStringList{"a=a", "b=a/case_1.nii.gz"} << "" << int(ErrorKind::Invalid)
                                << "folder of predictions or a CSV";
    QTest::addRow("one-field row") << QStringList{"a=a", "b=onefield.csv"} << "" << int(ErrorKind::Corrupt)
                                   << "needs a case and a file on line 2";
    QTest::addRow("open quote") << QStringList{"a=a", "b=quote.csv"} << "" << int(ErrorKind::Corrupt)
                                << "unterminated quote on line 1";
    QTest::addRow("unreadable CSV") << QStringList{"a=a", "b=unreadable.csv"} << "" << int(ErrorKind::Io)
                                    << "Could not read the case list";
}

void TestCaseMatch::errors()
{
    QFETCH(QStringList, runs);
    QFETCH(QString, truth);
    QFETCH(int, kind);
    QFETCH(QString, fragment);
    QTemporaryDir dir;
    writeFile(dir, "a/case_1.nii.gz");
    writeFile(dir, "b/case_1.nii.gz");
    writeFile(dir, "onefield.csv", "case,file\ncase_1\n");
    writeFile(dir, "quote.csv", "\"case_1,b/case_1.nii.gz\n");
    // A list that opens but cannot be read, even as root (CI): /proc/self/mem fails at offset 0 with EIO.
    fs::create_symlink("/proc/self/mem", fs::path(dir.path().toStdString()) / "unreadable.csv");
    std::vector<RunSpec> specs;
    for (const QString& r : runs) {
        const Result<RunSpec> spec = parseRunSpec(r.toStdString());
        QVERIFY(spec.ok());
        specs.push_back({spec->name, (fs::path(dir.path().toStdString()) / spec->path).string()});
    }
    const std::string truthPath =
        truth.isEmpty() ? std::string() : dir.path().toStdString() + "/" + truth.toStdString();
    const Result<CaseTable> table = matchCases(specs, truthPath);
    QVERIFY(!table.ok());
    QCOMPARE(int(table.error().kind), kind);
    QVERIFY2(QString::fromStdString(table.error().message).contains(fragment), table.error().message.c_str());
}

void TestCaseMatch::json()
{
    QTemporaryDir dir;
    writeFile(dir, "a/case_1.nii.gz");
    writeFile(dir, "a/case_2.nii.gz");
    const std::string b1 = writeFile(dir, "b/case_1_pred.nii.gz");
    const Result<CaseTable> table = matchCases({{"a", folder(dir, "a")}, {"b", folder(dir, "b")}});
    QVERIFY(table.ok());
    const nlohmann::json j = toJson(*table);
    QVERIFY(j["runs"] == nlohmann::json({"a", "b"}));
    QVERIFY(j["truth"].is_null());
    QCOMPARE(j["complete"].get<int>(), 1);
    QCOMPARE(j["cases"][0]["case"].get<std::string>(), std::string("case_1"));
    QCOMPARE(j["cases"][0]["paths"]["b"].get<std::string>(), b1);
    QVERIFY(j["cases"][1]["paths"]["b"].is_null());
    QCOMPARE(j["unmatched"][0]["input"].get<std::string>(), std::string("b"));
    QVERIFY(j["unmatched"][0]["missing"] == nlohmann::json::array({"case_2"}));
    QCOMPARE(j["findings"][0]["code"].get<std::string>(), std::string("compare.unmatched_case"));
}

QTEST_GUILESS_MAIN(TestCaseMatch)
#include "tst_casematch.moc"
