// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "io/dicom/dicomtags.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace scansleuth;

namespace {
const io::DicomTag* find(const std::vector<io::DicomTag>& tags, const std::string& tag)
{
    for (const io::DicomTag& t : tags) {
        if (t.tag == tag)
            return &t;
    }
    return nullptr;
}
} // namespace

class TestDicomTags : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void listsElementsOfARealFile();
    void expandsSequencesWithDepth();
    void badInput_data();
    void badInput();
};

void TestDicomTags::listsElementsOfARealFile()
{
    auto tags = io::readDicomTags(SCANSLEUTH_TEST_DATA_DIR "/dicom/mr_small_single_slice_ts/MR_small.dcm");
    QVERIFY(tags.ok());
    const io::DicomTag* modality = find(*tags, "(0008,0060)");
    QVERIFY(modality);
    QCOMPARE(QString::fromStdString(modality->vr), QStringLiteral("CS"));
    QCOMPARE(QString::fromStdString(modality->name), QStringLiteral("Modality"));
    QCOMPARE(QString::fromStdString(modality->value), QStringLiteral("MR"));
    QVERIFY(find(*tags, "(0002,0010)")); // transfer syntax, from the meta header
    const io::DicomTag* pixels = find(*tags, "(7FE0,0010)");
    QVERIFY(pixels);
    QVERIFY(QString::fromStdString(pixels->value).startsWith(QStringLiteral("(pixel data, 8192 bytes")));
}

void TestDicomTags::expandsSequencesWithDepth()
{
    auto tags = io::readDicomTags(SCANSLEUTH_TEST_DATA_DIR "/dicom/enhanced_ct_2frames/eCT_Supplemental.dcm");
    QVERIFY(tags.ok());
    const io::DicomTag* perFrame = find(*tags, "(5200,9230)");
    QVERIFY(perFrame);
    QCOMPARE(perFrame->depth, 0);
    QVERIFY(QString::fromStdString(perFrame->value).contains(QStringLiteral("2 items")));
    // Plane positions live two sequences down (per-frame item -> PlanePositionSequence item).
    bool nestedPosition = false;
    for (const io::DicomTag& t : *tags)
        nestedPosition |= t.tag == "(0020,0032)" && t.depth == 2;
    QVERIFY(nestedPosition);
}

void TestDicomTags::badInput_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("fragment");
    QTest::addRow("missing file") << QByteArray() << "does not exist";
    QTest::addRow("text file") << QByteArray("not dicom at all\n") << "could not be read as DICOM";
}

void TestDicomTags::badInput()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, fragment);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("x.dcm"));
    if (!bytes.isEmpty()) {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    }
    auto tags = io::readDicomTags(path.toStdString());
    QVERIFY(!tags.ok());
    QVERIFY2(QString::fromStdString(tags.error().message).contains(fragment), tags.error().message.c_str());
}

QTEST_GUILESS_MAIN(TestDicomTags)
#include "tst_dicomtags.moc"
