// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "hypothesistablemodel.h"
#include "knowledgetext.h"
#include "widgets/findingtext.h"

#include "workflow/investigation.h"
#include "workflow/knowledgebase.h"

#include <QBrush>
#include <QLocale>

namespace scansleuth::widgets {

HypothesisTableModel::HypothesisTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void HypothesisTableModel::setDocument(const workflow::Investigation* investigation,
                                       const workflow::KnowledgeBase* kb)
{
    beginResetModel();
    m_investigation = investigation;
    m_kb = kb;
    endResetModel();
}

void HypothesisTableModel::refresh()
{
    beginResetModel();
    endResetModel();
}

int HypothesisTableModel::rowOf(const QString& id) const
{
    for (int row = 0; row < rowCount(); ++row) {
        if (hypothesisId(row) == id)
            return row;
    }
    return -1;
}

QString HypothesisTableModel::hypothesisId(int row) const
{
    if (row < 0 || row >= rowCount())
        return {};
    return QString::fromStdString(m_investigation->hypotheses[static_cast<std::size_t>(row)].id);
}

QString HypothesisTableModel::verdictText(workflow::Verdict verdict)
{
    switch (verdict) {
    case workflow::Verdict::Untested:
        return tr("Untested");
    case workflow::Verdict::Supported:
        return tr("Supported");
    case workflow::Verdict::Refuted:
        return tr("Refuted");
    case workflow::Verdict::Inconclusive:
        return tr("Inconclusive");
    }
    return {};
}

int HypothesisTableModel::rowCount(const QModelIndex& parent) const
{
    if (parent.isValid() || !m_investigation)
        return 0;
    return static_cast<int>(m_investigation->hypotheses.size());
}

int HypothesisTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant HypothesisTableModel::display(int row, int column) const
{
    const workflow::HypothesisState& h = m_investigation->hypotheses[static_cast<std::size_t>(row)];
    const QLocale locale;
    switch (column) {
    case RankColumn:
        return row + 1;
    case TitleColumn: {
        const workflow::HypothesisSpec* spec = m_kb ? m_kb->hypothesis(h.id) : nullptr;
        return spec ? knowledgeText(spec->title) : QString::fromStdString(h.id);
    }
    case PriorColumn:
        return locale.toString(h.prior, 'f', 2);
    case LikelihoodColumn:
        return tr("%1 %").arg(locale.toString(h.posterior * 100.0, 'f', 1));
    case VerdictColumn:
        return verdictText(h.verdict);
    default:
        return {};
    }
}

QVariant HypothesisTableModel::value(int row, int column) const
{
    const workflow::HypothesisState& h = m_investigation->hypotheses[static_cast<std::size_t>(row)];
    switch (column) {
    case RankColumn:
        return row + 1;
    case PriorColumn:
        return h.prior;
    case LikelihoodColumn:
        return h.posterior;
    case VerdictColumn:
        return QString::fromLatin1(workflow::verdictId(h.verdict));
    default:
        return display(row, column);
    }
}

QVariant HypothesisTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const workflow::HypothesisState& h = m_investigation->hypotheses[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return display(index.row(), index.column());
    case Qt::ToolTipRole: {
        const workflow::HypothesisSpec* spec = m_kb ? m_kb->hypothesis(h.id) : nullptr;
        if (index.column() == VerdictColumn && !h.reason.empty())
            return reportText(h.reason);   // as the report says it
        if (index.column() == TitleColumn) // the full title above the explanation
            return spec ? display(index.row(), TitleColumn).toString() + QStringLiteral("\n\n") +
                              knowledgeText(spec->explanation)
                        : display(index.row(), TitleColumn);
        return spec ? knowledgeText(spec->explanation) : QVariant();
    }
    case HypothesisIdRole:
        return QString::fromStdString(h.id);
    case ValueRole:
        return value(index.row(), index.column());
    case Qt::ForegroundRole:
        if (index.column() == VerdictColumn && h.verdict == workflow::Verdict::Supported)
            return QBrush(QColor(0x20, 0x90, 0x30));
        if (h.verdict == workflow::Verdict::Refuted)
            return QBrush(Qt::gray);
        return {};
    case Qt::TextAlignmentRole:
        if (index.column() == RankColumn || index.column() == PriorColumn ||
            index.column() == LikelihoodColumn)
            return int(Qt::AlignRight | Qt::AlignVCenter);
        return {};
    default:
        return {};
    }
}

QVariant HypothesisTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case RankColumn:
        return tr("Rank");
    case TitleColumn:
        return tr("Hypothesis");
    case PriorColumn:
        return tr("Prior");
    case LikelihoodColumn:
        return tr("Likelihood");
    case VerdictColumn:
        return tr("Verdict");
    default:
        return {};
    }
}

} // namespace scansleuth::widgets
