// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/module.h"
#include "base/progress.h"
#include "render/render.h"
#include "volume/volume.h"

#include <memory>
#include <string>
#include <vector>

// The 3D view's scene, without Qt and without VTK in sight. VTK (some 45 shared objects, with MPI, TBB and
// GLEW behind them: half of the GUI's start-up) is loaded only when the 3D view is first shown: the scene
// is built by the module libscansleuth-scene3d.so (vtkscene3d.cpp), opened on first use (base/module.h),
// and widgets/volumeview3d.cpp, the QOpenGLWidget, drives it through this interface. The module and the
// GUI come from one build: they pass Volume and LayerStyle by layout, which abiStamp checks.
namespace scansleuth::scene3d {

// The surfaces of a label map's labels, built by Table::buildSurface (on any thread) and shown by the scene;
// defined inside the module (surfacebuild.h).
struct SurfaceMesh;

// A layer as the scene sees it. The voxels are borrowed (VTK renders from them without a copy): whoever
// passes them keeps them alive until the next setLayers or the scene's end.
struct SceneLayer
{
    const volume::Volume* volume = nullptr;
    render::LayerStyle style;
    bool visible = true;
    std::vector<int> labels; // label maps: the label values present, ascending
    // Label maps: the surfaces of `labels` built from `volume` (none yet: no surface is shown).
    std::shared_ptr<const SurfaceMesh> surface;
};

enum class MouseButton
{
    Left,
    Middle,
    Right
};

// The three slice planes of the base layer through the cursor, a surface per label of every visible
// label-map layer, optional volume rendering of the base, and an orientation cube (R/L/A/P/S/I), all in
// patient space (LPS mm). Drawing calls (initialiseGl, resize, render, releaseGl) need the widget's
// OpenGL context current; coordinates are device pixels, y down from the top.
class Scene
{
public:
    virtual ~Scene() = default;

    // Replaces the scene; layers.front() is the base. Resets the camera when the base volume is another than
    // the one it was last framed on (showing or hiding a layer keeps the user's rotation and zoom). Builds
    // nothing: a visible label map shows the surface it carries.
    virtual void setLayers(const std::vector<SceneLayer>& layers, const volume::Vec3& cursor) = 0;
    // Recolours layer `index` (window/level, label colours and visibility, opacity) without rebuilding.
    virtual void setStyle(int index, const render::LayerStyle& style) = 0;
    virtual void setCursor(const volume::Vec3& cursor) = 0;
    virtual void setVolumeRendering(bool on) = 0;
    virtual int surfaceCount() const = 0;
    // Looks at the patient from the front (anterior), head up.
    virtual void resetCamera() = 0;
    virtual bool lastFrameUsedDepthPeeling() const = 0;

    virtual void initialiseGl() = 0;
    virtual void resize(int width, int height) = 0;
    virtual void render() = 0;
    virtual void releaseGl() = 0;

    virtual void press(MouseButton button, int x, int y, bool control, bool shift) = 0;
    virtual void move(int x, int y, bool control, bool shift) = 0;
    virtual void release(MouseButton button, int x, int y) = 0;
    virtual void wheel(bool forward) = 0;
};

inline constexpr int kTableVersion = 2;

inline std::string abiStamp()
{
    return moduleStamp("scansleuth-scene3d-table", kTableVersion,
                       std::to_string(sizeof(volume::Volume)) + "/" +
                           std::to_string(sizeof(render::LayerStyle)) + "/" +
                           std::to_string(sizeof(SceneLayer)));
}

struct Table
{
    ModuleTableHead head{sizeof(Table)};
    Scene* (*create)() = nullptr; // the caller owns the scene (delete through its virtual destructor)
    // The surfaces of `labels` (ascending) in `mask`: discrete flying edges, smoothing and normals.
    // Thread-safe and meant for a worker thread (seconds on a 512 x 512 x 400 mask); reads the voxels during
    // the call only. Reports through `progress`; ErrorKind::Cancelled when it asks to stop.
    Result<std::shared_ptr<const SurfaceMesh>> (*buildSurface)(const volume::Volume& mask,
                                                               const std::vector<int>& labels,
                                                               const Progress& progress) = nullptr;
};

// The module's table, opened once on first use; the error says what is missing and how to install it.
const Result<const Table*>& module();

} // namespace scansleuth::scene3d

// The module's one exported symbol.
extern "C" const scansleuth::scene3d::Table* scansleuth_scene3d_backend();
