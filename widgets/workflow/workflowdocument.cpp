// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "workflowdocument.h"

#include "knowledgetext.h"

#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>
#include <QUuid>

namespace scansleuth::widgets {

WorkflowDocument::WorkflowDocument(QObject* parent) : QObject(parent) {}

void WorkflowDocument::setKnowledgeBase(const workflow::KnowledgeBase& kb)
{
    m_kb = localisedKnowledgeBase(kb);
    Q_EMIT reset();
}

void WorkflowDocument::setInvestigation(workflow::Investigation investigation, const QString& path)
{
    m_investigation = std::move(investigation);
    m_open = true;
    m_path = path;
    m_unsavedDir.clear();
    m_selected = m_investigation.hypotheses.empty()
                     ? QString()
                     : QString::fromStdString(m_investigation.hypotheses.front().id);
    Q_EMIT reset();
    Q_EMIT selectionChanged(m_selected);
}

void WorkflowDocument::close()
{
    m_investigation = {};
    m_open = false;
    m_path.clear();
    m_selected.clear();
    Q_EMIT reset();
    Q_EMIT selectionChanged(m_selected);
}

void WorkflowDocument::edit(const std::function<void(workflow::Investigation&)>& change)
{
    if (!m_open)
        return;
    change(m_investigation);
    m_investigation.modifiedUtc = workflow::utcNow();
    Q_EMIT changed();
}

QString WorkflowDocument::investigationDir() const
{
    if (!m_path.isEmpty())
        return QFileInfo(m_path).absolutePath();
    if (m_unsavedDir.isEmpty()) {
        const QString cache = QStandardPaths::writableLocation(QStandardPaths::CacheLocation);
        m_unsavedDir = QDir(cache).filePath(QStringLiteral("unsaved-investigations/") +
                                            QUuid::createUuid().toString(QUuid::WithoutBraces));
    }
    return m_unsavedDir;
}

QString WorkflowDocument::snapshotDir() const
{
    const QString base =
        m_path.isEmpty() ? QStringLiteral("investigation") : QFileInfo(m_path).completeBaseName();
    const QString dir = QDir(investigationDir()).filePath(base + QStringLiteral("_files"));
    QDir().mkpath(dir);
    return dir;
}

void WorkflowDocument::setSelectedHypothesis(const QString& id)
{
    if (id == m_selected)
        return;
    m_selected = id;
    Q_EMIT selectionChanged(id);
}

void WorkflowDocument::setInputs(const investigate::ExperimentInputs& inputs)
{
    m_inputs = inputs;
    Q_EMIT inputsChanged();
}

} // namespace scansleuth::widgets
