// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <QOpenGLWidget>

#include <memory>

namespace scansleuth::widgets {

class ViewerState;

// The 3D view: the three slice planes through the shared cursor, a surface per label of every
// label-map layer (discrete flying edges), and an orientation cube with the patient's R/L/A/P/S/I,
// all placed in patient space (LPS mm) by each layer's own geometry. VTK renders into this
// QOpenGLWidget through a vtkGenericOpenGLRenderWindow (Debian's VTK Qt module is built for Qt 5);
// no VTK type appears in this header. Left-drag rotates, right-drag zooms, middle-drag pans.
class VolumeView3D : public QOpenGLWidget
{
    Q_OBJECT

public:
    explicit VolumeView3D(ViewerState* state, QWidget* parent = nullptr);
    ~VolumeView3D() override;

    // Number of label surfaces in the scene (for tests and the status line).
    int surfaceCount() const;
    // Looks at the patient from the front (anterior), head up.
    void resetCamera();

    QSize sizeHint() const override { return {400, 400}; }

protected:
    void initializeGL() override;
    void resizeGL(int w, int h) override;
    void paintGL() override;
    void mousePressEvent(QMouseEvent* event) override;
    void mouseMoveEvent(QMouseEvent* event) override;
    void mouseReleaseEvent(QMouseEvent* event) override;
    void wheelEvent(QWheelEvent* event) override;

private:
    void rebuildScene();
    void updatePlanes();
    void applyStyle(int layerIndex); // colours, window/level and opacity, without rebuilding

    struct Private;
    std::unique_ptr<Private> d;
    ViewerState* m_state = nullptr;
};

} // namespace scansleuth::widgets
