// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "report/translatereport.h"

#include <string_view>
#include <unordered_set>

namespace scansleuth::report {

namespace {

const char* reportTextFor(const std::string& text)
{
    static const std::unordered_set<std::string_view> texts(detail::reportTexts().begin(),
                                                            detail::reportTexts().end());
    const auto it = texts.find(text);
    return it == texts.end() ? nullptr : it->data();
}

std::string reportWord(const char* source, const Translator& translate)
{
    std::string t = translate(kReportContext, source);
    return t.empty() ? std::string(source) : t;
}

void translateText(std::string& text, const Translator& translate)
{
    text = translateReportText(text, translate);
}

void translateAll(std::vector<std::string>& texts, const Translator& translate)
{
    for (std::string& t : texts)
        translateText(t, translate);
}

struct BlockTranslator
{
    const Translator& translate;

    void operator()(Paragraph& p) const { translateText(p.text, translate); }
    void operator()(Bullets& b) const { translateAll(b.items, translate); }
    void operator()(KeyValues& kv) const
    {
        for (auto& [key, value] : kv.pairs) {
            translateText(key, translate);
            translateText(value, translate);
        }
    }
    void operator()(Table& t) const
    {
        translateText(t.caption, translate);
        translateAll(t.header, translate);
        for (auto& row : t.rows)
            translateAll(row, translate);
    }
    void operator()(Figure& f) const { translateText(f.caption, translate); }
    void operator()(Plot& p) const
    {
        for (std::string* s : {&p.title, &p.xLabel, &p.yLabel})
            translateText(*s, translate);
        for (PlotSeries& series : p.series)
            translateText(series.name, translate);
        for (ReferenceLine& line : p.references)
            translateText(line.label, translate);
    }
    void operator()(BoxPlot& p) const
    {
        translateText(p.title, translate);
        translateText(p.yLabel, translate);
        for (BoxGroup& g : p.groups)
            translateText(g.name, translate);
    }
    void operator()(ScatterPlot& p) const
    {
        for (std::string* s : {&p.title, &p.xLabel, &p.yLabel})
            translateText(*s, translate);
    }
};

void translateSection(Section& section, const Translator& translate)
{
    translateText(section.title, translate);
    for (Block& b : section.blocks)
        std::visit(BlockTranslator{translate}, b);
    for (Section& child : section.children)
        translateSection(child, translate);
}

} // namespace

std::string translateReportText(const std::string& text, const Translator& translate)
{
    if (text.empty())
        return text;
    if (const char* source = reportTextFor(text))
        return reportWord(source, translate);
    return renderAnyText(text, translate);
}

void translateDocument(Document& document, const Translator& translate)
{
    translateText(document.title, translate);
    translateText(document.subtitle, translate);
    for (auto& [key, value] : document.metadata) {
        translateText(key, translate);
        translateText(value, translate);
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
}

} // namespace scansleuth::report
