// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <QAbstractListModel>

#include <vector>

namespace scansleuth::workflow {
class KnowledgeBase;
struct SymptomSpec;
} // namespace scansleuth::workflow

namespace scansleuth::widgets {

// The knowledge base's symptoms as a searchable list. With no search text every symptom is listed in
// knowledge-base order; with text, the symptoms KnowledgeBase::matchSymptoms ranks (best first), then
// those whose title or id contains the text (case-insensitive) and were not matched, and last the pinned
// symptom (an open investigation's) if nothing else listed it. Knowledge-base text is shown in the user's
// language (knowledgetext.h). The knowledge base must outlive the model (or be replaced with
// setKnowledgeBase).
class SymptomListModel : public QAbstractListModel
{
    Q_OBJECT

public:
    enum Role
    {
        SymptomIdRole = Qt::UserRole + 1, // QString: the symptom's id
        CategoryRole,                     // QString: the category id
    };

    explicit SymptomListModel(QObject* parent = nullptr);

    void setKnowledgeBase(const workflow::KnowledgeBase* kb);
    void setSearchText(const QString& text);
    QString searchText() const { return m_search; }
    // A symptom listed whatever the search text (empty: none).
    void setPinnedSymptom(const QString& symptomId);

    // Row of a symptom id among the listed ones; -1 when not listed.
    int rowOf(const QString& symptomId) const;
    QString symptomId(int row) const;

    int rowCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;

private:
    void rebuild();

    const workflow::KnowledgeBase* m_kb = nullptr;
    QString m_search;
    QString m_pinned;
    std::vector<const workflow::SymptomSpec*> m_rows;
};

} // namespace scansleuth::widgets
