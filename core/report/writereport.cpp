// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Choosing the format by extension, privacy first, and atomic writes.
#include "base/atomicfile.h"
#include "base/strings.h"
#include "report/writers.h"

#include "report/reportjson.h"

#include <algorithm>
#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>

#include <unistd.h>

namespace scansleuth::report {

namespace fs = std::filesystem;

namespace {

std::string lowerExtension(const std::string& path)
{
    return toLower(fs::path(path).extension().string());
}

Error writeError(const std::string& path, const std::string& detail)
{
    return makeError(ErrorKind::Io, "The report could not be written to " + path + ".", detail);
}

Status writeAtomically(const std::string& path, std::string_view bytes)
{
    if (Status s = writeFileAtomically(path, bytes); !s)
        return writeError(path, s.error().detail);
    return {};
}

Error cancelled()
{
    return makeError(ErrorKind::Cancelled, "Writing the report was cancelled.");
}

Status writeMarkdown(const Document& document, const std::string& path, const WriteOptions& options)
{
    const fs::path target(path);
    const std::string folder = target.stem().string() + "_files";
    const MarkdownOutput md = renderMarkdown(document, folder, options.plotRaster);
    if (!options.progress.report(0.8, "writing the file"))
        return cancelled();
    if (!md.assets.empty()) {
        std::error_code ec;
        fs::create_directory(target.parent_path() / folder,
                             ec); // not the parent: a missing folder is an error
        if (ec)
            return writeError(path, (target.parent_path() / folder).string() + ": " + ec.message());
    }
    for (const auto& asset : md.assets) {
        const Status s = render::writePng((target.parent_path() / asset.relativePath).string(), asset.image);
        if (!s)
            return writeError(path, s.error().message + " " + s.error().detail);
    }
    return writeAtomically(path, md.text);
}

} // namespace

std::string sectionNumber(const std::vector<int>& numbers)
{
    std::string out;
    for (std::size_t i = 0; i < numbers.size(); ++i)
        out += (i ? "." : "") + std::to_string(numbers[i]);
    return out;
}

std::string renderJson(const Document& document)
{
    return toJson(document).dump(2) + "\n";
}

Status writeReport(const Document& document, const std::string& path, const WriteOptions& options)
{
    const std::string ext = lowerExtension(path);
    if (ext == ".pdf")
        return makeError(ErrorKind::Unsupported,
                         "PDF reports are written by the PDF writer (scansleuth::report::writePdf in "
                         "widgets/pdf/pdfwriter.h), not by writeReport.",
                         path);
    const bool markdown = ext == ".md" || ext == ".markdown";
    const bool html = ext == ".html" || ext == ".htm";
    if (!markdown && !html && ext != ".json")
        return makeError(ErrorKind::Unsupported,
                         "Reports can be written as .pdf, .html, .md or .json, not as \"" + ext + "\".",
                         path);
    if (!options.progress.report(0.0, "rendering the report"))
        return cancelled();
    const Document safe = applyPrivacy(document, options.privacy);
    Status written;
    if (markdown) {
        written = writeMarkdown(safe, path, options);
    } else {
        const std::string text = html ? renderHtml(safe) : renderJson(safe);
        if (!options.progress.report(0.8, "writing the file"))
            return cancelled();
        written = writeAtomically(path, text);
    }
    if (written)
        (void)options.progress.report(1.0, "writing the file");
    return written;
}

} // namespace scansleuth::report
