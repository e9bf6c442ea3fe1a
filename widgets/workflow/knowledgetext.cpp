// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "knowledgetext.h"

#include <QStringList>

namespace scansleuth::widgets {

workflow::KnowledgeBase localisedKnowledgeBase(workflow::KnowledgeBase kb)
{
    std::vector<std::pair<std::string, std::vector<std::string>>> added;
    for (const workflow::SymptomSpec& s : kb.symptoms()) {
        // The same text translations/knowledgestrings.cmake hands to lupdate.
        std::string joined;
        for (const std::string& k : s.keywords)
            joined += (joined.empty() ? "" : ", ") + k;
        const QString translated = knowledgeText(joined);
        if (translated.isEmpty() || translated == QString::fromStdString(joined))
            continue;
        std::vector<std::string> words;
        for (const QString& word : translated.split(QLatin1Char(','), Qt::SkipEmptyParts))
            words.push_back(word.trimmed().toLower().toStdString());
        added.emplace_back(s.id, std::move(words));
    }
    for (const auto& [id, words] : added)
        kb.addKeywords(id, words);
    return kb;
}

} // namespace scansleuth::widgets
