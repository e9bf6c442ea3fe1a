// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "checks/audit/reduce/reduce.h"
#include "widgets/audit/recordimage.h"

#include <QFutureWatcher>
#include <QObject>
#include <QString>
#include <QStringList>

#include <atomic>
#include <memory>

namespace scansleuth::app {

// What File > Audit Dataset Splits... (or --audit) asks for: named split folders, or one split CSV.
struct AuditRequest
{
    std::vector<audit::SplitInput> splits; // used when csv is empty
    QString csv;                           // a CSV of case, split, path (and patient) columns
    audit::FingerprintOptions fingerprint;
    audit::AuditOptions options; // options.references: training-side fingerprints to compare with
};

// `--audit` arguments as given: each NAME=PATH a split; a single argument without '=' that names a file
// is the split CSV. Errors (Invalid, English, for the terminal): a malformed NAME=PATH, a name given
// twice, a CSV mixed with folders, fewer than two splits.
Result<AuditRequest> auditRequest(const QStringList& specs, const QStringList& references = {});

// Runs the audit (listSources or readSplitCsv, then auditSources) off the GUI thread. API: start(),
// cancel(), and typed signals delivered on the job's thread.
class AuditJob : public QObject
{
    Q_OBJECT

public:
    explicit AuditJob(QObject* parent = nullptr);
    ~AuditJob() override;

    void start(const AuditRequest& request);
    void cancel();
    bool isRunning() const;

Q_SIGNALS:
    void progress(int percent, const QString& stage);
    void finished(std::shared_ptr<const scansleuth::audit::AuditResult> result);
    void failed(const QString& message, const QString& detail, bool cancelled);

private:
    using Outcome = Result<audit::AuditResult>;
    QFutureWatcher<std::shared_ptr<Outcome>> m_watcher;
    std::shared_ptr<std::atomic<bool>> m_cancel;
};

// Reads both volumes of a suspected pair (widgets::readPairVolumes) off the GUI thread. A newer request
// replaces an older one: only the latest pair is delivered.
class PairReadJob : public QObject
{
    Q_OBJECT

public:
    explicit PairReadJob(QObject* parent = nullptr);
    ~PairReadJob() override;

    void start(std::shared_ptr<const audit::AuditResult> result, std::size_t pairIndex);
    bool isRunning() const;

Q_SIGNALS:
    void finished(const scansleuth::widgets::PairVolumes& volumes);

private:
    QFutureWatcher<std::shared_ptr<const widgets::PairVolumes>> m_watcher;
};

} // namespace scansleuth::app
