// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The spec file: parsing, writing back, the error for every bad input, comparing and swapping steps.
#include "preprocess/compare.h"
#include "preprocess/specjson.h"
#include "support/minitest.h"

#include <cmath>
#include <string>

using namespace scansleuth;
using namespace scansleuth::preprocess;

namespace {

const char* const kNnunetCt = R"({
  "format": "scansleuth.preprocessing", "version": 1, "name": "nnU-Net 3d_fullres CT",
  "tensor_layout": "zyx", "channels": 1,
  "steps": [
    {"step": "crop_foreground", "threshold": -1000, "margin": 0},
    {"step": "normalise", "method": "ct", "lower": -958, "upper": 327, "mean": 82.2, "std": 136.4},
    {"step": "resample", "spacing": [0.79, 0.79, 2.5], "interpolation": "cubic"},
    {"step": "cast", "dtype": "float32"}
  ]})";

const char* const kMonaiMri = R"({
  "format": "scansleuth.preprocessing", "version": 1, "name": "MONAI brain MRI", "tensor_layout": "xyz",
  "channels": 2,
  "steps": [
    {"step": "reorient", "axes": "RAS"},
    {"step": "resample", "spacing": [1, 1, 1], "interpolation": "linear", "align": "origin"},
    {"step": "normalise", "method": "zscore", "nonzero": true, "channel": 0},
    {"step": "normalise", "method": "percentile", "lower_percentile": 1, "upper_percentile": 99, "channel": 1},
    {"step": "crop_pad", "size": [128, 128, 96], "pad_value": 0, "mode": "centre"}
  ]})";

std::string withSteps(const std::string& steps, int channels = 1)
{
    return R"({"format": "scansleuth.preprocessing", "version": 1, "channels": )" + std::to_string(channels) +
           R"(, "steps": [)" + steps + "]}";
}

Spec parsed(const std::string& text)
{
    auto spec = parseSpec(text);
    if (!spec)
        minitest::fail(__FILE__, __LINE__, "parse failed: " + spec.error().message);
    return spec.value();
}

} // namespace

MINITEST_CASE(examplesParseWithTheirFields)
{
    const Spec ct = parsed(kNnunetCt);
    MINI_COMPARE(ct.name, std::string("nnU-Net 3d_fullres CT"));
    MINI_COMPARE(ct.steps.size(), std::size_t(4));
    const auto& n = std::get<Normalise>(ct.steps[1].params);
    MINI_CHECK(n.method == NormaliseMethod::Ct);
    MINI_COMPARE(*n.lower, -958.0);
    MINI_COMPARE(*n.std, 136.4);
    const auto& r = std::get<Resample>(ct.steps[2].params);
    MINI_COMPARE(r.spacing[2], 2.5);
    MINI_CHECK(r.interpolation == Interpolation::Cubic && r.align == Align::Extent);
    const Spec mri = parsed(kMonaiMri);
    MINI_CHECK(mri.tensorLayout == TensorLayout::Xyz);
    MINI_COMPARE(mri.channels, 2);
    MINI_COMPARE(mri.steps[3].channel, 1);
    MINI_COMPARE(std::get<CropPad>(mri.steps[4].params).size[2], std::int64_t(96));
    MINI_COMPARE(describeStep(mri.steps[1]), std::string("resample 1 x 1 x 1 mm, linear, origin kept"));
}

MINITEST_CASE(writtenSpecReadsBackEqual)
{
    for (const char* text : {kNnunetCt, kMonaiMri}) {
        const Spec spec = parsed(text);
        const std::string written = specToJson(spec);
        MINI_CHECK(parsed(written) == spec);
        MINI_COMPARE(specToJson(parsed(written)), written);
    }
}

MINITEST_CASE(badSpecsNameStepAndField)
{
    struct Row
    {
        const char* name;
        std::string text;
        std::string fragment;
        ErrorKind kind = ErrorKind::Invalid;
    };
    const Row rows[] = {
        {"not json", "{", "not valid JSON"},
        {"wrong format", R"({"format": "x", "version": 1, "steps": []})", "\"format\" must be"},
        {"missing steps", R"({"format": "scansleuth.preprocessing", "version": 1})", "\"steps\" is missing"},
        {"version 2", R"({"format": "scansleuth.preprocessing", "version": 2, "steps": []})",
         "\"version\" must be 1"},
        {"unknown step", withSteps(R"({"step": "blur"})"), "Step 0: unknown step \"blur\""},
        {"unknown field", withSteps(R"({"step": "clip", "lower": 0, "uppr": 1})"), "unknown field \"uppr\""},
        {"missing field", withSteps(R"({"step": "clip", "lower": 0}, {"step": "resample"})"),
         "Step 1 (resample): \"spacing\" is missing"},
        {"wrong type", withSteps(R"({"step": "window", "centre": "40", "width": 400})"),
         "Step 0 (window): \"centre\" must be a number"},
        {"negative spacing", withSteps(R"({"step": "resample", "spacing": [1, -1, 1]})"), "greater than 0"},
        {"spacing of 2", withSteps(R"({"step": "resample", "spacing": [1, 1]})"), "array of 3 numbers"},
        {"zero width window", withSteps(R"({"step": "window", "centre": 40, "width": 0})"),
         "\"width\" must be greater than 0"},
        {"size 0", withSteps(R"({"step": "crop_pad", "size": [0, 10, 10]})"),
         "\"size\" must be 3 whole numbers"},
        {"absurd size", withSteps(R"({"step": "crop_pad", "size": [100000, 100000, 1000]})"),
         "more than 2^31", ErrorKind::TooLarge},
        {"channel out of range", withSteps(R"({"step": "clip", "lower": 0, "channel": 2})", 2),
         "\"channel\" must be a channel index from 0 to 1"},
        {"channel on resample", withSteps(R"({"step": "resample", "spacing": [1, 1, 1], "channel": 0})"),
         "\"channel\" only applies"},
        {"bad axes", withSteps(R"({"step": "reorient", "axes": "RRS"})"), "\"axes\" must be three letters"},
        {"bad interpolation",
         withSteps(R"({"step": "resample", "spacing": [1, 1, 1], "interpolation": "sinc"})"),
         "must be one of"},
        {"clip without bounds", withSteps(R"({"step": "clip"})"), "\"lower\" or \"upper\" must be given"},
        {"ct without std",
         withSteps(R"({"step": "normalise", "method": "ct", "lower": 0, "upper": 1, "mean": 0})"),
         "\"std\" must be given"},
        {"percentiles reversed",
         withSteps(
             R"({"step": "normalise", "method": "percentile", "lower_percentile": 99, "upper_percentile": 1})"),
         "0 <= lower < upper <= 100"},
        {"step not object", withSteps("3"), "Step 0 must be a JSON object"},
    };
    for (const Row& row : rows) {
        MINI_ROW(row.name);
        auto spec = parseSpec(row.text);
        MINI_CHECK(!spec);
        MINI_CHECK2(spec.error().message.find(row.fragment) != std::string::npos, spec.error().message);
        MINI_CHECK(spec.error().kind == row.kind);
    }
}

MINITEST_CASE(nanAndInfinityAreRefused)
{
    for (double bad : {std::nan(""), double(INFINITY)}) {
        nlohmann::json j = nlohmann::json::parse(withSteps(R"({"step": "clip", "lower": 0})"));
        j["steps"][0]["lower"] = bad;
        auto spec = specFromJson(j);
        MINI_CHECK(!spec);
        MINI_CHECK2(spec.error().message.find("Step 0 (clip): \"lower\" must be a finite number") !=
                        std::string::npos,
                    spec.error().message);
    }
}

MINITEST_CASE(missingFileIsNotFound)
{
    auto spec = readSpecFile("/nonexistent/spec.json");
    MINI_CHECK(!spec && spec.error().kind == ErrorKind::NotFound);
}

MINITEST_CASE(compareListsEachDifferenceInWords)
{
    const Spec train = parsed(withSteps(R"({"step": "reorient", "axes": "RAS"},
        {"step": "resample", "spacing": [1.5, 1.5, 1.5]}, {"step": "normalise", "method": "zscore"})"));
    const Spec test = parsed(
        withSteps(R"({"step": "resample", "spacing": [1, 1, 1]}, {"step": "cast", "dtype": "float16"})"));
    const auto diffs = compareSpecs(train, test);
    MINI_COMPARE(diffs.size(), std::size_t(4));
    MINI_CHECK(diffs[0].change == StepChange::OnlyInTrain && diffs[0].step == "reorient");
    MINI_CHECK(diffs[1].change == StepChange::Differs && *diffs[1].trainIndex == 1 &&
               *diffs[1].testIndex == 0);
    MINI_COMPARE(diffs[2].description, std::string("normalise: zscore (computed) in train, none in test"));
    MINI_CHECK(diffs[3].change == StepChange::OnlyInTest && diffs[3].step == "cast");
    MINI_CHECK(compareSpecs(train, train).empty());
}

MINITEST_CASE(swapTakesOneStepFromTheDonor)
{
    const Spec train = parsed(withSteps(R"({"step": "reorient", "axes": "RAS"},
        {"step": "resample", "spacing": [1.5, 1.5, 1.5]}, {"step": "normalise", "method": "zscore"})"));
    const Spec test = parsed(
        withSteps(R"({"step": "resample", "spacing": [1, 1, 1]}, {"step": "cast", "dtype": "float16"})"));
    const auto diffs = compareSpecs(train, test);
    // Replace: train's resample becomes test's.
    Spec s = swapStep(train, test, diffs[1]);
    MINI_COMPARE(std::get<Resample>(s.steps[1].params).spacing[0], 1.0);
    MINI_COMPARE(s.steps.size(), std::size_t(3));
    // Remove: test has no normalise.
    s = swapStep(train, test, diffs[2]);
    MINI_COMPARE(s.steps.size(), std::size_t(2));
    MINI_COMPARE(stepName(s.steps[1]), std::string("resample"));
    // Insert: the cast goes after train's resample (test's cast follows its resample).
    s = swapStep(train, test, diffs[3]);
    MINI_COMPARE(s.steps.size(), std::size_t(4));
    MINI_COMPARE(stepName(s.steps[2]), std::string("cast"));
    // The other way round: test gets train's reorient, first.
    s = swapStep(test, train, diffs[0]);
    MINI_COMPARE(stepName(s.steps[0]), std::string("reorient"));
    MINI_COMPARE(compareSpecs(s, test).size(), std::size_t(1));
}

MINITEST_MAIN()
