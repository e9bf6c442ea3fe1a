// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "comparerunsdialog.h"

#include "pathfield.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLineEdit>
#include <QPushButton>

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

CompareRunsDialog::CompareRunsDialog(QWidget* parent)
    : NamedPathsDialog(tr("Compare runs"), QStringLiteral("runs"),
                       {tr("Name"), tr("Folder or CSV of predictions")}, parent)
{
    const std::vector<QPushButton*> add = addTableButtons({tr("Add &Folder..."), tr("Add CS&V...")});

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
    m_lesions = new QCheckBox(tr("Lesion-wise &detection against the truth (F1)"), this);

    auto* form = new QFormLayout;
    form->addRow(tr("Ground &truth:"), pathField(this, m_truth));
    form->addRow(tr("&Images:"), pathField(this, m_images));
    form->addRow(tr("&Label names:"),
                 pathField(this, m_labelTable,
                           tr("Label tables (*.txt *.lut *.ctbl *.label *.csv *.tsv *.xml);;All files (*)")));
    form->addRow(tr("N&SD tolerance:"), m_nsdTolerance);
    form->addRow(tr("&Geometry tolerance:"), m_geometryTolerance);
    form->addRow(tr("&Probabilities:"), m_probability);
    form->addRow(tr("T&hreshold:"), m_threshold);
    form->addRow(QString(), m_lesions);
    setFieldBuddies(form);
    finish(tr("Runs (the first is the baseline, A):"), form, tr("&Compare"));

    connect(add[0], &QPushButton::clicked, this, [this] { browseRun(false); });
    connect(add[1], &QPushButton::clicked, this, [this] { browseRun(true); });
    connect(m_truth, &QLineEdit::textChanged, this, &CompareRunsDialog::validate);
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
    addPathRow(name, path);
}

void CompareRunsDialog::setTruth(const QString& path)
{
    m_truth->setText(path); // validates
}

QString CompareRunsDialog::problem() const
{
    const QString why =
        rowsProblem(tr("Run %1 needs a name and a path."), {}, tr("The run name '%1' is given twice."));
    if (!why.isEmpty())
        return why;
    const std::size_t runs = rows().size();
    if (runs < 2 && (runs < 1 || m_truth->text().trimmed().isEmpty()))
        return tr("Add at least two runs, or one run and the ground truth.");
    return {};
}

CompareRequest CompareRunsDialog::request() const
{
    CompareRequest request;
    for (const Row& row : rows())
        request.runs.push_back({row.name.toStdString(), row.path.toStdString(), false});
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
