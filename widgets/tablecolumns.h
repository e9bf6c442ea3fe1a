// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <QHeaderView>
#include <QTableView>

#include <initializer_list>

namespace scansleuth::widgets {

// Column widths for tables of short values beside sentences: every column is as wide as its header
// and values need (ranks, severities, numbers and codes are never cut), the `stretch` columns share
// the rest and wrap their text, and rows grow to the wrapped text. The models give the full text as
// tooltip. Survives model resets (the modes belong to the header, not to the model's sections).
inline void fitTextColumns(QTableView* table, std::initializer_list<int> stretch)
{
    QHeaderView* header = table->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::ResizeToContents);
    header->setStretchLastSection(false);
    for (int column : stretch)
        header->setSectionResizeMode(column, QHeaderView::Stretch);
    table->setWordWrap(true);
    table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
}

} // namespace scansleuth::widgets
