// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "preprocess/pipeline.h"

#include "preprocess/cropping.h"
#include "preprocess/realvolume.h"
#include "preprocess/resample.h"
#include "preprocess/stats.h"
#include "preprocess/steps.h"

namespace scansleuth::preprocess {

using volume::Volume;

namespace {

Status checkInputs(const Spec& spec, const std::vector<const Volume*>& inputs)
{
    // Singular and plural as whole sentences, so that each can be translated (one channel and one image
    // cannot both hold here).
    const std::string expected = std::to_string(spec.channels), given = std::to_string(inputs.size());
    if (int(inputs.size()) != spec.channels && spec.channels == 1)
        return makeError(ErrorKind::Invalid,
                         "The spec expects 1 channel, but " + given + " images were given.");
    if (int(inputs.size()) != spec.channels && inputs.size() == 1)
        return makeError(ErrorKind::Invalid,
                         "The spec expects " + expected + " channels, but 1 image was given.");
    if (int(inputs.size()) != spec.channels)
        return makeError(ErrorKind::Invalid,
                         "The spec expects " + expected + " channels, but " + given + " images were given.");
    for (std::size_t c = 0; c < inputs.size(); ++c) {
        if (!inputs[c])
            return makeError(ErrorKind::Invalid, "Channel " + std::to_string(c) + " has no image.");
        if (c == 0)
            continue;
        const auto& a = inputs[0]->geometry();
        const auto& b = inputs[c]->geometry();
        const volume::GeometryDifference d = volume::compareGeometry(a, b);
        if (!d.sameSize)
            return makeError(ErrorKind::Invalid, "Channel " + std::to_string(c) +
                                                     " is not on channel 0's grid: the sizes differ.");
        if (!d.withinTolerance)
            return makeError(ErrorKind::Invalid, "Channel " + std::to_string(c) +
                                                     " is not on channel 0's grid: " + d.summary() + ".");
    }
    return {};
}

// The channels while the pipeline runs: each is the caller's input until a step makes its own copy. Moving
// steps (reorient, resample) read the stored type; the others need float32 real values, made on demand, so
// a CT is converted once, after its grid has shrunk, instead of first.
struct Channels
{
    std::vector<const Volume*> current;
    std::vector<Volume> owned;

    Status makeRealFloat(std::size_t c)
    {
        const Volume& v = *current[c];
        if (&v == &owned[c] && v.pixelType() == volume::PixelType::Float32 && v.rescale().isIdentity())
            return {};
        auto real = toRealFloat32(v);
        if (!real)
            return real.error();
        owned[c] = std::move(real).value();
        current[c] = &owned[c];
        return {};
    }
    Status makeAllRealFloat()
    {
        for (std::size_t c = 0; c < current.size(); ++c)
            if (Status s = makeRealFloat(c); !s)
                return s;
        return {};
    }
    void replace(std::size_t c, Volume v)
    {
        owned[c] = std::move(v);
        current[c] = &owned[c];
    }
};

Status runStep(const Step& step, Channels& channels, const Progress& progress)
{
    const std::size_t n = channels.current.size();
    if (std::holds_alternative<Reorient>(step.params) || std::holds_alternative<Resample>(step.params)) {
        for (std::size_t c = 0; c < n; ++c) {
            const Progress part = progress.sub(double(c) / double(n), double(c + 1) / double(n));
            auto out = std::holds_alternative<Reorient>(step.params)
                           ? reorientVolume(*channels.current[c], std::get<Reorient>(step.params))
                           : resample(*channels.current[c], std::get<Resample>(step.params), part);
            if (!out)
                return out.error();
            channels.replace(c, std::move(out).value());
        }
        return {};
    }
    if (Status s = channels.makeAllRealFloat(); !s)
        return s;
    std::vector<Volume>& volumes = channels.owned;
    if (isIntensityStep(step)) {
        for (std::size_t c = 0; c < n; ++c)
            if (step.channel < 0 || step.channel == int(c))
                if (Status s = applyIntensityInPlace(step, volumes[c]); !s)
                    return s;
        return {};
    }
    if (const auto* s = std::get_if<CropForeground>(&step.params)) {
        std::vector<const Volume*> sources;
        for (std::size_t c = 0; c < n; ++c)
            if (step.channel < 0 || step.channel == int(c))
                sources.push_back(&volumes[c]);
        const VoxelBox box = foregroundBox(sources, *s);
        for (std::size_t c = 0; c < n; ++c) {
            auto out = extractBox(volumes[c], box, 0.0);
            if (!out)
                return out.error();
            channels.replace(c, std::move(out).value());
        }
        return {};
    }
    for (std::size_t c = 0; c < n; ++c) {
        auto out =
            applyStep(step, volumes[c], progress.sub(double(c) / double(n), double(c + 1) / double(n)));
        if (!out)
            return out.error();
        channels.replace(c, std::move(out).value());
    }
    return {};
}

Error withStep(Error e, std::size_t index, const Step& step)
{
    const std::string where = "step " + std::to_string(index) + " (" + stepName(step) + ")";
    e.detail = e.detail.empty() ? where : where + ": " + e.detail;
    return e;
}

} // namespace

Result<Prepared> prepare(const Spec& spec, const std::vector<const Volume*>& inputs, const Progress& progress)
{
    if (Status s = checkInputs(spec, inputs); !s)
        return s.error();
    Prepared prepared;
    Channels channels{inputs, std::vector<Volume>(inputs.size())};
    const double steps = double(std::max<std::size_t>(1, spec.steps.size()));
    for (std::size_t i = 0; i < spec.steps.size(); ++i) {
        const Step& step = spec.steps[i];
        if (!progress.report(double(i) / steps, stepName(step)))
            return makeError(ErrorKind::Cancelled, "Preprocessing was cancelled.");
        StepRecord record{stepName(step), describeStep(step), channels.current[0]->geometry(), {}};
        if (Status s = runStep(step, channels, progress.sub(double(i) / steps, double(i + 1) / steps)); !s)
            return withStep(s.error(), i, step);
        record.after = channels.current[0]->geometry();
        const Stats st = computeRealStats(*channels.current[0]);
        record.min = st.min;
        record.max = st.max;
        record.mean = st.mean;
        record.std = st.std;
        prepared.trace.push_back(std::move(record));
    }
    if (Status s = channels.makeAllRealFloat(); !s)
        return s.error();
    prepared.channels = std::move(channels.owned);
    progress.report(1.0, "done");
    return prepared;
}

} // namespace scansleuth::preprocess
