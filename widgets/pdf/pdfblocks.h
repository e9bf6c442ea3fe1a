// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "pageflow.h"
#include "report/document.h"

#include <QColor>

// Drawing each block of the document model at the page cursor (pdfblocks.cpp, pdfplot.cpp).
namespace scansleuth::report::pdf {

QColor toneBackground(Tone tone); // invalid for Normal
QColor toneBar(Tone tone);        // invalid for Normal
QString qs(const std::string& utf8);

void drawParagraph(PageFlow& flow, const Paragraph& paragraph);
void drawBullets(PageFlow& flow, const Bullets& bullets);
void drawKeyValues(PageFlow& flow, const KeyValues& keyValues);
void drawTable(PageFlow& flow, const Table& table);
void drawFigure(PageFlow& flow, const Figure& figure, int number);
// The height a plot takes on the page (without the gap after it).
double plotHeight(const PageFlow& flow);
void drawPlot(PageFlow& flow, const Plot& plot);
void drawBoxPlot(PageFlow& flow, const BoxPlot& plot);
void drawScatterPlot(PageFlow& flow, const ScatterPlot& plot);

} // namespace scansleuth::report::pdf
