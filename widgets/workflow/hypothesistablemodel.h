// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <QAbstractTableModel>

namespace scansleuth::workflow {
class KnowledgeBase;
struct Investigation;
enum class Verdict;
} // namespace scansleuth::workflow

namespace scansleuth::widgets {

// The investigation's hypotheses in their current rank (best first): rank, title, the knowledge base's
// prior, the current likelihood (posterior after rerank, in percent) and the verdict. Read-only; the
// owner calls refresh() after the investigation changed. Both pointers are borrowed and must outlive
// the model (either may be null: the model is then empty or shows ids instead of titles).
class HypothesisTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        RankColumn,
        TitleColumn,
        PriorColumn,
        LikelihoodColumn,
        VerdictColumn,
        ColumnCount
    };
    enum Role
    {
        HypothesisIdRole = Qt::UserRole + 1, // QString, every column
        ValueRole,                           // the raw number (rank, prior, posterior) or verdict id
    };

    explicit HypothesisTableModel(QObject* parent = nullptr);

    void setDocument(const workflow::Investigation* investigation, const workflow::KnowledgeBase* kb);
    void refresh();

    int rowOf(const QString& id) const; // -1 when absent
    QString hypothesisId(int row) const;

    // The verdict as the GUI shows it ("Supported", ...), translated.
    static QString verdictText(workflow::Verdict verdict);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    QVariant display(int row, int column) const;
    QVariant value(int row, int column) const;

    const workflow::Investigation* m_investigation = nullptr;
    const workflow::KnowledgeBase* m_kb = nullptr;
};

} // namespace scansleuth::widgets
