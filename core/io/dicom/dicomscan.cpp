// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "io/dicom/dicomscan.h"

#include "io/dicom/dicomheaderreader.h"
#include "io/dicom/dicomreader.h"

#include <algorithm>
#include <atomic>
#include <filesystem>
#include <optional>
#include <thread>

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
    std::atomic<std::size_t> next{0}, done{0};
    std::atomic<bool> cancelled{false};
    auto work = [&] {
        for (std::size_t i = next++; i < files.size() && !cancelled; i = next++) {
            outcomes[i] = readOne(files[i]);
            ++done;
        }
    };
    const unsigned threads = std::clamp<unsigned>(std::thread::hardware_concurrency(), 1, 4);
    std::vector<std::thread> helpers;
    for (unsigned t = 1; t < threads && files.size() > 16 * t; ++t)
        helpers.emplace_back(work);
    for (std::size_t i = next++; i < files.size() && !cancelled; i = next++) {
        outcomes[i] = readOne(files[i]);
        ++done;
        if (i % 16 == 0 && !progress.report(static_cast<double>(done) / static_cast<double>(files.size()),
                                            "Reading DICOM headers"))
            cancelled = true;
    }
    for (auto& h : helpers)
        h.join();
    if (cancelled)
        return makeError(ErrorKind::Cancelled, "Scanning was cancelled.");
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
