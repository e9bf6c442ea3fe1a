// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "volume/geometry.h"

#include <QObject>
#include <QPointF>

#include <vector>

namespace scansleuth::widgets {

class SliceView;
class ViewerState;

// Links slice views that show different layers of one place: each view keeps its own ViewerState (its
// own layers), and the link copies what the user changes in one to all the others: the cursor (the
// position and so the slice, in LPS mm), the zoom and pan, and the window/level of the base layer when
// the bases are images. Neither views nor states are owned.
// A member may sit at an offset (LPS mm) from the shared place: its cursor is the shared place plus its
// offset, for volumes of one subject stored at different places of patient space (the dataset audit's
// pairs); the run comparison's members have none.
class ViewLink : public QObject
{
    Q_OBJECT

public:
    explicit ViewLink(QObject* parent = nullptr);

    void add(SliceView* view, ViewerState* state, const volume::Vec3& offset = {0, 0, 0});
    void clear();
    int count() const { return static_cast<int>(m_members.size()); }

private:
    struct Member
    {
        SliceView* view = nullptr;
        ViewerState* state = nullptr;
        volume::Vec3 offset{0, 0, 0};
    };

    void copyCursor(const ViewerState* from);
    void copyWindow(const ViewerState* from);
    void copyZoom(const SliceView* from, double zoom, const QPointF& pan);

    std::vector<Member> m_members;
    bool m_copying = false; // the copies' own signals are not copied back
};

} // namespace scansleuth::widgets
