// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The words and units of the model experiments' numbers (workflow/numberlabels.h, issue 22).
#include "workflow/numberlabels.h"

#include <QDir>
#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>

using namespace scansleuth;

class TestNumberLabels : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Every key the experiments can write has words, collected from the experiment code itself (not from
    // the label table): each JSON key written as {"key", value} or data["key"] = in core/model/*.cpp. A new
    // number without words fails here, naming its key.
    void everyKeyTheExperimentsWriteHasWords()
    {
        const QDir model(QStringLiteral(SCANSLEUTH_MODEL_SOURCE_DIR));
        const QStringList files = model.entryList({QStringLiteral("*.cpp")}, QDir::Files);
        QVERIFY(files.size() >= 10);
        static const char* const pattern = R"re(\{"([a-z][a-z0-9_]*)",|\["([a-z][a-z0-9_]*)"\]\s*=)re";
        const QRegularExpression key(QString::fromLatin1(pattern));
        QSet<QString> keys;
        for (const QString& name : files) {
            QFile f(model.filePath(name));
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QString text = QString::fromUtf8(f.readAll());
            for (auto it = key.globalMatch(text); it.hasNext();) {
                const auto m = it.next();
                keys.insert(m.captured(1).isEmpty() ? m.captured(2) : m.captured(1));
            }
        }
        // The keys a new user met in the report, among them.
        for (const char* k : {"train_vs_eval_argmax_flips", "tf32_cudnn", "eval_mode_comparison", "backend"})
            QVERIFY2(keys.contains(QString::fromLatin1(k)), k);
        QStringList missing;
        for (const QString& k : keys)
            if (!workflow::numberLabel(k.toStdString()))
                missing << k;
        missing.sort();
        QVERIFY2(missing.isEmpty(),
                 qPrintable(QStringLiteral("no words for: ") + missing.join(QStringLiteral(", "))));
    }

    void pathsReadAsWordsWithUnits_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("words");
        QTest::addColumn<QString>("unit");
        QTest::addRow("group and key")
            << "eval_mode_comparison.train_vs_eval_argmax_flips"
            << "Train vs eval mode: voxels whose label changes between train and eval mode"
            << "voxels";
        QTest::addRow("a flag") << "backend.tf32_cudnn"
                                << "Backend settings: TF32 in cuDNN convolutions (faster, less exact)"
                                << "";
        QTest::addRow("seconds") << "seconds"
                                 << "Time"
                                 << "s";
        QTest::addRow("unknown key as itself") << "device.threads"
                                               << "Device: threads"
                                               << "";
    }
    void pathsReadAsWordsWithUnits()
    {
        QFETCH(QString, path);
        QFETCH(QString, words);
        QFETCH(QString, unit);
        QCOMPARE(QString::fromStdString(workflow::numberWords(path.toStdString())), words);
        QCOMPARE(QString::fromStdString(workflow::numberUnit(path.toStdString())), unit);
    }
};

QTEST_MAIN(TestNumberLabels)
#include "tst_workflow_numberlabels.moc"
