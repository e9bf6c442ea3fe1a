// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "io/imageloader.h"
#include "loadjob.h"

#include <QMainWindow>
#include <QPointer>
#include <QStringList>

#include <deque>
#include <memory>

class QAction;
class QDockWidget;
class QGridLayout;
class QLabel;
class QListWidget;
class QMenu;
class QProgressBar;
class QPushButton;

namespace scansleuth::widgets {
class DicomBrowser;
class ImageInfoPanel;
class LayerPanel;
class SliceView;
class VolumeView3D;
class WorkflowPanel;
struct CorrectionRequest;
class ViewerState;
} // namespace scansleuth::widgets

namespace scansleuth::app {

class HelpWindow;
class ModelActions;
class TaskJob;

// The main window: linked axial/coronal/sagittal views of one base image and its overlays, the layer
// list, and the header/findings inspector. Loading runs in the background, one path at a time.
class MainWindow : public QMainWindow
{
    Q_OBJECT

public:
    enum class Layout
    {
        Single, // 1x1: the axial view
        Row,    // 1x3: axial, coronal, sagittal
        Grid,   // 2x2: axial, coronal, sagittal and the 3D view
    };

    // The size on first start, and the smallest the window goes (it fits a 1366 x 768 laptop screen
    // with room for the taskbar; below it the investigation pages scroll).
    static constexpr QSize kDefaultSize{1400, 800};
    static constexpr QSize kMinimumSize{1024, 700};
    static constexpr int kInvestigationDockWidth = 600;
    static constexpr int kLayerDockWidth = 220;

    explicit MainWindow(QWidget* parent = nullptr);
    ~MainWindow() override;

    // Opens a file or folder in the background. As the base, it replaces the current layers (its
    // first image becomes the base, the others are listed in the inspector); as an overlay, every
    // image found is added on top.
    void openPath(const QString& path, bool asOverlay = false);
    // Writes the built-in demo study to the user's cache folder (once) and opens its CT with the mask.
    // The demo investigation is of `symptom`: "mask-misaligned" (default: the flipped mask) or
    // "nondeterministic-results" (the demo model with dropout left in training mode, its determinism
    // experiment shown ready to run). The demo model is the model experiments' input either way.
    void openDemo(const QString& symptom = {});
    // Overlays the disagreement map of the investigation's latest run that has one ("Show disagreement
    // map"), read in the background (ModelActions::mapShown says when it is shown); false when none has
    // or it could not start.
    bool showLatestDisagreementMap();
    void setLayout(Layout layout);

    widgets::ViewerState* viewerState() const { return m_state; }
    widgets::SliceView* sliceView(int index) const { return m_views[static_cast<std::size_t>(index)]; }
    // Null where the platform has no OpenGL: the 2x2 layout's fourth cell then says why (missing3dView).
    widgets::VolumeView3D* view3d() const { return m_view3d; }
    // Why the 2x2 layout shows no 3D view, while it shows that message instead; empty otherwise.
    QString missing3dView() const;
    widgets::WorkflowPanel* workflowPanel() const { return m_workflow; }
    // Model > Run model... and the model experiments' maps (no LibTorch in this header).
    ModelActions* modelActions() const { return m_model; }
    // Volume rendering of the base image in the 3D view (switches to the 2x2 layout when turned on).
    void setVolumeRendering(bool on);
    static Layout layoutFromName(const QString& name); // "1x1", "1x3", "2x2"
    // A dark Fusion palette, or back to the platform's look. Persisted in QSettings by the View menu.
    static void applyTheme(bool dark);
    // Help > User Guide (F1): the guide's window, made on first use and raised after.
    HelpWindow* showUserGuide();
    // Whether the window may close now: true without unsaved investigation changes; otherwise asks
    // Save / Discard / Cancel (a QMessageBox named "unsavedChanges") and saves on Save (false when the
    // save was cancelled or failed, or on Cancel).
    bool maySaveBeforeClosing();

Q_SIGNALS:
    // Emitted after each load finished, successfully or not (used by --screenshot and the tests).
    void loadFinished(bool ok);
    // Emitted when a model run (Model > Run model...) ended, with its result shown or not.
    void modelRunFinished(bool ok);
    // Emitted when the queue of loads is empty again.
    void idle();
    // A suspected correction the investigation asked for is shown (ok), or could not be (the status bar
    // says why: unreadable mask, a correction that does not fit it, cancelled).
    void correctionShown(bool ok);

private:
    struct PendingLoad
    {
        QString path;
        bool asOverlay = false;
        bool writeDemo = false;
    };

    void buildMenus();
    void buildViewMenu(QMenu* view);
    void buildModelMenu();
    void buildHelpMenu();
    // File > Compare Runs...: the runs to compare, then their comparison in a window of its own.
    void compareRuns();
    // File > Audit Dataset Splits...: the splits to audit, then the audit in a window of its own.
    void auditSplits();
    void buildDocks();
    void buildWorkflowDock();
    void updateWorkflowInputs();
    void showCorrection(const widgets::CorrectionRequest& request);
    void startDemoInvestigation(const QString& folder);
    void startDemoDeterminism(const QString& folder);
    void chooseFile(bool asOverlay);
    void chooseFolder();
    void startNext();
    void showLoaded(std::shared_ptr<io::LoadedPath> loaded, std::shared_ptr<const PreparedLayers> layers);
    // Image `index` of `loaded` as the layers the load prepared: one, or one per volume of a SEG/RTSTRUCT
    // with several.
    void addImageLayers(const std::shared_ptr<io::LoadedPath>& loaded, std::size_t index,
                        const PreparedLayers& layers);
    void showFailure(const QString& message, const QString& detail);
    void follow3dView();
    void toggleLayer(int index);
    void showTagsUnderCursor();
    void flipOverlays();
    void addRecent(const QString& path);
    void rebuildRecentMenu();
    void saveScreenshot();
    void copyViewToClipboard();

protected:
    void dragEnterEvent(QDragEnterEvent* event) override;
    void dropEvent(QDropEvent* event) override;
    void closeEvent(QCloseEvent* event) override;

private:
    void setBusy(bool busy);
    // A load, a model run, a SEG being saved, a map being read or a correction being made is running.
    bool isWorking() const;

    LoadJob* m_job = nullptr;
    TaskJob* m_correction = nullptr; // reads the mask that showCorrection() corrects
    ModelActions* m_model = nullptr;
    widgets::ViewerState* m_state = nullptr;
    std::array<widgets::SliceView*, 3> m_views{};
    widgets::VolumeView3D* m_view3d = nullptr; // created on first use: it needs OpenGL
    QLabel* m_no3d = nullptr;                  // in its place where there is no OpenGL
    QAction* m_volumeAction = nullptr;
    QGridLayout* m_grid = nullptr;
    widgets::LayerPanel* m_layers = nullptr;
    QMenu* m_recentMenu = nullptr;
    Layout m_layout = Layout::Row;
    widgets::ImageInfoPanel* m_info = nullptr;
    widgets::DicomBrowser* m_dicom = nullptr;
    widgets::WorkflowPanel* m_workflow = nullptr;
    QDockWidget* m_workflowDock = nullptr;
    QString m_demoFolder; // set while the demo loads: its investigation opens when the loads are done
    QString m_demoSymptom;
    QProgressBar* m_progress = nullptr;
    QPushButton* m_cancel = nullptr;
    QLabel* m_status = nullptr;
    QLabel* m_hover = nullptr;
    std::deque<PendingLoad> m_queue;
    PendingLoad m_current;
    bool m_loading = false;
    std::vector<std::shared_ptr<io::LoadedPath>> m_opened;
    QPointer<HelpWindow> m_help;
    QByteArray m_defaultState; // the docks as first built: View > Reset Window Layout
};

} // namespace scansleuth::app
