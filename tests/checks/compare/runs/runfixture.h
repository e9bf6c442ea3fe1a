// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

// Run comparisons on real NIfTI files written into a temporary folder: boxes of labels with known
// offsets on one grid, for the tests of compare/runs (tst_runcomparison, tst_runverdict).
#include "compare/runs/runcomparison.h"
#include "io/nifti/niftiwriter.h"

#include <QTemporaryDir>
#include <QTest>

#include <filesystem>
#include <functional>

namespace scansleuth::runfixture {

using compare::Comparison;
using compare::ComparisonOptions;
using compare::RunSpec;
using volume::Geometry;
using volume::Index3;
using volume::Volume;

// x spacing 1 mm, y 1.2 mm, z 2 mm: distances along x are whole mm.
inline Geometry grid()
{
    Geometry g;
    g.size = {40, 32, 24};
    g.spacing = {1.0, 1.2, 2.0};
    g.origin = {-20.0, -16.0, -24.0};
    return g;
}

struct Box
{
    int label;
    Index3 lo; // inclusive
    Index3 hi; // exclusive
};

// Label 1: 12 x 12 x 10 voxels; label 2: 6 x 6 x 6 voxels, on the right; both off-centre in x so
// that a left-right flip moves them.
inline std::vector<Box> organs(std::int64_t dx1 = 0, std::int64_t dx2 = 0)
{
    return {{1, {2 + dx1, 8, 6}, {14 + dx1, 20, 16}}, {2, {30 + dx2, 10, 8}, {36 + dx2, 16, 14}}};
}

inline Volume paint(const std::vector<Box>& boxes, const Geometry& g = grid())
{
    Volume v = Volume::allocate(volume::PixelType::UInt8, g).value();
    std::fill(v.voxels<std::uint8_t>().begin(), v.voxels<std::uint8_t>().end(), std::uint8_t(0));
    for (const Box& b : boxes)
        for (std::int64_t k = b.lo[2]; k < b.hi[2]; ++k)
            for (std::int64_t j = b.lo[1]; j < b.hi[1]; ++j)
                for (std::int64_t i = b.lo[0]; i < b.hi[0]; ++i)
                    v.voxels<std::uint8_t>()[std::size_t(v.linearIndex(i, j, k))] = std::uint8_t(b.label);
    return v;
}

inline Volume mapped(const Volume& v,
                     const std::function<std::uint8_t(std::int64_t, std::int64_t, std::int64_t)>& f)
{
    Volume out = v.clone().value();
    const Index3 s = v.geometry().size;
    for (std::int64_t k = 0; k < s[2]; ++k)
        for (std::int64_t j = 0; j < s[1]; ++j)
            for (std::int64_t i = 0; i < s[0]; ++i)
                out.voxels<std::uint8_t>()[std::size_t(v.linearIndex(i, j, k))] = f(i, j, k);
    return out;
}

inline std::string write(const QTemporaryDir& dir, const std::string& relative, const Volume& v)
{
    const std::string path = dir.filePath(QString::fromStdString(relative)).toStdString();
    std::filesystem::create_directories(std::filesystem::path(path).parent_path());
    volume::VolumeList list;
    list.push_back(v.clone().value());
    const Status s = io::writeNifti(path, list);
    if (!s)
        qFatal("writeNifti failed: %s", s.error().message.c_str());
    return path;
}

// Writes cases case_1 .. case_`count`: the truth (when `truth`) and run a hold organs(), run b what
// `b` paints for the case number.
inline void writeRuns(const QTemporaryDir& dir, int count, bool truth, const std::function<Volume(int)>& b)
{
    for (int c = 1; c <= count; ++c) {
        const std::string name = "case_" + std::to_string(c) + ".nii.gz";
        if (truth)
            write(dir, "truth/" + name, paint(organs()));
        write(dir, "a/" + name, paint(organs()));
        write(dir, "b/" + name, b(c));
    }
}

inline std::string folder(const QTemporaryDir& dir, const std::string& name)
{
    return dir.filePath(QString::fromStdString(name)).toStdString();
}

inline Comparison compared(const QTemporaryDir& dir, const std::vector<std::string>& runs, bool truth,
                           ComparisonOptions options = {})
{
    std::vector<RunSpec> specs;
    for (const std::string& r : runs)
        specs.push_back({r, folder(dir, r)});
    Result<Comparison> c = compareRuns(specs, truth ? folder(dir, "truth") : std::string(), options);
    if (!c)
        qFatal("compareRuns failed: %s", c.error().message.c_str());
    return std::move(*c);
}

inline std::size_t caseIndex(const Comparison& c, const std::string& key)
{
    for (std::size_t i = 0; i < c.cases.size(); ++i)
        if (c.cases[i].key == key)
            return i;
    qFatal("no case %s", key.c_str());
}

} // namespace scansleuth::runfixture
