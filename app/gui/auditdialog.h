// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "auditjob.h"

#include <QDialog>

class QCheckBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QListWidget;
class QPushButton;
class QTableWidget;

namespace scansleuth::app {

// File > Audit Dataset Splits...: the splits as rows of a name and a folder, or one split CSV (case,
// split, path, optional patient columns) instead; optional training-side fingerprints to compare with
// (nnU-Net's dataset_fingerprint.json or plans, MONAI's data statistics, a preprocessing spec); whether
// to look for near-duplicates and at what similarity. OK is enabled when there are two or more splits
// with a name and a folder, no name repeated or holding '=' or '/', or a CSV and no split rows.
class AuditDialog : public QDialog
{
    Q_OBJECT

public:
    explicit AuditDialog(QWidget* parent = nullptr);

    void addSplit(const QString& name, const QString& path);
    void setCsv(const QString& path);
    void addReference(const QString& path);
    AuditRequest request() const;
    // Why OK is disabled; empty when it is enabled.
    QString problem() const;

private:
    void validate();
    void browseSplit();

    QTableWidget* m_splits = nullptr;
    QLineEdit* m_csv = nullptr;
    QListWidget* m_references = nullptr;
    QCheckBox* m_nearDuplicates = nullptr;
    QDoubleSpinBox* m_similarity = nullptr;
    QLabel* m_problem = nullptr;
    QPushButton* m_ok = nullptr;
};

} // namespace scansleuth::app
