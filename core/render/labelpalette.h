// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "render/render.h"

// The label colour tables a label map can be drawn with (issue 22): one colour-blind users can tell apart
// (the GUI's default for new label maps), and the classic ITK-SNAP one (defaultLabelColour, which the
// CLI, the reports and label tables without colours keep).
namespace scansleuth::render {

enum class LabelPaletteKind
{
    ColourBlindSafe, // Okabe and Ito's seven colours, then Paul Tol's muted nine, then lighter and darker
    Classic,         // ITK-SNAP's colours for 1..12, then a golden-ratio hue spread (defaultLabelColour)
};

// The colour of `label` (> 0) in `palette`; label 0 is transparent in both.
Rgba paletteLabelColour(int label, LabelPaletteKind palette);

} // namespace scansleuth::render
