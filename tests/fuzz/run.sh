#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# SPDX-FileCopyrightText: 2026 The ScanSleuth authors
# tests/fuzz/run.sh SECONDS [BUILD_DIR]: configures and builds the libFuzzer targets with clang in
# BUILD_DIR (default build-fuzz), seeds each from the test fixtures, runs each for SECONDS and exits
# non-zero when any target found a crash, a leak, a timeout or ran out of memory. Crashers are left in
# BUILD_DIR/artifacts, the growing corpora in BUILD_DIR/corpus, logs in BUILD_DIR/logs.
# Environment: FUZZ_TARGETS="fuzz_png fuzz_slurm" runs only those; JOBS=N build jobs (default nproc);
# SCANSLEUTH_FIXTURES=DIR more seed files (default /work/shared/fixtures when it exists).
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

# Seeds: copied fresh at every run (named by content, so duplicates fold), never committed here.
fixtures=${SCANSLEUTH_FIXTURES:-/work/shared/fixtures}
data_dirs=("$root/tests/data")
[[ -d $fixtures ]] && data_dirs+=("$fixtures")
seed() { # seed TARGET FILE...: copies the files into the target's seed folder
    local dir=$build/seeds/$1 f
    shift
    mkdir -p "$dir"
    for f in "$@"; do
        cp "$f" "$dir/$(sha1sum <"$f" | cut -c1-16)"
    done
}
seed_stdin() { # seed_stdin TARGET < bytes
    local dir=$build/seeds/$1 tmp
    mkdir -p "$dir"
    tmp=$(mktemp "$dir/.tmp.XXXXXX")
    cat >"$tmp"
    mv "$tmp" "$dir/$(sha1sum <"$tmp" | cut -c1-16)"
}
find_seeds() { # find_seeds MAXBYTES find-expression...: matching files of the fixture folders
    local max=$1
    shift
    find "${data_dirs[@]}" -type f -size -"$max"c \( "$@" \) -print0 | sort -z
}
rm -rf "$build/seeds"
# DICOM up to 1.2 MB: the enhanced CT and the JPEG 2000 / JPEG lossless mosaics are 1 MB.
mapfile -d '' files < <(find_seeds 1258292 -path '*/dicom/*' ! -name '*.json' ! -name '*.txt' -o -name '*.dcm')
seed fuzz_dicom "${files[@]}"
mapfile -d '' files < <(find_seeds 262144 -name '*.nii' -o -name '*.nii.gz' -o -name '*.hdr')
seed fuzz_nifti "${files[@]}"
# head closes the pipe early on large files: the writer's SIGPIPE is expected.
for f in "${files[@]}"; do
    case $f in
    *.nii.gz) { printf '\001'; gzip -dc "$f" 2>/dev/null || true; } | head -c 262144 | seed_stdin fuzz_nifti_gz ;;
    *.nii) { printf '\001'; cat "$f"; } | head -c 262144 | seed_stdin fuzz_nifti_gz ;;
    *.hdr) [[ -f ${f%.hdr}.img ]] && { printf '\000'; cat "$f" "${f%.hdr}.img" || true; } | head -c 262144 |
        seed_stdin fuzz_nifti_gz ;;
    esac
done
seed fuzz_investigation "$root"/tests/fuzz/seeds/investigation/*
seed fuzz_png "$root"/tests/fuzz/seeds/png/*
mapfile -d '' files < <(find_seeds 262144 -path '*/logs/*' \( -name '*.err' -o -name '*.out' -o -name 'sacct*' \))
seed fuzz_slurm "${files[@]}"
mapfile -d '' files < <(find_seeds 262144 -path '*/logs/*' -name '*.csv')
seed fuzz_traininglog "${files[@]}"
# The regression inputs of tests/malformed are seeds too, for the target named by their prefix.
for f in "$root"/tests/data/malformed/*; do
    [[ -f $f ]] || continue
    case $(basename "$f") in
    dicom_*) seed fuzz_dicom "$f" ;;
    nifti_*) seed fuzz_nifti "$f" ;;
    investigation_*) seed fuzz_investigation "$f" ;;
    png_*) seed fuzz_png "$f" ;;
    slurm_* | sacct_*) seed fuzz_slurm "$f" ;;
    training_*) seed fuzz_traininglog "$f" ;;
    esac
done

declare -A max_len=(
    [fuzz_dicom]=1258291 [fuzz_nifti]=262144 [fuzz_nifti_gz]=262144 [fuzz_investigation]=65536
    [fuzz_png]=65536 [fuzz_slurm]=131072 [fuzz_traininglog]=131072)
targets=(${FUZZ_TARGETS:-fuzz_dicom fuzz_nifti fuzz_nifti_gz fuzz_investigation fuzz_png fuzz_slurm fuzz_traininglog})
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
