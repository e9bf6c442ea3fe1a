# SPDX-License-Identifier: BSD-3-Clause
# SPDX-FileCopyrightText: 2026 The ScanSleuth authors
# bench_segwrite: a 512x512x300 label map with 20 classes written as a DICOM SEG (time, size, memory).
add_executable(bench_segwrite ${CMAKE_CURRENT_LIST_DIR}/bench_segwrite.cpp)
target_link_libraries(bench_segwrite PRIVATE scansleuth_io scansleuth_dicomwriter scansleuth_dicomterms
                                             scansleuth_dicomloader)
