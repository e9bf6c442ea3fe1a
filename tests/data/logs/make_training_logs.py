#!/usr/bin/env python3
# SPDX-License-Identifier: BSD-3-Clause
# SPDX-FileCopyrightText: 2026 The ScanSleuth authors
"""Writes the training-log CSVs of this folder, in the formats the loggers write, with a fixed seed.

Run from this folder: python3 make_training_logs.py. Only the standard library is needed.
"""
import math
import random

rng = random.Random(20260314)


def noisy(v, rel):
    return v * (1.0 + rng.uniform(-rel, rel))


def lightning_overfit():
    # PyTorch Lightning 2.x CSVLogger: train_loss logged on_step every 50 steps and on_epoch; validation
    # on its own row at the end of each epoch; the other cells blank.
    rows = ["epoch,step,train_loss_step,train_loss_epoch,val_loss,val_dice"]
    steps_per_epoch = 200
    for epoch in range(30):
        train_level = 0.9 * math.exp(-epoch / 6.0) + 0.05
        for s in range(49, steps_per_epoch, 50):
            step = epoch * steps_per_epoch + s
            rows.append(f"{epoch},{step},{noisy(train_level, 0.15):.6f},,,")
        last = epoch * steps_per_epoch + steps_per_epoch - 1
        val = 0.95 * math.exp(-epoch / 5.0) + 0.25 + (0.012 * (epoch - 11) ** 1.3 if epoch > 11 else 0.0)
        dice = max(0.0, min(1.0, 0.88 - val * 0.5))
        rows.append(f"{epoch},{last},,,{noisy(val, 0.01):.6f},{dice:.6f}")
        rows.append(f"{epoch},{last},,{noisy(train_level, 0.02):.6f},,")
    return rows


def keras_healthy():
    rows = ["epoch,accuracy,loss,val_accuracy,val_loss"]
    for epoch in range(25):
        loss = 1.6 * math.exp(-epoch / 7.0) + 0.12
        val = 1.65 * math.exp(-epoch / 7.5) + 0.18
        rows.append(f"{epoch},{1 - noisy(loss, 0.02) / 2:.4f},{noisy(loss, 0.02):.4f},"
                    f"{1 - noisy(val, 0.02) / 2:.4f},{noisy(val, 0.02):.4f}")
    return rows


def plain_underfit():
    # 10 classes: the loss stays at ln(10) = 2.303, the mark of a model that does not learn.
    rows = ["step,train_loss,val_loss,val_acc"]
    for i in range(40):
        step = (i + 1) * 100
        rows.append(f"{step},{noisy(2.303, 0.01):.5f},{noisy(2.305, 0.005):.5f},{noisy(0.1, 0.05):.4f}")
    return rows


def plain_oscillation():
    rows = ["iteration;train/loss;val/loss"]
    for i in range(40):
        base = 0.9 * math.exp(-i / 30.0) + 0.3
        zig = 0.35 if i % 2 else -0.35
        rows.append(f"{i * 250};{base * (1 + zig):.5f};{base * (1 + 0.6 * zig) + 0.05:.5f}")
    return rows


def plain_plateau():
    rows = ["epoch,train_loss,val_loss,lr"]
    for epoch in range(40):
        loss = 1.2 * math.exp(-epoch / 3.0) + 0.4
        val = 1.25 * math.exp(-epoch / 3.0) + 0.45
        rows.append(f"{epoch},{loss:.6f},{val:.6f},{1e-3 * 0.5 ** (epoch // 10):.6g}")
    return rows


def nan_explosion():
    # Lightning metrics.csv where the loss explodes and turns NaN (learning rate too high); the
    # validation row after it logs nan too, and one cell says "inf".
    rows = ["epoch,step,train_loss,val_loss"]
    step = 0
    for epoch in range(6):
        for k in range(10):
            step += 20
            if epoch < 3:
                loss = noisy(0.7 * math.exp(-step / 400.0) + 0.2, 0.05)
            else:
                loss = 0.35 * (2.2 ** (step / 20 - 30))
            text = "nan" if loss > 1e4 else ("inf" if loss > 5e3 else f"{loss:.6f}")
            rows.append(f"{epoch},{step},{text},")
        val = 0.5 if epoch < 3 else float("nan")
        rows.append(f"{epoch},{step},,{'nan' if math.isnan(val) else f'{val:.4f}'}")
    return rows


def initial_loss_high():
    # 3 classes: ln(3) = 1.10, but the first loss is 9.7 (a softmax fed with huge logits).
    rows = ["step,train_loss,val_loss"]
    for i in range(30):
        loss = 9.6 * math.exp(-i / 2.0) + 0.3 + 0.05 * math.exp(-i / 10.0)
        rows.append(f"{i * 10},{loss:.5f},{loss * 1.05 + 0.02:.5f}")
    return rows


def write(name, rows):
    with open(name, "w", newline="\n") as f:
        f.write("\n".join(rows) + "\n")


write("lightning_overfit_metrics.csv", lightning_overfit())
write("keras_healthy.csv", keras_healthy())
write("plain_underfit.csv", plain_underfit())
write("plain_oscillation.csv", plain_oscillation())
write("plain_plateau.csv", plain_plateau())
write("lightning_nan_metrics.csv", nan_explosion())
write("plain_initial_loss_high.csv", initial_loss_high())
write("no_loss_column.csv", ["epoch,lr,grad_norm", "0,0.001,1.2", "1,0.001,1.1", "2,0.0005,0.9"])
