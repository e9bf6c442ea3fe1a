// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "io/imageloader.h"

#include <QWidget>

class QLabel;
class QLineEdit;
class QSortFilterProxyModel;
class QStandardItemModel;
class QTreeWidget;
class QTableView;

namespace scansleuth::widgets {

// The DICOM side of a loaded folder: a patient / study / series tree (with each series' size and
// number of findings) and a searchable tag table of one file, normally the slice under the cursor.
class DicomBrowser : public QWidget
{
    Q_OBJECT

public:
    explicit DicomBrowser(QWidget* parent = nullptr);

    // Lists the DICOM series of `loaded` (other images are left out).
    void showSeries(const io::LoadedPath& loaded);
    // Fills the tag table from `file`; an unreadable file shows its error in the table's place.
    void showTagsOf(const QString& file);
    void setFilter(const QString& text);

    QTreeWidget* tree() const { return m_tree; }
    QSortFilterProxyModel* tagModel() const { return m_filter; }
    QString currentFile() const { return m_file; }

Q_SIGNALS:
    // The user picked a series in the tree: its index in the LoadedPath given to showSeries().
    void seriesActivated(int imageIndex);

private:
    QTreeWidget* m_tree = nullptr;
    QLineEdit* m_search = nullptr;
    QLabel* m_fileLabel = nullptr;
    QStandardItemModel* m_tags = nullptr;
    QSortFilterProxyModel* m_filter = nullptr;
    QTableView* m_table = nullptr;
    QString m_file;
    std::vector<std::string> m_firstFiles;
};

} // namespace scansleuth::widgets
