// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// checkLabels() on the real lesion and FLAIR fixture, on masks derived from them with one injected bug
// each, and on a three-label mask built in code and linearly resampled with a half-voxel shift.
#include "checks/labels/labelchecks.h"

#include "io/imageloader.h"
#include "labeltestdata.h"

#include <QTest>

#include <optional>

using namespace scansleuth;
using namespace scansleuth::checks;
using namespace scansleuth::checks::testing;

namespace {

struct Case
{
    Volume mask;
    std::optional<Volume> image;
    LabelExpectations expectations;
    bool cancel = false;
};

// A real CT (pydicom-data's enhanced CT, two 512 x 512 frames), int16 with its rescale.
Volume ctFixture()
{
    auto loaded = io::loadPath(fixturePath("dicom/enhanced_ct_2frames/eCT_Supplemental.dcm").toStdString());
    if (!loaded || loaded->images.empty())
        qFatal("cannot read the CT fixture");
    return std::move(loaded->images.front().volumes.front());
}

// A smooth field in [0, 1]: high inside a ball, falling off over a few voxels.
double sigmoidBall(double i, double j, double k)
{
    return 1.0 / (1.0 + std::exp(std::hypot(i - 20, j - 18, k - 21) - 9.0));
}

Case makeCase(const QString& name)
{
    Case c;
    const Volume lesion = lesionFixture();
    const auto& n = lesion.geometry().size;
    if (name == "lesion fixture") {
        c.mask = lesion.clone().value();
    } else if (name == "lesion with rescale") {
        c.mask = lesion.clone().value();
        c.mask.setRescale({2.0, 0.0}); // real labels 0, 2, 4, 6
        c.expectations.labelSet = {0, 2, 4, 6};
    } else if (name == "three labels") {
        c.mask = threeLabelMask();
    } else if (name == "binary synthetic") {
        c.mask = makeVolume(PixelType::Int16, smallGrid(), [](double i, double j, double k) {
            return std::hypot(i - 20, j - 20, k - 20) < 8 ? 1 : 0;
        });
    } else if (name == "probability map clean") {
        c.mask = makeVolume(PixelType::Float32, smallGrid(), sigmoidBall);
        c.expectations.expectProbability = true;
    } else if (name == "three labels linear uint8") {
        c.mask = linearlyResampled(threeLabelMask(), PixelType::UInt8);
    } else if (name == "three labels linear float") {
        c.mask = linearlyResampled(threeLabelMask(), PixelType::Float32);
    } else if (name == "lesion linear uint8") {
        c.mask = linearlyResampled(lesion, PixelType::UInt8);
    } else if (name == "lesion linear float") {
        c.mask = linearlyResampled(lesion, PixelType::Float32);
    } else if (name == "organs upsampled x2 linear float") {
        c.mask = resampledLinear(touchingOrgans(), 0.5);
    } else if (name == "organs upsampled x3 linear float") {
        c.mask = resampledLinear(touchingOrgans(), 1.0 / 3.0);
    } else if (name == "117 labels upsampled x2 linear float") {
        c.mask = resampledLinear(manyTouchingLabels(), 0.5);
    } else if (name == "organs downsampled linear float") {
        c.mask = resampledLinear(touchingOrgans(), 2.0);
    } else if (name == "real lesion upsampled x1.5 along k (scipy)") {
        c.mask = loadFixture("labels/lesion_linear_k1p5.nii.gz");
    } else if (name == "lesion upsampled x2 along i") {
        c.mask = zoomLinear(lesion, {2.0, 1.0, 1.0});
    } else if (name == "lesion upsampled x1.5 along i and j") {
        c.mask = zoomLinear(lesion, {1.5, 1.5, 1.0});
    } else if (name == "20 labels upsampled x2 along i") {
        c.mask = zoomLinear(twentyLabels(), {2.0, 1.0, 1.0});
    } else if (name == "20 labels upsampled x1.5 along j and k") {
        c.mask = zoomLinear(twentyLabels(), {1.0, 1.5, 1.5});
    } else if (name == "flair upsampled x1.5 along k") {
        c.mask = zoomLinear(flairFixture(), {1.0, 1.0, 1.5});
    } else if (name == "CT upsampled x1.5 along k") {
        c.mask = zoomLinear(ctFixture(), {1.0, 1.0, 1.5});
    } else if (name == "flair as float in [0, 3]") {
        c.mask = mapVolume(flairFixture(), PixelType::Float32,
                           [](double v, double, double, double) { return v / 255.0 * 3.0; });
    } else if (name == "smooth flair in [0, 3]") {
        const Volume flair = flairFixture();
        const auto& size = flair.geometry().size;
        c.mask = mapVolume(flair, PixelType::Float32, [&](double, double i, double j, double k) {
            double sum = 0; // a 3 x 3 x 3 box mean, clamped at the border
            for (int d = 0; d < 27; ++d)
                sum +=
                    flair.realValue(std::clamp<std::int64_t>(std::int64_t(i) + d % 3 - 1, 0, size[0] - 1),
                                    std::clamp<std::int64_t>(std::int64_t(j) + d / 3 % 3 - 1, 0, size[1] - 1),
                                    std::clamp<std::int64_t>(std::int64_t(k) + d / 9 - 1, 0, size[2] - 1));
            return sum / 27.0 / 255.0 * 3.0;
        });
    } else if (name == "sharp probability map") {
        // A network's foreground probability with a sharp border: 0.05 to 0.95 within 3.5 voxels.
        c.mask = makeVolume(PixelType::Float32, smallGrid(), [](double i, double j, double k) {
            return 1.0 / (1.0 + std::exp((std::hypot(i - 20, j - 18, k - 21) - 9.0) / 0.6));
        });
    } else if (name == "CT saved as labels") {
        c.mask = ctFixture();
    } else if (name == "CT upsampled linear float") {
        c.mask = resampledLinear(ctFixture(), 0.5);
    } else if (name == "flair upsampled linear float") {
        c.mask = resampledLinear(flairFixture(), 0.5);
    } else if (name == "probability map upsampled") {
        c.mask = resampledLinear(makeVolume(PixelType::Float32, smallGrid(), sigmoidBall), 0.5);
    } else if (name == "lesion 0/255") {
        c.mask = mapVolume(lesion, PixelType::UInt8,
                           [](double v, double, double, double) { return v > 0 ? 255 : 0; });
    } else if (name == "lesion unexpected label") {
        c.mask = lesion.clone().value();
        c.expectations.labelSet = {0, 1, 2};
    } else if (name == "flair saved as labels") {
        c.mask = flairFixture();
    } else if (name == "flair saved as labels with image") {
        c.mask = flairFixture();
        c.image = flairFixture();
    } else if (name == "empty") {
        c.mask = mapVolume(lesion, PixelType::UInt8, [](double, double, double, double) { return 0; });
    } else if (name == "cut by border") {
        // Label 2 spans i = 12..110 with its largest cross-section across i at i = 77 (3441 voxels):
        // shifting by 77 voxels cuts it there, at the new i = 0.
        c.mask = mapVolume(lesion, PixelType::UInt8, [&](double, double i, double j, double k) {
            const auto src = std::int64_t(i) + 77;
            return src < n[0] ? lesion.realValue(src, std::int64_t(j), std::int64_t(k)) : 0.0;
        });
    } else if (name == "probability out of range") {
        c.mask = makeVolume(PixelType::Float32, smallGrid(), [](double i, double j, double k) {
            return 1.3 * sigmoidBall(i, j, k) - 0.05; // a rescaled copy: -0.05 .. 1.25
        });
        c.expectations.expectProbability = true;
    } else if (name == "logits as probabilities" || name == "logits as mask") {
        c.mask = makeVolume(PixelType::Float32, smallGrid(), [](double i, double j, double k) {
            return 9.0 - std::hypot(i - 20, j - 18, k - 21) + 0.1 * std::sin(i);
        });
        c.expectations.expectProbability = name == "logits as probabilities";
    } else if (name == "probability map as mask") {
        c.mask = makeVolume(PixelType::Float32, smallGrid(), sigmoidBall);
    } else if (name == "nan voxels") {
        c.mask = mapVolume(lesion, PixelType::Float32, [](double v, double i, double j, double k) {
            return (i == 60 && j == 70 && k < 3) ? std::nan("") : v;
        });
    } else if (name == "zero-sized volume") {
        volume::Geometry g;
        g.size = {0, 10, 10};
        c.mask = Volume::allocate(PixelType::UInt8, g).value();
    } else if (name == "buffer shorter than geometry") {
        c.mask = threeLabelMask();
        c.mask.geometry().size[2] += 5;
    } else if (name == "cancelled") {
        c.mask = lesion.clone().value();
        c.cancel = true;
    } else {
        qFatal("unknown case %s", qPrintable(name));
    }
    return c;
}

} // namespace

class TestLabelChecks : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void findsTheCause_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QStringList>("expected"); // exactly these codes, in this order
        QTest::addColumn<QString>("fragment");     // of the first finding's message
        auto row = [](const char* name, const char* kind, QStringList expected, const char* fragment) {
            QTest::addRow("%s", name) << QString(kind) << expected << QString(fragment);
        };
        // Clean inputs: one info summary, nothing else.
        row("lesion fixture", "labels", {"labels.ok"}, "3 label(s) besides 0 on 32481 voxels");
        row("lesion with rescale", "labels", {"labels.ok"}, "No label problem found");
        row("three labels", "labels", {"labels.ok"}, "No label problem found");
        row("binary synthetic", "binary", {"labels.ok"}, "1 label(s) besides 0");
        row("probability map clean", "probability", {"labels.ok"}, "probability volume");
        // One injected bug each.
        row("three labels linear uint8", "labels", {"labels.interpolated_borders"},
            "looks linearly interpolated");
        row("three labels linear float", "labels", {"labels.interpolated_borders", "labels.non_integer"},
            "sit on the borders between labels");
        row("lesion linear uint8", "labels", {"labels.interpolated_borders"},
            "strictly between their two neighbours");
        row("lesion linear float", "labels", {"labels.interpolated_borders", "labels.non_integer"},
            "sit on the borders between labels");
        row("lesion 0/255", "binary", {"labels.binary_0_255"}, "holds 0 and 255");
        // A multi-label map resampled with linear interpolation onto a finer grid and saved as float: the
        // in-between values form bands as wide as a source voxel between the labels. Interpolated labels,
        // not an image.
        row("organs upsampled x2 linear float", "labels",
            {"labels.interpolated_borders", "labels.non_integer"}, "sit on the borders between labels");
        row("organs upsampled x3 linear float", "labels",
            {"labels.interpolated_borders", "labels.non_integer"}, "sit on the borders between labels");
        row("117 labels upsampled x2 linear float", "labels",
            {"labels.interpolated_borders", "labels.non_integer"}, "sit on the borders between labels");
        row("organs downsampled linear float", "labels",
            {"labels.interpolated_borders", "labels.non_integer"}, "sit on the borders between labels");
        // Issue 19 item 9: small lesions are nearly all border, so most non-zero voxels are non-integer;
        // decided by where the values sit (short runs between whole numbers along the resampled axes,
        // all within [0, largest label], histogram peaks at the labels), not by how many there are.
        row("real lesion upsampled x1.5 along k (scipy)", "labels",
            {"labels.interpolated_borders", "labels.non_integer", "labels.cut_by_border"},
            "resampled with linear interpolation along k: its 41835 non-integer voxels (60.1% of the "
            "non-zero");
        row("lesion upsampled x2 along i", "labels", {"labels.interpolated_borders", "labels.non_integer"},
            "resampled with linear interpolation along i:");
        row("lesion upsampled x1.5 along i and j", "labels",
            {"labels.interpolated_borders", "labels.non_integer"},
            "resampled with linear interpolation along i and j:");
        row("20 labels upsampled x2 along i", "labels", {"labels.interpolated_borders", "labels.non_integer"},
            "resampled with linear interpolation along i:");
        row("20 labels upsampled x1.5 along j and k", "labels",
            {"labels.interpolated_borders", "labels.non_integer"},
            "resampled with linear interpolation along j and k:");
        row("flair upsampled x1.5 along k", "image", {"labels.image_as_labels"},
            "intensity image saved as a label map");
        row("CT upsampled x1.5 along k", "image", {"labels.image_as_labels"},
            "intensity image saved as a label map");
        row("flair as float in [0, 3]", "image", {"labels.image_as_labels"},
            "intensity image saved as a label map");
        row("smooth flair in [0, 3]", "image", {"labels.image_as_labels"},
            "intensity image saved as a label map");
        row("sharp probability map", "probability", {"labels.non_integer"},
            "holds probabilities, not labels");
        // Real images stay images, resampled or not, and smooth probabilities stay probabilities.
        row("CT saved as labels", "image", {"labels.image_as_labels"},
            "intensity image saved as a label map");
        row("CT upsampled linear float", "image", {"labels.image_as_labels"},
            "intensity image saved as a label map");
        row("flair upsampled linear float", "image", {"labels.image_as_labels"},
            "intensity image saved as a label map");
        row("probability map upsampled", "probability", {"labels.non_integer"},
            "holds probabilities, not labels");
        row("lesion unexpected label", "labels", {"labels.unexpected_values"},
            "4287 voxels (0.2%) hold 1 value(s) outside the expected labels {0, 1, 2}");
        row("flair saved as labels", "image", {"labels.image_as_labels"},
            "intensity image saved as a label map");
        row("flair saved as labels with image", "image", {"labels.image_as_labels"}, "255 distinct values");
        row("empty", "binary", {"labels.empty"}, "no voxel holds a label other than 0");
        row("cut by border", "labels", {"labels.cut_by_border"}, "label 2 meets i = 0");
        row("probability out of range", "probability", {"labels.probability_out_of_range"},
            "lie outside [0, 1]");
        row("logits as probabilities", "logits",
            {"labels.probability_out_of_range", "labels.logits_as_probabilities"}, "lie outside [0, 1]");
        row("logits as mask", "logits", {"labels.logits_as_probabilities"}, "look like logits");
        row("probability map as mask", "probability", {"labels.non_integer"},
            "holds probabilities, not labels");
        // Bad input: a finding, never a crash.
        row("nan voxels", "labels", {"labels.non_finite"}, "3 voxels (0%) are NaN or infinite");
        row("zero-sized volume", "", {"labels.invalid_input"}, "The mask has no voxels (size 0 x 10 x 10)");
        row("buffer shorter than geometry", "", {"labels.invalid_input"},
            "voxel buffer is shorter than its size");
        row("cancelled", "", {"labels.cancelled"}, "was cancelled");
    }
    void findsTheCause()
    {
        QFETCH(QString, kind);
        QFETCH(QStringList, expected);
        QFETCH(QString, fragment);
        Case c = makeCase(QTest::currentDataTag());
        const Progress progress =
            c.cancel ? Progress([](double, const std::string&) { return false; }) : Progress();
        const LabelReport r = checkLabels(c.mask, c.expectations, c.image ? &*c.image : nullptr, progress);
        if (codes(r.findings) != expected) // say what was found instead
            for (const Finding& f : r.findings)
                qWarning("%s: %s", f.code.c_str(), f.message.c_str());
        QCOMPARE(codes(r.findings), expected);
        QCOMPARE(QString::fromStdString(r.kind), kind);
        QVERIFY2(QString::fromStdString(r.findings.front().message).contains(fragment),
                 r.findings.front().message.c_str());
        for (const Finding& f : r.findings)
            QVERIFY2(f.code == "labels.ok" || f.code == "labels.cancelled" || !f.fix.empty(), f.code.c_str());
    }

    // Interpolated labels are named with the evidence: how many voxels are non-integer and where they sit.
    void interpolatedLabelsEvidence_data()
    {
        QTest::addColumn<double>("factor");
        QTest::addRow("upsampled x2") << 0.5;
        QTest::addRow("upsampled x3") << 1.0 / 3.0;
    }
    void interpolatedLabelsEvidence()
    {
        QFETCH(double, factor);
        const Volume mask = resampledLinear(touchingOrgans(), factor);
        // The oracle, counted here: non-integer voxels, and those with a whole-number 6-neighbour.
        std::int64_t nonInteger = 0, total = 0;
        const auto& n = mask.geometry().size;
        auto whole = [](double v) {
            return std::abs(v - std::nearbyint(v)) <= 1e-4;
        };
        for (std::int64_t k = 0; k < n[2]; ++k)
            for (std::int64_t j = 0; j < n[1]; ++j)
                for (std::int64_t i = 0; i < n[0]; ++i, ++total)
                    nonInteger += whole(mask.realValue(i, j, k)) ? 0 : 1;
        const LabelReport r = checkLabels(mask);
        const Finding* f = findFinding(r.findings, "labels.interpolated_borders");
        QVERIFY(f);
        QCOMPARE(f->measurement("non_integer_voxels")->value, double(nonInteger));
        QVERIFY(std::abs(f->measurement("non_integer_share")->value -
                         100.0 * double(nonInteger) / double(total)) < 1e-9);
        QVERIFY2(f->measurement("non_integer_between_labels_share")->value >= 80.0, f->message.c_str());
        QCOMPARE(f->measurement("labels")->value, 8.0); // 0 and the seven organs
        QVERIFY2(QString::fromStdString(f->message).contains("sit on the borders between labels"),
                 f->message.c_str());
        QVERIFY(QString::fromStdString(f->fix).contains("nearest-neighbour"));
        QVERIFY(!f->evidence.empty());
        QVERIFY(!findFinding(r.findings, "labels.image_as_labels"));
    }

    // The resampled axes, the largest label and the non-integer share, against the construction: which
    // axes were zoomed, the labels drawn, and the voxels counted here.
    void linearResamplingNamesAxisAndLabel_data()
    {
        QTest::addColumn<QString>("source");
        QTest::addColumn<double>("fi");
        QTest::addColumn<double>("fj");
        QTest::addColumn<double>("fk");
        QTest::addColumn<double>("axes"); // 1 = i, 2 = j, 4 = k
        QTest::addColumn<double>("largest");
        QTest::addRow("lesion x1.5 along k") << "lesion" << 1.0 << 1.0 << 1.5 << 4.0 << 3.0;
        QTest::addRow("lesion x2 along i") << "lesion" << 2.0 << 1.0 << 1.0 << 1.0 << 3.0;
        QTest::addRow("lesion x1.5 along i and j") << "lesion" << 1.5 << 1.5 << 1.0 << 3.0 << 3.0;
        QTest::addRow("20 labels x2 along i") << "twenty" << 2.0 << 1.0 << 1.0 << 1.0 << 20.0;
        QTest::addRow("20 labels x1.5 along j and k") << "twenty" << 1.0 << 1.5 << 1.5 << 6.0 << 20.0;
        QTest::addRow("20 labels x2.5 along k") << "twenty" << 1.0 << 1.0 << 2.5 << 4.0 << 20.0;
    }
    void linearResamplingNamesAxisAndLabel()
    {
        QFETCH(QString, source);
        QFETCH(double, fi);
        QFETCH(double, fj);
        QFETCH(double, fk);
        QFETCH(double, axes);
        QFETCH(double, largest);
        const Volume mask = zoomLinear(source == "lesion" ? lesionFixture() : twentyLabels(), {fi, fj, fk});
        std::int64_t nonInteger = 0, nonZero = 0;
        const auto& n = mask.geometry().size;
        for (std::int64_t k = 0; k < n[2]; ++k)
            for (std::int64_t j = 0; j < n[1]; ++j)
                for (std::int64_t i = 0; i < n[0]; ++i) {
                    const double v = mask.realValue(i, j, k);
                    nonZero += v != 0.0;
                    nonInteger += std::abs(v - std::nearbyint(v)) > 1e-4;
                }
        const LabelReport r = checkLabels(mask);
        QCOMPARE(r.kind, std::string("labels"));
        const Finding* f = findFinding(r.findings, "labels.interpolated_borders");
        QVERIFY(f);
        QCOMPARE(f->measurement("resampled_axes")->value, axes);
        QCOMPARE(f->measurement("largest_label")->value, largest);
        QCOMPARE(f->measurement("non_integer_voxels")->value, double(nonInteger));
        QVERIFY(std::abs(f->measurement("non_integer_share_of_non_zero")->value -
                         100.0 * double(nonInteger) / double(nonZero)) < 1e-9);
        QVERIFY(f->measurement("histogram_peak_share")->value >= 50.0);
        QVERIFY2(QString::fromStdString(f->fix).contains("nearest-neighbour"), f->fix.c_str());
        QVERIFY2(QString::fromStdString(f->fix).contains("stop-gap"), f->fix.c_str());
    }

    // The measured amounts behind the findings.
    void interpolatedBordersNamesTheSandwich()
    {
        const LabelReport r = checkLabels(linearlyResampled(threeLabelMask(), PixelType::UInt8));
        const Finding* f = findFinding(r.findings, "labels.interpolated_borders");
        QVERIFY(f);
        QVERIFY(f->measurement("sandwiched_voxels")->value >= 10);
        QVERIFY(f->measurement("sandwiched_share_of_boundary")->value >= 2.0);
        QVERIFY(!f->evidence.empty());
        QVERIFY2(QString::fromStdString(f->evidence.front()).contains(" mm: "), f->evidence.front().c_str());
        QVERIFY(QString::fromStdString(f->evidence.front()).contains(" between "));
        const LabelReport clean = checkLabels(threeLabelMask());
        QCOMPARE(clean.histogram.size(), std::size_t(4));
    }

    void lesionHistogramMatchesFixture()
    {
        const LabelReport r = checkLabels(lesionFixture());
        QCOMPARE(r.histogram.size(), std::size_t(4));
        QCOMPARE(r.histogram[1].value, 1.0);
        QCOMPARE(r.histogram[1].voxels, std::int64_t(1125));
        QVERIFY(std::abs(r.histogram[1].volumeMl - 1.125) < 1e-3); // 1 mm voxels, to float precision
        QCOMPARE(r.histogram[2].voxels, std::int64_t(27069));
        QCOMPARE(r.histogram[3].voxels, std::int64_t(4287));
    }

    void cutByBorderNamesTheFace()
    {
        Case c = makeCase("cut by border");
        const LabelReport r = checkLabels(c.mask);
        const Finding* f = findFinding(r.findings, "labels.cut_by_border");
        QVERIFY(f);
        QCOMPARE(f->measurement("contact_voxels")->value, 3441.0);
        QCOMPARE(f->measurement("faces_cut")->value, 1.0);
        QCOMPARE(f->measurement("contact_area")->unit, std::string("mm2"));
        QCOMPARE(f->measurement("contact_share_of_cross_section")->value, 100.0);
        QVERIFY(QString::fromStdString(f->evidence.front()).startsWith("label 2 at i = 0"));
    }

    void imageAsLabelsUsesTheImage()
    {
        const Volume flair = flairFixture();
        const LabelReport r = checkLabels(flair, {}, &flair);
        const Finding* f = findFinding(r.findings, "labels.image_as_labels");
        QVERIFY(f);
        QVERIFY(f->measurement("correlation_with_image"));
        QCOMPARE(f->measurement("correlation_with_image")->value, 1.0);
    }

    void inputIsNotModified()
    {
        const Volume lesion = lesionFixture();
        const Volume copy = lesion.clone().value();
        (void)checkLabels(lesion, {}, &copy);
        QVERIFY(lesion.sameVoxels(copy));
    }
};

QTEST_APPLESS_MAIN(TestLabelChecks)
#include "tst_labelchecks.moc"
