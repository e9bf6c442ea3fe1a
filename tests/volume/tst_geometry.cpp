// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "volume/geometry.h"

#include <QTest>

#include <cmath>

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

QTEST_GUILESS_MAIN(TestGeometry)
#include "tst_geometry.moc"
