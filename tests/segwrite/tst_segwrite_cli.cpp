// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// `scansleuth-cli convert MASK --to-seg` and `model run ... --out PRED.dcm`, run as a script runs them: the
// SEG they write checked by pydicom (segcheck.py), and every refusal with its exit code and sentence.
#include "../cli/clirun.h"
#include "segwritesupport.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace scansleuth;
using namespace scansleuth::testing;

class TestSegWriteCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void liverWithLabelTable();
    void syntheticWithEmptyClass();
    void refusals_data();
    void refusals();
    void unwritableOutputLeavesNothing();
    void modelRunWritesSeg();

private:
    QString path(const QString& name) const { return m_dir.filePath(name); }
    bool writeTable(const QString& file, const QByteArray& text) const;
    QString maskOnSeries(const QString& name, volume::PixelType type, double value, double originShift = 0);

    QTemporaryDir m_dir;
    QString m_series;
};

bool TestSegWriteCli::writeTable(const QString& file, const QByteArray& text) const
{
    QFile f(file);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
}

// A NIfTI mask on the synthetic series' grid (origin moved by `originShift` mm): `value` in column 1.
QString TestSegWriteCli::maskOnSeries(const QString& name, volume::PixelType type, double value,
                                      double originShift)
{
    auto series = loadSingle(m_series);
    if (!series)
        return {};
    volume::Geometry g = series->geometry();
    g.origin[0] += originShift;
    const QString file = path(name);
    writeMaskNifti(file, labelMap(g, type, [&](auto i, auto, auto) { return i == 1 ? value : 0.0; }));
    return file;
}

void TestSegWriteCli::initTestCase()
{
    QVERIFY(m_dir.isValid());
    m_series = path("series5x7");
    QVERIFY(writeSyntheticSeries(m_series, 5, 7, 4));
}

void TestSegWriteCli::liverWithLabelTable()
{
    const QString ct = segDataPath("dcmqi_liver_ct3slice/ct");
    const QString nrrd = segDataPath("dcmqi_liver_ct3slice/liver_seg.nrrd");
    const QString table = path("liver.csv");
    QVERIFY(writeTable(table, "value,name,r,g,b\n1,Liver,221,130,101\n"));
    const QString out = path("liver.dcm");
    const CliRun r = cli({"convert", nrrd, "--to-seg", "--reference", ct, "--labels", table, "--algorithm",
                          "my-unet", "--algorithm-version", "7", "--out", out, "--quiet"});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QCOMPARE(r.out.trimmed(), out.toUtf8());
    QString check;
    QVERIFY2(segcheck({"--seg", out, "--reference", ct, "--mask", nrrd, "--labels", "Liver", "--algorithm",
                       "my-unet"},
                      check),
             qPrintable(check));
}

// The table names classes 1..3; the mask holds 1 and 2: class 3 is written as an empty segment.
void TestSegWriteCli::syntheticWithEmptyClass()
{
    auto series = loadSingle(m_series);
    QVERIFY(series);
    const QString mask = path("two.nii.gz");
    QVERIFY(writeMaskNifti(
        mask, labelMap(series->geometry(), volume::PixelType::Int16,
                       [](auto i, auto j, auto k) -> double { return k == 2 ? 0 : (i + j + k) % 3; })));
    const QString table = path("three.txt");
    QVERIFY(writeTable(table, "1 kidney\n2 spleen\n3 pancreas\n"));
    const QString out = path("two.dcm");
    const CliRun r =
        cli({"convert", mask, "--to-seg", "--reference", m_series, "--labels", table, "--out", out});
    QVERIFY2(r.exitCode == 0, r.err.constData());
    QVERIFY2(r.err.contains("segment 3: pancreas (label value 3)"), r.err.constData());
    QString check;
    QVERIFY2(segcheck({"--seg", out, "--reference", m_series, "--mask", mask, "--labels",
                       "kidney,spleen,pancreas", "--values", "1,2,3", "--algorithm", "unknown"},
                      check),
             qPrintable(check));
    QVERIFY2(check.contains("\"empty_frames\": 1"), qPrintable(check));
}

void TestSegWriteCli::refusals_data()
{
    QTest::addColumn<QString>("mask"); // a file name made here, or "missing"
    QTest::addColumn<QString>("reference");
    QTest::addColumn<int>("exitCode");
    QTest::addColumn<QString>("fragment");
    QTest::addRow("missing mask") << "missing"
                                  << "series" << 3 << "";
    QTest::addRow("missing reference") << "ok"
                                       << "missing" << 3 << "";
    QTest::addRow("no reference") << "ok"
                                  << "" << 2 << "needs --reference";
    QTest::addRow("reference that is a NIfTI") << "ok"
                                               << "nifti" << 2 << "must be the DICOM series";
    QTest::addRow("mask on another grid") << "shifted"
                                          << "series" << 4 << "not on the reference series' grid";
    QTest::addRow("float mask") << "float"
                                << "series" << 4 << "not whole numbers";
    QTest::addRow("negative mask") << "negative"
                                   << "series" << 4 << "negative values";
    QTest::addRow("label values beyond 65535") << "big"
                                               << "series" << 4 << "above 65535";
    QTest::addRow("empty mask") << "empty"
                                << "series" << 4 << "holds no labels";
}

void TestSegWriteCli::refusals()
{
    QFETCH(QString, mask);
    QFETCH(QString, reference);
    QFETCH(int, exitCode);
    QFETCH(QString, fragment);
    QString maskFile = path("missing.nii.gz");
    if (mask == "ok")
        maskFile = maskOnSeries("ok.nii.gz", volume::PixelType::UInt8, 1);
    else if (mask == "shifted")
        maskFile = maskOnSeries("shifted.nii.gz", volume::PixelType::UInt8, 1, 2.0);
    else if (mask == "float")
        maskFile = maskOnSeries("float.nii.gz", volume::PixelType::Float32, 0.5);
    else if (mask == "negative")
        maskFile = maskOnSeries("negative.nii.gz", volume::PixelType::Int16, -3);
    else if (mask == "big")
        maskFile = maskOnSeries("big.nii.gz", volume::PixelType::Int32, 70000);
    else if (mask == "empty")
        maskFile = maskOnSeries("empty.nii.gz", volume::PixelType::UInt8, 0);
    QStringList args{"convert", maskFile, "--to-seg", "--out", path("refused.dcm")};
    if (reference == "series")
        args << "--reference" << m_series;
    else if (reference == "missing")
        args << "--reference" << path("no-such-series");
    else if (reference == "nifti")
        args << "--reference" << maskOnSeries("ref.nii.gz", volume::PixelType::UInt8, 1);
    const CliRun r = cli(args);
    QVERIFY2(r.exitCode == exitCode, qPrintable(QString::number(r.exitCode) + ": " + r.err));
    QVERIFY2(r.err.contains(fragment.toUtf8()), r.err.constData());
    QVERIFY(!QFile::exists(path("refused.dcm")));
}

void TestSegWriteCli::unwritableOutputLeavesNothing()
{
    const QString mask = maskOnSeries("ok.nii.gz", volume::PixelType::UInt8, 1);
    const CliRun r =
        cli({"convert", mask, "--to-seg", "--reference", m_series, "--out", path("nowhere/pred.dcm")});
    QVERIFY2(r.exitCode == 6, qPrintable(QString::number(r.exitCode) + ": " + r.err));
    QVERIFY2(r.err.contains("could not be written"), r.err.constData());
    QVERIFY(!QDir(path("nowhere")).exists());
}

// model run on the DICOM series: the SEG holds what the NIfTI output of the same run holds.
void TestSegWriteCli::modelRunWritesSeg()
{
    if (cli({"model", "--help"}).exitCode != 0)
        QSKIP("this build has no model commands (no LibTorch)");
    const QString model = path("segmenter.pt");
    QVERIFY(cli({"model", "example", "--kind", "segmenter", "--out", model}).exitCode == 0);
    const QString nifti = path("pred.nii.gz"), seg = path("pred.dcm");
    const CliRun a = cli({"model", "run", model, m_series, "--out", nifti, "--quiet"});
    QVERIFY2(a.exitCode == 0, a.err.constData());
    const CliRun b = cli({"model", "run", model, m_series, "--out", seg, "--quiet", "--json"});
    QVERIFY2(b.exitCode == 0, b.err.constData());
    const int classes = b.json().value("classes").toInt();
    QVERIFY(classes >= 2);
    QStringList values;
    for (int c = 1; c < classes; ++c)
        values << QString::number(c);
    QString check;
    QVERIFY2(segcheck({"--seg", seg, "--reference", m_series, "--mask", nifti, "--values", values.join(','),
                       "--algorithm", "segmenter"},
                      check),
             qPrintable(check));
    // A NIfTI input has no series to reference.
    const CliRun c = cli({"model", "run", model, nifti, "--out", path("nope.dcm"), "--quiet"});
    QCOMPARE(c.exitCode, 2);
    QVERIFY2(c.err.contains("only for a DICOM series input"), c.err.constData());
}

QTEST_GUILESS_MAIN(TestSegWriteCli)
#include "tst_segwrite_cli.moc"
