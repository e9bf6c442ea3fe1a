// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "exportpage.h"

#include "workflowdocument.h"

#include "investigate/reportbuilder.h"
#include "report/translatereport.h"
#include "report/writers.h"
#include "widgets/findingtext.h"
#include "widgets/pdf/pdfwriter.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace scansleuth::widgets {

Status exportInvestigationReport(const workflow::Investigation& investigation,
                                 const workflow::KnowledgeBase& kb, const QString& path,
                                 bool includeIdentifiers, const QString& investigationDir,
                                 QStringList* problems)
{
    investigate::ReportOptions options;
    options.includeIdentifiers = includeIdentifiers;
    options.investigationDir = investigationDir.toStdString();
    std::vector<std::string> left;
    report::Document document = investigate::buildReport(investigation, kb, options, &left);
    if (problems)
        for (const std::string& p : left)
            problems->append(QString::fromStdString(p));
    return writeReportInGuiLanguage(std::move(document), path, includeIdentifiers);
}

Status writeReportInGuiLanguage(report::Document document, const QString& path, bool includeIdentifiers)
{
    report::translateDocument(document, qtTranslator()); // in the GUI's language (docs/translation.md)
    const std::string file = path.toStdString();
    if (QFileInfo(path).suffix().compare(QLatin1String("pdf"), Qt::CaseInsensitive) == 0) {
        report::PdfOptions pdf;
        pdf.privacy.includeIdentifiers = includeIdentifiers;
        return report::writePdf(document, file, pdf);
    }
    report::WriteOptions write;
    write.privacy.includeIdentifiers = includeIdentifiers;
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
    layout->addWidget(m_result);
    layout->addStretch(1);

    connect(m_export, &QPushButton::clicked, this, &ExportPage::chooseAndExport);
    auto enable = [this] {
        m_export->setEnabled(m_document->hasInvestigation());
    };
    connect(m_document, &WorkflowDocument::reset, this, enable);
    enable();
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
    if (status.ok()) {
        if (problems.isEmpty())
            m_result->setText(tr("Report written to %1").arg(QDir::toNativeSeparators(path)));
        else // the report carries the same notes in place of the pictures
            m_result->setText(tr("Report written to %1, but %n picture(s) could not be included:\n%2", "",
                                 int(problems.size()))
                                  .arg(QDir::toNativeSeparators(path), problems.join(QLatin1Char('\n'))));
        Q_EMIT exported(path);
    } else {
        m_result->setText(
            tr("The report could not be written: %1").arg(QString::fromStdString(status.error().message)));
        m_result->setToolTip(QString::fromStdString(status.error().detail));
    }
    return status;
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
        (void)exportTo(path);
}

} // namespace scansleuth::widgets
