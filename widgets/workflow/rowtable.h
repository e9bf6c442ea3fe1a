// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "widgets/tablecolumns.h"

#include <QAbstractItemModel>
#include <QHeaderView>
#include <QTableView>

namespace scansleuth::widgets {

// The workflow pages' read-only lists: whole rows selected one at a time, no row numbers, the one
// text-heavy column stretched and wrapped, the others as wide as their values (fitTextColumns).
inline QTableView* makeRowTable(QWidget* parent, const QString& objectName, QAbstractItemModel* model,
                                int stretchColumn)
{
    auto* table = new QTableView(parent);
    table->setObjectName(objectName);
    table->setModel(model);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->verticalHeader()->hide();
    fitTextColumns(table, {stretchColumn});
    // Never squeezed below the header and three rows.
    table->setMinimumHeight(table->horizontalHeader()->sizeHint().height() +
                            3 * (table->fontMetrics().height() + 8) + 2 * table->frameWidth());
    return table;
}

} // namespace scansleuth::widgets
