// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Benchmark: reading and placing a binary DICOM SEG with 20 segments on a 512 x 512 x 300 CT, against
// reading the CT series itself (the limit: within 2x), measured in the same run.
//   bench_segread [--runs N] [--dir DIR] [--dense]
// The SEG is written here with DCMTK's dcmdata (not pydicom): segment s is a disc of radius 45 pixels on
// slices 10s .. 10s+99 (2000 frames, the empty frames left out as writers do), or with --dense on every one
// of the 300 slices (6000 frames, most of them empty). DIR keeps the CT and the SEG between runs (delete the
// SEG after changing the CT).
#include "io/dicom/dicomreader.h"
#include "io/dicom/segobjectreader.h"
#include "io/dicom/segplacement.h"
#include "io/dicom/segreference.h"
#include "io/dicomwriter/dicomwriter.h"

#include "dcmtk/config/osconfig.h"
#include "dcmtk/dcmdata/dcdeftag.h"
#include "dcmtk/dcmdata/dcfilefo.h"
#include "dcmtk/dcmdata/dcuid.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <limits>
#include <string>
#include <vector>

using namespace scansleuth;
namespace fs = std::filesystem;

namespace {

constexpr std::int64_t kNx = 512, kNy = 512, kNz = 300;
constexpr int kSegments = 20;
constexpr int kRadius = 45;

double now()
{
    return std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
}

bool writeCt(const fs::path& dir)
{
    volume::Geometry g;
    g.size = {kNx, kNy, kNz};
    g.spacing = {0.7, 0.7, 1.0};
    g.origin = {-179.0, -179.0, -150.0};
    auto v = volume::Volume::allocate(volume::PixelType::Int16, g);
    if (!v)
        return false;
    auto out = v->voxels<std::int16_t>();
    std::uint64_t state = 21;
    for (auto& x : out) {
        state = state * 6364136223846793005ull + 1442695040888963407ull;
        x = std::int16_t(int((state >> 33) % 2000) - 1000);
    }
    v->setRescale({1.0, -1024.0});
    io::DicomWriteOptions options;
    options.seriesDescription = "bench_segread CT";
    return io::writeDicomSeries(dir.string(), *v, options).ok();
}

bool inDisc(int s, std::int64_t i, std::int64_t j)
{
    const std::int64_t cx = 56 + (s % 5) * 100, cy = 56 + (s / 5) * 100;
    return (i - cx) * (i - cx) + (j - cy) * (j - cy) <= kRadius * kRadius;
}

bool onSlice(int s, std::int64_t k)
{
    return k >= 10 * s && k < 10 * s + 100;
}

// A binary SEG on `ct`, written with dcmdata: shared orientation and pixel measures, per frame the plane
// position, segment and source image, the frames' bits packed LSB first. Returns the voxels it sets.
std::int64_t writeSeg(const io::ReferenceImage& ct, const fs::path& file, bool dense, bool reuse)
{
    DcmFileFormat ff;
    DcmDataset* ds = ff.getDataset();
    char uid[100];
    ds->putAndInsertString(DCM_SOPClassUID, UID_SegmentationStorage);
    ds->putAndInsertString(DCM_SOPInstanceUID, dcmGenerateUniqueIdentifier(uid, SITE_INSTANCE_UID_ROOT));
    ds->putAndInsertString(DCM_SeriesInstanceUID, dcmGenerateUniqueIdentifier(uid, SITE_SERIES_UID_ROOT));
    ds->putAndInsertString(DCM_StudyInstanceUID, "1.2.826.0.1.3680043.10.1234.21.77");
    ds->putAndInsertString(DCM_FrameOfReferenceUID, ct.frameOfReferenceUid.c_str());
    ds->putAndInsertString(DCM_Modality, "SEG");
    ds->putAndInsertString(DCM_SegmentationType, "BINARY");
    ds->putAndInsertUint16(DCM_Rows, std::uint16_t(kNy));
    ds->putAndInsertUint16(DCM_Columns, std::uint16_t(kNx));
    ds->putAndInsertUint16(DCM_BitsAllocated, 1);
    ds->putAndInsertUint16(DCM_BitsStored, 1);
    ds->putAndInsertUint16(DCM_HighBit, 0);
    ds->putAndInsertUint16(DCM_SamplesPerPixel, 1);
    ds->putAndInsertUint16(DCM_PixelRepresentation, 0);
    ds->putAndInsertString(DCM_PhotometricInterpretation, "MONOCHROME2");
    DcmItem* ref = nullptr;
    ds->findOrCreateSequenceItem(DCM_ReferencedSeriesSequence, ref, -2);
    ref->putAndInsertString(DCM_SeriesInstanceUID, ct.seriesInstanceUid.c_str());
    for (int s = 0; s < kSegments; ++s) {
        DcmItem* item = nullptr;
        ds->findOrCreateSequenceItem(DCM_SegmentSequence, item, -2);
        item->putAndInsertUint16(DCM_SegmentNumber, std::uint16_t(s + 1));
        item->putAndInsertString(DCM_SegmentLabel, ("organ " + std::to_string(s + 1)).c_str());
        item->putAndInsertString(DCM_SegmentAlgorithmType, "AUTOMATIC");
        item->putAndInsertString(DCM_SegmentAlgorithmName, "bench");
        DcmItem* code = nullptr;
        item->findOrCreateSequenceItem(DCM_SegmentedPropertyCategoryCodeSequence, code, -2);
        code->putAndInsertString(DCM_CodeValue, "91723000");
        code->putAndInsertString(DCM_CodingSchemeDesignator, "SCT");
        code->putAndInsertString(DCM_CodeMeaning, "Anatomical Structure");
        item->findOrCreateSequenceItem(DCM_SegmentedPropertyTypeCodeSequence, code, -2);
        code->putAndInsertString(DCM_CodeValue, "10200004");
        code->putAndInsertString(DCM_CodingSchemeDesignator, "SCT");
        code->putAndInsertString(DCM_CodeMeaning, "Liver");
    }
    DcmItem* shared = nullptr;
    ds->findOrCreateSequenceItem(DCM_SharedFunctionalGroupsSequence, shared, -2);
    DcmItem* sub = nullptr;
    shared->findOrCreateSequenceItem(DCM_PlaneOrientationSequence, sub, -2);
    sub->putAndInsertString(DCM_ImageOrientationPatient, "1\\0\\0\\0\\1\\0");
    shared->findOrCreateSequenceItem(DCM_PixelMeasuresSequence, sub, -2);
    sub->putAndInsertString(DCM_PixelSpacing, "0.7\\0.7");
    sub->putAndInsertString(DCM_SliceThickness, "1");
    const std::size_t bytesPerFrame = std::size_t(kNx * kNy / 8);
    std::vector<std::uint8_t> bits;
    std::int64_t frames = 0, voxels = 0;
    for (int s = 0; s < kSegments; ++s)
        for (std::int64_t k = 0; k < kNz; ++k) {
            if (!dense && !onSlice(s, k))
                continue;
            const volume::Vec3& position = ct.slicePositions[std::size_t(k)];
            DcmItem* item = nullptr;
            ds->findOrCreateSequenceItem(DCM_PerFrameFunctionalGroupsSequence, item, -2);
            item->findOrCreateSequenceItem(DCM_PlanePositionSequence, sub, -2);
            char pos[200];
            std::snprintf(pos, sizeof pos, "%.6f\\%.6f\\%.6f", position[0], position[1], position[2]);
            sub->putAndInsertString(DCM_ImagePositionPatient, pos);
            item->findOrCreateSequenceItem(DCM_SegmentIdentificationSequence, sub, -2);
            sub->putAndInsertUint16(DCM_ReferencedSegmentNumber, std::uint16_t(s + 1));
            DcmItem* der = nullptr;
            item->findOrCreateSequenceItem(DCM_DerivationImageSequence, der, -2);
            der->findOrCreateSequenceItem(DCM_SourceImageSequence, sub, -2);
            sub->putAndInsertString(DCM_ReferencedSOPInstanceUID,
                                    ct.sliceSopInstanceUids[std::size_t(k)].c_str());
            bits.resize(bits.size() + bytesPerFrame, 0);
            std::uint8_t* frame = bits.data() + bits.size() - bytesPerFrame;
            if (onSlice(s, k))
                for (std::int64_t j = 0; j < kNy; ++j)
                    for (std::int64_t i = 0; i < kNx; ++i)
                        if (inDisc(s, i, j)) {
                            const std::size_t bit = std::size_t(j * kNx + i);
                            frame[bit >> 3] |= std::uint8_t(1u << (bit & 7));
                            ++voxels;
                        }
            ++frames;
        }
    if (reuse && fs::exists(file))
        return voxels; // written by an earlier run with the same CT (--dir)
    ds->putAndInsertString(DCM_NumberOfFrames, std::to_string(frames).c_str());
    ds->putAndInsertUint8Array(DCM_PixelData, bits.data(), bits.size());
    if (ff.saveFile(file.c_str(), EXS_LittleEndianExplicit).bad())
        return -1;
    return voxels;
}

} // namespace

int main(int argc, char** argv)
{
    int runs = 3;
    bool dense = false;
    fs::path dir;
    for (int i = 1; i < argc; ++i) {
        const std::string a = argv[i];
        if (a == "--runs" && i + 1 < argc)
            runs = std::max(1, std::atoi(argv[++i]));
        else if (a == "--dir" && i + 1 < argc)
            dir = argv[++i];
        else if (a == "--dense")
            dense = true;
        else {
            std::fprintf(stderr, "usage: bench_segread [--runs N] [--dir DIR] [--dense]\n");
            return 2;
        }
    }
    const bool temporary = dir.empty();
    if (temporary)
        dir = fs::temp_directory_path() / ("bench_segread_" + std::to_string(::getpid()));
    const fs::path ctDir = dir / "ct";
    const fs::path segFile = dir / (dense ? "seg_dense.dcm" : "seg.dcm");
    if (!fs::exists(ctDir / "IM0001.dcm")) {
        std::printf("writing a 512 x 512 x 300 CT series into %s ...\n", ctDir.c_str());
        fs::create_directories(ctDir);
        if (!writeCt(ctDir)) {
            std::fprintf(stderr, "could not write the CT\n");
            return 1;
        }
    }
    auto scan = io::scanDicom(ctDir.string());
    if (!scan || scan->series.size() != 1) {
        std::fprintf(stderr, "could not scan the CT\n");
        return 1;
    }
    auto ct = io::loadDicomSeries(scan->series.front());
    if (!ct || ct->geometry().size != volume::Index3{kNx, kNy, kNz}) {
        std::fprintf(stderr, "could not load the CT\n");
        return 1;
    }
    const io::ReferenceImage reference = io::referenceImageFrom(*ct, "bench CT");
    std::printf("writing the SEG (%s) ...\n",
                dense ? "every segment on all 300 slices" : "each segment on 100 slices");
    const std::int64_t expectedVoxels = writeSeg(reference, segFile, dense, !temporary);
    if (expectedVoxels < 0) {
        std::fprintf(stderr, "could not write the SEG\n");
        return 1;
    }
    double bestCt = 1e300, bestRead = 1e300, bestPlace = 1e300, bestBoth = 1e300;
    std::int64_t placedVoxels = 0;
    std::size_t frames = 0, segBytes = fs::file_size(segFile);
    for (int r = 0; r < runs; ++r) {
        double t0 = now();
        {
            auto s = io::scanDicom(ctDir.string());
            auto image = s ? io::loadDicomSeries(s->series.front()) : Result<io::LoadedImage>(s.error());
            if (!image) {
                std::fprintf(stderr, "CT load failed: %s\n", image.error().message.c_str());
                return 1;
            }
        }
        bestCt = std::min(bestCt, now() - t0);
        t0 = now();
        auto seg = io::detail::readSegObject(segFile.string());
        const double t1 = now();
        if (!seg) {
            std::fprintf(stderr, "SEG read failed: %s (%s)\n", seg.error().message.c_str(),
                         seg.error().detail.c_str());
            return 1;
        }
        auto placed = io::placeSegFrames(*seg, &reference);
        const double t2 = now();
        if (!placed || !placed->onReferenceGrid) {
            std::fprintf(stderr, "SEG placement failed\n");
            return 1;
        }
        bestRead = std::min(bestRead, t1 - t0);
        bestPlace = std::min(bestPlace, t2 - t1);
        bestBoth = std::min(bestBoth, t2 - t0);
        frames = seg->frames.size();
        placedVoxels = 0;
        for (const auto& map : placed->labelMaps)
            for (std::uint8_t v : map.voxels<std::uint8_t>())
                placedVoxels += v != 0;
    }
    std::printf("\nbench_segread: 512 x 512 x 300 CT, binary SEG with %d segments, %zu frames, %.1f MB (best "
                "of %d)\n",
                kSegments, frames, double(segBytes) / 1e6, runs);
    std::printf("  CT series, scanDicom + loadDicomSeries   %8.3f s\n", bestCt);
    std::printf("  SEG readSegObject                        %8.3f s\n", bestRead);
    std::printf("  SEG placeSegFrames                       %8.3f s\n", bestPlace);
    std::printf("  SEG read + place                         %8.3f s   %.2fx the CT (limit 2x: %s)\n",
                bestBoth, bestBoth / bestCt, bestBoth / bestCt <= 2.0 ? "met" : "MISSED");
    if (placedVoxels != expectedVoxels) {
        std::fprintf(stderr, "placed %lld voxels, the SEG sets %lld\n", (long long)placedVoxels,
                     (long long)expectedVoxels);
        return 1;
    }
    if (temporary)
        fs::remove_all(dir);
    return 0;
}
