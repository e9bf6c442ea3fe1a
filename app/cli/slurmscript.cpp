// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The SLURM script. The two job scripts travel to sbatch on stdin from quoted here-documents, so the
// submitting shell expands nothing inside them: each value is quoted once, for the shell that runs the
// job. Everything the user gave is a quoted word; only $SLURM_ARRAY_TASK_ID, $SLURM_CPUS_PER_TASK and
// the script's own variables are expanded, by the shells that own them.
#include "slurmscript.h"

#include "base/atomicfile.h"

#include <algorithm>
#include <regex>

#include <sys/stat.h>

namespace scansleuth::cli {

namespace {

constexpr int kMostShards = 100000;
constexpr const char* kJobEnd = "SCANSLEUTH_JOB";

Error invalid(const std::string& message, const std::string& detail = {})
{
    return makeError(ErrorKind::Invalid, message, detail);
}

bool hasLineBreak(std::string_view s)
{
    return s.find_first_of("\r\n") != std::string_view::npos;
}

bool isAbsolute(const std::string& path)
{
    return !path.empty() && path.front() == '/';
}

// Every value the script holds, with the option it came from, for the checks on all of them.
std::vector<std::pair<std::string, std::string>> valuesOf(const SlurmJob& job)
{
    std::vector<std::pair<std::string, std::string>> v = {{"the path of scansleuth-cli", job.cli},
                                                          {"--csv", job.csv},
                                                          {"--out-dir", job.outDir},
                                                          {"--partition", job.partition},
                                                          {"--account", job.account},
                                                          {"--time", job.time},
                                                          {"--mem", job.mem},
                                                          {"--report", job.report},
                                                          {"--embedding", job.fingerprint.embeddingModel},
                                                          {"--device", job.fingerprint.device},
                                                          {"--key", job.pseudonymKey}};
    for (const audit::SplitInput& s : job.splits)
        v.emplace_back("--split", s.name + "=" + s.path);
    for (const std::string& r : job.references)
        v.emplace_back("--reference", r);
    for (const std::string& a : job.sbatchArguments)
        v.emplace_back("--sbatch-arg", a);
    return v;
}

Status checkJob(const SlurmJob& job)
{
    if (job.shards < 1 || job.shards > kMostShards)
        return invalid("--shards needs a whole number from 1 to " + std::to_string(kMostShards) + ", not " +
                       std::to_string(job.shards) + ".");
    if (job.cpusPerTask < 1)
        return invalid("--cpus-per-task needs a whole number of 1 or more.");
    if (job.splits.empty() == job.csv.empty())
        return invalid("The SLURM script needs the splits as --split NAME=PATH or one --csv FILE, not both.");
    // SLURM's own formats: minutes, MM:SS, HH:MM:SS, D-HH, D-HH:MM, D-HH:MM:SS.
    static const std::regex time(R"(^([0-9]+-[0-9]+(:[0-9]+){0,2}|[0-9]+(:[0-9]+){0,2})$)");
    if (!std::regex_match(job.time, time))
        return invalid("--time '" + job.time + "' is not a SLURM time limit.",
                       "use MINUTES, HH:MM:SS or D-HH:MM:SS, as sbatch --time does");
    static const std::regex mem(R"(^[0-9]+[KMGTkmgt]?$)");
    if (!std::regex_match(job.mem, mem))
        return invalid("--mem '" + job.mem + "' is not a SLURM memory size.",
                       "use a number with an optional unit K, M, G or T, as sbatch --mem does (8G)");
    for (const auto& [option, value] : valuesOf(job))
        if (hasLineBreak(value))
            return invalid(
                "The value of " + option + " holds a line break, which a SLURM script cannot carry.", value);
    for (const auto& [what, path] : std::vector<std::pair<std::string, std::string>>{
             {"the path of scansleuth-cli", job.cli}, {"--out-dir", job.outDir}})
        if (!isAbsolute(path))
            return invalid("The SLURM script needs an absolute path for " + what + ".", path);
    return {};
}

// "--option VALUE" pairs as quoted words, one option a continuation line.
std::string inputWords(const SlurmJob& job)
{
    std::string s;
    if (!job.csv.empty())
        s += " \\\n    --csv " + shellQuote(job.csv);
    for (const audit::SplitInput& split : job.splits)
        s += " \\\n    --split " + shellQuote(split.name + "=" + split.path);
    return s;
}

std::string fingerprintWords(const SlurmJob& job)
{
    std::string s;
    if (!job.fingerprint.embeddingModel.empty())
        s += " \\\n    --embedding " + shellQuote(job.fingerprint.embeddingModel) + " --device " +
             shellQuote(job.fingerprint.device.empty() ? "auto" : job.fingerprint.device);
    if (!job.fingerprint.nearDuplicates)
        s += " \\\n    --no-near-duplicates";
    return s;
}

std::string fingerprintJob(const SlurmJob& job)
{
    const std::string n = std::to_string(job.shards);
    return std::string("#!/bin/bash\n") +
           "# One shard of the dataset audit: array task K fingerprints shard K of " + n +
           ".\n"
           "set -euo pipefail\n"
           "exec " +
           shellQuote(job.cli) + " fingerprint --shard \"$SLURM_ARRAY_TASK_ID/" + n + "\"" + inputWords(job) +
           fingerprintWords(job) + " \\\n    --out " + shellQuote(job.outDir + "/shard-") +
           "\"$SLURM_ARRAY_TASK_ID\"" + shellQuote("-of-" + n + ".json") +
           " \\\n    --threads \"${SLURM_CPUS_PER_TASK:-1}\" --quiet\n";
}

std::string mergeJob(const SlurmJob& job)
{
    const std::string n = std::to_string(job.shards);
    std::string s = std::string("#!/bin/bash\n") + "# The merge of the dataset audit: reads the " + n +
                    " shard files only, never the images.\n"
                    "set -uo pipefail\n"
                    "shards=()\n"
                    "for ((k = 0; k < " +
                    n + "; k++)); do shards+=(" + shellQuote(job.outDir + "/shard-") + "\"$k\"" +
                    shellQuote("-of-" + n + ".json") + "); done\n" + shellQuote(job.cli) +
                    " audit --merge \"${shards[@]}\"";
    for (const std::string& r : job.references)
        s += " \\\n    --reference " + shellQuote(r);
    s += " \\\n    --json " + shellQuote(job.outDir + "/audit.json");
    if (!job.report.empty())
        s += " \\\n    --report " + shellQuote(job.report);
    if (job.includeIdentifiers)
        s += " --include-identifiers";
    if (!job.pseudonymKey.empty())
        s += " --key " + shellQuote(job.pseudonymKey);
    s += " \\\n    --threads \"${SLURM_CPUS_PER_TASK:-1}\" --quiet\n"
         "code=$?\n"
         "# 9 (leakage or a mismatch found) and 7 (some files unreadable) are results, written to\n"
         "# audit.json and listed above, not failures of the job.\n"
         "if [ \"$code\" -eq 9 ] || [ \"$code\" -eq 7 ]; then exit 0; fi\n"
         "exit \"$code\"\n";
    return s;
}

// The sbatch options both jobs share.
std::string resourceWords(const SlurmJob& job)
{
    std::string s = " --cpus-per-task=" + std::to_string(job.cpusPerTask) + " --mem=" + shellQuote(job.mem) +
                    " --time=" + shellQuote(job.time);
    if (!job.partition.empty())
        s += " --partition=" + shellQuote(job.partition);
    if (!job.account.empty())
        s += " --account=" + shellQuote(job.account);
    return s;
}

// The warning as comment lines of at most ~100 characters (empty when there is none).
std::string warningComment(const std::string& warning)
{
    if (warning.empty())
        return {};
    std::string out = "#\n# WARNING (sinfo, when this script was written):";
    std::size_t column = out.size() - out.rfind('\n') - 1;
    std::size_t start = 0;
    while (start < warning.size()) {
        std::size_t end = warning.find(' ', start);
        if (end == std::string::npos)
            end = warning.size();
        std::string word = warning.substr(start, end - start);
        std::replace(word.begin(), word.end(), '\n', ' ');
        std::replace(word.begin(), word.end(), '\r', ' ');
        if (column + 1 + word.size() > 100) {
            out += "\n#  ";
            column = 3;
        }
        out += " " + word;
        column += 1 + word.size();
        start = end + 1;
    }
    return out + "\n";
}

std::string header(const SlurmJob& job)
{
    const std::string n = std::to_string(job.shards), last = std::to_string(job.shards - 1);
    std::string inputs;
    if (!job.csv.empty())
        inputs = "the split CSV " + job.csv;
    for (const audit::SplitInput& split : job.splits)
        inputs += (inputs.empty() ? "" : ", ") + split.name + "=" + split.path;
    return "#!/bin/bash\n"
           "# The dataset audit on a SLURM cluster, written by scansleuth-cli audit --emit-slurm.\n"
           "# Inputs: " +
           inputs + "\n# Shards: " + n + "; outputs in " + job.outDir + ": shard-K-of-" + n +
           ".json, audit.json, logs/.\n"
           "#\n"
           "# Run it with bash on a login node, not with sbatch: it submits two jobs.\n"
           "#   1. an array of " +
           n + " tasks (--array=0-" + last +
           "): task K runs `scansleuth-cli fingerprint\n"
           "#      --shard K/" +
           n + "` and writes shard-K-of-" + n +
           ".json;\n"
           "#   2. the merge, once every task has succeeded (--dependency=afterok:ARRAY_ID): "
           "`scansleuth-cli\n"
           "#      audit --merge` reads the shard files only and writes audit.json.\n"
           "# A shard that failed (sacct -j ARRAY_ID, logs/fingerprint-ARRAY_ID_K.log) can be rerun alone:\n"
           "#   bash THIS_SCRIPT K          (or K,L or K-L: any sbatch --array list)\n"
           "# submits `sbatch --array=K` with the same task and a new merge after it. Cancel the first "
           "merge\n"
           "# (scancel MERGE_ID): it never starts once a task has failed. A rerun shard writes the same "
           "file.\n" +
           warningComment(job.resourceWarning) + "set -euo pipefail\n\n";
}

} // namespace

std::string shellQuote(std::string_view text)
{
    const bool bare = !text.empty() && std::all_of(text.begin(), text.end(), [](char c) {
        return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') ||
               std::string_view("_./:=@%+,-").find(c) != std::string_view::npos;
    });
    if (bare)
        return std::string(text);
    std::string out = "'";
    for (char c : text) {
        if (c == '\'')
            out += "'\\''";
        else
            out += c;
    }
    return out + "'";
}

std::string shardFileName(int index, int count)
{
    return "shard-" + std::to_string(index) + "-of-" + std::to_string(count) + ".json";
}

Result<std::string> slurmScript(const SlurmJob& job)
{
    if (Status s = checkJob(job); !s)
        return s.error();
    const std::string n = std::to_string(job.shards), all = "0-" + std::to_string(job.shards - 1);
    std::string s = header(job);
    s += "cli=" + shellQuote(job.cli) + "\nout=" + shellQuote(job.outDir) + "\ntasks=${1:-" + all + "}\n\n";
    s += "if ! [[ $tasks =~ ^[0-9]+(-[0-9]+)?(,[0-9]+(-[0-9]+)?)*$ ]]; then\n"
         "    echo \"usage: bash $0 [TASKS]  (the shards to submit as an sbatch --array list: 3, 3,7 or "
         "0-" +
         std::to_string(job.shards - 1) +
         "; default all)\" >&2\n"
         "    exit 2\n"
         "fi\n"
         "if ! command -v sbatch >/dev/null; then\n"
         "    echo \"$0: sbatch was not found: run this script on a SLURM login node\" >&2\n"
         "    exit 1\n"
         "fi\n"
         "if [ ! -x \"$cli\" ]; then\n"
         "    echo \"$0: $cli is not an executable file on this machine\" >&2\n"
         "    exit 1\n"
         "fi\n"
         "mkdir -p -- \"$out/logs\"\n\n";
    s += "fingerprint_job() {\n    cat <<'" + std::string(kJobEnd) + "'\n" + fingerprintJob(job) + kJobEnd +
         "\n}\n\n";
    s += "merge_job() {\n    cat <<'" + std::string(kJobEnd) + "'\n" + mergeJob(job) + kJobEnd + "\n}\n\n";
    std::string extra;
    for (const std::string& a : job.sbatchArguments)
        extra += " " + shellQuote(a);
    // --parsable prints "ID" or "ID;CLUSTER".
    s += "array_id=$(fingerprint_job | sbatch --parsable --job-name=" +
         shellQuote(job.jobName + "-fingerprint") + " --array=\"$tasks\" \\\n   " + resourceWords(job) +
         extra +
         " \\\n    --output=\"$out/logs/fingerprint-%A_%a.log\")\n"
         "array_id=${array_id%%;*}\n";
    s += "merge_id=$(merge_job | sbatch --parsable --job-name=" + shellQuote(job.jobName + "-merge") +
         " --dependency=afterok:\"$array_id\" \\\n   " + resourceWords(job) +
         " \\\n    --output=\"$out/logs/merge-%j.log\")\n"
         "merge_id=${merge_id%%;*}\n\n";
    s += "echo \"Submitted the fingerprint array $array_id (shards $tasks of " + n +
         ") and the merge $merge_id, which waits for it.\"\n"
         "echo \"The audit will be in $out/audit.json; logs in $out/logs.\"\n";
    return s;
}

Status writeSlurmScript(const std::string& path, std::string_view script)
{
    auto file = AtomicFile::create(path);
    if (!file)
        return file.error();
    if (Status s = file->write(script); !s)
        return s;
    // The temporary file has 0644 less the umask: whoever may read the script may run it.
    struct stat st
    {};
    if (::stat(file->temporaryPath().c_str(), &st) == 0) {
        const mode_t read = st.st_mode & (S_IRUSR | S_IRGRP | S_IROTH);
        ::chmod(file->temporaryPath().c_str(), st.st_mode | (read >> 2));
    }
    return file->commit();
}

} // namespace scansleuth::cli
