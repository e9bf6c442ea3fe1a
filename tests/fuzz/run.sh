#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# SPDX-FileCopyrightText: 2026 The ScanSleuth authors
# tests/fuzz/run.sh SECONDS [BUILD_DIR]: configures and builds the libFuzzer targets with clang in
# BUILD_DIR (default build-fuzz), seeds each from the test fixtures, runs each for SECONDS and exits
# non-zero when any target found a crash, a leak, a timeout or ran out of memory. Crashers are left in
# BUILD_DIR/artifacts, the growing corpora in BUILD_DIR/corpus, logs in BUILD_DIR/logs.
# Environment: FUZZ_TARGETS="fuzz_png fuzz_slurm" runs only those; JOBS=N build jobs (default nproc);
# SCANSLEUTH_FIXTURES=DIR more seed files (default ../shared/fixtures beside the repository when it exists;
# empty: none). Seeds come from tests/fuzz/seeds.sh, which the fuzz_*_corpus ctests use too.
set -euo pipefail

if [[ $# -lt 1 || ! $1 =~ ^[0-9]+$ ]]; then
    echo "usage: $0 SECONDS [BUILD_DIR]" >&2
    exit 2
fi
run_seconds=$1
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${2:-build-fuzz}
[[ $build = /* ]] || build=$root/$build

command -v clang++ >/dev/null || { echo "clang++ is missing: run packaging/install-deps.sh" >&2; exit 2; }
cmake -S "$root" -B "$build" -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo \
    -DCMAKE_C_COMPILER=clang -DCMAKE_CXX_COMPILER=clang++ \
    -DSCANSLEUTH_FUZZ=ON -DSCANSLEUTH_BUILD_GUI=OFF -DSCANSLEUTH_BUILD_TESTS=OFF >/dev/null
cmake --build "$build" --target fuzzers -j"${JOBS:-$(nproc)}"

# Seeds: written fresh at every run (tests/fuzz/seeds.sh), never committed here.
"$root/tests/fuzz/seeds.sh" "$build/seeds"

declare -A max_len=(
    [fuzz_dicom]=1258291 [fuzz_segmentation]=1258291 [fuzz_nifti]=262144 [fuzz_nifti_gz]=262144 [fuzz_investigation]=65536
    [fuzz_png]=65536 [fuzz_slurm]=131072 [fuzz_traininglog]=131072)
targets=(${FUZZ_TARGETS:-fuzz_dicom fuzz_segmentation fuzz_nifti fuzz_nifti_gz fuzz_investigation fuzz_png fuzz_slurm fuzz_traininglog})
mkdir -p "$build/artifacts" "$build/logs"
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=0}
export UBSAN_OPTIONS=${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}
failed=()
for t in "${targets[@]}"; do
    mkdir -p "$build/corpus/$t" "$build/seeds/$t"
    log=$build/logs/$t.log
    echo "== $t: ${run_seconds}s"
    status=0
    "$build/fuzz/$t" -max_total_time="$run_seconds" -timeout=10 -rss_limit_mb=2048 -max_len="${max_len[$t]}" \
        -print_final_stats=1 -artifact_prefix="$build/artifacts/$t-" \
        "$build/corpus/$t" "$build/seeds/$t" >"$log" 2>&1 || status=$?
    runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
    echo "   $t: exit $status, ${runs:-?} executions"
    if [[ $status -ne 0 ]]; then
        failed+=("$t")
        grep -m5 -E 'ERROR: |runtime error|SUMMARY|Test unit written' "$log" | sed 's/^/   /' || true
    fi
done
if [[ ${#failed[@]} -gt 0 ]]; then
    echo "FAILED: ${failed[*]} (logs in $build/logs, inputs in $build/artifacts)" >&2
    exit 1
fi
echo "All ${#targets[@]} targets ran ${run_seconds}s without a crash, leak or timeout."
