// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "converter.h"
#include "base/atomicfile.h"
#include "base/numberformat.h"

#include "io/nifti/niftiwriter.h"
#include "io/segmentationloader.h"

#include <filesystem>
#include <set>

namespace fs = std::filesystem;

namespace scansleuth::io {

namespace {

bool hasNiftiExtension(const std::string& name)
{
    auto ends = [&](const std::string& s) {
        return name.size() >= s.size() && name.compare(name.size() - s.size(), s.size(), s) == 0;
    };
    return ends(".nii") || ends(".nii.gz");
}

std::string uniqueName(const std::string& label, const std::string& ext, std::set<std::string>& used)
{
    std::string name = label + ext;
    for (int n = 2; used.count(name); ++n)
        name = label + "_" + std::to_string(n) + ext;
    used.insert(name);
    return name;
}

NiftiWriteOptions writeOptionsFor(const LoadedImage& image)
{
    NiftiWriteOptions o;
    o.formCode = 1;
    o.syncToDisk = false; // as dcm2niix: the outputs can be remade; the rename keeps each one whole
    std::string d = "ScanSleuth";
    if (image.dicom) {
        const DicomSeriesInfo& s = *image.dicom;
        if (s.repetitionTime > 0 && image.volumes.size() > 1)
            o.repetitionTimeSeconds = s.repetitionTime / 1000.0;
        if (s.echoTime > 0)
            d += " TE=" + formatGeneral(s.echoTime);
        d += " " + s.modality + " series " + std::to_string(s.seriesNumber);
    }
    if (image.philips)
        d += std::string(" Philips ") + philipsValuesName(image.philips->loaded);
    o.description = d;
    return o;
}

// One output of a SEG/RTSTRUCT: its suffix, volume and the segments whose names go beside it.
struct SegmentOutput
{
    std::string suffix;
    volume::Volume volume;
    std::vector<int> segments; // label values written beside it; empty: no label table (a probability map)
};

std::string csvField(const std::string& text)
{
    if (text.find_first_of(",\"\n") == std::string::npos)
        return text;
    std::string q = "\"";
    for (char c : text)
        q += c == '"' ? std::string("\"\"") : std::string(1, c == '\n' ? ' ' : c);
    return q + "\"";
}

std::string labelTableCsv(const LoadedImage& mask, const std::vector<int>& segments)
{
    std::string out = "label,name,r,g,b\n";
    for (int number : segments) {
        const SegmentFacts* f = segmentOf(mask, number);
        const std::string name = f && !f->label.empty() ? f->label : "segment " + std::to_string(number);
        out += std::to_string(number) + "," + csvField(name);
        if (f && f->rgb)
            out += "," + std::to_string((*f->rgb)[0]) + "," + std::to_string((*f->rgb)[1]) + "," +
                   std::to_string((*f->rgb)[2]);
        out += "\n";
    }
    return out;
}

Result<std::vector<SegmentOutput>> segmentOutputs(const LoadedImage& mask, bool perSegment)
{
    const SegmentationInfo& info = *mask.segmentation;
    std::vector<SegmentOutput> out;
    const bool fractional = info.segmentationType == "FRACTIONAL";
    if (!perSegment && !fractional) {
        for (std::size_t v = 0; v < mask.volumes.size(); ++v) {
            auto copy = mask.volumes[v].clone();
            if (!copy)
                return copy.error();
            out.push_back({mask.volumes.size() == 1 ? std::string() : "_group" + std::to_string(v + 1),
                           std::move(copy).value(),
                           v < info.volumeSegments.size() ? info.volumeSegments[v] : std::vector<int>{}});
        }
        return out;
    }
    for (std::size_t v = 0; v < mask.volumes.size(); ++v) {
        const volume::Volume& vol = mask.volumes[v];
        for (int number : v < info.volumeSegments.size() ? info.volumeSegments[v] : std::vector<int>{}) {
            const std::string suffix = "_seg" + std::to_string(number);
            if (fractional) {
                auto copy = vol.clone();
                if (!copy)
                    return copy.error();
                out.push_back({suffix, std::move(copy).value(), {}});
                continue;
            }
            auto binary = volume::Volume::allocate(volume::PixelType::UInt8, vol.geometry());
            if (!binary)
                return binary.error();
            auto dest = binary->voxels<std::uint8_t>();
            volume::visitPixelType(vol.pixelType(), [&](auto tag) {
                using T = decltype(tag);
                const auto src = vol.voxels<T>();
                for (std::size_t i = 0; i < src.size(); ++i)
                    dest[i] = src[i] == static_cast<T>(number);
            });
            out.push_back({suffix, std::move(binary).value(), {}});
        }
    }
    return out;
}

std::string withSuffix(const std::string& file, const std::string& suffix)
{
    for (const char* ext : {".nii.gz", ".nii"})
        if (file.ends_with(ext))
            return file.substr(0, file.size() - std::string(ext).size()) + suffix + ext;
    return file + suffix;
}

std::string stemOf(const std::string& file)
{
    for (const char* ext : {".nii.gz", ".nii"})
        if (file.ends_with(ext))
            return file.substr(0, file.size() - std::string(ext).size());
    return file;
}

void writeSegmentation(const LoadedImage& mask, const std::string& target, const ConvertOptions& options,
                       ConvertReport& report)
{
    auto outputs = segmentOutputs(mask, options.perSegment);
    if (!outputs) {
        report.writeErrors.push_back(outputs.error());
        return;
    }
    NiftiWriteOptions o;
    o.formCode = 1;
    o.syncToDisk = false;
    o.description = std::string("ScanSleuth ") + formatName(mask.format);
    for (SegmentOutput& output : *outputs) {
        const std::string file = withSuffix(target, output.suffix);
        volume::VolumeList volumes;
        volumes.push_back(std::move(output.volume));
        Status s = writeNifti(file, volumes, o);
        if (!s) {
            report.writeErrors.push_back(s.error());
            continue;
        }
        report.written.push_back(file);
        if (output.segments.empty())
            continue;
        const std::string table = stemOf(file) + "_labels.csv";
        if (Status t = writeFileAtomically(table, labelTableCsv(mask, output.segments), false); t)
            report.written.push_back(table);
        else
            report.writeErrors.push_back(t.error());
    }
}

} // namespace

Result<ConvertReport> convertPath(const std::string& path, const std::string& out,
                                  const ConvertOptions& options, const Progress& progress)
{
    std::error_code ec;
    const bool folderMode = fs::is_directory(out, ec);
    if (!folderMode && !hasNiftiExtension(out)) {
        return makeError(ErrorKind::Invalid,
                         "The output must be an existing folder or a .nii/.nii.gz file name.", out);
    }
    if (!folderMode) {
        fs::path parent = fs::path(out).parent_path();
        if (!parent.empty() && !fs::is_directory(parent, ec))
            return makeError(ErrorKind::Io, "The output folder does not exist.", parent.string());
    }

    LoadPathOptions loadOptions;
    loadOptions.series = options.series;
    loadOptions.philipsValues = options.philipsValues;
    loadOptions.reference = options.reference;
    auto loaded = loadPath(path, loadOptions, progress.sub(0, 0.8));
    if (!loaded)
        return loaded.error();

    ConvertReport report;
    report.loaded = std::move(loaded).value();
    const auto& images = report.loaded.images;
    if (!folderMode && images.size() > 1) {
        std::string list;
        for (std::size_t i = 0; i < images.size(); ++i) {
            list += (i ? ", " : "") + report.loaded.imageLabels[i];
            if (!images[i].seriesUid.empty())
                list += " (" + images[i].seriesUid + ")";
        }
        return makeError(ErrorKind::Invalid,
                         "The input holds " + std::to_string(images.size()) +
                             " images; choose one with --series or give an output folder.",
                         list);
    }

    std::set<std::string> used;
    for (std::size_t i = 0; i < images.size(); ++i) {
        std::string target = out;
        if (folderMode) {
            std::string ext = options.gzip ? ".nii.gz" : ".nii";
            target = (fs::path(out) / uniqueName(report.loaded.imageLabels[i], ext, used)).string();
        }
        if (!progress.report(0.8 + 0.2 * double(i) / images.size(), "writing"))
            return makeError(ErrorKind::Cancelled, "Conversion was cancelled.");
        if (images[i].segmentation) {
            writeSegmentation(images[i], target, options, report);
            continue;
        }
        Status s = writeNifti(target, images[i].volumes, writeOptionsFor(images[i]));
        if (s)
            report.written.push_back(target);
        else
            report.writeErrors.push_back(s.error());
    }
    if (report.written.empty() && !report.writeErrors.empty())
        return report.writeErrors.front();
    return report;
}

} // namespace scansleuth::io
