// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include "base/result.h"

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

// A scanner for the functional groups of a multi-frame DICOM object (PS3.3 C.7.6.16), the part of a SEG
// that DCMTK parses slowest: 6000 PerFrameFunctionalGroupsSequence items take DCMTK about 60 ms, this scanner
// a few. It reads only what the SEG reader uses and gives up (an error, after which the reader lets DCMTK
// parse the file) on anything it does not handle as DCMTK would; it never reads out of bounds.
namespace scansleuth::io {

// What one functional groups item (the shared item, or one frame's item) states of the facts the SEG reader
// uses. A `has...` flag is set when the item holds that functional group's sequence with at least one item
// (the first is read); a value is empty when the group lacks it or it is not a finite number.
struct FrameGroupFacts
{
    bool hasPlanePosition = false;
    std::optional<std::array<double, 3>> position; // ImagePositionPatient
    bool hasPlaneOrientation = false;
    std::optional<std::array<double, 6>> orientation; // ImageOrientationPatient
    bool hasPixelMeasures = false;
    std::optional<std::array<double, 2>> pixelSpacing;
    std::optional<double> sliceThickness;
    std::optional<double> spacingBetweenSlices;
    bool hasSegmentIdentification = false;
    std::optional<long> referencedSegmentNumber;
    bool hasDerivationImage = false;
    bool hasSourceImage = false; // DerivationImageSequence's first item has a SourceImageSequence item
    std::string referencedSopInstanceUid;
    std::optional<long> referencedFrameNumber;
};

// The dataset's functional groups.
struct FunctionalGroups
{
    std::optional<FrameGroupFacts> shared; // SharedFunctionalGroupsSequence's item, when there is one
    bool hasPerFrame = false;              // PerFrameFunctionalGroupsSequence is present
    std::vector<FrameGroupFacts> perFrame; // its items, in order
};

// Scans `file`, the bytes of a DICOM Part 10 file from its start up to (not including) the header of its
// last top-level element, (7FE0,0010) PixelData: preamble, "DICM", meta group, then the dataset in Explicit
// or Implicit VR Little Endian (`explicitVr`), whose top-level elements must end exactly where `file` ends.
// Errors (Unsupported, Corrupt): anything else, lengths that leave the bytes, sequences nested past 16
// levels, a value the SEG reader needs in a VR it does not expect, undefined-length values that are not
// sequences.
Result<FunctionalGroups> scanFunctionalGroups(std::span<const std::uint8_t> file, bool explicitVr);

} // namespace scansleuth::io
