// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "compare/runs/runcomparison.h"

#include <QFutureWatcher>
#include <QObject>
#include <QString>

#include <atomic>
#include <map>
#include <memory>
#include <string>

namespace scansleuth::widgets {
struct CaseData;
}

namespace scansleuth::app {

// What File > Compare Runs... (or --compare) asks for.
struct CompareRequest
{
    std::vector<compare::RunSpec> runs;
    QString truth;      // empty: no ground truth
    QString images;     // empty: no image underneath the label maps
    QString labelTable; // empty: labels are named "label N"; else a label table (render/labeltable.h)
    compare::ComparisonOptions options;
    // Set: the demo's runs (demo/demoruns.h) are written to this folder first (--demo --demo-compare).
    QString writeDemoRunsTo;
};

// The demo's run comparison: runs A and B and the truth, images and label table of the set that
// demo::writeDemoRuns writes to `folder`.
CompareRequest demoCompareRequest(const QString& folder);

// A finished comparison and where each case's image is (key -> file; empty without an image folder).
struct CompareOutcome
{
    std::shared_ptr<const compare::Comparison> comparison;
    std::map<std::string, std::string> images;
    Findings imageFindings; // listing the image folder: duplicates, unreadable entries
};

// Runs compare::compareRuns off the GUI thread (the label table and image folder are read there too).
// API: start(), cancel(), and typed signals delivered on the job's thread.
class CompareJob : public QObject
{
    Q_OBJECT

public:
    explicit CompareJob(QObject* parent = nullptr);
    ~CompareJob() override;

    void start(const CompareRequest& request);
    void cancel();
    bool isRunning() const;

Q_SIGNALS:
    void progress(int percent, const QString& stage);
    void finished(std::shared_ptr<scansleuth::app::CompareOutcome> outcome);
    void failed(const QString& message, const QString& detail, bool cancelled);

private:
    using Outcome = Result<CompareOutcome>;
    QFutureWatcher<std::shared_ptr<Outcome>> m_watcher;
    std::shared_ptr<std::atomic<bool>> m_cancel;
};

// Reads one case's label maps (compare::readCase) and its image, off the GUI thread. A newer request
// replaces an older one: only the latest case is delivered.
class CaseReadJob : public QObject
{
    Q_OBJECT

public:
    explicit CaseReadJob(QObject* parent = nullptr);
    ~CaseReadJob() override;

    void start(std::shared_ptr<const compare::Comparison> comparison, std::size_t caseIndex,
               const std::string& imagePath);
    bool isRunning() const;

Q_SIGNALS:
    void finished(std::shared_ptr<const scansleuth::widgets::CaseData> data);

private:
    QFutureWatcher<std::shared_ptr<const widgets::CaseData>> m_watcher;
};

} // namespace scansleuth::app
