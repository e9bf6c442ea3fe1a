// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Model > Save Labels as DICOM SEG... (offscreen, without the file dialog): after a run on a DICOM series the
// label layer is written as a SEG that pydicom decodes to that layer (segcheck.py); after a run on a NIfTI
// image there is nothing a SEG could refer to, and the action says so. The writing runs off the GUI thread:
// the event loop keeps turning, the progress rises to 100, and Cancel leaves an existing file as it was.
#include "modelactions.h"
#include "segwritesupport.h"

#include "model/examplemodels.h"
#include "support/backgroundcheck.h"
#include "widgets/viewerstate.h"

#include <QDir>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

using namespace scansleuth;
using namespace scansleuth::testing;

class TestSegWriteGui : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_model = m_dir.filePath("pointwise.pt");
        QVERIFY(model::saveExampleModel(model::ExampleKind::Pointwise, m_model.toStdString()).ok());
        m_series = m_dir.filePath("series5x7");
        QVERIFY(writeSyntheticSeries(m_series, 5, 7, 4));
    }

    void savesTheLabelLayerOfADicomRun()
    {
        auto base = loadSingle(m_series);
        QVERIFY(base);
        widgets::ViewerState state;
        state.addLayer(std::make_shared<io::LoadedImage>(std::move(*base)), QStringLiteral("ct"));
        app::ModelActions actions(&state, nullptr);
        QSignalSpy finished(&actions, &app::ModelActions::finished);
        QSignalSpy available(&actions, &app::ModelActions::segAvailable);
        QVERIFY(!actions.canSaveSeg());
        QVERIFY(actions.run(runSettings()));
        QVERIFY(finished.wait(60000));
        QVERIFY(finished.at(0).at(0).toBool());
        QVERIFY(actions.canSaveSeg());
        QVERIFY(!available.isEmpty() && available.last().at(0).toBool());
        const QString seg = m_dir.filePath("gui.dcm");
        QSignalSpy saved(&actions, &app::ModelActions::segSaved);
        QVERIFY(actions.saveLabelsAsSeg(seg));
        QVERIFY(saved.wait(60000));
        QVERIFY(saved.at(0).at(0).toBool());
        // The oracle's mask: the label layer as it is shown.
        const QString mask = m_dir.filePath("gui_labels.nii.gz");
        const int index = state.layerIndex(QStringLiteral("model\n") + m_model + QStringLiteral("\nlabels"));
        QVERIFY(index >= 0);
        QVERIFY(writeMaskNifti(mask, state.layers()[std::size_t(index)].image->volumes.front()));
        QString check;
        QVERIFY2(segcheck({"--seg", seg, "--reference", m_series, "--mask", mask, "--algorithm", "pointwise"},
                          check),
                 qPrintable(check));
        // The label layer removed: nothing left to save.
        QVERIFY(state.removeLayer(index));
        QVERIFY(!actions.canSaveSeg());
        QVERIFY(!available.last().at(0).toBool());
    }

    void aNiftiRunHasNothingToReferTo()
    {
        auto series = loadSingle(m_series);
        QVERIFY(series);
        const QString nifti = m_dir.filePath("ct.nii.gz");
        QVERIFY(writeMaskNifti(nifti, series->volumes.front()));
        auto base = loadSingle(nifti);
        QVERIFY(base);
        widgets::ViewerState state;
        state.addLayer(std::make_shared<io::LoadedImage>(std::move(*base)), QStringLiteral("ct"));
        app::ModelActions actions(&state, nullptr);
        QSignalSpy finished(&actions, &app::ModelActions::finished);
        QSignalSpy messages(&actions, &app::ModelActions::message);
        QVERIFY(actions.run(runSettings()));
        QVERIFY(finished.wait(60000));
        QVERIFY(!actions.canSaveSeg());
        QVERIFY(!actions.saveLabelsAsSeg(m_dir.filePath("never.dcm")));
        QVERIFY(messages.last().at(0).toString().contains("DICOM series"));
        QVERIFY(!QFile::exists(m_dir.filePath("never.dcm")));
    }

    // A 384 x 384 x 64 series: the writing takes long enough to watch. While it runs a 1 ms timer keeps
    // firing (the GUI thread is free), the progress only rises and ends at 100, and pydicom reads the file.
    // Cancel right after the start: no file where there was none, an existing file byte for byte as it was,
    // nothing else in the folder.
    void savesInTheBackgroundAndCancels()
    {
        const QString series = m_dir.filePath("series384");
        QVERIFY(writeSyntheticSeries(series, 384, 384, 64));
        auto base = loadSingle(series);
        QVERIFY(base);
        widgets::ViewerState state;
        state.addLayer(std::make_shared<io::LoadedImage>(std::move(*base)), QStringLiteral("ct"));
        app::ModelActions actions(&state, nullptr);
        QSignalSpy finished(&actions, &app::ModelActions::finished);
        QVERIFY(actions.run(runSettings()));
        QVERIFY(finished.wait(300000));
        QVERIFY(finished.at(0).at(0).toBool());

        const QString folder = m_dir.filePath("background");
        QVERIFY(QDir().mkpath(folder));
        const QString seg = folder + "/labels.dcm";
        QSignalSpy progress(&actions, &app::ModelActions::progress);
        QSignalSpy saved(&actions, &app::ModelActions::segSaved);
        const testing::LoopTicks ticksWhileSaving(saved);
        QVERIFY(actions.saveLabelsAsSeg(seg));
        QVERIFY(actions.isSavingSeg());
        QVERIFY(!actions.saveLabelsAsSeg(seg)); // one at a time
        QVERIFY(saved.wait(300000));
        QVERIFY(saved.at(0).at(0).toBool());
        QVERIFY2(ticksWhileSaving.count() > 0, "the event loop stood still while the SEG was written");
        QVERIFY(progress.size() >= 2);
        const QString rise = testing::risesToHundred(progress);
        QVERIFY2(rise.isEmpty(), qPrintable(rise));
        const QString mask = m_dir.filePath("background_labels.nii.gz");
        const int index = state.layerIndex(QStringLiteral("model\n") + m_model + QStringLiteral("\nlabels"));
        QVERIFY(index >= 0);
        QVERIFY(writeMaskNifti(mask, state.layers()[std::size_t(index)].image->volumes.front()));
        QString check;
        QVERIFY2(segcheck({"--seg", seg, "--reference", series, "--mask", mask, "--algorithm", "pointwise"},
                          check),
                 qPrintable(check));

        // Cancelled over the file just written, and to a new name.
        QFile written(seg);
        QVERIFY(written.open(QIODevice::ReadOnly));
        const QByteArray before = written.readAll();
        written.close();
        QSignalSpy messages(&actions, &app::ModelActions::message);
        for (const QString& target : {seg, folder + "/new.dcm"}) {
            saved.clear();
            QVERIFY(actions.saveLabelsAsSeg(target));
            actions.cancel();
            QVERIFY(saved.wait(300000));
            QVERIFY(!saved.at(0).at(0).toBool());
            QVERIFY(messages.last().at(0).toString().contains("cancelled"));
            QCOMPARE(QDir(folder).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden),
                     QStringList{"labels.dcm"});
            QVERIFY(written.open(QIODevice::ReadOnly));
            QVERIFY(written.readAll() == before);
            written.close();
        }
    }

private:
    app::ModelRunSettings runSettings() const
    {
        app::ModelRunSettings s;
        s.modelPath = m_model;
        s.device = model::DeviceRequest::Cpu;
        return s;
    }

    QTemporaryDir m_dir;
    QString m_model, m_series;
};

QTEST_MAIN(TestSegWriteGui)
#include "tst_segwrite_gui.moc"
