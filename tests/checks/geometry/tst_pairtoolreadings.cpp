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
    void toolsDisagree_data();
    void toolsDisagree();

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

// When the tools would put the mask in different places, check-pair says so as a warning finding,
// with the tools and the distance. Distances are computed here from the mask's voxels and its two forms.
void TestPairToolReadings::toolsDisagree_data()
{
    QTest::addColumn<QString>("fault");
    QTest::addColumn<QString>("tool");        // the tool that disagrees ("" = none)
    QTest::addColumn<QString>("measurement"); // its measurement in the finding
    QTest::addRow("forms equal") << "none"
                                 << ""
                                 << "";
    QTest::addRow("qform a flip of the sform along i (2/1)") << "qform_flip"
                                                             << "ITK"
                                                             << "mask_offset_ITK";
    QTest::addRow("stale qform 12 mm off (2/1)") << "qform_shift"
                                                 << "ITK"
                                                 << "mask_offset_ITK";
    QTest::addRow("qform_code 2 above sform_code 1, 12 mm off") << "qform_code_above"
                                                                << "NiiVue"
                                                                << "mask_offset_NiiVue";
    QTest::addRow("sheared sform, no qform (2/0)") << "shear_only"
                                                   << "ITK"
                                                   << "mask_refused_ITK";
}

void TestPairToolReadings::toolsDisagree()
{
    QFETCH(QString, fault);
    QFETCH(QString, tool);
    QFETCH(QString, measurement);
    io::LoadedImage mask = copyOf(m_lesion);
    io::NiftiHeaderInfo& h = *mask.nifti;
    const volume::Index3 n = mask.geometry().size;
    const volume::Geometry g = mask.geometry();
    double expectedMm = 0.0;
    if (fault == "qform_flip") {
        // The qform reverses voxel axis i over the same box: voxel i lands where voxel n-1-i should.
        for (int r = 0; r < 3; ++r) {
            h.qformAffine[r][3] += h.qformAffine[r][0] * double(n[0] - 1);
            h.qformAffine[r][0] = -h.qformAffine[r][0];
        }
        h.sformCode = 2;
        h.qformCode = 1;
        double sum = 0, count = 0; // the centroid's i, counted here
        for (std::int64_t k = 0; k < n[2]; ++k)
            for (std::int64_t j = 0; j < n[1]; ++j)
                for (std::int64_t i = 0; i < n[0]; ++i)
                    if (mask.volumes.front().realValue(i, j, k) != 0) {
                        sum += double(i);
                        ++count;
                    }
        expectedMm = std::abs(double(n[0] - 1) - 2 * sum / count) * g.spacing[0];
    } else if (fault == "qform_shift" || fault == "qform_code_above") {
        h.qformAffine = shifted(h.qformAffine, 12.0);
        h.sformCode = fault == "qform_shift" ? 2 : 1;
        h.qformCode = fault == "qform_shift" ? 1 : 2;
        expectedMm = 12.0;
    } else if (fault == "shear_only") {
        for (int r = 0; r < 3; ++r)
            h.sformAffine[r][1] += 0.25 * h.sformAffine[r][0];
        h.sformCode = 2;
        h.qformCode = 0;
        mask.volumes.front().geometry() = volume::geometryFromRasAffine(h.sformAffine, n);
    }
    auto report = checks::checkPair(m_flair, mask);
    QVERIFY(report.ok());
    QString codes;
    for (const Finding& f : report->findings)
        codes += QString::fromStdString(" " + f.code + ": " + f.message + "\n");
    const Finding* f = findFinding(report->findings, "geometry.tools_disagree");
    if (tool.isEmpty()) {
        QVERIFY2(!f, qPrintable(codes));
        QVERIFY2(report->findings.size() == 1 && report->findings.front().code == "geometry.consistent",
                 qPrintable(codes));
        return;
    }
    QVERIFY2(f, qPrintable(codes));
    QCOMPARE(f->severity, Severity::Warning);
    QVERIFY2(!findFinding(report->findings, "geometry.consistent"), qPrintable(codes));
    QVERIFY2(QString::fromStdString(f->message).contains(tool), f->message.c_str());
    const Measurement* m = f->measurement(measurement.toStdString());
    QVERIFY2(m, qPrintable(codes));
    if (fault != "shear_only") {
        QVERIFY2(std::abs(m->value - expectedMm) < 0.01,
                 qPrintable(QString("%1 mm, expected %2").arg(m->value).arg(expectedMm)));
        QVERIFY2(QString::fromStdString(f->message).contains(QString::number(expectedMm, 'f', 1) + " mm"),
                 f->message.c_str());
    } else {
        QVERIFY2(QString::fromStdString(f->message).contains("refuses to read the mask"), f->message.c_str());
    }
    // Only the named tool disagrees; nibabel (check-pair's own reading) never does.
    for (const char* other : {"ITK", "nibabel", "FSL", "NiiVue"})
        if (tool != other)
            QVERIFY2(!f->measurement(std::string("mask_offset_") + other) &&
                         !f->measurement(std::string("mask_refused_") + other),
                     other);
}

QTEST_GUILESS_MAIN(TestPairToolReadings)
#include "tst_pairtoolreadings.moc"
