// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "mainwindow.h"

#include "loadjob.h"
#include "widgets/imageinfopanel.h"
#include "widgets/sliceview.h"
#include "widgets/viewerstate.h"

#include <QActionGroup>
#include <QApplication>
#include <QDir>
#include <QDockWidget>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QProgressBar>
#include <QPushButton>
#include <QStandardPaths>
#include <QStatusBar>

namespace scansleuth::app {

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent)
{
    setWindowTitle(tr("ScanSleuth"));
    m_job = new LoadJob(this);
    m_state = new widgets::ViewerState(this);

    auto* central = new QWidget(this);
    central->setStyleSheet(QStringLiteral("background: black;"));
    m_grid = new QGridLayout(central);
    m_grid->setContentsMargins(0, 0, 0, 0);
    m_grid->setSpacing(2);
    const render::Plane planes[3] = {render::Plane::Axial, render::Plane::Coronal, render::Plane::Sagittal};
    for (int i = 0; i < 3; ++i) {
        m_views[static_cast<std::size_t>(i)] = new widgets::SliceView(m_state, planes[i], central);
        m_grid->addWidget(m_views[static_cast<std::size_t>(i)], 0, i);
    }
    setCentralWidget(central);

    m_status = new QLabel(tr("Open a DICOM folder or an image file (File menu)."), this);
    m_hover = new QLabel(this);
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 100);
    m_progress->setMaximumWidth(200);
    m_cancel = new QPushButton(tr("Cancel"), this);
    statusBar()->addWidget(m_status);
    statusBar()->addWidget(m_hover, 1);
    statusBar()->addPermanentWidget(m_progress);
    statusBar()->addPermanentWidget(m_cancel);
    setBusy(false);

    buildDocks();
    buildMenus();
    connect(m_cancel, &QPushButton::clicked, m_job, &LoadJob::cancel);
    connect(m_job, &LoadJob::progress, this, [this](int percent, const QString& stage) {
        m_progress->setValue(percent);
        if (!stage.isEmpty())
            m_status->setText(stage);
    });
    connect(m_job, &LoadJob::loaded, this, &MainWindow::showLoaded);
    connect(m_job, &LoadJob::failed, this, &MainWindow::showFailure);
    connect(m_state, &widgets::ViewerState::layersChanged, this, &MainWindow::refreshLayerList);
    for (widgets::SliceView* view : m_views)
        connect(view, &widgets::SliceView::hoverInfo, m_hover, &QLabel::setText);
    resize(1400, 800);
}

MainWindow::~MainWindow() = default;

void MainWindow::buildDocks()
{
    m_layers = new QListWidget(this);
    auto* layerDock = new QDockWidget(tr("Layers"), this);
    layerDock->setObjectName(QStringLiteral("layers"));
    layerDock->setWidget(m_layers);
    addDockWidget(Qt::LeftDockWidgetArea, layerDock);
    connect(m_layers, &QListWidget::itemChanged, this, [this](QListWidgetItem* item) {
        m_state->setLayerVisible(m_layers->row(item), item->checkState() == Qt::Checked);
    });

    m_info = new widgets::ImageInfoPanel(this);
    auto* infoDock = new QDockWidget(tr("Header and findings"), this);
    infoDock->setObjectName(QStringLiteral("inspector"));
    infoDock->setWidget(m_info);
    addDockWidget(Qt::BottomDockWidgetArea, infoDock);
    // The views are what people look at; the inspector starts short.
    resizeDocks({infoDock}, {220}, Qt::Vertical);
    resizeDocks({layerDock}, {260}, Qt::Horizontal);
}

void MainWindow::buildMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    file->addAction(tr("Open &File..."), QKeySequence::Open, this, [this] { chooseFile(false); });
    file->addAction(tr("Open F&older..."), QKeySequence(tr("Ctrl+Shift+O")), this, &MainWindow::chooseFolder);
    file->addAction(tr("Add &Overlay..."), QKeySequence(tr("Ctrl+Shift+A")), this,
                    [this] { chooseFile(true); });
    file->addAction(tr("Open &Demo Study"), this, &MainWindow::openDemo);
    file->addSeparator();
    file->addAction(tr("&Quit"), QKeySequence::Quit, qApp, &QApplication::quit);

    QMenu* view = menuBar()->addMenu(tr("&View"));
    auto* layouts = new QActionGroup(this);
    QAction* single = view->addAction(tr("Layout 1x1"), this, [this] { setLayout(Layout::Single); });
    QAction* row = view->addAction(tr("Layout 1x3"), this, [this] { setLayout(Layout::Row); });
    for (QAction* a : {single, row}) {
        a->setCheckable(true);
        layouts->addAction(a);
    }
    row->setChecked(true);
    view->addSeparator();
    QAction* neuro = view->addAction(tr("&Neurological Convention (Right Is Right)"));
    neuro->setCheckable(true);
    connect(neuro, &QAction::toggled, this, [this](bool on) {
        m_state->setConvention(on ? render::ScreenConvention::Neurological
                                  : render::ScreenConvention::Radiological);
    });

    QMenu* help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About ScanSleuth"), this, [this] {
        QMessageBox::about(
            this, tr("About ScanSleuth"),
            tr("ScanSleuth %1\nA workbench for debugging medical-imaging deep-learning pipelines.")
                .arg(QStringLiteral(SCANSLEUTH_VERSION)));
    });
}

void MainWindow::setLayout(Layout layout)
{
    m_views[1]->setVisible(layout == Layout::Row);
    m_views[2]->setVisible(layout == Layout::Row);
}

void MainWindow::chooseFile(bool asOverlay)
{
    QString path = QFileDialog::getOpenFileName(
        this, asOverlay ? tr("Add Overlay") : tr("Open Image"), {},
        tr("Images (*.nii *.nii.gz *.hdr *.dcm *.nrrd *.nhdr *.mha *.mhd);;All files (*)"));
    if (!path.isEmpty())
        openPath(path, asOverlay);
}

void MainWindow::chooseFolder()
{
    QString path = QFileDialog::getExistingDirectory(this, tr("Open DICOM Folder"));
    if (!path.isEmpty())
        openPath(path);
}

void MainWindow::openPath(const QString& path, bool asOverlay)
{
    m_queue.push_back({path, asOverlay, false});
    startNext();
}

void MainWindow::openDemo()
{
    const QString folder =
        QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/demo");
    const bool missing = !QFileInfo::exists(folder + QStringLiteral("/mask.nii.gz"));
    m_queue.push_back({folder + QStringLiteral("/ct"), false, missing});
    m_queue.push_back({folder + QStringLiteral("/mask.nii.gz"), true, false});
    startNext();
}

void MainWindow::startNext()
{
    if (m_loading)
        return;
    if (m_queue.empty()) {
        Q_EMIT idle();
        return;
    }
    m_current = m_queue.front();
    m_queue.pop_front();
    m_loading = true;
    setBusy(true);
    m_status->setText(tr("Loading %1...").arg(QDir::toNativeSeparators(m_current.path)));
    const QString demoFolder = m_current.writeDemo ? QFileInfo(m_current.path).path() : QString();
    m_job->start(m_current.path, m_current.writeDemo, demoFolder);
}

void MainWindow::showLoaded(std::shared_ptr<io::LoadedPath> loaded)
{
    m_loading = false;
    setBusy(false);
    m_opened.push_back(loaded);
    if (!m_current.asOverlay)
        m_state->clear();
    for (std::size_t i = 0; i < loaded->images.size(); ++i) {
        // A base path contributes its first image; the others stay in the inspector.
        if (!m_current.asOverlay && i > 0)
            break;
        auto image = std::shared_ptr<const io::LoadedImage>(loaded, &loaded->images[i]);
        m_state->addLayer(image, QString::fromStdString(loaded->imageLabels[i]));
    }
    m_info->showLoaded(*loaded);
    m_status->setText(tr("Loaded %1.").arg(QString::fromStdString(loaded->path)));
    Q_EMIT loadFinished(true);
    startNext();
}

void MainWindow::showFailure(const QString& message, const QString& detail)
{
    m_loading = false;
    setBusy(false);
    m_status->setText(message);
    if (isVisible() && QApplication::platformName() != QLatin1String("offscreen")) {
        QMessageBox box(QMessageBox::Warning, tr("Could not open"), message, QMessageBox::Ok, this);
        box.setDetailedText(detail);
        box.exec();
    }
    Q_EMIT loadFinished(false);
    startNext();
}

void MainWindow::refreshLayerList()
{
    const QSignalBlocker blocker(m_layers);
    m_layers->clear();
    for (const widgets::ViewerLayer& layer : m_state->layers()) {
        auto* item = new QListWidgetItem(layer.name, m_layers);
        item->setFlags(item->flags() | Qt::ItemIsUserCheckable);
        item->setCheckState(layer.visible ? Qt::Checked : Qt::Unchecked);
        if (layer.image->geometry() != m_state->layers().front().image->geometry()) {
            const auto diff =
                volume::compareGeometry(m_state->layers().front().image->geometry(), layer.image->geometry());
            if (!diff.withinTolerance) {
                item->setText(layer.name + tr("  [different grid]"));
                item->setToolTip(QString::fromStdString(diff.summary()));
            }
        }
    }
}

void MainWindow::setBusy(bool busy)
{
    m_progress->setVisible(busy);
    m_cancel->setVisible(busy);
    if (busy)
        m_progress->setValue(0);
}

} // namespace scansleuth::app
