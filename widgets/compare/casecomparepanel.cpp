// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "casecomparepanel.h"

#include "casetablemodel.h"
#include "render/differencemap.h"
#include "render/labelpalette.h"
#include "viewlink.h"
#include "widgets/sliceview.h"
#include "widgets/viewerstate.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>

namespace scansleuth::widgets {

namespace {
std::optional<std::size_t> inputIndex(const compare::CaseComparison& c, const std::string& name)
{
    for (std::size_t i = 0; i < c.inputs.size(); ++i)
        if (c.inputs[i].input == name)
            return i;
    return std::nullopt;
}

std::shared_ptr<const io::LoadedImage> wrap(volume::Volume volume, const std::string& path)
{
    auto image = std::make_shared<io::LoadedImage>();
    image->path = path;
    image->volumes.push_back(std::move(volume));
    return image;
}

QString swatch(const render::Rgba& c, const QString& text)
{
    // One entry a row, its swatch in the first column: an entry too long for a narrow view wraps under
    // its own words (a line break in a flowing legend, "false positive (only in run-" / "a)", read as
    // two entries), and a run's name never breaks at its hyphen.
    QString words = text.toHtmlEscaped();
    words.replace(QLatin1Char('-'), QChar(0x2011));
    return QStringLiteral("<tr><td style=\"background-color:#%1%2%3\">&nbsp;&nbsp;&nbsp;&nbsp;</td>"
                          "<td>&nbsp;%4</td></tr>")
        .arg(c.r, 2, 16, QLatin1Char('0'))
        .arg(c.g, 2, 16, QLatin1Char('0'))
        .arg(c.b, 2, 16, QLatin1Char('0'))
        .arg(words);
}

// The reference's labels when the other views show differences against it.
constexpr render::Rgba kReferenceColour{235, 235, 235, 255};

// The base drawn when there is no image: the label map itself in grey (the largest label at mid grey).
// The largest label comes from the labels found with the read where there are some (a scan of every
// voxel otherwise).
render::LayerStyle greyLabels(const volume::Volume& labels,
                              const std::optional<render::LayerChoices>& defaults)
{
    render::LayerStyle style;
    style.kind = render::LayerKind::Image;
    const std::vector<int>* found = nullptr;
    if (defaults)
        found = defaults->asOverlay.labels.empty() ? &defaults->asBase.labels : &defaults->asOverlay.labels;
    const double top =
        std::max(1.0, found && !found->empty() ? double(found->back()) : volume::storedRange(labels).second);
    style.window = 2 * top;
    style.level = top;
    style.interpolation = render::Interpolation::Nearest;
    return style;
}

// The display plane whose slices step along the third index axis of `g` (the plane worstSlice counts in).
render::Plane planeAlongThirdAxis(const render::DisplayFrame& frame, const volume::Geometry& g)
{
    const volume::Vec3 a = volume::indexToPatient(g, {0, 0, 0});
    const volume::Vec3 b = volume::indexToPatient(g, {0, 0, 1});
    for (render::Plane p : {render::Plane::Axial, render::Plane::Coronal, render::Plane::Sagittal})
        if (render::sliceThrough(frame, p, a) != render::sliceThrough(frame, p, b))
            return p;
    return render::Plane::Axial;
}
} // namespace

std::optional<WorstPlace> worstPlace(const compare::Comparison& comparison, const compare::CaseComparison& c)
{
    const compare::PairMetrics* best = nullptr;
    if (comparison.table.runNames.size() >= 2)
        if (const compare::PairMetrics* p = c.betweenMetrics(0, 1); p && p->computed && p->worstSlice >= 0)
            best = p;
    // Else the run that differs most from the truth.
    const bool betweenRuns = best != nullptr;
    for (std::size_t r = 0; !betweenRuns && r < comparison.table.runNames.size(); ++r) {
        const compare::PairMetrics* p = c.truthMetrics(r);
        if (p && p->computed && p->worstSlice >= 0 && (!best || p->differingVoxels > best->differingVoxels))
            best = p;
    }
    if (!best)
        return std::nullopt;
    const auto input = inputIndex(c, best->a);
    if (!input)
        return std::nullopt;
    return WorstPlace{*input, best->worstSlice};
}

CaseComparePanel::CaseComparePanel(QWidget* parent) : QWidget(parent), m_link(new ViewLink(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto* bar = new QHBoxLayout;
    m_header = new QLabel(tr("Select a case in the table or the scatter plot."), this);
    m_header->setTextFormat(Qt::RichText);
    // The case's header and findings change with every selection: they take the width they are given
    // (wrapping), so that the window's splitter does not move and the boxes beside them keep theirs.
    m_header->setWordWrap(true);
    m_header->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    bar->addWidget(m_header, 1);
    auto* overlayLabel = new QLabel(tr("&Overlay:"), this);
    bar->addWidget(overlayLabel);
    m_referenceBox = new QComboBox(this);
    overlayLabel->setBuddy(m_referenceBox);
    m_referenceBox->setObjectName(QStringLiteral("overlayReference"));
    m_referenceBox->setSizeAdjustPolicy(QComboBox::AdjustToContents);
    m_referenceBox->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed); // never "Against t"
    bar->addWidget(m_referenceBox);
    auto* planeLabel = new QLabel(tr("&Plane:"), this);
    bar->addWidget(planeLabel);
    m_planeBox = new QComboBox(this);
    planeLabel->setBuddy(m_planeBox);
    m_planeBox->addItem(tr("Axial"), static_cast<int>(render::Plane::Axial));
    m_planeBox->addItem(tr("Coronal"), static_cast<int>(render::Plane::Coronal));
    m_planeBox->addItem(tr("Sagittal"), static_cast<int>(render::Plane::Sagittal));
    bar->addWidget(m_planeBox);
    layout->addLayout(bar);
    // Shown only when the difference maps take longer than a moment (a quick change does not flicker).
    m_busy = new QWidget(this);
    m_busy->setObjectName(QStringLiteral("differenceProgress"));
    auto* busyLayout = new QHBoxLayout(m_busy);
    busyLayout->setContentsMargins(0, 0, 0, 0);
    busyLayout->addWidget(new QLabel(tr("Computing the difference maps..."), m_busy));
    m_busyBar = new QProgressBar(m_busy);
    m_busyBar->setRange(0, 100);
    m_busyBar->setMaximumWidth(240);
    busyLayout->addWidget(m_busyBar);
    busyLayout->addStretch(1);
    m_busy->hide();
    layout->addWidget(m_busy);
    m_busyDelay = new QTimer(this);
    m_busyDelay->setSingleShot(true);
    m_busyDelay->setInterval(150);
    connect(m_busyDelay, &QTimer::timeout, this, [this] { m_busy->setVisible(m_computing); });
    m_findings = new QLabel(this);
    m_findings->setObjectName(QStringLiteral("caseFindings"));
    m_findings->setWordWrap(true);
    m_findings->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    m_findings->setStyleSheet(QStringLiteral("color: #b34700;"));
    m_findings->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_findings->hide();
    layout->addWidget(m_findings);
    m_row = new QHBoxLayout;
    m_row->setSpacing(4);
    layout->addLayout(m_row, 1);

    connect(m_referenceBox, &QComboBox::activated, this,
            [this](int index) { setReference(m_referenceBox->itemData(index).toInt()); });
    connect(m_planeBox, &QComboBox::activated, this,
            [this](int index) { setPlane(static_cast<render::Plane>(m_planeBox->itemData(index).toInt())); });
}

// The task's destructor cancels the maps being made and waits for the worker, which stops within a
// piece of the map: closing the window while they are made is safe.
CaseComparePanel::~CaseComparePanel() = default;

void CaseComparePanel::setComparison(std::shared_ptr<const compare::Comparison> comparison)
{
    m_comparison = std::move(comparison);
    m_data.reset();
    ++m_dataSerial; // another comparison: no map made for the last one is shown
    m_referenceBox->clear();
    if (m_comparison) {
        if (m_comparison->hasTruth())
            m_referenceBox->addItem(tr("Against the truth"), kTruth);
        for (std::size_t r = 0; r < m_comparison->table.runNames.size(); ++r)
            m_referenceBox->addItem(
                tr("Against %1").arg(QString::fromStdString(m_comparison->table.runNames[r])),
                static_cast<int>(r));
    }
    m_referenceBox->addItem(tr("Labels only"), kLabelsOnly);
    m_reference = m_comparison && m_comparison->hasTruth() ? kTruth : 0;
    // The first label, as the case table starts with.
    m_label =
        m_comparison && !m_comparison->options.labels.empty() ? m_comparison->options.labels.front() : 0;
    m_referenceBox->setCurrentIndex(m_referenceBox->findData(m_reference));
    buildViews();
    updateHeader();
}

QString CaseComparePanel::inputName(std::size_t input) const
{
    if (!m_comparison)
        return {};
    const auto& runs = m_comparison->table.runNames;
    return input < runs.size() ? QString::fromStdString(runs[input]) : tr("truth");
}

int CaseComparePanel::referenceInput() const
{
    if (!m_comparison || m_reference == kLabelsOnly)
        return -1;
    if (m_reference == kTruth)
        return m_comparison->hasTruth() ? static_cast<int>(m_comparison->table.runNames.size()) : -1;
    return m_reference;
}

void CaseComparePanel::buildViews()
{
    m_link->clear();
    for (QWidget* column : m_columns)
        delete column;
    for (ViewerState* state : m_states)
        delete state;
    m_columns.clear();
    m_views.clear();
    m_states.clear();
    m_titles.clear();
    m_legends.clear();
    m_showsDifference.clear();
    m_waitsForMap.clear();
    if (!m_comparison)
        return;
    const std::size_t inputs = m_comparison->table.runNames.size() + (m_comparison->hasTruth() ? 1 : 0);
    for (std::size_t i = 0; i < inputs; ++i) {
        auto* column = new QWidget(this);
        auto* layout = new QVBoxLayout(column);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->setSpacing(2);
        auto* title = new QLabel(column);
        title->setAlignment(Qt::AlignCenter);
        title->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
        auto* state = new ViewerState(this);
        auto* view = new SliceView(state, m_plane, column);
        view->setMinimumSize(160, 160);
        auto* legend = new QLabel(column);
        legend->setTextFormat(Qt::RichText);
        legend->setWordWrap(true);
        legend->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
        legend->setAlignment(Qt::AlignTop | Qt::AlignLeft);
        layout->addWidget(title);
        layout->addWidget(view, 1);
        layout->addWidget(legend);
        m_row->addWidget(column, 1);
        connect(view, &SliceView::hoverInfo, this, &CaseComparePanel::hoverInfo);
        m_columns.push_back(column);
        m_views.push_back(view);
        m_states.push_back(state);
        m_titles.push_back(title);
        m_legends.push_back(legend);
        m_showsDifference.push_back(false);
        m_waitsForMap.push_back(false);
    }
    rebuildLayers();
    for (std::size_t i = 0; i < m_views.size(); ++i)
        m_link->add(m_views[i], m_states[i]);
}

void CaseComparePanel::showCase(std::shared_ptr<const CaseData> data)
{
    m_data = std::move(data);
    ++m_dataSerial;
    rebuildLayers();
    moveToWorstPlace();
    updateHeader();
}

void CaseComparePanel::setLabel(std::int64_t label)
{
    if (label == m_label)
        return;
    m_label = label;
    rebuildLayers();
}

void CaseComparePanel::setMetric(compare::Metric metric)
{
    m_metric = metric;
    for (std::size_t i = 0; i < m_titles.size(); ++i)
        m_titles[i]->setText(viewTitle(static_cast<int>(i)));
}

void CaseComparePanel::setReference(int reference)
{
    m_reference = reference;
    const int index = m_referenceBox->findData(reference);
    if (index >= 0)
        m_referenceBox->setCurrentIndex(index);
    rebuildLayers();
}

void CaseComparePanel::setPlane(render::Plane plane)
{
    m_planeBox->setCurrentIndex(m_planeBox->findData(static_cast<int>(plane)));
    if (plane == m_plane)
        return;
    m_plane = plane;
    std::optional<volume::Vec3> cursor;
    if (!m_states.empty() && !m_states.front()->isEmpty())
        cursor = m_states.front()->cursor();
    buildViews();
    if (cursor && !m_states.empty())
        m_states.front()->setCursor(*cursor);
}

std::vector<std::size_t> CaseComparePanel::mapInputs() const
{
    std::vector<std::size_t> inputs;
    const int ref = referenceInput();
    if (!m_data || ref < 0 || static_cast<std::size_t>(ref) >= m_data->labels.size() ||
        !m_data->labels[static_cast<std::size_t>(ref)])
        return inputs;
    const volume::Geometry& grid = m_data->labels[static_cast<std::size_t>(ref)]->geometry();
    for (std::size_t input = 0; input < m_data->labels.size() && input < m_states.size(); ++input) {
        if (static_cast<int>(input) == ref || !m_data->labels[input])
            continue;
        // A map on another grid shows its own labels (differenceMap resamples nothing).
        const volume::GeometryDifference diff = volume::compareGeometry(
            grid, m_data->labels[input]->geometry(), m_comparison->options.geometryTolerance);
        if (diff.sameSize && diff.withinTolerance)
            inputs.push_back(input);
    }
    return inputs;
}

void CaseComparePanel::rebuildLayers()
{
    const std::vector<std::size_t> inputs = mapInputs();
    const MapKey key{m_dataSerial, m_reference, m_label};
    if (inputs.empty())
        dropMaps();
    else if (!(key == m_mapKey)) { // the maps held or being made are for this key: kept
        m_mapKey = key;
        startMaps(inputs);
    }
    std::optional<volume::Vec3> cursor;
    for (ViewerState* state : m_states)
        if (!cursor && !state->isEmpty())
            cursor = state->cursor();
    for (std::size_t i = 0; i < m_states.size(); ++i) {
        fillState(i);
        m_titles[i]->setText(viewTitle(static_cast<int>(i)));
        m_legends[i]->setText(legendText(static_cast<int>(i)));
    }
    if (cursor) // the place the user was looking at stays
        for (ViewerState* state : m_states)
            if (!state->isEmpty()) {
                state->setCursor(*cursor);
                break;
            }
    if (!m_computing)
        Q_EMIT layersShown();
}

void CaseComparePanel::startMaps(const std::vector<std::size_t>& inputs)
{
    const auto& reference = m_data->labels[static_cast<std::size_t>(referenceInput())];
    std::vector<std::pair<std::size_t, std::shared_ptr<const io::LoadedImage>>> others;
    for (std::size_t input : inputs)
        others.emplace_back(input, m_data->labels[input]);
    // The work owns what it reads (shared pointers, copies): the panel may be gone before a replaced
    // run ends.
    auto work = [reference, others, count = m_data->labels.size(), label = m_label,
                 tolerance = m_comparison->options.geometryTolerance](
                    const Progress& progress) -> Result<std::vector<PreparedImage>> {
        std::vector<PreparedImage> maps(count);
        const double n = static_cast<double>(others.size());
        for (std::size_t i = 0; i < others.size(); ++i) {
            const Progress part = progress.sub(static_cast<double>(i) / n, static_cast<double>(i + 1) / n);
            auto map = render::differenceMap(reference->volumes.front(), others[i].second->volumes.front(),
                                             label, tolerance, part.sub(0.0, 0.9));
            if (!map && map.error().kind == ErrorKind::Cancelled)
                return map.error();
            if (map) // else (out of memory) the view shows its own labels, as for another grid
                maps[others[i].first] = ViewerState::prepare(wrap(std::move(map).value(), {}));
            if (!part.report(1.0))
                return makeError(ErrorKind::Cancelled, "The difference map was cancelled.");
        }
        return maps;
    };
    m_maps.clear();
    m_mapsReady = false;
    const std::uint64_t run = ++m_mapRun;
    setComputing(true);
    m_mapTask.start<std::vector<PreparedImage>>(
        std::move(work),
        [this, run](double fraction, const QString&) {
            if (run == m_mapRun)
                m_busyBar->setValue(static_cast<int>(fraction * 100));
        },
        [this, run](Result<std::vector<PreparedImage>> maps) { mapsMade(run, std::move(maps)); });
}

void CaseComparePanel::dropMaps()
{
    m_mapTask.cancel();
    ++m_mapRun; // a result still on its way is dropped
    m_mapKey = {};
    m_maps.clear();
    m_mapsReady = false;
    setComputing(false);
}

void CaseComparePanel::setComputing(bool computing)
{
    m_computing = computing;
    if (computing) {
        m_busyBar->setValue(0);
        m_busyDelay->start();
    } else {
        m_busyDelay->stop();
        m_busy->hide();
    }
}

void CaseComparePanel::mapsMade(std::uint64_t run, Result<std::vector<PreparedImage>> maps)
{
    if (run != m_mapRun) // replaced by a newer case, label or overlay, or dropped
        return;
    // An unexpected error leaves every view with its own labels, as a map on another grid does.
    m_maps = maps ? std::move(maps).value() : std::vector<PreparedImage>{};
    m_maps.resize(m_data ? m_data->labels.size() : 0);
    m_mapsReady = true;
    setComputing(false);
    for (std::size_t i = 0; i < m_states.size(); ++i) {
        if (!m_waitsForMap[i])
            continue;
        fillOverlay(i); // over the base already shown: the views keep their place, zoom and window
        m_legends[i]->setText(legendText(static_cast<int>(i)));
    }
    Q_EMIT layersShown();
}

namespace {

// Adds `image` with the defaults found with the read, or finds them (a scan) where there are none.
void addInput(ViewerState* state, const std::shared_ptr<const io::LoadedImage>& image, const QString& name,
              const std::optional<render::LayerChoices>& defaults)
{
    if (defaults)
        state->addLayer(image, name, *defaults);
    else
        state->addLayer(image, name);
}

} // namespace

void CaseComparePanel::fillState(std::size_t input)
{
    ViewerState* state = m_states[input];
    state->clear();
    m_showsDifference[input] = false;
    m_waitsForMap[input] = false;
    if (!m_data || input >= m_data->labels.size())
        return;
    const auto& own = m_data->labels[input];
    const std::optional<render::LayerChoices> ownDefaults =
        input < m_data->labelDefaults.size() ? m_data->labelDefaults[input] : std::nullopt;
    if (m_data->image)
        addInput(state, m_data->image, tr("image"), m_data->imageDefaults);
    else if (own) {
        addInput(state, own, inputName(input), ownDefaults);
        state->setLayerStyle(0, greyLabels(own->volumes.front(), ownDefaults));
    }
    if (own)
        fillOverlay(input);
}

void CaseComparePanel::fillOverlay(std::size_t input)
{
    ViewerState* state = m_states[input];
    const auto& own = m_data->labels[input];
    const bool overImage = m_data->image != nullptr;
    const std::vector<std::size_t> inputs = m_mapKey == MapKey{} ? std::vector<std::size_t>{} : mapInputs();
    const bool wantsMap = std::ranges::find(inputs, input) != inputs.end();
    m_waitsForMap[input] = wantsMap && !m_mapsReady;
    if (m_waitsForMap[input])
        return; // the base alone until the map is made: never a map of another label or case
    if (wantsMap && m_maps[input].image) {
        state->addLayer(m_maps[input], tr("difference"));
        render::LayerStyle style;
        style.kind = render::LayerKind::Labels;
        style.opacity = overImage ? 0.6 : 1.0;
        style.labels = render::differenceColours();
        state->setLayerStyle(static_cast<int>(state->layers().size()) - 1, style);
        m_showsDifference[input] = true;
        return;
    }
    // Labels only, the reference itself, or a map on another grid: the map's own labels. The reference
    // is drawn in one neutral colour, so that no colour of it reads as a difference class.
    const int ref = referenceInput();
    const bool isReference = ref >= 0 && static_cast<std::size_t>(ref) == input;
    const std::optional<render::LayerChoices> ownDefaults =
        input < m_data->labelDefaults.size() ? m_data->labelDefaults[input] : std::nullopt;
    addInput(state, own, inputName(input), ownDefaults);
    const int last = static_cast<int>(state->layers().size()) - 1;
    render::LayerStyle style;
    style.kind = render::LayerKind::Labels;
    style.opacity = overImage ? (isReference ? 0.8 : 0.5) : 1.0;
    style.outlineOnly = isReference && overImage;
    for (int l : state->layers().back().labels)
        style.labels.push_back(
            {l,
             isReference ? kReferenceColour
                         : render::paletteLabelColour(l, render::LabelPaletteKind::ColourBlindSafe),
             m_comparison->labelName(l), m_label == 0 || l == m_label});
    state->setLayerStyle(last, style);
}

QString CaseComparePanel::viewTitle(int index) const
{
    if (!m_comparison || index < 0)
        return {};
    const auto input = static_cast<std::size_t>(index);
    QString title = QStringLiteral("<b>%1</b>").arg(inputName(input).toHtmlEscaped());
    if (!m_data)
        return title;
    if (input < m_data->labels.size() && !m_data->labels[input])
        return title + QStringLiteral(" — ") + m_data->errors[input].toHtmlEscaped();
    if (m_label == 0 || m_data->caseIndex >= m_comparison->cases.size())
        return title;
    const compare::CaseComparison& c = m_comparison->cases[m_data->caseIndex];
    const int ref = referenceInput();
    const std::size_t runs = m_comparison->table.runNames.size();
    const compare::PairMetrics* pair = nullptr;
    if (ref == static_cast<int>(runs) && input < runs)
        pair = c.truthMetrics(input);
    else if (ref >= 0 && static_cast<std::size_t>(ref) < runs && input < runs &&
             static_cast<int>(input) != ref)
        pair = c.betweenMetrics(static_cast<std::size_t>(ref), input);
    if (!pair || !pair->computed || !pair->label(m_label))
        return title;
    const double v = compare::metricValue(*pair->label(m_label), m_metric, pair->lesionsOf(m_label));
    return title + QStringLiteral(" — %1 %2")
                       .arg(QCoreApplication::translate("Metric", compare::metricTitle(m_metric)),
                            CaseTableModel::formatValue(v, m_metric));
}

QString CaseComparePanel::legendText(int index) const
{
    if (!m_data || index < 0 || static_cast<std::size_t>(index) >= m_states.size())
        return {};
    const ViewerState* state = m_states[static_cast<std::size_t>(index)];
    if (state->layers().empty())
        return {};
    const ViewerLayer& top = state->layers().back();
    QStringList items;
    if (m_waitsForMap[static_cast<std::size_t>(index)]) {
        items << QStringLiteral("<tr><td>%1</td></tr>").arg(tr("The difference map is being computed..."));
    } else if (m_showsDifference[static_cast<std::size_t>(index)]) {
        const int ref = referenceInput();
        const QString self = inputName(static_cast<std::size_t>(index));
        const bool truth =
            m_comparison->hasTruth() && ref == static_cast<int>(m_comparison->table.runNames.size());
        const QString other = inputName(static_cast<std::size_t>(ref));
        // Core's one legend (the report's and the investigation's pictures use it too).
        for (const render::DifferenceLegendEntry& e :
             render::differenceLegend(other.toStdString(), self.toStdString(), truth, m_label == 0))
            items << swatch(
                e.colour,
                QString::fromStdString(render::fillLegendTemplate(
                    QCoreApplication::translate("DifferenceLegend", e.meaningTemplate).toStdString(),
                    other.toStdString(), self.toStdString())));
    } else {
        const bool isReference = referenceInput() == index;
        for (const render::LabelColour& c : top.style.labels)
            if (c.visible)
                items << swatch(c.colour, isReference
                                              ? tr("%1 (the reference)").arg(QString::fromStdString(c.name))
                                              : QString::fromStdString(c.name));
        if (items.isEmpty())
            items << QStringLiteral("<tr><td>%1</td></tr>").arg(tr("no label in this map"));
    }
    return QStringLiteral("<table cellspacing=\"1\" cellpadding=\"0\">") + items.join(QString()) +
           QStringLiteral("</table>");
}

void CaseComparePanel::moveToWorstPlace()
{
    if (!m_data || !m_comparison || m_data->caseIndex >= m_comparison->cases.size() || m_states.empty())
        return;
    const compare::CaseComparison& c = m_comparison->cases[m_data->caseIndex];
    const std::optional<WorstPlace> place = worstPlace(*m_comparison, c);
    if (!place || place->input >= m_data->labels.size() || !m_data->labels[place->input])
        return;
    const volume::Volume& grid = m_data->labels[place->input]->volumes.front();
    const auto& n = grid.geometry().size;
    volume::Vec3 index{(n[0] - 1) / 2.0, (n[1] - 1) / 2.0, static_cast<double>(place->slice)};
    // The centre of the disagreement in that slice, when the other map of the pair is on the same grid.
    for (std::size_t other = 0; other < m_data->labels.size(); ++other) {
        if (other == place->input || !m_data->labels[other])
            continue;
        // From that slice alone: the whole map would be a pass over every voxel on the GUI thread.
        if (auto centre = render::disagreementCentre(grid, m_data->labels[other]->volumes.front(),
                                                     place->slice, m_comparison->options.geometryTolerance)) {
            index = *centre;
            break;
        }
    }
    ViewerState* first = nullptr;
    for (ViewerState* state : m_states)
        if (!first && !state->isEmpty())
            first = state;
    if (!first)
        return;
    setPlane(planeAlongThirdAxis(first->frame(), grid.geometry()));
    for (ViewerState* state : m_states)
        if (!state->isEmpty()) {
            state->setCursor(volume::indexToPatient(grid.geometry(), index));
            break;
        }
}

void CaseComparePanel::updateHeader()
{
    if (!m_comparison || !m_data || m_data->caseIndex >= m_comparison->cases.size()) {
        m_header->setText(tr("Select a case in the table or the scatter plot."));
        m_findings->hide();
        return;
    }
    const compare::CaseComparison& c = m_comparison->cases[m_data->caseIndex];
    m_header->setText(tr("<b>%1</b> — %2")
                          .arg(QString::fromStdString(c.key).toHtmlEscaped(),
                               CaseTableModel::statusText(c).toHtmlEscaped()));
    QString findings = CaseTableModel::findingsText(c);
    if (!m_data->imageError.isEmpty())
        findings += (findings.isEmpty() ? QString() : QStringLiteral("\n")) + m_data->imageError;
    m_findings->setText(findings);
    m_findings->setVisible(!findings.isEmpty());
}

} // namespace scansleuth::widgets
