// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The shipped knowledge base loads and covers the issue's list; broken ones fail with a message naming the
// file and the entry; free text finds the right symptom.
#include "workflow/knowledgebase.h"

#include <QTemporaryDir>
#include <QTest>

#include <nlohmann/json.hpp>

#include <fstream>
#include <set>

using namespace scansleuth;
using namespace scansleuth::workflow;
using nlohmann::json;

namespace {

KnowledgeBase shipped()
{
    auto kb = KnowledgeBase::load(SCANSLEUTH_KNOWLEDGE_TEST_DIR);
    if (!kb)
        qFatal("shipped knowledge base: %s (%s)", kb.error().message.c_str(), kb.error().detail.c_str());
    return std::move(kb).value();
}

// A small valid knowledge base: one symptom, one hypothesis, one automated and one manual experiment.
json validFile()
{
    return json::parse(R"({
      "format": "scansleuth.knowledge", "version": 1,
      "symptoms": [{"id": "s-one", "title": "T", "description": "D", "category": "crash",
                    "keywords": ["boom"], "hypotheses": ["h-one"]}],
      "hypotheses": [{"id": "h-one", "title": "T", "explanation": "E", "prior": 0.5, "experiment": "e-auto",
                      "supports": "S", "refutes": "R", "quick_wins": ["q"], "escalation": ["x"],
                      "finding_codes": ["labels.empty"], "absence_refutes": true}],
      "experiments": [
        {"id": "e-auto", "title": "T", "description": "D", "automated": true, "check": "labels",
         "inputs": [{"id": "mask", "prompt": "P", "kind": "file", "optional": false}],
         "supports": "S", "refutes": "R"},
        {"id": "e-manual", "title": "T", "description": "D", "automated": false, "steps": ["run it"],
         "form": [{"id": "f", "prompt": "P", "type": "yes-no"}], "supports": "S", "refutes": "R"}]
    })");
}

void writeText(const QString& path, const std::string& text)
{
    std::ofstream out(path.toStdString(), std::ios::binary);
    out << text;
}

// `first` ranks first for `text` (empty: nothing matches).
void verifyFirstMatch(const KnowledgeBase& kb, const std::string& text, const QString& first)
{
    const auto matches = kb.matchSymptoms(text);
    if (first.isEmpty()) {
        QVERIFY(matches.empty());
        return;
    }
    QVERIFY(!matches.empty());
    QCOMPARE(QString::fromStdString(matches.front()->id), first);
}

} // namespace

class TestWorkflowKnowledgeBase : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void shippedLoads()
    {
        const KnowledgeBase kb = shipped();
        QVERIFY(kb.files().size() >= 5);
        QVERIFY(kb.symptoms().size() >= 15);
        std::set<Category> categories;
        for (const auto& s : kb.symptoms())
            categories.insert(s.category);
        QCOMPARE(categories.size(), std::size_t(3));
    }

    void shippedSymptomExists_data()
    {
        QTest::addColumn<QString>("id");
        for (const char* id : {"mask-misaligned",
                               "mask-smoothed",
                               "mask-unexpected-values",
                               "cuda-out-of-memory",
                               "segfault",
                               "killed-oom",
                               "slurm-job-failed",
                               "no-gpu-visible",
                               "slow-training",
                               "training-hangs",
                               "test-score-too-good",
                               "train-test-gap",
                               "nondeterministic-results",
                               "cpu-gpu-mismatch",
                               "metric-implausible",
                               "model-wont-train",
                               "nan-loss",
                               "corrupt-dataset",
                               "results-differ-from-previous-run",
                               "metric-improves-loss-rises"})
            QTest::addRow("%s", id) << QString(id);
    }
    void shippedSymptomExists()
    {
        QFETCH(QString, id);
        static const KnowledgeBase kb = shipped();
        QVERIFY(kb.symptom(id.toStdString()));
    }

    // Every cause the issue lists is a hypothesis of the symptom it belongs to.
    void shippedCoversIssue_data()
    {
        QTest::addColumn<QString>("symptom");
        QTest::addColumn<QString>("hypothesis");
        const std::vector<std::pair<const char*, std::vector<const char*>>> rows{
            {"cuda-out-of-memory",
             {"oom-accumulated-graph", "oom-missing-no-grad", "oom-batch-too-large", "oom-other-processes",
              "oom-fragmentation"}},
            {"segfault",
             {"segfault-corrupt-file", "segfault-itk-mismatch", "segfault-opencv-conflict",
              "segfault-numpy-abi"}},
            {"killed-oom", {"killed-memory-limit", "killed-dataset-in-ram"}},
            {"slurm-job-failed",
             {"slurm-walltime", "slurm-out-of-memory", "slurm-missing-gpu-request",
              "slurm-modules-not-loaded"}},
            {"slow-training",
             {"slow-data-loading-bound", "slow-dicom-decoding", "slow-cpu-preprocessing",
              "slow-distributed-sync"}},
            {"training-hangs",
             {"hang-uneven-ranks-barrier", "hang-init-process-group", "hang-dataloader-deadlock"}},
            {"test-score-too-good", {"leak-patient-overlap", "leak-metric-wrong-split"}},
            {"train-test-gap", {"gap-preprocessing-mismatch", "nan-input-data", "val-augmentation"}},
            {"nondeterministic-results",
             {"nondet-seeds-not-set", "nondet-worker-seeds", "val-augmentation", "gap-model-in-train-mode",
              "nondet-gpu-algorithms", "nondet-cpu-threads"}},
            {"cpu-gpu-mismatch",
             {"cpugpu-tf32", "cpugpu-device-difference", "gap-model-in-train-mode",
              "cpugpu-rounding-at-boundaries", "cpugpu-path-bug", "cpugpu-uninitialised"}},
            // Issue 11: the run comparison's symptoms.
            {"results-differ-from-previous-run",
             {"nondet-run-variance", "prev-few-cases-changed", "prev-saved-on-other-grid", "prev-label-remap",
              "prev-identical-predictions"}},
            {"metric-improves-loss-rises",
             {"mlr-overconfidence", "mlr-different-aggregation", "mlr-improvement-noise"}},
            {"mask-misaligned", {"mask-frame-mismatch"}},
            {"mask-smoothed", {"mask-linear-interpolation"}},
            {"metric-implausible",
             {"metric-bin-width-from-data", "metric-positive-class", "leak-metric-wrong-split"}},
            {"model-wont-train",
             {"wont-train-labels", "wont-train-normalisation", "wont-train-output-loss-mismatch",
              "wont-train-learning-rate", "wont-train-gradients-not-applied", "wont-train-initial-loss",
              "wont-train-shapes", "wont-train-cannot-overfit", "wont-train-frozen-parameters",
              "wont-train-dead-activations"}},
            {"nan-loss",
             {"nan-learning-rate", "nan-log-of-zero", "nan-gradient-explosion", "nan-fp16-overflow",
              "nan-input-data", "nan-scheduler", "nan-model-forward"}},
            {"corrupt-dataset", {"corrupt-files-present"}},
            // Issue 21: DICOM SEG and RTSTRUCT outputs.
            {"seg-misaligned",
             {"seg-references-other-image", "seg-spacing-from-thickness", "seg-frames-reversed",
              "seg-beyond-image", "rtstruct-off-slice-planes", "rtstruct-missing-slices",
              "seg-viewer-stacks-frames"}},
            {"rtstruct-volume-differs",
             {"rtstruct-holes-filled", "rtstruct-inclusion-rule", "rtstruct-voxel-centre-contours",
              "rtstruct-missing-slices"}},
        };
        for (const auto& [symptom, hypotheses] : rows)
            for (const char* h : hypotheses)
                QTest::addRow("%s/%s", symptom, h) << QString(symptom) << QString(h);
    }
    void shippedCoversIssue()
    {
        QFETCH(QString, symptom);
        QFETCH(QString, hypothesis);
        static const KnowledgeBase kb = shipped();
        const SymptomSpec* s = kb.symptom(symptom.toStdString());
        QVERIFY(s);
        QVERIFY(std::find(s->hypotheses.begin(), s->hypotheses.end(), hypothesis.toStdString()) !=
                s->hypotheses.end());
    }

    void shippedExperimentsComplete()
    {
        const KnowledgeBase kb = shipped();
        const std::set<std::string> checks{
            "pair-geometry", "labels",          "corrupt-scan",       "nan-scan",          "slurm-log",
            "training-log",  "run-comparison",  "dataset-audit",      "model-determinism", "model-parity",
            "model-overfit", "model-gradients", "model-initial-loss", "model-activations"};
        for (const auto& e : kb.experiments()) {
            if (e.automated) {
                QVERIFY2(checks.count(e.check), e.id.c_str());
                QVERIFY2(!e.inputs.empty(), e.id.c_str());
                // A manual fallback is a manual experiment (the loader checks it).
                if (!e.manualFallback.empty())
                    QVERIFY2(!kb.experiment(e.manualFallback)->automated, e.id.c_str());
            } else {
                QVERIFY2(!e.steps.empty() && !e.form.empty(), e.id.c_str());
            }
        }
        for (const auto& h : kb.hypotheses())
            QVERIFY2(!h.quickWins.empty() && !h.escalation.empty(), h.id.c_str());
    }

    void findingSupports_data()
    {
        QTest::addColumn<QString>("code");
        QTest::addColumn<QString>("hypothesis");
        QTest::addRow("axis flip") << "geometry.axis_flip"
                                   << "mask-frame-mismatch";
        QTest::addRow("interpolated borders") << "labels.interpolated_borders"
                                              << "mask-linear-interpolation";
        QTest::addRow("0/255") << "labels.binary_0_255"
                               << "mask-0-255";
        QTest::addRow("unreadable file") << "dataset.unreadable_file"
                                         << "corrupt-files-present";
        QTest::addRow("timeout") << "slurm.timeout"
                                 << "slurm-walltime";
        QTest::addRow("slurm oom") << "slurm.out_of_memory"
                                   << "slurm-out-of-memory";
        // Every model.* code the model experiments emit supports a hypothesis (docs/findings.md).
        const std::pair<const char*, const char*> model[] = {
            {"model.training_mode", "gap-model-in-train-mode"},
            {"model.traced_training_mode", "gap-model-in-train-mode"},
            {"model.nondeterministic_output", "gap-model-in-train-mode"},
            {"model.nondeterministic_kernel", "nondet-gpu-algorithms"},
            {"model.tf32_sensitivity", "cpugpu-tf32"},
            {"model.thread_sensitivity", "nondet-cpu-threads"},
            {"model.device_mismatch", "cpugpu-device-difference"},
            {"model.preprocessing_mismatch", "gap-preprocessing-mismatch"},
            {"model.cannot_overfit", "wont-train-cannot-overfit"},
            {"model.output_detached", "wont-train-gradients-not-applied"},
            {"model.frozen_output_layer", "wont-train-frozen-parameters"},
            {"model.frozen_parameters", "wont-train-frozen-parameters"},
            {"model.gradient_missing", "wont-train-gradients-not-applied"},
            {"model.gradient_zero", "wont-train-gradients-not-applied"},
            {"model.gradient_nonfinite", "nan-gradient-explosion"},
            {"model.gradient_exploding", "nan-gradient-explosion"},
            {"model.initial_loss_unexpected", "wont-train-initial-loss"},
            {"model.dead_activations", "wont-train-dead-activations"},
            {"model.exploding_activations", "nan-model-forward"},
            {"model.nonfinite", "nan-model-forward"},
            {"model.nonfinite_output", "nan-model-forward"},
            // The run comparison's verdicts (docs/findings.md), and the training log's rising validation
            // loss.
            {"comparison.within_variance", "nondet-run-variance"},
            {"comparison.systematic_cases", "prev-few-cases-changed"},
            {"comparison.label_swap", "prev-label-remap"},
            {"compare.labels_remapped", "prev-label-remap"},
            {"comparison.identical", "prev-identical-predictions"},
            {"comparison.boundary_only", "cpugpu-device-difference"},
            {"comparison.beyond_boundary", "cpugpu-path-bug"},
            {"compare.geometry_mismatch", "prev-saved-on-other-grid"},
            {"compare.unmatched_case", "prev-different-cases"},
            {"training.overfitting", "mlr-overconfidence"},
            // Philips precise against display values between splits (docs/philips-scaling.md).
            {"dataset.philips_scaling_mismatch", "prep-splits-differ"},
        };
        for (const auto& [code, hypothesis] : model)
            QTest::addRow("%s", code) << code << hypothesis;
    }
    void findingSupports()
    {
        QFETCH(QString, code);
        QFETCH(QString, hypothesis);
        static const KnowledgeBase kb = shipped();
        const auto hs = kb.hypothesesForFinding(code.toStdString());
        QVERIFY(std::any_of(hs.begin(), hs.end(),
                            [&](const auto* h) { return h->id == hypothesis.toStdString(); }));
    }

    void smallValidLoads()
    {
        QTemporaryDir dir;
        writeText(dir.filePath("a.json"), validFile().dump());
        auto kb = KnowledgeBase::load(dir.path().toStdString());
        QVERIFY2(kb, kb ? "" : kb.error().message.c_str());
        QCOMPARE(kb->symptoms().size(), std::size_t(1));
        QCOMPARE(kb->experiment("e-manual")->form.at(0).type, FieldType::YesNo);
        QCOMPARE(kb->hypothesis("h-one")->absenceRefutes, true);
        QVERIFY(!kb->symptom("nope"));
    }

    void broken_data()
    {
        QTest::addColumn<QString>("mutation");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("fragment");
        const int corrupt = int(ErrorKind::Corrupt);
        QTest::addRow("duplicate symptom")
            << "dup-symptom" << corrupt
            << "'b.json' is invalid: symptom 's-one' repeats an id already used in 'a.json'";
        QTest::addRow("duplicate hypothesis")
            << "dup-hypothesis" << corrupt << "hypothesis 'h-one' repeats an id";
        QTest::addRow("dangling hypothesis")
            << "dangling-hypothesis" << corrupt
            << "symptom 's-one' refers to the unknown hypothesis 'h-missing'";
        QTest::addRow("dangling experiment")
            << "dangling-experiment" << corrupt
            << "hypothesis 'h-one' refers to the unknown experiment 'e-missing'";
        QTest::addRow("prior 0") << "prior-0" << corrupt << "hypothesis 'h-one' has prior 0, outside (0, 1]";
        QTest::addRow("prior above 1") << "prior-1.5" << corrupt << "has prior 1.5, outside (0, 1]";
        QTest::addRow("prior not a number")
            << "prior-text" << corrupt << "has a field 'prior' that is not a number";
        QTest::addRow("bad category")
            << "bad-category" << corrupt << "symptom 's-one' has the unknown category 'bug'";
        QTest::addRow("malformed JSON") << "malformed" << corrupt << "'a.json' is not valid JSON";
        QTest::addRow("truncated JSON") << "truncated" << corrupt << "'a.json' is not valid JSON";
        QTest::addRow("missing title")
            << "missing-title" << corrupt << "symptom 's-one' lacks the field 'title'";
        QTest::addRow("missing id") << "missing-id" << corrupt
                                    << "a hypothesis without an id lacks the field 'id'";
        QTest::addRow("keywords not strings")
            << "keywords-numbers" << corrupt << "has a field 'keywords' that is not a list of strings";
        QTest::addRow("automated without check")
            << "no-check" << corrupt << "experiment 'e-auto' lacks the field 'check'";
        QTest::addRow("manual without steps")
            << "no-steps" << corrupt << "experiment 'e-manual' lacks the field 'steps'";
        QTest::addRow("bad form type")
            << "bad-form-type" << corrupt << "form field 'f' of unknown type 'bool'";
        QTest::addRow("fallback not manual")
            << "fallback-automated" << corrupt
            << "names 'e-auto' as its manual fallback, which is not a manual";
        QTest::addRow("fallback unknown")
            << "fallback-unknown" << corrupt << "names 'e-nope' as its manual fallback";
        QTest::addRow("bad input kind")
            << "bad-input-kind" << corrupt << "input 'mask' of unknown kind 'blob'";
        QTest::addRow("bad finding code") << "bad-code" << corrupt << "malformed finding code 'Labels-Empty'";
        QTest::addRow("not kebab-case")
            << "bad-id" << corrupt << "symptom 'S_One' has an id that is not kebab-case";
        QTest::addRow("no hypotheses") << "no-hypotheses" << corrupt << "symptom 's-one' lists no hypotheses";
        QTest::addRow("hypothesis listed twice")
            << "twice" << corrupt << "lists the hypothesis 'h-one' twice";
        QTest::addRow("wrong format tag")
            << "bad-tag" << corrupt << "has format 'other' instead of 'scansleuth.knowledge'";
        QTest::addRow("newer version")
            << "version-2" << int(ErrorKind::Unsupported) << "needs a newer ScanSleuth (format version 2)";
        QTest::addRow("not an object")
            << "array" << corrupt << "'a.json' is invalid: the file is not a JSON object";
        QTest::addRow("empty folder") << "empty" << int(ErrorKind::NotFound) << "holds no .json files";
        QTest::addRow("missing folder")
            << "missing-folder" << int(ErrorKind::NotFound) << "folder was not found";
    }
    void broken()
    {
        QFETCH(QString, mutation);
        QFETCH(int, kind);
        QFETCH(QString, fragment);
        QTemporaryDir dir;
        json j = validFile();
        const std::string m = mutation.toStdString();
        std::string text;
        auto& symptom = j["symptoms"][0];
        auto& hypothesis = j["hypotheses"][0];
        auto& automated = j["experiments"][0];
        auto& manual = j["experiments"][1];
        if (m == "dup-symptom" || m == "dup-hypothesis") {
            json second = {{"format", "scansleuth.knowledge"}, {"version", 1}};
            if (m == "dup-symptom")
                second["symptoms"] = j["symptoms"];
            else
                second["hypotheses"] = j["hypotheses"];
            writeText(dir.filePath("b.json"), second.dump());
        }
        if (m == "dangling-hypothesis")
            symptom["hypotheses"] = {"h-one", "h-missing"};
        if (m == "dangling-experiment")
            hypothesis["experiment"] = "e-missing";
        if (m == "prior-0")
            hypothesis["prior"] = 0;
        if (m == "prior-1.5")
            hypothesis["prior"] = 1.5;
        if (m == "prior-text")
            hypothesis["prior"] = "high";
        if (m == "bad-category")
            symptom["category"] = "bug";
        if (m == "missing-title")
            symptom.erase("title");
        if (m == "missing-id")
            hypothesis.erase("id");
        if (m == "keywords-numbers")
            symptom["keywords"] = {1, 2};
        if (m == "no-check")
            automated.erase("check");
        if (m == "no-steps")
            manual.erase("steps");
        if (m == "bad-form-type")
            manual["form"][0]["type"] = "bool";
        if (m == "fallback-automated")
            automated["manual_fallback"] = automated["id"];
        if (m == "fallback-unknown")
            automated["manual_fallback"] = "e-nope";
        if (m == "bad-input-kind")
            automated["inputs"][0]["kind"] = "blob";
        if (m == "bad-code")
            hypothesis["finding_codes"] = {"Labels-Empty"};
        if (m == "bad-id")
            symptom["id"] = "S_One";
        if (m == "no-hypotheses")
            symptom["hypotheses"] = json::array();
        if (m == "twice")
            symptom["hypotheses"] = {"h-one", "h-one"};
        if (m == "bad-tag")
            j["format"] = "other";
        if (m == "version-2")
            j["version"] = 2;
        text = j.dump(2);
        if (m == "malformed")
            text = "{ \"format\": \"scansleuth.knowledge\", \"version\": 1, ";
        if (m == "truncated")
            text = text.substr(0, text.size() / 2);
        if (m == "array")
            text = "[1, 2, 3]";
        if (m != "empty")
            writeText(dir.filePath("a.json"), text);
        const std::string path =
            m == "missing-folder" ? dir.filePath("nope").toStdString() : dir.path().toStdString();
        const auto kb = KnowledgeBase::load(path);
        QVERIFY(!kb);
        QCOMPARE(int(kb.error().kind), kind);
        QVERIFY2(kb.error().message.find(fragment.toStdString()) != std::string::npos,
                 kb.error().message.c_str());
    }

    void matchSymptoms_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("first");
        QTest::addRow("flipped mask") << "my mask is flipped"
                                      << "mask-misaligned";
        QTest::addRow("shifted mask") << "The mask looks shifted against the CT"
                                      << "mask-misaligned";
        QTest::addRow("smoothed mask") << "my mask has in-between labels after resampling"
                                       << "mask-smoothed";
        QTest::addRow("0/255 mask") << "mask values are 0 and 255"
                                    << "mask-unexpected-values";
        QTest::addRow("cuda oom") << "CUDA out of memory during validation"
                                  << "cuda-out-of-memory";
        QTest::addRow("segfault") << "Segmentation fault (core dumped) after import SimpleITK"
                                  << "segfault";
        QTest::addRow("killed") << "the process was Killed, exit code 137"
                                << "killed-oom";
        QTest::addRow("slurm timeout") << "my slurm job hit the time limit"
                                       << "slurm-job-failed";
        QTest::addRow("no gpu") << "torch.cuda.is_available() is False in the container"
                                << "no-gpu-visible";
        QTest::addRow("slow") << "training is slow and GPU utilization is low"
                              << "slow-training";
        QTest::addRow("hang") << "training hangs in init_process_group"
                              << "training-hangs";
        QTest::addRow("leakage") << "test Dice of 0.99 seems too good to be true"
                                 << "test-score-too-good";
        QTest::addRow("production") << "works on the test set but much worse in production"
                                    << "train-test-gap";
        QTest::addRow("reruns") << "results are not reproducible between reruns"
                                << "nondeterministic-results";
        QTest::addRow("cpu vs gpu") << "different output on GPU than on CPU, TF32?"
                                    << "cpu-gpu-mismatch";
        QTest::addRow("auc") << "AUC below 0.5, positive class?"
                             << "metric-implausible";
        QTest::addRow("won't train") << "the loss is not decreasing, the model does not learn"
                                     << "model-wont-train";
        QTest::addRow("nan") << "loss becomes NaN after 100 steps"
                             << "nan-loss";
        QTest::addRow("corrupt") << "some DICOM files are corrupt and fail to load"
                                 << "corrupt-dataset";
        QTest::addRow("previous run") << "my results differ from the previous run"
                                      << "results-differ-from-previous-run";
        QTest::addRow("dice dropped") << "after retraining the Dice dropped compared to the baseline"
                                      << "results-differ-from-previous-run";
        QTest::addRow("loss rises") << "the validation loss rises while Dice improves"
                                    << "metric-improves-loss-rises";
        QTest::addRow("val_loss up") << "val_loss increases but the metric improves, which checkpoint?"
                                     << "metric-improves-loss-rises";
        QTest::addRow("exact id") << "mask-smoothed"
                                  << "mask-smoothed";
        QTest::addRow("nothing") << "the weather is nice"
                                 << "";
        QTest::addRow("empty") << ""
                               << "";
    }
    void matchSymptoms()
    {
        QFETCH(QString, text);
        QFETCH(QString, first);
        static const KnowledgeBase kb = shipped();
        verifyFirstMatch(kb, text.toStdString(), first);
    }

    // A translation's search words: added to one symptom, matched whole across UTF-8 letters.
    void addedKeywords_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("first");
        QTest::addRow("German phrase") << "Die Maske ist seitenverkehrt"
                                       << "mask-misaligned";
        QTest::addRow("umlaut word whole") << "die überlagerung ist verschoben"
                                           << "mask-misaligned";
        QTest::addRow("umlaut prefix") << "alle Überlagerungen"
                                       << "mask-misaligned";
        QTest::addRow("English still works") << "my mask is flipped"
                                             << "mask-misaligned";
        QTest::addRow("umlaut keyword") << "die Größe stimmt nicht"
                                        << "mask-misaligned";
        // Were umlauts separators, both would read "gr e".
        QTest::addRow("umlauts are letters") << "viele Grüße"
                                             << "";
    }
    void addedKeywords()
    {
        QFETCH(QString, text);
        QFETCH(QString, first);
        KnowledgeBase kb = shipped();
        const std::size_t before = kb.symptom("mask-misaligned")->keywords.size();
        QVERIFY(kb.addKeywords("mask-misaligned", {"seitenverkehrt", " Überlagerung ", "", "mask", "GRÖßE"}));
        // Trimmed, ASCII lower-cased (the caller lower-cases the rest), empty and known words skipped.
        QCOMPARE(kb.symptom("mask-misaligned")->keywords.size(), before + 3);
        QCOMPARE(kb.symptom("mask-misaligned")->keywords.back(), std::string("grÖße"));
        QVERIFY(kb.addKeywords("mask-misaligned", {"größe"}));
        QVERIFY(kb.addKeywords("mask-misaligned", {"überlagerung"}));
        QVERIFY(!kb.addKeywords("no-such-symptom", {"x"}));
        verifyFirstMatch(kb, text.toLower().toStdString(), first);
    }

    void defaultDirectory()
    {
        qputenv("SCANSLEUTH_KNOWLEDGE_DIR", SCANSLEUTH_KNOWLEDGE_TEST_DIR);
        QCOMPARE(QString::fromStdString(KnowledgeBase::defaultDirectory()),
                 QString(SCANSLEUTH_KNOWLEDGE_TEST_DIR));
        QVERIFY(KnowledgeBase::loadDefault());
        qunsetenv("SCANSLEUTH_KNOWLEDGE_DIR");
        QVERIFY(KnowledgeBase::loadDefault()); // the source tree's copy (no install next to the test binary)
    }
};

QTEST_GUILESS_MAIN(TestWorkflowKnowledgeBase)
#include "tst_workflow_knowledgebase.moc"
