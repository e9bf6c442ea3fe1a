# SPDX-License-Identifier: BSD-3-Clause
# SPDX-FileCopyrightText: 2026 The ScanSleuth authors
# bench_runs: the whole run comparison from .nii.gz files against reading them, and the 100-cases limit.
add_executable(bench_runs ${CMAKE_CURRENT_LIST_DIR}/bench_runs.cpp)
target_link_libraries(bench_runs PRIVATE scansleuth_compare_runs scansleuth_io)
