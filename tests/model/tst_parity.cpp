// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Train vs test preprocessing through the model: the step behind a difference named by ablation, saved
// tensors compared (z-score vs raw named), and the .npy/.pt readers' rows.
#include "experimenttestsupport.h"

#include "model/experiments.h"
#include "model/npy.h"
#include "model/tensorfile.h"

#include <torch/serialize.h>
#include <torch/torch.h>

#include <cmath>
#include <cstring>

using namespace scansleuth;
using namespace scansleuth::model;
using modeltest::exampleModel;
using modeltest::sphereVolume;
using modeltest::writeText;

namespace {

std::string spec(const std::string& steps)
{
    return R"({"format": "scansleuth.preprocessing", "version": 1, "steps": [)" + steps + "]}";
}

ExperimentOutcome runSpecs(const std::string& trainSteps, const std::string& testSteps,
                           const std::string& tag)
{
    static const volume::Volume image = sphereVolume();
    ModelExperimentInputs in;
    in.modelPath = exampleModel(ExampleKind::Segmenter);
    in.device = modeltest::testDevice();
    in.images = {&image};
    in.trainSpecPath = writeText(tag + "-train.json", spec(trainSteps));
    in.specPath = writeText(tag + "-test.json", spec(testSteps));
    auto outcome = parityExperiment(in);
    MINI_CHECK2(outcome.ok(), outcome.ok() ? "" : outcome.error().message + " " + outcome.error().detail);
    return std::move(*outcome);
}

// A .npy file written byte by byte, independently of the reader: magic, version, little-endian header
// length, the header dict padded with spaces to a multiple of 64 bytes and ended by '\n', then `data`.
std::string npyBytes(const std::string& descr, const std::string& shape, const std::string& data,
                     bool fortran = false, int major = 1)
{
    const std::string quoted = descr.front() == '[' ? descr : "'" + descr + "'"; // structured: a list
    std::string dict = "{'descr': " + quoted + ", 'fortran_order': " + (fortran ? "True" : "False") +
                       ", 'shape': " + shape + ", }";
    const std::size_t prefix = major == 1 ? 10 : 12;
    while ((prefix + dict.size() + 1) % 64 != 0)
        dict += ' ';
    dict += '\n';
    std::string out = std::string("\x93NUMPY", 6) + char(major) + char(0);
    out += char(dict.size() & 0xff);
    out += char((dict.size() >> 8) & 0xff);
    if (major > 1)
        out += std::string(2, '\0');
    return out + dict + data;
}

template <typename T> std::string raw(const std::vector<T>& values)
{
    std::string bytes(values.size() * sizeof(T), '\0');
    std::memcpy(bytes.data(), values.data(), bytes.size());
    return bytes;
}

} // namespace

MINITEST_CASE(zscoreInTrainNoneInTestIsNamed)
{
    // Train z-scores (and clips far outside the data, a step that changes nothing); test does neither.
    const ExperimentOutcome o = runSpecs(
        R"({"step": "clip", "lower": -5000}, {"step": "normalise", "method": "zscore"})", "", "zscore");
    MINI_COMPARE(o.verdict, std::string("differs"));
    MINI_COMPARE(o.data["spec_differences"].size(), std::size_t(2));
    MINI_COMPARE(o.data["named_step"]["step"].get<std::string>(), std::string("normalise"));
    // Done the training way, the normalise step gives the training prediction back exactly.
    MINI_COMPARE(o.data["named_step"]["dice_to_train"].get<double>(), 1.0);
    MINI_COMPARE(o.data["named_step"]["max_abs_diff_to_train"].get<double>(), 0.0);
    MINI_NEAR(o.data["named_step"]["recovery"].get<double>(), 1.0, 1e-12);
    MINI_CHECK(o.data["ablation"][1]["recovery"].get<double>() < 0.5); // the clip swap recovers nothing
    const Finding* f = findFinding(o.findings, "model.preprocessing_mismatch");
    MINI_CHECK(f != nullptr);
    MINI_COMPARE(f->severity, Severity::Warning);
    MINI_CHECK2(f->message.find("normalise: zscore") != std::string::npos, f->message);
    MINI_CHECK2(f->message.find("none in test") != std::string::npos, f->message);
}

MINITEST_CASE(cropOnlyDifferenceIsNamed)
{
    const std::string norm = R"({"step": "normalise", "method": "zscore", "mean": 0, "std": 500})";
    const ExperimentOutcome o =
        runSpecs(R"({"step": "crop_pad", "size": [12, 12, 12]}, )" + norm, norm, "crop");
    MINI_COMPARE(o.data["spec_differences"].size(), std::size_t(1));
    MINI_COMPARE(o.data["spec_differences"][0]["step"].get<std::string>(), std::string("crop_pad"));
    MINI_CHECK(o.data["max_abs_diff"].get<double>() > 0.0);
    MINI_COMPARE(o.data["named_step"]["step"].get<std::string>(), std::string("crop_pad"));
    MINI_COMPARE(o.data["named_step"]["dice_to_train"].get<double>(), 1.0);
    if (o.verdict == "differs") {
        const Finding* f = findFinding(o.findings, "model.preprocessing_mismatch");
        MINI_CHECK(f != nullptr);
        MINI_CHECK2(f->message.find("crop_pad") != std::string::npos, f->message);
    }
}

MINITEST_CASE(sameSpecsAreEquivalent)
{
    const std::string norm = R"({"step": "normalise", "method": "zscore"})";
    const ExperimentOutcome o = runSpecs(norm, norm, "same");
    MINI_COMPARE(o.verdict, std::string("equivalent"));
    MINI_COMPARE(o.data["mean_dice"].get<double>(), 1.0);
    MINI_CHECK(o.findings.empty());
}

MINITEST_CASE(zscoredTensorAgainstRawIsNamed)
{
    // A: raw CT values as int16 [1, 16, 16, 16]; B: the same z-scored, float32, written by hand.
    const volume::Volume image = sphereVolume(16);
    const auto v = image.voxels<float>();
    std::vector<std::int16_t> a(v.begin(), v.end());
    double mean = 0.0, sq = 0.0;
    for (float x : v)
        mean += x;
    mean /= v.size();
    for (float x : v)
        sq += (x - mean) * (x - mean);
    const double sd = std::sqrt(sq / v.size());
    std::vector<float> b;
    for (float x : v)
        b.push_back(static_cast<float>((x - mean) / sd));
    ModelExperimentInputs in;
    in.modelPath = exampleModel(ExampleKind::Segmenter);
    in.device = modeltest::testDevice();
    in.tensorA = writeText("raw.npy", npyBytes("<i2", "(1, 16, 16, 16)", raw(a)));
    in.tensorB = writeText("zscored.npy", npyBytes("<f4", "(1, 16, 16, 16)", raw(b)));
    auto o = parityExperiment(in);
    MINI_CHECK2(o.ok(), o.ok() ? "" : o.error().message);
    MINI_COMPARE(o->verdict, std::string("differs"));
    MINI_COMPARE(o->data["named_step"].get<std::string>(), std::string("normalise"));
    MINI_COMPARE(o->data["tensor_b"]["looks"].get<std::string>(), std::string("z-score normalised"));
    MINI_COMPARE(o->data["tensor_a"]["dtype"].get<std::string>(), std::string("int16"));
    const Finding* f = findFinding(o->findings, "model.preprocessing_mismatch");
    MINI_CHECK(f != nullptr);
    MINI_CHECK2(f->message.find("tensor B looks z-score normalised, tensor A not: mean ") !=
                    std::string::npos,
                f->message);
}

MINITEST_CASE(npyReaderReadsEveryLayout)
{
    // Fortran order, shape (2, 3): the file holds column by column a00 a10 a01 a11 a02 a12.
    auto f =
        parseNpy(npyBytes("<f8", "(2, 3)", raw(std::vector<double>{0, 10, 1, 11, 2, 12}), true), "f.npy");
    MINI_CHECK2(f.ok(), f.ok() ? "" : f.error().message);
    MINI_CHECK(f->fortranOrder);
    MINI_CHECK((f->tensor.values == std::vector<float>{0, 1, 2, 10, 11, 12}));
    // Fortran order in 3D: element [1][0][2] of shape (2, 3, 4) sits at file position 1 + 0*2 + 2*6 = 13
    // (C order would put it at 14).
    std::vector<std::int32_t> fortran3(24, 0);
    fortran3[13] = 77;
    auto g = parseNpy(npyBytes("<i4", "(2, 3, 4)", raw(fortran3), true), "g.npy");
    MINI_CHECK(g.ok());
    MINI_COMPARE(g->tensor.values[1 * 12 + 0 * 4 + 2], 77.0f);
    MINI_COMPARE(std::count(g->tensor.values.begin(), g->tensor.values.end(), 77.0f), std::ptrdiff_t(1));
    struct Row
    {
        const char* name;
        std::string bytes;
        std::vector<float> values;
        const char* dtype;
    };
    for (const Row& row : {
             Row{"u1", npyBytes("|u1", "(3,)", std::string("\x01\x02\xff", 3)), {1, 2, 255}, "uint8"},
             Row{"u2",
                 npyBytes("<u2", "(2,)", raw(std::vector<std::uint16_t>{1, 65535})),
                 {1, 65535},
                 "uint16"},
             Row{"i8", npyBytes("<i8", "(2,)", raw(std::vector<std::int64_t>{-5, 7})), {-5, 7}, "int64"},
             Row{"i2",
                 npyBytes("<i2", "(2,)", raw(std::vector<std::int16_t>{-1024, 3071})),
                 {-1024, 3071},
                 "int16"},
             Row{"f2",
                 npyBytes("<f2", "(2,)", raw(std::vector<std::uint16_t>{0x3c00, 0xc000})),
                 {1, -2},
                 "float16"},
             Row{"version 2",
                 npyBytes("<f4", "(2,)", raw(std::vector<float>{1.5f, -2}), false, 2),
                 {1.5f, -2},
                 "float32"},
             Row{"version 3", npyBytes("<f4", "(1,)", raw(std::vector<float>{3}), false, 3), {3}, "float32"},
             Row{"scalar", npyBytes("<f4", "()", raw(std::vector<float>{4})), {4}, "float32"},
         }) {
        MINI_ROW(row.name);
        auto a = parseNpy(row.bytes, "x.npy");
        MINI_CHECK2(a.ok(), a.ok() ? "" : a.error().message);
        MINI_CHECK(a->tensor.values == row.values);
        MINI_COMPARE(a->dtype, std::string(row.dtype));
    }
}

MINITEST_CASE(npyReaderNamesBrokenFiles)
{
    const std::string good = npyBytes("<f4", "(4, 4)", raw(std::vector<float>(16, 1.0f)));
    struct Row
    {
        const char* name;
        std::string bytes;
        ErrorKind kind;
        const char* fragment;
    };
    for (const Row& row : {
             Row{"truncated data", good.substr(0, good.size() - 10), ErrorKind::Corrupt,
                 "holds 54 of the 64 data bytes its header promises"},
             Row{"truncated header", good.substr(0, 40), ErrorKind::Corrupt,
                 "truncated inside its .npy header"},
             Row{"bad magic", "PK\x03\x04" + good.substr(4), ErrorKind::Corrupt, "not a .npy file"},
             Row{"empty", "", ErrorKind::Corrupt, "not a .npy file"},
             Row{"object dtype", npyBytes("|O", "(2,)", std::string(16, '\0')), ErrorKind::Unsupported,
                 "object array (dtype=object)"},
             Row{"structured", npyBytes("[('a', '<f4')]", "(2,)", std::string(8, '\0')),
                 ErrorKind::Unsupported, "structured array"},
             Row{"big endian", npyBytes(">f4", "(2,)", std::string(8, '\0')), ErrorKind::Unsupported,
                 "big-endian"},
             Row{"complex", npyBytes("<c8", "(2,)", std::string(16, '\0')), ErrorKind::Unsupported,
                 "dtype '<c8'"},
             Row{"absurd shape", npyBytes("<f4", "(1099511627776,)", ""), ErrorKind::TooLarge,
                 "claims shape (1099511627776,), more than the 2^31"},
             Row{"overflowing shape", npyBytes("<f4", "(4294967296, 4294967296, 4294967296)", ""),
                 ErrorKind::TooLarge, "more than the 2^31"},
             Row{"version 9", std::string("\x93NUMPY\x09\x00", 8) + good.substr(8), ErrorKind::Unsupported,
                 "format version 9.0"},
             Row{"no shape", npyBytes("<f4", "None", ""), ErrorKind::Corrupt, "no 'shape' tuple"},
         }) {
        MINI_ROW(row.name);
        auto a = parseNpy(row.bytes, "case.npy");
        MINI_CHECK(!a.ok());
        MINI_COMPARE(a.error().kind, row.kind);
        MINI_CHECK2(a.error().message.find(row.fragment) != std::string::npos, a.error().message);
        MINI_CHECK2(a.error().message.find("case.npy") != std::string::npos, a.error().message);
    }
}

MINITEST_CASE(ptTensorFilesAreRead)
{
    const torch::Tensor t = torch::arange(24, torch::kFloat64).reshape({2, 3, 4});
    const std::vector<char> bytes = torch::pickle_save(t);
    const std::string path = writeText("tensor.pt", std::string(bytes.begin(), bytes.end()));
    auto file = readTensorFile(path);
    MINI_CHECK2(file.ok(), file.ok() ? "" : file.error().message + " " + file.error().detail);
    MINI_COMPARE(file->format, std::string("pt"));
    MINI_COMPARE(file->dtype, std::string("float64"));
    MINI_CHECK((file->tensor.shape == std::vector<std::int64_t>{2, 3, 4}));
    MINI_COMPARE(file->tensor.values[23], 23.0f);

    const std::vector<char> notTensor = torch::pickle_save(c10::IValue(std::int64_t(5)));
    auto wrong = readTensorFile(writeText("int.pt", std::string(notTensor.begin(), notTensor.end())));
    MINI_CHECK(!wrong.ok());
    MINI_CHECK2(wrong.error().message.find("not a tensor") != std::string::npos, wrong.error().message);
    auto garbage = readTensorFile(writeText("garbage.pt", "not a tensor file at all"));
    MINI_CHECK(!garbage.ok());
    MINI_COMPARE(garbage.error().kind, ErrorKind::Corrupt);
}

MINITEST_MAIN()
