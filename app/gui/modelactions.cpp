// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "modelactions.h"

#include "io/imageloader.h"
#include "render/render.h"
#include "runmodeldialog.h"
#include "widgets/failurebox.h"
#include "widgets/viewerstate.h"

#include <QFileInfo>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace scansleuth::app {

namespace {

std::shared_ptr<io::LoadedImage> inMemory(volume::Volume volume)
{
    auto image = std::make_shared<io::LoadedImage>();
    image->volumes.push_back(std::move(volume));
    return image;
}

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
    : QObject(dialogParent), m_state(state), m_parent(dialogParent), m_job(new ModelJob(this))
{
    connect(m_job, &ModelJob::progress, this, &ModelActions::progress);
    connect(m_job, &ModelJob::finished, this, &ModelActions::showPrediction);
    connect(m_job, &ModelJob::failed, this, &ModelActions::showFailure);
}

bool ModelActions::isRunning() const
{
    return m_job->isRunning();
}

void ModelActions::cancel()
{
    m_job->cancel();
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
    m_job->start(settings, m_state->layers().front().image);
    Q_EMIT started();
    Q_EMIT message(tr("Running %1 on the base image...").arg(m_runningModel));
    return true;
}

void ModelActions::showPrediction(std::shared_ptr<model::Prediction> prediction)
{
    // NaN/Inf would show as a label layer of zeros: the finding is the result, no layer is added.
    if (prediction->nonFinite.any()) {
        const Finding& f = prediction->findings.front();
        showFailure(tr("%1 gave no usable result, so no layer was added. %2")
                        .arg(m_runningModel, QString::fromStdString(f.message)),
                    QString::fromStdString(f.code + ": " + f.fix), false);
        return;
    }
    // Label map first, then the foreground probability above it (class 1 of several, or the only one).
    // A model run again replaces its own layers in place (keyed by the model file) instead of stacking.
    const QString key = QStringLiteral("model\n") + m_settings.modelPath;
    const int labelsIndex =
        m_state->addOrReplaceLayer(inMemory(std::move(prediction->labels)),
                                   tr("%1 labels").arg(m_runningModel), key + QStringLiteral("\nlabels"));
    render::LayerStyle labels = m_state->layers()[std::size_t(labelsIndex)].style;
    labels.kind = render::LayerKind::Labels;
    labels.opacity = 0.5;
    m_state->setLayerStyle(labelsIndex, labels);
    auto& probabilities = prediction->probabilities;
    if (!probabilities.empty()) {
        const std::size_t foreground = probabilities.size() > 1 ? 1 : 0;
        const int index = m_state->addOrReplaceLayer(inMemory(std::move(probabilities[foreground])),
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
                 QString::fromStdString(prediction->device.description))
            .arg(prediction->patches)
            .arg(prediction->preprocessSeconds + prediction->inferenceSeconds + prediction->resampleSeconds,
                 0, 'f', 1);
    for (const std::string& note : prediction->notes)
        text += QLatin1Char(' ') + QString::fromStdString(note);
    Q_EMIT message(text);
    Q_EMIT finished(true);
}

void ModelActions::showFailure(const QString& text, const QString& detail, bool cancelled)
{
    Q_EMIT message(cancelled ? tr("The model run was cancelled.") : text);
    if (!cancelled)
        widgets::showFailure(m_parent, tr("The model could not run"), text, detail);
    Q_EMIT finished(false);
}

bool ModelActions::showMap(const QString& path, const QString& name, const volume::Vec3& lps)
{
    if (m_state->isEmpty())
        return false;
    auto loaded = io::loadPath(path.toStdString());
    if (!loaded || loaded->images.empty()) {
        Q_EMIT message(
            tr("The map %1 could not be read: %2")
                .arg(path, loaded ? tr("no image in it") : QString::fromStdString(loaded.error().message)));
        return false;
    }
    auto image = std::make_shared<io::LoadedImage>(std::move(loaded->images.front()));
    const double maximum = maximumOf(image->volumes.front());
    // The same map shown again (the button pressed twice) reloads into its layer.
    const int index = m_state->addOrReplaceLayer(image, name, QStringLiteral("map\n") + path);
    render::LayerStyle heat = m_state->layers()[std::size_t(index)].style;
    heat.kind = render::LayerKind::Probability;
    heat.opacity = 0.75;
    heat.maximum = std::max(maximum, 1e-12);
    heat.threshold = heat.maximum * 0.01; // differences under 1% of the largest stay transparent
    m_state->setLayerStyle(index, heat);
    m_state->setCursor(lps);
    Q_EMIT message(maximum > 0 ? tr("Showing %1: brighter where the runs differ more (largest %2).")
                                     .arg(name)
                                     .arg(maximum, 0, 'g', 3)
                               : tr("Showing %1: the runs agree everywhere.").arg(name));
    return true;
}

} // namespace scansleuth::app
