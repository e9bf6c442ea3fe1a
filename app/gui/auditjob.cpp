// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "auditjob.h"

#include "workerprogress.h"

#include <QFileInfo>
#include <QSet>
#include <QtConcurrent/QtConcurrentRun>

namespace scansleuth::app {

namespace {
Result<audit::AuditResult> runAudit(const AuditRequest& request, const std::string& csv,
                                    const Progress& progress)
{
    auto list = csv.empty() ? audit::listSources(request.splits, progress.sub(0, 0.05))
                            : audit::readSplitCsv(csv, progress.sub(0, 0.05));
    if (!list)
        return list.error();
    return audit::auditSources(*list, request.fingerprint, request.options, progress.sub(0.05, 1));
}
} // namespace

Result<AuditRequest> auditRequest(const QStringList& specs, const QStringList& references)
{
    AuditRequest request;
    for (const QString& r : references)
        request.options.references.push_back(r.toStdString());
    if (specs.size() == 1 && !specs.front().contains(QLatin1Char('=')) && QFileInfo(specs.front()).isFile()) {
        request.csv = specs.front();
        return request;
    }
    QSet<QString> names;
    for (const QString& spec : specs) {
        const qsizetype eq = spec.indexOf(QLatin1Char('='));
        const QString name = eq > 0 ? spec.left(eq).trimmed() : QString();
        const QString path = eq > 0 ? spec.mid(eq + 1).trimmed() : QString();
        if (name.isEmpty() || path.isEmpty() || name.contains(QLatin1Char('/')))
            return makeError(ErrorKind::Invalid,
                             "--audit takes splits as NAME=PATH (or one split CSV), not '" +
                                 spec.toStdString() + "'.");
        if (names.contains(name))
            return makeError(ErrorKind::Invalid,
                             "The split name '" + name.toStdString() + "' is given twice.");
        names.insert(name);
        request.splits.push_back({name.toStdString(), path.toStdString()});
    }
    if (request.splits.size() < 2)
        return makeError(
            ErrorKind::Invalid,
            "An audit needs two or more splits (--audit train=DIR --audit test=DIR), or a split CSV.");
    return request;
}

AuditJob::AuditJob(QObject* parent) : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<std::shared_ptr<Outcome>>::finished, this, [this] {
        std::shared_ptr<Outcome> outcome = m_watcher.result();
        if (outcome->ok())
            Q_EMIT finished(std::make_shared<const audit::AuditResult>(std::move(*outcome).value()));
        else
            Q_EMIT failed(QString::fromStdString(outcome->error().message),
                          QString::fromStdString(outcome->error().detail),
                          outcome->error().kind == ErrorKind::Cancelled);
    });
}

AuditJob::~AuditJob()
{
    cancel();
    m_watcher.waitForFinished();
}

bool AuditJob::isRunning() const
{
    return m_watcher.isRunning();
}

void AuditJob::cancel()
{
    if (m_cancel)
        *m_cancel = true;
}

void AuditJob::start(const AuditRequest& request)
{
    cancel();
    m_watcher.waitForFinished();
    m_cancel = std::make_shared<std::atomic<bool>>(false);
    const Progress progress = workerProgress(this, m_cancel);
    m_watcher.setFuture(
        QtConcurrent::run([request, csv = request.csv.toStdString(), progress]() -> std::shared_ptr<Outcome> {
            return std::make_shared<Outcome>(runAudit(request, csv, progress));
        }));
}

PairReadJob::PairReadJob(QObject* parent) : QObject(parent)
{
    connect(&m_watcher, &QFutureWatcher<std::shared_ptr<const widgets::PairVolumes>>::finished, this,
            [this] { Q_EMIT finished(*m_watcher.result()); });
}

PairReadJob::~PairReadJob()
{
    m_watcher.waitForFinished();
}

bool PairReadJob::isRunning() const
{
    return m_watcher.isRunning();
}

void PairReadJob::start(std::shared_ptr<const audit::AuditResult> result, std::size_t pairIndex)
{
    // The watcher follows the newest future only: an older read still running is dropped when done.
    m_watcher.setFuture(QtConcurrent::run([result, pairIndex] {
        return std::make_shared<const widgets::PairVolumes>(widgets::readPairVolumes(*result, pairIndex));
    }));
}

} // namespace scansleuth::app
