// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "checks/audit/reduce/reduce.h"

#include <QAbstractTableModel>

#include <memory>
#include <vector>

namespace scansleuth::widgets {

// The suspected leaks of an audit (AuditResult::pairs), one row a pair, strongest first: identity
// evidence (same patient, study, series, instance...), then identical voxels, then near-duplicates and
// embedding matches by falling similarity; pairs of equal strength keep the audit's order. Columns: the
// kind (translated), the similarity, split and case of A and of B, and the evidence lines joined.
class SuspectedPairsModel : public QAbstractTableModel
{
    Q_OBJECT

public:
    enum Column
    {
        KindColumn,
        SimilarityColumn,
        SplitAColumn,
        CaseAColumn,
        SplitBColumn,
        CaseBColumn,
        EvidenceColumn,
        ColumnCount
    };
    enum Role
    {
        PairIndexRole = Qt::UserRole + 1, // the row's index in AuditResult::pairs
    };

    explicit SuspectedPairsModel(QObject* parent = nullptr);

    void setResult(std::shared_ptr<const audit::AuditResult> result);
    const audit::AuditResult* result() const { return m_result.get(); }
    std::size_t pairIndex(int row) const { return m_order[static_cast<std::size_t>(row)]; }
    int rowOfPair(std::size_t pairIndex) const; // -1 when unknown

    // 0 identity, 1 identical voxels, 2 near-duplicate or embedding (then by similarity), 3 unknown kinds.
    static int strengthRank(const std::string& kind);
    // "Same patient ID", "Identical voxels", "Near-duplicate", ...; the kind itself when unknown.
    static QString kindText(const std::string& kind);
    // "0.991" for near-duplicates and embeddings; "—" for the others (their similarity is 1 by definition).
    static QString similarityText(const audit::SuspectedPair& pair);
    // A record as the user knows it: the case, with the series or array label when there is one.
    static QString caseText(const audit::VolumeRecord& record);

    int rowCount(const QModelIndex& parent = {}) const override;
    int columnCount(const QModelIndex& parent = {}) const override;
    QVariant data(const QModelIndex& index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

private:
    const audit::VolumeRecord* record(std::size_t index) const;

    std::shared_ptr<const audit::AuditResult> m_result;
    std::vector<std::size_t> m_order; // row -> pair index
};

} // namespace scansleuth::widgets
