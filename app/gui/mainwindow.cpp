// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "mainwindow.h"

#include "auditdialog.h"
#include "auditwindow.h"
#include "busystatus.h"
#include "comparerunsdialog.h"
#include "comparisonwindow.h"
#include "experimentjob.h"
#include "helpdialogs.h"
#include "helpwindow.h"
#include "io/imageloader.h"
#include "io/segmentationloader.h"
#include "loadjob.h"
#include "modelactions.h"
#include "modelinspectdialog.h"
#include "prefetch.h"
#include "shortcuts.h"
#include "startupstyle.h"
#include "taskjob.h"
#include "widgets/dicombrowser.h"
#include "widgets/failurebox.h"
#include "widgets/findingtext.h"
#include "widgets/imageinfopanel.h"
#include "widgets/keyboardfocus.h"
#include "widgets/layerpanel.h"
#include "widgets/sliceview.h"
#include "widgets/viewerstate.h"
#include "widgets/volumeview3d.h"
#include "widgets/workflowpanel.h"
#include "workflow/investigation.h"
#include "workflow/knowledgebase.h"
#include "workflow/safepath.h"

#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDir>
#include <QDockWidget>
#include <QDragEnterEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QGridLayout>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QMimeData>
#include <QPalette>
#include <QProgressBar>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QStyleFactory>

#include <utility>

namespace scansleuth::app {

namespace {

// Stores a view setting unless it holds that value already: QSettings rewrites its whole file on every
// change (a locked write and an fsync, 5 to 20 ms), and the window restores these at every start.
void storeSetting(const QString& key, const QVariant& value)
{
    QSettings settings;
    if (settings.value(key).toString() != value.toString())
        settings.setValue(key, value);
}

} // namespace

MainWindow::MainWindow(QWidget* parent) : QMainWindow(parent)
{
    setWindowTitle(tr("ScanSleuth"));
    m_job = new LoadJob(this);
    m_correction = new TaskJob(this);
    m_state = new widgets::ViewerState(this);
    m_model = new ModelActions(m_state, this);

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

    const BusyStatus bar = BusyStatus::addTo(this, tr("Open a DICOM folder or an image file (File menu)."));
    m_status = bar.status;
    m_hover = bar.hover;
    m_progress = bar.progress;
    m_cancel = bar.cancel;

    buildDocks();
    buildMenus();
    bar.follow(m_job);
    bar.follow(m_correction);
    connect(m_correction, &TaskJob::failed, this,
            [this](const QString& message, const QString&, bool cancelled) {
                setBusy(isWorking());
                m_status->setText(cancelled ? tr("Showing the correction was cancelled.")
                                            : widgets::errorText(message.toStdString()));
                Q_EMIT correctionShown(false);
            });
    connect(m_job, &LoadJob::loaded, this, &MainWindow::showLoaded);
    connect(m_job, &LoadJob::failed, this, &MainWindow::showFailure);
    connect(m_cancel, &QPushButton::clicked, m_model, &ModelActions::cancel);
    connect(m_model, &ModelActions::started, this, [this] { setBusy(true); });
    connect(m_model, &ModelActions::progress, this,
            [this](int percent, const QString&) { m_progress->setValue(percent); });
    connect(m_model, &ModelActions::message, m_status, &QLabel::setText);
    connect(m_model, &ModelActions::segSaved, this, [this] { setBusy(isWorking()); });
    connect(m_model, &ModelActions::mapShown, this, [this] { setBusy(isWorking()); });
    connect(m_model, &ModelActions::finished, this, [this](bool ok) {
        setBusy(isWorking());
        updateWorkflowInputs(); // the model just run becomes the model experiments' input
        Q_EMIT modelRunFinished(ok);
    });
    for (widgets::SliceView* view : m_views)
        connect(view, &widgets::SliceView::hoverInfo, this, [this](const QString& text) {
            BusyStatus{m_status, m_hover, m_progress, m_cancel}.showHover(text);
        });
    widgets::letTabLeave(this); // Tab gets out of every table and text box
    setAcceptDrops(true);
    resize(kDefaultSize);
    m_defaultState = saveState();
    QSettings settings;
    restoreGeometry(settings.value(QStringLiteral("window/geometry")).toByteArray());
    restoreState(settings.value(QStringLiteral("window/state")).toByteArray());
    setLayout(layoutFromName(settings.value(QStringLiteral("view/layout")).toString()));
}

MainWindow::~MainWindow() = default;

void MainWindow::buildDocks()
{
    m_layers = new widgets::LayerPanel(m_state, this);
    auto* layerDock = new QDockWidget(tr("Layers"), this);
    layerDock->setObjectName(QStringLiteral("layers"));
    layerDock->setWidget(m_layers);
    addDockWidget(Qt::LeftDockWidgetArea, layerDock);
    connect(m_layers->list(), &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0 && row < static_cast<int>(m_state->layers().size())) {
            const widgets::ViewerLayer& layer = m_state->layers()[static_cast<std::size_t>(row)];
            m_info->showImage(*layer.image, layer.name);
        }
    });

    m_info = new widgets::ImageInfoPanel(this);
    auto* infoDock = new QDockWidget(tr("Header and findings"), this);
    infoDock->setObjectName(QStringLiteral("inspector"));
    infoDock->setWidget(m_info);
    addDockWidget(Qt::BottomDockWidgetArea, infoDock);
    m_dicom = new widgets::DicomBrowser(this);
    auto* dicomDock = new QDockWidget(tr("DICOM"), this);
    dicomDock->setObjectName(QStringLiteral("dicom"));
    dicomDock->setWidget(m_dicom);
    addDockWidget(Qt::BottomDockWidgetArea, dicomDock);
    tabifyDockWidget(infoDock, dicomDock);
    infoDock->raise();
    connect(m_state, &widgets::ViewerState::cursorChanged, this, &MainWindow::showTagsUnderCursor);
    connect(m_dicom, &widgets::DicomBrowser::seriesActivated, this, [this](int index) {
        // Picking a series in the tree shows it as the base image.
        if (m_opened.empty() || index >= static_cast<int>(m_opened.back()->images.size()))
            return;
        const std::shared_ptr<io::LoadedPath>& loaded = m_opened.back();
        const auto& image = loaded->images[static_cast<std::size_t>(index)];
        if (!m_state->isEmpty() && m_state->layers().front().image.get() == &image)
            return;
        if (image.segmentation) // a SEG/RTSTRUCT is a mask: shown over its series, never as the base
            return;
        m_state->clear();
        m_state->addLayer(std::shared_ptr<const io::LoadedImage>(loaded, &image),
                          QString::fromStdString(loaded->imageLabels[static_cast<std::size_t>(index)]));
    });

    buildWorkflowDock();

    // The views are what people look at; the inspector starts short.
    resizeDocks({infoDock}, {220}, Qt::Vertical);
    resizeDocks({layerDock}, {kLayerDockWidth}, Qt::Horizontal);
}

void MainWindow::buildWorkflowDock()
{
    m_workflow = new widgets::WorkflowPanel(this);
    m_workflow->setExperimentRunner(new ExperimentJob(this));
    m_workflowDock = new QDockWidget(tr("Investigation"), this);
    m_workflowDock->setObjectName(QStringLiteral("investigation"));
    m_workflowDock->setWidget(m_workflow);
    // The investigation takes the window's full height (the inspector stops at its left), and opens
    // wide enough for its tables' codes and numbers beside a readable text column.
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    setCorner(Qt::TopRightCorner, Qt::RightDockWidgetArea);
    addDockWidget(Qt::RightDockWidgetArea, m_workflowDock);
    resizeDocks({m_workflowDock}, {kInvestigationDockWidth}, Qt::Horizontal);
    if (auto kb = defaultKnowledgeBase()) {
        m_workflow->setKnowledgeBase(*kb);
    } else {
        m_workflow->setEnabled(false);
        m_status->setText(
            tr("The knowledge base could not be read: %1").arg(widgets::errorText(kb.error().message)));
    }
    // The viewer's layers are the automated experiments' inputs: base image, first and second overlay.
    connect(m_state, &widgets::ViewerState::layersChanged, this, &MainWindow::updateWorkflowInputs);
    connect(m_workflow, &widgets::WorkflowPanel::message, m_status, &QLabel::setText);
    connect(m_workflow, &widgets::WorkflowPanel::showRequested, this,
            [this](const volume::Vec3& lps, const QString& overlayPath) {
                bool shown = overlayPath.isEmpty();
                for (const widgets::ViewerLayer& layer : m_state->layers())
                    shown = shown || QString::fromStdString(layer.image->path) == overlayPath;
                if (!shown)
                    openPath(overlayPath, true);
                m_state->setCursor(lps);
            });
    connect(m_workflow, &widgets::WorkflowPanel::correctionRequested, this, &MainWindow::showCorrection);
    connect(m_workflow, &widgets::WorkflowPanel::mapRequested, m_model, &ModelActions::showMap);
}

void MainWindow::updateWorkflowInputs()
{
    investigate::ExperimentInputs inputs;
    const char* roles[] = {"image", "mask", "reference"};
    std::size_t role = 0;
    for (const widgets::ViewerLayer& layer : m_state->layers()) // layers made in memory have no path
        if (role < 3 && !layer.image->path.empty())
            inputs.paths[roles[role++]] = {layer.image->path};
    const ModelRunSettings& model = m_model->lastSettings();
    if (!model.modelPath.isEmpty())
        inputs.paths["model"] = {model.modelPath.toStdString()};
    if (!model.specPath.isEmpty())
        inputs.paths["spec"] = {model.specPath.toStdString()};
    if (!model.modelPath.isEmpty() && model.device != model::DeviceRequest::Auto)
        inputs.paths["device"] = {model.device == model::DeviceRequest::Cpu ? "cpu" : "cuda"};
    if (inputs.has("image"))
        inputs.paths["path"] = inputs.paths["image"];
    m_workflow->setInputs(inputs);
}

void MainWindow::showCorrection(const widgets::CorrectionRequest& request)
{
    // One layer per correction: clicking the finding and then pressing "Show the suspected correction"
    // (or pressing it again) shows the layer already made instead of stacking copies.
    const QString key =
        QStringLiteral("correction\n%1\n%2\n%3").arg(request.maskPath, request.code, request.description);
    if (const int existing = m_state->layerIndex(key); existing >= 0) {
        m_state->setLayerVisible(existing, true);
        m_layers->list()->setCurrentRow(existing);
        m_status->setText(tr("Showing the suspected correction: %1").arg(request.description));
        Q_EMIT correctionShown(true);
        return;
    }
    // The mask as stored, reordered and placed as the candidate says: drawn in world space next to the
    // mask as found, so the correction can be judged by eye. Reading a mask of a large CT takes seconds:
    // off the GUI thread, on the status bar's progress and Cancel; so is the scan for the layer's style.
    auto work = [request](const Progress& progress) -> Result<widgets::PreparedImage> {
        auto loaded =
            io::loadPath(request.maskPath.toStdString(), {}, TaskJob::withoutStages(progress.sub(0, 0.9)));
        if (!loaded && loaded.error().kind == ErrorKind::Cancelled)
            return loaded.error();
        if (!loaded || loaded->images.empty()) // the status bar says the reader's sentence too
            return makeError(
                ErrorKind::Io,
                loaded
                    ? QCoreApplication::translate("scansleuth::app::MainWindow",
                                                  "The mask %1 could not be read to show the correction.")
                          .arg(request.maskPath)
                          .toStdString()
                    : QCoreApplication::translate("scansleuth::app::MainWindow",
                                                  "The mask %1 could not be read to show the correction: %2")
                          .arg(request.maskPath, widgets::errorText(loaded.error().message))
                          .toStdString(),
                loaded ? std::string() : loaded.error().detail);
        auto corrected = std::make_shared<io::LoadedImage>(std::move(loaded->images.front()));
        auto volume = volume::reorient(corrected->volumes.front(), request.permutation);
        if (!volume || volume->geometry().size != request.geometry.size)
            return makeError(ErrorKind::Invalid,
                             QCoreApplication::translate("scansleuth::app::MainWindow",
                                                         "The correction does not fit the mask %1.")
                                 .arg(request.maskPath)
                                 .toStdString());
        volume->geometry() = request.geometry;
        corrected->volumes.clear();
        corrected->volumes.push_back(std::move(volume).value());
        corrected->findings.clear();
        if (!progress.report(0.95))
            return makeError(ErrorKind::Cancelled, "Cancelled.");
        widgets::PreparedImage prepared = widgets::ViewerState::prepare(std::move(corrected));
        if (!progress.report(1.0))
            return makeError(ErrorKind::Cancelled, "Cancelled.");
        return prepared;
    };
    setBusy(true);
    m_status->setText(tr("Reading %1 to show the suspected correction...").arg(request.maskPath));
    m_correction->start<widgets::PreparedImage>(std::move(work), [this, request,
                                                                  key](widgets::PreparedImage&& corrected) {
        setBusy(isWorking());
        m_state->addLayer(corrected,
                          tr("%1 corrected (%2)").arg(QFileInfo(request.maskPath).fileName(), request.code),
                          key);
        m_layers->list()->setCurrentRow(m_state->layerIndex(key));
        m_status->setText(tr("Showing the suspected correction: %1").arg(request.description));
        Q_EMIT correctionShown(true);
    });
}

void MainWindow::startDemoInvestigation(const QString& folder)
{
    // The demo model (dropout left in training mode) on the CPU: the model experiments' input.
    ModelRunSettings demoModel;
    demoModel.modelPath = folder + QStringLiteral("/model_dropout_training.pt");
    demoModel.specPath = folder + QStringLiteral("/model_spec.json");
    demoModel.device = model::DeviceRequest::Cpu;
    m_model->setLastSettings(demoModel);
    updateWorkflowInputs();
    if (!m_workflow->isEnabled())
        return;
    if (m_demoSymptom == QLatin1String("nondeterministic-results")) {
        startDemoDeterminism(folder);
        return;
    }
    // The demo's bug: the organ mask was saved mirrored left-right. The investigation opens at its first
    // step with the opening questions answered as a user would.
    const QString path = folder + QStringLiteral("/demo-investigation.json");
    if (widgets::WorkflowPanel::offerRecovery(this, path) && m_workflow->recoverInvestigation(path)) {
        m_workflow->setCurrentStep(widgets::WorkflowPanel::QuestionsStep);
        return;
    }
    m_workflow->newInvestigation(QStringLiteral("mask-misaligned"),
                                 tr("The liver in the organ mask sits on the patient's left."),
                                 tr("Checking the masks a preprocessing script wrote for training."),
                                 tr("The script now reorients every volume before saving it."));
    // Saved at once so that it is autosaved from the first change on.
    (void)m_workflow->saveInvestigation(path); // a failure is said in the status bar (its message())
    m_workflow->setCurrentStep(widgets::WorkflowPanel::QuestionsStep);
    m_workflowDock->raise();
}

void MainWindow::startDemoDeterminism(const QString& folder)
{
    // The demo's second bug: the model was exported with its dropout in training mode, so reruns on one
    // CT differ. The determinism experiment opens ready to run with the demo model and spec.
    const QString path = folder + QStringLiteral("/demo-reruns-investigation.json");
    m_workflow->newInvestigation(
        QStringLiteral("nondeterministic-results"),
        tr("Running the segmentation model twice on the same CT gives different masks."),
        tr("Checking a model before sending it to the hospital's inference server."),
        tr("The model was exported again with a newer training script."));
    (void)m_workflow->saveInvestigation(path); // a failure is said in the status bar (its message())
    m_workflow->selectHypothesis(QStringLiteral("gap-model-in-train-mode"));
    m_workflow->setCurrentStep(widgets::WorkflowPanel::ExperimentsStep);
    m_workflowDock->raise();
}

bool MainWindow::showLatestDisagreementMap()
{
    const workflow::Investigation& inv = m_workflow->investigation();
    for (auto run = inv.runs.rbegin(); run != inv.runs.rend(); ++run) {
        const nlohmann::json& data = run->evidence.data;
        if (!data.is_object() || !data.contains("map_files") || !data["map_files"].contains("disagreement"))
            continue;
        const QString dir = QFileInfo(m_workflow->investigationPath()).absolutePath();
        auto path =
            workflow::resolveInside(dir.toStdString(), data["map_files"]["disagreement"].get<std::string>());
        if (!path)
            return false;
        volume::Vec3 lps{0, 0, 0};
        if (!run->evidence.snapshots.empty())
            lps = volume::rasToLps(run->evidence.snapshots.front().worldRas);
        return m_model->showMap(QString::fromStdString(*path),
                                tr("%1 disagreement map").arg(QString::fromStdString(run->id)), lps);
    }
    return false;
}

void MainWindow::buildMenus()
{
    QMenu* file = menuBar()->addMenu(tr("&File"));
    // Every shortcut comes from the one table Help > Keyboard Shortcuts lists (shortcuts.h).
    Shortcuts::apply(file->addAction(tr("Open &File..."), this, [this] { chooseFile(false); }),
                     QStringLiteral("openFile"));
    Shortcuts::apply(file->addAction(tr("Open F&older..."), this, &MainWindow::chooseFolder),
                     QStringLiteral("openFolder"));
    Shortcuts::apply(file->addAction(tr("Add &Overlay..."), this, [this] { chooseFile(true); }),
                     QStringLiteral("addOverlay"));
    // Names for the selected label layer from a table the user picks (any format render/labeltable.h reads).
    QAction* labelTable = file->addAction(tr("Choose &Label Table..."), this, [this] {
        const int row = m_layers->currentLayer();
        const auto& layers = m_state->layers();
        if (row < 0 || row >= static_cast<int>(layers.size()) ||
            layers[static_cast<std::size_t>(row)].style.kind != render::LayerKind::Labels) {
            m_status->setText(tr("Select a label layer first."));
            return;
        }
        const QString folder = QFileInfo(QString::fromStdString(layers[std::size_t(row)].image->path)).path();
        const QString path = QFileDialog::getOpenFileName(
            this, tr("Choose a label table"), folder,
            tr("Label tables (*.txt *.lut *.ctbl *.label *.csv *.tsv *.xml);;All files (*)"));
        if (path.isEmpty())
            return;
        auto table = render::readLabelTableFile(path.toStdString());
        if (!table)
            widgets::showFailure(this, tr("Label table"), QString::fromStdString(table.error().message),
                                 QString::fromStdString(table.error().detail));
        else
            m_state->setLabelTable(row, *table);
    });
    labelTable->setObjectName(QStringLiteral("chooseLabelTable"));
    file->addAction(tr("Open &Demo Study"), this, [this] { openDemo(); });
    file->addAction(tr("Open Demo: Model &Reruns Differ"), this,
                    [this] { openDemo(QStringLiteral("nondeterministic-results")); });
    QAction* compareRuns = file->addAction(tr("Compare R&uns..."), this, &MainWindow::compareRuns);
    compareRuns->setObjectName(QStringLiteral("compareRuns"));
    QAction* auditSplits = file->addAction(tr("&Audit Dataset Splits..."), this, &MainWindow::auditSplits);
    auditSplits->setObjectName(QStringLiteral("auditSplits"));
    m_recentMenu = file->addMenu(tr("Open &Recent"));
    rebuildRecentMenu();
    file->addSeparator();
    QAction* openInvestigation =
        file->addAction(tr("Open &Investigation..."), m_workflow, [this] { m_workflow->openWithDialog(); });
    openInvestigation->setObjectName(QStringLiteral("openInvestigation"));
    QAction* saveInvestigation =
        file->addAction(tr("Sa&ve Investigation"), m_workflow, [this] { m_workflow->saveWithDialog(false); });
    Shortcuts::apply(saveInvestigation, QStringLiteral("saveInvestigation"));
    QAction* saveInvestigationAs = file->addAction(tr("Save Investigation &As..."), m_workflow,
                                                   [this] { m_workflow->saveWithDialog(true); });
    saveInvestigationAs->setObjectName(QStringLiteral("saveInvestigationAs"));
    auto updateSave = [this, saveInvestigation, saveInvestigationAs] {
        saveInvestigation->setEnabled(m_workflow->hasInvestigation());
        saveInvestigationAs->setEnabled(m_workflow->hasInvestigation());
    };
    connect(m_workflow, &widgets::WorkflowPanel::investigationChanged, this, updateSave);
    updateSave();
    file->addSeparator();
    Shortcuts::apply(file->addAction(tr("Save &Screenshot..."), this, &MainWindow::saveScreenshot),
                     QStringLiteral("saveScreenshot"));
    Shortcuts::apply(file->addAction(tr("&Copy Axial View"), this, &MainWindow::copyViewToClipboard),
                     QStringLiteral("copyAxialView"));
    file->addSeparator();
    // Through close(): unsaved investigation changes are asked about, the window's layout is stored.
    Shortcuts::apply(file->addAction(tr("&Quit"), this, &QWidget::close), QStringLiteral("quit"));

    buildViewMenu(menuBar()->addMenu(tr("&View")));
    buildModelMenu();
    buildHelpMenu();
}

void MainWindow::buildViewMenu(QMenu* view)
{
    auto* layouts = new QActionGroup(this);
    QAction* single = view->addAction(tr("Layout 1x1"), this, [this] { setLayout(Layout::Single); });
    QAction* row = view->addAction(tr("Layout 1x3"), this, [this] { setLayout(Layout::Row); });
    QAction* grid = view->addAction(tr("Layout 2x2 (with 3D)"), this, [this] { setLayout(Layout::Grid); });
    for (QAction* a : {single, row, grid}) {
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
        storeSetting(QStringLiteral("view/neurological"), on);
    });
    neuro->setChecked(QSettings().value(QStringLiteral("view/neurological"), false).toBool());
    QAction* dark = view->addAction(tr("&Dark Theme"));
    dark->setCheckable(true);
    connect(dark, &QAction::toggled, this, [](bool on) {
        applyTheme(on);
        storeSetting(QStringLiteral("view/darkTheme"), on);
    });
    dark->setChecked(QSettings().value(QStringLiteral("view/darkTheme"), false).toBool());
    QAction* lps = view->addAction(tr("Show Positions in &LPS (DICOM) Instead of RAS"));
    lps->setCheckable(true);
    connect(lps, &QAction::toggled, this, [this](bool on) {
        m_state->setShowsRas(!on);
        storeSetting(QStringLiteral("view/lps"), on);
    });
    lps->setChecked(QSettings().value(QStringLiteral("view/lps"), false).toBool());
    m_volumeAction = view->addAction(tr("&Volume Rendering in the 3D View"));
    Shortcuts::apply(m_volumeAction, QStringLiteral("volumeRendering"));
    m_volumeAction->setCheckable(true);
    connect(m_volumeAction, &QAction::toggled, this, [this, grid](bool on) {
        if (on && m_layout != Layout::Grid)
            grid->trigger(); // the 3D view is part of the 2x2 layout
        if (m_view3d)
            m_view3d->setVolumeRendering(on);
    });
    view->addSeparator();
    // Keys 1..9 toggle layer n; F shows the overlays one at a time.
    for (int n = 1; n <= 9; ++n) {
        auto* toggle = new QAction(this);
        Shortcuts::apply(toggle, QStringLiteral("toggleLayer%1").arg(n));
        connect(toggle, &QAction::triggered, this, [this, n] { toggleLayer(n - 1); });
        addAction(toggle);
    }
    Shortcuts::apply(view->addAction(tr("&Flip Through Overlays"), this, &MainWindow::flipOverlays),
                     QStringLiteral("flipOverlays"));
    // Every dock, so that a closed one comes back; and the docks as they were on first start.
    view->addSeparator();
    QMenu* panels = view->addMenu(tr("&Panels"));
    for (QDockWidget* dock : findChildren<QDockWidget*>(QString(), Qt::FindDirectChildrenOnly))
        panels->addAction(dock->toggleViewAction());
    QAction* reset = view->addAction(tr("&Reset Window Layout"), this, [this] {
        restoreState(m_defaultState);
        for (QDockWidget* dock : findChildren<QDockWidget*>(QString(), Qt::FindDirectChildrenOnly))
            dock->show();
    });
    reset->setObjectName(QStringLiteral("resetWindowLayout"));
}

void MainWindow::buildModelMenu()
{
    QMenu* modelMenu = menuBar()->addMenu(tr("&Model"));
    QAction* runModel =
        modelMenu->addAction(tr("&Run Model..."), m_model, [this] { m_model->chooseAndRun(); });
    Shortcuts::apply(runModel, QStringLiteral("runModel"));
    QAction* saveSeg = modelMenu->addAction(tr("Save Labels as DICOM &SEG..."), m_model,
                                            [this] { m_model->saveLabelsAsSeg(); });
    saveSeg->setObjectName(QStringLiteral("saveLabelsAsSeg"));
    saveSeg->setEnabled(false);
    connect(m_model, &ModelActions::segAvailable, saveSeg, &QAction::setEnabled);
    QAction* inspectModel = modelMenu->addAction(tr("&Inspect Model..."), this, [this] {
        const QString path =
            QFileDialog::getOpenFileName(this, tr("Inspect a TorchScript model"), QString(),
                                         tr("TorchScript models (*.pt *.pth *.ts *.zip);;All files (*)"));
        if (path.isEmpty())
            return;
        auto* dialog = new ModelInspectDialog(this);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->inspect(path);
        dialog->show();
    });
    inspectModel->setObjectName(QStringLiteral("inspectModel"));
}

void MainWindow::buildHelpMenu()
{
    QMenu* help = menuBar()->addMenu(tr("&Help"));
    Shortcuts::apply(help->addAction(tr("&User Guide"), this, [this] { showUserGuide(); }),
                     QStringLiteral("userGuide"));
    auto modeless = [this](QDialog* dialog) {
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        dialog->show();
    };
    help->addAction(tr("&Keyboard Shortcuts"), this,
                    [this, modeless] { modeless(new ShortcutsDialog(this)); })
        ->setObjectName(QStringLiteral("keyboardShortcuts"));
    help->addAction(tr("&Report a Problem..."), this,
                    [this, modeless] { modeless(new ReportProblemDialog(this)); })
        ->setObjectName(QStringLiteral("reportProblem"));
    help->addSeparator();
    help->addAction(tr("&About ScanSleuth"), this, [this, modeless] { modeless(new AboutDialog(this)); })
        ->setObjectName(QStringLiteral("about"));
}

HelpWindow* MainWindow::showUserGuide()
{
    if (!m_help)
        m_help = new HelpWindow(this);
    m_help->show();
    m_help->raise();
    m_help->activateWindow();
    return m_help;
}

void MainWindow::compareRuns()
{
    CompareRunsDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    auto* window = new ComparisonWindow(this);
    window->setWindowFlag(Qt::Window);
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->show();
    window->start(dialog.request());
}

void MainWindow::auditSplits()
{
    AuditDialog dialog(this);
    if (dialog.exec() != QDialog::Accepted)
        return;
    auto* window = new AuditWindow(this);
    window->setWindowFlag(Qt::Window);
    window->setAttribute(Qt::WA_DeleteOnClose);
    window->show();
    window->start(dialog.request());
}

void MainWindow::applyTheme(bool dark)
{
    // Fusion with a dark palette, or the platform's own look.
    static const QString platformStyle = baseStyleName(QApplication::style());
    auto setStyle = [](QStyle* style) {
        QApplication::setStyle(style ? withDeferredIcons(style) : nullptr);
    };
    if (!dark) {
        setStyle(QStyleFactory::create(platformStyle));
        QApplication::setPalette(QApplication::style()->standardPalette());
        return;
    }
    setStyle(QStyleFactory::create(QStringLiteral("Fusion")));
    QPalette p;
    p.setColor(QPalette::Window, QColor(45, 45, 48));
    p.setColor(QPalette::WindowText, QColor(220, 220, 220));
    p.setColor(QPalette::Base, QColor(30, 30, 32));
    p.setColor(QPalette::AlternateBase, QColor(45, 45, 48));
    p.setColor(QPalette::Text, QColor(220, 220, 220));
    p.setColor(QPalette::Button, QColor(55, 55, 58));
    p.setColor(QPalette::ButtonText, QColor(220, 220, 220));
    p.setColor(QPalette::Highlight, QColor(42, 130, 218));
    p.setColor(QPalette::HighlightedText, Qt::white);
    p.setColor(QPalette::ToolTipBase, QColor(30, 30, 32));
    p.setColor(QPalette::ToolTipText, QColor(220, 220, 220));
    QApplication::setPalette(p);
}

MainWindow::Layout MainWindow::layoutFromName(const QString& name)
{
    if (name == QLatin1String("1x1"))
        return Layout::Single;
    if (name == QLatin1String("2x2"))
        return Layout::Grid;
    return Layout::Row;
}

void MainWindow::setVolumeRendering(bool on)
{
    m_volumeAction->setChecked(on);
}

void MainWindow::setLayout(Layout layout)
{
    m_layout = layout;
    if (layout == Layout::Grid && !m_view3d && !m_no3d) {
        const QString missing = widgets::VolumeView3D::unavailableReason();
        if (missing.isEmpty()) {
            m_view3d = new widgets::VolumeView3D(m_state, centralWidget());
            m_view3d->setVolumeRendering(m_volumeAction && m_volumeAction->isChecked());
            follow3dView();
        } else {
            m_no3d = new QLabel(missing, centralWidget());
            m_no3d->setObjectName(QStringLiteral("missing3dView"));
            m_no3d->setAlignment(Qt::AlignCenter);
            m_no3d->setWordWrap(true);
            m_no3d->setMargin(24);
            // Light on the 3D view's own background, readable on the black of the slice views around it.
            m_no3d->setStyleSheet(QStringLiteral("color: rgb(220, 220, 220); background: rgb(20, 20, 26);"));
        }
    }
    QWidget* view3d = m_view3d ? static_cast<QWidget*>(m_view3d) : m_no3d;
    for (QWidget* w : {static_cast<QWidget*>(m_views[0]), static_cast<QWidget*>(m_views[1]),
                       static_cast<QWidget*>(m_views[2]), view3d}) {
        if (w)
            m_grid->removeWidget(w);
    }
    m_grid->addWidget(m_views[0], 0, 0);
    if (layout == Layout::Row) {
        m_grid->addWidget(m_views[1], 0, 1);
        m_grid->addWidget(m_views[2], 0, 2);
    } else if (layout == Layout::Grid) {
        m_grid->addWidget(m_views[1], 0, 1);
        m_grid->addWidget(m_views[2], 1, 0);
        m_grid->addWidget(view3d, 1, 1);
    }
    m_views[1]->setVisible(layout != Layout::Single);
    m_views[2]->setVisible(layout != Layout::Single);
    if (view3d)
        view3d->setVisible(layout == Layout::Grid);
    const char* names[] = {"1x1", "1x3", "2x2"};
    storeSetting(QStringLiteral("view/layout"), QString::fromLatin1(names[static_cast<int>(layout)]));
}

QString MainWindow::missing3dView() const
{
    return m_no3d && m_layout == Layout::Grid ? m_no3d->text() : QString();
}

void MainWindow::showTagsUnderCursor()
{
    // The tag table follows the DICOM slice under the cursor in the base image.
    if (m_state->isEmpty() || !m_state->layers().front().image->dicom)
        return;
    const io::LoadedImage& base = *m_state->layers().front().image;
    const auto& slices = base.dicom->slices;
    const volume::Vec3 index = volume::patientToIndex(base.geometry(), m_state->cursor());
    const auto k = std::clamp<std::int64_t>(std::llround(index[2]), 0, base.geometry().size[2] - 1);
    if (k < static_cast<std::int64_t>(slices.size()))
        m_dicom->showTagsOf(QString::fromStdString(slices[static_cast<std::size_t>(k)].file));
}

void MainWindow::toggleLayer(int index)
{
    if (index < static_cast<int>(m_state->layers().size()))
        m_state->setLayerVisible(index, !m_state->layers()[static_cast<std::size_t>(index)].visible);
}

void MainWindow::flipOverlays()
{
    // Show the next overlay alone: cycles overlay 1, overlay 2, ..., none.
    const int count = static_cast<int>(m_state->layers().size());
    if (count < 2)
        return;
    int shown = -1;
    for (int i = 1; i < count; ++i) {
        if (m_state->layers()[static_cast<std::size_t>(i)].visible) {
            shown = i;
            break;
        }
    }
    const int next = shown < 0 ? 1 : (shown + 1 < count ? shown + 1 : -1);
    for (int i = 1; i < count; ++i)
        m_state->setLayerVisible(i, i == next);
}

void MainWindow::addRecent(const QString& path)
{
    QSettings settings;
    const QStringList stored = settings.value(QStringLiteral("files/recent")).toStringList();
    QStringList recent = stored;
    recent.removeAll(path);
    recent.prepend(path);
    while (recent.size() > 10)
        recent.removeLast();
    if (recent != stored) // reopening the latest file rewrites no settings file (as storeSetting)
        settings.setValue(QStringLiteral("files/recent"), recent);
    rebuildRecentMenu();
}

void MainWindow::rebuildRecentMenu()
{
    m_recentMenu->clear();
    const QStringList recent = QSettings().value(QStringLiteral("files/recent")).toStringList();
    for (const QString& path : recent)
        m_recentMenu->addAction(QDir::toNativeSeparators(path), this, [this, path] { openPath(path); });
    m_recentMenu->setEnabled(!recent.isEmpty());
}

void MainWindow::saveScreenshot()
{
    const QString path = QFileDialog::getSaveFileName(
        this, tr("Save Screenshot"), QStringLiteral("scansleuth.png"), tr("PNG images (*.png)"));
    if (!path.isEmpty() && !grab().save(path))
        widgets::showFailure(this, tr("Screenshot"), tr("Could not write %1.").arg(path), QString());
}

void MainWindow::copyViewToClipboard()
{
    QApplication::clipboard()->setPixmap(m_views[0]->grab());
}

void MainWindow::dragEnterEvent(QDragEnterEvent* event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void MainWindow::dropEvent(QDropEvent* event)
{
    // The first dropped path opens as the base unless an image is open; the rest are overlays.
    bool overlay = !m_state->isEmpty();
    for (const QUrl& url : event->mimeData()->urls()) {
        if (url.isLocalFile()) {
            openPath(url.toLocalFile(), overlay);
            overlay = true;
        }
    }
}

bool MainWindow::maySaveBeforeClosing()
{
    if (!m_workflow->hasInvestigation() || !m_workflow->isModified())
        return true;
    QMessageBox box(QMessageBox::Warning, tr("Unsaved investigation"),
                    tr("The investigation has changes that were not saved to its file. Save them before "
                       "closing?"),
                    QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, this);
    box.setObjectName(QStringLiteral("unsavedChanges"));
    box.setDefaultButton(QMessageBox::Save);
    switch (box.exec()) {
    case QMessageBox::Save:
        return m_workflow->saveWithDialog(false);
    case QMessageBox::Discard:
        // Discarded on purpose: no offer to restore the autosave at the next opening.
        if (!m_workflow->investigationPath().isEmpty())
            (void)workflow::discardAutosave(m_workflow->investigationPath().toStdString());
        return true;
    default:
        return false;
    }
}

void MainWindow::closeEvent(QCloseEvent* event)
{
    if (!maySaveBeforeClosing()) {
        event->ignore();
        return;
    }
    QSettings settings;
    settings.setValue(QStringLiteral("window/geometry"), saveGeometry());
    settings.setValue(QStringLiteral("window/state"), saveState());
    QMainWindow::closeEvent(event);
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

namespace {
// The demo's masks over its CT: the mask under suspicion translucent, the reference (the last layer) as
// an outline, so that the CT stays readable and the two masks' disagreement shows (at full opacity the
// two masks hid most of the CT).
void styleDemoMasks(widgets::ViewerState& state)
{
    const int count = static_cast<int>(state.layers().size());
    for (int i = 1; i < count; ++i) {
        render::LayerStyle style = state.layers()[static_cast<std::size_t>(i)].style;
        if (style.kind != render::LayerKind::Labels)
            continue;
        style.opacity = 0.35;
        style.outlineOnly = i == count - 1 && count > 2;
        state.setLayerStyle(i, style);
    }
}
} // namespace

void MainWindow::openDemo(const QString& symptom)
{
    const QString folder =
        QStandardPaths::writableLocation(QStandardPaths::CacheLocation) + QStringLiteral("/demo");
    // Written on first use (and again by versions that add files to the demo: the model came last).
    const bool missing = !QFileInfo::exists(folder + QStringLiteral("/model_spec.json"));
    m_demoSymptom = symptom.isEmpty() ? QStringLiteral("mask-misaligned") : symptom;
    m_queue.push_back({folder + QStringLiteral("/ct"), false, missing});
    // The demo investigation: the mask found flipped, with the correct mask as the reference (the model
    // demo needs only the CT).
    if (m_demoSymptom == QLatin1String("mask-misaligned")) {
        m_queue.push_back({folder + QStringLiteral("/mask_flipped_lr.nii.gz"), true, false});
        m_queue.push_back({folder + QStringLiteral("/mask.nii.gz"), true, false});
    }
    m_demoFolder = folder;
    startNext();
}

void MainWindow::startNext()
{
    if (m_loading)
        return;
    if (m_queue.empty()) {
        if (!m_demoFolder.isEmpty()) {
            styleDemoMasks(*m_state);
            startDemoInvestigation(std::exchange(m_demoFolder, QString()));
        }
        Q_EMIT idle();
        return;
    }
    m_current = m_queue.front();
    m_queue.pop_front();
    m_loading = true;
    setBusy(true);
    m_status->setText(tr("Loading %1...").arg(QDir::toNativeSeparators(m_current.path)));
    const QString demoFolder = m_current.writeDemo ? QFileInfo(m_current.path).path() : QString();
    std::shared_ptr<const io::LoadedImage> base;
    if (m_current.asOverlay && !m_state->isEmpty())
        base = m_state->layers().front().image;
    m_job->start(m_current.path, m_current.writeDemo, demoFolder, base);
}

void MainWindow::showLoaded(std::shared_ptr<io::LoadedPath> loaded,
                            std::shared_ptr<const PreparedLayers> layers)
{
    m_loading = false;
    setBusy(isWorking());
    m_opened.push_back(loaded);
    if (!m_current.asOverlay)
        m_state->clear();
    for (std::size_t i = 0; i < loaded->images.size(); ++i) {
        // A base path contributes its first image and the SEG/RTSTRUCT objects placed on it; the others stay
        // in the inspector.
        const int maskOf = i < loaded->maskOf.size() ? loaded->maskOf[i] : -1;
        if (!m_current.asOverlay && i > 0 && maskOf != 0)
            continue;
        addImageLayers(loaded, i, *layers);
    }
    m_info->showLoaded(*loaded);
    m_dicom->showSeries(*loaded);
    showTagsUnderCursor();
    if (!m_current.writeDemo)
        addRecent(m_current.path);
    m_status->setText(tr("Loaded %1.").arg(QString::fromStdString(loaded->path)));
    Q_EMIT loadFinished(true);
    startNext();
}

void MainWindow::addImageLayers(const std::shared_ptr<io::LoadedPath>& loaded, std::size_t index,
                                const PreparedLayers& layers)
{
    const io::LoadedImage& image = loaded->images[index];
    const auto prepared = layers.find(index);
    if (prepared == layers.end()) { // not prepared (an image without voxels): as ever
        m_state->addLayer(std::shared_ptr<const io::LoadedImage>(loaded, &image),
                          QString::fromStdString(loaded->imageLabels[index]));
        return;
    }
    // Styled, and split where overlapping segments (or a FRACTIONAL SEG's probability maps) are several
    // volumes, on the load's thread.
    for (const PreparedLayer& layer : prepared->second)
        m_state->addLayer(layer.image ? layer.image : std::shared_ptr<const io::LoadedImage>(loaded, &image),
                          QString::fromStdString(layer.name), layer.defaults);
}

void MainWindow::showFailure(const QString& message, const QString& detail)
{
    m_loading = false;
    setBusy(isWorking());
    m_status->setText(widgets::errorText(message.toStdString()));
    widgets::showFailure(this, tr("Could not open"), message, detail);
    Q_EMIT loadFinished(false);
    startNext();
}

void MainWindow::setBusy(bool busy)
{
    if (busy == !m_progress->isHidden()) // a second job joining keeps the bar where it is
        return;
    BusyStatus{m_status, m_hover, m_progress, m_cancel}.setBusy(busy);
}

bool MainWindow::isWorking() const
{
    return m_loading || m_model->isRunning() || m_model->isSavingSeg() || m_model->isReadingMap() ||
           m_correction->isRunning() || (m_view3d && m_view3d->isBuildingSurfaces());
}

void MainWindow::follow3dView()
{
    // The 3D view's surfaces are built off the GUI thread: the bar shows their progress, Cancel stops them.
    const auto started = [this] {
        setBusy(true);
        m_status->setText(tr("Building the 3D surfaces of the label maps..."));
    };
    connect(m_view3d, &widgets::VolumeView3D::surfacesStarted, this, started);
    connect(m_view3d, &widgets::VolumeView3D::surfaceProgress, m_progress, &QProgressBar::setValue);
    connect(m_view3d, &widgets::VolumeView3D::surfacesFinished, this,
            [this](bool complete, const QString& problem) {
                setBusy(isWorking());
                if (!problem.isEmpty())
                    m_status->setText(tr("The 3D surfaces could not be built: %1").arg(problem));
                else
                    m_status->setText(complete ? tr("The 3D surfaces are built.")
                                               : tr("Building the 3D surfaces was cancelled."));
            });
    connect(m_cancel, &QPushButton::clicked, m_view3d, &widgets::VolumeView3D::cancelSurfaces);
    if (m_view3d->isBuildingSurfaces()) // started while the view was made
        started();
}

} // namespace scansleuth::app
