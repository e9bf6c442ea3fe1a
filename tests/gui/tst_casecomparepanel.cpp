// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "render/differencemap.h"
#include "render/labelpalette.h"
#include "support/comparisonfixture.h"
#include "widgets/compare/casecomparepanel.h"
#include "widgets/sliceview.h"
#include "widgets/viewerstate.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QLabel>
#include <QPointer>
#include <QTest>
#include <QTimer>
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

// Labels 0..3 in a pattern that `shift` moves, on `g`: every label differs between the inputs somewhere.
std::shared_ptr<const io::LoadedImage> patternMap(const volume::Geometry& g, int shift)
{
    auto v = volume::Volume::allocate(volume::PixelType::UInt8, g);
    auto voxels = v->voxels<std::uint8_t>();
    std::size_t n = 0;
    for (std::int64_t k = 0; k < g.size[2]; ++k)
        for (std::int64_t j = 0; j < g.size[1]; ++j)
            for (std::int64_t i = 0; i < g.size[0]; ++i)
                voxels[n++] = static_cast<std::uint8_t>((i / 7 + j / 5 + k / 3 + shift) % 4);
    auto image = std::make_shared<io::LoadedImage>();
    image->volumes.push_back(std::move(v).value());
    return image;
}

// A case of A, B and the truth as patterns on a grid of `size` voxels.
std::shared_ptr<const CaseData> patternCase(std::array<std::int64_t, 3> size, int first = 0)
{
    volume::Geometry g;
    g.size = size;
    auto data = std::make_shared<CaseData>();
    data->labels = {patternMap(g, first), patternMap(g, first + 1), patternMap(g, first + 2)};
    data->errors = {QString(), QString(), QString()};
    // The layers' defaults, as the case reader finds them on its worker (app/gui/comparejob.cpp).
    for (const auto& image : data->labels)
        data->labelDefaults.push_back(widgets::ViewerState::defaultLayers(*image));
    return data;
}

// The class of one voxel of b against a for `label`, by the rule the legend states, written out here.
DifferenceClass expectedClass(int a, int b, int label)
{
    const bool inA = a == label, inB = b == label;
    if (inA && inB)
        return DifferenceClass::Both;
    if (inA)
        return DifferenceClass::OnlyA;
    return inB ? DifferenceClass::OnlyB : DifferenceClass::None;
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

// The difference maps are made on a worker: true once the panel shows them (or after 20 s).
bool settled(CaseComparePanel& panel)
{
    return QTest::qWaitFor([&panel] { return !panel.isComputing(); }, 20000);
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
    void quickChangesShowTheLastLabelsMap();
    void eventLoopTurnsWhileLargeMapsAreMade();
    void closingWhileMapsAreMadeIsSafe();

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
    QVERIFY(settled(*m_panel));
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
    QVERIFY(settled(*m_panel));
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
    QVERIFY(settled(*m_panel));
    m_panel->setReference(0);
    QVERIFY(settled(*m_panel));
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
    QVERIFY(settled(*m_panel));
    m_panel->setReference(CaseComparePanel::kLabelsOnly);
    QVERIFY(settled(*m_panel));
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
    QVERIFY(settled(*m_panel));
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
    QVERIFY(settled(*m_panel));
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
    QVERIFY(settled(*m_panel));
    QVERIFY(m_panel->viewTitle(1).contains(QStringLiteral("B has no file for this case.")));
    QVERIFY(m_panel->state(1)->isEmpty());
    auto* findings = m_panel->findChild<QLabel*>(QStringLiteral("caseFindings"));
    QVERIFY(findings);
    QVERIFY(findings->isVisible());
    QVERIFY(findings->text().contains(QStringLiteral("compare.unmatched_case")));
    QVERIFY(findings->text().contains(QStringLiteral("B has no file for case_2.")));
}

// Issue 22: the maps are made on a worker. After a burst of changes of case, label and overlay, the views
// show the maps of the last ones, voxel for voxel (against render::differenceMap called here and against
// the rule written out above), and no view shows a map of an earlier label while the last is being made.
void TestCaseComparePanel::quickChangesShowTheLastLabelsMap()
{
    const auto data = patternCase({256, 256, 64});
    m_panel->showCase(patternCase({256, 256, 64}, 1)); // replaced at once by the next case
    m_panel->showCase(data);
    for (std::int64_t label : {1, 2, 0, 3, 2}) {
        m_panel->setLabel(label);
        QCoreApplication::processEvents(); // let a run start, progress and be replaced
    }
    m_panel->setReference(0); // against run A
    m_panel->setLabel(3);
    QVERIFY(m_panel->isComputing());
    for (int v = 0; v < m_panel->viewCount(); ++v) {
        QVERIFY2(!m_panel->showsDifference(v), "a map of an earlier label or overlay is shown");
        if (v != 0) // A is the reference: its own labels
            QVERIFY(m_panel->legendText(v).contains(QStringLiteral("being computed")));
    }
    QVERIFY(settled(*m_panel));
    QVERIFY(!m_panel->showsDifference(0)); // A, the reference: its own labels
    const auto reference = data->labels[0]->volumes.front().voxels<std::uint8_t>();
    for (int v : {1, 2}) {
        QVERIFY(m_panel->showsDifference(v));
        const widgets::ViewerLayer& top = m_panel->state(v)->layers().back();
        QCOMPARE(top.name, QStringLiteral("difference"));
        const auto shown = top.image->volumes.front().voxels<std::uint8_t>();
        const volume::Volume& own = data->labels[static_cast<std::size_t>(v)]->volumes.front();
        auto direct = render::differenceMap(data->labels[0]->volumes.front(), own, 3);
        QVERIFY(direct);
        QVERIFY(std::ranges::equal(shown, direct->voxels<std::uint8_t>()));
        const auto other = own.voxels<std::uint8_t>();
        for (std::size_t n = 0; n < shown.size(); n += 997)
            QCOMPARE(static_cast<DifferenceClass>(shown[n]), expectedClass(reference[n], other[n], 3));
        // Its layer defaults came with it (prepared on the worker): the classes present.
        QVERIFY(!top.labels.empty());
    }
}

// The maps of a 512 x 512 x 160 case (two passes over 42 million voxel pairs) are made while the event
// loop goes on turning, and a progress bar says so when they take long.
void TestCaseComparePanel::eventLoopTurnsWhileLargeMapsAreMade()
{
    const auto data = patternCase({512, 512, 160});
    int ticks = 0;
    QTimer timer;
    connect(&timer, &QTimer::timeout, this, [&ticks] { ++ticks; });
    timer.start(0);
    QElapsedTimer clock;
    clock.start();
    m_panel->showCase(data);
    const qint64 blocked = clock.elapsed();
    QVERIFY(m_panel->isComputing());
    const int before = ticks;
    auto* progress = m_panel->findChild<QWidget*>(QStringLiteral("differenceProgress"));
    QVERIFY(progress);
    bool progressShown = false;
    QVERIFY(QTest::qWaitFor(
        [&] {
            progressShown = progressShown || progress->isVisible();
            return !m_panel->isComputing();
        },
        120000));
    const qint64 made = clock.elapsed();
    qInfo("showCase returned after %lld ms; the maps were shown after %lld ms; the timer ticked %d times",
          static_cast<long long>(blocked), static_cast<long long>(made), ticks - before);
    QVERIFY2(ticks - before > 0, "the event loop did not turn while the maps were made");
    if (made > 500) // the bar appears after 150 ms
        QVERIFY2(progressShown, "the maps took long and no progress was shown");
    QVERIFY(!progress->isVisible());
    QVERIFY(m_panel->showsDifference(0) && m_panel->showsDifference(1));
}

// Closing (and so deleting) the panel while its maps are made: the worker is cancelled and waited for,
// and its late result goes nowhere.
void TestCaseComparePanel::closingWhileMapsAreMadeIsSafe()
{
    const auto data = patternCase({512, 512, 160});
    auto* panel = new CaseComparePanel;
    panel->setAttribute(Qt::WA_DeleteOnClose);
    panel->setComparison(comparison());
    panel->show();
    QVERIFY(QTest::qWaitForWindowExposed(panel));
    panel->showCase(data);
    QVERIFY(panel->isComputing()); // the worker has started
    QPointer<CaseComparePanel> alive(panel);
    QElapsedTimer clock;
    clock.start();
    panel->close();
    QTRY_VERIFY(alive.isNull());
    qInfo("closed after %lld ms", static_cast<long long>(clock.elapsed()));
    QTest::qWait(200); // a late report or result has nowhere to go
}

QTEST_MAIN(TestCaseComparePanel)
#include "tst_casecomparepanel.moc"
