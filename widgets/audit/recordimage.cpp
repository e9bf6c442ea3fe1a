// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "recordimage.h"

#include "checks/audit/arrays.h"
#include "io/imageloader.h"

#include <QCoreApplication>

#include <optional>

namespace scansleuth::widgets {

namespace {
// The array the audit recorded, read the way the audit read it (checks/audit/arrays.h): the .npz member
// named by the record's label, else the file's only array.
Result<std::shared_ptr<const io::LoadedImage>> readArray(const audit::VolumeRecord& record)
{
    std::optional<volume::Volume> found;
    const Status walked =
        audit::detail::forEachArray(record.path, [&](audit::detail::ArrayVolume&& array) -> Status {
            if (found || array.label != record.label)
                return {};
            found = std::move(array.volume);
            return {};
        });
    if (!walked)
        return walked.error();
    if (!found)
        return makeError(ErrorKind::NotFound,
                         record.path + " no longer holds the array '" + record.label + "' that was audited.");
    auto image = std::make_shared<io::LoadedImage>();
    image->path = record.path;
    image->files = {record.path};
    image->volumes.push_back(std::move(*found));
    return std::shared_ptr<const io::LoadedImage>(std::move(image));
}
} // namespace

Result<std::shared_ptr<const io::LoadedImage>> readRecordImage(const audit::VolumeRecord& record)
{
    if (record.format == "npy" || record.format == "npz" || record.format == "pt")
        return readArray(record);
    io::LoadPathOptions options;
    if (record.format == "dicom")
        options.series = !record.identity.seriesUid.empty() ? record.identity.seriesUid : record.label;
    auto loaded = io::loadPath(record.path, options);
    if (!loaded)
        return loaded.error();
    if (loaded->images.empty())
        return makeError(ErrorKind::NotFound, record.path + " no longer holds the audited image.");
    return std::shared_ptr<const io::LoadedImage>(
        std::make_shared<io::LoadedImage>(std::move(loaded->images.front())));
}

PairVolumes readPairVolumes(const audit::AuditResult& result, std::size_t pairIndex)
{
    PairVolumes out;
    out.pairIndex = pairIndex;
    const audit::SuspectedPair* pair = pairIndex < result.pairs.size() ? &result.pairs[pairIndex] : nullptr;
    auto read = [&result](std::size_t record, std::shared_ptr<const io::LoadedImage>& image, QString& error) {
        if (record >= result.records.size()) {
            error = QCoreApplication::translate("PairVolumes", "The audit has no record %1.").arg(record);
            return;
        }
        auto loaded = readRecordImage(result.records[record]);
        if (loaded)
            image = std::move(loaded).value();
        else
            error = QCoreApplication::translate("PairVolumes", "Could not read %1: %2")
                        .arg(QString::fromStdString(result.records[record].path),
                             QString::fromStdString(loaded.error().message));
    };
    read(pair ? pair->a : result.records.size(), out.a, out.errorA);
    read(pair ? pair->b : result.records.size(), out.b, out.errorB);
    return out;
}

} // namespace scansleuth::widgets
