// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "render/differencemap.h"
#include "render/labelpalette.h"
#include "support/comparisonfixture.h"
#include "widgets/compare/casecomparepanel.h"
#include "widgets/sliceview.h"
#include "widgets/viewerstate.h"

#include <QApplication>
#include <QLabel>
#include <QTest>
#include <QWheelEvent>

using namespace scansleuth;
using namespace scansleuth::testing;
using render::DifferenceClass;
using widgets::CaseComparePanel;
using widgets::CaseData;

namespace {
using Voxel = std::array<std::int64_t, 3>;

volume::Geometry grid()
{
    volume::Geometry g;
    g.size = {8, 8, 10};
    g.spacing = {1, 1, 2};
    return g;
}

std::shared_ptr<const io::LoadedImage> labelMap(const std::vector<Voxel>& ones)
{
    auto v = volume::Volume::allocate(volume::PixelType::UInt8, grid());
    auto voxels = v->voxels<std::uint8_t>();
    std::fill(voxels.begin(), voxels.end(), std::uint8_t{0});
    for (const Voxel& p : ones)
        voxels[static_cast<std::size_t>(v->linearIndex(p[0], p[1], p[2]))] = 1;
    auto image = std::make_shared<io::LoadedImage>();
    image->volumes.push_back(std::move(v).value());
    return image;
}

std::shared_ptr<const io::LoadedImage> rampImage()
{
    auto v = volume::Volume::allocate(volume::PixelType::Int16, grid());
    auto voxels = v->voxels<std::int16_t>();
    for (std::size_t n = 0; n < voxels.size(); ++n)
        voxels[n] = static_cast<std::int16_t>(n % 200);
    auto image = std::make_shared<io::LoadedImage>();
    image->path = "ramp";
    image->volumes.push_back(std::move(v).value());
    return image;
}

// Truth: (2,2,7), (3,2,7), (2,2,3). Run A: (2,2,7) (true positive), (5,5,7) (false positive), (2,2,3); it
// misses (3,2,7). Run B: (2,2,7), (3,2,7), (6,6,7). A and B differ in 3 voxels of slice 7, 1 of slice 3.
const Voxel kBoth{2, 2, 7}, kOnlyTruthAndB{3, 2, 7}, kOnlyA{5, 5, 7}, kOnlyB{6, 6, 7};

std::shared_ptr<const compare::Comparison> comparison(std::int64_t betweenWorst = 7)
{
    const std::vector<std::string> runs = {"A", "B"};
    auto c = caseOf("case_1", runs, true);
    c.vsTruth = {pairMetrics("truth", "A", {labelMetrics(1, 0.67)}, 7),
                 pairMetrics("truth", "B", {labelMetrics(1, 0.86)}, 7)};
    c.between = {pairMetrics("A", "B", {labelMetrics(1, 0.57)}, betweenWorst)};
    auto missing = caseOf("case_2", runs, true);
    missing.inputs[1].paths.clear();
    missing.reliable = false;
    missing.findings.push_back(
        finding("compare.unmatched_case", Severity::Warning, "B has no file for case_2."));
    missing.vsTruth = {pairMetrics("truth", "A", {labelMetrics(1, 0.9)}),
                       notComputed("truth", "B", "missing")};
    missing.between = {notComputed("A", "B", "missing")};
    return std::make_shared<const compare::Comparison>(comparisonOf(runs, true, {c, missing}, {1}));
}

std::shared_ptr<const CaseData> caseData(bool withImage)
{
    auto data = std::make_shared<CaseData>();
    data->labels = {labelMap({kBoth, kOnlyA, {2, 2, 3}}), labelMap({kBoth, kOnlyTruthAndB, kOnlyB}),
                    labelMap({kBoth, kOnlyTruthAndB, {2, 2, 3}})};
    data->errors = {QString(), QString(), QString()};
    if (withImage)
        data->image = rampImage();
    return data;
}

// The colour of a voxel in a view's rendered slice.
QColor colourAt(CaseComparePanel& panel, int view, const Voxel& v)
{
    widgets::SliceView* sv = panel.view(view);
    sv->grab(); // paints, and so renders the current slice
    const volume::Vec3 lps = volume::indexToPatient(grid(), {double(v[0]), double(v[1]), double(v[2])});
    const auto s = render::patientToScreen(panel.state(view)->frame(), sv->plane(), lps);
    return sv->sliceImage().pixelColor(
        QPoint(static_cast<int>(std::lround(s[0])), static_cast<int>(std::lround(s[1]))));
}

bool sameColour(const QColor& c, DifferenceClass expected)
{
    const render::Rgba e = render::differenceColour(expected);
    return std::abs(c.red() - e.r) <= 1 && std::abs(c.green() - e.g) <= 1 && std::abs(c.blue() - e.b) <= 1;
}

void wheel(QWidget* w, int steps, Qt::KeyboardModifiers modifiers)
{
    const QPointF pos(w->width() / 2.0, w->height() / 2.0);
    QWheelEvent e(pos, w->mapToGlobal(pos), QPoint(), QPoint(0, 120 * steps), Qt::NoButton, modifiers,
                  Qt::NoScrollPhase, false);
    QApplication::sendEvent(w, &e);
}
} // namespace

class TestCaseComparePanel : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void init();
    void cleanup();
    void oneViewPerInput();
    void opensAtTheWorstSlice();
    void worstSliceFallsBackToTheTruth();
    void overlayAgainstTheTruth();
    void overlayAgainstARun();
    void labelsOnlyShowsEachMapsOwnLabels();
    void viewsMoveTogether();
    void windowIsShared();
    void missingInputIsNamedWithItsFindings();

private:
    CaseComparePanel* m_panel = nullptr;
};

void TestCaseComparePanel::init()
{
    m_panel = new CaseComparePanel;
    m_panel->resize(1000, 500);
    m_panel->setComparison(comparison());
    m_panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_panel));
}

void TestCaseComparePanel::cleanup()
{
    delete m_panel;
}

void TestCaseComparePanel::oneViewPerInput()
{
    QCOMPARE(m_panel->viewCount(), 3); // A, B, truth
    QCOMPARE(m_panel->reference(), CaseComparePanel::kTruth);
}

void TestCaseComparePanel::opensAtTheWorstSlice()
{
    // The panel starts on another plane; the worst slice counts along the grid's third axis (axial here).
    m_panel->setPlane(render::Plane::Coronal);
    m_panel->showCase(caseData(false));
    QCOMPARE(m_panel->plane(), render::Plane::Axial);
    for (int v = 0; v < m_panel->viewCount(); ++v) {
        QCOMPARE(m_panel->view(v)->plane(), render::Plane::Axial);
        QCOMPARE(m_panel->view(v)->slice(), std::int64_t{7});
    }
}

void TestCaseComparePanel::worstSliceFallsBackToTheTruth()
{
    // Without a slice between the runs, the run that differs most from the truth names it.
    const auto worst = widgets::worstPlace(*comparison(-1), comparison(-1)->cases.front());
    QVERIFY(worst.has_value());
    QCOMPARE(worst->slice, std::int64_t{7});
    QCOMPARE(worst->input, std::size_t{2}); // the truth's grid
    QVERIFY(!widgets::worstPlace(*comparison(), comparison()->cases[1]).has_value());
}

void TestCaseComparePanel::overlayAgainstTheTruth()
{
    m_panel->showCase(caseData(false));
    QVERIFY(m_panel->showsDifference(0));
    QVERIFY(sameColour(colourAt(*m_panel, 0, kBoth), DifferenceClass::Both));           // true positive
    QVERIFY(sameColour(colourAt(*m_panel, 0, kOnlyA), DifferenceClass::OnlyB));         // false positive
    QVERIFY(sameColour(colourAt(*m_panel, 0, kOnlyTruthAndB), DifferenceClass::OnlyA)); // false negative
    QVERIFY(sameColour(colourAt(*m_panel, 1, kOnlyB), DifferenceClass::OnlyB));         // B's false positive
    QVERIFY(!m_panel->showsDifference(2)); // the truth itself, in one neutral colour
    const QColor reference = colourAt(*m_panel, 2, kBoth);
    QCOMPARE(QColor(reference.red(), reference.green(), reference.blue()), QColor(235, 235, 235));
    QVERIFY(m_panel->legendText(2).contains(QStringLiteral("the reference")));
    QVERIFY(m_panel->legendText(0).contains(QStringLiteral("false positive (only in A)")));
    QVERIFY(m_panel->legendText(0).contains(QStringLiteral("false negative")));
    QVERIFY(m_panel->viewTitle(0).contains(QStringLiteral("0.670")));
}

void TestCaseComparePanel::overlayAgainstARun()
{
    m_panel->showCase(caseData(false));
    m_panel->setReference(0);
    QVERIFY(!m_panel->showsDifference(0)); // A against itself: its labels
    QVERIFY(m_panel->showsDifference(1));
    QVERIFY(sameColour(colourAt(*m_panel, 1, kBoth), DifferenceClass::Both));
    QVERIFY(sameColour(colourAt(*m_panel, 1, kOnlyA), DifferenceClass::OnlyA));
    QVERIFY(sameColour(colourAt(*m_panel, 1, kOnlyB), DifferenceClass::OnlyB));
    QVERIFY(sameColour(colourAt(*m_panel, 1, kOnlyTruthAndB), DifferenceClass::OnlyB));
    QVERIFY(m_panel->legendText(1).contains(QStringLiteral("only in A")));
    QVERIFY(m_panel->legendText(1).contains(QStringLiteral("only in B")));
    QVERIFY(m_panel->legendText(1).contains(QStringLiteral("in both")));
}

void TestCaseComparePanel::labelsOnlyShowsEachMapsOwnLabels()
{
    m_panel->showCase(caseData(false));
    m_panel->setReference(CaseComparePanel::kLabelsOnly);
    const render::Rgba one = render::paletteLabelColour(1, render::LabelPaletteKind::ColourBlindSafe);
    for (int v = 0; v < 3; ++v)
        QVERIFY(!m_panel->showsDifference(v));
    const QColor c = colourAt(*m_panel, 0, kOnlyA);
    QCOMPARE(QColor(c.red(), c.green(), c.blue()), QColor(one.r, one.g, one.b));
    QVERIFY(m_panel->legendText(0).contains(QStringLiteral("label 1")));
}

void TestCaseComparePanel::viewsMoveTogether()
{
    m_panel->showCase(caseData(false));
    widgets::SliceView* a = m_panel->view(0);
    widgets::SliceView* truth = m_panel->view(2);
    wheel(a, 2, Qt::ControlModifier);
    QVERIFY(a->zoom() > 1.0);
    QCOMPARE(m_panel->view(1)->zoom(), a->zoom());
    QCOMPARE(truth->zoom(), a->zoom());
    // Position: a slice step in the truth's view moves the runs' views too.
    QTest::keyClick(truth, Qt::Key_Down);
    QCOMPARE(truth->slice(), std::int64_t{6});
    QCOMPARE(a->slice(), std::int64_t{6});
    QCOMPARE(m_panel->view(1)->slice(), std::int64_t{6});
    QCOMPARE(m_panel->state(1)->cursor(), m_panel->state(2)->cursor());
}

void TestCaseComparePanel::windowIsShared()
{
    m_panel->showCase(caseData(true));
    QCOMPARE(m_panel->state(0)->layers().front().name, QStringLiteral("image"));
    render::LayerStyle style = m_panel->state(1)->layers().front().style;
    style.window = 123;
    style.level = 45;
    m_panel->state(1)->setLayerStyle(0, style);
    for (int v : {0, 2}) {
        QCOMPARE(m_panel->state(v)->layers().front().style.window, 123.0);
        QCOMPARE(m_panel->state(v)->layers().front().style.level, 45.0);
    }
}

void TestCaseComparePanel::missingInputIsNamedWithItsFindings()
{
    auto data = std::make_shared<CaseData>();
    data->caseIndex = 1;
    data->labels = {labelMap({kBoth}), nullptr, labelMap({kBoth})};
    data->errors = {QString(), QStringLiteral("B has no file for this case."), QString()};
    m_panel->showCase(data);
    QVERIFY(m_panel->viewTitle(1).contains(QStringLiteral("B has no file for this case.")));
    QVERIFY(m_panel->state(1)->isEmpty());
    auto* findings = m_panel->findChild<QLabel*>(QStringLiteral("caseFindings"));
    QVERIFY(findings);
    QVERIFY(findings->isVisible());
    QVERIFY(findings->text().contains(QStringLiteral("compare.unmatched_case")));
    QVERIFY(findings->text().contains(QStringLiteral("B has no file for case_2.")));
}

QTEST_MAIN(TestCaseComparePanel)
#include "tst_casecomparepanel.moc"
