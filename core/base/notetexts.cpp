// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "base/notetexts.h"

#include "base/errortexttable.h"
#include "base/translate.h"

namespace scansleuth {

const std::vector<const char*>& noteTexts()
{
    static const std::vector<const char*> texts{
        // A model run's notes (model/inference.cpp): what it did when memory ran out.
        QT_TRANSLATE_NOOP("Note", "out of memory on {device}: the input stays in host memory"),
        QT_TRANSLATE_NOOP("Note", "the blending sums did not fit on {device}; they were kept in host memory"),
        QT_TRANSLATE_NOOP("Note", "batch {batch} ran out of memory on {device}; used {smaller}"),
        // A training batch's notes (model/trainingbatch.cpp).
        QT_TRANSLATE_NOOP(
            "Note", "case {case}: the mask was put on the preprocessed image grid (nearest, through world "
                    "space)"),
        // The device a run used and what CUDA this LibTorch sees (model/torchsupport.cpp).
        QT_TRANSLATE_NOOP("Note", "CPU, 1 thread"),
        QT_TRANSLATE_NOOP("Note", "CPU, {threads} threads"),
        QT_TRANSLATE_NOOP("Note", "CUDA device 0 of {count}"),
        QT_TRANSLATE_NOOP("Note", "no CUDA"),
        QT_TRANSLATE_NOOP("Note", "{count} CUDA device(s)"),
        QT_TRANSLATE_NOOP("Note", "{count} CUDA device(s), cuDNN"),
        // A label table's format (render/labeltable.cpp: formatName) where it is words; the others are names.
        QT_TRANSLATE_NOOP("Note", "ITK-SNAP label description"),
        QT_TRANSLATE_NOOP("Note", "Slicer colour table"),
        QT_TRANSLATE_NOOP("Note", "index-name text"),
        // The stages long jobs report through their Progress (the GUI's status line while they run).
        QT_TRANSLATE_NOOP("Note", "done"),
        QT_TRANSLATE_NOOP("Note", "Done"),
        QT_TRANSLATE_NOOP("Note", "Read"),
        QT_TRANSLATE_NOOP("Note", "reading"),
        QT_TRANSLATE_NOOP("Note", "writing"),
        QT_TRANSLATE_NOOP("Note", "decompressing"),
        QT_TRANSLATE_NOOP("Note", "Reading {name}"),
        QT_TRANSLATE_NOOP("Note", "Reading header"),
        QT_TRANSLATE_NOOP("Note", "Reading voxels"),
        QT_TRANSLATE_NOOP("Note", "Reading arrays"),
        QT_TRANSLATE_NOOP("Note", "Reading DICOM headers"),
        QT_TRANSLATE_NOOP("Note", "Reading the SEG"),
        QT_TRANSLATE_NOOP("Note", "Reading the RTSTRUCT"),
        QT_TRANSLATE_NOOP("Note", "Placing"),
        QT_TRANSLATE_NOOP("Note", "Loading image files"),
        QT_TRANSLATE_NOOP("Note", "Writing {name}"),
        QT_TRANSLATE_NOOP("Note", "Writing DICOM"),
        QT_TRANSLATE_NOOP("Note", "Writing NIfTI"),
        QT_TRANSLATE_NOOP("Note", "writing the file"),
        QT_TRANSLATE_NOOP("Note", "rendering the report"),
        QT_TRANSLATE_NOOP("Note", "labels"),
        QT_TRANSLATE_NOOP("Note", "edges"),
        QT_TRANSLATE_NOOP("Note", "references"),
        QT_TRANSLATE_NOOP("Note", "leakage"),
        QT_TRANSLATE_NOOP("Note", "inference"),
        QT_TRANSLATE_NOOP("Note", "training"),
        QT_TRANSLATE_NOOP("Note", "parity"),
        QT_TRANSLATE_NOOP("Note", "determinism"),
        QT_TRANSLATE_NOOP("Note", "preparing the batch"),
        QT_TRANSLATE_NOOP("Note", "capturing activations"),
        QT_TRANSLATE_NOOP("Note", "traced training constants"),
        QT_TRANSLATE_NOOP("Note", "compare {case}"),
        QT_TRANSLATE_NOOP("Note", "Pictures of {case}"),
        QT_TRANSLATE_NOOP("Note", "Picturing {name}"),
        QT_TRANSLATE_NOOP("Note", "Listing {split}"),
        QT_TRANSLATE_NOOP("Note", "Listing files"),
        QT_TRANSLATE_NOOP("Note", "Listing splits"),
        QT_TRANSLATE_NOOP("Note", "Listing the CSV's cases"),
        QT_TRANSLATE_NOOP("Note", "Fingerprinting volumes"),
        QT_TRANSLATE_NOOP("Note", "Finding the broken file"),
        QT_TRANSLATE_NOOP("Note", "Building the demo phantom"),
        QT_TRANSLATE_NOOP("Note", "Writing the demo model"),
        QT_TRANSLATE_NOOP("Note", "Demo study written"),
        QT_TRANSLATE_NOOP("Note", "Demo splits written"),
        QT_TRANSLATE_NOOP("Note", "Demo runs written"),
        // Stages named where a parallel loop or a writer's steps are set up (base/parallel.h's stage).
        QT_TRANSLATE_NOOP("Note", "Reading DICOM pixels"),
        QT_TRANSLATE_NOOP("Note", "Comparing embeddings"),
        QT_TRANSLATE_NOOP("Note", "Screening for near-duplicates"),
        QT_TRANSLATE_NOOP("Note", "candidates"),
        QT_TRANSLATE_NOOP("Note", "compare cases"),
        QT_TRANSLATE_NOOP("Note", "checking the labels"),
        QT_TRANSLATE_NOOP("Note", "planning the frames"),
        QT_TRANSLATE_NOOP("Note", "adding the frames"),
        QT_TRANSLATE_NOOP("Note", "encoding the SEG"),
        QT_TRANSLATE_NOOP("Note", "packing the pixels"),
        // A preprocessing step's name as the pipeline reports it while it runs (preprocess/spec.cpp).
        QT_TRANSLATE_NOOP("Note", "reorient"),
        QT_TRANSLATE_NOOP("Note", "resample"),
        QT_TRANSLATE_NOOP("Note", "clip"),
        QT_TRANSLATE_NOOP("Note", "window"),
        QT_TRANSLATE_NOOP("Note", "normalise"),
        QT_TRANSLATE_NOOP("Note", "crop_pad"),
        QT_TRANSLATE_NOOP("Note", "crop_foreground"),
        QT_TRANSLATE_NOOP("Note", "cast"),
    };
    return texts;
}

namespace {

// The sentences parsed once, the most specific first: "Reading DICOM headers" before "Reading {name}".
const std::vector<std::pair<const char*, detail::ParsedTemplate>>& parsedNotes()
{
    static const auto parsed = detail::parseMostSpecificFirst(noteTexts());
    return parsed;
}

} // namespace

std::string renderNoteText(const std::string& text, const Translator& translate)
{
    std::vector<std::pair<std::string, std::string>> values;
    const auto any = [](const std::string&, const std::string&) {
        return true;
    };
    for (const auto& [templ, parsed] : parsedNotes()) {
        if (!detail::matchParsedTemplate(parsed, text, values, any))
            continue;
        std::string out;
        const std::string translated = translate(kNoteContext, templ);
        if (translated.empty() || !detail::fillTemplate(translated, values, out))
            return text; // no translation, or one that names a placeholder the sentence lacks
        return out;
    }
    return text;
}

} // namespace scansleuth
