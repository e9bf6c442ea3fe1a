// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "imageinfopanel.h"

#include "findingsmodel.h"
#include "findingtext.h"
#include "io/inforeport.h"
#include "tablecolumns.h"

#include <QFontDatabase>
#include <QHeaderView>
#include <QPlainTextEdit>
#include <QSplitter>
#include <QTableView>
#include <QVBoxLayout>

namespace scansleuth::widgets {

ImageInfoPanel::ImageInfoPanel(QWidget* parent) : QWidget(parent)
{
    m_text = new QPlainTextEdit(this);
    m_text->setReadOnly(true);
    m_text->setLineWrapMode(QPlainTextEdit::NoWrap);
    m_text->setFont(QFontDatabase::systemFont(QFontDatabase::FixedFont));

    m_model = new FindingsModel(this);
    m_table = new QTableView(this);
    m_table->setModel(m_model);
    m_table->verticalHeader()->hide();
    // Severity and code as wide as they are, the finding and its fix share the rest, wrapped.
    fitTextColumns(m_table, {FindingsModel::MessageColumn, FindingsModel::FixColumn});

    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_text);
    splitter->addWidget(m_table);
    splitter->setStretchFactor(0, 3);
    splitter->setStretchFactor(1, 1);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);
}

void ImageInfoPanel::showLoaded(const io::LoadedPath& loaded)
{
    m_text->setPlainText(QString::fromStdString(io::infoText(loaded, &qtTranslator())));
    Findings all = loaded.findings;
    for (const io::LoadedImage& image : loaded.images)
        all.insert(all.end(), image.findings.begin(), image.findings.end());
    m_model->setFindings(std::move(all));
}

void ImageInfoPanel::showImage(const io::LoadedImage& image, const QString& label)
{
    m_text->setPlainText(
        QString::fromStdString(io::imageInfoText(image, label.toStdString(), &qtTranslator())));
    m_model->setFindings(image.findings);
}

void ImageInfoPanel::clear()
{
    m_text->clear();
    m_model->setFindings({});
}

QString ImageInfoPanel::infoText() const
{
    return m_text->toPlainText();
}

} // namespace scansleuth::widgets
