// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "comparerunsdialog.h"

#include "pathfield.h"

#include <QCheckBox>
#include <QComboBox>
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
#include <QPushButton>
#include <QSet>
#include <QTableWidget>
#include <QVBoxLayout>

namespace scansleuth::app {

namespace {
QDoubleSpinBox* millimetres(QWidget* parent, double value, double maximum)
{
    auto* box = new QDoubleSpinBox(parent);
    box->setRange(0.0, maximum);
    box->setDecimals(3);
    box->setSingleStep(0.1);
    box->setSuffix(CompareRunsDialog::tr(" mm"));
    box->setValue(value);
    return box;
}
} // namespace

CompareRunsDialog::CompareRunsDialog(QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Compare runs"));
    m_runs = new QTableWidget(0, 2, this);
    m_runs->setObjectName(QStringLiteral("runs"));
    m_runs->setHorizontalHeaderLabels({tr("Name"), tr("Folder or CSV of predictions")});
    m_runs->horizontalHeader()->setStretchLastSection(true);
    m_runs->verticalHeader()->hide();
    auto* addFolder = new QPushButton(tr("Add Folder..."), this);
    auto* addCsv = new QPushButton(tr("Add CSV..."), this);
    auto* remove = new QPushButton(tr("Remove"), this);
    auto* buttons = new QHBoxLayout;
    buttons->addWidget(addFolder);
    buttons->addWidget(addCsv);
    buttons->addWidget(remove);
    buttons->addStretch(1);

    m_truth = new QLineEdit(this);
    m_truth->setObjectName(QStringLiteral("truth"));
    m_truth->setPlaceholderText(tr("optional: folder or CSV of ground-truth label maps"));
    m_images = new QLineEdit(this);
    m_images->setObjectName(QStringLiteral("images"));
    m_images->setPlaceholderText(tr("optional: folder of the images, shown under the label maps"));
    m_labelTable = new QLineEdit(this);
    m_labelTable->setPlaceholderText(
        tr("optional: label table (ITK-SNAP, Slicer, FreeSurfer LUT, index-name text, CSV/TSV)"));
    const compare::ComparisonOptions defaults;
    m_nsdTolerance = millimetres(this, defaults.nsdToleranceMm, 100.0);
    m_geometryTolerance = millimetres(this, defaults.geometryTolerance.mm, 10.0);
    m_probability = new QComboBox(this);
    m_probability->addItem(tr("Automatic"), static_cast<int>(compare::ProbabilityMode::Auto));
    m_probability->addItem(tr("Argmax over channels"), static_cast<int>(compare::ProbabilityMode::Argmax));
    m_probability->addItem(tr("Threshold"), static_cast<int>(compare::ProbabilityMode::Threshold));
    m_threshold = new QDoubleSpinBox(this);
    m_threshold->setRange(0.01, 0.99);
    m_threshold->setSingleStep(0.05);
    m_threshold->setValue(defaults.read.threshold);
    m_lesions = new QCheckBox(tr("Lesion-wise detection against the truth (F1)"), this);

    auto* form = new QFormLayout;
    form->addRow(tr("Ground truth:"), pathField(this, m_truth));
    form->addRow(tr("Images:"), pathField(this, m_images));
    form->addRow(tr("Label names:"),
                 pathField(this, m_labelTable,
                           tr("Label tables (*.txt *.lut *.ctbl *.label *.csv *.tsv *.xml);;All files (*)")));
    form->addRow(tr("NSD tolerance:"), m_nsdTolerance);
    form->addRow(tr("Geometry tolerance:"), m_geometryTolerance);
    form->addRow(tr("Probabilities:"), m_probability);
    form->addRow(tr("Threshold:"), m_threshold);
    form->addRow(QString(), m_lesions);

    m_problem = new QLabel(this);
    m_problem->setStyleSheet(QStringLiteral("color: #b34700;"));
    auto* box = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = box->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("Compare"));

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("Runs (the first is the baseline, A):"), this));
    layout->addWidget(m_runs, 1);
    layout->addLayout(buttons);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(box);
    resize(640, 520);

    connect(addFolder, &QPushButton::clicked, this, [this] { browseRun(false); });
    connect(addCsv, &QPushButton::clicked, this, [this] { browseRun(true); });
    connect(remove, &QPushButton::clicked, this, [this] {
        if (m_runs->currentRow() >= 0)
            m_runs->removeRow(m_runs->currentRow());
        validate();
    });
    connect(m_runs, &QTableWidget::itemChanged, this, &CompareRunsDialog::validate);
    connect(m_truth, &QLineEdit::textChanged, this, &CompareRunsDialog::validate);
    connect(box, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(box, &QDialogButtonBox::rejected, this, &QDialog::reject);
    validate();
}

void CompareRunsDialog::browseRun(bool csv)
{
    const QString path = csv ? QFileDialog::getOpenFileName(this, tr("Choose a CSV of predictions"), {},
                                                            tr("Case lists (*.csv *.tsv *.txt)"))
                             : QFileDialog::getExistingDirectory(this, tr("Choose a folder of predictions"));
    if (!path.isEmpty())
        addRun(QFileInfo(path).completeBaseName(), path);
}

void CompareRunsDialog::addRun(const QString& name, const QString& path)
{
    const int row = m_runs->rowCount();
    m_runs->insertRow(row);
    m_runs->setItem(row, 0, new QTableWidgetItem(name));
    m_runs->setItem(row, 1, new QTableWidgetItem(QDir::toNativeSeparators(path)));
    validate();
}

void CompareRunsDialog::setTruth(const QString& path)
{
    m_truth->setText(path); // validates
}

QString CompareRunsDialog::problem() const
{
    QSet<QString> names;
    int complete = 0;
    for (int r = 0; r < m_runs->rowCount(); ++r) {
        const QString name = m_runs->item(r, 0) ? m_runs->item(r, 0)->text().trimmed() : QString();
        const QString path = m_runs->item(r, 1) ? m_runs->item(r, 1)->text().trimmed() : QString();
        if (name.isEmpty() || path.isEmpty())
            return tr("Run %1 needs a name and a path.").arg(r + 1);
        if (names.contains(name))
            return tr("The run name '%1' is given twice.").arg(name);
        names.insert(name);
        ++complete;
    }
    if (complete < 2 && (complete < 1 || m_truth->text().trimmed().isEmpty()))
        return tr("Add at least two runs, or one run and the ground truth.");
    return {};
}

void CompareRunsDialog::validate()
{
    const QString why = problem();
    m_problem->setText(why);
    m_ok->setEnabled(why.isEmpty());
}

CompareRequest CompareRunsDialog::request() const
{
    CompareRequest request;
    for (int r = 0; r < m_runs->rowCount(); ++r)
        request.runs.push_back(
            {m_runs->item(r, 0)->text().trimmed().toStdString(),
             QDir::fromNativeSeparators(m_runs->item(r, 1)->text().trimmed()).toStdString(), false});
    request.truth = m_truth->text().trimmed();
    request.images = m_images->text().trimmed();
    request.labelTable = m_labelTable->text().trimmed();
    request.options.nsdToleranceMm = m_nsdTolerance->value();
    request.options.geometryTolerance.mm = m_geometryTolerance->value();
    request.options.read.probability =
        static_cast<compare::ProbabilityMode>(m_probability->currentData().toInt());
    request.options.read.threshold = m_threshold->value();
    request.options.lesions = m_lesions->isChecked();
    return request;
}

} // namespace scansleuth::app
