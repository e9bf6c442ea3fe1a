// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "report/document.h"

#include <QColor>
#include <QFont>
#include <QPainter>
#include <QPdfWriter>
#include <QRectF>
#include <QString>

// The page cursor of the PDF writer: the content area of the current page, the vertical position,
// page breaks with the footer, and text wrapped over lines that may continue on the next page.
// Device units throughout (QPdfWriter's resolution); mm() converts.
namespace scansleuth::report::pdf {

struct Fonts
{
    QFont body;
    QFont bold;
    QFont italic;
    QFont small;
    QFont title;
    QFont subtitle;
    QFont heading[3]; // levels 1, 2, 3 and deeper
    explicit Fonts(const QString& family);
};

class PageFlow
{
public:
    // totalPages: the page count of a previous pass, for "Page N of M" (0: "Page N").
    PageFlow(QPdfWriter& writer, QPainter& painter, double marginMm, QString footer, int totalPages);

    double mm(double millimetres) const { return millimetres * m_dotsPerMm; }
    QPainter& painter() { return m_painter; }
    QPaintDevice* device() { return &m_writer; }
    const Fonts& fonts() const { return m_fonts; }
    // The document's own words ("Page {page} of {pages}", "Note:"), in its language.
    void setWords(const WriterWords& words) { m_words = words; }
    const WriterWords& words() const { return m_words; }

    double left() const { return m_content.left(); }
    double width() const { return m_content.width(); }
    double top() const { return m_content.top(); }
    double pageHeight() const { return m_content.height(); }
    double y() const { return m_y; }
    double remaining() const { return m_content.bottom() - m_y; }
    bool atPageTop() const { return m_y <= m_content.top() + 1.0; }
    int page() const { return m_page; }

    void advance(double dy) { m_y += dy; }
    // Starts a new page unless `height` fits below the cursor (or the page is still empty).
    void ensure(double height);
    void newPage();
    // Draws the last page's footer; call once, before QPainter::end().
    void finish();

    // Wrapped text from the cursor down, at x offset `indent` and `width` wide, continued on new
    // pages as needed. With `background`, each page's part gets a filled box and a left bar of
    // `bar` colour. Returns nothing; the cursor ends below the text.
    void flowText(const QString& text, const QFont& font, const QColor& colour, double indent, double width,
                  const QColor& background = {}, const QColor& bar = {});
    // Height of `text` wrapped to `width` in `font` (at word boundaries; inside a word only when it is
    // wider than the line), as drawWrapped() and flowText() wrap it.
    double textHeight(const QString& text, const QFont& font, double width) const;
    // `text` wrapped to the box's width, drawn from its top left in the painter's pen; not clipped.
    void drawWrapped(const QRectF& box, const QString& text, const QFont& font);

private:
    void drawFooter();

    QPdfWriter& m_writer;
    QPainter& m_painter;
    Fonts m_fonts;
    double m_dotsPerMm = 1.0;
    QRectF m_content;
    double m_y = 0.0;
    int m_page = 1;
    int m_totalPages = 0;
    QString m_footer;
    WriterWords m_words;
};

} // namespace scansleuth::report::pdf
