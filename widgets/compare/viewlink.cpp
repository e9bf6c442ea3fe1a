// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "viewlink.h"

#include "widgets/sliceview.h"
#include "widgets/viewerstate.h"

#include <utility>

namespace scansleuth::widgets {

ViewLink::ViewLink(QObject* parent) : QObject(parent) {}

void ViewLink::add(SliceView* view, ViewerState* state, const volume::Vec3& offset)
{
    m_members.push_back({view, state, offset});
    connect(state, &ViewerState::cursorChanged, this, [this, state] { copyCursor(state); });
    connect(state, &ViewerState::layerStyleChanged, this, [this, state](int index) {
        if (index == 0)
            copyWindow(state);
    });
    connect(view, &SliceView::zoomPanChanged, this,
            [this, view](double zoom, const QPointF& pan) { copyZoom(view, zoom, pan); });
    // A view that joins takes the place the others show.
    if (m_members.size() > 1) {
        const Member& first = m_members.front();
        view->setZoomAndPan(first.view->zoom(), first.view->pan());
        if (!first.state->isEmpty())
            copyCursor(first.state);
    }
}

void ViewLink::clear()
{
    for (const Member& m : m_members) {
        disconnect(m.state, nullptr, this, nullptr);
        disconnect(m.view, nullptr, this, nullptr);
    }
    m_members.clear();
}

void ViewLink::copyCursor(const ViewerState* from)
{
    if (m_copying || from->isEmpty())
        return;
    volume::Vec3 shared = from->cursor();
    for (const Member& m : m_members)
        if (m.state == from)
            for (int i = 0; i < 3; ++i)
                shared[i] -= m.offset[i];
    const bool was = std::exchange(m_copying, true);
    for (const Member& m : m_members)
        if (m.state != from && !m.state->isEmpty())
            m.state->setCursor({shared[0] + m.offset[0], shared[1] + m.offset[1], shared[2] + m.offset[2]});
    m_copying = was;
}

void ViewLink::copyWindow(const ViewerState* from)
{
    if (m_copying || from->isEmpty())
        return;
    const render::LayerStyle& source = from->layers().front().style;
    if (source.kind != render::LayerKind::Image)
        return;
    const bool was = std::exchange(m_copying, true);
    for (const Member& m : m_members) {
        if (m.state == from || m.state->isEmpty())
            continue;
        render::LayerStyle style = m.state->layers().front().style;
        if (style.kind != render::LayerKind::Image)
            continue;
        style.window = source.window;
        style.level = source.level;
        m.state->setLayerStyle(0, style);
    }
    m_copying = was;
}

void ViewLink::copyZoom(const SliceView* from, double zoom, const QPointF& pan)
{
    for (const Member& m : m_members)
        if (m.view != from)
            m.view->setZoomAndPan(zoom, pan);
}

} // namespace scansleuth::widgets
