// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "viewoverlays.h"

#include <algorithm>

namespace scansleuth::widgets {

namespace {

QSize textSize(const QFontMetrics& fm, const QString& text)
{
    return {fm.horizontalAdvance(text) + 2, fm.height()};
}

// A free place: inside the area, and over nothing placed so far.
bool isFree(const QRect& r, const QRect& area, const std::vector<QRect>& placed)
{
    return area.contains(r) &&
           std::none_of(placed.begin(), placed.end(), [&](const QRect& p) { return p.intersects(r); });
}

// The lowest free place for `size` against the left or right side of the area, searched upwards from
// the bottom edge.
std::optional<QRect> lowestFree(QSize size, bool right, const QRect& area, const std::vector<QRect>& placed)
{
    const int x = right ? area.right() + 1 - size.width() : area.left();
    for (int y = area.bottom() + 1 - size.height(); y >= area.top(); --y) {
        const QRect r(QPoint(x, y), size);
        if (isFree(r, area, placed))
            return r;
    }
    return std::nullopt;
}

bool place(OverlayItem& item, const QRect& r, const QRect& area, std::vector<QRect>& placed)
{
    if (item.text.isEmpty() || !isFree(r, area, placed))
        return false;
    item.rect = r;
    item.shown = true;
    placed.push_back(r);
    return true;
}

void placeLetters(ViewOverlays& out, const OverlayTexts& in, const QFontMetrics& fm,
                  std::vector<QRect>& placed)
{
    const QRect& a = in.area;
    std::array<QRect, 4> rects;
    for (std::size_t i = 0; i < 4; ++i) {
        const QSize s = textSize(fm, in.letters[i]);
        const int midY = a.center().y() - s.height() / 2, midX = a.center().x() - s.width() / 2;
        const QPoint corner[4] = {{a.left(), midY},
                                  {a.right() + 1 - s.width(), midY},
                                  {midX, a.top()},
                                  {midX, a.bottom() + 1 - s.height()}};
        rects[i] = QRect(corner[i], s);
        out.letters[i].text = in.letters[i];
    }
    for (std::size_t i : {2, 3, 0, 1}) // top and bottom, then the sides: the first to lose a tiny view
        place(out.letters[i], rects[i], a, placed);
}

void placeColourBar(ViewOverlays& out, const OverlayTexts& in, const QFontMetrics& fm,
                    std::vector<QRect>& placed)
{
    if (!in.barMaximum)
        return;
    const QRect& a = in.area;
    const int labelHeight = fm.height();
    const OverlayItem& top = out.letters[2];
    const OverlayItem& right = out.letters[1];
    const int barTop = (top.shown ? top.rect.bottom() + 1 : a.top()) + labelHeight / 2 + 4;
    const int limit = (right.shown ? right.rect.top() : a.bottom() + 1) - labelHeight / 2 - 4;
    const int height = std::min(std::max(40, a.height() * 2 / 5), limit - barTop);
    if (height < 2 * labelHeight)
        return;
    const QRect bar(a.right() - 11, barTop, 10, height);
    out.bar.text = QStringLiteral(" "); // placed like the texts; drawn as a bar
    out.barMaximum.text = *in.barMaximum;
    out.barThreshold.text = in.barThreshold;
    const QSize maxSize = textSize(fm, out.barMaximum.text),
                thresholdSize = textSize(fm, out.barThreshold.text);
    const QRect maxRect(QPoint(bar.left() - 4 - maxSize.width(), bar.top() - labelHeight / 2), maxSize);
    const QRect thresholdRect(QPoint(bar.left() - 4 - thresholdSize.width(), bar.bottom() - labelHeight / 2),
                              thresholdSize);
    // All three or none: a colour bar without its scale reads as anything.
    std::vector<QRect> trial = placed;
    OverlayItem b = out.bar, m = out.barMaximum, t = out.barThreshold;
    if (place(b, bar, a, trial) && place(m, maxRect, a, trial) && place(t, thresholdRect, a, trial)) {
        out.bar = b;
        out.barMaximum = m;
        out.barThreshold = t;
        placed = std::move(trial);
    }
    out.bar.text.clear();
}

void placeTitle(ViewOverlays& out, const OverlayTexts& in, const QFontMetrics& fm, std::vector<QRect>& placed)
{
    const QRect& a = in.area;
    const QString separator = QStringLiteral("  ");
    QStringList candidates;
    for (qsizetype n = in.title.size(); n > 0; --n)
        candidates << in.title.first(n).join(separator);
    if (!in.title.isEmpty())
        candidates << fm.elidedText(in.title.first(std::min<qsizetype>(2, in.title.size())).join(separator),
                                    Qt::ElideRight, a.width() - 2);
    for (const QString& text : candidates) {
        const QSize size = textSize(fm, text);
        if (text.isEmpty() || size.width() > a.width())
            continue;
        out.title.text = text;
        if (const auto r = lowestFree(size, true, a, placed); r && place(out.title, *r, a, placed))
            return;
    }
    out.title.text = in.title.join(separator);
}

void placeScale(ViewOverlays& out, const OverlayTexts& in, const QFontMetrics& fm, std::vector<QRect>& placed)
{
    out.scale.text = in.scaleText;
    const QSize label = textSize(fm, in.scaleText);
    const QSize size(std::max(in.scaleBarPx + 1, label.width()), label.height() + 4);
    if (const auto r = lowestFree(size, false, in.area, placed))
        place(out.scale, *r, in.area, placed);
}

} // namespace

std::vector<const OverlayItem*> ViewOverlays::shownItems() const
{
    std::vector<const OverlayItem*> out;
    for (const OverlayItem* item : {&letters[0], &letters[1], &letters[2], &letters[3], &title, &scale, &bar,
                                    &barMaximum, &barThreshold})
        if (item->shown)
            out.push_back(item);
    return out;
}

ViewOverlays layoutViewOverlays(const OverlayTexts& texts, const QFontMetrics& letterFont,
                                const QFontMetrics& textFont)
{
    ViewOverlays out;
    std::vector<QRect> placed;
    placeLetters(out, texts, letterFont, placed);
    placeColourBar(out, texts, textFont, placed);
    placeTitle(out, texts, textFont, placed);
    placeScale(out, texts, textFont, placed);
    return out;
}

} // namespace scansleuth::widgets
