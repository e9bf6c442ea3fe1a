// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

// Inside core/model: a failed forward call explained in words, headed by what went wrong. No LibTorch here;
// inference.cpp fills ForwardCall from the exception and the module.

#include "base/result.h"
#include "model/model.h"

#include <cstdint>
#include <string>
#include <vector>

namespace scansleuth::model {

struct ForwardCall
{
    std::string what; // the exception's text (a TorchScript traceback, a c10 message)
    bool outOfMemory = false;
    std::vector<std::int64_t> inputShape;    // what the model was given, [N, C, d0, d1, d2]
    std::string device;                      // "cpu", "cuda:0"
    bool wholeVolume = false;                // no patch was set
    std::vector<std::string> requiredInputs; // forward's arguments without a default, self excluded
    const ModelInfo* info = nullptr;         // module types and parameter shapes (the first convolution)
};

// The model's own error: the last "SomethingError: ..." line of a TorchScript traceback and the lines of
// the message after it, without "builtins." and C++ frames; else the first line of the text; empty when
// the text holds neither.
std::string modelErrorText(const std::string& what);

// In this order: out of memory (TooLarge, with the sizes and what to change); a forward that takes more
// than one tensor ("The model's forward takes 2 tensors (x, y)..."); a first convolution that wants other
// channels; a first convolution of another dimension than the input ("A 2D model (Conv2d) was given a 3D
// volume..."); feature maps whose sizes disagree after down- and upsampling while an input size is not
// divisible by 16 (the stride hint, with a patch to try); else the model's own text first. Invalid unless
// out of memory. The detail holds the model's text.
Error explainForwardFailure(const ForwardCall& call);

} // namespace scansleuth::model
