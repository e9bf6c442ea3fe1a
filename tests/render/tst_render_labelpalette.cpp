// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Colours colour-blind users can tell apart (issue 22): the default label palette and the difference map's
// agreement / false positive / false negative colours, checked by simulating the three kinds of
// dichromacy (Machado, Oliveira and Fernandes 2009, severity 1, on linear sRGB) and measuring the CIE76
// distance in CIELAB (D65) between every pair. The classic (ITK-SNAP) palette and the old red/green
// difference colours fail the same check: the test can tell.
#include "render/differencemap.h"
#include "render/labelpalette.h"

#include <QTest>

#include <array>
#include <cmath>
#include <vector>

using namespace scansleuth;
using render::Rgba;

namespace {

using Matrix = std::array<std::array<double, 3>, 3>;
using Vec = std::array<double, 3>;

Vec times(const Matrix& m, const Vec& v)
{
    return {m[0][0] * v[0] + m[0][1] * v[1] + m[0][2] * v[2],
            m[1][0] * v[0] + m[1][1] * v[1] + m[1][2] * v[2],
            m[2][0] * v[0] + m[2][1] * v[1] + m[2][2] * v[2]};
}

const Matrix kNormal{{{1, 0, 0}, {0, 1, 0}, {0, 0, 1}}};
const Matrix kDeuteranopia{
    {{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}}};
const Matrix kProtanopia{
    {{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}}};
const Matrix kTritanopia{
    {{1.255528, -0.076749, -0.178779}, {-0.078411, 0.930809, 0.147602}, {0.004733, 0.691367, 0.303900}}};

Vec linear(const Rgba& c)
{
    const auto one = [](std::uint8_t v) {
        const double x = v / 255.0;
        return x <= 0.04045 ? x / 12.92 : std::pow((x + 0.055) / 1.055, 2.4);
    };
    return {one(c.r), one(c.g), one(c.b)};
}

Vec lab(Vec rgb)
{
    for (double& v : rgb)
        v = std::clamp(v, 0.0, 1.0);
    const Matrix toXyz{{{0.4124, 0.3576, 0.1805}, {0.2126, 0.7152, 0.0722}, {0.0193, 0.1192, 0.9505}}};
    const Vec xyz = times(toXyz, rgb);
    const Vec white{0.95047, 1.0, 1.08883};
    Vec f;
    for (int i = 0; i < 3; ++i) {
        const double t = xyz[i] / white[i];
        f[i] = t > 0.008856 ? std::cbrt(t) : 7.787 * t + 16.0 / 116.0;
    }
    return {116 * f[1] - 16, 500 * (f[0] - f[1]), 200 * (f[1] - f[2])};
}

double seenDistance(const Rgba& a, const Rgba& b, const Matrix& vision)
{
    const Vec x = lab(times(vision, linear(a))), y = lab(times(vision, linear(b)));
    return std::sqrt((x[0] - y[0]) * (x[0] - y[0]) + (x[1] - y[1]) * (x[1] - y[1]) +
                     (x[2] - y[2]) * (x[2] - y[2]));
}

// The smallest distance between two of `colours` under any of the four visions.
double closestPair(const std::vector<Rgba>& colours)
{
    double closest = 1e9;
    for (const Matrix* vision : {&kNormal, &kDeuteranopia, &kProtanopia, &kTritanopia})
        for (std::size_t i = 0; i < colours.size(); ++i)
            for (std::size_t j = i + 1; j < colours.size(); ++j)
                closest = std::min(closest, seenDistance(colours[i], colours[j], *vision));
    return closest;
}

std::vector<Rgba> firstLabels(render::LabelPaletteKind palette, int n)
{
    std::vector<Rgba> out;
    for (int l = 1; l <= n; ++l)
        out.push_back(render::paletteLabelColour(l, palette));
    return out;
}

} // namespace

class TestLabelPalette : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Labels 1..7 (a typical organ map): every pair at least 15 CIELAB units apart with normal vision
    // and each dichromacy. The classic palette's red and green fall to about 8 with protanopia.
    void defaultLabelsStayApartWithColourBlindness()
    {
        QVERIFY2(closestPair(firstLabels(render::LabelPaletteKind::ColourBlindSafe, 7)) >= 15,
                 qPrintable(QString::number(
                     closestPair(firstLabels(render::LabelPaletteKind::ColourBlindSafe, 7)))));
        QVERIFY(closestPair(firstLabels(render::LabelPaletteKind::Classic, 6)) < 15);
        // The classic one is ITK-SNAP's, as before.
        QCOMPARE(render::paletteLabelColour(1, render::LabelPaletteKind::Classic),
                 render::defaultLabelColour(1));
        QCOMPARE(render::paletteLabelColour(0, render::LabelPaletteKind::ColourBlindSafe).a, std::uint8_t(0));
        // Many labels: every one has an opaque colour, label 17 a darker label 1.
        const Rgba first = render::paletteLabelColour(1, render::LabelPaletteKind::ColourBlindSafe);
        const Rgba again = render::paletteLabelColour(17, render::LabelPaletteKind::ColourBlindSafe);
        QCOMPARE(again.a, std::uint8_t(255));
        QVERIFY(again.r < first.r && !(again == first));
    }

    // Agreement, false positive, false negative and wrong label: at least 20 apart under every vision;
    // the old green / red / blue / yellow fell to 13 with deuteranopia (red against green).
    void differenceColoursStayApartWithColourBlindness()
    {
        using render::DifferenceClass;
        std::vector<Rgba> colours;
        for (DifferenceClass c : {DifferenceClass::Both, DifferenceClass::OnlyA, DifferenceClass::OnlyB,
                                  DifferenceClass::DifferentLabel})
            colours.push_back(render::differenceColour(c));
        QVERIFY2(closestPair(colours) >= 20, qPrintable(QString::number(closestPair(colours))));
        const std::vector<Rgba> old{
            {40, 200, 60, 255}, {255, 50, 40, 255}, {40, 120, 255, 255}, {255, 210, 0, 255}};
        QVERIFY(closestPair(old) < 20);
    }
};

QTEST_MAIN(TestLabelPalette)
#include "tst_render_labelpalette.moc"
