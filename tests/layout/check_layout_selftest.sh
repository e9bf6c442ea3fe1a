#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# SPDX-FileCopyrightText: 2026 The ScanSleuth authors
# check_layout_selftest.sh CHECKER: the layout check must catch each kind of broken include in a small tree
# built here (the negative control of tst_layout), and pass the same tree once the breaks are taken out.
set -uo pipefail
checker=$1
tree=$(mktemp -d)
trap 'rm -rf "$tree"' EXIT
put() { mkdir -p "$(dirname "$tree/$1")" && printf '%s\n' "${@:2}" >"$tree/$1"; }

put core/base/result.h '#pragma once' '#include <string>'
put core/volume/volume.h '#pragma once' '#include "base/result.h"'
put core/checks/labels/labels.cpp '#include "base/result.h"' '#include "volume/volume.h"'
put core/model/torchsupport.h '#pragma once' '#include <torch/script.h>'
put core/model/model.cpp '#include "torchsupport.h"'
put widgets/sliceview.h '#pragma once' '#include <QWidget>' '#include "volume/volume.h"'
put app/gui/main.cpp '#include "widgets/sliceview.h"'
put core/checks/audit/sources/sources.h '#pragma once' '#include "base/result.h"'
put core/checks/audit/records/records.h '#pragma once' '#include "checks/audit/sources/sources.h"'
put core/checks/audit/output/auditjson.h '#pragma once' '#include "checks/audit/records/records.h"'
"$checker" --root "$tree" >"$tree/clean.txt"
if [[ $? -ne 0 ]]; then
    echo "FAIL: a tree that keeps the rule was refused:"; cat "$tree/clean.txt"; exit 1
fi

put core/volume/geometry.h '#pragma once' '#include <QString>'
put core/checks/labels/up.cpp '#include "widgets/sliceview.h"'
put core/checks/labels/sideways.cpp '#include "model/model.h"'
put core/model/model.h '#pragma once'
put core/model/inference.h '#pragma once' '#include "torchsupport.h"'
put core/io/itk/reader.cpp '#include <itkImage.h>'
put core/checks/geometry/itkuse.cpp '#include <itkImage.h>'
put widgets/back.cpp '#include "app/gui/main.h"'
put app/gui/main.h '#pragma once'
put core/newpart/thing.cpp '#include "base/result.h"'
put core/checks/audit/sources/listsources.cpp '#include "checks/audit/output/auditjson.h"'
put core/checks/audit/loose.cpp '#include "checks/audit/records/records.h"'
"$checker" --root "$tree" >"$tree/broken.txt"
status=$?
failed=0
expect() {
    if ! grep -qF "$1" "$tree/broken.txt"; then
        echo "FAIL: not reported: $1"; failed=1
    fi
}
expect 'core/volume/geometry.h:2: #include QString: Qt belongs in'
expect 'core/checks/labels/up.cpp:1: #include widgets/sliceview.h: core/checks/labels may not include widgets'
expect 'core/checks/labels/sideways.cpp:1: #include model/model.h: core/checks/labels may not include core/model'
expect 'core/model/inference.h:2: #include torchsupport.h: includes LibTorch'
expect 'core/checks/geometry/itkuse.cpp:1: #include itkImage.h: ITK belongs in core/io/itk'
expect 'widgets/back.cpp:1: #include app/gui/main.h: widgets may not include app/gui'
expect 'core/newpart/thing.cpp: the part core/newpart is not in the rule'
expect 'core/checks/audit/sources/listsources.cpp:1: #include checks/audit/output/auditjson.h: the audit stage sources may not include output'
expect "core/checks/audit/loose.cpp: core/checks/audit's sources live in its stages' folders"
if grep -qF 'core/io/itk/reader.cpp' "$tree/broken.txt"; then
    echo "FAIL: ITK in core/io/itk was refused"; failed=1
fi
[[ $status -eq 1 ]] || { echo "FAIL: exit $status, expected 1"; failed=1; }
[[ $(grep -c 'break the rule' "$tree/broken.txt") -eq 1 ]] && grep -q '; 9 includes break the rule' "$tree/broken.txt" ||
    { echo "FAIL: expected 9 breaks:"; cat "$tree/broken.txt"; failed=1; }
[[ $failed -eq 0 ]] && echo "ok: the clean tree passes, each of 9 breaks is named"
exit $failed
