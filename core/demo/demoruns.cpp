// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// writeDemoRuns(): the run comparison set made from the demo phantom.
#include "demoruns.h"

#include "base/numberformat.h"
#include "brokenmasks.h"
#include "demofiles.h"
#include "phantom.h"

#include "io/nifti/niftiwriter.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <sstream>
#include <system_error>

namespace scansleuth::demo {

namespace {

namespace fs = std::filesystem;
using volume::Vec3;

// Run B's broken cases (1-based case numbers) and the case it lacks; README.txt and docs/workflow.md
// describe them, tests/demo/tst_demo_runs.cpp checks them.
constexpr int kMissingLabelCase = 3; // the spleen (label 2) is missing
constexpr int kFlippedCase = 5;      // the array mirrored left-right, the header kept
constexpr int kShiftedCase = 8;      // the array moved 3 voxels towards posterior (+j), header kept
constexpr int kBlobCase = 10;        // a sphere of 20 mm radius labelled liver in the left abdomen
constexpr int kMissingCase = 12;     // run B has no file for it
constexpr int kMissingLabel = 2;
constexpr int kShiftVoxels = 3;
constexpr double kBlobRadiusMm = 20.0;
// The blob's centre in the phantom's frame (LPS mm): visceral fat left of the midline, in front of
// the kidneys, away from every organ of the set.
constexpr Vec3 kBlobCentre{45.0, -75.0, -283.75};
// Run A moves this share of the truth's boundary voxels to a neighbour's label; run B a little less.
constexpr double kNoiseA = 0.25;
constexpr double kNoiseB = 0.20;

// The phantom's labels kept in the set, and their label there (renal pelvis joins its kidney).
struct LabelMap
{
    int phantom;
    int run;
};
constexpr LabelMap kLabels[] = {{4, 1}, {5, 2}, {6, 3}, {7, 4}, {9, 5}};
constexpr int kRenalPelvis = 8;

// How case n differs from the phantom: the anatomy scaled by `scale` about the phantom's centre and
// moved by `shift` mm, on a grid whose origin moves by `originShift` mm.
struct CasePose
{
    double scale = 1.0;
    Vec3 shift{};
    Vec3 originShift{};
};

Vec3 phantomCentre()
{
    Vec3 c{};
    for (int a = 0; a < 3; ++a)
        c[a] = kDemoOrigin[a] + kDemoSpacing[a] * double(kDemoSize[a] - 1) / 2.0;
    return c;
}

CasePose casePose(int n)
{
    const auto signedUnit = [n](int salt) {
        return 2.0 * demoUnit(1000 + std::uint64_t(n), std::uint64_t(salt)) - 1.0;
    };
    CasePose pose;
    pose.scale = 1.0 + 0.07 * signedUnit(0);
    pose.shift = {8.0 * signedUnit(1), 8.0 * signedUnit(2), 10.0 * signedUnit(3)};
    pose.originShift = {12.0 * signedUnit(4), 12.0 * signedUnit(5), 15.0 * signedUnit(6)};
    return pose;
}

// The coarse grid covers the phantom's field of view; its voxel 0 is the centre of the first coarse
// cell, moved by the case's origin shift.
volume::Geometry caseGeometry(const CasePose& pose)
{
    return coarseDemoGrid(kDemoRunSize, kDemoRunSpacing, pose.originShift);
}

// Where a point of the case (LPS mm) is in the phantom, and back.
Vec3 toPhantom(const CasePose& pose, const Vec3& p)
{
    const Vec3 c = phantomCentre();
    return {c[0] + (p[0] - c[0] - pose.shift[0]) / pose.scale,
            c[1] + (p[1] - c[1] - pose.shift[1]) / pose.scale,
            c[2] + (p[2] - c[2] - pose.shift[2]) / pose.scale};
}

Vec3 fromPhantom(const CasePose& pose, const Vec3& q)
{
    const Vec3 c = phantomCentre();
    return {c[0] + pose.shift[0] + pose.scale * (q[0] - c[0]),
            c[1] + pose.shift[1] + pose.scale * (q[1] - c[1]),
            c[2] + pose.shift[2] + pose.scale * (q[2] - c[2])};
}

std::uint8_t runLabel(int phantomLabel, double phantomX)
{
    if (phantomLabel == kRenalPelvis) // the kidney on its side: LPS x < 0 is the patient's right
        return phantomX < 0 ? 3 : 4;
    for (const LabelMap& m : kLabels)
        if (m.phantom == phantomLabel)
            return static_cast<std::uint8_t>(m.run);
    return 0;
}

struct CaseVolumes
{
    volume::Volume ct;
    volume::Volume truth;
};

// The case's CT and truth: the phantom sampled (nearest voxel) at each coarse voxel's place in it.
Result<CaseVolumes> sampleCase(const DemoStudy& study, const CasePose& pose)
{
    const volume::Geometry g = caseGeometry(pose);
    auto ct = volume::Volume::allocate(volume::PixelType::Int16, g);
    auto truth = volume::Volume::allocate(volume::PixelType::UInt8, g);
    if (!ct || !truth)
        return makeError(ErrorKind::TooLarge, "There is not enough memory to build the demo runs.");
    ct->setRescale(study.ct.rescale());
    auto hu = ct->voxels<std::int16_t>();
    auto labels = truth->voxels<std::uint8_t>();
    const auto phantomHu = study.ct.voxels<std::int16_t>();
    const auto phantomLabels = study.labels.voxels<std::uint8_t>();
    const auto air = static_cast<std::int16_t>(-1000.0 - kDemoRescaleIntercept);
    std::int64_t at = 0;
    for (std::int64_t k = 0; k < g.size[2]; ++k)
        for (std::int64_t j = 0; j < g.size[1]; ++j)
            for (std::int64_t i = 0; i < g.size[0]; ++i, ++at) {
                const Vec3 q = toPhantom(pose, volume::indexToPatient(g, {double(i), double(j), double(k)}));
                volume::Index3 n{};
                bool inside = true;
                for (int a = 0; a < 3; ++a) {
                    n[a] = std::llround((q[a] - kDemoOrigin[a]) / kDemoSpacing[a]);
                    inside = inside && n[a] >= 0 && n[a] < kDemoSize[a];
                }
                const std::int64_t from = inside ? study.labels.linearIndex(n[0], n[1], n[2]) : 0;
                hu[at] = inside ? phantomHu[from] : air;
                labels[at] = inside ? runLabel(phantomLabels[from], q[0]) : 0;
            }
    return CaseVolumes{std::move(ct).value(), std::move(truth).value()};
}

// A prediction that is good but not perfect: each voxel on a boundary of the truth (one of its six
// neighbours has another label) takes a neighbour's label with probability `share`, chosen by `seed`.
volume::Volume boundaryNoise(const volume::Volume& truth, std::uint64_t seed, double share)
{
    volume::Volume out = truth.clone().value();
    const auto& n = truth.geometry().size;
    const auto src = truth.voxels<std::uint8_t>();
    auto dst = out.voxels<std::uint8_t>();
    const std::int64_t step[3] = {1, n[0], n[0] * n[1]};
    std::int64_t at = 0;
    for (std::int64_t k = 0; k < n[2]; ++k)
        for (std::int64_t j = 0; j < n[1]; ++j)
            for (std::int64_t i = 0; i < n[0]; ++i, ++at) {
                const std::int64_t index[3] = {i, j, k};
                std::uint8_t other[6];
                int count = 0;
                for (int a = 0; a < 3; ++a) {
                    if (index[a] > 0 && src[at - step[a]] != src[at])
                        other[count++] = src[at - step[a]];
                    if (index[a] + 1 < n[a] && src[at + step[a]] != src[at])
                        other[count++] = src[at + step[a]];
                }
                if (count > 0 && demoUnit(seed, std::uint64_t(2 * at)) < share)
                    dst[at] =
                        other[std::min(count - 1, int(demoUnit(seed, std::uint64_t(2 * at + 1)) * count))];
            }
    return out;
}

volume::Volume withoutLabel(const volume::Volume& labels, std::uint8_t label)
{
    volume::Volume out = labels.clone().value();
    for (std::uint8_t& v : out.voxels<std::uint8_t>())
        v = v == label ? std::uint8_t{0} : v;
    return out;
}

// The array moved `voxels` along j (towards posterior on the demo's grid) under the same header;
// the rows moved in at j = 0 are background.
volume::Volume shiftedAlongJ(const volume::Volume& labels, std::int64_t voxels)
{
    volume::Volume out = labels.clone().value();
    const auto& n = labels.geometry().size;
    const auto src = labels.voxels<std::uint8_t>();
    auto dst = out.voxels<std::uint8_t>();
    for (std::int64_t k = 0; k < n[2]; ++k)
        for (std::int64_t j = 0; j < n[1]; ++j)
            for (std::int64_t i = 0; i < n[0]; ++i)
                dst[labels.linearIndex(i, j, k)] =
                    j >= voxels ? src[labels.linearIndex(i, j - voxels, k)] : std::uint8_t{0};
    return out;
}

// A sphere of `label` painted over the background only (a false positive away from every organ).
volume::Volume withBlob(const volume::Volume& labels, const Vec3& centre, double radiusMm, std::uint8_t label)
{
    volume::Volume out = labels.clone().value();
    const volume::Geometry& g = labels.geometry();
    auto v = out.voxels<std::uint8_t>();
    std::int64_t at = 0;
    for (std::int64_t k = 0; k < g.size[2]; ++k)
        for (std::int64_t j = 0; j < g.size[1]; ++j)
            for (std::int64_t i = 0; i < g.size[0]; ++i, ++at) {
                const Vec3 p = volume::indexToPatient(g, {double(i), double(j), double(k)});
                const double d2 = (p[0] - centre[0]) * (p[0] - centre[0]) +
                                  (p[1] - centre[1]) * (p[1] - centre[1]) +
                                  (p[2] - centre[2]) * (p[2] - centre[2]);
                if (v[at] == 0 && d2 <= radiusMm * radiusMm)
                    v[at] = label;
            }
    return out;
}

// Run B's prediction of case n: its own noise, or run A's prediction broken as the README says.
volume::Volume runBPrediction(int n, const CasePose& pose, const volume::Volume& truth,
                              const volume::Volume& a)
{
    switch (n) {
    case kMissingLabelCase:
        return withoutLabel(a, kMissingLabel);
    case kFlippedCase:
        return flippedLeftRight(a);
    case kShiftedCase:
        return shiftedAlongJ(a, kShiftVoxels);
    case kBlobCase:
        return withBlob(a, fromPhantom(pose, kBlobCentre), kBlobRadiusMm * pose.scale, 1);
    default:
        return boundaryNoise(truth, 2000 + std::uint64_t(n), kNoiseB);
    }
}

Status writeVolume(const fs::path& path, const volume::Volume& v, const std::string& description,
                   std::vector<std::string>& written)
{
    auto copy = v.clone();
    if (!copy)
        return copy.error();
    volume::VolumeList list;
    list.push_back(std::move(copy).value());
    io::NiftiWriteOptions options;
    options.description = description;
    options.syncToDisk = false; // the set can be written again; the rename still keeps each file whole
    if (Status s = io::writeNifti(path.string(), list, options); !s)
        return s;
    written.push_back(path.string());
    return {};
}

Status writeCase(const fs::path& root, const DemoStudy& study, int n, std::vector<std::string>& written)
{
    const CasePose pose = casePose(n);
    auto sampled = sampleCase(study, pose);
    if (!sampled)
        return sampled.error();
    const std::string key = demoRunCaseKey(n);
    const volume::Volume a = boundaryNoise(sampled->truth, 1000 + std::uint64_t(n), kNoiseA);
    const std::pair<fs::path, const volume::Volume*> files[] = {
        {root / "images" / (key + "_0000.nii.gz"), &sampled->ct},
        {root / "truth" / (key + ".nii.gz"), &sampled->truth},
        {root / "run-a" / (key + ".nii.gz"), &a},
    };
    for (const auto& [path, volume] : files)
        if (Status s = writeVolume(path, *volume, "ScanSleuth demo runs " + key, written); !s)
            return s;
    if (n == kMissingCase)
        return {};
    const volume::Volume b = runBPrediction(n, pose, sampled->truth, a);
    return writeVolume(root / "run-b" / (key + "_seg.nii.gz"), b, "ScanSleuth demo runs " + key, written);
}

std::vector<Organ> setOrgans(const DemoStudy& study)
{
    std::vector<Organ> organs;
    for (const LabelMap& m : kLabels)
        for (const Organ& o : study.organs)
            if (o.label == m.phantom) {
                organs.push_back(o);
                organs.back().label = m.run;
            }
    return organs;
}

std::string readme()
{
    const std::string shiftMm = formatGeneral(kShiftVoxels * kDemoRunSpacing[1]);
    std::ostringstream out;
    out << "ScanSleuth demo: two runs to compare\n====================================\n\n"
           "A small synthetic test set (no patient data) with its ground truth and the predictions of\n"
           "two runs of a segmentation model, written by `scansleuth-cli demo-runs`. Compare the runs\n"
           "with ScanSleuth's run comparison (GUI or CLI, with the truth) and see which cases differ,\n"
           "how much, where, and whether run B is really better than run A.\n\n"
           "Files\n"
           "  images/case_NNN_0000.nii.gz  the CT of each case (int16, HU = stored - 1024)\n"
           "  truth/case_NNN.nii.gz        ground truth (uint8 labels)\n"
           "  run-a/case_NNN.nii.gz        run A's predictions (nnU-Net's naming)\n"
           "  run-b/case_NNN_seg.nii.gz    run B's predictions (a _seg suffix: matched by case key)\n"
           "  labels.txt                   ITK-SNAP label description (names and colours)\n\n"
           "Cases: "
        << kDemoRunCases << " (case_001 .. case_" << demoRunCaseKey(kDemoRunCases).substr(5)
        << "), each the demo phantom's abdomen moved by up to 8 mm\n"
           "(10 mm along z), scaled by up to 7% and on a grid whose origin moves by up to 15 mm;\n"
        << kDemoRunSize[0] << " x " << kDemoRunSize[1] << " x " << kDemoRunSize[2] << " voxels of "
        << formatGeneral(kDemoRunSpacing[0]) << " x " << formatGeneral(kDemoRunSpacing[1]) << " x "
        << formatGeneral(kDemoRunSpacing[2])
        << " mm, LPS with identity direction.\n"
           "Labels: 1 liver, 2 spleen, 3 kidney_right, 4 kidney_left, 5 aorta.\n\n"
           "Run A: the truth with one-voxel boundary noise (a quarter of the boundary voxels take a\n"
           "neighbour's label), as a good model predicts.\n"
           "Run B: the same kind of noise, a little less of it (a fifth of the boundary voxels), so on\n"
           "ordinary cases B is slightly better than A. But four cases of run B are broken on purpose;\n"
           "each is run A's prediction of that case with one bug applied:\n"
        << "  " << demoRunCaseKey(kMissingLabelCase)
        << "  label 2 (spleen) is missing: its voxels are background.\n"
        << "  " << demoRunCaseKey(kFlippedCase)
        << "  the array is mirrored left-right under the correct header (np.flip on the\n"
           "            array, header saved from the input).\n"
        << "  " << demoRunCaseKey(kShiftedCase) << "  the array is moved " << kShiftVoxels
        << " voxels along its second axis (j), " << shiftMm
        << " mm towards\n"
           "            posterior (LPS +y), under the correct header.\n"
        << "  " << demoRunCaseKey(kBlobCase) << "  a spurious sphere of " << formatGeneral(2 * kBlobRadiusMm)
        << " mm diameter labelled 1 (liver) in the left\n"
           "            abdomen, far from the liver (a false positive). It hardly changes the\n"
           "            liver's Dice but moves its HD95 and Hausdorff distance by centimetres:\n"
           "            distance metrics find what Dice hides.\n"
        << "  " << demoRunCaseKey(kMissingCase)
        << "  run B has no file: the comparison lists it as unmatched.\n\n"
           "What to expect: a few cases carry most of the difference between the runs\n"
           "(comparison.systematic_cases: "
        << demoRunCaseKey(kMissingLabelCase) << ", " << demoRunCaseKey(kFlippedCase) << " and "
        << demoRunCaseKey(kShiftedCase)
        << "), not run-to-run variance; the flipped case\n"
           "is named as a left-right mirror of the array and the shifted one as a shift\n"
           "of 3 voxels (content forensics, Dice before and after undoing it); "
        << demoRunCaseKey(kBlobCase) << "\nstands out by its HD95; " << demoRunCaseKey(kMissingCase)
        << " is unmatched in run B. The mirrored, shifted and\n"
           "missing cases are run B's failures, scored as the worst value (Dice 0), so the\n"
           "headline says B is better only on the comparable cases and that B failed 3 of 20.\n";
    return out.str();
}

Status makeFolders(const fs::path& root)
{
    for (const char* sub : {"", "images", "truth", "run-a", "run-b"}) {
        std::error_code ec;
        const fs::path folder = *sub ? root / sub : root;
        fs::create_directories(folder, ec);
        if (ec || !fs::is_directory(folder))
            return makeError(ErrorKind::Io, "The folder for the demo runs could not be created.",
                             folder.string() + ": " + (ec ? ec.message() : std::string("not a folder")));
    }
    return {};
}

} // namespace

const std::vector<DemoRunLabel>& demoRunLabels()
{
    static const std::vector<DemoRunLabel> labels = {
        {1, "liver"}, {2, "spleen"}, {3, "kidney_right"}, {4, "kidney_left"}, {5, "aorta"}};
    return labels;
}

std::string demoRunCaseKey(int n)
{
    char key[32];
    std::snprintf(key, sizeof key, "case_%03d", n);
    return key;
}

Result<std::vector<std::string>> writeDemoRuns(const std::string& folder, const Progress& progress)
{
    const fs::path root(folder);
    if (Status s = makeFolders(root); !s)
        return s.error();
    const auto cancelled = [] {
        return makeError(ErrorKind::Cancelled, "Writing the demo runs was cancelled.");
    };
    if (!progress.report(0.0, "Building the demo phantom"))
        return cancelled();
    const DemoStudy study = makeDemoStudy();
    if (study.ct.voxelCount() == 0)
        return makeError(ErrorKind::TooLarge, "There is not enough memory to build the demo runs.");
    std::vector<std::string> written;
    for (int n = 1; n <= kDemoRunCases; ++n) {
        if (!progress.report(0.1 + 0.85 * double(n - 1) / kDemoRunCases, "Writing " + demoRunCaseKey(n)))
            return cancelled();
        if (Status s = writeCase(root, study, n, written); !s)
            return s.error();
    }
    if (Status s = writeDemoTexts(
            root.string(),
            {{"labels.txt", labelDescription(setOrgans(study), "truth/")}, {"README.txt", readme()}},
            written);
        !s)
        return s.error();
    progress.report(1.0, "Demo runs written");
    return written;
}

} // namespace scansleuth::demo
