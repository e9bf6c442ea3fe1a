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

// The code point of the UTF-8 sequence `bytes` (a stray byte stands for itself).
char32_t codePoint(std::string_view bytes)
{
    const auto lead = static_cast<unsigned char>(bytes[0]);
    if (bytes.size() == 1)
        return lead;
    char32_t c = lead & (0xFF >> (bytes.size() + 1));
    for (std::size_t i = 1; i < bytes.size(); ++i)
        c = (c << 6) | (static_cast<unsigned char>(bytes[i]) & 0x3F);
    return c;
}

// Punctuation outside ASCII that separates words: general punctuation (quotes, dashes, ellipsis), the
// CJK symbols (、。「」) and the full-width punctuation of Chinese and Japanese text (，：；？！（）).
bool isSeparator(char32_t c)
{
    return (c >= 0x2000 && c <= 0x206F) || (c >= 0x3000 && c <= 0x303F) || (c >= 0xFF01 && c <= 0xFF0F) ||
           (c >= 0xFF1A && c <= 0xFF20) || (c >= 0xFF3B && c <= 0xFF40) || (c >= 0xFF5B && c <= 0xFF65);
}

// A character of a script written without spaces (CJK ideographs and radicals, kana, Hangul): a word of
// its own, so that the keyword 显存不足 is a phrase of four words that "训练时显存不足" holds.
bool standsAlone(char32_t c)
{
    return (c >= 0x2E80 && c <= 0x2FFF) || (c >= 0x3040 && c <= 0x9FFF) || (c >= 0xAC00 && c <= 0xD7AF) ||
           (c >= 0xF900 && c <= 0xFAFF) || (c >= 0x20000 && c <= 0x3FFFF);
}

// Lower-case words; anything but letters and digits separates ("out-of-memory" -> out, of, memory).
// Other multi-byte UTF-8 characters belong to words, so "verschoben" and "überlagerung" stay whole; only
// ASCII is lower-cased here. Each CJK character is a word (standsAlone).
std::vector<std::string> words(std::string_view text)
{
    std::vector<std::string> result;
    std::string word;
    const auto flush = [&] {
        if (!word.empty())
            result.push_back(std::move(word));
        word.clear();
    };
    for (std::size_t i = 0; i < text.size();) {
        const auto c = static_cast<unsigned char>(text[i]);
        if (c < 0x80) {
            if (std::isalnum(c))
                word += char(std::tolower(c));
            else
                flush();
            ++i;
            continue;
        }
        const std::size_t length = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 1;
        const std::string_view bytes = text.substr(i, length);
        i += bytes.size();
        const char32_t point = codePoint(bytes);
        if (isSeparator(point)) {
            flush();
        } else if (standsAlone(point)) {
            flush();
            result.emplace_back(bytes);
        } else {
            word += bytes;
        }
    }
    flush();
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
