#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# SPDX-FileCopyrightText: 2026 The ScanSleuth authors
# tests/fuzz/seeds.sh OUT_DIR: writes the seeds of each fuzz target to OUT_DIR/TARGET (emptied first), from
# tests/data, tests/fuzz/seeds, tests/data/malformed and the shared fixtures. Files are named by content, so
# duplicates fold. run.sh seeds libFuzzer with them; the fuzz_*_corpus ctests run every one.
# The shared fixtures: $SCANSLEUTH_FIXTURES when set (empty: none), else ../shared/fixtures next to the
# repository when that exists, else none.
set -euo pipefail

if [[ $# -ne 1 ]]; then
    echo "usage: $0 OUT_DIR" >&2
    exit 2
fi
root=$(cd "$(dirname "$0")/../.." && pwd)
out=$1
fixtures=${SCANSLEUTH_FIXTURES-$root/../shared/fixtures}
data_dirs=("$root/tests/data")
if [[ -n $fixtures && -d $fixtures ]]; then
    data_dirs+=("$(cd "$fixtures" && pwd)")
    echo "seeds: tests/data and the fixtures in ${data_dirs[1]}"
elif [[ -n $fixtures ]]; then
    echo "seeds: tests/data only ($fixtures does not exist; SCANSLEUTH_FIXTURES=DIR names another)"
fi

seed() { # seed TARGET FILE...: copies the files into the target's seed folder
    local dir=$out/$1 f
    shift
    mkdir -p "$dir"
    for f in "$@"; do
        cp "$f" "$dir/$(sha1sum <"$f" | cut -c1-16)"
    done
}
seed_stdin() { # seed_stdin TARGET < bytes
    local dir=$out/$1 tmp
    mkdir -p "$dir"
    tmp=$(mktemp "$dir/.tmp.XXXXXX")
    cat >"$tmp"
    mv "$tmp" "$dir/$(sha1sum <"$tmp" | cut -c1-16)"
}
find_seeds() { # find_seeds MAXBYTES find-expression...: matching files of the data folders
    local max=$1
    shift
    find "${data_dirs[@]}" -type f -size -"$max"c \( "$@" \) -print0 | sort -z
}
rm -rf "$out"
mkdir -p "$out"
# DICOM up to 1.2 MB: the enhanced CT and the JPEG 2000 / JPEG lossless mosaics are 1 MB.
mapfile -d '' files < <(find_seeds 1258292 -path '*/dicom/*' ! -name '*.json' ! -name '*.txt' -o -name '*.dcm')
seed fuzz_dicom "${files[@]}"
# SEG and RTSTRUCT objects (not the CT slices beside them), real and synthetic, up to 1.2 MB.
mapfile -d '' files < <(find_seeds 1258292 -path '*seg_rtstruct*' ! -path '*/ct/*' ! -path '*/image/*' \
    \( -name '*.dcm' -o -name '*.seg' \))
seed fuzz_segmentation "${files[@]}"
mapfile -d '' files < <(find_seeds 262144 -name '*.nii' -o -name '*.nii.gz' -o -name '*.hdr')
seed fuzz_nifti "${files[@]}"
# fuzz_nifti_gz takes the uncompressed bytes behind a layout byte. head closes the pipe early on large
# files: the writer's SIGPIPE is expected.
for f in "${files[@]}"; do
    case $f in
    *.nii.gz) { printf '\001'; gzip -dc "$f" 2>/dev/null || true; } | head -c 262144 | seed_stdin fuzz_nifti_gz ;;
    *.nii) { printf '\001'; cat "$f"; } | head -c 262144 | seed_stdin fuzz_nifti_gz ;;
    *.hdr) if [[ -f ${f%.hdr}.img ]]; then
        { printf '\000'; cat "$f" "${f%.hdr}.img" || true; } | head -c 262144 | seed_stdin fuzz_nifti_gz
    fi ;;
    esac
done
seed fuzz_investigation "$root"/tests/fuzz/seeds/investigation/*
seed fuzz_png "$root"/tests/fuzz/seeds/png/*
mapfile -d '' files < <(find_seeds 262144 -path '*/logs/*' \( -name '*.err' -o -name '*.out' -o -name 'sacct*' \))
seed fuzz_slurm "${files[@]}"
mapfile -d '' files < <(find_seeds 262144 -path '*/logs/*' -name '*.csv')
seed fuzz_traininglog "${files[@]}"
# The regression inputs of tests/data/malformed are seeds too, for the target named by their prefix.
for f in "$root"/tests/data/malformed/*; do
    [[ -f $f ]] || continue
    case $(basename "$f") in
    dicom_*) seed fuzz_dicom "$f" ;;
    seg_* | rtstruct_*) seed fuzz_segmentation "$f" ;;
    nifti*) seed fuzz_nifti "$f" ;;
    investigation_*) seed fuzz_investigation "$f" ;;
    png_*) seed fuzz_png "$f" ;;
    slurm_* | sacct_*) seed fuzz_slurm "$f" ;;
    training_*) seed fuzz_traininglog "$f" ;;
    esac
done
for dir in "$out"/*/; do
    echo "seeds: $(basename "$dir"): $(find "$dir" -type f | wc -l) files"
done
