// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "io/loadedimage.h"

#include <optional>
#include <string>

namespace scansleuth::io {

// The Philips scaling of a series: present when a slice holds the private scale slope (2005,100E) > 0;
// `loaded` is Display (what loadDicomSeries() keeps: the DICOM rescale).
std::optional<PhilipsScaling> philipsScalingOf(const DicomSeriesInfo& info);

// Turns `image`'s voxels into `values` (docs/philips-scaling.md): FP = DV / (RS * SS) slice by slice. When
// every slice has the same RS * SS only the rescale changes (slope and intercept divided by it), otherwise
// the voxels become float32. Nothing to do for an image without Philips scaling or already in `values`.
// Errors: TooLarge (the float32 copy cannot be allocated).
Status usePhilipsValues(LoadedImage& image, PhilipsValues values);

// "display" or "precise" -> the convention; nullopt for anything else.
std::optional<PhilipsValues> parsePhilipsValues(const std::string& name);

// One line for people: which convention the voxels hold, the slopes and the factor, e.g. "display values
// DV = PV * 1.2 + 0 (RescaleSlope/Intercept); precise FP = DV / (RS * SS) with SS 9.4e-06 (2005,100E),
// factor 88652.5".
std::string philipsScalingText(const PhilipsScaling& p);

// What `convert` wrote and how to get the other convention, one sentence (the flag is --philips-scaling).
std::string philipsConvertNote(const PhilipsScaling& p);

} // namespace scansleuth::io
