// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "mainwindow.h"

#include "loadjob.h"
#include "widgets/imageinfopanel.h"

#include <QApplication>
#include <QDir>
#include <QFileDialog>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QSplitter>
#include <QStandardPaths>
#include <QStatusBar>

namespace scansleuth::app {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent)
{
    setWindowTitle(tr("ScanSleuth"));
    m_job = new LoadJob(this);
    m_images = new QListWidget(this);
    m_info = new widgets::ImageInfoPanel(this);

    auto* splitter = new QSplitter(this);
    splitter->addWidget(m_images);
    splitter->addWidget(m_info);
    splitter->setStretchFactor(1, 4);
    setCentralWidget(splitter);

    m_status = new QLabel(tr("Open a DICOM folder or an image file (File menu)."), this);
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 100);
    m_progress->setMaximumWidth(200);
    m_cancel = new QPushButton(tr("Cancel"), this);
    statusBar()->addWidget(m_status, 1);
    statusBar()->addPermanentWidget(m_progress);
    statusBar()->addPermanentWidget(m_cancel);
    setBusy(false);

    buildMenus();
    connect(m_cancel, &QPushButton::clicked, m_job, &LoadJob::cancel);
    connect(m_job, &LoadJob::progress, this, [this](int percent, const QString& stage) {
        m_progress->setValue(percent);
        if (!stage.isEmpty())
            m_status->setText(stage);
    });
    connect(m_job, &LoadJob::loaded, this, &MainWindow::showLoaded);
    connect(m_job, &LoadJob::failed, this, &MainWindow::showFailure);
    connect(m_images, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0 && row < static_cast<int>(m_opened.size()))
            m_info->showLoaded(*m_opened[static_cast<std::size_t>(row)]);
    });
    resize(1200, 800);
}

MainWindow::~MainWindow() = default;

void MainWindow::buildMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("Open &File..."), QKeySequence::Open, this, &MainWindow::chooseFile);
    file->addAction(tr("Open F&older..."), QKeySequence(tr("Ctrl+Shift+O")), this, &MainWindow::chooseFolder);
    file->addAction(tr("Open &Demo Study"), this, &MainWindow::openDemo);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, qApp, &QApplication::quit);
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About ScanSleuth"), this, [this] {
        QMessageBox::about(
            this, tr("About ScanSleuth"),
            tr("ScanSleuth %1\nA workbench for debugging medical-imaging deep-learning pipelines.")
                .arg(QStringLiteral(SCANSLEUTH_VERSION)));
    });
}

void MainWindow::chooseFile()
{
    QString path = QFileDialog::getOpenFileName(
        this, tr("Open Image"), {},
        tr("Images (*.nii *.nii.gz *.hdr *.dcm *.nrrd *.nhdr *.mha *.mhd);;All files (*)"));
    if (!path.isEmpty())
        openPath(path);
}

void MainWindow::chooseFolder()
{
    QString path = QFileDialog::getExistingDirectory(this, tr("Open DICOM Folder"));
    if (!path.isEmpty())
        openPath(path);
}

void MainWindow::openPath(const QString& path)
{
    setBusy(true);
    m_status->setText(tr("Loading %1...").arg(QDir::toNativeSeparators(path)));
    m_job->start(path);
}

void MainWindow::openDemo()
{
    const QString folder =
        QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/demo");
    const QString ct = folder + QStringLiteral("/ct.nii.gz");
    setBusy(true);
    m_status->setText(tr("Opening the demo study..."));
    m_job->start(folder, !QFileInfo::exists(ct), folder);
}

void MainWindow::showLoaded(std::shared_ptr<io::LoadedPath> loaded)
{
    setBusy(false);
    m_opened.push_back(loaded);
    QString name = QFileInfo(QString::fromStdString(loaded->path)).fileName();
    m_images->addItem(tr("%1 (%n image(s))", nullptr, static_cast<int>(loaded->images.size())).arg(name));
    m_images->setCurrentRow(m_images->count() - 1);
    m_status->setText(tr("Loaded %1.").arg(QString::fromStdString(loaded->path)));
    Q_EMIT loadFinished(true);
}

void MainWindow::showFailure(const QString& message, const QString& detail)
{
    setBusy(false);
    m_status->setText(message);
    if (!isVisible() || QApplication::platformName() == QLatin1String("offscreen")) {
        Q_EMIT loadFinished(false);
        return;
    }
    QMessageBox box(QMessageBox::Warning, tr("Could not open"), message, QMessageBox::Ok, this);
    box.setDetailedText(detail);
    box.exec();
    Q_EMIT loadFinished(false);
}

void MainWindow::setBusy(bool busy)
{
    m_progress->setVisible(busy);
    m_cancel->setVisible(busy);
    if (busy)
        m_progress->setValue(0);
}

} // namespace scansleuth::app
