# SPDX-License-Identifier: BSD-3-Clause
# SPDX-FileCopyrightText: 2026 The ScanSleuth authors
# bench_rtstruct: read and rasterise an RTSTRUCT of 20 structures on a 512x512x300 CT, against plastimatch.
find_package(DCMTK REQUIRED)

add_executable(bench_rtstruct ${CMAKE_CURRENT_LIST_DIR}/bench_rtstruct.cpp)
target_link_libraries(bench_rtstruct PRIVATE
    scansleuth_io scansleuth_dicom scansleuth_dicomloader scansleuth_dicomwriter DCMTK::dcmdata)
