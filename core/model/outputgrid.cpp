// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Activation names, labels from probabilities, and the way back to the input's grid (no LibTorch).
#include "model/outputgrid.h"

#include "base/strings.h"
#include "preprocess/resample.h"

namespace scansleuth::model {

namespace {

template <typename Label>
void writeLabels(const std::vector<volume::Volume>& probabilities, Activation activation, volume::Volume& out)
{
    std::vector<std::span<const float>> p;
    for (const volume::Volume& v : probabilities)
        p.push_back(v.voxels<float>());
    const std::span<Label> labels = out.voxels<Label>();
    const bool independent = activation == Activation::Sigmoid;
    for (std::size_t x = 0; x < labels.size(); ++x) {
        std::size_t best = 0;
        float bestValue = independent ? 0.5f : p[0][x];
        bool any = false;
        for (std::size_t c = independent ? 0 : 1; c < p.size(); ++c)
            if (p[c][x] > bestValue) {
                best = c;
                bestValue = p[c][x];
                any = true;
            }
        labels[x] = Label(independent ? (any ? best + 1 : 0) : best);
    }
}

} // namespace

Result<Activation> resolveActivation(const std::string& name, std::int64_t classes)
{
    const std::string n = toLower(trim(name));
    if (n == "auto" || n.empty())
        return classes >= 2 ? Activation::Softmax : Activation::Sigmoid;
    if (n == "softmax")
        return Activation::Softmax;
    if (n == "sigmoid")
        return Activation::Sigmoid;
    if (n == "probabilities" || n == "none")
        return Activation::Probabilities;
    return makeError(ErrorKind::Invalid,
                     "Unknown activation '" + name + "': use auto, softmax, sigmoid or probabilities.");
}

double outsideProbability(Activation activation, std::size_t channel)
{
    return activation != Activation::Sigmoid && channel == 0 ? 1.0 : 0.0;
}

Result<volume::Volume> labelsFromProbabilities(const std::vector<volume::Volume>& probabilities,
                                               Activation activation)
{
    if (probabilities.empty())
        return makeError(ErrorKind::Invalid, "The model returned no channels.");
    const std::size_t classes = probabilities.size() + (activation == Activation::Sigmoid ? 1 : 0);
    const auto type = classes > 256 ? volume::PixelType::UInt16 : volume::PixelType::UInt8;
    auto labels = volume::Volume::allocate(type, probabilities.front().geometry());
    if (!labels)
        return labels.error();
    if (type == volume::PixelType::UInt8)
        writeLabels<std::uint8_t>(probabilities, activation, *labels);
    else
        writeLabels<std::uint16_t>(probabilities, activation, *labels);
    return labels;
}

Result<std::vector<volume::Volume>> probabilitiesToGrid(std::vector<volume::Volume> modelGrid,
                                                        const volume::Geometry& target, Activation activation,
                                                        const Progress& progress)
{
    std::vector<volume::Volume> out;
    const double n = double(modelGrid.size());
    for (std::size_t c = 0; c < modelGrid.size(); ++c) {
        if (modelGrid[c].geometry() == target) {
            out.push_back(std::move(modelGrid[c]));
            continue;
        }
        auto resampled =
            preprocess::resampleToGrid(modelGrid[c], target, preprocess::Interpolation::Linear,
                                       outsideProbability(activation, c), progress.sub(c / n, (c + 1) / n));
        if (!resampled)
            return resampled.error();
        modelGrid[c] = {}; // release the model-grid copy as soon as it is done
        out.push_back(std::move(*resampled));
    }
    return out;
}

} // namespace scansleuth::model
