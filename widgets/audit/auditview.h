// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "recordimage.h"

#include "checks/audit/reduce/reduce.h"

#include <QStringList>
#include <QWidget>

#include <memory>

class QLabel;
class QListWidget;
class QTabWidget;
class QTableView;
class QTableWidget;

namespace scansleuth::widgets {

class BoxPlotWidget;
class FindingsModel;
class HistogramWidget;
class PairComparePanel;
class ParityTableModel;
class SuspectedPairsModel;

// A finished dataset audit: a summary strip (volumes per split, suspected pairs, flagged parity
// features, unreadable files, and the leakage and mismatch findings' headlines) over four tabs: the
// suspected pairs (strongest first) beside the selected pair's linked views; the parity plots (overlaid
// intensity histograms per split, a box plot per split of the feature chosen from the list) over the
// parity table with flagged rows highlighted; all findings; the unreadable files with their reasons.
// Reading a pair's files is the caller's: the view asks with pairRequested and is given them by showPair.
class AuditView : public QWidget
{
    Q_OBJECT

public:
    enum Tab
    {
        PairsTab,
        ParityTab,
        FindingsTab,
        UnreadableTab
    };

    explicit AuditView(QWidget* parent = nullptr);

    void setResult(std::shared_ptr<const audit::AuditResult> result);
    const audit::AuditResult* result() const { return m_result.get(); }
    // Selects the pair's row (and so asks for the pair); false when there is no such pair.
    bool selectPair(std::size_t pairIndex);
    // Shows the volumes when they are of the pair last asked for (older reads are dropped).
    void showPair(const PairVolumes& volumes);
    // Shows the feature's box plot; false when no split has that feature.
    bool selectFeature(const QString& feature);
    void setCurrentTab(Tab tab);

    QString summaryText() const;
    QStringList features() const; // the features of the box-plot list, in its order
    SuspectedPairsModel* pairsModel() const { return m_pairs; }
    ParityTableModel* parityModel() const { return m_parity; }
    QTableView* pairsTable() const { return m_pairsTable; }
    QTableView* parityTable() const { return m_parityTable; }
    PairComparePanel* pairPanel() const { return m_panel; }
    HistogramWidget* histogram() const { return m_histogram; }
    BoxPlotWidget* boxPlot() const { return m_box; }
    QTableWidget* unreadableTable() const { return m_unreadable; }
    QTabWidget* tabs() const { return m_tabs; }
    long long requestedPair() const { return m_requested; }

Q_SIGNALS:
    void pairRequested(std::size_t pairIndex);
    void hoverInfo(const QString& text);

private:
    void refreshSummary();
    static QStringList leakageCounts(const Findings& findings, int& reasons);
    void refreshParity();
    void refreshUnreadable();
    void showFeature(const std::string& feature);
    void onCurrentRowChanged();

    std::shared_ptr<const audit::AuditResult> m_result;
    SuspectedPairsModel* m_pairs = nullptr;
    ParityTableModel* m_parity = nullptr;
    FindingsModel* m_findings = nullptr;
    QLabel* m_summary = nullptr;
    QTabWidget* m_tabs = nullptr;
    QTableView* m_pairsTable = nullptr;
    QLabel* m_noPairs = nullptr;
    PairComparePanel* m_panel = nullptr;
    HistogramWidget* m_histogram = nullptr;
    QListWidget* m_featureList = nullptr;
    BoxPlotWidget* m_box = nullptr;
    QTableView* m_parityTable = nullptr;
    QTableWidget* m_unreadable = nullptr;
    long long m_requested = -1;
};

} // namespace scansleuth::widgets
