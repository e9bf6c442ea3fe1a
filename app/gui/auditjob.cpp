// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "auditjob.h"

#include <QFileInfo>
#include <QSet>

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

void AuditJob::start(const AuditRequest& request)
{
    run<audit::AuditResult>(
        [request, csv = request.csv.toStdString()](const Progress& progress) {
            return runAudit(request, csv, progress);
        },
        [this](audit::AuditResult&& result) {
            Q_EMIT finished(std::make_shared<const audit::AuditResult>(std::move(result)));
        });
}

PairReadJob::PairReadJob(QObject* parent) : BackgroundJob(parent, BackgroundTask::Overlap::Replace) {}

void PairReadJob::start(std::shared_ptr<const audit::AuditResult> result, std::size_t pairIndex)
{
    run<widgets::PairVolumes>(
        [result, pairIndex](const Progress&) -> Result<widgets::PairVolumes> {
            return widgets::readPairVolumes(*result, pairIndex);
        },
        [this](widgets::PairVolumes&& volumes) { Q_EMIT finished(volumes); });
}

} // namespace scansleuth::app
