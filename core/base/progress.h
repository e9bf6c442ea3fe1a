// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <functional>
#include <string>

namespace scansleuth {

// Progress report and cancellation for long work, usable from any thread. The callback receives a
// fraction in [0, 1] and a short stage name; it returns false to ask the work to stop, which then
// returns ErrorKind::Cancelled. An empty callback means "no reporting, never cancel".
class Progress
{
public:
    using Callback = std::function<bool(double fraction, const std::string& stage)>;

    Progress() = default;
    explicit Progress(Callback callback) : m_callback(std::move(callback)) {}

    // Returns false when the caller asked to cancel.
    bool report(double fraction, const std::string& stage = {}) const
    {
        return !m_callback || m_callback(fraction, stage);
    }

    // A progress that maps [0,1] onto [begin, end] of this one, for a sub-step.
    Progress sub(double begin, double end) const
    {
        if (!m_callback)
            return {};
        Callback parent = m_callback;
        return Progress([parent, begin, end](double f, const std::string& stage) {
            return parent(begin + (end - begin) * f, stage);
        });
    }

private:
    Callback m_callback;
};

} // namespace scansleuth
