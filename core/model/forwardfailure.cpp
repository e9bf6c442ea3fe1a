// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Failed forward calls in words, headed by their cause. No LibTorch here.
#include "model/forwardfailure.h"

#include "base/strings.h"
#include "model/windowplan.h"

#include <optional>
#include <regex>

namespace scansleuth::model {

namespace {

// The stride the hint checks sizes against: 2^4, the total stride of a 4-level U-Net (nnU-Net's 3D full
// resolution uses 5 levels: 32). A size divisible by 16 rules the common case out.
constexpr std::int64_t kStride = 16;

bool isFrameLine(const std::string& line)
{
    return line.rfind("Exception raised from", 0) == 0 || line.rfind("frame #", 0) == 0;
}

std::uint64_t floatBytes(const std::vector<std::int64_t>& shape)
{
    double n = 4.0;
    for (std::int64_t s : shape)
        n *= double(s);
    return std::uint64_t(n);
}

struct Convolution
{
    std::string module; // "conv1", "(root)"
    std::string type;   // "Conv2d", or "" when the type does not say
    std::vector<std::int64_t> weight;
};

std::string shortType(const std::string& type)
{
    const std::size_t dot = type.rfind('.');
    return dot == std::string::npos ? type : type.substr(dot + 1);
}

// The first module (depth first, as registered) with a convolution's weight: a 3- to 5-dimensional
// "weight" whose module type names a convolution, else the first such weight at all.
std::optional<Convolution> firstConvolution(const ModelInfo& info)
{
    std::optional<Convolution> fallback;
    for (const ModuleNode& node : info.modules) {
        const std::string name = node.path.empty() ? "weight" : node.path + ".weight";
        for (const TensorInfo& p : info.parameters) {
            if (p.name != name || p.shape.size() < 3 || p.shape.size() > 5)
                continue;
            const std::string type = shortType(node.type);
            if (type.find("Conv") != std::string::npos && type.find("Transpose") == std::string::npos)
                return Convolution{node.path.empty() ? "(root)" : node.path, type, p.shape};
            if (!fallback)
                fallback = Convolution{node.path.empty() ? "(root)" : node.path, "", p.shape};
        }
    }
    return fallback;
}

std::optional<Error> twoInputs(const ForwardCall& call, const std::string& text)
{
    if (call.requiredInputs.size() < 2)
        return std::nullopt;
    return makeError(
        ErrorKind::Invalid,
        "The model's forward takes " + std::to_string(call.requiredInputs.size()) + " tensors (" +
            join(call.requiredInputs, ", ") + "), but ScanSleuth gives it one: the image's channels as one " +
            shapeText(call.inputShape) + " tensor. Export a wrapper whose forward takes one tensor.",
        text);
}

std::optional<Error> otherChannels(const std::string& what, const std::string& text)
{
    static const std::regex channels(
        R"(expected input\[[^\]]*\] to have (\d+) channels, but got (\d+) channels)");
    std::smatch m;
    if (!std::regex_search(what, m, channels))
        return std::nullopt;
    return makeError(ErrorKind::Invalid,
                     "The model expects " + m[1].str() + " input channel(s), but was given " + m[2].str() +
                         ": the spec's \"channels\" and the images given must match the model's first "
                         "convolution.",
                     text);
}

std::optional<Error> otherDimension(const ForwardCall& call, const std::string& text)
{
    const auto conv = call.info ? firstConvolution(*call.info) : std::nullopt;
    if (!conv || call.inputShape.size() < 3)
        return std::nullopt;
    const std::size_t kernel = conv->weight.size() - 2, input = call.inputShape.size() - 2;
    if (kernel == input)
        return std::nullopt;
    const std::string type = conv->type.empty() ? "Conv" + std::to_string(kernel) + "d" : conv->type;
    return makeError(ErrorKind::Invalid,
                     "A " + std::to_string(kernel) + "D model (" + type + ") was given a " +
                         std::to_string(input) + "D volume: its first convolution (" + conv->module +
                         ") has " + std::to_string(kernel) + "D kernels, weight " + shapeText(conv->weight) +
                         ", and the input is " + shapeText(call.inputShape) + ". ScanSleuth runs " +
                         std::to_string(input) + "D models on volumes; use a " + std::to_string(input) +
                         "D model.",
                     text);
}

// Feature maps that do not fit together after down- and upsampling (a skip connection's cat or add)
// while some input size is not divisible by the stride: then, and only then, the stride hint.
std::optional<Error> strideMismatch(const ForwardCall& call, const std::string& text)
{
    static const std::regex cat(
        R"(Sizes of tensors must match except in dimension \d+\. Expected size (\d+) )"
        R"(but got size (\d+))");
    static const std::regex elementwise(
        R"(The size of tensor a \((\d+)\) must match the size of tensor b \((\d+)\))");
    std::smatch m;
    if (!std::regex_search(call.what, m, cat) && !std::regex_search(call.what, m, elementwise))
        return std::nullopt;
    if (call.inputShape.size() < 3)
        return std::nullopt;
    std::vector<std::string> odd, patch;
    bool anyOdd = false;
    for (std::size_t a = 2; a < call.inputShape.size(); ++a) {
        const std::int64_t n = call.inputShape[a];
        anyOdd = anyOdd || n % kStride != 0;
        if (n % kStride != 0)
            odd.push_back(std::to_string(n));
        patch.push_back(std::to_string(std::max(kStride, n / kStride * kStride)));
    }
    if (!anyOdd)
        return std::nullopt;
    const std::string sizeA = m[1].str(), sizeB = m[2].str(), input = shapeText(call.inputShape),
                      stride = std::to_string(kStride), odds = join(odd, ", "), sizes = join(patch, ",");
    // The advice differs with the window (a whole volume needs a patch; a patch needs another size): a whole
    // sentence each, so that each can be translated.
    return makeError(ErrorKind::Invalid,
                     call.wholeVolume
                         ? "The model's feature maps do not fit together (sizes " + sizeA + " and " + sizeB +
                               ") after downsampling and upsampling, and the input " + input +
                               " has sizes not divisible by " + stride + " (" + odds +
                               "): a model that downsamples needs sizes divisible by its total stride; set a "
                               "patch, e.g. --patch " +
                               sizes + " (in the tensor's axis order)."
                         : "The model's feature maps do not fit together (sizes " + sizeA + " and " + sizeB +
                               ") after downsampling and upsampling, and the input " + input +
                               " has sizes not divisible by " + stride + " (" + odds +
                               "): a model that downsamples needs sizes divisible by its total stride; use a "
                               "patch such as --patch " +
                               sizes + " (in the tensor's axis order).",
                     text);
}

} // namespace

std::string modelErrorText(const std::string& what)
{
    static const std::regex errorLine(R"(^\s*(builtins\.)?([A-Za-z_][\w.]*(Error|Exception)): (.*)$)");
    const std::vector<std::string> lines = splitLines(what);
    std::size_t start = lines.size();
    for (std::size_t i = lines.size(); i-- > 0;)
        if (!isFrameLine(trim(lines[i])) && std::regex_match(lines[i], errorLine)) {
            start = i;
            break;
        }
    std::vector<std::string> kept;
    if (start == lines.size()) {
        for (const std::string& line : lines)
            if (!trim(line).empty() && !isFrameLine(trim(line)))
                return trim(line);
        return {};
    }
    for (std::size_t i = start; i < lines.size() && !isFrameLine(trim(lines[i])); ++i)
        kept.push_back(i == start ? std::regex_replace(lines[i], std::regex(R"(^\s*builtins\.)"), "")
                                  : lines[i]);
    while (!kept.empty() && trim(kept.back()).empty())
        kept.pop_back();
    return trim(join(kept, "\n"));
}

Error explainForwardFailure(const ForwardCall& call)
{
    const std::string text = modelErrorText(call.what);
    const std::string what =
        shapeText(call.inputShape) + " (" + mibText(floatBytes(call.inputShape)) + " as float32)";
    if (call.outOfMemory)
        return call.wholeVolume
                   ? makeError(ErrorKind::TooLarge,
                               "The whole volume " + what + " does not fit through the model on " +
                                   call.device + " in one piece: set a patch, e.g. --patch 96,96,96.",
                               text)
                   : makeError(ErrorKind::TooLarge,
                               "A batch of patches " + what + " ran out of memory on " + call.device +
                                   ": use a smaller --batch or --patch, or --retry-smaller-batch.",
                               text);
    for (const auto& explained : {twoInputs(call, text), otherChannels(call.what, text),
                                  otherDimension(call, text), strideMismatch(call, text)})
        if (explained)
            return *explained;
    const std::string whole = call.what.size() > 4000 ? call.what.substr(0, 4000) : call.what;
    if (text.empty()) // nothing of the model's own to head the message
        return makeError(ErrorKind::Invalid,
                         "The model's forward failed on a " + shapeText(call.inputShape) + " input.", whole);
    // The model's own exception heads the message (it is the user's text, not ours to translate).
    return makeError(ErrorKind::Invalid,
                     text + (text.back() == '.' ? "" : ".") + " (The model's forward failed on a " +
                         shapeText(call.inputShape) + " input.)",
                     whole);
}

} // namespace scansleuth::model
