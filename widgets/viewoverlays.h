// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <QFontMetrics>
#include <QRect>
#include <QString>
#include <QStringList>

#include <array>
#include <optional>

namespace scansleuth::widgets {

// What a slice view writes over the image, before placement. Rectangles are in widget pixels.
struct OverlayTexts
{
    QRect area;                        // the widget minus a margin: everything stays inside it
    std::array<QString, 4> letters;    // orientation letters: left, right, top, bottom (render::edgeLabels)
    QStringList title;                 // plane, "slice/count", obliquity: later parts are dropped first
    QString scaleText;                 // the scale bar's length, "50 mm"
    int scaleBarPx = 0;                // the bar's length on screen
    std::optional<QString> barMaximum; // a probability colour bar's top and bottom labels, if any
    QString barThreshold;
};

// One placed text: where it goes and what it says (the title may be shortened). Not shown when there
// is no room for it without overlapping something placed before it.
struct OverlayItem
{
    QRect rect;
    QString text;
    bool shown = false;
};

// The placed overlays. The letters sit at the centres of the four edges and come first; the title
// goes bottom right and the scale bar (line above its label) bottom left, each moved up past what it
// would cover, the title shortened (obliquity, then slice count dropped, then elided) to the width
// there is; the colour bar stands at the right edge between the top and the right letter, with its
// two labels to its left. No two shown items intersect, and every shown item lies inside `area`.
struct ViewOverlays
{
    std::array<OverlayItem, 4> letters;
    OverlayItem title;
    OverlayItem scale; // the rectangle holds the bar (top 4 px) and the label below it
    OverlayItem bar;   // the colour bar itself (text empty)
    OverlayItem barMaximum, barThreshold;

    // Every shown item, letters first.
    std::vector<const OverlayItem*> shownItems() const;
};

// `letterFont` measures the (bold) orientation letters, `textFont` the title, scale and bar labels.
ViewOverlays layoutViewOverlays(const OverlayTexts& texts, const QFontMetrics& letterFont,
                                const QFontMetrics& textFont);

} // namespace scansleuth::widgets
