// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "runmodeldialog.h"

#include "pathfield.h"
#include "widgets/findingtext.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

namespace scansleuth::app {

namespace {

QString patchText(const std::array<std::int64_t, 3>& patch)
{
    if (patch == std::array<std::int64_t, 3>{0, 0, 0})
        return QStringLiteral("whole");
    return QStringLiteral("%1,%2,%3").arg(patch[0]).arg(patch[1]).arg(patch[2]);
}

} // namespace

RunModelDialog::RunModelDialog(const ModelRunSettings& initial, QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Run model"));
    m_model = new QLineEdit(initial.modelPath, this);
    m_model->setObjectName(QStringLiteral("modelPath"));
    m_model->setPlaceholderText(tr("TorchScript file (.pt), saved with torch.jit.script or trace"));
    m_spec = new QLineEdit(initial.specPath, this);
    m_spec->setObjectName(QStringLiteral("specPath"));
    m_spec->setPlaceholderText(tr("optional: preprocessing spec (.json)"));
    m_device = new QComboBox(this);
    m_device->setObjectName(QStringLiteral("device"));
    m_device->addItem(tr("Automatic (CUDA when available)"), int(model::DeviceRequest::Auto));
    m_device->addItem(tr("CPU"), int(model::DeviceRequest::Cpu));
    m_device->addItem(tr("CUDA"), int(model::DeviceRequest::Cuda));
    m_device->setCurrentIndex(m_device->findData(int(initial.device)));
    m_patch = new QLineEdit(patchText(initial.options.patch), this);
    m_patch->setObjectName(QStringLiteral("patch"));
    m_patch->setToolTip(tr("\"whole\" runs the whole volume at once; \"96,96,64\" a sliding window of that "
                           "many voxels of the preprocessed grid (i, j, k)."));
    m_overlap = new QDoubleSpinBox(this);
    m_overlap->setRange(0.0, 0.95);
    m_overlap->setSingleStep(0.05);
    m_overlap->setValue(initial.options.overlap);
    m_blend = new QComboBox(this);
    m_blend->addItem(tr("Gaussian"), int(model::Blend::Gaussian));
    m_blend->addItem(tr("Constant"), int(model::Blend::Constant));
    m_blend->setCurrentIndex(m_blend->findData(int(initial.options.blend)));
    m_batch = new QSpinBox(this);
    m_batch->setRange(1, 256);
    m_batch->setValue(initial.options.batch);
    m_mirror = new QCheckBox(tr("&Average over the 8 axis mirrorings (test-time augmentation)"), this);
    m_mirror->setChecked(initial.options.mirror);
    m_problem = new QLabel(this);
    m_problem->setWordWrap(true);

    auto* form = new QFormLayout;
    form->addRow(tr("&Model:"), pathField(this, m_model, tr("TorchScript (*.pt *.pth *.ts);;All files (*)")));
    form->addRow(tr("Preprocessing &spec:"), pathField(this, m_spec, tr("Spec (*.json);;All files (*)")));
    form->addRow(tr("&Device:"), m_device);
    form->addRow(tr("&Patch:"), m_patch);
    form->addRow(tr("&Overlap:"), m_overlap);
    form->addRow(tr("&Blend:"), m_blend);
    form->addRow(tr("Ba&tch:"), m_batch);
    form->addRow(QString(), m_mirror);
    setFieldBuddies(form);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_ok->setText(tr("&Run"));
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_model, &QLineEdit::textChanged, this, &RunModelDialog::validate);
    connect(m_patch, &QLineEdit::textChanged, this, &RunModelDialog::validate);
    validate();
}

void RunModelDialog::validate()
{
    const auto patch = model::parsePatchSize(m_patch->text().trimmed().toStdString());
    QString problem;
    if (m_model->text().trimmed().isEmpty())
        problem = tr("Name the TorchScript model file.");
    else if (!patch)
        problem = widgets::errorText(patch.error().message);
    m_problem->setText(problem);
    m_ok->setEnabled(problem.isEmpty());
}

ModelRunSettings RunModelDialog::settings() const
{
    ModelRunSettings s;
    s.modelPath = m_model->text().trimmed();
    s.specPath = m_spec->text().trimmed();
    s.device = static_cast<model::DeviceRequest>(m_device->currentData().toInt());
    if (const auto patch = model::parsePatchSize(m_patch->text().trimmed().toStdString()))
        s.options.patch = *patch;
    s.options.overlap = m_overlap->value();
    s.options.blend = static_cast<model::Blend>(m_blend->currentData().toInt());
    s.options.batch = m_batch->value();
    s.options.mirror = m_mirror->isChecked();
    return s;
}

} // namespace scansleuth::app
