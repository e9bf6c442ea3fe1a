// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The one label table reader (render/labeltable.h): a row per format with real-shaped files (the first
// lines of FreeSurferColorLUT.txt, MRIcron's aal.nii.txt, an FSL atlas XML, ITK-SNAP and Slicer tables,
// CSV/TSV), BOMs, CRLF, tabs and comments; a row per error with the message fragment; and the files
// found beside a mask, in the documented order.
#include "render/labeltable.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

Q_DECLARE_METATYPE(scansleuth::ErrorKind)

using namespace scansleuth;
using namespace scansleuth::render;

namespace {

void writeText(const QString& path, const QByteArray& text)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(text);
}

// The head of FreeSurfer 7's FreeSurferColorLUT.txt, as distributed.
const QByteArray kFreeSurfer = "#$Id: FreeSurferColorLUT.txt,v 1.105 2015/07/29 18:28:26 greve Exp $\n"
                               "\n"
                               "#No. Label Name:                            R   G   B   A\n"
                               "\n"
                               "0   Unknown                                 0   0   0   0\n"
                               "1   Left-Cerebral-Exterior                  70  130 180 0\n"
                               "2   Left-Cerebral-White-Matter              245 245 245 0\n"
                               "3   Left-Cerebral-Cortex                    205 62  78  0\n"
                               "4   Left-Lateral-Ventricle                  120 18  134 0\n";

// The head of MRIcron's aal.nii.txt: index, name, AAL code.
const QByteArray kAal =
    "1 Precentral_L 2001\n2 Precentral_R 2002\n3 Frontal_Sup_L 2101\n4 Frontal_Sup_R 2102\n";

// FSL's HarvardOxford-Subcortical.xml layout (data/atlases): index 0 is image value 1.
const QByteArray kFslXml =
    "<?xml version=\"1.0\" encoding=\"ISO-8859-1\"?>\n"
    "<atlas version=\"1.0\">\n"
    "  <header>\n"
    "    <name>Harvard-Oxford Subcortical Structural Atlas</name>\n"
    "    <type>Label</type>\n"
    "  </header>\n"
    "  <data>\n"
    "    <label index=\"0\" x=\"58\" y=\"38\" z=\"38\">Left Cerebral White Matter</label>\n"
    "    <label index=\"1\" x=\"60\" y=\"48\" z=\"39\">Left Cerebral Cortex </label>\n"
    "    <label index=\"2\" x=\"55\" y=\"55\" z=\"35\">Left Caudate &amp; Putamen</label>\n"
    "  </data>\n"
    "</atlas>\n";

const QByteArray kItkSnap = R"txt(################################################
# ITK-SnAP Label Description File
# IDX   -R-  -G-  -B-  -A--  VIS MSH  LABEL
################################################
    0     0    0    0        0  0  0    "Clear Label"
    1   255    0    0        1  1  1    "Left hippocampus"
    2     0  128   64      0.5  0  1    "Lesion (edema)"
)txt";

const QByteArray kSlicer = R"(# Color table file GenericAnatomyColors.txt
# 3 values
0 background 0 0 0 0
1 tissue 128 174 128 255
12 white_matter 250 250 225 200
)";

} // namespace

class TestRenderLabelTable : public QObject
{
    Q_OBJECT
private Q_SLOTS:
    void readsEveryFormat_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<QString>("format");
        QTest::addColumn<int>("count");
        QTest::addColumn<int>("label"); // one label checked in full
        QTest::addColumn<QString>("name");
        QTest::addColumn<QList<int>>("rgba"); // empty: the default colour of the label
        QTest::addRow("FreeSurfer LUT") << kFreeSurfer << "FreeSurfer LUT" << 5 << 3 << "Left-Cerebral-Cortex"
                                        << QList<int>{205, 62, 78, 255};
        QTest::addRow("FreeSurfer LUT without comments, CRLF")
            << QByteArray("0 Unknown 0 0 0 0\r\n1 Left-Cerebral-Exterior 70 130 180 0\r\n")
            << "FreeSurfer LUT" << 2 << 1 << "Left-Cerebral-Exterior" << QList<int>{70, 130, 180, 255};
        QTest::addRow("AAL index-name text")
            << kAal << "index-name text" << 4 << 3 << "Frontal_Sup_L" << QList<int>{};
        QTest::addRow("AAL with BOM, CRLF and tabs")
            << QByteArray("\xEF\xBB\xBF"
                          "1\tPrecentral_L\t2001\r\n2\tPrecentral_R\t2002\r\n")
            << "index-name text" << 2 << 2 << "Precentral_R" << QList<int>{};
        QTest::addRow("index-name with spaced names and comments")
            << QByteArray("# labels of the lesion mask\n1 Left Hippocampus\n\n2 Right Hippocampus\n")
            << "index-name text" << 2 << 1 << "Left Hippocampus" << QList<int>{};
        QTest::addRow("FSL atlas XML")
            << kFslXml << "FSL atlas XML" << 3 << 3 << "Left Caudate & Putamen" << QList<int>{};
        QTest::addRow("ITK-SNAP") << kItkSnap << "ITK-SNAP label description" << 3 << 2 << "Lesion (edema)"
                                  << QList<int>{0, 128, 64, 128};
        QTest::addRow("Slicer colour table") << kSlicer << "Slicer colour table" << 3 << 12 << "white_matter"
                                             << QList<int>{250, 250, 225, 200};
        QTest::addRow("CSV with header, quoted name")
            << QByteArray("value,name\n1,liver\n2,\"kidney, left\"\n") << "CSV" << 2 << 2 << "kidney, left"
            << QList<int>{};
        QTest::addRow("CSV without header, colours, BOM and CRLF")
            << QByteArray("\xEF\xBB\xBF"
                          "# organs\r\n1,liver,255,0,0\r\n2,spleen,0,255,0,128\r\n")
            << "CSV" << 2 << 2 << "spleen" << QList<int>{0, 255, 0, 128};
        QTest::addRow("TSV with header") << QByteArray("label\tname\n1\tleft lung\n2\tright lung\n") << "TSV"
                                         << 2 << 2 << "right lung" << QList<int>{};
        QTest::addRow("TSV with colours") << QByteArray("1\tleft lung\t10\t20\t30\n") << "TSV" << 1 << 1
                                          << "left lung" << QList<int>{10, 20, 30, 255};
    }
    void readsEveryFormat()
    {
        QFETCH(QByteArray, text);
        QFETCH(QString, format);
        QFETCH(int, count);
        QFETCH(int, label);
        QFETCH(QString, name);
        QFETCH(QList<int>, rgba);
        QTemporaryDir dir;
        const QString path = dir.filePath("table.txt");
        writeText(path, text);
        auto table = readLabelTableFile(path.toStdString());
        QVERIFY2(table.ok(), table.ok() ? "" : table.error().message.c_str());
        QCOMPARE(QString::fromStdString(table->format), format);
        QCOMPARE(int(table->labels.size()), count);
        auto it = std::find_if(table->labels.begin(), table->labels.end(),
                               [&](const LabelColour& c) { return c.label == label; });
        QVERIFY(it != table->labels.end());
        QCOMPARE(QString::fromStdString(it->name), name);
        const Rgba expected = rgba.isEmpty() ? defaultLabelColour(label)
                                             : Rgba{std::uint8_t(rgba[0]), std::uint8_t(rgba[1]),
                                                    std::uint8_t(rgba[2]), std::uint8_t(rgba[3])};
        QCOMPARE(it->colour, expected);
        // The comparison and the investigations read through readLabelTable, the same entries.
        auto labels = readLabelTable(path.toStdString());
        QVERIFY(labels.ok());
        QVERIFY(*labels == table->labels);
    }

    // ITK-SNAP's visibility and alpha, Slicer's alpha: the whole entry.
    void keepsVisibilityAndAlpha()
    {
        auto itk = parseLabelTable(kItkSnap.toStdString(), "labels.txt");
        QVERIFY(itk.ok());
        QCOMPARE(itk->labels[0], (LabelColour{0, {0, 0, 0, 0}, "Clear Label", false}));
        QCOMPARE(itk->labels[1], (LabelColour{1, {255, 0, 0, 255}, "Left hippocampus", true}));
        auto slicer = parseLabelTable(kSlicer.toStdString(), "colors.ctbl");
        QVERIFY(slicer.ok());
        QCOMPARE(slicer->labels[1], (LabelColour{1, {128, 174, 128, 255}, "tissue", true}));
    }

    void namesTheBadLine_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<ErrorKind>("kind");
        QTest::addColumn<QString>("fragment");
        QTest::addRow("missing file") << QByteArray() << ErrorKind::NotFound << "cannot be opened";
        QTest::addRow("only comments")
            << QByteArray("# nothing\r\n\r\n") << ErrorKind::Corrupt << "holds no labels";
        QTest::addRow("CSV header only")
            << QByteArray("value,name\n") << ErrorKind::Corrupt << "holds no labels";
        QTest::addRow("CSV label twice") << QByteArray("value,name\n1,liver\n1,spleen\n")
                                         << ErrorKind::Corrupt << "Line 3 of the label table";
        QTest::addRow("CSV label twice names it")
            << QByteArray("1,liver\n1,spleen\n") << ErrorKind::Corrupt << "names label 1 a second time";
        QTest::addRow("CSV empty name")
            << QByteArray("1,liver\n2,\n") << ErrorKind::Corrupt << "has an empty name";
        QTest::addRow("CSV colour above 255")
            << QByteArray("1,liver,300,0,0\n") << ErrorKind::Corrupt << "Line 1 of the label table";
        QTest::addRow("CSV three columns")
            << QByteArray("1,liver,5\n") << ErrorKind::Corrupt << "not a valid CSV entry";
        QTest::addRow("FreeSurfer short line") << kFreeSurfer + "5 Left-Inf-Lat-Vent 196 58\n"
                                               << ErrorKind::Corrupt << "Line 10 of the label table";
        QTest::addRow("FreeSurfer short line names the format")
            << kFreeSurfer + "5 Left-Inf-Lat-Vent 196 58\n"
            << ErrorKind::Corrupt << "not a valid FreeSurfer LUT entry";
        QTest::addRow("index-name without index") << kAal + "Frontal_Sup_Orb_L 2111\n"
                                                  << ErrorKind::Corrupt << "Line 5 of the label table";
        QTest::addRow("index-name label twice") << QByteArray("1 Precentral_L 2001\n1 Precentral_R 2002\n")
                                                << ErrorKind::Corrupt << "names label 1 a second time";
        QTest::addRow("header without tab")
            << QByteArray("index name\n1 a\n") << ErrorKind::Corrupt << "not a valid index-name text entry";
        QTest::addRow("XML index not a number")
            << QByteArray("<atlas>\n<data>\n<label index=\"x\">A</label>\n</data></atlas>\n")
            << ErrorKind::Corrupt << "Line 3 of the label table";
        QTest::addRow("XML unterminated label") << QByteArray("<atlas><data>\n<label index=\"0\">A\n")
                                                << ErrorKind::Corrupt << "not a valid FSL atlas XML entry";
        QTest::addRow("ITK-SNAP: colour above 255")
            << QByteArray("1 300 0 0 1 1 1 \"a\"\n") << ErrorKind::Corrupt << "Line 1 of the label table";
        QTest::addRow("ITK-SNAP: alpha above 1")
            << QByteArray("1 3 0 0 1.5 1 1 \"a\"\n") << ErrorKind::Corrupt << "not a valid ITK-SNAP";
        QTest::addRow("ITK-SNAP: unterminated name")
            << QByteArray("# c\n1 3 0 0 1 1 1 \"a\n") << ErrorKind::Corrupt << "Line 2 of the label table";
        QTest::addRow("ITK-SNAP: missing column")
            << QByteArray("1 3 0 0 1 1 \"a\"\n") << ErrorKind::Corrupt << "not a valid ITK-SNAP";
        QTest::addRow("ITK-SNAP: bad second row")
            << QByteArray("1 3 0 0 1 1 1 \"a\"\n2 3 0 x 1 1 1 \"b\"\n") << ErrorKind::Corrupt << "Line 2 of";
        // The first entry decides the format (a lone "1 tissue 1 2 3" is index-name text); later
        // entries of another layout are errors.
        QTest::addRow("Slicer: too few columns")
            << QByteArray("0 Background 0 0 0 0\n1 tissue 128 174 128 255\n2 bone 1 2 3\n")
            << ErrorKind::Corrupt << "Line 3 of the label table";
        QTest::addRow("Slicer: fractional index")
            << QByteArray("1 tissue 1 2 3 255\n1.5 bone 1 2 3 4\n") << ErrorKind::Corrupt
            << "not a valid Slicer colour table entry";
        QTest::addRow("Slicer: extra column")
            << QByteArray("1 tissue 1 2 3 255\n2 bone 1 2 3 4 5\n") << ErrorKind::Corrupt << "Line 2 of";
        QTest::addRow("XML without labels")
            << QByteArray("<atlas><data></data></atlas>\n") << ErrorKind::Corrupt << "holds no labels";
    }
    void namesTheBadLine()
    {
        QFETCH(QByteArray, text);
        QFETCH(ErrorKind, kind);
        QFETCH(QString, fragment);
        QTemporaryDir dir;
        const QString path = dir.filePath("table.txt");
        if (kind != ErrorKind::NotFound)
            writeText(path, text);
        auto r = readLabelTableFile(path.toStdString());
        QVERIFY(!r.ok());
        QCOMPARE(r.error().kind, kind);
        QVERIFY2(QString::fromStdString(r.error().message).contains(fragment), r.error().message.c_str());
        QVERIFY2(QString::fromStdString(r.error().message).contains(path), r.error().message.c_str());
        QVERIFY(!r.error().detail.empty());
    }

    // Files beside the mask: which one is used, in the documented order, and what is said.
    void findsTheTableBesideTheMask_data()
    {
        QTest::addColumn<QString>("mask");
        QTest::addColumn<QStringList>("files"); // written beside it, "name=content key"
        QTest::addColumn<QString>("chosen");    // empty: none
        QTest::addColumn<QString>("sentence");  // fragment of describeLabelSource
        QTest::addRow("aal.nii.txt beside aal.nii.gz")
            << "aal.nii.gz" << QStringList{"aal.nii.txt=aal"} << "aal.nii.txt"
            << "Label names: 4 from aal.nii.txt (index-name text).";
        QTest::addRow("aal.nii.txt beside aal.nii")
            << "aal.nii" << QStringList{"aal.nii.txt=aal"} << "aal.nii.txt"
            << "from aal.nii.txt";
        QTest::addRow("X.nii.gz.txt before X.nii.txt")
            << "seg.nii.gz" << QStringList{"seg.nii.txt=aal", "seg.nii.gz.txt=fs"} << "seg.nii.gz.txt"
            << "(FreeSurfer LUT)";
        QTest::addRow("X.nii.txt before X.txt")
            << "seg.nii.gz" << QStringList{"seg.txt=fs", "seg.nii.txt=aal"} << "seg.nii.txt"
            << "index-name text";
        QTest::addRow("FreeSurfer .lut")
            << "aseg.mgz.nii.gz" << QStringList{"aseg.mgz.lut=fs"} << "aseg.mgz.lut"
            << "FreeSurfer LUT";
        QTest::addRow("notes.txt that is no table, then the CSV")
            << "seg.nii.gz" << QStringList{"seg.txt=notes", "seg.csv=csv"} << "seg.csv"
            << "Label names: 2 from seg.csv";
        QTest::addRow("_labels.tsv") << "case01.nrrd" << QStringList{"case01_labels.tsv=tsv"}
                                     << "case01_labels.tsv"
                                     << "(TSV)";
        QTest::addRow("FSL atlas XML") << "HarvardOxford-sub-maxprob-thr25-1mm.nii.gz"
                                       << QStringList{"HarvardOxford-sub-maxprob-thr25-1mm.xml=xml"}
                                       << "HarvardOxford-sub-maxprob-thr25-1mm.xml"
                                       << "FSL atlas XML";
        QTest::addRow("labels.txt in the folder")
            << "mask.nii.gz" << QStringList{"labels.txt=itk"} << "labels.txt"
            << "ITK-SNAP label description";
        QTest::addRow("none")
            << "aal.nii.gz" << QStringList{"other.txt=aal"} << ""
            << "No label names found beside aal.nii.gz (looked for aal.nii.gz.txt, aal.nii.txt, aal.txt";
        QTest::addRow("only a broken one") << "seg.nii.gz" << QStringList{"seg.txt=notes"} << ""
                                           << "Not a label table: seg.txt: Line 1 of the label table";
    }
    void findsTheTableBesideTheMask()
    {
        QFETCH(QString, mask);
        QFETCH(QStringList, files);
        QFETCH(QString, chosen);
        QFETCH(QString, sentence);
        const QMap<QString, QByteArray> contents{{"aal", kAal},
                                                 {"fs", kFreeSurfer},
                                                 {"itk", kItkSnap},
                                                 {"xml", kFslXml},
                                                 {"csv", "label,name\n1,liver\n2,spleen\n"},
                                                 {"tsv", "1\tleft lung\n2\tright lung\n"},
                                                 {"notes", "resampled with sitkLinear (ticket 12)\n"}};
        QTemporaryDir dir;
        for (const QString& f : files)
            writeText(dir.filePath(f.section('=', 0, 0)), contents.value(f.section('=', 1)));
        const std::string maskPath = dir.filePath(mask).toStdString();
        const LabelTableSearch search = findLabelTable(maskPath);
        if (chosen.isEmpty()) {
            QVERIFY(!search.table.ok());
        } else {
            QVERIFY2(search.table.ok(), search.table.ok() ? "" : search.table.error().message.c_str());
            QCOMPARE(QString::fromStdString(search.table->path), dir.filePath(chosen));
        }
        const std::string text = describeLabelSource(search, maskPath);
        QVERIFY2(QString::fromStdString(text).contains(sentence), text.c_str());
    }

    void candidateOrder()
    {
        QStringList names;
        for (const std::string& c : labelTableCandidates("/data/aal.nii.gz"))
            names << QString::fromStdString(c);
        const QStringList expected{"aal.nii.gz.txt", "aal.nii.txt",    "aal.txt",        "aal.lut",
                                   "aal.ctbl",       "aal.label",      "aal.csv",        "aal.tsv",
                                   "aal.xml",        "aal_labels.txt", "aal_labels.csv", "aal_labels.tsv",
                                   "aal_lut.txt",    "labels.txt",     "labels.csv",     "labels.tsv"};
        QCOMPARE(names.size(), expected.size());
        for (int i = 0; i < expected.size(); ++i)
            QCOMPARE(names[i], "/data/" + expected[i]);
    }
};

QTEST_APPLESS_MAIN(TestRenderLabelTable)
#include "tst_render_labeltable.moc"
