#!/bin/bash
# SPDX-License-Identifier: BSD-3-Clause
# SPDX-FileCopyrightText: 2026 The ScanSleuth authors
# docs/guide/screenshots.sh [BUILD_DIR]: takes every picture of the user guide (docs/guide/images/*.png) again,
# from the demo data, with the built scansleuth and scansleuth-cli (BUILD_DIR/bin, default build/). Each
# picture is the window at its default size (1400 x 800), in English, on a first start: the settings, the
# cache (where the demo is written) and the data folders are fresh temporary ones for every picture, so no
# remembered window size, layout, theme or autosave changes it. Runs under xvfb-run with Qt's xcb platform,
# so that the 3D view has OpenGL. Look at the pictures before committing them.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
build=$(cd "${1:-$here/../../build}" && pwd)
out=$here/images
# A fixed folder: the paths the pictures show (status bar, inspector) stay the same from one run to the next.
work=${TMPDIR:-/tmp}/scansleuth-guide
rm -rf "$work"
mkdir -p "$work"
trap 'rm -rf "$work"' EXIT
mkdir -p "$out"
export LANG=C.UTF-8 LC_ALL=C.UTF-8 LANGUAGE=en QT_QPA_PLATFORM=xcb

# shot NAME ARGS...: scansleuth ARGS --screenshot images/NAME.png, on a first start.
shot() {
    local name=$1
    shift
    local home=$work/home-$name
    mkdir -p "$home"
    echo "== $name: scansleuth $*"
    XDG_CONFIG_HOME=$home/config XDG_CACHE_HOME=$home/cache XDG_DATA_HOME=$home/data \
        timeout 600 xvfb-run -a -s "-screen 0 1600x1000x24" \
        "$build/bin/scansleuth" "$@" --screenshot "$out/$name.png"
}

# The demo study: the CT, the flipped mask and the correct one, the investigation at its first step.
shot main-window --demo
# The 2x2 layout with the 3D view.
shot viewing-2x2 --demo --layout 2x2
# The demo investigation after its experiment ran: the evidence step.
shot investigation-evidence --demo --run-experiment
# The demo model's reruns: the determinism experiment and its disagreement map.
shot model-reruns --demo --demo-symptom nondeterministic-results --run-experiment
# The run comparison demo.
shot run-comparison --demo-compare
# The dataset audit demo.
"$build/bin/scansleuth-cli" demo-splits --out "$work/splits" >/dev/null
shot dataset-audit --audit train="$work/splits/train" --audit test="$work/splits/test"
# A CT folder with a DICOM SEG beside it: the organ mask written as a SEG by the CLI.
"$build/bin/scansleuth-cli" demo --out "$work/seg" >/dev/null
"$build/bin/scansleuth-cli" convert "$work/seg/mask.nii.gz" --to-seg --reference "$work/seg/ct" \
    --labels "$work/seg/labels.txt" --out "$work/seg/ct/organs-seg.dcm" >/dev/null
shot seg-overlay "$work/seg/ct"
# The help window and the Help menu's dialogs, from their Qt Test (it saves them when asked to).
if [ -x "$build/bin/tst_help" ]; then
    echo "== help-window, keyboard-shortcuts, report-problem: tst_help"
    home=$work/home-help
    mkdir -p "$home"
    XDG_CONFIG_HOME=$home/config XDG_CACHE_HOME=$home/cache XDG_DATA_HOME=$home/data SCANSLEUTH_GUIDE_SHOTS=$out \
        timeout 600 xvfb-run -a -s "-screen 0 1600x1000x24" "$build/bin/tst_help" \
        userGuideOpensAtItsStartPage shortcutsDialogListsTheTable reportAProblemCopiesTheSystemInformation >/dev/null
fi
ls -l "$out"
