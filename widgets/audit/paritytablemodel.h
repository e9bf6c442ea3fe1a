// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "checks/audit/output/paritytable.h"
#include "checks/audit/parity/parity.h"
#include "checks/audit/reduce/reduce.h"

#include <QAbstractTableModel>

#include <vector>

namespace scansleuth::widgets {

// The preprocessing-parity comparisons of an audit (AuditResult::parity) as the one parity table
// (checks/audit/output/paritytable.h) orders and fills it: one row a feature and split pair, flagged rows
// first, drawn with an orange background and bold text. Columns: the table's, but for "Flagged" (the colour
// says it). The model translates the feature names and headings and writes the table's statistics, at its
// digits, in the user's locale.
class ParityTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        FeatureColumn = int(audit::ParityColumn::Feature),
        SplitsColumn = int(audit::ParityColumn::Splits),
        CountsColumn = int(audit::ParityColumn::Volumes),
        MedianAColumn = int(audit::ParityColumn::MedianA),
        MedianBColumn = int(audit::ParityColumn::MedianB),
        KsColumn = int(audit::ParityColumn::Ks),
        PValueColumn = int(audit::ParityColumn::KsPValue),
        WassersteinColumn = int(audit::ParityColumn::Wasserstein),
        EffectSizeColumn = int(audit::ParityColumn::EffectSize),
        ColumnCount // the table's Flagged column is the rows' colour
    };
    enum Role
    {
        FlaggedRole = Qt::UserRole + 1, // bool
        ComparisonIndexRole,            // index into the comparisons given
    };

    explicit ParityTableModel(QObject* parent = nullptr);

    void setComparisons(std::vector<audit::FeatureComparison> comparisons);
    const std::vector<audit::FeatureComparison>& comparisons() const { return m_comparisons; }
    std::size_t comparisonIndex(int row) const { return m_rows[static_cast<std::size_t>(row)].comparison; }
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
    std::vector<audit::ParityRow> m_rows;
};

} // namespace scansleuth::widgets
