// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "checks/audit/reduce/reduce.h"
#include "io/loadedimage.h"
#include "render/render.h"

#include <QString>

#include <memory>
#include <optional>

namespace scansleuth::widgets {

// Reads the volume an audit record describes, for the pair views, shared so that both views can hold it:
// audit::readRecordVolume (checks/audit/records/recordvolume.h) says which series or array, and its errors.
Result<std::shared_ptr<const io::LoadedImage>> readRecordImage(const audit::VolumeRecord& record);

// Both volumes of a suspected pair; a side that could not be read is null with its message.
struct PairVolumes
{
    std::size_t pairIndex = 0;
    std::shared_ptr<const io::LoadedImage> a, b;
    QString errorA, errorB;
    // Each side's layer defaults, found with the read (ViewerState::defaultLayers) so that showing the pair
    // scans no voxels on the GUI thread; absent: the view finds them.
    std::optional<render::LayerChoices> defaultsA, defaultsB;
};
// Reads both records of result.pairs[pairIndex] (an index out of range gives two errors).
PairVolumes readPairVolumes(const audit::AuditResult& result, std::size_t pairIndex);

} // namespace scansleuth::widgets
