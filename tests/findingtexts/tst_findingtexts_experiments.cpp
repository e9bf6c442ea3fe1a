// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The model experiments' summaries and findings in German and Chinese (docs/translation.md): the real
// experiments run on the example models and small synthetic cases (CPU, seconds), and what they write is
// rendered through the project's own catalogues. A completeness oracle over what core really writes: no
// summary or finding message may come out as its English, and the Chinese may hold no run of English prose
// (four or more lower-case words in a row: names, numbers and code words are not prose).
#include "base/findingtexts.h"
#include "base/measurementtexts.h"
#include "base/qmcatalog.h"
#include "model/examplemodels.h"
#include "model/experiments.h"
#include "model/experimenttestsupport.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <regex>
#include <sstream>

using namespace scansleuth;
using namespace scansleuth::model;

namespace {

QmCatalog loadCatalogue(const char* path)
{
    std::ifstream in(path, std::ios::binary);
    std::stringstream bytes;
    bytes << in.rdbuf();
    Result<QmCatalog> c = QmCatalog::parse(bytes.str(), path);
    if (!c)
        MINI_FAIL(std::string("cannot read the catalogue ") + path);
    return std::move(*c);
}

const QmCatalog& german()
{
    static const QmCatalog c = loadCatalogue(SCANSLEUTH_DE_QM);
    return c;
}

const QmCatalog& chinese()
{
    static const QmCatalog c = loadCatalogue(SCANSLEUTH_ZH_CN_QM);
    return c;
}

// Four or more lower-case English words in a row, as prose has and names ("conv1.weight"), numbers and
// code words ("adam (lr 0.01)") do not.
bool holdsEnglishProse(const std::string& text)
{
    static const std::regex prose("(^|[^A-Za-z0-9_.])[a-z]{2,}( [a-z]{2,}){3,}([^A-Za-z0-9_.]|$)");
    return std::regex_search(text, prose);
}

// What stayed English, over every outcome checked (all of them listed before a case fails).
std::vector<std::string>& problems()
{
    static std::vector<std::string> all;
    return all;
}

void problemUnless(bool ok, const std::string& what)
{
    if (!ok)
        problems().push_back(what);
}

// Every summary and finding message of `o` rendered in German and Chinese: none may stay English.
void checkOutcome(const std::string& what, const ExperimentOutcome& o)
{
    const Translator de = german().translator(), zh = chinese().translator();
    MINI_CHECK2(!o.summary.empty(), what);
    const std::string deSummary = renderCheckLine(o.summary, de), zhSummary = renderCheckLine(o.summary, zh);
    problemUnless(deSummary != o.summary, what + ": the summary stays English in German: " + o.summary);
    problemUnless(zhSummary != o.summary, what + ": the summary stays English in Chinese: " + o.summary);
    problemUnless(!holdsEnglishProse(zhSummary),
                  what + ": English left in the Chinese summary: " + zhSummary);
    MINI_COMPARE(renderCheckLine(o.summary, englishTranslator()), o.summary);
    if (std::getenv("FINDINGTEXTS_SHOW")) // to read the renderings: FINDINGTEXTS_SHOW=1
        std::printf("%s\n  %s\n  %s\n  %s\n", what.c_str(), o.summary.c_str(), deSummary.c_str(),
                    zhSummary.c_str());
    for (const Finding& f : o.findings) {
        const std::string deMessage = renderFindingMessage(f, de), zhMessage = renderFindingMessage(f, zh);
        problemUnless(deMessage != f.message,
                      what + ": " + f.code + " stays English in German: " + f.message);
        problemUnless(!holdsEnglishProse(zhMessage), what + ": English left in " + f.code + ": " + zhMessage);
        MINI_CHECK2(renderSeverity(f.severity, de) != severityName(f.severity), f.code);
        // A report cell does not know the code: the same message must come out the same.
        problemUnless(renderAnyText(f.message, de) == deMessage,
                      what + ": " + f.code + " differs as a report cell: " + renderAnyText(f.message, de));
        // Its measurements in words (base/measurementtexts.h): no raw key left, Chinese words in Chinese.
        for (const Measurement& m : f.measurements) {
            const std::string deWords = measurementWords(m.name, de), zhWords = measurementWords(m.name, zh);
            problemUnless(hasMeasurementWords(m.name) && hasMeasurementUnit(m.unit),
                          what + ": " + f.code + ": no words for the measurement " + m.name + " (" + m.unit +
                              ")");
            problemUnless(deWords.find('_') == std::string::npos && zhWords.find('_') == std::string::npos &&
                              zhWords != measurementWords(m.name, englishTranslator()),
                          what + ": " + f.code + ": " + m.name + " reads " + deWords + " / " + zhWords);
        }
    }
}

void noProblems()
{
    std::string all;
    for (const std::string& p : problems())
        all += "\n  " + p;
    problems().clear();
    MINI_CHECK2(all.empty(), all);
}

// A 16^3 image with a bright sphere, and its mask (label 1 inside).
struct Case
{
    volume::Volume image, mask;
};

Case sphereCase(int shift)
{
    Case c{modeltest::sphereVolume(16, 1.0f, 0.1f), {}};
    volume::Geometry g = c.image.geometry();
    auto mask = volume::Volume::allocate(volume::PixelType::UInt8, g);
    if (!mask)
        MINI_FAIL("allocating the mask failed");
    c.mask = std::move(*mask);
    auto image = c.image.voxels<float>();
    auto labels = c.mask.voxels<std::uint8_t>();
    for (std::size_t i = 0; i < labels.size(); ++i)
        labels[i] = image[(i + std::size_t(shift)) % image.size()] > 0.5f ? 1 : 0;
    return c;
}

std::vector<Case>& cases()
{
    static std::vector<Case> all = [] {
        std::vector<Case> v;
        v.push_back(sphereCase(0));
        v.push_back(sphereCase(3));
        return v;
    }();
    return all;
}

ModelExperimentInputs trainingInputs(ExampleKind kind)
{
    ModelExperimentInputs in;
    in.modelPath = modeltest::exampleModel(kind);
    in.device = DeviceRequest::Cpu;
    for (const Case& c : cases()) {
        in.images.push_back(&c.image);
        in.masks.push_back(&c.mask);
    }
    in.seed = 7;
    return in;
}

ExperimentOutcome need(const std::string& what, Result<ExperimentOutcome> o)
{
    if (!o)
        MINI_FAIL(what + ": " + o.error().message + " " + o.error().detail);
    return std::move(*o);
}

// A .npy file written byte by byte (version 1.0, C order), as numpy writes it.
std::string writeNpy(const std::string& name, const std::vector<float>& values, int n)
{
    std::string dict = "{'descr': '<f4', 'fortran_order': False, 'shape': (1, " + std::to_string(n) + ", " +
                       std::to_string(n) + ", " + std::to_string(n) + "), }";
    while ((10 + dict.size() + 1) % 64 != 0)
        dict += ' ';
    dict += '\n';
    std::string bytes = std::string("\x93NUMPY", 6) + char(1) + char(0);
    bytes += char(dict.size() & 0xff);
    bytes += char((dict.size() >> 8) & 0xff);
    bytes += dict;
    std::string data(values.size() * sizeof(float), '\0');
    std::memcpy(data.data(), values.data(), data.size());
    return modeltest::writeText(name, bytes + data);
}

} // namespace

MINITEST_CASE(determinismSummaries)
{
    struct Row
    {
        ExampleKind kind;
        int repeats;
        std::vector<std::string> variants;
    };
    for (const Row& row :
         {Row{ExampleKind::Segmenter, 2, {"threads"}}, Row{ExampleKind::DropoutInTraining, 3, {}},
          Row{ExampleKind::BatchNormInTraining, 2, {}}, Row{ExampleKind::TracedBatchNorm, 2, {}},
          Row{ExampleKind::TracedDropout, 3, {}}, Row{ExampleKind::NanOutput, 2, {}}}) {
        const std::string name(exampleKindName(row.kind));
        MINI_ROW(name);
        const volume::Volume& image = cases().front().image;
        ModelExperimentInputs in;
        in.modelPath = modeltest::exampleModel(row.kind);
        in.device = DeviceRequest::Cpu;
        in.images = {&image};
        in.repeats = row.repeats;
        in.variants = row.variants;
        checkOutcome("determinism " + name, need(name, determinismExperiment(in)));
    }
    MINI_ROW("");
    noProblems();
}

MINITEST_CASE(trainingSummaries)
{
    for (ExampleKind kind : {ExampleKind::Segmenter, ExampleKind::DetachedOutput,
                             ExampleKind::FrozenFinalLayer, ExampleKind::FrozenBranch}) {
        const std::string name(exampleKindName(kind));
        MINI_ROW(name);
        checkOutcome("gradients " + name, need(name, gradientExperiment(trainingInputs(kind))));
        checkOutcome("initial loss " + name, need(name, initialLossExperiment(trainingInputs(kind))));
        ModelExperimentInputs in = trainingInputs(kind);
        in.steps = 3; // too few to overfit: the summary says why not
        checkOutcome("overfit " + name, need(name, overfitExperiment(in)));
    }
    MINI_ROW("segmenter, default steps");
    checkOutcome("overfit segmenter",
                 need("overfit", overfitExperiment(trainingInputs(ExampleKind::Segmenter))));
    MINI_ROW("");
    noProblems();
}

MINITEST_CASE(activationSummaries)
{
    for (ExampleKind kind : {ExampleKind::Segmenter, ExampleKind::NanOutput}) {
        const std::string name(exampleKindName(kind));
        MINI_ROW(name);
        ModelExperimentInputs in;
        in.modelPath = modeltest::exampleModel(kind);
        in.device = DeviceRequest::Cpu;
        in.images = {&cases().front().image};
        checkOutcome("activations " + name, need(name, activationExperiment(in)));
    }
    MINI_ROW("");
    noProblems();
}

MINITEST_CASE(paritySummaries)
{
    // The same image twice (equivalent), and raw against z-scored (differs, the statistics named).
    const volume::Volume image = modeltest::sphereVolume(16);
    const auto v = image.voxels<float>();
    std::vector<float> raw(v.begin(), v.end()), scored;
    double mean = 0.0, sq = 0.0;
    for (float x : raw)
        mean += x;
    mean /= double(raw.size());
    for (float x : raw)
        sq += (x - mean) * (x - mean);
    const double sd = std::sqrt(sq / double(raw.size()));
    for (float x : raw)
        scored.push_back(static_cast<float>((x - mean) / sd));
    const std::string a = writeNpy("raw.npy", raw, 16), b = writeNpy("scored.npy", scored, 16);
    for (const auto& [name, other] : {std::pair<std::string, std::string>{"same", a}, {"zscored", b}}) {
        MINI_ROW(name);
        ModelExperimentInputs in;
        in.modelPath = modeltest::exampleModel(ExampleKind::Segmenter);
        in.device = DeviceRequest::Cpu;
        in.tensorA = a;
        in.tensorB = other;
        checkOutcome("parity " + name, need(name, parityExperiment(in)));
    }
    MINI_ROW("");
    noProblems();
}

MINITEST_CASE(specParitySummaries)
{
    // Preprocessing specs: one that differs in two steps, one in a step of no effect, one the same.
    const volume::Volume image = modeltest::sphereVolume();
    const auto spec = [](const std::string& steps) {
        return R"({"format": "scansleuth.preprocessing", "version": 1, "steps": [)" + steps + "]}";
    };
    const std::string norm = R"({"step": "normalise", "method": "zscore"})";
    struct Row
    {
        const char* name;
        std::string train, test;
    };
    for (const Row& row : {Row{"zscore", R"({"step": "clip", "lower": -5000}, )" + norm, ""},
                           Row{"clip without effect", R"({"step": "clip", "lower": -5000}, )" + norm, norm},
                           Row{"same", norm, norm}}) {
        MINI_ROW(row.name);
        ModelExperimentInputs in;
        in.modelPath = modeltest::exampleModel(ExampleKind::Segmenter);
        in.device = DeviceRequest::Cpu;
        in.images = {&image};
        in.trainSpecPath =
            modeltest::writeText(std::string("spec-train-") + row.name + ".json", spec(row.train));
        in.specPath = modeltest::writeText(std::string("spec-test-") + row.name + ".json", spec(row.test));
        checkOutcome(std::string("spec parity ") + row.name, need(row.name, parityExperiment(in)));
    }
    MINI_ROW("");
    noProblems();
}

// A few sentences checked by hand: what the German catalogue makes of the real summaries.
MINITEST_CASE(germanByHand)
{
    const Translator de = german().translator();
    ModelExperimentInputs in = trainingInputs(ExampleKind::FrozenFinalLayer);
    in.steps = 1;
    const ExperimentOutcome o = need("overfit", overfitExperiment(in));
    const std::string german = renderCheckLine(o.summary, de);
    MINI_CHECK2(
        german.rfind("Das Modell kann den Batch aus 2 Fällen nicht überanpassen: Der Loss ging von ", 0) == 0,
        german);
    MINI_CHECK2(
        german.find(" Die Ausgabeschicht ist eingefroren: head.weight, head.bias haben requires_grad "
                    "ausgeschaltet und head.weight, head.bias bestehen nur aus Nullen, daher erreicht kein "
                    "Gradient die ") != std::string::npos,
        german);
}

MINITEST_MAIN()
