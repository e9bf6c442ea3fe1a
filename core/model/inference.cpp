// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Running a model: the prepared input as a tensor, the sliding window on the model's device, activation,
// and the way back to the input's grid. The one LibTorch translation unit of inference.
#include "model/inference.h"

#include "model/forwardfailure.h"
#include "model/torchsupport.h"
#include "model/windowing.h"
#include "model/windowplan.h"
#include "preprocess/specjson.h"

#include <algorithm>
#include <chrono>
#include <cstring>

namespace scansleuth::model {

namespace {

using Clock = std::chrono::steady_clock;

double secondsSince(Clock::time_point start)
{
    return std::chrono::duration<double>(Clock::now() - start).count();
}

Error cancelled()
{
    return makeError(ErrorKind::Cancelled, "The inference was cancelled.");
}

// The exception's full text: c10 errors without their C++ backtrace, TorchScript's traceback kept (the
// model's own message is at its end).
std::string exceptionText(const std::exception& e)
{
    if (const auto* c10error = dynamic_cast<const c10::Error*>(&e))
        return c10error->what_without_backtrace();
    return e.what();
}

// forward's arguments that have no default, self excluded: what a caller must give.
std::vector<std::string> requiredInputs(const torch::jit::Module& module)
{
    std::vector<std::string> names;
    if (const auto forward = module.find_method("forward"))
        for (const c10::Argument& a : forward->function().getSchema().arguments())
            if (a.name() != "self" && !a.default_value())
                names.push_back(a.name());
    return names;
}

Error forwardFailure(const std::exception& e, const std::vector<std::int64_t>& shape, const Model::Impl& impl,
                     bool wholeVolume)
{
    ForwardCall call;
    call.what = exceptionText(e);
    call.outOfMemory = isOutOfMemory(e);
    call.inputShape = shape;
    call.device = impl.deviceReport.device;
    call.wholeVolume = wholeVolume;
    call.requiredInputs = requiredInputs(impl.module);
    call.info = &impl.info;
    return explainForwardFailure(call);
}

c10::ScalarType modelDtype(const torch::jit::Module& module)
{
    for (const torch::Tensor& p : module.parameters())
        if (p.is_floating_point())
            return p.scalar_type();
    return torch::kFloat32;
}

// Runs one plan; every LibTorch call throws, runWindow() catches.
class Window
{
public:
    Window(Model::Impl& impl, const WindowPlan& plan, const InferenceOptions& options,
           const Progress& progress)
        : m_impl(impl), m_plan(plan), m_options(options), m_progress(progress),
          m_batch(std::max(1, std::min<int>(options.batch, int(plan.origins.size())))),
          m_dtype(modelDtype(impl.module))
    {}

    Result<WindowResult> run(const torch::Tensor& input)
    {
        m_input = padded(input);
        if (m_impl.device.is_cuda())
            m_input = toDeviceOrKeep(m_input, "the input stays in host memory");
        if (!m_progress.report(0.0, "inference"))
            return cancelled();
        if (m_plan.wholeVolume)
            return runWhole();
        return runPatches();
    }

private:
    torch::Tensor padded(const torch::Tensor& input) const
    {
        std::vector<std::int64_t> pad;
        for (int a = 2; a >= 0; --a)
            pad.insert(pad.end(),
                       {m_plan.padBefore[a], m_plan.padded[a] - m_plan.size[a] - m_plan.padBefore[a]});
        if (std::all_of(pad.begin(), pad.end(), [](std::int64_t p) { return p == 0; }))
            return input;
        return torch::constant_pad_nd(input, pad, 0.0);
    }

    torch::Tensor toDeviceOrKeep(const torch::Tensor& t, const std::string& note)
    {
        try {
            return t.to(m_impl.device);
        } catch (const std::exception& e) {
            if (!isOutOfMemory(e))
                throw;
            m_notes.push_back("out of memory on " + m_impl.deviceReport.device + ": " + note);
            return t;
        }
    }

    // One forward call, its output checked and as float32.
    Result<torch::Tensor> forward(const torch::Tensor& x)
    {
        torch::Tensor y = forwardTensor(m_impl.module, x);
        const auto in = x.sizes().vec();
        const auto out = y.sizes().vec();
        if (y.dim() != 5 || out[0] != in[0])
            return makeError(ErrorKind::Invalid, "The model returned " + shapeText(out) + " for a " +
                                                     shapeText(in) +
                                                     " patch: a segmentation model must return [batch, "
                                                     "classes, D, H, W].");
        if (!std::equal(out.begin() + 2, out.end(), in.begin() + 2))
            return makeError(ErrorKind::Invalid, "The model returned " + shapeText(out) + " for a " +
                                                     shapeText(in) +
                                                     " patch: it does not keep the spatial size (valid "
                                                     "convolutions?).");
        return y.to(torch::kFloat32);
    }

    // The forward call, averaged over the 7 axis flips and the identity when mirroring (nnU-Net's TTA).
    Result<torch::Tensor> forwardMirrored(const torch::Tensor& x)
    {
        auto y = forward(x);
        if (!y || !m_options.mirror)
            return y;
        for (int mask = 1; mask < 8; ++mask) {
            std::vector<std::int64_t> dims;
            for (int a = 0; a < 3; ++a)
                if (mask & (1 << a))
                    dims.push_back(2 + a);
            auto flipped = forward(torch::flip(x, dims));
            if (!flipped)
                return flipped;
            y->add_(torch::flip(*flipped, dims));
        }
        y->div_(8.0);
        return y;
    }

    Result<WindowResult> runWhole()
    {
        const torch::Tensor x = m_input.to(m_impl.device, m_dtype);
        Result<torch::Tensor> y = makeError(ErrorKind::Invalid, "");
        try {
            y = forwardMirrored(x);
        } catch (const std::exception& e) {
            return forwardFailure(e, x.sizes().vec(), m_impl, true);
        }
        if (!y)
            return y.error();
        m_progress.report(1.0, "inference");
        return WindowResult{y->select(0, 0).to(torch::kCPU).contiguous(), m_plan.mirrors, 1, m_notes};
    }

    torch::Tensor region(const torch::Tensor& t, const Extent3& o, int firstAxis) const
    {
        return t.narrow(firstAxis, o[0], m_plan.patch[0])
            .narrow(firstAxis + 1, o[1], m_plan.patch[1])
            .narrow(firstAxis + 2, o[2], m_plan.patch[2]);
    }

    torch::Tensor batchInput(std::size_t first, std::size_t count) const
    {
        std::vector<torch::Tensor> patches;
        for (std::size_t b = first; b < first + count; ++b)
            patches.push_back(region(m_input, m_plan.origins[b], 2));
        return torch::cat(patches, 0).to(m_impl.device, m_dtype);
    }

    // The sums live on the device when they fit there, else in host memory.
    Status allocateSums(std::int64_t classes)
    {
        const Extent3& p = m_plan.padded;
        torch::Tensor weights = m_options.blend == Blend::Gaussian
                                    ? gaussianImportance(m_plan.patch)
                                    : torch::ones({m_plan.patch[0], m_plan.patch[1], m_plan.patch[2]});
        torch::Device at = m_impl.device;
        if (at.is_cuda()) {
            try {
                m_sum = torch::zeros({classes, p[0], p[1], p[2]}, torch::TensorOptions().device(at));
            } catch (const std::exception& e) {
                if (!isOutOfMemory(e))
                    throw;
                m_notes.push_back("the blending sums did not fit on " + m_impl.deviceReport.device +
                                  "; they were kept in host memory");
                at = torch::kCPU;
            }
        }
        if (!at.is_cuda()) {
            if (Status s = checkHostMemory(m_plan, m_input.size(1), classes, m_batch, "host"); !s)
                return s;
            m_sum = torch::zeros({classes, p[0], p[1], p[2]});
        }
        m_weights = weights.to(at);
        m_weightSum = torch::zeros({p[0], p[1], p[2]}, torch::TensorOptions().device(at));
        for (const Extent3& o : m_plan.origins)
            region(m_weightSum, o, 0).add_(m_weights);
        return {};
    }

    void accumulate(const torch::Tensor& out, std::size_t first)
    {
        const torch::Tensor y = out.to(m_sum.device());
        for (std::int64_t b = 0; b < y.size(0); ++b)
            region(m_sum, m_plan.origins[first + std::size_t(b)], 1).addcmul_(y[b], m_weights);
    }

    Result<WindowResult> runPatches()
    {
        const std::size_t total = m_plan.origins.size();
        std::size_t next = 0;
        while (next < total) {
            const std::size_t count = std::min<std::size_t>(std::size_t(m_batch), total - next);
            torch::Tensor x = batchInput(next, count);
            Result<torch::Tensor> y = makeError(ErrorKind::Invalid, "");
            try {
                y = forwardMirrored(x);
            } catch (const std::exception& e) {
                if (isOutOfMemory(e) && m_options.retrySmallerBatch && m_batch > 1) {
                    m_notes.push_back("batch " + std::to_string(m_batch) + " ran out of memory on " +
                                      m_impl.deviceReport.device + "; used " + std::to_string(m_batch / 2));
                    m_batch /= 2;
                    continue;
                }
                return forwardFailure(e, x.sizes().vec(), m_impl, false);
            }
            if (!y)
                return y.error();
            if (!m_sum.defined())
                if (Status s = allocateSums(y->size(1)); !s)
                    return s.error();
            accumulate(*y, next);
            next += count;
            if (!m_progress.report(double(next) / double(total), "inference"))
                return cancelled();
        }
        m_sum.div_(m_weightSum);
        torch::Tensor out = m_sum;
        for (int a = 0; a < 3; ++a)
            out = out.narrow(1 + a, m_plan.padBefore[a], m_plan.size[a]);
        return WindowResult{out.to(torch::kCPU).contiguous(), m_plan.forwardPatches(), m_batch, m_notes};
    }

    Model::Impl& m_impl;
    const WindowPlan& m_plan;
    const InferenceOptions& m_options;
    Progress m_progress;
    int m_batch;
    c10::ScalarType m_dtype;
    torch::Tensor m_input, m_weights, m_sum, m_weightSum;
    std::vector<std::string> m_notes;
};

// Probabilities [K, ...] in the tensor layout as K float32 volumes on `geometry` ([k][j][i] memory order).
Result<std::vector<volume::Volume>> toVolumes(const torch::Tensor& probabilities,
                                              preprocess::TensorLayout layout,
                                              const volume::Geometry& geometry)
{
    std::vector<volume::Volume> out;
    for (std::int64_t c = 0; c < probabilities.size(0); ++c) {
        torch::Tensor channel = probabilities[c];
        if (layout == preprocess::TensorLayout::Xyz)
            channel = channel.permute({2, 1, 0});
        channel = channel.contiguous();
        auto v = volume::Volume::allocate(volume::PixelType::Float32, geometry);
        if (!v)
            return v.error();
        std::memcpy(v->bytes(), channel.data_ptr<float>(), v->byteCount());
        out.push_back(std::move(*v));
    }
    return out;
}

// NaN/Inf of a raw output [K, ...] on the CPU, a class along the first axis.
NonFiniteCount countNonFinite(const torch::Tensor& output)
{
    NonFiniteCount c;
    c10::InferenceMode inferenceMode;
    c.values = output.numel();
    c.valuesPerClass = output.dim() > 0 && output.size(0) > 0 ? c.values / output.size(0) : c.values;
    c.nan = torch::isnan(output).sum().item<std::int64_t>();
    c.infinite = torch::isinf(output).sum().item<std::int64_t>();
    if (c.nan + c.infinite == 0) {
        c.perClass.assign(std::size_t(std::max<std::int64_t>(1, output.dim() > 0 ? output.size(0) : 1)), 0);
        return c;
    }
    const torch::Tensor perClass = torch::isfinite(output).logical_not().reshape({output.size(0), -1}).sum(1);
    for (std::int64_t k = 0; k < perClass.size(0); ++k)
        c.perClass.push_back(perClass[k].item<std::int64_t>());
    return c;
}

} // namespace

torch::Tensor preparedToTensor(const preprocess::Prepared& prepared, preprocess::TensorLayout layout)
{
    const volume::Index3& n = prepared.channels.front().geometry().size;
    const auto channels = std::int64_t(prepared.channels.size());
    torch::Tensor t = torch::empty({1, channels, n[2], n[1], n[0]}, torch::kFloat32);
    for (std::int64_t c = 0; c < channels; ++c)
        std::memcpy(t[0][c].data_ptr<float>(), prepared.channels[std::size_t(c)].bytes(),
                    prepared.channels[std::size_t(c)].byteCount());
    if (layout == preprocess::TensorLayout::Xyz)
        t = t.permute({0, 1, 4, 3, 2}).contiguous();
    return t;
}

std::array<std::int64_t, 3> patchInTensorOrder(const std::array<std::int64_t, 3>& patch,
                                               preprocess::TensorLayout layout)
{
    if (layout == preprocess::TensorLayout::Xyz)
        return patch;
    return {patch[2], patch[1], patch[0]};
}

torch::Tensor gaussianImportance(const std::array<std::int64_t, 3>& patch)
{
    std::array<torch::Tensor, 3> axes;
    for (int a = 0; a < 3; ++a) {
        const double centre = double(patch[a] / 2), sigma = double(patch[a]) / 8.0;
        const torch::Tensor x = torch::arange(patch[a], torch::kFloat64) - centre;
        std::vector<std::int64_t> shape{1, 1, 1};
        shape[std::size_t(a)] = patch[a];
        axes[std::size_t(a)] = torch::exp(-(x * x) / (2.0 * sigma * sigma)).view(shape);
    }
    torch::Tensor w = axes[0] * axes[1] * axes[2];
    w = w / w.max();
    // nnU-Net gives voxels whose weight underflowed to 0 the smallest weight there is: no voxel is
    // unweighted.
    const torch::Tensor zero = w.eq(0);
    if (zero.any().item<bool>())
        w = torch::where(zero, w.masked_fill(zero, 2.0).min(), w);
    return w.to(torch::kFloat32);
}

torch::Tensor activate(const torch::Tensor& output, Activation activation)
{
    switch (activation) {
    case Activation::Softmax:
        return torch::softmax(output, 0);
    case Activation::Sigmoid:
        return torch::sigmoid(output);
    case Activation::Probabilities:
        break;
    }
    return output;
}

Result<WindowResult> runWindow(Model& model, const torch::Tensor& input, const InferenceOptions& options,
                               const Progress& progress)
{
    if (input.dim() != 5 || input.size(0) != 1)
        return makeError(ErrorKind::Invalid, "The model input must be [1, C, D, H, W], not " +
                                                 shapeText(input.sizes().vec()) + ".");
    auto plan = planWindow({input.size(2), input.size(3), input.size(4)}, options);
    if (!plan)
        return plan.error();
    Model::Impl& impl = model.impl();
    // The output's classes are unknown until the first patch ran: count 2, the fewest a segmenter has.
    if (Status s = checkHostMemory(*plan, input.size(1), 2, options.batch, impl.deviceReport.device); !s)
        return s.error();
    try {
        torch::NoGradGuard noGrad;
        c10::InferenceMode inferenceMode;
        return Window(impl, *plan, options, progress).run(input);
    } catch (const std::exception& e) {
        if (isOutOfMemory(e))
            return makeError(ErrorKind::TooLarge,
                             "The input " + shapeText(input.sizes().vec()) +
                                 " and its blending sums do not fit in memory on " +
                                 impl.deviceReport.device + ": use a smaller --patch.",
                             shortTorchMessage(e));
        return torchError(ErrorKind::Invalid, "The model could not be run on the input.", e);
    }
}

Result<Prediction> predictPrepared(Model& model, const preprocess::Prepared& prepared,
                                   preprocess::TensorLayout layout, const volume::Geometry& target,
                                   const InferenceOptions& options, const Progress& progress)
{
    if (prepared.channels.empty())
        return makeError(ErrorKind::Invalid, "There is no input channel to run the model on.");
    const Clock::time_point start = Clock::now();
    Prediction prediction;
    prediction.device = model.device();
    InferenceOptions windowOptions = options;
    windowOptions.patch = patchInTensorOrder(options.patch, layout);
    auto window =
        runWindow(model, preparedToTensor(prepared, layout), windowOptions, progress.sub(0.0, 0.85));
    if (!window)
        return window.error();
    auto activation = resolveActivation(options.activation, window->output.size(0));
    if (!activation)
        return activation.error();
    prediction.nonFinite = countNonFinite(window->output);
    if (prediction.nonFinite.any())
        prediction.findings.push_back(nonFiniteFinding(prediction.nonFinite));
    Result<std::vector<volume::Volume>> modelGrid = makeError(ErrorKind::Invalid, "");
    {
        c10::InferenceMode inferenceMode;
        const torch::Tensor probabilities = activate(window->output, *activation);
        window->output = torch::Tensor();
        modelGrid = toVolumes(probabilities, layout, prepared.channels.front().geometry());
    }
    if (!modelGrid)
        return modelGrid.error();
    prediction.patches = window->patches;
    prediction.batchUsed = window->batchUsed;
    prediction.notes = std::move(window->notes);
    prediction.inferenceSeconds = secondsSince(start);

    const Clock::time_point back = Clock::now();
    auto onInput = probabilitiesToGrid(std::move(*modelGrid), target, *activation, progress.sub(0.85, 1.0));
    if (!onInput)
        return onInput.error();
    // nnU-Net's order: probabilities are resampled to the input's grid, then the argmax is taken there.
    auto labels = labelsFromProbabilities(*onInput, *activation);
    if (!labels)
        return labels.error();
    prediction.probabilities = std::move(*onInput);
    prediction.labels = std::move(*labels);
    prediction.resampleSeconds = secondsSince(back);
    return prediction;
}

Result<preprocess::Spec> specOrDefault(const std::string& specPath, int channels)
{
    if (specPath.empty()) {
        preprocess::Spec spec;
        spec.channels = channels;
        return spec;
    }
    return preprocess::readSpecFile(specPath);
}

Result<Prediction> predict(Model& model, const std::vector<const volume::Volume*>& inputs,
                           const preprocess::Spec& spec, const InferenceOptions& options,
                           const Progress& progress)
{
    if (inputs.empty() || !inputs.front())
        return makeError(ErrorKind::Invalid, "No input image was given to run the model on.");
    const Clock::time_point start = Clock::now();
    auto prepared = preprocess::prepare(spec, inputs, progress.sub(0.0, 0.15));
    if (!prepared)
        return prepared.error();
    const double preprocessSeconds = secondsSince(start);
    auto prediction = predictPrepared(model, *prepared, spec.tensorLayout, inputs.front()->geometry(),
                                      options, progress.sub(0.15, 1.0));
    if (prediction)
        prediction->preprocessSeconds = preprocessSeconds;
    return prediction;
}

Result<Prediction> predict(Model& model, const std::vector<const volume::Volume*>& inputs,
                           const std::string& specPath, const InferenceOptions& options,
                           const Progress& progress)
{
    auto spec = specOrDefault(specPath, int(inputs.size()));
    if (!spec)
        return spec.error();
    return predict(model, inputs, *spec, options, progress);
}

Result<FloatTensor> predictTensor(Model& model, const FloatTensor& input, const InferenceOptions& options,
                                  const Progress& progress)
{
    std::vector<std::int64_t> shape = input.shape;
    if (shape.size() == 4)
        shape.insert(shape.begin(), 1);
    double count = 1.0;
    for (std::int64_t s : shape)
        count *= double(s);
    if (shape.size() != 5 || shape[0] != 1 || count < 1 || count != double(input.values.size()))
        return makeError(
            ErrorKind::Invalid,
            "The tensor must be [C, D, H, W] or [1, C, D, H, W] with as many values as its shape "
            "says; it is " +
                shapeText(input.shape) + " with " + std::to_string(input.values.size()) + " values.");
    torch::Tensor t;
    {
        c10::InferenceMode inferenceMode;
        t = torch::from_blob(const_cast<float*>(input.values.data()), shape, torch::kFloat32);
    }
    auto window = runWindow(model, t, options, progress);
    if (!window)
        return window.error();
    auto activation = resolveActivation(options.activation, window->output.size(0));
    if (!activation)
        return activation.error();
    c10::InferenceMode inferenceMode;
    const torch::Tensor probabilities = activate(window->output, *activation).contiguous();
    FloatTensor out;
    out.shape = probabilities.sizes().vec();
    out.values.assign(probabilities.data_ptr<float>(),
                      probabilities.data_ptr<float>() + probabilities.numel());
    return out;
}

Result<FloatTensor> forwardWhole(Model& model, const FloatTensor& input)
{
    double count = input.shape.empty() ? 0.0 : 1.0;
    for (std::int64_t s : input.shape)
        count *= double(s);
    if (count < 1 || count != double(input.values.size()))
        return makeError(ErrorKind::Invalid, "The tensor " + shapeText(input.shape) + " holds " +
                                                 std::to_string(input.values.size()) +
                                                 " values, not as many as its shape says.");
    Model::Impl& impl = model.impl();
    try {
        c10::InferenceMode inferenceMode;
        const torch::Tensor x =
            torch::from_blob(const_cast<float*>(input.values.data()), input.shape, torch::kFloat32)
                .to(impl.device);
        const torch::Tensor y =
            forwardTensor(impl.module, x).to(torch::kCPU).to(torch::kFloat32).contiguous();
        FloatTensor out;
        out.shape = y.sizes().vec();
        out.values.assign(y.data_ptr<float>(), y.data_ptr<float>() + y.numel());
        return out;
    } catch (const std::exception& e) {
        if (isOutOfMemory(e))
            return makeError(ErrorKind::TooLarge,
                             "A " + shapeText(input.shape) + " input does not fit through the model on " +
                                 impl.deviceReport.device + ".",
                             shortTorchMessage(e));
        return forwardFailure(e, input.shape, impl, true);
    }
}

} // namespace scansleuth::model
