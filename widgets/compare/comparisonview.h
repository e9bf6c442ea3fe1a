// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "compare/runs/runcomparison.h"

#include <QWidget>

#include <memory>

class QComboBox;
class QLabel;
class QTableView;

namespace scansleuth::widgets {

class BoxPlotWidget;
class CaseComparePanel;
class CaseTableModel;
class ScatterWidget;
class SummaryStrip;
struct CaseData;

// The side-by-side run comparison: the case table (worst first) with its summary strip, box plots per
// run and label, a scatter of run A against run B, and the selected case's linked views. The label and
// metric chosen at the top apply to all of them. Reading a case's files is the caller's: the view asks
// with caseRequested and is given the result with showCase.
class ComparisonView : public QWidget
{
    Q_OBJECT

public:
    explicit ComparisonView(QWidget* parent = nullptr);

    void setComparison(std::shared_ptr<const compare::Comparison> comparison);
    const compare::Comparison* comparison() const { return m_comparison.get(); }
    void setLabel(std::int64_t label);
    void setMetric(compare::Metric metric);
    // The two runs of the scatter plot (indices into the run names).
    void setScatterRuns(std::size_t a, std::size_t b);
    // Selects the case's row (and so asks for the case); false when there is no such case.
    bool selectCase(std::size_t caseIndex);
    bool selectCase(const QString& key);
    void showCase(std::shared_ptr<const CaseData> data);

    CaseTableModel* model() const { return m_model; }
    QTableView* table() const { return m_table; }
    BoxPlotWidget* boxPlot() const { return m_box; }
    ScatterWidget* scatter() const { return m_scatter; }
    CaseComparePanel* casePanel() const { return m_panel; }
    SummaryStrip* summary() const { return m_summary; }

Q_SIGNALS:
    void caseRequested(std::size_t caseIndex);
    void hoverInfo(const QString& text);

private:
    void refreshPlots();
    // Every column as wide as its header and cells (after the metric or label changed its titles).
    void fitColumns();
    void refreshVerdict();
    void onCurrentRowChanged();

    std::shared_ptr<const compare::Comparison> m_comparison;
    CaseTableModel* m_model = nullptr;
    QComboBox* m_labelBox = nullptr;
    QComboBox* m_metricBox = nullptr;
    QLabel* m_scatterLabel = nullptr;
    QComboBox* m_scatterA = nullptr;
    QComboBox* m_scatterB = nullptr;
    QLabel* m_verdict = nullptr;
    QLabel* m_unmatched = nullptr;
    QTableView* m_table = nullptr;
    SummaryStrip* m_summary = nullptr;
    BoxPlotWidget* m_box = nullptr;
    ScatterWidget* m_scatter = nullptr;
    CaseComparePanel* m_panel = nullptr;
    std::size_t m_runA = 0, m_runB = 1;
    long long m_requested = -1;
};

} // namespace scansleuth::widgets
