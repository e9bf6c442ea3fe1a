// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// A real investigation's report in German and Simplified Chinese, as a user gets it: scansleuth-cli
// investigates the demo study (the dropout model's reruns; the flipped mask), then writes the report with
// --language. The expected texts are written out here by hand (the translator's words, not looked up
// through our code): the symptom's title, a hypothesis's title, the category, a verdict word, a quick
// win, a number's label, the report's composite lines (the supported hypotheses, a verdict's reason, a
// count, a figure's caption) and the HTML's lang attribute. Then every knowledge-base text of the
// symptom that the English report shows (read from resources/knowledge/*.json, independently of the
// program's loader) must be gone from the translated one.
#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

namespace {

const QString kCli = QStringLiteral(SCANSLEUTH_BIN_DIR "/scansleuth-cli");

// Runs the CLI; its exit status (0, or 7: the report names a picture it could not include) is checked
// by the caller through the files it writes.
QString run(const QStringList& arguments)
{
    QProcess p;
    p.start(kCli, arguments);
    if (!p.waitForFinished(300000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        qFatal("scansleuth-cli %s failed: %s", qPrintable(arguments.join(QLatin1Char(' '))),
               p.readAllStandardError().constData());
    return QString::fromUtf8(p.readAllStandardOutput());
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return f.readAll();
}

// Every string of a JSON value (the report's JSON form: its texts, whatever the block).
void collect(const QJsonValue& v, QStringList& out)
{
    if (v.isString())
        out << v.toString();
    else if (v.isArray())
        for (const QJsonValue& x : v.toArray())
            collect(x, out);
    else if (v.isObject())
        for (const QJsonValue& x : v.toObject())
            collect(x, out);
}

QStringList reportTexts(const QString& jsonPath)
{
    QStringList out;
    collect(QJsonDocument::fromJson(readAll(jsonPath)).object(), out);
    return out;
}

// The knowledge base's texts of `symptomId`: its title and description, and its hypotheses' titles, quick
// wins, escalation steps and falsifying experiments' titles (resources/knowledge/*.json, read here).
QStringList knowledgeTexts(const QString& symptomId)
{
    QJsonArray symptoms, hypotheses, experiments;
    const QDir dir(QStringLiteral(SCANSLEUTH_KNOWLEDGE_DIR));
    for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files)) {
        const QJsonObject o = QJsonDocument::fromJson(readAll(dir.filePath(name))).object();
        for (const QJsonValue& v : o.value(QStringLiteral("symptoms")).toArray())
            symptoms << v;
        for (const QJsonValue& v : o.value(QStringLiteral("hypotheses")).toArray())
            hypotheses << v;
        for (const QJsonValue& v : o.value(QStringLiteral("experiments")).toArray())
            experiments << v;
    }
    const auto byId = [](const QJsonArray& list, const QString& id) {
        for (const QJsonValue& v : list)
            if (v.toObject().value(QStringLiteral("id")).toString() == id)
                return v.toObject();
        return QJsonObject();
    };
    QStringList texts;
    const QJsonObject symptom = byId(symptoms, symptomId);
    texts << symptom.value(QStringLiteral("title")).toString()
          << symptom.value(QStringLiteral("description")).toString();
    for (const QJsonValue& h : symptom.value(QStringLiteral("hypotheses")).toArray()) {
        const QJsonObject hypothesis = byId(hypotheses, h.toString());
        texts << hypothesis.value(QStringLiteral("title")).toString();
        for (const char* list : {"quick_wins", "escalation"})
            for (const QJsonValue& step : hypothesis.value(QLatin1String(list)).toArray())
                texts << step.toString();
        texts << byId(experiments, hypothesis.value(QStringLiteral("experiment")).toString())
                     .value(QStringLiteral("title"))
                     .toString();
    }
    texts.removeAll(QString());
    texts.removeDuplicates();
    return texts;
}

struct Expected
{
    QString html;            // the lang attribute
    QStringList whole;       // texts the report holds as a whole (a cell, a heading, a paragraph)
    QStringList parts;       // texts it holds within a longer one
    QRegularExpression line; // one more line, with the run's numbers in it
};

// Written out by hand from the translations (translations/scansleuth_LANG.ts).
Expected expectedNondeterministic(const QString& language)
{
    if (language == QLatin1String("de"))
        return {
            QStringLiteral("<html lang=\"de\">"),
            {
                QStringLiteral(
                    "Untersuchung: Wiederholte Läufe liefern unterschiedliche Ergebnisse"), // title
                QStringLiteral(
                    "Wiederholte Läufe liefern unterschiedliche Ergebnisse (nondeterministic-results)"),
                QStringLiteral("Das Modell läuft bei der Inferenz im Trainingsmodus"), // hypothesis
                QStringLiteral("Unbemerkt falsche Ergebnisse"),                        // category
                QStringLiteral("gestützt"),                                            // verdict
                QStringLiteral("ungeprüft"),
                QStringLiteral("erledigt"), // the run's status
                QStringLiteral("offen"),    // a gate's
                QStringLiteral("Rufen Sie vor der Inferenz `model.eval()` auf und `model.train()` nur in der "
                               "Trainingsschleife."),                          // quick win
                QStringLiteral("Voxel, deren Label sich ändert"),              // number label
                QStringLiteral("Backend-Einstellungen: CPU-Threads"),          // a group's and a key's label
                QStringLiteral("Modell wiederholt auf CPU und GPU ausführen"), // experiment
                QStringLiteral("run-1: Modell wiederholt auf CPU und GPU ausführen"),
                QStringLiteral(
                    "Von den Belegen gestützt: Das Modell läuft bei der Inferenz im Trainingsmodus."),
                QStringLiteral("0 von 5"),
                QStringLiteral(
                    "Das Experiment exp-determinism (run-1) fand keinen dieser Befunde: "
                    "model.thread_sensitivity. Dieses Experiment allein kann sie nicht ausschließen."),
            },
            {QStringLiteral(" Voxel")},
            QRegularExpression(QStringLiteral(
                "^Wo die wiederholten Läufe über der Eingabe voneinander abweichen \\(heller: ein größerer "
                "Unterschied zwischen den Läufen\\)\\. \\(axial, Schicht \\d+, RAS [-0-9.]+, [-0-9.]+, "
                "[-0-9.]+ mm\\)$")),
        };
    return {
        QStringLiteral("<html lang=\"zh-CN\">"),
        {
            QStringLiteral("调查：重复运行结果不同"),
            QStringLiteral("重复运行结果不同（nondeterministic-results）"),
            QStringLiteral("推理时模型处于训练模式"),
            QStringLiteral("静默的正确性问题"),
            QStringLiteral("支持"),
            QStringLiteral("未检验"),
            QStringLiteral("已完成"),
            QStringLiteral("未完成"),
            QStringLiteral("推理前调用 `model.eval()`，只在训练循环中调用 `model.train()`。"),
            QStringLiteral("标签发生变化的体素"),
            QStringLiteral("在 CPU 和 GPU 上反复运行模型"),
            QStringLiteral("run-1：在 CPU 和 GPU 上反复运行模型"),
            QStringLiteral("证据支持：推理时模型处于训练模式。"),
            QStringLiteral("0 / 5"),
            QStringLiteral("实验 exp-determinism（run-1）未发现以下任何一项：model.thread_sensitivity。"
                           "仅凭此实验无法排除它。"),
        },
        {QStringLiteral(" 体素")},
        QRegularExpression(
            QStringLiteral("^重复运行在输入上不一致的位置（越亮：运行之间差异越大）。（轴位第 \\d+ "
                           "层，RAS [-0-9.]+, [-0-9.]+, [-0-9.]+ mm）$")),
    };
}

} // namespace

class TestI18nReport : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_modelInvestigation; // nondeterministic-results, the dropout model's reruns
    QString m_maskInvestigation;  // mask-misaligned, the flipped mask
    QStringList m_englishModel;   // the English report's texts

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const QString demo = m_dir.filePath(QStringLiteral("demo"));
        run({QStringLiteral("demo"), QStringLiteral("--out"), demo});
        m_modelInvestigation = m_dir.filePath(QStringLiteral("model.json"));
        run({QStringLiteral("investigate"), QStringLiteral("--symptom"),
             QStringLiteral("nondeterministic-results"), QStringLiteral("--out"), m_modelInvestigation,
             QStringLiteral("--model"), demo + QStringLiteral("/model_dropout_training.pt"),
             QStringLiteral("--spec"), demo + QStringLiteral("/model_spec.json"), QStringLiteral("--image"),
             demo + QStringLiteral("/ct.nii.gz"), QStringLiteral("--device"), QStringLiteral("cpu"),
             QStringLiteral("--report"), m_dir.filePath(QStringLiteral("model_en.json")),
             QStringLiteral("--quiet")});
        m_englishModel = reportTexts(m_dir.filePath(QStringLiteral("model_en.json")));
        m_maskInvestigation = m_dir.filePath(QStringLiteral("mask.json"));
        run({QStringLiteral("investigate"), QStringLiteral("--symptom"), QStringLiteral("mask-misaligned"),
             QStringLiteral("--out"), m_maskInvestigation, QStringLiteral("--image"),
             demo + QStringLiteral("/ct.nii.gz"), QStringLiteral("--mask"),
             demo + QStringLiteral("/mask_flipped_lr.nii.gz"), QStringLiteral("--quiet")});
    }

    void english()
    {
        // The oracle's own check: the English report holds the English texts the translations replace.
        for (const char* text :
             {"Investigation: Reruns give different results", "The model runs in training mode at inference",
              "Silent correctness", "supported", "Voxels whose label changes", "0 of 5"})
            QVERIFY2(m_englishModel.contains(QLatin1String(text)), text);
        QVERIFY(readAll(m_dir.filePath(QStringLiteral("model_en.json"))).contains("\"format\""));
        const QString html = m_dir.filePath(QStringLiteral("model_en.html"));
        run({QStringLiteral("report"), m_modelInvestigation, QStringLiteral("--out"), html});
        QVERIFY(readAll(html).contains("<html lang=\"en\">"));
    }

    void translated_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addRow("de") << QStringLiteral("de");
        QTest::addRow("zh_CN") << QStringLiteral("zh_CN");
    }

    void translated()
    {
        QFETCH(QString, language);
        const QString json = m_dir.filePath(QStringLiteral("model_%1.json").arg(language));
        const QString html = m_dir.filePath(QStringLiteral("model_%1.html").arg(language));
        for (const QString& out : {json, html})
            run({QStringLiteral("--language"), language, QStringLiteral("report"), m_modelInvestigation,
                 QStringLiteral("--out"), out});
        const QStringList texts = reportTexts(json);
        const QString all = texts.join(QLatin1Char('\n'));
        const Expected expected = expectedNondeterministic(language);
        for (const QString& text : expected.whole)
            QVERIFY2(texts.contains(text),
                     qPrintable(text + QStringLiteral(" is not in the report:\n") + all));
        for (const QString& text : expected.parts)
            QVERIFY2(all.contains(text), qPrintable(text));
        QVERIFY2(std::any_of(texts.begin(), texts.end(),
                             [&](const QString& t) { return expected.line.match(t).hasMatch(); }),
                 qPrintable(expected.line.pattern()));
        QVERIFY(readAll(html).contains(expected.html.toUtf8()));

        // No knowledge-base text of the symptom that the English report shows is left in English.
        const QString english = m_englishModel.join(QLatin1Char('\n'));
        int shown = 0;
        for (const QString& text : knowledgeTexts(QStringLiteral("nondeterministic-results"))) {
            if (!english.contains(text))
                continue;
            ++shown;
            QVERIFY2(!all.contains(text), qPrintable(QStringLiteral("left in English: ") + text));
        }
        QVERIFY2(shown >= 10, qPrintable(QString::number(shown))); // titles, description, quick wins...
    }

    void maskMisaligned_data() { translated_data(); }

    // The check-pair experiment's report: its pictures' captions, the candidates' verdicts.
    void maskMisaligned()
    {
        QFETCH(QString, language);
        const QString json = m_dir.filePath(QStringLiteral("mask_%1.json").arg(language));
        run({QStringLiteral("--language"), language, QStringLiteral("report"), m_maskInvestigation,
             QStringLiteral("--out"), json});
        const QStringList texts = reportTexts(json);
        const bool de = language == QLatin1String("de");
        const QString title =
            de ? QStringLiteral("Untersuchung: Die Maske ist gegenüber dem Bild verschoben, gespiegelt oder "
                                "gedreht")
               : QStringLiteral("调查：掩膜相对于图像发生了平移、翻转或旋转");
        QVERIFY2(texts.contains(title), qPrintable(texts.join(QLatin1Char('\n'))));
        const QString asStored =
            de ? QStringLiteral("Die Maske wie gespeichert, im Weltkoordinatensystem über das "
                                "Bild gezeichnet. (")
               : QStringLiteral("按存储原样的掩膜，在世界坐标空间中叠加在图像上。（");
        QVERIFY2(
            std::any_of(texts.begin(), texts.end(), [&](const QString& t) { return t.startsWith(asStored); }),
            qPrintable(asStored));
        QVERIFY(texts.contains(de ? QStringLiteral("gestützt") : QStringLiteral("支持")));
        const QString all = texts.join(QLatin1Char('\n'));
        for (const QString& text : knowledgeTexts(QStringLiteral("mask-misaligned")))
            QVERIFY2(!all.contains(text), qPrintable(QStringLiteral("left in English: ") + text));
    }

#ifdef SCANSLEUTH_TEST_PDF
    void pdf_data()
    {
        translated_data();
    }

    // The PDF through poppler's pdftotext: the same words, laid out and embedded.
    void pdf()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QFAIL("pdftotext is missing: install the poppler-utils package");
        QFETCH(QString, language);
        const QString pdf = m_dir.filePath(QStringLiteral("model_%1.pdf").arg(language));
        run({QStringLiteral("--language"), language, QStringLiteral("report"), m_modelInvestigation,
             QStringLiteral("--out"), pdf});
        QProcess p;
        p.start(QStringLiteral("pdftotext"),
                {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")});
        QVERIFY(p.waitForFinished(60000));
        QString text = QString::fromUtf8(p.readAllStandardOutput());
        text.remove(QRegularExpression(QStringLiteral("\\s+")));
        const bool de = language == QLatin1String("de");
        for (QString expected :
             {de ? QStringLiteral("Das Modell läuft bei der Inferenz im Trainingsmodus")
                 : QStringLiteral("推理时模型处于训练模式"),
              de ? QStringLiteral("Unbemerkt falsche Ergebnisse") : QStringLiteral("静默的正确性问题"),
              de ? QStringLiteral("Voxel, deren Label sich ändert") : QStringLiteral("标签发生变化的体素")}) {
            expected.remove(QRegularExpression(QStringLiteral("\\s+")));
            QVERIFY2(text.contains(expected), qPrintable(expected));
        }
        QVERIFY(!text.contains(QStringLiteral("Thedifferenceisordinaryrun-to-runvariance")));
    }
#endif
};

QTEST_GUILESS_MAIN(TestI18nReport)
#include "tst_i18n_report.moc"
