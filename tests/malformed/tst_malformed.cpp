// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// Every file in tests/data/malformed (hand-made hostile inputs and the crashers the fuzzers in tests/fuzz
// found) goes to the reader its name names, through the same entry point as its fuzz target, and must
// give the expected one-sentence message: an error, or for the readers that never fail (SLURM and
// training logs) a finding. A crash or sanitizer report fails the whole executable.
#include "checks/scans/slurmlog.h"
#include "checks/scans/traininglog.h"
#include "io/dicom/dicommemory.h"
#include "io/nifti/niftireader.h"
#include "render/pngcodec.h"
#include "workflow/investigation.h"

#include <QDir>
#include <QTest>

#include <fstream>
#include <iterator>
#include <set>
#include <vector>

using namespace scansleuth;

namespace {

const QString kDir = QStringLiteral(SCANSLEUTH_TEST_DATA_DIR "/malformed/");

std::string readAll(const QString& name)
{
    std::ifstream in((kDir + name).toStdString(), std::ios::binary);
    return {std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>()};
}

std::string findingsText(const Findings& findings)
{
    std::string text;
    for (const auto& f : findings)
        text += f.code + ": " + f.message + "\n";
    return text;
}

// What the reader gave: "error: <message>" or "ok" (with the findings' codes and messages).
template <typename T> std::string outcome(const Result<T>& r, const Findings* findings = nullptr)
{
    if (!r)
        return "error: " + r.error().message;
    return "ok\n" + (findings ? findingsText(*findings) : std::string());
}

std::string read(const QString& reader, const QString& file)
{
    const std::string path = (kDir + file).toStdString();
    if (reader == "dicom") {
        const std::string bytes = readAll(file);
        auto image = io::readDicomFromMemory(reinterpret_cast<const std::byte*>(bytes.data()), bytes.size(),
                                             file.toStdString());
        return outcome(image, image ? &image->findings : nullptr);
    }
    if (reader == "nifti") {
        auto image = io::readNifti(path);
        return outcome(image, image ? &image->findings : nullptr);
    }
    if (reader == "investigation")
        return outcome(workflow::loadInvestigation(path));
    if (reader == "png")
        return outcome(render::decodePng(readAll(file)));
    if (reader == "slurm")
        return "ok\n" + findingsText(checks::readSlurm({readAll(file)}).findings);
    if (reader == "training")
        return "ok\n" + findingsText(checks::readTrainingLog(readAll(file)).findings);
    return "unknown reader";
}

struct Case
{
    const char* reader;   // dicom, nifti, investigation, png, slurm, training
    const char* file;     // in tests/data/malformed
    const char* expected; // a fragment of read(): "error: <message>", or "ok" plus the findings
};

const std::vector<Case>& cases()
{
    static const std::vector<Case> all = {
        // Controls: the generator writes files the readers accept, so the others fail for their one defect.
        {"dicom", "dicom_control_16x16.dcm", "ok"},
        {"nifti", "nifti_control_8x8x8.nii", "ok"},
        // Hand-made (make_malformed.py).
        {"dicom", "dicom_truncated_in_pixel_data.dcm",
         "error: The DICOM file is damaged or truncated and could not be parsed."},
        {"dicom", "dicom_truncated_in_large_pixel_data.dcm",
         "error: The DICOM file is damaged or truncated and could not be parsed."},
        {"dicom", "dicom_huge_element_length.dcm", "error: The DICOM file is damaged or truncated"},
        {"dicom", "dicom_huge_pixel_data_length.dcm",
         "error: The DICOM file is damaged or truncated and could not be parsed."},
        {"dicom", "dicom_huge_image_size.dcm", "error: The image is larger than this program can load."},
        {"nifti", "nifti2_dim1_2pow31.nii", "error: The file is shorter than its header says"},
        {"nifti", "nifti1_dims_32767_cubed_float.nii",
         "error: The header claims 134205440 MiB of voxels, more than this machine can hold."},
        {"nifti", "nifti_gzip_bomb.nii.gz", "ok"},
        {"png", "png_huge_ihdr.png", "error: The picture is too large."},
        {"png", "png_idat_short.png", "error: The picture is not a readable PNG."},
        {"png", "png_limit_ihdr_short_idat.png", "error: The picture is not a readable PNG."},
        {"investigation", "investigation_nested_10000.json",
         "error: The investigation file is invalid: the document has a field 'symptom_id' that is not a "
         "string."},
        {"investigation", "investigation_nested_10000_unclosed.json",
         "error: The investigation file is damaged or truncated (it is not valid JSON)."},
        {"training", "training_1mb_line.csv", "training.healthy"},
        {"slurm", "slurm_1mb_line.out", "slurm.timeout"},
        {"slurm", "slurm_long_python_exception.err", "slurm.failed: The job failed"},
        {"slurm", "slurm_is_available_long_spaces.out", "slurm.no_gpu"},
        // The fuzzers' crashers (tests/fuzz), one row each.
        {"slurm", "slurm_fuzz_long_exception_line.out", "slurm.none"},
        {"nifti", "nifti2_fuzz_dims_overflow_128bit.nii.gz",
         "error: The header claims an image too large to be addressed."},
    };
    return all;
}

} // namespace

class TestMalformed : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void givesItsMessage_data();
    void givesItsMessage();
    void everyFileHasARow();
};

void TestMalformed::givesItsMessage_data()
{
    QTest::addColumn<QString>("reader");
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("expected");
    for (const Case& c : cases())
        QTest::addRow("%s", c.file) << c.reader << c.file << c.expected;
}

void TestMalformed::givesItsMessage()
{
    QFETCH(QString, reader);
    QFETCH(QString, file);
    QFETCH(QString, expected);
    QVERIFY2(QFile::exists(kDir + file), qPrintable(file + " is missing"));
    const std::string got = read(reader, file);
    QVERIFY2(got.find(expected.toStdString()) != std::string::npos,
             qPrintable(QString::fromStdString("expected \"" + expected.toStdString() + "\", got: " + got)));
}

// A crasher added to the folder without a row would never be tested.
void TestMalformed::everyFileHasARow()
{
    std::set<QString> listed;
    for (const Case& c : cases())
        listed.insert(QString::fromUtf8(c.file));
    const QStringList files = QDir(kDir).entryList(QDir::Files);
    for (const QString& f : files) {
        if (f == "README.md" || f.endsWith(".py"))
            continue;
        QVERIFY2(listed.count(f), qPrintable(f + " has no row in givesItsMessage_data()"));
    }
}

QTEST_GUILESS_MAIN(TestMalformed)
#include "tst_malformed.moc"
