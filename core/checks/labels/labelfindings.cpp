// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "checks/labels/labelfindings.h"

#include "base/numberformat.h"
#include "checks/labels/labelformat.h"
#include "volume/voxelbuffer.h"

#include <algorithm>

namespace scansleuth::checks::detail {

std::optional<Finding> validateVolume(const volume::Volume& v, const std::string& what)
{
    const auto& n = v.geometry().size;
    if (n[0] <= 0 || n[1] <= 0 || n[2] <= 0)
        return invalidInput("The " + what + " has no voxels (size " + formatSize(n) + ").",
                            "voxel count " + std::to_string(v.voxelCount()));
    std::size_t bytes = 0;
    if (!volume::checkedVolumeBytes(n[0], n[1], n[2], volume::bytesPerVoxel(v.pixelType()), bytes) ||
        v.byteCount() < bytes)
        return invalidInput("The " + what + "'s voxel buffer is shorter than its size " + formatSize(n) + ".",
                            "buffer " + std::to_string(v.byteCount()) + " bytes, size needs " +
                                std::to_string(bytes));
    return std::nullopt;
}

Finding invalidInput(const std::string& message, const std::string& detail)
{
    Finding f = makeFinding("labels.invalid_input", Severity::Error, message,
                            "Pass volumes that were loaded completely and share one voxel grid.");
    if (!detail.empty())
        f.evidence.push_back(detail);
    return f;
}

Finding cancelledFinding()
{
    return makeFinding("labels.cancelled", Severity::Warning,
                       "The label check was cancelled before it finished.",
                       "Run the check again and let it finish.");
}

Finding nonFiniteFinding(std::int64_t count, std::int64_t total, const volume::Geometry& g,
                         const std::vector<VoxelExample>& examples)
{
    Finding f = makeFinding("labels.non_finite", Severity::Error,
                            std::to_string(count) + " voxels (" + formatPercent(fraction(count, total)) +
                                ") are NaN or infinite; they are left out of every other figure.",
                            "Find the step that produced them (a division by zero, log(0), an fp16 overflow) "
                            "and fix it before the mask is used.");
    f.measurements = {{"non_finite_voxels", double(count), "voxels"},
                      {"non_finite_share", 100.0 * fraction(count, total), "%"}};
    std::vector<std::string> lines;
    for (const VoxelExample& e : examples)
        lines.push_back(describeExample(g, e));
    addEvidence(f, lines);
    return f;
}

Finding emptyFinding(const std::string& what)
{
    return makeFinding("labels.empty", Severity::Warning, "The mask is empty: " + what + ".",
                       "Check the export and any threshold; an empty mask makes Dice undefined and is often "
                       "a failed or mismatched case.");
}

Finding logitsFinding(double minValue, double maxValue, double negativeShare, double aboveOneShare,
                      int channels)
{
    Finding f = makeFinding(
        "labels.logits_as_probabilities", Severity::Error,
        "The values look like logits, not probabilities: they run from " + formatNumber(minValue) + " to " +
            formatNumber(maxValue) + ", " + formatPercent(negativeShare) + " of them negative.",
        channels > 1
            ? "Apply softmax across the channels before saving or thresholding (argmax is unchanged, "
              "thresholds and averages are not)."
            : "Apply the sigmoid before saving or thresholding at 0.5 (or threshold the logits at 0).");
    f.measurements = {{"min_value", minValue, ""},
                      {"max_value", maxValue, ""},
                      {"negative_share", 100.0 * negativeShare, "%"},
                      {"above_one_share", 100.0 * aboveOneShare, "%"}};
    f.evidence.push_back(
        "an intensity image normalised to zero mean looks the same: if this file should be a "
        "mask, check that it is not the image");
    return f;
}

Finding okFinding(const LabelReport& report, const volume::Geometry& g)
{
    std::int64_t labels = 0, voxels = 0;
    double ml = 0.0;
    std::vector<std::string> lines;
    for (const LabelCount& c : report.histogram) {
        lines.push_back("value " + formatNumber(c.value, 4) + ": " + std::to_string(c.voxels) + " voxels, " +
                        formatNumber(c.volumeMl, 3) + " ml");
        if (c.value == 0.0)
            continue;
        ++labels;
        voxels += c.voxels;
        ml += c.volumeMl;
    }
    const bool labelKind = report.kind == "labels" || report.kind == "binary";
    Finding f = makeFinding("labels.ok", Severity::Info,
                            labelKind ? "No label problem found: " + std::to_string(labels) +
                                            " label(s) besides 0 on " + std::to_string(voxels) + " voxels (" +
                                            formatNumber(ml, 3) + " ml)."
                                      : "No problem found in this " + report.kind + " volume.");
    f.measurements = {{"labels", double(labels), ""},
                      {"foreground_voxels", double(voxels), "voxels"},
                      {"foreground_volume", ml, "ml"},
                      {"voxel_volume", voxelVolumeMl(g) * 1000.0, "mm3"}};
    if (!labelKind) // bins, not labels: only the voxel size means something here
        f.measurements = {{"voxel_volume", voxelVolumeMl(g) * 1000.0, "mm3"}};
    addEvidence(f, lines);
    return f;
}

bool hasProblem(const Findings& findings)
{
    return std::any_of(findings.begin(), findings.end(),
                       [](const Finding& f) { return f.severity != Severity::Info; });
}

} // namespace scansleuth::checks::detail
