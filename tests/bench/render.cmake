# SPDX-License-Identifier: BSD-3-Clause
# SPDX-FileCopyrightText: 2026 The ScanSleuth authors
# bench_render: renderSlice of a 512x512x300 int16 image with two label overlays (one on the same grid,
# one on a rotated and shifted grid), per plane, against the 16.7 ms frame budget and the 2 ms aim.
add_executable(bench_render ${CMAKE_CURRENT_LIST_DIR}/bench_render.cpp)
target_link_libraries(bench_render PRIVATE scansleuth_render)
