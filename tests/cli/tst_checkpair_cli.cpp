// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// check-pair through the built scansleuth-cli on the demo study: exit 0 and nothing but info findings on a
// truly clean pair, and exit 9 with geometry.tools_disagree when the mask's qform is a flip of its sform
// (right for nibabel, elsewhere for ITK), the distance computed here from the mask's voxels.
#include "clirun.h"
#include "io/nifti/niftireader.h"
#include "io/nifti/niftiwriter.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <cstring>
#include <map>

using namespace scansleuth;
using scansleuth::testing::cli;
using scansleuth::testing::CliRun;

namespace {

// Every finding of one part ("geometry" or "labels") of check-pair's JSON: "code [severity]".
QStringList findingsOf(const QJsonObject& json, const char* part)
{
    QStringList out;
    for (const QJsonValue& f : json[part].toObject()["findings"].toArray())
        out << f.toObject()["code"].toString() + " [" + f.toObject()["severity"].toString() + "]";
    return out;
}

QJsonObject findingOf(const QJsonObject& json, const char* part, const QString& code)
{
    for (const QJsonValue& f : json[part].toObject()["findings"].toArray())
        if (f.toObject()["code"].toString() == code)
            return f.toObject();
    return {};
}

double measurementOf(const QJsonObject& finding, const QString& name)
{
    for (const QJsonValue& m : finding["measurements"].toArray())
        if (m.toObject()["name"].toString() == name)
            return m.toObject()["value"].toDouble();
    return std::nan("");
}

// b, c, d of the unit quaternion of proper rotation r (a >= 0), as the NIfTI standard
// (nifti_mat44_to_quatern) computes them.
std::array<double, 3> quaternion(const volume::Mat3& r)
{
    double a = r[0][0] + r[1][1] + r[2][2] + 1.0, b, c, d;
    if (a > 0.5) {
        a = 0.5 * std::sqrt(a);
        b = 0.25 * (r[2][1] - r[1][2]) / a;
        c = 0.25 * (r[0][2] - r[2][0]) / a;
        d = 0.25 * (r[1][0] - r[0][1]) / a;
    } else {
        const double xd = 1.0 + r[0][0] - (r[1][1] + r[2][2]), yd = 1.0 + r[1][1] - (r[0][0] + r[2][2]),
                     zd = 1.0 + r[2][2] - (r[0][0] + r[1][1]);
        if (xd > 1.0) {
            b = 0.5 * std::sqrt(xd);
            c = 0.25 * (r[0][1] + r[1][0]) / b;
            d = 0.25 * (r[0][2] + r[2][0]) / b;
            a = 0.25 * (r[2][1] - r[1][2]) / b;
        } else if (yd > 1.0) {
            c = 0.5 * std::sqrt(yd);
            b = 0.25 * (r[0][1] + r[1][0]) / c;
            d = 0.25 * (r[1][2] + r[2][1]) / c;
            a = 0.25 * (r[0][2] - r[2][0]) / c;
        } else {
            d = 0.5 * std::sqrt(zd);
            b = 0.25 * (r[0][2] + r[2][0]) / d;
            c = 0.25 * (r[1][2] + r[2][1]) / d;
            a = 0.25 * (r[1][0] - r[0][1]) / d;
        }
        if (a < 0) {
            b = -b;
            c = -c;
            d = -d;
        }
    }
    return {b, c, d};
}

template <typename T> void put(QByteArray& header, int offset, T value)
{
    std::memcpy(header.data() + offset, &value, sizeof value);
}

// Rewrites the qform of an uncompressed NIfTI-1 file as its sform with voxel axis `axis` reversed (the same
// box, read from the other end), and sets sform_code 2 (aligned) and qform_code 1 (scanner).
bool flipQform(const QString& path, const volume::Mat4& sform, const volume::Index3& size, int axis)
{
    volume::Mat3 r{};
    double offset[3], length[3];
    for (int c = 0; c < 3; ++c)
        length[c] = std::hypot(sform[0][c], sform[1][c], sform[2][c]);
    for (int row = 0; row < 3; ++row) {
        offset[row] = sform[row][3] + sform[row][axis] * double(size[axis] - 1);
        for (int c = 0; c < 3; ++c)
            r[row][c] = sform[row][c] / length[c] * (c == axis ? -1.0 : 1.0);
    }
    const double det = r[0][0] * (r[1][1] * r[2][2] - r[1][2] * r[2][1]) -
                       r[0][1] * (r[1][0] * r[2][2] - r[1][2] * r[2][0]) +
                       r[0][2] * (r[1][0] * r[2][1] - r[1][1] * r[2][0]);
    const float qfac = det > 0 ? 1.0f : -1.0f;
    for (int row = 0; row < 3; ++row)
        r[row][2] *= qfac;
    const auto q = quaternion(r);
    QFile file(path);
    if (!file.open(QIODevice::ReadWrite))
        return false;
    QByteArray header = file.read(348);
    put<std::int16_t>(header, 252, 1); // qform_code
    put<std::int16_t>(header, 254, 2); // sform_code
    put<float>(header, 76, qfac);      // pixdim[0]
    for (int i = 0; i < 3; ++i) {
        put<float>(header, 256 + 4 * i, float(q[std::size_t(i)]));
        put<float>(header, 268 + 4 * i, float(offset[i]));
    }
    return file.seek(0) && file.write(header) == 348;
}

} // namespace

class TestCheckPairCli : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        const CliRun demo = cli({"demo", "--out", m_dir.filePath("demo"), "--quiet"});
        QVERIFY2(demo.exitCode == 0, demo.err.constData());
        // The demo's organs run through the whole slab, so its mask is rightly cut by the border. The
        // truly clean mask: the same organs ending inside the slab (first and last slices cleared).
        auto mask = io::readNifti(m_dir.filePath("demo/mask.nii.gz").toStdString());
        QVERIFY(mask.ok());
        volume::Volume v = std::move(mask->volumes.front());
        const volume::Index3 n = v.geometry().size;
        auto voxels = v.voxels<std::uint8_t>();
        const std::size_t slice = std::size_t(n[0] * n[1]);
        std::fill(voxels.begin(), voxels.begin() + std::ptrdiff_t(slice), 0);
        std::fill(voxels.end() - std::ptrdiff_t(slice), voxels.end(), 0);
        volume::VolumeList list;
        list.push_back(std::move(v));
        QVERIFY(io::writeNifti(m_dir.filePath("clean_mask.nii").toStdString(), list).ok());
    }

    void cleanPairExitsZero()
    {
        const CliRun r = cli({"check-pair", m_dir.filePath("demo/ct.nii.gz"),
                              m_dir.filePath("clean_mask.nii"), "--json", "--quiet"});
        const QJsonObject json = r.json();
        const QString all = (findingsOf(json, "geometry") + findingsOf(json, "labels")).join(", ");
        QVERIFY2(r.exitCode == 0, qPrintable(QString::number(r.exitCode) + ": " + all + r.err));
        QCOMPARE(findingsOf(json, "geometry"), QStringList{"geometry.consistent [info]"});
        QCOMPARE(findingsOf(json, "labels"), QStringList{"labels.ok [info]"});
        for (const QJsonValue& t : json["geometry"].toObject()["tools"].toObject()["mask"].toArray())
            QVERIFY2(t.toObject()["offset_mm"].toDouble() < 0.01,
                     qPrintable(t.toObject()["note"].toString()));
    }

    // A mask written right (sform) with a qform that reverses its left-right voxel axis: nibabel, FSL and
    // NiiVue take the sform; ITK takes the qform (sform_code 2 is not scanner and the forms differ). The
    // mask is the demo organ lying furthest to one side, so that the flip moves it far.
    void qformFlipOfSformIsAWarning()
    {
        auto mask = io::readNifti(m_dir.filePath("clean_mask.nii").toStdString());
        QVERIFY(mask.ok());
        volume::Volume& v = mask->volumes.front();
        const volume::Index3 n = v.geometry().size;
        const int axis = 0;
        // Voxel i lands on i' = n - 1 - i, so a label's centroid moves by |(n - 1) - 2 * centroid_i| voxels
        // of the sform's i column: found here for every label, and the furthest one kept.
        std::map<int, std::pair<double, double>> sums; // label -> (sum of i, voxels)
        for (std::int64_t k = 0; k < n[2]; ++k)
            for (std::int64_t j = 0; j < n[1]; ++j)
                for (std::int64_t i = 0; i < n[0]; ++i)
                    if (const int label = int(v.realValue(i, j, k)); label != 0) {
                        sums[label].first += double(i);
                        sums[label].second += 1;
                    }
        int kept = 0;
        double voxels = 0;
        for (const auto& [label, sum] : sums) {
            const double moved = std::abs(double(n[axis] - 1) - 2 * sum.first / sum.second);
            if (moved > voxels) {
                voxels = moved;
                kept = label;
            }
        }
        for (std::uint8_t& x : v.voxels<std::uint8_t>())
            x = x == kept ? 1 : 0;
        const volume::Mat4 s = mask->nifti->sformAffine;
        const double expected = voxels * std::hypot(s[0][axis], s[1][axis], s[2][axis]);
        QVERIFY2(expected > 50, qPrintable(QString::number(expected)));
        const QString path = m_dir.filePath("organ_qform_flipped.nii");
        volume::VolumeList list;
        list.push_back(std::move(v));
        QVERIFY(io::writeNifti(path.toStdString(), list).ok());
        QVERIFY(flipQform(path, s, n, axis));

        const CliRun r = cli({"check-pair", m_dir.filePath("demo/ct.nii.gz"), path, "--json", "--quiet"});
        QVERIFY2(r.exitCode == 9, r.err.constData());
        const QJsonObject json = r.json();
        QCOMPARE(findingsOf(json, "geometry"), QStringList{"geometry.tools_disagree [warning]"});
        QCOMPARE(findingsOf(json, "labels"), QStringList{"labels.ok [info]"});
        const QJsonObject f = findingOf(json, "geometry", "geometry.tools_disagree");
        const QString message = f["message"].toString();
        QVERIFY2(
            std::abs(measurementOf(f, "mask_offset_ITK") - expected) < 0.01,
            qPrintable(
                QString("ITK %1 mm, expected %2 mm").arg(measurementOf(f, "mask_offset_ITK")).arg(expected)));
        QVERIFY2(message.contains("ITK") && message.contains(QString::number(expected, 'f', 1) + " mm"),
                 qPrintable(message));
        QVERIFY2(message.contains("nibabel, FSL and NiiVue place them as check-pair does"),
                 qPrintable(message));
        for (const char* other : {"nibabel", "FSL", "NiiVue"})
            QVERIFY(std::isnan(measurementOf(f, QString("mask_offset_") + other)));

        const CliRun text = cli({"check-pair", m_dir.filePath("demo/ct.nii.gz"), path, "--quiet"});
        QCOMPARE(text.exitCode, 9);
        QVERIFY2(text.out.contains("[warning] geometry.tools_disagree"), text.out.constData());
    }

private:
    QTemporaryDir m_dir;
};

QTEST_GUILESS_MAIN(TestCheckPairCli)
#include "tst_checkpair_cli.moc"
