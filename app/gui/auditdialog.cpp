// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "auditdialog.h"

#include "pathfield.h"

#include <QCheckBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace scansleuth::app {

AuditDialog::AuditDialog(QWidget* parent)
    : NamedPathsDialog(tr("Audit dataset splits"), QStringLiteral("splits"), {tr("Split"), tr("Folder")},
                       parent)
{
    QPushButton* addFolder = addTableButtons({tr("Add &Folder...")}).front();

    m_csv = new QLineEdit(this);
    m_csv->setObjectName(QStringLiteral("csv"));
    m_csv->setPlaceholderText(tr("or: a CSV with case, split, path (and patient) columns"));
    m_references = new QListWidget(this);
    m_references->setObjectName(QStringLiteral("references"));
    m_references->setMaximumHeight(m_references->fontMetrics().height() * 4 + 8);
    auto* addReference = new QPushButton(tr("&Add..."), this);
    auto* removeReference = new QPushButton(tr("Re&move"), this);
    auto* referenceButtons = new QVBoxLayout;
    referenceButtons->addWidget(addReference);
    referenceButtons->addWidget(removeReference);
    referenceButtons->addStretch(1);
    auto* referenceRow = new QHBoxLayout;
    referenceRow->addWidget(m_references, 1);
    referenceRow->addLayout(referenceButtons);

    const audit::AuditOptions defaults;
    m_nearDuplicates =
        new QCheckBox(tr("Look for &near-duplicates (resampled, cropped, rescaled copies)"), this);
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
    form->addRow(tr("Split &CSV:"),
                 pathField(this, m_csv, tr("Case lists (*.csv *.tsv *.txt);;All files (*)")));
    form->addRow(tr("&Training fingerprints:"), referenceRow);
    form->addRow(QString(), m_nearDuplicates);
    form->addRow(tr("Near-duplicate &similarity:"), m_similarity);
    setFieldBuddies(form);
    finish(tr("Splits (a name and a folder each, e.g. train, validation, test):"), form, tr("A&udit"));

    connect(addFolder, &QPushButton::clicked, this, &AuditDialog::browseSplit);
    connect(addReference, &QPushButton::clicked, this, [this] {
        const QString path =
            QFileDialog::getOpenFileName(this, tr("Choose a training-side fingerprint"), {},
                                         tr("Fingerprints and specs (*.json *.yaml *.yml);;All files (*)"));
        if (!path.isEmpty())
            this->addReference(path);
    });
    connect(removeReference, &QPushButton::clicked, this, [this] { delete m_references->currentItem(); });
    connect(m_csv, &QLineEdit::textChanged, this, &AuditDialog::validate);
    connect(m_nearDuplicates, &QCheckBox::toggled, m_similarity, &QWidget::setEnabled);
}

void AuditDialog::browseSplit()
{
    const QString path = QFileDialog::getExistingDirectory(this, tr("Choose the folder of a split"));
    if (!path.isEmpty())
        addSplit(QFileInfo(path).fileName(), path);
}

void AuditDialog::addSplit(const QString& name, const QString& path)
{
    addPathRow(name, path);
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
    const std::size_t splits = rows().size();
    if (csv && splits > 0)
        return tr("Give the splits as folders or as a CSV, not both.");
    if (csv)
        return {};
    const QString why = rowsProblem(
        tr("Split %1 needs a name and a folder."),
        [](const QString& name) {
            return name.contains(QLatin1Char('=')) || name.contains(QLatin1Char('/'))
                       ? tr("The split name '%1' may not hold '=' or '/'.").arg(name)
                       : QString();
        },
        tr("The split name '%1' is given twice."));
    if (!why.isEmpty())
        return why;
    if (splits < 2)
        return tr("Add at least two splits, or a split CSV.");
    return {};
}

AuditRequest AuditDialog::request() const
{
    AuditRequest request;
    request.csv = QDir::fromNativeSeparators(m_csv->text().trimmed());
    if (request.csv.isEmpty())
        for (const Row& row : rows())
            request.splits.push_back({row.name.toStdString(), row.path.toStdString()});
    for (int r = 0; r < m_references->count(); ++r)
        request.options.references.push_back(
            QDir::fromNativeSeparators(m_references->item(r)->text()).toStdString());
    request.fingerprint.nearDuplicates = m_nearDuplicates->isChecked();
    request.options.nearDuplicateSimilarity = m_similarity->value();
    return request;
}

} // namespace scansleuth::app
