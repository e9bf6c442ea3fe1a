// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <string>
#include <vector>

namespace scansleuth {

enum class Severity
{
    Info,    // worth knowing, harmless on its own
    Warning, // likely to cause a silent error downstream
    Error,   // the data cannot be trusted as it is
};

const char* severityName(Severity severity); // "info", "warning", "error"

// One measured number behind a finding, with its unit ("mm", "voxels", "deg", "" for counts).
struct Measurement
{
    std::string name;
    double value = 0.0;
    std::string unit;

    friend bool operator==(const Measurement&, const Measurement&) = default;
};

// A finding is data: the GUI, the CLI's JSON and the report all read this struct. `code` is stable
// (e.g. "dicom.uneven_slice_spacing"); `message` is one English sentence (the GUI translates by code).
struct Finding
{
    std::string code;
    Severity severity = Severity::Info;
    std::string message;
    std::vector<Measurement> measurements;
    std::vector<std::string> evidence; // short lines: lists of gaps, the files concerned, ...
    std::string fix;                   // a suggested remedy, one sentence; may be empty

    const Measurement* measurement(const std::string& name) const;
    friend bool operator==(const Finding&, const Finding&) = default;
};

using Findings = std::vector<Finding>;

// A finding without measurements or evidence (add them to the returned struct).
Finding makeFinding(std::string code, Severity severity, std::string message, std::string fix = {});

// True when `findings` holds one with this code.
bool hasFinding(const Findings& findings, const std::string& code);
const Finding* findFinding(const Findings& findings, const std::string& code);

} // namespace scansleuth
