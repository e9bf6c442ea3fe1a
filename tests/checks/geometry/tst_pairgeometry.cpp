// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "checks/geometry/pairgeometry.h"
#include "checks/geometry/pairgeometryjson.h"
#include "checks/geometry/pairsampling.h"
#include "demo/phantom.h"
#include "pairtestdata.h"

#include <QTest>

#include <cmath>
#include <set>

using namespace scansleuth;
using namespace pairtest;

namespace {

const char* kFlair = "overlay/flair_lesion_same_oblique_grid/FLAIR.nii.gz";
const char* kLesion = "overlay/flair_lesion_same_oblique_grid/lesion.nii.gz";

volume::Mat3 rotationAboutZ(double degrees)
{
    const double a = degrees * M_PI / 180.0;
    return {{{std::cos(a), -std::sin(a), 0}, {std::sin(a), std::cos(a), 0}, {0, 0, 1}}};
}

volume::Mat3 times(const volume::Mat3& a, const volume::Mat3& b)
{
    volume::Mat3 m{};
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 3; ++c)
            for (int k = 0; k < 3; ++k)
                m[r][c] += a[r][k] * b[k][c];
    return m;
}

volume::Mat4 shiftedRas(const volume::Mat4& m, double dx)
{
    volume::Mat4 out = m;
    out[0][3] += dx;
    return out;
}

// The demo phantom's CT and its 13-label map, as files a reader would give (no NIfTI header).
std::pair<io::LoadedImage, io::LoadedImage> demoPair()
{
    const demo::DemoStudy study = demo::makeDemoStudy();
    io::LoadedImage image, mask;
    image.path = "demo ct";
    image.volumes.push_back(study.ct.clone().value());
    mask.path = "demo labels";
    mask.volumes.push_back(study.labels.clone().value());
    return {std::move(image), std::move(mask)};
}

volume::AxisPermutation orderFrom(const QString& digits)
{
    volume::AxisPermutation p;
    for (int i = 0; i < 3; ++i)
        p.sourceAxis[i] = digits.at(i).digitValue();
    return p;
}

// Injects one bug into `mask` (or `image` for bugs of the image's header), in code.
void inject(const QString& kind, double amount, io::LoadedImage& image, io::LoadedImage& mask)
{
    volume::Geometry g = mask.geometry();
    if (kind == "none")
        return;
    if (kind == "flip") {
        volume::AxisPermutation p;
        p.flip[static_cast<int>(amount)] = true;
        reorderVoxels(mask, p);
    } else if (kind.startsWith("transpose")) {
        reorderVoxels(mask, orderFrom(kind.mid(9)));
    } else if (kind == "rot180") { // np.rot90(k=2) across the FLAIR's slice axis (0: fewest voxels, 1 mm)
        volume::AxisPermutation p;
        p.flip[1] = p.flip[2] = true;
        reorderVoxels(mask, p);
    } else if (kind == "shift_mm") {
        g.origin[0] += amount;
        setGeometry(mask, g);
    } else if (kind == "shift_voxels") {
        for (int r = 0; r < 3; ++r)
            g.origin[r] += amount * g.spacing[1] * g.direction[r][1];
        setGeometry(mask, g);
    } else if (kind == "half_voxel") {
        for (int a = 0; a < 3; ++a)
            for (int r = 0; r < 3; ++r)
                g.origin[r] += 0.5 * g.spacing[a] * g.direction[r][a];
        setGeometry(mask, g);
    } else if (kind == "spacing") {
        g.spacing[2] *= amount;
        setGeometry(mask, g);
    } else if (kind == "rotate") {
        g.direction = times(rotationAboutZ(amount), g.direction);
        setGeometry(mask, g);
    } else if (kind == "lps_ras") {
        for (int c = 0; c < 3; ++c)
            for (int r = 0; r < 2; ++r)
                g.direction[r][c] = -g.direction[r][c];
        g.origin = {-g.origin[0], -g.origin[1], g.origin[2]};
        setGeometry(mask, g);
    } else if (kind == "lps_ras_origin") {
        g.origin = {-g.origin[0], -g.origin[1], g.origin[2]};
        setGeometry(mask, g);
    } else if (kind == "identity") {
        mask.volumes.front().geometry() = volume::geometryFromRasAffine(volume::identity4(), g.size);
        mask.nifti->sformAffine = mask.nifti->qformAffine = volume::identity4();
    } else if (kind == "no_orientation") {
        volume::Mat4 las = volume::identity4();
        las[0][0] = -1;
        for (int a = 0; a < 3; ++a)
            las[a][3] = -las[a][a] * (static_cast<double>(g.size[a]) - 1) / 2;
        mask.volumes.front().geometry() = volume::geometryFromRasAffine(las, g.size);
        mask.nifti->qformCode = mask.nifti->sformCode = 0;
        mask.nifti->geometrySource = "pixdim";
    } else if (kind == "qform_used") { // a stale sform (code 2) is used; the qform (code 1) was right
        mask.nifti->sformAffine = shiftedRas(mask.nifti->sformAffine, amount);
        mask.nifti->sformCode = 2;
        mask.nifti->qformCode = 1;
        mask.volumes.front().geometry() = volume::geometryFromRasAffine(mask.nifti->sformAffine, g.size);
    } else if (kind == "sform_meant") { // the sform is right but its code is 0, so the stale qform is used
        mask.nifti->qformAffine = shiftedRas(mask.nifti->qformAffine, amount);
        mask.nifti->sformCode = 0;
        mask.nifti->qformCode = 1;
        mask.nifti->geometrySource = "qform";
        mask.volumes.front().geometry() = volume::geometryFromRasAffine(mask.nifti->qformAffine, g.size);
    } else if (kind == "image_sform_stale") { // the image's sform is off; the mask follows its qform
        image.nifti->sformAffine = shiftedRas(image.nifti->sformAffine, amount);
        image.nifti->sformCode = 2;
        image.nifti->qformCode = 1;
        image.volumes.front().geometry() =
            volume::geometryFromRasAffine(image.nifti->sformAffine, image.geometry().size);
    } else if (kind == "crop") {
        volume::Geometry cropped = g;
        cropped.size[2] = g.size[2] / 2 + 10;
        volume::Volume v = volume::Volume::allocate(mask.volumes.front().pixelType(), cropped).value();
        std::memcpy(v.bytes(), mask.volumes.front().bytes(), v.byteCount());
        mask.volumes.front() = std::move(v);
        setGeometry(mask, cropped);
    } else {
        QFAIL(qPrintable("unknown injection " + kind));
    }
}

// The centroid of the non-zero voxels in LPS mm, by the ITK contract written out here: origin +
// direction * (spacing * index). A map that is affine moves the centroid with it.
volume::Vec3 lpsCentroid(const volume::Volume& v)
{
    const volume::Geometry& g = v.geometry();
    double sum[3] = {0, 0, 0}, count = 0;
    for (std::int64_t k = 0; k < g.size[2]; ++k)
        for (std::int64_t j = 0; j < g.size[1]; ++j)
            for (std::int64_t i = 0; i < g.size[0]; ++i)
                if (v.realValue(i, j, k) != 0) {
                    sum[0] += double(i);
                    sum[1] += double(j);
                    sum[2] += double(k);
                    ++count;
                }
    volume::Vec3 p = g.origin;
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 3; ++c)
            p[r] += g.direction[r][c] * g.spacing[c] * sum[c] / count;
    return p;
}

QString describe(const checks::PairReport& r)
{
    QString text;
    for (const Finding& f : r.findings)
        text += QString::fromStdString("\n  finding " + f.code + " [" + severityName(f.severity) + "] " +
                                       f.message);
    for (const checks::CauseCandidate& c : r.candidates)
        text += QString::fromStdString("\n  candidate " + c.code + " " + c.verdict + ": " + c.reason);
    return text;
}

} // namespace

class TestPairGeometry : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void injectedBugs_data();
    void injectedBugs();
    void orientationFixtures_data();
    void orientationFixtures();
    void badInput_data();
    void badInput();
    void correctionRestoresMask();
    void jsonEchoesToleranceAndCandidates();
    void manyLabelsFlipProven();
    void inPlaneRotations_data();
    void inPlaneRotations();

private:
    io::LoadedImage m_flair, m_lesion;
};

void TestPairGeometry::initTestCase()
{
    m_flair = load(kFlair);
    m_lesion = load(kLesion);
}

void TestPairGeometry::injectedBugs_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<double>("amount");
    QTest::addColumn<QString>("code");        // expected finding ("" = no problem at all)
    QTest::addColumn<QString>("measurement"); // expected measurement of that finding
    QTest::addColumn<double>("value");
    QTest::addColumn<double>("tolerance");

    struct Row
    {
        const char* name;
        const char* kind;
        double amount;
        const char* code;
        const char* measurement;
        double value, tolerance;
    };
    const Row rows[] = {
        {"clean", "none", 0, "", "", 0, 0},
        {"flip left-right", "flip", 0, "geometry.axis_flip", "anatomical_axis", 0, 0},
        {"flip anterior-posterior", "flip", 1, "geometry.axis_flip", "anatomical_axis", 1, 0},
        {"flip superior-inferior", "flip", 2, "geometry.axis_flip", "anatomical_axis", 2, 0},
        {"transpose j,i,k", "transpose102", 0, "geometry.axes_transposed", "mask_axis_0_is_image_axis", 1, 0},
        {"transpose i,k,j", "transpose021", 0, "geometry.axes_transposed", "mask_axis_1_is_image_axis", 2, 0},
        {"transpose k,j,i", "transpose210", 0, "geometry.axes_transposed", "mask_axis_0_is_image_axis", 2, 0},
        {"transpose j,k,i", "transpose120", 0, "geometry.axes_transposed", "mask_axis_0_is_image_axis", 1, 0},
        {"transpose k,i,j", "transpose201", 0, "geometry.axes_transposed", "mask_axis_0_is_image_axis", 2, 0},
        {"rotated 180 deg", "rot180", 0, "geometry.in_plane_rotation", "rotation_degrees", 180, 0},
        {"origin +4 mm", "shift_mm", 4, "geometry.origin_offset", "offset", 4, 1e-6},
        {"origin -7.5 mm", "shift_mm", -7.5, "geometry.origin_offset", "offset", 7.5, 1e-6},
        {"origin 3 voxels", "shift_voxels", 3, "geometry.origin_offset", "offset_voxels", 3, 1e-6},
        {"origin -5 voxels", "shift_voxels", -5, "geometry.origin_offset", "offset_voxels_j", -5, 1e-6},
        {"origin +5 voxels", "shift_voxels", 5, "geometry.origin_offset", "offset_voxels_j", 5, 1e-6},
        {"origin +4 mm along x", "shift_mm", 4, "geometry.origin_offset", "offset_x", 4, 1e-6},
        {"origin -7.5 mm along x", "shift_mm", -7.5, "geometry.origin_offset", "offset_x", -7.5, 1e-6},
        {"half voxel", "half_voxel", 0, "geometry.half_voxel_shift", "offset_voxels", std::sqrt(0.75), 1e-6},
        {"spacing x1.2", "spacing", 1.2, "geometry.spacing_scaled", "factor_superior-inferior", 1.2, 1e-6},
        {"spacing x0.5", "spacing", 0.5, "geometry.spacing_scaled", "factor_superior-inferior", 0.5, 1e-6},
        {"direction 6 deg", "rotate", 6, "geometry.direction_mismatch", "rotation_angle", 6, 1e-6},
        {"lps/ras affine", "lps_ras", 0, "geometry.lps_ras_confusion", "correction_shift", -1, 0},
        {"lps/ras origin", "lps_ras_origin", 0, "geometry.lps_ras_confusion", "offset", -1, 0},
        {"identity affine", "identity", 0, "geometry.identity_affine", "max_corner_distance", -1, 0},
        {"no orientation", "no_orientation", 0, "geometry.identity_affine", "max_corner_distance", -1, 0},
        {"qform used for stale sform", "qform_used", 8, "geometry.qform_sform_mismatch",
         "max_corner_distance", 8, 1e-3},
        {"sform meant, qform used", "sform_meant", -6, "geometry.qform_sform_mismatch", "max_corner_distance",
         6, 1e-3},
        {"image sform stale", "image_sform_stale", 5, "geometry.qform_sform_mismatch", "max_corner_distance",
         5, 1e-3},
        {"wrong size (cropped)", "crop", 0, "geometry.dimension_mismatch", "mask_size_k", 80, 0},
    };
    for (bool withReference : {true, false})
        for (const Row& r : rows)
            QTest::addRow("%s, %s", r.name, withReference ? "reference" : "no reference")
                << QString(r.kind) << r.amount << QString(r.code) << QString(r.measurement) << r.value
                << r.tolerance;
}

void TestPairGeometry::injectedBugs()
{
    QFETCH(QString, kind);
    QFETCH(double, amount);
    QFETCH(QString, code);
    QFETCH(QString, measurement);
    QFETCH(double, value);
    QFETCH(double, tolerance);
    const bool withReference = QString(QTest::currentDataTag()).endsWith(", reference");
    io::LoadedImage image = copyOf(m_flair);
    io::LoadedImage mask = copyOf(m_lesion);
    inject(kind, amount, image, mask);

    auto report = checks::checkPair(image, mask, withReference ? &m_lesion : nullptr);
    QVERIFY2(report.ok(), report.ok() ? "" : report.error().message.c_str());
    const QString details = describe(*report);
    if (code.isEmpty()) {
        QCOMPARE(report->findings.size(), std::size_t(1));
        QCOMPARE(report->findings.front().code, std::string("geometry.consistent"));
        QCOMPARE(report->findings.front().severity, Severity::Info);
        return;
    }
    const Finding* f = findFinding(report->findings, code.toStdString());
    QVERIFY2(f, qPrintable("no " + code + details));
    QVERIFY2(f->severity != Severity::Info, qPrintable(details));
    if (kind != "crop" && (withReference || !f->message.starts_with("Not proven")))
        QVERIFY2(report->findings.front().code == code.toStdString(), qPrintable("not first" + details));
    if (withReference && kind != "crop")
        QVERIFY2(f->severity == Severity::Error, qPrintable("not proven with a reference" + details));
    const Measurement* m = f->measurement(measurement.toStdString());
    QVERIFY2(m, qPrintable("no measurement " + measurement + details));
    // Signed: a -5 voxel offset must not pass as +5, nor a flip of axis 0 as one of axis 1.
    if (value >= 0 || tolerance > 0)
        QVERIFY2(
            std::abs(m->value - value) <= tolerance,
            qPrintable(QString("%1 = %2, expected %3").arg(measurement).arg(m->value).arg(value) + details));
    // The correction puts the mask where the lesion is, in world space: the corrected mask's centroid in
    // LPS mm against the reference lesion's, both computed here from voxels and geometry.
    const auto best = std::find_if(report->candidates.begin(), report->candidates.end(),
                                   [&](const checks::CauseCandidate& c) {
                                       return c.verdict == "supported" && c.code == code.toStdString();
                                   });
    if (withReference && kind != "crop" && kind != "image_sform_stale")
        QVERIFY2(best != report->candidates.end(), qPrintable("no supported candidate" + details));
    if (best != report->candidates.end() && !best->imageSide) {
        auto corrected = checks::applyCandidate(mask.volumes.front(), *best);
        QVERIFY2(corrected.ok(), qPrintable("correction fails" + details));
        const volume::Vec3 got = lpsCentroid(*corrected), want = lpsCentroid(m_lesion.volumes.front());
        const double distance = std::hypot(got[0] - want[0], got[1] - want[1], got[2] - want[2]);
        QVERIFY2(distance < 1e-3, qPrintable(QString("corrected centroid (%1, %2, %3) mm is %4 mm from the "
                                                     "lesion's (%5, %6, %7)")
                                                 .arg(got[0])
                                                 .arg(got[1])
                                                 .arg(got[2])
                                                 .arg(distance)
                                                 .arg(want[0])
                                                 .arg(want[1])
                                                 .arg(want[2]) +
                                             details));
    }
    if (kind == "crop")
        QVERIFY2(!std::any_of(report->findings.begin(), report->findings.end(),
                              [](const Finding& x) { return x.severity == Severity::Error; }),
                 qPrintable(details));
}

void TestPairGeometry::orientationFixtures_data()
{
    QTest::addColumn<QString>("maskFile");
    QTest::addColumn<bool>("ownHeader"); // false: the mask's voxels on the image's (RAS) header
    QTest::addColumn<QString>("code");
    QTest::addColumn<double>("axis");
    for (bool withReference : {true, false}) {
        const char* ref = withReference ? "reference" : "no reference";
        QTest::addRow("LAS on its own header, %s", ref) << "LAS" << true << "" << -1.0;
        QTest::addRow("LPI on its own header, %s", ref) << "LPI" << true << "" << -1.0;
        QTest::addRow("PSR on its own header, %s", ref) << "PSR" << true << "" << -1.0;
        QTest::addRow("LAS voxels on the RAS header, %s", ref)
            << "LAS" << false << "geometry.axis_flip" << 0.0;
        QTest::addRow("RPS voxels on the RAS header, %s", ref)
            << "RPS" << false << "geometry.axis_flip" << 1.0;
    }
}

void TestPairGeometry::orientationFixtures()
{
    QFETCH(QString, maskFile);
    QFETCH(bool, ownHeader);
    QFETCH(QString, code);
    QFETCH(double, axis);
    const bool withReference = QString(QTest::currentDataTag()).endsWith(", reference");
    const io::LoadedImage image = load("nifti/orientations/RAS.nii.gz");
    io::LoadedImage mask =
        thresholded(load(("nifti/orientations/" + maskFile + ".nii.gz").toStdString()), 30);
    if (!ownHeader) {
        QCOMPARE(mask.geometry().size, image.geometry().size);
        mask.nifti = image.nifti;
        mask.volumes.front().geometry() = image.geometry();
    }
    const io::LoadedImage reference = thresholded(image, 30);
    auto report = checks::checkPair(image, mask, withReference ? &reference : nullptr);
    QVERIFY(report.ok());
    const QString details = describe(*report);
    if (code.isEmpty()) {
        QVERIFY2(report->findings.size() == 1 && report->findings.front().code == "geometry.consistent",
                 qPrintable(details));
        return;
    }
    const Finding* f = findFinding(report->findings, code.toStdString());
    if (!withReference && axis == 0.0 && !f) {
        // The hard case: a left-right flip of a brain mask on a nearly symmetric head. The check must
        // then say it cannot decide, not claim consistency.
        const auto& c = report->candidates;
        QVERIFY2(std::any_of(c.begin(), c.end(),
                             [](const checks::CauseCandidate& x) {
                                 return x.code == "geometry.axis_flip" && x.verdict == "inconclusive" &&
                                        x.measurements[1].value == 0.0;
                             }),
                 qPrintable(details));
        return;
    }
    QVERIFY2(f && f->severity == Severity::Error, qPrintable(details));
    QCOMPARE(f->measurement("anatomical_axis")->value, axis);
}

void TestPairGeometry::badInput_data()
{
    QTest::addColumn<QString>("kind");
    QTest::addColumn<QString>("fragment");
    QTest::addRow("empty mask") << "empty"
                                << "The mask is empty";
    QTest::addRow("NaN in mask") << "nan"
                                 << "NaN or infinite voxels";
    QTest::addRow("4D mask") << "4d"
                             << "The mask is 4D (2 volumes)";
    QTest::addRow("mask without volume") << "novolume"
                                         << "The mask holds no volume";
    QTest::addRow("image without volume") << "noimage"
                                          << "The image holds no volume";
    QTest::addRow("empty reference") << "emptyref"
                                     << "The reference mask is empty";
    QTest::addRow("cancelled") << "cancel"
                               << "cancelled";
}

void TestPairGeometry::badInput()
{
    QFETCH(QString, kind);
    QFETCH(QString, fragment);
    io::LoadedImage image = copyOf(m_flair);
    io::LoadedImage mask = copyOf(m_lesion);
    io::LoadedImage reference = copyOf(m_lesion);
    const bool useReference = kind == "emptyref";
    Progress progress;
    if (kind == "empty" || kind == "emptyref") {
        volume::Volume& v = (kind == "empty" ? mask : reference).volumes.front();
        std::memset(v.bytes(), 0, v.byteCount());
    } else if (kind == "nan") {
        volume::Volume f = volume::Volume::allocate(volume::PixelType::Float32, mask.geometry()).value();
        auto dst = f.voxels<float>();
        auto src = mask.volumes.front().voxels<std::uint8_t>();
        for (std::size_t i = 0; i < dst.size(); ++i)
            dst[i] = src[i];
        dst[12345] = std::nanf("");
        mask.volumes.front() = std::move(f);
    } else if (kind == "4d") {
        mask.volumes.push_back(mask.volumes.front().clone().value());
    } else if (kind == "novolume") {
        mask.volumes.clear();
    } else if (kind == "noimage") {
        image.volumes.clear();
    } else if (kind == "cancel") {
        progress = Progress([](double, const std::string&) { return false; });
    }
    auto report = checks::checkPair(image, mask, useReference ? &reference : nullptr, {}, progress);
    QVERIFY(!report.ok());
    QVERIFY2(QString::fromStdString(report.error().message).contains(fragment),
             report.error().message.c_str());
}

void TestPairGeometry::correctionRestoresMask()
{
    io::LoadedImage image = copyOf(m_flair);
    io::LoadedImage mask = copyOf(m_lesion);
    inject("transpose201", 0, image, mask);
    auto report = checks::checkPair(image, mask, &m_lesion);
    QVERIFY(report.ok());
    const checks::CauseCandidate& best = report->candidates.front();
    QCOMPARE(best.code, std::string("geometry.axes_transposed"));
    auto corrected = checks::applyCandidate(mask.volumes.front(), best);
    QVERIFY(corrected.ok());
    QVERIFY(corrected->sameVoxels(m_lesion.volumes.front()));
    const auto diff = volume::compareGeometry(corrected->geometry(), m_lesion.geometry());
    QVERIFY2(diff.withinTolerance, diff.summary().c_str());

    checks::CauseCandidate wrong = best;
    wrong.geometry.size = {1, 2, 3};
    auto bad = checks::applyCandidate(mask.volumes.front(), wrong);
    QVERIFY(!bad.ok());
    QVERIFY(bad.error().message.find("does not fit") != std::string::npos);
}

void TestPairGeometry::jsonEchoesToleranceAndCandidates()
{
    io::LoadedImage image = copyOf(m_flair);
    io::LoadedImage mask = copyOf(m_lesion);
    inject("flip", 0, image, mask);
    checks::PairTolerance tol;
    tol.diceGain = 0.07;
    auto report = checks::checkPair(image, mask, &m_lesion, tol);
    QVERIFY(report.ok());
    const nlohmann::json j = checks::toJson(*report);
    QCOMPARE(j["tolerance"]["dice_gain"].get<double>(), 0.07);
    QCOMPARE(j["has_reference"].get<bool>(), true);
    QCOMPARE(j["findings"][0]["code"].get<std::string>(), std::string("geometry.axis_flip"));
    QCOMPARE(j["candidates"][0]["verdict"].get<std::string>(), std::string("supported"));
    QVERIFY(j["candidates"][0]["dice_after"].get<double>() > 0.99);
    QCOMPARE(j["candidates"][0]["inverse"]["permutation"]["flip"][0].get<bool>(), true);
    QCOMPARE(j["tools"]["mask"].size(), std::size_t(4));
}

// A label map with more labels than a small cap (TotalSegmentator has 117): each demo organ cut into four
// slabs, 40-odd labels. Flipped left-right inside a left-right symmetric body, only per-label evidence
// can name the flip without a reference; the whole foreground would look the same either way.
void TestPairGeometry::manyLabelsFlipProven()
{
    auto [image, mask] = demoPair();
    QVERIFY(image.volumes.front().voxelCount() > 0);
    volume::Volume slabs = std::move(mask.volumes.front());
    mask.volumes.clear();
    const auto n = slabs.geometry().size;
    auto voxels = slabs.voxels<std::uint8_t>();
    std::set<int> labels;
    for (std::int64_t k = 0; k < n[2]; ++k)
        for (std::int64_t j = 0; j < n[1]; ++j)
            for (std::int64_t i = 0; i < n[0]; ++i) {
                std::uint8_t& v = voxels[static_cast<std::size_t>(slabs.linearIndex(i, j, k))];
                if (v != 0)
                    v = static_cast<std::uint8_t>(v + 16 * (4 * k / n[2]));
                labels.insert(v);
            }
    labels.erase(0);
    QVERIFY2(labels.size() > 16, qPrintable(QString::number(labels.size())));
    mask.volumes.push_back(std::move(slabs));
    QCOMPARE(checks::detail::labelMasks(mask.volumes.front())->size(), labels.size());

    reorderVoxels(mask, [] {
        volume::AxisPermutation p;
        p.flip[0] = true;
        return p;
    }());
    auto report = checks::checkPair(image, mask);
    QVERIFY2(report.ok(), report.ok() ? "" : report.error().message.c_str());
    const QString details = describe(*report);
    QVERIFY2(report->findings.front().code == "geometry.axis_flip", qPrintable(details));
    QVERIFY2(report->findings.front().severity == Severity::Error, qPrintable(details));
    const Measurement* axis = report->findings.front().measurement("anatomical_axis");
    QVERIFY2(axis && axis->value == 0, qPrintable(details));
}

// np.rot90 on the demo's axial slices (256 x 256, the slice axis has the largest voxels): each turn is
// named with its angle, with and without a reference, and undoing it restores the labels exactly.
void TestPairGeometry::inPlaneRotations_data()
{
    QTest::addColumn<int>("k");
    QTest::addColumn<bool>("withReference");
    for (int k : {1, 2, 3})
        for (bool withReference : {true, false})
            QTest::addRow("k=%d, %s", k, withReference ? "reference" : "no reference") << k << withReference;
}

void TestPairGeometry::inPlaneRotations()
{
    QFETCH(int, k);
    QFETCH(bool, withReference);
    auto [image, mask] = demoPair();
    const io::LoadedImage reference = copyOf(mask);
    // np.rot90(m, k, axes=(0, 1)): k=1 reads out[i, j] = m[j, n-1-i]; k=3 out[i, j] = m[n-1-j, i].
    volume::AxisPermutation fault;
    if (k == 2) {
        fault.flip[0] = fault.flip[1] = true;
    } else {
        fault.sourceAxis = {1, 0, 2};
        fault.flip[k == 1 ? 0 : 1] = true;
    }
    reorderVoxels(mask, fault);

    auto report = checks::checkPair(image, mask, withReference ? &reference : nullptr);
    QVERIFY2(report.ok(), report.ok() ? "" : report.error().message.c_str());
    const QString details = describe(*report);
    const Finding& first = report->findings.front();
    QVERIFY2(first.code == "geometry.in_plane_rotation" && first.severity == Severity::Error,
             qPrintable(details));
    const Measurement* degrees = first.measurement("rotation_degrees");
    QVERIFY2(degrees && degrees->value == 90.0 * k, qPrintable(details));
    const auto best = std::find_if(report->candidates.begin(), report->candidates.end(),
                                   [](const checks::CauseCandidate& c) { return c.verdict == "supported"; });
    QVERIFY(best != report->candidates.end());
    auto corrected = checks::applyCandidate(mask.volumes.front(), *best);
    QVERIFY(corrected.ok());
    const volume::Volume& restored = *corrected;
    const auto a = restored.voxels<std::uint8_t>();
    const auto b = reference.volumes.front().voxels<std::uint8_t>();
    QVERIFY(std::equal(a.begin(), a.end(), b.begin(), b.end()));
}

QTEST_GUILESS_MAIN(TestPairGeometry)
#include "tst_pairgeometry.moc"
