# SPDX-License-Identifier: BSD-3-Clause
# SPDX-FileCopyrightText: 2026 The ScanSleuth authors
# bench_nifti: loading a 512x512x300 int16 .nii.gz against igzip -d, gzip -d and ITK's NIfTI reader.
# ITK is the peer only: its headers and libraries reach this executable and nothing else.
add_executable(bench_nifti ${CMAKE_CURRENT_LIST_DIR}/bench_nifti.cpp)
target_link_libraries(bench_nifti PRIVATE scansleuth_nifti)
find_package(ITK QUIET COMPONENTS ITKCommon ITKIOImageBase ITKIONIFTI)
if(ITK_FOUND)
    target_include_directories(bench_nifti SYSTEM PRIVATE ${ITK_INCLUDE_DIRS})
    target_link_libraries(bench_nifti PRIVATE ${ITK_LIBRARIES})
    target_compile_definitions(bench_nifti PRIVATE SCANSLEUTH_BENCH_HAVE_ITK=1)
else()
    message(STATUS "bench_nifti: ITK not found, the ITK peer is left out")
endif()
