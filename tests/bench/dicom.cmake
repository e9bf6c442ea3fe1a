# SPDX-License-Identifier: BSD-3-Clause
# SPDX-FileCopyrightText: 2026 The ScanSleuth authors
# bench_dicom: convert and load a 512x512x300 CT series against dcm2niix, cat and a plain DCMTK loop.
find_package(DCMTK REQUIRED)

add_executable(bench_dicom ${CMAKE_CURRENT_LIST_DIR}/bench_dicom.cpp)
target_link_libraries(bench_dicom PRIVATE
    scansleuth_dicom scansleuth_dicomwriter scansleuth_demo DCMTK::dcmdata)
target_compile_definitions(bench_dicom PRIVATE SCANSLEUTH_BIN_DIR="${CMAKE_BINARY_DIR}/bin")
add_dependencies(bench_dicom scansleuth-cli)
