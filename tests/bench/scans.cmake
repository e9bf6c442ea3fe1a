# SPDX-License-Identifier: BSD-3-Clause
# SPDX-FileCopyrightText: 2026 The ScanSleuth authors
# bench_scans: the dataset scan against io::loadPath() on the same folder (the loading it cannot avoid),
# and the SLURM and training-log readers against reading the same text line by line.
add_executable(bench_scans ${CMAKE_CURRENT_LIST_DIR}/bench_scans.cpp)
target_link_libraries(bench_scans PRIVATE scansleuth_checks_scans scansleuth_io)
target_compile_definitions(bench_scans PRIVATE SCANSLEUTH_TEST_DATA_DIR="${SCANSLEUTH_TEST_DATA_DIR}")
