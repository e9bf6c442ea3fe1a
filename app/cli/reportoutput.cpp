// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "reportoutput.h"

#include "base/qmcatalog.h"
#include "base/readfile.h"
#include "base/strings.h"
#include "embeddedcatalogs.h"
#include "report/translatereport.h"
#include "report/writers.h"
#ifdef SCANSLEUTH_HAVE_PDF
#include "widgets/pdf/pdfwriter.h"
#endif

#include <filesystem>
#include <optional>

namespace scansleuth::cli {

namespace {

// The --language catalogue; none for English.
std::optional<QmCatalog>& reportCatalog()
{
    static std::optional<QmCatalog> catalog;
    return catalog;
}

std::string knownLanguages()
{
    std::string names = "en";
    for (const EmbeddedCatalog& c : embeddedCatalogs())
        names += std::string(", ") + c.language;
    return names;
}

// The catalogue for `language` (a carried language or a .qm path); a usage sentence on failure.
std::string loadCatalog(const std::string& language)
{
    if (language == "en" || language == "C") {
        reportCatalog().reset();
        return {};
    }
    for (const EmbeddedCatalog& c : embeddedCatalogs())
        if (language == c.language) {
            const std::string_view bytes(reinterpret_cast<const char*>(c.data), c.size);
            Result<QmCatalog> parsed = QmCatalog::parse(bytes, language);
            if (!parsed)
                return "--language " + language + ": " + parsed.error().message;
            reportCatalog() = std::move(*parsed);
            return {};
        }
    if (toLower(std::filesystem::path(language).extension().string()) != ".qm")
        return "--language takes one of " + knownLanguages() + " or a .qm file, not '" + language + "'";
    Result<std::string> bytes = readWholeFile(language, std::uintmax_t{64} << 20);
    if (!bytes)
        return "--language " + language + ": " + bytes.error().message;
    Result<QmCatalog> parsed = QmCatalog::parse(*bytes, language);
    if (!parsed)
        return "--language: " + parsed.error().message;
    reportCatalog() = std::move(*parsed);
    return {};
}

} // namespace

std::string takeReportLanguage(std::vector<std::string>& args)
{
    std::vector<std::string> rest;
    for (std::size_t i = 0; i < args.size(); ++i) {
        std::string value;
        if (args[i] == "--language") {
            if (i + 1 >= args.size())
                return "--language needs a value (" + knownLanguages() + " or a .qm file)";
            value = args[++i];
        } else if (args[i].rfind("--language=", 0) == 0) {
            value = args[i].substr(11);
        } else {
            rest.push_back(args[i]);
            continue;
        }
        if (std::string problem = loadCatalog(value); !problem.empty())
            return problem;
    }
    args = std::move(rest);
    return {};
}

Status writeAnyReport(const report::Document& english, const std::string& path)
{
    report::Document translated;
    if (reportCatalog()) {
        translated = english;
        report::translateDocument(translated, reportCatalog()->translator());
    }
    const report::Document& document = reportCatalog() ? translated : english;
    const std::string ext = toLower(std::filesystem::path(path).extension().string());
    if (ext == ".pdf") {
#ifdef SCANSLEUTH_HAVE_PDF
        if (Status s = report::ensureGuiApplication(); !s)
            return s;
        return report::writePdf(document, path);
#else
        return makeError(ErrorKind::Unsupported, "This build of scansleuth-cli cannot write PDF.",
                         "built without Qt Gui (SCANSLEUTH_BUILD_GUI=OFF); write .html, .md or .json");
#endif
    }
    return report::writeReport(document, path);
}

} // namespace scansleuth::cli
