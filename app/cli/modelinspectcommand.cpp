// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// `model inspect` and `model example`.
#include "clisupport.h"
#include "commandtable.h"
#include "exitcodes.h"
#include "modelcommands.h"

#include "base/numberformat.h"
#include "model/examplemodels.h"
#include "model/model.h"

#include <iostream>

namespace scansleuth::cli {

namespace {

int usageError(const std::string& problem)
{
    std::cerr << "scansleuth-cli: " << problem << " (see 'scansleuth-cli model --help')\n";
    return ExitUsage;
}

int failWith(const Error& e)
{
    printError(e);
    return exitCodeFor(e);
}

} // namespace

int runModelInspect(const std::vector<std::string>& args)
{
    OptionParser p = commandParser("model inspect");
    if (std::string problem = p.parse(args); !problem.empty())
        return usageError(problem);
    if (p.positional().size() != 1)
        return usageError("model inspect needs one MODEL");
    const auto info = model::inspectModel(p.positional()[0]);
    if (!info)
        return failWith(info.error());
    std::cout << (p.has("--json") ? model::modelInfoJson(*info) : model::modelInfoText(*info));
    return info->findings.empty() ? ExitOk : ExitFindings;
}

int runModelExample(const std::vector<std::string>& args)
{
    OptionParser p = commandParser("model example");
    if (std::string problem = p.parse(args); !problem.empty())
        return usageError(problem);
    if (!p.positional().empty() || !p.has("--kind") || !p.has("--out"))
        return usageError("model example needs --kind KIND and --out FILE");
    const auto kind = model::parseExampleKind(p.get("--kind"));
    if (!kind)
        return failWith(kind.error());
    model::ExampleOptions options;
    options.training = p.has("--training");
    const auto integer = [&](const char* name, int& target) {
        if (!p.has(name))
            return true;
        const auto value = parseNumber(p.get(name));
        if (!value || *value < 1 || *value > 4096 || *value != static_cast<int>(*value))
            return false;
        target = static_cast<int>(*value);
        return true;
    };
    int seed = 1;
    if (!integer("--in-channels", options.inChannels) || !integer("--classes", options.classes) ||
        !integer("--width", options.width) || !integer("--seed", seed))
        return usageError("--in-channels, --classes, --width and --seed take a whole number from 1 to 4096");
    options.seed = static_cast<std::uint64_t>(seed);
    if (const Status saved = model::saveExampleModel(*kind, p.get("--out"), options); !saved)
        return failWith(saved.error());
    std::cout << p.get("--out") << "\n";
    return ExitOk;
}

} // namespace scansleuth::cli
