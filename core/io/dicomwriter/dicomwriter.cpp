// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "dicomwriter.h"
#include "base/atomicfile.h"
#include "dicomvalues.h"

#include "dcmtk/config/osconfig.h"
#include "dcmtk/dcmdata/dcdatset.h"
#include "dcmtk/dcmdata/dcdeftag.h"
#include "dcmtk/dcmdata/dcfilefo.h"
#include "dcmtk/dcmdata/dcuid.h"

#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <numeric>
#include <optional>
#include <system_error>
#include <vector>

#include <unistd.h>

namespace scansleuth::io {

namespace {

namespace fs = std::filesystem;
using detail::formatDs;
using detail::formatDsList;
using detail::nowFormatted;
using volume::Vec3;

// Everything that stays the same for all slices of one call.
struct SeriesContext
{
    const volume::Volume* volume = nullptr;
    const DicomWriteOptions* options = nullptr;
    E_TransferSyntax xfer = EXS_LittleEndianExplicit;
    std::string sopClassUid, studyUid, seriesUid, frameOfReferenceUid;
    std::string date, time;
    std::vector<int> instanceNumbers; // per slice k
};

std::optional<E_TransferSyntax> transferSyntaxFromUid(const std::string& uid)
{
    if (uid == UID_LittleEndianExplicitTransferSyntax)
        return EXS_LittleEndianExplicit;
    if (uid == UID_LittleEndianImplicitTransferSyntax)
        return EXS_LittleEndianImplicit;
    if (uid == UID_BigEndianExplicitTransferSyntax)
        return EXS_BigEndianExplicit;
    return std::nullopt;
}

// A scrambled but reproducible permutation of 1..n (Fisher-Yates driven by splitmix64).
std::vector<int> shuffledNumbers(int n)
{
    std::vector<int> numbers(static_cast<std::size_t>(n));
    std::iota(numbers.begin(), numbers.end(), 1);
    std::uint64_t state = 0x5ca551e7u;
    for (int i = n - 1; i > 0; --i) {
        state += 0x9e3779b97f4a7c15ull;
        std::uint64_t z = state;
        z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
        z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
        z ^= z >> 31;
        std::swap(numbers[static_cast<std::size_t>(i)], numbers[z % static_cast<std::uint64_t>(i + 1)]);
    }
    return numbers;
}

Status checkInputs(const volume::Volume& v, const DicomWriteOptions& o)
{
    const auto& size = v.geometry().size;
    if (size[0] <= 0 || size[1] <= 0 || size[2] <= 0 || v.bytes() == nullptr)
        return makeError(ErrorKind::Invalid, "An empty volume cannot be written as DICOM.");
    using volume::PixelType;
    if (v.pixelType() != PixelType::Int16 && v.pixelType() != PixelType::UInt16)
        return makeError(ErrorKind::Invalid, "Only 16-bit integer volumes can be written as DICOM.",
                         std::string("stored type is ") + volume::pixelTypeName(v.pixelType()));
    if (v.byteCount() != static_cast<std::size_t>(v.voxelCount()) * 2)
        return makeError(ErrorKind::Invalid, "The volume's voxels do not match its size.",
                         std::to_string(v.byteCount()) + " bytes for " + std::to_string(v.voxelCount()) +
                             " voxels");
    if (size[0] > 65535 || size[1] > 65535)
        return makeError(ErrorKind::Invalid,
                         "The slices are too large for DICOM (at most 65535 rows and columns).",
                         std::to_string(size[0]) + " x " + std::to_string(size[1]));
    if (o.modality != "CT" && o.modality != "MR")
        return makeError(ErrorKind::Invalid, "Only CT and MR series can be written as DICOM.",
                         "modality '" + o.modality + "'");
    if (!transferSyntaxFromUid(o.transferSyntax))
        return makeError(ErrorKind::Invalid, "The DICOM transfer syntax is not one the writer supports.",
                         "transfer syntax '" + o.transferSyntax + "'");
    const std::string& born = o.patientBirthDate;
    if (!born.empty() && (born.size() != 8 || born.find_first_not_of("0123456789") != std::string::npos))
        return makeError(ErrorKind::Invalid, "A patient's birth date for DICOM must be written YYYYMMDD.",
                         "birth date '" + born + "'");
    if (!o.patientSex.empty() && o.patientSex != "M" && o.patientSex != "F" && o.patientSex != "O")
        return makeError(ErrorKind::Invalid, "A patient's sex for DICOM must be M, F or O.",
                         "sex '" + o.patientSex + "'");
    for (const std::string* uid : {&o.studyInstanceUid, &o.seriesInstanceUid})
        if (!uid->empty() && !detail::isValidDicomUid(*uid))
            return makeError(ErrorKind::Invalid, "A DICOM UID given to the writer is not valid.",
                             "UID '" + *uid + "'");
    return {};
}

SeriesContext makeContext(const volume::Volume& v, const DicomWriteOptions& o)
{
    SeriesContext c;
    c.volume = &v;
    c.options = &o;
    c.xfer = *transferSyntaxFromUid(o.transferSyntax);
    c.sopClassUid = o.modality == "CT" ? UID_CTImageStorage : UID_MRImageStorage;
    c.studyUid =
        o.studyInstanceUid.empty() ? detail::generateDicomUid(SITE_STUDY_UID_ROOT) : o.studyInstanceUid;
    c.seriesUid =
        o.seriesInstanceUid.empty() ? detail::generateDicomUid(SITE_SERIES_UID_ROOT) : o.seriesInstanceUid;
    c.frameOfReferenceUid = detail::generateDicomUid(SITE_INSTANCE_UID_ROOT);
    c.date = nowFormatted("%Y%m%d");
    c.time = nowFormatted("%H%M%S");
    int n = static_cast<int>(v.geometry().size[2]);
    if (o.shuffleInstanceNumbers) {
        c.instanceNumbers = shuffledNumbers(n);
    } else {
        c.instanceNumbers.resize(static_cast<std::size_t>(n));
        std::iota(c.instanceNumbers.begin(), c.instanceNumbers.end(), 1);
    }
    return c;
}

void putStudyAndSeries(DcmDataset& ds, const SeriesContext& c)
{
    const DicomWriteOptions& o = *c.options;
    if (detail::needsUtf8({&o.patientName, &o.patientId, &o.seriesDescription}))
        ds.putAndInsertString(DCM_SpecificCharacterSet, "ISO_IR 192");
    ds.putAndInsertString(DCM_SOPClassUID, c.sopClassUid.c_str());
    ds.putAndInsertString(DCM_PatientName, o.patientName.c_str());
    ds.putAndInsertString(DCM_PatientID, o.patientId.c_str());
    ds.putAndInsertString(DCM_PatientBirthDate, o.patientBirthDate.c_str());
    ds.putAndInsertString(DCM_PatientSex, o.patientSex.c_str());
    ds.putAndInsertString(DCM_StudyInstanceUID, c.studyUid.c_str());
    ds.putAndInsertString(DCM_StudyDate, c.date.c_str());
    ds.putAndInsertString(DCM_StudyTime, c.time.c_str());
    ds.putAndInsertString(DCM_ReferringPhysicianName, "");
    ds.putAndInsertString(DCM_StudyID, "1");
    ds.putAndInsertString(DCM_AccessionNumber, "");
    ds.putAndInsertString(DCM_StudyDescription, "ScanSleuth synthetic study");
    ds.putAndInsertString(DCM_Modality, o.modality.c_str());
    ds.putAndInsertString(DCM_SeriesInstanceUID, c.seriesUid.c_str());
    ds.putAndInsertString(DCM_SeriesNumber, std::to_string(o.seriesNumber).c_str());
    ds.putAndInsertString(DCM_SeriesDescription, o.seriesDescription.c_str());
    ds.putAndInsertString(DCM_SeriesDate, c.date.c_str());
    ds.putAndInsertString(DCM_SeriesTime, c.time.c_str());
    ds.putAndInsertString(DCM_PatientPosition, "HFS");
    ds.putAndInsertString(DCM_FrameOfReferenceUID, c.frameOfReferenceUid.c_str());
    ds.putAndInsertString(DCM_PositionReferenceIndicator, "");
    ds.putAndInsertString(DCM_Manufacturer, "ScanSleuth");
    ds.putAndInsertString(DCM_ManufacturerModelName, "synthetic");
    ds.putAndInsertString(DCM_ContentDate, c.date.c_str());
    ds.putAndInsertString(DCM_ContentTime, c.time.c_str());
    ds.putAndInsertString(DCM_AcquisitionNumber, "1");
}

void putModalitySpecific(DcmDataset& ds, const SeriesContext& c)
{
    const volume::Rescale& r = c.volume->rescale();
    if (c.options->modality == "CT") {
        ds.putAndInsertString(DCM_ImageType, "ORIGINAL\\PRIMARY\\AXIAL");
        ds.putAndInsertString(DCM_KVP, "");
        ds.putAndInsertString(DCM_RescaleType, "HU");
        ds.putAndInsertString(DCM_WindowCenter, "40");
        ds.putAndInsertString(DCM_WindowWidth, "400");
    } else {
        ds.putAndInsertString(DCM_ImageType, "ORIGINAL\\PRIMARY\\OTHER");
        ds.putAndInsertString(DCM_ScanningSequence, "RM");
        ds.putAndInsertString(DCM_SequenceVariant, "NONE");
        ds.putAndInsertString(DCM_ScanOptions, "");
        ds.putAndInsertString(DCM_MRAcquisitionType, "2D");
        ds.putAndInsertString(DCM_EchoTime, "");
        ds.putAndInsertString(DCM_EchoTrainLength, "");
        ds.putAndInsertString(DCM_RepetitionTime, "");
        if (r.isIdentity())
            return;
    }
    ds.putAndInsertString(DCM_RescaleSlope, formatDs(r.slope).c_str());
    ds.putAndInsertString(DCM_RescaleIntercept, formatDs(r.intercept).c_str());
}

void putImagePixel(DcmDataset& ds, const SeriesContext& c)
{
    const volume::Geometry& g = c.volume->geometry();
    ds.putAndInsertUint16(DCM_SamplesPerPixel, 1);
    ds.putAndInsertString(DCM_PhotometricInterpretation, "MONOCHROME2");
    ds.putAndInsertUint16(DCM_Rows, static_cast<Uint16>(g.size[1]));
    ds.putAndInsertUint16(DCM_Columns, static_cast<Uint16>(g.size[0]));
    ds.putAndInsertUint16(DCM_BitsAllocated, 16);
    ds.putAndInsertUint16(DCM_BitsStored, 16);
    ds.putAndInsertUint16(DCM_HighBit, 15);
    bool isSigned = c.volume->pixelType() == volume::PixelType::Int16;
    ds.putAndInsertUint16(DCM_PixelRepresentation, isSigned ? 1 : 0);
    const Vec3 row = g.directionColumn(0);
    const Vec3 column = g.directionColumn(1);
    ds.putAndInsertString(DCM_ImageOrientationPatient,
                          formatDsList({row[0], row[1], row[2], column[0], column[1], column[2]}).c_str());
    ds.putAndInsertString(DCM_PixelSpacing, formatDsList({g.spacing[1], g.spacing[0]}).c_str());
    ds.putAndInsertString(DCM_SliceThickness, formatDs(g.spacing[2]).c_str());
    ds.putAndInsertString(DCM_SpacingBetweenSlices, formatDs(g.spacing[2]).c_str());
}

// Sets what differs between slices and the pixel data of slice k.
OFCondition putSlice(DcmDataset& ds, const SeriesContext& c, std::int64_t k)
{
    const volume::Geometry& g = c.volume->geometry();
    const Vec3 position = volume::indexToPatient(g, {0.0, 0.0, static_cast<double>(k)});
    const Vec3 normal = volume::cross(g.directionColumn(0), g.directionColumn(1));
    const std::string sopUid = detail::generateDicomUid(SITE_INSTANCE_UID_ROOT);
    ds.putAndInsertString(DCM_SOPInstanceUID, sopUid.c_str());
    ds.putAndInsertString(DCM_InstanceNumber,
                          std::to_string(c.instanceNumbers[static_cast<std::size_t>(k)]).c_str());
    ds.putAndInsertString(DCM_ImagePositionPatient,
                          formatDsList({position[0], position[1], position[2]}).c_str());
    ds.putAndInsertString(DCM_SliceLocation, formatDs(volume::dot(position, normal)).c_str());
    const std::size_t sliceVoxels = static_cast<std::size_t>(g.size[0] * g.size[1]);
    const auto* pixels = reinterpret_cast<const Uint16*>(c.volume->bytes()) + sliceVoxels * k;
    return ds.putAndInsertUint16Array(DCM_PixelData, pixels, static_cast<unsigned long>(sliceVoxels));
}

std::string fileName(int instanceNumber)
{
    char buffer[32];
    std::snprintf(buffer, sizeof buffer, "IM%04d.dcm", instanceNumber);
    return buffer;
}

// Saves through the shared atomic writer: DCMTK writes the temporary file, which is then renamed.
Status saveAtomically(DcmFileFormat& file, const fs::path& path, E_TransferSyntax xfer)
{
    const Status s = writeFileAtomically(path.string(), [&](const std::string& temporary) -> Status {
        const OFCondition cond = file.saveFile(temporary.c_str(), xfer, EET_ExplicitLength, EGL_recalcGL,
                                               EPD_noChange, 0, 0, EWM_updateMeta);
        if (cond.bad())
            return makeError(ErrorKind::Io, "A DICOM file could not be written.",
                             temporary + ": " + cond.text());
        return {};
    });
    if (!s)
        return makeError(ErrorKind::Io, "A DICOM file could not be written.", s.error().detail);
    return {};
}

Status writeSlices(const fs::path& folder, const SeriesContext& c, const Progress& progress,
                   std::vector<fs::path>& written)
{
    DcmFileFormat file;
    DcmDataset& ds = *file.getDataset();
    putStudyAndSeries(ds, c);
    putModalitySpecific(ds, c);
    putImagePixel(ds, c);
    const std::int64_t n = c.volume->geometry().size[2];
    for (std::int64_t k = 0; k < n; ++k) {
        if (!progress.report(static_cast<double>(k) / static_cast<double>(n), "Writing DICOM"))
            return makeError(ErrorKind::Cancelled, "Writing the DICOM series was cancelled.");
        OFCondition cond = putSlice(ds, c, k);
        if (cond.bad())
            return makeError(ErrorKind::Io, "A DICOM slice could not be encoded.", cond.text());
        fs::path path = folder / fileName(c.instanceNumbers[static_cast<std::size_t>(k)]);
        if (Status s = saveAtomically(file, path, c.xfer); !s)
            return s;
        written.push_back(path);
    }
    progress.report(1.0, "Writing DICOM");
    return {};
}

} // namespace

Status writeDicomSeries(const std::string& folder, const volume::Volume& v, const DicomWriteOptions& options,
                        const Progress& progress)
{
    if (Status s = checkInputs(v, options); !s)
        return s;
    std::error_code ec;
    fs::create_directories(folder, ec);
    if (ec || !fs::is_directory(folder))
        return makeError(ErrorKind::Io, "The folder for the DICOM series could not be created.",
                         folder + ": " + (ec ? ec.message() : std::string("not a folder")));
    const SeriesContext context = makeContext(v, options);
    std::vector<fs::path> written;
    Status status;
    try {
        status = writeSlices(folder, context, progress, written);
    } catch (const std::exception& e) {
        status = makeError(ErrorKind::Io, "A DICOM file could not be written.", e.what());
    }
    if (!status)
        for (const fs::path& path : written)
            fs::remove(path, ec);
    return status;
}

} // namespace scansleuth::io
