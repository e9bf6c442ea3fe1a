# SPDX-License-Identifier: BSD-3-Clause
# SPDX-FileCopyrightText: 2026 The ScanSleuth authors
# bench_checkpair: check-pair on the demo study against loading its files and a one-second limit.
add_executable(bench_checkpair ${CMAKE_CURRENT_LIST_DIR}/bench_checkpair.cpp)
target_link_libraries(bench_checkpair PRIVATE scansleuth_checks_geometry scansleuth_demo scansleuth_io)
