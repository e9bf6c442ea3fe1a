// SPDX-License-Identifier: BSD-3-Clause
// SPDX-FileCopyrightText: 2026 The ScanSleuth authors
// The module libscansleuth-dicom.so: DCMTK's and OpenJPEG's users (the header, pixel and tag readers, the
// series writer) offered through one table (dicombackend.h).
#include "io/dicom/dicombackend.h"
#include "io/dicom/dicomheaderreader.h"
#include "io/dicom/segobjectreader.h"

extern "C" __attribute__((visibility("default"))) const scansleuth::io::dicombackend::Table*
scansleuth_dicom_backend()
{
    namespace io = scansleuth::io;
    static const io::dicombackend::Table table = [] {
        static const std::string stamp = io::dicombackend::abiStamp();
        io::dicombackend::Table t;
        t.head.stamp = stamp.c_str();
        t.readFileHeader = &io::detail::readDicomFileHeader;
        t.initialise = &io::detail::initialiseDcmtk;
        t.readSlices = &io::detail::readSlices;
        t.readTags = &io::readDicomTags;
        t.writeSeries = &io::writeDicomSeries;
        t.readSegObject = &io::detail::readSegObject;
        t.readRtStructObject = &io::detail::readRtStructObject;
        t.writeSeg = &io::writeDicomSeg;
        return t;
    }();
    return &table;
}
