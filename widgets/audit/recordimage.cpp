// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "recordimage.h"

#include "io/imageloader.h"
#include "model/tensorfile.h"

#include <QCoreApplication>

#include <algorithm>
#include <cstring>

namespace scansleuth::widgets {

namespace {
Result<std::shared_ptr<const io::LoadedImage>> readArray(const audit::VolumeRecord& record)
{
    auto file = model::readTensorFile(record.path);
    if (!file)
        return file.error();
    const model::FloatTensor& t = file->tensor;
    // The last three axes, x fastest (C order); a 2D array is one slice.
    std::array<std::int64_t, 3> size{1, 1, 1};
    const std::size_t axes = std::min<std::size_t>(3, t.shape.size());
    for (std::size_t i = 0; i < axes; ++i)
        size[i] = t.shape[t.shape.size() - 1 - i];
    const std::int64_t count = size[0] * size[1] * size[2];
    if (t.shape.empty() || count <= 0 || static_cast<std::size_t>(count) > t.values.size())
        return makeError(ErrorKind::Unsupported, record.path + " holds no array of two or more dimensions.");
    volume::Geometry g;
    g.size = size;
    auto v = volume::Volume::allocate(volume::PixelType::Float32, g);
    if (!v)
        return v.error();
    std::memcpy(v->bytes(), t.values.data(), static_cast<std::size_t>(count) * sizeof(float));
    auto image = std::make_shared<io::LoadedImage>();
    image->path = record.path;
    image->files = {record.path};
    image->volumes.push_back(std::move(v).value());
    return std::shared_ptr<const io::LoadedImage>(std::move(image));
}
} // namespace

Result<std::shared_ptr<const io::LoadedImage>> readRecordImage(const audit::VolumeRecord& record)
{
    if (record.format == "npy" || record.format == "pt")
        return readArray(record);
    if (record.format == "npz")
        return makeError(
            ErrorKind::Unsupported,
            "Arrays inside an .npz file cannot be shown here; save the array as .npy to view it.",
            record.path + ": " + record.label);
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
