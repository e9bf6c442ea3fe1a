#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# SPDX-FileCopyrightText: 2026 The ScanSleuth authors
# check_qt5_exports.sh [--module MODULE] EXECUTABLE...: fails when an executable exports a symbol that a Qt 5
# library it loads also defines or uses. MODULE is the model module the executables open on first model use
# (libscansleuth-model.so): the Qt 5 libraries it brings count as theirs. Debian's LibTorch brings Qt 5 (through OpenCV's highgui) into every process
# that links it; a Qt 6 inline function our code compiled (QByteArray::append...) and the executable
# exports would then take the place of Qt 5's own, and Qt 5's static initialisers crash in it (seen in the
# Debug/ASan GUI tests). The oracle is binutils: readelf's dynamic symbol tables and ldd's load list.
# Exits 77 (skipped) when none of the executables loads Qt 5 (another LibTorch, a CUDA build).
set -euo pipefail

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
module=
if [[ ${1:-} == --module ]]; then
    module=$2
    shift 2
fi
checked=0
failed=0
for exe in "$@"; do
    mapfile -t qt5 < <({ ldd "$exe"; [[ -n $module ]] && ldd "$module"; } | awk '/libQt5/ && $3 ~ /^\// {print $3}' | sort -u)
    if [[ ${#qt5[@]} -eq 0 ]]; then
        echo "$(basename "$exe"): loads no Qt 5 library"
        continue
    fi
    checked=$((checked + 1))
    # What the executable exports: defined, global or weak, without a version (copy relocations of a
    # library's data, such as std::cout, carry the library's version and are that library's symbols), not
    # the markers every object has (_end, _edata, __bss_start).
    readelf --dyn-syms -W "$exe" |
        awk '$7 != "UND" && ($5 == "GLOBAL" || $5 == "WEAK") && $8 != "" && $8 !~ /@/ &&
             $8 !~ /^(_end|_edata|__bss_start)$/ {print $8}' |
        sort -u >"$tmp/exports"
    for lib in "${qt5[@]}"; do
        readelf --dyn-syms -W "$lib" | awk '($5 == "GLOBAL" || $5 == "WEAK") && $8 != "" {sub(/@.*/, "", $8); print $8}'
    done | sort -u >"$tmp/qt5"
    comm -12 "$tmp/exports" "$tmp/qt5" >"$tmp/clash"
    echo "$(basename "$exe"): exports $(wc -l <"$tmp/exports") symbols, loads ${#qt5[@]} Qt 5 libraries" \
        "($(basename -a "${qt5[@]}" | tr '\n' ' ')), $(wc -l <"$tmp/clash") in common"
    if [[ -s $tmp/clash ]]; then
        failed=$((failed + 1))
        head -20 "$tmp/clash" | c++filt | sed 's/^/    /'
    fi
done
if [[ $checked -eq 0 ]]; then
    echo "None of the executables loads Qt 5: nothing to check."
    exit 77
fi
if [[ $failed -gt 0 ]]; then
    echo "FAILED: $failed executables export symbols that Qt 5 binds to (see the top-level CMakeLists.txt)" >&2
    exit 1
fi
