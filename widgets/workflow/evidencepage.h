// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "correctionrequest.h"
#include "report/document.h"
#include "volume/geometry.h"

#include <QWidget>

#include <optional>

class QLabel;
class QPushButton;
class QTableView;

namespace scansleuth::widgets {

class EvidenceTableModel;
class PlotView;
class WorkflowDocument;

// Where a row of the evidence list points in the views: a position (LPS, mm) and the overlay to show
// there (the run's "mask" input, as given; may be empty), and for a pair-geometry cause, its correction.
struct EvidenceTarget
{
    std::optional<volume::Vec3> lps;
    QString overlayPath;
    std::optional<CorrectionRequest> correction;
    QString picturePath;              // a snapshot's PNG (absolute), for the preview; may be empty
    QString pictureProblem;           // why the snapshot's picture is not shown (a path leaving the folder)
    std::optional<report::Plot> plot; // the run's curves (a training log's losses), shown under the list
    QString mapPath;                  // a model experiment's disagreement map (NIfTI, absolute); may be empty
};

// Step 4: every run's findings, candidate causes, slice snapshots and observations in one list.
// Clicking a row shows it in the views: showRequested() with the position of the
// row's snapshot (or of the run's first snapshot), and correctionRequested() for a candidate cause (or a
// finding naming one). A snapshot's picture is previewed under the list; a run with curves (a training
// log) shows them as a plot there. A determinism run offers "Show disagreement map" (mapRequested()).
class EvidencePage : public QWidget
{
    Q_OBJECT

public:
    explicit EvidencePage(WorkflowDocument* document, QWidget* parent = nullptr);

    EvidenceTableModel* model() const { return m_model; }
    QTableView* table() const { return m_table; }
    PlotView* plotView() const { return m_plot; }
    // What a row points at (empty target for an out-of-range row).
    EvidenceTarget target(int row) const;
    // Emits the signals for a row, as a click does.
    void activate(int row);

Q_SIGNALS:
    void showRequested(const scansleuth::volume::Vec3& lps, const QString& overlayPath);
    void correctionRequested(const scansleuth::widgets::CorrectionRequest& request);
    // "Show disagreement map": overlay the map file of the row's run (a determinism run), at `lps`.
    void mapRequested(const QString& path, const QString& name, const scansleuth::volume::Vec3& lps);

private:
    void refresh();
    void fitItemColumn();
    void preview(const EvidenceTarget& target);
    // Which run and entry a row shows ("run-1/2/0"); empty for no row.
    QString previewKey(int row) const;

    WorkflowDocument* m_document = nullptr;
    EvidenceTableModel* m_model = nullptr;
    QTableView* m_table = nullptr;
    QLabel* m_preview = nullptr;
    PlotView* m_plot = nullptr;
    std::optional<QString> m_previewKey; // what the preview was built for; none: rebuild it
    QPushButton* m_correction = nullptr;
    QPushButton* m_map = nullptr;
};

} // namespace scansleuth::widgets
