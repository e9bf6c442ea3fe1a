// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The one failure box of the GUI (widgets/failurebox.h): on a display, a warning box with the sentence
// and the technical detail under "Show Details..."; with no one to answer it (no parent, a hidden one,
// the offscreen platform) no box, and the failure in the log instead. ctest runs this twice: offscreen
// (tst_failurebox) and on xcb under xvfb-run (tst_failurebox_xcb); each run skips the other's case.
#include "widgets/failurebox.h"

#include <QAbstractButton>
#include <QApplication>
#include <QLoggingCategory>
#include <QMessageBox>
#include <QPointer>
#include <QTest>
#include <QTimer>
#include <QWidget>

#include <functional>

using namespace scansleuth;

namespace {

const QString kTitle = QStringLiteral("Could not open");
const QString kMessage = QStringLiteral("The file is not an image ScanSleuth can read.");
const QString kDetail = QStringLiteral("itk::ImageFileReaderException: no ImageIO for /data/x.bin");
const QString kCause = QStringLiteral("The file is not valid JSON.");

bool offscreen()
{
    return QGuiApplication::platformName() == QLatin1String("offscreen");
}

// Calls `inspect` with the first modal box that opens within `ms`, then closes it; a box that is not
// closed would block the test for ever. `seen` is false when no box opened.
void whenABoxOpens(std::function<void(QMessageBox*)> inspect, bool& seen, int ms = 5000)
{
    seen = false;
    auto* poll = new QTimer;
    auto waited = std::make_shared<int>(0);
    QObject::connect(poll, &QTimer::timeout, poll, [poll, inspect, &seen, waited, ms] {
        *waited += 10;
        if (auto* box = qobject_cast<QMessageBox*>(QApplication::activeModalWidget())) {
            seen = true;
            inspect(box);
            box->button(QMessageBox::Ok)->click();
        } else if (*waited < ms) {
            return;
        }
        poll->deleteLater();
        poll->stop();
    });
    poll->start(10);
}

} // namespace

class TestFailureBox : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QLoggingCategory::setFilterRules(QStringLiteral("scansleuth.failure.info=true")); }

    // No one could answer a box here: the failure is logged, on every platform.
    void noBoxWithoutAVisibleParent_data()
    {
        QTest::addColumn<bool>("withParent");
        QTest::addRow("no parent") << false;
        QTest::addRow("hidden parent") << true;
    }
    void noBoxWithoutAVisibleParent()
    {
        QFETCH(bool, withParent);
        QWidget parent;
        QTest::ignoreMessage(QtInfoMsg, qPrintable(kTitle + " | " + kMessage + " | " + kDetail));
        bool seen = false;
        whenABoxOpens([](QMessageBox*) {}, seen, 200);
        QVERIFY(!widgets::showFailure(withParent ? &parent : nullptr, kTitle, kMessage, kDetail));
        QTest::qWait(300);
        QVERIFY(!seen);
    }

    // Tests and --screenshot run offscreen: a modal box there would wait for a click for ever.
    void offscreenLogsInsteadOfShowing()
    {
        if (!offscreen())
            QSKIP("needs the offscreen platform (tst_failurebox)");
        QWidget parent;
        parent.show();
        QVERIFY(parent.isVisible());
        QTest::ignoreMessage(QtInfoMsg, qPrintable(kTitle + " | " + kMessage + " | " + kDetail));
        bool seen = false;
        whenABoxOpens([](QMessageBox*) {}, seen, 200);
        QVERIFY(!widgets::showFailure(&parent, kTitle, kMessage, kDetail));
        QTest::qWait(300);
        QVERIFY(!seen);
    }

    // With a cause: logged between the sentence and the detail.
    void offscreenLogsTheCause()
    {
        if (!offscreen())
            QSKIP("needs the offscreen platform (tst_failurebox)");
        QWidget parent;
        parent.show();
        QTest::ignoreMessage(QtInfoMsg,
                             qPrintable(kTitle + " | " + kMessage + " | " + kCause + " | " + kDetail));
        QVERIFY(!widgets::showFailure(&parent, kTitle, kMessage, kCause, kDetail));
    }

    // On a display: one warning box over the window, the sentence as its text, the cause (if any) under
    // it, the detail behind the details button (none without a detail).
    void boxShowsTheSentenceWithTheDetailUnderDetails_data()
    {
        QTest::addColumn<QString>("cause");
        QTest::addColumn<QString>("detail");
        QTest::addRow("with a detail") << QString() << kDetail;
        QTest::addRow("without a detail") << QString() << QString();
        QTest::addRow("with a cause") << kCause << kDetail;
    }
    void boxShowsTheSentenceWithTheDetailUnderDetails()
    {
        QFETCH(QString, cause);
        QFETCH(QString, detail);
        if (offscreen())
            QSKIP("needs a display: xcb under xvfb-run (tst_failurebox_xcb)");
        QWidget parent;
        parent.show();
        QVERIFY(QTest::qWaitForWindowExposed(&parent));
        QString title, text, informative, shownDetail;
        QMessageBox::Icon icon = QMessageBox::NoIcon;
        QWidget* owner = nullptr;
        bool detailsButton = false;
        bool seen = false;
        whenABoxOpens(
            [&](QMessageBox* box) {
                title = box->windowTitle();
                text = box->text();
                informative = box->informativeText();
                shownDetail = box->detailedText();
                icon = box->icon();
                owner = box->parentWidget();
                for (const QAbstractButton* b : box->findChildren<QAbstractButton*>())
                    detailsButton = detailsButton || b->text().contains(QStringLiteral("Details"));
            },
            seen);
        QVERIFY(cause.isEmpty() ? widgets::showFailure(&parent, kTitle, kMessage, detail)
                                : widgets::showFailure(&parent, kTitle, kMessage, cause, detail));
        QVERIFY(seen);
        QCOMPARE(title, kTitle);
        QCOMPARE(text, kMessage);
        QCOMPARE(informative, cause);
        QCOMPARE(shownDetail, detail);
        QCOMPARE(icon, QMessageBox::Warning);
        QCOMPARE(owner, &parent);
        QCOMPARE(detailsButton, !detail.isEmpty()); // "Show Details..." only with a detail to show
    }
};

QTEST_MAIN(TestFailureBox)
#include "tst_failurebox.moc"
