#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# SPDX-FileCopyrightText: 2026 The ScanSleuth authors
# check_lazy_modules.sh CLI GUI DATA: fails when a command maps a heavy toolkit it does not use, or when a
# command that uses one does not map it (which would mean this check sees nothing). The toolkits sit in
# modules opened on first use (base/module.h): LibTorch (libscansleuth-model.so), ITK with HDF5 and MINC
# (libscansleuth-itkio.so), DCMTK and OpenJPEG (libscansleuth-dicom.so), VTK for the GUI's 3D view
# (libscansleuth-scene3d.so) and, for scansleuth-cli, Qt (libscansleuth-pdf.so); nor does the GUI's start map Qt's image-format plugins. Each command must also
# end with its expected exit status, so that one stopped by a usage error proves nothing. The oracle is the
# dynamic loader itself: LD_DEBUG=files lists every shared object a process maps, at start and by dlopen.
# GUI may be "-" (a build without the GUI).
set -uo pipefail
cli=$1
gui=$2
data=$3
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export QT_QPA_PLATFORM=offscreen
# The GUI's settings (its layout among them) stay in here, not in the user's.
export XDG_CONFIG_HOME=$work/config
failed=0

# maps KIND: the first shared objects of that toolkit the last command mapped, space-separated.
maps() {
    local pattern
    case $1 in
    torch) pattern='libtorch|libc10|libscansleuth-model' ;;
    itk) pattern='libITKCommon|libscansleuth-itkio' ;;
    dicom) pattern='libdcmdata|libopenjp2|libscansleuth-dicom' ;;
    qt) pattern='libQt6Core|libscansleuth-pdf' ;;
    vtk) pattern='libvtkCommonCore|libscansleuth-scene3d' ;;
    images) pattern='plugins/imageformats/' ;;
    esac
    grep -Eo "file=[^ ]*($pattern)[^ ]*" "$work/debug" | sort -u | head -2 | tr '\n' ' '
}

# loads NAME STATUS EXPECT COMMAND...: STATUS is the exit status the command must end with; EXPECT lists
# KIND=yes|no for the toolkits to check ("torch=no itk=no qt=no").
loads() {
    local name=$1 want=$2 expect=$3
    shift 3
    LD_DEBUG=files "$@" >"$work/out" 2>"$work/debug"
    local status=$?
    if [[ $status -ne $want ]]; then
        echo "FAIL: $name: exit $status, expected $want: $(grep -v '^ *[0-9]*:' "$work/debug" | head -c 300)"
        failed=$((failed + 1))
        return
    fi
    local libs problems="" seen=""
    libs=$(grep -c 'file=.*\[0\];  *\(needed\|dynamically\)' "$work/debug")
    for pair in $expect; do
        local kind=${pair%=*} should=${pair#*=} mapped
        mapped=$(maps "$kind")
        if [[ $should == no && -n $mapped ]]; then
            problems+=" maps $kind ($mapped)"
        elif [[ $should == yes && -z $mapped ]]; then
            problems+=" does not map $kind, which it uses: this check cannot see it"
        fi
        seen+=" $kind=$([[ -n $mapped ]] && echo yes || echo no)"
    done
    if [[ -n $problems ]]; then
        echo "FAIL: $name (exit $status):$problems"
        failed=$((failed + 1))
    else
        echo "ok: $name (exit $status): $libs shared objects,$seen"
    fi
}

dicom=$data/dicom/mr_small_single_slice_ts
nifti=$data/nifti/orientations/LAS.nii.gz
# A 2 x 2 x 2 NRRD (read through ITK), written here.
nrrd=$work/tiny.nrrd
printf 'NRRD0004\ntype: uint8\ndimension: 3\nsizes: 2 2 2\nencoding: raw\nspace: left-posterior-superior\n' >"$nrrd"
printf 'space directions: (1,0,0) (0,1,0) (0,0,1)\nspace origin: (0,0,0)\n\n' >>"$nrrd"
printf '\x00\x01\x02\x03\x04\x05\x06\x07' >>"$nrrd"
"$cli" demo-runs --out "$work/runs" >/dev/null 2>&1 || { echo "FAIL: demo-runs"; exit 1; }
"$cli" demo-splits --out "$work/splits" >/dev/null 2>&1 || { echo "FAIL: demo-splits"; exit 1; }

none="torch=no itk=no qt=no dicom=no"
# What reads DICOM maps DCMTK (the positive control), and nothing else heavy.
dcm="torch=no itk=no qt=no dicom=yes"
loads "scansleuth-cli --help" 0 "$none" "$cli" --help
loads "scansleuth-cli --version" 0 "$none" "$cli" --version
loads "scansleuth-cli model --help" 0 "$none" "$cli" model --help
loads "scansleuth-cli info NIfTI" 0 "$none" "$cli" info "$nifti"
loads "scansleuth-cli info --json DICOM" 0 "$dcm" "$cli" info --json "$dicom"
loads "scansleuth-cli convert" 0 "$dcm" "$cli" convert "$dicom" "$work/converted.nii" --series s001_CT
# An image as its own mask: the label forensics find problems (exit 9), after the whole check ran.
loads "scansleuth-cli check-pair" 9 "$none" "$cli" check-pair "$nifti" "$nifti"
loads "scansleuth-cli render" 0 "$none" "$cli" render "$nifti" --plane axial --slice 0 --out "$work/slice.png"
loads "scansleuth-cli compare" 9 "$none" "$cli" compare --run A="$work/runs/run-a" --run B="$work/runs/run-b" \
    --truth "$work/runs/truth" --csv "$work/compare.csv"
# The demo splits are DICOM series.
loads "scansleuth-cli audit" 9 "$dcm" "$cli" audit --csv "$work/splits/splits.csv"
loads "scansleuth-cli fingerprint" 0 "$dcm" "$cli" fingerprint --shard 0/2 --csv "$work/splits/splits.csv" \
    --out "$work/shard0.json"
if [[ $gui != - ]]; then
    # The window drawn once, then an exit; the 2x2 layout on a platform without OpenGL shows why there is no
    # 3D view, and opens no VTK for it.
    # Nor Qt's image-format plugins, which Qt loads all together at the first image read or written by file
    # name (app/gui/startupstyle.h): writing the screenshot's PNG is the positive control.
    gnone="torch=no itk=no vtk=no dicom=no"
    loads "scansleuth --quit-when-ready" 0 "$gnone images=no" "$gui" --quit-when-ready
    loads "scansleuth --quit-when-ready IMAGE" 0 "$gnone images=no" "$gui" "$nifti" --quit-when-ready
    loads "scansleuth --screenshot IMAGE" 0 "$gnone images=yes" "$gui" "$nifti" --screenshot "$work/window.png"
    loads "scansleuth --layout 2x2 (offscreen)" 0 "$gnone images=no" "$gui" "$nifti" --layout 2x2 --quit-when-ready
    # DCMTK once a DICOM folder is opened, and not before (the rows above).
    loads "scansleuth --quit-when-ready DICOM" 0 "torch=no itk=no vtk=no dicom=yes" "$gui" "$dicom" --quit-when-ready
fi
# The positive controls: each toolkit is mapped by the command that uses it, and only that one.
loads "scansleuth-cli model inspect" 0 "torch=yes itk=no" "$cli" model inspect "$data/model/traced_eval.pt"
# The GUI maps LibTorch once a model is used, and not before (the rows above).
if [[ $gui != - ]]; then
    loads "scansleuth IMAGE --run-model" 0 "torch=yes itk=no vtk=no" "$gui" "$nifti" \
        --run-model "$data/model/traced_eval.pt" --quit-when-ready
fi
loads "scansleuth-cli info NRRD" 0 "torch=no itk=yes qt=no dicom=no" "$cli" info "$nrrd"
# The 3D view, drawn under a display (xvfb-run): only there is VTK opened.
if [[ $gui != - && -n ${DISPLAY:-} ]]; then
    QT_QPA_PLATFORM=xcb loads "scansleuth --layout 2x2 (a display)" 0 "torch=no itk=no vtk=yes" \
        "$gui" "$nifti" --layout 2x2 --quit-when-ready
fi
loads "scansleuth-cli compare --report PDF" 9 "torch=no itk=no qt=yes" "$cli" compare --run A="$work/runs/run-a" \
    --run B="$work/runs/run-b" --truth "$work/runs/truth" --report "$work/compare.pdf"

# Without a module, or with a library that is not one, the command says which part is missing, what is lost
# and the paths tried, and exits 5 (unsupported).
# refused NAME VARIABLE PATH FILE WORDS COMMAND...: with VARIABLE=PATH the command must name FILE and WORDS.
refused() {
    local name=$1 variable=$2 module=$3 file=$4 words=$5
    shift 5
    env "$variable=$module" "$@" >"$work/out" 2>"$work/err"
    local status=$?
    if [[ $status -ne 5 ]] || ! grep -q "$file, could not be loaded" "$work/err" || ! grep -q "$words" "$work/err"; then
        echo "FAIL: $name: exit $status (expected 5), said: $(head -c 400 "$work/err")"
        failed=$((failed + 1))
    else
        echo "ok: $name: exit 5, \"$(grep -m1 "$words" "$work/err" | head -c 160)\""
    fi
}
model=("$cli" model inspect "$data/model/traced_eval.pt")
refused "no model module" SCANSLEUTH_MODEL_MODULE "$work/missing/libscansleuth-model.so" libscansleuth-model.so \
    "no such file" "${model[@]}"
refused "no ITK module" SCANSLEUTH_ITKIO_MODULE "$work/missing/libscansleuth-itkio.so" libscansleuth-itkio.so \
    "only NIfTI, Analyze and DICOM" "$cli" info "$nrrd"
refused "no PDF module" SCANSLEUTH_PDF_MODULE "$work/missing/libscansleuth-pdf.so" libscansleuth-pdf.so \
    "no PDF can be written" "$cli" compare --run A="$work/runs/run-a" --run B="$work/runs/run-b" --report "$work/none.pdf"
refused "no DICOM module" SCANSLEUTH_DICOM_MODULE "$work/missing/libscansleuth-dicom.so" libscansleuth-dicom.so \
    "DICOM files cannot be read or written" "$cli" info "$dicom"
[[ -e $work/none.pdf ]] && { echo "FAIL: a PDF was written without the PDF module"; failed=$((failed + 1)); }
# The GUI without the 3D module still starts, and puts the sentence where the 3D view would be.
if [[ $gui != - && -n ${DISPLAY:-} ]]; then
    SCANSLEUTH_SCENE3D_MODULE=$work/missing/libscansleuth-scene3d.so QT_QPA_PLATFORM=xcb \
        "$gui" "$nifti" --layout 2x2 --screenshot "$work/no3d.png" >"$work/out" 2>"$work/err"
    status=$?
    if [[ $status -ne 0 ]] || ! grep -q "libscansleuth-scene3d.so, could not be loaded" "$work/err" ||
        ! grep -q "no 3D view" "$work/err"; then
        echo "FAIL: no 3D module: exit $status, said: $(head -c 400 "$work/err")"
        failed=$((failed + 1))
    else
        echo "ok: no 3D module: exit 0, \"$(grep -m1 "no 3D view" "$work/err" | head -c 160)\""
    fi
fi
zlib=$(ldconfig -p | awk '/libz\.so\.1 / {print $NF; exit}')
[[ -n $zlib ]] && refused "a library that is not the module" SCANSLEUTH_MODEL_MODULE "$zlib" \
    libscansleuth-model.so "not a ScanSleuth module" "${model[@]}"

if [[ $failed -gt 0 ]]; then
    echo "FAILED: $failed commands (base/module.h says how the toolkits are kept out)" >&2
    exit 1
fi
