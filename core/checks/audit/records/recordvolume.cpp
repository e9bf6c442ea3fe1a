// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "checks/audit/records/recordvolume.h"

#include "checks/audit/records/readsource.h"
#include "checks/audit/sources/arrays.h"
#include "io/dicom/dicomreader.h"

#include <filesystem>
#include <optional>

namespace scansleuth::audit {

namespace {

namespace fs = std::filesystem;

Result<io::LoadedImage> readArray(const VolumeRecord& record)
{
    std::optional<volume::Volume> found;
    const Status walked = detail::forEachArray(record.path, [&](detail::ArrayVolume&& array) -> Status {
        if (!found && array.label == record.label)
            found = std::move(array.volume);
        return {};
    });
    if (!walked)
        return walked.error();
    if (!found)
        return makeError(ErrorKind::NotFound,
                         record.path + " no longer holds the array '" + record.label + "' that was audited.");
    io::LoadedImage image;
    image.path = record.path;
    image.files = {record.path};
    image.volumes.push_back(std::move(*found));
    return image;
}

// The record's series among those scanned: by UID, the label telling apart the series one UID was split
// into; by label alone when the record has no UID.
const io::DicomSeriesEntry* seriesOf(const io::DicomScanResult& scan, const VolumeRecord& record)
{
    const std::string& uid = record.identity.seriesUid;
    const io::DicomSeriesEntry* onlyByUid = nullptr;
    int byUid = 0;
    for (const io::DicomSeriesEntry& s : scan.series) {
        const bool sameUid = !uid.empty() && s.info.seriesInstanceUid == uid;
        if ((uid.empty() || sameUid) && s.label == record.label)
            return &s;
        if (sameUid) {
            onlyByUid = &s;
            ++byUid;
        }
    }
    return byUid == 1 ? onlyByUid : nullptr;
}

Result<io::LoadedImage> readDicom(const VolumeRecord& record, const Progress& progress)
{
    std::error_code ec;
    if (!fs::exists(record.path, ec))
        return makeError(ErrorKind::NotFound, "The path does not exist.", record.path);
    const std::vector<std::string> files = fs::is_directory(record.path, ec)
                                               ? detail::dicomFilesIn(record.path)
                                               : std::vector<std::string>{record.path};
    if (files.empty())
        return makeError(ErrorKind::NotFound,
                         record.path + " no longer holds the DICOM series '" + record.label +
                             "' that was audited.",
                         "no DICOM file in the folder");
    auto scan = io::scanDicomFiles(files, progress.sub(0, 0.1));
    if (!scan)
        return scan.error();
    const io::DicomSeriesEntry* series = seriesOf(*scan, record);
    if (!series)
        return makeError(
            ErrorKind::NotFound,
            record.path + " no longer holds the DICOM series '" + record.label + "' that was audited.",
            "SeriesInstanceUID " + (record.identity.seriesUid.empty() ? std::string("not recorded")
                                                                      : record.identity.seriesUid));
    return io::loadDicomSeries(*series, progress.sub(0.1, 1));
}

} // namespace

Result<io::LoadedImage> readRecordVolume(const VolumeRecord& record, const Progress& progress)
{
    const bool array = record.format == "npy" || record.format == "npz" || record.format == "pt";
    Result<io::LoadedImage> image = array                      ? readArray(record)
                                    : record.format == "dicom" ? readDicom(record, progress)
                                                               : detail::loadImageFile(record.path, progress);
    if (image && image->volumes.empty())
        return makeError(ErrorKind::NotFound, record.path + " no longer holds the audited image.");
    return image;
}

} // namespace scansleuth::audit
