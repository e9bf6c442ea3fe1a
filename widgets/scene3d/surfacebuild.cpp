// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "surfacebuild.h"

#include <vtkAOSDataArrayTemplate.h>
#include <vtkAlgorithm.h>
#include <vtkCallbackCommand.h>
#include <vtkCommand.h>
#include <vtkDiscreteFlyingEdges3D.h>
#include <vtkNew.h>
#include <vtkPointData.h>
#include <vtkPolyDataNormals.h>
#include <vtkWindowedSincPolyDataFilter.h>

#include <atomic>

namespace scansleuth::scene3d {

vtkSmartPointer<vtkImageData> wrapVolume(const volume::Volume& v)
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

namespace {
// Forwards a filter's progress to `progress` over [begin, end], and asks the filter to abort when the
// caller cancels (the filters that look at the flag stop early; the others are checked between stages).
struct StageWatch
{
    const Progress* progress = nullptr;
    double begin = 0, end = 1;
    std::atomic<bool>* cancelled = nullptr;

    static void onProgress(vtkObject* caller, unsigned long, void* clientData, void* callData)
    {
        auto* self = static_cast<StageWatch*>(clientData);
        const double f = callData ? *static_cast<double*>(callData) : 0.0;
        if (!self->progress->report(self->begin + (self->end - self->begin) * f, "surfaces")) {
            self->cancelled->store(true);
            if (auto* algorithm = vtkAlgorithm::SafeDownCast(caller))
                algorithm->SetAbortExecute(1);
        }
    }
};

// Runs `filter` with its progress mapped to [begin, end]; false when the caller cancelled.
bool runStage(vtkAlgorithm* filter, const Progress& progress, double begin, double end,
              std::atomic<bool>& cancelled)
{
    StageWatch watch{&progress, begin, end, &cancelled};
    vtkNew<vtkCallbackCommand> command;
    command->SetCallback(&StageWatch::onProgress);
    command->SetClientData(&watch);
    const unsigned long tag = filter->AddObserver(vtkCommand::ProgressEvent, command);
    filter->Update();
    filter->RemoveObserver(tag);
    return !cancelled.load() && progress.report(end, "surfaces");
}

Error cancelledError()
{
    return makeError(ErrorKind::Cancelled, "The surfaces were not built: cancelled.");
}
} // namespace

Result<std::shared_ptr<const SurfaceMesh>>
buildSurfaceMesh(const volume::Volume& mask, const std::vector<int>& labels, const Progress& progress)
{
    auto mesh = std::make_shared<SurfaceMesh>();
    mesh->polygons = vtkSmartPointer<vtkPolyData>::New();
    if (labels.empty() || mask.voxelCount() == 0)
        return std::shared_ptr<const SurfaceMesh>(std::move(mesh));
    std::atomic<bool> cancelled{false};
    if (!progress.report(0.0, "surfaces"))
        return cancelledError();
    vtkNew<vtkDiscreteFlyingEdges3D> surface;
    surface->SetInputData(wrapVolume(mask));
    for (std::size_t i = 0; i < labels.size(); ++i)
        surface->SetValue(static_cast<int>(i), labels[i]);
    surface->ComputeScalarsOn();
    surface->ComputeNormalsOff();
    surface->ComputeGradientsOff();
    // Weights from bench_surfaces: the extraction and the smoothing take about the same time.
    if (!runStage(surface, progress, 0.0, 0.45, cancelled))
        return cancelledError();
    // The voxel staircase shows as streaks under lighting: smooth it (windowed sinc keeps the volume and
    // the position of each boundary) and shade with point normals.
    vtkNew<vtkWindowedSincPolyDataFilter> smooth;
    smooth->SetInputData(surface->GetOutput());
    smooth->SetNumberOfIterations(15);
    smooth->SetPassBand(0.05);
    smooth->NormalizeCoordinatesOn();
    smooth->BoundarySmoothingOff();
    smooth->FeatureEdgeSmoothingOff();
    smooth->NonManifoldSmoothingOn();
    if (!runStage(smooth, progress, 0.45, 0.9, cancelled))
        return cancelledError();
    vtkNew<vtkPolyDataNormals> normals;
    normals->SetInputData(smooth->GetOutput());
    normals->SplittingOff();
    normals->ConsistencyOn();
    if (!runStage(normals, progress, 0.9, 1.0, cancelled))
        return cancelledError();
    // The result alone, detached from the pipeline (whose filters end with this call).
    mesh->polygons->ShallowCopy(normals->GetOutput());
    mesh->maxLabel = labels.back();
    return std::shared_ptr<const SurfaceMesh>(std::move(mesh));
}

} // namespace scansleuth::scene3d
