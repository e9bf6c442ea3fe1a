// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/finding.h"
#include "render/render.h"

#include <string>
#include <utility>
#include <variant>
#include <vector>

// The report as a document model, independent of how it is rendered: the PDF writer (widgets/pdf),
// and the HTML, Markdown and JSON writers (report/writers.h) all read these structs. Text is UTF-8
// and plain (no markup): every writer escapes it for its format.
namespace scansleuth::report {

// How a paragraph or a table row is coloured: neutral, informative, a problem, a confirmation.
enum class Tone
{
    Normal,
    Note,
    Warning,
    Good,
};

const char* toneName(Tone tone);                        // "normal", "note", "warning", "good"
bool toneFromName(const std::string& name, Tone& tone); // false for an unknown name

struct Paragraph
{
    std::string text;
    Tone tone = Tone::Normal;
    friend bool operator==(const Paragraph&, const Paragraph&) = default;
};

struct Bullets
{
    std::vector<std::string> items;
    bool ordered = false; // numbered 1., 2., ... when true
    friend bool operator==(const Bullets&, const Bullets&) = default;
};

struct KeyValues
{
    std::vector<std::pair<std::string, std::string>> pairs;
    friend bool operator==(const KeyValues&, const KeyValues&) = default;
};

// A table: rows may be shorter or longer than the header (writers pad to the widest row).
// `rowTones` is empty (all Normal) or holds one tone per row.
struct Table
{
    std::string caption;
    std::vector<std::string> header;
    std::vector<std::vector<std::string>> rows;
    std::vector<Tone> rowTones;
    // Optional, one a row: the machine key a row shows in words (an experiment's number, its words as
    // workflow::numberWords writes them); only the JSON writes it. translateDocument translates such a
    // row's words piece by piece by its key (report/translatereport.h: translateNumberRow).
    std::vector<std::string> rowKeys = {}; // "= {}": the many four-part Table{...} stay warning-free
    // Optional, one a header cell: the machine key a column shows in words ("" for a column without one:
    // the records' names), as workflow::numberWords and numberUnit write it ("Gradient norm (bits)");
    // only the JSON writes it. translateDocument translates such a header piece by piece by its key.
    std::vector<std::string> columnKeys = {};
    // Optional, one a row: the measurements the row's cell in column `measuredColumn` shows in words (a
    // finding's "Measured", base/measurementtexts.h: renderMeasurements); the raw names and units are
    // written only by the JSON. translateDocument renders such a cell anew in its language.
    std::vector<std::vector<Measurement>> rowMeasurements = {};
    int measuredColumn = -1;
    friend bool operator==(const Table&, const Table&) = default;
};

// A picture (a rendered slice with overlays, for example). `widthMm` is the suggested printed width;
// the printed height follows from the image's physical aspect (pixelWidthMm / pixelHeightMm).
struct Figure
{
    std::string caption;
    render::RgbaImage image;
    double widthMm = 120.0;
    friend bool operator==(const Figure&, const Figure&) = default;
};

// One curve: x and y have the same length; NaN or infinite points break the line (a NaN loss shows
// as a gap, not as a spike).
struct PlotSeries
{
    std::string name;
    std::vector<double> x;
    std::vector<double> y;
    friend bool operator==(const PlotSeries&, const PlotSeries&) = default;
};

// A labelled reference line across the plot: Horizontal at y = value, Vertical at x = value.
struct ReferenceLine
{
    enum class Orientation
    {
        Horizontal,
        Vertical,
    };
    Orientation orientation = Orientation::Horizontal;
    double value = 0.0;
    std::string label;
    friend bool operator==(const ReferenceLine&, const ReferenceLine&) = default;
};

// A line plot. With logY, points with y <= 0 are left out (they break the line).
struct Plot
{
    std::string title;
    std::string xLabel;
    std::string yLabel;
    std::vector<PlotSeries> series;
    std::vector<ReferenceLine> references;
    bool logY = false;
    friend bool operator==(const Plot&, const Plot&) = default;
};

// One box of a box plot: the values of one group (a run's Dice over the cases, say). Non-finite values
// are left out (the writers say how many under the group's name).
struct BoxGroup
{
    std::string name;
    std::vector<double> values;
    friend bool operator==(const BoxGroup&, const BoxGroup&) = default;
};

// A Tukey box plot, one box per group side by side: the box spans the quartiles (linear interpolation,
// numpy's default) with a line at the median, the whiskers reach the furthest values within 1.5 IQR of
// the box, and values beyond the whiskers are drawn as points (report/plotscale.h: boxStats).
struct BoxPlot
{
    std::string title;
    std::string yLabel;
    std::vector<BoxGroup> groups;
    friend bool operator==(const BoxPlot&, const BoxPlot&) = default;
};

// One point of a scatter plot; `label` (may be empty) is written beside the point.
struct ScatterPoint
{
    double x = 0.0;
    double y = 0.0;
    std::string label;
    friend bool operator==(const ScatterPoint&, const ScatterPoint&) = default;
};

// A scatter plot (run A against run B per case, say). Points with a non-finite coordinate are left out.
// With `diagonal`, both axes share one range and a dashed x = y line is drawn: points above it have
// the higher y.
struct ScatterPlot
{
    std::string title;
    std::string xLabel;
    std::string yLabel;
    std::vector<ScatterPoint> points;
    bool diagonal = true;
    friend bool operator==(const ScatterPlot&, const ScatterPlot&) = default;
};

using Block = std::variant<Paragraph, Bullets, KeyValues, Table, Figure, Plot, BoxPlot, ScatterPlot>;

// A section with its own blocks, then its subsections. Writers number headings (1, 1.1, ...).
struct Section
{
    std::string title;
    std::vector<Block> blocks;
    std::vector<Section> children;
    friend bool operator==(const Section&, const Section&) = default;
};

// The words the writers add of their own, in the document's language (translateDocument fills them;
// report/translatereport.h). {page}, {pages} and {number} are replaced by the writer.
struct WriterWords
{
    std::string note = "Note:";
    std::string warning = "Warning:";
    std::string ok = "OK:";
    std::string created = "Created";
    std::string contents = "Contents";
    std::string page = "Page {page}";
    std::string pageOf = "Page {page} of {pages}";
    std::string figure = "Figure {number}";
    friend bool operator==(const WriterWords&, const WriterWords&) = default;
};

// `words` with {name} replaced by `value` (each occurrence).
std::string fillWord(std::string words, const std::string& name, const std::string& value);

struct Document
{
    std::string title;
    std::string subtitle;
    std::string createdUtc; // ISO 8601, e.g. "2026-11-30T07:00:00Z"; shown as given
    std::vector<std::pair<std::string, std::string>> metadata;
    std::vector<Section> sections;
    WriterWords words; // not part of the JSON form: a language, not content
    // The language the text is in, as a BCP 47 tag ("en", "de", "zh-CN"): HTML's lang attribute, the PDF's
    // document language, "language" in the JSON form. translateDocument sets it from its catalogue.
    std::string language = "en";
    friend bool operator==(const Document&, const Document&) = default;
};

// The current UTC time as "YYYY-MM-DDTHH:MM:SSZ", for Document::createdUtc.
std::string nowUtc();

} // namespace scansleuth::report
