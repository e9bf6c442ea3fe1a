// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The audit's reduce on hand-built records: identity and duplicate leaks, slices of one volume in two
// splits, parity statistics against scipy and against hand-worked values, the classic preprocessing
// mismatches, training-side references, and the shard merge (three shards = one run). The near-duplicate
// search is not linked: reduceRecords() takes its pairs, and the records carry no thumbnails.
#include "checks/audit/output/auditjson.h"
#include "checks/audit/parity/parityinternal.h"
#include "checks/audit/reduce/reduceinternal.h"
#include "checks/audit/shards/shards.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <fstream>

using namespace scansleuth;
using namespace scansleuth::audit;

namespace {

// numpy's linear quantiles and the other statistics of a list of voxel values.
IntensityProfile profileOf(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    IntensityProfile p;
    p.count = std::int64_t(v.size());
    p.min = v.front();
    p.max = v.back();
    double sum = 0, zeros = 0;
    p.integerValued = true;
    for (double x : v) {
        sum += x;
        zeros += x == 0 ? 1 : 0;
        p.integerValued = p.integerValued && x == std::floor(x);
    }
    p.mean = sum / double(v.size());
    double ss = 0;
    for (double x : v)
        ss += (x - p.mean) * (x - p.mean);
    p.std = std::sqrt(ss / double(v.size()));
    p.zeroFraction = zeros / double(v.size());
    for (int k = 0; k < kQuantileCount; ++k) {
        const double pos = double(k) / 100.0 * double(v.size() - 1);
        const auto lo = std::size_t(std::floor(pos));
        const std::size_t hi = std::min(lo + 1, v.size() - 1);
        p.quantiles[std::size_t(k)] = v[lo] + (v[hi] - v[lo]) * (pos - double(lo));
    }
    return p;
}

// A CT-like volume: air, soft tissue around `tissue` HU, some bone.
std::vector<double> ctValues(double tissue)
{
    std::vector<double> v;
    for (int i = 0; i < 1000; ++i)
        v.push_back(i < 300 ? -1024 + i % 5 : i < 950 ? tissue + i % 100 : 1100 + (i % 50) * 4);
    return v;
}

std::vector<double> minMax(std::vector<double> v)
{
    const auto [lo, hi] = std::minmax_element(v.begin(), v.end());
    const double a = *lo, b = *hi;
    for (double& x : v)
        x = (x - a) / (b - a);
    return v;
}

VolumeRecord record(const std::string& split, const std::string& caseId, const std::vector<double>& values,
                    std::array<double, 3> spacing = {0.8, 0.8, 2.5},
                    std::array<std::int64_t, 3> dims = {512, 512, 120})
{
    VolumeRecord r;
    r.split = split;
    r.caseId = caseId;
    r.path = "/data/" + split + "/" + caseId + ".nii.gz";
    r.format = "nifti1";
    r.orientation = "LPS";
    r.dtype = "int16";
    r.spacing = spacing;
    r.dims = dims;
    r.intensity = profileOf(values);
    r.content.voxelHash = "hash-" + split + "-" + caseId;
    return r;
}

// Eighteen different patients, alternately in train and test, drawn from one distribution.
Shard cleanShard()
{
    Shard s;
    s.splits = {{"train", "/data/train"}, {"test", "/data/test"}};
    std::vector<VolumeRecord> train, test;
    for (int i = 0; i < 18; ++i) {
        const std::string split = i % 2 ? "test" : "train";
        VolumeRecord r = record(split, "case" + std::to_string(100 + i), ctValues(20 + 2 * i),
                                {0.7 + 0.01 * i, 0.7 + 0.01 * i, 2.0 + 0.05 * i}, {512, 512, 100 + i});
        r.identity.from = "dicom";
        r.identity.patientId = "P" + std::to_string(i);
        r.identity.patientName = "Person^" + std::string(1, char('A' + i)) + "lpha";
        r.identity.birthDate = std::to_string(19500101 + 100 * i);
        r.identity.sex = i % 3 ? "F" : "M";
        r.identity.studyUid = "1.2.826.0.1." + std::to_string(i);
        r.identity.seriesUid = r.identity.studyUid + ".1";
        r.identity.sopUids = {r.identity.seriesUid + ".1", r.identity.seriesUid + ".2"};
        r.identity.frameOfReferenceUid = r.identity.studyUid + ".9";
        r.identity.accessionNumber = "ACC" + std::to_string(i);
        r.tags = {{"Modality", "CT"}, {"Manufacturer", (i / 2) % 2 ? "SIEMENS" : "GE"}};
        (i % 2 ? test : train).push_back(r);
    }
    s.records = train;
    s.records.insert(s.records.end(), test.begin(), test.end());
    s.sources = std::int64_t(s.records.size());
    return s;
}

std::size_t indexOf(const Shard& s, const std::string& split, const std::string& caseId)
{
    for (std::size_t i = 0; i < s.records.size(); ++i)
        if (s.records[i].split == split && s.records[i].caseId == caseId)
            return i;
    return s.records.size();
}

AuditResult reduced(const Shard& s, const std::vector<RecordPair>& near = {},
                    const AuditOptions& options = {})
{
    auto r = reduceRecords(s, near, options);
    if (!r)
        qFatal("reduceRecords failed: %s", r.error().message.c_str());
    return std::move(r).value();
}

bool anyWithPrefix(const Findings& findings, const std::string& prefix)
{
    return std::any_of(findings.begin(), findings.end(),
                       [&](const Finding& f) { return f.code.compare(0, prefix.size(), prefix) == 0; });
}

QString codes(const Findings& findings)
{
    QStringList out;
    for (const Finding& f : findings)
        out << QString::fromStdString(f.code);
    return out.join(", ");
}

double measured(const Finding* f, const std::string& name)
{
    const Measurement* m = f ? f->measurement(name) : nullptr;
    return m ? m->value : std::nan("");
}

bool evidenceHas(const Finding* f, const QString& text)
{
    if (!f)
        return false;
    for (const std::string& line : f->evidence)
        if (QString::fromStdString(line).contains(text))
            return true;
    return false;
}

void writeText(const QString& path, const std::string& text)
{
    std::ofstream(path.toStdString(), std::ios::binary) << text;
}

} // namespace

class TestAuditReduce : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void normalisedNameFolds_data()
    {
        QTest::addColumn<QByteArray>("name");
        QTest::addColumn<QString>("expected");
        QTest::addRow("umlaut") << QByteArray("Müller^Hans") << "HANS MULLER";
        QTest::addRow("transliterated umlaut") << QByteArray("MUELLER HANS") << "HANS MULLER";
        QTest::addRow("umlaut dropped") << QByteArray("Muller, Hans") << "HANS MULLER";
        QTest::addRow("decomposed umlaut") << QByteArray("Mu\xCC\x88ller^Hans") << "HANS MULLER";
        QTest::addRow("Latin-1 bytes") << QByteArray("M\xFCller^Hans") << "HANS MULLER";
        QTest::addRow("given name first, initial") << QByteArray("Hans J. Müller") << "HANS MULLER";
        QTest::addRow("sharp s") << QByteArray("Strauß^Johann") << "JOHANN STRAUSS";
        QTest::addRow("Czech") << QByteArray("Dvořák^Antonín") << "ANTONIN DVORAK";
        QTest::addRow("ideographic group ignored")
            << QByteArray("Yamada^Tarou=山田^太郎=やまだ^たろう") << "TAROU YAMADA";
        QTest::addRow("other person") << QByteArray("Müller^Hanna") << "HANNA MULLER";
        QTest::addRow("anonymous") << QByteArray("ANONYMOUS") << "";
        QTest::addRow("anonymised patient") << QByteArray("Anonymized^Patient") << "";
        QTest::addRow("pseudonym with digits") << QByteArray("ANON^12345") << "";
        QTest::addRow("study code") << QByteArray("LIDC-IDRI-0001") << "";
        QTest::addRow("only digits") << QByteArray("0012345") << "";
        QTest::addRow("empty") << QByteArray("") << "";
    }
    void normalisedNameFolds()
    {
        QFETCH(QByteArray, name);
        QFETCH(QString, expected);
        QCOMPARE(QString::fromStdString(normalisedName(name.toStdString())), expected);
    }

    void ksAndWassersteinMatchScipy()
    {
        // python3 -c "from scipy import stats; a=[0.1,0.5,0.9,1.3,2.0]; b=[0.4,0.8,1.6,2.2,2.5,3.0];
        //   print(stats.ks_2samp(a,b).statistic, stats.wasserstein_distance(a,b))"  -> 0.5 0.79
        const std::vector<double> a = {0.1, 0.5, 0.9, 1.3, 2.0}, b = {0.4, 0.8, 1.6, 2.2, 2.5, 3.0};
        QCOMPARE(ksStatistic(a, b), 0.5);
        QVERIFY(std::abs(wasserstein1(a, b) - 0.79) < 1e-12);
        // Ties: a=[1,1,2,3]; b=[1,2,2,4] -> 0.25 0.5
        QCOMPARE(ksStatistic({1, 1, 2, 3}, {1, 2, 2, 4}), 0.25);
        QVERIFY(std::abs(wasserstein1({1, 1, 2, 3}, {1, 2, 2, 4}) - 0.5) < 1e-12);
        // Order does not matter, and B against A is the same distance.
        QCOMPARE(ksStatistic(b, a), 0.5);
        QVERIFY(std::abs(wasserstein1(b, a) - 0.79) < 1e-12);
    }

    void ksPValueMatchesScipy_data()
    {
        QTest::addColumn<double>("lambda");
        QTest::addColumn<double>("expected");
        // python3 -c "from scipy import stats; print(stats.kstwobign.sf(LAMBDA))"
        QTest::addRow("0.3") << 0.3 << 0.9999906941986655;
        QTest::addRow("0.5") << 0.5 << 0.9639452436648751;
        QTest::addRow("1.0") << 1.0 << 0.26999967167735456;
        QTest::addRow("1.18") << 1.18 << 0.1234538094297657;
        QTest::addRow("1.5") << 1.5 << 0.022217962616525127;
        QTest::addRow("2.0") << 2.0 << 0.0006709252557796953;
    }
    void ksPValueMatchesScipy()
    {
        QFETCH(double, lambda);
        QFETCH(double, expected);
        // n = m = 2: sqrt(n m / (n + m)) = 1, so D = lambda.
        QVERIFY2(std::abs(ksPValue(lambda, 2, 2) - expected) < 1e-9,
                 QByteArray::number(ksPValue(lambda, 2, 2), 'g', 17));
        // python3 -c "import math; from scipy import stats; print(stats.kstwobign.sf(math.sqrt(120/22)*0.5))"
        QVERIFY(std::abs(ksPValue(0.5, 10, 12) - 0.1307582241188813) < 1e-9);
        QCOMPARE(ksPValue(0, 10, 12), 1.0);
    }

    void cohensDIsSigned()
    {
        // Means 2 and 5, both sample variances 1: d = (5 - 2) / 1.
        QCOMPARE(cohensD({1, 2, 3}, {4, 5, 6}), 3.0);
        QCOMPARE(cohensD({4, 5, 6}, {1, 2, 3}), -3.0);
        QCOMPARE(cohensD({2, 2}, {2, 2}), 0.0);
        QVERIFY(std::isinf(cohensD({1, 1}, {2, 2})) && cohensD({1, 1}, {2, 2}) > 0);
    }

    void mixtureDistancesAreExact_data()
    {
        QTest::addColumn<QVector<double>>(
            "aRanges"); // per volume: uniform on [lo, hi] (lo == hi: a constant)
        QTest::addColumn<QVector<double>>("bRanges");
        QTest::addColumn<double>("ks");
        QTest::addColumn<double>("wasserstein");
        // U[0,1] against U[0.5,1.5]: a shift of 0.5 moves half the mass past.
        QTest::addRow("shift") << QVector<double>{0, 1} << QVector<double>{0.5, 1.5} << 0.5 << 0.5;
        // U[0,1] against the mixture of U[0,1] and U[1,2] (F = x/2): sup at x = 1, integral 0.25 + 0.25.
        QTest::addRow("mixture") << QVector<double>{0, 1} << QVector<double>{0, 1, 1, 2} << 0.5 << 0.5;
        // U[0,2] against U[0.5,1.5]: the difference crosses zero at 1; four triangles of area 1/16.
        QTest::addRow("crossing") << QVector<double>{0, 2} << QVector<double>{0.5, 1.5} << 0.25 << 0.25;
        // Two constant images: steps at 0 and 3.
        QTest::addRow("constants") << QVector<double>{0, 0} << QVector<double>{3, 3} << 1.0 << 3.0;
    }
    void mixtureDistancesAreExact()
    {
        QFETCH(QVector<double>, aRanges);
        QFETCH(QVector<double>, bRanges);
        QFETCH(double, ks);
        QFETCH(double, wasserstein);
        auto profiles = [](const QVector<double>& ranges) {
            std::vector<IntensityProfile> out;
            for (int i = 0; i + 1 < ranges.size(); i += 2) {
                IntensityProfile p;
                p.count = 101;
                for (int k = 0; k < kQuantileCount; ++k)
                    p.quantiles[std::size_t(k)] = ranges[i] + (ranges[i + 1] - ranges[i]) * k / 100.0;
                out.push_back(p);
            }
            return out;
        };
        const auto pa = profiles(aRanges), pb = profiles(bRanges);
        std::vector<const IntensityProfile*> va, vb;
        for (const auto& p : pa)
            va.push_back(&p);
        for (const auto& p : pb)
            vb.push_back(&p);
        const MixtureDistance d = compareMixtures(MixtureCdf(va), MixtureCdf(vb));
        QVERIFY2(std::abs(d.ks - ks) < 1e-9, QByteArray::number(d.ks, 'g', 17));
        QVERIFY2(std::abs(d.wasserstein - wasserstein) < 1e-9, QByteArray::number(d.wasserstein, 'g', 17));
        const MixtureDistance back = compareMixtures(MixtureCdf(vb), MixtureCdf(va));
        QVERIFY(std::abs(back.ks - ks) < 1e-9 && std::abs(back.wasserstein - wasserstein) < 1e-9);
    }

    void histogramsShareEdgesAndHoldTheTails()
    {
        // Train: one volume uniform on [0,1]. Test: uniform on [0,1] and constant 0.3 (a point mass).
        auto uniform = [](const std::string& split, const std::string& caseId) {
            VolumeRecord r = record(split, caseId, {0, 1});
            for (int k = 0; k < kQuantileCount; ++k)
                r.intensity.quantiles[std::size_t(k)] = k / 100.0;
            return r;
        };
        VolumeRecord constant = record("test", "c", {0.3, 0.3});
        const std::vector<VolumeRecord> records = {uniform("train", "a"), uniform("test", "b"), constant};
        const auto profiles = buildProfiles({{"train", "/t"}, {"test", "/s"}}, records, {});
        // Edges from the smallest 1st to the largest 99th percentile: 0.01 to 0.99 in 64 bins of 0.98 / 64.
        const double width = 0.98 / 64;
        QCOMPARE(profiles[0].histogramEdges.front(), 0.01);
        QCOMPARE(profiles[0].histogramEdges.back(), 0.99);
        QCOMPARE(profiles[1].histogramEdges, profiles[0].histogramEdges);
        // The first bin holds the 1% below 0.01 as well; the last the 1% above 0.99.
        QVERIFY(std::abs(profiles[0].histogram.front() - (0.01 + width)) < 1e-12);
        QVERIFY(std::abs(profiles[0].histogram[10] - width) < 1e-12);
        QVERIFY(std::abs(profiles[0].histogram.back() - (0.01 + width)) < 1e-12);
        // Test: volumes weighted equally; 0.5 lies in bin floor((0.5 - 0.01) / width) = 32, with half the
        // mass.
        QVERIFY(std::abs(profiles[1].histogram[18] - (0.5 * width + 0.5)) < 1e-12);
        QVERIFY(std::abs(profiles[1].histogram[10] - 0.5 * width) < 1e-12);
    }

    void valueDomainsAreRecognised_data()
    {
        QTest::addColumn<QVector<double>>("values");
        QTest::addColumn<QString>("domain");
        const auto ct = ctValues(40);
        QTest::addRow("CT in HU") << QVector<double>(ct.begin(), ct.end()) << "hu";
        const auto unit = minMax(ct);
        QTest::addRow("min-max [0,1]") << QVector<double>(unit.begin(), unit.end()) << "unit";
        std::vector<double> z;
        for (int i = 0; i < 1000; ++i)
            z.push_back(std::sqrt(3.0) * (2.0 * i / 999.0 - 1.0)); // uniform: mean 0, std ~1
        QTest::addRow("z-scores") << QVector<double>(z.begin(), z.end()) << "zscore";
        std::vector<double> u8;
        for (int i = 0; i < 1000; ++i)
            u8.push_back(i % 256);
        QTest::addRow("8-bit") << QVector<double>(u8.begin(), u8.end()) << "uint8";
        std::vector<double> mr;
        for (int i = 0; i < 1000; ++i)
            mr.push_back(i * 3.7);
        QTest::addRow("MR raw") << QVector<double>(mr.begin(), mr.end()) << "raw";
    }
    void valueDomainsAreRecognised()
    {
        QFETCH(QVector<double>, values);
        QFETCH(QString, domain);
        QCOMPARE(QString::fromStdString(valueDomainOf(profileOf({values.begin(), values.end()}))), domain);
    }

    void cleanSplitsGiveNoLeakageAndNoParityFinding()
    {
        const AuditResult r = reduced(cleanShard());
        QVERIFY2(!anyWithPrefix(r.findings, "leakage."), qPrintable(codes(r.findings)));
        QVERIFY2(!anyWithPrefix(r.findings, "dataset."), qPrintable(codes(r.findings)));
        QVERIFY(hasFinding(r.findings, "audit.clean_splits"));
        QCOMPARE(QString::fromStdString(r.findings.back().code), QString("audit.summary"));
        QVERIFY(r.pairs.empty());
        QCOMPARE(r.profiles.size(), std::size_t(2));
        QCOMPARE(QString::fromStdString(r.profiles[0].valueDomain), QString("hu"));
        QCOMPARE(r.profiles[0].volumes, std::int64_t(9));
        // Every feature was compared, none flagged; the histograms share edges and sum to 1.
        QVERIFY(r.parity.size() >= featureNames().size());
        for (const FeatureComparison& c : r.parity)
            QVERIFY2(!c.flagged, c.feature.c_str());
        QCOMPARE(r.profiles[0].histogramEdges, r.profiles[1].histogramEdges);
        for (const SplitProfile& p : r.profiles) {
            double sum = 0;
            for (double f : p.histogram)
                sum += f;
            QVERIFY(std::abs(sum - 1) < 1e-9);
        }
        QCOMPARE(r.profiles[1].categorical.at("Manufacturer").at("SIEMENS"), 4); // cases 103, 107, 111, 115
        QCOMPARE(measured(findFinding(r.findings, "audit.summary"), "volumes_test"), 9.0);
    }

    // A clean audit of volumes that name no patient cannot rule out patient overlap: leakage.inconclusive,
    // counting exactly the volumes whose identity was taken away (the construction), placeholders included.
    void anonymousVolumesLeaveLeakageInconclusive_data()
    {
        QTest::addColumn<QString>("patientId");
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("csvPatient");
        QTest::addColumn<bool>("identified");
        QTest::addRow("nothing") << ""
                                 << ""
                                 << "" << false;
        QTest::addRow("ANONYMOUS") << "ANONYMOUS"
                                   << ""
                                   << "" << false;
        QTest::addRow("zeros") << "000000"
                               << ""
                               << "" << false;
        QTest::addRow("pseudonym name") << "anon"
                                        << "ANON^12345"
                                        << "" << false;
        QTest::addRow("a real ID") << "P77"
                                   << ""
                                   << "" << true;
        QTest::addRow("a CSV patient") << ""
                                       << ""
                                       << "sub-07" << true;
        QTest::addRow("a name") << ""
                                << "Doe^Jane"
                                << "" << true;
    }
    void anonymousVolumesLeaveLeakageInconclusive()
    {
        QFETCH(QString, patientId);
        QFETCH(QString, name);
        QFETCH(QString, csvPatient);
        QFETCH(bool, identified);
        Shard s = cleanShard();
        for (std::size_t i : {std::size_t(1), std::size_t(4), std::size_t(9)}) {
            Identity& id = s.records[i].identity;
            id = {};
            // A real value differs from record to record (else the three are one patient in two splits).
            const std::string n = identified ? std::to_string(i) : std::string();
            id.patientId =
                patientId.isEmpty() || !identified ? patientId.toStdString() : patientId.toStdString() + n;
            id.patientName = name.isEmpty() || !identified
                                 ? name.toStdString()
                                 : name.toStdString() + std::string(1, char('a' + i));
            id.csvPatient = csvPatient.isEmpty() ? "" : csvPatient.toStdString() + n;
        }
        const AuditResult r = reduced(s);
        QVERIFY(hasFinding(r.findings, "audit.clean_splits"));
        const Finding* f = findFinding(r.findings, "leakage.inconclusive");
        QCOMPARE(f != nullptr, !identified);
        if (f) {
            QCOMPARE(f->severity, Severity::Warning);
            QCOMPARE(measured(f, "volumes_without_identity"), 3.0);
            QCOMPARE(measured(f, "volumes"), 18.0);
            QCOMPARE(f->evidence.size(), std::size_t(3));
            QCOMPARE(QString::fromStdString(r.findings.back().code), QString("audit.summary"));
        }
    }

    void fuzzyIdentityFindsOnePatientUnderTwoIds_data()
    {
        QTest::addColumn<QByteArray>("trainName");
        QTest::addColumn<QByteArray>("testName");
        QTest::addColumn<QString>("testSex");
        QTest::addColumn<bool>("found");
        QTest::addRow("umlaut against transliteration")
            << QByteArray("Müller^Hans") << QByteArray("MUELLER HANS") << "M" << true;
        QTest::addRow("sex not stated on one side")
            << QByteArray("Müller^Hans") << QByteArray("Hans Mueller") << "" << true;
        QTest::addRow("sex differs") << QByteArray("Müller^Hans") << QByteArray("MUELLER HANS") << "F"
                                     << false;
        QTest::addRow("placeholder names never match")
            << QByteArray("ANONYMOUS") << QByteArray("ANONYMOUS") << "M" << false;
        QTest::addRow("other given name")
            << QByteArray("Müller^Hans") << QByteArray("Müller^Hanna") << "M" << false;
    }
    void fuzzyIdentityFindsOnePatientUnderTwoIds()
    {
        QFETCH(QByteArray, trainName);
        QFETCH(QByteArray, testName);
        QFETCH(QString, testSex);
        QFETCH(bool, found);
        Shard s = cleanShard();
        VolumeRecord& a = s.records[indexOf(s, "train", "case100")];
        VolumeRecord& b = s.records[indexOf(s, "test", "case101")];
        a.identity.patientId = "A100";
        a.identity.patientName = trainName.toStdString();
        a.identity.birthDate = "19610412";
        a.identity.sex = "M";
        b.identity.patientId = "B7";
        b.identity.patientName = testName.toStdString();
        b.identity.birthDate = "1961-04-12"; // an ACR-NEMA style date: digits compare
        b.identity.sex = testSex.toStdString();
        const AuditResult r = reduced(s);
        const Finding* f = findFinding(r.findings, "leakage.fuzzy_identity");
        QCOMPARE(f != nullptr, found);
        QVERIFY(!hasFinding(r.findings, "leakage.patient_overlap"));
        if (!found) {
            QVERIFY(hasFinding(r.findings, "audit.clean_splits"));
            return;
        }
        QCOMPARE(f->severity, Severity::Error);
        QCOMPARE(measured(f, "pairs"), 1.0);
        QVERIFY2(evidenceHas(f, QString::fromUtf8(trainName)) &&
                     evidenceHas(f, QString::fromUtf8(testName)) && evidenceHas(f, "'A100' and 'B7'") &&
                     evidenceHas(f, "HANS MULLER"),
                 f->evidence.front().c_str());
        QCOMPARE(r.pairs.size(), std::size_t(1));
        QCOMPARE(QString::fromStdString(r.pairs[0].kind), QString("fuzzy-identity"));
        QCOMPARE(QString::fromStdString(r.records[r.pairs[0].a].split), QString("train"));
        QVERIFY(!hasFinding(r.findings, "audit.clean_splits"));
    }

    void fuzzyIdentityWithoutPatientIds()
    {
        // An anonymiser that blanked PatientID but kept the name and birth date.
        Shard s = cleanShard();
        Identity& a = s.records[indexOf(s, "train", "case100")].identity;
        Identity& b = s.records[indexOf(s, "test", "case101")].identity;
        a.patientId = "";
        b.patientId = "ANONYMOUS";
        a.patientName = "Müller^Hans";
        b.patientName = "MUELLER^HANS";
        a.birthDate = b.birthDate = "19610412";
        a.sex = b.sex = "M";
        const AuditResult r = reduced(s);
        QVERIFY2(hasFinding(r.findings, "leakage.fuzzy_identity"), qPrintable(codes(r.findings)));
        QVERIFY(!hasFinding(r.findings, "leakage.patient_overlap"));
    }

    void sharedPatientsStudiesAndImagesAreFound()
    {
        Shard s = cleanShard();
        // test case103: a later scan of train case100's patient (another study) -> patient overlap, and a
        // split made per case rather than per patient.
        const std::size_t p0 = indexOf(s, "train", "case100"), p3 = indexOf(s, "test", "case103");
        s.records[p3].identity.patientId = s.records[p0].identity.patientId;
        s.records[p3].identity.patientName = s.records[p0].identity.patientName;
        s.records[p3].identity.birthDate = s.records[p0].identity.birthDate;
        s.records[p3].identity.sex = s.records[p0].identity.sex;
        // test case105: the same examination as train case102 exported again (same UIDs, new voxels).
        const std::size_t e2 = indexOf(s, "train", "case102"), e5 = indexOf(s, "test", "case105");
        s.records[e5].identity = s.records[e2].identity;
        const AuditResult r = reduced(s);
        const Finding* patient = findFinding(r.findings, "leakage.patient_overlap");
        QVERIFY2(patient, qPrintable(codes(r.findings)));
        QCOMPARE(measured(patient, "patients"), 2.0);
        QVERIFY(evidenceHas(patient, "PatientID 'P0' in both"));
        const Finding* study = findFinding(r.findings, "leakage.study_overlap");
        QVERIFY(study);
        QCOMPARE(measured(study, "pairs"), 1.0);
        QVERIFY(evidenceHas(study, "2 SOPInstanceUIDs in both"));
        QVERIFY(evidenceHas(study, "SeriesInstanceUID 1.2.826.0.1.2.1 in both"));
        const Finding* level = findFinding(r.findings, "leakage.split_level");
        QVERIFY(level);
        QCOMPARE(measured(level, "case_pairs"), 1.0);
        QVERIFY(evidenceHas(level, "train 'case100' and test 'case103'"));
        // One pair per record pair, strongest first: the shared images before the shared patient.
        QCOMPARE(r.pairs.size(), std::size_t(2));
        QCOMPARE(QString::fromStdString(r.pairs[0].kind), QString("instance"));
        QCOMPARE(QString::fromStdString(r.pairs[0].code), QString("leakage.study_overlap"));
        QCOMPARE(r.pairs[0].a, e2);
        QCOMPARE(r.pairs[0].b, e5);
        QCOMPARE(QString::fromStdString(r.pairs[1].kind), QString("patient"));
        QVERIFY(!hasFinding(r.findings, "leakage.split_copy"));
    }

    void reusedIdsOfOtherPeopleAreNoLeak_data()
    {
        QTest::addColumn<QString>("field");
        QTest::addRow("PatientID of another person") << "patient";
        QTest::addRow("accession number alone") << "accession";
    }
    void reusedIdsOfOtherPeopleAreNoLeak()
    {
        QFETCH(QString, field);
        Shard s = cleanShard();
        // Two sites number their patients and accessions from 1: the same "ID" on two different people.
        Identity& a = s.records[indexOf(s, "train", "case100")].identity;
        Identity& b = s.records[indexOf(s, "test", "case101")].identity;
        if (field == "patient")
            a.patientId = b.patientId = "001";
        else
            a.accessionNumber = b.accessionNumber = "12345";
        const AuditResult r = reduced(s);
        QVERIFY2(!anyWithPrefix(r.findings, "leakage."), qPrintable(codes(r.findings)));
        // With the person's name and birth date equal too, it is a leak.
        b.patientName = a.patientName;
        b.birthDate = a.birthDate;
        b.sex = a.sex;
        const AuditResult u = reduced(s);
        QVERIFY2(
            hasFinding(u.findings, field == "patient" ? "leakage.patient_overlap" : "leakage.study_overlap"),
            qPrintable(codes(u.findings)));
    }

    void splitCopyNeedsMoreThanHalf_data()
    {
        QTest::addColumn<int>("copies");
        QTest::addColumn<bool>("named");
        // cleanShard() holds 9 test volumes: 4 of 9 copied is a leak, 5 of 9 is "mostly the train set".
        QTest::addRow("4 of 9") << 4 << false;
        QTest::addRow("5 of 9") << 5 << true;
    }
    void splitCopyNeedsMoreThanHalf()
    {
        QFETCH(int, copies);
        QFETCH(bool, named);
        Shard s = cleanShard();
        int done = 0;
        for (std::size_t i = 0; i < s.records.size() && done < copies; ++i)
            if (s.records[i].split == "test") {
                s.records[i].content.voxelHash = s.records[i - 9].content.voxelHash;
                s.records[i].identity = {};
                ++done;
            }
        const AuditResult r = reduced(s);
        QVERIFY(hasFinding(r.findings, "leakage.duplicate_volume"));
        bool testNamed = false;
        for (const Finding& f : r.findings)
            testNamed = testNamed || (f.code == "leakage.split_copy" &&
                                      f.message.find("of the test split") != std::string::npos);
        QCOMPARE(testNamed, named);
    }

    void testSetThatIsTheTrainingSetIsNamed()
    {
        Shard s = cleanShard();
        // The "test" folder holds copies of train volumes (another conversion, no identity).
        for (std::size_t i = 0; i < s.records.size(); ++i)
            if (s.records[i].split == "test") {
                const VolumeRecord& source = s.records[i - 9];
                s.records[i].content.voxelHash = source.content.voxelHash;
                s.records[i].intensity = source.intensity;
                s.records[i].identity = {};
            }
        const AuditResult r = reduced(s);
        const Finding* dup = findFinding(r.findings, "leakage.duplicate_volume");
        QVERIFY2(dup, qPrintable(codes(r.findings)));
        QCOMPARE(measured(dup, "pairs"), 9.0);
        const Finding* copy = nullptr;
        for (const Finding& f : r.findings)
            if (f.code == "leakage.split_copy" && f.message.find("of the test split") != std::string::npos)
                copy = &f;
        QVERIFY(copy);
        QCOMPARE(measured(copy, "fraction"), 1.0);
        QVERIFY(QString::fromStdString(copy->message).contains("the test set is the train set"));
        // The reverse holds too: every train volume is in test.
        QCOMPARE(std::count_if(r.findings.begin(), r.findings.end(),
                               [](const Finding& f) { return f.code == "leakage.split_copy"; }),
                 2);
    }

    void partNamesAreParsed_data()
    {
        QTest::addColumn<QString>("path");
        QTest::addColumn<QString>("volume");
        QTest::addColumn<QString>("word");
        QTest::addColumn<int>("number");
        QTest::addRow("slice") << "/d/train/case012_slice045.npy"
                               << "case012"
                               << "slice" << 45;
        QTest::addRow("patch") << "/d/test/case3_patch_7.npz"
                               << "case3"
                               << "patch" << 7;
        QTest::addRow("folder names the volume") << "/d/test/case012/slice045.npy"
                                                 << "case012"
                                                 << "slice" << 45;
        QTest::addRow("z index") << "/d/x/Brain-z12.nii.gz"
                                 << "brain"
                                 << "slice" << 12;
        QTest::addRow("a case number is not a part") << "/d/x/img_0001.nii.gz"
                                                     << ""
                                                     << "" << -1;
        QTest::addRow("no number") << "/d/x/case_slice.npy"
                                   << ""
                                   << "" << -1;
    }
    void partNamesAreParsed()
    {
        QFETCH(QString, path);
        QFETCH(QString, volume);
        QFETCH(QString, word);
        QFETCH(int, number);
        PartName part;
        const bool ok = parsePartName(path.toStdString(), part);
        QCOMPARE(ok, number >= 0);
        if (!ok)
            return;
        QCOMPARE(QString::fromStdString(part.volume), volume);
        QCOMPARE(QString::fromStdString(part.word), word);
        QCOMPARE(part.number, (long long)number);
    }

    void slicesOfOneVolumeInTwoSplitsAreFound()
    {
        Shard s = cleanShard();
        auto slice = [](const std::string& split, const std::string& file, double tissue) {
            VolumeRecord r = record(split, file, ctValues(tissue), {0, 0, 0}, {256, 256, 1});
            r.path = "/data/" + split + "/" + file;
            r.format = "npy";
            r.hasGeometry = false;
            r.orientation.clear();
            return r;
        };
        s.records.insert(s.records.begin() + 9, slice("train", "case012_slice045.npy", 30));
        s.records.insert(s.records.begin() + 9, slice("train", "case012_slice044.npy", 31));
        s.records.push_back(slice("test", "case012_slice046.npy", 32));
        const AuditResult r = reduced(s);
        const Finding* f = findFinding(r.findings, "leakage.split_level");
        QVERIFY2(f, qPrintable(codes(r.findings)));
        QCOMPARE(measured(f, "part_pairs"), 1.0);
        // Paired with the nearest slice number, not with every slice.
        QVERIFY2(evidenceHas(
                     f, "'case012_slice045.npy' and 'case012_slice046.npy': slices 45 and 46 of 'case012'"),
                 f->evidence.front().c_str());
    }

    void nearDuplicatePairsBecomeFindings()
    {
        Shard s = cleanShard();
        RecordPair p;
        p.a = indexOf(s, "train", "case104");
        p.b = indexOf(s, "test", "case111");
        p.match.similarity = 0.97;
        p.match.overlap = 0.8;
        p.match.flipped = {true, false, false};
        p.match.shiftMm = {0, 0, 12};
        const AuditResult r = reduced(s, {p});
        const Finding* f = findFinding(r.findings, "leakage.near_duplicate");
        QVERIFY2(f, qPrintable(codes(r.findings)));
        QCOMPARE(measured(f, "highest_similarity"), 0.97);
        QVERIFY2(evidenceHas(f, "NCC 0.970 after flipping x, shifted 0, 0, 12 mm, overlap 80%"),
                 f->evidence.front().c_str());
        QCOMPARE(r.pairs.size(), std::size_t(1));
        QCOMPARE(r.pairs[0].similarity, 0.97);
        QCOMPARE(r.pairs[0].match.shiftMm[2], 12.0);

        // Two 2D slices that match are neighbouring slices of one volume.
        Shard t = cleanShard();
        t.records[p.a].dims = {256, 256, 1};
        t.records[p.b].dims = {256, 256, 1};
        const AuditResult u = reduced(t, {p});
        QVERIFY(!hasFinding(u.findings, "leakage.near_duplicate"));
        QVERIFY(hasFinding(u.findings, "leakage.split_level"));
        QCOMPARE(QString::fromStdString(u.pairs[0].kind), QString("same-volume-parts"));
    }

    void testInUnitRangeAgainstTrainInHu()
    {
        Shard s = cleanShard();
        for (VolumeRecord& r : s.records)
            if (r.split == "test") {
                std::vector<double> v = ctValues(20);
                r.intensity = profileOf(minMax(v));
                r.dtype = "float32";
            }
        const AuditResult r = reduced(s);
        const Finding* f = findFinding(r.findings, "dataset.intensity_mismatch");
        QVERIFY2(f, qPrintable(codes(r.findings)));
        QCOMPARE(f->severity, Severity::Error);
        QVERIFY2(QString::fromStdString(f->message)
                     .contains("train split is in Hounsfield units and the test split in "
                               "[0,1]"),
                 f->message.c_str());
        QCOMPARE(measured(f, "value_domain_differs"), 1.0);
        QCOMPARE(QString::fromStdString(r.profiles[1].valueDomain), QString("unit"));
        // The dtype changed with it, and every test volume was scaled on its own.
        QVERIFY(hasFinding(r.findings, "dataset.dtype_mismatch"));
        const Finding* fitted = findFinding(r.findings, "dataset.normalisation_fitted_on_test");
        QVERIFY(fitted);
        QVERIFY(QString::fromStdString(fitted->message).contains("min-max scaled on its own"));
        QVERIFY(!hasFinding(r.findings, "dataset.spacing_mismatch"));
    }

    void differentSpacingIsNamedInMm()
    {
        Shard s = cleanShard();
        for (VolumeRecord& r : s.records)
            r.spacing =
                r.split == "train" ? std::array<double, 3>{0.8, 0.8, 2.5} : std::array<double, 3>{1, 1, 1};
        const AuditResult r = reduced(s);
        const Finding* f = findFinding(r.findings, "dataset.spacing_mismatch");
        QVERIFY2(f, qPrintable(codes(r.findings)));
        QVERIFY2(
            QString::fromStdString(f->message).contains("median 0.8 x 0.8 x 2.5 mm against 1 x 1 x 1 mm"),
            f->message.c_str());
        QCOMPARE(measured(f, "spacing_z_median_train"), 2.5);
        QCOMPARE(measured(f, "spacing_z_median_test"), 1.0);
        // Every train volume at 2.5 mm, every test one at 1 mm: D = 1, W1 = 1.5 mm, d = -inf.
        QCOMPARE(measured(f, "spacing_z_ks"), 1.0);
        QCOMPARE(measured(f, "spacing_z_wasserstein"), 1.5);
        QVERIFY(std::isinf(measured(f, "spacing_z_cohens_d")) && measured(f, "spacing_z_cohens_d") < 0);
        QCOMPARE(f->measurement("spacing_z_median_test")->unit, std::string("mm"));
        QVERIFY(!hasFinding(r.findings, "dataset.intensity_mismatch"));
    }

    void otherOrientationIsNamed()
    {
        Shard s = cleanShard();
        for (VolumeRecord& r : s.records)
            if (r.split == "test")
                r.orientation = "RAS";
        const AuditResult r = reduced(s);
        const Finding* f = findFinding(r.findings, "dataset.orientation_mismatch");
        QVERIFY2(f, qPrintable(codes(r.findings)));
        QVERIFY(QString::fromStdString(f->message).contains("LPS 9 against RAS 9"));
        QCOMPARE(measured(f, "total_variation"), 1.0);
    }

    void normalisationFittedOnTest_data()
    {
        QTest::addColumn<bool>("perVolume");
        QTest::addColumn<QString>("message");
        QTest::addRow("each test volume z-scored") << true << "z-scored on its own";
        QTest::addRow("test pooled exactly standardised")
            << false << "normaliser was probably fitted on test";
    }
    void normalisationFittedOnTest()
    {
        QFETCH(bool, perVolume);
        QFETCH(QString, message);
        Shard s = cleanShard();
        int k = 0;
        for (VolumeRecord& r : s.records) {
            IntensityProfile& p = r.intensity;
            if (r.split == "train") {
                // A scaler fitted elsewhere: means 0.3 and more, std 1.1.
                p = profileOf(ctValues(20));
                p.mean = 0.3 + 0.01 * k++;
                p.std = 1.1;
                p.min = -3;
                p.max = 4;
            } else {
                // Per volume: mean 0, std 1 each. Pooled: means -0.5 and +0.5 with std sqrt(0.75), equal
                // counts, pool to mean 0 and variance 0.75 + 0.25 = 1.
                const double m = perVolume ? 0 : (k++ % 2 ? 0.5 : -0.5);
                p = profileOf(ctValues(20));
                p.count = 1000;
                p.mean = m;
                p.std = perVolume ? 1 : std::sqrt(0.75);
                p.min = -3;
                p.max = 4;
            }
            p.zeroFraction = 0;
        }
        // Nine test volumes: the ninth's mean pools in; give it 0 so the pool stays at 0 and variance 1.
        if (!perVolume)
            for (VolumeRecord& r : s.records)
                if (r.split == "test" && r.caseId == "case117") {
                    r.intensity.mean = 0;
                    r.intensity.std = 1;
                }
        const AuditResult r = reduced(s);
        const Finding* f = findFinding(r.findings, "dataset.normalisation_fitted_on_test");
        QVERIFY2(f, qPrintable(codes(r.findings)));
        QVERIFY2(QString::fromStdString(f->message).contains(message), f->message.c_str());
        QVERIFY(std::abs(measured(f, "pooled_mean_test")) < 1e-12);
        QVERIFY(std::abs(measured(f, "pooled_std_test") - 1) < 1e-12);
    }

    void fewerThanTwoSplitsIsInvalid()
    {
        Shard s = cleanShard();
        s.records.erase(std::remove_if(s.records.begin(), s.records.end(),
                                       [](const VolumeRecord& r) { return r.split == "test"; }),
                        s.records.end());
        auto r = reduceRecords(s, {});
        QVERIFY(!r);
        QCOMPARE(r.error().kind, ErrorKind::Invalid);
        QVERIFY(QString::fromStdString(r.error().message).contains("at least two splits"));

        Shard t = cleanShard();
        t.records[0].split = "validation";
        auto u = reduceRecords(t, {});
        QVERIFY(!u);
        QVERIFY(QString::fromStdString(u.error().message).contains("'validation', which is not one of"));
    }

    void mergeOfThreeShardsEqualsOneRun()
    {
        Shard all = cleanShard();
        // Some leaks so the answer is not empty: a shared patient and a copy.
        all.records[indexOf(all, "test", "case103")].identity =
            all.records[indexOf(all, "train", "case100")].identity;
        all.records[indexOf(all, "test", "case103")].identity.studyUid = "1.2.826.0.1.103.2";
        all.records[indexOf(all, "test", "case103")].identity.seriesUid = "1.2.826.0.1.103.2.1";
        all.records[indexOf(all, "test", "case103")].identity.sopUids = {"1.2.826.0.1.103.2.1.1"};
        all.records[indexOf(all, "test", "case103")].identity.frameOfReferenceUid = "1.2.826.0.1.103.2.9";
        all.records[indexOf(all, "test", "case103")].identity.accessionNumber = "ACC103";
        all.records[indexOf(all, "test", "case107")].content.voxelHash = "hash-train-case104";
        all.failures = {{"/data/test/broken.nii.gz", "corrupt", "The file is truncated.", "at byte 352"}};
        all.toolVersion = "1.2.3";
        std::vector<Shard> shards(3);
        for (int k = 0; k < 3; ++k) {
            shards[std::size_t(k)].index = k;
            shards[std::size_t(k)].count = 3;
            shards[std::size_t(k)].splits = all.splits;
            shards[std::size_t(k)].toolVersion = all.toolVersion;
        }
        for (std::size_t i = 0; i < all.records.size(); ++i) {
            shards[i % 3].records.push_back(all.records[i]);
            ++shards[i % 3].sources;
        }
        shards[0].failures = all.failures;
        std::reverse(shards.begin(), shards.end()); // given in any order
        auto merged = mergeShards(shards);
        QVERIFY(merged);
        QCOMPARE(merged->records, all.records);
        QCOMPARE(merged->sources, all.sources);
        auto single = mergeShards({all});
        QVERIFY(single);
        const AuditResult a = reduced(*single), b = reduced(*merged);
        QVERIFY(!a.pairs.empty());
        QVERIFY(hasFinding(a.findings, "dataset.unreadable_file"));
        QCOMPARE(auditToJson(b).dump(), auditToJson(a).dump());
    }

    void mergeRefusesShardsOfAnotherRun_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<QString>("message");
        QTest::addRow("missing") << "missing"
                                 << "Shard 1 of 3 is missing";
        QTest::addRow("twice") << "twice"
                               << "shard 2 of 3 was given twice";
        QTest::addRow("other version")
            << "version"
            << "different versions of ScanSleuth: shard 0 of 3 by 1.0 and shard 2 of 3 by 0.9";
        QTest::addRow("other splits")
            << "splits"
            << "shard 0 of 3 has the splits train=/t, test=/s and shard 1 of 3 has train=/t, validation=/v";
        QTest::addRow("other count") << "count"
                                     << "cut into different numbers of shards";
        QTest::addRow("other options") << "options"
                                       << "different fingerprint options";
        QTest::addRow("none") << "none"
                              << "No shard was given";
    }
    void mergeRefusesShardsOfAnotherRun()
    {
        QFETCH(QString, change);
        QFETCH(QString, message);
        std::vector<Shard> shards(3);
        for (int k = 0; k < 3; ++k) {
            shards[std::size_t(k)].index = k;
            shards[std::size_t(k)].count = 3;
            shards[std::size_t(k)].splits = {{"train", "/t"}, {"test", "/s"}};
            shards[std::size_t(k)].toolVersion = "1.0";
        }
        if (change == "missing")
            shards.erase(shards.begin() + 1);
        else if (change == "twice")
            shards[1].index = 2;
        else if (change == "version")
            shards[2].toolVersion = "0.9";
        else if (change == "splits")
            shards[1].splits[1] = {"validation", "/v"};
        else if (change == "count")
            shards[2].count = 4;
        else if (change == "options")
            shards[2].options.nearDuplicates = false;
        else if (change == "none")
            shards.clear();
        auto r = mergeShards(shards);
        QVERIFY(!r);
        QCOMPARE(r.error().kind, ErrorKind::Invalid);
        QVERIFY2(QString::fromStdString(r.error().message).contains(message), r.error().message.c_str());
    }

    void nnunetFingerprintIsReadAndCompared()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("dataset_fingerprint.json");
        // nnU-Net v2 lists spacings as (z, y, x): medians x 0.8, y 0.8, z 2.5.
        writeText(path, R"({
  "foreground_intensity_properties_per_channel": {"0": {"max": 2000.0, "mean": 100.0, "median": 95.0,
      "min": -1000.0, "percentile_00_5": -50.0, "percentile_99_5": 250.0, "std": 50.0}},
  "median_relative_size_after_cropping": 1.0,
  "shapes_after_crop": [[120, 512, 512], [100, 512, 512], [140, 500, 500]],
  "spacings": [[2.5, 0.8, 0.8], [3.0, 0.8, 0.8], [2.5, 0.7, 0.7]]
})");
        auto ref = readReferenceFingerprint(path.toStdString());
        QVERIFY2(ref, ref ? "" : ref.error().message.c_str());
        QCOMPARE(QString::fromStdString(ref->kind), QString("nnunet-fingerprint"));
        QCOMPARE(ref->values.at("spacing_median_x"), 0.8);
        QCOMPARE(ref->values.at("spacing_median_z"), 2.5);
        QCOMPARE(ref->values.at("dims_median_x"), 512.0);
        QCOMPARE(ref->values.at("dims_median_z"), 120.0);
        QCOMPARE(ref->values.at("intensity_p00_5"), -50.0);
        QCOMPARE(ref->values.at("intensity_p99_5"), 250.0);
        QCOMPARE(ref->values.at("intensity_std"), 50.0);

        // Train matches it; test is in [0,1] at 1 mm.
        Shard s = cleanShard();
        for (VolumeRecord& r : s.records)
            if (r.split == "test") {
                r.intensity = profileOf(minMax(ctValues(20)));
                r.spacing = {1, 1, 1};
            } else {
                r.spacing = {0.8, 0.8, 2.5};
            }
        AuditOptions options;
        options.references = {path.toStdString()};
        const AuditResult r = reduced(s, {}, options);
        QCOMPARE(r.references.size(), std::size_t(1));
        std::vector<const Finding*> mismatches;
        for (const Finding& f : r.findings)
            if (f.code == "dataset.reference_mismatch")
                mismatches.push_back(&f);
        QCOMPARE(mismatches.size(), std::size_t(2));
        for (const Finding* f : mismatches)
            QVERIFY2(evidenceHas(f, "split: test"), f->message.c_str());
        const Finding* spacing =
            mismatches[0]->measurement("stated_spacing_z") ? mismatches[0] : mismatches[1];
        QCOMPARE(measured(spacing, "stated_spacing_z"), 2.5);
        QCOMPARE(measured(spacing, "measured_spacing_z"), 1.0);
        const Finding* range = spacing == mismatches[0] ? mismatches[1] : mismatches[0];
        QCOMPARE(measured(range, "stated_low"), -50.0);
        QCOMPARE(measured(range, "stated_high"), 250.0);
        // [0, p99.5] of the test split lies inside [-50, 250]: the overlap is its length over 300.
        QCOMPARE(measured(range, "measured_p00_5"), 0.0);
        QVERIFY(measured(range, "measured_p99_5") > 0.9 && measured(range, "measured_p99_5") <= 1);
        QCOMPARE(measured(range, "overlap_fraction"), measured(range, "measured_p99_5") / 300);
        QVERIFY(QString::fromStdString(range->message).contains("foreground range -50 to 250"));

        // Every split in [0,1] (preprocessed arrays against a raw-data fingerprint): one note, no error.
        for (VolumeRecord& rec : s.records)
            if (rec.split == "train") {
                rec.intensity = profileOf(minMax(ctValues(20)));
                rec.spacing = {1, 1, 1};
            }
        const AuditResult all = reduced(s, {}, options);
        std::vector<const Finding*> notes;
        for (const Finding& f : all.findings)
            if (f.code == "dataset.reference_mismatch")
                notes.push_back(&f);
        QCOMPARE(notes.size(), std::size_t(3)); // two spacing mismatches and one intensity note
        QCOMPARE(notes.back()->severity, Severity::Info);
        QVERIFY(QString::fromStdString(notes.back()->message).contains("No split is on the intensity scale"));
    }

    void referencesOfEveryKindAreRead_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("kind");
        QTest::addColumn<QString>("key");
        QTest::addColumn<double>("value");
        QTest::addColumn<QString>("normalisation");
        QTest::addRow("nnU-Net plans")
            << "nnUNetPlans.json" << QByteArray(R"({"dataset_name": "Dataset001", "plans_name": "nnUNetPlans",
            "configurations": {"2d": {"spacing": [0.75, 0.75]}, "3d_fullres": {"spacing": [2.0, 0.75, 0.7],
            "normalization_schemes": ["CTNormalization"]}},
            "foreground_intensity_properties_per_channel": {"0": {"percentile_00_5": -17.0, "percentile_99_5": 201.0}}})")
            << "nnunet-plans"
            << "spacing_target_z" << 2.0 << "CTNormalization";
        QTest::addRow("plans x axis")
            << "nnUNetPlans.json"
            << QByteArray(R"({"configurations": {"3d_fullres": {"spacing": [2.0, 0.75, 0.7]}}})")
            << "nnunet-plans"
            << "spacing_target_x" << 0.7 << "";
        QTest::addRow("MONAI datastats")
            << "datastats.json" << QByteArray(R"({"stats_summary": {"image_stats": {
            "spacing": {"max": [1.0, 1.0, 5.0], "mean": [0.8, 0.8, 2.7], "median": [0.78, 0.78, 2.5]},
            "shape": {"median": [[512, 512, 120]]}},
            "image_foreground_stats": {"intensity": {"max": 3000.0, "mean": 80.0, "min": -1000.0,
            "percentile_00_5": -100.0, "percentile_99_5": 300.0, "stdev": 60.0}}}})")
            << "monai-datastats"
            << "spacing_median_z" << 2.5 << "";
        QTest::addRow("MONAI foreground p99.5")
            << "datastats.json" << QByteArray(R"({"stats_summary": {"image_foreground_stats":
            {"intensity": {"percentile_99_5": [300.0], "stdev": {"mean": 60.0}}}}})")
            << "monai-datastats"
            << "intensity_p99_5" << 300.0 << "";
        QTest::addRow("preprocessing spec")
            << "spec.json" << QByteArray(R"({"format": "scansleuth.preprocessing", "version": 1,
            "steps": [{"step": "resample", "spacing": [1.5, 1.5, 2.0]},
                      {"step": "normalise", "method": "minmax", "range": [0, 1]}]})")
            << "preprocessing-spec"
            << "spacing_target_z" << 2.0 << "minmax";
        QTest::addRow("spec output range")
            << "spec.json" << QByteArray(R"({"format": "scansleuth.preprocessing", "version": 1,
            "steps": [{"step": "window", "centre": 40, "width": 400, "output": [-1, 1]}]})")
            << "preprocessing-spec"
            << "output_min" << -1.0 << "window";
    }
    void referencesOfEveryKindAreRead()
    {
        QFETCH(QString, file);
        QFETCH(QByteArray, text);
        QFETCH(QString, kind);
        QFETCH(QString, key);
        QFETCH(double, value);
        QFETCH(QString, normalisation);
        QTemporaryDir dir;
        writeText(dir.filePath(file), text.toStdString());
        auto ref = readReferenceFingerprint(dir.filePath(file).toStdString());
        QVERIFY2(ref, ref ? "" : ref.error().message.c_str());
        QCOMPARE(QString::fromStdString(ref->kind), kind);
        QVERIFY2(ref->values.count(key.toStdString()), qPrintable(key));
        QCOMPARE(ref->values.at(key.toStdString()), value);
        QCOMPARE(QString::fromStdString(ref->normalisation), normalisation);
    }

    void badReferencesAreErrors_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("message");
        QTest::addRow("YAML") << "datastats.yaml" << QByteArray("stats_summary:\n  image_stats: {}\n")
                              << int(ErrorKind::Unsupported) << "output_path=\"datastats.json\"";
        QTest::addRow("not JSON") << "fingerprint.json" << QByteArray("{\"spacings\": [")
                                  << int(ErrorKind::Corrupt) << "is not valid JSON";
        QTest::addRow("unknown JSON")
            << "other.json" << QByteArray("{\"name\": 1}") << int(ErrorKind::Unsupported)
            << "not an nnU-Net dataset_fingerprint.json";
        QTest::addRow("bad spacings")
            << "dataset_fingerprint.json" << QByteArray(R"({"foreground_intensity_properties_per_channel": {},
            "spacings": [[1, 2]]})")
            << int(ErrorKind::Corrupt) << "\"spacings\" entry that is not a list of three numbers";
        QTest::addRow("invalid spec")
            << "spec.json" << QByteArray(R"({"format": "scansleuth.preprocessing", "version": 1,
            "steps": [{"step": "resample", "spacing": [0, 1, 1]}]})")
            << int(ErrorKind::Corrupt) << "Step 0 (resample)";
        QTest::addRow("missing file") << "" << QByteArray() << int(ErrorKind::NotFound) << "";
    }
    void badReferencesAreErrors()
    {
        QFETCH(QString, file);
        QFETCH(QByteArray, text);
        QFETCH(int, kind);
        QFETCH(QString, message);
        QTemporaryDir dir;
        QString path = dir.filePath(file.isEmpty() ? "absent.json" : file);
        if (!file.isEmpty())
            writeText(path, text.toStdString());
        auto ref = readReferenceFingerprint(path.toStdString());
        QVERIFY(!ref);
        QCOMPARE(int(ref.error().kind), kind);
        QVERIFY2(QString::fromStdString(ref.error().message).contains(message), ref.error().message.c_str());
        // The reduce hands a bad reference's error on.
        AuditOptions options;
        options.references = {path.toStdString()};
        auto r = reduceRecords(cleanShard(), {}, options);
        QVERIFY(!r);
        QCOMPARE(int(r.error().kind), kind);
    }

    void specNormalisingToZScoresFlagsASplitInUnitRange()
    {
        QTemporaryDir dir;
        const QString path = dir.filePath("spec.json");
        writeText(path, R"({"format": "scansleuth.preprocessing", "version": 1,
            "steps": [{"step": "normalise", "method": "zscore"}]})");
        Shard s = cleanShard();
        for (VolumeRecord& r : s.records)
            if (r.split == "test")
                r.intensity = profileOf(minMax(ctValues(20)));
        AuditOptions options;
        options.references = {path.toStdString()};
        const AuditResult r = reduced(s, {}, options);
        const Finding* f = findFinding(r.findings, "dataset.reference_mismatch");
        QVERIFY2(f, qPrintable(codes(r.findings)));
        QVERIFY2(QString::fromStdString(f->message).contains("test split is already in [0,1]") &&
                     QString::fromStdString(f->message).contains("normalises to z-scores"),
                 f->message.c_str());
        // Train in HU is the spec's input, not a mismatch.
        QVERIFY(!evidenceHas(f, "split: train"));
    }

    void evidenceIsCapped()
    {
        const auto lines = capLines(std::vector<std::string>(25, "x"), 20);
        QCOMPARE(lines.size(), std::size_t(21));
        QCOMPARE(QString::fromStdString(lines.back()), QString("and 5 more"));
    }
};

QTEST_GUILESS_MAIN(TestAuditReduce)
#include "tst_auditreduce.moc"
