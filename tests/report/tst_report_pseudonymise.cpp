// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Pseudonymisation: every written form of a name, IDs and birth dates, in every text field; stable
// pseudonyms under one key, different ones under another.
#include "report/pseudonymise.h"
#include "report/reportjson.h"

#include <QRegularExpression>
#include <QTest>

using namespace scansleuth::report;

namespace {

std::vector<std::string> toStd(const QStringList& list)
{
    std::vector<std::string> out;
    for (const QString& s : list)
        out.push_back(s.toStdString());
    return out;
}

const std::string kKey = "test key";

// A document with `text` in every text field the model has.
Document everywhere(const std::string& text)
{
    Document d;
    d.title = "Report for " + text;
    d.subtitle = text;
    d.metadata = {{"Patient", text}, {text, "key"}};
    Section s;
    s.title = "Evidence on " + text;
    s.blocks.push_back(Paragraph{"Paragraph about " + text, Tone::Warning});
    s.blocks.push_back(Bullets{{"item " + text}, true});
    s.blocks.push_back(KeyValues{{{"k " + text, "v " + text}}});
    s.blocks.push_back(Table{"caption " + text, {"header " + text}, {{"cell " + text}}, {Tone::Good}});
    Figure f;
    f.caption = "figure " + text;
    s.blocks.push_back(f);
    s.blocks.push_back(Plot{"plot " + text,
                            "x " + text,
                            "y " + text,
                            {{"series " + text, {1, 2}, {3, 4}}},
                            {{ReferenceLine::Orientation::Horizontal, 1.0, "ref " + text}},
                            false});
    Section child;
    child.title = "Child " + text;
    s.children.push_back(child);
    d.sections.push_back(s);
    return d;
}

} // namespace

class TestReportPseudonymise : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void replaces_data()
    {
        QTest::addColumn<QStringList>("names");
        QTest::addColumn<QStringList>("ids");
        QTest::addColumn<QStringList>("dates");
        QTest::addColumn<QString>("text");
        QTest::addColumn<QString>("expected"); // {P}: the patient's pseudonym

        const QStringList doe{"Doe^John"};
        QTest::addRow("PN form") << doe << QStringList() << QStringList() << "Patient Doe^John, scanned"
                                 << "Patient {P}, scanned";
        QTest::addRow("PN in upper case") << doe << QStringList() << QStringList() << "DOE^JOHN"
                                          << "{P}";
        QTest::addRow("PN with middle name and empty components")
            << doe << QStringList() << QStringList() << "name=Doe^John^Q^^ end"
            << "name={P} end";
        QTest::addRow("given family") << doe << QStringList() << QStringList() << "Dear John Doe."
                                      << "Dear {P}.";
        QTest::addRow("given family, lower case") << doe << QStringList() << QStringList() << "john doe"
                                                  << "{P}";
        QTest::addRow("family, given") << doe << QStringList() << QStringList() << "Doe, John (left)"
                                       << "{P} (left)";
        QTest::addRow("family given") << doe << QStringList() << QStringList() << "DOE JOHN"
                                      << "{P}";
        QTest::addRow("family name alone") << doe << QStringList() << QStringList() << "Mr Doe arrived"
                                           << "Mr {P} arrived";
        QTest::addRow("name given in everyday order, found as PN")
            << QStringList{"John Doe"} << QStringList() << QStringList() << "DOE^JOHN and John Doe"
            << "{P} and {P}";
        QTest::addRow("name given as family, given")
            << QStringList{"Doe, John"} << QStringList() << QStringList() << "Doe^John"
            << "{P}";
        QTest::addRow("no match inside longer words")
            << doe << QStringList() << QStringList() << "Doerte met Johnson"
            << "Doerte met Johnson";
        QTest::addRow("UTF-8 name") << QStringList{"Müller^Jürgen"} << QStringList() << QStringList()
                                    << "Jürgen Müller and MÜLLER^JÜRGEN"
                                    << "{P} and {P}";
        QTest::addRow("ID") << QStringList() << QStringList{"MRN12345"} << QStringList() << "ID MRN12345."
                            << "ID {P}.";
        QTest::addRow("ID, other case")
            << QStringList() << QStringList{"MRN12345"} << QStringList() << "mrn12345"
            << "{P}";
        QTest::addRow("ID not inside a longer number")
            << QStringList() << QStringList{"12345"} << QStringList() << "123456 and 12345"
            << "123456 and {P}";
        QTest::addRow("name and ID: one pseudonym")
            << doe << QStringList{"MRN1"} << QStringList() << "Doe^John (MRN1)"
            << "{P} ({P})";
        QTest::addRow("ID holding the family name")
            << QStringList{"Demo^Patient"} << QStringList{"SCANSLEUTH-DEMO"} << QStringList()
            << "Patient Demo^Patient, ID SCANSLEUTH-DEMO"
            << "Patient {P}, ID {P}";
        QTest::addRow("birth date YYYYMMDD")
            << QStringList() << QStringList() << QStringList{"19800131"} << "born 19800131"
            << "born [birth date removed]";
        QTest::addRow("birth date given compact, found ISO")
            << QStringList() << QStringList() << QStringList{"19800131"} << "DOB: 1980-01-31"
            << "DOB: [birth date removed]";
        QTest::addRow("birth date given ISO, found compact")
            << QStringList() << QStringList() << QStringList{"1980-01-31"} << "DOB=19800131;"
            << "DOB=[birth date removed];";
        QTest::addRow("other dates stay")
            << QStringList() << QStringList() << QStringList{"19800131"} << "scanned 2026-01-31"
            << "scanned 2026-01-31";
        QTest::addRow("everything at once")
            << doe << QStringList{"PID-77"} << QStringList{"19800131"} << "John Doe, PID-77, born 1980-01-31"
            << "{P}, {P}, born [birth date removed]";
    }
    void replaces()
    {
        QFETCH(QStringList, names);
        QFETCH(QStringList, ids);
        QFETCH(QStringList, dates);
        QFETCH(QString, text);
        QFETCH(QString, expected);
        const Identifiers patient{toStd(names), toStd(ids), toStd(dates)};
        const Pseudonymiser pseudonymiser(kKey);
        const QString alias = QString::fromStdString(pseudonymiser.pseudonym(pseudonymSource(patient)));
        expected.replace("{P}", alias);
        QCOMPARE(QString::fromStdString(pseudonymiseText(text.toStdString(), patient, pseudonymiser)),
                 expected);
    }

    void pseudonymFormat_data()
    {
        QTest::addColumn<QString>("identifier");
        QTest::addRow("name") << "name:DOE^JOHN";
        QTest::addRow("id") << "id:MRN12345";
        QTest::addRow("empty") << "";
    }
    void pseudonymFormat()
    {
        QFETCH(QString, identifier);
        const QString p = QString::fromStdString(Pseudonymiser(kKey).pseudonym(identifier.toStdString()));
        QVERIFY2(QRegularExpression("^PAT-[A-Z2-7]{8}$").match(p).hasMatch(), qPrintable(p));
    }

    void samePatientSamePseudonym()
    {
        const Pseudonymiser a(kKey), b(kKey);
        QCOMPARE(a.pseudonym("id:MRN1"), b.pseudonym("id:MRN1"));
        QCOMPARE(a.pseudonym("id:MRN1"), a.pseudonym("id:MRN1"));
        QVERIFY(a.pseudonym("id:MRN1") != a.pseudonym("id:MRN2"));
        // Every spelling of one name has one source, hence one pseudonym.
        const std::string source = pseudonymSource({{"Doe^John"}, {}, {}});
        QCOMPARE(pseudonymSource({{"John Doe"}, {}, {}}), source);
        QCOMPARE(pseudonymSource({{"DOE, JOHN"}, {}, {}}), source);
        QCOMPARE(pseudonymSource({{"doe^john^^"}, {}, {}}), source);
    }

    void differentKeyDifferentPseudonym_data()
    {
        QTest::addColumn<QString>("otherKey");
        QTest::addRow("another key") << "another key";
        QTest::addRow("key differing in one character") << "test kez";
        QTest::addRow("random key") << "";
    }
    void differentKeyDifferentPseudonym()
    {
        QFETCH(QString, otherKey);
        const Pseudonymiser a(kKey), b(otherKey.toStdString());
        QVERIFY(a.pseudonym("id:MRN1") != b.pseudonym("id:MRN1"));
    }

    void twoRandomKeysDiffer()
    {
        QVERIFY(Pseudonymiser("").pseudonym("id:MRN1") != Pseudonymiser("").pseudonym("id:MRN1"));
    }

    void everyTextField_data()
    {
        QTest::addColumn<QString>("written");
        QTest::addRow("PN") << "Doe^John";
        QTest::addRow("everyday order") << "John Doe";
        QTest::addRow("ID") << "MRN12345";
    }
    void everyTextField()
    {
        QFETCH(QString, written);
        Document d = everywhere(written.toStdString());
        const Identifiers patient{{"Doe^John"}, {"MRN12345"}, {}};
        const Pseudonymiser pseudonymiser(kKey);
        pseudonymise(d, patient, pseudonymiser);
        const QString json = QString::fromStdString(toJson(d).dump());
        QVERIFY2(!json.contains("Doe", Qt::CaseInsensitive) && !json.contains("MRN12345"), qPrintable(json));
        const QString alias = QString::fromStdString(pseudonymiser.pseudonym(pseudonymSource(patient)));
        QCOMPARE(json.count(alias), 19); // every text field of everywhere()
    }

    void applyPrivacyDefaultsToPseudonyms()
    {
        const Document d = everywhere("Doe^John");
        PrivacyOptions privacy;
        privacy.patients = {{{"Doe^John"}, {}, {}}};
        QVERIFY(!QString::fromStdString(toJson(applyPrivacy(d, privacy)).dump()).contains("Doe"));
        privacy.includeIdentifiers = true;
        QCOMPARE(applyPrivacy(d, privacy), d);
    }
};

QTEST_APPLESS_MAIN(TestReportPseudonymise)
#include "tst_report_pseudonymise.moc"
