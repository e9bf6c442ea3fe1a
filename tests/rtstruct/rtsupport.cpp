// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "rtsupport.h"

#include "io/dicom/segreference.h"
#include "io/imageloader.h"

#include <QProcess>
#include <QStandardPaths>

#include <cmath>

namespace scansleuth::rttest {

std::optional<io::ReferenceImage> loadReference(const std::string& path)
{
    auto loaded = io::loadPath(path);
    if (!loaded || loaded->images.empty())
        return std::nullopt;
    return io::referenceImageFrom(loaded->images.front());
}

namespace {
const volume::Volume* mapOf(const io::PlacedSegmentation& placed, int number)
{
    for (std::size_t g = 0; g < placed.groups.size(); ++g)
        for (int n : placed.groups[g])
            if (n == number)
                return &placed.labelMaps[g];
    return nullptr;
}
} // namespace

bool inRoi(const io::PlacedSegmentation& placed, int number, std::int64_t i, std::int64_t j, std::int64_t k)
{
    const volume::Volume* v = mapOf(placed, number);
    if (!v)
        return false;
    const auto& s = v->geometry().size;
    if (i < 0 || j < 0 || k < 0 || i >= s[0] || j >= s[1] || k >= s[2])
        return false;
    return v->storedValue(i, j, k) == number;
}

std::int64_t roiVoxels(const io::PlacedSegmentation& placed, int number)
{
    const volume::Volume* v = mapOf(placed, number);
    if (!v)
        return 0;
    std::int64_t n = 0;
    const auto& s = v->geometry().size;
    for (std::int64_t k = 0; k < s[2]; ++k)
        for (std::int64_t j = 0; j < s[1]; ++j)
            for (std::int64_t i = 0; i < s[0]; ++i)
                n += v->storedValue(i, j, k) == number;
    return n;
}

std::int64_t mismatches(const io::PlacedSegmentation& placed, int number,
                        const std::function<bool(std::int64_t, std::int64_t, std::int64_t)>& expected)
{
    std::int64_t bad = 0;
    const auto& s = placed.geometry.size;
    for (std::int64_t k = 0; k < s[2]; ++k)
        for (std::int64_t j = 0; j < s[1]; ++j)
            for (std::int64_t i = 0; i < s[0]; ++i)
                bad += inRoi(placed, number, i, j, k) != expected(i, j, k);
    return bad;
}

double worldDice(const volume::Volume& mask, const io::PlacedSegmentation& placed, int number,
                 std::int64_t* maskCount, std::int64_t* oursCount)
{
    const auto& gm = mask.geometry();
    std::int64_t a = 0, both = 0;
    for (std::int64_t k = 0; k < gm.size[2]; ++k)
        for (std::int64_t j = 0; j < gm.size[1]; ++j)
            for (std::int64_t i = 0; i < gm.size[0]; ++i) {
                if (mask.storedValue(i, j, k) == 0)
                    continue;
                ++a;
                const auto p = volume::indexToPatient(gm, {double(i), double(j), double(k)});
                const auto q = volume::patientToIndex(placed.geometry, p);
                both += inRoi(placed, number, std::llround(q[0]), std::llround(q[1]), std::llround(q[2]));
            }
    const std::int64_t b = roiVoxels(placed, number);
    if (maskCount)
        *maskCount = a;
    if (oursCount)
        *oursCount = b;
    return a + b == 0 ? 1.0 : 2.0 * double(both) / double(a + b);
}

std::string plastimatch()
{
    return QStandardPaths::findExecutable(QStringLiteral("plastimatch")).toStdString();
}

bool runPlastimatch(const std::string& rt, const std::string& ctDir, const std::string& outDir)
{
    QProcess p;
    p.start(QString::fromStdString(plastimatch()),
            {"convert", "--input", QString::fromStdString(rt), "--referenced-ct",
             QString::fromStdString(ctDir), "--output-prefix", QString::fromStdString(outDir),
             "--prefix-format", "nii.gz", "--xor-contours"});
    if (!p.waitForFinished(120000))
        return false;
    return p.exitStatus() == QProcess::NormalExit && p.exitCode() == 0;
}

std::optional<volume::Volume> loadMask(const std::string& path)
{
    auto loaded = io::loadPath(path);
    if (!loaded || loaded->images.empty() || loaded->images.front().volumes.empty())
        return std::nullopt;
    return std::move(loaded->images.front().volumes.front());
}

} // namespace scansleuth::rttest
