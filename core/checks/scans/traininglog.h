// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/finding.h"
#include "base/result.h"

#include <string>
#include <vector>

// Reading a training log written as CSV by the common loggers, and classifying its loss curves:
//   - PyTorch Lightning CSVLogger metrics.csv: epoch,step,train_loss_step,train_loss_epoch,val_loss,...
//     with sparse rows (train and validation values logged on different rows, other cells blank);
//   - Keras CSVLogger: epoch,loss,val_loss,accuracy,val_accuracy,... (loss is the training loss);
//   - a plain step,train_loss,val_loss (or iteration/epoch, train/loss, valid_loss...).
// Comma, semicolon or tab separated; blank cells are "not logged here"; "nan", "inf", "-inf",
// "Infinity" are kept as non-finite values (they are what the NaN check looks for).
namespace scansleuth::checks {

struct Series
{
    std::string name;      // the column, as written
    std::vector<double> x; // step (or epoch, or row number) of each logged value
    std::vector<double> y; // may hold NaN/Inf as logged

    friend bool operator==(const Series&, const Series&) = default;
};

// Thresholds of the curve classification, echoed in the JSON. Relative amounts are fractions of the
// loss level they compare against (0.1 = 10%).
struct TrainingTolerances
{
    int minPoints = 5;                   // fewer points (per epoch, or smoothed bins): no classification
    int maxBins = 50;                    // long step-level series are reduced to this many bin medians
    double underfitImprovement = 0.10;   // train loss fell by less than this over the run: underfitting
    double plateauWindow = 0.25;         // the last quarter of the run (at least 3 points)...
    double plateauImprovement = 0.01;    // ...improved by less than 1%: plateau
    double overfitRise = 0.05;           // validation loss rose 5% above its minimum...
    double overfitTrainDrop = 0.02;      // ...while the training loss kept falling by 2% or more
    double oscillationAmplitude = 0.10;  // zig-zag amplitude relative to the loss level
    double oscillationSignChanges = 0.5; // fraction of consecutive steps that reverse direction
    double initialLossTolerance = 0.5;   // |first loss - ln(C)| / ln(C) above this: unexpected

    friend bool operator==(const TrainingTolerances&, const TrainingTolerances&) = default;
};

struct TrainingLogOptions
{
    int classes = 0; // number of classes for the ln(C) check of the initial loss; 0 = skip
    // Column names to use instead of the detected ones; empty = detect.
    std::string trainLossColumn, valLossColumn, xColumn;
    TrainingTolerances tolerances;
};

struct TrainingLog
{
    std::string source;               // file name, or empty for text
    std::string format;               // "lightning", "keras", "plain"
    std::string xName;                // "step", "epoch" or "row"
    std::vector<std::string> columns; // header as read
    std::vector<Series> series;       // every numeric column except the x columns, in file order
    std::string trainLoss, valLoss;   // names of the series classified ("" when absent)
    // One of "healthy", "underfitting", "overfitting", "oscillation", "plateau", "nan", "unreadable",
    // "too_short": the main reading (the first finding's), for a one-word summary.
    std::string classification;
    TrainingTolerances tolerances;
    int classes = 0;
    // training.nan, training.overfitting, training.underfitting, training.oscillation, training.plateau,
    // training.initial_loss_unexpected, training.healthy, training.unreadable.
    Findings findings;

    const Series* find(const std::string& name) const;
};

// Parses and classifies. Never fails: an unusable text gives training.unreadable.
TrainingLog readTrainingLog(const std::string& csvText, const TrainingLogOptions& options = {});
// The same for a file. Errors: NotFound, TooLarge (over 512 MiB), Io.
Result<TrainingLog> readTrainingLogFile(const std::string& path, const TrainingLogOptions& options = {});

} // namespace scansleuth::checks
