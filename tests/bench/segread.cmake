# SPDX-License-Identifier: BSD-3-Clause
# SPDX-FileCopyrightText: 2026 The ScanSleuth authors
# bench_segread: read and place a 20-segment binary SEG on a 512x512x300 CT against reading the CT (limit 2x).
find_package(DCMTK REQUIRED)

add_executable(bench_segread ${CMAKE_CURRENT_LIST_DIR}/bench_segread.cpp)
target_link_libraries(bench_segread PRIVATE scansleuth_dicom scansleuth_dicomloader scansleuth_dicomwriter DCMTK::dcmdata)
