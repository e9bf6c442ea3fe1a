// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "namedpathsdialog.h"

#include <QDialogButtonBox>
#include <QDir>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QSet>
#include <QTableWidget>
#include <QVBoxLayout>

namespace scansleuth::app {

NamedPathsDialog::NamedPathsDialog(const QString& title, const QString& tableName, const QStringList& headers,
                                   QWidget* parent)
    : QDialog(parent)
{
    setWindowTitle(title);
    m_table = new QTableWidget(0, 2, this);
    m_table->setObjectName(tableName);
    m_table->setHorizontalHeaderLabels(headers);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
}

std::vector<QPushButton*> NamedPathsDialog::addTableButtons(const QStringList& texts)
{
    std::vector<QPushButton*> added;
    auto* row = new QHBoxLayout;
    for (const QString& text : texts) {
        added.push_back(new QPushButton(text, this));
        row->addWidget(added.back());
    }
    auto* remove = new QPushButton(tr("&Remove"), this);
    row->addWidget(remove);
    row->addStretch(1);
    m_tableButtons = row;
    connect(remove, &QPushButton::clicked, this, [this] {
        if (m_table->currentRow() >= 0)
            m_table->removeRow(m_table->currentRow());
        validate();
    });
    return added;
}

void NamedPathsDialog::finish(const QString& intro, QLayout* form, const QString& okText)
{
    m_problem = new QLabel(this);
    m_problem->setStyleSheet(QStringLiteral("color: #b34700;"));
    auto* box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = box->button(QDialogButtonBox::Ok);
    m_ok->setText(okText);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(intro, this));
    layout->addWidget(m_table, 1);
    layout->addLayout(m_tableButtons);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(box);
    resize(640, 520);

    connect(m_table, &QTableWidget::itemChanged, this, &NamedPathsDialog::validate);
    connect(box, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
    validate();
}

void NamedPathsDialog::addPathRow(const QString& name, const QString& path)
{
    const int row = m_table->rowCount();
    m_table->insertRow(row);
    m_table->setItem(row, 0, new QTableWidgetItem(name));
    m_table->setItem(row, 1, new QTableWidgetItem(QDir::toNativeSeparators(path)));
    validate();
}

std::vector<NamedPathsDialog::Row> NamedPathsDialog::rows() const
{
    std::vector<Row> rows;
    for (int r = 0; r < m_table->rowCount(); ++r) {
        const QTableWidgetItem* name = m_table->item(r, 0);
        const QTableWidgetItem* path = m_table->item(r, 1);
        rows.push_back({name ? name->text().trimmed() : QString(),
                        path ? QDir::fromNativeSeparators(path->text().trimmed()) : QString()});
    }
    return rows;
}

QString NamedPathsDialog::rowsProblem(const QString& incomplete,
                                      const std::function<QString(const QString&)>& badName,
                                      const QString& twice) const
{
    QSet<QString> names;
    int number = 0;
    for (const Row& row : rows()) {
        ++number;
        if (row.name.isEmpty() || row.path.isEmpty())
            return incomplete.arg(number);
        if (QString why = badName ? badName(row.name) : QString(); !why.isEmpty())
            return why;
        if (names.contains(row.name))
            return twice.arg(row.name);
        names.insert(row.name);
    }
    return {};
}

void NamedPathsDialog::validate()
{
    // The table's first edits come before finish() made the problem line.
    if (!m_problem)
        return;
    const QString why = problem();
    m_problem->setText(why);
    m_ok->setEnabled(why.isEmpty());
}

} // namespace scansleuth::app
