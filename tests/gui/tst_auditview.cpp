// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "support/auditfixture.h"
#include "support/installedtranslator.h"
#include "widgets/audit/auditview.h"
#include "widgets/audit/histogramwidget.h"
#include "widgets/audit/paircomparepanel.h"
#include "widgets/audit/paritytablemodel.h"
#include "widgets/audit/suspectedpairsmodel.h"
#include "widgets/compare/boxplotwidget.h"
#include "widgets/sliceview.h"
#include "widgets/viewerstate.h"

#include <QLocale>
#include <QSignalSpy>
#include <QTableView>
#include <QTableWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace scansleuth;
using namespace scansleuth::testing;
using widgets::AuditView;
using widgets::PairComparePanel;

namespace {
constexpr double kMoved = 500; // mm along L: moved.nii.gz lies beside the others, not over them
}

class TestAuditView : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;
    std::shared_ptr<const audit::AuditResult> m_result;

    QString file(const QString& name) const { return m_dir.filePath(name); }

    // Records: 0 train/case_1, 1 test/copy (the same voxels and place), 2 test/moved (the same voxels
    // 500 mm away), 3 test/gone (deleted after the audit), 4 val/arr.npy (the same values as an array).
    // Pairs (weakest first): 0 near 0-2, 1 duplicate 0-1, 2 patient 0-3, 3 near 0-4.
    std::shared_ptr<audit::AuditResult> result() const
    {
        auto r = std::make_shared<audit::AuditResult>();
        r->splits = {{"train", file("train").toStdString()},
                     {"test", file("test").toStdString()},
                     {"val", file("val").toStdString()}};
        r->records = {auditRecord("train", "case_1", file("case_1.nii.gz")),
                      auditRecord("test", "copy", file("copy.nii.gz")),
                      auditRecord("test", "moved", file("moved.nii.gz")),
                      auditRecord("test", "gone", file("gone.nii.gz")),
                      auditRecord("val", "arr", file("arr.npy"), "npy")};
        r->records[4].hasGeometry = false;
        r->pairs = {auditPair(0, 2, "near-duplicate", 0.97, {"NCC 0.970, shift 500 mm"}),
                    auditPair(0, 1, "duplicate", 1, {"voxel hash 0123abcd in both"}),
                    auditPair(0, 3, "patient", 1, {"PatientID 'P001' in both"}),
                    auditPair(0, 4, "near-duplicate", 0.99, {"NCC 0.990"})};
        r->failures = {{file("broken.nii").toStdString(), "corrupt", "The NIfTI header is truncated.",
                        "348 bytes expected, 20 read"}};
        audit::SplitProfile train, test, val;
        train.split = "train";
        train.histogramEdges = {-1000, -500, 0, 500, 1000};
        train.histogram = {0.1, 0.2, 0.3, 0.4};
        train.features = {{"mean", {40, 42, 44}}, {"spacing_z", {2, 2, 2}}};
        train.valueDomain = "hu";
        test = train;
        test.split = "test";
        test.histogram = {0, 0.05, 0.9, 0.05};
        test.features = {{"mean", {0.4, 0.5}}, {"spacing_z", {2, 2}}};
        test.valueDomain = "unit";
        val = train;
        val.split = "val";
        val.features = {{"mean", {41}}};
        r->profiles = {train, test, val};
        audit::FeatureComparison spacing, mean;
        spacing.feature = "spacing_z";
        spacing.splitA = "train";
        spacing.splitB = "test";
        mean = spacing;
        mean.feature = "mean";
        mean.flagged = true;
        mean.effectSize = 25;
        r->parity = {spacing, mean};
        r->findings = {
            makeFinding("leakage.patient_overlap", Severity::Error, "1 patient is in more than one split."),
            makeFinding("leakage.duplicate_volume", Severity::Error, "1 pair has identical voxels."),
            makeFinding("leakage.near_duplicate", Severity::Warning, "2 pairs look like copies."),
            makeFinding("dataset.unreadable_file", Severity::Warning, "1 file could not be read."),
            makeFinding("audit.summary", Severity::Info, "5 volumes in 3 splits.")};
        // The pair counts as auditRecords' findings carry them (the strip reads these).
        r->findings[0].measurements = {{"patients", 1, ""}, {"pairs", 1, ""}, {"volumes", 2, ""}};
        r->findings[1].measurements = {{"pairs", 1, ""}, {"volumes", 2, ""}};
        r->findings[2].measurements = {
            {"pairs", 2, ""}, {"volumes", 3, ""}, {"highest_similarity", 0.99, ""}};
        return r;
    }

    // A view whose pair requests are answered at once, as the window's reader does in the background.
    void answerRequests(AuditView& view) const
    {
        connect(&view, &AuditView::pairRequested, &view,
                [&view](std::size_t pair) { view.showPair(widgets::readPairVolumes(*view.result(), pair)); });
    }

    static volume::Vec3 plus(const volume::Vec3& a, const volume::Vec3& b)
    {
        return {a[0] + b[0], a[1] + b[1], a[2] + b[2]};
    }

private Q_SLOTS:
    void initTestCase()
    {
        QLocale::setDefault(QLocale::c());
        QVERIFY(m_dir.isValid());
        QVERIFY(writeAuditVolume(file("case_1.nii.gz")));
        QVERIFY(writeAuditVolume(file("copy.nii.gz")));
        QVERIFY(writeAuditVolume(file("moved.nii.gz"), {kMoved, 0, 0}));
        QVERIFY(writeAuditNpy(file("arr.npy")));
        // gone.nii.gz was audited and has been deleted since: never written.
        m_result = result();
    }

    void selectingAPairShowsBothVolumesLinkedInPatientSpace()
    {
        AuditView view;
        view.resize(1400, 800);
        answerRequests(view);
        view.setResult(m_result);
        view.show();
        QSignalSpy requested(&view, &AuditView::pairRequested);
        QVERIFY(view.selectPair(1)); // the identical copy
        QCOMPARE(requested.count(), 1);
        QCOMPARE(requested.front().front().value<std::size_t>(), std::size_t(1));
        PairComparePanel* panel = view.pairPanel();
        QCOMPARE(panel->shownPair(), 1LL);
        QCOMPARE(panel->state(0)->layers().size(), std::size_t(1));
        QCOMPARE(panel->state(1)->layers().size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(panel->state(0)->layers().front().image->path),
                 file("case_1.nii.gz"));
        QCOMPARE(QString::fromStdString(panel->state(1)->layers().front().image->path), file("copy.nii.gz"));
        QVERIFY(panel->errorText(0).isEmpty());
        QVERIFY(panel->errorText(1).isEmpty());
        QVERIFY(panel->placement().samePlace);
        // Opened at the centre of the overlap: voxel (4.5, 5.5, 2.5) at 1 x 1 x 2 mm.
        QCOMPARE(panel->state(0)->cursor(), (volume::Vec3{4.5, 5.5, 5}));
        QCOMPARE(panel->state(1)->cursor(), (volume::Vec3{4.5, 5.5, 5}));
        QVERIFY(panel->headerText().contains(QStringLiteral("Identical voxels")));
        QVERIFY(panel->headerText().contains(QStringLiteral("voxel hash 0123abcd in both")));
        QVERIFY(panel->titleText(1).contains(QStringLiteral("copy")));

        // The cursor moved in A moves B to the same place in patient space, and so the same slice.
        panel->state(0)->setCursor({2, 3, 8}); // voxel (2, 3, 4)
        QCOMPARE(panel->state(1)->cursor(), (volume::Vec3{2, 3, 8}));
        QApplication::processEvents();
        panel->view(0)->repaint();
        panel->view(1)->repaint();
        QCOMPARE(panel->view(0)->slice(), std::int64_t(4));
        QCOMPARE(panel->view(1)->slice(), std::int64_t(4));
        const QImage a = panel->view(0)->sliceImage(), b = panel->view(1)->sliceImage();
        QVERIFY(!a.isNull());
        QCOMPARE(a.width(), int(kAuditSize[0]));
        QCOMPARE(a.height(), int(kAuditSize[1]));
        QCOMPARE(a, b); // the same voxels in the same window
        // And back: B's cursor moves A.
        panel->state(1)->setCursor({7, 1, 2});
        QCOMPARE(panel->state(0)->cursor(), (volume::Vec3{7, 1, 2}));
    }

    void volumesApartInPatientSpaceAreLinkedByTheirCentres()
    {
        AuditView view;
        answerRequests(view);
        view.setResult(m_result);
        QVERIFY(view.selectPair(0)); // moved.nii.gz, 500 mm along x
        PairComparePanel* panel = view.pairPanel();
        QVERIFY(!panel->placement().samePlace);
        QCOMPARE(panel->placement().offsetB, (volume::Vec3{kMoved, 0, 0}));
        QCOMPARE(panel->state(0)->cursor(), (volume::Vec3{4.5, 5.5, 5}));
        QCOMPARE(panel->state(1)->cursor(), (volume::Vec3{kMoved + 4.5, 5.5, 5}));
        panel->state(0)->setCursor({1, 2, 4});
        QCOMPARE(panel->state(1)->cursor(), (volume::Vec3{kMoved + 1, 2, 4}));
        panel->state(1)->setCursor({kMoved + 9, 11, 10});
        QCOMPARE(panel->state(0)->cursor(), (volume::Vec3{9, 11, 10}));
        QVERIFY(panel->linkText().contains(QStringLiteral("500.0 mm")));
    }

    void anArrayRecordIsShownOnItsOneMillimetreGrid()
    {
        AuditView view;
        answerRequests(view);
        view.setResult(m_result);
        QVERIFY(view.selectPair(3));
        PairComparePanel* panel = view.pairPanel();
        QVERIFY(panel->errorText(1).isEmpty());
        QCOMPARE(panel->state(1)->layers().size(), std::size_t(1));
        const volume::Volume& v = panel->state(1)->layers().front().image->volumes.front();
        QCOMPARE(v.geometry().size, kAuditSize);
        QCOMPARE(v.geometry().spacing, (volume::Vec3{1, 1, 1}));
        QCOMPARE(v.realValue(3, 4, 5), double(auditVoxel(3, 4, 5)));
        QCOMPARE(v.realValue(9, 0, 1), double(auditVoxel(9, 0, 1)));
        QVERIFY(panel->titleText(1).contains(QStringLiteral("without geometry")));
        QVERIFY(!panel->titleText(0).contains(QStringLiteral("without geometry")));
    }

    void npzMembersAreReadByTheirLabel()
    {
        // tests/data/audit/stored.npz (make_arrays.py): image = arange(24).reshape(2, 3, 4) - 5 as int16,
        // mask = [[1.5, -2], [0.25, 8]] as float32.
        const QString npz = QStringLiteral(SCANSLEUTH_TEST_DATA_DIR "/audit/stored.npz");
        auto record = auditRecord("test", "stored", npz, "npz");
        record.label = "image";
        auto image = widgets::readRecordImage(record);
        QVERIFY2(image.ok(), image.ok() ? "" : image.error().message.c_str());
        const volume::Volume& v = (*image)->volumes.front();
        QCOMPARE(v.geometry().size, (std::array<std::int64_t, 3>{4, 3, 2}));
        QCOMPARE(v.realValue(0, 0, 0), -5.0);
        QCOMPARE(v.realValue(3, 2, 1), 18.0);
        QCOMPARE(v.realValue(1, 2, 0), 4.0 * 2 + 1 - 5);
        record.label = "mask";
        auto mask = widgets::readRecordImage(record);
        QVERIFY(mask.ok());
        QCOMPARE((*mask)->volumes.front().geometry().size, (std::array<std::int64_t, 3>{2, 2, 1}));
        QCOMPARE((*mask)->volumes.front().realValue(1, 0, 0), -2.0);
        QCOMPARE((*mask)->volumes.front().realValue(0, 1, 0), 0.25);
        record.label = "gone";
        auto gone = widgets::readRecordImage(record);
        QVERIFY(!gone.ok());
        QCOMPARE(gone.error().kind, ErrorKind::NotFound);
        QVERIFY(QString::fromStdString(gone.error().message).contains(QStringLiteral("'gone'")));
        // An image file named as an array is the array reader's error, not a crash.
        auto wrong = widgets::readRecordImage(auditRecord("test", "x", file("case_1.nii.gz"), "npy"));
        QVERIFY(!wrong.ok());
    }

    void aFileDeletedSinceTheAuditIsSaidInItsView()
    {
        AuditView view;
        answerRequests(view);
        view.setResult(m_result);
        view.show();
        QVERIFY(view.selectPair(2)); // gone.nii.gz
        PairComparePanel* panel = view.pairPanel();
        QVERIFY(panel->errorText(0).isEmpty());
        QCOMPARE(panel->state(0)->layers().size(), std::size_t(1));
        QVERIFY(panel->state(1)->isEmpty());
        QVERIFY2(panel->errorText(1).startsWith(QStringLiteral("Could not read %1").arg(file("gone.nii.gz"))),
                 qPrintable(panel->errorText(1)));
        QVERIFY(!panel->view(1)->isVisible());
        // Moving A's cursor with B missing is harmless.
        panel->state(0)->setCursor({1, 1, 1});
        QVERIFY(!view.grab().isNull());
        // The next pair shows B's view again.
        QVERIFY(view.selectPair(1));
        QVERIFY(panel->errorText(1).isEmpty());
        QVERIFY(panel->view(1)->isVisible());
    }

    // The reader's thread finds both layers' defaults; the views add them without a scan, with the style
    // core picks for each volume as a base.
    void aPairIsReadWithItsLayersDefaults()
    {
        const widgets::PairVolumes read = widgets::readPairVolumes(*m_result, 1);
        QVERIFY(read.a && read.b && read.defaultsA && read.defaultsB);
        AuditView view;
        view.setResult(m_result);
        QVERIFY(view.selectPair(1));
        view.showPair(read);
        for (int side = 0; side < 2; ++side) {
            const auto& image = side == 0 ? read.a : read.b;
            const render::LayerDefaults expected =
                render::defaultLayer(image->volumes.front(), true, image->looksLikeCt());
            const render::LayerStyle& shown = view.pairPanel()->state(side)->layers().front().style;
            QCOMPARE(shown.kind, expected.style.kind);
            QCOMPARE(shown.window, expected.style.window);
            QCOMPARE(shown.level, expected.style.level);
        }
    }

    void anOlderReadIsDropped()
    {
        AuditView view;
        view.setResult(m_result);
        QVERIFY(view.selectPair(1));
        QVERIFY(view.selectPair(0));
        view.showPair(widgets::readPairVolumes(*m_result, 1)); // arrives late
        QCOMPARE(view.pairPanel()->shownPair(), -1LL);
        view.showPair(widgets::readPairVolumes(*m_result, 0));
        QCOMPARE(view.pairPanel()->shownPair(), 0LL);
    }

    void parityTabShowsHistogramsBoxPlotsAndFlaggedRows()
    {
        AuditView view;
        view.resize(1400, 800);
        view.setResult(m_result);
        widgets::HistogramWidget* h = view.histogram();
        QCOMPARE(h->series().size(), std::size_t(3));
        QCOMPARE(h->binCount(), 4);
        QCOMPARE(h->series()[0].name, QStringLiteral("train (Hounsfield units)"));
        QCOMPARE(h->series()[1].name, QStringLiteral("test (scaled to [0, 1])"));
        QVERIFY(h->yHigh() >= 0.9);
        // The flagged feature first; the box plot opens on it, one box per split with its values.
        QCOMPARE(view.features(), (QStringList{QStringLiteral("mean"), QStringLiteral("spacing_z")}));
        const auto& boxes = view.boxPlot()->boxes();
        QCOMPARE(boxes.size(), std::size_t(3));
        QCOMPARE(boxes[0].values, (std::vector<double>{40, 42, 44}));
        QCOMPARE(boxes[1].values, (std::vector<double>{0.4, 0.5}));
        QCOMPARE(boxes[2].group, 2);
        QVERIFY(view.selectFeature(QStringLiteral("spacing_z")));
        QCOMPARE(view.boxPlot()->boxes()[1].values, (std::vector<double>{2, 2}));
        QVERIFY(view.boxPlot()->boxes()[2].values.empty()); // val has no spacing_z
        QVERIFY(!view.selectFeature(QStringLiteral("nonsense")));
        // Choosing the parity table's row of a feature shows that feature's boxes.
        view.parityTable()->setCurrentIndex(view.parityModel()->index(0, 0)); // mean, flagged
        QCOMPARE(view.boxPlot()->boxes()[0].values, (std::vector<double>{40, 42, 44}));
        QCOMPARE(view.parityModel()->index(0, 0).data(widgets::ParityTableModel::FlaggedRole).toBool(), true);
        QCOMPARE(view.parityModel()->index(1, 0).data(widgets::ParityTableModel::FlaggedRole).toBool(),
                 false);
    }

    void summaryAndUnreadableFiles()
    {
        AuditView view;
        view.setResult(m_result);
        const QString summary = view.summaryText();
        QVERIFY2(summary.contains(QStringLiteral("5 volumes")), qPrintable(summary));
        QVERIFY(summary.contains(QStringLiteral("train: 1, test: 3, val: 1")));
        QVERIFY(summary.contains(QStringLiteral("suspected pairs: 4")));
        QVERIFY2(summary.contains(QStringLiteral("same patient ID 1, identical voxels 1, near-duplicate 2")),
                 qPrintable(summary));
        QVERIFY(summary.contains(QStringLiteral("parity comparisons flagged: 1 of 2")));
        QVERIFY(summary.contains(QStringLiteral("unreadable files: 1")));
        QVERIFY(summary.contains(QStringLiteral("1 patient is in more than one split.")));
        QVERIFY(!summary.contains(QStringLiteral("1 file could not be read."))); // counted, not repeated
        QVERIFY(!summary.contains(QStringLiteral("compared with")));
        auto withReference = std::make_shared<audit::AuditResult>(*m_result);
        withReference->references = {{"/d/dataset_fingerprint.json", "nnunet-fingerprint", {}, {}}};
        view.setResult(withReference);
        QVERIFY(view.summaryText().contains(QStringLiteral("compared with: nnU-Net fingerprint")));
        view.setResult(m_result);
        QCOMPARE(view.tabs()->currentIndex(), int(AuditView::PairsTab));
        QCOMPARE(view.unreadableTable()->rowCount(), 1);
        QCOMPARE(view.unreadableTable()->item(0, 0)->text(), file("broken.nii"));
        QCOMPARE(view.unreadableTable()->item(0, 2)->text(),
                 QStringLiteral("The NIfTI header is truncated."));
        QCOMPARE(view.unreadableTable()->item(0, 2)->toolTip(),
                 QStringLiteral("348 bytes expected, 20 read"));
    }

    // A reader's sentence the program knows reads in the user's language (the German written here by
    // hand); the detail, in the tooltip, stays as the reader wrote it; an unknown sentence stays English.
    void unreadableReasonInTheUsersLanguage()
    {
        const testing::InstalledTranslator german(QStringLiteral(SCANSLEUTH_GERMAN_QM));
        QVERIFY(german.installed());
        auto r = std::make_shared<audit::AuditResult>(*m_result);
        r->failures.push_back({file("cut.nii").toStdString(), "corrupt",
                               "The file is shorter than its header says (it is truncated or the dimensions "
                               "are wrong).",
                               "1024 bytes expected, 100 read"});
        r->failures.push_back({file("notes.dcm").toStdString(), "corrupt",
                               "The file has a DICOM extension but no DICOM header: it is truncated, "
                               "overwritten or not DICOM.",
                               ""});
        AuditView view;
        view.setResult(r);
        QCOMPARE(view.unreadableTable()->rowCount(), 3);
        QCOMPARE(view.unreadableTable()->item(0, 2)->text(),
                 QStringLiteral("The NIfTI header is truncated."));
        QCOMPARE(view.unreadableTable()->item(1, 2)->text(),
                 QStringLiteral("Die Datei ist kürzer, als ihr Header angibt (sie ist abgeschnitten oder die "
                                "Dimensionen sind falsch)."));
        QCOMPARE(view.unreadableTable()->item(1, 2)->toolTip(),
                 QStringLiteral("1024 bytes expected, 100 read"));
        QCOMPARE(view.unreadableTable()->item(2, 2)->text(),
                 QStringLiteral(
                     "Die Datei hat eine DICOM-Endung, aber keinen DICOM-Header: Sie ist abgeschnitten, "
                     "überschrieben oder kein DICOM."));
        // The kind in words (the report's: audit::failureKindWords), translated; the JSON keeps "corrupt".
        QCOMPARE(view.unreadableTable()->item(1, 1)->text(), QString::fromUtf8("beschädigt"));
    }

    void survivesAnAuditWithNothingInIt()
    {
        AuditView view;
        view.resize(1200, 700);
        view.show();
        auto empty = std::make_shared<audit::AuditResult>();
        empty->splits = {{"train", "/x"}, {"test", "/y"}};
        view.setResult(empty);
        QCOMPARE(view.pairsModel()->rowCount(), 0);
        QVERIFY(!view.selectPair(0));
        QVERIFY(view.histogram()->series().empty());
        QVERIFY(view.features().isEmpty());
        QVERIFY(view.summaryText().contains(QStringLiteral("suspected pairs: 0")));
        for (int tab = 0; tab < view.tabs()->count(); ++tab) {
            view.tabs()->setCurrentIndex(tab);
            QVERIFY(!view.grab().isNull());
        }
        view.setResult(nullptr);
        QVERIFY(!view.grab().isNull());
        view.setResult(m_result); // and back to a full one
        QCOMPARE(view.pairsModel()->rowCount(), 4);
    }

    void aCleanAuditOpensOnTheParity()
    {
        AuditView view;
        auto clean = std::make_shared<audit::AuditResult>(*m_result);
        clean->pairs.clear();
        view.setResult(clean);
        QCOMPARE(view.tabs()->currentIndex(), int(AuditView::ParityTab));
    }
};

QTEST_MAIN(TestAuditView)
#include "tst_auditview.moc"
