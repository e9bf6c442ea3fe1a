// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "casetablemodel.h"

#include "widgets/findingtext.h"

#include <QBrush>
#include <QColor>
#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace scansleuth::widgets {

namespace {
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// How bad a value is (larger: worse) for worst-first sorting.
double badness(double value, compare::Metric metric, CaseTableModel::ColumnKind kind)
{
    if (kind == CaseTableModel::ColumnKind::Difference || metric == compare::Metric::VolumeDifference)
        return std::abs(value);
    return compare::higherIsBetter(metric) ? -value : value;
}

bool isDistance(compare::Metric m)
{
    return m == compare::Metric::Hausdorff || m == compare::Metric::HD95 || m == compare::Metric::ASSD;
}

const compare::PairMetrics* pairOf(const compare::CaseComparison& c, const CaseTableModel::Column& column)
{
    switch (column.kind) {
    case CaseTableModel::ColumnKind::VsTruth:
        return c.truthMetrics(column.a);
    case CaseTableModel::ColumnKind::Between:
        return c.betweenMetrics(column.b, column.a);
    default:
        return nullptr;
    }
}
} // namespace

CaseTableModel::CaseTableModel(QObject* parent) : QAbstractTableModel(parent) {}

void CaseTableModel::setComparison(std::shared_ptr<const compare::Comparison> comparison)
{
    beginResetModel();
    m_comparison = std::move(comparison);
    m_label = 0;
    if (m_comparison && !m_comparison->options.labels.empty())
        m_label = m_comparison->options.labels.front();
    m_metric = compare::Metric::Dice;
    rebuildColumns();
    m_sortColumn = defaultSortColumn();
    m_sortOrder = Qt::AscendingOrder;
    m_order.resize(m_comparison ? m_comparison->cases.size() : 0);
    std::iota(m_order.begin(), m_order.end(), std::size_t{0});
    applySort();
    endResetModel();
}

int CaseTableModel::defaultSortColumn() const
{
    for (ColumnKind kind : {ColumnKind::Difference, ColumnKind::Between})
        for (std::size_t c = 0; c < m_columns.size(); ++c)
            if (m_columns[c].kind == kind)
                return static_cast<int>(c);
    return firstMetricColumn();
}

void CaseTableModel::rebuildColumns()
{
    m_columns.clear();
    if (!m_comparison)
        return;
    const std::size_t runs = m_comparison->table.runNames.size();
    m_columns.push_back({ColumnKind::Case});
    if (m_comparison->hasTruth()) {
        for (std::size_t r = 0; r < runs; ++r)
            m_columns.push_back({ColumnKind::VsTruth, r});
        for (std::size_t r = 1; r < runs; ++r)
            m_columns.push_back({ColumnKind::Difference, r, 0});
    } else {
        for (std::size_t a = 0; a < runs; ++a)
            for (std::size_t b = a + 1; b < runs; ++b)
                m_columns.push_back({ColumnKind::Between, b, a});
    }
    m_columns.push_back({ColumnKind::Status});
}

void CaseTableModel::setLabel(std::int64_t label)
{
    if (label == m_label)
        return;
    beginResetModel();
    m_label = label;
    applySort();
    endResetModel();
}

void CaseTableModel::setMetric(compare::Metric metric)
{
    if (metric == m_metric)
        return;
    beginResetModel();
    m_metric = metric;
    applySort();
    endResetModel();
}

double CaseTableModel::caseValue(std::size_t caseIndex, const Column& column) const
{
    if (!m_comparison || caseIndex >= m_comparison->cases.size())
        return kNaN;
    const compare::CaseComparison& c = m_comparison->cases[caseIndex];
    if (column.kind == ColumnKind::Difference)
        return caseValue(caseIndex, {ColumnKind::VsTruth, column.a}) -
               caseValue(caseIndex, {ColumnKind::VsTruth, column.b});
    const compare::PairMetrics* pair = pairOf(c, column);
    if (!pair || !pair->computed)
        return kNaN;
    const compare::LabelMetrics* label = pair->label(m_label);
    if (!label)
        return kNaN;
    if (m_metric == compare::Metric::LesionF1 && column.kind != ColumnKind::VsTruth)
        return kNaN; // lesion detection is measured against the truth only
    return compare::metricValue(*label, m_metric, pair->lesionsOf(m_label));
}

double CaseTableModel::value(int row, int column) const
{
    if (row < 0 || row >= rowCount() || column < 0 || column >= columnCount())
        return kNaN;
    return caseValue(caseIndex(row), m_columns[static_cast<std::size_t>(column)]);
}

int CaseTableModel::rowOfCase(std::size_t caseIndex) const
{
    const auto it = std::find(m_order.begin(), m_order.end(), caseIndex);
    return it == m_order.end() ? -1 : static_cast<int>(it - m_order.begin());
}

std::vector<double> CaseTableModel::reliableValues(const Column& column) const
{
    std::vector<double> out;
    if (!m_comparison)
        return out;
    for (std::size_t i = 0; i < m_comparison->cases.size(); ++i) {
        const double v = caseValue(i, column);
        if (m_comparison->cases[i].reliable && std::isfinite(v))
            out.push_back(v);
    }
    return out;
}

void CaseTableModel::sort(int column, Qt::SortOrder order)
{
    if (column < 0 || column >= columnCount())
        return;
    Q_EMIT layoutAboutToBeChanged({}, QAbstractItemModel::VerticalSortHint);
    const QModelIndexList before = persistentIndexList();
    std::vector<std::size_t> casesBefore;
    for (const QModelIndex& index : before)
        casesBefore.push_back(caseIndex(index.row()));
    m_sortColumn = column;
    m_sortOrder = order;
    applySort();
    QModelIndexList after;
    for (std::size_t n = 0; n < casesBefore.size(); ++n)
        after.push_back(index(rowOfCase(casesBefore[n]), before[static_cast<int>(n)].column()));
    changePersistentIndexList(before, after);
    Q_EMIT layoutChanged({}, QAbstractItemModel::VerticalSortHint);
}

void CaseTableModel::applySort()
{
    std::sort(m_order.begin(), m_order.end()); // the table's natural case order breaks ties
    if (!m_comparison || m_sortColumn < 0 || m_sortColumn >= columnCount())
        return;
    const Column column = m_columns[static_cast<std::size_t>(m_sortColumn)];
    const bool ascending = m_sortOrder == Qt::AscendingOrder;
    if (column.kind == ColumnKind::Case) {
        if (!ascending)
            std::reverse(m_order.begin(), m_order.end());
        return;
    }
    if (column.kind == ColumnKind::Status) {
        std::stable_sort(m_order.begin(), m_order.end(), [&](std::size_t x, std::size_t y) {
            const bool rx = m_comparison->cases[x].reliable, ry = m_comparison->cases[y].reliable;
            return ascending ? (!rx && ry) : (rx && !ry);
        });
        return;
    }
    std::vector<double> bad(m_comparison->cases.size());
    for (std::size_t i = 0; i < bad.size(); ++i)
        bad[i] = badness(caseValue(i, column), m_metric, column.kind);
    std::stable_sort(m_order.begin(), m_order.end(), [&](std::size_t x, std::size_t y) {
        const bool fx = std::isfinite(bad[x]), fy = std::isfinite(bad[y]);
        if (fx != fy)
            return fx; // NaN and infinity last, whatever the order
        if (!fx)
            return false;
        return ascending ? bad[x] > bad[y] : bad[x] < bad[y];
    });
}

QString CaseTableModel::formatValue(double value, compare::Metric metric)
{
    if (!std::isfinite(value))
        return QStringLiteral("—");
    const bool physical = isDistance(metric) || metric == compare::Metric::VolumeDifference ||
                          metric == compare::Metric::AbsVolumeDifference;
    return QLocale().toString(value, 'f', physical ? 2 : 3);
}

QString CaseTableModel::statusText(const compare::CaseComparison& c)
{
    QStringList missing, unread, geometry;
    for (const compare::CaseInput& input : c.inputs) {
        const QString name = QString::fromStdString(input.input);
        if (input.paths.empty())
            missing << name;
        else if (!input.error.empty())
            unread << name;
    }
    for (const compare::GeometryCheck& g : c.geometry) {
        if (!g.sameGrid || !g.cause.empty())
            geometry << (g.cause.empty() ? tr("%1 on another grid").arg(QString::fromStdString(g.input))
                                         : QStringLiteral("%1: %2").arg(QString::fromStdString(g.input),
                                                                        checkLineText(g.cause)));
    }
    QStringList parts;
    if (!missing.isEmpty())
        parts << tr("missing in %1").arg(missing.join(QStringLiteral(", ")));
    if (!unread.isEmpty())
        parts << tr("could not read %1").arg(unread.join(QStringLiteral(", ")));
    if (!geometry.isEmpty())
        parts << tr("geometry: %1").arg(geometry.join(QStringLiteral("; ")));
    if (parts.isEmpty())
        return c.reliable ? tr("OK") : tr("unreliable");
    return parts.join(QStringLiteral("; "));
}

QString CaseTableModel::findingsText(const compare::CaseComparison& c)
{
    QStringList lines;
    for (const Finding& f : c.findings)
        lines << QStringLiteral("%1: %2").arg(QString::fromStdString(f.code), findingMessage(f));
    for (const compare::GeometryCheck& g : c.geometry)
        for (const Finding& f : g.findings)
            lines << QStringLiteral("%1 (%2): %3")
                         .arg(QString::fromStdString(f.code), QString::fromStdString(g.input),
                              findingMessage(f));
    for (const compare::CaseInput& input : c.inputs)
        if (!input.error.empty())
            lines << QStringLiteral("%1: %2").arg(QString::fromStdString(input.input),
                                                  errorText(input.error));
    return lines.join(QLatin1Char('\n'));
}

int CaseTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_order.size());
}

int CaseTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_columns.size());
}

QVariant CaseTableModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= columnCount())
        return {};
    const std::size_t ci = caseIndex(index.row());
    const compare::CaseComparison& c = m_comparison->cases[ci];
    const Column& column = m_columns[static_cast<std::size_t>(index.column())];
    const bool metricColumn = column.kind != ColumnKind::Case && column.kind != ColumnKind::Status;
    switch (role) {
    case Qt::DisplayRole:
        if (column.kind == ColumnKind::Case)
            return QString::fromStdString(c.key);
        if (column.kind == ColumnKind::Status)
            return statusText(c);
        return formatValue(caseValue(ci, column), m_metric);
    case ValueRole:
        return metricColumn ? caseValue(ci, column) : QVariant();
    case CaseIndexRole:
        return static_cast<qulonglong>(ci);
    case Qt::TextAlignmentRole:
        return metricColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case Qt::ForegroundRole:
        if (!c.reliable)
            return QBrush(QColor(170, 60, 0));
        return {};
    case Qt::ToolTipRole: {
        QString tip = statusText(c);
        const QString findings = findingsText(c);
        if (!findings.isEmpty())
            tip += QLatin1Char('\n') + findings;
        if (metricColumn && std::isinf(caseValue(ci, column)))
            tip += QLatin1Char('\n') + tr("Infinite: the label is empty on one side.");
        return tip;
    }
    default:
        return {};
    }
}

QString CaseTableModel::columnTitle(const Column& column) const
{
    const auto& runs = m_comparison->table.runNames;
    const QString metric = QCoreApplication::translate("Metric", compare::metricTitle(m_metric));
    switch (column.kind) {
    case ColumnKind::Case:
        return tr("Case");
    case ColumnKind::VsTruth:
        return QStringLiteral("%1 %2").arg(QString::fromStdString(runs[column.a]), metric);
    case ColumnKind::Difference:
        return tr("Δ %1 − %2")
            .arg(QString::fromStdString(runs[column.a]), QString::fromStdString(runs[column.b]));
    case ColumnKind::Between:
        return tr("%1 vs %2 %3")
            .arg(QString::fromStdString(runs[column.b]), QString::fromStdString(runs[column.a]), metric);
    case ColumnKind::Status:
        return tr("Status");
    }
    return {};
}

QVariant CaseTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return QAbstractTableModel::headerData(section, orientation, role);
    const Column& column = m_columns[static_cast<std::size_t>(section)];
    if (role == Qt::DisplayRole)
        return columnTitle(column);
    if (role == Qt::ToolTipRole && column.kind == ColumnKind::VsTruth)
        return tr("%1 of run %2 against the truth; sorting ascending puts the worst cases first.")
            .arg(QCoreApplication::translate("Metric", compare::metricTitle(m_metric)),
                 QString::fromStdString(m_comparison->table.runNames[column.a]));
    if (role == Qt::ToolTipRole && column.kind == ColumnKind::Difference)
        return tr(
            "The run's value minus the first run's; sorting ascending puts the largest differences first.");
    return {};
}

} // namespace scansleuth::widgets
