// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "prefetch.h"

#include <future>
#include <system_error>
#include <utility>

namespace scansleuth::app {

namespace {

std::future<Result<workflow::KnowledgeBase>>& pendingKnowledgeBase()
{
    static std::future<Result<workflow::KnowledgeBase>> pending;
    return pending;
}

} // namespace

void prefetchKnowledgeBase()
{
    auto& pending = pendingKnowledgeBase();
    if (pending.valid())
        return;
    try {
        pending = std::async(std::launch::async, [] { return workflow::KnowledgeBase::loadDefault(); });
    } catch (const std::system_error&) { // no thread to be had: defaultKnowledgeBase() reads the files
    }
}

Result<workflow::KnowledgeBase> defaultKnowledgeBase()
{
    auto& pending = pendingKnowledgeBase();
    if (pending.valid())
        return pending.get(); // leaves `pending` empty: a later window reads the files again
    return workflow::KnowledgeBase::loadDefault();
}

} // namespace scansleuth::app
