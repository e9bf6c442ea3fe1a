// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "base/numberformat.h"
#include "base/strings.h"
#include "checks/scans/traininginternal.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>
#include <limits>
#include <sstream>

namespace scansleuth::checks::training {

namespace {

char detectDelimiter(const std::string& headerLine)
{
    const auto count = [&](char c) {
        return std::count(headerLine.begin(), headerLine.end(), c);
    };
    if (count('\t') > count(',') && count('\t') >= count(';'))
        return '\t';
    return count(';') > count(',') ? ';' : ',';
}

std::vector<std::string> splitRow(const std::string& line, char delimiter)
{
    std::vector<std::string> cells;
    if (line.find('"') == std::string::npos) {
        // The common case, without quotes: cut at delimiters.
        std::size_t begin = 0;
        for (std::size_t end; (end = line.find(delimiter, begin)) != std::string::npos; begin = end + 1)
            cells.emplace_back(line, begin, end - begin);
        cells.emplace_back(line, begin);
        if (!cells.back().empty() && cells.back().back() == '\r')
            cells.back().pop_back();
        return cells;
    }
    std::string cell;
    bool quoted = false;
    for (char c : line) {
        if (c == '"')
            quoted = !quoted;
        else if (c == delimiter && !quoted) {
            cells.push_back(cell);
            cell.clear();
        } else if (c != '\r')
            cell += c;
    }
    cells.push_back(cell);
    return cells;
}

// A cell as a number: "0.5", "1e-3", "nan", "inf", "-Infinity", "tensor(0.51, device='cuda:0')".
Cell parseCell(const std::string& raw)
{
    const std::string s = trim(raw);
    if (s.empty())
        return std::nullopt;
    double v = 0;
    const std::size_t used = readNumber(s, v); // also reads "nan", "inf", "-Infinity"
    if (used > 0 && trim(s.substr(used)).empty())
        return v;
    if (s.rfind("tensor(", 0) == 0)
        return parseCell(s.substr(7, s.find_first_of(",)") - 7));
    return std::nullopt;
}

int findColumn(const std::vector<std::string>& names, std::initializer_list<const char*> wanted)
{
    for (const char* w : wanted) {
        for (std::size_t i = 0; i < names.size(); ++i) {
            if (names[i] == w)
                return static_cast<int>(i);
        }
    }
    return -1;
}

int findContaining(const std::vector<std::string>& names, std::initializer_list<const char*> any, int exclude)
{
    for (std::size_t i = 0; i < names.size(); ++i) {
        if (static_cast<int>(i) == exclude || names[i].find("loss") == std::string::npos)
            continue;
        for (const char* a : any) {
            if (names[i].find(a) != std::string::npos)
                return static_cast<int>(i);
        }
    }
    return -1;
}

int byName(const std::vector<std::string>& header, const std::string& name)
{
    auto it = std::find(header.begin(), header.end(), name);
    return it == header.end() ? -1 : static_cast<int>(it - header.begin());
}

struct Roles
{
    int step = -1, epoch = -1, train = -1, val = -1, x = -1;
};

Roles detectRoles(const CsvTable& t, const TrainingLogOptions& o)
{
    std::vector<std::string> n;
    for (const std::string& h : t.header)
        n.push_back(normalise(h));
    Roles r;
    r.step = findColumn(
        n, {"step", "global_step", "trainer_global_step", "iteration", "iter", "it", "steps", "batch"});
    r.epoch = findColumn(n, {"epoch", "epochs", "trainer_epoch"});
    r.train = findColumn(n, {"train_loss_epoch", "train_loss", "training_loss", "loss_train", "trn_loss",
                             "train_loss_step", "loss_epoch", "loss"});
    if (r.train < 0)
        r.train = findContaining(n, {"train", "trn"}, -1);
    r.val = findColumn(n, {"val_loss_epoch", "val_loss", "valid_loss", "validation_loss", "loss_val",
                           "val_loss_step", "eval_loss", "dev_loss"});
    if (r.val < 0)
        r.val = findContaining(n, {"val", "eval"}, r.train);
    if (!o.trainLossColumn.empty())
        r.train = byName(t.header, o.trainLossColumn);
    if (!o.valLossColumn.empty())
        r.val = byName(t.header, o.valLossColumn);
    r.x = !o.xColumn.empty() ? byName(t.header, o.xColumn) : (r.step >= 0 ? r.step : r.epoch);
    return r;
}

std::string formatOf(const CsvTable& t, const Roles& r)
{
    const bool lightningNames = std::any_of(t.header.begin(), t.header.end(), [](const std::string& h) {
        return h.ends_with("_step") || h.ends_with("_epoch");
    });
    if (r.step >= 0 && r.epoch >= 0 && lightningNames)
        return "lightning";
    if (r.step < 0 && r.epoch >= 0 && r.train >= 0 && normalise(t.header[r.train]) == "loss")
        return "keras";
    return "plain";
}

} // namespace

std::string normalise(const std::string& column)
{
    std::string s = trim(column);
    std::transform(s.begin(), s.end(), s.begin(), [](unsigned char c) {
        return c == '/' || c == '-' || c == '.' || c == ' ' ? '_' : static_cast<char>(std::tolower(c));
    });
    return s;
}

CsvTable parseCsv(const std::string& text)
{
    CsvTable t;
    std::istringstream in(text);
    std::string line;
    char delimiter = ',';
    while (std::getline(in, line)) {
        if (trim(line).empty() || trim(line)[0] == '#')
            continue;
        if (t.header.empty()) {
            if (line.size() >= 3 && line.compare(0, 3, "\xEF\xBB\xBF") == 0)
                line.erase(0, 3); // UTF-8 byte order mark (Excel)
            delimiter = detectDelimiter(line);
            for (const std::string& h : splitRow(line, delimiter))
                t.header.push_back(trim(h));
            continue;
        }
        std::vector<Cell> row;
        for (const std::string& cell : splitRow(line, delimiter))
            row.push_back(parseCell(cell));
        row.resize(t.header.size());
        t.rows.push_back(std::move(row));
    }
    return t;
}

ParsedLog buildLog(const CsvTable& t, const TrainingLogOptions& o)
{
    ParsedLog p;
    TrainingLog& log = p.log;
    log.columns = t.header;
    log.tolerances = o.tolerances;
    log.classes = o.classes;
    if (t.header.empty() || t.rows.empty()) {
        p.error = t.header.empty() ? "The text holds no CSV header." : "The CSV has a header but no rows.";
        return p;
    }
    const Roles r = detectRoles(t, o);
    log.format = formatOf(t, r);
    log.xName = r.x < 0 ? "row"
                        : (r.x == r.epoch                       ? "epoch"
                           : normalise(t.header[r.x]) == "step" ? "step"
                                                                : t.header[r.x]);
    std::vector<double> xs(t.rows.size());
    double lastX = 0;
    for (std::size_t i = 0; i < t.rows.size(); ++i) {
        const Cell x = r.x >= 0 ? t.rows[i][r.x] : Cell(double(i));
        lastX = x && std::isfinite(*x) ? *x : lastX;
        xs[i] = lastX;
        if (r.step >= 0 && r.epoch >= 0 && t.rows[i][r.step] && t.rows[i][r.epoch])
            p.stepEpoch.emplace_back(*t.rows[i][r.step], *t.rows[i][r.epoch]);
    }
    std::sort(p.stepEpoch.begin(), p.stepEpoch.end());
    for (std::size_t c = 0; c < t.header.size(); ++c) {
        if (static_cast<int>(c) == r.step || static_cast<int>(c) == r.epoch || static_cast<int>(c) == r.x)
            continue;
        Series s{t.header[c], {}, {}};
        for (std::size_t i = 0; i < t.rows.size(); ++i) {
            if (t.rows[i][c]) {
                s.x.push_back(xs[i]);
                s.y.push_back(*t.rows[i][c]);
            }
        }
        if (!s.y.empty())
            log.series.push_back(std::move(s));
    }
    log.trainLoss = r.train >= 0 && log.find(t.header[r.train]) ? t.header[r.train] : std::string();
    log.valLoss = r.val >= 0 && log.find(t.header[r.val]) ? t.header[r.val] : std::string();
    if (log.trainLoss.empty() && log.valLoss.empty())
        p.error = "No loss column was found (looked for train_loss, loss, val_loss and their variants).";
    return p;
}

} // namespace scansleuth::checks::training
