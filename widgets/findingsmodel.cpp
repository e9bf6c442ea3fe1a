// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "findingsmodel.h"

#include "widgets/findingtext.h"

#include <QBrush>
#include <QString>

namespace scansleuth::widgets {

FindingsModel::FindingsModel(QObject* parent) : QAbstractTableModel(parent) {}

void FindingsModel::setFindings(Findings findings)
{
    beginResetModel();
    m_findings = std::move(findings);
    endResetModel();
}

int FindingsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_findings.size());
}

int FindingsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant FindingsModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const Finding& f = m_findings[static_cast<std::size_t>(index.row())];
    if (role == Qt::DisplayRole || role == Qt::ToolTipRole) {
        switch (index.column()) {
        case SeverityColumn:
            return severityText(f.severity);
        case CodeColumn:
            return QString::fromStdString(f.code);
        case MessageColumn:
            // The tooltip adds what was measured, in words and units (base/measurementtexts.h).
            return role == Qt::ToolTipRole ? withMeasurements(findingMessage(f), f) : findingMessage(f);
        case FixColumn:
            return findingFix(f);
        default:
            return {};
        }
    }
    if (role == Qt::ForegroundRole && index.column() == SeverityColumn) {
        switch (f.severity) {
        case Severity::Error:
            return QBrush(Qt::red);
        case Severity::Warning:
            return QBrush(QColor(0xd0, 0x80, 0x00));
        case Severity::Info:
            return {};
        }
    }
    return {};
}

QVariant FindingsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case SeverityColumn:
        return tr("Severity");
    case CodeColumn:
        return tr("Code");
    case MessageColumn:
        return tr("Finding");
    case FixColumn:
        return tr("Suggested fix");
    default:
        return {};
    }
}

} // namespace scansleuth::widgets
