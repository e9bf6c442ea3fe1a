// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

// Whether the texts a window shows fit the widgets that show them: the question a translation longer
// than the English asks of every layout. Measured with the widgets' own fonts (QFontMetrics,
// QTextDocument for rich text), independently of how the layouts sized them.
#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QCheckBox>
#include <QFontMetrics>
#include <QGroupBox>
#include <QLabel>
#include <QListView>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QStringList>
#include <QStyle>
#include <QTextDocument>
#include <QToolButton>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace scansleuth::testing {

// `text` as drawn: without the '&' of a mnemonic ("&&" is one '&').
inline QString shownText(QString text)
{
    static const QRegularExpression mnemonic(QStringLiteral("&(.)"));
    return text.replace(mnemonic, QStringLiteral("\\1"));
}

inline QString describe(const QWidget* w, const QString& text, const QSize& needed, const QSize& has)
{
    QString name = w->objectName().isEmpty() ? QString() : QLatin1Char('#') + w->objectName();
    QString shown = text.simplified();
    if (shown.size() > 60)
        shown = shown.left(57) + QStringLiteral("...");
    return QStringLiteral("%1%2 \"%3\": needs %4 x %5, has %6 x %7")
        .arg(QString::fromLatin1(w->metaObject()->className()), name, shown)
        .arg(needed.width())
        .arg(needed.height())
        .arg(has.width())
        .arg(has.height());
}

// A label's text: the size it needs inside its contents rectangle (less its margin), wrapped at the
// label's width when it wraps. A word longer than the line sticks out, so it counts in the width.
inline QSize labelTextSize(const QLabel* label, int width)
{
    const QString text = label->text();
    const bool rich = label->textFormat() == Qt::RichText ||
                      (label->textFormat() == Qt::AutoText && Qt::mightBeRichText(text));
    if (rich) {
        QTextDocument doc;
        doc.setDefaultFont(label->font());
        doc.setDocumentMargin(0);
        doc.setHtml(text);
        if (label->wordWrap())
            doc.setTextWidth(width);
        return QSize(static_cast<int>(std::ceil(doc.idealWidth())),
                     static_cast<int>(std::ceil(doc.size().height())));
    }
    const QFontMetrics fm(label->font());
    const QString shown = label->buddy() ? shownText(text) : text;
    const int flags = Qt::TextExpandTabs | (label->wordWrap() ? Qt::TextWordWrap : 0);
    return fm.boundingRect(QRect(0, 0, label->wordWrap() ? width : 1 << 20, 1 << 20), flags, shown).size();
}

// The text of a push button, check box, radio button or tool button: the width its text and icon need
// with the style's margins (not the style's minimum width for buttons, which is no text).
inline int buttonTextWidth(const QAbstractButton* button)
{
    const QFontMetrics fm(button->font());
    int width = fm.horizontalAdvance(shownText(button->text()));
    if (!button->icon().isNull())
        width += button->iconSize().width() + 4;
    if (qobject_cast<const QCheckBox*>(button) || qobject_cast<const QRadioButton*>(button)) {
        const bool check = qobject_cast<const QCheckBox*>(button) != nullptr;
        const QStyle* style = button->style();
        width +=
            style->pixelMetric(check ? QStyle::PM_IndicatorWidth : QStyle::PM_ExclusiveIndicatorWidth,
                               nullptr, button) +
            style->pixelMetric(check ? QStyle::PM_CheckBoxLabelSpacing : QStyle::PM_RadioButtonLabelSpacing,
                               nullptr, button);
    } else {
        width += 2 * button->style()->pixelMetric(QStyle::PM_DefaultFrameWidth, nullptr, button);
    }
    return width;
}

// Every visible label, button and group box title under `root` whose text does not fit its widget, or
// whose widget sticks out of its parent (a layout squeezed below its minimum); one line each. Widgets
// inside a scroll area's viewport may extend beyond it (they scroll).
inline QStringList clippedTexts(const QWidget* root)
{
    QStringList clipped;
    for (const QWidget* w : root->findChildren<QWidget*>()) {
        if (!w->isVisible() || w->width() <= 0 || w->height() <= 0)
            continue;
        QString text;
        if (const auto* label = qobject_cast<const QLabel*>(w)) {
            text = label->text();
            if (text.isEmpty())
                continue;
            const int margin = label->margin();
            const QRect box = label->contentsRect().adjusted(margin, margin, -margin, -margin);
            const QSize needed = labelTextSize(label, box.width());
            // A wrapping label needs the height its own heightForWidth gives (what the layout should
            // have given it); its words need the width.
            const int neededHeight = label->wordWrap()
                                         ? std::max(needed.height(), label->heightForWidth(label->width()) -
                                                                         (label->height() - box.height()))
                                         : needed.height();
            if (needed.width() > box.width() || neededHeight > box.height())
                clipped << describe(w, text, QSize(needed.width(), neededHeight), box.size());
        } else if (const auto* button = qobject_cast<const QAbstractButton*>(w)) {
            text = button->text();
            if (text.isEmpty())
                continue;
            const int needed = buttonTextWidth(button);
            const int height = QFontMetrics(button->font()).height();
            if (needed > w->width() || height > w->height())
                clipped << describe(w, text, QSize(needed, height), w->size());
        } else if (const auto* group = qobject_cast<const QGroupBox*>(w)) {
            text = group->title();
            if (text.isEmpty())
                continue;
            int needed = QFontMetrics(group->font()).horizontalAdvance(shownText(text));
            if (group->isCheckable())
                needed += group->style()->pixelMetric(QStyle::PM_IndicatorWidth, nullptr, group) +
                          group->style()->pixelMetric(QStyle::PM_CheckBoxLabelSpacing, nullptr, group);
            if (needed > w->width())
                clipped << describe(w, text, QSize(needed, 0), w->size());
        } else if (const auto* list = qobject_cast<const QListView*>(w)) {
            // A list's rows (not a table's cells, which elide and resize by design): each as wide as the
            // list shows them, unless the list wraps its text or scrolls sideways on purpose.
            if (list->viewMode() != QListView::ListMode || list->wordWrap() || !list->model())
                continue;
            for (int r = 0; r < list->model()->rowCount(list->rootIndex()); ++r) {
                const QModelIndex index = list->model()->index(r, list->modelColumn(), list->rootIndex());
                const QRect shown = list->visualRect(index);
                const int needed = list->sizeHintForIndex(index).width();
                if (list->isRowHidden(r) || shown.isEmpty())
                    continue;
                if (needed > list->viewport()->width())
                    clipped << describe(w, index.data().toString(), QSize(needed, shown.height()),
                                        list->viewport()->size());
            }
            continue;
        } else {
            continue;
        }
        const QWidget* parent = w->parentWidget();
        bool scrolls = false;
        for (const QWidget* p = parent; p && p != root && !scrolls; p = p->parentWidget())
            if (const auto* area = qobject_cast<const QAbstractScrollArea*>(p->parentWidget()))
                scrolls = area->viewport() == p;
        if (parent && !scrolls && !w->isWindow() && !parent->rect().contains(w->geometry()))
            clipped << describe(w, text, QSize(w->geometry().right() + 1, w->geometry().bottom() + 1),
                                parent->size()) +
                           QStringLiteral(" (outside its parent)");
    }
    return clipped;
}

} // namespace scansleuth::testing
