// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "recordimage.h"

#include "checks/audit/records/recordvolume.h"
#include "widgets/findingtext.h"
#include "widgets/viewerstate.h"

#include <QCoreApplication>

namespace scansleuth::widgets {

Result<std::shared_ptr<const io::LoadedImage>> readRecordImage(const audit::VolumeRecord& record)
{
    auto loaded = audit::readRecordVolume(record);
    if (!loaded)
        return loaded.error();
    return std::shared_ptr<const io::LoadedImage>(
        std::make_shared<io::LoadedImage>(std::move(loaded).value()));
}

PairVolumes readPairVolumes(const audit::AuditResult& result, std::size_t pairIndex)
{
    PairVolumes out;
    out.pairIndex = pairIndex;
    const audit::SuspectedPair* pair = pairIndex < result.pairs.size() ? &result.pairs[pairIndex] : nullptr;
    auto read = [&result](std::size_t record, std::shared_ptr<const io::LoadedImage>& image,
                          std::optional<render::LayerChoices>& defaults, QString& error) {
        if (record >= result.records.size()) {
            error = QCoreApplication::translate("PairVolumes", "The audit has no record %1.").arg(record);
            return;
        }
        auto loaded = readRecordImage(result.records[record]);
        if (loaded) {
            image = std::move(loaded).value();
            if (image && !image->volumes.empty())
                defaults = ViewerState::defaultLayers(*image);
        } else
            error = QCoreApplication::translate("PairVolumes", "Could not read %1: %2")
                        .arg(QString::fromStdString(result.records[record].path),
                             errorText(loaded.error().message));
    };
    read(pair ? pair->a : result.records.size(), out.a, out.defaultsA, out.errorA);
    read(pair ? pair->b : result.records.size(), out.b, out.defaultsB, out.errorB);
    return out;
}

} // namespace scansleuth::widgets
