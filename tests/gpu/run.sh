#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#
# The GPU check of the model part (issue 10), run from the repository root on a machine with one CUDA GPU,
# python3 with a CUDA torch, CMake and a compiler (no Qt, ITK, DCMTK, VTK or nlohmann_json needed):
#
#   tests/gpu/run.sh
#
# 1. builds the SCANSLEUTH_MODEL_ONLY part (Release, Ninja when present) against the LibTorch inside the
#    pip-installed torch (torch.utils.cmake_prefix_path), with the nlohmann_json header carried in
#    tests/gpu/third_party (or SCANSLEUTH_JSON_INCLUDE_DIR);
# 2. runs its ctest suites with SCANSLEUTH_TEST_DEVICE=cuda (the model tests run on CUDA);
# 3. writes the example segmenter (scansleuth-cli model example) and a synthetic CT-sized NIfTI input, and
#    prints CPU vs CUDA agreement and determinism with and without TF32 (scansleuth-cli model determinism),
#    one CUDA run (scansleuth-cli model run), and patches per second of raw LibTorch, our sliding window and
#    Python's torch on the same TorchScript file (bench_inference);
# 4. prints a summary table. Every stage has its own time limit; the whole run stays under 8 minutes.
#
# Outputs (logs, JSON, the summary) go to $OUT when set, else build-gpu/out. Exit status: 0 when every stage
# passed, 1 otherwise (the summary says which). Environment knobs:
#   SCANSLEUTH_GPU_BUILD_DIR   build folder (default build-gpu)
#   SCANSLEUTH_TORCH_PREFIX    a LibTorch's CMake prefix instead of Python torch's (e.g. /usr: Debian's, CPU)
#   SCANSLEUTH_JSON_INCLUDE_DIR  a folder holding nlohmann/json.hpp (default: the carried copy)
#   SCANSLEUTH_GPU_REPEATS     repeats of the determinism experiment (default 5)
#   SCANSLEUTH_GPU_RUN_ARGS    extra arguments for `model run`; SCANSLEUTH_GPU_BENCH_ARGS for bench_inference
# shellcheck disable=SC2317 # the functions run through `export -f` in the stages' child shells
set -uo pipefail
cd "$(dirname "$0")/../.." || exit 1

readonly BUILD=${SCANSLEUTH_GPU_BUILD_DIR:-build-gpu}
readonly RESULTS=${OUT:-$PWD/$BUILD/out}
readonly WORK=$BUILD/gpu-work
readonly REPEATS=${SCANSLEUTH_GPU_REPEATS:-5}
readonly CLI=$BUILD/bin/scansleuth-cli
readonly BENCH=$BUILD/bin/bench_inference
readonly START=$SECONDS
readonly BUDGET=$((7 * 60 + 40)) # seconds for all stages together: under 8 minutes with the summary
mkdir -p "$RESULTS" "$WORK"

declare -a SUMMARY=()
FAILED=0

# stage NAME LIMIT_SECONDS COMMAND...: runs COMMAND under `timeout`, its output to the terminal and to
# $RESULTS/NAME.log; never longer than the time left in the budget. Records the result for the summary.
stage() {
    local name=$1 limit=$2
    shift 2
    local left=$((BUDGET - (SECONDS - START)))
    if ((left < 5)); then
        SUMMARY+=("$(printf '%-22s %-8s %6s  %s' "$name" skipped - "no time left in the 8-minute budget")")
        FAILED=1
        return 1
    fi
    ((limit > left)) && limit=$left
    echo
    echo "=== $name (limit ${limit}s)"
    local begin=$SECONDS rc
    # Through bash so that COMMAND may also be one of the functions below (exported with export -f).
    timeout --kill-after=10 "$limit" bash -c '"$@"' bash "$@" 2>&1 | tee "$RESULTS/$name.log"
    rc=${PIPESTATUS[0]}
    local took=$((SECONDS - begin)) status=ok note=""
    if ((rc == 124 || rc == 137)); then
        status=TIMEOUT note="stopped after ${limit}s"
    elif ((rc != 0)); then
        status=FAILED note="exit $rc, see $RESULTS/$name.log"
    fi
    [[ $status == ok ]] || FAILED=1
    SUMMARY+=("$(printf '%-22s %-8s %5ss  %s' "$name" "$status" "$took" "$note")")
    return "$rc"
}

# need PATH WHAT: fails the named stage clearly when a binary someone else writes is not built yet.
need() {
    if [[ ! -x $1 ]]; then
        echo "tests/gpu/run.sh: $1 is missing: $2" >&2
        return 1
    fi
}

# A synthetic CT-like volume (int16, 160 x 160 x 96, 1 x 1 x 2 mm, a bright ellipsoid in -1000 HU air) as
# NIfTI-1, written with Python's standard library only (no nibabel on a bare GPU server).
write_input() {
    python3 - "$1" <<'PY'
import array, math, struct, sys
nx, ny, nz = 160, 160, 96
hdr = bytearray(348)
struct.pack_into("<i", hdr, 0, 348)
struct.pack_into("<8h", hdr, 40, 3, nx, ny, nz, 1, 1, 1, 1)
struct.pack_into("<hh", hdr, 70, 4, 16)                     # int16
struct.pack_into("<8f", hdr, 76, 1, 1.0, 1.0, 2.0, 1, 1, 1, 1)
struct.pack_into("<fff", hdr, 108, 352.0, 1.0, 0.0)         # vox_offset, scl_slope, scl_inter
struct.pack_into("<B", hdr, 123, 2)                         # mm
struct.pack_into("<hh", hdr, 252, 1, 1)                     # qform_code, sform_code
struct.pack_into("<3f", hdr, 268, -80.0, -80.0, -96.0)      # qoffset (identity quaternion)
struct.pack_into("<4f", hdr, 280, 1.0, 0, 0, -80.0)
struct.pack_into("<4f", hdr, 296, 0, 1.0, 0, -80.0)
struct.pack_into("<4f", hdr, 312, 0, 0, 2.0, -96.0)
hdr[344:348] = b"n+1\0"
vox = array.array("h", [-1000]) * (nx * ny * nz)
for k in range(nz):
    for j in range(ny):
        row = (k * ny + j) * nx
        for i in range(nx):
            d = ((i - 80) / 50) ** 2 + ((j - 80) / 40) ** 2 + ((k - 48) / 30) ** 2
            if d < 1:
                vox[row + i] = int(40 + 30 * math.sin(i / 7.0) * math.cos(j / 5.0) + k)
if sys.byteorder != "little":
    vox.byteswap()
with open(sys.argv[1], "wb") as f:
    f.write(hdr + b"\0\0\0\0" + vox.tobytes())
PY
}

configure() {
    local prefix
    prefix=${SCANSLEUTH_TORCH_PREFIX:-$(python3 -c 'import torch; print(torch.utils.cmake_prefix_path)')} || return 1
    local generator=()
    command -v ninja >/dev/null && generator=(-G Ninja)
    local json=()
    [[ -n ${SCANSLEUTH_JSON_INCLUDE_DIR:-} ]] && json=(-DSCANSLEUTH_JSON_INCLUDE_DIR="$SCANSLEUTH_JSON_INCLUDE_DIR")
    cmake -S . -B "$BUILD" "${generator[@]}" -DCMAKE_BUILD_TYPE=Release -DSCANSLEUTH_MODEL_ONLY=ON \
        -DCMAKE_PREFIX_PATH="$prefix" "${json[@]}" \
        -DCMAKE_DISABLE_FIND_PACKAGE_Qt6=ON -DCMAKE_DISABLE_FIND_PACKAGE_ITK=ON \
        -DCMAKE_DISABLE_FIND_PACKAGE_DCMTK=ON -DCMAKE_DISABLE_FIND_PACKAGE_VTK=ON
}

export -f need write_input configure
export BUILD
# Torch's CMake files look for the CUDA toolkit (nvcc) themselves.
if ! command -v nvcc >/dev/null && [[ -x /usr/local/cuda/bin/nvcc ]]; then
    export PATH=/usr/local/cuda/bin:$PATH
fi

echo "ScanSleuth GPU check: $(git rev-parse --short HEAD 2>/dev/null || echo 'no git'), results in $RESULTS"
stage environment 60 bash -c 'nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv,noheader || true
    python3 -c "import torch; print(\"torch\", torch.__version__, \"cuda\", torch.version.cuda, \"available\", torch.cuda.is_available(), torch.cuda.get_device_name(0) if torch.cuda.is_available() else \"\")"
    cmake --version | head -1; (nvcc --version || /usr/local/cuda/bin/nvcc --version) 2>/dev/null | tail -1; nproc'

if stage configure 120 configure && stage build 300 cmake --build "$BUILD" -j "$(nproc)"; then
    stage ctest-cuda 120 env SCANSLEUTH_TEST_DEVICE=cuda ctest --test-dir "$BUILD" --output-on-failure \
        --timeout 100 -j 4 --output-junit "$RESULTS/ctest-cuda.xml"

    MODEL=$WORK/segmenter.pt
    INPUT=$WORK/ct.nii
    stage model-example 60 bash -c "need '$CLI' 'scansleuth-cli was not built' &&
        '$CLI' model example --kind segmenter --out '$MODEL'"
    stage input 60 write_input "$INPUT"
    if [[ -s $MODEL && -s $INPUT ]]; then
        # --json on stdout: keep it apart from the log so that it stays parseable.
        stage determinism 120 bash -c "'$CLI' model determinism '$MODEL' '$INPUT' --repeats $REPEATS \
            --device cuda --variants cpu-vs-cuda,tf32 --json > '$RESULTS/determinism.json'; rc=\$?;
            cat '$RESULTS/determinism.json'; exit \$rc"
        # shellcheck disable=SC2086 # the extra arguments are words on purpose
        stage run-cuda 60 "$CLI" model run "$MODEL" "$INPUT" --device cuda --out "$WORK/prediction.nii" \
            ${SCANSLEUTH_GPU_RUN_ARGS:-}
        # shellcheck disable=SC2086
        stage bench-inference 120 bash -c "need '$BENCH' 'bench_inference was not built \
(tests/bench/inference.cmake)' && '$BENCH' --model '$MODEL' --device cuda ${SCANSLEUTH_GPU_BENCH_ARGS:-}"
    else
        SUMMARY+=("$(printf '%-22s %-8s %6s  %s' "model stages" skipped - "no example model or input")")
        FAILED=1
    fi
fi

{
    echo
    echo "=== summary ($((SECONDS - START))s of the 8-minute budget)"
    printf '%-22s %-8s %6s  %s\n' stage status time note
    printf '%s\n' "${SUMMARY[@]}"
    if [[ -s $RESULTS/determinism.json ]] && command -v python3 >/dev/null; then
        echo
        echo "determinism (from determinism.json):"
        python3 - "$RESULTS/determinism.json" <<'PY' || true
import json, sys
doc = json.load(open(sys.argv[1]))
def walk(node, path=""):
    # Prints every number and boolean, one per line, by its JSON path: no schema assumed.
    if isinstance(node, dict):
        for k, v in node.items():
            walk(v, f"{path}.{k}" if path else k)
    elif isinstance(node, list):
        for i, v in enumerate(node[:20]):
            walk(v, f"{path}[{i}]")
    elif isinstance(node, (bool, int, float)) or (isinstance(node, str) and len(node) < 60):
        print(f"  {path:<58} {node}")
walk(doc)
PY
    fi
    if [[ -s $RESULTS/bench-inference.log ]]; then
        echo
        echo "patches per second (bench_inference):"
        grep -iE 'patch|/s|ratio|python|libtorch|window' "$RESULTS/bench-inference.log" | sed 's/^/  /' | head -20
    fi
    echo
    ((FAILED == 0)) && echo "RESULT: all stages passed" || echo "RESULT: some stages failed (see above)"
} | tee "$RESULTS/summary.txt"
exit "$FAILED"
