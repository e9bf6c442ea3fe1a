// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "report/translatereport.h"

#include "base/errortexts.h"
#include "base/featurewords.h"
#include "base/measurementtexts.h"
#include "base/translate.h"

#include <algorithm>
#include <optional>
#include <string_view>
#include <unordered_set>

namespace scansleuth::report {

namespace {

using Values = std::vector<std::pair<std::string, std::string>>;

// A {text_...} piece is translated as a report text in turn; this bounds the nesting.
constexpr int kMaxDepth = 4;

std::string translateText(const std::string& text, const Translator& translate, int depth);

const char* reportTextFor(const std::string& text)
{
    static const std::unordered_set<std::string_view> texts = [] {
        std::unordered_set<std::string_view> all(detail::reportTexts().begin(), detail::reportTexts().end());
        for (const auto& [id, words] : detail::inputWords())
            all.insert(words);
        for (const FeatureWords& row : featureWordTable()) // the parity features' row labels
            all.insert(row.label);
        return all;
    }();
    const auto it = texts.find(text);
    return it == texts.end() ? nullptr : it->data();
}

std::string reportWord(const char* source, const Translator& translate)
{
    std::string t = translate(kReportContext, source);
    return t.empty() ? std::string(source) : t;
}

// The translation of `text` in `context`; empty when there is none.
std::string lookup(const char* context, const std::string& text, const Translator& translate)
{
    std::string t = translate(context, text.c_str());
    return t == text ? std::string() : t;
}

std::vector<std::string> split(const std::string& text, std::string_view separator)
{
    std::vector<std::string> out;
    std::size_t from = 0;
    for (std::size_t at; (at = text.find(separator, from)) != std::string::npos; from = at + separator.size())
        out.push_back(text.substr(from, at - from));
    out.push_back(text.substr(from));
    return out;
}

std::string joined(const std::vector<std::string>& pieces, std::string_view separator)
{
    std::string out;
    for (std::size_t i = 0; i < pieces.size(); ++i)
        out += (i ? std::string(separator) : std::string()) + pieces[i];
    return out;
}

// A number as core writes them ("47", "-284.1", "1.2e+07").
bool isNumber(const std::string& s)
{
    bool digit = false;
    for (char c : s) {
        if (c >= '0' && c <= '9')
            digit = true;
        else if (c != '-' && c != '+' && c != '.' && c != 'e')
            return false;
    }
    return digit;
}

bool isId(const std::string& s)
{
    return !s.empty() && s.find_first_of(" \t\n") == std::string::npos;
}

bool startsWith(const std::string& s, std::string_view prefix)
{
    return s.compare(0, prefix.size(), prefix) == 0;
}

// A list of counts ("1 mirrored, 2 shifted") in its pieces, each a number, a space and words. The words may
// hold ", " themselves ("1 same name, birth date and sex, 2 same voxels"): a piece that does not start with a
// number belongs to the one before. Empty when the list does not start with a count.
std::vector<std::string> countPieces(const std::string& value)
{
    std::vector<std::string> out;
    for (const std::string& piece : split(value, ", ")) {
        const std::size_t space = piece.find(' ');
        const bool count = space != std::string::npos && space > 0 && isNumber(piece.substr(0, space));
        if (count)
            out.push_back(piece);
        else if (out.empty())
            return {};
        else
            out.back() += ", " + piece;
    }
    return out;
}

//: Between the pieces of a list in a report ("image: ct.nii.gz; mask: mask.nii.gz", a picture's colour
//: legend, the hypotheses supported); Chinese takes "；".
const char* const kListSeparator = QT_TRANSLATE_NOOP("Report", "; ");

// How the document's language joins a list of "; " (kListSeparator) or of ", " (the findings' term, Chinese
// "、").
std::string listSeparator(const Translator& translate)
{
    return reportWord(kListSeparator, translate);
}

std::string countSeparator(const Translator& translate)
{
    std::string t = translate(kFindingTermContext, ", ");
    return t.empty() ? std::string(", ") : t;
}

constexpr std::string_view kVersus = " vs ";
// How two names face each other ("A vs B"); three or more fold through it ("A vs B" vs C).
//: Two or more runs' names facing each other, in a run comparison report's subtitle ("A vs B").
const char* const kVersusTemplate = QT_TRANSLATE_NOOP("Report", "{name_a} vs {name_b}");

// Whether `value` is of the kind the placeholder's name asks for (reporttexts.cpp: reportTemplates).
bool fits(const std::string& name, const std::string& value, const Translator& translate)
{
    if (startsWith(name,
                   "prompt_")) // a knowledge-base text the catalogue knows: it ends where that text does
        return !lookup(kKnowledgeContext, value, translate).empty();
    if (startsWith(name, "answer_")) // one answer, never the rest of a list
        return value.find("; ") == std::string::npos;
    if (startsWith(name, "num_"))
        return isNumber(value);
    if (startsWith(name, "error_")) // one of core's error sentences (base/errortexts.h)
        return isErrorText(value);
    if (startsWith(name, "ids_")) {
        for (const std::string& id : split(value, ", "))
            if (!isId(id))
                return false;
        return true;
    }
    if (startsWith(name, "id_"))
        return isId(value);
    if (startsWith(name, "word_"))
        return reportTextFor(value) != nullptr;
    if (startsWith(name, "name_")) // one name: never a list ("a; b") that a template has to split
        return value.find("; ") == std::string::npos;
    if (startsWith(name, "texts_")) // a list: at least two pieces
        return value.find("; ") != std::string::npos;
    if (startsWith(name, "versus_")) { // "A vs B": two or more names
        const std::vector<std::string> names = split(value, kVersus);
        return names.size() >= 2 && std::none_of(names.begin(), names.end(), [](const std::string& n) {
                   return n.empty() || n.find("; ") != std::string::npos;
               });
    }
    if (startsWith(name, "counts_")) { // "1 mirrored, 2 shifted"
        const std::vector<std::string> pieces = countPieces(value);
        return !pieces.empty() && std::all_of(pieces.begin(), pieces.end(), [](const std::string& piece) {
            return reportTextFor(piece.substr(piece.find(' ') + 1)) != nullptr;
        });
    }
    return true;
}

// A placeholder's piece in the document's language, as its name says.
std::string translatePiece(const std::string& name, const std::string& value, const Translator& translate,
                           int depth)
{
    const auto knowledge = [&](const std::string& text) {
        const std::string t = lookup(kKnowledgeContext, text, translate);
        return t.empty() ? text : t;
    };
    if (startsWith(name, "kblist_")) {
        std::vector<std::string> pieces = split(value, "; ");
        for (std::string& p : pieces)
            p = knowledge(p);
        return joined(pieces, listSeparator(translate));
    }
    if (startsWith(name, "ids_")) // kept, joined as the language joins a list ("a、b" in Chinese)
        return joined(split(value, ", "), countSeparator(translate));
    if (startsWith(name, "kb_") || startsWith(name, "prompt_"))
        return knowledge(value);
    if (startsWith(name, "word_"))
        return reportWord(reportTextFor(value), translate);
    if (startsWith(name, "error_"))
        return renderErrorText(value, translate);
    if (startsWith(name, "text_") || startsWith(name, "answer_"))
        return translateText(value, translate, depth + 1);
    if (startsWith(name, "texts_")) { // every piece, or none: never a list half in English
        std::vector<std::string> pieces = split(value, "; ");
        for (std::string& p : pieces) {
            std::string t = translateText(p, translate, depth + 1);
            if (t == p)
                return value;
            p = std::move(t);
        }
        return joined(pieces, listSeparator(translate));
    }
    if (startsWith(name, "versus_")) {
        const std::vector<std::string> names = split(value, kVersus);
        const std::string versus = reportWord(kVersusTemplate, translate);
        std::string out = names.front();
        for (std::size_t i = 1; i < names.size(); ++i) {
            std::string next;
            if (!scansleuth::detail::fillTemplate(versus, {{"name_a", out}, {"name_b", names[i]}}, next))
                return value;
            out = std::move(next);
        }
        return out;
    }
    if (startsWith(name, "counts_")) {
        std::vector<std::string> pieces = countPieces(value);
        for (std::string& p : pieces) {
            const std::size_t space = p.find(' ');
            p = p.substr(0, space + 1) + reportWord(reportTextFor(p.substr(space + 1)), translate);
        }
        return joined(pieces, countSeparator(translate));
    }
    return value;
}

// A report template parsed once (base/findingtexts.h: the one matcher), and whether its own text has a
// letter: "{id_run}: {kb_experiment}" is taken only when it translates one of its pieces. A template that
// is one placeholder and nothing else ("{texts_items}") is a catch-all: it is tried after every template
// that knows the whole text, the findings' and check lines' included, so that a list never takes a
// sentence apart that one of those translates whole (a run comparison's headline holds "; ").
struct ReportTemplate
{
    scansleuth::detail::ParsedTemplate parsed;
    bool hasLetter = false;
    bool catchAll = false;
};

ReportTemplate parseReportTemplate(const char* templ)
{
    ReportTemplate t{scansleuth::detail::parseTemplate(templ)};
    for (const std::string& literal : t.parsed.literals)
        t.hasLetter = t.hasLetter || std::any_of(literal.begin(), literal.end(), [](char c) {
                          return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
                      });
    t.catchAll = t.parsed.names.size() == 1 && t.parsed.literalSize == 0;
    return t;
}

// `text` by the first report template that matches it (the catch-alls, or the others); nothing when none
// does.
std::optional<std::string> fromTemplates(const std::string& text, const Translator& translate, int depth,
                                         bool catchAll)
{
    if (depth > kMaxDepth)
        return std::nullopt;
    static const std::vector<ReportTemplate> parsed = [] {
        std::vector<ReportTemplate> out;
        for (const char* templ : detail::reportTemplates())
            out.push_back(parseReportTemplate(templ));
        return out;
    }();
    const scansleuth::detail::PieceFits fitting = [&](const std::string& name, const std::string& value) {
        return fits(name, value, translate);
    };
    for (std::size_t i = 0; i < parsed.size(); ++i) {
        const ReportTemplate& p = parsed[i];
        const char* templ = detail::reportTemplates()[i];
        if (p.catchAll != catchAll)
            continue;
        Values values;
        if (!scansleuth::detail::matchParsedTemplate(p.parsed, text, values, fitting))
            continue;
        bool changed = false;
        for (auto& [name, value] : values) {
            std::string t = translatePiece(name, value, translate, depth);
            changed = changed || t != value;
            value = std::move(t);
        }
        if (!changed && !p.hasLetter) // "{id_run}: {kb_experiment}" with nothing it knows: not its text
            continue;
        std::string out;
        if (scansleuth::detail::fillTemplate(reportWord(templ, translate), values, out))
            return out;
        return text; // the translation names a placeholder the template lacks: English, whole
    }
    return std::nullopt;
}

std::string translateText(const std::string& text, const Translator& translate, int depth)
{
    if (text.empty())
        return text;
    if (const char* source = reportTextFor(text))
        return reportWord(source, translate);
    for (const char* context : {kKnowledgeContext, kWorkflowContext})
        if (std::string t = lookup(context, text, translate); !t.empty())
            return t;
    if (std::optional<std::string> t = fromTemplates(text, translate, depth, false))
        return *t;
    if (std::string t = renderErrorText(text, translate); t != text) // a failed run's error
        return t;
    if (std::string t = renderAnyText(text, translate); t != text)
        return t;
    if (std::optional<std::string> t = fromTemplates(text, translate, depth, true))
        return *t;
    return text;
}

void translateAll(std::vector<std::string>& texts, const Translator& translate)
{
    for (std::string& t : texts)
        t = translateReportText(t, translate);
}

// One piece of a number's words (a key's label, workflow/numberlabels.cpp), its first letter maybe made
// upper case by numberWords.
std::string numberPiece(const std::string& piece, const Translator& translate)
{
    if (std::string t = lookup(kNumbersContext, piece, translate); !t.empty())
        return t;
    if (!piece.empty() && piece[0] >= 'A' && piece[0] <= 'Z') {
        std::string lower = piece;
        lower[0] = static_cast<char>(lower[0] - 'A' + 'a');
        if (std::string t = lookup(kNumbersContext, lower, translate); !t.empty())
            return t;
    }
    return piece;
}

struct BlockTranslator
{
    const Translator& translate;

    void text(std::string& t) const { t = translateReportText(t, translate); }

    void operator()(Paragraph& p) const { text(p.text); }
    void operator()(Bullets& b) const { translateAll(b.items, translate); }
    void operator()(KeyValues& kv) const
    {
        for (auto& [key, value] : kv.pairs) {
            text(key);
            text(value);
        }
    }
    void operator()(Table& t) const
    {
        text(t.caption);
        if (!t.columnKeys.empty() && t.columnKeys.size() == t.header.size()) {
            for (std::size_t c = 0; c < t.header.size(); ++c)
                if (t.columnKeys[c].empty())
                    text(t.header[c]);
                else
                    translateNumberHeader(t.columnKeys[c], t.header[c], translate);
        } else {
            translateAll(t.header, translate);
        }
        const bool numbers = !t.rowKeys.empty() && t.rowKeys.size() == t.rows.size();
        const bool measured = t.measuredColumn >= 0 && t.rowMeasurements.size() == t.rows.size();
        for (std::size_t i = 0; i < t.rows.size(); ++i) {
            std::vector<std::string>& row = t.rows[i];
            if (numbers && row.size() >= 2) {
                translateNumberRow(t.rowKeys[i], row[0], row[1], translate);
                for (std::size_t c = 2; c < row.size(); ++c)
                    text(row[c]);
            } else {
                for (std::size_t c = 0; c < row.size(); ++c)
                    if (measured && c == std::size_t(t.measuredColumn))
                        row[c] = renderMeasurements(t.rowMeasurements[i], translate);
                    else
                        text(row[c]);
            }
        }
    }
    void operator()(Figure& f) const { text(f.caption); }
    void operator()(Plot& p) const
    {
        for (std::string* s : {&p.title, &p.xLabel, &p.yLabel})
            text(*s);
        for (PlotSeries& series : p.series)
            text(series.name);
        for (ReferenceLine& line : p.references)
            text(line.label);
    }
    void operator()(BoxPlot& p) const
    {
        text(p.title);
        text(p.yLabel);
        for (BoxGroup& g : p.groups)
            text(g.name);
    }
    void operator()(ScatterPlot& p) const
    {
        for (std::string* s : {&p.title, &p.xLabel, &p.yLabel})
            text(*s);
    }
};

void translateSection(Section& section, const Translator& translate)
{
    section.title = translateReportText(section.title, translate);
    for (Block& b : section.blocks)
        std::visit(BlockTranslator{translate}, b);
    for (Section& child : section.children)
        translateSection(child, translate);
}

} // namespace

std::string inputWords(const std::string& id)
{
    for (const auto& [key, words] : detail::inputWords())
        if (id == key)
            return words;
    return id;
}

std::string translateReportText(const std::string& text, const Translator& translate)
{
    return translateText(text, translate, 0);
}

void translateNumberRow(const std::string& key, std::string& words, std::string& value,
                        const Translator& translate)
{
    // The words' pieces: one per dotted part of the key, "Group, Group: words".
    const std::size_t parts = split(key, ".").size();
    std::vector<std::string> pieces{words};
    const std::size_t colon = words.find(": ");
    if (parts > 1 && colon != std::string::npos) {
        pieces = split(words.substr(0, colon), ", ");
        pieces.push_back(words.substr(colon + 2));
    }
    if (pieces.size() == parts) {
        for (std::string& p : pieces)
            p = numberPiece(p, translate);
        const std::string last = pieces.back();
        pieces.pop_back();
        words = pieces.empty() ? last : joined(pieces, ", ") + ": " + last;
        if (!words.empty() && words[0] >= 'a' && words[0] <= 'z')
            words[0] = static_cast<char>(words[0] - 'a' + 'A');
    }
    // "2147186 voxels": the unit is a number label's unit (context "Numbers").
    const std::size_t space = value.rfind(' ');
    if (space != std::string::npos && isNumber(value.substr(0, space))) {
        if (std::string unit = lookup(kNumbersContext, value.substr(space + 1), translate); !unit.empty()) {
            value = value.substr(0, space + 1) + unit;
            return;
        }
    }
    value = translateReportText(value, translate);
}

void translateNumberHeader(const std::string& key, std::string& words, const Translator& translate)
{
    std::string none;
    // "Words (unit)": the words as a row's words, the unit as a number label's unit.
    const std::size_t open = words.rfind(" (");
    if (open != std::string::npos && words.back() == ')') {
        const std::string head = words.substr(0, open);
        const std::string unit = words.substr(open + 2, words.size() - open - 3);
        std::string translated = head;
        translateNumberRow(key, translated, none, translate);
        if (translated != head) {
            const std::string t = lookup(kNumbersContext, unit, translate);
            words = translated + " (" + (t.empty() ? unit : t) + ")";
            return;
        }
    }
    translateNumberRow(key, words, none, translate);
}

std::string reportLanguage(const Translator& translate)
{
    //: The language of this translation as a BCP 47 tag ("de", "zh-CN"), not a word: the report's HTML
    //: lang attribute and the PDF's document language.
    static const char* const kLanguageTag = QT_TRANSLATE_NOOP("Report", "en");
    std::string tag = translate(kReportContext, kLanguageTag);
    for (char& c : tag)
        if (c == '_')
            c = '-';
    const bool valid =
        tag.size() >= 2 && tag.size() <= 35 &&
        tag.find_first_not_of("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-") ==
            std::string::npos &&
        tag[0] != '-';
    return valid ? tag : std::string("en");
}

void translateDocument(Document& document, const Translator& translate)
{
    document.title = translateReportText(document.title, translate);
    document.subtitle = translateReportText(document.subtitle, translate);
    for (auto& [key, value] : document.metadata) {
        key = translateReportText(key, translate);
        value = translateReportText(value, translate);
    }
    for (Section& s : document.sections)
        translateSection(s, translate);
    WriterWords& w = document.words;
    const WriterWords english;
    w.note = reportWord(english.note.c_str(), translate);
    w.warning = reportWord(english.warning.c_str(), translate);
    w.ok = reportWord(english.ok.c_str(), translate);
    w.created = reportWord(english.created.c_str(), translate);
    w.contents = reportWord(english.contents.c_str(), translate);
    w.page = reportWord(english.page.c_str(), translate);
    w.pageOf = reportWord(english.pageOf.c_str(), translate);
    w.figure = reportWord(english.figure.c_str(), translate);
    document.language = reportLanguage(translate);
}

} // namespace scansleuth::report
