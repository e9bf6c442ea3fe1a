# SPDX-License-Identifier: BSD-3-Clause
# SPDX-FileCopyrightText: 2026 The ScanSleuth authors
# bench_labels: checkLabels on a 512x512x300 three-label mask (uint8, float32) against a plain read pass.
add_executable(bench_labels ${CMAKE_CURRENT_LIST_DIR}/bench_labels.cpp)
target_link_libraries(bench_labels PRIVATE scansleuth_checks_labels)
