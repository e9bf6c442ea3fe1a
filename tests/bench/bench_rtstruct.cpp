// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
//
// bench_rtstruct [--runs N] [--dir DIR] [--threads T]: writes a 512 x 512 x 300 CT series and an RTSTRUCT of
// 20 structures on it (ellipsoids of 128-point contours, one with a hole, some overlapping), then times
// reading and rasterising the RTSTRUCT (best of N, on T threads, 2 by default: the limit is 1 s on 2
// cores) and plastimatch convert on the same input (once; it also loads the CT and writes 20 NIfTI masks, so
// ScanSleuth's CT load is printed beside it). Finally compares the masks: Dice per structure against
// plastimatch's.
#include "base/numberformat.h"
#include "base/parallel.h"
#include "io/dicom/rtstructraster.h"
#include "io/dicom/segobjectreader.h"
#include "io/dicom/segreference.h"
#include "io/dicomwriter/dicomwriter.h"
#include "io/imageloader.h"

#include "dcmtk/config/osconfig.h"
#include "dcmtk/dcmdata/dcdeftag.h"
#include "dcmtk/dcmdata/dcfilefo.h"
#include "dcmtk/dcmdata/dcitem.h"
#include "dcmtk/dcmdata/dcuid.h"

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <string>
#include <vector>

#include <sys/wait.h>
#include <unistd.h>

using namespace scansleuth;
namespace fs = std::filesystem;

namespace {

constexpr std::int64_t kNx = 512, kNy = 512, kNz = 300;
constexpr int kStructures = 20;
constexpr int kPoints = 128;

double now()
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

struct Ellipsoid
{
    double cx, cy, cz, rx, ry, rz;
    double hole = 0; // inner ellipse at this fraction of the outer (0: none)
};

// 20 deterministic ellipsoids inside the field of view, radii 8-80 mm in-plane and 15-120 mm along z.
std::vector<Ellipsoid> structures(const volume::Geometry& g)
{
    std::vector<Ellipsoid> out;
    std::uint64_t state = 2026;
    auto next = [&state] {
        state = state * 6364136223846793005ull + 1442695040888963407ull;
        return double(state >> 11) / double(1ull << 53);
    };
    const double fovX = g.spacing[0] * kNx, fovY = g.spacing[1] * kNy, fovZ = g.spacing[2] * kNz;
    for (int s = 0; s < kStructures; ++s) {
        Ellipsoid e;
        e.rx = 8 + 72 * next();
        e.ry = 8 + 72 * next();
        e.rz = 15 + 105 * next();
        e.cx = g.origin[0] + e.rx + 5 + (fovX - 2 * e.rx - 10) * next();
        e.cy = g.origin[1] + e.ry + 5 + (fovY - 2 * e.ry - 10) * next();
        e.cz = g.origin[2] + e.rz + (fovZ - 2 * e.rz) * next();
        e.hole = s == kStructures - 1 ? 0.5 : 0;
        out.push_back(e);
    }
    return out;
}

std::string ds(const std::vector<double>& values)
{
    std::string text;
    text.reserve(values.size() * 10);
    for (std::size_t i = 0; i < values.size(); ++i) {
        if (i)
            text += '\\';
        text += formatFixed(values[i], 4);
    }
    return text;
}

// The RTSTRUCT, written with DCMTK: references to the CT's Frame of Reference, series and slices.
bool writeRtStruct(const std::string& path, const io::ReferenceImage& ct,
                   const std::vector<Ellipsoid>& shapes, std::size_t& contourCount)
{
    DcmFileFormat file;
    DcmDataset* d = file.getDataset();
    char uid[100];
    d->putAndInsertString(DCM_SOPClassUID, UID_RTStructureSetStorage);
    d->putAndInsertString(DCM_SOPInstanceUID, dcmGenerateUniqueIdentifier(uid, SITE_INSTANCE_UID_ROOT));
    d->putAndInsertString(DCM_SeriesInstanceUID, dcmGenerateUniqueIdentifier(uid, SITE_SERIES_UID_ROOT));
    d->putAndInsertString(DCM_StudyInstanceUID, dcmGenerateUniqueIdentifier(uid, SITE_STUDY_UID_ROOT));
    d->putAndInsertString(DCM_Modality, "RTSTRUCT");
    d->putAndInsertString(DCM_PatientID, "BENCH");
    d->putAndInsertString(DCM_StructureSetLabel, "bench");
    DcmItem* fr = nullptr;
    d->findOrCreateSequenceItem(DCM_ReferencedFrameOfReferenceSequence, fr, 0);
    fr->putAndInsertString(DCM_FrameOfReferenceUID, ct.frameOfReferenceUid.c_str());
    DcmItem* study = nullptr;
    fr->findOrCreateSequenceItem(DCM_RTReferencedStudySequence, study, 0);
    DcmItem* series = nullptr;
    study->findOrCreateSequenceItem(DCM_RTReferencedSeriesSequence, series, 0);
    series->putAndInsertString(DCM_SeriesInstanceUID, ct.seriesInstanceUid.c_str());
    for (std::size_t k = 0; k < ct.sliceSopInstanceUids.size(); ++k) {
        DcmItem* im = nullptr;
        series->findOrCreateSequenceItem(DCM_ContourImageSequence, im, -2);
        im->putAndInsertString(DCM_ReferencedSOPClassUID, UID_CTImageStorage);
        im->putAndInsertString(DCM_ReferencedSOPInstanceUID, ct.sliceSopInstanceUids[k].c_str());
    }
    const volume::Geometry& g = ct.geometry;
    contourCount = 0;
    for (int s = 0; s < int(shapes.size()); ++s) {
        const Ellipsoid& e = shapes[std::size_t(s)];
        const std::string name = "S" + std::string(s + 1 < 10 ? "0" : "") + std::to_string(s + 1);
        DcmItem* roi = nullptr;
        d->findOrCreateSequenceItem(DCM_StructureSetROISequence, roi, -2);
        roi->putAndInsertString(DCM_ROINumber, std::to_string(s + 1).c_str());
        roi->putAndInsertString(DCM_ReferencedFrameOfReferenceUID, ct.frameOfReferenceUid.c_str());
        roi->putAndInsertString(DCM_ROIName, name.c_str());
        roi->putAndInsertString(DCM_ROIGenerationAlgorithm, "AUTOMATIC");
        DcmItem* obs = nullptr;
        d->findOrCreateSequenceItem(DCM_RTROIObservationsSequence, obs, -2);
        obs->putAndInsertString(DCM_ObservationNumber, std::to_string(s + 1).c_str());
        obs->putAndInsertString(DCM_ReferencedROINumber, std::to_string(s + 1).c_str());
        obs->putAndInsertString(DCM_RTROIInterpretedType, "ORGAN");
        DcmItem* rc = nullptr;
        d->findOrCreateSequenceItem(DCM_ROIContourSequence, rc, -2);
        rc->putAndInsertString(
            DCM_ROIDisplayColor,
            (std::to_string(40 + 10 * s) + "\\" + std::to_string(200 - 7 * s) + "\\128").c_str());
        rc->putAndInsertString(DCM_ReferencedROINumber, std::to_string(s + 1).c_str());
        for (std::int64_t k = 0; k < g.size[2]; ++k) {
            const double z = g.origin[2] + g.spacing[2] * double(k);
            const double t = (z - e.cz) / e.rz;
            if (std::fabs(t) >= 1)
                continue;
            const double scale = std::sqrt(1 - t * t);
            for (int ring = 0; ring < (e.hole > 0 ? 2 : 1); ++ring) {
                const double f = ring == 0 ? scale : scale * e.hole;
                if (e.rx * f < 1 || e.ry * f < 1)
                    continue;
                std::vector<double> data;
                data.reserve(3 * kPoints);
                for (int p = 0; p < kPoints; ++p) {
                    const double a = 2 * M_PI * p / kPoints;
                    data.push_back(e.cx + e.rx * f * std::cos(a));
                    data.push_back(e.cy + e.ry * f * std::sin(a));
                    data.push_back(z);
                }
                DcmItem* c = nullptr;
                rc->findOrCreateSequenceItem(DCM_ContourSequence, c, -2);
                DcmItem* im = nullptr;
                c->findOrCreateSequenceItem(DCM_ContourImageSequence, im, 0);
                im->putAndInsertString(DCM_ReferencedSOPClassUID, UID_CTImageStorage);
                im->putAndInsertString(DCM_ReferencedSOPInstanceUID,
                                       ct.sliceSopInstanceUids[std::size_t(k)].c_str());
                c->putAndInsertString(DCM_ContourGeometricType, "CLOSED_PLANAR");
                c->putAndInsertString(DCM_NumberOfContourPoints, std::to_string(kPoints).c_str());
                c->putAndInsertString(DCM_ContourData, ds(data).c_str());
                ++contourCount;
            }
        }
    }
    return file.saveFile(path.c_str(), EXS_LittleEndianExplicit).good();
}

bool run(const std::string& command)
{
    const int rc = std::system(command.c_str());
    return rc != -1 && WIFEXITED(rc) && WEXITSTATUS(rc) == 0;
}

} // namespace

int main(int argc, char** argv)
{
    int runs = 5;
    std::size_t threads = 2;
    std::string dir;
    for (int a = 1; a < argc; ++a) {
        const std::string arg = argv[a];
        if (arg == "--runs" && a + 1 < argc)
            runs = std::max(1, std::atoi(argv[++a]));
        else if (arg == "--dir" && a + 1 < argc)
            dir = argv[++a];
        else if (arg == "--threads" && a + 1 < argc)
            threads = std::size_t(std::max(1, std::atoi(argv[++a])));
        else {
            std::fprintf(stderr, "usage: bench_rtstruct [--runs N] [--dir DIR] [--threads T]\n");
            return 2;
        }
    }
    const bool keep = !dir.empty();
    if (dir.empty())
        dir = (fs::temp_directory_path() / ("bench_rtstruct_" + std::to_string(getpid()))).string();
    const std::string ctDir = dir + "/ct", rtPath = dir + "/rt.dcm";
    fs::create_directories(dir);

    // The CT (kept with --dir).
    if (!fs::exists(ctDir + "/IM0300.dcm")) {
        volume::Geometry g;
        g.size = {kNx, kNy, kNz};
        g.spacing = {0.9765625, 0.9765625, 1.0};
        g.origin = {-250, -250, -150};
        auto v = volume::Volume::allocate(volume::PixelType::Int16, g);
        std::fill(v->voxels<std::int16_t>().begin(), v->voxels<std::int16_t>().end(), std::int16_t(0));
        v->setRescale({1, -1024});
        if (auto st = io::writeDicomSeries(ctDir, *v); !st.ok()) {
            std::fprintf(stderr, "could not write the CT: %s\n", st.error().message.c_str());
            return 1;
        }
    }
    double t0 = now();
    auto loaded = io::loadPath(ctDir);
    const double ctLoad = now() - t0;
    if (!loaded || loaded->images.empty()) {
        std::fprintf(stderr, "could not load the CT\n");
        return 1;
    }
    const io::ReferenceImage reference = io::referenceImageFrom(loaded->images.front());
    std::size_t contours = 0;
    const auto shapes = structures(reference.geometry);
    if (!writeRtStruct(rtPath, reference, shapes, contours)) {
        std::fprintf(stderr, "could not write the RTSTRUCT\n");
        return 1;
    }
    std::printf("bench_rtstruct: %lld x %lld x %lld CT, RTSTRUCT of %d structures, %zu contours of %d points "
                "(%.1f MB), %zu threads\n",
                (long long)kNx, (long long)kNy, (long long)kNz, kStructures, contours, kPoints,
                double(fs::file_size(rtPath)) / 1e6, threads);

    setThreadLimit(threads);
    double bestRead = 1e300, bestRaster = 1e300, bestTotal = 1e300;
    io::PlacedSegmentation placed;
    for (int r = 0; r < runs; ++r) {
        t0 = now();
        auto rt = io::detail::readRtStructObject(rtPath);
        const double t1 = now();
        if (!rt) {
            std::fprintf(stderr, "read failed: %s\n", rt.error().message.c_str());
            return 1;
        }
        auto p = io::rasteriseRtStruct(*rt, reference);
        const double t2 = now();
        if (!p) {
            std::fprintf(stderr, "rasterise failed: %s\n", p.error().message.c_str());
            return 1;
        }
        bestRead = std::min(bestRead, t1 - t0);
        bestRaster = std::min(bestRaster, t2 - t1);
        bestTotal = std::min(bestTotal, t2 - t0);
        placed = std::move(*p);
    }
    std::printf("  ScanSleuth read RTSTRUCT            %8.3f s\n", bestRead);
    std::printf("  ScanSleuth rasterise                %8.3f s   (%zu label maps)\n", bestRaster,
                placed.labelMaps.size());
    std::printf("  ScanSleuth read + rasterise         %8.3f s   limit 1 s: %s\n", bestTotal,
                bestTotal < 1.0 ? "met" : "MISSED");
    std::printf("  ScanSleuth CT load (for reference)  %8.3f s\n", ctLoad);

    int rc = bestTotal < 1.0 ? 0 : 1;
    if (!run("command -v plastimatch >/dev/null 2>&1")) {
        std::printf("  plastimatch                         skipped: not installed\n");
    } else {
        const std::string out = dir + "/plastimatch";
        fs::remove_all(out);
        t0 = now();
        const bool ok =
            run("plastimatch convert --input '" + rtPath + "' --referenced-ct '" + ctDir +
                "' --output-prefix '" + out + "' --prefix-format nii.gz --xor-contours >/dev/null 2>&1");
        const double tp = now() - t0;
        if (!ok) {
            std::printf("  plastimatch                         failed\n");
        } else {
            std::printf(
                "  plastimatch convert (CT load, rasterise, write 20 masks) %8.3f s: ScanSleuth's read + "
                "rasterise + CT load is %.1fx faster\n",
                tp, tp / (bestTotal + ctLoad));
            double minDice = 1, sumDice = 0;
            int n = 0;
            for (int s = 0; s < kStructures; ++s) {
                const std::string name = "S" + std::string(s + 1 < 10 ? "0" : "") + std::to_string(s + 1);
                auto mask = io::loadPath(out + "/" + name + ".nii.gz");
                if (!mask || mask->images.empty())
                    continue;
                const volume::Volume& m = mask->images.front().volumes.front();
                const auto& gm = m.geometry();
                std::int64_t a = 0, b = 0, both = 0;
                for (std::size_t g = 0; g < placed.groups.size(); ++g)
                    for (int number : placed.groups[g])
                        if (number == s + 1) {
                            const auto& lm = placed.labelMaps[g];
                            for (std::int64_t k = 0; k < gm.size[2]; ++k)
                                for (std::int64_t j = 0; j < gm.size[1]; ++j)
                                    for (std::int64_t i = 0; i < gm.size[0]; ++i) {
                                        const bool theirs = m.storedValue(i, j, k) != 0;
                                        const auto q = volume::patientToIndex(
                                            placed.geometry,
                                            volume::indexToPatient(gm, {double(i), double(j), double(k)}));
                                        const std::int64_t qi = std::llround(q[0]), qj = std::llround(q[1]),
                                                           qk = std::llround(q[2]);
                                        const bool ours = qi >= 0 && qj >= 0 && qk >= 0 && qi < kNx &&
                                                          qj < kNy && qk < kNz &&
                                                          lm.storedValue(qi, qj, qk) == number;
                                        a += theirs;
                                        b += ours;
                                        both += theirs && ours;
                                    }
                        }
                const double dice = a + b ? 2.0 * double(both) / double(a + b) : 1.0;
                minDice = std::min(minDice, dice);
                sumDice += dice;
                ++n;
            }
            std::printf("  Dice against plastimatch: %d structures, mean %.4f, min %.4f\n", n,
                        n ? sumDice / n : 0, minDice);
        }
    }
    if (!keep)
        fs::remove_all(dir);
    return rc;
}
