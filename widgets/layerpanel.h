// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "io/loadedimage.h"

#include <QWidget>

#include <vector>

class QAction;
class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QListWidget;
class QSlider;
class QStackedWidget;

namespace scansleuth::widgets {

class ViewerState;

// The layer list (tick = visible; a "[different grid]" badge with the difference as tooltip; a
// "[no geometry]" badge, with the reader's finding naming the missing or unusable tags as tooltip,
// for an image placed without real geometry) and the
// selected layer's display settings: opacity; window/level with presets for images; outline mode for
// label maps; threshold for probability maps. The list's context menu and the Delete key remove the
// selected overlay ("Remove layer"; the base image is not removable, see ViewerState::removeLayer).
class LayerPanel : public QWidget
{
    Q_OBJECT

public:
    explicit LayerPanel(ViewerState* state, QWidget* parent = nullptr);

    QListWidget* list() const { return m_list; }
    int currentLayer() const;
    // "Remove layer": in the list's context menu and on Delete/Backspace while the list has focus;
    // enabled when the selected layer is an overlay.
    QAction* removeAction() const { return m_remove; }

    // Window/level presets for CT, in Hounsfield units: {name, window, level}.
    struct Preset
    {
        const char* name;
        double window;
        double level;
    };
    static const std::vector<Preset>& ctPresets();

    // The finding that says `image` was placed without real geometry (missing or unusable
    // position, orientation or spacing), or null.
    static const Finding* noGeometryFinding(const io::LoadedImage& image);

private:
    void refreshList();
    void showControls();
    void applyPreset(int index);
    void applyControls();
    void fillLabelList(int layer);
    void applyLabelVisibility();
    void removeSelected();

    ViewerState* m_state = nullptr;
    QListWidget* m_list = nullptr;
    QAction* m_remove = nullptr;
    QSlider* m_opacity = nullptr;
    QStackedWidget* m_kindControls = nullptr;
    QComboBox* m_presets = nullptr;
    QDoubleSpinBox* m_window = nullptr;
    QDoubleSpinBox* m_level = nullptr;
    QCheckBox* m_outline = nullptr;
    QComboBox* m_palette = nullptr;     // recolours the selected label map: colour-blind safe or classic
    QListWidget* m_labelList = nullptr; // per-label show/hide of the selected label map
    QLabel* m_labelSource = nullptr;    // where its names came from, or that none were found
    QDoubleSpinBox* m_threshold = nullptr;
    bool m_updating = false;
};

} // namespace scansleuth::widgets
