// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <QWidget>

#include <array>
#include <string>

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
    // The selected hypothesis's reason as stored (core writes it in English) and as shown (in the user's
    // language): applying the verdict with the reason untouched keeps the stored one.
    std::string m_storedReason;
    QString m_shownReason;
    QPushButton* m_apply = nullptr;
    std::array<QCheckBox*, 5> m_gates{};
    QPlainTextEdit* m_notes = nullptr;
    QPlainTextEdit* m_conclusion = nullptr;
    bool m_updating = false;
};

} // namespace scansleuth::widgets
