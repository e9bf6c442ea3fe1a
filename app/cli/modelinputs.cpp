// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The model commands' input images: the full loader, or the NIfTI reader alone in a model-only build.
#include "modelinputs.h"

#include "clisupport.h"

#include "base/strings.h"

#ifdef SCANSLEUTH_MODEL_ONLY
#include "io/nifti/niftireader.h"
#else
#include "io/imageloader.h"
#endif

#include <iostream>

namespace scansleuth::cli {

namespace {

void printWarnings(const io::LoadedImage& image, bool quiet)
{
    if (quiet)
        return;
    for (const Finding& f : image.findings)
        if (f.severity != Severity::Info)
            std::cerr << "scansleuth-cli: " << image.path << ": " << f.message << "\n";
}

// The one 3D volume of `image`, moved out of it.
Result<volume::Volume> singleVolume(io::LoadedImage& image, const std::string& path)
{
    if (image.volumes.empty())
        return makeError(ErrorKind::NotFound, "'" + path + "' holds no image.");
    if (image.volumes.size() > 1)
        return makeError(ErrorKind::Invalid,
                         "'" + path + "' is 4D (" + std::to_string(image.volumes.size()) +
                             " volumes); a model input is one 3D volume per channel.",
                         "Split it into one file per channel and give them as INPUT1,INPUT2,...");
    return std::move(image.volumes.front());
}

#ifdef SCANSLEUTH_MODEL_ONLY

Result<io::LoadedImage> loadImage(const std::string& path, bool quiet)
{
    if (!io::looksLikeNifti(path))
        return makeError(ErrorKind::Unsupported,
                         "'" + path +
                             "' is not a NIfTI or Analyze file, the only images a model-only build "
                             "reads.",
                         "Convert it first with a full build: scansleuth-cli convert PATH OUT.nii.gz");
    auto image = io::readNifti(path, makeProgress(quiet));
    endProgress(quiet);
    return image;
}

#else

Result<io::LoadedImage> loadImage(const std::string& path, bool quiet)
{
    auto loaded = io::loadPath(path, {}, makeProgress(quiet));
    endProgress(quiet);
    if (!loaded)
        return loaded.error();
    if (loaded->images.size() > 1)
        return makeError(ErrorKind::Invalid,
                         "'" + path + "' holds " + std::to_string(loaded->images.size()) + " images (" +
                             join(loaded->imageLabels, ", ") + "); give one file or series.",
                         "scansleuth-cli info PATH lists them; convert the one you mean to NIfTI.");
    if (!quiet)
        for (const Error& e : loaded->errors)
            printError(e);
    return std::move(loaded->images.front());
}

#endif

} // namespace

Result<volume::Volume> loadModelVolume(const std::string& path, bool quiet)
{
    auto image = loadImage(path, quiet);
    if (!image)
        return image.error();
    printWarnings(*image, quiet);
    return singleVolume(*image, path);
}

Result<std::vector<volume::Volume>> loadModelVolumes(const std::string& list, bool quiet)
{
    std::vector<volume::Volume> volumes;
    for (const std::string& path : split(list, ',')) {
        if (trim(path).empty())
            return makeError(ErrorKind::Invalid,
                             "An input in '" + list + "' is empty (two commas in a row?).");
        auto volume = loadModelVolume(trim(path), quiet);
        if (!volume)
            return volume.error();
        volumes.push_back(std::move(*volume));
    }
    if (volumes.empty())
        return makeError(ErrorKind::Invalid, "No input image was given.");
    return volumes;
}

} // namespace scansleuth::cli
