# SPDX-License-Identifier: BSD-3-Clause
# SPDX-FileCopyrightText: 2026 The ScanSleuth authors
# bench_audit: the content fingerprint against only loading the same files, and the near-duplicate search over
# 10,000 records against its 2 s limit (docs/audit-fingerprints.md).
add_executable(bench_audit ${CMAKE_CURRENT_LIST_DIR}/bench_audit.cpp)
target_link_libraries(bench_audit PRIVATE scansleuth_checks_audit scansleuth_io scansleuth_nifti)
target_include_directories(bench_audit PRIVATE ${SCANSLEUTH_TESTS_DIR}) # "support/..."
target_compile_definitions(bench_audit PRIVATE SCANSLEUTH_TEST_DATA_DIR="${SCANSLEUTH_TEST_DATA_DIR}")
