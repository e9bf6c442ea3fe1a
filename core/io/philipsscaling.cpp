// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "io/philipsscaling.h"

#include "base/numberformat.h"

#include <algorithm>
#include <cmath>

namespace scansleuth::io {

namespace {

// RS * SS of a slice: the display value divided by it is the precise one.
double divisorOf(const DicomSliceInfo& s)
{
    return s.rescaleSlope * s.philipsScaleSlope;
}

// The float32 copy of `v`'s real values, slice k divided by divisors[k] (or multiplied, `toPrecise` false).
Result<volume::Volume> rescaledBySlice(const volume::Volume& v, const std::vector<double>& divisors,
                                       bool toPrecise)
{
    auto out = volume::Volume::allocate(volume::PixelType::Float32, v.geometry());
    if (!out)
        return out.error();
    const auto& size = v.geometry().size;
    auto dst = out->voxels<float>();
    std::size_t n = 0;
    for (std::int64_t k = 0; k < size[2]; ++k) {
        const double d = divisors[static_cast<std::size_t>(k)];
        const double m = toPrecise ? 1.0 / d : d;
        for (std::int64_t j = 0; j < size[1]; ++j)
            for (std::int64_t i = 0; i < size[0]; ++i)
                dst[n++] = static_cast<float>(v.realValue(i, j, k) * m);
    }
    return out;
}

} // namespace

const char* philipsValuesName(PhilipsValues v)
{
    return v == PhilipsValues::Precise ? "precise" : "display";
}

std::optional<PhilipsValues> parsePhilipsValues(const std::string& name)
{
    if (name == "display")
        return PhilipsValues::Display;
    if (name == "precise")
        return PhilipsValues::Precise;
    return std::nullopt;
}

std::optional<PhilipsScaling> philipsScalingOf(const DicomSeriesInfo& info)
{
    if (info.slices.empty() ||
        !std::all_of(info.slices.begin(), info.slices.end(), [](const DicomSliceInfo& s) {
            return s.philipsScaleSlope > 0 && std::isfinite(s.philipsScaleSlope);
        }))
        return std::nullopt;
    const DicomSliceInfo& s0 = info.slices.front();
    PhilipsScaling p;
    p.rescaleSlope = s0.rescaleSlope;
    p.rescaleIntercept = s0.rescaleIntercept;
    p.scaleSlope = s0.philipsScaleSlope;
    p.varies = std::any_of(info.slices.begin(), info.slices.end(), [&](const DicomSliceInfo& s) {
        return s.rescaleSlope != s0.rescaleSlope || s.rescaleIntercept != s0.rescaleIntercept ||
               s.philipsScaleSlope != s0.philipsScaleSlope;
    });
    return p;
}

Status usePhilipsValues(LoadedImage& image, PhilipsValues values)
{
    if (!image.philips || !image.dicom || image.philips->loaded == values)
        return {};
    const DicomSeriesInfo& info = *image.dicom;
    const bool toPrecise = values == PhilipsValues::Precise;
    const std::size_t perVolume = static_cast<std::size_t>(std::max(info.slicesPerVolume, 1));
    for (std::size_t v = 0; v < image.volumes.size(); ++v) {
        std::vector<double> divisors;
        for (std::size_t k = 0; k < perVolume && v * perVolume + k < info.slices.size(); ++k)
            divisors.push_back(divisorOf(info.slices[v * perVolume + k]));
        volume::Volume& vol = image.volumes[v];
        if (divisors.size() != static_cast<std::size_t>(vol.geometry().size[2]))
            return makeError(ErrorKind::Invalid,
                             "The Philips scaling does not match the slices of the series.",
                             std::to_string(divisors.size()) + " slices for a volume of " +
                                 std::to_string(vol.geometry().size[2]));
        const bool uniform =
            std::all_of(divisors.begin(), divisors.end(), [&](double d) { return d == divisors.front(); });
        if (uniform) {
            const double m = toPrecise ? 1.0 / divisors.front() : divisors.front();
            vol.setRescale({vol.rescale().slope * m, vol.rescale().intercept * m});
            continue;
        }
        auto rescaled = rescaledBySlice(vol, divisors, toPrecise);
        if (!rescaled)
            return rescaled.error();
        vol = std::move(rescaled).value();
    }
    image.philips->loaded = values;
    return {};
}

std::string philipsScalingText(const PhilipsScaling& p)
{
    return std::string(p.loaded == PhilipsValues::Precise ? "precise floating-point values loaded"
                                                          : "display values loaded") +
           "; display DV = PV * " + formatGeneral(p.rescaleSlope) + (p.rescaleIntercept < 0 ? " - " : " + ") +
           formatGeneral(std::abs(p.rescaleIntercept)) +
           " (RescaleSlope/Intercept), precise FP = DV / (RS * SS)" + " with scale slope SS " +
           formatGeneral(p.scaleSlope) + " (2005,100E): FP = DV * " + formatGeneral(p.factor()) +
           (p.varies ? " (first slice; the slopes differ between slices)" : "");
}

std::string philipsConvertNote(const PhilipsScaling& p)
{
    const bool precise = p.loaded == PhilipsValues::Precise;
    return std::string("Philips scaling: wrote ") +
           (precise ? "precise floating-point values (FP = DV * " + formatGeneral(p.factor()) +
                          ", as dcm2niix -p y)"
                    : "display values (DV = PV * RescaleSlope + RescaleIntercept, as dcm2niix -p n)") +
           "; --philips-scaling " + (precise ? "display" : "precise") + " writes the " +
           (precise ? "display values." : "precise floating-point values.");
}

} // namespace scansleuth::io
