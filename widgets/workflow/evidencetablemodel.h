// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <QAbstractTableModel>

#include <cstddef>
#include <string>
#include <vector>

namespace scansleuth::workflow {
class KnowledgeBase;
struct Investigation;
} // namespace scansleuth::workflow

namespace scansleuth::widgets {

// Every run's evidence as one flat list, in run order: per run a summary row (or the error of a failed
// run), then its findings, the candidates of a pair-geometry run (from evidence.data["candidates"]),
// its snapshots and the observations recorded for a manual experiment. Columns: run, kind, item (code,
// caption or field), before and after (a candidate's or candidate finding's score with the cause as
// stored and undone, as the check measured it: "Dice 0.412" with a reference, else "edge 1.35"; empty
// for other rows), detail (message, description or answer). Read-only; call refresh() after the
// investigation changed. Borrowed pointers, as in HypothesisTableModel.
class EvidenceTableModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        RunColumn,
        KindColumn,
        ItemColumn,
        BeforeColumn,
        AfterColumn,
        DetailColumn,
        ColumnCount
    };
    enum Role
    {
        RunIdRole = Qt::UserRole + 1, // QString
        KindRole,                     // int: Kind
    };
    enum class Kind
    {
        Summary,
        Failure,
        Finding,
        Candidate,
        Snapshot,
        Observation,
        Problem, // a picture the run could not write (Evidence::problems)
    };
    // One row: the run (index into Investigation::runs), what it shows, and the index of that thing
    // within the run (finding, candidate, snapshot or problem index; unused for summaries and failures).
    struct Entry
    {
        std::size_t run = 0;
        Kind kind = Kind::Summary;
        std::size_t index = 0;
        std::string key; // the observation's field id
    };

    explicit EvidenceTableModel(QObject* parent = nullptr);

    void setDocument(const workflow::Investigation* investigation, const workflow::KnowledgeBase* kb);
    void refresh();

    const Entry* entry(int row) const; // nullptr when out of range
    // First row showing the given kind for the run with this id; -1 when none.
    int rowOf(const QString& runId, Kind kind) const;

    static QString kindText(Kind kind);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    void collect();
    QString item(const Entry& e) const;
    QString detail(const Entry& e) const;
    QString score(const Entry& e, bool after) const;

    const workflow::Investigation* m_investigation = nullptr;
    const workflow::KnowledgeBase* m_kb = nullptr;
    std::vector<Entry> m_entries;
};

} // namespace scansleuth::widgets
