// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "auditdialog.h"
#include "auditwindow.h"
#include "demo/demosplits.h"
#include "mainwindow.h"
#include "support/auditfixture.h"
#include "widgets/audit/auditview.h"
#include "widgets/audit/paircomparepanel.h"
#include "widgets/audit/suspectedpairsmodel.h"
#include "widgets/sliceview.h"
#include "widgets/viewerstate.h"
#include "windowshape.h"

#include <QAction>
#include <QDir>
#include <QHeaderView>
#include <QLocale>
#include <QSignalSpy>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>

using namespace scansleuth;
using namespace scansleuth::testing;
using app::AuditWindow;
using widgets::SuspectedPairsModel;

namespace {
// A 24 x 24 x 12 int16 NIfTI (1 mm, identity) of a subject: `seed` 0 a smooth ramp, else deterministic
// noise (a linear congruential generator), so different seeds are different subjects.
bool writeSubject(const QString& path, std::uint32_t seed)
{
    volume::Geometry g;
    g.size = {24, 24, 12};
    auto v = volume::Volume::allocate(volume::PixelType::Int16, g);
    if (!v)
        return false;
    std::uint32_t state = seed;
    auto voxels = v->voxels<std::int16_t>();
    for (std::size_t n = 0; n < voxels.size(); ++n) {
        state = state * 1664525u + 1013904223u;
        voxels[n] = seed == 0 ? static_cast<std::int16_t>(n % 24 + 3 * ((n / 24) % 24) + 7 * (n / 576))
                              : static_cast<std::int16_t>((state >> 16) % 1000);
    }
    volume::VolumeList list;
    list.push_back(std::move(v).value());
    return io::writeNifti(path.toStdString(), list).ok();
}
} // namespace

class TestAuditWindow : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    QString file(const QString& name) const { return m_dir.filePath(name); }

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale::c());
        QVERIFY(m_dir.isValid());
        QVERIFY(writeAuditVolume(file("case_1.nii.gz")));
        QVERIFY(writeAuditVolume(file("copy.nii.gz")));
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("splits/train")));
        QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("splits/test")));
        QFile csv(file("splits.csv"));
        QVERIFY(csv.open(QIODevice::WriteOnly));
        csv.write("case,split,path\na,train,splits/train\n");
    }

    void commandLineErrors_data()
    {
        QTest::addColumn<QStringList>("specs");
        QTest::addColumn<QString>("message");
        QTest::addRow("nothing") << QStringList{} << "two or more splits";
        QTest::addRow("one split") << QStringList{"train=/a"} << "two or more splits";
        QTest::addRow("no equals sign") << QStringList{"train", "test=/b"} << "NAME=PATH";
        QTest::addRow("no path") << QStringList{"train=", "test=/b"} << "NAME=PATH";
        QTest::addRow("no name") << QStringList{"=/a", "test=/b"} << "NAME=PATH";
        QTest::addRow("slash in name") << QStringList{"a/b=/a", "test=/b"} << "NAME=PATH";
        QTest::addRow("name twice") << QStringList{"train=/a", "train=/b"} << "given twice";
        QTest::addRow("missing csv") << QStringList{"/no/such/splits.csv"} << "NAME=PATH";
    }
    void commandLineErrors()
    {
        QFETCH(QStringList, specs);
        QFETCH(QString, message);
        const auto request = app::auditRequest(specs);
        QVERIFY(!request.ok());
        QVERIFY2(QString::fromStdString(request.error().message).contains(message),
                 request.error().message.c_str());
    }

    void commandLineRequest()
    {
        const auto request =
            app::auditRequest({QStringLiteral("train=/d/tr"), QStringLiteral("test = /d/ts")},
                              {QStringLiteral("/d/dataset_fingerprint.json")});
        QVERIFY(request.ok());
        QCOMPARE(request->splits, (std::vector<audit::SplitInput>{{"train", "/d/tr"}, {"test", "/d/ts"}}));
        QVERIFY(request->csv.isEmpty());
        QCOMPARE(request->options.references, std::vector<std::string>{"/d/dataset_fingerprint.json"});
        const auto csv = app::auditRequest({file("splits.csv")});
        QVERIFY(csv.ok());
        QCOMPARE(csv->csv, file("splits.csv"));
        QVERIFY(csv->splits.empty());
    }

    void dialogNeedsTwoDistinctSplitsOrACsv()
    {
        app::AuditDialog dialog;
        QVERIFY(dialog.problem().contains(QStringLiteral("at least two splits")));
        dialog.addSplit(QStringLiteral("train"), QStringLiteral("/d/tr"));
        QVERIFY(dialog.problem().contains(QStringLiteral("at least two splits")));
        dialog.addSplit(QStringLiteral("train"), QStringLiteral("/d/ts"));
        QVERIFY(dialog.problem().contains(QStringLiteral("given twice")));
        app::AuditDialog slash;
        slash.addSplit(QStringLiteral("a=b"), QStringLiteral("/d/tr"));
        QVERIFY(slash.problem().contains(QStringLiteral("may not hold")));
        app::AuditDialog empty;
        empty.addSplit(QString(), QStringLiteral("/d/tr"));
        QVERIFY(empty.problem().contains(QStringLiteral("needs a name and a folder")));
        app::AuditDialog both;
        both.addSplit(QStringLiteral("train"), QStringLiteral("/d/tr"));
        both.setCsv(QStringLiteral("/d/splits.csv"));
        QVERIFY(both.problem().contains(QStringLiteral("not both")));

        app::AuditDialog ok;
        ok.addSplit(QStringLiteral("train"), QStringLiteral("/d/tr"));
        ok.addSplit(QStringLiteral("test"), QStringLiteral("/d/ts"));
        ok.addReference(QStringLiteral("/d/plans.json"));
        QVERIFY(ok.problem().isEmpty());
        const app::AuditRequest request = ok.request();
        QCOMPARE(request.splits, (std::vector<audit::SplitInput>{{"train", "/d/tr"}, {"test", "/d/ts"}}));
        QCOMPARE(request.options.references, std::vector<std::string>{"/d/plans.json"});
        QVERIFY(request.fingerprint.nearDuplicates);
        QCOMPARE(request.options.nearDuplicateSimilarity, audit::AuditOptions{}.nearDuplicateSimilarity);
        app::AuditDialog csv;
        csv.setCsv(QStringLiteral("/d/splits.csv"));
        QVERIFY(csv.problem().isEmpty());
        QCOMPARE(csv.request().csv, QStringLiteral("/d/splits.csv"));
    }

    // What File > Audit Dataset Splits... shows, control by control in the order Tab visits them.
    void dialogKeepsItsControlsInTabOrder()
    {
        app::AuditDialog dialog;
        QCOMPARE(dialog.windowTitle(), QStringLiteral("Audit dataset splits"));
        QCOMPARE(testing::tabOrder(&dialog),
                 (QStringList{"splits", "Add &Folder...", "&Remove", "csv", "references", "&Add...",
                              "Re&move", "Look for &near-duplicates (resampled, cropped, rescaled copies)",
                              "QDoubleSpinBox", "...", "A&udit", "Cancel"}));
        QCOMPARE(dialog.size(), QSize(640, 520));
    }

    void windowKeepsItsMenu()
    {
        AuditWindow window;
        QCOMPARE(window.windowTitle(), QStringLiteral("ScanSleuth — Dataset audit"));
        QCOMPARE(testing::menus(&window),
                 QStringList{
                     "&File: &Audit Dataset Splits... | Save &Screenshot... (Ctrl+Shift+S) | - | &Close (" +
                     QKeySequence(QKeySequence::Close).toString() + ")"});
        QCOMPARE(window.size(), QSize(1600, 1000));
    }

    void theMainWindowOffersTheAudit()
    {
        app::MainWindow window;
        auto* action = window.findChild<QAction*>(QStringLiteral("auditSplits"));
        QVERIFY(action);
        QCOMPARE(action->text(), QStringLiteral("&Audit Dataset Splits..."));
    }

    void aShownAuditOpensItsStrongestPairInLinkedViews()
    {
        auto result = std::make_shared<audit::AuditResult>();
        result->splits = {{"train", "/t"}, {"test", "/s"}};
        result->records = {auditRecord("train", "case_1", file("case_1.nii.gz")),
                           auditRecord("test", "copy", file("copy.nii.gz")),
                           auditRecord("test", "gone", file("gone.nii.gz"))};
        result->pairs = {auditPair(0, 2, "near-duplicate", 0.97, {"NCC 0.970"}),
                         auditPair(0, 1, "duplicate", 1, {"voxel hash in both"})};
        AuditWindow window;
        window.resize(1400, 900);
        window.show();
        QSignalSpy shown(&window, &AuditWindow::itemShown);
        QSignalSpy finished(&window, &AuditWindow::jobFinished);
        window.showResult(result);
        QCOMPARE(finished.count(), 1);
        QVERIFY(finished.front().front().toBool());
        QVERIFY(shown.wait(20000));
        QCOMPARE(shown.front().front().value<std::size_t>(),
                 std::size_t(1)); // the duplicate, not the first given
        widgets::PairComparePanel* panel = window.view()->pairPanel();
        QCOMPARE(panel->state(0)->layers().size(), std::size_t(1));
        QCOMPARE(panel->state(1)->layers().size(), std::size_t(1));
        panel->state(0)->setCursor({3, 4, 6});
        QCOMPARE(panel->state(1)->cursor(), (volume::Vec3{3, 4, 6}));
        QTRY_COMPARE(panel->view(1)->slice(), std::int64_t(3));

        // The near-duplicate's B has been deleted since the audit: the reader says so, A is still shown.
        QVERIFY(window.view()->selectPair(0));
        QVERIFY(shown.wait(20000));
        QCOMPARE(shown.back().front().value<std::size_t>(), std::size_t(0));
        QVERIFY(panel->state(1)->isEmpty());
        QVERIFY2(panel->errorText(1).contains(file("gone.nii.gz")), qPrintable(panel->errorText(1)));
        QCOMPARE(panel->state(0)->layers().size(), std::size_t(1));
    }

    void anEmptyAuditIsShownWithoutPairs()
    {
        AuditWindow window;
        window.show();
        auto empty = std::make_shared<audit::AuditResult>();
        empty->splits = {{"train", "/t"}, {"test", "/s"}};
        QSignalSpy shown(&window, &AuditWindow::itemShown);
        window.showResult(empty);
        QVERIFY(!shown.wait(300));
        QVERIFY(!window.grab().isNull());
        QVERIFY(window.statusMessage().contains(QStringLiteral("suspected pairs: 0")));
    }

    void auditsTwoSplitFoldersAndFindsTheCopiedFile()
    {
        QTemporaryDir dir;
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("train")));
        QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("test")));
        QVERIFY(writeSubject(dir.filePath(QStringLiteral("train/a.nii.gz")), 0));
        QVERIFY(writeSubject(dir.filePath(QStringLiteral("train/b.nii.gz")), 7));
        QVERIFY(writeSubject(dir.filePath(QStringLiteral("test/c.nii")), 11));
        // test/a_copy.nii.gz: train/a's file, copied into the test split.
        QVERIFY(QFile::copy(dir.filePath(QStringLiteral("train/a.nii.gz")),
                            dir.filePath(QStringLiteral("test/a_copy.nii.gz"))));
        QFile junk(dir.filePath(QStringLiteral("test/broken.nii")));
        QVERIFY(junk.open(QIODevice::WriteOnly));
        junk.write("not a nifti");
        junk.close();

        AuditWindow window;
        window.resize(1400, 900);
        window.show();
        QSignalSpy finished(&window, &AuditWindow::jobFinished);
        QSignalSpy shown(&window, &AuditWindow::itemShown);
        const auto request =
            app::auditRequest({QStringLiteral("train=%1").arg(dir.filePath(QStringLiteral("train"))),
                               QStringLiteral("test=%1").arg(dir.filePath(QStringLiteral("test")))});
        QVERIFY(request.ok());
        window.start(*request);
        QVERIFY(window.isWorking());
        QVERIFY(finished.wait(120000));
        QVERIFY2(finished.front().front().toBool(), qPrintable(window.statusMessage()));
        const audit::AuditResult* result = window.view()->result();
        QVERIFY(result);
        QCOMPARE(result->records.size(), std::size_t(4));
        // The broken file is listed, not fatal.
        QCOMPARE(result->failures.size(), std::size_t(1));
        QVERIFY(QString::fromStdString(result->failures.front().path).endsWith(QStringLiteral("broken.nii")));
        // The copy is the first (strongest) row: identical voxels, train's a against test's a_copy.
        SuspectedPairsModel* model = window.view()->pairsModel();
        QVERIFY(model->rowCount() >= 1);
        const audit::SuspectedPair& top = result->pairs[model->pairIndex(0)];
        QCOMPARE(top.kind, std::string("duplicate"));
        const audit::VolumeRecord& a = result->records[top.a];
        const audit::VolumeRecord& b = result->records[top.b];
        QCOMPARE(a.split, std::string("train"));
        QVERIFY(QString::fromStdString(a.path).endsWith(QStringLiteral("train/a.nii.gz")));
        QCOMPARE(b.split, std::string("test"));
        QVERIFY(QString::fromStdString(b.path).endsWith(QStringLiteral("test/a_copy.nii.gz")));
        QCOMPARE(model->index(0, SuspectedPairsModel::KindColumn).data().toString(),
                 QStringLiteral("Identical voxels"));
        // No pair between different subjects.
        for (const audit::SuspectedPair& p : result->pairs)
            QCOMPARE(p.kind, std::string("duplicate"));
        // It opens in the linked views, the same slice in both.
        QVERIFY(shown.wait(20000));
        widgets::PairComparePanel* panel = window.view()->pairPanel();
        QVERIFY(!panel->state(0)->isEmpty());
        QVERIFY(!panel->state(1)->isEmpty());
        QTRY_VERIFY(!panel->view(0)->sliceImage().isNull() && !panel->view(1)->sliceImage().isNull());
        QCOMPARE(panel->view(0)->sliceImage(), panel->view(1)->sliceImage());
        QVERIFY(window.view()->summaryText().contains(QStringLiteral("unreadable files: 1")));
    }

    // Issue 22, on the demo's splits (a patient re-anonymised, resampled and cropped into test): the pair is
    // one person under another ID and a near-duplicate; the headlines said one near-duplicate pair while
    // the strip counted it by its strongest kind only ("similar content 0"). The strip now reads the
    // findings' own pair counts. And the pairs table shows every column, Case B and Evidence included.
    void demoSummaryCountsWhatTheHeadlinesSay()
    {
        QVERIFY(demo::writeDemoSplits(file("demo").toStdString()).ok());
        auto request = app::auditRequest({"train=" + file("demo/train"), "test=" + file("demo/test")});
        QVERIFY(request.ok());
        AuditWindow window;
        window.show();
        QSignalSpy finished(&window, &AuditWindow::jobFinished);
        window.start(*request);
        QVERIFY(finished.wait(120000));
        QVERIFY(finished.front().front().toBool());
        const QString summary = window.view()->summaryText();
        QVERIFY2(summary.contains(QStringLiteral(" of volumes in different splits look like copies")),
                 qPrintable(summary));
        QVERIFY2(
            summary.contains(QStringLiteral("1 pair of volumes in different splits belong to one person")),
            qPrintable(summary));
        QVERIFY2(summary.contains(QStringLiteral("near-duplicate 1")), qPrintable(summary));
        QVERIFY2(summary.contains(QStringLiteral("same person under another ID 1")), qPrintable(summary));
        QVERIFY(!summary.contains(QStringLiteral(" 0,")) && !summary.contains(QStringLiteral(" 0)")));
        auto* table = window.view()->findChild<QTableView*>(QStringLiteral("pairsTable"));
        QVERIFY(table && table->model()->rowCount() >= 1);
        QTRY_VERIFY(table->isVisible());
        for (int c = 0; c < table->model()->columnCount(); ++c) {
            QVERIFY2(table->columnViewportPosition(c) + table->columnWidth(c) <= table->viewport()->width(),
                     qPrintable(QString::number(c)));
            if (c == SuspectedPairsModel::EvidenceColumn)
                continue;
            const QString text = table->model()->index(0, c).data().toString();
            QVERIFY2(table->columnWidth(c) >= table->fontMetrics().horizontalAdvance(text), qPrintable(text));
        }
    }

    void aMissingSplitFolderFailsWithTheReason()
    {
        AuditWindow window;
        QSignalSpy finished(&window, &AuditWindow::jobFinished);
        app::AuditRequest request;
        request.splits = {{"train", file("no-such-folder").toStdString()},
                          {"test", m_dir.path().toStdString()}};
        window.start(request);
        QVERIFY(finished.wait(60000));
        QVERIFY(!finished.front().front().toBool());
        QVERIFY2(window.statusMessage().contains(QStringLiteral("no-such-folder")),
                 qPrintable(window.statusMessage()));
        QVERIFY(!window.isWorking());
    }
};

QTEST_MAIN(TestAuditWindow)
#include "tst_auditwindow.moc"
