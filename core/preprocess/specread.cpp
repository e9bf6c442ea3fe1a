// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// JSON -> Spec with a sentence naming the step and field for every mistake.
#include "preprocess/specjson.h"

#include <cmath>
#include <fstream>
#include <set>
#include <sstream>

namespace scansleuth::preprocess {

namespace {

using nlohmann::json;

// Thrown inside this file only; specFromJson() turns it into an Error.
struct SpecError
{
    ErrorKind kind;
    std::string message;
};

// Reads the fields of one JSON object, naming its place ("Step 2 (resample)") in every error.
class Fields
{
public:
    Fields(const json& object, std::string place) : m_object(object), m_place(std::move(place)) {}

    [[noreturn]] void fail(const std::string& field, const std::string& what,
                           ErrorKind kind = ErrorKind::Invalid) const
    {
        throw SpecError{kind, m_place + ": \"" + field + "\" " + what + "."};
    }
    const json* find(const std::string& field)
    {
        m_used.insert(field);
        auto it = m_object.find(field);
        return it == m_object.end() || it->is_null() ? nullptr : &*it;
    }
    const json& require(const std::string& field)
    {
        const json* v = find(field);
        if (!v)
            fail(field, "is missing");
        return *v;
    }
    double number(const std::string& field, const json& v)
    {
        if (!v.is_number())
            fail(field, "must be a number");
        const double d = v.get<double>();
        if (!std::isfinite(d))
            fail(field, "must be a finite number");
        return d;
    }
    std::optional<double> optionalNumber(const std::string& field)
    {
        const json* v = find(field);
        return v ? std::optional<double>(number(field, *v)) : std::nullopt;
    }
    double number(const std::string& field, double fallback)
    {
        return optionalNumber(field).value_or(fallback);
    }
    double requiredNumber(const std::string& field) { return number(field, require(field)); }
    std::vector<double> numbers(const std::string& field, const json& v, std::size_t count)
    {
        if (!v.is_array() || v.size() != count)
            fail(field, "must be an array of " + std::to_string(count) + " numbers");
        std::vector<double> out;
        for (const json& e : v)
            out.push_back(number(field, e));
        return out;
    }
    bool boolean(const std::string& field, bool fallback)
    {
        const json* v = find(field);
        if (v && !v->is_boolean())
            fail(field, "must be true or false");
        return v ? v->get<bool>() : fallback;
    }
    std::string text(const std::string& field, const std::string& fallback,
                     const std::set<std::string>& allowed)
    {
        const json* v = find(field);
        if (v && !v->is_string())
            fail(field, "must be a string");
        const std::string s = v ? v->get<std::string>() : fallback;
        if (!allowed.empty() && !allowed.count(s)) {
            std::string list;
            for (const std::string& a : allowed)
                list += (list.empty() ? "\"" : ", \"") + a + "\"";
            fail(field, "must be one of " + list + " (not \"" + s + "\")");
        }
        return s;
    }
    void checkNoOtherFields()
    {
        for (auto it = m_object.begin(); it != m_object.end(); ++it)
            if (!m_used.count(it.key()))
                throw SpecError{ErrorKind::Invalid, m_place + ": unknown field \"" + it.key() + "\"."};
    }

private:
    const json& m_object;
    std::string m_place;
    std::set<std::string> m_used;
};

bool validAxisCodes(const std::string& codes)
{
    if (codes.size() != 3)
        return false;
    static const std::string pairs[3] = {"LR", "PA", "IS"};
    bool seen[3] = {false, false, false};
    for (char c : codes) {
        int axis = -1;
        for (int a = 0; a < 3; ++a)
            if (pairs[a].find(c) != std::string::npos)
                axis = a;
        if (axis < 0 || seen[axis])
            return false;
        seen[axis] = true;
    }
    return true;
}

Reorient readReorient(Fields& f)
{
    Reorient s;
    s.axes = f.text("axes", "", {});
    if (!validAxisCodes(s.axes))
        f.fail("axes",
               "must be three letters, one of L/R, one of P/A and one of I/S (such as \"RAS\" or \"LPS\")");
    return s;
}

Resample readResample(Fields& f)
{
    Resample s;
    const auto spacing = f.numbers("spacing", f.require("spacing"), 3);
    for (int a = 0; a < 3; ++a) {
        if (!(spacing[a] > 0))
            f.fail("spacing", "must be 3 numbers greater than 0 (mm)");
        s.spacing[a] = spacing[a];
    }
    const std::string interp = f.text("interpolation", "linear", {"nearest", "linear", "cubic"});
    s.interpolation = interp == "nearest" ? Interpolation::Nearest
                      : interp == "cubic" ? Interpolation::Cubic
                                          : Interpolation::Linear;
    s.labels = f.boolean("labels", false);
    s.align = f.text("align", "extent", {"extent", "origin"}) == "origin" ? Align::Origin : Align::Extent;
    return s;
}

Clip readClip(Fields& f)
{
    Clip s{f.optionalNumber("lower"), f.optionalNumber("upper")};
    if (!s.lower && !s.upper)
        f.fail("lower", "or \"upper\" must be given");
    if (s.lower && s.upper && *s.lower > *s.upper)
        f.fail("lower", "must not be greater than \"upper\"");
    return s;
}

std::array<double, 2> readRange(Fields& f, const std::string& field)
{
    const json* v = f.find(field);
    if (!v)
        return {0.0, 1.0};
    const auto r = f.numbers(field, *v, 2);
    if (!(r[0] < r[1]))
        f.fail(field, "must be [low, high] with low below high");
    return {r[0], r[1]};
}

Window readWindow(Fields& f)
{
    Window s;
    s.centre = f.requiredNumber("centre");
    s.width = f.requiredNumber("width");
    if (!(s.width > 0))
        f.fail("width", "must be greater than 0");
    s.output = readRange(f, "output");
    return s;
}

Normalise readNormalise(Fields& f)
{
    Normalise s;
    const std::string method = f.text("method", "", {"zscore", "minmax", "percentile", "ct"});
    s.method = method == "minmax"       ? NormaliseMethod::MinMax
               : method == "percentile" ? NormaliseMethod::Percentile
               : method == "ct"         ? NormaliseMethod::Ct
                                        : NormaliseMethod::ZScore;
    s.mean = f.optionalNumber("mean");
    s.std = f.optionalNumber("std");
    if (s.std && !(*s.std > 0))
        f.fail("std", "must be greater than 0");
    if (s.mean.has_value() != s.std.has_value())
        f.fail(s.mean ? "std" : "mean",
               "must be given with \"" + std::string(s.mean ? "mean" : "std") + "\"");
    s.nonzero = f.boolean("nonzero", false);
    s.range = readRange(f, "range");
    s.lowerPercentile = f.number("lower_percentile", 0.5);
    s.upperPercentile = f.number("upper_percentile", 99.5);
    if (!(0 <= s.lowerPercentile && s.lowerPercentile < s.upperPercentile && s.upperPercentile <= 100))
        f.fail("lower_percentile", "and \"upper_percentile\" must satisfy 0 <= lower < upper <= 100");
    s.lower = f.optionalNumber("lower");
    s.upper = f.optionalNumber("upper");
    if (s.method == NormaliseMethod::Ct) {
        for (const char* field : {"lower", "upper", "mean", "std"})
            f.require(field);
        if (*s.lower > *s.upper)
            f.fail("lower", "must not be greater than \"upper\"");
    }
    return s;
}

CropPad readCropPad(Fields& f)
{
    CropPad s;
    const auto size = f.numbers("size", f.require("size"), 3);
    double voxels = 1;
    for (int a = 0; a < 3; ++a) {
        if (!(size[a] >= 1) || size[a] != std::floor(size[a]))
            f.fail("size", "must be 3 whole numbers of at least 1 (voxels)");
        voxels *= size[a];
    }
    if (voxels > double(kMaxVoxels))
        f.fail("size", "asks for more than 2^31 voxels", ErrorKind::TooLarge);
    s.size = {std::int64_t(size[0]), std::int64_t(size[1]), std::int64_t(size[2])};
    s.padValue = f.number("pad_value", 0.0);
    f.text("mode", "centre", {"centre"});
    return s;
}

CropForeground readCropForeground(Fields& f)
{
    CropForeground s;
    s.threshold = f.number("threshold", 0.0);
    if (const json* m = f.find("margin")) {
        const auto margin =
            m->is_array() ? f.numbers("margin", *m, 3) : std::vector<double>(3, f.number("margin", *m));
        for (int a = 0; a < 3; ++a) {
            if (!(margin[a] >= 0) || margin[a] > 1e6)
                f.fail("margin", "must be a number or 3 numbers from 0 to 1e6");
            s.margin[a] = margin[a];
        }
    }
    s.marginInVoxels = f.text("margin_unit", "mm", {"mm", "voxels"}) == "voxels";
    return s;
}

Cast readCast(Fields& f)
{
    return Cast{f.text("dtype", "", {"float32", "float16"}) == "float16" ? DType::Float16 : DType::Float32};
}

Step readStep(const json& j, std::size_t index, int channels)
{
    const std::string place = "Step " + std::to_string(index);
    if (!j.is_object())
        throw SpecError{ErrorKind::Invalid, place + " must be a JSON object."};
    Fields head(j, place);
    const std::string name = head.text("step", "", {});
    Fields f(j, place + " (" + name + ")");
    f.find("step");
    Step step;
    if (name == "reorient")
        step.params = readReorient(f);
    else if (name == "resample")
        step.params = readResample(f);
    else if (name == "clip")
        step.params = readClip(f);
    else if (name == "window")
        step.params = readWindow(f);
    else if (name == "normalise" || name == "normalize")
        step.params = readNormalise(f);
    else if (name == "crop_pad")
        step.params = readCropPad(f);
    else if (name == "crop_foreground")
        step.params = readCropForeground(f);
    else if (name == "cast")
        step.params = readCast(f);
    else
        throw SpecError{ErrorKind::Invalid, place + ": unknown step \"" + name + "\"."};
    if (const json* c = f.find("channel")) {
        if (!isIntensityStep(step) && !std::holds_alternative<CropForeground>(step.params))
            f.fail("channel", "only applies to clip, window, normalise, cast and crop_foreground");
        const double v = f.number("channel", *c);
        if (v != std::floor(v) || v < 0 || v >= channels)
            f.fail("channel", "must be a channel index from 0 to " + std::to_string(channels - 1));
        step.channel = int(v);
    }
    f.checkNoOtherFields();
    return step;
}

Spec readSpec(const json& j)
{
    if (!j.is_object())
        throw SpecError{ErrorKind::Invalid, "The preprocessing spec must be a JSON object."};
    Fields f(j, "The preprocessing spec");
    if (f.text("format", "", {}) != "scansleuth.preprocessing")
        f.fail("format", "must be \"scansleuth.preprocessing\"");
    if (f.number("version", f.require("version")) != 1)
        f.fail("version", "must be 1 (the only version this program reads)");
    Spec spec;
    spec.name = f.text("name", "", {});
    spec.tensorLayout =
        f.text("tensor_layout", "zyx", {"zyx", "xyz"}) == "xyz" ? TensorLayout::Xyz : TensorLayout::Zyx;
    const double channels = f.number("channels", 1.0);
    if (channels != std::floor(channels) || channels < 1 || channels > 256)
        f.fail("channels", "must be a whole number from 1 to 256");
    spec.channels = int(channels);
    const json& steps = f.require("steps");
    if (!steps.is_array())
        f.fail("steps", "must be an array");
    for (std::size_t i = 0; i < steps.size(); ++i)
        spec.steps.push_back(readStep(steps[i], i, spec.channels));
    f.checkNoOtherFields();
    return spec;
}

} // namespace

Result<Spec> specFromJson(const nlohmann::json& json)
{
    try {
        return readSpec(json);
    } catch (const SpecError& e) {
        return makeError(e.kind, e.message);
    } catch (const nlohmann::json::exception& e) {
        return makeError(ErrorKind::Invalid, "The preprocessing spec could not be read.", e.what());
    }
}

Result<Spec> parseSpec(std::string_view text)
{
    json j;
    try {
        j = json::parse(text.begin(), text.end());
    } catch (const nlohmann::json::exception& e) {
        return makeError(ErrorKind::Invalid, "The preprocessing spec is not valid JSON.", e.what());
    }
    return specFromJson(j);
}

Result<Spec> readSpecFile(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    if (!in)
        return makeError(ErrorKind::NotFound, "The preprocessing spec file could not be opened.", path);
    std::ostringstream text;
    text << in.rdbuf();
    if (in.bad())
        return makeError(ErrorKind::Io, "The preprocessing spec file could not be read.", path);
    auto spec = parseSpec(text.str());
    if (!spec)
        return makeError(spec.error().kind, spec.error().message,
                         path + (spec.error().detail.empty() ? "" : ": " + spec.error().detail));
    return spec;
}

} // namespace scansleuth::preprocess
