// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The shard file (read back exactly: a merge must give what a single run gives) and the audit's JSON.
#include "checks/audit/output/auditjson.h"

#include "base/findingjson.h"
#include "base/readfile.h"
#include "checks/audit/parity/parityinternal.h"
#include "report/base64.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace scansleuth::audit {

namespace {

using nlohmann::json;

constexpr const char* kShardFormat = "scansleuth.audit-shard";
constexpr const char* kAuditFormat = "scansleuth.audit";
constexpr int kAuditFormatVersion = 1;
// A shard of 10,000 volumes with 4 KB thumbnails is some 100 MB of JSON; refuse what no shard can be.
constexpr std::uintmax_t kMaxShardBytes = std::uintmax_t(4) << 30;

// ---------------------------------------------------------------------------------------------------
// Writing

// JSON has no NaN or infinity: a shard must read back exactly, so those are written as strings.
json exactNumber(double v)
{
    if (std::isnan(v))
        return "nan";
    if (std::isinf(v))
        return v > 0 ? "inf" : "-inf";
    return v;
}

template <typename T, std::size_t N> json numbers(const std::array<T, N>& values)
{
    json a = json::array();
    for (const T& v : values) {
        if constexpr (std::is_floating_point_v<T>)
            a.push_back(exactNumber(double(v)));
        else
            a.push_back(v);
    }
    return a;
}

json identityToJson(const Identity& id)
{
    return {{"patient_id", id.patientId},
            {"patient_name", id.patientName},
            {"birth_date", id.birthDate},
            {"sex", id.sex},
            {"study_uid", id.studyUid},
            {"series_uid", id.seriesUid},
            {"frame_of_reference_uid", id.frameOfReferenceUid},
            {"accession_number", id.accessionNumber},
            {"sop_uids", id.sopUids},
            {"csv_patient", id.csvPatient},
            {"from", id.from},
            {"dicom_source", id.dicomSource}};
}

json intensityToJson(const IntensityProfile& p)
{
    return {{"count", p.count},
            {"non_finite", p.nonFinite},
            {"min", exactNumber(p.min)},
            {"max", exactNumber(p.max)},
            {"mean", exactNumber(p.mean)},
            {"std", exactNumber(p.std)},
            {"quantiles", numbers(p.quantiles)},
            {"zero_fraction", exactNumber(p.zeroFraction)},
            {"integer_valued", p.integerValued}};
}

json contentToJson(const ContentFingerprint& c)
{
    json embedding = json::array();
    for (float v : c.embedding)
        embedding.push_back(exactNumber(double(v)));
    return {{"voxel_hash", c.voxelHash},
            {"screen", numbers(c.screen)},
            {"thumbnail_spacing", exactNumber(c.thumbnailSpacing)},
            {"thumbnail_size", numbers(c.thumbnailSize)},
            {"thumbnail", report::toBase64(std::string_view(reinterpret_cast<const char*>(c.thumbnail.data()),
                                                            c.thumbnail.size()))},
            {"embedding", embedding}};
}

// A direction matrix row by row.
std::array<double, 9> flatten(const volume::Mat3& m)
{
    std::array<double, 9> out{};
    for (std::size_t i = 0; i < 9; ++i)
        out[i] = m[i / 3][i % 3];
    return out;
}

json recordToJson(const VolumeRecord& r)
{
    json tags = json::object();
    for (const auto& [k, v] : r.tags)
        tags[k] = v;
    return {{"split", r.split},
            {"case", r.caseId},
            {"path", r.path},
            {"label", r.label},
            {"format", r.format},
            {"volumes", r.volumes},
            {"identity", identityToJson(r.identity)},
            {"tags", tags},
            {"has_geometry", r.hasGeometry},
            {"dims", numbers(r.dims)},
            {"spacing", numbers(r.spacing)},
            {"origin", numbers(r.origin)},
            {"direction", numbers(flatten(r.direction))},
            {"orientation", r.orientation},
            {"dtype", r.dtype},
            {"rescale_slope", exactNumber(r.rescaleSlope)},
            {"rescale_intercept", exactNumber(r.rescaleIntercept)},
            {"intensity", intensityToJson(r.intensity)},
            {"content", contentToJson(r.content)}};
}

json failureToJson(const checks::FileFailure& f)
{
    return {{"path", f.path}, {"kind", f.kind}, {"reason", f.reason}, {"detail", f.detail}};
}

json splitsToJson(const std::vector<SplitInput>& splits)
{
    json a = json::array();
    for (const SplitInput& s : splits)
        a.push_back({{"name", s.name}, {"path", s.path}});
    return a;
}

// ---------------------------------------------------------------------------------------------------
// Reading: every field required and of its type; a mistake names the file and the field's place.

struct ShardError
{
    ErrorKind kind;
    std::string message;
};

class Reader
{
public:
    Reader(const json& object, std::string place, const std::string& name)
        : m_object(object), m_place(std::move(place)), m_name(name)
    {
        if (!object.is_object())
            fail("", "must be an object");
    }

    [[noreturn]] void fail(const std::string& field, const std::string& what,
                           ErrorKind kind = ErrorKind::Corrupt) const
    {
        const std::string where = m_place + (field.empty() ? "" : (m_place.empty() ? "" : ".") + field);
        throw ShardError{kind, "The shard " + m_name + " is invalid: \"" + where + "\" " + what + "."};
    }
    std::string place(const std::string& field) const
    {
        return m_place.empty() ? field : m_place + "." + field;
    }

    const json& get(const std::string& field) const
    {
        auto it = m_object.find(field);
        if (it == m_object.end())
            fail(field, "is missing");
        return *it;
    }
    std::string text(const std::string& field) const
    {
        const json& v = get(field);
        if (!v.is_string())
            fail(field, "must be a string");
        return v.get<std::string>();
    }
    bool boolean(const std::string& field) const
    {
        const json& v = get(field);
        if (!v.is_boolean())
            fail(field, "must be true or false");
        return v.get<bool>();
    }
    std::int64_t integer(const std::string& field, std::int64_t lo, std::int64_t hi) const
    {
        const json& v = get(field);
        if (!v.is_number_integer() || v.get<std::int64_t>() < lo || v.get<std::int64_t>() > hi)
            fail(field, "must be a whole number from " + std::to_string(lo) + " to " + std::to_string(hi));
        return v.get<std::int64_t>();
    }
    double number(const std::string& field) const { return numberOf(get(field), field); }
    double numberOf(const json& v, const std::string& field) const
    {
        if (v.is_number())
            return v.get<double>();
        if (v.is_string()) {
            const std::string s = v.get<std::string>();
            if (s == "nan")
                return std::numeric_limits<double>::quiet_NaN();
            if (s == "inf")
                return std::numeric_limits<double>::infinity();
            if (s == "-inf")
                return -std::numeric_limits<double>::infinity();
        }
        fail(field, "must be a number");
    }
    template <typename T, std::size_t N> std::array<T, N> array(const std::string& field) const
    {
        const json& v = get(field);
        if (!v.is_array() || v.size() != N)
            fail(field, "must be an array of " + std::to_string(N) + " numbers");
        std::array<T, N> out{};
        for (std::size_t i = 0; i < N; ++i) {
            if constexpr (std::is_floating_point_v<T>) {
                out[i] = T(numberOf(v[i], field));
            } else {
                if (!v[i].is_number_integer())
                    fail(field, "must be an array of " + std::to_string(N) + " whole numbers");
                out[i] = v[i].get<T>();
            }
        }
        return out;
    }
    std::vector<std::string> texts(const std::string& field) const
    {
        const json& v = get(field);
        if (!v.is_array())
            fail(field, "must be an array of strings");
        std::vector<std::string> out;
        for (const json& e : v) {
            if (!e.is_string())
                fail(field, "must be an array of strings");
            out.push_back(e.get<std::string>());
        }
        return out;
    }
    const json& array(const std::string& field) const
    {
        const json& v = get(field);
        if (!v.is_array())
            fail(field, "must be an array");
        return v;
    }
    Reader child(const std::string& field) const { return Reader(get(field), place(field), m_name); }
    Reader element(const std::string& field, std::size_t i) const
    {
        return Reader(get(field)[i], place(field) + "[" + std::to_string(i) + "]", m_name);
    }

private:
    const json& m_object;
    std::string m_place;
    const std::string& m_name;
};

Identity readIdentity(const Reader& r)
{
    Identity id;
    id.patientId = r.text("patient_id");
    id.patientName = r.text("patient_name");
    id.birthDate = r.text("birth_date");
    id.sex = r.text("sex");
    id.studyUid = r.text("study_uid");
    id.seriesUid = r.text("series_uid");
    id.frameOfReferenceUid = r.text("frame_of_reference_uid");
    id.accessionNumber = r.text("accession_number");
    id.sopUids = r.texts("sop_uids");
    id.csvPatient = r.text("csv_patient");
    id.from = r.text("from");
    id.dicomSource = r.text("dicom_source");
    return id;
}

IntensityProfile readIntensity(const Reader& r)
{
    IntensityProfile p;
    p.count = r.integer("count", 0, std::numeric_limits<std::int64_t>::max());
    p.nonFinite = r.integer("non_finite", 0, std::numeric_limits<std::int64_t>::max());
    p.min = r.number("min");
    p.max = r.number("max");
    p.mean = r.number("mean");
    p.std = r.number("std");
    p.quantiles = r.array<double, kQuantileCount>("quantiles");
    if (!std::is_sorted(p.quantiles.begin(), p.quantiles.end()))
        r.fail("quantiles", "must not decrease");
    if (p.count > 0 && !hasIntensity(p))
        r.fail("quantiles", "must be finite numbers, as must min, max, mean and std, when count is above 0");
    p.zeroFraction = r.number("zero_fraction");
    p.integerValued = r.boolean("integer_valued");
    return p;
}

ContentFingerprint readContent(const Reader& r)
{
    ContentFingerprint c;
    c.voxelHash = r.text("voxel_hash");
    c.screen = r.array<float, kScreenLength>("screen");
    c.thumbnailSpacing = r.number("thumbnail_spacing");
    c.thumbnailSize = r.array<int, 3>("thumbnail_size");
    for (int s : c.thumbnailSize)
        if (s < 0 || s > 4096)
            r.fail("thumbnail_size", "must hold sizes from 0 to 4096");
    auto bytes = report::fromBase64(r.text("thumbnail"));
    if (!bytes)
        r.fail("thumbnail", "is not base64 (" + bytes.error().message + ")");
    const std::size_t expected =
        std::size_t(c.thumbnailSize[0]) * std::size_t(c.thumbnailSize[1]) * std::size_t(c.thumbnailSize[2]);
    if (!bytes->empty() && bytes->size() != expected)
        r.fail("thumbnail", "holds " + std::to_string(bytes->size()) + " bytes but thumbnail_size says " +
                                std::to_string(c.thumbnailSize[0]) + " x " +
                                std::to_string(c.thumbnailSize[1]) + " x " +
                                std::to_string(c.thumbnailSize[2]) + " = " + std::to_string(expected));
    c.thumbnail.assign(bytes->begin(), bytes->end());
    const json& embedding = r.array("embedding");
    for (const json& v : embedding)
        c.embedding.push_back(float(r.numberOf(v, "embedding")));
    return c;
}

VolumeRecord readRecord(const Reader& r)
{
    VolumeRecord v;
    v.split = r.text("split");
    v.caseId = r.text("case");
    v.path = r.text("path");
    v.label = r.text("label");
    v.format = r.text("format");
    v.volumes = int(r.integer("volumes", 1, std::numeric_limits<int>::max()));
    v.identity = readIdentity(r.child("identity"));
    const json& tags = r.get("tags");
    if (!tags.is_object())
        r.fail("tags", "must be an object of strings");
    for (const auto& [k, t] : tags.items()) {
        if (!t.is_string())
            r.fail("tags." + k, "must be a string");
        v.tags[k] = t.get<std::string>();
    }
    v.hasGeometry = r.boolean("has_geometry");
    v.dims = r.array<std::int64_t, 3>("dims");
    v.spacing = r.array<double, 3>("spacing");
    v.origin = r.array<double, 3>("origin");
    const auto direction = r.array<double, 9>("direction");
    for (std::size_t i = 0; i < 9; ++i)
        v.direction[i / 3][i % 3] = direction[i];
    v.orientation = r.text("orientation");
    v.dtype = r.text("dtype");
    v.rescaleSlope = r.number("rescale_slope");
    v.rescaleIntercept = r.number("rescale_intercept");
    v.intensity = readIntensity(r.child("intensity"));
    v.content = readContent(r.child("content"));
    return v;
}

Shard readShard(const json& j, const std::string& name)
{
    if (!j.is_object() || !j.contains("format") || j["format"] != kShardFormat)
        throw ShardError{ErrorKind::Corrupt, "The file " + name +
                                                 " is not an audit shard (its \"format\" is not \"" +
                                                 std::string(kShardFormat) + "\")."};
    const Reader r(j, "", name);
    const json& version = r.get("version");
    if (!version.is_number_integer())
        r.fail("version", "must be a whole number");
    if (version.get<std::int64_t>() != kShardFormatVersion)
        throw ShardError{ErrorKind::Unsupported, "The shard " + name + " has format version " +
                                                     version.dump() + "; this build reads version " +
                                                     std::to_string(kShardFormatVersion) +
                                                     ": make the shards again with this version."};
    Shard s;
    s.count = int(r.integer("count", 1, std::numeric_limits<int>::max()));
    s.index = int(r.integer("index", 0, s.count - 1));
    const json& splits = r.array("splits");
    for (std::size_t i = 0; i < splits.size(); ++i) {
        const Reader e = r.element("splits", i);
        s.splits.push_back({e.text("name"), e.text("path")});
    }
    s.sources = r.integer("sources", 0, std::numeric_limits<std::int64_t>::max());
    s.toolVersion = r.text("tool_version");
    const Reader o = r.child("options");
    s.options.nearDuplicates = o.boolean("near_duplicates");
    s.options.embeddingModel = o.text("embedding_model");
    s.options.device = o.text("device");
    const json& records = r.array("records");
    s.records.reserve(records.size());
    for (std::size_t i = 0; i < records.size(); ++i) {
        s.records.push_back(readRecord(r.element("records", i)));
        if (std::none_of(s.splits.begin(), s.splits.end(),
                         [&](const SplitInput& in) { return in.name == s.records.back().split; }))
            r.element("records", i).fail("split", "names a split that is not in \"splits\"");
    }
    const json& failures = r.array("failures");
    for (std::size_t i = 0; i < failures.size(); ++i) {
        const Reader e = r.element("failures", i);
        s.failures.push_back({e.text("path"), e.text("kind"), e.text("reason"), e.text("detail")});
    }
    return s;
}

// ---------------------------------------------------------------------------------------------------
// The audit's JSON

json recordRef(const AuditResult& result, std::size_t i)
{
    const VolumeRecord& r = result.records[i];
    return {{"index", i}, {"split", r.split}, {"case", r.caseId}, {"path", r.path}, {"label", r.label}};
}

json boxOf(std::vector<double> v)
{
    if (v.empty())
        return nullptr;
    std::sort(v.begin(), v.end());
    auto q = [&v](double p) {
        const double pos = p * double(v.size() - 1);
        const auto lo = std::size_t(std::floor(pos));
        const std::size_t hi = std::min(lo + 1, v.size() - 1);
        return v[lo] + (v[hi] - v[lo]) * (pos - double(lo));
    };
    double sum = 0;
    for (double x : v)
        sum += x;
    return {{"n", v.size()},
            {"min", jsonNumber(v.front())},
            {"q1", jsonNumber(q(0.25))},
            {"median", jsonNumber(q(0.5))},
            {"q3", jsonNumber(q(0.75))},
            {"max", jsonNumber(v.back())},
            {"mean", jsonNumber(sum / double(v.size()))}};
}

json numberList(const std::vector<double>& v)
{
    json a = json::array();
    for (double x : v)
        a.push_back(jsonNumber(x));
    return a;
}

} // namespace

json shardToJson(const Shard& shard)
{
    json records = json::array();
    for (const VolumeRecord& r : shard.records)
        records.push_back(recordToJson(r));
    json failures = json::array();
    for (const checks::FileFailure& f : shard.failures)
        failures.push_back(failureToJson(f));
    return {{"format", kShardFormat},
            {"version", kShardFormatVersion},
            {"index", shard.index},
            {"count", shard.count},
            {"splits", splitsToJson(shard.splits)},
            {"sources", shard.sources},
            {"tool_version", shard.toolVersion},
            {"options",
             {{"near_duplicates", shard.options.nearDuplicates},
              {"embedding_model", shard.options.embeddingModel},
              {"device", shard.options.device}}},
            {"records", records},
            {"failures", failures}};
}

Result<Shard> shardFromJson(const json& json, const std::string& name)
{
    try {
        return readShard(json, name);
    } catch (const ShardError& e) {
        return makeError(e.kind, e.message);
    } catch (const nlohmann::json::exception& e) {
        return makeError(ErrorKind::Corrupt, "The shard " + name + " could not be read.", e.what());
    }
}

Result<Shard> readShardFile(const std::string& path)
{
    auto text = readWholeFile(path, kMaxShardBytes);
    if (!text)
        return text.error();
    json j;
    try {
        j = json::parse(*text);
    } catch (const json::exception& e) {
        return makeError(ErrorKind::Corrupt, "The shard " + path + " is not valid JSON (a shard cut short?).",
                         e.what());
    }
    return shardFromJson(j, path);
}

json comparisonToJson(const FeatureComparison& c)
{
    return {{"feature", c.feature},
            {"unit", c.unit},
            {"split_a", c.splitA},
            {"split_b", c.splitB},
            {"count_a", c.countA},
            {"count_b", c.countB},
            {"median_a", jsonNumber(c.medianA)},
            {"median_b", jsonNumber(c.medianB)},
            {"ks", jsonNumber(c.ks)},
            {"ks_p_value", jsonNumber(c.ksPValue)},
            {"wasserstein", jsonNumber(c.wasserstein)},
            {"effect_size", jsonNumber(c.effectSize)},
            {"flagged", c.flagged}};
}

FeatureComparison comparisonFromJson(const json& j)
{
    const auto text = [&j](const char* key) {
        return j.is_object() && j.contains(key) && j[key].is_string() ? j[key].get<std::string>() : "";
    };
    const auto number = [&j](const char* key) {
        return j.is_object() && j.contains(key) && j[key].is_number()
                   ? j[key].get<double>()
                   : std::numeric_limits<double>::quiet_NaN();
    };
    const auto count = [&j](const char* key) {
        return j.is_object() && j.contains(key) && j[key].is_number_integer() ? j[key].get<std::int64_t>()
                                                                              : std::int64_t(0);
    };
    FeatureComparison c;
    c.feature = text("feature");
    c.unit = text("unit");
    c.splitA = text("split_a");
    c.splitB = text("split_b");
    c.countA = count("count_a");
    c.countB = count("count_b");
    c.medianA = number("median_a");
    c.medianB = number("median_b");
    c.ks = number("ks");
    c.ksPValue =
        number(j.is_object() && !j.contains("ks_p_value") && j.contains("ks_p") ? "ks_p" : "ks_p_value");
    c.wasserstein = number("wasserstein");
    c.effectSize = number("effect_size");
    c.flagged =
        j.is_object() && j.contains("flagged") && j["flagged"].is_boolean() && j["flagged"].get<bool>();
    return c;
}

json auditToJson(const AuditResult& result, const AuditJsonLimits& limits)
{
    json splits = json::array();
    for (std::size_t i = 0; i < result.splits.size(); ++i) {
        json s = {{"name", result.splits[i].name}, {"path", result.splits[i].path}};
        if (i < result.profiles.size()) {
            s["volumes"] = result.profiles[i].volumes;
            s["failures"] = result.profiles[i].failures;
        }
        splits.push_back(s);
    }
    json failures = json::array();
    for (std::size_t i = 0; i < result.failures.size() && i < limits.failures; ++i)
        failures.push_back(failureToJson(result.failures[i]));
    json records = json::array();
    for (std::size_t i = 0; limits.records && i < result.records.size(); ++i) {
        const VolumeRecord& r = result.records[i];
        json rec = recordRef(result, i);
        rec["format"] = r.format;
        rec["dims"] = r.dims;
        rec["spacing"] =
            r.hasGeometry ? numberList({r.spacing[0], r.spacing[1], r.spacing[2]}) : json(nullptr);
        rec["orientation"] = r.orientation;
        rec["dtype"] = r.dtype;
        rec["rescale"] = {{"slope", jsonNumber(r.rescaleSlope)},
                          {"intercept", jsonNumber(r.rescaleIntercept)}};
        rec["value_domain"] = valueDomainOf(r.intensity);
        const IntensityProfile& p = r.intensity;
        rec["intensity"] = {{"count", p.count},
                            {"non_finite", p.nonFinite},
                            {"min", jsonNumber(p.min)},
                            {"max", jsonNumber(p.max)},
                            {"mean", jsonNumber(p.mean)},
                            {"std", jsonNumber(p.std)},
                            {"p01", jsonNumber(p.quantiles[1])},
                            {"p50", jsonNumber(p.quantiles[50])},
                            {"p99", jsonNumber(p.quantiles[99])},
                            {"zero_fraction", jsonNumber(p.zeroFraction)}};
        rec["identity"] = identityToJson(r.identity);
        rec["identity"].erase("sop_uids");
        rec["identity"]["instances"] = r.identity.sopUids.size();
        rec["voxel_hash"] = r.content.voxelHash;
        records.push_back(rec);
    }
    json pairs = json::array();
    for (const SuspectedPair& p : result.pairs) {
        if (pairs.size() >= limits.pairs)
            break;
        json j = {{"kind", p.kind},
                  {"code", p.code},
                  {"similarity", jsonNumber(p.similarity)},
                  {"a", recordRef(result, p.a)},
                  {"b", recordRef(result, p.b)},
                  {"evidence", p.evidence}};
        if (p.kind == "near-duplicate" || p.kind == "embedding" || p.match.similarity != 0)
            j["match"] = {
                {"similarity", jsonNumber(p.match.similarity)},
                {"overlap", jsonNumber(p.match.overlap)},
                {"flipped", p.match.flipped},
                {"shift_mm", numberList({p.match.shiftMm[0], p.match.shiftMm[1], p.match.shiftMm[2]})}};
        pairs.push_back(j);
    }
    json parity = json::array();
    std::size_t flagged = 0;
    for (const FeatureComparison& c : result.parity) {
        flagged += c.flagged ? 1 : 0;
        if (parity.size() < limits.parity)
            parity.push_back(comparisonToJson(c));
    }
    json profiles = json::array();
    for (const SplitProfile& p : result.profiles) {
        json box = json::object();
        for (const auto& [feature, values] : p.features)
            box[feature] = boxOf(values);
        json categorical = json::object();
        for (const auto& [key, counts] : p.categorical)
            categorical[key] = counts;
        profiles.push_back(
            {{"split", p.split},
             {"volumes", p.volumes},
             {"failures", p.failures},
             {"value_domain", p.valueDomain},
             {"box", box},
             {"histogram", {{"edges", numberList(p.histogramEdges)}, {"fractions", numberList(p.histogram)}}},
             {"categorical", categorical}});
    }
    json references = json::array();
    for (const ReferenceFingerprint& r : result.references) {
        json values = json::object();
        for (const auto& [k, v] : r.values)
            values[k] = jsonNumber(v);
        references.push_back(
            {{"path", r.path}, {"kind", r.kind}, {"values", values}, {"normalisation", r.normalisation}});
    }
    json out = {{"format", kAuditFormat},
                {"version", kAuditFormatVersion},
                {"splits", splits},
                {"counts",
                 {{"volumes", result.records.size()},
                  {"failures", result.failures.size()},
                  {"pairs", result.pairs.size()},
                  {"flagged_comparisons", flagged}}},
                {"failures", failures},
                {"records", records},
                {"pairs", pairs},
                {"parity", parity},
                {"profiles", profiles},
                {"references", references},
                {"findings", limits.findings ? findingsToJson(result.findings) : json()}};
    if (!limits.records)
        out.erase("records");
    if (!limits.findings)
        out.erase("findings");
    return out;
}

} // namespace scansleuth::audit
