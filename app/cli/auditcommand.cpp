// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// audit and fingerprint: argument handling, the text summary and the output files; the work is in
// core/checks/audit (listing, fingerprints, the reduce), core/investigate (the report) and slurmscript.h
// here.
#include "auditcommand.h"

#include "base/atomicfile.h"
#include "base/numberformat.h"
#include "base/strings.h"
#include "checks/audit/output/auditjson.h"
#include "checks/audit/output/auditwords.h"
#include "checks/audit/output/paritytable.h"
#include "checks/audit/reduce/reduce.h"
#include "checks/audit/shards/shards.h"
#include "clisupport.h"
#include "commandtable.h"
#include "exitcodes.h"
#include "investigate/auditreport.h"
#include "reportoutput.h"
#include "slurmpartition.h"
#include "slurmscript.h"

#include <algorithm>
#include <filesystem>
#include <iostream>
#include <map>
#include <optional>

namespace scansleuth::cli {

namespace {

namespace fs = std::filesystem;
using namespace scansleuth::audit;

constexpr std::size_t kPairLines = 10; // suspected pairs printed; the JSON and the report have them all

int usage(const std::string& problem)
{
    std::cerr << "scansleuth-cli: " << problem << " (see scansleuth-cli --help)\n";
    return ExitUsage;
}

int failed(const Error& e)
{
    printError(e);
    return exitCodeFor(e);
}

// A whole number from `text` within [low, high], or nothing.
std::optional<long> wholeNumber(const std::string& text, long low, long high)
{
    if (text.empty() || text.size() > 9 ||
        !std::all_of(text.begin(), text.end(), [](char c) { return c >= '0' && c <= '9'; }))
        return std::nullopt;
    const long n = std::stol(text);
    return n >= low && n <= high ? std::optional<long>(n) : std::nullopt;
}

// ---- The command line ----

// Keeps the first problem found: the one the user meets first on the line.
void note(std::string& problem, std::string sentence)
{
    if (problem.empty())
        problem = std::move(sentence);
}

// NAME=PATH. Errors: Invalid with the sentence for the user.
Result<SplitInput> parseSplit(const std::string& text)
{
    const std::size_t eq = text.find('=');
    if (eq == std::string::npos || eq == 0 || eq + 1 == text.size())
        return makeError(ErrorKind::Invalid,
                         "--split needs NAME=PATH (train=data/train), not '" + text + "'");
    SplitInput s{text.substr(0, eq), text.substr(eq + 1)};
    if (s.name.find('/') != std::string::npos)
        return makeError(ErrorKind::Invalid,
                         "a split name cannot hold '/': '" + s.name + "' in --split " + text);
    return s;
}

// I/N with 0 <= I < N. Errors: Invalid with the sentence for the user.
Result<std::pair<int, int>> parseShard(const std::string& text)
{
    const std::size_t slash = text.find('/');
    const std::optional<long> i =
        slash == std::string::npos ? std::nullopt : wholeNumber(text.substr(0, slash), 0, 100000);
    const std::optional<long> n =
        slash == std::string::npos ? std::nullopt : wholeNumber(text.substr(slash + 1), 0, 100000);
    if (!i || !n)
        return makeError(ErrorKind::Invalid,
                         "--shard needs I/N, shard I (counting from 0) of N, as in 0/4, not '" + text + "'");
    if (*n < 1 || *i >= *n)
        return makeError(ErrorKind::Invalid, "--shard " + text + " does not exist: the shards of " +
                                                 std::to_string(*n) + " are numbered 0 to " +
                                                 std::to_string(std::max(*n - 1, 0L)));
    return std::pair<int, int>(int(*i), int(*n));
}

struct Inputs
{
    std::vector<SplitInput> splits;
    std::string csv;
};

// The splits from --split or --csv; a usage sentence in `problem` when they are missing or wrong.
Inputs inputsOf(const OptionParser& p, const std::string& command, std::string& problem)
{
    Inputs in;
    for (const std::string& text : p.all("--split")) {
        auto s = parseSplit(text);
        if (!s) {
            problem = s.error().message;
            return in;
        }
        in.splits.push_back(*s);
    }
    in.csv = p.get("--csv");
    if (!in.splits.empty() && !in.csv.empty())
        problem = command + " takes the splits as --split NAME=PATH or as one --csv FILE, not both";
    else if (in.splits.empty() && in.csv.empty())
        problem = command + " needs the splits: --split NAME=PATH for each (at least two) or --csv FILE";
    else if (in.splits.size() == 1)
        problem = "the audit compares splits: give at least two --split NAME=PATH, not only '" +
                  in.splits.front().name + "'";
    return in;
}

Result<SourceList> listInputs(const Inputs& in, const Progress& progress)
{
    return in.csv.empty() ? listSources(in.splits, progress) : readSplitCsv(in.csv, progress);
}

// --embedding, --device, --no-near-duplicates; a usage sentence in `problem`.
FingerprintOptions fingerprintOptionsOf(const OptionParser& p, std::string& problem)
{
    FingerprintOptions o;
    o.nearDuplicates = !p.has("--no-near-duplicates");
    o.embeddingModel = p.get("--embedding");
    o.device = p.get("--device", "auto");
    if (o.device != "auto" && o.device != "cpu" && o.device != "cuda")
        note(problem, "--device is auto, cpu or cuda, not '" + o.device + "'");
    else if (p.has("--device") && o.embeddingModel.empty())
        note(problem, "--device chooses where the --embedding model runs: give --embedding MODEL.pt with it");
    return o;
}

// --reference, --similarity, --embedding-similarity; a usage sentence in `problem`.
AuditOptions auditOptionsOf(const OptionParser& p, std::string& problem)
{
    AuditOptions o;
    o.references = p.all("--reference");
    if (p.has("--similarity")) {
        const std::optional<double> s = parseNumber(p.get("--similarity"));
        if (!s || !(*s > 0 && *s <= 1))
            note(problem,
                 "--similarity needs a number above 0 and at most 1, not '" + p.get("--similarity") + "'");
        else
            o.nearDuplicateSimilarity = *s;
    }
    if (p.has("--embedding-similarity")) {
        const std::optional<double> s = parseNumber(p.get("--embedding-similarity"));
        if (!s || !(*s > -1 && *s <= 1))
            note(problem, "--embedding-similarity needs a cosine above -1 and at most 1, not '" +
                              p.get("--embedding-similarity") + "'");
        else
            o.embeddingSimilarity = *s;
    }
    return o;
}

// Outputs are written at the end of a run that may take hours: a typo in a folder or an extension is
// caught before it starts. Empty when `path` can be tried.
std::string outputProblem(const std::string& option, const std::string& path)
{
    if (path.empty() || path == "-")
        return {};
    std::error_code ec;
    const fs::path parent = fs::absolute(path, ec).parent_path();
    if (!ec && !fs::is_directory(parent, ec))
        return "the folder of " + option + " " + path + " does not exist";
    if (option != "--report")
        return {};
    const std::string ext = toLower(fs::path(path).extension().string());
    for (const char* known : {".html", ".htm", ".md", ".markdown", ".json"})
        if (ext == known)
            return {};
#ifdef SCANSLEUTH_HAVE_PDF
    if (ext == ".pdf")
        return {};
#else
    if (ext == ".pdf")
        return "this build of scansleuth-cli cannot write PDF (built without Qt Gui): write .html, .md or "
               ".json";
#endif
    return "--report writes .pdf, .html, .md or .json, not '" + path + "'";
}

// ---- The text summary ----

void printColumns(const std::vector<std::vector<std::string>>& rows, const std::string& indent)
{
    std::vector<std::size_t> widths;
    for (const auto& row : rows) {
        widths.resize(std::max(widths.size(), row.size()));
        for (std::size_t i = 0; i < row.size(); ++i)
            widths[i] = std::max(widths[i], row[i].size());
    }
    for (const auto& row : rows) {
        std::string line = indent;
        for (std::size_t i = 0; i < row.size(); ++i)
            line += i + 1 < row.size() ? padRight(row[i], widths[i] + 2) : row[i];
        std::cout << line << "\n";
    }
}

void printSplits(const AuditResult& r)
{
    std::map<std::string, std::size_t> volumes;
    for (const VolumeRecord& rec : r.records)
        ++volumes[rec.split];
    std::vector<std::string> parts;
    for (const SplitInput& s : r.splits)
        parts.push_back(s.name + " " + std::to_string(volumes[s.name]));
    std::cout << "Dataset audit: " << r.records.size() << " volumes in " << r.splits.size() << " splits ("
              << join(parts, ", ") << ")";
    if (!r.failures.empty())
        std::cout << "; " << r.failures.size() << " file" << (r.failures.size() == 1 ? "" : "s")
                  << " unreadable";
    std::cout << ".\n";
}

void printFindings(const AuditResult& r)
{
    std::cout << "\nFindings:\n";
    for (const Finding& f : r.findings)
        std::cout << "  [" << severityName(f.severity) << "] " << f.code << ": " << f.message << "\n";
}

void printPairs(const AuditResult& r)
{
    if (r.pairs.empty())
        return;
    const std::size_t shown = std::min(kPairLines, r.pairs.size());
    std::cout << "\nSuspected pairs (the strongest " << shown << " of " << r.pairs.size() << "):\n";
    std::vector<std::vector<std::string>> rows = {{"#", "kind", "similarity", "A", "B", "evidence"}};
    for (std::size_t i = 0; i < shown; ++i) {
        const SuspectedPair& p = r.pairs[i];
        if (p.a >= r.records.size() || p.b >= r.records.size())
            continue;
        rows.push_back({std::to_string(i + 1), pairKindWords(p.kind), similarityText(p),
                        recordName(r.records[p.a]), recordName(r.records[p.b]),
                        p.evidence.empty() ? "" : p.evidence.front()});
    }
    printColumns(rows, "  ");
}

void printParity(const AuditResult& r)
{
    // The flagged rows of the one parity table (paritytable.h); the volumes are in the JSON and the report.
    constexpr ParityColumn kShown[] = {
        ParityColumn::Feature, ParityColumn::Splits,   ParityColumn::MedianA,     ParityColumn::MedianB,
        ParityColumn::Ks,      ParityColumn::KsPValue, ParityColumn::Wasserstein, ParityColumn::EffectSize};
    std::vector<std::vector<std::string>> rows(1);
    for (ParityColumn column : kShown)
        rows.front().push_back(parityTextHeading(column));
    for (const ParityRow& row : parityRows(r.parity)) {
        if (!row.flagged)
            continue;
        std::vector<std::string> cells;
        for (ParityColumn column : kShown)
            cells.push_back(row.cell(column));
        rows.push_back(std::move(cells));
    }
    if (rows.size() == 1)
        return;
    std::cout << "\nPreprocessing parity, flagged features:\n";
    printColumns(rows, "  ");
}

void printFailures(const AuditResult& r)
{
    if (r.failures.empty())
        return;
    std::cout << "\nUnreadable files (left out):\n";
    for (const checks::FileFailure& f : r.failures)
        std::cout << "  " << f.path << ": " << f.reason << "\n";
}

void printText(const AuditResult& r)
{
    printSplits(r);
    printFindings(r);
    printPairs(r);
    printParity(r);
    printFailures(r);
}

// 9 for leakage or a mismatch (any warning or error finding except the unreadable files and
// leakage.inconclusive, which finds nothing), else 7 when files could not be read, else 0. A leak outranks
// unreadable files: it is what the audit is for.
int exitCodeOf(const AuditResult& r)
{
    const bool problem = std::any_of(r.findings.begin(), r.findings.end(), [](const Finding& f) {
        return f.severity != Severity::Info && f.code != "dataset.unreadable_file" &&
               f.code != "leakage.inconclusive";
    });
    if (problem)
        return ExitFindings;
    return r.failures.empty() ? ExitOk : ExitPartial;
}

// --json and --report, then the exit code of the result.
int finish(const AuditResult& r, const OptionParser& p)
{
    const std::string json = p.get("--json");
    if (json == "-") {
        std::cout << auditToJson(r).dump(2) << "\n";
    } else {
        printText(r);
        if (!json.empty())
            if (Status s = writeFileAtomically(json, auditToJson(r).dump(2) + "\n"); !s)
                return failed(s.error());
    }
    if (p.has("--report")) {
        investigate::AuditReportOptions options;
        options.includeIdentifiers = p.has("--include-identifiers");
        options.pseudonymKey = p.get("--key");
        std::vector<std::string> problems;
        const report::Document doc = investigate::auditDocument(r, options, &problems);
        if (Status s = writeAnyReport(doc, p.get("--report")); !s)
            return failed(s.error());
        // A missing picture is normal after a merge far from the raw data: said, not an error.
        for (const std::string& problem : problems)
            std::cerr << "scansleuth-cli: " << problem << "\n";
    }
    return exitCodeOf(r);
}

// ---- The modes of audit ----

int runMerge(const OptionParser& p, bool quiet)
{
    for (const char* input :
         {"--split", "--csv", "--embedding", "--device", "--no-near-duplicates", "--shards"})
        if (p.has(input))
            return usage(std::string("audit --merge reads shard files only; ") + input +
                         " belongs to the fingerprint step");
    const std::vector<std::string>& files = p.positional();
    if (files.empty())
        return usage(
            "audit --merge needs the shard files: audit --merge shard-0-of-4.json shard-1-of-4.json ...");
    std::string problem;
    const AuditOptions options = auditOptionsOf(p, problem);
    if (!problem.empty())
        return usage(problem);
    const Progress progress = makeProgress(quiet);
    std::vector<Shard> shards;
    for (std::size_t i = 0; i < files.size(); ++i) {
        if (!progress.report(0.2 * double(i) / double(files.size()), "reading shards")) {
            endProgress(quiet);
            return failed(makeError(ErrorKind::Cancelled, "The merge was interrupted."));
        }
        auto shard = readShardFile(files[i]);
        if (!shard) {
            endProgress(quiet);
            return failed(shard.error());
        }
        shards.push_back(std::move(*shard));
    }
    auto merged = mergeShards(std::move(shards));
    if (!merged) {
        endProgress(quiet);
        return failed(merged.error());
    }
    auto result = auditRecords(*merged, options, progress.sub(0.2, 1));
    endProgress(quiet);
    if (!result)
        return failed(result.error());
    return finish(*result, p);
}

int runDirect(const OptionParser& p, bool quiet)
{
    if (!p.positional().empty())
        return usage("audit takes its inputs as --split NAME=PATH or --csv FILE, not '" +
                     p.positional().front() + "' (shard files go after --merge)");
    std::string problem;
    const Inputs in = inputsOf(p, "audit", problem);
    const FingerprintOptions fingerprint = fingerprintOptionsOf(p, problem);
    const AuditOptions options = auditOptionsOf(p, problem);
    if (!problem.empty())
        return usage(problem);
    const Progress progress = makeProgress(quiet);
    auto list = listInputs(in, progress.sub(0, 0.05));
    if (!list) {
        endProgress(quiet);
        return failed(list.error());
    }
    auto result = auditSources(*list, fingerprint, options, progress.sub(0.05, 1));
    endProgress(quiet);
    if (!result)
        return failed(result.error());
    return finish(*result, p);
}

std::string absolute(const std::string& path)
{
    std::error_code ec;
    const fs::path a = fs::absolute(path, ec);
    return ec ? path : a.lexically_normal().string();
}

// The SLURM job from the command line; a usage sentence in `problem`.
SlurmJob slurmJobOf(const OptionParser& p, const Inputs& in, std::string& problem)
{
    SlurmJob job;
    std::error_code ec;
    const fs::path self = fs::read_symlink("/proc/self/exe", ec);
    job.cli = ec ? std::string() : self.string();
    for (SplitInput s : in.splits) {
        s.path = absolute(s.path);
        job.splits.push_back(s);
    }
    job.csv = in.csv.empty() ? "" : absolute(in.csv);
    if (!p.has("--shards"))
        note(problem, "audit --emit-slurm needs --shards N, the number of array tasks");
    else if (auto n = wholeNumber(p.get("--shards"), 1, 100000))
        job.shards = int(*n);
    else
        note(problem, "--shards needs a whole number from 1 to 100000, not '" + p.get("--shards") + "'");
    if (p.has("--cpus-per-task")) {
        if (auto n = wholeNumber(p.get("--cpus-per-task"), 1, 4096))
            job.cpusPerTask = int(*n);
        else
            note(problem, "--cpus-per-task needs a whole number from 1 to 4096, not '" +
                              p.get("--cpus-per-task") + "'");
    }
    const std::string script = p.get("--emit-slurm");
    job.outDir =
        absolute(p.has("--out-dir") ? p.get("--out-dir") : fs::path(absolute(script)).parent_path().string());
    job.partition = p.get("--partition");
    job.account = p.get("--account");
    job.time = p.get("--time", job.time);
    job.mem = p.get("--mem", job.mem);
    job.sbatchArguments = p.all("--sbatch-arg");
    job.fingerprint = fingerprintOptionsOf(p, problem);
    if (!job.fingerprint.embeddingModel.empty())
        job.fingerprint.embeddingModel = absolute(job.fingerprint.embeddingModel);
    for (const std::string& r : p.all("--reference"))
        job.references.push_back(absolute(r));
    if (p.has("--report"))
        job.report = absolute(p.get("--report"));
    job.includeIdentifiers = p.has("--include-identifiers");
    job.pseudonymKey = p.get("--key");
    return job;
}

int runEmitSlurm(const OptionParser& p, bool quiet)
{
    if (!p.positional().empty())
        return usage("audit --emit-slurm takes its inputs as --split NAME=PATH or --csv FILE, not '" +
                     p.positional().front() + "'");
    if (p.has("--json"))
        return usage("the merge job of --emit-slurm writes OUT_DIR/audit.json; --json is not needed");
    std::string problem;
    const Inputs in = inputsOf(p, "audit --emit-slurm", problem);
    SlurmJob job = slurmJobOf(p, in, problem);
    if (!problem.empty())
        return usage(problem);
    if (job.cli.empty())
        return failed(makeError(ErrorKind::NotFound, "The path of this scansleuth-cli could not be found.",
                                "/proc/self/exe is not readable"));
    // List now, on the login node: a wrong path fails here, not in every array task.
    auto list = listInputs(in, makeProgress(quiet));
    endProgress(quiet);
    if (!list)
        return failed(list.error());
    // Asked of sinfo once, here on the login node: a request no node can meet pends forever.
    if (const auto listing = runSinfo())
        job.resourceWarning =
            partitionWarning(TaskRequest{job.partition, job.cpusPerTask, job.mem}, parseSinfo(*listing));
    auto script = slurmScript(job);
    if (!script)
        return usage(script.error().message +
                     (script.error().detail.empty() ? "" : " (" + script.error().detail + ")"));
    const std::string path = p.get("--emit-slurm");
    if (Status s = writeSlurmScript(path, *script); !s)
        return failed(s.error());
    const std::size_t sources = list->sources.size();
    std::cout << "Wrote " << path << ": " << sources << " source" << (sources == 1 ? "" : "s") << " in "
              << list->splits.size() << " splits, " << job.shards << " shard" << (job.shards == 1 ? "" : "s")
              << " (about " << (sources + std::size_t(job.shards) - 1) / std::size_t(job.shards)
              << " sources each).\n"
              << "Submit it on a login node with: bash " << path << "\n"
              << "The audit will be in " << job.outDir << "/audit.json.\n";
    if (!job.resourceWarning.empty())
        std::cerr << "scansleuth-cli: warning: " << job.resourceWarning << "\n";
    if (sources < std::size_t(job.shards))
        std::cerr << "scansleuth-cli: " << job.shards << " shards for " << sources
                  << " sources: some array tasks will have nothing to do\n";
    return ExitOk;
}

} // namespace

int runAudit(const std::vector<std::string>& args)
{
    OptionParser p = commandParser("audit");
    if (std::string problem = p.parse(args); !problem.empty())
        return usage(problem);
    const bool quiet = p.has("--quiet");
    if (p.has("--merge") && p.has("--emit-slurm"))
        return usage("audit takes --merge or --emit-slurm, not both");
    if (!p.has("--emit-slurm"))
        for (const char* slurm : {"--shards", "--partition", "--time", "--mem", "--cpus-per-task",
                                  "--account", "--out-dir", "--sbatch-arg"})
            if (p.has(slurm))
                return usage(std::string(slurm) + " is an option of audit --emit-slurm");
    if (p.has("--json") && p.has("--report") && p.get("--json") != "-" &&
        absolute(p.get("--json")) == absolute(p.get("--report")))
        return usage("--json and --report name the same file");
    for (const char* output : {"--json", "--report", "--emit-slurm"})
        if (const std::string problem = outputProblem(output, p.get(output)); !problem.empty())
            return usage(problem);
    if (p.has("--emit-slurm"))
        return runEmitSlurm(p, quiet);
    if (p.has("--merge"))
        return runMerge(p, quiet);
    return runDirect(p, quiet);
}

int runFingerprint(const std::vector<std::string>& args)
{
    OptionParser p = commandParser("fingerprint");
    if (std::string problem = p.parse(args); !problem.empty())
        return usage(problem);
    if (!p.positional().empty())
        return usage("fingerprint takes its inputs as --split NAME=PATH or --csv FILE, not '" +
                     p.positional().front() + "'");
    if (!p.has("--shard"))
        return usage(
            "fingerprint needs --shard I/N (0/4 is the first of four shards; 0/1 the whole dataset)");
    auto shard = parseShard(p.get("--shard"));
    if (!shard)
        return usage(shard.error().message);
    std::string problem;
    const Inputs in = inputsOf(p, "fingerprint", problem);
    const FingerprintOptions options = fingerprintOptionsOf(p, problem);
    if (!problem.empty())
        return usage(problem);
    if (!p.has("--out"))
        return usage("fingerprint needs --out SHARD.json, the file the shard is written to");
    if (const std::string problem = outputProblem("--out", p.get("--out")); !problem.empty())
        return usage(problem);
    const bool quiet = p.has("--quiet");
    const Progress progress = makeProgress(quiet);
    auto list = listInputs(in, progress.sub(0, 0.05));
    if (!list) {
        endProgress(quiet);
        return failed(list.error());
    }
    auto result = fingerprintShard(*list, shard->first, shard->second, options, progress.sub(0.05, 1));
    endProgress(quiet);
    if (!result)
        return failed(result.error());
    if (result->toolVersion.empty())
        result->toolVersion = SCANSLEUTH_VERSION;
    const std::string out = p.get("--out");
    if (Status s = writeFileAtomically(out, shardToJson(*result).dump(1) + "\n"); !s)
        return failed(s.error());
    for (const checks::FileFailure& f : result->failures)
        std::cerr << "scansleuth-cli: " << f.path << ": " << f.reason << "\n";
    std::cout << "Shard " << shard->first << " of " << shard->second
              << " (counting from 0): " << result->records.size() << " volumes from " << result->sources
              << " sources, " << result->failures.size() << " unreadable; written to " << out << "\n";
    return ExitOk;
}

} // namespace scansleuth::cli
