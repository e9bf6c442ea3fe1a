#!/usr/bin/python3
# SPDX-License-Identifier: BSD-3-Clause
# SPDX-FileCopyrightText: 2026 The ScanSleuth authors
"""Writes traced_training.pt and traced_eval.pt: one small 3D segmenter exported with torch.jit.trace,
once before model.eval() (the mistake) and once after it, as users export. Run with the PyTorch whose
LibTorch the tests link (Debian's 1.13 here) so that LibTorch can load the files:
    /usr/bin/python3 tests/data/model/make_traced_training.py
The tests (tests/model/tst_tracedtraining.cpp) expect the submodule names below: encoder.bn, encoder.drop."""
import os

import torch
import torch.nn as nn


class Encoder(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv3d(1, 4, 3, padding=1)
        self.bn = nn.BatchNorm3d(4)
        self.drop = nn.Dropout(0.5)

    def forward(self, x):
        return self.drop(torch.relu(self.bn(self.conv(x))))


class Segmenter(nn.Module):
    def __init__(self):
        super().__init__()
        self.encoder = Encoder()
        self.norm = nn.InstanceNorm3d(4)  # no running statistics: normalising by the input is its eval mode
        self.head = nn.Conv3d(4, 2, 1)

    def forward(self, x):
        return self.head(self.norm(self.encoder(x)))


def main():
    here = os.path.dirname(os.path.abspath(__file__))
    torch.manual_seed(19)
    model = Segmenter()
    example = torch.randn(1, 1, 8, 8, 8)
    with torch.no_grad():
        torch.jit.trace(model.train(), example, check_trace=False).save(os.path.join(here, "traced_training.pt"))
        torch.jit.trace(model.eval(), example).save(os.path.join(here, "traced_eval.pt"))


if __name__ == "__main__":
    main()
