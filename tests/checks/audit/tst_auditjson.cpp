// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The audit's files: a shard reads back exactly (every double, the thumbnail bytes, UTF-8 names) on a
// German desktop, every broken shard is refused with the field named, and the audit JSON holds the pairs
// with both records and no thumbnails.
#include "checks/audit/output/auditjson.h"
#include "checks/audit/parity/parityinternal.h"
#include "checks/audit/reduce/reduceinternal.h"

#include "support/germanlocale.h"

#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <fstream>
#include <limits>

using namespace scansleuth;
using namespace scansleuth::audit;
using nlohmann::json;

namespace {

VolumeRecord awkwardRecord(const std::string& split, const std::string& caseId)
{
    VolumeRecord r;
    r.split = split;
    r.caseId = caseId;
    r.path = "/data/" + split + "/Müller ß/" + caseId + ".nii.gz";
    r.label = "series 3: \"T1\"";
    r.format = "nifti1";
    r.volumes = 2;
    r.identity.patientId = "P\u00e9\u00e8-001";
    r.identity.patientName = "Müller^Hans";
    r.identity.birthDate = "19610412";
    r.identity.sex = "M";
    r.identity.studyUid = "1.2.3";
    r.identity.seriesUid = "1.2.3.4";
    r.identity.frameOfReferenceUid = "1.2.3.9";
    r.identity.accessionNumber = "A1";
    r.identity.sopUids = {"1.2.3.4.1", "1.2.3.4.2"};
    r.identity.csvPatient = "p1";
    r.identity.from = "dicom-beside";
    r.identity.dicomSource = "/data/dicom/x";
    r.tags = {{"Modality", "CT"}, {"KVP", "120"}};
    r.hasGeometry = true;
    r.dims = {512, 511, 3000000000LL};
    r.spacing = {0.1, 1.0 / 3.0, 2.5e-300};
    r.origin = {-117.125, 1.0 / 7.0, 1e-300};
    r.direction = {{{0.9999999999999998, 0, 0.01}, {0, -1, 0}, {-0.01, 0, 1.0 / 3.0}}};
    r.orientation = "LPI";
    r.dtype = "int16";
    r.rescaleSlope = 0.30000000000000004;
    r.rescaleIntercept = -std::numeric_limits<double>::infinity(); // JSON cannot hold it: written as "-inf"
    r.intensity.count = 123456789012LL;
    r.intensity.nonFinite = 7;
    r.intensity.min = -1024.0000000000002;
    r.intensity.max = std::numeric_limits<double>::max();
    r.intensity.mean = std::numeric_limits<double>::denorm_min();
    r.intensity.std = 1e-5;
    for (int k = 0; k < kQuantileCount; ++k)
        r.intensity.quantiles[std::size_t(k)] = -1000 + k * 0.1 + 1e-9 * k * k;
    r.intensity.zeroFraction = 0.7;
    r.intensity.integerValued = true;
    r.content.voxelHash = "0123456789abcdef0123456789abcdef";
    for (int k = 0; k < kScreenLength; ++k)
        r.content.screen[std::size_t(k)] = float(std::sin(k)) / 7.0f;
    r.content.thumbnailSpacing = 4.0 / 3.0;
    r.content.thumbnailSize = {8, 4, 9};
    for (int k = 0; k < 8 * 4 * 9; ++k)
        r.content.thumbnail.push_back(std::uint8_t(k * 37 % 256));
    r.content.embedding = {0.1f, -0.25f, 1e-30f};
    return r;
}

Shard awkwardShard()
{
    Shard s;
    s.index = 2;
    s.count = 5;
    s.splits = {{"train", "/data/train"}, {"test", "/data/test"}};
    s.sources = 11;
    s.records = {awkwardRecord("train", "a"), awkwardRecord("test", "b")};
    s.records[1].content.thumbnail.clear(); // no thumbnail: allowed
    s.records[1].content.thumbnailSize = {0, 0, 0};
    s.records[1].content.embedding.clear();
    s.failures = {{"/data/test/x.nii", "corrupt", "The file is truncated.", "byte 352"}};
    s.options.nearDuplicates = true;
    s.options.embeddingModel = "/models/enc.pt";
    s.options.device = "cuda:0";
    s.toolVersion = "0.9.0-12-gabc";
    return s;
}

void compareShards(const Shard& a, const Shard& b)
{
    QCOMPARE(a.index, b.index);
    QCOMPARE(a.count, b.count);
    QCOMPARE(a.splits, b.splits);
    QCOMPARE(a.sources, b.sources);
    QCOMPARE(a.records.size(), b.records.size());
    for (std::size_t i = 0; i < a.records.size(); ++i)
        QVERIFY2(a.records[i] == b.records[i], ("record " + std::to_string(i)).c_str());
    QCOMPARE(a.failures, b.failures);
    QCOMPARE(a.options, b.options);
    QCOMPARE(a.toolVersion, b.toolVersion);
}

} // namespace

class TestAuditJson : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void shardRoundTripIsExactUnderGermanLocale()
    {
        SCANSLEUTH_GERMAN_LOCALE(german);
        const Shard s = awkwardShard();
        const std::string text = shardToJson(s).dump(1);
        QVERIFY(text.find("0.1,") != std::string::npos || text.find("0.1\n") != std::string::npos);
        QVERIFY(text.find("0,1") == std::string::npos);
        QVERIFY(text.find("\"-inf\"") != std::string::npos);
        QTemporaryDir dir;
        const std::string path = dir.filePath("shard-2.json").toStdString();
        std::ofstream(path, std::ios::binary) << text;
        auto back = readShardFile(path);
        QVERIFY2(back, back ? "" : back.error().message.c_str());
        compareShards(*back, s);
        // Written again, byte for byte the same.
        QCOMPARE(shardToJson(*back).dump(1), text);
    }

    void notANumberReadsBack()
    {
        Shard s = awkwardShard();
        s.records[0].rescaleSlope = std::nan("");
        auto back = shardFromJson(json::parse(shardToJson(s).dump()), "s.json");
        QVERIFY(back);
        QVERIFY(std::isnan(back->records[0].rescaleSlope));
    }

    void brokenShardsNameTheField_data()
    {
        QTest::addColumn<QString>("change");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("message");
        QTest::addRow("not a shard") << "format" << int(ErrorKind::Corrupt) << "is not an audit shard";
        QTest::addRow("other version")
            << "version" << int(ErrorKind::Unsupported)
            << "has format version 1; this build reads version 2: make the shards again";
        QTest::addRow("no direction (version 1 records)")
            << "direction" << int(ErrorKind::Corrupt) << "\"records[0].direction\" is missing";
        QTest::addRow("short origin")
            << "origin" << int(ErrorKind::Corrupt) << "\"records[1].origin\" must be an array of 3 numbers";
        QTest::addRow("missing field")
            << "missing" << int(ErrorKind::Corrupt) << "\"records[1].intensity.quantiles\" is missing";
        QTest::addRow("short quantiles")
            << "short" << int(ErrorKind::Corrupt)
            << "\"records[0].intensity.quantiles\" must be an array of 101 numbers";
        QTest::addRow("decreasing quantiles") << "decreasing" << int(ErrorKind::Corrupt)
                                              << "\"records[0].intensity.quantiles\" must not decrease";
        QTest::addRow("non-finite quantile") << "nan" << int(ErrorKind::Corrupt)
                                             << "\"records[0].intensity.quantiles\" must be finite numbers";
        QTest::addRow("wrong type") << "type" << int(ErrorKind::Corrupt)
                                    << "\"records[0].dims\" must be an array of 3 whole numbers";
        QTest::addRow("string for a number")
            << "string" << int(ErrorKind::Corrupt) << "\"records[0].rescale_slope\" must be a number";
        QTest::addRow("thumbnail size")
            << "thumbnail" << int(ErrorKind::Corrupt)
            << "\"records[0].content.thumbnail\" holds 288 bytes but thumbnail_size says 8 x 4 x 10 = 320";
        QTest::addRow("not base64") << "base64" << int(ErrorKind::Corrupt)
                                    << "\"records[0].content.thumbnail\" is not base64";
        QTest::addRow("unknown split") << "split" << int(ErrorKind::Corrupt)
                                       << "\"records[1].split\" names a split that is not in \"splits\"";
        QTest::addRow("index past count")
            << "index" << int(ErrorKind::Corrupt) << "\"index\" must be a whole number from 0 to 4";
        QTest::addRow("bad tag") << "tag" << int(ErrorKind::Corrupt)
                                 << "\"records[0].tags.KVP\" must be a string";
        QTest::addRow("not an object") << "array" << int(ErrorKind::Corrupt) << "is not an audit shard";
    }
    void brokenShardsNameTheField()
    {
        QFETCH(QString, change);
        QFETCH(int, kind);
        QFETCH(QString, message);
        json j = shardToJson(awkwardShard());
        if (change == "format")
            j["format"] = "scansleuth.audit";
        else if (change == "version")
            j["version"] = 1;
        else if (change == "direction")
            j["records"][0].erase("direction");
        else if (change == "origin")
            j["records"][1]["origin"].erase(2);
        else if (change == "missing")
            j["records"][1]["intensity"].erase("quantiles");
        else if (change == "short")
            j["records"][0]["intensity"]["quantiles"].erase(3);
        else if (change == "decreasing")
            j["records"][0]["intensity"]["quantiles"][50] = -5000;
        else if (change == "nan")
            j["records"][0]["intensity"]["quantiles"][0] = "nan";
        else if (change == "type")
            j["records"][0]["dims"][1] = 1.5;
        else if (change == "string")
            j["records"][0]["rescale_slope"] = "0,3";
        else if (change == "thumbnail")
            j["records"][0]["content"]["thumbnail_size"][2] = 10;
        else if (change == "base64")
            j["records"][0]["content"]["thumbnail"] = "@@@";
        else if (change == "split")
            j["records"][1]["split"] = "validation";
        else if (change == "index")
            j["index"] = 5;
        else if (change == "tag")
            j["records"][0]["tags"]["KVP"] = 120;
        else if (change == "array")
            j = json::array({1, 2});
        auto s = shardFromJson(j, "shard-2.json");
        QVERIFY(!s);
        QCOMPARE(int(s.error().kind), kind);
        QVERIFY2(QString::fromStdString(s.error().message).contains(message), s.error().message.c_str());
        QVERIFY(QString::fromStdString(s.error().message).contains("shard-2.json"));
    }

    void unreadableShardFiles_data()
    {
        QTest::addColumn<QByteArray>("content");
        QTest::addColumn<int>("kind");
        QTest::addColumn<QString>("message");
        QTest::addRow("missing") << QByteArray() << int(ErrorKind::NotFound) << "";
        QTest::addRow("cut short") << QByteArray("{\"format\": \"scansleuth.audit-shard\", \"rec")
                                   << int(ErrorKind::Corrupt) << "is not valid JSON";
        QTest::addRow("empty") << QByteArray("") << int(ErrorKind::Corrupt) << "is not valid JSON";
    }
    void unreadableShardFiles()
    {
        QFETCH(QByteArray, content);
        QFETCH(int, kind);
        QFETCH(QString, message);
        QTemporaryDir dir;
        const std::string path = dir.filePath("s.json").toStdString();
        if (kind != int(ErrorKind::NotFound))
            std::ofstream(path, std::ios::binary) << content.toStdString();
        auto s = readShardFile(path);
        QVERIFY(!s);
        QCOMPARE(int(s.error().kind), kind);
        QVERIFY(QString::fromStdString(s.error().message).contains(message));
    }

    void auditJsonHoldsPairsProfilesAndFindings()
    {
        SCANSLEUTH_GERMAN_LOCALE(german);
        Shard s;
        s.splits = {{"train", "/t"}, {"test", "/s"}};
        for (int i = 0; i < 4; ++i) {
            VolumeRecord r = awkwardRecord(i < 2 ? "train" : "test", "c" + std::to_string(i));
            r.dims = {64, 64, 32};
            r.spacing = {0.5, 0.5, 1.5};
            r.origin = {10.0 * i, 0, 0}; // one thumbnail for all: on one grid they would be one acquisition
            r.intensity.std = 0.5;
            r.intensity.max = 10;
            r.identity = {};
            r.content.voxelHash = "h" + std::to_string(i % 3); // c0 and c3 hold the same voxels
            s.records.push_back(r);
        }
        auto result = reduceRecords(s, {});
        QVERIFY(result);
        const json j = json::parse(auditToJson(*result).dump());
        QCOMPARE(j["format"].get<std::string>(), std::string("scansleuth.audit"));
        QCOMPARE(j["version"].get<int>(), 1);
        QCOMPARE(j["counts"]["volumes"].get<int>(), 4);
        QCOMPARE(j["counts"]["pairs"].get<int>(), 1);
        const json& pair = j["pairs"][0];
        QCOMPARE(pair["kind"].get<std::string>(), std::string("duplicate"));
        QCOMPARE(pair["code"].get<std::string>(), std::string("leakage.duplicate_volume"));
        QCOMPARE(pair["a"]["split"].get<std::string>(), std::string("train"));
        QCOMPARE(pair["a"]["case"].get<std::string>(), std::string("c0"));
        QCOMPARE(pair["b"]["case"].get<std::string>(), std::string("c3"));
        QCOMPARE(pair["b"]["path"].get<std::string>(), s.records[3].path);
        QVERIFY(pair["evidence"][0].get<std::string>().find("identical voxels") != std::string::npos);
        QCOMPARE(j["profiles"].size(), std::size_t(2));
        QCOMPARE(j["profiles"][0]["box"]["spacing_z"]["median"].get<double>(), 1.5);
        QCOMPARE(j["profiles"][1]["histogram"]["fractions"].size(), std::size_t(kHistogramBins));
        QCOMPARE(j["profiles"][0]["categorical"]["orientation"]["LPI"].get<int>(), 2);
        QVERIFY(j["parity"].size() > 0);
        QCOMPARE(j["parity"][0]["split_a"].get<std::string>(), std::string("train"));
        QCOMPARE(j["findings"].back()["code"].get<std::string>(), std::string("audit.summary"));
        QCOMPARE(j["records"][0]["spacing"][0].get<double>(), 0.5);
        QCOMPARE(j["records"][1]["identity"]["instances"].get<int>(), 0);
        // Records are summarised: no thumbnails or screens in the audit's JSON.
        const std::string text = auditToJson(*result).dump();
        QVERIFY(text.find("thumbnail") == std::string::npos);
        QVERIFY(text.find("\"screen\"") == std::string::npos);
    }
};

QTEST_GUILESS_MAIN(TestAuditJson)
#include "tst_auditjson.moc"
