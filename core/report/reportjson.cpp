// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "report/reportjson.h"

#include "base/findingjson.h"
#include "render/pngcodec.h"
#include "report/base64.h"

#include <cmath>
#include <limits>
#include <stdexcept>

namespace scansleuth::report {

using nlohmann::json;

namespace {

// Thrown inside documentFromJson only, caught there: a semantic error in an otherwise valid JSON.
struct BadField : std::runtime_error
{
    using std::runtime_error::runtime_error;
};

json pairsToJson(const std::vector<std::pair<std::string, std::string>>& pairs)
{
    json out = json::array();
    for (const auto& [k, v] : pairs)
        out.push_back(json::array({k, v}));
    return out;
}

std::vector<std::pair<std::string, std::string>> pairsFromJson(const json& j)
{
    std::vector<std::pair<std::string, std::string>> out;
    for (const auto& p : j) {
        if (!p.is_array() || p.size() != 2)
            throw BadField("a key/value pair is not a two-element array");
        out.emplace_back(p[0].get<std::string>(), p[1].get<std::string>());
    }
    return out;
}

json numbersToJson(const std::vector<double>& values)
{
    json out = json::array();
    for (double v : values)
        out.push_back(jsonNumber(v)); // JSON has no NaN or infinity: null
    return out;
}

double numberFromJson(const json& j)
{
    return j.is_null() ? std::numeric_limits<double>::quiet_NaN() : j.get<double>();
}

std::vector<double> numbersFromJson(const json& j)
{
    std::vector<double> out;
    for (const auto& v : j)
        out.push_back(numberFromJson(v));
    return out;
}

Tone toneFrom(const json& j)
{
    Tone tone = Tone::Normal;
    if (!toneFromName(j.get<std::string>(), tone))
        throw BadField("unknown tone \"" + j.get<std::string>() + "\"");
    return tone;
}

json blockToJson(const Block& block)
{
    return std::visit(
        [](const auto& b) -> json {
            using T = std::decay_t<decltype(b)>;
            if constexpr (std::is_same_v<T, Paragraph>) {
                return {{"type", "paragraph"}, {"text", b.text}, {"tone", toneName(b.tone)}};
            } else if constexpr (std::is_same_v<T, Bullets>) {
                return {{"type", "bullets"}, {"items", b.items}, {"ordered", b.ordered}};
            } else if constexpr (std::is_same_v<T, KeyValues>) {
                return {{"type", "keyValues"}, {"pairs", pairsToJson(b.pairs)}};
            } else if constexpr (std::is_same_v<T, Table>) {
                json tones = json::array();
                for (Tone t : b.rowTones)
                    tones.push_back(toneName(t));
                json table = {{"type", "table"},
                              {"caption", b.caption},
                              {"header", b.header},
                              {"rows", b.rows},
                              {"rowTones", tones}};
                if (!b.rowKeys.empty())
                    table["rowKeys"] = b.rowKeys;
                if (!b.columnKeys.empty())
                    table["columnKeys"] = b.columnKeys;
                if (!b.rowMeasurements.empty()) {
                    json rows = json::array();
                    for (const std::vector<Measurement>& row : b.rowMeasurements) {
                        json ms = json::array();
                        for (const Measurement& m : row)
                            ms.push_back(
                                {{"name", m.name}, {"value", jsonNumber(m.value)}, {"unit", m.unit}});
                        rows.push_back(ms);
                    }
                    table["rowMeasurements"] = rows;
                    table["measuredColumn"] = b.measuredColumn;
                }
                return table;
            } else if constexpr (std::is_same_v<T, Figure>) {
                auto png = render::encodePng(b.image);
                return {{"type", "figure"},
                        {"caption", b.caption},
                        {"widthMm", b.widthMm},
                        {"pixelWidthMm", b.image.pixelWidthMm},
                        {"pixelHeightMm", b.image.pixelHeightMm},
                        {"png", png ? toBase64(*png) : std::string()}};
            } else if constexpr (std::is_same_v<T, BoxPlot>) {
                json groups = json::array();
                for (const auto& g : b.groups)
                    groups.push_back({{"name", g.name}, {"values", numbersToJson(g.values)}});
                return {{"type", "boxPlot"}, {"title", b.title}, {"yLabel", b.yLabel}, {"groups", groups}};
            } else if constexpr (std::is_same_v<T, ScatterPlot>) {
                json points = json::array();
                for (const auto& p : b.points)
                    points.push_back({{"x", jsonNumber(p.x)}, {"y", jsonNumber(p.y)}, {"label", p.label}});
                return {{"type", "scatterPlot"}, {"title", b.title}, {"xLabel", b.xLabel},
                        {"yLabel", b.yLabel},    {"points", points}, {"diagonal", b.diagonal}};
            } else {
                static_assert(std::is_same_v<T, Plot>);
                json series = json::array(), refs = json::array();
                for (const auto& s : b.series)
                    series.push_back(
                        {{"name", s.name}, {"x", numbersToJson(s.x)}, {"y", numbersToJson(s.y)}});
                for (const auto& r : b.references)
                    refs.push_back(
                        {{"orientation",
                          r.orientation == ReferenceLine::Orientation::Vertical ? "vertical" : "horizontal"},
                         {"value", r.value},
                         {"label", r.label}});
                return {{"type", "plot"}, {"title", b.title}, {"xLabel", b.xLabel}, {"yLabel", b.yLabel},
                        {"logY", b.logY}, {"series", series}, {"references", refs}};
            }
        },
        block);
}

Figure figureFromJson(const json& j)
{
    Figure f;
    f.caption = j.at("caption").get<std::string>();
    f.widthMm = j.at("widthMm").get<double>();
    const std::string png = j.at("png").get<std::string>();
    if (!png.empty()) {
        auto bytes = fromBase64(png);
        if (!bytes)
            throw BadField(bytes.error().detail);
        auto image = render::decodePng(*bytes);
        if (!image)
            throw BadField(image.error().message + " " + image.error().detail);
        f.image = std::move(*image);
    }
    f.image.pixelWidthMm = j.at("pixelWidthMm").get<double>();
    f.image.pixelHeightMm = j.at("pixelHeightMm").get<double>();
    return f;
}

Plot plotFromJson(const json& j)
{
    Plot p;
    p.title = j.at("title").get<std::string>();
    p.xLabel = j.at("xLabel").get<std::string>();
    p.yLabel = j.at("yLabel").get<std::string>();
    p.logY = j.at("logY").get<bool>();
    for (const auto& s : j.at("series"))
        p.series.push_back(
            {s.at("name").get<std::string>(), numbersFromJson(s.at("x")), numbersFromJson(s.at("y"))});
    for (const auto& r : j.at("references")) {
        const std::string o = r.at("orientation").get<std::string>();
        if (o != "horizontal" && o != "vertical")
            throw BadField("unknown reference orientation \"" + o + "\"");
        p.references.push_back(
            {o == "vertical" ? ReferenceLine::Orientation::Vertical : ReferenceLine::Orientation::Horizontal,
             r.at("value").get<double>(), r.at("label").get<std::string>()});
    }
    return p;
}

BoxPlot boxPlotFromJson(const json& j)
{
    BoxPlot p;
    p.title = j.at("title").get<std::string>();
    p.yLabel = j.at("yLabel").get<std::string>();
    for (const auto& g : j.at("groups"))
        p.groups.push_back({g.at("name").get<std::string>(), numbersFromJson(g.at("values"))});
    return p;
}

ScatterPlot scatterPlotFromJson(const json& j)
{
    ScatterPlot p;
    p.title = j.at("title").get<std::string>();
    p.xLabel = j.at("xLabel").get<std::string>();
    p.yLabel = j.at("yLabel").get<std::string>();
    p.diagonal = j.at("diagonal").get<bool>();
    for (const auto& point : j.at("points"))
        p.points.push_back({numberFromJson(point.at("x")), numberFromJson(point.at("y")),
                            point.at("label").get<std::string>()});
    return p;
}

Block blockFromJson(const json& j)
{
    const std::string type = j.at("type").get<std::string>();
    if (type == "paragraph")
        return Paragraph{j.at("text").get<std::string>(), toneFrom(j.at("tone"))};
    if (type == "bullets")
        return Bullets{j.at("items").get<std::vector<std::string>>(), j.at("ordered").get<bool>()};
    if (type == "keyValues")
        return KeyValues{pairsFromJson(j.at("pairs"))};
    if (type == "table") {
        Table t{j.at("caption").get<std::string>(),
                j.at("header").get<std::vector<std::string>>(),
                j.at("rows").get<std::vector<std::vector<std::string>>>(),
                {}};
        for (const auto& tone : j.at("rowTones"))
            t.rowTones.push_back(toneFrom(tone));
        if (j.contains("rowKeys"))
            t.rowKeys = j.at("rowKeys").get<std::vector<std::string>>();
        if (j.contains("columnKeys"))
            t.columnKeys = j.at("columnKeys").get<std::vector<std::string>>();
        if (j.contains("rowMeasurements")) {
            for (const json& row : j.at("rowMeasurements")) {
                std::vector<Measurement>& ms = t.rowMeasurements.emplace_back();
                for (const json& m : row)
                    ms.push_back({m.at("name").get<std::string>(), numberFromJson(m.at("value")),
                                  m.at("unit").get<std::string>()});
            }
            t.measuredColumn = j.at("measuredColumn").get<int>();
        }
        return t;
    }
    if (type == "figure")
        return figureFromJson(j);
    if (type == "plot")
        return plotFromJson(j);
    if (type == "boxPlot")
        return boxPlotFromJson(j);
    if (type == "scatterPlot")
        return scatterPlotFromJson(j);
    throw BadField("unknown block type \"" + type + "\"");
}

json sectionToJson(const Section& s)
{
    json blocks = json::array(), children = json::array();
    for (const auto& b : s.blocks)
        blocks.push_back(blockToJson(b));
    for (const auto& c : s.children)
        children.push_back(sectionToJson(c));
    return {{"title", s.title}, {"blocks", blocks}, {"children", children}};
}

Section sectionFromJson(const json& j, int depth)
{
    if (depth > 64)
        throw BadField("sections nested more than 64 deep");
    Section s;
    s.title = j.at("title").get<std::string>();
    for (const auto& b : j.at("blocks"))
        s.blocks.push_back(blockFromJson(b));
    for (const auto& c : j.at("children"))
        s.children.push_back(sectionFromJson(c, depth + 1));
    return s;
}

} // namespace

json toJson(const Document& document)
{
    json sections = json::array();
    for (const auto& s : document.sections)
        sections.push_back(sectionToJson(s));
    json out = {{"format", kReportFormat},
                {"version", kReportFormatVersion},
                {"title", document.title},
                {"subtitle", document.subtitle},
                {"createdUtc", document.createdUtc},
                {"metadata", pairsToJson(document.metadata)},
                {"sections", sections}};
    if (document.language != "en") // absent in English: an English report's JSON is as before
        out["language"] = document.language;
    return out;
}

Result<Document> documentFromJson(const json& j)
{
    if (!j.is_object() || j.value("format", std::string()) != kReportFormat)
        return makeError(ErrorKind::Unsupported, "The file is not a ScanSleuth report.",
                         "\"format\" is not \"" + std::string(kReportFormat) + "\"");
    if (!j.contains("version") || !j["version"].is_number_integer() ||
        j["version"].get<int>() > kReportFormatVersion)
        return makeError(ErrorKind::Unsupported,
                         "The report was written by a newer version of ScanSleuth and cannot be read.",
                         "version " + (j.contains("version") ? j["version"].dump() : std::string("missing")));
    try {
        Document d;
        d.title = j.at("title").get<std::string>();
        d.subtitle = j.at("subtitle").get<std::string>();
        d.createdUtc = j.at("createdUtc").get<std::string>();
        d.metadata = pairsFromJson(j.at("metadata"));
        d.language = j.value("language", std::string("en"));
        for (const auto& s : j.at("sections"))
            d.sections.push_back(sectionFromJson(s, 0));
        return d;
    } catch (const std::exception& e) { // nlohmann's type and missing-key errors, and BadField
        return makeError(ErrorKind::Corrupt, "The report file is damaged or incomplete.", e.what());
    }
}

} // namespace scansleuth::report
