// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "investigate/experimentrunner.h"
#include "workflow/investigation.h"
#include "workflow/knowledgebase.h"

#include <QObject>
#include <QString>

#include <functional>

namespace scansleuth::widgets {

// The state the workflow panel's pages share: the knowledge base, the open investigation and its file,
// the hypothesis selected for experiments, and the inputs the viewer provides. Pages read it and change
// the investigation only through edit(), so every change is announced once (autosave, re-ranking,
// the other pages). GUI thread only.
class WorkflowDocument : public QObject
{
    Q_OBJECT

public:
    explicit WorkflowDocument(QObject* parent = nullptr);

    // Keeps a copy, with the search words of the installed translation added (localisedKnowledgeBase).
    void setKnowledgeBase(const workflow::KnowledgeBase& kb);
    const workflow::KnowledgeBase& knowledgeBase() const { return m_kb; }

    bool hasInvestigation() const { return m_open; }
    const workflow::Investigation& investigation() const { return m_investigation; }
    // Replaces the document (emits reset()). `path` may be empty (not saved yet).
    void setInvestigation(workflow::Investigation investigation, const QString& path);
    void close();
    // Applies `change` to the open investigation, stamps modifiedUtc and emits changed(). Does nothing
    // without an open investigation.
    void edit(const std::function<void(workflow::Investigation&)>& change);

    QString path() const { return m_path; }
    void setPath(const QString& path) { m_path = path; }
    // The folder the investigation's snapshot paths are relative to: the investigation file's folder, or,
    // before the first save, a per-document folder in the user's cache (saving copies the pictures).
    QString investigationDir() const;
    // Where automated runs write their pictures (investigate::runExperiment's snapshotDir):
    // "<investigationDir>/<file's base name>_files" ("investigation_files" before the first save).
    QString snapshotDir() const;

    QString selectedHypothesis() const { return m_selected; }
    void setSelectedHypothesis(const QString& id);

    const investigate::ExperimentInputs& inputs() const { return m_inputs; }
    void setInputs(const investigate::ExperimentInputs& inputs);

Q_SIGNALS:
    void reset();   // a different investigation (or none)
    void changed(); // the open investigation was edited
    void selectionChanged(const QString& hypothesisId);
    void inputsChanged();

private:
    workflow::KnowledgeBase m_kb;
    workflow::Investigation m_investigation;
    bool m_open = false;
    QString m_path;
    mutable QString m_unsavedDir; // chosen lazily by snapshotDir()
    QString m_selected;
    investigate::ExperimentInputs m_inputs;
};

} // namespace scansleuth::widgets
