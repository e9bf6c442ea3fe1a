// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "paircomparepanel.h"

#include "suspectedpairsmodel.h"
#include "widgets/compare/viewlink.h"
#include "widgets/findingtext.h"
#include "widgets/sliceview.h"
#include "widgets/viewerstate.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace scansleuth::widgets {

namespace {
struct Box
{
    volume::Vec3 lo{INFINITY, INFINITY, INFINITY}, hi{-INFINITY, -INFINITY, -INFINITY};
    volume::Vec3 centre() const { return {(lo[0] + hi[0]) / 2, (lo[1] + hi[1]) / 2, (lo[2] + hi[2]) / 2}; }
};

// The box in patient space spanned by the voxel centres.
Box patientBox(const volume::Geometry& g)
{
    Box box;
    for (int corner = 0; corner < 8; ++corner) {
        const volume::Vec3 index{(corner & 1) ? double(g.size[0] - 1) : 0.0,
                                 (corner & 2) ? double(g.size[1] - 1) : 0.0,
                                 (corner & 4) ? double(g.size[2] - 1) : 0.0};
        const volume::Vec3 p = volume::indexToPatient(g, index);
        for (int i = 0; i < 3; ++i) {
            box.lo[i] = std::min(box.lo[i], p[i]);
            box.hi[i] = std::max(box.hi[i], p[i]);
        }
    }
    return box;
}
} // namespace

PairPlacement pairPlacement(const volume::Geometry& a, const volume::Geometry& b)
{
    const Box boxA = patientBox(a), boxB = patientBox(b);
    Box overlap;
    bool overlaps = true;
    for (int i = 0; i < 3; ++i) {
        overlap.lo[i] = std::max(boxA.lo[i], boxB.lo[i]);
        overlap.hi[i] = std::min(boxA.hi[i], boxB.hi[i]);
        overlaps = overlaps && overlap.lo[i] <= overlap.hi[i];
    }
    PairPlacement place;
    if (overlaps) {
        place.cursorA = overlap.centre();
        return place;
    }
    place.samePlace = false;
    place.cursorA = boxA.centre();
    const volume::Vec3 cb = boxB.centre();
    for (int i = 0; i < 3; ++i)
        place.offsetB[i] = cb[i] - place.cursorA[i];
    return place;
}

PairComparePanel::PairComparePanel(QWidget* parent) : QWidget(parent), m_viewLink(new ViewLink(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    auto* bar = new QHBoxLayout;
    m_header = new QLabel(tr("Select a pair in the table to see both volumes."), this);
    m_header->setObjectName(QStringLiteral("pairHeader"));
    m_header->setWordWrap(true);
    m_header->setTextFormat(Qt::RichText);
    bar->addWidget(m_header, 1);
    auto* planeLabel = new QLabel(tr("&Plane:"), this);
    bar->addWidget(planeLabel);
    m_planeBox = new QComboBox(this);
    planeLabel->setBuddy(m_planeBox);
    m_planeBox->addItem(tr("Axial"), static_cast<int>(render::Plane::Axial));
    m_planeBox->addItem(tr("Coronal"), static_cast<int>(render::Plane::Coronal));
    m_planeBox->addItem(tr("Sagittal"), static_cast<int>(render::Plane::Sagittal));
    bar->addWidget(m_planeBox);
    layout->addLayout(bar);
    m_link = new QLabel(this);
    m_link->setWordWrap(true);
    m_link->setStyleSheet(QStringLiteral("color: #b34700;"));
    m_link->hide();
    layout->addWidget(m_link);
    auto* row = new QHBoxLayout;
    row->setSpacing(4);
    for (std::size_t side = 0; side < 2; ++side) {
        auto* column = new QWidget(this);
        auto* columnLayout = new QVBoxLayout(column);
        columnLayout->setContentsMargins(0, 0, 0, 0);
        columnLayout->setSpacing(2);
        m_titles[side] = new QLabel(column);
        m_titles[side]->setAlignment(Qt::AlignCenter);
        m_titles[side]->setTextFormat(Qt::RichText);
        m_titles[side]->setWordWrap(true);
        m_errors[side] = new QLabel(column);
        m_errors[side]->setObjectName(side == 0 ? QStringLiteral("errorA") : QStringLiteral("errorB"));
        m_errors[side]->setAlignment(Qt::AlignCenter);
        m_errors[side]->setWordWrap(true);
        m_errors[side]->setTextInteractionFlags(Qt::TextSelectableByMouse);
        m_errors[side]->setStyleSheet(QStringLiteral("color: #b34700; border: 1px dashed #b34700;"));
        m_errors[side]->setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
        m_errors[side]->hide();
        columnLayout->addWidget(m_titles[side]);
        columnLayout->addWidget(m_errors[side], 1);
        row->addWidget(column, 1);
        m_columns[side] = column;
    }
    layout->addLayout(row, 1);
    buildViews();
    connect(m_planeBox, &QComboBox::activated, this,
            [this](int index) { setPlane(static_cast<render::Plane>(m_planeBox->itemData(index).toInt())); });
}

PairComparePanel::~PairComparePanel() = default;

void PairComparePanel::clearViews()
{
    m_viewLink->clear();
    for (std::size_t side = 0; side < 2; ++side) {
        delete m_views[side];
        delete m_states[side];
        m_views[side] = nullptr;
        m_states[side] = nullptr;
    }
}

void PairComparePanel::buildViews()
{
    clearViews();
    for (std::size_t side = 0; side < 2; ++side) {
        m_states[side] = new ViewerState(this);
        m_views[side] = new SliceView(m_states[side], m_plane, m_columns[side]);
        m_views[side]->setObjectName(side == 0 ? QStringLiteral("viewA") : QStringLiteral("viewB"));
        m_views[side]->setMinimumSize(160, 160);
        static_cast<QVBoxLayout*>(m_columns[side]->layout())->insertWidget(1, m_views[side], 1);
        connect(m_views[side], &SliceView::hoverInfo, this, &PairComparePanel::hoverInfo);
    }
}

void PairComparePanel::setResult(std::shared_ptr<const audit::AuditResult> result)
{
    m_result = std::move(result);
    showPair(PairVolumes{static_cast<std::size_t>(-1), nullptr, nullptr, {}, {}, {}, {}});
    m_pair = -1;
    m_header->setText(tr("Select a pair in the table to see both volumes."));
}

void PairComparePanel::setPlane(render::Plane plane)
{
    m_planeBox->setCurrentIndex(m_planeBox->findData(static_cast<int>(plane)));
    if (plane == m_plane)
        return;
    m_plane = plane;
    std::optional<volume::Vec3> cursor;
    if (!m_states[0]->isEmpty())
        cursor = m_states[0]->cursor();
    const PairVolumes volumes = m_volumes;
    showPair(volumes);
    if (cursor)
        m_states[0]->setCursor(*cursor);
}

void PairComparePanel::showPair(const PairVolumes& volumes)
{
    m_volumes = volumes;
    const bool known = m_result && volumes.pairIndex < m_result->pairs.size();
    m_pair = known ? static_cast<long long>(volumes.pairIndex) : -1;
    buildViews();
    const std::array<std::shared_ptr<const io::LoadedImage>, 2> images{volumes.a, volumes.b};
    const std::array<QString, 2> errors{volumes.errorA, volumes.errorB};
    const std::array<const std::optional<render::LayerChoices>*, 2> defaults{&volumes.defaultsA,
                                                                             &volumes.defaultsB};
    for (std::size_t side = 0; side < 2; ++side) {
        const QString name = side == 0 ? QStringLiteral("A") : QStringLiteral("B");
        if (images[side] && *defaults[side])
            m_states[side]->addLayer(images[side], name, **defaults[side]);
        else if (images[side])
            m_states[side]->addLayer(images[side], name);
        const bool failed = known && !images[side];
        m_errors[side]->setText(failed ? errors[side] : QString());
        m_errors[side]->setVisible(failed);
        m_views[side]->setVisible(!failed);
        m_titles[side]->setText(titleText(static_cast<int>(side)));
    }
    m_placement = {};
    if (images[0] && images[1])
        m_placement = pairPlacement(images[0]->geometry(), images[1]->geometry());
    else if (images[0] || images[1])
        m_placement.cursorA = m_states[images[0] ? 0 : 1]->cursor();
    m_viewLink->add(m_views[0], m_states[0]);
    m_viewLink->add(m_views[1], m_states[1], m_placement.offsetB);
    if (images[0])
        m_states[0]->setCursor(m_placement.cursorA); // the link moves B
    else if (images[1])
        m_states[1]->setCursor(m_placement.cursorA);
    m_header->setText(headerText());
    m_link->setText(linkText());
    m_link->setVisible(!m_link->text().isEmpty());
}

QString PairComparePanel::errorText(int side) const
{
    const auto s = static_cast<std::size_t>(side);
    return m_errors[s]->isVisibleTo(this) ? m_errors[s]->text() : QString();
}

QString PairComparePanel::titleText(int side) const
{
    if (m_pair < 0)
        return {};
    const audit::SuspectedPair& pair = m_result->pairs[static_cast<std::size_t>(m_pair)];
    const std::size_t index = side == 0 ? pair.a : pair.b;
    if (index >= m_result->records.size())
        return {};
    const audit::VolumeRecord& r = m_result->records[index];
    QString title = tr("<b>%1</b>: %2<br><small>%3</small>")
                        .arg(QString::fromStdString(r.split).toHtmlEscaped(),
                             SuspectedPairsModel::caseText(r).toHtmlEscaped(),
                             QString::fromStdString(r.path).toHtmlEscaped());
    if (!r.hasGeometry)
        title += tr("<br><small>an array without geometry, shown on a 1 mm grid</small>");
    return title;
}

QString PairComparePanel::headerText() const
{
    if (m_pair < 0)
        return tr("Select a pair in the table to see both volumes.");
    const audit::SuspectedPair& pair = m_result->pairs[static_cast<std::size_t>(m_pair)];
    QString text = QStringLiteral("<b>%1</b>").arg(SuspectedPairsModel::kindText(pair.kind).toHtmlEscaped());
    if (SuspectedPairsModel::strengthRank(pair.kind) == 2)
        text += tr(" — similarity %1").arg(SuspectedPairsModel::similarityText(pair));
    QStringList evidence;
    for (const std::string& line : pair.evidence)
        evidence << checkLineText(line).toHtmlEscaped(); // core's English, in the user's language
    if (!evidence.isEmpty())
        text += QStringLiteral("<br>") + evidence.join(QStringLiteral("<br>"));
    return text;
}

QString PairComparePanel::linkText() const
{
    if (m_pair < 0 || !m_volumes.a || !m_volumes.b || m_placement.samePlace)
        return {};
    const volume::Vec3& d = m_placement.offsetB;
    const double mm = std::sqrt(d[0] * d[0] + d[1] * d[1] + d[2] * d[2]);
    return tr("The two volumes do not overlap in patient space (their centres are %1 mm apart): the views "
              "are linked with their centres aligned.")
        .arg(QLocale().toString(mm, 'f', 1));
}

} // namespace scansleuth::widgets
