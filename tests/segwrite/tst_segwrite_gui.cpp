// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Model > Save Labels as DICOM SEG... (offscreen, without the file dialog): after a run on a DICOM series the
// label layer is written as a SEG that pydicom decodes to that layer (segcheck.py); after a run on a NIfTI
// image there is nothing a SEG could refer to, and the action says so.
#include "modelactions.h"
#include "segwritesupport.h"

#include "model/examplemodels.h"
#include "widgets/viewerstate.h"

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
        QVERIFY(actions.saveLabelsAsSeg(seg));
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
