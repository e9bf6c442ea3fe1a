// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The two-sample statistics of the parity (docs/audit-parity.md): KS with its asymptotic p-value,
// Wasserstein-1 and Cohen's d of plain samples, and the exact distances between two splits' mixture CDFs.
#include "checks/audit/parity/parityinternal.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <numeric>

namespace scansleuth::audit {

namespace {

double meanOf(const std::vector<double>& v)
{
    return v.empty() ? 0 : std::accumulate(v.begin(), v.end(), 0.0) / double(v.size());
}

double sampleVariance(const std::vector<double>& v)
{
    if (v.size() < 2)
        return 0;
    const double m = meanOf(v);
    double s = 0;
    for (double x : v)
        s += (x - m) * (x - m);
    return s / double(v.size() - 1);
}

// One volume's CDF at x: piecewise linear through (q_k, k/100), right-continuous at runs of equal q.
double volumeCdf(const IntensityProfile& p, double x)
{
    const auto& q = p.quantiles;
    if (x < q.front())
        return 0;
    if (x >= q.back())
        return 1;
    const std::size_t k = std::size_t(std::upper_bound(q.begin(), q.end(), x) - q.begin()) - 1;
    return (double(k) + (x - q[k]) / (q[k + 1] - q[k])) / double(kQuantileCount - 1);
}

} // namespace

bool hasIntensity(const IntensityProfile& p)
{
    if (p.count <= 0 || !std::isfinite(p.min) || !std::isfinite(p.max) || !std::isfinite(p.mean) ||
        !std::isfinite(p.std) || !std::is_sorted(p.quantiles.begin(), p.quantiles.end()))
        return false;
    return std::all_of(p.quantiles.begin(), p.quantiles.end(), [](double q) { return std::isfinite(q); });
}

// ---------------------------------------------------------------------------------------------------
// Statistics

double ksStatistic(std::vector<double> a, std::vector<double> b)
{
    if (a.empty() || b.empty())
        return 0;
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    double d = 0;
    std::size_t i = 0, j = 0;
    while (i < a.size() || j < b.size()) {
        const double x = j >= b.size() || (i < a.size() && a[i] <= b[j]) ? a[i] : b[j];
        while (i < a.size() && a[i] <= x)
            ++i;
        while (j < b.size() && b[j] <= x)
            ++j;
        d = std::max(d, std::abs(double(i) / double(a.size()) - double(j) / double(b.size())));
    }
    return d;
}

double ksPValue(double d, double n, double m)
{
    if (!(n > 0 && m > 0) || !(d > 0))
        return 1;
    const double lambda = std::sqrt(n * m / (n + m)) * d;
    if (lambda < 1.18) {
        // Q = 1 - sqrt(2 pi) / lambda * sum exp(-(2k-1)^2 pi^2 / (8 lambda^2)), quick for small lambda.
        const double pi = 3.14159265358979323846;
        double s = 0;
        for (int k = 1; k <= 8; ++k)
            s += std::exp(-double((2 * k - 1) * (2 * k - 1)) * pi * pi / (8 * lambda * lambda));
        return std::clamp(1 - std::sqrt(2 * pi) / lambda * s, 0.0, 1.0);
    }
    double s = 0;
    for (int k = 1; k <= 100; ++k) {
        const double term = std::exp(-2.0 * k * k * lambda * lambda);
        s += (k % 2 ? 2 : -2) * term;
        if (term < 1e-18)
            break;
    }
    return std::clamp(s, 0.0, 1.0);
}

double wasserstein1(std::vector<double> a, std::vector<double> b)
{
    if (a.empty() || b.empty())
        return 0;
    std::sort(a.begin(), a.end());
    std::sort(b.begin(), b.end());
    std::vector<double> all = a;
    all.insert(all.end(), b.begin(), b.end());
    std::sort(all.begin(), all.end());
    double w = 0;
    for (std::size_t k = 0; k + 1 < all.size(); ++k) {
        const double x = all[k];
        const double fa = double(std::upper_bound(a.begin(), a.end(), x) - a.begin()) / double(a.size());
        const double fb = double(std::upper_bound(b.begin(), b.end(), x) - b.begin()) / double(b.size());
        w += std::abs(fa - fb) * (all[k + 1] - x);
    }
    return w;
}

double cohensD(const std::vector<double>& a, const std::vector<double>& b)
{
    if (a.empty() || b.empty())
        return 0;
    const double diff = meanOf(b) - meanOf(a);
    const double dof = double(a.size() + b.size()) - 2;
    const double pooled = dof > 0 ? std::sqrt(((double(a.size()) - 1) * sampleVariance(a) +
                                               (double(b.size()) - 1) * sampleVariance(b)) /
                                              dof)
                                  : 0;
    const double scale = std::max({1.0, std::abs(meanOf(a)), std::abs(meanOf(b))});
    if (pooled <= 1e-12 * scale) {
        if (std::abs(diff) <= 1e-12 * scale)
            return 0;
        return diff > 0 ? std::numeric_limits<double>::infinity() : -std::numeric_limits<double>::infinity();
    }
    return diff / pooled;
}

MixtureCdf::MixtureCdf(const std::vector<const IntensityProfile*>& volumes) : m_volumes(volumes) {}

double MixtureCdf::operator()(double x) const
{
    if (m_volumes.empty())
        return 0;
    double s = 0;
    for (const IntensityProfile* p : m_volumes)
        s += volumeCdf(*p, x);
    return s / double(m_volumes.size());
}

double MixtureCdf::quantile(double p) const
{
    if (m_volumes.empty())
        return 0;
    double lo = std::numeric_limits<double>::infinity(), hi = -lo;
    for (const IntensityProfile* v : m_volumes) {
        lo = std::min(lo, v->quantiles.front());
        hi = std::max(hi, v->quantiles.back());
    }
    if (p <= 0)
        return lo;
    for (int i = 0; i < 200 && hi > lo; ++i) {
        const double mid = lo + (hi - lo) / 2;
        if (mid <= lo || mid >= hi)
            break;
        ((*this)(mid) >= p ? hi : lo) = mid;
    }
    return hi;
}

MixtureDistance compareMixtures(const MixtureCdf& a, const MixtureCdf& b)
{
    // A sweep over the events of both mixtures: between two events each CDF is linear, so the sup of
    // |Fa - Fb| is at an event (or its left limit) and the integral of |Fa - Fb| is exact per piece.
    struct Event
    {
        double x;
        int side;     // 0: a, 1: b
        double slope; // change of slope here
        double jump;  // step here
    };
    std::vector<Event> events;
    auto addEvents = [&events](const MixtureCdf& m, int side) {
        const double w = 1.0 / double(m.volumes().size()) / double(kQuantileCount - 1);
        for (const IntensityProfile* p : m.volumes())
            for (std::size_t k = 0; k + 1 < p->quantiles.size(); ++k) {
                const double x0 = p->quantiles[k], x1 = p->quantiles[k + 1];
                if (x1 > x0) {
                    events.push_back({x0, side, w / (x1 - x0), 0});
                    events.push_back({x1, side, -w / (x1 - x0), 0});
                } else {
                    events.push_back({x0, side, 0, w});
                }
            }
    };
    MixtureDistance out;
    if (a.empty() || b.empty())
        return out;
    addEvents(a, 0);
    addEvents(b, 1);
    std::sort(events.begin(), events.end(), [](const Event& p, const Event& q) { return p.x < q.x; });
    double f[2] = {0, 0}, slope[2] = {0, 0};
    double prev = events.front().x;
    for (std::size_t i = 0; i < events.size();) {
        const double x = events[i].x;
        const double d0 = f[0] - f[1];
        f[0] += slope[0] * (x - prev);
        f[1] += slope[1] * (x - prev);
        const double d1 = f[0] - f[1];
        const double dx = x - prev;
        if (dx > 0) {
            if ((d0 >= 0) == (d1 >= 0) || d0 == 0 || d1 == 0)
                out.wasserstein += 0.5 * (std::abs(d0) + std::abs(d1)) * dx;
            else // the difference crosses zero inside the piece
                out.wasserstein += 0.5 * dx * (d0 * d0 + d1 * d1) / (std::abs(d0) + std::abs(d1));
        }
        out.ks = std::max(out.ks, std::abs(d1));
        for (; i < events.size() && events[i].x == x; ++i) {
            f[events[i].side] += events[i].jump;
            slope[events[i].side] += events[i].slope;
        }
        out.ks = std::max(out.ks, std::abs(f[0] - f[1]));
        prev = x;
    }
    out.ks = std::min(out.ks, 1.0);
    return out;
}

PooledIntensity pooledIntensity(const std::vector<const IntensityProfile*>& volumes)
{
    PooledIntensity out;
    double sum = 0, second = 0;
    out.min = std::numeric_limits<double>::infinity();
    out.max = -out.min;
    for (const IntensityProfile* p : volumes) {
        const double n = double(p->count);
        out.count += p->count;
        sum += n * p->mean;
        second += n * (p->std * p->std + p->mean * p->mean);
        out.min = std::min(out.min, p->min);
        out.max = std::max(out.max, p->max);
    }
    if (out.count == 0)
        return {};
    out.mean = sum / double(out.count);
    out.std = std::sqrt(std::max(0.0, second / double(out.count) - out.mean * out.mean));
    return out;
}

} // namespace scansleuth::audit
