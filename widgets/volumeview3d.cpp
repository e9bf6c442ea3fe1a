// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The one translation unit of the widgets that includes VTK.
#include "volumeview3d.h"

#include "viewerstate.h"

#include <QGuiApplication>
#include <QMouseEvent>
#include <QOpenGLContext>
#include <QSurfaceFormat>
#include <QWheelEvent>

#include <vtkAOSDataArrayTemplate.h>
#include <vtkActor.h>
#include <vtkAnnotatedCubeActor.h>
#include <vtkCamera.h>
#include <vtkColorTransferFunction.h>
#include <vtkCommand.h>
#include <vtkDiscreteFlyingEdges3D.h>
#include <vtkGenericOpenGLRenderWindow.h>
#include <vtkGenericRenderWindowInteractor.h>
#include <vtkImageActor.h>
#include <vtkImageData.h>
#include <vtkImageMapper3D.h>
#include <vtkImageProperty.h>
#include <vtkInteractorStyleTrackballCamera.h>
#include <vtkLookupTable.h>
#include <vtkMatrix4x4.h>
#include <vtkNew.h>
#include <vtkOpenGLState.h>
#include <vtkOrientationMarkerWidget.h>
#include <vtkPiecewiseFunction.h>
#include <vtkPointData.h>
#include <vtkPolyDataMapper.h>
#include <vtkPolyDataNormals.h>
#include <vtkProperty.h>
#include <vtkRenderer.h>
#include <vtkSmartPointer.h>
#include <vtkSmartVolumeMapper.h>
#include <vtkVolume.h>
#include <vtkVolumeProperty.h>
#include <vtkWindowedSincPolyDataFilter.h>

#include <algorithm>
#include <array>
#include <vector>

namespace scansleuth::widgets {

namespace {
// Index space -> LPS mm (the ITK contract), for an actor's user matrix.
vtkSmartPointer<vtkMatrix4x4> indexToPatient(const volume::Geometry& g)
{
    auto m = vtkSmartPointer<vtkMatrix4x4>::New();
    for (int r = 0; r < 3; ++r) {
        for (int c = 0; c < 3; ++c)
            m->SetElement(r, c, g.direction[r][c] * g.spacing[c]);
        m->SetElement(r, 3, g.origin[r]);
    }
    return m;
}

// The volume's voxels as VTK image data in index space, sharing the memory (the layer keeps it alive).
vtkSmartPointer<vtkImageData> wrap(const volume::Volume& v)
{
    auto image = vtkSmartPointer<vtkImageData>::New();
    const auto& n = v.geometry().size;
    image->SetDimensions(static_cast<int>(n[0]), static_cast<int>(n[1]), static_cast<int>(n[2]));
    volume::visitPixelType(v.pixelType(), [&](auto tag) {
        using T = decltype(tag);
        auto array = vtkSmartPointer<vtkAOSDataArrayTemplate<T>>::New();
        auto span = v.voxels<T>();
        array->SetArray(const_cast<T*>(span.data()), static_cast<vtkIdType>(span.size()), 1);
        image->GetPointData()->SetScalars(array);
    });
    return image;
}

bool labelVisible(const render::LayerStyle& style, int label)
{
    for (const render::LabelColour& c : style.labels) {
        if (c.label == label)
            return c.visible;
    }
    return true;
}

render::Rgba colourOf(const render::LayerStyle& style, int label)
{
    for (const render::LabelColour& c : style.labels) {
        if (c.label == label)
            return c.colour;
    }
    return render::defaultLabelColour(label);
}

// The length over which the opacity of the transfer function applies, in voxels (the volume is
// placed in index space): soft tissue at mid-window stays see-through across a body.
constexpr double kOpacityUnitDistance = 10.0;

// Greyscale, opacity rising as t^3 along the window (t = 0 at its bottom, 1 at its top), in stored
// values; beyond the window the end values hold (the functions clamp).
void setWindowTransfer(vtkColorTransferFunction* colour, vtkPiecewiseFunction* opacity,
                       const render::LayerStyle& style, const volume::Rescale& rescale)
{
    constexpr double kMaxOpacity = 0.8;
    const double slope = rescale.slope != 0 ? rescale.slope : 1.0;
    const double window = std::max(style.window, 1e-6);
    colour->RemoveAllPoints();
    opacity->RemoveAllPoints();
    for (int step = 0; step <= 4; ++step) {
        const double t = step / 4.0;
        const double real = style.level - window / 2 + t * window;
        const double stored = (real - rescale.intercept) / slope;
        colour->AddRGBPoint(stored, t, t, t);
        opacity->AddPoint(stored, kMaxOpacity * t * t * t);
    }
}
} // namespace

struct VolumeView3D::Private
{
    vtkNew<vtkGenericOpenGLRenderWindow> window;
    vtkNew<vtkRenderer> renderer;
    vtkNew<vtkGenericRenderWindowInteractor> interactor;
    vtkNew<vtkInteractorStyleTrackballCamera> style;
    vtkNew<vtkOrientationMarkerWidget> marker;
    vtkSmartPointer<vtkImageData> base;
    std::array<vtkSmartPointer<vtkImageActor>, 3> planes;
    // Volume rendering of the base: kept across rebuilds, its input swapped.
    vtkNew<vtkVolume> volume;
    vtkNew<vtkSmartVolumeMapper> volumeMapper;
    vtkNew<vtkVolumeProperty> volumeProperty;
    vtkNew<vtkColorTransferFunction> volumeColour;
    vtkNew<vtkPiecewiseFunction> volumeOpacity;
    bool volumeRendering = false;
    struct Surface
    {
        int layer = 0; // index in ViewerState::layers()
        vtkSmartPointer<vtkActor> actor;
        vtkSmartPointer<vtkLookupTable> colours;
    };
    std::vector<Surface> surfaces;
    bool initialised = false;
};

QString VolumeView3D::unavailableReason()
{
    QOpenGLContext probe;
    if (probe.create())
        return {};
    return tr("The 3D view needs OpenGL, which the '%1' platform does not provide. Without a display, run "
              "under xvfb-run with QT_QPA_PLATFORM=xcb.")
        .arg(QGuiApplication::platformName());
}

VolumeView3D::VolumeView3D(ViewerState* state, QWidget* parent)
    : QOpenGLWidget(parent), d(std::make_unique<Private>()), m_state(state)
{
    QSurfaceFormat format = QSurfaceFormat::defaultFormat();
    format.setVersion(3, 2);
    format.setProfile(QSurfaceFormat::CoreProfile);
    format.setDepthBufferSize(24);
    format.setAlphaBufferSize(8); // depth peeling composites through the alpha channel
    format.setSamples(0);         // multisampling would disable depth peeling
    setFormat(format);
    setMinimumSize(120, 120);

    d->window->AddRenderer(d->renderer);
    d->renderer->SetBackground(0.08, 0.08, 0.1);
    d->renderer->SetBackgroundAlpha(1.0); // with alpha bit planes the clear would be transparent
    // Translucent label surfaces over the opaque planes and the volume: depth peeling (dual depth
    // peeling on OpenGL 3.2, Mesa's llvmpipe included); where the driver cannot peel, VTK blends
    // without it (lastFrameUsedDepthPeeling() tells).
    d->window->SetAlphaBitPlanes(1);
    d->window->SetMultiSamples(0);
    d->renderer->SetUseDepthPeeling(1);
    d->renderer->SetUseDepthPeelingForVolumes(true);
    d->renderer->SetMaximumNumberOfPeels(8);
    d->renderer->SetOcclusionRatio(0.0);
    d->volumeProperty->SetColor(d->volumeColour);
    d->volumeProperty->SetScalarOpacity(d->volumeOpacity);
    d->volumeProperty->SetInterpolationTypeToLinear();
    d->volumeProperty->SetScalarOpacityUnitDistance(kOpacityUnitDistance);
    d->volumeProperty->ShadeOn();
    d->volumeProperty->SetAmbient(0.3);
    d->volumeProperty->SetDiffuse(0.7);
    d->volumeProperty->SetSpecular(0.2);
    d->volume->SetMapper(d->volumeMapper);
    d->volume->SetProperty(d->volumeProperty);
    d->interactor->SetRenderWindow(d->window);
    d->interactor->EnableRenderOff();
    d->interactor->SetInteractorStyle(d->style);

    vtkNew<vtkAnnotatedCubeActor> cube;
    // Patient space is LPS: +x is the patient's left, +y posterior, +z superior.
    cube->SetXPlusFaceText("L");
    cube->SetXMinusFaceText("R");
    cube->SetYPlusFaceText("P");
    cube->SetYMinusFaceText("A");
    cube->SetZPlusFaceText("S");
    cube->SetZMinusFaceText("I");
    cube->SetFaceTextScale(0.6);
    d->marker->SetOrientationMarker(cube);
    d->marker->SetInteractor(d->interactor);
    d->marker->SetViewport(0.0, 0.0, 0.22, 0.22);

    connect(m_state, &ViewerState::layersChanged, this, [this] {
        rebuildScene();
        update();
    });
    // Style changes only recolour: the surfaces (flying edges over the whole mask) are not recomputed.
    connect(m_state, &ViewerState::layerStyleChanged, this, [this](int index) {
        applyStyle(index);
        update();
    });
    connect(m_state, &ViewerState::cursorChanged, this, [this] {
        updatePlanes();
        update();
    });
    rebuildScene();
}

VolumeView3D::~VolumeView3D()
{
    makeCurrent();
    d->marker->SetEnabled(0);
    d->renderer->RemoveAllViewProps();
    d->window->Finalize();
    doneCurrent();
}

int VolumeView3D::surfaceCount() const
{
    return static_cast<int>(d->surfaces.size());
}

void VolumeView3D::rebuildScene()
{
    d->renderer->RemoveAllViewProps();
    d->surfaces.clear();
    d->base = nullptr;
    d->volumeMapper->RemoveAllInputs();
    if (m_state->isEmpty())
        return;
    const ViewerLayer& baseLayer = m_state->layers().front();
    const volume::Volume& baseVolume = baseLayer.image->volumes.front();
    d->base = wrap(baseVolume);
    auto matrix = indexToPatient(baseVolume.geometry());
    for (auto& plane : d->planes) {
        plane = vtkSmartPointer<vtkImageActor>::New();
        plane->GetMapper()->SetInputData(d->base);
        plane->GetProperty()->SetInterpolationTypeToNearest();
        plane->SetUserMatrix(matrix);
        plane->SetVisibility(baseLayer.visible);
        d->renderer->AddActor(plane);
    }
    d->volumeMapper->SetInputData(d->base);
    d->volume->SetUserMatrix(matrix);
    d->volume->SetVisibility(d->volumeRendering);
    d->renderer->AddVolume(d->volume);
    const auto& layers = m_state->layers();
    for (std::size_t index = 0; index < layers.size(); ++index) {
        const ViewerLayer& layer = layers[index];
        if (layer.style.kind != render::LayerKind::Labels || !layer.visible || layer.labels.empty())
            continue;
        vtkNew<vtkDiscreteFlyingEdges3D> surface;
        surface->SetInputData(wrap(layer.image->volumes.front()));
        for (std::size_t i = 0; i < layer.labels.size(); ++i)
            surface->SetValue(static_cast<int>(i), layer.labels[i]);
        surface->ComputeScalarsOn();
        // The voxel staircase shows as streaks under lighting: smooth it (windowed sinc keeps the
        // volume and the position of each boundary) and shade with point normals.
        vtkNew<vtkWindowedSincPolyDataFilter> smooth;
        smooth->SetInputConnection(surface->GetOutputPort());
        smooth->SetNumberOfIterations(15);
        smooth->SetPassBand(0.05);
        smooth->NormalizeCoordinatesOn();
        smooth->BoundarySmoothingOff();
        smooth->FeatureEdgeSmoothingOff();
        smooth->NonManifoldSmoothingOn();
        vtkNew<vtkPolyDataNormals> normals;
        normals->SetInputConnection(smooth->GetOutputPort());
        normals->SplittingOff();
        normals->ConsistencyOn();
        auto colours = vtkSmartPointer<vtkLookupTable>::New();
        const int maxLabel = layer.labels.back();
        colours->SetNumberOfTableValues(maxLabel + 1);
        colours->SetTableRange(0, maxLabel);
        vtkNew<vtkPolyDataMapper> mapper;
        mapper->SetInputConnection(normals->GetOutputPort());
        mapper->SetLookupTable(colours);
        mapper->SetScalarRange(0, maxLabel);
        mapper->SetScalarModeToUsePointData();
        mapper->SetColorModeToMapScalars(); // uint8 labels would otherwise be taken as colours
        auto actor = vtkSmartPointer<vtkActor>::New();
        actor->SetMapper(mapper);
        actor->SetUserMatrix(indexToPatient(layer.image->geometry()));
        d->renderer->AddActor(actor);
        d->surfaces.push_back({static_cast<int>(index), actor, colours});
    }
    for (std::size_t index = 0; index < layers.size(); ++index)
        applyStyle(static_cast<int>(index));
    updatePlanes();
    resetCamera();
}

void VolumeView3D::applyStyle(int index)
{
    if (index < 0 || index >= static_cast<int>(m_state->layers().size()))
        return;
    const ViewerLayer& layer = m_state->layers()[static_cast<std::size_t>(index)];
    if (index == 0 && d->base)
        applyBaseStyle(layer.style);
    for (const Private::Surface& s : d->surfaces) {
        if (s.layer != index)
            continue;
        // Hidden labels become fully transparent in the table.
        for (int label = 0; label < s.colours->GetNumberOfTableValues(); ++label) {
            const render::Rgba c = colourOf(layer.style, label);
            const bool visible = label > 0 && labelVisible(layer.style, label);
            s.colours->SetTableValue(label, c.r / 255.0, c.g / 255.0, c.b / 255.0, visible ? 1.0 : 0.0);
        }
        s.colours->Modified();
        s.actor->GetProperty()->SetOpacity(std::clamp(layer.style.opacity, 0.0, 1.0));
    }
}

void VolumeView3D::applyBaseStyle(const render::LayerStyle& style)
{
    // Window/level is given in real values; the planes show stored values, windowed per slice by
    // the image property (no RGBA copy of the volume), and the volume's transfer functions are
    // placed in stored values likewise.
    const volume::Rescale r = m_state->layers().front().image->volumes.front().rescale();
    const double slope = r.slope != 0 ? r.slope : 1.0;
    for (auto& plane : d->planes) {
        plane->GetProperty()->SetColorWindow(style.window / slope);
        plane->GetProperty()->SetColorLevel((style.level - r.intercept) / slope);
    }
    setWindowTransfer(d->volumeColour, d->volumeOpacity, style, r);
}

void VolumeView3D::setVolumeRendering(bool on)
{
    if (on == d->volumeRendering)
        return;
    d->volumeRendering = on;
    d->volume->SetVisibility(on);
    update();
    Q_EMIT volumeRenderingChanged(on);
}

bool VolumeView3D::volumeRendering() const
{
    return d->volumeRendering;
}

bool VolumeView3D::lastFrameUsedDepthPeeling() const
{
    return d->renderer->GetLastRenderingUsedDepthPeeling() != 0;
}

void VolumeView3D::updatePlanes()
{
    if (!d->base || m_state->isEmpty())
        return;
    const volume::Geometry& g = m_state->layers().front().image->geometry();
    const volume::Vec3 index = volume::patientToIndex(g, m_state->cursor());
    int dims[3];
    d->base->GetDimensions(dims);
    std::array<int, 3> at{};
    for (int a = 0; a < 3; ++a)
        at[a] = std::clamp(static_cast<int>(std::lround(index[a])), 0, dims[a] - 1);
    // Plane a holds index axis a fixed at the cursor.
    for (int a = 0; a < 3; ++a) {
        int extent[6] = {0, dims[0] - 1, 0, dims[1] - 1, 0, dims[2] - 1};
        extent[2 * a] = extent[2 * a + 1] = at[a];
        d->planes[a]->SetDisplayExtent(extent);
    }
}

void VolumeView3D::resetCamera()
{
    vtkCamera* camera = d->renderer->GetActiveCamera();
    camera->SetFocalPoint(0, 0, 0);
    camera->SetPosition(0, -1, 0); // in front of the patient (anterior is -y in LPS)
    camera->SetViewUp(0, 0, 1);
    // Frame the whole base image, whether or not its planes or volume are shown.
    if (d->base && d->volumeMapper->GetInput())
        d->renderer->ResetCamera(d->volume->GetBounds());
    else
        d->renderer->ResetCamera();
}

void VolumeView3D::initializeGL()
{
    d->window->SetOwnContext(false);
    d->window->SetIsCurrent(true);
    d->window->SetFrameBlitModeToBlitToCurrent();
    d->window->OpenGLInitContext();
    d->initialised = true;
    d->marker->SetEnabled(1);
    d->marker->InteractiveOff();
}

void VolumeView3D::resizeGL(int w, int h)
{
    const double ratio = devicePixelRatioF();
    d->window->SetSize(static_cast<int>(w * ratio), static_cast<int>(h * ratio));
    d->interactor->SetSize(static_cast<int>(w * ratio), static_cast<int>(h * ratio));
}

void VolumeView3D::paintGL()
{
    if (!d->initialised)
        return;
    vtkOpenGLState* state = d->window->GetState();
    state->Reset();
    state->Push();
    state->vtkglDepthFunc(GL_LEQUAL); // Qt leaves GL_LESS; VTK expects GL_LEQUAL
    d->window->SetReadyForRendering(true);
    d->window->Render();
    d->window->SetReadyForRendering(false);
    state->Pop();
}

namespace {
unsigned long pressEvent(Qt::MouseButton b)
{
    return b == Qt::LeftButton    ? vtkCommand::LeftButtonPressEvent
           : b == Qt::RightButton ? vtkCommand::RightButtonPressEvent
                                  : vtkCommand::MiddleButtonPressEvent;
}

unsigned long releaseEvent(Qt::MouseButton b)
{
    return b == Qt::LeftButton    ? vtkCommand::LeftButtonReleaseEvent
           : b == Qt::RightButton ? vtkCommand::RightButtonReleaseEvent
                                  : vtkCommand::MiddleButtonReleaseEvent;
}
} // namespace

void VolumeView3D::mousePressEvent(QMouseEvent* event)
{
    const double r = devicePixelRatioF();
    d->interactor->SetEventInformationFlipY(
        static_cast<int>(event->position().x() * r), static_cast<int>(event->position().y() * r),
        event->modifiers() & Qt::ControlModifier, event->modifiers() & Qt::ShiftModifier);
    d->interactor->InvokeEvent(pressEvent(event->button()));
    update();
}

void VolumeView3D::mouseMoveEvent(QMouseEvent* event)
{
    const double r = devicePixelRatioF();
    d->interactor->SetEventInformationFlipY(
        static_cast<int>(event->position().x() * r), static_cast<int>(event->position().y() * r),
        event->modifiers() & Qt::ControlModifier, event->modifiers() & Qt::ShiftModifier);
    d->interactor->InvokeEvent(vtkCommand::MouseMoveEvent);
    update();
}

void VolumeView3D::mouseReleaseEvent(QMouseEvent* event)
{
    const double r = devicePixelRatioF();
    d->interactor->SetEventInformationFlipY(static_cast<int>(event->position().x() * r),
                                            static_cast<int>(event->position().y() * r));
    d->interactor->InvokeEvent(releaseEvent(event->button()));
    update();
}

void VolumeView3D::wheelEvent(QWheelEvent* event)
{
    d->interactor->InvokeEvent(event->angleDelta().y() > 0 ? vtkCommand::MouseWheelForwardEvent
                                                           : vtkCommand::MouseWheelBackwardEvent);
    update();
}

} // namespace scansleuth::widgets
