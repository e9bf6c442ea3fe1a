#!/usr/bin/env bash
# SPDX-License-Identifier: BSD-3-Clause
# SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#
# Installs the Debian 12 packages ScanSleuth needs to build, run and test. Idempotent: when nothing
# is missing it only runs dpkg-query (well under a second) and installs nothing.
#
#   packaging/install-deps.sh           build + GUI + tests
#   packaging/install-deps.sh --print   list the packages and exit
#
# Ubuntu 24.04 (noble), untested: the -dev packages carry the same names there (qt6-base-dev, qt6-svg-dev,
# libvtk9-dev, libinsighttoolkit5-dev with ITK 5.3, libdcmtk-dev, libopenjp2-7-dev, libisal-dev, isal, dcm2niix,
# nlohmann-json3-dev; several are in the universe component: `add-apt-repository universe`), but noble has no
# pytorch packages: the script leaves libtorch-dev and python3-torch out there and says where LibTorch comes
# from. docs/packaging.md ("Ubuntu 24.04") has what else differs. This list was verified on Debian 12 only.
set -euo pipefail

PACKAGES=(
    # toolchain
    build-essential cmake ninja-build ccache pkg-config git
    # Qt 6
    qt6-base-dev qt6-base-dev-tools libqt6opengl6-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools
    qt6-charts-dev qt6-svg-dev qt6-image-formats-plugins libxkbcommon-dev libgl-dev
    # imaging toolkits
    libvtk9-dev libinsighttoolkit5-dev libdcmtk-dev libopenjp2-7-dev
    # deep learning (CPU LibTorch; a CUDA one can be given through CMAKE_PREFIX_PATH)
    libtorch-dev libopenblas0-pthread
    # the Python peers of the benchmarks (tests/bench: the same TorchScript model from Python; scipy's
    # distance transform for the comparison metrics)
    python3-torch python3-scipy
    # the generators of test data (tests/data/*/make_*.py: Philips DICOM, resampled masks, traced models)
    python3-pydicom python3-nibabel
    # the peer that rasterises RTSTRUCTs for the tests and benchmarks (docs/rtstruct.md)
    plastimatch
    # the Debian package and its test (docs/packaging.md): dpkg-shlibdeps computes Depends, rsvg-convert
    # renders the PNG icons, the validators of the desktop entry and AppStream metainfo, the MIME database
    # builder, strace/file/binutils' readelf to see what the unpacked programs open and link, and lintian
    dpkg-dev librsvg2-bin desktop-file-utils appstream shared-mime-info strace file binutils lintian
    # compression and JSON
    libisal-dev zlib1g-dev nlohmann-json3-dev
    # tests, benchmarks and screenshots (locales: the tests write files under a German locale)
    xvfb xauth dcm2niix isal pigz poppler-utils locales
    # the translated GUI and reports (docs/translation-guide.md): fonts with the Simplified Chinese glyphs
    # (the GUI falls back to Noto CJK through fontconfig; the PDF embeds WenQuanYi Micro Hei, whose cmap
    # gives pdftotext and copy the right characters) and Qt's translations of its standard dialogs
    fonts-noto-cjk fonts-wqy-microhei qt6-translations-l10n
    # the one-node SLURM cluster tests/slurm starts on localhost to run audit --emit-slurm's script
    slurm-wlm munge
    # the manual pages' checks (tests/clihelp: man --warnings renders with groff, lexgrog reads the NAME line)
    groff-base man-db
    # libFuzzer targets (tests/fuzz/run.sh): clang and its sanitizer and fuzzer runtimes
    clang libclang-rt-dev
)

# Noble is detected from /etc/os-release, never guessed from what apt knows: packages.ubuntu.com lists
# libtorch-dev for 22.04 and for the releases after 24.04, not for 24.04 itself (nor python3-torch, from the
# same source package). There LibTorch comes from pytorch.org: unpack the C++ (cxx11 ABI) archive and configure
# with -DCMAKE_PREFIX_PATH=/path/to/libtorch. Other releases than Debian 12 and Ubuntu 24.04 get the list as is.
os_release=$( (. /etc/os-release && echo "${ID:-} ${VERSION_ID:-}") 2>/dev/null || true)
if [[ "$os_release" == "ubuntu 24.04" ]]; then
    kept=()
    for pkg in "${PACKAGES[@]}"; do
        [[ "$pkg" == libtorch-dev || "$pkg" == python3-torch ]] || kept+=("$pkg")
    done
    PACKAGES=("${kept[@]}")
    echo "install-deps: Ubuntu 24.04 (untested) has no libtorch-dev: unpack LibTorch from pytorch.org and" \
        "configure with -DCMAKE_PREFIX_PATH=/path/to/libtorch (docs/packaging.md)" >&2
fi

if [[ "${1:-}" == "--print" ]]; then
    printf '%s\n' "${PACKAGES[@]}"
    exit 0
fi

# One dpkg-query for all: it prints the installed ones and stays silent about unknown names.
declare -A installed=()
while read -r pkg status; do
    [[ "$status" == "installed" ]] && installed["${pkg%%:*}"]=1
done < <(dpkg-query -W -f='${Package} ${db:Status-Status}\n' "${PACKAGES[@]}" 2>/dev/null || true)
missing=()
for pkg in "${PACKAGES[@]}"; do
    [[ -n "${installed[$pkg]:-}" ]] || missing+=("$pkg")
done

SUDO=""
if [[ $(id -u) -ne 0 ]]; then
    SUDO="sudo"
fi

if ((${#missing[@]} == 0)); then
    echo "install-deps: all ${#PACKAGES[@]} packages present"
else
    echo "install-deps: installing ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    $SUDO apt-get update -qq
    $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
fi

# The tests check that every file ScanSleuth writes stays readable on a comma-decimal desktop: they need
# the de_DE.UTF-8 locale, which Debian only generates on request.
if ! locale -a 2>/dev/null | grep -qix 'de_DE.utf8'; then
    echo "install-deps: generating the de_DE.UTF-8 locale"
    $SUDO sed -i 's/^# *\(de_DE.UTF-8 UTF-8\)/\1/' /etc/locale.gen
    grep -qx 'de_DE.UTF-8 UTF-8' /etc/locale.gen || echo 'de_DE.UTF-8 UTF-8' | $SUDO tee -a /etc/locale.gen >/dev/null
    $SUDO locale-gen >/dev/null
fi
