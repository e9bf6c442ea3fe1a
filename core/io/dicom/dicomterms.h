// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#pragma once

#include <string>
#include <vector>

// What DICOM's words mean, with no DCMTK behind them: used by the series grouping (the program) and by the
// header and pixel readers (the module libscansleuth-dicom.so, dicombackend.h), so both link this.
namespace scansleuth::io::detail {

// What ImageType, FrameType or ComplexImageComponent values ("ORIGINAL", "PRIMARY", "P", "MAGNITUDE"...)
// say a frame holds: "phase", "real", "imaginary", "fieldmap", or "" (magnitude or not said). Frames of
// different kinds are never stacked into one volume.
std::string frameKind(const std::vector<std::string>& tokens);

// True when this transfer syntax UID can be decoded (native, deflate, RLE, JPEG, JPEG-LS, JPEG 2000).
bool isDecodableTransferSyntax(const std::string& uid);
bool isJpeg2000TransferSyntax(const std::string& uid);

} // namespace scansleuth::io::detail
