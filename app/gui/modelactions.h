// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "io/loadedimage.h"
#include "modeljob.h"
#include "taskjob.h"
#include "volume/geometry.h"

#include <QObject>
#include <QString>

class QWidget;

namespace scansleuth::widgets {
class ViewerState;
}

namespace scansleuth::app {

// The Model menu's work for the main window: Model > Run model... (a dialog, then model::predict on the
// base image in a ModelJob) puts the label map and the foreground probability on the viewer as layers
// named after the model; and the workflow panel's "Show disagreement map" overlays a map a model
// experiment wrote. No LibTorch here.
class ModelActions : public QObject
{
    Q_OBJECT

public:
    ModelActions(widgets::ViewerState* state, QWidget* dialogParent);

    // Asks for the settings (prefilled with the last ones), then runs. False when cancelled or busy.
    bool chooseAndRun();
    // Runs on the base image without asking. False when there is no base image or a run is going on.
    bool run(const ModelRunSettings& settings);
    void cancel();
    bool isRunning() const;
    const ModelRunSettings& lastSettings() const { return m_settings; }
    void setLastSettings(const ModelRunSettings& settings) { m_settings = settings; }

    // Loads a map (NIfTI) written by a model experiment and overlays it as a heat map (anything above
    // 1% of the map's maximum shows, brightest at the maximum), with the cursor at `lps`. The map is read
    // off the GUI thread (started(), progress(), cancel()); mapShown() says how it ended. False (nothing
    // starts) without a base image or while a map is being read.
    bool showMap(const QString& path, const QString& name, const volume::Vec3& lps);
    bool isReadingMap() const;

    // Model > Save Labels as DICOM SEG...: the last run's label layer written as a binary DICOM SEG
    // (io::writeDicomSeg) referencing the image it ran on, which must be a DICOM series: one segment per
    // class of the model, named as the label layer names them, AUTOMATIC with the model's name. `file`
    // empty: asks for it. The writing runs off the GUI thread (started(), progress(), and cancel() stops
    // it: no file is left, an existing one stays as it was); segSaved() says how it ended, after a message
    // box for an error. False when nothing started: nothing to save, the dialog was cancelled, a SEG is
    // being saved already.
    bool canSaveSeg() const;
    bool saveLabelsAsSeg(const QString& file = {});
    bool isSavingSeg() const;

Q_SIGNALS:
    void started();
    void progress(int percent, const QString& stage);
    void message(const QString& text); // for the status bar
    // A run ended: shown (ok), failed (after the message box), or cancelled.
    void finished(bool ok);
    // Whether Save Labels as DICOM SEG... can run now (a run on a DICOM series left its label layer).
    void segAvailable(bool available);
    // Save Labels as DICOM SEG... ended: written (ok), failed (after the message box) or cancelled.
    void segSaved(bool ok);
    // showMap() ended: the map is shown (ok), or it could not be read or was cancelled (message() says).
    void mapShown(bool ok);

private:
    void showPrediction(std::shared_ptr<ModelOutput> output);
    void showFailure(const QString& message, const QString& detail, bool cancelled);
    void showSegFailure(const QString& message, const QString& detail, bool cancelled);

    widgets::ViewerState* m_state = nullptr;
    QWidget* m_parent = nullptr;
    ModelJob* m_job = nullptr;
    TaskJob* m_segJob = nullptr; // Save Labels as DICOM SEG...
    TaskJob* m_mapJob = nullptr; // showMap()
    ModelRunSettings m_settings;
    QString m_runningModel;
    std::shared_ptr<const io::LoadedImage> m_runBase; // the image the running model was given
    // The last finished run, for Save Labels as DICOM SEG...
    std::shared_ptr<const io::LoadedImage> m_lastBase;
    QString m_lastLabelsKey, m_lastModel, m_lastModelPath;
    int m_lastClasses = 0;
};

} // namespace scansleuth::app
