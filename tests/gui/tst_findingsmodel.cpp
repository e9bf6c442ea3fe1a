// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "widgets/findingsmodel.h"

#include <QAbstractItemModelTester>
#include <QTest>

using namespace scansleuth;
using scansleuth::widgets::FindingsModel;

class TestFindingsModel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void showsFindings();
};

void TestFindingsModel::showsFindings()
{
    FindingsModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    Finding tilt{"dicom.gantry_tilt", Severity::Warning, "The slices are tilted by 12 degrees.", {}, {},
                 "Resample."};
    Finding info{"nifti.no_orientation", Severity::Error, "No orientation.", {}, {}, {}};
    model.setFindings({tilt, info});
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(model.columnCount(), 4);
    QCOMPARE(model.data(model.index(0, FindingsModel::CodeColumn)).toString(),
             QStringLiteral("dicom.gantry_tilt"));
    QCOMPARE(model.data(model.index(0, FindingsModel::SeverityColumn)).toString(), QStringLiteral("warning"));
    QCOMPARE(model.data(model.index(0, FindingsModel::MessageColumn)).toString(),
             QStringLiteral("The slices are tilted by 12 degrees."));
    QCOMPARE(model.data(model.index(1, FindingsModel::FixColumn)).toString(), QString());
    QVERIFY(!model.data(model.index(5, 0)).isValid());
    model.setFindings({});
    QCOMPARE(model.rowCount(), 0);
}

QTEST_MAIN(TestFindingsModel)
#include "tst_findingsmodel.moc"
