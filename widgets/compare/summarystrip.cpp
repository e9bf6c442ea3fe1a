// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "summarystrip.h"

#include "casetablemodel.h"
#include "compare/stats/pairedstats.h"

#include <QCoreApplication>
#include <QHeaderView>
#include <QLocale>

namespace scansleuth::widgets {

SummaryStrip::SummaryStrip(CaseTableModel* model, QWidget* parent) : QTableWidget(parent), m_model(model)
{
    setObjectName(QStringLiteral("summaryStrip"));
    horizontalHeader()->hide();
    verticalHeader()->hide();
    setEditTriggers(NoEditTriggers);
    setSelectionMode(NoSelection);
    setFocusPolicy(Qt::NoFocus);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Fixed);
}

QSize SummaryStrip::sizeHint() const
{
    const int rows = 6;
    return {QTableWidget::sizeHint().width(),
            rows * verticalHeader()->defaultSectionSize() + 2 * frameWidth()};
}

void SummaryStrip::followColumns(QHeaderView* header)
{
    connect(header, &QHeaderView::sectionResized, this,
            [this](int section, int, int size) { setColumnWidth(section, size); });
    for (int c = 0; c < header->count(); ++c)
        setColumnWidth(c, header->sectionSize(c));
}

namespace {

// The core summaries of one column: over all cases (failures at the worst value), and comparable.
struct ColumnSummary
{
    double mean = compare::kNaN, median = compare::kNaN, iqr = compare::kNaN;
    std::int64_t n = 0;
    double comparableMean = compare::kNaN;
    std::int64_t comparableN = 0;
    bool found = false;
};

ColumnSummary fromSummaries(const compare::Summary& all, const compare::Summary& comparable)
{
    return {all.mean, all.median, all.iqr, all.n, comparable.mean, comparable.n, true};
}

ColumnSummary columnSummary(const compare::Comparison& c, const CaseTableModel::Column& column,
                            std::int64_t label, compare::Metric metric)
{
    const auto& runs = c.table.runNames;
    switch (column.kind) {
    case CaseTableModel::ColumnKind::VsTruth:
        if (const compare::RunSummary* s = c.runSummary(runs[column.a], label, metric))
            return fromSummaries(s->summary, s->comparable);
        break;
    case CaseTableModel::ColumnKind::Between:
        if (const compare::AgreementSummary* s =
                c.agreementSummary(runs[column.a], runs[column.b], label, metric))
            return fromSummaries(s->summary, s->comparable);
        break;
    case CaseTableModel::ColumnKind::Difference:
        // The paired difference (run a - first run): its mean and median; no IQR is kept.
        if (const compare::PairSummary* s = c.pairSummary(runs[column.b], runs[column.a], label, metric))
            return {s->comparison.meanDifference,
                    s->comparison.medianDifference,
                    compare::kNaN,
                    s->comparison.pairs,
                    s->comparable.meanDifference,
                    s->comparable.pairs,
                    true};
        break;
    case CaseTableModel::ColumnKind::Case:
    case CaseTableModel::ColumnKind::Status:
        break;
    }
    return {};
}

QTableWidgetItem* numberItem(const QString& text)
{
    auto* item = new QTableWidgetItem(text);
    item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    return item;
}

// "B failed 2 of 20: 1 mirrored, 1 missing" (core's RunFailures::words) in the GUI's language.
QString failureWords(const compare::RunFailures& f)
{
    QStringList reasons;
    for (const compare::FailureCount& r : f.reasons)
        reasons << SummaryStrip::tr("%1 %2").arg(r.cases).arg(
            QCoreApplication::translate("FailureReason", r.reason.c_str()));
    const QString failed =
        SummaryStrip::tr("%1 failed %2 of %3").arg(QString::fromStdString(f.run)).arg(f.failed).arg(f.cases);
    return reasons.isEmpty() ? failed
                             : SummaryStrip::tr("%1: %2").arg(failed, reasons.join(SummaryStrip::tr(", ")));
}

} // namespace

void SummaryStrip::refresh()
{
    const QStringList titles = {tr("Mean"),  tr("Median"),          tr("IQR"),
                                tr("Cases"), tr("Comparable mean"), tr("Comparable cases")};
    clear();
    setRowCount(static_cast<int>(titles.size()));
    setColumnCount(m_model->columnCount());
    setFixedHeight(sizeHint().height());
    const compare::Comparison* comparison = m_model->comparison();
    for (int c = 0; c < m_model->columnCount(); ++c) {
        const CaseTableModel::Column& column = m_model->columns()[static_cast<std::size_t>(c)];
        if (column.kind == CaseTableModel::ColumnKind::Case) {
            for (int r = 0; r < titles.size(); ++r) {
                auto* item = new QTableWidgetItem(titles[r]);
                QFont bold = item->font();
                bold.setBold(true);
                item->setFont(bold);
                setItem(r, c, item);
            }
            continue;
        }
        if (column.kind == CaseTableModel::ColumnKind::Status) {
            // Each run's failures (core's words), then how many cases are comparable.
            int row = 0;
            for (const compare::RunFailures& f : comparison->failures)
                if (f.failed > 0 && row < 4)
                    setItem(row++, c, new QTableWidgetItem(failureWords(f)));
            int comparable = 0;
            for (const auto& cc : comparison->cases)
                comparable += cc.reliable ? 1 : 0;
            setItem(5, c,
                    new QTableWidgetItem(
                        tr("%1 of %2 comparable").arg(comparable).arg(comparison->cases.size())));
            continue;
        }
        const ColumnSummary s = columnSummary(*comparison, column, m_model->label(), m_model->metric());
        if (!s.found)
            continue;
        const double shown[] = {s.mean, s.median, s.iqr};
        for (int r = 0; r < 3; ++r)
            setItem(r, c, numberItem(CaseTableModel::formatValue(shown[r], m_model->metric())));
        QTableWidgetItem* count = numberItem(QLocale().toString(static_cast<qlonglong>(s.n)));
        count->setToolTip(
            tr("All cases with a usable truth; a run's failures count as the worst value (Dice 0, "
               "distances at the image diagonal)."));
        setItem(3, c, count);
        setItem(4, c, numberItem(CaseTableModel::formatValue(s.comparableMean, m_model->metric())));
        QTableWidgetItem* comparableCount =
            numberItem(QLocale().toString(static_cast<qlonglong>(s.comparableN)));
        comparableCount->setToolTip(tr("Cases where no run failed, with a finite value."));
        setItem(5, c, comparableCount);
    }
}

} // namespace scansleuth::widgets
