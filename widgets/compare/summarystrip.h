// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <QTableWidget>

namespace scansleuth::widgets {

class CaseTableModel;

// The core summaries of each metric column of a CaseTableModel (compare::RunSummary, AgreementSummary,
// PairSummary; nothing recomputed): mean, median, IQR and count over all cases, a run's failures at the
// worst value, then the comparable cases' mean and count; under the status column each run's failures.
// In columns as wide as the case table's above it.
class SummaryStrip : public QTableWidget
{
    Q_OBJECT

public:
    SummaryStrip(CaseTableModel* model, QWidget* parent = nullptr);

    // Refills from the model (after a label, metric or comparison change).
    void refresh();
    // Keeps the columns as wide as `header`'s sections.
    void followColumns(class QHeaderView* header);

    QSize sizeHint() const override;

private:
    CaseTableModel* m_model = nullptr;
};

} // namespace scansleuth::widgets
