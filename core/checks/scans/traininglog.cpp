// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "checks/scans/traininglog.h"

#include "checks/scans/traininginternal.h"

#include <filesystem>
#include <fstream>
#include <sstream>

namespace fs = std::filesystem;

namespace scansleuth::checks {

const Series* TrainingLog::find(const std::string& name) const
{
    for (const Series& s : series) {
        if (s.name == name)
            return &s;
    }
    return nullptr;
}

TrainingLog readTrainingLog(const std::string& csvText, const TrainingLogOptions& options)
{
    training::ParsedLog parsed = training::buildLog(training::parseCsv(csvText), options);
    if (!parsed.error.empty()) {
        parsed.log.classification = "unreadable";
        Finding f = makeFinding(
            "training.unreadable", Severity::Warning, "The training log could not be read: " + parsed.error,
            "Pass the CSV the logger wrote (Lightning's metrics.csv, Keras' CSVLogger file) "
            "or name the loss columns explicitly.");
        f.evidence.push_back("columns: " + [&] {
            std::string joined;
            for (const std::string& c : parsed.log.columns)
                joined += (joined.empty() ? "" : ", ") + c;
            return joined.empty() ? std::string("(none)") : joined;
        }());
        parsed.log.findings.push_back(std::move(f));
        return std::move(parsed.log);
    }
    training::classifyCurves(parsed, options);
    return std::move(parsed.log);
}

Result<TrainingLog> readTrainingLogFile(const std::string& path, const TrainingLogOptions& options)
{
    std::error_code ec;
    if (!fs::is_regular_file(path, ec))
        return makeError(ErrorKind::NotFound, "The training log does not exist or is not a file.", path);
    if (fs::file_size(path, ec) > (std::uintmax_t(512) << 20))
        return makeError(ErrorKind::TooLarge, "The training log is larger than 512 MiB.", path);
    std::ifstream in(path, std::ios::binary);
    std::ostringstream text;
    text << in.rdbuf();
    if (!in && !in.eof())
        return makeError(ErrorKind::Io, "The training log could not be read.", path);
    TrainingLog log = readTrainingLog(text.str(), options);
    log.source = fs::path(path).filename().string();
    return log;
}

} // namespace scansleuth::checks
