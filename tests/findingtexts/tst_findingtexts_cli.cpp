// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// scansleuth-cli --language: a report of the demo study's flipped mask in English, through a hand-written
// translation (scansleuth_test.ts, compiled by lrelease) and through the German the program carries.
#include "cli/clirun.h"

#include "base/findingtexts.h"
#include "base/qmcatalog.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QSet>
#include <QTemporaryDir>
#include <QTest>

using scansleuth::testing::cli;
using scansleuth::testing::CliRun;

class TestFindingTextsCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const QString demo = m_dir.filePath("demo");
        QCOMPARE(cli({"demo", "--out", demo, "--quiet"}).exitCode, 0);
        m_inv = m_dir.filePath("flip.json");
        const CliRun r = cli({"investigate", "--symptom", "mask-misaligned", "--image", demo + "/ct",
                              "--mask", demo + "/mask_flipped_lr.nii.gz", "--reference",
                              demo + "/mask.nii.gz", "--out", m_inv, "--quiet"});
        QVERIFY2(r.exitCode == 0, r.err.constData());
    }

    void reportInTestLanguage()
    {
        const QByteArray english = report({});
        const QByteArray translated = report({"--language", QStringLiteral(SCANSLEUTH_TEST_QM)});
        // Section headings are written "<h2 id=...>8 Verification gates</h2>".
        QVERIFY(english.contains(" Verification gates</h2>"));
        QVERIFY(english.contains(" Summary</h2>"));
        QVERIFY(!english.contains("Prüfschritte"));
        QVERIFY(translated.contains(" Prüfschritte</h2>"));
        QVERIFY(translated.contains(" Zusammenfassung</h2>"));
        QVERIFY(!translated.contains(" Verification gates</h2>"));
        // Unfinished in the .ts, but compiled in (lrelease's default), as the GUI would show it. Codes and
        // numbers are the same in both.
        QVERIFY(translated.contains(" Belege</h2>"));
        QVERIFY(!translated.contains(" Evidence</h2>"));
        QVERIFY(translated.contains("geometry.axis_flip"));
        QVERIFY(english.contains(">warning<"));
        QVERIFY(translated.contains(">Warnung<"));
        QCOMPARE(translated.count("0."), english.count("0."));
    }

    void reportInGerman()
    {
        const QByteArray german = report({"--language", "de"});
        QVERIFY(german.contains("geometry.axis_flip"));
        QCOMPARE(report({"--language=en"}), report({}));
    }

    void refusesUnknownLanguage()
    {
        const CliRun r = cli({"report", m_inv, "--out", m_dir.filePath("x.html"), "--language", "xx"});
        QCOMPARE(r.exitCode, 2);
        QVERIFY2(r.err.contains("--language takes one of en"), r.err.constData());
        const CliRun missing = cli({"report", m_inv, "--out", m_dir.filePath("x.html"), "--language"});
        QCOMPARE(missing.exitCode, 2);
        QFile bad(m_dir.filePath("bad.qm"));
        QVERIFY(bad.open(QIODevice::WriteOnly));
        bad.write("not a translation");
        bad.close();
        const CliRun corrupt =
            cli({"report", m_inv, "--out", m_dir.filePath("x.html"), "--language", bad.fileName()});
        QCOMPARE(corrupt.exitCode, 2);
        QVERIFY2(corrupt.err.contains("not a usable translation file"), corrupt.err.constData());
    }

    // The audit's and the run comparison's real findings (the demo splits and runs, through the CLI's JSON)
    // match their codes' templates: a translation reaches each of them.
    void auditAndComparisonFindingsMatchTemplates()
    {
        const QString splits = m_dir.filePath("splits"), runs = m_dir.filePath("runs");
        QCOMPARE(cli({"demo-splits", "--out", splits, "--quiet"}).exitCode, 0);
        QCOMPARE(cli({"demo-runs", "--out", runs, "--quiet"}).exitCode, 0);
        const QString audit = m_dir.filePath("audit.json");
        const CliRun a = cli({"audit", "--csv", splits + "/splits.csv", "--json", audit, "--quiet"});
        QVERIFY2(a.exitCode == 0 || a.exitCode == 9, a.err.constData());
        const CliRun c = cli({"compare", "--run", "a=" + runs + "/run-a", "--run", "b=" + runs + "/run-b",
                              "--truth", runs + "/truth", "--json", "--quiet"});
        QVERIFY2(c.exitCode == 0 || c.exitCode == 9 || c.exitCode == 7, c.err.constData());
        QFile f(audit);
        QVERIFY(f.open(QIODevice::ReadOnly));
        std::vector<scansleuth::Finding> findings;
        collect(QJsonDocument::fromJson(f.readAll()).object(), findings);
        collect(c.json(), findings);
        QVERIFY2(findings.size() >= 6, qPrintable(QString::number(findings.size())));
        const std::vector<std::string> templated = scansleuth::templatedCodes();
        QStringList unmatched;
        QSet<QString> checked;
        const scansleuth::Translator upper = [](const char* context, const char* source) {
            return std::string(context) == scansleuth::kFindingContext
                       ? QString::fromUtf8(source).toUpper().toStdString()
                       : std::string(source);
        };
        for (const scansleuth::Finding& finding : findings) {
            if (std::find(templated.begin(), templated.end(), finding.code) == templated.end())
                continue;
            if (scansleuth::renderFindingMessage(finding, upper) == finding.message)
                unmatched << QString::fromStdString(finding.code + ": " + finding.message);
            else
                checked.insert(QString::fromStdString(finding.code));
        }
        QStringList codes(checked.begin(), checked.end());
        codes.sort();
        qInfo("codes checked: %s", qPrintable(codes.join(' ')));
        QVERIFY2(unmatched.isEmpty(), qPrintable("no template matches: " + unmatched.join("\n")));
        QVERIFY(checked.contains("audit.summary"));
        QVERIFY(checked.contains("leakage.fuzzy_identity"));

        // The audit's and the comparison's findings, headlines and comparable-case lines, as the CLI writes
        // them: through the shipped German and Chinese catalogues, none stays English and the Chinese holds
        // no run of English prose.
        QStringList lines;
        collectLines(c.json(), lines);
        QVERIFY2(!lines.isEmpty(), c.out.constData());
        QStringList english;
        const QRegularExpression prose(QStringLiteral("(^|[^A-Za-z0-9_.'])[a-z]{2,}( [a-z]{2,}){3,}"));
        for (const char* qm : {SCANSLEUTH_DE_QM, SCANSLEUTH_ZH_CN_QM}) {
            QFile file(QString::fromUtf8(qm));
            QVERIFY(file.open(QIODevice::ReadOnly));
            const QByteArray bytes = file.readAll();
            auto catalogue =
                scansleuth::QmCatalog::parse(std::string_view(bytes.constData(), bytes.size()), qm);
            QVERIFY(catalogue);
            for (const scansleuth::Finding& finding : findings) {
                const QString shown = QString::fromStdString(
                    scansleuth::renderFindingMessage(finding, catalogue->translator()));
                if (shown == QString::fromStdString(finding.message) ||
                    (qm == std::string(SCANSLEUTH_ZH_CN_QM) && prose.match(shown).hasMatch()))
                    english << QString::fromStdString(finding.code) + ": " + shown;
            }
            for (const QString& line : lines) {
                const QString shown = QString::fromStdString(
                    scansleuth::renderCheckLine(line.toStdString(), catalogue->translator()));
                if (shown == line ||
                    (qm == std::string(SCANSLEUTH_ZH_CN_QM) && prose.match(shown).hasMatch()))
                    english << shown;
            }
        }
        QVERIFY2(english.isEmpty(), qPrintable("stays English: " + english.join("\n")));
    }

private:
    // The comparison's "headline" and "comparable_line" strings (cli-json.md).
    static void collectLines(const QJsonValue& v, QStringList& out)
    {
        if (v.isArray())
            for (const QJsonValue& x : v.toArray())
                collectLines(x, out);
        if (!v.isObject())
            return;
        const QJsonObject o = v.toObject();
        for (const char* key : {"headline", "comparable_line"})
            if (o.value(key).isString())
                out << o.value(key).toString();
        for (const QJsonValue& x : o)
            collectLines(x, out);
    }

    // Every object holding code, severity and message: a finding (cli-json.md).
    static void collect(const QJsonValue& v, std::vector<scansleuth::Finding>& out)
    {
        if (v.isArray()) {
            for (const QJsonValue& x : v.toArray())
                collect(x, out);
            return;
        }
        if (!v.isObject())
            return;
        const QJsonObject o = v.toObject();
        if (o.contains("code") && o.contains("severity") && o.contains("message")) {
            scansleuth::Finding f;
            f.code = o["code"].toString().toStdString();
            f.message = o["message"].toString().toStdString();
            f.fix = o["fix"].toString().toStdString();
            out.push_back(f);
        }
        for (const QJsonValue& x : o)
            collect(x, out);
    }

    QByteArray report(const QStringList& extra)
    {
        const QString out = m_dir.filePath(QStringLiteral("report%1.html").arg(++m_reports));
        const CliRun r = cli(QStringList{"report", m_inv, "--out", out, "--key", "k"} + extra);
        if (r.exitCode != 0)
            qWarning("%s", r.err.constData());
        QFile f(out);
        if (!f.open(QIODevice::ReadOnly))
            return {};
        QByteArray text = f.readAll();
        // The creation time differs between runs.
        const qsizetype at = text.indexOf("class=\"created\"");
        if (at >= 0)
            text.remove(at, text.indexOf("</p>", at) - at);
        return text;
    }

    QTemporaryDir m_dir;
    QString m_inv;
    int m_reports = 0;
};

QTEST_GUILESS_MAIN(TestFindingTextsCli)
#include "tst_findingtexts_cli.moc"
