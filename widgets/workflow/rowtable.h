// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <QAbstractItemModel>
#include <QHeaderView>
#include <QTableView>

namespace scansleuth::widgets {

// The workflow pages' read-only lists: whole rows selected one at a time, no row numbers, the one
// text-heavy column stretched.
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
    table->horizontalHeader()->setSectionResizeMode(stretchColumn, QHeaderView::Stretch);
    return table;
}

} // namespace scansleuth::widgets
