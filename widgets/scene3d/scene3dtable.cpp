// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The module libscansleuth-scene3d.so: the VTK scene (vtkscene3d.cpp) offered through one table (scene3d.h).
#include "scene3d.h"

namespace scansleuth::scene3d {
Scene* createVtkScene();
// surfacebuild.h, which brings VTK's headers
Result<std::shared_ptr<const SurfaceMesh>>
buildSurfaceMesh(const volume::Volume& mask, const std::vector<int>& labels, const Progress& progress);
} // namespace scansleuth::scene3d

extern "C" __attribute__((visibility("default"))) const scansleuth::scene3d::Table*
scansleuth_scene3d_backend()
{
    static const scansleuth::scene3d::Table table = [] {
        static const std::string stamp = scansleuth::scene3d::abiStamp();
        scansleuth::scene3d::Table t;
        t.head.stamp = stamp.c_str();
        t.create = &scansleuth::scene3d::createVtkScene;
        t.buildSurface = &scansleuth::scene3d::buildSurfaceMesh;
        return t;
    }();
    return &table;
}
