// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "auditreport.h"

#include "base/numberformat.h"
#include "base/strings.h"
#include "checks/audit/output/auditwords.h"
#include "checks/audit/output/paritytable.h"
#include "checks/audit/records/recordvolume.h"
#include "report/bitmapfont.h"
#include "reportnumbers.h"

#include <algorithm>
#include <cmath>
#include <map>
#include <optional>
#include <set>

namespace scansleuth::investigate {

using audit::AuditResult;
using audit::FeatureComparison;
using audit::pairKindWords;
using audit::recordName;
using audit::similarityText;
using audit::SuspectedPair;
using audit::VolumeRecord;
using report::Paragraph;
using report::Section;
using report::Table;
using report::Tone;

namespace {

std::string plural(std::size_t n, const std::string& one, const std::string& many)
{
    return std::to_string(n) + " " + (n == 1 ? one : many);
}

bool isLeakage(const Finding& f)
{
    return startsWithIgnoreCase(f.code, "leakage.");
}

Tone toneOf(const Finding& f)
{
    if (f.severity != Severity::Info)
        return Tone::Warning;
    return f.code == "audit.clean_splits" ? Tone::Good : Tone::Normal;
}

// ---- Pictures ----

bool isArrayFormat(const std::string& format)
{
    return format == "npy" || format == "npz" || format == "pt";
}

Result<io::LoadedImage> loadRecord(const VolumeRecord& r)
{
    if (isArrayFormat(r.format) || !r.hasGeometry)
        return makeError(ErrorKind::Unsupported, "Array files (." + r.format + ") are not pictured.",
                         "they hold no geometry to draw a slice by; " + r.path);
    return audit::readRecordVolume(r);
}

// The display slice (axial, in the closest RAS frame) that holds B's part of A's middle slice. The
// content fingerprint's shift is B's position in A's canonical frame (mm); a flip of the canonical z
// axis mirrors the slice. Without a match: B's middle slice.
std::int64_t sliceOfB(const render::DisplayFrame& a, const render::DisplayFrame& b, const SuspectedPair& pair)
{
    const std::int64_t nb = b.sliceCount(render::Plane::Axial);
    const std::int64_t na = a.sliceCount(render::Plane::Axial);
    if (pair.kind != "near-duplicate")
        return nb / 2;
    const double az = a.geometry.spacing[2], bz = b.geometry.spacing[2];
    // A's middle slice, in mm from A's first slice; in B, shifted by the match.
    const double mm = (na / 2) * az - pair.match.shiftMm[2];
    std::int64_t k = static_cast<std::int64_t>(std::llround(mm / std::max(bz, 1e-6)));
    if (pair.match.flipped[2])
        k = nb - 1 - k;
    return std::clamp<std::int64_t>(k, 0, nb - 1);
}

render::RgbaImage drawSlice(const io::LoadedImage& image, const render::DisplayFrame& frame,
                            std::int64_t slice)
{
    const volume::Volume& v = image.volumes.front();
    const render::Layer layer{&v, render::defaultStyle(v, true, image.looksLikeCt())};
    return render::renderSlice(frame, render::Plane::Axial, slice, {&layer, 1});
}

// Nearest-neighbour scaling to `height` pixels, keeping the physical aspect.
render::RgbaImage toHeight(const render::RgbaImage& in, int height)
{
    render::RgbaImage out;
    if (in.width <= 0 || in.height <= 0)
        return out;
    const double physicalW = in.width * in.pixelWidthMm, physicalH = in.height * in.pixelHeightMm;
    out.height = height;
    out.width = std::clamp(static_cast<int>(std::lround(height * physicalW / std::max(physicalH, 1e-9))), 1,
                           4 * height);
    out.pixelWidthMm = out.pixelHeightMm = 1.0;
    out.pixels.resize(static_cast<std::size_t>(out.width) * out.height);
    for (int y = 0; y < out.height; ++y)
        for (int x = 0; x < out.width; ++x)
            out.at(x, y) = in.at(std::min(in.width - 1, x * in.width / out.width),
                                 std::min(in.height - 1, y * in.height / out.height));
    return out;
}

render::RgbaImage sideBySide(const render::RgbaImage& a, const render::RgbaImage& b,
                             const std::string& labelA, const std::string& labelB)
{
    constexpr int kGap = 8;
    render::RgbaImage out;
    out.width = a.width + kGap + b.width;
    out.height = std::max(a.height, b.height);
    // A grey gap: white would merge with bright image borders, black with dark ones.
    out.pixels.assign(static_cast<std::size_t>(out.width) * out.height, render::Rgba{128, 128, 128, 255});
    for (int y = 0; y < a.height; ++y)
        for (int x = 0; x < a.width; ++x)
            out.at(x, y) = a.at(x, y);
    for (int y = 0; y < b.height; ++y)
        for (int x = 0; x < b.width; ++x)
            out.at(a.width + kGap + x, y) = b.at(x, y);
    const render::Rgba yellow{240, 228, 66, 255};
    report::font::drawText(out, 4, 4, labelA, yellow, 2);
    report::font::drawText(out, a.width + kGap + 4, 4, labelB, yellow, 2);
    return out;
}

// The loader's error, saying which record it was about (its sentence whole, so that it is translated).
Error unreadable(const VolumeRecord& r, const Error& e)
{
    return makeError(e.kind, recordName(r) + " could not be read: " + e.message, e.detail);
}

void picturePair(const AuditResult& result, const SuspectedPair& pair, std::size_t number, Section& out,
                 std::vector<std::string>* problems)
{
    auto picture = pairPicture(result, pair);
    if (!picture) {
        const std::string sentence =
            "The picture of pair " + std::to_string(number) + " is not included: " + picture.error().message +
            (picture.error().detail.empty() ? "" : " (" + picture.error().detail + ")");
        out.blocks.push_back(Paragraph{sentence, Tone::Warning});
        if (problems)
            problems->push_back(sentence);
        return;
    }
    const VolumeRecord& a = result.records[pair.a];
    const VolumeRecord& b = result.records[pair.b];
    report::Figure f;
    f.image = std::move(*picture);
    f.caption = "Pair " + std::to_string(number) + ", " + pairKindWords(pair.kind) + " (similarity " +
                similarityText(pair) + "): " + recordName(a) + " (left) and " + recordName(b) + " (right)" +
                (pair.kind == "near-duplicate" ? ", A's middle axial slice and B's matched slice."
                                               : ", middle axial slices.");
    f.widthMm = 150.0;
    out.blocks.push_back(std::move(f));
}

// ---- Tables ----

report::KeyValues inputsBlock(const AuditResult& r)
{
    std::map<std::string, std::size_t> perSplit;
    for (const VolumeRecord& rec : r.records)
        ++perSplit[rec.split];
    std::vector<std::string> splits;
    for (const audit::SplitInput& s : r.splits)
        splits.push_back(s.name + " (" + plural(perSplit[s.name], "volume", "volumes") + ", " + s.path + ")");
    std::map<std::string, std::size_t> kinds;
    for (const SuspectedPair& p : r.pairs)
        ++kinds[pairKindWords(p.kind)];
    std::vector<std::string> pairWords;
    for (const auto& [kind, n] : kinds)
        pairWords.push_back(std::to_string(n) + " " + kind);
    const std::size_t flagged =
        std::count_if(r.parity.begin(), r.parity.end(), [](const FeatureComparison& c) { return c.flagged; });
    report::KeyValues kv;
    kv.pairs = {
        {"Splits", join(splits, "; ")},
        {"Volumes", std::to_string(r.records.size())},
        {"Unreadable files", std::to_string(r.failures.size())},
        {"Suspected pairs", r.pairs.empty() ? "none" : join(pairWords, ", ")},
        {"Parity comparisons flagged", std::to_string(flagged) + " of " + std::to_string(r.parity.size())}};
    if (!r.references.empty()) {
        std::vector<std::string> refs;
        for (const audit::ReferenceFingerprint& ref : r.references)
            refs.push_back(audit::referenceKindWords(ref.kind) + " (" + ref.path + ")");
        kv.pairs.emplace_back("Training-side references", join(refs, "; "));
    }
    return kv;
}

Section findingsSection(const AuditResult& r)
{
    Section s{"Findings", {}, {}};
    Table t{"Every finding of the audit, leakage first",
            {"Severity", "Code", "Finding", "Suggested fix"},
            {},
            {}};
    std::vector<const Finding*> ordered;
    for (const Finding& f : r.findings)
        ordered.push_back(&f);
    std::stable_sort(ordered.begin(), ordered.end(),
                     [](const Finding* x, const Finding* y) { return isLeakage(*x) && !isLeakage(*y); });
    for (const Finding* f : ordered) {
        if (f->code == "audit.summary")
            continue; // the section's first paragraph
        t.rows.push_back({severityName(f->severity), f->code, f->message, f->fix});
        t.rowTones.push_back(toneOf(*f));
    }
    if (t.rows.empty())
        s.blocks.push_back(Paragraph{"The audit made no finding.", Tone::Note});
    else
        s.blocks.push_back(std::move(t));
    return s;
}

Section pairsSection(const AuditResult& r, const AuditReportOptions& options)
{
    Section s{"Suspected pairs", {}, {}};
    if (r.pairs.empty()) {
        s.blocks.push_back(
            Paragraph{"No volume of one split matches a volume of another, by identity, voxels or content.",
                      Tone::Good});
        return s;
    }
    const std::size_t shown = std::min(options.pairRows, r.pairs.size());
    Table t;
    t.caption = "The strongest " + std::to_string(shown) + " of " + std::to_string(r.pairs.size()) +
                " pairs across splits, two rows a pair (A, then B)";
    t.header = {"#", "Split", "Case", "Path", "Kind", "Similarity", "Evidence"};
    for (std::size_t i = 0; i < shown; ++i) {
        const SuspectedPair& p = r.pairs[i];
        if (p.a >= r.records.size() || p.b >= r.records.size())
            continue;
        const VolumeRecord& a = r.records[p.a];
        const VolumeRecord& b = r.records[p.b];
        const std::string caseA = a.caseId + (a.label.empty() ? "" : ":" + a.label);
        const std::string caseB = b.caseId + (b.label.empty() ? "" : ":" + b.label);
        t.rows.push_back({std::to_string(i + 1), a.split, caseA, a.path, pairKindWords(p.kind),
                          similarityText(p), join(p.evidence, "; ")});
        t.rows.push_back({"", b.split, caseB, b.path, "", "", ""});
        t.rowTones.push_back(Tone::Warning);
        t.rowTones.push_back(Tone::Warning);
    }
    s.blocks.push_back(std::move(t));
    return s;
}

Section picturesSection(const AuditResult& r, const AuditReportOptions& options,
                        std::vector<std::string>* problems)
{
    Section s{"The suspected pairs, side by side", {}, {}};
    if (!options.readPictureFiles) {
        s.blocks.push_back(
            Paragraph{"Pictures were not asked for: the raw files were not read.", Tone::Note});
        return s;
    }
    const std::size_t n = std::min(options.pictures, r.pairs.size());
    for (std::size_t i = 0; i < n; ++i)
        if (r.pairs[i].a < r.records.size() && r.pairs[i].b < r.records.size())
            picturePair(r, r.pairs[i], i + 1, s, problems);
    if (n < r.pairs.size())
        s.blocks.push_back(Paragraph{"The first " + std::to_string(n) + " of " +
                                         std::to_string(r.pairs.size()) + " pairs are pictured.",
                                     Tone::Note});
    return s;
}

Section paritySection(const AuditResult& r)
{
    using audit::ParityColumn;
    Section s{"Preprocessing parity", {}, {}};
    if (r.parity.empty()) {
        s.blocks.push_back(Paragraph{"No split pair had volumes on both sides to compare.", Tone::Note});
        return s;
    }
    // One table per split pair, in the order the pairs first appear among the rows (flagged first); the
    // splits and their volumes are in its caption. Eight columns fit a page.
    constexpr ParityColumn kShown[] = {
        ParityColumn::Feature,  ParityColumn::MedianA,     ParityColumn::MedianB,    ParityColumn::Ks,
        ParityColumn::KsPValue, ParityColumn::Wasserstein, ParityColumn::EffectSize, ParityColumn::Flagged};
    const std::vector<audit::ParityRow> rows = audit::parityRows(r.parity);
    const std::string unit = audit::intensityUnitOf(r.profiles); // the keys stay in the JSON
    std::vector<std::pair<std::string, std::string>> order;
    for (const audit::ParityRow& row : rows) {
        const FeatureComparison& c = r.parity[row.comparison];
        if (std::find(order.begin(), order.end(), std::pair(c.splitA, c.splitB)) == order.end())
            order.emplace_back(c.splitA, c.splitB);
    }
    for (const auto& [a, b] : order) {
        Table t;
        for (ParityColumn column : kShown)
            t.header.push_back(audit::parityHeading(column));
        std::int64_t na = 0, nb = 0;
        for (const audit::ParityRow& row : rows) {
            const FeatureComparison& c = r.parity[row.comparison];
            if (c.splitA != a || c.splitB != b)
                continue;
            na = std::max(na, c.countA);
            nb = std::max(nb, c.countB);
            std::vector<std::string> cells;
            for (ParityColumn column : kShown)
                cells.push_back(column == ParityColumn::Feature ? audit::featureLabel(c.feature, c.unit, unit)
                                                                : row.cell(column));
            t.rows.push_back(std::move(cells));
            t.rowTones.push_back(row.flagged ? Tone::Warning : Tone::Normal);
        }
        t.caption = a + " (A, " + plural(std::size_t(na), "volume", "volumes") + ") against " + b + " (B, " +
                    plural(std::size_t(nb), "volume", "volumes") +
                    "): per-volume features, flagged first; KS: Kolmogorov-Smirnov, Wasserstein: the first "
                    "Wasserstein distance in the feature's unit, Cohen's d of B against A";
        s.blocks.push_back(std::move(t));
    }
    return s;
}

Section categoricalSection(const AuditResult& r)
{
    Section s{"Orientation, type and acquisition", {}, {}};
    std::set<std::string> categories;
    for (const audit::SplitProfile& p : r.profiles)
        for (const auto& [category, counts] : p.categorical)
            categories.insert(category);
    if (categories.empty())
        return s;
    Table t{"Volumes per value, per split", {"Property", "Value"}, {}, {}};
    for (const audit::SplitProfile& p : r.profiles)
        t.header.push_back(p.split);
    for (const std::string& category : categories) {
        std::set<std::string> values;
        for (const audit::SplitProfile& p : r.profiles)
            if (auto it = p.categorical.find(category); it != p.categorical.end())
                for (const auto& [value, n] : it->second)
                    values.insert(value);
        for (const std::string& value : values) {
            std::vector<std::string> row = {category, value.empty() ? "(none)" : value};
            std::set<int> distinct;
            for (const audit::SplitProfile& p : r.profiles) {
                int n = 0;
                if (auto it = p.categorical.find(category); it != p.categorical.end())
                    if (auto v = it->second.find(value); v != it->second.end())
                        n = v->second;
                row.push_back(std::to_string(n));
                distinct.insert(n > 0 ? 1 : 0);
            }
            t.rows.push_back(std::move(row));
            // A value only some splits have is where the splits were prepared differently.
            t.rowTones.push_back(distinct.size() > 1 ? Tone::Warning : Tone::Normal);
        }
    }
    std::vector<std::string> domains;
    for (const audit::SplitProfile& p : r.profiles)
        domains.push_back(p.split + ": " + audit::valueDomainWords(p.valueDomain));
    s.blocks.push_back(
        Paragraph{"Value range recognised per split: " + join(domains, "; ") + ".", Tone::Normal});
    s.blocks.push_back(std::move(t));
    return s;
}

report::Plot histogramPlot(const AuditResult& r)
{
    report::Plot plot;
    plot.title = "Intensity histograms per split (each volume weighted equally)";
    plot.xLabel = "intensity (real values)";
    plot.yLabel = "fraction of voxels";
    for (const audit::SplitProfile& p : r.profiles) {
        if (p.histogram.empty() || p.histogramEdges.size() != p.histogram.size() + 1)
            continue;
        report::PlotSeries series;
        series.name = p.split;
        for (std::size_t i = 0; i < p.histogram.size(); ++i) {
            series.x.push_back((p.histogramEdges[i] + p.histogramEdges[i + 1]) / 2);
            series.y.push_back(p.histogram[i]);
        }
        plot.series.push_back(std::move(series));
    }
    return plot;
}

// Whether a feature takes more than one value over all splits: a box plot of a constant says nothing the
// parity table does not.
bool varies(const AuditResult& r, const std::string& feature)
{
    std::optional<double> first;
    for (const audit::SplitProfile& p : r.profiles)
        if (auto it = p.features.find(feature); it != p.features.end())
            for (double v : it->second) {
                if (!std::isfinite(v))
                    continue;
                if (first && v != *first)
                    return true;
                first = v;
            }
    return false;
}

// Features for box plots: those of flagged comparisons first, then the others in the parity table's
// order (the reduce's: intensity statistics, spacing, dims), then any other per-volume feature; constant
// features are left out.
std::vector<std::string> boxFeatures(const AuditResult& r, std::size_t most)
{
    std::vector<std::string> out;
    auto add = [&](const std::string& f) {
        if (out.size() < most && f != "intensity" && std::find(out.begin(), out.end(), f) == out.end() &&
            varies(r, f))
            out.push_back(f);
    };
    for (const FeatureComparison& c : r.parity)
        if (c.flagged)
            add(c.feature);
    for (const FeatureComparison& c : r.parity)
        add(c.feature);
    for (const audit::SplitProfile& p : r.profiles)
        for (const auto& [feature, values] : p.features)
            add(feature);
    return out;
}

Section plotsSection(const AuditResult& r, const AuditReportOptions& options)
{
    Section s{"Distributions per split", {}, {}};
    report::Plot histogram = histogramPlot(r);
    if (!histogram.series.empty())
        s.blocks.push_back(std::move(histogram));
    std::map<std::string, std::string> units;
    for (const FeatureComparison& c : r.parity)
        units[c.feature] = c.unit;
    const std::string intensityUnit = audit::intensityUnitOf(r.profiles);
    for (const std::string& feature : boxFeatures(r, options.boxPlots)) {
        report::BoxPlot box{audit::featureWords(feature) + " per volume, by split",
                            audit::featureLabel(feature, units[feature], intensityUnit),
                            {}};
        for (const audit::SplitProfile& p : r.profiles) {
            auto it = p.features.find(feature);
            box.groups.push_back({p.split, it == p.features.end() ? std::vector<double>{} : it->second});
        }
        s.blocks.push_back(std::move(box));
    }
    if (s.blocks.empty())
        s.blocks.push_back(Paragraph{"No split has a volume to plot.", Tone::Note});
    return s;
}

Section referencesSection(const AuditResult& r)
{
    Section s{"Training-side references", {}, {}};
    for (const audit::ReferenceFingerprint& ref : r.references) {
        Table t{audit::referenceKindWords(ref.kind) + ": " + ref.path +
                    (ref.normalisation.empty() ? "" : " (normalisation " + ref.normalisation + ")"),
                {"Stated value", "Value"},
                {},
                {}};
        for (const auto& [name, value] : ref.values) // the keys are the JSON's
            t.rows.push_back({audit::referenceValueLabel(name), tableNumber(value)});
        s.blocks.push_back(std::move(t));
    }
    for (const Finding& f : r.findings)
        if (f.code == "dataset.reference_mismatch")
            s.blocks.push_back(Paragraph{f.message, toneOf(f)});
    return s;
}

Section failuresSection(const AuditResult& r)
{
    Section s{"Unreadable files", {}, {}};
    if (r.failures.empty()) {
        s.blocks.push_back(Paragraph{"Every image file found was read.", Tone::Good});
        return s;
    }
    Table t{"Left out of the audit, with the reader's reason", {"Path", "Kind", "Reason", "Detail"}, {}, {}};
    for (const checks::FileFailure& f : r.failures) {
        t.rows.push_back({f.path, audit::failureKindWords(f.kind), f.reason, f.detail});
        t.rowTones.push_back(Tone::Warning);
    }
    s.blocks.push_back(std::move(t));
    return s;
}

} // namespace

std::vector<report::Identifiers> auditPatients(const AuditResult& r)
{
    std::vector<report::Identifiers> out;
    std::set<std::vector<std::string>> seen;
    for (const VolumeRecord& rec : r.records) {
        const audit::Identity& id = rec.identity;
        if (!seen.insert({id.patientId, id.patientName, id.birthDate, id.csvPatient}).second)
            continue;
        report::Identifiers p;
        // A placeholder ("ANONYMOUS", "0") names no one: as an ID it would give every such patient one
        // pseudonym and replace the word wherever it stands.
        for (const std::string* s : {&id.patientId, &id.csvPatient})
            if (!trim(*s).empty() && !audit::isPlaceholderId(*s) &&
                std::find(p.ids.begin(), p.ids.end(), trim(*s)) == p.ids.end())
                p.ids.push_back(trim(*s));
        if (!trim(id.patientName).empty()) {
            p.names.push_back(trim(id.patientName));
            // The fuzzy-identity evidence quotes the name as the audit compares it (ASCII-folded, parts
            // sorted: "ADAZE OKAFOR"), which no spelling of the stored name matches.
            const std::string normalised = audit::normalisedName(id.patientName);
            if (!normalised.empty())
                p.names.push_back(normalised);
        }
        if (!trim(id.birthDate).empty())
            p.birthDates.push_back(trim(id.birthDate));
        if (!p.ids.empty() || !p.names.empty() || !p.birthDates.empty())
            out.push_back(std::move(p));
    }
    return out;
}

Result<render::RgbaImage> pairPicture(const AuditResult& result, const SuspectedPair& pair)
{
    if (pair.a >= result.records.size() || pair.b >= result.records.size())
        return makeError(ErrorKind::Invalid, "The pair names a record the audit does not have.");
    const VolumeRecord& ra = result.records[pair.a];
    const VolumeRecord& rb = result.records[pair.b];
    render::RgbaImage a, b;
    std::int64_t sliceA = 0;
    render::DisplayFrame frameA;
    {
        auto image = loadRecord(ra); // one volume in memory at a time
        if (!image)
            return unreadable(ra, image.error());
        frameA = render::DisplayFrame::forBase(image->volumes.front().geometry());
        sliceA = frameA.sliceCount(render::Plane::Axial) / 2;
        a = drawSlice(*image, frameA, sliceA);
    }
    {
        auto image = loadRecord(rb);
        if (!image)
            return unreadable(rb, image.error());
        const render::DisplayFrame frameB = render::DisplayFrame::forBase(image->volumes.front().geometry());
        b = drawSlice(*image, frameB, sliceOfB(frameA, frameB, pair));
    }
    constexpr int kHeight = 256;
    return sideBySide(toHeight(a, kHeight), toHeight(b, kHeight), "A " + ra.split, "B " + rb.split);
}

Section auditSection(const AuditResult& r, const AuditReportOptions& options,
                     std::vector<std::string>* problems)
{
    Section s{"Dataset audit", {inputsBlock(r)}, {}};
    if (const Finding* summary = findFinding(r.findings, "audit.summary"))
        s.blocks.push_back(Paragraph{summary->message, Tone::Normal});
    for (const Finding& f : r.findings)
        if (f.code == "audit.clean_splits")
            s.blocks.push_back(Paragraph{f.message, Tone::Good});
    s.children.push_back(findingsSection(r));
    s.children.push_back(pairsSection(r, options));
    if (!r.pairs.empty() && options.pictures > 0)
        s.children.push_back(picturesSection(r, options, problems));
    s.children.push_back(paritySection(r));
    Section categorical = categoricalSection(r);
    if (!categorical.blocks.empty())
        s.children.push_back(std::move(categorical));
    s.children.push_back(plotsSection(r, options));
    if (!r.references.empty())
        s.children.push_back(referencesSection(r));
    s.children.push_back(failuresSection(r));
    return s;
}

report::Document auditDocument(const AuditResult& r, const AuditReportOptions& options,
                               std::vector<std::string>* problems)
{
    report::Document d;
    d.title = "Dataset audit";
    std::vector<std::string> names;
    for (const audit::SplitInput& s : r.splits)
        names.push_back(s.name);
    d.subtitle = "Leakage and preprocessing parity between " + join(names, ", ");
    d.createdUtc = report::nowUtc();
    d.metadata = {
        {"Identifiers", options.includeIdentifiers ? "included on request" : "pseudonymised (keyed hash)"}};
    d.sections.push_back(auditSection(r, options, problems));
    report::PrivacyOptions privacy;
    privacy.patients = auditPatients(r);
    privacy.key = options.pseudonymKey;
    privacy.includeIdentifiers = options.includeIdentifiers;
    return report::applyPrivacy(d, privacy);
}

} // namespace scansleuth::investigate
