// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "volume/geometry.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace scansleuth::volume;

namespace {
Geometry makeGeometry(Index3 size, Vec3 spacing, Vec3 origin, Mat3 direction)
{
    Geometry g;
    g.size = size;
    g.spacing = spacing;
    g.origin = origin;
    g.direction = direction;
    return g;
}

// Rotation about the patient z axis by `deg` degrees.
Mat3 rotationZ(double deg)
{
    double r = deg * M_PI / 180.0;
    return {{{std::cos(r), -std::sin(r), 0}, {std::sin(r), std::cos(r), 0}, {0, 0, 1}}};
}

bool near(const Vec3& a, const Vec3& b, double tol = 1e-9)
{
    return std::abs(a[0] - b[0]) <= tol && std::abs(a[1] - b[1]) <= tol && std::abs(a[2] - b[2]) <= tol;
}
} // namespace

Q_DECLARE_METATYPE(Geometry)
Q_DECLARE_METATYPE(Mat4)

class TestGeometry : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void indexToPatientFollowsItkContract();
    void patientToIndexInvertsIndexToPatient();
    void rasAffineNegatesXAndY();
    void geometryFromRasAffineRoundTrips();
    void axisCodes_data();
    void axisCodes();
    void permutationToCanonicalKeepsWorldPositions_data();
    void permutationToCanonicalKeepsWorldPositions();
    void obliquityOfRotatedImage();
    void compareReportsMmAndVoxels();
    void compareWithinTolerance();
    void unusableGeometryIsNamed_data();
    void unusableGeometryIsNamed();
    void unusableAffineIsRefused_data();
    void unusableAffineIsRefused();
    void inverseRefusesSingularMatrices();
};

void TestGeometry::indexToPatientFollowsItkContract()
{
    // Origin is the centre of voxel 0; direction columns are the index axes.
    Geometry g = makeGeometry({10, 20, 30}, {0.5, 2.0, 3.0}, {1, 2, 3}, {{{0, 0, 1}, {1, 0, 0}, {0, 1, 0}}});
    QVERIFY(near(indexToPatient(g, {0, 0, 0}), {1, 2, 3}));
    // Index axis 0 runs along patient y, axis 1 along z, axis 2 along x.
    QVERIFY(near(indexToPatient(g, {2, 0, 0}), {1, 3, 3}));
    QVERIFY(near(indexToPatient(g, {0, 1, 0}), {1, 2, 5}));
    QVERIFY(near(indexToPatient(g, {0, 0, 1}), {4, 2, 3}));
}

void TestGeometry::patientToIndexInvertsIndexToPatient()
{
    Geometry g = makeGeometry({64, 64, 35}, {3.25, 3.25, 3.6}, {-120, 30.5, -6}, rotationZ(17));
    const Vec3 index{12.5, 40.0, 7.25};
    QVERIFY(near(patientToIndex(g, indexToPatient(g, index)), index, 1e-9));
}

void TestGeometry::rasAffineNegatesXAndY()
{
    Geometry g = makeGeometry({4, 4, 4}, {1, 2, 3}, {10, 20, 30}, identity3());
    Mat4 a = rasAffine(g);
    QCOMPARE(a[0][0], -1.0);
    QCOMPARE(a[1][1], -2.0);
    QCOMPARE(a[2][2], 3.0);
    QCOMPARE(a[0][3], -10.0);
    QCOMPARE(a[1][3], -20.0);
    QCOMPARE(a[2][3], 30.0);
    QCOMPARE(a[3][3], 1.0);
    QVERIFY(near(lpsToRas(indexToPatient(g, {1, 1, 1})), {-11, -22, 33}));
}

void TestGeometry::geometryFromRasAffineRoundTrips()
{
    Geometry g = makeGeometry({7, 5, 3}, {0.9, 1.1, 2.5}, {-3, 4, 5}, rotationZ(-33));
    Geometry back = geometryFromRasAffine(rasAffine(g), g.size);
    QVERIFY(compareGeometry(g, back, {1e-9, 1e-7}).withinTolerance);
}

void TestGeometry::axisCodes_data()
{
    QTest::addColumn<Mat3>("direction");
    QTest::addColumn<QString>("codes");
    QTest::addRow("LPS identity") << identity3() << "LPS";
    QTest::addRow("RAS") << Mat3{{{-1, 0, 0}, {0, -1, 0}, {0, 0, 1}}} << "RAS";
    QTest::addRow("LAS (radiological NIfTI)") << Mat3{{{1, 0, 0}, {0, -1, 0}, {0, 0, 1}}} << "LAS";
    QTest::addRow("PSR") << Mat3{{{0, 0, -1}, {1, 0, 0}, {0, 1, 0}}} << "PSR";
    QTest::addRow("oblique 30 deg stays LPS") << rotationZ(30) << "LPS";
    QTest::addRow("oblique 60 deg swaps x and y") << rotationZ(60) << "PRS";
}

void TestGeometry::axisCodes()
{
    QFETCH(Mat3, direction);
    QFETCH(QString, codes);
    Geometry g = makeGeometry({2, 2, 2}, {1, 1, 1}, {0, 0, 0}, direction);
    QCOMPARE(QString::fromStdString(scansleuth::volume::axisCodes(g)), codes);
}

void TestGeometry::permutationToCanonicalKeepsWorldPositions_data()
{
    QTest::addColumn<Mat3>("direction");
    QTest::addRow("LPS") << identity3();
    QTest::addRow("PSR") << Mat3{{{0, 0, -1}, {1, 0, 0}, {0, 1, 0}}};
    QTest::addRow("AIL") << Mat3{{{0, 0, 1}, {-1, 0, 0}, {0, -1, 0}}};
    QTest::addRow("oblique") << rotationZ(20);
}

void TestGeometry::permutationToCanonicalKeepsWorldPositions()
{
    QFETCH(Mat3, direction);
    Geometry g = makeGeometry({5, 6, 7}, {1, 2, 3}, {10, -4, 2}, direction);
    AxisPermutation p = permutationTo(g, "RAS");
    Geometry c = permuteGeometry(g, p);
    QCOMPARE(QString::fromStdString(scansleuth::volume::axisCodes(c)), QStringLiteral("RAS"));
    // Every output voxel maps to the same world point as the input voxel it reads.
    for (int n = 0; n < 8; ++n) {
        Vec3 out{(n & 1) ? double(c.size[0] - 1) : 0, (n & 2) ? double(c.size[1] - 1) : 0,
                 (n & 4) ? double(c.size[2] - 1) : 0};
        Vec3 in{};
        for (int o = 0; o < 3; ++o) {
            int a = p.sourceAxis[o];
            in[a] = p.flip[o] ? double(g.size[a] - 1) - out[o] : out[o];
        }
        QVERIFY(near(indexToPatient(c, out), indexToPatient(g, in), 1e-9));
    }
}

void TestGeometry::obliquityOfRotatedImage()
{
    Geometry g = makeGeometry({2, 2, 2}, {1, 1, 1}, {0, 0, 0}, rotationZ(12.5));
    QVERIFY(std::abs(obliquityDegrees(g) - 12.5) < 1e-9);
    g.direction = identity3();
    QCOMPARE(obliquityDegrees(g), 0.0);
}

void TestGeometry::compareReportsMmAndVoxels()
{
    Geometry a = makeGeometry({10, 10, 10}, {2, 2, 2}, {0, 0, 0}, identity3());
    Geometry b = a;
    b.origin = {0, 0, 5};
    GeometryDifference d = compareGeometry(a, b);
    QVERIFY(!d.withinTolerance);
    QCOMPARE(d.originDistanceMm, 5.0);
    QCOMPARE(d.originDistanceVoxels, 2.5);
    QCOMPARE(d.maxCornerDistanceMm, 5.0);
    QVERIFY(QString::fromStdString(d.summary()).contains("origin differs by 5 mm (2.5 voxels)"));

    // A flip of the first axis: same corners as a set, but the corners no longer correspond.
    Geometry flipped = a;
    flipped.direction[0][0] = -1;
    flipped.origin = {18, 0, 0};
    d = compareGeometry(a, flipped);
    QCOMPARE(d.directionAngleDeg[0], 180.0);
    QCOMPARE(d.maxCornerDistanceMm, 18.0);
}

void TestGeometry::compareWithinTolerance()
{
    Geometry a = makeGeometry({10, 10, 10}, {2, 2, 2}, {0, 0, 0}, identity3());
    Geometry b = a;
    b.origin[0] += 1e-4;
    QVERIFY(compareGeometry(a, b).withinTolerance);
    QVERIFY(!(a == b));
    b.size[2] = 11;
    QVERIFY(!compareGeometry(a, b).withinTolerance);
}

namespace {
constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();
} // namespace

void TestGeometry::unusableGeometryIsNamed_data()
{
    QTest::addColumn<Geometry>("geometry");
    QTest::addColumn<QString>("problem"); // empty: usable
    const Index3 size{4, 3, 2};
    const Vec3 spacing{0.5, 0.75, 2.5}, origin{10, -20, 30.5};
    QTest::addRow("usable oblique") << makeGeometry(size, spacing, origin, rotationZ(30)) << "";
    QTest::addRow("NaN spacing") << makeGeometry(size, {kNaN, 1, 1}, origin, identity3())
                                 << "spacing[0] is nan";
    QTest::addRow("Inf spacing") << makeGeometry(size, {1, kInf, 1}, origin, identity3())
                                 << "spacing[1] is inf";
    QTest::addRow("zero spacing") << makeGeometry(size, {1, 1, 0}, origin, identity3()) << "spacing[2] is 0,";
    QTest::addRow("negative spacing")
        << makeGeometry(size, {-2, 1, 1}, origin, identity3()) << "spacing[0] is -2,";
    QTest::addRow("NaN origin") << makeGeometry(size, spacing, {0, kNaN, 0}, identity3())
                                << "origin[1] is nan";
    QTest::addRow("-Inf origin") << makeGeometry(size, spacing, {0, 0, -kInf}, identity3())
                                 << "origin[2] is -inf";
    Mat3 nanDirection = identity3();
    nanDirection[2][1] = kNaN;
    QTest::addRow("NaN direction") << makeGeometry(size, spacing, origin, nanDirection)
                                   << "direction column 1 holds nan";
    QTest::addRow("zero direction column")
        << makeGeometry(size, spacing, origin, {{{1, 0, 0}, {0, 0, 0}, {0, 0, 1}}})
        << "voxel axis 1 has zero length";
    QTest::addRow("collinear columns")
        << makeGeometry(size, spacing, origin, {{{1, 0, 0}, {0, 0, 0}, {0, 1, 1}}})
        << "voxel axes 1 and 2 are collinear";
    QTest::addRow("reversed columns")
        << makeGeometry(size, spacing, origin, {{{1, -1, 0}, {0, 0, 0}, {0, 0, 1}}})
        << "voxel axes 0 and 1 are collinear";
    const double s = std::sqrt(0.5);
    QTest::addRow("coplanar columns")
        << makeGeometry(size, spacing, origin, {{{1, 0, s}, {0, 1, s}, {0, 0, 0}}}) << "lie in one plane";
}

void TestGeometry::unusableGeometryIsNamed()
{
    QFETCH(Geometry, geometry);
    QFETCH(QString, problem);
    const QString got = QString::fromStdString(geometryProblem(geometry));
    QCOMPARE(isUsable(geometry), problem.isEmpty());
    QVERIFY2(problem.isEmpty() ? got.isEmpty() : got.contains(problem), qPrintable(got));
    if (!problem.isEmpty())
        return;
    // A usable geometry inverts exactly: voxel (1, 2, 3) and back.
    const Vec3 p = indexToPatient(geometry, {1, 2, 3});
    QVERIFY(near(patientToIndex(geometry, p), {1, 2, 3}, 1e-9));
}

void TestGeometry::unusableAffineIsRefused_data()
{
    QTest::addColumn<Mat4>("affine");
    QTest::addColumn<QString>("problem"); // empty: usable
    const Mat4 good{{{-0.5, 0, 0, 10}, {0, -0.75, 0, 20}, {0, 0, 2.5, 30.5}, {0, 0, 0, 1}}};
    QTest::addRow("usable") << good << "";
    Mat4 nanOffset = good;
    nanOffset[1][3] = kNaN;
    QTest::addRow("NaN offset") << nanOffset << "the offset column holds nan";
    Mat4 infEntry = good;
    infEntry[2][0] = kInf;
    QTest::addRow("Inf in column 0") << infEntry << "column 0 holds inf";
    Mat4 zeroColumn = good;
    zeroColumn[2][2] = 0;
    QTest::addRow("zero column") << zeroColumn << "voxel axis 2 has zero length";
    Mat4 tiny = good;
    tiny[0][0] = 1e-9;
    QTest::addRow("column of 1e-9 mm") << tiny << "voxel axis 0 has zero length";
    Mat4 collinear = good;
    collinear[0][1] = -0.5;
    collinear[1][1] = 0;
    QTest::addRow("collinear columns") << collinear << "voxel axes 0 and 1 are collinear";
}

void TestGeometry::unusableAffineIsRefused()
{
    QFETCH(Mat4, affine);
    QFETCH(QString, problem);
    const QString got = QString::fromStdString(affineProblem(affine));
    QVERIFY2(problem.isEmpty() ? got.isEmpty() : got.contains(problem), qPrintable(got));
    const scansleuth::Result<Geometry> g = checkedGeometryFromRasAffine(affine, {4, 3, 2});
    QCOMPARE(g.ok(), problem.isEmpty());
    if (!g.ok()) {
        QVERIFY(QString::fromStdString(g.error().message).contains("cannot place the image: " + problem));
        QCOMPARE(g.error().kind, scansleuth::ErrorKind::Corrupt);
        return;
    }
    // RAS (-0.5*1+10, -0.75*2+20, 2.5*3+30.5) = (9.5, 18.5, 38) is LPS (-9.5, -18.5, 38).
    QVERIFY(isUsable(*g));
    QVERIFY(near(indexToPatient(*g, {1, 2, 3}), {-9.5, -18.5, 38}));
}

void TestGeometry::inverseRefusesSingularMatrices()
{
    QVERIFY(!inverse({{{1, 0, 0}, {0, 0, 0}, {0, 0, 1}}}));
    QVERIFY(!inverse({{{1, 2, 0}, {2, 4, 0}, {0, 0, 1}}}));
    QVERIFY(!inverse({{{kNaN, 0, 0}, {0, 1, 0}, {0, 0, 1}}}));
    const std::optional<Mat3> inv = inverse({{{2, 0, 0}, {0, 4, 0}, {0, 0, 0.5}}});
    QVERIFY(inv);
    QCOMPARE((*inv)[0][0], 0.5);
    QCOMPARE((*inv)[1][1], 0.25);
    QCOMPARE((*inv)[2][2], 2.0);
    // Scale alone does not make a matrix singular.
    const std::optional<Mat3> tiny = inverse({{{1e-9, 0, 0}, {0, 1e-9, 0}, {0, 0, 1e-9}}});
    QVERIFY(tiny);
    QCOMPARE((*tiny)[1][1], 1e9);
    // A singular geometry gives NaN, never a finite wrong index.
    const Geometry flat = makeGeometry({2, 2, 2}, {1, 0, 1}, {0, 0, 0}, identity3());
    const Vec3 index = patientToIndex(flat, {1, 1, 1});
    QVERIFY(std::isnan(index[0]) && std::isnan(index[1]) && std::isnan(index[2]));
}

QTEST_GUILESS_MAIN(TestGeometry)
#include "tst_geometry.moc"
