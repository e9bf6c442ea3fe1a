// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"
#include "model/inference.h"

#include <string>

// A tensor a user's pipeline saved for one case: numpy's .npy (model/npy.h) or PyTorch's .pt (a tensor
// saved with torch.save, or the first tensor of a list, tuple or dict saved so). No LibTorch here.
namespace scansleuth::model {

struct TensorFile
{
    std::string path;
    std::string format;        // "npy" or "pt"
    std::string dtype;         // as stored: "float32", "int16"...
    bool fortranOrder = false; // .npy only
    std::string note;          // what was done to reach the tensor: "the first tensor of a dict ('image')"
    FloatTensor tensor;        // float32, C order
};

// By the file's content (.npy's magic string, else a zip or pickle torch.save wrote). Errors: NotFound,
// Io, the .npy reader's, Corrupt/Unsupported for a .pt that holds no tensor (naming what it holds).
Result<TensorFile> readTensorFile(const std::string& path);

} // namespace scansleuth::model
