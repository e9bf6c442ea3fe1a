// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The GUI shows measurements and readers' errors through core's tables (base/measurementtexts.h,
// base/errortexts.h), translated with the widgets' translator: a QTranslator with the shipped German
// catalogue installed, as app/gui/main.cpp installs the user's. Expected texts written by hand.
#include "widgets/findingsmodel.h"
#include "widgets/findingtext.h"

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
        QCOMPARE(widgets::errorText("The file does not exist. (/data/ct.nii.gz)"),
                 QStringLiteral("Die Datei existiert nicht. (/data/ct.nii.gz)"));
        QCOMPARE(widgets::errorText("Something no table knows."),
                 QStringLiteral("Something no table knows."));
        QCoreApplication::removeTranslator(&translator);
        QCOMPARE(widgets::measurementsText(f),
                 QStringLiteral("voxel axis 0, shift by the correction in voxels "
                                "25 voxels"));
    }
};

QTEST_GUILESS_MAIN(TestMeasurementTextsGui)
#include "tst_measurementtexts_gui.moc"
