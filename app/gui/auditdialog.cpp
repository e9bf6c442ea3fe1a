// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "auditdialog.h"

#include "pathfield.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSet>
#include <QTableWidget>
#include <QVBoxLayout>

namespace scansleuth::app {

AuditDialog::AuditDialog(QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Audit dataset splits"));
    m_splits = new QTableWidget(0, 2, this);
    m_splits->setObjectName(QStringLiteral("splits"));
    m_splits->setHorizontalHeaderLabels({tr("Split"), tr("Folder")});
    m_splits->horizontalHeader()->setStretchLastSection(true);
    m_splits->verticalHeader()->hide();
    auto* addFolder = new QPushButton(tr("Add Folder..."), this);
    auto* remove = new QPushButton(tr("Remove"), this);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(addFolder);
    buttons->addWidget(remove);
    buttons->addStretch(1);

    m_csv = new QLineEdit(this);
    m_csv->setObjectName(QStringLiteral("csv"));
    m_csv->setPlaceholderText(tr("or: a CSV with case, split, path (and patient) columns"));
    m_references = new QListWidget(this);
    m_references->setObjectName(QStringLiteral("references"));
    m_references->setMaximumHeight(m_references->fontMetrics().height() * 4 + 8);
    auto* addReference = new QPushButton(tr("Add..."), this);
    auto* removeReference = new QPushButton(tr("Remove"), this);
    auto* referenceButtons = new QVBoxLayout;
    referenceButtons->addWidget(addReference);
    referenceButtons->addWidget(removeReference);
    referenceButtons->addStretch(1);
    auto* referenceRow = new QHBoxLayout;
    referenceRow->addWidget(m_references, 1);
    referenceRow->addLayout(referenceButtons);

    const audit::AuditOptions defaults;
    m_nearDuplicates =
        new QCheckBox(tr("Look for near-duplicates (resampled, cropped, rescaled copies)"), this);
    m_nearDuplicates->setChecked(audit::FingerprintOptions{}.nearDuplicates);
    m_similarity = new QDoubleSpinBox(this);
    m_similarity->setRange(0.5, 1.0);
    m_similarity->setDecimals(3);
    m_similarity->setSingleStep(0.005);
    m_similarity->setValue(defaults.nearDuplicateSimilarity);
    m_similarity->setToolTip(tr("Normalised cross-correlation of the volumes' thumbnails at or above which "
                                "two volumes of different splits are reported. The default is calibrated so "
                                "that different subjects of one modality do not match."));

    auto* form = new QFormLayout;
    form->addRow(tr("Split CSV:"),
                 pathField(this, m_csv, tr("Case lists (*.csv *.tsv *.txt);;All files (*)")));
    form->addRow(tr("Training fingerprints:"), referenceRow);
    form->addRow(QString(), m_nearDuplicates);
    form->addRow(tr("Near-duplicate similarity:"), m_similarity);

    m_problem = new QLabel(this);
    m_problem->setStyleSheet(QStringLiteral("color: #b34700;"));
    auto* box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = box->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("Audit"));

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(
        new QLabel(tr("Splits (a name and a folder each, e.g. train, validation, test):"), this));
    layout->addWidget(m_splits, 1);
    layout->addLayout(buttons);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(box);
    resize(640, 520);

    connect(addFolder, &QPushButton::clicked, this, &AuditDialog::browseSplit);
    connect(remove, &QPushButton::clicked, this, [this] {
        if (m_splits->currentRow() >= 0)
            m_splits->removeRow(m_splits->currentRow());
        validate();
    });
    connect(addReference, &QPushButton::clicked, this, [this] {
        const QString path =
            QFileDialog::getOpenFileName(this, tr("Choose a training-side fingerprint"), {},
                                         tr("Fingerprints and specs (*.json *.yaml *.yml);;All files (*)"));
        if (!path.isEmpty())
            this->addReference(path);
    });
    connect(removeReference, &QPushButton::clicked, this, [this] { delete m_references->currentItem(); });
    connect(m_splits, &QTableWidget::itemChanged, this, &AuditDialog::validate);
    connect(m_csv, &QLineEdit::textChanged, this, &AuditDialog::validate);
    connect(m_nearDuplicates, &QCheckBox::toggled, m_similarity, &QWidget::setEnabled);
    connect(box, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
    validate();
}

void AuditDialog::browseSplit()
{
    const QString path = QFileDialog::getExistingDirectory(this, tr("Choose the folder of a split"));
    if (!path.isEmpty())
        addSplit(QFileInfo(path).fileName(), path);
}

void AuditDialog::addSplit(const QString& name, const QString& path)
{
    const int row = m_splits->rowCount();
    m_splits->insertRow(row);
    m_splits->setItem(row, 0, new QTableWidgetItem(name));
    m_splits->setItem(row, 1, new QTableWidgetItem(QDir::toNativeSeparators(path)));
    validate();
}

void AuditDialog::setCsv(const QString& path)
{
    m_csv->setText(path); // validates
}

void AuditDialog::addReference(const QString& path)
{
    m_references->addItem(QDir::toNativeSeparators(path));
}

QString AuditDialog::problem() const
{
    const bool csv = !m_csv->text().trimmed().isEmpty();
    if (csv && m_splits->rowCount() > 0)
        return tr("Give the splits as folders or as a CSV, not both.");
    if (csv)
        return {};
    QSet<QString> names;
    for (int r = 0; r < m_splits->rowCount(); ++r) {
        const QString name = m_splits->item(r, 0) ? m_splits->item(r, 0)->text().trimmed() : QString();
        const QString path = m_splits->item(r, 1) ? m_splits->item(r, 1)->text().trimmed() : QString();
        if (name.isEmpty() || path.isEmpty())
            return tr("Split %1 needs a name and a folder.").arg(r + 1);
        if (name.contains(QLatin1Char('=')) || name.contains(QLatin1Char('/')))
            return tr("The split name '%1' may not hold '=' or '/'.").arg(name);
        if (names.contains(name))
            return tr("The split name '%1' is given twice.").arg(name);
        names.insert(name);
    }
    if (names.size() < 2)
        return tr("Add at least two splits, or a split CSV.");
    return {};
}

void AuditDialog::validate()
{
    const QString why = problem();
    m_problem->setText(why);
    m_ok->setEnabled(why.isEmpty());
}

AuditRequest AuditDialog::request() const
{
    AuditRequest request;
    request.csv = QDir::fromNativeSeparators(m_csv->text().trimmed());
    for (int r = 0; request.csv.isEmpty() && r < m_splits->rowCount(); ++r)
        request.splits.push_back(
            {m_splits->item(r, 0)->text().trimmed().toStdString(),
             QDir::fromNativeSeparators(m_splits->item(r, 1)->text().trimmed()).toStdString()});
    for (int r = 0; r < m_references->count(); ++r)
        request.options.references.push_back(
            QDir::fromNativeSeparators(m_references->item(r)->text()).toStdString());
    request.fingerprint.nearDuplicates = m_nearDuplicates->isChecked();
    request.options.nearDuplicateSimilarity = m_similarity->value();
    return request;
}

} // namespace scansleuth::app
