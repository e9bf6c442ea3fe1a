// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "sliceview.h"

#include "viewerstate.h"

#include <QCoreApplication>
#include <QKeyEvent>
#include <QPainter>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace scansleuth::widgets {

namespace {
// A scale bar length that reads well: 1, 2 or 5 times a power of ten, about a fifth of the view.
double niceLength(double mm)
{
    const double p = std::pow(10.0, std::floor(std::log10(std::max(mm, 1e-6))));
    for (double m : {5.0, 2.0, 1.0}) {
        if (m * p <= mm)
            return m * p;
    }
    return p;
}
} // namespace

SliceView::SliceView(ViewerState* state, render::Plane plane, QWidget* parent)
    : QWidget(parent), m_state(state), m_plane(plane)
{
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMinimumSize(120, 120);
    connect(m_state, &ViewerState::layersChanged, this, &SliceView::invalidate);
    connect(m_state, &ViewerState::layerStyleChanged, this, &SliceView::invalidate);
    connect(m_state, &ViewerState::cursorChanged, this, [this] {
        if (slice() != m_renderedSlice)
            m_dirty = true;
        update();
    });
}

std::int64_t SliceView::slice() const
{
    if (m_state->isEmpty())
        return 0;
    return render::sliceThrough(m_state->frame(), m_plane, m_state->cursor());
}

void SliceView::setZoomAndPan(double zoom, const QPointF& pan)
{
    if (zoom == m_zoom && pan == m_pan)
        return;
    m_zoom = zoom;
    m_pan = pan;
    update();
}

void SliceView::invalidate()
{
    m_dirty = true;
    update();
}

void SliceView::ensureRendered()
{
    if (!m_dirty)
        return;
    m_dirty = false;
    if (m_state->isEmpty()) {
        m_image = {};
        return;
    }
    const std::vector<render::Layer> layers = m_state->renderLayers(m_plane);
    m_renderedSlice = slice();
    // Rendered into the kept buffer, which the QImage wraps without a copy: no fresh memory per frame.
    render::RgbaImage& rgba = m_rgba;
    m_image = {};
    render::renderSliceInto(m_state->frame(), m_plane, m_renderedSlice, layers, rgba);
    m_image = QImage(reinterpret_cast<const uchar*>(rgba.pixels.data()), rgba.width, rgba.height,
                     rgba.width * 4, QImage::Format_RGBA8888);
    // Physical aspect: a pixel is pixelWidthMm x pixelHeightMm; keep it in the image's dots per metre.
    m_image.setDotsPerMeterX(static_cast<int>(std::lround(1000.0 / rgba.pixelWidthMm)));
    m_image.setDotsPerMeterY(static_cast<int>(std::lround(1000.0 / rgba.pixelHeightMm)));
}

QRectF SliceView::imageRect() const
{
    if (m_image.isNull())
        return {};
    const double wMm = m_image.width() * 1000.0 / m_image.dotsPerMeterX();
    const double hMm = m_image.height() * 1000.0 / m_image.dotsPerMeterY();
    const double scale = std::min(width() / wMm, height() / hMm) * m_zoom;
    const QSizeF size(wMm * scale, hMm * scale);
    const QPointF topLeft((width() - size.width()) / 2 + m_pan.x(),
                          (height() - size.height()) / 2 + m_pan.y());
    return {topLeft, size};
}

QPointF SliceView::widgetToSlice(const QPointF& p) const
{
    const QRectF r = imageRect();
    if (r.isEmpty())
        return {};
    return {(p.x() - r.left()) / r.width() * m_image.width() - 0.5,
            (p.y() - r.top()) / r.height() * m_image.height() - 0.5};
}

QPointF SliceView::sliceToWidget(const QPointF& p) const
{
    const QRectF r = imageRect();
    if (r.isEmpty())
        return {};
    return {r.left() + (p.x() + 0.5) / m_image.width() * r.width(),
            r.top() + (p.y() + 0.5) / m_image.height() * r.height()};
}

void SliceView::paintEvent(QPaintEvent*)
{
    ensureRendered();
    QPainter painter(this);
    painter.fillRect(rect(), Qt::black);
    if (m_image.isNull()) {
        painter.setPen(Qt::gray);
        painter.drawText(rect(), Qt::AlignCenter, tr("No image"));
    } else {
        const QRectF r = imageRect();
        painter.setRenderHint(QPainter::SmoothPixmapTransform, false);
        painter.drawImage(r, m_image);
        paintOverlays(painter, r);
    }
    if (hasFocus()) { // focus visible (issue 22): the keys step through this view's slices
        painter.setPen(QPen(palette().highlight().color(), 2));
        painter.setBrush(Qt::NoBrush);
        painter.drawRect(QRectF(rect()).adjusted(1, 1, -1, -1));
    }
}

void SliceView::paintOverlays(QPainter& painter, const QRectF& r)
{
    const render::DisplayFrame& frame = m_state->frame();
    // Cursor.
    auto s = render::patientToScreen(frame, m_plane, m_state->cursor());
    const QPointF c = sliceToWidget({s[0], s[1]});
    painter.setPen(QPen(QColor(80, 220, 80, 180), 1));
    painter.drawLine(QPointF(r.left(), c.y()), QPointF(r.right(), c.y()));
    painter.drawLine(QPointF(c.x(), r.top()), QPointF(c.x(), r.bottom()));

    // Orientation letters, title, colour bar and scale bar, placed by their measured text so that
    // none covers another (oblique letters such as "PS" and narrow views included).
    const std::array<std::string, 4> labels = render::edgeLabels(frame, m_plane);
    QFont letterFont = painter.font();
    letterFont.setBold(true);
    const QFont textFont = painter.font();
    OverlayTexts texts;
    const int pad = 4;
    texts.area = rect().adjusted(pad, pad, -pad, -pad);
    for (std::size_t i = 0; i < 4; ++i)
        texts.letters[i] = QString::fromStdString(labels[i]);
    texts.title << QCoreApplication::translate("Plane", render::planeName(m_plane))
                << QStringLiteral("%1/%2").arg(slice() + 1).arg(frame.sliceCount(m_plane));
    if (frame.obliquityDegrees > 0.01)
        texts.title << tr("oblique %1°").arg(frame.obliquityDegrees, 0, 'f', 1);
    const ViewerLayer* heat = nullptr; // the first visible probability layer has its colour bar shown
    for (const ViewerLayer& layer : m_state->layers())
        if (!heat && layer.visible && layer.style.kind == render::LayerKind::Probability)
            heat = &layer;
    if (heat) {
        // Three significant digits: a map's maximum such as 0.338821 reads 0.339.
        texts.barMaximum = QString::number(heat->style.maximum, 'g', 3);
        texts.barThreshold = QStringLiteral("≥ %1").arg(QString::number(heat->style.threshold, 'g', 3));
    }
    const double mmPerWidgetPixel = (m_image.width() * 1000.0 / m_image.dotsPerMeterX()) / r.width();
    const double barMm = niceLength(width() / 5.0 * mmPerWidgetPixel);
    texts.scaleBarPx = static_cast<int>(std::lround(barMm / mmPerWidgetPixel));
    texts.scaleText = tr("%1 mm").arg(barMm);
    m_overlays = layoutViewOverlays(texts, QFontMetrics(letterFont), QFontMetrics(textFont));

    painter.setFont(letterFont);
    painter.setPen(QColor(255, 210, 60));
    for (const OverlayItem& letter : m_overlays.letters)
        if (letter.shown)
            painter.drawText(letter.rect, Qt::AlignCenter, letter.text);
    painter.setFont(textFont);
    painter.setPen(Qt::white);
    if (m_overlays.title.shown)
        painter.drawText(m_overlays.title.rect, Qt::AlignRight | Qt::AlignVCenter, m_overlays.title.text);
    if (m_overlays.bar.shown) {
        const QRect bar = m_overlays.bar.rect;
        for (int y = 0; y < bar.height(); ++y) {
            const render::Rgba c = render::heatColour(1.0 - double(y) / bar.height());
            painter.fillRect(QRect(bar.left(), bar.top() + y, bar.width(), 1), QColor(c.r, c.g, c.b));
        }
        painter.drawRect(bar.adjusted(0, 0, -1, -1));
        painter.drawText(m_overlays.barMaximum.rect, Qt::AlignRight | Qt::AlignVCenter,
                         m_overlays.barMaximum.text);
        painter.drawText(m_overlays.barThreshold.rect, Qt::AlignRight | Qt::AlignVCenter,
                         m_overlays.barThreshold.text);
    }
    if (m_overlays.scale.shown) {
        const QRect s = m_overlays.scale.rect;
        painter.setPen(QPen(Qt::white, 2));
        painter.drawLine(QPoint(s.left(), s.top() + 1), QPoint(s.left() + texts.scaleBarPx, s.top() + 1));
        painter.drawText(s.adjusted(0, 4, 0, 0), Qt::AlignLeft | Qt::AlignVCenter, m_overlays.scale.text);
    }
}

void SliceView::stepSlice(int delta)
{
    if (m_state->isEmpty())
        return;
    const render::DisplayFrame& frame = m_state->frame();
    const std::int64_t target = std::clamp<std::int64_t>(slice() + delta, 0, frame.sliceCount(m_plane) - 1);
    auto s = render::patientToScreen(frame, m_plane, m_state->cursor());
    m_state->setCursor(render::screenToPatient(frame, m_plane, target, s[0], s[1]));
}

void SliceView::moveCursorTo(const QPointF& widgetPos)
{
    if (m_state->isEmpty())
        return;
    const QPointF p = widgetToSlice(widgetPos);
    const double x = std::clamp(p.x(), 0.0, m_image.width() - 1.0);
    const double y = std::clamp(p.y(), 0.0, m_image.height() - 1.0);
    m_state->setCursor(render::screenToPatient(m_state->frame(), m_plane, slice(), x, y));
}

QString SliceView::describe(const QPointF& widgetPos) const
{
    if (m_state->isEmpty())
        return {};
    const QPointF p = widgetToSlice(widgetPos);
    const volume::Vec3 lps = render::screenToPatient(m_state->frame(), m_plane, slice(), p.x(), p.y());
    const bool ras = m_state->showsRas();
    const volume::Vec3 shown = ras ? volume::lpsToRas(lps) : lps;
    QString text = tr("%1 (%2, %3, %4) mm")
                       .arg(ras ? QStringLiteral("RAS") : QStringLiteral("LPS"))
                       .arg(shown[0], 0, 'f', 1)
                       .arg(shown[1], 0, 'f', 1)
                       .arg(shown[2], 0, 'f', 1);
    // The voxel index once, after the position: a layer whose index there is another (another grid)
    // gives its own. With many layers the readout must still fit the status bar.
    QString shared;
    for (const ViewerLayer& layer : m_state->layers()) {
        if (!layer.visible)
            continue;
        const volume::Volume& v = layer.image->volumes.front();
        const volume::Vec3 idx = volume::patientToIndex(v.geometry(), lps);
        const std::int64_t i = std::llround(idx[0]), j = std::llround(idx[1]), k = std::llround(idx[2]);
        const auto& n = v.geometry().size;
        if (i < 0 || j < 0 || k < 0 || i >= n[0] || j >= n[1] || k >= n[2]) {
            text += tr("  |  %1: outside").arg(layer.name);
            continue;
        }
        const QString index = QStringLiteral("[%1 %2 %3]").arg(i).arg(j).arg(k);
        if (shared.isEmpty()) {
            shared = index;
            text += QLatin1Char(' ') + index;
        }
        const double value = v.realValue(i, j, k);
        text += index != shared ? tr("  |  %1 %2 = %3").arg(layer.name, index).arg(value, 0, 'g', 6)
                                : tr("  |  %1 = %2").arg(layer.name).arg(value, 0, 'g', 6);
        if (layer.style.kind == render::LayerKind::Labels) {
            const QString name = ViewerState::labelName(layer.style, static_cast<int>(value));
            if (!name.isEmpty())
                text += QStringLiteral(" (%1)").arg(name);
        }
    }
    return text;
}

void SliceView::leaveEvent(QEvent* event)
{
    QWidget::leaveEvent(event);
    Q_EMIT hoverInfo({}); // the readout is of the place under the mouse: none once it left
}

void SliceView::wheelEvent(QWheelEvent* event)
{
    const int steps = event->angleDelta().y() / 120;
    if (steps == 0)
        return;
    if (event->modifiers() & Qt::ControlModifier) {
        m_zoom = std::clamp(m_zoom * std::pow(1.25, steps), 0.25, 32.0);
        update();
        Q_EMIT zoomPanChanged(m_zoom, m_pan);
    } else {
        stepSlice(steps);
    }
    event->accept();
}

void SliceView::mousePressEvent(QMouseEvent* event)
{
    m_dragButton = event->button();
    m_dragStart = event->position();
    m_panAtStart = m_pan;
    if (!m_state->isEmpty()) {
        m_windowAtStart = m_state->layers().front().style.window;
        m_levelAtStart = m_state->layers().front().style.level;
    }
    if (m_dragButton == Qt::LeftButton)
        moveCursorTo(event->position());
}

void SliceView::mouseMoveEvent(QMouseEvent* event)
{
    Q_EMIT hoverInfo(describe(event->position()));
    const QPointF delta = event->position() - m_dragStart;
    if (m_dragButton == Qt::LeftButton) {
        moveCursorTo(event->position());
    } else if (m_dragButton == Qt::MiddleButton) {
        m_pan = m_panAtStart + delta;
        update();
        Q_EMIT zoomPanChanged(m_zoom, m_pan);
    } else if (m_dragButton == Qt::RightButton && !m_state->isEmpty()) {
        // Right-drag: horizontal = window, vertical = level, scaled to the starting window.
        render::LayerStyle style = m_state->layers().front().style;
        const double scale = std::max(m_windowAtStart, 1e-6) / 200.0;
        style.window = std::max(1e-6, m_windowAtStart + delta.x() * scale);
        style.level = m_levelAtStart - delta.y() * scale;
        m_state->setLayerStyle(0, style);
    }
}

void SliceView::mouseReleaseEvent(QMouseEvent*)
{
    m_dragButton = Qt::NoButton;
}

void SliceView::keyPressEvent(QKeyEvent* event)
{
    switch (event->key()) {
    case Qt::Key_Up:
    case Qt::Key_Right:
        stepSlice(1);
        break;
    case Qt::Key_Down:
    case Qt::Key_Left:
        stepSlice(-1);
        break;
    case Qt::Key_PageUp:
        stepSlice(10);
        break;
    case Qt::Key_PageDown:
        stepSlice(-10);
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

} // namespace scansleuth::widgets
