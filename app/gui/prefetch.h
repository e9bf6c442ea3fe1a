// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "workflow/knowledgebase.h"

// Work the main window needs within its first milliseconds, started on another thread while the GUI
// thread builds the window: on a machine with a second core idle, the first frame comes that much sooner;
// on a busy one nothing is lost (the GUI thread waits for the result where it would have made it).
namespace scansleuth::app {

// Starts reading the default knowledge base (workflow::KnowledgeBase::loadDefault) on another thread.
// Call it after QApplication is made: QCoreApplication sets the process locale, which the JSON parser
// reads. Calling it again while a read is pending does nothing.
void prefetchKnowledgeBase();

// The default knowledge base: the prefetched read, waited for, the first time after
// prefetchKnowledgeBase(); otherwise read now. GUI thread.
Result<workflow::KnowledgeBase> defaultKnowledgeBase();

} // namespace scansleuth::app
