// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The pictures' difference maps, made once for the few cases a report or an investigation draws.
#include "compare/runs/differencepictures.h"

#include "compare/runs/comparisonwords.h"
#include "render/differencemap.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <optional>
#include <utility>

namespace scansleuth::compare {

namespace {

using InputPair = std::pair<std::size_t, std::size_t>; // reference, other

bool measured(const PairMetrics* p)
{
    return p != nullptr && p->computed;
}

std::size_t runCount(const Comparison& c)
{
    return c.table.runNames.size();
}

// The report's cases: disagreementRows whose worst slice exists.
std::vector<std::size_t> worstCases(const Comparison& c, std::size_t count)
{
    std::vector<std::size_t> cases;
    for (const DisagreementRow& row : disagreementRows(c, count))
        if (row.worstSlice >= 0)
            cases.push_back(row.caseIndex);
    return cases;
}

// The investigation's cases: not comparable but measured first, then the disagreement order.
std::vector<std::size_t> notComparableFirst(const Comparison& c, std::size_t count)
{
    std::vector<std::size_t> chosen;
    const auto picturable = [&](std::size_t i) {
        if (runCount(c) < 2) // one run against the truth: its errors
            return measured(c.cases[i].truthMetrics(0));
        const PairMetrics* p = c.cases[i].betweenMetrics(0, 1);
        return measured(p) && p->differingVoxels > 0;
    };
    for (bool reliable : {false, true})
        for (std::size_t i : c.disagreementOrder)
            if (chosen.size() < count && c.cases[i].reliable == reliable && picturable(i))
                chosen.push_back(i);
    return chosen;
}

std::vector<InputPair> picturePairs(const Comparison& c, const CaseComparison& cc, PictureCases which)
{
    const std::size_t runs = runCount(c), truth = runs;
    std::vector<InputPair> pairs;
    if (which == PictureCases::Worst) {
        if (!c.hasTruth())
            return {{0, 1}};
        for (std::size_t r = 0; r < std::min<std::size_t>(runs, 2); ++r)
            pairs.emplace_back(truth, r);
        return pairs;
    }
    if (runs >= 2 && measured(cc.betweenMetrics(0, 1)))
        pairs.emplace_back(0, 1);
    for (std::size_t r = 0; c.hasTruth() && r < std::min<std::size_t>(runs, 2); ++r)
        if (measured(cc.truthMetrics(r)))
            pairs.emplace_back(truth, r);
    return pairs;
}

std::int64_t sliceOf(const Comparison& c, const CaseComparison& cc)
{
    std::vector<const PairMetrics*> pairs;
    if (runCount(c) >= 2)
        pairs.push_back(cc.betweenMetrics(0, 1));
    for (std::size_t r = 0; r < std::min<std::size_t>(runCount(c), 2); ++r)
        pairs.push_back(cc.truthMetrics(r));
    for (const PairMetrics* p : pairs)
        if (measured(p) && p->worstSlice >= 0)
            return p->worstSlice;
    return -1;
}

volume::Vec3 pictureCentre(const volume::Volume& map, std::int64_t slice)
{
    const auto& n = map.geometry().size;
    const std::int64_t k = std::clamp<std::int64_t>(std::max<std::int64_t>(slice, 0), 0, n[2] - 1);
    const std::optional<volume::Vec3> centre = render::disagreementCentre(map, k);
    return volume::indexToPatient(
        map.geometry(), centre ? *centre : volume::Vec3{(n[0] - 1) / 2.0, (n[1] - 1) / 2.0, double(k)});
}

DifferencePicture makePicture(const Comparison& c, const CaseVolumes& volumes, InputPair pair,
                              std::int64_t slice)
{
    DifferencePicture p;
    p.reference = pair.first;
    p.other = pair.second;
    p.againstTruth = c.hasTruth() && pair.first == runCount(c);
    const auto& a = volumes.labels[pair.first];
    const auto& b = volumes.labels[pair.second];
    if (!a || !b) {
        p.unreadable = true;
        p.error =
            !volumes.errors[pair.first].empty() ? volumes.errors[pair.first] : volumes.errors[pair.second];
        if (p.error.empty())
            p.error = "a file could not be read.";
        return p;
    }
    auto map = render::differenceMap(*a, *b, 0, c.options.geometryTolerance);
    if (!map) {
        p.error = map.error().message;
        return p;
    }
    p.grid = map->geometry();
    p.centre = pictureCentre(*map, slice);
    auto cropped = cropToDifferences(*map);
    if (!cropped) {
        p.error = cropped.error().message;
        return p;
    }
    p.map = std::move(cropped).value();
    return p;
}

} // namespace

Result<volume::Volume> cropToDifferences(const volume::Volume& map)
{
    if (map.pixelType() != volume::PixelType::UInt8)
        return makeError(ErrorKind::Invalid, "A difference map holds one byte a voxel.");
    const volume::Geometry& g = map.geometry();
    const auto& n = g.size;
    const auto classes = map.voxels<std::uint8_t>();
    std::array<std::int64_t, 3> lo{n[0], n[1], n[2]}, hi{-1, -1, -1};
    std::size_t at = 0;
    for (std::int64_t k = 0; k < n[2]; ++k)
        for (std::int64_t j = 0; j < n[1]; ++j)
            for (std::int64_t i = 0; i < n[0]; ++i)
                if (classes[at++] != 0) {
                    const std::array<std::int64_t, 3> v{i, j, k};
                    for (int d = 0; d < 3; ++d) {
                        lo[d] = std::min(lo[d], v[d]);
                        hi[d] = std::max(hi[d], v[d]);
                    }
                }
    const bool none = hi[0] < 0; // nothing but None: one voxel of it draws the same
    if (none)
        lo = hi = {0, 0, 0};
    volume::Geometry box = g;
    box.size = {hi[0] - lo[0] + 1, hi[1] - lo[1] + 1, hi[2] - lo[2] + 1};
    box.origin = volume::indexToPatient(g, {double(lo[0]), double(lo[1]), double(lo[2])});
    auto out = volume::Volume::allocate(volume::PixelType::UInt8, box);
    if (!out)
        return out.error();
    out->setRescale(map.rescale());
    auto into = out->voxels<std::uint8_t>();
    if (none) {
        std::fill(into.begin(), into.end(), std::uint8_t{0});
        return out;
    }
    std::size_t row = 0;
    for (std::int64_t k = lo[2]; k <= hi[2]; ++k)
        for (std::int64_t j = lo[1]; j <= hi[1]; ++j, row += std::size_t(box.size[0]))
            std::memcpy(into.data() + row, classes.data() + map.linearIndex(lo[0], j, k),
                        std::size_t(box.size[0]));
    return out;
}

Result<std::vector<CasePictures>> differencePictures(const Comparison& c, const PictureChoice& choice,
                                                     const Progress& progress)
{
    const std::vector<std::size_t> cases = choice.which == PictureCases::Worst
                                               ? worstCases(c, choice.cases)
                                               : notComparableFirst(c, choice.cases);
    std::vector<CasePictures> out;
    for (std::size_t n = 0; n < cases.size(); ++n) {
        const CaseComparison& cc = c.cases[cases[n]];
        if (!progress.report(double(n) / double(cases.size()), "Pictures of " + cc.key))
            return makeError(ErrorKind::Cancelled, "The comparison was cancelled.");
        CasePictures pictures;
        pictures.caseIndex = cases[n];
        pictures.slice = sliceOf(c, cc);
        const CaseVolumes volumes = readCase(c.table, cases[n], c.options.read);
        for (const InputPair& pair : picturePairs(c, cc, choice.which))
            pictures.pictures.push_back(makePicture(c, volumes, pair, pictures.slice));
        out.push_back(std::move(pictures));
    }
    return out;
}

} // namespace scansleuth::compare
