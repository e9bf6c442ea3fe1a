// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "compare/runs/runcomparison.h"
#include "io/loadedimage.h"
#include "render/render.h"
#include "widgets/backgroundtask.h"
#include "widgets/viewerstate.h"

#include <QString>
#include <QWidget>

#include <memory>
#include <optional>
#include <vector>

class QComboBox;
class QHBoxLayout;
class QLabel;
class QProgressBar;
class QTimer;

namespace scansleuth::widgets {

class SliceView;
class ViewerState;
class ViewLink;

// The label maps of one case as read for the viewer (compare::readCase): runs in order, then the truth;
// null where the input is missing or failed to read (its error beside it). `image` is the image the
// predictions belong to, when the user named an image folder and it has the case.
struct CaseData
{
    std::size_t caseIndex = 0;
    std::vector<std::shared_ptr<const io::LoadedImage>> labels;
    std::vector<QString> errors;
    std::shared_ptr<const io::LoadedImage> image;
    QString imageError;
    // The layers' defaults, found with the read (ViewerState::defaultLayers) so that showing the case scans
    // no voxels on the GUI thread; where absent (or for a null volume) the views find them themselves.
    std::vector<std::optional<render::LayerChoices>> labelDefaults; // by input, as `labels`
    std::optional<render::LayerChoices> imageDefaults;
};

// Where the viewer opens a case: the slice of largest disagreement (PairMetrics::worstSlice) of the
// first two runs, else of the run that differs most from the truth. `input` indexes the case's inputs
// (the grid the slice counts on); empty when nothing differs or nothing was measured.
struct WorstPlace
{
    std::size_t input = 0;
    std::int64_t slice = -1;
};
std::optional<WorstPlace> worstPlace(const compare::Comparison& comparison, const compare::CaseComparison& c);

// One case side by side: a slice view per input (runs, then the truth), linked (position, zoom, pan and
// window move together), each showing the image underneath when there is one, else its own label map in
// grey, and over it the difference overlay against the reference: against the truth, true positive /
// false positive / false negative; against a run, only in that run / only in this one / in both. A
// legend under each view names the colours. A new case opens at its worst slice.
//
// The difference maps (a full pass over both label maps each, and their layer defaults) are made on a
// worker (BackgroundTask), never on the GUI thread: meanwhile each view shows its base (the image, or its
// labels in grey) and its legend says the map is coming; past a moment the panel shows a progress bar. A
// newer case, label or overlay replaces the maps being made (their result is dropped, never shown), and
// the maps made last are kept, so that a change of plane shows them again without a new pass.
class CaseComparePanel : public QWidget
{
    Q_OBJECT

public:
    // What the overlay compares each view against.
    static constexpr int kLabelsOnly = -2; // no difference: each view shows its own labels
    static constexpr int kTruth = -1;

    explicit CaseComparePanel(QWidget* parent = nullptr);
    ~CaseComparePanel() override;

    void setComparison(std::shared_ptr<const compare::Comparison> comparison);
    void showCase(std::shared_ptr<const CaseData> data);
    void setLabel(std::int64_t label); // 0: every label
    void setMetric(compare::Metric metric);
    // kTruth, kLabelsOnly or a run index. Default: the truth when there is one, else the first run.
    void setReference(int reference);
    int reference() const { return m_reference; }
    void setPlane(render::Plane plane);
    render::Plane plane() const { return m_plane; }

    int viewCount() const { return static_cast<int>(m_views.size()); }
    SliceView* view(int index) const { return m_views[static_cast<std::size_t>(index)]; }
    ViewerState* state(int index) const { return m_states[static_cast<std::size_t>(index)]; }
    QString viewTitle(int index) const;
    QString legendText(int index) const;
    bool showsDifference(int index) const { return m_showsDifference[static_cast<std::size_t>(index)]; }
    const CaseData* caseData() const { return m_data.get(); }
    // The difference maps the views call for are being made (the views show their base meanwhile).
    bool isComputing() const { return m_computing; }

Q_SIGNALS:
    void hoverInfo(const QString& text);
    // The views show all the current case, label and overlay call for, the difference maps included.
    void layersShown();

private:
    // What the difference maps depend on: the case shown (a serial number per showCase), the reference
    // and the label.
    struct MapKey
    {
        std::uint64_t data = 0;
        int reference = kLabelsOnly;
        std::int64_t label = 0;
        bool operator==(const MapKey&) const = default;
    };

    void buildViews();
    void rebuildLayers();
    void fillState(std::size_t input);
    void fillOverlay(std::size_t input);
    // The inputs whose view shows a difference map against the reference (on the reference's grid).
    std::vector<std::size_t> mapInputs() const;
    void startMaps(const std::vector<std::size_t>& inputs);
    void dropMaps();
    void mapsMade(std::uint64_t run, Result<std::vector<PreparedImage>> maps);
    void setComputing(bool computing);
    void moveToWorstPlace();
    QString inputName(std::size_t input) const;
    int referenceInput() const; // index into the case's inputs; -1: none
    void updateHeader();

    std::shared_ptr<const compare::Comparison> m_comparison;
    std::shared_ptr<const CaseData> m_data;
    std::int64_t m_label = 0;
    compare::Metric m_metric = compare::Metric::Dice;
    int m_reference = kTruth;
    render::Plane m_plane = render::Plane::Axial;

    QLabel* m_header = nullptr;
    QLabel* m_findings = nullptr;
    QComboBox* m_referenceBox = nullptr;
    QComboBox* m_planeBox = nullptr;
    QHBoxLayout* m_row = nullptr;
    ViewLink* m_link = nullptr;
    std::vector<QWidget*> m_columns;
    std::vector<SliceView*> m_views;
    std::vector<ViewerState*> m_states;
    std::vector<QLabel*> m_titles;
    std::vector<QLabel*> m_legends;
    std::vector<bool> m_showsDifference; // per view: the overlay is a difference map
    std::vector<bool> m_waitsForMap;     // per view: its difference map is being made

    // The difference maps: made for m_mapKey (ready once m_mapsReady), by input (an empty image where
    // none could be made: the view shows its own labels).
    std::uint64_t m_dataSerial = 0;
    MapKey m_mapKey;
    bool m_mapsReady = false;
    bool m_computing = false;
    std::vector<PreparedImage> m_maps;
    std::uint64_t m_mapRun = 0; // the run whose result counts
    QWidget* m_busy = nullptr;
    QProgressBar* m_busyBar = nullptr;
    QTimer* m_busyDelay = nullptr;
    BackgroundTask m_mapTask{BackgroundTask::Overlap::Replace}; // last: destroyed first, waits for the worker
};

} // namespace scansleuth::widgets
