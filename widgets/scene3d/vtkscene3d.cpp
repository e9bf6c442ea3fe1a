// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The 3D view's scene in VTK (scene3d.h), inside the module libscansleuth-scene3d.so. VTK renders into the
// OpenGL context of the calling widget through a vtkGenericOpenGLRenderWindow (Debian's VTK Qt module is
// built for Qt 5, so none of it is used, and this file sees no Qt).
#include "scene3d.h"
#include "surfacebuild.h"

#include "render/render.h"
#include "volume/geometry.h"
#include "volume/pixeltype.h"
#include "volume/volume.h"

#include <vtkActor.h>
#include <vtkAnnotatedCubeActor.h>
#include <vtkCamera.h>
#include <vtkColorTransferFunction.h>
#include <vtkCommand.h>
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
#include <vtkPolyDataMapper.h>
#include <vtkProperty.h>
#include <vtkRenderer.h>
#include <vtkSmartPointer.h>
#include <vtkSmartVolumeMapper.h>
#include <vtkVolume.h>
#include <vtkVolumeProperty.h>
#include <vtk_glew.h> // GL_LEQUAL

#include <algorithm>
#include <array>
#include <cmath>
#include <utility>
#include <vector>

namespace scansleuth::scene3d {

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

class VtkScene final : public Scene
{
public:
    VtkScene();
    ~VtkScene() override;

    void setLayers(const std::vector<SceneLayer>& layers, const volume::Vec3& cursor) override;
    void setStyle(int index, const render::LayerStyle& style) override;
    void setCursor(const volume::Vec3& cursor) override;
    void setVolumeRendering(bool on) override;
    int surfaceCount() const override { return static_cast<int>(m_surfaces.size()); }
    void resetCamera() override;
    bool lastFrameUsedDepthPeeling() const override
    {
        return m_renderer->GetLastRenderingUsedDepthPeeling() != 0;
    }

    void initialiseGl() override;
    void resize(int width, int height) override;
    void render() override;
    void releaseGl() override;

    void press(MouseButton button, int x, int y, bool control, bool shift) override;
    void move(int x, int y, bool control, bool shift) override;
    void release(MouseButton button, int x, int y) override;
    void wheel(bool forward) override;

private:
    void updatePlanes();
    void applyBaseStyle(const render::LayerStyle& style);

    vtkNew<vtkGenericOpenGLRenderWindow> m_window;
    vtkNew<vtkRenderer> m_renderer;
    vtkNew<vtkGenericRenderWindowInteractor> m_interactor;
    vtkNew<vtkInteractorStyleTrackballCamera> m_style;
    vtkNew<vtkOrientationMarkerWidget> m_marker;
    std::vector<SceneLayer> m_layers;
    volume::Vec3 m_cursor{};
    vtkSmartPointer<vtkImageData> m_base;
    // The base volume the camera was last framed on: only a new base frames it again (showing or hiding
    // a layer keeps the user's rotation and zoom).
    const volume::Volume* m_framed = nullptr;
    std::array<vtkSmartPointer<vtkImageActor>, 3> m_planes;
    // Volume rendering of the base: kept across rebuilds, its input swapped.
    vtkNew<vtkVolume> m_volume;
    vtkNew<vtkSmartVolumeMapper> m_volumeMapper;
    vtkNew<vtkVolumeProperty> m_volumeProperty;
    vtkNew<vtkColorTransferFunction> m_volumeColour;
    vtkNew<vtkPiecewiseFunction> m_volumeOpacity;
    bool m_volumeRendering = false;
    struct Surface
    {
        int layer = 0; // index in m_layers
        vtkSmartPointer<vtkActor> actor;
        vtkSmartPointer<vtkLookupTable> colours;
        // What the actor draws: the same mesh in the next setLayers reuses the actor, whose mapper keeps its
        // buffers on the GPU (a large mask's surfaces are not uploaded again when another layer is toggled).
        std::shared_ptr<const SurfaceMesh> mesh;
    };
    std::vector<Surface> m_surfaces;
    bool m_initialised = false;
};

VtkScene::VtkScene()
{
    m_window->AddRenderer(m_renderer);
    m_renderer->SetBackground(0.08, 0.08, 0.1);
    m_renderer->SetBackgroundAlpha(1.0); // with alpha bit planes the clear would be transparent
    // Translucent label surfaces over the opaque planes and the volume: depth peeling (dual depth
    // peeling on OpenGL 3.2, Mesa's llvmpipe included); where the driver cannot peel, VTK blends
    // without it (lastFrameUsedDepthPeeling() tells).
    m_window->SetAlphaBitPlanes(1);
    m_window->SetMultiSamples(0);
    m_renderer->SetUseDepthPeeling(1);
    m_renderer->SetUseDepthPeelingForVolumes(true);
    m_renderer->SetMaximumNumberOfPeels(8);
    m_renderer->SetOcclusionRatio(0.0);
    m_volumeProperty->SetColor(m_volumeColour);
    m_volumeProperty->SetScalarOpacity(m_volumeOpacity);
    m_volumeProperty->SetInterpolationTypeToLinear();
    m_volumeProperty->SetScalarOpacityUnitDistance(kOpacityUnitDistance);
    m_volumeProperty->ShadeOn();
    m_volumeProperty->SetAmbient(0.3);
    m_volumeProperty->SetDiffuse(0.7);
    m_volumeProperty->SetSpecular(0.2);
    m_volume->SetMapper(m_volumeMapper);
    m_volume->SetProperty(m_volumeProperty);
    m_interactor->SetRenderWindow(m_window);
    m_interactor->EnableRenderOff();
    m_interactor->SetInteractorStyle(m_style);

    vtkNew<vtkAnnotatedCubeActor> cube;
    // Patient space is LPS: +x is the patient's left, +y posterior, +z superior.
    cube->SetXPlusFaceText("L");
    cube->SetXMinusFaceText("R");
    cube->SetYPlusFaceText("P");
    cube->SetYMinusFaceText("A");
    cube->SetZPlusFaceText("S");
    cube->SetZMinusFaceText("I");
    cube->SetFaceTextScale(0.6);
    m_marker->SetOrientationMarker(cube);
    m_marker->SetInteractor(m_interactor);
    m_marker->SetViewport(0.0, 0.0, 0.22, 0.22);
}

VtkScene::~VtkScene() = default;

void VtkScene::releaseGl()
{
    m_marker->SetEnabled(0);
    m_renderer->RemoveAllViewProps();
    m_window->Finalize();
}

void VtkScene::setLayers(const std::vector<SceneLayer>& layers, const volume::Vec3& cursor)
{
    m_layers = layers;
    m_cursor = cursor;
    m_renderer->RemoveAllViewProps();
    std::vector<Surface> previous = std::exchange(m_surfaces, {});
    m_base = nullptr;
    m_volumeMapper->RemoveAllInputs();
    if (m_layers.empty()) {
        m_framed = nullptr;
        return;
    }
    const SceneLayer& baseLayer = m_layers.front();
    const volume::Volume& baseVolume = *baseLayer.volume;
    m_base = wrapVolume(baseVolume);
    auto matrix = indexToPatient(baseVolume.geometry());
    for (auto& plane : m_planes) {
        plane = vtkSmartPointer<vtkImageActor>::New();
        plane->GetMapper()->SetInputData(m_base);
        plane->GetProperty()->SetInterpolationTypeToNearest();
        plane->SetUserMatrix(matrix);
        plane->SetVisibility(baseLayer.visible);
        m_renderer->AddActor(plane);
    }
    m_volumeMapper->SetInputData(m_base);
    m_volume->SetUserMatrix(matrix);
    m_volume->SetVisibility(m_volumeRendering);
    m_renderer->AddVolume(m_volume);
    for (std::size_t index = 0; index < m_layers.size(); ++index) {
        const SceneLayer& layer = m_layers[index];
        if (layer.style.kind != render::LayerKind::Labels || !layer.visible || !layer.surface ||
            layer.surface->maxLabel < 1)
            continue;
        const auto kept = std::find_if(previous.begin(), previous.end(),
                                       [&](const Surface& s) { return s.mesh == layer.surface; });
        if (kept != previous.end()) {
            kept->actor->SetUserMatrix(indexToPatient(layer.volume->geometry()));
            m_renderer->AddActor(kept->actor);
            m_surfaces.push_back({static_cast<int>(index), kept->actor, kept->colours, layer.surface});
            previous.erase(kept);
            continue;
        }
        auto colours = vtkSmartPointer<vtkLookupTable>::New();
        const int maxLabel = layer.surface->maxLabel;
        colours->SetNumberOfTableValues(maxLabel + 1);
        colours->SetTableRange(0, maxLabel);
        vtkNew<vtkPolyDataMapper> mapper;
        mapper->SetInputData(layer.surface->polygons);
        mapper->SetLookupTable(colours);
        mapper->SetScalarRange(0, maxLabel);
        mapper->SetScalarModeToUsePointData();
        mapper->SetColorModeToMapScalars(); // uint8 labels would otherwise be taken as colours
        auto actor = vtkSmartPointer<vtkActor>::New();
        actor->SetMapper(mapper);
        actor->SetUserMatrix(indexToPatient(layer.volume->geometry()));
        m_renderer->AddActor(actor);
        m_surfaces.push_back({static_cast<int>(index), actor, colours, layer.surface});
    }
    for (std::size_t index = 0; index < m_layers.size(); ++index)
        setStyle(static_cast<int>(index), m_layers[index].style);
    updatePlanes();
    if (&baseVolume != m_framed) {
        m_framed = &baseVolume;
        resetCamera();
    }
}

void VtkScene::setStyle(int index, const render::LayerStyle& style)
{
    if (index < 0 || index >= static_cast<int>(m_layers.size()))
        return;
    SceneLayer& layer = m_layers[static_cast<std::size_t>(index)];
    layer.style = style;
    if (index == 0 && m_base)
        applyBaseStyle(layer.style);
    for (const Surface& s : m_surfaces) {
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

void VtkScene::applyBaseStyle(const render::LayerStyle& style)
{
    // Window/level is given in real values; the planes show stored values, windowed per slice by
    // the image property (no RGBA copy of the volume), and the volume's transfer functions are
    // placed in stored values likewise.
    const volume::Rescale r = m_layers.front().volume->rescale();
    const double slope = r.slope != 0 ? r.slope : 1.0;
    for (auto& plane : m_planes) {
        plane->GetProperty()->SetColorWindow(style.window / slope);
        plane->GetProperty()->SetColorLevel((style.level - r.intercept) / slope);
    }
    setWindowTransfer(m_volumeColour, m_volumeOpacity, style, r);
}

void VtkScene::setVolumeRendering(bool on)
{
    m_volumeRendering = on;
    m_volume->SetVisibility(on);
}

void VtkScene::setCursor(const volume::Vec3& cursor)
{
    m_cursor = cursor;
    updatePlanes();
}

void VtkScene::updatePlanes()
{
    if (!m_base || m_layers.empty())
        return;
    const volume::Geometry& g = m_layers.front().volume->geometry();
    const volume::Vec3 index = volume::patientToIndex(g, m_cursor);
    int dims[3];
    m_base->GetDimensions(dims);
    std::array<int, 3> at{};
    for (int a = 0; a < 3; ++a)
        at[a] = std::clamp(static_cast<int>(std::lround(index[a])), 0, dims[a] - 1);
    // Plane a holds index axis a fixed at the cursor.
    for (int a = 0; a < 3; ++a) {
        int extent[6] = {0, dims[0] - 1, 0, dims[1] - 1, 0, dims[2] - 1};
        extent[2 * a] = extent[2 * a + 1] = at[a];
        m_planes[a]->SetDisplayExtent(extent);
    }
}

void VtkScene::resetCamera()
{
    vtkCamera* camera = m_renderer->GetActiveCamera();
    camera->SetFocalPoint(0, 0, 0);
    camera->SetPosition(0, -1, 0); // in front of the patient (anterior is -y in LPS)
    camera->SetViewUp(0, 0, 1);
    // Frame the whole base image, whether or not its planes or volume are shown.
    if (m_base && m_volumeMapper->GetInput())
        m_renderer->ResetCamera(m_volume->GetBounds());
    else
        m_renderer->ResetCamera();
}

void VtkScene::initialiseGl()
{
    m_window->SetOwnContext(false);
    m_window->SetIsCurrent(true);
    m_window->SetFrameBlitModeToBlitToCurrent();
    m_window->OpenGLInitContext();
    m_initialised = true;
    m_marker->SetEnabled(1);
    m_marker->InteractiveOff();
}

void VtkScene::resize(int width, int height)
{
    m_window->SetSize(width, height);
    m_interactor->SetSize(width, height);
}

void VtkScene::render()
{
    if (!m_initialised)
        return;
    vtkOpenGLState* state = m_window->GetState();
    state->Reset();
    state->Push();
    state->vtkglDepthFunc(GL_LEQUAL); // Qt leaves GL_LESS; VTK expects GL_LEQUAL
    m_window->SetReadyForRendering(true);
    m_window->Render();
    m_window->SetReadyForRendering(false);
    state->Pop();
}

namespace {
unsigned long pressEvent(MouseButton b)
{
    return b == MouseButton::Left    ? vtkCommand::LeftButtonPressEvent
           : b == MouseButton::Right ? vtkCommand::RightButtonPressEvent
                                     : vtkCommand::MiddleButtonPressEvent;
}

unsigned long releaseEvent(MouseButton b)
{
    return b == MouseButton::Left    ? vtkCommand::LeftButtonReleaseEvent
           : b == MouseButton::Right ? vtkCommand::RightButtonReleaseEvent
                                     : vtkCommand::MiddleButtonReleaseEvent;
}
} // namespace

void VtkScene::press(MouseButton button, int x, int y, bool control, bool shift)
{
    m_interactor->SetEventInformationFlipY(x, y, control, shift);
    m_interactor->InvokeEvent(pressEvent(button));
}

void VtkScene::move(int x, int y, bool control, bool shift)
{
    m_interactor->SetEventInformationFlipY(x, y, control, shift);
    m_interactor->InvokeEvent(vtkCommand::MouseMoveEvent);
}

void VtkScene::release(MouseButton button, int x, int y)
{
    m_interactor->SetEventInformationFlipY(x, y);
    m_interactor->InvokeEvent(releaseEvent(button));
}

void VtkScene::wheel(bool forward)
{
    m_interactor->InvokeEvent(forward ? vtkCommand::MouseWheelForwardEvent
                                      : vtkCommand::MouseWheelBackwardEvent);
}

Scene* createVtkScene()
{
    return new VtkScene;
}

} // namespace scansleuth::scene3d
