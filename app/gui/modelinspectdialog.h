// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "backgroundjob.h"

#include "model/model.h"

#include <QDialog>

#include <memory>

class QLabel;
class QPlainTextEdit;
class QTreeWidget;

namespace scansleuth::app {

// Model > Inspect Model...: what a TorchScript file holds, as `scansleuth-cli model inspect` prints it: the
// module tree (type, mode, parameters), the parameter summary (count, dtypes, devices) and the findings.
// Modules in training mode whose forward reads self.training (dropout, batch norm) are marked in red: the
// trap of a model saved without eval(). The file is read on a worker thread; a file that is not
// TorchScript shows the loader's sentence and its details. No LibTorch here.
class ModelInspectDialog : public QDialog
{
    Q_OBJECT

public:
    explicit ModelInspectDialog(QWidget* parent = nullptr);
    ~ModelInspectDialog() override;

    // Starts reading `path`; inspected() or failed() follows.
    void inspect(const QString& path);

    QTreeWidget* tree() const { return m_tree; }
    QString summaryText() const;
    QString findingsText() const;

Q_SIGNALS:
    void inspected();
    void failed(const QString& message); // as the summary shows it: in the user's language

private:
    void showInfo(const model::ModelInfo& info);
    void showError(const Error& error);

    QLabel* m_summary = nullptr;
    QTreeWidget* m_tree = nullptr;
    QPlainTextEdit* m_findings = nullptr;
    BackgroundTask m_reader; // reads the file
};

} // namespace scansleuth::app
