// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <QWidget>

class QLabel;
class QTableView;

namespace scansleuth::widgets {

class HypothesisTableModel;
class WorkflowDocument;

// Step 2: the symptom's category and its hypotheses, ranked (rank, hypothesis, prior, current
// likelihood, verdict). The table re-ranks whenever the investigation changes; the selected row is the
// hypothesis the experiments step works on (kept selected by id across re-ranking). Double-clicking a
// row asks to go to its experiment.
class HypothesesPage : public QWidget
{
    Q_OBJECT

public:
    explicit HypothesesPage(WorkflowDocument* document, QWidget* parent = nullptr);

    HypothesisTableModel* model() const { return m_model; }
    QTableView* table() const { return m_table; }

Q_SIGNALS:
    void experimentRequested(const QString& hypothesisId);

private:
    void refresh();
    void selectById(const QString& id);
    void showSelected();

    WorkflowDocument* m_document = nullptr;
    HypothesisTableModel* m_model = nullptr;
    QLabel* m_category = nullptr;
    QTableView* m_table = nullptr;
    QLabel* m_explanation = nullptr;
    QLabel* m_quickWins = nullptr;
};

} // namespace scansleuth::widgets
