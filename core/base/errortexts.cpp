// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "base/errortexts.h"

#include "base/errortexttable.h"
#include "base/translate.h"

#include <algorithm>
#include <string_view>

namespace scansleuth {

const std::vector<const char*>& errorTexts()
{
    static const std::vector<const char*> all = [] {
        std::vector<const char*> v;
        for (const auto* part :
             {&detail::ioErrorTexts(), &detail::modelErrorTexts(), &detail::checkErrorTexts()})
            v.insert(v.end(), part->begin(), part->end());
        return v;
    }();
    return all;
}
std::vector<std::pair<const char*, detail::ParsedTemplate>>
detail::parseMostSpecificFirst(const std::vector<const char*>& texts)
{
    std::vector<std::pair<const char*, ParsedTemplate>> v;
    for (const char* t : texts)
        v.emplace_back(t, parseTemplate(t));
    std::stable_sort(v.begin(), v.end(), [](const auto& a, const auto& b) {
        return a.second.literalSize > b.second.literalSize;
    });
    return v;
}

namespace {

// The table's sentences parsed once, the most specific first ("The file {path} could not be written."
// before "{what} could not be written.").
const std::vector<std::pair<const char*, detail::ParsedTemplate>>& parsedSentences()
{
    static const auto parsed = detail::parseMostSpecificFirst(errorTexts());
    return parsed;
}

bool isErrorName(const std::string& name)
{
    return name.rfind("error_", 0) == 0;
}

// An "errors_" placeholder takes a list joined by "; " whose items are "what (an error's sentence)", as
// "3 of 5 pictures were not copied: a.png (The file does not exist.); ..." lists them: each item's
// sentence is rendered, the rest kept.
bool isErrorListName(const std::string& name)
{
    return name.rfind("errors_", 0) == 0;
}

std::string renderErrorList(const std::string& list, const Translator& translate);

// An "error_" placeholder takes another error's sentence ("Could not read {path}: {error_inner}"): only
// text that is itself one of the table's sentences, or ends in one's detail, so a sentence is not split
// at a colon of the path.
bool errorPieceFits(const std::string& name, const std::string& piece);

// `text` as one of the table's sentences, translated and filled; false when none matches. Placeholders
// whose name starts with "error_" are rendered themselves.
bool renderSentence(const std::string& text, const Translator& translate, std::string& out)
{
    std::vector<std::pair<std::string, std::string>> values;
    for (const auto& [templ, parsed] : parsedSentences()) {
        if (!detail::matchParsedTemplate(parsed, text, values, errorPieceFits))
            continue;
        for (auto& [name, value] : values)
            if (isErrorName(name))
                value = renderErrorText(value, translate);
            else if (isErrorListName(name))
                value = renderErrorList(value, translate);
        const std::string translated = translate(kErrorContext, templ);
        if (translated.empty() || !detail::fillTemplate(translated, values, out))
            out = text; // no translation, or one that names a placeholder the sentence lacks: English, whole
        return true;
    }
    return false;
}

// `text` as a sentence of the table, or as "sentence (detail)" as a failed run keeps its error: the
// sentence rendered and the detail kept as it is; false when neither matches.
bool renderWithDetail(const std::string& text, const Translator& translate, std::string& out)
{
    if (renderSentence(text, translate, out))
        return true;
    if (text.empty() || text.back() != ')')
        return false;
    for (std::size_t at = text.find(" ("); at != std::string::npos; at = text.find(" (", at + 1))
        if (renderSentence(text.substr(0, at), translate, out)) {
            out += text.substr(at);
            return true;
        }
    return false;
}

bool errorPieceFits(const std::string& name, const std::string& piece)
{
    std::string ignored;
    return !isErrorName(name) || renderWithDetail(piece, englishTranslator(), ignored);
}

std::string renderErrorList(const std::string& list, const Translator& translate)
{
    std::string out;
    std::size_t begin = 0;
    while (begin <= list.size()) {
        std::size_t end = list.find("; ", begin);
        if (end == std::string::npos)
            end = list.size();
        std::string item = list.substr(begin, end - begin);
        if (!item.empty() && item.back() == ')') // the first " (" whose rest is a sentence of the table
            for (std::size_t at = item.find(" ("); at != std::string::npos; at = item.find(" (", at + 1)) {
                const std::string inner = item.substr(at + 2, item.size() - at - 3);
                std::string rendered;
                if (renderSentence(inner, translate, rendered)) {
                    item = item.substr(0, at + 2) + rendered + ")";
                    break;
                }
            }
        out += (out.empty() ? "" : "; ") + item;
        begin = end + 2;
    }
    return out;
}

} // namespace

std::string renderErrorText(const std::string& text, const Translator& translate)
{
    std::string out;
    return renderWithDetail(text, translate, out) ? out : text;
}

bool isErrorText(const std::string& text)
{
    std::string ignored;
    return renderWithDetail(text, englishTranslator(), ignored);
}

} // namespace scansleuth
