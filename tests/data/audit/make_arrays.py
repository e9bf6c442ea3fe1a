#!/usr/bin/python3
# SPDX-License-Identifier: BSD-3-Clause
# SPDX-FileCopyrightText: 2026 The ScanSleuth authors
# Writes the tiny arrays tst_auditrecords reads, with numpy 1.24 and torch 1.13 (Debian bookworm):
#   /usr/bin/python3 make_arrays.py   (in this folder)
import numpy as np
import torch

image = np.arange(24, dtype=np.int16).reshape(2, 3, 4) - 5  # [D, H, W] = values -5..18
mask = np.array([[1.5, -2.0], [0.25, 8.0]], dtype=np.float32)  # 2D [H, W]
np.savez("stored.npz", image=image, mask=mask)  # zip members stored (method 0)
np.savez_compressed("deflated.npz", image=image, mask=mask)  # zip members deflated (method 8)
channels = (np.arange(2 * 2 * 3 * 4, dtype=np.float32).reshape(2, 2, 3, 4) / 4)  # [C, D, H, W]
np.save("channels.npy", channels)
torch.save(torch.from_numpy(image.copy()), "image.pt")
