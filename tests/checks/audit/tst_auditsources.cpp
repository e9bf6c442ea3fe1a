// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The audit's inputs: split folders and CSVs listed into sources in one order every machine reproduces,
// shards that together hold each source once, and the array reader (.npy, .npz, .pt) on files numpy and
// torch wrote (tests/data/audit, see its README) and on zip archives built here to lie about sizes and CRCs.
#include "checks/audit/shards/shards.h"
#include "checks/audit/sources/arrays.h"
#include "checks/audit/sources/sources.h"
#include "io/nifti/niftiwriter.h"
#include "support/auditfixture.h"

#include <QTemporaryDir>
#include <QTest>

#include <filesystem>
#include <map>
#include <random>

using namespace scansleuth;
using namespace scansleuth::audit;
using namespace scansleuth::testing;
namespace fs = std::filesystem;

namespace {

void writeSmallNifti(const fs::path& path)
{
    fs::create_directories(path.parent_path());
    volume::VolumeList v;
    v.push_back(makeVolume<std::int16_t>({2, 2, 2}, {1, 2, 3, 4, 5, 6, 7, 8}));
    QVERIFY(io::writeNifti(path.string(), v).ok());
}

void copyFile(const std::string& from, const fs::path& to)
{
    fs::create_directories(to.parent_path());
    fs::copy_file(from, to, fs::copy_options::overwrite_existing);
}

// A dataset with every kind of source, a non-image, a fake DICOM, an empty folder and a link loop.
void makeDataset(const fs::path& root)
{
    writeSmallNifti(root / "train/a.nii.gz");
    writeSmallNifti(root / "train/sub/b.nii");
    copyFile(kAuditMrSmall, root / "train/dcm/MR_small.dcm");
    copyFile(kAuditCtSmall, root / "train/dcm/CT_small.dcm");
    copyFile(kAuditMrSmall, root / "train/dcm/deeper/MR_small.dcm");
    writeFile(root / "train/arrays/x.npy", npyBytes("<f4", {2}, rawBytes<float>({1, 2})));
    writeFile(root / "train/arrays/y.npz",
              zipBytes({member("a.npy", npyBytes("<f4", {1}, rawBytes<float>({1})))}));
    writeFile(root / "train/arrays/z.pt", "not read when listing");
    writeFile(root / "train/README.txt", "notes");
    writeFile(root / "train/broken.dcm", "not DICOM at all");
    fs::create_directories(root / "train/empty");
    fs::create_directory_symlink(root / "train", root / "train/loop");
    writeSmallNifti(root / "test/c.nii");
}

struct Expected
{
    std::string split, relative, caseId;
    bool dicom = false;
};

} // namespace

class TestAuditSources : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void listsEveryKindOfSourceInOneOrder();
    void singleFileSplits();
    void listSourcesRejects_data();
    void listSourcesRejects();
    void readsSplitCsv_data();
    void readsSplitCsv();
    void splitCsvRejects_data();
    void splitCsvRejects();
    void shardsHoldEverySourceOnce();
    void readsNumpyAndTorchFiles();
    void readsArchivesBuiltField_by_field();
    void refusesHostileArrays_data();
    void refusesHostileArrays();
};

void TestAuditSources::listsEveryKindOfSourceInOneOrder()
{
    QTemporaryDir dir;
    const fs::path root = dir.path().toStdString();
    makeDataset(root);
    // The test split first: the list follows the order given, not the alphabet.
    auto list = listSources({{"test", (root / "test").string()}, {"train", (root / "train").string()}});
    QVERIFY2(list.ok(), list.ok() ? "" : list.error().message.c_str());
    const std::vector<Expected> expected{
        {"test", "test/c.nii", "c.nii", false},
        {"train", "train/a.nii.gz", "a.nii.gz", false},
        {"train", "train/arrays/x.npy", "arrays/x.npy", false},
        {"train", "train/arrays/y.npz", "arrays/y.npz", false},
        {"train", "train/arrays/z.pt", "arrays/z.pt", false},
        {"train", "train/dcm", "dcm", true},
        {"train", "train/dcm/deeper", "dcm/deeper", true},
        {"train", "train/sub/b.nii", "sub/b.nii", false},
    };
    QCOMPARE(list->sources.size(), expected.size());
    for (std::size_t i = 0; i < expected.size(); ++i) {
        const AuditSource& s = list->sources[i];
        QCOMPARE(s.split, expected[i].split);
        QCOMPARE(s.path, (root / expected[i].relative).string());
        QCOMPARE(s.caseId, expected[i].caseId);
        QCOMPARE(s.dicom, expected[i].dicom);
        QVERIFY(s.patient.empty());
    }
    QCOMPARE(list->splits.size(), std::size_t(2));
    QCOMPARE(list->splits[0].name, std::string("test"));
    QCOMPARE(list->failures.size(), std::size_t(1));
    QCOMPARE(list->failures[0].path, (root / "train/broken.dcm").string());
    QCOMPARE(list->failures[0].kind, std::string("corrupt"));
    QVERIFY(list->failures[0].reason.find("no DICOM header") != std::string::npos);
    QCOMPARE(list->filesSkipped, std::int64_t(1)); // README.txt; the link loop is not followed

    // The same folders listed again give the same list (what every task of a SLURM array relies on).
    auto again = listSources({{"test", (root / "test").string()}, {"train", (root / "train").string()}});
    QVERIFY(again.ok());
    QVERIFY(again->sources == list->sources);
}

void TestAuditSources::singleFileSplits()
{
    QTemporaryDir dir;
    const fs::path root = dir.path().toStdString();
    writeSmallNifti(root / "one.nii");
    copyFile(kAuditCtSmall, root / "slice.dcm");
    auto list = listSources({{"a", (root / "one.nii").string()}, {"b", (root / "slice.dcm").string()}});
    QVERIFY(list.ok());
    QCOMPARE(list->sources.size(), std::size_t(2));
    QCOMPARE(list->sources[0].caseId, std::string("one.nii"));
    QVERIFY(!list->sources[0].dicom);
    QCOMPARE(list->sources[1].path, (root / "slice.dcm").string());
    QCOMPARE(list->sources[1].caseId, std::string("slice.dcm"));
    QVERIFY(list->sources[1].dicom);

    QTemporaryDir empty;
    auto none = listSources({{"a", empty.path().toStdString()}});
    QVERIFY(none.ok());
    QVERIFY(none->sources.empty());
    QVERIFY(none->failures.empty());
}

void TestAuditSources::listSourcesRejects_data()
{
    QTest::addColumn<QStringList>("names");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("fragment");
    QTest::addRow("no split") << QStringList{} << int(ErrorKind::Invalid) << "No split";
    QTest::addRow("empty name") << QStringList{""} << int(ErrorKind::Invalid) << "has no name";
    QTest::addRow("name with =") << QStringList{"a=b"} << int(ErrorKind::Invalid) << "'a=b'";
    QTest::addRow("name with /") << QStringList{"a/b"} << int(ErrorKind::Invalid) << "'a/b'";
    QTest::addRow("repeated") << QStringList{"train", "train"} << int(ErrorKind::Invalid) << "given twice";
    QTest::addRow("missing folder") << QStringList{"missing"} << int(ErrorKind::NotFound) << "does not exist";
}

void TestAuditSources::listSourcesRejects()
{
    QFETCH(QStringList, names);
    QFETCH(int, kind);
    QFETCH(QString, fragment);
    QTemporaryDir dir;
    std::vector<SplitInput> splits;
    for (const QString& name : names)
        splits.push_back({name.toStdString(), name == "missing" ? dir.path().toStdString() + "/nothing"
                                                                : dir.path().toStdString()});
    auto list = listSources(splits);
    QVERIFY(!list.ok());
    QCOMPARE(int(list.error().kind), kind);
    QVERIFY2(list.error().message.find(fragment.toStdString()) != std::string::npos,
             list.error().message.c_str());
}

void TestAuditSources::readsSplitCsv_data()
{
    // Rows: "split|case|relative path|patient|dicom" per source, in the list's order.
    QTest::addColumn<QByteArray>("csv");
    QTest::addColumn<QStringList>("expected");
    QTest::addColumn<QStringList>("splits");
    QTest::addColumn<QStringList>("failures"); // "relative path|detail fragment"
    QTest::addRow("comma with BOM") << QByteArray("\xEF\xBB\xBF"
                                                  "case,split,path\nc1,train,a.nii\nc2,test,b.nii\n")
                                    << QStringList{"train|c1|a.nii||0", "test|c2|b.nii||0"}
                                    << QStringList{"train", "test"} << QStringList{};
    QTest::addRow("semicolons, any column order, patient")
        << QByteArray("Path;PATIENT;Split;Case\r\nb.nii;P2;test;c2\r\na.nii;P1;train;c1\r\n")
        << QStringList{"test|c2|b.nii|P2|0", "train|c1|a.nii|P1|0"} << QStringList{"test", "train"}
        << QStringList{};
    QTest::addRow("quoted fields")
        << QByteArray("case,split,path\n\"c,1\",train,\"a.nii\"\n\"c \"\"2\"\"\", train ,b.nii\n")
        << QStringList{"train|c,1|a.nii||0", "train|c \"2\"|b.nii||0"} << QStringList{"train"}
        << QStringList{};
    QTest::addRow("blank lines") << QByteArray("\ncase,split,path\n\nc1,train,a.nii\n  \n\n")
                                 << QStringList{"train|c1|a.nii||0"} << QStringList{"train"} << QStringList{};
    QTest::addRow("a folder is walked, case from the CSV")
        << QByteArray("case,split,path\nscan7,train,dcm\n") << QStringList{"train|scan7|dcm||1"}
        << QStringList{"train"} << QStringList{};
    QTest::addRow("path relative to the CSV's folder, with ..")
        << QByteArray("case,split,path\nc1,train,sub/../a.nii\n") << QStringList{"train|c1|a.nii||0"}
        << QStringList{"train"} << QStringList{};
    QTest::addRow("a missing path is a failure")
        << QByteArray("case,split,path\nc1,train,a.nii\nc2,test,gone.nii\n")
        << QStringList{"train|c1|a.nii||0"} << QStringList{"train", "test"} << QStringList{"gone.nii|line 3"};
    QTest::addRow("a folder without images is a failure")
        << QByteArray("case,split,path\nc1,train,a.nii\nc2,test,nothing\n")
        << QStringList{"train|c1|a.nii||0"} << QStringList{"train", "test"} << QStringList{"nothing|line 3"};
}

void TestAuditSources::readsSplitCsv()
{
    QFETCH(QByteArray, csv);
    QFETCH(QStringList, expected);
    QFETCH(QStringList, splits);
    QFETCH(QStringList, failures);
    QTemporaryDir dir;
    const fs::path root = dir.path().toStdString();
    writeSmallNifti(root / "a.nii");
    writeSmallNifti(root / "b.nii");
    copyFile(kAuditMrSmall, root / "dcm/MR_small.dcm");
    writeFile(root / "nothing/README.txt", "no image here");
    writeFile(root / "splits.csv", csv.toStdString());
    auto list = readSplitCsv((root / "splits.csv").string());
    QVERIFY2(list.ok(), list.ok() ? "" : list.error().message.c_str());
    QCOMPARE(list->sources.size(), std::size_t(expected.size()));
    for (qsizetype i = 0; i < expected.size(); ++i) {
        const QStringList f = expected[i].split('|');
        const AuditSource& s = list->sources[std::size_t(i)];
        QCOMPARE(QString::fromStdString(s.split), f[0]);
        QCOMPARE(QString::fromStdString(s.caseId), f[1]);
        QCOMPARE(s.path, (root / f[2].toStdString()).string());
        QCOMPARE(QString::fromStdString(s.patient), f[3]);
        QCOMPARE(s.dicom, f[4] == "1");
    }
    QCOMPARE(list->splits.size(), std::size_t(splits.size()));
    for (qsizetype i = 0; i < splits.size(); ++i)
        QCOMPARE(QString::fromStdString(list->splits[std::size_t(i)].name), splits[i]);
    QCOMPARE(list->failures.size(), std::size_t(failures.size()));
    for (qsizetype i = 0; i < failures.size(); ++i) {
        const QStringList f = failures[i].split('|');
        QCOMPARE(list->failures[std::size_t(i)].path, (root / f[0].toStdString()).string());
        QCOMPARE(list->failures[std::size_t(i)].kind, std::string("not_found"));
        QVERIFY(list->failures[std::size_t(i)].detail.find(f[1].toStdString()) != std::string::npos);
    }
}

void TestAuditSources::splitCsvRejects_data()
{
    QTest::addColumn<QByteArray>("csv");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("fragment");
    QTest::addRow("missing path column")
        << QByteArray("case,split,file\nc1,train,a.nii\n") << int(ErrorKind::Invalid) << "no 'path' column";
    QTest::addRow("missing two columns")
        << QByteArray("case;path\nc1;a.nii\n") << int(ErrorKind::Invalid) << "no 'split' column";
    QTest::addRow("wrong field count names the line")
        << QByteArray("case,split,path\nc1,train,a.nii\nc2,test\n") << int(ErrorKind::Invalid)
        << "Line 3 of the split CSV has 2 fields; the header has 3";
    QTest::addRow("line numbers count quoted line breaks")
        << QByteArray("case,split,path\n\"c\n1\",train,a.nii\nc2,test,b.nii,extra\n")
        << int(ErrorKind::Invalid) << "Line 4";
    QTest::addRow("empty file") << QByteArray("") << int(ErrorKind::Invalid) << "empty";
    QTest::addRow("header only") << QByteArray("case,split,path\n") << int(ErrorKind::Invalid)
                                 << "lists no case";
    QTest::addRow("unterminated quote")
        << QByteArray("case,split,path\nc1,train,\"a.nii\n") << int(ErrorKind::Invalid) << "line 2";
    QTest::addRow("bad split name") << QByteArray("case,split,path\nc1,tr/ain,a.nii\n")
                                    << int(ErrorKind::Invalid) << "Line 2";
    QTest::addRow("empty path") << QByteArray("case,split,path\nc1,train,\n") << int(ErrorKind::Invalid)
                                << "empty case or path";
    QTest::addRow("no such CSV") << QByteArray() << int(ErrorKind::NotFound) << "";
}

void TestAuditSources::splitCsvRejects()
{
    QFETCH(QByteArray, csv);
    QFETCH(int, kind);
    QFETCH(QString, fragment);
    QTemporaryDir dir;
    const fs::path root = dir.path().toStdString();
    writeSmallNifti(root / "a.nii");
    if (kind != int(ErrorKind::NotFound))
        writeFile(root / "splits.csv", csv.toStdString());
    auto list = readSplitCsv((root / "splits.csv").string());
    QVERIFY(!list.ok());
    QCOMPARE(int(list.error().kind), kind);
    QVERIFY2(list.error().message.find(fragment.toStdString()) != std::string::npos,
             list.error().message.c_str());
}

void TestAuditSources::shardsHoldEverySourceOnce()
{
    QTemporaryDir dir;
    const fs::path root = dir.path().toStdString();
    makeDataset(root);
    auto list = listSources({{"train", (root / "train").string()}, {"test", (root / "test").string()}});
    QVERIFY(list.ok());
    QCOMPARE(list->sources.size(), std::size_t(8));
    std::map<std::string, int> seen;
    std::vector<std::size_t> sizes;
    for (int i = 0; i < 3; ++i) {
        auto part = shardOf(list->sources, i, 3);
        QVERIFY(part.ok());
        sizes.push_back(part->size());
        for (const AuditSource& s : *part)
            ++seen[s.split + ":" + s.path];
    }
    QCOMPARE(seen.size(), list->sources.size());
    for (const auto& [key, count] : seen)
        QVERIFY2(count == 1, key.c_str());
    QCOMPARE(sizes, (std::vector<std::size_t>{3, 3, 2}));
    QVERIFY(!shardOf(list->sources, 3, 3).ok());
    QVERIFY(!shardOf(list->sources, 0, 0).ok());
}

// image = arange(24, int16).reshape(2, 3, 4) - 5, [D, H, W]: voxel (x, y, z) holds 12 z + 4 y + x - 5.
void checkImageArray(const detail::ArrayVolume& a)
{
    QCOMPARE(a.dtype, std::string("int16"));
    QCOMPARE(a.volumes, 1);
    QCOMPARE(a.volume.geometry().size, (volume::Index3{4, 3, 2}));
    QCOMPARE(a.volume.storedValue(0, 0, 0), -5.0);
    QCOMPARE(a.volume.storedValue(3, 0, 0), -2.0);
    QCOMPARE(a.volume.storedValue(0, 2, 0), 3.0);
    QCOMPARE(a.volume.storedValue(1, 2, 1), 16.0);
    QCOMPARE(a.volume.storedValue(3, 2, 1), 18.0);
}

// mask = [[1.5, -2.0], [0.25, 8.0]] float32, [H, W]: a 2 x 2 x 1 volume.
void checkMaskArray(const detail::ArrayVolume& a)
{
    QCOMPARE(a.dtype, std::string("float32"));
    QCOMPARE(a.volume.geometry().size, (volume::Index3{2, 2, 1}));
    QCOMPARE(a.volume.storedValue(0, 0, 0), 1.5);
    QCOMPARE(a.volume.storedValue(1, 0, 0), -2.0);
    QCOMPARE(a.volume.storedValue(0, 1, 0), 0.25);
    QCOMPARE(a.volume.storedValue(1, 1, 0), 8.0);
}

std::vector<detail::ArrayVolume> readArrays(const std::string& path, Status* status = nullptr)
{
    std::vector<detail::ArrayVolume> out;
    Status s = detail::forEachArray(path, [&](detail::ArrayVolume&& a) -> Status {
        out.push_back(std::move(a));
        return {};
    });
    if (status)
        *status = s;
    else if (!s)
        qWarning("%s: %s (%s)", path.c_str(), s.error().message.c_str(), s.error().detail.c_str());
    return out;
}

void TestAuditSources::readsNumpyAndTorchFiles()
{
    for (const char* name : {"stored.npz", "deflated.npz"}) {
        const auto arrays = readArrays(kAuditData + "/audit/" + name);
        QCOMPARE(arrays.size(), std::size_t(2));
        QCOMPARE(arrays[0].label, std::string("image"));
        checkImageArray(arrays[0]);
        QCOMPARE(arrays[1].label, std::string("mask"));
        checkMaskArray(arrays[1]);
    }
    // numpy's savez writes zip64 local headers with sizes in the extra field: the directory is what counts.
    auto dir = detail::readZipDirectory(kAuditData + "/audit/deflated.npz");
    QVERIFY(dir.ok());
    QCOMPARE(dir->size(), std::size_t(2));
    QCOMPARE(dir->at(0).method, 8);
    QCOMPARE(dir->at(0).size, std::uint64_t(176));

    const auto pt = readArrays(kAuditData + "/audit/image.pt");
    QCOMPARE(pt.size(), std::size_t(1));
    QVERIFY(pt[0].label.empty());
    checkImageArray(pt[0]);

    // [C, D, H, W] = [2, 2, 3, 4] of arange / 4: the first channel, and the channel count as volumes.
    const auto channels = readArrays(kAuditData + "/audit/channels.npy");
    QCOMPARE(channels.size(), std::size_t(1));
    QCOMPARE(channels[0].volumes, 2);
    QCOMPARE(channels[0].volume.geometry().size, (volume::Index3{4, 3, 2}));
    QCOMPARE(channels[0].volume.storedValue(3, 2, 1), 23 / 4.0);
}

void TestAuditSources::readsArchivesBuiltField_by_field()
{
    QTemporaryDir dir;
    const fs::path root = dir.path().toStdString();
    std::vector<std::int16_t> image(24);
    for (int i = 0; i < 24; ++i)
        image[std::size_t(i)] = std::int16_t(i - 5);
    const std::string imageNpy = npyBytes("<i2", {2, 3, 4}, rawBytes(image));
    const std::string maskNpy = npyBytes("<f4", {2, 2}, rawBytes<float>({1.5f, -2.0f, 0.25f, 8.0f}));
    const std::string big = npyBytes("<f4", {1, 1, 64, 64, 64}, std::string(64 * 64 * 64 * 4, '\0'));
    writeFile(root / "mixed.npz",
              zipBytes({member("image.npy", imageNpy, true), member("notes.txt", "not an array", false),
                        member("mask.npy", maskNpy, false), member("zeros.npy", big, true)}));
    const auto arrays = readArrays((root / "mixed.npz").string());
    QCOMPARE(arrays.size(), std::size_t(3));
    checkImageArray(arrays[0]);
    checkMaskArray(arrays[1]);
    QCOMPARE(arrays[2].label, std::string("zeros"));
    QCOMPARE(arrays[2].volume.geometry().size, (volume::Index3{64, 64, 64}));
    QCOMPARE(arrays[2].volumes, 1); // [1, 1, D, H, W]
}

void TestAuditSources::refusesHostileArrays_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<int>("kind");
    QTest::addColumn<QString>("fragment");
    const std::string npy = npyBytes("<f4", {2, 2}, rawBytes<float>({1, 2, 3, 4}));
    const std::string good = zipBytes({member("a.npy", npy, true)});
    auto bytes = [](const std::string& s) {
        return QByteArray(s.data(), qsizetype(s.size()));
    };
    QTest::addRow("CRC mismatch") << "crc.npz"
                                  << bytes(zipBytes({member("a.npy", npy, true, std::nullopt, 0x12345678u)}))
                                  << int(ErrorKind::Corrupt) << "fails its CRC check";
    QTest::addRow("stored CRC mismatch")
        << "crc2.npz" << bytes(zipBytes({member("a.npy", npy, false, std::nullopt, 1u)}))
        << int(ErrorKind::Corrupt) << "fails its CRC check";
    QTest::addRow("member claims 10^12 bytes")
        << "bomb.npz" << bytes(zipBytes({member("a.npy", npy, true, std::uint64_t(1000000000000))}))
        << int(ErrorKind::TooLarge) << "claims more bytes";
    QTest::addRow("claim past deflate's ratio")
        << "ratio.npz" << bytes(zipBytes({member("a.npy", npy, true, std::uint64_t(500) << 20)}))
        << int(ErrorKind::Corrupt) << "can inflate to";
    QTest::addRow("inflates past its stated size")
        << "runs-on.npz" << bytes(zipBytes({member("a.npy", npy, true, npy.size() - 10)}))
        << int(ErrorKind::Corrupt) << "inflates to more than";
    QTest::addRow("inflates short of its stated size")
        << "short.npz" << bytes(zipBytes({member("a.npy", npy, true, npy.size() + 10)}))
        << int(ErrorKind::Corrupt) << "ends after";
    QTest::addRow("stored sizes disagree")
        << "stored.npz" << bytes(zipBytes({member("a.npy", npy, false, npy.size() + 4)}))
        << int(ErrorKind::Corrupt) << "different stored and stated sizes";
    QTest::addRow("archive truncated") << "cut.npz" << bytes(good.substr(0, good.size() / 2))
                                       << int(ErrorKind::Corrupt) << "no zip end record";
    std::string gap = good;
    gap.erase(40, 8); // member data shortened: every offset after it is wrong
    QTest::addRow("member data cut") << "gap.npz" << bytes(gap) << int(ErrorKind::Corrupt) << "damaged";
    QTest::addRow("no array inside") << "empty.npz" << bytes(zipBytes({member("readme.txt", "hello", false)}))
                                     << int(ErrorKind::NotFound) << "holds no array";
    QTest::addRow("random bytes named .npz")
        << "random.npz" << QByteArray(300, '\x5a') << int(ErrorKind::Corrupt) << "no zip end record";
    std::mt19937 rng(7);
    std::string noise(4096, '\0');
    for (char& c : noise)
        c = char(rng() & 0xFF);
    QTest::addRow("random bytes named .npy") << "random.npy" << bytes(noise) << int(ErrorKind::Corrupt) << "";
    QTest::addRow("axis of length 0") << "zero.npy" << bytes(npyBytes("<f4", {3, 0, 2}, ""))
                                      << int(ErrorKind::Corrupt) << "axis of length 0";
    QTest::addRow("a single number") << "scalar.npy" << bytes(npyBytes("<f4", {}, rawBytes<float>({1})))
                                     << int(ErrorKind::Unsupported) << "single number";
    QTest::addRow("empty .pt") << "empty.pt" << QByteArray() << int(ErrorKind::Corrupt) << "";
}

void TestAuditSources::refusesHostileArrays()
{
    QFETCH(QString, name);
    QFETCH(QByteArray, bytes);
    QFETCH(int, kind);
    QFETCH(QString, fragment);
    QTemporaryDir dir;
    const fs::path path = fs::path(dir.path().toStdString()) / name.toStdString();
    writeFile(path, bytes.toStdString());
    Status s;
    const auto arrays = readArrays(path.string(), &s);
    QVERIFY(!s.ok());
    QVERIFY(arrays.empty());
    QVERIFY2(int(s.error().kind) == kind,
             (std::string(errorKindName(s.error().kind)) + ": " + s.error().message).c_str());
    QVERIFY2(s.error().message.find(fragment.toStdString()) != std::string::npos, s.error().message.c_str());
}

QTEST_GUILESS_MAIN(TestAuditSources)
#include "tst_auditsources.moc"
