// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "workflow/knowledgebase.h"

#include <QtGlobal>

// The knowledge base shipped in resources/knowledge, loaded once per test process; a test that includes
// this defines SCANSLEUTH_KNOWLEDGE_TEST_DIR (tests/workflow and tests/investigate do). A broken shipped
// knowledge base stops the test with its error.
namespace scansleuth::testsupport {

inline const workflow::KnowledgeBase& shippedKnowledgeBase()
{
    static const workflow::KnowledgeBase kb = [] {
        auto loaded = workflow::KnowledgeBase::load(SCANSLEUTH_KNOWLEDGE_TEST_DIR);
        if (!loaded)
            qFatal("shipped knowledge base: %s (%s)", loaded.error().message.c_str(),
                   loaded.error().detail.c_str());
        return std::move(loaded).value();
    }();
    return kb;
}

} // namespace scansleuth::testsupport
