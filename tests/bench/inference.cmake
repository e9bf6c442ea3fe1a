# SPDX-License-Identifier: BSD-3-Clause
# SPDX-FileCopyrightText: 2026 The ScanSleuth authors
# bench_inference: patches per second of raw LibTorch forward calls, our sliding window (model/windowing.h) and
# Python's torch on the same TorchScript file and patch grid. No Qt: it builds in a SCANSLEUTH_MODEL_ONLY build.
if(NOT TARGET scansleuth_model_torch)
    return()
endif()
find_package(Torch REQUIRED)
add_executable(bench_inference ${CMAKE_CURRENT_LIST_DIR}/bench_inference.cpp)
target_link_libraries(bench_inference PRIVATE scansleuth_model_torch ${TORCH_LIBRARIES})
target_include_directories(bench_inference PRIVATE ${CMAKE_SOURCE_DIR}/core ${TORCH_INCLUDE_DIRS})
separate_arguments(SCANSLEUTH_TORCH_BENCH_FLAGS UNIX_COMMAND "${TORCH_CXX_FLAGS}")
target_compile_options(bench_inference PRIVATE ${SCANSLEUTH_TORCH_BENCH_FLAGS})
