// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// scansleuth-cli: the headless front end. It parses the command line, reports progress, maps errors
// to exit codes and prints; every algorithm lives in core/.
#include "base/numberformat.h"
#include "clisupport.h"

#include "base/parallel.h"
#include "demo/phantom.h"
#include "exitcodes.h"
#include "investigatecommands.h"
#include "modelcommands.h"
#include "io/converter.h"
#include "io/inforeport.h"
#include "render/rendercommand.h"

#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <iostream>
#include <new>
#include <string>
#include <vector>

using namespace scansleuth;
using namespace scansleuth::cli;

namespace {

const char* kUsage = R"(usage: scansleuth-cli COMMAND [OPTIONS]

commands:
  info PATH [--json] [--series UID|LABEL]
      Every image in a file or folder (DICOM, NIfTI-1/2, Analyze, NRRD, MetaImage...): format, size,
      stored type, spacing, origin and direction (LPS), the RAS affine, axis codes, identifiers, the
      raw header facts, and every geometry problem found.
  convert PATH OUT [--series UID|LABEL] [--gzip]
      Write NIfTI as dcm2niix does. OUT is an existing folder (one file per image, named after the
      series) or a .nii/.nii.gz file (exactly one image).
  demo --out DIR
      Write the built-in synthetic demo study (CT phantom as DICOM and NIfTI, organ mask).
  render IMAGE [--overlay MASK]... --plane axial|coronal|sagittal (--slice N | --world X,Y,Z)
         [--zoom F] [--convention radiological|neurological] [--window W --level L] --out OUT.png
      Draw one slice with its overlays in world space, one pixel per displayed voxel (as the
      viewer does, without a display). --world is a point in RAS mm.

  check-pair IMAGE MASK [--reference MASK] [--json]
      Is the mask where the image says it should be? Names the cause (an axis flipped, axes
      transposed, origin offset, spacing scaled, half-voxel shift, LPS/RAS confusion, qform/sform
      mix-up, identity affine...) with its amount in mm and voxels, proves it by undoing it (Dice
      with the reference, or the image's edges), says how ITK, nibabel, FSL and NiiVue read each
      file, and runs the label forensics on the mask. Exit 9 when a problem was found.
  investigate --list-symptoms
      Every symptom of the knowledge base: its ID and title, one a line.
  investigate --symptom ID --out INV.json [--report OUT.pdf|.html|.md|.json]
         [--image F] [--mask F] [--reference F] [--folder DIR] [--scan PATH]
         [--slurm-output F]... [--slurm-error F]... [--sacct F] [--training-log CSV] [--classes N]
         [--describe TEXT] [--doing TEXT] [--changed TEXT] [--include-identifiers] [--key KEY]
      Starts an investigation of the symptom, runs every automated experiment its hypotheses call
      for with the inputs given, ranks the hypotheses by the evidence, saves the investigation
      (with its slice pictures in INV_files/) and optionally writes the report.
  report INV.json --out OUT.pdf|.html|.md|.json [--include-identifiers] [--key KEY]
      The report of a saved investigation. Patient names, IDs and birth dates are pseudonymised
      (keyed hash; --key makes pseudonyms repeatable) unless --include-identifiers is given.

options:
  --threads N  use at most N threads (default: the CPUs this process may use, as
               sched_getaffinity and a cgroup CPU quota say; SLURM's --cpus-per-task)
  --quiet      no progress on stderr
  --help       this text
  --version    the version

exit codes: 0 ok, 1 internal error, 2 usage, 3 no image found, 4 corrupt input, 5 unsupported input,
            6 cannot write output, 7 partial success, 8 too large for memory, 9 problems found,
            130 interrupted
)";

struct Args
{
    std::string command;
    std::vector<std::string> positional;
    std::string series;
    std::string out;
    bool json = false;
    bool gzip = false;
    bool quiet = false;
    std::vector<std::pair<std::string, std::string>> renderOptions; // render's --plane, --overlay...
};

bool isRenderOption(const std::string& s)
{
    for (const char* o :
         {"--overlay", "--plane", "--slice", "--world", "--zoom", "--convention", "--window", "--level"})
        if (s == o)
            return true;
    return false;
}

// Returns an error message, or empty on success.
std::string parseArgs(int argc, char** argv, Args& a)
{
    for (int i = 1; i < argc; ++i) {
        std::string s = argv[i];
        auto value = [&](std::string& into) {
            if (i + 1 >= argc)
                return false;
            into = argv[++i];
            return true;
        };
        if (s == "--json")
            a.json = true;
        else if (s == "--gzip" || s == "-z")
            a.gzip = true;
        else if (s == "--quiet" || s == "-q")
            a.quiet = true;
        else if (s == "--series") {
            if (!value(a.series))
                return "--series needs a value";
        } else if (s == "--out" || s == "-o") {
            if (!value(a.out))
                return "--out needs a value";
        } else if (isRenderOption(s)) {
            std::string v;
            if (!value(v))
                return s + " needs a value";
            a.renderOptions.emplace_back(s, v);
        } else if (s.size() > 1 && s[0] == '-' && s != "-")
            return "unknown option " + s;
        else if (a.command.empty())
            a.command = s;
        else
            a.positional.push_back(s);
    }
    return {};
}

int runInfo(const Args& a)
{
    if (a.positional.size() != 1) {
        std::cerr << "scansleuth-cli: info needs exactly one PATH\n";
        return ExitUsage;
    }
    const std::string& path = a.positional[0];
    io::LoadPathOptions options;
    options.series = a.series;
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

int runConvert(const Args& a)
{
    if (a.positional.size() != 2) {
        std::cerr << "scansleuth-cli: convert needs PATH and OUT\n";
        return ExitUsage;
    }
    io::ConvertOptions options;
    options.series = a.series;
    options.gzip = a.gzip;
    auto report = io::convertPath(a.positional[0], a.positional[1], options, makeProgress(a.quiet));
    endProgress(a.quiet);
    if (!report) {
        printError(report.error());
        return exitCodeFor(report.error());
    }
    for (const std::string& file : report->written)
        std::cout << file << "\n";
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

int runDemo(const Args& a)
{
    std::string out = a.out;
    if (out.empty() && a.positional.size() == 1)
        out = a.positional[0];
    if (out.empty()) {
        std::cerr << "scansleuth-cli: demo needs --out DIR\n";
        return ExitUsage;
    }
    auto files = demo::writeDemoStudy(out, makeProgress(a.quiet));
    endProgress(a.quiet);
    if (!files) {
        printError(files.error());
        return exitCodeFor(files.error());
    }
    for (const std::string& f : *files)
        std::cout << f << "\n";
    return ExitOk;
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

int runRender(const Args& a)
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

// Memory that ran out on the command's own thread (the workers report theirs as errors): exit 8 with the
// readers' kind of message, not "internal error".
int outOfMemory()
{
    const Error e =
        outOfMemoryError("finish the command", 0, "std::bad_alloc; fewer threads (--threads) need less");
    printError(e);
    return exitCodeFor(e);
}

} // namespace

int main(int argc, char** argv)
{
    installSignalHandlers();
    // The global options go first, wherever they stand; the commands then see the rest.
    std::vector<std::string> arguments(argv + 1, argv + argc);
    if (const std::string problem = takeGlobalOptions(arguments); !problem.empty()) {
        std::cerr << "scansleuth-cli: " << problem << "\n\n" << kUsage;
        return ExitUsage;
    }
    arguments.insert(arguments.begin(), argv[0]);
    std::vector<char*> pointers;
    for (std::string& a : arguments)
        pointers.push_back(a.data());
    argc = static_cast<int>(pointers.size());
    pointers.push_back(nullptr);
    argv = pointers.data();
    // The investigation commands parse their own options.
    if (argc >= 2) {
        const std::string command = argv[1];
        const std::vector<std::string> rest(argv + 2, argv + argc);
        try {
            if (command == "check-pair")
                return runCheckPair(rest);
            if (command == "investigate")
                return runInvestigate(rest);
            if (command == "report")
                return runReport(rest);
            if (command == "model")
                return runModel(rest);
        } catch (const std::bad_alloc&) {
            return outOfMemory();
        } catch (const std::exception& e) {
            std::cerr << "scansleuth-cli: internal error: " << e.what() << "\n";
            return ExitInternal;
        }
    }
    Args a;
    std::string problem = parseArgs(argc, argv, a);
    if (a.command == "--help" || a.command == "help" || (argc == 2 && std::string(argv[1]) == "--help")) {
        std::cout << kUsage << "\n" << kModelUsage;
        return ExitOk;
    }
    if (argc == 2 && std::string(argv[1]) == "--version") {
        std::cout << "scansleuth-cli " SCANSLEUTH_VERSION "\n";
        return ExitOk;
    }
    if (!problem.empty() || a.command.empty()) {
        std::cerr << "scansleuth-cli: " << (problem.empty() ? "no command given" : problem) << "\n\n"
                  << kUsage;
        return ExitUsage;
    }
    try {
        if (a.command == "info")
            return runInfo(a);
        if (a.command == "convert")
            return runConvert(a);
        if (a.command == "demo")
            return runDemo(a);
        if (a.command == "render")
            return runRender(a);
    } catch (const std::bad_alloc&) {
        return outOfMemory();
    } catch (const std::exception& e) {
        std::cerr << "scansleuth-cli: internal error: " << e.what() << "\n";
        return ExitInternal;
    }
    std::cerr << "scansleuth-cli: unknown command '" << a.command << "'\n\n" << kUsage;
    return ExitUsage;
}
