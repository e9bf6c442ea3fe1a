#!/usr/bin/python3
# SPDX-License-Identifier: BSD-3-Clause
# SPDX-FileCopyrightText: 2026 The ScanSleuth authors
"""check_layout.py [--root DIR]: fails when an #include breaks the dependency rule of README.md's Layout.

The rule, part by part (a part is a folder of core/, widgets/ or app/ with its own CMake target):
  - app -> widgets -> core, never back: core includes no widgets/ or app/ header and no Qt; widgets no app/.
  - Each part includes only the parts ALLOWED names for it. A new dependency is a design decision: add it to
    ALLOWED (and to the README) in the same commit, or include something else.
  - A toolkit's headers stay in the parts that adapt it (TOOLKITS): LibTorch in core/model, ITK in
    core/io/itk, DCMTK in core/io/dicom and core/io/dicomwriter, VTK in widgets/scene3d, Qt in widgets/ and app/.
  - LibTorch's own headers of core/model (those that include torch) are included by core/model's .cpp files
    only, so that every public model header stays LibTorch-free (model/backend.h).
  - Inside core/checks/audit, one folder a stage (AUDIT_STAGES, in pipeline order): a stage includes only the
    stages before it, so output (the files and tables every view reads) may include every stage and no stage
    includes output.
The oracle is the source text: every #include line of every .h/.cpp below core/, widgets/ and app/, resolved
the way the targets' include directories resolve it (the including file's folder, core/, core/checks/, the
repository root, app/gui/). An include that resolves to no file of the tree is a library header.
"""
import argparse
import os
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"]')
# Folders a quoted include is looked up in, after the including file's own (the targets' include dirs).
INCLUDE_ROOTS = ["core", "core/checks", "", "app/gui"]

# Who may include whom. core/base and core/volume are the floor everyone may use; the rest is listed.
FLOOR = {"core/base", "core/volume"}
ALLOWED = {
    "core/base": set(),
    "core/volume": {"core/base"},
    "core/io": {"core/io/dicom", "core/io/itk", "core/io/nifti"},  # the loader dispatches by format
    "core/io/dicomparts": set(),
    # the DICOM module's table (dicombackend.h) carries the writer too: one module holds all of DCMTK
    "core/io/dicom": {"core/io", "core/io/dicomparts", "core/io/dicomwriter"},
    "core/io/dicomwriter": set(),
    "core/io/itk": {"core/io"},
    "core/io/nifti": {"core/io"},
    "core/preprocess": set(),
    "core/model": {"core/preprocess"},  # buildable on a GPU server: no io, no checks
    "core/render": {"core/io"},
    "core/checks/geometry": {"core/io"},
    "core/checks/labels": set(),
    "core/checks/scans": {"core/io/dicom", "core/io/itk", "core/io/nifti"},
    "core/checks/compare": {"core/checks/geometry", "core/io", "core/render"},
    "core/checks/audit": {"core/checks/scans", "core/io", "core/io/dicom", "core/io/itk", "core/io/nifti",
                          "core/model", "core/preprocess", "core/report"},
    "core/workflow": set(),
    "core/report": {"core/render"},
    "core/demo": {"core/io/dicomwriter", "core/io/nifti", "core/model"},
    "core/investigate": {"core/checks/audit", "core/checks/compare", "core/checks/geometry", "core/checks/labels",
                         "core/checks/scans", "core/io", "core/io/nifti", "core/model", "core/render",
                         "core/report", "core/workflow"},
    "widgets/pdf": {"core/report"},
    "widgets/scene3d": {"core/render"},  # the 3D view's VTK scene, a module without Qt
    "widgets": {"core/investigate", "core/io", "core/io/dicom", "core/render", "core/report", "core/workflow",
                "widgets/pdf", "widgets/scene3d", "widgets/workflow"},
    "widgets/workflow": {"core/investigate", "core/report", "core/workflow", "widgets", "widgets/pdf"},
    # The plots take their boxes, axes and tick text from the report (report/plotscale.h).
    "widgets/compare": {"core/checks/compare", "core/io", "core/render", "core/report", "widgets"},
    "widgets/audit": {"core/checks/audit", "core/io", "core/render", "core/report", "widgets", "widgets/compare"},
    # The executables wire core to widgets: any part but each other. app/commandline, the option table both
    # print their --help and --man from, stands on the floor alone.
    "app/commandline": set(),
    "app/cli": {"core/*", "widgets/pdf", "app/commandline"},
    "app/gui": {"core/*", "widgets", "widgets/*", "app/commandline"},
}

# The dataset audit's stages, each a folder of core/checks/audit: a stage includes only those before it.
AUDIT = "core/checks/audit"
AUDIT_STAGES = ["sources", "content", "records", "shards", "search", "parity", "reduce", "output"]

# Toolkit -> the parts that may include its headers.
TOOLKITS = {
    "LibTorch": {"core/model"},
    "ITK": {"core/io/itk"},
    "DCMTK": {"core/io/dicom", "core/io/dicomwriter"},
    "VTK": {"widgets/scene3d"},
    "Qt": {"widgets", "widgets/pdf", "widgets/workflow", "widgets/compare", "widgets/audit", "app/gui",
           "app/cli"},
}


def toolkit_of(name):
    first = name.split("/")[0]
    if first in ("torch", "ATen", "c10", "caffe2"):
        return "LibTorch"
    if first.startswith("itk") or first.startswith("ITK"):
        return "ITK"
    if first == "dcmtk":
        return "DCMTK"
    if first.startswith("vtk") or first.startswith("QVTK"):
        return "VTK"
    if re.match(r"^Q[A-Z]\w*$", first) or first.startswith("Qt") or first.startswith("qt"):
        return "Qt"
    return None


def part_of(rel):
    p = rel.split("/")
    if p[0] == "core":
        if p[1] in ("checks", "io") and len(p) > 3:
            return "/".join(p[:3])
        return "/".join(p[:2])
    return "/".join(p[:2]) if len(p) > 2 else p[0]


def audit_stage(rel):
    """The audit stage a file of core/checks/audit belongs to, "" for a file outside the stages' folders,
    None outside the audit."""
    p = rel.split("/")
    if "/".join(p[:3]) != AUDIT:
        return None
    return p[3] if len(p) > 4 else ""


def allowed(source, target):
    if source == target or target in FLOOR:
        return True
    for pattern in ALLOWED.get(source, set()):
        if pattern == target or (pattern.endswith("/*") and target.startswith(pattern[:-1])):
            return True
    return False


def sources(root):
    for top in ("core", "widgets", "app"):
        for folder, _, names in os.walk(os.path.join(root, top)):
            for name in names:
                if name.endswith((".h", ".hpp", ".cpp")):
                    yield os.path.relpath(os.path.join(folder, name), root)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--root", default=os.path.join(os.path.dirname(__file__), "..", ".."))
    root = os.path.abspath(parser.parse_args().root)
    files = sorted(sources(root))
    known = set(files)
    includes = {}
    for f in files:
        with open(os.path.join(root, f), errors="replace") as text:
            includes[f] = [(n, *m.groups()) for n, line in enumerate(text, 1) if (m := INCLUDE.match(line))]
    # core/model's headers that include LibTorch: private to core/model's .cpp files.
    torch_headers = {f for f in files if f.startswith("core/model/") and f.endswith(".h")
                     and any(toolkit_of(name) == "LibTorch" for _, _, name in includes[f])}

    problems = []
    parts = set()
    for f in files:
        source = part_of(f)
        parts.add(source)
        if source not in ALLOWED:
            problems.append(f"{f}: the part {source} is not in the rule (ALLOWED in {__file__})")
        if audit_stage(f) is not None and audit_stage(f) not in AUDIT_STAGES:
            problems.append(f"{f}: {AUDIT}'s sources live in its stages' folders ({', '.join(AUDIT_STAGES)})")
        for line, kind, name in includes[f]:
            target = None
            if kind == '"':
                for base in [os.path.dirname(f)] + INCLUDE_ROOTS:
                    candidate = os.path.normpath(os.path.join(base, name))
                    if candidate in known:
                        target = candidate
                        break
            where = f"{f}:{line}: #include {name}"
            if target is None:
                toolkit = toolkit_of(name)
                if toolkit and source not in TOOLKITS[toolkit]:
                    problems.append(f"{where}: {toolkit} belongs in {', '.join(sorted(TOOLKITS[toolkit]))}")
                continue
            if target in torch_headers and not (f.startswith("core/model/") and f.endswith(".cpp")) \
                    and target != f and f not in torch_headers:
                problems.append(f"{where}: includes LibTorch; only core/model's .cpp files may include it")
            tpart = part_of(target)
            if not allowed(source, tpart):
                problems.append(f"{where}: {source} may not include {tpart}")
            stage, tstage = audit_stage(f), audit_stage(target)
            if stage in AUDIT_STAGES and tstage in AUDIT_STAGES:
                if AUDIT_STAGES.index(tstage) > AUDIT_STAGES.index(stage):
                    problems.append(f"{where}: the audit stage {stage} may not include {tstage} "
                                    f"(a stage includes only those before it: {', '.join(AUDIT_STAGES)})")
    for problem in problems:
        print(problem)
    print(f"{len(files)} files in {len(parts)} parts; {len(problems)} includes break the rule")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
