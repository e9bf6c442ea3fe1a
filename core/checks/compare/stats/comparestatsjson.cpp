// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "compare/stats/comparestatsjson.h"
#include "base/findingjson.h"

#include <cmath>

namespace scansleuth::compare {

namespace {

using nlohmann::json;

json lesionsJson(const std::vector<Lesion>& lesions)
{
    json out = json::array();
    for (const Lesion& l : lesions)
        out.push_back({{"voxels", l.voxels},
                       {"volume_ml", jsonNumber(l.volumeMl)},
                       {"matched", l.matched},
                       {"best_iou", jsonNumber(l.bestIoU)}});
    return out;
}

} // namespace

json summaryToJson(const Summary& s)
{
    return {{"n", s.n},
            {"missing", s.missing},
            {"mean", jsonNumber(s.mean)},
            {"median", jsonNumber(s.median)},
            {"std", jsonNumber(s.std)},
            {"q1", jsonNumber(s.q1)},
            {"q3", jsonNumber(s.q3)},
            {"iqr", jsonNumber(s.iqr)},
            {"min", jsonNumber(s.min)},
            {"max", jsonNumber(s.max)}};
}

json wilcoxonToJson(const WilcoxonResult& r)
{
    return {{"method", wilcoxonMethodName(r.method)},
            {"n", r.n},
            {"zeros", r.zeros},
            {"rank_sum_positive", jsonNumber(r.rankSumPositive)},
            {"rank_sum_negative", jsonNumber(r.rankSumNegative)},
            {"statistic", jsonNumber(r.statistic)},
            {"z", jsonNumber(r.z)},
            {"p_value", jsonNumber(r.pValue)}};
}

json pairedComparisonToJson(const PairedComparison& c)
{
    return {{"a", summaryToJson(c.a)},
            {"b", summaryToJson(c.b)},
            {"pairs", c.pairs},
            {"excluded_pairs", c.excludedPairs},
            {"mean_difference", jsonNumber(c.meanDifference)},
            {"median_difference", jsonNumber(c.medianDifference)},
            {"mean_difference_ci",
             {{"low", jsonNumber(c.meanDifferenceInterval.low)},
              {"high", jsonNumber(c.meanDifferenceInterval.high)}}},
            {"wilcoxon", wilcoxonToJson(c.wilcoxon)}};
}

json pairedComparisonToJson(const PairedComparison& c, bool higherIsBetter, double alpha)
{
    json j = pairedComparisonToJson(c);
    j["higher_is_better"] = higherIsBetter;
    j["alpha"] = jsonNumber(alpha);
    j["verdict"] = verdictName(verdict(c, higherIsBetter, alpha));
    return j;
}

json rankedCasesToJson(const std::vector<RankedCase>& ranked)
{
    json out = json::array();
    for (const RankedCase& r : ranked)
        out.push_back({{"index", r.index}, {"difference", jsonNumber(r.difference)}});
    return out;
}

json lesionDetectionToJson(const LesionDetection& d)
{
    return {{"true_positives", d.truePositives},
            {"false_positives", d.falsePositives},
            {"false_negatives", d.falseNegatives},
            {"matched_predicted", d.matchedPredicted},
            {"precision", jsonNumber(d.precision)},
            {"recall", jsonNumber(d.recall)},
            {"f1", jsonNumber(d.f1)},
            {"predicted", lesionsJson(d.predicted)},
            {"truth", lesionsJson(d.truth)}};
}

} // namespace scansleuth::compare
