// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "render/render.h"

// Internal to core/render: how a plane's screen axes run through the display frame's voxel axes.
namespace scansleuth::render::detail {

struct PlaneAxes
{
    int x = 0;          // display axis along screen x
    int y = 1;          // display axis along screen y
    int normal = 2;     // display axis along the plane's normal
    bool flipX = false; // screen x increasing = display index decreasing
    bool flipY = true;
};

PlaneAxes planeAxes(const DisplayFrame& frame, Plane plane);

// The continuous display index of screen point (x, y) of `slice`.
volume::Vec3 screenToDisplayIndex(const DisplayFrame& frame, Plane plane, std::int64_t slice, double x,
                                  double y);

} // namespace scansleuth::render::detail
