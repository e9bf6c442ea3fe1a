// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
#include "dicomtags.h"

#include "io/dicom/dicomheaderreader.h"

#include <dcmtk/config/osconfig.h>
#include <dcmtk/dcmdata/dcdeftag.h>
#include <dcmtk/dcmdata/dcfilefo.h>
#include <dcmtk/dcmdata/dcmetinf.h>
#include <dcmtk/dcmdata/dcsequen.h>
#include <dcmtk/dcmdata/dcstack.h>

#include <cstdio>
#include <filesystem>

namespace scansleuth::io {

namespace {
constexpr Uint32 kMaxReadLength = 4096; // larger values stay on disk

std::string tagText(const DcmTag& tag)
{
    char buf[16];
    std::snprintf(buf, sizeof buf, "(%04X,%04X)", tag.getGTag(), tag.getETag());
    return buf;
}

std::string valueText(DcmObject* object, std::size_t maxChars)
{
    if (object->isLeaf()) {
        if (object->getTag() == DCM_PixelData)
            return "(pixel data, " + std::to_string(object->getLength()) + " bytes)";
        auto* element = static_cast<DcmElement*>(object);
        if (object->getLength() > kMaxReadLength)
            return "(" + std::to_string(object->getLength()) + " bytes, not loaded)";
        OFString value;
        if (element->getOFStringArray(value, OFFalse).bad())
            return "(" + std::to_string(object->getLength()) + " bytes)";
        std::string s(value.c_str(), value.length());
        if (s.size() > maxChars)
            s = s.substr(0, maxChars) + "...";
        return s;
    }
    if (object->ident() == EVR_SQ)
        return "(sequence, " + std::to_string(static_cast<DcmSequenceOfItems*>(object)->card()) + " items)";
    return "(item)";
}

void collect(DcmItem& root, int baseDepth, std::size_t maxChars, std::vector<DicomTag>& out)
{
    DcmStack stack;
    while (root.nextObject(stack, OFTrue).good()) {
        DcmObject* object = stack.top();
        if (object->ident() == EVR_item || object->ident() == EVR_dirRecord)
            continue; // items show through their elements' depth
        DicomTag t;
        t.tag = tagText(object->getTag());
        t.vr = DcmVR(object->getVR()).getVRName();
        DcmTag tag = object->getTag();
        t.name = tag.getTagName();
        t.value = valueText(object, maxChars);
        // The stack holds the element, its item and sequence per level.
        t.depth = baseDepth + static_cast<int>((stack.card() - 1) / 2);
        out.push_back(std::move(t));
    }
}
} // namespace

Result<std::vector<DicomTag>> readDicomTags(const std::string& file, std::size_t maxValueChars)
{
    std::error_code ec;
    if (!std::filesystem::is_regular_file(file, ec))
        return makeError(ErrorKind::NotFound, "The DICOM file does not exist.", file);
    detail::initialiseDcmtk(); // elements stored as UN are shown with their dictionary VR
    DcmFileFormat format;
    OFCondition cond = format.loadFile(file.c_str(), EXS_Unknown, EGL_noChange, kMaxReadLength);
    if (cond.bad())
        return makeError(ErrorKind::Corrupt, "The file could not be read as DICOM.",
                         file + ": " + cond.text());
    std::vector<DicomTag> tags;
    if (DcmMetaInfo* meta = format.getMetaInfo())
        collect(*meta, 0, maxValueChars, tags);
    collect(*format.getDataset(), 0, maxValueChars, tags);
    return tags;
}

} // namespace scansleuth::io
