// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "checks/audit/audit.h"

#include <QAbstractTableModel>

#include <vector>

namespace scansleuth::widgets {

// The preprocessing-parity comparisons of an audit (AuditResult::parity), one row a feature and split
// pair, flagged rows first (then the audit's order), drawn with an orange background and bold text.
// Columns: feature (with its unit), the two splits, volumes of each, medians, KS D with its p-value,
// Wasserstein distance and Cohen's d.
class ParityTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        FeatureColumn,
        SplitsColumn,
        CountsColumn,
        MedianAColumn,
        MedianBColumn,
        KsColumn,
        PValueColumn,
        WassersteinColumn,
        EffectSizeColumn,
        ColumnCount
    };
    enum Role
    {
        FlaggedRole = Qt::UserRole + 1, // bool
        ComparisonIndexRole,            // index into the comparisons given
    };

    explicit ParityTableModel(QObject* parent = nullptr);

    void setComparisons(std::vector<audit::FeatureComparison> comparisons);
    const std::vector<audit::FeatureComparison>& comparisons() const { return m_comparisons; }
    std::size_t comparisonIndex(int row) const { return m_order[static_cast<std::size_t>(row)]; }
    int flaggedCount() const;

    // The background of a flagged row.
    static QColor flaggedColour();
    // "mean intensity", "spacing z (mm)": a readable name of a feature key, with the unit.
    static QString featureText(const std::string& feature, const std::string& unit = {});

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    std::vector<audit::FeatureComparison> m_comparisons;
    std::vector<std::size_t> m_order; // row -> comparison
};

} // namespace scansleuth::widgets
