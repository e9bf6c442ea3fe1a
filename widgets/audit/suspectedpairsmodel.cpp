// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "suspectedpairsmodel.h"

#include "widgets/findingtext.h"

#include <QLocale>

#include <algorithm>
#include <numeric>

namespace scansleuth::widgets {

SuspectedPairsModel::SuspectedPairsModel(QObject* parent) : QAbstractTableModel(parent) {}

int SuspectedPairsModel::strengthRank(const std::string& kind)
{
    static const char* const identity[] = {"patient",   "fuzzy-identity", "study",
                                           "series",    "instance",       "frame-of-reference",
                                           "accession", "csv-patient",    "same-volume-parts"};
    if (std::find(std::begin(identity), std::end(identity), kind) != std::end(identity))
        return 0;
    if (kind == "duplicate")
        return 1;
    if (kind == "same-acquisition" || kind == "near-duplicate" || kind == "embedding")
        return 2;
    return 3;
}

QString SuspectedPairsModel::kindText(const std::string& kind)
{
    if (kind == "patient")
        return tr("Same patient ID");
    if (kind == "fuzzy-identity")
        return tr("Same patient (name, birth date, sex)");
    if (kind == "study")
        return tr("Same study");
    if (kind == "series")
        return tr("Same series");
    if (kind == "instance")
        return tr("Same DICOM instance");
    if (kind == "frame-of-reference")
        return tr("Same frame of reference");
    if (kind == "accession")
        return tr("Same accession number");
    if (kind == "csv-patient")
        return tr("Same patient (CSV)");
    if (kind == "duplicate")
        return tr("Identical voxels");
    if (kind == "near-duplicate")
        return tr("Near-duplicate");
    if (kind == "embedding")
        return tr("Similar embedding");
    if (kind == "same-volume-parts")
        return tr("Parts of one volume");
    if (kind == "same-acquisition")
        return tr("One acquisition (same grid)");
    return QString::fromStdString(kind);
}

QString SuspectedPairsModel::similarityText(const audit::SuspectedPair& pair)
{
    if (strengthRank(pair.kind) != 2)
        return QStringLiteral("—");
    return QLocale().toString(pair.similarity, 'f', 3);
}

QString SuspectedPairsModel::caseText(const audit::VolumeRecord& record)
{
    const QString name = QString::fromStdString(record.caseId.empty() ? record.path : record.caseId);
    return record.label.empty() ? name : tr("%1 (%2)").arg(name, QString::fromStdString(record.label));
}

void SuspectedPairsModel::setResult(std::shared_ptr<const audit::AuditResult> result)
{
    beginResetModel();
    m_result = std::move(result);
    m_order.clear();
    if (m_result) {
        m_order.resize(m_result->pairs.size());
        std::iota(m_order.begin(), m_order.end(), std::size_t(0));
        const auto& pairs = m_result->pairs;
        std::stable_sort(m_order.begin(), m_order.end(), [&pairs](std::size_t x, std::size_t y) {
            const int rx = strengthRank(pairs[x].kind), ry = strengthRank(pairs[y].kind);
            if (rx != ry)
                return rx < ry;
            return rx == 2 && pairs[x].similarity > pairs[y].similarity;
        });
    }
    endResetModel();
}

int SuspectedPairsModel::rowOfPair(std::size_t pairIndex) const
{
    const auto it = std::find(m_order.begin(), m_order.end(), pairIndex);
    return it == m_order.end() ? -1 : static_cast<int>(it - m_order.begin());
}

const audit::VolumeRecord* SuspectedPairsModel::record(std::size_t index) const
{
    return m_result && index < m_result->records.size() ? &m_result->records[index] : nullptr;
}

int SuspectedPairsModel::rowCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : static_cast<int>(m_order.size());
}

int SuspectedPairsModel::columnCount(const QModelIndex& parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant SuspectedPairsModel::data(const QModelIndex& index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid) || !m_result)
        return {};
    const std::size_t p = pairIndex(index.row());
    const audit::SuspectedPair& pair = m_result->pairs[p];
    if (role == PairIndexRole)
        return static_cast<qulonglong>(p);
    const audit::VolumeRecord* a = record(pair.a);
    const audit::VolumeRecord* b = record(pair.b);
    QStringList evidence;
    for (const std::string& line : pair.evidence) // core's English, in the user's language
        evidence << checkLineText(line);
    if (role == Qt::DisplayRole) {
        switch (index.column()) {
        case KindColumn:
            return kindText(pair.kind);
        case SimilarityColumn:
            return similarityText(pair);
        case SplitAColumn:
            return a ? QString::fromStdString(a->split) : QString();
        case CaseAColumn:
            return a ? caseText(*a) : tr("(missing record)");
        case SplitBColumn:
            return b ? QString::fromStdString(b->split) : QString();
        case CaseBColumn:
            return b ? caseText(*b) : tr("(missing record)");
        case EvidenceColumn:
            return evidence.join(QStringLiteral("; "));
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (index.column()) {
        case CaseAColumn:
            return a ? QString::fromStdString(a->path) : QVariant();
        case CaseBColumn:
            return b ? QString::fromStdString(b->path) : QVariant();
        case EvidenceColumn:
            return evidence.join(QLatin1Char('\n'));
        case KindColumn:
            return QString::fromStdString(pair.code);
        }
    }
    if (role == Qt::TextAlignmentRole && index.column() == SimilarityColumn)
        return QVariant(Qt::AlignRight | Qt::AlignVCenter);
    return {};
}

QVariant SuspectedPairsModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return {};
    switch (section) {
    case KindColumn:
        return tr("Kind");
    case SimilarityColumn:
        return tr("Similarity");
    case SplitAColumn:
        return tr("Split A");
    case CaseAColumn:
        return tr("Case A");
    case SplitBColumn:
        return tr("Split B");
    case CaseBColumn:
        return tr("Case B");
    case EvidenceColumn:
        return tr("Evidence");
    }
    return {};
}

} // namespace scansleuth::widgets
