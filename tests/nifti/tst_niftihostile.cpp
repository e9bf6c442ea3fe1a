// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Hostile NIfTI headers: NaN/Inf or singular values in each field that places the image. Each row
// names the finding the reader must raise, the form it must fall back to, and where voxels (0,0,0)
// and (1,2,3) land (LPS, worked out by hand below); ITK's own NIfTI reader reads the same file and
// its outcome is pinned per row.
#include "io/nifti/niftireader.h"

#include "niftitestfiles.h"
#include "volume/geometry.h"

#include <itkNiftiImageIO.h>

#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <csignal>
#include <limits>

#include <fcntl.h>
#include <sys/wait.h>
#include <unistd.h>

using namespace scansleuth;
using niftitest::SyntheticHeader;

namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();
constexpr double kInf = std::numeric_limits<double>::infinity();

// The base header: 4 x 3 x 2 uint8 voxels, pixdim (2, 3, 4) mm, and two forms that differ so the
// form used can be told from the positions:
//   sform  RAS = (-2i + 10, 3j - 20, 4k + 30)
//   qform  RAS = ( 2i + 5,  3j - 6,  4k + 7)   (identity quaternion, qoffset (5, -6, 7))
//   pixdim RAS = (-2(i - 1.5), 3(j - 1), 4(k - 0.5))   (nibabel's default: LAS, centre at the origin)
SyntheticHeader baseHeader()
{
    SyntheticHeader h;
    h.pixdim = {1, 2, 3, 4, 0, 0, 0, 0};
    h.qoffsetX = 5;
    h.qoffsetY = -6;
    h.qoffsetZ = 7;
    h.srow = {{{-2, 0, 0, 10}, {0, 3, 0, -20}, {0, 0, 4, 30}}};
    return h;
}

// LPS = (-R, -A, S) of the RAS positions above.
using Positions = QList<double>; // x, y, z of voxel (0,0,0), then of voxel (1,2,3)
const Positions kSform{-10, 20, 30, -8, 14, 42};
const Positions kQform{-5, 6, 7, -7, 0, 19};
const Positions kPixdim{-3, 3, -2, -1, -3, 10};

QByteArray fileOf(const SyntheticHeader& h)
{
    return niftitest::singleFile(h, niftitest::voxelBytes(niftitest::rampUint8(), h.bigEndian));
}

volume::Vec3 lps(const volume::Vec3& origin, const volume::Vec3& spacing, const volume::Mat3& direction,
                 const volume::Vec3& index)
{
    volume::Vec3 p = origin;
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 3; ++c)
            p[r] += direction[r][c] * spacing[c] * index[c];
    return p;
}

bool near(const volume::Vec3& p, const Positions& expected, int offset)
{
    for (int i = 0; i < 3; ++i)
        if (!(std::abs(p[i] - expected[offset + i]) < 1e-4))
            return false;
    return true;
}

QString text(const volume::Vec3& p)
{
    return QString("(%1, %2, %3)").arg(p[0]).arg(p[1]).arg(p[2]);
}

// What ITK's NiftiImageIO makes of the file: "agrees" (voxels where the oracle puts them),
// "non-finite" (NaN/Inf in its origin, spacing or direction), "throws", or "elsewhere: (...)".
QString itkReading(const QString& path, const Positions& expected)
{
    auto io = itk::NiftiImageIO::New();
    try {
        io->SetFileName(path.toStdString());
        io->ReadImageInformation();
    } catch (const itk::ExceptionObject&) {
        return "throws";
    }
    volume::Vec3 origin{}, spacing{};
    volume::Mat3 direction{};
    for (unsigned c = 0; c < 3; ++c) {
        origin[c] = io->GetOrigin(c);
        spacing[c] = io->GetSpacing(c);
        const std::vector<double> column = io->GetDirection(c);
        for (unsigned r = 0; r < 3; ++r)
            direction[r][c] = column[r];
    }
    const volume::Vec3 p0 = lps(origin, spacing, direction, {0, 0, 0});
    const volume::Vec3 p1 = lps(origin, spacing, direction, {1, 2, 3});
    for (int i = 0; i < 3; ++i)
        if (!std::isfinite(p0[i]) || !std::isfinite(p1[i]))
            return "non-finite";
    if (near(p0, expected, 0) && near(p1, expected, 3))
        return "agrees";
    return "elsewhere: " + text(p0) + " " + text(p1);
}

// itkReading() in a child process: ITK 5.2 aborts the whole process (vnl's assert_finite in
// NiftiImageIO::SetImageIOOrientationFromNIfTI) on some of these headers, which reads "aborts".
QString itkOutcome(const QString& path, const Positions& expected)
{
    int fds[2];
    if (pipe(fds) != 0)
        return "pipe failed";
    const pid_t child = fork();
    if (child == 0) {
        close(fds[0]);
        std::signal(SIGABRT, SIG_DFL); // not QtTest's crash handler: an abort is an outcome here
        const int devNull = open("/dev/null", O_WRONLY);
        dup2(devNull, STDERR_FILENO); // vnl's and niftilib's complaints
        const QByteArray out = itkReading(path, expected).toUtf8();
        const ssize_t written = write(fds[1], out.constData(), static_cast<size_t>(out.size()));
        _exit(written == out.size() ? 0 : 1);
    }
    close(fds[1]);
    QByteArray got;
    char buffer[512];
    for (ssize_t n; (n = read(fds[0], buffer, sizeof buffer)) > 0;)
        got.append(buffer, n);
    close(fds[0]);
    int status = 0;
    waitpid(child, &status, 0);
    if (WIFSIGNALED(status))
        return "aborts";
    return QString::fromUtf8(got);
}

} // namespace

Q_DECLARE_METATYPE(SyntheticHeader)

class TestNiftiHostile : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void refusesUnusableForms_data();
    void refusesUnusableForms();
    void itkAgreesOnUsableForms();
    void singleSliceToleratesUnsetPixdim_data();
    void singleSliceToleratesUnsetPixdim();

private:
    QTemporaryDir m_dir;
};

void TestNiftiHostile::refusesUnusableForms_data()
{
    QTest::addColumn<SyntheticHeader>("header");
    QTest::addColumn<bool>("gzipped");
    QTest::addColumn<QString>("code");     // the refusal's finding
    QTest::addColumn<int>("severity");     // of that finding
    QTest::addColumn<QString>("fragment"); // of its message
    QTest::addColumn<QString>("source");   // geometrySource
    QTest::addColumn<QString>("reason");   // fragment of geometryReason
    QTest::addColumn<bool>("unplaced");    // a geometry.unplaced warning too
    QTest::addColumn<Positions>("positions");
    // ITK 5.2's NiftiImageIO on the same file: "aborts" (the whole process, on a non-finite sform),
    // "throws", "agrees" (with the positions above), or where it puts voxels (0,0,0) and (1,2,3) instead.
    QTest::addColumn<QString>("itk");

    const int error = int(Severity::Error), warning = int(Severity::Warning);
    const QString nonFiniteS = "nifti.non_finite_sform", nonFiniteQ = "nifti.non_finite_qform",
                  degenerate = "nifti.non_orthonormal_directions";
    auto row = [](const char* name, const SyntheticHeader& h) -> QTestData& {
        return QTest::newRow(name) << h << false;
    };

    // --- sform refused, qform placed the image --------------------------------------------------
    const char* rows[3] = {"x", "y", "z"};
    for (int r = 0; r < 3; ++r)
        for (int c : {r, 3}) {
            SyntheticHeader h = baseHeader();
            h.srow[r][c] = (r + c) % 2 ? kInf : kNaN;
            const QString field =
                QString("srow_%1[%2] is %3").arg(rows[r]).arg(c).arg((r + c) % 2 ? "inf" : "nan");
            QTest::addRow("sform %s", qPrintable(field))
                << h << false << nonFiniteS << error << field << "qform"
                << "the sform was refused (" + field << false << kQform << "aborts";
        }
    {
        SyntheticHeader h = baseHeader();
        h.srow[0][1] = h.srow[1][1] = h.srow[2][1] = 0;
        row("sform zero column", h) << degenerate << error << "voxel axis 1 has zero length"
                                    << "qform"
                                    << "the sform was refused (voxel axis 1 has zero length)" << false
                                    << kQform << "agrees";
    }
    {
        SyntheticHeader h = baseHeader();
        h.srow = {{{-2, 3, 0, 10}, {0, 0, 0, -20}, {0, 0, 4, 30}}}; // columns 0 and 1 both along x
        row("sform collinear columns", h)
            << degenerate << error << "voxel axes 0 and 1 are collinear"
            << "qform"
            << "the sform was refused (voxel axes 0 and 1 are collinear" << false << kQform << "agrees";
    }

    // --- qform refused behind a usable sform: a warning, the sform placed the image ---------------
    {
        SyntheticHeader h = baseHeader();
        h.quaternB = kNaN;
        row("qform NaN quatern_b behind sform", h)
            << nonFiniteQ << warning << "quatern_b is nan"
            << "sform"
            << "the qform was refused (quatern_b is nan)" << false << kSform << "agrees";
    }
    {
        SyntheticHeader h = baseHeader();
        h.pixdim[1] = kInf;
        row("qform Inf pixdim[1] behind sform", h)
            << nonFiniteQ << warning << "pixdim[1] is inf"
            << "sform"
            << "the qform was refused (pixdim[1] is inf)" << false << kSform
            << "elsewhere: (-5, 6, 7) (-6, 0, 19)"; // ITK: the qform, with 1 mm for the Inf
    }

    // --- qform refused, no sform: nothing usable is left, pixdim fallback, geometry.unplaced -------
    struct QformField
    {
        const char* name;
        double SyntheticHeader::*field;
        double value;
    };
    const QformField fields[] = {
        {"quatern_b", &SyntheticHeader::quaternB, kNaN},  {"quatern_c", &SyntheticHeader::quaternC, kInf},
        {"quatern_d", &SyntheticHeader::quaternD, -kInf}, {"qoffset_x", &SyntheticHeader::qoffsetX, kNaN},
        {"qoffset_y", &SyntheticHeader::qoffsetY, kInf},  {"qoffset_z", &SyntheticHeader::qoffsetZ, kNaN},
    };
    // ITK (niftilib) reads a non-finite quaternion or qoffset field as 0: the qform is used as if the
    // rotation were the identity or the offset 0, silently.
    for (const QformField& f : fields) {
        const QString itkZeroed =
            f.field == &SyntheticHeader::qoffsetX   ? "elsewhere: (0, 6, 7) (-2, 0, 19)"
            : f.field == &SyntheticHeader::qoffsetY ? "elsewhere: (-5, 0, 7) (-7, -6, 19)"
            : f.field == &SyntheticHeader::qoffsetZ ? "elsewhere: (-5, 6, 0) (-7, 0, 12)"
                                                    : "elsewhere: (-5, 6, 7) (-7, 0, 19)";
        SyntheticHeader h = baseHeader();
        h.sformCode = 0;
        h.*f.field = f.value;
        const QString what = QString("%1 is %2")
                                 .arg(f.name)
                                 .arg(std::isnan(f.value) ? "nan"
                                      : f.value > 0       ? "inf"
                                                          : "-inf");
        QTest::addRow("qform %s, no sform", qPrintable(what))
            << h << false << nonFiniteQ << error << what << "pixdim"
            << "the qform was refused (" + what << true << kPixdim << itkZeroed;
    }
    {
        SyntheticHeader h = baseHeader();
        h.sformCode = 0;
        h.pixdim[0] = kNaN;
        row("qform NaN qfac, no sform", h) << nonFiniteQ << error << "pixdim[0] (qfac) is nan"
                                           << "pixdim"
                                           << "the qform was refused (pixdim[0] (qfac) is nan)" << true
                                           << kPixdim << "elsewhere: (-5, 6, 7) (-7, 0, 19)"; // ITK: qfac 1
    }
    {
        SyntheticHeader h = baseHeader();
        h.sformCode = 0;
        h.pixdim[2] = kNaN; // no spacing on voxel axis 1 either: 1 mm there, y = 1 (j - 1)
        row("qform NaN pixdim[2], no sform", h)
            << nonFiniteQ << error << "pixdim[2] is nan"
            << "pixdim"
            << "the qform was refused (pixdim[2] is nan)" << true << Positions{-3, 1, -2, -1, -1, 10}
            << "elsewhere: (-5, 6, 7) (-7, 4, 19)"; // ITK: the qform with 1 mm
    }
    {
        SyntheticHeader h = baseHeader();
        h.sformCode = 0;
        h.pixdim[3] = 0; // z = 1 (k - 0.5)
        row("qform zero pixdim[3], no sform", h)
            << degenerate << error << "pixdim[3] is 0, so voxel axis 2 has no positive length"
            << "pixdim"
            << "the qform was refused (pixdim[3] is 0" << true << Positions{-3, 3, -0.5, -1, -3, 2.5}
            << "elsewhere: (-5, 6, 7) (-7, 0, 10)"; // ITK: the qform with 1 mm
    }
    {
        SyntheticHeader h = baseHeader();
        h.sformCode = 0;
        h.pixdim[1] = -2; // the fallback takes |pixdim|, as nibabel's default does
        row("qform negative pixdim[1], no sform", h)
            << degenerate << error << "pixdim[1] is -2,"
            << "pixdim"
            << "the qform was refused (pixdim[1] is -2" << true << kPixdim
            << "elsewhere: (-5, 6, 7) (-3, 0, 19)"; // ITK: the qform with 1 mm
    }

    // --- both forms refused -------------------------------------------------------------------------
    {
        SyntheticHeader h = baseHeader();
        h.srow[2][3] = kNaN;
        h.quaternD = kNaN;
        row("both forms NaN", h) << nonFiniteS << error << "srow_z[3] is nan"
                                 << "pixdim"
                                 << "the sform was refused (srow_z[3] is nan) and the qform was refused "
                                    "(quatern_d is nan)"
                                 << true << kPixdim << "aborts";
    }
    {
        SyntheticHeader h = baseHeader();
        h.qformCode = h.sformCode = 0;
        h.pixdim[1] = kNaN; // x = -1 (i - 1.5)
        row("no forms, NaN pixdim[1]", h)
            << "nifti.no_orientation" << warning << "Both qform_code and sform_code are 0"
            << "pixdim"
            << "Neither form is set" << true << Positions{-1.5, 3, -2, -0.5, -3, 10}
            << "elsewhere: (0, 0, 0) (1, 6, 12)"; // ITK: origin 0, 1 mm along x, no LAS flip
    }

    // --- the same refusals in NIfTI-2 (double fields), big endian, and gzipped -----------------------
    {
        SyntheticHeader h = baseHeader();
        h.version = 2;
        h.sformCode = 0;
        h.quaternB = kNaN;
        row("nifti-2 NaN quatern_b, no sform", h) << nonFiniteQ << error << "quatern_b is nan"
                                                  << "pixdim"
                                                  << "the qform was refused (quatern_b is nan)" << true
                                                  << kPixdim << "throws"; // ITK 5.2 does not read NIfTI-2
    }
    {
        SyntheticHeader h = baseHeader();
        h.bigEndian = true;
        h.srow[1][1] = kNaN;
        row("big endian NaN srow_y[1]", h)
            << nonFiniteS << error << "srow_y[1] is nan"
            << "qform"
            << "the sform was refused (srow_y[1] is nan)" << false << kQform << "aborts";
    }
    {
        SyntheticHeader h = baseHeader();
        h.sformCode = 0;
        h.quaternC = kNaN;
        QTest::newRow("gzipped NaN quatern_c, no sform")
            << h << true << nonFiniteQ << error << "quatern_c is nan"
            << "pixdim"
            << "the qform was refused (quatern_c is nan)" << true << kPixdim
            << "elsewhere: (-5, 6, 7) (-7, 0, 19)";
    }
}

void TestNiftiHostile::refusesUnusableForms()
{
    QFETCH(SyntheticHeader, header);
    QFETCH(bool, gzipped);
    QFETCH(QString, code);
    QFETCH(int, severity);
    QFETCH(QString, fragment);
    QFETCH(QString, source);
    QFETCH(QString, reason);
    QFETCH(bool, unplaced);
    QFETCH(Positions, positions);
    QFETCH(QString, itk);

    const QString path = m_dir.filePath(QString(QTest::currentDataTag()).replace(' ', '_').replace('/', '_') +
                                        (gzipped ? ".nii.gz" : ".nii"));
    const QByteArray bytes = fileOf(header);
    QVERIFY(niftitest::writeFile(path, gzipped ? niftitest::gzip(bytes) : bytes));

    Result<io::LoadedImage> image = io::readNifti(path.toStdString());
    QVERIFY2(image.ok(), image.ok() ? "" : image.error().message.c_str());
    const Finding* f = findFinding(image->findings, code.toStdString());
    QVERIFY2(f, qPrintable("missing " + code));
    QCOMPARE(int(f->severity), severity);
    QVERIFY2(QString::fromStdString(f->message).contains(fragment), f->message.c_str());
    QVERIFY(f->message.ends_with('.'));
    QVERIFY(!f->fix.empty());
    const Finding* u = findFinding(image->findings, "geometry.unplaced");
    QVERIFY2(bool(u) == unplaced, u ? u->message.c_str() : "no geometry.unplaced");
    if (u)
        QCOMPARE(u->severity, Severity::Warning);

    const io::NiftiHeaderInfo& h = *image->nifti;
    QCOMPARE(QString::fromStdString(h.geometrySource), source);
    QVERIFY2(QString::fromStdString(h.geometryReason).contains(reason), h.geometryReason.c_str());

    // Never NaN, never a zero spacing, and the voxels where the form used puts them.
    const volume::Geometry& g = image->geometry();
    QVERIFY2(volume::isUsable(g), volume::geometryProblem(g).c_str());
    const volume::Vec3 p0 = volume::indexToPatient(g, {0, 0, 0});
    const volume::Vec3 p1 = volume::indexToPatient(g, {1, 2, 3});
    QVERIFY2(near(p0, positions, 0), qPrintable(text(p0)));
    QVERIFY2(near(p1, positions, 3), qPrintable(text(p1)));

    // The header-only read decides the same way.
    Result<io::NiftiHeaderOnly> only = io::readNiftiHeader(path.toStdString());
    QVERIFY(only.ok());
    QCOMPARE(only->geometry, g);
    QVERIFY(hasFinding(only->findings, code.toStdString()));

    QCOMPARE(itkOutcome(path, positions), itk);
}

// The ITK harness itself: on headers whose forms are usable, ITK puts the voxels where the oracle does.
void TestNiftiHostile::itkAgreesOnUsableForms()
{
    SyntheticHeader qformOnly = baseHeader();
    qformOnly.sformCode = 0;
    const QString path = m_dir.filePath("qform_only.nii");
    QVERIFY(niftitest::writeFile(path, fileOf(qformOnly)));
    QCOMPARE(itkOutcome(path, kQform), QString("agrees"));
    Result<io::LoadedImage> image = io::readNifti(path.toStdString());
    QVERIFY(image.ok());
    QVERIFY(!hasFinding(image->findings, "geometry.unplaced"));
    QVERIFY(near(volume::indexToPatient(image->geometry(), {1, 2, 3}), kQform, 3));

    SyntheticHeader sformOnly = baseHeader();
    sformOnly.qformCode = 0;
    const QString sformPath = m_dir.filePath("sform_only.nii");
    QVERIFY(niftitest::writeFile(sformPath, fileOf(sformOnly)));
    QCOMPARE(itkOutcome(sformPath, kSform), QString("agrees"));
}

// A one-slice image's pixdim[3] places no voxel: 0 or NaN there is not a reason to refuse the qform
// (1 mm is used, as the NIfTI C library and ITK do).
void TestNiftiHostile::singleSliceToleratesUnsetPixdim_data()
{
    QTest::addColumn<double>("pixdim3");
    QTest::addRow("pixdim[3] = 0") << 0.0;
    QTest::addRow("pixdim[3] = NaN") << kNaN;
}

void TestNiftiHostile::singleSliceToleratesUnsetPixdim()
{
    QFETCH(double, pixdim3);
    SyntheticHeader h = baseHeader();
    h.sformCode = 0;
    h.dim = {3, 4, 3, 1, 1, 1, 1, 1};
    h.pixdim[3] = pixdim3;
    const QString path =
        m_dir.filePath(QString("slice_%1.nii").arg(QTest::currentDataTag()).replace(' ', '_'));
    QVERIFY(niftitest::writeFile(path, fileOf(h)));
    Result<io::LoadedImage> image = io::readNifti(path.toStdString());
    QVERIFY(image.ok());
    for (const Finding& f : image->findings)
        QVERIFY2(f.severity == Severity::Info, f.message.c_str());
    QCOMPARE(image->nifti->geometrySource, std::string("qform"));
    // qform RAS (2i + 5, 3j - 6, 1k + 7): voxel (1, 2, 3) is RAS (7, 0, 10), LPS (-7, 0, 10).
    const Positions expected{-5, 6, 7, -7, 0, 10};
    QVERIFY(near(volume::indexToPatient(image->geometry(), {1, 2, 3}), expected, 3));
    QCOMPARE(itkOutcome(path, expected), QString("agrees"));
}

QTEST_GUILESS_MAIN(TestNiftiHostile)
#include "tst_niftihostile.moc"
