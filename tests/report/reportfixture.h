// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "report/document.h"

#include <cmath>
#include <limits>

namespace scansleuth::report::testing {

// A small deterministic picture: a gradient with a red square.
inline render::RgbaImage testImage(int width = 40, int height = 30)
{
    render::RgbaImage image;
    image.width = width;
    image.height = height;
    image.pixelWidthMm = 0.9;
    image.pixelHeightMm = 1.2;
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x) {
            const bool square = x >= 10 && x < 20 && y >= 10 && y < 20;
            image.pixels.push_back({static_cast<std::uint8_t>(square ? 220 : x * 6),
                                    static_cast<std::uint8_t>(square ? 30 : y * 8),
                                    static_cast<std::uint8_t>(square ? 30 : 100), 255});
        }
    return image;
}

inline Plot testPlot(bool withNaN = false)
{
    Plot p;
    p.title = "Training curves";
    p.xLabel = "Epoch";
    p.yLabel = "Loss";
    PlotSeries train{"train loss", {}, {}}, val{"validation loss", {}, {}};
    for (int i = 0; i < 20; ++i) {
        train.x.push_back(i);
        train.y.push_back(1.0 / (1 + i));
        val.x.push_back(i);
        val.y.push_back(0.4 + 0.02 * (i - 8) * (i - 8) / 8.0);
    }
    if (withNaN)
        val.y[12] = std::numeric_limits<double>::quiet_NaN();
    p.series = {train, val};
    p.references = {{ReferenceLine::Orientation::Vertical, 8.0, "best epoch"},
                    {ReferenceLine::Orientation::Horizontal, 0.2, "target"}};
    return p;
}

// Dice of two runs over ten cases: run B has one outlier case (0.10, case_010).
inline const std::vector<double> kBaselineDice{0.81, 0.84, 0.86, 0.88, 0.83, 0.85, 0.87, 0.82, 0.86, 0.80};
inline const std::vector<double> kNewDice{0.86, 0.88, 0.90, 0.91, 0.87, 0.89, 0.90, 0.88, 0.89, 0.10};

// The two runs' Dice as boxes; with `withNaN` run A misses its last case.
inline BoxPlot testBoxPlot(bool withNaN = false)
{
    BoxPlot b;
    b.title = "Dice per run";
    b.yLabel = "Dice";
    b.groups = {{"baseline", kBaselineDice}, {"new augmentation", kNewDice}};
    if (withNaN)
        b.groups[0].values[9] = std::numeric_limits<double>::quiet_NaN();
    return b;
}

inline ScatterPlot testScatterPlot()
{
    ScatterPlot s;
    s.title = "Dice: baseline vs new augmentation";
    s.xLabel = "baseline";
    s.yLabel = "new augmentation";
    for (std::size_t i = 0; i < kBaselineDice.size(); ++i)
        s.points.push_back({kBaselineDice[i], kNewDice[i], i == 9 ? "case_010" : ""});
    return s;
}

// A document with every block type and nested sections.
inline Document everyBlock()
{
    Document d;
    d.title = "Investigation: mask flipped";
    d.subtitle = "Image and mask disagree";
    d.createdUtc = "2026-11-30T06:00:00Z";
    d.metadata = {{"Image", "flair.nii.gz"}, {"Mask", "lesion.nii.gz"}};
    Section s;
    s.title = "Evidence";
    s.blocks.push_back(Paragraph{"The mask is flipped along the left-right axis.", Tone::Warning});
    s.blocks.push_back(Paragraph{"Plain text.", Tone::Normal});
    s.blocks.push_back(Bullets{{"first", "second"}, false});
    s.blocks.push_back(Bullets{{"step one", "step two"}, true});
    s.blocks.push_back(KeyValues{{{"Dice before", "0.12"}, {"Dice after", "0.91"}}});
    s.blocks.push_back(Table{"Candidates",
                             {"Cause", "Dice", "Verdict"},
                             {{"axis flip L-R", "0.91", "supported"}, {"origin shift", "0.15", "refuted"}},
                             {Tone::Good, Tone::Warning}});
    s.blocks.push_back(Figure{"Axial slice with the mask", testImage(), 80.0});
    s.blocks.push_back(testPlot());
    s.blocks.push_back(testBoxPlot());
    s.blocks.push_back(testScatterPlot());
    Section child;
    child.title = "Verdicts";
    child.blocks.push_back(Paragraph{"Supported.", Tone::Good});
    s.children.push_back(child);
    d.sections.push_back(s);
    Section second;
    second.title = "Quick wins";
    second.blocks.push_back(Paragraph{"Resample with nearest neighbour.", Tone::Note});
    d.sections.push_back(second);
    return d;
}

} // namespace scansleuth::report::testing
