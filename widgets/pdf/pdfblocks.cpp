// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "pdfblocks.h"

#include <QFontMetricsF>
#include <QImage>
#include <QRegularExpression>
#include <QStringList>

#include <algorithm>
#include <numeric>
#include <vector>

namespace scansleuth::report::pdf {

namespace {

const QColor kText(34, 34, 34);
const QColor kBorder(160, 174, 192);
const QColor kHeaderFill(226, 232, 240);
const QColor kKeyFill(241, 245, 249);
const QColor kCaption(74, 85, 104);

std::string toneLabel(Tone tone, const WriterWords& words)
{
    switch (tone) {
    case Tone::Note:
        return words.note + " ";
    case Tone::Warning:
        return words.warning + " ";
    case Tone::Good:
        return words.ok + " ";
    case Tone::Normal:
        break;
    }
    return "";
}

// A grid of wrapped cells: an optional header row (shaded, repeated after a page break) and rows
// with optional tones; with keyColumn the first column is shaded and bold (key/value tables).
struct Grid
{
    QStringList header;
    std::vector<QStringList> rows;
    std::vector<Tone> tones;
    bool keyColumn = false;
};

double longestLine(const QFontMetricsF& m, const QString& text)
{
    double w = 0;
    for (const QString& line : text.split(QLatin1Char('\n')))
        w = std::max(w, m.horizontalAdvance(line));
    return w;
}

double longestWord(const QFontMetricsF& m, const QString& text)
{
    double w = 0;
    for (const QString& word : text.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts))
        w = std::max(w, m.horizontalAdvance(word));
    return w;
}

std::vector<double> columnWidths(PageFlow& flow, const Grid& g, int columns, double pad)
{
    const QFontMetricsF body(flow.fonts().body, flow.device()), bold(flow.fonts().bold, flow.device());
    std::vector<double> natural(columns, 0.0), minimum(columns, 0.0);
    // The text is laid out again when drawn, and a word measured to the exact width can wrap there
    // ("20" drawn as "2" over "0"): every column gets a little slack.
    const double slack = flow.mm(0.4);
    auto measure = [&](const QString& text, int c, bool isBold) {
        const QFontMetricsF& m = isBold ? bold : body;
        natural[c] = std::max(natural[c], longestLine(m, text) + 2 * pad + slack);
        minimum[c] = std::max(minimum[c], longestWord(m, text) + 2 * pad + slack);
    };
    for (int c = 0; c < g.header.size(); ++c)
        measure(g.header[c], c, true);
    for (const auto& row : g.rows)
        for (int c = 0; c < row.size(); ++c)
            measure(row[c], c, g.keyColumn && c == 0);
    const double available = flow.width();
    const double naturalSum = std::accumulate(natural.begin(), natural.end(), 0.0);
    std::vector<double> widths(columns);
    if (naturalSum <= available) { // stretch to the full width, keeping proportions
        for (int c = 0; c < columns; ++c)
            widths[c] = natural[c] * available / naturalSum;
        return widths;
    }
    // A column narrower than its longest word breaks that word ("kidney_righ|t"): only when the longest
    // words of all columns cannot fit side by side does each column give up room beyond an equal share.
    if (std::accumulate(minimum.begin(), minimum.end(), 0.0) > available)
        for (auto& m : minimum)
            m = std::min(m, available / columns);
    const double minSum = std::accumulate(minimum.begin(), minimum.end(), 0.0);
    const double extra = naturalSum - minSum;
    for (int c = 0; c < columns; ++c)
        widths[c] = minimum[c] + (extra > 0 ? (natural[c] - minimum[c]) * (available - minSum) / extra : 0.0);
    return widths;
}

double rowHeight(PageFlow& flow, const QStringList& cells, const std::vector<double>& widths, double pad,
                 bool header, bool keyColumn)
{
    double h = 0;
    for (int c = 0; c < static_cast<int>(widths.size()); ++c) {
        const QFont& font = (header || (keyColumn && c == 0)) ? flow.fonts().bold : flow.fonts().body;
        const QString text = c < cells.size() ? cells[c] : QString();
        h = std::max(h,
                     flow.textHeight(text.isEmpty() ? QStringLiteral(" ") : text, font, widths[c] - 2 * pad));
    }
    return h + 2 * pad;
}

void drawRow(PageFlow& flow, const QStringList& cells, const std::vector<double>& widths, double pad,
             double height, const QColor& fill, bool header, bool keyColumn)
{
    QPainter& p = flow.painter();
    double x = flow.left();
    for (int c = 0; c < static_cast<int>(widths.size()); ++c) {
        const QRectF cell(x, flow.y(), widths[c], height);
        const bool isKey = keyColumn && c == 0;
        if (header)
            p.fillRect(cell, kHeaderFill);
        else if (isKey)
            p.fillRect(cell, kKeyFill);
        else if (fill.isValid())
            p.fillRect(cell, fill);
        p.setPen(QPen(kBorder, flow.mm(0.2)));
        p.drawRect(cell);
        p.setPen(kText);
        flow.drawWrapped(cell.adjusted(pad, pad, -pad, -pad), c < cells.size() ? cells[c] : QString(),
                         (header || isKey) ? flow.fonts().bold : flow.fonts().body);
        x += widths[c];
    }
    flow.advance(height);
}

void drawGrid(PageFlow& flow, const Grid& g)
{
    int columns = static_cast<int>(g.header.size());
    for (const auto& row : g.rows)
        columns = std::max(columns, static_cast<int>(row.size()));
    if (columns == 0)
        return;
    const double pad = flow.mm(1.4);
    const std::vector<double> widths = columnWidths(flow, g, columns, pad);
    const double headerHeight =
        g.header.isEmpty() ? 0.0 : rowHeight(flow, g.header, widths, pad, true, false);
    const double firstRow =
        g.rows.empty() ? 0.0 : rowHeight(flow, g.rows[0], widths, pad, false, g.keyColumn);
    flow.ensure(headerHeight + firstRow);
    if (!g.header.isEmpty())
        drawRow(flow, g.header, widths, pad, headerHeight, {}, true, false);
    for (std::size_t r = 0; r < g.rows.size(); ++r) {
        const double h = rowHeight(flow, g.rows[r], widths, pad, false, g.keyColumn);
        if (h > flow.remaining() && !flow.atPageTop()) {
            flow.newPage();
            if (!g.header.isEmpty())
                drawRow(flow, g.header, widths, pad, headerHeight, {}, true, false);
        }
        const Tone tone = r < g.tones.size() ? g.tones[r] : Tone::Normal;
        drawRow(flow, g.rows[r], widths, pad, h, toneBackground(tone), false, g.keyColumn);
    }
    flow.advance(flow.mm(4));
}

QStringList toList(const std::vector<std::string>& cells)
{
    QStringList out;
    for (const auto& c : cells)
        out << qs(c);
    return out;
}

} // namespace

QString qs(const std::string& utf8)
{
    return QString::fromStdString(utf8);
}

QColor toneBackground(Tone tone)
{
    switch (tone) {
    case Tone::Note:
        return QColor(235, 244, 255);
    case Tone::Warning:
        return QColor(255, 243, 224);
    case Tone::Good:
        return QColor(232, 246, 236);
    case Tone::Normal:
        break;
    }
    return {};
}

QColor toneBar(Tone tone)
{
    switch (tone) {
    case Tone::Note:
        return QColor(49, 130, 206);
    case Tone::Warning:
        return QColor(221, 107, 32);
    case Tone::Good:
        return QColor(56, 161, 105);
    case Tone::Normal:
        break;
    }
    return {};
}

void drawParagraph(PageFlow& flow, const Paragraph& paragraph)
{
    const QString text = qs(toneLabel(paragraph.tone, flow.words())) + qs(paragraph.text);
    flow.flowText(text, flow.fonts().body, kText, 0.0, flow.width(), toneBackground(paragraph.tone),
                  toneBar(paragraph.tone));
    flow.advance(flow.mm(2.5));
}

void drawBullets(PageFlow& flow, const Bullets& bullets)
{
    const QFontMetricsF m(flow.fonts().body, flow.device());
    const double indent = flow.mm(6);
    for (std::size_t i = 0; i < bullets.items.size(); ++i) {
        const QString mark = bullets.ordered ? QStringLiteral("%1.").arg(i + 1) : QString(QChar(0x2022));
        flow.ensure(m.height());
        const double y = flow.y();
        flow.flowText(qs(bullets.items[i]), flow.fonts().body, kText, indent, flow.width() - indent);
        if (flow.y() > y) { // the mark goes beside the first line, on the page the item started on
            flow.painter().setFont(flow.fonts().body);
            flow.painter().setPen(kText);
            flow.painter().drawText(QRectF(flow.left() + flow.mm(1), y, indent - flow.mm(1.5), m.height()),
                                    Qt::AlignLeft | Qt::AlignTop, mark);
        }
        flow.advance(flow.mm(0.8));
    }
    flow.advance(flow.mm(2));
}

void drawKeyValues(PageFlow& flow, const KeyValues& keyValues)
{
    Grid g;
    g.keyColumn = true;
    for (const auto& [k, v] : keyValues.pairs)
        g.rows.push_back({qs(k), qs(v)});
    drawGrid(flow, g);
}

void drawTable(PageFlow& flow, const Table& table)
{
    if (!table.caption.empty()) {
        const QFontMetricsF m(flow.fonts().italic, flow.device());
        flow.ensure(m.height() * 2 + flow.mm(20)); // keep the caption with the table's first rows
        flow.flowText(qs(table.caption), flow.fonts().italic, kCaption, 0.0, flow.width());
        flow.advance(flow.mm(1));
    }
    Grid g;
    g.header = toList(table.header);
    for (const auto& row : table.rows)
        g.rows.push_back(toList(row));
    g.tones = table.rowTones;
    drawGrid(flow, g);
}

void drawFigure(PageFlow& flow, const Figure& figure, int number)
{
    const render::RgbaImage& image = figure.image;
    if (image.width <= 0 || image.height <= 0 ||
        image.pixels.size() !=
            static_cast<std::size_t>(image.width) * static_cast<std::size_t>(image.height)) {
        drawParagraph(flow, {"Figure " + std::to_string(number) + " has no picture.", Tone::Warning});
        return;
    }
    const QImage picture(reinterpret_cast<const uchar*>(image.pixels.data()), image.width, image.height,
                         image.width * 4, QImage::Format_RGBA8888);
    const double physicalWidth = image.width * std::max(1e-6, image.pixelWidthMm);
    const double physicalHeight = image.height * std::max(1e-6, image.pixelHeightMm);
    double w = std::min(flow.mm(std::max(10.0, figure.widthMm)), flow.width());
    double h = w * physicalHeight / physicalWidth;
    const double maxHeight = flow.pageHeight() * 0.8;
    if (h > maxHeight) {
        w *= maxHeight / h;
        h = maxHeight;
    }
    const QString caption = qs(fillWord(flow.words().figure, "number", std::to_string(number))) +
                            (figure.caption.empty() ? QString() : QStringLiteral(": ") + qs(figure.caption));
    const double captionHeight = flow.textHeight(caption, flow.fonts().italic, flow.width());
    flow.ensure(h + captionHeight + flow.mm(2));
    const QRectF target(flow.left() + (flow.width() - w) / 2, flow.y(), w, h);
    flow.painter().drawImage(target, picture);
    flow.painter().setPen(QPen(kBorder, flow.mm(0.2)));
    flow.painter().drawRect(target);
    flow.advance(h + flow.mm(1.5));
    flow.flowText(caption, flow.fonts().italic, kCaption, 0.0, flow.width());
    flow.advance(flow.mm(4));
}

} // namespace scansleuth::report::pdf
