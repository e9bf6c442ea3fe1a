// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "backgroundjob.h"

#include "compare/runs/runcomparison.h"

#include <QString>

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

// Runs compare::runComparison (core's CompareRequest, compare/runs/comparerequest.h) off the GUI thread; the
// label table and the image folder are read there too.
// BackgroundJob: cancel(), progress(), failed().
class CompareJob : public BackgroundJob
{
    Q_OBJECT

public:
    using BackgroundJob::BackgroundJob;

    void start(const CompareRequest& request);

Q_SIGNALS:
    void finished(std::shared_ptr<scansleuth::app::CompareOutcome> outcome);
};

// Reads one case's label maps (compare::readCase) and its image, off the GUI thread. A newer request
// replaces an older one: only the latest case is delivered.
class CaseReadJob : public BackgroundJob
{
    Q_OBJECT

public:
    explicit CaseReadJob(QObject* parent = nullptr);

    void start(std::shared_ptr<const compare::Comparison> comparison, std::size_t caseIndex,
               const std::string& imagePath);

Q_SIGNALS:
    void finished(std::shared_ptr<const scansleuth::widgets::CaseData> data);
};

} // namespace scansleuth::app
