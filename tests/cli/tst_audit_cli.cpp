// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// audit and fingerprint through the built scansleuth-cli on a synthetic dataset written here: subjects
// that share one intensity histogram (so parity has nothing to flag) but not their structure, and a test
// split holding a copy of a training volume saved as float32 with another origin (the leak). Checked: the
// JSON names the leaked pair, clean splits exit 0, a test split rescaled to [0, 1] is a mismatch, shards
// merged give the single run's findings, the SLURM script's jobs run locally give them too, the report
// holds the pairs table and the histogram, and every bad command line has its message and exit code.
#include "clirun.h"

#include "io/nifti/niftiwriter.h"
#include "volume/volume.h"

#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QProcess>
#include <QProcessEnvironment>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <numeric>
#include <random>

using namespace scansleuth;
using namespace scansleuth::testing;

namespace {

constexpr std::int64_t kNx = 32, kNy = 32, kNz = 16;

// The values every subject has, sorted: HU-like, from air to bone, the same multiset in each volume.
std::vector<double> sharedValues()
{
    const std::int64_t n = kNx * kNy * kNz;
    std::vector<double> v(static_cast<std::size_t>(n));
    for (std::int64_t i = 0; i < n; ++i) {
        const double t = double(i) / double(n - 1);
        v[static_cast<std::size_t>(i)] = std::round(-1000.0 + 2000.0 * t * t);
    }
    return v;
}

// Subject `seed`: a smooth field of six Gaussian blobs at seeded places, its voxels ranked and given the
// shared values in rank order. Every subject has exactly the same intensity distribution; their
// structures are unrelated.
std::vector<double> subjectValues(unsigned seed)
{
    std::mt19937 rng(seed);
    std::uniform_real_distribution<double> where(0.0, 1.0);
    struct Blob
    {
        double x, y, z, r, w;
    };
    std::vector<Blob> blobs;
    for (int b = 0; b < 6; ++b)
        blobs.push_back({where(rng) * kNx, where(rng) * kNy, where(rng) * kNz, 2.0 + 4.0 * where(rng),
                         where(rng) < 0.5 ? -1.0 : 1.0});
    const std::size_t n = static_cast<std::size_t>(kNx * kNy * kNz);
    std::vector<double> field(n);
    std::size_t at = 0;
    for (std::int64_t z = 0; z < kNz; ++z)
        for (std::int64_t y = 0; y < kNy; ++y)
            for (std::int64_t x = 0; x < kNx; ++x, ++at) {
                double f = 1e-6 * double(at); // a strict order where blobs tie
                for (const Blob& b : blobs) {
                    const double d2 = (x - b.x) * (x - b.x) + (y - b.y) * (y - b.y) + (z - b.z) * (z - b.z);
                    f += b.w * std::exp(-d2 / (2 * b.r * b.r));
                }
                field[at] = f;
            }
    std::vector<std::size_t> order(n);
    std::iota(order.begin(), order.end(), 0);
    std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return field[a] < field[b]; });
    const std::vector<double> values = sharedValues();
    std::vector<double> out(n);
    for (std::size_t rank = 0; rank < n; ++rank)
        out[order[rank]] = values[rank];
    return out;
}

// `values` as int16 (or float32 with `asFloat`, scaled by `scale` and offset by `offset`) on a 1 mm grid
// with the given origin.
bool writeSubject(const QString& path, const std::vector<double>& values, bool asFloat = false,
                  double scale = 1.0, double offset = 0.0, volume::Vec3 origin = {0, 0, 0})
{
    volume::Geometry g;
    g.size = {kNx, kNy, kNz};
    g.origin = origin;
    auto v = volume::Volume::allocate(asFloat ? volume::PixelType::Float32 : volume::PixelType::Int16, g);
    if (!v)
        return false;
    if (asFloat) {
        auto out = v->voxels<float>();
        for (std::size_t i = 0; i < values.size(); ++i)
            out[i] = float(values[i] * scale + offset);
    } else {
        auto out = v->voxels<std::int16_t>();
        for (std::size_t i = 0; i < values.size(); ++i)
            out[i] = std::int16_t(values[i]);
    }
    volume::VolumeList list;
    list.push_back(std::move(*v));
    return io::writeNifti(path.toStdString(), list).ok();
}

bool writeText(const QString& path, const QByteArray& text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The finding codes of an audit's JSON, sorted.
QStringList codesOf(const QJsonObject& json)
{
    QStringList codes;
    for (const QJsonValue& f : json["findings"].toArray())
        codes << f.toObject()["code"].toString();
    codes.sort();
    return codes;
}

// The record a pair side names: an object with split and case.
QString sideName(const QJsonObject& side)
{
    return side["split"].toString() + "/" + side["case"].toString();
}

// "kind train/case test/case" for every pair, sorted.
QStringList pairsOf(const QJsonObject& json)
{
    QStringList out;
    for (const QJsonValue& v : json["pairs"].toArray()) {
        const QJsonObject p = v.toObject();
        out << p["kind"].toString() + " " + sideName(p["a"].toObject()) + " " + sideName(p["b"].toObject());
    }
    out.sort();
    return out;
}

} // namespace

class TestAuditCli : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    QString m_train, m_test, m_clean, m_scaled; // split folders
    QStringList m_leaky;                        // --split arguments of the leaking dataset

    QString path(const QString& relative) const { return m_dir.filePath(relative); }

    CliRun audit(const QStringList& args) { return cli(QStringList{"audit"} + args); }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        for (const char* folder : {"train", "test", "clean", "scaled", "out"})
            QVERIFY(QDir(m_dir.path()).mkpath(folder));
        m_train = path("train");
        m_test = path("test");
        m_clean = path("clean");
        m_scaled = path("scaled");
        for (unsigned s = 1; s <= 4; ++s)
            QVERIFY(writeSubject(m_train + QString("/case_%1.nii.gz").arg(s, 2, 10, QChar('0')),
                                 subjectValues(s)));
        for (unsigned s = 5; s <= 6; ++s) {
            const QString name = QString("/case_%1.nii.gz").arg(s, 2, 10, QChar('0'));
            QVERIFY(writeSubject(m_test + name, subjectValues(s)));
            QVERIFY(writeSubject(m_clean + name, subjectValues(s)));
            // The same subjects with the values of a [0, 1] normalisation: (HU + 1000) / 2000.
            QVERIFY(writeSubject(m_scaled + name, subjectValues(s), true, 1.0 / 2000, 0.5));
        }
        // The leak: case_02's voxels as float32, with another origin (a re-export).
        QVERIFY(writeSubject(m_test + "/leak.nii.gz", subjectValues(2), true, 1.0, 0.0, {-50, 20, 7}));
        m_leaky = QStringList{"--split", "train=" + m_train, "--split", "test=" + m_test};
    }

    void argumentErrors_data()
    {
        QTest::addColumn<QStringList>("args");
        QTest::addColumn<int>("exitCode");
        QTest::addColumn<QString>("message");
        const QString t = "train=" + QDir::tempPath();
        const QString s = "test=" + QDir::tempPath();
        QTest::addRow("no splits") << QStringList{"audit"} << 2 << "audit needs the splits";
        QTest::addRow("split without =") << QStringList{"audit", "--split", "train", "--split", s} << 2
                                         << "--split needs NAME=PATH (train=data/train), not 'train'";
        QTest::addRow("split without name")
            << QStringList{"audit", "--split", "=/data", "--split", s} << 2 << "--split needs NAME=PATH";
        QTest::addRow("split without path")
            << QStringList{"audit", "--split", "train=", "--split", s} << 2 << "--split needs NAME=PATH";
        QTest::addRow("split name with slash") << QStringList{"audit", "--split", "a/b=/data", "--split", s}
                                               << 2 << "a split name cannot hold '/'";
        QTest::addRow("one split") << QStringList{"audit", "--split", t} << 2 << "give at least two --split";
        QTest::addRow("splits and csv")
            << QStringList{"audit", "--split", t, "--split", s, "--csv", "x.csv"} << 2 << "not both";
        QTest::addRow("positional") << QStringList{"audit", "data"} << 2 << "not 'data'";
        QTest::addRow("unknown option")
            << QStringList{"audit", "--splits", t} << 2 << "unknown option --splits";
        QTest::addRow("bad device") << QStringList{"audit", "--split", t, "--split", s, "--device", "gpu"}
                                    << 2 << "--device is auto, cpu or cuda, not 'gpu'";
        QTest::addRow("device without model")
            << QStringList{"audit", "--split", t, "--split", s, "--device", "cpu"} << 2
            << "give --embedding MODEL.pt";
        QTest::addRow("similarity above 1")
            << QStringList{"audit", "--split", t, "--split", s, "--similarity", "2"} << 2
            << "--similarity needs a number above 0 and at most 1";
        QTest::addRow("json and report one file")
            << QStringList{"audit", "--split", t, "--split", s, "--json", "a.html", "--report", "a.html"} << 2
            << "--json and --report name the same file";
        QTest::addRow("slurm option alone")
            << QStringList{"audit", "--split", t, "--split", s, "--shards", "4"} << 2
            << "--shards is an option of audit --emit-slurm";
        QTest::addRow("merge without files")
            << QStringList{"audit", "--merge"} << 2 << "audit --merge needs the shard files";
        QTest::addRow("merge with split") << QStringList{"audit", "--merge", "a.json", "--split", t} << 2
                                          << "--split belongs to the fingerprint step";
        QTest::addRow("merge and emit")
            << QStringList{"audit", "--merge", "a.json", "--emit-slurm", "a.sh"} << 2 << "not both";
        QTest::addRow("emit without shards")
            << QStringList{"audit", "--emit-slurm", "a.sh", "--split", t, "--split", s} << 2
            << "needs --shards N";
        QTest::addRow("emit with zero shards")
            << QStringList{"audit", "--emit-slurm", "a.sh", "--split", t, "--split", s, "--shards", "0"} << 2
            << "--shards needs a whole number from 1 to 100000, not '0'";
        QTest::addRow("emit with json")
            << QStringList{"audit", "--emit-slurm", "a.sh", "--split", t,  "--split",
                           s,       "--shards",     "2",    "--json",  "-"}
            << 2 << "writes OUT_DIR/audit.json";
        QTest::addRow("fingerprint without shard")
            << QStringList{"fingerprint", "--split", t, "--split", s, "--out", "x.json"} << 2
            << "fingerprint needs --shard I/N";
        QTest::addRow("shard 3/3") << QStringList{"fingerprint", "--shard", "3/3",   "--split", t,
                                                  "--split",     s,         "--out", "x.json"}
                                   << 2 << "--shard 3/3 does not exist: the shards of 3 are numbered 0 to 2";
        QTest::addRow("shard x/2")
            << QStringList{"fingerprint", "--shard", "x/2", "--split", t, "--split", s, "--out", "x.json"}
            << 2 << "--shard needs I/N, shard I (counting from 0) of N, as in 0/4, not 'x/2'";
        QTest::addRow("shard 0/0") << QStringList{"fingerprint", "--shard", "0/0",   "--split", t,
                                                  "--split",     s,         "--out", "x.json"}
                                   << 2 << "--shard 0/0 does not exist";
        QTest::addRow("shard negative")
            << QStringList{"fingerprint", "--shard", "-1/2", "--split", t, "--split", s, "--out", "x.json"}
            << 2 << "--shard needs I/N";
        QTest::addRow("shard without slash")
            << QStringList{"fingerprint", "--shard", "2", "--split", t, "--split", s, "--out", "x.json"} << 2
            << "--shard needs I/N";
        QTest::addRow("fingerprint without out")
            << QStringList{"fingerprint", "--shard", "0/2", "--split", t, "--split", s} << 2
            << "fingerprint needs --out SHARD.json";
        QTest::addRow("shard into a missing folder")
            << QStringList{"fingerprint", "--shard", "0/2",   "--split",        t,
                           "--split",     s,         "--out", "/no/such/s.json"}
            << 2 << "the folder of --out /no/such/s.json does not exist";
        QTest::addRow("report into a missing folder")
            << QStringList{"audit", "--split", t, "--split", s, "--report", "/no/such/a.pdf"} << 2
            << "the folder of --report /no/such/a.pdf does not exist";
        QTest::addRow("report of unknown type")
            << QStringList{"audit", "--split", t, "--split", s, "--report", "a.docx"} << 2
            << "--report writes .pdf, .html, .md or .json, not 'a.docx'";
        QTest::addRow("fingerprint without splits")
            << QStringList{"fingerprint", "--shard", "0/2", "--out", "x.json"} << 2
            << "fingerprint needs the splits";
    }
    void argumentErrors()
    {
        QFETCH(QStringList, args);
        QFETCH(int, exitCode);
        QFETCH(QString, message);
        const CliRun r = cli(args);
        QVERIFY2(r.err.contains(message.toUtf8()), r.err.constData());
        QCOMPARE(r.exitCode, exitCode);
        QVERIFY(r.out.isEmpty());
    }

    void inputErrors()
    {
        // A split folder that is not there: exit 3 naming it.
        CliRun r = audit({"--split", "train=" + m_train, "--split", "test=" + path("nowhere")});
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains("nowhere"), r.err.constData());
        // A shard file that is not there (3), and one that is not JSON (4).
        r = audit({"--merge", path("missing.json")});
        QCOMPARE(r.exitCode, 3);
        QVERIFY(writeText(path("broken.json"), "{\"format\": "));
        r = audit({"--merge", path("broken.json")});
        QCOMPARE(r.exitCode, 4);
        QVERIFY2(r.err.contains("broken.json"), r.err.constData());
        // An embedding model that is not there (3), and one that is not TorchScript (4).
        r = audit(m_leaky + QStringList{"--embedding", path("missing.pt"), "--device", "cpu"});
        QCOMPARE(r.exitCode, 3);
        QVERIFY2(r.err.contains("missing.pt"), r.err.constData());
        QVERIFY(writeText(path("notes.pt"), "not a model"));
        r = cli(QStringList{"fingerprint", "--shard", "0/1", "--out", path("out/e.json"), "--embedding",
                            path("notes.pt")} +
                m_leaky);
        QCOMPARE(r.exitCode, 4);
        QVERIFY2(r.err.contains("is not a TorchScript file"), r.err.constData());
        QVERIFY(!QFile::exists(path("out/e.json")));
        // A shard that cannot be written (its name is a folder's): 6.
        r = cli(QStringList{"fingerprint", "--shard", "0/1", "--out", path("out")} + m_leaky);
        QCOMPARE(r.exitCode, 6);
        QVERIFY2(r.err.contains("could not be written"), r.err.constData());
    }

    void jsonNamesTheLeakedPair()
    {
        const CliRun r = audit(m_leaky + QStringList{"--json", "-", "--quiet"});
        QVERIFY2(r.exitCode == 9, r.err.constData());
        QJsonParseError error;
        const QJsonDocument doc = QJsonDocument::fromJson(r.out, &error);
        QVERIFY2(error.error == QJsonParseError::NoError, qPrintable(error.errorString()));
        const QJsonObject json = doc.object();
        QVERIFY(pairsOf(json).contains("duplicate train/case_02.nii.gz test/leak.nii.gz"));
        QVERIFY(codesOf(json).contains("leakage.duplicate_volume"));
        QVERIFY(!codesOf(json).contains("audit.clean_splits"));
        // No other subject is paired with another.
        for (const QString& p : pairsOf(json))
            QVERIFY2(p.contains("case_02") && p.contains("leak"), qPrintable(p));
    }

    void textSummaryOnStdout()
    {
        const QString json = path("out/leaky.json");
        const CliRun r = audit(m_leaky + QStringList{"--json", json});
        QCOMPARE(r.exitCode, 9);
        QVERIFY2(r.out.contains("Dataset audit: 7 volumes in 2 splits (train 4, test 3)"), r.out.constData());
        QVERIFY(r.out.contains("leakage.duplicate_volume"));
        QVERIFY(r.out.contains("Suspected pairs"));
        QVERIFY(r.out.contains("train/case_02.nii.gz"));
        QVERIFY(r.out.contains("test/leak.nii.gz"));
        QVERIFY(QJsonDocument::fromJson(readAll(json)).object().contains("pairs"));
    }

    void cleanSplitsExitZero()
    {
        const CliRun r =
            audit({"--split", "train=" + m_train, "--split", "test=" + m_clean, "--json", "-", "--quiet"});
        QVERIFY2(r.exitCode == 0, r.out.constData());
        const QJsonObject json = r.json();
        QVERIFY(json["pairs"].toArray().isEmpty());
        QVERIFY(codesOf(json).contains("audit.clean_splits"));
        // Bare NIfTI files name no patient: the audit says it cannot rule out patient overlap, and still
        // exits 0 (it found nothing).
        for (const QString& code : codesOf(json))
            QVERIFY2((!code.startsWith("leakage.") || code == "leakage.inconclusive") &&
                         !code.startsWith("dataset."),
                     qPrintable(code));
        QJsonObject inconclusive;
        for (const QJsonValue& f : json["findings"].toArray())
            if (f.toObject()["code"].toString() == "leakage.inconclusive")
                inconclusive = f.toObject();
        QVERIFY(!inconclusive.isEmpty());
        double without = -1, volumes = -2;
        for (const QJsonValue& m : inconclusive["measurements"].toArray()) {
            if (m.toObject()["name"].toString() == "volumes_without_identity")
                without = m.toObject()["value"].toDouble();
            if (m.toObject()["name"].toString() == "volumes")
                volumes = m.toObject()["value"].toDouble();
        }
        QCOMPARE(without, volumes);
        QCOMPARE(volumes, double(json["records"].toArray().size()));
    }

    void rescaledTestSplitIsAMismatch()
    {
        const CliRun r =
            audit({"--split", "train=" + m_train, "--split", "test=" + m_scaled, "--json", "-", "--quiet"});
        QCOMPARE(r.exitCode, 9);
        const QJsonObject json = r.json();
        QVERIFY2(codesOf(json).contains("dataset.intensity_mismatch"), qPrintable(codesOf(json).join(' ')));
        QVERIFY(json["pairs"].toArray().isEmpty()); // other subjects: no leak
    }

    void shardsMergedGiveTheSingleRun()
    {
        const CliRun single = audit(m_leaky + QStringList{"--json", "-", "--quiet"});
        QCOMPARE(single.exitCode, 9);
        QStringList shards;
        for (int i = 0; i < 2; ++i) {
            const QString file = path(QString("out/shard-%1-of-2.json").arg(i));
            const CliRun f =
                cli(QStringList{"fingerprint", "--shard", QString("%1/2").arg(i), "--out", file} + m_leaky);
            QVERIFY2(f.exitCode == 0, f.err.constData());
            QVERIFY(f.out.contains("written to"));
            shards << file;
        }
        // A shard rerun alone writes the same file.
        const QByteArray first = readAll(shards[0]);
        QVERIFY(cli(QStringList{"fingerprint", "--shard", "0/2", "--out", shards[0], "--quiet"} + m_leaky)
                    .exitCode == 0);
        QCOMPARE(readAll(shards[0]), first);

        const CliRun merged = audit(QStringList{"--merge"} + shards + QStringList{"--json", "-", "--quiet"});
        QVERIFY2(merged.exitCode == 9, merged.err.constData());
        QCOMPARE(codesOf(merged.json()), codesOf(single.json()));
        QCOMPARE(pairsOf(merged.json()), pairsOf(single.json()));
        QCOMPARE(merged.json()["findings"], single.json()["findings"]);

        // One shard missing: the merge says so, and which; one given twice, likewise. Neither writes a
        // result.
        const CliRun half = audit({"--merge", shards[0], "--json", path("out/half.json")});
        QCOMPARE(half.exitCode, 2);
        QVERIFY2(half.err.contains("Shard 1 of 2 is missing: rerun it (fingerprint --shard I/N)"),
                 half.err.constData());
        QVERIFY(half.out.isEmpty());
        QVERIFY(!QFile::exists(path("out/half.json")));
        const CliRun twice = audit({"--merge", shards[0], shards[0]});
        QCOMPARE(twice.exitCode, 2);
        QVERIFY2(twice.err.contains("shard 0 of 2 was given twice"), twice.err.constData());
    }

    void reportHoldsPairsAndHistogram()
    {
        const QString html = path("out/audit.html");
        CliRun r = audit(m_leaky + QStringList{"--report", html, "--quiet"});
        QCOMPARE(r.exitCode, 9);
        const QByteArray text = readAll(html);
        QVERIFY(text.contains("Suspected pairs"));
        QVERIFY(text.contains("case_02"));
        QVERIFY(text.contains("Intensity histograms per split"));
        QVERIFY(text.contains("<svg"));
        QVERIFY(text.contains("data:image/png;base64")); // the pair's picture
        const QString md = path("out/audit.md");
        r = audit(m_leaky + QStringList{"--report", md, "--quiet"});
        QCOMPARE(r.exitCode, 9);
        QVERIFY(readAll(md).contains(
            "| \\# | Split | Case | Path | Kind | Similarity | Evidence |")); // '#' escaped
    }

    void csvPatientsArePseudonymisedInTheReport()
    {
        const QString csv = path("splits.csv");
        QVERIFY(writeText(csv, "case,split,path,patient\n"
                               "a,train,train/case_01.nii.gz,Smith-0042\n"
                               "b,train,train/case_03.nii.gz,Jones-0007\n"
                               "c,test,clean/case_05.nii.gz,Smith-0042\n"
                               "d,test,clean/case_06.nii.gz,Brown-0099\n"));
        const QString html = path("out/csv.html");
        const CliRun r = audit({"--csv", csv, "--json", "-", "--report", html, "--quiet", "--key", "k"});
        QCOMPARE(r.exitCode, 9);
        QVERIFY2(pairsOf(r.json()).contains("csv-patient train/a test/c"),
                 qPrintable(pairsOf(r.json()).join(", ")));
        const QByteArray report = readAll(html);
        QVERIFY(!report.contains("Smith-0042"));
        QVERIFY(report.contains("PAT-"));
        const CliRun plain = audit({"--csv", csv, "--report", html, "--quiet", "--include-identifiers"});
        QCOMPARE(plain.exitCode, 9);
        QVERIFY(readAll(html).contains("Smith-0042"));
    }

    void mergedReportWithoutTheRawData()
    {
        // Shards of a copy of the dataset, which is then removed: the merge still reports, and says why
        // the pictures are missing.
        QTemporaryDir copy;
        QVERIFY(QDir().mkpath(copy.filePath("train")) && QDir().mkpath(copy.filePath("test")));
        for (const QString& f : QDir(m_train).entryList(QDir::Files))
            QVERIFY(QFile::copy(m_train + "/" + f, copy.filePath("train/" + f)));
        for (const QString& f : QDir(m_test).entryList(QDir::Files))
            QVERIFY(QFile::copy(m_test + "/" + f, copy.filePath("test/" + f)));
        const QString shard = path("out/gone-0-of-1.json");
        QCOMPARE(cli({"fingerprint", "--shard", "0/1", "--split", "train=" + copy.filePath("train"),
                      "--split", "test=" + copy.filePath("test"), "--out", shard, "--quiet"})
                     .exitCode,
                 0);
        QVERIFY(copy.remove());
        const QString html = path("out/gone.html");
        const CliRun r = audit({"--merge", shard, "--report", html, "--quiet"});
        QCOMPARE(r.exitCode, 9);
        QVERIFY2(r.err.contains("The picture of pair 1 is not included"), r.err.constData());
        QVERIFY(readAll(html).contains("The picture of pair 1 is not included"));
    }

    void pdfReport()
    {
        const QString pdf = path("out/audit.pdf");
        const CliRun r = audit(m_leaky + QStringList{"--report", pdf, "--quiet"});
        if (r.exitCode == 5 && r.err.contains("cannot write PDF"))
            QSKIP("this build has no PDF writer");
        QCOMPARE(r.exitCode, 9);
        QVERIFY(readAll(pdf).startsWith("%PDF"));
        if (QStandardPaths::findExecutable("pdftotext").isEmpty())
            QFAIL("pdftotext is missing: run packaging/install-deps.sh (it installs poppler-utils)");
        QProcess p;
        p.start("pdftotext", {"-enc", "UTF-8", pdf, "-"});
        QVERIFY(p.waitForFinished(60000));
        const QByteArray text = p.readAllStandardOutput();
        QVERIFY(text.contains("Dataset audit"));
        QVERIFY(text.contains("Suspected pairs"));
    }

    void emitSlurmRunsLocallyToTheSameFindings()
    {
        if (QStandardPaths::findExecutable("bash").isEmpty())
            QSKIP("bash is needed to run the SLURM script");
        // A fake sbatch: records the job script it is given on stdin, prints a job id.
        const QString bin = path("fakebin"), record = path("record");
        QVERIFY(QDir().mkpath(bin) && QDir().mkpath(record));
        QVERIFY(writeText(bin + "/sbatch", "#!/bin/bash\n"
                                           "n=$(cat \"$RECORD/count\" 2>/dev/null || echo 0); n=$((n + 1))\n"
                                           "echo \"$n\" > \"$RECORD/count\"\n"
                                           "printf '%s\\0' \"$@\" > \"$RECORD/sbatch-$n.args\"\n"
                                           "cat > \"$RECORD/sbatch-$n.job\"\n"
                                           "echo $((100 + n))\n"));
        QVERIFY(QFile::setPermissions(bin + "/sbatch", QFileDevice::ReadOwner | QFileDevice::ExeOwner));
        const QString outDir = path("slurm out $x");
        const QString script = path("audit job.sh");
        const CliRun emitted =
            audit(m_leaky + QStringList{"--emit-slurm", script, "--shards", "3", "--out-dir", outDir,
                                        "--partition", "short", "--time", "00:30:00"});
        QVERIFY2(emitted.exitCode == 0, emitted.err.constData());
        QVERIFY(emitted.out.contains("7 sources in 2 splits, 3 shards"));

        QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
        env.insert("RECORD", record);
        env.insert("PATH", bin + ":" + env.value("PATH"));
        auto bash = [&env](const QStringList& args, const QString& task = {}) {
            QProcess p;
            QProcessEnvironment e = env;
            if (!task.isEmpty())
                e.insert("SLURM_ARRAY_TASK_ID", task);
            e.insert("SLURM_CPUS_PER_TASK", "2");
            p.setProcessEnvironment(e);
            p.start("bash", args);
            p.waitForFinished(300000);
            return p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1;
        };
        QCOMPARE(bash({script}), 0);
        QVERIFY(readAll(record + "/sbatch-2.args").contains("--dependency=afterok:101"));
        // What SLURM would do: every array task, then the merge.
        for (int task = 0; task < 3; ++task)
            QCOMPARE(bash({record + "/sbatch-1.job"}, QString::number(task)), 0);
        QCOMPARE(bash({record + "/sbatch-2.job"}), 0); // exit 9 (the leak) is a result, not a failed job
        const QJsonObject slurm = QJsonDocument::fromJson(readAll(outDir + "/audit.json")).object();
        const CliRun single = audit(m_leaky + QStringList{"--json", "-", "--quiet"});
        QCOMPARE(codesOf(slurm), codesOf(single.json()));
        QCOMPARE(pairsOf(slurm), pairsOf(single.json()));
        QCOMPARE(slurm["findings"], single.json()["findings"]);
    }
};

QTEST_GUILESS_MAIN(TestAuditCli)
#include "tst_audit_cli.moc"
