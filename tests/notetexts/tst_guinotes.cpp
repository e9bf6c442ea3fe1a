// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Issue 22: core's other English words where the GUI shows them, with the German catalogue installed as
// app/gui/main.cpp installs the user's: a stage a real load reports, in the status bar of a job's window;
// a model run's device in the status bar; the comparison's case whose run has no file, in the case table's
// tooltip; what CUDA LibTorch sees, in the About box's versions. Expectations are German written by hand.
#include "app/gui/busystatus.h"
#include "app/gui/helpinfo.h"
#include "app/gui/modelactions.h"
#include "app/gui/modeljob.h"
#include "app/gui/taskjob.h"
#include "io/imageloader.h"
#include "missingcase.h"
#include "model/device.h"
#include "model/examplemodels.h"
#include "widgets/compare/casetablemodel.h"
#include "widgets/viewerstate.h"

#include <QDir>
#include <QFile>
#include <QLabel>
#include <QMainWindow>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

#include <map>

using namespace scansleuth;

class TestGuiNotes : public QObject
{
    Q_OBJECT

    QTranslator m_german;
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QVERIFY(m_german.load(QStringLiteral(SCANSLEUTH_DE_QM)));
        QVERIFY(QCoreApplication::installTranslator(&m_german));
    }
    void cleanupTestCase() { QCoreApplication::removeTranslator(&m_german); }

    // The stages a real NIfTI load reports, in the status bar that follows the job.
    void aJobsStageIsShownInGerman()
    {
        std::vector<std::string> stages;
        const Progress progress([&](double, const std::string& stage) {
            if (!stage.empty() && (stages.empty() || stages.back() != stage))
                stages.push_back(stage);
            return true;
        });
        QVERIFY(io::loadPath(SCANSLEUTH_TEST_DATA_DIR "/malformed/nifti_control_8x8x8.nii", {}, progress));
        const std::map<std::string, QString> german{
            {"Reading header", QStringLiteral("Header wird gelesen")},
            {"Reading voxels", QStringLiteral("Voxel werden gelesen")},
            {"reading", QStringLiteral("wird gelesen")},
            {"Read", QStringLiteral("Gelesen")}};
        QVERIFY(!stages.empty());
        QMainWindow window;
        const app::BusyStatus status = app::BusyStatus::addTo(&window);
        app::TaskJob job;
        status.follow(&job);
        for (const std::string& stage : stages) {
            const auto expected = german.find(stage);
            QVERIFY2(expected != german.end(), stage.c_str()); // a stage this test does not know yet
            Q_EMIT job.progress(50, QString::fromStdString(stage));
            QCOMPARE(status.status->text(), expected->second);
        }
        // A stage the GUI wrote itself (already in the user's language) stays as it is.
        Q_EMIT job.progress(60, QStringLiteral("Lese die Fälle"));
        QCOMPARE(status.status->text(), QStringLiteral("Lese die Fälle"));
    }

    // A comparison whose run b lacks case2: the case's tooltip names why in German.
    void aCaseWithoutItsFileIsSaidInGerman()
    {
        const auto compared = testsupport::comparisonWithMissingCase(m_dir.path());
        QVERIFY(compared && compared->cases.size() == 2);
        const QString findings = widgets::CaseTableModel::findingsText(compared->cases[1]);
        QVERIFY2(findings.contains(QStringLiteral("b: Keine Datei für diesen Fall")), qPrintable(findings));
        QVERIFY2(!findings.contains(QStringLiteral("no file for this case")), qPrintable(findings));
    }

    // A real model run on the CPU: the status bar names the device in German ("CPU, 4 Threads").
    void aModelRunsDeviceIsSaidInGerman()
    {
        const QString path = m_dir.filePath(QStringLiteral("pointwise.pt"));
        QVERIFY(model::saveExampleModel(model::ExampleKind::Pointwise, path.toStdString()));
        volume::Geometry g;
        g.size = {8, 8, 8};
        auto image = std::make_shared<io::LoadedImage>();
        image->volumes.push_back(volume::Volume::allocate(volume::PixelType::Float32, g).value());
        widgets::ViewerState state;
        state.addLayer(image, QStringLiteral("base"));
        app::ModelActions actions(&state, nullptr);
        QSignalSpy finished(&actions, &app::ModelActions::finished);
        QSignalSpy messages(&actions, &app::ModelActions::message);
        app::ModelRunSettings settings;
        settings.modelPath = path;
        settings.device = model::DeviceRequest::Cpu;
        QVERIFY(actions.run(settings));
        QVERIFY(finished.wait(60000));
        QVERIFY(finished.at(0).at(0).toBool());
        const QString text = messages.last().at(0).toString();
        static const QRegularExpression german(QStringLiteral(
            "^.+ lief auf cpu \\(CPU, (1 Thread|\\d+ Threads)\\): \\d+ Patch\\(es\\), \\d+\\.\\d s\\.$"));
        QVERIFY2(german.match(text).hasMatch(), qPrintable(text));
    }

    // The About box's CUDA line on a machine without CUDA.
    void noCudaIsSaidInGerman()
    {
        if (model::cudaAvailable())
            QSKIP("this machine has CUDA");
        for (const app::ComponentVersion& v : app::componentVersions())
            if (v.name == QStringLiteral("CUDA"))
                QCOMPARE(v.version, QStringLiteral("kein CUDA"));
    }
};

QTEST_MAIN(TestGuiNotes)
#include "tst_guinotes.moc"
