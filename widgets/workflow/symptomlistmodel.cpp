// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "symptomlistmodel.h"
#include "knowledgetext.h"

#include "workflow/knowledgebase.h"

#include <algorithm>

namespace scansleuth::widgets {

SymptomListModel::SymptomListModel(QObject* parent) : QAbstractListModel(parent) {}

void SymptomListModel::setKnowledgeBase(const workflow::KnowledgeBase* kb)
{
    m_kb = kb;
    rebuild();
}

void SymptomListModel::setPinnedSymptom(const QString& symptomId)
{
    if (symptomId == m_pinned)
        return;
    m_pinned = symptomId;
    rebuild();
}

void SymptomListModel::setSearchText(const QString& text)
{
    if (text == m_search)
        return;
    m_search = text;
    rebuild();
}

void SymptomListModel::rebuild()
{
    beginResetModel();
    m_rows.clear();
    if (m_kb) {
        const QString text = m_search.trimmed();
        if (text.isEmpty()) {
            for (const workflow::SymptomSpec& s : m_kb->symptoms())
                m_rows.push_back(&s);
        } else {
            // Lower-cased here: the matcher lower-cases ASCII only, translated search words are lower case.
            m_rows = m_kb->matchSymptoms(text.toLower().toStdString());
            for (const workflow::SymptomSpec& s : m_kb->symptoms()) {
                const bool contains = knowledgeText(s.title).contains(text, Qt::CaseInsensitive) ||
                                      QString::fromStdString(s.id).contains(text, Qt::CaseInsensitive);
                if (contains && std::find(m_rows.begin(), m_rows.end(), &s) == m_rows.end())
                    m_rows.push_back(&s);
            }
            const workflow::SymptomSpec* pinned =
                m_pinned.isEmpty() ? nullptr : m_kb->symptom(m_pinned.toStdString());
            if (pinned && std::find(m_rows.begin(), m_rows.end(), pinned) == m_rows.end())
                m_rows.push_back(pinned);
        }
    }
    endResetModel();
}

int SymptomListModel::rowOf(const QString& symptomId) const
{
    for (std::size_t i = 0; i < m_rows.size(); ++i) {
        if (QString::fromStdString(m_rows[i]->id) == symptomId)
            return static_cast<int>(i);
    }
    return -1;
}

QString SymptomListModel::symptomId(int row) const
{
    if (row < 0 || row >= rowCount())
        return {};
    return QString::fromStdString(m_rows[static_cast<std::size_t>(row)]->id);
}

int SymptomListModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_rows.size());
}

QVariant SymptomListModel::data(const QModelIndex& index, int role) const
{
    if (!index.isValid() || index.column() != 0 || index.row() >= rowCount())
        return {};
    const workflow::SymptomSpec& s = *m_rows[static_cast<std::size_t>(index.row())];
    switch (role) {
    case Qt::DisplayRole:
        return knowledgeText(s.title);
    case Qt::ToolTipRole:
        return knowledgeText(s.description);
    case SymptomIdRole:
        return QString::fromStdString(s.id);
    case CategoryRole:
        return QString::fromLatin1(workflow::categoryId(s.category));
    default:
        return {};
    }
}

} // namespace scansleuth::widgets
