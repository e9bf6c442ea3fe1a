// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "support/auditfixture.h"
#include "widgets/audit/paritytablemodel.h"
#include "widgets/audit/suspectedpairsmodel.h"

#include <QAbstractItemModelTester>
#include <QColor>
#include <QFont>
#include <QLocale>
#include <QTest>
#include <QTranslator>

using namespace scansleuth;
using namespace scansleuth::testing;
using widgets::ParityTableModel;
using widgets::SuspectedPairsModel;

namespace {
// Records: 0 train/case_1, 1 test/copy, 2 test/moved, 3 test/gone (series label "CT 2"), 4 val/arr.
// Pairs given weakest first, so the model's order cannot come from the input's.
std::shared_ptr<const audit::AuditResult> scrambled()
{
    auto r = std::make_shared<audit::AuditResult>();
    r->splits = {{"train", "/d/train"}, {"test", "/d/test"}, {"val", "/d/val"}};
    r->records = {auditRecord("train", "case_1", QStringLiteral("/d/train/case_1.nii.gz")),
                  auditRecord("test", "copy", QStringLiteral("/d/test/copy.nii.gz")),
                  auditRecord("test", "moved", QStringLiteral("/d/test/moved.nii.gz")),
                  auditRecord("test", "gone", QStringLiteral("/d/test/gone"), "dicom"),
                  auditRecord("val", "arr", QStringLiteral("/d/val/arr.npy"), "npy")};
    r->records[3].label = "CT 2";
    r->pairs = {auditPair(0, 2, "near-duplicate", 0.9612, {"NCC 0.961 after flipping x, shift 12 mm"}),
                auditPair(0, 4, "near-duplicate", 0.99, {"NCC 0.990"}),
                auditPair(0, 1, "duplicate", 1, {"voxel hash 0123abcd in both"}),
                auditPair(0, 3, "patient", 1, {"PatientID 'P001' in both", "birth date 19700101 in both"})};
    return r;
}

audit::FeatureComparison comparison(const std::string& feature, bool flagged, double d)
{
    audit::FeatureComparison c;
    c.feature = feature;
    c.unit = feature == "spacing_z" ? "mm" : "";
    c.splitA = "train";
    c.splitB = "test";
    c.countA = 12;
    c.countB = 4;
    c.medianA = 40.5;
    c.medianB = 0.5;
    c.ks = 0.75;
    c.ksPValue = 0.0012;
    c.wasserstein = 39.25;
    c.effectSize = d;
    c.flagged = flagged;
    return c;
}
} // namespace

class TestAuditModels : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale::c()); }

    void pairsAreStrongestFirstWithTheirTexts()
    {
        SuspectedPairsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setResult(scrambled());
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.columnCount(), int(SuspectedPairsModel::ColumnCount));
        // Identity, then identical voxels, then near-duplicates by falling similarity.
        const std::vector<std::size_t> expected = {3, 2, 1, 0};
        for (int row = 0; row < 4; ++row) {
            QCOMPARE(model.pairIndex(row), expected[static_cast<std::size_t>(row)]);
            QCOMPARE(model.index(row, 0).data(SuspectedPairsModel::PairIndexRole).toULongLong(),
                     qulonglong(expected[static_cast<std::size_t>(row)]));
            QCOMPARE(model.rowOfPair(expected[static_cast<std::size_t>(row)]), row);
        }
        auto text = [&model](int row, int column) {
            return model.index(row, column).data().toString();
        };
        QCOMPARE(text(0, SuspectedPairsModel::KindColumn), QStringLiteral("Same patient ID"));
        QCOMPARE(text(0, SuspectedPairsModel::SimilarityColumn), QStringLiteral("—"));
        QCOMPARE(text(0, SuspectedPairsModel::SplitAColumn), QStringLiteral("train"));
        QCOMPARE(text(0, SuspectedPairsModel::CaseAColumn), QStringLiteral("case_1"));
        QCOMPARE(text(0, SuspectedPairsModel::SplitBColumn), QStringLiteral("test"));
        QCOMPARE(text(0, SuspectedPairsModel::CaseBColumn), QStringLiteral("gone (CT 2)"));
        QCOMPARE(text(0, SuspectedPairsModel::EvidenceColumn),
                 QStringLiteral("PatientID 'P001' in both; birth date 19700101 in both"));
        QCOMPARE(model.index(0, SuspectedPairsModel::EvidenceColumn).data(Qt::ToolTipRole).toString(),
                 QStringLiteral("PatientID 'P001' in both\nbirth date 19700101 in both"));
        QCOMPARE(model.index(0, SuspectedPairsModel::CaseBColumn).data(Qt::ToolTipRole).toString(),
                 QStringLiteral("/d/test/gone"));
        QCOMPARE(text(1, SuspectedPairsModel::KindColumn), QStringLiteral("Identical voxels"));
        QCOMPARE(text(1, SuspectedPairsModel::CaseBColumn), QStringLiteral("copy"));
        QCOMPARE(text(2, SuspectedPairsModel::KindColumn), QStringLiteral("Near-duplicate"));
        QCOMPARE(text(2, SuspectedPairsModel::SimilarityColumn), QStringLiteral("0.990"));
        QCOMPARE(text(2, SuspectedPairsModel::SplitBColumn), QStringLiteral("val"));
        QCOMPARE(text(3, SuspectedPairsModel::SimilarityColumn), QStringLiteral("0.961"));
        QCOMPARE(model.headerData(SuspectedPairsModel::EvidenceColumn, Qt::Horizontal).toString(),
                 QStringLiteral("Evidence"));
    }

    void pairsWithoutResultOrPairsAreEmpty()
    {
        SuspectedPairsModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        QCOMPARE(model.rowCount(), 0);
        model.setResult(std::make_shared<audit::AuditResult>());
        QCOMPARE(model.rowCount(), 0);
        model.setResult(nullptr);
        QCOMPARE(model.rowCount(), 0);
    }

    void aPairNamingARecordThatIsNotThereSaysSo()
    {
        auto r = std::make_shared<audit::AuditResult>(*scrambled());
        r->pairs = {auditPair(0, 9, "patient", 1, {})};
        SuspectedPairsModel model;
        model.setResult(r);
        QCOMPARE(model.index(0, SuspectedPairsModel::CaseBColumn).data().toString(),
                 QStringLiteral("(missing record)"));
        QCOMPARE(model.index(0, SuspectedPairsModel::SplitBColumn).data().toString(), QString());
    }

    void kindsHaveUserNames_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<int>("rank");
        QTest::addColumn<QString>("text");
        QTest::addRow("fuzzy") << "fuzzy-identity" << 0 << "Same patient (name, birth date, sex)";
        QTest::addRow("study") << "study" << 0 << "Same study";
        QTest::addRow("parts") << "same-volume-parts" << 0 << "Parts of one volume";
        QTest::addRow("duplicate") << "duplicate" << 1 << "Identical voxels";
        QTest::addRow("embedding") << "embedding" << 2 << "Similar embedding";
        QTest::addRow("unknown kind") << "telepathy" << 3 << "telepathy";
    }
    void kindsHaveUserNames()
    {
        QFETCH(QString, kind);
        QFETCH(int, rank);
        QFETCH(QString, text);
        QCOMPARE(SuspectedPairsModel::strengthRank(kind.toStdString()), rank);
        QCOMPARE(SuspectedPairsModel::kindText(kind.toStdString()), text);
    }

    void parityPutsFlaggedRowsFirstAndHighlightsThem()
    {
        ParityTableModel model;
        QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
        model.setComparisons({comparison("std", false, 0.1), comparison("mean", true, 2.5),
                              comparison("spacing_z", false, 0.2), comparison("p99", true, -1.5)});
        QCOMPARE(model.rowCount(), 4);
        QCOMPARE(model.flaggedCount(), 2);
        const std::vector<std::size_t> expected = {1, 3, 0, 2};
        for (int row = 0; row < 4; ++row)
            QCOMPARE(model.comparisonIndex(row), expected[static_cast<std::size_t>(row)]);
        auto text = [&model](int row, int column) {
            return model.index(row, column).data().toString();
        };
        QCOMPARE(text(0, ParityTableModel::FeatureColumn), QStringLiteral("Mean intensity"));
        QCOMPARE(text(1, ParityTableModel::FeatureColumn), QStringLiteral("99th intensity percentile"));
        QCOMPARE(text(3, ParityTableModel::FeatureColumn), QStringLiteral("Voxel spacing z (mm)"));
        QCOMPARE(text(0, ParityTableModel::SplitsColumn), QStringLiteral("train / test"));
        QCOMPARE(text(0, ParityTableModel::CountsColumn), QStringLiteral("12 / 4"));
        QCOMPARE(text(0, ParityTableModel::MedianAColumn), QStringLiteral("40.5"));
        QCOMPARE(text(0, ParityTableModel::KsColumn), QStringLiteral("0.75"));
        QCOMPARE(text(0, ParityTableModel::PValueColumn), QStringLiteral("0.0012"));
        QCOMPARE(text(0, ParityTableModel::WassersteinColumn), QStringLiteral("39.25"));
        QCOMPARE(text(1, ParityTableModel::EffectSizeColumn), QStringLiteral("-1.5"));
        for (int row = 0; row < 4; ++row) {
            const bool flagged = row < 2;
            const QModelIndex index = model.index(row, ParityTableModel::KsColumn);
            QCOMPARE(index.data(ParityTableModel::FlaggedRole).toBool(), flagged);
            QCOMPARE(index.data(Qt::BackgroundRole).isValid(), flagged);
            if (flagged) {
                QCOMPARE(index.data(Qt::BackgroundRole).value<QColor>(), ParityTableModel::flaggedColour());
                QVERIFY(index.data(Qt::FontRole).value<QFont>().bold());
            }
        }
    }

    // The columns and headings are the one parity table's (checks/audit/output/paritytable.h), less
    // "Flagged", which is the rows' colour; the model only translates them.
    void parityColumnsAreTheTablesColumns()
    {
        ParityTableModel model;
        QCOMPARE(model.columnCount(), int(audit::kParityColumnCount) - 1);
        QCOMPARE(int(audit::ParityColumn::Flagged), int(audit::kParityColumnCount) - 1);
        for (int column = 0; column < model.columnCount(); ++column)
            QCOMPARE(model.headerData(column, Qt::Horizontal).toString(),
                     QString::fromUtf8(audit::parityHeading(audit::ParityColumn(column))));
    }

    void germanNamesTheKindsAndFeatures()
    {
        QTranslator german;
        QVERIFY(german.load(QStringLiteral(SCANSLEUTH_GERMAN_QM)));
        QVERIFY(QCoreApplication::installTranslator(&german));
        struct Uninstall
        {
            QTranslator* t;
            ~Uninstall() { QCoreApplication::removeTranslator(t); }
        } uninstall{&german};
        SuspectedPairsModel pairs;
        pairs.setResult(scrambled());
        QCOMPARE(pairs.index(1, SuspectedPairsModel::KindColumn).data().toString(),
                 QStringLiteral("Identische Voxel"));
        QCOMPARE(pairs.headerData(SuspectedPairsModel::EvidenceColumn, Qt::Horizontal).toString(),
                 QStringLiteral("Belege"));
        QCOMPARE(ParityTableModel::featureText("spacing_z", "mm"), QStringLiteral("Voxelabstand z (mm)"));
        QCOMPARE(ParityTableModel::featureText("p99"), QString::fromUtf8("99. Perzentil der Intensität"));
        QCOMPARE(ParityTableModel::featureText("p01"), QString::fromUtf8("1. Perzentil der Intensität"));
    }

    void parityShowsNonFiniteValuesAsDashes()
    {
        ParityTableModel model;
        auto c = comparison("mean", false, std::numeric_limits<double>::quiet_NaN());
        c.medianB = std::numeric_limits<double>::infinity();
        model.setComparisons({c});
        QCOMPARE(model.index(0, ParityTableModel::EffectSizeColumn).data().toString(), QStringLiteral("—"));
        QCOMPARE(model.index(0, ParityTableModel::MedianBColumn).data().toString(), QStringLiteral("—"));
    }
};

QTEST_MAIN(TestAuditModels)
#include "tst_auditmodels.moc"
