// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <initializer_list>
#include <string>

// Values both DICOM writers (the series writer, dicomwriter.cpp, and the SEG writer, ../dicom/segwriter.cpp)
// put into their headers, formatted one way. Locale-free. Internal to the DICOM module.
namespace scansleuth::io::detail {

// A decimal string (VR DS) of at most 16 characters, as precise as fits.
std::string formatDs(double value);
// Values joined by backslashes, each formatDs().
std::string formatDsList(std::initializer_list<double> values);

// A new UID under `root` (DCMTK's SITE_*_UID_ROOT), from dcmGenerateUniqueIdentifier.
std::string generateDicomUid(const char* root);
// Digits and dots, at most 64 characters, no empty component at either end.
bool isValidDicomUid(const std::string& uid);

// The local date or time now, through strftime (`format` "%Y%m%d" for DA, "%H%M%S" for TM).
std::string nowFormatted(const char* format);

// True when any string holds a byte above 127 (the header then needs ISO_IR 192, UTF-8).
bool needsUtf8(std::initializer_list<const std::string*> values);

} // namespace scansleuth::io::detail
