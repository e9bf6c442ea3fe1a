// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "comparejob.h"
#include "namedpathsdialog.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLineEdit;

namespace scansleuth::app {

// File > Compare Runs...: two or more runs (a name and a folder or CSV of predictions each), an optional
// ground truth, image folder and label table, the NSD and geometry tolerances and how probability maps
// become labels. OK is enabled when at least two runs (or one and the truth) have a name and a
// path and no name is repeated.
class CompareRunsDialog : public NamedPathsDialog
{
    Q_OBJECT

public:
    explicit CompareRunsDialog(QWidget* parent = nullptr);

    void addRun(const QString& name, const QString& path);
    void setTruth(const QString& path);
    CompareRequest request() const;
    QString problem() const override;

private:
    void browseRun(bool csv);

    QLineEdit* m_truth = nullptr;
    QLineEdit* m_images = nullptr;
    QLineEdit* m_labelTable = nullptr;
    QDoubleSpinBox* m_nsdTolerance = nullptr;
    QDoubleSpinBox* m_geometryTolerance = nullptr;
    QComboBox* m_probability = nullptr;
    QDoubleSpinBox* m_threshold = nullptr;
    QCheckBox* m_lesions = nullptr;
};

} // namespace scansleuth::app
