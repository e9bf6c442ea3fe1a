// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Model > Inspect Model...: the module tree with the training-mode trap marked, and a clear sentence for a
// file that is not TorchScript.
#include "modelinspectdialog.h"

#include "model/examplemodels.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>

using namespace scansleuth;

class TestModelInspectDialog : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

    QString example(model::ExampleKind kind)
    {
        const QString path = m_dir.filePath(QString::fromLatin1(model::exampleKindName(kind).data()) + ".pt");
        const Status saved = model::saveExampleModel(kind, path.toStdString());
        if (!saved)
            qFatal("%s", saved.error().message.c_str());
        return path;
    }

    static QTreeWidgetItem* find(QTreeWidget* tree, const QString& path)
    {
        for (QTreeWidgetItemIterator it(tree); *it; ++it)
            if ((*it)->data(0, Qt::UserRole).toString() == path)
                return *it;
        return nullptr;
    }

private Q_SLOTS:
    void marksTheSubmoduleLeftInTrainingMode()
    {
        app::ModelInspectDialog dialog;
        QSignalSpy done(&dialog, &app::ModelInspectDialog::inspected);
        dialog.inspect(example(model::ExampleKind::DropoutInTraining));
        QVERIFY(done.wait(20000));
        // The tree follows the module paths: the root holds conv1, conv2, drop and head.
        QCOMPARE(dialog.tree()->topLevelItemCount(), 1);
        QCOMPARE(dialog.tree()->topLevelItem(0)->childCount(), 4);
        QTreeWidgetItem* drop = find(dialog.tree(), QStringLiteral("drop"));
        QVERIFY(drop);
        QVERIFY(drop->text(2).contains(QStringLiteral("reads self.training")));
        QCOMPARE(drop->foreground(0).color(), QColor(200, 30, 30));
        // conv1 is in training mode too, but its forward does not read the flag: not marked.
        QTreeWidgetItem* conv1 = find(dialog.tree(), QStringLiteral("conv1"));
        QVERIFY(conv1);
        QCOMPARE(conv1->text(2), QStringLiteral("training"));
        QCOMPARE(conv1->text(3), QLocale().toString(224)); // 8 x 1 x 3 x 3 x 3 weights + 8 biases
        QVERIFY(dialog.findingsText().contains(QStringLiteral("model.training_mode")));
        QVERIFY(dialog.summaryText().contains(QStringLiteral("trainable")));
        // SCANSLEUTH_SCREENSHOT_DIR=DIR keeps a picture of the dialog, to look at.
        if (qEnvironmentVariableIsSet("SCANSLEUTH_SCREENSHOT_DIR"))
            dialog.grab().save(qEnvironmentVariable("SCANSLEUTH_SCREENSHOT_DIR") + "/model-inspect.png");
    }

    void evalModelHasNoFinding()
    {
        app::ModelInspectDialog dialog;
        QSignalSpy done(&dialog, &app::ModelInspectDialog::inspected);
        dialog.inspect(example(model::ExampleKind::Segmenter));
        QVERIFY(done.wait(20000));
        QVERIFY(dialog.findingsText().startsWith(QStringLiteral("No problems found")));
        QCOMPARE(find(dialog.tree(), QStringLiteral("head"))->text(2), QStringLiteral("eval"));
    }

    void namesAFileThatIsNotTorchScript()
    {
        const QString path = m_dir.filePath(QStringLiteral("notes.pt"));
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write("weights are on the other disk\n");
        file.close();
        app::ModelInspectDialog dialog;
        QSignalSpy failed(&dialog, &app::ModelInspectDialog::failed);
        dialog.inspect(path);
        QVERIFY(failed.wait(20000));
        QVERIFY2(failed.at(0).at(0).toString().contains(QStringLiteral("not a zip archive")),
                 qPrintable(failed.at(0).at(0).toString()));
        QCOMPARE(dialog.tree()->topLevelItemCount(), 0);
    }
};

QTEST_MAIN(TestModelInspectDialog)
#include "tst_modelinspectdialog.moc"
