// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The shipped knowledge base's verdict rules for the run comparison (issue 11): a run of the comparison (or
// of the training-log check) reporting the finding codes those checks emit (docs/findings.md) supports and
// refutes the hypotheses of "results differ from a previous run", "metric improves but the loss rises" and
// "CPU and GPU give different results" as docs/knowledge-base.md says, and ranks the expected cause first.
#include "workflow/investigation.h"
#include "workflow/knowledgebase.h"

#include "support/shippedknowledge.h"

#include <QTest>

using namespace scansleuth;
using namespace scansleuth::workflow;

namespace {

const workflow::KnowledgeBase& shipped()
{
    return testsupport::shippedKnowledgeBase();
}

QStringList idsWith(const Investigation& inv, Verdict verdict)
{
    QStringList ids;
    for (const HypothesisState& h : inv.hypotheses)
        if (h.verdict == verdict)
            ids << QString::fromStdString(h.id);
    ids.sort();
    return ids;
}

} // namespace

class TestWorkflowComparisonRules : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void verdicts_data();
    void verdicts();
    void everyRuleNamesAnEmittedCode();
};

void TestWorkflowComparisonRules::verdicts_data()
{
    QTest::addColumn<QString>("symptom");
    QTest::addColumn<QString>("experiment");
    QTest::addColumn<QStringList>("codes");
    QTest::addColumn<QStringList>("supported");
    QTest::addColumn<QStringList>("refuted");
    QTest::addColumn<QString>("first");

    const QString differ = "results-differ-from-previous-run", cmp = "exp-run-comparison";
    // Every hypothesis of the symptom whose own experiment is the comparison, for the refuted lists.
    const QStringList differAll{"cpugpu-rounding-at-boundaries", "nondet-run-variance",
                                "prev-different-cases",          "prev-few-cases-changed",
                                "prev-identical-predictions",    "prev-label-remap",
                                "prev-saved-on-other-grid"};
    const auto others = [&](const QStringList& supported) {
        QStringList rest;
        for (const QString& id : differAll)
            if (!supported.contains(id))
                rest << id;
        return rest;
    };
    QTest::addRow("previous run: a few cases, one missing")
        << differ << cmp << QStringList{"comparison.systematic_cases", "compare.unmatched_case"}
        << QStringList{"prev-different-cases", "prev-few-cases-changed"}
        << others({"prev-different-cases", "prev-few-cases-changed"}) << "prev-few-cases-changed";
    QTest::addRow("previous run: variance")
        << differ << cmp << QStringList{"comparison.within_variance"} << QStringList{"nondet-run-variance"}
        << others({"nondet-run-variance"}) << "nondet-run-variance";
    QTest::addRow("previous run: identical: the premise is wrong")
        << differ << cmp << QStringList{"comparison.identical"} << QStringList{"prev-identical-predictions"}
        << others({"prev-identical-predictions"}) << "prev-identical-predictions";
    QTest::addRow("previous run: a flipped export")
        << differ << cmp
        << QStringList{"compare.geometry_mismatch", "compare.header_differs", "geometry.axis_flip",
                       "comparison.systematic_cases"}
        << QStringList{"prev-few-cases-changed", "prev-saved-on-other-grid"}
        << others({"prev-few-cases-changed", "prev-saved-on-other-grid"}) << "prev-few-cases-changed";
    QTest::addRow("previous run: class indices swapped")
        << differ << cmp << QStringList{"comparison.label_swap", "comparison.within_variance"}
        << QStringList{"nondet-run-variance", "prev-label-remap"}
        << others({"nondet-run-variance", "prev-label-remap"}) << "nondet-run-variance";
    QTest::addRow("previous run: rounding only")
        << differ << cmp << QStringList{"comparison.boundary_only"}
        << QStringList{"cpugpu-rounding-at-boundaries"} << others({"cpugpu-rounding-at-boundaries"})
        << "cpugpu-rounding-at-boundaries";

    const QString device = "cpu-gpu-mismatch";
    QTest::addRow("cpu vs gpu: boundary flips only")
        << device << cmp << QStringList{"comparison.boundary_only"}
        << QStringList{"cpugpu-device-difference", "cpugpu-rounding-at-boundaries", "cpugpu-tf32",
                       "nondet-gpu-algorithms"}
        << QStringList{"cpugpu-path-bug"} << "cpugpu-tf32";
    QTest::addRow("cpu vs gpu: differences inside structures")
        << device << cmp << QStringList{"comparison.beyond_boundary", "comparison.within_variance"}
        << QStringList{"cpugpu-path-bug", "cpugpu-uninitialised"}
        << QStringList{"cpugpu-rounding-at-boundaries"} << "cpugpu-path-bug";
    QTest::addRow("cpu vs gpu: another grid")
        << device << cmp << QStringList{"compare.geometry_mismatch"} << QStringList{"cpugpu-path-bug"}
        << QStringList{"cpugpu-rounding-at-boundaries"} << "cpugpu-path-bug";

    const QString loss = "metric-improves-loss-rises";
    QTest::addRow("metric vs loss: the log's validation loss rises")
        << loss << "exp-training-log" << QStringList{"training.overfitting"}
        << QStringList{"mlr-overconfidence"} << QStringList{} << "mlr-overconfidence";
    QTest::addRow("metric vs loss: the improvement is noise")
        << loss << cmp << QStringList{"comparison.within_variance"} << QStringList{"mlr-improvement-noise"}
        << QStringList{"mlr-few-cases"} << "mlr-improvement-noise";
    QTest::addRow("metric vs loss: significant, spread over the cases")
        << loss << cmp << QStringList{"comparison.significant_difference"} << QStringList{}
        << QStringList{"mlr-few-cases", "mlr-improvement-noise"} << "mlr-overconfidence";
    QTest::addRow("metric vs loss: a few cases")
        << loss << cmp << QStringList{"comparison.systematic_cases", "comparison.significant_difference"}
        << QStringList{"mlr-few-cases"} << QStringList{"mlr-improvement-noise"} << "mlr-few-cases";
}

void TestWorkflowComparisonRules::verdicts()
{
    QFETCH(QString, symptom);
    QFETCH(QString, experiment);
    QFETCH(QStringList, codes);
    QFETCH(QStringList, supported);
    QFETCH(QStringList, refuted);
    QFETCH(QString, first);
    const KnowledgeBase& kb = shipped();
    Investigation inv = startInvestigation(kb, symptom.toStdString());
    QVERIFY(!inv.hypotheses.empty());
    ExperimentRun run;
    run.id = "run-1";
    run.experiment = experiment.toStdString();
    for (const QString& code : codes)
        run.evidence.findings.push_back(makeFinding(code.toStdString(), Severity::Warning, "found"));
    applyFindings(inv, kb, run);
    supported.sort();
    refuted.sort();
    QCOMPARE(idsWith(inv, Verdict::Supported), supported);
    QCOMPARE(idsWith(inv, Verdict::Refuted), refuted);
    QCOMPARE(QString::fromStdString(inv.hypotheses.front().id), first);
}

// The codes the rules of these symptoms name are codes the checks emit: the run comparison's (the driver's,
// and comparison.beyond_boundary from the experiment), check-pair's geometry codes that the comparison
// passes on, and the training log's. A misspelt code would never support anything.
void TestWorkflowComparisonRules::everyRuleNamesAnEmittedCode()
{
    const QStringList emitted{"compare.geometry_mismatch",     "compare.header_differs",
                              "compare.read_failed",           "compare.unmatched_case",
                              "compare.labels_remapped",       "compare.content_inconclusive",
                              "comparison.run_failures",       "comparison.failures_change_verdict",
                              "model.traced_training_mode",    "model.nonfinite_output",
                              "comparison.identical",          "comparison.boundary_only",
                              "comparison.label_swap",         "comparison.significant_difference",
                              "comparison.systematic_cases",   "comparison.within_variance",
                              "comparison.beyond_boundary",    "training.overfitting",
                              "model.tf32_sensitivity",        "model.device_mismatch",
                              "model.nondeterministic_kernel", "model.training_mode",
                              "model.nondeterministic_output"};
    const KnowledgeBase& kb = shipped();
    for (const char* symptom :
         {"results-differ-from-previous-run", "metric-improves-loss-rises", "cpu-gpu-mismatch"})
        for (const std::string& id : kb.symptom(symptom)->hypotheses)
            for (const std::string& code : kb.hypothesis(id)->findingCodes) {
                const QString c = QString::fromStdString(code);
                QVERIFY2(emitted.contains(c) || c.startsWith("geometry."),
                         qPrintable(QString(symptom) + ": " + c));
            }
}

QTEST_GUILESS_MAIN(TestWorkflowComparisonRules)
#include "tst_workflow_comparisonrules.moc"
