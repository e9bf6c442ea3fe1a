// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// writeDemoStudy(): the demo study's files on disk.
#include "base/numberformat.h"
#include "base/strings.h"
#include "brokenmasks.h"
#include "demofiles.h"
#include "phantom.h"

#include "io/dicomwriter/dicomwriter.h"
#include "io/nifti/niftiwriter.h"
#include "model/examplemodels.h"

#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <system_error>

#include <unistd.h>

namespace scansleuth::demo {

namespace {

namespace fs = std::filesystem;

std::string readme(const DemoStudy& study)
{
    const volume::Geometry& g = study.ct.geometry();
    std::ostringstream out;
    out << "ScanSleuth demo study\n=====================\n\n"
           "A synthetic abdominal CT (a phantom, no patient data) and its label map, written by\n"
           "`scansleuth-cli demo`, with two deliberately broken copies of the mask for the demo "
           "investigation.\n\n"
           "Files\n  ct/            DICOM series, CT Image Storage, one file per slice\n"
           "  ct.nii.gz      the same CT as NIfTI-1 (int16, scl_slope 1, scl_inter -1024)\n"
           "  mask.nii.gz    uint8 label map on the same geometry\n"
           "  mask_flipped_lr.nii.gz        the mask mirrored left-right, header kept (a bug to find)\n"
           "  mask_resampled_linear.nii.gz  the mask resampled linearly by half a voxel (a bug to find)\n"
           "  labels.txt     ITK-SNAP label description file (names and colours)\n"
           "  model_dropout_training.pt  a small TorchScript segmenter saved with its dropout in\n"
           "                 training mode (a bug to find: reruns differ)\n"
           "  model_spec.json  its preprocessing: CT window, resampled to 4.8 x 4.8 x 5 mm (64 x 64 x 48)\n\n"
           "Try: scansleuth-cli investigate --symptom nondeterministic-results --model\n"
           "  model_dropout_training.pt --image ct.nii.gz --spec model_spec.json --device cpu --out "
           "reruns.json\n\n";
    out << "Geometry (LPS, ITK convention; patient supine, head first, axial slices)\n"
        << "  size     " << g.size[0] << " x " << g.size[1] << " x " << g.size[2] << " voxels\n"
        << "  spacing  " << formatGeneral(g.spacing[0]) << " x " << formatGeneral(g.spacing[1]) << " x "
        << formatGeneral(g.spacing[2]) << " mm\n"
        << "  origin   (" << formatGeneral(g.origin[0]) << ", " << formatGeneral(g.origin[1]) << ", "
        << formatGeneral(g.origin[2])
        << ") mm, centre of the first voxel\n"
           "  direction identity: columns to the patient's left, rows to posterior, slices upwards\n\n";
    out << "Values: stored int16 with RescaleSlope 1, RescaleIntercept -1024 (HU = stored - 1024).\n"
           "Air outside the body is -1000 HU. Each voxel carries independent noise (sd about 7 HU,\n"
           "bounded by +-"
        << kDemoNoiseBoundHu
        << " HU). Vertebrae have a 1200 HU cortical rim.\n\n"
           "Label  Structure              HU\n";
    for (const Organ& o : study.organs)
        out << padLeft(std::to_string(o.label), 5) << "  " << padRight(o.name, 22) << ' '
            << padLeft(formatGeneral(o.hu), 5) << '\n';
    return out.str();
}

// Writes the two NIfTI files; appends their paths to `written`.
Status writeNiftiFiles(const fs::path& folder, const DemoStudy& study, std::vector<std::string>& written)
{
    const volume::Volume flipped = flippedLeftRight(study.labels);
    const volume::Volume smoothed = linearlyResampled(study.labels);
    const std::pair<const volume::Volume*, const char*> items[] = {
        {&study.ct, "ct.nii.gz"},
        {&study.labels, "mask.nii.gz"},
        {&flipped, "mask_flipped_lr.nii.gz"},
        {&smoothed, "mask_resampled_linear.nii.gz"}};
    for (const auto& [volume, name] : items) {
        auto copy = volume->clone();
        if (!copy)
            return copy.error();
        volume::VolumeList list;
        list.push_back(std::move(copy).value());
        io::NiftiWriteOptions options;
        options.description = volume == &study.ct       ? "ScanSleuth demo CT"
                              : volume == &study.labels ? "ScanSleuth demo labels"
                              : volume == &flipped      ? "ScanSleuth demo labels, flipped left-right"
                                                        : "ScanSleuth demo labels, linearly resampled";
        const std::string path = (folder / name).string();
        if (Status s = io::writeNifti(path, list, options); !s)
            return s;
        written.push_back(path);
    }
    return {};
}

std::vector<std::string> dicomFiles(const fs::path& folder, std::int64_t count)
{
    std::vector<std::string> files;
    char name[32];
    for (std::int64_t n = 1; n <= count; ++n) {
        std::snprintf(name, sizeof name, "IM%04lld.dcm", static_cast<long long>(n));
        files.push_back((folder / name).string());
    }
    return files;
}

// The model's input grid: the CT windowed to [0, 1] and resampled to 64 x 64 x 48, so that a
// determinism run (a few repeats and variants) takes seconds on two CPU threads.
const char* const kDemoModelSpec = R"({
  "format": "scansleuth.preprocessing",
  "version": 1,
  "name": "ScanSleuth demo model: CT window, 4.8 x 4.8 x 5 mm",
  "steps": [
    {"step": "window", "centre": 40, "width": 400, "output": [0, 1]},
    {"step": "resample", "spacing": [4.8, 4.8, 5.0], "interpolation": "linear"}
  ]
}
)";

// The demo's model bug: dropout left in training mode (model_dropout_training.pt), and its spec.
Status writeDemoModel(const fs::path& root, std::vector<std::string>& written)
{
    const fs::path model = root / "model_dropout_training.pt";
    model::ExampleOptions options;
    options.width = 8;
    options.seed = 7;
    if (Status s = model::saveExampleModel(model::ExampleKind::DropoutInTraining, model.string(), options);
        !s)
        return s;
    written.push_back(model.string());
    if (Status s = writeDemoText((root / "model_spec.json").string(), kDemoModelSpec); !s)
        return s;
    written.push_back((root / "model_spec.json").string());
    return {};
}

} // namespace

Result<std::vector<std::string>> writeDemoStudy(const std::string& folder, const Progress& progress)
{
    const fs::path root(folder);
    std::error_code ec;
    fs::create_directories(root, ec);
    if (ec || !fs::is_directory(root))
        return makeError(ErrorKind::Io, "The folder for the demo study could not be created.",
                         folder + ": " + (ec ? ec.message() : std::string("not a folder")));
    if (!progress.report(0.0, "Building the demo phantom"))
        return makeError(ErrorKind::Cancelled, "Writing the demo study was cancelled.");
    const DemoStudy study = makeDemoStudy();
    if (study.ct.voxelCount() == 0)
        return makeError(ErrorKind::TooLarge, "There is not enough memory to build the demo study.");

    io::DicomWriteOptions dicom;
    dicom.seriesDescription = "ScanSleuth demo CT";
    if (Status s = io::writeDicomSeries((root / "ct").string(), study.ct, dicom, progress.sub(0.1, 0.6)); !s)
        return s.error();
    std::vector<std::string> written = dicomFiles(root / "ct", study.ct.geometry().size[2]);

    if (!progress.report(0.6, "Writing NIfTI"))
        return makeError(ErrorKind::Cancelled, "Writing the demo study was cancelled.");
    if (Status s = writeNiftiFiles(root, study, written); !s)
        return s.error();
    if (!progress.report(0.9, "Writing the demo model"))
        return makeError(ErrorKind::Cancelled, "Writing the demo study was cancelled.");
    if (Status s = writeDemoModel(root, written); !s)
        return s.error();
    if (Status s = writeDemoTexts(
            root.string(),
            {{"labels.txt", labelDescription(study.organs, "mask.nii.gz")}, {"README.txt", readme(study)}},
            written);
        !s)
        return s.error();
    progress.report(1.0, "Demo study written");
    return written;
}

} // namespace scansleuth::demo
