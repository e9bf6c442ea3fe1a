// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "render/render.h"
#include "viewoverlays.h"

#include <QImage>
#include <QPointF>
#include <QWidget>

namespace scansleuth::widgets {

class ViewerState;

// One 2D view (axial, coronal or sagittal) of a ViewerState. It asks core/render for the slice
// through the shared cursor and only scales and paints it, with orientation letters on the four
// edges, a scale bar and the cursor. Mouse and keys follow ITK-SNAP/Slicer habits: wheel or
// arrows/PgUp/PgDn = next slice, Ctrl+wheel = zoom, middle-drag = pan, right-drag = window/level of
// the base layer, left click/drag = move the cursor.
class SliceView : public QWidget
{
    Q_OBJECT

public:
    SliceView(ViewerState* state, render::Plane plane, QWidget* parent = nullptr);

    render::Plane plane() const { return m_plane; }
    std::int64_t slice() const;
    double zoom() const { return m_zoom; }
    QPointF pan() const { return m_pan; }
    // Zoom and pan set from outside (views linked to this one); emits nothing.
    void setZoomAndPan(double zoom, const QPointF& pan);
    // The last rendered slice, one pixel per display voxel (for tests and screenshots).
    // The last rendered slice (a copy: the view reuses its buffer for the next one).
    QImage sliceImage() const { return m_image.copy(); }
    // The slice pixel under a widget position, and back.
    QPointF widgetToSlice(const QPointF& p) const;
    QPointF sliceToWidget(const QPointF& p) const;

    QSize sizeHint() const override { return {400, 400}; }
    // Where the last paint put the orientation letters, title, scale bar and colour bar (widget pixels).
    const ViewOverlays& overlays() const { return m_overlays; }

Q_SIGNALS:
    // World position, voxel index and the value of every visible layer under the mouse ("LPS (x, y, z) mm
    // [i j k]  |  CT = 40  |  mask = 1 (liver)"; a layer on another grid with its own index); empty when
    // the mouse leaves the view.
    void hoverInfo(const QString& text);
    // The user zoomed (Ctrl+wheel) or panned (middle-drag) this view.
    void zoomPanChanged(double zoom, const QPointF& pan);

protected:
    void paintEvent(QPaintEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;
    void leaveEvent(QEvent* event) override;

private:
    void invalidate();
    void ensureRendered();
    QRectF imageRect() const;
    void stepSlice(int delta);
    void moveCursorTo(const QPointF& widgetPos);
    QString describe(const QPointF& widgetPos) const;
    void paintOverlays(class QPainter& painter, const QRectF& rect);

    ViewerState* m_state = nullptr;
    render::Plane m_plane;
    render::RgbaImage m_rgba; // the pixels of m_image, reused from frame to frame
    QImage m_image;
    std::int64_t m_renderedSlice = -1;
    bool m_dirty = true;
    double m_zoom = 1.0;
    QPointF m_pan{0, 0};
    Qt::MouseButton m_dragButton = Qt::NoButton;
    QPointF m_dragStart;
    QPointF m_panAtStart;
    double m_windowAtStart = 0, m_levelAtStart = 0;
    ViewOverlays m_overlays;
};

} // namespace scansleuth::widgets
