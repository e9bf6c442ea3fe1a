// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "dicombrowser.h"

#include "clearbutton.h"
#include "findingtext.h"
#include "io/dicom/dicomtags.h"

#include <QFileInfo>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QSortFilterProxyModel>
#include <QSplitter>
#include <QStandardItemModel>
#include <QTableView>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <map>

namespace scansleuth::widgets {

DicomBrowser::DicomBrowser(QWidget* parent) : QWidget(parent)
{
    m_tree = new QTreeWidget(this);
    m_tree->setHeaderLabels({tr("Patient / study / series"), tr("Size"), tr("Findings")});
    m_tree->setRootIsDecorated(true);

    m_search = new QLineEdit(this);
    m_search->setPlaceholderText(tr("Search tags, names and values"));
    enableClearButtonWithText(m_search);
    m_fileLabel = new QLabel(this);
    m_fileLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_tags = new QStandardItemModel(0, 4, this);
    m_tags->setHorizontalHeaderLabels({tr("Tag"), tr("VR"), tr("Name"), tr("Value")});
    m_filter = new QSortFilterProxyModel(this);
    m_filter->setSourceModel(m_tags);
    m_filter->setFilterKeyColumn(-1);
    m_filter->setFilterCaseSensitivity(Qt::CaseInsensitive);
    m_table = new QTableView(this);
    m_table->setModel(m_filter);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setStretchLastSection(true);

    auto* tagBox = new QWidget(this);
    auto* tagLayout = new QVBoxLayout(tagBox);
    tagLayout->setContentsMargins(0, 0, 0, 0);
    tagLayout->addWidget(m_search);
    tagLayout->addWidget(m_fileLabel);
    tagLayout->addWidget(m_table, 1);

    auto* splitter = new QSplitter(Qt::Vertical, this);
    splitter->addWidget(m_tree);
    splitter->addWidget(tagBox);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(splitter);

    connect(m_search, &QLineEdit::textChanged, this, &DicomBrowser::setFilter);
    connect(m_tree, &QTreeWidget::currentItemChanged, this, [this](QTreeWidgetItem* item) {
        if (!item || item->data(0, Qt::UserRole).isNull())
            return;
        const int index = item->data(0, Qt::UserRole).toInt();
        showTagsOf(item->data(0, Qt::UserRole + 1).toString());
        Q_EMIT seriesActivated(index);
    });
}

void DicomBrowser::showSeries(const io::LoadedPath& loaded)
{
    m_tree->clear();
    std::map<std::string, QTreeWidgetItem*> patients, studies;
    std::map<std::size_t, QTreeWidgetItem*> seriesItems;
    for (std::size_t i = 0; i < loaded.images.size(); ++i) {
        const io::LoadedImage& image = loaded.images[i];
        if (!image.dicom)
            continue;
        const io::DicomSeriesInfo& d = *image.dicom;
        QTreeWidgetItem*& patient = patients[d.patientId + "|" + d.patientName];
        if (!patient) {
            patient = new QTreeWidgetItem(m_tree, {tr("Patient %1 %2")
                                                       .arg(QString::fromStdString(d.patientId),
                                                            QString::fromStdString(d.patientName))});
            patient->setExpanded(true);
        }
        QTreeWidgetItem*& study = studies[d.studyInstanceUid];
        if (!study) {
            study = new QTreeWidgetItem(patient, {tr("Study %1 (%2)")
                                                      .arg(QString::fromStdString(d.studyDate),
                                                           QString::fromStdString(d.studyInstanceUid))});
            study->setExpanded(true);
        }
        const auto& g = image.geometry();
        auto* series = new QTreeWidgetItem(
            study,
            {QStringLiteral("%1  %2").arg(QString::fromStdString(loaded.imageLabels[i]),
                                          QString::fromStdString(d.modality)),
             QStringLiteral("%1x%2x%3%4")
                 .arg(g.size[0])
                 .arg(g.size[1])
                 .arg(g.size[2])
                 .arg(image.volumes.size() > 1 ? QStringLiteral("x%1").arg(image.volumes.size()) : QString()),
             QString::number(image.findings.size())});
        series->setData(0, Qt::UserRole, static_cast<int>(i));
        series->setData(0, Qt::UserRole + 1,
                        image.files.empty() ? QString() : QString::fromStdString(image.files.front()));
        series->setToolTip(0, QString::fromStdString(d.seriesInstanceUid));
        seriesItems[i] = series;
    }
    // SEG and RTSTRUCT objects under the series they were placed on (a mask of it, not a series of its own).
    for (std::size_t i = 0; i < loaded.images.size() && i < loaded.maskOf.size(); ++i) {
        const io::LoadedImage& image = loaded.images[i];
        const auto parent = seriesItems.find(static_cast<std::size_t>(loaded.maskOf[i]));
        if (!image.segmentation || loaded.maskOf[i] < 0 || parent == seriesItems.end())
            continue;
        const bool seg = image.segmentation->kind == io::DicomSegObject::Kind::Seg;
        auto* item = new QTreeWidgetItem(
            parent->second,
            {QStringLiteral("%1  %2").arg(QString::fromStdString(loaded.imageLabels[i]),
                                          seg ? QStringLiteral("SEG") : QStringLiteral("RTSTRUCT")),
             (seg ? tr("%n segment(s)", nullptr, int(image.segmentation->segments.size()))
                  : tr("%n ROI(s)", nullptr, int(image.segmentation->segments.size()))),
             QString::number(image.findings.size())});
        item->setData(0, Qt::UserRole, static_cast<int>(i));
        item->setData(0, Qt::UserRole + 1, QString::fromStdString(image.path));
        item->setToolTip(0, QString::fromStdString(image.seriesUid));
        parent->second->setExpanded(true);
    }
    m_tree->resizeColumnToContents(0);
}

void DicomBrowser::showTagsOf(const QString& file)
{
    if (file == m_file)
        return;
    m_file = file;
    m_tags->removeRows(0, m_tags->rowCount());
    m_fileLabel->setText(QFileInfo(file).fileName());
    if (file.isEmpty())
        return;
    auto tags = io::readDicomTags(file.toStdString());
    if (!tags) {
        m_fileLabel->setText(errorText(tags.error().message));
        return;
    }
    for (const io::DicomTag& t : *tags) {
        const QString indent(t.depth * 2, QLatin1Char(' '));
        m_tags->appendRow({new QStandardItem(indent + QString::fromStdString(t.tag)),
                           new QStandardItem(QString::fromStdString(t.vr)),
                           new QStandardItem(QString::fromStdString(t.name)),
                           new QStandardItem(QString::fromStdString(t.value))});
    }
    m_table->resizeColumnsToContents();
}

void DicomBrowser::setFilter(const QString& text)
{
    if (m_search->text() != text)
        m_search->setText(text);
    m_filter->setFilterFixedString(text);
}

} // namespace scansleuth::widgets
