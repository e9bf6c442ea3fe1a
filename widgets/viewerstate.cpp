// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "viewerstate.h"

#include <QDir>
#include <QFileInfo>

#include <cmath>

namespace scansleuth::widgets {

namespace {
// True when every stored value of the first volume is a small non-negative integer (a label map).
bool looksLikeLabels(const volume::Volume& v)
{
    if (volume::isFloatingPoint(v.pixelType()) || !v.rescale().isIdentity())
        return false;
    auto [lo, hi] = volume::storedRange(v);
    return lo >= 0 && hi <= 255 && hi >= 1;
}

bool looksLikeProbability(const volume::Volume& v)
{
    if (!volume::isFloatingPoint(v.pixelType()))
        return false;
    auto [lo, hi] = volume::storedRange(v);
    return lo >= 0 && hi <= 1.0;
}

volume::Vec3 centreOf(const volume::Geometry& g)
{
    return volume::indexToPatient(g, {(g.size[0] - 1) / 2.0, (g.size[1] - 1) / 2.0, (g.size[2] - 1) / 2.0});
}
} // namespace

ViewerState::ViewerState(QObject* parent) : QObject(parent) {}

std::vector<render::LabelColour> ViewerState::sidecarLabels(const std::string& imagePath)
{
    const QFileInfo info(QString::fromStdString(imagePath));
    QString stem = info.fileName();
    for (const char* ext : {".nii.gz", ".nii", ".nrrd", ".mha", ".mhd", ".hdr"}) {
        if (stem.endsWith(QLatin1String(ext), Qt::CaseInsensitive)) {
            stem.chop(static_cast<int>(qstrlen(ext)));
            break;
        }
    }
    const QDir dir = info.dir();
    for (const QString& name :
         {stem + QStringLiteral(".label"), stem + QStringLiteral("_labels.txt"),
          stem + QStringLiteral(".ctbl"), stem + QStringLiteral(".txt"), QStringLiteral("labels.txt")}) {
        const QString candidate = dir.filePath(name);
        if (!QFileInfo::exists(candidate))
            continue;
        auto table = render::readLabelTable(candidate.toStdString());
        if (table)
            return std::move(table).value();
    }
    return {};
}

QString ViewerState::labelName(const render::LayerStyle& style, int label)
{
    for (const render::LabelColour& c : style.labels) {
        if (c.label == label)
            return QString::fromStdString(c.name);
    }
    return {};
}

render::LayerStyle ViewerState::defaultStyle(const io::LoadedImage& image, bool isBase)
{
    const volume::Volume& v = image.volumes.front();
    render::LayerStyle style;
    if (!isBase && looksLikeLabels(v)) {
        style.kind = render::LayerKind::Labels;
        style.opacity = 0.5;
        style.labels = sidecarLabels(image.path);
        return style;
    }
    if (!isBase && looksLikeProbability(v)) {
        style.kind = render::LayerKind::Probability;
        style.opacity = 0.7;
        return style;
    }
    style.kind = render::LayerKind::Image;
    style.opacity = isBase ? 1.0 : 0.5;
    const bool ct = image.modality == "CT" || v.rescale().intercept == -1024.0;
    if (ct) {
        style.window = 400;
        style.level = 40;
    } else {
        auto [window, level] = render::percentileWindow(v);
        style.window = std::max(window, 1e-6);
        style.level = level;
    }
    return style;
}

void ViewerState::addLayer(std::shared_ptr<const io::LoadedImage> image, const QString& name)
{
    if (!image || image->volumes.empty())
        return;
    const bool isBase = m_layers.empty();
    ViewerLayer layer{image, name, defaultStyle(*image, isBase), true};
    m_layers.push_back(std::move(layer));
    if (isBase) {
        m_frame = render::DisplayFrame::forBase(image->geometry(), m_frame.convention);
        m_cursor = centreOf(image->geometry());
    }
    Q_EMIT layersChanged();
    if (isBase)
        Q_EMIT cursorChanged(m_cursor);
}

void ViewerState::clear()
{
    m_layers.clear();
    m_frame = {};
    Q_EMIT layersChanged();
}

void ViewerState::setLayerVisible(int index, bool visible)
{
    if (index < 0 || index >= static_cast<int>(m_layers.size()))
        return;
    m_layers[static_cast<std::size_t>(index)].visible = visible;
    Q_EMIT layersChanged();
}

void ViewerState::setLayerStyle(int index, const render::LayerStyle& style)
{
    if (index < 0 || index >= static_cast<int>(m_layers.size()))
        return;
    m_layers[static_cast<std::size_t>(index)].style = style;
    Q_EMIT layersChanged();
}

std::vector<render::Layer> ViewerState::renderLayers() const
{
    std::vector<render::Layer> out;
    for (const ViewerLayer& l : m_layers) {
        if (l.visible)
            out.push_back(render::Layer{&l.image->volumes.front(), l.style});
    }
    return out;
}

void ViewerState::setCursor(const volume::Vec3& lps)
{
    if (lps == m_cursor)
        return;
    m_cursor = lps;
    Q_EMIT cursorChanged(m_cursor);
}

void ViewerState::setShowsRas(bool ras)
{
    m_showRas = ras;
    Q_EMIT cursorChanged(m_cursor);
}

void ViewerState::setConvention(render::ScreenConvention convention)
{
    m_frame.convention = convention;
    if (!m_layers.empty())
        m_frame = render::DisplayFrame::forBase(m_layers.front().image->geometry(), convention);
    Q_EMIT layersChanged();
}

} // namespace scansleuth::widgets
