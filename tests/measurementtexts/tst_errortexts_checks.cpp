// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The checks' errors in the user's language (base/errortexts.h, issue 22): real errors, made by calling
// the run comparison, the case lists, the audit's shards, sources and references, the segmentation
// metrics and the pair check on broken input, rendered through the shipped German and Chinese catalogues
// and compared to sentences written by hand. A technical detail in parentheses stays as it is.
#include "base/errortexts.h"
#include "checks/audit/output/auditjson.h"
#include "checks/audit/parity/parity.h"
#include "checks/audit/shards/shards.h"
#include "checks/audit/sources/arrays.h"
#include "checks/audit/sources/sources.h"
#include "checks/compare/cases/casematch.h"
#include "checks/compare/metrics/segmentationmetrics.h"
#include "checks/compare/runs/comparisonwords.h"
#include "checks/compare/runs/runcomparison.h"
#include "checks/geometry/pairgeometry.h"
#include "report/translatereport.h"
#include "support/qmcatalogue.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace scansleuth;

namespace {

const QmCatalog& catalogue(const char* path)
{
    return testsupport::shippedCatalogue(path);
}

bool writeFile(const QString& path, const QByteArray& bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

// The message of a failed result, or a note that it did not fail (which no expected sentence matches).
template <typename T> QString messageOf(const Result<T>& r)
{
    return r ? QStringLiteral("(no error)") : QString::fromStdString(r.error().message);
}

volume::Volume labelVolume(volume::PixelType type, volume::Index3 size)
{
    volume::Geometry g;
    g.size = size;
    return volume::Volume::allocate(type, g).value();
}

} // namespace

class TestErrorTextsChecks : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    QString path(const QString& name) const { return m_dir.filePath(name); }
    std::string stdPath(const QString& name) const { return path(name).toStdString(); }

    // Two run folders `a` and `b` of one case, case1.nii: a the whole control image, b its first 400 bytes
    // (a truncated file). False when they cannot be written.
    bool writeRunsWithTruncatedCase(const QString& a, const QString& b) const
    {
        QFile control(QStringLiteral(SCANSLEUTH_TEST_DATA_DIR "/malformed/nifti_control_8x8x8.nii"));
        if (!control.open(QIODevice::ReadOnly))
            return false;
        const QByteArray nifti = control.readAll();
        return QDir(m_dir.path()).mkpath(a) && QDir(m_dir.path()).mkpath(b) &&
               writeFile(path(a + QStringLiteral("/case1.nii")), nifti) &&
               writeFile(path(b + QStringLiteral("/case1.nii")), nifti.left(400));
    }

private Q_SLOTS:
    void checksSayWhyInGermanAndChinese_data()
    {
        QTest::addColumn<QString>("message"); // what the code said
        QTest::addColumn<QString>("english"); // what it should say
        QTest::addColumn<QString>("german");
        QTest::addColumn<QString>("chinese");
        QVERIFY(m_dir.isValid());

        // A run comparison whose run b holds a truncated prediction: the case's read error nests the
        // reader's sentence in "Could not read {path}: ...".
        QVERIFY(writeRunsWithTruncatedCase(QStringLiteral("a"), QStringLiteral("b")));
        Result<compare::Comparison> compared = compare::compareRuns(
            {{"a", stdPath(QStringLiteral("a"))}, {"b", stdPath(QStringLiteral("b"))}}, "");
        QVERIFY(compared && compared->cases.size() == 1 && compared->cases[0].inputs.size() == 2);
        const QString truncated = path(QStringLiteral("b/case1.nii"));
        QTest::addRow("run comparison, unreadable prediction")
            << QString::fromStdString(compared->cases[0].inputs[1].error)
            << "Could not read " + truncated +
                   ": The file is shorter than its header says (it is truncated or the dimensions are wrong)."
            << truncated +
                   " konnte nicht gelesen werden: Die Datei ist kürzer, als ihr Header angibt (sie ist "
                   "abgeschnitten oder die Dimensionen sind falsch)."
            << "无法读取 " + truncated + "：文件比其头信息所声明的更短（文件被截断或维度有误）。";

        // A case list with a quote that never closes.
        const QString list = path(QStringLiteral("cases.csv"));
        QVERIFY(writeFile(list, "case,file\n\"case1,a/case1.nii\n"));
        QTest::addRow("case list, open quote")
            << messageOf(compare::listRunCases({"base", list.toStdString()}))
            << "The case list of run 'base' has an unterminated quote on line 2 of " + list + "."
            << "Die Fallliste von Lauf 'base' hat in Zeile 2 von " + list +
                   " ein nicht geschlossenes Anführungszeichen."
            << "运行 'base' 的病例列表在 " + list + " 的第 2 行有未闭合的引号。";
        QTest::addRow("case list of the truth, open quote")
            << messageOf(compare::listRunCases({"truth", list.toStdString(), true}))
            << "The case list of the truth has an unterminated quote on line 2 of " + list + "."
            << "Die Fallliste der Grundwahrheit hat in Zeile 2 von " + list +
                   " ein nicht geschlossenes Anführungszeichen."
            << "金标准的病例列表在 " + list + " 的第 2 行有未闭合的引号。";
        QTest::addRow("run without a name") << messageOf(compare::parseRunSpec("predictions/"))
                                            << "A run must be given as NAME=PATH, not 'predictions/'."
                                            << "Ein Lauf muss als NAME=PFAD angegeben werden, nicht als "
                                               "'predictions/'."
                                            << "运行必须以 NAME=PATH 的形式给出，而不是 'predictions/'。";
        QTest::addRow("one run, no truth")
            << messageOf(compare::matchCases({{"a", stdPath(QStringLiteral("a"))}}))
            << "A comparison needs at least two runs, or one run and the truth; 1 run(s) given and no truth."
            << "Ein Vergleich braucht mindestens zwei Läufe oder einen Lauf und die Grundwahrheit; angegeben "
               "sind 1 Lauf/Läufe und keine Grundwahrheit."
            << "比较至少需要两次运行，或一次运行加金标准；现在给出了 1 次运行，且没有金标准。";

        // The audit's shards: one of another format version, a file that is no shard, one missing.
        const QString oldShard = path(QStringLiteral("old.shard.json"));
        QVERIFY(writeFile(oldShard, R"({"format": "scansleuth.audit-shard", "version": 1})"));
        const QString version = QString::number(audit::kShardFormatVersion);
        QTest::addRow("shard of another version")
            << messageOf(audit::readShardFile(oldShard.toStdString()))
            << "The shard " + oldShard + " has format version 1; this build reads version " + version +
                   ": make the shards again with this version."
            << "Der Shard " + oldShard + " hat die Formatversion 1; dieser Build liest Version " + version +
                   ": Erstellen Sie die Shards mit dieser Version neu."
            << "分片 " + oldShard + " 的格式版本为 1；此版本只读取版本 " + version +
                   "：请用此版本重新生成分片。";
        const QString notShard = path(QStringLiteral("other.json"));
        QVERIFY(writeFile(notShard, R"({"format": "scansleuth.audit"})"));
        QTest::addRow("not a shard")
            << messageOf(audit::readShardFile(notShard.toStdString()))
            << "The file " + notShard +
                   " is not an audit shard (its \"format\" is not \"scansleuth.audit-shard\")."
            << "Die Datei " + notShard +
                   " ist kein Audit-Shard (ihr \"format\" ist nicht \"scansleuth.audit-shard\")."
            << "文件 " + notShard + " 不是审计分片（其 \"format\" 不是 \"scansleuth.audit-shard\"）。";
        audit::Shard first;
        first.count = 3;
        QTest::addRow("shards missing")
            << messageOf(audit::mergeShards({first}))
            << "Shards 1, 2 of 3 are missing: rerun them (fingerprint --shard I/N) and merge again."
            << "Die Shards 1, 2 von 3 fehlen: Führen Sie sie erneut aus (fingerprint --shard I/N) und führen "
               "Sie die Shards wieder zusammen."
            << "缺少分片 1, 2（共 3 个）：请重新运行它们（fingerprint --shard I/N）并再次合并。";
        QTest::addRow("shard given twice")
            << messageOf(audit::mergeShards({first, first})) << "shard 0 of 3 was given twice."
            << "Shard 0 von 3 wurde zweimal angegeben."
            << "分片 0/3 被给出了两次。";

        // The audit's sources and references.
        QTest::addRow("split name with a slash")
            << messageOf(audit::listSources({{"train/2", stdPath(QStringLiteral("a"))}}))
            << "The splits cannot be read: the split name 'train/2' holds '=' or '/'."
            << "Die Splits können nicht gelesen werden: Der Split-Name 'train/2' enthält '=' oder '/'."
            << "无法读取划分：划分名称 'train/2' 含有 '=' 或 '/'。";
        const QString fingerprint = path(QStringLiteral("dataset_fingerprint.json"));
        QVERIFY(writeFile(fingerprint,
                          R"({"foreground_intensity_properties_per_channel": {}, "spacings": [[1, 2]]})"));
        QTest::addRow("broken nnU-Net fingerprint")
            << messageOf(audit::readReferenceFingerprint(fingerprint.toStdString()))
            << "The nnU-Net fingerprint " + fingerprint +
                   " has a \"spacings\" entry that is not a list of three numbers per case."
            << "Der nnU-Net-Fingerabdruck " + fingerprint +
                   " hat einen Eintrag \"spacings\", der keine Liste von drei Zahlen je Fall ist."
            << "nnU-Net 指纹 " + fingerprint + " 中的 \"spacings\" 条目不是每个病例三个数的列表。";
        const QString npz = path(QStringLiteral("tiny.npz"));
        QVERIFY(writeFile(npz, "PK\x03\x04"));
        const Status walked = audit::detail::forEachArray(npz.toStdString(), [](auto&&) { return Status{}; });
        QTest::addRow("damaged npz") << (walked ? QString() : QString::fromStdString(walked.error().message))
                                     << "The .npz archive is damaged: it is too short to be a zip archive."
                                     << "Das .npz-Archiv ist beschädigt: Es ist zu kurz für ein ZIP-Archiv."
                                     << ".npz 归档已损坏：它太短，不可能是 zip 归档。";

        // The segmentation metrics: a label map on another grid, the difference in words too; a value that is
        // no label, with its detail.
        const volume::Volume small = labelVolume(volume::PixelType::UInt8, {4, 4, 4});
        QTest::addRow("label maps on two grids")
            << messageOf(
                   compare::segmentationMetrics(small, labelVolume(volume::PixelType::UInt8, {4, 4, 5})))
            << "The two label maps are not on the same voxel grid: sizes differ; corners differ by up to 1 "
               "mm (1 "
               "voxels)."
            << "Die beiden Labelkarten liegen nicht auf demselben Voxelgitter: Größen unterscheiden sich; "
               "Ecken "
               "unterscheiden sich um bis zu 1 mm (1 Voxel)."
            << "两个标签图不在同一体素网格上：尺寸不同；角点最多相差 1 mm（1 个体素）。";
        volume::Geometry flat;
        flat.size = {4, 4, 4};
        flat.spacing[0] = 0;
        const volume::Volume flatA = volume::Volume::allocate(volume::PixelType::UInt8, flat).value();
        const volume::Volume flatB = volume::Volume::allocate(volume::PixelType::UInt8, flat).value();
        QTest::addRow("label maps on a grid without voxel size")
            << messageOf(compare::segmentationMetrics(flatA, flatB))
            << "The label maps' geometry cannot place voxels: spacing[0] is 0, not a positive voxel size."
            << "Die Geometrie der Labelkarten kann keine Voxel platzieren: spacing[0] ist 0, keine positive "
               "Voxelgröße."
            << "标签图的几何信息无法定位体素：spacing[0] 为 0，不是正的体素尺寸。";
        volume::Volume fractional = labelVolume(volume::PixelType::Float32, {4, 4, 4});
        fractional.voxels<float>()[0] = 0.5f;
        const auto notWhole = compare::segmentationMetrics(small, fractional);
        QTest::addRow("a label that is not a whole number, with its detail")
            << (notWhole
                    ? QString()
                    : QString::fromStdString(notWhole.error().message + " (" + notWhole.error().detail + ")"))
            << "Label map B holds a value that is not a whole number (0.5). (voxel 0)"
            << "Labelkarte B enthält einen Wert, der keine ganze Zahl ist (0.5). (voxel 0)"
            << "标签图 B 含有一个不是整数的值（0.5）。 (voxel 0)";

        // The pair check: a 4D mask.
        io::LoadedImage image, mask;
        image.volumes.push_back(labelVolume(volume::PixelType::UInt8, {4, 4, 4}));
        mask.volumes.push_back(labelVolume(volume::PixelType::UInt8, {4, 4, 4}));
        mask.volumes.push_back(labelVolume(volume::PixelType::UInt8, {4, 4, 4}));
        QTest::addRow("4D mask") << messageOf(checks::checkPair(image, mask))
                                 << "The mask is 4D (2 volumes); check-pair needs a 3D mask."
                                 << "Die Maske ist 4D (2 Volumen); check-pair braucht eine 3D-Maske."
                                 << "掩膜是 4D 的（2 个体积）；check-pair 需要 3D 掩膜。";
    }

    void checksSayWhyInGermanAndChinese()
    {
        QFETCH(QString, message);
        QFETCH(QString, english);
        QFETCH(QString, german);
        QFETCH(QString, chinese);
        QCOMPARE(message, english);
        const std::string m = message.toStdString();
        QCOMPARE(QString::fromStdString(renderErrorText(m, englishTranslator())), english);
        QCOMPARE(QString::fromStdString(renderErrorText(m, catalogue(SCANSLEUTH_DE_QM).translator())),
                 german);
        QCOMPARE(QString::fromStdString(renderErrorText(m, catalogue(SCANSLEUTH_ZH_CN_QM).translator())),
                 chinese);
    }

    // A comparison report's failed cases: a run whose name holds ": " and whose file is truncated reads
    // "'v2: tta': Could not read ...: ..." (the run quoted, the reader's sentence nested), translated whole
    // by the report ({name_input}: {error_text}), not taken apart at the name's own colon.
    void unreadableRunFileInAReport()
    {
        QVERIFY(writeRunsWithTruncatedCase(QStringLiteral("ra"), QStringLiteral("rb")));
        Result<compare::Comparison> compared = compare::compareRuns(
            {{"nnU-Net, fold 0", stdPath(QStringLiteral("ra"))}, {"v2: tta", stdPath(QStringLiteral("rb"))}},
            "");
        QVERIFY(compared && compared->cases.size() == 1);
        const std::string reason = compare::unreliableReason(compared->cases[0]);
        const QString truncated = path(QStringLiteral("rb/case1.nii"));
        QCOMPARE(
            QString::fromStdString(reason),
            "'v2: tta': Could not read " + truncated +
                ": The file is shorter than its header says (it is truncated or the dimensions are wrong).");
        QCOMPARE(QString::fromStdString(
                     report::translateReportText(reason, catalogue(SCANSLEUTH_DE_QM).translator())),
                 "'v2: tta': " + truncated +
                     " konnte nicht gelesen werden: Die Datei ist kürzer, als ihr Header angibt (sie ist "
                     "abgeschnitten oder die Dimensionen sind falsch).");
        QCOMPARE(QString::fromStdString(
                     report::translateReportText(reason, catalogue(SCANSLEUTH_ZH_CN_QM).translator())),
                 "'v2: tta'：无法读取 " + truncated +
                     "：文件比其头信息所声明的更短（文件被截断或维度有误）。");
    }
};

QTEST_GUILESS_MAIN(TestErrorTextsChecks)
#include "tst_errortexts_checks.moc"
