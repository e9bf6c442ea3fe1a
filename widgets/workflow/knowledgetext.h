// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "workflow/knowledgebase.h"

#include <QCoreApplication>
#include <QString>

#include <string>

namespace scansleuth::widgets {

// The knowledge base's text in the user's language. translations/knowledgestrings.cmake hands every
// translatable text of resources/knowledge/*.json to lupdate under this context; text without a
// translation (or from a user's own knowledge base) shows as written.
inline QString knowledgeText(const std::string& text)
{
    return text.empty() ? QString() : QCoreApplication::translate("scansleuth::knowledge", text.c_str());
}

// A category's title in the user's language (core marks the English titles for lupdate).
inline QString categoryText(workflow::Category category)
{
    return QCoreApplication::translate("scansleuth::workflow", workflow::categoryTitle(category));
}

// `kb` with each symptom's translated search words added to its own (the translation of its keywords
// joined by ", ", split at the commas and lower-cased), so that free text in the user's language finds
// its symptom. Unchanged where no translation is installed.
workflow::KnowledgeBase localisedKnowledgeBase(workflow::KnowledgeBase kb);

} // namespace scansleuth::widgets
