// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "auditview.h"

#include "checks/audit/output/auditwords.h"
#include "histogramwidget.h"
#include "paircomparepanel.h"
#include "paritytablemodel.h"
#include "suspectedpairsmodel.h"
#include "widgets/compare/boxplotwidget.h"
#include "widgets/findingsmodel.h"
#include "widgets/findingtext.h"
#include "widgets/tablecolumns.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QScrollBar>
#include <QSplitter>
#include <QTabWidget>
#include <QTableView>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>
#include <set>

namespace scansleuth::widgets {

namespace {
QTableView* readOnlyTable(QWidget* parent, const QString& name)
{
    auto* table = new QTableView(parent);
    table->setObjectName(name);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setSelectionMode(QAbstractItemView::SingleSelection);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->verticalHeader()->hide();
    table->verticalHeader()->setDefaultSectionSize(table->fontMetrics().height() + 6);
    table->horizontalHeader()->setStretchLastSection(true);
    return table;
}
} // namespace

AuditView::AuditView(QWidget* parent)
    : QWidget(parent), m_pairs(new SuspectedPairsModel(this)), m_parity(new ParityTableModel(this)),
      m_findings(new FindingsModel(this))
{
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    m_summary = new QLabel(tr("No audit yet."), this);
    m_summary->setObjectName(QStringLiteral("auditSummary"));
    m_summary->setTextFormat(Qt::RichText);
    m_summary->setWordWrap(true);
    m_summary->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_summary->setFrameShape(QFrame::StyledPanel);
    m_summary->setMargin(6);
    layout->addWidget(m_summary);
    m_tabs = new QTabWidget(this);
    layout->addWidget(m_tabs, 1);

    // Suspected pairs: the table above the selected pair's views, the whole window wide, so that both
    // cases and the evidence (wrapped) are on screen.
    auto* pairsPage = new QSplitter(Qt::Vertical, this);
    pairsPage->setObjectName(QStringLiteral("pairsPage"));
    auto* tablePane = new QWidget(pairsPage);
    auto* tableLayout = new QVBoxLayout(tablePane);
    tableLayout->setContentsMargins(0, 0, 0, 0);
    m_pairsTable = readOnlyTable(tablePane, QStringLiteral("pairsTable"));
    m_pairsTable->setModel(m_pairs);
    m_noPairs =
        new QLabel(tr("No suspected pair: no patient, study or image was found in two splits."), tablePane);
    m_noPairs->setWordWrap(true);
    m_noPairs->hide();
    tableLayout->addWidget(m_noPairs);
    tableLayout->addWidget(m_pairsTable, 1);
    m_panel = new PairComparePanel(pairsPage);
    pairsPage->addWidget(tablePane);
    pairsPage->addWidget(m_panel);
    pairsPage->setStretchFactor(0, 1);
    pairsPage->setStretchFactor(1, 3);
    pairsPage->setSizes({250, 750});
    fitTextColumns(m_pairsTable, {SuspectedPairsModel::EvidenceColumn});
    m_tabs->addTab(pairsPage, tr("Suspected pairs"));

    // Parity: histogram and box plot over the table.
    auto* parityPage = new QSplitter(Qt::Vertical, this);
    auto* plots = new QSplitter(Qt::Horizontal, parityPage);
    m_histogram = new HistogramWidget(plots);
    auto* boxPane = new QWidget(plots);
    auto* boxLayout = new QHBoxLayout(boxPane);
    boxLayout->setContentsMargins(0, 0, 0, 0);
    m_featureList = new QListWidget(boxPane);
    m_featureList->setObjectName(QStringLiteral("featureList"));
    m_featureList->setMaximumWidth(200);
    m_box = new BoxPlotWidget(boxPane);
    boxLayout->addWidget(m_featureList);
    boxLayout->addWidget(m_box, 1);
    plots->addWidget(m_histogram);
    plots->addWidget(boxPane);
    plots->setStretchFactor(0, 1);
    plots->setStretchFactor(1, 1);
    m_parityTable = readOnlyTable(parityPage, QStringLiteral("parityTable"));
    m_parityTable->setModel(m_parity);
    m_parityTable->horizontalHeader()->setStretchLastSection(false); // numbers stay beside their titles
    parityPage->addWidget(plots);
    parityPage->addWidget(m_parityTable);
    m_tabs->addTab(parityPage, tr("Preprocessing parity"));

    auto* findingsTable = readOnlyTable(this, QStringLiteral("findingsTable"));
    findingsTable->setModel(m_findings);
    fitTextColumns(findingsTable, {FindingsModel::MessageColumn, FindingsModel::FixColumn});
    m_tabs->addTab(findingsTable, tr("Findings"));

    m_unreadable = new QTableWidget(0, 3, this);
    m_unreadable->setObjectName(QStringLiteral("unreadableTable"));
    m_unreadable->setHorizontalHeaderLabels({tr("File"), tr("Problem"), tr("Reason")});
    m_unreadable->horizontalHeader()->setStretchLastSection(true);
    m_unreadable->verticalHeader()->hide();
    m_unreadable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_tabs->addTab(m_unreadable, tr("Unreadable files"));

    connect(m_pairsTable->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            &AuditView::onCurrentRowChanged);
    connect(m_featureList, &QListWidget::currentRowChanged, this, [this](int row) {
        if (row >= 0)
            showFeature(m_featureList->item(row)->data(Qt::UserRole).toString().toStdString());
    });
    connect(m_panel, &PairComparePanel::hoverInfo, this, &AuditView::hoverInfo);
    // A row of the parity table shows its feature's box plot.
    connect(m_parityTable->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex& current) {
                if (current.isValid())
                    selectFeature(QString::fromStdString(
                        m_parity->comparisons()[m_parity->comparisonIndex(current.row())].feature));
            });
}

void AuditView::setResult(std::shared_ptr<const audit::AuditResult> result)
{
    m_result = std::move(result);
    m_requested = -1;
    m_pairs->setResult(m_result);
    m_panel->setResult(m_result);
    m_parity->setComparisons(m_result ? m_result->parity : std::vector<audit::FeatureComparison>{});
    m_findings->setFindings(m_result ? m_result->findings : Findings{});
    m_noPairs->setVisible(m_result && m_result->pairs.empty());
    // Fitted to their contents, but no column wider than a third of a screen.
    // (The pairs table's columns follow their contents, the evidence wraps: fitTextColumns.)
    m_parityTable->resizeColumnsToContents();
    for (int c = 0; c < m_parityTable->model()->columnCount(); ++c)
        m_parityTable->setColumnWidth(c, std::min(m_parityTable->columnWidth(c), 320));
    refreshSummary();
    refreshParity();
    refreshUnreadable();
    const int pairs = m_pairs->rowCount();
    m_tabs->setTabText(PairsTab, tr("Suspected pairs (%1)").arg(pairs));
    m_tabs->setTabText(ParityTab, tr("Preprocessing parity (%1 flagged)").arg(m_parity->flaggedCount()));
    m_tabs->setTabText(
        UnreadableTab,
        tr("Unreadable files (%1)").arg(m_result ? m_result->failures.size() : std::size_t(0)));
    // A leak is what the user came for; without one, the parity is the news.
    m_tabs->setCurrentIndex(pairs > 0 || !m_result || m_result->profiles.empty() ? PairsTab : ParityTab);
}

void AuditView::setCurrentTab(Tab tab)
{
    m_tabs->setCurrentIndex(tab);
}

QString AuditView::summaryText() const
{
    return m_summary->text();
}

// The pairs behind each leakage finding, as the findings count them (their "pairs" measurement): the
// strip and the headlines under it say the same numbers. A pair with two reasons (one person under a new
// ID whose image is also a near-duplicate) counts under both; `reasons` is the sum.
QStringList AuditView::leakageCounts(const Findings& findings, int& reasons)
{
    const std::vector<std::pair<const char*, QString>> words = {
        {"leakage.patient_overlap", tr("same patient ID %1")},
        {"leakage.fuzzy_identity", tr("same person under another ID %1")},
        {"leakage.study_overlap", tr("same examination %1")},
        {"leakage.duplicate_volume", tr("identical voxels %1")},
        {"leakage.same_acquisition", tr("one acquisition %1")},
        {"leakage.near_duplicate", tr("near-duplicate %1")},
        {"leakage.split_level", tr("split at the wrong level %1")}};
    QStringList out;
    reasons = 0;
    for (const auto& [code, text] : words)
        for (const Finding& f : findings) {
            if (f.code != code)
                continue;
            double pairs = 0;
            for (const Measurement& m : f.measurements)
                if (m.name == "pairs" || m.name == "part_pairs" || m.name == "case_pairs")
                    pairs += m.value;
            reasons += static_cast<int>(pairs);
            out << text.arg(static_cast<int>(pairs));
        }
    return out;
}

void AuditView::refreshSummary()
{
    if (!m_result) {
        m_summary->setText(tr("No audit yet."));
        return;
    }
    const audit::AuditResult& r = *m_result;
    QStringList splits;
    for (const audit::SplitInput& s : r.splits) {
        const auto n = std::count_if(r.records.begin(), r.records.end(),
                                     [&s](const audit::VolumeRecord& v) { return v.split == s.name; });
        splits << tr("%1: %2").arg(QString::fromStdString(s.name).toHtmlEscaped()).arg(n);
    }
    const auto colour = [](bool bad) {
        return bad ? QStringLiteral("#c0392b") : QStringLiteral("#2e7d32");
    };
    QString text = tr("<b>%1 volumes</b> (%2)").arg(r.records.size()).arg(splits.join(QStringLiteral(", ")));
    text += QStringLiteral(" &nbsp;·&nbsp; <span style=\"color:%1\"><b>%2</b></span>")
                .arg(colour(!r.pairs.empty()), tr("suspected pairs: %1").arg(r.pairs.size()));
    if (!r.pairs.empty()) {
        int reasons = 0;
        const QStringList counts = leakageCounts(r.findings, reasons);
        if (!counts.isEmpty())
            text += QStringLiteral(" (") + counts.join(QStringLiteral(", ")) +
                    (reasons > static_cast<int>(r.pairs.size()) ? tr("; a pair can have several reasons")
                                                                : QString()) +
                    QStringLiteral(")");
    }
    text += QStringLiteral(" &nbsp;·&nbsp; <span style=\"color:%1\">%2</span>")
                .arg(colour(m_parity->flaggedCount() > 0), tr("parity comparisons flagged: %1 of %2")
                                                               .arg(m_parity->flaggedCount())
                                                               .arg(r.parity.size()));
    text += QStringLiteral(" &nbsp;·&nbsp; <span style=\"color:%1\">%2</span>")
                .arg(r.failures.empty() ? QStringLiteral("#2e7d32") : QStringLiteral("#b34700"),
                     tr("unreadable files: %1").arg(r.failures.size()));
    if (!r.references.empty()) {
        QStringList kinds;
        for (const audit::ReferenceFingerprint& ref : r.references)
            kinds << reportText(audit::referenceKindWords(ref.kind)).toHtmlEscaped();
        text +=
            QStringLiteral(" &nbsp;·&nbsp; ") + tr("compared with: %1").arg(kinds.join(QStringLiteral(", ")));
    }
    // The headlines: every warning and error but the unreadable files (counted above), at most five.
    QStringList lines;
    for (const Finding& f : r.findings) {
        if (f.severity == Severity::Info || f.code == "dataset.unreadable_file")
            continue;
        if (lines.size() == 5) {
            lines << tr("... and more in the Findings tab.");
            break;
        }
        lines << QStringLiteral("<span style=\"color:%1\">%2</span> %3")
                     .arg(f.severity == Severity::Error ? QStringLiteral("#c0392b")
                                                        : QStringLiteral("#b34700"),
                          f.severity == Severity::Error ? QStringLiteral("●") : QStringLiteral("▲"),
                          findingMessage(f).toHtmlEscaped());
    }
    if (!lines.isEmpty())
        text += QStringLiteral("<br>") + lines.join(QStringLiteral("<br>"));
    m_summary->setText(text);
}

void AuditView::refreshParity()
{
    m_featureList->clear();
    if (!m_result || m_result->profiles.empty()) {
        m_histogram->setData(tr("No intensity histogram: no split has a readable volume."), {}, {});
        m_box->setData(tr("No feature"), {}, {});
        return;
    }
    std::vector<HistogramWidget::Series> series;
    for (const audit::SplitProfile& p : m_result->profiles) {
        const QString name = QString::fromStdString(p.split);
        series.push_back({p.valueDomain.empty()
                              ? name
                              : tr("%1 (%2)").arg(name, reportText(audit::valueDomainWords(p.valueDomain))),
                          p.histogram});
    }
    m_histogram->setData(tr("Voxel intensities per split (fraction of voxels, each volume weighted equally)"),
                         m_result->profiles.front().histogramEdges, std::move(series));
    // Features of any split, flagged ones first so the list opens on a mismatch.
    std::set<std::string> flagged, all;
    for (const audit::FeatureComparison& c : m_result->parity)
        if (c.flagged)
            flagged.insert(c.feature);
    for (const audit::SplitProfile& p : m_result->profiles)
        for (const auto& [feature, values] : p.features)
            all.insert(feature);
    std::vector<std::string> ordered;
    for (const std::string& f : all)
        if (flagged.count(f))
            ordered.push_back(f);
    for (const std::string& f : all)
        if (!flagged.count(f))
            ordered.push_back(f);
    for (const std::string& f : ordered) {
        auto* item = new QListWidgetItem(ParityTableModel::featureText(f), m_featureList);
        item->setData(Qt::UserRole, QString::fromStdString(f));
        if (flagged.count(f)) {
            item->setBackground(ParityTableModel::flaggedColour());
            item->setForeground(QColor(Qt::black));
        }
    }
    // As wide as its longest name (German's are longer than the 200 px it starts with).
    const int fit = m_featureList->sizeHintForColumn(0) + 2 * m_featureList->frameWidth() +
                    m_featureList->verticalScrollBar()->sizeHint().width();
    m_featureList->setMaximumWidth(std::max(fit, 200));
    m_featureList->setMinimumWidth(fit);
    if (m_featureList->count() > 0)
        m_featureList->setCurrentRow(0);
    else
        m_box->setData(tr("No feature"), {}, {});
}

void AuditView::showFeature(const std::string& feature)
{
    if (!m_result)
        return;
    QStringList groups;
    std::vector<BoxPlotWidget::Box> boxes;
    const QString title = ParityTableModel::featureText(feature);
    for (std::size_t s = 0; s < m_result->profiles.size(); ++s) {
        const audit::SplitProfile& p = m_result->profiles[s];
        groups << QString::fromStdString(p.split);
        const auto values = p.features.find(feature);
        boxes.push_back({title, static_cast<int>(s),
                         values == p.features.end() ? std::vector<double>{} : values->second});
    }
    std::string unit;
    for (const audit::FeatureComparison& c : m_result->parity)
        if (c.feature == feature)
            unit = c.unit;
    m_box->setData(tr("%1 per volume, by split").arg(ParityTableModel::featureText(feature, unit)), groups,
                   std::move(boxes));
}

QStringList AuditView::features() const
{
    QStringList list;
    for (int i = 0; i < m_featureList->count(); ++i)
        list << m_featureList->item(i)->data(Qt::UserRole).toString();
    return list;
}

bool AuditView::selectFeature(const QString& feature)
{
    const int row = static_cast<int>(features().indexOf(feature));
    if (row < 0)
        return false;
    m_featureList->setCurrentRow(row);
    return true;
}

void AuditView::refreshUnreadable()
{
    m_unreadable->setRowCount(0);
    if (!m_result)
        return;
    for (const checks::FileFailure& f : m_result->failures) {
        const int row = m_unreadable->rowCount();
        m_unreadable->insertRow(row);
        m_unreadable->setItem(row, 0, new QTableWidgetItem(QString::fromStdString(f.path)));
        m_unreadable->setItem(row, 1, new QTableWidgetItem(reportText(audit::failureKindWords(f.kind))));
        auto* reason = new QTableWidgetItem(errorText(f.reason)); // in the user's language; the detail stays
        reason->setToolTip(QString::fromStdString(f.detail));
        m_unreadable->setItem(row, 2, reason);
    }
    m_unreadable->resizeColumnsToContents();
}

bool AuditView::selectPair(std::size_t pairIndex)
{
    const int row = m_pairs->rowOfPair(pairIndex);
    if (row < 0)
        return false;
    m_tabs->setCurrentIndex(PairsTab);
    m_pairsTable->selectRow(row);
    m_pairsTable->setCurrentIndex(m_pairs->index(row, 0));
    m_pairsTable->scrollTo(m_pairs->index(row, 0));
    return true;
}

void AuditView::onCurrentRowChanged()
{
    const QModelIndex current = m_pairsTable->currentIndex();
    if (!current.isValid())
        return;
    const std::size_t pair = m_pairs->pairIndex(current.row());
    if (static_cast<long long>(pair) == m_requested)
        return;
    m_requested = static_cast<long long>(pair);
    Q_EMIT pairRequested(pair);
}

void AuditView::showPair(const PairVolumes& volumes)
{
    if (static_cast<long long>(volumes.pairIndex) == m_requested)
        m_panel->showPair(volumes);
}

} // namespace scansleuth::widgets
