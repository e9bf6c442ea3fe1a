// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "paritytablemodel.h"

#include "base/featurewords.h"
#include "widgets/findingtext.h"

#include <QColor>
#include <QFont>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace scansleuth::widgets {

namespace {
// The table's statistic at the table's digits, in the user's locale.
QString number(const audit::FeatureComparison& c, int column)
{
    const double value = audit::parityValue(c, audit::ParityColumn(column));
    return std::isfinite(value) ? QLocale().toString(value, 'g', audit::kParityDigits) : QStringLiteral("—");
}
} // namespace

ParityTableModel::ParityTableModel(QObject* parent) : QAbstractTableModel(parent) {}

QColor ParityTableModel::flaggedColour()
{
    return QColor(255, 221, 178);
}

QString ParityTableModel::featureText(const std::string& feature, const std::string& unit)
{
    // The report's row label of the feature (base/featurewords.h: one table for every view of a feature),
    // in the report's translation context; a feature without a row keeps its key.
    const FeatureWords* words = featureWordsOf(feature);
    const QString text = words ? reportText(words->label) : QString::fromStdString(feature);
    return unit.empty() ? text : tr("%1 (%2)").arg(text, QString::fromStdString(unit));
}

void ParityTableModel::setComparisons(std::vector<audit::FeatureComparison> comparisons)
{
    beginResetModel();
    m_comparisons = std::move(comparisons);
    m_rows = audit::parityRows(m_comparisons);
    endResetModel();
}

int ParityTableModel::flaggedCount() const
{
    return static_cast<int>(std::count_if(m_comparisons.begin(), m_comparisons.end(),
                                          [](const audit::FeatureComparison& c) { return c.flagged; }));
}

int ParityTableModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

int ParityTableModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant ParityTableModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const std::size_t i = comparisonIndex(index.row());
    const audit::FeatureComparison& c = m_comparisons[i];
    switch (role) {
    case FlaggedRole:
        return c.flagged;
    case ComparisonIndexRole:
        return static_cast<qulonglong>(i);
    case Qt::BackgroundRole:
        return c.flagged ? QVariant(flaggedColour()) : QVariant();
    case Qt::ForegroundRole:
        // The flagged background is light in the dark theme too: its text stays dark.
        return c.flagged ? QVariant(QColor(Qt::black)) : QVariant();
    case Qt::FontRole:
        if (c.flagged) {
            QFont bold;
            bold.setBold(true);
            return bold;
        }
        return {};
    case Qt::TextAlignmentRole:
        return index.column() >= CountsColumn ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    case Qt::ToolTipRole:
        return c.flagged ? tr("Flagged: the splits differ in this feature (|d| or KS D at or above the "
                              "audit's thresholds).")
                         : QVariant();
    case Qt::DisplayRole:
        break;
    default:
        return {};
    }
    switch (index.column()) {
    case FeatureColumn:
        return featureText(c.feature, c.unit);
    case SplitsColumn:
    case CountsColumn: // names and whole numbers: as the table writes them
        return QString::fromStdString(
            m_rows[static_cast<std::size_t>(index.row())].cell(audit::ParityColumn(index.column())));
    default:
        return number(c, index.column());
    }
}

QVariant ParityTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    // audit::parityHeading's words, translated by column.
    switch (section) {
    case FeatureColumn:
        return tr("Feature");
    case SplitsColumn:
        return tr("Splits");
    case CountsColumn:
        return tr("Volumes");
    case MedianAColumn:
        return tr("Median A");
    case MedianBColumn:
        return tr("Median B");
    case KsColumn:
        return tr("KS D");
    case PValueColumn:
        return tr("KS p");
    case WassersteinColumn:
        return tr("Wasserstein");
    case EffectSizeColumn:
        return tr("Cohen's d");
    }
    return {};
}

} // namespace scansleuth::widgets
