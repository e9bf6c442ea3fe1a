// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "widgets/compare/plotaxes.h"
#include "widgets/compare/scatterwidget.h"

#include <QSignalSpy>
#include <QTest>

#include <cmath>
#include <limits>
#include <memory>

using namespace scansleuth;
using widgets::ScatterWidget;

namespace {
std::vector<ScatterWidget::Point> points()
{
    return {{0, 0.9, 0.8, true, QStringLiteral("case_1")},
            {1, 0.5, 0.95, true, QStringLiteral("case_2")},
            {2, 0.7, std::numeric_limits<double>::quiet_NaN(), false, QStringLiteral("case_3")},
            {3, 0.6, 0.6, false, QStringLiteral("case_10")}};
}
// A shown scatter of points(), 320 x 300.
std::unique_ptr<ScatterWidget> shownScatter()
{
    auto scatter = std::make_unique<ScatterWidget>();
    scatter->resize(320, 300);
    scatter->setData(QStringLiteral("A"), QStringLiteral("B"), points());
    scatter->show();
    if (!QTest::qWaitForWindowExposed(scatter.get()))
        return nullptr;
    return scatter;
}
} // namespace

class TestScatterWidget : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void leavesOutPointsWithoutAValue();
    void placesPointsOnOneScale();
    void bothAxesAreTheReportsScale();
    void clickingAPointSelectsItsCase_data();
    void clickingAPointSelectsItsCase();
    void clickingBesidePointsSelectsNothing();
    void anUnreliableCaseDoesNotStretchTheAxes();
    void theKeyboardWalksThePoints();
    void tickLabelsNeverTouch();
};

void TestScatterWidget::leavesOutPointsWithoutAValue()
{
    ScatterWidget scatter;
    scatter.setData(QStringLiteral("A Dice"), QStringLiteral("B Dice"), points());
    QCOMPARE(scatter.points().size(), std::size_t{3});
    QCOMPARE(scatter.leftOut(), 1);
}

void TestScatterWidget::placesPointsOnOneScale()
{
    ScatterWidget scatter;
    scatter.resize(320, 300);
    scatter.setData(QStringLiteral("A"), QStringLiteral("B"), points());
    // (0.6, 0.6) lies on the diagonal: as far from the left edge as from the bottom edge.
    const QRectF r = scatter.plotRect();
    QCOMPARE(r.width(), r.height());
    const QPointF p = scatter.positionOf(scatter.points()[2]);
    QVERIFY(qAbs((p.x() - r.left()) - (r.bottom() - p.y())) < 1e-9);
    // Higher values are further right and further up.
    const QPointF a = scatter.positionOf(scatter.points()[0]), b = scatter.positionOf(scatter.points()[1]);
    QVERIFY(a.x() > b.x());
    QVERIFY(a.y() > b.y());
}

// One report axis (report::linearScale) for x and y, over every finite x and y: here 0.5..0.95, a
// fifth of the span is 0.09, whose nice step is 0.1, so 0.5..1.0 (worked by hand).
void TestScatterWidget::bothAxesAreTheReportsScale()
{
    ScatterWidget scatter;
    scatter.resize(320, 300);
    scatter.setData(QStringLiteral("A"), QStringLiteral("B"), points());
    QVERIFY(std::abs(scatter.axis().min - 0.5) < 1e-12);
    QVERIFY(std::abs(scatter.axis().max - 1.0) < 1e-12);
    QCOMPARE(scatter.axis().ticks.size(), std::size_t(6));
    // (0.9, 0.8) is 4/5 across and 3/5 up.
    const QRectF r = scatter.plotRect();
    const QPointF p = scatter.positionOf(scatter.points()[0]);
    QVERIFY(std::abs(p.x() - (r.left() + 0.8 * r.width())) < 1e-9);
    QVERIFY(std::abs(p.y() - (r.bottom() - 0.6 * r.height())) < 1e-9);
    // Nothing finite: the report's empty axis, 0..1.
    scatter.setData(QStringLiteral("A"), QStringLiteral("B"), {points()[2]});
    QCOMPARE(scatter.axis().min, 0.0);
    QCOMPARE(scatter.axis().max, 1.0);
    QVERIFY(!scatter.grab().isNull());
}

void TestScatterWidget::clickingAPointSelectsItsCase_data()
{
    QTest::addColumn<int>("point");
    QTest::addColumn<int>("caseIndex");
    QTest::addRow("case_1") << 0 << 0;
    QTest::addRow("case_2") << 1 << 1;
    QTest::addRow("case_10, unreliable") << 2 << 3;
}

void TestScatterWidget::clickingAPointSelectsItsCase()
{
    QFETCH(int, point);
    QFETCH(int, caseIndex);
    const auto scatter = shownScatter();
    QVERIFY(scatter);
    QSignalSpy spy(scatter.get(), &ScatterWidget::caseClicked);
    const QPointF at = scatter->positionOf(scatter->points()[static_cast<std::size_t>(point)]);
    QTest::mouseClick(scatter.get(), Qt::LeftButton, {}, (at + QPointF(2, -2)).toPoint());
    QCOMPARE(spy.count(), 1);
    QCOMPARE(spy.front().front().value<std::size_t>(), static_cast<std::size_t>(caseIndex));
}

void TestScatterWidget::clickingBesidePointsSelectsNothing()
{
    const auto scatter = shownScatter();
    QVERIFY(scatter);
    QSignalSpy spy(scatter.get(), &ScatterWidget::caseClicked);
    QTest::mouseClick(scatter.get(), Qt::LeftButton, {},
                      scatter->plotRect().topLeft().toPoint() + QPoint(2, 2));
    QCOMPARE(spy.count(), 0);
    QCOMPARE(scatter->caseAt(QPointF(-100, -100)), -1LL);
}

// Issue 22: one mirrored prediction (Dice 0, unreliable) stretched the axes to 0..1 and crushed the
// others into a corner. The axes span the reliable points, 0.93..0.968: a fifth of 0.038 is 0.0076, whose
// nice step is 0.01, so 0.93..0.97 with five ticks (worked by hand); the unreliable point sits on the
// bottom edge, halfway across (x 0.95), is counted, and can still be clicked.
void TestScatterWidget::anUnreliableCaseDoesNotStretchTheAxes()
{
    ScatterWidget scatter;
    scatter.resize(320, 300);
    scatter.setData(QStringLiteral("A"), QStringLiteral("B"),
                    {{0, 0.95, 0.96, true, QStringLiteral("a")},
                     {1, 0.93, 0.94, true, QStringLiteral("b")},
                     {2, 0.955, 0.968, true, QStringLiteral("c")},
                     {3, 0.95, 0.0, false, QStringLiteral("mirrored")}});
    QVERIFY(std::abs(scatter.axis().min - 0.93) < 1e-9);
    QVERIFY(std::abs(scatter.axis().max - 0.97) < 1e-9);
    QCOMPARE(scatter.axis().ticks.size(), std::size_t(5));
    QCOMPARE(scatter.atEdge(), 1);
    const QRectF r = scatter.plotRect();
    const QPointF edge = scatter.positionOf(scatter.points()[3]);
    QVERIFY(std::abs(edge.y() - r.bottom()) < 1e-9);
    QVERIFY(std::abs(edge.x() - (r.left() + 0.5 * r.width())) < 1e-6);
    QCOMPARE(scatter.caseAt(edge), 3LL);
    QVERIFY(!scatter.grab().isNull());
}

// Issue 22: the scatter is operable without a mouse: it takes focus, and the arrow keys select the case
// with the next larger (Right) or smaller (Left) x. points(): x 0.5 (case 1), 0.6 (case 3), 0.9 (case 0).
void TestScatterWidget::theKeyboardWalksThePoints()
{
    const auto scatter = shownScatter();
    QVERIFY(scatter);
    QVERIFY(scatter->focusPolicy() & Qt::TabFocus);
    QSignalSpy spy(scatter.get(), &ScatterWidget::caseClicked);
    QTest::keyClick(scatter.get(), Qt::Key_Home);
    QTest::keyClick(scatter.get(), Qt::Key_Right);
    QTest::keyClick(scatter.get(), Qt::Key_Right);
    QTest::keyClick(scatter.get(), Qt::Key_Right); // at the last point: nothing more
    QTest::keyClick(scatter.get(), Qt::Key_Left);
    QList<std::size_t> cases;
    for (const QList<QVariant>& args : spy)
        cases << args.front().value<std::size_t>();
    QCOMPARE(cases, (QList<std::size_t>{1, 3, 0, 3}));
}

// Issue 22: in a narrow scatter the x labels ran together ("0.920.930.94"). Labelled ticks are now at
// least one label's width (and a gap) apart, whatever the plot's size; a wide plot labels every tick.
void TestScatterWidget::tickLabelsNeverTouch()
{
    ScatterWidget scatter;
    scatter.setData(
        QStringLiteral("A"), QStringLiteral("B"),
        {{0, 0.92, 0.93, true, QStringLiteral("a")}, {1, 0.965, 0.97, true, QStringLiteral("b")}});
    const report::AxisScale& axis = scatter.axis();
    QVERIFY(axis.ticks.size() >= 5);
    const QFontMetrics fm(scatter.font());
    const int label = fm.horizontalAdvance(QStringLiteral("0.92"));
    for (int side : {60, 120, 240, 2000}) {
        const QRectF plot(0, 0, side, side);
        const int every = widgets::tickLabelStride(fm, axis, plot, Qt::Horizontal);
        const double spacing = side / double(axis.ticks.size() - 1);
        QVERIFY2(every * spacing >= label, qPrintable(QString::number(side)));
        if (side == 2000)
            QCOMPARE(every, 1);
    }
}

QTEST_MAIN(TestScatterWidget)
#include "tst_scatterwidget.moc"
