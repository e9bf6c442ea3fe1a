// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "dicomtestsupport.h"

#include "base/numberformat.h"

#include <dcmtk/config/osconfig.h>
#include <dcmtk/dcmdata/dcdeftag.h>
#include <dcmtk/dcmdata/dcfilefo.h>
#include <dcmtk/dcmdata/dcpixel.h>
#include <dcmtk/dcmdata/dcpixseq.h>
#include <dcmtk/dcmdata/dcpxitem.h>
#include <dcmtk/dcmdata/dcuid.h>
#include <dcmtk/dcmdata/dcvrobow.h>
#include <dcmtk/dcmdata/dcxfer.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <fstream>

namespace scansleuth::testing {

namespace {

std::string joinNumbers(const double* v, int n)
{
    std::string out; // DS values: locale-free, at most 16 characters
    for (int i = 0; i < n; ++i)
        out += (i ? "\\" : "") + formatGeneral(v[i], 10);
    return out;
}

std::vector<std::uint8_t> sampleBytes(const SyntheticSlice& s)
{
    const int width = s.bitsAllocated / 8;
    const std::size_t count = static_cast<std::size_t>(s.rows) * static_cast<std::size_t>(s.columns) *
                              static_cast<std::size_t>(s.samplesPerPixel) *
                              static_cast<std::size_t>(s.frames);
    std::vector<std::uint8_t> bytes(count * static_cast<std::size_t>(width));
    for (std::size_t i = 0; i < count; ++i) {
        const int column = static_cast<int>(i % static_cast<std::size_t>(s.columns));
        const int row = static_cast<int>(i / static_cast<std::size_t>(s.columns)) % s.rows;
        const std::int32_t v =
            i < s.values.size() ? s.values[i] : rampValue(s.instanceNumber, column, row, s.columns);
        for (int b = 0; b < width; ++b)
            bytes[i * static_cast<std::size_t>(width) + static_cast<std::size_t>(b)] =
                static_cast<std::uint8_t>((static_cast<std::uint32_t>(v) >> (8 * b)) & 0xFF);
    }
    return bytes;
}

void putPixelData(DcmDataset& ds, const SyntheticSlice& s, const DcmXfer& xfer)
{
    std::vector<std::uint8_t> bytes = sampleBytes(s);
    if (xfer.isEncapsulated()) {
        auto* pixel = new DcmPixelData(DCM_PixelData);
        auto* seq = new DcmPixelSequence(DCM_PixelSequenceTag);
        seq->insert(new DcmPixelItem(DCM_PixelItemTag));
        auto* fragment = new DcmPixelItem(DCM_PixelItemTag);
        bytes.resize(bytes.size() + bytes.size() % 2);
        fragment->putUint8Array(bytes.data(), static_cast<unsigned long>(bytes.size()));
        seq->insert(fragment);
        pixel->putOriginalRepresentation(xfer.getXfer(), nullptr, seq);
        ds.insert(pixel, true);
        return;
    }
    if (s.bitsAllocated == 8) {
        ds.putAndInsertUint8Array(DCM_PixelData, bytes.data(), static_cast<unsigned long>(bytes.size()));
        return;
    }
    std::vector<Uint16> words(bytes.size() / 2);
    std::memcpy(words.data(), bytes.data(), words.size() * 2); // little-endian host
    ds.putAndInsertUint16Array(DCM_PixelData, words.data(), static_cast<unsigned long>(words.size()));
}

void putIdentity(DcmDataset& ds, const SyntheticSlice& s)
{
    const std::string sop = s.sopUid.empty() ? s.seriesUid + ".1" + std::to_string(s.instanceNumber) + "." +
                                                   std::to_string(s.seriesNumber)
                                             : s.sopUid;
    ds.putAndInsertString(DCM_SOPClassUID, s.modality == "MR" ? UID_MRImageStorage : UID_CTImageStorage);
    ds.putAndInsertString(DCM_SOPInstanceUID, sop.c_str());
    ds.putAndInsertString(DCM_StudyInstanceUID, "1.2.826.0.1.3680043.8.498.9");
    ds.putAndInsertString(DCM_SeriesInstanceUID, s.seriesUid.c_str());
    ds.putAndInsertString(DCM_Modality, s.modality.c_str());
    ds.putAndInsertString(DCM_PatientID, "SYNTH01");
    ds.putAndInsertString(DCM_PatientName, "Synthetic^Patient");
    ds.putAndInsertString(DCM_SeriesDescription, s.seriesDescription.c_str());
    ds.putAndInsertString(DCM_ImageType, s.imageType.c_str());
    ds.putAndInsertString(DCM_SeriesNumber, std::to_string(s.seriesNumber).c_str());
    ds.putAndInsertString(DCM_InstanceNumber, std::to_string(s.instanceNumber).c_str());
    ds.putAndInsertString(DCM_AcquisitionNumber, std::to_string(s.acquisitionNumber).c_str());
    if (s.echoNumber)
        ds.putAndInsertString(DCM_EchoNumbers, std::to_string(*s.echoNumber).c_str());
}

DcmItem* newGroupItem(DcmItem& parent, const DcmTagKey& sequence)
{
    DcmItem* item = nullptr;
    parent.findOrCreateSequenceItem(sequence, item, -2);
    return item;
}

void putFunctionalGroups(DcmDataset& ds, const SyntheticSlice& s)
{
    ds.putAndInsertString(DCM_NumberOfFrames, std::to_string(s.frames).c_str());
    DcmItem* shared = newGroupItem(ds, DCM_SharedFunctionalGroupsSequence);
    if (s.pixelSpacing)
        newGroupItem(*shared, DCM_PixelMeasuresSequence)
            ->putAndInsertString(DCM_PixelSpacing, joinNumbers(s.pixelSpacing->data(), 2).c_str());
    const auto o = s.orientation ? *s.orientation : std::array<double, 6>{1, 0, 0, 0, 1, 0};
    if (s.orientation)
        newGroupItem(*shared, DCM_PlaneOrientationSequence)
            ->putAndInsertString(DCM_ImageOrientationPatient, joinNumbers(o.data(), 6).c_str());
    const volume::Vec3 n = volume::normalized(volume::cross({o[0], o[1], o[2]}, {o[3], o[4], o[5]}));
    const volume::Vec3 p = s.position ? *s.position : volume::Vec3{0, 0, 0};
    for (int k = 0; k < s.frames; ++k) {
        const auto at = static_cast<std::size_t>(k);
        DcmItem* perFrame = newGroupItem(ds, DCM_PerFrameFunctionalGroupsSequence);
        newGroupItem(*perFrame, DCM_FrameContentSequence)
            ->putAndInsertUint32(DCM_InStackPositionNumber, k + 1);
        if (at < s.frameTypes.size()) {
            DcmItem* type = newGroupItem(*perFrame, DCM_MRImageFrameTypeSequence);
            type->putAndInsertString(DCM_FrameType, s.frameTypes[at].c_str());
            if (at < s.frameComplex.size())
                type->putAndInsertString(DCM_ComplexImageComponent, s.frameComplex[at].c_str());
        }
        if (at < s.frameSlopes.size()) {
            DcmItem* pv = newGroupItem(*perFrame, DCM_PixelValueTransformationSequence);
            pv->putAndInsertString(DCM_RescaleSlope, joinNumbers(&s.frameSlopes[at], 1).c_str());
            const double intercept = at < s.frameIntercepts.size() ? s.frameIntercepts[at] : 0.0;
            pv->putAndInsertString(DCM_RescaleIntercept, joinNumbers(&intercept, 1).c_str());
            if (at < s.frameRescaleTypes.size())
                pv->putAndInsertString(DCM_RescaleType, s.frameRescaleTypes[at].c_str());
        }
        if (std::find(s.framesWithoutPosition.begin(), s.framesWithoutPosition.end(), k) !=
            s.framesWithoutPosition.end())
            continue;
        const double slot = at < s.frameSlot.size() ? s.frameSlot[at] : k;
        const double q[3] = {p[0] + n[0] * s.frameGap * slot, p[1] + n[1] * s.frameGap * slot,
                             p[2] + n[2] * s.frameGap * slot};
        newGroupItem(*perFrame, DCM_PlanePositionSequence)
            ->putAndInsertString(DCM_ImagePositionPatient, joinNumbers(q, 3).c_str());
    }
}

void putGeometry(DcmDataset& ds, const SyntheticSlice& s)
{
    if (s.frames > 1) {
        putFunctionalGroups(ds, s);
        ds.putAndInsertString(DCM_RescaleSlope, joinNumbers(&s.slope, 1).c_str());
        ds.putAndInsertString(DCM_RescaleIntercept, joinNumbers(&s.intercept, 1).c_str());
        return;
    }
    if (s.position)
        ds.putAndInsertString(DCM_ImagePositionPatient, joinNumbers(s.position->data(), 3).c_str());
    if (s.orientation)
        ds.putAndInsertString(DCM_ImageOrientationPatient, joinNumbers(s.orientation->data(), 6).c_str());
    if (s.pixelSpacing)
        ds.putAndInsertString(DCM_PixelSpacing, joinNumbers(s.pixelSpacing->data(), 2).c_str());
    if (s.sliceThickness)
        ds.putAndInsertString(DCM_SliceThickness, joinNumbers(&*s.sliceThickness, 1).c_str());
    if (s.gantryTilt)
        ds.putAndInsertString(DCM_GantryDetectorTilt, joinNumbers(&*s.gantryTilt, 1).c_str());
    ds.putAndInsertString(DCM_RescaleSlope, joinNumbers(&s.slope, 1).c_str());
    ds.putAndInsertString(DCM_RescaleIntercept, joinNumbers(&s.intercept, 1).c_str());
}

void putImagePixel(DcmDataset& ds, const SyntheticSlice& s)
{
    ds.putAndInsertUint16(DCM_Rows, static_cast<Uint16>(s.rows));
    ds.putAndInsertUint16(DCM_Columns, static_cast<Uint16>(s.columns));
    ds.putAndInsertUint16(DCM_BitsAllocated, static_cast<Uint16>(s.bitsAllocated));
    ds.putAndInsertUint16(DCM_BitsStored, static_cast<Uint16>(s.bitsAllocated));
    ds.putAndInsertUint16(DCM_HighBit, static_cast<Uint16>(s.bitsAllocated - 1));
    ds.putAndInsertUint16(DCM_PixelRepresentation, static_cast<Uint16>(s.pixelRepresentation));
    ds.putAndInsertUint16(DCM_SamplesPerPixel, static_cast<Uint16>(s.samplesPerPixel));
    ds.putAndInsertString(DCM_PhotometricInterpretation, s.samplesPerPixel == 3 ? "RGB" : "MONOCHROME2");
    if (s.samplesPerPixel == 3)
        ds.putAndInsertUint16(DCM_PlanarConfiguration, 0);
}

} // namespace

std::int32_t rampValue(int instanceNumber, int column, int row, int columns)
{
    return instanceNumber * 100 + row * columns + column - 50;
}

std::string writeSyntheticSlice(const std::string& path, const SyntheticSlice& s)
{
    DcmFileFormat file;
    DcmDataset& ds = *file.getDataset();
    const DcmXfer xfer(s.transferSyntax.c_str());
    putIdentity(ds, s);
    putGeometry(ds, s);
    putImagePixel(ds, s);
    putPixelData(ds, s, xfer);
    OFCondition cond = file.saveFile(path.c_str(), xfer.getXfer());
    return cond.good() ? std::string() : std::string(cond.text());
}

std::string setDicomAttribute(const std::string& path, unsigned group, unsigned element,
                              const std::string& value)
{
    DcmFileFormat file;
    OFCondition cond = file.loadFile(path.c_str());
    if (cond.bad())
        return cond.text();
    const E_TransferSyntax xfer = file.getDataset()->getOriginalXfer();
    DcmDataset& ds = *file.getDataset();
    const DcmTagKey key(static_cast<Uint16>(group), static_cast<Uint16>(element));
    if (value.empty()) {
        ds.findAndDeleteElement(key);
    } else {
        DcmTag tag(key);
        if (tag.getEVR() == EVR_US)
            cond = ds.putAndInsertUint16(key, static_cast<Uint16>(std::stoul(value)));
        else
            cond = ds.putAndInsertString(key, value.c_str());
        if (cond.bad())
            return cond.text();
    }
    file.loadAllDataIntoMemory();
    cond = file.saveFile(path.c_str(), xfer);
    return cond.good() ? std::string() : std::string(cond.text());
}

std::string writeRtDose(const std::string& path, const SyntheticRtDose& d)
{
    DcmFileFormat file;
    DcmDataset& ds = *file.getDataset();
    const int frames = static_cast<int>(d.offsets.size());
    ds.putAndInsertString(DCM_SOPClassUID, UID_RTDoseStorage);
    ds.putAndInsertString(DCM_SOPInstanceUID, "1.2.826.0.1.3680043.8.498.77.1");
    ds.putAndInsertString(DCM_StudyInstanceUID, "1.2.826.0.1.3680043.8.498.77");
    ds.putAndInsertString(DCM_SeriesInstanceUID, "1.2.826.0.1.3680043.8.498.77.2");
    ds.putAndInsertString(DCM_FrameOfReferenceUID, "1.2.826.0.1.3680043.8.498.77.3");
    ds.putAndInsertString(DCM_Modality, "RTDOSE");
    ds.putAndInsertString(DCM_Manufacturer, "Synthetic TPS");
    ds.putAndInsertString(DCM_PatientID, "SYNTH01");
    ds.putAndInsertString(DCM_SeriesNumber, "1");
    ds.putAndInsertString(DCM_InstanceNumber, "1");
    ds.putAndInsertString(DCM_NumberOfFrames, std::to_string(frames).c_str());
    ds.putAndInsertTagKey(DCM_FrameIncrementPointer, DCM_GridFrameOffsetVector);
    if (d.position)
        ds.putAndInsertString(DCM_ImagePositionPatient, joinNumbers(d.position->data(), 3).c_str());
    if (d.orientation)
        ds.putAndInsertString(DCM_ImageOrientationPatient, joinNumbers(d.orientation->data(), 6).c_str());
    if (d.pixelSpacing)
        ds.putAndInsertString(DCM_PixelSpacing, joinNumbers(d.pixelSpacing->data(), 2).c_str());
    if (frames > 0)
        ds.putAndInsertString(DCM_GridFrameOffsetVector, joinNumbers(d.offsets.data(), frames).c_str());
    ds.putAndInsertString(DCM_DoseUnits, "GY");
    ds.putAndInsertString(DCM_DoseType, "PHYSICAL");
    ds.putAndInsertString(DCM_DoseSummationType, "PLAN");
    ds.putAndInsertString(DCM_DoseGridScaling, joinNumbers(&d.doseGridScaling, 1).c_str());
    ds.putAndInsertUint16(DCM_Rows, static_cast<Uint16>(d.rows));
    ds.putAndInsertUint16(DCM_Columns, static_cast<Uint16>(d.columns));
    ds.putAndInsertUint16(DCM_BitsAllocated, 32);
    ds.putAndInsertUint16(DCM_BitsStored, 32);
    ds.putAndInsertUint16(DCM_HighBit, 31);
    ds.putAndInsertUint16(DCM_PixelRepresentation, 0);
    ds.putAndInsertUint16(DCM_SamplesPerPixel, 1);
    ds.putAndInsertString(DCM_PhotometricInterpretation, "MONOCHROME2");
    std::vector<Uint16> words;
    for (int k = 0; k < std::max(frames, 1); ++k)
        for (int r = 0; r < d.rows; ++r)
            for (int c = 0; c < d.columns; ++c) {
                const std::uint32_t v = SyntheticRtDose::value(c, r, k);
                words.push_back(static_cast<Uint16>(v & 0xFFFF)); // little-endian 32-bit samples
                words.push_back(static_cast<Uint16>(v >> 16));
            }
    ds.putAndInsertUint16Array(DCM_PixelData, words.data(), static_cast<unsigned long>(words.size()));
    OFCondition cond = file.saveFile(path.c_str(), EXS_LittleEndianExplicit);
    return cond.good() ? std::string() : std::string(cond.text());
}

std::string rewriteAsUn(const std::string& path, const std::vector<std::pair<unsigned, unsigned>>& tags)
{
    DcmFileFormat file;
    OFCondition cond = file.loadFile(path.c_str());
    if (cond.bad())
        return cond.text();
    file.loadAllDataIntoMemory();
    DcmDataset& ds = *file.getDataset();
    for (const auto& [group, element] : tags) {
        const DcmTagKey key(static_cast<Uint16>(group), static_cast<Uint16>(element));
        OFString value;
        if (ds.findAndGetOFStringArray(key, value).bad())
            return "no string value for " + std::string(key.toString().c_str());
        std::string bytes(value.c_str(), value.length());
        if (bytes.size() % 2)
            bytes.push_back(DcmTag(key).getEVR() == EVR_UI ? '\0' : ' ');
        ds.findAndDeleteElement(key);
        auto* un = new DcmOtherByteOtherWord(DcmTag(key, EVR_UN));
        un->putUint8Array(reinterpret_cast<const Uint8*>(bytes.data()),
                          static_cast<unsigned long>(bytes.size()));
        if (ds.insert(un, true).bad())
            return "insert failed";
    }
    cond = file.saveFile(path.c_str(), EXS_LittleEndianExplicit);
    return cond.good() ? std::string() : std::string(cond.text());
}

bool storedAsUn(const std::string& path, unsigned group, unsigned element)
{
    std::ifstream in(path, std::ios::binary);
    const std::string data((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    const char pattern[6] = {static_cast<char>(group & 0xFF),
                             static_cast<char>(group >> 8),
                             static_cast<char>(element & 0xFF),
                             static_cast<char>(element >> 8),
                             'U',
                             'N'};
    return data.find(std::string(pattern, 6)) != std::string::npos;
}

std::string writeSyntheticSeries(const std::string& dir, const SyntheticSlice& base, int n, double gap,
                                 const std::function<void(int, SyntheticSlice&)>& edit)
{
    const auto& o = base.orientation ? *base.orientation : std::array<double, 6>{1, 0, 0, 0, 1, 0};
    const volume::Vec3 normal = volume::normalized(volume::cross({o[0], o[1], o[2]}, {o[3], o[4], o[5]}));
    const volume::Vec3 p0 = base.position ? *base.position : volume::Vec3{0, 0, 0};
    for (int k = 0; k < n; ++k) {
        SyntheticSlice s = base;
        s.instanceNumber = k + 1;
        s.position = volume::Vec3{p0[0] + normal[0] * gap * k, p0[1] + normal[1] * gap * k,
                                  p0[2] + normal[2] * gap * k};
        if (edit)
            edit(k, s);
        std::string error = writeSyntheticSlice(dir + "/slice_" + std::to_string(k) + ".dcm", s);
        if (!error.empty())
            return error;
    }
    return {};
}

Result<volume::VolumeList> readReferenceNifti(const std::string& path)
{
    std::ifstream in(path, std::ios::binary);
    std::vector<char> data((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
    if (data.size() < 352)
        return makeError(ErrorKind::Corrupt, "reference NIfTI too short", path);
    auto get16 = [&](std::size_t at) {
        std::int16_t v;
        std::memcpy(&v, data.data() + at, 2);
        return v;
    };
    auto getF = [&](std::size_t at) {
        float v;
        std::memcpy(&v, data.data() + at, 4);
        return static_cast<double>(v);
    };
    const int ndim = get16(40);
    volume::Index3 size{get16(42), get16(44), ndim >= 3 ? get16(46) : 1};
    const int volumes = ndim >= 4 ? get16(48) : 1;
    const int datatype = get16(70);
    const auto offset = static_cast<std::size_t>(getF(108));
    volume::PixelType type = datatype == 2     ? volume::PixelType::UInt8
                             : datatype == 4   ? volume::PixelType::Int16
                             : datatype == 8   ? volume::PixelType::Int32
                             : datatype == 16  ? volume::PixelType::Float32
                             : datatype == 256 ? volume::PixelType::Int8
                             : datatype == 512 ? volume::PixelType::UInt16
                                               : volume::PixelType::UInt32;
    volume::Mat4 affine = volume::identity4();
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 4; ++c)
            affine[r][c] = getF(280 + static_cast<std::size_t>(16 * r + 4 * c));
    const volume::Geometry g = volume::geometryFromRasAffine(affine, size);
    double slope = getF(112), inter = getF(116);
    volume::VolumeList out;
    for (int v = 0; v < volumes; ++v) {
        auto vol = volume::Volume::allocate(type, g);
        if (!vol)
            return vol.error();
        const std::size_t bytes = vol->byteCount();
        if (offset + bytes * static_cast<std::size_t>(v + 1) > data.size())
            return makeError(ErrorKind::Corrupt, "reference NIfTI truncated", path);
        std::memcpy(vol->bytes(), data.data() + offset + bytes * static_cast<std::size_t>(v), bytes);
        vol->setRescale({slope == 0 ? 1.0 : slope, slope == 0 ? 0.0 : inter});
        out.push_back(std::move(vol).value());
    }
    return out;
}

double compareCanonical(const volume::Volume& a, const volume::Volume& b, double& affineError)
{
    auto ca = volume::reorientToCanonical(a);
    auto cb = volume::reorientToCanonical(b);
    if (!ca || !cb || ca->geometry().size != cb->geometry().size)
        return -1;
    const volume::Mat4 ma = volume::rasAffine(ca->geometry()), mb = volume::rasAffine(cb->geometry());
    affineError = 0;
    for (int r = 0; r < 3; ++r)
        for (int c = 0; c < 4; ++c)
            affineError = std::max(affineError, std::abs(ma[r][c] - mb[r][c]));
    double worst = 0;
    const auto& s = ca->geometry().size;
    for (std::int64_t k = 0; k < s[2]; ++k)
        for (std::int64_t j = 0; j < s[1]; ++j)
            for (std::int64_t i = 0; i < s[0]; ++i)
                worst = std::max(worst, std::abs(ca->realValue(i, j, k) - cb->realValue(i, j, k)));
    return worst;
}

} // namespace scansleuth::testing
