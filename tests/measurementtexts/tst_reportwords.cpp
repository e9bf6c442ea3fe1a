// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// What a translated investigation report says besides its fixed texts (issue 22): a reader's error in the
// user's language (base/errortexts.h), a failed run framed as a whole sentence, the run table's inputs in
// words, and the findings' measurements. The expected German and Chinese texts are written by hand; the
// error sentences are checked against the readers' source and against real broken files.
#include "base/errortexts.h"
#include "investigate/reportbuilder.h"
#include "io/imageloader.h"
#include "report/translatereport.h"
#include "support/qmcatalogue.h"
#include "support/shippedknowledge.h"
#include "support/sourcefiles.h"

#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cctype>
#include <map>

using namespace scansleuth;

namespace {

const QmCatalog& catalogue(const char* path)
{
    return testsupport::shippedCatalogue(path);
}

// Every text of a section and its children, blocks flattened (paragraphs, table cells).
void collect(const report::Section& s, std::vector<std::string>& out)
{
    for (const report::Block& b : s.blocks) {
        if (const auto* p = std::get_if<report::Paragraph>(&b))
            out.push_back(p->text);
        if (const auto* t = std::get_if<report::Table>(&b))
            for (const auto& row : t->rows)
                out.insert(out.end(), row.begin(), row.end());
    }
    for (const report::Section& c : s.children)
        collect(c, out);
}

bool contains(const std::vector<std::string>& texts, const std::string& text)
{
    return std::find(texts.begin(), texts.end(), text) != texts.end();
}

// The string literals of a C++ source as the compiler reads them: adjacent ones joined ("a " "b" -> "a b"),
// escapes read; comments and character literals skipped.
void literalsOf(const std::string& text, std::vector<std::string>& out)
{
    const auto readLiteral = [&](std::size_t& i, std::string& into) { // text[i] == '"'
        for (++i; i < text.size() && text[i] != '"'; ++i)
            into += text[i] == '\\' && i + 1 < text.size() ? text[++i] : text[i];
        ++i;
    };
    for (std::size_t i = 0; i < text.size();) {
        if (text.compare(i, 2, "//") == 0) {
            i = text.find('\n', i);
        } else if (text.compare(i, 2, "/*") == 0) {
            i = text.find("*/", i);
            i = i == std::string::npos ? i : i + 2;
        } else if (text[i] == '\'') {
            for (++i; i < text.size() && text[i] != '\''; ++i)
                i += text[i] == '\\' ? 1 : 0;
            ++i;
        } else if (text[i] == '"') {
            std::string literal;
            for (;;) {
                readLiteral(i, literal);
                std::size_t next = i;
                while (next < text.size() && std::isspace(static_cast<unsigned char>(text[next])))
                    ++next;
                if (next >= text.size() || text[next] != '"')
                    break;
                i = next;
            }
            out.push_back(std::move(literal));
        } else {
            ++i;
        }
        if (i == std::string::npos)
            break;
    }
}

} // namespace

class TestReportWords : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void errorSentences_data()
    {
        QTest::addColumn<QString>("english");
        QTest::addColumn<QString>("german");
        QTest::addColumn<QString>("chinese");
        QTest::addRow("plain") << "The path does not exist."
                               << "Der Pfad existiert nicht."
                               << "该路径不存在。";
        QTest::addRow("with detail") << "The path does not exist. (nothere.nii.gz)"
                                     << "Der Pfad existiert nicht. (nothere.nii.gz)"
                                     << "该路径不存在。 (nothere.nii.gz)";
        QTest::addRow("parentheses in the sentence")
            << "The compressed file ends before all of its voxel data (it is truncated). (end of data at "
               "uncompressed byte 96)"
            << "Die komprimierte Datei endet vor dem Ende ihrer Voxeldaten (sie ist abgeschnitten). (end of "
               "data at uncompressed byte 96)"
            << "压缩文件在全部体素数据之前就结束了（文件被截断）。 (end of data at uncompressed byte 96)";
        QTest::addRow("a number in it") << "The compressed file is far too small to hold the 6 MiB of voxels "
                                           "its header claims. (broken.nii.gz: "
                                           "needed 6291456 bytes, at most 1048576 can be inflated)"
                                        << "Die komprimierte Datei ist viel zu klein für die 6 MiB Voxel, "
                                           "die ihr Header angibt. (broken.nii.gz: "
                                           "needed 6291456 bytes, at most 1048576 can be inflated)"
                                        << "压缩文件太小，远不足以容纳其头信息声称的 6 MiB 体素。 "
                                           "(broken.nii.gz: needed 6291456 bytes, at most "
                                           "1048576 can be inflated)";
        QTest::addRow("unknown: kept") << "The model has no forward method."
                                       << "The model has no forward method."
                                       << "The model has no forward method.";
        QTest::addRow("a known start, another sentence") << "The path does not exist, nor its parent."
                                                         << "The path does not exist, nor its parent."
                                                         << "The path does not exist, nor its parent.";
    }

    void errorSentences()
    {
        QFETCH(QString, english);
        QFETCH(QString, german);
        QFETCH(QString, chinese);
        const std::string e = english.toStdString();
        QCOMPARE(QString::fromStdString(renderErrorText(e, englishTranslator())), english);
        QCOMPARE(QString::fromStdString(renderErrorText(e, catalogue(SCANSLEUTH_DE_QM).translator())),
                 german);
        QCOMPARE(QString::fromStdString(renderErrorText(e, catalogue(SCANSLEUTH_ZH_CN_QM).translator())),
                 chinese);
    }

    // Each marked sentence is one a reader writes: its literal start is in core's source as a string.
    void everySentenceIsInTheSource()
    {
        // Every string literal of core's source, and of widgets/ for the GUI's modules (their ModuleSpec
        // phrases), as the compiler reads it: adjacent literals joined, escapes read. Sorted, so that "a
        // literal starts with this text" is a binary search.
        std::vector<std::string> literals;
        // Not the table itself (errortexts.cpp, errortexts_io.cpp...).
        for (const QString& file : testsupport::sourceFiles(
                 QStringLiteral(SCANSLEUTH_SOURCE_DIR), {QStringLiteral("core"), QStringLiteral("widgets")},
                 QStringLiteral("errortext"))) {
            QFile f(file);
            if (f.open(QIODevice::ReadOnly))
                literalsOf(f.readAll().toStdString(), literals);
        }
        std::sort(literals.begin(), literals.end());
        const auto startsALiteral = [&](const std::string& piece) {
            const auto it = std::lower_bound(literals.begin(), literals.end(), piece);
            return it != literals.end() && it->compare(0, piece.size(), piece) == 0;
        };
        const auto isALiteral = [&](const std::string& piece) {
            return std::binary_search(literals.begin(), literals.end(), piece);
        };
        QVERIFY(literals.size() > 1000);
        for (const char* sentence : errorTexts()) {
            const std::string s(sentence);
            const std::string head = s.substr(0, s.find('{'));
            // A composed sentence ("an " + label + " without an id") is in the source in pieces: the head
            // must be a row of literals' starts; a piece of fewer than three characters with a letter in it
            // must be a whole literal ("A "), not a stray fragment.
            std::vector<bool> reachable(head.size() + 1, false); // reachable[i]: head[i..] is such a row
            reachable[head.size()] = true;
            for (std::size_t at = head.size(); at-- > 0;)
                for (std::size_t end = head.size(); end > at && !reachable[at]; --end) {
                    const std::string piece = head.substr(at, end - at);
                    const bool letters = std::any_of(piece.begin(), piece.end(), [](char c) {
                        return std::isalpha(static_cast<unsigned char>(c));
                    });
                    reachable[at] = reachable[end] && startsALiteral(piece) &&
                                    (piece.size() >= 3 || !letters || isALiteral(piece));
                }
            QVERIFY2(reachable[0], sentence);
        }
    }

    // Real broken files: the loaders' errors read in German where the sentence is known; at least the
    // common ones (a missing file, a truncated image) are.
    void brokenFilesSayWhyInGerman()
    {
        const Translator de = catalogue(SCANSLEUTH_DE_QM).translator();
        QTemporaryDir dir;
        QFile truncated(dir.filePath(QStringLiteral("truncated.nii")));
        QFile control(QStringLiteral(SCANSLEUTH_TEST_DATA_DIR "/malformed/nifti_control_8x8x8.nii"));
        QVERIFY(control.open(QIODevice::ReadOnly) && truncated.open(QIODevice::WriteOnly));
        truncated.write(control.read(400)); // the header and a few voxels
        truncated.close();
        int known = 0;
        QStringList english;
        std::vector<std::string> paths = {dir.filePath(QStringLiteral("nothere.nii.gz")).toStdString(),
                                          truncated.fileName().toStdString()};
        QDirIterator malformed(QStringLiteral(SCANSLEUTH_TEST_DATA_DIR "/malformed"),
                               {QStringLiteral("*.nii"), QStringLiteral("*.nii.gz"), QStringLiteral("*.dcm")},
                               QDir::Files);
        while (malformed.hasNext())
            paths.push_back(malformed.next().toStdString());
        for (std::size_t i = 0; i < paths.size(); ++i) {
            Result<io::LoadedPath> loaded = io::loadPath(paths[i]);
            const std::vector<Error> errors = loaded ? loaded->errors : std::vector<Error>{loaded.error()};
            if (i < 2) // the missing file and the truncated one: known sentences
                QVERIFY2(!errors.empty() &&
                             renderErrorText(errors.front().message, de) != errors.front().message,
                         paths[i].c_str());
            if (i == 0)
                QCOMPARE(renderErrorText(errors.front().message, de),
                         std::string("Der Pfad existiert nicht."));
            for (const Error& e : errors) {
                if (renderErrorText(e.message, de) != e.message)
                    ++known;
                else
                    english << QString::fromStdString(e.message);
            }
        }
        // Honest about what stays English: listed, not hidden.
        if (!english.isEmpty())
            qInfo("still in English: %s", qPrintable(english.join(QStringLiteral(" | "))));
        QVERIFY(known >= 2);
    }

    // An investigation's report in German and Chinese: a failed run's error framed and translated, the
    // run table's inputs in words, the measurements in words.
    void investigationReportInGermanAndChinese()
    {
        workflow::Investigation inv;
        inv.symptomId = "mask-misaligned";
        workflow::ExperimentRun failed;
        failed.id = "run-1";
        failed.experiment = "exp-pair-geometry";
        failed.inputs = {{"image", "/data/ct.nii.gz"}, {"mask", "/data/nothere.nii.gz"}};
        failed.status = "failed";
        failed.error = "The path does not exist. (nothere.nii.gz)";
        failed.evidence.summary = failed.error;
        workflow::ExperimentRun done;
        done.id = "run-2";
        done.experiment = "exp-pair-geometry";
        done.inputs = {{"image", "/data/ct.nii.gz"}, {"reference", "/data/mask.nii.gz"}};
        Finding f = makeFinding("geometry.axis_flip", Severity::Error, "-");
        f.measurements = {{"voxel_axis", 0, ""}, {"correction_shift", 12.5, "mm"}};
        done.evidence.findings.push_back(f);
        inv.runs = {failed, done};
        const workflow::KnowledgeBase& kb = testsupport::shippedKnowledgeBase();

        report::Document english = investigate::buildReport(inv, kb);
        std::vector<std::string> en;
        for (const report::Section& s : english.sections)
            collect(s, en);
        QVERIFY(contains(en, "The experiment failed: The path does not exist. (nothere.nii.gz)"));
        QVERIFY(contains(en, "image: ct.nii.gz; mask: nothere.nii.gz"));
        QVERIFY(contains(en, "image: ct.nii.gz; reference mask: mask.nii.gz"));
        QVERIFY(contains(en, "voxel axis 0, shift by the correction 12.5 mm"));

        report::Document de = english;
        report::translateDocument(de, catalogue(SCANSLEUTH_DE_QM).translator());
        std::vector<std::string> deTexts;
        for (const report::Section& s : de.sections)
            collect(s, deTexts);
        QVERIFY(contains(deTexts,
                         "Das Experiment ist fehlgeschlagen: Der Pfad existiert nicht. (nothere.nii.gz)"));
        QVERIFY(contains(deTexts, "Der Pfad existiert nicht. (nothere.nii.gz)")); // the run table's result
        QVERIFY(contains(deTexts, "Bild: ct.nii.gz; Maske: nothere.nii.gz"));
        QVERIFY(contains(deTexts, "Bild: ct.nii.gz; Referenzmaske: mask.nii.gz"));
        QVERIFY(contains(deTexts, "Voxelachse 0, Verschiebung durch die Korrektur 12.5 mm"));

        report::Document zh = english;
        report::translateDocument(zh, catalogue(SCANSLEUTH_ZH_CN_QM).translator());
        std::vector<std::string> zhTexts;
        for (const report::Section& s : zh.sections)
            collect(s, zhTexts);
        QVERIFY(contains(zhTexts, "实验失败：该路径不存在。 (nothere.nii.gz)"));
        QVERIFY(contains(zhTexts, "图像：ct.nii.gz；掩膜：nothere.nii.gz"));
        QVERIFY(contains(zhTexts, "体素轴 0，校正带来的位移 12.5 mm"));
    }
};

QTEST_GUILESS_MAIN(TestReportWords)
#include "tst_reportwords.moc"
