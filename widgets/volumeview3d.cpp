// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "volumeview3d.h"

#include "findingtext.h"
#include "scene3d/scene3d.h"
#include "viewerstate.h"

#include <QGuiApplication>
#include <QKeyEvent>
#include <QMouseEvent>
#include <QOpenGLContext>
#include <QPainter>
#include <QSurfaceFormat>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace scansleuth::widgets {

namespace {
scene3d::MouseButton buttonOf(Qt::MouseButton b)
{
    return b == Qt::LeftButton    ? scene3d::MouseButton::Left
           : b == Qt::RightButton ? scene3d::MouseButton::Right
                                  : scene3d::MouseButton::Middle;
}
} // namespace

QString VolumeView3D::unavailableReason()
{
    // Qt's offscreen and minimal platforms cannot compose a QOpenGLWidget into a window, even where the
    // offscreen one makes an OpenGL context (it does with a display at hand, and the window then crashes
    // on its first flush).
    const QString platform = QGuiApplication::platformName();
    QOpenGLContext probe;
    if (platform == QLatin1String("offscreen") || platform == QLatin1String("minimal") || !probe.create())
        return tr("The 3D view needs OpenGL, which the '%1' platform does not provide. Without a display, "
                  "run under xvfb-run with QT_QPA_PLATFORM=xcb.")
            .arg(platform);
    if (const auto& module = scene3d::module(); !module)
        return errorText(module.error().message);
    return {};
}

VolumeView3D::VolumeView3D(ViewerState* state, QWidget* parent) : QOpenGLWidget(parent), m_state(state)
{
    QSurfaceFormat format = QSurfaceFormat::defaultFormat();
    format.setVersion(3, 2);
    format.setProfile(QSurfaceFormat::CoreProfile);
    format.setDepthBufferSize(24);
    format.setAlphaBufferSize(8); // depth peeling composites through the alpha channel
    format.setSamples(0);         // multisampling would disable depth peeling
    setFormat(format);
    setMinimumSize(120, 120);
    // Operable without a mouse (issue 22): Tab reaches the view, the keys turn and zoom it (keyPressEvent).
    setFocusPolicy(Qt::StrongFocus);

    // Whoever makes the view has asked unavailableReason(); without the module the view stays empty.
    if (const auto& module = scene3d::module())
        m_scene.reset((*module)->create());
    if (!m_scene)
        return;
    connect(m_state, &ViewerState::layersChanged, this, [this] {
        rebuildScene();
        update();
    });
    // Style changes only recolour: the surfaces (flying edges over the whole mask) are not recomputed.
    connect(m_state, &ViewerState::layerStyleChanged, this, [this](int index) {
        if (index >= 0 && index < static_cast<int>(m_state->layers().size()))
            m_scene->setStyle(index, m_state->layers()[static_cast<std::size_t>(index)].style);
        update();
    });
    connect(m_state, &ViewerState::cursorChanged, this, [this] {
        m_scene->setCursor(m_state->cursor());
        update();
    });
    rebuildScene();
}

VolumeView3D::~VolumeView3D()
{
    if (!m_scene)
        return;
    makeCurrent();
    m_scene->releaseGl();
    doneCurrent();
}

namespace {
bool sameSurface(const std::shared_ptr<const io::LoadedImage>& image, const std::vector<int>& labels,
                 const std::shared_ptr<const io::LoadedImage>& otherImage,
                 const std::vector<int>& otherLabels)
{
    return image == otherImage && labels == otherLabels;
}
} // namespace

void VolumeView3D::rebuildScene()
{
    const std::vector<ViewerLayer>& viewer = m_state->layers();
    const auto inViewer = [&](const std::shared_ptr<const io::LoadedImage>& image) {
        return std::any_of(viewer.begin(), viewer.end(),
                           [&](const ViewerLayer& l) { return l.image == image; });
    };
    // Surfaces of images no longer shown go (their voxels may be freed); those of hidden layers stay.
    std::erase_if(m_built, [&](const Built& b) { return !inViewer(b.image); });
    std::vector<scene3d::SceneLayer> layers;
    std::vector<std::shared_ptr<const io::LoadedImage>> shown;
    std::vector<Built> missing;
    for (const ViewerLayer& layer : viewer) {
        scene3d::SceneLayer sceneLayer{
            &layer.image->volumes.front(), layer.style, layer.visible, layer.labels, {}};
        if (layer.style.kind == render::LayerKind::Labels && layer.visible && !layer.labels.empty()) {
            const auto built = std::find_if(m_built.begin(), m_built.end(), [&](const Built& b) {
                return sameSurface(b.image, b.labels, layer.image, layer.labels);
            });
            if (built != m_built.end())
                sceneLayer.surface = built->mesh;
            else
                missing.push_back({layer.image, layer.labels, {}});
        }
        layers.push_back(std::move(sceneLayer));
        shown.push_back(layer.image);
    }
    m_scene->setLayers(layers, m_state->cursor());
    m_shown = std::move(shown); // the old images are released only once the scene no longer uses them
    if (!missing.empty()) {
        buildSurfaces(std::move(missing));
    } else if (!m_building.empty() && !std::all_of(m_building.begin(), m_building.end(),
                                                   [&](const Built& b) { return inViewer(b.image); })) {
        // A build for an image that left the viewer: stop it (one for a layer just hidden runs on, and its
        // surface waits for the layer to be shown again).
        cancelSurfaces();
    }
}

void VolumeView3D::buildSurfaces(std::vector<Built> missing)
{
    // A build that makes all that is missing already runs: let it finish.
    const bool covered =
        !m_building.empty() && std::all_of(missing.begin(), missing.end(), [&](const Built& m) {
            return std::any_of(m_building.begin(), m_building.end(), [&](const Built& b) {
                return sameSurface(b.image, b.labels, m.image, m.labels);
            });
        });
    if (covered)
        return;
    const auto& module = scene3d::module();
    if (!module)
        return;
    const auto build = (*module)->buildSurface;
    m_building = missing;
    m_build.start<std::vector<Built>>(
        [build, missing](const Progress& progress) -> Result<std::vector<Built>> {
            std::vector<Built> out = missing;
            const double n = double(out.size());
            for (std::size_t i = 0; i < out.size(); ++i) {
                auto mesh = build(out[i].image->volumes.front(), out[i].labels,
                                  progress.sub(double(i) / n, double(i + 1) / n));
                if (!mesh)
                    return mesh.error();
                out[i].mesh = std::move(mesh).value();
            }
            return out;
        },
        [this](double fraction, const QString&) { Q_EMIT surfaceProgress(static_cast<int>(fraction * 100)); },
        [this](Result<std::vector<Built>> built) {
            m_building.clear();
            if (!built) {
                const Error& e = built.error();
                Q_EMIT surfacesFinished(
                    false, e.kind == ErrorKind::Cancelled
                               ? QString()
                               : (errorText(e.message) + QLatin1Char(' ') + QString::fromStdString(e.detail))
                                     .trimmed());
                return;
            }
            surfacesBuilt(std::move(built).value());
        });
    Q_EMIT surfacesStarted();
}

void VolumeView3D::surfacesBuilt(std::vector<Built> built)
{
    for (Built& b : built) {
        const bool known = std::any_of(m_built.begin(), m_built.end(), [&](const Built& m) {
            return sameSurface(b.image, b.labels, m.image, m.labels);
        });
        if (!known)
            m_built.push_back(std::move(b));
    }
    // Shows what the viewer holds now: the build's surfaces where their layers are visible (a layer removed
    // meanwhile drops its surface here), and starts what is still missing.
    rebuildScene();
    update();
    Q_EMIT surfacesFinished(true, {});
}

bool VolumeView3D::isBuildingSurfaces() const
{
    return !m_building.empty(); // until its result is delivered (or it is cancelled)
}

void VolumeView3D::cancelSurfaces()
{
    m_build.cancel();
}

int VolumeView3D::surfaceCount() const
{
    return m_scene ? m_scene->surfaceCount() : 0;
}

void VolumeView3D::resetCamera()
{
    if (m_scene)
        m_scene->resetCamera();
}

void VolumeView3D::setVolumeRendering(bool on)
{
    if (on == m_volumeRendering)
        return;
    m_volumeRendering = on;
    if (m_scene)
        m_scene->setVolumeRendering(on);
    update();
    Q_EMIT volumeRenderingChanged(on);
}

bool VolumeView3D::volumeRendering() const
{
    return m_volumeRendering;
}

bool VolumeView3D::lastFrameUsedDepthPeeling() const
{
    return m_scene && m_scene->lastFrameUsedDepthPeeling();
}

void VolumeView3D::initializeGL()
{
    if (m_scene)
        m_scene->initialiseGl();
}

void VolumeView3D::resizeGL(int w, int h)
{
    const double ratio = devicePixelRatioF();
    if (m_scene)
        m_scene->resize(static_cast<int>(w * ratio), static_cast<int>(h * ratio));
}

void VolumeView3D::paintGL()
{
    if (m_scene)
        m_scene->render();
    if (hasFocus()) { // focus visible (issue 22); VTK saves and restores its GL state around a render
        QPainter painter(this);
        painter.setPen(QPen(palette().highlight().color(), 2));
        painter.drawRect(QRectF(rect()).adjusted(1, 1, -1, -1));
    }
}

void VolumeView3D::keyPressEvent(QKeyEvent* event)
{
    if (!m_scene)
        return QOpenGLWidget::keyPressEvent(event);
    // The arrows turn the scene as a left-drag of a twentieth of the view would, + and - zoom as the
    // wheel does, Home looks from the front again.
    const double r = devicePixelRatioF();
    const int step = std::max(1, static_cast<int>(std::min(width(), height()) * r / 20));
    int dx = 0, dy = 0;
    switch (event->key()) {
    case Qt::Key_Left:
        dx = -step;
        break;
    case Qt::Key_Right:
        dx = step;
        break;
    case Qt::Key_Up:
        dy = -step;
        break;
    case Qt::Key_Down:
        dy = step;
        break;
    case Qt::Key_Plus:
    case Qt::Key_Equal:
        m_scene->wheel(true);
        break;
    case Qt::Key_Minus:
        m_scene->wheel(false);
        break;
    case Qt::Key_Home:
        m_scene->resetCamera();
        break;
    default:
        return QOpenGLWidget::keyPressEvent(event);
    }
    if (dx != 0 || dy != 0) {
        const int x = static_cast<int>(width() * r / 2), y = static_cast<int>(height() * r / 2);
        m_scene->press(scene3d::MouseButton::Left, x, y, false, false);
        m_scene->move(x + dx, y + dy, false, false);
        m_scene->release(scene3d::MouseButton::Left, x + dx, y + dy);
    }
    event->accept();
    update();
}

void VolumeView3D::mousePressEvent(QMouseEvent* event)
{
    if (!m_scene)
        return;
    const double r = devicePixelRatioF();
    m_scene->press(buttonOf(event->button()), static_cast<int>(event->position().x() * r),
                   static_cast<int>(event->position().y() * r), event->modifiers() & Qt::ControlModifier,
                   event->modifiers() & Qt::ShiftModifier);
    update();
}

void VolumeView3D::mouseMoveEvent(QMouseEvent* event)
{
    if (!m_scene)
        return;
    const double r = devicePixelRatioF();
    m_scene->move(static_cast<int>(event->position().x() * r), static_cast<int>(event->position().y() * r),
                  event->modifiers() & Qt::ControlModifier, event->modifiers() & Qt::ShiftModifier);
    update();
}

void VolumeView3D::mouseReleaseEvent(QMouseEvent* event)
{
    if (!m_scene)
        return;
    const double r = devicePixelRatioF();
    m_scene->release(buttonOf(event->button()), static_cast<int>(event->position().x() * r),
                     static_cast<int>(event->position().y() * r));
    update();
}

void VolumeView3D::wheelEvent(QWheelEvent* event)
{
    if (!m_scene)
        return;
    m_scene->wheel(event->angleDelta().y() > 0);
    update();
}

} // namespace scansleuth::widgets
