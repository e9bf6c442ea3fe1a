// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The errors of model loading, preprocessing specs, the knowledge base, investigation files and report
// writing read in German and Chinese (issue 22, base/errortexts_model.cpp). Each row makes a real error by
// calling the real code on a broken input (a missing, empty or non-TorchScript model file, an unknown
// device, a broken knowledge base file, an investigation file that is not JSON, a spec with a bad step, a
// report into a missing folder) and compares renderErrorText's output, through the shipped catalogues, with
// sentences written by hand. A detail in parentheses stays as it is.
#include "base/errortexts.h"
#include "model/device.h"
#include "model/model.h"
#include "model/npy.h"
#include "preprocess/specjson.h"
#include "report/writers.h"
#include "support/qmcatalogue.h"
#include "workflow/investigation.h"
#include "workflow/investigationjson.h"
#include "workflow/knowledgebase.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace scansleuth;

namespace {

Translator translator(const char* qm)
{
    return testsupport::shippedCatalogue(qm).translator();
}

void writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    QVERIFY2(f.open(QIODevice::WriteOnly), qPrintable(path));
    f.write(bytes);
}

// What the GUI shows of a failed run: the message and, when there is one, the detail in parentheses.
std::string shown(const Error& e)
{
    return e.detail.empty() ? e.message : e.message + " (" + e.detail + ")";
}

template <typename T> Error errorOf(const Result<T>& r)
{
    return r ? Error{ErrorKind::Invalid, "no error", {}} : r.error();
}

} // namespace

Q_DECLARE_METATYPE(scansleuth::Error)

class TestErrorTextsModel : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    std::string path(const char* name) const { return m_dir.filePath(QString::fromUtf8(name)).toStdString(); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        writeFile(m_dir.filePath(QStringLiteral("empty.pt")), {});
        writeFile(m_dir.filePath(QStringLiteral("notes.pt")), "these are notes, not a model\n");
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("folder.pt")));
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("kb")));
        writeFile(m_dir.filePath(QStringLiteral("kb/a.json")), "[1, 2, 3]");
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("kbbroken")));
        writeFile(m_dir.filePath(QStringLiteral("kbbroken/a.json")), "{\"format\": ");
        writeFile(m_dir.filePath(QStringLiteral("case.ssinv")), "this is not JSON");
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("kbtitle")));
        writeFile(m_dir.filePath(QStringLiteral("kbtitle/a.json")),
                  R"({"format": "scansleuth.knowledge", "version": 1, "symptoms": [{"id": "s-one"}]})");
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("kbnoid")));
        writeFile(m_dir.filePath(QStringLiteral("kbnoid/a.json")),
                  R"({"format": "scansleuth.knowledge", "version": 1, "symptoms": [{"title": "Slow"}]})");
    }

    void realErrorsInGermanAndChinese_data()
    {
        QTest::addColumn<Error>("error");
        QTest::addColumn<QString>("english"); // the message as the code says it, to catch a changed sentence
        QTest::addColumn<QString>("german");
        QTest::addColumn<QString>("chinese");
        const QString dir = m_dir.path();

        const std::string missing = path("missing.pt");
        QTest::addRow("a missing model file")
            << errorOf(model::Model::load(missing, model::DeviceRequest::Cpu))
            << QStringLiteral("The model file '%1/missing.pt' does not exist.").arg(dir)
            << QStringLiteral("Die Modelldatei '%1/missing.pt' existiert nicht.").arg(dir)
            << QStringLiteral("模型文件 '%1/missing.pt' 不存在。").arg(dir);
        QTest::addRow("an empty model file")
            << errorOf(model::Model::load(path("empty.pt"), model::DeviceRequest::Cpu))
            << QStringLiteral("The model file '%1/empty.pt' is empty.").arg(dir)
            << QStringLiteral("Die Modelldatei '%1/empty.pt' ist leer.").arg(dir)
            << QStringLiteral("模型文件 '%1/empty.pt' 为空。").arg(dir);
        QTest::addRow("a folder as the model")
            << errorOf(model::Model::load(path("folder.pt"), model::DeviceRequest::Cpu))
            << QStringLiteral("'%1/folder.pt' is a folder, not a TorchScript file.").arg(dir)
            << QStringLiteral("'%1/folder.pt' ist ein Ordner, keine TorchScript-Datei.").arg(dir)
            << QStringLiteral("'%1/folder.pt' 是文件夹，不是 TorchScript 文件。").arg(dir);
        QTest::addRow("a text file as the model")
            << errorOf(model::Model::load(path("notes.pt"), model::DeviceRequest::Cpu))
            << QStringLiteral("'%1/notes.pt' is not a TorchScript file (it is not a zip archive).").arg(dir)
            << QStringLiteral("'%1/notes.pt' ist keine TorchScript-Datei (sie ist kein ZIP-Archiv).").arg(dir)
            << QStringLiteral("'%1/notes.pt' 不是 TorchScript 文件（它不是 zip 压缩包）。").arg(dir);
        QTest::addRow("an unknown device")
            << errorOf(model::parseDeviceRequest("tpu"))
            << QStringLiteral("Unknown device 'tpu': use auto, cpu or cuda.")
            << QStringLiteral("Unbekanntes Gerät 'tpu': Verwenden Sie auto, cpu oder cuda.")
            << QStringLiteral("未知设备 'tpu'：请使用 auto、cpu 或 cuda。");
        // A .npy header without its dtype: the header's problem is a nested part ({error_problem}).
        const std::string dict = "{'fortran_order': False, 'shape': (2,), }\n";
        std::string npy = std::string("\x93NUMPY\x01\x00", 8) + char(dict.size()) + '\0' + dict;
        QTest::addRow("a .npy header without its dtype")
            << errorOf(model::parseNpy(npy, "input.npy"))
            << QStringLiteral("'input.npy' has an unreadable .npy header: no 'descr' (the dtype).")
            << QStringLiteral("'input.npy' hat einen unlesbaren .npy-Header: kein 'descr' (der dtype).")
            << QStringLiteral("'input.npy' 的 .npy 文件头无法读取：缺少 'descr'（dtype）。");
        npy[6] = '\x07';
        QTest::addRow("a .npy file of an unknown version")
            << errorOf(model::parseNpy(npy, "input.npy"))
            << QStringLiteral("'input.npy' is .npy format version 7.0; versions 1.0, 2.0 and 3.0 are read.")
            << QStringLiteral(
                   "'input.npy' hat das .npy-Format Version 7.0; gelesen werden die Versionen 1.0, 2.0 "
                   "und 3.0.")
            << QStringLiteral("'input.npy' 是 .npy 格式版本 7.0；只能读取 1.0、2.0 和 3.0 版本。");
        QTest::addRow("a spec with an unknown step")
            << errorOf(preprocess::parseSpec(
                   R"({"format": "scansleuth.preprocessing", "version": 1, "steps": [{"step": "blur"}]})"))
            << QStringLiteral("Step 0: unknown step \"blur\".")
            << QStringLiteral("Schritt 0: unbekannter Schritt \"blur\".")
            << QStringLiteral("步骤 0：未知步骤 \"blur\"。");
        QTest::addRow("a spec step with a bad field")
            << errorOf(preprocess::parseSpec(R"({"format": "scansleuth.preprocessing", "version": 1,
                   "steps": [{"step": "resample", "spacing": [1, 1]}]})"))
            << QStringLiteral("Step 0 (resample): \"spacing\" must be an array of 3 numbers.")
            << QStringLiteral("Schritt 0 (resample): \"spacing\" muss ein Array aus 3 Zahlen sein.")
            << QStringLiteral("步骤 0（resample）：\"spacing\" 必须是由 3 个数字组成的数组。");
        QTest::addRow("a spec without its version")
            << errorOf(preprocess::parseSpec(R"({"format": "scansleuth.preprocessing", "steps": []})"))
            << QStringLiteral("The preprocessing spec: \"version\" is missing.")
            << QStringLiteral("Die Vorverarbeitungsspezifikation: \"version\" fehlt.")
            << QStringLiteral("预处理规格：缺少 \"version\"。");
        QTest::addRow("a knowledge base file that is not JSON")
            << errorOf(workflow::KnowledgeBase::load(path("kbbroken")))
            << QStringLiteral("The knowledge base file 'a.json' is not valid JSON.")
            << QStringLiteral("Die Wissensbasis-Datei 'a.json' ist kein gültiges JSON.")
            << QStringLiteral("知识库文件 'a.json' 不是有效的 JSON。");
        // Two nested parts: which entry ({error_entry}) and what is wrong with it ({error_problem}).
        QTest::addRow("a knowledge base file that is not an object")
            << errorOf(workflow::KnowledgeBase::load(path("kb")))
            << QStringLiteral("The knowledge base file 'a.json' is invalid: the file is not a JSON object.")
            << QStringLiteral("Die Wissensbasis-Datei 'a.json' ist ungültig: Die Datei ist kein JSON-Objekt.")
            << QStringLiteral("知识库文件 'a.json' 无效：该文件不是 JSON 对象。");
        QTest::addRow("a symptom without its title")
            << errorOf(workflow::KnowledgeBase::load(path("kbtitle")))
            << QStringLiteral(
                   "The knowledge base file 'a.json' is invalid: symptom 's-one' lacks the field 'title'.")
            << QStringLiteral(
                   "Die Wissensbasis-Datei 'a.json' ist ungültig: Symptom 's-one' hat kein Feld 'title'.")
            << QStringLiteral("知识库文件 'a.json' 无效：症状 's-one' 缺少字段 'title'。");
        QTest::addRow("a symptom without an id")
            << errorOf(workflow::KnowledgeBase::load(path("kbnoid")))
            << QStringLiteral(
                   "The knowledge base file 'a.json' is invalid: a symptom without an id lacks the field "
                   "'id'.")
            << QStringLiteral(
                   "Die Wissensbasis-Datei 'a.json' ist ungültig: Ein Symptom ohne ID hat kein Feld 'id'.")
            << QStringLiteral("知识库文件 'a.json' 无效：一个没有 id 的症状缺少字段 'id'。");
        QTest::addRow("an investigation file that is not JSON")
            << errorOf(workflow::loadInvestigation(path("case.ssinv")))
            << QStringLiteral("The investigation file is damaged or truncated (it is not valid JSON).")
            << QStringLiteral(
                   "Die Untersuchungsdatei ist beschädigt oder abgeschnitten (sie ist kein gültiges JSON).")
            << QStringLiteral("调查文件已损坏或被截断（不是有效的 JSON）。");
        QTest::addRow("a missing investigation file")
            << errorOf(workflow::loadInvestigation(path("nothere.ssinv")))
            << QStringLiteral("The investigation file was not found.")
            << QStringLiteral("Die Untersuchungsdatei wurde nicht gefunden.")
            << QStringLiteral("未找到调查文件。");
        // The investigation's own fields: {where} and a nested {error_problem}.
        QTest::addRow("an investigation without its fields")
            << errorOf(workflow::fromJson(nlohmann::json::parse(R"({"format": "scansleuth.investigation",
                   "version": 1, "symptom_id": 7})")))
            << QStringLiteral(
                   "The investigation file is invalid: the document has a field 'symptom_id' that is not "
                   "a string.")
            << QStringLiteral(
                   "Die Untersuchungsdatei ist ungültig: Das Dokument hat ein Feld 'symptom_id', das kein "
                   "String ist.")
            << QStringLiteral("调查文件无效：文档含有不是字符串的字段 'symptom_id'。");
        const std::string report = path("no/such/folder/report.html");
        QTest::addRow("a report into a missing folder")
            << Error(writeReportError(report))
            << QStringLiteral("The report could not be written to %1/no/such/folder/report.html.").arg(dir)
            << QStringLiteral(
                   "Der Bericht konnte nicht nach %1/no/such/folder/report.html geschrieben werden.")
                   .arg(dir)
            << QStringLiteral("无法将报告写入 %1/no/such/folder/report.html。").arg(dir);
        QTest::addRow("a report of an unknown kind")
            << Error(writeReportError(path("report.docx")))
            << QStringLiteral("Reports can be written as .pdf, .html, .md or .json, not as \".docx\".")
            << QStringLiteral("Berichte können als .pdf, .html, .md oder .json geschrieben werden, nicht als "
                              "\".docx\".")
            << QStringLiteral("报告可以写成 .pdf、.html、.md 或 .json，但不能写成 \".docx\"。");
    }

    void realErrorsInGermanAndChinese()
    {
        QFETCH(Error, error);
        QFETCH(QString, english);
        QFETCH(QString, german);
        QFETCH(QString, chinese);
        QCOMPARE(QString::fromStdString(error.message), english);
        const Translator de = translator(SCANSLEUTH_DE_QM), zh = translator(SCANSLEUTH_ZH_CN_QM);
        QCOMPARE(QString::fromStdString(renderErrorText(error.message, de)), german);
        QCOMPARE(QString::fromStdString(renderErrorText(error.message, zh)), chinese);
        // As a failed run keeps it: the detail stays as it is, after the translated sentence.
        if (!error.detail.empty()) {
            const QString detail = QStringLiteral(" (%1)").arg(QString::fromStdString(error.detail));
            QCOMPARE(QString::fromStdString(renderErrorText(shown(error), de)), german + detail);
            QCOMPARE(QString::fromStdString(renderErrorText(shown(error), zh)), chinese + detail);
        }
    }

    // A sentence that takes another one ({error_inner}): a case's error inside the training batch's, as
    // model/trainingbatch.cpp writes it ("Case N: " and the inner message), with a real inner error.
    void nestedSentence()
    {
        const Result<model::Model> inner = model::Model::load(path("empty.pt"), model::DeviceRequest::Cpu);
        QVERIFY(!inner);
        const std::string text = "Case 2: " + inner.error().message;
        const QString dir = m_dir.path();
        QCOMPARE(QString::fromStdString(renderErrorText(text, translator(SCANSLEUTH_DE_QM))),
                 QStringLiteral("Fall 2: Die Modelldatei '%1/empty.pt' ist leer.").arg(dir));
        QCOMPARE(QString::fromStdString(renderErrorText(text, translator(SCANSLEUTH_ZH_CN_QM))),
                 QStringLiteral("病例 2：模型文件 '%1/empty.pt' 为空。").arg(dir));
    }

private:
    static Error writeReportError(const std::string& path)
    {
        report::Document document;
        document.title = "Report";
        const Status s = report::writeReport(document, path);
        return s ? Error{ErrorKind::Invalid, "no error", {}} : s.error();
    }
};

QTEST_GUILESS_MAIN(TestErrorTextsModel)
#include "tst_errortexts_model.moc"
