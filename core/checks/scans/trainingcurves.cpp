// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "base/numberformat.h"
#include "checks/scans/traininginternal.h"

#include <algorithm>
#include <cmath>
#include <cstdio>

namespace scansleuth::checks::training {

namespace {

struct Curve
{
    std::string name;
    std::vector<double> x, y;
    std::size_t size() const { return y.size(); }
};

struct Context
{
    const ParsedLog& parsed;
    const TrainingTolerances& tol;
    Findings& out;
};

std::string num(double v)
{
    return formatGeneral(v, 4);
}

std::string percent(double fraction)
{
    return formatFixed(100.0 * fraction, 1) + "%";
}

// "epoch 12", or "step 1200 (epoch 3)" when the log holds both.
std::string where(const ParsedLog& p, double x)
{
    std::string text = p.log.xName + " " + num(x);
    if (p.log.xName == "epoch" || p.stepEpoch.empty())
        return text;
    auto it = std::upper_bound(p.stepEpoch.begin(), p.stepEpoch.end(), std::make_pair(x, 1e300));
    if (it != p.stepEpoch.begin())
        text += " (epoch " + num(std::prev(it)->second) + ")";
    return text;
}

// The values before the first non-finite one; `bad` = its index, or size when none.
Curve finitePrefix(const Series& s, std::size_t& bad)
{
    Curve c{s.name, {}, {}};
    for (bad = 0; bad < s.y.size() && std::isfinite(s.y[bad]); ++bad) {
        c.x.push_back(s.x[bad]);
        c.y.push_back(s.y[bad]);
    }
    return c;
}

double median(std::vector<double> v)
{
    if (v.empty())
        return 0.0;
    std::nth_element(v.begin(), v.begin() + v.size() / 2, v.end());
    return v[v.size() / 2];
}

// A long step-level curve as the medians of `bins` consecutive runs (batch noise removed).
Curve reduce(const Curve& c, int bins)
{
    if (c.size() <= static_cast<std::size_t>(bins))
        return c;
    Curve r{c.name, {}, {}};
    for (int b = 0; b < bins; ++b) {
        const std::size_t begin = c.size() * b / bins, end = c.size() * (b + 1) / bins;
        r.x.push_back(median({c.x.begin() + begin, c.x.begin() + end}));
        r.y.push_back(median({c.y.begin() + begin, c.y.begin() + end}));
    }
    return r;
}

double at(const Curve& c, double x)
{
    if (x <= c.x.front())
        return c.y.front();
    if (x >= c.x.back())
        return c.y.back();
    const std::size_t i = std::upper_bound(c.x.begin(), c.x.end(), x) - c.x.begin();
    const double t = (x - c.x[i - 1]) / std::max(c.x[i] - c.x[i - 1], 1e-300);
    return c.y[i - 1] + t * (c.y[i] - c.y[i - 1]);
}

double improvement(const Curve& c)
{
    const double best = *std::min_element(c.y.begin(), c.y.end());
    return (c.y.front() - best) / std::max(std::abs(c.y.front()), 1e-12);
}

Finding finding(const char* code, Severity severity, const std::string& message, const char* fix)
{
    return makeFinding(code, severity, message, fix);
}

// NaN/Inf: where it first appears in either loss, and whether the training loss exploded first
// (learning rate, gradients, fp16) or jumped (NaN data, log(0)).
bool checkNan(Context& c, const Series* train, const Series* val)
{
    struct Hit
    {
        const Series* s;
        std::size_t bad;
    };
    std::vector<Hit> hits;
    for (const Series* s : {train, val}) {
        std::size_t bad = 0;
        if (s && (finitePrefix(*s, bad), bad < s->y.size()))
            hits.push_back({s, bad});
    }
    if (hits.empty())
        return false;
    const Hit first = *std::min_element(
        hits.begin(), hits.end(), [](const Hit& a, const Hit& b) { return a.s->x[a.bad] < b.s->x[b.bad]; });
    const Series* judged = train ? train : first.s;
    std::size_t judgedBad = 0;
    const Curve finite = finitePrefix(*judged, judgedBad);
    std::string how =
        " without a rise before it: the mark of a NaN in the data, log(0) or a division by zero";
    if (finite.size() >= 2) {
        const double best = *std::min_element(finite.y.begin(), finite.y.end());
        if (finite.y.back() > 10.0 * std::max(best, 1e-12))
            how = " after " + judged->name + " rose from " + num(best) + " to " + num(finite.y.back()) +
                  ": the mark of a learning rate too high or exploding gradients (or fp16 overflow)";
    }
    const double x = first.s->x[first.bad];
    Finding f = finding(
        "training.nan", Severity::Error,
        first.s->name + " became " + num(first.s->y[first.bad]) + " at " + where(c.parsed, x) + how + ".",
        "Check the inputs for NaN (scansleuth's dataset scan), add an epsilon to logs and "
        "divisions, lower the learning rate or add warm-up, clip gradients, and with fp16 use a "
        "GradScaler (or bf16); torch.autograd.set_detect_anomaly(True) names the operation.");
    f.measurements.push_back({"first_nonfinite_at", x, c.parsed.log.xName});
    if (!finite.y.empty())
        f.measurements.push_back({"last_finite_loss", finite.y.back(), ""});
    for (const Hit& h : hits)
        f.evidence.push_back(h.s->name + " at " + where(c.parsed, h.s->x[h.bad]) + ": " + num(h.s->y[h.bad]));
    if (!finite.y.empty())
        f.evidence.push_back("last finite " + judged->name + " " + num(finite.y.back()) + " at " +
                             where(c.parsed, finite.x.back()));
    c.out.push_back(std::move(f));
    return true;
}

bool checkOverfitting(Context& c, const Curve& t, const Curve& v)
{
    if (t.size() < 2 || v.size() < static_cast<std::size_t>(c.tol.minPoints))
        return false;
    const std::size_t iMin = std::min_element(v.y.begin(), v.y.end()) - v.y.begin();
    const std::size_t after = v.size() - 1 - iMin;
    if (after < 2)
        return false;
    const std::size_t tail = std::min<std::size_t>(3, after);
    double vEnd = 0;
    for (std::size_t i = v.size() - tail; i < v.size(); ++i)
        vEnd += v.y[i] / double(tail);
    const double vMin = v.y[iMin];
    const double rise = (vEnd - vMin) / std::max(std::abs(vMin), 1e-12);
    const double tAtMin = at(t, v.x[iMin]), tEnd = at(t, v.x.back());
    const double drop = (tAtMin - tEnd) / std::max(std::abs(tAtMin), 1e-12);
    if (rise < c.tol.overfitRise || drop < c.tol.overfitTrainDrop)
        return false;
    Finding f = finding(
        "training.overfitting", Severity::Warning,
        "The model overfits from " + where(c.parsed, v.x[iMin]) + ": the validation loss rose " +
            percent(rise) + " above its best (" + num(vMin) + ") while the training loss kept falling " +
            percent(drop) + ".",
        "Keep the checkpoint of the best validation loss (early stopping), add augmentation, weight decay or "
        "dropout, or more data; a gap from the first epoch also points at train/validation preprocessing "
        "differences.");
    f.measurements = {{"best_val_loss", vMin, ""},        {"best_at", v.x[iMin], c.parsed.log.xName},
                      {"val_rise", 100.0 * rise, "%"},    {"train_drop_after_best", 100.0 * drop, "%"},
                      {"gap_at_best", vMin - tAtMin, ""}, {"gap_at_end", v.y.back() - tEnd, ""}};
    f.evidence.push_back(where(c.parsed, v.x[iMin]) + ": " + v.name + " " + num(vMin) + " (best), " + t.name +
                         " " + num(tAtMin));
    f.evidence.push_back(where(c.parsed, v.x.back()) + ": " + v.name + " " + num(v.y.back()) + ", " + t.name +
                         " " + num(tEnd) + " (gap " + num(v.y.back() - tEnd) + ")");
    c.out.push_back(std::move(f));
    return true;
}

bool checkUnderfitting(Context& c, const Curve& p, const Curve* v)
{
    const double gain = improvement(p);
    if (gain >= c.tol.underfitImprovement)
        return false;
    if (v && v->size() >= static_cast<std::size_t>(c.tol.minPoints) &&
        improvement(*v) >= c.tol.underfitImprovement)
        return false;
    Finding f = finding(
        "training.underfitting", Severity::Warning,
        "The model is not learning: " + p.name + " fell only " + percent(std::max(gain, 0.0)) +
            " over the run (" + num(p.y.front()) + " to " + num(p.y.back()) + ")" +
            (v ? ", and the validation loss is as flat" : "") + ".",
        "Overfit one batch first; if it cannot, check that labels match inputs, the input normalisation, the "
        "output layer against the loss (no softmax before CrossEntropyLoss), that optimizer.step() runs, and "
        "the "
        "learning rate (a range test).");
    f.measurements = {{"train_improvement", 100.0 * gain, "%"},
                      {"first_loss", p.y.front(), ""},
                      {"last_loss", p.y.back(), ""}};
    if (v && v->size() >= 2)
        f.measurements.push_back({"val_improvement", 100.0 * improvement(*v), "%"});
    f.evidence.push_back(where(c.parsed, p.x.front()) + ": " + p.name + " " + num(p.y.front()));
    f.evidence.push_back(where(c.parsed, p.x.back()) + ": " + p.name + " " + num(p.y.back()));
    c.out.push_back(std::move(f));
    return true;
}

bool checkOscillation(Context& c, const Curve& p)
{
    const std::size_t n = p.size();
    if (n < static_cast<std::size_t>(std::max(c.tol.minPoints, 3)))
        return false;
    std::size_t changes = 0;
    std::vector<double> residual, level;
    for (std::size_t i = 1; i + 1 < n; ++i) {
        if ((p.y[i] - p.y[i - 1]) * (p.y[i + 1] - p.y[i]) < 0)
            ++changes;
        residual.push_back(std::abs(p.y[i] - 0.5 * (p.y[i - 1] + p.y[i + 1])));
        level.push_back(std::abs(p.y[i]));
    }
    const double signChanges = double(changes) / double(n - 2);
    const double amplitude = median(residual) / std::max(median(level), 1e-12);
    if (signChanges < c.tol.oscillationSignChanges || amplitude < c.tol.oscillationAmplitude)
        return false;
    Finding f =
        finding("training.oscillation", Severity::Warning,
                p.name + " zig-zags: " + percent(signChanges) + " of its steps reverse direction, by " +
                    percent(amplitude) + " of its level; the learning rate is likely too high.",
                "Lower the learning rate 3 to 10 times or add warm-up, clip gradients "
                "(clip_grad_norm_), raise the batch size, and check that the training data is shuffled.");
    f.measurements = {{"sign_changes", 100.0 * signChanges, "%"},
                      {"relative_amplitude", 100.0 * amplitude, "%"}};
    f.evidence.push_back(p.name + ": " + std::to_string(n) + " points, " + std::to_string(changes) +
                         " reversals");
    c.out.push_back(std::move(f));
    return true;
}

bool checkPlateau(Context& c, const Curve& p)
{
    const std::size_t n = p.size();
    const std::size_t w =
        std::max<std::size_t>(3, static_cast<std::size_t>(std::ceil(c.tol.plateauWindow * double(n))));
    if (n < w + 2)
        return false;
    const std::size_t start = n - w;
    const double best = *std::min_element(p.y.begin() + static_cast<std::ptrdiff_t>(start), p.y.end());
    const double gain = (p.y[start] - best) / std::max(std::abs(p.y[start]), 1e-12);
    const double rise = (p.y.back() - p.y[start]) / std::max(std::abs(p.y[start]), 1e-12);
    if (gain >= c.tol.plateauImprovement || rise >= c.tol.overfitRise)
        return false; // still improving, or rising (diverging): not a plateau
    Finding f = finding("training.plateau", Severity::Info,
                        p.name + " stopped improving from " + where(c.parsed, p.x[start]) + " (less than " +
                            percent(c.tol.plateauImprovement) + " over the last " + std::to_string(w) +
                            " points, at " + num(best) + ").",
                        "If the validation metric is flat too, the run has converged: stop it earlier (early "
                        "stopping). If the loss is still too high, lower the learning rate on plateau "
                        "(ReduceLROnPlateau) or check that the schedule did not decay it to nothing.");
    f.measurements = {{"plateau_from", p.x[start], c.parsed.log.xName},
                      {"last_window_improvement", 100.0 * gain, "%"},
                      {"plateau_loss", best, ""}};
    f.evidence.push_back(where(c.parsed, p.x[start]) + " to " + where(c.parsed, p.x.back()) + ": " + p.name +
                         " " + num(p.y[start]) + " to " + num(p.y.back()));
    c.out.push_back(std::move(f));
    return true;
}

void checkInitialLoss(Context& c, const Series* train, int classes)
{
    if (classes < 2 || !train || train->y.empty() || !std::isfinite(train->y.front()))
        return;
    const double expected = std::log(double(classes));
    const double first = train->y.front();
    const double off = (first - expected) / expected;
    if (std::abs(off) <= c.tol.initialLossTolerance)
        return;
    const std::string against =
        "ln(" + std::to_string(classes) + ") = " + num(expected) + ", the cross-entropy of a fresh model: ";
    const std::string reading =
        off > 0
            ? "far higher than " + against +
                  "the untrained model is confidently wrong (initialisation or output scale, softmax applied "
                  "twice, a loss on the wrong targets)"
            : "far lower than " + against +
                  "the model is not fresh (weights loaded), labels leak into the inputs, or the loss is not "
                  "plain cross-entropy (Dice, focal, class weights)";
    Finding f =
        finding("training.initial_loss_unexpected", Severity::Warning,
                "The first training loss " + num(first) + " is " + reading + ".",
                "Print the loss of the untrained model on one batch and compare with ln(C); check the "
                "final layer's bias and activation against the loss function.");
    f.measurements = {{"initial_loss", first, ""},
                      {"expected_initial_loss", expected, ""},
                      {"classes", double(classes), ""},
                      {"relative_difference", 100.0 * off, "%"}};
    f.evidence.push_back(where(c.parsed, train->x.front()) + ": " + train->name + " " + num(first));
    c.out.push_back(std::move(f));
}

void addHealthy(Context& c, const Curve& p, const Curve* v)
{
    std::string message = p.name + " fell " + percent(improvement(p)) + " (" + num(p.y.front()) + " to " +
                          num(p.y.back()) + ")";
    Finding f = finding("training.healthy", Severity::Info, "", "");
    f.measurements.push_back({"train_improvement", 100.0 * improvement(p), "%"});
    if (v && !v->y.empty()) {
        const std::size_t iMin = std::min_element(v->y.begin(), v->y.end()) - v->y.begin();
        message += " and " + v->name + " reached its best, " + num(v->y[iMin]) + ", at " +
                   where(c.parsed, v->x[iMin]) + " without rising after it";
        f.measurements.push_back({"best_val_loss", v->y[iMin], ""});
        f.measurements.push_back({"best_at", v->x[iMin], c.parsed.log.xName});
    }
    f.message = message + ": no sign of underfitting, overfitting, oscillation or NaN.";
    c.out.push_back(std::move(f));
}

} // namespace

void classifyCurves(ParsedLog& parsed, const TrainingLogOptions& options)
{
    TrainingLog& log = parsed.log;
    const TrainingTolerances& tol = options.tolerances;
    Findings found;
    Context c{parsed, tol, found};
    const Series* train = log.trainLoss.empty() ? nullptr : log.find(log.trainLoss);
    const Series* val = log.valLoss.empty() ? nullptr : log.find(log.valLoss);
    const bool nan = checkNan(c, train, val);
    std::size_t bad = 0;
    const Curve t = train ? reduce(finitePrefix(*train, bad), tol.maxBins) : Curve{};
    const Curve v = val ? reduce(finitePrefix(*val, bad), tol.maxBins) : Curve{};
    const Curve& primary = t.size() >= static_cast<std::size_t>(tol.minPoints) ? t : v;
    const Curve* other = &primary == &t && v.size() > 0 ? &v : nullptr;
    bool classified = nan;
    if (primary.size() >= static_cast<std::size_t>(tol.minPoints)) {
        const bool overfit = other && checkOverfitting(c, t, v);
        const bool underfit = !overfit && checkUnderfitting(c, primary, other);
        const bool oscillates = checkOscillation(c, primary) || (other && checkOscillation(c, *other));
        const bool plateau = !overfit && !underfit && !oscillates && checkPlateau(c, primary);
        classified = classified || overfit || underfit || oscillates || plateau;
        if (!classified)
            addHealthy(c, primary, other);
    } else if (!nan) {
        Finding f = makeFinding("training.unreadable", Severity::Info,
                                "The log has too few points to classify its curves (" +
                                    std::to_string(primary.size()) + ", at least " +
                                    std::to_string(tol.minPoints) + " needed).",
                                "Log the loss every epoch (or every few steps) and read the log again.");
        found.push_back(std::move(f));
    }
    checkInitialLoss(c, train, options.classes);
    // The main reading first: NaN, overfitting, underfitting, oscillation, plateau, healthy.
    static const char* order[] = {"training.nan",          "training.overfitting",
                                  "training.underfitting", "training.oscillation",
                                  "training.plateau",      "training.healthy",
                                  "training.unreadable",   "training.initial_loss_unexpected"};
    for (const char* code : order) {
        for (Finding& f : found) {
            if (f.code == code)
                log.findings.push_back(std::move(f));
        }
    }
    const std::string first = log.findings.empty() ? std::string() : log.findings.front().code;
    log.classification = first == "training.unreadable" ? "too_short" : first.substr(first.find('.') + 1);
}

} // namespace scansleuth::checks::training
