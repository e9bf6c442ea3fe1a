// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The opening question in Chinese: a symptom described the way a Chinese user types it (no spaces
// between words) finds its symptom first, through the translated search words the zh_CN catalogue gives
// each symptom (widgets/workflow/knowledgetext.h) and the matcher's rule that each CJK character is a
// word (core/workflow/symptommatch.cpp). The English and German searches are tests/workflow's.
#include "support/shippedknowledge.h"
#include "widgets/workflow/knowledgetext.h"

#include <QCoreApplication>
#include <QTest>
#include <QTranslator>

using namespace scansleuth;

class TestI18nSearch : public QObject
{
    Q_OBJECT
private:
    QTranslator m_chinese;
    std::optional<workflow::KnowledgeBase> m_kb;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_chinese.load(QStringLiteral(SCANSLEUTH_QM_DIR "/scansleuth_zh_CN.qm")));
        QVERIFY(QCoreApplication::installTranslator(&m_chinese));
        m_kb = widgets::localisedKnowledgeBase(testsupport::shippedKnowledgeBase());
    }

    void cleanupTestCase() { QCoreApplication::removeTranslator(&m_chinese); }

    void findsTheSymptom_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("symptom");
        QTest::addRow("mask flipped")
            << QStringLiteral("预测的掩膜和CT左右颠倒了") << QStringLiteral("mask-misaligned");
        QTest::addRow("out of GPU memory")
            << QStringLiteral("验证的时候爆显存") << QStringLiteral("cuda-out-of-memory");
        QTest::addRow("NaN loss") << QStringLiteral("训练几百步后损失为nan") << QStringLiteral("nan-loss");
        QTest::addRow("reruns differ") << QStringLiteral("同样的代码每次运行结果不一致，无法复现")
                                       << QStringLiteral("nondeterministic-results");
        QTest::addRow("too good") << QStringLiteral("测试集上的Dice好得令人难以置信，怀疑有数据泄漏")
                                  << QStringLiteral("test-score-too-good");
        QTest::addRow("killed") << QStringLiteral("进程被杀，退出码137") << QStringLiteral("killed-oom");
        QTest::addRow("hangs") << QStringLiteral("多卡训练卡住了，没有任何进展")
                               << QStringLiteral("training-hangs");
        QTest::addRow("SEG") << QStringLiteral("DICOM SEG和CT对不齐，偏移了几层")
                             << QStringLiteral("seg-misaligned");
    }

    void findsTheSymptom()
    {
        QFETCH(QString, text);
        QFETCH(QString, symptom);
        const auto matches = m_kb->matchSymptoms(text.toStdString());
        QVERIFY2(!matches.empty(), qPrintable(text));
        QStringList ranked;
        for (const workflow::SymptomSpec* s : matches)
            ranked << QString::fromStdString(s->id);
        QVERIFY2(ranked.front() == symptom, qPrintable(ranked.join(QLatin1String(", "))));
    }

    // Chinese punctuation separates words like ASCII punctuation does; Latin words beside Chinese ones
    // still match the English search words.
    void mixedText()
    {
        const auto matches = m_kb->matchSymptoms("“segfault”：导入 SimpleITK 时崩溃");
        QVERIFY(!matches.empty());
        QCOMPARE(QString::fromStdString(matches.front()->id), QStringLiteral("segfault"));
    }
};

QTEST_GUILESS_MAIN(TestI18nSearch)
#include "tst_i18n_search.moc"
