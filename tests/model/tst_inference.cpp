// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Running a model: the sliding window against whole-volume inference, the blending weights at the borders,
// the way back to the input's world space, and the messages for models and sizes that do not fit.
#include "modeltestsupport.h"

#include "model/inference.h"
#include "model/model.h"
#include "model/outputgrid.h"
#include "model/windowing.h"
#include "preprocess/pipeline.h"
#include "preprocess/specjson.h"

#include <torch/script.h>

#include <cmath>
#include <random>
#include <sstream>

using namespace scansleuth;
using namespace scansleuth::model;
using modeltest::exampleModel;
using modeltest::scratch;
using volume::Volume;

namespace {

template <typename T> const T& ok(const Result<T>& r)
{
    if (!r)
        MINI_FAIL("unexpected error: " + r.error().message + " | " + r.error().detail);
    return r.value();
}

template <typename T> void expectError(const Result<T>& r, ErrorKind kind, const std::string& fragment)
{
    if (r)
        MINI_FAIL("expected an error containing '" + fragment + "', got success");
    MINI_CHECK2(r.error().kind == kind,
                std::string("kind ") + errorKindName(r.error().kind) + ": " + r.error().message);
    MINI_CHECK2(r.error().message.find(fragment) != std::string::npos,
                "'" + fragment + "' not in: " + r.error().message);
}

// A TorchScript module with the given forward, saved and loaded on the test device.
Model definedModel(const std::string& name, const std::string& forward)
{
    const std::string path = (scratch() / (name + ".pt")).string();
    auto unit = std::make_shared<torch::jit::CompilationUnit>();
    torch::jit::Module m(c10::QualifiedName("__torch__.test." + name), unit, true);
    m.register_attribute("training", c10::BoolType::get(), false);
    m.define(forward);
    m.save(path);
    return ok(Model::load(path, modeltest::testDevice()));
}

// Returns fixed probabilities [0.25, 0.75] whatever the input: what blending must give back everywhere.
Model constantModel()
{
    return definedModel("Constant",
                        "def forward(self, x):\n"
                        "    return torch.cat([torch.full_like(x, 0.25), torch.full_like(x, 0.75)], 1)\n");
}

// Two exact one-hot channels [x <= t, x > t]: a label oracle.
Model thresholdModel(double t)
{
    std::ostringstream code;
    code.precision(17);
    code << "def forward(self, x):\n    fg = torch.gt(x, " << t << ").float()\n"
         << "    return torch.cat([1.0 - fg, fg], 1)\n";
    return definedModel("Threshold", code.str());
}

FloatTensor randomTensor(std::vector<std::int64_t> shape, unsigned seed)
{
    FloatTensor t;
    t.shape = std::move(shape);
    std::int64_t n = 1;
    for (std::int64_t s : t.shape)
        n *= s;
    std::mt19937 rng(seed);
    std::normal_distribution<float> normal(0.0f, 1.0f);
    t.values.resize(std::size_t(n));
    for (float& v : t.values)
        v = normal(rng);
    return t;
}

double maxDifference(const FloatTensor& a, const FloatTensor& b)
{
    MINI_CHECK(a.shape == b.shape);
    double worst = 0;
    for (std::size_t i = 0; i < a.values.size(); ++i)
        worst = std::max(worst, double(std::abs(a.values[i] - b.values[i])));
    return worst;
}

InferenceOptions window(std::array<std::int64_t, 3> patch, double overlap, Blend blend, int batch = 1)
{
    InferenceOptions o;
    o.patch = patch;
    o.overlap = overlap;
    o.blend = blend;
    o.batch = batch;
    return o;
}

volume::Mat3 multiply(const volume::Mat3& a, const volume::Mat3& b)
{
    volume::Mat3 m{};
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 3; ++c)
            for (int k = 0; k < 3; ++k)
                m[r][c] += a[r][k] * b[k][c];
    return m;
}

// An oblique input (rotated 12 degrees about z and 7 about x, i pointing right) whose voxels hold their own
// LPS x coordinate in mm.
Volume worldXVolume()
{
    const double a = 12.0 * M_PI / 180.0, b = 7.0 * M_PI / 180.0;
    const volume::Mat3 rz{{{std::cos(a), -std::sin(a), 0}, {std::sin(a), std::cos(a), 0}, {0, 0, 1}}};
    const volume::Mat3 rx{{{1, 0, 0}, {0, std::cos(b), -std::sin(b)}, {0, std::sin(b), std::cos(b)}}};
    const volume::Mat3 flipX{{{-1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
    volume::Geometry g;
    g.size = {30, 26, 20};
    g.spacing = {0.9, 1.1, 2.0};
    g.origin = {-37.3, 12.9, -101.7};
    g.direction = multiply(multiply(rz, rx), flipX);
    Volume v = Volume::allocate(volume::PixelType::Float32, g).value();
    auto voxels = v.voxels<float>();
    for (std::int64_t k = 0; k < g.size[2]; ++k)
        for (std::int64_t j = 0; j < g.size[1]; ++j)
            for (std::int64_t i = 0; i < g.size[0]; ++i)
                voxels[std::size_t(v.linearIndex(i, j, k))] =
                    float(volume::indexToPatient(g, {double(i), double(j), double(k)})[0]);
    return v;
}

// How far inside the grid a world point is, in voxels (negative: outside).
double insideBy(const volume::Geometry& g, const volume::Vec3& lps)
{
    const volume::Vec3 x = volume::patientToIndex(g, lps);
    double margin = 1e9;
    for (int a = 0; a < 3; ++a)
        margin = std::min({margin, x[a] + 0.5, double(g.size[a]) - 0.5 - x[a]});
    return margin;
}

} // namespace

MINITEST_CASE(patchOriginsByHand)
{
    struct Row
    {
        const char* name;
        std::int64_t size, patch;
        double overlap;
        std::vector<std::int64_t> origins;
    };
    const Row rows[] = {
        {"half overlap", 10, 4, 0.5, {0, 2, 4, 6}},
        {"step 3, last flush", 10, 4, 0.25, {0, 3, 6}},
        {"no overlap, exact tiling", 8, 4, 0.0, {0, 4}},
        {"no overlap, last patch flush", 9, 4, 0.0, {0, 4, 5}},
        {"step rounds down to 1", 6, 4, 0.9, {0, 1, 2}},
        {"size equals patch", 4, 4, 0.5, {0}},
        {"size smaller than patch: one patch, padded", 3, 4, 0.5, {0}},
    };
    for (const Row& row : rows) {
        MINI_ROW(row.name);
        const auto origins = patchOrigins({row.size, 1, 1}, {row.patch, 1, 1}, row.overlap);
        std::vector<std::int64_t> first;
        for (const auto& o : origins) {
            first.push_back(o[0]);
            MINI_COMPARE(o[1], std::int64_t(0));
        }
        MINI_CHECK(first == row.origins);
    }
    MINI_ROW("i varies fastest");
    const auto grid = patchOrigins({6, 5, 4}, {4, 4, 4}, 0.5);
    MINI_COMPARE(grid.size(), std::size_t(2 * 2 * 1));
    MINI_CHECK((grid[1] == std::array<std::int64_t, 3>{2, 0, 0}));
    MINI_CHECK((grid[2] == std::array<std::int64_t, 3>{0, 1, 0}));
}

MINITEST_CASE(parsesPatchSizes)
{
    MINI_CHECK((ok(parsePatchSize("96,96,64")) == std::array<std::int64_t, 3>{96, 96, 64}));
    MINI_CHECK((ok(parsePatchSize("96x80x64")) == std::array<std::int64_t, 3>{96, 80, 64}));
    MINI_CHECK((ok(parsePatchSize("whole")) == std::array<std::int64_t, 3>{0, 0, 0}));
    MINI_CHECK((ok(parsePatchSize("64,0,0")) == std::array<std::int64_t, 3>{64, 0, 0}));
    for (const char* bad : {"96,96", "a,b,c", "-1,2,3", "1.5,2,3", ""}) {
        MINI_ROW(bad);
        expectError(parsePatchSize(bad), ErrorKind::Invalid, "is not a patch size");
    }
}

MINITEST_CASE(gaussianImportanceIsNnunets)
{
    // Centre voxel patch / 2 weighs 1; sigma = patch / 8, so the first voxel of a 64 axis is 4 sigma away.
    const torch::Tensor w = gaussianImportance({64, 32, 16});
    MINI_COMPARE(w.scalar_type(), torch::kFloat32);
    MINI_NEAR(w[32][16][8].item<double>(), 1.0, 0.0);
    MINI_NEAR(w[0][16][8].item<double>() / std::exp(-8.0), 1.0, 1e-6);
    MINI_NEAR(w[32][0][8].item<double>() / std::exp(-8.0), 1.0, 1e-6);
    MINI_NEAR(w[0][0][0].item<double>() / std::exp(-24.0), 1.0, 1e-5);
    MINI_NEAR(w[31][16][8].item<double>(), w[33][16][8].item<double>(), 0.0);
}

MINITEST_CASE(slidingWindowEqualsWholeVolumeForPointwise)
{
    auto model = ok(Model::load(exampleModel(ExampleKind::Pointwise, {1, 3, 8, 5}), modeltest::testDevice()));
    const FloatTensor input = randomTensor({1, 23, 19, 17}, 7);
    const FloatTensor whole = ok(predictTensor(model, input, {}));
    MINI_CHECK((whole.shape == std::vector<std::int64_t>{3, 23, 19, 17}));
    struct Row
    {
        std::array<std::int64_t, 3> patch;
        int batch;
    };
    // Patches that divide nothing, one longer than an axis (padded), and batches that leave a remainder.
    const Row rows[] = {{{8, 8, 8}, 1}, {{16, 7, 5}, 3}, {{32, 8, 6}, 2}, {{23, 19, 9}, 4}};
    for (const Blend blend : {Blend::Gaussian, Blend::Constant})
        for (const double overlap : {0.0, 0.25, 0.5, 0.8})
            for (const Row& row : rows) {
                MINI_ROW((blend == Blend::Gaussian ? "gaussian " : "constant ") + std::to_string(overlap) +
                         " patch " + std::to_string(row.patch[0]) + "," + std::to_string(row.patch[1]) + "," +
                         std::to_string(row.patch[2]) + " batch " + std::to_string(row.batch));
                const FloatTensor windowed =
                    ok(predictTensor(model, input, window(row.patch, overlap, blend, row.batch)));
                MINI_CHECK(maxDifference(windowed, whole) <= 1e-5);
            }
}

MINITEST_CASE(blendingGivesBackAConstantOutputEverywhere)
{
    // A model whose answer is the same for every voxel must give exactly that answer after blending, at the
    // borders and corners too (where few patches and small Gaussian weights meet).
    Model model = constantModel();
    const FloatTensor input = randomTensor({1, 21, 18, 13}, 3);
    for (const Blend blend : {Blend::Gaussian, Blend::Constant})
        for (const double overlap : {0.0, 0.33, 0.5, 0.75}) {
            MINI_ROW((blend == Blend::Gaussian ? "gaussian " : "constant ") + std::to_string(overlap));
            InferenceOptions o = window({8, 7, 16}, overlap, blend, 2);
            o.activation = "probabilities";
            const FloatTensor out = ok(predictTensor(model, input, o));
            const std::size_t n = out.values.size() / 2;
            for (std::size_t x = 0; x < n; ++x) {
                MINI_NEAR(out.values[x], 0.25, 1e-6);
                MINI_NEAR(out.values[n + x], 0.75, 1e-6);
            }
        }
}

MINITEST_CASE(mirroringAndDeepSupervision)
{
    auto model = ok(Model::load(exampleModel(ExampleKind::Pointwise, {1, 2, 8, 9}), modeltest::testDevice()));
    const FloatTensor input = randomTensor({1, 12, 11, 10}, 5);
    const FloatTensor plain = ok(predictTensor(model, input, window({8, 8, 8}, 0.5, Blend::Gaussian)));
    InferenceOptions mirrored = window({8, 8, 8}, 0.5, Blend::Gaussian);
    mirrored.mirror = true;
    // A pointwise model commutes with flips: mirroring changes nothing but the work.
    MINI_CHECK(maxDifference(ok(predictTensor(model, input, mirrored)), plain) <= 1e-5);

    // A model returning (output, auxiliary) as deep supervision does: the first tensor is the output.
    Model tuple = definedModel("DeepSupervision", "def forward(self, x):\n"
                                                  "    y = torch.cat([x, -x], 1)\n"
                                                  "    return (y, y[:, :, ::2, ::2, ::2])\n");
    InferenceOptions o = window({8, 8, 8}, 0.5, Blend::Constant);
    o.activation = "probabilities";
    const FloatTensor out = ok(predictTensor(tuple, input, o));
    MINI_CHECK((out.shape == std::vector<std::int64_t>{2, 12, 11, 10}));
    for (std::size_t x = 0; x < input.values.size(); ++x)
        MINI_NEAR(out.values[x], input.values[x], 1e-6);
}

MINITEST_CASE(predictionIsOnTheInputsWorldGrid)
{
    // The input holds each voxel's LPS x in mm; the model labels x > t. The spec reorients to RAS, crops one
    // axis and pads another (exact copies: labels must match voxel for voxel), or also resamples to 1.5 mm
    // (labels must match away from a band of a model voxel around the threshold plane).
    const Volume input = worldXVolume();
    // Off-centre and signed: a flip of x or a lost origin moves the plane.
    const auto [low, high] = volume::storedRange(input);
    const double t = low + 0.37 * (high - low);
    Model model = thresholdModel(t);
    const char* const exact = R"({"format": "scansleuth.preprocessing", "version": 1, "tensor_layout": "%s",
        "steps": [{"step": "reorient", "axes": "RAS"}, {"step": "crop_pad", "size": [24, 34, 14]}]})";
    const char* const resampled =
        R"({"format": "scansleuth.preprocessing", "version": 1, "tensor_layout": "%s",
        "steps": [{"step": "reorient", "axes": "RAS"},
                  {"step": "resample", "spacing": [1.5, 1.5, 1.5], "interpolation": "linear"},
                  {"step": "crop_pad", "size": [14, 24, 20]}]})";
    struct Row
    {
        const char* name;
        const char* spec;
        const char* layout;
        std::array<std::int64_t, 3> patch;
        double band; // mm around the plane left unchecked
    };
    const Row rows[] = {{"exact zyx whole", exact, "zyx", {0, 0, 0}, 0.0},
                        {"exact xyz window", exact, "xyz", {8, 16, 8}, 0.0},
                        {"resampled zyx window", resampled, "zyx", {8, 8, 8}, 3.0},
                        {"resampled xyz whole", resampled, "xyz", {0, 0, 0}, 3.0}};
    for (const Row& row : rows) {
        MINI_ROW(row.name);
        char text[1024];
        std::snprintf(text, sizeof text, row.spec, row.layout);
        const preprocess::Spec spec = ok(preprocess::parseSpec(text));
        // The model's grid, from the preprocessing alone: which input voxels it saw.
        const volume::Geometry modelGrid = ok(preprocess::prepare(spec, {&input})).channels[0].geometry();
        InferenceOptions o = window(row.patch, 0.5, Blend::Gaussian, 2);
        o.activation = "probabilities";
        const auto predicted = predict(model, {&input}, spec, o);
        const Prediction& p = ok(predicted);
        MINI_COMPARE(p.probabilities.size(), std::size_t(2));
        MINI_CHECK(p.labels.geometry() == input.geometry());
        MINI_CHECK(p.probabilities[0].geometry() == input.geometry());
        MINI_CHECK(p.probabilities[1].geometry() == input.geometry());
        MINI_CHECK(p.labels.pixelType() == volume::PixelType::UInt8);
        const auto labels = p.labels.voxels<std::uint8_t>();
        const auto background = p.probabilities[0].voxels<float>();
        const auto values = input.voxels<float>();
        std::int64_t checked[2] = {0, 0}, outside = 0;
        const volume::Index3& n = input.geometry().size;
        for (std::int64_t k = 0; k < n[2]; ++k)
            for (std::int64_t j = 0; j < n[1]; ++j)
                for (std::int64_t i = 0; i < n[0]; ++i) {
                    const auto x = std::size_t(input.linearIndex(i, j, k));
                    const volume::Vec3 lps =
                        volume::indexToPatient(input.geometry(), {double(i), double(j), double(k)});
                    const double margin = insideBy(modelGrid, lps);
                    if (margin <= -1.0) { // cropped away: background for sure
                        MINI_COMPARE(int(labels[x]), 0);
                        MINI_COMPARE(background[x], 1.0f);
                        ++outside;
                    } else if (margin >= (row.band > 0 ? 1.0 : 0.01) && std::abs(lps[0] - t) > row.band) {
                        const int expected = row.band > 0 ? int(lps[0] > t) : int(values[x] > float(t));
                        MINI_COMPARE(int(labels[x]), expected);
                        ++checked[expected];
                    }
                }
        // Both sides of the plane and the cropped part were seen.
        MINI_CHECK2(checked[0] > 500 && checked[1] > 500 && outside > 200, std::to_string(checked[0]) + " " +
                                                                               std::to_string(checked[1]) +
                                                                               " " + std::to_string(outside));
    }
}

MINITEST_CASE(cancelReturnsCancelled)
{
    auto model = ok(Model::load(exampleModel(ExampleKind::Pointwise), modeltest::testDevice()));
    const FloatTensor input = randomTensor({1, 24, 24, 24}, 1);
    int reports = 0;
    const Progress stopAfterOnePatch(
        [&reports](double, const std::string& stage) { return stage != "inference" || ++reports < 2; });
    expectError(predictTensor(model, input, window({8, 8, 8}, 0.5, Blend::Gaussian), stopAfterOnePatch),
                ErrorKind::Cancelled, "cancelled");
    MINI_COMPARE(reports, 2);

    Volume v = worldXVolume();
    const Progress never([](double, const std::string&) { return false; });
    expectError(predict(model, {&v}, std::string(), {}, never), ErrorKind::Cancelled, "cancelled");
}

MINITEST_CASE(modelThatChangesTheSizeIsNamed)
{
    const std::string path = (scratch() / "valid-conv.pt").string();
    {
        auto unit = std::make_shared<torch::jit::CompilationUnit>();
        torch::jit::Module m(c10::QualifiedName("__torch__.test.ValidConv"), unit, true);
        m.register_attribute("training", c10::BoolType::get(), false);
        m.register_parameter("weight", torch::ones({2, 1, 3, 3, 3}), false);
        m.define("def forward(self, x):\n    return torch.conv3d(x, self.weight)\n");
        m.save(path);
    }
    auto model = ok(Model::load(path, modeltest::testDevice()));
    expectError(
        predictTensor(model, randomTensor({1, 40, 40, 40}, 2), window({32, 32, 32}, 0.5, Blend::Gaussian)),
        ErrorKind::Invalid,
        "The model returned [1,2,30,30,30] for a [1,1,32,32,32] patch: it does not keep the spatial size "
        "(valid convolutions?)");
}

MINITEST_CASE(wrongChannelCountIsNamed)
{
    ExampleOptions two;
    two.inChannels = 2;
    auto model = ok(Model::load(exampleModel(ExampleKind::Segmenter, two), modeltest::testDevice()));
    expectError(predictTensor(model, randomTensor({1, 16, 16, 16}, 4), {}), ErrorKind::Invalid,
                "The model expects 2 input channels, but was given 1");
    Volume v = worldXVolume();
    expectError(predict(model, {&v}, std::string(), window({8, 8, 8}, 0.5, Blend::Gaussian)),
                ErrorKind::Invalid, "expects 2 input channels, but was given 1");
}

MINITEST_CASE(absurdPatchIsTooLargeNotACrash)
{
    auto model = ok(Model::load(exampleModel(ExampleKind::Pointwise), modeltest::testDevice()));
    const auto r =
        predictTensor(model, randomTensor({1, 8, 8, 8}, 1), window({4096, 4096, 4096}, 0.5, Blend::Gaussian));
    expectError(r, ErrorKind::TooLarge, "[4096,4096,4096]");
    MINI_CHECK2(r.error().message.find("MiB") != std::string::npos, r.error().message);
}

MINITEST_CASE(badOptionsAreInvalid)
{
    auto model = ok(Model::load(exampleModel(ExampleKind::Pointwise), modeltest::testDevice()));
    const FloatTensor input = randomTensor({1, 8, 8, 8}, 1);
    expectError(predictTensor(model, input, window({4, 4, 4}, 1.0, Blend::Gaussian)), ErrorKind::Invalid,
                "overlap");
    expectError(predictTensor(model, input, window({4, 4, 4}, 0.5, Blend::Gaussian, 0)), ErrorKind::Invalid,
                "batch");
    InferenceOptions o;
    o.activation = "relu";
    expectError(predictTensor(model, input, o), ErrorKind::Invalid, "Unknown activation");
    FloatTensor wrong = input;
    wrong.values.pop_back();
    expectError(predictTensor(model, wrong, {}), ErrorKind::Invalid, "[1,8,8,8]");
}

MINITEST_CASE(labelsFromProbabilitiesByRule)
{
    volume::Geometry g;
    g.size = {3, 1, 1};
    const auto volumeOf = [&](std::vector<float> values) {
        Volume v = Volume::allocate(volume::PixelType::Float32, g).value();
        std::copy(values.begin(), values.end(), v.voxels<float>().begin());
        return v;
    };
    std::vector<Volume> exclusive;
    exclusive.push_back(volumeOf({0.5f, 0.2f, 0.1f}));
    exclusive.push_back(volumeOf({0.5f, 0.7f, 0.3f}));
    exclusive.push_back(volumeOf({0.0f, 0.1f, 0.6f}));
    const auto argmaxResult = labelsFromProbabilities(exclusive, Activation::Softmax);
    const Volume& argmax = ok(argmaxResult);
    MINI_CHECK(
        (std::vector<int>(argmax.voxels<std::uint8_t>().begin(), argmax.voxels<std::uint8_t>().end()) ==
         std::vector<int>{0, 1, 2})); // a tie goes to the lower class
    std::vector<Volume> independent;
    independent.push_back(volumeOf({0.4f, 0.6f, 0.9f}));
    independent.push_back(volumeOf({0.1f, 0.7f, 0.2f}));
    const auto multiResult = labelsFromProbabilities(independent, Activation::Sigmoid);
    const Volume& multi = ok(multiResult);
    MINI_CHECK((std::vector<int>(multi.voxels<std::uint8_t>().begin(), multi.voxels<std::uint8_t>().end()) ==
                std::vector<int>{0, 2, 1})); // none above 0.5, then the most probable channel + 1
}

MINITEST_MAIN()
