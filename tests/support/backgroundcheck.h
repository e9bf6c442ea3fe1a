// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

// What the tests of the GUI's background work check (issue 22): that the event loop turned while the work
// ran, and that the progress it showed only rose and reached the end.
#include <QSignalSpy>
#include <QString>
#include <QTimer>

namespace scansleuth::testing {

// Counts a 1 ms timer's ticks from construction until `done` has caught its signal. More than 0: the GUI
// thread was free while the work ran (work done on it would deliver its result before any tick).
class LoopTicks
{
public:
    explicit LoopTicks(const QSignalSpy& done)
    {
        m_timer.setInterval(1);
        QObject::connect(&m_timer, &QTimer::timeout, &m_timer,
                         [this, &done] { m_ticks += done.isEmpty() ? 1 : 0; });
        m_timer.start();
    }
    int count() const { return m_ticks; }

private:
    QTimer m_timer;
    int m_ticks = 0;
};

// Empty when the percentages `spy` caught (argument 0 of each signal) never fall and end at 100; otherwise
// what is wrong.
inline QString risesToHundred(const QSignalSpy& spy)
{
    int last = -1;
    for (const QList<QVariant>& signal : spy) {
        const int percent = signal.at(0).toInt();
        if (percent < last)
            return QStringLiteral("the progress fell from %1 to %2").arg(last).arg(percent);
        last = percent;
    }
    return last == 100 ? QString() : QStringLiteral("the progress ended at %1, not 100").arg(last);
}

} // namespace scansleuth::testing
