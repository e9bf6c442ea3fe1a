// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "io/dicom/dicomscan.h"

#include "base/parallel.h"
#include "io/dicom/dicomheaderreader.h"
#include "io/dicom/dicomreader.h"

#include <algorithm>
#include <filesystem>
#include <optional>

namespace scansleuth::io::detail {

namespace fs = std::filesystem;

namespace {

struct Outcome
{
    std::optional<DicomFileHeader> header;
    std::optional<Error> error;
};

// File errors name the file in their detail.
Error namingFile(Error error, const std::string& path)
{
    if (error.detail.find(path) == std::string::npos)
        error.detail = path + (error.detail.empty() ? "" : ": " + error.detail);
    return error;
}

Outcome readOne(const std::string& path)
{
    Outcome out;
    if (!isDicomFile(path))
        return out;
    auto header = readDicomFileHeader(path);
    if (header)
        out.header = std::move(header).value();
    else if (header.error().detail != kNoPixelData)
        out.error = namingFile(header.error(), path);
    return out;
}

} // namespace

std::vector<std::string> listFilesUnder(const std::string& root)
{
    std::vector<std::string> files;
    std::error_code ec;
    if (fs::is_regular_file(root, ec)) {
        files.push_back(root);
        return files;
    }
    for (fs::recursive_directory_iterator it(root, fs::directory_options::skip_permission_denied, ec), end;
         !ec && it != end; it.increment(ec)) {
        if (it->is_regular_file(ec))
            files.push_back(it->path().string());
    }
    std::sort(files.begin(), files.end());
    return files;
}

Result<ScannedHeaders> readHeaders(const std::vector<std::string>& files, const Progress& progress)
{
    initialiseDcmtk();
    std::vector<Outcome> outcomes(files.size());
    ParallelOptions options;
    // Reading headers waits on the disk as much as on the CPU: up to 4 threads, one per 16 files.
    options.maxThreads = std::clamp<std::size_t>((files.size() + 15) / 16, 1, 4);
    options.task = "read the DICOM headers";
    options.progress = progress;
    options.stage = "Reading DICOM headers";
    options.cancelledMessage = "Scanning was cancelled.";
    if (Status s = forEachIndex(
            files.size(), [&](std::size_t i) { outcomes[i] = readOne(files[i]); }, options);
        !s)
        return s.error();
    ScannedHeaders result;
    for (std::size_t i = 0; i < files.size(); ++i) {
        if (outcomes[i].header)
            result.headers.push_back(std::move(*outcomes[i].header));
        else if (outcomes[i].error)
            result.fileErrors.push_back(std::move(*outcomes[i].error));
        else
            result.skippedFiles.push_back(files[i]);
    }
    return result;
}

} // namespace scansleuth::io::detail
