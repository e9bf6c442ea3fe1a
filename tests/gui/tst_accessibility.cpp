// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Issue 22, accessibility: at 200% scaling (QT_SCALE_FACTOR=2, set before the application starts) no
// label or button of the main windows cuts its text, Tab reaches every enabled control of each window,
// and each painted view or plot that takes focus shows that it has it.
#include "auditdialog.h"
#include "auditwindow.h"
#include "comparerunsdialog.h"
#include "comparisonwindow.h"
#include "mainwindow.h"

#include <QAbstractButton>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialog>
#include <QDir>
#include <QImage>
#include <QLabel>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace scansleuth;

namespace {

bool shown(const QWidget* w)
{
    return w->isVisible() && w->width() > 0 && w->height() > 0 && !w->visibleRegion().isEmpty();
}

// Every single-line text of `window` that does not fit its widget, as "class 'text' needs N, has M".
QStringList clippedTexts(QWidget* window)
{
    QStringList out;
    for (QLabel* label : window->findChildren<QLabel*>()) {
        // Wrapping labels, rich text and labels told to take what they get (size policy Ignored) elide or
        // wrap by design; pictures have no text.
        if (!shown(label) || label->wordWrap() || label->text().isEmpty() ||
            label->textFormat() == Qt::RichText || Qt::mightBeRichText(label->text()) ||
            label->sizePolicy().horizontalPolicy() == QSizePolicy::Ignored ||
            label->text().contains(QLatin1Char('\n')))
            continue;
        // A label with a buddy draws its text without the mnemonic's '&' ("&&" is one '&').
        QString text = label->text();
        if (label->buddy())
            text.replace(QStringLiteral("&&"), QStringLiteral("\x01"))
                .remove(QLatin1Char('&'))
                .replace(QStringLiteral("\x01"), QStringLiteral("&"));
        const int need = label->fontMetrics().horizontalAdvance(text);
        const int has = label->contentsRect().width() - 2 * label->margin() - label->indent() * 0;
        if (need > has)
            out << QStringLiteral("QLabel '%1' needs %2, has %3").arg(label->text()).arg(need).arg(has);
    }
    for (QAbstractButton* button : window->findChildren<QAbstractButton*>()) {
        if (!shown(button) || button->text().isEmpty())
            continue;
        // A button narrower than the style's minimum for its text cuts it.
        if (button->width() < button->minimumSizeHint().width())
            out << QStringLiteral("%1 '%2' needs %3, has %4")
                       .arg(QString::fromLatin1(button->metaObject()->className()), button->text())
                       .arg(button->minimumSizeHint().width())
                       .arg(button->width());
    }
    for (QComboBox* box : window->findChildren<QComboBox*>()) {
        if (!shown(box) || box->currentText().isEmpty())
            continue;
        if (box->width() < box->minimumSizeHint().width())
            out << QStringLiteral("QComboBox '%1' needs %2, has %3")
                       .arg(box->currentText())
                       .arg(box->minimumSizeHint().width())
                       .arg(box->width());
    }
    return out;
}

// The enabled, shown controls of `window` that take focus from Tab but that Tab never reaches from the
// first one (pressing Tab as a user would, once around the chain and more).
QStringList unreachable(QWidget* window)
{
    QList<QWidget*> controls;
    for (QWidget* w : window->findChildren<QWidget*>())
        if (shown(w) && w->isEnabled() && (w->focusPolicy() & Qt::TabFocus) && !w->focusProxy())
            controls << w;
    if (controls.isEmpty())
        return {};
    QSet<QWidget*> reached;
    controls.front()->setFocus(Qt::TabFocusReason);
    for (int i = 0; i < 4 * controls.size() + 20; ++i) {
        if (QWidget* f = QApplication::focusWidget())
            reached.insert(f);
        QTest::keyClick(QApplication::focusWidget() ? QApplication::focusWidget() : window, Qt::Key_Tab);
    }
    QStringList out;
    for (QWidget* w : controls)
        if (!reached.contains(w))
            out << (w->objectName().isEmpty() ? QString::fromLatin1(w->metaObject()->className())
                                              : w->objectName());
    return out;
}

// The project's own widgets (a painted view or plot, class in namespace scansleuth) of `window` that take
// focus from Tab and do not look different when they have it: a keyboard user could not see where the
// keys go (issue 22, "focus visible"). Each is drawn without focus and with it; the pictures must differ.
// Also fails when the window has none such, so that the check cannot pass by finding nothing.
QStringList focusInvisible(QWidget* window)
{
    QStringList out;
    int checked = 0;
    for (QWidget* w : window->findChildren<QWidget*>()) {
        const QString cls = QString::fromLatin1(w->metaObject()->className());
        if (!cls.startsWith(QLatin1String("scansleuth::")) || !shown(w) || !(w->focusPolicy() & Qt::TabFocus))
            continue;
        w->clearFocus();
        QCoreApplication::processEvents();
        const QImage without = w->grab().toImage();
        w->setFocus(Qt::TabFocusReason);
        QCoreApplication::processEvents();
        if (!w->hasFocus()) {
            out << cls + QStringLiteral(" does not take focus");
            continue;
        }
        const QImage with = w->grab().toImage();
        ++checked;
        if (with == without)
            out << cls + QStringLiteral(" looks the same with focus");
    }
    if (checked == 0)
        out << QStringLiteral("no painted widget of ours takes focus here");
    return out;
}

// No text of `window` clipped, every control reached by Tab.
void checkReadableAndReachable(QWidget* window)
{
    const QStringList clipped = clippedTexts(window);
    QVERIFY2(clipped.isEmpty(), qPrintable(clipped.join(QStringLiteral("\n"))));
    QApplication::setActiveWindow(window);
    const QStringList missed = unreachable(window);
    QVERIFY2(missed.isEmpty(),
             qPrintable(QStringLiteral("Tab never reaches: ") + missed.join(QStringLiteral(", "))));
}

// With SCANSLEUTH_SCREENSHOT_DIR set, `widget` as NAME.png there, to look at.
void keepPicture(QWidget* widget, const QString& name)
{
    const QString dir = qEnvironmentVariable("SCANSLEUTH_SCREENSHOT_DIR");
    if (!dir.isEmpty())
        widget->grab().save(QDir(dir).filePath(name + QStringLiteral(".png")));
}

} // namespace

class TestAccessibility : public QObject
{
    Q_OBJECT

private:
    QTemporaryDir m_dir;

private Q_SLOTS:
    void initTestCase()
    {
        QCoreApplication::setOrganizationName(QStringLiteral("ScanSleuthAccessibilityTests"));
        QStandardPaths::setTestModeEnabled(true);
        QSettings().clear();
        QCOMPARE(qgetenv("QT_SCALE_FACTOR"), QByteArray("2"));
        QVERIFY(m_dir.isValid());
    }

    void mainWindowAtTwiceTheSize()
    {
        app::MainWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QSignalSpy idle(&window, &app::MainWindow::idle);
        window.openDemo();
        QVERIFY(idle.wait(120000));
        QTest::qWait(50);
        keepPicture(&window, QStringLiteral("main-x2"));
        checkReadableAndReachable(&window);
        const QStringList invisible = focusInvisible(&window);
        QVERIFY2(invisible.isEmpty(), qPrintable(invisible.join(QStringLiteral("\n"))));
    }

    void dialogsAtTwiceTheSize_data()
    {
        QTest::addColumn<QString>("dialog");
        QTest::addRow("Compare Runs") << "compare";
        QTest::addRow("Audit Dataset Splits") << "audit";
    }
    void dialogsAtTwiceTheSize()
    {
        QFETCH(QString, dialog);
        std::unique_ptr<QDialog> shownDialog;
        if (dialog == QLatin1String("compare"))
            shownDialog = std::make_unique<app::CompareRunsDialog>();
        else
            shownDialog = std::make_unique<app::AuditDialog>();
        shownDialog->show();
        QVERIFY(QTest::qWaitForWindowExposed(shownDialog.get()));
        keepPicture(shownDialog.get(), dialog + QStringLiteral("-dialog-x2"));
        checkReadableAndReachable(shownDialog.get());
    }

    void comparisonWindowAtTwiceTheSize()
    {
        app::ComparisonWindow window;
        window.show();
        QVERIFY(QTest::qWaitForWindowExposed(&window));
        QSignalSpy finished(&window, &app::ComparisonWindow::jobFinished);
        QSignalSpy shownCase(&window, &app::ComparisonWindow::itemShown);
        window.start(app::demoCompareRequest(m_dir.filePath(QStringLiteral("demo-runs"))));
        QVERIFY(finished.wait(120000));
        QVERIFY(shownCase.count() > 0 || shownCase.wait(30000));
        keepPicture(&window, QStringLiteral("comparison-x2"));
        checkReadableAndReachable(&window);
        const QStringList invisible = focusInvisible(&window);
        QVERIFY2(invisible.isEmpty(), qPrintable(invisible.join(QStringLiteral("\n"))));
    }
};

int main(int argc, char** argv)
{
    qputenv("QT_SCALE_FACTOR", "2");
    QApplication app(argc, argv);
    TestAccessibility test;
    return QTest::qExec(&test, argc, argv);
}

#include "tst_accessibility.moc"
