// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// checkProbabilityChannels(): per-class outputs built from the real lesion labels (softmax of one-hot
// scores with a ripple), with one injected bug each, and the JSON form of a report.
#include "checks/labels/labelchecks.h"
#include "checks/labels/labelchecksjson.h"

#include "labeltestdata.h"

#include <QTest>

#include <optional>

using namespace scansleuth;
using namespace scansleuth::checks;
using namespace scansleuth::checks::testing;

namespace {

struct Case
{
    std::vector<Volume> channels;
    std::optional<Volume> mask;
};

Volume sigmoidOf(const Volume& logits)
{
    return mapVolume(logits, PixelType::Float32,
                     [](double v, double, double, double) { return 1 / (1 + std::exp(-v)); });
}

Case makeCase(const QString& name)
{
    Case c;
    const Volume lesion = lesionFixture();
    if (name == "softmax with its argmax") {
        c.channels = softmaxChannels(lesion, 4);
        c.mask = lesion.clone().value();
    } else if (name == "softmax without mask") {
        c.channels = softmaxChannels(lesion, 4);
    } else if (name == "one sigmoid channel with its threshold") {
        const Volume binary =
            mapVolume(lesion, PixelType::UInt8, [](double v, double, double, double) { return v == 2; });
        c.channels.push_back(sigmoidOf(softmaxChannels(binary, 2, false)[1]));
        c.mask = binary.clone().value();
    } else if (name == "sigmoid per channel") {
        for (const Volume& l : softmaxChannels(lesion, 4, false))
            c.channels.push_back(sigmoidOf(l));
    } else if (name == "logits saved") {
        c.channels = softmaxChannels(lesion, 4, false);
        c.mask = lesion.clone().value();
    } else if (name == "one logit channel") {
        const Volume binary =
            mapVolume(lesion, PixelType::UInt8, [](double v, double, double, double) { return v == 2; });
        c.channels.push_back(std::move(softmaxChannels(binary, 2, false)[1]));
    } else if (name == "probabilities rescaled") {
        c.channels = softmaxChannels(lesion, 2);
        c.channels[1] = mapVolume(c.channels[1], PixelType::Float32,
                                  [](double v, double, double, double) { return 1.5 * v; });
    } else if (name == "mask with classes swapped") {
        c.channels = softmaxChannels(lesion, 4);
        c.mask = mapVolume(lesion, PixelType::UInt8, [](double v, double, double, double) {
            return v == 1 ? 3 : v == 3 ? 1 : v;
        });
    } else if (name == "mask saved as 0/255") {
        const Volume binary =
            mapVolume(lesion, PixelType::UInt8, [](double v, double, double, double) { return v == 2; });
        c.channels = softmaxChannels(binary, 2);
        c.mask =
            mapVolume(binary, PixelType::UInt8, [](double v, double, double, double) { return 255 * v; });
    } else if (name == "nothing predicted") {
        const Volume zeros =
            mapVolume(lesion, PixelType::UInt8, [](double, double, double, double) { return 0; });
        c.channels = softmaxChannels(zeros, 3);
    } else if (name == "nan in a channel") {
        c.channels = softmaxChannels(lesion, 2);
        c.channels[0].voxels<float>()[100] = std::nanf("");
    } else if (name == "channels of different sizes") {
        c.channels = softmaxChannels(lesion, 2);
        c.channels.push_back(threeLabelMask());
    } else if (name == "mask of another size") {
        c.channels = softmaxChannels(lesion, 2);
        c.mask = threeLabelMask();
    } else if (name == "no channels") {
    } else if (name == "zero-sized channel") {
        volume::Geometry g;
        g.size = {4, 0, 4};
        c.channels.push_back(Volume::allocate(PixelType::Float32, g).value());
    } else {
        qFatal("unknown case %s", qPrintable(name));
    }
    return c;
}

} // namespace

class TestLabelChannels : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void findsTheCause_data()
    {
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QStringList>("expected");
        QTest::addColumn<QString>("fragment");
        auto row = [](const char* name, const char* kind, QStringList expected, const char* fragment) {
            QTest::addRow("%s", name) << QString(kind) << expected << QString(fragment);
        };
        row("softmax with its argmax", "probability", {"labels.ok"}, "No problem found");
        row("softmax without mask", "probability", {"labels.ok"}, "No problem found");
        row("one sigmoid channel with its threshold", "probability", {"labels.ok"}, "No problem found");
        row("sigmoid per channel", "probability", {"labels.channels_not_normalised"},
            "channels do not sum to 1");
        row("logits saved", "logits", {"labels.probability_out_of_range", "labels.logits_as_probabilities"},
            "lie outside [0, 1]");
        row("one logit channel", "logits",
            {"labels.probability_out_of_range", "labels.logits_as_probabilities"}, "lie outside [0, 1]");
        row("probabilities rescaled", "probability",
            {"labels.probability_out_of_range", "labels.channels_not_normalised"}, "lie outside [0, 1]");
        row("mask with classes swapped", "probability", {"labels.argmax_disagrees"},
            "disagrees with the argmax of the channels in 5412 voxels");
        row("mask saved as 0/255", "probability", {"labels.argmax_disagrees"}, "worst is class 1 (100%");
        row("nothing predicted", "probability", {"labels.empty"},
            "no voxel's argmax is a class other than 0");
        row("nan in a channel", "probability", {"labels.non_finite"}, "1 voxels");
        row("channels of different sizes", "", {"labels.invalid_input"},
            "Channel 2 has size 40 x 40 x 40 but channel 0 has 124 x 160 x 140");
        row("mask of another size", "", {"labels.invalid_input"}, "The saved mask has size 40 x 40 x 40");
        row("no channels", "", {"labels.invalid_input"}, "No probability channels were given");
        row("zero-sized channel", "", {"labels.invalid_input"}, "The channel 0 has no voxels");
    }
    void findsTheCause()
    {
        QFETCH(QString, kind);
        QFETCH(QStringList, expected);
        QFETCH(QString, fragment);
        Case c = makeCase(QTest::currentDataTag());
        const LabelReport r = checkProbabilityChannels(c.channels, c.mask ? &*c.mask : nullptr);
        QCOMPARE(codes(r.findings), expected);
        QCOMPARE(QString::fromStdString(r.kind), kind);
        QVERIFY2(QString::fromStdString(r.findings.front().message).contains(fragment),
                 r.findings.front().message.c_str());
    }

    void argmaxDisagreementPerClass()
    {
        Case c = makeCase("mask with classes swapped");
        const LabelReport r = checkProbabilityChannels(c.channels, &*c.mask);
        const Finding* f = findFinding(r.findings, "labels.argmax_disagrees");
        QVERIFY(f);
        QCOMPARE(f->measurement("disagreeing_voxels")->value, 1125.0 + 4287.0);
        QCOMPARE(f->measurement("worst_class_disagreement")->value, 100.0);
        QVERIFY(f->measurement("worst_class")->value == 1 || f->measurement("worst_class")->value == 3);
        QCOMPARE(f->measurement("worst_class_disagreement")->unit, std::string("%"));
        QVERIFY(QString::fromStdString(f->evidence.front()).startsWith("class 0: argmax"));
        QCOMPARE(r.histogram.size(), std::size_t(4));
        QCOMPARE(r.histogram[2].voxels, std::int64_t(27069));
    }

    void cancellationStops()
    {
        Case c = makeCase("softmax with its argmax");
        const Progress cancel([](double, const std::string&) { return false; });
        const LabelReport r = checkProbabilityChannels(c.channels, &*c.mask, {}, cancel);
        QCOMPARE(codes(r.findings), QStringList{"labels.cancelled"});
        QVERIFY(r.histogram.empty());
    }

    void jsonEchoesTolerancesAndFindings()
    {
        LabelExpectations e;
        e.labelSet = {0, 1, 2};
        e.sumTolerance = 0.01;
        const LabelReport r = checkLabels(lesionFixture(), e);
        const nlohmann::json j = toJson(r);
        QCOMPARE(j["version"].get<int>(), 1);
        QCOMPARE(j["kind"].get<std::string>(), std::string("labels"));
        QCOMPARE(j["tolerances"]["label_set"].size(), std::size_t(3));
        QCOMPARE(j["tolerances"]["sum_tolerance"].get<double>(), 0.01);
        QCOMPARE(j["histogram"].size(), std::size_t(4));
        QCOMPARE(j["histogram"][3]["voxels"].get<std::int64_t>(), std::int64_t(4287));
        QCOMPARE(j["findings"][0]["code"].get<std::string>(), std::string("labels.unexpected_values"));
        QCOMPARE(j["findings"][0]["severity"].get<std::string>(), std::string("error"));
        QVERIFY(j["findings"][0]["measurements"][0].contains("unit"));
    }
};

QTEST_APPLESS_MAIN(TestLabelChannels)
#include "tst_labelchannels.moc"
