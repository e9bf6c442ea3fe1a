// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "drawcopycache.h"

#include <QFutureWatcher>
#include <QtConcurrent/QtConcurrentRun>

#include <unistd.h>

namespace scansleuth::widgets {

namespace {
std::int64_t quarterOfRam()
{
    const long pages = sysconf(_SC_PHYS_PAGES), pageSize = sysconf(_SC_PAGE_SIZE);
    if (pages <= 0 || pageSize <= 0)
        return std::int64_t(1) << 30;
    return std::int64_t(pages) * pageSize / 4;
}
} // namespace

DrawCopyCache::DrawCopyCache(QObject* parent) : QObject(parent), m_budget(quarterOfRam()) {}

DrawCopyCache::~DrawCopyCache() = default;

int DrawCopyCache::readyCount() const
{
    int n = 0;
    for (const auto& [key, entry] : m_entries)
        n += entry.copy ? 1 : 0;
    return n;
}

void DrawCopyCache::clear()
{
    m_entries.clear();
    m_bytes = 0;
    ++m_generation;
}

void DrawCopyCache::forget(const volume::Volume* source)
{
    for (auto it = m_entries.begin(); it != m_entries.end();) {
        if (std::get<0>(it->first) == source) {
            m_bytes -= it->second.bytes;
            it = m_entries.erase(it);
        } else {
            ++it;
        }
    }
}

const volume::Volume* DrawCopyCache::volumeFor(const render::DisplayFrame& frame, render::Plane plane,
                                               const render::Layer& layer,
                                               const std::shared_ptr<const io::LoadedImage>& owner)
{
    const Key key{layer.volume, plane, layer.style.kind, layer.style.interpolation};
    if (auto it = m_entries.find(key); it != m_entries.end())
        return it->second.copy ? it->second.copy.get() : layer.volume;
    const render::DrawCopyPlan plan = render::planDrawCopy(frame, plane, layer);
    if (!plan.helps || m_bytes + plan.bytes > m_budget)
        return layer.volume;
    const int serial = ++m_serial;
    m_entries[key] = Entry{nullptr, plan.bytes, serial};
    m_bytes += plan.bytes;

    // The worker keeps the source alive through `owner` and works on copies of the frame and style.
    auto* watcher = new QFutureWatcher<std::shared_ptr<const volume::Volume>>(this);
    const int generation = m_generation;
    connect(watcher, &QFutureWatcherBase::finished, this, [this, watcher, key, generation, serial] {
        watcher->deleteLater();
        std::shared_ptr<const volume::Volume> copy = watcher->result();
        if (generation != m_generation)
            return;
        auto it = m_entries.find(key);
        if (it == m_entries.end() || it->second.serial != serial)
            return;
        if (!copy) { // out of memory: draw directly, release the reservation
            m_bytes -= it->second.bytes;
            it->second.bytes = 0;
            return;
        }
        it->second.copy = std::move(copy);
        Q_EMIT copyReady();
    });
    watcher->setFuture(QtConcurrent::run([frame, plane, volume = layer.volume, style = layer.style, owner] {
        auto copy = render::makeDrawCopy(frame, plane, render::Layer{volume, style});
        return copy ? std::make_shared<const volume::Volume>(std::move(copy).value())
                    : std::shared_ptr<const volume::Volume>();
    }));
    return layer.volume;
}

} // namespace scansleuth::widgets
