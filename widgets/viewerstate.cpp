// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "viewerstate.h"

#include "io/imageloader.h"
#include "widgets/findingtext.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>
#include <cmath>
#include <filesystem>

namespace scansleuth::widgets {

namespace {
volume::Vec3 centreOf(const volume::Geometry& g)
{
    return volume::indexToPatient(g, {(g.size[0] - 1) / 2.0, (g.size[1] - 1) / 2.0, (g.size[2] - 1) / 2.0});
}
} // namespace

ViewerState::ViewerState(QObject* parent) : QObject(parent), m_copies(new DrawCopyCache(this)) {}

ViewerState::SidecarLabels ViewerState::sidecarLabels(const std::string& imagePath)
{
    const render::LabelTableSearch search = render::findLabelTable(imagePath);
    SidecarLabels out;
    if (search.table)
        out.labels = search.table->labels;
    out.source = QString::fromStdString(render::describeLabelSource(search, imagePath));
    return out;
}

QString ViewerState::labelName(const render::LayerStyle& style, int label)
{
    for (const render::LabelColour& c : style.labels) {
        if (c.label == label)
            return QString::fromStdString(c.name);
    }
    return {};
}

render::LayerDefaults ViewerState::defaultLayer(const io::LoadedImage& image, bool isBase)
{
    return render::defaultLayer(image.volumes.front(), isBase, image.looksLikeCt());
}

render::LayerChoices ViewerState::defaultLayers(const io::LoadedImage& image)
{
    return render::defaultLayers(image.volumes.front(), image.looksLikeCt());
}

PreparedImage ViewerState::prepare(std::shared_ptr<const io::LoadedImage> image)
{
    PreparedImage prepared;
    if (image && !image->volumes.empty())
        prepared.defaults = defaultLayers(*image);
    prepared.image = std::move(image);
    return prepared;
}

// The names of a label map's labels (layer.labels, found with its style) from the SEG/RTSTRUCT or a table
// beside its file, and where the names came from.
void ViewerState::findLabels(ViewerLayer& layer)
{
    layer.labelSource.clear();
    if (layer.style.kind != render::LayerKind::Labels)
        return;
    if (const auto& seg = layer.image->segmentation) {
        // A SEG's or RTSTRUCT's own segment names and recommended colours.
        layer.style.labels.clear();
        for (const io::SegmentFacts& f : seg->segments) {
            render::Rgba colour =
                render::paletteLabelColour(f.number, render::LabelPaletteKind::ColourBlindSafe);
            if (f.rgb)
                colour = {(*f.rgb)[0], (*f.rgb)[1], (*f.rgb)[2], 255};
            layer.style.labels.push_back({f.number, colour, f.label, true});
        }
        layer.labelSource = seg->kind == io::DicomSegObject::Kind::Seg
                                ? tr("Segment names and colours from the DICOM SEG.")
                                : tr("ROI names and colours from the RTSTRUCT.");
        return;
    }
    SidecarLabels sidecar = sidecarLabels(layer.image->path);
    layer.style.labels = std::move(sidecar.labels);
    layer.labelSource = sidecar.source;
    // Labels the table does not list (or all, without a table): the colour-blind-safe colours (issue 22).
    for (int label : layer.labels)
        if (std::none_of(layer.style.labels.begin(), layer.style.labels.end(),
                         [label](const render::LabelColour& c) { return c.label == label; }))
            layer.style.labels.push_back(
                {label,
                 render::paletteLabelColour(label, render::LabelPaletteKind::ColourBlindSafe),
                 {},
                 true});
}

void ViewerState::addLayer(std::shared_ptr<const io::LoadedImage> image, const QString& name,
                           const QString& key)
{
    if (!image || image->volumes.empty())
        return;
    render::LayerDefaults defaults = defaultLayer(*image, m_layers.empty());
    insertLayer(std::move(image), name, key, std::move(defaults));
}

void ViewerState::addLayer(std::shared_ptr<const io::LoadedImage> image, const QString& name,
                           const render::LayerChoices& defaults, const QString& key)
{
    if (!image || image->volumes.empty())
        return;
    const bool isBase = m_layers.empty();
    insertLayer(std::move(image), name, key, isBase ? defaults.asBase : defaults.asOverlay);
}

void ViewerState::addLayer(const PreparedImage& prepared, const QString& name, const QString& key)
{
    addLayer(prepared.image, name, prepared.defaults, key);
}

void ViewerState::insertLayer(std::shared_ptr<const io::LoadedImage> image, const QString& name,
                              const QString& key, render::LayerDefaults defaults)
{
    const bool isBase = m_layers.empty();
    ViewerLayer layer{image, name, std::move(defaults.style), true, std::move(defaults.labels), {}, key};
    findLabels(layer);
    m_layers.push_back(std::move(layer));
    if (isBase) {
        m_copies->clear();
        m_frame = render::DisplayFrame::forBase(image->geometry(), m_frame.convention);
        m_cursor = centreOf(image->geometry());
    }
    Q_EMIT layersChanged();
    if (isBase)
        Q_EMIT cursorChanged(m_cursor);
}

int ViewerState::addOrReplaceLayer(std::shared_ptr<const io::LoadedImage> image, const QString& name,
                                   const QString& key)
{
    if (!image || image->volumes.empty())
        return -1;
    const int index = layerIndex(key);
    if (index < 0) {
        addLayer(std::move(image), name, key);
        return static_cast<int>(m_layers.size()) - 1;
    }
    render::LayerDefaults defaults = defaultLayer(*image, index == 0);
    replaceLayer(index, std::move(image), name, std::move(defaults));
    return index;
}

int ViewerState::addOrReplaceLayer(const PreparedImage& prepared, const QString& name, const QString& key)
{
    if (!prepared.image || prepared.image->volumes.empty())
        return -1;
    const int index = layerIndex(key);
    if (index < 0) {
        addLayer(prepared, name, key);
        return static_cast<int>(m_layers.size()) - 1;
    }
    replaceLayer(index, prepared.image, name,
                 index == 0 ? prepared.defaults.asBase : prepared.defaults.asOverlay);
    return index;
}

void ViewerState::replaceLayer(int index, std::shared_ptr<const io::LoadedImage> image, const QString& name,
                               render::LayerDefaults defaults)
{
    ViewerLayer& layer = m_layers[static_cast<std::size_t>(index)];
    m_copies->forget(&layer.image->volumes.front());
    layer.style = std::move(defaults.style);
    layer.labels = std::move(defaults.labels);
    layer.image = std::move(image);
    layer.name = name;
    findLabels(layer);
    if (index == 0) {
        m_copies->clear();
        m_frame = render::DisplayFrame::forBase(layer.image->geometry(), m_frame.convention);
    }
    Q_EMIT layersChanged();
}

int ViewerState::layerIndex(const QString& key) const
{
    if (key.isEmpty())
        return -1;
    for (std::size_t i = 0; i < m_layers.size(); ++i) {
        if (m_layers[i].key == key)
            return static_cast<int>(i);
    }
    return -1;
}

bool ViewerState::removeLayer(int index)
{
    if (!isRemovable(index) || index >= static_cast<int>(m_layers.size()))
        return false;
    m_copies->forget(&m_layers[static_cast<std::size_t>(index)].image->volumes.front());
    m_layers.erase(m_layers.begin() + index);
    Q_EMIT layersChanged();
    return true;
}

void ViewerState::clear()
{
    m_layers.clear();
    m_copies->clear();
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
    Q_EMIT layerStyleChanged(index);
}

void ViewerState::setLabelTable(int index, const render::LabelTable& table)
{
    if (index < 0 || index >= static_cast<int>(m_layers.size()))
        return;
    ViewerLayer& layer = m_layers[static_cast<std::size_t>(index)];
    layer.style.labels = table.labels;
    const QString file = QString::fromStdString(std::filesystem::path(table.path).filename().string());
    layer.labelSource = tr("Label names: %1 from %2 (%3), chosen by you.")
                            .arg(table.labels.size())
                            .arg(file, noteText(table.format));
    Q_EMIT layerStyleChanged(index);
}

void ViewerState::setLabelPalette(int index, render::LabelPaletteKind palette)
{
    if (index < 0 || index >= static_cast<int>(m_layers.size()))
        return;
    render::LayerStyle& style = m_layers[static_cast<std::size_t>(index)].style;
    for (render::LabelColour& c : style.labels)
        c.colour = render::paletteLabelColour(c.label, palette);
    Q_EMIT layerStyleChanged(index);
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

std::vector<render::Layer> ViewerState::renderLayers(render::Plane plane) const
{
    std::vector<render::Layer> out;
    for (const ViewerLayer& l : m_layers) {
        if (!l.visible)
            continue;
        render::Layer layer{&l.image->volumes.front(), l.style};
        layer.volume = m_copies->volumeFor(m_frame, plane, layer, l.image);
        out.push_back(std::move(layer));
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
    m_copies->clear();
    if (!m_layers.empty())
        m_frame = render::DisplayFrame::forBase(m_layers.front().image->geometry(), convention);
    Q_EMIT layersChanged();
}

} // namespace scansleuth::widgets
