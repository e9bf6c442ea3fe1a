// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Starting an investigation, verdicts, reranking and applying an experiment's findings.
#include "workflow/investigation.h"

#include <QStringList>
#include <QTest>

#include <cmath>
#include <numeric>

using namespace scansleuth;
using namespace scansleuth::workflow;

namespace {

const KnowledgeBase& shipped()
{
    static const KnowledgeBase kb = [] {
        auto loaded = KnowledgeBase::load(SCANSLEUTH_KNOWLEDGE_TEST_DIR);
        if (!loaded)
            qFatal("knowledge base: %s", loaded.error().message.c_str());
        return std::move(loaded).value();
    }();
    return kb;
}

QStringList order(const Investigation& inv)
{
    QStringList ids;
    for (const auto& h : inv.hypotheses)
        ids << QString::fromStdString(h.id);
    return ids;
}

double posteriorSum(const Investigation& inv)
{
    return std::accumulate(inv.hypotheses.begin(), inv.hypotheses.end(), 0.0,
                           [](double s, const HypothesisState& h) { return s + h.posterior; });
}

// "a:0.5:supported" -> a hypothesis state.
Investigation fromSpec(const QStringList& spec)
{
    Investigation inv;
    for (const auto& item : spec) {
        const auto parts = item.split(':');
        HypothesisState h;
        h.id = parts[0].toStdString();
        h.prior = parts[1].toDouble();
        h.verdict = parts.size() > 2 ? *verdictFromId(parts[2].toStdString()) : Verdict::Untested;
        inv.hypotheses.push_back(h);
    }
    return inv;
}

} // namespace

class TestWorkflowInvestigation : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void start()
    {
        const Investigation inv = startInvestigation(shipped(), "mask-misaligned", "my mask is flipped",
                                                     "training a liver model", "switched to nibabel");
        QCOMPARE(inv.symptomId, std::string("mask-misaligned"));
        QCOMPARE(inv.category, Category::SilentCorrectness);
        QCOMPARE(inv.title, shipped().symptom("mask-misaligned")->title);
        QCOMPARE(inv.whatChanged, std::string("switched to nibabel"));
        QCOMPARE(inv.hypotheses.size(), shipped().symptom("mask-misaligned")->hypotheses.size());
        QCOMPARE(inv.hypotheses.front().id, std::string("mask-frame-mismatch"));
        QVERIFY(std::abs(posteriorSum(inv) - 1.0) < 1e-12);
        for (std::size_t i = 1; i < inv.hypotheses.size(); ++i)
            QVERIFY(inv.hypotheses[i - 1].prior >= inv.hypotheses[i].prior);
        QVERIFY(!inv.createdUtc.empty() && inv.createdUtc.back() == 'Z');
    }

    void startUnknownSymptom()
    {
        const Investigation inv = startInvestigation(shipped(), "no-such-symptom");
        QCOMPARE(inv.symptomId, std::string("no-such-symptom"));
        QVERIFY(inv.hypotheses.empty());
    }

    void likelihoodRatios()
    {
        QCOMPARE(verdictLikelihoodRatio(Verdict::Untested), 1.0);
        QCOMPARE(verdictLikelihoodRatio(Verdict::Inconclusive), 1.0);
        QCOMPARE(verdictLikelihoodRatio(Verdict::Supported), 8.0);
        QCOMPARE(verdictLikelihoodRatio(Verdict::Refuted), 0.05);
    }

    void rerank_data()
    {
        QTest::addColumn<QStringList>("spec");
        QTest::addColumn<QStringList>("expectedOrder");
        QTest::addColumn<double>("firstPosterior");
        QTest::addRow("priors only") << QStringList{"b:0.2", "a:0.6", "c:0.2"} << QStringList{"a", "b", "c"}
                                     << 0.6;
        QTest::addRow("supported moves up")
            << QStringList{"a:0.5", "b:0.3", "c:0.2:supported"} << QStringList{"c", "a", "b"} << 1.6 / 2.4;
        QTest::addRow("refuted moves down")
            << QStringList{"a:0.5:refuted", "b:0.3", "c:0.2"} << QStringList{"b", "c", "a"} << 0.3 / 0.525;
        QTest::addRow("inconclusive changes nothing")
            << QStringList{"a:0.5:inconclusive", "b:0.3", "c:0.2"} << QStringList{"a", "b", "c"} << 0.5;
        QTest::addRow("all refuted keeps prior order")
            << QStringList{"a:0.5:refuted", "b:0.3:refuted"} << QStringList{"a", "b"} << 0.5 / 0.8;
        QTest::addRow("ties keep order")
            << QStringList{"x:0.3", "y:0.3", "z:0.3"} << QStringList{"x", "y", "z"} << 1.0 / 3.0;
        QTest::addRow("all zero priors") << QStringList{"x:0", "y:0"} << QStringList{"x", "y"} << 0.5;
    }
    void rerank()
    {
        QFETCH(QStringList, spec);
        QFETCH(QStringList, expectedOrder);
        QFETCH(double, firstPosterior);
        Investigation inv = fromSpec(spec);
        workflow::rerank(inv);
        QCOMPARE(order(inv), expectedOrder);
        QVERIFY(std::abs(inv.hypotheses.front().posterior - firstPosterior) < 1e-12);
        QVERIFY(std::abs(posteriorSum(inv) - 1.0) < 1e-12);
    }

    void setVerdict()
    {
        Investigation inv = startInvestigation(shipped(), "mask-misaligned");
        QVERIFY(!workflow::setVerdict(inv, "no-such-hypothesis", Verdict::Supported, "x"));
        QVERIFY(workflow::setVerdict(inv, "mask-viewer-convention", Verdict::Supported,
                                     "ITK-SNAP shows it fine"));
        QCOMPARE(inv.hypotheses.front().id, std::string("mask-viewer-convention"));
        QCOMPARE(inv.hypotheses.front().reason, std::string("ITK-SNAP shows it fine"));
    }

    void applyFindings_data()
    {
        QTest::addColumn<QString>("symptom");
        QTest::addColumn<QString>("experiment");
        QTest::addColumn<QString>("status");
        QTest::addColumn<QStringList>("codes");
        QTest::addColumn<QStringList>("candidates");   // the check's data.candidates: "code:verdict"
        QTest::addColumn<QStringList>("userVerdicts"); // set before the run: "id:verdict"
        QTest::addColumn<QStringList>("expected");     // "id:verdict" after the run
        QTest::addColumn<QString>("first");
        QTest::addRow("axis flip supports frame mismatch")
            << "mask-misaligned"
            << "exp-pair-geometry"
            << "done" << QStringList{"geometry.axis_flip"} << QStringList{} << QStringList{}
            << QStringList{"mask-frame-mismatch:supported", "mask-axes-transposed:refuted",
                           "mask-origin-offset:refuted", "mask-viewer-convention:untested"}
            << "mask-frame-mismatch";
        QTest::addRow("transpose supports transposed axes")
            << "mask-misaligned"
            << "exp-pair-geometry"
            << "done" << QStringList{"geometry.axes_transposed"} << QStringList{} << QStringList{}
            << QStringList{"mask-axes-transposed:supported", "mask-frame-mismatch:refuted"}
            << "mask-axes-transposed";
        QTest::addRow("clean pair refutes the header causes")
            << "mask-misaligned"
            << "exp-pair-geometry"
            << "done" << QStringList{} << QStringList{} << QStringList{}
            << QStringList{"mask-frame-mismatch:refuted", "mask-identity-affine:refuted",
                           "mask-viewer-convention:untested"}
            << "mask-viewer-convention";
        QTest::addRow("inconclusive evidence refutes nothing")
            << "mask-misaligned"
            << "exp-pair-geometry"
            << "done" << QStringList{"geometry.inconclusive"} << QStringList{} << QStringList{}
            << QStringList{"mask-frame-mismatch:inconclusive", "mask-origin-offset:inconclusive"}
            << "mask-frame-mismatch";
        QTest::addRow("failed run changes nothing")
            << "mask-misaligned"
            << "exp-pair-geometry"
            << "failed" << QStringList{"geometry.axis_flip"} << QStringList{} << QStringList{}
            << QStringList{"mask-frame-mismatch:untested", "mask-axes-transposed:untested"}
            << "mask-frame-mismatch";
        QTest::addRow("interpolated borders support linear interpolation")
            << "mask-smoothed"
            << "exp-labels"
            << "done" << QStringList{"labels.interpolated_borders"} << QStringList{} << QStringList{}
            << QStringList{"mask-linear-interpolation:supported", "mask-saved-probabilities:inconclusive",
                           "mask-lossy-compression:inconclusive", "mask-display-interpolation:untested"}
            << "mask-linear-interpolation";
        QTest::addRow("clean labels refute interpolation")
            << "mask-smoothed"
            << "exp-labels"
            << "done" << QStringList{} << QStringList{} << QStringList{}
            << QStringList{"mask-linear-interpolation:refuted", "mask-display-interpolation:untested"}
            << "mask-saved-probabilities";
        QTest::addRow("absence never refutes a user's support")
            << "mask-misaligned"
            << "exp-pair-geometry"
            << "done" << QStringList{} << QStringList{} << QStringList{"mask-origin-offset:supported"}
            << QStringList{"mask-origin-offset:inconclusive", "mask-frame-mismatch:refuted"}
            << "mask-origin-offset";
        QTest::addRow("finding from another experiment still supports")
            << "segfault"
            << "exp-slurm-log"
            << "done" << QStringList{"dataset.unreadable_file"} << QStringList{} << QStringList{}
            << QStringList{"segfault-corrupt-file:supported", "segfault-numpy-abi:untested"}
            << "segfault-corrupt-file";
        QTest::addRow("inconclusive flip candidate is not refuted")
            << "mask-misaligned"
            << "exp-pair-geometry"
            << "done" << QStringList{"geometry.consistent"}
            << QStringList{"geometry.axis_flip:inconclusive", "geometry.axes_transposed:refuted"}
            << QStringList{}
            << QStringList{"mask-frame-mismatch:inconclusive", "mask-axes-transposed:refuted",
                           "mask-origin-offset:refuted"}
            << "mask-frame-mismatch";
        QTest::addRow("unproven header difference is inconclusive")
            << "mask-misaligned"
            << "exp-pair-geometry"
            << "done" << QStringList{"geometry.origin_offset"}
            << QStringList{"geometry.origin_offset:inconclusive", "geometry.axis_flip:refuted"}
            << QStringList{} << QStringList{"mask-origin-offset:inconclusive", "mask-frame-mismatch:refuted"}
            << "mask-origin-offset";
        QTest::addRow("supported candidate among refuted ones")
            << "mask-misaligned"
            << "exp-pair-geometry"
            << "done" << QStringList{"geometry.axis_flip"}
            << QStringList{"geometry.axis_flip:refuted", "geometry.axis_flip:supported"} << QStringList{}
            << QStringList{"mask-frame-mismatch:supported"} << "mask-frame-mismatch";
        QTest::addRow("slurm no gpu supports the missing request")
            << "slurm-job-failed"
            << "exp-slurm-log"
            << "done" << QStringList{"slurm.no_gpu"} << QStringList{} << QStringList{}
            << QStringList{"slurm-missing-gpu-request:supported", "slurm-walltime:refuted"}
            << "slurm-missing-gpu-request";
    }
    void applyFindings()
    {
        QFETCH(QString, symptom);
        QFETCH(QString, experiment);
        QFETCH(QString, status);
        QFETCH(QStringList, codes);
        QFETCH(QStringList, candidates);
        QFETCH(QStringList, userVerdicts);
        QFETCH(QStringList, expected);
        QFETCH(QString, first);
        Investigation inv = startInvestigation(shipped(), symptom.toStdString());
        for (const auto& v : userVerdicts) {
            const auto parts = v.split(':');
            QVERIFY(workflow::setVerdict(inv, parts[0].toStdString(), *verdictFromId(parts[1].toStdString()),
                                         "seen by the user"));
        }
        ExperimentRun run;
        run.id = workflow::nextRunId(inv);
        run.experiment = experiment.toStdString();
        run.status = status.toStdString();
        for (const auto& code : codes)
            run.evidence.findings.push_back(makeFinding(code.toStdString(), Severity::Warning,
                                                        "Evidence for " + code.toStdString() + "."));
        run.evidence.data["candidates"] = nlohmann::json::array();
        for (const auto& c : candidates) {
            const auto parts = c.split(':');
            run.evidence.data["candidates"].push_back(
                {{"code", parts[0].toStdString()}, {"verdict", parts[1].toStdString()}});
        }
        workflow::applyFindings(inv, shipped(), run);
        for (const auto& e : expected) {
            const auto parts = e.split(':');
            const HypothesisState* h = inv.hypothesis(parts[0].toStdString());
            QVERIFY2(h, qPrintable(parts[0]));
            QCOMPARE(QString(verdictId(h->verdict)), parts[1]);
            if (h->verdict == Verdict::Supported && userVerdicts.isEmpty())
                QVERIFY2(h->reason.find("Evidence for") == 0, h->reason.c_str());
            if (h->verdict == Verdict::Refuted)
                QVERIFY2(h->reason.find("found none of") != std::string::npos, h->reason.c_str());
        }
        QCOMPARE(QString::fromStdString(inv.hypotheses.front().id), first);
        QVERIFY(std::abs(posteriorSum(inv) - 1.0) < 1e-12);
    }

    void nextRunId()
    {
        Investigation inv;
        QCOMPARE(workflow::nextRunId(inv), std::string("run-1"));
        inv.runs.push_back(ExperimentRun{});
        inv.runs.back().id = "run-2";
        QCOMPARE(workflow::nextRunId(inv), std::string("run-3"));
    }
};

QTEST_GUILESS_MAIN(TestWorkflowInvestigation)
#include "tst_workflow_investigation.moc"
