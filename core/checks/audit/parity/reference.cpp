// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// What the training side says its data looked like (nnU-Net's fingerprint and plans, MONAI's DataAnalyzer
// statistics, our preprocessing spec), and each split measured against it.
#include "checks/audit/parity/parityinternal.h"

#include "base/numberformat.h"
#include "base/readfile.h"
#include "base/strings.h"
#include "preprocess/specjson.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>

namespace scansleuth::audit {

namespace {

using nlohmann::json;

constexpr std::uintmax_t kMaxReferenceBytes = 256u << 20;

std::optional<double> numberIn(const json& j)
{
    if (j.is_number())
        return j.get<double>();
    if (j.is_array() && !j.empty() && j.front().is_number()) // per channel: the first
        return j.front().get<double>();
    return std::nullopt;
}

const json* member(const json& j, const char* key)
{
    if (!j.is_object())
        return nullptr;
    auto it = j.find(key);
    return it == j.end() || it->is_null() ? nullptr : &*it;
}

// Three numbers of an array, reversed when the file lists axes as (z, y, x).
bool triple(const json& j, bool zyx, std::array<double, 3>& out)
{
    if (!j.is_array() || j.size() != 3)
        return false;
    for (std::size_t k = 0; k < 3; ++k) {
        if (!j[k].is_number())
            return false;
        out[zyx ? 2 - k : k] = j[k].get<double>();
    }
    return true;
}

void putTriple(ReferenceFingerprint& ref, const std::string& prefix, const std::array<double, 3>& v)
{
    ref.values[prefix + "x"] = v[0];
    ref.values[prefix + "y"] = v[1];
    ref.values[prefix + "z"] = v[2];
}

// Per-axis medians of a list of (z, y, x) triples (nnU-Net's "spacings", "shapes_after_crop").
bool medianOfTriples(const json& list, std::array<double, 3>& out)
{
    if (!list.is_array() || list.empty())
        return false;
    std::array<std::vector<double>, 3> axes;
    for (const json& e : list) {
        std::array<double, 3> v{};
        if (!triple(e, true, v))
            return false;
        for (std::size_t k = 0; k < 3; ++k)
            axes[k].push_back(v[k]);
    }
    for (std::size_t k = 0; k < 3; ++k) {
        std::sort(axes[k].begin(), axes[k].end());
        const std::size_t n = axes[k].size();
        out[k] = n % 2 ? axes[k][n / 2] : 0.5 * (axes[k][n / 2 - 1] + axes[k][n / 2]);
    }
    return true;
}

// nnU-Net's foreground_intensity_properties_per_channel {"0": {mean, std, min, max, median,
// percentile_00_5, percentile_99_5}}: channel 0.
void readNnunetIntensity(const json& j, ReferenceFingerprint& ref)
{
    const json* props = member(j, "foreground_intensity_properties_per_channel");
    const json* channel = props ? member(*props, "0") : nullptr;
    if (!channel)
        return;
    static const std::pair<const char*, const char*> keys[] = {{"mean", "intensity_mean"},
                                                               {"std", "intensity_std"},
                                                               {"min", "intensity_min"},
                                                               {"max", "intensity_max"},
                                                               {"median", "intensity_median"},
                                                               {"percentile_00_5", "intensity_p00_5"},
                                                               {"percentile_99_5", "intensity_p99_5"}};
    for (const auto& [from, to] : keys)
        if (const json* v = member(*channel, from); v && v->is_number())
            ref.values[to] = v->get<double>();
    ref.values["intensity_foreground"] = 1;
}

// MONAI summaries hold a number, a per-channel list, or an object of summary operations ({"mean": ...}).
std::optional<double> monaiStat(const json& stats, const char* key, const char* operation)
{
    const json* v = member(stats, key);
    if (!v)
        return std::nullopt;
    if (auto n = numberIn(*v))
        return n;
    if (const json* op = member(*v, operation))
        return numberIn(*op);
    return std::nullopt;
}

bool monaiTriple(const json& stats, const char* key, std::array<double, 3>& out)
{
    const json* v = member(stats, key);
    if (!v)
        return false;
    if (triple(*v, false, out))
        return true;
    for (const char* op : {"median", "mean"})
        if (const json* o = member(*v, op)) {
            // Per channel: [[x, y, z]], or [x, y, z].
            if (triple(*o, false, out))
                return true;
            if (o->is_array() && !o->empty() && triple(o->front(), false, out))
                return true;
        }
    return false;
}

void readMonai(const json& summary, ReferenceFingerprint& ref)
{
    const json* image = member(summary, "image_stats");
    std::array<double, 3> v{};
    if (image && monaiTriple(*image, "spacing", v))
        putTriple(ref, "spacing_median_", v);
    if (image && monaiTriple(*image, "shape", v))
        putTriple(ref, "dims_median_", v);
    const json* fg = member(summary, "image_foreground_stats");
    const json* stats = fg ? member(*fg, "intensity") : nullptr;
    if (stats)
        ref.values["intensity_foreground"] = 1;
    else if (image)
        stats = member(*image, "intensity");
    if (!stats)
        return;
    static const std::tuple<const char*, const char*, const char*> keys[] = {
        {"mean", "mean", "intensity_mean"},
        {"stdev", "mean", "intensity_std"},
        {"min", "min", "intensity_min"},
        {"max", "max", "intensity_max"},
        {"median", "mean", "intensity_median"},
        {"percentile_00_5", "mean", "intensity_p00_5"},
        {"percentile_99_5", "mean", "intensity_p99_5"}};
    for (const auto& [key, op, to] : keys)
        if (auto x = monaiStat(*stats, key, op))
            ref.values[to] = *x;
}

// What a preprocessing spec hands the model: its target spacing and the value range its last
// intensity steps leave.
void readSpecOutput(const preprocess::Spec& spec, ReferenceFingerprint& ref)
{
    using namespace preprocess;
    for (const Step& step : spec.steps) {
        if (const auto* r = std::get_if<Resample>(&step.params)) {
            putTriple(ref, "spacing_target_", {r->spacing[0], r->spacing[1], r->spacing[2]});
        } else if (const auto* n = std::get_if<Normalise>(&step.params)) {
            ref.normalisation = methodName(n->method);
            ref.values.erase("output_min");
            ref.values.erase("output_max");
            if (n->method == NormaliseMethod::MinMax || n->method == NormaliseMethod::Percentile) {
                ref.values["output_min"] = n->range[0];
                ref.values["output_max"] = n->range[1];
            }
        } else if (const auto* w = std::get_if<Window>(&step.params)) {
            ref.normalisation = "window";
            ref.values["output_min"] = std::min(w->output[0], w->output[1]);
            ref.values["output_max"] = std::max(w->output[0], w->output[1]);
        } else if (const auto* c = std::get_if<Clip>(&step.params)) {
            if (c->lower)
                ref.values["output_min"] = std::max(
                    *c->lower, ref.values.count("output_min") ? ref.values["output_min"]
                                                              : -std::numeric_limits<double>::infinity());
            if (c->upper)
                ref.values["output_max"] = std::min(*c->upper, ref.values.count("output_max")
                                                                   ? ref.values["output_max"]
                                                                   : std::numeric_limits<double>::infinity());
        }
    }
}

std::string tripleText(const std::array<double, 3>& v, int decimals)
{
    return formatNumber(v[0], decimals) + " x " + formatNumber(v[1], decimals) + " x " +
           formatNumber(v[2], decimals);
}

std::string referenceName(const ReferenceFingerprint& ref)
{
    if (ref.kind == "nnunet-fingerprint")
        return "the nnU-Net fingerprint";
    if (ref.kind == "nnunet-plans")
        return "the nnU-Net plans";
    if (ref.kind == "monai-datastats")
        return "the MONAI data statistics";
    return "the preprocessing spec";
}

bool statedTriple(const ReferenceFingerprint& ref, const std::string& prefix, std::array<double, 3>& out)
{
    for (std::size_t k = 0; k < 3; ++k) {
        auto it = ref.values.find(prefix + "xyz"[k]);
        if (it == ref.values.end() || !(it->second > 0))
            return false;
        out[k] = it->second;
    }
    return true;
}

Finding mismatch(const ReferenceFingerprint& ref, const std::string& split, const std::string& message,
                 const std::string& fix, Severity severity = Severity::Warning)
{
    Finding f = makeFinding("dataset.reference_mismatch", severity, message, fix);
    f.evidence.push_back("reference: " + ref.path + " (" + ref.kind + ")");
    f.evidence.push_back("split: " + split);
    return f;
}

std::string domainOfRange(double lo, double hi)
{
    if (lo >= -1e-6 && hi <= 1 + 1e-6)
        return "unit";
    return "range";
}

} // namespace

Result<ReferenceFingerprint> parseReferenceFingerprint(const std::string& text, const std::string& path)
{
    json j;
    try {
        j = json::parse(text);
    } catch (const json::exception& e) {
        if (endsWithIgnoreCase(path, ".yaml") || endsWithIgnoreCase(path, ".yml"))
            return makeError(
                ErrorKind::Unsupported,
                "MONAI statistics in YAML are not read: write them as JSON (DataAnalyzer(..., "
                "output_path=\"datastats.json\")) or convert the file with python3 -c \"import json, "
                "sys, yaml; json.dump(yaml.safe_load(open(sys.argv[1])), open(sys.argv[2], 'w'))\" "
                "datastats.yaml datastats.json.",
                path);
        return makeError(ErrorKind::Corrupt, "The reference fingerprint " + path + " is not valid JSON.",
                         e.what());
    }
    ReferenceFingerprint ref;
    ref.path = path;
    if (!j.is_object())
        return makeError(ErrorKind::Unsupported,
                         "The reference " + path +
                             " is not a JSON object, so it is not a training fingerprint.");
    if (member(j, "format") && j["format"] == "scansleuth.preprocessing") {
        auto spec = preprocess::specFromJson(j);
        if (!spec)
            return makeError(ErrorKind::Corrupt,
                             "The preprocessing spec " + path + " is invalid: " + spec.error().message,
                             spec.error().detail);
        ref.kind = "preprocessing-spec";
        readSpecOutput(*spec, ref);
        return ref;
    }
    if (const json* configurations = member(j, "configurations");
        configurations && configurations->is_object()) {
        ref.kind = "nnunet-plans";
        const json* config = member(*configurations, "3d_fullres");
        if (!config)
            config = member(*configurations, "2d");
        std::array<double, 3> v{};
        if (config) {
            if (const json* s = member(*config, "spacing"); s && triple(*s, true, v))
                putTriple(ref, "spacing_target_", v);
            if (const json* n = member(*config, "normalization_schemes");
                n && n->is_array() && !n->empty() && n->front().is_string())
                ref.normalisation = n->front().get<std::string>();
        }
        const json* transpose = member(j, "transpose_forward");
        const bool identity = !transpose || *transpose == json::array({0, 1, 2});
        if (const json* s = member(j, "original_median_spacing_after_transp");
            identity && s && triple(*s, true, v))
            putTriple(ref, "spacing_median_", v);
        if (const json* s = member(j, "original_median_shape_after_transp");
            identity && s && triple(*s, true, v))
            putTriple(ref, "dims_median_", v);
        readNnunetIntensity(j, ref);
        return ref;
    }
    if (member(j, "foreground_intensity_properties_per_channel") &&
        (member(j, "spacings") || member(j, "shapes_after_crop"))) {
        ref.kind = "nnunet-fingerprint";
        std::array<double, 3> v{};
        if (const json* s = member(j, "spacings")) {
            if (!medianOfTriples(*s, v))
                return makeError(ErrorKind::Corrupt, "The nnU-Net fingerprint " + path +
                                                         " has a \"spacings\" entry that is not a list of "
                                                         "three numbers per case.");
            putTriple(ref, "spacing_median_", v);
        }
        if (const json* s = member(j, "shapes_after_crop")) {
            if (!medianOfTriples(*s, v))
                return makeError(ErrorKind::Corrupt, "The nnU-Net fingerprint " + path +
                                                         " has a \"shapes_after_crop\" entry that is not a "
                                                         "list of three numbers per case.");
            putTriple(ref, "dims_median_", v);
        }
        readNnunetIntensity(j, ref);
        return ref;
    }
    if (const json* summary = member(j, "stats_summary")) {
        ref.kind = "monai-datastats";
        readMonai(*summary, ref);
        return ref;
    }
    return makeError(ErrorKind::Unsupported,
                     "The reference " + path +
                         " is not an nnU-Net dataset_fingerprint.json or nnUNetPlans.json, MONAI "
                         "DataAnalyzer statistics or a ScanSleuth preprocessing spec.");
}

Result<ReferenceFingerprint> readReferenceFingerprint(const std::string& path)
{
    auto text = readWholeFile(path, kMaxReferenceBytes);
    if (!text)
        return text.error();
    return parseReferenceFingerprint(*text, path);
}

Findings referenceFindings(const ReferenceFingerprint& ref, const std::vector<SplitProfile>& profiles,
                           const std::vector<VolumeRecord>& records)
{
    Findings out, ranges; // ranges: the splits off the reference's intensity scale
    std::size_t measuredSplits = 0;
    const std::string who = referenceName(ref) + " (" + ref.path + ")";
    for (const SplitProfile& p : profiles) {
        if (p.volumes == 0)
            continue;
        // Spacing: the split's per-axis median against the training data's, and a uniformly resampled
        // split against the pipeline's target.
        std::array<std::vector<double>, 3> spacing;
        for (const VolumeRecord& r : records)
            if (r.split == p.split && r.hasGeometry)
                for (std::size_t k = 0; k < 3; ++k)
                    spacing[k].push_back(r.spacing[k]);
        if (!spacing[0].empty()) {
            std::array<double, 3> measured{}, stated{};
            bool uniform = true;
            for (std::size_t k = 0; k < 3; ++k) {
                measured[k] = median(spacing[k]);
                for (double s : spacing[k])
                    uniform = uniform && std::abs(s - measured[k]) <= 0.01 * measured[k];
            }
            auto off = [&](double tolerance) {
                for (std::size_t k = 0; k < 3; ++k)
                    if (std::abs(measured[k] - stated[k]) > tolerance * stated[k])
                        return true;
                return false;
            };
            if (statedTriple(ref, "spacing_median_", stated) && off(0.25)) {
                Finding f =
                    mismatch(ref, p.split,
                             "The " + p.split + " split's median spacing, " + tripleText(measured, 3) +
                                 " mm, differs from the " + tripleText(stated, 3) + " mm that " + who +
                                 " states for the training data.",
                             "Check that the " + p.split +
                                 " split comes from the same scanners and was not "
                                 "resampled differently from the training data.");
                for (std::size_t k = 0; k < 3; ++k) {
                    f.measurements.push_back({std::string("stated_spacing_") + "xyz"[k], stated[k], "mm"});
                    f.measurements.push_back(
                        {std::string("measured_spacing_") + "xyz"[k], measured[k], "mm"});
                }
                out.push_back(std::move(f));
            }
            if (statedTriple(ref, "spacing_target_", stated) && uniform && off(0.05)) {
                Finding f =
                    mismatch(ref, p.split,
                             "Every " + p.split + " volume has spacing " + tripleText(measured, 3) +
                                 " mm, as if resampled, but " + who + " resamples to " +
                                 tripleText(stated, 3) + " mm.",
                             "Give the model volumes resampled by its own pipeline (or raw ones that the "
                             "pipeline resamples), not volumes resampled to another spacing.",
                             Severity::Info);
                for (std::size_t k = 0; k < 3; ++k) {
                    f.measurements.push_back({std::string("stated_spacing_") + "xyz"[k], stated[k], "mm"});
                    f.measurements.push_back(
                        {std::string("measured_spacing_") + "xyz"[k], measured[k], "mm"});
                }
                out.push_back(std::move(f));
            }
        }

        // Intensities: the reference's range against the split's, and a normalised split against the
        // spec's normalisation.
        std::vector<const IntensityProfile*> volumes;
        for (const VolumeRecord& r : records)
            if (r.split == p.split && hasIntensity(r.intensity))
                volumes.push_back(&r.intensity);
        if (volumes.empty())
            continue;
        ++measuredSplits;
        const MixtureCdf cdf(volumes);
        const double lo = cdf.quantile(0.005), hi = cdf.quantile(0.995);
        auto stated = [&](const char* key) -> std::optional<double> {
            auto it = ref.values.find(key);
            return it == ref.values.end() ? std::nullopt : std::optional<double>(it->second);
        };
        std::optional<double> refLo = stated("intensity_p00_5"), refHi = stated("intensity_p99_5");
        if (!refLo || !refHi) {
            refLo = stated("intensity_min");
            refHi = stated("intensity_max");
        }
        if (refLo && refHi && *refHi > *refLo) {
            const double overlap = std::max(0.0, std::min(hi, *refHi) - std::max(lo, *refLo));
            if (overlap < 0.5 * (*refHi - *refLo)) {
                const bool fg = stated("intensity_foreground").has_value();
                Finding f = mismatch(
                    ref, p.split,
                    "The " + p.split + " split's intensities (0.5-99.5%: " + formatGeneral(lo, 4) + " to " +
                        formatGeneral(hi, 4) + ") do not cover the " + (fg ? "foreground " : "") + "range " +
                        formatGeneral(*refLo, 4) + " to " + formatGeneral(*refHi, 4) + " that " + who +
                        " states: they are not on the same scale.",
                    "Give the model the " + p.split +
                        " split on the training data's intensity scale "
                        "(the same rescale and normalisation).",
                    Severity::Error);
                f.measurements = {{"stated_low", *refLo, ""},
                                  {"stated_high", *refHi, ""},
                                  {"measured_p00_5", lo, ""},
                                  {"measured_p99_5", hi, ""},
                                  {"overlap_fraction", overlap / (*refHi - *refLo), ""}};
                ranges.push_back(std::move(f));
            }
        }
        if (ref.kind == "preprocessing-spec" && (p.valueDomain == "unit" || p.valueDomain == "zscore")) {
            std::string expected;
            const auto omin = stated("output_min"), omax = stated("output_max");
            if (ref.normalisation == "zscore" || ref.normalisation == "ct")
                expected = "zscore";
            else if (omin && omax)
                expected = domainOfRange(*omin, *omax);
            const bool inRange = omin && omax && lo >= *omin - 1e-6 && hi <= *omax + 1e-6;
            if (!expected.empty() && expected != p.valueDomain && !(expected == "range" && inRange)) {
                Finding f = mismatch(
                    ref, p.split,
                    "The " + p.split + " split is already in " + describeDomain(p.valueDomain) + ", but " +
                        who + " normalises to " +
                        (expected == "zscore" ? describeDomain("zscore")
                                              : "[" + formatGeneral(omin.value_or(0), 4) + ", " +
                                                    formatGeneral(omax.value_or(0), 4) + "]") +
                        ": it was preprocessed by another pipeline.",
                    "Preprocess the " + p.split + " split with the model's own spec.", Severity::Error);
                if (omin && omax) {
                    f.measurements.push_back({"stated_output_min", *omin, ""});
                    f.measurements.push_back({"stated_output_max", *omax, ""});
                }
                f.measurements.push_back({"measured_p00_5", lo, ""});
                f.measurements.push_back({"measured_p99_5", hi, ""});
                out.push_back(std::move(f));
            }
        }
    }
    // When no split is on the reference's scale, the reference describes another stage of the pipeline
    // (raw data against preprocessed arrays), not a split prepared differently from the others.
    if (measuredSplits >= 2 && ranges.size() == measuredSplits) {
        Finding f =
            makeFinding("dataset.reference_mismatch", Severity::Info,
                        "No split is on the intensity scale that " + who +
                            " states: it describes the data at another stage of preprocessing than the "
                            "audited files, so their intensities were not compared with it.",
                        "Compare against a reference made from data at the same stage (raw with raw, "
                        "preprocessed with preprocessed).");
        f.measurements = ranges.front().measurements;
        f.evidence.push_back("reference: " + ref.path + " (" + ref.kind + ")");
        for (const Finding& r : ranges)
            f.evidence.push_back(r.message);
        out.push_back(std::move(f));
    } else {
        out.insert(out.end(), ranges.begin(), ranges.end());
    }
    return out;
}

} // namespace scansleuth::audit
