// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <QWidget>

#include <array>

class QCheckBox;
class QComboBox;
class QLineEdit;
class QPlainTextEdit;
class QPushButton;
class QTableView;

namespace scansleuth::widgets {

class HypothesisTableModel;
class WorkflowDocument;

// Step 5: the verdict of each hypothesis (supported, refuted, inconclusive or untested, with the reason;
// setting one re-ranks) and the five verification gates with notes, and the conclusion in words.
class VerdictsPage : public QWidget
{
    Q_OBJECT

public:
    explicit VerdictsPage(WorkflowDocument* document, QWidget* parent = nullptr);

    HypothesisTableModel* model() const { return m_model; }

private:
    void refresh();
    void showSelected();
    void applyVerdict();
    void gatesEdited();

    WorkflowDocument* m_document = nullptr;
    HypothesisTableModel* m_model = nullptr;
    QTableView* m_table = nullptr;
    QComboBox* m_verdict = nullptr;
    QLineEdit* m_reason = nullptr;
    QPushButton* m_apply = nullptr;
    std::array<QCheckBox*, 5> m_gates{};
    QPlainTextEdit* m_notes = nullptr;
    QPlainTextEdit* m_conclusion = nullptr;
    bool m_updating = false;
};

} // namespace scansleuth::widgets
