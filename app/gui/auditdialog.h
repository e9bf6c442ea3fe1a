// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "auditjob.h"
#include "namedpathsdialog.h"

class QCheckBox;
class QDoubleSpinBox;
class QLineEdit;
class QListWidget;

namespace scansleuth::app {

// File > Audit Dataset Splits...: the splits as rows of a name and a folder, or one split CSV (case,
// split, path, optional patient columns) instead; optional training-side fingerprints to compare with
// (nnU-Net's dataset_fingerprint.json or plans, MONAI's data statistics, a preprocessing spec); whether
// to look for near-duplicates and at what similarity. OK is enabled when there are two or more splits
// with a name and a folder, no name repeated or holding '=' or '/', or a CSV and no split rows.
class AuditDialog : public NamedPathsDialog
{
    Q_OBJECT

public:
    explicit AuditDialog(QWidget* parent = nullptr);

    void addSplit(const QString& name, const QString& path);
    void setCsv(const QString& path);
    void addReference(const QString& path);
    AuditRequest request() const;
    QString problem() const override;

private:
    void browseSplit();

    QLineEdit* m_csv = nullptr;
    QListWidget* m_references = nullptr;
    QCheckBox* m_nearDuplicates = nullptr;
    QDoubleSpinBox* m_similarity = nullptr;
};

} // namespace scansleuth::app
