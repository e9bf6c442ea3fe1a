// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The dataset audit's report section (investigate/auditreport.h) from a hand-built AuditResult: the pairs
// table names both sides, the histogram has one series per split at the bin centres, box plots put the
// flagged feature first, the parity table marks what is flagged, the pair picture is drawn in world space
// from the files (a copy stored with its x axis reversed looks the same), a missing file is a visible
// warning, and the document pseudonymises the patients the records name.
#include "checks/audit/output/auditjson.h"
#include "checks/audit/reduce/reduce.h"
#include "investigate/auditreport.h"
#include "investigate/reportbuilder.h"
#include "io/nifti/niftiwriter.h"
#include "report/writers.h"
#include "support/reportblocks.h"
#include "workflow/investigation.h"

#include <QTemporaryDir>
#include <QTest>

#include <algorithm>

using namespace scansleuth;
using namespace scansleuth::audit;
using namespace scansleuth::testing;

namespace {

constexpr std::int64_t kNx = 20, kNy = 10, kNz = 5;

const report::Section* child(const report::Section& s, const std::string& title)
{
    for (const report::Section& c : s.children)
        if (c.title == title)
            return &c;
    return nullptr;
}

// 1000 where the voxel lies on the patient's left (LPS x index >= 15 with the identity direction), 0
// elsewhere. `reversedX` stores the same image with its x axis running right-to-left (direction -1,
// origin at the other end): the same voxels in the world.
volume::Volume halfBright(bool reversedX)
{
    volume::Geometry g;
    g.size = {kNx, kNy, kNz};
    if (reversedX) {
        g.direction[0][0] = -1.0;
        g.origin = {double(kNx - 1), 0.0, 0.0};
    }
    auto v = volume::Volume::allocate(volume::PixelType::Int16, g);
    auto voxels = v->voxels<std::int16_t>();
    std::int64_t at = 0;
    for (std::int64_t z = 0; z < kNz; ++z)
        for (std::int64_t y = 0; y < kNy; ++y)
            for (std::int64_t x = 0; x < kNx; ++x, ++at) {
                const std::int64_t worldX =
                    reversedX ? kNx - 1 - x : x; // LPS mm = index of the unreversed copy
                voxels[at] = worldX >= 15 ? 1000 : 0;
            }
    return std::move(*v);
}

bool write(const std::string& path, volume::Volume v)
{
    volume::VolumeList list;
    list.push_back(std::move(v));
    return io::writeNifti(path, list).ok();
}

VolumeRecord record(const std::string& split, const std::string& caseId, const std::string& path)
{
    VolumeRecord r;
    r.split = split;
    r.caseId = caseId;
    r.path = path;
    r.format = "nifti1";
    r.dims = {kNx, kNy, kNz};
    r.spacing = {1, 1, 1};
    r.orientation = "LPS";
    r.dtype = "int16";
    return r;
}

FeatureComparison comparison(const std::string& feature, double medianA, double medianB, bool flagged)
{
    FeatureComparison c;
    c.feature = feature;
    c.unit = feature == "spacing_z" ? "mm" : "";
    c.splitA = "train";
    c.splitB = "test";
    c.countA = 1;
    c.countB = 2;
    c.medianA = medianA;
    c.medianB = medianB;
    c.ks = flagged ? 1.0 : 0.5;
    c.ksPValue = flagged ? 0.001 : 0.6;
    c.wasserstein = std::abs(medianB - medianA);
    c.effectSize = flagged ? 3.25 : 0.1;
    c.flagged = flagged;
    return c;
}

// Slice k of a 40 x 10 x `nz` volume is bright (1000) at x in [k + first, k + first + 2): where the bright
// band lies says which slice of the original a picture shows. `reversedZ` stores the slices in reverse
// order on the same grid (a mirror image along z, as a flip of the data leaves it).
volume::Volume diagonalBand(std::int64_t nz, std::int64_t first, bool reversedZ)
{
    volume::Geometry g;
    g.size = {40, 10, nz};
    auto v = volume::Volume::allocate(volume::PixelType::Int16, g);
    auto voxels = v->voxels<std::int16_t>();
    std::int64_t at = 0;
    for (std::int64_t z = 0; z < nz; ++z)
        for (std::int64_t y = 0; y < 10; ++y)
            for (std::int64_t x = 0; x < 40; ++x, ++at) {
                const std::int64_t k = (reversedZ ? nz - 1 - z : z) + first;
                voxels[at] = x >= k && x < k + 2 ? 1000 : 0;
            }
    return std::move(*v);
}

} // namespace

class TestAuditReport : public QObject
{
    Q_OBJECT
private:
    QTemporaryDir m_dir;
    AuditResult m_result;
    std::string m_pathA, m_pathB, m_missing;

private Q_SLOTS:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        m_pathA = m_dir.path().toStdString() + "/train/P001.nii.gz";
        m_pathB = m_dir.path().toStdString() + "/test/copy.nii.gz";
        m_missing = m_dir.path().toStdString() + "/test/gone.nii.gz";
        QVERIFY(QDir().mkpath(m_dir.path() + "/train") && QDir().mkpath(m_dir.path() + "/test"));
        QVERIFY(write(m_pathA, halfBright(false)));
        QVERIFY(write(m_pathB, halfBright(true)));

        AuditResult& r = m_result;
        r.splits = {{"train", m_dir.path().toStdString() + "/train"},
                    {"test", m_dir.path().toStdString() + "/test"}};
        r.records = {record("train", "P001", m_pathA), record("test", "copy", m_pathB),
                     record("test", "gone", m_missing)};
        r.records[0].identity.patientId = "P001";
        r.records[0].identity.patientName = "Doe^John";
        r.records[0].identity.birthDate = "19600102";
        r.records[0].identity.from = "dicom-beside";
        r.records[1].identity = r.records[0].identity;
        r.failures = {{m_dir.path().toStdString() + "/test/broken.nii", "corrupt", "The file is truncated.",
                       "352 bytes expected, 100 read"}};
        SuspectedPair same;
        same.a = 0;
        same.b = 1;
        same.kind = "patient";
        same.code = "leakage.patient_overlap";
        same.evidence = {"PatientID 'P001' in both", "PatientName 'Doe^John' in both"};
        SuspectedPair near;
        near.a = 0;
        near.b = 2;
        near.kind = "near-duplicate";
        near.code = "leakage.near_duplicate";
        near.similarity = 0.9712;
        near.evidence = {"NCC 0.971 after flipping x"};
        r.pairs = {same, near};

        SplitProfile train, test;
        train.split = "train";
        test.split = "test";
        train.volumes = 1;
        test.volumes = 2;
        train.histogramEdges = test.histogramEdges = {-1000, 0, 500, 1000};
        train.histogram = {0.75, 0.0, 0.25};
        test.histogram = {0.0, 0.5, 0.5};
        train.features = {{"mean", {250}}, {"spacing_z", {1}}, {"p99", {1000}}};
        test.features = {{"mean", {0.25, 0.3}}, {"spacing_z", {1, 2}}, {"p99", {1, 1}}, {"dims_z", {5, 5}}};
        train.features["dims_z"] = {5};
        train.categorical = {{"orientation", {{"LPS", 1}}}, {"dtype", {{"int16", 1}}}};
        test.categorical = {{"orientation", {{"LPS", 2}}}, {"dtype", {{"float32", 2}}}};
        train.valueDomain = "hu";
        test.valueDomain = "unit";
        r.profiles = {train, test};
        r.parity = {comparison("p99", 1000, 1, true), comparison("mean", 250, 0.275, false),
                    comparison("spacing_z", 1, 1, false), comparison("intensity", 4e-58, 4e-58, false)};
        // Equal distributions, as floating-point sums leave them.
        r.parity[3].ks = 2.3e-15;
        r.parity[3].wasserstein = 3.5e-12;
        r.parity[3].effectSize = 0;
        r.findings = {
            makeFinding("leakage.patient_overlap", Severity::Error,
                        "Patient P001 (Doe^John) is in train and in test.", "Keep a patient in one split."),
            makeFinding("dataset.intensity_mismatch", Severity::Warning,
                        "train is in Hounsfield units and test in [0, 1]."),
            makeFinding("audit.summary", Severity::Info, "3 volumes in 2 splits: 2 suspected pairs.")};
    }

    void pairsTableNamesBothSides()
    {
        const report::Section s = investigate::auditSection(m_result, {.pictures = 0});
        const report::Section* pairs = child(s, "Suspected pairs");
        QVERIFY(pairs);
        const auto tables = blocksOf<report::Table>(*pairs);
        QCOMPARE(tables.size(), std::size_t(1));
        const report::Table& t = *tables[0];
        QCOMPARE(t.header,
                 (std::vector<std::string>{"#", "Split", "Case", "Path", "Kind", "Similarity", "Evidence"}));
        QCOMPARE(t.rows.size(), std::size_t(4)); // two rows a pair
        QCOMPARE(t.rows[0],
                 (std::vector<std::string>{"1", "train", "P001", m_pathA, "same patient ID", "1",
                                           "PatientID 'P001' in both; PatientName 'Doe^John' in both"}));
        QCOMPARE(t.rows[1], (std::vector<std::string>{"", "test", "copy", m_pathB, "", "", ""}));
        QCOMPARE(t.rows[2][4], std::string("near-duplicate"));
        QCOMPARE(t.rows[2][5], std::string("0.971"));
        QCOMPARE(t.rows[3][2], std::string("gone"));
        // No pictures asked for: no file read, no section.
        QVERIFY(!child(s, "The suspected pairs, side by side"));
    }

    void histogramHasOneSeriesPerSplitAtBinCentres()
    {
        const report::Section s = investigate::auditSection(m_result, {.pictures = 0});
        const report::Section* plots = child(s, "Distributions per split");
        QVERIFY(plots);
        const auto histograms = blocksOf<report::Plot>(*plots);
        QCOMPARE(histograms.size(), std::size_t(1));
        const report::Plot& h = *histograms[0];
        QCOMPARE(h.series.size(), std::size_t(2));
        QCOMPARE(h.series[0].name, std::string("train"));
        QCOMPARE(h.series[1].name, std::string("test"));
        QCOMPARE(h.series[0].x, (std::vector<double>{-500, 250, 750}));
        QCOMPARE(h.series[0].y, (std::vector<double>{0.75, 0.0, 0.25}));
        QCOMPARE(h.series[1].y, (std::vector<double>{0.0, 0.5, 0.5}));
    }

    void boxPlotsPutTheFlaggedFeatureFirst()
    {
        const report::Section s = investigate::auditSection(m_result, {.pictures = 0});
        const auto boxes = blocksOf<report::BoxPlot>(*child(s, "Distributions per split"));
        QCOMPARE(boxes.size(), std::size_t(3));
        QCOMPARE(boxes[0]->title, std::string("99th intensity percentile per volume, by split"));
        QCOMPARE(boxes[0]->groups.size(), std::size_t(2));
        QCOMPARE(boxes[0]->groups[0].name, std::string("train"));
        QCOMPARE(boxes[0]->groups[0].values, std::vector<double>{1000});
        QCOMPARE(boxes[0]->groups[1].values, (std::vector<double>{1, 1}));
        // Then the parity table's order (p99, mean, spacing_z), p99 not twice; dims_z is 5 everywhere: no
        // box.
        QVERIFY(boxes[1]->title.starts_with("Mean intensity"));
        QVERIFY(boxes[2]->title.starts_with("Voxel spacing z"));
        QCOMPARE(boxes[2]->yLabel, std::string("Voxel spacing z (mm)"));
        // One split in [0, 1]: the intensities are in the image's own units, not HU.
        QCOMPARE(boxes[0]->yLabel, std::string("99th intensity percentile (image units)"));
        const auto capped = blocksOf<report::BoxPlot>(*child(
            investigate::auditSection(m_result, {.pictures = 0, .boxPlots = 1}), "Distributions per split"));
        QCOMPARE(capped.size(), std::size_t(1));
    }

    void parityTableMarksFlaggedRows()
    {
        const report::Section s = investigate::auditSection(m_result, {.pictures = 0});
        const auto tables = blocksOf<report::Table>(*child(s, "Preprocessing parity"));
        QCOMPARE(tables.size(), std::size_t(1));
        const report::Table& t = *tables[0];
        // The one parity table's headings (checks/audit/output/paritytable.h); the splits are in the caption.
        QCOMPARE(t.header, (std::vector<std::string>{"Feature", "Median A", "Median B", "KS D", "KS p",
                                                     "Wasserstein", "Cohen's d", "Flagged"}));
        QCOMPARE(t.rows[0], (std::vector<std::string>{"99th intensity percentile (image units)", "1000", "1",
                                                      "1", "0.001", "999", "3.25", "yes"}));
        QCOMPARE(t.rowTones[0], report::Tone::Warning);
        QCOMPARE(t.rows[2][0], std::string("Voxel spacing z (mm)"));
        QCOMPARE(t.rows[2][7], std::string("no"));
        QCOMPARE(t.rowTones[2], report::Tone::Normal);
        QCOMPARE(t.rows[3], (std::vector<std::string>{"Voxel intensities, all voxels pooled (image units)",
                                                      "0", "0", "0", "0.6", "0", "0", "no"}));
        QVERIFY(t.caption.find("train (A, 1 volume) against test (B, 2 volumes)") != std::string::npos);
    }

    // The investigation keeps the documented `audit --json` (cut) as the run's data; its report section
    // reads that, and the names investigations saved before issue 20 ("ks_p", "pairs_total", the splits'
    // "value_domain"), to the same tables.
    void investigationEvidenceReadsThisAndOlderVersions_data()
    {
        QTest::addColumn<QString>("saved");
        QTest::addRow("saved by this version") << "current";
        QTest::addRow("saved before issue 20 (ks_p, pairs_total)") << "old";
    }
    void investigationEvidenceReadsThisAndOlderVersions()
    {
        QFETCH(QString, saved);
        nlohmann::json data;
        if (saved == "current") {
            AuditJsonLimits limits;
            limits.records = false;
            limits.findings = false;
            limits.pairs = 1;
            data = auditToJson(m_result, limits);
            QVERIFY(!data.contains("records"));
            QCOMPARE(data["parity"][0].count("ks_p_value"), std::size_t(1));
            data["patients"] = {{{"name", "Doe^John"}, {"id", "P001"}, {"birth_date", "19600102"}}};
        } else {
            // As the investigation wrote it before issue 20 (core/investigate/auditrun.cpp's own JSON).
            data = nlohmann::json::parse(R"({
              "splits": [{"name": "train", "path": "/d/train", "volumes": 1, "failures": 0, "value_domain": "hu"},
                         {"name": "test", "path": "/d/test", "volumes": 2, "failures": 0, "value_domain": "unit"}],
              "csv": null, "volumes": 3, "unreadable": 1, "pairs_total": 2, "parity_total": 4,
              "pairs": [{"a": {"split": "train", "case": "P001", "path": "/d/train/P001.nii.gz", "label": "",
                               "format": "nifti1"},
                         "b": {"split": "test", "case": "copy", "path": "/d/test/copy.nii.gz", "label": "",
                               "format": "nifti1"},
                         "kind": "patient", "code": "leakage.patient_overlap", "similarity": 1.0,
                         "evidence": ["PatientID 'P001' in both", "PatientName 'Doe^John' in both"]}],
              "parity": [
                {"feature": "p99", "unit": "", "split_a": "train", "split_b": "test", "count_a": 1, "count_b": 2,
                 "median_a": 1000, "median_b": 1, "ks": 1.0, "ks_p": 0.001, "wasserstein": 999,
                 "effect_size": 3.25, "flagged": true},
                {"feature": "mean", "unit": "", "split_a": "train", "split_b": "test", "count_a": 1, "count_b": 2,
                 "median_a": 250, "median_b": 0.275, "ks": 0.5, "ks_p": 0.6, "wasserstein": 249.725,
                 "effect_size": 0.1, "flagged": false},
                {"feature": "spacing_z", "unit": "mm", "split_a": "train", "split_b": "test", "count_a": 1,
                 "count_b": 2, "median_a": 1, "median_b": 1, "ks": 0.5, "ks_p": 0.6, "wasserstein": 0,
                 "effect_size": 0.1, "flagged": false},
                {"feature": "intensity", "unit": "", "split_a": "train", "split_b": "test", "count_a": 1,
                 "count_b": 2, "median_a": 4e-58, "median_b": 4e-58, "ks": 2.3e-15, "ks_p": 0.6,
                 "wasserstein": 3.5e-12, "effect_size": 0, "flagged": false}],
              "categorical": {}, "references": [], "failures": [],
              "patients": [{"name": "Doe^John", "id": "P001", "birth_date": "19600102"}]})");
        }
        data["check"] = "dataset-audit";
        workflow::Investigation inv;
        workflow::ExperimentRun run;
        run.id = "run-1";
        run.experiment = "exp-dataset-audit";
        run.evidence.data = data;
        inv.runs.push_back(run);
        investigate::ReportOptions named;
        named.includeIdentifiers = true;
        const report::Document doc = investigate::buildReport(inv, {}, named);
        const report::Section* evidence = nullptr;
        for (const report::Section& sec : doc.sections)
            if (sec.title == "Evidence")
                evidence = &sec.children.at(0);
        QVERIFY(evidence);

        const auto paragraphs = blocksOf<report::Paragraph>(*evidence);
        QVERIFY(std::any_of(paragraphs.begin(), paragraphs.end(), [](const report::Paragraph* p) {
            return p->text == "Splits audited: train: 1 volumes, Hounsfield units; test: 2 volumes, "
                              "scaled to [0, 1].";
        }));
        const auto tables = blocksOf<report::Table>(*evidence);
        QCOMPARE(tables.size(), std::size_t(2));
        const report::Table& pairs = *tables[0];
        QVERIFY2(pairs.caption.find("(1 of 2)") != std::string::npos, pairs.caption.c_str());
        QCOMPARE(pairs.rows, (std::vector<std::vector<std::string>>{
                                 {"train: P001", "test: copy", "same patient ID", "1",
                                  "PatientID 'P001' in both; PatientName 'Doe^John' in both"}}));
        const report::Table& parity = *tables[1];
        QCOMPARE(parity.header, (std::vector<std::string>{"Feature", "Splits", "Median A", "Median B", "KS D",
                                                          "KS p", "Wasserstein", "Cohen's d", "Flagged"}));
        QCOMPARE(parity.rows.size(), std::size_t(4));
        QCOMPARE(parity.rows[0],
                 (std::vector<std::string>{"99th intensity percentile (image units)", "train / test", "1000",
                                           "1", "1", "0.001", "999", "3.25", "yes"}));
        QCOMPARE(parity.rows[2][0], std::string("Voxel spacing z (mm)"));
        QCOMPARE(parity.rows[3],
                 (std::vector<std::string>{"Voxel intensities, all voxels pooled (image units)",
                                           "train / test", "0", "0", "0", "0.6", "0", "0", "no"}));
        QCOMPARE(parity.rowTones[0], report::Tone::Warning);
        // reportbuilder's patientsOf read the identities to pseudonymise (here: to name).
        QVERIFY(std::any_of(doc.metadata.begin(), doc.metadata.end(), [](const auto& kv) {
            return kv.first == "Patient" && kv.second == "Doe^John, ID P001, born 19600102";
        }));
    }

    void categoricalCountsWarnWhereSplitsDiffer()
    {
        const report::Section s = investigate::auditSection(m_result, {.pictures = 0});
        const report::Section* cat = child(s, "Orientation, type and acquisition");
        QVERIFY(cat);
        const report::Table& t = *blocksOf<report::Table>(*cat)[0];
        QCOMPARE(t.header, (std::vector<std::string>{"Property", "Value", "train", "test"}));
        // dtype float32, dtype int16, orientation LPS.
        QCOMPARE(t.rows[0], (std::vector<std::string>{"dtype", "float32", "0", "2"}));
        QCOMPARE(t.rowTones[0], report::Tone::Warning);
        QCOMPARE(t.rows[2], (std::vector<std::string>{"orientation", "LPS", "1", "2"}));
        QCOMPARE(t.rowTones[2], report::Tone::Normal);
    }

    void findingsAndFailuresAreListed()
    {
        const report::Section s = investigate::auditSection(m_result, {.pictures = 0});
        const auto paragraphs = blocksOf<report::Paragraph>(s);
        QVERIFY(!paragraphs.empty());
        QCOMPARE(paragraphs[0]->text, std::string("3 volumes in 2 splits: 2 suspected pairs."));
        const report::Table& findings = *blocksOf<report::Table>(*child(s, "Findings"))[0];
        QCOMPARE(findings.rows.size(), std::size_t(2)); // the summary is the paragraph above
        QCOMPARE(findings.rows[0][1], std::string("leakage.patient_overlap"));
        QCOMPARE(findings.rows[0][3], std::string("Keep a patient in one split."));
        const report::Table& failures = *blocksOf<report::Table>(*child(s, "Unreadable files"))[0];
        QCOMPARE(failures.rows[0][2], std::string("The file is truncated."));
    }

    void pairPictureIsDrawnInWorldSpace()
    {
        auto picture = investigate::pairPicture(m_result, m_result.pairs[0]);
        QVERIFY2(picture.ok(), picture.ok() ? "" : picture.error().message.c_str());
        // Each 20 x 10 mm slice scaled to 256 pixels high (512 wide), 8 pixels apart.
        QCOMPARE(picture->height, 256);
        QCOMPARE(picture->width, 512 + 8 + 512);
        // Radiological view: the patient's left (the bright x >= 15 mm) on the right of each half, in
        // the copy stored right-to-left too.
        for (int offset : {0, 520}) {
            const render::Rgba left = picture->at(offset + 100, 200);
            const render::Rgba right = picture->at(offset + 470, 200);
            QCOMPARE(int(left.r), 0);
            QCOMPARE(int(right.r), 255);
        }
        QCOMPARE(picture->at(515, 200), (render::Rgba{128, 128, 128, 255})); // the gap
    }

    void nearDuplicatePictureShowsTheMatchedSlice_data()
    {
        QTest::addColumn<bool>("flip");
        QTest::addRow("B cropped: slices 4..19 of A") << false;
        QTest::addRow("B mirrored along z") << true;
    }
    void nearDuplicatePictureShowsTheMatchedSlice()
    {
        QFETCH(bool, flip);
        const std::string a = m_dir.path().toStdString() + "/band-a.nii.gz";
        const std::string b = m_dir.path().toStdString() + "/band-b.nii.gz";
        QVERIFY(write(a, diagonalBand(20, 0, false)));
        // Cropped: B's slice j is A's slice j + 4, and the match shifts B by +4 mm along z (B's cell j sits
        // on A's cell j + 4). Mirrored: B's slice j is A's slice 19 - j, matched after flipping z, no shift.
        QVERIFY(write(b, flip ? diagonalBand(20, 0, true) : diagonalBand(16, 4, false)));
        AuditResult r;
        r.splits = {{"train", ""}, {"test", ""}};
        r.records = {record("train", "a", a), record("test", "b", b)};
        SuspectedPair p;
        p.a = 0;
        p.b = 1;
        p.kind = "near-duplicate";
        p.similarity = 0.99;
        p.match.flipped = {false, false, flip};
        p.match.shiftMm = {0, 0, flip ? 0.0 : 4.0};
        auto picture = investigate::pairPicture(r, p);
        QVERIFY2(picture.ok(), picture.ok() ? "" : picture.error().message.c_str());
        // Each half: 40 x 10 mm at 256 pixels high, 1024 wide; A's middle slice is 10, its band at
        // x 10..12 mm, pixels 256..307 (the patient's left, +x, to the right in the radiological view).
        QCOMPARE(picture->width, 1024 + 8 + 1024);
        for (int offset : {0, 1032}) {
            // 25.6 pixels a mm: 10.5 and 11.5 mm bright; 9.5 mm (slice 9's band) and 12.5 mm (slice 11's)
            // dark.
            QCOMPARE(int(picture->at(offset + 269, 128).r), 255);
            QCOMPARE(int(picture->at(offset + 294, 128).r), 255);
            QCOMPARE(int(picture->at(offset + 243, 128).r), 0);
            QCOMPARE(int(picture->at(offset + 320, 128).r), 0);
        }
        // Without the match B's middle slice would be drawn: the band elsewhere.
        p.kind = "duplicate";
        auto middle = investigate::pairPicture(r, p);
        QVERIFY(middle.ok());
        QCOMPARE(int(middle->at(1032 + 294, 128).r), 0); // A's slice 9 (mirrored) or 12 (cropped)
    }

    void picturesAndMissingFiles()
    {
        std::vector<std::string> problems;
        const report::Section s = investigate::auditSection(m_result, {}, &problems);
        const report::Section* pictures = child(s, "The suspected pairs, side by side");
        QVERIFY(pictures);
        const auto figures = blocksOf<report::Figure>(*pictures);
        QCOMPARE(figures.size(), std::size_t(1));
        QVERIFY(figures[0]->caption.find("train/P001 (left) and test/copy (right)") != std::string::npos);
        const auto warnings = blocksOf<report::Paragraph>(*pictures);
        QCOMPARE(warnings.size(), std::size_t(1));
        QCOMPARE(warnings[0]->tone, report::Tone::Warning);
        QVERIFY2(warnings[0]->text.starts_with("The picture of pair 2 is not included"),
                 warnings[0]->text.c_str());
        QCOMPARE(problems.size(), std::size_t(1));
        QCOMPARE(problems[0], warnings[0]->text);
    }

    void documentPseudonymisesPatients()
    {
        const report::Document d = investigate::auditDocument(m_result, {.pictures = 0, .pseudonymKey = "k"});
        const std::string html = report::renderHtml(d);
        QVERIFY(html.find("P001") == std::string::npos);
        QVERIFY(html.find("Doe") == std::string::npos);
        QVERIFY(html.find("19600102") == std::string::npos);
        const std::string pseudonym = report::Pseudonymiser("k").pseudonym("id:P001");
        QVERIFY(html.find(pseudonym) != std::string::npos);
        // The pairs table and the histogram (inline SVG) are in the HTML.
        QVERIFY(html.find("Suspected pairs") != std::string::npos);
        QVERIFY(html.find("Intensity histograms per split") != std::string::npos);
        QVERIFY(html.find("<svg") != std::string::npos);

        const report::Document plain =
            investigate::auditDocument(m_result, {.pictures = 0, .includeIdentifiers = true});
        QVERIFY(report::renderHtml(plain).find("P001") != std::string::npos);
        QCOMPARE(investigate::auditPatients(m_result).size(), std::size_t(1)); // one patient, two records
    }

    // The names the audit itself writes (the folded, sorted form of the fuzzy-identity evidence) are
    // pseudonymised too; a placeholder PatientID names no one, so it does not become a pseudonym's source.
    void patientsIncludeTheComparedNameButNoPlaceholder()
    {
        AuditResult r = m_result;
        r.records[0].identity.patientName = "M\u00fcller^J\u00f6rg";
        r.records[0].identity.patientId = "ANONYMOUS";
        r.records[0].identity.csvPatient = "case-7";
        const auto patients = investigate::auditPatients(r);
        QVERIFY(!patients.empty());
        const report::Identifiers& p = patients.front();
        QCOMPARE(p.ids, std::vector<std::string>{"case-7"});
        QCOMPARE(p.names.size(), std::size_t(2));
        QCOMPARE(p.names[0], std::string("M\u00fcller^J\u00f6rg"));
        QCOMPARE(p.names[1], audit::normalisedName("M\u00fcller^J\u00f6rg"));
        QVERIFY(p.names[1] != p.names[0]);

        report::Document d;
        d.title = "t";
        report::Section s;
        s.blocks.push_back(
            report::Paragraph{"Patient name 'M\u00fcller^J\u00f6rg' (both " + p.names[1] + ")"});
        d.sections.push_back(s);
        report::PrivacyOptions privacy;
        privacy.patients = patients;
        privacy.key = "k";
        const std::string html = report::renderHtml(report::applyPrivacy(d, privacy));
        QVERIFY2(html.find(p.names[1]) == std::string::npos, html.c_str());
        QVERIFY(html.find("ller") == std::string::npos);
        QVERIFY(html.find(report::Pseudonymiser("k").pseudonym("id:case-7")) != std::string::npos);
    }

    void cleanSplitsSayNoPairs()
    {
        AuditResult clean = m_result;
        clean.pairs.clear();
        clean.failures.clear();
        const report::Section s = investigate::auditSection(clean);
        const auto p = blocksOf<report::Paragraph>(*child(s, "Suspected pairs"));
        QCOMPARE(p.size(), std::size_t(1));
        QCOMPARE(p[0]->tone, report::Tone::Good);
        QVERIFY(!child(s, "The suspected pairs, side by side"));
        QCOMPARE(blocksOf<report::Paragraph>(*child(s, "Unreadable files"))[0]->tone, report::Tone::Good);
    }

    void arraysAreNotPictured()
    {
        AuditResult r = m_result;
        r.records[1].format = "npy";
        r.records[1].hasGeometry = false;
        auto picture = investigate::pairPicture(r, r.pairs[0]);
        QVERIFY(!picture);
        QCOMPARE(picture.error().kind, ErrorKind::Unsupported);
        SuspectedPair bad = r.pairs[0];
        bad.b = 99;
        QCOMPARE(investigate::pairPicture(r, bad).error().kind, ErrorKind::Invalid);
    }
};

QTEST_GUILESS_MAIN(TestAuditReport)
#include "tst_investigate_auditreport.moc"
