// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "startupstyle.h"

#include <QIcon>
#include <QIconEngine>
#include <QPointer>
#include <QProxyStyle>
#include <QWidget>

#include <memory>

namespace scansleuth::app {

namespace {

// An icon made by `style` when something first asks for its pixels or sizes; until then nothing is read.
class DeferredIconEngine : public QIconEngine
{
public:
    DeferredIconEngine(const QStyle* style, QStyle::StandardPixmap which, const QWidget* widget)
        : m_state(std::make_shared<State>(
              State{const_cast<QStyle*>(style), which, const_cast<QWidget*>(widget), {}, false}))
    {}

    void paint(QPainter* painter, const QRect& rect, QIcon::Mode mode, QIcon::State state) override
    {
        icon().paint(painter, rect, Qt::AlignCenter, mode, state);
    }
    QPixmap pixmap(const QSize& size, QIcon::Mode mode, QIcon::State state) override
    {
        return icon().pixmap(size, mode, state);
    }
    QPixmap scaledPixmap(const QSize& size, QIcon::Mode mode, QIcon::State state, qreal scale) override
    {
        return icon().pixmap(size, scale, mode, state);
    }
    QSize actualSize(const QSize& size, QIcon::Mode mode, QIcon::State state) override
    {
        return icon().actualSize(size, mode, state);
    }
    QList<QSize> availableSizes(QIcon::Mode mode, QIcon::State state) override
    {
        return icon().availableSizes(mode, state);
    }
    QString iconName() override { return icon().name(); }
    bool isNull() override { return icon().isNull(); }
    QString key() const override { return QStringLiteral("scansleuth-deferred"); }
    QIconEngine* clone() const override { return new DeferredIconEngine(*this); }

private:
    struct State
    {
        QPointer<QStyle> style;
        QStyle::StandardPixmap which;
        QPointer<QWidget> widget;
        QIcon icon;
        bool made;
    };

    const QIcon& icon() const
    {
        State& s = *m_state;
        if (!s.made && s.style) {
            s.icon = s.style->standardIcon(s.which, nullptr, s.widget);
            s.made = true;
        }
        return s.icon;
    }

    std::shared_ptr<State> m_state; // shared by clones: made once
};

class DeferredIconStyle : public QProxyStyle
{
public:
    using QProxyStyle::QProxyStyle;

    QIcon standardIcon(StandardPixmap which, const QStyleOption* option, const QWidget* widget) const override
    {
        if (!option &&
            (which == SP_ToolBarHorizontalExtensionButton || which == SP_ToolBarVerticalExtensionButton))
            return QIcon(new DeferredIconEngine(baseStyle(), which, widget));
        return QProxyStyle::standardIcon(which, option, widget);
    }
};

} // namespace

QStyle* withDeferredIcons(QStyle* base)
{
    return new DeferredIconStyle(base);
}

QString baseStyleName(const QStyle* style)
{
    if (const auto* proxy = qobject_cast<const QProxyStyle*>(style))
        return proxy->baseStyle()->name();
    return style->name();
}

} // namespace scansleuth::app
