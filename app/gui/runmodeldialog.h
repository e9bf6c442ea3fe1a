// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "modeljob.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace scansleuth::app {

// Model > Run model...: the TorchScript file, an optional preprocessing spec, the device and the
// sliding window (patch "whole" or "96,96,64", overlap, blend, batch, mirroring). OK is enabled when a
// model file is named and the patch size parses.
class RunModelDialog : public QDialog
{
    Q_OBJECT

public:
    explicit RunModelDialog(const ModelRunSettings& initial, QWidget* parent = nullptr);

    ModelRunSettings settings() const;

private:
    void validate();

    QLineEdit* m_model = nullptr;
    QLineEdit* m_spec = nullptr;
    QComboBox* m_device = nullptr;
    QLineEdit* m_patch = nullptr;
    QDoubleSpinBox* m_overlap = nullptr;
    QComboBox* m_blend = nullptr;
    QSpinBox* m_batch = nullptr;
    QCheckBox* m_mirror = nullptr;
    QLabel* m_problem = nullptr;
    QPushButton* m_ok = nullptr;
};

} // namespace scansleuth::app
