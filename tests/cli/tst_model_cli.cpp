// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The model commands through the built scansleuth-cli, as a script sees them: the exit code, the finding and
// the sentence for a model traced in training mode, a model whose output is NaN (nothing written unless
// asked), and forward calls that fail for a reason the message names first.
#include "clirun.h"
#include "io/nifti/niftiwriter.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

using namespace scansleuth;
using scansleuth::testing::cli;
using scansleuth::testing::CliRun;

class TestModelCli : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString path(const QString& name) const { return m_dir.filePath(name); }

    // Writes `model example --kind KIND` once.
    QString example(const QString& kind)
    {
        const QString file = path(kind + QStringLiteral(".pt"));
        if (!QFile::exists(file)) {
            const CliRun r = cli({"model", "example", "--kind", kind, "--out", file});
            if (r.exitCode != 0)
                qWarning("model example %s failed: %s", qPrintable(kind), r.err.constData());
        }
        return file;
    }

    // An n^3 float32 ramp, 1 mm voxels.
    QString image(int n)
    {
        const QString file = path(QStringLiteral("ramp%1.nii.gz").arg(n));
        if (QFile::exists(file))
            return file;
        volume::Geometry g;
        g.size = {n, n, n};
        auto v = volume::Volume::allocate(volume::PixelType::Float32, g);
        auto voxels = v->voxels<float>();
        for (std::size_t i = 0; i < voxels.size(); ++i)
            voxels[i] = float(i % std::size_t(n)) - float(n) / 2.0f;
        volume::VolumeList list;
        list.push_back(std::move(*v));
        if (!io::writeNifti(file.toStdString(), list).ok())
            qWarning("writing %s failed", qPrintable(file));
        return file;
    }

    static QStringList codes(const QJsonObject& json)
    {
        QStringList out;
        for (const QJsonValue& f : json["findings"].toArray())
            out << f.toObject()["code"].toString();
        return out;
    }

private Q_SLOTS:
    void tracedInTrainingModeIsAFindingOfInspect_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("node");
        QTest::addRow("dropout") << "traced-dropout"
                                 << "drop (scansleuth.Dropout3d): aten::dropout(p=0.5, train=True)";
        QTest::addRow("batch norm") << "traced-batchnorm"
                                    << "bn1 (scansleuth.BatchNorm3d): aten::batch_norm(training=True)";
    }

    void tracedInTrainingModeIsAFindingOfInspect()
    {
        QFETCH(QString, kind);
        QFETCH(QString, node);
        const CliRun r = cli({"model", "inspect", example(kind)});
        QCOMPARE(r.exitCode, 9);
        const QString out = QString::fromUtf8(r.out);
        QVERIFY2(
            out.contains(QStringLiteral("[model.traced_training_mode] The model was traced in training mode: "
                                        "export again after model.eval().")),
            qPrintable(out));
        QVERIFY2(out.contains(node), qPrintable(out));
        QVERIFY2(!out.contains(QStringLiteral("No problems found")), qPrintable(out));
        const CliRun json = cli({"model", "inspect", example(kind), "--json"});
        QCOMPARE(json.exitCode, 9);
        QVERIFY(codes(json.json()).contains(QStringLiteral("model.traced_training_mode")));
        QCOMPARE(json.json()["traced_training_nodes"].toArray().size(), 1);
    }

    void nanOutputWritesNothingAndExits10()
    {
        const QString out = path(QStringLiteral("nan-labels.nii.gz"));
        const CliRun r =
            cli({"model", "run", example("nan-output"), image(16), "--out", out, "--json", "--quiet"});
        QCOMPARE(r.exitCode, 10);
        QVERIFY(!QFile::exists(out));
        const QJsonObject json = r.json();
        QVERIFY(json["outputs"].toObject()["labels"].isNull());
        QCOMPARE(json["nonfinite"].toObject()["nan"].toInt(), 2 * 16 * 16 * 16);
        QCOMPARE(json["nonfinite"].toObject()["share"].toDouble(), 1.0);
        QVERIFY(codes(json).contains(QStringLiteral("model.nonfinite_output")));
        QVERIFY2(r.err.contains("8192 of 8192 values (100.00%) are NaN or infinite"), r.err.constData());
        QVERIFY2(r.err.contains("Nothing was written (--write-nonfinite writes it anyway)"),
                 r.err.constData());
    }

    void nanOutputIsWrittenOnlyWhenAsked()
    {
        const QString out = path(QStringLiteral("nan-asked.nii.gz"));
        const CliRun r = cli(
            {"model", "run", example("nan-output"), image(16), "--out", out, "--write-nonfinite", "--quiet"});
        QCOMPARE(r.exitCode, 10);
        QVERIFY(QFile::exists(out));
        QVERIFY2(r.out.contains("error [model.nonfinite_output]"), r.out.constData());
    }

    void aFiniteRunExits0()
    {
        const QString out = path(QStringLiteral("labels.nii.gz"));
        const CliRun r = cli({"model", "run", example("segmenter"), image(16), "--out", out, "--quiet"});
        QCOMPARE(r.exitCode, 0);
        QVERIFY(QFile::exists(out));
    }

    // The model part runs in a module with its own copy of the thread limit (model/backend.h): --threads
    // must still reach LibTorch, which the run reports.
    void threadsReachTheModel_data()
    {
        QTest::addColumn<int>("threads");
        QTest::addRow("one") << 1;
        QTest::addRow("three") << 3;
    }

    void threadsReachTheModel()
    {
        QFETCH(int, threads);
        const QString out = path(QStringLiteral("threads%1.nii.gz").arg(threads));
        const CliRun r = cli({"model", "run", example("segmenter"), image(16), "--out", out, "--json",
                              "--quiet", "--device", "cpu", "--threads", QString::number(threads)});
        QCOMPARE(r.exitCode, 0);
        const QJsonObject device = r.json()["device"].toObject();
        QCOMPARE(device["cpu_threads"].toInt(), threads);
        QVERIFY2(device["description"].toString().contains(QString::number(threads)),
                 qPrintable(device["description"].toString()));
    }

    void failuresAreHeadedByTheirCause_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("size");
        QTest::addColumn<QString>("head");
        QTest::addColumn<bool>("strideHint");
        QTest::addRow("the model's own exception")
            << "raises-error" << 16 << "RuntimeError: this model needs 3 modalities (T1, T2, FLAIR), got 1"
            << false;
        QTest::addRow("a 2D model") << "conv2d" << 16 << "A 2D model (Conv2d) was given a 3D volume" << false;
        QTest::addRow("two inputs") << "two-inputs" << 16 << "The model's forward takes 2 tensors (x, y)"
                                    << false;
        QTest::addRow("odd size through a stride")
            << "down-up" << 17 << "The model's feature maps do not fit together" << true;
    }

    void failuresAreHeadedByTheirCause()
    {
        QFETCH(QString, kind);
        QFETCH(int, size);
        QFETCH(QString, head);
        QFETCH(bool, strideHint);
        const QString out = path(kind + QStringLiteral("-labels.nii.gz"));
        const CliRun r = cli({"model", "run", example(kind), image(size), "--out", out, "--quiet"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY(!QFile::exists(out));
        const QString err = QString::fromUtf8(r.err);
        QVERIFY2(err.contains(QStringLiteral("scansleuth-cli: ") + head), qPrintable(err));
        QCOMPARE(err.contains(QStringLiteral("divisible")), strideHint);
    }
};

QTEST_MAIN(TestModelCli)
#include "tst_model_cli.moc"
