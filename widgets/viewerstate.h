// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "drawcopycache.h"
#include "io/loadedimage.h"
#include "render/labelpalette.h"
#include "render/labeltable.h"
#include "render/render.h"

#include <QObject>
#include <QString>

#include <memory>
#include <vector>

namespace scansleuth::widgets {

// One layer shown in the views: an image (its first volume) and how it is drawn.
struct ViewerLayer
{
    std::shared_ptr<const io::LoadedImage> image;
    QString name;
    render::LayerStyle style;
    bool visible = true;
    std::vector<int> labels; // label values present, found once when a label map is added
    QString labelSource;     // label maps: where the names came from, or that none were found
    // What the layer shows, for actions that must not stack copies ("correction:...", "model:..."):
    // empty for layers opened from files.
    QString key;
};

// An image made off the GUI thread (a correction, a model's output, a map) with its layer defaults found
// there too (ViewerState::prepare): the GUI thread adds it without a scan of the voxels.
struct PreparedImage
{
    std::shared_ptr<const io::LoadedImage> image;
    render::LayerChoices defaults; // for image's first volume, as the base and as an overlay
};

// What every slice view shows: the layers (the first is the base and defines the display frame), the
// cursor in LPS mm shared by all views, and the screen convention. Views observe it; nothing here
// renders.
class ViewerState : public QObject
{
    Q_OBJECT

public:
    explicit ViewerState(QObject* parent = nullptr);

    // The first layer added becomes the base. Styles default from the data: CT window for CT, a
    // percentile window for other images, label colours for integer label maps.
    void addLayer(std::shared_ptr<const io::LoadedImage> image, const QString& name, const QString& key = {});
    // The same with the style and labels found beforehand off the GUI thread (defaultLayers(*image)), as
    // the base or as an overlay: adding takes no scan of the voxels.
    void addLayer(std::shared_ptr<const io::LoadedImage> image, const QString& name,
                  const render::LayerChoices& defaults, const QString& key = {});
    void addLayer(const PreparedImage& prepared, const QString& name, const QString& key = {});
    // Adds the layer, or when a layer with this (non-empty) key exists, replaces its image and name in
    // place (style back to the data's default). Returns the layer's index, -1 when `image` is empty.
    int addOrReplaceLayer(std::shared_ptr<const io::LoadedImage> image, const QString& name,
                          const QString& key);
    // The same with the defaults found off the GUI thread (prepare): no scan of the voxels.
    int addOrReplaceLayer(const PreparedImage& prepared, const QString& name, const QString& key);
    int layerIndex(const QString& key) const; // -1 when no layer has this key (or the key is empty)
    // Removes an overlay. The base (index 0) defines the display frame and is not removable: opening
    // another image replaces it. False (nothing changes) for the base or an index out of range.
    bool removeLayer(int index);
    static bool isRemovable(int index) { return index > 0; }
    void clear();
    void setLayerVisible(int index, bool visible);
    void setLayerStyle(int index, const render::LayerStyle& style);
    // Names (and colours) of a label map's labels from `table` (chosen by the user), replacing any found
    // beside the file; the layer's labelSource says so.
    void setLabelTable(int index, const render::LabelTable& table);
    // Recolours every label of a label map from `palette`, keeping names and visibility (the layer
    // panel's "Colours"). New label maps get ColourBlindSafe for labels their table gives no colour.
    void setLabelPalette(int index, render::LabelPaletteKind palette);

    const std::vector<ViewerLayer>& layers() const { return m_layers; }
    bool isEmpty() const { return m_layers.empty(); }
    const render::DisplayFrame& frame() const { return m_frame; }
    // The layers to draw, in order (invisible ones left out).
    std::vector<render::Layer> renderLayers() const;
    // The same for one plane, each layer replaced by its drawing copy where one is ready (same
    // pictures, faster; see DrawCopyCache). Starts the copies that are missing.
    std::vector<render::Layer> renderLayers(render::Plane plane) const;
    DrawCopyCache& drawCopies() const { return *m_copies; }

    const volume::Vec3& cursor() const { return m_cursor; }
    void setCursor(const volume::Vec3& lps);
    void setConvention(render::ScreenConvention convention);

    // Positions read out to the user are RAS (NIfTI, nibabel) or LPS (DICOM, ITK); the user chooses.
    bool showsRas() const { return m_showRas; }
    void setShowsRas(bool ras);

    // The label table found beside a label map (render::findLabelTable: names like X.nii.txt, X.lut,
    // X.ctbl, X_labels.txt, in the order docs/viewer.md gives), and the sentence for the layer panel.
    struct SidecarLabels
    {
        std::vector<render::LabelColour> labels; // empty when none was found
        QString source;
    };
    static SidecarLabels sidecarLabels(const std::string& imagePath);
    // The name of `label` in a layer's table, or empty.
    static QString labelName(const render::LayerStyle& style, int label);

    // The style ScanSleuth picks for a volume it has not seen before, and a label map's label values (one
    // scan of the voxels: render::defaultLayer).
    static render::LayerDefaults defaultLayer(const io::LoadedImage& image, bool isBase);
    // Both (render::defaultLayers): thread-safe, for a loader's worker thread.
    static render::LayerChoices defaultLayers(const io::LoadedImage& image);
    // `image` with its defaultLayers: thread-safe, for the worker that made the image. An empty image (or
    // one without volumes) stays empty, and adding it adds nothing.
    static PreparedImage prepare(std::shared_ptr<const io::LoadedImage> image);

Q_SIGNALS:
    // Layers were added, removed, shown or hidden.
    void layersChanged();
    // Only the style of one layer changed (window/level, opacity...): nothing needs re-deriving.
    void layerStyleChanged(int index);
    void cursorChanged(const volume::Vec3& lps);

private:
    static void findLabels(ViewerLayer& layer); // names and their source of a label map
    void insertLayer(std::shared_ptr<const io::LoadedImage> image, const QString& name, const QString& key,
                     render::LayerDefaults defaults);
    // Replaces layer `index`'s image, name and style (the defaults for its place: base or overlay).
    void replaceLayer(int index, std::shared_ptr<const io::LoadedImage> image, const QString& name,
                      render::LayerDefaults defaults);
    std::vector<ViewerLayer> m_layers;
    DrawCopyCache* m_copies = nullptr;
    render::DisplayFrame m_frame;
    volume::Vec3 m_cursor{0, 0, 0};
    bool m_showRas = true;
};

} // namespace scansleuth::widgets
