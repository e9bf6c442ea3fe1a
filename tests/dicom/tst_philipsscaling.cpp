// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Philips MR's display and precise value conventions (docs/philips-scaling.md) on series built the way
// Philips writes them (tests/data/dicom/philips_scaling/make_philips_scaling.py): the slopes against the
// construction (expected.json), and the voxels against dcm2niix -p n / -p y at the same world position.
#include "dicomtestsupport.h"
#include "io/imageloader.h"
#include "io/philipsscaling.h"
#include "volume/geometry.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>

using namespace scansleuth;

Q_DECLARE_METATYPE(io::PhilipsValues)

namespace {

QString dataPath(const QString& relative)
{
    return QStringLiteral(SCANSLEUTH_TEST_DATA_DIR) + "/dicom/philips_scaling/" + relative;
}

QJsonObject expectedSeries(const QString& name)
{
    QFile f(dataPath("expected.json"));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(f.readAll()).object()["series"].toObject()[name].toObject();
}

// Largest relative difference between `image` and `ref` over image's voxels, each compared with the
// reference voxel at the same LPS position; -1 when a position falls off the reference grid.
double worldDifference(const volume::Volume& image, const volume::Volume& ref)
{
    double worst = 0;
    const auto& s = image.geometry().size;
    for (std::int64_t k = 0; k < s[2]; ++k)
        for (std::int64_t j = 0; j < s[1]; ++j)
            for (std::int64_t i = 0; i < s[0]; ++i) {
                const volume::Vec3 p =
                    volume::indexToPatient(image.geometry(), {double(i), double(j), double(k)});
                const volume::Vec3 r = volume::patientToIndex(ref.geometry(), p);
                std::array<std::int64_t, 3> n{};
                for (int a = 0; a < 3; ++a) {
                    n[a] = std::llround(r[a]);
                    if (std::abs(r[a] - double(n[a])) > 1e-3 || n[a] < 0 || n[a] >= ref.geometry().size[a])
                        return -1;
                }
                const double want = ref.realValue(n[0], n[1], n[2]);
                const double got = image.realValue(i, j, k);
                worst = std::max(worst, std::abs(got - want) / std::max(1.0, std::abs(want)));
            }
    return worst;
}

} // namespace

class TestPhilipsScaling : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void readsBothConventions_data();
    void readsBothConventions();
    void switchesBackAndForth();
    void scaleSlopeThatVariesBetweenSlices_data();
    void scaleSlopeThatVariesBetweenSlices();
    void seriesWithoutTheScaleSlopeHasNone();
    void parsesConventionNames_data();
    void parsesConventionNames();
};

void TestPhilipsScaling::readsBothConventions_data()
{
    QTest::addColumn<QString>("series");
    QTest::addColumn<io::PhilipsValues>("values");
    QTest::addColumn<QString>("reference");
    QTest::addRow("classic display") << "classic_a" << io::PhilipsValues::Display
                                     << "ref/display/classic_a.nii";
    QTest::addRow("classic precise") << "classic_a" << io::PhilipsValues::Precise
                                     << "ref/precise/classic_a.nii";
    QTest::addRow("enhanced display")
        << "enhanced" << io::PhilipsValues::Display << "ref/display/enhanced.nii";
    QTest::addRow("enhanced precise")
        << "enhanced" << io::PhilipsValues::Precise << "ref/precise/enhanced.nii";
}

void TestPhilipsScaling::readsBothConventions()
{
    QFETCH(QString, series);
    QFETCH(io::PhilipsValues, values);
    QFETCH(QString, reference);
    io::LoadPathOptions options;
    options.philipsValues = values;
    auto loaded = io::loadPath(dataPath(series).toStdString(), options);
    QVERIFY2(loaded.ok(), loaded.ok() ? "" : loaded.error().message.c_str());
    QCOMPARE(loaded->images.size(), std::size_t(1));
    const io::LoadedImage& image = loaded->images.front();

    // The slopes as the generator wrote them.
    const QJsonObject want = expectedSeries(series);
    QVERIFY(image.philips.has_value());
    QCOMPARE(image.philips->loaded, values);
    QCOMPARE(image.philips->rescaleSlope, want["rescale_slope"].toDouble());
    QCOMPARE(image.philips->rescaleIntercept, want["rescale_intercept"].toDouble());
    QCOMPARE(image.philips->scaleSlope, want["scale_slope"].toDouble());
    QVERIFY(std::abs(image.philips->factor() / want["factor"].toDouble() - 1) < 1e-12);
    QVERIFY(!image.philips->varies);

    // The voxels: the analytic value from the stored ones, then dcm2niix's at the same world position
    // (dcm2niix keeps int16 with a float32 scl_slope, hence the relative tolerance).
    const QJsonArray stored = want["stored"].toArray();
    const double rs = want["rescale_slope"].toDouble(), ri = want["rescale_intercept"].toDouble();
    const double m = values == io::PhilipsValues::Precise ? want["factor"].toDouble() : 1.0;
    const volume::Volume& v = image.volumes.front();
    for (int k = 0; k < 4; ++k)
        for (int r = 0; r < 10; ++r)
            for (int c = 0; c < 12; ++c) {
                const double dv = stored[k].toArray()[r].toArray()[c].toDouble() * rs + ri;
                QVERIFY(std::abs(v.realValue(c, r, k) - dv * m) <= 1e-9 * std::abs(dv * m) + 1e-9);
            }
    auto ref = testing::readReferenceNifti(dataPath(reference).toStdString());
    QVERIFY(ref.ok());
    const double difference = worldDifference(v, ref->front());
    QVERIFY2(difference >= 0, "a voxel centre falls off dcm2niix's grid");
    QVERIFY2(difference < 1e-6, qPrintable(QString("relative difference %1").arg(difference)));
}

void TestPhilipsScaling::switchesBackAndForth()
{
    auto loaded = io::loadPath(dataPath("enhanced").toStdString());
    QVERIFY(loaded.ok());
    io::LoadedImage image = std::move(loaded->images.front());
    QCOMPARE(image.philips->loaded, io::PhilipsValues::Display); // the loader's default: DICOM's rescale
    const double display = image.volumes.front().realValue(3, 4, 2);
    QVERIFY(io::usePhilipsValues(image, io::PhilipsValues::Precise).ok());
    QVERIFY(std::abs(image.volumes.front().realValue(3, 4, 2) / (display * image.philips->factor()) - 1) <
            1e-12);
    QVERIFY(io::usePhilipsValues(image, io::PhilipsValues::Display).ok());
    QVERIFY(std::abs(image.volumes.front().realValue(3, 4, 2) / display - 1) < 1e-12);
    const std::string text = io::philipsScalingText(*image.philips);
    QVERIFY2(text.find("display values loaded") == 0, text.c_str());
    QVERIFY2(text.find("SS 7.2e-06 (2005,100E)") != std::string::npos, text.c_str());
    QVERIFY2(text.find("FP = DV * 92592.6") != std::string::npos, text.c_str());
}

void TestPhilipsScaling::scaleSlopeThatVariesBetweenSlices_data()
{
    QTest::addColumn<io::PhilipsValues>("values");
    QTest::addRow("display") << io::PhilipsValues::Display;
    QTest::addRow("precise") << io::PhilipsValues::Precise;
}

// Each slice has its own SS: precise values become float32, slice k divided by RS * SS[k]; the oracle is
// the construction (dcm2niix applies one scale slope per series).
void TestPhilipsScaling::scaleSlopeThatVariesBetweenSlices()
{
    QFETCH(io::PhilipsValues, values);
    io::LoadPathOptions options;
    options.philipsValues = values;
    auto loaded = io::loadPath(dataPath("classic_varying").toStdString(), options);
    QVERIFY(loaded.ok());
    QCOMPARE(loaded->images.size(), std::size_t(1));
    const io::LoadedImage& image = loaded->images.front();
    QVERIFY(image.philips.has_value());
    QVERIFY(image.philips->varies);
    QVERIFY2(io::philipsScalingText(*image.philips).find("the slopes differ between slices") !=
                 std::string::npos,
             io::philipsScalingText(*image.philips).c_str());
    const QJsonObject want = expectedSeries("classic_varying");
    const QJsonArray stored = want["stored"].toArray(), ss = want["scale_slope_per_slice"].toArray();
    const double rs = want["rescale_slope"].toDouble(), ri = want["rescale_intercept"].toDouble();
    QVERIFY(ss[0].toDouble() != ss[3].toDouble());
    const volume::Volume& v = image.volumes.front();
    QCOMPARE(v.pixelType() == volume::PixelType::Float32, values == io::PhilipsValues::Precise);
    for (int k = 0; k < 4; ++k)
        for (int r = 0; r < 10; ++r)
            for (int c = 0; c < 12; ++c) {
                const double dv = stored[k].toArray()[r].toArray()[c].toDouble() * rs + ri;
                const double want = values == io::PhilipsValues::Precise ? dv / (rs * ss[k].toDouble()) : dv;
                QVERIFY2(std::abs(v.realValue(c, r, k) - want) <= 1e-6 * std::abs(want) + 1e-9,
                         qPrintable(QString("(%1,%2,%3): %4, want %5")
                                        .arg(c)
                                        .arg(r)
                                        .arg(k)
                                        .arg(v.realValue(c, r, k))
                                        .arg(want)));
            }
}

void TestPhilipsScaling::seriesWithoutTheScaleSlopeHasNone()
{
    // A real Siemens enhanced MR has RescaleSlope/Intercept but no Philips private scale slope.
    auto loaded = io::loadPath(
        QStringLiteral(SCANSLEUTH_TEST_DATA_DIR "/dicom/enhanced_siemens_xa10/dicom").toStdString());
    QVERIFY(loaded.ok());
    QVERIFY(!loaded->images.empty());
    QVERIFY(!loaded->images.front().philips.has_value());
}

void TestPhilipsScaling::parsesConventionNames_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<io::PhilipsValues>("values");
    QTest::addRow("display") << "display" << true << io::PhilipsValues::Display;
    QTest::addRow("precise") << "precise" << true << io::PhilipsValues::Precise;
    QTest::addRow("capitalised") << "Precise" << false << io::PhilipsValues::Display;
    QTest::addRow("dcm2niix letter") << "y" << false << io::PhilipsValues::Display;
}

void TestPhilipsScaling::parsesConventionNames()
{
    QFETCH(QString, name);
    QFETCH(bool, valid);
    QFETCH(io::PhilipsValues, values);
    const auto parsed = io::parsePhilipsValues(name.toStdString());
    QCOMPARE(parsed.has_value(), valid);
    if (valid)
        QCOMPARE(*parsed, values);
}

QTEST_GUILESS_MAIN(TestPhilipsScaling)
#include "tst_philipsscaling.moc"
