# SPDX-License-Identifier: BSD-3-Clause
# SPDX-FileCopyrightText: 2026 The ScanSleuth authors
# bench_startup: the start-up of scansleuth-cli and the GUI against dcm2niix -h, in the same run.
add_executable(bench_startup ${CMAKE_CURRENT_LIST_DIR}/bench_startup.cpp)
target_compile_definitions(bench_startup PRIVATE SCANSLEUTH_BIN_DIR="${CMAKE_BINARY_DIR}/bin"
                                                 SCANSLEUTH_TEST_DATA_DIR="${PROJECT_SOURCE_DIR}/tests/data")
add_dependencies(bench_startup scansleuth-cli)
if(TARGET scansleuth)
    target_compile_definitions(bench_startup PRIVATE SCANSLEUTH_GUI_PATH="$<TARGET_FILE:scansleuth>")
    add_dependencies(bench_startup scansleuth)
endif()
