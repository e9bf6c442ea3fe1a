// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <QWidget>

class QLabel;
class QLineEdit;
class QListView;
class QPlainTextEdit;
class QPushButton;

namespace scansleuth::widgets {

class SymptomListModel;
class WorkflowDocument;

// Step 1, the three opening questions: the symptom (a searchable list of the knowledge base's
// symptoms; free text ranks them), what you were doing, what changed recently. "Start investigation"
// asks for a new investigation of the selected symptom; once one is open, the answers are edited in it.
class QuestionsPage : public QWidget
{
    Q_OBJECT

public:
    explicit QuestionsPage(WorkflowDocument* document, QWidget* parent = nullptr);

    SymptomListModel* symptomModel() const { return m_model; }
    QString selectedSymptom() const;

Q_SIGNALS:
    // The user asked for a new investigation of this symptom, with the answers typed so far.
    void startRequested(const QString& symptomId, const QString& symptomText, const QString& doing,
                        const QString& changed);

private:
    void showDocument();
    void searchChanged(const QString& text);
    void selectionChanged();
    void answersEdited();

    WorkflowDocument* m_document = nullptr;
    SymptomListModel* m_model = nullptr;
    QLineEdit* m_search = nullptr;
    QListView* m_list = nullptr;
    QLabel* m_description = nullptr;
    QPlainTextEdit* m_doing = nullptr;
    QPlainTextEdit* m_changed = nullptr;
    QPushButton* m_start = nullptr;
    bool m_updating = false;
};

} // namespace scansleuth::widgets
