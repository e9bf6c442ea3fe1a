// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "backgroundtask.h"

#include <QOpenGLWidget>

#include <memory>
#include <vector>

namespace scansleuth::scene3d {
class Scene;
struct SurfaceMesh;
} // namespace scansleuth::scene3d
namespace scansleuth::io {
struct LoadedImage;
}

namespace scansleuth::widgets {

class ViewerState;

// The 3D view: the three slice planes through the shared cursor, a surface per label of every
// label-map layer (discrete flying edges), and an orientation cube with the patient's R/L/A/P/S/I,
// all placed in patient space (LPS mm) by each layer's own geometry. The scene is VTK's, built by the
// module libscansleuth-scene3d.so (scene3d/scene3d.h), which is opened when the first view is made: a
// session that never shows the 3D view never maps VTK. VTK renders into this QOpenGLWidget through a
// vtkGenericOpenGLRenderWindow (Debian's VTK Qt module is built for Qt 5). Left-drag rotates, right-drag
// zooms, middle-drag pans; with the keyboard (the view takes focus and then shows a frame), the arrows
// rotate, + and - zoom, Home looks from the front.
//
// Volume rendering (off by default) ray-casts the base layer (vtkSmartVolumeMapper: GPU ray
// casting, CPU ray casting where the GPU mapper is unavailable) with transfer functions that follow
// the base layer's window/level: grey from black at the bottom of the window to white at its top;
// opacity 0 below the window, rising as the cube of the position in it to 0.8 (per 10 voxels) at
// its top, so air is transparent and soft tissue mid-window a faint haze through which bone shows
// bright. As in 3D Slicer, the slice planes stay and composite with the volume by depth (they mark
// the cursor); they follow the base layer's visibility, the volume only its own switch, so hiding
// the base layer gives a volume-only view.
//
// Label surfaces take the layer's opacity; translucent ones are composited by depth peeling, so
// they blend correctly with the opaque planes, the volume and each other.
//
// The surfaces are built off the GUI thread (seconds for a 512 x 512 x 400 mask: flying edges and
// smoothing), with progress and Cancel, and kept while their layer stays in the viewer: hiding and showing
// a layer again shows the same surface at once. Until a layer's surface is built, the view shows the
// layer without one (never a surface of another image); a build that newer layers replaced is cancelled
// or its result kept for later, never shown in place of the current one.
class VolumeView3D : public QOpenGLWidget
{
    Q_OBJECT

public:
    explicit VolumeView3D(ViewerState* state, QWidget* parent = nullptr);
    ~VolumeView3D() override;

    // Empty when the view can be made: this platform gives it an OpenGL context and the 3D module loads;
    // else why not, as a sentence for the user. Qt's offscreen platform has no OpenGL here, and a window
    // holding a QOpenGLWidget there crashes when it is drawn: ask before creating the view.
    static QString unavailableReason();

    // Number of label surfaces in the scene (for tests and the status line).
    int surfaceCount() const;
    // Whether surfaces are being built on a worker thread.
    bool isBuildingSurfaces() const;
    // Stops the build running: the scene keeps what it shows; the layers whose surfaces were not built
    // show none until the layers change again.
    void cancelSurfaces();
    // Looks at the patient from the front (anterior), head up.
    void resetCamera();

    // Volume rendering of the base layer; emits volumeRenderingChanged when the setting changes.
    void setVolumeRendering(bool on);
    bool volumeRendering() const;
    // Whether the last frame composited translucent geometry by depth peeling (false before the
    // first frame, or where the OpenGL implementation cannot peel and VTK sorted instead).
    bool lastFrameUsedDepthPeeling() const;

    QSize sizeHint() const override { return {400, 400}; }

Q_SIGNALS:
    void volumeRenderingChanged(bool on);
    // A surface build started, moved on (percent of the whole build), and ended (`complete`: its surfaces
    // are in the scene or kept; else it was cancelled, or it failed and `problem` says why).
    void surfacesStarted();
    void surfaceProgress(int percent);
    void surfacesFinished(bool complete, const QString& problem);

protected:
    void initializeGL() override;
    void resizeGL(int w, int h) override;
    void paintGL() override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;
    void keyPressEvent(QKeyEvent* event) override;

private:
    // A label map's surfaces, built for one image and its labels; kept while the image is a layer.
    struct Built
    {
        std::shared_ptr<const io::LoadedImage> image;
        std::vector<int> labels;
        std::shared_ptr<const scene3d::SurfaceMesh> mesh; // empty while it is being built
    };
    void rebuildScene();
    // Starts building `missing` (replacing a build that does not cover it).
    void buildSurfaces(std::vector<Built> missing);
    void surfacesBuilt(std::vector<Built> built);

    std::unique_ptr<scene3d::Scene> m_scene;
    std::vector<Built> m_built;    // finished surfaces of layers in the viewer
    std::vector<Built> m_building; // what the running build makes (meshes empty)
    BackgroundTask m_build{BackgroundTask::Overlap::Replace};
    // The images whose voxels the scene renders from, kept alive until the next rebuild.
    std::vector<std::shared_ptr<const io::LoadedImage>> m_shown;
    ViewerState* m_state = nullptr;
    bool m_volumeRendering = false;
};

} // namespace scansleuth::widgets
