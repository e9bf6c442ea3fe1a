// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The Markdown report: CommonMark with GitHub tables and alerts; pictures as PNG files beside it.
#include "report/writers.h"

#include <algorithm>
#include <sstream>

namespace scansleuth::report {

namespace {

// Inline text: Markdown's punctuation is backslash-escaped, HTML brackets become entities, and a
// line that would start a list or heading is defused. `hardBreak` is what a newline becomes.
std::string escapeMarkdown(const std::string& text, const std::string& hardBreak = "\\\n")
{
    std::string out;
    bool lineStart = true;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (c == '\r')
            continue;
        if (c == '\n') {
            out += hardBreak;
            lineStart = true;
            continue;
        }
        if (c == '<')
            out += "&lt;";
        else if (c == '>')
            out += "&gt;";
        else if (c == '&')
            out += "&amp;";
        else if (std::string_view("\\`*_[]|#~!").find(c) != std::string_view::npos ||
                 (lineStart && (c == '-' || c == '+' || c == '=')))
            out += std::string("\\") + c;
        else if (c == '.' && i > 0 && text[i - 1] >= '0' && text[i - 1] <= '9' &&
                 (i + 1 == text.size() || text[i + 1] == ' ' || text[i + 1] == '\t') &&
                 out.find_first_not_of("0123456789", out.rfind('\n') + 1) == std::string::npos)
            out += "\\."; // "1. " at a line start would begin an ordered list
        else
            out.push_back(c);
        if (c != ' ')
            lineStart = false;
    }
    return out;
}

std::string cell(const std::string& text)
{
    return escapeMarkdown(text, "<br>");
}

const char* alertName(Tone tone)
{
    switch (tone) {
    case Tone::Note:
        return "NOTE";
    case Tone::Warning:
        return "WARNING";
    case Tone::Good:
        return "TIP";
    case Tone::Normal:
        break;
    }
    return "";
}

const char* rowMark(Tone tone)
{
    switch (tone) {
    case Tone::Note:
        return "\xE2\x84\xB9 "; // information sign
    case Tone::Warning:
        return "\xE2\x9A\xA0 "; // warning sign
    case Tone::Good:
        return "\xE2\x9C\x93 "; // check mark
    case Tone::Normal:
        break;
    }
    return "";
}

class MarkdownWriter
{
public:
    MarkdownWriter(std::ostringstream& out, MarkdownOutput& result, std::string folder,
                   const RasterPlotOptions& raster, std::string figureWord)
        : m_out(out), m_result(result), m_folder(std::move(folder)), m_raster(raster),
          m_figureWord(std::move(figureWord))
    {}

    void operator()(const Paragraph& p)
    {
        if (p.tone == Tone::Normal) {
            m_out << escapeMarkdown(p.text) << "\n\n";
            return;
        }
        m_out << "> [!" << alertName(p.tone) << "]\n> " << escapeMarkdown(p.text, "\\\n> ") << "\n\n";
    }
    void operator()(const Bullets& b)
    {
        for (std::size_t i = 0; i < b.items.size(); ++i)
            m_out << (b.ordered ? std::to_string(i + 1) + ". " : std::string("- "))
                  << escapeMarkdown(b.items[i], "\\\n   ") << "\n";
        m_out << "\n";
    }
    void operator()(const KeyValues& kv)
    {
        for (const auto& [k, v] : kv.pairs)
            m_out << "- **" << escapeMarkdown(k, " ") << ":** " << escapeMarkdown(v, "\\\n  ") << "\n";
        m_out << "\n";
    }
    void operator()(const Table& t)
    {
        std::size_t columns = std::max<std::size_t>(1, t.header.size());
        for (const auto& row : t.rows)
            columns = std::max(columns, row.size());
        if (!t.caption.empty())
            m_out << "*" << escapeMarkdown(t.caption, " ") << "*\n\n";
        m_out << "|";
        for (std::size_t c = 0; c < columns; ++c)
            m_out << " " << (c < t.header.size() ? cell(t.header[c]) : "") << " |";
        m_out << "\n|";
        for (std::size_t c = 0; c < columns; ++c)
            m_out << " --- |";
        m_out << "\n";
        for (std::size_t r = 0; r < t.rows.size(); ++r) {
            const Tone tone = r < t.rowTones.size() ? t.rowTones[r] : Tone::Normal;
            m_out << "|";
            for (std::size_t c = 0; c < columns; ++c)
                m_out << " " << (c == 0 ? rowMark(tone) : "")
                      << (c < t.rows[r].size() ? cell(t.rows[r][c]) : "") << " |";
            m_out << "\n";
        }
        m_out << "\n";
    }
    void operator()(const Figure& f)
    {
        const std::string path = m_folder + "/figure-" + std::to_string(++m_figures) + ".png";
        m_result.assets.push_back({path, f.image});
        m_out << "![" << escapeMarkdown(f.caption, " ") << "](<" << path << ">)\n\n";
        if (!f.caption.empty())
            m_out << "*" << escapeMarkdown(fillWord(m_figureWord, "number", std::to_string(m_figures)), " ")
                  << ": " << escapeMarkdown(f.caption, " ") << "*\n\n";
    }
    void operator()(const Plot& p) { plotPicture(p.title, rasterisePlot(p, m_raster)); }
    void operator()(const BoxPlot& p) { plotPicture(p.title, rasteriseBoxPlot(p, m_raster)); }
    void operator()(const ScatterPlot& p) { plotPicture(p.title, rasteriseScatterPlot(p, m_raster)); }

    void section(const Section& s, std::vector<int>& numbers)
    {
        const std::size_t level = std::min<std::size_t>(6, numbers.size() + 1);
        m_out << std::string(level, '#') << " " << sectionNumber(numbers) << " "
              << escapeMarkdown(s.title, " ") << "\n\n";
        for (const Block& b : s.blocks)
            std::visit(*this, b);
        for (std::size_t i = 0; i < s.children.size(); ++i) {
            numbers.push_back(static_cast<int>(i) + 1);
            section(s.children[i], numbers);
            numbers.pop_back();
        }
    }

private:
    void plotPicture(const std::string& title, render::RgbaImage image)
    {
        const std::string path = m_folder + "/plot-" + std::to_string(++m_plots) + ".png";
        m_result.assets.push_back({path, std::move(image)});
        m_out << "![" << escapeMarkdown(title, " ") << "](<" << path << ">)\n\n";
    }

    std::ostringstream& m_out;
    MarkdownOutput& m_result;
    std::string m_folder;
    RasterPlotOptions m_raster;
    int m_figures = 0;
    int m_plots = 0;
    std::string m_figureWord; // "Figure {number}", in the document's language (Document::words)
};

} // namespace

MarkdownOutput renderMarkdown(const Document& document, const std::string& assetFolder,
                              const RasterPlotOptions& plotRaster)
{
    MarkdownOutput result;
    std::ostringstream out;
    out << "# " << escapeMarkdown(document.title, " ") << "\n\n";
    if (!document.subtitle.empty())
        out << "*" << escapeMarkdown(document.subtitle, " ") << "*\n\n";
    if (!document.createdUtc.empty())
        out << escapeMarkdown(document.words.created) << " " << escapeMarkdown(document.createdUtc) << "\n\n";
    MarkdownWriter writer(out, result, assetFolder, plotRaster, document.words.figure);
    if (!document.metadata.empty())
        writer(KeyValues{document.metadata});
    for (std::size_t i = 0; i < document.sections.size(); ++i) {
        std::vector<int> numbers{static_cast<int>(i) + 1};
        writer.section(document.sections[i], numbers);
    }
    result.text = out.str();
    return result;
}

} // namespace scansleuth::report
