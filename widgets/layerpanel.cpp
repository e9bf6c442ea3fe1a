// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "layerpanel.h"

#include "viewerstate.h"
#include "widgets/findingtext.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QListWidget>
#include <QSlider>
#include <QStackedWidget>
#include <QVBoxLayout>

namespace scansleuth::widgets {

const std::vector<LayerPanel::Preset>& LayerPanel::ctPresets()
{
    static const std::vector<Preset> presets{
        {QT_TR_NOOP("CT brain"), 80, 40},
        {QT_TR_NOOP("CT soft tissue"), 400, 40},
        {QT_TR_NOOP("CT lung"), 1500, -600},
        {QT_TR_NOOP("CT bone"), 2000, 500},
    };
    return presets;
}

LayerPanel::LayerPanel(ViewerState* state, QWidget* parent) : QWidget(parent), m_state(state)
{
    m_list = new QListWidget(this);
    m_list->setObjectName(QStringLiteral("layerList"));
    m_remove = new QAction(tr("Remove layer"), m_list);
    m_remove->setObjectName(QStringLiteral("removeLayer"));
    m_remove->setShortcuts({QKeySequence::Delete, QKeySequence(Qt::Key_Backspace)});
    m_remove->setShortcutContext(Qt::WidgetShortcut);
    m_list->addAction(m_remove); // the list's context menu and its shortcut
    m_list->setContextMenuPolicy(Qt::ActionsContextMenu);
    m_opacity = new QSlider(Qt::Horizontal, this);
    m_opacity->setRange(0, 100);

    // Image controls.
    auto* image = new QWidget(this);
    m_presets = new QComboBox(image);
    m_presets->addItem(tr("Preset..."));
    for (const Preset& p : ctPresets())
        m_presets->addItem(tr(p.name));
    m_presets->addItem(tr("Auto (1st-99th percentile)"));
    m_window = new QDoubleSpinBox(image);
    m_level = new QDoubleSpinBox(image);
    for (QDoubleSpinBox* box : {m_window, m_level}) {
        box->setRange(-1e9, 1e9);
        box->setDecimals(2);
        box->setKeyboardTracking(false);
    }
    auto* imageForm = new QFormLayout(image);
    imageForm->setContentsMargins(0, 0, 0, 0);
    imageForm->addRow(m_presets);
    imageForm->addRow(tr("Window"), m_window);
    imageForm->addRow(tr("Level"), m_level);

    auto* labels = new QWidget(this);
    m_outline = new QCheckBox(tr("Out&line only"), labels);
    // The label colours: colour-blind safe (the default for new maps) or ITK-SNAP's classic ones.
    m_palette = new QComboBox(labels);
    m_palette->setObjectName(QStringLiteral("labelPalette"));
    m_palette->addItem(tr("Colours..."));
    m_palette->addItem(tr("Colour-blind safe"), static_cast<int>(render::LabelPaletteKind::ColourBlindSafe));
    m_palette->addItem(tr("Classic (ITK-SNAP)"), static_cast<int>(render::LabelPaletteKind::Classic));
    m_palette->setToolTip(tr("Recolour the labels of this map (their names stay)."));
    auto* labelForm = new QFormLayout(labels);
    labelForm->setContentsMargins(0, 0, 0, 0);
    labelForm->addRow(m_outline);
    labelForm->addRow(m_palette);
    m_labelSource = new QLabel(labels);
    m_labelSource->setObjectName(QStringLiteral("labelSource"));
    m_labelSource->setWordWrap(true);
    labelForm->addRow(m_labelSource);
    m_labelList = new QListWidget(labels);
    m_labelList->setMaximumHeight(160);
    labelForm->addRow(m_labelList);

    auto* probability = new QWidget(this);
    m_threshold = new QDoubleSpinBox(probability);
    m_threshold->setRange(0, 1);
    m_threshold->setSingleStep(0.05);
    m_threshold->setKeyboardTracking(false);
    auto* probabilityForm = new QFormLayout(probability);
    probabilityForm->setContentsMargins(0, 0, 0, 0);
    probabilityForm->addRow(tr("Threshold"), m_threshold);

    m_kindControls = new QStackedWidget(this);
    m_kindControls->addWidget(image);       // LayerKind::Image
    m_kindControls->addWidget(labels);      // LayerKind::Labels
    m_kindControls->addWidget(probability); // LayerKind::Probability

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_list, 1);
    auto* form = new QFormLayout;
    form->addRow(tr("Opacity"), m_opacity);
    layout->addLayout(form);
    layout->addWidget(m_kindControls);

    connect(m_state, &ViewerState::layersChanged, this, &LayerPanel::refreshList);
    // A style changed elsewhere (right-drag window/level in a view): show its values.
    connect(m_state, &ViewerState::layerStyleChanged, this, [this](int index) {
        if (!m_updating && index == m_list->currentRow())
            showControls();
    });
    connect(m_list, &QListWidget::currentRowChanged, this, &LayerPanel::showControls);
    connect(m_remove, &QAction::triggered, this, &LayerPanel::removeSelected);
    connect(m_list, &QListWidget::itemChanged, this, [this](QListWidgetItem* item) {
        if (!m_updating)
            m_state->setLayerVisible(m_list->row(item), item->checkState() == Qt::Checked);
    });
    connect(m_opacity, &QSlider::valueChanged, this, &LayerPanel::applyControls);
    connect(m_window, &QDoubleSpinBox::valueChanged, this, &LayerPanel::applyControls);
    connect(m_level, &QDoubleSpinBox::valueChanged, this, &LayerPanel::applyControls);
    connect(m_threshold, &QDoubleSpinBox::valueChanged, this, &LayerPanel::applyControls);
    connect(m_outline, &QCheckBox::toggled, this, &LayerPanel::applyControls);
    connect(m_labelList, &QListWidget::itemChanged, this, &LayerPanel::applyLabelVisibility);
    connect(m_presets, &QComboBox::activated, this, &LayerPanel::applyPreset);
    connect(m_palette, &QComboBox::activated, this, [this](int index) {
        const int row = m_list->currentRow();
        if (index > 0 && row >= 0 && row < static_cast<int>(m_state->layers().size()))
            m_state->setLabelPalette(
                row, static_cast<render::LabelPaletteKind>(m_palette->itemData(index).toInt()));
        m_palette->setCurrentIndex(0);
    });
    refreshList();
}

const Finding* LayerPanel::noGeometryFinding(const io::LoadedImage& image)
{
    // The readers' "placed without real geometry" findings: the volume's position, orientation or
    // voxel size were made up (origin 0, axial, 1 mm), so nothing it is compared with can be trusted.
    static const char* const codes[] = {"dicom.missing_geometry", "dicom.frames_without_geometry",
                                        "geometry.unplaced"}; // NIfTI and the ITK formats
    for (const Finding& f : image.findings)
        for (const char* code : codes)
            if (f.code == code)
                return &f;
    return nullptr;
}

int LayerPanel::currentLayer() const
{
    return m_list->currentRow();
}

void LayerPanel::refreshList()
{
    m_updating = true;
    const int current = m_list->currentRow();
    m_list->clear();
    const auto& layers = m_state->layers();
    for (const ViewerLayer& layer : layers) {
        auto* item = new QListWidgetItem(layer.name, m_list);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(layer.visible ? Qt::Checked : Qt::Unchecked);
        QString badges;
        QStringList tips;
        const auto diff = volume::compareGeometry(layers.front().image->geometry(), layer.image->geometry());
        if (!diff.withinTolerance) {
            badges += tr("  [different grid]");
            tips << checkLineText(diff.summary());
        }
        if (const Finding* f = noGeometryFinding(*layer.image)) {
            badges += tr("  [no geometry]");
            QString tip = findingMessage(*f);
            for (const std::string& line : f->evidence)
                tip += QLatin1Char('\n') + checkLineText(line); // core's English, where it has a template
            tips << tip;
        }
        if (!badges.isEmpty()) {
            item->setText(layer.name + badges);
            item->setToolTip(tips.join(QStringLiteral("\n\n")));
            item->setForeground(QColor(0xd0, 0x60, 0x00));
        }
    }
    m_list->setCurrentRow(current >= 0 && current < m_list->count() ? current : m_list->count() - 1);
    m_updating = false;
    showControls();
}

void LayerPanel::removeSelected()
{
    const int row = m_list->currentRow();
    if (!ViewerState::isRemovable(row))
        return;
    m_state->removeLayer(row);
    // The layer now at that place (or the last) is selected, as after deleting in a file list.
    m_list->setCurrentRow(std::min(row, m_list->count() - 1));
}

void LayerPanel::showControls()
{
    const int row = m_list->currentRow();
    const bool valid = row >= 0 && row < static_cast<int>(m_state->layers().size());
    m_remove->setEnabled(valid && ViewerState::isRemovable(row));
    m_remove->setToolTip(valid && !ViewerState::isRemovable(row)
                             ? tr("The base image sets the views' frame and stays: open another image "
                                  "to replace it.")
                             : tr("Remove the selected overlay from the views."));
    m_opacity->setEnabled(valid);
    m_kindControls->setEnabled(valid);
    if (!valid)
        return;
    const render::LayerStyle& style = m_state->layers()[static_cast<std::size_t>(row)].style;
    m_updating = true;
    m_opacity->setValue(static_cast<int>(style.opacity * 100 + 0.5));
    m_kindControls->setCurrentIndex(static_cast<int>(style.kind));
    m_window->setValue(style.window);
    m_level->setValue(style.level);
    m_outline->setChecked(style.outlineOnly);
    m_threshold->setValue(style.threshold);
    fillLabelList(row);
    m_updating = false;
}

void LayerPanel::fillLabelList(int layer)
{
    m_labelList->clear();
    const ViewerLayer& l = m_state->layers()[static_cast<std::size_t>(layer)];
    m_labelSource->setText(l.labelSource);
    m_labelSource->setToolTip(l.labelSource);
    if (l.style.kind != render::LayerKind::Labels)
        return;
    // Every label present in the map, with its colour, name and visibility.
    for (int label : l.labels) {
        render::Rgba colour = render::defaultLabelColour(label);
        QString name;
        bool visible = true;
        for (const render::LabelColour& c : l.style.labels) {
            if (c.label == label) {
                colour = c.colour;
                name = QString::fromStdString(c.name);
                visible = c.visible;
            }
        }
        auto* item = new QListWidgetItem(name.isEmpty() ? QString::number(label)
                                                        : QStringLiteral("%1  %2").arg(label).arg(name),
                                         m_labelList);
        item->setData(Qt::UserRole, label);
        item->setData(Qt::DecorationRole, QColor(colour.r, colour.g, colour.b));
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(visible ? Qt::Checked : Qt::Unchecked);
    }
}

void LayerPanel::applyLabelVisibility()
{
    const int row = m_list->currentRow();
    if (m_updating || row < 0 || row >= static_cast<int>(m_state->layers().size()))
        return;
    render::LayerStyle style = m_state->layers()[static_cast<std::size_t>(row)].style;
    for (int i = 0; i < m_labelList->count(); ++i) {
        const QListWidgetItem* item = m_labelList->item(i);
        const int label = item->data(Qt::UserRole).toInt();
        const bool visible = item->checkState() == Qt::Checked;
        auto it = std::find_if(style.labels.begin(), style.labels.end(),
                               [&](const render::LabelColour& c) { return c.label == label; });
        if (it == style.labels.end()) {
            render::LabelColour c;
            c.label = label;
            c.colour = render::defaultLabelColour(label);
            c.visible = visible;
            style.labels.push_back(c);
        } else {
            it->visible = visible;
        }
    }
    m_updating = true; // our own change: the controls already show it
    m_state->setLayerStyle(row, style);
    m_updating = false;
}

void LayerPanel::applyControls()
{
    const int row = m_list->currentRow();
    if (m_updating || row < 0 || row >= static_cast<int>(m_state->layers().size()))
        return;
    render::LayerStyle style = m_state->layers()[static_cast<std::size_t>(row)].style;
    style.opacity = m_opacity->value() / 100.0;
    style.window = std::max(m_window->value(), 1e-6);
    style.level = m_level->value();
    style.outlineOnly = m_outline->isChecked();
    style.threshold = m_threshold->value();
    m_updating = true; // our own change: the controls already show it
    m_state->setLayerStyle(row, style);
    m_updating = false;
}

void LayerPanel::applyPreset(int index)
{
    const int row = m_list->currentRow();
    if (index <= 0 || row < 0 || row >= static_cast<int>(m_state->layers().size()))
        return;
    const auto& presets = ctPresets();
    if (index <= static_cast<int>(presets.size())) {
        m_window->setValue(presets[static_cast<std::size_t>(index - 1)].window);
        m_level->setValue(presets[static_cast<std::size_t>(index - 1)].level);
    } else {
        const volume::Volume& v = m_state->layers()[static_cast<std::size_t>(row)].image->volumes.front();
        auto [window, level] = render::percentileWindow(v);
        m_window->setValue(std::max(window, 1e-6));
        m_level->setValue(level);
    }
    m_presets->setCurrentIndex(0);
}

} // namespace scansleuth::widgets
