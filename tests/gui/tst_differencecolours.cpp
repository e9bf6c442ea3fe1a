// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// One difference map, one meaning (issue 19, item 5): a tiny known pair drawn through the GUI's case panel,
// the report's pictures and the investigation's pictures gives each voxel class the same colour (blended
// over each path's known background at its known opacity), and the same legend words.
#include "compare/runs/runcomparison.h"
#include "investigate/comparisonreport.h"
#include "investigate/experimentrunner.h"
#include "io/nifti/niftiwriter.h"
#include "render/differencemap.h"
#include "support/comparisonfixture.h"
#include "support/shippedknowledge.h"
#include "widgets/compare/casecomparepanel.h"
#include "widgets/sliceview.h"
#include "widgets/viewerstate.h"

#include <QTemporaryDir>
#include <QTest>

#include <array>
#include <filesystem>
#include <map>

using namespace scansleuth;
using render::DifferenceClass;
using render::Rgba;

namespace {

using Voxel = std::array<std::int64_t, 3>;

volume::Geometry grid()
{
    volume::Geometry g;
    g.size = {8, 8, 4};
    g.spacing = {1, 1, 1};
    return g;
}

// Slice 1 of run a against the truth, by construction: agreement at (2,2) and (4,4), a false negative at
// (3,2) (truth only), a false positive at (6,6) (run a only), a wrong label at (5,5) (truth 2, run a 1).
const Voxel kAgree1{2, 2, 1}, kAgree2{4, 4, 1}, kMissed{3, 2, 1}, kExtra{6, 6, 1}, kWrong{5, 5, 1};
const std::map<DifferenceClass, int> kExpectedVoxels = {{DifferenceClass::Both, 2},
                                                        {DifferenceClass::OnlyA, 1},
                                                        {DifferenceClass::OnlyB, 1},
                                                        {DifferenceClass::DifferentLabel, 1}};

volume::Volume labelMap(const std::vector<std::pair<Voxel, int>>& labels)
{
    volume::Volume v = volume::Volume::allocate(volume::PixelType::UInt8, grid()).value();
    std::fill(v.voxels<std::uint8_t>().begin(), v.voxels<std::uint8_t>().end(), std::uint8_t{0});
    for (const auto& [p, label] : labels)
        v.voxels<std::uint8_t>()[std::size_t(v.linearIndex(p[0], p[1], p[2]))] = std::uint8_t(label);
    return v;
}

void write(const QTemporaryDir& dir, const std::string& relative, const volume::Volume& v)
{
    const std::string path = dir.filePath(QString::fromStdString(relative)).toStdString();
    std::filesystem::create_directories(std::filesystem::path(path).parent_path());
    volume::VolumeList list;
    list.push_back(v.clone().value());
    if (!io::writeNifti(path, list))
        qFatal("writeNifti failed");
}

// `colour` blended at `opacity` over `background`, as render's compositing does (rounded).
Rgba blended(Rgba colour, double opacity, Rgba background)
{
    const auto mix = [&](int c, int b) {
        return std::uint8_t(std::lround(opacity * c + (1.0 - opacity) * b));
    };
    return {mix(colour.r, background.r), mix(colour.g, background.g), mix(colour.b, background.b), 255};
}

bool near(Rgba x, Rgba y)
{
    return std::abs(x.r - y.r) <= 1 && std::abs(x.g - y.g) <= 1 && std::abs(x.b - y.b) <= 1;
}

// Pixels of each class's colour (blended at `opacity` over black) in a picture.
std::map<DifferenceClass, int> countClasses(const render::RgbaImage& image, double opacity)
{
    std::map<DifferenceClass, int> counts;
    for (const Rgba& p : image.pixels)
        for (const auto& [c, n] : kExpectedVoxels)
            if (near(p, blended(render::differenceColour(c), opacity, {0, 0, 0, 255})))
                ++counts[c];
    return counts;
}

} // namespace

class TestDifferenceColours : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void theColoursAreDistinct();
    void guiPanel();
    void report();
    void investigation();

private:
    QTemporaryDir m_dir;
    compare::Comparison m_comparison;
};

void TestDifferenceColours::initTestCase()
{
    QVERIFY(m_dir.isValid());
    write(m_dir, "truth/case_1.nii.gz", labelMap({{kAgree1, 1}, {kAgree2, 1}, {kMissed, 1}, {kWrong, 2}}));
    write(m_dir, "a/case_1.nii.gz", labelMap({{kAgree1, 1}, {kAgree2, 1}, {kExtra, 1}, {kWrong, 1}}));
    write(m_dir, "b/case_1.nii.gz", labelMap({{kAgree1, 1}, {kAgree2, 1}, {kMissed, 1}, {kWrong, 2}}));
    auto cmp = compare::compareRuns(
        {{"a", m_dir.filePath("a").toStdString()}, {"b", m_dir.filePath("b").toStdString()}},
        m_dir.filePath("truth").toStdString());
    QVERIFY(cmp);
    m_comparison = std::move(*cmp);
    QVERIFY(m_comparison.cases.front().reliable); // measured as delivered: foreground Dice 6/8
}

void TestDifferenceColours::theColoursAreDistinct()
{
    for (const auto& [x, nx] : kExpectedVoxels)
        for (const auto& [y, ny] : kExpectedVoxels)
            if (x != y)
                QVERIFY(!near(render::differenceColour(x), render::differenceColour(y)));
    QCOMPARE(
        QString::fromStdString(render::differenceLegendText("truth", "a", true)),
        QStringLiteral("blue: agreement (true positive); orange: false positive (only in a); magenta: false "
                       "negative (only in the truth); yellow: wrong label (another label in a)"));
}

// The GUI: the case panel's view of run a against the truth, without an image (the difference at opacity
// 1 over the map's grey labels): each voxel has its class's colour exactly.
void TestDifferenceColours::guiPanel()
{
    auto comparison = std::make_shared<const compare::Comparison>(m_comparison);
    const compare::CaseVolumes volumes = compare::readCase(comparison->table, 0, comparison->options.read);
    auto data = std::make_shared<widgets::CaseData>();
    for (const auto& v : volumes.labels) {
        auto image = std::make_shared<io::LoadedImage>();
        image->volumes.push_back(v->clone().value());
        data->labels.push_back(image);
        data->errors.push_back({});
    }
    widgets::CaseComparePanel panel;
    panel.resize(900, 400);
    panel.setComparison(comparison);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    panel.setLabel(0); // every label: wrong labels are a class of their own
    panel.showCase(data);
    // The maps are made on a worker (issue 22).
    QVERIFY(QTest::qWaitFor([&panel] { return !panel.isComputing(); }, 20000));
    QVERIFY(panel.showsDifference(0));
    const std::map<Voxel, DifferenceClass> voxels = {{kAgree1, DifferenceClass::Both},
                                                     {kAgree2, DifferenceClass::Both},
                                                     {kMissed, DifferenceClass::OnlyA},
                                                     {kExtra, DifferenceClass::OnlyB},
                                                     {kWrong, DifferenceClass::DifferentLabel}};
    widgets::SliceView* view = panel.view(0);
    QCOMPARE(view->slice(), std::int64_t{1}); // the worst slice: the only one that differs
    view->grab();
    for (const auto& [v, c] : voxels) {
        const volume::Vec3 lps = volume::indexToPatient(grid(), {double(v[0]), double(v[1]), double(v[2])});
        const auto s = render::patientToScreen(panel.state(0)->frame(), view->plane(), lps);
        const QColor pixel =
            view->sliceImage().pixelColor(QPoint(int(std::lround(s[0])), int(std::lround(s[1]))));
        const Rgba got{std::uint8_t(pixel.red()), std::uint8_t(pixel.green()), std::uint8_t(pixel.blue()),
                       255};
        QVERIFY2(near(got, render::differenceColour(c)),
                 qPrintable(QStringLiteral("voxel %1,%2").arg(v[0]).arg(v[1])));
    }
    // The legend is core's, word for word.
    for (const render::DifferenceLegendEntry& e : render::differenceLegend("truth", "a", true))
        QVERIFY2(panel.legendText(0).contains(QString::fromStdString(e.meaning)), e.meaning.c_str());
}

// The report: the figure of run a against the truth (the map alone at opacity 1, enlarged by a whole
// factor): each class covers its voxels' pixels in its colour, and the caption is core's legend.
void TestDifferenceColours::report()
{
    auto pictures = compare::differencePictures(m_comparison, investigate::kReportPictures);
    QVERIFY(pictures.ok());
    const report::Section section = investigate::comparisonSection(m_comparison, *pictures);
    const report::Figure* figure = nullptr;
    for (const report::Section& child : section.children)
        for (const report::Block& b : child.blocks)
            if (const auto* f = std::get_if<report::Figure>(&b);
                f && f->caption.find("a against the truth") != std::string::npos)
                figure = f;
    QVERIFY(figure);
    QVERIFY(figure->caption.find(render::differenceLegendText("truth", "a", true)) != std::string::npos);
    const int factor = figure->image.width / 8;
    QVERIFY(factor >= 1);
    const std::map<DifferenceClass, int> counts = countClasses(figure->image, 1.0);
    for (const auto& [c, n] : kExpectedVoxels)
        QCOMPARE(counts.contains(c) ? counts.at(c) : 0, n * factor * factor);
}

// The investigation: the run-comparison experiment's picture of run a's errors (over the black
// background the pictures get without images, at the snapshot's overlay opacity 0.5).
void TestDifferenceColours::investigation()
{
    investigate::ExperimentInputs in;
    in.paths["runs"] = {"a=" + m_dir.filePath("a").toStdString(), "b=" + m_dir.filePath("b").toStdString()};
    in.paths["truth"] = {m_dir.filePath("truth").toStdString()};
    const workflow::ExperimentRun run =
        investigate::runExperiment(*testsupport::shippedKnowledgeBase().experiment("exp-run-comparison"), in,
                                   m_dir.filePath("inv_files").toStdString(), "run-1");
    QCOMPARE(QString::fromStdString(run.status), QStringLiteral("done"));
    const workflow::Snapshot* errors = nullptr;
    for (const workflow::Snapshot& s : run.evidence.snapshots)
        if (s.imagePath.find("-a-errors.png") != std::string::npos)
            errors = &s;
    QVERIFY(errors);
    QVERIFY(errors->caption.find(render::differenceLegendText("truth", "a", true)) != std::string::npos);
    auto png = render::readPng(m_dir.filePath(QString::fromStdString(errors->imagePath)).toStdString());
    QVERIFY(png);
    const int factor = png->width / 8;
    const std::map<DifferenceClass, int> counts = countClasses(*png, 0.5);
    for (const auto& [c, n] : kExpectedVoxels)
        QCOMPARE(counts.contains(c) ? counts.at(c) : 0, n * factor * factor);
}

QTEST_MAIN(TestDifferenceColours)
#include "tst_differencecolours.moc"
