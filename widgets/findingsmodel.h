// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/finding.h"

#include <QAbstractTableModel>

namespace scansleuth::widgets {

// A read-only table over a list of findings: severity, code, message, fix, in the user's language
// (widgets/findingtext.h: core's templates filled with the finding's values).
class FindingsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        SeverityColumn,
        CodeColumn,
        MessageColumn,
        FixColumn,
        ColumnCount
    };

    explicit FindingsModel(QObject* parent = nullptr);

    void setFindings(Findings findings);
    const Findings& findings() const { return m_findings; }

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    Findings m_findings;
};

} // namespace scansleuth::widgets
