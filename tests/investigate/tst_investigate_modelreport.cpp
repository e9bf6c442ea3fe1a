// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Model experiments in the report: verdict, numbers, record tables (flagged rows first), the loss curve.
#include "investigate/reportbuilder.h"
#include "report/reportjson.h"
#include "support/reportblocks.h"
#include "workflow/investigation.h"

#include <QTest>

using namespace scansleuth;

namespace {

// The evidence section of the report of one run holding `data`.
report::Section runSection(const nlohmann::json& data)
{
    workflow::Investigation inv;
    workflow::ExperimentRun run;
    run.id = "run-1";
    run.experiment = "exp-x";
    run.evidence.summary = "The summary.";
    run.evidence.data = data;
    inv.runs.push_back(run);
    const report::Document doc = investigate::buildReport(inv, {}, {}, nullptr);
    for (const report::Section& s : doc.sections)
        if (s.title == "Evidence")
            return s.children.at(0);
    return {};
}

using testing::blocksOf;

const report::Table* tableWithCaption(const report::Section& s, const std::string& fragment)
{
    for (const report::Table* t : blocksOf<report::Table>(s))
        if (t->caption.find(fragment) != std::string::npos)
            return t;
    return nullptr;
}

} // namespace

class TestInvestigateModelReport : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void verdictLeadsAndNumbersAreListed()
    {
        const report::Section s = runSection({{"experiment", "model-determinism"},
                                              {"verdict", "nondeterministic"},
                                              {"repeats", 3},
                                              {"device", {{"name", "cpu"}, {"threads", 2}}},
                                              {"patients", {{{"name", "DOE^JOHN"}}}}});
        QVERIFY(!s.blocks.empty());
        const auto* head = std::get_if<report::KeyValues>(&s.blocks.front());
        QVERIFY(head);
        QCOMPARE(head->pairs.at(1).second, std::string("nondeterministic"));
        const report::Table* numbers = tableWithCaption(s, "numbers");
        QVERIFY(numbers);
        // In the JSON's (alphabetical) key order, in words (an unknown key as itself, spaced); the raw keys
        // kept for the JSON.
        const std::vector<std::vector<std::string>> expected{
            {"Device: name", "cpu"}, {"Device: threads", "2"}, {"Repeats", "3"}};
        QCOMPARE(numbers->rows, expected); // patients and the runner's keys are not numbers
        QCOMPARE(numbers->rowKeys, (std::vector<std::string>{"device.name", "device.threads", "repeats"}));
    }

    // Issue 22: a supervisor read "eval_mode_comparison.train_vs_eval_argmax_flips" and "backend.tf32_cudnn".
    // Each row now says what it measures and in which unit; the JSON keeps the keys.
    void numbersAreInWordsWithUnits()
    {
        const report::Section s =
            runSection({{"experiment", "model-determinism"},
                        {"verdict", "nondeterministic"},
                        {"backend", {{"tf32_cudnn", true}}},
                        {"eval_mode_comparison", {{"train_vs_eval_argmax_flips", 12}}}});
        const report::Table* numbers = tableWithCaption(s, "numbers");
        QVERIFY(numbers);
        const std::vector<std::vector<std::string>> expected{
            {"Backend settings: TF32 in cuDNN convolutions (faster, less exact)", "yes"},
            {"Train vs eval mode: voxels whose label changes between train and eval mode", "12 voxels"}};
        QCOMPARE(numbers->rows, expected);
        report::Document doc;
        doc.sections.push_back(s);
        const std::string json = report::toJson(doc).dump();
        QVERIFY(json.find("\"eval_mode_comparison.train_vs_eval_argmax_flips\"") != std::string::npos);
        QVERIFY(json.find("\"backend.tf32_cudnn\"") != std::string::npos);
    }

    void recordsFlaggedFirst_data()
    {
        QTest::addColumn<QString>("shape");
        QTest::addRow("list of records") << "list";
        QTest::addRow("records by name") << "named";
        QTest::addRow("status as the gradient experiment writes it") << "status";
    }
    void recordsFlaggedFirst()
    {
        QFETCH(QString, shape);
        nlohmann::json data = {{"experiment", "model-gradients"}, {"verdict", "gradient_missing"}};
        if (shape == "list")
            data["parameters"] = {{{"name", "conv1.weight"}, {"norm", 0.5}, {"flag", ""}},
                                  {{"name", "head.weight"}, {"norm", nullptr}, {"flag", "missing"}}};
        else if (shape == "status")
            data["parameters"] = {{{"name", "conv1.weight"}, {"grad_norm", 0.5}, {"status", "ok"}},
                                  {{"name", "head.weight"}, {"grad_norm", nullptr}, {"status", "frozen"}}};
        else
            data["parameters"] = {{"conv1.weight", {{"norm", 0.5}, {"flag", "ok"}}},
                                  {"head.weight", {{"norm", 0.0}, {"flag", "zero"}}}};
        const report::Section s = runSection(data);
        const report::Table* t = tableWithCaption(s, "Gradient of each parameter");
        QVERIFY(t);
        QCOMPARE(t->rows.size(), std::size_t(2));
        QCOMPARE(t->rows.front().front(), std::string("head.weight"));
        QCOMPARE(t->rowTones.front(), report::Tone::Warning);
        QCOMPARE(t->rowTones.back(), report::Tone::Normal);
    }

    // The columns of records in words with their units, as a reader reads them; the raw keys kept for the
    // JSON. The words written out here (the labels a colleague reads), not looked up. (A record's keys come
    // in nlohmann::json's order, sorted; the name first.)
    void recordColumnsAreInWords()
    {
        nlohmann::json data = {{"experiment", "model-gradients"}, {"verdict", "ok"}};
        data["parameters"] = {{{"name", "conv1.weight"}, {"grad_norm", 0.5}, {"argmax_flips", 3}},
                              {{"name", "head.weight"}, {"grad_norm", 0.25}, {"something_new", 1}}};
        data["variants"] = {{"tf32", {{"bit_identical", false}}}};
        const report::Section s = runSection(data);
        const report::Table* t = tableWithCaption(s, "Gradient of each parameter");
        QVERIFY(t);
        QCOMPARE(t->header, (std::vector<std::string>{"Name", "Voxels whose label changes (voxels)",
                                                      "Gradient norm", "Something new"}));
        QCOMPARE(t->columnKeys,
                 (std::vector<std::string>{"name", "argmax_flips", "grad_norm", "something_new"}));
        const report::Table* named = tableWithCaption(s, "Determinism");
        QVERIFY(named);
        QCOMPARE(named->header, (std::vector<std::string>{"", "Bit-identical"}));
        QCOMPARE(named->columnKeys, (std::vector<std::string>{"", "bit_identical"}));
    }

    void longListsAreCut()
    {
        nlohmann::json layers = nlohmann::json::array();
        for (int i = 0; i < 45; ++i)
            layers.push_back({{"module", "layer" + std::to_string(i)}, {"dead_fraction", 0.0}});
        const report::Section s =
            runSection({{"experiment", "model-activations"}, {"verdict", "healthy"}, {"layers", layers}});
        const report::Table* t = tableWithCaption(s, "Weights and activations");
        QVERIFY(t);
        QCOMPARE(t->rows.size(), std::size_t(40));
        QVERIFY(t->caption.find("5 more rows") != std::string::npos);
    }

    void overfitLossIsPlotted()
    {
        const report::Section s = runSection({{"experiment", "model-overfit"},
                                              {"verdict", "overfits"},
                                              {"classes", 2},
                                              {"losses", {0.7, 0.4, 0.1, 0.01}}});
        const auto plots = blocksOf<report::Plot>(s);
        QCOMPARE(plots.size(), std::size_t(1));
        QCOMPARE(plots.front()->series.front().y, (std::vector<double>{0.7, 0.4, 0.1, 0.01}));
        QCOMPARE(plots.front()->references.size(), std::size_t(1)); // ln(2)
        QVERIFY(!tableWithCaption(s, "numbers") ||
                tableWithCaption(s, "numbers")->rows.front().front() != "losses"); // the plot shows it
    }

    void otherRunsAreUntouched()
    {
        const report::Section s = runSection({{"classification", "plateau"}});
        QVERIFY(blocksOf<report::KeyValues>(s).empty());
    }
};

QTEST_GUILESS_MAIN(TestInvestigateModelReport)
#include "tst_investigate_modelreport.moc"
