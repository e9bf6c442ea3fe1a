// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The automatic window: 1st..99th percentile of the real values, NaN ignored.
#include "render/render.h"
#include "synthetic.h"

#include <QTest>

#include <cmath>
#include <limits>

using namespace scansleuth;
using namespace scansleuth::render;
using namespace scansleuth::render::testing;
using volume::Volume;

class TestRenderStats : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void percentiles_data()
    {
        QTest::addColumn<bool>("floatingPoint");
        QTest::addColumn<double>("slope");
        QTest::addColumn<double>("intercept");
        QTest::addColumn<double>("window");
        QTest::addColumn<double>("level");
        // Values 0..999, one each: the 1st percentile is 9, the 99th 989 (exact bins for integers).
        QTest::addRow("int16") << false << 1.0 << 0.0 << 980.0 << 499.0;
        QTest::addRow("int16 with rescale") << false << 2.0 << -1024.0 << 1960.0 << -26.0;
        QTest::addRow("float with NaN") << true << 1.0 << 0.0 << 980.0 << 499.0;
    }
    void percentiles()
    {
        QFETCH(bool, floatingPoint);
        QFETCH(double, slope);
        QFETCH(double, intercept);
        QFETCH(double, window);
        QFETCH(double, level);
        const auto g = makeGeometry({10, 10, 10});
        Volume v;
        if (floatingPoint) {
            v = Volume::allocate(volume::PixelType::Float32, g).value();
            auto voxels = v.voxels<float>();
            for (std::size_t i = 0; i < voxels.size(); ++i)
                voxels[i] = float(i);
            // NaN voxels are ignored; the extra 1000 pushes the 99th percentile up by at most one bin.
            voxels[500] = std::numeric_limits<float>::quiet_NaN();
        } else {
            v = indexVolume(g);
        }
        v.setRescale({slope, intercept});
        const auto [w, l] = percentileWindow(v);
        // Float histograms have 65536 bins over the range: a tolerance of a few bins.
        const double tolerance = floatingPoint ? 1.0 : 1e-9;
        QVERIFY2(std::abs(w - window) <= tolerance, qPrintable(QString::number(w)));
        QVERIFY2(std::abs(l - level) <= tolerance, qPrintable(QString::number(l)));
    }

    void constantVolume()
    {
        const Volume v = filledVolume<std::uint8_t>(makeGeometry({4, 4, 4}), 7);
        QCOMPARE(percentileWindow(v), std::make_pair(1.0, 7.0));
    }
};

QTEST_GUILESS_MAIN(TestRenderStats)
#include "tst_render_stats.moc"
