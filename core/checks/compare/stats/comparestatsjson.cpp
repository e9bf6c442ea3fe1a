// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "compare/stats/comparestatsjson.h"

#include <cmath>

namespace scansleuth::compare {

namespace {

using nlohmann::json;

json number(double v)
{
    return std::isfinite(v) ? json(v) : json(nullptr);
}

json lesionsJson(const std::vector<Lesion>& lesions)
{
    json out = json::array();
    for (const Lesion& l : lesions)
        out.push_back({{"voxels", l.voxels},
                       {"volume_ml", number(l.volumeMl)},
                       {"matched", l.matched},
                       {"best_iou", number(l.bestIoU)}});
    return out;
}

} // namespace

json summaryToJson(const Summary& s)
{
    return {{"n", s.n},
            {"missing", s.missing},
            {"mean", number(s.mean)},
            {"median", number(s.median)},
            {"std", number(s.std)},
            {"q1", number(s.q1)},
            {"q3", number(s.q3)},
            {"iqr", number(s.iqr)},
            {"min", number(s.min)},
            {"max", number(s.max)}};
}

json wilcoxonToJson(const WilcoxonResult& r)
{
    return {{"method", wilcoxonMethodName(r.method)},
            {"n", r.n},
            {"zeros", r.zeros},
            {"rank_sum_positive", number(r.rankSumPositive)},
            {"rank_sum_negative", number(r.rankSumNegative)},
            {"statistic", number(r.statistic)},
            {"z", number(r.z)},
            {"p_value", number(r.pValue)}};
}

json pairedComparisonToJson(const PairedComparison& c)
{
    return {
        {"a", summaryToJson(c.a)},
        {"b", summaryToJson(c.b)},
        {"pairs", c.pairs},
        {"excluded_pairs", c.excludedPairs},
        {"mean_difference", number(c.meanDifference)},
        {"median_difference", number(c.medianDifference)},
        {"mean_difference_ci",
         {{"low", number(c.meanDifferenceInterval.low)}, {"high", number(c.meanDifferenceInterval.high)}}},
        {"wilcoxon", wilcoxonToJson(c.wilcoxon)}};
}

json pairedComparisonToJson(const PairedComparison& c, bool higherIsBetter, double alpha)
{
    json j = pairedComparisonToJson(c);
    j["higher_is_better"] = higherIsBetter;
    j["alpha"] = number(alpha);
    j["verdict"] = verdictName(verdict(c, higherIsBetter, alpha));
    return j;
}

json rankedCasesToJson(const std::vector<RankedCase>& ranked)
{
    json out = json::array();
    for (const RankedCase& r : ranked)
        out.push_back({{"index", r.index}, {"difference", number(r.difference)}});
    return out;
}

json lesionDetectionToJson(const LesionDetection& d)
{
    return {{"true_positives", d.truePositives},
            {"false_positives", d.falsePositives},
            {"false_negatives", d.falseNegatives},
            {"matched_predicted", d.matchedPredicted},
            {"precision", number(d.precision)},
            {"recall", number(d.recall)},
            {"f1", number(d.f1)},
            {"predicted", lesionsJson(d.predicted)},
            {"truth", lesionsJson(d.truth)}};
}

} // namespace scansleuth::compare
