// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "base/findingtexts.h"

#include "base/errortexts.h"
#include "base/findingtexttable.h"
#include "base/translate.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <set>
#include <string_view>

namespace scansleuth {

namespace {

using Values = std::vector<std::pair<std::string, std::string>>;

using Parsed = detail::ParsedTemplate;

bool isNameChar(char c)
{
    return std::islower(static_cast<unsigned char>(c)) || std::isdigit(static_cast<unsigned char>(c)) ||
           c == '_';
}

// "{name}" at `pos`: its length, or 0 when the brace starts no placeholder (then it is literal text).
std::size_t placeholderAt(std::string_view t, std::size_t pos)
{
    std::size_t end = pos + 1;
    while (end < t.size() && isNameChar(t[end]))
        ++end;
    return end > pos + 1 && end < t.size() && t[end] == '}' ? end - pos + 1 : 0;
}

Parsed parse(std::string_view t) // detail::parseTemplate
{
    Parsed p;
    p.literals.emplace_back();
    for (std::size_t i = 0; i < t.size();) {
        const std::size_t n = t[i] == '{' ? placeholderAt(t, i) : 0;
        if (n == 0) {
            p.literals.back() += t[i++];
            continue;
        }
        p.names.emplace_back(t.substr(i + 1, n - 2));
        p.literals.emplace_back();
        i += n;
    }
    for (const std::string& l : p.literals) {
        p.literalSize += l.size();
        if (l.size() > p.longest.size())
            p.longest = l;
    }
    return p;
}

const std::string* valueOf(const Values& values, const std::string& name)
{
    for (const auto& [n, v] : values)
        if (n == name)
            return &v;
    return nullptr;
}

// How deep a check line's placeholders are rendered in turn: a quoted finding's message, or a chain of
// "; "-joined pieces ("{part_first}; {rest}"), one level a piece.
constexpr int kLineDepth = 8;

bool isPartName(const std::string& name)
{
    return name.rfind("part_", 0) == 0;
}

bool isLineName(const std::string& name)
{
    return name.rfind("line_", 0) == 0;
}

// A placeholder named "number_..." takes only a number as core writes them ("12", "-0.5", "1.2e+07").
bool isNumberName(const std::string& name)
{
    return name.rfind("number_", 0) == 0;
}

bool isNumber(std::string_view v)
{
    for (std::string_view special : {"nan", "inf", "-inf"}) // numberformat.h's non-finite values
        if (v == special)
            return true;
    bool digit = false;
    for (std::size_t i = 0; i < v.size(); ++i) {
        const char c = v[i];
        if (std::isdigit(static_cast<unsigned char>(c)))
            digit = true;
        else if (!(c == '.' || c == 'e' || ((c == '-' || c == '+') && (i == 0 || v[i - 1] == 'e'))))
            return false;
    }
    return digit && v.front() != 'e';
}

// A placeholder named "reason_..." takes only a failure reason word ("mirrored"), "parts_..." only a list
// of Part pieces joined by ", " ("1 mirrored, 2 missing").
bool isReasonName(const std::string& name)
{
    return name.rfind("reason_", 0) == 0;
}

bool isPartsName(const std::string& name)
{
    return name.rfind("parts_", 0) == 0;
}

// A placeholder named "name_..." takes a name (a run's, a label's): never a clause of a sentence.
bool isNameName(const std::string& name)
{
    return name.rfind("name_", 0) == 0;
}

// A name with ", ", "; " or ": " in it only quoted, as the run comparison writes one
// (compare::runInSentence): "'nnU-Net, fold 0'", no quote inside, so it cannot span a clause between two
// quoted names.
bool isName(std::string_view v)
{
    if (v.size() >= 3 && v.front() == '\'' && v.back() == '\'' &&
        v.substr(1, v.size() - 2).find('\'') == std::string_view::npos)
        return true;
    for (std::string_view stop : {", ", "; ", ": "})
        if (v.find(stop) != std::string_view::npos)
            return false;
    return true;
}

constexpr std::string_view kListSeparator = ", ";

//: Between the items of a list ("1 mirrored, 2 missing"); Chinese takes "、".
const char* const kListSeparatorTerm = QT_TRANSLATE_NOOP("FindingTerm", ", ");

std::vector<std::string> splitList(const std::string& text)
{
    std::vector<std::string> out;
    std::size_t from = 0;
    for (std::size_t at; (at = text.find(kListSeparator, from)) != std::string::npos;
         from = at + kListSeparator.size())
        out.push_back(text.substr(from, at - from));
    out.push_back(text.substr(from));
    return out;
}

bool matchesAnyOf(TextRole role, std::string_view text);

bool isPartList(const std::string& text)
{
    for (const std::string& piece : splitList(text))
        if (piece.empty() || !matchesAnyOf(TextRole::Part, piece))
            return false;
    return true;
}

bool isFailureReason(const std::string& text)
{
    const std::vector<std::string>& words = failureReasonWords();
    return std::find(words.begin(), words.end(), text) != words.end();
}

// Placeholder `i` starts at `pos` of `text`; the earliest split that `fits` accepts and that lets the rest
// match wins.
template <typename Fits>
bool matchFrom(const Parsed& p, std::string_view text, std::size_t pos, std::size_t i, Values& values,
               const Fits& fits)
{
    if (i == p.names.size())
        return pos == text.size();
    const std::string& next = p.literals[i + 1];
    auto tryCapture = [&](std::size_t end) {
        if (end <= pos)
            return false; // a placeholder covers some text
        const std::string value(text.substr(pos, end - pos));
        if (!fits(p.names[i], value))
            return false;
        const std::string* earlier = valueOf(values, p.names[i]);
        if (earlier && *earlier != value)
            return false;
        if (!earlier)
            values.emplace_back(p.names[i], value);
        if (matchFrom(p, text, end + next.size(), i + 1, values, fits))
            return true;
        if (!earlier)
            values.pop_back();
        return false;
    };
    if (i + 1 == p.names.size()) { // the last placeholder: `next` ends the text
        if (text.size() < next.size() || text.substr(text.size() - next.size()) != next)
            return false;
        return tryCapture(text.size() - next.size());
    }
    for (std::size_t at = text.find(next, pos + 1); at != std::string_view::npos;
         at = text.find(next, at + 1))
        if (tryCapture(at))
            return true;
    return false;
}

std::string translated(const Translator& translate, const char* context, const char* source)
{
    std::string t = translate ? translate(context, source) : std::string(source);
    return t.empty() ? std::string(source) : t;
}

std::string renderAny(const std::string& text, const Translator& translate, int depth);

std::string renderPart(const std::string& text, const Translator& translate);

// A placeholder's text: (in a check line, which may quote a finding's message) any templated text; a word
// of the term list; or a piece a Part template matches as a whole ("16 threads"), translated through it.
std::string translateValue(const std::string& value, const Translator& translate, int depth)
{
    if (depth > 0) {
        std::string r = renderAny(value, translate, depth - 1);
        if (r != value)
            return r;
    }
    std::string term = translated(translate, kFindingTermContext, value.c_str());
    return term != value ? term : renderPart(value, translate);
}

template <typename Fits>
bool matchParsedWith(const Parsed& p, const std::string& text, Values& values, const Fits& fits)
{
    values.clear();
    const std::string& first = p.literals.front();
    if (text.compare(0, first.size(), first) != 0)
        return false;
    if (p.names.empty())
        return text == first;
    // The text must end as the template does (most templates end in literal text: a cheap refusal).
    const std::string& last = p.literals.back();
    if (text.size() < first.size() + last.size() ||
        text.compare(text.size() - last.size(), last.size(), last) != 0)
        return false;
    if (text.size() < p.literalSize || text.find(p.longest) == std::string::npos)
        return false;
    return matchFrom(p, text, first.size(), 0, values, fits);
}

// A finding's placeholders: a "part_" one takes only text that a Part template matches, a "line_" one only
// text that a CheckLine template matches, a "number_" one only a number, a "reason_" one only a failure
// reason, a "parts_" one only a list of Part pieces.
bool findingPieceFits(const std::string& name, const std::string& value)
{
    if (isNumberName(name))
        return isNumber(value);
    if (isReasonName(name))
        return isFailureReason(value);
    if (isNameName(name))
        return isName(value);
    if (isPartsName(name))
        return isPartList(value);
    if (isPartName(name))
        return matchesAnyOf(TextRole::Part, value);
    if (isLineName(name))
        return matchesAnyOf(TextRole::CheckLine, value);
    return true;
}

bool matchParsed(const Parsed& p, const std::string& text, Values& values)
{
    return matchParsedWith(p, text, values, findingPieceFits);
}

// The table's templates parsed once (a report matches every cell against all of them).
const std::vector<Parsed>& parsedTable()
{
    static const std::vector<Parsed> parsed = [] {
        std::vector<Parsed> v;
        for (const TextTemplate& t : textTemplates())
            v.push_back(parse(t.text));
        return v;
    }();
    return parsed;
}

// True for a row whose text an earlier row of the same role has (many codes share one): renderAny, which
// does not know the code, tries each text once.
std::vector<bool> repeatedRows()
{
    std::vector<bool> v;
    std::set<std::pair<int, std::string_view>> seen;
    for (const TextTemplate& t : textTemplates())
        v.push_back(!seen.emplace(static_cast<int>(t.role), t.text).second);
    return v;
}

// A row of the table with its parsed template.
struct Entry
{
    const TextTemplate* templ;
    const Parsed* parsed;
};

// Rows from the most specific template to the least: by the characters of literal text, descending (ties
// in table order). Where several templates match a text, the first of this order that matches wins, so a
// template that spells out more of the sentence beats a generic one ("{line_headline}. {line_comparable}."
// matches any two sentences). Indexed by a text's first byte: a template that starts with literal text
// can match only texts that start with its first character (templates that start with a placeholder are
// in every bucket), so a cell no template matches is tried against few of them.
struct Candidates
{
    std::vector<Entry> all;
    std::array<std::vector<Entry>, 256> byFirst;

    const std::vector<Entry>& forText(std::string_view text) const
    {
        return text.empty() ? all : byFirst[static_cast<unsigned char>(text.front())];
    }
};

enum class Rows
{
    Message,
    Fix,
    CheckLine,
    Part,
    Any, // every role but Part, each text once (renderAny)
};

const Candidates& candidates(Rows rows)
{
    static const std::array<Candidates, 5> lists = [] {
        const std::vector<TextTemplate>& table = textTemplates();
        const std::vector<Parsed>& parsed = parsedTable();
        const std::vector<bool> repeated = repeatedRows();
        std::vector<std::size_t> order(table.size());
        for (std::size_t i = 0; i < order.size(); ++i)
            order[i] = i;
        std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
            return parsed[a].literalSize > parsed[b].literalSize;
        });
        std::array<Candidates, 5> out;
        for (std::size_t i : order) {
            const Entry e{&table[i], &parsed[i]};
            const auto role = static_cast<std::size_t>(table[i].role);
            std::vector<std::size_t> into{role};
            if (table[i].role != TextRole::Part && !repeated[i])
                into.push_back(static_cast<std::size_t>(Rows::Any));
            const std::string& first = parsed[i].literals.front();
            for (std::size_t list : into) {
                out[list].all.push_back(e);
                for (std::size_t c = 0; c < 256; ++c)
                    if (first.empty() || static_cast<unsigned char>(first.front()) == c)
                        out[list].byFirst[c].push_back(e);
            }
        }
        return out;
    }();
    return lists[static_cast<std::size_t>(rows)];
}

const Candidates& candidates(TextRole role)
{
    return candidates(static_cast<Rows>(role));
}

// A line template may hold a line_ placeholder in turn: how deep such checks nest is bounded.
thread_local int matchNesting = 0;
constexpr int kMaxNesting = 16;

bool matchesAnyOf(TextRole role, std::string_view text)
{
    if (matchNesting >= kMaxNesting)
        return false;
    ++matchNesting;
    const std::string t(text);
    Values values;
    bool found = false;
    for (const Entry& e : candidates(role).forText(t))
        if (matchParsed(*e.parsed, t, values)) {
            found = true;
            break;
        }
    --matchNesting;
    return found;
}

std::string renderPart(const std::string& text, const Translator& translate);

// A "parts_" placeholder's list: each piece through its Part template, joined by the language's separator.
std::string renderPartList(const std::string& text, const Translator& translate)
{
    std::string out;
    const std::string separator = translated(translate, kFindingTermContext, kListSeparatorTerm);
    for (const std::string& piece : splitList(text))
        out += (out.empty() ? std::string() : separator) + renderPart(piece, translate);
    return out;
}

// A "counts_" placeholder's values with their counts ("LPS 3, (empty) 2": checks/audit/parity/parity.cpp,
// countsText) where no Part matches them: kept as they are, but for a value that was empty, written
// "(empty)" and translated as a term.
std::string renderCounts(const std::string& text, const Translator& translate)
{
    //: A value that was empty (a DICOM tag, a header field) in a list of values with their counts
    //: ("(empty) 3, LPS 2").
    static const char* const kEmptyTerm = QT_TRANSLATE_NOOP("FindingTerm", "(empty)");
    const std::string empty = kEmptyTerm;
    const std::string word = translated(translate, kFindingTermContext, kEmptyTerm);
    std::string out = text;
    for (std::size_t at = 0; (at = out.find(empty, at)) != std::string::npos;) {
        const bool starts = at == 0 || out.compare(at - 2, 2, kListSeparator) == 0;
        const bool counted = out.size() > at + empty.size() && out[at + empty.size()] == ' ';
        if (starts && counted) {
            out.replace(at, empty.size(), word);
            at += word.size();
        } else {
            at += empty.size();
        }
    }
    return out;
}

std::string renderRole(const std::string& code, TextRole role, const std::string& english,
                       const Translator& translate);

// `english` through the template of `row`; false when it does not match. `code`: the finding's, for a
// wrapper's {finding_message} (null where it is not known).
bool renderWith(const std::string& english, const char* context, const Entry& row,
                const Translator& translate, std::string& out, int depth = 0,
                const std::string* code = nullptr)
{
    const TextTemplate& templ = *row.templ;
    Values values;
    if (!matchParsed(*row.parsed, english, values))
        return false;
    for (auto& [name, value] : values) {
        if (isPartName(name))
            value = renderPart(value, translate);
        else if (isPartsName(name))
            value = renderPartList(value, translate);
        else if (isReasonName(name))
            value = translated(translate, kFailureReasonContext, value.c_str());
        else if (name.rfind("counts_", 0) == 0) { // a Part ("slope 1, intercept 0 3"), else values kept
            std::string t = translateValue(value, translate, 0);
            value = t != value ? std::move(t) : renderCounts(value, translate);
        } else if (isLineName(name)) // a check line quoted in a finding
            value = renderCheckLine(value, translate);
        else if (name == "message") // an Error::message ("could not be read: {message}"), base/errortexts.h
            value = renderErrorText(value, translate);
        else if (name == "finding_message") // a wrapper around a finding's own message
            value = code ? renderRole(*code, TextRole::Message, value, translate)
                         : renderAny(value, translate, 1);
        else
            value = translateValue(value, translate, templ.role == TextRole::CheckLine ? depth : 0);
    }
    const std::string target = translated(translate, context, templ.text);
    if (!detail::fillTemplate(target, values, out))
        out = english; // a translation that names a fact the English lacks: never half-filled
    return true;
}

std::string renderPart(const std::string& text, const Translator& translate)
{
    std::string out;
    for (const Entry& e : candidates(TextRole::Part).forText(text))
        if (renderWith(text, kFindingContext, e, translate, out))
            return out;
    return text;
}

std::string renderRole(const std::string& code, TextRole role, const std::string& english,
                       const Translator& translate)
{
    if (english.empty())
        return english;
    std::string out;
    const std::vector<Entry>& rows = candidates(role).forText(english);
    for (const Entry& e : rows)
        if (code == e.templ->code && renderWith(english, kFindingContext, e, translate, out))
            return out;
    // The wrappers any code's message may get (a count of cases folded into one finding, a case's name).
    for (const Entry& e : rows)
        if (*e.templ->code == '\0' && renderWith(english, kFindingContext, e, translate, out, 0, &code))
            return out;
    return english;
}

std::string renderAny(const std::string& text, const Translator& translate, int depth)
{
    if (text.empty())
        return text;
    std::string out;
    for (const Entry& e : candidates(Rows::Any).forText(text)) {
        const char* context = e.templ->role == TextRole::CheckLine ? kCheckLineContext : kFindingContext;
        if (renderWith(text, context, e, translate, out, depth))
            return out;
    }
    for (Severity s : {Severity::Info, Severity::Warning, Severity::Error})
        if (text == severityName(s))
            return renderSeverity(s, translate);
    return text;
}

} // namespace

namespace detail {

ParsedTemplate parseTemplate(std::string_view templ)
{
    return parse(templ);
}

bool matchParsedTemplate(const ParsedTemplate& templ, const std::string& text, Values& values,
                         const PieceFits& fits)
{
    return matchParsedWith(templ, text, values, fits);
}

bool matchTemplate(const std::string& templ, const std::string& text, Values& values)
{
    return matchParsed(parse(templ), text, values);
}

bool fillTemplate(const std::string& templ, const Values& values, std::string& out)
{
    const Parsed p = parse(templ);
    std::string s = p.literals.front();
    for (std::size_t i = 0; i < p.names.size(); ++i) {
        const std::string* v = valueOf(values, p.names[i]);
        if (!v)
            return false;
        s += *v;
        s += p.literals[i + 1];
    }
    out = std::move(s);
    return true;
}

} // namespace detail

const Translator& englishTranslator()
{
    static const Translator identity = [](const char*, const char* source) {
        return std::string(source);
    };
    return identity;
}

const std::vector<TextTemplate>& textTemplates()
{
    static const std::vector<TextTemplate> all = [] {
        std::vector<TextTemplate> v;
        for (const auto* part : {&detail::ioTextTemplates(), &detail::checkTextTemplates(),
                                 &detail::modelTextTemplates(), &detail::lineTextTemplates(),
                                 &detail::experimentTextTemplates(), &detail::auditTextTemplates()})
            v.insert(v.end(), part->begin(), part->end());
        return v;
    }();
    return all;
}

std::string renderFindingMessage(const Finding& finding, const Translator& translate)
{
    return renderRole(finding.code, TextRole::Message, finding.message, translate);
}

std::string renderFindingFix(const Finding& finding, const Translator& translate)
{
    return renderRole(finding.code, TextRole::Fix, finding.fix, translate);
}

std::string renderSeverity(Severity severity, const Translator& translate)
{
    return translated(translate, kSeverityContext, severityName(severity));
}

std::string renderCheckLine(const std::string& text, const Translator& translate)
{
    std::string out;
    for (const Entry& e : candidates(TextRole::CheckLine).forText(text))
        if (renderWith(text, kCheckLineContext, e, translate, out, kLineDepth))
            return out;
    return text;
}

std::string renderAnyText(const std::string& text, const Translator& translate)
{
    return renderAny(text, translate, 1);
}

std::vector<std::string> templatedCodes()
{
    std::set<std::string> codes;
    for (const TextTemplate& t : textTemplates())
        if (t.role == TextRole::Message && *t.code != '\0')
            codes.insert(t.code);
    return {codes.begin(), codes.end()};
}

} // namespace scansleuth
