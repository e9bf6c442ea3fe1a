// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "widgets/workflowpanel.h"

#include "experimentjob.h"

#include "demo/brokenmasks.h"
#include "io/nifti/niftireader.h"
#include "io/nifti/niftiwriter.h"
#include "report/plotscale.h"
#include "support/backgroundcheck.h"
#include "widgets/plotview.h"
#include "widgets/workflow/evidencepage.h"
#include "widgets/workflow/evidencetablemodel.h"
#include "widgets/workflow/experimentrequest.h"
#include "widgets/workflow/exportpage.h"
#include "widgets/workflow/hypothesistablemodel.h"
#include "widgets/workflow/symptomlistmodel.h"
#include "workflow/investigation.h"

#include <QAbstractItemModelTester>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDateTime>
#include <QDir>
#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QLabel>
#include <QLineEdit>
#include <QListView>
#include <QMessageBox>
#include <QPlainTextEdit>
#include <QProcess>
#include <QProgressBar>
#include <QPushButton>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QTranslator>

#include <algorithm>
#include <cmath>
#include <memory>
#include <set>

using namespace scansleuth;
using widgets::EvidenceTableModel;
using widgets::ExportPage;
using widgets::HypothesisTableModel;
using widgets::WorkflowPanel;

namespace {
// A runner the test answers by hand: it keeps the request, and progress and the outcome arrive when the
// test says (the page's side of the contract, without the checks).
class ScriptedRunner : public widgets::ExperimentRunner
{
public:
    using widgets::ExperimentRunner::ExperimentRunner;

    bool start(const widgets::ExperimentRequest& request) override
    {
        if (m_running)
            return false;
        requests.push_back(request);
        m_running = true;
        return true;
    }
    void cancel() override { ++cancels; }
    bool isRunning() const override { return m_running; }

    void report(double fraction) { Q_EMIT progress(fraction); }
    void finish(const widgets::ExperimentOutcome& outcome)
    {
        m_running = false;
        Q_EMIT finished(outcome);
    }

    std::vector<widgets::ExperimentRequest> requests;
    int cancels = 0;

private:
    bool m_running = false;
};
} // namespace

class TestWorkflowPanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void searchRanksSymptoms_data();
    void searchRanksSymptoms();
    void walksTheSteps();
    void saveAndReopenRoundTrip();
    void saveAsCopiesOnlyPicturesInside_data();
    void saveAsCopiesOnlyPicturesInside();
    void listsPicturesNotRecorded();
    void openReportsErrors_data();
    void openReportsErrors();
    void autosaveAndRecovery_data();
    void autosaveAndRecovery();
    void exportsReports_data();
    void exportsReports();
    void exportRunsOffTheGuiThread();
    void parsesCorrectionCandidates_data();
    void parsesCorrectionCandidates();
    void withoutARunnerNothingRuns();
    void theRunnerGetsCopiesAndItsOutcomeIsRecorded();
    void aRunnerFailureRecordsNothing();
    void cancelledRunRecordsNothing();
    void runAllRecordsEachExperimentOnce();
    void automatedPairGeometryRun();
    void trainingLogRunIsPlotted();
    void showsTheKnowledgeBaseInGerman();
    void investigationSymptomStaysListed();

private:
    // A shown panel with the knowledge base; its experiments run in an app::ExperimentJob (the main
    // window's), or in `runner` when one is given, or nowhere.
    enum class Runner
    {
        Job,
        None
    };
    std::unique_ptr<WorkflowPanel> makePanel(Runner runner = Runner::Job);
    // The FLAIR fixture with its lesion mask mirrored left-right (written once); empty on failure.
    investigate::ExperimentInputs flippedPairInputs();
    // A panel with a new mask-misaligned investigation and a recorded manual run.
    std::unique_ptr<WorkflowPanel> makeInvestigation();
    // A panel on the experiments step of a new mask-misaligned investigation, with flippedPairInputs()
    // and the pair-geometry hypothesis selected (its Run button ready); null when the inputs are missing.
    std::unique_ptr<WorkflowPanel> pairGeometryPanel(Runner runner = Runner::Job);
    // Switches the step and lets the new page lay out, so that clicks land where its widgets are.
    static void showStep(WorkflowPanel* panel, int step)
    {
        panel->setCurrentStep(step);
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
    }
    // A click on the box itself (a check box takes clicks on its box and text only, not its full width).
    static void clickCheckBox(QCheckBox* box)
    {
        QTest::mouseClick(box, Qt::LeftButton, {}, QPoint(6, box->height() / 2));
    }
    template <typename T> static T* child(QWidget* panel, const QString& name)
    {
        T* found = panel->findChild<T*>(name);
        if (!found)
            qWarning("no child %s", qPrintable(name));
        return found;
    }

    workflow::KnowledgeBase m_kb;
    QTemporaryDir m_dir;
};

void TestWorkflowPanel::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    Result<workflow::KnowledgeBase> kb =
        workflow::KnowledgeBase::load(SCANSLEUTH_TEST_DATA_DIR "/../../resources/knowledge");
    QVERIFY2(kb.ok(), kb.ok() ? "" : kb.error().message.c_str());
    m_kb = std::move(kb).value();
    QVERIFY(m_dir.isValid());
}

std::unique_ptr<WorkflowPanel> TestWorkflowPanel::makePanel(Runner runner)
{
    auto panel = std::make_unique<WorkflowPanel>();
    panel->setKnowledgeBase(m_kb);
    if (runner == Runner::Job)
        panel->setExperimentRunner(new app::ExperimentJob(panel.get()));
    panel->resize(700, 900);
    panel->show();
    if (!QTest::qWaitForWindowExposed(panel.get()))
        qWarning("the panel was not exposed");
    return panel;
}

std::unique_ptr<WorkflowPanel> TestWorkflowPanel::makeInvestigation()
{
    auto panel = makePanel();
    if (!panel->newInvestigation(QStringLiteral("mask-misaligned"), QStringLiteral("mask flipped"),
                                 QStringLiteral("training"), QStringLiteral("new converter")))
        return nullptr;
    panel->selectHypothesis(QStringLiteral("mask-viewer-convention"));
    showStep(panel.get(), WorkflowPanel::ExperimentsStep);
    auto* other = child<QLineEdit>(panel.get(), QStringLiteral("field.other_viewer"));
    auto* record = child<QPushButton>(panel.get(), QStringLiteral("recordObservations"));
    if (!other || !record)
        return nullptr;
    other->setText(QStringLiteral("ITK-SNAP"));
    record->click();
    return panel;
}

void TestWorkflowPanel::searchRanksSymptoms_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("first");
    QTest::addRow("flipped mask") << "mask flipped left-right"
                                  << "mask-misaligned";
    QTest::addRow("smoothed mask") << "my mask looks smoothed"
                                   << "mask-smoothed";
    QTest::addRow("symptom id") << "mask-misaligned"
                                << "mask-misaligned";
}

void TestWorkflowPanel::searchRanksSymptoms()
{
    QFETCH(QString, text);
    QFETCH(QString, first);
    auto panel = makePanel();
    QAbstractItemModelTester tester(panel->symptomModel(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(panel->symptomModel()->rowCount(), static_cast<int>(m_kb.symptoms().size()));
    auto* search = child<QLineEdit>(panel.get(), QStringLiteral("symptomSearch"));
    auto* list = child<QListView>(panel.get(), QStringLiteral("symptomList"));
    QVERIFY(search && list);
    QTest::keyClicks(search, text);
    QVERIFY(panel->symptomModel()->rowCount() > 0);
    QCOMPARE(panel->symptomModel()->index(0, 0).data(widgets::SymptomListModel::SymptomIdRole).toString(),
             first);
    QCOMPARE(list->currentIndex().data(widgets::SymptomListModel::SymptomIdRole).toString(), first);
}

void TestWorkflowPanel::walksTheSteps()
{
    auto panel = makePanel();
    QAbstractItemModelTester hypotheses(panel->hypothesisModel(),
                                        QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester evidence(panel->evidenceModel(),
                                      QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy changed(panel.get(), &WorkflowPanel::investigationChanged);
    QCOMPARE(panel->currentStep(), int(WorkflowPanel::QuestionsStep));
    showStep(panel.get(), WorkflowPanel::VerdictsStep); // nothing open: stays on the questions
    QCOMPARE(panel->currentStep(), int(WorkflowPanel::QuestionsStep));

    // 1. The opening questions.
    QTest::keyClicks(child<QLineEdit>(panel.get(), QStringLiteral("symptomSearch")),
                     QStringLiteral("mask flipped"));
    QTest::keyClicks(child<QPlainTextEdit>(panel.get(), QStringLiteral("whatYouWereDoing")),
                     QStringLiteral("evaluating the model"));
    QTest::keyClicks(child<QPlainTextEdit>(panel.get(), QStringLiteral("whatChanged")),
                     QStringLiteral("switched to nibabel"));
    auto* start = child<QPushButton>(panel.get(), QStringLiteral("startInvestigation"));
    QVERIFY(start && start->isEnabled());
    QTest::mouseClick(start, Qt::LeftButton);
    QVERIFY(panel->hasInvestigation());
    QVERIFY(changed.count() > 0);
    QCOMPARE(panel->currentStep(), int(WorkflowPanel::HypothesesStep));
    const workflow::Investigation& inv = panel->investigation();
    QCOMPARE(inv.symptomId, std::string("mask-misaligned"));
    QCOMPARE(inv.symptomText, std::string("mask flipped"));
    QCOMPARE(inv.whatYouWereDoing, std::string("evaluating the model"));
    QCOMPARE(inv.whatChanged, std::string("switched to nibabel"));

    // 2. Category and ranked hypotheses.
    QVERIFY(
        child<QLabel>(panel.get(), QStringLiteral("category"))->text().contains(QStringLiteral("correct")));
    // The rows are the symptom's hypotheses from the knowledge base, ranked by prior (ties keep the
    // knowledge base's order): expectations come from the data files, not from numbers copied here.
    QAbstractItemModel* model = panel->hypothesisModel();
    const workflow::SymptomSpec* symptom = m_kb.symptom("mask-misaligned");
    QVERIFY(symptom && symptom->hypotheses.size() >= 2);
    std::vector<const workflow::HypothesisSpec*> ranked;
    for (const std::string& id : symptom->hypotheses)
        ranked.push_back(m_kb.hypothesis(id));
    std::stable_sort(ranked.begin(), ranked.end(), [](auto* a, auto* b) { return a->prior > b->prior; });
    QCOMPARE(model->rowCount(), int(ranked.size()));
    auto idAt = [model](int row) {
        return model->index(row, 0).data(HypothesisTableModel::HypothesisIdRole).toString();
    };
    for (int row = 0; row < model->rowCount(); ++row) {
        QCOMPARE(idAt(row), QString::fromStdString(ranked[std::size_t(row)]->id));
        QCOMPARE(model->index(row, HypothesisTableModel::PriorColumn)
                     .data(HypothesisTableModel::ValueRole)
                     .toDouble(),
                 ranked[std::size_t(row)]->prior);
    }
    QCOMPARE(model->index(0, HypothesisTableModel::VerdictColumn).data().toString(),
             QStringLiteral("Untested"));
    QCOMPARE(panel->selectedHypothesis(), QString::fromStdString(ranked.front()->id));

    // 5. A verdict re-ranks: refuting the first sends it to the bottom.
    showStep(panel.get(), WorkflowPanel::VerdictsStep);
    QCOMPARE(panel->currentStep(), int(WorkflowPanel::VerdictsStep));
    auto* verdicts = child<QTableView>(panel.get(), QStringLiteral("verdictsTable"));
    verdicts->setCurrentIndex(verdicts->model()->index(0, HypothesisTableModel::TitleColumn));
    auto* verdict = child<QComboBox>(panel.get(), QStringLiteral("verdict"));
    verdict->setCurrentIndex(verdict->findData(QStringLiteral("refuted")));
    QTest::keyClicks(child<QLineEdit>(panel.get(), QStringLiteral("verdictReason")),
                     QStringLiteral("headers agree"));
    QTest::mouseClick(child<QPushButton>(panel.get(), QStringLiteral("applyVerdict")), Qt::LeftButton);
    const int last = model->rowCount() - 1;
    const std::string first = ranked.front()->id;
    QCOMPARE(idAt(last), QString::fromStdString(first));
    QCOMPARE(model->index(last, HypothesisTableModel::VerdictColumn).data().toString(),
             QStringLiteral("Refuted"));
    QCOMPARE(panel->investigation().hypothesis(first)->reason, std::string("headers agree"));
    // The table shows the investigation's posteriors: the refuted one now below the top one.
    const QVariant top =
        model->index(0, HypothesisTableModel::LikelihoodColumn).data(HypothesisTableModel::ValueRole);
    const QVariant refuted =
        model->index(last, HypothesisTableModel::LikelihoodColumn).data(HypothesisTableModel::ValueRole);
    QVERIFY(top.isValid() && refuted.isValid());
    QCOMPARE(refuted.toDouble(), panel->investigation().hypothesis(first)->posterior);
    QCOMPARE(top.toDouble(), panel->investigation().hypotheses.front().posterior);
    QVERIFY(refuted.toDouble() > 0.0);
    QVERIFY(top.toDouble() > refuted.toDouble());

    // 3. A manual experiment: steps shown, the form's answers recorded in a run.
    panel->selectHypothesis(QStringLiteral("mask-viewer-convention"));
    showStep(panel.get(), WorkflowPanel::ExperimentsStep);
    QVERIFY(!child<QPlainTextEdit>(panel.get(), QStringLiteral("experimentSteps"))->toPlainText().isEmpty());
    auto* aligned = child<QComboBox>(panel.get(), QStringLiteral("field.scansleuth_aligned"));
    QVERIFY(aligned);
    aligned->setCurrentIndex(aligned->findData(QStringLiteral("yes")));
    QTest::keyClicks(child<QLineEdit>(panel.get(), QStringLiteral("field.other_viewer")),
                     QStringLiteral("ITK-SNAP"));
    QTest::mouseClick(child<QPushButton>(panel.get(), QStringLiteral("recordObservations")), Qt::LeftButton);
    QCOMPARE(panel->investigation().runs.size(), std::size_t(1));
    const workflow::ExperimentRun& run = panel->investigation().runs.front();
    QCOMPARE(run.status, std::string("manual"));
    QCOMPARE(run.experiment, std::string("exp-viewer-compare"));
    QCOMPARE(run.observations.at("scansleuth_aligned"), std::string("yes"));
    QCOMPARE(run.observations.at("other_viewer"), std::string("ITK-SNAP"));
    QVERIFY(!run.observations.count("unique_values")); // left empty: not recorded

    // 4. The evidence lists the observations.
    const auto* evidenceModel = qobject_cast<EvidenceTableModel*>(panel->evidenceModel());
    QVERIFY(evidenceModel->rowOf(QStringLiteral("run-1"), EvidenceTableModel::Kind::Observation) >= 0);

    // 5. A gate toggled.
    showStep(panel.get(), WorkflowPanel::VerdictsStep);
    auto* gate = child<QCheckBox>(panel.get(), QStringLiteral("gate.causeExplained"));
    clickCheckBox(gate);
    QVERIFY(panel->investigation().gates.causeExplained);
    QVERIFY(!panel->investigation().gates.regressionTest);

    // 6. Export: identifiers off by default.
    showStep(panel.get(), WorkflowPanel::ExportStep);
    QVERIFY(!child<QCheckBox>(panel.get(), QStringLiteral("includeIdentifiers"))->isChecked());
    QVERIFY(panel->isModified());
}

void TestWorkflowPanel::saveAndReopenRoundTrip()
{
    auto panel = makeInvestigation();
    QVERIFY(panel);
    const QString path = m_dir.filePath(QStringLiteral("roundtrip.ssinv"));
    QSignalSpy saved(panel.get(), &WorkflowPanel::saved);
    const Status status = panel->saveInvestigation(path);
    QVERIFY2(status.ok(), status.ok() ? "" : status.error().message.c_str());
    QCOMPARE(saved.count(), 1);
    QVERIFY(!panel->isModified());
    QCOMPARE(panel->investigationPath(), QFileInfo(path).absoluteFilePath());

    auto reopened = makePanel();
    const Status opened = reopened->openInvestigation(path);
    QVERIFY2(opened.ok(), opened.ok() ? "" : opened.error().message.c_str());
    QVERIFY(reopened->investigation() == panel->investigation());
    QCOMPARE(reopened->currentStep(), int(WorkflowPanel::HypothesesStep));
    QCOMPARE(reopened->hypothesisModel()->rowCount(), int(panel->investigation().hypotheses.size()));
    QVERIFY(!reopened->isModified());

    // The Save button writes an edit to the same file without asking.
    showStep(reopened.get(), WorkflowPanel::VerdictsStep);
    clickCheckBox(child<QCheckBox>(reopened.get(), QStringLiteral("gate.causeDocumented")));
    QVERIFY(reopened->isModified());
    QTest::mouseClick(child<QAbstractButton>(reopened.get(), QStringLiteral("saveInvestigation")),
                      Qt::LeftButton);
    QVERIFY(!reopened->isModified());
    Result<workflow::Investigation> onDisk = workflow::loadInvestigation(path.toStdString());
    QVERIFY(onDisk.ok());
    QVERIFY(onDisk->gates.causeDocumented);
}

namespace {

bool writeBytes(const QString& path, const QByteArray& bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

QByteArray readBytes(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray("(missing)");
}

} // namespace

// Save As into another folder copies the pictures a shared investigation names only from inside its old
// folder to inside the new one: "../../x.png" used to delete the outside file (removed as the target,
// then copied onto itself), "../victim.png" overwrote a file beside the new folder. Every picture not
// copied is named in the error; the document itself is saved.
void TestWorkflowPanel::saveAsCopiesOnlyPicturesInside_data()
{
    QTest::addColumn<QString>("imagePath");
    QTest::addColumn<QString>("message"); // empty: copied
    QTest::addRow("legitimate picture") << "case_files/a.png"
                                        << "";
    QTest::addRow("../../x.png") << "../../x.png"
                                 << "leaves the investigation's folder";
    QTest::addRow("../victim.png") << "../victim.png"
                                   << "leaves the investigation's folder";
    QTest::addRow("absolute path") << "%ROOT%/x.png"
                                   << "is absolute";
    QTest::addRow("link inside pointing outside") << "link-out"
                                                  << "leaves the investigation's folder";
    QTest::addRow("linked sub-folder pointing outside") << "dir-out/x.png"
                                                        << "leaves the investigation's folder";
    QTest::addRow("missing picture") << "case_files/missing.png"
                                     << "not found";
}

void TestWorkflowPanel::saveAsCopiesOnlyPicturesInside()
{
    QFETCH(QString, imagePath);
    QFETCH(QString, message);
    static int row = 0; // data tags hold slashes: number the folders instead
    const QString root = m_dir.filePath(QStringLiteral("saveas-%1").arg(++row));
    QVERIFY(writeBytes(root + "/x.png", "OUTSIDE"));
    QVERIFY(writeBytes(root + "/share/victim.png", "SHARED"));
    QVERIFY(writeBytes(root + "/saved/victim.png", "VICTIM"));
    QVERIFY(writeBytes(root + "/share/case/case_files/a.png", "INSIDE"));
    QVERIFY(QFile::link(root + "/x.png", root + "/share/case/link-out"));
    QVERIFY(QFile::link(root, root + "/share/case/dir-out"));
    imagePath.replace("%ROOT%", root);

    workflow::Investigation inv = workflow::startInvestigation(m_kb, "mask-misaligned");
    workflow::ExperimentRun run;
    run.id = "run-1";
    run.experiment = "exp-pair-geometry";
    run.evidence.snapshots.push_back(workflow::Snapshot{"As found", imagePath.toStdString(), "axial", 0, {}});
    inv.runs.push_back(run);
    const QString from = root + "/share/case/case.investigation.json";
    QVERIFY(workflow::saveInvestigation(inv, from.toStdString()).ok());
    auto panel = makePanel();
    QVERIFY(panel->openInvestigation(from).ok());

    const QString to = root + "/saved/case/case.investigation.json";
    QVERIFY(QDir().mkpath(QFileInfo(to).absolutePath()));
    const Status status = panel->saveInvestigation(to);
    QCOMPARE(readBytes(root + "/x.png"), QByteArray("OUTSIDE"));
    QCOMPARE(readBytes(root + "/saved/victim.png"), QByteArray("VICTIM"));
    QCOMPARE(readBytes(root + "/share/victim.png"), QByteArray("SHARED"));
    QVERIFY(workflow::loadInvestigation(to.toStdString()).ok()); // the document itself is saved
    QCOMPARE(panel->investigationPath(), QFileInfo(to).absoluteFilePath());
    if (message.isEmpty()) {
        QVERIFY2(status.ok(), status.ok() ? "" : status.error().message.c_str());
        QCOMPARE(readBytes(root + "/saved/case/case_files/a.png"), QByteArray("INSIDE"));
        return;
    }
    QVERIFY2(!status.ok(), "Save As claimed success with a picture not copied");
    const QString text = QString::fromStdString(status.error().message);
    QVERIFY2(text.contains("not copied") && text.contains(imagePath) && text.contains(message),
             qPrintable(text));
    QVERIFY(!QFileInfo::exists(root + "/saved/case/link-out"));
}

// A picture a run could not write is a row of the evidence list, not dropped; a snapshot whose path leaves
// the investigation's folder is not previewed, the preview says why instead.
void TestWorkflowPanel::listsPicturesNotRecorded()
{
    workflow::Investigation inv = workflow::startInvestigation(m_kb, "mask-misaligned");
    workflow::ExperimentRun run;
    run.id = "run-1";
    run.experiment = "exp-pair-geometry";
    run.evidence.snapshots = {workflow::Snapshot{"Inside", "pictures/a.png", "axial", 0, {}},
                              workflow::Snapshot{"Outside", "../x.png", "axial", 0, {}}};
    run.evidence.problems = {"The picture case_files/run-1-as-found.png could not be written: disk full"};
    inv.runs.push_back(run);
    const QString root = m_dir.filePath(QStringLiteral("preview"));
    QVERIFY(writeBytes(root + "/x.png", "OUTSIDE"));
    const QString path = root + "/case/problems.investigation.json";
    QVERIFY(QDir().mkpath(root + "/case"));
    QVERIFY(workflow::saveInvestigation(inv, path.toStdString()).ok());
    auto panel = makePanel();
    QVERIFY(panel->openInvestigation(path).ok());
    QAbstractItemModelTester tester(panel->evidenceModel(),
                                    QAbstractItemModelTester::FailureReportingMode::QtTest);
    const auto* model = qobject_cast<EvidenceTableModel*>(panel->evidenceModel());
    const int row = model->rowOf(QStringLiteral("run-1"), EvidenceTableModel::Kind::Problem);
    QVERIFY(row >= 0);
    QCOMPARE(model->index(row, EvidenceTableModel::DetailColumn).data().toString(),
             QString::fromStdString(run.evidence.problems.front()));

    auto* page = panel->findChild<widgets::EvidencePage*>();
    QVERIFY(page);
    const int inside = model->rowOf(QStringLiteral("run-1"), EvidenceTableModel::Kind::Snapshot);
    QCOMPARE(page->target(inside).picturePath, QDir(root + "/case").canonicalPath() + "/pictures/a.png");
    const widgets::EvidenceTarget outside = page->target(inside + 1);
    QVERIFY(outside.picturePath.isEmpty());
    QVERIFY2(outside.pictureProblem.contains("leaves the investigation's folder"),
             qPrintable(outside.pictureProblem));
    showStep(panel.get(), WorkflowPanel::EvidenceStep);
    page->activate(inside + 1);
    auto* preview = child<QLabel>(panel.get(), QStringLiteral("snapshotPreview"));
    QVERIFY(preview);
    QCOMPARE(preview->text(), outside.pictureProblem);
}

void TestWorkflowPanel::openReportsErrors_data()
{
    QTest::addColumn<QByteArray>("content"); // empty: no file
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("message"); // expected fragment of the user message
    QTest::addRow("missing file") << QByteArray() << int(ErrorKind::NotFound) << "not found";
    QTest::addRow("not JSON") << QByteArray("{ not json") << int(ErrorKind::Corrupt) << "not valid JSON";
    QTest::addRow("another format") << QByteArray(R"({"format": "something.else", "version": 1})")
                                    << int(ErrorKind::Corrupt) << "something.else";
    QTest::addRow("newer version") << QByteArray(R"({"format": "scansleuth.investigation", "version": 99})")
                                   << int(ErrorKind::Unsupported) << "newer version";
}

void TestWorkflowPanel::openReportsErrors()
{
    QFETCH(QByteArray, content);
    QFETCH(int, kind);
    QFETCH(QString, message);
    const QString path = m_dir.filePath(QStringLiteral("broken-%1.ssinv").arg(QTest::currentDataTag()));
    if (!content.isEmpty()) {
        QFile file(path);
        QVERIFY(file.open(QIODevice::WriteOnly));
        file.write(content);
    }
    auto panel = makeInvestigation();
    const workflow::Investigation before = panel->investigation();
    const Status status = panel->openInvestigation(path);
    QVERIFY(!status.ok());
    QCOMPARE(int(status.error().kind), kind);
    QVERIFY2(QString::fromStdString(status.error().message).contains(message),
             status.error().message.c_str());
    QVERIFY(panel->investigation() == before); // the open document is kept

    const QString oldPath = panel->investigationPath();
    const Status saved = panel->saveInvestigation(m_dir.filePath(QStringLiteral("no/such/folder/x.ssinv")));
    QVERIFY(!saved.ok());
    QCOMPARE(saved.error().kind, ErrorKind::Io);
    QVERIFY(QString::fromStdString(saved.error().message).contains(QStringLiteral("could not be saved")));
    QCOMPARE(panel->investigationPath(), oldPath); // a failed save keeps the document's file
    QVERIFY(!panel->newInvestigation(QStringLiteral("no-such-symptom")));
}

void TestWorkflowPanel::autosaveAndRecovery_data()
{
    QTest::addColumn<bool>("restore");
    QTest::addRow("restore") << true;
    QTest::addRow("decline") << false;
}

void TestWorkflowPanel::autosaveAndRecovery()
{
    QFETCH(bool, restore);
    const QString path = m_dir.filePath(QStringLiteral("autosave-%1.ssinv").arg(QTest::currentDataTag()));
    const QString autosave = QString::fromStdString(workflow::autosavePath(path.toStdString()));
    {
        auto panel = makeInvestigation();
        QVERIFY(panel);
        QVERIFY(panel->saveInvestigation(path).ok());
        QVERIFY(!QFile::exists(autosave));
        QVERIFY(!WorkflowPanel::offerRecovery(nullptr, path)); // nothing to recover
        panel->setAutosaveDelay(20);
        QSignalSpy autosaved(panel.get(), &WorkflowPanel::autosaved);
        showStep(panel.get(), WorkflowPanel::VerdictsStep);
        clickCheckBox(child<QCheckBox>(panel.get(), QStringLiteral("gate.regressionTest")));
        QVERIFY(autosaved.wait(5000));
        QCOMPARE(autosaved.takeFirst().at(0).toString(), autosave);
        QVERIFY(QFile::exists(autosave));
        // The saved file is older than the autosave: the session "crashes" here without saving.
        QFile file(path);
        QVERIFY(file.open(QIODevice::ReadWrite));
        QVERIFY(
            file.setFileTime(QDateTime::currentDateTime().addSecs(-3600), QFileDevice::FileModificationTime));
    }
    // Answer the recovery question when it shows. If it never shows (or shows something else), fail
    // at once instead of leaving a modal dialog waiting for Qt Test's watchdog.
    bool answered = false;
    QTimer poll;
    QElapsedTimer waited;
    waited.start();
    connect(&poll, &QTimer::timeout, this, [&] {
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            poll.stop();
            answered = true;
            box->button(restore ? QMessageBox::Yes : QMessageBox::No)->click();
        } else if (waited.elapsed() > 10000) {
            poll.stop();
            if (QWidget* modal = QApplication::activeModalWidget())
                modal->close();
        }
    });
    poll.start(10);
    const bool recovered = WorkflowPanel::offerRecovery(nullptr, path);
    poll.stop();
    QVERIFY2(answered, "offerRecovery() asked no question within 10 s");
    QCOMPARE(recovered, restore);
    auto panel = makePanel();
    if (restore) {
        QVERIFY(panel->recoverInvestigation(path).ok());
        QVERIFY(panel->investigation().gates.regressionTest);
        QVERIFY(panel->isModified());
        QCOMPARE(panel->investigationPath(), QFileInfo(path).absoluteFilePath());
        QVERIFY(panel->saveInvestigation(path).ok());
        QVERIFY(!QFile::exists(autosave)); // a save removes the autosave
    } else {
        QVERIFY(!QFile::exists(autosave)); // declining removes it
        QVERIFY(panel->openInvestigation(path).ok());
        QVERIFY(!panel->investigation().gates.regressionTest);
    }
}

void TestWorkflowPanel::exportsReports_data()
{
    QTest::addColumn<QString>("fileName");
    QTest::addColumn<QString>("error"); // expected fragment of the user message; empty: success
    QTest::addRow("pdf") << "report.pdf" << QString();
    QTest::addRow("html") << "report.html" << QString();
    QTest::addRow("markdown") << "report.md" << QString();
    QTest::addRow("json") << "report.json" << QString();
    QTest::addRow("unknown extension") << "report.docx"
                                       << "not as \".docx\"";
    QTest::addRow("missing folder") << "no/such/folder/report.html"
                                    << "could not be written";
}

void TestWorkflowPanel::exportsReports()
{
    QFETCH(QString, fileName);
    QFETCH(QString, error);
    auto panel = makeInvestigation();
    QVERIFY(panel);
    const QString path = m_dir.filePath(QTest::currentDataTag() + QStringLiteral("-") + fileName);
    const Status status = panel->exportReport(path);
    const bool expectOk = error.isEmpty();
    QCOMPARE(status.ok(), expectOk);
    if (expectOk) {
        QVERIFY(QFileInfo(path).size() > 0);
    } else {
        QVERIFY(!QFile::exists(path));
        QVERIFY2(QString::fromStdString(status.error().message).contains(error),
                 status.error().message.c_str());
        QVERIFY(child<QLabel>(panel.get(), QStringLiteral("exportResult"))
                    ->text()
                    .contains(QStringLiteral("could not")));
    }
}

// The Export button's way: the report of a real run (the FLAIR pair, its snapshots) is written off the GUI
// thread. A 1 ms timer keeps firing meanwhile, the page's progress only rises and ends at 100, and poppler
// reads the PDF. Cancel (the page's button, pressed at once) leaves an existing report byte for byte as it
// was and nothing else beside it.
void TestWorkflowPanel::exportRunsOffTheGuiThread()
{
    auto panel = pairGeometryPanel();
    QVERIFY(panel);
    QSignalSpy ran(panel.get(), &WorkflowPanel::experimentFinished);
    QVERIFY(panel->runSelectedExperiment());
    QVERIFY(ran.wait(300000));
    showStep(panel.get(), WorkflowPanel::ExportStep);
    auto* page = panel->findChild<ExportPage*>();
    auto* bar = child<QProgressBar>(panel.get(), QStringLiteral("exportProgress"));
    auto* cancel = child<QPushButton>(panel.get(), QStringLiteral("cancelExport"));
    QVERIFY(page && bar && cancel);
    QVERIFY(!bar->isVisible() && !cancel->isVisible());

    const QString folder = m_dir.filePath(QStringLiteral("background-export"));
    QVERIFY(QDir().mkpath(folder));
    const QString pdf = folder + QStringLiteral("/report.pdf");
    QSignalSpy values(bar, &QProgressBar::valueChanged);
    QSignalSpy done(page, &ExportPage::exportFinished);
    const testing::LoopTicks ticksWhileExporting(done);
    QVERIFY(page->startExport(pdf));
    QVERIFY(page->isExporting() && bar->isVisible() && cancel->isVisible());
    QVERIFY(!page->startExport(pdf)); // one at a time
    QVERIFY(done.wait(120000));
    QVERIFY(done.at(0).at(0).toBool());
    QVERIFY2(ticksWhileExporting.count() > 0, "the event loop stood still while the report was written");
    const QString rise = testing::risesToHundred(values);
    QVERIFY2(rise.isEmpty(), qPrintable(rise));
    QVERIFY(!bar->isVisible() && !cancel->isVisible());
    QProcess info;
    info.start(QStringLiteral("pdfinfo"), {pdf});
    QVERIFY(info.waitForFinished(60000) && info.exitCode() == 0);
    QVERIFY(QString::fromUtf8(info.readAllStandardOutput()).contains(QStringLiteral("Pages:")));
    QProcess text;
    text.start(QStringLiteral("pdftotext"),
               {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")});
    QVERIFY(text.waitForFinished(60000) && text.exitCode() == 0);
    const QString words = QString::fromUtf8(text.readAllStandardOutput());
    QVERIFY2(words.contains(QStringLiteral("run-1")), qPrintable(words.left(2000)));

    QFile written(pdf);
    QVERIFY(written.open(QIODevice::ReadOnly));
    const QByteArray before = written.readAll();
    written.close();
    done.clear();
    QVERIFY(page->startExport(pdf));
    cancel->click(); // at once, before the worker is far
    QVERIFY(done.wait(120000));
    QVERIFY(!done.at(0).at(0).toBool());
    QVERIFY(child<QLabel>(panel.get(), QStringLiteral("exportResult"))
                ->text()
                .contains(QStringLiteral("cancelled")));
    QVERIFY(written.open(QIODevice::ReadOnly));
    QVERIFY(written.readAll() == before);
    QCOMPARE(QDir(folder).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
             QStringList{QStringLiteral("report.pdf")});
}

void TestWorkflowPanel::parsesCorrectionCandidates_data()
{
    QTest::addColumn<QByteArray>("json");
    QTest::addColumn<bool>("ok");
    const QByteArray good =
        R"({"code": "geometry.axis_flip", "description": "flipped L-R", "verdict": "supported",
        "inverse": {"permutation": {"source_axis": [0, 1, 2], "flip": [true, false, false]},
        "geometry": {"size": [4, 5, 6], "spacing_mm": [1, 1, 2], "origin_lps_mm": [0, 0, 0],
        "direction_lps": [[1, 0, 0], [0, 1, 0], [0, 0, 1]]}}})";
    QTest::addRow("candidate") << good << true;
    QByteArray repeated = good;
    repeated.replace("[0, 1, 2]", "[0, 0, 2]");
    QTest::addRow("axis used twice") << repeated << false;
    QByteArray noGeometry = good;
    noGeometry.replace("\"geometry\"", "\"geom\"");
    QTest::addRow("no geometry") << noGeometry << false;
    QByteArray badSize = good;
    badSize.replace("[4, 5, 6]", "[4, -5, 6]");
    QTest::addRow("negative size") << badSize << false;
    QTest::addRow("not an object") << QByteArray("[1, 2]") << false;
}

void TestWorkflowPanel::parsesCorrectionCandidates()
{
    QFETCH(QByteArray, json);
    QFETCH(bool, ok);
    const std::optional<widgets::CorrectionRequest> request =
        widgets::correctionFromCandidateJson(nlohmann::json::parse(json.toStdString()));
    QCOMPARE(request.has_value(), ok);
    if (ok) {
        QCOMPARE(request->code, QStringLiteral("geometry.axis_flip"));
        QCOMPARE(request->permutation.flip[0], true);
        QCOMPARE(request->geometry.size[2], 6);
        QCOMPARE(request->geometry.spacing[2], 2.0);
    }
}

// The automated tests below need the real checks (scansleuth_investigate).
investigate::ExperimentInputs TestWorkflowPanel::flippedPairInputs()
{
    const QString dataDir =
        QStringLiteral(SCANSLEUTH_TEST_DATA_DIR "/overlay/flair_lesion_same_oblique_grid");
    const QString flipped = m_dir.filePath(QStringLiteral("lesion_flipped.nii.gz"));
    if (!QFile::exists(flipped)) {
        Result<io::LoadedImage> lesion =
            io::readNifti((dataDir + QStringLiteral("/lesion.nii.gz")).toStdString());
        if (!lesion.ok())
            return {};
        volume::VolumeList flippedVolumes;
        flippedVolumes.push_back(demo::flippedLeftRight(lesion->volumes.front()));
        if (!io::writeNifti(flipped.toStdString(), flippedVolumes).ok())
            return {};
    }
    investigate::ExperimentInputs inputs;
    inputs.paths["image"] = {(dataDir + QStringLiteral("/FLAIR.nii.gz")).toStdString()};
    inputs.paths["mask"] = {flipped.toStdString()};
    return inputs;
}

// The panel runs nothing itself: without the application's runner its Run buttons stay disabled.
void TestWorkflowPanel::withoutARunnerNothingRuns()
{
    auto panel = pairGeometryPanel(Runner::None);
    QVERIFY(panel);
    QVERIFY(!child<QPushButton>(panel.get(), QStringLiteral("runExperiment"))->isEnabled());
    QVERIFY(!child<QPushButton>(panel.get(), QStringLiteral("runAllExperiments"))->isEnabled());
    QVERIFY(!panel->runSelectedExperiment());
    QVERIFY(!panel->isRunning());
    // A runner given later enables them.
    ScriptedRunner runner;
    panel->setExperimentRunner(&runner);
    QVERIFY(child<QPushButton>(panel.get(), QStringLiteral("runExperiment"))->isEnabled());
}

// The page's side of the runner: the request holds copies of what the run reads, progress moves the
// bar, and the runs that come back are recorded under fresh ids and re-rank the hypotheses.
void TestWorkflowPanel::theRunnerGetsCopiesAndItsOutcomeIsRecorded()
{
    auto panel = pairGeometryPanel(Runner::None);
    QVERIFY(panel);
    ScriptedRunner runner;
    panel->setExperimentRunner(&runner);
    QSignalSpy finished(panel.get(), &WorkflowPanel::experimentFinished);
    QTest::mouseClick(child<QPushButton>(panel.get(), QStringLiteral("runExperiment")), Qt::LeftButton);
    QVERIFY(panel->isRunning());
    QVERIFY(!panel->runSelectedExperiment()); // one at a time
    QCOMPARE(runner.requests.size(), std::size_t(1));
    const widgets::ExperimentRequest& request = runner.requests.front();
    const workflow::ExperimentSpec* spec =
        m_kb.experiment(m_kb.hypothesis("mask-frame-mismatch")->experiment);
    QVERIFY(request.experiment && spec);
    QCOMPARE(request.experiment->id, spec->id);
    QCOMPARE(request.runId, std::string("run-1"));
    const investigate::ExperimentInputs inputs = flippedPairInputs();
    QCOMPARE(request.inputs.first("mask"), inputs.first("mask"));
    QCOMPARE(request.inputs.first("image"), inputs.first("image"));
    QVERIFY(!request.snapshotDir.empty());

    QProgressBar* bar = nullptr; // the experiment's (the export page has one too)
    for (QProgressBar* b : panel->findChildren<QProgressBar*>())
        if (b->objectName() != QLatin1String("exportProgress"))
            bar = b;
    QVERIFY(bar && bar->isVisible());
    runner.report(0.25);
    QCOMPARE(bar->value(), 250); // the bar counts in thousandths

    workflow::ExperimentRun run;
    run.id = "run-1";
    run.experiment = spec->id;
    run.status = "done";
    run.evidence.summary = "The mask is mirrored left-right.";
    run.evidence.findings.push_back(Finding{});
    run.evidence.findings.back().code = "geometry.axis_flip";
    widgets::ExperimentOutcome outcome;
    outcome.runs = {run, run}; // the second reuses an id: it gets the next one
    runner.finish(outcome);
    QCOMPARE(finished.count(), 1);
    QCOMPARE(finished.at(0).at(0).toString(), QStringLiteral("run-2"));
    QCOMPARE(panel->investigation().runs.size(), std::size_t(2));
    QCOMPARE(panel->investigation().runs[0].id, std::string("run-1"));
    QCOMPARE(panel->investigation().runs[1].id, std::string("run-2"));
    QCOMPARE(panel->investigation().hypothesis("mask-frame-mismatch")->verdict, workflow::Verdict::Supported);
    QCOMPARE(child<QLabel>(panel.get(), QStringLiteral("experimentState"))->text(),
             QStringLiteral("The mask is mirrored left-right."));
    QVERIFY(!panel->isRunning());
    QVERIFY(!bar->isVisible());

    // Run all: the request carries the investigation and the knowledge base, and no single experiment.
    QTest::mouseClick(child<QPushButton>(panel.get(), QStringLiteral("runAllExperiments")), Qt::LeftButton);
    QCOMPARE(runner.requests.size(), std::size_t(2));
    QVERIFY(!runner.requests.back().experiment);
    QCOMPARE(runner.requests.back().investigation.runs.size(), std::size_t(2));
    QVERIFY(runner.requests.back().knowledgeBase.experiment(spec->id));
    runner.finish({});
    QCOMPARE(child<QLabel>(panel.get(), QStringLiteral("experimentState"))->text(),
             QStringLiteral("No automated experiment had its inputs."));
}

// The work itself failed (an exception in the job): said on the page, nothing recorded. Cancel asked
// for before the outcome came wins over the outcome.
void TestWorkflowPanel::aRunnerFailureRecordsNothing()
{
    auto panel = pairGeometryPanel(Runner::None);
    QVERIFY(panel);
    ScriptedRunner runner;
    panel->setExperimentRunner(&runner);
    QSignalSpy finished(panel.get(), &WorkflowPanel::experimentFinished);
    auto* state = child<QLabel>(panel.get(), QStringLiteral("experimentState"));

    QVERIFY(panel->runSelectedExperiment());
    widgets::ExperimentOutcome failed;
    failed.failure = QStringLiteral("The work stopped on an unexpected error. bad_alloc");
    runner.finish(failed);
    QCOMPARE(state->text(), QStringLiteral("Failed: The work stopped on an unexpected error. bad_alloc"));
    QCOMPARE(finished.takeFirst().at(0).toString(), QString());

    QVERIFY(panel->runSelectedExperiment());
    QTest::mouseClick(child<QPushButton>(panel.get(), QStringLiteral("cancelExperiment")), Qt::LeftButton);
    QCOMPARE(runner.cancels, 1);
    widgets::ExperimentOutcome late; // the check had finished before Cancel reached it
    late.runs.push_back(workflow::ExperimentRun{});
    late.runs.back().experiment = "exp-pair-geometry";
    late.runs.back().status = "done";
    runner.finish(late);
    QVERIFY(state->text().contains(QStringLiteral("Cancelled")));
    QCOMPARE(finished.takeFirst().at(0).toString(), QString());
    QVERIFY(panel->investigation().runs.empty());
}

std::unique_ptr<WorkflowPanel> TestWorkflowPanel::pairGeometryPanel(Runner runner)
{
    const investigate::ExperimentInputs inputs = flippedPairInputs();
    if (!inputs.has("mask"))
        return nullptr;
    auto panel = makePanel(runner);
    if (!panel->newInvestigation(QStringLiteral("mask-misaligned")))
        return nullptr;
    panel->setInputs(inputs);
    panel->selectHypothesis(QStringLiteral("mask-frame-mismatch"));
    showStep(panel.get(), WorkflowPanel::ExperimentsStep);
    return panel;
}

void TestWorkflowPanel::cancelledRunRecordsNothing()
{
    auto panel = pairGeometryPanel();
    QVERIFY(panel);
    QSignalSpy finished(panel.get(), &WorkflowPanel::experimentFinished);
    QTest::mouseClick(child<QPushButton>(panel.get(), QStringLiteral("runExperiment")), Qt::LeftButton);
    auto* cancel = child<QPushButton>(panel.get(), QStringLiteral("cancelExperiment"));
    QVERIFY(panel->isRunning());
    QVERIFY(cancel->isVisible());
    QTest::mouseClick(cancel, Qt::LeftButton);
    QVERIFY(finished.wait(300000));
    QCOMPARE(finished.takeFirst().at(0).toString(), QString());
    QVERIFY(panel->investigation().runs.empty());
    QVERIFY(!cancel->isVisible());
    QVERIFY(child<QLabel>(panel.get(), QStringLiteral("experimentState"))
                ->text()
                .contains(QStringLiteral("Cancelled")));
}

void TestWorkflowPanel::runAllRecordsEachExperimentOnce()
{
    const investigate::ExperimentInputs inputs = flippedPairInputs();
    QVERIFY(inputs.has("mask"));
    auto panel = makePanel();
    QVERIFY(panel->newInvestigation(QStringLiteral("mask-misaligned")));
    panel->setInputs(inputs);
    showStep(panel.get(), WorkflowPanel::ExperimentsStep);
    QSignalSpy finished(panel.get(), &WorkflowPanel::experimentFinished);
    QTest::mouseClick(child<QPushButton>(panel.get(), QStringLiteral("runAllExperiments")), Qt::LeftButton);
    QVERIFY(finished.wait(300000));
    const std::vector<workflow::ExperimentRun>& runs = panel->investigation().runs;
    QVERIFY(!runs.empty());
    std::set<std::string> ids, experiments;
    for (const workflow::ExperimentRun& run : runs) {
        QVERIFY(ids.insert(run.id).second);
        QVERIFY(experiments.insert(run.experiment).second);
    }
    QVERIFY(experiments.count("exp-pair-geometry"));
    QCOMPARE(panel->investigation().hypothesis("mask-frame-mismatch")->verdict, workflow::Verdict::Supported);
}

// Needs the real checks (scansleuth_investigate): the demo's left-right flip is named, the hypothesis
// is supported and ranked first, and the evidence rows lead to the views and to the correction.
void TestWorkflowPanel::automatedPairGeometryRun()
{
    const investigate::ExperimentInputs inputs = flippedPairInputs();
    QVERIFY(inputs.has("mask"));
    const QString flipped = QString::fromStdString(inputs.first("mask"));
    auto panel = makePanel();
    QAbstractItemModelTester evidence(panel->evidenceModel(),
                                      QAbstractItemModelTester::FailureReportingMode::QtTest);
    QVERIFY(panel->newInvestigation(QStringLiteral("mask-misaligned")));
    panel->setInputs(inputs);
    panel->selectHypothesis(QStringLiteral("mask-frame-mismatch"));
    showStep(panel.get(), WorkflowPanel::ExperimentsStep);
    auto* run = child<QPushButton>(panel.get(), QStringLiteral("runExperiment"));
    QVERIFY(run && run->isEnabled());
    QCOMPARE(child<QLineEdit>(panel.get(), QStringLiteral("input.mask"))->text(), flipped);
    QSignalSpy finished(panel.get(), &WorkflowPanel::experimentFinished);
    QTest::mouseClick(run, Qt::LeftButton);
    QVERIFY(panel->isRunning());
    QVERIFY(finished.wait(300000));
    QCOMPARE(finished.takeFirst().at(0).toString(), QStringLiteral("run-1"));

    const workflow::ExperimentRun& done = panel->investigation().runs.at(0);
    QVERIFY2(done.status == "done", done.error.c_str());
    QVERIFY(hasFinding(done.evidence.findings, "geometry.axis_flip"));
    QCOMPARE(panel->investigation().hypothesis("mask-frame-mismatch")->verdict, workflow::Verdict::Supported);
    QCOMPARE(panel->hypothesisModel()->index(0, 0).data(HypothesisTableModel::HypothesisIdRole).toString(),
             QStringLiteral("mask-frame-mismatch"));

    // Clicking the finding shows it in the views and asks for its correction.
    showStep(panel.get(), WorkflowPanel::EvidenceStep);
    auto* table = child<QTableView>(panel.get(), QStringLiteral("evidenceTable"));
    int row = -1;
    for (int r = 0; r < table->model()->rowCount(); ++r) {
        if (table->model()->index(r, EvidenceTableModel::ItemColumn).data().toString() ==
                QLatin1String("geometry.axis_flip") &&
            table->model()->index(r, 0).data(EvidenceTableModel::KindRole).toInt() ==
                int(EvidenceTableModel::Kind::Finding))
            row = r;
    }
    QVERIFY(row >= 0);
    QSignalSpy show(panel.get(), &WorkflowPanel::showRequested);
    QSignalSpy correction(panel.get(), &WorkflowPanel::correctionRequested);
    table->scrollTo(table->model()->index(row, 0));
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {},
                      table->visualRect(table->model()->index(row, EvidenceTableModel::ItemColumn)).center());
    QCOMPARE(show.count(), 1);
    QCOMPARE(show.at(0).at(1).toString(), flipped);
    QCOMPARE(correction.count(), 1);
    const auto request = correction.at(0).at(0).value<widgets::CorrectionRequest>();
    QCOMPARE(request.code, QStringLiteral("geometry.axis_flip"));
    QCOMPARE(request.maskPath, flipped);
    QCOMPARE(request.runId, QStringLiteral("run-1"));
    const auto* evidenceModel = qobject_cast<EvidenceTableModel*>(panel->evidenceModel());
    QVERIFY(evidenceModel->rowOf(QStringLiteral("run-1"), EvidenceTableModel::Kind::Candidate) >= 0);

    // Saving the unsaved investigation takes its slice pictures along.
    QVERIFY(!done.evidence.snapshots.empty());
    QVERIFY(QDir(m_dir.path()).mkpath(QStringLiteral("saved")));
    QVERIFY(panel->saveInvestigation(m_dir.filePath(QStringLiteral("saved/case.ssinv"))).ok());
    const QString picture = QString::fromStdString(done.evidence.snapshots.front().imagePath);
    QVERIFY(QFile::exists(m_dir.filePath(QStringLiteral("saved/") + picture)));
}

void TestWorkflowPanel::trainingLogRunIsPlotted()
{
    investigate::ExperimentInputs inputs;
    inputs.paths["csv"] = {SCANSLEUTH_TEST_DATA_DIR "/logs/lightning_overfit_metrics.csv"};
    inputs.classes = 3;
    auto panel = makePanel();
    QVERIFY(panel->newInvestigation(QStringLiteral("model-wont-train")));
    panel->setInputs(inputs);
    panel->selectHypothesis(QStringLiteral("wont-train-learning-rate"));
    showStep(panel.get(), WorkflowPanel::ExperimentsStep);
    auto* run = child<QPushButton>(panel.get(), QStringLiteral("runExperiment"));
    QVERIFY(run && run->isEnabled());
    QSignalSpy finished(panel.get(), &WorkflowPanel::experimentFinished);
    QTest::mouseClick(run, Qt::LeftButton);
    QVERIFY(finished.wait(60000));
    const workflow::ExperimentRun& done = panel->investigation().runs.at(0);
    QVERIFY2(done.status == "done", done.error.c_str());
    QVERIFY(hasFinding(done.evidence.findings, "training.overfitting"));

    // No row chosen yet: no plot. A row of the run shows its loss curves under the list.
    showStep(panel.get(), WorkflowPanel::EvidenceStep);
    auto* plot = child<widgets::PlotView>(panel.get(), QStringLiteral("evidencePlot"));
    QVERIFY(plot);
    QVERIFY(!plot->isVisible());
    auto* table = child<QTableView>(panel.get(), QStringLiteral("evidenceTable"));
    QVERIFY(table->model()->rowCount() > 0);
    QTest::mouseClick(table->viewport(), Qt::LeftButton, {},
                      table->visualRect(table->model()->index(0, EvidenceTableModel::ItemColumn)).center());
    QVERIFY(plot->isVisible());
    QCOMPARE(plot->plot().series.size(), std::size_t(2));
    QCOMPARE(plot->plot().series[0].name, std::string("train_loss_epoch"));
    QCOMPARE(plot->plot().series[1].name, std::string("val_loss"));
    QVERIFY(plot->plot().title.find("overfitting") != std::string::npos);
    QVERIFY(plot->plot().series[0].x.size() == plot->plot().series[0].y.size());
    // The class count gives the expected initial loss, ln(3), as a reference line.
    QCOMPARE(plot->plot().references.size(), std::size_t(1));
    QCOMPARE(plot->plot().references[0].value, std::log(3.0));

    // Both curves are painted, in the report's series colours.
    QCoreApplication::processEvents();
    const QImage picture = plot->grab().toImage().convertToFormat(QImage::Format_RGB32);
    QVERIFY(!picture.isNull());
    for (std::size_t i = 0; i < 2; ++i) {
        const render::Rgba c = report::seriesColour(i);
        int hits = 0;
        for (int y = 0; y < picture.height(); ++y)
            for (int x = 0; x < picture.width(); ++x) {
                const QRgb p = picture.pixel(x, y);
                hits += std::abs(qRed(p) - c.r) + std::abs(qGreen(p) - c.g) + std::abs(qBlue(p) - c.b) < 40;
            }
        QVERIFY2(hits > 50, qPrintable(QStringLiteral("series %1: %2 pixels").arg(i).arg(hits)));
    }

    // A new investigation without curves hides the plot again.
    QVERIFY(panel->newInvestigation(QStringLiteral("mask-misaligned")));
    QVERIFY(!plot->isVisible());
    QVERIFY(plot->isHidden()); // hidden itself, not only because another step is shown
}

void TestWorkflowPanel::showsTheKnowledgeBaseInGerman()
{
    QTranslator german;
    QVERIFY(german.load(QStringLiteral(SCANSLEUTH_GERMAN_QM)));
    QVERIFY(QCoreApplication::installTranslator(&german));
    struct Uninstall
    {
        QTranslator* t;
        ~Uninstall() { QCoreApplication::removeTranslator(t); }
    } uninstall{&german};

    auto panel = makePanel();
    // The panel's own text and the knowledge base's (symptom, hypothesis, experiment) arrive in German.
    auto* steps = child<QListView>(panel.get(), QStringLiteral("workflowSteps"));
    QVERIFY(steps);
    QCOMPARE(steps->model()->index(0, 0).data().toString(), QStringLiteral("1 Fragen"));
    auto* symptoms = panel->symptomModel();
    const QModelIndexList misaligned =
        symptoms->match(symptoms->index(0, 0), widgets::SymptomListModel::SymptomIdRole,
                        QStringLiteral("mask-misaligned"), 1, Qt::MatchExactly);
    QCOMPARE(misaligned.size(), 1);
    QCOMPARE(misaligned.front().data().toString(),
             QStringLiteral("Die Maske ist gegenüber dem Bild verschoben, gespiegelt oder gedreht"));

    // German free text finds its symptom through the translated search words.
    auto* search = child<QLineEdit>(panel.get(), QStringLiteral("symptomSearch"));
    QVERIFY(search);
    const QStringList germanTexts{QStringLiteral("Die Maske ist seitenverkehrt"),
                                  QStringLiteral("Die Leber liegt in der Organmaske auf der linken Seite."),
                                  QStringLiteral("Die Überlagerung ist verschoben")};
    for (const QString& text : germanTexts) {
        search->setText(text);
        QVERIFY2(symptoms->rowCount() > 0, qPrintable(text));
        QCOMPARE(symptoms->index(0, 0).data(widgets::SymptomListModel::SymptomIdRole).toString(),
                 QStringLiteral("mask-misaligned"));
    }
    search->setText(QStringLiteral("CUDA-Speicher erschöpft bei der Validierung"));
    QCOMPARE(symptoms->index(0, 0).data(widgets::SymptomListModel::SymptomIdRole).toString(),
             QStringLiteral("cuda-out-of-memory"));

    QVERIFY(panel->newInvestigation(QStringLiteral("mask-misaligned")));
    panel->selectHypothesis(QStringLiteral("mask-frame-mismatch"));
    showStep(panel.get(), WorkflowPanel::ExperimentsStep);
    auto* title = child<QLabel>(panel.get(), QStringLiteral("experimentTitle"));
    QVERIFY(title);
    QCOMPARE(title->text(), QStringLiteral("Geometrie und Inhalt von Bild und Maske vergleichen"));
    // Every hypothesis title on the list is translated (none left as the English knowledge base has it).
    const QAbstractItemModel* hypotheses = panel->hypothesisModel();
    QVERIFY(hypotheses->rowCount() > 0);
    for (int r = 0; r < hypotheses->rowCount(); ++r) {
        const QString id = hypotheses->index(r, 0).data(HypothesisTableModel::HypothesisIdRole).toString();
        const QString shown = hypotheses->index(r, HypothesisTableModel::TitleColumn).data().toString();
        QVERIFY2(shown != QString::fromStdString(m_kb.hypothesis(id.toStdString())->title), qPrintable(id));
    }
}

void TestWorkflowPanel::investigationSymptomStaysListed()
{
    // The symptom text says nothing the keywords know: the chosen symptom is still listed and selected.
    auto panel = makePanel();
    QVERIFY(panel->newInvestigation(QStringLiteral("mask-smoothed"), QStringLiteral("the weather is nice"),
                                    QString(), QString()));
    showStep(panel.get(), WorkflowPanel::QuestionsStep);
    auto* list = child<QListView>(panel.get(), QStringLiteral("symptomList"));
    QVERIFY(list);
    QCOMPARE(list->model()->rowCount(), 1);
    QCOMPARE(list->currentIndex().data(widgets::SymptomListModel::SymptomIdRole).toString(),
             QStringLiteral("mask-smoothed"));
    // Without an investigation the same text lists nothing.
    panel->closeInvestigation();
    auto* search = child<QLineEdit>(panel.get(), QStringLiteral("symptomSearch"));
    search->setText(QStringLiteral("the weather is nice"));
    QCOMPARE(list->model()->rowCount(), 0);
}

QTEST_MAIN(TestWorkflowPanel)
#include "tst_workflowpanel.moc"
