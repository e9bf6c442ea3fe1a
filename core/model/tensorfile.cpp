// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Tensor files for the parity experiment: .npy through model/npy.h, .pt through LibTorch's unpickler.
#include "model/tensorfile.h"

#include "model/npy.h"
#include "model/torchsupport.h"

#include <torch/serialize.h>

namespace scansleuth::model {

namespace {

// The tensor in an unpickled value: itself, or the first tensor of a list, tuple or dict (one level).
std::optional<torch::Tensor> findTensor(const c10::IValue& value, std::string& note)
{
    if (value.isTensor())
        return value.toTensor();
    if (value.isTensorList() && !value.toTensorList().empty()) {
        note = "the first tensor of a list";
        return value.toTensorList().get(0);
    }
    const auto fromList = [&](const auto& items, const char* what) -> std::optional<torch::Tensor> {
        for (const c10::IValue& item : items)
            if (item.isTensor()) {
                note = std::string("the first tensor of a ") + what;
                return item.toTensor();
            }
        return std::nullopt;
    };
    if (value.isList())
        return fromList(value.toListRef(), "list");
    if (value.isTuple())
        return fromList(value.toTupleRef().elements(), "tuple");
    if (value.isGenericDict())
        for (const auto& entry : value.toGenericDict())
            if (entry.value().isTensor()) {
                note = "the first tensor of a dict" +
                       (entry.key().isString() ? " ('" + entry.key().toStringRef() + "')" : std::string());
                return entry.value().toTensor();
            }
    return std::nullopt;
}

Result<TensorFile> readPt(const std::string& path, std::vector<char> bytes)
{
    TensorFile file;
    file.path = path;
    file.format = "pt";
    torch::Tensor tensor;
    try {
        const c10::IValue value = torch::pickle_load(bytes);
        auto found = findTensor(value, file.note);
        if (!found)
            return makeError(ErrorKind::Unsupported,
                             "'" + path + "' holds a " + value.tagKind() + ", not a tensor.",
                             "Save the model input itself: torch.save(input_tensor, path).");
        tensor = *found;
    } catch (const std::exception& pickleError) {
        // torch::save from C++ writes an archive of named values instead of a pickle.
        try {
            torch::load(tensor, path);
        } catch (const std::exception&) {
            return torchError(ErrorKind::Corrupt,
                              "'" + path + "' is neither a .npy file nor a tensor saved with torch.save.",
                              pickleError);
        }
    }
    if (!tensor.defined() || !(tensor.is_floating_point() || at::isIntegralType(tensor.scalar_type(), true)))
        return makeError(ErrorKind::Unsupported, "'" + path + "' holds a tensor of dtype " +
                                                     dtypeName(tensor.scalar_type()) + ", not real numbers.");
    if (tensor.numel() > (std::int64_t(1) << 31))
        return makeError(ErrorKind::TooLarge, "'" + path + "' holds more than 2^31 elements.");
    file.dtype = dtypeName(tensor.scalar_type());
    const torch::Tensor values = tensor.to(torch::kCPU).to(torch::kFloat32).contiguous();
    file.tensor.shape = values.sizes().vec();
    file.tensor.values.assign(values.data_ptr<float>(), values.data_ptr<float>() + values.numel());
    return file;
}

} // namespace

Result<TensorFile> readTensorFile(const std::string& path)
{
    auto read = readTensorFileBytes(path);
    if (!read)
        return read.error();
    const std::string& bytes = *read;
    const bool npyName = path.size() > 4 && path.substr(path.size() - 4) == ".npy";
    if (bytes.rfind(std::string("\x93NUMPY", 6), 0) == 0 || npyName) {
        auto array = parseNpy(bytes, path);
        if (!array)
            return array.error();
        TensorFile file;
        file.path = path;
        file.format = "npy";
        file.dtype = array->dtype;
        file.fortranOrder = array->fortranOrder;
        file.tensor = std::move(array->tensor);
        return file;
    }
    return readPt(path, std::vector<char>(bytes.begin(), bytes.end()));
}

} // namespace scansleuth::model
