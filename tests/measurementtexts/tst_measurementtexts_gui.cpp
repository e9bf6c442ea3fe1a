// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The GUI shows measurements and readers' errors through core's tables (base/measurementtexts.h,
// base/errortexts.h), translated with the widgets' translator: a QTranslator with the shipped German
// catalogue installed, as app/gui/main.cpp installs the user's. Expected texts written by hand.
#include "widgets/findingsmodel.h"
#include "widgets/findingtext.h"
#include "widgets/workflow/evidencetablemodel.h"
#include "workflow/investigation.h"

#include <QCoreApplication>
#include <QTest>
#include <QTranslator>

using namespace scansleuth;
using widgets::FindingsModel;

class TestMeasurementTextsGui : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void findingsTooltipSaysWhatWasMeasured()
    {
        Finding f = makeFinding("geometry.axis_flip", Severity::Error, "The mask is mirrored.");
        f.measurements = {{"voxel_axis", 0, ""}, {"correction_shift_voxels", 25, "voxels"}};
        const Finding bare = makeFinding("geometry.axis_flip", Severity::Error, "The mask is mirrored.");
        FindingsModel model;
        model.setFindings({f, bare});
        auto tip = [&](int row) {
            return model.data(model.index(row, FindingsModel::MessageColumn), Qt::ToolTipRole).toString();
        };
        QCOMPARE(tip(0),
                 QStringLiteral("The mask is mirrored.\nMeasured: voxel axis 0, shift by the correction "
                                "in voxels 25 voxels"));
        QCOMPARE(tip(1), QStringLiteral("The mask is mirrored.")); // nothing measured: the message alone

        QTranslator translator;
        QVERIFY(translator.load(QStringLiteral(SCANSLEUTH_DE_QM)));
        QVERIFY(QCoreApplication::installTranslator(&translator));
        QVERIFY2(tip(0).endsWith(QStringLiteral(
                     "\nGemessen: Voxelachse 0, Verschiebung durch die Korrektur in Voxeln 25 Voxel")),
                 qPrintable(tip(0)));
        // The investigation's evidence table: a finding's detail tooltip, a failed run's error.
        workflow::Investigation inv;
        workflow::ExperimentRun run;
        run.id = "run-1";
        run.experiment = "exp-pair-geometry";
        run.evidence.findings = {f};
        workflow::ExperimentRun failed;
        failed.id = "run-2";
        failed.experiment = "exp-pair-geometry";
        failed.status = "failed";
        failed.error = "The path does not exist. (nothere.nii.gz)";
        workflow::ExperimentRun manual; // a manual experiment's answers: "yes" in words, a name as it is
        manual.id = "run-3";
        manual.experiment = "exp-viewer-compare";
        manual.observations = {{"scansleuth_aligned", "yes"}, {"other_viewer", "ITK-SNAP"}};
        inv.runs = {run, failed, manual};
        widgets::EvidenceTableModel evidence;
        evidence.setDocument(&inv, nullptr);
        QStringList details;
        for (int r = 0; r < evidence.rowCount(); ++r)
            details << evidence.index(r, widgets::EvidenceTableModel::DetailColumn)
                           .data(Qt::ToolTipRole)
                           .toString();
        QVERIFY2(details.contains(QStringLiteral("The mask is mirrored.\nGemessen: Voxelachse 0, "
                                                 "Verschiebung durch die Korrektur in Voxeln 25 Voxel")),
                 qPrintable(details.join(QStringLiteral(" | "))));
        QVERIFY2(details.contains(QStringLiteral("Der Pfad existiert nicht. (nothere.nii.gz)")),
                 qPrintable(details.join(QStringLiteral(" | "))));
        QStringList answers;
        for (int r = 0; r < evidence.rowCount(); ++r)
            answers << evidence.index(r, widgets::EvidenceTableModel::DetailColumn).data().toString();
        QVERIFY2(answers.contains(QStringLiteral("ja")) && answers.contains(QStringLiteral("ITK-SNAP")) &&
                     !answers.contains(QStringLiteral("yes")),
                 qPrintable(answers.join(QStringLiteral(" | "))));
        QCOMPARE(widgets::errorText("The file does not exist. (/data/ct.nii.gz)"),
                 QStringLiteral("Die Datei existiert nicht. (/data/ct.nii.gz)"));
        QCOMPARE(widgets::errorText("Something no table knows."),
                 QStringLiteral("Something no table knows."));
        // The comparison window's headline of runs whose names hold ", " and ": " (quoted by the comparison).
        QCOMPARE(
            widgets::checkLineText("'v2: tta' better than 'nnU-Net, fold 0' on all 20 cases (Dice, label 1: "
                                   "mean 'v2: tta' - 'nnU-Net, fold 0' +0.021 (95% CI [0.010, 0.030]), "
                                   "Wilcoxon p = 0.001)"),
            QStringLiteral("'v2: tta' besser als 'nnU-Net, fold 0' auf allen 20 Fällen (Dice, label 1: "
                           "Mittelwert 'v2: tta' - 'nnU-Net, fold 0' +0.021 (95%-KI [0.010, 0.030]), "
                           "Wilcoxon p = 0.001)"));
        QCoreApplication::removeTranslator(&translator);
        QCOMPARE(widgets::measurementsText(f),
                 QStringLiteral("voxel axis 0, shift by the correction in voxels "
                                "25 voxels"));
    }
};

QTEST_GUILESS_MAIN(TestMeasurementTextsGui)
#include "tst_measurementtexts_gui.moc"
