// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "evidencepage.h"
#include "rowtable.h"

#include "evidencetablemodel.h"
#include "investigate/reportbuilder.h"
#include "widgets/findingtext.h"
#include "widgets/plotview.h"
#include "workflow/safepath.h"
#include "workflowdocument.h"

#include <QDir>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPixmap>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace scansleuth::widgets {

namespace {

using Kind = EvidenceTableModel::Kind;

QString input(const workflow::ExperimentRun& run, const char* name)
{
    const auto it = run.inputs.find(name);
    return it == run.inputs.end() ? QString() : QString::fromStdString(it->second);
}

std::optional<CorrectionRequest> correction(const workflow::ExperimentRun& run, const std::string& code,
                                            std::optional<std::size_t> index)
{
    const nlohmann::json& data = run.evidence.data;
    if (!data.is_object() || !data.contains("candidates") || !data["candidates"].is_array())
        return std::nullopt;
    const nlohmann::json& list = data["candidates"];
    std::optional<CorrectionRequest> found;
    for (std::size_t i = 0; i < list.size(); ++i) {
        if (index && *index != i)
            continue;
        std::optional<CorrectionRequest> request = correctionFromCandidateJson(list[i]);
        if (!request || (!index && request->code.toStdString() != code))
            continue;
        // A finding names its cause: prefer the candidate the evidence supports.
        if (!found ||
            (found->verdict != QLatin1String("supported") && request->verdict == QLatin1String("supported")))
            found = request;
    }
    if (found) {
        found->runId = QString::fromStdString(run.id);
        found->imagePath = input(run, "image");
        found->maskPath = input(run, "mask");
    }
    return found;
}

} // namespace

EvidencePage::EvidencePage(WorkflowDocument* document, QWidget* parent)
    : QWidget(parent), m_document(document)
{
    m_model = new EvidenceTableModel(this);
    m_table = makeRowTable(this, QStringLiteral("evidenceTable"), m_model, EvidenceTableModel::DetailColumn);
    m_preview = new QLabel(this);
    m_preview->setObjectName(QStringLiteral("snapshotPreview"));
    m_preview->setAlignment(Qt::AlignCenter);
    m_preview->setMinimumHeight(0);
    m_plot = new PlotView(this);
    m_plot->setObjectName(QStringLiteral("evidencePlot"));
    m_plot->hide();
    m_correction = new QPushButton(tr("Show the suspected &correction"), this);
    m_correction->setObjectName(QStringLiteral("showCorrection"));
    m_correction->setEnabled(false);
    m_map = new QPushButton(tr("Show &disagreement map"), this);
    m_map->setObjectName(QStringLiteral("showDisagreementMap"));
    m_map->setToolTip(tr("Overlay where the model's repeated runs disagree on the views."));
    m_map->setEnabled(false);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("Click a row to show it in the views."), this));
    layout->addWidget(m_table, 1);
    layout->addWidget(m_preview);
    layout->addWidget(m_plot);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(m_correction);
    buttons->addWidget(m_map);
    buttons->addStretch(1);
    layout->addLayout(buttons);

    connect(m_table, &QTableView::clicked, this, [this](const QModelIndex& index) { activate(index.row()); });
    connect(m_correction, &QPushButton::clicked, this, [this] {
        const EvidenceTarget t = target(m_table->currentIndex().row());
        if (t.correction)
            Q_EMIT correctionRequested(*t.correction);
    });
    connect(m_map, &QPushButton::clicked, this, [this] {
        const EvidenceTarget t = target(m_table->currentIndex().row());
        if (!t.mapPath.isEmpty())
            Q_EMIT mapRequested(t.mapPath, tr("disagreement map (%1)").arg(QFileInfo(t.mapPath).fileName()),
                                t.lps.value_or(volume::Vec3{0, 0, 0}));
    });
    connect(m_document, &WorkflowDocument::reset, this, [this] {
        m_previewKey.reset(); // another investigation: its "run-1" is not this one's
        refresh();
    });
    connect(m_document, &WorkflowDocument::changed, this, &EvidencePage::refresh);
    refresh();
}

void EvidencePage::refresh()
{
    const int row = m_table->currentIndex().row();
    m_model->setDocument(m_document->hasInvestigation() ? &m_document->investigation() : nullptr,
                         &m_document->knowledgeBase());
    if (row >= 0 && row < m_model->rowCount())
        m_table->setCurrentIndex(m_model->index(row, 0));
    fitItemColumn();
    // Edits elsewhere in the document (a form, a verdict) refresh the list often: the preview is
    // rebuilt (picture read, curves parsed) only when the selected row now points elsewhere.
    const int current = m_table->currentIndex().row();
    if (const QString key = previewKey(current); !m_previewKey || key != *m_previewKey) {
        preview(target(current));
        m_previewKey = key;
    }
}

void EvidencePage::fitItemColumn()
{
    // The item column is as wide as its codes (findings and candidates: never cut, the seven
    // candidates differ only there); prose items (an experiment's title, a form's question) wrap in it.
    int width = std::max(140, m_table->horizontalHeader()->sectionSizeHint(EvidenceTableModel::ItemColumn));
    for (int r = 0; r < m_model->rowCount(); ++r) {
        const auto kind = Kind(m_model->index(r, 0).data(EvidenceTableModel::KindRole).toInt());
        if (kind == Kind::Finding || kind == Kind::Candidate)
            width = std::max(
                width, m_table->sizeHintForIndex(m_model->index(r, EvidenceTableModel::ItemColumn)).width());
    }
    m_table->horizontalHeader()->setSectionResizeMode(EvidenceTableModel::ItemColumn, QHeaderView::Fixed);
    // The grid line takes a pixel of the cell, as in QTableView's own ResizeToContents.
    m_table->horizontalHeader()->resizeSection(EvidenceTableModel::ItemColumn,
                                               width + (m_table->showGrid() ? 1 : 0));
}

QString EvidencePage::previewKey(int row) const
{
    const EvidenceTableModel::Entry* e = m_model->entry(row);
    if (!e || !m_document->hasInvestigation())
        return {};
    return QStringLiteral("%1/%2/%3")
        .arg(QString::fromStdString(m_document->investigation().runs[e->run].id))
        .arg(int(e->kind))
        .arg(e->index);
}

EvidenceTarget EvidencePage::target(int row) const
{
    EvidenceTarget t;
    const EvidenceTableModel::Entry* e = m_model->entry(row);
    if (!e || !m_document->hasInvestigation())
        return t;
    const workflow::ExperimentRun& run = m_document->investigation().runs[e->run];
    t.overlayPath = input(run, "mask");
    const std::vector<workflow::Snapshot>& snapshots = run.evidence.snapshots;
    const workflow::Snapshot* shot = nullptr;
    if (e->kind == Kind::Snapshot)
        shot = &snapshots[e->index];
    else if (!snapshots.empty())
        shot = &snapshots.front();
    if (shot) {
        t.lps = volume::rasToLps(shot->worldRas);
        // Only pictures inside the investigation's folder are read (a shared file may name any path).
        auto path = workflow::resolveInside(m_document->investigationDir().toStdString(), shot->imagePath);
        if (path)
            t.picturePath = QString::fromStdString(*path);
        else
            t.pictureProblem = errorText(path.error().message);
    }
    t.plot = investigate::trainingPlot(run.evidence.data);
    const nlohmann::json& data = run.evidence.data;
    if (data.is_object() && data.contains("map_files") && data["map_files"].is_object() &&
        data["map_files"].contains("disagreement") && data["map_files"]["disagreement"].is_string())
        if (auto path = workflow::resolveInside(m_document->investigationDir().toStdString(),
                                                data["map_files"]["disagreement"].get<std::string>()))
            t.mapPath = QString::fromStdString(*path);
    if (e->kind == Kind::Candidate)
        t.correction = correction(run, {}, e->index);
    else if (e->kind == Kind::Finding)
        t.correction = correction(run, run.evidence.findings[e->index].code, std::nullopt);
    return t;
}

void EvidencePage::activate(int row)
{
    const EvidenceTarget t = target(row);
    preview(t);
    m_previewKey = previewKey(row);
    m_correction->setEnabled(t.correction.has_value());
    m_map->setEnabled(!t.mapPath.isEmpty());
    if (t.lps)
        Q_EMIT showRequested(*t.lps, t.overlayPath);
    if (t.correction)
        Q_EMIT correctionRequested(*t.correction);
}

void EvidencePage::preview(const EvidenceTarget& target)
{
    m_plot->setVisible(target.plot.has_value());
    if (target.plot)
        m_plot->setPlot(*target.plot);
    const QPixmap picture(target.picturePath);
    if (!target.pictureProblem.isEmpty()) {
        m_preview->setText(target.pictureProblem);
        m_preview->setWordWrap(true);
        m_preview->setMaximumHeight(260);
        return;
    }
    if (target.picturePath.isEmpty() || picture.isNull()) {
        m_preview->clear();
        m_preview->setMaximumHeight(0);
        return;
    }
    m_preview->setMaximumHeight(260);
    m_preview->setPixmap(picture.scaled(QSize(360, 260), Qt::KeepAspectRatio, Qt::SmoothTransformation));
}

} // namespace scansleuth::widgets
