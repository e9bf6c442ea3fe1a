// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/progress.h"
#include "base/result.h"
#include "render/render.h"
#include "report/document.h"
#include "report/plotraster.h"
#include "report/pseudonymise.h"

#include <string>
#include <string_view>
#include <vector>

// The text formats of a report: Markdown, HTML and JSON, all from the same Document. The render*
// functions write exactly what they are given; writeReport() applies the privacy options first
// (pseudonymising by default) and writes atomically. The PDF writer is widgets/pdf/pdfwriter.h.
namespace scansleuth::report {

struct WriteOptions
{
    PrivacyOptions privacy;       // default: pseudonymise the listed patients with a random key
    RasterPlotOptions plotRaster; // size of the PNG pictures of plots in Markdown
    // Reports 0 ("rendering the report"), 0.8 when the text is made ("writing the file") and 1 when it is
    // written; returning false at 0 or 0.8 stops with ErrorKind::Cancelled before any file is written.
    Progress progress;
};

// A picture the Markdown text refers to, at `relativePath` (forward slashes) beside the .md file.
struct MarkdownAsset
{
    std::string relativePath;
    render::RgbaImage image;
};

struct MarkdownOutput
{
    std::string text;
    std::vector<MarkdownAsset> assets;
};

// CommonMark with GitHub tables and alerts ("> [!WARNING]"). Figures and plots (rasterised) become
// assets named "<assetFolder>/figure-N.png" and "<assetFolder>/plot-N.png". Text is escaped (table
// pipes, emphasis and link characters, HTML brackets).
MarkdownOutput renderMarkdown(const Document& document, const std::string& assetFolder,
                              const RasterPlotOptions& plotRaster = {});

// One self-contained HTML5 file: CSS inline, figures as base64 PNG data URIs, plots as inline SVG.
// All text is entity-escaped.
std::string renderHtml(const Document& document);

// The document model as JSON text (see report/reportjson.h), indented.
std::string renderJson(const Document& document);

// Writes `document` to `path` in the format its extension names (.md, .markdown, .html, .htm,
// .json; any case), after applyPrivacy(). Markdown pictures go to "<stem>_files/" beside the file.
// Every file is written atomically (a temporary file in the same folder, then rename), so a failed
// write leaves an existing report intact. Errors: Unsupported (.pdf: use writePdf from
// widgets/pdf/pdfwriter.h; unknown extensions), Io (with the OS reason in the detail), Cancelled.
Status writeReport(const Document& document, const std::string& path, const WriteOptions& options = {});

// Heading numbers as the writers print them: {1}, {1, 2} -> "1", "1.2".
std::string sectionNumber(const std::vector<int>& numbers);

} // namespace scansleuth::report
