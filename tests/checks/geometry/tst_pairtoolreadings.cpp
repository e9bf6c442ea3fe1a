// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "checks/geometry/pairgeometry.h"
#include "pairtestdata.h"

#include <QTest>

using namespace scansleuth;
using namespace pairtest;

namespace {

const char* kFlair = "overlay/flair_lesion_same_oblique_grid/FLAIR.nii.gz";
const char* kLesion = "overlay/flair_lesion_same_oblique_grid/lesion.nii.gz";

const checks::ToolReading* reading(const std::vector<checks::ToolReading>& readings, const std::string& tool)
{
    for (const checks::ToolReading& r : readings)
        if (r.tool == tool)
            return &r;
    return nullptr;
}

volume::Mat4 shifted(volume::Mat4 m, double dx)
{
    m[0][3] += dx;
    return m;
}

} // namespace

// Which NIfTI form ITK, nibabel, FSL and NiiVue take for the mask, and where each puts it.
class TestPairToolReadings : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void forms_data();
    void forms();

private:
    io::LoadedImage m_flair, m_lesion;
};

void TestPairToolReadings::initTestCase()
{
    m_flair = load(kFlair);
    m_lesion = load(kLesion);
}

void TestPairToolReadings::forms_data()
{
    QTest::addColumn<int>("sformCode");
    QTest::addColumn<int>("qformCode");
    QTest::addColumn<double>("sformShift"); // mm added to the sform's x translation (RAS)
    QTest::addColumn<QString>("itk");
    QTest::addColumn<QString>("nibabel");
    QTest::addColumn<QString>("fsl");
    QTest::addColumn<QString>("niivue");
    QTest::addColumn<bool>("itkMovesMask"); // ITK puts the mask elsewhere than nibabel

    // The fixture as written: both codes 2 (aligned) and equal forms.
    QTest::addRow("equal forms, codes 2/2") << 2 << 2 << 0.0 << "sform"
                                            << "sform"
                                            << "sform"
                                            << "sform" << false;
    // A stale sform (aligned) next to a scanner qform: ITK keeps the qform, the others the sform.
    QTest::addRow("stale sform 2, qform 1") << 2 << 1 << 12.0 << "qform"
                                            << "sform"
                                            << "sform"
                                            << "sform" << true;
    // sform scanner: ITK takes it even though the forms differ.
    QTest::addRow("sform 1, qform 1, differ") << 1 << 1 << 12.0 << "sform"
                                              << "sform"
                                              << "sform"
                                              << "sform" << false;
    // qform code above sform code: NiiVue switches to the qform.
    QTest::addRow("sform 1, qform 2, differ") << 1 << 2 << 12.0 << "sform"
                                              << "sform"
                                              << "sform"
                                              << "qform" << false;
    // Only the qform is set.
    QTest::addRow("sform 0, qform 1") << 0 << 1 << 12.0 << "qform"
                                      << "qform"
                                      << "qform"
                                      << "qform" << false;
    // Neither form is set: ITK's method 1 (no rotation, origin at voxel 0) moves the mask.
    QTest::addRow("no forms") << 0 << 0 << 0.0 << "pixdim"
                              << "pixdim"
                              << "pixdim"
                              << "sform" << true;
}

void TestPairToolReadings::forms()
{
    QFETCH(int, sformCode);
    QFETCH(int, qformCode);
    QFETCH(double, sformShift);
    QFETCH(QString, itk);
    QFETCH(QString, nibabel);
    QFETCH(QString, fsl);
    QFETCH(QString, niivue);
    QFETCH(bool, itkMovesMask);
    io::LoadedImage mask = copyOf(m_lesion);
    io::NiftiHeaderInfo& h = *mask.nifti;
    h.sformCode = sformCode;
    h.qformCode = qformCode;
    h.sformAffine = shifted(h.sformAffine, sformShift);
    const volume::Index3 size = mask.geometry().size;
    if (sformCode > 0) {
        h.geometrySource = "sform";
        mask.volumes.front().geometry() = volume::geometryFromRasAffine(h.sformAffine, size);
    } else if (qformCode > 0) {
        h.geometrySource = "qform";
        mask.volumes.front().geometry() = volume::geometryFromRasAffine(h.qformAffine, size);
    } else {
        h.geometrySource = "pixdim";
    }
    auto report = checks::checkPair(m_flair, mask);
    QVERIFY(report.ok());
    QCOMPARE(report->maskTools.size(), std::size_t(4));
    QCOMPARE(report->imageTools.size(), std::size_t(4));
    QCOMPARE(QString::fromStdString(reading(report->maskTools, "ITK")->form), itk);
    QCOMPARE(QString::fromStdString(reading(report->maskTools, "nibabel")->form), nibabel);
    QCOMPARE(QString::fromStdString(reading(report->maskTools, "FSL")->form), fsl);
    QCOMPARE(QString::fromStdString(reading(report->maskTools, "NiiVue")->form), niivue);
    const std::string& note = reading(report->maskTools, "ITK")->note;
    QVERIFY2((note.find("puts the mask where nibabel does") == std::string::npos) == itkMovesMask,
             note.c_str());
    if (itkMovesMask && sformShift != 0)
        QVERIFY2(note.find("12.00 mm") != std::string::npos && note.find("left") != std::string::npos,
                 note.c_str());
    for (const checks::ToolReading& r : report->imageTools)
        QVERIFY2(r.note.find("as nibabel does") != std::string::npos, r.note.c_str());
}

QTEST_GUILESS_MAIN(TestPairToolReadings)
#include "tst_pairtoolreadings.moc"
