# SPDX-License-Identifier: BSD-3-Clause
# SPDX-FileCopyrightText: 2026 The ScanSleuth authors
# bench_compare: segmentationMetrics (Dice, HD95, ...) on a 512x512x300 organ pair against ITK's filters and scipy.
# ITK is linked here only: no other ScanSleuth target computes metrics through it.
find_package(ITK REQUIRED COMPONENTS ITKCommon ITKImageStatistics ITKDistanceMap ITKImageLabel ITKThresholding ITKImageGrid)
add_executable(bench_compare ${CMAKE_CURRENT_LIST_DIR}/bench_compare.cpp)
target_link_libraries(bench_compare PRIVATE scansleuth_compare_metrics ${ITK_LIBRARIES})
target_include_directories(bench_compare SYSTEM PRIVATE ${ITK_INCLUDE_DIRS})
# The scipy peer's script is read from the source tree.
target_compile_definitions(bench_compare PRIVATE SCANSLEUTH_BENCH_DIR="${CMAKE_CURRENT_LIST_DIR}")
