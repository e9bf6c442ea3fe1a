// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Core's other English words the GUI shows (issue 22, base/notetexts.h): a model run's notes, a training
// batch's notes, the device a run used, what CUDA LibTorch sees, a label table's format and the stages long
// jobs report. The guard reads core's source and fails on such a string whose words are in no sentence of
// the table. The rows make the texts with the real code where it can (the device, CUDA, a training batch
// whose mask is on another grid, a preprocessing pipeline's and a NIfTI load's stages) and compare
// renderNoteText's output, through the shipped catalogues, with German and Chinese written by hand. The
// error sentences this issue added (a case without a file, a resample step inside an error, the pictures
// not copied) are made by the real code too.
#include "base/errortexts.h"
#include "base/notetexts.h"
#include "io/imageloader.h"
#include "missingcase.h"
#include "model/device.h"
#include "model/examplemodels.h"
#include "model/experiments.h"
#include "preprocess/resample.h"
#include "render/labeltable.h"
#include "support/qmcatalogue.h"
#include "volume/volume.h"
#include "workflow/investigation.h"

#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <cstdlib>
#include <set>

using namespace scansleuth;

namespace {

Translator translator(const char* qm)
{
    return testsupport::shippedCatalogue(qm).translator();
}

QString note(const std::string& text, const char* qm)
{
    return QString::fromStdString(renderNoteText(text, translator(qm)));
}

QString error(const std::string& text, const char* qm)
{
    return QString::fromStdString(renderErrorText(text, translator(qm)));
}

// The string literals of the statement that starts at `from` (up to its ';' outside literals and
// parentheses), their escapes left as written.
QStringList statementLiterals(const QString& source, qsizetype from)
{
    QStringList literals;
    int depth = 0;
    for (qsizetype i = from; i < source.size(); ++i) {
        const QChar c = source[i];
        if (c == QLatin1Char('"')) {
            QString literal;
            for (++i; i < source.size() && source[i] != QLatin1Char('"'); ++i) {
                if (source[i] == QLatin1Char('\\') && i + 1 < source.size())
                    literal += source[i++];
                literal += source[i];
            }
            literals << literal;
        } else if (c == QLatin1Char('\'')) {
            i += source[i + 1] == QLatin1Char('\\') ? 3 : 2; // a character literal
        } else if (c == QLatin1Char('(') || c == QLatin1Char('{')) {
            ++depth;
        } else if (c == QLatin1Char(')') || c == QLatin1Char('}')) {
            if (--depth < 0)
                break;
        } else if (c == QLatin1Char(';') && depth <= 0) {
            break;
        }
    }
    return literals;
}

} // namespace

class TestNoteTexts : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

private Q_SLOTS:
    // Every note pushed as a string, device description, parallel or writer stage and progress stage of
    // core has its words in the table: each literal of the statement is part of one English sentence.
    void everyNoteOfCoreHasItsSentence()
    {
        std::vector<std::string> sentences;
        for (const char* t : noteTexts())
            sentences.emplace_back(t);
        const QRegularExpression trigger(
            QStringLiteral("notes\\.push_back\\(|\\btoDeviceOrKeep\\([^)]*\"|\\.report\\(|\\bstage = "
                           "\"|\\breport\\.description = |kSegWriteSteps\\[\\] = "));
        int statements = 0;
        QStringList missing;
        QDirIterator files(QStringLiteral(SCANSLEUTH_SOURCE_DIR "/core"),
                           {QStringLiteral("*.cpp"), QStringLiteral("*.h")}, QDir::Files,
                           QDirIterator::Subdirectories);
        while (files.hasNext()) {
            const QString path = files.next();
            if (path.contains(QStringLiteral("/core/base/")) && path.contains(QStringLiteral("texts")))
                continue; // the tables themselves
            QFile f(path);
            QVERIFY(f.open(QIODevice::ReadOnly));
            const QString source = QString::fromUtf8(f.readAll());
            for (auto it = trigger.globalMatch(source); it.hasNext();) {
                const QRegularExpressionMatch m = it.next();
                const qsizetype line = source.left(m.capturedStart()).count(QLatin1Char('\n')) + 1;
                if (source.mid(m.capturedStart() - 20, 20).contains(QStringLiteral("//")))
                    continue; // a comment
                ++statements;
                for (const QString& literal : statementLiterals(source, m.capturedStart())) {
                    const std::string words = literal.toStdString();
                    const bool found =
                        std::any_of(sentences.begin(), sentences.end(),
                                    [&](const std::string& s) { return s.find(words) != std::string::npos; });
                    if (!found && !words.empty())
                        missing << QStringLiteral("%1:%2: \"%3\"")
                                       .arg(path.mid(path.indexOf(QStringLiteral("/core/")) + 1))
                                       .arg(line)
                                       .arg(literal);
                }
            }
        }
        QVERIFY2(statements > 60, qPrintable(QString::number(statements))); // the guard still finds them
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QLatin1Char('\n'))));
    }

    void notesInGermanAndChinese_data()
    {
        QTest::addColumn<QString>("english"); // as the code says it
        QTest::addColumn<QString>("german");
        QTest::addColumn<QString>("chinese");
        QVERIFY(m_dir.isValid());

        // A gradient check on the example segmenter, on the CPU, whose case has its mask on a grid of its
        // own: its data names the device it ran on and notes that the mask was put on the image's grid.
        const std::string modelPath = m_dir.filePath(QStringLiteral("segmenter.pt")).toStdString();
        QVERIFY(model::saveExampleModel(model::ExampleKind::Segmenter, modelPath));
        volume::Geometry g;
        g.size = {8, 8, 8};
        volume::Geometry shifted = g;
        shifted.origin = {2.0, 0.0, 0.0};
        const volume::Volume image = volume::Volume::allocate(volume::PixelType::Float32, g).value();
        const volume::Volume mask = volume::Volume::allocate(volume::PixelType::UInt8, shifted).value();
        model::ModelExperimentInputs inputs;
        inputs.modelPath = modelPath;
        inputs.device = model::DeviceRequest::Cpu;
        inputs.images = {&image};
        inputs.masks = {&mask};
        inputs.inference.patch = {8, 8, 8};
        const auto outcome = model::runModelExperiment("model-gradients", inputs);
        QVERIFY2(outcome, outcome ? "" : outcome.error().message.c_str());
        const std::string device = outcome->data.value("device_description", std::string());
        const int threads = std::atoi(device.substr(device.find(", ") + 2).c_str());
        QVERIFY2(threads > 0, device.c_str());
        QTest::addRow("the CPU a run used") << QString::fromStdString(device)
                                            << (threads == 1 ? QStringLiteral("CPU, 1 Thread")
                                                             : QStringLiteral("CPU, %1 Threads").arg(threads))
                                            << (threads == 1 ? QStringLiteral("CPU，1 个线程")
                                                             : QStringLiteral("CPU，%1 个线程").arg(threads));
        QVERIFY(outcome->data.contains("notes") && outcome->data["notes"].size() == 1);
        QTest::addRow("a mask put on the image's grid")
            << QString::fromStdString(outcome->data["notes"][0].get<std::string>())
            << QStringLiteral(
                   "Fall 1: Die Maske wurde auf das Bildraster nach der Vorverarbeitung gelegt (nächster "
                   "Nachbar, über Weltkoordinaten)")
            << QStringLiteral("病例 1：掩膜已放到预处理后的图像网格上（最近邻，经由世界坐标）");
        if (!model::cudaAvailable())
            QTest::addRow("no CUDA") << QString::fromStdString(model::cudaDescription())
                                     << QStringLiteral("kein CUDA") << QStringLiteral("无 CUDA");

        // A model run's notes when memory runs out, as inference.cpp writes them (no machine here runs
        // out of memory on purpose).
        QTest::addRow("a batch that ran out of memory")
            << QStringLiteral("batch 8 ran out of memory on cuda:0; used 4")
            << QStringLiteral("Batch 8 passte nicht in den Speicher von cuda:0; verwendet wurde 4")
            << QStringLiteral("批大小 8 在 cuda:0 上内存不足；改用 4");
        QTest::addRow("the blending sums in host memory")
            << QStringLiteral("the blending sums did not fit on cuda:0; they were kept in host memory")
            << QStringLiteral(
                   "Die Überblendungssummen passten nicht auf cuda:0; sie wurden im Hauptspeicher gehalten")
            << QStringLiteral("混合累加和在 cuda:0 上放不下；已保存在主机内存中");
        QTest::addRow("the input in host memory")
            << QStringLiteral("out of memory on cuda:0: the input stays in host memory")
            << QStringLiteral("Kein Speicher mehr auf cuda:0: Die Eingabe bleibt im Hauptspeicher")
            << QStringLiteral("cuda:0 内存不足：输入保留在主机内存中");

        // A label table's format, as the reader names it.
        const auto table = render::parseLabelTable("0 Background\n1 Liver\n", "labels.txt");
        QVERIFY(table);
        QTest::addRow("a label table's format")
            << QString::fromStdString(table->format) << QStringLiteral("Index-Name-Text")
            << QStringLiteral("索引-名称文本");

        // Stages as real work reports them.
        QTest::addRow("a pipeline's resample stage")
            << QStringLiteral("resample") << QStringLiteral("Resampling") << QStringLiteral("重采样");
        QTest::addRow("reading a file's name")
            << QStringLiteral("Reading case_07.nii.gz") << QStringLiteral("case_07.nii.gz wird gelesen")
            << QStringLiteral("正在读取 case_07.nii.gz");
        QTest::addRow("reading DICOM headers")
            << QStringLiteral("Reading DICOM headers") << QStringLiteral("DICOM-Header werden gelesen")
            << QStringLiteral("正在读取 DICOM 头信息");
    }

    void notesInGermanAndChinese()
    {
        QFETCH(QString, english);
        QFETCH(QString, german);
        QFETCH(QString, chinese);
        QCOMPARE(note(english.toStdString(), SCANSLEUTH_DE_QM), german);
        QCOMPARE(note(english.toStdString(), SCANSLEUTH_ZH_CN_QM), chinese);
        QCOMPARE(QString::fromStdString(renderNoteText(english.toStdString(), englishTranslator())), english);
    }

    // Every stage a real NIfTI load reports has its German and Chinese words (none stays English).
    void aLoadsStagesAreTranslated()
    {
        std::set<std::string> stages;
        const Progress progress([&](double, const std::string& stage) {
            if (!stage.empty())
                stages.insert(stage);
            return true;
        });
        const auto loaded =
            io::loadPath(SCANSLEUTH_TEST_DATA_DIR "/malformed/nifti_control_8x8x8.nii", {}, progress);
        QVERIFY(loaded);
        QVERIFY(!stages.empty());
        for (const std::string& stage : stages) {
            QVERIFY2(note(stage, SCANSLEUTH_DE_QM) != QString::fromStdString(stage), stage.c_str());
            QVERIFY2(note(stage, SCANSLEUTH_ZH_CN_QM) != QString::fromStdString(stage), stage.c_str());
        }
    }

    void errorsInGermanAndChinese_data()
    {
        QTest::addColumn<QString>("english"); // as the code says it
        QTest::addColumn<QString>("german");
        QTest::addColumn<QString>("chinese");
        QVERIFY(m_dir.isValid());

        // A run comparison where run b lacks case2: its input's error.
        const auto compared = testsupport::comparisonWithMissingCase(m_dir.path());
        QVERIFY(compared && compared->cases.size() == 2 && compared->cases[1].inputs.size() == 2);
        QTest::addRow("a case without a file")
            << QString::fromStdString(compared->cases[1].inputs[1].error)
            << QStringLiteral("Keine Datei für diesen Fall") << QStringLiteral("此病例没有文件");

        // A resample step that would make too many voxels: the step's own words inside the sentence.
        volume::Geometry g;
        g.size = {512, 512, 512};
        const volume::Volume big = volume::Volume::allocate(volume::PixelType::UInt8, g).value();
        preprocess::Resample tiny;
        tiny.spacing = {0.01, 0.01, 0.01};
        tiny.align = preprocess::Align::Origin;
        const auto made = preprocess::resampledGeometry(big.geometry(), tiny);
        QVERIFY(!made);
        QTest::addRow("a resample step too fine")
            << QString::fromStdString(made.error().message)
            << QStringLiteral(
                   "Resampling auf 0.01 x 0.01 x 0.01 mm, linear, Ursprung beibehalten "
                   "würde mehr als die 2^31 Voxel erzeugen, die ein Vorverarbeitungsschritt erzeugen "
                   "darf.")
            << QStringLiteral("重采样到 0.01 x 0.01 x 0.01 mm，线性，保留原点 将产生超过预处理步骤允许的 "
                              "2^31 个体素。");

        // An investigation saved elsewhere whose picture is gone: the list names it with its reason.
        workflow::Investigation inv;
        workflow::ExperimentRun run;
        workflow::Snapshot shot;
        shot.imagePath = "pictures/gone.png";
        run.evidence.snapshots.push_back(shot);
        inv.runs.push_back(run);
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("to")));
        const Status copied = workflow::copySnapshotFiles(inv, m_dir.path().toStdString(),
                                                          m_dir.filePath(QStringLiteral("to")).toStdString());
        QVERIFY(!copied);
        const QString gone = m_dir.filePath(QStringLiteral("pictures/gone.png"));
        QTest::addRow("a picture not copied")
            << QString::fromStdString(copied.error().message)
            << QStringLiteral(
                   "1 von 1 Bild wurde nicht kopiert: pictures/gone.png (Die Datei „%1“ wurde nicht "
                   "gefunden.)")
                   .arg(gone)
            << QStringLiteral("1 张图片中有 1 张未复制：pictures/gone.png (未找到文件“%1”。)").arg(gone);
    }

    void errorsInGermanAndChinese()
    {
        QFETCH(QString, english);
        QFETCH(QString, german);
        QFETCH(QString, chinese);
        QCOMPARE(error(english.toStdString(), SCANSLEUTH_DE_QM), german);
        QCOMPARE(error(english.toStdString(), SCANSLEUTH_ZH_CN_QM), chinese);
    }
};

QTEST_GUILESS_MAIN(TestNoteTexts)
#include "tst_notetexts.moc"
