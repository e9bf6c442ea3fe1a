// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Spec -> JSON: every field written, defaults included.
#include "preprocess/specjson.h"

namespace scansleuth::preprocess {

namespace {

using nlohmann::json;

json optionalNumber(const std::optional<double>& v)
{
    return v ? json(*v) : json(nullptr);
}

void write(json& j, const Reorient& s)
{
    j["axes"] = s.axes;
}

void write(json& j, const Resample& s)
{
    j["spacing"] = {s.spacing[0], s.spacing[1], s.spacing[2]};
    j["interpolation"] = interpolationName(s.interpolation);
    j["labels"] = s.labels;
    j["align"] = s.align == Align::Origin ? "origin" : "extent";
}

void write(json& j, const Clip& s)
{
    j["lower"] = optionalNumber(s.lower);
    j["upper"] = optionalNumber(s.upper);
}

void write(json& j, const Window& s)
{
    j["centre"] = s.centre;
    j["width"] = s.width;
    j["output"] = {s.output[0], s.output[1]};
}

void write(json& j, const Normalise& s)
{
    j["method"] = methodName(s.method);
    j["mean"] = optionalNumber(s.mean);
    j["std"] = optionalNumber(s.std);
    j["nonzero"] = s.nonzero;
    j["range"] = {s.range[0], s.range[1]};
    j["lower_percentile"] = s.lowerPercentile;
    j["upper_percentile"] = s.upperPercentile;
    j["lower"] = optionalNumber(s.lower);
    j["upper"] = optionalNumber(s.upper);
}

void write(json& j, const CropPad& s)
{
    j["size"] = {s.size[0], s.size[1], s.size[2]};
    j["pad_value"] = s.padValue;
    j["mode"] = "centre";
}

void write(json& j, const CropForeground& s)
{
    j["threshold"] = s.threshold;
    j["margin"] = {s.margin[0], s.margin[1], s.margin[2]};
    j["margin_unit"] = s.marginInVoxels ? "voxels" : "mm";
}

void write(json& j, const Cast& s)
{
    j["dtype"] = s.dtype == DType::Float16 ? "float16" : "float32";
}

} // namespace

nlohmann::json specToJsonValue(const Spec& spec)
{
    json j = json::object();
    j["format"] = "scansleuth.preprocessing";
    j["version"] = 1;
    j["name"] = spec.name;
    j["tensor_layout"] = spec.tensorLayout == TensorLayout::Xyz ? "xyz" : "zyx";
    j["channels"] = spec.channels;
    json steps = json::array();
    for (const Step& step : spec.steps) {
        json s = json::object();
        s["step"] = stepName(step);
        if (step.channel >= 0)
            s["channel"] = step.channel;
        std::visit([&s](const auto& p) { write(s, p); }, step.params);
        steps.push_back(std::move(s));
    }
    j["steps"] = std::move(steps);
    return j;
}

std::string specToJson(const Spec& spec)
{
    return specToJsonValue(spec).dump(2) + "\n";
}

} // namespace scansleuth::preprocess
