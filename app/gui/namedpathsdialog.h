// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <QDialog>
#include <QString>
#include <QStringList>

#include <functional>
#include <vector>

class QLabel;
class QLayout;
class QPushButton;
class QTableWidget;

namespace scansleuth::app {

// What the input dialogs of the run comparison and the dataset audit share: a table of named paths (a
// name and a folder or file a row) with buttons under it that add rows and remove the selected one, a
// form of the other inputs, a line that says why OK is disabled, and OK/Cancel. OK is enabled while
// problem() is empty; validate() checks again (every edit of the table does).
class NamedPathsDialog : public QDialog
{
    Q_OBJECT

public:
    // Why OK is disabled; empty when it is enabled.
    virtual QString problem() const = 0;

protected:
    // A row as the user left it: trimmed, the path with '/' separators.
    struct Row
    {
        QString name;
        QString path;
    };

    // The table (`tableName` its object name, `headers` its two columns' titles).
    NamedPathsDialog(const QString& title, const QString& tableName, const QStringList& headers,
                     QWidget* parent);
    // The buttons under the table: `texts`, then Remove. Call once, right after the constructor (the
    // order of creation is the tab order).
    std::vector<QPushButton*> addTableButtons(const QStringList& texts);
    // Lays the dialog out: `intro` over the table, `form` under its buttons, the problem line, OK (saying
    // `okText`) and Cancel. Call once, after the form's widgets are made.
    void finish(const QString& intro, QLayout* form, const QString& okText);

    void addPathRow(const QString& name, const QString& path);
    std::vector<Row> rows() const;
    // The first problem of the rows, in row order: a row without a name or a path (`incomplete`, %1 the
    // row's number from 1), a name `badName` objects to (its sentence, empty when the name is fine), a
    // name given twice (`twice`, %1 the name). Empty when every row is complete and named once.
    QString rowsProblem(const QString& incomplete, const std::function<QString(const QString&)>& badName,
                        const QString& twice) const;
    void validate();

private:
    QTableWidget* m_table = nullptr;
    QLayout* m_tableButtons = nullptr;
    QLabel* m_problem = nullptr;
    QPushButton* m_ok = nullptr;
};

} // namespace scansleuth::app
