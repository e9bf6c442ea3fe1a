// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "evidencetablemodel.h"

#include "knowledgetext.h"
#include "widgets/findingtext.h"

#include "workflow/investigation.h"
#include "workflow/knowledgebase.h"

#include <QBrush>
#include <QCoreApplication>

namespace scansleuth::widgets {

namespace {

const nlohmann::json* candidates(const workflow::ExperimentRun& run)
{
    const nlohmann::json& data = run.evidence.data;
    if (!data.is_object() || !data.contains("candidates") || !data["candidates"].is_array())
        return nullptr;
    return &data["candidates"];
}

QString jsonText(const nlohmann::json& j, const char* key)
{
    return j.is_object() && j.contains(key) && j[key].is_string()
               ? QString::fromStdString(j[key].get<std::string>())
               : QString();
}

// "Dice 0.412" or "edge 1.35": the score the check stored, as the report's candidate table names it.
QString scoreText(std::optional<double> dice, std::optional<double> edge)
{
    if (dice)
        return EvidenceTableModel::tr("Dice %1").arg(QString::number(*dice, 'f', 3));
    if (edge)
        return EvidenceTableModel::tr("edge %1").arg(QString::number(*edge, 'f', 2));
    return {};
}

std::optional<double> jsonNumber(const nlohmann::json& j, const std::string& key)
{
    if (j.is_object() && j.contains(key) && j[key].is_number())
        return j[key].get<double>();
    return std::nullopt;
}

std::optional<double> measurement(const Finding& f, const std::string& name)
{
    for (const Measurement& m : f.measurements)
        if (m.name == name)
            return m.value;
    return std::nullopt;
}

} // namespace

EvidenceTableModel::EvidenceTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void EvidenceTableModel::setDocument(const workflow::Investigation* investigation,
                                     const workflow::KnowledgeBase* kb)
{
    beginResetModel();
    m_investigation = investigation;
    m_kb = kb;
    collect();
    endResetModel();
}

void EvidenceTableModel::refresh()
{
    beginResetModel();
    collect();
    endResetModel();
}

void EvidenceTableModel::collect()
{
    m_entries.clear();
    if (!m_investigation)
        return;
    for (std::size_t r = 0; r < m_investigation->runs.size(); ++r) {
        const workflow::ExperimentRun& run = m_investigation->runs[r];
        m_entries.push_back({r, run.status == "failed" ? Kind::Failure : Kind::Summary, 0, {}});
        for (std::size_t i = 0; i < run.evidence.findings.size(); ++i)
            m_entries.push_back({r, Kind::Finding, i, {}});
        if (const nlohmann::json* list = candidates(run)) {
            for (std::size_t i = 0; i < list->size(); ++i)
                m_entries.push_back({r, Kind::Candidate, i, {}});
        }
        for (std::size_t i = 0; i < run.evidence.snapshots.size(); ++i)
            m_entries.push_back({r, Kind::Snapshot, i, {}});
        for (std::size_t i = 0; i < run.evidence.problems.size(); ++i)
            m_entries.push_back({r, Kind::Problem, i, {}});
        for (const auto& [key, value] : run.observations)
            m_entries.push_back({r, Kind::Observation, 0, key});
    }
}

const EvidenceTableModel::Entry* EvidenceTableModel::entry(int row) const
{
    if (row < 0 || row >= rowCount())
        return nullptr;
    return &m_entries[static_cast<std::size_t>(row)];
}

int EvidenceTableModel::rowOf(const QString& runId, Kind kind) const
{
    for (std::size_t i = 0; i < m_entries.size(); ++i) {
        const Entry& e = m_entries[i];
        if (e.kind == kind && QString::fromStdString(m_investigation->runs[e.run].id) == runId)
            return static_cast<int>(i);
    }
    return -1;
}

QString EvidenceTableModel::kindText(Kind kind)
{
    switch (kind) {
    case Kind::Summary:
        return tr("Run");
    case Kind::Failure:
        return tr("Failed");
    case Kind::Finding:
        return tr("Finding");
    case Kind::Candidate:
        return tr("Candidate");
    case Kind::Snapshot:
        return tr("Slice");
    case Kind::Observation:
        return tr("Observation");
    case Kind::Problem:
        return tr("Problem");
    }
    return {};
}

QString EvidenceTableModel::item(const Entry& e) const
{
    const workflow::ExperimentRun& run = m_investigation->runs[e.run];
    switch (e.kind) {
    case Kind::Summary:
    case Kind::Failure: {
        const workflow::ExperimentSpec* spec = m_kb ? m_kb->experiment(run.experiment) : nullptr;
        return spec ? knowledgeText(spec->title) : QString::fromStdString(run.experiment);
    }
    case Kind::Finding:
        return QString::fromStdString(run.evidence.findings[e.index].code);
    case Kind::Candidate:
        return jsonText((*candidates(run))[e.index], "code");
    case Kind::Snapshot:
        return QString::fromStdString(run.evidence.snapshots[e.index].caption);
    case Kind::Problem:
        return tr("Picture not recorded");
    case Kind::Observation: {
        const workflow::ExperimentSpec* spec = m_kb ? m_kb->experiment(run.experiment) : nullptr;
        if (spec) {
            for (const workflow::FormField& field : spec->form) {
                if (field.id == e.key)
                    return knowledgeText(field.prompt);
            }
        }
        return QString::fromStdString(e.key);
    }
    }
    return {};
}

QString EvidenceTableModel::detail(const Entry& e) const
{
    const workflow::ExperimentRun& run = m_investigation->runs[e.run];
    switch (e.kind) {
    case Kind::Summary:
        return checkLineText(run.evidence.summary);
    case Kind::Failure:
        return errorText(run.error);
    case Kind::Finding:
        return findingMessage(run.evidence.findings[e.index]);
    case Kind::Candidate: {
        const nlohmann::json& c = (*candidates(run))[e.index];
        // core's English sentence and verdict word, as the report says them
        return tr("%1 (%2)").arg(reportText(jsonText(c, "description").toStdString()),
                                 reportText(jsonText(c, "verdict").toStdString()));
    }
    case Kind::Snapshot: {
        const workflow::Snapshot& s = run.evidence.snapshots[e.index];
        return tr("%1 slice %2").arg(QCoreApplication::translate("Plane", s.plane.c_str())).arg(s.slice);
    }
    case Kind::Observation: // an answer in the report's words ("yes"), the user's own text as it is
        return reportText(run.observations.at(e.key));
    case Kind::Problem:
        return reportText(run.evidence.problems[e.index]); // as the report says it
    }
    return {};
}

QString EvidenceTableModel::score(const Entry& e, bool after) const
{
    const workflow::ExperimentRun& run = m_investigation->runs[e.run];
    const std::string dice = after ? "dice_after" : "dice_before";
    const std::string edge = after ? "edge_after" : "edge_before";
    if (e.kind == Kind::Candidate) {
        const nlohmann::json& c = (*candidates(run))[e.index];
        return scoreText(jsonNumber(c, dice), jsonNumber(c, edge));
    }
    if (e.kind == Kind::Finding) {
        const Finding& f = run.evidence.findings[e.index];
        return scoreText(measurement(f, dice), measurement(f, edge));
    }
    return {};
}

int EvidenceTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_entries.size());
}

int EvidenceTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant EvidenceTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const Entry& e = m_entries[static_cast<std::size_t>(index.row())];
    const workflow::ExperimentRun& run = m_investigation->runs[e.run];
    switch (role) {
    case Qt::DisplayRole:
    case Qt::ToolTipRole:
        switch (index.column()) {
        case RunColumn:
            return QString::fromStdString(run.id);
        case KindColumn:
            return kindText(e.kind);
        case ItemColumn:
            return item(e);
        case BeforeColumn:
        case AfterColumn:
            return score(e, index.column() == AfterColumn);
        case DetailColumn:
            // A finding's tooltip adds what was measured, in words and units (base/measurementtexts.h).
            if (role == Qt::ToolTipRole && e.kind == Kind::Finding)
                return withMeasurements(detail(e), run.evidence.findings[e.index]);
            return detail(e);
        default:
            return {};
        }
    case RunIdRole:
        return QString::fromStdString(run.id);
    case KindRole:
        return static_cast<int>(e.kind);
    case Qt::ForegroundRole:
        if (e.kind == Kind::Failure || e.kind == Kind::Problem)
            return QBrush(Qt::red);
        if (e.kind == Kind::Finding && run.evidence.findings[e.index].severity == Severity::Error)
            return QBrush(Qt::red);
        return {};
    default:
        return {};
    }
}

QVariant EvidenceTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Horizontal && role == Qt::ToolTipRole &&
        (section == BeforeColumn || section == AfterColumn))
        return tr("A candidate cause's score with the mask as stored (before) and with the cause undone "
                  "(after): Dice with the reference, or without one the image-edge score of the mask's "
                  "boundary (1 = the image's mean gradient).");
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case RunColumn:
        return tr("Run");
    case KindColumn:
        return tr("Kind");
    case ItemColumn:
        return tr("Item");
    case BeforeColumn:
        return tr("Before");
    case AfterColumn:
        return tr("After");
    case DetailColumn:
        return tr("Detail");
    default:
        return {};
    }
}

} // namespace scansleuth::widgets
