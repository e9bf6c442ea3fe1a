// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "workflow/knowledgebase.h"

#include "base/numberformat.h"
#include "base/readfile.h"

#include "workflow/jsonfields.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <cstdlib>
#include <filesystem>
#include <set>
#include <unistd.h>

#ifndef SCANSLEUTH_KNOWLEDGE_SOURCE_DIR
#define SCANSLEUTH_KNOWLEDGE_SOURCE_DIR ""
#endif

namespace fs = std::filesystem;
using nlohmann::json;

namespace scansleuth::workflow {

namespace {

constexpr const char* formatTag = "scansleuth.knowledge";
constexpr int formatVersion = 1;
constexpr std::uintmax_t maxFileBytes = 16u << 20;

bool isKebabId(const std::string& id)
{
    if (id.empty() || id.front() == '-' || id.back() == '-')
        return false;
    return std::all_of(id.begin(), id.end(),
                       [](char c) { return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-'; });
}

// "family.snake_code": lower case, one dot, no empty part.
bool isFindingCode(const std::string& code)
{
    const auto dot = code.find('.');
    if (dot == std::string::npos || dot == 0 || dot + 1 == code.size() ||
        code.find('.', dot + 1) != std::string::npos)
        return false;
    return std::all_of(code.begin(), code.end(), [](char c) {
        return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == '.';
    });
}

} // namespace

class KnowledgeBaseLoader
{
public:
    Status loadFile(const fs::path& path);
    Status resolve();
    KnowledgeBase kb;

private:
    Error invalid(const std::string& entry, const std::string& what) const
    {
        return makeError(ErrorKind::Corrupt,
                         "The knowledge base file '" + m_file + "' is invalid: " + entry + " " + what + ".",
                         m_path);
    }
    Status readSymptom(const json& j);
    Status readHypothesis(const json& j);
    Status readExperiment(const json& j);
    Status readInputs(ExperimentSpec& e, FieldReader& r);
    Status readForm(ExperimentSpec& e, FieldReader& r);
    template <typename Spec>
    Status add(std::vector<Spec>& specs, std::map<std::string, std::size_t, std::less<>>& index, Spec spec,
               const char* kind);

    std::string m_file; // file name, for messages
    std::string m_path;
    std::map<std::string, std::string> m_origin; // "kind:id" -> file name, for cross-reference messages
};

template <typename Spec>
Status KnowledgeBaseLoader::add(std::vector<Spec>& specs,
                                std::map<std::string, std::size_t, std::less<>>& index, Spec spec,
                                const char* kind)
{
    const std::string label = std::string(kind) + " '" + spec.id + "'";
    if (!isKebabId(spec.id))
        return invalid(label, "has an id that is not kebab-case (lower-case letters, digits and dashes)");
    const std::string key = std::string(kind) + ":" + spec.id;
    if (const auto it = m_origin.find(key); it != m_origin.end())
        return invalid(label, "repeats an id already used in '" + it->second + "'");
    m_origin[key] = m_file;
    index[spec.id] = specs.size();
    specs.push_back(std::move(spec));
    return {};
}

Status KnowledgeBaseLoader::readSymptom(const json& j)
{
    FieldReader r(j, "symptom");
    SymptomSpec s;
    s.id = r.string("id");
    s.title = r.string("title");
    s.description = r.string("description");
    const std::string category = r.string("category");
    s.keywords = r.strings("keywords");
    s.hypotheses = r.strings("hypotheses");
    if (r.failed())
        return invalid(r.label(), r.problem());
    const auto c = categoryFromId(category);
    if (!c)
        return invalid(r.label(), "has the unknown category '" + category +
                                      "' (use crash, performance or silent-correctness)");
    s.category = *c;
    if (s.hypotheses.empty())
        return invalid(r.label(), "lists no hypotheses");
    for (auto& k : s.keywords)
        std::transform(k.begin(), k.end(), k.begin(),
                       [](unsigned char ch) { return char(std::tolower(ch)); });
    return add(kb.m_symptoms, kb.m_symptomIndex, std::move(s), "symptom");
}

Status KnowledgeBaseLoader::readHypothesis(const json& j)
{
    FieldReader r(j, "hypothesis");
    HypothesisSpec h;
    h.id = r.string("id");
    h.title = r.string("title");
    h.explanation = r.string("explanation");
    h.prior = r.number("prior");
    h.experiment = r.string("experiment");
    h.supports = r.string("supports");
    h.refutes = r.string("refutes");
    h.quickWins = r.strings("quick_wins");
    h.escalation = r.strings("escalation");
    h.findingCodes = r.strings("finding_codes", false);
    h.absenceRefutes = r.boolean("absence_refutes", false);
    if (r.failed())
        return invalid(r.label(), r.problem());
    if (!(h.prior > 0.0 && h.prior <= 1.0))
        return invalid(r.label(), "has prior " + formatGeneral(h.prior) + ", outside (0, 1]");
    for (const auto& code : h.findingCodes)
        if (!isFindingCode(code))
            return invalid(r.label(), "has the malformed finding code '" + code + "' (expected family.code)");
    if (h.absenceRefutes && h.findingCodes.empty())
        return invalid(r.label(), "sets absence_refutes without finding codes");
    return add(kb.m_hypotheses, kb.m_hypothesisIndex, std::move(h), "hypothesis");
}

Status KnowledgeBaseLoader::readInputs(ExperimentSpec& e, FieldReader& r)
{
    for (const json& item : r.array("inputs", e.automated)) {
        FieldReader in(item, "input");
        ExperimentInput input{in.string("id"), in.string("prompt"), in.string("kind"),
                              in.boolean("optional", false)};
        if (in.failed())
            return invalid(r.label(), (in.label().rfind("an ", 0) == 0 ? "has " : "has an ") + in.label() +
                                          " that " + in.problem());
        static const std::set<std::string> kinds{"file", "folder", "file-or-folder", "text"};
        if (!kinds.count(input.kind))
            return invalid(r.label(), "has input '" + input.id + "' of unknown kind '" + input.kind + "'");
        e.inputs.push_back(std::move(input));
    }
    return {};
}

Status KnowledgeBaseLoader::readForm(ExperimentSpec& e, FieldReader& r)
{
    for (const json& item : r.array("form", false)) {
        FieldReader f(item, "form field");
        FormField field{f.string("id"), f.string("prompt"), FieldType::Text};
        const std::string type = f.string("type");
        if (f.failed())
            return invalid(r.label(), (f.label().rfind("a ", 0) == 0 ? "has " : "has a ") + f.label() +
                                          " that " + f.problem());
        const auto t = fieldTypeFromId(type);
        if (!t)
            return invalid(r.label(), "has form field '" + field.id + "' of unknown type '" + type +
                                          "' (use text, number or yes-no)");
        field.type = *t;
        e.form.push_back(std::move(field));
    }
    return {};
}

Status KnowledgeBaseLoader::readExperiment(const json& j)
{
    FieldReader r(j, "experiment");
    ExperimentSpec e;
    e.id = r.string("id");
    e.title = r.string("title");
    e.description = r.string("description");
    e.automated = r.boolean("automated");
    e.supports = r.string("supports");
    e.refutes = r.string("refutes");
    if (e.automated) {
        e.check = r.string("check");
        e.manualFallback = r.string("manual_fallback", false);
    } else
        e.steps = r.strings("steps");
    if (r.failed())
        return invalid(r.label(), r.problem());
    if (auto s = readInputs(e, r); !s)
        return s;
    if (auto s = readForm(e, r); !s)
        return s;
    if (r.failed())
        return invalid(r.label(), r.problem());
    if (e.automated && e.check.empty())
        return invalid(r.label(), "is automated but names no check");
    if (!e.automated && e.steps.empty())
        return invalid(r.label(), "is manual but lists no steps");
    return add(kb.m_experiments, kb.m_experimentIndex, std::move(e), "experiment");
}

Status KnowledgeBaseLoader::loadFile(const fs::path& path)
{
    m_file = path.filename().string();
    m_path = path.string();
    auto text = readWholeFile(m_path, maxFileBytes);
    if (!text)
        return text.error();
    const json root = json::parse(*text, nullptr, false);
    if (root.is_discarded())
        return makeError(ErrorKind::Corrupt, "The knowledge base file '" + m_file + "' is not valid JSON.",
                         m_path + ": " + describeParseError(*text));
    FieldReader r(root, "the file");
    const std::string tag = r.string("format");
    const double version = r.number("version");
    if (r.failed())
        return invalid("the file", r.problem());
    if (tag != formatTag)
        return invalid("the file", "has format '" + tag + "' instead of '" + formatTag + "'");
    if (version > formatVersion)
        return makeError(ErrorKind::Unsupported,
                         "The knowledge base file '" + m_file +
                             "' needs a newer ScanSleuth (format version " + formatGeneral(version) + ").",
                         m_path);
    for (const json& j : r.array("symptoms", false))
        if (auto s = readSymptom(j); !s)
            return s;
    for (const json& j : r.array("hypotheses", false))
        if (auto s = readHypothesis(j); !s)
            return s;
    for (const json& j : r.array("experiments", false))
        if (auto s = readExperiment(j); !s)
            return s;
    if (r.failed())
        return invalid("the file", r.problem());
    kb.m_files.push_back(m_path);
    return {};
}

Status KnowledgeBaseLoader::resolve()
{
    for (const auto& s : kb.m_symptoms) {
        m_file = m_origin["symptom:" + s.id];
        std::set<std::string> seen;
        for (const auto& h : s.hypotheses) {
            if (!kb.hypothesis(h))
                return invalid("symptom '" + s.id + "'", "refers to the unknown hypothesis '" + h + "'");
            if (!seen.insert(h).second)
                return invalid("symptom '" + s.id + "'", "lists the hypothesis '" + h + "' twice");
        }
    }
    for (const auto& h : kb.m_hypotheses) {
        m_file = m_origin["hypothesis:" + h.id];
        if (!kb.experiment(h.experiment))
            return invalid("hypothesis '" + h.id + "'",
                           "refers to the unknown experiment '" + h.experiment + "'");
    }
    for (const auto& e : kb.m_experiments) {
        if (e.manualFallback.empty())
            continue;
        m_file = m_origin["experiment:" + e.id];
        const ExperimentSpec* fallback = kb.experiment(e.manualFallback);
        if (!fallback || fallback->automated)
            return invalid("experiment '" + e.id + "'",
                           "names '" + e.manualFallback +
                               "' as its manual fallback, which is not a manual experiment");
    }
    if (kb.m_symptoms.empty())
        return makeError(ErrorKind::Corrupt, "The knowledge base defines no symptoms.", m_path);
    return {};
}

Result<KnowledgeBase> KnowledgeBase::load(const std::string& dir)
{
    std::error_code ec;
    if (!fs::is_directory(dir, ec))
        return makeError(ErrorKind::NotFound, "The knowledge base folder was not found.", dir);
    std::vector<fs::path> files;
    for (const auto& entry : fs::directory_iterator(dir, ec))
        if (entry.path().extension() == ".json" && entry.is_regular_file(ec))
            files.push_back(entry.path());
    if (ec)
        return makeError(ErrorKind::Io, "The knowledge base folder could not be read.",
                         dir + ": " + ec.message());
    if (files.empty())
        return makeError(ErrorKind::NotFound, "The knowledge base folder holds no .json files.", dir);
    std::sort(files.begin(), files.end());
    KnowledgeBaseLoader loader;
    for (const auto& f : files)
        if (auto s = loader.loadFile(f); !s)
            return s.error();
    if (auto s = loader.resolve(); !s)
        return s.error();
    return std::move(loader.kb);
}

std::string KnowledgeBase::defaultDirectory()
{
    if (const char* env = std::getenv("SCANSLEUTH_KNOWLEDGE_DIR"); env && *env)
        return env;
    std::error_code ec;
    const fs::path exe = fs::read_symlink("/proc/self/exe", ec);
    if (!ec) {
        const fs::path installed = exe.parent_path() / ".." / "share" / "scansleuth" / "knowledge";
        if (fs::is_directory(installed, ec))
            return installed.lexically_normal().string();
    }
    return SCANSLEUTH_KNOWLEDGE_SOURCE_DIR;
}

Result<KnowledgeBase> KnowledgeBase::loadDefault()
{
    return load(defaultDirectory());
}

const SymptomSpec* KnowledgeBase::symptom(std::string_view id) const
{
    const auto it = m_symptomIndex.find(id);
    return it == m_symptomIndex.end() ? nullptr : &m_symptoms[it->second];
}

const HypothesisSpec* KnowledgeBase::hypothesis(std::string_view id) const
{
    const auto it = m_hypothesisIndex.find(id);
    return it == m_hypothesisIndex.end() ? nullptr : &m_hypotheses[it->second];
}

const ExperimentSpec* KnowledgeBase::experiment(std::string_view id) const
{
    const auto it = m_experimentIndex.find(id);
    return it == m_experimentIndex.end() ? nullptr : &m_experiments[it->second];
}

std::vector<const HypothesisSpec*> KnowledgeBase::hypothesesForFinding(std::string_view findingCode) const
{
    std::vector<const HypothesisSpec*> result;
    for (const auto& h : m_hypotheses)
        if (std::find(h.findingCodes.begin(), h.findingCodes.end(), findingCode) != h.findingCodes.end())
            result.push_back(&h);
    return result;
}

} // namespace scansleuth::workflow
