// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

// The label surfaces of the 3D view, built apart from the scene (inside the module, with VTK): on a worker
// thread, so that the GUI keeps drawing while flying edges and smoothing run over a large mask.
#include "scene3d.h"

#include <vtkImageData.h>
#include <vtkPolyData.h>
#include <vtkSmartPointer.h>

namespace scansleuth::scene3d {

// The finished surfaces of one label map in index space (its geometry places them), with the label value
// as point scalars. Never changed once built: the scene only reads it.
struct SurfaceMesh
{
    vtkSmartPointer<vtkPolyData> polygons;
    int maxLabel = 0;
};

// The volume's voxels as VTK image data in index space, sharing the memory (the caller keeps it alive).
vtkSmartPointer<vtkImageData> wrapVolume(const volume::Volume& v);

// Discrete flying edges over `labels` of `mask`, windowed-sinc smoothing (15 iterations, pass band 0.05)
// and point normals, as the scene has always drawn them. Thread-safe (each call builds its own pipeline);
// reports through `progress` and returns ErrorKind::Cancelled when it asks to stop. The voxels are read
// during the call only.
Result<std::shared_ptr<const SurfaceMesh>>
buildSurfaceMesh(const volume::Volume& mask, const std::vector<int>& labels, const Progress& progress);

} // namespace scansleuth::scene3d
