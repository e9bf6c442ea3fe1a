// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// A finding's measurements in words and units (base/measurementtexts.h). The oracle for completeness is
// core's source: every measurement a check constructs ({"name", value, "unit"} after `measurements`) is
// found by reading the code, independently of the table, and must have words; then real checks run on
// the demo study and the test data, and their measurements must read in German and Chinese through the
// shipped catalogues. The expected German and Chinese rows are written by hand.
#include "base/featurewords.h"
#include "base/measurementtexts.h"
#include "checks/geometry/pairgeometry.h"
#include "checks/labels/labelchecks.h"
#include "checks/scans/slurmlog.h"
#include "checks/scans/traininglog.h"
#include "demo/phantom.h"
#include "io/imageloader.h"
#include "report/reportjson.h"
#include "report/translatereport.h"
#include "support/qmcatalogue.h"

#include <QDirIterator>
#include <QFile>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>

#include <map>
#include <set>

using namespace scansleuth;

Q_DECLARE_METATYPE(std::vector<scansleuth::Measurement>)

namespace {

// ---------------------------------------------------------------------------------------------------
// Reading core's source: a small scanner over C++ text (string literals skipped whole).

std::size_t literalEnd(const std::string& s, std::size_t open) // the index after the closing quote
{
    std::size_t j = open + 1;
    while (j < s.size() && s[j] != '"')
        j += s[j] == '\\' ? 2 : 1;
    return j + 1;
}

// The statement that starts at `from` (up to its ';' or the bracket that closes around it).
std::string statementAt(const std::string& s, std::size_t from)
{
    int depth = 0;
    for (std::size_t j = from; j < s.size();) {
        const char c = s[j];
        if (c == '"') {
            j = literalEnd(s, j);
            continue;
        }
        if (c == '(' || c == '{' || c == '[')
            ++depth;
        else if ((c == ')' || c == '}' || c == ']') && --depth < 0)
            return s.substr(from, j - from);
        else if (c == ';' && depth <= 0)
            return s.substr(from, j - from);
        ++j;
    }
    return s.substr(from);
}

std::vector<std::string> splitTopLevel(const std::string& t, char separator)
{
    std::vector<std::string> out(1);
    int depth = 0;
    for (std::size_t j = 0; j < t.size();) {
        const char c = t[j];
        if (c == '"') {
            const std::size_t end = literalEnd(t, j);
            out.back() += t.substr(j, end - j);
            j = end;
            continue;
        }
        depth += (c == '(' || c == '{' || c == '[') ? 1 : (c == ')' || c == '}' || c == ']') ? -1 : 0;
        if (c == separator && depth == 0)
            out.emplace_back();
        else
            out.back() += c;
        ++j;
    }
    return out;
}

// Every brace group's contents in `t`, nested ones included.
std::vector<std::string> braceGroups(const std::string& t)
{
    std::vector<std::string> out;
    for (std::size_t j = 0; j < t.size(); ++j) {
        if (t[j] == '"') {
            j = literalEnd(t, j) - 1;
            continue;
        }
        if (t[j] != '{')
            continue;
        int depth = 0;
        for (std::size_t k = j; k < t.size(); ++k) {
            if (t[k] == '"') {
                k = literalEnd(t, k) - 1;
                continue;
            }
            depth += t[k] == '{' ? 1 : t[k] == '}' ? -1 : 0;
            if (depth == 0) {
                out.push_back(t.substr(j + 1, k - j - 1));
                break;
            }
        }
    }
    return out;
}

std::string trimmed(const std::string& s)
{
    return QString::fromStdString(s).trimmed().toStdString();
}

// A name expression as a pattern: its literal pieces kept, anything computed as "{}"
// (`c.feature + "_median_" + c.splitA` -> "{}_median_{}").
std::string namePattern(const std::string& expression)
{
    static const QRegularExpression literal(QStringLiteral("^(?:std::string\\()?\"([^\"]*)\"\\)?$"));
    std::string out;
    for (const std::string& term : splitTopLevel(expression, '+')) {
        const QRegularExpressionMatch m = literal.match(QString::fromStdString(trimmed(term)));
        out += m.hasMatch() ? m.captured(1).toStdString() : std::string("{}");
    }
    return out;
}

struct Emitted
{
    std::map<std::string, std::string> names; // name or pattern -> the file that constructs it
    std::map<std::string, std::string> units; // literal unit -> the file
};

// Every measurement core constructs: after `measurements =`, `.push_back(` or `.insert(`, each brace
// group of three elements whose first holds a string literal is {name, value, unit}. The CUDA numbers
// are named in a table of {"name", std::regex(...)} (checks/scans/slurmpatterns.cpp).
Emitted emittedMeasurements()
{
    Emitted out;
    static const QRegularExpression start(
        QStringLiteral("measurements\\s*(?:=(?!=)|\\.push_back\\s*\\(|\\.insert\\s*\\()"));
    static const QRegularExpression cuda(QStringLiteral("\\{\"([a-z_]+)\", std::regex\\("));
    QDirIterator it(QStringLiteral(SCANSLEUTH_SOURCE_DIR "/core"), {QStringLiteral("*.cpp")}, QDir::Files,
                    QDirIterator::Subdirectories);
    while (it.hasNext()) {
        QFile f(it.next());
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const std::string file = f.fileName().toStdString();
        const std::string text = f.readAll().toStdString();
        const QString qtext = QString::fromStdString(text);
        for (auto m = start.globalMatch(qtext); m.hasNext();) {
            // QString indices are UTF-16; the prefix before a match is ASCII in practice, so recount in
            // bytes.
            const QRegularExpressionMatch match = m.next();
            const std::size_t at = qtext.left(match.capturedEnd()).toStdString().size();
            for (const std::string& group : braceGroups(statementAt(text, at))) {
                const std::vector<std::string> parts = splitTopLevel(group, ',');
                if (parts.size() != 3 || parts[0].find('{') != std::string::npos ||
                    parts[0].find('"') == std::string::npos)
                    continue;
                out.names.emplace(namePattern(parts[0]), file);
                const std::string unit = trimmed(parts[2]);
                if (unit.size() >= 2 && unit.front() == '"' && unit.back() == '"')
                    out.units.emplace(unit.substr(1, unit.size() - 2), file);
            }
        }
        if (file.find("slurmpatterns") != std::string::npos)
            for (auto m = cuda.globalMatch(qtext); m.hasNext();)
                out.names.emplace(m.next().captured(1).toStdString(), file);
    }
    return out;
}

// The table's patterns with their placeholders written "{}", to compare with namePattern's.
std::set<std::string> tablePatterns()
{
    static const QRegularExpression placeholder(QStringLiteral("\\{[a-z]+\\}"));
    std::set<std::string> out;
    for (const MeasurementText& t : measurementNameTexts())
        out.insert(QString::fromUtf8(t.key).replace(placeholder, QStringLiteral("{}")).toStdString());
    return out;
}

// ---------------------------------------------------------------------------------------------------

// The parity features the audit computes, read from checks/audit/parity's source, independently of the
// feature table: the literals of featureNames(), every `.feature = "..."` and every `features["..."]`.
std::set<std::string> parityFeaturesInSource()
{
    std::set<std::string> out;
    static const QRegularExpression literal(QStringLiteral("\"([a-z0-9_]+)\""));
    static const QRegularExpression assigned(
        QStringLiteral("(?:\\.feature\\s*=\\s*|features\\[)\"([a-z0-9_]+)\""));
    QDirIterator it(QStringLiteral(SCANSLEUTH_SOURCE_DIR "/core/checks/audit/parity"),
                    {QStringLiteral("*.cpp")}, QDir::Files);
    while (it.hasNext()) {
        QFile f(it.next());
        if (!f.open(QIODevice::ReadOnly))
            continue;
        const QString text = QString::fromUtf8(f.readAll());
        for (auto m = assigned.globalMatch(text); m.hasNext();)
            out.insert(m.next().captured(1).toStdString());
        const qsizetype from = text.indexOf(QStringLiteral("featureNames()\n{"));
        if (from < 0)
            continue;
        const qsizetype to = text.indexOf(QStringLiteral("return names;"), from);
        for (auto m = literal.globalMatch(text.mid(from, to - from)); m.hasNext();)
            out.insert(m.next().captured(1).toStdString());
    }
    return out;
}

const QmCatalog& catalogue(const char* path)
{
    return testsupport::shippedCatalogue(path);
}

Translator german()
{
    return catalogue(SCANSLEUTH_DE_QM).translator();
}

Translator chinese()
{
    return catalogue(SCANSLEUTH_ZH_CN_QM).translator();
}

bool hasCjk(const std::string& text)
{
    for (const QChar c : QString::fromStdString(text))
        if (c.unicode() >= 0x4e00 && c.unicode() <= 0x9fff)
            return true;
    return false;
}

// The English unit words: none may be left in a Chinese value.
bool hasEnglishUnitWord(const std::string& text)
{
    static const QRegularExpression words(
        QStringLiteral("\\b(voxels|values|fraction|classes|probability|nats|model "
                       "output|degrees|deg|step|epoch|row|bitmask)\\b"));
    return words.match(QString::fromStdString(text)).hasMatch();
}

} // namespace

class TestMeasurementTexts : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void everyNameCoreEmitsHasWords()
    {
        const Emitted emitted = emittedMeasurements();
        // The scanner itself: it must see the forms it is meant to see.
        QVERIFY2(emitted.names.size() > 200, qPrintable(QString::number(emitted.names.size())));
        for (const char* known : {"dice_before", "contact_share_of_cross_section", "nonfinite_share",
                                  "{}_median_{}", "stated_spacing_{}", "{}_refused_{}", "initial_loss",
                                  "tried_to_allocate", "non_integer_bracketed_along_{}_share", "shift {}"})
            QVERIFY2(emitted.names.count(known), known);
        const std::set<std::string> patterns = tablePatterns();
        QStringList missing;
        for (const auto& [name, file] : emitted.names) {
            const bool has =
                name.find("{}") != std::string::npos ? patterns.count(name) > 0 : hasMeasurementWords(name);
            if (!has)
                missing << QString::fromStdString(name + " (" + file + ")");
        }
        QVERIFY2(missing.isEmpty(), qPrintable(missing.join(QStringLiteral("\n"))));
        QStringList units;
        for (const auto& [unit, file] : emitted.units)
            if (!hasMeasurementUnit(unit))
                units << QString::fromStdString(unit + " (" + file + ")");
        QVERIFY2(units.isEmpty(), qPrintable(units.join(QStringLiteral("\n"))));
        // Units computed at run time: a training log's x axis (checks/scans/traininglog.h) and the audit
        // features' units (checks/audit/parity: featureUnit).
        for (const char* unit : {"step", "epoch", "row", "mm", "voxels"})
            QVERIFY2(hasMeasurementUnit(unit), unit);
    }

    // Every feature the parity code computes has a row in base/featurewords.cpp: a row label the report
    // translates and mid-sentence words a measurement's {feature} takes, both in German and Chinese.
    void parityFeaturesAreFoundInTheSource()
    {
        const std::set<std::string> features = parityFeaturesInSource();
        QVERIFY2(features.size() >= 15, qPrintable(QString::number(features.size())));
        for (const char* known : {"intensity", "mean", "p50", "zero_fraction", "spacing_x", "dims_z"})
            QVERIFY2(features.count(known), known);
    }

    void everyParityFeatureHasWords_data()
    {
        QTest::addColumn<QString>("feature");
        for (const std::string& feature : parityFeaturesInSource())
            QTest::addRow("%s", feature.c_str()) << QString::fromStdString(feature);
    }

    void everyParityFeatureHasWords()
    {
        QFETCH(QString, feature);
        const FeatureWords* row = featureWordsOf(feature.toStdString());
        QVERIFY2(row, "no row in base/featurewords.cpp");
        QVERIFY(row->label && *row->label && row->words && *row->words);
        // The label is a report text, translated whole; the words fill a measurement's name.
        for (const Translator& translate : {german(), chinese()}) {
            const std::string label = report::translateReportText(row->label, translate);
            QVERIFY2(label != row->label, row->label);
            const std::string name = measurementWords(feature.toStdString() + "_median_train", translate);
            QVERIFY2(name.find(row->words) == std::string::npos, qPrintable(QString::fromStdString(name)));
        }
        QVERIFY(hasCjk(report::translateReportText(row->label, chinese())));
        QCOMPARE(measurementWords(feature.toStdString() + "_ks", englishTranslator()),
                 std::string("Kolmogorov-Smirnov D of ") + row->words);
    }

    void featureWordsInGermanAndChinese()
    {
        // Written by hand: the label (context "Report") and the words (context "Measurement").
        QCOMPARE(QString::fromStdString(report::translateReportText("Fraction of zero voxels", german())),
                 QStringLiteral("Anteil der Voxel mit Wert 0"));
        QCOMPARE(QString::fromStdString(report::translateReportText("Fraction of zero voxels", chinese())),
                 QStringLiteral("零值体素比例"));
        QCOMPARE(QString::fromStdString(measurementWords("zero_fraction_median_train", englishTranslator())),
                 QStringLiteral("median share of zero voxels in train"));
        QVERIFY(QString::fromStdString(measurementWords("zero_fraction_median_train", german()))
                    .contains(QStringLiteral("Anteil der Nullvoxel")));
        QVERIFY(QString::fromStdString(measurementWords("zero_fraction_median_train", chinese()))
                    .contains(QStringLiteral("零值体素所占比例")));
    }

    void dynamicNamesReadAsWords_data()
    {
        QTest::addColumn<QString>("name");
        QTest::addColumn<QString>("english");
        QTest::addRow("parity median") << "p99_median_train"
                                       << "median 99th percentile in train";
        QTest::addRow("feature with underscore") << "zero_fraction_median_test"
                                                 << "median share of zero voxels in test";
        QTest::addRow("feature ks") << "spacing_z_ks"
                                    << "Kolmogorov-Smirnov D of spacing along z";
        QTest::addRow("split with underscore") << "intensity_median_hold_out"
                                               << "median intensity in hold_out";
        QTest::addRow("tool") << "mask_offset_voxels_nibabel"
                              << "mask offset in voxels by nibabel";
        QTest::addRow("refused") << "image_refused_FSL"
                                 << "FSL refuses the image";
        QTest::addRow("direction") << "factor_left-right"
                                   << "scale factor along left-right";
        QTest::addRow("axis letter") << "shift L"
                                     << "shift along L";
        QTest::addRow("digits") << "mask_axis_2_is_image_axis"
                                << "image axis of mask axis 2";
        QTest::addRow("per split") << "volumes_validation"
                                   << "volumes in validation";
        QTest::addRow("exact beats a pattern") << "volumes_with_identity"
                                               << "volumes with an identity";
        QTest::addRow("unknown name") << "brand_new_count"
                                      << "brand new count";
    }

    void dynamicNamesReadAsWords()
    {
        QFETCH(QString, name);
        QFETCH(QString, english);
        QCOMPARE(QString::fromStdString(measurementWords(name.toStdString(), englishTranslator())), english);
    }

    void handWrittenRows_data()
    {
        QTest::addColumn<std::vector<Measurement>>("measurements");
        QTest::addColumn<QString>("english");
        QTest::addColumn<QString>("german");
        QTest::addColumn<QString>("chinese");
        QTest::addRow("axis flip")
            << std::vector<Measurement>{{"voxel_axis", 0, ""},
                                        {"correction_shift", 12.5, "mm"},
                                        {"correction_shift_voxels", 25, "voxels"},
                                        {"dice_before", 0.34004, ""}}
            << "voxel axis 0, shift by the correction 12.5 mm, shift by the correction in "
               "voxels 25 voxels, Dice before the correction 0.34"
            << "Voxelachse 0, Verschiebung durch die Korrektur 12.5 mm, Verschiebung durch "
               "die Korrektur in Voxeln 25 Voxel, Dice vor der Korrektur 0.34"
            << "体素轴 0，校正带来的位移 12.5 mm，校正带来的位移（体素） 25 个体素，校正前的 "
               "Dice 0.34";
        QTest::addRow("cut by border")
            << std::vector<Measurement>{{"contact_voxels", 17120, "voxels"},
                                        {"contact_share_of_cross_section", 100, "%"}}
            << "voxels in contact 17120 voxels, share of the cross-section in contact 100%"
            << "Voxel mit Kontakt 17120 Voxel, Anteil des Querschnitts mit Kontakt 100 %"
            << "接触的体素 17120 个体素，接触部分占横截面的比例 100%";
        QTest::addRow("parity") << std::vector<Measurement>{{"spacing_z_median_train", 1.5, "mm"}}
                                << "median spacing along z in train 1.5 mm"
                                << "Median von Abstand entlang z in train 1.5 mm"
                                << "train 中沿 z 的间距的中位数 1.5 mm";
        QTest::addRow("model") << std::vector<Measurement>{{"nonfinite_share", 0.25, "fraction"},
                                                           {"initial_loss", 2.3, "nats"}}
                               << "share of non-finite values 0.25 (fraction), initial loss 2.3 nats"
                               << "Anteil nicht endlicher Werte 0.25 (Anteil), Anfangsverlust 2.3 nat"
                               << "非有限值所占比例 0.25（比例），初始损失 2.3 奈特";
        QTest::addRow("training curve")
            << std::vector<Measurement>{{"best_at", 120, "epoch"}} << "best validation loss at epoch 120"
            << "bester Validierungsverlust bei Epoche 120"
            << "最佳验证损失位于 第 120 轮";
        QTest::addRow("unknown unit, not finite")
            << std::vector<Measurement>{{"elapsed", std::numeric_limits<double>::quiet_NaN(), "fortnights"}}
            << "elapsed time nan fortnights"
            << "verstrichene Zeit nan fortnights"
            << "已用时间 nan fortnights";
    }

    void handWrittenRows()
    {
        QFETCH(std::vector<Measurement>, measurements);
        QFETCH(QString, english);
        QFETCH(QString, german);
        QFETCH(QString, chinese);
        QCOMPARE(QString::fromStdString(renderMeasurements(measurements, englishTranslator())), english);
        QCOMPARE(QString::fromStdString(
                     renderMeasurements(measurements, catalogue(SCANSLEUTH_DE_QM).translator())),
                 german);
        QCOMPARE(QString::fromStdString(
                     renderMeasurements(measurements, catalogue(SCANSLEUTH_ZH_CN_QM).translator())),
                 chinese);
    }

    void brokenTranslationFallsBackToEnglish()
    {
        const Translator broken = [](const char* context, const char* source) -> std::string {
            if (std::string_view(context) == kMeasurementContext &&
                std::string_view(source) == "median {feature} in {split}")
                return "Median {merkmal} in {split}";
            return source;
        };
        QCOMPARE(measurementWords("p50_median_train", broken),
                 std::string("median median intensity in train"));
    }

    // Real checks: every measurement they make reads in words, in German and in Chinese.
    void realFindingsReadInEveryLanguage()
    {
        const Findings findings = realFindings();
        std::set<std::string> seen;
        for (const Finding& f : findings)
            for (const Measurement& m : f.measurements)
                seen.insert(m.name);
        QVERIFY2(seen.size() > 40, qPrintable(QString::number(seen.size())));
        const Translator de = german(), zh = chinese();
        QStringList problems;
        for (const Finding& f : findings)
            for (const Measurement& m : f.measurements) {
                const QString where = QString::fromStdString(f.code + " " + m.name + ": ");
                if (!hasMeasurementWords(m.name) || !hasMeasurementUnit(m.unit))
                    problems << where + "not in the table";
                for (const Translator* t : {&de, &zh}) {
                    const std::string words = measurementWords(m.name, *t);
                    if (words.find('_') != std::string::npos)
                        problems << where + QString::fromStdString(words);
                }
                const std::string zhWords = measurementWords(m.name, zh);
                const std::string zhValue = measurementValueText(m.value, m.unit, zh);
                if (!hasCjk(zhWords) && m.name != "p" && m.name.rfind("pixdim", 0) != 0)
                    problems << where + QString::fromStdString(zhWords);
                if (hasEnglishUnitWord(zhValue))
                    problems << where + QString::fromStdString(zhValue);
            }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QStringLiteral("\n"))));
    }

    // The report: the Measured cell in the document's language, the raw names in its JSON only.
    void reportRendersTheMeasuredColumn()
    {
        report::Table t;
        t.header = {"Severity", "Code", "Finding", "Measured", "Suggested fix"};
        t.measuredColumn = 3;
        const std::vector<Measurement> ms = {{"voxel_axis", 0, ""}, {"dice_after", 1, ""}};
        t.rows.push_back(
            {"error", "geometry.axis_flip", "-", renderMeasurements(ms, englishTranslator()), ""});
        t.rowMeasurements.push_back(ms);
        report::Document doc;
        doc.sections.push_back({"Evidence", {t}, {}});
        QCOMPARE(std::get<report::Table>(doc.sections[0].blocks[0]).rows[0][3],
                 std::string("voxel axis 0, Dice after the correction 1"));

        report::Document english = doc;
        report::translateDocument(english, englishTranslator());
        QCOMPARE(english.sections, doc.sections);

        report::Document de = doc;
        report::translateDocument(de, german());
        const report::Table& dt = std::get<report::Table>(de.sections[0].blocks[0]);
        QCOMPARE(dt.header[3], std::string("Gemessen"));
        QCOMPARE(dt.rows[0][3], std::string("Voxelachse 0, Dice nach der Korrektur 1"));
        QCOMPARE(dt.rowMeasurements, t.rowMeasurements);

        const nlohmann::json j = report::toJson(de);
        const nlohmann::json& table = j["sections"][0]["blocks"][0];
        QCOMPARE(table["rowMeasurements"][0][0]["name"].get<std::string>(), std::string("voxel_axis"));
        QCOMPARE(table["measuredColumn"].get<int>(), 3);
        Result<report::Document> back = report::documentFromJson(j);
        QVERIFY(back);
        QCOMPARE(back->sections, de.sections);
    }

private:
    static Findings realFindings()
    {
        Findings all;
        auto add = [&](const Findings& fs) {
            all.insert(all.end(), fs.begin(), fs.end());
        };
        QTemporaryDir dir;
        if (!demo::writeDemoStudy(dir.path().toStdString()))
            qFatal("cannot write the demo study");
        std::vector<io::LoadedPath> opened; // LoadedImage is move-only: keep each path, point into it
        opened.reserve(8);
        auto load = [&](const QString& path) -> const io::LoadedImage* {
            Result<io::LoadedPath> p = io::loadPath(path.toStdString());
            if (!p || p->images.empty())
                return nullptr;
            add(p->findings);
            opened.push_back(std::move(*p));
            add(opened.back().images.front().findings);
            return &opened.back().images.front();
        };
        const io::LoadedImage* ct = load(dir.filePath("ct"));
        const io::LoadedImage* reference = load(dir.filePath("mask.nii.gz"));
        for (const char* mask : {"mask_flipped_lr.nii.gz", "mask_resampled_linear.nii.gz", "mask.nii.gz"}) {
            const io::LoadedImage* m = load(dir.filePath(mask));
            if (!ct || !m)
                qFatal("cannot load the demo study");
            if (Result<checks::PairReport> r = checks::checkPair(*ct, *m, reference))
                add(r->findings);
            if (Result<checks::PairReport> r = checks::checkPair(*ct, *m)) // decided by the image's edges
                add(r->findings);
            add(checks::checkLabels(m->volumes.front()).findings);
        }
        if (const io::LoadedImage* lesion =
                load(QStringLiteral(SCANSLEUTH_TEST_DATA_DIR "/labels/lesion_linear_k1p5.nii.gz")))
            add(checks::checkLabels(lesion->volumes.front()).findings);
        QDirIterator nifti(QStringLiteral(SCANSLEUTH_TEST_DATA_DIR "/nifti"), {QStringLiteral("*.nii*")},
                           QDir::Files, QDirIterator::Subdirectories);
        while (nifti.hasNext())
            load(nifti.next());
        QDirIterator logs(QStringLiteral(SCANSLEUTH_TEST_DATA_DIR "/logs"), QDir::Files);
        while (logs.hasNext()) {
            const std::string path = logs.next().toStdString();
            if (path.ends_with(".csv")) {
                if (Result<checks::TrainingLog> log = checks::readTrainingLogFile(path))
                    add(log->findings);
            } else if (!path.ends_with(".py") && !path.ends_with(".md")) {
                if (Result<checks::SlurmReport> r = checks::readSlurmFiles({path}))
                    add(r->findings);
            }
        }
        return all;
    }
};

QTEST_GUILESS_MAIN(TestMeasurementTexts)
#include "tst_measurementtexts.moc"
