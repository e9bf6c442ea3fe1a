// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Opens libscansleuth-scene3d.so on first use (scene3d.h): a GUI that never shows the 3D view never maps VTK.
#include "scene3d.h"

namespace scansleuth::scene3d {

const Result<const Table*>& module()
{
    static const Result<const Table*> once = openModuleTable<Table>({
        .file = "libscansleuth-scene3d.so",
        .entry = "scansleuth_scene3d_backend",
        .envVar = "SCANSLEUTH_SCENE3D_MODULE",
        .buildPath = SCANSLEUTH_SCENE3D_MODULE_BUILD_PATH,
        .what = "The 3D view (VTK)",
        .without = "the 2x2 layout shows no 3D view",
        .stamp = abiStamp(),
    });
    return once;
}

} // namespace scansleuth::scene3d
