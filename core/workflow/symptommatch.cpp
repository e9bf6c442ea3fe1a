// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// KnowledgeBase::matchSymptoms: free text to ranked symptoms by keyword.
#include "base/strings.h"
#include "workflow/knowledgebase.h"

#include <algorithm>
#include <cctype>

namespace scansleuth::workflow {

namespace {

constexpr int phraseWordScore = 3;
constexpr int exactIdScore = 1000;

// Lower-case words; anything but letters and digits separates ("out-of-memory" -> out, of, memory).
// Bytes of multi-byte UTF-8 characters (>= 0x80) belong to words, so "verschoben" and "überlagerung"
// stay whole; only ASCII is lower-cased here.
std::vector<std::string> words(std::string_view text)
{
    std::vector<std::string> result;
    std::string word;
    for (const char ch : text) {
        const auto c = static_cast<unsigned char>(ch);
        if (std::isalnum(c) || c >= 0x80) {
            word += char(std::tolower(c));
        } else if (!word.empty()) {
            result.push_back(std::move(word));
            word.clear();
        }
    }
    if (!word.empty())
        result.push_back(std::move(word));
    return result;
}

// Equal, or one a prefix of the other with the shorter at least 4 characters ("flip" ~ "flipped").
bool wordMatches(const std::string& keywordWord, const std::string& textWord)
{
    if (keywordWord == textWord)
        return true;
    const auto& shorter = keywordWord.size() < textWord.size() ? keywordWord : textWord;
    const auto& longer = keywordWord.size() < textWord.size() ? textWord : keywordWord;
    return shorter.size() >= 4 && longer.compare(0, shorter.size(), shorter) == 0;
}

// True when the phrase's words occur consecutively in the text.
bool phraseMatches(const std::vector<std::string>& phrase, const std::vector<std::string>& text)
{
    if (phrase.empty() || phrase.size() > text.size())
        return false;
    for (std::size_t start = 0; start + phrase.size() <= text.size(); ++start) {
        bool all = true;
        for (std::size_t i = 0; i < phrase.size() && all; ++i)
            all = wordMatches(phrase[i], text[start + i]);
        if (all)
            return true;
    }
    return false;
}

int score(const SymptomSpec& symptom, const std::vector<std::string>& text)
{
    int total = 0;
    for (const auto& keyword : symptom.keywords) {
        const auto phrase = words(keyword);
        if (!phraseMatches(phrase, text))
            continue;
        total += phrase.size() == 1 ? 1 : phraseWordScore * int(phrase.size());
    }
    return total;
}

std::string trimmedLower(std::string_view text)
{
    std::string s;
    for (const char ch : text)
        if (!std::isspace(static_cast<unsigned char>(ch)))
            s += ch;
    return toLower(s);
}

} // namespace

std::vector<const SymptomSpec*> KnowledgeBase::matchSymptoms(std::string_view freeText) const
{
    const auto text = words(freeText);
    const std::string asId = trimmedLower(freeText);
    std::vector<std::pair<int, const SymptomSpec*>> scored;
    for (const auto& s : m_symptoms) {
        const int value = (s.id == asId ? exactIdScore : 0) + score(s, text);
        if (value > 0)
            scored.emplace_back(value, &s);
    }
    std::stable_sort(scored.begin(), scored.end(),
                     [](const auto& a, const auto& b) { return a.first > b.first; });
    std::vector<const SymptomSpec*> result;
    for (const auto& [value, s] : scored)
        result.push_back(s);
    return result;
}

bool KnowledgeBase::addKeywords(std::string_view symptomId, const std::vector<std::string>& keywords)
{
    const auto it = m_symptomIndex.find(symptomId);
    if (it == m_symptomIndex.end())
        return false;
    SymptomSpec& symptom = m_symptoms[it->second];
    for (const std::string& keyword : keywords) {
        std::string lower;
        for (const char ch : keyword)
            lower += char(std::tolower(static_cast<unsigned char>(ch)));
        const auto first = lower.find_first_not_of(" \t\n");
        if (first == std::string::npos)
            continue;
        lower = lower.substr(first, lower.find_last_not_of(" \t\n") - first + 1);
        if (std::find(symptom.keywords.begin(), symptom.keywords.end(), lower) == symptom.keywords.end())
            symptom.keywords.push_back(std::move(lower));
    }
    return true;
}

} // namespace scansleuth::workflow
