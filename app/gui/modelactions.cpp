// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "modelactions.h"

#include "io/dicom/segwriter.h"
#include "io/imageloader.h"
#include "render/render.h"
#include "runmodeldialog.h"
#include "widgets/failurebox.h"
#include "widgets/findingtext.h"
#include "widgets/viewerstate.h"

#include <QDateTime>
#include <QFileDialog>
#include <QFileInfo>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace scansleuth::app {

namespace {

double maximumOf(const volume::Volume& v)
{
    double best = 0.0;
    volume::visitPixelType(v.pixelType(), [&](auto t) {
        using T = decltype(t);
        for (const T x : v.voxels<T>())
            if (static_cast<double>(x) > best)
                best = static_cast<double>(x);
    });
    return best * v.rescale().slope + v.rescale().intercept;
}

} // namespace

ModelActions::ModelActions(widgets::ViewerState* state, QWidget* dialogParent)
    : QObject(dialogParent), m_state(state), m_parent(dialogParent), m_job(new ModelJob(this)),
      m_segJob(new TaskJob(this)), m_mapJob(new TaskJob(this))
{
    connect(m_mapJob, &TaskJob::progress, this, &ModelActions::progress);
    connect(m_mapJob, &TaskJob::failed, this, [this](const QString& text, const QString&, bool cancelled) {
        Q_EMIT message(cancelled ? tr("Showing the map was cancelled.")
                                 : widgets::errorText(text.toStdString()));
        Q_EMIT mapShown(false);
    });
    connect(m_job, &ModelJob::progress, this, &ModelActions::progress);
    connect(m_segJob, &TaskJob::progress, this, &ModelActions::progress);
    connect(m_segJob, &TaskJob::failed, this, &ModelActions::showSegFailure);
    connect(m_job, &ModelJob::finished, this, &ModelActions::showPrediction);
    connect(m_job, &ModelJob::failed, this, &ModelActions::showFailure);
    // The label layer removed (or the image closed): nothing to save any more.
    connect(m_state, &widgets::ViewerState::layersChanged, this,
            [this] { Q_EMIT segAvailable(canSaveSeg()); });
}

bool ModelActions::isRunning() const
{
    return m_job->isRunning();
}

void ModelActions::cancel()
{
    m_job->cancel();
    m_segJob->cancel();
    m_mapJob->cancel();
}

bool ModelActions::isSavingSeg() const
{
    return m_segJob->isRunning();
}

bool ModelActions::chooseAndRun()
{
    if (isRunning())
        return false;
    if (m_state->isEmpty()) {
        Q_EMIT message(tr("Open an image first: the model runs on the base image."));
        return false;
    }
    RunModelDialog dialog(m_settings, m_parent);
    if (dialog.exec() != QDialog::Accepted)
        return false;
    return run(dialog.settings());
}

bool ModelActions::run(const ModelRunSettings& settings)
{
    if (isRunning() || m_state->isEmpty())
        return false;
    m_settings = settings;
    m_runningModel = QFileInfo(settings.modelPath).completeBaseName();
    m_runBase = m_state->layers().front().image;
    m_job->start(settings, m_runBase);
    Q_EMIT started();
    Q_EMIT message(tr("Running %1 on the base image...").arg(m_runningModel));
    return true;
}

void ModelActions::showPrediction(std::shared_ptr<ModelOutput> output)
{
    const model::Prediction* prediction = &output->prediction;
    // NaN/Inf would show as a label layer of zeros: the finding is the result, no layer is added.
    if (prediction->nonFinite.any()) {
        const Finding& f = prediction->findings.front();
        showFailure(tr("%1 gave no usable result, so no layer was added. %2")
                        .arg(m_runningModel, widgets::findingMessage(f)),
                    QString::fromStdString(f.code) + QStringLiteral(": ") + widgets::findingFix(f), false);
        return;
    }
    // Label map first, then the foreground probability above it (class 1 of several, or the only one).
    // A model run again replaces its own layers in place (keyed by the model file) instead of stacking.
    const QString key = QStringLiteral("model\n") + m_settings.modelPath;
    const int labelsIndex = m_state->addOrReplaceLayer(output->labels, tr("%1 labels").arg(m_runningModel),
                                                       key + QStringLiteral("\nlabels"));
    render::LayerStyle labels = m_state->layers()[std::size_t(labelsIndex)].style;
    labels.kind = render::LayerKind::Labels;
    labels.opacity = 0.5;
    m_state->setLayerStyle(labelsIndex, labels);
    m_lastBase = m_runBase;
    m_lastLabelsKey = key + QStringLiteral("\nlabels");
    m_lastModel = m_runningModel;
    m_lastModelPath = m_settings.modelPath;
    m_lastClasses = static_cast<int>(prediction->probabilities.size());
    Q_EMIT segAvailable(canSaveSeg());
    if (output->probability.image) {
        const int index = m_state->addOrReplaceLayer(output->probability,
                                                     tr("%1 foreground probability").arg(m_runningModel),
                                                     key + QStringLiteral("\nprobability"));
        render::LayerStyle heat = m_state->layers()[std::size_t(index)].style;
        heat.kind = render::LayerKind::Probability;
        heat.opacity = 0.6;
        heat.threshold = 0.5;
        heat.maximum = 1.0;
        m_state->setLayerStyle(index, heat);
    } else {
        m_state->removeLayer(m_state->layerIndex(key + QStringLiteral("\nprobability"))); // an older run's
    }
    QString text =
        tr("%1 ran on %2 (%3): %4 patch(es), %5 s.")
            .arg(m_runningModel, QString::fromStdString(prediction->device.device),
                 widgets::noteText(prediction->device.description))
            .arg(prediction->patches)
            .arg(prediction->preprocessSeconds + prediction->inferenceSeconds + prediction->resampleSeconds,
                 0, 'f', 1);
    for (const std::string& note : prediction->notes)
        text += QLatin1Char(' ') + widgets::noteText(note);
    Q_EMIT message(text);
    Q_EMIT finished(true);
}

void ModelActions::showFailure(const QString& text, const QString& detail, bool cancelled)
{
    Q_EMIT message(cancelled ? tr("The model run was cancelled.") : widgets::errorText(text.toStdString()));
    if (!cancelled)
        widgets::showFailure(m_parent, tr("The model could not run"), text, detail);
    Q_EMIT finished(false);
}

bool ModelActions::canSaveSeg() const
{
    return m_lastBase && m_lastBase->format == io::Format::Dicom && m_lastBase->dicom &&
           m_state->layerIndex(m_lastLabelsKey) >= 0;
}

bool ModelActions::saveLabelsAsSeg(const QString& chosen)
{
    if (isSavingSeg()) {
        Q_EMIT message(tr("The labels are being saved already: wait for it, or cancel it."));
        return false;
    }
    if (!canSaveSeg()) {
        Q_EMIT message(tr("Run a model on a DICOM series first: a SEG refers to the series' images."));
        return false;
    }
    QString file = chosen;
    if (file.isEmpty())
        file = QFileDialog::getSaveFileName(m_parent, tr("Save labels as DICOM SEG"),
                                            m_lastModel + QStringLiteral(".dcm"),
                                            tr("DICOM SEG (*.dcm);;All files (*)"));
    if (file.isEmpty())
        return false;
    // The work owns what it reads: the layer may be removed, or the model run again, while it writes.
    const widgets::ViewerLayer& layer = m_state->layers()[std::size_t(m_state->layerIndex(m_lastLabelsKey))];
    std::vector<io::SegLabelName> names;
    for (const render::LabelColour& l : layer.style.labels)
        names.push_back({l.label, l.name, std::array<std::uint8_t, 3>{l.colour.r, l.colour.g, l.colour.b}});
    io::SegWriteOptions options;
    options.algorithmName = m_lastModel.toStdString();
    options.algorithmVersion =
        QFileInfo(m_lastModelPath).lastModified().toUTC().toString(Qt::ISODate).toStdString();
    options.softwareVersion = SCANSLEUTH_VERSION;
    options.seriesDescription = "ScanSleuth model run: " + options.algorithmName;
    const QString name = layer.name;
    auto work = [labels = layer.image, base = m_lastBase, classes = m_lastClasses, names = std::move(names),
                 options,
                 path = file.toStdString()](const Progress& progress) mutable -> Result<std::size_t> {
        auto present = io::labelValuesOf(labels->volumes.front());
        if (!present)
            return present.error();
        options.segments = io::segmentsForLabels(io::modelSegmentValues(std::move(*present), classes), names,
                                                 options.algorithmName);
        options.progress = TaskJob::withoutStages(progress);
        if (Status written = io::writeDicomSeg(path, labels->volumes.front(), *base, options); !written)
            return written.error();
        return options.segments.size();
    };
    Q_EMIT started();
    Q_EMIT message(tr("Saving %1 as DICOM SEG to %2...").arg(name, file));
    m_segJob->start<std::size_t>(std::move(work), [this, name, file](std::size_t&& segments) {
        Q_EMIT message(tr("Saved %1 as DICOM SEG (%2 segments): %3").arg(name).arg(segments).arg(file));
        Q_EMIT segSaved(true);
    });
    return true;
}

void ModelActions::showSegFailure(const QString& text, const QString& detail, bool cancelled)
{
    if (cancelled) {
        Q_EMIT message(tr("Saving the labels as DICOM SEG was cancelled; no file was written."));
    } else {
        Q_EMIT message(widgets::errorText(text.toStdString()));
        widgets::showFailure(m_parent, tr("The labels could not be saved"), text, detail);
    }
    Q_EMIT segSaved(false);
}

bool ModelActions::showMap(const QString& path, const QString& name, const volume::Vec3& lps)
{
    if (m_state->isEmpty() || isReadingMap())
        return false;
    struct Map
    {
        widgets::PreparedImage layer;
        double maximum = 0.0;
    };
    // A map is a whole float volume (a CT's size): read and scanned (its maximum, the layer's defaults) off
    // the GUI thread.
    auto work = [file = path](const Progress& progress) -> Result<Map> {
        auto loaded = io::loadPath(file.toStdString(), {}, TaskJob::withoutStages(progress.sub(0.0, 0.9)));
        if (!loaded && loaded.error().kind == ErrorKind::Cancelled)
            return loaded.error();
        if (!loaded || loaded->images.empty())
            return makeError(
                ErrorKind::Io,
                tr("The map %1 could not be read: %2")
                    .arg(file, loaded ? tr("no image in it") : widgets::errorText(loaded.error().message))
                    .toStdString());
        auto image = std::make_shared<io::LoadedImage>(std::move(loaded->images.front()));
        const double maximum = maximumOf(image->volumes.front());
        Map map{widgets::ViewerState::prepare(std::move(image)), maximum};
        if (!progress.report(1.0))
            return makeError(ErrorKind::Cancelled, "Cancelled.");
        return map;
    };
    Q_EMIT started();
    m_mapJob->start<Map>(std::move(work), [this, path, name, lps](Map&& map) {
        // The same map shown again (the button pressed twice) reloads into its layer.
        const int index = m_state->addOrReplaceLayer(map.layer, name, QStringLiteral("map\n") + path);
        render::LayerStyle heat = m_state->layers()[std::size_t(index)].style;
        heat.kind = render::LayerKind::Probability;
        heat.opacity = 0.75;
        heat.maximum = std::max(map.maximum, 1e-12);
        heat.threshold = heat.maximum * 0.01; // differences under 1% of the largest stay transparent
        m_state->setLayerStyle(index, heat);
        m_state->setCursor(lps);
        Q_EMIT message(map.maximum > 0 ? tr("Showing %1: brighter where the runs differ more (largest %2).")
                                             .arg(name)
                                             .arg(map.maximum, 0, 'g', 3)
                                       : tr("Showing %1: the runs agree everywhere.").arg(name));
        Q_EMIT mapShown(true);
    });
    return true;
}

bool ModelActions::isReadingMap() const
{
    return m_mapJob->isRunning();
}

} // namespace scansleuth::app
