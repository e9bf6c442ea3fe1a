// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "recordimage.h"

#include "checks/audit/reduce/reduce.h"
#include "render/render.h"
#include "volume/geometry.h"

#include <QWidget>

#include <array>
#include <memory>

class QComboBox;
class QLabel;

namespace scansleuth::widgets {

class SliceView;
class ViewerState;
class ViewLink;

// Where the two volumes of a pair are shown first and how their views are linked. When their boxes in
// patient space overlap they are linked in patient space (offset zero) and open at the centre of the
// overlap; otherwise (an array without geometry against a DICOM series, a re-export that moved the
// origin) B's view is offset by the difference of the volumes' centres, so the centres meet.
struct PairPlacement
{
    volume::Vec3 cursorA{0, 0, 0}; // LPS mm, in A
    volume::Vec3 offsetB{0, 0, 0}; // B's cursor = A's cursor + offsetB
    bool samePlace = true;         // linked in patient space
};
PairPlacement pairPlacement(const volume::Geometry& a, const volume::Geometry& b);

// A suspected pair side by side: A's and B's volume in two slice views, linked (cursor, slice, zoom,
// pan and window move together; ViewLink), under a header naming the kind and the evidence. A side that
// could not be read shows its message in place of its view.
class PairComparePanel : public QWidget
{
    Q_OBJECT

public:
    explicit PairComparePanel(QWidget* parent = nullptr);
    ~PairComparePanel() override;

    void setResult(std::shared_ptr<const audit::AuditResult> result);
    void showPair(const PairVolumes& volumes);
    void setPlane(render::Plane plane);
    render::Plane plane() const { return m_plane; }

    SliceView* view(int side) const { return m_views[static_cast<std::size_t>(side)]; }
    ViewerState* state(int side) const { return m_states[static_cast<std::size_t>(side)]; }
    // The message shown in place of a side's view (empty when the view shows its volume).
    QString errorText(int side) const;
    QString titleText(int side) const;
    QString headerText() const;
    QString linkText() const;
    const PairPlacement& placement() const { return m_placement; }
    long long shownPair() const { return m_pair; }

Q_SIGNALS:
    void hoverInfo(const QString& text);

private:
    void buildViews();
    void clearViews();

    std::shared_ptr<const audit::AuditResult> m_result;
    PairVolumes m_volumes;
    long long m_pair = -1;
    render::Plane m_plane = render::Plane::Axial;
    PairPlacement m_placement;

    QLabel* m_header = nullptr;
    QLabel* m_link = nullptr;
    QComboBox* m_planeBox = nullptr;
    ViewLink* m_viewLink = nullptr;
    std::array<QWidget*, 2> m_columns{};
    std::array<QLabel*, 2> m_titles{};
    std::array<QLabel*, 2> m_errors{};
    std::array<SliceView*, 2> m_views{};
    std::array<ViewerState*, 2> m_states{};
};

} // namespace scansleuth::widgets
