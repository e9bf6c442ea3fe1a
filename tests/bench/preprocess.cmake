# SPDX-License-Identifier: BSD-3-Clause
# SPDX-FileCopyrightText: 2026 The ScanSleuth authors
# bench_preprocess: reorient + resample + z-score of a 512x512x300 CT against numpy/scipy in the same run.
add_executable(bench_preprocess ${CMAKE_CURRENT_LIST_DIR}/bench_preprocess.cpp)
target_link_libraries(bench_preprocess PRIVATE scansleuth_preprocess)
