// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "exportpage.h"

#include "workflowdocument.h"

#include "investigate/reportbuilder.h"
#include "report/translatereport.h"
#include "report/writers.h"
#include "widgets/failurebox.h"
#include "widgets/findingtext.h"
#include "widgets/pdf/pdfwriter.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QVBoxLayout>

namespace scansleuth::widgets {

namespace {

// A problem as investigate::buildReport words it ("run-1: The picture ... is not included: ..."), in the
// user's language as the report writes it; the run's id (it has no space) is kept.
QString problemText(const std::string& problem)
{
    const std::size_t colon = problem.find(": ");
    if (colon != std::string::npos && problem.find(' ') > colon)
        return QString::fromStdString(problem.substr(0, colon + 2)) + reportText(problem.substr(colon + 2));
    return reportText(problem);
}

} // namespace

Status exportInvestigationReport(const workflow::Investigation& investigation,
                                 const workflow::KnowledgeBase& kb, const QString& path,
                                 bool includeIdentifiers, const QString& investigationDir,
                                 QStringList* problems, const Progress& progress)
{
    investigate::ReportOptions options;
    options.includeIdentifiers = includeIdentifiers;
    options.investigationDir = investigationDir.toStdString();
    std::vector<std::string> left;
    // Building reads the snapshot pictures: a fifth of the whole, as a guess.
    if (!progress.report(0.0))
        return makeError(ErrorKind::Cancelled, "Writing the report was cancelled.");
    report::Document document = investigate::buildReport(investigation, kb, options, &left);
    if (problems)
        for (const std::string& p : left)
            problems->append(problemText(p));
    return writeReportInGuiLanguage(std::move(document), path, includeIdentifiers, progress.sub(0.2, 1.0));
}

Status writeReportInGuiLanguage(report::Document document, const QString& path, bool includeIdentifiers,
                                const Progress& progress)
{
    report::translateDocument(document, qtTranslator()); // in the GUI's language (docs/translation.md)
    const std::string file = path.toStdString();
    if (QFileInfo(path).suffix().compare(QLatin1String("pdf"), Qt::CaseInsensitive) == 0) {
        report::PdfOptions pdf;
        pdf.privacy.includeIdentifiers = includeIdentifiers;
        pdf.progress = progress;
        return report::writePdf(document, file, pdf);
    }
    report::WriteOptions write;
    write.privacy.includeIdentifiers = includeIdentifiers;
    write.progress = progress;
    return report::writeReport(document, file, write);
}

ExportPage::ExportPage(WorkflowDocument* document, QWidget* parent) : QWidget(parent), m_document(document)
{
    m_format = new QComboBox(this);
    m_format->setObjectName(QStringLiteral("exportFormat"));
    m_format->addItem(tr("PDF"), QStringLiteral("pdf"));
    m_format->addItem(tr("HTML"), QStringLiteral("html"));
    m_format->addItem(tr("Markdown"), QStringLiteral("md"));
    m_format->addItem(tr("JSON"), QStringLiteral("json"));
    m_identifiers = new QCheckBox(tr("Include patient &identifiers (names, IDs, birth dates)"), this);
    m_identifiers->setObjectName(QStringLiteral("includeIdentifiers"));
    m_identifiers->setChecked(false);
    m_identifiers->setToolTip(tr("Off: patient identifiers are replaced by pseudonyms in the report."));
    m_export = new QPushButton(tr("&Export report..."), this);
    m_export->setObjectName(QStringLiteral("exportReport"));
    m_progress = new QProgressBar(this);
    m_progress->setObjectName(QStringLiteral("exportProgress"));
    m_progress->setRange(0, 100);
    m_cancel = new QPushButton(tr("Cancel"), this);
    m_cancel->setObjectName(QStringLiteral("cancelExport"));
    m_result = new QLabel(this);
    m_result->setObjectName(QStringLiteral("exportResult"));
    m_result->setWordWrap(true);
    m_result->setTextFormat(Qt::PlainText);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto* form = new QFormLayout;
    form->addRow(tr("Format"), m_format);
    form->addRow(m_identifiers);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_export, 0, Qt::AlignLeft);
    auto* running = new QHBoxLayout;
    running->addWidget(m_progress, 1);
    running->addWidget(m_cancel);
    layout->addLayout(running);
    layout->addWidget(m_result);
    layout->addStretch(1);

    connect(m_export, &QPushButton::clicked, this, &ExportPage::chooseAndExport);
    connect(m_cancel, &QPushButton::clicked, this, &ExportPage::cancelExport);
    connect(m_document, &WorkflowDocument::reset, this, [this] { setExporting(isExporting()); });
    setExporting(false);
}

void ExportPage::setExporting(bool exporting)
{
    m_export->setEnabled(!exporting && m_document->hasInvestigation());
    m_progress->setVisible(exporting);
    m_cancel->setVisible(exporting);
    if (exporting)
        m_progress->setValue(0);
}

bool ExportPage::includeIdentifiers() const
{
    return m_identifiers->isChecked();
}

Status ExportPage::exportTo(const QString& path)
{
    if (!m_document->hasInvestigation())
        return makeError(ErrorKind::Invalid, "No investigation is open.");
    QStringList problems;
    const Status status =
        exportInvestigationReport(m_document->investigation(), m_document->knowledgeBase(), path,
                                  includeIdentifiers(), m_document->investigationDir(), &problems);
    showOutcome(path, status, problems);
    return status;
}

bool ExportPage::startExport(const QString& path)
{
    if (isExporting() || !m_document->hasInvestigation())
        return false;
    // The worker owns copies: the investigation may be edited (or closed) while the report is written.
    auto work = [investigation = m_document->investigation(), kb = m_document->knowledgeBase(), path,
                 identifiers = includeIdentifiers(),
                 dir = m_document->investigationDir()](const Progress& progress) -> Result<Outcome> {
        Outcome outcome; // the page shows its own words, not the writer's stage names
        if (Status s = exportInvestigationReport(investigation, kb, path, identifiers, dir, &outcome.problems,
                                                 progress);
            !s)
            return s.error();
        return outcome;
    };
    setExporting(true);
    m_result->setToolTip({});
    m_result->setText(tr("Writing the report to %1...").arg(QDir::toNativeSeparators(path)));
    m_task.start<Outcome>(
        std::move(work),
        [this](double fraction, const QString&) { m_progress->setValue(static_cast<int>(fraction * 100)); },
        [this, path](Result<Outcome> result) {
            setExporting(false);
            if (!result && result.error().kind == ErrorKind::Cancelled) {
                m_result->setText(tr("The export was cancelled; no report was written."));
                Q_EMIT exportFinished(false);
                return;
            }
            showOutcome(path, result ? Status{} : Status(result.error()),
                        result ? result->problems : QStringList());
            if (!result)
                showFailure(this, tr("The report could not be written"),
                            QString::fromStdString(result.error().message),
                            QString::fromStdString(result.error().detail));
            Q_EMIT exportFinished(result.ok());
        });
    return true;
}

void ExportPage::cancelExport()
{
    m_task.cancel();
}

bool ExportPage::isExporting() const
{
    return m_task.isRunning();
}

void ExportPage::showOutcome(const QString& path, const Status& status, const QStringList& problems)
{
    if (status.ok()) {
        if (problems.isEmpty())
            m_result->setText(tr("Report written to %1").arg(QDir::toNativeSeparators(path)));
        else // the report carries the same notes in place of the pictures
            m_result->setText(tr("Report written to %1, but %n picture(s) could not be included:\n%2", "",
                                 int(problems.size()))
                                  .arg(QDir::toNativeSeparators(path), problems.join(QLatin1Char('\n'))));
        Q_EMIT exported(path);
    } else {
        m_result->setText(tr("The report could not be written: %1").arg(errorText(status.error().message)));
        m_result->setToolTip(QString::fromStdString(status.error().detail));
    }
}

void ExportPage::chooseAndExport()
{
    const QString suffix = m_format->currentData().toString();
    const QString base = m_document->path().isEmpty() ? QStringLiteral("investigation")
                                                      : QFileInfo(m_document->path()).completeBaseName();
    const QString dir =
        m_document->path().isEmpty() ? QString() : QFileInfo(m_document->path()).absolutePath();
    const QString proposed = QDir(dir).filePath(base + QLatin1Char('.') + suffix);
    const QString path = QFileDialog::getSaveFileName(this, tr("Export report"), proposed,
                                                      tr("%1 (*.%2)").arg(m_format->currentText(), suffix));
    if (!path.isEmpty())
        (void)startExport(path);
}

} // namespace scansleuth::widgets
