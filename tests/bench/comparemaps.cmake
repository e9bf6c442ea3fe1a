# SPDX-License-Identifier: BSD-3-Clause
# SPDX-FileCopyrightText: 2026 The ScanSleuth authors
# bench_comparemaps: what the run comparison's case panel blocks the GUI thread for when a case is shown or
# the label changes (the difference maps, now made on a worker), against the 0.05 s a click may block.
if(TARGET scansleuth_widgets)
    add_executable(bench_comparemaps ${CMAKE_CURRENT_LIST_DIR}/bench_comparemaps.cpp)
    target_link_libraries(bench_comparemaps PRIVATE scansleuth_widgets scansleuth_render)
endif()
