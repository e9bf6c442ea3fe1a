// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "pageflow.h"

#include <QFontMetricsF>
#include <QTextLayout>

#include <vector>

namespace scansleuth::report::pdf {

namespace {

QFont makeFont(const QString& family, double points, QFont::Weight weight = QFont::Normal,
               bool italic = false)
{
    QFont f;
    // Chinese text (a zh_CN report) falls through the Latin families to WenQuanYi Micro Hei: Qt writes
    // each glyph's Unicode mapping as the lowest code point the font's cmap gives it, and the CJK fonts
    // that map the Kangxi radicals (U+2F00...) onto the ideographs' glyphs (Noto Sans CJK) make
    // pdftotext, search and copy return U+2F63 for 生. Noto Sans CJK SC, the next, still draws it right.
    f.setFamilies({family, QStringLiteral("Helvetica"), QStringLiteral("Arial"),
                   QStringLiteral("Liberation Sans"), QStringLiteral("DejaVu Sans"),
                   QStringLiteral("WenQuanYi Micro Hei"), QStringLiteral("Noto Sans CJK SC")});
    f.setStyleHint(QFont::SansSerif);
    // No shaping for Latin text: ligatures (fi, fl) would reach pdftotext, search and copy as U+FB01.
    f.setStyleStrategy(QFont::PreferNoShaping);
    f.setPointSizeF(points);
    f.setWeight(weight);
    f.setItalic(italic);
    return f;
}

// Newlines as line separators, which QTextLayout breaks at.
QString withLineSeparators(QString text)
{
    text.replace(QLatin1Char('\n'), QChar::LineSeparator);
    return text;
}

// The layout's text wrapped to `width` at word boundaries (inside a word only when the word is wider than
// the line), the lines placed one under the other from 0. Measuring and drawing share it, so a table
// cell is exactly as tall as its text.
std::vector<QTextLine> wrapLines(QTextLayout& layout, double width)
{
    QTextOption option;
    option.setWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    layout.setTextOption(option);
    std::vector<QTextLine> lines;
    double height = 0.0;
    layout.beginLayout();
    for (QTextLine line = layout.createLine(); line.isValid(); line = layout.createLine()) {
        line.setLineWidth(width);
        line.setPosition(QPointF(0, height));
        height += line.height();
        lines.push_back(line);
    }
    layout.endLayout();
    return lines;
}

} // namespace

Fonts::Fonts(const QString& family)
    : body(makeFont(family, 9.5)), bold(makeFont(family, 9.5, QFont::Bold)),
      italic(makeFont(family, 9, QFont::Normal, true)), small(makeFont(family, 7.5)),
      title(makeFont(family, 22, QFont::Bold)),
      subtitle(makeFont(family, 13)), heading{makeFont(family, 15, QFont::Bold),
                                              makeFont(family, 12.5, QFont::Bold),
                                              makeFont(family, 10.5, QFont::Bold)}
{}

PageFlow::PageFlow(QPdfWriter& writer, QPainter& painter, double marginMm, QString footer, int totalPages)
    : m_writer(writer), m_painter(painter), m_fonts(QStringLiteral("Helvetica Neue")),
      m_dotsPerMm(writer.resolution() / 25.4), m_totalPages(totalPages), m_footer(std::move(footer))
{
    const double pageWidth = writer.width(), pageHeight = writer.height();
    const double margin = mm(marginMm);
    m_content = QRectF(margin, margin, pageWidth - 2 * margin, pageHeight - 2 * margin - mm(4));
    m_y = m_content.top();
}

void PageFlow::ensure(double height)
{
    if (height > remaining() && !atPageTop())
        newPage();
}

void PageFlow::newPage()
{
    drawFooter();
    m_writer.newPage();
    ++m_page;
    m_y = m_content.top();
}

void PageFlow::finish()
{
    drawFooter();
}

void PageFlow::drawFooter()
{
    m_painter.save();
    const double ruleY = m_content.bottom() + mm(5);
    m_painter.setPen(QPen(QColor(160, 174, 192), mm(0.2)));
    m_painter.drawLine(QPointF(m_content.left(), ruleY), QPointF(m_content.right(), ruleY));
    m_painter.setFont(m_fonts.small);
    m_painter.setPen(QColor(90, 100, 115));
    const QRectF box(m_content.left(), ruleY + mm(1), m_content.width(), mm(5));
    m_painter.drawText(box, Qt::AlignLeft | Qt::AlignTop, m_footer);
    const std::string page = std::to_string(m_page);
    const QString number =
        QString::fromStdString(m_totalPages > 0 ? fillWord(fillWord(m_words.pageOf, "page", page), "pages",
                                                           std::to_string(m_totalPages))
                                                : fillWord(m_words.page, "page", page));
    m_painter.drawText(box, Qt::AlignRight | Qt::AlignTop, number);
    m_painter.restore();
}

double PageFlow::textHeight(const QString& text, const QFont& font, double width) const
{
    QTextLayout layout(withLineSeparators(text), font, &m_writer);
    double height = 0.0;
    for (const QTextLine& line : wrapLines(layout, width))
        height += line.height();
    return height;
}

void PageFlow::drawWrapped(const QRectF& box, const QString& text, const QFont& font)
{
    QTextLayout layout(withLineSeparators(text), font, &m_writer);
    for (const QTextLine& line : wrapLines(layout, box.width()))
        line.draw(&m_painter, box.topLeft());
}

void PageFlow::flowText(const QString& text, const QFont& font, const QColor& colour, double indent,
                        double width, const QColor& background, const QColor& bar)
{
    const bool boxed = background.isValid();
    const double pad = boxed ? mm(2) : 0.0;
    const double barWidth = bar.isValid() ? mm(1.2) : 0.0;
    QTextLayout layout(withLineSeparators(text), font, &m_writer);
    const std::vector<QTextLine> lines = wrapLines(layout, width - 2 * pad - barWidth);

    std::size_t next = 0;
    while (next < lines.size()) {
        std::size_t end = next;
        double chunk = 0.0;
        while (end < lines.size() && (chunk + lines[end].height() + 2 * pad <= remaining() || end == next))
            chunk += lines[end++].height();
        if (chunk + 2 * pad > remaining() && !atPageTop()) { // not even one line fits here
            newPage();
            continue;
        }
        const double x = left() + indent;
        if (boxed)
            m_painter.fillRect(QRectF(x, m_y, width, chunk + 2 * pad), background);
        if (bar.isValid())
            m_painter.fillRect(QRectF(x, m_y, barWidth, chunk + 2 * pad), bar);
        m_painter.setPen(colour);
        const QPointF offset(x + pad + barWidth, m_y + pad - lines[next].position().y());
        for (std::size_t i = next; i < end; ++i)
            lines[i].draw(&m_painter, offset);
        m_y += chunk + 2 * pad;
        next = end;
        if (next < lines.size())
            newPage();
    }
}

} // namespace scansleuth::report::pdf
