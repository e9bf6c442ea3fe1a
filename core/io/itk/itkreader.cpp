// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "itkreader.h"
#include "base/clocale.h"

#include "base/strings.h"
#include "int64narrowing.h"
#include "metaimagedata.h"
#include "volume/volume.h"

#include <itkGiplImageIOFactory.h>
#include <itkHDF5ImageIOFactory.h>
#include <itkImageIOBase.h>
#include <itkMINCImageIOFactory.h>
#include <itkMRCImageIOFactory.h>
#include <itkMetaDataObject.h>
#include <itkMetaImageIO.h>
#include <itkMetaImageIOFactory.h>
#include <itkNrrdImageIOFactory.h>
#include <itkObjectFactoryBase.h>
#include <itkPNGImageIOFactory.h>
#include <itkTIFFImageIOFactory.h>
#include <itkVTKImageIOFactory.h>

#include <algorithm>
#include <charconv>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <mutex>
#include <optional>

namespace scansleuth::io {

namespace {

using volume::PixelType;

void registerFactories()
{
    static std::once_flag once;
    std::call_once(once, [] {
        itk::NrrdImageIOFactory::RegisterOneFactory();
        itk::MetaImageIOFactory::RegisterOneFactory();
        itk::VTKImageIOFactory::RegisterOneFactory();
        itk::MINCImageIOFactory::RegisterOneFactory();
        itk::HDF5ImageIOFactory::RegisterOneFactory();
        itk::GiplImageIOFactory::RegisterOneFactory();
        itk::MRCImageIOFactory::RegisterOneFactory();
        itk::TIFFImageIOFactory::RegisterOneFactory();
        itk::PNGImageIOFactory::RegisterOneFactory();
    });
}

// Formats ScanSleuth reads itself, should another part of the program register their factories.
bool readElsewhere(const char* className)
{
    for (const char* name : {"NiftiImageIO", "GDCMImageIO", "DCMTKImageIO", "DICOMImageIO2"}) {
        if (std::strcmp(className, name) == 0)
            return true;
    }
    return false;
}

// The first registered ImageIO (in registration order) that claims the file.
itk::ImageIOBase::Pointer findImageIO(const std::string& path)
{
    registerFactories();
    for (auto& object : itk::ObjectFactoryBase::CreateAllInstance("itkImageIOBase")) {
        auto* io = dynamic_cast<itk::ImageIOBase*>(object.GetPointer());
        if (!io || readElsewhere(io->GetNameOfClass()))
            continue;
        try {
            if (io->CanReadFile(path.c_str()))
                return io;
        } catch (const std::exception&) {
            // An IO that throws while probing does not read this file.
        }
    }
    return nullptr;
}

// --- metadata ------------------------------------------------------------------------------

template <typename T> std::string numberText(T value)
{
    char buffer[64];
    const auto result = std::to_chars(buffer, buffer + sizeof buffer, value);
    return std::string(buffer, result.ptr);
}

std::string valueText(const std::string& v)
{
    return v;
}
std::string valueText(bool v)
{
    return v ? "true" : "false";
}
template <typename T> std::string valueText(T v) requires std::is_arithmetic_v<T>
{
    return numberText(v);
}
template <typename T> std::string valueText(const std::vector<T>& values)
{
    std::string out;
    for (const auto& v : values) {
        if (!out.empty())
            out += std::is_arithmetic_v<T> ? " " : "; ";
        out += valueText(v);
    }
    return out;
}

template <typename T> bool tryValue(const itk::MetaDataObjectBase* base, std::string& out)
{
    const auto* object = dynamic_cast<const itk::MetaDataObject<T>*>(base);
    if (object)
        out = valueText(object->GetMetaDataObjectValue());
    return object != nullptr;
}

template <typename... Ts> bool tryValues(const itk::MetaDataObjectBase* base, std::string& out)
{
    return (tryValue<Ts>(base, out) || ...);
}

std::string metaDataText(const itk::MetaDataObjectBase* base)
{
    std::string out;
    if (tryValues<std::string, double, float, int, unsigned, long, unsigned long, long long,
                  unsigned long long, short, unsigned short, char, signed char, unsigned char, bool>(base,
                                                                                                     out))
        return out;
    if (tryValues<std::vector<double>, std::vector<float>, std::vector<int>, std::vector<std::string>,
                  std::vector<std::vector<double>>>(base, out))
        return out;
    return std::string("<") + base->GetMetaDataObjectTypeName() + ">";
}

std::vector<std::pair<std::string, std::string>> metadataOf(const itk::MetaDataDictionary& dictionary)
{
    std::vector<std::pair<std::string, std::string>> out;
    for (const std::string& key : dictionary.GetKeys()) {
        const itk::MetaDataObjectBase* value = dictionary.Get(key);
        out.emplace_back(key, value ? metaDataText(value) : std::string());
    }
    return out;
}

// --- header ---------------------------------------------------------------------------------

// The stored voxel type; 64-bit integers are read as such and narrowed afterwards.
struct ItkPixel
{
    PixelType type = PixelType::UInt8;
    bool int64 = false;
    bool isSigned = false;
    std::size_t storedBytes = 1;
};

std::optional<ItkPixel> pixelOf(itk::IOComponentEnum component, std::size_t bytes)
{
    using C = itk::IOComponentEnum;
    const bool isInteger = component != C::FLOAT && component != C::DOUBLE && component != C::LDOUBLE;
    const bool isSigned = component == C::CHAR || component == C::SHORT || component == C::INT ||
                          component == C::LONG || component == C::LONGLONG;
    if (component == C::UNKNOWNCOMPONENTTYPE || component == C::LDOUBLE)
        return std::nullopt;
    if (!isInteger)
        return ItkPixel{bytes == 4 ? PixelType::Float32 : PixelType::Float64, false, true, bytes};
    switch (bytes) {
    case 1:
        return ItkPixel{isSigned ? PixelType::Int8 : PixelType::UInt8, false, isSigned, bytes};
    case 2:
        return ItkPixel{isSigned ? PixelType::Int16 : PixelType::UInt16, false, isSigned, bytes};
    case 4:
        return ItkPixel{isSigned ? PixelType::Int32 : PixelType::UInt32, false, isSigned, bytes};
    case 8:
        return ItkPixel{PixelType::Int32, true, isSigned, bytes};
    default:
        return std::nullopt;
    }
}

// What the header says, checked, before any voxel memory exists.
struct ItkHeader
{
    ItkPixel pixel;
    volume::Geometry geometry;
    std::int64_t volumeCount = 1;
    std::size_t volumeBytes = 0; // as stored in the file
};

Result<ItkPixel> checkPixel(itk::ImageIOBase& io)
{
    const auto pixel = io.GetPixelType();
    const auto components = io.GetNumberOfComponents();
    const std::string pixelName = itk::ImageIOBase::GetPixelTypeAsString(pixel);
    const std::string componentName = itk::ImageIOBase::GetComponentTypeAsString(io.GetComponentType());
    const std::string detail =
        "pixel type " + pixelName + ", " + std::to_string(components) + " components of " + componentName;
    if (components != 1 || (pixel != itk::IOPixelEnum::SCALAR && pixel != itk::IOPixelEnum::VECTOR)) {
        return makeError(ErrorKind::Unsupported,
                         "The image has " + pixelName + " pixels with " + std::to_string(components) +
                             " components; only single-valued (greyscale) images are supported.",
                         detail);
    }
    const auto type = pixelOf(io.GetComponentType(), io.GetComponentSize());
    if (!type) {
        return makeError(ErrorKind::Unsupported,
                         "The image stores " + componentName + " voxels, a type ScanSleuth does not support.",
                         detail);
    }
    return *type;
}

volume::Geometry geometryOf(itk::ImageIOBase& io)
{
    volume::Geometry g;
    const unsigned dims = std::min(io.GetNumberOfDimensions(), 3u);
    for (unsigned axis = 0; axis < dims; ++axis) {
        g.size[axis] = static_cast<std::int64_t>(io.GetDimensions(axis));
        g.spacing[axis] = io.GetSpacing(axis);
        g.origin[axis] = io.GetOrigin(axis);
        const std::vector<double> column = io.GetDirection(axis);
        for (unsigned row = 0; row < 3; ++row)
            g.direction[row][axis] =
                row < column.size() && row < dims ? column[row] : (row == axis ? 1.0 : 0.0);
    }
    for (unsigned axis = dims; axis < 3; ++axis)
        g.size[axis] = 1;
    return g;
}

// A header geometry that cannot place the image (volume::geometryProblem) is not used as it is: each
// unusable part is replaced (spacing 1 mm, origin 0, identity direction) and a geometry.unplaced warning
// names what was wrong. ITK itself passes NaN spacing, origin or direction through unchecked.
void refuseUnusableGeometry(volume::Geometry& g, Findings& findings)
{
    const std::string problem = volume::geometryProblem(g);
    if (problem.empty())
        return;
    std::vector<std::string> assumed;
    for (int axis = 0; axis < 3; ++axis)
        if (!std::isfinite(g.spacing[axis]) || g.spacing[axis] <= 0) {
            g.spacing[axis] = 1.0;
            assumed.push_back("spacing[" + std::to_string(axis) + "] = 1 mm");
        }
    if (std::any_of(g.origin.begin(), g.origin.end(), [](double v) { return !std::isfinite(v); })) {
        g.origin = {0, 0, 0};
        assumed.push_back("origin (0, 0, 0)");
    }
    volume::Geometry directionOnly;
    directionOnly.direction = g.direction;
    if (!volume::isUsable(directionOnly)) {
        g.direction = volume::identity3();
        assumed.push_back("identity direction");
    }
    std::string what;
    for (const std::string& a : assumed)
        what += (what.empty() ? "" : ", ") + a;
    Finding f =
        makeFinding("geometry.unplaced", Severity::Warning,
                    "The image is placed without real geometry: its header's " + problem + ", so " + what +
                        " was assumed.",
                    "Do not compare this image with others in world space; rewrite the header's spacing, "
                    "origin and direction from the scanner geometry.");
    f.evidence.push_back(problem);
    findings.push_back(std::move(f));
}

// NRRD writes an unknown origin, axis direction or spacing as NaN ("space origin: (nan,nan,nan)",
// "spacings: nan 1 1"), which ITK turns into origin 0 or a 1 mm axis without a word: the header's own
// text tells.
void flagNrrdUnknownGeometry(const std::string& path, Findings& findings)
{
    std::ifstream in(path, std::ios::binary);
    std::string line;
    for (int n = 0; n < 4096 && std::getline(in, line) && !trim(line).empty(); ++n) {
        const std::string lower = toLower(line);
        const bool origin = lower.starts_with("space origin:");
        const bool spacing = lower.starts_with("spacings:");
        if ((!origin && !spacing && !lower.starts_with("space directions:")) ||
            lower.find("nan") == std::string::npos)
            continue;
        const std::string field = trim(line);
        const std::string what = origin ? "origin" : spacing ? "spacing of an axis" : "direction of an axis";
        const std::string put = origin ? "(0, 0, 0)" : spacing ? "1 mm" : "a 1 mm axis along a world axis";
        Finding f =
            makeFinding("geometry.unplaced", Severity::Warning,
                        "The image is placed without real geometry: its header leaves the " + what +
                            " unknown (" + field + "), and ITK put " + put + " in its place.",
                        "Do not compare this image with others in world space; write the NRRD's space "
                        "origin and space directions from the scanner geometry.");
        f.evidence.push_back(field);
        findings.push_back(std::move(f));
        return;
    }
}

std::string sizeText(const volume::Index3& size, std::int64_t volumeCount, unsigned dims)
{
    std::string text =
        std::to_string(size[0]) + " x " + std::to_string(size[1]) + " x " + std::to_string(size[2]);
    return dims == 4 ? text + " x " + std::to_string(volumeCount) : text;
}

Result<ItkHeader> checkHeader(itk::ImageIOBase& io)
{
    const unsigned dims = io.GetNumberOfDimensions();
    if (dims < 2 || dims > 4) {
        return makeError(
            ErrorKind::Unsupported,
            "The image has " + std::to_string(dims) + " dimensions; only 2D, 3D and 4D images are supported.",
            "ITK ImageIO " + std::string(io.GetNameOfClass()) + ", " + std::to_string(dims) + " dimensions");
    }
    auto pixel = checkPixel(io);
    if (!pixel)
        return pixel.error();
    ItkHeader header{*pixel, geometryOf(io), dims == 4 ? static_cast<std::int64_t>(io.GetDimensions(3)) : 1,
                     0};
    const auto& size = header.geometry.size;
    const std::string text = sizeText(size, header.volumeCount, dims);
    const bool fits =
        volume::checkedVolumeBytes(size[0], size[1], size[2], pixel->storedBytes, header.volumeBytes) &&
        header.volumeCount >= 0;
    const auto total = static_cast<unsigned __int128>(header.volumeBytes) *
                       static_cast<unsigned __int128>(std::max<std::int64_t>(header.volumeCount, 0));
    if (fits && (header.volumeBytes == 0 || header.volumeCount == 0))
        return makeError(ErrorKind::Corrupt, "The image header gives a size of zero voxels.", "size " + text);
    if (!fits || total > volume::VoxelBuffer::maxAllocationBytes()) {
        return makeError(ErrorKind::TooLarge,
                         "The image header claims " + text + " voxels, more than this machine can hold.",
                         "limit " + std::to_string(volume::VoxelBuffer::maxAllocationBytes()) + " bytes");
    }
    return header;
}

// --- voxels ---------------------------------------------------------------------------------

// The MetaImage facts behind the data checks (see metaimagedata.h); nullopt for other formats.
std::optional<MetaImageData> metaImageData(itk::ImageIOBase& io, const std::string& path)
{
    auto* metaIo = dynamic_cast<itk::MetaImageIO*>(&io);
    if (!metaIo)
        return std::nullopt;
    const MetaImage& meta = *metaIo->GetMetaImagePointer();
    return MetaImageData{path, meta.ElementDataFileName(), meta.CompressedData(), meta.HeaderSize(),
                         meta.BinaryDataByteOrderMSB()};
}

void swapBytes(std::byte* data, std::size_t bytes, std::size_t width)
{
    for (std::size_t i = 0; i + width <= bytes; i += width)
        std::reverse(data + i, data + i + width);
}

// Reads all voxels of the image (every axis) into `dest`, in native byte order.
Status readVoxels(itk::ImageIOBase& io, const std::string& path, std::byte* dest, std::size_t bytes)
{
    const auto meta = metaImageData(io, path);
    if (meta && meta->compressed) {
        Status s = inflateMetaImageData(*meta, dest, bytes);
        if (s && meta->bigEndian) // ImageIO's byte order is not set for MetaImage
            swapBytes(dest, bytes, io.GetComponentSize());
        return s;
    }
    if (meta) {
        if (Status s = checkMetaImageData(*meta, bytes); !s)
            return s;
    }
    itk::ImageIORegion region(io.GetNumberOfDimensions());
    for (unsigned axis = 0; axis < io.GetNumberOfDimensions(); ++axis) {
        region.SetIndex(axis, 0);
        region.SetSize(axis, io.GetDimensions(axis));
    }
    io.SetIORegion(region);
    try {
        io.Read(dest);
    } catch (const itk::ExceptionObject& e) {
        return makeError(ErrorKind::Corrupt,
                         "The voxel data could not be read; the file is truncated or damaged.",
                         e.GetDescription());
    }
    return {};
}

Result<volume::VolumeList> readVolumes(itk::ImageIOBase& io, const std::string& path, const ItkHeader& header,
                                       Findings& findings)
{
    volume::VolumeList volumes;
    if (header.volumeCount == 1 && !header.pixel.int64) {
        auto v = volume::Volume::allocate(header.pixel.type, header.geometry);
        if (!v)
            return v.error();
        if (Status s = readVoxels(io, path, v->bytes(), v->byteCount()); !s)
            return s.error();
        volumes.push_back(std::move(v).value());
        return volumes;
    }
    // ITK reads a 4D image in one piece; split it into one volume per time point.
    auto all =
        volume::VoxelBuffer::allocate(header.volumeBytes * static_cast<std::size_t>(header.volumeCount));
    if (!all)
        return all.error();
    if (Status s = readVoxels(io, path, all->data(), all->size()); !s)
        return s.error();
    if (header.pixel.int64) {
        Finding narrowed;
        auto result = narrowInt64Volumes(all->data(), header.pixel.isSigned, header.geometry,
                                         header.volumeCount, narrowed);
        if (result.ok())
            findings.push_back(std::move(narrowed));
        return result;
    }
    for (std::int64_t t = 0; t < header.volumeCount; ++t) {
        auto v = volume::Volume::allocate(header.pixel.type, header.geometry);
        if (!v)
            return v.error();
        std::memcpy(v->bytes(), all->data() + static_cast<std::size_t>(t) * header.volumeBytes,
                    header.volumeBytes);
        volumes.push_back(std::move(v).value());
    }
    return volumes;
}

Format formatOf(const itk::ImageIOBase& io)
{
    const std::string name = io.GetNameOfClass();
    if (name == "NrrdImageIO")
        return Format::Nrrd;
    if (name == "MetaImageIO")
        return Format::MetaImage;
    return Format::OtherItk;
}

Result<LoadedImage> readOpened(itk::ImageIOBase& io, const std::string& path, const Progress& progress)
{
    try {
        io.SetFileName(path);
        io.ReadImageInformation();
    } catch (const itk::ExceptionObject& e) {
        return makeError(ErrorKind::Corrupt, "The image header could not be read; the file is damaged.",
                         e.GetDescription());
    }
    auto header = checkHeader(io);
    if (!header)
        return header.error();
    if (!progress.report(0.1, "Reading voxels"))
        return makeError(ErrorKind::Cancelled, "Loading was cancelled.");
    Findings findings;
    refuseUnusableGeometry(header->geometry, findings);
    if (formatOf(io) == Format::Nrrd && !hasFinding(findings, "geometry.unplaced"))
        flagNrrdUnknownGeometry(path, findings);
    auto volumes = readVolumes(io, path, *header, findings);
    if (!volumes)
        return volumes.error();
    LoadedImage image;
    image.path = path;
    image.files = {path};
    if (const auto meta = metaImageData(io, path); meta && !metaImageDataFile(*meta).empty())
        image.files.push_back(metaImageDataFile(*meta));
    image.format = formatOf(io);
    image.volumes = std::move(volumes).value();
    image.metadata = metadataOf(io.GetMetaDataDictionary());
    image.findings = std::move(findings);
    progress.report(1.0, "Read");
    return image;
}

} // namespace

bool itkCanRead(const std::string& path)
{
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec))
        return false;             // HDF5 prints its error stack when probing a folder
    const CNumericLocale cLocale; // ITK's readers parse headers with the process locale
    try {
        return findImageIO(path) != nullptr;
    } catch (const std::exception&) {
        return false;
    }
}

Result<LoadedImage> readWithItk(const std::string& path, const Progress& progress)
{
    std::error_code ec;
    if (!std::filesystem::is_regular_file(path, ec))
        return makeError(ErrorKind::NotFound, "The file does not exist.", path);
    if (!progress.report(0.0, "Reading header"))
        return makeError(ErrorKind::Cancelled, "Loading was cancelled.");
    // teem (NRRD) reads "spacings: 0.5" with sscanf: 0 on a German desktop without this.
    const CNumericLocale cLocale;
    try {
        itk::ImageIOBase::Pointer io = findImageIO(path);
        if (!io)
            return makeError(ErrorKind::Unsupported, "The file is not an image in a format ScanSleuth reads.",
                             path);
        return readOpened(*io, path, progress);
    } catch (const itk::ExceptionObject& e) {
        return makeError(ErrorKind::Corrupt, "ITK could not read the image.", e.GetDescription());
    } catch (const std::bad_alloc&) {
        return makeError(ErrorKind::TooLarge, "The image does not fit in memory.", "std::bad_alloc");
    } catch (const std::exception& e) {
        return makeError(ErrorKind::Corrupt, "ITK could not read the image.", e.what());
    }
}

} // namespace scansleuth::io
