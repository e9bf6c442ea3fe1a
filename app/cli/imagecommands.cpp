// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "imagecommands.h"
#include "base/numberformat.h"
#include "clisupport.h"
#include "commandtable.h"
#include "democommands.h"

#include "demo/phantom.h"
#include "exitcodes.h"
#include "io/converter.h"
#include "io/inforeport.h"
#include "io/philipsscaling.h"
#include "render/rendercommand.h"
#include "segoutput.h"

#include <cmath>
#include <iostream>
#include <string>
#include <vector>

namespace scansleuth::cli {

namespace {

struct Args
{
    std::string command;
    std::vector<std::string> positional;
    std::string series;
    std::string out;
    std::string philipsScaling; // --philips-scaling display|precise; empty: the command's default
    std::string reference;      // --reference IMAGE: the image a SEG/RTSTRUCT is placed on
    bool perSegment = false;    // convert --per-segment: one file per SEG/RTSTRUCT segment
    bool json = false;
    bool gzip = false;
    bool quiet = false;
    std::vector<std::pair<std::string, std::string>> renderOptions; // render's --plane, --overlay...
};

// The options of `command` (its table entry) read into `a`; a usage problem, or empty.
std::string parseArgs(const std::string& command, const std::vector<std::string>& args, Args& a)
{
    OptionParser p = commandParser(command);
    if (std::string problem = p.parse(args); !problem.empty())
        return problem;
    a.command = command;
    a.positional = p.positional();
    a.series = p.get("--series");
    a.out = p.get("--out");
    a.philipsScaling = p.get("--philips-scaling");
    if (p.has("--philips-scaling") && !io::parsePhilipsValues(a.philipsScaling))
        return "--philips-scaling must be display or precise, not '" + a.philipsScaling + "'";
    a.reference = p.get("--reference");
    a.perSegment = p.has("--per-segment");
    a.json = p.has("--json");
    a.gzip = p.has("--gzip");
    a.quiet = p.has("--quiet");
    for (const char* o :
         {"--overlay", "--plane", "--slice", "--world", "--zoom", "--convention", "--window", "--level"})
        for (const std::string& v : p.all(o))
            a.renderOptions.emplace_back(o, v);
    if (command == "convert")
        for (const char* toSeg : {"--labels", "--algorithm", "--algorithm-version"})
            if (p.has(toSeg))
                return std::string(toSeg) + " is an option of convert --to-seg";
    return {};
}

int usageError(const std::string& command, const std::string& problem)
{
    std::cerr << "scansleuth-cli: " << problem << " (see 'scansleuth-cli " << command << " --help')\n";
    return ExitUsage;
}

int info(const Args& a)
{
    if (a.positional.size() != 1) {
        std::cerr << "scansleuth-cli: info needs exactly one PATH\n";
        return ExitUsage;
    }
    const std::string& path = a.positional[0];
    io::LoadPathOptions options;
    options.series = a.series;
    options.philipsValues = io::parsePhilipsValues(a.philipsScaling).value_or(options.philipsValues);
    options.reference = a.reference;
    auto loaded = io::loadPath(path, options, makeProgress(a.quiet));
    endProgress(a.quiet);
    if (!loaded) {
        int code = exitCodeFor(loaded.error());
        if (a.json)
            std::cout << io::infoErrorJson(path, loaded.error(), code);
        printError(loaded.error());
        return code;
    }
    int code = loaded->partial() ? ExitPartial : ExitOk;
    if (a.json)
        std::cout << io::infoJson(*loaded, code);
    else
        std::cout << io::infoText(*loaded);
    for (const Error& e : loaded->errors)
        printError(e);
    return code;
}

int convert(Args a)
{
    if (!a.out.empty() && a.positional.size() == 1)
        a.positional.push_back(a.out); // convert PATH --out OUT
    if (a.positional.size() != 2) {
        std::cerr << "scansleuth-cli: convert needs PATH and OUT\n";
        return ExitUsage;
    }
    io::ConvertOptions options;
    options.series = a.series;
    options.gzip = a.gzip;
    options.reference = a.reference;
    options.perSegment = a.perSegment;
    options.philipsValues = io::parsePhilipsValues(a.philipsScaling).value_or(options.philipsValues);
    auto report = io::convertPath(a.positional[0], a.positional[1], options, makeProgress(a.quiet));
    endProgress(a.quiet);
    if (!report) {
        printError(report.error());
        return exitCodeFor(report.error());
    }
    for (const std::string& file : report->written)
        std::cout << file << "\n";
    for (std::size_t i = 0; i < report->loaded.images.size(); ++i)
        if (const auto& philips = report->loaded.images[i].philips)
            std::cerr << report->loaded.imageLabels[i] << ": " << io::philipsConvertNote(*philips) << "\n";
    // Warnings travel with the written file (e.g. a geometry that was made up): say them here too.
    for (std::size_t i = 0; i < report->loaded.images.size(); ++i)
        for (const Finding& f : report->loaded.images[i].findings)
            if (f.severity != Severity::Info)
                std::cerr << (i < report->loaded.imageLabels.size() ? report->loaded.imageLabels[i] + ": "
                                                                    : "")
                          << io::findingText(f) << "\n";
    for (const Error& e : report->loaded.errors)
        printError(e);
    for (const Error& e : report->writeErrors)
        printError(e);
    const bool partial = !report->loaded.errors.empty() || !report->writeErrors.empty();
    return partial ? ExitPartial : ExitOk;
}

int demo(const Args& a)
{
    std::string out = a.out;
    if (out.empty() && a.positional.size() == 1)
        out = a.positional[0];
    if (out.empty()) {
        std::cerr << "scansleuth-cli: demo needs --out DIR\n";
        return ExitUsage;
    }
    return finishDemo(demo::writeDemoStudy(out, makeProgress(a.quiet)), a.quiet);
}

// Builds the render command from the options; a bad value is a usage error (exit 2).
Result<render::RenderCommand> renderCommandFrom(const Args& a)
{
    render::RenderCommand c;
    if (a.positional.size() != 1)
        return makeError(ErrorKind::Invalid, "render needs exactly one IMAGE", "");
    c.image = a.positional[0];
    c.out = a.out;
    if (c.out.empty())
        return makeError(ErrorKind::Invalid, "render needs --out OUT.png", "");
    bool havePlane = false;
    for (const auto& [option, v] : a.renderOptions) {
        const std::optional<double> parsed = parseNumber(v);
        const bool isNumber = parsed.has_value();
        const double number = parsed.value_or(0.0);
        if (option == "--overlay") {
            c.overlays.push_back(v);
        } else if (option == "--plane") {
            auto p = render::parsePlane(v);
            if (!p)
                return p.error();
            c.plane = *p;
            havePlane = true;
        } else if (option == "--convention") {
            auto cv = render::parseConvention(v);
            if (!cv)
                return cv.error();
            c.convention = *cv;
        } else if (option == "--world") {
            auto p = render::parsePoint(v);
            if (!p)
                return p.error();
            c.worldRas = *p;
        } else if (!isNumber) {
            return makeError(ErrorKind::Invalid, option + " needs a number, not '" + v + "'", "");
        } else if (option == "--slice") {
            if (number != std::floor(number))
                return makeError(ErrorKind::Invalid, "--slice needs a whole number, not '" + v + "'", "");
            c.slice = static_cast<std::int64_t>(number);
        } else if (option == "--zoom") {
            c.zoom = number;
        } else if (option == "--window") {
            c.window = number;
        } else if (option == "--level") {
            c.level = number;
        }
    }
    if (!havePlane)
        return makeError(ErrorKind::Invalid, "render needs --plane axial|coronal|sagittal", "");
    if (c.slice.has_value() == c.worldRas.has_value())
        return makeError(ErrorKind::Invalid, "render needs either --slice N or --world X,Y,Z", "");
    return c;
}

int render(const Args& a)
{
    auto command = renderCommandFrom(a);
    if (!command) {
        printError(command.error());
        return ExitUsage;
    }
    const Status s = render::runRenderCommand(*command, makeProgress(a.quiet));
    endProgress(a.quiet);
    if (!s) {
        printError(s.error());
        return exitCodeFor(s.error());
    }
    std::cout << command->out << "\n";
    return ExitOk;
}

// Reads the command line of `command` and runs `run` on it; a usage error is exit 2.
template <typename Run> int parsedThen(const char* command, const std::vector<std::string>& args, Run run)
{
    Args a;
    if (const std::string problem = parseArgs(command, args, a); !problem.empty())
        return usageError(command, problem);
    return run(a);
}

} // namespace

int runInfo(const std::vector<std::string>& args)
{
    return parsedThen("info", args, info);
}

int runConvert(const std::vector<std::string>& args)
{
    // convert --to-seg writes a SEG (segoutput.cpp): the same table entry, other rules.
    if (OptionParser p = commandParser("convert"); p.parse(args).empty() && p.has("--to-seg"))
        return runConvertToSeg(args);
    return parsedThen("convert", args, convert);
}

int runDemo(const std::vector<std::string>& args)
{
    return parsedThen("demo", args, demo);
}

int runRender(const std::vector<std::string>& args)
{
    return parsedThen("render", args, render);
}

} // namespace scansleuth::cli
