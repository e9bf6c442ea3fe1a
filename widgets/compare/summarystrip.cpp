// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "summarystrip.h"

#include "casetablemodel.h"
#include "compare/stats/pairedstats.h"

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
    const int rows = 4;
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

void SummaryStrip::refresh()
{
    const QStringList titles = {tr("Mean"), tr("Median"), tr("IQR"), tr("Cases")};
    clear();
    setRowCount(static_cast<int>(titles.size()));
    setColumnCount(m_model->columnCount());
    setFixedHeight(sizeHint().height());
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
            int reliable = 0;
            const auto* comparison = m_model->comparison();
            for (const auto& cc : comparison->cases)
                reliable += cc.reliable ? 1 : 0;
            setItem(
                3, c,
                new QTableWidgetItem(tr("%1 of %2 reliable").arg(reliable).arg(comparison->cases.size())));
            continue;
        }
        const std::vector<double> values = m_model->reliableValues(column);
        const compare::Summary s = compare::summarize(values);
        const double shown[] = {s.mean, s.median, s.iqr};
        for (int r = 0; r < 3; ++r) {
            auto* item = new QTableWidgetItem(CaseTableModel::formatValue(shown[r], m_model->metric()));
            item->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
            setItem(r, c, item);
        }
        auto* count = new QTableWidgetItem(QLocale().toString(static_cast<qlonglong>(s.n)));
        count->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        count->setToolTip(tr("Reliable cases with a finite value; NaN and infinite values are left out."));
        setItem(3, c, count);
    }
}

} // namespace scansleuth::widgets
