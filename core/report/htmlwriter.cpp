// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The self-contained HTML report: inline CSS, figures as data URIs, plots as inline SVG.
#include "base/numberformat.h"
#include "report/writers.h"

#include "render/pngcodec.h"
#include "report/base64.h"
#include "report/svgplot.h"

#include <algorithm>
#include <cstdio>
#include <sstream>

namespace scansleuth::report {

namespace {

constexpr const char* kStyle = R"css(
body { font-family: "Helvetica Neue", Helvetica, Arial, sans-serif; color: #222; line-height: 1.45;
       max-width: 190mm; margin: 2em auto; padding: 0 1em; }
header { border-bottom: 2px solid #2c5282; margin-bottom: 1.5em; padding-bottom: .5em; }
h1 { font-size: 1.9em; margin: 0 0 .2em 0; color: #1a365d; }
.subtitle { font-size: 1.15em; color: #4a5568; margin: 0; }
.created { color: #718096; font-size: .9em; }
h2 { color: #1a365d; border-bottom: 1px solid #cbd5e0; padding-bottom: .2em; margin-top: 1.8em; }
h3, h4, h5, h6 { color: #2c5282; margin-top: 1.4em; }
nav ol { padding-left: 1.2em; } nav a { color: #2c5282; text-decoration: none; }
table { border-collapse: collapse; margin: .8em 0; font-size: .92em; }
th, td { border: 1px solid #a0aec0; padding: .3em .6em; text-align: left; vertical-align: top; }
th { background: #e2e8f0; }
table.kv th { background: #f1f5f9; font-weight: 600; }
caption { caption-side: top; text-align: left; font-style: italic; color: #4a5568; padding-bottom: .3em; }
tr.note td { background: #ebf4ff; } tr.warning td { background: #fff5e6; } tr.good td { background: #eaf7ee; }
p.tone { border-left: 4px solid; padding: .4em .8em; border-radius: 2px; }
p.note { background: #ebf4ff; border-color: #3182ce; }
p.warning { background: #fff5e6; border-color: #dd6b20; }
p.good { background: #eaf7ee; border-color: #38a169; }
.tone-label { font-weight: 700; margin-right: .4em; }
figure { margin: 1em 0; } figure img { max-width: 100%; height: auto; image-rendering: pixelated; }
figcaption { font-style: italic; color: #4a5568; font-size: .92em; margin-top: .3em; }
svg.plot { width: 100%; max-width: 720px; height: auto; }
@media print { body { max-width: none; margin: 0; } h2 { page-break-after: avoid; } }
)css";

std::string toneLabel(Tone tone, const WriterWords& words)
{
    switch (tone) {
    case Tone::Note:
        return words.note;
    case Tone::Warning:
        return words.warning;
    case Tone::Good:
        return words.ok;
    case Tone::Normal:
        break;
    }
    return "";
}

std::string escapeLines(const std::string& text)
{
    std::string out;
    for (char c : escapeXml(text)) {
        if (c == '\n')
            out += "<br>";
        else
            out.push_back(c);
    }
    return out;
}

std::string anchor(const std::vector<int>& numbers)
{
    std::string id = "s";
    for (int n : numbers)
        id += "-" + std::to_string(n);
    return id;
}

class HtmlWriter
{
public:
    HtmlWriter(std::ostringstream& out, const WriterWords& words) : m_out(out), m_words(words) {}

    void operator()(const Paragraph& p)
    {
        if (p.tone == Tone::Normal) {
            m_out << "<p>" << escapeLines(p.text) << "</p>\n";
            return;
        }
        m_out << "<p class=\"tone " << toneName(p.tone) << "\"><span class=\"tone-label\">"
              << escapeXml(toneLabel(p.tone, m_words)) << "</span>" << escapeLines(p.text) << "</p>\n";
    }
    void operator()(const Bullets& b)
    {
        const char* tag = b.ordered ? "ol" : "ul";
        m_out << "<" << tag << ">\n";
        for (const auto& item : b.items)
            m_out << "<li>" << escapeLines(item) << "</li>\n";
        m_out << "</" << tag << ">\n";
    }
    void operator()(const KeyValues& kv)
    {
        m_out << "<table class=\"kv\">\n";
        for (const auto& [k, v] : kv.pairs)
            m_out << "<tr><th scope=\"row\">" << escapeLines(k) << "</th><td>" << escapeLines(v)
                  << "</td></tr>\n";
        m_out << "</table>\n";
    }
    void operator()(const Table& t)
    {
        std::size_t columns = t.header.size();
        for (const auto& row : t.rows)
            columns = std::max(columns, row.size());
        m_out << "<table>\n";
        if (!t.caption.empty())
            m_out << "<caption>" << escapeLines(t.caption) << "</caption>\n";
        if (!t.header.empty()) {
            m_out << "<thead><tr>";
            for (std::size_t c = 0; c < columns; ++c)
                m_out << "<th>" << (c < t.header.size() ? escapeLines(t.header[c]) : "") << "</th>";
            m_out << "</tr></thead>\n";
        }
        m_out << "<tbody>\n";
        for (std::size_t r = 0; r < t.rows.size(); ++r) {
            const Tone tone = r < t.rowTones.size() ? t.rowTones[r] : Tone::Normal;
            m_out << (tone == Tone::Normal ? std::string("<tr>")
                                           : "<tr class=\"" + std::string(toneName(tone)) + "\">");
            for (std::size_t c = 0; c < columns; ++c)
                m_out << "<td>" << (c < t.rows[r].size() ? escapeLines(t.rows[r][c]) : "") << "</td>";
            m_out << "</tr>\n";
        }
        m_out << "</tbody>\n</table>\n";
    }
    void operator()(const Figure& f)
    {
        m_out << "<figure>\n";
        auto png = render::encodePng(f.image);
        if (png) {
            const std::string width = formatFixed(std::max(10.0, f.widthMm), 1) + "mm";
            m_out << "<img alt=\"" << escapeXml(f.caption) << "\" style=\"width: " << width
                  << "\" src=\"data:image/png;base64," << toBase64(*png) << "\">\n";
        } else {
            m_out << "<p class=\"tone warning\">" << escapeXml(png.error().message) << "</p>\n";
        }
        if (!f.caption.empty())
            m_out << "<figcaption>" << escapeLines(f.caption) << "</figcaption>\n";
        m_out << "</figure>\n";
    }
    void operator()(const Plot& p) { m_out << "<figure>\n" << plotToSvg(p) << "</figure>\n"; }
    void operator()(const BoxPlot& p) { m_out << "<figure>\n" << boxPlotToSvg(p) << "</figure>\n"; }
    void operator()(const ScatterPlot& p) { m_out << "<figure>\n" << scatterPlotToSvg(p) << "</figure>\n"; }

    void section(const Section& s, std::vector<int>& numbers)
    {
        const int level = std::min<int>(6, static_cast<int>(numbers.size()) + 1);
        m_out << "<section>\n<h" << level << " id=\"" << anchor(numbers) << "\">" << sectionNumber(numbers)
              << " " << escapeXml(s.title) << "</h" << level << ">\n";
        for (const Block& b : s.blocks)
            std::visit(*this, b);
        for (std::size_t i = 0; i < s.children.size(); ++i) {
            numbers.push_back(static_cast<int>(i) + 1);
            section(s.children[i], numbers);
            numbers.pop_back();
        }
        m_out << "</section>\n";
    }

private:
    std::ostringstream& m_out;
    const WriterWords& m_words;
};

void contents(std::ostringstream& out, const std::vector<Section>& sections, std::vector<int>& numbers)
{
    out << "<ol>\n";
    for (std::size_t i = 0; i < sections.size(); ++i) {
        numbers.push_back(static_cast<int>(i) + 1);
        out << "<li><a href=\"#" << anchor(numbers) << "\">" << escapeXml(sections[i].title) << "</a>";
        if (!sections[i].children.empty() && numbers.size() < 2)
            contents(out, sections[i].children, numbers);
        out << "</li>\n";
        numbers.pop_back();
    }
    out << "</ol>\n";
}

} // namespace

std::string renderHtml(const Document& document)
{
    std::ostringstream out;
    out << "<!DOCTYPE html>\n<html lang=\"" << escapeXml(document.language.empty() ? "en" : document.language)
        << "\">\n<head>\n<meta charset=\"utf-8\">\n"
        << "<meta name=\"generator\" content=\"ScanSleuth\">\n<title>" << escapeXml(document.title)
        << "</title>\n<style>" << kStyle << "</style>\n</head>\n<body>\n<header>\n<h1>"
        << escapeXml(document.title) << "</h1>\n";
    if (!document.subtitle.empty())
        out << "<p class=\"subtitle\">" << escapeXml(document.subtitle) << "</p>\n";
    if (!document.createdUtc.empty())
        out << "<p class=\"created\">" << escapeXml(document.words.created) << " "
            << escapeXml(document.createdUtc) << "</p>\n";
    out << "</header>\n";
    HtmlWriter writer(out, document.words);
    if (!document.metadata.empty())
        writer(KeyValues{document.metadata});
    std::vector<int> numbers;
    if (document.sections.size() > 1) {
        out << "<nav>\n<h2>" << escapeXml(document.words.contents) << "</h2>\n";
        contents(out, document.sections, numbers);
        out << "</nav>\n";
    }
    for (std::size_t i = 0; i < document.sections.size(); ++i) {
        numbers = {static_cast<int>(i) + 1};
        writer.section(document.sections[i], numbers);
    }
    out << "</body>\n</html>\n";
    return out.str();
}

} // namespace scansleuth::report
