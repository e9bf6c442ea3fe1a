// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "compare/runs/runcomparison.h"

#include <QAbstractTableModel>

#include <memory>
#include <vector>

namespace scansleuth::widgets {

// The cases of a run comparison, one row each (unmatched and unreliable cases included), for one label
// and one metric. Columns: the case; with truth, each run's metric against the truth and, per run after
// the first, the difference run - first run; without truth, each run pair's metric between the runs;
// last, the status (reliable, or what is missing or wrong). Values that are NaN or infinite show as "—"
// and sort last in either order. Sorting a metric column in ascending order puts the worst cases first
// (lowest Dice, highest HD95; largest |difference| for the difference and volume-difference columns).
class CaseTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum class ColumnKind
    {
        Case,
        VsTruth,    // run `a` against the truth
        Difference, // run `a` against the truth minus run `b` (the first run) against it
        Between,    // run `a` against run `b`
        Status,
    };
    struct Column
    {
        ColumnKind kind = ColumnKind::Case;
        std::size_t a = 0, b = 0;
    };
    enum Role
    {
        ValueRole = Qt::UserRole + 1, // the metric as a double (NaN where none)
        CaseIndexRole,                // the row's index in Comparison::cases
    };

    explicit CaseTableModel(QObject* parent = nullptr);

    // Shows `comparison` for its first label and Dice, sorted worst-first by the first metric column.
    void setComparison(std::shared_ptr<const compare::Comparison> comparison);
    const compare::Comparison* comparison() const { return m_comparison.get(); }
    void setLabel(std::int64_t label);
    void setMetric(compare::Metric metric);
    std::int64_t label() const { return m_label; }
    compare::Metric metric() const { return m_metric; }

    const std::vector<Column>& columns() const { return m_columns; }
    int firstMetricColumn() const { return m_columns.size() > 2 ? 1 : -1; }
    // Where a new comparison starts: the cases where the first two runs differ most (the difference
    // column with truth, the between-runs column without), else the only run's worst cases.
    int defaultSortColumn() const;
    // The value shown at (row, column); NaN for the case and status columns and where nothing was measured.
    double value(int row, int column) const;
    double caseValue(std::size_t caseIndex, const Column& column) const;
    std::size_t caseIndex(int row) const { return m_order[static_cast<std::size_t>(row)]; }
    int rowOfCase(std::size_t caseIndex) const; // -1 when unknown
    // The finite values of a metric column over the reliable cases (for the summary strip and plots).
    std::vector<double> reliableValues(const Column& column) const;
    int sortColumn() const { return m_sortColumn; }
    Qt::SortOrder sortOrder() const { return m_sortOrder; }

    // "0.912", "12.40" (mm and ml); "—" for NaN and infinity. Follows the locale.
    static QString formatValue(double value, compare::Metric metric);
    // The status of a case: "OK", "missing in B", "could not read truth", "geometry: ...".
    static QString statusText(const compare::CaseComparison& c);
    // The case's findings, one per line, translated (tooltips and the case panel).
    static QString findingsText(const compare::CaseComparison& c);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;
    void sort(int column, Qt::SortOrder order = Qt::AscendingOrder) override;

private:
    void rebuildColumns();
    void applySort();
    QString columnTitle(const Column& column) const;

    std::shared_ptr<const compare::Comparison> m_comparison;
    std::vector<Column> m_columns;
    std::vector<std::size_t> m_order; // row -> case index
    std::int64_t m_label = 0;
    compare::Metric m_metric = compare::Metric::Dice;
    int m_sortColumn = -1;
    Qt::SortOrder m_sortOrder = Qt::AscendingOrder;
};

} // namespace scansleuth::widgets
