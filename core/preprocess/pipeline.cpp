// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "preprocess/pipeline.h"

#include "preprocess/cropping.h"
#include "preprocess/realvolume.h"
#include "preprocess/stats.h"
#include "preprocess/steps.h"

namespace scansleuth::preprocess {

using volume::Volume;

namespace {

Status checkInputs(const Spec& spec, const std::vector<const Volume*>& inputs)
{
    if (int(inputs.size()) != spec.channels)
        return makeError(ErrorKind::Invalid, "The spec expects " + std::to_string(spec.channels) +
                                                 (spec.channels == 1 ? " channel" : " channels") + ", but " +
                                                 std::to_string(inputs.size()) +
                                                 (inputs.size() == 1 ? " image was" : " images were") +
                                                 " given.");
    for (std::size_t c = 0; c < inputs.size(); ++c) {
        if (!inputs[c])
            return makeError(ErrorKind::Invalid, "Channel " + std::to_string(c) + " has no image.");
        if (c == 0)
            continue;
        const auto& a = inputs[0]->geometry();
        const auto& b = inputs[c]->geometry();
        const volume::GeometryDifference d = volume::compareGeometry(a, b);
        if (!d.sameSize || !d.withinTolerance)
            return makeError(ErrorKind::Invalid, "Channel " + std::to_string(c) +
                                                     " is not on channel 0's grid: " +
                                                     (d.sameSize ? d.summary() : "the sizes differ") + ".");
    }
    return {};
}

Status runStep(const Step& step, std::vector<Volume>& channels, const Progress& progress)
{
    if (isIntensityStep(step)) {
        for (std::size_t c = 0; c < channels.size(); ++c)
            if (step.channel < 0 || step.channel == int(c))
                if (Status s = applyIntensityInPlace(step, channels[c]); !s)
                    return s;
        return {};
    }
    if (const auto* s = std::get_if<CropForeground>(&step.params)) {
        std::vector<const Volume*> sources;
        for (std::size_t c = 0; c < channels.size(); ++c)
            if (step.channel < 0 || step.channel == int(c))
                sources.push_back(&channels[c]);
        const VoxelBox box = foregroundBox(sources, *s);
        for (Volume& v : channels) {
            auto out = extractBox(v, box, 0.0);
            if (!out)
                return out.error();
            v = std::move(out).value();
        }
        return {};
    }
    for (std::size_t c = 0; c < channels.size(); ++c) {
        const double n = double(channels.size());
        auto out = applyStep(step, channels[c], progress.sub(double(c) / n, double(c + 1) / n));
        if (!out)
            return out.error();
        channels[c] = std::move(out).value();
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
    for (const Volume* input : inputs) {
        auto real = toRealFloat32(*input);
        if (!real)
            return real.error();
        prepared.channels.push_back(std::move(real).value());
    }
    const double steps = double(std::max<std::size_t>(1, spec.steps.size()));
    for (std::size_t i = 0; i < spec.steps.size(); ++i) {
        const Step& step = spec.steps[i];
        if (!progress.report(double(i) / steps, stepName(step)))
            return makeError(ErrorKind::Cancelled, "Preprocessing was cancelled.");
        StepRecord record{stepName(step), describeStep(step), prepared.channels[0].geometry(), {}};
        if (Status s =
                runStep(step, prepared.channels, progress.sub(double(i) / steps, double(i + 1) / steps));
            !s)
            return withStep(s.error(), i, step);
        record.after = prepared.channels[0].geometry();
        const Stats st = computeStats(prepared.channels[0].voxels<float>());
        record.min = st.min;
        record.max = st.max;
        record.mean = st.mean;
        record.std = st.std;
        prepared.trace.push_back(std::move(record));
    }
    progress.report(1.0, "done");
    return prepared;
}

} // namespace scansleuth::preprocess
