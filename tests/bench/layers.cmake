# SPDX-License-Identifier: BSD-3-Clause
# SPDX-FileCopyrightText: 2026 The ScanSleuth authors
# bench_layers: what adding a large layer costs (default style, splitting an overlapping SEG, the 3D view's
# surfaces, an image made in the GUI added to the viewer) against the 0.1 s a GUI frame may block. Needs the widgets (the scene3d impl, with VTK).
if(TARGET scansleuth_scene3d_impl)
    find_package(VTK REQUIRED COMPONENTS CommonCore CommonDataModel) # surfacebuild.h holds vtkPolyData
    add_executable(bench_layers ${CMAKE_CURRENT_LIST_DIR}/bench_layers.cpp)
    target_link_libraries(bench_layers PRIVATE scansleuth_io scansleuth_render scansleuth_scene3d_impl
                                               scansleuth_widgets VTK::CommonCore VTK::CommonDataModel)
endif()
