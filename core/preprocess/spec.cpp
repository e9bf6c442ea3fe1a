// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "preprocess/spec.h"

#include "base/numberformat.h"

namespace scansleuth::preprocess {

namespace {

std::string triple(const volume::Vec3& v)
{
    return formatNumber(v[0], 4) + " x " + formatNumber(v[1], 4) + " x " + formatNumber(v[2], 4);
}

std::string optionalNumber(const std::optional<double>& v)
{
    return v ? formatNumber(*v, 4) : std::string("none");
}

std::string summary(const Reorient& s)
{
    return "to " + s.axes;
}

std::string summary(const Resample& s)
{
    std::string text = triple(s.spacing) + " mm, " +
                       (s.labels ? std::string("nearest (labels)") : interpolationName(s.interpolation));
    return text + (s.align == Align::Origin ? ", origin kept" : ", extent kept");
}

std::string summary(const Clip& s)
{
    return "to [" + optionalNumber(s.lower) + ", " + optionalNumber(s.upper) + "]";
}

std::string summary(const Window& s)
{
    return "centre " + formatNumber(s.centre, 4) + " width " + formatNumber(s.width, 4) + " to [" +
           formatNumber(s.output[0], 4) + ", " + formatNumber(s.output[1], 4) + "]";
}

std::string summary(const Normalise& s)
{
    std::string text = methodName(s.method);
    const std::string range =
        " to [" + formatNumber(s.range[0], 4) + ", " + formatNumber(s.range[1], 4) + "]";
    switch (s.method) {
    case NormaliseMethod::ZScore:
        text += s.mean && s.std
                    ? " (mean " + formatNumber(*s.mean, 4) + ", std " + formatNumber(*s.std, 4) + ")"
                    : std::string(" (computed)");
        break;
    case NormaliseMethod::MinMax:
        text += range;
        break;
    case NormaliseMethod::Percentile:
        text += " " + formatNumber(s.lowerPercentile, 4) + "-" + formatNumber(s.upperPercentile, 4) + range;
        break;
    case NormaliseMethod::Ct:
        text += " (clip [" + optionalNumber(s.lower) + ", " + optionalNumber(s.upper) + "], mean " +
                optionalNumber(s.mean) + ", std " + optionalNumber(s.std) + ")";
        break;
    }
    return s.nonzero ? text + ", non-zero voxels" : text;
}

std::string summary(const CropPad& s)
{
    return std::to_string(s.size[0]) + " x " + std::to_string(s.size[1]) + " x " + std::to_string(s.size[2]) +
           " voxels, pad " + formatNumber(s.padValue, 4);
}

std::string summary(const CropForeground& s)
{
    return "> " + formatNumber(s.threshold, 4) + ", margin " + triple(s.margin) +
           (s.marginInVoxels ? " voxels" : " mm");
}

std::string summary(const Cast& s)
{
    return s.dtype == DType::Float16 ? "float16" : "float32";
}

} // namespace

std::string stepName(std::size_t variantIndex)
{
    static const char* const names[] = {"reorient", "resample",        "clip", "window", "normalise",
                                        "crop_pad", "crop_foreground", "cast"};
    return variantIndex < std::size(names) ? names[variantIndex] : "unknown";
}

std::string stepName(const Step& step)
{
    return stepName(step.params.index());
}

std::string stepSummary(const Step& step)
{
    return std::visit([](const auto& s) { return summary(s); }, step.params);
}

std::string describeStep(const Step& step)
{
    std::string text = stepName(step) + " " + stepSummary(step);
    if (step.channel >= 0)
        text += " (channel " + std::to_string(step.channel) + ")";
    return text;
}

bool isIntensityStep(const Step& step)
{
    return std::holds_alternative<Clip>(step.params) || std::holds_alternative<Window>(step.params) ||
           std::holds_alternative<Normalise>(step.params) || std::holds_alternative<Cast>(step.params);
}

const char* interpolationName(Interpolation interpolation)
{
    switch (interpolation) {
    case Interpolation::Nearest:
        return "nearest";
    case Interpolation::Linear:
        return "linear";
    case Interpolation::Cubic:
        return "cubic";
    }
    return "linear";
}

const char* methodName(NormaliseMethod method)
{
    switch (method) {
    case NormaliseMethod::ZScore:
        return "zscore";
    case NormaliseMethod::MinMax:
        return "minmax";
    case NormaliseMethod::Percentile:
        return "percentile";
    case NormaliseMethod::Ct:
        return "ct";
    }
    return "zscore";
}

} // namespace scansleuth::preprocess
