// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "runsupport.h"

#include "io/imageloader.h"

#include <filesystem>

namespace scansleuth::investigate {

Result<io::LoadedImage> loadImage(const std::string& path, const Progress& progress)
{
    auto loaded = io::loadPath(path, {}, progress);
    if (!loaded)
        return loaded.error();
    if (loaded->images.empty())
        return makeError(ErrorKind::NotFound, "No image was found at " + path + ".");
    return std::move(loaded->images.front());
}

namespace {
// The patient identifiers of an input, kept with the evidence so that reports can pseudonymise them.
nlohmann::json patientOf(const io::LoadedImage& image)
{
    nlohmann::json p = nlohmann::json::object();
    if (!image.patientName.empty())
        p["name"] = image.patientName;
    if (!image.patientId.empty())
        p["id"] = image.patientId;
    if (!image.patientBirthDate.empty())
        p["birth_date"] = image.patientBirthDate;
    return p;
}

} // namespace

void addPatients(workflow::Evidence& evidence, const std::vector<const io::LoadedImage*>& images)
{
    nlohmann::json patients = nlohmann::json::array();
    for (const io::LoadedImage* image : images)
        if (image != nullptr && !patientOf(*image).empty())
            patients.push_back(patientOf(*image));
    if (!patients.empty())
        evidence.data["patients"] = patients;
}

std::string summarise(const Findings& findings, const std::string& what)
{
    int problems = 0;
    const Finding* first = nullptr;
    for (const Finding& f : findings)
        if (f.severity != Severity::Info) {
            ++problems;
            first = first ? first : &f;
        }
    if (problems == 0)
        return what + ": no problem found.";
    return what + ": " + std::to_string(problems) +
           (problems == 1 ? " problem. " : " problems; the first: ") + first->message;
}

std::string runFilePrefix(const std::string& runId)
{
    return runId.empty() ? std::string("run") : runId;
}

void keepSnapshot(workflow::Evidence& evidence, const io::LoadedImage& image, const volume::Volume& mask,
                  const volume::Vec3& at, const std::string& dir, const std::string& name,
                  const std::string& caption, OverlayStyle style)
{
    const std::filesystem::path folder(dir);
    const std::string relative = (folder.filename() / name).generic_string();
    auto shot = writeSnapshot(image, mask, at, folder.parent_path().string(), relative, caption, style);
    if (!shot) {
        evidence.problems.push_back("The picture " + relative + " could not be written: " +
                                    shot.error().message + " (" + shot.error().detail + ")");
        return;
    }
    evidence.snapshots.push_back(*shot);
}

} // namespace scansleuth::investigate
