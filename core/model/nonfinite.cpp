// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Non-finite model outputs: counted, and turned into model.nonfinite_output. No LibTorch here.
#include "model/inference.h"

#include "model/experiments.h"

#include "base/numberformat.h"
#include "base/strings.h"

#include <cmath>

namespace scansleuth::model {

NonFiniteCount countNonFinite(const FloatTensor& tensor)
{
    NonFiniteCount c;
    c.values = std::int64_t(tensor.values.size());
    const std::int64_t classes = tensor.shape.empty() ? 1 : std::max<std::int64_t>(1, tensor.shape[0]);
    c.valuesPerClass = c.values / classes;
    c.perClass.assign(std::size_t(classes), 0);
    for (std::size_t i = 0; i < tensor.values.size(); ++i) {
        const float v = tensor.values[i];
        if (std::isfinite(v))
            continue;
        (std::isnan(v) ? c.nan : c.infinite) += 1;
        if (c.valuesPerClass > 0)
            ++c.perClass[std::min<std::size_t>(i / std::size_t(c.valuesPerClass), c.perClass.size() - 1)];
    }
    return c;
}

Finding nonFiniteFinding(const NonFiniteCount& c, const std::string& where)
{
    if (!c.any())
        return {};
    std::vector<std::string> classes;
    for (std::size_t k = 0; k < c.perClass.size(); ++k)
        if (c.perClass[k] > 0)
            classes.push_back(std::to_string(k) + " (" +
                              formatFixed(100.0 * double(c.perClass[k]) /
                                              double(std::max<std::int64_t>(1, c.valuesPerClass)),
                                          1) +
                              "%)");
    Finding f = makeFinding(
        "model.nonfinite_output", Severity::Error,
        where + " is not finite: " + std::to_string(c.nan + c.infinite) + " of " + std::to_string(c.values) +
            " values (" + formatFixed(100.0 * c.share(), 2) + "%) are NaN or infinite (" +
            std::to_string(c.nan) + " NaN, " + std::to_string(c.infinite) + " Inf), in " +
            std::to_string(classes.size()) + " of " + std::to_string(c.perClass.size()) +
            " classes: " + join(classes, ", ") + "; labels made from it would be meaningless.",
        "Find where the NaN starts: the model activations experiment names the first layer with non-finite "
        "output; scan the input for NaN (image nan scan) and check for float16 overflow or a division by a "
        "zero standard deviation in the preprocessing.");
    f.measurements.push_back({"nonfinite_values", double(c.nan + c.infinite), "values"});
    f.measurements.push_back({"nan_values", double(c.nan), "values"});
    f.measurements.push_back({"infinite_values", double(c.infinite), "values"});
    f.measurements.push_back({"nonfinite_share", c.share(), "fraction"});
    f.measurements.push_back({"classes_affected", double(classes.size()), "classes"});
    f.evidence = classes;
    return f;
}

void markNonFiniteOutcome(ExperimentOutcome& outcome, const Finding& finding)
{
    if (finding.code.empty())
        return;
    outcome.verdict = "nonfinite_output";
    outcome.findings.insert(outcome.findings.begin(), finding);
    outcome.summary = "Non-finite output: " + finding.message + " " + outcome.summary;
    outcome.data["nonfinite_output"] = {{"values", finding.measurement("nonfinite_values")->value},
                                        {"share", finding.measurement("nonfinite_share")->value},
                                        {"classes", finding.evidence}};
}

} // namespace scansleuth::model
