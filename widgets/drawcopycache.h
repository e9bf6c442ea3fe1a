// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "io/loadedimage.h"
#include "render/render.h"

#include <QObject>

#include <map>
#include <memory>
#include <tuple>

namespace scansleuth::widgets {

// Drawing copies (render::makeDrawCopy) of the viewer's layers, built on worker threads. A slice view
// draws a layer's copy once it is ready and the layer itself until then: the pictures are the same,
// only the time per frame differs (a sagittal slice of an axial CT, or a mask on another grid, drops
// from several milliseconds to about one). Copies stay within a memory budget (a quarter of the
// machine's RAM by default); beyond it layers are drawn directly. The cache is cleared when the
// display frame changes (a new base, another screen convention).
class DrawCopyCache : public QObject
{
    Q_OBJECT

public:
    explicit DrawCopyCache(QObject* parent = nullptr);
    ~DrawCopyCache() override;

    // The volume to draw for `layer` (whose voxels `owner` keeps alive) in `plane`: a ready copy, or
    // the layer's own volume, in which case a copy is started when it would help and fits the budget.
    const volume::Volume* volumeFor(const render::DisplayFrame& frame, render::Plane plane,
                                    const render::Layer& layer,
                                    const std::shared_ptr<const io::LoadedImage>& owner);
    void clear();
    // Drops the copies of `source` (a layer removed or replaced): a later volume allocated at the same
    // address must not be drawn with them.
    void forget(const volume::Volume* source);

    std::int64_t bytes() const { return m_bytes; }
    int readyCount() const;
    std::int64_t budgetBytes() const { return m_budget; }
    void setBudgetBytes(std::int64_t bytes) { m_budget = bytes; }

Q_SIGNALS:
    void copyReady();

private:
    // A copy depends on the source voxels, the plane and what the style makes of them.
    using Key = std::tuple<const volume::Volume*, render::Plane, render::LayerKind, render::Interpolation>;
    struct Entry
    {
        std::shared_ptr<const volume::Volume> copy; // null while being built or after a failure
        std::int64_t bytes = 0;
        int serial = 0; // which request built it: a result for a forgotten entry is dropped
    };

    std::map<Key, Entry> m_entries;
    std::int64_t m_bytes = 0; // reserved by built and pending copies
    std::int64_t m_budget = 0;
    int m_generation = 0; // results of an older generation (before clear()) are dropped
    int m_serial = 0;
};

} // namespace scansleuth::widgets
