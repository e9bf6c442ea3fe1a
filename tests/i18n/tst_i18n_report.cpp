// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// A real investigation's report in German and Simplified Chinese, as a user gets it: scansleuth-cli
// investigates the demo study (the dropout model's reruns; the flipped mask), then writes the report with
// --language. The expected texts are written out here by hand (the translator's words, not looked up
// through our code): the symptom's title, a hypothesis's title, the category, a verdict word, a quick
// win, a number's label, the report's composite lines (the supported hypotheses, a verdict's reason, a
// count, a figure's caption) and the HTML's lang attribute. Then every knowledge-base text of the
// symptom that the English report shows (read from resources/knowledge/*.json, independently of the
// program's loader) must be gone from the translated one.
// The run comparison's and the dataset audit's reports (scansleuth-cli compare|audit --report) and their
// pictures inside an investigation: their captions and lines against hand-written German and Chinese, and
// no caption, heading, column or plot label of the translated report equal to the English one's, but for
// names, numbers, codes and the abbreviations a reader keeps (Dice, HD95, KS p). The model experiments'
// record tables: their columns in words, translated, the raw keys kept in the JSON.
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QRegularExpression>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <cstring>
#include <utility>

namespace {

const QString kCli = QStringLiteral(SCANSLEUTH_BIN_DIR "/scansleuth-cli");

// Runs the CLI; its exit status (0, or 7: the report names a picture it could not include) is checked
// by the caller through the files it writes.
QString run(const QStringList& arguments)
{
    QProcess p;
    p.start(kCli, arguments);
    if (!p.waitForFinished(300000) || p.exitStatus() != QProcess::NormalExit || p.exitCode() != 0)
        qFatal("scansleuth-cli %s failed: %s", qPrintable(arguments.join(QLatin1Char(' '))),
               p.readAllStandardError().constData());
    return QString::fromUtf8(p.readAllStandardOutput());
}

// Runs the CLI where a finding may set the exit status (9: the comparison or the audit found something;
// 7 where `partial`: files it could not read).
void runChecking(const QStringList& arguments, bool partial = false)
{
    QProcess p;
    p.start(kCli, arguments);
    if (!p.waitForFinished(300000) || p.exitStatus() != QProcess::NormalExit ||
        (p.exitCode() != 0 && p.exitCode() != 9 && !(partial && p.exitCode() == 7)))
        qFatal("scansleuth-cli %s failed: %s", qPrintable(arguments.join(QLatin1Char(' '))),
               p.readAllStandardError().constData());
}

void copyFile(const QString& from, const QString& to)
{
    QDir().mkpath(QFileInfo(to).path());
    if (!QFile::copy(from, to))
        qFatal("cannot copy %s to %s", qPrintable(from), qPrintable(to));
}

// A NIfTI-1 file (.nii) of 8 x 8 x 8 int16 voxels whose voxel data stops after 100 of its 1024 bytes.
void writeTruncatedNifti(const QString& path)
{
    QByteArray header(352, '\0');
    const auto put16 = [&](int at, qint16 v) {
        std::memcpy(header.data() + at, &v, 2);
    };
    const auto putFloat = [&](int at, float v) {
        std::memcpy(header.data() + at, &v, 4);
    };
    const qint32 size = 348;
    std::memcpy(header.data(), &size, 4);
    for (const auto& [at, v] : {std::pair{40, 3}, {42, 8}, {44, 8}, {46, 8}, {48, 1}})
        put16(at, qint16(v));
    put16(70, 4);  // datatype: int16
    put16(72, 16); // bitpix
    for (int i = 0; i < 4; ++i)
        putFloat(76 + 4 * i, 1.0f); // pixdim: qfac, then 1 mm
    putFloat(108, 352.0f);          // vox_offset
    std::memcpy(header.data() + 344, "n+1", 4);
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(header + QByteArray(100, '\1')) != 452)
        qFatal("cannot write %s", qPrintable(path));
}

QByteArray readAll(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(path));
    return f.readAll();
}

// The English words of the run comparison's report that German does not use (not "posterior", a German word
// too), matched in any case.
const QStringList kComparisonEnglish = {
    QStringLiteral("the"),        QStringLiteral("of"),         QStringLiteral("and"),
    QStringLiteral("on"),         QStringLiteral("only"),       QStringLiteral("better"),
    QStringLiteral("failed"),     QStringLiteral("cases"),      QStringLiteral("mirrored"),
    QStringLiteral("missing"),    QStringLiteral("shifted"),    QStringLiteral("prediction"),
    QStringLiteral("neither"),    QStringLiteral("over"),       QStringLiteral("run"),
    QStringLiteral("runs"),       QStringLiteral("between"),    QStringLiteral("but"),
    QStringLiteral("vs"),         QStringLiteral("against"),    QStringLiteral("same"),
    QStringLiteral("grid"),       QStringLiteral("truth"),      QStringLiteral("mean"),
    QStringLiteral("disagrees"),  QStringLiteral("few"),        QStringLiteral("much"),
    QStringLiteral("comparable"), QStringLiteral("difference"), QStringLiteral("significant"),
    QStringLiteral("voxels"),     QStringLiteral("along")};

// `from`, a NIfTI-1 .nii.gz, as an uncompressed .nii at `to` with `edit` applied to its bytes (gzip, a
// Debian essential tool, inflates it: the test links no zlib).
template <typename Edit> void writeEditedNifti(const QString& from, const QString& to, Edit edit)
{
    QProcess gzip;
    gzip.start(QStringLiteral("gzip"), {QStringLiteral("-dc"), from});
    if (!gzip.waitForFinished(60000) || gzip.exitCode() != 0)
        qFatal("gzip -dc %s failed", qPrintable(from));
    QByteArray bytes = gzip.readAllStandardOutput();
    if (bytes.size() < 352)
        qFatal("%s is not a NIfTI-1 file", qPrintable(from));
    edit(bytes);
    QDir().mkpath(QFileInfo(to).path());
    QFile f(to);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        qFatal("cannot write %s", qPrintable(to));
}

float floatAt(const QByteArray& b, int at)
{
    float v;
    std::memcpy(&v, b.constData() + at, 4);
    return v;
}

void setFloat(QByteArray& b, int at, float v)
{
    std::memcpy(b.data() + at, &v, 4);
}

// The English words of a comparison whose run is on another grid (the failed cases' geometry bullets and
// causes, the subtitle without truth) that German does not use, matched in any case ("warning" is not among
// them: Markdown's alert marker "[!WARNING]" is the format's, not a word).
const QStringList kGridEnglish = {
    QStringLiteral("another"), QStringLiteral("grid"),      QStringLiteral("origin"),
    QStringLiteral("off"),     QStringLiteral("mask"),      QStringLiteral("placed"),
    QStringLiteral("without"), QStringLiteral("better"),    QStringLiteral("failed"),
    QStringLiteral("cases"),   QStringLiteral("patient's"), QStringLiteral("error"),
    QStringLiteral("vs"),      QStringLiteral("elsewhere")};

// Every string of a JSON value (the report's JSON form: its texts, whatever the block).
void collect(const QJsonValue& v, QStringList& out)
{
    if (v.isString())
        out << v.toString();
    else if (v.isArray())
        for (const QJsonValue& x : v.toArray())
            collect(x, out);
    else if (v.isObject())
        for (const QJsonValue& x : v.toObject())
            collect(x, out);
}

QStringList reportTexts(const QString& jsonPath)
{
    QStringList out;
    collect(QJsonDocument::fromJson(readAll(jsonPath)).object(), out);
    return out;
}

// The knowledge base's texts of `symptomId`: its title and description, and its hypotheses' titles, quick
// wins, escalation steps and falsifying experiments' titles (resources/knowledge/*.json, read here).
QStringList knowledgeTexts(const QString& symptomId)
{
    QJsonArray symptoms, hypotheses, experiments;
    const QDir dir(QStringLiteral(SCANSLEUTH_KNOWLEDGE_DIR));
    for (const QString& name : dir.entryList({QStringLiteral("*.json")}, QDir::Files)) {
        const QJsonObject o = QJsonDocument::fromJson(readAll(dir.filePath(name))).object();
        for (const QJsonValue& v : o.value(QStringLiteral("symptoms")).toArray())
            symptoms << v;
        for (const QJsonValue& v : o.value(QStringLiteral("hypotheses")).toArray())
            hypotheses << v;
        for (const QJsonValue& v : o.value(QStringLiteral("experiments")).toArray())
            experiments << v;
    }
    const auto byId = [](const QJsonArray& list, const QString& id) {
        for (const QJsonValue& v : list)
            if (v.toObject().value(QStringLiteral("id")).toString() == id)
                return v.toObject();
        return QJsonObject();
    };
    QStringList texts;
    const QJsonObject symptom = byId(symptoms, symptomId);
    texts << symptom.value(QStringLiteral("title")).toString()
          << symptom.value(QStringLiteral("description")).toString();
    for (const QJsonValue& h : symptom.value(QStringLiteral("hypotheses")).toArray()) {
        const QJsonObject hypothesis = byId(hypotheses, h.toString());
        texts << hypothesis.value(QStringLiteral("title")).toString();
        for (const char* list : {"quick_wins", "escalation"})
            for (const QJsonValue& step : hypothesis.value(QLatin1String(list)).toArray())
                texts << step.toString();
        texts << byId(experiments, hypothesis.value(QStringLiteral("experiment")).toString())
                     .value(QStringLiteral("title"))
                     .toString();
    }
    texts.removeAll(QString());
    texts.removeDuplicates();
    return texts;
}

struct Expected
{
    QString html;            // the lang attribute
    QStringList whole;       // texts the report holds as a whole (a cell, a heading, a paragraph)
    QStringList parts;       // texts it holds within a longer one
    QRegularExpression line; // one more line, with the run's numbers in it
};

// Written out by hand from the translations (translations/scansleuth_LANG.ts).
Expected expectedNondeterministic(const QString& language)
{
    if (language == QLatin1String("de"))
        return {
            QStringLiteral("<html lang=\"de\">"),
            {
                QStringLiteral(
                    "Untersuchung: Wiederholte Läufe liefern unterschiedliche Ergebnisse"), // title
                QStringLiteral(
                    "Wiederholte Läufe liefern unterschiedliche Ergebnisse (nondeterministic-results)"),
                QStringLiteral("Das Modell läuft bei der Inferenz im Trainingsmodus"), // hypothesis
                QStringLiteral("Unbemerkt falsche Ergebnisse"),                        // category
                QStringLiteral("gestützt"),                                            // verdict
                QStringLiteral("ungeprüft"),
                QStringLiteral("erledigt"), // the run's status
                QStringLiteral("offen"),    // a gate's
                QStringLiteral("Rufen Sie vor der Inferenz `model.eval()` auf und `model.train()` nur in der "
                               "Trainingsschleife."),                          // quick win
                QStringLiteral("Voxel, deren Label sich ändert"),              // number label
                QStringLiteral("Backend-Einstellungen: CPU-Threads"),          // a group's and a key's label
                QStringLiteral("Modell wiederholt auf CPU und GPU ausführen"), // experiment
                QStringLiteral("run-1: Modell wiederholt auf CPU und GPU ausführen"),
                QStringLiteral(
                    "Von den Belegen gestützt: Das Modell läuft bei der Inferenz im Trainingsmodus."),
                QStringLiteral("0 von 5"),
                QStringLiteral(
                    "Das Experiment exp-determinism (run-1) fand keinen dieser Befunde: "
                    "model.thread_sensitivity. Dieses Experiment allein kann sie nicht ausschließen."),
            },
            {QStringLiteral(" Voxel")},
            QRegularExpression(QStringLiteral(
                "^Wo die wiederholten Läufe über der Eingabe voneinander abweichen \\(heller: ein größerer "
                "Unterschied zwischen den Läufen\\)\\. \\(axial, Schicht \\d+, RAS [-0-9.]+, [-0-9.]+, "
                "[-0-9.]+ mm\\)$")),
        };
    return {
        QStringLiteral("<html lang=\"zh-CN\">"),
        {
            QStringLiteral("调查：重复运行结果不同"),
            QStringLiteral("重复运行结果不同（nondeterministic-results）"),
            QStringLiteral("推理时模型处于训练模式"),
            QStringLiteral("静默的正确性问题"),
            QStringLiteral("支持"),
            QStringLiteral("未检验"),
            QStringLiteral("已完成"),
            QStringLiteral("未完成"),
            QStringLiteral("推理前调用 `model.eval()`，只在训练循环中调用 `model.train()`。"),
            QStringLiteral("标签发生变化的体素"),
            QStringLiteral("在 CPU 和 GPU 上反复运行模型"),
            QStringLiteral("run-1：在 CPU 和 GPU 上反复运行模型"),
            QStringLiteral("证据支持：推理时模型处于训练模式。"),
            QStringLiteral("0 / 5"),
            QStringLiteral("实验 exp-determinism（run-1）未发现以下任何一项：model.thread_sensitivity。"
                           "仅凭此实验无法排除它。"),
        },
        {QStringLiteral(" 体素")},
        QRegularExpression(
            QStringLiteral("^重复运行在输入上不一致的位置（越亮：运行之间差异越大）。（轴位第 \\d+ "
                           "层，RAS [-0-9.]+, [-0-9.]+, [-0-9.]+ mm）$")),
    };
}

// The texts a reader reads as the report's words (not its data): the document's title and subtitle, the
// sections' titles, the tables' captions and columns, the key-value blocks' keys, the figures' captions
// and the plots' titles and axes; each with the English report's text at the same place.
void labelsOf(const QJsonValue& english, const QJsonValue& translated, QList<QPair<QString, QString>>& out)
{
    if (english.isArray()) {
        const QJsonArray a = english.toArray(), b = translated.toArray();
        for (qsizetype i = 0; i < a.size() && i < b.size(); ++i)
            labelsOf(a[i], b[i], out);
        return;
    }
    if (!english.isObject())
        return;
    const QJsonObject a = english.toObject(), b = translated.toObject();
    for (const char* key : {"title", "subtitle", "caption", "xLabel", "yLabel"})
        if (a.value(QLatin1String(key)).isString())
            out.append({a.value(QLatin1String(key)).toString(), b.value(QLatin1String(key)).toString()});
    const QJsonArray header = a.value(QStringLiteral("header")).toArray();
    for (qsizetype i = 0; i < header.size(); ++i)
        out.append({header[i].toString(), b.value(QStringLiteral("header")).toArray().at(i).toString()});
    const QJsonArray pairs = a.value(QStringLiteral("pairs")).toArray();
    for (qsizetype i = 0; i < pairs.size(); ++i)
        out.append({pairs[i].toArray().at(0).toString(),
                    b.value(QStringLiteral("pairs")).toArray().at(i).toArray().at(0).toString()});
    for (const char* key : {"sections", "children", "blocks"})
        labelsOf(a.value(QLatin1String(key)), b.value(QLatin1String(key)), out);
}

// A label a translation keeps: a name, a number, a code, an abbreviation; German's own words that are
// spelled as in English.
bool keptLabel(const QString& text, const QString& language)
{
    static const QStringList abbreviations = {
        QStringLiteral("Dice"),       QStringLiteral("IoU"),         QStringLiteral("NSD"),
        QStringLiteral("HD (mm)"),    QStringLiteral("HD95 (mm)"),   QStringLiteral("ASSD (mm)"),
        QStringLiteral("IQR"),        QStringLiteral("KS D"),        QStringLiteral("KS p"),
        QStringLiteral("Wilcoxon p"), QStringLiteral("Wasserstein"), QStringLiteral("Cohen's d"),
        QStringLiteral("B - A")}; // a formula
    static const QStringList germanAsEnglish = {
        QStringLiteral("Median"), QStringLiteral("Median A"), QStringLiteral("Median B"),
        QStringLiteral("Code"),   QStringLiteral("Label"),    QStringLiteral("Labels"),
        QStringLiteral("Split"),  QStringLiteral("Splits"),   QStringLiteral("Format"),
        QStringLiteral("Status"), QStringLiteral("Name")};
    static const QRegularExpression kept(
        QStringLiteral("^([^A-Za-z]*|(Dice|HD95|ml) [A-C]|[A-C]( vs [A-C])*|case1|label \\d+|[a-z0-9_]+( "
                       "\\((mm|voxels)\\))?)$"));
    return abbreviations.contains(text) || kept.match(text).hasMatch() ||
           (language == QLatin1String("de") && germanAsEnglish.contains(text));
}

// A Markdown report as a reader reads it, for the oracles of comparisonDemoRuns and auditDemoSplits: without
// Markdown's escapes, its picture links, and the names every language keeps: file and case names (a '/',
// '_', '.' or digit in them), the pseudonyms (PAT-...), quoted values, label names (label 1).
QString readerText(const QString& markdownPath)
{
    QString text = QString::fromUtf8(readAll(markdownPath));
    text.remove(QRegularExpression(QStringLiteral("\\\\(?=[\\\\_\\[\\]#.*|<>-])")));
    text.remove(QRegularExpression(QStringLiteral("\\(<[^>]*>\\)")));
    text.remove(QRegularExpression(QStringLiteral("(?<=\\s)'[^'\\n]*'")));
    // A name: ASCII letters, digits and _ . / : - with a letter and a digit, '_', '/' or an inner '.'.
    static const QString c = QStringLiteral("[A-Za-z0-9_./:-]");
    text.remove(
        QRegularExpression(QStringLiteral("(?<!%1)(?=%1*[A-Za-z])(?=%1*([/_0-9]|\\.[A-Za-z]))%1+").arg(c)));
    text.remove(QRegularExpression(QStringLiteral("\\blabel \\d+\\b")));
    return text;
}

// English words that German does not use (German's "Name", "Patient", "Split", "Median", "Format" are
// spelled as in English, so only the lower-case English forms of such words are here); matched as whole
// words, case-sensitively.
const QStringList kEnglishNotGerman = {QStringLiteral("the"),         QStringLiteral("of"),
                                       QStringLiteral("and"),         QStringLiteral("same"),
                                       QStringLiteral("name"),        QStringLiteral("birth"),
                                       QStringLiteral("date"),        QStringLiteral("sex"),
                                       QStringLiteral("volumes"),     QStringLiteral("findings"),
                                       QStringLiteral("finding"),     QStringLiteral("leakage"),
                                       QStringLiteral("both"),        QStringLiteral("born"),
                                       QStringLiteral("under"),       QStringLiteral("shifted"),
                                       QStringLiteral("overlap"),     QStringLiteral("per"),
                                       QStringLiteral("by"),          QStringLiteral("removed"),
                                       QStringLiteral("recognised"),  QStringLiteral("spacing"),
                                       QStringLiteral("voxels"),      QStringLiteral("zero"),
                                       QStringLiteral("Fraction"),    QStringLiteral("intensity"),
                                       QStringLiteral("Intensity"),   QStringLiteral("Audited"),
                                       QStringLiteral("Value"),       QStringLiteral("value"),
                                       QStringLiteral("splits"),      QStringLiteral("pair"),
                                       QStringLiteral("volume"),      QStringLiteral("preprocessing"),
                                       QStringLiteral("Patient name")};

// What a Chinese report keeps in Latin letters: the split names, DICOM keywords and values, dtype names,
// the statistics' and metrics' names and abbreviations, units, run names A/B, a DICOM sex code, the axes.
const QStringList kKeptInChinese = {QStringLiteral("Dice"),
                                    QStringLiteral("IoU"),
                                    QStringLiteral("HD"),
                                    QStringLiteral("NSD"),
                                    QStringLiteral("ASSD"),
                                    QStringLiteral("IQR"),
                                    QStringLiteral("Wilcoxon"),
                                    QStringLiteral("CI"),
                                    QStringLiteral("n"),
                                    QStringLiteral("x"),
                                    QStringLiteral("y"),
                                    QStringLiteral("z"),
                                    QStringLiteral("train"),
                                    QStringLiteral("test"),
                                    QStringLiteral("Manufacturer"),
                                    QStringLiteral("ManufacturerModelName"),
                                    QStringLiteral("Modality"),
                                    QStringLiteral("PatientID"),
                                    QStringLiteral("ScanSleuth"),
                                    QStringLiteral("synthetic"),
                                    QStringLiteral("CT"),
                                    QStringLiteral("dicom"),
                                    QStringLiteral("LPS"),
                                    QStringLiteral("dtype"),
                                    QStringLiteral("KS"),
                                    QStringLiteral("D"),
                                    QStringLiteral("p"),
                                    QStringLiteral("Wasserstein"),
                                    QStringLiteral("Cohen's"),
                                    QStringLiteral("d"),
                                    QStringLiteral("Kolmogorov-Smirnov"),
                                    QStringLiteral("NCC"),
                                    QStringLiteral("HU"),
                                    QStringLiteral("mm"),
                                    QStringLiteral("A"),
                                    QStringLiteral("B"),
                                    QStringLiteral("F"),
                                    QStringLiteral("Hounsfield"),
                                    QStringLiteral("TIP")};

// Runs of three or more English words in a row (separated by spaces alone), but for the kept words.
QStringList englishRuns(const QString& text)
{
    QStringList runs, run;
    const auto flush = [&] {
        if (run.size() >= 3)
            runs << run.join(QLatin1Char(' '));
        run.clear();
    };
    static const QRegularExpression token(QStringLiteral("[A-Za-z][A-Za-z'-]*|\\S"));
    qsizetype end = -1;
    for (auto it = token.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch m = it.next();
        const QString word = m.captured();
        const bool english =
            word.front().isLetter() && word.front().unicode() < 128 && !kKeptInChinese.contains(word);
        const bool spaced =
            end >= 0 && text.mid(end, m.capturedStart() - end).trimmed().isEmpty() && m.capturedStart() > end;
        if (!english || !spaced)
            flush();
        if (english)
            run << word;
        end = m.capturedEnd();
    }
    flush();
    return runs;
}

// Each of `words` that `text` holds as a whole word, with the line it is on.
QStringList wordsIn(const QString& text, const QStringList& words, Qt::CaseSensitivity cs = Qt::CaseSensitive)
{
    QStringList out;
    const auto options = cs == Qt::CaseSensitive ? QRegularExpression::NoPatternOption
                                                 : QRegularExpression::CaseInsensitiveOption;
    for (const QString& word : words) {
        const QRegularExpression re(QStringLiteral("\\b%1\\b").arg(QRegularExpression::escape(word)),
                                    options);
        for (const QString& line : text.split(QLatin1Char('\n')))
            if (re.match(line).hasMatch())
                out << word + QStringLiteral(": ") + line.trimmed();
    }
    return out;
}
} // namespace

class TestI18nReport : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;
    QString m_modelInvestigation;    // nondeterministic-results, the dropout model's reruns
    QString m_maskInvestigation;     // mask-misaligned, the flipped mask
    QStringList m_englishModel;      // the English report's texts
    QString m_runs;                  // run folders: A (the mask), B (flipped), C (resampled); img (the CT)
    QString m_splits;                // the audit's splits: train, test (a copy of a train volume)
    QString m_compareInvestigation;  // results-differ-from-previous-run, A against B, over the CT
    QString m_auditInvestigation;    // train-test-gap, the splits
    QString m_trainingInvestigation; // model-wont-train: the gradients' and activations' record tables

    // The report of `investigation` in `language` (scansleuth-cli report, as JSON at NAME_LANGUAGE.json): its
    // texts.
    QStringList translatedReport(const QString& investigation, const QString& name, const QString& language)
    {
        const QString json = m_dir.filePath(QStringLiteral("%1_%2.json").arg(name, language));
        run({QStringLiteral("--language"), language, QStringLiteral("report"), investigation,
             QStringLiteral("--out"), json});
        return reportTexts(json);
    }

    // No label of the translated report is its English one, but for what a translation keeps.
    static void checkLabels(const QList<QPair<QString, QString>>& labels, const QString& language)
    {
        QVERIFY(labels.size() > 20);
        QStringList left;
        for (const auto& [english, translated] : labels)
            if (english == translated && !keptLabel(english, language) && !left.contains(english))
                left << english;
        QVERIFY2(left.isEmpty(),
                 qPrintable(QStringLiteral("left in English:\n") + left.join(QLatin1Char('\n'))));
    }

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const QString demo = m_dir.filePath(QStringLiteral("demo"));
        run({QStringLiteral("demo"), QStringLiteral("--out"), demo});
        m_modelInvestigation = m_dir.filePath(QStringLiteral("model.json"));
        run({QStringLiteral("investigate"), QStringLiteral("--symptom"),
             QStringLiteral("nondeterministic-results"), QStringLiteral("--out"), m_modelInvestigation,
             QStringLiteral("--model"), demo + QStringLiteral("/model_dropout_training.pt"),
             QStringLiteral("--spec"), demo + QStringLiteral("/model_spec.json"), QStringLiteral("--image"),
             demo + QStringLiteral("/ct.nii.gz"), QStringLiteral("--device"), QStringLiteral("cpu"),
             QStringLiteral("--report"), m_dir.filePath(QStringLiteral("model_en.json")),
             QStringLiteral("--quiet")});
        m_englishModel = reportTexts(m_dir.filePath(QStringLiteral("model_en.json")));
        m_maskInvestigation = m_dir.filePath(QStringLiteral("mask.json"));
        run({QStringLiteral("investigate"), QStringLiteral("--symptom"), QStringLiteral("mask-misaligned"),
             QStringLiteral("--out"), m_maskInvestigation, QStringLiteral("--image"),
             demo + QStringLiteral("/ct.nii.gz"), QStringLiteral("--mask"),
             demo + QStringLiteral("/mask_flipped_lr.nii.gz"), QStringLiteral("--quiet")});

        m_runs = m_dir.filePath(QStringLiteral("runs"));
        copyFile(demo + QStringLiteral("/mask.nii.gz"), m_runs + QStringLiteral("/A/case1.nii.gz"));
        copyFile(demo + QStringLiteral("/mask_flipped_lr.nii.gz"),
                 m_runs + QStringLiteral("/B/case1.nii.gz"));
        copyFile(demo + QStringLiteral("/mask_resampled_linear.nii.gz"),
                 m_runs + QStringLiteral("/C/case1.nii.gz"));
        copyFile(demo + QStringLiteral("/ct.nii.gz"), m_runs + QStringLiteral("/img/case1.nii.gz"));
        m_splits = m_dir.filePath(QStringLiteral("splits"));
        const QString grid = QStringLiteral(SCANSLEUTH_TEST_DATA_DIR "/audit/common_grid/");
        for (const char* name : {"ge_epi", "siemens_epi", "nibabel_anatomical"})
            copyFile(grid + QLatin1String(name) + QStringLiteral(".nii.gz"),
                     m_splits + QStringLiteral("/train/") + QLatin1String(name) + QStringLiteral(".nii.gz"));
        for (const char* name : {"siemens_xa10", "nibabel_functional"})
            copyFile(grid + QLatin1String(name) + QStringLiteral(".nii.gz"),
                     m_splits + QStringLiteral("/test/") + QLatin1String(name) + QStringLiteral(".nii.gz"));
        copyFile(grid + QStringLiteral("ge_epi.nii.gz"), m_splits + QStringLiteral("/test/copy.nii.gz"));
        m_compareInvestigation = m_dir.filePath(QStringLiteral("compare.json"));
        run({QStringLiteral("investigate"), QStringLiteral("--symptom"),
             QStringLiteral("results-differ-from-previous-run"), QStringLiteral("--run"),
             QStringLiteral("A=") + m_runs + QStringLiteral("/A"), QStringLiteral("--run"),
             QStringLiteral("B=") + m_runs + QStringLiteral("/B"), QStringLiteral("--images"),
             m_runs + QStringLiteral("/img"), QStringLiteral("--out"), m_compareInvestigation,
             QStringLiteral("--quiet")});
        m_auditInvestigation = m_dir.filePath(QStringLiteral("audit.json"));
        run({QStringLiteral("investigate"), QStringLiteral("--symptom"), QStringLiteral("train-test-gap"),
             QStringLiteral("--train"), m_splits + QStringLiteral("/train"), QStringLiteral("--test"),
             m_splits + QStringLiteral("/test"), QStringLiteral("--out"), m_auditInvestigation,
             QStringLiteral("--quiet")});
        m_trainingInvestigation = m_dir.filePath(QStringLiteral("training.json"));
        run({QStringLiteral("investigate"), QStringLiteral("--symptom"), QStringLiteral("model-wont-train"),
             QStringLiteral("--out"), m_trainingInvestigation, QStringLiteral("--model"),
             demo + QStringLiteral("/model_dropout_training.pt"), QStringLiteral("--spec"),
             demo + QStringLiteral("/model_spec.json"), QStringLiteral("--image"),
             demo + QStringLiteral("/ct.nii.gz"), QStringLiteral("--mask"),
             demo + QStringLiteral("/mask.nii.gz"), QStringLiteral("--steps"), QStringLiteral("5"),
             QStringLiteral("--device"), QStringLiteral("cpu"), QStringLiteral("--quiet")});
    }

    void english()
    {
        // The oracle's own check: the English report holds the English texts the translations replace.
        for (const char* text :
             {"Investigation: Reruns give different results", "The model runs in training mode at inference",
              "Silent correctness", "supported", "Voxels whose label changes", "0 of 5"})
            QVERIFY2(m_englishModel.contains(QLatin1String(text)), text);
        QVERIFY(readAll(m_dir.filePath(QStringLiteral("model_en.json"))).contains("\"format\""));
        const QString html = m_dir.filePath(QStringLiteral("model_en.html"));
        run({QStringLiteral("report"), m_modelInvestigation, QStringLiteral("--out"), html});
        QVERIFY(readAll(html).contains("<html lang=\"en\">"));
    }

    void translated_data()
    {
        QTest::addColumn<QString>("language");
        QTest::addRow("de") << QStringLiteral("de");
        QTest::addRow("zh_CN") << QStringLiteral("zh_CN");
    }

    void translated()
    {
        QFETCH(QString, language);
        const QString json = m_dir.filePath(QStringLiteral("model_%1.json").arg(language));
        const QString html = m_dir.filePath(QStringLiteral("model_%1.html").arg(language));
        for (const QString& out : {json, html})
            run({QStringLiteral("--language"), language, QStringLiteral("report"), m_modelInvestigation,
                 QStringLiteral("--out"), out});
        const QStringList texts = reportTexts(json);
        const QString all = texts.join(QLatin1Char('\n'));
        const Expected expected = expectedNondeterministic(language);
        for (const QString& text : expected.whole)
            QVERIFY2(texts.contains(text),
                     qPrintable(text + QStringLiteral(" is not in the report:\n") + all));
        for (const QString& text : expected.parts)
            QVERIFY2(all.contains(text), qPrintable(text));
        QVERIFY2(std::any_of(texts.begin(), texts.end(),
                             [&](const QString& t) { return expected.line.match(t).hasMatch(); }),
                 qPrintable(expected.line.pattern()));
        QVERIFY(readAll(html).contains(expected.html.toUtf8()));

        // No knowledge-base text of the symptom that the English report shows is left in English.
        const QString english = m_englishModel.join(QLatin1Char('\n'));
        int shown = 0;
        for (const QString& text : knowledgeTexts(QStringLiteral("nondeterministic-results"))) {
            if (!english.contains(text))
                continue;
            ++shown;
            QVERIFY2(!all.contains(text), qPrintable(QStringLiteral("left in English: ") + text));
        }
        QVERIFY2(shown >= 10, qPrintable(QString::number(shown))); // titles, description, quick wins...
    }

    void maskMisaligned_data() { translated_data(); }

    // The check-pair experiment's report: its pictures' captions, the candidates' verdicts.
    void maskMisaligned()
    {
        QFETCH(QString, language);
        const QString json = m_dir.filePath(QStringLiteral("mask_%1.json").arg(language));
        run({QStringLiteral("--language"), language, QStringLiteral("report"), m_maskInvestigation,
             QStringLiteral("--out"), json});
        const QStringList texts = reportTexts(json);
        const bool de = language == QLatin1String("de");
        const QString title =
            de ? QStringLiteral("Untersuchung: Die Maske ist gegenüber dem Bild verschoben, gespiegelt oder "
                                "gedreht")
               : QStringLiteral("调查：掩膜相对于图像发生了平移、翻转或旋转");
        QVERIFY2(texts.contains(title), qPrintable(texts.join(QLatin1Char('\n'))));
        const QString asStored =
            de ? QStringLiteral("Die Maske wie gespeichert, im Weltkoordinatensystem über das "
                                "Bild gezeichnet. (")
               : QStringLiteral("按存储原样的掩膜，在世界坐标空间中叠加在图像上。（");
        QVERIFY2(
            std::any_of(texts.begin(), texts.end(), [&](const QString& t) { return t.startsWith(asStored); }),
            qPrintable(asStored));
        QVERIFY(texts.contains(de ? QStringLiteral("gestützt") : QStringLiteral("支持")));
        const QString all = texts.join(QLatin1Char('\n'));
        for (const QString& text : knowledgeTexts(QStringLiteral("mask-misaligned")))
            QVERIFY2(!all.contains(text), qPrintable(QStringLiteral("left in English: ") + text));
    }

    void comparison_data() { translated_data(); }

    // scansleuth-cli compare --report: A against B (no truth; B is mirrored, so it fails), then A and C
    // against the truth A (the pictures and their legend).
    void comparison()
    {
        QFETCH(QString, language);
        const bool de = language == QLatin1String("de");
        const QString runA = QStringLiteral("A=") + m_runs + QStringLiteral("/A");
        QList<QPair<QString, QString>> labels;
        for (const bool truth : {false, true}) {
            const QString name = truth ? QStringLiteral("truth") : QStringLiteral("runs");
            QStringList arguments = {QStringLiteral("compare"), QStringLiteral("--run"), runA,
                                     QStringLiteral("--run"),
                                     truth ? QStringLiteral("C=") + m_runs + QStringLiteral("/C")
                                           : QStringLiteral("B=") + m_runs + QStringLiteral("/B")};
            if (truth)
                arguments << QStringLiteral("--truth") << m_runs + QStringLiteral("/A");
            const QString english = m_dir.filePath(QStringLiteral("compare_%1_en.json").arg(name));
            const QString translated =
                m_dir.filePath(QStringLiteral("compare_%1_%2.json").arg(name, language));
            runChecking(arguments + QStringList{QStringLiteral("--report"), english});
            runChecking(QStringList{QStringLiteral("--language"), language} + arguments +
                        QStringList{QStringLiteral("--report"), translated});
            labelsOf(QJsonDocument::fromJson(readAll(english)).object(),
                     QJsonDocument::fromJson(readAll(translated)).object(), labels);
            const QStringList texts = reportTexts(translated);
            const QString all = texts.join(QLatin1Char('\n'));
            QStringList whole;
            if (!truth && de)
                whole = {QStringLiteral("Fälle nach dem niedrigsten Dice zwischen A und B geordnet"),
                         QStringLiteral("Mittelwert (vergleichbar)"),
                         QStringLiteral("B scheiterte bei 1 von 1: 1 gespiegelt: case1."),
                         QStringLiteral("Dice zwischen den Läufen, label 1"),
                         QStringLiteral("Volumen pro Fall (ml), A gegen B, label 1"),
                         QStringLiteral("1 (1 mit allen Eingaben)")};
            else if (!truth)
                whole = {QStringLiteral("按 A 与 B 之间最低 Dice 排序的病例"),
                         QStringLiteral("可比均值"),
                         QStringLiteral("B 在 1 个中失败 1 个：1 镜像：case1。"),
                         QStringLiteral("运行之间的 Dice，label 1"),
                         QStringLiteral("每个病例的体积 (ml)，A 对比 B，label 1"),
                         QStringLiteral("1（1 个具备全部输入）")};
            else if (de)
                whole = {
                    QStringLiteral("A und C, gegen die Grundwahrheit"),
                    QStringLiteral("Fälle nach |Dice C - Dice A| gegen die Grundwahrheit geordnet (Mittel "
                                   "über die Labels)"),
                    QStringLiteral("A (A) gegen C (B), label 1: gepaart über alle Fälle (Fehlschläge mit "
                                   "dem schlechtesten Wert), dann über die vergleichbaren Fälle, Alpha "
                                   "0.05"),
                    QStringLiteral("kein signifikanter Unterschied")};
            else
                whole = {QStringLiteral("A、C，对比金标准"),
                         QStringLiteral("按对比金标准的 |Dice C - Dice A| 排序的病例（各标签的均值）"),
                         QStringLiteral("A (A) 对比 C (B)，label 1：先在所有病例上配对（失败记为最差值），"
                                        "再在可比病例上配对，alpha 0.05"),
                         QStringLiteral("无显著差异")};
            for (const QString& text : whole)
                QVERIFY2(texts.contains(text), qPrintable(text + QStringLiteral(" is not in:\n") + all));
            if (!truth)
                continue;
            const QRegularExpression legend(
                de ? QStringLiteral("^case1, Schicht \\d+, C gegen die Grundwahrheit: blau: Übereinstimmung "
                                    "\\(richtig positiv\\); orange: falsch positiv \\(nur in C\\); magenta: "
                                    "falsch negativ \\(nur in der Grundwahrheit\\); gelb: falsches Label "
                                    "\\(ein anderes Label in C\\)\\.$")
                   : QStringLiteral(
                         "^case1，第 \\d+ 层，C 对比金标准：蓝色：一致（真阳性）；橙色：假阳性（仅在 C "
                         "中）；品红色：假阴性（仅在金标准中）；黄色：标签错误（C 中为另一标签）。$"));
            QVERIFY2(std::any_of(texts.begin(), texts.end(),
                                 [&](const QString& t) { return legend.match(t).hasMatch(); }),
                     qPrintable(legend.pattern() + QStringLiteral("\n") + all));
        }
        checkLabels(labels, language);
    }

    // The demo runs' comparison (scansleuth-cli demo-runs: B fails three cases, mirrored, shifted and
    // missing; the mean disagrees on one label) as Markdown, read back as a reader reads it: in Chinese
    // no run of three English words, in German none of a list of English words, but for what every
    // language keeps (names, paths, metric names). The English report holds both, which checks the oracle.
    void comparisonDemoRuns()
    {
        const QString runs = m_dir.filePath(QStringLiteral("demo-runs"));
        run({QStringLiteral("demo-runs"), QStringLiteral("--out"), runs});
        const QStringList arguments = {QStringLiteral("compare"),
                                       QStringLiteral("--run"),
                                       QStringLiteral("A=") + runs + QStringLiteral("/run-a"),
                                       QStringLiteral("--run"),
                                       QStringLiteral("B=") + runs + QStringLiteral("/run-b"),
                                       QStringLiteral("--truth"),
                                       runs + QStringLiteral("/truth"),
                                       QStringLiteral("--report")};
        const auto report = [&](const QString& language) {
            const QString out = m_dir.filePath(QStringLiteral("demo-runs_%1.md").arg(language));
            runChecking(QStringList{QStringLiteral("--language"), language} + arguments + QStringList{out});
            return readerText(out);
        };
        const QString english = report(QStringLiteral("en"));
        QVERIFY2(englishRuns(english).size() > 20, qPrintable(englishRuns(english).join(QLatin1Char('\n'))));
        // The oracle can fail: the English report holds every word looked for.
        for (const QString& word : kComparisonEnglish)
            QVERIFY2(!wordsIn(english, {word}, Qt::CaseInsensitive).isEmpty(),
                     qPrintable(word + QStringLiteral(" is not in the English report")));

        const QString chinese = report(QStringLiteral("zh_CN"));
        QVERIFY2(englishRuns(chinese).isEmpty(),
                 qPrintable(QStringLiteral("English in the Chinese report:\n") +
                            englishRuns(chinese).join(QLatin1Char('\n'))));
        const QString german = report(QStringLiteral("de"));
        const QStringList left = wordsIn(german, kComparisonEnglish, Qt::CaseInsensitive);
        QVERIFY2(left.isEmpty(), qPrintable(QStringLiteral("English words in the German report:\n") +
                                            left.join(QLatin1Char('\n'))));
    }

    void audit_data() { translated_data(); }

    // scansleuth-cli audit --report: the test split holds a copy of a train volume.
    void audit()
    {
        QFETCH(QString, language);
        const bool de = language == QLatin1String("de");
        const QStringList arguments = {QStringLiteral("audit"), QStringLiteral("--split"),
                                       QStringLiteral("train=") + m_splits + QStringLiteral("/train"),
                                       QStringLiteral("--split"),
                                       QStringLiteral("test=") + m_splits + QStringLiteral("/test")};
        const QString english = m_dir.filePath(QStringLiteral("audit_en.json"));
        const QString translated = m_dir.filePath(QStringLiteral("audit_%1.json").arg(language));
        runChecking(arguments + QStringList{QStringLiteral("--report"), english});
        runChecking(QStringList{QStringLiteral("--language"), language} + arguments +
                    QStringList{QStringLiteral("--report"), translated});
        const QStringList texts = reportTexts(translated);
        const QString all = texts.join(QLatin1Char('\n'));
        const QStringList whole =
            de ? QStringList{QStringLiteral(
                                 "Datenleck und Gleichheit der Vorverarbeitung zwischen train, test"),
                             QStringLiteral(
                                 "Paar 1, gleiche Voxel (Ähnlichkeit 1): train/ge_epi.nii.gz (links) und "
                                 "test/copy.nii.gz (rechts), mittlere axiale Schichten."),
                             QStringLiteral("1 gleiche Voxel"),
                             QStringLiteral(
                                 "Die stärksten 1 von 1 Paaren über Splits hinweg, zwei Zeilen je Paar "
                                 "(A, dann B)"),
                             QStringLiteral("Mittlere Intensität pro Volumen, nach Split"),
                             QStringLiteral("Intensität (reale Werte)"),
                             QStringLiteral("Steigung 1, Achsenabschnitt 0"),
                             QStringLiteral("identische Voxel (Hash 1d238ccc6a64)")}
               : QStringList{QStringLiteral("train, test 之间的数据泄漏与预处理一致性"),
                             QStringLiteral("第 1 对，相同体素（相似度 1）：train/ge_epi.nii.gz（左）和 "
                                            "test/copy.nii.gz（右），中间轴位层。"),
                             QStringLiteral("1 相同体素"),
                             QStringLiteral("跨划分的 1 对中最强的 1 对，每对两行（先 A 后 B）"),
                             QStringLiteral("每个体积的 平均强度，按划分"),
                             QStringLiteral("强度（实际值）"),
                             QStringLiteral("斜率 1，截距 0"),
                             QStringLiteral("体素完全相同（哈希 1d238ccc6a64）")};
        for (const QString& text : whole)
            QVERIFY2(texts.contains(text), qPrintable(text + QStringLiteral(" is not in:\n") + all));
        const QString splits =
            de ? QStringLiteral("train (3 Volumen, ") : QStringLiteral("train（3 个体积，");
        QVERIFY2(all.contains(splits), qPrintable(splits));
        QList<QPair<QString, QString>> labels;
        labelsOf(QJsonDocument::fromJson(readAll(english)).object(),
                 QJsonDocument::fromJson(readAll(translated)).object(), labels);
        checkLabels(labels, language);
    }

    void auditDemoSplits_data() { translated_data(); }

    // The demo's dataset audit (demo-splits: one person under two PatientIDs, a near-duplicate, a split in
    // a mix of value ranges) as a German or Chinese colleague reads its Markdown report: in German none of
    // a hand-written list of English words that German does not use; in Chinese no three English words in
    // a row (names, DICOM keywords and the statistics' names aside). The English report holds every word
    // the German check looks for and runs the Chinese check finds, so the oracle can fail.
    void auditDemoSplits()
    {
        QFETCH(QString, language);
        const QString demo = m_dir.filePath(QStringLiteral("demo-splits"));
        if (!QFileInfo::exists(demo + QStringLiteral("/splits.csv")))
            run({QStringLiteral("demo-splits"), QStringLiteral("--out"), demo, QStringLiteral("--quiet")});
        const QStringList audit = {QStringLiteral("audit"), QStringLiteral("--csv"),
                                   demo + QStringLiteral("/splits.csv"), QStringLiteral("--quiet")};
        const QString english = m_dir.filePath(QStringLiteral("demo_audit_en.md"));
        const QString translated = m_dir.filePath(QStringLiteral("demo_audit_%1.md").arg(language));
        runChecking(audit + QStringList{QStringLiteral("--report"), english});
        runChecking(QStringList{QStringLiteral("--language"), language} + audit +
                    QStringList{QStringLiteral("--report"), translated});
        const QString en = readerText(english), text = readerText(translated);
        QVERIFY2(englishRuns(en).size() > 10, qPrintable(englishRuns(en).join(QLatin1Char('\n'))));
        QStringList left;
        if (language == QLatin1String("de"))
            left = wordsIn(text, kEnglishNotGerman);
        else
            left = englishRuns(text);
        QVERIFY2(left.isEmpty(),
                 qPrintable(QStringLiteral("English left:\n") + left.join(QLatin1Char('\n'))));
        // The oracle can fail: the English report holds every word looked for.
        for (const QString& word : kEnglishNotGerman)
            QVERIFY2(!wordsIn(en, {word}).isEmpty(),
                     qPrintable(word + QStringLiteral(" is not in the English report")));
    }

    void auditUnreadableFiles_data() { translated_data(); }

    // scansleuth-cli audit --report over a test split that holds a truncated NIfTI and a text file named
    // .dcm: the "Unreadable files" table gives the reader's reason in the report's language (the German
    // and Chinese written here by hand), the detail as the reader wrote it; the English report keeps the
    // English sentences.
    void auditUnreadableFiles()
    {
        QFETCH(QString, language);
        const bool de = language == QLatin1String("de");
        const QString splits = m_dir.filePath(QStringLiteral("unreadable"));
        const QString grid = QStringLiteral(SCANSLEUTH_TEST_DATA_DIR "/audit/common_grid/");
        if (!QFileInfo::exists(splits + QStringLiteral("/test/notes.dcm"))) {
            for (const char* name : {"ge_epi", "siemens_epi"})
                copyFile(grid + QLatin1String(name) + QStringLiteral(".nii.gz"),
                         splits + QStringLiteral("/train/") + QLatin1String(name) +
                             QStringLiteral(".nii.gz"));
            for (const char* name : {"siemens_xa10", "nibabel_functional"})
                copyFile(grid + QLatin1String(name) + QStringLiteral(".nii.gz"),
                         splits + QStringLiteral("/test/") + QLatin1String(name) + QStringLiteral(".nii.gz"));
            writeTruncatedNifti(splits + QStringLiteral("/test/truncated.nii"));
            QFile notes(splits + QStringLiteral("/test/notes.dcm"));
            QVERIFY(notes.open(QIODevice::WriteOnly));
            notes.write("Patient list, not an image.\n");
        }
        const QStringList arguments = {QStringLiteral("audit"),
                                       QStringLiteral("--split"),
                                       QStringLiteral("train=") + splits + QStringLiteral("/train"),
                                       QStringLiteral("--split"),
                                       QStringLiteral("test=") + splits + QStringLiteral("/test"),
                                       QStringLiteral("--quiet"),
                                       QStringLiteral("--report")};
        const QString english = m_dir.filePath(QStringLiteral("unreadable_en.json"));
        const QString translated = m_dir.filePath(QStringLiteral("unreadable_%1.json").arg(language));
        runChecking(arguments + QStringList{english}, true);
        runChecking(QStringList{QStringLiteral("--language"), language} + arguments + QStringList{translated},
                    true);
        const QString truncatedEn = QStringLiteral(
            "The file is shorter than its header says (it is truncated or the dimensions are wrong).");
        const QString notImageEn = QStringLiteral(
            "The file has a DICOM extension but no DICOM header: it is truncated, overwritten or not DICOM.");
        const QStringList en = reportTexts(english);
        for (const QString& sentence : {truncatedEn, notImageEn})
            QVERIFY2(en.contains(sentence),
                     qPrintable(sentence + QStringLiteral(" is not in:\n") + en.join(QLatin1Char('\n'))));
        const QStringList texts = reportTexts(translated);
        const QStringList reasons =
            de ? QStringList{QStringLiteral(
                                 "Die Datei ist kürzer, als ihr Header angibt (sie ist abgeschnitten "
                                 "oder die Dimensionen sind falsch)."),
                             QStringLiteral(
                                 "Die Datei hat eine DICOM-Endung, aber keinen DICOM-Header: Sie ist "
                                 "abgeschnitten, überschrieben oder kein DICOM.")}
               : QStringList{
                     QStringLiteral("文件比其头信息所声明的更短（文件被截断或维度有误）。"),
                     QStringLiteral("该文件具有 DICOM 扩展名，但没有 DICOM 头：它被截断、被覆盖，或者不是 "
                                    "DICOM。")};
        for (const QString& reason : reasons)
            QVERIFY2(texts.contains(reason),
                     qPrintable(reason + QStringLiteral(" is not in:\n") + texts.join(QLatin1Char('\n'))));
        for (const QString& sentence : {truncatedEn, notImageEn})
            QVERIFY2(!texts.contains(sentence), qPrintable(sentence));
        // The table's heading and columns too.
        const QString heading = de ? QStringLiteral("Unlesbare Dateien") : QStringLiteral("无法读取的文件");
        QVERIFY2(texts.contains(heading), qPrintable(heading));
    }

    void investigationPictures_data() { translated_data(); }

    // The comparison's and the audit's pictures inside an investigation: their captions, nested.
    void investigationPictures()
    {
        QFETCH(QString, language);
        const bool de = language == QLatin1String("de");
        QStringList texts;
        for (const QString& investigation : {m_compareInvestigation, m_auditInvestigation}) {
            const QString json = m_dir.filePath(QFileInfo(investigation).baseName() +
                                                QStringLiteral("_%1.json").arg(language));
            run({QStringLiteral("--language"), language, QStringLiteral("report"), investigation,
                 QStringLiteral("--out"), json});
            texts += reportTexts(json);
        }
        const QString all = texts.join(QLatin1Char('\n'));
        const QString ras = QStringLiteral("RAS [-0-9.]+, [-0-9.]+, [-0-9.]+ mm");
        const QList<QRegularExpression> captions =
            de ? QList<QRegularExpression>{QRegularExpression(
                                               QStringLiteral("^case1 \\(nicht vergleichbar: siehe seine "
                                                              "Befunde\\), Schicht \\d+: wo "
                                                              "sich die Läufe 'A' und 'B' unterscheiden "
                                                              "\\(blau: Übereinstimmung \\(in "
                                                              "beiden\\); orange: nur in B; magenta: nur in "
                                                              "A; gelb: falsches Label "
                                                              "\\(ein anderes Label in B\\)\\)\\. \\(axial, "
                                                              "Schicht \\d+, ") +
                                               ras + QStringLiteral("\\)$")),
                                           QRegularExpression(
                                               QStringLiteral("^train/ge_epi\\.nii\\.gz und "
                                                              "test/copy\\.nii\\.gz nebeneinander "
                                                              "\\(duplicate: identische Voxel \\(Hash "
                                                              "[0-9a-f]+\\)\\), das erste in "
                                                              "seiner Mitte \\(axial, Schicht \\d+, ") +
                                               ras + QStringLiteral("\\)$"))}
               : QList<QRegularExpression>{
                     QRegularExpression(
                         QStringLiteral("^case1（不可比较：见其发现），第 \\d+ 层：运行 'A' 与 'B' "
                                        "不同之处（蓝色：一致（两者都有）；橙色：仅在 B 中；品红色：仅在 "
                                        "A 中；黄色：标签错误（B 中为另一标签））。（轴位第 \\d+ 层，") +
                         ras + QStringLiteral("）$")),
                     QRegularExpression(
                         QStringLiteral("^train/ge_epi\\.nii\\.gz 与 test/copy\\.nii\\.gz "
                                        "并排（duplicate：体素完全相同（哈希 [0-9a-f]+）），前者取其中间层"
                                        "（轴位第 \\d+ 层，") +
                         ras + QStringLiteral("）$"))};
        for (const QRegularExpression& caption : captions)
            QVERIFY2(std::any_of(texts.begin(), texts.end(),
                                 [&](const QString& t) { return caption.match(t).hasMatch(); }),
                     qPrintable(caption.pattern() + QStringLiteral("\n") + all));
        const QStringList whole =
            de ? QStringList{QStringLiteral(
                                 "Vermutete Datenlecks zwischen den Splits, die stärksten zuerst."),
                             QStringLiteral(
                                 "Geprüfte Splits: train: 3 Volumen, nicht normalisierte Werte (weder HU, "
                                 "[0, 1], z-Scores noch 8 Bit); test: 3 Volumen, nicht normalisierte "
                                 "Werte (weder HU, [0, 1], z-Scores noch 8 Bit).")}
               : QStringList{
                     QStringLiteral("划分之间的疑似泄漏，最强的在前。"),
                     QStringLiteral(
                         "已审计的划分：train：3 个体积，未归一化的值（不是 HU、[0, 1]、z 分数或 8 位）；"
                         "test：3 个体积，未归一化的值（不是 HU、[0, 1]、z 分数或 8 位）。")};
        for (const QString& text : whole)
            QVERIFY2(texts.contains(text), qPrintable(text + QStringLiteral(" is not in:\n") + all));
    }

    // Runs named "nnU-Net, fold 0" and "v2: tta" (a name with ", " and ": ", which a translation must not
    // take for a clause): the demo's runs A and B, B with three more predictions off the truth's grid
    // (case_002's spacing, case_004's origin 20 mm off, case_006's sform with an axis reversed), compared
    // with and without the truth, as Markdown read as a reader reads it: in Chinese no run of three English
    // words, in German none of the comparison's English words. The English report holds each looked-for word
    // (and the quoted names of its headline, the geometry bullets), so the oracle can fail.
    void comparisonNamedRunsOnOtherGrids()
    {
        const QString runs = m_dir.filePath(QStringLiteral("demo-runs"));
        if (!QFileInfo::exists(runs + QStringLiteral("/truth")))
            run({QStringLiteral("demo-runs"), QStringLiteral("--out"), runs});
        const QString moved = m_dir.filePath(QStringLiteral("v2"));
        for (const QFileInfo& file : QDir(runs + QStringLiteral("/run-b")).entryInfoList(QDir::Files))
            copyFile(file.filePath(), moved + QLatin1Char('/') + file.fileName());
        const auto edit = [&](const char* key, auto change) {
            const QString from = moved + QStringLiteral("/%1.nii.gz").arg(QLatin1String(key));
            writeEditedNifti(from, moved + QStringLiteral("/%1.nii").arg(QLatin1String(key)), change);
            QFile::remove(from);
        };
        edit("case_002_seg", [](QByteArray& b) { // x spacing 1.5 times, in pixdim and the sform
            setFloat(b, 80, floatAt(b, 80) * 1.5f);
            setFloat(b, 280, floatAt(b, 280) * 1.5f);
        });
        edit("case_004_seg", [](QByteArray& b) { // the origin 20 mm along x, in the qform and the sform
            setFloat(b, 268, floatAt(b, 268) + 20.0f);
            setFloat(b, 292, floatAt(b, 292) + 20.0f);
        });
        edit("case_006_seg", [](QByteArray& b) { setFloat(b, 300, -floatAt(b, 300)); }); // sform's y axis
        const QStringList runArguments = {
            QStringLiteral("--run"), QStringLiteral("nnU-Net, fold 0=") + runs + QStringLiteral("/run-a"),
            QStringLiteral("--run"), QStringLiteral("v2: tta=") + moved};
        const auto report = [&](const QString& language, bool truth) {
            const QString out =
                m_dir.filePath(QStringLiteral("named_%1_%2.md")
                                   .arg(truth ? QStringLiteral("truth") : QStringLiteral("runs"), language));
            QStringList arguments =
                QStringList{QStringLiteral("--language"), language, QStringLiteral("compare")} + runArguments;
            if (truth)
                arguments << QStringLiteral("--truth") << runs + QStringLiteral("/truth");
            runChecking(arguments + QStringList{QStringLiteral("--report"), out});
            return out;
        };
        for (const bool truth : {true, false}) {
            const QString englishPath = report(QStringLiteral("en"), truth);
            const QString english = readerText(englishPath);
            const QString raw = QString::fromUtf8(readAll(englishPath));
            // The oracle can fail: the English report holds the texts and words looked for.
            if (truth)
                for (const char* text : {"'v2: tta' better on", "another grid",
                                         "geometry.origin\\_offset: The mask's origin is off by"})
                    QVERIFY2(raw.contains(QLatin1String(text)), text);
            else
                QVERIFY(raw.contains(QStringLiteral("nnU-Net, fold 0 vs v2: tta, without a ground truth")));
            QVERIFY2(englishRuns(english).size() > 5,
                     qPrintable(englishRuns(english).join(QLatin1Char('\n'))));
            for (const QString& word : kGridEnglish)
                if (truth != (word == QLatin1String("without") || word == QLatin1String("vs")))
                    QVERIFY2(!wordsIn(english, {word}, Qt::CaseInsensitive).isEmpty(),
                             qPrintable(word + QStringLiteral(" is not in the English report")));

            const QString chinese = readerText(report(QStringLiteral("zh_CN"), truth));
            QVERIFY2(englishRuns(chinese).isEmpty(),
                     qPrintable(QStringLiteral("English in the Chinese report:\n") +
                                englishRuns(chinese).join(QLatin1Char('\n'))));
            const QString german = readerText(report(QStringLiteral("de"), truth));
            const QStringList left = wordsIn(german, kComparisonEnglish + kGridEnglish, Qt::CaseInsensitive);
            QVERIFY2(left.isEmpty(), qPrintable(QStringLiteral("English words in the German report:\n") +
                                                left.join(QLatin1Char('\n'))));
        }
    }

    // A manual experiment's observations (the viewer comparison of mask-misaligned, added to the
    // investigation file as the GUI records them) in the report's run table and its run: the fields'
    // prompts in the report's language with their values (German and Chinese written here by hand), not
    // the fields' ids; the Chinese table joins them with "；".
    void manualObservations()
    {
        QJsonObject investigation = QJsonDocument::fromJson(readAll(m_maskInvestigation)).object();
        QJsonArray runs = investigation.value(QStringLiteral("runs")).toArray();
        QJsonObject manual = runs.first().toObject();
        manual[QStringLiteral("id")] = QStringLiteral("run-9");
        manual[QStringLiteral("experiment")] = QStringLiteral("exp-viewer-compare");
        manual[QStringLiteral("inputs")] = QJsonObject();
        manual[QStringLiteral("observations")] =
            QJsonObject{{QStringLiteral("scansleuth_aligned"), QStringLiteral("yes")},
                        {QStringLiteral("other_viewer"), QStringLiteral("ITK-SNAP")}};
        manual[QStringLiteral("evidence")] = QJsonObject{{QStringLiteral("summary"), QString()}};
        runs.append(manual);
        investigation[QStringLiteral("runs")] = runs;
        const QString path = m_dir.filePath(QStringLiteral("manual.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QJsonDocument(investigation).toJson());
        f.close();
        const QString english = m_dir.filePath(QStringLiteral("manual_en.json"));
        run({QStringLiteral("report"), path, QStringLiteral("--out"), english});
        const QString expectedEnglish = QStringLiteral(
            "Which viewer shows it misplaced or smoothed? ITK-SNAP; Is the mask in place in ScanSleuth? yes");
        QVERIFY2(reportTexts(english).contains(expectedEnglish),
                 qPrintable(reportTexts(english).join(QLatin1Char('\n'))));
        for (const QString& language : {QStringLiteral("de"), QStringLiteral("zh_CN")}) {
            const QStringList texts = translatedReport(path, QStringLiteral("manual"), language);
            const QString expected =
                language == QLatin1String("de")
                    ? QStringLiteral(
                          "Welcher Viewer zeigt sie verschoben oder geglättet? ITK-SNAP; Liegt die "
                          "Maske in ScanSleuth an der richtigen Stelle? ja")
                    : QStringLiteral(
                          "哪个查看器显示它错位或被平滑？ITK-SNAP；在 ScanSleuth 中掩膜位置是否正确？是");
            QVERIFY2(texts.contains(expected), qPrintable(texts.join(QLatin1Char('\n'))));
            QVERIFY(!texts.join(QLatin1Char('\n')).contains(QStringLiteral("scansleuth_aligned")));
        }
    }

    // The model experiments' record tables: each column's key in words (English too), translated; the
    // raw keys in the JSON's columnKeys.
    void recordColumns()
    {
        const QString english = m_dir.filePath(QStringLiteral("training_en.json"));
        run({QStringLiteral("report"), m_trainingInvestigation, QStringLiteral("--out"), english});
        const QByteArray englishJson = readAll(english);
        QVERIFY(englishJson.contains("\"columnKeys\""));
        QVERIFY(englishJson.contains("\"grad_norm\""));
        const QStringList englishTexts = reportTexts(english);
        for (const char* words : {"Gradient norm", "Share of zeros", "Standard deviation"})
            QVERIFY2(englishTexts.contains(QLatin1String(words)), words);
        QList<QPair<QString, QString>> headers;
        for (const QString& language : {QStringLiteral("de"), QStringLiteral("zh_CN")}) {
            const QString json = m_dir.filePath(QStringLiteral("training_%1.json").arg(language));
            const QStringList texts =
                translatedReport(m_trainingInvestigation, QStringLiteral("training"), language);
            const QStringList expected =
                language == QLatin1String("de")
                    ? QStringList{QStringLiteral("Gradientennorm"), QStringLiteral("Anteil der Nullen"),
                                  QStringLiteral("Standardabweichung")}
                    : QStringList{QStringLiteral("梯度范数"), QStringLiteral("零值比例"),
                                  QStringLiteral("标准差")};
            for (const QString& text : expected)
                QVERIFY2(texts.contains(text), qPrintable(text));
            QVERIFY(readAll(json).contains("\"grad_norm\""));
            QVERIFY(!texts.contains(QStringLiteral("Gradient norm")));
        }
    }

#ifdef SCANSLEUTH_TEST_PDF
    void pdf_data()
    {
        translated_data();
    }

    // The PDF through poppler's pdftotext: the same words, laid out and embedded.
    void pdf()
    {
        if (QStandardPaths::findExecutable(QStringLiteral("pdftotext")).isEmpty())
            QFAIL("pdftotext is missing: install the poppler-utils package");
        QFETCH(QString, language);
        const QString pdf = m_dir.filePath(QStringLiteral("model_%1.pdf").arg(language));
        run({QStringLiteral("--language"), language, QStringLiteral("report"), m_modelInvestigation,
             QStringLiteral("--out"), pdf});
        QProcess p;
        p.start(QStringLiteral("pdftotext"),
                {QStringLiteral("-enc"), QStringLiteral("UTF-8"), pdf, QStringLiteral("-")});
        QVERIFY(p.waitForFinished(60000));
        QString text = QString::fromUtf8(p.readAllStandardOutput());
        text.remove(QRegularExpression(QStringLiteral("\\s+")));
        const bool de = language == QLatin1String("de");
        for (QString expected :
             {de ? QStringLiteral("Das Modell läuft bei der Inferenz im Trainingsmodus")
                 : QStringLiteral("推理时模型处于训练模式"),
              de ? QStringLiteral("Unbemerkt falsche Ergebnisse") : QStringLiteral("静默的正确性问题"),
              de ? QStringLiteral("Voxel, deren Label sich ändert") : QStringLiteral("标签发生变化的体素")}) {
            expected.remove(QRegularExpression(QStringLiteral("\\s+")));
            QVERIFY2(text.contains(expected), qPrintable(expected));
        }
        QVERIFY(!text.contains(QStringLiteral("Thedifferenceisordinaryrun-to-runvariance")));
    }
#endif
};

QTEST_GUILESS_MAIN(TestI18nReport)
#include "tst_i18n_report.moc"
