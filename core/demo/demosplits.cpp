// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// writeDemoSplits(): the dataset-audit demo, train and test splits of phantom "subjects" with a leaked
// patient and a mis-scaled case.
#include "demosplits.h"

#include "base/numberformat.h"
#include "demofiles.h"
#include "phantom.h"

#include "io/dicomwriter/dicomwriter.h"
#include "io/nifti/niftiwriter.h"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <map>
#include <numbers>
#include <sstream>
#include <system_error>

namespace scansleuth::demo {

namespace {

namespace fs = std::filesystem;
using volume::Vec3;

// How one subject differs from the phantom. The table is chosen so that every two subjects differ in
// body shape (scale), contrast phase and cysts, as different people's scans do: the audit must not
// take them for copies of one another.
struct SubjectShape
{
    Vec3 scale;
    bool contrast; // portal venous phase: enhanced liver, spleen, kidneys and vessels
};
constexpr SubjectShape kSubjects[] = {
    {{0.90, 1.08, 1.00}, false}, {{1.10, 0.92, 0.95}, true},  {{0.95, 0.90, 1.06}, true},
    {{1.06, 1.10, 0.93}, false}, {{0.88, 0.96, 0.94}, true},  {{1.02, 1.12, 1.07}, false},
    {{1.12, 1.00, 1.02}, true},  {{0.93, 1.04, 0.92}, false}, {{1.08, 0.88, 1.08}, false},
};
constexpr double kWarpMm = 12.0;
constexpr double kCystHu = 8.0;
constexpr double kGasHu = -950.0;

// A sphere in the phantom's frame (LPS mm): a cyst in an organ, or bowel gas in the visceral fat.
struct Sphere
{
    Vec3 centre;
    double radius = 0;
};

bool contains(const Sphere& s, const Vec3& q)
{
    const double dx = q[0] - s.centre[0], dy = q[1] - s.centre[1], dz = q[2] - s.centre[2];
    return dx * dx + dy * dy + dz * dz <= s.radius * s.radius;
}

struct Subject
{
    Vec3 scale{1, 1, 1};
    Vec3 shift{};       // anatomy moved, mm
    Vec3 originShift{}; // the grid moved (table position), mm
    std::array<double, 3> phase{};
    std::map<int, double> offset; // phantom label -> HU added
    std::vector<Sphere> cysts, gas;
    std::uint64_t seed = 0;
};

int labelOf(const DemoStudy& study, const std::string& name)
{
    for (const Organ& o : study.organs)
        if (o.name == name)
            return o.label;
    return -1;
}

Vec3 phantomCentre()
{
    Vec3 c{};
    for (int a = 0; a < 3; ++a)
        c[a] = kDemoOrigin[a] + kDemoSpacing[a] * double(kDemoSize[a] - 1) / 2.0;
    return c;
}

// Subject n (1-based).
Subject makeSubject(const DemoStudy& study, int n)
{
    Subject s;
    s.seed = 7000 + std::uint64_t(n);
    const auto signedUnit = [&](int salt) {
        return 2.0 * demoUnit(s.seed, std::uint64_t(salt)) - 1.0;
    };
    const SubjectShape& shape = kSubjects[n - 1];
    s.scale = shape.scale;
    s.shift = {5.0 * signedUnit(0), 5.0 * signedUnit(1), 6.0 * signedUnit(2)};
    s.originShift = {8.0 * signedUnit(3), 8.0 * signedUnit(4), 10.0 * signedUnit(5)};
    for (int a = 0; a < 3; ++a)
        s.phase[std::size_t(a)] = std::numbers::pi * signedUnit(6 + a);
    const std::pair<const char*, double> venous[] = {
        {"liver", 50},        {"spleen", 70}, {"kidney_right", 140},      {"kidney_left", 140},
        {"renal_pelvis", 20}, {"aorta", 150}, {"inferior_vena_cava", 120}};
    int salt = 10;
    for (const Organ& o : study.organs)
        s.offset[o.label] = 8.0 * signedUnit(salt++);
    if (shape.contrast)
        for (const auto& [name, hu] : venous)
            s.offset[labelOf(study, name)] += hu;
    // Two or three cysts in the liver, spleen or kidneys, around a voxel deep inside the organ.
    const std::vector<volume::Index3> probes = demoProbeVoxels();
    const char* organs[] = {"liver", "spleen", "kidney_right", "kidney_left"};
    const int cysts = 2 + n % 2;
    for (int c = 0; c < cysts; ++c) {
        const int organ = labelOf(study, organs[std::size_t(demoUnit(s.seed, 40 + c) * 4) % 4]);
        std::size_t at = 0;
        while (at < study.organs.size() && study.organs[at].label != organ)
            ++at;
        const volume::Index3 p = probes[std::min(at, probes.size() - 1)];
        Sphere cyst;
        for (int a = 0; a < 3; ++a)
            cyst.centre[a] =
                kDemoOrigin[a] + kDemoSpacing[a] * double(p[a]) + 10.0 * signedUnit(50 + 3 * c + a);
        cyst.radius = 8.0 + 6.0 * demoUnit(s.seed, 60 + c);
        s.cysts.push_back(cyst);
    }
    // Bowel gas: four to six pockets in the abdomen, where the bowel lies between the organs.
    const Vec3 c = phantomCentre();
    const int pockets = 4 + n % 3;
    for (int g = 0; g < pockets; ++g) {
        Sphere gas;
        gas.centre = {c[0] + 70.0 * signedUnit(70 + 3 * g), c[1] - 30.0 + 35.0 * signedUnit(71 + 3 * g),
                      c[2] - 40.0 + 60.0 * signedUnit(72 + 3 * g)};
        gas.radius = 10.0 + 10.0 * demoUnit(s.seed, 90 + g);
        s.gas.push_back(gas);
    }
    return s;
}

volume::Geometry subjectGeometry(const Subject& s)
{
    return coarseDemoGrid(kDemoSplitSize, kDemoSplitSpacing, s.originShift);
}

// Where a point of the subject's scan (LPS mm) is in the phantom: scaled about the phantom's centre,
// moved, and warped smoothly (each axis displaced by a sine of another axis, so organs move against
// each other, not only the body's outline).
Vec3 toPhantom(const Subject& s, const Vec3& p)
{
    const Vec3 c = phantomCentre();
    const double tau = 2.0 * std::numbers::pi;
    // The body's girth changes along z differently in every subject (the phantom's outline is the same
    // on every slice): in-plane scale times 0.85..1.15 over a wavelength of 260 mm.
    const double girth = 1.0 + 0.15 * std::sin(tau * (p[2] - c[2]) / 260.0 + s.phase[0] + s.phase[1]);
    return {c[0] + (p[0] - c[0] - s.shift[0]) / (s.scale[0] * girth) +
                kWarpMm * std::sin(tau * (p[1] - c[1]) / 140.0 + s.phase[0]),
            c[1] + (p[1] - c[1] - s.shift[1]) / (s.scale[1] * girth) +
                kWarpMm * std::sin(tau * (p[2] - c[2]) / 160.0 + s.phase[1]),
            c[2] + (p[2] - c[2] - s.shift[2]) / s.scale[2] +
                kWarpMm * std::sin(tau * (p[0] - c[0]) / 150.0 + s.phase[2])};
}

// Zero-mean noise within +-21 HU (three uniform integers in [-7, 7]), as the phantom's.
int noiseAt(std::uint64_t seed, std::uint64_t n)
{
    const std::uint64_t z = demoMix(seed * 0x9e3779b97f4a7c15ull + n * 0xd1b54a32d192ed03ull);
    int sum = 0;
    for (int part = 0; part < 3; ++part)
        sum += static_cast<int>((z >> (16 * part)) & 0xffff) % 15 - 7;
    return sum;
}

// The subject's CT (int16, HU = stored - 1024): the noise-free phantom sampled (nearest voxel) at each
// voxel's place in it, with the subject's attenuations, cysts and noise.
Result<volume::Volume> scanSubject(const DemoStudy& study, const Subject& s)
{
    const volume::Geometry g = subjectGeometry(s);
    auto ct = volume::Volume::allocate(volume::PixelType::Int16, g);
    if (!ct)
        return makeError(ErrorKind::TooLarge, "There is not enough memory to build the demo splits.");
    ct->setRescale({1.0, kDemoRescaleIntercept});
    auto out = ct->voxels<std::int16_t>();
    const auto phantomHu = study.ct.voxels<std::int16_t>();
    const auto phantomLabels = study.labels.voxels<std::uint8_t>();
    const std::uint32_t cystOrgans = (1u << labelOf(study, "liver")) | (1u << labelOf(study, "spleen")) |
                                     (1u << labelOf(study, "kidney_right")) |
                                     (1u << labelOf(study, "kidney_left"));
    const int visceralFat = labelOf(study, "visceral_fat");
    std::int64_t at = 0;
    for (std::int64_t k = 0; k < g.size[2]; ++k)
        for (std::int64_t j = 0; j < g.size[1]; ++j)
            for (std::int64_t i = 0; i < g.size[0]; ++i, ++at) {
                const Vec3 q = toPhantom(s, volume::indexToPatient(g, {double(i), double(j), double(k)}));
                volume::Index3 n{};
                bool inside = true;
                for (int a = 0; a < 3; ++a) {
                    n[a] = std::llround((q[a] - kDemoOrigin[a]) / kDemoSpacing[a]);
                    inside = inside && n[a] >= 0 && n[a] < kDemoSize[a];
                }
                double hu = -1000.0;
                if (inside) {
                    const std::int64_t from = study.labels.linearIndex(n[0], n[1], n[2]);
                    const int label = phantomLabels[std::size_t(from)];
                    hu = phantomHu[std::size_t(from)] + kDemoRescaleIntercept;
                    if (label != 0)
                        hu += s.offset.at(label);
                    for (const Sphere& c : s.cysts)
                        if ((cystOrgans >> label & 1u) && contains(c, q))
                            hu = kCystHu;
                    for (const Sphere& g : s.gas)
                        if (label == visceralFat && contains(g, q))
                            hu = kGasHu;
                }
                hu += noiseAt(s.seed, std::uint64_t(at));
                out[std::size_t(at)] = static_cast<std::int16_t>(std::lround(hu - kDemoRescaleIntercept));
            }
    return ct;
}

// The real value of `v` at continuous index x (trilinear; indices clamped to the grid).
double trilinear(const volume::Volume& v, const Vec3& x)
{
    const auto& n = v.geometry().size;
    std::int64_t lo[3];
    double f[3];
    for (int a = 0; a < 3; ++a) {
        const double c = std::clamp(x[a], 0.0, double(n[a] - 1));
        lo[a] = std::min<std::int64_t>(std::int64_t(std::floor(c)), std::max<std::int64_t>(n[a] - 2, 0));
        f[a] = c - double(lo[a]);
    }
    double sum = 0.0;
    for (int corner = 0; corner < 8; ++corner) {
        double w = 1.0;
        std::int64_t idx[3];
        for (int a = 0; a < 3; ++a) {
            const bool up = (corner >> a) & 1;
            idx[a] = std::min(lo[a] + (up ? 1 : 0), n[a] - 1);
            w *= up ? f[a] : 1.0 - f[a];
        }
        if (w != 0.0)
            sum += w * v.realValue(idx[0], idx[1], idx[2]);
    }
    return sum;
}

// The leaked copy of `original` (see kDemoLeak* in the header).
Result<volume::Volume> leakedCopy(const volume::Volume& original)
{
    volume::Geometry g;
    for (int a = 0; a < 3; ++a) {
        g.size[a] = kDemoLeakSize[a];
        g.spacing[a] = kDemoLeakSpacing[a];
        g.origin[a] = original.geometry().origin[a] + kDemoLeakOffsetMm[a];
    }
    g.direction = volume::identity3();
    auto copy = volume::Volume::allocate(volume::PixelType::Int16, g);
    if (!copy)
        return makeError(ErrorKind::TooLarge, "There is not enough memory to build the demo splits.");
    copy->setRescale({1.0, kDemoRescaleIntercept});
    auto out = copy->voxels<std::int16_t>();
    std::int64_t at = 0;
    for (std::int64_t k = 0; k < g.size[2]; ++k)
        for (std::int64_t j = 0; j < g.size[1]; ++j)
            for (std::int64_t i = 0; i < g.size[0]; ++i, ++at) {
                const Vec3 p = volume::indexToPatient(g, {double(i), double(j), double(k)});
                const double hu = trilinear(original, volume::patientToIndex(original.geometry(), p));
                out[std::size_t(at)] = static_cast<std::int16_t>(std::lround(hu - kDemoRescaleIntercept));
            }
    return copy;
}

// HU windowed onto [0, 1], as float32.
Result<volume::Volume> unitScaled(const volume::Volume& ct)
{
    auto scaled = volume::Volume::allocate(volume::PixelType::Float32, ct.geometry());
    if (!scaled)
        return makeError(ErrorKind::TooLarge, "There is not enough memory to build the demo splits.");
    auto out = scaled->voxels<float>();
    const auto in = ct.voxels<std::int16_t>();
    const double lo = kDemoUnitWindow[0], hi = kDemoUnitWindow[1];
    const double slope = ct.rescale().slope, intercept = ct.rescale().intercept;
    for (std::size_t n = 0; n < out.size(); ++n)
        out[n] = static_cast<float>(std::clamp((slope * in[n] + intercept - lo) / (hi - lo), 0.0, 1.0));
    return scaled;
}

const std::vector<std::string>& subjectIds()
{
    static const std::vector<std::string> ids = {"DEMO-001", "DEMO-002", "DEMO-003", "DEMO-004", "DEMO-005",
                                                 "DEMO-006", "DEMO-007", "DEMO-008", "DEMO-009"};
    return ids;
}

struct Person
{
    const char* name;
    const char* birthDate;
    const char* sex;
};
constexpr Person kPeople[] = {
    {"Lindqvist^Maja", "19580317", "F"}, {"Haddad^Omar", "19671102", "M"},
    {"Okafor^Adaeze", "19610412", "F"},  {"Tanaka^Hiroshi", "19490828", "M"},
    {"Novak^Petra", "19720105", "F"},    {"Moreau^Julien", "19830921", "M"},
    {"Silva^Beatriz", "19550630", "F"},  {"Kowalski^Tomasz", "19660214", "M"},
    {"Nguyen^Linh", "19790509", "F"},
};
static_assert(std::size(kPeople) == std::size(kSubjects));

constexpr const char* kLeakedId = "ANON-0417";
constexpr const char* kLeakedName = "ADAEZE OKAFOR";

DemoSplitCase ordinary(const std::string& caseId, const std::string& split, int subject)
{
    const Person& p = kPeople[subject - 1];
    return {caseId,  split,       split + "/" + caseId,
            subject, true,        subjectIds()[std::size_t(subject - 1)],
            p.name,  p.birthDate, p.sex,
            ""};
}

std::vector<DemoSplitCase> makeCases()
{
    std::vector<DemoSplitCase> cases;
    for (int n = 1; n <= 6; ++n)
        cases.push_back(ordinary("train_00" + std::to_string(n), "train", n));
    cases.push_back(ordinary("test_001", "test", 7));
    DemoSplitCase leaked = ordinary(kDemoLeakedTestCase, "test", 3);
    leaked.patientId = kLeakedId;
    leaked.patientName = kLeakedName;
    leaked.note = std::string("the patient of ") + kDemoLeakedTrainCase +
                  " again: re-anonymised (PatientID " + kLeakedId + ", name '" + kLeakedName +
                  "'), resampled to 3 x 3 x 5 mm, cropped, and re-encoded (implicit VR)";
    cases.push_back(leaked);
    DemoSplitCase scaled = ordinary(kDemoMisScaledCase, "test", 8);
    // In a folder of its own: next to the DICOM folders, whose series have the same dims, the audit
    // would take one of them for its source (dcm2niix's layout) and give it that patient's identity.
    scaled.path = std::string("test/") + kDemoMisScaledCase + "/" + kDemoMisScaledCase + ".nii.gz";
    scaled.dicom = false;
    scaled.patientName = scaled.birthDate = scaled.sex = "";
    scaled.note = "intensities in [0, 1] (HU -1000..1000 mapped linearly), float32 NIfTI";
    cases.push_back(scaled);
    cases.push_back(ordinary("test_004", "test", 9));
    return cases;
}

Status writeDicomCase(const fs::path& root, const DemoSplitCase& c, const volume::Volume& ct, bool reencoded,
                      std::vector<std::string>& written, const Progress& progress)
{
    io::DicomWriteOptions options;
    options.patientId = c.patientId;
    options.patientName = c.patientName;
    options.patientBirthDate = c.birthDate;
    options.patientSex = c.sex;
    options.seriesDescription = reencoded ? "ABD CT 3MM RECON" : "Abdomen CT";
    options.seriesNumber = reencoded ? 3 : 1;
    if (reencoded) {
        options.transferSyntax = "1.2.840.10008.1.2"; // implicit VR little endian
        options.shuffleInstanceNumbers = true;
    }
    const fs::path folder = root / c.path;
    if (Status s = io::writeDicomSeries(folder.string(), ct, options, progress); !s)
        return s;
    std::vector<std::string> files;
    std::error_code ec;
    for (const fs::directory_entry& e : fs::directory_iterator(folder, ec))
        if (e.path().extension() == ".dcm")
            files.push_back(e.path().string());
    std::sort(files.begin(), files.end());
    written.insert(written.end(), files.begin(), files.end());
    return {};
}

Status writeNiftiCase(const fs::path& root, const DemoSplitCase& c, const volume::Volume& v,
                      std::vector<std::string>& written)
{
    auto copy = v.clone();
    if (!copy)
        return copy.error();
    volume::VolumeList list;
    list.push_back(std::move(copy).value());
    io::NiftiWriteOptions options;
    options.description = "ScanSleuth demo splits " + c.caseId;
    options.syncToDisk = false; // the set can be written again; the rename still keeps the file whole
    const fs::path path = root / c.path;
    std::error_code ec;
    fs::create_directories(path.parent_path(), ec);
    if (ec)
        return makeError(ErrorKind::Io, "The folder for the demo splits could not be created.",
                         path.parent_path().string() + ": " + ec.message());
    if (Status s = io::writeNifti(path.string(), list, options); !s)
        return s;
    written.push_back(path.string());
    return {};
}

// A CSV field: quoted when it holds a separator, a quote or a line break.
std::string csvField(const std::string& s)
{
    if (s.find_first_of(",;\"\r\n") == std::string::npos)
        return s;
    std::string q = "\"";
    for (char ch : s)
        q += ch == '"' ? std::string("\"\"") : std::string(1, ch);
    return q + "\"";
}

std::string splitsCsv()
{
    std::string csv = "case,split,path,patient\n";
    for (const DemoSplitCase& c : demoSplitCases())
        csv += csvField(c.caseId) + "," + csvField(c.split) + "," + csvField(c.path) + "," +
               csvField(c.patientId) + "\n";
    return csv;
}

std::string readme()
{
    std::ostringstream out;
    out << "ScanSleuth demo: dataset splits to audit\n=======================================\n\n"
           "A small synthetic dataset (no patient data) split into train/ and test/, written by\n"
           "`scansleuth-cli demo-splits`. Each case is the demo phantom's abdomen deformed into another\n"
           "\"subject\" (body shape, organ positions, contrast phase, cysts), "
        << kDemoSplitSize[0] << " x " << kDemoSplitSize[1] << " x " << kDemoSplitSize[2] << " voxels of "
        << formatGeneral(kDemoSplitSpacing[0]) << " x " << formatGeneral(kDemoSplitSpacing[1]) << " x "
        << formatGeneral(kDemoSplitSpacing[2])
        << " mm, in Hounsfield units (int16, HU = stored - 1024).\n\n"
           "Cases\n";
    for (const DemoSplitCase& c : demoSplitCases()) {
        out << "  " << c.caseId << "  " << c.path << (c.dicom ? "/  DICOM, " : "  NIfTI, ");
        out << (c.dicom ? "PatientID " + c.patientId + ", " + c.patientName + ", born " + c.birthDate + ", " +
                              c.sex
                        : std::string("no identity tags (splits.csv: patient ") + c.patientId + ")");
        out << "\n";
        if (!c.note.empty())
            out << "            " << c.note << "\n";
    }
    out << "\nWhat is planted, and what the audit should find\n"
        << "  1. " << kDemoLeakedTestCase << " is the patient of " << kDemoLeakedTrainCase
        << ": the same scan, re-anonymised under\n"
           "     another PatientID with the name written differently (same birth date and sex),\n"
           "     resampled to "
        << formatGeneral(kDemoLeakSpacing[0]) << " x " << formatGeneral(kDemoLeakSpacing[1]) << " x "
        << formatGeneral(kDemoLeakSpacing[2])
        << " mm, cropped and re-encoded: no ID, UID or file hash is shared.\n"
           "     Expected: leakage.fuzzy_identity and leakage.near_duplicate for that pair, and no\n"
           "     other pair.\n"
        << "  2. " << kDemoMisScaledCase
        << " holds intensities in [0, 1] (a preprocessed export) while every other case is\n"
           "     in HU. Expected: dataset.intensity_mismatch naming it (and its float32 type).\n\n"
           "Audit it\n"
           "  scansleuth-cli audit --csv splits.csv\n"
           "  scansleuth-cli audit --split train=train --split test=test\n"
           "With folders alone the NIfTI case has no patient identity; splits.csv gives it one.\n";
    return out.str();
}

Status makeFolders(const fs::path& root)
{
    for (const char* sub : {"", "train", "test"}) {
        std::error_code ec;
        const fs::path folder = *sub ? root / sub : root;
        fs::create_directories(folder, ec);
        if (ec || !fs::is_directory(folder))
            return makeError(ErrorKind::Io, "The folder for the demo splits could not be created.",
                             folder.string() + ": " + (ec ? ec.message() : std::string("not a folder")));
    }
    return {};
}

} // namespace

const std::vector<DemoSplitCase>& demoSplitCases()
{
    static const std::vector<DemoSplitCase> cases = makeCases();
    return cases;
}

Result<std::vector<std::string>> writeDemoSplits(const std::string& folder, const Progress& progress)
{
    const fs::path root(folder);
    if (Status s = makeFolders(root); !s)
        return s.error();
    const auto cancelled = [] {
        return makeError(ErrorKind::Cancelled, "Writing the demo splits was cancelled.");
    };
    if (!progress.report(0.0, "Building the demo phantom"))
        return cancelled();
    const DemoStudy study = makeDemoStudy(0); // noise-free: each subject gets its own noise
    if (study.ct.voxelCount() == 0)
        return makeError(ErrorKind::TooLarge, "There is not enough memory to build the demo splits.");
    std::vector<std::string> written;
    std::map<int, volume::Volume> scans; // subject -> its scan, for the leaked copy
    const std::vector<DemoSplitCase>& cases = demoSplitCases();
    for (std::size_t n = 0; n < cases.size(); ++n) {
        const DemoSplitCase& c = cases[n];
        const double begin = 0.1 + 0.85 * double(n) / double(cases.size());
        const double end = 0.1 + 0.85 * double(n + 1) / double(cases.size());
        if (!progress.report(begin, "Writing " + c.caseId))
            return cancelled();
        const bool leaked = c.caseId == kDemoLeakedTestCase;
        if (!scans.count(c.subject)) {
            auto scan = scanSubject(study, makeSubject(study, c.subject));
            if (!scan)
                return scan.error();
            scans.emplace(c.subject, std::move(scan).value());
        }
        const volume::Volume& scan = scans.at(c.subject);
        Status s;
        if (leaked) {
            auto copy = leakedCopy(scan);
            if (!copy)
                return copy.error();
            s = writeDicomCase(root, c, *copy, true, written, progress.sub(begin, end));
        } else if (!c.dicom) {
            auto scaled = unitScaled(scan);
            if (!scaled)
                return scaled.error();
            s = writeNiftiCase(root, c, *scaled, written);
        } else {
            s = writeDicomCase(root, c, scan, false, written, progress.sub(begin, end));
        }
        if (!s)
            return s.error();
    }
    if (Status s =
            writeDemoTexts(root.string(), {{"splits.csv", splitsCsv()}, {"README.txt", readme()}}, written);
        !s)
        return s.error();
    progress.report(1.0, "Demo splits written");
    return written;
}

} // namespace scansleuth::demo
