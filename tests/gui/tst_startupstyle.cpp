// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "startupstyle.h"

#include <QApplication>
#include <QIcon>
#include <QImage>
#include <QPixmap>
#include <QStyle>
#include <QStyleFactory>
#include <QTest>

#include <memory>

using scansleuth::app::baseStyleName;
using scansleuth::app::withDeferredIcons;

// The style behind which the GUI starts: every icon it gives, deferred or not, draws exactly as the
// base style's own (the oracle: Qt's Fusion style, asked directly).
class TestStartupStyle : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void iconsDrawAsTheBaseStyles_data();
    void iconsDrawAsTheBaseStyles();
    void namesItsBase();
};

void TestStartupStyle::iconsDrawAsTheBaseStyles_data()
{
    QTest::addColumn<int>("which");
    QTest::addRow("menu bar extension (deferred)") << int(QStyle::SP_ToolBarHorizontalExtensionButton);
    QTest::addRow("vertical extension (deferred)") << int(QStyle::SP_ToolBarVerticalExtensionButton);
    QTest::addRow("dialog OK (as is)") << int(QStyle::SP_DialogOkButton);
    QTest::addRow("close button (as is)") << int(QStyle::SP_TitleBarCloseButton);
}

void TestStartupStyle::iconsDrawAsTheBaseStyles()
{
    QFETCH(int, which);
    const auto pixmap = static_cast<QStyle::StandardPixmap>(which);
    std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
    std::unique_ptr<QStyle> proxy(withDeferredIcons(QStyleFactory::create(QStringLiteral("Fusion"))));
    QVERIFY(fusion && proxy);
    const QIcon expected = fusion->standardIcon(pixmap);
    const QIcon icon = proxy->standardIcon(pixmap);
    QVERIFY(!expected.isNull());
    QVERIFY(!icon.isNull());
    QCOMPARE(icon.availableSizes(), expected.availableSizes());
    for (const int size : {8, 16, 24, 32})
        for (const QIcon::Mode mode : {QIcon::Normal, QIcon::Disabled, QIcon::Active}) {
            QCOMPARE(icon.actualSize(QSize(size, size), mode), expected.actualSize(QSize(size, size), mode));
            const QImage got = icon.pixmap(QSize(size, size), mode).toImage();
            const QImage want = expected.pixmap(QSize(size, size), mode).toImage();
            QVERIFY2(!want.isNull() && got == want,
                     qPrintable(QStringLiteral("%1 px, mode %2").arg(size).arg(mode)));
        }
}

void TestStartupStyle::namesItsBase()
{
    std::unique_ptr<QStyle> fusion(QStyleFactory::create(QStringLiteral("Fusion")));
    std::unique_ptr<QStyle> proxy(withDeferredIcons(QStyleFactory::create(QStringLiteral("Fusion"))));
    QVERIFY(!fusion->name().isEmpty());
    QCOMPARE(baseStyleName(proxy.get()), fusion->name());
    QCOMPARE(baseStyleName(fusion.get()), fusion->name());
    // The name gives the base style back, as applyTheme() needs for the light theme.
    std::unique_ptr<QStyle> again(QStyleFactory::create(baseStyleName(proxy.get())));
    QVERIFY(again);
    QCOMPARE(again->name(), fusion->name());
}

QTEST_MAIN(TestStartupStyle)
#include "tst_startupstyle.moc"
